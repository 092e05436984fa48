"""The annotation database (SQLite, WAL): the sample, and every answer as it is given.

One row per annotator x role x item x field (a label, a label's spans, confidence, notes, done),
written the moment the annotator changes it, so a closed tab or a restarted server loses nothing.
Roles: `label` (the two independent annotators of an item) and `adjudicate` (a third person who
settles the items the two disagree on).
"""

from __future__ import annotations

import json
import re
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from veracity.fta.auditor import ALL_LABELS, LABELS

SCHEMA_VERSION = "1"
ROLES = ("label", "adjudicate")
ANNOTATORS_PER_ITEM = 2
MAX_NOTES = 10_000
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}")
_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS items (
    item INTEGER PRIMARY KEY,
    response_id TEXT NOT NULL UNIQUE,
    control INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS answers (
    annotator TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('label', 'adjudicate')),
    item INTEGER NOT NULL REFERENCES items (item),
    field TEXT NOT NULL,
    value TEXT NOT NULL,
    updated TEXT NOT NULL,
    PRIMARY KEY (annotator, role, item, field)
);
"""


class StoreError(ValueError):
    """A bad answer or an unusable database; the message names the database, item or field."""


class Conflict(StoreError):
    """The item is not this annotator's to answer (it already has its annotators, or it is theirs)."""


def labels_for(control: bool) -> tuple[str, ...]:
    """The labels an item takes: the published six, and false_block on success controls."""
    return ALL_LABELS if control else LABELS


def check_annotator(name: str) -> str:
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise StoreError(f"annotator {name!r}: use 1-64 letters, digits, '.', '_', '-' or '@', starting with a letter")
    return name


def fields_for(control: bool) -> set[str]:
    labels = labels_for(control)
    return {*labels, *(f"spans.{label}" for label in labels), "confidence", "notes", "done"}


class Store:
    """The database at `path`; safe to share between the server's threads and between servers."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if self.path.exists() and not self.path.is_file():
            raise StoreError(f"{self.path}: is a folder, expected an annotation database file")
        if self.path.exists() and self.path.stat().st_size and not _is_sqlite(self.path):
            raise StoreError(f"{self.path}: not an SQLite database (expected an annotation database)")
        existing = self.path.exists() and self.path.stat().st_size > 0
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None, timeout=30)
        tables = {name for (name,) in self._db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if existing and "answers" not in tables:
            self._db.close()
            raise StoreError(f"{self.path}: an SQLite database but not an annotation database")
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=FULL")  # an answer the server acknowledged is on disk
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.executescript(_SCHEMA)
        version = self.meta("schema_version")
        if version is None:
            self._db.execute("INSERT OR IGNORE INTO meta VALUES ('schema_version', ?)", (SCHEMA_VERSION,))
        elif version != SCHEMA_VERSION:
            raise StoreError(f"{self.path}: annotation database version {version}, expected {SCHEMA_VERSION}")

    def close(self) -> None:
        self._db.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def _rows(self, query: str, *parameters: Any) -> list[tuple[Any, ...]]:
        with self._lock:
            return self._db.execute(query, parameters).fetchall()

    def meta(self, key: str) -> str | None:
        rows = self._rows("SELECT value FROM meta WHERE key = ?", key)
        return rows[0][0] if rows else None

    # --- the sample ---------------------------------------------------------------------------

    def has_sample(self) -> bool:
        return bool(self._rows("SELECT 1 FROM items LIMIT 1"))

    def create_sample(self, manifest: dict[str, Any]) -> None:
        """Store the drawn sample; refused once there is one (a sample is never redrawn)."""
        with self._write() as db:
            if db.execute("SELECT 1 FROM items LIMIT 1").fetchall():
                raise StoreError(f"{self.path}: already holds a sample; it is never redrawn")
            db.executemany(
                "INSERT INTO items VALUES (?, ?, ?)",
                [(i["item"], i["response_id"], int(i["outcome"] == "success")) for i in manifest["items"]],
            )
            db.execute("INSERT OR REPLACE INTO meta VALUES ('manifest', ?)", (json.dumps(manifest),))

    def manifest(self) -> dict[str, Any]:
        raw = self.meta("manifest")
        if raw is None:
            raise StoreError(f"{self.path}: holds no sample yet (run `veracity annotate sample` or `serve`)")
        return json.loads(raw)

    def items(self) -> list[tuple[int, str, bool]]:
        """(item, response id, success control) in the order annotators meet them."""
        return [(i, r, bool(c)) for i, r, c in self._rows("SELECT item, response_id, control FROM items ORDER BY item")]

    def _control(self, item: int) -> bool:
        rows = self._rows("SELECT control FROM items WHERE item = ?", item)
        if not rows:
            raise StoreError(f"item {item}: not in the sample")
        return bool(rows[0][0])

    # --- answers ------------------------------------------------------------------------------

    def answers(self, annotator: str, role: str, item: int) -> dict[str, Any]:
        rows = self._rows(
            "SELECT field, value FROM answers WHERE annotator = ? AND role = ? AND item = ?", annotator, role, item
        )
        return {field: json.loads(value) for field, value in rows}

    def annotators(self, item: int, role: str = "label") -> list[str]:
        """Who answered the item in the role, first starter first."""
        rows = self._rows(
            "SELECT annotator FROM answers WHERE item = ? AND role = ? "
            "GROUP BY annotator ORDER BY MIN(updated), annotator",
            item,
            role,
        )
        return [annotator for (annotator,) in rows]

    def first_round(self, item: int, *, done_only: bool = True) -> list[tuple[str, dict[str, Any]]]:
        """The (at most two) independent annotators' answers for the item."""
        answered = [(name, self.answers(name, "label", item)) for name in self.annotators(item)]
        return [(name, a) for name, a in answered if a.get("done") or not done_only][:ANNOTATORS_PER_ITEM]

    def save(self, annotator: str, role: str, item: int, field: str, value: Any, response: str) -> dict[str, Any]:
        """Check and store one answer; returns the annotator's answers for the item."""
        check_annotator(annotator)
        if role not in ROLES:
            raise StoreError(f"role {role!r}: expected one of {', '.join(ROLES)}")
        control = self._control(item)
        value = _checked(field, value, control, response)
        with self._write() as db:
            mine = dict(
                db.execute(
                    "SELECT field, value FROM answers WHERE annotator = ? AND role = ? AND item = ?",
                    (annotator, role, item),
                ).fetchall()
            )
            if not mine:
                self._may_start(db, annotator, role, item, control)
            if field == "done" and value and "confidence" not in mine:
                raise StoreError(f"item {item}: set a confidence (1-3) before marking it done")
            db.execute(
                "INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?, ?, ?)",
                (annotator, role, item, field, json.dumps(value), datetime.now(UTC).isoformat()),
            )
        return self.answers(annotator, role, item)

    def _may_start(self, db: sqlite3.Connection, annotator: str, role: str, item: int, control: bool) -> None:
        labelers = [
            name
            for (name,) in db.execute(
                "SELECT DISTINCT annotator FROM answers WHERE item = ? AND role = 'label'", (item,)
            ).fetchall()
        ]
        if role == "label":
            if len(labelers) >= ANNOTATORS_PER_ITEM:
                raise Conflict(f"item {item}: already has its {ANNOTATORS_PER_ITEM} annotators")
            if db.execute(
                "SELECT 1 FROM answers WHERE item = ? AND role = 'adjudicate' AND annotator = ?", (item, annotator)
            ).fetchall():
                raise Conflict(f"item {item}: {annotator} adjudicates it and cannot also label it")
            return
        if annotator in labelers:
            raise Conflict(f"item {item}: {annotator} labelled it and cannot adjudicate it")
        if item not in self._adjudicable(db, annotator):
            raise Conflict(f"item {item}: not awaiting adjudication (it needs two finished, disagreeing annotations)")
        others = db.execute(
            "SELECT DISTINCT annotator FROM answers WHERE item = ? AND role = 'adjudicate' AND annotator != ?",
            (item, annotator),
        ).fetchall()
        if others:
            raise Conflict(f"item {item}: already adjudicated by someone else")

    def _adjudicable(self, db: sqlite3.Connection, annotator: str) -> set[int]:
        rows = db.execute("SELECT annotator, item, field, value FROM answers WHERE role = 'label'").fetchall()
        by_item: dict[int, dict[str, dict[str, Any]]] = {}
        for name, item, field, value in rows:
            by_item.setdefault(item, {}).setdefault(name, {})[field] = json.loads(value)
        controls = {item: bool(control) for item, control in db.execute("SELECT item, control FROM items")}
        ready = set()
        for item, answers in by_item.items():
            done = [a for name, a in answers.items() if a.get("done") and name != annotator]
            if annotator not in answers and len(done) >= ANNOTATORS_PER_ITEM and disagree(*done[:2], controls[item]):
                ready.add(item)
        return ready

    def queue(self, annotator: str, role: str) -> list[dict[str, Any]]:
        """The items this annotator may answer in the role, in sample order, with their state."""
        check_annotator(annotator)
        mine = {
            item: bool(json.loads(value))
            for item, value in self._rows(
                "SELECT item, value FROM answers WHERE annotator = ? AND role = ? AND field = 'done'", annotator, role
            )
        }
        started = {
            item
            for (item,) in self._rows(
                "SELECT DISTINCT item FROM answers WHERE annotator = ? AND role = ?", annotator, role
            )
        }
        if role == "label":
            counts = dict(
                self._rows("SELECT item, COUNT(DISTINCT annotator) FROM answers WHERE role = 'label' GROUP BY item")
            )
            adjudicating = {
                item
                for (item,) in self._rows(
                    "SELECT DISTINCT item FROM answers WHERE role = 'adjudicate' AND annotator = ?", annotator
                )
            }
            open_items = {
                item
                for item, _, _ in self.items()
                if item in started or (counts.get(item, 0) < ANNOTATORS_PER_ITEM and item not in adjudicating)
            }
        else:
            with self._lock:
                ready = self._adjudicable(self._db, annotator)
            taken = {
                item
                for (item,) in self._rows(
                    "SELECT DISTINCT item FROM answers WHERE role = 'adjudicate' AND annotator != ?", annotator
                )
            }
            open_items = started | (ready - taken)
        return [{"item": item, "done": mine.get(item, False)} for item, _, _ in self.items() if item in open_items]


def disagree(first: dict[str, Any], second: dict[str, Any], control: bool) -> bool:
    return any(bool(first.get(label)) != bool(second.get(label)) for label in labels_for(control))


def _checked(field: str, value: Any, control: bool, response: str) -> Any:
    if field not in fields_for(control):
        allowed = ", ".join(sorted(fields_for(control)))
        extra = " (false_block applies to success controls only)" if "false_block" in field else ""
        raise StoreError(f"field {field!r}: unknown{extra}; expected one of {allowed}")
    if field in ALL_LABELS or field == "done":
        if not isinstance(value, bool):
            raise StoreError(f"field {field!r}: expected true or false, got {value!r}")
    elif field.startswith("spans."):
        if not isinstance(value, list) or not all(isinstance(span, str) and span.strip() for span in value):
            raise StoreError(f"field {field!r}: expected a list of non-empty strings")
        for span in value:
            if span not in response:
                raise StoreError(f"field {field!r}: span {span[:60]!r} is not in the response text")
    elif field == "confidence":
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 3:
            raise StoreError(f"field 'confidence': expected 1, 2 or 3, got {value!r}")
    elif not isinstance(value, str) or len(value) > MAX_NOTES:
        raise StoreError(f"field 'notes': expected text of at most {MAX_NOTES} characters")
    return value


def _is_sqlite(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(16) == b"SQLite format 3\x00"


def is_database(path: str | Path) -> bool:
    """Whether the file is an SQLite database (an annotation database) rather than a JSONL file."""
    path = Path(path)
    return path.is_file() and _is_sqlite(path)


def ordered_unique(values: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(values))
