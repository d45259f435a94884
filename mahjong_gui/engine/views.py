"""What one seat may know: its own tiles, everything on the table, never another's hand."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.state import GameState, Phase, PlayerState, maker, profile_of
from mahjong_gui.engine.tiles import Tile

Tiles = tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class OtherSeat:
    """Another seat as the viewer sees it."""

    hand_size: int
    melds: tuple[Meld, ...]
    river: Tiles
    void: str | None  # None until the voids are revealed together
    won: bool
    win_tile: Tile | None  # majsoul keeps winning hands face down: None until the hand ends
    winning_hand: Tiles | None
    bonus: Tiles = ()  # Hong Kong: flowers and seasons set aside (everyone sees them)


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    profile: str
    options: tuple[tuple[str, str], ...]
    hand_no: int
    dealer: int
    phase: Phase
    turn: int
    tile: Tile | None  # the discard or kong tile under claim
    hand: Tiles  # own concealed tiles, sorted
    last_draw: Tile | None
    melds: tuple[Meld, ...]
    void: str | None
    seats: tuple[OtherSeat, OtherSeat, OtherSeat, OtherSeat]  # all four, own included
    scores: tuple[int, int, int, int]
    wall: int
    winners: tuple[int, ...]
    pass_win: int | None
    pass_pong: frozenset[Tile]
    prevailing: int = 1  # Hong Kong: the prevailing wind, 1 East .. 4 North
    bonus: Tiles = ()  # own bonus tiles set aside

    def visible_tiles(self) -> Tiles:
        """Every tile this seat can see outside its own hand and melds (rivers, others' melds,
        revealed winning hands): what ``analysis.unseen_counts`` needs."""
        out: list[Tile] = []
        for s, o in enumerate(self.seats):
            out += o.river
            if s != self.seat:
                out += [t for m in o.melds for t in m.tiles]
                if o.winning_hand is not None:
                    out += o.winning_hand
        return tuple(out)


# ``OtherSeat(...)`` and ``SeatView(...)``, made faster (a view is made for every decision).
_other_seat = maker(OtherSeat)
_seat_view = maker(SeatView)

# A seat's OtherSeat as last shown, by seat: the player state it was made from (held, so the
# identity check below can never meet a recycled object) and what was revealed. States share
# unchanged player states, so most views reuse three or four of the four.
_SHOWN: dict[tuple[int, bool, bool], tuple[PlayerState, OtherSeat]] = {}


def _other(s: int, p: PlayerState, void_shown: bool, win_shown: bool) -> OtherSeat:
    key = (s, void_shown, win_shown)
    got = _SHOWN.get(key)
    if got is not None and got[0] is p:
        return got[1]
    o: OtherSeat = _other_seat(len(p.hand), p.melds, p.river, p.void if void_shown else None,
                               p.won, p.win_tile if win_shown else None,
                               p.hand if win_shown else None, p.bonus)
    _SHOWN[key] = (p, o)
    return o


def seat_view(state: GameState, seat: int) -> SeatView:
    me = state.players[seat]
    phase = state.phase
    revealed = phase is not Phase.IDLE and phase is not Phase.EXCHANGE and phase is not Phase.VOID
    face_down = (phase is not Phase.OVER and phase is not Phase.MATCH_OVER
                 and profile_of(state).winning_hands_face_down)
    ps = state.players
    seats = (
        _other(0, ps[0], revealed or seat == 0, ps[0].won and (seat == 0 or not face_down)),
        _other(1, ps[1], revealed or seat == 1, ps[1].won and (seat == 1 or not face_down)),
        _other(2, ps[2], revealed or seat == 2, ps[2].won and (seat == 2 or not face_down)),
        _other(3, ps[3], revealed or seat == 3, ps[3].won and (seat == 3 or not face_down)),
    )
    view: SeatView = _seat_view(
        seat, state.profile, state.options, state.hand_no, state.dealer, phase, state.turn,
        state.tile, me.hand, me.last_draw, me.melds, me.void, seats, state.scores, state.wall,
        state.winners, me.pass_win, me.pass_pong, state.prevailing, me.bonus)
    return view
