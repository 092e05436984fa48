"""`veracity fta run`: every policy as one resumable Inspect eval set, then the result table.

An eval set resumes: run the same command again after an interruption (kill -9 included) and
Inspect completes the missing samples from the logs already written, reusing the finished ones.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from veracity.fta.scenarios import load_dataset
from veracity.fta.task import POLICIES

DEFAULT_MODEL = "veracity/smollm2"
RICH_MARKUP = re.compile(r"\[/?(?:bold|italic|blue|red|green|yellow|cyan|magenta)\]")  # in Inspect's errors


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
    for name in plan.models:
        probe_model(name, base_url=plan.model_base_url, **plan.model_args)


def probe_model(name: str, base_url: str | None = None, **model_args: Any) -> None:
    """Ask one model for one token (no retries, 30 s at most); ValueError names the cause."""
    import asyncio

    from inspect_ai.model import GenerateConfig, get_model

    probe = GenerateConfig(max_tokens=1, max_retries=0, timeout=30)
    try:
        model = get_model(name, base_url=base_url, **model_args)
        asyncio.run(model.generate("Say OK.", config=probe))
    except Exception as error:
        raise ValueError(f"model {name!r}: {_one_line(error)}") from None


def _one_line(error: BaseException) -> str:
    """The root cause, on one line: retry wrappers (tenacity's RetryError) are unwrapped."""
    last_attempt = getattr(error, "last_attempt", None)
    if last_attempt is not None and last_attempt.exception() is not None:
        error = last_attempt.exception()
    # All of it on one line: Inspect's first line is often a heading and the cause comes after.
    text = " ".join(line.strip() for line in str(error).splitlines() if line.strip())
    text = RICH_MARKUP.sub("", text)
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
