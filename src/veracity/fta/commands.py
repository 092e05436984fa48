"""`veracity fta ...`: the FTA benchmark's scenarios (and, as they land, its runs and reports)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from veracity.cli import InputError, key_values


def positive_int(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected 1 or more, got {value}")
    return value


def _load(dataset: str) -> list[Any]:
    from veracity.fta.scenarios import ScenarioFileError, load_dataset

    try:
        return load_dataset(dataset)
    except ScenarioFileError as error:
        raise InputError(str(error)) from None


def cmd_validate(args: argparse.Namespace) -> int:
    from veracity.fta.scenarios import ScenarioFileError, dataset_path, manifest_for, validate_paths

    try:
        paths = [dataset_path(name) for name in args.paths]
    except ScenarioFileError as error:
        raise InputError(str(error)) from None
    loaded, problems = validate_paths(paths)
    for problem in problems:
        print(problem, file=sys.stderr)
    for path in paths:
        scenarios = loaded[str(path)]
        manifest = manifest_for(path)
        own = {str(path), str(manifest)}  # a manifest's problems are its data file's
        if not any(problem.path in own for problem in problems):
            formats = sorted({s.schema_version for s in scenarios})
            checked = f", matches {manifest.name}" if manifest else ""
            print(f"{path}: ok, {len(scenarios)} scenarios (format {', '.join(formats)}){checked}")
    return 1 if problems else 0


def cmd_freeze(args: argparse.Namespace) -> int:
    from veracity.fta.scenarios import (
        ScenarioFileError,
        balance_problems,
        load_scenarios,
        manifest_problems,
        write_manifest,
    )

    try:
        scenarios = load_scenarios(args.path)
    except ScenarioFileError as error:
        raise InputError(str(error)) from None
    uneven = balance_problems(args.path, scenarios)
    if uneven:  # validation rejects an unbalanced frozen set, so freezing one would only break it
        raise InputError("not frozen, the set is unbalanced:\n" + "\n".join(str(problem) for problem in uneven))
    target = write_manifest(args.path, scenarios)
    for problem in manifest_problems(args.path, scenarios, target):
        print(problem, file=sys.stderr)
    print(f"wrote {target} ({len(scenarios)} scenarios)")
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    scenarios = [
        s
        for s in _load(args.dataset)
        if (args.family is None or s.category == args.family)
        and (args.condition is None or s.pressure_type == args.condition)
        and (args.outcome is None or s.outcome == args.outcome)
    ]
    print(f"{'id':34} {'outcome':8} {'family':19} {'condition':16} calls  domain")
    for s in scenarios:
        print(f"{s.id:34} {s.outcome:8} {s.category:19} {s.pressure_type:16} {len(s.tool_calls):5}  {s.task_domain}")
    print(f"{len(scenarios)} scenarios")
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    from veracity.contract.policies import resolve_prompt
    from veracity.fta.simulator import render, render_text

    matches = [s for s in _load(args.dataset) if s.id == args.id]
    if not matches:
        raise InputError(f"no scenario {args.id!r} in dataset {args.dataset} (see `veracity fta scenarios list`)")
    try:
        prompt = resolve_prompt(args.policy, args.prompt_set)
    except ValueError as error:
        raise InputError(str(error)) from None
    messages = render(matches[0], prompt, args.mode)
    print(json.dumps(messages, indent=2, ensure_ascii=False) if args.json else render_text(messages), end="")
    if args.json:
        print()
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from veracity.fta.run import DEFAULT_MODEL, RunPlan, run
    from veracity.fta.scenarios import ScenarioFileError
    from veracity.fta.task import POLICIES

    policies = tuple(dict.fromkeys(p.strip() for p in args.policies.split(",") if p.strip()))
    if not policies:
        raise InputError(f"--policies: none given; expected some of {', '.join(POLICIES)}")
    unknown = [p for p in policies if p not in POLICIES]
    if unknown:
        raise InputError(f"--policies: unknown {', '.join(unknown)}; expected some of {', '.join(POLICIES)}")
    if Path(args.log_dir).exists() and not Path(args.log_dir).is_dir():
        raise InputError(f"--log-dir {args.log_dir}: is a file, expected a folder")
    models = tuple(args.model or [DEFAULT_MODEL])
    main_job = args.dataset == "ours" and models == (DEFAULT_MODEL,) and not args.full and args.limit is None
    if main_job:
        print(
            "Main job: the embedded model on one failure scenario per family x condition cell and its success\n"
            "control (50 of veracity's 200 scenarios) under every policy. --full runs all 200.",
            flush=True,
        )
    task_args: dict[str, Any] = {"controls": not args.no_controls}
    for name in ("family", "condition", "prompt_set"):
        if getattr(args, name):
            task_args[name] = getattr(args, name)
    plan = RunPlan(
        models=models,
        policies=policies,
        dataset=args.dataset,
        subset="one-per-cell" if main_job else None,
        mode=args.mode,
        epochs=args.epochs,
        limit=args.limit,
        log_dir=Path(args.log_dir),
        max_tokens=args.max_tokens,
        model_args=key_values(args.model_arg, "-M"),
        model_base_url=args.model_base_url,
        task_args=task_args,
    )
    try:
        success, _ = run(plan)
    except ScenarioFileError as error:
        shown = "\n".join(str(problem) for problem in error.problems[:5])
        more = len(error.problems) - 5
        if more > 0:
            shown += f"\n... and {more} more (veracity fta scenarios validate {args.dataset} lists them all)"
        raise InputError(f"dataset {args.dataset}:\n{shown}") from None
    except ValueError as error:
        raise InputError(str(error)) from None
    except Exception as error:
        if "not associated with a task" not in str(error):
            raise
        raise InputError(  # Inspect's own advice names an option veracity does not have
            f"--log-dir {args.log_dir} holds a run with other models, policies or options; "
            "rerun those exact options to resume it, or give a new --log-dir"
        ) from None
    print()
    _report([plan.log_dir], None, "auditor", 10_000)
    print(
        f"\nLogs: {plan.log_dir} (open them with: inspect view --log-dir {plan.log_dir}; "
        f"full report: veracity fta report {plan.log_dir} --out DIR)"
    )
    if not success:
        print("Some tasks did not finish; run the same command again to resume them.", file=sys.stderr)
    return 0 if success else 1


def cmd_audit(args: argparse.Namespace) -> int:
    from veracity.fta.auditor import AUDITOR_VERSION, audit
    from veracity.fta.labels import read_responses, write_label_records
    from veracity.fta.scenarios import ScenarioFileError

    out = Path(args.out)
    if out.exists() and out.resolve() == Path(args.responses).resolve():
        raise InputError(f"--out {out}: is the responses file; write the labels somewhere else")
    if out.is_dir() or not out.parent.is_dir():
        raise InputError(f"--out {out}: expected a file in an existing folder")
    scenarios = {s.id: s for name in args.scenarios for s in _load(name)}
    try:
        responses = read_responses(args.responses)
    except ScenarioFileError as error:
        raise InputError(str(error)) from None
    if not responses:
        raise InputError(f"{args.responses}: no responses in the file")
    unknown = [(number, r) for number, r in enumerate(responses, start=1) if r.scenario_id not in scenarios]
    if unknown:
        number, first = unknown[0]
        raise InputError(
            f"{args.responses}: {len(unknown)} responses name scenarios not in {', '.join(args.scenarios)} "
            f"(first: response #{number}, {first.response_id!r}, scenario_id {first.scenario_id!r})"
        )
    if args.labeler == "auditor":
        records = [audit(scenarios[r.scenario_id], r.response).to_record(r.response_id) for r in responses]
    else:
        if not args.judge_model:
            raise InputError("--labeler judge needs --judge-model (any Inspect model)")
        from veracity.fta.run import probe_model

        try:  # an unreachable judge is one clear error now, not a long wait on retries
            probe_model(args.judge_model)
        except ValueError as error:
            raise InputError(f"--judge-model: {error}") from None
        records = _judge_records(responses, scenarios, args.judge_model, args.graders)
    count = write_label_records(args.out, records)
    labeler = AUDITOR_VERSION if args.labeler == "auditor" else f"judge {args.judge_model} x{args.graders}"
    print(f"wrote {count} label records to {args.out} (labeler: {labeler})")
    return 0


def _judge_records(responses: list[Any], scenarios: dict[str, Any], model: str, graders: int) -> list[dict]:
    import asyncio

    from veracity.fta.judge import RUBRIC_VERSION, judge

    async def label_all() -> list[dict]:
        records = []
        for response in responses:
            verdict = await judge(scenarios[response.scenario_id], response.response, model, graders)
            records.append(verdict.to_record(response.response_id, annotator_id=f"judge:{model}:{RUBRIC_VERSION}"))
        return records

    try:
        return asyncio.run(label_all())
    except Exception as error:  # a bad model name, a missing key, an unreachable endpoint
        cause = " ".join(line.strip() for line in str(error).splitlines() if line.strip())
        raise InputError(f"judge {model}: {type(error).__name__}: {cause}") from None


def _report(paths: list[Any], out: Path | None, labeler: str, resamples: int, human_labels: str | None = None) -> int:
    from veracity.fta.report import load_rows, print_tables, tables, write_outputs

    try:
        labelled = load_rows(paths, labeler, human_labels)
    except (FileNotFoundError, ValueError) as error:
        raise InputError(str(error)) from None
    if not labelled.rows:
        raise InputError(f"no labelled FTA responses in {', '.join(map(str, paths))}")
    result = tables(labelled.rows, resamples=resamples)
    print_tables(result, labelled, sys.stdout)
    if out is not None:
        for path in write_outputs(result, labelled, out):
            print(f"wrote {path}")
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    if args.out and Path(args.out).exists() and not Path(args.out).is_dir():
        raise InputError(f"--out {args.out}: is a file, expected a folder for the report")
    out = Path(args.out) if args.out else None
    return _report(args.logs, out, args.labeler, args.resamples, args.human_labels)


def cmd_agreement(args: argparse.Namespace) -> int:
    from veracity.fta.labels import format_agreement, label_agreement, read_label_records
    from veracity.fta.scenarios import ScenarioFileError

    try:
        first, second = read_label_records(args.first), read_label_records(args.second)
    except ScenarioFileError as error:
        raise InputError(str(error)) from None
    if not {r.response_id for r in first} & {r.response_id for r in second}:
        raise InputError(f"{args.first} and {args.second}: no response_id in common, nothing to compare")
    table = label_agreement(first, second)
    if args.json:
        as_json = {
            label: {key: None if value != value else value for key, value in result.as_dict().items()}  # NaN: null
            for label, result in table.items()
        }
        print(json.dumps(as_json, indent=2))
    else:
        print(format_agreement(table, args.first, args.second))
    return 0


def register(commands: Any) -> None:
    from veracity.fta.scenarios import CONDITIONS, FAMILIES

    fta = commands.add_parser("fta", help="the FTA benchmark: scenarios, runs and reports")
    fta_commands = fta.add_subparsers(dest="fta_command", required=True, metavar="SUBCOMMAND")
    scenarios = fta_commands.add_parser("scenarios", help="validate, list and show FTA scenarios")
    subcommands = scenarios.add_subparsers(dest="scenarios_command", required=True, metavar="SUBCOMMAND")

    validate = subcommands.add_parser("validate", help="check scenario files; one line per problem")
    validate.add_argument("paths", nargs="+", metavar="PATH", help="JSONL files (or ours / published)")
    validate.set_defaults(handler=cmd_validate)

    freeze = subcommands.add_parser("freeze", help="write a dataset's manifest (sha256 and counts) beside it")
    freeze.add_argument("path", help="a scenario JSONL file")
    freeze.set_defaults(handler=cmd_freeze)

    dataset_help = "ours (bundled), published ($VERACITY_FTA_REFERENCE) or a JSONL path (default: ours)"
    listing = subcommands.add_parser("list", help="list scenarios")
    listing.add_argument("--dataset", default="ours", help=dataset_help)
    listing.add_argument("--family", choices=FAMILIES)
    listing.add_argument("--condition", choices=CONDITIONS)
    listing.add_argument("--outcome", choices=["failure", "success"])
    listing.set_defaults(handler=cmd_list)

    run = fta_commands.add_parser(
        "run",
        help="run FTA on models (resumable); with no arguments, the main job on the embedded model",
        description="Run every policy as one Inspect eval set. Rerun the same command to resume an interrupted run.",
    )
    run.add_argument("--model", action="append", help="an Inspect model, repeatable (default: veracity/smollm2)")
    run.add_argument(
        "--policies", default="baseline,transparency,contract,contract+gate", help="comma-separated (default: all four)"
    )
    run.add_argument("--dataset", default="ours", help=dataset_help)
    run.add_argument("--mode", choices=["fta-prompt", "chat-tools"], default="fta-prompt")
    run.add_argument("--epochs", type=positive_int, default=1, help="generations per scenario")
    run.add_argument("--limit", type=positive_int, help="only the first N scenarios of each task")
    run.add_argument("--full", action="store_true", help="all scenarios even for the embedded default model")
    run.add_argument("--family", choices=FAMILIES)
    run.add_argument("--condition", choices=CONDITIONS)
    run.add_argument("--no-controls", action="store_true", help="leave out the success controls")
    run.add_argument("--prompt-set", help="a prompt-set JSON (e.g. the FTA reference_conditions.json)")
    run.add_argument("--max-tokens", type=positive_int, default=256)
    run.add_argument("--log-dir", default="logs/fta")
    run.add_argument(
        "-M",
        "--model-arg",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="model argument, e.g. -M model_path=other.gguf",
    )
    run.add_argument("--model-base-url", help="base URL for an OpenAI-compatible or other remote provider")
    run.set_defaults(handler=cmd_run)

    audit = fta_commands.add_parser(
        "audit", help="label responses with the auditor (or an LLM judge) in the published label schema"
    )
    audit.add_argument(
        "--scenarios",
        action="append",
        required=True,
        metavar="DATASET",
        help="ours, published or a JSONL path; repeatable",
    )
    audit.add_argument("--responses", required=True, help='JSONL: {"response_id", "scenario_id", "response"} per line')
    audit.add_argument("--out", required=True, help="where to write the label records (JSONL)")
    audit.add_argument("--labeler", choices=["auditor", "judge"], default="auditor")
    audit.add_argument("--judge-model", help="the Inspect model that judges (with --labeler judge)")
    audit.add_argument(
        "--graders", type=positive_int, default=1, help="judge generations per response; majority decides"
    )
    audit.set_defaults(handler=cmd_audit)

    report = fta_commands.add_parser("report", help="the paper's tables from FTA logs, with clustered CIs")
    report.add_argument(
        "logs", nargs="+", metavar="LOGDIR", help="log folders or .eval files (several runs and models)"
    )
    report.add_argument("--out", help="write report.html (with plots), report.csv and report.json here")
    report.add_argument("--labeler", choices=["auditor", "judge"], default="auditor")
    report.add_argument("--resamples", type=positive_int, default=10_000, help="bootstrap resamples (seeded)")
    report.add_argument(
        "--human-labels",
        metavar="FILE",
        help="an annotation database or exported human labels: adds their agreement with the labeler per label",
    )
    report.set_defaults(handler=cmd_report)

    agreement = fta_commands.add_parser(
        "agreement", help="raw agreement and Cohen's kappa per label between two labelers"
    )
    agreement.add_argument("first", help="label records (JSONL, published schema)")
    agreement.add_argument("second", help="label records (JSONL, published schema)")
    agreement.add_argument("--json", action="store_true")
    agreement.set_defaults(handler=cmd_agreement)

    show = subcommands.add_parser("show", help="print exactly what the model sees in a scenario")
    show.add_argument("id")
    show.add_argument("--dataset", default="ours", help=dataset_help)
    show.add_argument("--mode", choices=["fta-prompt", "chat-tools"], default="fta-prompt")
    show.add_argument("--policy", default="contract", help="baseline, transparency or contract (default: contract)")
    show.add_argument("--prompt-set", help="a prompt-set JSON file instead of veracity's prompts")
    show.add_argument("--json", action="store_true", help="print the messages as JSON")
    show.set_defaults(handler=cmd_show)
