"""Panel statistics against reference computations: brute-force enumeration for pass@k, pass^k and
the exact sign-flip test, hand-computed task means, and the funnel from real decision logs."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from hooksession import Session, replay
from veracity.panel.analysis import analyze, funnel
from veracity.panel.attempts import Attempt, AttemptError, read_attempts, write_attempts
from veracity.panel.report import write_report
from veracity.runtime.state import StateStore


def _panel(outcomes: dict[tuple[str, str], list[int]]) -> list[Attempt]:
    return [
        Attempt(task, arm, index, bool(passed))
        for (task, arm), results in outcomes.items()
        for index, passed in enumerate(results)
    ]


OUTCOMES = {
    ("t1", "policy"): [1, 1, 1, 0],
    ("t1", "sham"): [1, 0, 0, 0],
    ("t1", "baseline"): [0, 0, 0, 0],
    ("t2", "policy"): [1, 1, 1, 1],
    ("t2", "sham"): [1, 1, 0, 1],
    ("t2", "baseline"): [1, 0, 1, 0],
    ("t3", "policy"): [0, 1, 0, 0],
    ("t3", "sham"): [0, 0, 0, 0],
    ("t3", "baseline"): [0, 0, 0, 1],
}


def _brute_pass_at(results: list[int], k: int) -> float:
    subsets = list(itertools.combinations(results, k))
    return sum(any(s) for s in subsets) / len(subsets)


def _brute_pass_hat(results: list[int], k: int) -> float:
    subsets = list(itertools.combinations(results, k))
    return sum(all(s) for s in subsets) / len(subsets)


def _brute_sign_flip(differences: list[float]) -> float:
    observed = abs(sum(differences) / len(differences))
    patterns = list(itertools.product((1, -1), repeat=len(differences)))
    extreme = [abs(sum(s * d for s, d in zip(p, differences, strict=True)) / len(differences)) for p in patterns]
    return sum(e >= observed - 1e-12 for e in extreme) / len(patterns)


def test_arm_rates_pass_at_k_and_pass_hat_k_match_enumeration():
    result = analyze(_panel(OUTCOMES), resamples=2000)
    arms = {a.arm: a for a in result.arms}
    for arm in ("policy", "sham", "baseline"):
        tasks = [OUTCOMES[(t, arm)] for t in ("t1", "t2", "t3")]
        assert arms[arm].success.value == pytest.approx(sum(sum(r) / len(r) for r in tasks) / 3)
        assert low_high_ordered(arms[arm].success)
        for k in (1, 2, 3, 4):
            assert arms[arm].pass_at[k] == pytest.approx(sum(_brute_pass_at(r, k) for r in tasks) / 3)
            assert arms[arm].pass_hat[k] == pytest.approx(sum(_brute_pass_hat(r, k) for r in tasks) / 3)


def low_high_ordered(estimate) -> bool:
    return estimate.low <= estimate.value <= estimate.high


def test_contrasts_use_task_means_and_the_exact_sign_flip():
    result = analyze(_panel(OUTCOMES), resamples=2000)
    contrasts = {c.control: c for c in result.contrasts}
    for control in ("sham", "baseline"):
        per_task = [sum(OUTCOMES[(t, "policy")]) / 4 - sum(OUTCOMES[(t, control)]) / 4 for t in ("t1", "t2", "t3")]
        assert contrasts[control].difference.value == pytest.approx(sum(per_task) / 3)
        assert contrasts[control].p_value == pytest.approx(_brute_sign_flip(per_task))
        assert contrasts[control].exact


def test_sign_flip_on_random_small_panels_matches_enumeration():
    rng = random.Random(5)
    for _ in range(20):
        tasks = [f"t{i}" for i in range(rng.randint(2, 9))]
        outcomes = {
            (t, arm): [rng.random() < p for _ in range(3)] for t in tasks for arm, p in (("policy", 0.7), ("sham", 0.4))
        }
        result = analyze(_panel(outcomes), controls=("sham",), resamples=500)
        per_task = [sum(outcomes[(t, "policy")]) / 3 - sum(outcomes[(t, "sham")]) / 3 for t in tasks]
        assert result.contrasts[0].p_value == pytest.approx(_brute_sign_flip(per_task))


def test_transition_table_counts_tasks_by_successes():
    result = analyze(_panel(OUTCOMES), resamples=500)
    table = result.transitions
    assert table is not None and table.k == 4 and table.skipped == 0
    expected = [[0] * 5 for _ in range(5)]
    for task in ("t1", "t2", "t3"):
        expected[sum(OUTCOMES[(task, "baseline")])][sum(OUTCOMES[(task, "policy")])] += 1
    assert table.counts == expected


def test_results_repeat_with_the_same_seed_and_json_round_trips(tmp_path):
    attempts = _panel(OUTCOMES)
    first, second = analyze(attempts, seed=3, resamples=1000), analyze(attempts, seed=3, resamples=1000)
    assert first.to_dict() == second.to_dict()
    assert json.loads(json.dumps(first.to_dict()))["contrasts"][0]["arm"] == "policy"
    path = tmp_path / "attempts.jsonl"
    write_attempts(path, attempts)
    assert read_attempts(path) == attempts


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("not json", "attempts.jsonl:2: not valid JSON"),
        ('{"task": "t", "arm": "policy", "attempt": 0}', "attempts.jsonl:2: field passed: missing"),
        (
            '{"task": "t", "arm": "policy", "attempt": "0", "passed": true}',
            "attempts.jsonl:2: field attempt: expected int",
        ),
        ('{"task": "t", "arm": "policy", "attempt": 0, "passed": true, "status": "weird"}', "field status"),
    ],
)
def test_bad_attempt_lines_are_named(tmp_path, line, message):
    path = tmp_path / "attempts.jsonl"
    path.write_text('{"task": "t", "arm": "policy", "attempt": 0, "passed": true}\n' + line + "\n")
    with pytest.raises(AttemptError, match=message):
        read_attempts(path)


def test_funnel_from_real_hook_decision_logs(tmp_path):
    task = "Start the API server on port 8080 and keep it running"
    fixed = Session(session_id="a1").prompt(task).bash("python app.py --port 8080 &").stop("Up.")
    fixed.bash("kill %1").bash("nohup python app.py --port 8080 &").bash("curl -sf localhost:8080/", "ok")
    fixed.stop("Up.", active=True)
    ignored = (
        Session(session_id="a2").prompt(task).bash("python app.py --port 8080 &").stop("Up.").stop("Up.", active=True)
    )
    clean = Session(session_id="a3").prompt(task).bash("nohup python app.py --port 8080 &")
    clean.bash("curl -sf localhost:8080/", "ok").stop("Up.")
    for session in (fixed, ignored, clean):
        replay(session, tmp_path, portfolio="service-persistence")
    attempts = [
        Attempt("svc", "policy", 0, True, session="a1"),
        Attempt("svc", "policy", 1, False, session="a2"),
        Attempt("svc", "policy", 2, True, session="a3"),
    ]
    store = StateStore(tmp_path)
    assert funnel(attempts, store.read_log) == {
        "policy": {"attempts": 3, "risky": 2, "fired": 2, "behaviour": 1, "passed": 1}
    }
    written = write_report(analyze(attempts, log_of=store.read_log, resamples=200), tmp_path / "report")
    page = written[0].read_text()
    assert "Mechanism funnel by arm" in page and page.count("data:image/png;base64,") == 3
