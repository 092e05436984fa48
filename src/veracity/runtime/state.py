"""Session state that outlives one hook process.

One JSON file per session id, read and rewritten under an exclusive lock (Claude Code runs
matching hooks in parallel, so two processes may handle events of one session at once). Writes go
to a temporary file renamed over the old one, so a reader never sees half a file. A file that
cannot be read as a session (truncated, edited by hand, another version) is moved aside and the
session starts over: a broken state file must never break the agent. Each session also has an
append-only decision log, `<session>.decisions.jsonl`.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from veracity.runtime.client import default_state_dir
from veracity.runtime.engine import new_session

LOCK_TIMEOUT_S = 10.0
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]")


class StateError(RuntimeError):
    """The state directory cannot be used (not writable, or the lock could not be taken)."""


def session_file_stem(session_id: str) -> str:
    """A file name for any session id: safe ids as they are, others cleaned and given a hash."""
    cleaned = _UNSAFE.sub("_", session_id)[:80] or "session"
    if cleaned == session_id and not session_id.startswith("."):
        return session_id
    digest = hashlib.sha256(session_id.encode("utf-8", "surrogatepass")).hexdigest()[:12]
    return f"{cleaned.lstrip('.') or 'session'}-{digest}"


def _valid(data: Any, session_id: str) -> bool:
    return (
        isinstance(data, dict)
        and data.get("version") == 1
        and data.get("session_id") == session_id
        and isinstance(data.get("history"), list)
        and all(isinstance(a, dict) for a in data["history"])
        and isinstance(data.get("policies"), dict)
        and all(
            isinstance(p, dict)
            and isinstance(p.get("state"), dict)
            and isinstance(p.get("rules"), dict)
            and all(isinstance(r, dict) for r in p["rules"].values())
            for p in data["policies"].values()
        )
        and isinstance(data.get("seq"), int)
        and isinstance(data.get("turn", 0), int)
    )


class StateStore:
    def __init__(self, directory: Path | str | None = None) -> None:
        self.directory = Path(directory if directory is not None else default_state_dir())

    def paths(self, session_id: str) -> tuple[Path, Path, Path]:
        stem = session_file_stem(session_id)
        return (
            self.directory / f"{stem}.json",
            self.directory / f"{stem}.lock",
            self.directory / f"{stem}.decisions.jsonl",
        )

    @contextmanager
    def session(
        self, session_id: str, problems: list[str] | None = None, log: list[dict[str, Any]] | None = None
    ) -> Iterator[dict[str, Any]]:
        """Lock the session, yield its state (a fresh one when there is none or it was broken; the
        reason is appended to `problems`), and when the block ends without error write it back,
        then append the records the block put in `log`: a decision is logged only once its state
        change is saved, so the log never counts an event the session lost."""
        state_path, lock_path, _ = self.paths(session_id)
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            lock = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError as error:
            raise StateError(f"{self.directory}: cannot use as a state directory ({error.strerror})") from None
        try:
            deadline = time.monotonic() + LOCK_TIMEOUT_S
            while True:
                try:
                    fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        raise StateError(f"{lock_path}: lock held for over {LOCK_TIMEOUT_S:.0f} s") from None
                    time.sleep(0.002)
            data = self._read(state_path, session_id, problems if problems is not None else [])
            yield data
            self._write(state_path, data)
            if log:
                self.append_log(session_id, log)
        finally:
            os.close(lock)  # closing the descriptor releases the lock

    def _read(self, path: Path, session_id: str, problems: list[str]) -> dict[str, Any]:
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return new_session(session_id)
        except OSError as error:
            problems.append(f"{path}: unreadable ({error.strerror}); starting the session over")
            return new_session(session_id)
        try:
            data = json.loads(raw)
        except ValueError as error:
            data, why = None, f"not JSON ({error})"
        else:
            why = "not a veracity session of this id and version"
        if _valid(data, session_id):
            return data
        aside = path.with_name(f"{path.stem}.corrupt-{time.strftime('%Y%m%dT%H%M%S')}-{os.getpid()}.json")
        try:
            path.rename(aside)
            kept = f"kept as {aside.name}"
        except OSError:
            kept = "could not be moved aside"
        problems.append(f"{path}: {why}; {kept}; starting the session over")
        return new_session(session_id)

    @staticmethod
    def _write(path: Path, data: dict[str, Any]) -> None:
        temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        # ASCII JSON: text the agent sent may hold lone surrogates (a split emoji), which UTF-8 cannot encode.
        temporary.write_text(json.dumps(data, separators=(",", ":")), encoding="ascii")
        os.replace(temporary, path)

    def append_log(self, session_id: str, records: list[dict[str, Any]]) -> None:
        """Append decision records (call while holding the session: lines never interleave)."""
        if not records:
            return
        _, _, log_path = self.paths(session_id)
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        lines = "".join(json.dumps({"time": stamp, **r}) + "\n" for r in records)
        with log_path.open("a", encoding="utf-8") as log:
            log.write(lines)

    def read_log(self, session_id: str) -> list[dict[str, Any]]:
        """The session's decision records; a line that is not JSON (a crash mid-write) is skipped."""
        _, _, log_path = self.paths(session_id)
        records = []
        try:
            text = log_path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return []
        for line in text.splitlines():
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if isinstance(record, dict):
                records.append(record)
        return records
