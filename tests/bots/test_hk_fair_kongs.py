"""A concealed kong weighed without the all-chows hope on either side (``fair_kongs``,
``strong_kong``), measured and left off in issue 33's fifteenth round (docs/bots.md "Duplicate
walls dealt to four seatings"); the game's strong level keeps its own-kong rule
(``StrongHKBrain.takes_kong``)."""

from __future__ import annotations

from dataclasses import replace

from benchmarks.hk_variants import HKVariantBrain, strong_kong
from mahjong_gui.bots.hongkong import StrongHKBrain, discard_rows
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.table import Table
from mahjong_gui.engine.tiles import parse
from mahjong_gui.engine.views import SeatView

from .helpers import discards

# Four 6m held and nothing declared: the hand reaches the 3-faan minimum only with the
# all-chows row (concealed 1, self-draw 1, all chows 1), which four 6m all but rule out.
HAND = "3m5m6m6m6m6m4p1s2s3s4s7s3z3z"
KONG = Action(Act.KONG, parse("6m")[0], kong=KongKind.CONCEALED)


def position() -> SeatView:
    """Seat 0's turn as West (its own wind, 3z, held as a pair) with 21 tiles left in the
    wall and the first flower, not its own, beside it (no bonus faan); nobody has declared
    anything."""
    v = Table(get_profile("hk-modern"), 3, dealer=2, hand_no=0).view(0)
    bonus = tuple(parse("1f"))
    seats = [replace(o, river=(), melds=(), bonus=()) for o in v.seats]
    seats[0] = replace(seats[0], bonus=bonus)
    return replace(v, hand=tuple(parse(HAND)), seats=tuple(seats), wall=21, bonus=bonus)


def test_the_level_keeps_the_four_tiles_for_its_all_chows_hope() -> None:
    brain = StrongHKBrain(1, defend=2.0)
    k = brain.knowledge(position())
    assert (k.seat.wind, k.seat.bonus_faan, k.seat.chow_reach, k.seat.minimum) == (3, 0, 1, 3)
    legal = (*discards(HAND), KONG)
    # The best discard leaves the hand two from ready counting the hope; the kong declares a
    # set, so the hope is gone and the hand is five from ready: no kong.
    assert not brain.takes_kong(k, KONG, [a.tile for a in discards(HAND)], 2)
    assert brain.choose(position(), legal).act is Act.DISCARD


def test_fair_kongs_weighs_both_sides_without_the_hope_and_declares() -> None:
    brain = strong_kong(1)
    assert isinstance(brain, HKVariantBrain) and brain.fair_kongs
    k = brain.knowledge(position())
    flat = replace(k, seat=replace(k.seat, chow_reach=0))
    # Without the hope the best discard leaves the hand five from ready, as the kong does.
    assert discard_rows(flat, [a.tile for a in discards(HAND)])[0][0] == 5
    legal = (*discards(HAND), KONG)
    assert brain.choose(position(), legal) == KONG
