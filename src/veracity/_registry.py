"""What veracity registers with Inspect AI (loaded through the `inspect_ai` entry point):
the `veracity/smollm2` model provider and the `veracity/fta` task."""

from inspect_ai.model import modelapi

from veracity.fta.task import fta


@modelapi(name="veracity")
def veracity_models() -> type:
    from veracity.models.inspect_provider import EmbeddedModelAPI

    return EmbeddedModelAPI


__all__ = ["fta", "veracity_models"]
