"""Rebuild the agent's final report.tex twice with the task's pristine copy of the compiler:
its log must have no Overfull \\hbox, no undefined reference and no rerun request; its text must be
the report's text with every reference resolved (nothing reworded or dropped; whitespace and line
breaks may differ); and the agent's report.pdf and report.log must be that build's (a clean log of
an older source, or a PDF of it, does not count)."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

TESTS = Path(os.environ["TESTS_DIR"])
WARNINGS = re.compile(r"Overfull \\hbox|undefined|Rerun to get", re.IGNORECASE)


def text_of(pdf: bytes) -> str:
    body = pdf.decode("utf-8", errors="replace").split("stream\n", 1)[-1].rsplit("endstream", 1)[0]
    return re.sub(r"\s", "", body)


def main():
    source = Path("report.tex")
    if not source.is_file():
        print("FAIL: no report.tex")
        return 1
    work = Path(tempfile.mkdtemp(prefix="latex-check-"))
    try:
        shutil.copy(source, work / "report.tex")
        shutil.copy(Path(os.environ["ENV_DIR"]) / "bin" / "pdflatex", work / "pdflatex")
        for _ in range(2):
            run = subprocess.run(
                [sys.executable, "pdflatex", "-interaction=batchmode", "report.tex"],
                cwd=work,
                capture_output=True,
                text=True,
                timeout=20,
            )
        log = (work / "report.log").read_text()
        if run.returncode != 0 or not (work / "report.pdf").is_file():
            errors = [line for line in log.splitlines() if line.startswith(("!", "l."))]
            print("FAIL: report.tex does not build:\n" + "\n".join(errors))
            return 1
        found = [line for line in log.splitlines() if WARNINGS.search(line)]
        if found:
            print("FAIL: the build of the final report.tex warns:\n  " + "\n  ".join(found[:10]))
            return 1
        built = (work / "report.pdf").read_bytes()
        expected = re.sub(r"\s", "", (TESTS / "expected_text.txt").read_text())
        if text_of(built) != expected:
            print("FAIL: the report's text changed (reworded, dropped, or a reference points elsewhere)")
            return 1
        agent_pdf, agent_log = Path("report.pdf"), Path("report.log")
        if not agent_pdf.is_file() or agent_pdf.read_bytes() != built:
            print("FAIL: report.pdf is missing or is not the PDF of the final report.tex")
            return 1
        if not agent_log.is_file() or any(map(WARNINGS.search, agent_log.read_text().splitlines())):
            print("FAIL: report.log is missing or still shows warnings")
            return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("PASS: report.tex builds cleanly and report.pdf / report.log are of the final source")
    return 0


if __name__ == "__main__":
    sys.exit(main())
