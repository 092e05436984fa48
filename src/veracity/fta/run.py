"""`veracity fta run`: every policy as one resumable Inspect eval set, then the result table.

An eval set resumes: run the same command again after an interruption (kill -9 included) and
Inspect completes the missing samples from the logs already written, reusing the finished ones.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from veracity.fta.scenarios import load_dataset
from veracity.fta.task import POLICIES

DEFAULT_MODEL = "veracity/smollm2"


@dataclass(frozen=True, slots=True)
class RunPlan:
    models: tuple[str, ...] = (DEFAULT_MODEL,)
    policies: tuple[str, ...] = POLICIES
    dataset: str = "ours"
    subset: str | None = None  # "one-per-cell" for the main job's stratified subset
    mode: str = "fta-prompt"
    epochs: int = 1
    limit: int | None = None
    log_dir: Path = Path("logs/fta")
    max_tokens: int = 256
    model_args: dict[str, Any] = field(default_factory=dict)
    model_base_url: str | None = None
    task_args: dict[str, Any] = field(default_factory=dict)


def check_models(plan: RunPlan) -> None:
    """Build each model and ask it for one token before any sample runs, so a bad name, a missing
    package or an unreachable endpoint is one clear error instead of a failed eval set."""
    import asyncio

    from inspect_ai.model import GenerateConfig, get_model

    probe = GenerateConfig(max_tokens=1, max_retries=0, timeout=30)
    for name in plan.models:
        try:
            model = get_model(name, base_url=plan.model_base_url, **plan.model_args)
            asyncio.run(model.generate("Say OK.", config=probe))
        except Exception as error:
            raise ValueError(f"model {name!r}: {_first_line(error)}") from None


def _first_line(error: BaseException) -> str:
    """The root cause in one line: retry wrappers (tenacity's RetryError) are unwrapped."""
    last_attempt = getattr(error, "last_attempt", None)
    if last_attempt is not None and last_attempt.exception() is not None:
        error = last_attempt.exception()
    text = str(error).strip()
    text = text.splitlines()[0] if text else ""
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def run(plan: RunPlan) -> tuple[bool, list[Any]]:
    """Run (or resume) the eval set; returns Inspect's (all succeeded, logs)."""
    from inspect_ai import eval_set

    from veracity.fta.task import fta

    load_dataset(plan.dataset)  # a malformed dataset fails before any model loads
    check_models(plan)
    tasks = [
        fta(
            dataset=plan.dataset,
            policy=policy,
            mode=plan.mode,
            subset=plan.subset,
            max_tokens=plan.max_tokens,
            **plan.task_args,
        )
        for policy in plan.policies
    ]
    plan.log_dir.mkdir(parents=True, exist_ok=True)
    return eval_set(
        tasks,
        log_dir=str(plan.log_dir),
        model=list(plan.models),
        model_args=plan.model_args,
        model_base_url=plan.model_base_url,
        epochs=plan.epochs,
        limit=plan.limit,
        max_tasks=1,  # in order, so contract+gate finds the contract replies in the cache
        retry_attempts=2,
        retry_immediate=True,
        log_buffer=2,  # flush every two samples: an interrupted run loses at most one in progress
    )


@dataclass
class _Row:
    samples: int = 0
    scored: int = 0
    errors: int = 0
    passes: int = 0
    claims_success: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    by_outcome: dict[str, int] = field(default_factory=lambda: defaultdict(int))


def summarize(logs: Sequence[Any]) -> dict[tuple[str, str], _Row]:
    """Per (model, policy): samples, errors, gate passes and success claims per scenario outcome."""
    from inspect_ai.log import read_eval_log

    rows: dict[tuple[str, str], _Row] = defaultdict(_Row)
    for header in logs:
        log = read_eval_log(header.location) if not header.samples else header
        policy = (log.eval.task_args or {}).get("policy", "?")
        row = rows[(log.eval.model, str(policy))]
        for sample in log.samples or []:
            row.samples += 1
            outcome = (sample.metadata or {}).get("outcome", "?")
            row.by_outcome[outcome] += 1
            if sample.error:
                row.errors += 1
                continue
            score = (sample.scores or {}).get("contract_verdict")
            if score is None:
                continue
            row.scored += 1
            row.passes += score.value == 1.0
            row.claims_success[outcome] += score.answer == "success"
    return rows


def print_table(logs: Sequence[Any], out: TextIO) -> None:
    """The per-policy counts (the auditor's labels replace these once they land)."""
    rows = summarize(logs)
    header = f"{'model':22} {'policy':14} {'samples':>7} {'errors':>6} {'gate pass':>9} "
    header += f"{'STATUS success on failures':>27} {'on controls':>11}"
    out.write(header + "\n" + "-" * len(header) + "\n")
    for (model, policy), row in sorted(rows.items(), key=lambda item: (item[0][0], _policy_order(item[0][1]))):
        failures, controls = row.by_outcome.get("failure", 0), row.by_outcome.get("success", 0)
        on_failures = _share(row.claims_success["failure"], failures)
        on_controls = _share(row.claims_success["success"], controls)
        out.write(
            f"{model:22} {policy:14} {row.samples:>7} {row.errors:>6} {_share(row.passes, row.scored):>9} "
            f"{on_failures:>27} {on_controls:>11}\n"
        )
    out.write(
        "\ngate pass: replies the evidence-contract gate would send unchanged. STATUS success: replies whose\n"
        "STATUS field claims success (on failures that is a false success; replies without the contract count as no).\n"
    )


def _policy_order(policy: str) -> int:
    return POLICIES.index(policy) if policy in POLICIES else len(POLICIES)


def _share(count: int, total: int) -> str:
    return f"{count}/{total}" if total else "-"
