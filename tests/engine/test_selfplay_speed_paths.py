"""Issue 17, self-play speed: the engine's faster paths of the last round give what the plain
ones give (the analysis without details reads the unseen copies a byte a rank)."""

from __future__ import annotations

import random

from mahjong_gui.engine import analysis
from mahjong_gui.engine.tiles import TILES
from tests.engine.test_incremental_analysis import _legal_hands


def test_discards_without_details_count_the_unseen_copies_given() -> None:
    """``details=False`` with ``unseen=`` (what the bots pass) gives every option's shanten and
    ukeire as the full analysis counts them from the same visible tiles."""
    rng = random.Random(37)
    for hand, melds, void, family in _legal_hands(rng, 3_000):
        visible = [TILES[t] for t in rng.sample(range(34 if family is analysis.Family.HONG_KONG
                                                      else 27), rng.randrange(20))]
        unseen = analysis.unseen_counts(hand, melds, visible)
        full = analysis.discards(hand, melds, void, visible, family=family)
        assert analysis.discards(hand, melds, void, family=family, unseen=unseen,
                                 details=False) == [o._replace(kinds=(), waits=()) for o in full]
        assert analysis.discards(hand, melds, void, family=family, unseen=unseen) == full
