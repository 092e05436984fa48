"""Panel analysis and Harbor import speed.

    .venv/bin/python bench/panel.py [--tasks N] [--attempts K] [--trials N] [--seed S]

Part 1: `analyze` over 100,000 attempts (1,000 tasks x 5 arms x 20 attempts, seeded success
probabilities per task and arm), 10,000 bootstrap resamples, Monte Carlo sign-flip contrasts.
Target: under 5 s. Part 2: `import_jobs` over 10,000 Harbor trial directories written to a
temporary folder (5% with an exception, half of those with a reward). Target: under 10 s.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import tempfile
import time
from pathlib import Path

from veracity.panel.analysis import analyze
from veracity.panel.attempts import Attempt
from veracity.panel.harbor import import_jobs

ARMS = ("policy", "sham", "always-verify", "reconsider", "baseline")


def make_attempts(tasks: int, attempts: int, seed: int) -> list[Attempt]:
    rng = random.Random(seed)
    made = []
    for task in range(tasks):
        base = rng.random()
        for arm in ARMS:
            p = min(1.0, base + (0.15 if arm == "policy" else 0.0))
            made += [Attempt(f"task-{task}", arm, k, rng.random() < p) for k in range(attempts)]
    return made


def write_trials(root: Path, trials: int, seed: int) -> None:
    rng = random.Random(seed)
    for index in range(trials):
        folder = root / f"task-{index % 500}__{index:05d}"
        folder.mkdir(parents=True)
        failed = rng.random() < 0.05
        exception = {"exception_type": "AgentTimeoutError", "exception_message": "timeout"}
        reward = None if failed and rng.random() < 0.5 else float(rng.random() < 0.6)
        data = {
            "task_name": f"task-{index % 500}",
            "trial_name": folder.name,
            "agent_info": {"name": "claude-code", "version": "2", "model_info": {"name": "m", "provider": "p"}},
            "verifier_result": None if reward is None else {"rewards": {"reward": reward}},
            "exception_info": exception if failed else None,
            "started_at": f"2026-11-20T{index % 24:02d}:00:00",
        }
        (folder / "result.json").write_text(json.dumps(data))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tasks", type=int, default=1000)
    parser.add_argument("--attempts", type=int, default=20)
    parser.add_argument("--trials", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()

    attempts = make_attempts(args.tasks, args.attempts, args.seed)
    start = time.perf_counter()
    result = analyze(attempts, seed=args.seed)
    elapsed = time.perf_counter() - start
    policy = next(a for a in result.arms if a.arm == "policy")
    print(
        f"analyze: {len(attempts):,} attempts ({args.tasks} tasks x {len(ARMS)} arms x {args.attempts}) in "
        f"{elapsed:.2f} s (policy success {policy.success.value:.3f}, {len(result.contrasts)} contrasts)"
    )

    root = Path(tempfile.mkdtemp(prefix="veracity-harbor-bench-"))
    try:
        write_trials(root / "job", args.trials, args.seed)
        start = time.perf_counter()
        imported = import_jobs([("policy", root / "job")])
        elapsed = time.perf_counter() - start
    finally:
        shutil.rmtree(root, ignore_errors=True)
    print(f"import-harbor: {len(imported):,} trials in {elapsed:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
