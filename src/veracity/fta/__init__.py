"""The FTA benchmark: scenarios, the failure simulator, the Inspect task and its analysis."""
