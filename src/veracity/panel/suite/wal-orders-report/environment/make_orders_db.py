"""Builds orders.db in WAL mode the way the crashed service left it: 30 orders checkpointed into
the main file, then a few transactions (inserts, updates, a delete) that exist only in the
write-ahead log. The files are copied while the writer still holds the database open, as a crash
leaves them: closing the last connection would checkpoint the WAL and delete it.

    python3 make_orders_db.py TARGET_DIR
"""

import os
import shutil
import sqlite3
import sys
import tempfile

CUSTOMERS = ["acme", "birch", "cobalt", "dune", "ember", "fjord", "garnet"]


def main(target):
    stage = tempfile.mkdtemp(prefix="orders-stage-")
    try:
        path = os.path.join(stage, "orders.db")
        con = sqlite3.connect(path, isolation_level=None)
        con.execute("PRAGMA journal_mode=WAL")
        con.execute("PRAGMA wal_autocheckpoint=0")  # nothing reaches orders.db unless we checkpoint
        con.execute(
            "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT NOT NULL, "
            "total_cents INTEGER NOT NULL, status TEXT NOT NULL)"
        )
        con.execute("BEGIN")
        for i in range(1, 31):
            status = "shipped" if i % 5 else "refunded"
            con.execute(
                "INSERT INTO orders VALUES (?, ?, ?, ?)", (i, CUSTOMERS[i % 7], 1500 + (i * 613) % 9000, status)
            )
        con.execute("COMMIT")
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # the last checkpoint before the crash
        # After the checkpoint: transactions that only the WAL holds.
        con.execute("BEGIN")
        for i in range(31, 36):
            con.execute("INSERT INTO orders VALUES (?, ?, ?, ?)", (i, CUSTOMERS[i % 7], 2200 + i * 41, "paid"))
        con.execute("COMMIT")
        con.execute("UPDATE orders SET status = 'refunded' WHERE id = 4")
        con.execute("UPDATE orders SET total_cents = total_cents - 500 WHERE id = 17")
        con.execute("DELETE FROM orders WHERE id = 9")
        con.execute("UPDATE orders SET customer = 'cobalt' WHERE id = 22")
        for suffix in ("", "-wal", "-shm"):
            shutil.copy2(path + suffix, os.path.join(target, "orders.db" + suffix))
        con.close()
    finally:
        shutil.rmtree(stage, ignore_errors=True)


if __name__ == "__main__":
    main(sys.argv[1])
