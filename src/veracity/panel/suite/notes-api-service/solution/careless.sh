#!/usr/bin/env bash
# FIRE's procedural failure: the server is started as a job of the agent's shell (`&`, no nohup,
# setsid or disown). It answers the probe, then dies with the session when the terminal closes.
#> call
sed -n 1,20p notes_server.py
#> call
python3 notes_server.py --port 18101 &
for i in $(seq 50); do curl -s -o /dev/null http://127.0.0.1:18101/notes && break; sleep 0.2; done  # until it listens
curl -s http://127.0.0.1:18101/notes
#> final: The notes API is up and running on port 18101: GET /notes returns the three notes from notes.json.
