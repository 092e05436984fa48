"""The `veracity` command line.

Each area registers its own subcommands (`veracity.<area>.commands.register`). Registration only
declares arguments; a subcommand imports what it needs when it runs, so fast paths such as the agent
hooks do not pay for the evaluation stack at start-up.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

TYPE_CHECKING = False  # typing costs the per-event hook start-up several milliseconds
if TYPE_CHECKING:
    import argparse

EXIT_BAD_INPUT = 2


class InputError(Exception):
    """Bad user input: printed as one message naming the file, line or option; exit code 2."""


def read_text(path: str) -> str:
    """A UTF-8 text file, or standard input for "-", with errors that name the file."""
    from veracity.text import FileReadError, read_text_file

    if path == "-":
        return sys.stdin.read()
    try:
        return read_text_file(path)
    except FileReadError as error:
        raise InputError(str(error)) from None


def key_values(pairs: list[str], option: str) -> dict[str, object]:
    """`-M name=value` options as a dict: numbers, booleans, lists and objects as JSON, the rest as text."""
    import json

    values: dict[str, object] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise InputError(f"{option} {pair!r}: expected KEY=VALUE")
        try:
            values[key] = json.loads(value) if value[:1] in "0123456789[{-" or value in ("true", "false") else value
        except ValueError:  # e.g. model_path=2024-model.gguf: not JSON, so the string itself
            values[key] = value
    return values


def build_parser() -> argparse.ArgumentParser:
    import argparse

    from veracity import __version__
    from veracity.annotate import commands as annotate_commands
    from veracity.contract import commands as contract_commands
    from veracity.fta import commands as fta_commands
    from veracity.panel import commands as panel_commands
    from veracity.runtime import commands as runtime_commands
    from veracity.trace import commands as trace_commands

    parser = argparse.ArgumentParser(
        prog="veracity",
        description="Make tool-using agents report only what they observed, and measure whether they do.",
    )
    parser.add_argument("--version", action="version", version=f"veracity {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in (
        contract_commands,
        trace_commands,
        fta_commands,
        runtime_commands,
        panel_commands,
        annotate_commands,
    ):
        module.register(commands)
    return parser


_HOOK_SUBCOMMANDS = frozenset({"install", "uninstall", "policies", "log", "-h", "--help"})


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    if words[:1] == ["hook"] and len(words) > 1 and not _HOOK_SUBCOMMANDS & set(words[1:]):
        from veracity.runtime.client import main as hook_main  # the per-event hook: skip building the CLI

        return hook_main(words[1:])
    args = build_parser().parse_args(words)
    handler: Callable[[argparse.Namespace], int] = args.handler
    try:
        return handler(args)
    except InputError as error:
        print(f"veracity: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return 0
