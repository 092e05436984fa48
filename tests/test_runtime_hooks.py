"""The hook process itself: protocol replies, failing open, state under parallel hooks, arms."""

from __future__ import annotations

import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from hooksession import Session, decisions, echo_event, hook_process, log_records, replay
from veracity.runtime.engine import Engine, new_session
from veracity.runtime.hooks import run_hook
from veracity.runtime.policy import Event, Policy, Rule, policy, resolve
from veracity.runtime.state import StateStore, session_file_stem
from veracity.trace.tagging import make_result

STOP = {"session_id": "s", "hook_event_name": "Stop", "last_assistant_message": "Done.", "stop_hook_active": False}


@pytest.mark.parametrize(
    ("stdin", "problem"),
    [
        ("not json", "stdin is not JSON"),
        ("[1, 2]", "expected a JSON object"),
        ('{"hook_event_name": "Stop"}', "field session_id: missing"),
        ('{"session_id": "s", "hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": "ls"}', "tool_input"),
        ('{"session_id": "s", "hook_event_name": "PostToolUse", "tool_input": {}}', "field tool_name: missing"),
        ('{"session_id": 7, "hook_event_name": "Stop"}', "field session_id: expected str"),
    ],
)
def test_malformed_stdin_fails_open_or_closed(tmp_path, stdin, problem):
    done = hook_process(stdin, tmp_path)
    assert (done.returncode, done.stdout) == (0, "")
    assert problem in done.stderr and "fail open" in done.stderr
    closed = hook_process(stdin, tmp_path, options=("--fail-closed",))
    assert closed.returncode == 2 and problem in closed.stderr and closed.stdout == ""


def test_bad_options_fail_open_and_unknown_events_pass(tmp_path):
    done = hook_process(json.dumps(STOP), tmp_path, options=("--arm", "nonsense"))
    assert done.returncode == 0 and "unknown arm 'nonsense'" in done.stderr
    done = hook_process(json.dumps(STOP), tmp_path, options=("--portfolio", "no-such-policy"))
    assert done.returncode == 0 and "unknown portfolio or policy 'no-such-policy'" in done.stderr
    done = hook_process(json.dumps(STOP), tmp_path, options=("--bogus",))
    assert done.returncode == 0 and "unknown option '--bogus'" in done.stderr
    closed = hook_process(json.dumps(STOP), tmp_path, options=("--bogus", "--fail-closed"))
    assert closed.returncode == 2
    start = {"session_id": "s", "hook_event_name": "SessionStart", "source": "startup"}
    done = hook_process(json.dumps(start), tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


def test_corrupt_state_is_moved_aside_and_the_session_goes_on(tmp_path):
    session = Session().prompt("Run the tests").bash("pytest", "2 failed", exit_code=1)
    replay(session, tmp_path, portfolio="evidence")
    state_file = tmp_path / "session-1.json"
    state_file.write_text('{"version": 1, "session_id": "session-1", "hist')  # a torn write, say
    done = hook_process(json.dumps({**STOP, "session_id": "session-1"}), tmp_path, options=("--portfolio", "evidence"))
    assert done.returncode == 0 and "not JSON" in done.stderr and "kept as session-1.corrupt-" in done.stderr
    assert len(list(tmp_path.glob("session-1.corrupt-*.json"))) == 1
    assert json.loads(state_file.read_text())["session_id"] == "session-1"  # a fresh, valid state
    assert any(r["record"] == "error" for r in log_records(tmp_path))


def test_unusable_state_dir_fails_open(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    done = hook_process(json.dumps(STOP), blocker / "state")
    assert done.returncode == 0 and "cannot use as a state directory" in done.stderr


def test_parallel_hook_processes_never_lose_or_corrupt_state(tmp_path):
    prompt = {"session_id": "par", "hook_event_name": "UserPromptSubmit", "prompt": "Run every check"}
    assert hook_process(json.dumps(prompt), tmp_path).returncode == 0
    events = [echo_event("par", i) for i in range(24)]
    command = [sys.executable, "-m", "veracity", "hook", "--agent", "claude-code", "--state-dir", str(tmp_path)]

    def run(event: dict) -> subprocess.CompletedProcess[str]:
        return subprocess.run(command, input=json.dumps(event), capture_output=True, text=True, timeout=60)

    with ThreadPoolExecutor(max_workers=12) as pool:
        results = list(pool.map(run, events))
    assert all(r.returncode == 0 and r.stderr == "" for r in results)
    state = json.loads((tmp_path / "par.json").read_text())
    assert sorted(a["output"] for a in state["history"]) == sorted(str(i) for i in range(24))
    assert state["seq"] == 25
    assert not list(tmp_path.glob("*.tmp"))


def test_task_comes_from_the_transcript_when_the_prompt_was_missed(tmp_path):
    transcript = tmp_path / "t.jsonl"
    lines = [
        {"type": "summary", "summary": "x"},
        {"type": "user", "message": {"role": "user", "content": "Start the web server on port 8000 and keep it up"}},
    ]
    transcript.write_text("".join(json.dumps(line) + "\n" for line in lines))
    stop = {**STOP, "transcript_path": str(transcript), "last_assistant_message": "It runs."}
    done = hook_process(json.dumps(stop), tmp_path / "state", options=("--portfolio", "service-persistence"))
    assert json.loads(done.stdout)["decision"] == "block"


def test_codex_failed_shell_output_counts_as_a_failure_and_deny_uses_the_codex_reply(tmp_path):
    session = (
        Session(agent="codex")
        .prompt("Start the API server on port 8080 and keep it running")
        .bash("nohup ./api --port 8080 &", "")
        .bash("curl -sf localhost:8080/health", "ok")
        .attempt("Bash", {"command": "pkill api"})
    )
    replies = replay(session, tmp_path, portfolio="fire")
    assert decisions(replies) == [("PreToolUse", "deny")]
    body = replies[-1].body["hookSpecificOutput"]
    assert body["hookEventName"] == "PreToolUse" and body["permissionDecision"] == "deny"
    failed = Session(agent="codex").prompt("Run the tests").bash("pytest", "1 failed", exit_code=1).stop("Tests pass.")
    assert decisions(replay(failed, tmp_path / "b", portfolio="evidence")) == [("Stop", "block")]


def test_session_ids_become_safe_file_names():
    assert session_file_stem("abc-123") == "abc-123"
    unsafe = session_file_stem("../../etc/passwd")
    assert "/" not in unsafe and not unsafe.startswith(".") and unsafe != session_file_stem("../../etc/passwd2")


# --- in-process: the engine's guarantees ----------------------------------------------------------


@policy("test-broken-policy")
def _broken() -> Policy:
    def explode(context: object) -> str | None:
        raise ZeroDivisionError("policy bug")

    rule = Rule("explodes", frozenset({"stop"}), "instruct", explode, lambda c, r: r)
    return Policy("test-broken-policy", "raises", lambda task: True, (rule,))


def test_a_policy_bug_fails_open_with_a_diagnostic(tmp_path):
    prompt = json.dumps({"session_id": "b", "hook_event_name": "UserPromptSubmit", "prompt": "x"})
    run_hook("claude-code", prompt, portfolio="test-broken-policy", state_dir=tmp_path)
    reply = run_hook(
        "claude-code", json.dumps({**STOP, "session_id": "b"}), portfolio="test-broken-policy", state_dir=tmp_path
    )
    assert (reply.exit_code, reply.stdout) == (0, "") and "ZeroDivisionError: policy bug" in reply.stderr
    closed = run_hook(
        "claude-code",
        json.dumps({**STOP, "session_id": "b"}),
        portfolio="test-broken-policy",
        state_dir=tmp_path,
        fail_closed=True,
    )
    assert closed.exit_code == 2
    assert any(r.get("record") == "error" for r in StateStore(tmp_path).read_log("b"))


def _post(session: str, index: int) -> Event:
    result = make_result(f"t{index}", "Bash", f"line {index}\n" + "x" * 5000, exit_code=0)
    return Event("post_tool", session, tool_name="Bash", tool_input={"command": f"echo {index}"}, result=result)


def test_history_and_outputs_are_bounded():
    engine = Engine(resolve("default"), max_history=1000)
    session = new_session("big")
    engine.handle(Event("prompt", "big", prompt="Run the tests"), session)
    for index in range(1500):
        engine.handle(_post("big", index), session)
    assert len(session["history"]) == 1000 and session["history"][0]["input"]["command"] == "echo 500"
    assert max(len(a["output"]) for a in session["history"]) < 2100
    assert len(json.dumps(session)) < 3_000_000


ELIGIBLE_TASK = "Start the API server on port 8080 and keep it running."


@pytest.mark.parametrize(
    ("arm", "expected"),
    [
        ("policy", "tied to the agent's shell"),
        ("sham", "Take a moment to review your recent work"),
        ("always-verify", "verify your work"),
        ("reconsider", "reconsider your approach"),
        ("baseline", None),
    ],
)
def test_arms_share_eligibility_and_timing_and_differ_in_text(tmp_path, arm, expected):
    session = Session().prompt(ELIGIBLE_TASK).bash("python app.py --port 8080 &").stop("Up.")
    replies = replay(session, tmp_path, portfolio="service-persistence", arm=arm)
    texts = [r.text for r in replies if r.decision]
    assert (texts[0] if texts else None) is None if expected is None else expected in texts[0]
    assert len(texts) == (0 if expected is None else 1)
    risky = [r for r in log_records(tmp_path) if r["record"] == "decision" and r["policy"] == "service-persistence"]
    assert len(risky) == 1 and risky[0]["fired"] is (
        arm in ("policy", "sham")
    )  # the risky state is logged in every arm


def test_generic_arms_fire_once_per_turn_and_only_in_eligible_sessions(tmp_path):
    session = (
        Session()
        .prompt(ELIGIBLE_TASK)
        .stop("Up.")
        .stop("Checked.", active=True)
        .prompt("Also add a /version route")
        .stop("Added.")
    )
    replies = replay(session, tmp_path, portfolio="service-persistence", arm="always-verify")
    assert decisions(replies) == [("Stop", "block"), ("Stop", "block")]
    other = Session(session_id="other").prompt("Fix the typo in the README").stop("Fixed.")
    assert decisions(replay(other, tmp_path, portfolio="service-persistence", arm="reconsider")) == []


def test_sham_caps_a_repeating_denial_at_one(tmp_path):
    work = tmp_path / "w"
    work.mkdir()
    (work / "a.db").write_bytes(b"SQLite format 3\x00" + bytes(100))
    session = (
        Session(cwd=str(work))
        .prompt("Inspect a.db (sqlite)")
        .attempt("Bash", {"command": "sqlite3 a.db .tables"})
        .attempt("Bash", {"command": "sqlite3 a.db .schema"})
    )
    real = replay(session, tmp_path / "real", portfolio="database-evidence")
    sham = replay(session, tmp_path / "sham", portfolio="database-evidence", arm="sham")
    assert decisions(real) == [("PreToolUse", "deny")] * 2
    assert decisions(sham) == [("PreToolUse", "deny")]
    assert "review your recent work" in next(r for r in sham if r.decision).text


def test_log_command_prints_decisions(tmp_path):
    replay(Session().prompt(ELIGIBLE_TASK).bash("python app.py &").stop("Up."), tmp_path, portfolio="fire")
    command = [sys.executable, "-m", "veracity", "hook", "log", "session-1", "--state-dir", str(tmp_path)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "detached-launch-and-probe: FIRED instruct" in done.stdout
    missing = subprocess.run([*command[:5], "nope", *command[6:]], capture_output=True, text=True, timeout=60)
    assert missing.returncode == 2 and "no decision log for session 'nope'" in missing.stderr


def test_state_store_reads_back_what_it_wrote(tmp_path: Path):
    store = StateStore(tmp_path)
    with store.session("x") as state:
        state["task"] = "t"
    with store.session("x") as state:
        assert state["task"] == "t"


def test_text_that_utf8_cannot_encode_is_kept(tmp_path):
    prompt = {"session_id": "u", "hook_event_name": "UserPromptSubmit", "prompt": "Run the tests \ud83d"}
    failed = {
        "session_id": "u",
        "hook_event_name": "PostToolUseFailure",
        "tool_name": "Bash",
        "tool_input": {"command": "pytest"},
        "error": "Exit code 1\n1 failed",
    }
    for event in (prompt, failed):
        done = hook_process(json.dumps(event), tmp_path, options=("--portfolio", "evidence"))
        assert (done.returncode, done.stderr) == (0, "")
    stop = hook_process(json.dumps({**STOP, "session_id": "u", "last_assistant_message": "All tests pass."}), tmp_path)
    assert json.loads(stop.stdout)["decision"] == "block"
    odd = hook_process(json.dumps({**STOP, "session_id": "odd \udc80 id"}), tmp_path, options=("--fail-closed",))
    assert odd.returncode == 0 and odd.stderr == ""


def test_a_state_file_broken_inside_is_recovered(tmp_path):
    replay(Session().prompt("Run the tests").bash("pytest", "1 failed", exit_code=1), tmp_path, portfolio="evidence")
    path = tmp_path / "session-1.json"
    state = json.loads(path.read_text())
    state["policies"]["evidence-contract"]["state"]["failures"][0].pop("status")  # as an older version wrote it
    path.write_text(json.dumps(state))
    done = hook_process(json.dumps({**STOP, "session_id": "session-1"}), tmp_path, options=("--portfolio", "evidence"))
    assert done.returncode == 0 and "evidence-contract failed and its state was reset" in done.stderr
    again = hook_process(json.dumps({**STOP, "session_id": "session-1"}), tmp_path, options=("--portfolio", "evidence"))
    assert (again.returncode, again.stderr) == (0, "")  # recovered: the next event runs cleanly
    state["policies"]["evidence-contract"]["rules"] = []
    path.write_text(json.dumps(state))
    moved = hook_process(json.dumps({**STOP, "session_id": "session-1"}), tmp_path, options=("--portfolio", "evidence"))
    assert "kept as session-1.corrupt-" in moved.stderr


def test_records_carry_the_turn(tmp_path):
    session = Session().prompt(ELIGIBLE_TASK).stop("Up.").prompt("And again").stop("Up again.")
    replay(session, tmp_path, portfolio="service-persistence", arm="always-verify")
    fired = [r for r in log_records(tmp_path) if r["record"] == "decision" and r.get("fired")]
    assert [r["turn"] for r in fired] == [1, 2]
