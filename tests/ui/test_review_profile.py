"""The review window keeps a review judged to the end in the reviews' store on the day its clock
gives, and its profile panel shows the player's numbers per category and the trend; a
cancelled review keeps nothing."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from mahjong_gui.engine import events as ev
from mahjong_gui.review.judge import Budget
from mahjong_gui.review.review import summarize
from mahjong_gui.store.reviews import ReviewStore, by_category, game_key
from mahjong_gui.ui import texts
from mahjong_gui.ui.review_window import ReviewWindow
from tests.review.helpers import played_voiding
from tests.ui.helpers import review_finished

pytestmark = pytest.mark.usefixtures("english")  # tests/ui/conftest.py

SMALL = Budget(most=4, least=4, batch=4, settle=16)
NAMES = ("", "", "", "")
DAY = date(2024, 5, 1)


@pytest.fixture(scope="module")
def game() -> list[ev.Event]:
    """One mil hand of four normal bots, seed 7, seat 0 voiding its longest suit (pins): 16
    decisions of seat 0, the void a mistake."""
    return played_voiding("mil", 7, 0, "p")


def test_a_finished_review_is_kept_and_the_profile_shows_it(qtbot, game, tmp_path: Path) -> None:
    path = str(tmp_path / "r.sqlite3")
    w = ReviewWindow(game, 0, NAMES, budget=SMALL, today=lambda: DAY, reviews_path=path)
    qtbot.addWidget(w)
    assert w.profile_label.text() == ("Your profile in MIL Bloody Mahjong: no game reviewed to "
                                      "the end yet.")
    assert w.trend_chart.values == ()
    review_finished(qtbot, w)
    assert w.recorded and len(w.decisions) == 16
    store = ReviewStore(path)
    (kept,) = store.trend()
    whole = summarize(w.decisions)
    assert (kept.game_key, kept.day, kept.profile, kept.seat, kept.decisions) == (
        game_key(game, 0), DAY, "mil", 0, 16)
    assert kept.agreement == whole.agreement and kept.loss_total == pytest.approx(
        whole.loss_total)
    cats = by_category(w.decisions)
    assert sum(c.decisions for c in cats.values()) == 16
    assert sum(c.mistakes for c in cats.values()) == 1  # the void mistake
    assert cats["rule_void"].mistakes == 1
    assert store.profile("mil") == cats
    lines = w.profile_label.text().splitlines()
    assert lines[0] == "Your profile in MIL Bloody Mahjong (1 game reviewed):"
    assert lines[-1] == "Agreement with the engine, the last 1 game:"
    assert lines[1:-1] == [
        f"{texts.review_category(c.category)}: {c.decisions} decision"
        f"{'s' if c.decisions > 1 else ''}, {texts.fixed(c.mistakes_per_100, 1)} mistakes per "
        f"100, {texts.fixed(c.loss_per_decision)} points lost per decision"
        for c in cats.values()]
    assert "The void suit: 6 decisions, 16.7 mistakes per 100, " in w.profile_label.text()
    assert w.trend_chart.values == (whole.agreement,)
    # The same game reviewed again (another day) replaces its row; a new window reads it.
    again = ReviewWindow(game, 0, NAMES, budget=SMALL, today=lambda: date(2024, 5, 3),
                         reviews_path=path)
    qtbot.addWidget(again)
    assert again.profile_label.text().splitlines()[0] == (
        "Your profile in MIL Bloody Mahjong (1 game reviewed):")
    review_finished(qtbot, again)
    assert [g.day for g in ReviewStore(path).trend()] == [date(2024, 5, 3)]


def test_a_cancelled_review_keeps_nothing(qtbot, game, tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite3"
    w = ReviewWindow(game, 0, NAMES, budget=Budget(most=200, least=200, batch=8),
                     today=lambda: DAY, reviews_path=str(path))
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: len(w.decisions) >= 1, timeout=120_000)
    w.cancel_button.click()
    qtbot.waitUntil(lambda: not w.running, timeout=120_000)
    assert w.cancelled and not w.recorded and not path.exists()


def test_a_damaged_store_is_one_message(qtbot, game, tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite3"
    path.write_bytes(b"this is not a database, just some bytes" * 40)
    w = ReviewWindow(game, 0, NAMES, budget=SMALL, today=lambda: DAY, reviews_path=str(path),
                     start=False)
    qtbot.addWidget(w)
    assert w.profile_label.text() == "Your profile could not be read or kept (corrupt)."
