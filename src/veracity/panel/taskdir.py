"""Harbor / Terminal-Bench task directories, as the local runner reads them.

    <task>/instruction.md        the user prompt
    <task>/task.toml             [verifier] timeout_sec, [agent] timeout_sec, [metadata], [veracity] family
    <task>/environment/setup.sh  prepares the attempt's app dir (run locally instead of the Dockerfile)
    <task>/tests/test.sh         the verifier: writes $LOGS_DIR/verifier/reward.txt (or reward.json)
    <task>/solution/solve.sh     the oracle

Harbor builds `environment/Dockerfile` and runs everything in a container at absolute paths (/app,
/tests, /logs). Here nothing runs in a container, so the scripts get their folders as APP_DIR,
TESTS_DIR, LOGS_DIR and ENV_DIR instead; a task with only a Dockerfile is refused with that
explanation. Agent scripts (solution/*.sh read by the scripted `veracity/procedural` agent) are
blocks of shell, one tool call each, opened by a `#> call` line, with `#> final: TEXT` as the reply.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from veracity.text import FileReadError, file_lines, read_text_file

DEFAULT_AGENT_TIMEOUT_S = 600.0
DEFAULT_VERIFIER_TIMEOUT_S = 120.0
CALL_MARK = "#> call"
FINAL_MARK = "#> final:"


class TaskDirError(ValueError):
    """A task directory that cannot be run; the message names the file and field."""


@dataclass(frozen=True, slots=True)
class TaskDir:
    name: str
    path: Path
    instruction: str
    agent_timeout_s: float
    verifier_timeout_s: float
    family: str | None  # the runtime policy family the task was written for, if it says
    metadata: dict[str, Any]

    @property
    def setup(self) -> Path:
        return self.path / "environment" / "setup.sh"

    @property
    def tests(self) -> Path:
        return self.path / "tests"


@dataclass(frozen=True, slots=True)
class AgentScript:
    calls: list[str]
    final: str


def _timeout(config: dict[str, Any], section: str, default: float, where: Path) -> float:
    table = config.get(section, {})
    if not isinstance(table, dict):
        raise TaskDirError(f"{where}: [{section}] must be a table")
    value = table.get("timeout_sec", default)
    if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
        raise TaskDirError(f"{where}: field {section}.timeout_sec: expected a positive number of seconds")
    return float(value)


def load_task(path: str | Path) -> TaskDir:
    folder = Path(path)
    if not folder.is_dir():
        raise TaskDirError(f"{folder}: not a task directory")
    try:
        instruction = read_text_file(folder / "instruction.md", "a task instruction").strip()
    except FileReadError as error:
        raise TaskDirError(str(error)) from None
    if not instruction:
        raise TaskDirError(f"{folder / 'instruction.md'}: empty instruction")
    config: dict[str, Any] = {}
    toml_path = folder / "task.toml"
    if toml_path.exists():
        try:
            config = tomllib.loads(read_text_file(toml_path, "a task.toml"))
        except FileReadError as error:
            raise TaskDirError(str(error)) from None
        except tomllib.TOMLDecodeError as error:
            raise TaskDirError(f"{toml_path}: not valid TOML ({error})") from None
    veracity = config.get("veracity", {})
    family = veracity.get("family") if isinstance(veracity, dict) else None
    if family is not None and not isinstance(family, str):
        raise TaskDirError(f"{toml_path}: field veracity.family: expected a policy name")
    metadata = config.get("metadata", {})
    task = TaskDir(
        name=folder.name,
        path=folder.resolve(),
        instruction=instruction,
        agent_timeout_s=_timeout(config, "agent", DEFAULT_AGENT_TIMEOUT_S, toml_path),
        verifier_timeout_s=_timeout(config, "verifier", DEFAULT_VERIFIER_TIMEOUT_S, toml_path),
        family=family,
        metadata=metadata if isinstance(metadata, dict) else {},
    )
    if not (task.tests / "test.sh").is_file():
        raise TaskDirError(f"{folder}: no verifier (expected {task.tests / 'test.sh'})")
    if not task.setup.is_file() and (folder / "environment" / "Dockerfile").is_file():
        raise TaskDirError(
            f"{folder}: only a Dockerfile describes the environment; the local runner needs "
            f"{task.setup} (a script that prepares APP_DIR without docker): run this task with Harbor "
            "and import its job with `veracity panel import-harbor`"
        )
    return task


def find_tasks(folder: str | Path) -> dict[str, TaskDir]:
    """Every task directory (a folder with instruction.md) directly under `folder`, by name."""
    root = Path(folder)
    if not root.is_dir():
        raise TaskDirError(f"{root}: not a directory of tasks")
    tasks = {p.parent.name: load_task(p.parent) for p in sorted(root.glob("*/instruction.md"))}
    if not tasks:
        raise TaskDirError(f"{root}: no task directories (expected {root}/<task>/instruction.md)")
    return tasks


def bundled_suite() -> Path:
    """The FIRE task suite that ships with veracity: one task per policy family."""
    return Path(__file__).resolve().parent / "suite"


def read_script(path: Path) -> AgentScript:
    """An agent script: `#> call` blocks (one tool call each) and one `#> final: TEXT` reply."""
    try:
        text = read_text_file(path, "an agent script")
    except FileReadError as error:
        raise TaskDirError(str(error)) from None
    calls: list[list[str]] = []
    final: str | None = None
    for number, line in enumerate(file_lines(text), start=1):
        if line.strip() == CALL_MARK:
            calls.append([])
        elif line.startswith(FINAL_MARK):
            if final is not None:
                raise TaskDirError(f"{path}:{number}: a second `{FINAL_MARK}` line")
            final = line[len(FINAL_MARK) :].strip()
        elif calls:
            calls[-1].append(line)
    commands = ["\n".join(block).strip() for block in calls]
    if not commands or any(not command for command in commands):
        raise TaskDirError(f"{path}: expected `{CALL_MARK}` blocks each followed by shell text")
    if not final:
        raise TaskDirError(f"{path}: no `{FINAL_MARK} TEXT` line (the agent's reply when it stops)")
    return AgentScript(commands, final)
