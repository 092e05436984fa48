"""The FIRE panel report: terminal tables, and one self-contained HTML file with plots, plus
JSON and CSV."""

from __future__ import annotations

import csv
import json
import math
from pathlib import Path

from veracity.htmlreport import nan_to_null, page, png, pyplot
from veracity.panel.analysis import FUNNEL_STAGES, Analysis


def _percent(value: float, sign: str = "", unit: str = "%") -> str:
    """A percentage (or percentage points), or n/a where it is undefined (a CI over a single task)."""
    return "   n/a" if math.isnan(value) else f"{value * 100:{sign}5.1f}{unit}"


def table(analysis: Analysis) -> str:
    lines = ["arm            attempts  tasks  success [95% CI]          " + "  ".join(f"pass@{k}" for k in (1, 2, 3))]
    for arm in analysis.arms:
        s = arm.success
        at = "  ".join(f"{arm.pass_at[k]:6.2f}" if k in arm.pass_at else "   n/a" for k in (1, 2, 3))
        interval = f"[{_percent(s.low)}, {_percent(s.high)}]"
        lines.append(f"{arm.arm:<14} {arm.attempts:>8} {arm.tasks:>6}  {_percent(s.value)} {interval:<18}  {at}")
    lines.append("")
    lines.append("arm            pass^1  pass^2  pass^3")
    for arm in analysis.arms:
        hat = "  ".join(f"{arm.pass_hat[k]:6.2f}" if k in arm.pass_hat else "   n/a" for k in (1, 2, 3))
        lines.append(f"{arm.arm:<14} {hat}")
    for contrast in analysis.contrasts:
        d = contrast.difference
        kind = "exact" if contrast.exact else "Monte Carlo"
        lines.append(
            f"\n{contrast.arm} - {contrast.control}: {d.value * 100:+.1f} pp "
            f"[{_percent(d.low, '+', '')}, {_percent(d.high, '+', '')}] "
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
        lines.append("\nfunnel         attempts  risky  fired  behaviour  passed")
        for arm, stages in sorted(analysis.funnel.items()):
            counts = "".join(f"{stages[s]:>{len(s) + 2}}" for s in ("risky", "fired", "behaviour", "passed"))
            lines.append(f"{arm:<14} {stages['attempts']:>8}{counts}")
    return "\n".join(lines)


def _write_csv(path: Path, analysis: Analysis) -> None:
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["arm", "attempts", "tasks", "success", "low", "high", "k", "pass_at_k", "pass_hat_k"])
        for arm in analysis.arms:
            for k in arm.pass_at:
                s = arm.success
                writer.writerow(
                    [arm.arm, arm.attempts, arm.tasks, s.value, s.low, s.high, k, arm.pass_at[k], arm.pass_hat[k]]
                )


def _plots(analysis: Analysis) -> list[tuple[str, str]]:
    plt = pyplot()
    arms = [a.arm for a in analysis.arms]
    figures = []
    figure, axis = plt.subplots(figsize=(1.2 * len(arms) + 2, 3.2))
    values = [100 * a.success.value for a in analysis.arms]
    errors = [
        [max(0.0, 100 * (a.success.value - a.success.low)) for a in analysis.arms],
        [max(0.0, 100 * (a.success.high - a.success.value)) for a in analysis.arms],
    ]
    axis.bar(range(len(arms)), values, yerr=errors, capsize=3, color="#4c72b0")
    axis.set_xticks(range(len(arms)), arms, rotation=30, ha="right")
    axis.set_ylabel("% success (task mean, 95% CI)")
    figures.append(("Success by arm", png(figure)))
    plt.close(figure)
    figure, (left, right) = plt.subplots(1, 2, figsize=(9, 3.2), sharey=True)
    for arm in analysis.arms:
        ks = sorted(arm.pass_at)
        left.plot(ks, [arm.pass_at[k] for k in ks], marker="o", label=arm.arm)
        right.plot(ks, [arm.pass_hat[k] for k in ks], marker="o", label=arm.arm)
    left.set_title("pass@k")
    right.set_title("pass^k")
    for axis in (left, right):
        axis.set_xlabel("k")
        axis.xaxis.get_major_locator().set_params(integer=True)  # k counts attempts: no 1.5
    left.legend(fontsize=8)
    figures.append(("pass@k and pass^k by arm", png(figure)))
    plt.close(figure)
    if analysis.funnel:
        figure, axis = plt.subplots(figsize=(9, 3.2))
        funnel_arms = sorted(analysis.funnel)
        width = 0.8 / len(funnel_arms)
        for index, arm in enumerate(funnel_arms):
            stages = analysis.funnel[arm]
            shares = [100 * stages[s] / stages["attempts"] if stages["attempts"] else 0 for s in FUNNEL_STAGES]
            axis.bar([i + index * width for i in range(len(FUNNEL_STAGES))], shares, width, label=arm)
        axis.set_xticks([i + 0.4 - width / 2 for i in range(len(FUNNEL_STAGES))], FUNNEL_STAGES)
        axis.set_ylabel("% of attempts")
        axis.legend(fontsize=8)
        figures.append(("Mechanism funnel by arm", png(figure)))
        plt.close(figure)
    return figures


def write_report(analysis: Analysis, folder: Path) -> list[Path]:
    """report.html, panel.json and panel.csv in the folder (created if need be)."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = [folder / "report.html", folder / "panel.json", folder / "panel.csv"]
    attempts = sum(a.attempts for a in analysis.arms)
    summary = f"{attempts} attempts over {max(a.tasks for a in analysis.arms)} tasks and {len(analysis.arms)} arms."
    paths[0].write_text(page("FIRE panel report", summary, table(analysis), _plots(analysis)), encoding="utf-8")
    paths[1].write_text(json.dumps(nan_to_null(analysis.to_dict()), indent=2), encoding="utf-8")
    _write_csv(paths[2], analysis)
    return paths
