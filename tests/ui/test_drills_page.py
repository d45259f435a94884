"""The Drills area (pytest-qt, offscreen): one question of each kind answered with the keys
alone, the explanation drawn, the answer kept in the store and scheduled, today's review with a
mistake from a played hand first, and the page in another language."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from mahjong_gui.drills import Drill, generate
from mahjong_gui.drills.mistakes import mistakes_from_log
from mahjong_gui.drills.model import (
    DiscardAnswer,
    ValueAnswer,
    WaitsAnswer,
    WallEndAnswer,
    YesNoAnswer,
)
from mahjong_gui.drills.schedule import FixedClock
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.engine.table import Table, play_hand
from mahjong_gui.store.drills import DrillStore
from mahjong_gui.ui.drills_page import DrillsPage, TileRow, kind_name
from tests.ui.helpers import explained

T0 = datetime(2026, 3, 3, 18, 0, tzinfo=timezone.utc)


@pytest.fixture()
def page(qtbot, tmp_path: Path) -> DrillsPage:
    p = DrillsPage(str(tmp_path / "drills.sqlite3"), FixedClock(T0))
    qtbot.addWidget(p)
    p.resize(1300, 850)
    p.show()
    qtbot.waitExposed(p)
    return p


def _ask(page: DrillsPage, drill: Drill) -> None:
    page.choose(drill.rules, drill.kind.value, drill.level)
    page.show_drill(drill)


def _move_to(qtbot, row: TileRow, index: int) -> None:
    qtbot.keyClick(row, Qt.Key.Key_Home)
    for _ in range(index):
        qtbot.keyClick(row, Qt.Key.Key_Right)
    assert row.current == index


def _type_number(qtbot, box, value: int) -> None:
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box.lineEdit(), str(value))


def _then_next(qtbot, page: DrillsPage, kind: str) -> None:
    qtbot.keyClick(page.focusWidget(), Qt.Key.Key_Return)
    store = page.store
    assert store is not None
    assert store.stats(T0).by_kind[kind][1] == 1
    assert len(store.cards()) == 1 and store.cards()[0].reviews == 1
    assert page.grade_ is None  # the next question is up


def test_discard_by_keys(qtbot, page: DrillsPage) -> None:
    d = generate("discard", "mil", 3, 2)
    _ask(page, d)
    assert isinstance(d.answer, DiscardAnswer)
    best = d.answer.best[-1]
    index = page.hand_row.tiles.index(best)
    page.hand_row.setFocus()
    _move_to(qtbot, page.hand_row, index)
    qtbot.keyClick(page.hand_row, Qt.Key.Key_Return)
    assert page.grade_ is not None and page.grade_.right
    lines = explained(page)
    assert len(lines) == 1 + len(d.answer.candidates)  # "best" and one row per candidate
    assert page.verdict.text() == "Right."
    _then_next(qtbot, page, "discard")


def test_a_worse_discard_is_wrong_and_comes_back_sooner(qtbot, page: DrillsPage) -> None:
    d = generate("discard", "hk-modern", 4, 1)
    _ask(page, d)
    a = d.answer
    assert isinstance(a, DiscardAnswer)
    worse = next(c.tile for c in reversed(a.candidates) if c.tile not in a.accepted)
    page.hand_row.setFocus()
    _move_to(qtbot, page.hand_row, page.hand_row.tiles.index(worse))
    qtbot.keyClick(page.hand_row, Qt.Key.Key_Return)
    assert page.grade_ is not None and not page.grade_.right
    assert page.next_button.isVisible() and not page.rate_buttons[1].isVisible()
    qtbot.keyClick(page.focusWidget(), Qt.Key.Key_Return)
    (card,) = page.store.cards()
    assert card.due == T0 + timedelta(minutes=1)  # fsrs: Again, first learning step


def test_waits_by_keys(qtbot, page: DrillsPage) -> None:
    d = generate("waits", "mahjchina", 3, 4)
    _ask(page, d)
    assert isinstance(d.answer, WaitsAnswer)
    row = page.pick_row
    row.setFocus()
    for w in d.answer.waits:
        _move_to(qtbot, row, row.tiles.index(w))
        qtbot.keyClick(row, Qt.Key.Key_Space)
    qtbot.keyClick(row, Qt.Key.Key_Return)
    assert page.grade_ is not None and page.grade_.right
    assert len(explained(page)) == len(d.answer.waits)
    assert all("unseen" in line for line in explained(page))
    _then_next(qtbot, page, "waits")


@pytest.mark.parametrize("rules", ["majsoul", "hk-classical"])
def test_value_by_keys(qtbot, page: DrillsPage, rules: str) -> None:
    d = generate("value", rules, 2, 3)
    _ask(page, d)
    a = d.answer
    assert isinstance(a, ValueAnswer)
    _type_number(qtbot, page.units_box, a.units)
    for box, v in zip(page.delta_boxes, a.deltas, strict=True):
        qtbot.keyClick(page.focusWidget(), Qt.Key.Key_Tab)
        assert page.focusWidget() is box.lineEdit() or page.focusWidget() is box
        box.selectAll()
        qtbot.keyClicks(box.lineEdit(), str(v))
    qtbot.keyClick(page.delta_boxes[3].lineEdit(), Qt.Key.Key_Return)
    assert page.grade_ is not None and page.grade_.right
    lines = explained(page)
    assert len(lines) == 1 + 1 + 1 + len(a.patterns) + len(a.payments)  # value, totals, ..
    assert lines[1] == page.explain.deltas_text(a.deltas)
    assert a.reading and lines[2] == "Reading:"
    _then_next(qtbot, page, "value")


def test_wrong_waits_show_what_was_missed(qtbot, page: DrillsPage) -> None:
    d = generate("waits", "mil", 8, 1)
    _ask(page, d)
    a = d.answer
    assert isinstance(a, WaitsAnswer)
    row = page.pick_row
    row.setFocus()
    _move_to(qtbot, row, row.tiles.index(a.waits[0]))
    qtbot.keyClick(row, Qt.Key.Key_Space)  # one wait picked ...
    extra = next(i for i, t in enumerate(row.tiles) if t not in a.waits)
    _move_to(qtbot, row, extra)
    qtbot.keyClick(row, Qt.Key.Key_Space)  # ... and one tile that does not win
    qtbot.keyClick(row, Qt.Key.Key_Return)
    assert page.grade_ is not None and not page.grade_.right
    lines = explained(page)
    assert lines[0] == "Picked but not a wait:"
    assert ("Waits you missed:" in lines) == (len(a.waits) > 1)


def test_wall_end_by_keys(qtbot, page: DrillsPage) -> None:
    d = generate("wall_end", "competition", 1, 3)
    _ask(page, d)
    a = d.answer
    assert isinstance(a, WallEndAnswer)
    for box, v in zip(page.delta_boxes, a.deltas, strict=True):
        _type_number(qtbot, box, v)
    qtbot.keyClick(page.delta_boxes[3].lineEdit(), Qt.Key.Key_Return)
    assert page.grade_ is not None and page.grade_.right
    lines = explained(page)
    assert sum(1 for line in lines if "pays" in line) >= len(a.rows)
    _then_next(qtbot, page, "wall_end")


@pytest.mark.parametrize(("kind", "rules"), [("ready", "hk-modern"), ("pig", "mil")])
def test_quick_checks_by_keys(qtbot, page: DrillsPage, kind: str, rules: str) -> None:
    d = generate(kind, rules, 6, 1)
    _ask(page, d)
    assert isinstance(d.answer, YesNoAnswer)
    qtbot.keyClick(page.focusWidget(), Qt.Key.Key_N if d.answer.yes else Qt.Key.Key_Y)
    assert page.grade_ is not None and not page.grade_.right
    assert explained(page)
    _then_next(qtbot, page, kind)


def test_a_played_mistake_leads_the_review(qtbot, page: DrillsPage) -> None:
    from mahjong_gui.bots.registry import make_bot
    from tests.drills.test_mistakes import WorstDiscards

    profile = PROFILES["mil"]
    table = Table(profile, seed=2)
    play_hand(table, [WorstDiscards(), *(make_bot("normal", s) for s in range(3))])
    found = mistakes_from_log(table.events, 0, profile)
    assert found
    assert page.store is not None
    page.store.add_mistakes(found, T0 - timedelta(hours=1))
    page.choose("mil", "discard", 1)
    qtbot.mouseClick(page.review_button, Qt.MouseButton.LeftButton)
    assert page.reviewing and page.drill is not None
    assert page.drill.origin == "play" and page.drill.question == found[0].question
    assert kind_name("mistakes") in page.mode_label.text()
    assert "Your mistakes to review" in page.due_label.text()


def test_the_page_speaks_the_language(qtbot, qapp, page: DrillsPage) -> None:
    from mahjong_gui.ui import i18n

    _ask(page, generate("ready", "mil", 1, 1))
    english = page.prompt.text()
    try:
        i18n.install_translators(qapp, "vi")
        qapp.processEvents()
        assert page.prompt.text() != english
        assert page.review_button.text() != "Today's review"
    finally:
        i18n.install_translators(qapp, "en")
        qapp.processEvents()
    assert page.prompt.text() == english


def test_constructible_with_no_arguments(qtbot) -> None:
    p = DrillsPage()
    qtbot.addWidget(p)
    assert p.store is not None and p.drill is not None
    assert Path(p.store.path).name == "drills.sqlite3"


def test_a_newer_drills_file_is_one_message(qtbot, tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "d.sqlite3"
    DrillStore(path).add_card(generate("ready", "mil", 1, 1), T0)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    p = DrillsPage(str(path), FixedClock(T0))
    qtbot.addWidget(p)
    assert p.store is None
    assert "newer version" in p.status.text()
    assert p.drill is not None  # drills still work; only nothing is kept


def test_a_wrong_review_answer_comes_back_the_same_session(qtbot, page: DrillsPage) -> None:
    store = page.store
    assert store is not None
    d = generate("ready", "mil", 9, 1)
    cid = store.add_card(d, T0 - timedelta(days=1))
    page.choose("mil", "ready", 1)
    page.new_per_day = 1  # the day's one new card: this one
    page.start_review()
    assert page.card is not None and page.card.id == cid
    qtbot.keyClick(page.focusWidget(), Qt.Key.Key_N if d.answer.yes else Qt.Key.Key_Y)
    qtbot.keyClick(page.focusWidget(), Qt.Key.Key_Return)  # wrong: Again, due in a minute
    assert page.drill is None
    assert "come back later today" in page.prompt.text()
    page.clock.at = T0 + timedelta(minutes=2)
    page.start_review()
    assert page.card is not None and page.card.id == cid  # due again: asked again


@pytest.mark.parametrize("rules", list(PROFILES))
def test_players_go_by_the_learn_pages_names(qtbot, page: DrillsPage, rules: str) -> None:
    """A value or wall's-end question names its players as the Learn pages' examples do (An,
    Bình, Chi, Dũng), never "Seat 0", in its situation, its payment boxes and its answer."""
    from mahjong_gui.drills.generate import kinds_for
    from mahjong_gui.learn.examples import MIL_NAMES

    for kind in ("value", "wall_end"):
        if kind not in {k.value for k in kinds_for(PROFILES[rules])}:
            continue
        for seed in range(3):
            _ask(page, generate(kind, rules, seed, 2))
            shown = [page.situation.text(), *(label.text() for label in page.delta_labels)]
            page.submit()
            shown += explained(page)
            text = "\n".join(shown)
            assert "Seat" not in text, (kind, rules, seed)
            assert [label.text() for label in page.delta_labels] == list(MIL_NAMES)
            assert any(name in page.situation.text() for name in MIL_NAMES), (kind, seed)


def test_a_melds_tile_is_not_a_discard(qtbot, page: DrillsPage) -> None:
    """Issue 30: the tiles of a meld, drawn after the hand, could be clicked (or reached with
    the arrows) and answered as the discard. Only the concealed hand's tiles answer now."""
    d = next(d for seed in range(60)
             if (d := generate("discard", "mil", seed, 2)).question.melds)  # type: ignore[union-attr]
    _ask(page, d)
    hand = len(d.question.hand)  # type: ignore[union-attr]
    row = page.hand_row
    assert row.pickable == hand < len(row.tiles)
    for i in range(hand, len(row.tiles)):  # every meld tile: a click answers nothing
        qtbot.mouseClick(row, Qt.MouseButton.LeftButton, pos=row._rects()[i].center().toPoint())
        assert page.grade_ is None
    row.setFocus()
    qtbot.keyClick(row, Qt.Key.Key_End)
    assert row.current == hand - 1
    qtbot.keyClick(row, Qt.Key.Key_Right)
    assert row.current == 0  # round the hand, never onto a meld
    qtbot.mouseClick(row, Qt.MouseButton.LeftButton, pos=row._rects()[0].center().toPoint())
    assert page.grade_ is not None


@pytest.mark.parametrize("rules, seed", [("mil", 2), ("hk-classical", 3)])
def test_the_explanation_reads_at_900x620(qtbot, window, rules: str, seed: int) -> None:
    """Issue 30: in a 900x620 window a value drill's reading tiles were 14 px (a long line
    widened the words' column) and its totals lay below the box's fold. The reading keeps
    tiles of at least 20 px and the totals come second, in view (a sample of the rules)."""
    window.resize(900, 620)
    window.show()
    qtbot.waitExposed(window)
    window.show_area("drills")
    page = window.page("drills")
    assert isinstance(page, DrillsPage)
    d = generate("value", rules, seed, 3)
    _ask(page, d)
    a = d.answer
    assert isinstance(a, ValueAnswer) and a.reading
    page.units_box.setValue(a.units)
    for box, v in zip(page.delta_boxes, a.deltas, strict=True):
        box.setValue(v)
    page.submit()
    assert page.grade_ is not None and page.grade_.right
    qtbot.wait(20)
    assert window.width() == 900
    (reading,) = [r for r in page.explain.findChildren(TileRow) if r.isVisible()]
    assert reading._tile_h() >= 20
    totals = next(w for w in page.explain.findChildren(QLabel)
                  if w.text() == page.explain.deltas_text(a.deltas))
    viewport = page.explain.parentWidget()
    assert viewport is not None
    bottom = totals.mapTo(viewport, totals.rect().bottomLeft()).y()
    assert 0 < bottom <= viewport.height()
