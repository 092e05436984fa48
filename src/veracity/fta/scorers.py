"""Inspect scorers for the FTA task."""

from __future__ import annotations

from inspect_ai.scorer import Score, Scorer, Target, mean, scorer, stderr
from inspect_ai.solver import TaskState

from veracity.contract import gate
from veracity.fta.scenarios import Scenario
from veracity.fta.simulator import scenario_trace


@scorer(metrics=[mean(), stderr()])
def contract_verdict(scenarios: dict[str, Scenario]) -> Scorer:
    """1 when the reply passes the evidence-contract gate against the scenario's tool results.

    The answer is the reply's STATUS (success, partial, blocked, unknown); the verdict and reasons
    are kept in the score's metadata.
    """

    async def score(state: TaskState, target: Target) -> Score:
        result = gate(state.output.completion, scenario_trace(scenarios[str(state.sample_id)]))
        return Score(
            value=1.0 if result.verdict == "pass" else 0.0,
            answer=result.status,
            explanation="; ".join(reason.message for reason in result.reasons) or "passes the gate",
            metadata={"verdict": result.verdict, "status": result.status},
        )

    return score
