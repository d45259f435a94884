"""Game state: a frozen value, and ``apply(state, event)``, the one pure way it changes.

A state is the replay of its log: ``replay(events)`` folds ``apply`` from ``INITIAL``. ``apply``
trusts its events (the table validates moves before emitting them).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from enum import Enum
from typing import TYPE_CHECKING, Any, TypeVar

from mahjong_gui.engine import events as ev
from mahjong_gui.engine import rules
from mahjong_gui.engine.common import Payment
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.memo import Memo, OwnedMemo
from mahjong_gui.engine.rules.base import EXCHANGE_SHIFT
from mahjong_gui.engine.tiles import TILES, Tile

if TYPE_CHECKING:  # a profile is only an annotation here; rules' registry loads when used
    from mahjong_gui.engine.rules import AnyProfile

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
    wins: int = 0  # 血流成河: wins so far (the player stays in, its hand locked)
    aside: Tiles = ()  # 血流成河: the tiles won on, set aside in order (out of play, shown)

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


def _compile(cls: type, name: str, params: str, values: dict[str, str]) -> Callable[..., Any]:
    """A function ``name(params)`` that makes a new ``cls`` and sets each field to the
    expression ``values[field]``: several times faster than the keyword ``__init__`` of a
    frozen dataclass, with the same object made (these classes have no ``__post_init__``).

    The object is made as an instance of ``cls``'s plain twin (``_twin``: a subclass with
    ``object``'s ``__setattr__``), its fields set by plain attribute stores, then given
    ``cls`` as its class (an assignment Python allows between classes of one slots layout):
    the frozen class refuses those stores, and calling each slot's own setter instead cost
    about three times as much. A class without a twin is set through the setters."""
    names = [f.name for f in fields(cls)]
    unknown = sorted(set(values) - set(names) - {"*"})
    if unknown:
        raise TypeError(f"no field {unknown} in {cls.__name__}")
    exprs = [values.get(n) or values["*"].format(n) for n in names]
    twin = _twin(cls)
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_twin": twin}
    if twin is not None:
        lines = [f"def {name}({params}_new=_new, _twin=_twin, _cls=_cls):",
                 "    _n = _new(_twin)"]
        lines += [f"    _n.{n} = {e}" for n, e in zip(names, exprs, strict=True)]
        lines.append("    _n.__class__ = _cls")
    else:
        setters = ", ".join(f"_s{i}=_s{i}" for i in range(len(names)))
        lines = [f"def {name}({params}_new=_new, _cls=_cls, {setters}):",
                 "    _n = _new(_cls)"]
        lines += [f"    _s{i}(_n, {e})" for i, e in enumerate(exprs)]
        scope.update((f"_s{i}", getattr(cls, n).__set__) for i, n in enumerate(names))
    lines.append("    return _n")
    exec("\n".join(lines), scope)  # noqa: S102 (code made from the class's own field names)
    fn: Callable[..., Any] = scope[name]
    return fn


def _twin(cls: type) -> type | None:
    """A subclass of ``cls`` adding no slot and storing attributes as ``object`` does, whose
    instances may be given ``cls`` as their class; None when ``cls`` is not one such slots
    class deriving from ``object`` alone (tried once on an instance).

    A subclass rather than a class of its own with the same slots: Python lets an object
    change between a class and a subclass that adds nothing without comparing their slots'
    names, which it does between two unrelated classes (some 350 machine instructions of
    every state, player state and event made: 13M in 60 hands of self-play)."""
    slots = cls.__dict__.get("__slots__")
    if cls.__bases__ != (object,) or not isinstance(slots, tuple):
        return None
    twin = type(f"_{cls.__name__}Twin", (cls,), {
        "__slots__": (), "__setattr__": object.__setattr__,
        "__delattr__": object.__delattr__})
    trial: Any = object.__new__(twin)
    try:
        trial.__class__ = cls
    except TypeError:
        return None
    return twin


def _replacer(cls: type, changed: tuple[str, ...]) -> _Replacer:
    """A ``dataclasses.replace`` for one frozen slots class and one set of changed fields,
    several times faster: the copy is made field by field without the keyword ``__init__``;
    an unknown field is refused here, once."""
    return _compile(cls, "rep", "_o, _kw, ",
                    {"*": "_o.{0}", **{n: f"_kw[{n!r}]" for n in changed}})


def positional_replacer(cls: type, *changed: str) -> Callable[..., Any]:
    """``rep(obj, *values)``: a copy of ``obj`` with the fields ``changed`` set to ``values``
    in that order, for the hottest updates (no keyword dictionary to build or read)."""
    params = "".join(f"{n}, " for n in changed)
    return _compile(cls, "rep", f"_o, {params}", {"*": "_o.{0}", **{n: n for n in changed}})


def maker(cls: type) -> Callable[..., Any]:
    """``make(*values)``: a new ``cls`` from every field's value in field order, what
    ``cls(*values)`` makes, faster than the keyword ``__init__`` of a frozen dataclass."""
    names = [f.name for f in fields(cls)]
    return _compile(cls, "make", "".join(f"{n}, " for n in names), {n: n for n in names})


# One compiled copy per class and set of changed fields: a few dozen in the whole engine.
_REPLACERS: Memo[tuple[type, tuple[str, ...]], _Replacer] = Memo("state.replacers", 512)


def _fast_replace(obj: _T, /, **changes: Any) -> _T:
    key = (type(obj), tuple(changes))
    rep = _REPLACERS.data.get(key)
    if rep is None:
        rep = _REPLACERS.put(key, _replacer(*key))
    out: _T = rep(obj, changes)
    return out


if TYPE_CHECKING:  # the type checker sees the standard one and checks the field names
    from dataclasses import replace
else:
    replace = _fast_replace


_PROFILES: Memo[tuple[str, tuple[tuple[str, str], ...]], AnyProfile] = Memo(
    "state.profiles", 64)


def _profile(profile_id: str, options: tuple[tuple[str, str], ...]) -> AnyProfile:
    key = (profile_id, options)
    prof = _PROFILES.data.get(key)
    if prof is None:
        prof = _PROFILES.put(key, rules.get_profile(profile_id, dict(options)))
    return prof


# The profile last asked for, guarded by the very options tuple it was asked with (held, so
# its identity is never met again recycled): the states of a hand share one tuple, so most
# calls are answered without hashing the options again (one answer: a new id empties it).
_LAST_PROFILE: OwnedMemo[str, AnyProfile] = OwnedMemo("state.last_profile", 1)


def profile_for(profile_id: str, options: tuple[tuple[str, str], ...]) -> AnyProfile:
    """The profile ``profile_id`` with its room ``options`` (cached; the last one by the
    identity of its options tuple, which a hand's states and views share)."""
    last = _LAST_PROFILE.data.get(profile_id)
    if last is not None and last[0] is options:
        return last[1]
    prof = _profile(profile_id, options)
    _LAST_PROFILE.put(profile_id, (options, prof))
    return prof


def profile_of(state: GameState) -> AnyProfile:
    # profile_for's first read, inline: the legal moves and views ask on every decision.
    last = _LAST_PROFILE_DATA.get(state.profile)
    if last is not None and last[0] is state.options:
        prof: AnyProfile = last[1]
        return prof
    return profile_for(state.profile, state.options)


_LAST_PROFILE_DATA = _LAST_PROFILE.data


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
    # The four built as a tuple at once: no list to change and copy back, on nearly every
    # event.
    p0, p1, p2, p3 = state.players
    if seat == 0:
        return (player, p1, p2, p3)
    if seat == 1:
        return (p0, player, p2, p3)
    if seat == 2:
        return (p0, p1, player, p3)
    return (p0, p1, p2, player)


def _declined(p: PlayerState, amount: int | None) -> PlayerState:
    if amount is None:
        return p
    return replace(p, pass_win=_largest(p.pass_win, amount))


# The updates of the most frequent events, positional (``positional_replacer``).
_DISCARD_PLAYER = positional_replacer(PlayerState, "hand", "river", "discards", "last_draw",
                                      "pass_win")
_DISCARD_STATE = positional_replacer(GameState, "players", "phase", "turn", "tile",
                                     "claim_winners")
_DRAW_PLAYER = positional_replacer(PlayerState, "hand", "draws", "last_draw", "replacement",
                                   "pass_win", "pass_pong")
_DRAW_STATE = positional_replacer(GameState, "players", "wall", "phase", "turn", "tile",
                                  "after_pong", "kong_turn", "replacement_due", "claim_winners")
_PASS_PLAYER = positional_replacer(PlayerState, "pass_win", "pass_pong")
_PLAYERS = positional_replacer(GameState, "players")
# A hand's start and its bonus tiles' replacements (eight a Hong Kong hand), positional too.
_NO_PLAYER = PlayerState()
_DEALT = positional_replacer(PlayerState, "hand")
_STARTED = positional_replacer(GameState, "profile", "options", "hand_no", "seed", "dealer",
                               "start_scores", "scores", "players", "wall", "phase", "turn",
                               "prevailing")
_BONUS_PLAYER = positional_replacer(PlayerState, "hand", "bonus")
_BONUS_DRAWN_PLAYER = positional_replacer(PlayerState, "hand", "bonus", "last_draw",
                                          "replacement")
_WALL_STATE = positional_replacer(GameState, "players", "wall")
_DEAD_STATE = positional_replacer(GameState, "players", "dead_taken")
_NO_PONG: frozenset[Tile] = frozenset()


def _largest(pass_win: int | None, amount: int | None) -> int | None:
    """``pass_win`` after declining a win worth ``amount`` (None: nothing declined)."""
    if amount is None:
        return pass_win
    return amount if pass_win is None else max(pass_win, amount)


def apply(state: GameState, e: ev.Event) -> GameState:
    """The state after event ``e``. Pure: the input is never changed."""
    # The most frequent events first.
    if isinstance(e, ev.Discarded):
        seat, t = e.seat, e.tile
        p = state.players[seat]
        hand = list(p.hand)
        hand.remove(t)
        p = _DISCARD_PLAYER(p, tuple(hand), (*p.river, t), p.discards + 1, None,
                            _largest(p.pass_win, e.declined_win))
        new: GameState = _DISCARD_STATE(state, _set(state, seat, p), _PHASE_CLAIM, seat,
                                        t, ())
        return new
    if isinstance(e, ev.Drew):
        seat, t = e.seat, e.tile
        p = state.players[seat]
        held = p.hand
        at = bisect_right(held, t)  # the hand stays sorted
        p = _DRAW_PLAYER(p, (*held[:at], t, *held[at:]), p.draws + 1, t, e.replacement, None,
                         _NO_PONG)
        new = _DRAW_STATE(state, _set(state, seat, p), state.wall - 1, _PHASE_TURN,
                          seat, None, False, e.replacement, False, ())
        return new
    if isinstance(e, ev.ClaimPassed):
        p = state.players[e.seat]
        pass_pong = p.pass_pong | {e.tile} if e.pong else p.pass_pong
        p = _PASS_PLAYER(p, _largest(p.pass_win, e.win_value), pass_pong)
        new = _PLAYERS(state, _set(state, e.seat, p))
        return new
    # The rarer ones, each in its own step.
    if isinstance(e, ev.HandStarted):
        return _started(state, e)
    if isinstance(e, ev.TilesExchanged):
        return _exchanged(state, e)
    if isinstance(e, ev.VoidsChosen):
        return _voids(state, e)
    if isinstance(e, ev.BonusReplaced):
        return _bonus_replaced(state, e)
    if isinstance(e, ev.Chowed):
        return _chowed(state, e)
    if isinstance(e, ev.Ponged):
        return _ponged(state, e)
    if isinstance(e, ev.KongDeclared):
        return _kong_declared(state, e)
    if isinstance(e, ev.Konged):
        return _konged(state, e)
    if isinstance(e, ev.KongRobbed):
        return _kong_robbed(state, e)
    if isinstance(e, ev.Won):
        return _won(state, e)
    if isinstance(e, ev.WallExhausted):
        return _wall_exhausted(state, e)
    if isinstance(e, ev.HandEnded):
        return _hand_ended(state, e)
    if isinstance(e, ev.MatchEnded):
        return _match_ended(state, e)
    raise TypeError(f"not an event: {e!r}")


def _started(state: GameState, e: ev.HandStarted) -> GameState:
    deal = e.deal
    players = (_DEALT(_NO_PLAYER, _sorted(deal[0])), _DEALT(_NO_PLAYER, _sorted(deal[1])),
               _DEALT(_NO_PLAYER, _sorted(deal[2])), _DEALT(_NO_PLAYER, _sorted(deal[3])))
    prof = _profile(e.profile, e.options)
    first = (_PHASE_EXCHANGE if prof.exchange_three else
             _PHASE_VOID if prof.void_suit else _PHASE_TURN)
    # ``wall`` counts the live wall: the dead wall's tiles are never drawn (§3.1).
    new: GameState = _STARTED(INITIAL, e.profile, e.options, e.hand, e.seed, e.dealer, e.scores,
                              e.scores, players, len(e.wall) - prof.dead_wall, first, e.dealer,
                              e.prevailing)
    return new


def _exchanged(state: GameState, e: ev.TilesExchanged) -> GameState:
    shift = EXCHANGE_SHIFT[e.direction]
    moved: list[PlayerState] = []
    for s in SEATS:
        p = state.players[s]
        kept = list(p.hand)
        for t in e.picks[s]:
            kept.remove(t)
        moved.append(replace(p, hand=_sorted([*kept, *e.picks[(s - shift) % 4]])))
    return replace(state, players=tuple(moved), phase=_PHASE_VOID)


def _voids(state: GameState, e: ev.VoidsChosen) -> GameState:
    voided = tuple(replace(state.players[s], void=e.voids[s]) for s in SEATS)
    return replace(state, players=voided, phase=_PHASE_TURN,
                   turn=state.dealer)


def _bonus_replaced(state: GameState, e: ev.BonusReplaced) -> GameState:
    p = state.players[e.seat]
    hand = _sorted([*_remove(p.hand, e.tile), e.drawn])
    bonus = (*p.bonus, e.tile)
    if e.at_deal:
        p = _BONUS_PLAYER(p, hand, bonus)
    else:
        p = _BONUS_DRAWN_PLAYER(p, hand, bonus, e.drawn, True)
    new: GameState
    if state.wall > 0:
        new = _WALL_STATE(state, _set(state, e.seat, p), state.wall - 1)
    else:  # §3.3: a bonus tile drawn as the live wall's last tile is replaced from the dead wall
        new = _DEAD_STATE(state, _set(state, e.seat, p), state.dead_taken + 1)
    return new


def _chowed(state: GameState, e: ev.Chowed) -> GameState:
    d = state.players[e.discarder]
    d = replace(d, river=d.river[:-1])
    p = state.players[e.seat]
    rest = list(p.hand)
    for t in Meld(_MELDKIND_CHOW, e.low).tiles:
        if t != e.tile:
            rest.remove(t)
    p = replace(p, hand=tuple(rest), melds=(*p.melds, Meld(_MELDKIND_CHOW, e.low)))
    ps = list(state.players)
    ps[e.discarder], ps[e.seat] = d, p
    return replace(state, players=tuple(ps), phase=_PHASE_TURN, turn=e.seat, tile=None,
                   after_pong=True, kong_turn=False, calls=state.calls + 1)


def _ponged(state: GameState, e: ev.Ponged) -> GameState:
    d = state.players[e.discarder]
    d = replace(d, river=d.river[:-1])
    p = state.players[e.seat]
    p = _declined(replace(p, hand=_remove(p.hand, e.tile, 2),
                          melds=(*p.melds, Meld(_MELDKIND_PONG, e.tile))), e.declined_win)
    ps = list(state.players)
    ps[e.discarder], ps[e.seat] = d, p
    return replace(state, players=tuple(ps), phase=_PHASE_TURN,
                   turn=e.seat, tile=None, after_pong=True, kong_turn=False,
                   calls=state.calls + 1)


def _kong_declared(state: GameState, e: ev.KongDeclared) -> GameState:
    p = _declined(state.players[e.seat], e.declined_win)
    return replace(state, players=_set(state, e.seat, p),
                   phase=_PHASE_ROB, turn=e.seat, tile=e.tile, claim_winners=())


def _konged(state: GameState, e: ev.Konged) -> GameState:
    ps = list(state.players)
    p = _declined(ps[e.seat], e.declined_win)
    if e.kind == "exposed":
        assert e.discarder is not None
        d = ps[e.discarder]
        ps[e.discarder] = replace(d, river=d.river[:-1])
        p = replace(p, hand=_remove(p.hand, e.tile, 3),
                    melds=(*p.melds, Meld(_MELDKIND_KONG, e.tile)))
    elif e.kind == "concealed":
        p = replace(p, hand=_remove(p.hand, e.tile, 4),
                    melds=(*p.melds, Meld(_MELDKIND_ANKONG, e.tile)))
    else:
        melds = tuple(Meld(_MELDKIND_ADDKONG, m.tile)
                      if m.kind is _MELDKIND_PONG and m.tile == e.tile else m
                      for m in p.melds)
        p = replace(p, hand=_remove(p.hand, e.tile), melds=melds)
    ps[e.seat] = replace(p, last_draw=None)
    return replace(state, players=tuple(ps), scores=_pay(state, e.payments),
                   phase=_PHASE_DRAW, turn=e.seat, tile=None,
                   replacement_due=True, calls=state.calls + 1)


def _kong_robbed(state: GameState, e: ev.KongRobbed) -> GameState:
    p = state.players[e.seat]
    p = replace(p, hand=_remove(p.hand, e.tile))
    return replace(state, players=_set(state, e.seat, p),
                   claimed=state.claimed + 1)


def _won(state: GameState, e: ev.Won) -> GameState:
    ps = list(state.players)
    claimed = state.claimed
    if e.win == "discard" and not state.claim_winners:
        assert e.discarder is not None
        d = ps[e.discarder]
        ps[e.discarder] = replace(d, river=d.river[:-1])
        claimed += 1
    w = ps[e.seat]
    if profile_of(state).flowing:  # docs/rules.md §5: the winner stays, the tile aside
        if e.win == "self":
            w = replace(w, hand=_remove(w.hand, e.tile))
            claimed += 1
        ps[e.seat] = replace(w, wins=w.wins + 1, win_tile=e.tile, last_draw=None,
                             aside=(*w.aside, e.tile))
    else:
        ps[e.seat] = replace(w, won=True, win_tile=e.tile)
    new = replace(state, players=tuple(ps), scores=_pay(state, e.payments),
                  winners=(*state.winners, e.seat), claimed=claimed)
    if e.win == "self":
        return replace(new, phase=_PHASE_DRAW, turn=new.next_in(e.seat), tile=None)
    return replace(new, claim_winners=(*state.claim_winners, e.seat))


def _wall_exhausted(state: GameState, e: ev.WallExhausted) -> GameState:
    return replace(state, scores=_pay(state, e.payments), phase=_PHASE_OVER)


def _hand_ended(state: GameState, e: ev.HandEnded) -> GameState:
    return replace(state, scores=e.scores, phase=_PHASE_OVER)


def _match_ended(state: GameState, e: ev.MatchEnded) -> GameState:
    return replace(state, scores=e.scores, phase=_PHASE_MATCH_OVER)


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
        total += len(p.hand) + len(p.river) + len(p.bonus)
        for m in p.melds:
            total += _MELD_SIZE[m.kind]
    return total


_MELD_SIZE = {k: len(Meld(k, TILES[0]).tiles) for k in MeldKind}  # a kong's four, the rest three


# Enum members read in the functions above, as module names: on Python 3.11 a member read
# off its class goes through EnumType's __getattr__ hook, several times a global's cost.
_MELDKIND_ADDKONG = MeldKind.ADDKONG
_MELDKIND_ANKONG = MeldKind.ANKONG
_MELDKIND_CHOW = MeldKind.CHOW
_MELDKIND_KONG = MeldKind.KONG
_MELDKIND_PONG = MeldKind.PONG
_PHASE_CLAIM = Phase.CLAIM
_PHASE_DRAW = Phase.DRAW
_PHASE_EXCHANGE = Phase.EXCHANGE
_PHASE_MATCH_OVER = Phase.MATCH_OVER
_PHASE_OVER = Phase.OVER
_PHASE_ROB = Phase.ROB
_PHASE_TURN = Phase.TURN
_PHASE_VOID = Phase.VOID
