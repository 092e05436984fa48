"""Recorded hook-event sequences, replayed through the real `veracity hook` process.

`Session` builds events shaped like Claude Code's (or Codex's) stdin objects; `replay` runs each
one through `python -m veracity hook --agent ...` (stdin in, stdout and exit code out), in order,
with a private state directory, and returns one `Reply` per event.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class Reply:
    event: dict[str, Any]
    stdout: str
    stderr: str
    exit_code: int

    @property
    def body(self) -> dict[str, Any]:
        return json.loads(self.stdout) if self.stdout.strip() else {}

    @property
    def decision(self) -> str | None:
        """deny (a tool call), block (a stop), context (extra text for the model), or None."""
        body = self.body
        specific = body.get("hookSpecificOutput", {})
        if specific.get("permissionDecision") == "deny":
            return "deny"
        if body.get("decision") == "block":
            return "block"
        if specific.get("additionalContext"):
            return "context"
        return None

    @property
    def text(self) -> str:
        body = self.body
        specific = body.get("hookSpecificOutput", {})
        return specific.get("permissionDecisionReason") or body.get("reason") or specific.get("additionalContext") or ""


@dataclass
class Session:
    session_id: str = "session-1"
    cwd: str = "/tmp"
    agent: str = "claude-code"
    events: list[dict[str, Any]] = field(default_factory=list)
    _ids: int = 0

    def _base(self, name: str) -> dict[str, Any]:
        return {
            "session_id": self.session_id,
            "transcript_path": f"/nonexistent/{self.session_id}.jsonl",
            "cwd": self.cwd,
            "hook_event_name": name,
        }

    def prompt(self, text: str) -> Session:
        self.events.append({**self._base("UserPromptSubmit"), "prompt": text})
        return self

    def tool(
        self,
        name: str,
        tool_input: dict[str, Any],
        response: Any = None,
        *,
        error: str | None = None,
        pre: bool = True,
    ) -> Session:
        """A tool call: PreToolUse, then PostToolUse (or PostToolUseFailure when `error` is given)."""
        self._ids += 1
        use_id = f"toolu_{self._ids:03d}"
        call = {"tool_name": name, "tool_input": tool_input, "tool_use_id": use_id}
        if pre:
            self.events.append({**self._base("PreToolUse"), **call})
        if error is not None:
            self.events.append({**self._base("PostToolUseFailure"), **call, "error": error, "is_interrupt": False})
        else:
            self.events.append({**self._base("PostToolUse"), **call, "tool_response": response, "duration_ms": 12})
        return self

    def bash(self, command: str, stdout: str = "", *, exit_code: int = 0, stderr: str = "", **extra: Any) -> Session:
        tool_input = {"command": command, "description": "", **extra}
        if self.agent == "codex":
            output = json.dumps({"output": stdout + stderr, "metadata": {"exit_code": exit_code}})
            return self.tool("Bash", tool_input, output)
        if exit_code != 0:
            return self.tool("Bash", tool_input, error=f"Exit code {exit_code}\n{stderr or stdout}")
        return self.tool(
            "Bash", tool_input, {"stdout": stdout, "stderr": stderr, "interrupted": False, "isImage": False}
        )

    def attempt(self, name: str, tool_input: dict[str, Any]) -> Session:
        """A tool call that never ran (a hook denied it): PreToolUse only."""
        self._ids += 1
        call = {"tool_name": name, "tool_input": tool_input, "tool_use_id": f"toolu_{self._ids:03d}"}
        self.events.append({**self._base("PreToolUse"), **call})
        return self

    def stop(self, message: str, *, active: bool = False) -> Session:
        self.events.append(
            {
                **self._base("Stop"),
                "stop_hook_active": active,
                "last_assistant_message": message,
                "background_tasks": [],
            }
        )
        return self

    def raw(self, event: dict[str, Any]) -> Session:
        self.events.append(event)
        return self


def echo_event(session_id: str, index: int) -> dict[str, Any]:
    """A successful PostToolUse of `echo INDEX`: many of them, sent at once, test parallel hooks."""
    return {
        "session_id": session_id,
        "hook_event_name": "PostToolUse",
        "tool_name": "Bash",
        "tool_use_id": f"t{index}",
        "tool_input": {"command": f"echo {index}"},
        "tool_response": {"stdout": str(index), "stderr": "", "interrupted": False},
    }


def hook_process(
    stdin: str, state_dir: Path, *, agent: str = "claude-code", options: tuple[str, ...] = ()
) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "veracity", "hook", "--agent", agent, "--state-dir", str(state_dir), *options]
    return subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=60)


def replay(
    session: Session,
    state_dir: Path,
    *,
    portfolio: str = "default",
    arm: str = "policy",
    options: tuple[str, ...] = (),
) -> list[Reply]:
    replies = []
    for event in session.events:
        done = hook_process(
            json.dumps(event),
            state_dir,
            agent=session.agent,
            options=("--portfolio", portfolio, "--arm", arm, *options),
        )
        replies.append(Reply(event, done.stdout, done.stderr, done.returncode))
    return replies


def decisions(replies: list[Reply]) -> list[tuple[str, str | None]]:
    """(event name, decision) for every event that got one: the shape tests assert on."""
    return [(r.event["hook_event_name"], r.decision) for r in replies if r.decision]


def log_records(state_dir: Path, session_id: str = "session-1") -> list[dict[str, Any]]:
    path = state_dir / f"{session_id}.decisions.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []
