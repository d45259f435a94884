"""Game state: a frozen value, and ``apply(state, event)``, the one pure way it changes.

A state is the replay of its log: ``replay(events)`` folds ``apply`` from ``INITIAL``. ``apply``
trusts its events (the table validates moves before emitting them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from enum import Enum
from functools import lru_cache
from typing import TYPE_CHECKING, Any, TypeVar

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.common import Payment
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.rules import AnyProfile, get_profile
from mahjong_gui.engine.tiles import Tile

Tiles = tuple[Tile, ...]
Four = tuple[int, int, int, int]
SEATS = (0, 1, 2, 3)


class Phase(str, Enum):
    IDLE = "idle"  # before the first hand
    EXCHANGE = "exchange"  # everyone picks three tiles of one suit
    VOID = "void"  # everyone picks a void suit
    TURN = "turn"  # ``turn`` acts on its own tiles (win, kong, discard)
    CLAIM = "claim"  # the others may win, pong or kong ``tile``, discarded by ``turn``
    ROB = "rob"  # the others may rob ``turn``'s added kong of ``tile``
    DRAW = "draw"  # ``turn`` draws next (a replacement when ``replacement_due``)
    OVER = "over"  # the hand has ended
    MATCH_OVER = "match_over"


@dataclass(frozen=True, slots=True)
class PlayerState:
    hand: Tiles = ()  # concealed tiles, sorted (a winner keeps the hand they won with)
    melds: tuple[Meld, ...] = ()
    river: Tiles = ()  # discards still on the table, in order of play
    void: str | None = None
    won: bool = False
    win_tile: Tile | None = None
    draws: int = 0  # tiles taken from the wall this hand (replacements included)
    last_draw: Tile | None = None
    replacement: bool = False  # the last tile taken was a kong replacement
    discards: int = 0  # discards made this hand
    pass_win: int | None = None  # 过胡: the largest win declined since the last draw
    pass_pong: frozenset[Tile] = frozenset()  # 过碰: kinds declined since the last draw
    bonus: Tiles = ()  # Hong Kong: flowers and seasons set aside, in the order they came

    def count(self, t: Tile) -> int:
        return self.hand.count(t)


@dataclass(frozen=True, slots=True)
class GameState:
    profile: str = ""
    options: tuple[tuple[str, str], ...] = ()
    hand_no: int = -1
    seed: int = 0
    dealer: int = 0
    start_scores: Four = (0, 0, 0, 0)  # scores when the hand began
    scores: Four = (0, 0, 0, 0)  # scores now (start + this hand's payments)
    players: tuple[PlayerState, ...] = (PlayerState(),) * 4
    wall: int = 0
    phase: Phase = Phase.IDLE
    turn: int = 0
    tile: Tile | None = None  # the discard or the kong tile under claim
    after_pong: bool = False  # the turn came from a pong: discard only
    kong_turn: bool = False  # ``turn`` drew a kong replacement this turn (kong discard)
    replacement_due: bool = False
    claim_winners: tuple[int, ...] = ()  # winners on the current discard or kong
    calls: int = 0  # pongs and kongs declared since the deal
    winners: tuple[int, ...] = ()
    claimed: int = 0  # tiles won on discards or robbed kongs (one per discard)
    prevailing: int = 1  # the prevailing wind, 1 East .. 4 North (Hong Kong)
    dead_taken: int = 0  # bonus replacements taken from the dead wall once the live one is out

    @property
    def in_seats(self) -> tuple[int, ...]:
        return tuple(s for s in SEATS if not self.players[s].won)

    @property
    def deltas(self) -> Four:
        d = [self.scores[s] - self.start_scores[s] for s in SEATS]
        return (d[0], d[1], d[2], d[3])

    def next_in(self, after: int) -> int:
        """The first seat still in the hand after ``after`` in turn order."""
        for k in (1, 2, 3):
            s = (after + k) % 4
            if not self.players[s].won:
                return s
        return after


INITIAL = GameState()

_T = TypeVar("_T")
_Replacer = Callable[[Any, dict[str, Any]], Any]


def _replacer(cls: type, changed: tuple[str, ...]) -> _Replacer:
    """A ``dataclasses.replace`` for one frozen slots class and one set of changed fields,
    several times faster: the copy is made field by field without the keyword ``__init__``
    (these classes have no ``__post_init__``); an unknown field is refused here, once."""
    names = [f.name for f in fields(cls)]
    unknown = sorted(set(changed) - set(names))
    if unknown:
        raise TypeError(f"no field {unknown} in {cls.__name__}")
    lines = ["def rep(o, kw):", "    n = new(cls)"]
    lines += [f"    put(n, {n!r}, kw[{n!r}])" if n in changed else f"    put(n, {n!r}, o.{n})"
              for n in names]
    lines.append("    return n")
    scope: dict[str, Any] = {"new": object.__new__, "put": object.__setattr__, "cls": cls}
    exec("\n".join(lines), scope)  # noqa: S102 (code made from the class's own field names)
    rep: _Replacer = scope["rep"]
    return rep


_REPLACERS: dict[tuple[type, tuple[str, ...]], _Replacer] = {}


def _fast_replace(obj: _T, /, **changes: Any) -> _T:
    key = (type(obj), tuple(changes))
    rep = _REPLACERS.get(key)
    if rep is None:
        rep = _REPLACERS[key] = _replacer(*key)
    out: _T = rep(obj, changes)
    return out


if TYPE_CHECKING:  # the type checker sees the standard one and checks the field names
    from dataclasses import replace
else:
    replace = _fast_replace


@lru_cache(maxsize=64)
def _profile(profile_id: str, options: tuple[tuple[str, str], ...]) -> AnyProfile:
    return get_profile(profile_id, dict(options))


def profile_of(state: GameState) -> AnyProfile:
    return _profile(state.profile, state.options)


def _sorted(tiles: Iterable[Tile]) -> Tiles:
    return tuple(sorted(tiles))


def _remove(hand: Tiles, t: Tile, n: int = 1) -> Tiles:
    out = list(hand)
    for _ in range(n):
        out.remove(t)
    return tuple(out)


def _pay(state: GameState, payments: Iterable[Payment]) -> Four:
    s = list(state.scores)
    for p in payments:
        s[p.payer] -= p.amount
        if p.payee is not None:
            s[p.payee] += p.amount
    return (s[0], s[1], s[2], s[3])


def _set(state: GameState, seat: int, player: PlayerState) -> tuple[PlayerState, ...]:
    ps = list(state.players)
    ps[seat] = player
    return tuple(ps)


def _declined(p: PlayerState, amount: int | None) -> PlayerState:
    if amount is None:
        return p
    return replace(p, pass_win=amount if p.pass_win is None else max(p.pass_win, amount))


def apply(state: GameState, e: ev.Event) -> GameState:
    """The state after event ``e``. Pure: the input is never changed."""
    # The most frequent events first.
    if isinstance(e, ev.Discarded):
        p = state.players[e.seat]
        p = _declined(replace(p, hand=_remove(p.hand, e.tile), river=(*p.river, e.tile),
                              discards=p.discards + 1, last_draw=None), e.declined_win)
        return replace(state, players=_set(state, e.seat, p),
                       phase=Phase.CLAIM, turn=e.seat, tile=e.tile, claim_winners=())
    if isinstance(e, ev.Drew):
        p = state.players[e.seat]
        p = replace(p, hand=_sorted([*p.hand, e.tile]), draws=p.draws + 1, last_draw=e.tile,
                    replacement=e.replacement, pass_win=None, pass_pong=frozenset())
        return replace(state, players=_set(state, e.seat, p),
                       wall=state.wall - 1, phase=Phase.TURN, turn=e.seat, tile=None,
                       after_pong=False, kong_turn=e.replacement, replacement_due=False,
                       claim_winners=())
    if isinstance(e, ev.ClaimPassed):
        p = _declined(state.players[e.seat], e.win_value)
        if e.pong:
            p = replace(p, pass_pong=p.pass_pong | {e.tile})
        return replace(state, players=_set(state, e.seat, p))
    if isinstance(e, ev.HandStarted):
        players = tuple(PlayerState(hand=_sorted(e.deal[s])) for s in SEATS)
        prof = _profile(e.profile, e.options)
        first = (Phase.EXCHANGE if prof.exchange_three else
                 Phase.VOID if prof.void_suit else Phase.TURN)
        # ``wall`` counts the live wall: the dead wall's tiles are never drawn (§3.1).
        return GameState(profile=e.profile, options=e.options, hand_no=e.hand, seed=e.seed,
                         dealer=e.dealer, start_scores=e.scores, scores=e.scores,
                         players=players, wall=len(e.wall) - prof.dead_wall, phase=first,
                         turn=e.dealer, prevailing=e.prevailing)
    if isinstance(e, ev.TilesExchanged):
        shift = {"next": 1, "previous": -1, "across": 2}[e.direction]
        moved: list[PlayerState] = []
        for s in SEATS:
            p = state.players[s]
            kept = list(p.hand)
            for t in e.picks[s]:
                kept.remove(t)
            moved.append(replace(p, hand=_sorted([*kept, *e.picks[(s - shift) % 4]])))
        return replace(state, players=tuple(moved), phase=Phase.VOID)
    if isinstance(e, ev.VoidsChosen):
        voided = tuple(replace(state.players[s], void=e.voids[s]) for s in SEATS)
        return replace(state, players=voided, phase=Phase.TURN,
                       turn=state.dealer)
    if isinstance(e, ev.BonusReplaced):
        p = state.players[e.seat]
        p = replace(p, hand=_sorted([*_remove(p.hand, e.tile), e.drawn]),
                    bonus=(*p.bonus, e.tile))
        if not e.at_deal:
            p = replace(p, last_draw=e.drawn, replacement=True)
        if state.wall > 0:
            return replace(state, players=_set(state, e.seat, p), wall=state.wall - 1)
        # §3.3: a bonus tile drawn as the live wall's last tile is replaced from the dead wall.
        return replace(state, players=_set(state, e.seat, p), dead_taken=state.dead_taken + 1)
    if isinstance(e, ev.Chowed):
        d = state.players[e.discarder]
        d = replace(d, river=d.river[:-1])
        p = state.players[e.seat]
        rest = list(p.hand)
        for t in Meld(MeldKind.CHOW, e.low).tiles:
            if t != e.tile:
                rest.remove(t)
        p = replace(p, hand=tuple(rest), melds=(*p.melds, Meld(MeldKind.CHOW, e.low)))
        ps = list(state.players)
        ps[e.discarder], ps[e.seat] = d, p
        return replace(state, players=tuple(ps), phase=Phase.TURN, turn=e.seat, tile=None,
                       after_pong=True, kong_turn=False, calls=state.calls + 1)
    if isinstance(e, ev.Ponged):
        d = state.players[e.discarder]
        d = replace(d, river=d.river[:-1])
        p = state.players[e.seat]
        p = _declined(replace(p, hand=_remove(p.hand, e.tile, 2),
                              melds=(*p.melds, Meld(MeldKind.PONG, e.tile))), e.declined_win)
        ps = list(state.players)
        ps[e.discarder], ps[e.seat] = d, p
        return replace(state, players=tuple(ps), phase=Phase.TURN,
                       turn=e.seat, tile=None, after_pong=True, kong_turn=False,
                       calls=state.calls + 1)
    if isinstance(e, ev.KongDeclared):
        p = _declined(state.players[e.seat], e.declined_win)
        return replace(state, players=_set(state, e.seat, p),
                       phase=Phase.ROB, turn=e.seat, tile=e.tile, claim_winners=())
    if isinstance(e, ev.Konged):
        ps = list(state.players)
        p = _declined(ps[e.seat], e.declined_win)
        if e.kind == "exposed":
            assert e.discarder is not None
            d = ps[e.discarder]
            ps[e.discarder] = replace(d, river=d.river[:-1])
            p = replace(p, hand=_remove(p.hand, e.tile, 3),
                        melds=(*p.melds, Meld(MeldKind.KONG, e.tile)))
        elif e.kind == "concealed":
            p = replace(p, hand=_remove(p.hand, e.tile, 4),
                        melds=(*p.melds, Meld(MeldKind.ANKONG, e.tile)))
        else:
            melds = tuple(Meld(MeldKind.ADDKONG, m.tile)
                          if m.kind is MeldKind.PONG and m.tile == e.tile else m
                          for m in p.melds)
            p = replace(p, hand=_remove(p.hand, e.tile), melds=melds)
        ps[e.seat] = replace(p, last_draw=None)
        return replace(state, players=tuple(ps), scores=_pay(state, e.payments),
                       phase=Phase.DRAW, turn=e.seat, tile=None,
                       replacement_due=True, calls=state.calls + 1)
    if isinstance(e, ev.KongRobbed):
        p = state.players[e.seat]
        p = replace(p, hand=_remove(p.hand, e.tile))
        return replace(state, players=_set(state, e.seat, p),
                       claimed=state.claimed + 1)
    if isinstance(e, ev.Won):
        ps = list(state.players)
        claimed = state.claimed
        if e.win == "discard" and not state.claim_winners:
            assert e.discarder is not None
            d = ps[e.discarder]
            ps[e.discarder] = replace(d, river=d.river[:-1])
            claimed += 1
        ps[e.seat] = replace(ps[e.seat], won=True, win_tile=e.tile)
        new = replace(state, players=tuple(ps), scores=_pay(state, e.payments),
                      winners=(*state.winners, e.seat), claimed=claimed)
        if e.win == "self":
            return replace(new, phase=Phase.DRAW, turn=new.next_in(e.seat), tile=None)
        return replace(new, claim_winners=(*state.claim_winners, e.seat))
    if isinstance(e, ev.WallExhausted):
        return replace(state, scores=_pay(state, e.payments), phase=Phase.OVER)
    if isinstance(e, ev.HandEnded):
        return replace(state, scores=e.scores, phase=Phase.OVER)
    if isinstance(e, ev.MatchEnded):
        return replace(state, scores=e.scores, phase=Phase.MATCH_OVER)
    raise TypeError(f"not an event: {e!r}")


def replay(events: Iterable[ev.Event], state: GameState = INITIAL) -> GameState:
    for e in events:
        state = apply(state, e)
    return state


def tiles_in_play(state: GameState) -> int:
    """Every tile of the hand accounted for: the wall, hands, melds, rivers and won-on tiles.
    (The profile's ``tile_count`` throughout a hand: 108 Sichuan, 144 Hong Kong, the dead wall
    and the bonus tiles set aside included.)"""
    total = state.wall + state.claimed + profile_of(state).dead_wall - state.dead_taken
    for p in state.players:
        total += (len(p.hand) + len(p.river) + sum(len(m.tiles) for m in p.melds)
                  + len(p.bonus))
    return total
