"""analysis.discards(rank_only=True), what the normal bot asks for: with a single candidate
left to weigh it comes back alone with its shanten and ukeire 0 (nothing to rank it against);
otherwise the list is the one without the option, on seeded hands with melds, voids, seven
pairs and Hong Kong honours."""

from __future__ import annotations

import random
from collections import Counter

from mahjong_gui.engine import analysis
from tests.engine.test_incremental_analysis import _hand


def test_rank_only_keeps_the_ranking() -> None:
    rng = random.Random(17)
    lone = several = 0
    for n in range(3000):
        hand, melds, void, family = _hand(rng, n)
        if max((Counter(hand) + Counter(t for m in melds for t in m.tiles)).values()) > 4:
            continue  # the generator can deal a fifth copy beside a meld
        for within in (0, 1, None):
            full = analysis.discards(hand, melds, void, family=family, within=within,
                                     details=False)
            ranked = analysis.discards(hand, melds, void, family=family, within=within,
                                       details=False, rank_only=True)
            if len(full) == 1:
                lone += 1
                assert len(ranked) == 1
                assert (ranked[0].tile, ranked[0].shanten) == (full[0].tile, full[0].shanten)
                assert ranked[0].ukeire == 0
            else:
                several += 1
                assert ranked == full
    assert lone > 100 and several > 3000  # both cases were seen
