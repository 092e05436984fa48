"""The auditor's literal prefilter: the strings it requires are really required, and a search
through it finds exactly what the plain pattern finds."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from veracity.fta.auditor import reading, vocabulary
from veracity.fta.auditor.literals import (
    LiteralIndex,
    alternatives,
    required_literals,
    top_level_branches,
    word_first,
)
from veracity.text import fold

WORDS = {
    f"{module.__name__.rsplit('.', 1)[-1]}.{name}": value
    for module in (vocabulary, reading)
    for name, value in vars(module).items()
    if isinstance(value, vocabulary.Words)
}
WORDS |= {
    f"vocabulary.{name}[{family}]": words
    for name in ("FAMILY_FAILURE", "FAMILY_NOUNS", "FAMILY_RECOVERY")
    for family, words in getattr(vocabulary, name).items()
}


def test_required_literals_read_off_the_pattern() -> None:
    assert required_literals(re.compile(r"\bfoo|bar\b")) == {"foo", "bar"}
    # of the two required sets, the one whose shortest string is longer
    assert required_literals(re.compile(r"\b(?:can't|cannot)\s+help")) == {"can't", "cannot"}
    # a short finite language is spelled out: "an? [45][0-9]" needs one of "a 40", "a 41", ... "an 59"
    # (not `\d`, which takes every script's digits)
    assert required_literals(re.compile(r"\ban? [45][0-9]\d\b")) == {
        f"{article} {digit}{tens}" for article in ("a", "an") for digit in "45" for tens in "0123456789"
    }
    assert required_literals(re.compile(r"(?:x|yz)+ok")) == {"ok"}


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"^\W*(?:yes|no)\b", None),  # anchored: it fails at once, nothing to gain
        (r"\d+ (?:a|b)", {" a", " b"}),
        (r"\d+(?:a|b)", None),  # no required string of two characters
        (r"(?:foo)?x", None),
        (r"ok|\w+", None),  # one way needs nothing
        (r"(?:not|never) (?:yet )?done", {"not done", "not yet done", "never done", "never yet done"}),
    ],
)
def test_required_literals_or_none(pattern: str, expected: set[str] | None) -> None:
    assert required_literals(re.compile(pattern)) == expected


def test_ignore_case_group_needs_no_literal() -> None:
    assert required_literals(re.compile(r"(?i:hello) there")) == {" there"}
    assert required_literals(re.compile("hello", re.IGNORECASE)) is None


def test_the_index_finds_a_shorter_string_inside_a_longer_one() -> None:
    index = LiteralIndex()
    short = index.add(re.compile(r"\bnot\b"))
    long = index.add(re.compile(r"\bnot able to\b"))
    other = index.add(re.compile(r"\bunable\b"))
    found = index.possible("i am not able to help")
    assert found & short and found & long and not found & other
    assert not index.possible("that is fine") & (short | long | other)
    assert LiteralIndex().possible("anything") == 0  # no pattern registered yet


@pytest.mark.parametrize("name", sorted(WORDS))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_every_vocabulary_match_holds_a_required_string(name: str, data: st.DataObject) -> None:
    words = WORDS[name]
    literals = required_literals(words.pattern)
    text = data.draw(st.from_regex(words.pattern))
    match = words.pattern.search(text)
    if match is None:  # (text drawn for a lookaround's sake may not match as drawn)
        return
    if literals is not None:
        assert any(literal in text for literal in literals), (text, sorted(literals)[:10])
    # the prefiltered search is the plain search, on text that matches and on text that does not
    for candidate in (text, text.upper(), text[: len(text) // 2], "nothing to see " + text):
        lowered = fold(candidate)
        expected = words.pattern.search(lowered)
        found = words.search(candidate)
        assert (found and found.span()) == (expected and expected.span())
        assert [m.span() for m in words.finditer(candidate)] == [m.span() for m in words.pattern.finditer(lowered)]
        assert words.sub("#", candidate) == words.pattern.sub("#", lowered)
        assert bool(words.match(candidate)) == bool(words.pattern.match(lowered))


SPLIT = sorted(name for name, words in WORDS.items() if words.alternatives)


def test_top_level_branches() -> None:
    assert top_level_branches(r"a|b(c|d)|[|]|e\|f|[]|]x|[^]|]y|(?:x|y)z") == [
        "a",
        "b(c|d)",
        "[|]",
        "e\\|f",
        "[]|]x",
        "[^]|]y",
        "(?:x|y)z",
    ]
    assert top_level_branches("plain") == ["plain"]
    # one group of alternatives between word boundaries is its alternatives, each between them
    assert alternatives(r"\b(?:a|b(c|d)|e\))\b") == [r"\b(?:a)\b", r"\b(?:b(c|d))\b", r"\b(?:e\))\b"]
    assert alternatives(r"(?:a|b)") == ["(?:a)", "(?:b)"]
    assert alternatives(r"\b(?:a|b)\b(?:c|d)") == [r"\b(?:a|b)\b(?:c|d)"]  # (the group does not end it)
    assert alternatives(r"(?:a|b)c|d") == ["(?:a|b)c", "d"]
    # (a branch that is such a group, beside others, is its alternatives too)
    assert alternatives(r"\b(?:a|b)\b|c") == [r"\b(?:a)\b", r"\b(?:b)\b", "c"]
    # the costliest are searched one alternative at a time
    assert {"vocabulary.NEXT_STEP", "vocabulary.OBSERVATION_CLAIM", "vocabulary.UNABLE"} <= set(SPLIT)


@pytest.mark.parametrize("name", SPLIT)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_alternatives_searched_one_by_one_find_the_whole_patterns_matches(name: str, data: st.DataObject) -> None:
    words = WORDS[name]
    # text matching several alternatives, in any order, so that the leftmost and the tie rules both matter
    branches = alternatives(words.pattern.pattern)  # (as written: the search tries them rewritten, see word_first)
    parts = [
        data.draw(st.from_regex(branch, fullmatch=True))
        for branch in data.draw(st.lists(st.sampled_from(branches), min_size=1, max_size=3))
    ]
    text = data.draw(st.sampled_from([" ", ", ", "", ". "])).join(parts)
    expected = words.pattern.search(text.lower())
    found = words.search(text)
    assert (found and found.span()) == (expected and expected.span())
    # and every match, each found the same way from where the one before it ended
    assert [m.span() for m in words.finditer(text)] == [m.span() for m in words.pattern.finditer(text.lower())]


def test_an_empty_match_among_the_alternatives_keeps_the_whole_patterns_rule() -> None:
    # (no pattern the vocabulary splits has an alternative that can match nothing, as each needs a string of its own;
    # one tried always could, and after an empty match the whole pattern's own finditer takes over)
    words = vocabulary.Words(r"\bfoo|\bbar|\bbaz")
    empty = re.compile(r"(?=qu)")
    words.alternatives = (*words.alternatives, (empty, 0))
    words.always = True
    words.pattern = re.compile(r"\bfoo|\bbar|\bbaz|(?=qu)")
    for text in ("foo quux bar", "quick foo", "bar baz qu", "foo bar"):
        assert [m.span() for m in words.finditer(text)] == [m.span() for m in words.pattern.finditer(text)]


def test_a_word_boundary_is_checked_after_the_words_it_opens() -> None:
    assert word_first(r"\bwould be needed (?:for|to)\b") == r"would be needed (?<!\wwould be needed )(?:for|to)\b"
    assert word_first(r"\b(?:failed)\b") == r"(?:failed(?<!\wfailed))\b"
    assert word_first(r"\bre-?try") == r"re(?<!\wre)-?try"  # (the quantified letter stays after)
    # a group of alternatives has each checked after its first letter
    assert word_first(r"\b(?:can't|cannot) help") == r"(?:c(?<!\wc)an't|c(?<!\wc)annot) help"
    assert word_first(r"\b(?:i(?:'ve)?|we) saw") == r"(?:i(?<!\wi)(?:'ve)?|w(?<!\ww)e) saw"
    unchanged = (r"\b\d+ rows", r"^\W*next", r"failed\b", r"\b-?\d", r"\b(?:s?ent|got)", r"\b(?:(a)|b)", r"\b(?:a|-b)")
    for pattern in unchanged:
        assert word_first(pattern) == pattern
    texts = (
        "not able",
        "i am not able to",
        "cannot able",
        "knot able",
        "-not able",
        "",
        "not abler",
        "i've saw we saw",
    )
    for pattern in (r"\bnot able\b", r"\b(?:not able|cannot|i(?:'ve)?|we) (?:able|saw)\b"):
        boundary, rewritten = re.compile(pattern), re.compile(word_first(pattern))
        for text in texts:
            assert [m.span() for m in rewritten.finditer(text)] == [m.span() for m in boundary.finditer(text)]
