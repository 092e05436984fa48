"""A scripted model: replies (and tool calls) given in advance, for deterministic pipeline tests.

Like Inspect's mockllm, but it counts no tokens with a downloaded tokenizer, so it runs offline.
`get_model("veracity/scripted", outputs=[...])` where each output is a reply string, a ModelOutput,
or a callable `(messages, tools) -> str | ModelOutput` that can react to what the model was sent.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from inspect_ai.model import ChatMessage, GenerateConfig, ModelAPI, ModelOutput, ModelUsage
from inspect_ai.tool import ToolChoice, ToolInfo

Script = str | ModelOutput | Callable[[list[ChatMessage], list[ToolInfo]], "str | ModelOutput"]


class ScriptedModelAPI(ModelAPI):
    def __init__(
        self,
        model_name: str,
        base_url: str | None = None,
        api_key: str | None = None,
        config: GenerateConfig = GenerateConfig(),  # noqa: B008 - Inspect's provider signature
        outputs: Iterable[Script] | Script | None = None,
        **model_args: Any,
    ) -> None:
        super().__init__(model_name, base_url, api_key, [], config)
        if model_args:
            raise ValueError(f"unknown model args for veracity/scripted: {', '.join(model_args)}")
        if outputs is None:
            raise ValueError("veracity/scripted needs outputs=[...] (reply strings, ModelOutputs or callables)")
        self._single = outputs if callable(outputs) or isinstance(outputs, str | ModelOutput) else None
        self._outputs: Iterator[Script] = iter(()) if self._single is not None else iter(outputs)  # type: ignore[arg-type]

    async def generate(
        self,
        input: list[ChatMessage],
        tools: list[ToolInfo],
        tool_choice: ToolChoice,
        config: GenerateConfig,
    ) -> ModelOutput:
        script = self._single if self._single is not None else next(self._outputs, None)
        if script is None:
            raise RuntimeError("veracity/scripted ran out of scripted outputs")
        output = script(input, tools) if callable(script) else script
        if isinstance(output, str):
            output = ModelOutput.from_content(model=self.model_name, content=output)
        read = sum(len(message.text.split()) for message in input)  # words stand in for tokens
        written = len(output.completion.split())
        output.usage = output.usage or ModelUsage(input_tokens=read, output_tokens=written, total_tokens=read + written)
        return output
