"""`veracity panel import-harbor` and `veracity panel analyze` on Harbor-shaped job directories."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from veracity.panel.attempts import AttemptError, read_attempts
from veracity.panel.harbor import import_jobs


def trial(task: str, name: str, reward: float | None, *, exception: str | None = None, started: str = "") -> dict:
    return {
        "id": f"id-{name}",
        "task_name": task,
        "trial_name": name,
        "trial_uri": f"file:///jobs/{name}",
        "agent_info": {
            "name": "claude-code",
            "version": "2.1",
            "model_info": {"name": "sonnet", "provider": "anthropic"},
        },
        "verifier_result": None if reward is None else {"rewards": {"reward": reward}},
        "exception_info": None
        if exception is None
        else {
            "exception_type": exception,
            "exception_message": "agent timed out after 900 s",
            "exception_traceback": "Traceback ...",
            "occurred_at": "2026-11-20T10:00:00",
        },
        "started_at": started or f"2026-11-20T09:{len(name):02d}:00",
    }


def write_job(root: Path, trials: list[dict]) -> Path:
    root.mkdir(parents=True)
    (root / "result.json").write_text(json.dumps({"id": "job", "n_total_trials": len(trials)}))
    for data in trials:
        folder = root / data["trial_name"]
        folder.mkdir()
        (folder / "result.json").write_text(json.dumps(data))
    return root


def test_trials_become_numbered_attempts_and_the_exception_rule_holds(tmp_path):
    job = write_job(
        tmp_path / "policy-job",
        [
            trial("svc", "svc__a", 1.0, started="2026-11-20T09:01:00"),
            trial("svc", "svc__b", 1.0, exception="AgentTimeoutError", started="2026-11-20T09:02:00"),
            trial("svc", "svc__c", None, exception="EnvironmentStartError", started="2026-11-20T09:03:00"),
            trial("db", "db__a", 0.0),
            trial("db", "db__b", None),
        ],
    )
    attempts = import_jobs([("policy", job)])
    by_trial = {a.trial: a for a in attempts}
    assert [(a.task, a.attempt) for a in attempts] == [("db", 0), ("db", 1), ("svc", 0), ("svc", 1), ("svc", 2)]
    assert by_trial["svc__b"].passed and by_trial["svc__b"].status == "exception"  # the reward stands
    assert "AgentTimeoutError" in by_trial["svc__b"].error
    assert not by_trial["svc__c"].passed and by_trial["svc__c"].status == "exception"
    assert by_trial["db__b"].status == "missing" and not by_trial["db__b"].passed
    assert {a.arm for a in attempts} == {"policy"} and by_trial["db__a"].model == "anthropic/sonnet"


def test_import_then_analyze_from_the_command_line(tmp_path):
    jobs = []
    for arm, rewards in (("policy", [1, 1, 0, 1, 1, 1]), ("baseline", [0, 1, 0, 0, 1, 0])):
        trials = [trial(f"t{i % 3}", f"t{i % 3}__{arm}{i}", float(r)) for i, r in enumerate(rewards)]
        jobs.append(f"{arm}={write_job(tmp_path / arm, trials)}")
    out = tmp_path / "attempts.jsonl"
    command = [sys.executable, "-m", "veracity", "panel"]
    done = subprocess.run([*command, "import-harbor", *jobs, "--out", str(out)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "12 attempts from 2 job(s)" in done.stdout and len(read_attempts(out)) == 12
    report = tmp_path / "report"
    done = subprocess.run([*command, "analyze", str(out), "--out", str(report)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "policy - baseline" in done.stdout and "sign-flip p =" in done.stdout
    data = json.loads((report / "panel.json").read_text())
    assert {a["arm"] for a in data["arms"]} == {"policy", "baseline"}
    assert data["transitions"]["k"] == 2 and sum(map(sum, data["transitions"]["counts"])) == 3
    assert (report / "panel.csv").read_text().startswith("arm,attempts,tasks")
    page = (report / "report.html").read_text()
    assert "FIRE panel report" in page and page.count("data:image/png;base64,") == 2  # success bars, pass@k curves


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{", "not valid JSON"),
        (json.dumps({"trial_name": "x"}), "field task_name: missing"),
        (json.dumps({"task_name": "t", "verifier_result": {"rewards": [1]}}), "field verifier_result.rewards"),
    ],
)
def test_broken_trials_are_named(tmp_path, content, message):
    folder = tmp_path / "job" / "trial-1"
    folder.mkdir(parents=True)
    (folder / "result.json").write_text(content)
    with pytest.raises(AttemptError, match=message):
        import_jobs([(None, tmp_path / "job")])


def test_a_folder_without_trials_is_an_error(tmp_path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(AttemptError, match=r"no trial result\.json"):
        import_jobs([(None, tmp_path / "empty")])
    with pytest.raises(AttemptError, match="not a directory"):
        import_jobs([(None, tmp_path / "nope")])
