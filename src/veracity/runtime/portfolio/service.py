"""Service persistence and deployment preservation: a service the task asks for must still answer
after the agent's session ends.

service-persistence: at stop, require that the latest launch of the service was detached from the
agent's shell (nohup, setsid, `&` then `disown`, tmux or screen detached, run_in_background,
docker -d, systemd, pm2, ...) and that a functional probe (curl, wget, nc, redis-cli, ... on the
task's port when it names one) succeeded after it; otherwise instruct a detached relaunch and a
probe. deployment-preservation: once a probe has succeeded, deny clean-up commands that would kill
or remove the tested service (kill, pkill, docker stop, systemctl stop, tmux kill-session, ...).
"""

from __future__ import annotations

import re
from typing import Any

from veracity.runtime.policy import Context, Policy, Rule, policy
from veracity.runtime.portfolio.common import shell_units, simple_commands, task_sentences, words_after_program

# Eligibility, per sentence: a service (a server, an app, a port) that the task asks to be started or
# kept running, in a sentence that is not about documenting, testing or configuring it.
_SERVICE_NOUN = re.compile(
    r"\b(?:servers?|services?|daemons?|web ?apps?|apps?|applications?|apis?|endpoints?|sites?|websites?|"
    r"backends?|containers?|port \d{2,5}|localhost:\d{2,5}|127\.0\.0\.1:\d{2,5}|0\.0\.0\.0:\d{2,5})\b"
)
_RUN_REQUEST = re.compile(
    r"\b(?:start|run|launch|deploy|serve|bring up|spin up|stand up|boot)\b|"
    r"\bhost\s+(?:it|them|the|a|an|our|my|your|this|that)\b|"  # the verb; "copied off the host" is the noun
    r"\b(?:keep|leave|make sure|ensure)\b[^.\n]{0,60}\b(?:running|up|alive|listening|serving|reachable|available)\b|"
    r"\b(?:listens?|listening|serves?|serving|answers?|responds?)\s+on\b|"
    r"\b(?:should|must|needs? to)\s+(?:keep\s+)?(?:be\s+)?(?:running|up|listening|reachable|served|answering)\b|"
    r"\bup and running\b"
)
_OTHER_WORK = re.compile(
    r"\b(?:readme|documentation|docs?|document|describ\w*|explain\w*|unit tests?|tests? for|test suite|"
    r"workflow|ci|pipeline|yaml|changelog|diagram|log file|logs)\b"
)
_PORT_IN_TASK = re.compile(
    r"\bport\s*(?:number\s*)?:?\s*(\d{2,5})\b|(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\]):(\d{2,5})\b"
)
_PORT_ARG = re.compile(r"^(?:--port|-p|--listen|--bind|-b|--http-port)(?:=(.+))?$")

_TMUX_NEW = frozenset({"new", "new-session"})
PROBE_PROGRAMS = frozenset(
    "curl wget http https httpie xh nc ncat netcat telnet redis-cli pg_isready psql mysql mysqladmin grpcurl "
    "websocat ab hey openssl".split()
)
_PROBE_IN_CODE = re.compile(
    r"https?://|urlopen|requests\.(?:get|post|head)|http\.client|socket\.create_connection|fetch\("
)
_KILL_PROGRAMS = frozenset({"kill", "pkill", "killall", "skill"})
_CONTAINER_STOP = frozenset({"stop", "kill", "rm", "down", "rmi", "prune"})
_SERVICE_STOP = frozenset({"stop", "disable", "kill", "mask"})
_PROCESS_MANAGER_STOP = frozenset({"stop", "delete", "kill", "del"})


def service_task(task: str) -> bool:
    return any(
        _SERVICE_NOUN.search(sentence) and _RUN_REQUEST.search(sentence) and not _OTHER_WORK.search(sentence)
        for sentence in task_sentences(task.lower())
    )


def task_ports(task: str) -> list[str]:
    return sorted({a or b for a, b in _PORT_IN_TASK.findall(task.lower())})


def _detached(
    words: list[str], operator: str, later: list[tuple[tuple[str, ...], str]], tool_input: dict[str, Any]
) -> bool:
    """Whether this simple command starts something that outlives the agent's shell."""
    if tool_input.get("run_in_background") is True:
        return True
    rest = words_after_program(tuple(words))
    if any(w in ("nohup", "setsid") for w in words[: len(words) - len(rest)]):
        return True  # `sudo nohup python app.py &`: a wrapper before the program
    if words and words[0] in ("daemonize", "start-stop-daemon", "disown"):
        return True
    if operator == "&" and any(w and w[0] == "disown" for w, _ in later):
        return True
    if not rest:
        return False
    program, args = rest[0].rsplit("/", 1)[-1], rest[1:]
    if program == "systemd-run":
        return not any(a in ("--wait", "--pty", "-t", "--pipe", "-P", "--scope") for a in args)
    flags = [a for a in args if a.startswith("-")]
    if program == "tmux":
        return any(a in _TMUX_NEW for a in args) and any(
            f.startswith("-") and not f.startswith("--") and "d" in f for f in flags
        )
    if program == "screen":
        short = "".join(f[1:] for f in flags if not f.startswith("--"))
        return "d" in short and "m" in short
    if program in ("docker", "podman", "nerdctl"):
        action = next((a for a in args if not a.startswith("-")), "")
        if action == "compose" or program == "docker-compose":
            return "up" in args and ("-d" in args or "--detach" in args)
        return (
            action == "run"
            and (
                "-d" in flags
                or "--detach" in flags
                or any(f.startswith("-") and not f.startswith("--") and "d" in f and len(f) <= 4 for f in flags)
            )
        ) or action in ("start", "restart")
    if program == "docker-compose":
        return "up" in args and ("-d" in args or "--detach" in args)
    if program == "systemctl":
        return any(a in ("start", "restart", "reload-or-restart") for a in args) or (
            "enable" in args and "--now" in args
        )
    if program == "service":
        return any(a in ("start", "restart") for a in args)
    if program in ("pm2", "forever", "supervisorctl"):
        return any(a in ("start", "restart", "reload") for a in args)
    if program in ("pg_ctl", "apachectl", "apache2ctl"):
        return any(a in ("start", "restart") for a in args)
    if program == "redis-server":
        return "--daemonize" in args and "yes" in args
    if program == "nginx":
        return not any("daemon off" in a for a in args) and "-s" not in args and "-t" not in args
    return False


def launches(command: str, tool_input: dict[str, Any]) -> list[tuple[str, bool]]:
    """Service launches in a command: (the launching command's text, whether it is detached).
    A launch is a detached start of anything, or a command sent to the background with `&`. A
    server run in the foreground is not one: it blocks the tool call until it is killed, and a
    call that does not succeed is not recorded."""
    parsed = shell_units(command)
    found = []
    for index, (words, operator) in enumerate(parsed):
        if words and words[0] == "disown":
            continue
        detached = _detached(list(words), operator, list(parsed[index + 1 :]), tool_input)
        if detached or operator == "&":
            found.append((" ".join(words), detached))
    return found


def probe_ports(command: str) -> list[str] | None:
    """Ports (or "" for none named) that a command probes; None when it is not a probe."""
    targets = None
    for rest, _ in simple_commands(command):
        program = rest[0].rsplit("/", 1)[-1]
        text = " ".join(rest)
        if program in PROBE_PROGRAMS or (
            program.startswith(("python", "node", "ruby", "deno", "bun")) and _PROBE_IN_CODE.search(text)
        ):
            targets = (targets or []) + (re.findall(r"(?::|\s|=)(\d{2,5})\b", text) or [""])
    return targets


def _launch_ports(words_text: str) -> list[str]:
    ports = re.findall(r":(\d{2,5})\b", words_text)
    tokens = words_text.split()
    for index, token in enumerate(tokens):
        match = _PORT_ARG.match(token)
        if match:
            value = match.group(1) or (tokens[index + 1] if index + 1 < len(tokens) else "")
            ports += re.findall(r"(\d{2,5})$", value)
        if token == "http.server" and index + 1 < len(tokens) and tokens[index + 1].isdigit():
            ports.append(tokens[index + 1])
    return ports


def kills_service(command: str) -> str | None:
    """The clean-up command that would stop or remove a running service, if the command has one."""
    for rest, _ in simple_commands(command):
        program, args = rest[0].rsplit("/", 1)[-1], rest[1:]
        if program == "kill" and any(a in ("-0", "-s0") for a in args):
            continue  # `kill -0 PID` only asks whether the process is alive
        positional = [a for a in args if not a.startswith("-")]
        action = positional[0] if positional else ""
        if (
            program in _KILL_PROGRAMS
            or (program == "fuser" and any(a.startswith("-") and "k" in a for a in args))
            or (
                program in ("docker", "podman", "nerdctl")
                and (
                    action in _CONTAINER_STOP
                    or (action == "compose" and any(a in ("down", "stop", "rm", "kill") for a in positional))
                )
            )
            or (program == "docker-compose" and action in ("down", "stop", "rm", "kill"))
            or (program == "systemctl" and action in _SERVICE_STOP)
            or (program == "service" and len(positional) > 1 and positional[1] == "stop")
            or (program == "tmux" and action.startswith("kill-"))
            or (program == "screen" and "-X" in args and "quit" in args)
            or (program in ("pm2", "forever", "supervisorctl") and action in _PROCESS_MANAGER_STOP)
            or (program == "nginx" and "-s" in args and any(a in ("stop", "quit") for a in args))
            or (program in ("pg_ctl", "apachectl", "apache2ctl") and action == "stop")
            or (program == "redis-cli" and "shutdown" in [a.lower() for a in positional])
        ):
            return " ".join(rest)
    return None


def _observe(context: Context) -> None:
    """Keep the latest launch, whether it was detached, and the latest successful probe."""
    state, action = context.state, context.action
    if "ports" not in state:
        state["ports"] = task_ports(context.task)
    if action is None or not action.command:
        return
    command = action.command
    found = launches(command, action.input)
    if found and action.ok:
        text, detached = found[-1]
        state["launch"] = {"seq": action.seq, "command": text[:300], "detached": detached}
        if not detached:  # it may outlive this launch's successors and answer their probes
            state["tied"] = {"seq": action.seq, "command": text[:300]}
        state["ports"] = sorted(set(state["ports"]) | set(_launch_ports(" ".join(t for t, _ in found))))[:20]
    probed = probe_ports(command)
    if probed is not None and action.ok:
        wanted = state["ports"]
        if not wanted or any(port in wanted for port in probed):
            state["probe"] = action.seq
    if kills_service(command) and action.ok:
        state["killed"] = action.seq
        state.pop("tied", None)


def persistence_gap(context: Context) -> str | None:
    """What is missing for the service to outlive the session, or None."""
    state = context.state
    launch = state.get("launch")
    if launch is None:
        return "no launch of the service was seen"
    if not launch["detached"]:
        return f"the latest launch (`{launch['command']}`) is tied to the agent's shell and ends with the session"
    if state.get("probe", -1) < launch["seq"]:
        return f"no functional probe succeeded after the latest launch (`{launch['command']}`)"
    tied = state.get("tied")
    if tied is not None:
        # a detached relaunch cannot bind a port the tied process still holds, and exits 0 behind
        # `&`: the probe that followed may have reached the old process, which ends with the session
        return (
            f"an earlier launch tied to the agent's shell (`{tied['command']}`) was never stopped, so it may be "
            "the one answering (stop it first, then relaunch detached)"
        )
    if state.get("killed", -1) > state.get("probe", -1):
        return "the service was stopped after its last successful probe"
    return None


def _persistence_text(context: Context, gap: str) -> str:
    ports = context.state.get("ports") or []
    target = f"http://127.0.0.1:{ports[0]}/" if ports else "the service's address"
    return (
        f"The service must keep running after your session ends, and {gap}. Relaunch it detached from "
        f"your shell (for example `nohup CMD > service.log 2>&1 &` then `disown`, `setsid`, "
        f"`tmux new -d`, or `docker run -d`), then probe it functionally (for example `curl -sf {target}`) "
        "and only finish once the probe succeeds."
    )


def _persisted(context: Context) -> bool:
    return persistence_gap(context) is None


def _cleanup(context: Context) -> str | None:
    if context.event.kind != "pre_tool" or "probe" not in context.state or not context.command:
        return None
    launch = context.state.get("launch")
    if launch is not None and not launch["detached"]:
        return None  # it dies with the session anyway: stopping it to relaunch detached is the procedure
    killer = kills_service(context.command)
    return f"`{killer}` would stop the service that a probe confirmed" if killer else None


def _cleanup_text(context: Context, risky: str) -> str:
    return (
        f"Denied: {risky}. The task needs the service to keep running after your session; leave it up. "
        "If you must restart it, relaunch it detached and probe it again."
    )


def _observe_preservation(context: Context) -> None:
    _observe(context)
    if context.event.kind == "pre_tool" and context.command and kills_service(context.command):
        context.state["kill_attempts"] = context.state.get("kill_attempts", 0) + 1


def _preserved(context: Context) -> bool:
    """At stop, the service is still up as far as the session shows: nothing killed it after the probe."""
    return context.event.kind == "stop" and context.state.get("killed", -1) < context.state.get("probe", -1)


@policy("service-persistence")
def service_persistence() -> Policy:
    return Policy(
        name="service-persistence",
        summary="At stop, require a detached launch of the service and a later successful functional probe.",
        eligible=service_task,
        observe=_observe,
        rules=(
            Rule(
                name="detached-launch-and-probe",
                events=frozenset({"stop"}),
                intervention="instruct",
                risky=persistence_gap,
                text=_persistence_text,
                behaved=_persisted,
            ),
        ),
    )


@policy("deployment-preservation")
def deployment_preservation() -> Policy:
    return Policy(
        name="deployment-preservation",
        summary="After a successful probe, deny clean-up that kills or removes the tested service.",
        eligible=service_task,
        observe=_observe_preservation,
        rules=(
            Rule(
                name="deny-cleanup-after-probe",
                events=frozenset({"pre_tool"}),
                intervention="deny",
                risky=_cleanup,
                text=_cleanup_text,
                behaved=_preserved,
            ),
        ),
    )
