"""Binary equivalence: when the task wants a program whose output is identical to an original's, a
few hand-picked runs that look alike prove little. The outputs have to be compared mechanically,
byte for byte, over varied inputs, on the candidate as the evaluator will build and run it.

compare-outputs-before-stop: at stop, after the last source edit or build, require a comparison of
the candidate's and the original's outputs (cmp, diff, hashes of both, a script that runs both and
compares), over varied inputs (at least three distinct comparison runs, or one over a loop of
inputs); and when the task quotes the build command or the invocation, a run after the last edit
that uses that program with those flags (in any order). Scripts that only compare are not sources:
editing and running a comparison harness does not ask for a rebuild.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from veracity.runtime.policy import Action, Context, Policy, Rule, policy
from veracity.runtime.portfolio.common import (
    EDIT_TOOLS,
    INTERPRETERS,
    edited_paths,
    has_loop,
    resolve_path,
    script_text,
    segments,
    simple_commands,
    task_sentences,
    words_after_program,
    written_paths,
)
from veracity.trace.shell import ASSIGNMENT, SHELLS

_STRONG = re.compile(r"\b(?:byte|bit)[- ](?:for|by)[- ](?:byte|bit)\b|\b(?:byte|bit)[- ](?:identical|exact)\b", re.I)
_SAME = re.compile(
    r"\b(?:identical|same|equivalent|indistinguishable|exactly like|exactly match(?:es|ing)?|"
    r"match(?:es|ing)? exactly)\b",
    re.I,
)
_OUTPUT = re.compile(r"\b(?:outputs?|stdout|standard output|prints?|behaviou?rs?)\b", re.I)
_PROGRAM = re.compile(r"\b(?:programs?|binary|binaries|executables?|implementations?|versions?|tools?)\b", re.I)
_ORIGINAL = re.compile(
    r"\b(?:original|reference|existing|old|legacy|previous|given|provided|current|baseline|oracle)\b", re.I
)
_CODE_SPAN = re.compile(r"```[^\n]*\n(.*?)```|`([^`\n]+)`", re.DOTALL)

BUILDERS = frozenset(
    "gcc g++ clang clang++ cc c++ tcc icc icx gfortran rustc javac kotlinc scalac ghc swiftc nasm zig make cmake "
    "ninja cargo go dotnet".split()
)
_BUILD_ACTIONS = {"cargo": {"build", "rustc"}, "go": {"build", "install"}, "dotnet": {"build", "publish"}}
_SCRIPT_SUFFIXES = (".sh", ".bash", ".py", ".pl", ".rb", ".js")
_COMPARERS = frozenset({"cmp", "diff", "colordiff", "sdiff", "diff3"})
_HASHERS = frozenset({"sha256sum", "sha1sum", "sha512sum", "md5sum", "b2sum", "shasum", "cksum", "xxhsum", "md5"})
_CODE_RUNS = re.compile(
    r"\bsubprocess\b|\bos\.(?:system|popen)\b|\bcheck_output\b|\bPopen\b|\bexecSync\b|\bspawnSync\b"
)
_CODE_COMPARES = re.compile(r"==|!=|\bassert\b")
# filecmp, or two files read and compared on one line: open(a).read() == open(b).read()
_FILE_COMPARE = re.compile(r"\bfilecmp\b|\.read(?:_bytes|_text)?\(\)[^\n]*[!=]=[^\n]*\.read(?:_bytes|_text)?\(\)")
_CODE_LOOP = re.compile(r"^\s*(?:for|while)\b|\bfor\s+\w+\s+(?:in|of)\b|\bitertools\b|\brange\(", re.MULTILINE)
_SOURCE_SUFFIXES = tuple(
    ".c .h .cc .cpp .cxx .hpp .hh .rs .go .java .kt .scala .swift .cs .hs .ml .s .asm .zig .f .f90 .d .nim "
    ".py .js .ts .rb .pl .lua .sh".split()
)
_BUILD_FILES = frozenset({"Makefile", "makefile", "GNUmakefile", "CMakeLists.txt", "Cargo.toml", "go.mod"})
MAX_COMPARISONS = 20  # comparison runs kept in state; three distinct ones after the last change are enough
MAX_SOURCES = 50


def _identity_sentence(sentence: str) -> bool:
    if _STRONG.search(sentence):
        return bool(_OUTPUT.search(sentence) or _PROGRAM.search(sentence))
    return bool(_SAME.search(sentence) and _OUTPUT.search(sentence) and _ORIGINAL.search(sentence))


def equivalence_task(task: str) -> bool:
    return any(_identity_sentence(s) for s in task_sentences(task))


def _program(word: str) -> str:
    return word.rsplit("/", 1)[-1]


def _is_build(words: Sequence[str]) -> bool:
    program = _program(words[0])
    if program not in BUILDERS:
        return False
    actions = _BUILD_ACTIONS.get(program)
    if program == "cmake":
        return "--build" in words
    return actions is None or any(w in actions for w in words[1:2])


def _required(words: Sequence[str]) -> tuple[str, ...]:
    """What a run must contain to count as the quoted command: its program (and action), its flags
    and its variable settings; file operands may differ."""
    head = [_program(words[0])] + (list(words[1:2]) if _program(words[0]) in _BUILD_ACTIONS else [])
    return tuple(head + [w for w in words[1:] if w.startswith("-") or ASSIGNMENT.match(w)])


@lru_cache(maxsize=8)
def quoted_commands(task: str) -> tuple[tuple[str, ...] | None, tuple[str, ...] | None]:
    """The build command and the invocation the task quotes (in backticks or a code block), each as
    the words a run must contain; None when it quotes none."""
    build = invocation = None
    for block, inline in _CODE_SPAN.findall(task):
        for line in (block or inline).splitlines():
            for words, _ in segments(line.strip().removeprefix("$ ")):
                rest = words_after_program(words)
                if not rest:
                    continue
                if build is None and _is_build(rest):
                    build = _required(rest)
                elif invocation is None and len(rest) > 1 and rest[0].startswith(("./", "/")):
                    invocation = _required(rest)
    return build, invocation


def _source(path: str) -> bool:
    name = path.rsplit("/", 1)[-1]
    return name in _BUILD_FILES or name.endswith(_SOURCE_SUFFIXES)


def _shell_compares(command: str) -> bool:
    hashes = 0
    for words, _ in simple_commands(command):
        program, args = _program(words[0]), words[1:]
        if program in _COMPARERS or (program == "git" and "diff" in args and "--no-index" in args):
            return True  # a plain `git diff` compares sources, not outputs
        if program in ("[", "[[", "test") and any(a in ("=", "==", "!=") for a in args) and "$(" in command:
            return True  # [ "$(./a < x)" = "$(./b < x)" ]
        if program in _HASHERS:
            hashes += max(1, len([a for a in args if not a.startswith("-")]))
    return hashes >= 2  # both outputs hashed


def _code_compares(code: str) -> bool:
    """Code that compares files, or runs programs and compares what they print."""
    return bool(_FILE_COMPARE.search(code) or (_CODE_RUNS.search(code) and _CODE_COMPARES.search(code)))


def _comparison(command: str, cwd: str) -> tuple[bool, bool, list[str]]:
    """Whether a command compares two outputs (itself or in the script it runs), whether it does so
    over a loop of inputs, and the script files that compare (a comparison harness)."""
    compares, looped, scripts = _shell_compares(command), has_loop(command), []
    for words, _ in simple_commands(command):
        program = _program(words[0])
        operands = [w for w in words[1:] if not w.startswith("-")]
        if program in SHELLS or program.startswith(INTERPRETERS):
            path, shell = (operands or [""])[0], program in SHELLS
        elif words[0].startswith(("./", "/")) and words[0].endswith(_SCRIPT_SUFFIXES):
            path, shell = words[0], words[0].endswith((".sh", ".bash"))
        else:
            continue  # a compiled program: nothing to read
        text = script_text(shlex.join(words), cwd)
        if shell:
            found, loop = _shell_compares(text), has_loop(text)
        else:  # the command line holds the code of `python -c` and of a heredoc
            code = command + "\n" + text
            found, loop = _code_compares(code), bool(_CODE_LOOP.search(code))
        if found:
            compares, looped = True, looped or loop
            scripts += [path] if path and text else []
    return compares, looped, scripts


def _runs(required: tuple[str, ...], command: str, cwd: str) -> bool:
    """A command (or the script it runs) that contains the required program and flags, in any order."""
    if any(set(required) <= {_program(w) for w in words} for words, _ in simple_commands(command)):
        return True
    text = script_text(command, cwd)
    return bool(text) and all(re.search(rf"(?<![\w.-]){re.escape(t)}(?![\w.-])", text) for t in required)


def _observe(context: Context) -> None:
    """Keep the sources edited, the last build, the comparison runs, and the last runs of the task's
    quoted build and invocation."""
    action, state = context.action, context.state
    if action is None or not (action.ok or action.exit_code == 1):
        return
    if action.tool in EDIT_TOOLS:
        if action.ok:
            _edited(state, [p for p in edited_paths(action.tool, action.input) if _source(p)], action)
        return
    command = action.command
    if not command:
        return
    if action.ok:
        _edited(state, [p for p in written_paths(command) if _source(p)], action)
        if any(_is_build(words) for words, _ in simple_commands(command)):
            state["build"] = action.seq
        build, invocation = quoted_commands(context.task)
        for key, required in (("built", build), ("invoked", invocation)):
            if required and _runs(required, command, action.cwd):
                state[key] = action.seq
    # cmp and diff exit 1 when the outputs differ: the comparison still ran
    compares, looped, scripts = _comparison(command, action.cwd)
    if compares:
        state["comparisons"] = [*state.get("comparisons", []), [action.seq, command[:300], looped]][-MAX_COMPARISONS:]
        sources = state.get("sources", {})
        for script in scripts:  # a harness that compares is not part of the candidate
            sources.pop(str(resolve_path(script, action.cwd)), None)


def _edited(state: dict[str, Any], paths: list[str], action: Action) -> None:
    """Record source edits by absolute path, newest last, so the oldest are dropped first."""
    if not paths:
        return
    sources = state.setdefault("sources", {})
    for path in paths:
        key = str(resolve_path(path, action.cwd))
        sources.pop(key, None)
        sources[key] = action.seq
    while len(sources) > MAX_SOURCES:
        sources.pop(next(iter(sources)))


def missing_checks(context: Context) -> str | None:
    """What is missing to show the candidate's outputs equal the original's, or None."""
    state = context.state
    edit = max(state.get("sources", {}).values(), default=-1)
    change = max(edit, state.get("build", -1))
    runs = [(command, looped) for seq, command, looped in state.get("comparisons", []) if seq >= change]
    missing = []
    if not runs:
        missing.append(
            "no comparison of the candidate's output with the original's (cmp, diff, or a hash of each) "
            "ran after your last change"
        )
    elif len({command for command, _ in runs}) < 3 and not any(looped for _, looped in runs):
        missing.append(
            f"only {len({command for command, _ in runs})} distinct comparison run(s) after your last change, "
            "and none over a loop of inputs"
        )
    build, invocation = quoted_commands(context.task)
    if build and state.get("built", -1) < max(edit, 0):
        missing.append(f"no build after your last edit used the task's build command (`{' '.join(build)}` ...)")
    if invocation and state.get("invoked", -1) < max(edit, 0):
        missing.append(f"no run after your last edit used the task's invocation (`{' '.join(invocation)}` ...)")
    return "; ".join(missing) or None


def _text(context: Context, risky: str) -> str:
    return (
        f"The task requires output identical to the original, and {risky}. Build the candidate exactly as the "
        "evaluator does, run the original and the candidate on the same inputs, and compare the outputs byte "
        "for byte (`cmp`, `diff`, or `sha256sum` of both) in a loop over at least three varied inputs: typical "
        "ones, edge cases (empty input, very large input, unusual arguments) and error cases. Fix every "
        "difference, then compare again before you finish."
    )


def _compared(context: Context) -> bool:
    return missing_checks(context) is None


@policy("binary-equivalence")
def binary_equivalence() -> Policy:
    return Policy(
        name="binary-equivalence",
        summary="At stop, require byte comparisons of candidate and original outputs over varied inputs.",
        eligible=equivalence_task,
        observe=_observe,
        rules=(
            Rule(
                name="compare-outputs-before-stop",
                events=frozenset({"stop"}),
                intervention="instruct",
                risky=missing_checks,
                text=_text,
                behaved=_compared,
            ),
        ),
    )
