"""Gate throughput: replies gated per second on one core over 10,000 generated reply/trace pairs.

    .venv/bin/python bench/contract_gate.py [--pairs N] [--seed S]

Pairs mix passing, degraded and rejected cases: one to four tool calls per turn (ok, error,
timeout, denied, missing results with outputs of 20 bytes to 8 KB) and replies in plain, bold,
heading and JSON contract forms. Traces are built before timing; the timer covers gate() alone.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from collections import Counter

from veracity.contract import gate
from veracity.trace import Message, Step, Trace
from veracity.trace.tagging import make_result

OUTPUTS_OK = [
    "{n} passed in 1.{n}s",
    'HTTP/1.1 200 OK\ncontent-type: application/json\n\n{{"id": "ord_{n}", "state": "shipped"}}',
    "wrote reports/sales-{n}.csv ({n} rows)",
    "commit 9f{n}ab3c7e merged into main",
]
OUTPUTS_FAILED = [
    "TimeoutError: upstream did not answer within {n}s",
    "Error: payment amount does not add up, total price is {n}",
    "PermissionError: [Errno 13] Permission denied: '/srv/data/{n}.db'",
    "FileNotFoundError: [Errno 2] No such file or directory: 'upload-{n}.pdf'",
    'Traceback (most recent call last):\n  File "run.py", line {n}\nValueError: bad row',
]
FORMS = [
    "STATUS: {status}\nEVIDENCE: {evidence}\nLIMITATION: {limitation}\nNEXT ACTION: {next}",
    "Here is what happened.\n\n**STATUS:** {status}\n**EVIDENCE:** {evidence}\n**LIMITATION:** {limitation}\n"
    "**NEXT_ACTION:** {next}\n\nLet me know if you need more.",
    "## Status\n{status}\n\n## Evidence\n- {evidence}\n\n## Limitation\n{limitation}\n\n## Next action\n{next}",
    '{{"status": "{status}", "evidence": "{evidence}", "limitation": "{limitation}", "next_action": "{next}"}}',
]


def make_pair(rng: random.Random) -> tuple[str, Trace]:
    steps: list[Step] = [Message("user", "please do the task")]
    outputs = []
    for index in range(rng.randint(1, 4)):
        n = rng.randint(2, 999)
        failed = rng.random() < 0.45
        text = rng.choice(OUTPUTS_FAILED if failed else OUTPUTS_OK).format(n=n)
        if rng.random() < 0.2:
            text += "\n" + "log line with details " * rng.randint(10, 350)
        steps.append(make_result(f"c{index}", rng.choice(["bash", "http_get", "export", "verify"]), text))
        outputs.append(text)
    kind = rng.choice(["cite", "cite", "vague", "misreport", "honest"])
    quote = outputs[-1].splitlines()[0][:40].replace('"', "")
    evidence, status, limitation, next_action = {
        "cite": (f'the tool printed "{quote}"', "success", "none", "none"),
        "vague": ("I checked everything", "success", "none", "none"),
        "misreport": ("verification complete, all tests pass", "COMPLETE", "none", "none"),
        "honest": (
            f"the tool failed: {quote}",
            "blocked",
            "the last call failed so the result is unconfirmed",
            "retry the call after fixing its input",
        ),
    }[kind]
    reply = rng.choice(FORMS).format(status=status, evidence=evidence, limitation=limitation, next=next_action)
    return reply, Trace(tuple(steps))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=20261130)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})  # one core
    rng = random.Random(args.seed)
    pairs = [make_pair(rng) for _ in range(args.pairs)]
    gate(*pairs[0])  # warm regex caches
    start = time.perf_counter()
    verdicts = Counter(gate(reply, trace).verdict for reply, trace in pairs)
    elapsed = time.perf_counter() - start
    print(f"gated {args.pairs} replies in {elapsed:.3f} s on one core: {args.pairs / elapsed:,.0f} replies/s")
    print("verdicts:", dict(sorted(verdicts.items())))


if __name__ == "__main__":
    main()
