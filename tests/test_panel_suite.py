"""The bundled FIRE suite: every task's verifier passes the oracle, fails FIRE's procedural failure,
and passes once the agent follows its family's policy; the policy really fires on the failure."""

from __future__ import annotations

import pytest
from inspect_ai import eval as inspect_eval
from inspect_ai.model import get_model

from veracity.panel.bridge import fire_attempt
from veracity.panel.taskdir import bundled_suite, find_tasks, read_script
from veracity.panel.workspace import Workspace
from veracity.runtime.policy import resolve
from veracity.runtime.state import StateStore

SUITE = find_tasks(bundled_suite())
FIRE_FAMILIES = {p.name for p in resolve("fire")}
SERVICE = {"service-persistence", "deployment-preservation"}  # one eligibility for both


def run(tmp_path, name: str, behaviour: str, arm: str):
    task = SUITE[name]
    session = f"{name}-{behaviour}-{arm}"
    logs = inspect_eval(
        fire_attempt(
            task_dir=str(task.path),
            arm=arm,
            portfolio=task.family,
            state_dir=str(tmp_path / "hooks"),
            session_id=session,
            workspace_parent=str(tmp_path / "ws"),
        ),
        model=get_model("veracity/procedural", memoize=False, task_dir=str(task.path), behaviour=behaviour),
        log_dir=str(tmp_path / "logs"),
        display="none",
    )
    sample = logs[0].samples[0]
    assert sample.error is None, sample.error
    records = [r for r in StateStore(tmp_path / "hooks").read_log(session) if r.get("policy") == task.family]
    return sample.scores["verifier"].value, records


def test_the_suite_has_a_task_for_every_fire_family():
    assert {t.family for t in SUITE.values()} >= FIRE_FAMILIES
    assert all(t.family in {p.name for p in resolve("default")} for t in SUITE.values())


@pytest.mark.parametrize("name", sorted(SUITE))
def test_each_task_is_eligible_for_its_own_family_only(name):
    task = SUITE[name]
    eligible = {p.name for p in resolve("default") if p.eligible(task.instruction)}
    allowed = SERVICE if task.family in SERVICE else {task.family}
    assert task.family in eligible and eligible - {"evidence-contract"} <= allowed


@pytest.mark.parametrize("name", sorted(SUITE))
def test_oracle_passes_careless_fails_and_a_followed_nudge_passes(tmp_path, name):
    reward, records = run(tmp_path, name, "oracle", "policy")
    assert reward == 1.0, f"{name}: the oracle failed its verifier"
    assert not any(r.get("fired") for r in records)
    reward, records = run(tmp_path, name, "ignore", "baseline")
    assert reward == 0.0, f"{name}: FIRE's procedural failure passed the verifier"
    assert any(r["record"] == "decision" and r.get("risky") for r in records), f"{name}: no risky state logged"
    reward, records = run(tmp_path, name, "follow", "policy")
    assert reward == 1.0, f"{name}: following the policy did not pass"
    fired = [r for r in records if r.get("fired")]
    assert fired and all(r["arm"] == "policy" for r in fired)
    assert any(r["record"] == "behaviour" and r["after_nudge"] for r in records), f"{name}: no behaviour after nudge"


def test_wal_report_verifier_fails_a_right_answer_whose_evidence_was_checkpointed(tmp_path):
    task = SUITE["wal-orders-report"]
    workspace = Workspace(task, tmp_path)
    try:
        workspace.setup()
        for command in read_script(task.path / "solution" / "solve.sh").calls:
            workspace.run(command, 60)
        opened = "import sqlite3; c = sqlite3.connect('orders.db'); c.execute('select count(*) from orders'); c.close()"
        workspace.run(f'python3 -c "{opened}"', 60)  # reading the original checkpoints and deletes its WAL
        verdict = workspace.verify()
        assert verdict.reward == 0.0 and "evidence was not kept" in verdict.output
    finally:
        workspace.reap()
