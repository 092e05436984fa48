#!/usr/bin/env bash
# After the nudge: a script that prints the selection and each field's subtotal shows that the
# bodies were never counted (they sit in messages[].body); count them and write the total again.
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
#> final: My first total (153) counted only the subjects: the message bodies are in messages[].body, not in a top-level body field. Printing the parts with acme-bpe-2: 20 closed tickets of 40, 153 subject tokens + 1243 tokens in their 51 message bodies = 1396, now in token_total.txt.
