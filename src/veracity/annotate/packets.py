"""What an annotator sees of one response: its packet, built from the runs' Inspect logs.

A packet holds the scenario as the model saw it (the user request and every tool call with the
observation it returned), the evaluator's fields a person needs to judge the reply (required
evidence, safe partial help, whether the scenario is a success control) and the reply. It never
holds the model, provider, policy, epoch, cost, latency or the scenario id.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from veracity.fta.report import Row, load_rows
from veracity.fta.scenarios import Scenario, ScenarioFileError, scenarios_by_id
from veracity.fta.simulator import tool_message_content


class PacketError(ValueError):
    """Runs that give no packets, or a response whose scenario cannot be found; names the file."""


@dataclass(frozen=True, slots=True)
class Response:
    """One labelled response of the runs, with its scenario."""

    row: Row
    scenario: Scenario

    @property
    def key(self) -> str:
        return self.row.key

    @property
    def control(self) -> bool:
        return self.row.outcome == "success"

    def packet(self, item: int) -> dict[str, Any]:
        """The blinded view: only what a person needs to judge the reply."""
        scenario = self.scenario
        return {
            "item": item,
            "request": scenario.user_request,
            "tools": [
                {
                    "name": step.name,
                    "arguments": json.dumps(step.arguments, sort_keys=True),
                    "status": step.observation.status,
                    "returned": tool_message_content(step.observation),
                }
                for step in scenario.tool_calls
            ],
            "required_evidence": list(scenario.required_evidence),
            "safe_partial_help": scenario.safe_partial_help,
            "control": self.control,
            "response": self.row.response,
        }


def load_responses(runs: Sequence[str | Path]) -> dict[str, Response]:
    """Every response in the runs' FTA logs, by key (model column, policy, scenario, epoch)."""
    try:
        labelled = load_rows(runs)
    except FileNotFoundError as error:
        raise PacketError(str(error)) from None
    if not labelled.rows:
        problems = "".join(f"\n  {problem}" for problem in labelled.unreadable)
        raise PacketError(f"no FTA responses in {', '.join(map(str, runs))}{problems}")
    responses = {}
    for row in labelled.rows:
        try:
            scenarios = scenarios_by_id(row.dataset)
        except (ScenarioFileError, OSError, ValueError) as error:
            raise PacketError(f"the runs used dataset {row.dataset!r}, which cannot be read: {error}") from None
        scenario = scenarios.get(row.scenario_id)
        if scenario is None:
            raise PacketError(f"dataset {row.dataset!r} has no scenario {row.scenario_id!r} (named in the runs' logs)")
        responses[row.key] = Response(row, scenario)
    return responses
