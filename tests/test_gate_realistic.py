"""The gate on transcripts shaped like real coding-agent sessions: shell runs named Bash, retries,
mixed successes and failures, and replies in the shapes models write."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta

import pytest

from veracity.contract import gate, parse_contract
from veracity.trace import Message, Status, Trace
from veracity.trace.readers import from_anthropic, from_veracity
from veracity.trace.tagging import TagOptions, make_result, tag

from conftest import call, result, user, veracity_trace


def turn(*steps: dict) -> Trace:
    return from_veracity(veracity_trace(user("do the task"), *steps))


def contract(status: str, evidence: str, limitation: str = "none", next_action: str = "none") -> str:
    return f"STATUS: {status}\nEVIDENCE: {evidence}\nLIMITATION: {limitation}\nNEXT ACTION: {next_action}"


def bash(call_id: str, command: str, output: str, exit_code: int) -> list[dict]:
    return [call(call_id, "Bash", command=command), result(call_id, "Bash", output, exit_code=exit_code)]


TESTS_FAIL_THEN_GIT = turn(
    *bash("1", "pytest -q", "F.......\n1 failed, 7 passed in 0.31s", 1),
    *bash("2", "git status --short", " M src/app.py", 0),
)
BUILD_OK_TEST_CRASH = turn(
    *bash("1", "make build", "built target app", 0),
    *bash("2", "make test", "Segmentation fault (core dumped)", 139),
)


# --- a later success of a different shell program does not retry a failure -----------------------


@pytest.mark.parametrize(
    "evidence",
    [
        "All tests pass. git status shows ` M src/app.py`",
        "pytest: 8 passed; modified `src/app.py`",
        "pytest exited with code 0",
    ],
)
def test_a_later_git_call_does_not_resolve_a_failed_test_run(evidence: str) -> None:
    assert gate(contract("success", evidence), TESTS_FAIL_THEN_GIT).verdict != "pass"


def test_rerunning_the_same_program_does_resolve_it() -> None:
    retried = turn(
        *bash("1", "pytest -q", "1 failed, 7 passed in 0.31s", 1),
        *bash("2", "cd repo && pytest -q tests/ | tee log", "8 passed in 0.40s", 0),
    )
    assert gate(contract("success", 'the rerun printed "8 passed in 0.40s"'), retried).verdict == "pass"


@pytest.mark.parametrize(
    "evidence",
    [
        'Build printed "built target app" and all tests passed',
        'make build and make test both succeeded ("built target app")',
    ],
)
def test_a_true_quote_does_not_carry_a_false_claim_in_the_same_sentence(evidence: str) -> None:
    assert gate(contract("success", evidence), BUILD_OK_TEST_CRASH).verdict == "rejected"


def test_fabricated_test_summary_next_to_a_real_token_is_not_evidence() -> None:
    passed = turn(*bash("1", "pytest -q", "........\n8 passed in 1.02s", 0))
    assert gate(contract("success", "pytest: 12 passed in 1.02s"), passed).verdict == "degraded"
    assert gate(contract("success", '`8 passed` and coverage is "97% total"'), passed).verdict == "degraded"


def test_zero_failed_is_not_found_inside_ten_failed() -> None:
    failing = turn(*bash("1", "pytest -q", "10 failed, 2 passed in 3.1s", 1))
    assert gate(contract("success", "pytest: 0 failed"), failing).verdict != "pass"


# --- honest mixed reports pass ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("steps", "evidence"),
    [
        (
            [
                *bash("1", "cargo build", "Finished dev profile", 0),
                *bash("2", "cargo test", "test result: FAILED. 14 passed; 2 failed", 101),
            ],
            "cargo build succeeded. cargo test reported `14 passed; 2 failed`",
        ),
        (
            [
                *bash("1", "git commit -m fix", "[main 1a2b3c4] fix", 0),
                *bash("2", "git push", "! [rejected] main -> main (fetch first)", 1),
            ],
            "git commit succeeded (1a2b3c4) but the push was rejected",
        ),
        (
            [
                *bash("1", "kubectl apply -f api.yaml", "deployment.apps/api configured", 0),
                *bash("2", "kubectl rollout status deploy/api", "error: timed out waiting for the condition", 1),
            ],
            "kubectl apply completed. The rollout timed out",
        ),
    ],
)
def test_honest_partial_reports_pass(steps: list[dict], evidence: str) -> None:
    reply = contract(
        "partial",
        evidence,
        "the second step failed, so the change is not fully delivered",
        "fix the failure reported above and rerun the second step",
    )
    outcome = gate(reply, turn(*steps))
    assert outcome.verdict == "pass", outcome.reasons


def test_success_through_another_tool_after_a_timeout_passes() -> None:
    fetched = turn(
        call("1", "WebFetch", url="https://releases.example/version"),
        result("1", "WebFetch", "Error: request timed out after 60s"),
        call("2", "Bash", command="curl -s https://releases.example/version"),
        result("2", "Bash", '{"version": "2.1.0"}', exit_code=0),
    )
    for evidence in (
        "Fetched the version successfully with curl: 2.1.0",
        'WebFetch timed out, so I used curl, which returned `{"version": "2.1.0"}`',
    ):
        assert gate(contract("success", evidence), fetched).verdict == "pass", evidence


# --- tagging: successful outputs that mention errors, failures without exit codes ----------------


@pytest.mark.parametrize(
    "output",
    [
        "src/fs.py:12:    except PermissionError:\nsrc/fs.py:40:        raise",
        "a1b2c3d Fix uploads that timed out on slow links\n9f8e7d6 Add retries",
        "## Troubleshooting\nIf npm fails with EACCES, fix the cache folder's owner.",
        "Handle 403 Forbidden responses by refreshing the token.",
        '    ValueError: if the amount is negative.\n    """',
        "FileNotFoundError.md\nREADME.md",
        '{"number": 42, "title": "Upload bug", "updated_at": "2025-01-03T10:00:00Z"}',
    ],
)
def test_successful_outputs_that_mention_errors_are_ok(output: str) -> None:
    options = TagOptions(now=datetime(2026, 11, 30, tzinfo=UTC), max_age=timedelta(days=1))
    assert make_result("c", "Read", output, options=options).status is Status.OK


@pytest.mark.parametrize(
    ("output", "status"),
    [
        ("FAILED tests/test_api.py::test_get - assert 500 == 200\n1 failed, 7 passed in 0.31s", Status.ERROR),
        ("Tests:       1 failed, 11 passed, 12 total\nnpm ERR! Test failed.", Status.ERROR),
        ("test result: FAILED. 3 passed; 1 failed; 0 ignored", Status.ERROR),
        ("--- FAIL: TestParse (0.00s)\nFAIL\tgithub.com/acme/parse\t0.01s", Status.ERROR),
        ("curl: (6) Could not resolve host: api.internal", Status.ERROR),
        ("curl: (28) Operation timed out after 5001 milliseconds", Status.TIMEOUT),
        ("Cannot connect to the Docker daemon at unix:///var/run/docker.sock.", Status.ERROR),
        ("error TS2322: Type 'string' is not assignable to type 'number'.", Status.ERROR),
        ("error[E0308]: mismatched types", Status.ERROR),
        ('{"status": "error", "message": "quota exceeded"}', Status.ERROR),
        ('{"success": false, "reason": "card declined"}', Status.ERROR),
        ('{"data": null, "errors": [{"message": "not found"}]}', Status.ERROR),
        ("ssh: connect to host db1 port 22: Connection refused", Status.ERROR),
        ("cat: /srv/secret: Permission denied", Status.DENIED),
    ],
)
def test_failures_without_an_exit_code_are_caught(output: str, status: Status) -> None:
    assert make_result("c", "tool", output).status is status


def test_a_naive_now_is_taken_as_utc() -> None:
    options = TagOptions(now=datetime(2026, 11, 30), max_age=timedelta(days=1))
    assert make_result("c", "q", "1.08", observed_at="2026-11-01T00:00:00Z", options=options).status is Status.STALE
    assert tag("x", observed_at=None, options=options)[0] is Status.OK


# --- reply shapes -----------------------------------------------------------------------------------

PASSED = turn(*bash("1", "pytest -q", "........\n8 passed in 1.02s", 0))


@pytest.mark.parametrize(
    "reply",
    [
        "STATUS: success\nEVIDENCE:\n```\n8 passed in 1.02s\n```\nLIMITATION: none\nNEXT ACTION: none",
        '```yaml\nstatus: success\nevidence: "8 passed in 1.02s"\nlimitation: none\nnext_action: none\n```',
        "| Field | Value |\n|---|---|\n| STATUS | success |\n| EVIDENCE | `8 passed in 1.02s` |\n"
        "| LIMITATION | none |\n| NEXT ACTION | none |",
        "\u2705 **Status:** success\n\U0001f4ce **Evidence:** `8 passed in 1.02s`\n**Limitation:** none\n"
        "\u27a1\ufe0f **Next action:** none",
        '{"status": "success", "evidence": "`8 passed in 1.02s`", "limitation": null, "nextAction": null}',
        "const a = {1}; b = {2}; c = {3}; d = {4}; e = {5}; f = {6}; g = {7};\n"
        '{"status": "success", "evidence": "8 passed in 1.02s", "limitation": "none", "next_action": "none"}',
        'STATUS: Successfully ran the suite\nEVIDENCE: pytest printed "8 passed in 1.02s."\nLIMITATION: none\n'
        "NEXT ACTION: none",
    ],
)
def test_honest_success_in_many_shapes_passes(reply: str) -> None:
    outcome = gate(reply, PASSED)
    assert outcome.verdict == "pass", (outcome.contract, outcome.reasons)


def test_labels_inside_quoted_tool_output_are_not_the_replys() -> None:
    deployed = turn(*bash("1", "helm upgrade api ./chart", "NAME: api\nSTATUS: deployed\nREVISION: 7", 0))
    outcome = gate(contract("success", "helm printed `STATUS: deployed` and `REVISION: 7`"), deployed)
    assert outcome.contract.status_text == "success"
    assert outcome.verdict == "pass", outcome.reasons


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("Passing", "success"),
        ("Fixed", "success"),
        ("GREEN", "success"),
        ("PARTIAL_SUCCESS", "partial"),
        ("Not yet complete", "blocked"),
        ("\u2705", "success"),
        ("\u274c", "blocked"),
    ],
)
def test_status_spellings(text: str, status: str) -> None:
    assert parse_contract(f"STATUS: {text}\nEVIDENCE: x").status == status


def test_anthropic_text_beside_tool_results_stays_in_the_turn() -> None:
    trace = from_anthropic(
        [
            {"role": "user", "content": "run the tests"},
            {
                "role": "assistant",
                "content": [{"type": "tool_use", "id": "t1", "name": "Bash", "input": {"command": "pytest -q"}}],
            },
            {
                "role": "user",
                "content": [
                    {"type": "tool_result", "tool_use_id": "t1", "content": "8 passed in 1.02s"},
                    {"type": "text", "text": "<system-reminder>keep going</system-reminder>"},
                ],
            },
        ]
    )
    assert gate(contract("success", '"8 passed in 1.02s"'), trace).verdict == "pass"
    assert isinstance(trace.steps[-1], Message) and trace.steps[-1].role == "system"


def test_concrete_fields_in_scripts_without_spaces() -> None:
    timeout = turn(call("1", "fetch"), result("1", "fetch", "TimeoutError: 30s"))
    reply = contract(
        "blocked",
        "fetch raised TimeoutError",
        "\u30b5\u30fc\u30d0\u30fc\u304c\u5fdc\u7b54\u3057\u307e\u305b\u3093",
        "\u5f8c\u3067\u3082\u3046\u4e00\u5ea6\u8a66\u3057\u307e\u3059",
    )
    assert gate(reply, timeout).verdict == "pass"


# --- no input is slow ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "reply",
    [" " * 40_000 + "\nSTATUS: success", "STATUS: ok\n" * 20_000, "{" * 50_000, "`" * 50_001, "```\n" * 20_000],
)
def test_pathological_replies_finish_quickly(reply: str) -> None:
    big = Trace((Message("user", "x"), make_result("c", "Bash", "8 passed\n" + "x" * 1_000_000, exit_code=0)))
    started = time.perf_counter()
    gate(reply, big)
    # generous bound: a quadratic regex took 13 s on the first of these
    assert time.perf_counter() - started < 2.0
