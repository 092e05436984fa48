#!/usr/bin/env bash
# The notes API and its data, in the attempt's empty app dir.
set -euo pipefail
cp "$ENV_DIR/notes_server.py" "$ENV_DIR/notes.json" "$APP_DIR/"
