"""The Scorebook page through a club evening (pytest-qt, offscreen): undo and redo of every kind
of change, Delete asking first, N and D, the planned length, the roster, CSV with a byte-order
mark, the printed PDF, search, a second scorebook file, the chart, and a win from the
calculator whose numbers differ in the session."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from mahjong_gui.engine.calculator import calculate
from mahjong_gui.engine.common import WinType
from mahjong_gui.engine.melds import parse_hand
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.rules.hongkong import HKSituation
from mahjong_gui.ui.scorebook import SEAT_COLOURS, ScorebookPage
from mahjong_gui.ui.scorebook_dialogs import EntryDialog, SessionDialog
from mahjong_gui.ui.scorebook_state import CalculatorWin
from tests.ui.helpers import scorebook_page

NAMES = ["Trần Bình", "Lê Chi", "王小明", "Dũng"]
KONG = {"type": "kong", "seat": 2, "kind": "concealed"}


@pytest.fixture()
def page(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ScorebookPage:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    return scorebook_page(qtbot, tmp_path / "club.sqlite3")


def create(page: ScorebookPage, rules: str = "mil", name: str = "Friday",
           names: list[str] = NAMES, options: dict[str, str] | None = None) -> None:
    dialog = page.new_session(rules)
    assert isinstance(dialog, SessionDialog)
    dialog.name_edit.setText(name)
    for edit, n in zip(dialog.name_edits, names, strict=True):
        edit.setText(n)
    for key, value in (options or {}).items():
        box = dialog.option_boxes[key]
        box.setCurrentIndex(box.findData(value))
    dialog.accept()


def kong(page: ScorebookPage, seat: int = 2) -> None:
    dialog = page.add_entry("kong")
    assert isinstance(dialog, EntryDialog)
    dialog.seat_box.setCurrentIndex(seat)
    dialog.kind_buttons["concealed"].setChecked(True)
    dialog.accept()


def win(page: ScorebookPage, seat: int, frm: int | None, value: int) -> None:
    dialog = page.add_entry("win")
    assert isinstance(dialog, EntryDialog)
    dialog.seat_box.setCurrentIndex(seat)
    if frm is None:
        dialog.how_buttons["self"].setChecked(True)
    else:
        dialog.how_buttons["discard"].setChecked(True)
        dialog.from_box.setCurrentIndex(frm)
    dialog.value_mode.setChecked(True)
    dialog.value_spin.setValue(value)
    assert dialog.ok_button.isEnabled(), dialog.preview_label.text()
    dialog.accept()


def snapshot(page: ScorebookPage) -> tuple[Any, ...]:
    assert page.book is not None and page.session_id is not None
    return (page.book.document(page.session_id)["hands"],
            [page.standings.item(0, c).text() for c in range(4)],
            page.hands_tree.topLevelItemCount())


def test_undo_and_redo_round_trip_every_kind_of_change(qtbot, page: ScorebookPage,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(page, "_confirm", lambda title, text: True)
    create(page)
    assert not page.undo_action.isEnabled() and not page.undo_button.isEnabled()

    def edit_first_entry() -> None:
        page._select(0, 0)
        dialog = page.edit_selected()
        assert isinstance(dialog, EntryDialog)
        dialog.seat_box.setCurrentIndex(1)
        dialog.accept()

    def delete_entry() -> None:
        page._select(0, 1)
        page._delete_clicked()

    def delete_hand() -> None:
        page._select(1, None)
        page._delete_clicked()

    def note() -> None:
        page.set_note(0, "late start")

    steps = [("add", lambda: kong(page)), ("add", lambda: win(page, 0, 3, 1)),
             ("edit", edit_first_entry), ("delete", delete_entry), ("new hand", page.new_hand),
             ("add", lambda: win(page, 3, None, 0)), ("delete hand", delete_hand),
             ("note", note)]
    for what, step in steps:
        before = snapshot(page)
        step()
        after = snapshot(page)
        assert after != before, what
        assert page.undo_action.isEnabled()
        page.undo()
        assert snapshot(page) == before, what
        assert page.message_label.text().startswith("Undone:")
        assert page.redo_action.isEnabled()
        page.redo()
        assert snapshot(page) == after, what
    # The keys: Ctrl+Z and Ctrl+Shift+Z on the page.
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    page.hands_tree.setFocus()
    after = snapshot(page)
    qtbot.keyClick(page.hands_tree, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert snapshot(page) != after and page.hand_notes == [""]
    qtbot.keyClick(page.hands_tree, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert snapshot(page) == after and page.hand_notes == ["late start"]
    assert page.undo_action in page.edit_menu.actions()


def test_delete_asks_first_with_translated_buttons(qtbot, page: ScorebookPage) -> None:
    create(page)
    kong(page)
    page._select(0, 0)
    seen: list[tuple[str, list[str]]] = []

    def answer(choice: str) -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append((box.text(), [b.text() for b in box.buttons()]))
        next(b for b in box.buttons() if b.text() == choice).click()

    from PySide6.QtCore import QTimer
    QTimer.singleShot(0, lambda: answer("Cancel"))
    page._delete_clicked()  # the Delete key's slot: asks, Cancel keeps the entry
    assert seen[0][0].startswith("Delete this entry of hand 1?")
    assert sorted(seen[0][1]) == ["Cancel", "Delete"]
    assert page.hand_events == [[KONG]]
    QTimer.singleShot(0, lambda: answer("Delete"))
    page._delete_clicked()
    assert page.hand_events == [[]]
    assert "Undo" in page.message_label.text()
    page.undo()
    assert page.hand_events == [[KONG]]


def test_n_makes_no_empty_hand_and_d_is_undoable(page: ScorebookPage) -> None:
    create(page)
    for _ in range(3):  # N pressed again and again on an empty session
        assert not page.new_hand()
    assert page.hand_events == []
    assert page.message_label.text() == ("Hand 1 has nothing recorded yet: record its first "
                                         "entry instead of starting another hand.")
    kong(page)
    assert page.message_label.text() == ""  # the change cleared the old message
    assert page.new_hand() and not page.new_hand()
    assert page.hand_events == [[KONG], []]
    create(page, "hk-modern", "HK", options={"min_faan": "0"})
    assert page.add_entry("draw") is None
    assert page.hand_events == [[{"type": "draw"}]]
    assert page.message_label.text().startswith("Hand 1 recorded as drawn. Undo")
    assert not page.new_hand()  # a drawn hand is over: the next entry starts hand 2
    assert page.message_label.text() == "Hand 1 is over: the next entry starts hand 2 by itself."
    page.undo()
    assert page.hand_events == []


def test_the_planned_length_is_shown_and_its_end_noticed(page: ScorebookPage) -> None:
    create(page, "hk-modern", "HK", options={"min_faan": "0"})
    assert page.plan_label.text() == "Wind rounds played: 0 of 1"
    for _ in range(3):  # the deal passes East → South → West → North
        dealer = page.result.next_dealer
        win(page, (dealer + 1) % 4, dealer, 1)
    assert "Wind rounds played: 0 of 1" in page.plan_label.text()
    dealer = page.result.next_dealer
    win(page, (dealer + 1) % 4, dealer, 1)  # back to the first dealer: East's round is over
    notice = ("The planned length is reached (Wind rounds played: 1 of 1). Record more hands "
              "if the table plays on.")
    assert page.plan_label.text() == notice and page.message_label.text() == notice


def test_csv_starts_with_a_bom_and_reads_back_the_names(page: ScorebookPage,
                                                        tmp_path: Path) -> None:
    create(page)
    win(page, 1, 0, 0)
    win(page, 3, 0, 0)  # two winners on one discard
    path = tmp_path / "friday.csv"
    page.export_to(path)
    assert path.read_bytes()[:3] == b"\xef\xbb\xbf"
    with open(path, encoding="utf-8-sig", newline="") as fh:
        table = list(csv.reader(fh))
    assert table[0][4:8] == NAMES
    assert table[1][2] == "Lê Chi / Dũng" and table[1][12:] == ["", "1", "", "1"]
    page.export_to(path, translated=True)  # headings in the page's language (English here)
    with open(path, encoding="utf-8-sig", newline="") as fh:
        assert next(csv.reader(fh))[:4] == ["hand", "dealer", "winners", "note"]


def test_the_roster_keeps_names_across_sessions(qtbot, page: ScorebookPage,
                                                tmp_path: Path) -> None:
    create(page)
    create(page, name="Saturday", names=["Hạnh", *NAMES[1:]])
    again = ScorebookPage(tmp_path / "club.sqlite3")  # another day: the file is all that is kept
    qtbot.addWidget(again)
    dialog = again.new_session()
    assert isinstance(dialog, SessionDialog)
    listed = [dialog.player_boxes[0].itemText(i) for i in range(dialog.player_boxes[0].count())]
    assert sorted(listed) == sorted({*NAMES, "Hạnh"})
    box = dialog.player_boxes[3]
    box.setCurrentIndex(box.findText("Hạnh"))  # picked from the list
    assert dialog.players()[3] == "Hạnh"
    dialog.reject()


def test_the_players_dialog_adds_and_forgets_names(qtbot, page: ScorebookPage,
                                                   tmp_path: Path) -> None:
    create(page)
    dialog = page.roster_dialog()
    assert dialog is not None
    listed = [dialog.names.item(i).text() for i in range(dialog.names.count())]
    assert sorted(listed) == sorted(NAMES)
    dialog.name_edit.setText("  Hạnh ")
    dialog.add_name()
    assert "Hạnh" in [dialog.names.item(i).text() for i in range(dialog.names.count())]
    dialog.names.setCurrentRow([dialog.names.item(i).text()
                                for i in range(dialog.names.count())].index("Dũng"))
    dialog.forget_selected()
    assert page.book is not None and sorted(page.book.roster()) == sorted(
        ["Trần Bình", "Lê Chi", "王小明", "Hạnh"])
    assert page.info is not None and page.info.players[3] == "Dũng"  # the session keeps it
    dialog.accept()
    session = page.new_session()
    assert isinstance(session, SessionDialog)
    assert "Hạnh" in [session.player_boxes[0].itemText(i)
                      for i in range(session.player_boxes[0].count())]
    session.reject()


def test_the_printed_pdf_has_the_standings(page: ScorebookPage, tmp_path: Path) -> None:
    pypdf = pytest.importorskip("pypdf")
    create(page, names=["An", "Binh", "Chi", "Dung"])  # plain letters: no CJK font needed
    kong(page)
    win(page, 0, 3, 1)
    path = tmp_path / "friday.pdf"
    assert page.print_to_pdf(path)
    text = " ".join(p.extract_text() for p in pypdf.PdfReader(str(path)).pages)
    assert "Friday" in text and "Standings" in text
    totals = [page.standings.item(0, c).text() for c in range(4)]
    # The engine's totals, in seat order, on the Total row of the printed standings.
    words = text.split()
    at = words.index("Total")
    assert words[at + 1:at + 5] == totals
    assert "Chi: concealed kong" in " ".join(words)  # and the hand list


def test_search_open_another_scorebook_and_the_chart(page: ScorebookPage,
                                                     tmp_path: Path) -> None:
    create(page, name="Friday")
    create(page, name="Saturday", names=["Hạnh", *NAMES[1:]])
    page.search_edit.setText("hạnh")
    assert page.session_list.count() == 1 and page.info is not None
    assert page.info.name == "Saturday"
    page.search_edit.setText("nobody")
    assert page.session_list.count() == 0
    assert page.message_label.text() == "No session matches “nobody”."
    page.search_edit.clear()
    assert page.session_list.count() == 2
    item = page.session_list.item(0).text()
    assert item.split("\n")[1].endswith("Hands: 0") and item.count("\n") == 2
    assert item.split("\n")[2].startswith("Created ")
    kong(page)
    win(page, 0, 3, 2)
    page.tabs.setCurrentWidget(page.chart)  # drawn when shown
    assert page.chart.running == [tuple(int(page.standings.item(0, c).text()) for c in range(4))]
    shot = page.chart.grab().toImage()  # painted: the lines in the seats' colours
    colours = {shot.pixelColor(x, y).name() for x in range(0, shot.width(), 3)
               for y in range(0, shot.height(), 3)}
    assert {c.name() for c in SEAT_COLOURS} <= colours
    other = tmp_path / "second.sqlite3"
    assert page.open_scorebook(other)
    assert page.sessions() == [] and page.title_label.text() == "No session yet"
    assert not page.standings.isVisibleTo(page) and not page.tabs.isVisibleTo(page)
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"not a database at all, really not")
    assert not page.open_scorebook(bad)
    assert page.message_label.text() == f"{bad} is not a scorebook."
    assert page.path == other  # the one open stays open
    assert page.open_scorebook(tmp_path / "club.sqlite3") and len(page.sessions()) == 2


def test_a_win_from_the_calculator_shows_where_the_session_differs(page: ScorebookPage) -> None:
    create(page, "hk-modern", "HK", options={"min_faan": "0"})
    win(page, 1, 0, 1)  # Lê Chi (South) wins hand 1 on the dealer's discard: he deals next
    profile = get_profile("hk-modern")
    text = "12345678911m pong:7z 1f"  # docs/rules.md §3: South self-draws 5 faan
    hand, melds, bonus = parse_hand(text)
    east_deals = HKSituation(win=WinType.SELF, seat=1, dealer=0, prevailing=1)
    shown = calculate(profile, hand, melds, east_deals, bonus)
    assert shown.score is not None
    event = {"type": "win", "seat": 1, "hand": "12345678911m", "melds": ["pong:7z"],
             "bonus": "1f"}
    dialog = page.receive_win("hk-modern", {}, event,
                              CalculatorWin(0, (0, 1, 2, 3), 1, shown.deltas))
    assert isinstance(dialog, EntryDialog)
    session = [0, 0, 0, 0]
    for p in dialog.payments:
        session[p.payer] -= p.amount
        session[p.payee] += p.amount
    # The same win by the dealer, as the engine scores it, is what the session records.
    south_deals = calculate(profile, hand, melds, HKSituation(win=WinType.SELF, seat=1,
                                                              dealer=1, prevailing=1), bonus)
    assert tuple(session) == south_deals.deltas != shown.deltas
    note = dialog.note_label.text()
    assert dialog.note_label.isVisibleTo(dialog)
    assert note.startswith(f"In the calculator: Trần Bình {shown.deltas[0]:+d} / Lê Chi "
                           f"{shown.deltas[1]:+d}")
    assert f"In this session: Trần Bình {session[0]:+d} / Lê Chi {session[1]:+d}" in note
    assert note.endswith("The difference: the dealer here is Lê Chi, not Trần Bình.")
    dialog.reject()
    # The calculator set as the session is: nothing to explain.
    dialog = page.receive_win("hk-modern", {}, event,
                              CalculatorWin(1, (0, 1, 2, 3), 1, south_deals.deltas))
    assert isinstance(dialog, EntryDialog) and not dialog.note_label.isVisibleTo(dialog)
    dialog.reject()


def test_wall_end_by_tiles_says_how_each_player_was_judged(page: ScorebookPage) -> None:
    create(page, names=["An", "Bình", "Chi", "Dũng"])
    dialog = page.add_entry("wall_end")
    assert isinstance(dialog, EntryDialog)
    for s in range(4):
        dialog.status_boxes[s].setCurrentIndex(dialog.status_boxes[s].findData("not_ready"))
    hand_box = dialog.status_boxes[1]
    hand_box.setCurrentIndex(hand_box.findData("hand"))
    dialog.wall_hands[1].setText("123m456m789m2345m")  # ready: pure one suit (docs/rules.md §4)
    dialog.refresh()
    assert dialog.preview_label.text().startswith("An: not ready\nBình: ready, the best wait "
                                                  "is worth 4\nChi: not ready")
    dialog.wall_hands[1].setText("123m456m789m2345m6m")  # 14 tiles
    dialog.refresh()
    assert dialog.preview_label.text() == ("At the wall's end a hand has 13 tiles (a kong "
                                           "counts as 3).")
    assert not dialog.ok_button.isEnabled()
    dialog.reject()
    kong_dialog = page.add_entry("kong")
    assert isinstance(kong_dialog, EntryDialog)
    kong_dialog.kind_buttons["exposed"].setChecked(True)
    kong_dialog.seat_box.setCurrentIndex(2)
    kong_dialog.from_box.setCurrentIndex(2)  # on the maker's own discard
    kong_dialog.refresh()
    assert kong_dialog.preview_label.text() == (
        "A kong cannot be made on the player's own discard: choose who discarded the fourth "
        "tile.")
    kong_dialog.reject()


def test_typing_a_name_in_the_search_box_presses_no_single_key(qtbot,
                                                               page: ScorebookPage) -> None:
    create(page, "hk-modern", "HK", names=["Dung", "Nam", "Wen", "Khanh"],
           options={"min_faan": "0"})
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    page.search_edit.setFocus()
    qtbot.keyClicks(page.search_edit, "Dung Wen")  # D, N and W are the page's keys
    assert page.search_edit.text() == "Dung Wen"
    assert page.hand_events == [] and page.dialog is None
    assert page.session_list.count() == 1


def test_a_session_needs_four_different_names(page: ScorebookPage) -> None:
    dialog = page.new_session()
    assert isinstance(dialog, SessionDialog) and dialog.ok_button.isEnabled()
    dialog.name_edits[2].setText("  lê chi ")
    dialog.name_edits[1].setText("Lê Chi")
    assert not dialog.ok_button.isEnabled()
    assert dialog.names_label.text().startswith("Two seats have the same name (lê chi)")
    dialog.name_edits[2].setText("Chi")
    assert dialog.ok_button.isEnabled() and not dialog.names_label.isVisibleTo(dialog)
    dialog.reject()
