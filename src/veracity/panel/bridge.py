"""The agent bridge: one panel attempt as an Inspect AI task, where the runtime policies act on
Inspect's react agent at the same events as in the Claude Code and Codex hooks.

    prompt    the task instruction opens the session (eligibility is decided from it); extra
              context a policy gives is added to the first user message
    pre_tool  every `bash` call is shown to the engine first; a denial is returned to the model as
              the tool's error and the command does not run
    post_tool the result (tagged ok / error / timeout) joins the session history; extra context a
              policy gives is appended to the output
    stop      when the model stops calling tools, the engine sees its last message; an instruction
              becomes the next user message and the agent goes on (a blocked stop), else it ends

Decisions are logged per attempt session in the state directory, exactly as the hooks log them, so
`veracity panel analyze --logs` reads the funnel from either. The attempt runs in a fresh
`Workspace`; when the agent ends, its terminal closes, then the task's verifier scores it.

    inspect eval veracity/fire_attempt -T task_dir=... -T arm=policy --model veracity/smollm2
"""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import Any

from inspect_ai import Task, task
from inspect_ai.agent import AgentPrompt, AgentState, react
from inspect_ai.dataset import Sample
from inspect_ai.model import ChatMessageUser
from inspect_ai.scorer import Score, Target, mean, scorer
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import ToolDef, ToolError
from inspect_ai.util import LimitExceededError, message_limit, time_limit

from veracity.panel.taskdir import load_task
from veracity.panel.workspace import Workspace
from veracity.runtime.engine import Engine, Outcome
from veracity.runtime.hooks import handle_event
from veracity.runtime.policy import Event, resolve
from veracity.runtime.state import StateStore
from veracity.trace import Status
from veracity.trace.tagging import make_result

AGENT_INSTRUCTIONS = (
    "You are an agent working in a Linux shell on the user's task. Use the bash tool to run commands; "
    "each call starts a fresh shell in the task's working directory. When the task is done, stop calling "
    "tools and reply with what you did and what you observed."
)
DENIED_PREFIX = "The harness blocked this command: "
HARNESS_NOTE = "[harness note] "
MAX_STOP_BLOCKS = 10  # blocked stops per attempt; a policy's own limit is usually one
DEFAULT_COMMAND_TIMEOUT_S = 60.0
DEFAULT_MESSAGE_LIMIT = 80
# Live workspaces by directory, from the solver to the scorer: the sample's store is logged as
# JSON, so only the directory's name travels in the sample's metadata.
_LIVE: dict[str, Workspace] = {}


class PolicyHarness:
    """The runtime engine bound to one attempt's session: what the hooks do, in process."""

    def __init__(self, store: StateStore, engine: Engine, session_id: str, cwd: str) -> None:
        self.store = store
        self.engine = engine
        self.session_id = session_id
        self.cwd = cwd
        self.problems: list[str] = []
        self.stops = 0

    def handle(self, kind: str, **fields: Any) -> Outcome:
        event = Event(kind, self.session_id, cwd=self.cwd, agent="inspect", **fields)
        outcome, problems = handle_event(self.store, self.engine, event)
        self.problems += problems
        return outcome

    def bash_tool(self, workspace: Workspace, timeout: float) -> ToolDef:
        async def bash(cmd: str) -> str:
            tool_input = {"cmd": cmd}
            decided = self.handle("pre_tool", tool_name="bash", tool_input=tool_input)
            if decided.deny:
                raise ToolError(DENIED_PREFIX + " ".join(decided.deny))
            result = await asyncio.to_thread(workspace.run, cmd, timeout)
            output = result.output
            if result.timed_out:
                output += f"\n[command timed out after {timeout:g} s and was killed]"
            elif result.exit_code:  # like Claude Code's Bash tool: only a failure is spelled out
                output += f"\n[exit code {result.exit_code}]"
            tagged = make_result(
                f"call-{workspace.calls}",
                "bash",
                output,
                exit_code=result.exit_code,
                explicit_status=Status.TIMEOUT if result.timed_out else None,
            )
            kind = "tool_failure" if result.timed_out else "post_tool"
            decided = self.handle(kind, tool_name="bash", tool_input=tool_input, result=tagged)
            return (output or "(no output)") + "".join(f"\n\n{HARNESS_NOTE}{text}" for text in decided.instruct)

        return ToolDef(
            bash,
            name="bash",
            description="Run a bash command in the task's working directory and return its output and exit code.",
            parameters={"cmd": "The bash command to run."},
        )

    async def on_continue(self, state: AgentState) -> bool | str:
        if state.output.message.tool_calls:
            return True
        decided = self.handle("stop", last_message=state.output.completion)
        self.stops += 1
        if decided.instruct and self.stops <= MAX_STOP_BLOCKS:
            return "\n\n".join(decided.instruct)
        return False


@solver
def fire_agent(
    task_dir: str,
    arm: str = "policy",
    portfolio: str = "fire",
    state_dir: str = "veracity-hooks",
    session_id: str = "attempt",
    workspace_parent: str | None = None,
    command_timeout: float = DEFAULT_COMMAND_TIMEOUT_S,
    max_messages: int = DEFAULT_MESSAGE_LIMIT,
) -> Solver:
    """React agent with a bash tool in a fresh workspace of `task_dir`, under `arm` of `portfolio`."""
    engine = Engine(resolve(portfolio), arm=arm)

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        local = load_task(task_dir)
        workspace = Workspace(local, workspace_parent)
        _LIVE[str(workspace.root)] = workspace
        state.metadata.update(workspace=str(workspace.root), session=session_id, arm=arm, portfolio=portfolio)
        try:
            await asyncio.to_thread(workspace.setup)
            harness = PolicyHarness(StateStore(state_dir), engine, session_id, str(workspace.app))
            opened = harness.handle("prompt", prompt=local.instruction)
            if opened.instruct:
                state.messages.append(ChatMessageUser(content="\n\n".join(opened.instruct)))
            agent = react(
                prompt=AgentPrompt(instructions=AGENT_INSTRUCTIONS, assistant_prompt=None),
                tools=[harness.bash_tool(workspace, command_timeout)],
                submit=False,
                on_continue=harness.on_continue,
            )
            agent_state = AgentState(messages=state.messages)
            try:
                with time_limit(local.agent_timeout_s), message_limit(max_messages):
                    agent_state = await agent(agent_state)
            except LimitExceededError as limit:
                state.metadata["agent_limit"] = f"{limit.type} limit {limit.limit} reached"
            state.messages = agent_state.messages
            state.output = agent_state.output
            state.metadata.update(stops=harness.stops, harness_problems=harness.problems)
        except BaseException:
            _LIVE.pop(str(workspace.root), None)
            workspace.reap()
            raise
        finally:
            await asyncio.to_thread(workspace.end_session)
        return state

    return solve


@scorer(metrics=[mean()])
def verifier(keep_workspace: bool = False) -> Any:
    """The task's own verifier, run after the agent's session ended; the score is its reward."""

    async def score(state: TaskState, target: Target) -> Score:
        workspace = _LIVE.pop(str(state.metadata.get("workspace")), None)
        if workspace is None:
            return Score(value=0.0, explanation="no workspace: the agent never ran", metadata={"reward": None})
        try:
            verdict = await asyncio.to_thread(workspace.verify)
        finally:
            workspace.reap()
            if not keep_workspace:
                workspace.remove()
        return Score(
            value=verdict.reward if verdict.reward is not None else 0.0,
            explanation=verdict.error or verdict.output[-2000:],
            metadata={"reward": verdict.reward, "verifier_error": verdict.error},
        )

    return score


@task
def fire_attempt(
    task_dir: str,
    arm: str = "policy",
    portfolio: str = "fire",
    state_dir: str = "veracity-hooks",
    session_id: str = "attempt",
    workspace_parent: str | None = None,
    command_timeout: float = DEFAULT_COMMAND_TIMEOUT_S,
    max_messages: int = DEFAULT_MESSAGE_LIMIT,
    keep_workspace: bool = False,
) -> Task:
    """One agent attempt at one local Harbor-format task, under one arm of a policy portfolio."""
    local = load_task(task_dir)
    if workspace_parent:
        Path(workspace_parent).mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(OSError):
        Path(state_dir).mkdir(parents=True, exist_ok=True)
    return Task(
        dataset=[
            Sample(
                id=local.name,
                input=local.instruction,
                metadata={**local.metadata, "task_dir": str(local.path), "family": local.family},
            )
        ],
        solver=fire_agent(
            str(local.path), arm, portfolio, state_dir, session_id, workspace_parent, command_timeout, max_messages
        ),
        scorer=verifier(keep_workspace),
        name=f"fire-{local.name}-{arm}",
    )
