"""The wheel compiles the auditor with mypyc (setup.py): it must label every reply as the Python modules do."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

from veracity.fta.auditor import audit
from veracity.fta.scenarios import load_dataset

REPO = Path(__file__).resolve().parent.parent
LABELLED = REPO / "tests" / "data" / "fta-labels"

# Run in the wheel's own modules: audit every labelled reply, print the labels and spans.
AUDIT_ALL = """
import json, sys
from pathlib import Path
import veracity.fta.auditor.reading as reading
from veracity.fta.auditor import audit
from veracity.fta.scenarios import load_dataset
assert reading.__file__.endswith(".so"), reading.__file__
scenarios = {s.id: s for s in load_dataset("ours")}
for path in sorted(Path(sys.argv[1]).glob("*.jsonl")):
    for line in path.read_text().splitlines():
        row = json.loads(line)
        result = audit(scenarios[row["scenario_id"]], row["response"])
        print(json.dumps([path.name, row["response_id"], result.labels, result.spans]))
"""


def test_the_compiled_wheel_labels_every_labelled_reply_as_the_python_modules_do(tmp_path: Path) -> None:
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", str(tmp_path), str(REPO)],
        capture_output=True,
        text=True,
        env={**os.environ, "VERACITY_COMPILE": "1"},
    )
    assert built.returncode == 0, built.stderr[-3000:]
    (wheel,) = tmp_path.glob("veracity-*.whl")
    unpacked = tmp_path / "wheel"
    zipfile.ZipFile(wheel).extractall(unpacked)
    compiled = sorted(path.name for path in (unpacked / "veracity" / "fta" / "auditor").glob("*.so"))
    assert compiled == sorted(
        f"{name}{_suffix()}" for name in ("__init__", "clocks", "facts", "literals", "reading", "vocabulary")
    )

    ran = subprocess.run(
        [sys.executable, "-c", AUDIT_ALL, str(LABELLED)],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(unpacked)},
    )
    assert ran.returncode == 0, ran.stderr[-3000:]
    from_wheel = [json.loads(line) for line in ran.stdout.splitlines()]

    scenarios = {s.id: s for s in load_dataset("ours")}
    expected = []
    for path in sorted(LABELLED.glob("*.jsonl")):
        for line in path.read_text().splitlines():
            row = json.loads(line)
            result = audit(scenarios[row["scenario_id"]], row["response"])
            expected.append([path.name, row["response_id"], result.labels, result.spans])
    assert len(from_wheel) == len(expected) > 2000
    assert from_wheel == json.loads(json.dumps(expected))


def _suffix() -> str:
    import sysconfig

    return sysconfig.get_config_var("EXT_SUFFIX")
