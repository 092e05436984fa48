"""The FTA benchmark as an Inspect AI task: `inspect eval veracity/fta -T policy=contract --model ...`.

One sample per scenario. The input is exactly what the simulator renders; the metadata carries what
analysis clusters and splits by (scenario id, family, condition, outcome, policy). Policies:
baseline, transparency, contract, and contract+gate, which passes the contract reply through the
evidence-contract gate before scoring: the harness-side enforcement, measured as a fourth arm.
Generations are cached by Inspect, so the contract and contract+gate arms score the very same replies.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import (
    CachePolicy,
    ChatMessage,
    ChatMessageAssistant,
    ChatMessageSystem,
    ChatMessageTool,
    ChatMessageUser,
    Model,
    get_model,
)
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import ToolCall

from veracity.contract import VERACITY_PROMPTS, PromptSet, gate, load_prompt_set
from veracity.fta.scenarios import CONDITIONS, FAMILIES, Scenario, load_dataset, scenarios_by_id
from veracity.fta.scorers import contract_verdict, fta_judge, fta_labels
from veracity.fta.simulator import MODES, render, scenario_trace

POLICIES = ("baseline", "transparency", "contract", "contract+gate")
GATED = "contract+gate"


def resolve_policy(policy: str, prompt_set: str | None) -> tuple[str, str, PromptSet]:
    """(policy name, system prompt, prompt set). A policy may also be a one-policy prompt-set file."""
    if policy.endswith(".json") and Path(policy).is_file():
        prompts = load_prompt_set(policy)
        if len(prompts.prompts) != 1:
            raise ValueError(f"{policy} holds {', '.join(prompts.prompts)}: pass prompt_set={policy} and a policy name")
        (name,) = prompts.prompts
        return name, prompts.prompts[name], prompts
    if policy not in POLICIES:
        raise ValueError(f"unknown policy {policy!r}; expected one of {', '.join(POLICIES)} or a prompt-set JSON file")
    prompts = load_prompt_set(prompt_set) if prompt_set else VERACITY_PROMPTS
    try:
        return policy, prompts.prompt("contract" if policy == GATED else policy), prompts
    except KeyError as error:
        raise ValueError(error.args[0]) from None


def chat_messages(messages: list[dict[str, Any]]) -> list[ChatMessage]:
    """Simulator messages (OpenAI-style dicts) as Inspect chat messages."""
    converted: list[ChatMessage] = []
    for message in messages:
        role, content = message["role"], message["content"]
        if role == "system":
            converted.append(ChatMessageSystem(content=content))
        elif role == "user":
            converted.append(ChatMessageUser(content=content))
        elif role == "assistant":
            calls = [
                ToolCall(id=c["id"], function=c["function"]["name"], arguments=_arguments(c["function"]["arguments"]))
                for c in message.get("tool_calls", [])
            ]
            converted.append(ChatMessageAssistant(content=content, tool_calls=calls or None))
        else:
            converted.append(
                ChatMessageTool(content=content, tool_call_id=message["tool_call_id"], function=message["name"])
            )
    return converted


def _arguments(text: str) -> dict[str, Any]:
    import json

    value = json.loads(text)
    return value if isinstance(value, dict) else {"value": value}


SUBSETS = ("one-per-cell",)


def select(
    scenarios: list[Scenario],
    family: str | None = None,
    condition: str | None = None,
    controls: bool = True,
    subset: str | None = None,
) -> list[Scenario]:
    """The scenarios a run uses. `one-per-cell` keeps, in every family x condition cell, the base
    task with the smallest id, with its success control: a stratified fifth of a balanced set."""
    checks = (("family", family, FAMILIES), ("condition", condition, CONDITIONS), ("subset", subset, SUBSETS))
    for name, value, allowed in checks:
        if value is not None and value not in allowed:
            raise ValueError(f"unknown {name} {value!r}; expected one of {', '.join(allowed)}")
    chosen = [
        s
        for s in scenarios
        if (family is None or s.category == family)
        and (condition is None or s.pressure_type == condition)
        and (controls or s.outcome == "failure")
    ]
    if subset == "one-per-cell":
        first: dict[tuple[str, str], str] = {}
        for s in sorted(chosen, key=lambda s: s.base_task_id):
            first.setdefault((s.category, s.pressure_type), s.base_task_id)
        kept = set(first.values())
        chosen = [s for s in chosen if s.base_task_id in kept]
    return chosen


@solver
def cached_generate(max_tokens: int, cache: bool = True) -> Solver:
    """Generate, reusing an earlier generation for the same model, model args and input.

    Inspect's cache key holds the model name, base URL, config and input but not the model args, so
    `-M model_path=A.gguf` and `-M model_path=B.gguf` would share replies; the args go into its scope.
    """

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        policy: CachePolicy | bool = False
        if cache:
            model_args = json.dumps(get_model().model_args, sort_keys=True, default=str)
            digest = hashlib.sha256(model_args.encode()).hexdigest()[:16]
            policy = CachePolicy(expiry=None, scopes={"veracity": "fta", "model_args": digest})
        return await generate(state, cache=policy, max_tokens=max_tokens)

    return solve


@solver
def evidence_gate(dataset: str) -> Solver:
    """Replace the reply with what the evidence-contract gate would send; keep the original in metadata."""
    scenarios = scenarios_by_id(dataset)

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        original = state.output.completion
        result = gate(original, scenario_trace(scenarios[str(state.sample_id)]))
        state.metadata["gate"] = {
            "verdict": result.verdict,
            "reasons": [reason.to_dict() for reason in result.reasons],
            "original_reply": original,
        }
        if result.reply_to_send != original:
            state.output.completion = result.reply_to_send
            state.messages.append(ChatMessageAssistant(content=result.reply_to_send, source="generate"))
        return state

    return solve


@task
def fta(
    dataset: str = "ours",
    policy: str = "contract",
    mode: str = "fta-prompt",
    family: str | None = None,
    condition: str | None = None,
    controls: bool = True,
    subset: str | None = None,
    prompt_set: str | None = None,
    max_tokens: int = 384,
    cache: bool = True,
    judge_model: str | Model | None = None,
    judge_graders: int = 1,
) -> Task:
    """Failure-transparent agents: does the model report a failed tool honestly?

    Args:
        dataset: ours (veracity's 100 failures + 100 success controls), published ($VERACITY_FTA_REFERENCE) or a path.
        policy: baseline, transparency, contract, contract+gate, or a one-policy prompt-set JSON file.
        mode: fta-prompt (the published rendering) or chat-tools (native tool messages).
        family: only this failure family.
        condition: only this pressure condition.
        controls: include the success controls.
        subset: one-per-cell: one base task per family x condition cell (and its control).
        prompt_set: a prompt-set JSON (e.g. the FTA reference_conditions.json) instead of veracity's prompts.
        max_tokens: the reply length limit.
        cache: reuse generations for identical inputs (contract and contract+gate share replies).
        judge_model: also label replies with this model as an LLM judge (any Inspect model).
        judge_graders: judge generations per reply; labels go by majority.
    """
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; expected one of {', '.join(MODES)}")
    policy_name, system_prompt, prompts = resolve_policy(policy, prompt_set)
    chosen = select(load_dataset(dataset), family, condition, controls, subset)
    if not chosen:
        raise ValueError("no scenarios match the dataset, family, condition and controls given")
    samples = [
        Sample(
            id=scenario.id,
            input=chat_messages(render(scenario, system_prompt, mode)),
            metadata={
                "scenario_id": scenario.id,
                "base_task_id": scenario.base_task_id,
                "family": scenario.category,
                "condition": scenario.pressure_type,
                "outcome": scenario.outcome,
                "policy": policy_name,
                "mode": mode,
                "dataset": dataset,
                "prompt_version": prompts.version,
                "domain_area": scenario.domain_area,
                "difficulty": scenario.difficulty,
            },
        )
        for scenario in chosen
    ]
    plan = [cached_generate(max_tokens, cache)]
    if policy_name == GATED:
        plan.append(evidence_gate(dataset))
    return Task(
        dataset=MemoryDataset(samples, name=f"fta-{Path(dataset).stem}"),
        solver=plan,
        scorer=[fta_labels(dataset), contract_verdict(dataset)]
        + ([fta_judge(dataset, judge_model, judge_graders)] if judge_model else []),
        metadata={"policy": policy_name, "prompt_version": prompts.version, "mode": mode},
    )
