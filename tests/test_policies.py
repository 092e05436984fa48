from __future__ import annotations

import json
from pathlib import Path

import pytest

from veracity.contract import POLICIES, VERACITY_PROMPTS, PromptSetError, load_prompt_set, parse_contract

from conftest import FTA_REFERENCE


def test_our_prompt_set_has_every_policy_and_a_version() -> None:
    assert set(VERACITY_PROMPTS.prompts) == set(POLICIES)
    assert VERACITY_PROMPTS.version
    # the contract prompt names all four fields the parser reads
    names = parse_contract(VERACITY_PROMPTS.prompt("contract"))
    assert names.missing == []


def test_the_published_reference_conditions_load_unchanged() -> None:
    path = FTA_REFERENCE / "reference_conditions.json"
    published = json.loads(path.read_text())
    prompts = load_prompt_set(path)
    assert prompts.version == published["prompt_version"]
    assert prompts.prompt("contract") == published["conditions"]["evidence_contract"]
    assert prompts.prompt("evidence_contract") == published["conditions"]["evidence_contract"]
    assert prompts.prompt("baseline") == published["conditions"]["baseline"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{", "not valid JSON"),
        ("[]", "expected a JSON object"),
        ('{"prompt_version": "v", "conditions": {}}', "field 'conditions'"),
        ('{"prompt_version": "v", "policies": {"baseline": 3}}', "field 'policies.baseline'"),
        ('{"conditions": {"baseline": "x"}}', "field 'prompt_version'"),
    ],
)
def test_bad_prompt_sets_name_the_field(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "prompts.json"
    path.write_text(content)
    with pytest.raises(PromptSetError, match=message):
        load_prompt_set(path)


def test_unknown_policy() -> None:
    with pytest.raises(KeyError, match="no policy"):
        VERACITY_PROMPTS.prompt("flattery")
