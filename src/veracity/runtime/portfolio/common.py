"""Facts about tool calls that several policies need: the shell commands a call ran, the files it
edits, the scripts it executes. Shell text is parsed as shell (`veracity.trace.shell`), never
matched as a loose substring, and parses are cached: every policy looks at the same command.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from veracity.trace.shell import SHELLS, program_of, segments

EDIT_TOOLS = frozenset({"Edit", "MultiEdit", "Write", "NotebookEdit", "apply_patch", "str_replace_based_edit_tool"})
SCRIPT_BYTES = 200_000  # how much of a script file to read when a command runs one
_PATCH_FILE = re.compile(r"^\*\*\* (?:Add|Update|Delete) File: (.+)$", re.MULTILINE)
# Programs that run code from a file or an argument (matched as prefixes: python3.11 is python).
INTERPRETERS = ("python", "node", "ruby", "perl", "Rscript", "julia", "jupyter", "ipython")
CODE_SUFFIXES = tuple(
    ".py .sh .bash .js .mjs .ts .rb .pl .r .R .jl .lua .go .c .cpp .rs .java .sql .awk .ipynb".split()
)
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+|\n")
_LOOP_WORDS = frozenset({"for", "while", "until"})
_KEYWORDS = frozenset({"do", "then", "else", "elif", "if", "while", "until", "{", "!"})
_REDIRECTS = frozenset({">", ">>", ">|", "&>", "&>>"})
_SCRIPT_FLAGS = frozenset({"-e", "-f", "--expression", "--file"})  # their value is a script, not a file
_HEREDOC_WORDS = frozenset({"<<", "<<-", "<<<"})
_EDITORS = frozenset({"sed", "gsed", "perl", "ed", "ex", "vim"})


def task_sentences(task: str) -> list[str]:
    """The sentences (and lines) of a task description: eligibility looks for words that go together."""
    return _SENTENCE_BREAK.split(task)


@lru_cache(maxsize=512)
def programs_in(command: str) -> tuple[tuple[str, ...], ...]:
    """The program (and multiplexer action) of each simple command: (("npm", "test"), ("tee",))."""
    return tuple(tuple(program_of(list(words))) for words, _ in segments(command))


def shell_body(words: tuple[str, ...]) -> str | None:
    """The command string a shell runs with `-c` (`bash -lc "npm test"`), or None."""
    rest = words_after_program(words)
    if rest and rest[0].rsplit("/", 1)[-1] in SHELLS:
        return next((rest[i + 1] for i in range(1, len(rest) - 1) if re.match(r"^-\w*c", rest[i])), None)
    return None


@lru_cache(maxsize=256)
def shell_units(command: str) -> tuple[tuple[tuple[str, ...], str], ...]:
    """`segments` with shell keywords (`if`, `then`, `do`, ...) dropped and `bash -c` bodies opened:
    each simple command with its wrappers (`sudo nohup ...`) and the operator that ends it."""
    found: list[tuple[tuple[str, ...], str]] = []
    for words, operator in segments(command):
        while words and words[0] in _KEYWORDS:
            words = words[1:]
        body = shell_body(words)
        if body is not None:
            found += shell_units(body)
        elif words:
            found.append((words, operator))
    return tuple(found)


@lru_cache(maxsize=64)
def simple_commands(command: str) -> tuple[tuple[tuple[str, ...], bool], ...]:
    """Each simple command's words from its program on, and whether it reads a pipe: `bash -c "..."`
    is opened up, shell keywords (`do`, `then`, `if`) are dropped so a loop body's program is seen,
    and a process substitution (`diff <(./a) <(./b)`) is a command of its own. Cached: every policy
    reads the same command."""
    found: list[tuple[tuple[str, ...], bool]] = []
    previous = ""
    for words, operator in segments(command):
        piped, previous = previous in ("|", "|&"), operator
        parts: list[list[str]] = [[]]
        for word in words:
            if word in ("<(", ">("):
                parts.append([])
            else:
                parts[-1].append(word)
        for index, part in enumerate(parts):
            while part and part[0] in _KEYWORDS:
                part = part[1:]
            rest = words_after_program(tuple(part))
            inner = shell_body(tuple(part))
            if inner is not None:
                found += simple_commands(inner)
            elif rest:
                found.append((tuple(rest), piped and index == 0))
    return tuple(found)


def written_paths(command: str) -> list[str]:
    """Files a command writes: redirection targets, and the operands of `tee` and of in-place edits.
    Devices (`> /dev/null`), descriptor duplications (`2>&1`) and heredoc words (`<< EOF`) are not files."""
    in_place = in_place_edit(command)
    targets: list[str] = []
    for words, _ in simple_commands(command):
        heredoc = {i + 1 for i, w in enumerate(words) if w in _HEREDOC_WORDS}  # the delimiter after `<<`
        kept = [w for i, w in enumerate(words) if w not in _HEREDOC_WORDS and i not in heredoc]
        targets += [kept[i + 1] for i in range(len(kept) - 1) if kept[i] in _REDIRECTS]
        program = kept[0].rsplit("/", 1)[-1] if kept else ""
        operands = [w for i, w in enumerate(kept[1:]) if not w.startswith("-") and kept[i] not in _SCRIPT_FLAGS]
        if program in ("sed", "gsed") and not any(w.startswith(("-e", "-f", "--expression", "--file")) for w in kept):
            operands = operands[1:]  # without -e or -f, the first operand is the sed script
        if program == "tee" or (in_place and program in _EDITORS):
            targets += operands
    return [t for t in targets if t and not t.startswith(("/dev/", "&"))]


def words_after_program(words: tuple[str, ...]) -> list[str]:
    """A simple command's words from its program on (wrappers and assignments dropped)."""
    program = program_of(list(words))
    if not program:
        return []
    for index, word in enumerate(words):
        if word.rsplit("/", 1)[-1] == program[0]:
            return list(words[index:])
    return list(words)


def has_loop(command: str) -> bool:
    """A shell loop (`for`, `while`, `until`) or a per-item runner (`xargs`, `find -exec`, `parallel`)."""
    for words, _ in segments(command):
        if words and (words[0] in _LOOP_WORDS or words[0] in ("xargs", "parallel")):
            return True
        if words and words[0] == "find" and any(w in ("-exec", "-execdir") for w in words):
            return True
    return False


def edited_paths(tool: str, tool_input: dict[str, Any]) -> list[str]:
    """Files an edit tool writes: `file_path` / `path` / `notebook_path`, or the files a patch names."""
    if tool not in EDIT_TOOLS:
        return []
    for key in ("file_path", "path", "notebook_path"):
        value = tool_input.get(key)
        if isinstance(value, str) and value:
            return [value]
    patch = next((v for v in (tool_input.get(k) for k in ("patch", "input", "command")) if isinstance(v, str)), "")
    return [name.strip() for name in _PATCH_FILE.findall(patch)]


def in_place_edit(command: str) -> bool:
    """`sed -i`, `perl -pi`, `ed`, `ex`, or output redirected over a file by a filter program."""
    for words, _ in segments(command):
        rest = words_after_program(words)
        if not rest:
            continue
        program = rest[0].rsplit("/", 1)[-1]
        flags = [w for w in rest[1:] if w.startswith("-")]
        if program in ("sed", "gsed") and any(f.startswith("-i") or f == "--in-place" for f in flags):
            return True
        if program == "perl" and any("i" in f and not f.startswith("--") for f in flags):
            return True
        if program in ("ed", "ex") or (program == "vim" and "-c" in flags):
            return True
    return False


def resolve_path(path: str, cwd: str) -> Path:
    candidate = Path(path).expanduser()
    return candidate if candidate.is_absolute() or not cwd else Path(cwd) / candidate


def script_text(command: str, cwd: str) -> str:
    """The text of script files a command runs (`python x.py`, `bash run.sh`, `node a.js`, `./t.sh`),
    so what a script does counts like what a command line does. Missing files give ""."""
    texts = []
    for words, _ in segments(command):
        rest = words_after_program(words)
        if not rest:
            continue
        interpreter = rest[0].rsplit("/", 1)[-1]
        if interpreter.startswith(("python", "node", "bash", "sh", "ruby", "perl", "Rscript", "julia")):
            names = [w for w in rest[1:] if not w.startswith("-")][:1]
            if "-c" in rest or "-m" in rest:
                names = []
        elif rest[0].startswith(("./", "/")):
            names = [rest[0]]
        else:
            names = []
        for name in names:
            try:
                with resolve_path(name, cwd).open(encoding="utf-8", errors="replace") as handle:
                    texts.append(handle.read(SCRIPT_BYTES))
            except OSError:
                continue
    return "\n".join(texts)
