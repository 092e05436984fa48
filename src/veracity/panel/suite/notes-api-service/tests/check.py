"""The notes API still answers on port 18101 after the agent's session: GET /notes returns the
original notes, and a POST adds one that a second GET shows."""

import json
import os
import sys
import time
import urllib.request
from pathlib import Path

BASE = "http://127.0.0.1:18101"


def get(path):
    with urllib.request.urlopen(BASE + path, timeout=3) as response:
        return response.status, json.loads(response.read())


def main():
    expected = json.loads(Path(os.environ["ENV_DIR"], "notes.json").read_text())
    for attempt in range(5):
        try:
            status, notes = get("/notes")
            break
        except OSError as error:
            if attempt == 4:
                print(f"FAIL: nothing answers on {BASE}/notes after the session ended ({error})")
                return 1
            time.sleep(0.5)
    if status != 200 or not isinstance(notes, list):
        print(f"FAIL: GET /notes answered {status} with {notes!r:.200}")
        return 1
    titles = [n.get("title") for n in notes if isinstance(n, dict)]
    missing = [n["title"] for n in expected if n["title"] not in titles]
    if missing:
        print(f"FAIL: GET /notes lacks the notes of notes.json: {missing}")
        return 1
    request = urllib.request.Request(
        BASE + "/notes",
        data=json.dumps({"title": "verifier probe", "tags": ["check"]}).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=3) as response:
        if response.status != 201:
            print(f"FAIL: POST /notes answered {response.status}")
            return 1
    _, notes = get("/notes")
    if "verifier probe" not in [n.get("title") for n in notes]:
        print("FAIL: a note added with POST /notes does not show in GET /notes")
        return 1
    print("PASS: the notes API answers on port 18101 after the session ended")
    return 0


if __name__ == "__main__":
    sys.exit(main())
