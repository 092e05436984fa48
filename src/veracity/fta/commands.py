"""`veracity fta ...`: the FTA benchmark's scenarios (and, as they land, its runs and reports)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from veracity.cli import InputError


def _load(dataset: str) -> list[Any]:
    from veracity.fta.scenarios import ScenarioFileError, load_dataset

    try:
        return load_dataset(dataset)
    except ScenarioFileError as error:
        raise InputError(str(error)) from None


def cmd_validate(args: argparse.Namespace) -> int:
    from veracity.fta.scenarios import dataset_path, manifest_for, validate_paths

    paths = [dataset_path(name) for name in args.paths]
    loaded, problems = validate_paths(paths)
    for problem in problems:
        print(problem, file=sys.stderr)
    for path in paths:
        scenarios = loaded[str(path)]
        if not any(problem.path == str(path) for problem in problems):
            formats = sorted({s.schema_version for s in scenarios})
            manifest = manifest_for(path)
            checked = f", matches {manifest.name}" if manifest else ""
            print(f"{path}: ok, {len(scenarios)} scenarios (format {', '.join(formats)}){checked}")
    return 1 if problems else 0


def cmd_freeze(args: argparse.Namespace) -> int:
    from veracity.fta.scenarios import ScenarioFileError, load_scenarios, manifest_problems, write_manifest

    try:
        scenarios = load_scenarios(args.path)
    except ScenarioFileError as error:
        raise InputError(str(error)) from None
    target = write_manifest(args.path, scenarios)
    for problem in manifest_problems(args.path, scenarios, target):
        print(problem, file=sys.stderr)  # an unbalanced set is frozen as it is, and said so
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

    show = subcommands.add_parser("show", help="print exactly what the model sees in a scenario")
    show.add_argument("id")
    show.add_argument("--dataset", default="ours", help=dataset_help)
    show.add_argument("--mode", choices=["fta-prompt", "chat-tools"], default="fta-prompt")
    show.add_argument("--policy", default="contract", help="baseline, transparency or contract (default: contract)")
    show.add_argument("--prompt-set", help="a prompt-set JSON file instead of veracity's prompts")
    show.add_argument("--json", action="store_true", help="print the messages as JSON")
    show.set_defaults(handler=cmd_show)
