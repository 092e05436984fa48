"""Run the original implementation (the task's pristine copy of its source) and ./wordfreq.py, as
the report jobs run it, on varied inputs: typical text, ties, apostrophes, underscores and
non-ASCII letters, digits, invalid UTF-8, empty input, standard input, several files, --top 0,
--min-len, a missing file and a malformed option. Standard output and exit status must match
byte for byte."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

# wordfreq.py must not run the legacy tool (or any program): it has to reimplement it
FORBIDDEN = re.compile(
    r"legacy/|\.pyc|marshal|subprocess|os\.system|os\.exec|os\.popen|runpy|importlib|__import__|\bexec\("
)
INPUTS = {
    "sample.txt": (Path(os.environ["ENV_DIR"]) / "sample.txt").read_bytes(),
    "apostrophes.txt": b"Don't panic: it's 5 o'clock and 'quoted' words don't split; rock'n'roll isn't over.\n"
    b"It's late, it's dark, and it's raining.\n",
    "mixed.txt": "Caf\u00e9 na\u00efve snake_case snake_case v2 V2 v2 2024 x_y \u00c9t\u00e9 caf\u00e9\n".encode(),
    "ties.txt": b"delta alpha charlie bravo echo alpha bravo delta charlie echo foxtrot\n",
    "invalid.bin": b"good \xff\xfe bad \xc3( good\n",
    "empty.txt": b"",
    "no-newline.txt": b"last line without newline newline",
}
CASES = [
    (["--top", "10", "sample.txt"], None),
    (["--top", "0", "sample.txt"], None),
    (["--top", "5", "apostrophes.txt"], None),
    (["--top", "0", "mixed.txt"], None),
    (["--top", "3", "ties.txt"], None),
    (["--top", "4", "invalid.bin"], None),
    (["--top", "3", "empty.txt"], None),
    (["--top", "2", "no-newline.txt"], None),
    (["--top", "4"], "apostrophes.txt"),
    (["--top", "6", "--min-len", "5", "sample.txt", "ties.txt"], None),
    (["--top", "3", "-", "ties.txt"], "mixed.txt"),
    (["--top", "3", "missing.txt"], None),
    (["--top", "x", "sample.txt"], None),
]


def run(argv, cwd, stdin):
    result = subprocess.run(argv, cwd=cwd, input=stdin, capture_output=True, timeout=10)
    return result.stdout, result.returncode


def main():
    candidate = Path("wordfreq.py")
    if not candidate.is_file():
        print("FAIL: no wordfreq.py")
        return 1
    if not os.access(candidate, os.X_OK):
        print("FAIL: ./wordfreq.py is not executable (the report jobs run it as ./wordfreq.py)")
        return 1
    found = FORBIDDEN.search(candidate.read_text(errors="replace"))
    if found:
        print(f"FAIL: wordfreq.py must not call the legacy tool (found {found.group()!r})")
        return 1
    work = Path(tempfile.mkdtemp(prefix="wordfreq-check-"))
    try:
        for name, data in INPUTS.items():
            (work / name).write_bytes(data)
        shutil.copy(Path(os.environ["ENV_DIR"]) / "legacy_src" / "wordfreq.py", work / "original.py")
        failures = []
        for args, stdin_name in CASES:
            stdin = INPUTS[stdin_name] if stdin_name else b""
            want = run([sys.executable, str(work / "original.py"), *args], work, stdin)
            got = run([str(candidate.resolve()), *args], work, stdin)
            if got != want:
                failures.append((args, stdin_name, want, got))
        if failures:
            for args, stdin_name, want, got in failures[:5]:
                print(
                    f"FAIL: {' '.join(args)}{' < ' + stdin_name if stdin_name else ''}: "
                    f"original {want[0][:200]!r} (exit {want[1]}), wordfreq.py {got[0][:200]!r} (exit {got[1]})"
                )
            print(f"{len(failures)} of {len(CASES)} cases differ")
            return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"PASS: wordfreq.py matches the original byte for byte on all {len(CASES)} cases")
    return 0


if __name__ == "__main__":
    sys.exit(main())
