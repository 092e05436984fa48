"""Dataset token accounting: a token total over a dataset's fields is easy to get silently wrong (the
wrong tokenizer, a field left out, a filter that selects nothing and sums to a plausible 0 or to the
unfiltered total). Reconciling it is cheap: print each field's subtotal and the number of rows
selected, with the tokenizer the task names, and check that the parts add up.

reconcile-token-total: at stop, require a successful run after the last change to the scripts that
mentions the named tokenizer (in the command or the script it runs) and prints at least two
integers (subtotals and a total), and whose output does not show an empty selection ("0 rows",
"selected: 0", "n=0", ...).
"""

from __future__ import annotations

import re
from functools import lru_cache

from veracity.runtime.policy import Context, Policy, Rule, policy
from veracity.runtime.portfolio.common import (
    CODE_SUFFIXES,
    EDIT_TOOLS,
    INTERPRETERS,
    edited_paths,
    script_text,
    simple_commands,
    task_sentences,
    written_paths,
)
from veracity.trace.shell import SHELLS

_TOKENS = re.compile(r"\btokens?\b", re.IGNORECASE)
_COUNT = re.compile(r"\b(?:count|counts|counting|total|totals|number of|how many|sum)\b", re.IGNORECASE)
_DATA = re.compile(
    r"\b(?:datasets?|data ?set|corpus|columns?|fields?|rows?|records?|splits?|samples|examples|documents|entries|"
    r"jsonl|csv|parquet|hugging ?face)\b",
    re.IGNORECASE,
)
_ANCHOR = re.compile(r"\btokeni[sz](?:er|ers|ation)\b|\bencoding\b", re.IGNORECASE)
_TIKTOKEN = re.compile(r"\b(?:cl100k_base|o200k_base|o200k_harmony|p50k_base|p50k_edit|r50k_base)\b")
_QUOTED = re.compile(r"`([^`\n]+)`|\"([^\"\n]+)\"|(?<!\w)'([^'\n]+)'(?!\w)")
_HF_ID = re.compile(r"(?<![\w./-])([A-Za-z0-9][\w.-]*/[A-Za-z0-9][\w.-]*)(?![\w/-])")
_NAME_BEFORE = re.compile(r"([\w./-]+)\s+(?=tokeni[sz]er\b|encoding\b)", re.IGNORECASE)
_NAME_AFTER = re.compile(
    r"\b(?:tokeni[sz]er|encoding)\s*(?:is|named|called|from|of|:|=)?\s*([\w.-]+(?:/[\w.-]+)?)", re.IGNORECASE
)
_NOT_NAMES = frozenset(
    "tokenizer tokenizers tokeniser autotokenizer transformers tiktoken the same default its this that a an "
    "fast slow model".split()
)
_DATA_FILE = re.compile(r"\.(?:csv|tsv|jsonl?|parquet|arrow|txt|py|md|yaml|yml|gz|zip)$", re.IGNORECASE)
_INTEGER = re.compile(r"(?<![\w.])\d+(?:,\d{3})*(?![\w]|\.\d)")
_EMPTY = re.compile(
    r"\b0 (?:rows|records|samples|examples|items|documents|entries|lines|matches|selected)\b|"
    r"\b(?:rows|records|selected|selection|count|n|num_rows|samples|examples|matches|matched|filtered|len|length|"
    r"size)\s*[:=]\s*0(?![\d.])|\bempty (?:selection|dataset|dataframe|subset|result)\b|\bEmpty DataFrame\b",
    re.IGNORECASE,
)
_RUNNERS = frozenset({"uv", "poetry", "pipenv", "pdm", "hatch", "conda"})


def _model_like(name: str, quoted: bool) -> bool:
    """A tokenizer's name has some mark a plain word has not: a digit, a hyphen, an underscore, a dot
    or a capital letter (gpt2, bert-base-uncased, Qwen/Qwen2.5-7B, BERT); a quoted one may also be a
    plain Hugging Face id (`bigscience/bloom`), where an unquoted "and/or" is prose."""
    marks = r"[\d\-_.A-Z/]" if quoted else r"[\d\-_.A-Z]"
    return (
        name.lower() not in _NOT_NAMES
        and " " not in name
        and not _DATA_FILE.search(name)
        and not name.startswith(("/", "./", "~"))
        and bool(re.search(marks, name))
    )


@lru_cache(maxsize=8)
def tokenizer_name(task: str) -> str | None:
    """The tokenizer a task names: a tiktoken encoding anywhere, else the name nearest to the word
    "tokenizer" (or "encoding") in its sentence: quoted, a Hugging Face id, or a model-like word."""
    encoding = _TIKTOKEN.search(task)
    if encoding:
        return encoding.group()
    for sentence in task_sentences(task):
        anchors = [m.start() for m in _ANCHOR.finditer(sentence)]
        if not anchors:
            continue
        candidates = [(m.start(), next(g for g in m.groups() if g), True) for m in _QUOTED.finditer(sentence)]
        candidates += [(m.start(), m.group(1), False) for m in _HF_ID.finditer(sentence)]
        candidates += [(m.start(), m.group(1), False) for m in _NAME_BEFORE.finditer(sentence)]
        candidates += [(m.start(1), m.group(1), False) for m in _NAME_AFTER.finditer(sentence)]
        named = [
            (min(abs(at - a) for a in anchors), name.strip(".,;:"))
            for at, name, quoted in candidates
            if _model_like(name.strip(".,;:"), quoted)
        ]
        if named:
            return min(named)[1]
    return None


def token_task(task: str) -> bool:
    counting = any(_TOKENS.search(s) and _COUNT.search(s) for s in task_sentences(task))
    return counting and bool(_DATA.search(task)) and tokenizer_name(task) is not None


def _mentions(name: str, text: str) -> bool:
    """The tokenizer named in code: its full name, or a Hugging Face id's model part (a local copy),
    compared on letters and digits only ("GPT-2" is `gpt2` in code)."""

    def plain(value: str) -> str:
        return re.sub(r"[^a-z0-9/]", "", value.lower())

    code, full = plain(text), plain(name)
    model = full.rsplit("/", 1)[-1]
    return full in code or ("/" in full and len(model) >= 4 and model in code)


def _runs_code(command: str) -> bool:
    """An interpreter, a shell script or a project runner (`uv run`, `poetry run`): something that counts."""
    for words, _ in simple_commands(command):
        program = words[0].rsplit("/", 1)[-1]
        if program.startswith(INTERPRETERS) or program in SHELLS or words[0].startswith("./"):
            return True
        if program in _RUNNERS and "run" in words[1:3]:
            return True
    return False


def _observe(context: Context) -> None:
    """Keep the last script change and the last reconciliation run (and whether it selected nothing).
    Answer files written after a run do not count as changes: the run already reconciled the number."""
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
    name = tokenizer_name(context.task)
    if not name or len(_INTEGER.findall(action.output)) < 2 or not _runs_code(command):
        return  # not a count (subtotals and a total are two integers at least), or `cat count.py`
    if _mentions(name, command) or _mentions(name, script_text(command, action.cwd)):
        empty = _EMPTY.search(action.output)
        state["run"] = action.seq
        state["empty"] = empty.group() if empty else None


def unreconciled(context: Context) -> str | None:
    state = context.state
    run = state.get("run")
    if run is None or run < state.get("edit", -1):
        return (
            f"no successful run with the `{tokenizer_name(context.task)}` tokenizer printed the per-field "
            "subtotals and the total after your last script change"
        )
    if state.get("empty"):
        return f"the last run with the tokenizer shows an empty selection (`{state['empty']}`)"
    return None


def _text(context: Context, risky: str) -> str:
    return (
        f"Before you report the token total: {risky}. With the `{tokenizer_name(context.task)}` tokenizer, "
        "print the number of selected rows and each field's token subtotal, check that the rows are more than "
        "0 and that the subtotals add up to the integer you report, and report that integer."
    )


def _reconciled(context: Context) -> bool:
    return unreconciled(context) is None


@policy("token-accounting")
def token_accounting() -> Policy:
    return Policy(
        name="token-accounting",
        summary="At stop, require a run with the named tokenizer that prints subtotals and a non-empty selection.",
        eligible=token_task,
        observe=_observe,
        rules=(
            Rule(
                name="reconcile-token-total",
                events=frozenset({"stop"}),
                intervention="instruct",
                risky=unreconciled,
                text=_text,
                behaved=_reconciled,
            ),
        ),
    )
