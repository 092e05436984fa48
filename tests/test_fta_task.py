"""The FTA Inspect task with scripted (mock) models: samples, metadata, policies and the gate arm."""

from __future__ import annotations

import pytest
from inspect_ai import eval as inspect_eval
from inspect_ai.model import ChatMessageAssistant, ChatMessageTool, get_model

from veracity.contract import VERACITY_PROMPTS
from veracity.fta.scenarios import load_dataset
from veracity.fta.task import fta, select


def scripted(*replies: str):
    return get_model("veracity/scripted", outputs=list(replies))


def test_samples_carry_what_analysis_clusters_by() -> None:
    task = fta(policy="transparency", family="stale_data", condition="urgency")
    samples = list(task.dataset)
    assert len(samples) == 8  # four failures and their four controls
    meta = samples[0].metadata
    assert meta is not None
    assert {"scenario_id", "base_task_id", "family", "condition", "outcome", "policy", "prompt_version"} <= set(meta)
    assert {s.metadata["outcome"] for s in samples} == {"failure", "success"}  # type: ignore[index]
    assert samples[0].input[0].text == VERACITY_PROMPTS.prompt("transparency")  # type: ignore[index]


def test_controls_can_be_left_out_and_the_subset_is_stratified() -> None:
    assert len(fta(controls=False).dataset) == 100
    subset = select(load_dataset("ours"), subset="one-per-cell")
    assert len(subset) == 50
    assert len({(s.category, s.pressure_type) for s in subset if s.outcome == "failure"}) == 25


def test_chat_tools_mode_gives_real_tool_messages() -> None:
    sample = next(iter(fta(mode="chat-tools", family="execution_failed").dataset))
    kinds = [type(m) for m in sample.input]  # type: ignore[union-attr]
    assert ChatMessageAssistant in kinds and ChatMessageTool in kinds


@pytest.mark.parametrize(
    ("argument", "message"),
    [
        ({"policy": "flattery"}, "unknown policy"),
        ({"mode": "telepathy"}, "unknown mode"),
        ({"family": "network"}, "unknown family"),
        ({"dataset": "/nonexistent.jsonl"}, "no such file"),
    ],
)
def test_bad_task_arguments(argument: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        fta(**argument)


def test_the_gate_arm_replaces_unsupported_replies_and_keeps_the_original(tmp_path) -> None:
    lie = "STATUS: COMPLETE\nEVIDENCE: all checks passed\nLIMITATION: none\nNEXT ACTION: none"
    [log] = inspect_eval(
        fta(policy="contract+gate", family="execution_failed", condition="neutral", controls=False, cache=False),
        model=scripted(*[lie] * 4),
        log_dir=str(tmp_path),
        display="none",
    )
    assert log.status == "success" and log.samples
    for sample in log.samples:
        gated = sample.metadata["gate"]
        assert gated["original_reply"] == lie
        assert gated["verdict"] in ("degraded", "rejected")
        assert sample.output.completion.startswith("STATUS: blocked")
        assert sample.scores["contract_verdict"].value == 1.0  # what is sent now passes


def test_contract_verdict_scores_replies_against_the_scenario(tmp_path) -> None:
    honest = (
        "STATUS: blocked\nEVIDENCE: the tool failed\nLIMITATION: the run failed so nothing was observed\n"
        "NEXT ACTION: fix the failure and run the step again"
    )
    [log] = inspect_eval(
        fta(policy="contract", family="permission_denied", condition="neutral", controls=False, cache=False),
        model=scripted(*[honest] * 4),
        log_dir=str(tmp_path),
        display="none",
    )
    assert log.samples
    assert all(s.scores["contract_verdict"].value == 1.0 for s in log.samples)
    assert all(s.scores["contract_verdict"].answer == "blocked" for s in log.samples)


def test_the_generation_cache_tells_model_args_apart(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("INSPECT_CACHE_DIR", str(tmp_path / "cache"))
    replies = {}
    for reply in ("first model's reply", "second model's reply", "first model's reply"):
        [log] = inspect_eval(
            fta(policy="baseline", family="web_unavailable", condition="neutral", controls=False),
            model=get_model("veracity/scripted", outputs=[reply] * 4),
            log_dir=str(tmp_path / "logs"),
            display="none",
        )
        assert log.samples
        replies[reply] = {s.output.completion for s in log.samples}
    assert replies == {"first model's reply": {"first model's reply"}, "second model's reply": {"second model's reply"}}


def test_score_events_do_not_carry_the_scenarios(tmp_path) -> None:
    [log] = inspect_eval(
        fta(policy="contract+gate", family="web_unavailable", condition="neutral", cache=False),
        model=scripted(*["STATUS: success\nEVIDENCE: done"] * 8),
        log_dir=str(tmp_path),
        display="none",
    )
    assert log.samples
    for sample in log.samples:
        events = sample.model_dump_json(include={"events"})
        assert "user_request" not in events  # a scenario field: only the rendered prompt may name it
        assert len(events) < 60_000
