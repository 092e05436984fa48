#!/usr/bin/env bash
# After the nudge: the byte-level diff shows the over-replacements; redo the rename anchored on
# key names, then diff again and compare the file endings.
#> call
diff deploy/ledger.cfg deploy/ledger.new.cfg
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
#> final: The diff showed that my sed had also changed localhost, report_port_range, export_dir, ops-support, /port-check, max_user_connections and user_agent. I redid the rename only on key names at the start of a line: `diff` now shows just the 7 key lines (host → address, port → listen_port, user → username), and both files end without a final newline. deploy/ledger.cfg is unchanged.
