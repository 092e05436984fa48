"""multi-answer-enumeration, replayed through the real hook process."""

from __future__ import annotations

import pytest

from hooksession import Session, decisions, log_records, replay
from veracity.runtime.portfolio.enumeration import enumeration_task

TASK = (
    "Find all 4-digit PINs whose digits sum to 12 and that ./check_pin accepts. Write every qualifying PIN to "
    "answers.txt, one per line."
)
PORTFOLIO = "multi-answer-enumeration"
LOOP = (
    "for p in $(seq -w 0 9999); do s=$(echo $p | grep -o . | paste -sd+ | bc); "
    '[ "$s" -eq 12 ] && ./check_pin $p >/dev/null && echo $p; done | sort -u > answers.txt; wc -l answers.txt'
)
SCRIPT = (
    "import itertools, subprocess\nfound = set()\n"
    "for digits in itertools.product('0123456789', repeat=4):\n"
    "    pin = ''.join(digits)\n"
    "    if sum(map(int, pin)) == 12 and subprocess.run(['./check_pin', pin]).returncode == 0:\n"
    "        found.add(pin)\n"
    "print(len(found)); open('answers.txt', 'w').write('\\n'.join(sorted(found)) + '\\n')\n"
)


def _replay(session, state_dir, portfolio=PORTFOLIO):
    """Replay, and fail on any hook diagnostic: a policy error fails open and would pass silently."""
    replies = replay(session, state_dir, portfolio=portfolio)
    assert [r.stderr for r in replies if r.stderr] == []
    return replies


def _write(tmp_path, name, content):
    (tmp_path / name).write_text(content)
    path = str(tmp_path / name)
    return "Write", {"file_path": path, "content": content}, {"type": "create", "filePath": path, "content": content}


def _spot_checked(tmp_path):
    return (
        Session(cwd=str(tmp_path))
        .prompt(TASK)
        .bash("./check_pin 3333", "ACCEPTED")
        .bash("./check_pin 6600", "REJECTED")
        .tool(*_write(tmp_path, "answers.txt", "3333\n"))
    )


@pytest.mark.parametrize(
    ("task", "eligible"),
    [
        (TASK, True),
        ("List every file under /srv that contains a hard-coded password.", True),
        ("Return all valid IPv4 addresses that can be formed from the string.", True),
        ("What are all the possible values of x?", True),
        ("Enumerate the open ports on the host.", True),
        ("Find all values of x that satisfy the equation and write them to answers.txt.", True),
        ("Find all values of n for which f(n) is prime and update answers.txt with the list.", True),
        ("Find all solutions of the puzzle and make sure they are unique.", True),
        ("Find all occurrences of foo and replace them with bar.", False),
        # a code change over every occurrence, not a set of answers
        ("Find every place where the config is read and make it use env vars.", False),
        ("Find every place where the config is read. Change them to read env vars instead.", False),
        ("Find all the call sites of load_config and update them to pass the env.", False),
        ("Find all usages of the old client and refactor the code to use the new one.", False),
        ("Update every place where the config is read to use env vars.", False),
        ("Replace all strings that match the old URL with the new one.", False),
        ("Fix every test that fails on Windows.", False),
        ("Fix all the failing tests.", False),
        ("Make sure all files are committed.", False),
        ("Find the bug in parser.py.", False),
    ],
)
def test_eligibility(task, eligible):
    assert enumeration_task(task) is eligible


def test_spot_checks_are_blocked_then_a_loop_is_behaviour(tmp_path):
    session = (
        _spot_checked(tmp_path)
        .stop("The qualifying PIN is 3333.")
        .bash(LOOP, "21 answers.txt")
        .stop("21 PINs qualify; all are in answers.txt.", active=True)
    )
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("Stop", "block")]
    blocked = next(r for r in replies if r.decision)
    assert "no mechanical enumeration of the candidates ran" in blocked.text
    assert "deduplicate" in blocked.text and "nothing outside your list qualifies" in blocked.text
    behaviour = [r for r in log_records(tmp_path / "state") if r["record"] == "behaviour"]
    assert [(r["policy"], r["after_nudge"]) for r in behaviour] == [("multi-answer-enumeration", True)]


def test_a_script_that_loops_and_tests_is_silent(tmp_path):
    session = (
        _spot_checked(tmp_path)
        .tool(*_write(tmp_path, "enum.py", SCRIPT))
        .bash("python3 enum.py", "21")
        .tool(*_write(tmp_path, "answers.txt", "0039\n0048\n"))  # the answer file is not a script change
        .stop("21 PINs qualify.")
    )
    assert decisions(_replay(session, tmp_path / "state")) == []


def test_an_enumeration_before_a_later_script_edit_does_not_count(tmp_path):
    session = (
        _spot_checked(tmp_path)
        .tool(*_write(tmp_path, "enum.py", SCRIPT))
        .bash("python3 enum.py", "21")
        .bash("sed -i 's/== 12/== 13/' enum.py")
        .stop("Done.")
    )
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("Stop", "block")]
    assert "after your last script change" in replies[-1].text


def test_lookalike_and_failed_enumerations_do_not_count(tmp_path):
    (tmp_path / "show.py").write_text("print(['3333', '4440'])\n")
    session = (
        _spot_checked(tmp_path)
        .bash('echo "for p in 0000..9999: check each"', "for p in 0000..9999: check each")
        .bash("cat enum_notes.txt", "for each candidate: if ok, keep")
        .bash("python3 show.py", "['3333', '4440']")
        .tool(*_write(tmp_path, "enum.py", SCRIPT))
        .bash("python3 enum.py", "PermissionError: ./check_pin", exit_code=1)
        .stop("Done.")
    )
    assert decisions(_replay(session, tmp_path / "state")) == [("Stop", "block")]


def test_ineligible_task_is_silent(tmp_path):
    session = Session(cwd=str(tmp_path)).prompt("Find the bug in parser.py.").bash("pytest -q", "1 passed").stop("Ok.")
    assert decisions(_replay(session, tmp_path / "state")) == []
    assert [r["eligible"] for r in log_records(tmp_path / "state") if r["record"] == "eligibility"] == [False]


def test_nudge_limit_one_per_session(tmp_path):
    session = _spot_checked(tmp_path).stop("3333.").stop("3333, final.", active=True)
    assert decisions(_replay(session, tmp_path / "state", portfolio="default")) == [("Stop", "block")]
    fired = [r["fired"] for r in log_records(tmp_path / "state") if r["record"] == "decision"]
    assert fired == [True, False]


def test_a_refactoring_over_every_occurrence_is_silent(tmp_path):
    task = "Find every place where the config is read and make it use env vars."
    session = (
        Session(cwd=str(tmp_path))
        .prompt(task)
        .bash("grep -rn 'read_config' src", "src/app.py:3: cfg = read_config()")
        .stop("Switched src/app.py to env vars.")
    )
    assert decisions(_replay(session, tmp_path / "state")) == []
    assert [r["eligible"] for r in log_records(tmp_path / "state") if r["record"] == "eligibility"] == [False]
