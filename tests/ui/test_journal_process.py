"""The journal with a real process (tests/ui/journal_child.py): killed with SIGKILL in mid-play,
the next start resumes the game it had reached; quitting while a computer player's answer is
on its way applies nothing after the close, and the process exits."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_gui.engine import events as ev
from mahjong_gui.store.autosave import games_dir, kept_games
from mahjong_gui.store.saves import load_game
from mahjong_gui.ui.play.page import PlayPage
from tests.ui.journal_child import digest

CHILD = Path(__file__).with_name("journal_child.py")
ROOT = CHILD.parents[2]
GUARD = 300  # seconds: only a hang guard for the child (never a measured time)

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")


def _child(tmp_path: Path, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               MAHJONG_GUI_CONFIG_DIR=str(tmp_path / "config"))  # data: this test's folder
    return subprocess.Popen([sys.executable, str(CHILD), *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def _reports(lines: list[str]) -> dict[int, str]:
    out = {}
    for line in lines:
        parts = line.split()
        if len(parts) == 2 and parts[0].isdigit():
            out[int(parts[0])] = parts[1]
    return out


def test_a_killed_window_resumes_the_game_it_had_reached(qtbot, tmp_path: Path,
                                                         monkeypatch) -> None:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path / "config"))
    child = _child(tmp_path, "play")
    seen: list[str] = []
    assert child.stdout is not None
    try:
        for line in child.stdout:
            seen.append(line)
            if len(_reports(seen)) >= 150:
                break
        child.send_signal(signal.SIGKILL)  # no close, no flush: the process is gone
        rest, _ = child.communicate(timeout=GUARD)
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == -signal.SIGKILL
    seen += rest.splitlines()
    reports = _reports(seen)
    [path] = games_dir().glob("*.mjjournal")
    game = load_game(path)
    lines = [ev.to_json(e) for e in game.events]
    reached = max(reports)
    # Every change the window had told of before the kill is in the file (it was written
    # first), and nothing else but what followed it: the same log at every report.
    assert len(lines) >= reached
    for count, mark in reports.items():
        if count <= len(lines):
            assert digest(lines[:count]) == mark, count
    assert [k.path for k in kept_games()] == [path]  # the dead window holds it no more

    page = PlayPage()
    qtbot.addWidget(page)
    assert page.resume_autosave()
    match = page.controller.match
    assert match is not None and list(match.events) == list(game.events)
    assert page.names[0] == "Ann"
    page.controller.shutdown()


def test_quit_with_an_answer_on_its_way_applies_nothing_and_exits(tmp_path: Path) -> None:
    child = _child(tmp_path, "quit", "120")
    out, _ = child.communicate(timeout=GUARD)
    assert child.returncode == 0 and out.splitlines()[-1] == "exit 0"
    reports = _reports(out.splitlines())
    last = max(reports)
    assert last >= 120
    [path] = games_dir().glob("*.mjjournal")
    lines = [ev.to_json(e) for e in load_game(path).events]
    assert len(lines) == last and digest(lines) == reports[last]
