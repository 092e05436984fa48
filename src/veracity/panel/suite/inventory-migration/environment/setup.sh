#!/usr/bin/env bash
# The inventory at schema version 0, the migration runner, its migrations and its settings (which
# lack the default_currency that migration 003 needs).
set -euo pipefail
mkdir -p "$APP_DIR/migrations"
cp "$ENV_DIR/migrate.py" "$ENV_DIR/migrate.cfg" "$ENV_DIR/inventory.json" "$APP_DIR/"
cp "$ENV_DIR"/migrations/*.py "$APP_DIR/migrations/"
