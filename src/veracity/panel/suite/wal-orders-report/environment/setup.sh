#!/usr/bin/env bash
# orders.db with un-checkpointed transactions in orders.db-wal (and its -shm), as a crash left them.
set -euo pipefail
python3 "$ENV_DIR/make_orders_db.py" "$APP_DIR"
test -s "$APP_DIR/orders.db-wal"
