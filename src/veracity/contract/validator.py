"""Check a contract reply against the tool results of the turn it reports on.

Rules (docs/contract.md explains each with examples):
  (a) all four fields present, else the reply is not sendable;
  (b) STATUS success needs a successful tool result in the turn and an EVIDENCE field that cites a
      checkable fragment of one, else it is degraded to blocked;
  (c) a reply that reports a failed result as a success is rejected;
  (d) a non-success STATUS needs a concrete LIMITATION and NEXT ACTION.
Judged over the whole turn: a failure followed by a successful retry of the same action is resolved.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from veracity.contract.evidence import FragmentCheck, check_fragments, extract_fragments
from veracity.contract.parser import FIELD_LABELS, Contract
from veracity.text import SUCCESS_WORDS, affirmative, affirmative_sentences, clauses, normalize, sentences
from veracity.trace import ToolCall, ToolResult, Trace
from veracity.trace.shell import action_key, command_text, programs

_PLACEHOLDERS = frozenset(
    "none|n/a|na|nothing|unknown|tbd|null|nil|not applicable|no limitation|no limitations|"
    "no next action|no further action|none needed|-|--|...".split("|")
)
_GENERIC_TOOL_WORDS = frozenset(
    "bash shell run exec execute command tool call get list search function sudo env python python3 "
    "node npx the and for with from".split()
)
# Common words that would otherwise match parts of tool names ("data" in "read_database").
_COMMON_WORDS = frozenset(
    "this that with from have were been will your file files data into then than what when which "
    "there their they also only just here some more most such each very over after before about "
    "result results output tool tools check checked task request user value values".split()
)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


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
    """A LIMITATION or NEXT ACTION that says something: not a placeholder, at least three words
    (or four characters of a script written without spaces)."""
    if not value:
        return False
    bare = value.strip().strip(".!*_ ").lower()
    if bare in _PLACEHOLDERS:
        return False
    return len(re.findall(r"\w+", bare)) >= 3 or len(_CJK.findall(bare)) >= 4


def unresolved_failures(turn: Trace) -> list[ToolResult]:
    """Failed results with no later successful result of the same action (same tool, and for
    shell calls the same program: a later `git status` does not retry a failed `pytest`)."""
    calls = turn.calls
    results = turn.results
    keys = [action_key(result.name, calls.get(result.call_id)) for result in results]
    return [
        result
        for index, result in enumerate(results)
        if not result.ok
        and not any(
            later.ok and keys[later_index] == keys[index]
            for later_index, later in enumerate(results[index + 1 :], start=index + 1)
        )
    ]


def _stem(word: str) -> str:
    word = word.lower()
    for suffix in ("ations", "ation", "ments", "ment", "ing", "ies", "es", "ed", "s", "y", "e"):
        if len(word) - len(suffix) >= 4 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def _tool_keywords(result: ToolResult, call: ToolCall | None) -> set[str]:
    """Words a sentence would use to talk about this call: its name's parts and the programs it ran."""
    return set(_keywords(result.name, command_text(call.arguments) if call else None))


@lru_cache(maxsize=1024)
def _keywords(name: str, command: str | None) -> frozenset[str]:
    words = re.split(r"[^a-z0-9]+", name.lower())
    ran = programs(ToolCall("", name, {"command": command})) if command else []
    words += [w for program in ran for part in program for w in re.split(r"[^a-z0-9]+", part.lower())]
    return frozenset(_stem(w) for w in words if len(w) >= 4 and w not in _GENERIC_TOOL_WORDS)


def _mentions(sentence: str, keywords: set[str]) -> bool:
    for word in re.findall(r"[a-z0-9]+", sentence.lower()):
        if len(word) < 4 or word in _COMMON_WORDS:
            continue
        stem = _stem(word)
        if any(stem in key or key in stem or (len(stem) >= 5 and key[:5] == stem[:5]) for key in keywords):
            return True
    return False


def misreports(claims_text: str, turn: Trace, unresolved: list[ToolResult]) -> list[Reason]:
    """(c): a clause that claims success for an action whose latest result failed.

    A clause is about an action when it uses the action's words (its tool name, the programs it
    ran) and not the words of an action that succeeded: "cargo build succeeded" is not about a
    failed `cargo test`; "fetched it with curl" is not about a WebFetch that timed out.
    """
    if not unresolved:
        return []
    calls = turn.calls
    succeeded: set[str] = set()
    for result in turn.results:
        if result.ok:
            succeeded |= _tool_keywords(result, calls.get(result.call_id))
    reasons = []
    for sentence in sentences(claims_text):
        if SUCCESS_WORDS.search(sentence.lower()) is None:
            continue  # no clause of it can claim success
        for clause in clauses(sentence):
            if not affirmative(clause):
                continue
            for result in unresolved:
                own = _tool_keywords(result, calls.get(result.call_id))
                if _mentions(clause, own - succeeded) and not _mentions(clause, succeeded - own):
                    reasons.append(
                        Reason(
                            "failure_reported_as_success",
                            f"'{clause[:120]}' reports success for {result.name or 'a tool'}, whose result was "
                            f"{result.status.value} ({result.reason})",
                            "evidence",
                        )
                    )
                    break
    return reasons


def _named(turn: Trace) -> set[str]:
    """Tool names and call arguments: words that name what was called, not what came back."""
    named: set[str] = set()
    for step in turn.calls.values():
        named.add(normalize(step.name))
        command = command_text(step.arguments)
        values = [command] if command else [str(v) for v in step.arguments.values()]
        for value in values:
            named.update(normalize(word).strip(".,:;'\"") for word in re.split(r"[\s=]+", value) if word)
    return named


def validate(contract: Contract, trace: Trace) -> Validation:
    """Apply rules (a)-(d) to a parsed reply and the trace of the turn it answers."""
    turn = trace.current_turn()
    results = turn.results
    ok_results = [r for r in results if r.ok]
    unresolved = unresolved_failures(turn)
    reasons: list[Reason] = []

    missing = contract.missing
    for name in missing:
        reasons.append(Reason("missing_field", f"{FIELD_LABELS[name]} is missing; the reply is not sendable", name))

    evidence = contract.evidence or ""
    checks = check_fragments(extract_fragments(evidence), results, _named(turn))
    # Prose outside the fields counts as a claim only when the reply claims success overall.
    claims_text = "\n".join(p for p in (evidence, contract.preamble if contract.status == "success" else "") if p)
    reasons += misreports(claims_text, turn, unresolved)
    rejected = bool(missing) or bool(reasons)
    degraded = False

    if contract.status == "success":
        supported = [c for c in checks if c.verdict == "supported"]
        invented = [c for c in checks if c.verdict == "unverifiable" and c.fragment.kind in ("quote", "test_summary")]
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
        elif invented:
            degraded = True
            reasons.append(
                Reason(
                    "evidence_unverifiable",
                    f"EVIDENCE quotes '{invented[0].fragment.text}', which no tool result shows",
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
