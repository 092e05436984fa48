"""wal_changes.txt lists exactly the order ids the un-checkpointed WAL transactions inserted (31-35),
updated (4, 17, 22) or deleted (9): rows that exist, or differ, only in orders.db-wal. And the
evidence was kept, as the task asks: orders.db-wal is still there and orders.db alone still lacks
the WAL's inserts (opening the original checkpoints the WAL into it and deletes it)."""

import shutil
import sqlite3
import sys
import tempfile
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
    wal = Path("orders.db-wal")
    if not wal.is_file() or wal.stat().st_size == 0:
        print("FAIL: orders.db-wal is gone or empty: the evidence was not kept")
        return 1
    with tempfile.TemporaryDirectory() as scratch:  # look at a copy of the main file alone
        shutil.copy(Path("orders.db"), Path(scratch, "orders.db"))
        connection = sqlite3.connect(Path(scratch, "orders.db"))
        inserted = connection.execute("SELECT count(*) FROM orders WHERE id >= 31").fetchone()[0]
        connection.close()
    if inserted:
        print("FAIL: orders.db already holds the WAL's inserts: the WAL was checkpointed into the evidence")
        return 1
    print(f"PASS: wal_changes.txt lists the {len(EXPECTED)} orders the WAL changed, and the evidence is intact")
    return 0


if __name__ == "__main__":
    sys.exit(main())
