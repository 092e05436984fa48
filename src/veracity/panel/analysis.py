"""FIRE's panel statistics, with tasks as the unit of inference.

Per arm: success averaged within each task first, then over tasks, with a task-level bootstrap
95% CI; pass@k and pass^k from each task's n attempts and c successes (the unbiased estimators,
averaged over tasks). Contrasts (policy minus sham, policy minus baseline): the mean over shared
tasks of the per-task difference, a paired task bootstrap CI, and a sign-flip permutation p-value
(exact enumeration up to 20 tasks). The transition table counts tasks by baseline successes x
policy successes. The funnel follows each attempt through the hook decision log: a risky state
arose, an intervention fired, the corrective behaviour was registered, the verifier passed.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from veracity.panel.attempts import Attempt
from veracity.runtime.engine import ARM_STOP_TEXT
from veracity.stats import (
    DEFAULT_RESAMPLES,
    DEFAULT_SEED,
    Estimate,
    clustered_rate,
    paired_difference,
    pass_at_k,
    pass_hat_k,
    sign_flip_test,
)

EXACT_SIGN_FLIP_TASKS = 20
FUNNEL_STAGES = ("attempts", "risky", "fired", "behaviour", "passed")


@dataclass(frozen=True, slots=True)
class ArmResult:
    arm: str
    attempts: int
    tasks: int
    success: Estimate
    pass_at: dict[int, float]
    pass_hat: dict[int, float]


@dataclass(frozen=True, slots=True)
class Contrast:
    arm: str
    control: str
    difference: Estimate
    p_value: float
    exact: bool  # all 2^n sign patterns enumerated (else Monte Carlo)


@dataclass(frozen=True, slots=True)
class Transitions:
    k: int
    counts: list[list[int]]  # counts[baseline successes][policy successes], tasks with k attempts in both
    skipped: int  # shared tasks left out because their attempt counts differ from k


@dataclass(slots=True)
class Analysis:
    arms: list[ArmResult]
    contrasts: list[Contrast]
    transitions: Transitions | None
    funnel: dict[str, dict[str, int]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "arms": [
                {
                    "arm": a.arm,
                    "attempts": a.attempts,
                    "tasks": a.tasks,
                    "success": a.success.as_dict(),
                    "pass_at_k": {str(k): v for k, v in a.pass_at.items()},
                    "pass_hat_k": {str(k): v for k, v in a.pass_hat.items()},
                }
                for a in self.arms
            ],
            "contrasts": [
                {
                    "arm": c.arm,
                    "control": c.control,
                    "difference": c.difference.as_dict(),
                    "p_value": c.p_value,
                    "exact": c.exact,
                }
                for c in self.contrasts
            ],
            "transitions": None
            if self.transitions is None
            else {"k": self.transitions.k, "counts": self.transitions.counts, "skipped": self.transitions.skipped},
            "funnel": self.funnel,
        }


def _task_counts(attempts: Iterable[Attempt]) -> dict[str, dict[str, list[int]]]:
    """arm -> task -> [attempts, successes]."""
    counts: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for attempt in attempts:
        cell = counts[attempt.arm][attempt.task]
        cell[0] += 1
        cell[1] += attempt.passed
    return counts


def _arm_result(arm: str, attempts: list[Attempt], tasks: dict[str, list[int]], resamples: int, seed: int) -> ArmResult:
    success = clustered_rate(
        [float(a.passed) for a in attempts],
        [a.task for a in attempts],
        resamples=resamples,
        seed=seed,
        weighting="equal",
    )
    k_max = min(n for n, _ in tasks.values())
    pass_at = {k: sum(pass_at_k(n, c, k) for n, c in tasks.values()) / len(tasks) for k in range(1, k_max + 1)}
    pass_hat = {k: sum(pass_hat_k(n, c, k) for n, c in tasks.values()) / len(tasks) for k in range(1, k_max + 1)}
    return ArmResult(arm, len(attempts), len(tasks), success, pass_at, pass_hat)


def _contrast(arm: str, control: str, by_arm: dict[str, list[Attempt]], resamples: int, seed: int) -> Contrast:
    a, b = by_arm[arm], by_arm[control]
    difference = paired_difference(
        [float(x.passed) for x in a],
        [x.task for x in a],
        [float(x.passed) for x in b],
        [x.task for x in b],
        resamples=resamples,
        seed=seed,
        weighting="equal",
    )
    counts = _task_counts(a + b)
    shared = sorted(set(counts[arm]) & set(counts[control]))
    per_task = [counts[arm][t][1] / counts[arm][t][0] - counts[control][t][1] / counts[control][t][0] for t in shared]
    p_value = sign_flip_test(per_task, exact_up_to=EXACT_SIGN_FLIP_TASKS, resamples=resamples, seed=seed)
    return Contrast(arm, control, difference, p_value, len(per_task) <= EXACT_SIGN_FLIP_TASKS)


def _transitions(tasks_baseline: dict[str, list[int]], tasks_policy: dict[str, list[int]]) -> Transitions | None:
    shared = sorted(set(tasks_baseline) & set(tasks_policy))
    if not shared:
        return None
    sizes = [n for t in shared for n in (tasks_baseline[t][0], tasks_policy[t][0])]
    k = max(set(sizes), key=sizes.count)  # the panel's attempts per task
    counts = [[0] * (k + 1) for _ in range(k + 1)]
    skipped = 0
    for task in shared:
        (nb, cb), (np_, cp) = tasks_baseline[task], tasks_policy[task]
        if nb != k or np_ != k:
            skipped += 1
            continue
        counts[cb][cp] += 1
    return Transitions(k, counts, skipped)


def funnel(attempts: Iterable[Attempt], log_of: Callable[[str], list[dict[str, Any]]]) -> dict[str, dict[str, int]]:
    """Per arm, how many attempts reached each stage, each stage within the previous one: a risky
    state arose, an intervention fired, the corrective behaviour was registered, the verifier passed."""
    result: dict[str, dict[str, int]] = {}
    for attempt in attempts:
        stages = result.setdefault(attempt.arm, dict.fromkeys(FUNNEL_STAGES, 0))
        stages["attempts"] += 1
        records = log_of(attempt.session) if attempt.session else []
        decisions = [r for r in records if r.get("record") == "decision"]
        reached = [
            any(r.get("policy") not in ARM_STOP_TEXT for r in decisions),  # a policy's risky state, not an arm's stop
            any(r.get("fired") for r in decisions),
            any(r.get("record") == "behaviour" for r in records),
            attempt.passed,
        ]
        for stage, hit in zip(FUNNEL_STAGES[1:], reached, strict=True):
            if not hit:
                break
            stages[stage] += 1
    return result


def analyze(
    attempts: list[Attempt],
    *,
    reference: str = "policy",
    controls: tuple[str, ...] = ("sham", "baseline"),
    log_of: Callable[[str], list[dict[str, Any]]] | None = None,
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
) -> Analysis:
    """The panel's tables from its attempts (and, for the funnel, the hooks' decision logs)."""
    by_arm: dict[str, list[Attempt]] = defaultdict(list)
    for attempt in attempts:
        by_arm[attempt.arm].append(attempt)
    counts = _task_counts(attempts)
    arms = [_arm_result(arm, by_arm[arm], counts[arm], resamples, seed) for arm in sorted(by_arm)]
    contrasts = [
        _contrast(reference, control, by_arm, resamples, seed)
        for control in controls
        if reference in by_arm and control in by_arm
    ]
    transitions = (
        _transitions(counts["baseline"], counts[reference]) if "baseline" in by_arm and reference in by_arm else None
    )
    return Analysis(arms, contrasts, transitions, funnel(attempts, log_of) if log_of else {})
