"""What one seat may know: its own tiles, everything on the table, never another's hand."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.memo import FiniteTable
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
    aside: Tiles = ()  # 血流成河: the tiles this seat won on, set aside (everyone sees them)


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
            out += o.aside
            if s != self.seat:
                out += [t for m in o.melds for t in m.tiles]
                if o.winning_hand is not None:
                    out += o.winning_hand
        return tuple(out)


# ``OtherSeat(...)`` and ``SeatView(...)``, made faster (a view is made for every decision).
_other_seat = maker(OtherSeat)
_seat_view = maker(SeatView)

# A seat's OtherSeat as last shown, at 4 * seat + 2 * (void shown) + (winning hand shown): the
# player state it was made from (held, so the identity check below can never meet a recycled
# object) and the seat as shown. States share unchanged player states, so most views reuse
# three or four of the four.
_SHOWN_TABLE: FiniteTable[int, tuple[PlayerState, OtherSeat] | None] = FiniteTable(
    "views.shown", 16, fill=None)
_SHOWN: list[tuple[PlayerState, OtherSeat] | None] = _SHOWN_TABLE.data


def _other(s: int, p: PlayerState, shown: int) -> OtherSeat:
    """Seat ``s`` (player state ``p``) as a viewer sees it: ``shown`` is 2 when its void is
    shown, plus 1 when its winning hand is."""
    got = _SHOWN[4 * s + shown]
    if got is not None and got[0] is p:
        return got[1]
    win_shown = shown & 1
    o: OtherSeat = _other_seat(len(p.hand), p.melds, p.river, p.void if shown & 2 else None,
                               p.won, p.win_tile if win_shown else None,
                               p.hand if win_shown else None, p.bonus, p.aside)
    _SHOWN[4 * s + shown] = (p, o)
    return o


def seat_view(state: GameState, seat: int) -> SeatView:
    ps = state.players
    me = ps[seat]
    phase = state.phase
    revealed = (phase is not _PHASE_IDLE and phase is not _PHASE_EXCHANGE
                and phase is not _PHASE_VOID)
    p0, p1, p2, p3 = ps
    # The profile is asked only once someone has won (nothing is face down before).
    face_down = ((p0.won or p1.won or p2.won or p3.won)
                 and phase is not _PHASE_OVER and phase is not _PHASE_MATCH_OVER
                 and profile_of(state).winning_hands_face_down)
    # Each seat's void is shown once the voids are revealed (one's own always), its winning
    # hand when it has won and the profile shows winning hands (one's own always).
    v = 2 if revealed else 0
    k0 = (v or (seat == 0) << 1) | (p0.won and (seat == 0 or not face_down))
    k1 = 4 + ((v or (seat == 1) << 1) | (p1.won and (seat == 1 or not face_down)))
    k2 = 8 + ((v or (seat == 2) << 1) | (p2.won and (seat == 2 or not face_down)))
    k3 = 12 + ((v or (seat == 3) << 1) | (p3.won and (seat == 3 or not face_down)))
    # _other's first question, inline: most seats are shown as they were last time.
    g0, g1, g2, g3 = _SHOWN[k0], _SHOWN[k1], _SHOWN[k2], _SHOWN[k3]
    seats = (
        g0[1] if g0 is not None and g0[0] is p0 else _other(0, p0, k0),
        g1[1] if g1 is not None and g1[0] is p1 else _other(1, p1, k1 - 4),
        g2[1] if g2 is not None and g2[0] is p2 else _other(2, p2, k2 - 8),
        g3[1] if g3 is not None and g3[0] is p3 else _other(3, p3, k3 - 12),
    )
    view: SeatView = _seat_view(
        seat, state.profile, state.options, state.hand_no, state.dealer, phase, state.turn,
        state.tile, me.hand, me.last_draw, me.melds, me.void, seats, state.scores, state.wall,
        state.winners, me.pass_win, me.pass_pong, state.prevailing, me.bonus)
    return view


# Enum members read in the functions above, as module names: on Python 3.11 a member read
# off its class goes through EnumType's __getattr__ hook, several times a global's cost.
_PHASE_EXCHANGE = Phase.EXCHANGE
_PHASE_IDLE = Phase.IDLE
_PHASE_MATCH_OVER = Phase.MATCH_OVER
_PHASE_OVER = Phase.OVER
_PHASE_VOID = Phase.VOID
