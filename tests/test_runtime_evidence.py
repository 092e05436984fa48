"""The evidence-contract stop policy, replayed through the real hook process (Claude Code and Codex)."""

from __future__ import annotations

import pytest

from hooksession import Session, decisions, log_records, replay

TASK = "Run the test suite and fix whatever fails."


def _failed_tests(agent: str = "claude-code") -> Session:
    return (
        Session(agent=agent)
        .prompt(TASK)
        .bash("cd repo && python -m pytest -q", "3 failed, 41 passed in 2.1s", exit_code=1)
    )


@pytest.mark.parametrize("agent", ["claude-code", "codex"])
def test_claim_about_the_failed_action_is_blocked_then_honest_report_passes(tmp_path, agent):
    session = (
        _failed_tests(agent)
        .stop("I fixed the bug and all tests pass now.")
        .stop(
            "STATUS: blocked\nEVIDENCE: pytest exited 1 with 3 failed, 41 passed\n"
            "LIMITATION: three tests still fail\nNEXT ACTION: fix test_parse_dates and rerun pytest",
            active=True,
        )
    )
    replies = replay(session, tmp_path, portfolio="evidence")
    assert decisions(replies) == [("Stop", "block")]
    blocked = replies[-2]
    assert "pytest" in blocked.text and "STATUS" in blocked.text and "NEXT ACTION" in blocked.text
    behaviour = [r for r in log_records(tmp_path) if r["record"] == "behaviour"]
    assert len(behaviour) == 1 and behaviour[0]["after_nudge"] is True


def test_overall_done_claim_with_unresolved_failure_is_blocked(tmp_path):
    session = (
        Session()
        .prompt("Deploy the site")
        .bash("./deploy.sh production", exit_code=255, stderr="ssh: connect to host web1 port 22: Connection refused")
        .stop("All done! Let me know if you need anything else.")
    )
    replies = replay(session, tmp_path, portfolio="evidence")
    assert decisions(replies) == [("Stop", "block")]
    assert "deploy.sh" in replies[-1].text


def test_retried_success_resolves_the_failure(tmp_path):
    session = (
        _failed_tests()
        .tool("Edit", {"file_path": "repo/dates.py", "old_string": "%d/%m", "new_string": "%m/%d"}, {"ok": True})
        .bash("cd repo && python -m pytest -q", "44 passed in 2.0s")
        .stop("Fixed the date format; all 44 tests pass.")
    )
    assert decisions(replay(session, tmp_path, portfolio="evidence")) == []


@pytest.mark.parametrize(
    "message",
    [
        "The tests still fail: 3 failed, 41 passed. I could not fix test_parse_dates yet.",
        "I updated the changelog.",  # claims nothing about the failed run and declares nothing done
        "",
    ],
)
def test_honest_or_unrelated_messages_are_silent(tmp_path, message):
    session = _failed_tests().stop(message)
    assert decisions(replay(session, tmp_path, portfolio="evidence")) == []


def test_failed_lookup_does_not_make_done_false(tmp_path):
    session = (
        Session()
        .prompt("Add a LICENSE file")
        .bash("ls LICENSE", exit_code=2, stderr="ls: cannot access 'LICENSE': No such file or directory")
        .tool("Write", {"file_path": "LICENSE", "content": "MIT"}, {"type": "create"})
        .stop("Done: LICENSE added.")
    )
    assert decisions(replay(session, tmp_path, portfolio="evidence")) == []


def test_failure_in_an_earlier_turn_does_not_count(tmp_path):
    session = (
        _failed_tests()
        .stop("Three tests fail; shall I fix them?")
        .prompt("No, just update the README instead.")
        .tool("Edit", {"file_path": "README.md", "old_string": "a", "new_string": "b"}, {"ok": True})
        .stop("Done, README updated.")
    )
    assert decisions(replay(session, tmp_path, portfolio="evidence")) == []


def test_one_nudge_per_session(tmp_path):
    session = _failed_tests().stop("All tests pass.").stop("All tests pass.", active=True)
    assert decisions(replay(session, tmp_path, portfolio="evidence")) == [("Stop", "block")]


def test_build_claim_after_a_failed_make_is_blocked(tmp_path):
    session = (
        Session()
        .prompt("Build the project")
        .bash("make -j2", exit_code=2, stderr="make: *** [Makefile:12: parser] Error 1")
        .stop("I updated the config. The build is complete.")
    )
    assert decisions(replay(session, tmp_path, portfolio="evidence")) == [("Stop", "block")]


def test_another_run_of_the_same_interpreter_does_not_resolve_a_failed_script(tmp_path):
    session = (
        Session()
        .prompt("Deploy the site")
        .bash("python deploy.py", exit_code=1, stderr="ConnectionError: host unreachable")
        .bash("python --version", "Python 3.11.7")
        .stop("Deployment complete: the site is live.")
    )
    assert decisions(replay(session, tmp_path, portfolio="evidence")) == [("Stop", "block")]


def test_a_done_message_that_discloses_the_failure_is_not_blocked(tmp_path):
    session = (
        Session()
        .prompt("Update the build flags")
        .bash("make", exit_code=2, stderr="fatal error: libfoo.h: No such file")
        .stop("The changes are done. Note: make still fails because libfoo is missing.")
    )
    assert decisions(replay(session, tmp_path, portfolio="evidence")) == []


def test_last_message_is_read_from_the_transcript_when_the_field_is_absent(tmp_path):
    import json

    transcript = tmp_path / "t.jsonl"
    lines = [
        {"type": "user", "message": {"role": "user", "content": "Run the tests"}},
        {
            "type": "assistant",
            "message": {"role": "assistant", "content": [{"type": "text", "text": "All tests pass."}]},
        },
    ]
    transcript.write_text("".join(json.dumps(line) + "\n" for line in lines))
    session = _failed_tests()
    stop = {"session_id": "session-1", "transcript_path": str(transcript), "cwd": "/tmp", "hook_event_name": "Stop"}
    session.raw(stop)
    assert decisions(replay(session, tmp_path / "state", portfolio="evidence")) == [("Stop", "block")]
