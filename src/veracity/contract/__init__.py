"""The evidence contract: response policies, the reply parser, the validator and the gate."""

from veracity.contract.gate import GateResult, blocked_reply, gate
from veracity.contract.parser import FIELDS, Contract, normalize_status, parse_contract, render_contract
from veracity.contract.policies import POLICIES, VERACITY_PROMPTS, PromptSet, PromptSetError, load_prompt_set
from veracity.contract.validator import Reason, Validation, validate

__all__ = [
    "FIELDS",
    "POLICIES",
    "VERACITY_PROMPTS",
    "Contract",
    "GateResult",
    "PromptSet",
    "PromptSetError",
    "Reason",
    "Validation",
    "blocked_reply",
    "gate",
    "load_prompt_set",
    "normalize_status",
    "parse_contract",
    "render_contract",
    "validate",
]
