"""The shortener still answers on port 18202 after the session, and each code of links.txt
redirects to its URL."""

import http.client
import os
import sys
import time
from pathlib import Path


def fetch(path):
    connection = http.client.HTTPConnection("127.0.0.1", 18202, timeout=3)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        return response.status, response.getheader("Location")
    finally:
        connection.close()


def main():
    text = Path(os.environ["ENV_DIR"], "links.txt").read_text()
    links = [line.split() for line in text.splitlines() if line.strip()]
    for attempt in range(5):
        try:
            status, _ = fetch("/health")
            break
        except OSError as error:
            if attempt == 4:
                print(f"FAIL: nothing answers on port 18202 after the session ended ({error})")
                return 1
            time.sleep(0.5)
    if status != 200:
        print(f"FAIL: GET /health answered {status}")
        return 1
    for code, url in links:
        status, location = fetch("/" + code)
        if status not in (301, 302, 303, 307, 308) or location != url:
            print(f"FAIL: GET /{code} answered {status} with Location {location!r}, expected a redirect to {url}")
            return 1
    print(f"PASS: the shortener answers on port 18202 and redirects all {len(links)} codes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
