"""Shared set-up for the bot tests: scripted walls and seat views built by hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from mahjong_gui.engine.legal import Act, Action, all_tiles
from mahjong_gui.engine.melds import Meld, parse_meld
from mahjong_gui.engine.state import Phase
from mahjong_gui.engine.tiles import Tile, parse
from mahjong_gui.engine.views import OtherSeat, SeatView
from tests.helpers import tl


def wall_with_dealer_hand(hand: str) -> list[Tile]:
    """108 tiles in dealing order whose first 14 (the dealer's) are ``hand``; the rest in tile
    order, each kind spread out."""
    pool = Counter(all_tiles())
    first = tl(hand)
    for t in first:
        pool[t] -= 1
        assert pool[t] >= 0, f"a fifth copy of {t}"
    rest: list[Tile] = []
    for level in range(4):
        rest += [t for t in sorted(pool) if pool[t] > level]
    return first + rest


def seat(river: str = "", melds: Sequence[str] = (), void: str | None = None,
         hand_size: int = 13, won: bool = False) -> OtherSeat:
    return OtherSeat(hand_size=hand_size, melds=tuple(parse_meld(m) for m in melds),
                     river=tuple(tl(river)), void=void, won=won, win_tile=None,
                     winning_hand=None)


def turn_view(hand: str, void: str, others: Sequence[OtherSeat], *, profile: str = "mil",
              wall: int = 30, melds: Sequence[Meld] = (), river: str = "") -> SeatView:
    """Seat 0's view on its own turn, holding ``hand`` (14 tiles less 3 per meld)."""
    tiles = tuple(sorted(tl(hand)))
    me = OtherSeat(hand_size=len(tiles), melds=tuple(melds), river=tuple(tl(river)), void=void,
                   won=False, win_tile=None, winning_hand=None)
    seats = (me, *others)
    assert len(seats) == 4
    return SeatView(
        seat=0, profile=profile, options=(), hand_no=0, dealer=0, phase=Phase.TURN, turn=0,
        tile=None, hand=tiles, last_draw=tiles[-1], melds=tuple(melds), void=void,
        seats=(seats[0], seats[1], seats[2], seats[3]), scores=(0, 0, 0, 0), wall=wall,
        winners=(), pass_win=None, pass_pong=frozenset())


def discards(hand: str) -> tuple[Action, ...]:
    """The legal moves of a turn that may only discard: each kind of ``hand`` once, in order."""
    return tuple(Action(Act.DISCARD, t) for t in sorted(set(parse(hand))))
