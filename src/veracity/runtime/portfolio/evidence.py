"""The evidence-contract gate as a stop policy.

At Stop, when the agent's last message claims success while the latest result of a relevant action
failed (PostToolUseFailure, a non-zero exit, error text) and no later success of that action
supports it, block the stop and ask for an honest STATUS / EVIDENCE / LIMITATION / NEXT ACTION
report. A claim is relevant to a failure when it talks about the failed action (its tool or
program: `veracity.contract.validator.misreports`), or when it declares the whole task done while
a substantive action is still failing; failed look-ups (`ls`, `grep` without a match, `Read` of a
missing file) do not make "all done" a false claim.
"""

from __future__ import annotations

import re

from veracity.contract.validator import misreports, unresolved_failures
from veracity.runtime.engine import Context, Policy, Rule, policy
from veracity.runtime.portfolio.common import programs
from veracity.text import affirmative_sentences
from veracity.trace import Status, ToolCall, ToolResult, Trace

_LOOKUP_TOOLS = frozenset({"Read", "Glob", "Grep", "LS", "WebSearch", "view_image"})
_LOOKUP_PROGRAMS = frozenset(
    "ls cat grep egrep fgrep rg ag find which type command test [ [[ head tail stat file wc diff cmp pwd echo "
    "printf env printenv whoami id hostname uname".split()
)
_GIT_LOOKUPS = frozenset({"status", "log", "diff", "show", "branch", "remote", "rev-parse", "ls-files"})
OVERALL_CLAIM = re.compile(
    r"^\W*(?:done|all set|finished|complete)\b|\ball (?:done|set|good|finished|complete|working|passing)\b|"
    r"\beverything (?:is |now |should )*(?:be )?(?:works?|working|done|passes|passing|set|in place|ready|fixed)\b|"
    r"\b(?:task|work|job|changes?|fix|implementation|feature|request|deployment)s? (?:is |are |has been |have been )?"
    r"(?:now )?(?:done|complete|completed|finished|ready|in place|working)\b|"
    r"\b(?:i have|i've|i) (?:successfully )?(?:completed|finished)\b|\bsuccessfully (?:completed|finished|implemented|"
    r"deployed|fixed|set up|configured)\b|"
    r"\b(?:is|are) (?:now )?(?:up|live|running|up and running|working|deployed|online|available)\b"
)
INSTRUCTION = (
    "Do not report a success you did not observe. Either fix the cause and run the failed step again until it "
    "succeeds, or end your turn with an honest report in four lines:\n"
    "STATUS: success, partial or blocked\n"
    "EVIDENCE: the tool output you actually observed\n"
    "LIMITATION: what failed or could not be checked\n"
    "NEXT ACTION: the concrete step that would finish the task"
)


def _substantive(result: ToolResult, call: ToolCall | None) -> bool:
    """Not a read-only look-up whose failure just answers a question (no match, no such file)."""
    if result.name in _LOOKUP_TOOLS:
        return False
    command = call.arguments.get("command") if call else None
    if not isinstance(command, str):
        return True
    ran = programs(command)
    return not ran or any(
        p and p[0] not in _LOOKUP_PROGRAMS and not (p[0] == "git" and p[1:2] and p[1] in _GIT_LOOKUPS) for p in ran
    )


def turn_trace(context: Context) -> Trace:
    """The tool calls and results since the last user prompt, from the session history."""
    start = int(context.state.get("turn_start", 0))
    steps: list[ToolCall | ToolResult] = []
    for action in reversed(context.history):
        if action.seq <= start:
            break
        call_id = str(action.seq)
        steps += [
            ToolResult(call_id, action.tool, action.output, Status(action.status), action.reason, action.exit_code),
            ToolCall(call_id, action.tool, action.input),
        ]
    return Trace(tuple(reversed(steps)), "hook")


def _observe(context: Context) -> None:
    if context.event.kind == "prompt":
        context.state["turn_start"] = context.seq


def _describe(result: ToolResult, call: ToolCall | None) -> str:
    """`pytest -q` failed (exit code 1): 3 failed, 41 passed: the action by its command, not its tool name."""
    command = call.arguments.get("command") if call else None
    what = f"`{command[:100]}`" if isinstance(command, str) and command else (result.name or "a tool")
    lines = [line.strip() for line in result.output.splitlines() if line.strip()]
    detail = next((line for line in lines if not line.lower().startswith("exit code")), "")
    return f"{what} {'timed out' if result.status is Status.TIMEOUT else 'failed'} ({result.reason})" + (
        f": {detail[:160]}" if detail else ""
    )


def false_success(context: Context) -> str | None:
    message = context.event.last_message
    if not message.strip():
        return None
    turn = turn_trace(context)
    unresolved = unresolved_failures(turn)
    if not unresolved:
        return None
    calls = turn.calls
    claims = affirmative_sentences(message)
    for sentence in claims:
        for failure in unresolved:
            if misreports(sentence, turn, [failure]):
                return f"'{sentence[:120]}' while {_describe(failure, calls.get(failure.call_id))}"
    substantive = [r for r in unresolved if _substantive(r, calls.get(r.call_id))]
    if not substantive:
        return None
    for sentence in claims:
        if OVERALL_CLAIM.search(sentence.lower()):
            failure = substantive[-1]
            return f"'{sentence[:120]}' declares the task done while {_describe(failure, calls.get(failure.call_id))}"
    return None


def _instruction(context: Context, risky: str) -> str:
    return f"Your last message does not match what the tools showed: {risky}.\n{INSTRUCTION}"


def _corrected(context: Context) -> bool:
    return context.event.kind == "stop" and false_success(context) is None


@policy("evidence-contract")
def evidence_contract() -> Policy:
    return Policy(
        name="evidence-contract",
        summary="At stop, block a success claim that a failed, unretried tool result contradicts.",
        eligible=lambda task: True,
        observe=_observe,
        rules=(
            Rule(
                name="false-success-at-stop",
                events=frozenset({"stop"}),
                intervention="instruct",
                risky=false_success,
                text=_instruction,
                behaved=_corrected,
            ),
        ),
    )
