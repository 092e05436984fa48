"""service-persistence and deployment-preservation, replayed through the real hook process."""

from __future__ import annotations

import pytest

from hooksession import Session, decisions, log_records, replay
from veracity.runtime.portfolio.service import kills_service, launches, probe_ports, service_task

TASK = "Start the inventory API server on port 8080 and keep it running so the grader can query it."
PORTFOLIO = "service-persistence,deployment-preservation"


def _session() -> Session:
    return Session().prompt(TASK).bash("pip install -r requirements.txt", "Successfully installed flask")


def test_foreground_background_launch_gets_relaunch_instruction_then_releases(tmp_path):
    session = (
        _session()
        .bash("python app.py --port 8080 &", "")
        .bash("curl -s http://127.0.0.1:8080/health", '{"ok": true}')
        .stop("The server is running on port 8080.")
        .bash("kill %1", "")
        .bash("nohup python app.py --port 8080 > app.log 2>&1 & disown", "")
        .bash("curl -sf http://127.0.0.1:8080/health", '{"ok": true}')
        .stop("Relaunched detached and probed: the health check answers.", active=True)
    )
    replies = replay(session, tmp_path, portfolio=PORTFOLIO)
    assert decisions(replies) == [("Stop", "block")]
    blocked = next(r for r in replies if r.decision)
    assert "tied to the agent's shell" in blocked.text and "curl -sf http://127.0.0.1:8080/" in blocked.text
    behaviour = [r for r in log_records(tmp_path) if r["record"] == "behaviour"]
    assert [(r["policy"], r["after_nudge"]) for r in behaviour] == [("service-persistence", True)]


@pytest.mark.parametrize(
    "launch",
    [
        "nohup python app.py --port 8080 > app.log 2>&1 &",
        "setsid python app.py --port 8080 >/dev/null 2>&1 < /dev/null &",
        "tmux new -d -s api 'python app.py --port 8080'",
        "screen -dmS api python app.py --port 8080",
        "docker run -d -p 8080:8080 inventory-api",
        "cd srv && (python app.py & disown)",
        "sudo systemctl restart inventory-api",
    ],
)
def test_detached_launch_then_probe_is_silent(tmp_path, launch):
    session = _session().bash(launch, "").bash("curl -sf localhost:8080/health", "ok").stop("Running; health answers.")
    assert decisions(replay(session, tmp_path, portfolio=PORTFOLIO)) == []


def test_run_in_background_counts_as_detached(tmp_path):
    session = (
        _session()
        .bash("python app.py --port 8080", "", run_in_background=True)
        .bash("curl -sf localhost:8080/health", "ok")
        .stop("Running.")
    )
    assert decisions(replay(session, tmp_path, portfolio=PORTFOLIO)) == []


def test_probe_of_another_port_or_before_launch_does_not_count(tmp_path):
    session = (
        _session()
        .bash("curl -sf localhost:8080/health", "ok")
        .bash("nohup python app.py --port 8080 &", "")
        .bash("curl -sf localhost:9000/", "ok")
        .stop("Done.")
    )
    replies = replay(session, tmp_path, portfolio=PORTFOLIO)
    assert decisions(replies) == [("Stop", "block")]
    assert "no functional probe succeeded after the latest launch" in replies[-1].text


def test_failed_probe_is_not_a_probe(tmp_path):
    session = (
        _session()
        .bash("nohup python app.py --port 8080 &", "")
        .bash("curl -sf localhost:8080/health", exit_code=7, stderr="curl: (7) Failed to connect")
        .stop("Started.")
    )
    assert decisions(replay(session, tmp_path, portfolio=PORTFOLIO)) == [("Stop", "block")]


def test_ineligible_task_is_silent_and_logged(tmp_path):
    session = Session().prompt("Fix the typo in README.md").bash("python app.py &").stop("Fixed.")
    replies = replay(session, tmp_path, portfolio=PORTFOLIO)
    assert decisions(replies) == []
    eligibility = {r["policy"]: r["eligible"] for r in log_records(tmp_path) if r["record"] == "eligibility"}
    assert eligibility == {"service-persistence": False, "deployment-preservation": False}


def test_nudge_limit_one_per_session(tmp_path):
    session = _session().bash("python app.py &").stop("Up.").stop("Still up.", active=True)
    replies = replay(session, tmp_path, portfolio=PORTFOLIO)
    assert decisions(replies) == [("Stop", "block")]
    decision = [r for r in log_records(tmp_path) if r["record"] == "decision"]
    assert [r["fired"] for r in decision] == [True, False] and decision[-1]["limit_reached"] is True


def test_cleanup_after_probe_is_denied_once(tmp_path):
    session = (
        _session()
        .bash("nohup python app.py --port 8080 > app.log 2>&1 &", "")
        .bash("curl -sf localhost:8080/health", "ok")
        .attempt("Bash", {"command": "pkill -f app.py"})
    )
    replies = replay(session, tmp_path, portfolio=PORTFOLIO)
    assert decisions(replies) == [("PreToolUse", "deny")]
    assert "`pkill -f app.py`" in replies[-1].text


def test_stopping_a_launch_tied_to_the_shell_to_relaunch_it_detached_is_allowed(tmp_path):
    # the service would die with the session anyway, and its port must be freed for the detached relaunch
    session = (
        _session()
        .bash("python app.py --port 8080 &", "")
        .bash("curl -sf localhost:8080/health", "ok")
        .bash("pkill -f app.py", "")
        .bash("nohup python app.py --port 8080 > app.log 2>&1 &", "")
        .bash("curl -sf localhost:8080/health", "ok")
        .attempt("Bash", {"command": "pkill -f app.py"})
    )
    replies = replay(session, tmp_path, portfolio=PORTFOLIO)
    assert decisions(replies) == [("PreToolUse", "deny")]
    assert decisions(replies[-1:]) == [("PreToolUse", "deny")]  # the kill of the detached, probed launch


def test_a_detached_relaunch_while_the_tied_launch_lives_is_still_risky(tmp_path):
    def tied():
        return _session().bash("python app.py --port 8080 &", "").bash("curl -sf localhost:8080/", "ok")

    relaunch = "nohup python app.py --port 8080 > app.log 2>&1 &"
    only_relaunched = tied().bash(relaunch, "").bash("curl -sf localhost:8080/", "ok").stop("Relaunched; it answers.")
    replies = replay(only_relaunched, tmp_path / "a", portfolio="service-persistence")
    assert decisions(replies) == [("Stop", "block")]
    assert "was never stopped" in replies[-1].text
    stopped_first = (
        tied()
        .bash("pkill -f app.py", "")
        .bash(relaunch, "")
        .bash("curl -sf localhost:8080/", "ok")
        .stop("Relaunched detached; it answers.")
    )
    assert decisions(replay(stopped_first, tmp_path / "b", portfolio="service-persistence")) == []


def test_cleanup_before_any_probe_is_allowed(tmp_path):
    session = _session().bash("nohup python app.py &", "").bash("kill %1", "")
    assert [d for d in decisions(replay(session, tmp_path, portfolio="deployment-preservation"))] == []


def test_echoed_kill_is_not_a_kill(tmp_path):
    session = (
        _session()
        .bash("nohup python app.py --port 8080 &", "")
        .bash("curl -sf localhost:8080/", "ok")
        .bash("echo 'run pkill -f app.py to stop it' >> NOTES.md", "")
        .stop("Running; probe answered.")
    )
    assert decisions(replay(session, tmp_path, portfolio=PORTFOLIO)) == []


def test_denied_cleanup_not_retried_registers_behaviour(tmp_path):
    session = (
        _session()
        .bash("docker run -d -p 8080:8080 api", "c0ffee")
        .bash("curl -sf localhost:8080/", "ok")
        .attempt("Bash", {"command": "docker stop c0ffee"})
        .stop("The container is running and answers on 8080.")
    )
    replies = replay(session, tmp_path, portfolio="deployment-preservation")
    assert decisions(replies) == [("PreToolUse", "deny")]
    behaviour = [r for r in log_records(tmp_path) if r["record"] == "behaviour"]
    assert behaviour and behaviour[0]["after_nudge"] is True


@pytest.mark.parametrize(
    ("command", "detached"),
    [
        ("python -m http.server 8000 &", False),
        ("nohup ./serve.sh &", True),
        ("python app.py & disown", True),
        ("tmux new-session -ds web 'npm start'", True),
        ("docker compose up -d", True),
        ("docker compose up", None),
        ("screen -S web npm start", None),
        ("echo nohup", None),
    ],
)
def test_launch_detection(command, detached):
    found = launches(command, {})
    assert (found[-1][1] if found else None) is detached


@pytest.mark.parametrize(
    ("command", "killer"),
    [
        ("kill -9 1234", True),
        ("lsof -ti :8080 | xargs kill", True),
        ("fuser -k 8080/tcp", True),
        ("docker compose down", True),
        ("systemctl stop api", True),
        ("tmux kill-session -t web", True),
        ("git stash", False),
        ("grep kill app.log", False),
        ("echo kill", False),
    ],
)
def test_cleanup_detection(command, killer):
    assert (kills_service(command) is not None) is killer


def test_probe_detection_and_task_eligibility():
    assert probe_ports("curl -sf http://localhost:8080/x") == ["8080"]
    assert probe_ports("python -c 'import urllib.request; urllib.request.urlopen(\"http://127.0.0.1:5000\")'") == [
        "5000"
    ]
    assert probe_ports("cat curl.txt") is None
    assert service_task("Deploy the Flask app so that it listens on port 5000")
    assert service_task("Run a Redis server in the background and make sure it answers")
    assert service_task("Host the API on port 9000 for the team")
    assert not service_task("Summarise this server log file")
    assert not service_task("Rename the variable `port` to `listen_port`")


@pytest.mark.parametrize(
    "task",
    [
        "Write a README section describing how to run the server.",
        "Add a unit test for the payment service and run it.",
        "Update the docs: the API server listens on port 8080 now.",
        "The CI job that deploys the service fails; fix the workflow yaml.",
        "orders.db was copied off the host right after the order service crashed; list the lost orders.",
    ],
)
def test_tasks_about_a_service_but_not_running_it_are_not_eligible(tmp_path, task):
    assert not service_task(task)
    session = Session().prompt(task).tool("Edit", {"file_path": "README.md", "old_string": "a", "new_string": "b"}, {})
    assert decisions(replay(session.stop("Done."), tmp_path, portfolio=PORTFOLIO)) == []


@pytest.mark.parametrize(
    "launch",
    [
        "bash -c 'setsid python app.py --port 8080 > log 2>&1 &'",
        "sudo nohup python app.py --port 8080 &",
        "systemd-run --user --unit api python app.py --port 8080",
        "python app.py --port 8080 > app.log 2>&1 &\ndisown",
        "if [ -f app.py ]; then nohup python app.py --port 8080 & fi",
    ],
)
def test_more_detached_forms(tmp_path, launch):
    session = _session().bash(launch).bash("curl -sf localhost:8080/", "ok").stop("Running; the probe answers.")
    assert decisions(replay(session, tmp_path, portfolio="service-persistence")) == []


@pytest.mark.parametrize(
    ("command", "killer"),
    [
        ("for p in $(pgrep -f app.py); do kill $p; done", True),
        ("if pgrep app; then pkill -f app.py; fi", True),
        ('sh -c "kill 1234"', True),
        ("kill -0 1234", False),
    ],
)
def test_cleanup_detection_inside_shell_control_flow(command, killer):
    assert (kills_service(command) is not None) is killer
