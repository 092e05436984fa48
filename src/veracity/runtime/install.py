"""`veracity hook install` / `uninstall`: merge veracity's hook entries into an agent's settings.

Claude Code reads `.claude/settings.json` (project) or `~/.claude/settings.json` (user); Codex
reads `.codex/hooks.json` or `~/.codex/hooks.json`. Both use {"hooks": {EVENT: [{"matcher": ...,
"hooks": [{"type": "command", "command": ..., "timeout": ...}]}]}}. Installing adds one group per
event and leaves every other key, event and handler as it was; installing again replaces
veracity's own entries (found by their command: `veracity ... hook --agent ...`); uninstalling
removes only those.
"""

from __future__ import annotations

import json
import os
import shlex
import sys
from pathlib import Path
from typing import Any

EVENTS = {
    "claude-code": ("UserPromptSubmit", "PreToolUse", "PostToolUse", "PostToolUseFailure", "Stop"),
    "codex": ("UserPromptSubmit", "PreToolUse", "PostToolUse", "Stop"),
}
TOOL_EVENTS = frozenset({"PreToolUse", "PostToolUse", "PostToolUseFailure"})
HOOK_TIMEOUT_S = 30


class SettingsError(ValueError):
    """A settings file that cannot be merged into; the message names the file and the place."""


def settings_path(agent: str, project: str | None, user: bool) -> Path:
    if user:
        base = Path.home()
    else:
        base = Path(project or ".")
        if not base.is_dir():
            raise SettingsError(f"{base}: not a directory")
    return base / (".claude/settings.json" if agent == "claude-code" else ".codex/hooks.json")


def hook_command(agent: str, options: list[str]) -> str:
    """The command line an agent runs: this interpreter running the hook client's file directly.
    `-P` keeps the file's folder off sys.path. Skipping the `veracity` console script saves its
    `import re` and the package lookup, about 8 ms of a ~25 ms start (bench/hook_latency.py)."""
    import veracity.runtime.client as client

    return shlex.join([sys.executable, "-P", str(Path(client.__file__).resolve()), "--agent", agent, *options])


def is_ours(handler: object) -> bool:
    """A handler veracity installed: its command runs the hook (`.../veracity hook --agent`,
    `python -m veracity hook --agent` or `python -P .../veracity/runtime/client.py --agent`), not
    merely mentions it (`echo 'veracity hook --agent ...'` is someone else's)."""
    command = handler.get("command") if isinstance(handler, dict) else None
    if not isinstance(command, str):
        return False
    try:
        argv = shlex.split(command)
    except ValueError:
        return False
    if len(argv) >= 3 and argv[0].endswith("veracity") and argv[1:3] == ["hook", "--agent"]:
        return True
    if len(argv) >= 4 and argv[1:4] == ["-m", "veracity", "hook"]:
        return True
    return (
        len(argv) >= 4 and argv[1] == "-P" and argv[2].endswith("veracity/runtime/client.py") and argv[3] == "--agent"
    )


def _load(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError) as error:
        raise SettingsError(f"{path}: cannot read ({error})") from None
    if not text.strip():
        return {}
    try:
        data = json.loads(text)
    except ValueError as error:
        line = getattr(error, "lineno", "?")
        column = getattr(error, "colno", "?")
        raise SettingsError(
            f"{path}:{line}:{column}: not valid JSON ({getattr(error, 'msg', error)}); left unchanged"
        ) from None
    if not isinstance(data, dict):
        raise SettingsError(f"{path}: expected a JSON object at the top level; left unchanged")
    hooks = data.get("hooks", {})
    if not isinstance(hooks, dict):
        raise SettingsError(f"{path}: field hooks: expected an object; left unchanged")
    for event, groups in hooks.items():
        if not isinstance(groups, list) or not all(isinstance(g, dict) for g in groups):
            raise SettingsError(f"{path}: field hooks.{event}: expected a list of objects; left unchanged")
        for index, group in enumerate(groups):
            if not isinstance(group.get("hooks", []), list):
                raise SettingsError(f"{path}: field hooks.{event}[{index}].hooks: expected a list; left unchanged")
    return data


def _write(path: Path, data: dict[str, Any]) -> None:
    """Replace the file atomically, through a symlink (a dotfiles checkout stays a link) and with
    the old file's permissions (settings can hold secrets)."""
    target = path.resolve() if path.is_symlink() else path
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    temporary.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    if target.exists():
        os.chmod(temporary, target.stat().st_mode & 0o7777)
    os.replace(temporary, target)


def _remove_ours(hooks: dict[str, Any]) -> int:
    """Drop veracity's handlers (and groups and events they leave empty); return how many."""
    removed = 0
    for event in list(hooks):
        kept_groups = []
        for group in hooks[event]:
            handlers = group.get("hooks", [])
            kept = [h for h in handlers if not is_ours(h)]
            removed += len(handlers) - len(kept)
            if kept or not handlers:
                kept_groups.append({**group, "hooks": kept} if "hooks" in group else group)
        if kept_groups:
            hooks[event] = kept_groups
        else:
            del hooks[event]
    return removed


def install(agent: str, path: Path, options: list[str]) -> list[str]:
    """Add (or refresh) veracity's entries; returns the events hooked."""
    data = _load(path)
    hooks = data.setdefault("hooks", {})
    _remove_ours(hooks)
    command = hook_command(agent, options)
    for event in EVENTS[agent]:
        group: dict[str, Any] = {"matcher": "*"} if event in TOOL_EVENTS else {}
        group["hooks"] = [{"type": "command", "command": command, "timeout": HOOK_TIMEOUT_S}]
        hooks.setdefault(event, []).append(group)
    _write(path, data)
    return list(EVENTS[agent])


def uninstall(path: Path) -> int:
    """Remove veracity's entries; returns how many handlers were removed (0 leaves the file alone)."""
    if not path.exists():
        return 0
    data = _load(path)
    hooks = data.get("hooks")
    if not isinstance(hooks, dict):
        return 0
    removed = _remove_ours(hooks)
    if removed:
        if not hooks:
            del data["hooks"]
        _write(path, data)
    return removed
