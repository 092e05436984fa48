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
from typing import Any

from veracity.runtime.policy import Context, Policy, Rule, policy
from veracity.runtime.portfolio.common import programs_in
from veracity.trace import Status, ToolCall, ToolResult, Trace
from veracity.trace.shell import action_key, command_text

_LOOKUP_TOOLS = frozenset({"Read", "Glob", "Grep", "LS", "WebSearch", "view_image"})
_LOOKUP_PROGRAMS = frozenset(
    "ls cat grep egrep fgrep rg ag find which type command test [ [[ head tail stat file wc diff cmp pwd echo "
    "printf env printenv whoami id hostname uname".split()
)
_GIT_LOOKUPS = frozenset({"status", "log", "diff", "show", "branch", "remote", "rev-parse", "ls-files"})
KEPT_ACTIONS = 30  # failures and successes kept per turn: enough to tell which action a claim is about
KEPT_OUTPUT = 400
_NAME_KEYS = ("file_path", "path", "url", "pattern", "query")
OVERALL_CLAIM = re.compile(
    r"^\W*(?:done|all set|finished|complete)\b|\ball (?:done|set|good|finished|complete|working|passing)\b|"
    r"\beverything (?:is |now |should )*(?:be )?(?:works?|working|done|passes|passing|set|in place|ready|fixed)\b|"
    r"\b(?:task|work|job|changes?|fix|implementation|feature|request|deployment|build|tests?|release|migration|"
    r"installation|setup|upgrade|compilation)s? (?:is |are |has been |have been )?"
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
    command = command_text(call.arguments) if call else None
    if not isinstance(command, str):
        return True
    ran = programs_in(command)
    return not ran or any(
        p and p[0] not in _LOOKUP_PROGRAMS and not (p[0] == "git" and p[1:2] and p[1] in _GIT_LOOKUPS) for p in ran
    )


def _observe(context: Context) -> None:
    """Keep this turn's unresolved failures and latest successes, compactly: the stop check then
    never reads the whole history. A later success of the same action (same tool, same program)
    resolves a failure; a later failure of it replaces the earlier one."""
    state, action = context.state, context.action
    if context.event.kind == "prompt":
        state["failures"], state["successes"] = [], []
    if action is None:
        return
    key = list(action_key(action.tool, ToolCall("", action.tool, action.input)))
    command = action.command
    entry = {
        "seq": action.seq,
        "tool": action.tool,
        "input": {"command": command} if command else {k: v for k, v in action.input.items() if k in _NAME_KEYS},
        "status": action.status,
        "reason": action.reason,
        "exit_code": action.exit_code,
        "output": action.output[:KEPT_OUTPUT],
        "key": key,
    }
    failures = [f for f in state.setdefault("failures", []) if f["key"] != key]
    if action.ok:
        state["failures"] = failures
        state["successes"] = [*state.setdefault("successes", []), entry][-KEPT_ACTIONS:]
    else:
        state["failures"] = [*failures, entry][-KEPT_ACTIONS:]


def turn_trace(state: dict[str, Any]) -> Trace:
    """This turn's unresolved failures and latest successes, in order, as a trace."""
    steps: list[ToolCall | ToolResult] = []
    for entry in sorted(state.get("failures", []) + state.get("successes", []), key=lambda e: e["seq"]):
        call_id = str(entry["seq"])
        status = Status(entry["status"])
        steps += [
            ToolCall(call_id, entry["tool"], entry["input"]),
            ToolResult(call_id, entry["tool"], entry["output"], status, entry["reason"], entry["exit_code"]),
        ]
    return Trace(tuple(steps), "hook")


def _describe(result: ToolResult, call: ToolCall | None) -> str:
    """`pytest -q` failed (exit code 1): 3 failed, 41 passed: the action by its command, not its tool name."""
    command = command_text(call.arguments) if call else None
    what = f"`{command[:100]}`" if isinstance(command, str) and command else (result.name or "a tool")
    lines = [line.strip() for line in result.output.splitlines() if line.strip()]
    detail = next((line for line in lines if not line.lower().startswith("exit code")), "")
    return f"{what} {'timed out' if result.status is Status.TIMEOUT else 'failed'} ({result.reason})" + (
        f": {detail[:160]}" if detail else ""
    )


def false_success(context: Context) -> str | None:
    # The behaviour check and the risky check both ask at the same stop: answer once per event.
    if "false_success" not in context.memo:
        context.memo["false_success"] = _false_success(context)
    return context.memo["false_success"]


def _false_success(context: Context) -> str | None:
    message = context.event.last_message
    if not message.strip():
        return None
    if not context.state.get("failures"):
        return None
    from veracity.contract.validator import misreports, unresolved_failures  # costly: only at a risky stop
    from veracity.text import affirmative_sentences, reports_failure, sentences

    turn = turn_trace(context.state)
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
    if any(reports_failure(sentence) for sentence in sentences(message)):
        return None  # "done, but make still fails": the message discloses a failure; not a false overall claim
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
