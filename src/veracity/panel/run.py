"""`veracity panel run`: execute a schedule one attempt at a time, in schedule order, resumably.

The run folder holds everything, so a run can be stopped and started again with the same command:

    run.json        what ran: schedule (and its hash), tasks, model, portfolio; a resume must match
    started.jsonl   one line before each attempt starts (order, session)
    attempts.jsonl  one line after each attempt ends: the attempt record `panel analyze` reads
    hooks/          the runtime policies' per-attempt session state and decision logs
    logs/           Inspect's eval logs, one per attempt (`inspect view --log-dir RUN/logs`)
    workspaces/     attempt directories, when kept

An attempt is recorded once, after it ended; a resumed run skips recorded attempts. An attempt that
started but was never recorded (the run was killed) is run again from scratch in a new workspace
and a new session (`…-r1`), since its outcome was never observed: nothing is lost or counted twice.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

from veracity.panel.attempts import Attempt, AttemptError, read_attempts
from veracity.panel.harbor import PASS_THRESHOLD
from veracity.panel.schedule import Run, read_schedule
from veracity.panel.taskdir import TaskDir, find_tasks
from veracity.panel.workspace import reap_leftovers
from veracity.runtime.policy import resolve

PROCEDURAL = "veracity/procedural"


class PanelRunError(ValueError):
    """A run that cannot start or resume; the message names the file and what differs."""


@dataclass(frozen=True, slots=True)
class RunSettings:
    schedule: Path
    tasks: Path
    model: str
    model_args: dict[str, Any]
    out: Path
    portfolio: str = "fire"
    command_timeout: float = 60.0
    max_messages: int = 80
    keep_workspaces: bool = False

    def identity(self) -> dict[str, Any]:
        """What a resumed run must share with the run it continues."""
        return {
            "schedule_sha256": hashlib.sha256(self.schedule.read_bytes()).hexdigest(),
            "tasks": str(self.tasks.resolve()),
            "model": self.model,
            "model_args": self.model_args,
            "portfolio": self.portfolio,
        }


def session_name(run: Run, retry: int) -> str:
    base = f"{run.order:05d}-{run.task}-{run.arm}-a{run.attempt}"
    return base if retry == 0 else f"{base}-r{retry}"


def _json_lines(path: Path) -> list[dict[str, Any]]:
    """A JSONL file written by this module; a last line cut short by a crash is dropped and cut off."""
    if not path.exists():
        return []
    raw = path.read_bytes()
    if raw and not raw.endswith(b"\n"):
        raw = raw[: raw.rfind(b"\n") + 1]
        path.write_bytes(raw)
    return [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]


def _append(path: Path, record: dict[str, Any]) -> None:
    with path.open("a", encoding="utf-8") as file:
        file.write(json.dumps(record) + "\n")
        file.flush()
        os.fsync(file.fileno())


def _prepare(settings: RunSettings) -> tuple[list[Run], dict[str, TaskDir]]:
    _, runs = read_schedule(settings.schedule)
    tasks = find_tasks(settings.tasks)
    missing = sorted({r.task for r in runs} - set(tasks))
    if missing:
        raise PanelRunError(f"{settings.schedule}: tasks not found in {settings.tasks}: {', '.join(missing)}")
    resolve(settings.portfolio)  # an unknown portfolio fails here, not in the first attempt
    settings.out.mkdir(parents=True, exist_ok=True)
    identity_file = settings.out / "run.json"
    identity = settings.identity()
    if identity_file.exists():
        recorded = json.loads(identity_file.read_text(encoding="utf-8"))
        differs = [k for k in identity if recorded.get(k) != identity[k]]
        if differs:
            raise PanelRunError(
                f"{identity_file}: this folder holds a run with another {', '.join(differs)}; "
                "resume with the same settings or choose another --out"
            )
    else:
        identity_file.write_text(json.dumps(identity, indent=2) + "\n", encoding="utf-8")
    return runs, tasks


def _recorded(path: Path) -> set[tuple[str, str, int]]:
    if not path.exists():
        return set()
    _json_lines(path)  # drops a line a crash cut short
    try:
        return {(a.task, a.arm, a.attempt) for a in read_attempts(path)}
    except AttemptError as error:
        raise PanelRunError(f"{error} (the run's attempts file; fix or move it to resume)") from None


def run_panel(settings: RunSettings, limit: int | None = None, echo: Callable[[str], None] = print) -> list[Attempt]:
    """Run every scheduled attempt not yet recorded (at most `limit` of them); returns the new records."""
    runs, tasks = _prepare(settings)
    attempts_file, started_file = settings.out / "attempts.jsonl", settings.out / "started.jsonl"
    done = _recorded(attempts_file)
    starts: dict[int, int] = {}
    for record in _json_lines(started_file):
        starts[record["order"]] = starts.get(record["order"], 0) + 1
    pending = [r for r in runs if (r.task, r.arm, r.attempt) not in done]
    interrupted = sum(1 for r in pending if r.order in starts)
    echo(
        f"{len(runs)} scheduled, {len(runs) - len(pending)} already recorded, {len(pending)} to run"
        + (f" ({interrupted} interrupted before, run again from scratch)" if interrupted else "")
    )
    leftovers = reap_leftovers(settings.out / "workspaces")
    if leftovers:
        echo(f"stopped {leftovers} process(es) that interrupted attempts had left running")
    try:  # a wrong model name, argument or missing script fails now, not as one exception per attempt
        model = None if settings.model == PROCEDURAL else _model(settings)
        if settings.model == PROCEDURAL:
            for name in sorted({r.task for r in pending}):
                _model(settings, tasks[name].path)
    except Exception as error:
        raise PanelRunError(f"--model {settings.model}: {type(error).__name__}: {error}") from None
    new: list[Attempt] = []
    # Ctrl-C must stop the run wherever it lands. Inspect's event loop would otherwise take it as a
    # request to cancel the current sample and, when that sample had just finished, swallow it and
    # let the next attempt start; with a handler of our own in place it raises as Python's own does.
    main_thread = threading.current_thread() is threading.main_thread()
    _INTERRUPTED.clear()
    previous = signal.signal(signal.SIGINT, _raise_interrupt) if main_thread else None
    try:
        for number, run in enumerate(pending[:limit] if limit is not None else pending, start=1):
            session = session_name(run, starts.get(run.order, 0))
            _append(started_file, {"order": run.order, "session": session, "time": time.time()})
            began = time.monotonic()
            attempt = _attempt(settings, run, tasks[run.task], session, model)
            if _INTERRUPTED.is_set():
                raise KeyboardInterrupt  # (one raised inside a weakref callback is swallowed: the flag is not)
            _append(attempts_file, attempt.to_dict())
            new.append(attempt)
            outcome = "passed" if attempt.passed else "failed"
            if attempt.status != "ok":
                outcome += f" ({attempt.status}: {(attempt.error or '')[:120]})"
            echo(
                f"[{number}/{len(pending)}] {run.task} / {run.arm} / attempt {run.attempt}: {outcome} "
                f"in {time.monotonic() - began:.1f} s"
            )
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)
    return new


# Set by Ctrl-C: a KeyboardInterrupt the handler raises where Python ignores exceptions (a weakref callback run
# by the garbage collector) is lost, so the loop also checks this before it records an attempt.
_INTERRUPTED = threading.Event()


def _raise_interrupt(signum: int, frame: FrameType | None) -> None:
    _INTERRUPTED.set()
    raise KeyboardInterrupt


def _model(settings: RunSettings, task_dir: Path | None = None) -> Any:
    """The Inspect model; the scripted procedural agent is made per attempt, given the task's scripts."""
    from inspect_ai.model import get_model

    if task_dir is not None:
        return get_model(settings.model, memoize=False, task_dir=str(task_dir), **settings.model_args)
    return get_model(settings.model, **settings.model_args)


def _attempt(settings: RunSettings, run: Run, task: TaskDir, session: str, model: Any) -> Attempt:
    from inspect_ai import eval as inspect_eval

    from veracity.panel.bridge import fire_attempt

    record = {"task": run.task, "arm": run.arm, "attempt": run.attempt, "session": session, "model": settings.model}
    try:
        attempt_task = fire_attempt(
            task_dir=str(task.path),
            arm=run.arm,
            portfolio=settings.portfolio,
            state_dir=str(settings.out / "hooks"),
            session_id=session,
            workspace_parent=str(settings.out / "workspaces"),
            command_timeout=settings.command_timeout,
            max_messages=settings.max_messages,
            keep_workspace=settings.keep_workspaces,
        )
        logs = inspect_eval(
            attempt_task,
            model=model if model is not None else _model(settings, task.path),
            log_dir=str(settings.out / "logs"),
            display="none",
            seed=run.seed,
            retry_on_error=0,
            fail_on_error=False,
            score_display=False,
        )
    except Exception as error:
        return Attempt(**record, passed=False, status="exception", error=f"{type(error).__name__}: {error}")
    if not logs or logs[0].status == "cancelled":  # Ctrl-C: Inspect cancels the eval and returns no log
        raise KeyboardInterrupt  # the attempt was not observed to its end: it runs again on resume
    log = logs[0]
    trial = Path(log.location).name if log.location else None
    sample = log.samples[0] if log.samples else None
    if sample is None or sample.error is not None:
        failure = sample.error if sample is not None and sample.error else log.error
        error = failure.message if failure else ""
        return Attempt(**record, passed=False, status="exception", error=error or "the eval failed", trial=trial)
    score = (sample.scores or {}).get("verifier")
    reward = score.metadata.get("reward") if score is not None and score.metadata else None
    if reward is None:
        why = (score.metadata or {}).get("verifier_error") if score is not None else None
        return Attempt(**record, passed=False, status="missing", error=why or "no verifier reward", trial=trial)
    return Attempt(**record, passed=reward >= PASS_THRESHOLD, reward=float(reward), trial=trial)
