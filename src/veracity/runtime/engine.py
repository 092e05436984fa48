"""The policy engine: what the policies of a portfolio do at one harness event.

At each event the engine lets every eligible policy `observe` the completed action (updating the
policy's own JSON state), then asks each rule listening to the event whether the session is in its
risky state. A risky rule that is not released and is under its nudge limit fires: it instructs
the agent (extra context, or a blocked stop whose reason is the next instruction) or denies the
proposed tool call. After a rule has seen its risky state, its behaviour check tells whether the
agent did the corrective thing. Every eligibility, risky state, firing and behaviour is returned
as a log record, so the FIRE funnel can be computed from the logs alone.

Arms (FIRE's controls) share eligibility and evaluation and differ only in what fires: policy
(the rule's text), sham (generic text at the same trigger points), always-verify and reconsider
(a generic request at the first stop of each user turn, rules silent), baseline (nothing fires).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from veracity.runtime.policy import (
    EVENTS,
    Action,
    Context,
    Event,
    History,
    Policy,
    PolicyError,
    Rule,
    describe_error,
)

ARMS = ("policy", "sham", "always-verify", "reconsider", "baseline")

SHAM_TEXT = {
    "instruct": "Take a moment to review your recent work before you continue.",
    "deny": "Hold on: review your recent work before you run this.",
}
ARM_STOP_TEXT = {
    "always-verify": (
        "Before you finish, verify your work: check that what you delivered does what the task asked, "
        "and fix anything that does not."
    ),
    "reconsider": "Before you finish, reconsider your approach and your answer, and change anything you now doubt.",
}

OUTPUT_EXCERPT = 1000  # characters of a tool's output kept in the session history
INPUT_EXCERPT = 2000  # characters of each string argument kept


def _excerpt(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    half = limit // 2
    return f"{text[:half]}\n[... {len(text) - 2 * half} characters left out ...]\n{text[-half:]}"


def _short_input(value: Any) -> Any:
    if isinstance(value, str):
        return _excerpt(value, INPUT_EXCERPT)
    if isinstance(value, dict):
        return {str(k): _short_input(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_short_input(v) for v in value[:200]]
    return value


@dataclass(slots=True)
class Outcome:
    """What the harness should do with the event, and the records to log."""

    deny: list[str] = field(default_factory=list)
    instruct: list[str] = field(default_factory=list)
    records: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)  # policies that raised: skipped, their state reset

    def merge(self, other: Outcome) -> None:
        self.deny += other.deny
        self.instruct += other.instruct
        self.records += other.records


def new_session(session_id: str) -> dict[str, Any]:
    return {"version": 1, "session_id": session_id, "task": None, "seq": 0, "turn": 0, "history": [], "policies": {}}


class Engine:
    """Evaluates a portfolio for one arm. Sessions are plain JSON dicts (see `new_session`)."""

    def __init__(self, policies: list[Policy], arm: str = "policy", max_history: int = 1000) -> None:
        if arm not in ARMS:
            raise PolicyError(f"unknown arm {arm!r} (known: {', '.join(ARMS)})")
        if max_history < 1:
            raise PolicyError("max_history must be at least 1")
        self.policies = policies
        self.arm = arm
        self.max_history = max_history

    def handle(
        self, event: Event, session: dict[str, Any], task_fallback: Callable[[], str | None] | None = None
    ) -> Outcome:
        """Apply the event to the session (mutated in place) and decide what to do."""
        if event.kind not in EVENTS:
            raise PolicyError(f"unknown event kind {event.kind!r}")
        outcome = Outcome()
        session["seq"] = int(session.get("seq", 0)) + 1
        if event.kind == "prompt":
            session["turn"] = int(session.get("turn", 0)) + 1
            session["arm_fired_turn"] = None
        base = {
            "session": event.session_id,
            "seq": session["seq"],
            "turn": session.get("turn", 0),
            "event": event.kind,
            "arm": self.arm,
        }
        if event.tool_name:
            base["tool"] = event.tool_name
        if session.get("task") is None:
            task = event.prompt if event.kind == "prompt" else (task_fallback() if task_fallback else None)
            if task is not None:
                session["task"] = task
                self._decide_eligibility(session, task, base, outcome)
        task = session.get("task")
        if task is None:
            return outcome  # no task seen yet: no policy can be judged eligible

        action = None
        if event.kind in ("post_tool", "tool_failure") and event.result is not None:
            action = Action(
                session["seq"],
                event.tool_name,
                _short_input(event.tool_input),
                event.result.ok,
                event.result.status.value,
                _excerpt(event.result.output, OUTPUT_EXCERPT),
                event.result.exit_code,
                event.cwd,
                event.result.reason,
            )
            session["history"].append(action.to_dict())
            if len(session["history"]) > self.max_history:
                del session["history"][: len(session["history"]) - self.max_history]
        history = History(session["history"])

        for policy in self.policies:
            entry = session["policies"].get(policy.name)
            if entry is None or not entry.get("eligible"):
                continue
            context = Context(event, task, history, entry["state"], action, session["seq"])
            decided = Outcome()
            try:
                policy.observe(context)
                for rule in policy.rules:
                    self._evaluate(policy, rule, context, entry["rules"].setdefault(rule.name, {}), base, decided)
            except Exception as error:  # one broken policy (or state an older version wrote) must not stop the rest
                entry["state"] = {}
                outcome.problems.append(f"policy {policy.name} failed and its state was reset: {describe_error(error)}")
            else:
                outcome.merge(decided)

        if self.arm in ARM_STOP_TEXT and event.kind == "stop":
            self._arm_stop(session, base, outcome)
        return outcome

    def _decide_eligibility(self, session: dict[str, Any], task: str, base: dict[str, Any], outcome: Outcome) -> None:
        for policy in self.policies:
            try:
                eligible = bool(policy.eligible(task))
            except Exception as error:
                eligible = False
                outcome.problems.append(f"policy {policy.name}: eligibility failed: {describe_error(error)}")
            session["policies"][policy.name] = {"eligible": eligible, "state": {}, "rules": {}}
            outcome.records.append({**base, "record": "eligibility", "policy": policy.name, "eligible": eligible})

    def _evaluate(
        self,
        policy: Policy,
        rule: Rule,
        context: Context,
        counts: dict[str, Any],
        base: dict[str, Any],
        outcome: Outcome,
    ) -> None:
        where = {**base, "policy": policy.name, "rule": rule.name}
        if counts.get("risky_seen") and not counts.get("behaved") and rule.behaved(context):
            counts["behaved"] = True
            outcome.records.append(
                {
                    **where,
                    "record": "behaviour",
                    "after_nudge": bool(counts.get("nudges")),
                    "nudges": counts.get("nudges", 0),
                }
            )
        if context.event.kind not in rule.events or counts.get("released"):
            return
        risky = rule.risky(context)
        if risky is None:
            return
        counts["risky_seen"] = True
        record: dict[str, Any] = {**where, "record": "decision", "risky": risky, "fired": False}
        if rule.released(context):
            counts["released"] = True
            outcome.records.append({**record, "released": True})
            return
        nudges = int(counts.get("nudges", 0))
        limit = rule.limit
        if self.arm == "sham" and limit is None:
            limit = 1  # a generic denial repeated until release would block the task outright
        if self.arm in ("policy", "sham") and (limit is None or nudges < limit):
            text = rule.text(context, risky) if self.arm == "policy" else SHAM_TEXT[rule.intervention]
            counts["nudges"] = nudges + 1
            record.update(fired=True, intervention=rule.intervention, text=text, nudge=nudges + 1)
            (outcome.deny if rule.intervention == "deny" else outcome.instruct).append(text)
        elif self.arm in ("policy", "sham"):
            record["limit_reached"] = True
        outcome.records.append(record)

    def _arm_stop(self, session: dict[str, Any], base: dict[str, Any], outcome: Outcome) -> None:
        """always-verify / reconsider: one generic request at the first stop of each user turn,
        in sessions where some policy of the portfolio is eligible (same eligibility as the arm it
        controls for)."""
        if not any(entry.get("eligible") for entry in session["policies"].values()):
            return
        fired = session.get("arm_fired_turn") != session.get("turn")
        text = ARM_STOP_TEXT[self.arm]
        record = {**base, "record": "decision", "policy": self.arm, "rule": "stop", "risky": "stop", "fired": fired}
        if fired:
            session["arm_fired_turn"] = session.get("turn")
            record.update(intervention="instruct", text=text, nudge=1)
            outcome.instruct.append(text)
        outcome.records.append(record)
