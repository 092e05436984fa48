"""Sentence and clause splitting: where a reply is cut decides what each claim check sees."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from veracity.text import QUOTED, affirmative, clauses, reports_failure, sentences

# The splitting rules written plainly, one alternative per rule; the module's patterns are written to
# let re skip ahead faster and must cut exactly where these do.
PLAIN_SENTENCE_END = re.compile(
    r"(?<!\be\.g)(?<!\bE\.g)(?<!\bi\.e)(?<!\bI\.e)(?<!\betc)(?<!\bvs)(?<!\bapprox)(?<!\bcf)(?<!\bNo)(?<!\bno)(?<!\bMr)(?<!\bMs)(?<!\bDr)"
    r"[.;!?]+(?=\s|$)|\n"
)
PLAIN_CLAUSE_BREAK = re.compile(r",\s+|\s+(?:and|but|while|whereas|although|though|then|yet)\s+|\s+[(-]\s*|\)")
PLAIN_QUOTED = re.compile(
    r"```[\w-]*\n?(?P<fence>.+?)```|`(?P<tick>[^`\n]+)`|\"(?P<dq>[^\"\n]{2,})\"|"
    r"\u201c(?P<curly>[^\u201d\n]{2,})\u201d|(?<![\w])'(?P<sq>[^'\n]{2,})'(?![\w])",
    re.DOTALL,
)


def plain_split(text: str, boundary: re.Pattern[str]) -> list[str]:
    return [piece.strip() for piece in boundary.split(text) if piece.strip()]


def test_sentences_end_at_stops_and_line_breaks_but_not_abbreviations() -> None:
    reply = "The export timed out (e.g. after 30 s); I retried vs. the mirror!! No. 4 is open.\nNext: retry"
    assert sentences(reply) == [
        "The export timed out (e.g. after 30 s)",
        "I retried vs. the mirror",
        "No. 4 is open",
        "Next: retry",
    ]
    assert sentences("Run deploy.sh again. Version 2.8.0 is out...") == ["Run deploy.sh again", "Version 2.8.0 is out"]
    assert sentences("E.g. if it were 469, I.e. a guess.") == ["E.g. if it were 469, I.e. a guess"]
    # (the day of a date written "1. april", "15. März" ends no sentence; a numbered step before a month does)
    assert sentences("Snapshot fra 1. april 2026. Stand: 15. März.") == [
        "Snapshot fra 1. april 2026",
        "Stand: 15. März",
    ]
    assert sentences("Do step 3. April is next.") == ["Do step 3", "April is next"]


def test_clauses_break_at_commas_conjunctions_and_asides() -> None:
    sentence = "The build printed 3 warnings and all tests passed, then (per the log) - it stopped,done"
    pieces = ["The build printed 3 warnings", "all tests passed", "then", "per the log", "it stopped,done"]
    assert clauses(sentence) == pieces


def test_a_date_written_month_first_is_one_clause() -> None:
    assert clauses("Filed Sep 10, 2026 9:47 AM, closed at noon") == ["Filed Sep 10, 2026 9:47 AM", "closed at noon"]
    assert clauses("3 failed, 2 passed") == ["3 failed", "2 passed"]
    assert clauses("It is 1920 by 1080, 2048 by 1152 was the source") == [
        "It is 1920 by 1080",
        "2048 by 1152 was the source",
    ]


def test_quoted_text_is_never_cut() -> None:
    assert sentences('It said "timed out. retry later" and stopped. Then nothing.') == [
        'It said "timed out. retry later" and stopped',
        "Then nothing",
    ]
    assert clauses("the log read `a, and b` then ended") == ["the log read `a, and b`", "ended"]


# Text made of the characters and words the boundaries turn on, so that every rule is exercised.
_PIECES = st.sampled_from(
    [" ", "  ", "\n", ".", "..", ";", "!", "?", ",", ", ", "(", ")", "-", " - ", "e.g", "E.g", "i.e", "I.e", "etc",
     "vs", "No", "no", "Mr", "approx", "cf", "Dr", "Ms", "and", " and ", " but ", "then", " yet ", "x", "ok", "3", "\t",
     "2026", "Sep 10", "Dec 8th"]
)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=30).map("".join))
def test_splitting_cuts_where_the_plain_rules_cut(text: str) -> None:
    assert sentences(text) == plain_split(text, PLAIN_SENTENCE_END)
    # (the plain rule cuts at every break; a month's day and its year, cut apart at a comma, are one clause)
    cut = plain_split(text, PLAIN_CLAUSE_BREAK)
    for i in reversed(range(1, len(cut))):
        if re.search(r"(?<![A-Za-z0-9])(?:Sep 10|Dec 8th)$", cut[i - 1]) and re.match(r"2026(?!\w)", cut[i]):
            start = text.find(cut[i - 1])
            end = text.find(cut[i], start + len(cut[i - 1]))
            gap = text[start + len(cut[i - 1]) : end]
            if gap[:1] == "," and not gap[1:].strip():  # (cut at the day's own comma, not at "and")
                cut[i - 1 : i + 1] = [text[start : end + len(cut[i])]]
    assert clauses(text) == cut


_QUOTING = st.sampled_from(["'", "''", '"', "`", "```", "\u201c", "\u201d", "a", "it", "x'", " ", "\n", "py", "-", "3"])


@settings(max_examples=400, deadline=None)
@given(st.lists(_QUOTING, max_size=20).map("".join))
def test_quotes_are_found_where_the_plain_rule_finds_them(text: str) -> None:
    def found(pattern: re.Pattern[str]) -> list[tuple[tuple[int, int], dict[str, str | None]]]:
        return [(match.span(), match.groupdict()) for match in pattern.finditer(text)]

    assert found(QUOTED) == found(PLAIN_QUOTED)


def test_a_look_that_found_no_failures_reports_none() -> None:
    # "I couldn't find any other failures" says the look happened and came back clean
    assert not reports_failure("I couldn't find any other failures in the nightly run.")
    assert not reports_failure("We weren't able to spot any new regressions.")
    assert not reports_failure("No errors in the build log.")
    assert reports_failure("I couldn't find the JUnit XML.")
    assert reports_failure("I couldn't find any of the attached files.")


def test_a_pass_to_get_in_claims_no_test_passed() -> None:
    # "boarding pass", "meeting pass": the noun of a ticket, not a check that passed
    assert not affirmative("KESTREL RESEARCH · MEETING PASS")
    assert not affirmative("Your boarding pass for KB417 is attached below.")
    assert affirmative("All 48 checks pass.")
    assert affirmative("The meeting-room booking test passed.")


def test_a_clean_run_claimed_in_other_words_is_success() -> None:
    # "without errors", "errors: 0" say no as a clean run says it; "compiled cleanly" claims the run
    assert affirmative("Willow Engine compiled cleanly.")
    assert affirmative("The build finished without any errors.")
    assert affirmative("Compiler error count: 0")
    assert affirmative("Errors: none")
    assert affirmative("It compiled with zero errors.")
    assert affirmative("The build is error-free.")
    assert not reports_failure("It built without errors.")
    assert reports_failure("The run aborted without errors being reported.")
    assert reports_failure("Errors: 3")
    assert not affirmative("Errors: 0.5% of requests")  # (a rate, no clean count)
