"""The validation sample: drawn before anyone labels, stratified, seeded, written as a manifest.

Within each model, the sample size is max(ceil(fraction x responses), min_per_model), capped at the
model's responses, and it is allocated to the strata (policy x family x condition x outcome) in
proportion to their size, rounding so that each margin keeps its share too (ties broken by the seeded
generator). Each
stratum's responses are drawn without replacement; the items are then shuffled so that an annotator
meets the strata mixed, not in blocks. The same runs, options and seed always give the same sample.
"""

from __future__ import annotations

import json
import math
import random
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from veracity.fta.report import Row

DEFAULT_FRACTION = 0.15
DEFAULT_MIN_PER_MODEL = 30
DEFAULT_SEED = 20261130
MANIFEST_FORMAT = "veracity.annotation-manifest"


@dataclass(frozen=True, slots=True)
class Settings:
    fraction: float = DEFAULT_FRACTION
    min_per_model: int = DEFAULT_MIN_PER_MODEL
    seed: int = DEFAULT_SEED

    def __post_init__(self) -> None:
        if not 0 < self.fraction <= 1:
            raise ValueError(f"fraction must be in (0, 1], got {self.fraction}")
        if self.min_per_model < 0:
            raise ValueError(f"min_per_model must be 0 or more, got {self.min_per_model}")


def _stratum(row: Row) -> tuple[str, str, str, str]:
    return (row.policy, row.family, row.condition, row.outcome)


def _allocate(sizes: dict[tuple[str, ...], int], total: int, rng: random.Random) -> dict[tuple[str, ...], int]:
    """Split `total` over strata in proportion to their sizes: each stratum gets the floor of its
    quota, and each unit left goes where the strata's margins (policy, family, condition, outcome)
    fall furthest below their own proportional shares, so every margin ends within about one of it."""
    population = sum(sizes.values())
    quotas = {key: total * size / population for key, size in sizes.items()}
    counts = {key: math.floor(quota) for key, quota in quotas.items()}
    dimensions = range(len(next(iter(sizes))))
    target: list[dict[str, float]] = [defaultdict(float) for _ in dimensions]
    have: list[dict[str, int]] = [defaultdict(int) for _ in dimensions]
    for key in sizes:
        for d in dimensions:
            target[d][key[d]] += quotas[key]
            have[d][key[d]] += counts[key]
    ties = {key: rng.random() for key in sizes}
    for _ in range(total - sum(counts.values())):
        open_strata = [key for key in sizes if counts[key] < sizes[key]]
        chosen = max(
            open_strata,
            key=lambda key: (
                quotas[key] - counts[key] + sum(target[d][key[d]] - have[d][key[d]] for d in dimensions),
                ties[key],
            ),
        )
        counts[chosen] += 1
        for d in dimensions:
            have[d][chosen[d]] += 1
    return counts


def draw(rows: Sequence[Row], settings: Settings = Settings()) -> list[Row]:
    """The sampled responses, in the order annotators meet them."""
    rng = random.Random(settings.seed)
    chosen: list[Row] = []
    for model in sorted({row.model for row in rows}):
        strata: dict[tuple[str, str, str, str], list[Row]] = defaultdict(list)
        for row in sorted((r for r in rows if r.model == model), key=lambda r: r.key):
            strata[_stratum(row)].append(row)
        population = sum(len(members) for members in strata.values())
        wanted = min(population, max(math.ceil(settings.fraction * population), settings.min_per_model))
        counts = _allocate({key: len(members) for key, members in sorted(strata.items())}, wanted, rng)
        for key in sorted(strata):
            chosen += rng.sample(strata[key], counts[key])
    rng.shuffle(chosen)
    return chosen


def manifest(rows: Sequence[Row], chosen: Sequence[Row], settings: Settings, runs: Sequence[str]) -> dict[str, Any]:
    models = sorted({row.model for row in rows})
    return {
        "format": MANIFEST_FORMAT,
        "version": 1,
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
        "seed": settings.seed,
        "fraction": settings.fraction,
        "min_per_model": settings.min_per_model,
        "stratified_by": ["model", "policy", "family", "condition", "outcome"],
        "runs": [str(run) for run in runs],
        "population": len(rows),
        "models": {
            model: {
                "responses": sum(row.model == model for row in rows),
                "sampled": sum(row.model == model for row in chosen),
            }
            for model in models
        },
        "items": [
            {
                "item": number,
                "response_id": row.key,
                "model": row.model,
                "policy": row.policy,
                "scenario_id": row.scenario_id,
                "epoch": row.epoch,
                "family": row.family,
                "condition": row.condition,
                "outcome": row.outcome,
            }
            for number, row in enumerate(chosen, start=1)
        ],
    }


def write_manifest(path: Path, content: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(json.dumps(content, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    temporary.replace(path)
