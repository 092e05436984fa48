"""Readers that turn agent transcripts into a veracity Trace.

Formats: OpenAI chat-completions message lists, Anthropic Messages, Claude Code transcript JSONL,
Codex rollout JSONL, and veracity's own trace JSON (docs/trace-format.md). `read_trace` detects the
format; the `from_*` functions take already-parsed data. Every malformed input raises
TraceFormatError naming the file, the line (for JSONL) and the field.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from veracity.text import FileReadError, file_lines, read_text_file
from veracity.trace import Message, Status, Step, ToolCall, Trace
from veracity.trace.tagging import DEFAULT_OPTIONS, TagOptions, make_result

FORMATS = ("openai", "anthropic", "claude-code", "codex", "veracity")


class TraceFormatError(ValueError):
    """A transcript that cannot be read; the message names where and what."""


def _where(source: str, line: int | None, field: str) -> str:
    place = source or "<input>"
    if line is not None:
        place += f", line {line}"
    return f"{place}: {field}" if field else place


def _fail(source: str, line: int | None, field: str, problem: str) -> TraceFormatError:
    return TraceFormatError(f"{_where(source, line, field)}: {problem}")


def _text_of(content: Any) -> str:
    """Plain text from a string or a list of content parts/blocks of any of the formats here."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, str):
                parts.append(part)
            elif isinstance(part, dict) and part.get("type") in (None, "text", "input_text", "output_text"):
                parts.append(str(part.get("text", "")))
        return "\n".join(parts)
    if isinstance(content, dict):
        return str(content.get("text", "")) if "text" in content else json.dumps(content, sort_keys=True)
    return str(content)


def _arguments(raw: Any, source: str, line: int | None, field: str) -> dict[str, Any]:
    if raw is None or raw == "":
        return {}
    if isinstance(raw, dict):
        return raw
    if isinstance(raw, str):
        try:
            value = json.loads(raw)
        except ValueError:
            return {"_raw": raw}  # models do emit malformed arguments; keep them rather than fail
        return value if isinstance(value, dict) else {"_value": value}
    raise _fail(source, line, field, f"expected an object or JSON text, got {type(raw).__name__}")


# --- OpenAI chat completions -------------------------------------------------------------------


def from_openai(messages: Any, *, source: str = "", options: TagOptions = DEFAULT_OPTIONS) -> Trace:
    """Assistant `tool_calls` and `tool` messages (and the legacy `function_call` / `function`)."""
    if isinstance(messages, dict):
        messages = messages.get("messages", messages.get("traj"))
    if not isinstance(messages, list):
        raise _fail(source, None, "messages", "expected a list of chat messages")
    steps: list[Step] = []
    names: dict[str, str] = {}
    for index, message in enumerate(messages):
        field = f"messages[{index}]"
        if not isinstance(message, dict) or not isinstance(message.get("role"), str):
            raise _fail(source, None, field, "expected an object with a string 'role'")
        role = message["role"]
        if role in ("tool", "function"):
            call_id = message.get("tool_call_id") or message.get("name") or f"call-{index}"
            name = message.get("name") or names.get(call_id, "")
            steps.append(make_result(str(call_id), str(name), _text_of(message.get("content")), options=options))
            continue
        text = _text_of(message.get("content"))
        if text:
            steps.append(Message("system" if role == "developer" else role, text))
        calls = message.get("tool_calls") or []
        if not isinstance(calls, list):
            raise _fail(source, None, f"{field}.tool_calls", "expected a list")
        for position, call in enumerate(calls):
            function = call.get("function") if isinstance(call, dict) else None
            if not isinstance(function, dict) or not isinstance(function.get("name"), str):
                raise _fail(source, None, f"{field}.tool_calls[{position}].function.name", "missing")
            call_id = str(call.get("id") or f"call-{index}-{position}")
            names[call_id] = function["name"]
            args = _arguments(function.get("arguments"), source, None, f"{field}.tool_calls[{position}]")
            steps.append(ToolCall(call_id, function["name"], args))
        legacy = message.get("function_call")
        if isinstance(legacy, dict) and isinstance(legacy.get("name"), str):
            names[legacy["name"]] = legacy["name"]
            args = _arguments(legacy.get("arguments"), source, None, f"{field}.function_call")
            steps.append(ToolCall(legacy["name"], legacy["name"], args))
    return Trace(tuple(steps), "openai")


# --- Anthropic Messages ------------------------------------------------------------------------


def _anthropic_blocks(
    role: str,
    content: Any,
    steps: list[Step],
    names: dict[str, str],
    where: Callable[[str], str],
    options: TagOptions,
) -> None:
    if isinstance(content, str):
        if content:
            steps.append(Message(role, content))
        return
    if not isinstance(content, list):
        raise TraceFormatError(f"{where('content')}: expected a string or a list of blocks")
    texts: list[str] = []
    # Text beside tool results in one user message (a reminder, an injected note) is context, not a
    # new request: it is kept as a system message so that it does not open a new turn.
    carries_results = any(isinstance(b, dict) and b.get("type") == "tool_result" for b in content)
    for position, block in enumerate(content):
        if not isinstance(block, dict):
            raise TraceFormatError(f"{where(f'content[{position}]')}: expected an object")
        kind = block.get("type")
        if kind == "text":
            texts.append(str(block.get("text", "")))
        elif kind in ("tool_use", "server_tool_use"):
            if not isinstance(block.get("name"), str):
                raise TraceFormatError(f"{where(f'content[{position}].name')}: missing")
            call_id = str(block.get("id") or f"toolu-{len(steps)}")
            names[call_id] = block["name"]
            steps.append(ToolCall(call_id, block["name"], _arguments(block.get("input"), "", None, "")))
        elif kind == "tool_result":
            call_id = str(block.get("tool_use_id", ""))
            output = _text_of(block.get("content"))
            steps.append(
                make_result(call_id, names.get(call_id, ""), output, is_error=block.get("is_error"), options=options)
            )
    if any(texts):
        steps.append(Message("system" if carries_results else role, "\n".join(t for t in texts if t)))


def from_anthropic(messages: Any, *, source: str = "", options: TagOptions = DEFAULT_OPTIONS) -> Trace:
    """Messages API `messages` (content strings or blocks: text, tool_use, tool_result)."""
    steps: list[Step] = []
    if isinstance(messages, dict):
        if isinstance(messages.get("system"), str):
            steps.append(Message("system", messages["system"]))
        messages = messages.get("messages")
    if not isinstance(messages, list):
        raise _fail(source, None, "messages", "expected a list of messages")
    names: dict[str, str] = {}
    for index, message in enumerate(messages):
        field = f"messages[{index}]"
        if not isinstance(message, dict) or message.get("role") not in ("user", "assistant"):
            raise _fail(source, None, f"{field}.role", "expected 'user' or 'assistant'")
        _anthropic_blocks(
            message["role"],
            message.get("content"),
            steps,
            names,
            lambda f, field=field: _where(source, None, f"{field}.{f}"),
            options,
        )
    return Trace(tuple(steps), "anthropic")


# --- JSONL transcripts -------------------------------------------------------------------------


def _jsonl_records(lines: Iterable[str], source: str) -> Iterable[tuple[int, dict[str, Any]]]:
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError as error:
            raise _fail(source, number, "", f"not valid JSON ({error.msg} at column {error.colno})") from None
        if not isinstance(record, dict):
            raise _fail(source, number, "", "expected a JSON object")
        yield number, record


def from_claude_code(lines: Iterable[str], *, source: str = "", options: TagOptions = DEFAULT_OPTIONS) -> Trace:
    """Claude Code transcript JSONL: `user` / `assistant` entries whose `message` holds content blocks."""
    steps: list[Step] = []
    names: dict[str, str] = {}
    for number, record in _jsonl_records(lines, source):
        if record.get("type") not in ("user", "assistant") or record.get("isMeta"):
            continue  # summaries, snapshots, system notices and injected meta messages
        message = record.get("message")
        if not isinstance(message, dict):
            raise _fail(source, number, "message", "expected an object")
        role = message.get("role", record["type"])
        _anthropic_blocks(
            role,
            message.get("content", ""),
            steps,
            names,
            lambda f, number=number: _where(source, number, f"message.{f}"),
            options,
        )
    return Trace(tuple(steps), "claude-code")


_CODEX_EXIT_HEADER = re.compile(r"\A\s*Exit code:\s*(-?\d+)", re.IGNORECASE)


def _codex_output(raw: Any) -> tuple[str, int | None]:
    """Codex tool output: JSON text {"output", "metadata": {"exit_code"}} or a plain-text report."""
    if isinstance(raw, dict):
        raw = raw.get("content", json.dumps(raw))
    text = _text_of(raw) if not isinstance(raw, str) else raw
    try:
        value = json.loads(text)
    except ValueError:
        value = None
    if isinstance(value, dict) and "output" in value:
        metadata = value.get("metadata") if isinstance(value.get("metadata"), dict) else {}
        code = metadata.get("exit_code")
        return str(value["output"]), code if isinstance(code, int) else None
    header = _CODEX_EXIT_HEADER.match(text)
    return text, int(header.group(1)) if header else None


def from_codex(lines: Iterable[str], *, source: str = "", options: TagOptions = DEFAULT_OPTIONS) -> Trace:
    """Codex rollout JSONL: `response_item` records (message, function_call, function_call_output,
    custom_tool_call, local_shell_call and their outputs); other record types are skipped."""
    steps: list[Step] = []
    names: dict[str, str] = {}
    for number, record in _jsonl_records(lines, source):
        payload = record.get("payload") if record.get("type") == "response_item" else None
        if payload is None and record.get("type") in ("message", "function_call", "function_call_output"):
            payload = record  # the older rollout files wrote response items without an envelope
        if not isinstance(payload, dict):
            continue
        kind = payload.get("type")
        if kind == "message":
            text = _text_of(payload.get("content"))
            role = payload.get("role", "assistant")
            if text and not text.lstrip().startswith(("<environment_context>", "<user_instructions>")):
                steps.append(Message("system" if role == "developer" else role, text))
        elif kind in ("function_call", "custom_tool_call", "local_shell_call"):
            call_id = str(payload.get("call_id") or payload.get("id") or f"call-{number}")
            name = payload.get("name") or ("shell" if kind == "local_shell_call" else "")
            raw_args = payload.get("arguments", payload.get("input", payload.get("action")))
            args = _arguments(raw_args, source, number, "payload.arguments")
            names[call_id] = str(name)
            steps.append(ToolCall(call_id, str(name), args))
        elif kind in ("function_call_output", "custom_tool_call_output"):
            call_id = str(payload.get("call_id", ""))
            output, exit_code = _codex_output(payload.get("output"))
            steps.append(make_result(call_id, names.get(call_id, ""), output, exit_code=exit_code, options=options))
    return Trace(tuple(steps), "codex")


# --- veracity's own format ---------------------------------------------------------------------


def from_veracity(data: Any, *, source: str = "", options: TagOptions = DEFAULT_OPTIONS) -> Trace:
    """veracity trace JSON: {"format": "veracity.trace", "version": 1, "steps": [...]}."""
    if not isinstance(data, dict) or data.get("format") != "veracity.trace":
        raise _fail(source, None, "format", 'expected "veracity.trace"')
    if data.get("version") != 1:
        raise _fail(source, None, "version", f"unsupported version {data.get('version')!r} (this reader knows 1)")
    steps_data = data.get("steps")
    if not isinstance(steps_data, list):
        raise _fail(source, None, "steps", "expected a list")
    steps: list[Step] = []
    names: dict[str, str] = {}
    for index, step in enumerate(steps_data):
        field = f"steps[{index}]"
        if not isinstance(step, dict):
            raise _fail(source, None, field, "expected an object")
        kind = step.get("type")
        if kind == "message":
            if step.get("role") not in ("system", "user", "assistant") or not isinstance(step.get("text"), str):
                raise _fail(source, None, field, "a message needs role system|user|assistant and a string text")
            steps.append(Message(step["role"], step["text"]))
        elif kind == "tool_call":
            if not isinstance(step.get("id"), str) or not isinstance(step.get("name"), str):
                raise _fail(source, None, field, "a tool_call needs string id and name")
            names[step["id"]] = step["name"]
            steps.append(ToolCall(step["id"], step["name"], _arguments(step.get("arguments"), source, None, field)))
        elif kind == "tool_result":
            steps.append(_veracity_result(step, names, source, field, options))
        else:
            raise _fail(source, None, f"{field}.type", f"expected message, tool_call or tool_result, got {kind!r}")
    return Trace(tuple(steps), "veracity")


def _veracity_result(step: dict[str, Any], names: dict[str, str], source: str, field: str, options: TagOptions) -> Step:
    call_id = step.get("call_id")
    if not isinstance(call_id, str):
        raise _fail(source, None, f"{field}.call_id", "expected a string")
    output = step.get("output", "")
    if not isinstance(output, str):
        output = json.dumps(output, sort_keys=True)
    explicit = step.get("status")
    if explicit is not None:
        try:
            explicit = Status(explicit)
        except ValueError:
            allowed = ", ".join(s.value for s in Status)
            raise _fail(source, None, f"{field}.status", f"{explicit!r} is not one of {allowed}") from None
    for key in ("exit_code", "http_status"):
        if step.get(key) is not None and (not isinstance(step[key], int) or isinstance(step[key], bool)):
            raise _fail(source, None, f"{field}.{key}", "expected an integer")
    metadata = step.get("metadata") or {}
    if not isinstance(metadata, dict):
        raise _fail(source, None, f"{field}.metadata", "expected an object")
    return make_result(
        call_id,
        str(step.get("name") or names.get(call_id, "")),
        output,
        exit_code=step.get("exit_code"),
        http_status=step.get("http_status"),
        is_error=step.get("is_error"),
        error_code=step.get("error_code"),
        observed_at=step.get("observed_at"),
        explicit_status=explicit,
        metadata=metadata,
        options=options,
    )


# --- hook events ---------------------------------------------------------------------------------

_HOOK_EXIT_LINE = re.compile(r"\A\s*Exit code\s*:?\s*(-?\d+)", re.IGNORECASE)


def from_hook_event(event: dict[str, Any], *, options: TagOptions = DEFAULT_OPTIONS) -> Step | None:
    """The tool result a Claude Code or Codex PostToolUse / PostToolUseFailure hook event reports.

    PostToolUseFailure is an explicit failure flag; its `error` starts with "Exit code N" for Bash.
    Other events carry no tool result and give None.
    """
    kind = event.get("hook_event_name")
    if kind not in ("PostToolUse", "PostToolUseFailure"):
        return None
    call_id = str(event.get("tool_use_id") or "")
    name = str(event.get("tool_name") or "")
    if kind == "PostToolUseFailure":
        error = _text_of(event.get("error"))
        header = _HOOK_EXIT_LINE.match(error)
        status = Status.TIMEOUT if event.get("is_interrupt") and not header else None
        return make_result(
            call_id,
            name,
            error,
            is_error=True,
            exit_code=int(header.group(1)) if header else None,
            explicit_status=status,
            options=options,
        )
    response = event.get("tool_response")
    exit_code = None
    if isinstance(response, dict):
        exit_code = response.get("exit_code", response.get("exitCode"))
        if "stdout" in response or "stderr" in response:
            output = "\n".join(str(response.get(k) or "") for k in ("stdout", "stderr")).strip("\n")
            if exit_code is None and not response.get("interrupted"):
                exit_code = 0  # Claude Code sends PostToolUse for successful runs only
        else:
            output = json.dumps(response, sort_keys=True)
        is_error = bool(response.get("interrupted")) or bool(response.get("is_error")) or None
    else:
        output, exit_code = _codex_output(response if response is not None else "")
        is_error = None
    return make_result(
        call_id,
        name,
        output,
        exit_code=exit_code if isinstance(exit_code, int) else None,
        is_error=is_error,
        options=options,
    )


# --- detection ---------------------------------------------------------------------------------


def detect_format(data: Any) -> str:
    """Name the format of parsed JSON data (a list of JSONL records counts as a transcript)."""
    if isinstance(data, dict):
        if data.get("format") == "veracity.trace":
            return "veracity"
        if "traj" in data:
            return "openai"
        data = data.get("messages", [data])  # a lone dict is one JSONL record
    if isinstance(data, list) and data and all(isinstance(m, dict) for m in data):
        if any(m.get("type") in ("session_meta", "response_item", "turn_context") for m in data):
            return "codex"
        if any("message" in m and m.get("type") in ("user", "assistant") for m in data):
            return "claude-code"
        for message in data:
            if message.get("role") == "tool" or "tool_calls" in message:
                return "openai"
            content = message.get("content")
            if isinstance(content, list) and any(
                isinstance(b, dict) and b.get("type") in ("tool_use", "tool_result") for b in content
            ):
                return "anthropic"
        return "openai" if any(m.get("role") == "system" for m in data) else "anthropic"
    raise TraceFormatError("cannot tell the trace format: expected a veracity trace, a message list or JSONL records")


def parse_trace(text: str, *, source: str = "", fmt: str = "auto", options: TagOptions = DEFAULT_OPTIONS) -> Trace:
    """Parse trace text of any supported format (JSON or JSONL)."""
    if fmt not in ("auto", *FORMATS):
        raise TraceFormatError(f"unknown trace format {fmt!r}; expected one of auto, {', '.join(FORMATS)}")
    if not text.strip():
        raise _fail(source, None, "", "empty file")
    lines = file_lines(text)
    if fmt in ("claude-code", "codex"):
        reader = from_claude_code if fmt == "claude-code" else from_codex
        return reader(lines, source=source, options=options)
    try:
        data = json.loads(text)
    except ValueError as error:
        if fmt != "auto":
            raise _fail(source, error.lineno, "", f"not valid JSON ({error.msg})") from None
        records = [record for _, record in _jsonl_records(lines, source)]
        fmt = detect_format(records)
        if fmt not in ("claude-code", "codex"):
            raise _fail(source, None, "", "JSON Lines input must be a Claude Code or Codex transcript") from None
        return parse_trace(text, source=source, fmt=fmt, options=options)
    if fmt == "auto":
        try:
            fmt = detect_format(data)
        except TraceFormatError as error:
            raise _fail(source, None, "", str(error)) from None
        if fmt in ("claude-code", "codex"):  # a one-line JSONL file parses as one JSON object
            return parse_trace(text, source=source, fmt=fmt, options=options)
    readers = {"openai": from_openai, "anthropic": from_anthropic, "veracity": from_veracity}
    return readers[fmt](data, source=source, options=options)


def read_trace(path: str | Path, *, fmt: str = "auto", options: TagOptions = DEFAULT_OPTIONS) -> Trace:
    """Read a trace file of any supported format."""
    try:
        text = read_text_file(path, "a trace file")
    except FileReadError as error:
        raise TraceFormatError(str(error)) from None
    return parse_trace(text, source=str(path), fmt=fmt, options=options)
