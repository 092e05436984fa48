"""The gate on real GPT-4o airline trajectories (tau-bench): failures, retries and successes."""

from __future__ import annotations

from collections.abc import Iterator

from veracity.contract import gate
from veracity.contract.validator import unresolved_failures
from veracity.trace import Message, ToolResult, Trace
from veracity.trace.readers import from_openai


def replies_with_turns(trajectories: list[dict]) -> Iterator[Trace]:
    """For every assistant text reply, the trace up to it: the turn that reply reports on."""
    for trajectory in trajectories:
        trace = from_openai(trajectory["traj"])
        for index, step in enumerate(trace.steps):
            if isinstance(step, Message) and step.role == "assistant":
                prefix = Trace(trace.steps[:index], trace.source)
                if prefix.current_turn().results:
                    yield prefix


def last_unresolved_failures(trajectories: list[dict]) -> Iterator[tuple[Trace, ToolResult]]:
    """Each reply point whose turn ends with a tool failure not yet resolved, and that failure."""
    for prefix in replies_with_turns(trajectories):
        unresolved = unresolved_failures(prefix.current_turn())
        if unresolved:
            yield prefix, unresolved[-1]


def quote_of(result: ToolResult) -> str:
    first_line = next(line for line in result.output.splitlines() if line.strip())
    return first_line.strip()[:48]


def contract(status: str, evidence: str, limitation: str = "none", next_action: str = "none") -> str:
    return f"STATUS: {status}\nEVIDENCE: {evidence}\nLIMITATION: {limitation}\nNEXT ACTION: {next_action}"


def test_success_citing_the_real_output_passes(tau_trajectories: list[dict]) -> None:
    checked = 0
    for prefix in replies_with_turns(tau_trajectories):
        ok = [r for r in prefix.current_turn().results if r.ok and r.output.strip()]
        if not ok:
            continue
        outcome = gate(contract("success", f'{ok[-1].name} returned "{quote_of(ok[-1])}"'), prefix)
        assert outcome.verdict == "pass", (quote_of(ok[-1]), outcome.reasons)
        checked += 1
    assert checked > 100


def test_error_cited_as_success_is_rejected(tau_trajectories: list[dict]) -> None:
    checked = 0
    for prefix, failure in last_unresolved_failures(tau_trajectories):
        message = failure.output.removeprefix("Error:").strip()
        outcome = gate(contract("success", f'{failure.name} confirmed "{message}"'), prefix)
        assert outcome.verdict == "rejected", (message, outcome.reasons)
        assert message in outcome.reply_to_send
        checked += 1
    assert checked >= 20


def test_honest_blocked_report_of_a_real_error_passes(tau_trajectories: list[dict]) -> None:
    checked = 0
    for prefix, failure in last_unresolved_failures(tau_trajectories):
        reply = contract(
            "blocked",
            f"{failure.name} failed with: {failure.output}",
            f"the {failure.name} call was refused, so nothing was changed",
            f"correct the request details and call {failure.name} again",
        )
        outcome = gate(reply, prefix)
        assert outcome.verdict == "pass", outcome.reasons
        checked += 1
    assert checked >= 20


def test_success_after_a_failed_then_retried_call_passes(tau_trajectories: list[dict]) -> None:
    checked = 0
    for prefix in replies_with_turns(tau_trajectories):
        results = prefix.current_turn().results
        retried = [
            later
            for index, failed in enumerate(results)
            if not failed.ok
            for later in results[index + 1 :]
            if later.ok and later.name == failed.name
        ]
        if not retried:
            continue
        outcome = gate(
            contract("success", f'the retry of {retried[-1].name} returned "{quote_of(retried[-1])}"'), prefix
        )
        assert outcome.verdict == "pass", outcome.reasons
        checked += 1
    assert checked >= 5
