"""Attempt records: one agent run of one task under one arm, as one JSON object per line.

    {"task": "svc-persist", "arm": "policy", "attempt": 0, "passed": true, "reward": 1.0,
     "status": "ok", "session": "…", "model": "…", "source": "veracity", "error": null}

`status` is "ok" (the verifier ran), "exception" (the run failed; `passed` is false unless a
verifier reward says otherwise, see `veracity.panel.harbor`) or "missing" (no verifier result).
`session` names the runtime hooks' decision log of the attempt (the agent's session id), when
there is one; `trial` is the source's own name for the run.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from veracity.text import FileReadError, file_lines, read_text_file

STATUSES = ("ok", "exception", "missing")


class AttemptError(ValueError):
    """An attempts file that cannot be read; the message names the file, line and field."""


@dataclass(frozen=True, slots=True)
class Attempt:
    task: str
    arm: str
    attempt: int
    passed: bool
    reward: float | None = None
    status: str = "ok"
    session: str | None = None
    model: str = ""
    source: str = "veracity"
    error: str | None = None
    trial: str | None = None  # the source's own name for the run (a Harbor trial name)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


_FIELDS = {
    "task": str,
    "arm": str,
    "attempt": int,
    "passed": bool,
    "reward": (int, float, type(None)),
    "status": str,
    "session": (str, type(None)),
    "model": str,
    "source": str,
    "error": (str, type(None)),
    "trial": (str, type(None)),
}
_REQUIRED = ("task", "arm", "attempt", "passed")


def attempt_from_dict(data: Any, where: str) -> Attempt:
    if not isinstance(data, dict):
        raise AttemptError(f"{where}: expected a JSON object")
    for name in _REQUIRED:
        if name not in data:
            raise AttemptError(f"{where}: field {name}: missing")
    for name, kind in _FIELDS.items():
        value = data.get(name)
        if name in data and (not isinstance(value, kind) or (kind is int and isinstance(value, bool))):
            raise AttemptError(f"{where}: field {name}: expected {getattr(kind, '__name__', 'a number or null')}")
    if data.get("status", "ok") not in STATUSES:
        raise AttemptError(f"{where}: field status: expected one of {', '.join(STATUSES)}")
    if not data["task"] or not data["arm"]:
        raise AttemptError(f"{where}: fields task and arm must not be empty")
    known = {k: data[k] for k in _FIELDS if k in data}
    return Attempt(**known)


def read_attempts(path: str | Path) -> list[Attempt]:
    try:
        text = read_text_file(path, "an attempts JSONL file")
    except FileReadError as error:
        raise AttemptError(str(error)) from None
    attempts = []
    for number, line in enumerate(file_lines(text), start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except ValueError as error:
            raise AttemptError(f"{path}:{number}: not valid JSON ({error})") from None
        attempts.append(attempt_from_dict(data, f"{path}:{number}"))
    return attempts


def write_attempts(path: str | Path, attempts: list[Attempt]) -> None:
    Path(path).write_text("".join(json.dumps(a.to_dict()) + "\n" for a in attempts), encoding="utf-8")
