#!/usr/bin/env bash
# The ticket export and the tokenizer module (pure Python; tiktoken and Hugging Face are not needed).
set -euo pipefail
mkdir -p "$APP_DIR/vendor"
cp "$ENV_DIR/tickets.jsonl" "$APP_DIR/"
cp "$ENV_DIR/vendor/acmetok.py" "$APP_DIR/vendor/"
