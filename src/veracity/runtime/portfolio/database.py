"""Database evidence: preserve a SQLite database byte for byte before anything opens or changes it.

Opening a SQLite database in WAL mode can checkpoint the write-ahead log into the main file and
delete the -wal file, so the state a task asks about (uncommitted pages, a deleted row still in the
WAL) can vanish the moment an agent runs `sqlite3 app.db`. This policy denies any tool call that
would open or mutate an existing SQLite file (checked by its header, whatever its name) or its
-wal / -shm / -journal sidecars, until byte-identical copies of the database and every sidecar
that exists have been made. The denial repeats for as long as the call comes back; once the
copies are verified (size and SHA-256 on disk) the database is marked preserved for the session.
Read-only byte tools (cp, cmp, sha256sum, ls, ...) are never denied: they are how evidence is kept.
"""

from __future__ import annotations

import contextlib
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


def copy_destinations(command: str, cwd: str) -> list[str]:
    """Where cp / rsync / install / dd put their copies (directories included), as absolute paths."""
    found = []
    for rest, _ in simple_commands(command):
        if rest[0].rsplit("/", 1)[-1] not in COPIERS:
            continue
        if rest[0].endswith("dd"):
            found += [str(resolve_path(w[3:], cwd)) for w in rest[1:] if w.startswith("of=")]
            continue
        target = next((w.split("=", 1)[1] for w in rest[1:] if w.startswith(("--target-directory=", "-t="))), None)
        positional = [w for w in rest[1:] if not w.startswith("-")]
        if target is None and "-t" in rest[1:]:
            index = rest.index("-t")
            target = rest[index + 1] if index + 1 < len(rest) else None
        if target is None and len(positional) >= 2:
            target = positional[-1]
        if target:
            found.append(str(resolve_path(target, cwd)))
    return found


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
        targets = copy_destinations(action.command, action.cwd or context.event.cwd)
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
        ),
    )
