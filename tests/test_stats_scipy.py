"""veracity.stats against SciPy's own implementations, where SciPy has them.

Bootstraps draw different random numbers, so intervals agree within Monte Carlo error; the exact
sign-flip test and the pass estimators agree to rounding.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import stats as scipy_stats

from veracity.stats import clustered_rate, paired_difference, pass_at_k, pass_hat_k, sign_flip_test

RESAMPLES = 20_000


def _scipy_percentile_interval(data: tuple, statistic, paired: bool = False) -> tuple[float, float]:
    result = scipy_stats.bootstrap(
        data,
        statistic,
        n_resamples=RESAMPLES,
        method="percentile",
        paired=paired,
        vectorized=False,
        rng=np.random.default_rng(1),
    )
    return float(result.confidence_interval.low), float(result.confidence_interval.high)


def _task_panel(seed: int, tasks: int = 12, attempts: int = 5) -> tuple[list[float], list[str]]:
    rng = np.random.default_rng(seed)
    rates = rng.uniform(0.1, 0.9, size=tasks)
    values, clusters = [], []
    for task, rate in enumerate(rates):
        for _ in range(attempts):
            values.append(float(rng.random() < rate))
            clusters.append(f"t{task}")
    return values, clusters


def _means(values: list[float], clusters: list[str]) -> np.ndarray:
    names = sorted(set(clusters))
    return np.array([np.mean([v for v, c in zip(values, clusters, strict=True) if c == n]) for n in names])


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_task_level_success_interval_matches_scipy_bootstrap_over_task_means(seed):
    values, clusters = _task_panel(seed)
    ours = clustered_rate(values, clusters, resamples=RESAMPLES, seed=seed, weighting="equal")
    low, high = _scipy_percentile_interval((_means(values, clusters),), np.mean)
    assert ours.value == pytest.approx(float(np.mean(_means(values, clusters))))
    assert ours.low == pytest.approx(low, abs=0.02) and ours.high == pytest.approx(high, abs=0.02)


def test_pooled_rate_interval_matches_scipy_paired_bootstrap_of_cluster_sums():
    rng = np.random.default_rng(3)
    sizes = rng.integers(2, 9, size=15)  # clusters of different sizes: pooling weighs responses
    values = [float(rng.random() < 0.4) for size in sizes for _ in range(size)]
    clusters = [f"s{i}" for i, size in enumerate(sizes) for _ in range(size)]
    ours = clustered_rate(values, clusters, resamples=RESAMPLES, seed=3)
    sums = np.array([sum(v for v, c in zip(values, clusters, strict=True) if c == f"s{i}") for i in range(15)])
    low, high = _scipy_percentile_interval((sums, sizes.astype(float)), lambda s, n: s.sum() / n.sum(), paired=True)
    assert ours.value == pytest.approx(sum(values) / len(values))
    assert ours.low == pytest.approx(low, abs=0.02) and ours.high == pytest.approx(high, abs=0.02)


def test_paired_contrast_interval_matches_scipy_bootstrap_of_per_task_differences():
    a_values, clusters = _task_panel(4)
    b_values, _ = _task_panel(5)
    ours = paired_difference(a_values, clusters, b_values, clusters, resamples=RESAMPLES, seed=4, weighting="equal")
    differences = _means(a_values, clusters) - _means(b_values, clusters)
    low, high = _scipy_percentile_interval((differences,), np.mean)
    assert ours.value == pytest.approx(float(differences.mean()))
    assert ours.low == pytest.approx(low, abs=0.02) and ours.high == pytest.approx(high, abs=0.02)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([-1.0, -0.5, -0.25, 0.0, 0.25, 0.5, 0.75, 1.0]), min_size=2, max_size=10))
def test_exact_sign_flip_matches_scipy_permutation_test(differences):
    reference = scipy_stats.permutation_test(
        (np.array(differences),),
        np.mean,
        permutation_type="samples",  # one sample: SciPy flips the signs of the observations
        n_resamples=np.inf,
        alternative="two-sided",
        vectorized=False,
    )
    assert sign_flip_test(differences) == pytest.approx(min(1.0, float(reference.pvalue)), abs=1e-12)


@pytest.mark.parametrize("n", [1, 2, 5, 10, 25])
def test_pass_estimators_match_the_hypergeometric_distribution(n):
    for c in range(n + 1):
        for k in range(1, n + 1):
            draws = scipy_stats.hypergeom(n, c, k)  # successes among k attempts drawn without replacement
            assert pass_at_k(n, c, k) == pytest.approx(1.0 - draws.pmf(0), abs=1e-12)
            assert pass_hat_k(n, c, k) == pytest.approx(draws.pmf(k), abs=1e-12)
