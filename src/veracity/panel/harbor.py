"""Harbor job directories as panel attempts.

A Harbor job directory holds the job's `result.json` and one folder per trial with its own
`result.json`: `task_name`, `trial_name`, `agent_info` (`name`, `model_info`), `verifier_result`
(`rewards`, e.g. {"reward": 1.0}), `exception_info` (`exception_type`, `exception_message`) and
`started_at`. Each trial becomes one attempt.

The rule for a trial that carries both an exception and a reward: the reward stands. Harbor runs
the verifier after the agent phase whatever happened in it (an agent that timed out may have
finished the work first), so the verifier's judgement of the final state is the outcome; the
attempt keeps status "exception" and the exception's type and message. A trial with an exception
and no reward failed; one with neither is "missing" and also counts as failed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from veracity.panel.attempts import Attempt, AttemptError

PASS_THRESHOLD = 1.0  # a trial passes when its reward reaches this (Terminal-Bench rewards are 0 or 1)


def _reward(rewards: Any, where: str) -> float | None:
    if rewards is None:
        return None
    if not isinstance(rewards, dict):
        raise AttemptError(f"{where}: field verifier_result.rewards: expected an object")
    if not rewards:
        return None
    value = rewards.get("reward", next(iter(rewards.values())) if len(rewards) == 1 else None)
    if value is None:
        value = sum(v for v in rewards.values() if isinstance(v, (int, float))) / len(rewards)
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise AttemptError(f"{where}: field verifier_result.rewards: expected numbers")
    return float(value)


def trial_attempt(data: Any, where: str, arm: str | None) -> tuple[Attempt, str]:
    """One trial's attempt (index 0; numbered later) and its start time for ordering."""
    if not isinstance(data, dict):
        raise AttemptError(f"{where}: expected a JSON object")
    task = data.get("task_name")
    if not isinstance(task, str) or not task:
        raise AttemptError(f"{where}: field task_name: missing")
    agent = data.get("agent_info") if isinstance(data.get("agent_info"), dict) else {}
    model_info = agent.get("model_info") if isinstance(agent.get("model_info"), dict) else {}
    model = "/".join(str(model_info[k]) for k in ("provider", "name") if model_info.get(k))
    verifier = data.get("verifier_result") if isinstance(data.get("verifier_result"), dict) else {}
    reward = _reward(verifier.get("rewards"), where)
    exception = data.get("exception_info") if isinstance(data.get("exception_info"), dict) else None
    error = None
    if exception:
        error = f"{exception.get('exception_type', 'Exception')}: {exception.get('exception_message', '')}"[:500]
    status = "exception" if exception else ("ok" if reward is not None else "missing")
    attempt = Attempt(
        task=task,
        arm=arm or str(agent.get("name") or "unknown"),
        attempt=0,
        passed=reward is not None and reward >= PASS_THRESHOLD,
        reward=reward,
        status=status,
        trial=str(data.get("trial_name") or "") or None,
        model=model,
        source="harbor",
        error=error,
    )
    return attempt, str(data.get("started_at") or "")


def import_jobs(job_dirs: list[tuple[str | None, Path]]) -> list[Attempt]:
    """Attempts from Harbor job directories, each with an optional arm (else the agent's name),
    numbered per task and arm in order of their start times."""
    found: list[tuple[Attempt, str, str]] = []
    for arm, job_dir in job_dirs:
        if not job_dir.is_dir():
            raise AttemptError(f"{job_dir}: not a directory (expected a Harbor job directory)")
        trials = sorted(p for p in job_dir.glob("*/result.json"))
        if not trials:
            raise AttemptError(f"{job_dir}: no trial result.json files (expected JOB_DIR/<trial>/result.json)")
        for path in trials:
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError) as error:
                raise AttemptError(f"{path}: unreadable ({error})") from None
            except ValueError as error:
                raise AttemptError(f"{path}: not valid JSON ({error})") from None
            attempt, started = trial_attempt(data, str(path), arm)
            found.append((attempt, started, path.parent.name))
    found.sort(key=lambda item: (item[0].task, item[0].arm, item[1], item[2]))
    numbered: list[Attempt] = []
    counters: dict[tuple[str, str], int] = {}
    for attempt, _, _ in found:
        key = (attempt.task, attempt.arm)
        index = counters.get(key, 0)
        counters[key] = index + 1
        numbered.append(Attempt(**{**attempt.to_dict(), "attempt": index}))
    return numbered
