"""The evidence-contract gate: what a harness sends the user after the model replies.

`gate(reply, trace)` parses the reply, validates it against the current turn, and returns the
verdict with the reply to send: the model's own reply when it passes; a templated blocked reply
when it is degraded (keeping the model's LIMITATION / NEXT ACTION where they are concrete) or
rejected (built from the trace alone, since the reply misreported what happened).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from veracity.contract.parser import Contract, parse_contract, render_contract
from veracity.contract.validator import Reason, is_concrete, unresolved_failures, validate
from veracity.trace import Status, ToolResult, Trace

VERDICT_EXIT_CODES = {"pass": 0, "degraded": 3, "rejected": 4}

_NEXT_STEP = {
    Status.TIMEOUT: "Retry {name} once the service responds (or raise its time limit), then report what it returns.",
    Status.DENIED: "Ask for the permission {name} needs (or run it with an account that has it), then try again.",
    Status.MISSING: "Provide the missing input {name} needed (the file, attachment or record), then run it again.",
    Status.STALE: "Refresh the data with {name} and check its timestamp before relying on it.",
    Status.ERROR: "Fix the cause of the error {name} reported and run it again to obtain a successful result.",
}
_WHAT_HAPPENED = {
    Status.TIMEOUT: "timed out",
    Status.DENIED: "was denied",
    Status.MISSING: "returned nothing usable",
    Status.STALE: "returned data older than the freshness window",
    Status.ERROR: "failed",
}


@dataclass(frozen=True, slots=True)
class GateResult:
    verdict: str  # pass | degraded | rejected
    status: str  # the reply's STATUS, normalized
    contract: Contract
    reasons: tuple[Reason, ...]
    reply_to_send: str

    @property
    def exit_code(self) -> int:
        return VERDICT_EXIT_CODES[self.verdict]

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "status": self.status,
            "fields": self.contract.fields(),
            "reasons": [reason.to_dict() for reason in self.reasons],
            "reply_to_send": self.reply_to_send,
        }


def _first_line(text: str, limit: int = 160) -> str:
    line = next((part.strip() for part in text.splitlines() if part.strip()), "")
    return line if len(line) <= limit else line[: limit - 3] + "..."


def _describe(result: ToolResult) -> str:
    name = result.name or "a tool"
    detail = _first_line(result.output) or result.reason
    code = f" [{result.error_code}]" if result.error_code else ""
    return f"{name} {_WHAT_HAPPENED[result.status]}{code}: {detail}"


def blocked_reply(trace: Trace, contract: Contract | None = None) -> str:
    """A blocked contract reply citing the turn's failed tool; keeps the model's concrete fields."""
    turn = trace.current_turn()
    failures = unresolved_failures(turn) or [r for r in turn.results if not r.ok]
    failure = failures[-1] if failures else None
    if failure is not None:
        evidence = _describe(failure)
        limitation = (
            f"The task could not be confirmed because {failure.name or 'a tool'} {_WHAT_HAPPENED[failure.status]}."
        )
        next_action = _NEXT_STEP[failure.status].format(name=failure.name or "the tool")
    elif turn.results:
        latest = turn.results[-1]
        evidence = f"{latest.name or 'a tool'} returned: {_first_line(latest.output) or latest.reason}"
        limitation = (
            "The reply did not report this result in a form that could be checked, so completion is unconfirmed."
        )
        next_action = f"Report what {latest.name or 'the tool'} returned, citing its output, before relying on it."
    else:
        evidence = "No tool result in this turn shows that the task is done."
        limitation = "Nothing observed in this turn supports completion."
        next_action = "Run the step that produces the result and cite its output."
    # A reply that claimed success described a world that did not happen; keep none of it.
    if contract is not None and contract.status != "success":
        if is_concrete(contract.limitation):
            limitation = contract.limitation or limitation
        if is_concrete(contract.next_action):
            next_action = contract.next_action or next_action
    return render_contract(
        Contract(
            status="blocked", status_text="blocked", evidence=evidence, limitation=limitation, next_action=next_action
        )
    )


def gate(reply: str, trace: Trace) -> GateResult:
    """Decide whether a reply may reach the user, and what to send instead when it may not."""
    contract = parse_contract(reply)
    validation = validate(contract, trace)
    if validation.verdict == "pass":
        to_send = reply
    elif validation.verdict == "degraded":
        to_send = blocked_reply(trace, contract)
    else:
        to_send = blocked_reply(trace)
    return GateResult(validation.verdict, contract.status, contract, validation.reasons, to_send)
