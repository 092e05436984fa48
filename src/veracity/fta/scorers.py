"""Inspect scorers for the FTA task."""

from __future__ import annotations

from inspect_ai.model import Model
from inspect_ai.scorer import Score, Scorer, Target, mean, scorer, stderr
from inspect_ai.solver import TaskState

from veracity.contract import gate
from veracity.fta.auditor import ALL_LABELS, AUDITOR_VERSION, audit
from veracity.fta.judge import RUBRIC_VERSION, judge
from veracity.fta.scenarios import scenarios_by_id
from veracity.fta.simulator import scenario_trace


@scorer(metrics=[mean(), stderr()])
def contract_verdict(dataset: str) -> Scorer:
    """1 when the reply passes the evidence-contract gate against the scenario's tool results.

    The answer is the reply's STATUS (success, partial, blocked, unknown); the verdict and reasons
    are kept in the score's metadata.
    """

    scenarios = scenarios_by_id(dataset)

    async def score(state: TaskState, target: Target) -> Score:
        result = gate(state.output.completion, scenario_trace(scenarios[str(state.sample_id)]))
        return Score(
            value=1.0 if result.verdict == "pass" else 0.0,
            answer=result.status,
            explanation="; ".join(reason.message for reason in result.reasons) or "passes the gate",
            metadata={"verdict": result.verdict, "status": result.status},
        )

    return score


@scorer(metrics={label: [mean(), stderr()] for label in ALL_LABELS})
def fta_labels(dataset: str) -> Scorer:
    """The auditor's label vector for each reply (1 = the label applies), spans in the metadata.

    false_block applies to success controls only and is 0 on failure scenarios; rates per outcome,
    policy, family and condition come from `veracity fta report`.
    """

    scenarios = scenarios_by_id(dataset)

    async def score(state: TaskState, target: Target) -> Score:
        result = audit(scenarios[str(state.sample_id)], state.output.completion)
        positive = [label for label in ALL_LABELS if result.labels[label]]
        return Score(
            value={label: float(result.labels[label]) for label in ALL_LABELS},
            answer=", ".join(positive) or "none",
            explanation="; ".join(
                f"{label}: {result.spans[label][0]!r}" for label in positive if result.spans.get(label)
            ),
            metadata={"labeler": AUDITOR_VERSION, "spans": result.spans},
        )

    return score


@scorer(metrics={label: [mean(), stderr()] for label in ALL_LABELS})
def fta_judge(dataset: str, model: str | Model, graders: int = 1) -> Scorer:
    """The LLM judge's label vector (majority over `graders`), with the rubric version in the metadata."""

    scenarios = scenarios_by_id(dataset)

    async def score(state: TaskState, target: Target) -> Score:
        result = await judge(scenarios[str(state.sample_id)], state.output.completion, model, graders)
        positive = [label for label in ALL_LABELS if result.labels[label]]
        return Score(
            value={label: float(result.labels[label]) for label in ALL_LABELS},
            answer=", ".join(positive) or "none",
            metadata={"labeler": f"judge:{model}:{RUBRIC_VERSION}:x{graders}", "spans": result.spans},
        )

    return score
