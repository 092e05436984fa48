"""Failure tagging: decide a tool result's status from what the result shows.

Signals, strongest first: an explicit status the producer asserted; an explicit error flag
(Anthropic `is_error`, Claude Code PostToolUseFailure); a non-zero exit code; an HTTP status; error
text (exception names, "Error:" prefixes, errno names); an empty payload; and, for results that
otherwise look fine, a timestamp older than the freshness window relative to a given `now`.

Text markers are only looked for where tools put errors, the first and last few hundred characters
of the output, so that a successful result that merely *mentions* "permission denied" somewhere in
a long page is not tagged as a failure. When a command exited 0 its output is the program's output,
not an error report, and text markers are not consulted at all.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from veracity.trace import Status, ToolResult

# Where errors are reported: the head of an output (messages) and its tail (tracebacks, summaries).
_WINDOW = 400

# What kind of failure an error text describes. Used liberally (anywhere in the window) once
# something else (an error flag, a non-zero exit) says the result failed.
_KIND_MARKERS: tuple[tuple[Status, re.Pattern[str]], ...] = (
    (
        Status.TIMEOUT,
        re.compile(
            r"\b(?:TimeoutError|TimeoutExpired|ReadTimeout(?:Error)?|ConnectTimeout(?:Error)?|"
            r"DeadlineExceeded|ETIMEDOUT|socket\.timeout)\b|\btimed[ -]out\b|"
            r"\bdeadline exceeded\b|\btimeout (?:after|exceeded|expired|of \d)",
            re.IGNORECASE,
        ),
    ),
    (
        Status.DENIED,
        re.compile(
            r"\b(?:PermissionError|PermissionDenied|AccessDenied(?:Exception)?|EACCES|EPERM|"
            r"Forbidden|Unauthorized|AuthorizationError)\b|\bpermission denied\b|"
            r"\baccess (?:is )?denied\b|\bnot (?:authorized|permitted)\b|\binsufficient permissions?\b",
            re.IGNORECASE,
        ),
    ),
    (
        Status.MISSING,
        re.compile(
            r"\b(?:FileNotFoundError|ENOENT|NoSuchKey|NoSuchFile)\b|\bno such file or directory\b|"
            r"\bfile not found\b|\battachment (?:is |was )?(?:missing|not found|not attached)\b",
            re.IGNORECASE,
        ),
    ),
)

# Error reports, recognised strictly: only where and how tools write them, so a successful result
# that quotes an error (a grep hit, a commit message, a docs page) is not mistaken for a failure.
_EXCEPTION_AT_LINE_START = re.compile(
    r"^(?:[A-Za-z_]\w*\.)*(?P<name>[A-Z]\w*(?:Error|Exception|Timeout|Expired|Exceeded|Denied))(?::|$)", re.MULTILINE
)
_ERROR_PREFIX = re.compile(r"\A\s*(?:error|exception|fatal|failed|failure)\b\s*[:!\-]", re.IGNORECASE)
_ERROR_LINES = re.compile(
    r"^(?:error(?:\[\w+\]| TS\d+)?|fatal|FATAL|ERROR)\s*[:!]|^npm ERR!|^curl: \(\d+\)|^--- FAIL\b|^FAIL(?:ED)?\b|"
    r"^test result: FAILED|^(?:=+ )?(?:Tests?:\s+)?[1-9]\d* (?:failed|errors?)\b|\b[1-9]\d* failed, \d+ passed\b|"
    r"^Traceback \(most recent call last\):|^Cannot connect to the Docker daemon|^Segmentation fault|"
    r"^[\w./+-]+: (?:.*: )?(?:permission denied|no such file or directory|operation not permitted|"
    r"connection refused|connection timed out|could not resolve host|command not found)\b|"
    r"^(?:permission denied|access denied|operation timed out|connection refused|request timed out)\b",
    re.MULTILINE | re.IGNORECASE,
)

_HTTP_IN_TEXT = (
    re.compile(r"^HTTP/\d(?:\.\d)?\s+(\d{3})\b", re.MULTILINE),
    re.compile(r"\b(?:status[ _]code|http[ _]status|response code)\s*[:=]?\s*(\d{3})\b", re.IGNORECASE),
    re.compile(
        r"(?:^|<title>|<h1>)\s*(\d{3}) (?:Unauthorized|Forbidden|Not Found|Gone|Request Timeout|Too Many Requests|"
        r"Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout)\b",
        re.IGNORECASE | re.MULTILINE,
    ),
)

# Payload keys that say when the data was observed (not when the record was last edited).
_PAYLOAD_TIME_KEYS = ("observed_at", "as_of", "data_as_of", "fetched_at", "retrieved_at")
# Metadata describes the observation itself, so its update times count too.
_METADATA_TIME_KEYS = (*_PAYLOAD_TIME_KEYS, "last_updated", "updated_at", "timestamp")
_EXIT_KEYS = ("exit_code", "exitCode", "returncode", "return_code")
_HTTP_KEYS = ("http_status", "status_code", "statusCode")


@dataclass(frozen=True, slots=True)
class TagOptions:
    """What tagging needs beyond the result itself.

    `now` and `max_age` enable the staleness check; without both, nothing is tagged stale.
    `empty_ok_tools` names tools whose empty output is normal (a scratchpad "think" tool, a
    write that prints nothing); for every other tool an empty payload means nothing was returned.
    """

    now: datetime | None = None
    max_age: timedelta | None = None
    empty_ok_tools: frozenset[str] = frozenset({"think"})


DEFAULT_OPTIONS = TagOptions()


def http_status_kind(code: int) -> tuple[Status, str] | None:
    """The failure an HTTP status shows, or None for 1xx-3xx."""
    if code < 400:
        return None
    if code in (401, 403, 407):
        return Status.DENIED, f"HTTP {code}"
    if code in (404, 410):
        return Status.MISSING, f"HTTP {code}"
    if code in (408, 504):
        return Status.TIMEOUT, f"HTTP {code}"
    return Status.ERROR, f"HTTP {code}"


def _window(output: str) -> str:
    return output if len(output) <= 2 * _WINDOW else output[:_WINDOW] + "\n" + output[-_WINDOW:]


def failure_kind(output: str) -> tuple[Status, str] | None:
    """What kind of failure an error text describes, for a result already known to have failed."""
    window = _window(output)
    for status, pattern in _KIND_MARKERS:
        match = pattern.search(window)
        if match:
            return status, f"text: {match.group(0).strip()}"
    return None


def text_failure(output: str) -> tuple[Status, str] | None:
    """A failure the output itself reports, recognised only in the shapes tools report errors in."""
    window = _window(output)
    match = _EXCEPTION_AT_LINE_START.search(window)
    if match:
        kind = failure_kind(match.group("name"))
        return (kind[0] if kind else Status.ERROR), f"text: {match.group(0).strip()}"
    match = _ERROR_PREFIX.search(window) or _ERROR_LINES.search(window)
    if match:
        kind = failure_kind(window[match.start() : match.start() + 200].split("\n", 1)[0])
        return (kind[0] if kind else Status.ERROR), f"text: {match.group(0).strip()}"
    return None


def http_status_in_text(output: str) -> int | None:
    head = output[:_WINDOW]
    for pattern in _HTTP_IN_TEXT:
        match = pattern.search(head)
        if match:
            code = int(match.group(1))
            if 100 <= code <= 599:
                return code
    return None


def parse_timestamp(value: object) -> datetime | None:
    """An aware datetime from an ISO-8601 string or epoch seconds; naive times are taken as UTC."""
    if isinstance(value, datetime):
        parsed = value
    elif isinstance(value, bool):
        return None
    elif isinstance(value, int | float):
        try:
            return datetime.fromtimestamp(value, UTC)
        except (OverflowError, OSError, ValueError):
            return None
    elif isinstance(value, str) and value.strip():
        text = value.strip()
        if text.endswith("Z"):
            text = text[:-1] + "+00:00"
        try:
            parsed = datetime.fromisoformat(text)
        except ValueError:
            return None
    else:
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def parse_duration(text: str) -> timedelta:
    """ "90", "90s", "15m", "24h", "7d" -> timedelta."""
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([smhd]?)\s*", text)
    if not match:
        raise ValueError(f"not a duration: {text!r} (examples: 90s, 15m, 24h, 7d)")
    unit = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}[match.group(2)]
    return timedelta(seconds=float(match.group(1)) * unit)


def _json_fields(output: str) -> dict[str, Any]:
    """Top-level fields of a JSON-object payload, where tools often put exit codes and errors."""
    stripped = output.strip()
    if not stripped.startswith("{") or len(stripped) > 1_000_000:
        return {}
    try:
        value = json.loads(stripped)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def _first_int(fields: dict[str, Any], keys: tuple[str, ...]) -> int | None:
    for key in keys:
        value = fields.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def tag(
    output: str,
    *,
    tool_name: str = "",
    exit_code: int | None = None,
    http_status: int | None = None,
    is_error: bool | None = None,
    observed_at: datetime | None = None,
    explicit_status: Status | None = None,
    options: TagOptions = DEFAULT_OPTIONS,
) -> tuple[Status, str]:
    """Decide a result's status and say which signal decided it."""
    if explicit_status is not None:
        return explicit_status, "explicit status"
    if is_error:
        kind = failure_kind(output)
        return (kind[0] if kind else Status.ERROR), "flagged as error" + (f" ({kind[1]})" if kind else "")
    if exit_code is not None and exit_code != 0:
        kind = failure_kind(output)
        if kind:
            return kind[0], f"exit code {exit_code} ({kind[1]})"
        return {124: Status.TIMEOUT, 126: Status.DENIED}.get(exit_code, Status.ERROR), f"exit code {exit_code}"
    code = http_status if http_status is not None else http_status_in_text(output)
    if code is not None:
        kind = http_status_kind(code)
        if kind:
            return kind
    if exit_code is None:
        reported = text_failure(output)
        if reported:
            return reported
        if not output.strip() and tool_name not in options.empty_ok_tools:
            return Status.MISSING, "empty payload"
    if observed_at is not None and options.now is not None and options.max_age is not None:
        now = options.now if options.now.tzinfo else options.now.replace(tzinfo=UTC)
        age = now - observed_at
        if age > options.max_age:
            return Status.STALE, f"observed {age} before now, over the {options.max_age} window"
    return Status.OK, "no failure signal" if exit_code is None else "exit code 0"


def _reports_error(fields: dict[str, Any]) -> bool:
    """A JSON payload that says it is an error report: {"error": ...}, {"status": "error"}, {"ok": false}."""
    status = fields.get("status")
    if isinstance(status, str) and status.lower() in ("error", "failed", "failure", "fail"):
        return True
    if fields.get("success") is False or fields.get("ok") is False:
        return True
    errors = fields.get("errors")
    if isinstance(errors, list) and errors and fields.get("data") is None:
        return True
    return bool(fields.get("error")) and len(fields) <= 4


def make_result(
    call_id: str,
    name: str,
    output: str,
    *,
    exit_code: int | None = None,
    http_status: int | None = None,
    is_error: bool | None = None,
    error_code: str | None = None,
    observed_at: object = None,  # anything parse_timestamp reads: datetime, ISO text, epoch seconds
    explicit_status: Status | None = None,
    metadata: dict[str, Any] | None = None,
    options: TagOptions = DEFAULT_OPTIONS,
) -> ToolResult:
    """Build a tagged ToolResult, filling exit code, HTTP status and timestamp from the payload
    and metadata where the caller did not give them."""
    metadata = dict(metadata or {})
    fields = _json_fields(output)
    sources = (metadata, fields, fields.get("metadata") if isinstance(fields.get("metadata"), dict) else {})
    for source, time_keys in zip(sources, (_METADATA_TIME_KEYS, _PAYLOAD_TIME_KEYS, _METADATA_TIME_KEYS), strict=True):
        exit_code = exit_code if exit_code is not None else _first_int(source, _EXIT_KEYS)
        http_status = http_status if http_status is not None else _first_int(source, _HTTP_KEYS)
        if observed_at is None:
            observed_at = next((source[k] for k in time_keys if source.get(k) is not None), None)
    if is_error is None and _reports_error(fields):
        is_error = True
    when = parse_timestamp(observed_at)
    status, reason = tag(
        output,
        tool_name=name,
        exit_code=exit_code,
        http_status=http_status,
        is_error=is_error,
        observed_at=when,
        explicit_status=explicit_status,
        options=options,
    )
    return ToolResult(
        call_id=call_id,
        name=name,
        output=output,
        status=status,
        reason=reason,
        exit_code=exit_code,
        http_status=http_status,
        error_code=error_code,
        observed_at=when,
        metadata=metadata,
    )
