"""Bundled example traces and replies, gated end to end: the first thing a new user runs.

Each folder holds a veracity trace (trace.json) and a model reply (reply.txt); examples.json names
the verdict a careful reader would give, so the run shows both what the gate said and whether it
agreed.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import TextIO

from veracity.contract import gate
from veracity.trace.readers import parse_trace
from veracity.trace.tagging import TagOptions, parse_duration, parse_timestamp


def run_examples(out: TextIO) -> int:
    """Gate every bundled example and print a table; exit 1 if any verdict differs from the expected one."""
    root = resources.files(__package__)
    manifest = json.loads(root.joinpath("examples.json").read_text(encoding="utf-8"))
    out.write(f"{'example':34} {'status':8} {'verdict':9} {'expected':9} first reason\n")
    disagreements = 0
    for entry in manifest:
        folder = root.joinpath(entry["name"])
        options = TagOptions(
            now=parse_timestamp(entry.get("now")),
            max_age=parse_duration(entry["max_age"]) if entry.get("max_age") else None,
        )
        trace = parse_trace(
            folder.joinpath("trace.json").read_text(encoding="utf-8"),
            source=f"{entry['name']}/trace.json",
            options=options,
        )
        result = gate(folder.joinpath("reply.txt").read_text(encoding="utf-8"), trace)
        agrees = result.verdict == entry["expect"]
        disagreements += not agrees
        reason = result.reasons[0].code if result.reasons else "-"
        mark = "" if agrees else "  <-- differs"
        out.write(f"{entry['name']:34} {result.status:8} {result.verdict:9} {entry['expect']:9} {reason}{mark}\n")
    total = len(manifest)
    out.write(f"\n{total - disagreements} of {total} verdicts match the expected ones.\n")
    return 1 if disagreements else 0
