"""The late search of the Hong Kong strong brain's closest discards measured in issue 33's
fourteenth round (``benchmarks/hk_search.py``, docs/bots.md "A late search, and a draw
further"): its rollouts win what the table pays, keep a drawn tile only when it brings the
hand nearer, pay for the tiles they throw, and the same position searches the same futures;
and the one-draw lookahead of the same round (``benchmarks/hk_lookahead.py``)."""

from __future__ import annotations

import random
from dataclasses import replace

from benchmarks.hk_lookahead import strong_look
from benchmarks.hk_search import HKSearchBrain, _rollout, measures, search, strong_search
from mahjong_gui.bots.hongkong import StrongHKBrain
from mahjong_gui.bots.hongkong.brain import wait_pays
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table, hand_seed, play_hand
from mahjong_gui.engine.tiles import Tile, parse
from mahjong_gui.engine.views import SeatView


def tl(text: str) -> list[int]:
    return [int(t) for t in parse(text)]


# Thirteen characters and a 9 of bamboo: one tile from a pure one-suit hand (the 9s thrown,
# 5m wins alone).
ONE_AWAY = tl("1m2m3m4m5m6m7m8m9m2m2m5m9s")
# The 5m drawn and the 9s thrown: ready on 2m and 5m.
READY = tl("1m2m3m4m5m6m7m8m9m2m2m5m5m")
EAST, SOUTH = tl("1z2z")


def view(hand: list[int], wall: int) -> SeatView:
    v = Table(get_profile("hk-modern"), 3, dealer=0, hand_no=0).view(0)
    seats = tuple(replace(o, river=(), melds=(), bonus=()) for o in v.seats)
    return replace(v, hand=tuple(Tile(t) for t in hand), seats=seats, wall=wall, bonus=())


def knowledge(hand: list[int], wall: int = 12):  # type: ignore[no-untyped-def]
    k = strong_search(1).knowledge(view(hand, wall))
    assert not k.threats
    return k


def test_a_ready_hand_wins_what_the_table_pays_on_a_discard_or_by_self_draw() -> None:
    k = knowledge(READY + tl("9s"))
    dist, waits_of = measures(k)
    assert dist(list(READY)) == 0 and dist(list(ONE_AWAY)) == 1
    pays = {int(t): (d, s) for t, d, s in wait_pays(k, [Tile(t) for t in READY])}
    two, five = tl("2m5m")
    assert set(pays) == {two, five} and all(d > 0 and s > d for d, s in pays.values())
    costs = [0.0] * 34
    costs[EAST] = 1.5
    # The second opponent throws 5m: a win on a discard.
    assert _rollout(list(READY), [EAST, five, EAST, EAST], [[0, 1, 2]], 3, 1, dist, waits_of,
                    costs) == pays[five][0]
    # Nobody throws it (the 5m thrown is not offered), the seat draws 2m: a self-draw.
    assert _rollout(list(READY), [EAST, five, EAST, two], [[0, 2]], 3, 1, dist, waits_of,
                    costs) == pays[two][1]
    # Nothing comes: the east drawn is thrown twice, and paid for each time.
    assert _rollout(list(READY), [EAST] * 8, [[0, 1, 2], []], 3, 2, dist, waits_of,
                    costs) == -3.0


def test_a_drawn_tile_is_kept_only_when_it_brings_the_hand_nearer() -> None:
    k = knowledge(READY + tl("9s"))
    dist, waits_of = measures(k)
    two, five, nine_s = tl("2m5m9s")
    costs = [0.0] * 34
    costs[nine_s] = 0.25
    costs[SOUTH] = 1.0
    pays = waits_of(list(READY))
    # The south drawn first is thrown (it brings nothing); the 5m then drawn is kept and the
    # 9s thrown (the least connected tile that makes the hand ready); an opponent throws 2m.
    future = [EAST, EAST, EAST, SOUTH, EAST, EAST, EAST, five, EAST, two, EAST, EAST]
    hand = list(ONE_AWAY)
    got = _rollout(hand, future, [[], [], [1]], 3, 3, dist, waits_of, costs)
    assert got == pays[two][0] - 1.0 - 0.25
    assert sorted(hand) == sorted(READY)


def test_the_same_position_searches_the_same_futures() -> None:
    k = knowledge(READY + tl("9s"), wall=16)
    candidates = tl("9s5m2m")
    danger = strong_search(1).dangers(k, 0)
    a = search(k, candidates, danger, 32, random.Random(7))
    b = search(k, candidates, danger, 32, random.Random(7))
    assert a == b and all(len(xs) == 32 for xs in a.values())
    # Throwing the 9s keeps the ready hand: it wins in some futures, never pays (no threat).
    assert max(a[candidates[0]]) > 0 and min(a[candidates[0]]) >= 0


def test_the_search_runs_only_late_and_never_switching_it_plays_as_the_strong_level() -> None:
    early = strong_search(1)
    k = early.knowledge(view(READY + tl("9s"), wall=60))
    rows = [(10.0, (0, 0, 0, 0, t, "", 0.0)) for t in tl("9s5m")]
    assert early.pick(k, rows, early.dangers(k, 0))[4] == tl("9s")[0]
    assert early.searches == 0
    late = strong_search(1)
    k = late.knowledge(view(READY + tl("9s"), wall=12))
    late.pick(k, rows, late.dangers(k, 0))
    assert late.searches == 1
    # z infinite: every search run and none followed; the games are the strong level's.
    profile = get_profile("hk-modern")
    searched = 0
    for n in (4, 5):  # hands that reach the wall's last twenty tiles
        events = []
        for make in (lambda s: HKSearchBrain(s, defend=2.0, z=float("inf")),
                     lambda s: StrongHKBrain(s, defend=2.0)):
            players = [_Player(make(40 + s)) for s in range(4)]
            table = Table(profile, hand_seed(9, n), dealer=n % 4, hand_no=n)
            play_hand(table, players)
            events.append(table.events)
            searched += sum(getattr(p.brain, "searches", 0) for p in players)
        assert events[0] == events[1]
    assert searched > 0


class _Player:
    """A Hong Kong brain seated as a player."""

    def __init__(self, brain: StrongHKBrain) -> None:
        self.brain = brain

    def choose(self, v, legal):  # type: ignore[no-untyped-def]
        return self.brain.choose(v, legal)


# The one-draw lookahead measured in the same round (``benchmarks/hk_lookahead.py``).


def test_the_lookahead_weighs_a_hand_one_draw_further_and_only_among_close_discards() -> None:
    brain = strong_look(1)
    k = brain.knowledge(view(READY + tl("9s"), wall=40))
    rounds = brain._rounds(k)
    pool = sum(k.unseen)
    hand = [Tile(t) for t in ONE_AWAY]
    stay = brain._expected(k, list(hand), pool - 1, rounds - 1.0)
    # One draw further, the improving tiles make the hand ready: worth more than staying.
    assert brain.look(k, hand, rounds) > stay > 0
    # With nothing unseen but red dragons (none held: no plan of the hand's takes one),
    # no draw improves it: one draw further is the hand as it is, a round fewer.
    red = tl("7z")[0]
    dry = replace(k, unseen=tuple(4 if t == red else 0 for t in range(34)))
    assert brain.look(dry, hand, rounds) == brain._expected(dry, list(hand), 3, rounds - 1.0)
    # A ready discard among the close ones: the brain's choice stands, nothing looked at.
    rows = [(10.0, (d, 0, 0, 0, t, "", 0.0)) for d, t in ((0, tl("9s")[0]), (1, tl("5m")[0]))]
    assert brain.pick(k, rows, brain.dangers(k, 0))[4] == tl("9s")[0]
    assert brain.looks == 0
    rows = [(10.0, (1, 0, 0, 0, t, "", 0.0)) for t in tl("9s5m")]
    brain.pick(k, rows, brain.dangers(k, 0))
    assert brain.looks == 1
