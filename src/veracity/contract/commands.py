"""`veracity contract ...`: gate replies, print policy prompts, run the bundled examples."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from veracity.cli import InputError, read_text
from veracity.trace.commands import add_trace_options, read_trace_argument


def cmd_check(args: argparse.Namespace) -> int:
    from veracity.contract import gate

    trace = read_trace_argument(args.trace, args)
    result = gate(read_text(args.reply), trace)
    print(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
    return result.exit_code


def cmd_examples(args: argparse.Namespace) -> int:
    from veracity.examples import run_examples

    return run_examples(sys.stdout)


def cmd_prompt(args: argparse.Namespace) -> int:
    from veracity.contract.policies import resolve_prompt

    try:
        print(resolve_prompt(args.policy, args.prompt_set))
    except ValueError as error:
        raise InputError(str(error)) from None
    return 0


def register(commands: Any) -> None:
    contract = commands.add_parser("contract", help="the evidence contract: check replies, show prompts")
    subcommands = contract.add_subparsers(dest="contract_command", required=True, metavar="SUBCOMMAND")
    check = subcommands.add_parser(
        "check",
        help="gate a reply against a trace",
        description="Gate a reply against the trace of its turn. Prints JSON; exits 0 pass, 3 degraded, "
        "4 rejected, 2 bad input.",
    )
    check.add_argument(
        "--trace",
        required=True,
        help="OpenAI messages, Anthropic messages, Claude Code or Codex JSONL, or a veracity trace",
    )
    check.add_argument("--reply", required=True, help="the reply text file, or - for standard input")
    add_trace_options(check)
    check.set_defaults(handler=cmd_check)
    examples = subcommands.add_parser("examples", help="gate the bundled example traces and replies")
    examples.set_defaults(handler=cmd_examples)
    prompt = subcommands.add_parser("prompt", help="print a response policy's system prompt")
    prompt.add_argument("policy", help="baseline, transparency or contract")
    prompt.add_argument("--prompt-set", help="a prompt-set JSON file (e.g. the FTA reference_conditions.json)")
    prompt.set_defaults(handler=cmd_prompt)
