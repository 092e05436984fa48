from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

# Hook processes decide in-process in tests unless a test turns the decision server on: a server
# per temporary state directory would outlive the test run.
os.environ["VERACITY_HOOK_SERVER"] = "0"

REPO = Path(__file__).resolve().parent.parent
# The read-only reference material sits beside the repository; VERACITY_SHARED points elsewhere.
SHARED = Path(os.environ.get("VERACITY_SHARED", REPO.parent / "shared"))
TAU_BENCH = SHARED / "fixtures" / "tau-bench" / "gpt-4o-airline-tool-errors.json"
FTA_REFERENCE = SHARED / "fta-reference"


@pytest.fixture(scope="session")
def tau_trajectories() -> list[dict]:
    if not TAU_BENCH.exists():
        pytest.fail(f"reference fixture missing: {TAU_BENCH} (../shared must sit beside the repository)")
    return json.loads(TAU_BENCH.read_text())


def veracity_trace(*steps: dict) -> dict:
    return {"format": "veracity.trace", "version": 1, "steps": list(steps)}


def user(text: str) -> dict:
    return {"type": "message", "role": "user", "text": text}


def call(call_id: str, name: str, **arguments: object) -> dict:
    return {"type": "tool_call", "id": call_id, "name": name, "arguments": arguments}


def result(call_id: str, name: str, output: str, **fields: object) -> dict:
    return {"type": "tool_result", "call_id": call_id, "name": name, "output": output, **fields}
