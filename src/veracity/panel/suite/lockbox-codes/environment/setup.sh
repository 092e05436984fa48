#!/usr/bin/env bash
# The firmware's code check.
set -euo pipefail
cp "$ENV_DIR/lockbox.py" "$APP_DIR/"
