"""codes.txt holds exactly the codes 0000-9999 that the task's pristine copy of the firmware check
accepts (the master code and its digest collisions), ascending, one per line."""

import os
import sys
from pathlib import Path

sys.path.insert(0, os.environ["ENV_DIR"])
from lockbox import accepts  # the task's pristine copy, not the agent's


def main():
    expected = [f"{n:04d}" for n in range(10000) if accepts(f"{n:04d}")]
    answer = Path("codes.txt")
    if not answer.is_file():
        print("FAIL: no codes.txt")
        return 1
    codes = [line.strip() for line in answer.read_text().splitlines() if line.strip()]
    if codes != expected:
        missing = sorted(set(expected) - set(codes))
        extra = sorted(set(codes) - set(expected))
        print(
            f"FAIL: codes.txt lists {codes[:20]}; missing {missing}, not accepted {extra}"
            + (" (order or duplicates)" if not missing and not extra else "")
        )
        return 1
    print(f"PASS: codes.txt lists all {len(expected)} accepted codes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
