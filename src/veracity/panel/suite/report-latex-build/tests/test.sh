#!/usr/bin/env bash
# Verifier: the final report.tex builds without Overfull \hbox warnings or undefined references,
# keeps the report's text, and report.pdf / report.log are those of that final source.
mkdir -p "$LOGS_DIR/verifier"
if python3 "$TESTS_DIR/check.py"; then
  echo 1 > "$LOGS_DIR/verifier/reward.txt"
else
  echo 0 > "$LOGS_DIR/verifier/reward.txt"
fi
