"""Plan-restricted shanten (``analysis.shanten_within``, ``shanten_within_each``,
``ukeire_within``): tiles outside the plan's groups count as tiles to throw away, and the fast
improving-tile count agrees with adding each tile and measuring again."""

from __future__ import annotations

import random

from mahjong_gui.engine import analysis
from mahjong_gui.engine.melds import parse_meld
from mahjong_gui.engine.tiles import TILES, parse

GROUPS = (frozenset({0, 3}), frozenset({1}), frozenset({0, 1, 2, 3}), frozenset({2, 3}))


def test_tiles_outside_the_plan_are_thrown_away() -> None:
    hand = parse("123m456m789m11p45s")
    assert analysis.shanten_within(hand, (), frozenset({0, 1, 2, 3})) == 0
    # Characters and honours only: three sets, and five tiles to replace for a set and a pair.
    assert analysis.shanten_within(hand, (), frozenset({0, 3})) == 4
    assert analysis.shanten_within(parse("123m456m789m1p5z5z7z"), (), frozenset({0, 3})) == 1
    # A declared meld outside the plan closes it.
    assert analysis.shanten_within(parse("123m456m789m5z"), (parse_meld("pong:1p"),),
                                   frozenset({0, 3})) == 99
    assert analysis.shanten_within_each(hand, (), GROUPS) == [
        analysis.shanten_within(hand, (), g) for g in GROUPS]


def test_the_improving_tiles_agree_with_measuring_each_tile() -> None:
    rng = random.Random(7)
    for _ in range(400):
        pool = [t for t in range(34) for _ in range(4)]
        rng.shuffle(pool)
        hand = [TILES[t] for t in pool[:13]]
        groups = rng.choice(GROUPS)
        unseen = analysis.unseen_counts(hand)
        base, total, kinds = analysis.ukeire_within(hand, (), groups, unseen)
        assert base == analysis.shanten_within(hand, (), groups)
        want = [t for t in range(34)
                if unseen[t] and (t // 9 if t < 27 else 3) in groups and hand.count(t) < 4
                and analysis.shanten_within([*hand, TILES[t]], (), groups) < base]
        assert list(kinds) == want
        assert total == sum(unseen[t] for t in want)
