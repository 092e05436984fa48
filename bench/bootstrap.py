"""Bootstrap speed: 10,000 scenario-clustered resamples over a 3,600-response matrix.

    .venv/bin/python bench/bootstrap.py

3,600 responses = 100 scenarios x 3 policies x 12 epochs, as in the paper. Times one clustered rate
over all of them and one paired difference between two policies (1,200 responses each, the same 100
scenarios), each with 10,000 resamples. Target: < 1 s.
"""

from __future__ import annotations

import time

import numpy as np

from veracity.stats import clustered_rate, paired_difference


def main() -> None:
    rng = np.random.default_rng(7)
    scenarios = np.tile(np.repeat(np.arange(100), 12), 3)  # policy-major: 3 policies x 100 scenarios x 12 epochs
    values = (rng.random(3600) < rng.random(100)[scenarios]).astype(float)
    started = time.perf_counter()
    rate = clustered_rate(values, scenarios, resamples=10_000)
    rate_time = time.perf_counter() - started
    started = time.perf_counter()
    baseline, contract = slice(0, 1200), slice(1200, 2400)
    difference = paired_difference(
        values[contract], scenarios[contract], values[baseline], scenarios[baseline], resamples=10_000
    )
    difference_time = time.perf_counter() - started
    print(
        f"clustered rate, 3,600 responses, 10,000 resamples: {rate_time:.3f} s "
        f"({rate.value:.3f} [{rate.low:.3f}, {rate.high:.3f}])"
    )
    print(
        f"paired difference, 1,200 + 1,200 responses, 10,000 resamples: {difference_time:.3f} s "
        f"({difference.value:+.3f} [{difference.low:+.3f}, {difference.high:+.3f}])"
    )


if __name__ == "__main__":
    main()
