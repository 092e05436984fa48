"""The decision server behind `veracity hook` (see `veracity.runtime.client` for why it exists).

`python -m veracity.runtime.server STATE_DIR` listens on the state directory's Unix socket and
answers each request with `run_hook`, one thread per request: session state is still read and
written under each session's file lock, so requests decided here and ones decided in-process by
a client that found no server never step on each other. Only one server runs per socket (a lock
file decides); it exits after `VERACITY_HOOK_IDLE` seconds without a request. Its own problems go
to `hookd.log` in the state directory, since it has no terminal.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import signal
import socket
import sys
import threading
import time
from pathlib import Path

from veracity.runtime.client import decode, encode, private_directory, socket_path
from veracity.runtime.hooks import run_hook

DEFAULT_IDLE_S = 900.0


def _log(state_dir: str, message: str) -> None:
    try:
        with open(os.path.join(state_dir, "hookd.log"), "a", encoding="utf-8") as log:
            log.write(f"{time.strftime('%Y-%m-%dT%H:%M:%S')} pid {os.getpid()}: {message}\n")
    except OSError:
        pass  # nowhere left to report to


def _answer(connection: socket.socket, state_dir: str) -> None:
    with connection:
        connection.settimeout(10)
        chunks = []
        while chunk := connection.recv(65536):
            chunks.append(chunk)
        fields = [field.decode("utf-8", "replace") for field in decode(b"".join(chunks))]
        agent, portfolio, arm, requested_dir, fail_closed, stdin = fields
        if os.path.abspath(requested_dir) != state_dir:
            raise ValueError(f"request for state directory {requested_dir}, served: {state_dir}")
        reply = run_hook(
            agent, stdin, portfolio=portfolio, arm=arm, state_dir=state_dir, fail_closed=fail_closed == "1"
        )
        out = reply.stdout + ("\n" if reply.stdout else "")
        connection.sendall(encode([out.encode(), reply.stderr.encode(), str(reply.exit_code).encode()]))


def _handle(connection: socket.socket, state_dir: str) -> None:
    try:
        _answer(connection, state_dir)
    except Exception as error:  # one bad request must not stop the server; the client fails open
        _log(state_dir, f"request failed: {type(error).__name__}: {error}")


def serve(state_dir: str, idle_s: float) -> int:
    state_dir = os.path.abspath(state_dir)
    path = socket_path(state_dir)
    os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
    if not private_directory(path):
        raise PermissionError(f"{os.path.dirname(path)}: not private to this user; refusing to listen there")
    lock = os.open(path + ".lock", os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return 0  # another server already serves this socket
    os.ftruncate(lock, 0)
    os.write(lock, str(os.getpid()).encode())  # who serves it, for `kill` and for tests
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        if os.path.exists(path):
            os.unlink(path)  # left by a server that died: we hold the lock, so nobody serves it
        previous = os.umask(0o177)  # the socket is readable and writable by its owner only
        try:
            listener.bind(path)
        finally:
            os.umask(previous)
        listener.listen(64)
        listener.settimeout(idle_s)
        while True:
            try:
                connection, _ = listener.accept()
            except TimeoutError:
                return 0
            threading.Thread(target=_handle, args=(connection, state_dir), daemon=True).start()
    finally:
        listener.close()
        for leftover in (path, path + ".lock"):
            with contextlib.suppress(FileNotFoundError):
                os.unlink(leftover)
        os.close(lock)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m veracity.runtime.server STATE_DIR", file=sys.stderr)
        return 2
    idle = float(os.environ.get("VERACITY_HOOK_IDLE", DEFAULT_IDLE_S))
    signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(0))  # unwind: remove the socket and lock
    try:
        Path(argv[0]).mkdir(parents=True, exist_ok=True)
        return serve(argv[0], idle)
    except Exception as error:
        _log(argv[0], f"server stopped: {type(error).__name__}: {error}")
        return 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
