#!/usr/bin/env python3
"""A small JSON notes API.

    python3 notes_server.py [--port PORT] [--data FILE]

GET /notes          every note, as a JSON list
GET /notes/<id>     one note
POST /notes         add a note: {"title": "...", "tags": [...]}; answers 201 with the note
GET /health         {"status": "ok"}

The server writes its process id to notes_server.pid next to the data file.
"""

import argparse
import json
import os
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOCK = threading.Lock()


def make_handler(data_file):
    def load():
        with open(data_file, encoding="utf-8") as handle:
            return json.load(handle)

    class Handler(BaseHTTPRequestHandler):
        def reply(self, status, payload):
            body = (json.dumps(payload, indent=2) + "\n").encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self):
            if self.path == "/health":
                return self.reply(200, {"status": "ok"})
            if self.path.rstrip("/") == "/notes":
                with LOCK:
                    return self.reply(200, load())
            if self.path.startswith("/notes/"):
                wanted = self.path[len("/notes/") :]
                with LOCK:
                    found = [n for n in load() if str(n["id"]) == wanted]
                return self.reply(200, found[0]) if found else self.reply(404, {"error": "no such note"})
            return self.reply(404, {"error": "not found"})

        def do_POST(self):
            if self.path.rstrip("/") != "/notes":
                return self.reply(404, {"error": "not found"})
            length = int(self.headers.get("Content-Length") or 0)
            try:
                note = json.loads(self.rfile.read(length) or b"{}")
                title = note["title"]
            except (ValueError, KeyError, TypeError):
                return self.reply(400, {"error": 'expected {"title": ...}'})
            with LOCK:
                notes = load()
                new = {
                    "id": max((n["id"] for n in notes), default=0) + 1,
                    "title": title,
                    "tags": list(note.get("tags") or []),
                }
                notes.append(new)
                with open(data_file, "w", encoding="utf-8") as handle:
                    json.dump(notes, handle, indent=2)
                    handle.write("\n")
            return self.reply(201, new)

        def log_message(self, format, *args):
            pass

    return Handler


def main():
    parser = argparse.ArgumentParser(description="A small JSON notes API.")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--data", default="notes.json")
    args = parser.parse_args()
    data_file = os.path.abspath(args.data)
    server = ThreadingHTTPServer(("127.0.0.1", args.port), make_handler(data_file))
    with open(os.path.join(os.path.dirname(data_file), "notes_server.pid"), "w") as handle:
        handle.write(f"{os.getpid()}\n")
    print(f"notes API on http://127.0.0.1:{args.port}/ (data: {data_file})", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
