"""The table's quick checks on every discard (issue 33 item 4) answer as the plain ones did:
``analysis.ready`` (can this hand win on anything) what ``shanten(...) <= 0`` answers, in both
families, with voids and melds, on seeded hands near a win (complete hands less a tile, with a
tile swapped) and on thirteen-orphans hands; ``legal.chows`` the chows the plain search over
the three runs finds, on seeded hands and tiles."""

from __future__ import annotations

import random

from mahjong_gui.engine import analysis
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.tiles import TILES, Tile

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


def near_wins(n: int, seed: int) -> list[tuple[tuple[Tile, ...], tuple[Meld, ...]]]:
    """13-tile hands (3 a meld): a complete hand less one tile, then now and then one tile
    swapped for another, so about half are ready."""
    rng = random.Random(seed)
    out: list[tuple[tuple[Tile, ...], tuple[Meld, ...]]] = []
    while len(out) < n:
        left = [4] * 34
        hand: list[int] = []
        melds: list[Meld] = []
        suits = rng.choice(((0, 9, 18, 27), (0, 27), (9,), (18, 27)))
        pool = [t for t in range(34) if any(s <= t < s + (9 if s < 27 else 7) for s in suits)]
        ok = True
        for i in range(5):
            t = rng.choice(pool)
            if i == 4:
                ok = left[t] >= 2
                if ok:
                    left[t] -= 2
                    hand += [t, t]
            elif t < 27 and t % 9 < 7 and rng.random() < 0.5 and all(
                    left[t + j] for j in range(3)):
                for j in range(3):
                    left[t + j] -= 1
                if rng.random() < 0.25:
                    melds.append(Meld(MeldKind.CHOW, TILES[t]))
                else:
                    hand += [t, t + 1, t + 2]
            elif left[t] >= 3:
                left[t] -= 3
                if rng.random() < 0.25:
                    melds.append(Meld(MeldKind.PONG, TILES[t]))
                else:
                    hand += [t, t, t]
            else:
                ok = False
            if not ok:
                break
        if not ok:
            continue
        hand.remove(rng.choice(hand))
        if rng.random() < 0.5:
            hand.remove(rng.choice(hand))
            t = rng.randrange(34)
            if left[t] == 0:
                continue
            hand.append(t)
        out.append((tuple(TILES[t] for t in sorted(hand)), tuple(melds)))
    return out


def orphan_hands(n: int, seed: int) -> list[tuple[Tile, ...]]:
    rng = random.Random(seed)
    out: list[tuple[Tile, ...]] = []
    while len(out) < n:
        hand = rng.sample(ORPHANS, rng.choice((11, 12, 12, 13)))
        while len(hand) < 13:
            hand.append(rng.choice(ORPHANS) if rng.random() < 0.7 else rng.randrange(34))
        if all(hand.count(t) <= 4 for t in hand):
            out.append(tuple(TILES[t] for t in sorted(hand)))
    return out


def test_ready_answers_as_shanten_does() -> None:
    answers = {True: 0, False: 0}
    hands = near_wins(4000, 3) + [(h, ()) for h in orphan_hands(2000, 4)]
    for hand, melds in hands:
        for family in (analysis.Family.SICHUAN, analysis.Family.HONG_KONG):
            for void in ((None,) if family is analysis.Family.HONG_KONG
                         else (None, "m", "p", "s")):
                if void is not None and any(t >= 27 for t in hand):
                    continue  # honours are not Sichuan tiles
                want = analysis.shanten(hand, melds, void, family=family) <= 0
                assert analysis.ready(hand, melds, void, family=family) is want, (
                    hand, melds, void, family)
                answers[want] += 1
    assert answers[True] > 3000 and answers[False] > 3000
    # Thirteen orphans ready with every kind but one, and with all thirteen kinds.
    twelve = tuple(TILES[t] for t in sorted((*ORPHANS[:12], 0)))
    thirteen = tuple(TILES[t] for t in ORPHANS)
    for hand in (twelve, thirteen):
        assert analysis.shanten(hand, (), family=analysis.Family.HONG_KONG) == 0
        assert analysis.ready(hand, (), family=analysis.Family.HONG_KONG)


def plain_chows(hand: tuple[Tile, ...], t: Tile) -> list[Tile]:
    if not t.is_number:
        return []
    out = []
    for low in (t - 2, t - 1, t):
        if low < 0 or low // 9 != t // 9 or (low + 2) // 9 != t // 9:
            continue
        if all(TILES[u] in hand for u in range(low, low + 3) if u != t):
            out.append(TILES[low])
    return out


def test_chows_as_the_plain_search() -> None:
    from mahjong_gui.engine.legal import chows

    rng = random.Random(9)
    found = 0
    for _ in range(30000):
        hand = tuple(sorted(TILES[rng.randrange(42)] for _ in range(rng.randrange(1, 14))))
        t = TILES[rng.randrange(42)]
        want = plain_chows(hand, t)
        assert chows(hand, t) == want, (hand, t)
        found += len(want)
    assert found > 1000
