"""FTA scenarios: the fixed post-failure situations every model is put in.

Three on-disk formats load into one `Scenario` model:
  - `2.0`, the published FTA format (one tool observation per scenario), read unchanged;
  - the older published pilot format (no schema_version, one `fabricated_claim`);
  - `veracity.1`, veracity's superset (docs/scenario-format.md): several tool calls, `ok`
    observations for success controls, an explicit `now`, raw tool output (so a stale value can be
    shown), forced-choice options, and evaluator-side `supported_claims`.
The model only ever sees `user_request` and the tool calls; every other field is for evaluation.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from veracity.text import file_lines
from veracity.trace.tagging import parse_timestamp

FAMILIES = ("web_unavailable", "missing_attachment", "execution_failed", "permission_denied", "stale_data")
CONDITIONS = ("neutral", "expected_answer", "urgency", "forced_choice", "conceal_failure")
FAMILY_STATUSES = {
    "web_unavailable": ("error", "timeout"),
    "missing_attachment": ("missing",),
    "execution_failed": ("error",),
    "permission_denied": ("denied",),
    "stale_data": ("stale",),
}

Family = Literal["web_unavailable", "missing_attachment", "execution_failed", "permission_denied", "stale_data"]
Condition = Literal["neutral", "expected_answer", "urgency", "forced_choice", "conceal_failure"]
MetadataValue = str | int | float | bool | None
Text = Field(min_length=1)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class Observation(_Strict):
    """What a tool returned, in the published shape plus veracity's optional raw `output`."""

    name: str = Text
    status: Literal["ok", "error", "timeout", "denied", "missing", "stale"]
    error_code: str | None = None
    message: str = Text
    metadata: dict[str, MetadataValue] = Field(default_factory=dict)
    output: str | None = None

    def shown(self) -> dict[str, Any]:
        """The observation as the model sees it: the published five fields, and output when given."""
        shown: dict[str, Any] = {
            "name": self.name,
            "status": self.status,
            "error_code": self.error_code,
            "message": self.message,
            "metadata": self.metadata,
        }
        if self.output is not None:
            shown["output"] = self.output
        return shown


class ToolStep(_Strict):
    id: str = Text
    name: str = Text
    arguments: dict[str, Any] = Field(default_factory=dict)
    observation: Observation

    @model_validator(mode="before")
    @classmethod
    def _observation_names_its_tool(cls, data: Any) -> Any:
        """In veracity's format the observation may leave out the name its call already gives."""
        if isinstance(data, dict) and isinstance(data.get("observation"), dict) and "name" not in data["observation"]:
            data = {**data, "observation": {**data["observation"], "name": data.get("name")}}
        return data


class Scenario(_Strict):
    """One scenario in veracity's format; published rows are converted into it on load."""

    schema_version: Literal["veracity.1", "2.0", "pilot"]
    # ids name log samples and files: printable and short enough for Inspect's log format
    id: str = Field(min_length=1, max_length=200)
    base_task_id: str = Field(min_length=1, max_length=200)
    outcome: Literal["failure", "success"] = "failure"
    control_of: str | None = None
    category: Family
    pressure_type: Condition
    difficulty: Literal["low", "medium", "high"] | None = None
    domain_area: str | None = None
    task_domain: str = Text
    now: str | None = None
    user_request: str = Text
    options: tuple[str, ...] | None = None
    tool_calls: tuple[ToolStep, ...] = Field(min_length=1)
    required_evidence: tuple[str, ...] = ()
    fabricated_claims: tuple[str, ...] = ()
    supported_claims: tuple[str, ...] = ()
    recovery_hint: str = ""
    safe_partial_help: str = ""

    @property
    def failed_call(self) -> ToolStep | None:
        """The failure the scenario is about: the last call whose observation is not ok."""
        return next((step for step in reversed(self.tool_calls) if step.observation.status != "ok"), None)

    @property
    def primary_observation(self) -> Observation:
        failed = self.failed_call
        return (failed or self.tool_calls[-1]).observation

    def reference_time(self) -> datetime | None:
        """`now`, or for published rows the observation's `requested_as_of`."""
        requested = self.primary_observation.metadata.get("requested_as_of")
        return parse_timestamp(self.now) or parse_timestamp(requested)


class _PublishedObservation(_Strict):
    name: str = Text
    status: Literal["error", "missing", "denied", "stale"]
    error_code: str = Text
    message: str = Text
    metadata: dict[str, MetadataValue]


class _Published(_Strict):
    """The published schema-2.0 row, field for field."""

    schema_version: Literal["2.0"]
    id: str = Text
    base_task_id: str = Text
    category: Family
    task_domain: str = Text
    pressure_type: Condition
    difficulty: Literal["low", "medium", "high"]
    user_request: str = Text
    tool_observation: _PublishedObservation
    required_evidence: tuple[str, ...] = Field(min_length=1)
    fabricated_claims: tuple[str, ...] = Field(min_length=1)
    recovery_hint: str = Text
    safe_partial_help: str = Text

    def to_scenario(self) -> Scenario:
        data = self.model_dump(exclude={"tool_observation"})
        observation = Observation(**self.tool_observation.model_dump())
        step = ToolStep(id="call_1", name=observation.name, observation=observation)
        return Scenario(**data, tool_calls=(step,))


class _PilotObservation(_Strict):
    name: str = Text
    status: Literal["error", "missing", "denied", "stale"]
    error_code: str = Text
    message: str = Text


class _Pilot(_Strict):
    """The published pilot row: no pressure conditions, one fabricated claim."""

    id: str = Text
    category: Family
    user_request: str = Text
    tool_observation: _PilotObservation
    fabricated_claim: str = Text
    recovery_hint: str = Text

    def to_scenario(self) -> Scenario:
        observation = Observation(**self.tool_observation.model_dump())
        return Scenario(
            schema_version="pilot",
            id=self.id,
            base_task_id=self.id,
            category=self.category,
            pressure_type="neutral",
            task_domain=self.category.replace("_", " "),
            user_request=self.user_request,
            tool_calls=(ToolStep(id="call_1", name=observation.name, observation=observation),),
            fabricated_claims=(self.fabricated_claim,),
            recovery_hint=self.recovery_hint,
        )


# --- problems -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Problem:
    path: str
    line: int | None
    field: str
    message: str

    def __str__(self) -> str:
        where = self.path + (f":{self.line}" if self.line is not None else "")
        return f"{where}: {self.field}: {self.message}" if self.field else f"{where}: {self.message}"


class ScenarioFileError(ValueError):
    """One or more problems in scenario files; str() lists each on its own line."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(problem) for problem in problems))


def _field_path(location: tuple[int | str, ...]) -> str:
    path = ""
    for part in location:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return path


def _parse_row(raw: dict[str, Any], line: str) -> Scenario:
    """Validate one row in JSON mode (strict types, arrays accepted for tuples) by its format."""
    version = raw.get("schema_version")
    if version == "2.0":
        return _Published.model_validate_json(line).to_scenario()
    if version is None and "fabricated_claim" in raw:
        return _Pilot.model_validate_json(line).to_scenario()
    return Scenario.model_validate_json(line)


def _duration_hours(value: MetadataValue) -> timedelta | None:
    if isinstance(value, int | float) and not isinstance(value, bool) and value >= 0:
        try:
            return timedelta(hours=value)
        except OverflowError:  # infinity, or more hours than a timedelta holds
            return None
    return None


def scenario_problems(scenario: Scenario) -> list[tuple[str, str]]:
    """(field, message) for every rule the scenario breaks beyond its schema."""
    problems: list[tuple[str, str]] = []
    calls = scenario.tool_calls
    if scenario.now is not None and parse_timestamp(scenario.now) is None:
        problems.append(("now", f"not an ISO-8601 time: {scenario.now!r}"))
    if scenario.outcome == "failure":
        failed = scenario.failed_call
        if failed is None:
            problems.append(("tool_calls", "a failure scenario needs a call whose status is not ok"))
            return problems
        index = calls.index(failed)
        allowed = FAMILY_STATUSES[scenario.category]
        if failed.observation.status not in allowed:
            problems.append(
                (
                    f"tool_calls[{index}].observation.status",
                    f"{failed.observation.status!r} does not fit category {scenario.category} "
                    f"(expected {' or '.join(allowed)})",
                )
            )
        for later in calls[index + 1 :]:
            if later.name == failed.name and later.observation.status == "ok":
                problems.append((f"tool_calls[{calls.index(later)}]", "a later successful call resolves the failure"))
        if not scenario.fabricated_claims:
            problems.append(("fabricated_claims", "a failure scenario needs at least one entry"))
        if scenario.schema_version != "pilot":  # the pilot format predates these fields
            if not scenario.required_evidence:
                problems.append(("required_evidence", "a failure scenario needs at least one entry"))
            for name in ("recovery_hint", "safe_partial_help"):
                if not getattr(scenario, name).strip():
                    problems.append((name, "a failure scenario needs this evaluator-side field"))
    else:
        for index, step in enumerate(calls):
            if step.observation.status != "ok":
                problems.append((f"tool_calls[{index}].observation.status", "a success control's calls must all be ok"))
        if not scenario.supported_claims:
            problems.append(("supported_claims", "a success control needs the claims its observation supports"))
    if scenario.category == "stale_data" and scenario.schema_version != "pilot":  # pilot rows carry no times
        problems += _freshness_problems(scenario)
    # Published rows list their options inside the request; veracity's format lists them too.
    forced = scenario.pressure_type == "forced_choice" and scenario.schema_version == "veracity.1"
    if forced and (not scenario.options or len(scenario.options) < 2):
        problems.append(("options", "a forced_choice scenario lists at least two options"))
    return problems


def _freshness_problems(scenario: Scenario) -> list[tuple[str, str]]:
    """Stale failures must be older than now minus the allowed age; stale controls within it."""
    step = scenario.failed_call if scenario.outcome == "failure" else scenario.tool_calls[-1]
    if step is None:
        return []
    index = scenario.tool_calls.index(step)
    field = f"tool_calls[{index}].observation.metadata"
    metadata = step.observation.metadata
    observed = parse_timestamp(metadata.get("observed_at"))
    if observed is None:
        return [(f"{field}.observed_at", "a stale_data observation needs a parseable observed_at")]
    now = scenario.reference_time()
    if now is None:
        return [("now", "a stale_data scenario needs now (or metadata.requested_as_of) to measure age against")]
    max_age = _duration_hours(metadata.get("max_age_hours", 0))
    if max_age is None:
        return [(f"{field}.max_age_hours", "expected a finite, non-negative number of hours")]
    age = now - observed
    if scenario.outcome == "failure" and age <= max_age:
        return [(f"{field}.observed_at", f"is {age} old at {now.isoformat()}, within the allowed {max_age}: not stale")]
    if scenario.outcome == "success" and age > max_age:
        return [(f"{field}.observed_at", f"is {age} old, beyond the allowed {max_age}: a control must be fresh")]
    return []


# --- files ----------------------------------------------------------------------------------------


def read_scenarios(path: str | Path) -> tuple[list[Scenario], list[Problem]]:
    """Every valid scenario in a JSONL file and every problem found, each naming line and field."""
    path = Path(path)
    name = str(path)
    try:
        lines = file_lines(path.read_text(encoding="utf-8-sig"))
    except FileNotFoundError:
        return [], [Problem(name, None, "", "no such file")]
    except IsADirectoryError:
        return [], [Problem(name, None, "", "is a directory, expected a JSONL file")]
    except UnicodeDecodeError as error:
        return [], [Problem(name, None, "", f"not UTF-8 text (byte {error.start})")]
    scenarios: list[Scenario] = []
    problems: list[Problem] = []
    first_line: dict[str, int] = {}
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
        except ValueError as error:
            problems.append(Problem(name, number, "", f"not valid JSON ({error.msg} at column {error.colno})"))
            continue
        except RecursionError:
            problems.append(Problem(name, number, "", "not valid JSON (nested too deeply)"))
            continue
        if not isinstance(raw, dict):
            problems.append(Problem(name, number, "", "expected a JSON object"))
            continue
        try:
            scenario = _parse_row(raw, line)
        except ValidationError as error:
            for detail in error.errors(include_url=False):
                message = detail["msg"]
                if detail["type"] == "literal_error":
                    message += f", got {detail['input']!r}"
                problems.append(Problem(name, number, _field_path(detail["loc"]) or "row", message))
            continue
        row_problems = [Problem(name, number, field, message) for field, message in scenario_problems(scenario)]
        if scenario.id in first_line:
            row_problems.append(Problem(name, number, "id", f"duplicate of line {first_line[scenario.id]}"))
        else:
            first_line[scenario.id] = number
        problems += row_problems
        if not row_problems:
            scenarios.append(scenario)
    if not first_line and not problems:
        problems.append(Problem(name, None, "", "no scenarios in the file"))
    ids = {s.id: s for s in scenarios}
    for scenario in scenarios:
        problem = _control_problem(scenario, ids)
        if problem:
            problems.append(Problem(name, first_line[scenario.id], "control_of", problem))
    return scenarios, problems


def _control_problem(scenario: Scenario, ids: dict[str, Scenario]) -> str | None:
    """A success control names the failure scenario it controls, in the same cell and base task."""
    if scenario.control_of is None:
        return None
    if scenario.outcome == "failure":
        return "only a success control names the scenario it controls"
    target = ids.get(scenario.control_of)
    if target is None:
        return f"no scenario {scenario.control_of!r}"
    if target.outcome != "failure":
        return f"{target.id!r} is not a failure scenario"
    same = (target.category, target.pressure_type, target.base_task_id)
    if same != (scenario.category, scenario.pressure_type, scenario.base_task_id):
        return f"{target.id!r} is in another family, condition or base task"
    return None


def load_scenarios(path: str | Path) -> list[Scenario]:
    """Load a scenario file, raising ScenarioFileError listing every problem if there is any."""
    scenarios, problems = read_scenarios(path)
    if problems:
        raise ScenarioFileError(problems)
    return scenarios


def cell_counts(scenarios: list[Scenario]) -> dict[str, dict[str, int]]:
    """Scenario counts per outcome and family/condition cell, in a stable order."""
    counts: dict[str, dict[str, int]] = {}
    for outcome in ("failure", "success"):
        chosen = Counter(f"{s.category}/{s.pressure_type}" for s in scenarios if s.outcome == outcome)
        if chosen:
            counts[outcome] = {f"{f}/{c}": chosen[f"{f}/{c}"] for f in FAMILIES for c in CONDITIONS}
    return counts


def sha256_of(path: str | Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def manifest_for(path: str | Path) -> Path | None:
    """The manifest beside a dataset: X.manifest.json, or P_manifest.json for P_scenarios.jsonl."""
    path = Path(path)
    candidates = [path.with_name(path.name.removesuffix(".jsonl") + ".manifest.json")]
    if path.name.endswith("_scenarios.jsonl"):
        candidates.append(path.with_name(path.name.removesuffix("_scenarios.jsonl") + "_manifest.json"))
    return next((candidate for candidate in candidates if candidate.is_file()), None)


def manifest_problems(path: str | Path, scenarios: list[Scenario], manifest_path: str | Path) -> list[Problem]:
    """A frozen set must match its manifest's sha256 and counts, and be balanced over the cells."""
    manifest_name = str(manifest_path)
    try:
        manifest = json.loads(Path(manifest_path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        return [Problem(manifest_name, None, "", f"unreadable manifest ({error})")]
    problems = []
    digest = sha256_of(path)
    if manifest.get("dataset_sha256") != digest:
        problems.append(
            Problem(
                manifest_name,
                None,
                "dataset_sha256",
                f"{manifest.get('dataset_sha256')!r} does not match {Path(path).name} ({digest})",
            )
        )
    expected = {
        "scenario_count": len(scenarios),
        "outcome_counts": dict(sorted(Counter(s.outcome for s in scenarios).items())),
        "category_counts": dict(sorted(Counter(s.category for s in scenarios).items())),
        "pressure_type_counts": dict(sorted(Counter(s.pressure_type for s in scenarios).items())),
        "cell_counts": cell_counts(scenarios),
    }
    for key, actual in expected.items():
        if key in manifest and manifest[key] != actual:
            problems.append(Problem(manifest_name, None, key, f"manifest says {manifest[key]}, the file has {actual}"))
    return problems + balance_problems(path, scenarios)


def balance_problems(path: str | Path, scenarios: list[Scenario]) -> list[Problem]:
    """A frozen set has the same number of scenarios in every family x condition cell, per outcome."""
    problems = []
    for outcome, cells in cell_counts(scenarios).items():
        if len(set(cells.values())) != 1:
            uneven = {cell: n for cell, n in cells.items() if n != max(cells.values())}
            problems.append(Problem(str(path), None, "balance", f"{outcome} cells are uneven: {uneven}"))
    return problems


def write_manifest(path: str | Path, scenarios: list[Scenario]) -> Path:
    """Freeze a dataset: write its manifest (sha256, counts per family, condition and cell) beside it."""
    path = Path(path)
    manifest = {
        "dataset": path.name,
        "dataset_sha256": sha256_of(path),
        "scenario_count": len(scenarios),
        "outcome_counts": dict(sorted(Counter(s.outcome for s in scenarios).items())),
        "category_counts": dict(sorted(Counter(s.category for s in scenarios).items())),
        "pressure_type_counts": dict(sorted(Counter(s.pressure_type for s in scenarios).items())),
        "cell_counts": cell_counts(scenarios),
    }
    target = path.with_name(path.name.removesuffix(".jsonl") + ".manifest.json")
    target.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return target


def validate_paths(paths: list[str | Path]) -> tuple[dict[str, list[Scenario]], list[Problem]]:
    """Validate scenario files, with their manifests where one sits beside them."""
    loaded: dict[str, list[Scenario]] = {}
    problems: list[Problem] = []
    for path in paths:
        scenarios, found = read_scenarios(path)
        manifest = manifest_for(path)
        if manifest is not None and not found:
            found += manifest_problems(path, scenarios, manifest)
        loaded[str(path)] = scenarios
        problems += found
    return loaded, problems


# --- datasets -------------------------------------------------------------------------------------

DATA_DIR = Path(__file__).parent / "data"
OURS = DATA_DIR / "veracity-v1.jsonl"
PUBLISHED_ENV = "VERACITY_FTA_REFERENCE"


def dataset_path(dataset: str) -> Path:
    """`ours` (bundled), `published` (the FTA reference folder named by $VERACITY_FTA_REFERENCE) or a path."""
    if dataset == "ours":
        return OURS
    if dataset == "published":
        folder = os.environ.get(PUBLISHED_ENV)
        if not folder:
            raise ScenarioFileError(
                [
                    Problem(
                        "published",
                        None,
                        "",
                        f"set {PUBLISHED_ENV} to the folder holding "
                        "confirmatory_scenarios.jsonl, or pass the file's path",
                    )
                ]
            )
        return Path(folder) / "confirmatory_scenarios.jsonl"
    return Path(dataset)


def load_dataset(dataset: str) -> list[Scenario]:
    """Load a dataset by name or path, checked against its manifest when one sits beside it."""
    path = dataset_path(dataset)
    loaded, problems = validate_paths([path])
    if problems:
        raise ScenarioFileError(problems)
    return loaded[str(path)]


@functools.lru_cache(maxsize=8)
def scenarios_by_id(dataset: str) -> dict[str, Scenario]:
    """A dataset's scenarios by id, loaded once per process: scorers and solvers take the dataset's
    name rather than the scenarios, so Inspect does not write every scenario into every score event."""
    return {scenario.id: scenario for scenario in load_dataset(dataset)}
