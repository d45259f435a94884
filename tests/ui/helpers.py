"""Plain helpers the window tests share (their fixtures: ``tests/ui/conftest.py``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtWidgets import QLabel

from mahjong_gui.ui.controller import HandSummary, hand_summary
from tests.helpers import greedy_match

if TYPE_CHECKING:
    from mahjong_gui.engine.table import Match
    from mahjong_gui.ui.drills_page import DrillsPage
    from mahjong_gui.ui.review_window import ReviewWindow
    from mahjong_gui.ui.scorebook import ScorebookPage


def by_language(*codes: str) -> pytest.MarkDecorator:
    """Run the test once in each of these languages, through the ``lang`` fixture."""
    return pytest.mark.parametrize("lang", codes, indirect=True)


def explained(page: DrillsPage) -> list[str]:
    """The Drills page's explanation, one text per label."""
    return [w.text() for w in page.explain.findChildren(QLabel) if w.text()]


def standings(page: ScorebookPage) -> list[str]:
    """The scorebook page's standings row."""
    return [page.standings.item(0, c).text() for c in range(4)]


def review_finished(qtbot: Any, w: ReviewWindow) -> None:
    """Wait until a review window has judged every hand (or failed) and its workers stopped."""
    qtbot.waitUntil(lambda: w.finished_all or w.error is not None, timeout=120_000)
    qtbot.waitUntil(lambda: not w.running, timeout=10_000)


def scorebook_page(qtbot: Any, path: Path, size: tuple[int, int] | None = (1100, 720),
                   wait: bool = False) -> ScorebookPage:
    """A scorebook page on the book at ``path``, resized (unless ``size`` is None) and shown;
    ``wait``: until it is on the screen."""
    from mahjong_gui.ui.scorebook import ScorebookPage

    p = ScorebookPage(path)
    qtbot.addWidget(p)
    if size is not None:
        p.resize(*size)
    p.show()
    if wait:
        qtbot.waitExposed(p)
    return p


def greedy_hand(profile_id: str, seed: int, hands: int = 1) -> tuple[Match, HandSummary]:
    """A match of greedy bots (``tests.helpers.greedy_match``) and its last hand's summary, as
    the end-of-hand dialog shows it."""
    match = greedy_match(profile_id, seed, hands)
    assert match.table is not None
    return match, hand_summary(match.table, match)
