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
from veracity.text import FileReadError, file_lines, read_text_file


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


def read_schedule(path: str | Path) -> tuple[int, list[Run]]:
    """A schedule file's seed and runs, checked line by line."""
    try:
        text = read_text_file(path, "a schedule JSONL file")
    except FileReadError as error:
        raise ScheduleError(str(error)) from None
    lines = [(n, line) for n, line in enumerate(file_lines(text), start=1) if line.strip()]
    if not lines:
        raise ScheduleError(f"{path}: empty; write one with `veracity panel plan`")
    records = []
    for number, line in lines:
        try:
            records.append((number, json.loads(line)))
        except ValueError as error:
            raise ScheduleError(f"{path}:{number}: not valid JSON ({error})") from None
    number, header = records[0]
    if not isinstance(header, dict) or header.get("schedule") != "veracity.panel":
        raise ScheduleError(f"{path}:{number}: not a veracity panel schedule (no header from `veracity panel plan`)")
    seed = header.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ScheduleError(f"{path}:{number}: field seed: expected an integer")
    runs, keys = [], set()
    for number, data in records[1:]:
        if not isinstance(data, dict):
            raise ScheduleError(f"{path}:{number}: expected a JSON object")
        for name, kind in (("order", int), ("task", str), ("arm", str), ("attempt", int), ("seed", int)):
            value = data.get(name)
            if not isinstance(value, kind) or isinstance(value, bool) or value == "":
                expected = "an integer" if kind is int else "a name"
                raise ScheduleError(f"{path}:{number}: field {name}: expected {expected}")
        if data["arm"] not in ARMS:
            raise ScheduleError(f"{path}:{number}: field arm: {data['arm']!r} is not one of {', '.join(ARMS)}")
        run = Run(data["order"], data["task"], data["arm"], data["attempt"], data["seed"])
        if (run.task, run.arm, run.attempt) in keys:
            raise ScheduleError(f"{path}:{number}: {run.task} / {run.arm} / attempt {run.attempt} is scheduled twice")
        keys.add((run.task, run.arm, run.attempt))
        runs.append(run)
    if header.get("runs") not in (None, len(runs)):
        raise ScheduleError(f"{path}: the header promises {header['runs']} runs but the file holds {len(runs)}")
    return seed, sorted(runs, key=lambda r: r.order)
