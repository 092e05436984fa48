#!/usr/bin/env bash
# Verifier: codes.txt must list every 4-digit code the firmware check accepts, and nothing else.
mkdir -p "$LOGS_DIR/verifier"
if python3 "$TESTS_DIR/check.py"; then
  echo 1 > "$LOGS_DIR/verifier/reward.txt"
else
  echo 0 > "$LOGS_DIR/verifier/reward.txt"
fi
