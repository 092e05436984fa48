"""`veracity panel run`: schedules executed in order, recorded once, resumed without loss."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from paneltasks import service_task
from veracity.cli import main
from veracity.panel.attempts import read_attempts
from veracity.panel.run import PanelRunError, RunSettings, run_panel
from veracity.panel.schedule import ScheduleError, plan, read_schedule, write_schedule


@pytest.fixture
def tasks(tmp_path) -> Path:
    service_task(tmp_path / "tasks", "ping-a")
    service_task(tmp_path / "tasks", "ping-b")
    return tmp_path / "tasks"


def settings(tmp_path, tasks, schedule, **changes) -> RunSettings:
    base = {
        "schedule": schedule,
        "tasks": tasks,
        "model": "veracity/procedural",
        "model_args": {"behaviour": "specific"},
        "out": tmp_path / "run",
    }
    return RunSettings(**{**base, **changes})


def schedule_file(tmp_path, tasks=("ping-a", "ping-b"), arms=("policy", "sham", "baseline"), attempts=1) -> Path:
    path = tmp_path / "schedule.jsonl"
    write_schedule(path, plan(list(tasks), list(arms), attempts, seed=7), seed=7)
    return path


def test_a_run_records_every_attempt_in_schedule_order_with_its_session_log(tmp_path, tasks):
    schedule = schedule_file(tmp_path)
    lines: list[str] = []
    new = run_panel(settings(tmp_path, tasks, schedule), echo=lines.append)
    _, runs = read_schedule(schedule)
    assert [(a.task, a.arm, a.attempt) for a in new] == [(r.task, r.arm, r.attempt) for r in runs]
    recorded = read_attempts(tmp_path / "run" / "attempts.jsonl")
    assert recorded == new
    outcome = {(a.task, a.arm): a.passed for a in recorded}
    assert outcome == {
        (t, arm): arm == "policy" for t in ("ping-a", "ping-b") for arm in ("policy", "sham", "baseline")
    }
    for a in recorded:
        assert a.status == "ok" and a.reward == float(a.passed) and a.model == "veracity/procedural"
        assert (tmp_path / "run" / "hooks" / f"{a.session}.decisions.jsonl").exists()
        assert (tmp_path / "run" / "logs" / a.trial).exists()
    assert lines[0] == "6 scheduled, 0 already recorded, 6 to run"


def test_resume_runs_only_what_is_missing_and_reruns_an_interrupted_attempt(tmp_path, tasks):
    schedule = schedule_file(tmp_path)
    first = run_panel(settings(tmp_path, tasks, schedule), limit=2, echo=lambda _: None)
    assert len(first) == 2
    _, runs = read_schedule(schedule)
    interrupted = runs[2]
    with (tmp_path / "run" / "started.jsonl").open("a") as started:  # a run killed mid-attempt
        started.write(json.dumps({"order": interrupted.order, "session": "x", "time": 0}) + "\n")
    with (tmp_path / "run" / "attempts.jsonl").open("a") as attempts:  # and mid-write
        attempts.write('{"task": "ping-a", "ar')
    lines: list[str] = []
    rest = run_panel(settings(tmp_path, tasks, schedule), echo=lines.append)
    assert lines[0] == "6 scheduled, 2 already recorded, 4 to run (1 interrupted before, run again from scratch)"
    recorded = read_attempts(tmp_path / "run" / "attempts.jsonl")
    assert len(recorded) == 6 and len({(a.task, a.arm, a.attempt) for a in recorded}) == 6
    rerun = next(
        a for a in rest if (a.task, a.arm, a.attempt) == (interrupted.task, interrupted.arm, interrupted.attempt)
    )
    assert rerun.session.endswith("-r1")
    assert run_panel(settings(tmp_path, tasks, schedule), echo=lines.append) == []
    assert lines[-1] == "6 scheduled, 6 already recorded, 0 to run"


def test_a_resume_must_use_the_same_schedule_model_and_portfolio(tmp_path, tasks):
    schedule = schedule_file(tmp_path)
    run_panel(settings(tmp_path, tasks, schedule), limit=1, echo=lambda _: None)
    with pytest.raises(PanelRunError, match="another model_args"):
        run_panel(settings(tmp_path, tasks, schedule, model_args={"behaviour": "follow"}), echo=lambda _: None)
    with pytest.raises(PanelRunError, match="another portfolio"):
        run_panel(settings(tmp_path, tasks, schedule, portfolio="default"), echo=lambda _: None)
    (tmp_path / "other").mkdir()
    other = schedule_file(tmp_path / "other", attempts=2)
    with pytest.raises(PanelRunError, match="another schedule_sha256"):
        run_panel(settings(tmp_path, tasks, other), echo=lambda _: None)


def test_unknown_tasks_and_portfolios_fail_before_any_attempt(tmp_path, tasks):
    schedule = schedule_file(tmp_path, tasks=("ping-a", "ping-z"))
    with pytest.raises(PanelRunError, match=r"tasks not found in .*: ping-z"):
        run_panel(settings(tmp_path, tasks, schedule), echo=lambda _: None)
    assert not (tmp_path / "run" / "started.jsonl").exists()


def test_a_model_that_cannot_be_made_fails_before_any_attempt(tmp_path, tasks):
    schedule = schedule_file(tmp_path)
    with pytest.raises(PanelRunError, match=r"--model veracity/procedural: .*behaviour is one of"):
        run_panel(settings(tmp_path, tasks, schedule, model_args={"behaviour": "maybe"}), echo=lambda _: None)
    (tasks / "ping-b" / "solution" / "careless.sh").unlink()
    with pytest.raises(PanelRunError, match=r"careless.sh: no such file"):
        run_panel(settings(tmp_path, tasks, schedule, out=tmp_path / "run2"), echo=lambda _: None)
    with pytest.raises(PanelRunError, match="--model veracity/nonesuch"):
        run_panel(
            settings(tmp_path, tasks, schedule, model="veracity/nonesuch", out=tmp_path / "run3"), echo=lambda _: None
        )
    assert not any((tmp_path / name / "started.jsonl").exists() for name in ("run", "run2", "run3"))


def test_an_attempt_that_cannot_start_is_recorded_as_an_exception(tmp_path, tasks):
    (tasks / "ping-a" / "environment" / "setup.sh").write_text("exit 9\n")
    schedule = schedule_file(tmp_path, tasks=("ping-a",), arms=("baseline",))
    [attempt] = run_panel(settings(tmp_path, tasks, schedule), echo=lambda _: None)
    assert attempt.status == "exception" and not attempt.passed and "set-up exited with 9" in attempt.error


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ('{"runs": 1}\n', "not a veracity panel schedule"),
        ('{"schedule": "veracity.panel", "seed": 1}\n{"order": 0, "task": "a", "arm": "policy"}\n', "field attempt"),
        (
            '{"schedule": "veracity.panel", "seed": 1}\n'
            '{"order": 0, "task": "a", "arm": "x", "attempt": 0, "seed": 1}\n',
            "field arm",
        ),
        ('{"schedule": "veracity.panel", "seed": 1, "runs": 3}\n', "promises 3 runs"),
    ],
)
def test_bad_schedules_name_the_line(tmp_path, text, message):
    path = tmp_path / "s.jsonl"
    path.write_text(text)
    with pytest.raises(ScheduleError, match=message):
        read_schedule(path)


def test_duplicate_runs_in_a_schedule_are_refused(tmp_path):
    row = '{"order": 0, "task": "a", "arm": "policy", "attempt": 0, "seed": 1}\n'
    path = tmp_path / "s.jsonl"
    path.write_text('{"schedule": "veracity.panel", "seed": 1}\n' + row + row)
    with pytest.raises(ScheduleError, match=r"s.jsonl:3: a / policy / attempt 0 is scheduled twice"):
        read_schedule(path)


def test_cli_plan_run_analyze(tmp_path, tasks, capsys):
    schedule, out = tmp_path / "s.jsonl", tmp_path / "run"
    assert (
        main(
            [
                "panel",
                "plan",
                "--tasks",
                str(tasks),
                "--arms",
                "policy,baseline",
                "--attempts",
                "2",
                "--out",
                str(schedule),
            ]
        )
        == 0
    )
    arguments = ["panel", "run", str(schedule), "--tasks", str(tasks), "--model", "veracity/procedural"]
    assert main([*arguments, "-M", "behaviour=follow", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "8 attempts run, 4 passed" in printed and f"veracity panel analyze {out / 'attempts.jsonl'}" in printed
    assert (
        main(
            [
                "panel",
                "analyze",
                str(out / "attempts.jsonl"),
                "--logs",
                str(out / "hooks"),
                "--resamples",
                "200",
                "--out",
                str(out / "report"),
            ]
        )
        == 0
    )
    report = capsys.readouterr().out
    assert "policy - baseline: +100.0 pp" in report
    funnel = json.loads((out / "report" / "panel.json").read_text())["funnel"]
    assert funnel["policy"] == {"attempts": 4, "risky": 4, "fired": 4, "behaviour": 4, "passed": 4}
    assert funnel["baseline"] == {"attempts": 4, "risky": 4, "fired": 0, "behaviour": 0, "passed": 0}
    assert main([*arguments, "-M", "behaviour", "--out", str(out)]) == 2
    assert "-M 'behaviour': expected KEY=VALUE" in capsys.readouterr().err
    assert main([*arguments, "-M", "behaviour=oracle", "--out", str(out)]) == 2  # another model_args
    assert "another model_args" in capsys.readouterr().err


def test_ctrl_c_stops_the_run_and_the_same_command_resumes_it(tmp_path, tasks):
    schedule, out = schedule_file(tmp_path), tmp_path / "run"
    command = [sys.executable, "-m", "veracity", "panel", "run", str(schedule), "--tasks", str(tasks)]
    command += ["--model", "veracity/procedural", "-M", "behaviour=follow", "--out", str(out)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    started = out / "started.jsonl"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(_lines(started)) < 2:  # the second attempt is under way
        time.sleep(0.05)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130 and "the same command resumes" in err
    recorded = read_attempts(out / "attempts.jsonl")
    assert len(recorded) < len(_lines(started)) <= 6  # the attempt in progress was not recorded
    resumed = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert resumed.returncode == 0, resumed.stderr
    final = read_attempts(out / "attempts.jsonl")
    assert len(final) == 6 and len({(a.task, a.arm, a.attempt) for a in final}) == 6


def _lines(path: Path) -> list[str]:
    return path.read_text().splitlines() if path.exists() else []
