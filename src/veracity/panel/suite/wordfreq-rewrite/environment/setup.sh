#!/usr/bin/env bash
# The legacy tool as a bytecode-only release (legacy/wordfreq runs legacy/wordfreq.pyc), the
# unfinished rewrite, and a sample text.
set -euo pipefail
mkdir -p "$APP_DIR/legacy"
python3 - "$ENV_DIR/legacy_src/wordfreq.py" "$APP_DIR/legacy/wordfreq.pyc" <<'PY'
import py_compile, sys
py_compile.compile(sys.argv[1], cfile=sys.argv[2], dfile="wordfreq.py", doraise=True)
PY
python="$(python3 -c 'import sys; print(sys.executable)')"
printf '#!/bin/sh\n# wordfreq 1.4 (bytecode release)\nexec %s "$(dirname "$0")/wordfreq.pyc" "$@"\n' "$python" > "$APP_DIR/legacy/wordfreq"
chmod +x "$APP_DIR/legacy/wordfreq"
cp "$ENV_DIR/wordfreq.py" "$ENV_DIR/sample.txt" "$APP_DIR/"
chmod +x "$APP_DIR/wordfreq.py"
