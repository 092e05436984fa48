"""database-evidence: deny opening a SQLite database until byte-identical copies exist (repeats)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from hooksession import Session, decisions, log_records, replay
from veracity.runtime.portfolio.database import copy_destinations, copy_pairs, touched_databases

TASK = "Find out which orders were deleted from shop.db; the WAL may still hold them."


@pytest.fixture
def shop(tmp_path: Path) -> Path:
    work = tmp_path / "work"
    work.mkdir()
    with sqlite3.connect(work / "shop.db") as connection:
        connection.execute("create table orders (id integer primary key, total real)")
        connection.execute("insert into orders values (1, 9.5)")
    connection.close()
    (work / "shop.db-wal").write_bytes(b"\x37\x7f\x06\x82" + bytes(range(256)) * 8)  # sidecars as found
    (work / "shop.db-shm").write_bytes(bytes(32768))
    return work


def _session(shop: Path) -> Session:
    return Session(cwd=str(shop)).prompt(TASK).bash("ls -la", "shop.db shop.db-shm shop.db-wal")


def test_open_is_denied_repeatedly_until_all_files_are_copied(tmp_path, shop):
    state = tmp_path / "state"
    first = replay(
        _session(shop).attempt("Bash", {"command": "sqlite3 shop.db 'select count(*) from orders'"}),
        state,
        portfolio="database-evidence",
    )
    assert decisions(first) == [("PreToolUse", "deny")]
    assert "copy of shop.db, shop.db-wal, shop.db-shm exists" in first[-1].text  # names every uncopied file

    (shop / "evidence").mkdir()
    shutil.copy2(shop / "shop.db", shop / "evidence")  # what the agent's cp did, made for real
    second = replay(
        Session(cwd=str(shop)).bash("cp -p shop.db evidence/").attempt("Bash", {"command": "sqlite3 shop.db .tables"}),
        state,
        portfolio="database-evidence",
    )
    assert decisions(second) == [("PreToolUse", "deny")]
    assert "copy of shop.db-wal, shop.db-shm exists" in second[-1].text

    shutil.copy2(shop / "shop.db-wal", shop / "evidence")
    shutil.copy2(shop / "shop.db-shm", shop / "evidence")
    third = replay(
        Session(cwd=str(shop)).bash("cp -p shop.db-wal shop.db-shm evidence/").bash("sqlite3 shop.db .tables"),
        state,
        portfolio="database-evidence",
    )
    assert decisions(third) == []
    behaviour = [r for r in log_records(state) if r["record"] == "behaviour"]
    assert len(behaviour) == 1 and behaviour[0]["after_nudge"] is True


def test_python_inline_and_script_access_are_caught(tmp_path, shop):
    (shop / "inspect.py").write_text(
        "import sqlite3\nconn = sqlite3.connect('shop.db')\nprint(conn.execute('select 1'))\n"
    )
    session = (
        _session(shop)
        .attempt(
            "Bash", {"command": "python3 -c \"import sqlite3; print(sqlite3.connect('shop.db').execute('select 1'))\""}
        )
        .attempt("Bash", {"command": "python3 inspect.py"})
    )
    replies = replay(session, tmp_path / "state", portfolio="database-evidence")
    assert decisions(replies) == [("PreToolUse", "deny"), ("PreToolUse", "deny")]


def test_mutating_a_sidecar_is_denied(tmp_path, shop):
    session = _session(shop).attempt("Bash", {"command": "rm -f shop.db-wal"})
    assert decisions(replay(session, tmp_path / "state", portfolio="database-evidence")) == [("PreToolUse", "deny")]


def test_byte_tools_and_other_files_are_allowed(tmp_path, shop):
    (shop / "notes.db.txt").write_text("not a database")
    session = (
        _session(shop)
        .bash("sha256sum shop.db shop.db-wal", "abc  shop.db")
        .bash("xxd shop.db | head -2", "00000000: 5351 4c69")
        .bash("cat notes.db.txt", "not a database")
        .bash("sqlite3 fresh.db 'create table t(x)'", "")  # a new database: nothing to preserve
    )
    assert decisions(replay(session, tmp_path / "state", portfolio="database-evidence")) == []


def test_copy_with_changed_bytes_is_not_a_copy(tmp_path, shop):
    backup = shop / "backup"
    backup.mkdir()
    for name in ("shop.db", "shop.db-wal", "shop.db-shm"):
        shutil.copy2(shop / name, backup / name)
    (backup / "shop.db-wal").write_bytes(b"truncated")
    session = (
        Session(cwd=str(shop))
        .prompt(TASK)
        .bash("cp shop.db shop.db-wal shop.db-shm backup/", "")
        .attempt("Bash", {"command": "sqlite3 shop.db .dump"})
    )
    replies = replay(session, tmp_path / "state", portfolio="database-evidence")
    assert decisions(replies) == [("PreToolUse", "deny")]
    assert "copy of shop.db-wal exists" in replies[-1].text


def test_ineligible_task_never_denies(tmp_path, shop):
    session = Session(cwd=str(shop)).prompt("Tidy up the Makefile").bash("sqlite3 shop.db .tables", "orders")
    assert decisions(replay(session, tmp_path / "state", portfolio="database-evidence")) == []


def test_copies_after_a_denial_are_the_behaviour_even_when_the_original_is_never_touched_again(tmp_path, shop):
    state = tmp_path / "state"
    denied = _session(shop).attempt("Bash", {"command": "sqlite3 shop.db .tables"})
    assert decisions(replay(denied, state, portfolio="database-evidence")) == [("PreToolUse", "deny")]
    (shop / "evidence").mkdir()
    shutil.copy2(shop / "shop.db", shop / "evidence")
    replay(Session(cwd=str(shop)).bash("cp -p shop.db evidence/"), state, portfolio="database-evidence")
    assert [r for r in log_records(state) if r["record"] == "behaviour"] == []  # the WAL is not copied yet
    for sidecar in ("shop.db-wal", "shop.db-shm"):
        shutil.copy2(shop / sidecar, shop / "evidence")
    copied = (
        Session(cwd=str(shop)).bash("cp -p shop.db-wal shop.db-shm evidence/").bash("sqlite3 evidence/shop.db .tables")
    )
    assert decisions(replay(copied, state, portfolio="database-evidence")) == []
    behaviour = [r for r in log_records(state) if r["record"] == "behaviour"]
    assert len(behaviour) == 1 and behaviour[0]["after_nudge"] is True


def test_detection_helpers(shop):
    assert copy_destinations("cp -p a.db a.db-wal /tmp/ev/ && rsync -a b.db backup", "/w") == ["/tmp/ev", "/w/backup"]
    assert copy_destinations("dd if=a.db of=copy.db bs=4k", "/w") == ["/w/copy.db"]
    found = touched_databases("Edit", {"file_path": "shop.db-wal", "old_string": "a", "new_string": "b"}, str(shop))
    assert [p.name for p, _ in found] == ["shop.db"]
    assert touched_databases("Bash", {"command": "echo shop.db"}, str(shop)) == []
    # every shell tool's spelling: Inspect's bash sends `cmd`, Codex an argv list
    for tool_input in ({"cmd": "sqlite3 shop.db .tables"}, {"command": ["sqlite3", "shop.db", ".tables"]}):
        assert [p.name for p, _ in touched_databases("bash", tool_input, str(shop))] == ["shop.db"]


def test_working_on_the_copies_is_allowed_and_copy_loops_are_not_denied(tmp_path, shop):
    evidence = shop / "evidence"
    evidence.mkdir()
    for name in ("shop.db", "shop.db-wal", "shop.db-shm"):
        shutil.copy2(shop / name, evidence / name)  # what the loop below did, made for real
    session = (
        _session(shop)
        .bash('for f in shop.db shop.db-wal shop.db-shm; do cp -p "$f" evidence/; done')
        .bash("cmp shop.db evidence/shop.db && grep -c orders shop.db", "1")
        .bash("sqlite3 evidence/shop.db 'select * from orders'", "1|9.5")
    )
    assert decisions(replay(session, tmp_path / "state", portfolio="database-evidence")) == []


def test_a_huge_command_is_judged_quickly(tmp_path, shop):
    import time

    words = " ".join(f"file{i}.txt" for i in range(100_000))  # ~1 MB of arguments
    session = _session(shop).attempt("Bash", {"command": f"wc -l {words} && sqlite3 shop.db .tables"})
    start = time.monotonic()
    replies = replay(session, tmp_path / "state", portfolio="database-evidence")
    assert decisions(replies) == [("PreToolUse", "deny")]
    assert time.monotonic() - start < 20  # three hook processes; each used to take seconds per megabyte


def test_opening_a_copy_made_without_the_wal_is_denied_until_the_wal_is_beside_it(tmp_path, shop):
    state = tmp_path / "state"
    shutil.copy2(shop / "shop.db", shop / "snapshot.db")  # what the agent's cp did, made for real
    first = replay(
        _session(shop).bash("cp -p shop.db snapshot.db").attempt("Bash", {"command": "sqlite3 snapshot.db .tables"}),
        state,
        portfolio="database-evidence",
    )
    assert decisions(first) == [("PreToolUse", "deny")]
    assert "a copy of shop.db made without shop.db-wal" in first[-1].text
    assert "shop.db-shm" not in first[-1].text.split("Denied:")[1].split(".")[0]  # an -shm holds no transactions

    shutil.copy2(shop / "shop.db-wal", shop / "snapshot.db-wal")
    second = replay(
        Session(cwd=str(shop)).bash("cp -p shop.db-wal snapshot.db-wal").bash("sqlite3 snapshot.db .tables", "orders"),
        state,
        portfolio="database-evidence",
    )
    assert decisions(second) == []
    assert [r["rule"] for r in log_records(state) if r["record"] == "behaviour"] == ["copy-with-sidecars"]


OPEN_EV_COPY = "\"import sqlite3; sqlite3.connect('ev/shop.db')\""


def test_a_command_that_copies_only_the_main_file_and_opens_the_copy_is_denied(tmp_path, shop):
    session = (
        _session(shop)
        .attempt("Bash", {"command": "cp shop.db /tmp/x-copy.db && sqlite3 /tmp/x-copy.db 'select * from orders'"})
        .attempt(
            "Bash",
            {"command": "mkdir -p ev && cp shop.db ev/ && python3 -c " + OPEN_EV_COPY},
        )
    )
    replies = replay(session, tmp_path / "state", portfolio="database-evidence")
    assert decisions(replies) == [("PreToolUse", "deny"), ("PreToolUse", "deny")]
    assert "made without shop.db-wal" in replies[-1].text


def test_copies_with_their_sidecars_and_databases_without_a_log_are_allowed(tmp_path, shop):
    clean = shop / "clean.db"
    with sqlite3.connect(clean) as connection:
        connection.execute("create table t (x)")
    connection.close()
    session = (
        _session(shop)
        .bash("mkdir -p ev && cp -p shop.db shop.db-wal shop.db-shm ev/ && sqlite3 ev/shop.db .tables", "orders")
        .bash("mkdir -p ev2 && cp -p shop.db* ev2/ && sqlite3 ev2/shop.db .tables", "orders")
        .bash("cp clean.db /tmp/clean-copy.db && sqlite3 /tmp/clean-copy.db .tables", "t")
    )
    assert decisions(replay(session, tmp_path / "state", portfolio="database-evidence")) == []


def test_copy_pairs_read_sources_targets_and_folder_slashes():
    assert copy_pairs("cp -p a.db a.db-wal ev/ && cp b.db /tmp/c.db", "/w") == [
        (["/w/a.db", "/w/a.db-wal"], "/w/ev/"),
        (["/w/b.db"], "/tmp/c.db"),
    ]
    assert copy_pairs("cp -t ev a.db* && dd if=a.db of=d.db", "/w") == [
        (["/w/a.db*"], "/w/ev"),
        (["/w/a.db"], "/w/d.db"),
    ]
