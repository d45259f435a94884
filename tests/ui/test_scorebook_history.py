"""The scorebook page's lasting history (issue 29 item 4; pytest-qt, offscreen): the History
tab lists who changed what and when, per hand and per session, as plain text; undo survives
closing the page; the sessions list gives each session's dates; a second import of the same
file is skipped or kept as a marked copy, counted once.

mil (docs/rules.md §4): a concealed kong takes 2 from each other player; a discard win of 1
fan costs the discarder 2."""

from __future__ import annotations

import getpass
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QDateTime, QLocale, Qt, QTime, QTimeZone
from PySide6.QtWidgets import QTableWidget

from mahjong_gui.store import scorebook as sb
from mahjong_gui.store.scorebook import Scorebook
from mahjong_gui.ui.scorebook import ScorebookPage
from mahjong_gui.ui.scorebook_history import local_date, local_time
from tests.ui.test_scorebook_club import kong, win

NAMES = ["An", "Bình", "Chi", "Dũng"]


@pytest.fixture()
def path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    monkeypatch.setattr(getpass, "getuser", lambda: "Lan")
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        book.create_session("Friday", "mil", NAMES)
    return path


def opened(qtbot, path: Path) -> ScorebookPage:  # type: ignore[no-untyped-def]
    page = ScorebookPage(path)
    qtbot.addWidget(page)
    page.resize(1120, 720)
    page.show()
    qtbot.waitExposed(page)
    return page


def totals(page: ScorebookPage) -> list[str]:
    return [cell(page.standings, 0, c) for c in range(4)]


def cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None
    return item.text()


def test_undo_survives_closing_the_page(qtbot, path: Path) -> None:  # type: ignore[no-untyped-def]
    page = opened(qtbot, path)
    kong(page)
    win(page, 0, 1, 1)
    assert totals(page) == ["0", "-4", "+6", "-2"]
    page.close()
    page.writer.close()
    assert page.book is not None
    page.book.close()

    again = opened(qtbot, path)
    assert [c.kind.value for c in again.model.undo_stack] == ["add", "add"]  # type: ignore[union-attr]
    assert again.undo_action.text() == "Undo: an entry in hand 1"
    again.undo()
    assert totals(again) == ["-2", "-2", "+6", "-2"]  # the win taken back, the kong kept
    again.close()
    again.writer.close()
    assert again.book is not None
    again.book.close()

    third = opened(qtbot, path)
    assert third.redo_action.text() == "Redo: an entry in hand 1"
    third.redo()
    assert totals(third) == ["0", "-4", "+6", "-2"]
    third.undo()
    third.undo()
    assert third.model is not None and third.model.hands == ()  # the hand itself taken back
    assert third.model.redo_stack[-1].kind.value == "add"
    with Scorebook(path) as book:
        (info,) = book.sessions()
        steps = [(e.kind, e.label, e.step) for e in book.history(info.id)]
    assert steps == [("create", "", ""), ("insert_hand", "add", ""), ("edit_hand", "add", ""),
                     ("edit_hand", "add", "undo"), ("edit_hand", "add", "redo"),
                     ("edit_hand", "add", "undo"), ("delete_hand", "add", "undo")]


def test_the_history_tab_per_hand_and_per_session(qtbot, path: Path) -> None:  # type: ignore[no-untyped-def]
    page = opened(qtbot, path)
    kong(page)
    win(page, 0, 1, 1)
    view = page.history_view
    page.tabs.setCurrentWidget(view)
    page._select(0, None)
    rows = view.rows
    assert [r[1:4] for r in rows] == [("Lan", "1", "Entry added"), ("Lan", "1", "Entry added")]
    assert rows[0][4:] == ("Chi: concealed kong",
                           "Chi: concealed kong; An wins on Bình's discard · 1 fan")
    assert rows[1][4:] == ("—", "Chi: concealed kong")
    assert view.heading.text() == "Changes to hand 1: 2"
    assert page.info is not None
    with Scorebook(path) as book:
        book.update_session(page.info.id, name="<b>Saturday</b>")
        at = book.history(page.info.id)[-1].at
    page.poll()
    view.hand_only.setChecked(False)
    rows = view.rows
    assert view.heading.text() == "Changes to this session: 4"
    assert rows[0] == (local_time(at), "Lan", "—", "Renamed", "Friday", "<b>Saturday</b>")
    assert rows[-1][1:5] == ("Lan", "—", "Session created", "—")
    assert rows[-1][5] == "Friday · MIL Bloody Mahjong · An, Bình, Chi, Dũng"
    assert cell(view.table, 0, 5) == "<b>Saturday</b>"  # a table cell is plain text


def test_times_are_shown_in_the_locale() -> None:
    at = "2026-05-01T20:07:00+00:00"
    when = QDateTime(QDate(2026, 5, 1), QTime(20, 7), QTimeZone.utc()).toLocalTime()
    assert local_time(at) == QLocale().toString(when, QLocale.FormatType.ShortFormat)
    assert local_date(at) == QLocale().toString(when.date(), QLocale.FormatType.ShortFormat)
    assert local_time("not a time") == "not a time"
    assert QDateTime.fromString(at, Qt.DateFormat.ISODate).isValid()


def test_the_sessions_list_gives_the_dates(qtbot, path: Path,  # type: ignore[no-untyped-def]
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sb.book, "_now", lambda: "2026-06-03T12:00:00+00:00")
    with Scorebook(path) as book:
        (info,) = book.sessions()
        book.add_hand(info.id, [{"type": "win", "seat": 0, "from": 1, "value": 0}])
        info = book.session(info.id)
    page = opened(qtbot, path)
    lines = page.session_list.item(0).text().split("\n")
    assert lines[:2] == ["Friday", "MIL · Hands: 1"]
    assert lines[2] == (f"Created {local_date(info.created)} · changed "
                        f"{local_date('2026-06-03T12:00:00+00:00')}")
    assert local_date(info.created) != local_date(info.updated)


def test_a_second_import_is_skipped_or_kept_as_a_marked_copy(  # type: ignore[no-untyped-def]
        qtbot, path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    file = tmp_path / "night.json"
    file.write_text(json.dumps({"rules": "mil", "players": NAMES, "name": "Night", "hands": [
        {"events": [{"type": "win", "seat": 0, "from": 1, "value": 1}]}]}), encoding="utf-8")
    page = opened(qtbot, path)
    asked: list[str] = []
    answer = [False]

    def ask(title: str, text: str, yes: str, role: object, no: str | None = None) -> bool:
        asked.append(f"{text} [{yes} / {no}]")
        return answer[0]
    monkeypatch.setattr(page, "_ask", ask)

    def start() -> int | None:
        with qtbot.waitSignal(page.import_finished, timeout=60_000) as blocker:
            assert page.start_import(file)
        return blocker.args[0]  # type: ignore[no-any-return]
    first = start()
    assert first is not None and asked == []
    assert start() is None  # skipped
    assert asked == ["This session is already in the scorebook as “Night”. Skip it, or import "
                     "it as a marked copy? A marked copy is counted once in the club's "
                     "statistics. [Import as a marked copy / Skip]"]
    assert len(page.sessions()) == 2
    answer[0] = True
    copy = start()
    assert copy is not None and copy != first
    infos = {i.id: i for i in page.sessions()}
    assert (infos[copy].copy_of, infos[first].copy_of) == (first, None)
    assert page.session_list.currentItem().text().split("\n")[1] == (
        "MIL · Hands: 1 · marked copy")
    assert page.book is not None
    stats = page.book.club_stats("mil")
    assert (stats["An"].total, stats["Bình"].total, stats["An"].hands) == (2, -2, 1)


RULES_HANDS = [[{"type": "win", "seat": 0, "from": 1, "value": 3}],  # mil: (3, -13, 15, -5)
               [{"type": "win", "seat": 2, "value": 2}]]


def test_changing_the_rules_asks_with_the_numbers_then_settles_again(  # type: ignore[no-untyped-def]
        qtbot, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QApplication

    from mahjong_gui.ui import i18n

    # The English catalogue, as the app installs it (its plural forms: "2 hands"), whatever
    # an earlier test left installed.
    keep = i18n.install_translators(QApplication.instance(), "en")  # noqa: F841
    with Scorebook(path) as book:
        (info,) = book.sessions()
        for hand in RULES_HANDS:
            book.add_hand(info.id, hand)
    page = opened(qtbot, path)
    assert totals(page) == ["+3", "-13", "+15", "-5"]
    asked: list[str] = []
    answer = [False]

    def ask(title: str, text: str, yes: str, role: object, no: str | None = None) -> bool:
        asked.append(f"{title}: {text} [{yes}]")
        return answer[0]
    monkeypatch.setattr(page, "_ask", ask)

    def edit(rules: str) -> None:
        dialog = page.edit_session()
        assert dialog is not None
        dialog.profile_box.setCurrentIndex(dialog.profile_box.findData(rules))
        dialog.name_edit.setText("Renamed")
        dialog.accept()
    edit("mahjchina")  # kept as it was: nothing written, the name neither
    assert asked == ["Change the rules: Every hand is settled again under the new rules: 2 "
                     "hands change.\n\nTotals before and after:\nAn: +3 → 0\nBình: -13 → -6"
                     "\nChi: +15 → +9\nDũng: -5 → -3 [Change the rules]"]
    assert page.info is not None and (page.info.rules, page.info.name) == ("mil", "Friday")
    answer[0] = True
    edit("mahjchina")
    assert page.info is not None and (page.info.rules, page.info.name) == ("mahjchina",
                                                                           "Renamed")
    assert totals(page) == ["0", "-6", "+9", "-3"]
    assert page.model is not None and page.model.undo_stack == []  # a new stack
    asked.clear()
    edit("hk-modern")  # the self-draw of 2 faan is below Hong Kong's minimum of 3
    assert asked == []
    assert page.message_label.text() == (
        "The rules were not changed. Hand 2 cannot be settled under the new rules: Below the "
        "Hong Kong minimum: the hand has too few faan to win.")
    assert page.info is not None and page.info.rules == "mahjchina"
    assert totals(page) == ["0", "-6", "+9", "-3"]
