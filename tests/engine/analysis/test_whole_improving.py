"""``analysis.WholeImproving`` (issue 33 item 4): the whole-hand plan's improving tiles after
each discard, read for a turn's discards at once, are ``improving_kinds_after``'s with every
group summed over the unseen counts, and ``ukeire_within``'s."""

from __future__ import annotations

import random

from mahjong_gui.engine import analysis
from mahjong_gui.engine.tiles import TILES
from tests.bots.test_hk_turn_tables import full_hands, unseen_of

EVERY = frozenset({0, 1, 2, 3})


def test_whole_improving_counts_as_one_discard_at_a_time() -> None:
    hands = full_hands(2000)
    # Hands of one suit and honours, and honours alone left after a discard: the parts read
    # with no honours held and with the honours' vector the discard changed.
    rng = random.Random(7)
    for _ in range(300):
        suit = rng.randrange(3)
        pool = [t for t in range(34) if t // 9 == suit or t >= 27 for _ in range(4)]
        rng.shuffle(pool)
        hands.append(([TILES[t] for t in pool[:14]], ()))
    hands.append(([TILES[t] for t in (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 27)], ()))
    asked = 0
    for i, (hand, melds) in enumerate(hands):
        unseen = unseen_of(i)
        idx, _ = analysis.discard_plan_keys(hand, melds)
        whole = analysis.WholeImproving(idx, len(melds), unseen)
        # Asked in the hand's order and again backwards: what one discard leaves in the turn's
        # tables does not change another's answer.
        kinds = sorted(set(hand))
        for t in kinds + kinds[::-1]:
            got = whole.count(t)
            assert got == sum(unseen[k] for k in analysis.improving_kinds_after(
                idx, len(melds), t, EVERY)), (hand, melds, t)
            rest = list(hand)
            rest.remove(t)
            assert got == analysis.ukeire_within(rest, melds, EVERY, unseen)[1], (hand, t)
            asked += 1
    assert asked > 10000
