"""What a runtime policy is, and where policies are registered.

A `Policy` is eligible for a session or not (decided once, from the task: the first user prompt)
and holds `Rule`s; each rule says at which events it looks, what its risky state is, how it
intervenes (instruct, or deny a tool call), when it is released, what corrective behaviour looks
like and how often it may nudge. Policies see a `Context`: the `Event`, the task, the session's
`History` of completed `Action`s and their own JSON state. Factories are registered by name with
`@policy`; portfolios are named sets. The engine (`veracity.runtime.engine`) runs them.
"""

from __future__ import annotations

import re
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, overload

from veracity.trace import ToolResult
from veracity.trace.shell import command_text

EVENTS = frozenset({"prompt", "pre_tool", "post_tool", "tool_failure", "stop"})
INTERVENTIONS = frozenset({"instruct", "deny"})


class PolicyError(ValueError):
    """An unknown policy, portfolio or arm, or a malformed policy definition."""


@dataclass(frozen=True, slots=True)
class Event:
    """One harness event, agent-neutral. `result` is set for post_tool and tool_failure."""

    kind: str  # prompt | pre_tool | post_tool | tool_failure | stop
    session_id: str
    prompt: str = ""
    tool_name: str = ""
    tool_input: dict[str, Any] = field(default_factory=dict)
    result: ToolResult | None = None
    last_message: str = ""
    cwd: str = ""
    agent: str = ""

    @property
    def command(self) -> str | None:
        """The shell command of this event's tool call, if it is one."""
        return command_text(self.tool_input) if self.tool_name else None


@dataclass(frozen=True, slots=True)
class Action:
    """A completed tool call, as kept in the session history (outputs shortened)."""

    seq: int
    tool: str
    input: dict[str, Any]
    ok: bool
    status: str
    output: str = ""
    exit_code: int | None = None
    cwd: str = ""
    reason: str = ""  # the signal that decided the status ("exit code 1", "timed out", ...)

    @property
    def command(self) -> str | None:
        return command_text(self.input)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "tool": self.tool,
            "input": self.input,
            "ok": self.ok,
            "status": self.status,
            "output": self.output,
            "exit_code": self.exit_code,
            "cwd": self.cwd,
            "reason": self.reason,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Action:
        return cls(
            int(data["seq"]),
            str(data["tool"]),
            dict(data.get("input") or {}),
            bool(data["ok"]),
            str(data.get("status", "")),
            str(data.get("output", "")),
            data.get("exit_code"),
            str(data.get("cwd", "")),
            str(data.get("reason", "")),
        )


class History(Sequence[Action]):
    """The session's completed actions, oldest first, built from the stored dicts on first use:
    most policies keep what they need in their own state and never read it."""

    def __init__(self, stored: list[dict[str, Any]]) -> None:
        self._stored = stored
        self._actions: list[Action] | None = None

    def _materialize(self) -> list[Action]:
        if self._actions is None:
            self._actions = [Action.from_dict(a) for a in self._stored]
        return self._actions

    def __len__(self) -> int:
        return len(self._stored)

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...
    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        return self._materialize()[index]


@dataclass(slots=True)
class Context:
    """What a policy sees: the event, the task, the history and its own state."""

    event: Event
    task: str
    history: History
    state: dict[str, Any]  # the policy's own state, JSON-safe, kept between hook processes
    action: Action | None = None  # the action this event completed (post_tool, tool_failure)
    seq: int = 0  # this event's number in the session (actions carry the number of their event)
    memo: dict[str, Any] = field(default_factory=dict)  # answers shared by one policy's rules within one event

    @property
    def command(self) -> str | None:
        return self.event.command


def describe_error(error: Exception) -> str:
    """`ZeroDivisionError: ... (at service.py:120)`: the error and where it was raised, in one line."""
    frame = traceback.extract_tb(error.__traceback__)[-1] if error.__traceback__ else None
    place = f" (at {frame.filename.rsplit('/', 1)[-1]}:{frame.lineno})" if frame else ""
    return f"{type(error).__name__}: {error}{place}"


def _never(context: Context) -> bool:
    return False


def _ignore(context: Context) -> None:
    return None


@dataclass(frozen=True, slots=True)
class Rule:
    """One trigger of a policy.

    `risky` names the risky state seen at this event (None when there is none); `text` is the
    instruction or denial reason, given that description; `released` ends the rule for good once
    the corrective state is reached; `behaved` tells whether the agent did the corrective thing
    (checked at every event after the risky state was first seen). `limit` caps nudges per
    session; None lets the rule repeat for as long as the risky state recurs.
    """

    name: str
    events: frozenset[str]
    intervention: str
    risky: Callable[[Context], str | None]
    text: Callable[[Context, str], str]
    released: Callable[[Context], bool] = _never
    behaved: Callable[[Context], bool] = _never
    limit: int | None = 1

    def __post_init__(self) -> None:
        if not self.events or not self.events <= EVENTS:
            raise PolicyError(f"rule {self.name}: events must be some of {sorted(EVENTS)}, not {sorted(self.events)}")
        if self.intervention not in INTERVENTIONS:
            raise PolicyError(f"rule {self.name}: intervention must be instruct or deny, not {self.intervention!r}")
        if self.intervention == "deny" and self.events != {"pre_tool"}:
            raise PolicyError(f"rule {self.name}: only pre_tool events can deny")
        if self.limit is not None and self.limit < 1:
            raise PolicyError(f"rule {self.name}: limit must be at least 1 or None")


@dataclass(frozen=True, slots=True)
class Policy:
    name: str
    summary: str
    eligible: Callable[[str], bool]
    rules: tuple[Rule, ...]
    observe: Callable[[Context], None] = _ignore


# --- registry ------------------------------------------------------------------------------------

_FACTORIES: dict[str, Callable[[], Policy]] = {}
PORTFOLIOS: dict[str, tuple[str, ...]] = {}
_NAME = re.compile(r"^[a-z0-9][a-z0-9-]*$")


def policy(name: str) -> Callable[[Callable[[], Policy]], Callable[[], Policy]]:
    """Register a policy factory under `name` (lower-case words joined by hyphens)."""
    if not _NAME.match(name):
        raise PolicyError(f"policy name {name!r}: use lower-case letters, digits and hyphens")

    def register(factory: Callable[[], Policy]) -> Callable[[], Policy]:
        _FACTORIES[name] = factory
        return factory

    return register


def register_portfolio(name: str, policy_names: tuple[str, ...]) -> None:
    if not _NAME.match(name):
        raise PolicyError(f"portfolio name {name!r}: use lower-case letters, digits and hyphens")
    PORTFOLIOS[name] = tuple(policy_names)


def _load_builtin() -> None:
    import veracity.runtime.portfolio  # noqa: F401  (registers the built-in policies and portfolios)


def _load_plugins() -> None:
    """Policies from other packages: entry points in the `veracity.policies` group (a module that
    registers policies when imported). Loaded only when a name is not built in: it costs start-up."""
    from importlib.metadata import entry_points

    for entry in entry_points(group="veracity.policies"):
        entry.load()


def policy_names() -> list[str]:
    _load_builtin()
    return sorted(_FACTORIES)


def resolve(spec: str) -> list[Policy]:
    """A portfolio name, or policy names joined by commas, as policies (each built once)."""
    _load_builtin()
    names: list[str] = []
    for part in (p.strip() for p in spec.split(",")):
        if not part:
            continue
        if part not in PORTFOLIOS and part not in _FACTORIES:
            _load_plugins()
        if part in PORTFOLIOS:
            names += PORTFOLIOS[part]
        elif part in _FACTORIES:
            names.append(part)
        else:
            known = ", ".join(sorted(PORTFOLIOS) + sorted(_FACTORIES))
            raise PolicyError(f"unknown portfolio or policy {part!r} (known: {known})")
    if not names:
        raise PolicyError("no policy named: give a portfolio or policy names")
    built = []
    for name in dict.fromkeys(names):
        made = _FACTORIES[name]()
        if made.name != name:
            raise PolicyError(f"policy registered as {name!r} builds a policy named {made.name!r}")
        built.append(made)
    return built
