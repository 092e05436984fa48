"""deploy/ledger.new.cfg differs from deploy/ledger.cfg only in the renamed keys (host, port, user
as key names: not `localhost`, `report_port_range`, `export_dir`, `ops-support`, `/port-check`,
`max_user_connections` or `user_agent`), byte for byte, final newline (none) included."""

import difflib
import os
import sys
from pathlib import Path

TESTS = Path(os.environ["TESTS_DIR"])


def main():
    original = (Path(os.environ["ENV_DIR"]) / "deploy" / "ledger.cfg").read_bytes()
    expected = (TESTS / "expected.cfg").read_bytes()
    source, result = Path("deploy/ledger.cfg"), Path("deploy/ledger.new.cfg")
    if not source.is_file() or source.read_bytes() != original:
        print("FAIL: deploy/ledger.cfg was changed or removed")
        return 1
    if not result.is_file():
        print("FAIL: no deploy/ledger.new.cfg")
        return 1
    got = result.read_bytes()
    if got != expected:
        diff = difflib.unified_diff(
            expected.decode(errors="replace").splitlines(True),
            got.decode(errors="replace").splitlines(True),
            "expected",
            "ledger.new.cfg",
        )
        print("FAIL: deploy/ledger.new.cfg differs from the expected rename:")
        print("".join(diff)[:3000])
        if got.rstrip(b"\n") == expected:
            print("(a final newline was added)")
        return 1
    print("PASS: only the three keys were renamed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
