from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from veracity.trace import Status
from veracity.trace.tagging import TagOptions, make_result, parse_duration, parse_timestamp, tag


@pytest.mark.parametrize(
    ("output", "kwargs", "expected"),
    [
        ("done", {"exit_code": 0}, Status.OK),
        ("", {"exit_code": 0}, Status.OK),  # a quiet command that succeeded is not "missing"
        ("boom", {"exit_code": 1}, Status.ERROR),
        ("", {"exit_code": 124}, Status.TIMEOUT),
        ("", {"exit_code": 126}, Status.DENIED),
        ("cat: x: Permission denied", {"exit_code": 1}, Status.DENIED),
        ("Traceback (most recent call last):\n  ...\nTimeoutError: read timed out", {}, Status.TIMEOUT),
        ("FileNotFoundError: [Errno 2] No such file or directory: 'a.csv'", {}, Status.MISSING),
        ("PermissionError: [Errno 13] Permission denied: '/etc/shadow'", {}, Status.DENIED),
        ("Traceback (most recent call last):\n  File 'x.py'\nValueError: bad", {}, Status.ERROR),
        ("Error: payment amount does not add up", {}, Status.ERROR),
        ("ERROR: could not connect", {}, Status.ERROR),
        ("HTTP/1.1 403 Forbidden\n\n", {}, Status.DENIED),
        ("HTTP/1.1 404 Not Found", {}, Status.MISSING),
        ("<html>rate limited</html>", {"http_status": 429}, Status.ERROR),
        ("upstream", {"http_status": 503}, Status.ERROR),
        ("gateway", {"http_status": 504}, Status.TIMEOUT),
        ("HTTP/1.1 200 OK\n\nok", {}, Status.OK),
        ("", {}, Status.MISSING),
        ("   \n", {}, Status.MISSING),
        ("anything", {"is_error": True}, Status.ERROR),
        ("operation timed out after 30s", {"is_error": True}, Status.TIMEOUT),
        ('{"flights": []}', {}, Status.OK),
        ("bash: jq: command not found", {}, Status.ERROR),
    ],
)
def test_tag_reads_the_signal_a_result_shows(output: str, kwargs: dict, expected: Status) -> None:
    status, reason = tag(output, **kwargs)
    assert status is expected
    assert reason


def test_explicit_status_wins_over_content() -> None:
    assert tag("all fine", explicit_status=Status.DENIED)[0] is Status.DENIED


def test_exit_zero_output_is_program_output_not_an_error_report() -> None:
    # grep found lines that mention errors: the command succeeded.
    assert tag("app.log:12: PermissionError: denied\n", exit_code=0)[0] is Status.OK


def test_markers_deep_inside_a_long_successful_payload_are_not_failures() -> None:
    page = "Welcome. " * 200 + "Troubleshooting: 'permission denied' means your token expired. " + "More. " * 200
    assert tag(page)[0] is Status.OK


def test_empty_output_of_a_scratchpad_tool_is_normal() -> None:
    assert tag("", tool_name="think")[0] is Status.OK
    assert tag("", tool_name="search")[0] is Status.MISSING


def test_staleness_is_relative_to_the_given_now() -> None:
    now = datetime(2026, 11, 30, tzinfo=UTC)
    options = TagOptions(now=now, max_age=timedelta(days=1))
    old = now - timedelta(days=3)
    fresh = now - timedelta(hours=2)
    assert tag("42", observed_at=old, options=options)[0] is Status.STALE
    assert tag("42", observed_at=fresh, options=options)[0] is Status.OK
    # without a now, nothing is stale: age is undefined
    assert tag("42", observed_at=old)[0] is Status.OK
    # a failure is reported as the failure, not as staleness
    assert tag("Error: offline", observed_at=old, options=options)[0] is Status.ERROR


def test_make_result_reads_exit_code_and_timestamp_from_a_json_payload() -> None:
    options = TagOptions(now=datetime(2026, 11, 30, tzinfo=UTC), max_age=timedelta(days=7))
    stale = make_result("c1", "quote", '{"price": 10, "as_of": "2026-10-01T00:00:00Z"}', options=options)
    assert stale.status is Status.STALE
    assert stale.observed_at == datetime(2026, 10, 1, tzinfo=UTC)
    crashed = make_result("c2", "run", '{"output": "", "exit_code": 2}')
    assert crashed.status is Status.ERROR and crashed.exit_code == 2
    reported = make_result("c3", "api", '{"error": "quota exceeded"}')
    assert reported.status is Status.ERROR


def test_make_result_reads_metadata() -> None:
    denied = make_result("c1", "fetch", "body", metadata={"status_code": 401})
    assert denied.status is Status.DENIED and denied.http_status == 401


def test_parse_timestamp_forms() -> None:
    assert parse_timestamp("2026-01-02T03:04:05Z") == datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    assert parse_timestamp("2026-01-02") == datetime(2026, 1, 2, tzinfo=UTC)
    assert parse_timestamp(0) == datetime(1970, 1, 1, tzinfo=UTC)
    assert parse_timestamp("yesterday") is None
    assert parse_timestamp(True) is None


def test_parse_duration() -> None:
    assert parse_duration("90") == timedelta(seconds=90)
    assert parse_duration("15m") == timedelta(minutes=15)
    assert parse_duration("7d") == timedelta(days=7)
    with pytest.raises(ValueError, match="not a duration"):
        parse_duration("soon")
