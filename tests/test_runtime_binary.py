"""binary-equivalence, replayed through the real hook process."""

from __future__ import annotations

import pytest

from hooksession import Session, decisions, log_records, replay
from veracity.runtime.portfolio.binary import equivalence_task, quoted_commands

TASK = (
    "Rewrite the word counter in src/wc.c in Rust. The evaluator builds it with `cargo build --release` and runs "
    "`./target/release/rwc -l -w input.txt`; its output must be byte-for-byte identical to the original "
    "`./wc_orig` for every input."
)
PORTFOLIO = "binary-equivalence"
BUILD = "cargo build --release"
BUILT = "   Compiling rwc v0.1.0 (/work/rwc)\n    Finished `release` profile [optimized] target(s) in 3.21s"
LOOP = (
    'for f in tests/inputs/*.txt; do cmp <(./wc_orig -l -w "$f") <(./target/release/rwc -l -w "$f") '
    '|| echo "DIFF $f"; done'
)


def _replay(session, state_dir, portfolio=PORTFOLIO):
    """Replay, and fail on any hook diagnostic: a policy error fails open and would pass silently."""
    replies = replay(session, state_dir, portfolio=portfolio)
    assert [r.stderr for r in replies if r.stderr] == []
    return replies


def _write(tmp_path, name, content="fn main() {}\n"):
    path = str(tmp_path / name)
    return "Write", {"file_path": path, "content": content}, {"type": "create", "filePath": path, "content": content}


def _built(tmp_path, build=BUILD):
    return Session(cwd=str(tmp_path)).prompt(TASK).tool(*_write(tmp_path, "src/main.rs")).bash(build, BUILT)


def _compare(name):
    return f"diff <(./wc_orig -l -w tests/inputs/{name}) <(./target/release/rwc -l -w tests/inputs/{name})"


@pytest.mark.parametrize(
    ("task", "eligible"),
    [
        (TASK, True),
        ("Optimize prog.c; the new binary must produce bit-for-bit identical output to the old one.", True),
        ("Port the CLI to Go. It must produce the same output as the original tool for all inputs.", True),
        ("The new binary must behave exactly like the old one: same output for the same input.", True),
        ("Replace `foo` with `bar`; the rest of the file must stay byte-for-byte identical.", False),
        ("Make sure the output is a valid CSV file.", False),
        ("Refactor parser.py and keep the tests passing.", False),
    ],
)
def test_eligibility(task, eligible):
    assert equivalence_task(task) is eligible


def test_quoted_build_and_invocation():
    assert quoted_commands(TASK) == (("cargo", "build", "--release"), ("rwc", "-l", "-w"))
    block = "Build and run it like the grader:\n```\n$ gcc -O2 -o fast fast.c -lm\n$ ./fast --quiet < in.txt\n```"
    assert quoted_commands(block) == (("gcc", "-O2", "-o", "-lm"), ("fast", "--quiet"))
    assert quoted_commands("Keep `prog.c` and `./orig` as they are.") == (None, None)


def test_a_single_comparison_is_blocked_then_a_loop_over_inputs_is_behaviour(tmp_path):
    session = (
        _built(tmp_path)
        .bash(_compare("a.txt"), "")
        .stop("The Rust port matches the original.")
        .bash(LOOP, "")
        .stop("All inputs compared byte for byte: no differences.", active=True)
    )
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("Stop", "block")]
    blocked = next(r for r in replies if r.decision)
    assert "only 1 distinct comparison run(s)" in blocked.text and "none over a loop of inputs" in blocked.text
    assert "no build" not in blocked.text and "no run" not in blocked.text
    behaviour = [r for r in log_records(tmp_path / "state") if r["record"] == "behaviour"]
    assert [(r["policy"], r["after_nudge"]) for r in behaviour] == [("binary-equivalence", True)]


def test_no_comparison_and_a_different_build_are_both_named(tmp_path):
    session = (
        _built(tmp_path, build="cargo build")
        .bash("./target/debug/rwc -l -w tests/inputs/a.txt", "  3  12 tests/inputs/a.txt")
        .bash("cat notes_about_diff.txt", "remember to cmp")
        .bash('echo "cmp old new"', "cmp old new")
        .bash("git diff src/main.rs", "+fn main() {}")
        .stop("Done; the output looks the same as the original's.")
    )
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("Stop", "block")]
    text = replies[-1].text
    assert "no comparison of the candidate's output with the original's" in text
    assert "no build after your last edit used the task's build command (`cargo build --release` ...)" in text
    assert "no run after your last edit" not in text


def test_three_distinct_comparisons_are_enough(tmp_path):
    session = _built(tmp_path)
    for name in ("a.txt", "empty.txt", "big.txt"):
        session = session.bash(_compare(name), "")
    assert decisions(_replay(session.stop("Identical on three inputs."), tmp_path / "state")) == []


def test_comparisons_before_a_later_source_edit_do_not_count(tmp_path):
    session = (
        _built(tmp_path)
        .bash(LOOP, "")
        .tool(*_write(tmp_path, "src/main.rs", "fn main() { println!(); }\n"))
        .bash(BUILD, BUILT)
        .stop("Fixed a last detail.")
    )
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("Stop", "block")]
    assert "no comparison" in replies[-1].text


def test_a_comparison_harness_is_not_a_source_change(tmp_path):
    harness = (
        "#!/bin/bash\nfor f in tests/inputs/*; do\n"
        '  ./wc_orig -l -w "$f" > /tmp/a; ./target/release/rwc -l -w "$f" > /tmp/b\n'
        '  cmp -s /tmp/a /tmp/b || echo "DIFF $f"\ndone\n'
    )
    (tmp_path / "compare.sh").write_text(harness)
    session = (
        _built(tmp_path)
        .tool(*_write(tmp_path, "compare.sh", harness))
        .bash("bash compare.sh", "")
        .stop("The harness found no differences.")
    )
    assert decisions(_replay(session, tmp_path / "state")) == []


def test_a_python_harness_that_runs_both_and_compares_counts(tmp_path):
    harness = (
        "import subprocess, glob\n"
        "for f in glob.glob('tests/inputs/*'):\n"
        "    a = subprocess.run(['./wc_orig', '-l', '-w', f], capture_output=True).stdout\n"
        "    b = subprocess.run(['./target/release/rwc', '-l', '-w', f], capture_output=True).stdout\n"
        "    assert a == b, f\n"
    )
    (tmp_path / "check_equal.py").write_text(harness)
    session = _built(tmp_path).bash("python3 check_equal.py", "").stop("Equal on every input.")
    assert decisions(_replay(session, tmp_path / "state")) == []


def test_ineligible_task_is_silent(tmp_path):
    session = Session(cwd=str(tmp_path)).prompt("Port src/wc.c to Rust.").bash(BUILD, BUILT).stop("Ported.")
    assert decisions(_replay(session, tmp_path / "state")) == []
    assert [r["eligible"] for r in log_records(tmp_path / "state") if r["record"] == "eligibility"] == [False]


def test_nudge_limit_one_per_session(tmp_path):
    session = _built(tmp_path).stop("Ported.").stop("Ported, really.", active=True)
    assert decisions(_replay(session, tmp_path / "state", portfolio="default")) == [("Stop", "block")]
    fired = [r["fired"] for r in log_records(tmp_path / "state") if r["record"] == "decision"]
    assert fired == [True, False]
