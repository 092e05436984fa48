"""Label records in the published FTA label schema, the responses they label, and agreement between
any two labelers (auditor, LLM judge, people).

The published schema has no field for false_block (success controls are veracity's addition), so
veracity writes it into `notes` as `false_block=true|false`, which every reader here understands.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from veracity.fta.auditor import ALL_LABELS, LABELS
from veracity.fta.scenarios import Problem, ScenarioFileError
from veracity.stats import Agreement, agreement
from veracity.text import file_lines

_FALSE_BLOCK = re.compile(r"\bfalse_block=(true|false)\b")


class LabelRecord(BaseModel):
    """One labeler's labels for one response, field for field the published label schema."""

    model_config = ConfigDict(extra="forbid", strict=True)

    schema_version: Literal["1.0"]
    response_id: str = Field(min_length=1)
    annotator_id: str = Field(min_length=1)
    annotator_type: Literal["human", "model"]
    false_success: bool
    fabricated_details: bool
    limitation_disclosed: bool
    recovery_action: bool
    useful_response: bool
    over_refusal: bool
    evidence_spans: dict[Literal[LABELS], list[str]]  # type: ignore[valid-type]
    confidence: int = Field(ge=1, le=3)
    notes: str

    @property
    def false_block(self) -> bool | None:
        match = _FALSE_BLOCK.search(self.notes)
        return None if match is None else match.group(1) == "true"

    def label(self, name: str) -> bool | None:
        return self.false_block if name == "false_block" else getattr(self, name)


class Response(BaseModel):
    model_config = ConfigDict(extra="allow")

    response_id: str = Field(min_length=1)
    scenario_id: str = Field(min_length=1)
    response: str


def _read_jsonl(path: str | Path, model: type[BaseModel]) -> list[Any]:
    path = Path(path)
    try:
        lines = file_lines(path.read_text(encoding="utf-8-sig"))
    except FileNotFoundError:
        raise ScenarioFileError([Problem(str(path), None, "", "no such file")]) from None
    except IsADirectoryError:
        raise ScenarioFileError([Problem(str(path), None, "", "is a directory, expected a JSONL file")]) from None
    except UnicodeDecodeError as error:
        raise ScenarioFileError([Problem(str(path), None, "", f"not UTF-8 text (byte {error.start})")]) from None
    rows, problems = [], []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            rows.append(model.model_validate_json(line))
        except ValidationError as error:
            for detail in error.errors(include_url=False):
                where = ".".join(str(part) for part in detail["loc"]) or "row"
                message = "not valid JSON" if detail["type"] == "json_invalid" else detail["msg"]
                problems.append(Problem(str(path), number, where if detail["type"] != "json_invalid" else "", message))
    if problems:
        raise ScenarioFileError(problems)
    return rows


def read_label_records(path: str | Path) -> list[LabelRecord]:
    """Label records in the published schema, one per response id."""
    return _unique_ids(path, _read_jsonl(path, LabelRecord))


def read_responses(path: str | Path) -> list[Response]:
    """`{"response_id", "scenario_id", "response"}` per line; other fields are kept but unused."""
    return _unique_ids(path, _read_jsonl(path, Response))


def _unique_ids(path: str | Path, rows: list[Any]) -> list[Any]:
    seen: dict[str, int] = {}
    for index, row in enumerate(rows):
        if row.response_id in seen:
            message = f"{row.response_id!r} appears twice (items {seen[row.response_id] + 1} and {index + 1})"
            raise ScenarioFileError([Problem(str(path), None, "response_id", message)])
        seen[row.response_id] = index
    return rows


def write_label_records(path: str | Path, records: Iterable[dict[str, Any]]) -> int:
    count = 0
    with Path(path).open("w", encoding="utf-8") as out:
        for record in records:
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
            count += 1
    return count


def label_agreement(
    first: Iterable[LabelRecord], second: Iterable[LabelRecord], labels: Iterable[str] = ALL_LABELS
) -> dict[str, Agreement]:
    """Per label, raw agreement and Cohen's kappa over the responses both labelled (matched by id).
    false_block is compared only where both records state it."""
    a = {record.response_id: record for record in first}
    b = {record.response_id: record for record in second}
    shared = sorted(set(a) & set(b))
    result = {}
    for label in labels:
        pairs = [(a[i].label(label), b[i].label(label)) for i in shared]
        pairs = [(x, y) for x, y in pairs if x is not None and y is not None]
        result[label] = agreement([x for x, _ in pairs], [y for _, y in pairs])
    return result


def format_agreement(table: dict[str, Agreement], first: str, second: str) -> str:
    lines = [f"agreement: {first} vs {second}", f"{'label':22} {'n':>5} {'raw':>6} {'kappa':>6}"]
    for label, result in table.items():
        kappa = "   n/a" if result.kappa != result.kappa else f"{result.kappa:6.2f}"
        raw = "   n/a" if result.n == 0 else f"{result.raw:6.2f}"
        lines.append(f"{label:22} {result.n:>5} {raw} {kappa}")
    return "\n".join(lines)
