"""Multi-answer enumeration: when the task asks for every answer that qualifies, finding a few and
stopping is the typical miss. The complete set comes from a mechanical enumeration that tests each
candidate, not from recall or a handful of spot checks. A task whose deliverable is a code change
over every occurrence ("find every place where the config is read and make it use env vars",
"update every call site that ...") is not one: the set is a means, not the answer.

enumerate-candidates: at stop, require a successful exhaustive enumeration after the last change to
the scripts: a command with a loop (`for`, `while`, `xargs`, `find -exec`), or a script (run from a
file or inline) whose code loops over candidates (for, while, itertools, range) and tests them.
"""

from __future__ import annotations

import re
import shlex

from veracity.runtime.policy import Context, Policy, Rule, policy
from veracity.runtime.portfolio.common import (
    CODE_SUFFIXES,
    EDIT_TOOLS,
    INTERPRETERS,
    edited_paths,
    has_loop,
    script_text,
    simple_commands,
    task_sentences,
    written_paths,
)
from veracity.trace.shell import SHELLS

_TASK = re.compile(
    r"\b(?:find|list|return|report|output|print|identify|enumerate|give|show|determine|collect|extract|locate|"
    r"name|compute)\s+(?:out\s+|me\s+|us\s+)?(?:all|every|each)\b"
    r"(?!\s+(?:the\s+)?(?:occurrences?|instances?|references?|usages?|uses|mentions?)\b)|"
    r"\ball\s+(?:the\s+)?(?:possible|valid|qualifying|matching|such|distinct|unique|feasible|satisfying|legal)\b|"
    r"\ball\s+(?:the\s+)?(?:\w+\s+){0,2}?(?:values|solutions|answers|combinations|candidates|pairs|triples|tuples|"
    r"permutations|subsets|assignments|configurations|inputs|numbers|integers|strings|words|keys|ids|files|paths|"
    r"positions|nodes|users|entries|rows|records)\s+(?:that|which|where|whose|satisfying|matching|for which)\b|"
    r"\bevery\s+(?:\w+\s+){1,2}?(?:that|which|where|whose|for which)\b|"
    r"\benumerat(?:e|es|ing|ion)\b",
    re.IGNORECASE,
)
_CODE_LOOP = re.compile(
    r"^\s*(?:for|while)\b|\bfor\s+\w+(?:\s*,\s*\w+)*\s+(?:in|of)\b|\bitertools\b|\b(?:product|permutations|"
    r"combinations)\(|\brange\(",
    re.MULTILINE,
)
_CODE_TEST = re.compile(r"\bif\b|\bfilter\(|\bassert\b|==|!=|<=|>=|\bmatch(?:es)?\b|\bwhere\b|\bany\(|\ball\(")


_CHANGE_VERB = r"(?:change|update|replace|refactor|rewrite|modify|migrate|switch|fix|rename|patch|make)"
_OBJECT = r"(?:it|them|each(?:\s+one)?|every\s+one|all\s+of\s+them|those|these|they)"
# "... and make it use env vars", "... and replace them with", "... then refactor": the occurrences
# are to be changed; "and update answers.txt" (where the answers go) is not a change of them.
_CHANGE_AFTER = re.compile(
    rf"\b(?:and|then|to)\s+(?:then\s+)?(?:(?:refactor|rewrite|migrate)\b|{_CHANGE_VERB}\s+{_OBJECT}\b)",
    re.IGNORECASE,
)
# "Change them to ...", a sentence that starts by changing what the previous one found.
_CHANGE_NEXT = re.compile(rf"^\s*(?:then\s+|and\s+)?{_CHANGE_VERB}\s+{_OBJECT}\b", re.IGNORECASE)
# "update every place where", "replace all strings that", "fix all the tests that fail".
_CHANGE_BEFORE = re.compile(rf"\b{_CHANGE_VERB}\s+(?:out\s+)?$", re.IGNORECASE)


def _asks_for_change(sentence: str, match: re.Match[str], following: str) -> bool:
    """Whether an "all ... that" cue names occurrences the task changes (a refactoring over every
    place), rather than the set of answers it asks for."""
    return bool(
        _CHANGE_BEFORE.search(sentence[: match.start()])
        or _CHANGE_AFTER.search(sentence[match.end() :])
        or _CHANGE_NEXT.search(following)
    )


def enumeration_task(task: str) -> bool:
    """A task that asks for the set of qualifying answers ("find all values that", "list every file
    that", "enumerate"), not one whose deliverable is a code change over every occurrence ("find every
    place where the config is read and make it use env vars", "update every call site that")."""
    sentences = task_sentences(task)
    for index, sentence in enumerate(sentences):
        following = next((s for s in sentences[index + 1 :] if s.strip()), "")
        if any(not _asks_for_change(sentence, m, following) for m in _TASK.finditer(sentence)):
            return True
    return False


def _enumerates(command: str, cwd: str) -> bool:
    """A shell loop, or code (a script file, `python -c`, a heredoc) that loops and tests."""
    if has_loop(command):
        return True
    for words, _ in simple_commands(command):
        program = words[0].rsplit("/", 1)[-1]
        if program in SHELLS or program.startswith(INTERPRETERS):
            code = command + "\n" + script_text(shlex.join(words), cwd)
            if _CODE_LOOP.search(code) and _CODE_TEST.search(code):
                return True
    return False


def _observe(context: Context) -> None:
    """Keep the last script change and the last successful enumeration. Answer files written after
    an enumeration are not changes: they report what it found."""
    action, state = context.action, context.state
    if action is None or not action.ok:
        return
    if action.tool in EDIT_TOOLS:
        if any(p.endswith(CODE_SUFFIXES) for p in edited_paths(action.tool, action.input)):
            state["edit"] = action.seq
        return
    command = action.command
    if not command:
        return
    if any(p.endswith(CODE_SUFFIXES) for p in written_paths(command)):
        state["edit"] = action.seq
    if _enumerates(command, action.cwd):
        state["enumeration"] = action.seq


def unenumerated(context: Context) -> str | None:
    enumeration = context.state.get("enumeration")
    if enumeration is None:
        return "no mechanical enumeration of the candidates ran"
    if enumeration < context.state.get("edit", -1):
        return "no mechanical enumeration of the candidates ran after your last script change"
    return None


def _text(context: Context, risky: str) -> str:
    return (
        f"The task asks for every answer that qualifies, and {risky}. Enumerate the whole candidate set "
        "mechanically (a loop or a script), test every candidate against the task's conditions, deduplicate the "
        "results, confirm that nothing outside your list qualifies, and report the complete list."
    )


def _enumerated(context: Context) -> bool:
    return unenumerated(context) is None


@policy("multi-answer-enumeration")
def multi_answer_enumeration() -> Policy:
    return Policy(
        name="multi-answer-enumeration",
        summary="At stop, require an exhaustive mechanical enumeration of the candidates after the last change.",
        eligible=enumeration_task,
        observe=_observe,
        rules=(
            Rule(
                name="enumerate-candidates",
                events=frozenset({"stop"}),
                intervention="instruct",
                risky=unenumerated,
                text=_text,
                behaved=_enumerated,
            ),
        ),
    )
