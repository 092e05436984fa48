"""Find the evidence contract (STATUS / EVIDENCE / LIMITATION / NEXT ACTION) in a model's reply.

Models write the contract in many shapes: plain `STATUS: COMPLETE` lines, bold or heading labels,
bullets, `NEXT_ACTION` or `Next action`, all four fields on one line, a JSON object, and prose
before or after. The parser accepts all of them and never raises: text it cannot read gives a
contract whose fields are missing.
"""

from __future__ import annotations

import bisect
import json
import re
from dataclasses import dataclass, replace

FIELDS = ("status", "evidence", "limitation", "next_action")
FIELD_LABELS = {"status": "STATUS", "evidence": "EVIDENCE", "limitation": "LIMITATION", "next_action": "NEXT ACTION"}
STATUSES = ("success", "partial", "blocked", "unknown")

_LABEL = r"(?P<label>status|evidence|limitations?|next[ \t_-]*(?:actions?|steps?))"
# Symbols some models put before a label: "✅ **Status:**", "➡️ Next action:".
_SYMBOL = r"(?:[\u2190-\u2bff\u2600-\u27bf\U0001F000-\U0001FAFF]\ufe0f?[ \t]*)?"
# A label at the start of a line, under any markdown: "## Status", "- **EVIDENCE:** ...", "1. Next action - ...",
# or a table row "| STATUS | success |". The possessive `*+` keeps long runs of blanks linear.
_LINE_LABEL = re.compile(
    r"^[ \t]*+\|?[ \t]*+(?:[#>][#> \t]*+)?(?:(?:[-*+\u2022]|\d+[.)]|\(\d+\))[ \t]++)?"
    + _SYMBOL
    + r"(?:\*\*|__|\*|_)?[ \t]*+"
    + _LABEL
    + r"[ \t]*+(?:\*\*|__|\*|_)?[ \t]*+(?P<sep>[:\uff1a=|]|[-\u2013\u2014](?=[ \t]))?"
    + r"[ \t]*+(?:\*\*|__|\*(?=[ \t])|_(?=[ \t]))?[ \t]*+(?P<rest>.*)$",
    re.IGNORECASE | re.MULTILINE,
)
# An upper-case label with a colon anywhere: "STATUS: BLOCKED. EVIDENCE: none observed."
_INLINE_LABEL = re.compile(
    r"(?=[SELN])(?<![A-Za-z_])(?P<label>STATUS|EVIDENCE|LIMITATIONS?|NEXT[ _-]?(?:ACTIONS?|STEPS?))"
    r"[ \t]*+(?:\*\*)?[ \t]*+:(?:\*\*)?[ \t]*+"
)
# Quoted output is content: a label inside a code block or backticks is the tool's, not the reply's.
_CODE = re.compile(r"```.*?(?:```|\Z)|`[^`\n]*`", re.DOTALL)
_BULLET_OR_INDENT = re.compile(r"^(?:[ \t]+\S|[ \t]*(?:[-*+\u2022|]|\d+[.)])[ \t]+)")
_TRAILING_FENCE = re.compile(r"\n[ \t]*```[ \t]*\Z")

# ("not directly verified", "not fully complete": an adverb may stand between the negation and the word)
_STATUS_WORDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "blocked",
        re.compile(
            r"\b(?:not[ \t]+(?:yet[ \t]+)?(?:(?!only\b)[a-z]+ly[ \t]+)?"
            r"(?:complete[d]?|done|successful|success|finished|verified|passing|answered)|"
            r"incomplete|unsuccessful|block(?:ed)?|fail(?:ed|ure|ing)?|error|unable|"
            r"cannot|can't|could[ \t]+not|unverified|aborted|unavailable)\b|\u274c|\U0001f6ab|\u26d4|"
            # (a status that opens on the result it lacks: "No test results. The suite never started.", "No RMSE
            # yet"; not one that opens on a problem it did not find, "No issues found", "No errors")
            # (the lacked thing ends the phrase: not "No flaky results this run", "No login data gaps", "No missing
            # data")
            r"^\W*no[ \t]+(?:(?!(?:missing|flaky|failed|failing|skipped|bad|corrupt\w*|duplicate\w*|stale|invalid|"
            r"unexpected|new|lost|broken|surprising)\b)[\w/-]+[ \t]+){0,2}(?:results?|counts?|data|numbers?|figures?|"
            r"values?|answers?|scores?|readings?|output|totals?|metrics?|measurements?|report|rmse|estimate)"
            r"(?=[ \t]*(?:[.;:,!)(\u2014]|$|-[ \t]|(?:yet|available|to report|returned|produced|obtained|received)\b))"
        ),
    ),
    # ("Completed with limitations": done only in part, the earliest word notwithstanding)
    (
        "partial",
        re.compile(
            r"\b(?:partial(?:ly)?|partly|in[ \t]+progress|mixed|concerns?|"
            r"(?:complete[d]?|done|finished|answered)[ \t]+with[ \t]+(?:(?:some|minor|a[ \t]+few)[ \t]+)?"
            r"(?:limitations?|caveats?|reservations?|gaps?))\b|"
            r"\u26a0"
        ),
    ),
    (
        "success",
        re.compile(
            r"\b(?:success(?:ful(?:ly)?)?|succeeded|complete[d]?|done|ok|okay|pass(?:ed|ing)?|verified|finished|"
            # ("Answered from cached data", "Answer provided"; not "Best available answer provided", a guess)
            r"resolved|fixed|green|answered|(?<!available )(?<!likely )(?<!best )answer[ \t]+(?:provided|given))\b|"
            r"\u2705|\u2714"
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
    first_line = re.sub(r"[_-]+", " ", first_line)  # PARTIAL_SUCCESS, not-complete
    best: tuple[int, str] | None = None
    for status, pattern in _STATUS_WORDS:
        match = pattern.search(first_line)
        if match and (best is None or match.start() < best[0]):
            best = (match.start(), status)
    return best[1] if best else "unknown"


_DECORATION = re.compile(r"\*\*|__|#|\|")  # bold, a heading's hash, a table cell: a label set off as one


def _label_spans(text: str) -> list[tuple[int, int, str]]:
    """(label start, value start, field) for every label, in text order.

    A label is strong when written in capitals, bold or as a heading. Where a reply has strong
    labels, weak ones ("status: 200" in an evidence bullet, "Status: available" in a listing) are
    content, not labels. Labels inside code blocks or backticks are quoted output, never labels.
    """
    lowered = text.lower()
    if not any(word in lowered for word in ("status", "evidence", "limitation", "next")):
        return []  # every label is one of these words: most replies without a contract end here
    code = [(m.start(), m.end()) for m in _CODE.finditer(text)]
    code_starts = [start for start, _ in code]

    def in_code(position: int) -> bool:
        index = bisect.bisect_right(code_starts, position) - 1
        return index >= 0 and code[index][0] <= position < code[index][1]

    spans: dict[int, tuple[int, int, str, bool]] = {}
    for match in _LINE_LABEL.finditer(text):
        # Without a separator only a bare heading line counts: "Status of the deploy..." is prose.
        if match.group("sep") is None and match.group("rest").strip(" \t*_#|"):
            continue
        if in_code(match.start("label")):
            continue
        label = match.group("label")
        decorated = _DECORATION.search(text, match.start(), match.start("rest")) is not None
        strong = label.isupper() or decorated
        spans[match.start()] = (match.start(), match.start("rest"), _field_name(label), strong)
    line_spans = sorted((start, value) for start, value, _, _ in spans.values())
    line_starts = [start for start, _ in line_spans]
    for match in _INLINE_LABEL.finditer(text):
        index = bisect.bisect_right(line_starts, match.start()) - 1
        if index >= 0 and line_spans[index][0] <= match.start() < line_spans[index][1]:
            continue  # the label part of a line label already found
        if in_code(match.start()):
            continue
        spans[match.start()] = (match.start(), match.end(), _field_name(match.group("label")), True)
    ordered = [spans[key] for key in sorted(spans)]
    if any(strong for *_, strong in ordered):
        ordered = [span for span in ordered if span[3]]
    return [(start, value, field) for start, value, field, _ in ordered]


def _clean(value: str, last: bool) -> str:
    if last:
        value = _cut_trailing_prose(value)
    value = _TRAILING_FENCE.sub("", value.rstrip())  # the fence that closed a reply written in a code block
    value = value.strip()
    if value.endswith("|"):  # a table row's closing bar
        value = value.rstrip("| \t")
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


_DECODER = json.JSONDecoder()
_TAG_FIELD = re.compile(
    r"<(status|evidence|limitations?|next[ _-]?(?:actions?|steps?))>(.*?)</\1>", re.IGNORECASE | re.DOTALL
)


def _from_json(text: str) -> Contract | None:
    """The first JSON object in the text that holds at least two contract fields.

    Bounded: at most 64 candidate openings, each decoded once, so long brace-heavy replies stay fast.
    """
    for count, match in enumerate(re.finditer(r"\{", text)):
        if count == 64:
            break
        try:
            value, end = _DECODER.raw_decode(text, match.start())
        except ValueError:
            continue
        if isinstance(value, dict):
            contract = _contract_from_mapping(value, text[: match.start()] + text[end:])
            if contract is not None:
                return contract
    return None


def _key_name(key: object) -> str:
    name = re.sub(r"(?<=[a-z])(?=[A-Z])", "_", str(key).strip())  # nextAction -> next_Action
    name = re.sub(r"[\s_-]+", "_", name.lower())
    aliases = {
        "limitations": "limitation",
        "next_actions": "next_action",
        "next_step": "next_action",
        "next_steps": "next_action",
    }
    return aliases.get(name, name)


def _contract_from_mapping(value: dict[object, object], outside: str) -> Contract | None:
    found: dict[str, str] = {}
    for key, item in value.items():
        name = _key_name(key)
        if name in FIELDS:
            if isinstance(item, list):
                found[name] = "; ".join(str(part) for part in item)
            elif item is None:
                found[name] = ""  # present but empty: "limitation": null
            else:
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
    if not spans and "```" in text:
        # The whole contract written inside a code block: read the largest block's content.
        blocks = [m.group(1) for m in re.finditer(r"```[\w-]*\n(.*?)(?:```|\Z)", text, re.DOTALL)]
        inner = max(blocks, key=len, default="")
        if inner and _label_spans(inner):
            contract = parse_contract(inner)
            around = text.replace(inner, " ")
            return replace(contract, preamble=re.sub(r"```[\w-]*", "", around).strip())
    if not any(field == "status" for _, _, field in spans) and "{" in text:
        from_json = _from_json(text)
        if from_json is not None:
            return from_json
    if not spans and "</" in text:
        # the fields written as tags: "<status>BLOCKED</status>\n<evidence>...</evidence>"
        tagged = {match.group(1): match.group(2).strip() for match in _TAG_FIELD.finditer(text)}
        from_tags = _contract_from_mapping(dict(tagged), _TAG_FIELD.sub(" ", text))
        if from_tags is not None:
            return from_tags
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
