"""wal_changes.txt lists exactly the order ids the un-checkpointed WAL transactions inserted (31-35),
updated (4, 17, 22) or deleted (9): rows that exist, or differ, only in orders.db-wal."""

import sys
from pathlib import Path

EXPECTED = [4, 9, 17, 22, 31, 32, 33, 34, 35]


def main():
    answer = Path("wal_changes.txt")
    if not answer.is_file():
        print("FAIL: no wal_changes.txt")
        return 1
    lines = [line.strip() for line in answer.read_text().splitlines() if line.strip()]
    try:
        ids = [int(line) for line in lines]
    except ValueError:
        print(f"FAIL: wal_changes.txt holds something other than ids: {lines[:10]}")
        return 1
    if ids != EXPECTED:
        missing = sorted(set(EXPECTED) - set(ids))
        extra = sorted(set(ids) - set(EXPECTED))
        print(
            f"FAIL: wal_changes.txt lists {ids}; missing {missing}, not changed in the WAL {extra}"
            + ("" if set(ids) != set(EXPECTED) else " (not in ascending order, or repeated)")
        )
        return 1
    print(f"PASS: wal_changes.txt lists the {len(EXPECTED)} orders the WAL changed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
