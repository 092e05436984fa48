"""The per-event hook entry point, kept to the standard library's cheapest modules.

An agent starts `veracity hook --agent ...` once per event, so start-up is the hook's latency. A
Python process that imports the policy engine pays ~100 ms on a small machine; one that imports
only `os` and `_socket` pays little more than the interpreter's start. So the hook is a client:
it hands stdin to a decision server (`veracity.runtime.server`) listening on a Unix socket in
the state directory and prints its reply. When no server answers, the client decides in-process
(the same `run_hook`) and starts a server in the background for the next events; the server
exits after `VERACITY_HOOK_IDLE` seconds (default 900) without a request, or when the installed
code changes (the socket name carries a fingerprint of it). `VERACITY_HOOK_SERVER=0` turns the
server off. Either way the decision, the state and the log are the same.

Deliberately not imported here: json, socket (the `_socket` C module suffices), argparse, re.
"""

from __future__ import annotations

import _socket
import os
import sys
import zlib

_VALUE_OPTIONS = ("--agent", "--portfolio", "--arm", "--state-dir")
EXIT_BLOCK = 2
AGENTS = ("claude-code", "codex")
REPLY_TIMEOUT_S = 25.0  # under the 30 s hook timeout that `hook install` writes
_SHORT_ROOT = "/tmp"
_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def default_state_dir() -> str:
    """$VERACITY_STATE_DIR, else $XDG_STATE_HOME/veracity/sessions, else ~/.local/state/veracity/sessions."""
    explicit = os.environ.get("VERACITY_STATE_DIR")
    if explicit:
        return explicit
    base = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return os.path.join(base, "veracity", "sessions")


def fingerprint() -> str:
    """Names the installed code: the interpreter and the size and mtime of every module file.
    A server started from other code never answers a client of this code."""
    parts = [sys.executable]
    for directory, _, files in os.walk(_PACKAGE):
        for name in sorted(files):
            if name.endswith(".py"):
                info = os.stat(os.path.join(directory, name))
                parts.append(f"{directory}/{name}:{info.st_size}:{info.st_mtime_ns}")
    text = "\n".join(sorted(parts)).encode()
    return f"{zlib.crc32(text):08x}{zlib.adler32(text):08x}"


def socket_path(state_dir: str) -> str:
    """The server's socket: in the state directory, or, when that path is too long for a Unix
    socket (about 100 bytes), in a private directory under /tmp named after the state directory."""
    state_dir = os.path.abspath(state_dir)
    name = f"hookd-{fingerprint()}.sock"
    path = os.path.join(state_dir, name)
    if len(path.encode()) <= 100:
        return path
    short_name = f"{zlib.crc32(state_dir.encode()):08x}-{name}"
    return os.path.join(_SHORT_ROOT, f"veracity-{os.getuid()}", short_name)


def private_directory(path: str) -> bool:
    """Whether a socket under /tmp sits in a directory that is ours alone: a socket anyone could
    have made might be another user's server, and it would see our agent's events."""
    directory = os.path.dirname(path)
    if directory != os.path.join(_SHORT_ROOT, f"veracity-{os.getuid()}"):
        return True  # in the state directory, which the user chose
    try:
        info = os.stat(directory)
    except OSError:
        return False
    return info.st_uid == os.getuid() and not info.st_mode & 0o077


def encode(fields: list[bytes]) -> bytes:
    """Length-prefixed fields (netstrings): any bytes, no parser needed."""
    return b"".join(str(len(f)).encode() + b":" + f + b"," for f in fields)


def decode(data: bytes) -> list[bytes]:
    fields, position = [], 0
    while position < len(data):
        colon = data.index(b":", position)
        length = int(data[position:colon])
        fields.append(data[colon + 1 : colon + 1 + length])
        if data[colon + 1 + length : colon + 2 + length] != b",":
            raise ValueError("malformed field")
        position = colon + 2 + length
    return fields


def cannot_decide(problem: str, fail_closed: bool) -> tuple[str, int]:
    """The diagnostic and exit code of a hook that could not decide: exit 0 lets the action go
    ahead (fail open); exit 2 blocks it, which the agents show the model as the reason."""
    verdict = "blocking (--fail-closed)" if fail_closed else "allowing the action (fail open)"
    return f"veracity hook: {problem}; {verdict}\n", EXIT_BLOCK if fail_closed else 0


def parse_options(argv: list[str]) -> tuple[dict[str, str], bool, str | None]:
    """The hook's options, whether it fails closed, and the problem with them if any."""
    values = {"--portfolio": "default", "--arm": "policy"}
    fail_closed = "--fail-closed" in argv
    words = [w for w in argv if w != "--fail-closed"]
    index = 0
    while index < len(words):
        name, _, inline = words[index].partition("=")
        if name not in _VALUE_OPTIONS:
            return values, fail_closed, f"unknown option {words[index]!r}"
        if inline:
            values[name] = inline
            index += 1
        elif index + 1 < len(words):
            values[name] = words[index + 1]
            index += 2
        else:
            return values, fail_closed, f"{name} needs a value"
    if "--agent" not in values:
        return values, fail_closed, "--agent is required (claude-code or codex)"
    values.setdefault("--state-dir", default_state_dir())
    return values, fail_closed, None


def _ask_server(path: str, request: bytes) -> list[bytes] | None:
    """The server's reply fields; None when no server took the request (nothing was applied)."""
    client = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        client.settimeout(REPLY_TIMEOUT_S)
        try:
            client.connect(path)
        except OSError:
            return None
        client.sendall(request)
        client.shutdown(_socket.SHUT_WR)
        chunks = []
        while chunk := client.recv(65536):
            chunks.append(chunk)
        # Nothing at all back: a server closing as it went idle; it never read the request.
        return decode(b"".join(chunks)) if chunks else None
    finally:
        client.close()


def _start_server(state_dir: str) -> None:
    """Start a decision server, detached, with no inherited pipes: the agent waits for the hook's
    stdout to close, so a server holding it open would hang the agent."""
    import subprocess

    devnull = subprocess.DEVNULL
    subprocess.Popen(
        [sys.executable, "-m", "veracity.runtime.server", state_dir],
        stdin=devnull,
        stdout=devnull,
        stderr=devnull,
        start_new_session=True,
        close_fds=True,
    )


def main(argv: list[str]) -> int:
    values, fail_closed, problem = parse_options(argv)
    if problem is None and values["--agent"] not in AGENTS:
        problem = f"unknown agent {values['--agent']!r} (known: {', '.join(AGENTS)})"
    if problem is not None:
        message, code = cannot_decide(problem, fail_closed)
        sys.stderr.write(message)
        return code
    stdin = sys.stdin.buffer.read()
    agent, portfolio, arm, state_dir = (values[k] for k in _VALUE_OPTIONS)
    use_server = os.environ.get("VERACITY_HOOK_SERVER", "1") != "0"
    if use_server:
        fields = [agent, portfolio, arm, state_dir, "1" if fail_closed else "0"]
        try:
            path = socket_path(state_dir)
            request = encode([f.encode() for f in fields] + [stdin])
            reply = _ask_server(path, request) if private_directory(path) else None
            if reply is not None:
                out, err, code = (part.decode("utf-8", "replace") for part in reply)
                sys.stdout.write(out)
                sys.stderr.write(err)
                return int(code)
        except (OSError, ValueError) as error:  # the server took the request and then failed: do not apply it twice
            message, code = cannot_decide(f"decision server failed ({error})", fail_closed)
            sys.stderr.write(message)
            return code
    from veracity.runtime.hooks import run_hook

    text = stdin.decode("utf-8", "replace")
    result = run_hook(agent, text, portfolio=portfolio, arm=arm, state_dir=state_dir, fail_closed=fail_closed)
    sys.stdout.write(result.stdout + ("\n" if result.stdout else ""))
    sys.stderr.write(result.stderr)
    if use_server:
        try:
            _start_server(state_dir)
        except OSError as error:
            sys.stderr.write(f"veracity hook: cannot start the decision server ({error})\n")
    return result.exit_code


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
