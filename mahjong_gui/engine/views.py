"""What one seat may know: its own tiles, everything on the table, never another's hand."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.state import GameState, Phase, profile_of
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


def seat_view(state: GameState, seat: int) -> SeatView:
    me = state.players[seat]
    revealed = state.phase not in (Phase.IDLE, Phase.EXCHANGE, Phase.VOID)
    face_down = profile_of(state).winning_hands_face_down and state.phase not in (
        Phase.OVER, Phase.MATCH_OVER)
    seats = []
    for s, p in enumerate(state.players):
        show_win = p.won and (s == seat or not face_down)
        seats.append(OtherSeat(
            hand_size=len(p.hand), melds=p.melds, river=p.river,
            void=p.void if (revealed or s == seat) else None, won=p.won,
            win_tile=p.win_tile if show_win else None,
            winning_hand=p.hand if show_win else None, bonus=p.bonus))
    return SeatView(
        seat=seat, profile=state.profile, options=state.options, hand_no=state.hand_no,
        dealer=state.dealer, phase=state.phase, turn=state.turn, tile=state.tile,
        hand=me.hand, last_draw=me.last_draw, melds=me.melds, void=me.void,
        seats=(seats[0], seats[1], seats[2], seats[3]), scores=state.scores, wall=state.wall,
        winners=state.winners, pass_win=me.pass_win, pass_pong=me.pass_pong,
        prevailing=state.prevailing, bonus=me.bonus)
