"""Issue 17, self-play speed: the Sichuan scorer's faster paths (each reading's evaluation
remembered by the facts it is made of, the shared facts worked out once, pairs that cannot
begin a reading skipped) score every hand as the plain loop over every reading does."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from mahjong_gui.engine import analysis, scoring
from mahjong_gui.engine.analysis import Decomposition, Form, Group, GroupKind
from mahjong_gui.engine.common import WinType
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.rules.base import HandFacts
from mahjong_gui.engine.scoring import Score, Situation, WinEvent
from mahjong_gui.engine.tiles import TILES, Tile
from tests.profiles import SICHUAN


def plain_decompositions(hand: Sequence[int], melds: Sequence[Meld]) -> list[Decomposition]:
    """Every reading, every pair tried (the enumeration before the pair check)."""
    counts = [0] * 34
    for t in hand:
        counts[t] += 1
    found: list[Decomposition] = []
    for p in range(34):
        if counts[p] >= 2:
            counts[p] -= 2
            seen: set[tuple[Group, ...]] = set()
            analysis._sets(counts, 0, [], seen)
            counts[p] += 2
            for sets in sorted(seen, key=lambda gs: [(g.tile, g.kind.value) for g in gs]):
                found.append(Decomposition(Form.REGULAR, (Group(GroupKind.PAIR, TILES[p]),
                                                          *sets), tuple(melds)))
    if not melds and len(hand) == 14 and all(c % 2 == 0 for c in counts):
        pairs = tuple(Group(GroupKind.PAIR, TILES[t]) for t in range(34)
                      for _ in range(counts[t] // 2))
        found.append(Decomposition(Form.SEVEN_PAIRS, pairs, ()))
    return found


def plain_facts(d: Decomposition, hand: Sequence[Tile], melds: Sequence[Meld], s: Situation,
                roots: int) -> HandFacts:
    """A reading's facts read off its tiles one by one (the scorer before its fast paths)."""
    all_tiles = [*hand, *(t for m in melds for t in m.tiles)]
    groups = [g.tiles for g in d.groups] + [m.tiles for m in melds]
    counts = [hand.count(t) for t in set(hand)]
    return HandFacts(
        regular=d.form is Form.REGULAR,
        seven_pairs=d.form is Form.SEVEN_PAIRS,
        sequences=sum(1 for g in d.groups if g.kind is GroupKind.SEQUENCE),
        pure=len({t.suit for t in all_tiles}) == 1,
        melds=len(melds),
        kongs=sum(1 for m in melds if m.kind.is_kong),
        terminals=all(any(t.is_terminal for t in g) for g in groups),
        two_five_eight=all(t.rank in (2, 5, 8) for t in all_tiles),
        fours_in_hand=sum(1 for c in counts if c == 4),
        roots=roots,
        self_draw=s.win is WinType.SELF,
        discard=s.win is WinType.DISCARD,
        robbed=s.win is WinType.ROBBED,
        kong_bloom=WinEvent.KONG_BLOOM in s.events,
        kong_discard=WinEvent.KONG_DISCARD in s.events,
        last_tile=WinEvent.LAST_TILE in s.events,
        heavenly=WinEvent.HEAVENLY in s.events,
        earthly=WinEvent.EARTHLY in s.events,
    )


def plain_best(profile: scoring.Profile, hand: Sequence[Tile], melds: Sequence[Meld],
               s: Situation, roots: int) -> tuple[Decomposition, scoring._Eval]:
    """Every reading's facts made and evaluated, the best for the player kept."""
    best: tuple[tuple[int, int], Decomposition, scoring._Eval] | None = None
    for d in plain_decompositions(hand, melds):
        ev = scoring.evaluate(profile, plain_facts(d, hand, melds, s, roots))
        if best is None or (ev.value, ev.units) > best[0]:
            best = ((ev.value, ev.units), d, ev)
    assert best is not None
    return best[1], best[2]


def winning_hands(rng: random.Random, n: int) -> Iterator[tuple[tuple[Tile, ...],
                                                               tuple[Meld, ...]]]:
    """Seeded winning hands of two suits at most: sets, pairs and melds, seven pairs with
    four of a kind, one-suit hands, 2-5-8 and terminal-heavy shapes."""
    while n:
        suits = rng.sample(range(3), rng.choice((1, 2, 2)))
        ranks = rng.choice((range(9), range(9), (1, 4, 7), (0, 1, 2, 6, 7, 8)))
        kinds = [9 * s + r for s in suits for r in ranks]
        counts = [0] * 27
        tiles: list[int] = []
        melds: list[Meld] = []

        def take(t: int, k: int, counts: list[int] = counts) -> bool:
            if counts[t] + k > 4:
                return False
            counts[t] += k
            return True

        if rng.random() < 0.2:  # seven pairs
            ok = True
            for _ in range(7):
                t = rng.choice(kinds)
                ok = ok and take(t, 2)
                tiles += [t, t]
            if not ok:
                continue
        else:
            ok = True
            for _ in range(4):
                t = rng.choice(kinds)
                shape = rng.random()
                if shape < 0.15:
                    kind = rng.choice((MeldKind.PONG, MeldKind.KONG, MeldKind.ANKONG,
                                       MeldKind.ADDKONG))
                    ok = ok and take(t, 4 if kind.is_kong else 3)
                    melds.append(Meld(kind, TILES[t]))
                elif shape < 0.45 or t % 9 > 6:
                    ok = ok and take(t, 3)
                    tiles += [t, t, t]
                else:
                    ok = ok and take(t, 1) and take(t + 1, 1) and take(t + 2, 1)
                    tiles += [t, t + 1, t + 2]
            t = rng.choice(kinds)
            ok = ok and take(t, 2)
            tiles += [t, t]
            if not ok:
                continue
        rng.shuffle(tiles)
        n -= 1
        yield tuple(TILES[t] for t in tiles), tuple(melds)


def situations(rng: random.Random) -> Situation:
    win = rng.choice((WinType.SELF, WinType.DISCARD, WinType.ROBBED))
    events: set[WinEvent] = set()
    if win is WinType.SELF and rng.random() < 0.3:
        events.add(WinEvent.KONG_BLOOM)
    if win is not WinType.SELF and rng.random() < 0.2:
        events.add(WinEvent.KONG_DISCARD)
    if win is not WinType.ROBBED and rng.random() < 0.2:
        events.add(WinEvent.LAST_TILE)
    return Situation(win=win, seat=1, discarder=None if win is WinType.SELF else 2, dealer=0,
                     events=frozenset(events))


def test_readings_are_those_of_every_pair_tried() -> None:
    rng = random.Random(41)
    n = 0
    for hand, melds in winning_hands(rng, 4_000):
        got = analysis.decompositions(hand, melds)
        assert got == plain_decompositions(hand, melds), (hand, melds)
        n += len(got) > 1
    assert n > 100  # hands with several readings among them
    # No win, no reading; thirteen orphans in Hong Kong.
    assert analysis.decompositions(TILES[:13] + (TILES[0],)) == []
    orphans = tuple(TILES[t] for t in (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33, 33))
    assert [d.form for d in analysis.decompositions(
        orphans, family=analysis.Family.HONG_KONG)] == [Form.THIRTEEN_ORPHANS]


def test_every_win_scores_as_the_plain_loop_over_its_readings() -> None:
    rng = random.Random(43)
    scored = 0
    for profile_id in SICHUAN:
        profile = get_profile(profile_id)
        for hand, melds in winning_hands(rng, 1_500):
            s = situations(rng)
            got = scoring.score_hand(profile, hand, melds, s)
            if not isinstance(got, Score):  # a robbed kong's tile held: no such win
                assert got.code == "robbed_tile_held", got
                continue
            scored += 1
            d, ev = plain_best(profile, hand, melds, s, scoring._roots(hand, melds))
            assert (got.decomposition, got.lines, got.replaced, got.units, got.capped,
                    got.value) == (d, tuple(ev.lines), tuple(ev.replaced), ev.units, ev.capped,
                                   ev.value), (profile_id, hand, melds, s)
            # Scored again (now from the remembered evaluations): the same score.
            assert scoring.score_hand(profile, hand, melds, s) == got
    assert scored > 4_000
