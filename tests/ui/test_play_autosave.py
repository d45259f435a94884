"""Never lose a game (pytest-qt, offscreen): every change of a match is in its journal at once,
Quit or closing the window offers it back at the next start, resuming gives the exact game with
its names, log, keys and teacher, a finished match removes it, two windows never share one, a
failed write is said, a new game or an opened file asks before replacing one in progress, and
nothing is applied after Quit."""

from __future__ import annotations

import errno
import os
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QGraphicsSimpleTextItem, QMessageBox

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.state import replay
from mahjong_gui.engine.tiles import parse
from mahjong_gui.store import autosave
from mahjong_gui.store.autosave import games_dir, kept_games
from mahjong_gui.store.saves import load_game
from mahjong_gui.store.scorebook import data_dir
from mahjong_gui.ui.controller import GameSettings
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.play import games as play_module  # where the page opens and resumes games
from mahjong_gui.ui.play.page import PlayPage
from mahjong_gui.ui.settings import CONFIG_DIR_ENV
from tests.ui.test_play import POSITION, scripted_wall, wait_for_human

NAMES = ("Ann", "Bo", "Cy", "Di")


@pytest.fixture(autouse=True)
def _config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))


@pytest.fixture()
def unexpected(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The internal-error box's calls (none may happen here)."""
    seen: list[str] = []
    monkeypatch.setattr(play_module, "report_unexpected",
                        lambda exc, where, parent=None: seen.append(f"{where}: {exc!r}"))
    return seen


def _window(qtbot) -> MainWindow:
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1120, 720)
    win.show()
    return win


def _play_a_little(win: MainWindow, qtbot, names: tuple[str, ...] = NAMES) -> None:
    page = win.play_page
    page.start(GameSettings(profile="mil", bots=("first",) * 3, names=names, seed=3, speed=0,
                            hands=2))
    page.controller.new_game(page.controller.settings, scripted_wall(POSITION, "9s9s"))
    wait_for_human(page, qtbot)
    page.play(Action(Act.VOID, suit="m"))
    wait_for_human(page, qtbot)
    page.play(Action(Act.DISCARD, parse("8m")[0]))
    wait_for_human(page, qtbot)


def _answer(role: QMessageBox.ButtonRole, asked: list[str]):
    def exec_(box: QMessageBox) -> int:
        asked.append(box.text())
        for button in box.buttons():
            if box.buttonRole(button) == role:
                button.click()
        return 0
    return exec_


def _table_texts(page: PlayPage) -> dict[str, object]:
    """What the table shows in words: the plates and the centre, the log, the status line, the
    game's line, the teacher, the buttons."""
    scene = page.table.scene()
    return {"table": sorted(item.text() for item in scene.items()
                            if isinstance(item, QGraphicsSimpleTextItem)),
            "log": page.log_lines(), "status": page.prompt_label.text(),
            "info": page.info_label.text(), "teacher": list(page.teacher_lines),
            "buttons": sorted(b.text() for b, _ in page.action_buttons),
            "selectable": sorted(str(t) for t in page.table.selectable),
            "hint": page.hint_button.isEnabled(), "names": page.names}


def test_every_move_is_in_the_journal_as_it_happens(qtbot) -> None:
    win = _window(qtbot)
    _play_a_little(win, qtbot)
    controller = win.play_page.controller
    path = controller.journal_path
    assert path is not None and path.parent == data_dir() / "games"
    assert path.suffix == ".mjjournal" and path.stem == load_game(path).header.game
    # Nothing was closed or saved: the file already holds the game, the last move included.
    saved = load_game(path)
    assert saved.journal and saved.dropped == 0
    assert list(saved.events) == controller.match.events
    assert saved.header.hands == 2 and [s["name"] for s in saved.header.seats] == list(NAMES)
    legal = controller.human_legal()
    controller.act(next(a for a in legal if a.act is Act.PASS))
    wait_for_human(win.play_page, qtbot)
    assert list(load_game(path).events) == controller.match.events
    win.close()


def test_quit_then_resume_restores_the_table_exactly(qtbot, unexpected: list[str]) -> None:
    win = _window(qtbot)
    assert not win.play_page.resume_button.isVisible()  # nothing kept yet
    _play_a_little(win, qtbot)
    page = win.play_page
    page.ask_hint()
    qtbot.waitUntil(lambda: page.hint_label.text() != page.tr("Thinking…"), timeout=10000)
    hint = page.hint_label.text()
    events = list(page.controller.match.events)
    legal = page.controller.human_legal()
    before = _table_texts(page)
    assert "Bo" in " ".join(before["log"]) and "Ann" in " ".join(before["table"])
    path = page.controller.journal_path
    win._quit_action.trigger()  # Game → Quit closes the window
    assert path is not None and path.is_file()
    saved = load_game(path)
    assert list(saved.events) == events

    again = _window(qtbot)
    page = again.play_page
    assert page.controller.match is None
    assert page.welcome.isVisible() and page.resume_button.isVisible()
    assert page.resume_button.text().startswith("Resume the game of ")
    assert page.resume_autosave()
    match = page.controller.match
    assert match is not None and list(match.events) == events
    assert match.table.state == saved.state == replay(events)
    assert match.hands_limit == 2  # the match's length came back with it
    assert not page.resume_button.isVisible() and not page.welcome.isVisible()
    assert page.controller.human_legal() == legal
    assert page.table.view == page.controller.human_view()
    # The same plates, log lines (with the names), status line, teacher and buttons; the hint
    # shown at Quit is shown again.
    assert _table_texts(page) == before
    qtbot.waitUntil(lambda: page.hint_label.text() == hint, timeout=10000)
    assert page.controller.journal_path == path  # the same game goes on in the same file
    # The keys work at once: the table has the focus, the cursor is on a tile that may go.
    qtbot.waitUntil(lambda: page.table.hasFocus(), timeout=2000)
    claim = next(a for a in legal if a.act is Act.PASS)
    page.play(claim)
    legal = wait_for_human(page, qtbot)
    assert any(a.act is Act.DISCARD for a in legal)
    tile = page.table.selected_tile()
    assert tile is not None and tile in page.table.selectable
    qtbot.keyClick(page.table, Qt.Key.Key_Left)
    qtbot.keyClick(page.table, Qt.Key.Key_Right)
    tile = page.table.selected_tile()
    count = len(match.events)
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    assert any(isinstance(e, ev.Discarded) and e.seat == 0 and e.tile == tile
               for e in page.controller.match.events[count:])
    assert unexpected == []
    again.close()


def test_the_cursor_and_the_keys_work_at_once_after_resuming(qtbot) -> None:
    win = _window(qtbot)
    _play_a_little(win, qtbot)
    page = win.play_page
    page.play(next(a for a in page.controller.human_legal() if a.act is Act.PASS))
    legal = wait_for_human(page, qtbot)
    assert any(a.act is Act.DISCARD for a in legal)
    first = page.table.selected_tile()
    qtbot.keyClick(page.table, Qt.Key.Key_Left)
    qtbot.keyClick(page.table, Qt.Key.Key_Left)
    chosen = page.table.selected_tile()
    assert chosen is not None and chosen != first
    win.close()

    again = _window(qtbot)
    page = again.play_page
    assert page.resume_autosave()
    qtbot.waitUntil(lambda: page.table.hasFocus(), timeout=2000)
    assert page.table.selected_tile() == chosen  # where the cursor was left
    count = len(page.controller.match.events)
    qtbot.keyClick(page.table, Qt.Key.Key_Return)  # no click first
    assert isinstance(page.controller.match.events[count], ev.Discarded)
    assert page.controller.match.events[count].tile == chosen
    again.close()


def test_default_names_come_back_in_the_language_of_the_moment(qtbot) -> None:
    win = _window(qtbot)
    _play_a_little(win, qtbot, names=("", "", "", ""))
    before = _table_texts(win.play_page)
    win.close()
    again = _window(qtbot)
    assert again.play_page.resume_autosave()
    after = _table_texts(again.play_page)
    assert after["names"] == before["names"] == again.play_page.default_names()
    assert after["table"] == before["table"] and after["log"] == before["log"]
    assert not any(line.startswith(" ") for line in after["log"])
    assert not any("Seat " in text for text in after["table"])
    again.close()


def test_a_finished_match_removes_the_journal(qtbot) -> None:
    win = _window(qtbot)
    _play_a_little(win, qtbot)
    controller = win.play_page.controller
    first = controller.journal_path
    assert first is not None and first.is_file()
    controller.settings = GameSettings(profile="mil", bots=("first",) * 3, seed=1, speed=0,
                                       hands=1)
    controller.new_game(controller.settings)
    assert not first.exists()  # the game replaced is gone with its journal
    second = controller.journal_path
    assert second is not None and second.is_file() and second != first
    qtbot.waitUntil(lambda: controller.match.finished or controller.awaiting_human,
                    timeout=5000)
    while not controller.match.finished:  # the human plays the first legal move
        legal = wait_for_human(win.play_page, qtbot)
        if legal:
            controller.act(legal[0])
        qtbot.waitUntil(lambda: controller.match.finished or controller.awaiting_human,
                        timeout=5000)
    assert not second.exists() and controller.journal_path is None
    win.close()
    assert sorted(os.listdir(games_dir())) == []  # closing after the end keeps nothing
    assert kept_games() == []


def test_two_windows_never_share_a_game(qtbot, monkeypatch) -> None:
    one = _window(qtbot)
    _play_a_little(one, qtbot)
    first = one.play_page.controller.journal_path
    two = _window(qtbot)
    assert not two.play_page.resume_button.isVisible()  # the first window holds its game
    _play_a_little(two, qtbot, names=("Eve", "Fay", "Gus", "Hal"))
    second = two.play_page.controller.journal_path
    assert first is not None and second is not None and first != second
    assert {k.path for k in kept_games()} == set()  # both held
    one.close()  # the first to quit keeps its game; the second's is untouched
    assert [k.path for k in kept_games()] == [first]
    os.utime(first, (1_000_000_000, 1_000_000_000))  # the older of the two
    two.close()
    assert [k.path for k in kept_games()] == [second, first]
    three, four = _window(qtbot), _window(qtbot)  # both are offered the latest...
    assert three.play_page.kept.path == four.play_page.kept.path == second
    assert three.play_page.resume_autosave()
    assert three.play_page.names == ("Eve", "Fay", "Gus", "Hal")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "open", lambda box: shown.append(box.text()))
    assert not four.play_page.resume_autosave()  # ...which the first to resume now holds
    assert len(shown) == 1 and "(in_use)" in shown[0]
    assert second.is_file() and four.play_page.kept.path == first  # the other one offered
    assert four.play_page.resume_autosave()
    assert four.play_page.names == NAMES
    assert four.play_page.controller.journal_path == first
    three.close()
    four.close()


def test_the_earlier_single_autosave_is_still_offered(qtbot) -> None:
    win = _window(qtbot)
    _play_a_little(win, qtbot)
    controller = win.play_page.controller
    events = list(controller.match.events)
    legacy = data_dir() / "autosave.mjsave"
    controller.save(legacy)  # what an earlier version left at Quit
    journal = controller.journal_path
    controller.shutdown()
    assert journal is not None
    journal.unlink()
    again = _window(qtbot)
    assert again.play_page.resume_autosave()
    assert list(again.play_page.controller.match.events) == events
    assert not legacy.exists() and again.play_page.controller.journal_path is not None
    win.close()
    again.close()


def test_a_damaged_journal_is_said_and_offered_no_more(qtbot, monkeypatch) -> None:
    win = _window(qtbot)
    _play_a_little(win, qtbot)
    path = win.play_page.controller.journal_path
    win.close()
    assert path is not None
    lines = path.read_text(encoding="utf-8").split("\n")
    lines[3] = lines[3].replace('"seat":', '"seat": ', 1)  # changed after it was written
    path.write_text("\n".join(lines), encoding="utf-8")
    again = _window(qtbot)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "open", lambda box: shown.append(box.text()))
    assert again.play_page.resume_button.isVisible()
    assert not again.play_page.resume_autosave()
    assert shown and "(checksum)" in shown[0]
    assert not path.exists() and path.with_suffix(".damaged").is_file()
    assert not again.play_page.resume_button.isVisible()
    again.close()


def test_a_failed_write_is_said_at_once_and_at_quit(qtbot, monkeypatch) -> None:
    win = _window(qtbot)
    _play_a_little(win, qtbot)
    page = win.play_page
    keep_label = win.findChild(type(page.prompt_label), "keep_problem")
    assert keep_label is not None and not keep_label.isVisibleTo(win)
    real_write, real_whole = os.write, autosave.write_atomic

    def full(*args: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", full)  # the disk is full: appends and whole writes fail
    monkeypatch.setattr(autosave, "write_atomic", full)
    shown: list[str] = []
    page.prompt_label.setText("")
    page.controller.statusChanged.connect(lambda text: shown.append(text))
    page.play(next(a for a in page.controller.human_legal() if a.act is Act.PASS))
    said = os.strerror(errno.ENOSPC)
    assert said in page.controller.keep_error
    assert keep_label.isVisibleTo(win) and said in keep_label.text()
    assert "cannot be kept" in keep_label.text()
    # Quit asks; "Keep playing" keeps the window and the game.
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", _answer(QMessageBox.ButtonRole.RejectRole, asked))
    assert not win.close()
    assert len(asked) == 1 and said in asked[0] and not page.controller.closed
    # The disk has room again: the next write puts the whole game back, and Quit asks nothing.
    monkeypatch.setattr(os, "write", real_write)
    monkeypatch.setattr(autosave, "write_atomic", real_whole)
    wait_for_human(page, qtbot)
    assert win.close() and len(asked) == 1
    path = page.controller.journal_path or next(iter(games_dir().glob("*.mjjournal")))
    assert list(load_game(path).events) == page.controller.match.events
    assert not keep_label.isVisibleTo(win) or keep_label.text() == ""


def test_a_data_folder_that_cannot_be_written_is_said(qtbot, tmp_path: Path,
                                                      monkeypatch) -> None:
    blocked = tmp_path / "not_a_folder"
    blocked.write_text("a file where the data folder should be", encoding="utf-8")
    monkeypatch.setenv("MAHJONG_GUI_DATA_DIR", str(blocked))
    win = _window(qtbot)
    _play_a_little(win, qtbot)
    page = win.play_page
    assert page.controller.keep_error
    assert "cannot be kept" in win.findChild(type(page.prompt_label), "keep_problem").text()
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", _answer(QMessageBox.ButtonRole.DestructiveRole,
                                                     asked))
    assert win.close() and len(asked) == 1  # "Quit anyway"
    assert page.controller.closed


@pytest.mark.parametrize("where", ["folder", "missing_parent", "under_a_file"])
def test_save_to_a_bad_path_is_a_message(qtbot, tmp_path: Path, monkeypatch,
                                         unexpected: list[str], where: str) -> None:
    win = _window(qtbot)
    _play_a_little(win, qtbot)
    (tmp_path / "a_file").write_text("x", encoding="utf-8")
    target = {"folder": tmp_path,
              "missing_parent": Path("/proc/no/such/game.mjsave"),
              "under_a_file": tmp_path / "a_file" / "game.mjsave"}[where]
    shown: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "open", lambda box: shown.append(box))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    win._save_game()
    assert len(shown) == 1 and shown[0].objectName() == "cannot_save"
    assert str(target) in shown[0].text() and unexpected == []
    assert shown[0].textFormat() == Qt.TextFormat.PlainText
    assert win.play_page.controller.in_progress  # the game goes on
    win.close()


def _replace_answers(page: PlayPage, monkeypatch, role: QMessageBox.ButtonRole,
                     asked: list[str]) -> None:
    monkeypatch.setattr(QMessageBox, "exec", _answer(role, asked))


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
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (opened.append("dialog") or str(other), ""))
    _replace_answers(page, monkeypatch, QMessageBox.ButtonRole.RejectRole, asked)
    page.open_dialog()
    assert asked and "in progress" in asked[0]
    assert opened == [] and page.controller.match is running  # kept playing
    _replace_answers(page, monkeypatch, QMessageBox.ButtonRole.AcceptRole, asked)
    page.open_dialog()
    assert len(asked) == 2 and opened == ["dialog"]
    assert page.controller.match is not running
    win.close()


def test_new_game_asks_before_replacing_a_game_in_progress(qtbot, monkeypatch) -> None:
    win = _window(qtbot)
    _play_a_little(win, qtbot)
    page = win.play_page
    running, journal = page.controller.match, page.controller.journal_path
    asked: list[str] = []
    dialogs: list[str] = []
    monkeypatch.setattr(play_module.NewGameDialog, "exec",
                        lambda dialog: dialogs.append("new") or 0)
    _replace_answers(page, monkeypatch, QMessageBox.ButtonRole.RejectRole, asked)
    win._new_game()  # Game → New game
    assert len(asked) == 1 and "A new game replaces it" in asked[0]
    assert dialogs == [] and page.controller.match is running and journal.is_file()
    _replace_answers(page, monkeypatch, QMessageBox.ButtonRole.AcceptRole, asked)
    win._new_game()
    assert len(asked) == 2 and dialogs == ["new"]  # then the new-game dialog (cancelled here)
    win.close()
    after = _window(qtbot)  # nothing in progress: no question
    after.play_page.new_game_dialog()
    assert len(asked) == 2 and dialogs == ["new", "new"]
    after.close()


def test_nothing_is_applied_after_quit(qtbot, monkeypatch, unexpected: list[str]) -> None:
    """A bot's answer still on its way when the window closes, and the end-of-hand dialog
    closing after it, change nothing: no event after the closing, no bot asked on the closed
    pool, no error box."""
    win = _window(qtbot)
    _play_a_little(win, qtbot)
    page = win.play_page
    controller = page.controller
    decided = threading.Event()
    for bot in controller.bots[1:]:
        def answered(view, legal, choose=bot.choose):
            try:
                return choose(view, legal)
            finally:
                decided.set()

        monkeypatch.setattr(bot, "choose", answered)
    controller.act(next(a for a in controller.human_legal() if a.act is Act.PASS))
    controller._timer.stop()
    controller._step()  # the bots are asked...
    assert decided.wait(30)  # ...and one has answered: its move waits in the queue
    count = len(controller.match.events)
    path = controller.journal_path
    assert win.close()
    qtbot.wait(50)  # the queued answer arrives after the close
    controller.next_hand()  # as the end-of-hand dialog's closing would
    page._after_hand_dialog()
    assert len(controller.match.events) == count
    assert list(load_game(path).events) == controller.match.events
    assert not controller.act(Action(Act.PASS)) and not controller.request_hint()
    assert unexpected == []


def test_journal_writes_are_appends_and_the_whole_file_only_when_it_must(qtbot,
                                                                         monkeypatch) -> None:
    writes: list[str] = []
    real = autosave.write_atomic
    monkeypatch.setattr(autosave, "write_atomic",
                        lambda path, text: writes.append(path.name) or real(path, text))
    win = _window(qtbot)
    _play_a_little(win, qtbot)
    page = win.play_page
    # Each game's start (the helper starts two: the second with a scripted wall); every move
    # since appended.
    name = page.controller.journal_path.name
    assert len(writes) == 2 and writes[1] == name != writes[0]
    assert page.take_back()
    assert writes[2:] == [name]  # the take-back: the same game's log, cut, written whole
    assert list(load_game(page.controller.journal_path).events) == page.controller.match.events
    win.close()
