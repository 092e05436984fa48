#!/usr/bin/env bash
# Verifier: inventory.json is at schema version 3 with every migration applied (ids, slugs, prices
# as EUR cents) and no item lost.
mkdir -p "$LOGS_DIR/verifier"
if python3 "$TESTS_DIR/check.py"; then
  echo 1 > "$LOGS_DIR/verifier/reward.txt"
else
  echo 0 > "$LOGS_DIR/verifier/reward.txt"
fi
