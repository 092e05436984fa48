"""`veracity hook ...`: run as an agent hook, install into agent settings, list policies, read logs."""

from __future__ import annotations

import argparse
import json
from typing import Any

from veracity.cli import InputError
from veracity.runtime.client import AGENTS
from veracity.runtime.engine import ARMS


def _add_hook_options(parser: argparse.ArgumentParser, *, agent_required: bool) -> None:
    parser.add_argument("--agent", choices=AGENTS, required=agent_required, help="the hook protocol to speak")
    parser.add_argument(
        "--portfolio", default="default", help="a portfolio (default, fire, evidence) or policy names joined by commas"
    )
    parser.add_argument("--arm", choices=ARMS, default="policy", help="the experimental arm (default: policy)")
    parser.add_argument("--state-dir", help="where session state and decision logs live (default: $VERACITY_STATE_DIR)")
    parser.add_argument(
        "--fail-closed",
        action="store_true",
        help="block (exit 2) when the hook cannot decide, instead of letting the action go ahead",
    )


def cmd_hook(args: argparse.Namespace) -> int:
    if args.agent is None:
        raise InputError("hook: --agent is required (claude-code or codex)")
    from veracity.runtime.client import main as hook_main

    argv = ["--agent", args.agent, "--portfolio", args.portfolio, "--arm", args.arm]
    argv += ["--state-dir", args.state_dir] if args.state_dir else []
    return hook_main(argv + (["--fail-closed"] if args.fail_closed else []))


def _hook_options(args: argparse.Namespace) -> list[str]:
    from veracity.runtime.policy import PolicyError, resolve

    try:
        resolve(args.portfolio)
    except PolicyError as error:
        raise InputError(f"--portfolio: {error}") from None
    options = []
    if args.portfolio != "default":
        options += ["--portfolio", args.portfolio]
    if args.arm != "policy":
        options += ["--arm", args.arm]
    if args.state_dir:
        from pathlib import Path

        options += ["--state-dir", str(Path(args.state_dir).resolve())]
    if args.fail_closed:
        options.append("--fail-closed")
    return options


def cmd_install(args: argparse.Namespace) -> int:
    from veracity.runtime.install import SettingsError, install, settings_path

    try:
        path = settings_path(args.agent, args.project, args.user)
        events = install(args.agent, path, _hook_options(args))
    except SettingsError as error:
        raise InputError(str(error)) from None
    print(f"installed veracity hooks for {args.agent} in {path}: {', '.join(events)}")
    if args.agent == "codex":
        print("Codex runs new hooks only after you trust them once (it asks at the next start).")
    return 0


def cmd_uninstall(args: argparse.Namespace) -> int:
    from veracity.runtime.install import SettingsError, settings_path, uninstall

    try:
        path = settings_path(args.agent, args.project, args.user)
        removed = uninstall(path)
    except SettingsError as error:
        raise InputError(str(error)) from None
    print(f"removed {removed} veracity hook entr{'y' if removed == 1 else 'ies'} from {path}")
    return 0


def cmd_policies(args: argparse.Namespace) -> int:
    from veracity.runtime.policy import PORTFOLIOS, policy_names, resolve

    for policy in resolve(",".join(policy_names())):
        rules = ", ".join(f"{r.name} ({r.intervention} at {'/'.join(sorted(r.events))})" for r in policy.rules)
        print(f"{policy.name}: {policy.summary}\n    rules: {rules}")
    print("\nportfolios:")
    for name, members in sorted(PORTFOLIOS.items()):
        print(f"  {name}: {', '.join(members)}")
    return 0


def cmd_log(args: argparse.Namespace) -> int:
    from veracity.runtime.state import StateStore

    records = StateStore(args.state_dir).read_log(args.session)
    if not records:
        raise InputError(f"no decision log for session {args.session!r} in {StateStore(args.state_dir).directory}")
    for record in records:
        if args.json:
            print(json.dumps(record, ensure_ascii=False))
            continue
        what = record.get("record")
        head = f"{record.get('seq', '-'):>4} {record.get('event', ''):<12} {record.get('policy', ''):<26}"
        if what == "eligibility":
            print(f"{head} eligible={record.get('eligible')}")
        elif what == "decision":
            fired = f"FIRED {record.get('intervention')}" if record.get("fired") else "silent"
            if record.get("released"):
                fired = "released"
            print(f"{head} {record.get('rule')}: {fired}: {record.get('risky')}")
        elif what == "behaviour":
            print(f"{head} {record.get('rule')}: behaviour registered (after nudge: {record.get('after_nudge')})")
        else:
            print(f"{head} {what}: {record.get('error', '')}")
    return 0


def _location(parser: argparse.ArgumentParser) -> None:
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--project", metavar="DIR", help="the project's settings (default: the current directory)")
    where.add_argument("--user", action="store_true", help="the user's settings in the home directory")


def register(commands: Any) -> None:
    hook = commands.add_parser(
        "hook",
        help="run as a Claude Code or Codex hook; install, list policies, read decision logs",
        description="Without a subcommand: read one hook event on stdin and reply in the agent's protocol.",
    )
    _add_hook_options(hook, agent_required=False)
    hook.set_defaults(handler=cmd_hook)
    sub = hook.add_subparsers(dest="hook_command", metavar="SUBCOMMAND")
    install = sub.add_parser("install", help="add veracity's hooks to an agent's settings")
    _add_hook_options(install, agent_required=True)
    _location(install)
    install.set_defaults(handler=cmd_install)
    uninstall = sub.add_parser("uninstall", help="remove veracity's hooks (and only those) from an agent's settings")
    uninstall.add_argument("--agent", choices=AGENTS, required=True)
    _location(uninstall)
    uninstall.set_defaults(handler=cmd_uninstall)
    policies = sub.add_parser("policies", help="list the registered policies and portfolios")
    policies.set_defaults(handler=cmd_policies)
    log = sub.add_parser("log", help="print a session's decision log")
    log.add_argument("session", help="the session id")
    log.add_argument("--state-dir", help="the state directory the hook used")
    log.add_argument("--json", action="store_true", help="print the raw JSONL records")
    log.set_defaults(handler=cmd_log)
