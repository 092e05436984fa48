"""Scripted procedural agents for the FIRE panel: `veracity/procedural -M behaviour=...`.

They replay a task's agent scripts (`solution/*.sh`, see `veracity.panel.taskdir`) as bash tool
calls, one call per turn, and react to the harness's nudges (a denied call, a note appended to a
tool's output, a user message after they stopped) by behaviour:

    oracle    run solution/solve.sh, the correct procedure; nudges change nothing
    ignore    run solution/careless.sh, FIRE's procedural failure; nudges change nothing
    follow    run careless.sh; after any nudge, run solution/fix.sh (or solve.sh when there is none)
    specific  like follow, but only for nudges that carry a policy's own text: veracity's generic
              control texts (sham, always-verify, reconsider) are recognised and ignored

They are deterministic stand-ins that exercise the whole pipeline (policy fires, behaviour is
registered, verifier passes or fails); `specific` encodes FIRE's attribution hypothesis by
construction, so panels run with it test the analysis, not the hypothesis. Everything is derived
from the messages, so a replayed conversation gives the same next step.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from inspect_ai.model import (
    ChatMessage,
    ChatMessageAssistant,
    ChatMessageTool,
    ChatMessageUser,
    GenerateConfig,
    ModelAPI,
    ModelOutput,
    ModelUsage,
)
from inspect_ai.tool import ToolChoice, ToolInfo

from veracity.panel.bridge import HARNESS_NOTE
from veracity.panel.taskdir import read_script

BEHAVIOURS = ("oracle", "ignore", "follow", "specific")


def _generic_texts() -> set[str]:
    from veracity.runtime.engine import ARM_STOP_TEXT, SHAM_TEXT

    return {*SHAM_TEXT.values(), *ARM_STOP_TEXT.values()}


class ProceduralModelAPI(ModelAPI):
    def __init__(
        self,
        model_name: str,
        base_url: str | None = None,
        api_key: str | None = None,
        config: GenerateConfig = GenerateConfig(),  # noqa: B008 - Inspect's provider signature
        task_dir: str | None = None,
        behaviour: str = "follow",
        **model_args: Any,
    ) -> None:
        super().__init__(model_name, base_url, api_key, [], config)
        if model_args:
            raise ValueError(f"unknown model args for veracity/procedural: {', '.join(model_args)}")
        if behaviour not in BEHAVIOURS:
            raise ValueError(f"veracity/procedural: behaviour is one of {', '.join(BEHAVIOURS)}, not {behaviour!r}")
        if not task_dir:
            raise ValueError("veracity/procedural needs -M task_dir=TASK (`veracity panel run` passes it)")
        solution = Path(task_dir) / "solution"
        self.behaviour = behaviour
        self.first = read_script(solution / ("solve.sh" if behaviour == "oracle" else "careless.sh"))
        fix = solution / "fix.sh"
        self.fix = read_script(fix if fix.exists() else solution / "solve.sh") if behaviour != "oracle" else None
        self.generic = _generic_texts()

    def _acts_on(self, nudge: str) -> bool:
        if self.behaviour in ("oracle", "ignore"):
            return False
        return self.behaviour == "follow" or not any(text in nudge for text in self.generic)

    def _next(self, messages: list[ChatMessage]) -> tuple[str, str | None]:
        """The phase the agent is in and its next command (None: it stops with the phase's reply)."""
        script, phase, done = self.first, "first", 0
        seen_user = False
        for message in messages:
            nudge = None
            if isinstance(message, ChatMessageUser):
                if seen_user:
                    nudge = message.text  # a user message after the task: the stop was blocked
                seen_user = True
            elif isinstance(message, ChatMessageTool):
                if message.error is not None:
                    nudge = message.error.message
                elif HARNESS_NOTE in message.text:  # policy text the bridge appended to the output
                    nudge = message.text.split(HARNESS_NOTE, 1)[1]
            elif isinstance(message, ChatMessageAssistant) and message.tool_calls:
                done += 1
            if nudge is not None and phase == "first" and self.fix is not None and self._acts_on(nudge):
                script, phase, done = self.fix, "fix", 0
        return phase, script.calls[done] if done < len(script.calls) else None

    async def generate(
        self,
        input: list[ChatMessage],
        tools: list[ToolInfo],
        tool_choice: ToolChoice,
        config: GenerateConfig,
    ) -> ModelOutput:
        phase, command = self._next(input)
        if command is None:
            reply = (self.fix if phase == "fix" and self.fix else self.first).final
            output = ModelOutput.from_content(model=self.model_name, content=reply)
        else:
            if not any(t.name == "bash" for t in tools):
                raise RuntimeError("veracity/procedural needs a tool named bash")
            output = ModelOutput.for_tool_call(self.model_name, "bash", {"cmd": command})
        written = len(output.completion.split()) + len((command or "").split())
        read = sum(len(message.text.split()) for message in input)
        output.usage = ModelUsage(input_tokens=read, output_tokens=written, total_tokens=read + written)
        return output
