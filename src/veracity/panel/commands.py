"""`veracity panel ...`: plan a schedule, run it on local tasks, import Harbor jobs, analyze attempts."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from veracity.cli import InputError, key_values


def _job_argument(value: str) -> tuple[str | None, Path]:
    arm, separator, path = value.partition("=")
    return (arm, Path(path)) if separator and arm and not Path(value).exists() else (None, Path(value))


def cmd_import_harbor(args: argparse.Namespace) -> int:
    from veracity.panel.attempts import AttemptError, write_attempts
    from veracity.panel.harbor import import_jobs

    jobs = [_job_argument(value) for value in args.jobs]
    if args.arm:
        jobs = [(arm or args.arm, path) for arm, path in jobs]
    try:
        attempts = import_jobs(jobs)
    except AttemptError as error:
        raise InputError(str(error)) from None
    write_attempts(args.out, attempts)
    exceptions = sum(a.status == "exception" for a in attempts)
    rewarded = sum(a.status == "exception" and a.reward is not None for a in attempts)
    missing = sum(a.status == "missing" for a in attempts)
    print(
        f"{len(attempts)} attempts from {len(jobs)} job(s) -> {args.out}; {exceptions} with an exception "
        f"({rewarded} of them kept their verifier reward), {missing} without a verifier result (counted as failed)"
    )
    return 0


def cmd_analyze(args: argparse.Namespace) -> int:
    from veracity.panel.analysis import analyze
    from veracity.panel.attempts import AttemptError, read_attempts
    from veracity.panel.report import table, write_report

    try:
        attempts = [a for path in args.attempts for a in read_attempts(path)]
    except AttemptError as error:
        raise InputError(str(error)) from None
    if not attempts:
        raise InputError("no attempts in " + ", ".join(args.attempts))
    log_of = None
    if args.logs:
        from veracity.runtime.state import StateStore

        if not Path(args.logs).is_dir():
            raise InputError(f"--logs {args.logs}: not a directory")
        log_of = StateStore(args.logs).read_log
    controls = tuple(c for c in args.controls.split(",") if c)
    analysis = analyze(
        attempts, reference=args.reference, controls=controls, log_of=log_of, resamples=args.resamples, seed=args.seed
    )
    print(table(analysis))
    if args.out:
        written = write_report(analysis, Path(args.out))
        print("\nwrote " + ", ".join(str(p) for p in written))
    return 0


def cmd_plan(args: argparse.Namespace) -> int:
    from veracity.panel.schedule import ScheduleError, plan, task_names, write_schedule

    arms = [arm.strip() for arm in args.arms.split(",") if arm.strip()]
    try:
        runs = plan(task_names(args.tasks or str(_bundled())), arms, args.attempts, args.seed)
    except ScheduleError as error:
        raise InputError(str(error)) from None
    write_schedule(Path(args.out), runs, args.seed)
    tasks = len({r.task for r in runs})
    print(f"{len(runs)} runs ({tasks} tasks x {len(arms)} arms x {args.attempts} attempts) -> {args.out}")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from veracity.panel.run import PanelRunError, RunSettings, run_panel
    from veracity.panel.schedule import ScheduleError
    from veracity.panel.taskdir import TaskDirError
    from veracity.runtime.policy import PolicyError

    settings = RunSettings(
        schedule=Path(args.schedule),
        tasks=Path(args.tasks) if args.tasks else _bundled(),
        model=args.model,
        model_args=key_values(args.model_args, "-M"),
        out=Path(args.out),
        portfolio=args.portfolio,
        command_timeout=args.command_timeout,
        max_messages=args.max_messages,
        keep_workspaces=args.keep_workspaces,
    )
    try:
        new = run_panel(settings, limit=args.limit)
    except (PanelRunError, ScheduleError, TaskDirError, PolicyError) as error:
        raise InputError(str(error)) from None
    except KeyboardInterrupt:
        print("\ninterrupted: the attempt in progress was not recorded; the same command resumes", file=sys.stderr)
        return 130
    passed = sum(a.passed for a in new)
    print(f"\n{len(new)} attempts run, {passed} passed -> {settings.out / 'attempts.jsonl'}")
    print(
        f"next: veracity panel analyze {settings.out / 'attempts.jsonl'} --logs {settings.out / 'hooks'} "
        f"--out {settings.out / 'report'}"
    )
    return 0


def _bundled() -> Path:
    from veracity.panel.taskdir import bundled_suite

    return bundled_suite()


def register(commands: Any) -> None:
    panel = commands.add_parser("panel", help="FIRE panel: plan, run, import Harbor jobs, analyze")
    sub = panel.add_subparsers(dest="panel_command", required=True, metavar="SUBCOMMAND")
    plan = sub.add_parser("plan", help="write a randomized, seeded schedule of tasks x arms x attempts")
    plan.add_argument(
        "--tasks", help="a folder of task directories, or task names joined by commas (default: the bundled suite)"
    )
    plan.add_argument("--arms", default="policy,sham,always-verify,reconsider,baseline", help="arms joined by commas")
    plan.add_argument("--attempts", type=int, default=5, help="attempts per task and arm (default 5)")
    plan.add_argument("--seed", type=int, default=20261130)
    plan.add_argument("--out", required=True, help="the schedule JSONL file to write")
    plan.set_defaults(handler=cmd_plan)
    run = sub.add_parser("run", help="run a schedule's attempts on local tasks with an Inspect model (resumable)")
    run.add_argument("schedule", help="the schedule JSONL file from `veracity panel plan`")
    run.add_argument("--model", required=True, help="an Inspect model: veracity/smollm2, veracity/procedural, ...")
    run.add_argument("-M", dest="model_args", action="append", default=[], metavar="NAME=VALUE", help="model args")
    run.add_argument("--tasks", help="the folder of task directories (default: the bundled suite)")
    run.add_argument("--out", required=True, help="the run folder (created; run again with the same folder to resume)")
    run.add_argument("--portfolio", default="fire", help="the policy portfolio of the arms (default: fire)")
    run.add_argument("--command-timeout", type=float, default=60.0, help="seconds per shell call (default 60)")
    run.add_argument("--max-messages", type=int, default=80, help="messages per attempt before it is cut (default 80)")
    run.add_argument("--limit", type=int, help="run at most this many attempts now (the rest on the next run)")
    run.add_argument("--keep-workspaces", action="store_true", help="keep attempt folders in OUT/workspaces")
    run.set_defaults(handler=cmd_run)
    harbor = sub.add_parser("import-harbor", help="turn Harbor job directories into attempts JSONL")
    harbor.add_argument("jobs", nargs="+", metavar="[ARM=]JOB_DIR", help="job directories, optionally with their arm")
    harbor.add_argument("--arm", help="the arm of jobs given without one (default: the trial's agent name)")
    harbor.add_argument("--out", required=True, help="the attempts JSONL file to write")
    harbor.set_defaults(handler=cmd_import_harbor)
    analyze = sub.add_parser("analyze", help="pass@k, pass^k, bootstrap CIs, sign-flip contrasts, transitions, funnel")
    analyze.add_argument("attempts", nargs="+", help="attempts JSONL files")
    analyze.add_argument("--logs", help="the hooks' state directory, for the mechanism funnel")
    analyze.add_argument("--reference", default="policy", help="the arm the contrasts start from (default: policy)")
    analyze.add_argument("--controls", default="sham,baseline", help="arms to contrast with (default: sham,baseline)")
    analyze.add_argument("--resamples", type=int, default=10_000)
    analyze.add_argument("--seed", type=int, default=20261130)
    analyze.add_argument("--out", help="a folder for report.html, panel.json and panel.csv")
    analyze.set_defaults(handler=cmd_analyze)
