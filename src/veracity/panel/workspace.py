"""One attempt's fresh directory and processes: set-up, the agent's shell calls, the end of the
agent's session, the verifier, and clean-up.

The agent's shell follows a terminal's lifetime rules, because FIRE's service failures are about
them: a call is `bash -c` in its own process group; background jobs outlive the call (a later
call can probe them) but when the agent's session ends, every job the shell still owned gets
SIGHUP, as when a terminal closes. So `server &` dies with the session, while `nohup server &`,
`setsid server &` and `server & disown` (or a daemon that detaches itself) keep answering the
verifier. A call that outlives its timeout has its whole process group killed. Afterwards every
process that carries the attempt's marker in its environment is killed: nothing leaks into the
next attempt. Process bookkeeping reads /proc, so this runs on Linux.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shlex
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from veracity.panel.taskdir import TaskDir

MARKER = "VERACITY_WORKSPACE"
OUTPUT_LIMIT = 16_000  # characters of a call's output the agent sees (head and tail)
SETUP_TIMEOUT_S = 300.0
HANGUP_GRACE_S = 2.0


def _hang_up_by_default() -> None:
    """In the child, before it runs: SIGHUP ends it, as in a shell a terminal started."""
    signal.signal(signal.SIGHUP, signal.SIG_DFL)


class WorkspaceError(RuntimeError):
    """An attempt that could not be prepared; the message names the task and the script."""


@dataclass(frozen=True, slots=True)
class CallResult:
    output: str
    exit_code: int | None  # None when the call timed out
    timed_out: bool = False


@dataclass(frozen=True, slots=True)
class Verdict:
    reward: float | None  # None when the verifier wrote no reward
    output: str
    error: str | None = None


def _shorten(text: str, limit: int = OUTPUT_LIMIT) -> str:
    if len(text) <= limit:
        return text
    half = limit // 2
    return f"{text[:half]}\n[... {len(text) - 2 * half} characters left out ...]\n{text[-half:]}"


def _processes() -> dict[int, tuple[int, int]]:
    """Every process's parent and session id, from /proc."""
    table: dict[int, tuple[int, int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()  # the command name may hold spaces
        table[int(entry.name)] = (int(fields[1]), int(fields[3]))
    return table


def _running(pid: int) -> bool:
    """The process exists and has not finished (a zombie has: it only waits for its parent to collect it)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return False


class Workspace:
    """A fresh temporary attempt directory for `task`: app/ (the agent's working directory),
    tests/ (copied in only for the verifier), logs/verifier/ (where the reward goes)."""

    def __init__(self, task: TaskDir, parent: str | Path | None = None) -> None:
        self.task = task
        if parent is not None:
            Path(parent).mkdir(parents=True, exist_ok=True)
        self.root = Path(tempfile.mkdtemp(prefix=f"veracity-{task.name}-", dir=parent)).resolve()
        self.app = self.root / "app"
        self.logs = self.root / "logs"
        self.app.mkdir()
        (self.logs / "verifier").mkdir(parents=True)
        (self.root / "jobs").mkdir()
        self.token = secrets.token_hex(8)
        self.calls = 0
        self.sessions: dict[int, int] = {}  # call number -> the session its shell led

    def environment(self, role: str = "agent") -> dict[str, str]:
        """The variables a script sees. The agent gets only APP_DIR: where the task's environment and
        tests live is for set-up and the verifier (Harbor keeps them out of the container too)."""
        folders = {"agent": {}, "setup": {"ENV_DIR": self.task.path / "environment"}}.get(
            role,
            {"ENV_DIR": self.task.path / "environment", "TESTS_DIR": self.root / "tests", "LOGS_DIR": self.logs},
        )
        return {
            **os.environ,
            "APP_DIR": str(self.app),
            **{name: str(path) for name, path in folders.items()},
            MARKER: self.token,
        }

    def _script(
        self, argv: list[str], timeout: float, output_file: Path, role: str, call: int | None = None
    ) -> CallResult:
        with output_file.open("wb") as out:
            process = subprocess.Popen(
                argv,
                cwd=self.app,
                env=self.environment(role),
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
                # (hang-ups as a terminal's, whatever this process inherited: under `nohup veracity panel run ...`
                # SIGHUP is ignored, and the jobs the agent's shell starts would inherit that and outlive the session)
                preexec_fn=_hang_up_by_default,
            )
            if call is not None:
                self.sessions[call] = process.pid
            try:
                code: int | None = process.wait(timeout)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(process.pid, signal.SIGKILL)
                process.wait()
                code = None
        text = output_file.read_bytes().decode("utf-8", errors="replace")
        return CallResult(text, code, code is None)

    def setup(self) -> None:
        if not self.task.setup.is_file():
            return
        result = self._script(["bash", str(self.task.setup)], SETUP_TIMEOUT_S, self.root / "setup.log", "setup")
        if result.exit_code != 0:
            how = "timed out" if result.timed_out else f"exited with {result.exit_code}"
            raise WorkspaceError(f"{self.task.setup}: set-up {how}:\n{_shorten(result.output, 4000)}")

    def run(self, command: str, timeout: float) -> CallResult:
        """One agent shell call. The EXIT trap records the background jobs the shell still owns
        (`disown`ed ones are no longer listed), for `end_session`. A command that sets its own
        EXIT trap replaces ours; its jobs then survive the session, as if detached."""
        self.calls += 1
        jobs = self.root / "jobs" / f"{self.calls}.txt"
        script = f"trap 'jobs -p > {shlex.quote(str(jobs))}' EXIT\n{command}"
        result = self._script(
            ["bash", "-c", script], timeout, self.root / "jobs" / f"{self.calls}.out", "agent", self.calls
        )
        return CallResult(_shorten(result.output), result.exit_code, result.timed_out)

    def end_session(self) -> None:
        """The agent's terminal closes: hang up every still-running job it owned, with its children,
        as far as they are still in the call's session (`setsid` left it: the hangup misses them)."""
        table = _processes()
        children: dict[int, list[int]] = {}
        for pid, (parent, _) in table.items():
            children.setdefault(parent, []).append(pid)
        targets: list[int] = []
        for call, session in self.sessions.items():
            jobs = self.root / "jobs" / f"{call}.txt"
            listed = jobs.read_text().split() if jobs.exists() else []
            pending = [int(pid) for pid in listed if pid.isdigit()]
            while pending:
                pid = pending.pop()
                if pid in table and table[pid][1] == session and self._ours(pid):
                    targets.append(pid)
                pending += children.get(pid, [])
        for pid in targets:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGHUP)
        deadline = time.monotonic() + HANGUP_GRACE_S
        # (waited on by their state, not by `_ours`: a process that is exiting has already let go of its environment,
        # which `_ours` reads, while it still runs)
        while any(_running(pid) for pid in targets) and time.monotonic() < deadline:
            time.sleep(0.05)

    def verify(self) -> Verdict:
        """Run the task's verifier (tests copied in now, never visible to the agent) and read its reward."""
        tests = self.root / "tests"
        shutil.copytree(self.task.tests, tests, dirs_exist_ok=True)
        result = self._script(
            ["bash", str(tests / "test.sh")],
            self.task.verifier_timeout_s,
            self.logs / "verifier" / "output.txt",
            "verifier",
        )
        output = _shorten(result.output, 8000)
        if result.timed_out:
            return Verdict(None, output, f"verifier timed out after {self.task.verifier_timeout_s:g} s")
        try:
            reward = read_reward(self.logs / "verifier")
        except ValueError as error:
            return Verdict(None, output, str(error))
        if reward is None:
            return Verdict(None, output, f"verifier exited with {result.exit_code} and wrote no reward")
        return Verdict(reward, output)

    def _ours(self, pid: int) -> bool:
        try:
            environ = Path(f"/proc/{pid}/environ").read_bytes()
        except OSError:
            return False
        if f"{MARKER}={self.token}".encode() not in environ.split(b"\0"):
            return False
        return _running(pid)

    def reap(self) -> int:
        """Kill every process this attempt started that is still alive; returns how many."""
        killed = 0
        for _ in range(3):  # a dying parent may still fork once
            alive = [int(p.name) for p in Path("/proc").iterdir() if p.name.isdigit() and int(p.name) != os.getpid()]
            ours = [pid for pid in alive if self._ours(pid)]
            if not ours:
                break
            for pid in ours:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.kill(pid, signal.SIGKILL)
                    killed += 1
            time.sleep(0.05)
        return killed

    def remove(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)


def reap_leftovers(folder: Path) -> int:
    """Kill what attempts under `folder` left running when their runner died before cleaning up
    (killed, or the machine's session ended): any process with an attempt marker whose APP_DIR
    lies in `folder`. Returns how many."""
    prefix = str(folder.resolve()) + os.sep
    killed = 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            variables = dict(v.split(b"=", 1) for v in (entry / "environ").read_bytes().split(b"\0") if b"=" in v)
        except OSError:
            continue
        if MARKER.encode() in variables and variables.get(b"APP_DIR", b"").decode(errors="replace").startswith(prefix):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(int(entry.name), signal.SIGKILL)
                killed += 1
    return killed


def read_reward(folder: Path) -> float | None:
    """The verifier's reward: reward.txt (a number) or reward.json ({"reward": x}, Harbor's form)."""
    text_file, json_file = folder / "reward.txt", folder / "reward.json"
    if text_file.exists():
        text = text_file.read_text(encoding="utf-8", errors="replace").strip()
        try:
            return float(text)
        except ValueError:
            raise ValueError(f"{text_file}: expected a number, got {text[:80]!r}") from None
    if json_file.exists():
        try:
            data = json.loads(json_file.read_text(encoding="utf-8", errors="replace"))
        except ValueError as error:
            raise ValueError(f"{json_file}: not valid JSON ({error})") from None
        value = data.get("reward") if isinstance(data, dict) else data
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f'{json_file}: field reward: expected a number (Harbor\'s {{"reward": 1.0}})')
        return float(value)
    return None
