#!/usr/bin/env bash
# Oracle: launch the API detached from the agent's shell, then probe it functionally.
#> call
sed -n 1,20p notes_server.py
#> call
nohup python3 notes_server.py --port 18101 > notes_server.log 2>&1 &
disown
for i in $(seq 50); do curl -s -o /dev/null http://127.0.0.1:18101/notes && break; sleep 0.2; done  # until it listens
cat notes_server.log
#> call
curl -sf http://127.0.0.1:18101/notes
#> final: The notes API runs detached from my shell (nohup, disowned; PID in notes_server.pid, output in notes_server.log) on port 18101. `curl -sf http://127.0.0.1:18101/notes` returned the three notes from notes.json.
