"""Which of the vocabulary's patterns could match a text, found in one pass over it.

The auditor tries some forty phrase patterns on every sentence and clause, and most match nothing.
A pattern can only match a text that holds one of a few literal strings: `\\b(?:can't|cannot)
help` needs "can't" or "cannot" (and "help"). The strings are read off the parsed pattern itself
(`required_literals`), so they cannot drift from it. One pass of an Aho-Corasick automaton finds
every one of all patterns' strings in the text; a pattern none of whose strings is in the text is not
tried.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from re import _constants, _parser  # type: ignore[attr-defined]  # the parser re compiles with: private, so see required_literals
from typing import Any

import ahocorasick


class LiteralIndex:
    """The required strings of many patterns, each pattern one bit of an int."""

    def __init__(self) -> None:
        self._literals: list[frozenset[str]] = []
        self._automaton: ahocorasick.Automaton | None = None
        self.possible = lru_cache(maxsize=256)(self._possible)  # a sentence is asked about by many patterns

    def add(self, pattern: re.Pattern[str]) -> int:
        """Register a pattern; its bit, or 0 when it has no required strings (always try it)."""
        literals = required_literals(pattern)
        if literals is None:
            return 0
        self._literals.append(literals)
        self._automaton = None  # rebuilt, with this pattern's strings, at the next look
        self.possible.cache_clear()
        return 1 << (len(self._literals) - 1)

    def _possible(self, lowered: str) -> int:
        """The bits of the patterns that could match the (lowercased) text."""
        if not self._literals:
            return 0
        if self._automaton is None:
            self._automaton = _automaton(self._literals)
        found = 0
        for _, bits in self._automaton.iter(lowered):
            found |= bits
        return found


def _automaton(literal_sets: list[frozenset[str]]) -> ahocorasick.Automaton:
    """An Aho-Corasick automaton over all the strings, each carrying the bits of the patterns that
    need it: one pass over a text finds every string in it, overlapping ones too (several times faster
    than a regular expression tried at every position)."""
    owners: dict[str, int] = {}
    for index, literals in enumerate(literal_sets):
        for literal in literals:
            owners[literal] = owners.get(literal, 0) | 1 << index
    automaton = ahocorasick.Automaton()
    for literal, bits in owners.items():
        automaton.add_word(literal, bits)
    automaton.make_automaton()
    return automaton


def required_literals(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Literal strings at least one of which is in any text the pattern matches (`\\bfoo|bar\\b` ->
    {"foo", "bar"}; `\\b(?:can't|cannot)\\s+help` -> {"can't", "cannot"}, whose shortest string is
    longer than "help"), or None where looking for them would not pay: no such set of strings of two
    characters or more, or a pattern anchored at the start of the text (it fails at once where it
    does not match). A pattern the parser cannot read gets None too."""
    if pattern.flags & re.IGNORECASE:
        return None
    try:
        parsed = list(_parser.parse(pattern.pattern, pattern.flags))
        if _anchored(parsed) and not pattern.flags & re.MULTILINE:
            return None
        literals = _sequence_literals(parsed)
    except Exception:  # the parser is private: a shape it changes means "always try the pattern"
        return None
    return frozenset(literals) if literals and min(map(len, literals)) >= 2 else None


def _anchored(items: list[tuple[Any, Any]]) -> bool:
    if not items:
        return False
    op, value = items[0]
    if op is _constants.AT:
        return value is _constants.AT_BEGINNING
    if op is _constants.BRANCH:
        return all(_anchored(list(branch)) for branch in value[1])
    if op is _constants.SUBPATTERN:
        return _anchored(list(value[-1]))
    return False


def _sequence_literals(items: Iterable[tuple[Any, Any]]) -> set[str] | None:
    """The best required set of a sequence. Consecutive elements with a small finite language
    ("an? [45]" -> "a 4", "a 5", "an 4", "an 5") make one set; any one element's or run's set is
    required of the whole; the best has the longest shortest string."""
    candidates: list[set[str]] = []
    run = {""}
    for op, value in items:
        exact = _exact_node(op, value)
        if exact is not None and len(run) * len(exact) <= _SMALL:
            run = {before + after for before in run for after in exact}
            continue
        if "" not in run:
            candidates.append(run)
        run = exact if exact is not None else {""}
        if exact is None and (literals := _node_literals(op, value)):
            candidates.append(literals)
    if "" not in run:
        candidates.append(run)
    return max(candidates, key=lambda c: (min(map(len, c)), -len(c)), default=None)


def _node_literals(op: Any, value: Any) -> set[str] | None:
    if op is _constants.SUBPATTERN:  # (a group that ignores case, "(?i:...)", needs no literal's case)
        return None if value[1] & re.IGNORECASE else _sequence_literals(value[-1])
    if op is _constants.ATOMIC_GROUP:
        return _sequence_literals(value)
    if op is _constants.BRANCH:  # one of the branches matched: the union of their sets
        union: set[str] = set()
        for branch in value[1]:
            literals = _sequence_literals(branch)
            if not literals:
                return None
            union |= literals
        return union
    if op in (_constants.MAX_REPEAT, _constants.MIN_REPEAT, _constants.POSSESSIVE_REPEAT) and value[0] >= 1:
        return _sequence_literals(value[2])
    return None  # a character class, a boundary, a lookaround: no literal required


_SMALL = 64  # the most strings a finite language may have to be spelled out


def _exact_node(op: Any, value: Any) -> set[str] | None:
    """Every string the element can match, when that is a small finite set."""
    if op is _constants.LITERAL:
        return {chr(value)}
    if op is _constants.IN:
        chars: set[str] = set()
        for kind, item in value:
            if kind is _constants.LITERAL:
                chars.add(chr(item))
            elif kind is _constants.RANGE and item[1] - item[0] < 10:  # [0-9]
                chars |= {chr(code) for code in range(item[0], item[1] + 1)}
            else:
                return None  # a negation, a category (\d takes every script's digits), a wide range
        return chars
    if op is _constants.SUBPATTERN:
        return None if value[1] & re.IGNORECASE else _exact_sequence(value[-1])
    if op is _constants.BRANCH:
        union: set[str] = set()
        for branch in value[1]:
            language = _exact_sequence(branch)
            if language is None:
                return None
            union |= language
        return union if len(union) <= _SMALL else None
    if op in (_constants.MAX_REPEAT, _constants.MIN_REPEAT) and value[1] <= 2:
        once = _exact_sequence(value[2])
        if once is None:
            return None
        language, power = ({""} if value[0] == 0 else set()), {""}
        for count in range(1, value[1] + 1):
            power = {before + after for before in power for after in once}
            if count >= value[0]:
                language |= power
        return language if len(language) <= _SMALL else None
    return None


def _exact_sequence(items: Iterable[tuple[Any, Any]]) -> set[str] | None:
    language = {""}
    for op, value in items:
        exact = _exact_node(op, value)
        if exact is None or len(language) * len(exact) > _SMALL:
            return None
        language = {before + after for before in language for after in exact}
    return language


def _syntax(source: str) -> Iterator[tuple[int, str, int]]:
    """The pattern's characters that are syntax, each with its index and the group depth after it:
    not escaped, not in a character class."""
    depth, in_class, index = 0, False, 0
    while index < len(source):
        char = source[index]
        if char == "\\":
            index += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
            index += 1
            index += source[index : index + 1] == "^"
            index += source[index : index + 1] == "]"  # "[]...]", "[^]...]": that ] is a member
            continue
        else:
            depth += (char == "(") - (char == ")")
            yield index, char, depth
        index += 1


def top_level_branches(source: str) -> list[str]:
    """The alternatives of a pattern written `A|B|C`, as pattern sources: `|` outside groups and
    character classes, not escaped. A pattern with no top-level `|` is its own one branch."""
    branches, start = [], 0
    for index, char, depth in _syntax(source):
        if char == "|" and depth == 0:
            branches.append(source[start:index])
            start = index + 1
    return [*branches, source[start:]]


def alternatives(source: str) -> list[str]:
    """The alternatives of a pattern, as pattern sources: its top-level branches, each that is one group of
    alternatives between word boundaries (`\\b(?:A|B)\\b`) taken as each alternative with the boundaries
    (`\\b(?:A)\\b`, `\\b(?:B)\\b`): the same matches, leftmost first and the earlier one on a tie."""
    return [alternative for branch in top_level_branches(source) for alternative in _group_between_boundaries(branch)]


def _group_between_boundaries(source: str) -> list[str]:
    """A branch that is one group of alternatives, between word boundaries or not, as its alternatives; any other
    branch as it is."""
    branches = [source]
    prefix = r"\b" if source.startswith(r"\b(?:") else ""
    suffix = r"\b" if source.endswith(r")\b") else ""
    inner = source[len(prefix) : len(source) - len(suffix)]
    # (the group that opens it must close at its end: not "(?:a|b)c(?:d|e)")
    closed = next((index for index, char, depth in _syntax(inner) if char == ")" and depth == 0), -1)
    if not inner.startswith("(?:") or closed != len(inner) - 1:
        return branches
    return [f"{prefix}(?:{branch}){suffix}" for branch in top_level_branches(inner[3:-1])]


def word_first(branch: str) -> str:
    """The same pattern, with a word boundary that opens it checked after the literal words that follow
    (`\\bwould be needed` -> `would be needed(?<!\\wwould be needed)`): re skips straight to a
    pattern's literal start, but tries one that opens on a boundary at every position, about three
    times slower. The two match the same: after the words, no word character before them is what the
    boundary before their first letter says. Anything else is returned as it is."""
    head = _WORD_HEAD.match(branch)
    if head is None:
        return branch
    group, words = head.group(1) or "", head.group(2)
    rest = branch[head.end() :]
    if rest[:1] in ("?", "*", "+", "{"):  # (a quantifier takes the last letter: "re-?try" needs only "re")
        words, rest = words[:-1], words[-1] + rest
    if not words[:1].isalnum():
        return branch
    if group:
        body = branch[len(r"\b(?:") :]
        closing = next((index for index, char, depth in _syntax(body) if char == ")" and depth < 0), None)
        if closing is None:
            return branch
        inside = top_level_branches(body[:closing])
        if len(inside) > 1:
            # a group of alternatives, "\b(?:can't|cannot)", has no one literal start; but each has a
            # first letter, and with the boundary checked after it, "(?:c(?<!\wc)an't|c(?<!\wc)annot)",
            # re skips to those letters
            if not all(_first_letter(alternative) for alternative in inside):
                return branch
            checked = "|".join(rf"{a[0]}(?<!\w{a[0]}){a[1:]}" for a in inside)
            return f"(?:{checked}){body[closing + 1 :]}"
    return group + words + rf"(?<!\w{words})" + rest


def _first_letter(alternative: str) -> bool:
    """The alternative opens on a letter or digit that is matched once, as written."""
    return alternative[:1].isalnum() and alternative[1:2] not in ("?", "*", "+", "{")


_WORD_HEAD = re.compile(r"\\b(\(\?:)?([a-z0-9' ]+)")
