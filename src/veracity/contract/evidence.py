"""Checkable fragments of an EVIDENCE field, and whether the turn's tool results back them.

A fragment is something a reader could check against a tool result: a quoted substring, an exit
code, an HTTP status, a hash, a test-summary line, or a distinctive token such as an identifier,
a date or an amount. Each fragment is looked up in the turn's results; it is *supported* when a
successful result shows it, *from a failure* when only a failed result shows it, and
*unverifiable* when no result shows it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection
from dataclasses import dataclass

from veracity.text import QUOTED, normalize
from veracity.trace import ToolResult

_EXIT = re.compile(
    r"\b(?:exit(?:ed)?(?:[ \t]+(?:with|status|code))*|return(?:ed)?[ \t]+code|returncode|rc)"
    r"[ \t]*[:=]?[ \t]*`?(-?\d{1,3})\b`?",
    re.IGNORECASE,
)
_HTTP = re.compile(
    r"\bHTTP(?:/\d(?:\.\d)?)?[ \t]*(?:status(?:[ \t]+code)?)?[ \t]*[:=]?[ \t]*([1-5]\d\d)\b|"
    r"\bstatus(?:[ \t]+code)?[ \t]*[:=]?[ \t]*([1-5]\d\d)\b|"
    r"\b([1-5]\d\d)[ \t]+(?:OK|Created|Accepted|No Content|Found|Not Modified|Moved)\b",
    re.IGNORECASE,
)
_HASH = re.compile(r"\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,64}\b", re.IGNORECASE)
_TEST_SUMMARY = re.compile(
    r"\b\d+[ \t]+(?:passed|failed|errors?|skipped|tests?)"
    r"(?:[ \t]*[,;]?[ \t]*\d+[ \t]+(?:passed|failed|errors?|skipped|warnings?))*"
    r"|\bRan[ \t]+\d+[ \t]+tests?\b|\bOK[ \t]+\(\d+[ \t]+tests?\)",
    re.IGNORECASE,
)
_TOKEN = re.compile(r"[\w$][\w$.:/@%+-]*[\w%]")
_WITHOUT_SPACES = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{4,}")  # CJK: a run is a phrase
_UNINFORMATIVE = frozenset(
    "status evidence limitation next action success blocked partial complete completed error failed "
    "failure timeout denied missing stale none unknown http https exit code".split()
)


@dataclass(frozen=True, slots=True)
class Fragment:
    kind: str  # quote | exit_code | http_status | hash | test_summary | token
    text: str
    number: int | None = None


@dataclass(frozen=True, slots=True)
class FragmentCheck:
    fragment: Fragment
    supported_by: tuple[str, ...]  # call ids of successful results that show it
    failed_in: tuple[str, ...]  # call ids of failed results that show it

    @property
    def verdict(self) -> str:
        if self.supported_by:
            return "supported"
        return "from_failure" if self.failed_in else "unverifiable"


def _is_distinctive(token: str) -> bool:
    """Identifiers, numbers, dates, amounts, paths: tokens unlikely to appear in a result by chance."""
    bare = token.strip("$%.,:;")
    if len(bare) < 3 or bare.lower() in _UNINFORMATIVE:
        return False
    if any(c.isdigit() for c in bare):
        return len(bare) >= 3
    if "_" in bare or "/" in bare or "." in bare.strip("."):
        return len(bare) >= 4
    inner_caps = any(c.isupper() for c in bare[1:]) and any(c.islower() for c in bare)
    return inner_caps or (bare.isupper() and len(bare) >= 5) or _WITHOUT_SPACES.search(bare) is not None


def extract_fragments(evidence: str) -> list[Fragment]:
    """Every checkable fragment in an EVIDENCE field, most specific kinds first."""
    fragments: list[Fragment] = []
    seen: set[tuple[str, str]] = set()

    def add(kind: str, text: str, number: int | None = None) -> None:
        key = (kind, normalize(text))
        if key[1] and key not in seen:
            seen.add(key)
            fragments.append(Fragment(kind, text.strip(), number))

    for match in QUOTED.finditer(evidence):
        quoted = next(group for group in match.groups() if group is not None)
        if len(normalize(quoted)) >= 2:
            add("quote", quoted)
    for match in _EXIT.finditer(evidence):
        add("exit_code", match.group(0), int(match.group(1)))
    for match in _HTTP.finditer(evidence):
        code = next(group for group in match.groups() if group is not None)
        add("http_status", match.group(0), int(code))
    for match in _TEST_SUMMARY.finditer(evidence):
        add("test_summary", match.group(0))
    for match in _HASH.finditer(evidence):
        add("hash", match.group(0))
    numbers_claimed = {f.number for f in fragments if f.number is not None}
    # Tokens inside a quote are checked with the quote: "total 375" quoted from an error is not
    # backed by some other result that happens to show 375.
    unquoted = QUOTED.sub(" ", evidence)
    for match in _TOKEN.finditer(unquoted):
        token = match.group(0)
        if _is_distinctive(token) and not (token.isdigit() and int(token) in numbers_claimed):
            add("token", token.strip(".,:;"))
    return fragments


class _Searchable:
    """A result's text, normalized once per check; the JSON-loosened form only when a quote needs it."""

    __slots__ = ("_loose", "result", "text")

    def __init__(self, result: ToolResult) -> None:
        parts = [result.output, result.error_code or ""]
        if result.metadata:
            parts.append(json.dumps(result.metadata, sort_keys=True, default=str))
        self.result = result
        self.text = normalize("\n".join(parts))
        self._loose: str | None = None

    @property
    def loose(self) -> str:
        if self._loose is None:
            self._loose = _loosen(self.text)
        return self._loose


def _loosen(text: str) -> str:
    """JSON punctuation dropped: '{"status": "shipped"}' reads as 'status: shipped'."""
    return " ".join(re.sub(r"[{}\[\],]", " ", re.sub(r"[\"'\u201c\u201d]", "", text)).split())


def _bounded(needle: str, text: str) -> bool:
    """needle in text as whole words: "0 failed" is not in "10 failed"."""
    start = text.find(needle)
    while start != -1:
        end = start + len(needle)
        before_ok = start == 0 or not (text[start - 1].isalnum() or text[start - 1] == "_") or not needle[0].isalnum()
        after_ok = end == len(text) or not (text[end].isalnum() or text[end] == "_") or not needle[-1].isalnum()
        if before_ok and after_ok:
            return True
        start = text.find(needle, start + 1)
    return False


def _shows(fragment: Fragment, searchable: _Searchable) -> bool:
    result, text = searchable.result, searchable.text
    if fragment.kind == "exit_code":
        if result.exit_code is not None:
            return result.exit_code == fragment.number
        return re.search(rf"\bexit(?:ed)?(?: with)?(?: code| status)?\s*[:=]?\s*{fragment.number}\b", text) is not None
    if fragment.kind == "http_status":
        if result.http_status is not None:
            return result.http_status == fragment.number
        number = fragment.number
        in_context = rf"\b(?:http\S*|status(?: code)?)\W{{0,3}}{number}\b"
        with_phrase = rf"\b{number} (?:ok|created|accepted|no content|found|moved|not modified)\b"
        return text.strip() == str(number) or re.search(f"{in_context}|{with_phrase}", text) is not None
    needle = normalize(fragment.text).rstrip(".,;:!")
    if fragment.kind != "quote":
        return _bounded(needle, text)
    # A quote may elide with "..." and may drop JSON's quotes: "reservation_id: HATHAT".
    parts = [part.strip() for part in re.split(r"\.{3,}|\u2026", needle) if len(part.strip()) >= 2]
    return bool(parts) and all(part in text or _loosen(part) in searchable.loose for part in parts)


def check_fragments(
    fragments: list[Fragment], results: list[ToolResult], named: Collection[str] = ()
) -> list[FragmentCheck]:
    """Look every fragment up in the results. Tokens in `named` (tool names, call arguments) only
    name what was called; they show nothing about what came back and are left out."""
    searchables = [_Searchable(result) for result in results]
    checks = []
    for fragment in fragments:
        if fragment.kind == "token" and any(normalize(fragment.text) in word for word in named):
            continue
        ok = tuple(s.result.call_id for s in searchables if s.result.ok and _shows(fragment, s))
        failed = tuple(s.result.call_id for s in searchables if not s.result.ok and _shows(fragment, s))
        checks.append(FragmentCheck(fragment, ok, failed))
    return checks
