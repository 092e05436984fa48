from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from veracity.contract import FIELDS, Contract, normalize_status, parse_contract, render_contract

PLAIN = """I tried the deploy.

STATUS: BLOCKED
EVIDENCE: deploy.sh exited with code 1: "connection refused"
LIMITATION: the staging host refused connections, so nothing was deployed
NEXT_ACTION: check that the staging host is up, then rerun deploy.sh
"""


def test_plain_lines_with_prose_before() -> None:
    contract = parse_contract(PLAIN)
    assert contract.status == "blocked"
    assert contract.evidence == 'deploy.sh exited with code 1: "connection refused"'
    assert contract.next_action == "check that the staging host is up, then rerun deploy.sh"
    assert contract.preamble == "I tried the deploy."
    assert contract.missing == []


@pytest.mark.parametrize(
    "reply",
    [
        "**STATUS:** COMPLETE\n**EVIDENCE:** exit code 0\n**LIMITATION:** none\n**NEXT ACTION:** none",
        "**Status**: complete\n**Evidence**: exit code 0\n**Limitation**: none\n**Next action**: none",
        "## Status\nCOMPLETE\n\n## Evidence\nexit code 0\n\n## Limitation\nnone\n\n## Next Action\nnone",
        "- STATUS: COMPLETE\n- EVIDENCE: exit code 0\n- LIMITATION: none\n- NEXT-ACTION: none",
        "1. Status: complete\n2. Evidence: exit code 0\n3. Limitations: none\n4. Next steps: none",
        "STATUS: COMPLETE. EVIDENCE: exit code 0. LIMITATION: none. NEXT_ACTION: none.",
        "Status — COMPLETE\nEvidence — exit code 0\nLimitation — none\nNext action — none",
        '```json\n{"status": "COMPLETE", "evidence": "exit code 0", "limitation": "none", "next_action": "none"}\n```',
        'Here you go: {"STATUS": "COMPLETE", "EVIDENCE": ["exit code 0"], "LIMITATION": "none", "NEXT ACTION": "none"}',
    ],
)
def test_markdown_and_json_forms(reply: str) -> None:
    contract = parse_contract(reply)
    assert contract.status == "success", reply
    assert contract.evidence is not None and contract.evidence.rstrip(".") == "exit code 0"
    assert contract.limitation is not None and contract.limitation.rstrip(".") == "none"
    assert contract.next_action is not None and contract.next_action.rstrip(".") == "none"


def test_trailing_prose_after_the_last_field_is_not_part_of_it() -> None:
    contract = parse_contract(
        "STATUS: partial\nEVIDENCE: a\nLIMITATION: b c d\nNEXT ACTION: rerun the job\n\n"
        "Let me know if you need anything else!"
    )
    assert contract.next_action == "rerun the job"
    assert "Let me know" in contract.preamble


def test_bulleted_evidence_after_a_heading_is_kept() -> None:
    contract = parse_contract('**EVIDENCE:**\n\n- exit code 0\n- "3 passed"\n\n**STATUS:** success')
    assert contract.evidence == '- exit code 0\n- "3 passed"'


def test_weak_labels_inside_content_do_not_override_strong_ones() -> None:
    reply = (
        "Flight HAT136\nStatus: available\n\nSTATUS: success\nEVIDENCE:\n- status: 200\n- body ok\n"
        "LIMITATION: none\nNEXT ACTION: none"
    )
    contract = parse_contract(reply)
    assert contract.status == "success"
    assert contract.evidence == "- status: 200\n- body ok"


def test_prose_that_starts_with_a_label_word_is_not_a_label() -> None:
    contract = parse_contract("Status of the deploy is unclear.\nEvidence suggests the host is down.")
    assert contract.missing == ["status", "evidence", "limitation", "next_action"]
    assert contract.status == "unknown"


def test_fields_written_as_tags() -> None:
    reply = (
        "<status>BLOCKED</status>\n<evidence>coverage_api returned a report</evidence>\n"
        "<limitation>it may be old</limitation>\n<Next_Action>re-run CI</Next_Action>"
    )
    contract = parse_contract(reply)
    assert (contract.status, contract.evidence, contract.next_action) == (
        "blocked",
        "coverage_api returned a report",
        "re-run CI",
    )
    # one tag alone is a word in angle brackets, not a contract
    assert parse_contract("The page shows <status>ok</status> in its markup.").status == "unknown"


def test_missing_fields_are_reported() -> None:
    contract = parse_contract("STATUS: success\nEVIDENCE: it worked")
    assert contract.missing == ["limitation", "next_action"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("COMPLETE", "success"),
        ("Completed", "success"),
        ("SUCCESS", "success"),
        ("done", "success"),
        ("**Blocked**", "blocked"),
        ("FAILED", "blocked"),
        ("NOT COMPLETE", "blocked"),
        ("Not directly verified.", "blocked"),
        ("Answered from cached data", "success"),
        ("Answer provided", "success"),
        ("Not answered", "blocked"),
        ("Best available answer provided", "unknown"),
        ("not fully complete", "blocked"),
        ("Not only done but verified", "success"),
        ("incomplete", "blocked"),
        ("unable to finish", "blocked"),
        ("PARTIAL", "partial"),
        ("partially complete", "partial"),
        ("Completed with limitations", "partial"),
        ("Done with some caveats", "partial"),
        ("COMPLETE (with caveats)", "success"),
        ("Not completed with caveats", "blocked"),
        ("blocked (partial results)", "blocked"),
        ("pending review", "unknown"),
        ("No pass/fail counts. The test run aborted before any test executed.", "blocked"),
        ("Pass/fail counts collected", "success"),
        ("No flaky results this run", "unknown"),
        ("No missing data", "unknown"),
        ("No test results. The suite never started.", "blocked"),
        ("No RMSE yet", "blocked"),
        ("Data unavailable", "blocked"),
        ("No issues found", "unknown"),
        ("No errors; all 12 checks passed", "success"),
        ("", "unknown"),
        (None, "unknown"),
    ],
)
def test_status_normalization(text: str | None, expected: str) -> None:
    assert normalize_status(text) == expected


@given(st.text())
@settings(max_examples=400)
def test_parser_never_raises(text: str) -> None:
    contract = parse_contract(text)
    assert contract.status in ("success", "partial", "blocked", "unknown")


@given(st.text(alphabet=st.characters(codec="utf-8", exclude_characters="\r"), max_size=300))
@settings(max_examples=200)
def test_parser_never_raises_on_contract_shaped_text(body: str) -> None:
    parse_contract(f"STATUS: {body}\nEVIDENCE: {{{body}\nNEXT ACTION: **{body}")


_SAFE = (
    st.text(
        alphabet=st.characters(categories=("L", "N", "Zs"), include_characters=".,;()/-+=$%@'\"!?"),
        min_size=1,
        max_size=60,
    )
    .map(str.strip)
    .filter(lambda s: bool(s) and parse_contract(s).missing == list(FIELDS))
)  # no labels inside


@given(
    status=st.sampled_from(["success", "partial", "blocked"]),
    evidence=_SAFE,
    limitation=_SAFE,
    next_action=_SAFE,
)
@settings(max_examples=300)
def test_render_then_parse_round_trips(status: str, evidence: str, limitation: str, next_action: str) -> None:
    contract = Contract(
        status=status, status_text=status, evidence=evidence, limitation=limitation, next_action=next_action
    )
    assert parse_contract(render_contract(contract)) == contract


def test_one_star_labels_of_a_wiki_markup_give_the_bare_value() -> None:
    contract = parse_contract("*STATUS:* BLOCKED\n*EVIDENCE:* the status API timed out")
    assert contract.status_text == "BLOCKED" and contract.evidence == "the status API timed out"
