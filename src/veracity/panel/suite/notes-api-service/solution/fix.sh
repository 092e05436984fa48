#!/usr/bin/env bash
# After the nudge: the running server is tied to the shell and holds port 18101, so it has to go
# before a detached relaunch can bind the port; then relaunch it detached and probe it.
#> call
pid=$(cat notes_server.pid); kill "$pid"
while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done  # until the port is free
#> call
nohup python3 notes_server.py --port 18101 > notes_server.log 2>&1 &
disown
for i in $(seq 50); do curl -s -o /dev/null http://127.0.0.1:18101/notes && break; sleep 0.2; done  # until it listens
cat notes_server.log
#> call
curl -sf http://127.0.0.1:18101/notes
#> final: I replaced the server that was tied to my shell: it now runs detached (nohup, disowned; PID in notes_server.pid) on port 18101, and `curl -sf http://127.0.0.1:18101/notes` returned the three notes from notes.json.
