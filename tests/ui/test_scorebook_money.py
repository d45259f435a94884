"""The night's money in the Scorebook page (issue 29 item 3): the session dialog's stake and
cap, the Night's money tab, the printed session and the CSV; and the entry defects of issue 29
item 5 in the scorebook's dialogs and the calculator (the wheel over an unfocused combo, a
bonus tile in Sichuan, the default winner, a flower clicked in the hand strip)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QInputMethodEvent, QInputMethodQueryEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from mahjong_gui.engine.tiles import parse
from mahjong_gui.store.scorebook import export_csv
from mahjong_gui.ui.calculator import CalculatorPage
from mahjong_gui.ui.scorebook import ScorebookPage
from mahjong_gui.ui.scorebook_dialogs import EntryDialog, SessionDialog
from tests.ui.helpers import scorebook_page

NAMES = ["An", "Bình", "Chi", "Dũng"]
# Hand 1: An wins plain (1) on Bình's discard -> (1,-1,0,0); hand 2: Chi's concealed kong, 2
# from each other player -> (-2,-2,6,-2). Totals (-1,-3,6,-2).
HAND_1 = [{"type": "win", "seat": 0, "from": 1, "value": 0}]
HAND_2 = [{"type": "kong", "seat": 2, "kind": "concealed"}]


@pytest.fixture()
def page(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ScorebookPage:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    return scorebook_page(qtbot, tmp_path / "book.sqlite3")


def create(page: ScorebookPage, rules: str = "mil", stake: float = 0.0,
           cap: float = 0.0) -> SessionDialog:
    dialog = page.new_session(rules)
    dialog.name_edit.setText("Friday")
    for edit, n in zip(dialog.name_edits, NAMES, strict=True):
        edit.setText(n)
    dialog.stake_box.setValue(stake)
    dialog.cap_box.setValue(cap)
    dialog.accept()
    return dialog


def record_two_hands(page: ScorebookPage) -> None:
    assert page.book is not None and page.session_id is not None
    sid = page.session_id
    page.book.add_hand(sid, HAND_1)
    page.book.add_hand(sid, HAND_2)
    page.reload_sessions(select=sid)


def wheel(widget: QWidget, steps: int = -1) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * steps), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_night_is_shown_printed_and_exported(page: ScorebookPage) -> None:
    create(page, stake=0.5, cap=1.2)
    info = page.info
    assert info is not None and (info.stake, info.cap) == (50, 120)
    record_two_hands(page)
    assert page.tabs.tabText(3) == "Night's money"
    assert page.money_label.text().split("\n") == [
        "0.50 a point · at most 1.20 paid a night",
        "An: -0.50, Bình: -1.20, Chi: 2.70, Dũng: -1.00",
        "The cap cut what Bình pays; the winners share what is paid."]
    table = page.money_table
    assert [[table.item(r, c).text() for c in range(3)] for r in range(table.rowCount())] == [
        ["Bình", "Chi", "1.20"], ["Dũng", "Chi", "1.00"], ["An", "Chi", "0.50"]]
    html = page.session_html()
    assert "<h3>Night&#x27;s money</h3>" in html or "<h3>Night's money</h3>" in html
    assert "<td>Dũng</td><td>Chi</td>" in html
    text = export_csv(page.book, page.session_id, page.csv_headings())  # type: ignore[arg-type]
    assert list(csv.reader(io.StringIO(text)))[-3:] == [
        ["pays", "Bình", "Chi", "1.20"], ["pays", "Dũng", "Chi", "1.00"],
        ["pays", "An", "Chi", "0.50"]]


def test_the_stake_is_changed_by_editing_the_session(page: ScorebookPage) -> None:
    create(page)
    record_two_hands(page)
    assert page.money_table.isHidden() and "keeps no money" in page.money_label.text()
    dialog = page.edit_session()
    assert dialog is not None and not dialog.cap_box.isEnabled()
    dialog.stake_box.setValue(2)
    assert dialog.cap_box.isEnabled()
    dialog.accept()
    info = page.info
    assert info is not None and (info.stake, info.cap) == (200, None)
    assert [page.money_table.item(r, 2).text() for r in range(3)] == ["6.00", "4.00", "2.00"]
    assert page.hand_events == [HAND_1, HAND_2]


def test_the_wheel_turns_no_unfocused_combo(page: ScorebookPage, qtbot) -> None:
    create(page)
    win = page.add_entry("win")
    assert isinstance(win, EntryDialog)
    win.show()
    for box in (win.seat_box, win.from_box, win.void_box):
        before = box.currentIndex()
        wheel(box)
        assert box.currentIndex() == before, box.objectName()
        assert box.focusPolicy() == Qt.FocusPolicy.StrongFocus
    win.value_spin.setValue(3)
    wheel(win.value_spin, 1)
    assert win.value_spin.value() == 3
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    win.seat_box.setFocus()
    qtbot.waitUntil(win.seat_box.hasFocus)
    wheel(win.seat_box)  # focused: the wheel turns it
    assert win.seat_box.currentIndex() == 1
    win.reject()


def test_the_wheel_turns_no_unfocused_calculator_combo(qtbot) -> None:
    calc = CalculatorPage()
    qtbot.addWidget(calc)
    calc.show()
    calc.load_example(next(e for e in calc_examples() if e.profile == "mil"))
    boxes = calc.findChildren(QComboBox)
    assert len(boxes) >= 6
    before = [b.currentIndex() for b in boxes]
    text = calc.message_label.text()
    for box in boxes:
        wheel(box)
    assert [b.currentIndex() for b in boxes] == before
    assert calc.message_label.text() == text


def calc_examples():  # type: ignore[no-untyped-def]
    from mahjong_gui.ui.calculator import EXAMPLES

    return EXAMPLES


def test_a_flower_in_a_sichuan_win_is_named(page: ScorebookPage) -> None:
    create(page)
    win = page.add_entry("win")
    assert isinstance(win, EntryDialog)
    win.hand_edit.setText("123456789m23455m 1f")
    win._hand_typed()
    assert win.preview_label.text() == ("MIL Bloody Mahjong has no flowers or seasons: "
                                        "remove Plum from the hand.")
    assert not win.ok_button.isEnabled()
    win.hand_edit.setText("123456789m23455m")
    win._hand_typed()
    assert win.ok_button.isEnabled()
    win.reject()


def test_the_default_winner_is_still_in_the_hand(page: ScorebookPage) -> None:
    create(page)
    first = page.add_entry("win")
    assert isinstance(first, EntryDialog) and first.seat_box.currentIndex() == 0
    first.how_buttons["self"].setChecked(True)
    first.accept()
    second = page.add_entry("win")
    assert isinstance(second, EntryDialog)
    assert second.seat_box.currentIndex() == 1  # An has won: Bình is the first still in
    assert second.from_box.currentIndex() == 2
    second.reject()


def test_a_flower_clicked_in_the_hand_strip_is_removed_or_named(qtbot) -> None:
    calc = CalculatorPage()
    qtbot.addWidget(calc)
    calc.show()
    calc.profile_box.setCurrentIndex(calc.profile_box.findData("hk-modern"))
    calc.set_notation("123m 1f 3f")
    plum, chrysanthemum = parse("1f")[0], parse("3f")[0]
    assert calc.state.bonus == [plum, chrysanthemum]
    calc._hand_clicked(4)  # the strip: 1 2 3 Characters, then Plum, Chrysanthemum
    assert calc.state.bonus == [plum] and calc.notice == ""
    assert calc.text.text() == "123m 1f"
    calc.state.set_profile("mil")
    calc.state.bonus = [plum]  # a state no edit makes: named all the same
    calc._hand_clicked(3)
    assert calc.notice == "MIL Bloody Mahjong has no bonus tiles: Plum cannot be added."


def test_the_why_column_of_the_payments_is_not_cut(page: ScorebookPage) -> None:
    create(page)
    record_two_hands(page)
    page.hands_tree.setCurrentItem(page.hands_tree.topLevelItem(1))
    QApplication.processEvents()
    table = page.payments
    assert table.rowCount() == 3 and table.horizontalHeaderItem(3).text() == "Why"
    header = table.horizontalHeader()
    need = max(table.sizeHintForColumn(3), header.sectionSizeFromContents(3).width())
    assert header.sectionSize(3) >= need > 0


def test_the_wall_end_preview_is_whole(page: ScorebookPage, qtbot) -> None:
    create(page)
    dialog = page.add_entry("wall_end")
    assert isinstance(dialog, EntryDialog)
    dialog.show()
    for s, box in dialog.status_boxes.items():
        box.setCurrentIndex(box.findData("hand"))
        dialog.wall_hands[s].setText("123m456m789m2345m" if s % 2 else "123m456m789m1199p")
    dialog.refresh()
    qtbot.waitUntil(lambda: dialog.preview_label.height()
                    >= dialog.preview_label.heightForWidth(dialog.preview_label.width()))
    label = dialog.preview_label
    assert label.text().count("\n") >= 5  # four judgements, a blank line, the payments
    inside = label.geometry()
    assert dialog.preview_box.contentsRect().contains(inside)
    top = label.mapTo(dialog, inside.topLeft() - label.pos())
    assert top.y() >= 0 and top.y() + label.height() <= dialog.height()
    dialog.reject()


def commit_text(widget: QWidget, text: str) -> None:
    """What an input method sends when a Chinese or Japanese word is chosen."""
    event = QInputMethodEvent("", [])
    event.setCommitString(text)
    QApplication.sendEvent(widget, event)


def test_a_cjk_name_is_picked_by_typing(page: ScorebookPage) -> None:
    dialog = page.new_session("hk-modern")
    for edit, n in zip(dialog.name_edits, ["王小明", "李华", "佐藤", "Đức"], strict=True):
        edit.setText(n)
    dialog.accept()
    win = page.add_entry("win")
    assert isinstance(win, EntryDialog)
    box = win.seat_box
    query = QInputMethodQueryEvent(Qt.InputMethodQuery.ImEnabled)
    QApplication.sendEvent(box, query)  # what an input method asks before it sends text
    assert query.value(Qt.InputMethodQuery.ImEnabled) is True
    commit_text(box, "李")  # a name's beginning
    assert box.currentText() == "李华"
    commit_text(box, "小明")  # inside a name
    assert box.currentText() == "王小明"
    commit_text(box, "佐")
    assert box.currentText() == "佐藤"
    commit_text(box, "đ")
    assert box.currentText() == "Đức"
    commit_text(box, "金")  # nobody: the choice stays
    assert box.currentText() == "Đức"
    win.reject()
