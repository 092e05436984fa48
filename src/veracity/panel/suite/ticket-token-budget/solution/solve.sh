#!/usr/bin/env bash
# Oracle: look at the record shape, then count with acme-bpe-2 printing the selection and each
# field's subtotal, so the parts can be reconciled with the total written.
#> call
head -n 2 tickets.jsonl; wc -l tickets.jsonl; sed -n 1,15p vendor/acmetok.py
#> call
cat > count_tokens.py <<'PYEOF'
"""Token count of the closed tickets with the acme-bpe-2 tokenizer: subjects plus message bodies."""
import json
import sys

sys.path.insert(0, "vendor")
import acmetok

tok = acmetok.load("acme-bpe-2")
rows = [json.loads(line) for line in open("tickets.jsonl", encoding="utf-8") if line.strip()]
closed = [row for row in rows if row["status"] == "closed"]
subjects = sum(len(tok.encode(row["subject"])) for row in closed)
messages = [message for row in closed for message in row["messages"]]
bodies = sum(len(tok.encode(message["body"])) for message in messages)
print(f"tickets read: {len(rows)}; closed tickets selected: {len(closed)}; their messages: {len(messages)}")
print(f"subject tokens: {subjects}")
print(f"message body tokens: {bodies}")
print(f"total: {subjects + bodies} (check: {subjects} + {bodies})")
with open("token_total.txt", "w") as handle:
    handle.write(f"{subjects + bodies}\n")
PYEOF
#> call
python3 count_tokens.py && cat token_total.txt
#> final: With the acme-bpe-2 tokenizer, the 20 closed tickets (of 40) have 153 subject tokens and 1243 tokens in the bodies of their 51 messages, each text encoded on its own: 1396 tokens in total, which I wrote to token_total.txt.
