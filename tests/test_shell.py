"""Shell commands parsed as shell: operators, line ends, heredocs, wrappers, scripts."""

from __future__ import annotations

import pytest

from veracity.trace.shell import command_segments, program_of


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        ("a &\nb", [(["a"], "&"), (["b"], "")]),  # the line end does not erase the `&`
        ("a |\nb", [(["a"], "|"), (["b"], "")]),
        ("( a ) | b", [(["a"], "|"), (["b"], "")]),
        ("cd x && pytest -q; echo done", [(["cd", "x"], "&&"), (["pytest", "-q"], ";"), (["echo", "done"], "")]),
        (
            "cat > a.py <<'EOF'\nimport os\nEOF\npython a.py",
            [(["cat", ">", "a.py", "<<", "EOF"], ";"), (["python", "a.py"], "")],
        ),
        (
            "cat > a <<EOF-X\nkill 1\nEOF-X\npkill app",
            [(["cat", ">", "a", "<<", "EOF-X"], ";"), (["pkill", "app"], "")],
        ),
        ('echo "use <<EOF here"\npkill app', [(["echo", "use <<EOF here"], ";"), (["pkill", "app"], "")]),
        ("echo 'two\nlines'", [(["echo", "two\nlines"], "")]),  # a line end inside quotes
        ("make \\\n  all", [(["make", "all"], "")]),
    ],
)
def test_command_segments(command, expected):
    assert command_segments(command) == expected


@pytest.mark.parametrize(
    ("words", "program"),
    [
        ("python deploy.py --prod", ["python", "deploy.py"]),
        ("python --version", ["python"]),
        ("python -m pytest -q", ["python", "pytest"]),
        ("python3 -c import_this.py", ["python3"]),  # inline code is not a script
        ("sudo -u app nohup node server.js", ["node", "server.js"]),
        ("bash deploy.sh", ["bash", "deploy.sh"]),
        ("FOO=1 timeout 30s npm test", ["npm", "test"]),
        # a multiplexer's action comes after its global options and their values
        ("git -C ~/src/app checkout main", ["git", "checkout"]),
        ("kubectl -n prod get pods", ["kubectl", "get"]),
        ("make -C build -j4 test", ["make", "test"]),
        ("git --no-pager log", ["git", "log"]),
        ("git -C ~/src/app", ["git"]),
    ],
)
def test_program_of(words, program):
    assert program_of(words.split()) == program
