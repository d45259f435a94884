"""The Hong Kong brain's hand counts (issue 17: faster self-play) give what the plain counts
gave: ``pong_shanten``, ``value_pongs`` and ``_isolation`` against straightforward versions of
themselves on seeded hands with declared melds (chows included) and every wind seat."""

from __future__ import annotations

import random
from collections.abc import Sequence

from benchmarks.hk_variants import COMBO_PLANS
from mahjong_gui.bots.hongkong import (
    ALL_GROUPS,
    Seat,
    _isolation,
    group,
    pong_shanten,
    value_pongs,
)
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.tiles import TILES, Tile


def plain_pong_shanten(hand: Sequence[Tile], melds: Sequence[Meld],
                       groups: frozenset[int] = ALL_GROUPS) -> int:
    if any(m.kind is MeldKind.CHOW or group(m.tile) not in groups for m in melds):
        return 99
    need = 4 - len(melds)
    counts: dict[int, int] = {}
    for t in hand:
        if group(t) in groups:
            counts[t] = counts.get(t, 0) + 1
    trips = min(sum(1 for c in counts.values() if c >= 3), need)
    pairs = sum(1 for c in counts.values() if c == 2)
    return 2 * (need - trips) - min(pairs, need - trips + 1)


def plain_isolation(hand: Sequence[Tile], t: int) -> int:
    near = sum(1 for u in hand if u == t) - 1
    if t < 27:
        near += sum(1 for u in hand if u != t and group(u) == group(t) and abs(u - t) <= 2)
    return near


def plain_value_pongs(seat: Seat, hand: Sequence[Tile], melds: Sequence[Meld]) -> int:
    faan = 0
    kinds = [m.tile for m in melds if m.kind is not MeldKind.CHOW]
    kinds += [t for t in set(hand) if hand.count(t) >= 3]
    for t in kinds:
        if t in (31, 32, 33):
            faan += 1
        faan += (t == 26 + seat.wind) + (t == 26 + seat.prevailing)
    return faan


KINDS = (MeldKind.PONG, MeldKind.KONG, MeldKind.ANKONG, MeldKind.ADDKONG, MeldKind.CHOW)


def seeded_hands(n: int) -> list[tuple[list[Tile], tuple[Meld, ...]]]:
    """Hands of 13 or 14 tiles (3 a meld) drawn from a wall heavy in honours, so that pongs
    and value pongs are common."""
    rng = random.Random(41)
    out = []
    for _ in range(n):
        wall = [TILES[t] for t in range(34) for _ in range(4)] + \
            [TILES[t] for t in range(27, 34) for _ in range(4)]
        rng.shuffle(wall)
        melds = []
        for _ in range(rng.randrange(4)):
            kind = rng.choice(KINDS)
            t = rng.randrange(25) if kind is MeldKind.CHOW else rng.randrange(34)
            melds.append(Meld(kind, TILES[t]))
        size = rng.choice((13, 14)) - 3 * len(melds)
        out.append((wall[:size], tuple(melds)))
    return out


def test_pong_shanten_counts_as_before() -> None:
    for hand, melds in seeded_hands(4000):
        assert pong_shanten(hand, melds) == plain_pong_shanten(hand, melds), (hand, melds)
        assert pong_shanten(hand, ()) == plain_pong_shanten(hand, ())


def test_pong_shanten_within_groups_counts_only_their_tiles() -> None:
    groups = {p.groups for p in COMBO_PLANS if p.pongs}
    assert len(groups) == 7  # all tiles, three suits with honours, three suits alone
    for hand, melds in seeded_hands(1500):
        for g in groups:
            assert pong_shanten(hand, melds, g) == plain_pong_shanten(hand, melds, g), \
                (hand, melds, g)
    # 111m 222m 222p 44m, East and a dragon: three pongs and a pair, one step from all pongs;
    # toward all pongs in characters with honours, where 222p does not count, three steps.
    hand = [TILES[t] for t in (0, 0, 0, 1, 1, 1, 10, 10, 10, 3, 3, 27, 31)]
    assert pong_shanten(hand, ()) == 1
    assert pong_shanten(hand, (), frozenset({0, 3})) == 3
    assert pong_shanten(hand, (Meld(MeldKind.PONG, TILES[10]),), frozenset({0, 3})) == 99


def test_value_pongs_counts_as_before() -> None:
    seats = [Seat(w, p, 0, 3, frozenset()) for w in range(1, 5) for p in range(1, 5)]
    for i, (hand, melds) in enumerate(seeded_hands(4000)):
        seat = seats[i % len(seats)]
        assert value_pongs(seat, hand, melds) == plain_value_pongs(seat, hand, melds)


def test_isolation_counts_as_before() -> None:
    for hand, _melds in seeded_hands(3000):
        for t in set(hand):
            assert _isolation(hand, t) == plain_isolation(hand, t), (hand, t)
            assert _isolation(tuple(hand), t) == plain_isolation(hand, t)
