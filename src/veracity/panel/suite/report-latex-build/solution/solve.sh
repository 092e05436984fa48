#!/usr/bin/env bash
# Oracle: build twice, read the log for Overfull boxes and undefined references, fix the source
# (a breakable \path for the long stage name, the mistyped label), build twice again, and search
# the final log once more.
#> call
bin/pdflatex -interaction=batchmode report.tex; bin/pdflatex -interaction=batchmode report.tex; echo "exit $?"
#> call
grep -n -A2 'Overfull\|undefined\|Rerun' report.log
#> call
sed -i 's/\\texttt{ingest\.stages\.normalize\\_customer\\_shipping\\_records\\_before\\_geocoding\\_v2}/\\path{ingest.stages.normalize_customer_shipping_records_before_geocoding_v2}/; s/{sec:pipline}/{sec:pipeline}/' report.tex
grep -n 'path{\|ref{' report.tex
#> call
bin/pdflatex -interaction=batchmode report.tex; bin/pdflatex -interaction=batchmode report.tex; echo "exit $?"
#> call
grep -n 'Overfull\|undefined\|Rerun' report.log || echo "report.log: no Overfull, undefined or Rerun warnings"
#> final: report.pdf is built from the fixed report.tex. The first build's log showed an Overfull \hbox (30pt too wide, the unbreakable stage name in \texttt) and an undefined reference `sec:pipline`. I set the stage name with \path (breakable at . and _, same text) and corrected the reference to sec:pipeline; after two more runs, `grep` finds no Overfull, undefined or Rerun lines in report.log.
