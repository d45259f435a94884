"""The Drills area in the window: its place in the navigation, the Learn pages' "Practise
this" (each page's topic), the way back to Learn, and from play to drills: a hand ended in Play
puts the human's clearly worse discards into the profile's "your mistakes" deck."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from mahjong_gui.bots.registry import make_bot
from mahjong_gui.drills.mistakes import mistakes_from_log
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.engine.table import Match, play_hand
from mahjong_gui.store.drills import MISTAKES
from mahjong_gui.ui.drills_page import DrillsPage
from mahjong_gui.ui.main_window import MainWindow
from tests.drills.test_mistakes import WorstDiscards


def drills(window: MainWindow) -> DrillsPage:
    page = window.page("drills")
    assert isinstance(page, DrillsPage)
    return page


def test_drills_is_an_area_of_its_own(window: MainWindow) -> None:
    assert window.area_names()[-1] == "drills"
    window.show_area("drills")
    assert window.current_area() == "drills"
    assert drills(window).prompt.text()  # a first question is there


@pytest.mark.parametrize(("page_id", "rules", "kind"), [
    ("profile-majsoul", "majsoul", "value"),
    ("profile-hk-classical", "hk-classical", "value"),
    ("play-sichuan", next(iter(PROFILES)), "discard"),
])
def test_a_learn_page_practises_its_topic(window: MainWindow, page_id: str, rules: str,
                                          kind: str) -> None:
    window.show_area("rules")
    learn = window.page("rules")
    learn.open_page(page_id)
    button = learn.findChild(QPushButton, "learn_practise")
    assert button is not None and button.isVisibleTo(learn)
    button.click()
    page = drills(window)
    assert window.current_area() == "drills"
    assert (page.rules, page.kind) == (rules, kind)
    assert page.drill is not None and page.drill.rules == rules


def test_the_glossary_offers_no_drill(window: MainWindow) -> None:
    learn = window.page("rules")
    learn.open_page("glossary")
    assert not learn.findChild(QPushButton, "learn_practise").isVisibleTo(learn)


def test_drills_link_back_to_the_rules_in_learn(window: MainWindow) -> None:
    page = drills(window)
    page.choose("competition", "value", 1)
    link = page.findChild(QLabel, "drill_learn")
    assert "profile-competition" in link.text()
    link.linkActivated.emit("profile-competition")
    assert window.current_area() == "rules"
    assert window.page("rules").current_page() == "profile-competition"


def test_a_played_hands_mistakes_reach_the_review_deck(window: MainWindow) -> None:
    profile = PROFILES["mil"]
    match = Match(profile, seed=2)
    table = match.start_hand()
    play_hand(table, [WorstDiscards(), *(make_bot("normal", s) for s in (2, 3, 4))])
    match.sync()
    expected = mistakes_from_log(table.events, 0, profile)
    assert expected, "throwing the worst tile every turn makes mistakes"
    window.play_page.controller.match = match
    window.collect_mistakes(wait=True)
    store = drills(window).store
    assert store is not None
    kept = [c for c in store.cards() if c.deck.kind == MISTAKES]
    assert len(kept) == len(expected)
    assert [store.drill_of(c).question for c in kept] == [d.question for d in expected]
    assert str(len(expected)) in window.status_message()


def test_the_pick_row_of_every_tile_fits_its_width(window: MainWindow) -> None:
    window.resize(1120, 720)
    window.show()
    page = drills(window)
    page.choose("hk-modern", "waits", 2)
    page.new_question(4)
    QApplication.processEvents()
    row = page.pick_row
    assert len(row.tiles) == 34  # every kind a Hong Kong hand can wait on
    assert row._rects()[-1].right() <= row.width()
