"""A tie named as a tie (issue 30 item 8): when players share first place at the match's end,
the end-of-match dialog and the table's banner name them all as a tie, never one "Winner"."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from mahjong_gui.engine import events as ev
from mahjong_gui.ui import texts
from mahjong_gui.ui.dialogs import HandEndDialog, match_over_text, match_winners
from mahjong_gui.ui.play.page import PlayPage
from tests.ui.test_play_hand_end import NAMES, played


@pytest.mark.parametrize(("scores", "ranks", "winners"), [
    pytest.param((40, 40, -30, -50), None, (0, 1), id="points_tie"),
    pytest.param((40, 39, -30, -49), None, (0,), id="points_one_winner"),
    pytest.param((25_000, 25_000, 30_000, 20_000), (2.5, 2.5, 4.0, 1.0), (2,),
                 id="ranked_one_winner"),
    pytest.param((30_000, 30_000, 20_000, 20_000), (3.5, 3.5, 1.5, 1.5), (0, 1),
                 id="ranked_tie"),
    pytest.param((0, 0, 0, 0), None, (0, 1, 2, 3), id="everyone_level"),
])
def test_first_place_is_shared_by_equal_players(scores, ranks, winners) -> None:
    assert match_winners(ev.MatchEnded(scores, ranks, "complete")) == winners


def test_the_dialog_names_a_tie(qtbot) -> None:
    _match, summary = played("mil", 4)
    final = ev.MatchEnded((40, -30, 40, -50), None, "complete")
    d = HandEndDialog(summary, NAMES, final)
    qtbot.addWidget(d)
    line = d.findChild(QLabel, "match_over").text()
    assert line == "The match is over. A tie: {} share first place.".format(
        texts.join(["You", "Across"]))  # the locale's list: "You and Across" in English
    places = {name: place for place, name, _total in d.standings}
    assert places["You"] == places["Across"] == "1"
    one = HandEndDialog(summary, NAMES, ev.MatchEnded((41, -30, 40, -51), None, "complete"))
    qtbot.addWidget(one)
    assert one.findChild(QLabel, "match_over").text() == "The match is over. Winner: You."


def test_the_banner_names_a_tie(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    page = PlayPage()
    qtbot.addWidget(page)
    page.names = ("You", "Lan", "Minh", "Hoa")
    page._match_ended(ev.MatchEnded((10, 10, 10, -30), None, "complete"))
    assert page.banners_shown[-1] == match_over_text(
        ev.MatchEnded((10, 10, 10, -30), None, "complete"), page.names)
    assert page.banners_shown[-1] == \
        "The match is over. A tie: {} share first place.".format(
            texts.join(["You", "Lan", "Minh"]))
    page.controller.shutdown()
