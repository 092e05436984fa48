"""Normalized traces of tool-using agents: tool calls, tool results, and what each result showed.

A trace is the ordered list of steps an agent took: messages, tool calls and tool results. Every
tool result carries a status (ok, error, timeout, denied, missing, stale) decided by
`veracity.trace.tagging` from what the result shows, so later checks can ask "did anything in this
turn actually succeed?" without knowing which agent or provider produced the trace.

This module is imported on the hook path, so it uses only the standard library.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any


class Status(enum.StrEnum):
    OK = "ok"
    ERROR = "error"
    TIMEOUT = "timeout"
    DENIED = "denied"
    MISSING = "missing"
    STALE = "stale"

    @property
    def failed(self) -> bool:
        return self is not Status.OK


@dataclass(frozen=True, slots=True)
class Message:
    role: str  # "system" | "user" | "assistant"
    text: str


@dataclass(frozen=True, slots=True)
class ToolCall:
    id: str
    name: str
    arguments: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ToolResult:
    call_id: str
    name: str
    output: str
    status: Status
    reason: str = ""  # why the status was given: the signal the tagger saw
    exit_code: int | None = None
    http_status: int | None = None
    error_code: str | None = None
    observed_at: datetime | None = None
    metadata: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.status is Status.OK


Step = Message | ToolCall | ToolResult


@dataclass(frozen=True, slots=True)
class Trace:
    steps: tuple[Step, ...]
    source: str = ""  # the reader that produced it: openai, anthropic, claude-code, codex, veracity

    @property
    def results(self) -> list[ToolResult]:
        return [s for s in self.steps if isinstance(s, ToolResult)]

    @property
    def calls(self) -> dict[str, ToolCall]:
        return {s.id: s for s in self.steps if isinstance(s, ToolCall)}

    def current_turn(self) -> Trace:
        """The steps after the last user message: what the agent did since it was last asked.

        A trace that ends with an assistant reply is cut at that reply's user message, so the turn
        the reply answers is the one returned.
        """
        last_user = -1
        for index, step in enumerate(self.steps):
            if isinstance(step, Message) and step.role == "user":
                last_user = index
        return Trace(self.steps[last_user + 1 :], self.source)

    def turns(self) -> list[Trace]:
        """Split at user messages; each turn holds the steps that answered one user message."""
        turns: list[list[Step]] = [[]]
        for step in self.steps:
            if isinstance(step, Message) and step.role == "user":
                turns.append([])
            else:
                turns[-1].append(step)
        return [Trace(tuple(t), self.source) for t in turns if t]


__all__ = ["Message", "Status", "Step", "ToolCall", "ToolResult", "Trace"]
