"""The Scorebook area (pytest-qt, offscreen): sessions, recording a hand through the entry
dialogs, the engine's numbers in the tree and standings, editing, persistence, import/export,
and a win sent from the calculator."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from mahjong_gui import cli
from mahjong_gui.engine.common import WinType
from mahjong_gui.ui import texts
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.scorebook import ScorebookPage
from mahjong_gui.ui.scorebook_dialogs import EntryDialog, SessionDialog
from tests.ui.helpers import scorebook_page, standings

NAMES = ["An", "Bình", "Chi", "Dũng"]


@pytest.fixture()
def page(qtbot, db: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> ScorebookPage:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    return scorebook_page(qtbot, db)


def create_session(page: ScorebookPage, rules: str = "mil", name: str = "Friday") -> None:
    dialog = page.new_session(rules)
    assert isinstance(dialog, SessionDialog) and page.dialog is dialog
    dialog.name_edit.setText(name)
    for edit, n in zip(dialog.name_edits, NAMES, strict=True):
        edit.setText(n)
    dialog.accept()


def entry(page: ScorebookPage, kind: str) -> EntryDialog:
    dialog = page.add_entry(kind)
    assert isinstance(dialog, EntryDialog)
    return dialog


def hand_row(page: ScorebookPage, h: int) -> list[str]:
    item = page.hands_tree.topLevelItem(h)
    return [item.text(c) for c in range(1, 5)]


def import_now(qtbot, page: ScorebookPage, path: str | Path) -> int | None:
    """Import ``path`` (on the page's worker thread) and wait for the answer: the new session's
    id, or None."""
    with qtbot.waitSignal(page.import_finished, timeout=60_000) as blocker:
        assert page.start_import(path)
    return blocker.args[0]


def record_example_8(page: ScorebookPage) -> None:
    """docs/rules.md §4 example 8 through the dialogs: Chi's concealed kong; An wins a plain hand on
    Dũng's discard; the wall ends with Bình ready (by the hand), Chi not ready, Dũng a pig."""
    kong = entry(page, "kong")
    kong.seat_box.setCurrentIndex(2)
    kong.kind_buttons["concealed"].setChecked(True)
    assert kong.preview_label.text().count("Chi") == 3  # An, Bình and Dũng pay Chi
    kong.accept()
    win = entry(page, "win")
    win.seat_box.setCurrentIndex(0)
    win.how_buttons["discard"].setChecked(True)
    win.from_box.setCurrentIndex(3)
    win.hand_edit.setText("234m567m11p345p67p8p")
    win._hand_typed()
    assert [(p.payer, p.payee, p.amount) for p in win.payments] == [(3, 0, 1)]
    assert win.score_label.text().startswith(texts.pattern("plain_win"))
    assert win.score_label.text().endswith("value 1")
    win.accept()
    wall = entry(page, "wall_end")
    assert sorted(wall.status_boxes) == [1, 2, 3]  # An has won
    wall.status_boxes[1].setCurrentIndex(wall.status_boxes[1].findData("hand"))
    wall.wall_hands[1].setText("123m456m789m2345m")
    wall.status_boxes[2].setCurrentIndex(wall.status_boxes[2].findData("not_ready"))
    wall.status_boxes[3].setCurrentIndex(wall.status_boxes[3].findData("pig"))
    wall.refresh()
    assert wall.ok_button.isEnabled()
    wall.accept()


def test_no_session_yet(page: ScorebookPage) -> None:
    assert page.sessions() == []
    assert page.title_label.text() == "No session yet"
    assert not page.entry_buttons["win"].isEnabled()
    assert page.new_session_button.isEnabled()


def test_example_8_recorded_through_the_dialogs(page: ScorebookPage, db: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    create_session(page)
    assert page.info is not None and page.info.players == tuple(NAMES)
    record_example_8(page)
    # An -2+1 = -1; Bình -2+4+4+2 = +8; Chi +6-4-4 = -2; Dũng -2-1-48-4+2 = -53
    assert hand_row(page, 0) == ["-1", "+8", "-2", "-53"]
    assert standings(page) == ["-1", "+8", "-2", "-53"]
    assert "in progress" not in page.hands_tree.topLevelItem(0).text(0)
    # The payments of the wall end are listed with their reasons (5 rows, see docs/rules.md §4).
    top = page.hands_tree.topLevelItem(0)
    page.hands_tree.setCurrentItem(top.child(2))
    reasons = sorted(page.payments.item(r, 3).text() for r in range(page.payments.rowCount()))
    assert reasons == sorted([texts.reason("flower_pig_penalty"), texts.reason("ready_payment"),
                              texts.reason("ready_payment"), texts.reason("kong_refund"),
                              texts.reason("kong_refund")])
    # The stored session is a ledger the `ledger` command settles to the same totals.
    out = tmp = db.parent / "out.json"
    page.export_to(out)
    capsys.readouterr()
    assert cli.dispatch(["ledger", str(tmp), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["totals"] == [-1, 8, -2, -53]


def test_a_finished_hand_starts_the_next_with_its_dealer(page: ScorebookPage) -> None:
    create_session(page)
    record_example_8(page)
    win = entry(page, "win")  # goes to hand 2: hand 1 is over
    assert "hand 2" in win.windowTitle()
    win.seat_box.setCurrentIndex(1)
    win.value_mode.setChecked(True)
    win.value_spin.setValue(1)  # Bình self-draws 1 fan: 2 + 1 from each of the others
    win.accept()
    assert page.hands_tree.topLevelItemCount() == 2
    assert hand_row(page, 1) == ["-3", "+9", "-3", "-3"]
    assert "dealer An" in page.hands_tree.topLevelItem(1).text(0)  # An won hand 1 first
    assert "in progress" in page.hands_tree.topLevelItem(1).text(0)
    assert standings(page) == ["-4", "+17", "-5", "-56"]


def test_an_impossible_entry_is_explained_and_cannot_be_added(page: ScorebookPage) -> None:
    create_session(page)
    win = entry(page, "win")
    win.value_spin.setValue(0)
    win.accept()  # An wins by self-draw
    again = entry(page, "win")
    again.seat_box.setCurrentIndex(0)  # An again, in the same hand
    assert again.preview_label.text() == texts.ledger_error("winner_not_in")
    assert not again.ok_button.isEnabled()
    again.seat_box.setCurrentIndex(1)
    again.hand_mode.setChecked(True)
    again.hand_edit.setText("123m456p789s1234m5m")  # three suits
    again._hand_typed()
    assert again.preview_label.text() == texts.not_win("three_suits")
    assert not again.ok_button.isEnabled()
    again.hand_edit.setText("12x")
    again._hand_typed()
    assert again.preview_label.text() == texts.tile_error("unknown_letter")


def test_edit_and_delete_entries(page: ScorebookPage) -> None:
    create_session(page)
    win = entry(page, "win")
    win.how_buttons["discard"].setChecked(True)
    win.from_box.setCurrentIndex(1)
    win.value_spin.setValue(0)
    win.accept()  # An on Bình's discard: 1
    assert standings(page) == ["+1", "-1", "0", "0"]
    top = page.hands_tree.topLevelItem(0)
    page.hands_tree.setCurrentItem(top.child(0))
    edit = page.edit_selected()
    assert edit is not None and edit.value_spin.value() == 0
    edit.value_spin.setValue(3)  # 3 fan: 8
    edit.accept()
    assert standings(page) == ["+8", "-8", "0", "0"]
    page.hands_tree.setCurrentItem(page.hands_tree.topLevelItem(0).child(0))
    assert page.delete_selected()
    assert standings(page) == ["0", "0", "0", "0"]
    page.hands_tree.setCurrentItem(page.hands_tree.topLevelItem(0))
    assert page.delete_selected()
    assert page.hands_tree.topLevelItemCount() == 0


def test_sessions_persist_and_keyboard_opens_entries(qtbot, page: ScorebookPage,
                                                      db: Path) -> None:
    create_session(page, "competition", "League")
    kong = entry(page, "kong")
    kong.seat_box.setCurrentIndex(3)
    kong.kind_buttons["exposed"].setChecked(True)
    kong.from_box.setCurrentIndex(2)
    kong.accept()  # competition exposed kong: the discarder pays 2
    # W opens a win entry, K a kong entry, from the keyboard alone.
    for key, kind in ((Qt.Key.Key_W, "win"), (Qt.Key.Key_K, "kong"),
                      (Qt.Key.Key_E, "wall_end"), (Qt.Key.Key_P, "penalty")):
        page.activateWindow()  # (offscreen, a closed dialog gives nothing back the focus)
        qtbot.waitUntil(page.isActiveWindow)
        qtbot.keyClick(page.hands_tree, key)
        # a button's shortcut presses it visibly: the click lands a moment later
        qtbot.waitUntil(lambda: isinstance(page.dialog, EntryDialog))
        assert page.dialog.kind == kind
        page.dialog.reject()
    # Enter on an entry opens it for editing.
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    page.hands_tree.setCurrentItem(page.hands_tree.topLevelItem(0).child(0))
    qtbot.keyClick(page.hands_tree, Qt.Key.Key_Return)
    assert isinstance(page.dialog, EntryDialog) and page.dialog.kind == "kong"
    assert page.dialog.kind_buttons["exposed"].isChecked()
    page.dialog.reject()
    again = ScorebookPage(db)
    qtbot.addWidget(again)
    assert [s.name for s in again.sessions()] == ["League"]
    assert again.info is not None and again.info.rules == "competition"
    assert [again.standings.item(0, c).text() for c in range(4)] == ["0", "0", "-2", "+2"]
    assert again.standings.rowCount() == 2  # competition also shows rank points


def test_export_csv_and_import(qtbot, page: ScorebookPage, tmp_path: Path,
                               monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(page, "_ask_import_again", lambda name: asked.append(name) or True)
    create_session(page)
    win = entry(page, "win")
    win.value_spin.setValue(1)
    win.accept()  # An self-draws 1 fan: 2 + 1 from each
    csv_path = tmp_path / "friday.csv"
    page.export_to(csv_path)
    assert csv_path.read_bytes().startswith(b"\xef\xbb\xbf")  # the byte-order mark
    lines = csv_path.read_text(encoding="utf-8-sig").splitlines()
    assert lines[1] == "1,An,An,,9,-3,-3,-3,9,-3,-3,-3,1,,,"
    json_path = tmp_path / "friday.json"
    page.export_to(json_path)
    sid = import_now(qtbot, page, json_path)  # the same session again: asked, and imported
    assert asked == ["Friday"]
    assert sid is not None and page.session_id == sid
    assert len(page.sessions()) == 2
    assert standings(page) == ["+9", "-3", "-3", "-3"]
    bad = tmp_path / "bad.json"
    bad.write_text('{"rules": "mil", "hands": [{"events": [{"type": "win", "seat": 7}]}]}',
                   encoding="utf-8")
    assert import_now(qtbot, page, bad) is None
    assert page.message_label.text() == texts.invalid("bad_seat")
    assert len(page.sessions()) == 2


def test_delete_session(page: ScorebookPage) -> None:
    create_session(page, name="one")
    create_session(page, name="two")
    assert [s.name for s in page.sessions()] == ["two", "one"]
    assert page.info is not None and page.info.name == "two"
    page.delete_session()
    assert [s.name for s in page.sessions()] == ["one"]
    assert page.info is not None and page.info.name == "one"


def test_rename_keeps_the_numbers(page: ScorebookPage) -> None:
    create_session(page)
    dialog = page.edit_session()
    assert dialog is not None and dialog.profile_box.isEnabled()  # the rules may change too
    dialog.name_edit.setText("Saturday")
    dialog.name_edits[0].setText("Anh")
    dialog.accept()
    assert page.info is not None and page.info.name == "Saturday"
    assert page.standings.horizontalHeaderItem(0).text() == "Anh"


# ---------------------------------------------------------------- from the calculator


def test_send_to_scorebook_from_the_calculator(window: MainWindow) -> None:
    calc = window.page("calculator")
    book = window.page("scorebook")
    assert isinstance(book, ScorebookPage)
    calc.profile_box.setCurrentIndex(calc.profile_box.findData("mil"))
    assert not calc.send_button.isEnabled()  # no hand yet
    calc.set_notation("123456m234p789p55m")  # docs/rules.md §4 example 1: self-draw, +6/-2/-2/-2
    assert calc.deltas_text() == (6, -2, -2, -2)
    assert calc.send_button.isEnabled()
    calc.send_button.click()
    # No session yet: a new one is proposed with the calculator's rules.
    assert window.current_area() == "scorebook"
    dialog = book.dialog
    assert isinstance(dialog, SessionDialog) and dialog.rules() == "mil"
    dialog.accept()
    win = book.dialog
    assert isinstance(win, EntryDialog) and win.kind == "win"
    assert win.hand_mode.isChecked() and win.hand_edit.text() == "123456m234789p55m"
    assert win.how_buttons["self"].isChecked()
    win.accept()
    assert standings(book) == ["+6", "-2", "-2", "-2"]
    # A second win, on a discard from seat 1 by seat 2, goes straight into the open session.
    window.show_area("calculator")
    calc.win_buttons[WinType.DISCARD].setChecked(True)
    calc.from_box.setCurrentIndex(1)
    calc.seat_box.setCurrentIndex(2)
    calc.send_button.click()
    win = book.dialog
    assert isinstance(win, EntryDialog)
    assert win.seat_box.currentIndex() == 2 and win.from_box.currentIndex() == 1
    assert win.how_buttons["discard"].isChecked()
    win.accept()
    assert standings(book) == ["+6", "-3", "-1", "-2"]  # Chi +1 from Bình


def test_send_needs_a_win(window: MainWindow) -> None:
    calc = window.page("calculator")
    calc.profile_box.setCurrentIndex(calc.profile_box.findData("mil"))
    calc.set_notation("123m456p789s1234m5m")  # three suits: not a win
    assert not calc.send_button.isEnabled()
    assert not calc.send()


def test_send_a_hong_kong_win(window: MainWindow) -> None:
    calc = window.page("calculator")
    book = window.page("scorebook")
    calc.profile_box.setCurrentIndex(calc.profile_box.findData("hk-modern"))
    calc.seat_box.setCurrentIndex(1)
    calc.set_notation("12345678911m pong:7z 1f")  # docs/rules.md §3: South self-draws 5 faan
    assert calc.send_button.isEnabled()
    calc.send_button.click()
    dialog = book.dialog
    assert isinstance(dialog, SessionDialog) and dialog.rules() == "hk-modern"
    assert dialog.wind_box.isVisibleTo(dialog) and dialog.options()["min_faan"] == "3"
    dialog.accept()
    win = book.dialog
    assert isinstance(win, EntryDialog) and win.one_win
    assert win.hand_edit.text() == "12345678911m pong:7z 1f"
    assert win.score_label.text().endswith("5 faan")
    win.accept()
    # Seat 0 deals (East): East pays 2P = 48, West and North P = 24 (P(5) = 24).
    assert standings(book) == ["-48", "+96", "-24", "-24"]


def create_hk_session(page: ScorebookPage) -> None:
    dialog = page.new_session("hk-classical")
    for edit, n in zip(dialog.name_edits, NAMES, strict=True):
        edit.setText(n)
    dialog.option_boxes["min_faan"].setCurrentIndex(
        dialog.option_boxes["min_faan"].findData("0"))
    dialog.wind_box.setCurrentIndex(3)  # a North round
    assert not dialog.option_boxes["cap"].isVisibleTo(dialog)
    dialog.accept()


def test_hong_kong_session(page: ScorebookPage) -> None:
    create_hk_session(page)
    assert page.info is not None and page.info.prevailing == 4
    visible = {k for k, b in page.entry_buttons.items() if b.isVisibleTo(page)}
    assert visible == {"win", "draw"}
    win = entry(page, "win")
    assert "event_kong-bloom" not in {cb.objectName() for cb in win.event_boxes.values()}
    win.seat_box.setCurrentIndex(2)
    win.how_buttons["discard"].setChecked(True)
    win.from_box.setCurrentIndex(0)
    win.value_spin.setValue(4)
    # Classical, Q(4) = 16: East (seat 0) discards: 16 x2 x2 = 64; the others 16 each.
    assert sorted((p.payer, p.amount) for p in win.payments) == [(0, 64), (1, 16), (3, 16)]
    win.accept()
    assert hand_row(page, 0) == ["-64", "-16", "+96", "-16"]
    assert page.add_entry("draw") is None  # hand 2 (dealer Bình): drawn, recorded at once
    assert page.hands_tree.topLevelItem(1).child(0).text(0) == "Drawn hand: nobody won"
    assert "dealer Bình" in page.hands_tree.topLevelItem(1).text(0)
    assert "North round" in page.hands_tree.topLevelItem(1).text(0)
    win = entry(page, "win")  # hand 3: Bình keeps the deal after the draw
    assert "hand 3" in win.windowTitle()
    win.seat_box.setCurrentIndex(1)
    win.value_spin.setValue(0)  # the dealer self-draws 0 faan: Q(0) = 1, x2 x2 = 4 each
    win.accept()
    assert hand_row(page, 2) == ["-4", "+12", "-4", "-4"]
    assert standings(page) == ["-68", "-4", "+92", "-20"]
    assert page.result is not None and page.result.next_dealer == 1


KONG_CHI = {"type": "kong", "seat": 2, "kind": "concealed"}


def record_kong(page: ScorebookPage) -> None:
    kong = entry(page, "kong")
    kong.seat_box.setCurrentIndex(2)
    kong.accept()


def test_hand_notes(page: ScorebookPage) -> None:
    create_session(page)
    record_kong(page)
    assert "in progress" in page.hands_tree.topLevelItem(0).text(0)
    page.set_note(0, "  table two  ")
    assert page.hand_notes == ["table two"]
    assert page.hands_tree.topLevelItem(0).text(0).endswith("“table two”")
    assert page.book is not None and page.session_id is not None
    assert page.book.document(page.session_id)["hands"] == [{"events": [KONG_CHI],
                                                              "note": "table two"}]


def test_note_dialog_and_delete_confirmation(page: ScorebookPage,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QInputDialog

    create_session(page)
    record_kong(page)
    page.hands_tree.setCurrentItem(page.hands_tree.topLevelItem(0))
    assert page.edit_selected() is None  # a hand row: its note
    ask = page.findChild(QInputDialog)
    assert ask is not None and ask.okButtonText() == "Save"
    ask.setTextValue("late start")
    ask.accept()
    assert page.hand_notes == ["late start"]
    win = entry(page, "win")
    win.accept()
    page.hands_tree.setCurrentItem(page.hands_tree.topLevelItem(0))
    asked: list[str] = []
    monkeypatch.setattr(page, "_confirm", lambda title, text: asked.append(text) or False)
    page._delete_clicked()  # declined: nothing changes
    assert asked == ["Delete hand 1 and everything recorded in it?"]
    assert page.hands_tree.topLevelItemCount() == 1
    monkeypatch.setattr(page, "_confirm", lambda title, text: True)
    page._delete_clicked()
    assert page.hands_tree.topLevelItemCount() == 0


def test_statistics_of_the_session_and_the_club(page: ScorebookPage) -> None:
    create_session(page, name="one")
    win = entry(page, "win")
    win.how_buttons["discard"].setChecked(True)
    win.from_box.setCurrentIndex(3)
    win.value_spin.setValue(2)  # An wins 2 fan on Dũng's discard: 4
    win.accept()
    page.tabs.setCurrentIndex(1)
    rows = page.player_stats()
    assert [name for name, _ in rows] == NAMES
    an, dung = rows[0][1], rows[3][1]
    assert (an.wins, an.biggest_win, an.total, dung.deal_ins, dung.total) == (1, 4, 4, 1, -4)
    table = page.stats_table
    assert table.rowCount() == 4 and table.verticalHeaderItem(0).text() == "An"
    total_col = next(c for c in range(table.columnCount())
                     if table.horizontalHeaderItem(c).text() == "Total")
    assert table.item(0, total_col).text() == "4"
    # A second session with the same players: the club view adds both up by name.
    create_session(page, name="two")
    win = entry(page, "win")
    win.seat_box.setCurrentIndex(3)
    win.value_spin.setValue(0)  # Dũng self-draws a plain win: 1 + 1 from each of three
    win.accept()
    page.club_box.setChecked(True)
    club = dict(page.player_stats())
    assert sorted(club) == sorted(NAMES)
    assert (club["An"].hands, club["An"].total) == (2, 4 - 2)
    assert (club["Dũng"].wins, club["Dũng"].self_draws, club["Dũng"].total) == (1, 1, -4 + 6)


def test_competition_hands_per_game(page: ScorebookPage) -> None:
    dialog = page.new_session("competition")
    assert dialog.hands_box.isVisibleTo(dialog) and dialog.hands_box.value() == 8
    dialog.hands_box.setValue(2)
    for edit, n in zip(dialog.name_edits, NAMES, strict=True):
        edit.setText(n)
    dialog.accept()
    assert page.info is not None and page.info.options == {"hands": "2"}
    assert "Hands per game: 2" in page.subtitle_label.text()
    for seat in (0, 1, 2):  # three hands, each won by one self-draw (value 1: 2 from each)
        page.new_hand()
        win = entry(page, "win")
        win.seat_box.setCurrentIndex(seat)
        win.value_spin.setValue(0)
        win.accept()
    assert page.result is not None
    # Games of 2 hands. Game 1: An +6-2 = +4, Bình -2+6 = +4, Chi and Dũng -4: An and Bình
    # share places 1-2 (3.5 each), Chi and Dũng places 3-4 (1.5). Game 2: Chi +6 first (4),
    # the others -2 share places 2-4 (2 each).
    assert page.result.game_rank_points == ((3.5, 3.5, 1.5, 1.5), (2.0, 2.0, 4.0, 2.0))
    assert page.standings.verticalHeaderItem(1).text() == "Rank points"
    assert [page.standings.item(1, c).text() for c in range(4)] == ["5.5", "5.5", "5.5", "3.5"]
    other = page.new_session("mil")
    assert not other.hands_box.isVisibleTo(other)
    other.reject()


# --- nothing lost (issue 14): other windows and programs, damaged files --------------------


def db_digest(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


def changed_text(page: ScorebookPage) -> str:
    from mahjong_gui.store.scorebook import ScorebookError

    return page.error_text(ScorebookError("changed_elsewhere", ""))


def test_opening_the_page_creates_no_file(page: ScorebookPage, db: Path) -> None:
    assert not db.exists() and page.book is not None
    create_session(page)
    assert db.is_file()


def test_two_windows_do_not_overwrite_each_other(qtbot, page: ScorebookPage, db: Path) -> None:
    create_session(page)
    other = ScorebookPage(db)
    qtbot.addWidget(other)
    assert other.info is not None and other.info.id == page.session_id
    win = entry(page, "win")  # the first window records An's self-draw...
    win.accept()
    kong = entry(other, "kong")  # ...the second, still showing no entry, a kong
    kong.seat_box.setCurrentIndex(2)
    kong.accept()
    assert other.message_label.text() == changed_text(other)
    assert "another window" in other.message_label.text()
    assert other.hand_events == page.hand_events  # it now shows the win
    assert [e["type"] for e in other.hand_events[0]] == ["win"]
    assert other.book is not None and other.session_id is not None
    assert other.book.hands(other.session_id) == page.hand_events  # the win is kept
    kong = entry(other, "kong")  # made again on what is saved, it goes in
    kong.seat_box.setCurrentIndex(2)
    kong.accept()
    assert other.message_label.text() == ""
    assert [e["type"] for e in other.hand_events[0]] == ["win", "kong"]
    page.new_hand()  # the first window is behind now: told, shown, nothing written
    assert page.message_label.text() == changed_text(page)
    assert page.hand_events == other.hand_events
    page.new_hand()
    assert len(page.hand_events) == 2


def test_a_session_deleted_in_another_window(qtbot, page: ScorebookPage, db: Path) -> None:
    create_session(page, name="one")
    other = ScorebookPage(db)
    qtbot.addWidget(other)
    other.delete_session()
    kong = entry(page, "kong")
    kong.accept()
    assert page.message_label.text() == changed_text(page)
    assert page.sessions() == [] and page.info is None


def test_a_duplicate_import_asks_with_our_own_buttons(qtbot, page: ScorebookPage,
                                                      tmp_path: Path) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    create_session(page, name="Friday")
    entry(page, "win").accept()
    original = page.session_id
    path = tmp_path / "friday.json"
    page.export_to(path)
    seen: list[tuple[str, list[str]]] = []

    def answer(click: str) -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append((box.text(), [b.text() for b in box.buttons()]))
        next(b for b in box.buttons() if b.text() == click).click()

    real_ask = page._ask_import_again

    def ask(click: str) -> Callable[[str], bool]:
        def asked(name: str) -> bool:  # answered once the question is open
            QTimer.singleShot(0, lambda: answer(click))
            return real_ask(name)
        return asked

    page._ask_import_again = ask("Skip")  # type: ignore[method-assign]
    assert import_now(qtbot, page, path) is None
    assert seen == [("This session is already in the scorebook as “Friday”. Skip it, or import "
                     "it as a marked copy? A marked copy is counted once in the club's "
                     "statistics.", ["Import as a marked copy", "Skip"])]
    assert len(page.sessions()) == 1 and page.session_id == original
    page._ask_import_again = ask("Import as a marked copy")  # type: ignore[method-assign]
    sid = import_now(qtbot, page, path)
    assert sid is not None and sid != original and len(page.sessions()) == 2
    assert page.info is not None and page.info.copy_of == original


def test_the_window_never_exports_over_the_scorebook(page: ScorebookPage, db: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    create_session(page)
    entry(page, "win").accept()
    before = db_digest(db)
    monkeypatch.setattr(page, "choose_file", lambda *a, **k: (str(db), "Ledger JSON (*.json)"))
    page._export_clicked()
    assert page.message_label.text() == "That file is the scorebook itself: choose another file."
    assert db_digest(db) == before
    assert page.book is not None and len(page.book.sessions()) == 1


def test_busy_and_damaged_are_told_not_raised(page: ScorebookPage, db: Path) -> None:
    import sqlite3

    from mahjong_gui.store.scorebook import Scorebook

    create_session(page, name="good")
    create_session(page, name="bad")
    record_kong(page)
    assert page.book is not None
    page.book.close()
    page.book = Scorebook(db, timeout=0.05)
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        busy = ("The scorebook is busy: another program is writing it. Try again in a "
                "moment.")
        page.new_hand()
        assert page.message_label.text() == busy
        page.reload_sessions()
        assert page.message_label.text() == busy and page.sessions() == []
    finally:
        other.execute("ROLLBACK")
    bad = next(s.id for s in page.book.sessions() if s.name == "bad")
    other.execute("UPDATE sessions SET players = '[\"a\", \"b\", \"c\"]' WHERE id = ?", (bad,))
    other.close()
    page.reload_sessions()
    assert [s.name for s in page.sessions()] == ["good"]
    assert page.message_label.text() == (
        f"Session {bad} is damaged in the scorebook and cannot be read.")


def test_a_damaged_file_is_named_when_the_page_opens(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    from mahjong_gui.store.scorebook import Scorebook

    with Scorebook(path) as book:
        book.create_session("x", "mil", NAMES)
    data = bytearray(path.read_bytes())
    data[100:4096] = bytes(3996)
    path.write_bytes(bytes(data))
    before = db_digest(path)
    page = ScorebookPage(path)
    qtbot.addWidget(page)
    assert page.book is None and page.title_label.text() == "The scorebook cannot be opened"
    assert page.subtitle_label.text() == ("The scorebook file is damaged. It was left as it "
                                          "is: restore it from a backup.")
    assert db_digest(path) == before


def test_importing_a_device_a_pipe_or_deep_json_says_why(qtbot, page: ScorebookPage,
                                                         tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for path in ("/dev/zero", str(fifo)):
        assert import_now(qtbot, page, path) is None
        assert "not_a_file" in page.message_label.text()
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 3000, encoding="utf-8")
    assert import_now(qtbot, page, deep) is None
    assert page.message_label.text() == "This file cannot be read (too_deep): nested deeper " \
        "than 32 levels"
