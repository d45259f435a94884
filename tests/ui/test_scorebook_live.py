"""The Scorebook page in step with the file (issue 29, items 1 and 2; pytest-qt, offscreen):
writes run on the page's writer thread while the window keeps running, a failed one is said;
a write through another Scorebook (another window, device or program) is seen by the page and
by the players' screen within the poll, the session, hand, entry and tab kept; a long session
opens with its last hands opened on their entries.

Every number expected is the engine's (docs/rules.md §4 for mil: a discard win of 1 fan costs
the discarder 2; a concealed kong 2 from each player still in)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from mahjong_gui.store.scorebook import Scorebook, ScorebookError
from mahjong_gui.ui import scorebook as ui_scorebook
from mahjong_gui.ui.players_screen import PlayersScreen
from mahjong_gui.ui.scorebook import ScorebookPage
from mahjong_gui.ui.texts import signed
from tests.ui.helpers import scorebook_page, standings

NAMES = ["An", "Bình", "Chi", "Dũng"]
KONG_2 = {"type": "kong", "seat": 2, "kind": "concealed"}  # 2 from each other player still in
# Hand 1: Chi's kong, then Bình on An's discard, An by self-draw, Dũng on Chi's discard (the
# third winner ends it; its first winner, Bình, deals next): An +2, Bình 0, Chi +1, Dũng -3.
# Hand 2, dealt by Bình and in progress: Bình wins on An's discard, 2 from An.
HAND_1 = [KONG_2, {"type": "win", "seat": 1, "from": 0, "value": 1},
          {"type": "win", "seat": 0, "value": 1}, {"type": "win", "seat": 3, "from": 2, "value": 1}]
HAND_2 = [{"type": "win", "seat": 1, "from": 0, "value": 1}]


@pytest.fixture()
def path(tmp_path: Path) -> Path:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        book.import_document({"rules": "mil", "players": NAMES,
                              "hands": [{"events": HAND_1}, {"events": HAND_2}]},
                             name="Friday")
    return path


@pytest.fixture()
def page(qtbot, path: Path, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
         tmp_path: Path) -> ScorebookPage:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    return scorebook_page(qtbot, path, wait=True)


def test_a_write_runs_on_the_writer_thread_while_the_window_keeps_running(
        qtbot, page: ScorebookPage, monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()
    threads: list[int] = []
    real = Scorebook.replace_hand

    def held(self: Scorebook, *args: Any, **kwargs: Any) -> None:
        threads.append(threading.get_ident())
        assert release.wait(60)  # held until the window has shown it keeps running
        real(self, *args, **kwargs)

    monkeypatch.setattr(Scorebook, "replace_hand", held)
    seen: dict[str, Any] = {}

    def meanwhile() -> None:
        """A timer of the GUI thread's, firing while the page waits for the write."""
        if not threads:
            QTimer.singleShot(5, meanwhile)
            return
        seen["writing"] = page.writer.writing
        seen["standings"] = standings(page)  # not landed yet: as it was
        release.set()

    assert page.dialog is None
    page.add_entry("kong")  # Chi's concealed kong in hand 2
    dialog = page.dialog
    assert dialog is not None
    dialog.seat_box.setCurrentIndex(2)  # type: ignore[union-attr]
    dialog.kind_buttons["concealed"].setChecked(True)  # type: ignore[union-attr]
    # Accepted from inside the running event loop, as a click comes.
    QTimer.singleShot(0, meanwhile)
    QTimer.singleShot(0, dialog.accept)
    qtbot.waitUntil(lambda: "writing" in seen and not page.writer.writing, timeout=30_000)
    assert seen == {"writing": True, "standings": ["0", "+2", "+1", "-3"]}
    assert threads[0] != threading.get_ident()
    # Landed: the engine's numbers; the page's scorebook keeps the session as the writer
    # left it (nothing read or settled again).
    assert standings(page) == ["-2", "+2", "+5", "-5"]
    assert page.book is not None and page.model is not None and page.session_id is not None
    assert page.book.kept(page.session_id) is page.model.stored
    assert page.model.undo_stack[-1].hand == 1
    assert page.undo() is not None  # and the undo is a write like any
    assert standings(page) == ["0", "+2", "+1", "-3"]


def test_a_failed_write_is_said_and_changes_nothing(page: ScorebookPage,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    threads: list[int] = []

    def busy(self: Scorebook, *args: Any, **kwargs: Any) -> None:
        threads.append(threading.get_ident())
        raise ScorebookError("busy", "the scorebook is busy")

    monkeypatch.setattr(Scorebook, "replace_hand", busy)
    model = page.model
    assert model is not None
    assert page._change(lambda: model.add_entry(KONG_2)) is None
    assert threads and threads[0] != threading.get_ident()
    assert page.message_label.text() == ("The scorebook is busy: another program is writing "
                                         "it. Try again in a moment.")
    assert page.hands_tree.topLevelItemCount() == 2
    assert standings(page) == ["0", "+2", "+1", "-3"]
    assert model.undo_stack == []


def test_another_windows_write_is_seen_within_the_poll(qtbot, page: ScorebookPage,
                                                      path: Path) -> None:
    screen = page.open_players_screen()
    assert isinstance(screen, PlayersScreen) and screen.isVisible()
    assert screen.rows() == [("Bình", ["+2"]), ("Chi", ["+1"]), ("An", ["0"]),
                             ("Dũng", ["-3"])]
    assert screen.dealer_label.text() == "Dealer: Bình"  # hand 2, in progress
    assert screen.last_label.text() == ("Last hand: Hand 2 · dealer Bình · won: Bình · in "
                                        "progress\nAn -2 · Bình +2 · Chi 0 · Dũng 0")
    # The reader has chosen hand 1's second entry and the Statistics tab.
    top = page.hands_tree.topLevelItem(0)
    assert top is not None
    page.hands_tree.setCurrentItem(top.child(1))
    page.tabs.setCurrentIndex(1)
    page._say("Kept words")
    model = page.model
    assert model is not None
    assert page._change(lambda: model.set_note(0, "late")) is not None
    page._say("Kept words")
    assert model.undo_stack and page.selection() == (0, 1)
    with Scorebook(path) as other:  # another window, device or program
        sid = other.sessions()[0].id
        other.add_hand(sid, [KONG_2])
    qtbot.waitUntil(lambda: page.hands_tree.topLevelItemCount() == 3, timeout=5_000)
    assert standings(page) == ["-2", "0", "+7", "-5"]
    assert page.selection() == (0, 1) and page.tabs.currentIndex() == 1
    assert page.message_label.text() == "Kept words"
    assert model.undo_stack == []  # written elsewhere: the note's undo no longer applies
    total = page.stats_table.item(0, 9)  # the Statistics tab drawn again (An's total)
    assert total is not None and total.text() == "-2"
    qtbot.waitUntil(lambda: screen.rows()[0] == ("Chi", ["+7"]), timeout=5_000)
    assert screen.rows() == [("Chi", ["+7"]), ("Bình", ["0"]), ("An", ["-2"]),
                             ("Dũng", ["-5"])]
    assert screen.last_label.text() == ("Last hand: Hand 3 · dealer Bình · in progress\n"
                                        "An -2 · Bình -2 · Chi +6 · Dũng -2")
    # Nothing written since: the poll asks its one question and draws nothing again.
    drawn: list[int] = []
    page.shown.connect(lambda: drawn.append(1))
    assert page.poll() is False and drawn == []


def test_the_players_screen_follows_the_pages_own_writes_and_goes_full_screen(
        page: ScorebookPage) -> None:
    screen = page.open_players_screen()
    assert isinstance(screen, PlayersScreen)
    assert screen.windowTitle() == "Players' screen"
    assert screen.full_button.text() == "Full screen (F11)"
    win = page.add_entry("win")
    assert win is not None
    win.seat_box.setCurrentIndex(0)
    win.value_mode.setChecked(True)
    win.value_spin.setValue(1)  # An self-draws 1 fan in hand 2: 2 + 1 from each still in
    win.accept()
    assert standings(page) == ["+6", "+2", "-2", "-6"]
    assert screen.rows() == [("An", ["+6"]), ("Bình", ["+2"]), ("Chi", ["-2"]),
                             ("Dũng", ["-6"])]
    assert screen.last_label.text() == ("Last hand: Hand 2 · dealer Bình · won: Bình, An · "
                                        "in progress\nAn +4 · Bình +2 · Chi -3 · Dũng -3")
    screen.toggle_full_screen()
    assert screen.isFullScreen() and screen.full_button.text() == "Leave full screen (Esc)"
    screen.toggle_full_screen()
    assert not screen.isFullScreen()
    assert page.open_players_screen() is screen  # one screen, shown again


def test_a_long_session_stands_in_blocks_the_last_one_opened(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """More than OPEN_HANDS hands: blocks of GROUP hands under a row each (its hands and what
    they added up to), the last block opened on its hands and their entries; the page and its
    tests still reach every hand by its index."""
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    path = tmp_path / "long.sqlite3"
    count = ui_scorebook.OPEN_HANDS + 100
    hand = [KONG_2, HAND_2[0]]  # An -2 - 2, Bình -2 + 2, Chi +6, Dũng -2
    with Scorebook(path) as book:
        book.import_document({"rules": "mil", "players": NAMES,
                              "hands": [{"events": hand}] * count})
    page = ScorebookPage(path)
    qtbot.addWidget(page)
    page.resize(1100, 720)
    page.show()
    tree, model = page.hands_tree, page.hands_model
    assert model.grouped and ui_scorebook.GROUP == 100
    assert tree.topLevelItemCount() == count and model.rowCount() == 6
    assert [tree.isExpanded(model.index(g, 0)) for g in range(6)] == [False] * 5 + [True]
    opened = [h for h in range(count) if tree.isExpanded(model.hand_index(h))]
    assert opened == list(range(500, 600))
    assert [model.index(0, c).data() for c in range(5)] == [
        "Hands 1–100", signed(-400), signed(0), signed(600), signed(-200)]
    assert standings(page) == [signed(-2400), signed(0), signed(3600), signed(-1200)]
    assert page.selection() == (count - 1, None)  # the last hand, as ever
    first = tree.topLevelItem(0)
    assert first is not None and first.text(0).startswith("Hand 1 · dealer An")
    page._select(10, 1)  # a hand in a closed block: the block opens on it
    assert page.selection() == (10, 1) and tree.isExpanded(model.index(0, 0))
    # A hand started through the page: a new block of one, opened; then a kong in it.
    assert page.new_hand()
    assert tree.topLevelItemCount() == count + 1 and model.rowCount() == 7
    assert tree.isExpanded(model.index(6, 0)) and model.index(6, 0).data() == "Hands 601–601"
    model_ = page.model
    assert model_ is not None
    assert page._change(lambda: model_.add_entry(KONG_2)) is not None
    assert tree.isExpanded(model.hand_index(count)) and model.rowCount() == 7
    assert [model.index(6, c).data() for c in range(1, 5)] == [
        signed(-2), signed(-2), signed(6), signed(-2)]
    assert standings(page) == [signed(-2402), signed(-2), signed(3606), signed(-1202)]
    assert page.undo() is not None and page.undo() is not None  # the kong, the new hand
    assert tree.topLevelItemCount() == count and model.rowCount() == 6
    fresh = ScorebookPage(path)
    qtbot.addWidget(fresh)
    for h in (0, 250, 599):
        ours, theirs = tree.topLevelItem(h), fresh.hands_tree.topLevelItem(h)
        assert ours is not None and theirs is not None
        assert [ours.text(c) for c in range(5)] == [theirs.text(c) for c in range(5)]
        assert [ours.child(1).text(c) for c in range(5)] == [  # type: ignore[union-attr]
            theirs.child(1).text(c) for c in range(5)]  # type: ignore[union-attr]
