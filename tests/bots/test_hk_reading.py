"""The Hong Kong strong level's reading of its opponents (issue 33, third round): how likely
each is ready (its sets and discards), what a deal-in to it costs (the faan its melds and
bonus tiles show), and the fold that follows only against a big hand."""

from __future__ import annotations

from dataclasses import replace

import pytest

from benchmarks.hk_variants import READY_BY, HKVariantBrain, deal_in_cost, read_opponents
from mahjong_gui.bots.hongkong import StrongHKBrain
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table
from mahjong_gui.engine.tiles import Tile, parse
from mahjong_gui.engine.views import SeatView


def tl(text: str) -> tuple[Tile, ...]:
    return tuple(parse(text))


# Seat 0's 14 tiles (seat 1 deals): by the brain's values 5s is the best discard (3.36 points),
# 1m and 8m next (2.97), then 4m (2.80), which seat 1 has thrown.
HAND = tl("1m2m3m4m5m7m8m2p3p4p6p7p8p5s")
SOUTH_RIVER = tl("1z2z3z4z9m1p2m6m8p1p5z6z4m9p2s3m")
BAMBOO = (Meld(MeldKind.PONG, tl("3s")[0]), Meld(MeldKind.CHOW, tl("6s")[0]))  # one suit shown
TWO_SUITS = (Meld(MeldKind.CHOW, tl("5p")[0]), Meld(MeldKind.CHOW, tl("6s")[0]))


def position(melds: tuple[Meld, ...], river: tuple[Tile, ...], dealer: int = 1,
             south_bonus: tuple[Tile, ...] = ()) -> SeatView:
    """A view of seat 0's turn late in the wall (30 tiles left): seat 1 has declared
    ``melds`` and thrown ``river``; seat 2 has thrown six tiles and declared nothing."""
    v = Table(get_profile("hk-modern"), 3, dealer=0, hand_no=0).view(0)
    seats = [replace(o, river=(), melds=(), bonus=()) for o in v.seats]
    seats[1] = replace(seats[1], melds=melds, river=river, hand_size=13 - 3 * len(melds),
                       bonus=south_bonus)
    seats[2] = replace(seats[2], river=tl("9m1p9p1s1z1z"))
    return replace(v, hand=HAND, seats=(seats[0], seats[1], seats[2], seats[3]), wall=30,
                   dealer=dealer, bonus=tl("1f"))


def strong(seed: int = 1) -> HKVariantBrain:
    """The strong level's brain with the reading on (``benchmarks/strong_variants.py``'s
    ``strong_read``)."""
    from benchmarks.strong_variants import make_bot as make_yardstick

    brain = make_yardstick("strong_read", seed).family_brain(  # type: ignore[attr-defined]
        position(BAMBOO, SOUTH_RIVER))
    assert isinstance(brain, HKVariantBrain)
    assert (brain.read_values, brain.call_safety, brain.dealer_pays) == (True, True, True)
    return brain


def test_an_opponent_is_read_by_its_sets_discards_and_shown_faan() -> None:
    brain = strong()
    k = brain.knowledge(position(BAMBOO, SOUTH_RIVER))
    south, west = read_opponents(k)
    # Seat 1: two sets and 16 discards (READY_BY[2][5]); one suit without honour melds 6 faan,
    # no bonus tile 1, what the hand hides 1: 8 faan, 64 points, 2P from the discarder,
    # doubled as seat 1 deals. Seat 2: nothing declared, six discards.
    assert (south.seat, south.ready, south.cost, south.flush) == (1, 0.41, 256.0, 2)
    assert (west.seat, west.ready, west.cost, west.flush) == (2, READY_BY[0][2], 32.0, None)
    # The same melds in two suits: no one-suit faan, the table's minimum plus one (4 faan).
    k2 = brain.knowledge(position(TWO_SUITS, SOUTH_RIVER))
    assert read_opponents(k2)[0].cost == 2 * 16 * 2
    # Seat 2 deals (seat 1 sits North): no doubling. Its own flower (4) keeps the faan that no
    # bonus tile gave; another flower takes it away.
    own = brain.knowledge(position(BAMBOO, SOUTH_RIVER, dealer=2, south_bonus=tl("4f")))
    assert read_opponents(own)[0].cost == 2 * 64
    other = brain.knowledge(position(BAMBOO, SOUTH_RIVER, dealer=2, south_bonus=tl("2f")))
    assert read_opponents(other)[0].cost == 2 * 48
    # A player with nothing declared and two discards reads as not ready: never weighed.
    k4 = brain.knowledge(position((), SOUTH_RIVER[:2]))
    assert [r.seat for r in read_opponents(k4)] == [2]


def test_a_deal_in_costs_by_what_the_tile_is_to_each_reader() -> None:
    brain = strong()
    k = brain.knowledge(position(BAMBOO, SOUTH_RIVER))
    reads = read_opponents(k)
    south, west = reads
    w = west.ready * west.cost
    # 5s, a 3-7 in seat 1's suit: 0.065 of its kinds; to seat 2 a 3-7 as well.
    assert deal_in_cost(k, reads, tl("5s")[0]) == 0.41 * 0.065 * 256.0 + w * 0.065
    # 4m: seat 1 threw one (0.003); 8m: outside seat 1's suit (0.010), to seat 2 a 2 or 8.
    assert deal_in_cost(k, reads, tl("4m")[0]) == 0.41 * 0.003 * 256.0 + w * 0.065
    assert deal_in_cost(k, reads, tl("8m")[0]) == 0.41 * 0.010 * 256.0 + w * 0.045
    # 1p: both threw one.
    assert deal_in_cost(k, reads, tl("1p")[0]) == 0.41 * 0.003 * 256.0 + w * 0.003


def test_the_reading_folds_against_a_read_one_suit_hand_only() -> None:
    legal = tuple(Action(Act.DISCARD, t) for t in sorted(set(HAND)))
    # Seat 1 shows one suit and has thrown 16 tiles: 5s (its suit, 6.95 points of danger)
    # gives way to 4m, which seat 1 threw.
    brain = strong()
    late = position(BAMBOO, SOUTH_RIVER)
    assert brain.turn(brain.knowledge(late), legal).tile == tl("4m")[0]
    # The same melds after four discards (seat 1 ready 0.01): the best valued 5s.
    early = position(BAMBOO, SOUTH_RIVER[:4])
    assert brain.turn(brain.knowledge(early), legal).tile == tl("5s")[0]
    # Without the reading (the strong level as the game plays it) the old weight, 0.015 a
    # threat, moves it off 5s too (3.36 - 0.60), to 8m (2.97, outside seat 1's suit).
    from mahjong_gui.bots import make_bot

    plain = make_bot("strong", 1).family_brain(late)  # type: ignore[attr-defined]
    assert type(plain) is StrongHKBrain  # the game's brain: no reading in it
    assert plain.turn(plain.knowledge(late), legal).tile == tl("8m")[0]


def test_a_plan_not_yet_ready_counts_the_dealers_doubling_with_dealer_pays() -> None:
    brain = strong()
    as_dealer = brain.knowledge(position(BAMBOO, SOUTH_RIVER, dealer=0))
    other = brain.knowledge(position(BAMBOO, SOUTH_RIVER, dealer=1))
    assert brain._dealer_factor(as_dealer) == 2.0
    assert brain._dealer_factor(other) == 4.0 / 3.0
    plain = StrongHKBrain(1, defend=2.0)
    assert plain._dealer_factor(as_dealer) == plain._dealer_factor(other) == 1.0
    # The same hand not yet ready is worth that much more to the reading brain.
    hand = list(HAND)
    hand.remove(tl("5s")[0])
    pool = sum(other.unseen)
    assert brain._expected(other, hand, pool, 4.0) == pytest.approx(
        plain._expected(other, hand, pool, 4.0) * 4.0 / 3.0, rel=1e-12)


def test_the_reading_is_a_measured_variant_not_the_strong_level() -> None:
    """The reading measured no better than the level without it (docs/bots.md): the strong
    level and its yardsticks play without it, ``strong_read`` with it."""
    from benchmarks.strong_variants import make_bot as make_yardstick
    from mahjong_gui.bots import make_bot

    view = position(BAMBOO, SOUTH_RIVER)
    for name, make in (("strong", make_bot), ("strong_hk33", make_yardstick),
                       ("strong_v1", make_yardstick)):
        brain = make(name, 5).family_brain(view)  # type: ignore[attr-defined]
        if name == "strong":  # the game's brain has no such options (issue 31 item 4)
            assert type(brain) is StrongHKBrain and not hasattr(brain, "read_values")
            continue
        assert isinstance(brain, HKVariantBrain)
        assert (brain.read_values, brain.call_safety, brain.dealer_pays) == (
            False, False, False), name
    assert (strong().read_values, strong().call_safety, strong().dealer_pays) == (
        True, True, True)


def test_the_games_strong_brain_takes_no_option_that_is_off() -> None:
    """Issue 31 item 4: the options measured and left off live in benchmarks/hk_variants.py;
    the game's brain takes its settings only, and its one path plays the strong level."""
    import inspect

    params = list(inspect.signature(StrongHKBrain.__init__).parameters)
    assert params == ["self", "seed", "slip", "careless", "defend", "call_margin", "threat"]
    view = position(BAMBOO, SOUTH_RIVER)
    game = StrongHKBrain(5, defend=2.0)
    variant = HKVariantBrain(5, defend=2.0)  # every option at its default
    legal = tuple(Action(Act.DISCARD, t) for t in sorted(set(HAND)))
    assert game.knowledge(view) == variant.knowledge(view)
    assert game.turn(game.knowledge(view), legal) == variant.turn(variant.knowledge(view), legal)
