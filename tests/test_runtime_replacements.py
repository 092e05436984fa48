"""exact-replacements, replayed through the real hook process (and its mapping extraction in process)."""

from __future__ import annotations

import pytest

from hooksession import Session, decisions, log_records, replay
from veracity.runtime.portfolio.replacements import judge, patch_hunks, replacement_task, sed_in_place, task_mapping

TASK = (
    "In config/settings.py, rename `MAX_RETRIES` to `RETRY_LIMIT` and replace every `http://` with `https://`. "
    "Do not change anything else in the file."
)
ORIGINAL = "MAX_RETRIES = 3\nTIMEOUT=5\nBASE_URL = 'http://api.example.com'\n"
PORTFOLIO = "exact-replacements"


def _replay(session, state_dir, portfolio=PORTFOLIO):
    """Replay, and fail on any hook diagnostic: a policy error fails open and would pass silently."""
    replies = replay(session, state_dir, portfolio=portfolio)
    assert [r.stderr for r in replies if r.stderr] == []
    return replies


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        (TASK, {"MAX_RETRIES": "RETRY_LIMIT", "http://": "https://"}),
        ("Replace every occurrence of 'foo' with 'bar' in src/app.py.", {"foo": "bar"}),
        ("Replace `foo` in `src/a.py` with `bar`.", {"foo": "bar"}),
        (
            "Rename 'getUser' to 'fetchUser' and 'setUser' to 'storeUser' throughout the codebase.",
            {"getUser": "fetchUser", "setUser": "storeUser"},
        ),
        (
            'Apply this mapping to data.txt:\n- "alpha" -> "beta"\n- "gamma" → "delta"',
            {"alpha": "beta", "gamma": "delta"},
        ),
        (
            "Replace the following tokens in words.txt:\ncolour => color\nflavour => flavor\n",
            {"colour": "color", "flavour": "flavor"},
        ),
        ("Swap `left` and `right` in layout.css.", {"left": "right", "right": "left"}),
        ("In the client, substitute `new_api` for `old_api`.", {"old_api": "new_api"}),
        ('Replace tokens using the map {"AAA": "BBB", "CCC": "DDD"}.', {"AAA": "BBB", "CCC": "DDD"}),
        ("Use this replacement table:\n| old | new |\n|---|---|\n| `cat` | `dog` |", {"cat": "dog"}),
    ],
)
def test_mapping_extraction(task, expected):
    assert task_mapping(task) == expected
    assert replacement_task(task)


@pytest.mark.parametrize(
    "task",
    [
        "Fix the failing test in `app.py`.",
        "Replace the broken function with a working one.",
        "Convert `data.csv` to `data.json`.",
        "Change the port from `8080` to `9090` and add a health endpoint.",
    ],
)
def test_no_mapping_is_not_eligible(task):
    assert not replacement_task(task)


def test_judge_sees_whitespace_newlines_and_swaps():
    mapping = {"foo": "bar"}
    assert judge("a foo b\n", "a bar b\n", mapping) == (True, None)
    assert judge("a foo  b\n", "a bar b\n", mapping) == (True, "changes '  ' into ' '")
    assert judge("x = 1\n", "x = 2\n", mapping) == (False, "changes '1' into '2'")
    assert judge("left right\n", "right left\n", {"left": "right", "right": "left"}) == (True, None)
    assert judge("l1\nfoo\n", "l1\nbar\nextra\n", mapping) == (True, "inserts 'extra\\n'")
    patch = (
        "*** Begin Patch\n*** Update File: a.txt\n@@\n ctx\n-foo x\n+bar x\n*** Add File: b.txt\n+new\n*** End Patch\n"
    )
    assert patch_hunks(patch) == [("a.txt", "ctx\nfoo x\n", "ctx\nbar x\n")]


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        # an unmapped change merged into the same span as a mapped one is still seen
        ("x = foo;\n", "x = bar\n", (True, "deletes ';'")),
        ("x = foo;\n", "x = bar:\n", (True, "changes ';' into ':'")),
        ("y = xfoo;\n", "y = xbar\n", (True, "deletes ';'")),
        (
            "line foo\r\nline two\r\n",
            "line bar\nline two\n",
            (True, "changes the line endings from CRLF to LF (deletes '\\r')"),
        ),
        (
            "line foo\nline two\n",
            "line bar\r\nline two\r\n",
            (True, "changes the line endings from LF to CRLF (inserts '\\r')"),
        ),
        # pure mapped replacements: several per line, a key inside a longer word (str.replace semantics)
        ("a foo foo b\nfoo\n", "a bar bar b\nbar\n", (True, None)),
        ("food foo\n", "bard bar\n", (True, None)),
        ("foo foo\n", "bar foo\n", (True, None)),  # one occurrence left as it was is not a change
        # no mapped replacement: not judged, whatever else changes
        ("foo(x);\n", "foo(x, y);\n", (False, "inserts ', y'")),
        ("use foo;\n", "use baz;\n", (False, "changes 'foo' into 'baz'")),
    ],
)
def test_judge_applies_the_mapping_before_diffing(old, new, expected):
    assert judge(old, new, {"foo": "bar"}) == expected


def test_judge_sees_a_change_next_to_a_swap():
    swap = {"left": "right", "right": "left"}
    assert judge("left right;\n", "right left\n", swap) == (True, "deletes ';'")


def _workdir(tmp_path):
    work = tmp_path / "work"
    (work / "config").mkdir(parents=True)
    (work / "config" / "settings.py").write_text(ORIGINAL)
    return work


def _edit(path, old, new):
    return {"file_path": str(path), "old_string": old, "new_string": new, "replace_all": False}


def _edited(path, old, new):
    return {"filePath": str(path), "oldString": old, "newString": new, "structuredPatch": [], "userModified": False}


def test_edit_with_an_unmapped_change_is_denied_then_a_confined_edit_is_behaviour(tmp_path):
    work = _workdir(tmp_path)
    target = work / "config" / "settings.py"
    confined = _edit(target, "MAX_RETRIES = 3\n", "RETRY_LIMIT = 3\n")
    session = (
        Session(cwd=str(work))
        .prompt(TASK)
        .tool("Read", {"file_path": str(target)}, {"type": "text", "file": {"content": ORIGINAL}})
        .attempt("Edit", _edit(target, "MAX_RETRIES = 3\nTIMEOUT=5\n", "RETRY_LIMIT = 3\nTIMEOUT = 5\n"))
        .tool("Edit", confined, _edited(target, "MAX_RETRIES = 3\n", "RETRY_LIMIT = 3\n"))
    )
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("PreToolUse", "deny")]
    denied = next(r for r in replies if r.decision)
    assert "inserts ' '" in denied.text and "`MAX_RETRIES` → `RETRY_LIMIT`" in denied.text
    behaviour = [r for r in log_records(tmp_path / "state") if r["record"] == "behaviour"]
    assert [(r["rule"], r["after_nudge"]) for r in behaviour] == [("edit-confined-to-mapping", True)]


def test_write_that_drops_the_final_newline_is_denied(tmp_path):
    work = _workdir(tmp_path)
    target = work / "config" / "settings.py"
    content = "RETRY_LIMIT = 3\nTIMEOUT=5\nBASE_URL = 'https://api.example.com'"
    session = (
        Session(cwd=str(work)).prompt(TASK).attempt("Write", {"file_path": "config/settings.py", "content": content})
    )
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("PreToolUse", "deny")]
    assert "removes the final newline in config/settings.py" in replies[-1].text
    assert target.read_text() == ORIGINAL  # the hook only reads


def test_confined_writes_new_files_and_unrelated_edits_are_allowed(tmp_path):
    work = _workdir(tmp_path)
    target = work / "config" / "settings.py"
    exact = "RETRY_LIMIT = 3\nTIMEOUT=5\nBASE_URL = 'https://api.example.com'\n"
    session = (
        Session(cwd=str(work))
        .prompt(TASK)
        .attempt("Write", {"file_path": str(target), "content": exact})
        .attempt("Write", {"file_path": str(work / "check.py"), "content": "import difflib\nprint('x')\n"})
        .attempt("Edit", _edit(work / "notes.md", "TODO", "TODO: check retries"))
        .attempt(
            "MultiEdit",
            {
                "file_path": str(target),
                "edits": [
                    {"old_string": "MAX_RETRIES = 3", "new_string": "RETRY_LIMIT = 3"},
                    {"old_string": "'http://api", "new_string": "'https://api"},
                ],
            },
        )
    )
    assert decisions(_replay(session, tmp_path / "state")) == []


def test_apply_patch_that_reindents_is_denied(tmp_path):
    patch = (
        "*** Begin Patch\n*** Update File: config/settings.py\n@@\n-MAX_RETRIES = 3\n-TIMEOUT=5\n"
        "+RETRY_LIMIT = 3\n+    TIMEOUT=5\n BASE_URL = 'http://api.example.com'\n*** End Patch\n"
    )
    session = Session(cwd=str(tmp_path), agent="codex").prompt(TASK).attempt("apply_patch", {"input": patch})
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("PreToolUse", "deny")]
    assert "inserts '    ' in config/settings.py" in replies[-1].text


def _edited_session(work):
    target = work / "config" / "settings.py"
    return (
        Session(cwd=str(work))
        .prompt(TASK)
        .tool("Edit", _edit(target, "MAX_RETRIES", "RETRY_LIMIT"), _edited(target, "MAX_RETRIES", "RETRY_LIMIT"))
        .bash("sed -i 's#http://#https://#g' config/settings.py")
    )


def test_stop_without_diff_is_blocked_then_git_diff_is_behaviour(tmp_path):
    session = (
        _edited_session(_workdir(tmp_path))
        .bash("cat notes_about_diff.txt", "compare later")
        .bash('echo "diff the file before finishing"', "diff the file before finishing")
        .stop("Renamed and replaced.")
        .bash("git diff config/settings.py", "-MAX_RETRIES = 3\n+RETRY_LIMIT = 3\n")
        .stop("Diff shows only the mapped changes.", active=True)
    )
    replies = _replay(session, tmp_path / "state", portfolio="default")
    assert decisions(replies) == [("Stop", "block")]
    blocked = next(r for r in replies if r.decision)
    assert "no mechanical comparison with the original ran after your last edit" in blocked.text
    assert "tail -c 1" in blocked.text
    behaviour = [r for r in log_records(tmp_path / "state") if r["record"] == "behaviour"]
    assert [(r["rule"], r["after_nudge"]) for r in behaviour] == [("diff-check-before-stop", True)]


def test_diff_before_a_later_edit_does_not_count(tmp_path):
    work = _workdir(tmp_path)
    session = (
        _edited_session(work)
        .bash(
            "diff config/settings.py.orig config/settings.py",
            "1c1\n< MAX_RETRIES = 3\n---\n> RETRY_LIMIT = 3",
            exit_code=1,
        )
        .bash("perl -pi -e 's/TIMEOUT=5/TIMEOUT=5 /' config/settings.py")
        .stop("Done.")
    )
    assert decisions(_replay(session, tmp_path / "state")) == [("Stop", "block")]


@pytest.mark.parametrize(
    "check",
    [
        "diff -u config/settings.py.orig config/settings.py",
        "cmp config/settings.py.orig config/settings.py",
        "tail -c 1 config/settings.py | xxd",
        "python3 -c \"import difflib; print(list(difflib.unified_diff(open('a').read(), open('b').read())))\"",
    ],
)
def test_mechanical_check_after_the_last_edit_is_silent(tmp_path, check):
    session = _edited_session(_workdir(tmp_path)).bash(check, "1c1", exit_code=1).stop("Done.")
    assert decisions(_replay(session, tmp_path / "state")) == []


def test_ineligible_task_is_silent(tmp_path):
    work = _workdir(tmp_path)
    target = work / "config" / "settings.py"
    session = (
        Session(cwd=str(work))
        .prompt("Raise the retry count in config/settings.py to 5.")
        .tool("Edit", _edit(target, "= 3", "= 5"), _edited(target, "= 3", "= 5"))
        .stop("Done.")
    )
    assert decisions(_replay(session, tmp_path / "state")) == []
    eligibility = [r for r in log_records(tmp_path / "state") if r["record"] == "eligibility"]
    assert [(r["policy"], r["eligible"]) for r in eligibility] == [("exact-replacements", False)]


def test_nudge_limit_one_per_session(tmp_path):
    session = _edited_session(_workdir(tmp_path)).stop("Done.").stop("Done, really.", active=True)
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("Stop", "block")]
    fired = [r["fired"] for r in log_records(tmp_path / "state") if r["record"] == "decision"]
    assert fired == [True, False]


def test_notes_written_after_the_check_are_not_an_edit_to_check(tmp_path):
    work = _workdir(tmp_path)
    notes = {"file_path": str(work / "NOTES.md"), "content": "Renamed the constant and switched to TLS.\n"}
    session = (
        _edited_session(work)
        .bash("git diff --stat", " config/settings.py | 4 ++--")
        .tool("Write", notes, {"type": "create", "filePath": notes["file_path"], "content": notes["content"]})
        .stop("Done; the diff shows only the mapped changes.")
    )
    assert decisions(_replay(session, tmp_path / "state")) == []


def test_edit_that_drops_a_character_next_to_a_replacement_is_denied(tmp_path):
    work = _workdir(tmp_path)
    target = work / "config" / "settings.py"
    target.write_text("retries = MAX_RETRIES;\n")
    edit = _edit(target, "retries = MAX_RETRIES;\n", "retries = RETRY_LIMIT\n")
    session = Session(cwd=str(work)).prompt(TASK).attempt("Edit", edit)
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("PreToolUse", "deny")]
    assert f"deletes ';' in {target}" in replies[-1].text


def test_write_that_turns_crlf_into_lf_is_denied(tmp_path):
    work = _workdir(tmp_path)
    target = work / "config" / "settings.py"
    target.write_bytes(ORIGINAL.replace("\n", "\r\n").encode())
    exact = "RETRY_LIMIT = 3\r\nTIMEOUT=5\r\nBASE_URL = 'https://api.example.com'\r\n"
    session = (
        Session(cwd=str(work))
        .prompt(TASK)
        .attempt("Write", {"file_path": "config/settings.py", "content": exact.replace("\r\n", "\n")})
        .attempt("Write", {"file_path": "config/settings.py", "content": exact})
    )
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("PreToolUse", "deny")]
    denied = next(r for r in replies if r.decision)
    assert "changes the line endings from CRLF to LF" in denied.text and "config/settings.py" in denied.text


HEREDOC = "cat > config/settings.py <<'EOF'\nRETRY_LIMIT = 3\nTIMEOUT=5\nBASE_URL = 'https://api.example.com'\nEOF"


@pytest.mark.parametrize(
    "write",
    [
        HEREDOC,
        "cat <<EOF > config/settings.py\nRETRY_LIMIT = 3\nEOF",
        "printf 'RETRY_LIMIT = 3\\n' | tee config/settings.py",
        "sed 's/MAX_RETRIES/RETRY_LIMIT/' config/settings.py > /tmp/s.py && mv /tmp/s.py config/settings.py",
    ],
)
def test_a_redirected_write_is_an_edit_to_check_before_stop(tmp_path, write):
    session = Session(cwd=str(_workdir(tmp_path))).prompt(TASK).bash(write).stop("Rewrote the file.")
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("Stop", "block")]
    assert "no mechanical comparison with the original ran after your last edit" in replies[-1].text


def test_a_heredoc_write_then_a_diff_is_silent_and_redirected_logs_are_not_edits(tmp_path):
    session = (
        Session(cwd=str(_workdir(tmp_path)))
        .prompt(TASK)
        .bash(HEREDOC)
        .bash("git diff config/settings.py", "-MAX_RETRIES = 3\n+RETRY_LIMIT = 3\n")
        .bash("pytest -q > test.log 2>&1")
        .bash("echo 'all done' > notes.txt")
        .bash("cat > /dev/null <<'EOF'\nRETRY_LIMIT\nEOF")
        .stop("Done; the diff shows only the mapped changes.")
    )
    assert decisions(_replay(session, tmp_path / "state")) == []


def test_a_sed_in_place_edit_is_previewed_and_denied_when_it_changes_more_than_the_mapping(tmp_path):
    work = _workdir(tmp_path)
    target = work / "config" / "settings.py"
    session = (
        Session(cwd=str(work))
        .prompt(TASK)
        .attempt("Bash", {"command": "sed -i 's/MAX_RETRIES = 3/RETRY_LIMIT=3/' config/settings.py"})
        .bash("sed -i -e 's/MAX_RETRIES/RETRY_LIMIT/g' -e 's#http://#https://#g' config/settings.py")
    )
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("PreToolUse", "deny")]
    assert "deletes ' '" in replies[1].text and "config/settings.py" in replies[1].text
    assert target.read_text() == ORIGINAL  # previews never write
    behaviour = [r for r in log_records(tmp_path / "state") if r["record"] == "behaviour"]
    assert [(r["rule"], r["after_nudge"]) for r in behaviour] == [("edit-confined-to-mapping", True)]

    appends = "sed -i.bak -e 's/MAX_RETRIES/RETRY_LIMIT/' -e '$ s/$/\\n/' config/settings.py"
    replies = _replay(Session(cwd=str(work)).prompt(TASK).attempt("Bash", {"command": appends}), tmp_path / "other")
    assert decisions(replies) == [("PreToolUse", "deny")]
    assert "inserts '\\n'" in replies[-1].text  # a blank line added at the end


def test_sed_scripts_that_write_or_run_are_not_previewed(tmp_path):
    work = _workdir(tmp_path)
    session = (
        Session(cwd=str(work))
        .prompt(TASK)
        .bash("sed -i 's/MAX_RETRIES = 3/RETRY_LIMIT=3/w changed.txt' config/settings.py")  # --sandbox refuses `w`
        .bash("sed 's/MAX_RETRIES = 3/RETRY_LIMIT=3/' config/settings.py")  # prints; edits nothing
    )
    assert decisions(_replay(session, tmp_path / "state")) == []
    assert not (work / "changed.txt").exists()


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("sed -i s/a/b/g f.py", (["-e", "s/a/b/g"], ["f.py"])),
        ("sed -i.bak -e s/a/b/ -e s/c/d/ f g", (["-e", "s/a/b/", "-e", "s/c/d/"], ["f", "g"])),
        ("sed -Ei s/(a)/b/ f", (["-E", "-e", "s/(a)/b/"], ["f"])),
        ("sed -ie s/a/b/ f", (["-e", "s/a/b/"], ["f"])),  # GNU sed: `e` is -i's backup suffix
        ("sed --in-place=.orig --expression=s/a/b/ -- -f", (["--expression=s/a/b/"], ["-f"])),
        ("sed -i -f fix.sed f", (["-f", "fix.sed"], ["f"])),
        ("sed s/a/b/ f", None),
        ("sed -i s/a/b/", None),
    ],
)
def test_sed_in_place_reads_gnu_options(words, expected):
    assert sed_in_place(words.split()) == expected
