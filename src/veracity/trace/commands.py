"""`veracity trace ...`: read traces and show how their tool results were tagged."""

from __future__ import annotations

import argparse
import json
from typing import Any

from veracity.cli import InputError
from veracity.trace import Trace


def _duration(text: str) -> Any:
    from veracity.trace.tagging import parse_duration

    try:
        return parse_duration(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def add_trace_options(parser: argparse.ArgumentParser) -> None:
    """--trace-format, --now and --max-age, for every command that reads a trace."""
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


def read_trace_argument(path: str, args: argparse.Namespace) -> Trace:
    """Read a trace named on the command line, with the tagging options given there."""
    from veracity.trace.readers import TraceFormatError, read_trace
    from veracity.trace.tagging import TagOptions, parse_timestamp

    now = None
    if args.now:
        now = parse_timestamp(args.now)
        if now is None:
            raise InputError(f"--now: not an ISO-8601 time: {args.now!r}")
    if args.max_age is not None and now is None:
        raise InputError("--max-age needs --now: staleness is measured relative to a given time")
    try:
        return read_trace(path, fmt=args.trace_format, options=TagOptions(now=now, max_age=args.max_age))
    except TraceFormatError as error:
        raise InputError(str(error)) from None


def cmd_tag(args: argparse.Namespace) -> int:
    for result in read_trace_argument(args.trace, args).results:
        row = {
            "call_id": result.call_id,
            "tool": result.name,
            "status": result.status.value,
            "reason": result.reason,
            "exit_code": result.exit_code,
            "http_status": result.http_status,
            "observed_at": result.observed_at.isoformat() if result.observed_at else None,
        }
        print(json.dumps(row, ensure_ascii=False))
    return 0


def register(commands: Any) -> None:
    trace = commands.add_parser("trace", help="read traces and tag tool results")
    subcommands = trace.add_subparsers(dest="trace_command", required=True, metavar="SUBCOMMAND")
    tag = subcommands.add_parser("tag", help="print each tool result's status and the signal behind it")
    tag.add_argument("trace", help="a trace file of any supported format")
    add_trace_options(tag)
    tag.set_defaults(handler=cmd_tag)
