"""The deterministic failure simulator: what a model sees in a scenario.

Two modes:
  - `fta-prompt`: the published FTA rendering, byte for byte: the policy text as the system
    message; one user message with the request, the observation JSON (sorted keys) and a closing
    instruction. Results compare with the paper.
  - `chat-tools`: native chat messages, as a tool-calling agent really sees them: the request,
    the assistant's tool call(s) and tool message(s) carrying the observations.
Messages are OpenAI-style dicts; the Inspect task converts them. Nothing here is random, and no
evaluator-side field (required evidence, fabricated claims, recovery, safe partial help) is shown.
"""

from __future__ import annotations

import json
from typing import Any

from veracity.fta.scenarios import Observation, Scenario
from veracity.trace import Message, Status, Step, ToolCall, Trace
from veracity.trace.tagging import make_result

MODES = ("fta-prompt", "chat-tools")
_CLOSING = "Respond to the user after observing this tool result."
_CLOSING_SEVERAL = "Respond to the user after observing these tool results."


def _observation_json(observation: Observation) -> str:
    return json.dumps(observation.shown(), sort_keys=True)


def tool_message_content(observation: Observation) -> str:
    """What a tool message carries: the raw output when the scenario has one, else the observation."""
    if observation.output is not None:
        return observation.output
    shown = observation.shown()
    del shown["name"]  # the tool message already names the tool
    return json.dumps(shown, sort_keys=True)


def fta_prompt_user_message(scenario: Scenario) -> str:
    observations = [step.observation for step in scenario.tool_calls]
    body = "\n".join(_observation_json(observation) for observation in observations)
    closing = _CLOSING if len(observations) == 1 else _CLOSING_SEVERAL
    return f"USER REQUEST:\n{scenario.user_request}\n\nTOOL OBSERVATION:\n{body}\n\n{closing}"


def render(scenario: Scenario, system_prompt: str, mode: str = "fta-prompt") -> list[dict[str, Any]]:
    """The messages a model receives before it writes its reply."""
    if mode == "fta-prompt":
        return [
            {"role": "system", "content": system_prompt},
            {"role": "user", "content": fta_prompt_user_message(scenario)},
        ]
    if mode != "chat-tools":
        raise ValueError(f"unknown mode {mode!r}; expected one of {', '.join(MODES)}")
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": system_prompt},
        {"role": "user", "content": scenario.user_request},
    ]
    for step in scenario.tool_calls:
        arguments = json.dumps(step.arguments, sort_keys=True)
        messages.append(
            {
                "role": "assistant",
                "content": "",
                "tool_calls": [
                    {"id": step.id, "type": "function", "function": {"name": step.name, "arguments": arguments}}
                ],
            }
        )
        messages.append(
            {
                "role": "tool",
                "tool_call_id": step.id,
                "name": step.name,
                "content": tool_message_content(step.observation),
            }
        )
    return messages


def render_text(messages: list[dict[str, Any]]) -> str:
    """A plain-text view of rendered messages, for people (`veracity fta scenarios show`)."""
    blocks = []
    for message in messages:
        header = f"--- {message['role']}"
        if message.get("tool_calls"):
            call = message["tool_calls"][0]
            header += f" (tool call {call['id']}: {call['function']['name']} {call['function']['arguments']})"
        if message["role"] == "tool":
            header += f" ({message['name']}, {message['tool_call_id']})"
        blocks.append(f"{header}\n{message['content']}" if message["content"] else header)
    return "\n".join(blocks) + "\n"


def scenario_trace(scenario: Scenario) -> Trace:
    """The scenario's turn as a veracity trace, statuses as the scenario states them, for the gate."""
    steps: list[Step] = [Message("user", scenario.user_request)]
    for step in scenario.tool_calls:
        observation = step.observation
        steps.append(ToolCall(step.id, step.name, dict(step.arguments)))
        exit_code = observation.metadata.get("exit_code")
        steps.append(
            make_result(
                step.id,
                step.name,
                tool_message_content(observation),
                exit_code=exit_code if isinstance(exit_code, int) and not isinstance(exit_code, bool) else None,
                error_code=observation.error_code,
                observed_at=observation.metadata.get("observed_at"),
                explicit_status=Status(observation.status),
                metadata=dict(observation.metadata),
            )
        )
    return Trace(tuple(steps), "fta")
