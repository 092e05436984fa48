"""`veracity hook install / uninstall`, and a newcomer's path: install, then a Claude Code-shaped session."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from veracity.runtime.install import EVENTS


def veracity(*args: str, cwd: Path | None = None, home: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = None
    if home is not None:
        import os

        env = {**os.environ, "HOME": str(home)}
    command = [sys.executable, "-m", "veracity", *args]
    return subprocess.run(command, capture_output=True, text=True, cwd=cwd, env=env, timeout=120)


THEIRS = {
    "permissions": {"allow": ["Bash(npm test)"]},
    "hooks": {
        "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "./lint-guard.sh"}]}],
        "Notification": [{"hooks": [{"type": "command", "command": "notify-send done"}]}],
    },
}


def test_install_merges_reinstall_replaces_uninstall_restores(tmp_path):
    settings = tmp_path / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(json.dumps(THEIRS, indent=2))
    done = veracity("hook", "install", "--agent", "claude-code", "--project", str(tmp_path), "--arm", "sham")
    assert done.returncode == 0, done.stderr
    merged = json.loads(settings.read_text())
    assert merged["permissions"] == THEIRS["permissions"]
    assert merged["hooks"]["Notification"] == THEIRS["hooks"]["Notification"]
    assert merged["hooks"]["PreToolUse"][0] == THEIRS["hooks"]["PreToolUse"][0]
    for event in EVENTS["claude-code"]:
        ours = [
            h for g in merged["hooks"][event] for h in g["hooks"] if "client.py --agent claude-code" in h["command"]
        ]
        assert len(ours) == 1 and "--arm sham" in ours[0]["command"]
    assert "matcher" not in merged["hooks"]["Stop"][-1] and merged["hooks"]["PostToolUse"][-1]["matcher"] == "*"

    again = veracity("hook", "install", "--agent", "claude-code", "--project", str(tmp_path))
    assert again.returncode == 0
    reinstalled = json.loads(settings.read_text())
    assert sum("--agent" in h["command"] for g in reinstalled["hooks"]["Stop"] for h in g["hooks"]) == 1
    assert "--arm" not in json.dumps(reinstalled)

    removed = veracity("hook", "uninstall", "--agent", "claude-code", "--project", str(tmp_path))
    assert removed.returncode == 0 and "removed 5 veracity hook entries" in removed.stdout
    assert json.loads(settings.read_text()) == THEIRS


def test_codex_user_install_writes_hooks_json(tmp_path):
    done = veracity("hook", "install", "--agent", "codex", "--user", home=tmp_path)
    assert done.returncode == 0 and "trust" in done.stdout
    hooks = json.loads((tmp_path / ".codex" / "hooks.json").read_text())["hooks"]
    assert sorted(hooks) == sorted(EVENTS["codex"])
    assert veracity("hook", "uninstall", "--agent", "codex", "--user", home=tmp_path).returncode == 0
    assert json.loads((tmp_path / ".codex" / "hooks.json").read_text()) == {}


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"hooks": {"Stop": [}', ".claude/settings.json:1:"),
        ('["not", "an", "object"]', "expected a JSON object at the top level"),
        ('{"hooks": {"Stop": {"hooks": []}}}', "field hooks.Stop: expected a list of objects"),
    ],
)
def test_broken_settings_are_named_and_left_unchanged(tmp_path, content, message):
    settings = tmp_path / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(content)
    done = veracity("hook", "install", "--agent", "claude-code", "--project", str(tmp_path))
    assert done.returncode == 2 and message in done.stderr and "left unchanged" in done.stderr
    assert settings.read_text() == content


def test_install_rejects_unknown_portfolio_and_missing_project(tmp_path):
    done = veracity("hook", "install", "--agent", "claude-code", "--project", str(tmp_path), "--portfolio", "nope")
    assert done.returncode == 2 and "--portfolio: unknown portfolio or policy 'nope'" in done.stderr
    done = veracity("hook", "install", "--agent", "claude-code", "--project", str(tmp_path / "missing"))
    assert done.returncode == 2 and "not a directory" in done.stderr


def _run_installed(command: str, event: dict) -> subprocess.CompletedProcess[str]:
    return subprocess.run(shlex.split(command), input=json.dumps(event), capture_output=True, text=True, timeout=60)


def test_newcomer_installs_then_a_claude_code_session_drives_decisions(tmp_path):
    """What the README shows: install into a project, then Claude Code runs the configured command."""
    project = tmp_path / "project"
    project.mkdir()
    state = tmp_path / "state"
    done = veracity("hook", "install", "--agent", "claude-code", "--project", str(project), "--state-dir", str(state))
    assert done.returncode == 0
    hooks = json.loads((project / ".claude" / "settings.json").read_text())["hooks"]
    command = {event: hooks[event][-1]["hooks"][0]["command"] for event in hooks}
    base = {"session_id": "cc-1", "transcript_path": str(tmp_path / "t.jsonl"), "cwd": str(project)}
    steps = [
        ("UserPromptSubmit", {"prompt": "Start the dashboard server on port 3000 and keep it running."}),
        ("PreToolUse", {"tool_name": "Bash", "tool_input": {"command": "npm start &"}, "tool_use_id": "a"}),
        (
            "PostToolUse",
            {
                "tool_name": "Bash",
                "tool_input": {"command": "npm start &"},
                "tool_use_id": "a",
                "tool_response": {"stdout": "", "stderr": "", "interrupted": False, "isImage": False},
            },
        ),
        (
            "PostToolUseFailure",
            {
                "tool_name": "Bash",
                "tool_input": {"command": "curl -sf localhost:3000"},
                "tool_use_id": "b",
                "error": "Exit code 7\ncurl: (7) Failed to connect to localhost port 3000",
                "is_interrupt": False,
            },
        ),
        ("Stop", {"stop_hook_active": False, "last_assistant_message": "The dashboard is up and running."}),
    ]
    replies = [_run_installed(command[name], {**base, "hook_event_name": name, **fields}) for name, fields in steps]
    assert [r.returncode for r in replies] == [0] * 5
    assert [r.stdout for r in replies[:4]] == [""] * 4
    stop = json.loads(replies[-1].stdout)
    assert stop["decision"] == "block"
    assert "tied to the agent's shell" in stop["reason"] and "curl -sf http://127.0.0.1:3000/" in stop["reason"]
    assert "`curl -sf localhost:3000` failed" in stop["reason"]  # the evidence contract, too
    assert (state / "cc-1.decisions.jsonl").exists()


def test_symlinked_settings_stay_a_link_keep_their_mode_and_others_mentions_of_veracity(tmp_path):
    dotfiles = tmp_path / "dotfiles" / "claude-settings.json"
    dotfiles.parent.mkdir()
    theirs = {
        "hooks": {"Stop": [{"hooks": [{"type": "command", "command": "echo 'veracity hook --agent codex later'"}]}]}
    }
    dotfiles.write_text(json.dumps(theirs))
    dotfiles.chmod(0o600)
    home = tmp_path / "home"
    (home / ".claude").mkdir(parents=True)
    (home / ".claude" / "settings.json").symlink_to(dotfiles)
    assert veracity("hook", "install", "--agent", "claude-code", "--user", home=home).returncode == 0
    assert (home / ".claude" / "settings.json").is_symlink() and oct(dotfiles.stat().st_mode & 0o777) == "0o600"
    assert veracity("hook", "uninstall", "--agent", "claude-code", "--user", home=home).returncode == 0
    assert json.loads(dotfiles.read_text()) == theirs
