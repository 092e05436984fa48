"""Randomized, seeded panel schedules: which task runs under which arm, in which order.

The schedule is built in blocks: for each attempt number, every task gets one run under every arm,
the arms in a random order within the task's block and the task blocks in a random order. So arms
are balanced over time (a slow afternoon or a provider outage hits all arms alike) and the order is
never the same systematic one. The seed makes it repeatable; the schedule file records it.
"""

from __future__ import annotations

import json
import random
from dataclasses import asdict, dataclass
from pathlib import Path

from veracity.runtime.engine import ARMS


class ScheduleError(ValueError):
    """A plan that cannot be made or a schedule file that cannot be read; the message names it."""


@dataclass(frozen=True, slots=True)
class Run:
    order: int
    task: str
    arm: str
    attempt: int
    seed: int  # this run's own seed, for anything random inside it (model sampling, inputs)


def plan(tasks: list[str], arms: list[str], attempts: int, seed: int) -> list[Run]:
    if not tasks:
        raise ScheduleError("no tasks to schedule")
    if len(set(tasks)) != len(tasks):
        raise ScheduleError(f"a task is named twice: {sorted({t for t in tasks if tasks.count(t) > 1})}")
    unknown = [a for a in arms if a not in ARMS]
    if unknown or not arms or len(set(arms)) != len(arms):
        raise ScheduleError(f"arms must be distinct names from {', '.join(ARMS)}; got {', '.join(arms) or 'none'}")
    if attempts < 1:
        raise ScheduleError("attempts must be at least 1")
    rng = random.Random(seed)
    runs: list[Run] = []
    for attempt in range(attempts):
        blocks = list(tasks)
        rng.shuffle(blocks)
        for task in blocks:
            order = list(arms)
            rng.shuffle(order)
            runs += [Run(len(runs) + i, task, arm, attempt, rng.randrange(2**31)) for i, arm in enumerate(order)]
    return runs


def task_names(spec: str) -> list[str]:
    """Task names from a folder of task directories (each with an instruction.md), or from a
    comma-separated list."""
    folder = Path(spec)
    if folder.is_dir():
        names = sorted(p.parent.name for p in folder.glob("*/instruction.md"))
        if not names:
            raise ScheduleError(f"{folder}: no task directories (expected {folder}/<task>/instruction.md)")
        return names
    return [name.strip() for name in spec.split(",") if name.strip()]


def write_schedule(path: Path, runs: list[Run], seed: int) -> None:
    header = {"schedule": "veracity.panel", "version": 1, "seed": seed, "runs": len(runs)}
    lines = [json.dumps(header)] + [json.dumps(asdict(run)) for run in runs]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
