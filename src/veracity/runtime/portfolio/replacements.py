"""Exact replacements: a task that maps tokens to replacements wants those tokens changed and
nothing else, not the whitespace, the line endings or the final newline.

edit-confined-to-mapping: before an edit tool runs (Edit, MultiEdit, Write, apply_patch), apply
the mapping to the old text and diff the result against the new text, line by line and then token
by token; when the edit makes at least one mapped replacement and anything is left over after the
mapping (a `;` dropped next to a replaced token, CRLF turned into LF), deny it and name that
change. A Write is compared with the file on disk, final newline included. A shell `sed -i` is
judged the same way: GNU sed previews its result with `--sandbox` (no writes, no `e` or `w`
commands) on each file, without `-i`. Edits that make no
mapped replacement are not judged: they are some other part of the work (a helper script, a test).
diff-check-before-stop: at stop, when files were edited (edit tools, `sed -i`, `perl -pi`, a
script that writes files, a heredoc or redirection that writes a file from text holding a mapped
token or its replacement: `cat > app.py <<'EOF'`) and no mechanical comparison ran after the last
edit (diff, cmp, git diff, a hex dump or `tail -c`, difflib or filecmp), ask for a byte-level diff
against the original and an end-of-file newline check.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator, Sequence
from difflib import SequenceMatcher
from functools import lru_cache
from typing import Any

from veracity.runtime.policy import Context, Policy, Rule, policy
from veracity.runtime.portfolio.common import (
    EDIT_TOOLS,
    INTERPRETERS,
    in_place_edit,
    resolve_path,
    script_text,
    simple_commands,
    task_sentences,
    written_paths,
)
from veracity.trace.shell import command_text

# A quoted token: backticks, double quotes, curly quotes, or single quotes that are not apostrophes.
_Q = r"(`[^`\n]+`|\"[^\"\n]+\"|(?<!\w)'[^'\n]+'(?!\w)|\u201c[^\u201d\n]+\u201d|\u2018[^\u2019\n]+\u2019)"
_ARROW = r"(?:-{1,2}>|=>|→|⇒|⟶|↦)"
_ITEM = r"^[ \t]*(?:[-*•+]|\d+[.)])?[ \t]*"  # a list item's bullet or number
_END = r"[ \t]*[,;.]?[ \t]*$"
_TASK_VERB = re.compile(
    r"\b(?:replac(?:e|es|ed|ing|ements?)|renam(?:e|es|ed|ing)|substitut(?:e|es|ed|ing|ions?)|"
    r"swap(?:s|ped|ping)?|map(?:s|ped|ping)?)\b",
    re.IGNORECASE,
)
# "Change `a` to `b`" gives a pair, but a task that only changes things is not a replacement task.
_PAIR_VERB = re.compile(rf"{_TASK_VERB.pattern}|\bchang(?:e|es|ed|ing)\b", re.IGNORECASE)
_ARROW_PAIR = re.compile(rf"{_Q}[ \t]*{_ARROW}[ \t]*{_Q}")
_BARE_ARROW_LINE = re.compile(rf"{_ITEM}([^\s`'\"|]+)[ \t]*{_ARROW}[ \t]*([^\s`'\"|]+?){_END}", re.MULTILINE)
_TABLE_ROW = re.compile(rf"^[ \t]*\|[ \t]*{_Q}[ \t]*\|[ \t]*{_Q}[ \t]*\|", re.MULTILINE)
_LINE_PAIR = re.compile(rf"{_ITEM}{_Q}[ \t]*(?:with|by|to|into|:|{_ARROW})[ \t]*{_Q}{_END}", re.MULTILINE)
_CONNECTED = rf"\b(with|by|to|into|for|and)\b[ \t]+(?:the[ \t]+\w+[ \t]+)?{_Q}"
_VERB_LED = re.compile(rf"(?:{_PAIR_VERB.pattern})[^\n]{{0,80}}?{_Q}[^\n]{{0,60}}?{_CONNECTED}", re.IGNORECASE)
_ADJACENT = re.compile(rf"{_Q}[ \t]*{_CONNECTED}", re.IGNORECASE)
_JSON_BLOCK = re.compile(r"\{[^{}]*\}")
_JSON_PAIR = re.compile(r"\"([^\"\n]+)\"\s*:\s*\"([^\"\n]*)\"")

_TOKEN = r"\w+|\n|[^\S\n]+|[^\w\s]"  # a newline apart from the indentation after it
_PATCH_TEXT_KEYS = ("patch", "input", "command")
FILE_BYTES = 2_000_000  # a Write over a larger file is not judged: the diff would cost too much
_CHECK_PROGRAMS = frozenset({"diff", "cmp", "colordiff", "sdiff", "diff3", "xxd", "od", "hexdump", "hd"})
_CODE_CHECK = re.compile(r"\b(?:difflib|filecmp)\b")
_CODE_WRITE = re.compile(r"\.write\(|\bwrite_(?:text|bytes)\(|\bopen\([^)\n]*['\"][wa]b?\+?['\"]")


def _unquote(token: str) -> str:
    return token[1:-1] if token[:1] in "`\"'\u201c\u2018" else token


def _connected_pairs(first: str, connector: str, second: str, sentence: str) -> list[tuple[str, str]]:
    """The pair(s) a connector makes: `substitute a for b` maps b to a, `swap a and b` maps both ways."""
    a, b, word = _unquote(first), _unquote(second), connector.lower()
    if word == "for":
        return [(b, a)] if re.search(r"substitut", sentence, re.IGNORECASE) else []
    if word == "and":
        return [(a, b), (b, a)] if re.search(r"\bswap", sentence, re.IGNORECASE) else []
    if word == "with" and re.search(r"\bswap", sentence, re.IGNORECASE):
        return [(a, b), (b, a)]
    return [(a, b)]


@lru_cache(maxsize=8)
def task_mapping(task: str) -> dict[str, str]:
    """The token mapping a task gives ({} when it gives none): `replace X with Y`, `rename X to Y`,
    `X -> Y` (quoted, or alone on a line), table rows, a JSON object, `substitute Y for X`, `swap X and Y`."""
    if not _TASK_VERB.search(task):
        return {}
    pairs: list[tuple[str, str]] = []
    pairs += [(_unquote(a), _unquote(b)) for a, b in _ARROW_PAIR.findall(task)]
    pairs += _BARE_ARROW_LINE.findall(task)
    pairs += [(_unquote(a), _unquote(b)) for a, b in _TABLE_ROW.findall(task) + _LINE_PAIR.findall(task)]
    for block in _JSON_BLOCK.findall(task):
        pairs += _JSON_PAIR.findall(block)
    for sentence in task_sentences(task):
        if not _PAIR_VERB.search(sentence):
            continue  # "`a` to `b`" outside a replacing sentence is not a mapping ("convert a to b")
        led = list(_VERB_LED.finditer(sentence))
        # "replace `a` in `f.py` with `b`": the file named between is not a pair of its own
        adjacent = [
            m for m in _ADJACENT.finditer(sentence) if not any(v.start() < m.end() and m.start() < v.end() for v in led)
        ]
        for match in led + adjacent:
            pairs += _connected_pairs(match.group(1), match.group(2), match.group(3), sentence)
    mapping: dict[str, str] = {}
    for old, new in pairs:
        if old and old != new and old not in mapping:
            mapping[old] = new
    return mapping


def replacement_task(task: str) -> bool:
    return bool(task_mapping(task))


@lru_cache(maxsize=8)
def _patterns(items: tuple[tuple[str, str], ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The mapping's keys (longest first) and the tokenizer that keeps every key and value whole,
    so a multi-word key is one token on both sides of a diff."""
    keys = sorted((k for k, _ in items), key=len, reverse=True)
    whole = sorted({t for pair in items for t in pair if t}, key=len, reverse=True)
    key_pattern = re.compile("|".join(re.escape(k) for k in keys))
    token_pattern = re.compile("|".join([*(re.escape(t) for t in whole), _TOKEN]))
    return key_pattern, token_pattern


def _token_changes(old: Sequence[str], mapped: Sequence[str], new: Sequence[str]) -> Iterator[tuple[bool, str, str]]:
    """Diff the mapped old tokens against the new ones. Equal runs yield (whether they hold a mapped
    replacement, "", ""); every other run is left over after the mapping, an unmapped change, and
    yields (False, old text, new text). A mapped token left as it was is not a change."""
    for op, i1, i2, j1, j2 in SequenceMatcher(None, mapped, new, autojunk=False).get_opcodes():
        if op == "equal":
            yield mapped[i1:i2] != old[i1:i2], "", ""
            continue
        before, after = "".join(old[i1:i2]), "".join(new[j1:j2])
        if before != after:
            yield False, before, after


def _line_ending_change(old: str, new: str) -> bool:
    return "\r" in old + new and old.replace("\r", "") == new.replace("\r", "")


def _describe(old: str, new: str) -> str:
    def show(text: str) -> str:
        return repr(text if len(text) <= 60 else text[:57] + "...")

    if not old:
        plain = f"inserts {show(new)}"
    elif not new:
        plain = f"deletes {show(old)}"
    else:
        plain = f"changes {show(old)} into {show(new)}"
    if _line_ending_change(old, new):
        crlf_to_lf = old.count("\r") > new.count("\r")
        return f"changes the line endings from {'CRLF to LF' if crlf_to_lf else 'LF to CRLF'} ({plain})"
    return plain


def judge(old: str, new: str, mapping: dict[str, str]) -> tuple[bool, str | None]:
    """Whether the change makes a mapped replacement, and its first change that is not one.

    The mapping is applied to the old text first (a key anywhere in a token, a substring included,
    is turned into its replacement, as `str.replace` would), and the mapped old text is diffed
    against the new one: lines first (cheap on long files), then tokens within each changed block.
    Whatever differs after the mapping is an unmapped change, however close it sits to a mapped
    one (`foo;` into `bar`, `foo\\r\\n` into `bar\\n`)."""
    keys, tokens = _patterns(tuple(mapping.items()))

    def apply(text: str) -> str:
        return keys.sub(lambda m: mapping[m.group()], text)

    if old == new:
        return False, None
    if apply(old) == new:
        return True, None
    old_lines, new_lines = old.splitlines(keepends=True), new.splitlines(keepends=True)
    mapped_lines = [apply(line) for line in old_lines]
    made, unmapped = False, None
    matcher = SequenceMatcher(None, mapped_lines, new_lines, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            made = made or mapped_lines[i1:i2] != old_lines[i1:i2]
            continue
        before = tokens.findall("".join(old_lines[i1:i2]))
        for replaced, was, now in _token_changes(
            before, [apply(t) for t in before], tokens.findall("".join(new_lines[j1:j2]))
        ):
            made = made or replaced
            if (was or now) and unmapped is None:
                unmapped = _describe(was, now)
    return made, unmapped


def _patch_text(tool_input: dict[str, Any]) -> str:
    for key in _PATCH_TEXT_KEYS:
        value = tool_input.get(key)
        if isinstance(value, list):
            value = next((v for v in value if isinstance(v, str) and "*** Begin Patch" in v), None)
        if isinstance(value, str) and "*** " in value:
            return value
    return ""


def patch_hunks(patch: str) -> list[tuple[str, str, str]]:
    """(file, old text, new text) of each hunk of an apply_patch patch, context lines on both sides.
    Added files have no original to compare with and are left out."""
    hunks: list[tuple[str, str, str]] = []
    old: list[str] = []
    new: list[str] = []
    name, adding = "", False
    for line in patch.splitlines(keepends=True):
        if line.startswith(("*** ", "@@")):
            if old or new:
                hunks.append((name, "".join(old), "".join(new)))
                old, new = [], []
            if line.startswith("*** "):
                adding = line.startswith("*** Add File")
                name = line.split(":", 1)[1].strip() if line.startswith("*** Update File:") else name
            continue
        if adding:
            continue
        if line.startswith("-"):
            old.append(line[1:])
        elif line.startswith("+"):
            new.append(line[1:])
        else:  # context: " text", or a blank line some writers leave without its space
            old.append(line[1:] if line.startswith(" ") else line)
            new.append(line[1:] if line.startswith(" ") else line)
    if old or new:
        hunks.append((name, "".join(old), "".join(new)))
    return hunks


def _proposed_changes(tool: str, tool_input: dict[str, Any], cwd: str) -> list[tuple[str, str, str, bool]]:
    """(where, old text, new text, whether it is the whole file) of each change an edit tool call proposes."""
    path = str(tool_input.get("file_path") or tool_input.get("path") or "")
    if tool == "Edit" or (tool == "str_replace_based_edit_tool" and tool_input.get("command") == "str_replace"):
        old = tool_input.get("old_string", tool_input.get("old_str"))
        new = tool_input.get("new_string", tool_input.get("new_str"))
        return [(path, old, new, False)] if isinstance(old, str) and isinstance(new, str) else []
    if tool == "MultiEdit":
        edits = tool_input.get("edits") if isinstance(tool_input.get("edits"), list) else []
        return [
            (path, e["old_string"], e["new_string"], False)
            for e in edits
            if isinstance(e, dict) and isinstance(e.get("old_string"), str) and isinstance(e.get("new_string"), str)
        ]
    if tool == "Write" or (tool == "str_replace_based_edit_tool" and tool_input.get("command") == "create"):
        content = tool_input.get("content", tool_input.get("file_text"))
        target = resolve_path(path, cwd) if path else None
        if not isinstance(content, str) or target is None or not target.is_file():
            return []  # a new file has no original to keep
        try:
            if target.stat().st_size > FILE_BYTES:
                return []
            current = target.read_bytes().decode("utf-8", errors="surrogateescape")
        except OSError:
            return []
        return [(path, current, content, True)]
    if tool == "apply_patch":
        return [(name, old, new, False) for name, old, new in patch_hunks(_patch_text(tool_input))]
    return []


_SED_ARGUMENT_FLAGS = frozenset("efl")  # short options that take a value
_SED_LONG_WITH_VALUE = ("--expression", "--file", "--line-length")
SED_PREVIEW_SECONDS = 2.0


def sed_in_place(words: Sequence[str]) -> tuple[list[str], list[str]] | None:
    """For a `sed -i` command (its words from `sed` on): the options and script that preview its
    result without `-i`, and the files it edits; None when it does not edit in place. `-i` takes
    the rest of its cluster as a backup suffix (`-i.bak`, `-ie`), as GNU sed reads it."""
    kept: list[str] = []
    files: list[str] = []
    in_place, scripted = False, False
    index, options_done = 1, False
    while index < len(words):
        word = words[index]
        index += 1
        if options_done or word == "-" or not word.startswith("-"):
            files.append(word)
        elif word == "--":
            options_done = True
        elif word.startswith("--"):
            name = word.split("=", 1)[0]
            if name == "--in-place":
                in_place = True
            elif name in _SED_LONG_WITH_VALUE:
                scripted = scripted or name != "--line-length"
                kept.append(word)
                if "=" not in word and index < len(words):
                    kept.append(words[index])
                    index += 1
            else:
                kept.append(word)
        else:
            cluster = ""
            for position, flag in enumerate(word[1:], start=1):
                if flag == "i":
                    in_place = True
                    break  # the rest is the backup suffix
                cluster += flag
                if flag in _SED_ARGUMENT_FLAGS:
                    scripted = scripted or flag != "l"
                    value = word[position + 1 :]
                    kept.append("-" + cluster)
                    cluster = ""
                    if value:
                        kept.append(value)
                    elif index < len(words):
                        kept.append(words[index])
                        index += 1
                    break
            if cluster:
                kept.append("-" + cluster)
    if not in_place:
        return None
    if not scripted and files:
        kept += ["-e", files.pop(0)]
    return (kept, files) if files else None


def _text_of(data: bytes) -> str:
    return data.decode("utf-8", errors="surrogateescape")


def _sed_previews(command: str, cwd: str) -> list[tuple[str, str, str, bool]]:
    """(file, text now, text after, True) for each file a `sed -i` in the command edits."""
    import shutil
    import subprocess

    changes: list[tuple[str, str, str, bool]] = []
    sed = None
    for rest, _ in simple_commands(command):
        if rest[0].rsplit("/", 1)[-1] != "sed":
            continue
        plan = sed_in_place(rest)
        sed = sed or shutil.which("sed")
        if plan is None or sed is None:
            continue
        options, files = plan
        for name in files:
            target = resolve_path(name, cwd)
            try:
                if not target.is_file() or target.stat().st_size > FILE_BYTES:
                    continue
                current = target.read_bytes()
                preview = subprocess.run(
                    [sed, "--sandbox", *options, "--", str(target)],
                    capture_output=True,
                    timeout=SED_PREVIEW_SECONDS,
                    cwd=cwd or None,
                    check=False,
                )
            except (OSError, subprocess.TimeoutExpired):
                continue
            if preview.returncode == 0:  # a sed without --sandbox (BSD) or a bad script: not judged
                changes.append((name, _text_of(current), _text_of(preview.stdout), True))
    return changes


def _verdicts(context: Context) -> list[tuple[bool, str | None]]:
    """For each change a proposed edit makes: whether it makes a mapped replacement, and its first
    change that is not one (a whole-file write that adds or drops the final newline included)."""
    event = context.event
    if event.kind != "pre_tool":
        return []
    command = command_text(event.tool_input) if event.tool_name not in EDIT_TOOLS else None
    if event.tool_name in EDIT_TOOLS:
        proposed = _proposed_changes(event.tool_name, event.tool_input, event.cwd)
    elif isinstance(command, str) and "sed" in command:
        proposed = _sed_previews(command, event.cwd)
    else:
        return []
    mapping = task_mapping(context.task)
    verdicts: list[tuple[bool, str | None]] = []
    for where, old, new, whole_file in proposed:
        mapped, unmapped = judge(old, new, mapping)
        if mapped and whole_file and old.endswith("\n") != new.endswith("\n"):
            unmapped = f"{'removes' if old.endswith(chr(10)) else 'adds'} the final newline"
        verdicts.append((mapped, f"{unmapped} in {where}" if unmapped else None))
    return verdicts


def unmapped_edit(context: Context) -> str | None:
    """The first change of a proposed replacement edit that is not a mapped replacement."""
    return next((problem for mapped, problem in _verdicts(context) if mapped and problem), None)


def _pairs_text(mapping: dict[str, str]) -> str:
    shown = [f"`{old}` → `{new}`" for old, new in list(mapping.items())[:6]]
    return ", ".join(shown) + (", ..." if len(mapping) > 6 else "")


def _deny_text(context: Context, risky: str) -> str:
    return (
        f"Denied: this edit {risky}, which is not one of the mapped replacements. The task asks to change "
        f"only the mapped tokens ({_pairs_text(task_mapping(context.task))}) and to leave every other byte as "
        "it was: whitespace, line endings and the final newline. Make the edit again with only the mapped "
        "replacements. If this file is not one the task asks you to transform, repeat the edit as it was."
    )


def _confined_edit(context: Context) -> bool:
    """A later edit that makes mapped replacements and nothing else."""
    verdicts = _verdicts(context)
    return any(mapped for mapped, _ in verdicts) and not any(problem for _, problem in verdicts)


def _code(words: Sequence[str], command: str, cwd: str) -> str:
    """The code an interpreter runs: inline (`python -c`, a heredoc: in the command line) or a script file."""
    return command + "\n" + script_text(shlex.join(words), cwd)


def _is_check(command: str, cwd: str) -> bool:
    """A mechanical comparison of bytes: diff, cmp, git diff, a hex dump, `tail -c`, difflib, filecmp."""
    for words, _ in simple_commands(command):
        program, args = words[0].rsplit("/", 1)[-1], words[1:]
        if program in _CHECK_PROGRAMS or (program == "git" and "diff" in args):
            return True
        if program == "tail" and any(a.startswith(("-c", "--bytes")) for a in args):
            return True
        if program.startswith(INTERPRETERS) and _CODE_CHECK.search(_code(words, command, cwd)):
            return True
    return False


def _writes(command: str, cwd: str, mapping: dict[str, str]) -> bool:
    """An in-place edit (`sed -i`, `perl -pi`), a script that writes files, or a file written by a
    redirection (a heredoc, `sed ... > file`) from text or code that holds a mapped token or a
    replacement: notes or logs redirected to a file are not edits to check."""
    if in_place_edit(command):
        return True
    interpreted = [
        words for words, _ in simple_commands(command) if words[0].rsplit("/", 1)[-1].startswith(INTERPRETERS)
    ]
    if any(_CODE_WRITE.search(_code(words, command, cwd)) for words in interpreted):
        return True
    if not written_paths(command):
        return False
    text = command + "\n" + script_text(command, cwd)
    return any(token in text for pair in mapping.items() for token in pair if token)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict | list):
        for item in value.values() if isinstance(value, dict) else value:
            yield from _strings(item)


def _touches_mapping(tool_input: dict[str, Any], mapping: dict[str, str]) -> bool:
    """An edit whose text holds a mapped token or a replacement: a file the mapping is about, not
    notes or a test written after the check."""
    tokens = [t for pair in mapping.items() for t in pair if t]
    return any(token in text for text in _strings(tool_input) for token in tokens)


def _observe(context: Context) -> None:
    """Keep the latest edit that touches the mapping and the latest mechanical comparison."""
    action = context.action
    if action is None:
        return
    # the event's input is whole; the action's is shortened (a long heredoc or Write loses its middle)
    tool_input = context.event.tool_input or action.input
    if action.tool in EDIT_TOOLS:
        if action.ok and _touches_mapping(tool_input, task_mapping(context.task)):
            context.state["edit"] = action.seq
        return
    command = context.event.command or action.command
    if not command:
        return
    if action.ok and _writes(command, action.cwd, task_mapping(context.task)):
        context.state["edit"] = action.seq
    # diff and cmp exit 1 when the files differ: the comparison still ran
    if (action.ok or action.exit_code == 1) and _is_check(command, action.cwd):
        context.state["check"] = action.seq


def unchecked_edit(context: Context) -> str | None:
    edit = context.state.get("edit")
    if edit is None or context.state.get("check", -1) >= edit:
        return None
    return "no mechanical comparison with the original ran after your last edit"


def _check_text(context: Context, risky: str) -> str:
    return (
        f"The task maps tokens to replacements ({_pairs_text(task_mapping(context.task))}), and {risky}. "
        "Diff each edited file against its original byte for byte (`git diff`, `diff -u original edited` or "
        "`cmp`) and confirm that every change is a mapped token turned into its replacement and nothing else "
        "changed, whitespace and line endings included. Check the end-of-file newline too (`tail -c 1 FILE | "
        "xxd` on both files): it must be as in the original. Fix any other change before you finish."
    )


def _checked(context: Context) -> bool:
    return unchecked_edit(context) is None


@policy("exact-replacements")
def exact_replacements() -> Policy:
    return Policy(
        name="exact-replacements",
        summary="Confine replacement edits to the task's token mapping, and diff the result before stop.",
        eligible=replacement_task,
        observe=_observe,
        rules=(
            Rule(
                name="edit-confined-to-mapping",
                events=frozenset({"pre_tool"}),
                intervention="deny",
                risky=unmapped_edit,
                text=_deny_text,
                behaved=_confined_edit,
            ),
            Rule(
                name="diff-check-before-stop",
                events=frozenset({"stop"}),
                intervention="instruct",
                risky=unchecked_edit,
                text=_check_text,
                behaved=_checked,
            ),
        ),
    )
