from __future__ import annotations

import json
from pathlib import Path

import pytest

from veracity.trace import Message, Status, ToolCall, ToolResult
from veracity.trace.readers import (
    TraceFormatError,
    detect_format,
    from_anthropic,
    from_hook_event,
    from_openai,
    parse_trace,
    read_trace,
)

from conftest import call, result, user, veracity_trace


def test_tau_bench_errors_are_all_tagged(tau_trajectories: list[dict]) -> None:
    statuses: dict[Status, int] = {}
    error_texts = 0
    for trajectory in tau_trajectories:
        trace = from_openai(trajectory["traj"])
        assert trace.source == "openai"
        for item in trace.results:
            statuses[item.status] = statuses.get(item.status, 0) + 1
            if item.output.startswith("Error:"):
                error_texts += 1
                assert item.status is Status.ERROR, item.output
            assert item.name, "every tool message is matched to its call's tool name"
    assert error_texts == 73
    assert statuses[Status.ERROR] == 73  # nothing else in these successful airline payloads looks like a failure
    assert statuses[Status.OK] > 300


def test_tau_bench_calls_and_results_pair_up(tau_trajectories: list[dict]) -> None:
    trace = from_openai(tau_trajectories[0]["traj"])
    calls = [s for s in trace.steps if isinstance(s, ToolCall)]
    results = trace.results
    assert len(calls) == len(results)
    assert calls[0].name == "get_user_details" and calls[0].arguments == {"user_id": "mia_li_3668"}
    assert isinstance(trace.steps[0], Message) and trace.steps[0].role == "system"


def test_detect_format_on_a_tau_bench_record(tau_trajectories: list[dict]) -> None:
    assert detect_format(tau_trajectories[0]) == "openai"
    assert parse_trace(json.dumps(tau_trajectories[0])).results


def test_openai_accepts_content_parts_and_bad_arguments() -> None:
    trace = from_openai(
        [
            {"role": "user", "content": [{"type": "text", "text": "hi"}]},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [{"id": "a", "type": "function", "function": {"name": "f", "arguments": "{not json"}}],
            },
            {"role": "tool", "tool_call_id": "a", "content": "TimeoutError: slow"},
        ]
    )
    assert trace.steps[0] == Message("user", "hi")
    assert trace.steps[1] == ToolCall("a", "f", {"_raw": "{not json"})
    assert trace.results[0].name == "f" and trace.results[0].status is Status.TIMEOUT


def test_openai_errors_name_the_field() -> None:
    with pytest.raises(TraceFormatError, match=r"t.json: messages\[1\]: expected an object with a string 'role'"):
        from_openai([{"role": "user", "content": "x"}, {"content": "no role"}], source="t.json")
    with pytest.raises(TraceFormatError, match=r"messages\[0\].tool_calls\[0\].function.name"):
        from_openai([{"role": "assistant", "tool_calls": [{"id": "x"}]}])


def test_anthropic_blocks_and_is_error() -> None:
    trace = from_anthropic(
        {
            "system": "be careful",
            "messages": [
                {"role": "user", "content": "read the config"},
                {
                    "role": "assistant",
                    "content": [
                        {"type": "text", "text": "Reading."},
                        {"type": "tool_use", "id": "toolu_1", "name": "read_file", "input": {"path": "cfg.yml"}},
                    ],
                },
                {
                    "role": "user",
                    "content": [
                        {
                            "type": "tool_result",
                            "tool_use_id": "toolu_1",
                            "is_error": True,
                            "content": [{"type": "text", "text": "EACCES: permission denied, open 'cfg.yml'"}],
                        },
                    ],
                },
                {
                    "role": "assistant",
                    "content": [
                        {
                            "type": "tool_use",
                            "id": "toolu_2",
                            "name": "read_file",
                            "input": {"path": "cfg.example.yml"},
                        },
                    ],
                },
                {
                    "role": "user",
                    "content": [{"type": "tool_result", "tool_use_id": "toolu_2", "content": "port: 8080"}],
                },
            ],
        }
    )
    first, second = trace.results
    assert first.status is Status.DENIED and first.name == "read_file"
    assert "flagged as error" in first.reason
    assert second.ok and second.output == "port: 8080"
    assert trace.steps[0] == Message("system", "be careful")


CLAUDE_CODE_LINES = [
    {"type": "summary", "summary": "Deploy work"},
    {"type": "user", "message": {"role": "user", "content": "run the migrations"}, "uuid": "u1"},
    {
        "type": "assistant",
        "message": {
            "role": "assistant",
            "content": [
                {"type": "tool_use", "id": "toolu_a", "name": "Bash", "input": {"command": "alembic upgrade head"}}
            ],
        },
    },
    {
        "type": "user",
        "message": {
            "role": "user",
            "content": [
                {
                    "type": "tool_result",
                    "tool_use_id": "toolu_a",
                    "is_error": True,
                    "content": "Exit code 1\nsqlalchemy.exc.OperationalError: could not connect to server",
                }
            ],
        },
        "toolUseResult": "Error: Exit code 1",
    },
    {"type": "user", "isMeta": True, "message": {"role": "user", "content": "<command-name>/clear</command-name>"}},
    {
        "type": "assistant",
        "message": {"role": "assistant", "content": [{"type": "text", "text": "The migration failed."}]},
    },
]


def test_claude_code_transcript(tmp_path: Path) -> None:
    path = tmp_path / "session.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in CLAUDE_CODE_LINES) + "\n")
    trace = read_trace(path)
    assert trace.source == "claude-code"
    (failure,) = trace.results
    assert failure.status is Status.ERROR and failure.name == "Bash"
    assert [s.text for s in trace.steps if isinstance(s, Message)] == ["run the migrations", "The migration failed."]


def test_malformed_jsonl_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.jsonl"
    lines = [json.dumps(line) for line in CLAUDE_CODE_LINES]
    lines[3] = lines[3][:40]  # truncated mid-record
    path.write_text("\n".join(lines))
    with pytest.raises(TraceFormatError, match=r"broken.jsonl, line 4: not valid JSON"):
        read_trace(path, fmt="claude-code")


CODEX_LINES = [
    {"timestamp": "2026-11-01T10:00:00Z", "type": "session_meta", "payload": {"id": "s1", "cli_version": "0.90.0"}},
    {
        "timestamp": "2026-11-01T10:00:01Z",
        "type": "response_item",
        "payload": {
            "type": "message",
            "role": "user",
            "content": [{"type": "input_text", "text": "<environment_context>x"}],
        },
    },
    {
        "timestamp": "2026-11-01T10:00:01Z",
        "type": "response_item",
        "payload": {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "run the tests"}]},
    },
    {"timestamp": "2026-11-01T10:00:02Z", "type": "turn_context", "payload": {"model": "gpt-5-codex"}},
    {
        "timestamp": "2026-11-01T10:00:03Z",
        "type": "response_item",
        "payload": {
            "type": "function_call",
            "name": "shell",
            "call_id": "call_1",
            "arguments": json.dumps({"command": ["bash", "-lc", "pytest -q"]}),
        },
    },
    {
        "timestamp": "2026-11-01T10:00:09Z",
        "type": "response_item",
        "payload": {
            "type": "function_call_output",
            "call_id": "call_1",
            "output": json.dumps(
                {"output": "2 failed, 10 passed", "metadata": {"exit_code": 1, "duration_seconds": 5.2}}
            ),
        },
    },
    {
        "timestamp": "2026-11-01T10:00:10Z",
        "type": "response_item",
        "payload": {
            "type": "function_call",
            "name": "shell",
            "call_id": "call_2",
            "arguments": json.dumps({"command": ["bash", "-lc", "pytest -q tests/unit"]}),
        },
    },
    {
        "timestamp": "2026-11-01T10:00:15Z",
        "type": "response_item",
        "payload": {
            "type": "function_call_output",
            "call_id": "call_2",
            "output": "Exit code: 0\nWall time: 4.1 seconds\nOutput:\n10 passed in 4.0s",
        },
    },
    {"timestamp": "2026-11-01T10:00:16Z", "type": "event_msg", "payload": {"type": "agent_message", "message": "x"}},
]


def test_codex_rollout(tmp_path: Path) -> None:
    path = tmp_path / "rollout-2026-11-01.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in CODEX_LINES))
    trace = read_trace(path)
    assert trace.source == "codex"
    first, second = trace.results
    assert first.status is Status.ERROR and first.exit_code == 1 and first.output == "2 failed, 10 passed"
    assert second.ok and second.exit_code == 0
    assert trace.calls["call_1"].arguments["command"][-1] == "pytest -q"
    assert [s.text for s in trace.steps if isinstance(s, Message)] == ["run the tests"]


def test_veracity_format_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    path.write_text(
        json.dumps(
            veracity_trace(
                user("fetch the quote"),
                call("q1", "quote_api", symbol="NSTR"),
                result("q1", "quote_api", "price 10.5", observed_at="2026-11-01T00:00:00Z"),
                result("q1", "quote_api", "ignored", status="denied", error_code="ROLE"),
            )
        )
    )
    trace = read_trace(path)
    ok, denied = trace.results
    assert ok.ok and ok.observed_at is not None
    assert denied.status is Status.DENIED and denied.reason == "explicit status" and denied.error_code == "ROLE"
    assert trace.current_turn().steps == trace.steps[1:]


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ({"format": "veracity.trace", "version": 2, "steps": []}, "version: unsupported version 2"),
        ({"format": "veracity.trace", "version": 1}, "steps: expected a list"),
        ({"format": "veracity.trace", "version": 1, "steps": [{"type": "note"}]}, r"steps\[0\].type"),
        (
            {
                "format": "veracity.trace",
                "version": 1,
                "steps": [{"type": "tool_result", "call_id": "a", "status": "broken"}],
            },
            r"steps\[0\].status: 'broken' is not one of ok, error",
        ),
        (
            {
                "format": "veracity.trace",
                "version": 1,
                "steps": [{"type": "tool_result", "call_id": "a", "exit_code": "1"}],
            },
            r"steps\[0\].exit_code: expected an integer",
        ),
        (
            {"format": "veracity.trace", "version": 1, "steps": [{"type": "message", "role": "robot", "text": "x"}]},
            r"steps\[0\]: a message needs role",
        ),
    ],
)
def test_veracity_format_errors_name_the_field(tmp_path: Path, document: dict, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document))
    with pytest.raises(TraceFormatError, match=message) as caught:
        read_trace(path)
    assert str(caught.value).startswith(str(path))


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "empty file"),
        ("42", "cannot tell the trace format"),
        ('{"a": 1}\n{"b": ', "line 2: not valid JSON"),
        ("\xff\xfe", "not UTF-8"),
    ],
)
def test_unreadable_files_give_one_clear_error(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "x.json"
    path.write_bytes(content.encode("latin-1"))
    with pytest.raises(TraceFormatError, match=message):
        read_trace(path)


def test_missing_file_and_directory(tmp_path: Path) -> None:
    with pytest.raises(TraceFormatError, match="no such file"):
        read_trace(tmp_path / "absent.json")
    with pytest.raises(TraceFormatError, match="is a directory"):
        read_trace(tmp_path)


def test_hook_events() -> None:
    failure = from_hook_event(
        {
            "hook_event_name": "PostToolUseFailure",
            "session_id": "s",
            "tool_name": "Bash",
            "tool_use_id": "t1",
            "tool_input": {"command": "make test"},
            "error": "Exit code 2\nmake: *** [test] Error 2",
        }
    )
    assert isinstance(failure, ToolResult)
    assert failure.status is Status.ERROR and failure.exit_code == 2
    quiet = from_hook_event(
        {
            "hook_event_name": "PostToolUse",
            "tool_name": "Bash",
            "tool_use_id": "t2",
            "tool_response": {"stdout": "", "stderr": "", "interrupted": False, "isImage": False},
        }
    )
    assert isinstance(quiet, ToolResult) and quiet.ok
    codex = from_hook_event(
        {
            "hook_event_name": "PostToolUse",
            "tool_name": "Bash",
            "tool_use_id": "t3",
            "tool_response": "Exit code: 1\nOutput:\nnope",
        }
    )
    assert isinstance(codex, ToolResult) and codex.status is Status.ERROR
    assert from_hook_event({"hook_event_name": "Stop"}) is None
