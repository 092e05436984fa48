#!/usr/bin/env bash
# Verifier: ./wordfreq.py must print exactly what the original tool prints (stdout bytes and exit
# status) on a set of inputs the agent never saw, without calling the legacy tool.
mkdir -p "$LOGS_DIR/verifier"
if python3 "$TESTS_DIR/check.py"; then
  echo 1 > "$LOGS_DIR/verifier/reward.txt"
else
  echo 0 > "$LOGS_DIR/verifier/reward.txt"
fi
