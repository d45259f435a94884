"""The strong level's chance-model refinements (issue 17, fifth round; ``brain.Model``).

``void_feed`` (measured, off; ``StrongVariant`` in ``benchmarks/strong_variants.py``): a ready
hand counts who will throw its winning tiles. An opponent must throw every tile of its void suit
it draws and keeps many others, so a wait in an opponent's void suit is fed more often
(``outlook.opponent_feeds``). ``leaving`` (off) adds what winning sooner saves of the cost of
staying in the hand. ``kong_hopes`` (on) counts the kong money a concealed triplet or a declared
pong may still bring."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from benchmarks.strong_variants import StrongV1Bot, StrongVariant
from mahjong_gui.bots import StrongBot, brain, search
from mahjong_gui.bots.brain import Model, WaitValue, unit_value
from mahjong_gui.bots.outlook import (
    DISCARD_SHARE,
    KEPT_FEED,
    KONG_KEPT,
    VOID_FEED,
    fed_rate,
    kong_hope,
    kong_money,
    opponent_feeds,
    outlook,
    rounds,
    rounds_in,
    suit_feed,
    win_rate,
)
from mahjong_gui.engine.melds import parse_meld
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.tiles import parse

from .helpers import discards, seat, turn_view

# Seat 0 (void bamboo) holds 111m 789m 123p 789p and two loose fives, 5m and 5p: either five
# thrown leaves a ready hand waiting on the other alone (three unseen copies each, the same
# plain win), so shape and value cannot choose. Nobody has discarded anything (no one looks
# ready: no danger either way) and eight own draws are left (no search).
HAND = "111789m5m123789p5p"
FIVE_M, FIVE_P = parse("5m5p")


def _view(voids: tuple[str, str, str]):
    others = tuple(seat(void=v) for v in voids)
    return turn_view(HAND, "s", others, wall=32)


def _ready(bot: StrongBot, voids: tuple[str, str, str]) -> dict[str, tuple[float, float]]:
    """(chance, ev) of the hand left by each five thrown, keyed by the wait it leaves."""
    d = bot.decide(_view(voids), discards(HAND))
    by_tile = {c.tile: c.outlook for c in d.candidates}
    return {"5m": (by_tile[FIVE_P].chance, by_tile[FIVE_P].ev),
            "5p": (by_tile[FIVE_M].chance, by_tile[FIVE_M].ev)}


def test_the_feed_sums_each_opponents_share_by_suit() -> None:
    each = opponent_feeds(["m", "s", None])
    assert each == ((VOID_FEED, KEPT_FEED, KEPT_FEED), (KEPT_FEED, KEPT_FEED, VOID_FEED),
                    (DISCARD_SHARE,) * 3)
    m, p, s = suit_feed(each)
    assert m == pytest.approx(VOID_FEED + KEPT_FEED + DISCARD_SHARE)
    assert p == pytest.approx(2 * KEPT_FEED + DISCARD_SHARE)
    assert s == pytest.approx(VOID_FEED + KEPT_FEED + DISCARD_SHARE)


def test_one_share_for_every_suit_gives_the_plain_win_rate() -> None:
    ws = [WaitValue(FIVE_M, 3, 2, 3), WaitValue(parse("7p")[0], 2, 4, 5)]
    rate, share, value = fed_rate(ws, 5, 60, opponent_feeds([None, None, None]))
    assert rate == pytest.approx(win_rate(5, 60, 3))
    assert share == pytest.approx(1 / (1 + 3 * DISCARD_SHARE))
    assert value == pytest.approx((3 * 2 + 2 * 4) / 5)


def test_a_wait_in_an_opponents_void_suit_wins_more_often() -> None:
    ws = [WaitValue(FIVE_M, 3, 2, 3)]
    fed, fed_share, _ = fed_rate(ws, 3, 60, opponent_feeds(["m", "s", "s"]))
    kept, kept_share, _ = fed_rate(ws, 3, 60, opponent_feeds(["p", "s", "s"]))
    # 1 + 0.88 + 0.28 + 0.28 draws a round can bring 5m, against 1 + 3 x 0.28: about 31%
    # more wins a round, fewer of them self-drawn.
    assert fed == pytest.approx(1 - (1 - 3 / 60) ** (1 + VOID_FEED + 2 * KEPT_FEED))
    assert kept == pytest.approx(1 - (1 - 3 / 60) ** (1 + 3 * KEPT_FEED))
    assert math.isclose(fed / kept, 1.306, abs_tol=0.005)
    assert fed_share < kept_share


@pytest.mark.parametrize(("voids", "fed"), [(("m", "s", "s"), "5m"), (("p", "s", "s"), "5p")])
def test_the_option_finds_the_wait_an_opponent_must_throw(voids: tuple[str, str, str],
                                                          fed: str) -> None:
    other = "5p" if fed == "5m" else "5m"
    on = _ready(StrongVariant(1, void_feed=True), voids)
    assert on[fed][0] > on[other][0] + 0.05
    off = _ready(StrongBot(1), voids)  # the default: one share for every tile
    assert off["5m"] == pytest.approx(off["5p"])


def test_leaving_counts_what_a_sooner_win_saves() -> None:
    voids = ("m", "s", "s")
    plain = _ready(StrongVariant(1, void_feed=True), voids)
    leaving = _ready(StrongVariant(1, void_feed=True, leaving=0.2), voids)
    n = rounds(32 / 4)  # eight own draws left
    unit = unit_value(get_profile("mil"))
    for wait, copies_feed in (("5m", VOID_FEED + 2 * KEPT_FEED), ("5p", 3 * KEPT_FEED)):
        chance, ev = plain[wait]
        assert leaving[wait][0] == chance
        rate = 1 - (1 - 3 / (108 - 14)) ** (1 + copies_feed)  # 94 tiles unseen
        saved = 0.2 * unit * (n - rounds_in(rate, n))
        assert leaving[wait][1] == pytest.approx(ev + saved, rel=1e-6)
    # The fed wait stays in fewer rounds, so it saves more.
    assert leaving["5m"][1] - plain["5m"][1] > leaving["5p"][1] - plain["5p"][1]


def test_the_first_version_does_not_look_at_the_voids() -> None:
    v1 = StrongV1Bot(1)
    a = v1.choose(_view(("m", "s", "s")), discards(HAND))
    b = v1.choose(_view(("p", "s", "s")), discards(HAND))
    assert a == b and a.tile in (FIVE_M, FIVE_P)


def test_the_search_feeds_each_opponents_throws_by_suit() -> None:
    """The rollouts of ``search.run`` read the model's shares: opponents who throw every tile
    they draw feed more wins than opponents who keep them all, over the same futures."""
    view = turn_view(HAND, "s", tuple(seat(void=v) for v in ("m", "s", "s")), wall=12)
    base = brain.knowledge(view)
    cands = [(FIVE_M, 0.0), (FIVE_P, 0.0)]

    def values(share: float) -> dict[int, float]:
        each = ((share,) * 3,) * len(base.opponents)
        k = replace(base, model=Model(each, 1.0, 0.0))
        return search.run(k, (), cands, random.Random(5), 200).values

    never, always = values(0.0), values(1.0)
    assert all(always[t] > never[t] for t in (FIVE_M, FIVE_P))
    # By suit, over the same futures: keeping the wait on 5m (throwing 5p) is worth more
    # against the table where seat 1 must throw characters than where it must throw dots,
    # relative to keeping the wait on 5p.
    def gap(voids: tuple[str, str, str]) -> float:
        v = turn_view(HAND, "s", tuple(seat(void=x) for x in voids), wall=12)
        kb = brain.knowledge(v)
        each = opponent_feeds([v.seats[s].void for s in kb.opponents])
        k = replace(kb, model=Model(each, 1.0, 0.0))
        fed = search.run(k, (), cands, random.Random(5), 400).values
        return fed[FIVE_P] - fed[FIVE_M]

    assert gap(("m", "s", "s")) > gap(("p", "s", "s")) + 0.02


def test_kong_hopes_count_the_money_a_triplet_or_a_pong_may_still_bring() -> None:
    # 111m (its fourth copy unseen) and a declared pong of 9p (its fourth unseen too).
    view = turn_view("111234m567p2p5s", "s", tuple(seat(void=v) for v in ("m", "p", "s")),
                     wall=32, melds=(parse_meld("pong:9p"),))
    base = brain.knowledge(view)
    hand = brain.remove(base.hand, parse("5s")[0])
    each = opponent_feeds([None, None, None])
    plain = replace(base, model=Model(each, 1.0, 0.0))
    hopes = replace(base, model=Model(each, 1.0, 0.0, kong_hopes=True))
    draws = base.draws_left
    concealed = kong_money(base, KongKind.CONCEALED)
    added = kong_money(base, KongKind.ADDED)
    assert (concealed, added) == (6.0, 3.0)  # mil: two from each of three, one from each
    p = 1 - (1 - 1 / base.pool) ** draws
    want = KONG_KEPT * p * (concealed + added)
    assert kong_hope(hopes, hand, base.melds, draws) == pytest.approx(want)
    gain = outlook(hopes, hand, base.melds).ev - outlook(plain, hand, base.melds).ev
    assert gain == pytest.approx(want)
    # No hope for a kind whose fourth copy is in sight.
    seen = replace(hopes, unseen=tuple(0 if t in (0, 17) else n
                                       for t, n in enumerate(hopes.unseen)))
    assert kong_hope(seen, hand, base.melds, draws) == 0.0
    # Nor for a triplet of the void suit (bamboo here): it can never be a kong.
    void_triplet = [*parse("111s"), *hand[3:]]
    assert kong_hope(hopes, void_triplet, (), draws) == 0.0
