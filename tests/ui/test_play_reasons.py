"""Disabled controls say why, and Save, Open and Replay start in the documents folder or the
last folder used (issue 30 item 8)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog

from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.play.page import PlayPage
from mahjong_gui.ui.settings import KEY_GAME_FOLDER, open_settings
from tests.ui.test_play import DRAWS, POSITION, scripted_wall, start, wait_for_human


def test_hint_and_take_back_say_why_they_are_off(page: PlayPage, qtbot) -> None:
    assert not page.hint_button.isEnabled() and not page.undo_button.isEnabled()
    assert page.hint_button.toolTip().startswith("No game yet")
    assert page.undo_button.toolTip().startswith("No game yet")
    start(page, qtbot, scripted_wall(POSITION, DRAWS))
    wait_for_human(page, qtbot)
    # The void suit to choose: a hint helps; nothing of yours to take back yet.
    assert page.hint_button.isEnabled() and "(H)" in page.hint_button.toolTip()
    assert not page.undo_button.isEnabled()
    assert page.undo_button.toolTip() == ("Nothing to take back: you have made no move in "
                                          "this hand yet.")
    page.play(Action(Act.VOID, suit="m"))
    wait_for_human(page, qtbot)
    assert page.undo_button.isEnabled() and page.undo_button.toolTip().startswith("Practice")
    # While the others play, both are off and say to wait for your turn.
    page.controller.humanTurn.emit(())
    assert not page.hint_button.isEnabled()
    assert page.hint_button.toolTip() == ("A hint is for your own decisions: wait until it "
                                          "is your turn to decide.")
    assert page.undo_button.toolTip() == ("You can take a move back when it is your turn to "
                                          "decide.")


def test_save_is_off_without_a_game_and_says_why(qtbot, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    window = MainWindow()
    qtbot.addWidget(window)
    save = window._game_actions["save"]
    assert not save.isEnabled()
    assert save.toolTip() == "No game to save: start a new game or open one first."
    play = window.play_page
    start(play, qtbot, scripted_wall(POSITION, DRAWS))
    assert save.isEnabled() and save.toolTip() == "Save the game being played to a file"
    play.controller.shutdown()


def test_dialogs_start_in_documents_then_in_the_last_folder(page: PlayPage, qtbot,
                                                          monkeypatch, tmp_path: Path) -> None:
    asked: list[tuple[str, str]] = []
    answer = {"path": ""}

    def fake(kind: str):
        def dialog(_parent, _title, start_at, _filter):
            asked.append((kind, start_at))
            return answer["path"], ""
        return staticmethod(dialog)

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake("save"))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", fake("open"))
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    expected = documents if Path(documents).is_dir() else str(Path.home())
    page.open_dialog()
    assert asked[-1] == ("open", expected)
    start(page, qtbot, scripted_wall(POSITION, DRAWS))
    wait_for_human(page, qtbot)
    page.save_dialog()
    assert asked[-1] == ("save", str(Path(expected) / "game.mjsave"))
    # A game saved in a folder of one's own: the next dialogs start there, also in a new page.
    folder = tmp_path / "my games"
    folder.mkdir()
    answer["path"] = str(folder / "one.mjsave")
    page.save_dialog()
    assert (folder / "one.mjsave").is_file()
    answer["path"] = ""
    page.replay_window = None
    page.controller.match = None  # Replay asks for a file when no game is on the table
    page.replay_dialog()
    assert asked[-1] == ("open", str(folder))
    # A remembered folder that is gone: the documents folder again.
    open_settings().setValue(KEY_GAME_FOLDER, str(tmp_path / "gone"))
    assert page.games_folder() == expected
    open_settings().setValue(KEY_GAME_FOLDER, "relative/folder")
    assert page.games_folder() == expected
