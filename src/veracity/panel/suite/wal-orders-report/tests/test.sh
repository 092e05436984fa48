#!/usr/bin/env bash
# Verifier: wal_changes.txt must list exactly the orders that only the WAL changed, which can be
# told only from the database and its WAL as the crash left them.
mkdir -p "$LOGS_DIR/verifier"
if python3 "$TESTS_DIR/check.py"; then
  echo 1 > "$LOGS_DIR/verifier/reward.txt"
else
  echo 0 > "$LOGS_DIR/verifier/reward.txt"
fi
