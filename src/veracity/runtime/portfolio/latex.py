"""LaTeX log: a document that compiles can still set lines past the margin. TeX reports them only in
its log, as "Overfull \\hbox" warnings, and exits 0 all the same, so the exit status says nothing
about them.

check-compile-log: at stop, when a compile ran (pdflatex, xelatex, lualatex, latex, latexmk,
tectonic), require that the log of the last compile was searched for "Overfull" after it (grep, rg,
awk, a script that reads the .log file, or a filter piped from the compile), and that no LaTeX
source was edited after the last compile: the log must be of the final source.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence

from veracity.runtime.policy import Context, Policy, Rule, policy
from veracity.runtime.portfolio.common import (
    EDIT_TOOLS,
    INTERPRETERS,
    edited_paths,
    script_text,
    simple_commands,
    written_paths,
)

_TASK = re.compile(r"\blatex\b|\.tex\b|\b(?:pdf|xe|lua)latex\b|\blatexmk\b|\btectonic\b|\boverfull\b", re.IGNORECASE)
COMPILERS = frozenset({"pdflatex", "xelatex", "lualatex", "latex", "latexmk", "tectonic"})
_SEARCHERS = frozenset({"grep", "egrep", "fgrep", "rg", "ag", "ack", "awk", "gawk", "mawk", "sed", "perl"})
_SOURCE_SUFFIXES = (".tex", ".sty", ".cls", ".bib")
_OVERFULL = re.compile(r"overfull", re.IGNORECASE)


def latex_task(task: str) -> bool:
    return bool(_TASK.search(task))


def _log_search(words: Sequence[str], from_compile: bool, cwd: str) -> bool:
    """A search for "Overfull" in a compile log: the file named, or the compile's output piped in."""
    program = words[0].rsplit("/", 1)[-1]
    if program in _SEARCHERS:
        text = " ".join(words[1:])
    elif program.startswith(INTERPRETERS):
        text = " ".join(words[1:]) + "\n" + script_text(shlex.join(words), cwd)
    else:
        return False  # echo, printf, cat: printing the word is not a search
    return bool(_OVERFULL.search(text)) and (from_compile or ".log" in text)


def _observe(context: Context) -> None:
    """Keep the last compile, the last log search after it, and the last edit of the LaTeX source."""
    action, state = context.action, context.state
    if action is None:
        return
    if action.tool in EDIT_TOOLS:
        if action.ok and any(p.endswith(_SOURCE_SUFFIXES) for p in edited_paths(action.tool, action.input)):
            state["edit"] = action.seq
        return
    if action.tool == "Grep":  # Claude Code's search tool, on the log or the build folder
        where = f"{action.input.get('path') or ''} {action.input.get('glob') or ''}"
        if _OVERFULL.search(str(action.input.get("pattern") or "")) and ".tex" not in where:
            state["check"] = action.seq
        return
    command = action.command
    if not command:
        return
    compiled = searched = from_compile = False
    for words, piped in simple_commands(command):
        from_compile = from_compile and piped
        if words[0].rsplit("/", 1)[-1] in COMPILERS:
            # a search earlier in the same command line read an older log
            compiled, searched, from_compile = True, False, True
        elif _log_search(words, from_compile, action.cwd):
            searched = True
    if compiled:  # a failed compile still writes the log that has to be read
        state["compile"] = action.seq
    # grep exits 1 when it finds nothing: for this search that is the good outcome
    if searched and (action.ok or action.exit_code == 1):
        state["check"] = action.seq
    if action.ok and any(p.endswith(_SOURCE_SUFFIXES) for p in written_paths(command)):
        state["edit"] = action.seq


def unchecked_log(context: Context) -> str | None:
    state = context.state
    compiled = state.get("compile")
    if compiled is None:
        return None
    if state.get("edit", -1) > compiled:
        return "the LaTeX source was edited after the last compile, so no log of the final source exists"
    if state.get("check", -1) < compiled:
        return "the log of the last compile was not searched for `Overfull \\hbox` after it"
    return None


def _text(context: Context, risky: str) -> str:
    return (
        f"Before you finish: {risky}. Compile the final source and search its log for the literal text "
        "`Overfull \\hbox` (for example `pdflatex -interaction=nonstopmode main.tex; grep -nF 'Overfull \\hbox' "
        "main.log`). A zero exit status does not mean there are none: TeX only reports them in the log. Fix "
        "each one the task cares about, then compile and search again."
    )


def _checked(context: Context) -> bool:
    return unchecked_log(context) is None


@policy("latex-log")
def latex_log() -> Policy:
    return Policy(
        name="latex-log",
        summary='At stop, require that the final compile\'s log was searched for "Overfull \\hbox".',
        eligible=latex_task,
        observe=_observe,
        rules=(
            Rule(
                name="check-compile-log",
                events=frozenset({"stop"}),
                intervention="instruct",
                risky=unchecked_log,
                text=_text,
                behaved=_checked,
            ),
        ),
    )
