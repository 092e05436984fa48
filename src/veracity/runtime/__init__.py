"""Runtime policies applied by an agent harness at prompt, tool and stop events.

A policy reads the task (the session's first user prompt) to decide whether it applies, watches
the session's actions, and at the right event instructs the agent or denies a tool call. The
engine (`veracity.runtime.engine`) evaluates a portfolio of policies for one event; session state
(`veracity.runtime.state`) carries history and nudge counts between hook processes; the adapters
(`veracity.runtime.hooks`) speak the Claude Code and Codex hook protocols.

Everything here runs inside an agent's hook, once per event, so it imports only the standard
library and veracity's own small modules.
"""
