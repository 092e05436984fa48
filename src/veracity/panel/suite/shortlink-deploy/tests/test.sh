#!/usr/bin/env bash
# Verifier: after the agent's session ended, the shortener must still answer on port 18202 and
# redirect every code of links.txt to its URL (the deployment was not cleaned away).
mkdir -p "$LOGS_DIR/verifier"
if python3 "$TESTS_DIR/check.py"; then
  echo 1 > "$LOGS_DIR/verifier/reward.txt"
else
  echo 0 > "$LOGS_DIR/verifier/reward.txt"
fi
