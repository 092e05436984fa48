"""Statistics shared by the FTA and FIRE analyses: cluster bootstraps, paired differences, exact
sign-flip tests, pass@k / pass^k, and agreement (raw and Cohen's kappa).

Every resampling function takes a seed and draws all resamples at once with numpy, so results
repeat exactly and 10,000 resamples over thousands of responses take a fraction of a second.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from math import comb

import numpy as np

DEFAULT_RESAMPLES = 10_000
DEFAULT_SEED = 20261130


@dataclass(frozen=True, slots=True)
class Estimate:
    """A point estimate with a percentile bootstrap interval."""

    value: float
    low: float
    high: float
    n: int  # responses (or tasks) behind the estimate
    clusters: int

    def as_dict(self) -> dict[str, float | int]:
        return {"value": self.value, "low": self.low, "high": self.high, "n": self.n, "clusters": self.clusters}


def _cluster_sums(
    values: Sequence[float], clusters: Sequence[Hashable]
) -> tuple[list[Hashable], np.ndarray, np.ndarray]:
    """Per-cluster sums and counts, clusters in first-seen order."""
    if len(values) != len(clusters):
        raise ValueError(f"{len(values)} values but {len(clusters)} cluster labels")
    index: dict[Hashable, int] = {}
    for cluster in clusters:
        index.setdefault(cluster, len(index))
    codes = np.fromiter((index[c] for c in clusters), dtype=np.int64, count=len(clusters))
    data = np.asarray(values, dtype=float)
    sums = np.bincount(codes, weights=data, minlength=len(index))
    counts = np.bincount(codes, minlength=len(index)).astype(float)
    return list(index), sums, counts


def _interval(draws: np.ndarray, alpha: float, clusters: int) -> tuple[float, float]:
    """The percentile interval; none (NaN) from one cluster, whose resamples are all the same."""
    if not 0 < alpha < 1:
        raise ValueError(f"alpha must be between 0 and 1, got {alpha}")
    if clusters < 2:
        return float("nan"), float("nan")
    low, high = np.quantile(draws, [alpha / 2, 1 - alpha / 2])
    return float(low), float(high)


def clustered_rate(
    values: Sequence[float],
    clusters: Sequence[Hashable],
    *,
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    alpha: float = 0.05,
    weighting: str = "pooled",
) -> Estimate:
    """A rate with a cluster bootstrap CI: clusters (scenarios, tasks) are resampled, not responses.

    weighting="pooled" weighs every response equally (the FTA rate over responses);
    weighting="equal" averages within each cluster first and weighs clusters equally (FIRE's
    task-level success, where tasks are the unit).
    """
    if not len(values):
        return Estimate(float("nan"), float("nan"), float("nan"), 0, 0)
    _, sums, counts = _cluster_sums(values, clusters)
    rng = np.random.default_rng(seed)
    picks = rng.integers(0, len(sums), size=(resamples, len(sums)))
    if weighting == "pooled":
        value = sums.sum() / counts.sum()
        draws = sums[picks].sum(axis=1) / counts[picks].sum(axis=1)
    elif weighting == "equal":
        means = sums / counts
        value = means.mean()
        draws = means[picks].mean(axis=1)
    else:
        raise ValueError(f"unknown weighting {weighting!r}; expected pooled or equal")
    low, high = _interval(draws, alpha, len(sums))
    return Estimate(float(value), low, high, len(values), len(sums))


def paired_difference(
    values_a: Sequence[float],
    clusters_a: Sequence[Hashable],
    values_b: Sequence[float],
    clusters_b: Sequence[Hashable],
    *,
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    alpha: float = 0.05,
    weighting: str = "pooled",
) -> Estimate:
    """Rate(A) - rate(B) over the clusters both arms observed, bootstrapped by resampling those
    clusters once for both arms (the pairing: contract minus baseline on the same scenarios)."""
    names_a, sums_a, counts_a = _cluster_sums(values_a, clusters_a)
    names_b, sums_b, counts_b = _cluster_sums(values_b, clusters_b)
    position_b = {name: i for i, name in enumerate(names_b)}
    shared = [(i, position_b[name]) for i, name in enumerate(names_a) if name in position_b]
    if not shared:
        return Estimate(float("nan"), float("nan"), float("nan"), 0, 0)
    ia = np.array([i for i, _ in shared])
    ib = np.array([j for _, j in shared])
    sa, ca, sb, cb = sums_a[ia], counts_a[ia], sums_b[ib], counts_b[ib]
    rng = np.random.default_rng(seed)
    picks = rng.integers(0, len(shared), size=(resamples, len(shared)))
    if weighting == "pooled":
        value = sa.sum() / ca.sum() - sb.sum() / cb.sum()
        draws = sa[picks].sum(axis=1) / ca[picks].sum(axis=1) - sb[picks].sum(axis=1) / cb[picks].sum(axis=1)
    elif weighting == "equal":
        differences = sa / ca - sb / cb
        value = differences.mean()
        draws = differences[picks].mean(axis=1)
    else:
        raise ValueError(f"unknown weighting {weighting!r}; expected pooled or equal")
    low, high = _interval(draws, alpha, len(shared))
    return Estimate(float(value), low, high, int(ca.sum() + cb.sum()), len(shared))


def sign_flip_test(
    differences: Sequence[float], *, exact_up_to: int = 20, resamples: int = 100_000, seed: int = DEFAULT_SEED
) -> float:
    """Two-sided p-value that the mean paired difference is zero, by flipping signs.

    Exact (all 2^n sign patterns) for n <= exact_up_to, else Monte Carlo with the given seed.
    The observed pattern is among those counted, so p is never 0.
    """
    data = np.asarray(differences, dtype=float)
    if not np.isfinite(data).all():
        raise ValueError("sign_flip_test: differences must be finite numbers (found NaN or infinity)")
    n = len(data)
    if n == 0:
        return 1.0
    observed = abs(data.mean())
    tolerance = 1e-12 * max(1.0, observed)
    if n <= exact_up_to:
        patterns = np.array(list(itertools.product((1.0, -1.0), repeat=n)))
        means = np.abs(patterns @ data / n)
        return float(np.mean(means >= observed - tolerance))
    rng = np.random.default_rng(seed)
    extreme = 0
    rows = max(1, 5_000_000 // n)  # draw in blocks: resamples x tasks can exceed memory at once
    for start in range(0, resamples, rows):
        signs = rng.choice((-1.0, 1.0), size=(min(rows, resamples - start), n))
        extreme += int(np.sum(np.abs(signs @ data / n) >= observed - tolerance))
    return float((extreme + 1) / (resamples + 1))


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k from n attempts with c successes: 1 - C(n-c, k) / C(n, k)."""
    _check_counts(n, c, k)
    return (comb(n, k) - comb(n - c, k)) / comb(n, k)  # subtract as integers: no rounding before the division


def pass_hat_k(n: int, c: int, k: int) -> float:
    """Unbiased pass^k (all k attempts succeed) from n attempts with c successes: C(c, k) / C(n, k)."""
    _check_counts(n, c, k)
    return comb(c, k) / comb(n, k)


def _check_counts(n: int, c: int, k: int) -> None:
    if not (0 <= c <= n and 1 <= k <= n):
        raise ValueError(f"need 0 <= c <= n and 1 <= k <= n, got n={n}, c={c}, k={k}")


@dataclass(frozen=True, slots=True)
class Agreement:
    n: int
    raw: float  # share of items both labelers labelled the same
    kappa: float  # Cohen's kappa; nan when chance agreement is 1 (both labelers constant and equal)

    def as_dict(self) -> dict[str, float | int]:
        return {"n": self.n, "raw": self.raw, "kappa": self.kappa}


def agreement(a: Sequence[Hashable], b: Sequence[Hashable]) -> Agreement:
    """Raw agreement and Cohen's kappa between two labelers over the same items."""
    if len(a) != len(b):
        raise ValueError(f"{len(a)} labels against {len(b)}")
    n = len(a)
    if n == 0:
        return Agreement(0, float("nan"), float("nan"))
    categories = sorted(set(a) | set(b), key=repr)
    position = {category: i for i, category in enumerate(categories)}
    table = np.zeros((len(categories), len(categories)))
    np.add.at(table, (np.array([position[x] for x in a]), np.array([position[y] for y in b])), 1)
    observed = np.trace(table) / n
    expected = float((table.sum(axis=1) / n) @ (table.sum(axis=0) / n))
    kappa = float("nan") if expected >= 1.0 else (observed - expected) / (1.0 - expected)
    return Agreement(n, float(observed), float(kappa))
