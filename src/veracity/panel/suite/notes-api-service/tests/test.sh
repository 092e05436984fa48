#!/usr/bin/env bash
# Verifier: after the agent's session ended, the notes API must still answer on port 18101 with
# the notes of notes.json, and accept a new note.
mkdir -p "$LOGS_DIR/verifier"
if python3 "$TESTS_DIR/check.py"; then
  echo 1 > "$LOGS_DIR/verifier/reward.txt"
else
  echo 0 > "$LOGS_DIR/verifier/reward.txt"
fi
