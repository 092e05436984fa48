"""Find the evidence contract (STATUS / EVIDENCE / LIMITATION / NEXT ACTION) in a model's reply.

Models write the contract in many shapes: plain `STATUS: COMPLETE` lines, bold or heading labels,
bullets, `NEXT_ACTION` or `Next action`, all four fields on one line, a JSON object, and prose
before or after. The parser accepts all of them and never raises: text it cannot read gives a
contract whose fields are missing.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

FIELDS = ("status", "evidence", "limitation", "next_action")
FIELD_LABELS = {"status": "STATUS", "evidence": "EVIDENCE", "limitation": "LIMITATION", "next_action": "NEXT ACTION"}
STATUSES = ("success", "partial", "blocked", "unknown")

_LABEL = r"(?P<label>status|evidence|limitations?|next[ \t_-]*(?:actions?|steps?))"
# A label at the start of a line, under any markdown: "## Status", "- **EVIDENCE:** ...", "1. Next action - ...".
_LINE_LABEL = re.compile(
    r"^[ \t]*(?:[#>][#> \t]*)?(?:(?:[-*+\u2022]|\d+[.)]|\(\d+\))[ \t]+)?(?:\*\*|__|\*|_)?[ \t]*"
    + _LABEL
    + r"[ \t]*(?:\*\*|__|\*|_)?[ \t]*(?P<sep>[:\uff1a=]|[-\u2013\u2014](?=[ \t]))?"
    + r"[ \t]*(?:\*\*|__)?[ \t]*(?P<rest>.*)$",
    re.IGNORECASE | re.MULTILINE,
)
# An upper-case label with a colon anywhere: "STATUS: BLOCKED. EVIDENCE: none observed."
_INLINE_LABEL = re.compile(
    r"(?<![A-Za-z_])(?P<label>STATUS|EVIDENCE|LIMITATIONS?|NEXT[ _-]?(?:ACTIONS?|STEPS?))"
    r"[ \t]*(?:\*\*)?[ \t]*:(?:\*\*)?[ \t]*"
)
_BULLET_OR_INDENT = re.compile(r"^(?:[ \t]+\S|[ \t]*(?:[-*+\u2022]|\d+[.)])[ \t]+)")
_FENCE = re.compile(r"^[ \t]*```", re.MULTILINE)

_STATUS_WORDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "blocked",
        re.compile(
            r"\b(?:not[ \t]+(?:complete[d]?|done|successful|success|finished|verified)|incomplete|unsuccessful|"
            r"block(?:ed)?|fail(?:ed|ure)?|error|unable|cannot|can't|could[ \t]+not|unverified|aborted)\b"
        ),
    ),
    ("partial", re.compile(r"\b(?:partial(?:ly)?|partly|in[ \t]+progress|mixed)\b")),
    (
        "success",
        re.compile(
            r"\b(?:success(?:ful)?|succeeded|complete[d]?|done|ok|okay|pass(?:ed)?|verified|finished|resolved)\b"
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class Contract:
    """The four contract fields as written (None where absent) and STATUS normalized."""

    status: str  # success | partial | blocked | unknown
    status_text: str | None = None
    evidence: str | None = None
    limitation: str | None = None
    next_action: str | None = None
    preamble: str = ""  # prose outside the four fields

    @property
    def missing(self) -> list[str]:
        return [name for name in FIELDS if self.field(name) is None]

    def field(self, name: str) -> str | None:
        return self.status_text if name == "status" else getattr(self, name)

    def fields(self) -> dict[str, str | None]:
        return {name: self.field(name) for name in FIELDS}


def _field_name(label: str) -> str:
    label = label.lower()
    if label.startswith("next"):
        return "next_action"
    return "limitation" if label.startswith("limitation") else label


def normalize_status(text: str | None) -> str:
    """success | partial | blocked | unknown from a STATUS value such as "COMPLETE" or "**Blocked**"."""
    if not text:
        return "unknown"
    first_line = text.strip().splitlines()[0].lower() if text.strip() else ""
    best: tuple[int, str] | None = None
    for status, pattern in _STATUS_WORDS:
        match = pattern.search(first_line)
        if match and (best is None or match.start() < best[0]):
            best = (match.start(), status)
    return best[1] if best else "unknown"


def _label_spans(text: str) -> list[tuple[int, int, str]]:
    """(label start, value start, field) for every label, in text order.

    A label is strong when written in capitals, bold or as a heading. Where a reply has strong
    labels, weak ones ("status: 200" in an evidence bullet, "Status: available" in a listing) are
    content, not labels.
    """
    spans: dict[int, tuple[int, int, str, bool]] = {}
    for match in _LINE_LABEL.finditer(text):
        # Without a separator only a bare heading line counts: "Status of the deploy..." is prose.
        if match.group("sep") is None and match.group("rest").strip(" \t*_#"):
            continue
        label = match.group("label")
        decorated = re.search(r"\*\*|__|#", text[match.start() : match.start("rest")]) is not None
        strong = label.isupper() or decorated
        spans[match.start()] = (match.start(), match.start("rest"), _field_name(label), strong)
    covered = [(start, value) for start, value, _, _ in spans.values()]
    for match in _INLINE_LABEL.finditer(text):
        if any(start <= match.start() < value for start, value in covered):
            continue
        spans[match.start()] = (match.start(), match.end(), _field_name(match.group("label")), True)
    ordered = [spans[key] for key in sorted(spans)]
    if any(strong for *_, strong in ordered):
        ordered = [span for span in ordered if span[3]]
    return [(start, value, field) for start, value, field, _ in ordered]


def _clean(value: str, last: bool) -> str:
    if last:
        value = _cut_trailing_prose(value)
    fence = _FENCE.search(value)
    if fence:
        value = value[: fence.start()]
    value = value.strip()
    if value.endswith(("**", "__")) and value.count(value[-2:]) % 2 == 1:
        value = value[:-2].rstrip()
    return value


def _cut_trailing_prose(value: str) -> str:
    """The last field ends where a blank line is followed by prose that is not a list or indented."""
    lines = value.split("\n")
    seen_content = False
    for index, line in enumerate(lines):
        if line.strip():
            if seen_content and index > 0 and not lines[index - 1].strip() and not _BULLET_OR_INDENT.match(line):
                return "\n".join(lines[:index])
            seen_content = True
    return value


def _from_json(text: str) -> Contract | None:
    """The first JSON object in the text that holds at least two contract fields.

    Bounded: a handful of candidate openings and closings, so long brace-heavy replies stay fast.
    """
    starts = [m.start() for m in re.finditer(r"\{", text)][:6]
    ends = [m.start() for m in re.finditer(r"\}", text)][-6:]
    for start in starts:
        for end in reversed(ends):
            if end <= start:
                break
            try:
                value = json.loads(text[start : end + 1])
            except ValueError:
                continue
            if isinstance(value, dict):
                contract = _contract_from_mapping(value, text[:start] + text[end + 1 :])
                if contract is not None:
                    return contract
            break
    return None


def _contract_from_mapping(value: dict[object, object], outside: str) -> Contract | None:
    found: dict[str, str] = {}
    for key, item in value.items():
        name = re.sub(r"[\s_-]+", "_", str(key).strip().lower())
        name = {
            "limitations": "limitation",
            "next_actions": "next_action",
            "next_step": "next_action",
            "next_steps": "next_action",
        }.get(name, name)
        if name in FIELDS:
            if isinstance(item, list):
                found[name] = "; ".join(str(part) for part in item)
            elif item is not None:
                found[name] = item if isinstance(item, str) else json.dumps(item)
    if len(found) < 2:
        return None
    preamble = re.sub(r"```(?:json)?", "", outside).strip()
    return Contract(
        status=normalize_status(found.get("status")),
        status_text=found.get("status"),
        evidence=found.get("evidence"),
        limitation=found.get("limitation"),
        next_action=found.get("next_action"),
        preamble=preamble,
    )


def parse_contract(text: str) -> Contract:
    """Extract the contract fields from a reply. Never raises; absent fields are None.

    When a field appears more than once the last occurrence wins, because replies that restate
    the contract put the final one last.
    """
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    spans = _label_spans(text)
    if not any(field == "status" for _, _, field in spans) and "{" in text:
        from_json = _from_json(text)
        if from_json is not None:
            return from_json
    values: dict[str, str] = {}
    outside: list[str] = [text[: spans[0][0]] if spans else text]
    for index, (_, value_start, field) in enumerate(spans):
        last = index == len(spans) - 1
        end = spans[index + 1][0] if not last else len(text)
        raw = text[value_start:end]
        value = _clean(raw, last)
        values[field] = value
        if last:
            tail_start = raw.find(value) + len(value) if value else 0
            outside.append(raw[tail_start:])
    status_text = values.get("status")
    return Contract(
        status=normalize_status(status_text),
        status_text=status_text,
        evidence=values.get("evidence"),
        limitation=values.get("limitation"),
        next_action=values.get("next_action"),
        preamble="\n".join(part.strip() for part in outside if part.strip()),
    )


def render_contract(contract: Contract) -> str:
    """The contract as four labelled lines, the form the evidence-contract policy asks for."""
    lines = []
    for name in FIELDS:
        value = contract.field(name)
        if name == "status" and value is None:
            value = contract.status
        if value is not None:
            lines.append(f"{FIELD_LABELS[name]}: {value}")
    return "\n".join(lines)
