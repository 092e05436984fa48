"""`veracity panel plan`: balanced, blocked, randomized and repeatable schedules."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter

import pytest

from veracity.panel.schedule import ScheduleError, plan, task_names

ARMS = ["policy", "sham", "always-verify", "reconsider", "baseline"]


def test_every_task_and_arm_gets_its_attempts_in_blocks():
    runs = plan(["a", "b", "c"], ARMS, 4, seed=1)
    assert len(runs) == 3 * 5 * 4 and [r.order for r in runs] == list(range(60))
    assert set(Counter((r.task, r.arm) for r in runs).values()) == {4}
    for start in range(0, 60, 5):  # each block: one task, every arm once, one attempt number
        block = runs[start : start + 5]
        assert len({r.task for r in block}) == 1 and sorted(r.arm for r in block) == sorted(ARMS)
        assert len({r.attempt for r in block}) == 1
    assert [r.attempt for r in runs[:15]] == [0] * 15  # attempt rounds come in order


def test_the_seed_repeats_and_changes_the_order():
    first, again, other = plan(["a", "b"], ARMS, 3, 7), plan(["a", "b"], ARMS, 3, 7), plan(["a", "b"], ARMS, 3, 8)
    assert first == again
    assert [(r.task, r.arm) for r in first] != [(r.task, r.arm) for r in other]
    assert len({tuple(r.arm for r in first[i : i + 5]) for i in range(0, len(first), 5)}) > 1  # orders vary


@pytest.mark.parametrize(
    ("tasks", "arms", "attempts", "message"),
    [
        ([], ARMS, 1, "no tasks"),
        (["a", "a"], ARMS, 1, "named twice"),
        (["a"], ["policy", "placebo"], 1, "arms must be"),
        (["a"], ARMS, 0, "at least 1"),
    ],
)
def test_bad_plans_are_refused(tasks, arms, attempts, message):
    with pytest.raises(ScheduleError, match=message):
        plan(tasks, arms, attempts, 1)


def test_plan_command_reads_a_task_folder(tmp_path):
    for name in ("svc", "db"):
        (tmp_path / "tasks" / name).mkdir(parents=True)
        (tmp_path / "tasks" / name / "instruction.md").write_text("Do it.")
    assert task_names(str(tmp_path / "tasks")) == ["db", "svc"]
    out = tmp_path / "schedule.jsonl"
    command = [sys.executable, "-m", "veracity", "panel", "plan", "--tasks", str(tmp_path / "tasks"), "--attempts", "2"]
    done = subprocess.run([*command, "--out", str(out)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert lines[0]["seed"] == 20261130 and lines[0]["runs"] == 20 and len(lines) == 21
    empty = subprocess.run([*command[:6], str(tmp_path), "--out", str(out)], capture_output=True, text=True)
    assert empty.returncode == 2 and "no task directories" in empty.stderr
