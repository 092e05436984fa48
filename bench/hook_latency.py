"""Hook latency: what one agent event costs, against a bare Python start from the same environment.

    .venv/bin/python bench/hook_latency.py [--rounds N] [--decisions N] [--seed S]

Part 1, process wall time, measured side by side (each round runs every command once, in turn):
  bare        `python -c pass`
  installed   the command `veracity hook install` writes (`python -P .../runtime/client.py --agent ...`),
              decision server running
  script      the `veracity hook --agent ...` console script, decision server running
  in-process  the installed command with VERACITY_HOOK_SERVER=0 (the engine imported per event)
Events cycle through PreToolUse, PostToolUse, PostToolUseFailure and Stop of one session whose
state already holds 40 actions. Target: installed p50 at most 2x bare p50.

Part 2, in-process decision time: `Engine.handle` with 10 policies (the 9 built in, all eligible,
plus a tenth defined here) on a session with a 1,000-action history, over a seeded mix of events.
Target: p99 under 1 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from veracity.runtime import client
from veracity.runtime.engine import Engine, new_session
from veracity.runtime.install import hook_command
from veracity.runtime.policy import Context, Event, Policy, Rule, policy, policy_names, resolve
from veracity.trace.tagging import make_result

# A task every built-in policy is eligible for, so each one evaluates at every event.
TASK = (
    "Start the report server on port 8080 and keep it running; inspect orders.db (sqlite, WAL) first. "
    "Replace `colour` with `color` in docs/*.tex, compile with pdflatex and fix every Overfull \\hbox. "
    "The new parser binary must produce byte-for-byte identical output to the original. Report the total "
    "token count of the title and body fields with the cl100k_base tokenizer, and find all values that qualify."
)
COMMANDS = [
    ("python -m pytest -q", "12 passed in 0.8s", 0),
    ("pdflatex -interaction=nonstopmode main.tex", "Output written on main.pdf (3 pages)", 0),
    ("grep -n 'Overfull \\\\hbox' main.log", "", 1),
    ("curl -sf localhost:8080/health", '{"ok": true}', 0),
    ("cmp out/original.txt out/candidate.txt", "", 0),
    ("sed -i 's/colour/color/g' docs/intro.tex", "", 0),
    ("cp -p orders.db orders.db-wal evidence/", "", 0),
    ("python count_tokens.py --tokenizer cl100k_base", "title 1200\nbody 8800\ntotal 10000", 0),
    ("for v in $(seq 1 50); do ./check $v; done | sort -u", "3\n17\n41", 0),
    ("make -j2", "make: *** [Makefile:12: parser] Error 1", 2),
]


@policy("bench-tests-before-stop")
def tests_before_stop() -> Policy:
    """The tenth policy: at stop, require a test run after the last edit (state kept incrementally)."""

    def observe(context: Context) -> None:
        command = context.action.command if context.action else None
        if command and "pytest" in command:
            context.state["tested"] = context.seq
        elif command and "sed -i" in command:
            context.state["edited"] = context.seq

    def risky(context: Context) -> str | None:
        return None if context.state.get("tested", 0) >= context.state.get("edited", 0) else "edited after tests"

    rule = Rule("tests-after-edit", frozenset({"stop"}), "instruct", risky, lambda c, r: "run the tests", limit=None)
    return Policy("bench-tests-before-stop", "bench only", lambda task: True, (rule,), observe)


def _event(kind: str, rng: random.Random, index: int, session: str, cwd: str) -> Event:
    command, output, code = COMMANDS[rng.randrange(len(COMMANDS))]
    tool_input = {"command": command, "description": ""}
    if kind == "pre_tool":
        return Event("pre_tool", session, tool_name="Bash", tool_input=tool_input, cwd=cwd)
    if kind == "stop":
        return Event("stop", session, last_message="Done: all checks pass and the server is running.", cwd=cwd)
    result = make_result(f"t{index}", "Bash", output + "\n" + "log line\n" * rng.randint(0, 200), exit_code=code)
    return Event("tool_failure" if code else "post_tool", session, "", "Bash", tool_input, result=result, cwd=cwd)


def decision_times(decisions: int, seed: int) -> tuple[list[float], int]:
    policies = resolve(",".join(policy_names()))
    engine = Engine(policies)
    rng = random.Random(seed)
    cwd = tempfile.mkdtemp(prefix="veracity-bench-")
    session = new_session("bench")
    engine.handle(Event("prompt", "bench", prompt=TASK, cwd=cwd), session)
    for index in range(1000):
        engine.handle(_event("post_tool", rng, index, "bench", cwd), session)
    kinds = ["pre_tool"] * 4 + ["post_tool"] * 4 + ["stop"] + ["pre_tool"]
    for index in range(50):  # warm-up: lazy imports (the contract check at a risky stop) happen here
        engine.handle(_event(rng.choice(kinds), rng, index, "bench", cwd), session)
    times = []
    for index in range(decisions):
        event = _event(rng.choice(kinds), rng, index, "bench", cwd)
        start = time.perf_counter()
        engine.handle(event, session)
        times.append(time.perf_counter() - start)
    shutil.rmtree(cwd, ignore_errors=True)
    return times, len(policies)


def _hook_events(cwd: str) -> list[str]:
    base = {"session_id": "bench", "transcript_path": "/nonexistent", "cwd": cwd}
    bash = {"tool_name": "Bash", "tool_input": {"command": "python -m pytest -q"}, "tool_use_id": "t"}
    return [
        json.dumps({**base, "hook_event_name": "PreToolUse", **bash}),
        json.dumps(
            {**base, "hook_event_name": "PostToolUse", **bash, "tool_response": {"stdout": "12 passed", "stderr": ""}}
        ),
        json.dumps({**base, "hook_event_name": "PostToolUseFailure", **bash, "error": "Exit code 1\n1 failed"}),
        json.dumps({**base, "hook_event_name": "Stop", "stop_hook_active": False, "last_assistant_message": "Done."}),
    ]


def process_times(rounds: int, state_dir: str) -> dict[str, list[float]]:
    python = sys.executable
    options = ["--state-dir", state_dir]
    installed = shlex.split(hook_command("claude-code", options))
    script = [str(Path(python).parent / "veracity"), "hook", "--agent", "claude-code", *options]
    server_on = {**os.environ, "VERACITY_HOOK_SERVER": "1", "VERACITY_HOOK_IDLE": "120"}
    server_off = {**os.environ, "VERACITY_HOOK_SERVER": "0"}
    cwd = tempfile.mkdtemp(prefix="veracity-bench-")
    events = _hook_events(cwd)
    prompt = json.dumps({"session_id": "bench", "hook_event_name": "UserPromptSubmit", "prompt": TASK, "cwd": cwd})
    subprocess.run(installed, input=prompt, text=True, env=server_on, capture_output=True, check=True)
    path = client.socket_path(state_dir)
    deadline = time.monotonic() + 30
    while not os.path.exists(path) and time.monotonic() < deadline:
        time.sleep(0.05)
    for index in range(40):  # a session with some history
        subprocess.run(installed, input=events[index % 3], text=True, env=server_on, capture_output=True, check=True)
    commands = {
        "bare": ([python, "-c", "pass"], server_on),
        "installed": (installed, server_on),
        "script": (script, server_on),
        "in-process": (installed, server_off),
    }
    times: dict[str, list[float]] = {name: [] for name in commands}
    for index in range(rounds):
        stdin = events[index % len(events)]
        for name, (command, env) in commands.items():
            start = time.perf_counter()
            done = subprocess.run(command, input=stdin, text=True, env=env, capture_output=True)
            times[name].append(time.perf_counter() - start)
            if done.returncode != 0 or done.stderr:
                raise SystemExit(f"{name} failed: exit {done.returncode}: {done.stderr[:300]}")
    lock = Path(path + ".lock")
    if lock.exists() and lock.read_text().strip():
        os.kill(int(lock.read_text()), signal.SIGTERM)
    shutil.rmtree(cwd, ignore_errors=True)
    return times


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=100, help="process starts per command (default 100)")
    parser.add_argument("--decisions", type=int, default=5000, help="timed in-process decisions (default 5000)")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()

    state_dir = tempfile.mkdtemp(prefix="veracity-bench-state-")
    try:
        times = process_times(args.rounds, state_dir)
    finally:
        shutil.rmtree(state_dir, ignore_errors=True)
    bare = statistics.median(times["bare"])
    print(f"process wall time over {args.rounds} rounds (ms):")
    for name, values in times.items():
        p50 = statistics.median(values)
        print(f"  {name:<11} p50 {p50 * 1000:6.1f}  p90 {_quantile(values, 0.9) * 1000:6.1f}  {p50 / bare:4.2f}x bare")

    decisions, count = decision_times(args.decisions, args.seed)
    print(f"in-process decisions, {count} policies, 1,000-action history, {args.decisions} events (ms):")
    for label, q in (("p50", 0.5), ("p90", 0.9), ("p99", 0.99), ("max", 1.0)):
        print(f"  {label} {_quantile(decisions, q) * 1000:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
