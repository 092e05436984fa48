"""Claude Code and Codex hook adapters: stdin JSON in, the protocol's reply and exit code out.

Both agents send one JSON object per event with Claude Code's field names (../shared facts are
summarised in docs/runtime.md). The adapter maps it to an engine `Event`, runs the engine under
the session's lock, logs the decisions and renders the reply. It fails open: malformed input, a
broken policy or an unusable state directory give exit 0 with no decision and a diagnostic on
stderr (and in the session log when there is one), unless the hook runs with `fail_closed`, which
turns those into exit 2 (a block, with the diagnostic as the message).
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from veracity.runtime.client import AGENTS, cannot_decide
from veracity.runtime.engine import Engine, Outcome
from veracity.runtime.policy import Event, PolicyError, describe_error, resolve
from veracity.runtime.state import StateError, StateStore
from veracity.trace import ToolResult
from veracity.trace.readers import from_hook_event

_KINDS = {
    "UserPromptSubmit": "prompt",
    "PreToolUse": "pre_tool",
    "PostToolUse": "post_tool",
    "PostToolUseFailure": "tool_failure",
    "Stop": "stop",
}
TRANSCRIPT_SCAN_BYTES = 2_000_000  # how much of a transcript to read looking for the first prompt


class HookInputError(ValueError):
    """Stdin that is not a hook event this adapter can read; the message names the field."""


@dataclass(frozen=True, slots=True)
class HookReply:
    stdout: str
    stderr: str
    exit_code: int


def _field(data: dict[str, Any], name: str, kind: type, default: Any = None) -> Any:
    value = data.get(name, default)
    if value is None:
        return default
    if not isinstance(value, kind):
        raise HookInputError(f"field {name}: expected {kind.__name__}, got {type(value).__name__}")
    return value


def parse_event(agent: str, text: str) -> tuple[Event | None, dict[str, Any]]:
    """The engine event for one hook stdin (None for events no policy acts on), and the raw object."""
    if agent not in AGENTS:
        raise HookInputError(f"unknown agent {agent!r} (known: {', '.join(AGENTS)})")
    try:
        data = json.loads(text)
    except ValueError as error:
        raise HookInputError(f"stdin is not JSON ({error})") from None
    if not isinstance(data, dict):
        raise HookInputError("stdin: expected a JSON object")
    name = _field(data, "hook_event_name", str)
    if not name:
        raise HookInputError("field hook_event_name: missing")
    session_id = _field(data, "session_id", str)
    if not session_id:
        raise HookInputError("field session_id: missing")
    kind = _KINDS.get(name)
    if kind is None:
        return None, data  # SessionStart, SubagentStop, PreCompact, ...: nothing to decide
    tool_name = _field(data, "tool_name", str, "")
    tool_input = _field(data, "tool_input", dict, {})
    if kind in ("pre_tool", "post_tool", "tool_failure") and not tool_name:
        raise HookInputError(f"field tool_name: missing on {name}")
    result: ToolResult | None = None
    if kind in ("post_tool", "tool_failure"):
        step = from_hook_event(data)
        result = step if isinstance(step, ToolResult) else None
        if result is not None and not result.ok:
            kind = "tool_failure"  # Codex reports failed shell runs as PostToolUse with exit code text
    return (
        Event(
            kind=kind,
            session_id=session_id,
            prompt=_field(data, "prompt", str, ""),
            tool_name=tool_name,
            tool_input=tool_input,
            result=result,
            last_message=_last_message(kind, data),
            cwd=_field(data, "cwd", str, ""),
            agent=agent,
        ),
        data,
    )


def _last_message(kind: str, data: dict[str, Any]) -> str:
    """The agent's final message at Stop: `last_assistant_message`, else the transcript's last
    assistant text (the field is optional in both protocols)."""
    message = _field(data, "last_assistant_message", str, None)
    if message is not None or kind != "stop":
        return message or ""
    transcript = data.get("transcript_path")
    return last_assistant_text(transcript) if isinstance(transcript, str) else ""


def _texts(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [b.get("text") for b in content if isinstance(b, dict) and b.get("type") in ("text", "output_text")]
        return "\n".join(p for p in parts if isinstance(p, str))
    return ""


def last_assistant_text(transcript_path: str) -> str:
    """The last assistant message with text in a Claude Code transcript or a Codex rollout (read
    from the end: transcripts grow long)."""
    try:
        with open(transcript_path, "rb") as transcript:
            transcript.seek(0, 2)
            size = transcript.tell()
            transcript.seek(max(0, size - TRANSCRIPT_SCAN_BYTES))
            lines = transcript.read().decode("utf-8", "replace").splitlines()
    except OSError:
        return ""
    for message in _messages(reversed(lines), "assistant"):
        text = _texts(message.get("content"))
        if text.strip():
            return text
    return ""


def _messages(lines: Iterable[str], role: str) -> Iterator[dict[str, Any]]:
    """Messages of one role in transcript lines: Claude Code's `{"type": role, "message"}` and
    Codex's `{"type": "response_item", "payload"}`; meta messages and unreadable lines skipped."""
    for line in lines:
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if not isinstance(record, dict) or record.get("isMeta"):
            continue
        message = record.get("message") if record.get("type") == role else record.get("payload")
        if isinstance(message, dict) and message.get("role") == role:
            yield message


def first_prompt(transcript_path: str) -> str | None:
    """The first user prompt in a Claude Code transcript or Codex rollout, for sessions whose
    hooks were installed after they started (no UserPromptSubmit seen)."""
    try:
        with open(transcript_path, encoding="utf-8", errors="replace") as transcript:
            text = transcript.read(TRANSCRIPT_SCAN_BYTES)
    except OSError:
        return None
    for message in _messages(text.splitlines(), "user"):
        content = message.get("content")
        if isinstance(content, list):
            parts = [b.get("text") or b.get("input_text") or "" for b in content if isinstance(b, dict)]
            if any(isinstance(b, dict) and b.get("type") == "tool_result" for b in content):
                continue
            content = "\n".join(p for p in parts if isinstance(p, str))
        if isinstance(content, str) and content.strip() and not content.lstrip().startswith("<"):
            return content
    return None


def render(event: Event, outcome: Outcome) -> HookReply:
    """The protocol reply: deny a tool call, block a stop with the next instruction, or add context."""
    name = {v: k for k, v in _KINDS.items()}[event.kind]
    if event.kind == "tool_failure" and event.agent == "codex":
        name = "PostToolUse"
    if outcome.deny:
        reason = "\n\n".join(outcome.deny + outcome.instruct)
        body = {"hookEventName": name, "permissionDecision": "deny", "permissionDecisionReason": reason}
        return HookReply(json.dumps({"hookSpecificOutput": body}), "", 0)
    if not outcome.instruct:
        return HookReply("", "", 0)
    text = "\n\n".join(outcome.instruct)
    if event.kind == "stop":
        return HookReply(json.dumps({"decision": "block", "reason": text}), "", 0)
    return HookReply(json.dumps({"hookSpecificOutput": {"hookEventName": name, "additionalContext": text}}), "", 0)


def handle_event(
    store: StateStore, engine: Engine, event: Event, task_fallback: Callable[[], str | None] | None = None
) -> tuple[Outcome, list[str]]:
    """Run the engine on one event under the session's lock and log what it decided. Returns the
    outcome and every problem met (a broken state file started over, a policy that raised).
    Shared by the hooks and the panel's agent bridge, so both log the same records."""
    problems: list[str] = []
    log: list[dict[str, Any]] = []
    with store.session(event.session_id, problems, log) as session:
        outcome = engine.handle(event, session, task_fallback)
        log += [{"session": event.session_id, "record": "error", "error": p} for p in problems + outcome.problems]
        log += outcome.records
    return outcome, problems + outcome.problems


def run_hook(
    agent: str,
    stdin_text: str,
    *,
    portfolio: str = "default",
    arm: str = "policy",
    state_dir: str | Path | None = None,
    fail_closed: bool = False,
) -> HookReply:
    """Handle one hook event end to end. Never raises."""
    store = StateStore(state_dir)
    session_id = None
    try:
        event, raw = parse_event(agent, stdin_text)
        session_id = event.session_id if event else None
        if event is None:
            return HookReply("", "", 0)
        engine = Engine(resolve(portfolio), arm=arm)
        transcript = raw.get("transcript_path")
        outcome, problems = handle_event(
            store, engine, event, (lambda: first_prompt(transcript)) if isinstance(transcript, str) else None
        )
        if outcome.problems and fail_closed:
            return _failure(store, None, "; ".join(outcome.problems), fail_closed)
        reply = render(event, outcome)
        if problems:
            diagnostics = "".join(f"veracity hook: {p}\n" for p in problems)
            return HookReply(reply.stdout, diagnostics, reply.exit_code)
        return reply
    except (HookInputError, PolicyError, StateError, OSError) as error:
        return _failure(store, session_id, f"{type(error).__name__}: {error}", fail_closed)
    except Exception as error:  # a bug must not crash the agent
        return _failure(store, session_id, describe_error(error), fail_closed)


def _failure(store: StateStore, session_id: str | None, detail: str, fail_closed: bool) -> HookReply:
    message, code = cannot_decide(detail, fail_closed)
    if session_id:
        with contextlib.suppress(Exception):  # then the diagnostic on stderr is all that can be given
            store.append_log(session_id, [{"session": session_id, "record": "error", "error": detail}])
    return HookReply("", message, code)
