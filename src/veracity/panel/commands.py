"""`veracity panel ...`: import Harbor jobs as attempts, and analyze attempts."""

from __future__ import annotations

import argparse
import csv
import json
from pathlib import Path
from typing import Any

from veracity.cli import InputError


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


def _table(analysis: Any) -> str:
    lines = ["arm          attempts  tasks  success [95% CI]        " + "  ".join(f"pass@{k}" for k in (1, 2, 3))]
    for arm in analysis.arms:
        s = arm.success
        at = "  ".join(f"{arm.pass_at[k]:6.2f}" if k in arm.pass_at else "   n/a" for k in (1, 2, 3))
        lines.append(
            f"{arm.arm:<12} {arm.attempts:>8} {arm.tasks:>6}  {s.value:6.1%} [{s.low:6.1%}, {s.high:6.1%}]  {at}"
        )
    lines.append("")
    lines.append("arm          pass^1  pass^2  pass^3")
    for arm in analysis.arms:
        hat = "  ".join(f"{arm.pass_hat[k]:6.2f}" if k in arm.pass_hat else "   n/a" for k in (1, 2, 3))
        lines.append(f"{arm.arm:<12} {hat}")
    for contrast in analysis.contrasts:
        d = contrast.difference
        kind = "exact" if contrast.exact else "Monte Carlo"
        lines.append(
            f"\n{contrast.arm} - {contrast.control}: {d.value * 100:+.1f} pp [{d.low * 100:+.1f}, {d.high * 100:+.1f}] "
            f"over {d.clusters} tasks; sign-flip p = {contrast.p_value:.4f} ({kind})"
        )
    if analysis.transitions is not None:
        table = analysis.transitions
        lines.append(f"\ntasks by successes out of {table.k} (rows: baseline, columns: policy)")
        lines.append("        " + "".join(f"{c:>5}" for c in range(table.k + 1)))
        for row, counts in enumerate(table.counts):
            lines.append(f"{row:>6}  " + "".join(f"{n:>5}" for n in counts))
        if table.skipped:
            lines.append(f"({table.skipped} shared tasks with another number of attempts left out)")
    if analysis.funnel:
        lines.append("\nfunnel     attempts  risky  fired  behaviour  passed")
        for arm, stages in sorted(analysis.funnel.items()):
            counts = "".join(f"{stages[s]:>7}" for s in ("risky", "fired", "behaviour", "passed"))
            lines.append(f"{arm:<12} {stages['attempts']:>6}{counts}")
    return "\n".join(lines)


def _write_csv(path: Path, analysis: Any) -> None:
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["arm", "attempts", "tasks", "success", "low", "high", "k", "pass_at_k", "pass_hat_k"])
        for arm in analysis.arms:
            for k in arm.pass_at:
                s = arm.success
                writer.writerow(
                    [arm.arm, arm.attempts, arm.tasks, s.value, s.low, s.high, k, arm.pass_at[k], arm.pass_hat[k]]
                )


def cmd_analyze(args: argparse.Namespace) -> int:
    from veracity.panel.analysis import analyze
    from veracity.panel.attempts import AttemptError, read_attempts

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
    print(_table(analysis))
    if args.out:
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        (out / "panel.json").write_text(json.dumps(analysis.to_dict(), indent=2), encoding="utf-8")
        _write_csv(out / "panel.csv", analysis)
        print(f"\nwrote {out / 'panel.json'} and {out / 'panel.csv'}")
    return 0


def register(commands: Any) -> None:
    panel = commands.add_parser("panel", help="FIRE panel: import Harbor jobs, analyze attempts")
    sub = panel.add_subparsers(dest="panel_command", required=True, metavar="SUBCOMMAND")
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
    analyze.add_argument("--out", help="a folder for panel.json and panel.csv")
    analyze.set_defaults(handler=cmd_analyze)
