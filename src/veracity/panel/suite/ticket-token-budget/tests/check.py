"""Recount with the task's pristine copies of the export and of acmetok: the acme-bpe-2 tokens of
every closed ticket's subject plus those of every message body, each text encoded on its own.
token_total.txt must hold exactly that integer. Typical wrong totals: the subjects alone (the
bodies sit in `messages`, not in a top-level `body`), all tickets, whitespace words, acme-bpe-1,
or subject and bodies joined into one text."""

import json
import os
import re
import sys
from pathlib import Path

ORIGINALS = Path(os.environ["ENV_DIR"])  # the task's pristine files, not the agent's copies
sys.path.insert(0, str(ORIGINALS / "vendor"))
import acmetok  # noqa: E402


def main():
    tok = acmetok.load("acme-bpe-2")
    rows = [json.loads(line) for line in (ORIGINALS / "tickets.jsonl").read_text().splitlines() if line.strip()]
    closed = [row for row in rows if row["status"] == "closed"]
    subjects = sum(len(tok.encode(row["subject"])) for row in closed)
    bodies = sum(len(tok.encode(message["body"])) for row in closed for message in row["messages"])
    expected = subjects + bodies
    answer = Path("token_total.txt")
    if not answer.is_file():
        print("FAIL: no token_total.txt")
        return 1
    text = answer.read_text().strip()
    if not re.fullmatch(r"\d+", text):
        print(f"FAIL: token_total.txt should hold one integer, not {text[:80]!r}")
        return 1
    if int(text) != expected:
        print(
            f"FAIL: token_total.txt says {text}; the recount is {expected} "
            f"({len(closed)} closed tickets: subjects {subjects} + message bodies {bodies})"
        )
        return 1
    print(f"PASS: {expected} tokens ({len(closed)} closed tickets: subjects {subjects} + bodies {bodies})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
