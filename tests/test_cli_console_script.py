"""The ``mahjong`` console script (pyproject ``[project.scripts]``): every subcommand's
``--help``, the top-level listing, an unknown command, and the same answer as
``python -m mahjong_gui``. Run as separate processes, the way a user starts them; without the
installed script (no ``pip install -e .`` since the entry point was added) the tests run
``python -m mahjong_gui`` instead."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from mahjong_gui import cli

SCRIPT = Path(sys.executable).parent / ("mahjong.exe" if os.name == "nt" else "mahjong")
INSTALLED = SCRIPT.is_file()
MAHJONG = [str(SCRIPT)] if INSTALLED else [sys.executable, "-m", "mahjong_gui"]
PROG = "mahjong" if INSTALLED else "python -m mahjong_gui"
PYTHON_M = [sys.executable, "-m", "mahjong_gui"]
COMMANDS = ("analyze", "score", "ledger", "replay", "simulate", "scorebook", "drill", "review",
            "rules")
WIN = ("score", "--rules", "mil", "111m222m333p444p55m", "--json")


def run(command: list[str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*command, *args], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONIOENCODING": "utf-8"})


def test_the_commands_are_the_dispatchers() -> None:
    assert cli.COMMAND_NAMES == COMMANDS
    assert all(callable(cli.command(name)) for name in COMMANDS)


def test_the_console_script_is_declared_and_installed() -> None:
    try:
        dist = metadata.distribution("mahjong-gui")
    except metadata.PackageNotFoundError:
        pytest.skip("mahjong-gui is not installed (pip install -e .)")
    scripts = {e.name: e.value for e in dist.entry_points if e.group == "console_scripts"}
    gui = {e.name: e.value for e in dist.entry_points if e.group == "gui_scripts"}
    assert scripts.get("mahjong") == "mahjong_gui.cli:main", \
        "reinstall (pip install -e .) to get the mahjong console script"
    assert gui.get("mahjong-gui") == "mahjong_gui.cli:gui_main"


def test_top_level_help_lists_the_commands() -> None:
    for flag in ("--help", "-h"):
        done = run(MAHJONG, flag)
        assert done.returncode == 0 and done.stderr == ""
        lines = done.stdout.splitlines()
        assert lines[0] == f"usage: {PROG} [COMMAND ...]"
        listed = [line.split()[0] for line in lines if line.startswith("  ")]
        assert tuple(listed) == COMMANDS  # one line each, in this order
        assert all(len(line.split()) > 2 for line in lines if line.startswith("  "))


@pytest.mark.parametrize("command", COMMANDS)
def test_each_subcommand_help_exits_0_with_its_usage(command: str) -> None:
    done = run(MAHJONG, command, "--help")
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith(f"usage: {PROG} {command} ")
    assert "--json" in done.stdout or command in ("scorebook", "rules")  # subcommands take it


@pytest.mark.parametrize("action", ["list", "show", "export", "import"])
def test_each_scorebook_action_help_exits_0(action: str) -> None:
    done = run(MAHJONG, "scorebook", action, "-h")
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith(f"usage: {PROG} scorebook {action} ")


def test_an_unknown_subcommand_exits_2_with_one_clear_line() -> None:
    done = run(MAHJONG, "frobnicate", "1m")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "error: unknown command 'frobnicate' (try --help)\n"
    done = run(MAHJONG, "frobnicate", "--json")
    assert done.returncode == 2 and done.stderr == ""
    assert json.loads(done.stdout) == {"error": {
        "code": "usage", "message": "unknown command 'frobnicate' (try --help)"}}


def test_bad_input_to_a_subcommand_is_one_line_not_a_traceback() -> None:
    done = run(MAHJONG, "score", "--rules", "mil", "111m222m333p444p5x")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("error: ") and done.stderr.count("\n") == 1


def test_python_m_and_the_script_print_the_same_json() -> None:
    script, module = run(MAHJONG, *WIN), run(PYTHON_M, *WIN)
    assert script.returncode == module.returncode == 0
    assert script.stdout == module.stdout and script.stderr == module.stderr == ""
    data = json.loads(script.stdout)
    assert data["rules"] == "mil" and data["win"] is True and data["deltas"] == [9, -3, -3, -3]


def test_the_script_prints_what_dispatch_prints(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.dispatch(list(WIN)) == 0
    assert run(MAHJONG, *WIN).stdout == capsys.readouterr().out


def test_no_arguments_open_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[list[str]] = []
    monkeypatch.setattr(cli, "gui_main", lambda argv: opened.append(list(argv)) or 0)
    monkeypatch.setattr(sys, "argv", ["mahjong"])
    assert cli.main([]) == 0 and cli.main(["--lang", "vi"]) == 0
    assert opened == [["mahjong"], ["mahjong", "--lang", "vi"]]
    assert cli.main(["--help"]) == 0 and len(opened) == 2  # a command: no window


def test_a_closed_pipe_is_not_a_traceback() -> None:
    """``mahjong --help | head -1``: the reader stops early; no BrokenPipeError is printed."""
    import subprocess
    import sys

    cmd = f"'{sys.executable}' -m mahjong_gui --help | head -1; " \
          f"'{sys.executable}' -m mahjong_gui analyze 123m456m789m1122p | head -c 5"
    run = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, timeout=60)
    assert "Traceback" not in run.stderr and "BrokenPipe" not in run.stderr, run.stderr
    assert run.stdout.startswith("usage: ")
