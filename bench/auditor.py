"""Auditor throughput on one core: replies labelled per second.

    .venv/bin/python bench/auditor.py [--responses N]

The replies are the labelled replies in tests/data/fta-labels (4,771: short hand-written ones, long
replies in the styles of production models, and the embedded model's own), cycled to N (default
3,600, the size of the paper's response matrix), each against its own scenario. Scenario facts are computed
once per scenario (as in a real run); the timer covers audit() alone. The whole set is timed
--repeat times (default 5) and the median reported with the range; before that, the distinct replies
are timed once as the auditor first sees them, and after it each labelled set alone (short replies
are audited faster than long ones). Target: >= 2,000 replies/s.

It times the auditor as installed: run it with the Python of an environment that installed a wheel
(`pip install .`) for the modules mypyc compiled, with .venv's for the editable install's Python ones.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import time
from pathlib import Path

from veracity.fta.auditor import audit, reading
from veracity.fta.scenarios import Scenario, load_dataset

LABELLED = Path(__file__).resolve().parent.parent / "tests" / "data" / "fta-labels"


def median_rate(pairs: list[tuple[Scenario, str]], repeat: int) -> tuple[float, float, float]:
    """Median, lowest and highest replies per second over `repeat` timings of the whole list."""
    rates = []
    for _ in range(repeat):
        started = time.perf_counter()
        for scenario, reply in pairs:
            audit(scenario, reply)
        rates.append(len(pairs) / (time.perf_counter() - started))
    return statistics.median(rates), min(rates), max(rates)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--responses", type=int, default=3600)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})  # one core
    scenarios = {s.id: s for s in load_dataset("ours")}
    sets = {
        path.stem: [json.loads(line) for line in path.read_text().splitlines()]
        for path in sorted(LABELLED.glob("*.jsonl"))
    }
    rows = [row for rows in sets.values() for row in rows]
    pairs = [
        (scenarios[r["scenario_id"]], r["response"]) for r in itertools.islice(itertools.cycle(rows), args.responses)
    ]
    for scenario in {id(s): s for s, _ in pairs}.values():
        audit(scenario, "")  # scenario facts, once per scenario
    # The first timing of each reply, before anything read from it is cached: in a real run every
    # reply is new, so this is the rate a run sees.
    distinct = [(scenarios[r["scenario_id"]], r["response"]) for r in rows]
    first_sight, _, _ = median_rate(distinct, 1)
    middle, low, high = median_rate(pairs, args.repeat)
    build = "compiled (mypyc)" if not reading.__file__.endswith(".py") else "Python"
    print(f"the auditor's modules: {build}, {Path(reading.__file__).parent}")
    print(
        f"audited {len(pairs)} replies {args.repeat} times on one core: median {middle:,.0f} replies/s "
        f"(range {low:,.0f} to {high:,.0f}); {len(pairs) / middle:.2f} s each"
    )
    print(f"  the {len(distinct):,} replies at first sight (nothing cached from them): {first_sight:,.0f} replies/s")
    for name, rows in sets.items():
        length = statistics.mean(len(r["response"]) for r in rows)
        middle, _, _ = median_rate([(scenarios[r["scenario_id"]], r["response"]) for r in rows], args.repeat)
        print(f"  {name}: {len(rows)} replies of {length:,.0f} characters on average, {middle:,.0f} replies/s")


if __name__ == "__main__":
    main()
