"""Issue 17's exactness checks: the incremental ``discards()`` equals the analysis as first
written (every candidate and every added tile measured with a full shanten call) on seeded
hands with melds, voids, seven-pairs shapes and Hong Kong honours; shanten with declared melds
equals the ``mahjong`` package's on the concealed tiles."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from mahjong.shanten import Shanten

from mahjong_gui.engine import analysis
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.tiles import TILES, Tile
from tests.engine.reference import discards_by_replaying

HK = analysis.Family.HONG_KONG


def _hand(rng: random.Random, n: int) -> tuple[list[Tile], tuple[Meld, ...], str | None,
                                                analysis.Family]:
    family = HK if n % 3 == 0 else analysis.Family.SICHUAN
    pool = [t for t in range(34 if family is HK else 27) for _ in range(4)]
    rng.shuffle(pool)
    melds = []
    for _ in range(rng.choice((0, 0, 0, 1, 2, 3))):
        t = pool.pop()
        while pool.count(t) < 2:
            t = pool.pop()
        pool.remove(t)
        pool.remove(t)
        kind = rng.choice((MeldKind.PONG, MeldKind.PONG, MeldKind.KONG))
        if kind is MeldKind.KONG:
            if pool.count(t) < 1:
                kind = MeldKind.PONG
            else:
                pool.remove(t)
        melds.append(Meld(kind, TILES[t]))
    if n % 5 == 1:  # one suit heavy
        suit = rng.randrange(3)
        pool = [t for t in pool if t // 9 == suit] + [t for t in pool if t // 9 != suit]
    if n % 7 == 2:  # seven-pairs shapes
        pool = [x for t in pool[:7] for x in (t, t)] + pool[7:]
    hand = [TILES[t] for t in pool[:14 - 3 * len(melds)]]
    void = None if family is HK or rng.random() < 0.5 else rng.choice("mps")
    return hand, tuple(melds), void, family


def test_incremental_discards_equal_the_first_analysis() -> None:
    rng = random.Random(17)
    compared = with_melds = with_void = ready = 0
    for n in range(50_000):
        hand, melds, void, family = _hand(rng, n)
        counts = Counter(hand) + Counter(t for m in melds for t in m.tiles)
        if max(counts.values()) > 4:
            continue
        visible = [TILES[t] for t in rng.sample(range(27), 6)]
        want = discards_by_replaying(hand, melds, void, visible, family=family)
        assert analysis.discards(hand, melds, void, visible, family=family) == want, (
            hand, melds, void, family)
        compared += 1
        with_melds += bool(melds)
        with_void += void is not None
        ready += want[0].shanten == 0
    assert compared > 45_000 and with_melds > 10_000 and with_void > 10_000 and ready > 500


def test_shanten_with_melds_agrees_with_the_mahjong_package() -> None:
    rng = random.Random(23)
    checked = 0
    for n in range(20_000):
        hand, melds, _, _ = _hand(rng, n * 3 + 1)  # Sichuan tiles, no void
        hand = hand[:13 - 3 * len(melds)]
        counts = Counter(hand) + Counter(t for m in melds for t in m.tiles)
        if max(counts.values()) > 4:
            continue
        c34 = [0] * 34
        for t in hand:
            c34[t] += 1
        expected = Shanten.calculate_shanten_for_regular_hand(c34)
        assert analysis.shanten_by_form(hand, melds)[analysis.Form.REGULAR] == expected
        checked += 1
    assert checked > 15_000


def _legal_hands(rng: random.Random, n: int) -> Iterator[tuple[list[Tile], tuple[Meld, ...],
                                                                 str | None, analysis.Family]]:
    """``_hand``'s hands of the first ``n`` seeds that hold no fifth copy."""
    for k in range(n):
        hand, melds, void, family = _hand(rng, k)
        counts = Counter(hand) + Counter(t for m in melds for t in m.tiles)
        if max(counts.values()) <= 4:
            yield hand, melds, void, family


def test_discards_of_only_some_kinds_are_the_same_options() -> None:
    """``only=`` (the bots pass their legal discards, e.g. the void suit's) gives exactly the
    full list's options for those kinds, in the same order; ``unseen=`` (counts the caller
    has) the same as the visible tiles they come from."""
    rng = random.Random(29)
    for hand, melds, void, family in _legal_hands(rng, 3_000):
        full = analysis.discards(hand, melds, void, (), family=family)
        kinds = sorted(set(hand))
        only = set(rng.sample(kinds, rng.randint(1, len(kinds))))
        assert analysis.discards(hand, melds, void, (), family=family, only=only) == [
            o for o in full if o.tile in only]
        visible = [TILES[t] for t in rng.sample(range(27), 8)]
        unseen = analysis.unseen_counts(hand, melds, visible)
        assert analysis.discards(hand, melds, void, family=family, unseen=unseen) == \
            analysis.discards(hand, melds, void, visible, family=family)


def test_discards_within_a_margin_are_the_same_options() -> None:
    """``within=`` keeps exactly the full list's options up to that many steps above the
    best shanten, in the same order; ``details=False`` the same options without their kinds
    and waits."""
    rng = random.Random(31)
    for hand, melds, void, family in _legal_hands(rng, 3_000):
        full = analysis.discards(hand, melds, void, (), family=family)
        for within in (0, 1, 2):
            assert analysis.discards(hand, melds, void, (), family=family, within=within) == [
                o for o in full if o.shanten <= full[0].shanten + within]
        assert analysis.discards(hand, melds, void, (), family=family, details=False) == [
            o._replace(kinds=(), waits=()) for o in full]
