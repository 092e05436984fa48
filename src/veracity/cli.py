"""The `veracity` command line.

Subcommands import what they need when they run, so that fast paths (the agent hooks) do not pay
for the evaluation stack at start-up.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from datetime import timedelta
from pathlib import Path

EXIT_BAD_INPUT = 2


class InputError(Exception):
    """Bad user input: printed as one line naming the file or option, exit code 2."""


def _duration(text: str) -> timedelta:
    from veracity.trace.tagging import parse_duration

    try:
        return parse_duration(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _tag_options(args: argparse.Namespace):
    from veracity.trace.tagging import TagOptions, parse_timestamp

    now = None
    if args.now:
        now = parse_timestamp(args.now)
        if now is None:
            raise InputError(f"--now: not an ISO-8601 time: {args.now!r}")
    if args.max_age is not None and now is None:
        raise InputError("--max-age needs --now: staleness is measured relative to a given time")
    return TagOptions(now=now, max_age=args.max_age)


def _read_trace(args: argparse.Namespace):
    from veracity.trace.readers import TraceFormatError, read_trace

    try:
        return read_trace(args.trace, fmt=args.trace_format, options=_tag_options(args))
    except TraceFormatError as error:
        raise InputError(str(error)) from None


def _read_text(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        return Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"{path}: is a directory") from None
    except UnicodeDecodeError as error:
        raise InputError(f"{path}: not UTF-8 text (byte {error.start})") from None


def cmd_contract_check(args: argparse.Namespace) -> int:
    from veracity.contract import gate

    trace = _read_trace(args)
    reply = _read_text(args.reply)
    result = gate(reply, trace)
    print(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
    return result.exit_code


def cmd_contract_examples(args: argparse.Namespace) -> int:
    from veracity.examples import run_examples

    return run_examples(sys.stdout)


def cmd_contract_prompt(args: argparse.Namespace) -> int:
    from veracity.contract import VERACITY_PROMPTS, PromptSetError, load_prompt_set

    try:
        prompts = load_prompt_set(args.prompt_set) if args.prompt_set else VERACITY_PROMPTS
        print(prompts.prompt(args.policy))
    except (PromptSetError, KeyError) as error:
        raise InputError(str(error).strip("'\"")) from None
    return 0


def cmd_trace_tag(args: argparse.Namespace) -> int:
    trace = _read_trace(args)
    for result in trace.results:
        print(
            json.dumps(
                {
                    "call_id": result.call_id,
                    "tool": result.name,
                    "status": result.status.value,
                    "reason": result.reason,
                    "exit_code": result.exit_code,
                    "http_status": result.http_status,
                    "observed_at": result.observed_at.isoformat() if result.observed_at else None,
                },
                ensure_ascii=False,
            )
        )
    return 0


def _add_trace_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--trace-format",
        default="auto",
        choices=["auto", "openai", "anthropic", "claude-code", "codex", "veracity"],
        help="trace format (default: detect)",
    )
    parser.add_argument("--now", help="ISO-8601 time that staleness is measured from")
    parser.add_argument(
        "--max-age", type=_duration, help="freshness window, e.g. 24h; older timestamped results are tagged stale"
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="veracity", description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--version", action="version", version=_version())
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    contract = commands.add_parser("contract", help="the evidence contract: check replies, show prompts")
    contract_commands = contract.add_subparsers(dest="contract_command", required=True, metavar="SUBCOMMAND")
    check = contract_commands.add_parser(
        "check",
        help="gate a reply against a trace",
        description="Gate a reply against the trace of its turn. Prints JSON; exits 0 pass, 3 degraded, "
        "4 rejected, 2 bad input.",
    )
    check.add_argument(
        "--trace",
        required=True,
        help="OpenAI messages, Anthropic messages, Claude Code or Codex JSONL, or veracity trace JSON",
    )
    check.add_argument("--reply", required=True, help="the reply text file, or - for standard input")
    _add_trace_options(check)
    check.set_defaults(handler=cmd_contract_check)
    examples = contract_commands.add_parser("examples", help="gate the bundled example traces and replies")
    examples.set_defaults(handler=cmd_contract_examples)
    prompt = contract_commands.add_parser("prompt", help="print a response policy's system prompt")
    prompt.add_argument("policy", help="baseline, transparency or contract")
    prompt.add_argument("--prompt-set", help="a prompt-set JSON file (e.g. the FTA reference_conditions.json)")
    prompt.set_defaults(handler=cmd_contract_prompt)

    trace = commands.add_parser("trace", help="read traces and tag tool results")
    trace_commands = trace.add_subparsers(dest="trace_command", required=True, metavar="SUBCOMMAND")
    tag = trace_commands.add_parser("tag", help="print each tool result's status and the signal behind it")
    tag.add_argument("trace", help="a trace file of any supported format")
    _add_trace_options(tag)
    tag.set_defaults(handler=cmd_trace_tag)
    return parser


def _version() -> str:
    from veracity import __version__

    return f"veracity {__version__}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handler: Callable[[argparse.Namespace], int] = args.handler
    try:
        return handler(args)
    except InputError as error:
        print(f"veracity: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return 0
