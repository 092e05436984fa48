#!/usr/bin/env bash
# After the nudge: search the log, fix what it reports, compile twice and search the final log.
#> call
grep -n -A2 'Overfull\|undefined\|Rerun' report.log
#> call
sed -i 's/\\texttt{ingest\.stages\.normalize\\_customer\\_shipping\\_records\\_before\\_geocoding\\_v2}/\\path{ingest.stages.normalize_customer_shipping_records_before_geocoding_v2}/; s/{sec:pipline}/{sec:pipeline}/' report.tex
grep -n 'path{\|ref{' report.tex
#> call
bin/pdflatex -interaction=batchmode report.tex; bin/pdflatex -interaction=batchmode report.tex; echo "exit $?"
#> call
grep -n 'Overfull\|undefined\|Rerun' report.log || echo "report.log: no Overfull, undefined or Rerun warnings"
#> final: The log had an Overfull \hbox (30pt too wide: the unbreakable stage name in \texttt) and an undefined reference `sec:pipline`, although pdflatex exited 0. I set the stage name with \path (breakable, same text) and fixed the reference to sec:pipeline; after two more runs, report.log has no Overfull, undefined or Rerun lines.
