"""Check a contract reply against the tool results of the turn it reports on.

Rules (docs/contract.md explains each with examples):
  (a) all four fields present, else the reply is not sendable;
  (b) STATUS success needs a successful tool result in the turn and an EVIDENCE field that cites a
      checkable fragment of one, else it is degraded to blocked;
  (c) a reply that reports a failed result as a success is rejected;
  (d) a non-success STATUS needs a concrete LIMITATION and NEXT ACTION.
Judged over the whole turn: a failure followed by a successful retry of the same tool is resolved.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field

from veracity.contract.evidence import FragmentCheck, check_fragments, extract_fragments
from veracity.contract.parser import FIELD_LABELS, Contract
from veracity.trace import ToolCall, ToolResult, Trace

_SUCCESS_WORDS = re.compile(
    r"\b(?:succeed(?:ed|s)?|success(?:ful(?:ly)?)?|complet(?:e|ed|es|ion)|pass(?:ed|es|ing)?|verified|"
    r"confirmed|works|working|deployed|done|fixed|resolved|healthy|green|up and running|is (?:up|live|running))\b",
    re.IGNORECASE,
)
# A sentence with any of these is not an affirmative success claim: it negates or reports a failure.
_NEGATIVE_WORDS = re.compile(
    r"\b(?:not|no|never|none|cannot|unable|without|fail(?:ed|s|ure|ing)?|errors?|timed? ?out|denied|"
    r"missing|crash(?:ed)?|unverified|unknown|could ?n[o']t|did ?n[o']t|was ?n[o']t|is ?n[o']t|wo ?n[o']t)\b|n't\b",
    re.IGNORECASE,
)
# Sentence ends: . ; ! ? before white space or the end, and line breaks ("deploy.sh" stays whole).
_SENTENCE = re.compile(r"(?:[^.;!?\n]|[.;!?](?=[^\s.;!?]))+")
_PLACEHOLDERS = frozenset(
    {
        "none",
        "n/a",
        "na",
        "nothing",
        "unknown",
        "tbd",
        "null",
        "nil",
        "not applicable",
        "no limitation",
        "no limitations",
        "no next action",
        "no further action",
        "none needed",
        "-",
        "--",
        "...",
    }
)
_GENERIC_TOOL_WORDS = frozenset(
    {
        "bash",
        "shell",
        "sh",
        "run",
        "exec",
        "execute",
        "command",
        "cmd",
        "tool",
        "call",
        "get",
        "list",
        "search",
        "function",
        "sudo",
        "env",
        "python",
        "python3",
        "node",
        "npx",
        "uv",
        "the",
        "and",
        "for",
        "with",
        "from",
    }
)


@dataclass(frozen=True, slots=True)
class Reason:
    code: str
    message: str
    field: str | None = None

    def to_dict(self) -> dict[str, str | None]:
        return {"code": self.code, "message": self.message, "field": self.field}


@dataclass(frozen=True, slots=True)
class Validation:
    verdict: str  # pass | degraded | rejected
    reasons: tuple[Reason, ...]
    checks: tuple[FragmentCheck, ...] = field(default=())
    unresolved: tuple[ToolResult, ...] = field(default=())


def is_concrete(value: str | None) -> bool:
    """A LIMITATION or NEXT ACTION that says something: not a placeholder, at least three words."""
    if not value:
        return False
    bare = value.strip().strip(".!*_ ").lower()
    return bare not in _PLACEHOLDERS and len(re.findall(r"\w+", bare)) >= 3


def unresolved_failures(turn: Trace) -> list[ToolResult]:
    """Failed results with no later successful result of the same tool."""
    results = turn.results
    return [
        result
        for index, result in enumerate(results)
        if not result.ok and not any(later.ok and later.name == result.name for later in results[index + 1 :])
    ]


def _stem(word: str) -> str:
    word = word.lower()
    for suffix in ("ations", "ation", "ments", "ment", "ing", "ies", "es", "ed", "s", "y", "e"):
        if len(word) - len(suffix) >= 4 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def _tool_keywords(result: ToolResult, call: ToolCall | None) -> set[str]:
    """Words a sentence would use to talk about this tool call: its name's parts and the programs it ran."""
    words = re.split(r"[^a-z0-9]+", result.name.lower())
    command = (call.arguments.get("command") or call.arguments.get("cmd")) if call else None
    if isinstance(command, list):
        command = " ".join(str(part) for part in command)
    if isinstance(command, str):
        try:
            tokens = shlex.split(command)
        except ValueError:
            tokens = command.split()
        programs = [t for t in tokens if not t.startswith("-") and "=" not in t][:3]
        words += [w for p in programs for w in re.split(r"[^a-z0-9]+", p.rsplit("/", 1)[-1].lower())]
    return {_stem(w) for w in words if len(w) >= 4 and w not in _GENERIC_TOOL_WORDS}


# Common words that would otherwise match parts of tool names ("data" in "read_database").
_COMMON_WORDS = frozenset(
    [
        "this",
        "that",
        "with",
        "from",
        "have",
        "were",
        "been",
        "will",
        "your",
        "file",
        "files",
        "data",
        "into",
        "then",
        "than",
        "what",
        "when",
        "which",
        "there",
        "their",
        "they",
        "also",
        "only",
        "just",
        "here",
        "some",
        "more",
        "most",
        "such",
        "each",
        "very",
        "over",
        "after",
        "before",
        "about",
        "result",
        "results",
        "output",
        "tool",
        "tools",
        "check",
        "checked",
        "task",
        "request",
        "user",
        "value",
        "values",
    ]
)


def _mentions(sentence: str, keywords: set[str]) -> bool:
    for word in re.findall(r"[a-z0-9]+", sentence.lower()):
        if len(word) < 4 or word in _COMMON_WORDS:
            continue
        stem = _stem(word)
        if any(stem in key or key in stem or (len(stem) >= 5 and key[:5] == stem[:5]) for key in keywords):
            return True
    return False


def affirmative_sentences(text: str) -> list[str]:
    """Sentences that claim success without negating it or reporting a failure."""
    return [s.strip() for s in _SENTENCE.findall(text) if _SUCCESS_WORDS.search(s) and not _NEGATIVE_WORDS.search(s)]


def _misreports(
    claims_text: str, unresolved: list[ToolResult], calls: dict[str, ToolCall], checks: list[FragmentCheck]
) -> list[Reason]:
    """(c): an affirmative sentence about a tool whose latest result failed, backed by nothing that succeeded."""
    supported = {c.fragment.text.lower() for c in checks if c.verdict == "supported"}
    reasons = []
    for sentence in affirmative_sentences(claims_text):
        if any(fragment in sentence.lower() for fragment in supported):
            continue
        for result in unresolved:
            if _mentions(sentence, _tool_keywords(result, calls.get(result.call_id))):
                reasons.append(
                    Reason(
                        "failure_reported_as_success",
                        f"'{sentence[:120]}' reports success for {result.name or 'a tool'}, whose result was "
                        f"{result.status.value} ({result.reason})",
                        "evidence",
                    )
                )
                break
    return reasons


def validate(contract: Contract, trace: Trace) -> Validation:
    """Apply rules (a)-(d) to a parsed reply and the trace of the turn it answers."""
    turn = trace.current_turn()
    results = turn.results
    ok_results = [r for r in results if r.ok]
    unresolved = unresolved_failures(turn)
    calls = turn.calls
    reasons: list[Reason] = []

    missing = contract.missing
    for name in missing:
        reasons.append(Reason("missing_field", f"{FIELD_LABELS[name]} is missing; the reply is not sendable", name))

    evidence = contract.evidence or ""
    checks = check_fragments(extract_fragments(evidence), results)
    claims_text = "\n".join(part for part in (evidence, contract.preamble) if part)
    reasons += _misreports(claims_text, unresolved, calls, checks)
    rejected = bool(missing) or any(r.code == "failure_reported_as_success" for r in reasons)
    degraded = False

    if contract.status == "success":
        supported = [c for c in checks if c.verdict == "supported"]
        if not ok_results:
            reasons.append(
                Reason(
                    "success_without_successful_result",
                    "STATUS is success but no tool result in this turn succeeded",
                    "status",
                )
            )
        elif not supported:
            reasons.append(
                Reason(
                    "success_without_cited_evidence",
                    "STATUS is success but EVIDENCE cites nothing a successful result shows",
                    "evidence",
                )
            )
        if not supported:
            degraded = True
            from_failure = [c for c in checks if c.verdict == "from_failure"]
            asserted = [c for c in checks if c.verdict == "unverifiable"] or affirmative_sentences(evidence)
            if from_failure:
                rejected = True
                reasons.append(
                    Reason(
                        "evidence_cites_failed_result",
                        f"EVIDENCE cites '{from_failure[0].fragment.text}', which only a failed "
                        "result shows, as proof of success",
                        "evidence",
                    )
                )
            elif unresolved and asserted and not rejected:
                rejected = True
                failure = unresolved[-1]
                reasons.append(
                    Reason(
                        "failure_reported_as_success",
                        f"EVIDENCE asserts a success that no result shows while {failure.name or 'a tool'} "
                        f"{failure.status.value} ({failure.reason})",
                        "evidence",
                    )
                )
    elif contract.status == "unknown" and "status" not in missing:
        degraded = True
        reasons.append(
            Reason(
                "status_unrecognized",
                f"STATUS '{(contract.status_text or '')[:60]}' is not success, partial or blocked",
                "status",
            )
        )
    if contract.status in ("partial", "blocked", "unknown"):
        for name in ("limitation", "next_action"):
            if name not in missing and not is_concrete(contract.field(name)):
                degraded = True
                reasons.append(
                    Reason(
                        f"{name}_not_concrete",
                        f"{FIELD_LABELS[name]} must say concretely what is missing and what to do",
                        name,
                    )
                )

    verdict = "rejected" if rejected else "degraded" if degraded else "pass"
    return Validation(verdict, tuple(reasons), tuple(checks), tuple(unresolved))
