from __future__ import annotations

import itertools
import math
import random
from math import comb

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from veracity.stats import agreement, clustered_rate, paired_difference, pass_at_k, pass_hat_k, sign_flip_test


def test_pooled_rate_and_interval() -> None:
    values = [1, 1, 0, 0, 1, 0, 0, 0]
    clusters = ["a", "a", "b", "b", "c", "c", "d", "d"]
    estimate = clustered_rate(values, clusters, resamples=2000, seed=1)
    assert estimate.value == pytest.approx(3 / 8)
    assert estimate.low <= estimate.value <= estimate.high
    assert (estimate.n, estimate.clusters) == (8, 4)
    assert clustered_rate(values, clusters, resamples=2000, seed=1) == estimate  # seeded


def test_resampling_clusters_not_responses_widens_the_interval_for_correlated_data() -> None:
    # 20 scenarios, each answered identically 30 times: the effective sample is 20, not 600
    rng = random.Random(3)
    per_scenario = [rng.random() < 0.5 for _ in range(20)]
    values = [float(v) for v in per_scenario for _ in range(30)]
    clusters = [i for i in range(20) for _ in range(30)]
    clustered = clustered_rate(values, clusters, seed=2)
    naive = clustered_rate(values, list(range(600)), seed=2)
    assert (clustered.high - clustered.low) > 3 * (naive.high - naive.low)


def test_the_bootstrap_matches_a_direct_loop() -> None:
    values = [1, 0, 1, 1, 0, 0, 1, 0, 1, 1]
    clusters = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]
    estimate = clustered_rate(values, clusters, resamples=4000, seed=7)
    rng = np.random.default_rng(7)
    picks = rng.integers(0, 5, size=(4000, 5))
    sums, counts = np.array([1, 2, 0, 1, 2.0]), np.full(5, 2.0)
    draws = sums[picks].sum(axis=1) / counts[picks].sum(axis=1)
    assert (estimate.low, estimate.high) == tuple(np.quantile(draws, [0.025, 0.975]))


def test_equal_weighting_averages_clusters_first() -> None:
    values = [1, 1, 1, 1, 0]
    clusters = ["a", "a", "a", "a", "b"]
    assert clustered_rate(values, clusters).value == pytest.approx(0.8)
    assert clustered_rate(values, clusters, weighting="equal").value == pytest.approx(0.5)


def test_paired_difference_uses_shared_clusters() -> None:
    contract = [0, 0, 1, 0, 0, 0]
    baseline = [1, 1, 1, 0, 1, 1]
    scenarios = ["s1", "s1", "s2", "s2", "s3", "s3"]
    difference = paired_difference(contract, scenarios, [*baseline, 1], [*scenarios, "only-baseline"], seed=3)
    assert difference.value == pytest.approx(1 / 6 - 5 / 6)
    assert difference.clusters == 3
    assert difference.low <= difference.value <= difference.high <= 0


def brute_force_sign_flip(differences: list[float]) -> float:
    observed = abs(sum(differences) / len(differences))
    hits = 0
    for signs in itertools.product((1, -1), repeat=len(differences)):
        hits += abs(sum(s * d for s, d in zip(signs, differences, strict=True)) / len(differences)) >= observed - 1e-12
    return hits / 2 ** len(differences)


@pytest.mark.parametrize(
    "differences", [[0.5, 0.25, 0.75, 1.0], [0.2, -0.1, 0.3, 0.0, 0.4, -0.2, 0.1], [1.0] * 8, [0.0, 0.0, 0.0]]
)
def test_sign_flip_is_exact_enumeration_on_small_cases(differences: list[float]) -> None:
    assert sign_flip_test(differences) == pytest.approx(brute_force_sign_flip(differences))


def test_sign_flip_monte_carlo_approximates_the_exact_value() -> None:
    rng = random.Random(5)
    differences = [rng.gauss(0.15, 0.5) for _ in range(16)]
    exact = sign_flip_test(differences)
    approximate = sign_flip_test(differences, exact_up_to=0, resamples=200_000, seed=1)
    assert approximate == pytest.approx(exact, abs=0.01)


def simulate_pass(n: int, c: int, k: int, every: bool) -> float:
    """Exact expectation over all k-subsets of n attempts with c successes."""
    attempts = [True] * c + [False] * (n - c)
    subsets = list(itertools.combinations(attempts, k))
    return sum((all if every else any)(subset) for subset in subsets) / len(subsets)


@pytest.mark.parametrize(("n", "c", "k"), [(5, 0, 1), (5, 2, 2), (6, 3, 3), (8, 8, 4), (10, 1, 5)])
def test_pass_at_k_and_pass_hat_k_are_the_unbiased_estimators(n: int, c: int, k: int) -> None:
    assert pass_at_k(n, c, k) == pytest.approx(simulate_pass(n, c, k, every=False))
    assert pass_hat_k(n, c, k) == pytest.approx(simulate_pass(n, c, k, every=True))
    assert pass_at_k(n, c, k) == pytest.approx(1 - comb(n - c, k) / comb(n, k))


def test_pass_counts_are_checked() -> None:
    with pytest.raises(ValueError, match="0 <= c <= n"):
        pass_at_k(3, 4, 1)


@given(st.integers(1, 30).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n), st.integers(1, n))))
@settings(max_examples=200)
def test_pass_estimators_are_probabilities_with_pass_hat_below_pass_at(case: tuple[int, int, int]) -> None:
    n, c, k = case
    assert 0.0 <= pass_hat_k(n, c, k) <= pass_at_k(n, c, k) <= 1.0


def test_kappa_known_values() -> None:
    # a 2x2 example worked by hand: observed 0.7, expected 0.5 -> kappa 0.4
    a = [1] * 5 + [0] * 5
    b = [1, 1, 1, 1, 0, 1, 0, 0, 0, 0]
    result = agreement(a, b)
    assert result.raw == pytest.approx(0.8)
    assert result.kappa == pytest.approx(0.6)
    perfect = agreement([True, False, True], [True, False, True])
    assert (perfect.raw, perfect.kappa) == (1.0, 1.0)
    constant = agreement([False] * 4, [False] * 4)
    assert constant.raw == 1.0 and np.isnan(constant.kappa)


@given(st.lists(st.tuples(st.booleans(), st.booleans()), min_size=1, max_size=60))
def test_kappa_is_symmetric_and_bounded(pairs: list[tuple[bool, bool]]) -> None:
    a, b = [p[0] for p in pairs], [p[1] for p in pairs]
    forward, backward = agreement(a, b), agreement(b, a)
    assert forward.raw == backward.raw
    assert (np.isnan(forward.kappa) and np.isnan(backward.kappa)) or forward.kappa == pytest.approx(backward.kappa)
    assert np.isnan(forward.kappa) or -1.0 - 1e-9 <= forward.kappa <= 1.0 + 1e-9


def test_one_cluster_has_no_interval() -> None:
    estimate = clustered_rate([1, 0, 1], ["a", "a", "a"], resamples=200)
    assert estimate.value == pytest.approx(2 / 3) and math.isnan(estimate.low) and math.isnan(estimate.high)
    delta = paired_difference([1, 1], ["a", "a"], [0, 1], ["a", "a"], resamples=200)
    assert delta.value == 0.5 and math.isnan(delta.low)


def test_bad_alpha_and_non_finite_differences_are_refused() -> None:
    with pytest.raises(ValueError, match="alpha"):
        clustered_rate([1, 0], ["a", "b"], alpha=2)
    with pytest.raises(ValueError, match="finite"):
        sign_flip_test([1.0, float("nan"), 2.0])
