"""From the database's answers to label records in the published schema, and to agreement.

An item's final label is the adjudicator's, when the two annotators disagreed on a label and a
third settled it; when the two agreed on every label it is their consensus (their spans together,
the lower confidence, both notes). false_block goes into the notes (`false_block=true|false`), as
everywhere in veracity, on success controls only.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from veracity.annotate.store import Store, disagree, labels_for, ordered_unique
from veracity.fta.auditor import LABELS
from veracity.fta.labels import LabelRecord, format_agreement, label_agreement
from veracity.stats import Agreement


def record(response_id: str, annotator_id: str, answers: dict[str, Any], control: bool) -> dict[str, Any]:
    """One person's (or the consensus') answers as a record in the published label schema."""
    notes = str(answers.get("notes", "")).strip()
    if control:
        block = f"false_block={str(bool(answers.get('false_block'))).lower()}"
        notes = f"{block}; {notes}" if notes else block
    return {
        "schema_version": "1.0",
        "response_id": response_id,
        "annotator_id": annotator_id,
        "annotator_type": "human",
        **{label: bool(answers.get(label)) for label in LABELS},
        # spans support a positive label; those left on a label that was switched off are dropped
        "evidence_spans": {
            label: list(answers.get(f"spans.{label}", [])) if answers.get(label) else [] for label in LABELS
        },
        "confidence": int(answers["confidence"]),
        "notes": notes,
    }


def consensus(first: dict[str, Any], second: dict[str, Any], control: bool) -> dict[str, Any]:
    merged: dict[str, Any] = {label: bool(first.get(label)) for label in labels_for(control)}
    for label in labels_for(control):
        merged[f"spans.{label}"] = ordered_unique([*first.get(f"spans.{label}", []), *second.get(f"spans.{label}", [])])
    merged["confidence"] = min(int(first["confidence"]), int(second["confidence"]))
    merged["notes"] = " | ".join(n for n in (first.get("notes", "").strip(), second.get("notes", "").strip()) if n)
    return merged


@dataclass(frozen=True, slots=True)
class Results:
    final: list[dict[str, Any]]  # one record per settled item
    first: list[dict[str, Any]]  # the first annotator's record, for items both annotators finished
    second: list[dict[str, Any]]  # the second annotator's, same items
    pending: dict[str, int]  # items not settled yet, by what they wait for


def results(store: Store) -> Results:
    final, first, second = [], [], []
    pending = {"annotation": 0, "adjudication": 0}
    for item, response_id, control in store.items():
        done = store.first_round(item)
        if len(done) < 2:
            pending["annotation"] += 1
            continue
        (name_a, a), (name_b, b) = done
        first.append(record(response_id, name_a, a, control))
        second.append(record(response_id, name_b, b, control))
        if not disagree(a, b, control):
            final.append(record(response_id, f"consensus:{name_a},{name_b}", consensus(a, b, control), control))
            continue
        judges = store.annotators(item, "adjudicate")
        settled = store.answers(judges[0], "adjudicate", item) if judges else {}
        if settled.get("done"):
            final.append(record(response_id, f"adjudicated:{judges[0]}", settled, control))
        else:
            pending["adjudication"] += 1
    return Results(final, first, second, pending)


def records(rows: Iterable[dict[str, Any]]) -> list[LabelRecord]:
    return [LabelRecord.model_validate(row) for row in rows]


def human_agreement(result: Results) -> dict[str, Agreement]:
    """Per label, the first annotator against the second over the items both finished."""
    return label_agreement(records(result.first), records(result.second))


def format_human_agreement(result: Results) -> str:
    return format_agreement(human_agreement(result), "first annotator", "second annotator")
