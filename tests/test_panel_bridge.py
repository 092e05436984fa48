"""The agent bridge: Inspect's react agent with a bash tool, the runtime policies at the hook events,
scripted procedural agents, and the verifier as the scorer."""

from __future__ import annotations

import pytest
from inspect_ai import eval as inspect_eval
from inspect_ai.model import ChatMessageTool, ChatMessageUser, get_model
from inspect_ai.tool import ToolInfo, ToolParams

from paneltasks import copy_task, service_task
from veracity.models.inspect_provider import parse_tool_calls, with_tools
from veracity.panel.bridge import DENIED_PREFIX, fire_attempt
from veracity.runtime.engine import ARM_STOP_TEXT, SHAM_TEXT
from veracity.runtime.state import StateStore


def attempt(tmp_path, task_dir, behaviour: str, arm: str, session: str = "s1"):
    model = get_model("veracity/procedural", memoize=False, task_dir=str(task_dir), behaviour=behaviour)
    logs = inspect_eval(
        fire_attempt(
            task_dir=str(task_dir),
            arm=arm,
            state_dir=str(tmp_path / "hooks"),
            session_id=session,
            workspace_parent=str(tmp_path / "ws"),
        ),
        model=model,
        log_dir=str(tmp_path / "logs"),
        display="none",
    )
    sample = logs[0].samples[0]
    assert sample.error is None, sample.error
    records = StateStore(tmp_path / "hooks").read_log(session)
    return sample, records


def kinds(records, policy):
    return [
        (r["record"], r.get("fired")) for r in records if r.get("policy") == policy and r["record"] != "eligibility"
    ]


@pytest.fixture
def service(tmp_path):
    return service_task(tmp_path / "tasks")


def test_policy_nudge_at_stop_is_followed_and_the_verifier_passes(tmp_path, service):
    sample, records = attempt(tmp_path, service, "follow", "policy")
    assert sample.scores["verifier"].value == 1.0
    assert kinds(records, "service-persistence") == [("decision", True), ("behaviour", None)]
    nudges = [m for m in sample.messages if isinstance(m, ChatMessageUser)][1:]
    assert len(nudges) == 1 and "keep running after your session ends" in nudges[0].text
    assert {r["session"] for r in records} == {"s1"} and all(r["arm"] == "policy" for r in records)
    assert not list((tmp_path / "ws").iterdir())  # the workspace is removed after scoring


def test_the_same_agent_without_a_nudge_fails(tmp_path, service):
    sample, records = attempt(tmp_path, service, "follow", "baseline")
    assert sample.scores["verifier"].value == 0.0
    assert kinds(records, "service-persistence") == [("decision", False)]  # risky, logged, silent
    assert [m.text for m in sample.messages if isinstance(m, ChatMessageUser)][1:] == []
    assert sample.output.completion.startswith("The server is running")  # the careless claim stands


def test_an_agent_that_ignores_the_nudge_still_fails(tmp_path, service):
    sample, records = attempt(tmp_path, service, "ignore", "policy")
    assert sample.scores["verifier"].value == 0.0
    # fired, no behaviour; at the second stop the rule is at its limit of one nudge
    assert kinds(records, "service-persistence") == [("decision", True), ("decision", False)]
    assert records[-1]["limit_reached"] is True


def test_the_oracle_passes_without_any_nudge(tmp_path, service):
    sample, records = attempt(tmp_path, service, "oracle", "policy")
    assert sample.scores["verifier"].value == 1.0
    assert [r for r in records if r.get("fired")] == []


@pytest.mark.parametrize(
    ("arm", "text"), [("sham", SHAM_TEXT["instruct"]), ("reconsider", ARM_STOP_TEXT["reconsider"])]
)
def test_generic_controls_fire_their_own_text_which_a_specific_agent_ignores(tmp_path, service, arm, text):
    sample, _ = attempt(tmp_path, service, "specific", arm)
    assert [m.text for m in sample.messages if isinstance(m, ChatMessageUser)][1:] == [text]
    assert sample.scores["verifier"].value == 0.0
    followed, _ = attempt(tmp_path, service, "follow", arm, session="s2")
    assert followed.scores["verifier"].value == 1.0  # an agent that acts on any nudge passes under the control too


def test_a_denied_call_is_not_run_and_the_model_sees_why(tmp_path):
    task = copy_task(tmp_path / "tasks")
    sample, records = attempt(tmp_path, task, "follow", "policy")
    denied = [m for m in sample.messages if isinstance(m, ChatMessageTool) and m.error is not None]
    assert len(denied) == 1 and denied[0].error.message.startswith(DENIED_PREFIX)
    assert "(1,)" not in denied[0].text  # the query never ran
    assert kinds(records, "database-evidence")[0] == ("decision", True)
    assert sample.scores["verifier"].value == 1.0  # then the copy was made


def test_setup_failure_is_a_sample_error_and_leaves_no_process(tmp_path, service):
    (service / "environment" / "setup.sh").write_text("sleep 60 &\nexit 5\n")
    model = get_model("veracity/procedural", memoize=False, task_dir=str(service), behaviour="oracle")
    logs = inspect_eval(
        fire_attempt(task_dir=str(service), state_dir=str(tmp_path / "hooks"), workspace_parent=str(tmp_path / "ws")),
        model=model,
        log_dir=str(tmp_path / "logs"),
        display="none",
    )
    error = logs[0].samples[0].error
    assert error is not None and "set-up exited with 5" in error.message


def test_procedural_model_needs_its_task_and_a_known_behaviour(tmp_path, service):
    with pytest.raises(ValueError, match="needs -M task_dir"):
        get_model("veracity/procedural", memoize=False)
    with pytest.raises(ValueError, match="behaviour is one of"):
        get_model("veracity/procedural", memoize=False, task_dir=str(service), behaviour="sometimes")


BASH = [ToolInfo(name="bash", description="run", parameters=ToolParams())]


def test_embedded_tool_calls_are_parsed_from_tool_call_blocks():
    text, calls = parse_tool_calls(
        'Let me look. <tool_call>{"name": "bash", "arguments": {"cmd": "ls"}}</tool_call>', BASH
    )
    assert text == "Let me look." and [(c.function, c.arguments) for c in calls] == [("bash", {"cmd": "ls"})]
    string_arguments = '<tool_call>{"name": "bash", "arguments": "{\\"cmd\\": \\"pwd\\"}"}</tool_call>'
    assert parse_tool_calls(string_arguments, BASH)[1][0].arguments == {"cmd": "pwd"}
    for reply in ['<tool_call>{"name": "rm", "arguments": {}}</tool_call>', "<tool_call>{not json</tool_call>"]:
        assert parse_tool_calls(reply, BASH) == (reply, [])  # not a call of a given tool: the model stopped
    assert parse_tool_calls('<tool_call>{"name": "bash", "arguments": {}}</tool_call>', [])[1] == []


def test_embedded_shell_blocks_become_bash_calls_only_when_asked():
    reply = "First:\n```python\nprint(1)\n```\nthen\n```bash\nls -l\n```\n"
    assert parse_tool_calls(reply, BASH)[1] == []
    calls = parse_tool_calls(reply, BASH, shell_blocks=True)[1]
    assert [c.arguments for c in calls] == [{"cmd": "ls -l"}]  # the python block is not shell
    assert parse_tool_calls("```bash\n\n```", BASH, shell_blocks=True)[1] == []


def test_embedded_tools_are_described_in_the_system_message():
    messages = with_tools([{"role": "system", "content": "Be brief."}, {"role": "user", "content": "hi"}], BASH)
    assert (
        messages[0]["content"].startswith("Be brief.\n\nYou can call these tools:")
        and '"name": "bash"' in messages[0]["content"]
    )
    assert with_tools([{"role": "user", "content": "hi"}], BASH)[0]["role"] == "system"
    assert with_tools([{"role": "user", "content": "hi"}], []) == [{"role": "user", "content": "hi"}]
