#!/usr/bin/env bash
# Verifier: token_total.txt must hold the recount, with acme-bpe-2, of the closed tickets' subjects
# and message bodies (each encoded on its own).
mkdir -p "$LOGS_DIR/verifier"
if python3 "$TESTS_DIR/check.py"; then
  echo 1 > "$LOGS_DIR/verifier/reward.txt"
else
  echo 0 > "$LOGS_DIR/verifier/reward.txt"
fi
