"""Shell commands parsed as shell: the programs a tool call ran, for telling one action from another.

`cd repo && PYTHONPATH=. pytest -q | tee log` ran `pytest` (and `cd`, `tee`); `bash -lc "npm test"`
ran `npm test`. Parsing uses shlex with shell punctuation, so quotes, `&&`, `;` and pipes are
understood rather than matched as substrings. Standard library only: the hook path imports this.
"""

from __future__ import annotations

import re
import shlex
from functools import lru_cache
from typing import Any

from veracity.trace import ToolCall

# Programs whose first argument names the action: `npm test` and `npm install` are different things.
MULTIPLEXERS = frozenset(
    "npm npx yarn pnpm bun deno cargo git make kubectl docker podman go uv poetry pip pip3 helm "
    "terraform gh dotnet mvn gradle bundle rake systemctl brew apt apt-get composer mix swift".split()
)
# Words that only set up how a program runs; the program comes after them.
WRAPPERS = frozenset("sudo env nohup time timeout nice exec command builtin xargs setsid stdbuf".split())
SHELLS = frozenset("bash sh zsh dash fish".split())
_INTERPRETERS = ("python", "node", "ruby", "perl", "php", "deno", "bun", "Rscript")
_SCRIPT = re.compile(r"[/.]|^[\w-]+$")  # a path or a bare script name, not inline code
ASSIGNMENT = re.compile(r"^[A-Za-z_]\w*=")
_PUNCTUATION = frozenset("&|;()")
# Wrapper options that take a value: sudo -u USER, nice -n 5, timeout -s KILL.
_VALUE_FLAGS = frozenset("-u -g -n -s -k -C -D -p -h -r -t -U".split())


_QUOTED_PIECES = re.compile(r"'[^']*'?|\"(?:\\.|[^\"\\])*\"?|\\.|[^'\"\\]+", re.DOTALL)
# `<<EOF`, `<<-'END-X'`, `<< "EOF"`: the delimiter is any word, quoted or not (`<<<` is a here-string).
_HEREDOC = re.compile(r"(?<!<)<<-?[ \t]*(?:'([^'\n]+)'|\"([^\"\n]+)\"|([^\s;&|<>()'\"]+))")


def shell_lines(command: str) -> str:
    """A command line as the shell splits it: an unquoted line end ends a command (shlex alone reads it
    as a space) and heredoc bodies are left out (they are data or code, not commands)."""
    lines: list[str] = []
    pending, delimiter = "", None
    for line in command.split("\n"):
        if delimiter is not None:
            delimiter = None if line.strip() == delimiter else delimiter
            continue
        pending = f"{pending}\n{line}" if pending else line
        if pending.endswith("\\"):
            pending = pending[:-1]
            continue
        if any(p[0] in "'\"" and (len(p) == 1 or p[-1] != p[0]) for p in _QUOTED_PIECES.findall(pending)):
            continue  # a newline inside quotes
        quoted = [m.span() for m in _QUOTED_PIECES.finditer(pending) if m.group()[0] in "'\""]
        heredoc = next(  # a `<<EOF` inside quotes is text, not a heredoc
            (m for m in _HEREDOC.finditer(pending) if not any(a <= m.start() < b for a, b in quoted)), None
        )
        lines.append(pending)
        pending, delimiter = "", next((g for g in heredoc.groups() if g), None) if heredoc else None
    return "\n;".join([*lines, pending] if pending else lines)


def command_segments(command: str) -> list[tuple[list[str], str]]:
    """The simple commands of a shell command line, each with the operator that ends it
    ("&&", "|", "&", ";", ... or "" at the end): `nohup srv & disown` is [(nohup srv, "&"), (disown, "")]."""
    return [(list(words), operator) for words, operator in segments(command)]


@lru_cache(maxsize=1024)
def segments(command: str) -> tuple[tuple[tuple[str, ...], str], ...]:
    """`command_segments`, immutable and cached: lexing is the cost of every shell question, and
    checks ask about the same commands again and again (each policy, each retry comparison)."""
    lexer = shlex.shlex(shell_lines(command) if "\n" in command else command, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    parts: list[tuple[list[str], str]] = [([], "")]
    try:
        for token in lexer:
            if set(token) <= _PUNCTUATION:
                if parts[-1][0]:
                    parts[-1] = (parts[-1][0], token)
                    parts.append(([], ""))
                elif len(parts) > 1 and token not in ("(", ")") and not (token == ";" and parts[-2][1] not in ")("):
                    # `( a ) | b`: the pipe ends `a`; but the `;` that ends a line keeps `a &` and `a |`
                    parts[-2] = (parts[-2][0], token)
            else:
                parts[-1][0].append(token)
    except ValueError:  # an unbalanced quote: fall back to plain words
        parts = [(command.split(), "")]
    return tuple((tuple(words), operator) for words, operator in parts if words)


def split_command(command: str) -> list[tuple[list[str], bool]]:
    """The simple commands of a shell command line: (words, whether it reads a pipe)."""
    result: list[tuple[list[str], bool]] = []
    previous = ""
    for words, operator in command_segments(command):
        result.append((words, previous in ("|", "|&")))
        previous = operator
    return result


def program_of(words: list[str]) -> list[str]:
    """The program a simple command runs, with its action for multiplexers: ["npm", "test"]."""
    index = 0
    while index < len(words):
        word, previous = words[index], words[index - 1] if index else ""
        if ASSIGNMENT.match(word) or word in WRAPPERS or (previous == "timeout" and word[:1].isdigit()):
            index += 1  # FOO=1 pytest, sudo pytest, timeout 30s pytest
        elif word.startswith("-") and index and any(w in WRAPPERS for w in words[:index]):
            index += 2 if word in _VALUE_FLAGS else 1  # sudo -u deploy, nice -n 5
        else:
            break
    rest = words[index:]
    if not rest:
        return []
    program = rest[0].rsplit("/", 1)[-1]
    if program in SHELLS:
        for position, word in enumerate(rest[1:], start=1):
            if word.startswith("-") and "c" in word and position + 1 < len(rest):
                inner = [words for words, piped in split_command(rest[position + 1]) if not piped]
                return program_of(inner[-1]) if inner else []
    if program.startswith("python") and len(rest) > 2 and rest[1] == "-m":
        return [program, rest[2]]
    if program in SHELLS or program.startswith(_INTERPRETERS):
        # `python deploy.py` and `python --version` are different actions: the script names it.
        if any(w in ("-c", "-e", "--eval") for w in rest[1:]):
            return [program]  # inline code, not a script
        script = next((w for w in rest[1:] if not w.startswith("-")), None)
        return [program, script] if script and _SCRIPT.search(script) else [program]
    action = _action_of(program, rest[1:]) if program in MULTIPLEXERS else None
    return [program, action] if action else [program]


def _action_of(program: str, arguments: list[str]) -> str | None:
    """A multiplexer's action: its first word that is neither an option nor the value of one of its global options
    ("checkout" of `git -C ~/src/app checkout main`, "get" of `kubectl -n prod get pods`)."""
    takes_value = _GLOBAL_VALUE_OPTIONS.get(program, frozenset())
    skip = False
    for word in arguments:
        if skip:
            skip = False
        elif word in takes_value:
            skip = True
        elif not word.startswith("-"):
            return word
    return None


# global options that take the next word as their value, before the action
_GLOBAL_VALUE_OPTIONS = {
    "git": frozenset({"-C", "-c", "--git-dir", "--work-tree", "--namespace"}),
    "kubectl": frozenset({"-n", "--namespace", "--context", "--kubeconfig", "-s", "--server", "--cluster", "--user"}),
    "helm": frozenset({"-n", "--namespace", "--kube-context", "--kubeconfig"}),
    "docker": frozenset({"-H", "--host", "--context", "-c", "--config", "-l", "--log-level"}),
    "podman": frozenset({"--connection", "--url", "--root", "--runroot"}),
    "make": frozenset({"-C", "-f", "--directory", "--file", "-j", "--jobs"}),
    "go": frozenset({"-C"}),
    "gh": frozenset({"-R", "--repo"}),
    "npm": frozenset({"--prefix"}),
    "yarn": frozenset({"--cwd"}),
    "pnpm": frozenset({"-C", "--dir", "--filter", "-F"}),
}


def command_text(arguments: dict[str, Any]) -> str | None:
    """The shell command a tool call ran, from `command` or `cmd` (a string or an argv list)."""
    command = arguments.get("command", arguments.get("cmd"))
    if isinstance(command, list):
        return shlex.join(str(part) for part in command)
    return command if isinstance(command, str) else None


def programs(call: ToolCall | None, *, include_piped: bool = True) -> list[list[str]]:
    """Every program the call ran, in order; empty for calls that are not shell commands."""
    command = command_text(call.arguments) if call else None
    if not command:
        return []
    return [list(program) for program in _programs_of(command, include_piped)]


@lru_cache(maxsize=1024)
def _programs_of(command: str, include_piped: bool) -> tuple[tuple[str, ...], ...]:
    segments = split_command(command)
    ran = (program_of(words) for words, piped in segments if include_piped or not piped)
    return tuple(tuple(program) for program in ran if program)


def action_key(name: str, call: ToolCall | None) -> tuple[str, ...]:
    """What a call did, for deciding whether a later call retried it: the tool, and for shell calls
    the main program (the last one run outside a pipe: `cd x && pytest | tee log` ran pytest)."""
    ran = [p for p in programs(call, include_piped=False) if p[0] not in ("cd", "echo", "export", "set", "source")]
    return (name, *ran[-1]) if ran else (name,)
