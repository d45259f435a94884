"""The fitted tile danger measured and left off in issue 33's eleventh round (``tile_danger``,
docs/bots.md "Where the deal-ins came from"): what a discard costs against a player read as
ready, by how the tile stands to that player and the wall's stage; and in the thirteenth round
weighed only while far from ready (``fold_from``), left off too."""

from __future__ import annotations

from dataclasses import replace

import pytest

from benchmarks.hk_variants import (
    TILE_DANGER,
    HKVariantBrain,
    strong_danger,
    strong_fold,
    tile_dangers,
)
from mahjong_gui.bots.hongkong import StrongHKBrain, TurnPlans
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table
from mahjong_gui.engine.tiles import Tile, parse
from mahjong_gui.engine.views import SeatView

from .helpers import discards


def tl(text: str) -> tuple[Tile, ...]:
    return tuple(parse(text))


HAND = tl("1m2m3m4m5m7m8m2p3p4p6p7p8p5s")
# Seat 1 shows three sets, two of them bamboo: read as ready by its melds.
THREE_SETS = (Meld(MeldKind.PONG, tl("3s")[0]), Meld(MeldKind.CHOW, tl("6s")[0]),
              Meld(MeldKind.PONG, tl("7z")[0]))


def position(wall: int) -> SeatView:
    """Seat 0's turn with ``wall`` tiles left: seat 1 has declared three sets and thrown 4m;
    seat 2 has thrown six tiles (three souths) and declared nothing."""
    v = Table(get_profile("hk-modern"), 3, dealer=0, hand_no=0).view(0)
    seats = [replace(o, river=(), melds=(), bonus=()) for o in v.seats]
    seats[1] = replace(seats[1], melds=THREE_SETS, river=tl("4m1z"), hand_size=4)
    seats[2] = replace(seats[2], river=tl("9m1p9p2z2z2z"))
    return replace(v, hand=HAND, seats=(seats[0], seats[1], seats[2], seats[3]), wall=wall)


def dangers(wall: int, everyone: bool = False) -> dict[str, float]:
    brain = strong_danger(1)
    assert isinstance(brain, HKVariantBrain) and brain.tile_danger == 1
    k = brain.knowledge(position(wall))
    assert k.threats == (1,)
    danger = tile_dangers(k, everyone)
    return {name: danger(t, (0, 0, 0, 0, int(t), "", 0.0))
            for name, t in zip(("4m", "5s", "1s", "5p", "2z", "3z", "7z"), tl("4m5s1s5p2z3z7z"),
                               strict=True)}


def test_a_tile_costs_by_how_it_stands_to_the_ready_player_late_in_the_wall() -> None:
    d = dangers(20)
    assert d["4m"] == TILE_DANGER[True, "safe"][2] == 0.08  # in its river
    assert d["5s"] == TILE_DANGER[True, "mid+"][2] == 8.4  # a 3-7 of a suit its melds hold
    assert d["1s"] == TILE_DANGER[True, "term+"][2] == 4.9
    assert d["5p"] == TILE_DANGER[True, "off"][2] == 0.09  # outside the one suit it shows
    assert d["2z"] == TILE_DANGER[True, "safe"][2]  # a wind with one copy unseen: none to wait on
    assert d["3z"] == TILE_DANGER[True, "honour"][2] == 2.44  # a wind nobody has shown
    assert d["7z"] == TILE_DANGER[True, "safe"][2]  # its own pong's kind: every copy in sight


def test_the_same_tiles_cost_less_mid_wall_and_others_count_only_when_asked() -> None:
    assert dangers(45)["5s"] == TILE_DANGER[True, "mid+"][1] == 2.25
    assert dangers(80)["5s"] == TILE_DANGER[True, "mid+"][0]
    # Every opponent: seats 2 and 3 (nothing declared) add their own cells for a 3-7 tile.
    assert dangers(20, everyone=True)["5p"] == pytest.approx(0.09 + 2 * 0.38)
    assert TILE_DANGER[False, "mid"][2] == 0.38


# Issue 33's thirteenth round (``fold_from``, ``strong_fold``): that danger weighed only while
# the best discard leaves the hand two or more tiles from ready, the level's weight nearer.
FAR = "1m2m3m4m5m7m8m2p3p4p6p9p1z5s"  # two from ready after its best discard
NEAR = "1m2m3m4m5m6m7m8m2p3p4p6p7p5s"  # one from ready


def discard(brain: StrongHKBrain, hand: str) -> str:
    tile = brain.choose(replace(position(20), hand=tl(hand)), discards(hand)).tile
    assert tile is not None
    return str(tile)


def nearest(hand: str) -> int:
    k = StrongHKBrain(1, defend=2.0).knowledge(replace(position(20), hand=tl(hand)))
    return TurnPlans(k.seat, k.hand, k.melds, False, k.unseen).nearest


def test_far_from_ready_the_fold_throws_what_the_ready_player_has_thrown() -> None:
    assert nearest(FAR) == 2
    assert discard(strong_fold(1), FAR) == "1z"  # seat 1 threw it: 0.08 points by the table
    # The strong level (the weight alone) keeps the shape's order.
    assert discard(StrongHKBrain(1, defend=2.0), FAR) == "9p"


def test_one_from_ready_the_fold_pushes_where_the_danger_everywhere_would_not() -> None:
    assert nearest(NEAR) == 1
    assert discard(strong_fold(1), NEAR) == "5s"  # 8.4 points by the table
    assert discard(StrongHKBrain(1, defend=2.0), NEAR) == "5s"
    assert discard(strong_danger(1), NEAR) == "1m"
