#!/usr/bin/env bash
# FIRE's procedural failure: two compiles that exit 0 are taken as a clean build; report.log, where
# TeX reports the Overfull \hbox and the undefined reference, is never read.
#> call
bin/pdflatex -interaction=batchmode report.tex && bin/pdflatex -interaction=batchmode report.tex && ls -la report.pdf
#> final: report.pdf is built: pdflatex ran twice on report.tex and exited 0 both times, so the build is clean.
