"""What veracity registers with Inspect AI (loaded through the `inspect_ai` entry point):
the `veracity/...` models, the `veracity/fta` task and the panel's `veracity/fire_attempt` task."""

from typing import Any

from inspect_ai.model import ChatMessage, GenerateConfig, ModelAPI, modelapi
from inspect_ai.tool import ToolChoice, ToolInfo

from veracity.fta.task import fta
from veracity.panel.bridge import fire_attempt


class VeracityModelAPI(ModelAPI):
    """`veracity/smollm2` and `veracity/gguf` (the embedded models), `veracity/scripted` and
    `veracity/procedural` (scripted agents for the FIRE panel)."""

    def __init__(
        self,
        model_name: str,
        base_url: str | None = None,
        api_key: str | None = None,
        config: GenerateConfig = GenerateConfig(),  # noqa: B008 - Inspect's provider signature
        **model_args: Any,
    ) -> None:
        super().__init__(model_name, base_url, api_key, [], config)
        if model_name == "scripted":
            from veracity.models.scripted import ScriptedModelAPI

            self.delegate: ModelAPI = ScriptedModelAPI(model_name, base_url, api_key, config, **model_args)
        elif model_name == "procedural":
            from veracity.models.procedural import ProceduralModelAPI

            self.delegate = ProceduralModelAPI(model_name, base_url, api_key, config, **model_args)
        else:
            from veracity.models.inspect_provider import EmbeddedModelAPI

            self.delegate = EmbeddedModelAPI(model_name, base_url, api_key, config, **model_args)

    def max_connections(self) -> int:
        return self.delegate.max_connections()

    async def generate(
        self, input: list[ChatMessage], tools: list[ToolInfo], tool_choice: ToolChoice, config: GenerateConfig
    ) -> Any:
        return await self.delegate.generate(input, tools, tool_choice, config)


@modelapi(name="veracity")
def veracity_models() -> type[ModelAPI]:
    return VeracityModelAPI


__all__ = ["fire_attempt", "fta", "veracity_models"]
