#!/usr/bin/env bash
# Oracle: rename the keys where they are keys (at the start of a line, before `=`), keep every
# other byte (no newline added at the end), then diff against the original and check the ending.
#> call
cat -A deploy/ledger.cfg
#> call
python3 - <<'PY'
import re
mapping = {"host": "address", "port": "listen_port", "user": "username"}
with open("deploy/ledger.cfg", newline="") as handle:
    text = handle.read()
renamed = re.sub(r"(?m)^([ \t]*)(host|port|user)([ \t]*=)",
                 lambda m: m.group(1) + mapping[m.group(2)] + m.group(3), text)
with open("deploy/ledger.new.cfg", "w", newline="") as handle:
    handle.write(renamed)
PY
#> call
diff deploy/ledger.cfg deploy/ledger.new.cfg; tail -c 1 deploy/ledger.cfg | od -c; tail -c 1 deploy/ledger.new.cfg | od -c
#> final: I wrote deploy/ledger.new.cfg with the keys renamed only where they are keys: host → address (3 times), port → listen_port (2) and user → username (2). `diff` shows only those 7 lines changed; localhost, report_port_range, export_dir, /port-check, max_user_connections and user_agent are untouched, and both files end without a final newline. deploy/ledger.cfg is unchanged.
