"""The end of a hand and of a match (pytest-qt, offscreen): each winner's hand drawn with its
patterns, at the wall's end every hand still in with its status and ready value, every
payment row in view at the default window size, the standings at the match's end, and a
dialog that only its own button closes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from mahjong_gui.engine import events as ev
from mahjong_gui.ui import texts
from mahjong_gui.ui.controller import HandSummary
from mahjong_gui.ui.dialogs import HandEndDialog
from tests.ui.helpers import greedy_hand as played

NAMES = ("You", "Right", "Across", "Left")


def dialog_for(qtbot, summary: HandSummary, final: ev.MatchEnded | None = None):
    d = HandEndDialog(summary, NAMES, final)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def test_wall_end_shows_every_winner_and_every_ready_value(qtbot) -> None:
    # mil, seed 4: a self-drawn win and a win on a discard, then the wall runs out with
    # seat 0 not ready and seat 3 ready (value 1).
    _match, summary = played("mil", 4)
    assert summary.reason == "wall" and len(summary.wins) == 2
    assert summary.wall_status == ((0, None, False), (3, 1, False))
    d = dialog_for(qtbot, summary)
    shown = dict((seat, tiles) for seat, tiles in d.hand_tiles)
    for won in summary.wins:  # each winner's hand, tile for tile, with its patterns
        assert sorted(shown[won.seat]) == sorted(won.hand)
        who = "You won:" if won.seat == 0 else f"{NAMES[won.seat]} won:"
        caption = next(c for c in d.hand_captions if c.startswith(who))
        assert all(texts.pattern(pid) in caption for pid, _v, _c in won.patterns)
        assert f"(value {won.value})" in caption
    for seat, _value, _pig in summary.wall_status:  # every hand still in, face up
        tiles, _melds = summary.hands[seat]
        assert sorted(shown[seat]) == sorted(tiles)
    assert "You: not ready" in d.hand_captions
    assert "Left: ready, value 1" in d.hand_captions
    # The self-draw bonus explained in its rows: the hand's value and the bonus paid on top.
    self_won = next(w for w in summary.wins if w.win == "self")
    rows = d.payment_rows()
    bonus_rows = [r for r in rows if "self-draw bonus" in r[3]]
    assert bonus_rows and all(f"value {self_won.value} + self-draw bonus 1" in r[3]
                              and r[2] == str(self_won.value + 1) for r in bonus_rows)


def test_every_payment_row_is_in_view_at_the_default_size(qtbot) -> None:
    _match, summary = played("mil", 38)  # 14 payment rows
    assert len(summary.payments) >= 12
    d = dialog_for(qtbot, summary)
    d.resize(d.sizeHint())
    assert d.sizeHint().height() <= 720 - 40 and d.sizeHint().width() <= 1120
    table = d.rows
    assert table.verticalScrollBar().maximum() == 0  # nothing to scroll to
    needed = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.viewport().height() >= needed


@pytest.mark.parametrize("key", [Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter,
                                 Qt.Key.Key_Escape])
def test_the_pass_key_does_not_close_it(qtbot, key: Qt.Key) -> None:
    _match, summary = played("mil", 4)
    d = dialog_for(qtbot, summary)
    assert d.focusWidget() not in (d.ok_button, d.replay_button)
    qtbot.keyClick(d, key)
    qtbot.keyClick(d.ok_button, Qt.Key.Key_Space)  # even with its button focused
    assert d.isVisible() and d.result() == 0
    qtbot.mouseClick(d.ok_button, Qt.MouseButton.LeftButton)  # its own button closes it
    assert not d.isVisible()


def test_the_match_end_shows_the_standings(qtbot) -> None:
    match, summary = played("competition", 2, hands=2)
    final = match.events[-1]
    assert isinstance(final, ev.MatchEnded) and final.rank_points is not None
    d = dialog_for(qtbot, summary, final)
    order = sorted(range(4), key=lambda s: (-final.rank_points[s], -final.scores[s]))
    assert [name for _place, name, _total in d.standings] == [NAMES[s] for s in order]
    assert d.standings[0][0] == "1"
    cols = [d.totals.horizontalHeaderItem(c).text() for c in range(d.totals.columnCount())]
    assert cols == ["Place", "Player", "This hand", "Score", "Rank points"]
    assert d.ok_button.text() == "Close"
    # Mahjong Soul: the points each player holds.
    match, summary = played("majsoul", 5, hands=1)
    final = match.events[-1]
    assert isinstance(final, ev.MatchEnded)
    d = dialog_for(qtbot, summary, final)
    cols = [d.totals.horizontalHeaderItem(c).text() for c in range(d.totals.columnCount())]
    assert cols == ["Place", "Player", "This hand", "Points held"]
    assert [int(total) for _p, _n, total in d.standings] == sorted(final.scores, reverse=True)


def test_the_match_end_charts_the_running_totals(qtbot) -> None:
    match, summary = played("mil", 3, hands=4)
    final = match.events[-1]
    assert isinstance(final, ev.MatchEnded)
    ends = [e for e in match.events if isinstance(e, ev.HandEnded)]
    assert len(ends) == 4
    d = dialog_for(qtbot, summary, final)
    chart = d.chart
    assert chart is not None and chart.isVisible()
    # One line per seat: the start, then the engine's score after each hand, ending on the
    # match's final scores.
    for seat in range(4):
        assert chart.series[seat] == [0] + [e.scores[seat] for e in ends]
        assert chart.series[seat][-1] == final.scores[seat]
        pts = chart.points(seat)
        assert len(pts) == 5
        assert [p.x() for p in pts] == sorted(p.x() for p in pts)  # hands left to right
        area = chart.plot_rect()
        assert all(area.adjusted(-1, -1, 1, 1).contains(p) for p in pts)
    # Higher totals are drawn higher.
    last = [(chart.series[s][-1], chart.points(s)[-1].y()) for s in range(4)]
    by_score = sorted(last)
    assert [y for _v, y in by_score] == sorted((y for _v, y in last), reverse=True)
    assert not chart.grab().isNull()
    # A hand's end inside the match: no chart yet.
    assert dialog_for(qtbot, summary).chart is None
