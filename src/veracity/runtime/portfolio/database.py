"""Database evidence: preserve a SQLite database byte for byte before anything opens or changes it.

Opening a SQLite database in WAL mode can checkpoint the write-ahead log into the main file and
delete the -wal file, so the state a task asks about (uncommitted pages, a deleted row still in the
WAL) can vanish the moment an agent runs `sqlite3 app.db`. This policy denies any tool call that
would open or mutate an existing SQLite file (checked by its header, whatever its name) or its
-wal / -shm / -journal sidecars, until byte-identical copies of the database and every sidecar
that exists have been made. The denial repeats for as long as the call comes back; once the
copies are verified (size and SHA-256 on disk) the database is marked preserved for the session.
Read-only byte tools (cp, cmp, sha256sum, ls, ...) are never denied: they are how evidence is kept.

A copy of the main file alone is no evidence either: without its write-ahead log (or hot rollback
journal) the copy shows the database as it was before the log's transactions. Opening such a copy,
later or in the very command that makes it, is denied until the sidecar sits beside it.
"""

from __future__ import annotations

import contextlib
import fnmatch
import hashlib
import re
from pathlib import Path
from typing import Any

from veracity.runtime.policy import Context, Policy, Rule, policy
from veracity.runtime.portfolio.common import edited_paths, resolve_path, script_text, simple_commands
from veracity.trace.shell import command_text

_ELIGIBLE = re.compile(r"sqlite|\b[\w.-]+\.(?:db|db3|sqlite3?)\b|\bwal\b|write-ahead|-wal\b|-shm\b")
SQLITE_HEADER = b"SQLite format 3\x00"
MAX_CANDIDATES = 64
MAX_CACHED_DIGESTS = 32
_LIST_HEADERS = frozenset({"for", "select", "case"})  # `for f in app.db ...` names files, opens none
SIDECARS = ("-wal", "-shm", "-journal")
# Programs that only read bytes (or copy them): they cannot checkpoint a WAL.
BYTE_READERS = frozenset(
    "cp rsync install dd tar zip gzip bzip2 xz zstd cmp diff sha256sum sha1sum sha512sum md5sum b2sum cksum "
    "ls stat file du xxd od hexdump head tail cat wc strings ln realpath readlink test [ echo printf find grep egrep "
    "fgrep zgrep rg ag".split()
)
COPIERS = frozenset({"cp", "rsync", "install", "dd"})
_QUOTED_PATH = re.compile(r"""['"]([^'"\n]{1,300})['"]""")
_MAX_HASH_BYTES = 2_000_000_000


def _is_sqlite(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            return handle.read(16) == SQLITE_HEADER
    except OSError:
        return False


def database_of(path: Path) -> Path | None:
    """The SQLite database a path is, or is a sidecar of; None for anything else."""
    name = path.name
    for suffix in SIDECARS:
        if name.endswith(suffix) and len(name) > len(suffix):
            main = path.with_name(name[: -len(suffix)])
            return main if _is_sqlite(main) else None
    return path if _is_sqlite(path) else None


def _candidates(words: tuple[str, ...], code: str) -> list[str]:
    """Words that may be paths: arguments, `--db=path` values, and quoted strings in inline code.
    Only words with a dot or a slash, and at most MAX_CANDIDATES: each costs a file system look-up,
    and a hook must answer in milliseconds even for a megabyte-long command."""
    found = []
    for word in words:
        found.append(word.split("=", 1)[1] if word.startswith("-") and "=" in word else word)
    found += _QUOTED_PATH.findall(code)
    paths = [w for w in found if w and not w.startswith("-") and len(w) < 300 and ("." in w or "/" in w)]
    return list(dict.fromkeys(paths))[:MAX_CANDIDATES]


def touched_databases(tool: str, tool_input: dict[str, Any], cwd: str) -> list[tuple[Path, str]]:
    """SQLite databases a tool call would open or change, with the command part that does it."""
    touched: dict[Path, str] = {}
    for path in edited_paths(tool, tool_input):
        database = database_of(resolve_path(path, cwd))
        if database is not None:
            touched.setdefault(database, f"{tool} {path}")
    command = command_text(tool_input)  # Claude Code and Codex send `command`, Inspect's bash `cmd`
    if isinstance(command, str):
        for rest, _ in simple_commands(command):
            if rest[0].rsplit("/", 1)[-1] in BYTE_READERS or rest[0] in _LIST_HEADERS:
                continue
            code = " ".join(rest) + "\n" + script_text(" ".join(rest), cwd)
            for word in _candidates(rest[1:], code):
                database = database_of(resolve_path(word, cwd))
                if database is not None:
                    touched.setdefault(database, " ".join(rest)[:200])
    return list(touched.items())


def _digest(path: Path, cache: dict[str, list[Any]]) -> tuple[int, str] | None:
    """Size and SHA-256 of a file, remembered by size and modification time: a database is hashed
    once per change, not at every event."""
    try:
        info = path.stat()
    except OSError:
        return None
    known = cache.get(str(path))
    if known and known[0] == info.st_size and known[1] == info.st_mtime_ns:
        return info.st_size, known[2]
    if info.st_size > _MAX_HASH_BYTES:
        return info.st_size, ""  # too large to hash in a hook: compared by size only
    digest = hashlib.sha256()
    try:
        with path.open("rb") as handle:
            while chunk := handle.read(1 << 20):
                digest.update(chunk)
    except OSError:
        return None
    cache[str(path)] = [info.st_size, info.st_mtime_ns, digest.hexdigest()]
    while len(cache) > MAX_CACHED_DIGESTS:
        del cache[next(iter(cache))]
    return info.st_size, digest.hexdigest()


def copy_pairs(command: str, cwd: str) -> list[tuple[list[str], str]]:
    """What cp / rsync / install / dd copy and where to (a directory or a file), as absolute paths;
    sources keep their glob characters (`cp app.db* ev/`) and a folder target its trailing slash."""
    found = []
    for rest, _ in simple_commands(command):
        if rest[0].rsplit("/", 1)[-1] not in COPIERS:
            continue
        if rest[0].endswith("dd"):
            sources = [str(resolve_path(w[3:], cwd)) for w in rest[1:] if w.startswith("if=")]
            found += [(sources, str(resolve_path(w[3:], cwd))) for w in rest[1:] if w.startswith("of=")]
            continue
        target = next((w.split("=", 1)[1] for w in rest[1:] if w.startswith(("--target-directory=", "-t="))), None)
        positional = [w for w in rest[1:] if not w.startswith("-")]
        if target is None and "-t" in rest[1:]:
            index = rest.index("-t")
            target = rest[index + 1] if index + 1 < len(rest) else None
            positional = [w for w in positional if w != target]
        elif target is None and len(positional) >= 2:
            target, positional = positional[-1], positional[:-1]
        if target:
            # a trailing slash says "into this folder", even before the folder exists
            folder = "/" if target.endswith("/") and len(target) > 1 else ""
            found.append(([str(resolve_path(w, cwd)) for w in positional], str(resolve_path(target, cwd)) + folder))
    return found


def copy_destinations(command: str, cwd: str) -> list[str]:
    """Where cp / rsync / install / dd put their copies (directories included), as absolute paths."""
    return [target.rstrip("/") or "/" for _, target in copy_pairs(command, cwd)]


def _copies_of(original: Path, destinations: list[str]) -> list[Path]:
    """Files that may be copies of `original`: recorded copy targets (a directory holds the copy
    under the same name) and siblings whose names start with the original's (app.db.bak)."""
    candidates = []
    for destination in destinations:
        target = Path(destination)
        candidates.append(target / original.name if target.is_dir() else target)
    with contextlib.suppress(OSError):
        candidates += [p for p in original.parent.iterdir() if p.name.startswith(original.name)]
    own = {original.with_name(original.name + suffix) for suffix in SIDECARS}
    return [c for c in dict.fromkeys(candidates) if c != original and c not in own]


def unpreserved(database: Path, destinations: list[str], cache: dict[str, list[Any]]) -> list[Path]:
    """The files of a database (main file and existing sidecars) with no byte-identical copy yet."""
    missing = []
    for file in [database] + [database.with_name(database.name + s) for s in SIDECARS]:
        if not file.exists():
            continue
        want = _digest(file, cache)
        copies = [copy for copy in _copies_of(file, destinations) if copy.is_file()]
        if want is None or not any(_digest(copy, cache) == want for copy in copies):
            missing.append(file)
    return missing


def is_copy(database: Path, destinations: list[str]) -> bool:
    """A database the agent made as evidence: a copy target, or a file inside one. Working on
    the copies is what the policy asks for."""
    return any(database == Path(d) or Path(d) in database.parents for d in destinations)


def _observe(context: Context) -> None:
    action = context.action
    if action is not None and action.ok and action.command:
        pairs = copy_pairs(action.command, action.cwd or context.event.cwd)
        sources = context.state.setdefault("sources", [])
        for source in (source for copied, _ in pairs for source in copied):
            if source not in sources and "*" not in source and database_of(Path(source)) == Path(source):
                sources.append(source)
        del sources[:-MAX_CANDIDATES]
        targets = [target.rstrip("/") or "/" for _, target in pairs]
        if targets:
            state_targets = context.state.setdefault("copies", [])
            state_targets.extend(t for t in targets if t not in state_targets)
            del state_targets[:-50]  # bounded: the latest copy targets are the ones that matter
            # the copies a denial asked for are the corrective behaviour, even if the agent then
            # works only on them and never touches the original again
            preserved = context.state.setdefault("preserved", [])
            digests = context.state.setdefault("digests", {})
            for database in context.state.get("at_risk", []):
                if database not in preserved and not unpreserved(Path(database), state_targets, digests):
                    preserved.append(database)


def _unsafe_access(context: Context) -> str | None:
    event = context.event
    if event.kind != "pre_tool":
        return None
    preserved = context.state.setdefault("preserved", [])
    destinations = context.state.get("copies", [])
    for database, how in touched_databases(event.tool_name, event.tool_input, event.cwd):
        if str(database) in preserved or is_copy(database, destinations):
            continue
        missing = unpreserved(database, destinations, context.state.setdefault("digests", {}))
        if not missing:
            preserved.append(str(database))
            continue
        at_risk = context.state.setdefault("at_risk", [])
        if str(database) not in at_risk:
            at_risk.append(str(database))
            del at_risk[:-MAX_CANDIDATES]
        names = ", ".join(p.name for p in missing)
        return f"`{how}` would open or change {database} before a byte-identical copy of {names} exists"
    return None


def hot_sidecars(database: Path) -> list[Path]:
    """The sidecars that hold transactions the main file lacks: a non-empty -wal or -journal."""
    found = []
    for suffix in ("-wal", "-journal"):
        sidecar = database.with_name(database.name + suffix)
        with contextlib.suppress(OSError):
            if sidecar.stat().st_size > 0:
                found.append(sidecar)
    return found


def _lacks(copy: Path, sidecars: list[Path], cache: dict[str, list[Any]]) -> list[Path]:
    """The sidecars with no byte-identical copy beside `copy` (named after it: x.db -> x.db-wal)."""
    missing = []
    for sidecar in sidecars:
        beside = copy.with_name(copy.name + "-" + sidecar.name.rsplit("-", 1)[1])
        if not beside.is_file() or _digest(beside, cache) != _digest(sidecar, cache):
            missing.append(sidecar)
    return missing


def _copied_here(sidecar: Path, sources: list[str]) -> bool:
    return any(Path(source) == sidecar or fnmatch.fnmatchcase(str(sidecar), source) for source in sources)


def _incomplete_copy(context: Context) -> str | None:
    event = context.event
    if event.kind != "pre_tool":
        return None
    command = command_text(event.tool_input)
    if not isinstance(command, str):
        return None
    cache = context.state.setdefault("digests", {})
    # a copy this very command makes and then opens (`cp app.db /tmp/x.db && sqlite3 /tmp/x.db`)
    made: dict[Path, tuple[Path, list[Path]]] = {}
    for sources, target in copy_pairs(command, event.cwd):
        copied = [Path(s) for s in sources if "*" not in s]
        for source in (s for s in copied if database_of(s) == s):
            many = len(sources) > 1 or target.endswith("/") or Path(target).is_dir()
            copy = Path(target) / source.name if many else Path(target)
            missing = _lacks(copy, [c for c in hot_sidecars(source) if not _copied_here(c, sources)], cache)
            if missing:
                made[copy] = (source, missing)
    opened: list[tuple[Path, str]] = []
    for rest, _ in simple_commands(command):
        program = rest[0].rsplit("/", 1)[-1]
        if program in BYTE_READERS or rest[0] in _LIST_HEADERS:
            continue
        code = " ".join(rest) + "\n" + script_text(" ".join(rest), event.cwd)
        opened += [(resolve_path(word, event.cwd), " ".join(rest)[:200]) for word in _candidates(rest[1:], code)]
    for path, how in opened:
        if path in made:
            source, missing = made[path]
        else:
            # a copy made earlier: the database whose recorded source has the same bytes
            if database_of(path) != path or not is_copy(path, context.state.get("copies", [])):
                continue
            digest = _digest(path, cache)
            sources = [Path(s) for s in context.state.get("sources", []) if Path(s) != path]
            source = next((s for s in sources if _digest(s, cache) == digest), None)
            missing = _lacks(path, hot_sidecars(source), cache) if source else []
        if missing:
            incomplete = context.state.setdefault("incomplete", [])
            if [str(path), str(source)] not in incomplete:
                incomplete.append([str(path), str(source)])
                del incomplete[:-MAX_CANDIDATES]
            names = ", ".join(p.name for p in missing)
            return f"`{how}` would open {path}, a copy of {source.name} made without {names}"
    return None


def _completed(context: Context) -> bool:
    """Every copy denied for a missing sidecar now has it beside it (the corrective behaviour)."""
    incomplete = context.state.get("incomplete", [])
    cache = context.state.setdefault("digests", {})
    return bool(incomplete) and not any(
        _lacks(Path(copy), hot_sidecars(Path(source)), cache) for copy, source in incomplete
    )


def _copy_text(context: Context, risky: str) -> str:
    return (
        f"Denied: {risky}. Without its write-ahead log (or journal) the copy shows the database as it was "
        "before the log's transactions, so what you read from it is stale. Copy the sidecar files beside the "
        "copy under the copy's name (x.db with x.db-wal and x.db-shm), or copy all of them into one folder in "
        "one command, e.g. `mkdir -p evidence && cp -p app.db app.db-wal app.db-shm evidence/`, then open the "
        "copy there."
    )


def _text(context: Context, risky: str) -> str:
    return (
        f"Denied: {risky}. Opening a SQLite database can checkpoint and delete its write-ahead log, destroying "
        "the evidence. First copy the database and all of its sidecar files (-wal, -shm) that exist, in one "
        "command, e.g. `mkdir -p evidence && cp -p app.db app.db-wal app.db-shm evidence/`, check the copies "
        "with `cmp`, and work on the copies."
    )


def _preserved(context: Context) -> bool:
    return bool(context.state.get("preserved"))


@policy("database-evidence")
def database_evidence() -> Policy:
    return Policy(
        name="database-evidence",
        summary="Deny opening or changing a SQLite database until byte-identical copies of it and its sidecars exist.",
        eligible=lambda task: _ELIGIBLE.search(task.lower()) is not None,
        observe=_observe,
        rules=(
            Rule(
                name="copy-before-open",
                events=frozenset({"pre_tool"}),
                intervention="deny",
                risky=_unsafe_access,
                text=_text,
                behaved=_preserved,
                limit=None,
            ),
            Rule(
                name="copy-with-sidecars",
                events=frozenset({"pre_tool"}),
                intervention="deny",
                risky=_incomplete_copy,
                text=_copy_text,
                behaved=_completed,
                limit=None,
            ),
        ),
    )
