"""Task directories and attempt workspaces: set-up, the agent's shell lifetime rules, the verifier."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest

from paneltasks import free_port, service_task, until_up, write_task
from veracity.panel.taskdir import TaskDirError, find_tasks, load_task, read_script
from veracity.panel.workspace import Workspace, WorkspaceError, read_reward, reap_leftovers

MINIMAL = {
    "instruction.md": "Write hello into out.txt.\n",
    "tests/test.sh": 'cd "$APP_DIR"; grep -qx hello out.txt; echo $((1 - $?)) > "$LOGS_DIR/verifier/reward.txt"\n',
}


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _pids(workspace: Workspace, name: str) -> list[int]:
    return [int(line) for line in (workspace.app / name).read_text().split()]


@pytest.fixture
def minimal(tmp_path):
    return load_task(write_task(tmp_path / "tasks", "hello", MINIMAL))


def test_task_defaults_and_toml_fields(tmp_path):
    files = {
        **MINIMAL,
        "task.toml": '[agent]\ntimeout_sec = 30\n[verifier]\ntimeout_sec = 5.5\n[veracity]\nfamily = "latex-log"\n',
    }
    task = load_task(write_task(tmp_path, "t", files))
    assert (task.name, task.agent_timeout_s, task.verifier_timeout_s, task.family) == ("t", 30.0, 5.5, "latex-log")
    assert task.instruction == "Write hello into out.txt."
    assert load_task(write_task(tmp_path, "u", MINIMAL)).agent_timeout_s == 600.0


@pytest.mark.parametrize(
    ("files", "message"),
    [
        ({"tests/test.sh": "true"}, "instruction.md: no such file"),
        ({"instruction.md": "  \n", "tests/test.sh": "true"}, "empty instruction"),
        ({"instruction.md": "x"}, "no verifier"),
        ({**MINIMAL, "task.toml": "[agent\n"}, "task.toml: not valid TOML"),
        ({**MINIMAL, "task.toml": "[agent]\ntimeout_sec = -1\n"}, "field agent.timeout_sec"),
        ({**MINIMAL, "task.toml": '[verifier]\ntimeout_sec = "soon"\n'}, "field verifier.timeout_sec"),
        ({**MINIMAL, "task.toml": "[veracity]\nfamily = 3\n"}, "field veracity.family"),
        ({**MINIMAL, "environment/Dockerfile": "FROM python:3.11\n"}, "only a Dockerfile"),
    ],
)
def test_bad_task_directories_are_named(tmp_path, files, message):
    folder = write_task(tmp_path, "bad", files)
    with pytest.raises(TaskDirError, match=message) as error:
        load_task(folder)
    assert str(folder) in str(error.value)


def test_find_tasks_needs_task_directories(tmp_path):
    with pytest.raises(TaskDirError, match="no task directories"):
        find_tasks(tmp_path)
    write_task(tmp_path, "b", MINIMAL)
    write_task(tmp_path, "a", MINIMAL)
    assert list(find_tasks(tmp_path)) == ["a", "b"]


def test_agent_scripts_split_into_calls_and_a_final_reply(tmp_path):
    path = tmp_path / "s.sh"
    path.write_text("#!/bin/bash\n# intro\n#> call\necho a\necho b\n\n#> call\ncat <<EOF\n\nx\nEOF\n#> final: Done.\n")
    script = read_script(path)
    assert script.calls == ["echo a\necho b", "cat <<EOF\n\nx\nEOF"]
    assert script.final == "Done."
    for text, message in [
        ("echo a\n#> final: x\n", "expected `#> call` blocks"),
        ("#> call\n\n#> final: x\n", "expected `#> call` blocks"),
        ("#> call\necho\n", "no `#> final:"),
        ("#> call\necho\n#> final: a\n#> final: b\n", r"s.sh:4: a second"),
    ]:
        path.write_text(text)
        with pytest.raises(TaskDirError, match=message):
            read_script(path)


def test_setup_runs_in_the_app_dir_and_failures_name_the_script(tmp_path):
    task = load_task(write_task(tmp_path, "t", {**MINIMAL, "environment/setup.sh": "echo seeded > seed.txt\n"}))
    workspace = Workspace(task, tmp_path / "ws")
    workspace.setup()
    assert (workspace.app / "seed.txt").read_text() == "seeded\n"
    broken = load_task(write_task(tmp_path, "b", {**MINIMAL, "environment/setup.sh": "echo nope; exit 3\n"}))
    with pytest.raises(WorkspaceError, match=r"setup.sh: set-up exited with 3:\nnope"):
        Workspace(broken, tmp_path / "ws").setup()


def test_calls_report_output_and_exit_codes_and_time_out(minimal, tmp_path):
    workspace = Workspace(minimal, tmp_path)
    result = workspace.run("echo hi; echo err >&2; exit 4", 10)
    assert (result.output, result.exit_code, result.timed_out) == ("hi\nerr\n", 4, False)
    assert workspace.run("pwd", 10).output.strip() == str(workspace.app)
    began = time.monotonic()
    slow = workspace.run("sleep 30 & echo $! > sleeper; sleep 30", 0.5)
    assert slow.timed_out and slow.exit_code is None and time.monotonic() - began < 10
    sleeper = _pids(workspace, "sleeper")[0]
    time.sleep(0.2)
    assert not _alive(sleeper)  # the whole process group went with the timed-out call


def test_long_output_is_shortened_in_the_middle(minimal, tmp_path):
    output = Workspace(minimal, tmp_path).run("python3 -c \"print('a' * 50000 + 'END')\"", 10).output
    assert len(output) < 17_000 and output.startswith("aaa") and output.rstrip().endswith("END")
    assert "characters left out" in output


def test_session_end_hangs_up_jobs_the_shell_still_owned(minimal, tmp_path):
    workspace = Workspace(minimal, tmp_path)
    workspace.run("sleep 60 & echo $! > plain", 10)
    workspace.run("nohup sleep 60 > /dev/null 2>&1 & echo $! > nohup", 10)
    workspace.run("setsid sleep 60 & echo $! > setsid", 10)
    workspace.run("sleep 60 & echo $! > disowned; disown", 10)
    workspace.run("(sleep 60 & echo $! > child; wait) & echo $! > parent", 10)
    time.sleep(0.3)
    pids = {name: _pids(workspace, name)[0] for name in ("plain", "nohup", "setsid", "disowned", "child", "parent")}
    assert all(_alive(pid) for pid in pids.values())  # background jobs outlive their call
    workspace.end_session()
    assert not _alive(pids["plain"]) and not _alive(pids["parent"]) and not _alive(pids["child"])
    assert _alive(pids["nohup"]) and _alive(pids["setsid"]) and _alive(pids["disowned"])
    assert workspace.reap() >= 3
    time.sleep(0.1)
    assert not any(_alive(pid) for pid in pids.values())


def test_session_end_hangs_up_jobs_even_where_the_harness_ignores_hang_ups(minimal, tmp_path):
    # (as under `nohup veracity panel run ...`: the ignored SIGHUP must not pass to the agent's shell and its jobs)
    previous = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    try:
        workspace = Workspace(minimal, tmp_path)
        workspace.run("sleep 60 & echo $! > plain", 10)
    finally:
        signal.signal(signal.SIGHUP, previous)
    time.sleep(0.3)
    plain = _pids(workspace, "plain")[0]
    workspace.end_session()
    assert not _alive(plain)
    workspace.reap()


def test_session_end_waits_for_hung_up_jobs_that_have_let_go_of_their_environment(minimal, tmp_path, monkeypatch):
    # (an exiting process lets go of its environment before it is gone: the wait must go by its state, or the session
    # ends while the job still runs; here the job takes half a second to exit, and from its hang-up on, reading its
    # environment fails, as it does for a process the kernel is tearing down)
    workspace = Workspace(minimal, tmp_path)
    workspace.run("(trap 'sleep 0.5; exit' HUP; while :; do sleep 0.1; done) & echo $! > slow", 10)
    time.sleep(0.3)
    slow = _pids(workspace, "slow")[0]
    hung_up: set[int] = set()
    real_kill, real_ours = os.kill, workspace._ours

    def kill(pid: int, sig: int) -> None:
        hung_up.add(pid)
        real_kill(pid, sig)

    monkeypatch.setattr("veracity.panel.workspace.os.kill", kill)
    monkeypatch.setattr(workspace, "_ours", lambda pid: pid not in hung_up and real_ours(pid))
    workspace.end_session()
    assert slow in hung_up
    assert not _alive(slow)
    workspace.reap()


def test_reap_spares_processes_of_other_workspaces(minimal, tmp_path):
    ours, theirs = Workspace(minimal, tmp_path), Workspace(minimal, tmp_path)
    ours.run("setsid sleep 60 & echo $! > pid", 10)
    theirs.run("setsid sleep 60 & echo $! > pid", 10)
    time.sleep(0.2)
    ours.reap()
    time.sleep(0.1)
    assert not _alive(_pids(ours, "pid")[0]) and _alive(_pids(theirs, "pid")[0])
    theirs.reap()


def test_verifier_sees_surviving_services_and_its_tests_only_afterwards(tmp_path):
    port = free_port()
    task = load_task(service_task(tmp_path / "tasks", port=port))
    workspace = Workspace(task, tmp_path)
    workspace.setup()
    assert not (workspace.root / "tests").exists()  # the agent never sees the verifier
    workspace.run(f"nohup python3 server.py {port} > server.log 2>&1 &\n{until_up(port)}", 30)
    workspace.end_session()
    assert workspace.verify().reward == 1.0
    workspace.reap()
    again = Workspace(task, tmp_path)
    again.setup()
    again.run(f"python3 server.py {port} &\n{until_up(port)}", 30)
    assert "pong" in again.run(f"curl -s http://127.0.0.1:{port}/", 10).output  # up during the session
    again.end_session()
    assert again.verify().reward == 0.0  # but not after it
    again.reap()


def test_verifier_results(tmp_path):
    def verdict(test_sh: str, timeout: str = "10"):
        files = {**MINIMAL, "tests/test.sh": test_sh, "task.toml": f"[verifier]\ntimeout_sec = {timeout}\n"}
        task = load_task(write_task(tmp_path, f"v{len(list(tmp_path.iterdir()))}", files))
        return Workspace(task, tmp_path / "ws").verify()

    assert verdict('echo 0.5 > "$LOGS_DIR/verifier/reward.txt"').reward == 0.5
    assert verdict('echo \'{"reward": 1.0}\' > "$LOGS_DIR/verifier/reward.json"').reward == 1.0
    missing = verdict("echo checked; exit 1")
    assert missing.reward is None and "exited with 1 and wrote no reward" in missing.error
    assert "checked" in missing.output
    bad = verdict('echo pass > "$LOGS_DIR/verifier/reward.txt"')
    assert bad.reward is None and "reward.txt: expected a number" in bad.error
    slow = verdict("sleep 20", timeout="0.5")
    assert slow.reward is None and "timed out after 0.5 s" in slow.error


def test_read_reward_json_errors(tmp_path):
    (tmp_path / "reward.json").write_text('{"reward": "yes"}')
    with pytest.raises(ValueError, match="field reward"):
        read_reward(tmp_path)
    (tmp_path / "reward.json").write_text("{")
    with pytest.raises(ValueError, match="not valid JSON"):
        read_reward(tmp_path)
    assert read_reward(tmp_path / "none") is None


def test_markers_keep_attempts_apart(minimal, tmp_path):
    workspace = Workspace(minimal, tmp_path)
    environment = workspace.environment()
    assert environment["APP_DIR"] == str(workspace.app) and environment["VERACITY_WORKSPACE"] == workspace.token
    assert not {"ENV_DIR", "TESTS_DIR", "LOGS_DIR"} & set(environment)  # the agent is not shown the verifier
    assert workspace.run("echo ${TESTS_DIR:-none} ${ENV_DIR:-none}", 10).output == "none none\n"
    assert {"ENV_DIR", "TESTS_DIR", "LOGS_DIR"} <= set(workspace.environment("verifier"))
    assert Workspace(minimal, tmp_path).token != workspace.token
    assert workspace.reap() == 0


def test_leftovers_of_a_dead_runner_are_found_by_folder(minimal, tmp_path):
    mine, other = Workspace(minimal, tmp_path / "run" / "workspaces"), Workspace(minimal, tmp_path / "elsewhere")
    mine.run("setsid sleep 60 & echo $! > pid", 10)
    other.run("setsid sleep 60 & echo $! > pid", 10)
    time.sleep(0.2)
    assert reap_leftovers(tmp_path / "run" / "workspaces") == 1
    time.sleep(0.1)
    assert not _alive(_pids(mine, "pid")[0]) and _alive(_pids(other, "pid")[0])
    other.reap()
