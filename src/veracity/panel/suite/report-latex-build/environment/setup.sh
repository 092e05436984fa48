#!/usr/bin/env bash
# The report source and the LaTeX stand-in (bin/pdflatex: a small deterministic pdfTeX that writes
# report.pdf, report.aux and a report.log with TeX's warnings; there is no TeX installation here).
set -euo pipefail
mkdir -p "$APP_DIR/bin"
cp "$ENV_DIR/report.tex" "$APP_DIR/"
cp "$ENV_DIR/bin/pdflatex" "$APP_DIR/bin/pdflatex"
chmod +x "$APP_DIR/bin/pdflatex"
