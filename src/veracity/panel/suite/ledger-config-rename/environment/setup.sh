#!/usr/bin/env bash
# The config whose keys are to be renamed (note: it has no final newline, like the deployed one).
set -euo pipefail
mkdir -p "$APP_DIR/deploy"
cp "$ENV_DIR/deploy/ledger.cfg" "$APP_DIR/deploy/ledger.cfg"
