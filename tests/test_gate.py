from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from veracity.contract import gate, parse_contract
from veracity.trace import Trace
from veracity.trace.readers import from_veracity
from veracity.trace.tagging import TagOptions

from conftest import call, result, user, veracity_trace


def trace_of(*steps: dict, options: TagOptions | None = None) -> Trace:
    return from_veracity(veracity_trace(*steps), options=options or TagOptions())


def contract(status: str, evidence: str, limitation: str = "none", next_action: str = "none") -> str:
    return f"STATUS: {status}\nEVIDENCE: {evidence}\nLIMITATION: {limitation}\nNEXT ACTION: {next_action}"


TIMEOUT_VERIFY = trace_of(
    user("verify the release"),
    call("v1", "verify_release", version="2.0"),
    result("v1", "verify_release", "TimeoutError: verifier did not answer within 60s"),
)
TESTS_CRASHED = trace_of(
    user("run the tests"),
    call("t1", "bash", command="pytest -x"),
    result("t1", "bash", "Fatal Python error: Segmentation fault\n", exit_code=139),
)
TESTS_PASSED = trace_of(
    user("run the tests"),
    call("t1", "bash", command="pytest -q"),
    result("t1", "bash", "........\n8 passed in 1.02s\n", exit_code=0),
)


# (a) all four fields ----------------------------------------------------------------------------


def test_a_reply_without_the_contract_is_not_sendable() -> None:
    outcome = gate("All done, the tests pass!", TESTS_PASSED)
    assert outcome.verdict == "rejected"
    assert {r.field for r in outcome.reasons if r.code == "missing_field"} == {
        "status",
        "evidence",
        "limitation",
        "next_action",
    }
    assert outcome.reply_to_send.startswith("STATUS: blocked")


def test_one_missing_field_rejects() -> None:
    outcome = gate('STATUS: success\nEVIDENCE: "8 passed in 1.02s"\nLIMITATION: none', TESTS_PASSED)
    assert outcome.verdict == "rejected"
    assert [r.field for r in outcome.reasons if r.code == "missing_field"] == ["next_action"]


# (b) success needs a successful result and cited evidence ----------------------------------------


@pytest.mark.parametrize(
    "evidence",
    [
        'pytest printed "8 passed in 1.02s"',
        "pytest exited with code 0",
        "exit code 0; 8 passed",
        "`8 passed`",
    ],
)
def test_success_citing_a_successful_result_passes(evidence: str) -> None:
    reply = contract("success", evidence)
    outcome = gate(reply, TESTS_PASSED)
    assert outcome.verdict == "pass", outcome.reasons
    assert outcome.reply_to_send == reply
    assert outcome.reasons == ()


def test_success_with_no_tool_results_at_all_is_degraded() -> None:
    outcome = gate(contract("success", "I am confident it works"), trace_of(user("is it fixed?")))
    assert outcome.verdict == "degraded"
    assert outcome.reasons[0].code == "success_without_successful_result"


def test_success_without_citing_the_successful_result_is_degraded() -> None:
    outcome = gate(contract("success", "I looked at the output"), TESTS_PASSED)
    assert outcome.verdict == "degraded"
    assert [r.code for r in outcome.reasons] == ["success_without_cited_evidence"]


def test_fabricated_quote_is_not_evidence() -> None:
    outcome = gate(contract("success", 'pytest printed "12 passed"'), TESTS_PASSED)
    assert outcome.verdict != "pass"


def test_wrong_exit_code_is_not_evidence() -> None:
    outcome = gate(
        contract("success", "exit code 0"),
        trace_of(user("build"), call("b", "bash", command="make"), result("b", "bash", "built", exit_code=2)),
    )
    assert outcome.verdict == "rejected"


# (c) failed results reported as success ---------------------------------------------------------


def test_timeout_described_as_verification_complete_is_rejected() -> None:
    outcome = gate(contract("COMPLETE", "verification complete"), TIMEOUT_VERIFY)
    assert outcome.verdict == "rejected"
    assert "failure_reported_as_success" in {r.code for r in outcome.reasons}
    assert "verify_release timed out" in outcome.reply_to_send
    assert "TimeoutError" in outcome.reply_to_send


def test_crashed_run_described_as_tests_pass_is_rejected() -> None:
    outcome = gate(contract("success", "tests pass"), TESTS_CRASHED)
    assert outcome.verdict == "rejected"


def test_crash_reported_as_passing_inside_a_partial_reply_is_rejected() -> None:
    turn = trace_of(
        user("build and test"),
        call("b", "bash", command="make build"),
        result("b", "bash", "built target app", exit_code=0),
        call("t", "bash", command="make test"),
        result("t", "bash", "Segmentation fault", exit_code=139),
    )
    outcome = gate(
        contract(
            "partial",
            '"built target app"; make test: all tests passed',
            "the build is unverified by tests",
            "rerun make test",
        ),
        turn,
    )
    assert outcome.verdict == "rejected"


def test_citing_the_error_text_as_proof_is_rejected() -> None:
    outcome = gate(contract("success", '"verifier did not answer within 60s"'), TIMEOUT_VERIFY)
    assert outcome.verdict == "rejected"
    assert "evidence_cites_failed_result" in {r.code for r in outcome.reasons}


def test_stale_value_presented_as_current_is_rejected() -> None:
    now = datetime(2026, 11, 30, tzinfo=UTC)
    turn = trace_of(
        user("current price of ORBIT-9?"),
        call("p", "price_lookup", sku="ORBIT-9"),
        result("p", "price_lookup", "ORBIT-9 list price 249.00 USD", observed_at="2026-05-01T00:00:00Z"),
        options=TagOptions(now=now, max_age=timedelta(days=7)),
    )
    outcome = gate(contract("success", "price_lookup: list price 249.00 USD"), turn)
    assert outcome.verdict == "rejected"
    assert "older than the freshness window" in outcome.reply_to_send


def test_a_later_successful_retry_supports_success() -> None:
    turn = trace_of(
        user("ping the api"),
        call("a", "http_get", url="http://api/health"),
        result("a", "http_get", "curl: (28) Connection timed out"),
        call("b", "http_get", url="http://api/health"),
        result("b", "http_get", "HTTP/1.1 200 OK\n\nhealthy"),
    )
    outcome = gate(contract("success", 'the retry returned HTTP 200 and "healthy"'), turn)
    assert outcome.verdict == "pass", outcome.reasons


def test_only_the_current_turn_counts() -> None:
    turn = trace_of(
        user("run the tests"),
        call("t1", "bash", command="pytest -q"),
        result("t1", "bash", "8 passed", exit_code=0),
        user("now deploy"),
        call("d1", "deploy", env="prod"),
        result("d1", "deploy", "Error: permission denied for prod"),
    )
    outcome = gate(contract("success", '"8 passed"'), turn)
    assert outcome.verdict != "pass"


# (d) non-success replies need a concrete limitation and next action ------------------------------


def test_honest_blocked_reply_passes() -> None:
    reply = contract(
        "blocked",
        "verify_release raised TimeoutError after 60s",
        "the release was not verified because the verifier timed out",
        "rerun verify_release once the verifier is reachable",
    )
    outcome = gate(reply, TIMEOUT_VERIFY)
    assert outcome.verdict == "pass", outcome.reasons
    assert outcome.reply_to_send == reply


@pytest.mark.parametrize(("limitation", "next_action"), [("none", "rerun it later today"), ("it timed out", "n/a")])
def test_vague_limitation_or_next_action_is_degraded_and_keeps_the_concrete_one(
    limitation: str, next_action: str
) -> None:
    outcome = gate(contract("blocked", "TimeoutError", limitation, next_action), TIMEOUT_VERIFY)
    assert outcome.verdict == "degraded"
    sent = parse_contract(outcome.reply_to_send)
    assert sent.status == "blocked"
    if next_action == "rerun it later today":
        assert sent.next_action == "rerun it later today"
    if limitation == "it timed out":
        assert sent.limitation == "it timed out"


def test_unrecognized_status_is_degraded() -> None:
    outcome = gate(contract("pending", "nothing yet", "the verifier timed out", "retry the verifier"), TIMEOUT_VERIFY)
    assert outcome.verdict == "degraded"
    assert outcome.reasons[0].code == "status_unrecognized"


def test_a_degraded_success_claim_keeps_none_of_the_models_fields() -> None:
    reply = contract(
        "success",
        "I handled it",
        "nothing, all 8 tests passed and the fix is verified",
        "merge PR 42 into main and deploy to prod",
    )
    outcome = gate(reply, TIMEOUT_VERIFY)
    assert outcome.verdict == "degraded"
    sent = parse_contract(outcome.reply_to_send)
    assert sent.status == "blocked"
    assert "TimeoutError" in (sent.evidence or "")
    assert "deploy to prod" not in outcome.reply_to_send and "all 8 tests" not in outcome.reply_to_send


def test_a_degraded_blocked_reply_keeps_the_models_concrete_limitation() -> None:
    reply = contract("blocked", "the verifier timed out", "the verifier never answered, so nothing is confirmed", "-")
    sent = parse_contract(gate(reply, TIMEOUT_VERIFY).reply_to_send)
    assert sent.limitation == "the verifier never answered, so nothing is confirmed"
    assert sent.next_action and sent.next_action.startswith("Retry verify_release")


def test_rejected_reply_uses_nothing_from_the_model() -> None:
    outcome = gate(
        contract("success", "verification complete", "nothing, all verified", "celebrate the release with the team"),
        TIMEOUT_VERIFY,
    )
    assert outcome.verdict == "rejected"
    assert "celebrate" not in outcome.reply_to_send


def test_to_dict_shape() -> None:
    data = gate(contract("success", '"8 passed in 1.02s"'), TESTS_PASSED).to_dict()
    assert set(data) == {"verdict", "status", "fields", "reasons", "reply_to_send"}
    assert set(data["fields"]) == {"status", "evidence", "limitation", "next_action"}
