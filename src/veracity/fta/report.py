"""`veracity fta report`: the paper's tables from Inspect logs, with scenario-clustered intervals.

Every rate is computed over responses and bootstrapped over scenarios (a scenario's epochs and
its policies' replies are correlated; scenarios are the unit that was sampled). Differences between
policies (contract minus baseline) are paired: the same resampled scenarios for both arms.
Logs of interrupted runs that a later run completed are skipped, so no sample counts twice.
"""

from __future__ import annotations

import csv
import io
import json
import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from veracity.fta.auditor import ALL_LABELS, AUDITOR_VERSION, LABELS, audit
from veracity.fta.labels import LabelRecord, format_agreement, label_agreement, read_label_records
from veracity.fta.scenarios import scenarios_by_id
from veracity.htmlreport import nan_to_null, page, png, pyplot
from veracity.stats import Agreement, Estimate, clustered_rate, paired_difference

POLICY_ORDER = ("baseline", "transparency", "contract", "contract+gate")
# The paper's measures: each label's rate over the failure scenarios, and false block over the controls.
MEASURES = (
    ("false_success", "failure", "false success"),
    ("fabricated_details", "failure", "fabricated detail"),
    ("useful_response", "failure", "useful"),
    ("limitation_disclosed", "failure", "disclosure"),
    ("recovery_action", "failure", "recovery"),
    ("over_refusal", "failure", "over-refusal"),
    ("false_block", "success", "false block"),
)


@dataclass(frozen=True, slots=True)
class Row:
    """One labelled response."""

    model: str
    policy: str
    scenario_id: str
    family: str
    condition: str
    outcome: str
    epoch: int
    labels: dict[str, bool]
    response: str = field(default="", repr=False)  # the labelled reply, as scored
    dataset: str = "ours"  # the scenario set the run used (a name or the path the run was given)

    @property
    def key(self) -> str:
        """The response's id in label records (human annotation, exports): model column, policy,
        scenario and epoch, the same fields that make a response count once."""
        return f"{self.model}|{self.policy}|{self.scenario_id}|{self.epoch}"


@dataclass(frozen=True, slots=True)
class Labelled:
    rows: list[Row]
    labelers: list[str]
    skipped_logs: list[str]  # superseded by a resumed run of the same task
    unreadable: list[str]  # "path: why" for files that are not FTA logs Inspect can read
    duplicates: int  # responses already counted from another log (the same run named twice, or rerun)
    agreement: tuple[Comparison, ...] = ()  # with human labels, when the report was given them


@dataclass(frozen=True, slots=True)
class Comparison:
    """Raw agreement and Cohen's kappa per label between two labelers, over the responses both labelled."""

    first: str
    second: str
    table: dict[str, Agreement]


def _latest_logs(paths: Sequence[str | Path]) -> tuple[list[Any], list[str], list[str]]:
    """Every finished-or-latest FTA log under the paths; a log superseded by a later run of the
    same task (a resumed eval set) is skipped and named, and so is a file Inspect cannot read."""
    from inspect_ai.log import list_eval_logs, read_eval_log

    names: dict[str, None] = {}
    for path in paths:
        path = Path(path)
        if path.is_file():
            names["file://" + str(path.resolve())] = None  # the form list_eval_logs names files in
        elif path.is_dir():
            names.update(dict.fromkeys(info.name for info in list_eval_logs(str(path.resolve()))))
    by_task: dict[tuple[str, str], list[Any]] = defaultdict(list)
    unreadable = []
    for name in names:
        try:
            log = read_eval_log(name)
        except Exception as error:  # a truncated, foreign or corrupt file: name it, report the rest
            first_line = next(iter(str(error).strip().splitlines()), "")
            unreadable.append(f"{name.removeprefix('file://')}: {type(error).__name__}: {first_line}")
            continue
        if log.eval.task.split("/")[-1] != "fta":
            continue
        by_task[(log.eval.task_id, log.eval.model)].append(log)
    kept, skipped = [], []
    for logs in by_task.values():
        logs.sort(key=lambda log: (log.status == "success", log.stats.started_at or ""))
        kept.append(logs[-1])
        skipped += [log.location for log in logs[:-1]]
    return kept, skipped, unreadable


def _variant(log: Any) -> tuple[str, str, str]:
    """What besides model and policy changes the replies: rendering mode, dataset and prompt set."""
    args = log.eval.task_args or {}
    meta = log.eval.metadata or {}
    return (
        str(meta.get("mode", args.get("mode", "fta-prompt"))),
        str(args.get("dataset", "ours")),
        str(meta.get("prompt_version", "")),
    )


def load_rows(
    paths: Sequence[str | Path], labeler: str = "auditor", human_labels: str | Path | None = None
) -> Labelled:
    """Labelled responses from FTA logs. Labels come from the log's scorer for that labeler; replies
    in logs without them are labelled now by the auditor (and the labeler list says so). With
    `human_labels` (an annotation database or a JSONL of label records whose response ids are the
    rows' keys), the result also holds the labeler's agreement with people (see `human_comparisons`).

    Runs that differ in mode, dataset or prompt set are never pooled: their model column names the
    difference. A response met twice (same model column, policy, scenario and epoch) counts once."""
    for path in paths:
        if not Path(path).exists():
            raise FileNotFoundError(f"{path}: no such file or folder")
    logs, skipped, unreadable = _latest_logs(paths)
    variants = {_variant(log) for log in logs}
    varying = [i for i in range(3) if len({v[i] for v in variants}) > 1]
    scorer = "fta_labels" if labeler == "auditor" else "fta_judge"
    rows: list[Row] = []
    seen: set[tuple[str, str, str, int]] = set()
    duplicates = 0
    labelers: set[str] = set()
    for log in logs:
        variant = _variant(log)
        model = log.eval.model + (f" [{', '.join(variant[i] for i in varying)}]" if varying else "")
        for sample in log.samples or []:
            meta = sample.metadata or {}
            if sample.error or not meta.get("scenario_id"):
                continue
            policy = str(meta.get("policy") or (log.eval.task_args or {}).get("policy", "?"))
            key = (model, policy, str(meta["scenario_id"]), sample.epoch)
            if key in seen:
                duplicates += 1
                continue
            score = (sample.scores or {}).get(scorer)
            if score is not None and isinstance(score.value, dict):
                labels = {label: bool(score.value.get(label)) for label in ALL_LABELS}
                labelers.add(str((score.metadata or {}).get("labeler", scorer)))
            elif labeler == "auditor":
                scenarios = scenarios_by_id(str(meta.get("dataset", "ours")))
                labels = audit(scenarios[meta["scenario_id"]], sample.output.completion).labels
                labelers.add(f"{AUDITOR_VERSION} (labelled at report time)")
            else:
                continue
            seen.add(key)
            rows.append(
                Row(
                    model=model,
                    policy=policy,
                    scenario_id=meta["scenario_id"],
                    family=meta["family"],
                    condition=meta["condition"],
                    outcome=meta["outcome"],
                    epoch=sample.epoch,
                    labels=labels,
                    response=sample.output.completion,
                    dataset=str(meta.get("dataset", "ours")),
                )
            )
    names = sorted(labelers)
    agreement = () if human_labels is None else tuple(human_comparisons(rows, human_labels, ", ".join(names)))
    return Labelled(rows, names, skipped, unreadable, duplicates, agreement)


def labeler_records(rows: Iterable[Row], labeler: str) -> list[LabelRecord]:
    """The rows' labels as label records keyed like human labels (false_block on controls only)."""
    records = []
    for row in rows:
        notes = f"false_block={str(row.labels['false_block']).lower()}" if row.outcome == "success" else ""
        records.append(
            LabelRecord(
                schema_version="1.0",
                response_id=row.key,
                annotator_id=labeler,
                annotator_type="model",
                **{label: row.labels[label] for label in LABELS},
                evidence_spans={label: [] for label in LABELS},
                confidence=2,
                notes=notes,
            )
        )
    return records


def human_comparisons(rows: Sequence[Row], human_labels: str | Path, labeler: str) -> list[Comparison]:
    """The rows' labeler (named `labeler`) against people's final labels and, from an annotation
    database, the first annotator against the second. Raises ValueError naming the file when
    nothing matches."""
    from veracity.annotate.results import human_agreement, records, results
    from veracity.annotate.store import Store, is_database

    path = Path(human_labels)
    if is_database(path):
        store = Store(path)
        try:
            found = results(store)
        finally:
            store.close()
        final = records(found.final)
        people = [Comparison("first annotator", "second annotator", human_agreement(found))]
    else:
        final, people = read_label_records(path), []
    if not final and people:
        return people  # nothing settled yet: the annotators' agreement so far
    keys = {row.key for row in rows}
    matched = [record for record in final if record.response_id in keys]
    if not matched:
        raise ValueError(
            f"{path}: none of its {len(final)} final label(s) names a response in these logs "
            "(response ids are 'model|policy|scenario_id|epoch', as `veracity annotate export` writes them)"
        )
    ours = labeler_records((row for row in rows if row.key in {r.response_id for r in matched}), labeler)
    return [Comparison(labeler, "people (final labels)", label_agreement(ours, matched)), *people]


@dataclass(frozen=True, slots=True)
class Cell:
    model: str
    policy: str
    measure: str
    group: str  # "all", a family or a condition
    estimate: Estimate


def _rate(rows: Iterable[Row], label: str, resamples: int, seed: int) -> Estimate:
    chosen = list(rows)
    return clustered_rate(
        [float(r.labels[label]) for r in chosen], [r.scenario_id for r in chosen], resamples=resamples, seed=seed
    )


def _policies(rows: Sequence[Row]) -> list[str]:
    present = {row.policy for row in rows}
    return [p for p in POLICY_ORDER if p in present] + sorted(present - set(POLICY_ORDER))


def tables(rows: Sequence[Row], resamples: int = 10_000, seed: int = 20261130) -> dict[str, Any]:
    """All the report's numbers: measures per model and policy, per family and condition, deltas."""
    models = sorted({row.model for row in rows})
    cells: list[Cell] = []
    for model in models:
        for policy in _policies(rows):
            mine = [r for r in rows if r.model == model and r.policy == policy]
            for label, outcome, name in MEASURES:
                scoped = [r for r in mine if r.outcome == outcome]
                if scoped:
                    cells.append(Cell(model, policy, name, "all", _rate(scoped, label, resamples, seed)))
            failures = [r for r in mine if r.outcome == "failure"]
            for key in ("condition", "family"):
                for group in sorted({getattr(r, key) for r in failures}):
                    scoped = [r for r in failures if getattr(r, key) == group]
                    cells.append(
                        Cell(
                            model,
                            policy,
                            "false success",
                            f"{key}:{group}",
                            _rate(scoped, "false_success", resamples, seed),
                        )
                    )
    deltas = []
    for model in models:
        for arm in ("contract", "contract+gate", "transparency"):
            for label, name in (("false_success", "false success"), ("fabricated_details", "fabricated detail")):
                a = [r for r in rows if r.model == model and r.policy == arm and r.outcome == "failure"]
                b = [r for r in rows if r.model == model and r.policy == "baseline" and r.outcome == "failure"]
                if a and b:
                    estimate = paired_difference(
                        [float(r.labels[label]) for r in a],
                        [r.scenario_id for r in a],
                        [float(r.labels[label]) for r in b],
                        [r.scenario_id for r in b],
                        resamples=resamples,
                        seed=seed,
                    )
                    deltas.append(
                        {"model": model, "contrast": f"{arm} - baseline", "measure": name, **estimate.as_dict()}
                    )
    return {"cells": cells, "deltas": deltas, "models": models, "policies": _policies(rows)}


def _fmt(estimate: Estimate) -> str:
    return f"{100 * estimate.value:5.1f} {_ci(estimate.low, estimate.high, '4.1f')}"


def _ci(low: float, high: float, spec: str) -> str:
    """A CI in percent; n/a where there is none (fewer than two scenarios to resample)."""
    if math.isnan(low) or math.isnan(high):
        return "[n/a]"
    return f"[{100 * low:{spec}}, {100 * high:{spec}}]"


def _finite(value: float) -> float:
    return 0.0 if math.isnan(value) else value


def print_tables(result: dict[str, Any], labelled: Labelled, out: TextIO) -> None:
    cells: list[Cell] = result["cells"]
    names = [name for _, _, name in MEASURES]
    lookup = {(c.model, c.policy, c.measure, c.group): c.estimate for c in cells}
    out.write(
        f"Labels: {', '.join(labelled.labelers) or 'none'}. Rates in % with scenario-clustered 95% CIs;\n"
        "false block is over success controls, every other measure over failure scenarios.\n"
    )
    for model in result["models"]:
        out.write(f"\n{model}\n")
        header = f"{'policy':14}" + "".join(f"{name:>21}" for name in names)
        out.write(header + "\n" + "-" * len(header) + "\n")
        for policy in result["policies"]:
            values = [lookup.get((model, policy, name, "all")) for name in names]
            out.write(f"{policy:14}" + "".join(f"{_fmt(v) if v else '-':>21}" for v in values) + "\n")
        for key in ("condition", "family"):
            groups = sorted({c.group for c in cells if c.model == model and c.group.startswith(key + ":")})
            if not groups:
                continue
            columns = "".join(f"{p:>15}" for p in result["policies"])
            out.write(f"\nfalse success by {key} (%)\n{key:22}{columns}\n")
            for group in groups:
                row = [lookup.get((model, p, "false success", group)) for p in result["policies"]]
                out.write(
                    f"{group.split(':', 1)[1]:22}"
                    + "".join(f"{100 * v.value:15.1f}" if v else f"{'-':>15}" for v in row)
                    + "\n"
                )
    if result["deltas"]:
        out.write("\npaired differences, percentage points (scenario bootstrap 95% CI)\n")
        for delta in result["deltas"]:
            out.write(
                f"  {delta['model']:24} {delta['contrast']:26} {delta['measure']:18} "
                f"{100 * delta['value']:+6.1f} {_ci(delta['low'], delta['high'], '+.1f')} "
                f"over {delta['clusters']} scenarios\n"
            )
    if labelled.skipped_logs:
        out.write(f"\n(skipped {len(labelled.skipped_logs)} log(s) superseded by a resumed run)\n")
    if labelled.duplicates:
        out.write(f"(counted once: {labelled.duplicates} response(s) found in more than one log)\n")
    for problem in labelled.unreadable:
        out.write(f"(skipped, not a readable Inspect log: {problem})\n")
    for comparison in labelled.agreement:
        out.write("\n" + format_agreement(comparison.table, comparison.first, comparison.second) + "\n")


def write_outputs(result: dict[str, Any], labelled: Labelled, folder: Path) -> list[Path]:
    """report.csv (long form), report.json and report.html (self-contained, plots inline)."""
    folder.mkdir(parents=True, exist_ok=True)
    cells: list[Cell] = result["cells"]
    csv_path = folder / "report.csv"
    with csv_path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["model", "policy", "measure", "group", "value", "low", "high", "n", "clusters"])
        for c in cells:
            e = c.estimate
            writer.writerow([c.model, c.policy, c.measure, c.group, e.value, e.low, e.high, e.n, e.clusters])
        for d in result["deltas"]:
            writer.writerow(
                [
                    d["model"],
                    d["contrast"],
                    d["measure"],
                    "delta",
                    d["value"],
                    d["low"],
                    d["high"],
                    d["n"],
                    d["clusters"],
                ]
            )
    json_path = folder / "report.json"
    json_path.write_text(
        json.dumps(
            nan_to_null(
                {
                    "labelers": labelled.labelers,
                    "responses": len(labelled.rows),
                    "cells": [
                        {
                            "model": c.model,
                            "policy": c.policy,
                            "measure": c.measure,
                            "group": c.group,
                            **c.estimate.as_dict(),
                        }
                        for c in cells
                    ],
                    "deltas": result["deltas"],
                    "skipped_logs": labelled.skipped_logs,
                    "unreadable_logs": labelled.unreadable,
                    "duplicate_responses": labelled.duplicates,
                    "agreement": [
                        {
                            "first": c.first,
                            "second": c.second,
                            "labels": {label: a.as_dict() for label, a in c.table.items()},
                        }
                        for c in labelled.agreement
                    ],
                }
            ),
            indent=2,
            allow_nan=False,
        ),
        encoding="utf-8",
    )
    html_path = folder / "report.html"
    html_path.write_text(_html(result, labelled), encoding="utf-8")
    return [html_path, csv_path, json_path]


def _plots(result: dict[str, Any]) -> list[tuple[str, str]]:
    plt = pyplot()
    cells: list[Cell] = result["cells"]
    policies = result["policies"]
    images = []
    for model in result["models"]:
        figure, axes = plt.subplots(1, len(MEASURES), figsize=(2.3 * len(MEASURES), 3.2), sharey=True)
        for axis, (_, _, name) in zip(axes, MEASURES, strict=True):
            values = [
                next(
                    (c.estimate for c in cells if (c.model, c.policy, c.measure, c.group) == (model, p, name, "all")),
                    None,
                )
                for p in policies
            ]
            heights = [100 * v.value if v else 0 for v in values]
            errors = [
                [_finite(100 * (v.value - v.low)) if v else 0 for v in values],
                [_finite(100 * (v.high - v.value)) if v else 0 for v in values],
            ]
            axis.bar(range(len(policies)), heights, yerr=errors, capsize=3, color="#4c72b0")
            axis.set_title(name, fontsize=9)
            axis.set_xticks(range(len(policies)), policies, rotation=45, ha="right", fontsize=8)
        axes[0].set_ylabel("% of responses")
        figure.suptitle(model, fontsize=10, y=1.06)
        images.append((f"Measures by policy: {model}", png(figure)))
        plt.close(figure)
        groups = sorted({c.group for c in cells if c.model == model and c.group.startswith("condition:")})
        if groups:
            grid = [
                [
                    next(
                        (
                            100 * c.estimate.value
                            for c in cells
                            if (c.model, c.policy, c.measure, c.group) == (model, p, "false success", g)
                        ),
                        float("nan"),
                    )
                    for p in policies
                ]
                for g in groups
            ]
            figure, axis = plt.subplots(figsize=(1.4 * len(policies) + 2, 0.5 * len(groups) + 1.5))
            image = axis.imshow(grid, cmap="Reds", vmin=0, vmax=100, aspect="auto")
            axis.set_xticks(range(len(policies)), policies, rotation=30, ha="right")
            axis.set_yticks(range(len(groups)), [g.split(":", 1)[1] for g in groups])
            for i, row in enumerate(grid):
                for j, value in enumerate(row):
                    if value == value:
                        axis.text(j, i, f"{value:.0f}", ha="center", va="center", fontsize=8)
            figure.colorbar(image, label="false success %")
            images.append((f"False success by condition and policy: {model}", png(figure)))
            plt.close(figure)
    return images


def _html(result: dict[str, Any], labelled: Labelled) -> str:
    text = io.StringIO()
    print_tables(result, labelled, text)
    summary = f"{len(labelled.rows)} labelled responses. Labels: {', '.join(labelled.labelers) or 'none'}."
    return page("FTA report", summary, text.getvalue(), _plots(result))
