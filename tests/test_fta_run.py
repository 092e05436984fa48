"""`veracity fta run` as a user runs it: real processes, the embedded model, real logs."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from inspect_ai.log import list_eval_logs, read_eval_log

from veracity.models.embedded import smollm2_path

VERACITY = [sys.executable, "-m", "veracity"]
INSPECT = Path(sys.executable).parent / "inspect"


def veracity(*args: str, env: dict[str, str] | None = None, timeout: int = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*VERACITY, *args], capture_output=True, text=True, timeout=timeout, env={**os.environ, **(env or {})}
    )


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for(url: str, seconds: float = 60) -> bytes:
    deadline = time.monotonic() + seconds
    while True:
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                return response.read()
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.3)


def samples_by_log(log_dir: Path) -> dict[str, list]:
    return {info.name: read_eval_log(info).samples or [] for info in list_eval_logs(str(log_dir))}


def test_a_small_run_ends_with_the_table_and_logs_inspect_view_opens(tmp_path: Path) -> None:
    run = veracity(
        "fta",
        "run",
        "--limit",
        "2",
        "--policies",
        "baseline,contract,contract+gate",
        "--max-tokens",
        "48",
        "--log-dir",
        str(tmp_path),
    )
    assert run.returncode == 0, run.stderr[-2000:]
    table = run.stdout[run.stdout.index("veracity/smollm2\npolicy") :]
    for policy in ("baseline", "contract", "contract+gate"):
        assert f"\n{policy} " in table
    assert "paired differences" in table and "Labels: veracity-auditor-1" in run.stdout
    logs = [read_eval_log(info) for info in list_eval_logs(str(tmp_path))]
    assert len(logs) == 3 and all(log.status == "success" and len(log.samples or []) == 2 for log in logs)
    gated = next(log for log in logs if log.eval.task_args["policy"] == "contract+gate")
    plain = next(log for log in logs if log.eval.task_args["policy"] == "contract")
    # the gate arm scores the contract arm's very replies (shared through the cache)
    originals = sorted(s.metadata["gate"]["original_reply"] for s in gated.samples or [])
    assert originals == sorted(s.output.completion for s in plain.samples or [])

    port = free_port()
    viewer = subprocess.Popen(
        [str(INSPECT), "view", "start", "--log-dir", str(tmp_path), "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        listing = json.loads(wait_for(f"http://127.0.0.1:{port}/api/logs"))
        assert len(listing["files"]) == 3
    finally:
        viewer.terminate()
        viewer.wait(timeout=10)


def test_a_killed_run_resumes_without_losing_or_repeating_a_sample(tmp_path: Path, tmp_path_factory) -> None:
    # A private generation cache: with a warm one the whole run finishes before the kill can land.
    env = {**os.environ, "INSPECT_CACHE_DIR": str(tmp_path_factory.mktemp("generate-cache"))}
    command = [
        *VERACITY,
        "fta",
        "run",
        "--limit",
        "30",
        "--policies",
        "baseline",
        "--max-tokens",
        "64",
        "--log-dir",
        str(tmp_path),
    ]
    first = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    deadline = time.monotonic() + 300
    try:
        while time.monotonic() < deadline:  # wait until some samples are on disk, then kill -9 mid-run
            done = sum(len(s) for s in samples_by_log(tmp_path).values()) if list(tmp_path.glob("*.eval")) else 0
            if done >= 2:
                break
            time.sleep(0.5)
        os.killpg(first.pid, signal.SIGKILL)
    finally:
        first.wait(timeout=30)
    interrupted = samples_by_log(tmp_path)
    assert interrupted and all(read_eval_log(info).status == "started" for info in list_eval_logs(str(tmp_path)))
    kept = {s.id: s.uuid for samples in interrupted.values() for s in samples}
    assert 2 <= len(kept) < 30

    resumed = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    assert resumed.returncode == 0, resumed.stderr[-2000:]
    finished = [read_eval_log(info) for info in list_eval_logs(str(tmp_path))]
    complete = [log for log in finished if log.status == "success"]
    assert len(complete) == 1
    ids = [s.id for s in complete[0].samples or []]
    assert len(ids) == 30 and len(set(ids)) == 30
    reused = {s.id: s.uuid for s in complete[0].samples or [] if s.id in kept}
    assert reused == kept  # the samples finished before the kill were kept, not run again


@pytest.mark.parametrize(
    ("args", "env", "message"),
    [
        (["--model", "veracity/tinyllama"], {}, "unknown embedded model 'tinyllama'"),
        (["--model", "nosuchprovider/x"], {}, "Model API nosuchprovider"),
        (
            ["--model", "openai-api/local/smollm2"],
            {"LOCAL_BASE_URL": "http://127.0.0.1:9/v1", "LOCAL_API_KEY": "x"},
            "APIConnectionError",
        ),
        (["--dataset", "{bad}"], {}, "bad.jsonl:1: category"),
        (["--policies", "baseline,flattery"], {}, "--policies: unknown flattery"),
        (["--policies", ","], {}, "--policies: none given"),
        (["--limit", "-3"], {}, "expected 1 or more, got -3"),
        (["--max-tokens", "0"], {}, "expected 1 or more, got 0"),
        (
            ["--model", "openai-api/local/x", "--model-base-url", "http://127.0.0.1:9/v1"],
            {"LOCAL_API_KEY": ""},
            "LOCAL_API_KEY",
        ),
        (["--model", "veracity/gguf", "-M", "model_path=2024-model.gguf"], {}, "2024-model.gguf"),
    ],
)
def test_bad_models_endpoints_and_datasets_give_one_clear_error(
    tmp_path: Path, args: list[str], env: dict[str, str], message: str
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"schema_version": "veracity.1", "id": "x", "category": "gremlins"}\n')
    filled = [a.format(bad=bad) for a in args]
    run = veracity("fta", "run", "--limit", "1", "--log-dir", str(tmp_path / "logs"), *filled, env=env, timeout=180)
    assert run.returncode == 2, run.stdout[-1000:] + run.stderr[-1000:]
    assert message in run.stderr
    assert "Traceback" not in run.stderr


def test_an_openai_compatible_server_is_one_more_model(tmp_path: Path) -> None:
    port = free_port()
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "llama_cpp.server",
            "--model",
            str(smollm2_path()),
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--n_ctx",
            "4096",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        wait_for(f"http://127.0.0.1:{port}/v1/models", seconds=120)
        env = {"LOCAL_BASE_URL": f"http://127.0.0.1:{port}/v1", "LOCAL_API_KEY": "unused"}
        run = veracity(
            "fta",
            "run",
            "--model",
            "openai-api/local/smollm2",
            "--limit",
            "2",
            "--policies",
            "contract",
            "--max-tokens",
            "48",
            "--log-dir",
            str(tmp_path),
            env=env,
        )
        assert run.returncode == 0, run.stderr[-2000:]
        [log] = [read_eval_log(info) for info in list_eval_logs(str(tmp_path))]
        assert log.eval.model == "openai-api/local/smollm2"
        assert log.status == "success" and all(s.output.completion for s in log.samples or [])
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_mixed_up_paths_and_a_log_dir_of_another_run_give_one_clear_error(tmp_path: Path) -> None:
    scripted = ["--model", "veracity/scripted", "-M", "outputs=It failed.", "--policies", "baseline", "--limit", "1"]
    logs = str(tmp_path / "logs")
    first = veracity("fta", "run", *scripted, "--log-dir", logs, timeout=180)
    assert first.returncode == 0, first.stderr[-2000:]
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    env = {"VERACITY_FTA_REFERENCE": ""}
    cases = [
        (["fta", "run", *scripted, "--family", "stale_data", "--log-dir", logs], "give a new --log-dir"),
        (["fta", "run", *scripted, "--log-dir", str(a_file)], "is a file, expected a folder"),
        (["fta", "run", *scripted, "--prompt-set", str(tmp_path), "--log-dir", logs], "is a directory"),
        (["fta", "report", logs, "--out", str(a_file)], "is a file, expected a folder"),
        (["fta", "scenarios", "validate", "published"], "VERACITY_FTA_REFERENCE"),
    ]
    for args, message in cases:
        run = veracity(*args, env=env, timeout=180)
        assert run.returncode == 2 and message in run.stderr, (args, run.stderr[-2000:])
        assert "Traceback" not in run.stderr
