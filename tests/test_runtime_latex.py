"""latex-log, replayed through the real hook process."""

from __future__ import annotations

import pytest

from hooksession import Session, decisions, log_records, replay
from veracity.runtime.portfolio.latex import latex_task

TASK = "Fix the table layout in paper/main.tex: it must compile with pdflatex without any Overfull \\hbox warnings."
PORTFOLIO = "latex-log"
COMPILE = "cd paper && pdflatex -interaction=nonstopmode main.tex"
COMPILED = "This is pdfTeX, Version 3.141592653\nOutput written on main.pdf (4 pages).\nTranscript written on main.log."


def _replay(session, state_dir, portfolio=PORTFOLIO):
    """Replay, and fail on any hook diagnostic: a policy error fails open and would pass silently."""
    replies = replay(session, state_dir, portfolio=portfolio)
    assert [r.stderr for r in replies if r.stderr] == []
    return replies


def _edit(tmp_path, old="\\begin{tabular}{lll}", new="\\begin{tabularx}{\\linewidth}{lXX}"):
    path = str(tmp_path / "paper" / "main.tex")
    response = {"filePath": path, "oldString": old, "newString": new, "structuredPatch": [], "userModified": False}
    return "Edit", {"file_path": path, "old_string": old, "new_string": new}, response


def _compiled(tmp_path):
    return Session(cwd=str(tmp_path)).prompt(TASK).tool(*_edit(tmp_path)).bash(COMPILE, COMPILED)


@pytest.mark.parametrize(
    ("task", "eligible"),
    [
        (TASK, True),
        ("Build the report with latexmk and send me the PDF.", True),
        ("Convert thesis.tex to the new template.", True),
        ("Write a LaTeX macro for the logo.", True),
        ("Fix the failing unit test in parser.py.", False),
        ("Add a latex glove size to the product catalogue.", True),  # the word is enough: deterministic
    ],
)
def test_eligibility(task, eligible):
    assert latex_task(task) is eligible


def test_compile_without_log_search_is_blocked_then_grep_is_behaviour(tmp_path):
    session = (
        _compiled(tmp_path)
        .stop("The table now fits; the document compiles cleanly (exit status 0).")
        .bash("grep -nF 'Overfull \\hbox' paper/main.log", exit_code=1)
        .stop("No overfull boxes in the log.", active=True)
    )
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("Stop", "block")]
    blocked = next(r for r in replies if r.decision)
    assert "not searched for `Overfull \\hbox`" in blocked.text
    assert "grep -nF 'Overfull \\hbox' main.log" in blocked.text and "zero exit status" in blocked.text
    behaviour = [r for r in log_records(tmp_path / "state") if r["record"] == "behaviour"]
    assert [(r["policy"], r["after_nudge"]) for r in behaviour] == [("latex-log", True)]


@pytest.mark.parametrize(
    "check",
    [
        "grep -c 'Overfull' paper/main.log",
        "rg -n 'Overfull \\\\hbox' paper/main.log",
        "awk '/Overfull/ {n++} END {print n+0}' paper/main.log",
        "python3 -c \"print(open('paper/main.log').read().count('Overfull'))\"",
    ],
)
def test_log_search_after_the_last_compile_is_silent(tmp_path, check):
    session = _compiled(tmp_path).bash(check, "0").stop("No overfull boxes.")
    assert decisions(_replay(session, tmp_path / "state")) == []


@pytest.mark.parametrize(
    "command",
    [
        "cd paper && pdflatex -interaction=nonstopmode main.tex 2>&1 | grep -c Overfull",
        "bash -lc 'cd paper && latexmk -pdf main.tex && grep -n Overfull main.log'",
        "cd paper\npdflatex -interaction=nonstopmode main.tex  # final build\ngrep -c Overfull main.log",
    ],
)
def test_search_in_the_compile_command_is_silent(tmp_path, command):
    session = Session(cwd=str(tmp_path)).prompt(TASK).tool(*_edit(tmp_path)).bash(command, "0").stop("Clean.")
    assert decisions(_replay(session, tmp_path / "state")) == []


def test_claude_grep_tool_on_the_log_counts(tmp_path):
    grep = {"pattern": "Overfull \\\\hbox", "path": str(tmp_path / "paper" / "main.log"), "output_mode": "content"}
    session = _compiled(tmp_path).tool("Grep", grep, {"mode": "content", "numLines": 0}).stop("Clean.")
    assert decisions(_replay(session, tmp_path / "state")) == []


def test_lookalike_searches_do_not_count(tmp_path):
    session = (
        _compiled(tmp_path)
        .bash('echo "grep Overfull paper/main.log"', "grep Overfull paper/main.log")
        .bash("cat paper/overfull_notes.log", "none")
        .bash("grep -c Overfull paper/main.log; pdflatex paper/main.tex", "0\nOutput written on main.pdf")
        .stop("Done.")
    )
    assert decisions(_replay(session, tmp_path / "state")) == [("Stop", "block")]


def test_source_edited_after_the_checked_compile_fires_again(tmp_path):
    rewrite = "cat > paper/main.tex <<'EOF'\n\\documentclass{article}\n\\begin{document}\nHi\n\\end{document}\nEOF"
    session = (
        _compiled(tmp_path)
        .bash("grep -c Overfull paper/main.log", "2")
        .bash(rewrite)
        .stop("Rewrote the document; it compiles.")
    )
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("Stop", "block")]
    assert "edited after the last compile" in replies[-1].text


def test_no_compile_or_ineligible_task_is_silent(tmp_path):
    no_compile = Session(cwd=str(tmp_path)).prompt(TASK).tool(*_edit(tmp_path)).stop("Edited the table.")
    assert decisions(_replay(no_compile, tmp_path / "a")) == []
    other = Session(cwd=str(tmp_path)).prompt("Fix the failing unit test in parser.py.").bash(COMPILE, COMPILED)
    assert decisions(_replay(other.stop("Done."), tmp_path / "b")) == []
    assert [r["eligible"] for r in log_records(tmp_path / "b") if r["record"] == "eligibility"] == [False]


def test_nudge_limit_one_per_session(tmp_path):
    session = _compiled(tmp_path).stop("Compiles.").stop("Still compiles.", active=True)
    assert decisions(_replay(session, tmp_path / "state", portfolio="default")) == [("Stop", "block")]
    fired = [r["fired"] for r in log_records(tmp_path / "state") if r["record"] == "decision"]
    assert fired == [True, False]
