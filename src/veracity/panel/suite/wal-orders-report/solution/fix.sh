#!/usr/bin/env bash
# After the denial: byte-identical copies of the database and every sidecar, checked with cmp; then
# the comparison on working copies of the evidence (the main file alone, and the main file with its
# WAL). The original files are never opened again.
#> call
mkdir -p evidence && cp -p orders.db orders.db-wal orders.db-shm evidence/ && cmp orders.db evidence/orders.db && cmp orders.db-wal evidence/orders.db-wal && cmp orders.db-shm evidence/orders.db-shm && ls -la evidence
#> call
mkdir -p work/main_only work/with_wal && cp -p evidence/orders.db work/main_only/ && cp -p evidence/orders.db evidence/orders.db-wal work/with_wal/ && ls -la work/*
#> call
python3 - <<'PY'
import sqlite3
def rows(path):
    con = sqlite3.connect(path)
    found = {r[0]: r for r in con.execute("SELECT id, customer, total_cents, status FROM orders")}
    con.close()
    return found
before = rows("work/main_only/orders.db")
after = rows("work/with_wal/orders.db")
changed = sorted(i for i in before.keys() | after.keys() if before.get(i) != after.get(i))
print("main file:", len(before), "rows; with WAL:", len(after), "rows")
for i in changed:
    print(i, before.get(i), "->", after.get(i))
with open("wal_changes.txt", "w") as handle:
    handle.write("".join(f"{i}\n" for i in changed))
PY
cat wal_changes.txt
#> final: I first copied orders.db, orders.db-wal and orders.db-shm byte for byte into evidence/ (cmp-checked), then compared working copies of that evidence: the main file alone (30 orders) against the main file with its WAL (34 orders). The WAL inserted orders 31-35, updated 4, 17 and 22 and deleted 9; wal_changes.txt lists those 9 ids. The original files and evidence/ keep the database as it was found.
