#!/usr/bin/env bash
# The link shortener and the links to register, in the attempt's empty app dir.
set -euo pipefail
cp "$ENV_DIR/shortener.py" "$ENV_DIR/links.txt" "$APP_DIR/"
