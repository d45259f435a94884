"""The launcher imports no command module: opening the window (``mahjong-gui`` or
``python -m mahjong_gui`` with no command) must not pay for the headless commands (issue 17,
start-up); a command's module is imported when it runs."""

from __future__ import annotations

import subprocess
import sys

from mahjong_gui.cli import COMMAND_NAMES


def _modules_after(code: str) -> set[str]:
    script = code + "\nimport sys\nprint(' '.join(sys.modules))"
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         check=True).stdout
    return set(out.split())


def test_importing_the_launcher_imports_no_command() -> None:
    loaded = _modules_after("import mahjong_gui.cli")
    assert {f"mahjong_gui.cli.{n}" for n in COMMAND_NAMES} & loaded == set()


def test_a_command_imports_its_own_module_only() -> None:
    loaded = _modules_after("from mahjong_gui.cli import command\ncommand('analyze')")
    commands = {n for n in COMMAND_NAMES if f"mahjong_gui.cli.{n}" in loaded}
    assert commands == {"analyze"}
