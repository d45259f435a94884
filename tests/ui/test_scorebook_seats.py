"""Seat changes between games in the Scorebook page (issue 29 item 4): the Change seats…
action refused while a game is played, its dialog (typed and CJK names, four different
names), the standings and money by name after the change, each hand named as it was seated,
the players' screen, and the change undone."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QTableWidget

from mahjong_gui.ui.scorebook import ScorebookPage
from mahjong_gui.ui.scorebook_dialogs import SeatsDialog
from tests.helpers import three_wins
from tests.ui.helpers import scorebook_page

NAMES = ["An", "Bình", "Chi", "Dũng"]


@pytest.fixture()
def page(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ScorebookPage:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    p = scorebook_page(qtbot, tmp_path / "book.sqlite3", (1120, 720))
    assert p.book is not None
    sid = p.book.create_session("Friday", "mil", NAMES, options={"hands": "2"}, stake=50)
    p.book.add_hand(sid, three_wins(1))  # (1, -3, 1, 1)
    p.reload_sessions(select=sid)
    return p


def row(table: QTableWidget, r: int) -> list[str]:
    return [table.item(r, c).text() for c in range(table.columnCount())]


def heads(table: QTableWidget) -> list[str]:
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


def test_seats_change_between_games_and_the_standings_go_by_name(page: ScorebookPage) -> None:
    assert page.seats_button.text() == "Change seats…" and page.seats_button.isEnabled()
    assert page.change_seats() is None  # game 1 has one of its two hands
    assert page.message_label.text() == ("Seats change between games: 1 of this game's 2 "
                                         "hands are played.")
    assert page.book is not None and page.session_id is not None
    page.book.add_hand(page.session_id, three_wins(3, 1))  # (2, 2, 2, -6): the game is over
    page.reload_sessions(select=page.session_id)
    dialog = page.change_seats()
    assert isinstance(dialog, SeatsDialog)
    assert [e.text() for e in dialog.name_edits] == NAMES
    assert not dialog.ok_button.isEnabled()  # the same seating
    dialog.name_edits[3].setText("Bình")
    assert not dialog.ok_button.isEnabled()
    assert dialog.problem_label.text() == "The four seats need four different names."
    dialog.name_edits[3].setText(" 美玲 ")  # typed, as an input method commits it
    assert dialog.ok_button.isEnabled() and dialog.names() == ["An", "Bình", "Chi", "美玲"]
    dialog.accept()
    info = page.info
    assert info is not None and info.players == ("An", "Bình", "Chi", "美玲")
    assert page.message_label.text() == "From hand 3 on: An, Bình, Chi, 美玲."
    page.book.add_hand(page.session_id, three_wins(0, 2))  # (-12, 4, 4, 4)
    page.reload_sessions(select=page.session_id)
    assert heads(page.standings) == ["An", "Bình", "Chi", "美玲", "Dũng"]
    assert row(page.standings, 0) == ["-9", "+3", "+7", "+4", "-5"]
    assert page.money_label.text().split("\n")[1] == (
        "An: -4.50, Bình: 1.50, Chi: 3.50, 美玲: 2.00, Dũng: -2.50")
    model = page.hands_model
    assert model.labels[1:] == ["An", "Bình", "Chi", "Dũng / 美玲"]
    first = model.row_texts(page.model.hands[0])  # type: ignore[union-attr]
    last = model.row_texts(page.model.hands[2])  # type: ignore[union-attr]
    assert first[0][0][0].endswith("· seats: An, Bình, Chi, Dũng")
    assert "Dũng" in first[3][0][0] and "seats:" not in last[0][0][0]
    assert last[3][0][0].startswith("美玲 wins on An's discard")
    stats = dict(page.player_stats())
    assert (stats["Dũng"].hands, stats["美玲"].hands, stats["An"].hands) == (2, 1, 3)
    screen = page.open_players_screen()
    assert [name for name, _ in screen.rows()] == ["Chi", "美玲", "Bình", "Dũng", "An"]
    screen.close()


def test_the_seat_change_is_undone_and_redone(page: ScorebookPage) -> None:
    assert page.book is not None and page.session_id is not None
    page.book.add_hand(page.session_id, three_wins(3, 1))
    page.reload_sessions(select=page.session_id)
    page.change_seats(["An", "Bình", "Chi", "Em"])
    assert page.info is not None and page.info.seatings == ((2, tuple(NAMES)),)
    assert heads(page.standings) == ["An", "Bình", "Chi", "Em", "Dũng"]
    page.undo()
    assert page.message_label.text() == ("Undone: the seat change before hand 3 (An, Bình, "
                                         "Chi, Em).")
    assert page.info.players == tuple(NAMES) and page.info.seatings == ()
    assert heads(page.standings) == NAMES and row(page.standings, 0) == ["+3", "-1", "+3", "-5"]
    page.redo()
    assert page.info.players == ("An", "Bình", "Chi", "Em")
    kinds = [e.kind for e in page.book.history(page.session_id)]
    assert kinds[-3:] == ["seats", "seats", "seats"]
