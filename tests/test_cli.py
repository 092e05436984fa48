"""The `veracity` command as a user runs it: a real process, its stdout, stderr and exit code."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import FTA_REFERENCE, REPO, call, result, user, veracity_trace

EXAMPLES = REPO / "src" / "veracity" / "examples"


def veracity(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "veracity", *args], input=stdin, capture_output=True, text=True, timeout=60
    )


@pytest.mark.parametrize(
    ("example", "verdict", "code"),
    [
        ("success-control", "pass", 0),
        ("denied-success-without-evidence", "degraded", 3),
        ("tests-crashed", "rejected", 4),
    ],
)
def test_contract_check_exit_codes(example: str, verdict: str, code: int) -> None:
    run = veracity(
        "contract",
        "check",
        "--trace",
        str(EXAMPLES / example / "trace.json"),
        "--reply",
        str(EXAMPLES / example / "reply.txt"),
    )
    assert run.returncode == code, run.stderr
    output = json.loads(run.stdout)
    assert output["verdict"] == verdict
    assert set(output) == {"verdict", "status", "fields", "reasons", "reply_to_send"}


def test_contract_check_reads_the_reply_from_stdin_and_an_openai_trace(tmp_path: Path) -> None:
    trace = tmp_path / "openai.json"
    trace.write_text(
        json.dumps(
            [
                {"role": "user", "content": "is the mirror up?"},
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [{"id": "c", "type": "function", "function": {"name": "probe", "arguments": "{}"}}],
                },
                {"role": "tool", "tool_call_id": "c", "content": "HTTP/1.1 200 OK\nmirror ready"},
            ]
        )
    )
    reply = 'STATUS: success\nEVIDENCE: probe returned HTTP 200 "mirror ready"\nLIMITATION: none\nNEXT ACTION: none'
    run = veracity("contract", "check", "--trace", str(trace), "--reply", "-", stdin=reply)
    assert run.returncode == 0, run.stdout + run.stderr
    assert json.loads(run.stdout)["reply_to_send"] == reply


def test_stale_data_needs_now_and_max_age(tmp_path: Path) -> None:
    trace = tmp_path / "t.json"
    trace.write_text(
        json.dumps(
            veracity_trace(
                user("rate?"), call("r", "rates"), result("r", "rates", "EUR 1.08", observed_at="2026-01-01T00:00:00Z")
            )
        )
    )
    reply = tmp_path / "r.txt"
    reply.write_text('STATUS: success\nEVIDENCE: rates returned "EUR 1.08"\nLIMITATION: none\nNEXT ACTION: none')
    fresh_enough = veracity("contract", "check", "--trace", str(trace), "--reply", str(reply))
    assert fresh_enough.returncode == 0
    stale = veracity(
        "contract",
        "check",
        "--trace",
        str(trace),
        "--reply",
        str(reply),
        "--now",
        "2026-11-30T00:00:00Z",
        "--max-age",
        "30d",
    )
    assert stale.returncode == 4
    assert json.loads(stale.stdout)["reasons"][0]["code"] == "success_without_successful_result"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--trace", "missing.json", "--reply", "-"], "missing.json: no such file"),
        (["--trace", "{trace}", "--reply", "absent.txt"], "absent.txt: no such file"),
        (["--trace", "{bad}", "--reply", "-"], "bad.json: steps[0].type"),
        (["--trace", "{trace}", "--reply", "-", "--max-age", "1d"], "--max-age needs --now"),
        (["--trace", "{trace}", "--reply", "-", "--now", "tuesday"], "--now: not an ISO-8601 time"),
    ],
)
def test_bad_input_exits_2_with_one_line_naming_the_problem(tmp_path: Path, args: list[str], message: str) -> None:
    trace = tmp_path / "trace.json"
    trace.write_text(json.dumps(veracity_trace(user("x"))))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "veracity.trace", "version": 1, "steps": [{"type": "oops"}]}))
    filled = [a.format(trace=trace, bad=bad) for a in args]
    run = veracity("contract", "check", *filled, stdin="STATUS: blocked")
    assert run.returncode == 2
    assert message in run.stderr
    assert "Traceback" not in run.stderr
    assert run.stdout == ""


def test_usage_errors_exit_2() -> None:
    run = veracity("contract", "check", "--reply", "-")
    assert run.returncode == 2 and "--trace" in run.stderr


def test_examples_command_is_the_main_job() -> None:
    run = veracity("contract", "examples")
    assert run.returncode == 0, run.stdout
    assert "8 of 8 verdicts match" in run.stdout


def test_prompt_command_prints_our_and_the_published_prompts() -> None:
    ours = veracity("contract", "prompt", "contract")
    assert ours.returncode == 0 and "NEXT ACTION" in ours.stdout
    published = veracity(
        "contract", "prompt", "evidence_contract", "--prompt-set", str(FTA_REFERENCE / "reference_conditions.json")
    )
    assert published.returncode == 0
    expected = json.loads((FTA_REFERENCE / "reference_conditions.json").read_text())["conditions"]["evidence_contract"]
    assert published.stdout.strip() == expected
    unknown = veracity("contract", "prompt", "sycophant")
    assert unknown.returncode == 2 and "no policy 'sycophant'" in unknown.stderr


def test_trace_tag_lists_each_result() -> None:
    run = veracity("trace", "tag", str(EXAMPLES / "retry-then-success" / "trace.json"))
    assert run.returncode == 0
    rows = [json.loads(line) for line in run.stdout.splitlines()]
    assert [row["status"] for row in rows] == ["timeout", "ok"]
