"""The decision server behind `veracity hook`: same decisions as in-process, safe under parallel hooks."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from hooksession import Session, decisions, echo_event, replay
from veracity.runtime import client


def _client_process(state_dir: Path, stdin: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-P", client.__file__, "--agent", "claude-code", "--state-dir", str(state_dir)]
    return subprocess.run(command, input=stdin, capture_output=True, text=True, env=env, timeout=60)


def _wait_for(path: str, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not os.path.exists(path):
        if time.monotonic() > deadline:
            pytest.fail(f"no decision server socket at {path} after {timeout} s")
        time.sleep(0.05)


@pytest.fixture
def server_env(monkeypatch) -> dict[str, str]:
    """Hook processes with the decision server on (each test stops the servers it started)."""
    monkeypatch.setenv("VERACITY_HOOK_SERVER", "1")
    monkeypatch.setenv("VERACITY_HOOK_IDLE", "60")
    return dict(os.environ)


def _stop(lock_path: Path) -> None:
    try:
        pid = int(lock_path.read_text() or 0)
    except (OSError, ValueError):
        return
    if pid:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGTERM)


def _stop_servers_in(state_dir: Path) -> None:
    for lock_path in state_dir.glob("hookd-*.sock.lock"):
        _stop(lock_path)


PROMPT = {"session_id": "srv", "hook_event_name": "UserPromptSubmit", "prompt": "Run the tests and fix them"}


def test_first_event_starts_a_server_that_answers_the_next_ones(tmp_path, server_env):
    state = tmp_path / "state"
    try:
        first = _client_process(state, json.dumps(PROMPT), server_env)
        assert (first.returncode, first.stdout, first.stderr) == (0, "", "")
        path = client.socket_path(str(state))
        _wait_for(path)
        stop = {"session_id": "srv", "hook_event_name": "Stop", "last_assistant_message": "All tests pass."}
        failure = {
            "session_id": "srv",
            "hook_event_name": "PostToolUseFailure",
            "tool_name": "Bash",
            "tool_input": {"command": "pytest -q"},
            "tool_use_id": "t1",
            "error": "Exit code 1\n2 failed, 8 passed",
        }
        request = client.encode(
            [b"claude-code", b"default", b"policy", str(state).encode(), b"0", json.dumps(failure).encode()]
        )
        assert client._ask_server(path, request) == [b"", b"", b"0"]  # the server itself took this event
        done = _client_process(state, json.dumps(stop), server_env)
        assert done.returncode == 0 and json.loads(done.stdout)["decision"] == "block"
        assert "`pytest -q` failed" in json.loads(done.stdout)["reason"]
    finally:
        _stop_servers_in(state)


def test_server_and_in_process_decide_the_same(tmp_path, server_env, monkeypatch):
    session = (
        Session()
        .prompt("Start the API server on port 8080 and keep it running")
        .bash("nohup python api.py --port 8080 &")
        .bash("curl -sf localhost:8080/health", "ok")
        .attempt("Bash", {"command": "pkill -f api.py"})
        .bash("python api.py --port 8080 &")
        .stop("It is running.")
    )
    try:
        with_server = replay(session, tmp_path / "a")
        _wait_for(client.socket_path(str(tmp_path / "a")))
        with_server = replay(
            Session(session_id="again", events=[{**e, "session_id": "again"} for e in session.events]), tmp_path / "a"
        )
    finally:
        _stop_servers_in(tmp_path / "a")
    monkeypatch.setenv("VERACITY_HOOK_SERVER", "0")
    in_process = replay(session, tmp_path / "b")
    assert decisions(with_server) == decisions(in_process) == [("PreToolUse", "deny"), ("Stop", "block")]
    assert [r.text for r in with_server] == [r.text for r in in_process]


def test_parallel_hooks_through_the_server_keep_every_event(tmp_path, server_env):
    state = tmp_path / "state"
    try:
        _client_process(state, json.dumps(PROMPT), server_env)
        _wait_for(client.socket_path(str(state)))
        events = [json.dumps(echo_event("srv", i)) for i in range(30)]
        with ThreadPoolExecutor(max_workers=10) as pool:
            results = list(pool.map(lambda e: _client_process(state, e, server_env), events))
        assert all(r.returncode == 0 and r.stderr == "" for r in results)
        history = json.loads((state / "srv.json").read_text())["history"]
        assert sorted(int(a["output"]) for a in history) == list(range(30))
    finally:
        _stop_servers_in(state)


def test_a_long_state_dir_gets_a_private_short_socket(tmp_path, server_env):
    state = tmp_path / ("deep-" * 12) / "state"
    path = client.socket_path(str(state))
    assert len(path.encode()) <= 100 and path.startswith(f"/tmp/veracity-{os.getuid()}/")
    try:
        _client_process(state, json.dumps(PROMPT), server_env)
        _wait_for(path)
        assert oct(os.stat(os.path.dirname(path)).st_mode & 0o777) == "0o700"
        stop = {"session_id": "srv", "hook_event_name": "Stop", "last_assistant_message": "ok"}
        assert _client_process(state, json.dumps(stop), server_env).returncode == 0
    finally:
        lock = Path(path + ".lock")
        _stop(lock)


def test_netstrings_round_trip_any_bytes():
    fields = [b"", b"a:b,c", bytes(range(256)), "é".encode()]
    assert client.decode(client.encode(fields)) == fields
    with pytest.raises(ValueError):
        client.decode(b"3:abcd,")
