"""Never lose a game (pytest-qt, offscreen): Quit or closing the window mid-match keeps the
game in the user data folder, the next start offers it back on the empty table, resuming gives
exactly the saved log's state, a finished match removes it, and Open asks before replacing a
game in progress."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.state import replay
from mahjong_gui.engine.tiles import parse
from mahjong_gui.store.saves import load_game
from mahjong_gui.store.scorebook import data_dir
from mahjong_gui.ui.controller import GameSettings, autosave_path
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.settings import CONFIG_DIR_ENV
from tests.ui.test_play import POSITION, scripted_wall, wait_for_human


@pytest.fixture(autouse=True)
def _config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))


def _window(qtbot) -> MainWindow:
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1120, 720)
    win.show()
    return win


def _play_a_little(win: MainWindow, qtbot) -> None:
    page = win.play_page
    page.start(GameSettings(profile="mil", bots=("first",) * 3, seed=3, speed=0, hands=2))
    page.controller.new_game(page.controller.settings, scripted_wall(POSITION, "9s9s"))
    wait_for_human(page, qtbot)
    page.play(Action(Act.VOID, suit="m"))
    wait_for_human(page, qtbot)
    page.play(Action(Act.DISCARD, parse("8m")[0]))
    wait_for_human(page, qtbot)


def test_quit_mid_match_then_resume_gives_the_saved_state(qtbot) -> None:
    win = _window(qtbot)
    assert not win.play_page.resume_button.isVisible()  # nothing kept yet
    _play_a_little(win, qtbot)
    events = list(win.play_page.controller.match.events)
    legal = win.play_page.controller.human_legal()
    assert legal
    win._quit_action.trigger()  # Game → Quit closes the window
    path = autosave_path()
    assert path == data_dir() / "autosave.mjsave" and path.is_file()
    saved = load_game(path)
    assert list(saved.events) == events

    again = _window(qtbot)
    page = again.play_page
    assert page.controller.match is None
    assert page.welcome.isVisible() and page.resume_button.isVisible()
    assert page.resume_button.text().startswith("Resume the game of ")
    assert page.resume_autosave()
    match = page.controller.match
    assert match is not None and list(match.events) == list(saved.events)
    assert match.table.state == saved.state == replay(events)
    assert not page.resume_button.isVisible() and not page.welcome.isVisible()
    # The game goes on where it was: the same decision is offered, the same table drawn.
    assert page.controller.human_legal() == legal
    assert page.table.view == page.controller.human_view()
    again.close()


def test_a_finished_match_removes_the_autosave(qtbot) -> None:
    win = _window(qtbot)
    _play_a_little(win, qtbot)
    assert win.play_page.autosave() and autosave_path().is_file()
    controller = win.play_page.controller
    controller.settings = GameSettings(profile="mil", bots=("first",) * 3, seed=1, speed=0,
                                       hands=1)
    controller.new_game(controller.settings)
    qtbot.waitUntil(lambda: controller.match.finished or controller.awaiting_human,
                    timeout=5000)
    while not controller.match.finished:  # the human plays the first legal move
        legal = wait_for_human(win.play_page, qtbot)
        if legal:
            controller.act(legal[0])
        qtbot.waitUntil(lambda: controller.match.finished or controller.awaiting_human,
                        timeout=5000)
    assert not autosave_path().exists()
    win.close()
    assert not autosave_path().exists()  # closing after the end keeps nothing


def test_open_asks_before_replacing_a_game_in_progress(qtbot, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    win = _window(qtbot)
    _play_a_little(win, qtbot)
    page = win.play_page
    other = tmp_path / "other.mjsave"
    page.controller.save(other)
    running = page.controller.match
    asked: list[str] = []
    opened: list[str] = []

    def answer(role: QMessageBox.ButtonRole):
        def exec_(box: QMessageBox) -> int:
            asked.append(box.text())
            for button in box.buttons():
                if box.buttonRole(button) == role:
                    button.click()
            return 0
        return exec_

    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (opened.append("dialog") or str(other), ""))
    monkeypatch.setattr(QMessageBox, "exec", answer(QMessageBox.ButtonRole.RejectRole))
    page.open_dialog()
    assert asked and "in progress" in asked[0]
    assert opened == [] and page.controller.match is running  # kept playing
    monkeypatch.setattr(QMessageBox, "exec", answer(QMessageBox.ButtonRole.AcceptRole))
    page.open_dialog()
    assert len(asked) == 2 and opened == ["dialog"]
    assert page.controller.match is not running
    win.close()
