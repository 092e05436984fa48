"""The embedded model's speed: the Inspect provider against raw llama-cpp-python, and a full run.

    .venv/bin/python bench/embedded_model.py [--prompts N] [--max-tokens T] [--skip-run]

1. Tokens per second on the same prompts (the contract-policy FTA renderings of the first N
   scenarios), greedy, through `veracity/smollm2` (Inspect's generate and the provider's message
   conversion) and through `Llama.create_chat_completion` directly, interleaved so that machine
   drift hits both alike, taking turns to go first. Target: provider / raw >= 0.95.
2. Samples per minute of the README's main job (`veracity fta run` with no arguments: 50 scenarios
   under four policies, contract+gate reusing the contract replies), in a fresh log folder with a cold generation cache.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from inspect_ai.log import list_eval_logs, read_eval_log
from inspect_ai.model import GenerateConfig, get_model

from veracity.contract import VERACITY_PROMPTS
from veracity.fta.scenarios import load_dataset
from veracity.fta.simulator import render
from veracity.fta.task import chat_messages
from veracity.models.embedded import load, smollm2_path
from veracity.models.inspect_provider import template_message


def tokens_per_second(prompts: int, max_tokens: int, rounds: int) -> tuple[float, float]:
    scenarios = load_dataset("ours")[:prompts]
    rendered = [render(s, VERACITY_PROMPTS.prompt("contract")) for s in scenarios]
    model = get_model("veracity/smollm2")
    llama = load(smollm2_path()).llama
    config = GenerateConfig(max_tokens=max_tokens, temperature=0.0, seed=0)
    timings = {"provider": [0.0, 0], "raw": [0.0, 0]}

    def raw(messages: list[dict]) -> int:
        response = llama.create_chat_completion(
            messages=[template_message(m) for m in chat_messages(messages)],
            max_tokens=max_tokens,
            temperature=0.0,
            seed=0,
        )
        return response["usage"]["completion_tokens"]

    def provider(messages: list[dict]) -> int:
        output = asyncio.run(model.generate(chat_messages(messages), config=config))
        assert output.usage is not None
        return output.usage.output_tokens

    provider(rendered[0])  # load and warm up
    order = [("raw", raw), ("provider", provider)]
    for _ in range(rounds):
        for messages in rendered:
            order.reverse()  # the sides take turns going first
            for name, call in order:
                # llama.cpp reuses the prompt prefix it evaluated last; start both sides cold.
                llama.reset()
                started = time.perf_counter()
                tokens = call(messages)
                timings[name][0] += time.perf_counter() - started
                timings[name][1] += tokens
    return timings["provider"][1] / timings["provider"][0], timings["raw"][1] / timings["raw"][0]


def main_job_rate() -> tuple[int, float]:
    with tempfile.TemporaryDirectory() as log_dir, tempfile.TemporaryDirectory() as cache_dir:
        started = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "veracity", "fta", "run", "--log-dir", log_dir],
            check=True,
            stdout=subprocess.DEVNULL,
            # A cold generation cache: a warm one would answer from disk and time nothing.
            env={**os.environ, "INSPECT_CACHE_DIR": cache_dir},
        )
        elapsed = time.perf_counter() - started
        samples = sum(len(read_eval_log(info).samples or []) for info in list_eval_logs(log_dir))
    return samples, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prompts", type=int, default=10)
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--skip-run", action="store_true", help="only the tokens-per-second comparison")
    args = parser.parse_args()
    provider, raw = tokens_per_second(args.prompts, args.max_tokens, args.rounds)
    print(f"tokens/s over {args.prompts} prompts x {args.rounds} rounds (max {args.max_tokens} tokens, greedy):")
    print(f"  veracity/smollm2 provider {provider:7.1f}   raw llama-cpp-python {raw:7.1f}   ratio {provider / raw:.3f}")
    if not args.skip_run:
        samples, elapsed = main_job_rate()
        print(
            f"main job: {samples} samples in {elapsed / 60:.1f} min = {samples / (elapsed / 60):.1f} samples/min "
            f"(log folder: {Path(tempfile.gettempdir())})"
        )


if __name__ == "__main__":
    main()
