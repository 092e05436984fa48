#!/usr/bin/env bash
# Verifier: deploy/ledger.new.cfg must equal the original with only the three keys renamed, byte
# for byte, and the original must be untouched.
mkdir -p "$LOGS_DIR/verifier"
if python3 "$TESTS_DIR/check.py"; then
  echo 1 > "$LOGS_DIR/verifier/reward.txt"
else
  echo 0 > "$LOGS_DIR/verifier/reward.txt"
fi
