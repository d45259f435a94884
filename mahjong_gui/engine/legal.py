"""Legal moves: ``legal_actions(state, seat)`` under the hand's profile (docs/rules.md §2,
§3.1), for both families: what differs is read from the profile's capability fields (void
suit, exchange three, chow, bloody or one winner, minimum, pass restrictions).

Also the scoring situation of a win at this point of the hand (which events apply), shared by
the table when it settles a win and by the pass restrictions when they weigh one.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from enum import Enum
from itertools import combinations
from operator import eq as _EQ

from mahjong_gui.engine import analysis
from mahjong_gui.engine.common import Invalid as InvalidT
from mahjong_gui.engine.common import NotWin as NotWinT
from mahjong_gui.engine.common import WinType
from mahjong_gui.engine.family.base import Spot, TableScore
from mahjong_gui.engine.family.registry import FAMILIES, score_at_table, win_pays
from mahjong_gui.engine.melds import MeldKind
from mahjong_gui.engine.memo import Memo, OwnedMemo
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.state import GameState, Phase, PlayerState, maker, profile_of
from mahjong_gui.engine.tiles import TILES, Tile

# typing.TYPE_CHECKING without importing typing (mypy knows the name); the profile is only an
# annotation here, and importing it would load the rules registry.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from mahjong_gui.engine.rules import AnyProfile


class Act(str, Enum):
    EXCHANGE = "exchange"
    VOID = "void"
    DISCARD = "discard"
    PONG = "pong"
    KONG = "kong"
    CHOW = "chow"  # Hong Kong: ``tile`` is the chow's lowest tile
    WIN = "win"
    PASS = "pass"


@dataclass(frozen=True, slots=True)
class Action:
    act: Act
    tile: Tile | None = None
    tiles: tuple[Tile, ...] = ()  # exchange: the three tiles
    suit: str | None = None  # void choice
    kong: KongKind | None = None

    def __str__(self) -> str:
        if self.act is _ACT_EXCHANGE:
            return "exchange " + " ".join(str(t) for t in self.tiles)
        if self.act is _ACT_VOID:
            return f"void {self.suit}"
        if self.act is _ACT_KONG:
            return f"kong {self.kong.value if self.kong else ''} {self.tile}"
        if self.act is _ACT_CHOW and self.tile is not None:
            return "chow " + "".join(str(t.rank) for t in _chow_tiles(self.tile)) \
                + self.tile.suit.value
        return self.act.value if self.tile is None else f"{self.act.value} {self.tile}"


PASS = Action(Act.PASS)
WIN = Action(Act.WIN)
_DISCARD = tuple(Action(Act.DISCARD, t) for t in TILES)  # equal values, made once
_PONG = tuple(Action(Act.PONG, t) for t in TILES)
_CHOW = tuple(Action(Act.CHOW, t) for t in TILES[:27])  # by the chow's lowest tile
_KONG = {k: tuple(Action(Act.KONG, t, kong=k) for t in TILES) for k in KongKind}
_EXPOSED_KONG, _CONCEALED_KONG, _ADDED_KONG = (_KONG[KongKind.EXPOSED], _KONG[KongKind.CONCEALED],
                                               _KONG[KongKind.ADDED])
VOIDS = tuple(Action(Act.VOID, suit=s) for s in "mps")


def _suit(t: Tile) -> str:
    return "mpszz"[t // 9]  # honours (and bonus tiles) are never a void suit


def _chow_tiles(low: Tile) -> tuple[Tile, Tile, Tile]:
    return (TILES[low], TILES[low + 1], TILES[low + 2])


# The kinds of each possible void suit, and its lowest kind.
_SUIT_KINDS = {v: frozenset(TILES[9 * k:9 * k + 9]) for k, v in enumerate("mps")}
VOID_LOW = {v: 9 * k for k, v in enumerate("mps")}
_NO_KINDS: frozenset[Tile] = frozenset()


def holds_void(p: PlayerState) -> bool:
    return p.void is not None and not _SUIT_KINDS[p.void].isdisjoint(p.hand)


def win_events(state: GameState, seat: int, win: WinType) -> frozenset[str]:
    """The scoring events of a win by ``seat`` right now (docs/rules.md §2.1, §3), by id."""
    prof = profile_of(state)
    return FAMILIES[prof.family].win_events(prof, state, seat, win)


def win_hand(state: GameState, seat: int, win: WinType) -> tuple[Tile, ...]:
    """The concealed tiles of a win by ``seat`` now, the winning tile last."""
    p = state.players[seat]
    if win is _WINTYPE_SELF:
        last = p.last_draw if p.last_draw is not None else p.hand[-1]
        rest = list(p.hand)
        rest.remove(last)
        return (*rest, last)
    assert state.tile is not None
    return (*p.hand, state.tile)


def win_spot(state: GameState, seat: int, win: WinType) -> Spot:
    """The scoring situation of a win by ``seat`` now."""
    p = state.players[seat]
    # Spot(win=, seat=, discarder=, dealer=, in_seats=, void=, bonus=, prevailing=, events=,
    # kong_feeder=None), positionally through its slots.
    spot: Spot = _spot(win, seat, None if win is _WINTYPE_SELF else state.turn, state.dealer,
                       frozenset(state.in_seats), p.void, tuple(sorted(p.bonus)),
                       state.prevailing, win_events(state, seat, win), None)
    return spot


_spot = maker(Spot)  # ``Spot(...)`` from every field in order, faster


# The last score of each (seat, win type), with the state it was made for (held, so the
# identity check never meets a recycled object): the legal moves, a declined win's value and
# the pass restrictions all ask for the same score of the same state (4 seats x 3 ways).
_SCORED: OwnedMemo[tuple[int, WinType], TableScore | None] = OwnedMemo("legal.scored", 12)


def score_win(state: GameState, seat: int, win: WinType) -> TableScore | None:
    """The score of a win by ``seat`` now, or None when it is no legal win (a Hong Kong hand
    below the table minimum is none)."""
    got = _SCORED_DATA.get((seat, win))
    if got is not None and got[0] is state:
        return got[1]
    p = state.players[seat]
    result = score_at_table(profile_of(state), win_hand(state, seat, win), p.melds,
                            win_spot(state, seat, win))
    score = None if isinstance(result, (NotWinT, InvalidT)) else result
    return _SCORED.put_for((seat, win), state, score)


def win_amount(state: GameState, seat: int, win: WinType, score: TableScore) -> int:
    """What the win pays the winner, without kong money (the 过胡 comparison, §2)."""
    return win_pays(profile_of(state), score, win, len(state.in_seats) - 1)


# Whether a player's concealed tiles are ready (shanten 0), by player state: every other
# seat's discard asks about the same hand until it changes, and a hand that is not ready wins
# on no tile. The state is held beside its answer, so an id is never met again recycled.
_READY_LIMIT = 512
_READY: OwnedMemo[int, bool] = OwnedMemo("legal.ready", _READY_LIMIT)
# The same by the hand itself (tiles, melds, void, family): a player who discards the tile just
# drawn holds the very hand of the turn before, in a new player state. The family is keyed by
# its member's id (an Enum member hashes through a Python call; members are never made again).
# Both only ever need the last few states and hands of each seat. Kept small on purpose: every
# entry holds tuples the garbage collector walks on each full pass (16,384 hands made those
# passes 130-170 ms in long self-play; 512 keeps them near the bare heap's, about 45 ms here).
_READY_HANDS: Memo[tuple[object, ...], bool] = Memo("legal.ready_hands", 512)
# The three memos' dicts, read directly on the claims' hot path (a memo keeps its dict).
_SCORED_DATA, _READY_DATA, _READY_HANDS_DATA = _SCORED.data, _READY.data, _READY_HANDS.data


def _ready(state: GameState, p: PlayerState) -> bool:
    got = _READY_DATA.get(id(p))
    if got is not None and got[0] is p:
        return got[1]
    family = profile_of(state).analysis_family
    key = (p.hand, p.melds, p.void, id(family))
    ready = _READY_HANDS_DATA.get(key)
    if ready is None:
        ready = _READY_HANDS.put(key, analysis.ready(p.hand, p.melds, p.void, family=family))
    # _READY.put_for, inline (a new player state on nearly every discard).
    if len(_READY_DATA) >= _READY_LIMIT:
        _READY_DATA.clear()
    _READY_DATA[id(p)] = (p, ready)
    return ready


def _can_win(state: GameState, seat: int, win: WinType) -> TableScore | None:
    p = state.players[seat]
    if p.void is not None and holds_void(p):
        return None
    if win is not _WINTYPE_SELF and not _ready(state, p):
        return None
    hand = win_hand(state, seat, win)
    if p.void is not None and _suit(hand[-1]) == p.void:
        return None
    prof = profile_of(state)
    family = prof.analysis_family
    # A self-drawn win: the hand without its last tile was ready. Known not to be (asked while
    # the others discarded), it is no win.
    if win is _WINTYPE_SELF and _READY_HANDS_DATA.get((hand[:-1], p.melds, p.void,
                                                      id(family))) is False:
        return None
    if not analysis.is_win(hand, p.melds, p.void, family=family):
        return None
    score = score_win(state, seat, win)
    if score is None:
        return None
    if (win is not _WINTYPE_SELF and p.pass_win is not None and prof.pass_restrictions
            and win_amount(state, seat, win, score) <= p.pass_win):
        return None  # 过胡: only a strictly bigger win than one declined since the last draw
    return score


def legal_actions(state: GameState, seat: int) -> tuple[Action, ...]:
    """Every move ``seat`` may make now; empty when it has nothing to decide."""
    p = state.players[seat]
    phase = state.phase
    if phase is _PHASE_EXCHANGE:
        if profile_of(state).exchange_any:  # a house rule: any three tiles (docs/rules.md §5)
            return tuple(Action(_ACT_EXCHANGE, tiles=c)
                         for c in sorted(set(combinations(p.hand, 3))))
        out = []
        for suit in range(3):
            own = [t for t in p.hand if t // 9 == suit]
            out += [Action(_ACT_EXCHANGE, tiles=c) for c in sorted(set(combinations(own, 3)))]
        return tuple(out)
    if phase is _PHASE_VOID:
        return VOIDS if p.void is None else ()
    if p.won:
        return ()
    if phase is _PHASE_TURN and seat == state.turn:
        return _turn_actions(state, seat, p)
    if phase in (_PHASE_CLAIM, _PHASE_ROB) and seat != state.turn and state.tile is not None:
        return _claim_actions(state, seat, p)
    return ()


def _turn_actions(state: GameState, seat: int, p: PlayerState) -> tuple[Action, ...]:
    if p.wins:  # 血流成河 (§5): a winner's hand is locked: win again, or throw the tile drawn
        drawn = p.last_draw
        out_locked = [WIN] if _can_win(state, seat, _WINTYPE_SELF) is not None else []
        if drawn is not None:
            out_locked.append(_DISCARD[drawn])
        return tuple(out_locked)
    out: list[Action] = []
    hand = p.hand
    kinds = sorted(set(hand))
    void = p.void
    if void is not None:  # the kinds held of the void suit: a run of the sorted kinds
        lo = VOID_LOW[void]
        void_tiles = kinds[bisect_left(kinds, lo):bisect_left(kinds, lo + 9)]
    else:
        lo = -99
        void_tiles = kinds[:0]
    if not state.after_pong:
        # A hand holding a void-suit tile never wins (what _can_win answers first).
        if not void_tiles and _can_win(state, seat, _WINTYPE_SELF) is not None:
            out.append(WIN)
        if state.wall > 0:  # §2, §3.1: no kong without a tile left in the live wall
            melds = p.melds
            pongs = {m.tile for m in melds if m.kind is _MELDKIND_PONG} if melds else _NO_KINDS
            # Four of a kind: four equal tiles in a row of the hand (kept sorted), read at C
            # speed; only three tiles over the kinds can hold one.
            quads = len(hand) - len(kinds) >= 3 and any(map(_EQ, hand, hand[3:]))
            if quads or pongs:
                # In the kinds' order: with no four of a kind, only the pongs held once more.
                for t in kinds if quads else sorted(pongs.intersection(kinds)):
                    if lo <= t < lo + 9:
                        continue  # a void-suit kind
                    if quads and hand.count(t) == 4:
                        out.append(_CONCEALED_KONG[t])
                    if t in pongs:
                        out.append(_ADDED_KONG[t])
    # docs/rules.md §2: while a void-suit tile is held, one of those must be discarded.
    out += [_DISCARD[t] for t in void_tiles or kinds]
    return tuple(out)


def _claim_actions(state: GameState, seat: int, p: PlayerState) -> tuple[Action, ...]:
    t = state.tile
    assert t is not None
    if p.void is not None and _suit(t) == p.void:
        return ()  # §2: a tile of one's void suit is neither won on nor claimed
    win = _WINTYPE_DISCARD if state.phase is _PHASE_CLAIM else _WINTYPE_ROBBED
    out: list[Action] = []
    if _can_win(state, seat, win) is not None:
        out.append(WIN)
    if state.phase is _PHASE_CLAIM and state.wall > 0 and not p.wins:  # a locked hand: no call
        n = p.count(t)
        prof = profile_of(state)
        if n >= 2 and not (prof.pass_restrictions and t in p.pass_pong):
            out.append(_PONG[t])
        if n == 3:
            out.append(_EXPOSED_KONG[t])
        if prof.chow and seat == (state.turn + 1) % 4:
            out += [_CHOW[low] for low in chows(p.hand, t)]
    if out:
        out.append(PASS)
    return tuple(out)


def claim_row(state: GameState) -> tuple[tuple[Action, ...], ...]:
    """``legal_actions(state, s)`` for each seat ``s`` in a claim or rob phase, worked out
    together (the discarder's and a winner's empty): the same tuples. A seat that could only be
    offered a win (no pong, kong or chow of the tile possible) while its hand is not ready, or
    still holds a void-suit tile, is answered without asking for the win."""
    t = state.tile
    turn = state.turn
    if t is None:
        return _NONE
    suit = _suit(t)
    players = state.players
    calls = state.phase is _PHASE_CLAIM and state.wall > 0
    chow_seat = (turn + 1) % 4 if calls and profile_of(state).chow else -1
    row: list[tuple[Action, ...]] = []
    for s in (0, 1, 2, 3):
        p = players[s]
        v = p.void
        if s == turn or p.won or v == suit:
            row.append(())
        elif (not calls or p.hand.count(t) < 2 and (s != chow_seat or not chows(p.hand, t))
              ) and (v is not None and holds_void(p) or not _ready(state, p)):
            row.append(())  # only a win could be offered, and there is none
        else:
            row.append(_claim_actions(state, s, p))
    return tuple(row)


_NONE: tuple[tuple[Action, ...], ...] = ((), (), (), ())


def chows(hand: tuple[Tile, ...], t: Tile) -> list[Tile]:
    """The lowest tiles of every chow ``hand`` can make with the discard ``t`` (§3.1: the
    player picks which when several fit)."""
    if t >= 27:
        return []
    # The tiles one and two ranks either side, where the suit has them: a chow needs two.
    r = t % 9
    below = r >= 1 and t - 1 in hand
    above = r <= 7 and t + 1 in hand
    if not (below or above):
        return []
    out = []
    if below and r >= 2 and t - 2 in hand:
        out.append(TILES[t - 2])
    if below and above:
        out.append(TILES[t - 1])
    if above and r <= 6 and t + 2 in hand:
        out.append(TILES[t])
    return out


def all_tiles(profile: AnyProfile | None = None) -> tuple[Tile, ...]:
    """Every tile of the profile's set: 108 Sichuan (the default), 144 with honours and the
    eight bonus tiles (Hong Kong)."""
    kinds = 34 if profile is not None and profile.honours else 27
    out = [TILES[t] for t in range(kinds) for _ in range(4)]
    if profile is not None and profile.bonus_tiles:
        out += TILES[34:42]
    return tuple(out)


# Enum members read in the functions above, as module names: on Python 3.11 a member read
# off its class goes through EnumType's __getattr__ hook, several times a global's cost.
_ACT_CHOW = Act.CHOW
_ACT_EXCHANGE = Act.EXCHANGE
_ACT_KONG = Act.KONG
_ACT_VOID = Act.VOID
_MELDKIND_PONG = MeldKind.PONG
_PHASE_CLAIM = Phase.CLAIM
_PHASE_EXCHANGE = Phase.EXCHANGE
_PHASE_ROB = Phase.ROB
_PHASE_TURN = Phase.TURN
_PHASE_VOID = Phase.VOID
_WINTYPE_DISCARD = WinType.DISCARD
_WINTYPE_ROBBED = WinType.ROBBED
_WINTYPE_SELF = WinType.SELF
