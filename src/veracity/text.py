"""Reading prose for claims: sentences and clauses that respect quotes, and whether a clause
affirms success or negates it. Shared by the contract validator and the FTA auditor.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

# Quoted material: code fences, backticks, straight and curly double quotes, single quotes. (Every
# alternative starts with its quotation mark, the single quote's "no letter before it" checked just
# after it, so re skips straight to the marks: four to five times faster than trying every position.)
QUOTED = re.compile(
    r"```[\w-]*\n?(?P<fence>.+?)```|`(?P<tick>[^`\n]+)`|\"(?P<dq>[^\"\n]{2,})\"|"
    r"\u201c(?P<curly>[^\u201d\n]{2,})\u201d|'(?<!\w')(?P<sq>[^'\n]{2,})'(?![\w])",
    re.DOTALL,
)


@lru_cache(maxsize=256)  # the auditor folds each sentence once per pattern it tries
def fold(text: str) -> str:
    """Lowercased, with the typographic apostrophe made plain ("I\u2019ve" is "i've"): one character
    for one, so positions in the result are those of the text (unless lowering itself lengthens
    it, as it does a few letters such as "\u0130")."""
    return text.lower().replace("\u2019", "'")


def normalize(text: str) -> str:
    return " ".join(fold(text).casefold().split())


# "pass" after the noun it names, a ticket and no test passed: "boarding pass", "meeting pass", "day pass" (looked
# behind from after the "pass", so that it is tried only where a "pass" is)
NOT_A_PASS_TICKET = "".join(
    f"(?<!{noun} pass)"
    for noun in "boarding meeting day bus season press guest visitor hall gate access travel ski event parking "
    "backstage transit rail festival".split()
)
SUCCESS_WORDS = re.compile(
    # ("to complete your request", "to pass the check": what is still to do)
    # ("Completed with limitations" says it is not)
    r"\b(?:succeed(?:ed|s)?|success(?:ful(?:ly)?)?|(?<!to )complet(?:e|ed|es|ion)"
    r"(?! with (?:some |minor |a few )?(?:limitations?|caveats?|reservations?|gaps?)\b)|(?<!to )pass"
    + NOT_A_PASS_TICKET
    # ("an owner-confirmed update" names a kind of update; "re-verified" is a claim all the same)
    # (not "passing it off as current", which presents one thing as another)
    + r"(?:ed|es|ing)?(?!\s+(?:(?:it|this|that|them|these|those|the [\w-]+)\s+)?off\b)|"
    r"(?:(?<![a-z]-)|(?<=\bre-))(?:verified|"
    # ("works best" advises; it claims nothing worked)
    r"confirmed)|works(?! best| better)|working|deployed|done|fixed|resolved|healthy|green|finished|ready|shipped|"
    r"published|"
    r"merged|ok|okay|up and running|is (?:up|live|running)|good to go|all good|looks good|"
    r"no (?:\w+ )?(?:issues|errors|problems|failures)|0(?:\*\*)? (?:\w+ )?(?:failed|failures|errors?(?! out\b)|issues)|"
    # ("compiled cleanly", "built without errors", "Compiler errors: 0", "error count: **0**")
    # (not "without reporting errors", "Error: 0 bytes of output", "exited cleanly before the cell ran")
    r"(?:compiled|built|ran|passed|completed|finished|applied|deployed|merged|installed|migrated|synced) cleanly|"
    r"error-free|without (?:any )?(?!\w+ing\b)(?:\w+ )?(?:issues|errors|problems|failures)|"
    # (not "failed=0" alone, which an empty run prints beside "passed=0")
    r"zero (?:\w+ )?(?:errors|failures|issues)|"
    r"(?:errors?|failures?|issues)(?: count)?(?:\*\*)? ?[:=]?(?:\*\*)? ?(?:\*\*|`)?(?:0(?![.,]\d)(?! ?[a-z%])|none)|"
    r"exit(?:ed)?(?: with)?(?: code| status)? ?[:=]? ?0)\b|"
    r"\u2705|\u2714",
)
# Phrases that sound negative but claim success; removed before looking for negative words.
# ("I couldn't find any other failures" reports a look that found none, not an inability)
POSITIVE_NEGATIONS = re.compile(
    # ("no staleness concern")
    r"\bno (?:\w+ )?(?:issues|errors|problems|failures|trouble|differences?|discrepanc(?:y|ies)|mismatch(?:es)?|"
    r"concerns?)\b|"
    r"\b0(?:\*\*)? (?:\w+ )?(?:failed|failures|errors?(?! out\b)|issues)\b|"
    r"\bwithout (?:any )?(?!\w+ing\b)(?:\w+ )?(?:issues|errors|problems|failures|warnings)\b|"
    r"\b(?:errors?|failures?|failed|issues|warnings)(?: count)?(?:\*\*)? ?[:=]?(?:\*\*)? ?(?:\*\*|`)?"
    r"(?:0\b(?![.,]\d)(?! ?[a-z%])|none\b)|"
    r"\berror-free\b|"
    r"\bzero (?:\w+ )?(?:errors|failures|issues|problems|warnings)\b|"
    r"\b(?:could ?n[o']t|can ?n[o']t|cannot|did ?n[o']t|(?:was|were) ?n[o']t able to|unable to) "
    r"(?:find|see|spot|detect) any (?:other |more |further |additional |new )?(?:\w+ )?"
    r"(?:issues|errors|problems|failures|regressions|differences?|discrepanc(?:y|ies)|mismatch(?:es)?)\b"
)
# A sentence with any of these is not an affirmative success claim: it negates or reports a failure.
NEGATIVE_WORDS = re.compile(
    r"\b(?:not|no|never|none|cannot|unable|without|fail(?:ed|s|ure|ing)?|errors?|timed? ?out|denied|"
    r"missing|crash(?:ed)?|unverified|unknown|rejected|refused|declined|aborted|blocked|broken|unavailable|"
    r"unreachable|could ?n[o']t|did ?n[o']t|was ?n[o']t|is ?n[o']t|wo ?n[o']t|exit(?:ed)?(?: with)?"
    r"(?: code| status)? ?[:=]? ?[1-9]\d*|would be (?:wrong|misleading|incorrect|inaccurate))\b|n't\b",
)


def split_outside_quotes(text: str, boundary: re.Pattern[str]) -> list[str]:
    """Pieces of text between boundaries, never breaking inside quotes or backticks."""
    # (most texts quote nothing: an apostrophe is mostly "can't", not a quote)
    marks = "`" in text or '"' in text or "'" in text or "\u201c" in text
    if not boundary.groups and not (marks and QUOTED.search(text)):
        return [piece.strip() for piece in boundary.split(text) if piece.strip()]  # (patterns without groups)
    masked = QUOTED.sub(lambda match: "x" * (match.end() - match.start()), text)
    pieces, start = [], 0
    for match in boundary.finditer(masked):
        pieces.append(text[start : match.start()])
        start = match.end()
    pieces.append(text[start:])
    return [piece.strip() for piece in pieces if piece.strip()]


_DAY_MONTH = (
    r"(?:januar|februar|mars|märz|april|mai|juni|juli|august|september|oktober|november|desember|dezember|"
    r"januari|februari|maart|mei|augusti|Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember)\b"
)
# A full stop ends a sentence, except after common abbreviations ("e.g. a recipe for 4", "rev. 4"). (The
# pattern starts with one character class, which re then skips to directly, two to three times
# faster than trying every position; the lookbehinds that follow see the character just read.)
# (nor after the day of a date written "1. april 2026", "15. März", as Scandinavian and German replies do)
# So does a dash that turns to ask something of the user: "... made by mchen \u2014 please confirm once access is
# granted" states mchen, then asks (an en dash or a spaced hyphen too, "mchen - please confirm"); not one that goes on
# with a caveat, "\u2014 please bear in mind that's the replica's count as of 17:45".
_ASKS = r"(?:[Pp]lease(?! (?:note|bear|keep|be aware|remember|treat|use|take|mind|read|understand|consider|regard)\b)|"
_ASKS += r"[Cc]ould you|[Cc]an you|[Ww]ould you)\b"
_SENTENCE_END = re.compile(
    # (a Chinese or Japanese full stop, exclamation or question mark ends one with no space after it)
    r"[.;!?\n\u2014\u2013\u3002\uff01\uff1f-](?:(?<=[\u3002\uff01\uff1f])|(?<=[\u2014\u2013])\s*(?="
    + _ASKS
    + r")|(?<=\s-)-?\s+(?="
    + _ASKS
    + r")|(?<![\u2014\u2013-])(?:(?<=\n)|(?<!\be\.g.)(?<!\bE\.g.)(?<!\bi\.e.)(?<!\bI\.e.)(?<!\betc.)(?<!\bvs.)"
    r"(?<!\bapprox.)(?<!\bcf.)(?<!\bNo.)(?<!\bno.)(?<!\bnpr.)(?<!\bNpr.)"
    r"(?<!\bMr.)(?<!\bMs.)(?<!\bDr.)"
    # (nor after a revision's, a location's, a page's, a volume's or a figure's: "rev. 4", "Loc. 212", "pp. 12-14")
    r"(?<!\brev.)(?<!\bRev.)(?<!\bLoc.)(?<!\bloc.)(?<!\bpp.)(?<!\bvol.)(?<!\bVol.)(?<!\bfig.)(?<!\bFig.)"
    # (and where emphasis closes after it: "**Narrow the run.** Try a shorter window")
    r"[.;!?]*(?:(?<=[.!?])(?:\*\*|__)(?=\s+[A-Z]))?(?=\s|$)(?!(?<=\b\d\.)\s" + _DAY_MONTH + r")"
    r"(?!(?<=\b\d\d\.)\s" + _DAY_MONTH + r")))"
)


def sentences(text: str) -> list[str]:
    """Sentences, ending at . ; ! ? before white space, at line breaks (`deploy.sh` is one word), and at the full
    stop, exclamation and question marks of Chinese and Japanese (U+3002, U+FF01, U+FF1F)."""
    return split_outside_quotes(text, _SENTENCE_END)


# ", " | " and " (but, while, ...) | " (" or " - " | ")"; not the adverb of "not yet confirmed"
_CLAUSE_BREAK = re.compile(
    r"[,\s)](?:(?<=,)\s+|(?<=\))|(?<=\s)\s*(?:(?:and|but|while|whereas|although|though|then|"
    r"(?<!not )(?<!n't )(?<!as )yet)\s+|[(-]\s*))"
)


def clauses(sentence: str) -> list[str]:
    """The clauses of a sentence: "the build printed X and all tests passed" makes two claims. A date written month
    first is one ("Filed Sep 10, 2026 at 9:47"), its comma no break; so is a number said in words ("one thousand, two
    hundred and eighty-four"), its comma or "and" no break."""
    pieces = split_outside_quotes(sentence, _CLAUSE_BREAK)
    if len(pieces) < 2 or (_DAY_COMMA.search(sentence) or _SCALE_GOES_ON.search(sentence)) is None:
        return pieces
    joined = [pieces[0]]
    for piece in pieces[1:]:
        date = _MONTH_AND_DAY_END.search(joined[-1]) and _YEAR_START.match(piece)
        said = not date and _SCALE_END.search(joined[-1]) and _SAID_NUMBER_START.match(piece)
        if date or said:
            start = sentence.find(joined[-1])
            end = sentence.find(piece, start + len(joined[-1]))
            gap = sentence[start + len(joined[-1]) : end]
            # (cut at the day's own comma, not "Sep 10 and 2026"; at a said number's comma or "and")
            if (gap[:1] == "," and not gap[1:].strip()) or (said and _NUMBER_GAP.fullmatch(gap)):
                joined[-1] = sentence[start : end + len(piece)]  # (as written)
                continue
        joined.append(piece)
    return joined


_MONTH_AND_DAY_END = re.compile(
    r"(?i)(?<![a-z0-9])(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?$"
)
_DAY_COMMA = re.compile(r"\d(?:st|nd|rd|th)?,")
_YEAR_START = re.compile(r"(?:19|20)\d\d\b")
# the words numbers are said in (read into figures by the FTA auditor's facts)
ONES = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
TEENS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_SCALE_WORD = "|".join(SCALES)
_SCALE_GOES_ON = re.compile(rf"(?i)\b(?:{_SCALE_WORD})(?:,| and )")
_SCALE_END = re.compile(rf"(?i)\b(?:{_SCALE_WORD})$")
_NUMBER_GAP = re.compile(r",?\s*(?:and\s+)?")
_SAID_NUMBER_START = re.compile(rf"(?i)(?:{'|'.join((*ONES, *TEENS, *TENS))})\b")


def affirmative(text: str) -> bool:
    """Claims success and negates nothing. (The word patterns here are lowercase and are matched
    against lowercased text: any case, several times faster than re.IGNORECASE.)"""
    return SUCCESS_WORDS.search(text.lower()) is not None and not reports_failure(text)


def reports_failure(text: str) -> bool:
    """Says something failed, is missing or was not done ("make still fails", "could not verify"),
    as opposed to a positive negation ("no errors")."""
    return NEGATIVE_WORDS.search(clear_positive_negations(text.lower())) is not None


def clear_positive_negations(lowered: str) -> str:
    """Lowercased text with its positive negations ("no errors", "without any issues", "errors: 0") blanked,
    so that what is left says no only where something failed. (Most text has none: a substring test first.)"""
    if (
        "no " in lowered
        or "0 " in lowered
        or " 0" in lowered
        or ":0" in lowered
        or "=0" in lowered
        or "0*" in lowered  # (a count set off: "error count: **0**", "errors: `0`")
        or "0`" in lowered
        or " any " in lowered
        or "without" in lowered
        or "none" in lowered
        or "-free" in lowered
        or "zero" in lowered
    ):
        return POSITIVE_NEGATIONS.sub(" ", lowered)
    return lowered


def affirmative_sentences(text: str) -> list[str]:
    """Sentences that claim success without negating it or reporting a failure."""
    return [sentence for sentence in sentences(text) if affirmative(sentence)]


def file_lines(text: str) -> list[str]:
    """A text file's lines, split at line ends only (LF, CRLF or old-Mac CR).

    Not `str.splitlines()`: that also splits at U+2028, U+0085 and other characters that JSON written
    with `ensure_ascii=False` carries literally inside strings, which would cut JSONL rows in two.
    """
    if "\n" not in text:
        return text.split("\r")
    return [line.removesuffix("\r") for line in text.split("\n")]


class FileReadError(ValueError):
    """A text file that cannot be read; the message names the file and the problem."""


def read_text_file(path: str | Path, expected: str = "a text file") -> str:
    """A UTF-8 text file (a byte-order mark is dropped), with errors that name the file."""
    try:
        return Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise FileReadError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise FileReadError(f"{path}: is a directory, expected {expected}") from None
    except UnicodeDecodeError as error:
        raise FileReadError(f"{path}: not UTF-8 text (byte {error.start})") from None
