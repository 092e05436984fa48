"""Builds veracity; the metadata is in pyproject.toml.

A wheel (`pip install .`, `python -m build`) compiles the FTA auditor and the prose reading it runs on to
C with mypyc: the same code, type-checked, about 1.3 times faster (bench/auditor.py). An editable
install (`pip install -e .`, the one dev.py makes) keeps them Python, so that an edit takes effect
without a rebuild. VERACITY_COMPILE=0 builds a wheel without compiling; where no C compiler is found
the extensions are skipped and the Python modules serve, slower and otherwise the same.
"""

from __future__ import annotations

import os
import sys

from setuptools import setup

COMPILED = [
    "src/veracity/text.py",
    "src/veracity/contract/parser.py",
    "src/veracity/fta/auditor/__init__.py",
    "src/veracity/fta/auditor/clocks.py",
    "src/veracity/fta/auditor/facts.py",
    "src/veracity/fta/auditor/literals.py",
    "src/veracity/fta/auditor/reading.py",
    "src/veracity/fta/auditor/vocabulary.py",
]
# (the modules they import are type-checked for their signatures only: pydantic's models and the
# third-party modules without types are taken as they come)
MYPY_OPTIONS = ["--ignore-missing-imports", "--follow-imports=silent"]


def extensions() -> list:
    editable = any(argument.startswith("editable") for argument in sys.argv)
    if editable or os.environ.get("VERACITY_COMPILE", "1") == "0":
        return []
    from mypyc.build import mypycify

    built = mypycify([*MYPY_OPTIONS, *COMPILED], opt_level="3")
    for extension in built:
        extension.optional = True  # (no C compiler: a warning, and the Python modules)
    return built


setup(ext_modules=extensions())
