#!/usr/bin/env python3
"""A link shortener.

    python3 shortener.py [--port PORT] [--store FILE]

POST /shorten      {"code": "docs", "url": "https://..."}: registers a short link (201)
GET /<code>        redirects (302) to the link's URL
GET /api/links     every link, as JSON
GET /health        {"status": "ok"}

Links are kept in the store file (default links.json), so they survive a restart.
"""

import argparse
import json
import os
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CODE = re.compile(r"^[A-Za-z0-9_-]{1,40}$")
LOCK = threading.Lock()


def make_handler(store):
    def load():
        if not os.path.exists(store):
            return {}
        with open(store, encoding="utf-8") as handle:
            return json.load(handle)

    class Handler(BaseHTTPRequestHandler):
        def reply(self, status, payload, headers=()):
            body = (json.dumps(payload) + "\n").encode()
            self.send_response(status)
            for name, value in headers:
                self.send_header(name, value)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self):
            if self.path == "/health":
                return self.reply(200, {"status": "ok"})
            if self.path == "/api/links":
                with LOCK:
                    return self.reply(200, load())
            code = self.path.lstrip("/")
            with LOCK:
                url = load().get(code)
            if url is None:
                return self.reply(404, {"error": f"no short link {code!r}"})
            return self.reply(302, {"location": url}, [("Location", url)])

        def do_POST(self):
            if self.path != "/shorten":
                return self.reply(404, {"error": "not found"})
            length = int(self.headers.get("Content-Length") or 0)
            try:
                data = json.loads(self.rfile.read(length) or b"{}")
                code, url = data["code"], data["url"]
            except (ValueError, KeyError, TypeError):
                return self.reply(400, {"error": 'expected {"code": ..., "url": ...}'})
            if not isinstance(code, str) or not CODE.match(code) or not str(url).startswith(("http://", "https://")):
                return self.reply(400, {"error": "bad code or url"})
            with LOCK:
                links = load()
                links[code] = url
                with open(store, "w", encoding="utf-8") as handle:
                    json.dump(links, handle, indent=2)
            return self.reply(201, {"code": code, "url": url})

        def log_message(self, format, *args):
            pass

    return Handler


def main():
    parser = argparse.ArgumentParser(description="A link shortener.")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--store", default="links.json")
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), make_handler(os.path.abspath(args.store)))
    print(f"shortener on http://127.0.0.1:{args.port}/", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
