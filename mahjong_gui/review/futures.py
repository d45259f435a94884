"""Futures consistent with one seat's view: a table re-played to a decision, forked, and its
hidden tiles (the other hands still in play and the wall) dealt again by a seeded RNG, keeping
what the seat knows (melds, discards, void suits, the tiles it passed in the exchange)."""

from __future__ import annotations

import copy
import dataclasses
import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from mahjong_gui.bots import brain
from mahjong_gui.engine import analysis
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.analysis import Family
from mahjong_gui.engine.checks import replay_hand
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.rules.base import EXCHANGE_SHIFT
from mahjong_gui.engine.state import GameState, Phase, PlayerState, profile_of
from mahjong_gui.engine.table import DIRECTIONS, Table
from mahjong_gui.engine.tiles import Tile

_SUITS = "mps"


def position_seed(events: Sequence[ev.Event], seat: int, salt: str = "") -> int:
    """A seed from the position itself (the hand's log up to the decision, the seat): the same
    log gives the same futures on any machine."""
    h = hashlib.sha256(f"{seat}|{salt}".encode())
    for e in events:
        h.update(ev.to_json(e).encode("utf-8"))
        h.update(b"\n")
    return int.from_bytes(h.digest()[:8], "little")


def table_at(events: Sequence[ev.Event]) -> Table:
    """A table re-played through ``events`` (one hand's log from its ``HandStarted`` up to a
    decision), waiting for that decision."""
    return replay_hand(list(events))


def _fork_value(v: object) -> object:
    # A container's mutable members are forked too: the ledger's kongs are records it marks
    # refunded, and a future sharing them with the table it was forked from would take a
    # refund away from every later future.
    if isinstance(v, list):
        return [_fork_value(x) for x in v]
    if isinstance(v, dict):
        return {k: _fork_value(x) for k, x in v.items()}
    if isinstance(v, set):  # of hashable members: values, never records
        return set(v)
    if dataclasses.is_dataclass(v) and not isinstance(v, type) and not (
            v.__dataclass_params__.frozen):  # type: ignore[attr-defined]
        return _fork_object(v)
    return v


def _fork_object(obj: object) -> object:
    """A copy of ``obj`` whose mutable parts (containers, mutable records) are copies too;
    frozen values are shared."""
    new = copy.copy(obj)
    names: list[str] = list(getattr(obj, "__dict__", {}))
    for cls in type(obj).__mro__:
        names += [n for n in getattr(cls, "__slots__", ()) if n not in ("__dict__",
                                                                         "__weakref__")]
    for name in names:
        if hasattr(obj, name):
            value = getattr(obj, name)
            forked = _fork_value(value)
            if forked is not value:
                object.__setattr__(new, name, forked)
    return new


def fork(table: Table) -> Table:
    """An independent copy of a table in play (its wall, log, pending decisions and the
    settler's ledger copied; states and events, being frozen, shared)."""
    new = object.__new__(Table)
    new.__dict__.update(table.__dict__)
    new._wall = list(table._wall)
    new.events = list(table.events)
    new._decisions = dict(table._decisions)
    new.settler = _fork_object(table.settler)  # type: ignore[assignment]
    return new


def as_logged(table: Table) -> Table:
    """``table`` as its log stands (a fork when it must change): without the decisions other
    seats have handed in for a choice made together (the voids, exchange three, the claims on
    a discard) that the table has not yet resolved. A live game's table holds the computer
    players' answers before the human's; the seat cannot know them, and a review re-playing
    the log asks the seat first: the futures let every seat choose again."""
    if not table._decisions:
        return table
    new = fork(table)
    new._decisions = {}
    return new


@dataclass(frozen=True, slots=True)
class Hidden:
    """What the seat cannot see, and the constraints its view puts on it: for each seat whose
    hand is dealt again, its size, the tiles it must hold, and the suit it cannot hold."""

    seat: int
    redealt: tuple[int, ...]  # the other seats still in play (their hands are unseen)
    pool: tuple[Tile, ...]  # their tiles and the wall's, sorted
    sizes: dict[int, int]
    must: dict[int, tuple[Tile, ...]]
    barred: dict[int, str]  # a void suit the seat cannot hold any more (§2: voids go first)
    no_bonus: bool
    direction_unknown: bool  # exchange three still to happen: its direction is not drawn yet
    steps: dict[int, int]  # the tiles each has drawn: its hand is shaped by as many draws
    voids: dict[int, str | None]
    melds: dict[int, tuple[Meld, ...]]
    family: Family


def hidden(table: Table, seat: int) -> Hidden:
    """The unseen tiles at the table's decision, from ``seat``'s point of view. A seat that
    has won keeps its hand (it is out of play; a face-down winning hand stays as it was)."""
    st = table.state
    redealt = tuple(s for s in range(4) if s != seat and not st.players[s].won
                    and not st.players[s].wins)  # 血流成河: a locked winning hand stays
    pool: list[Tile] = []
    for s in redealt:
        pool += st.players[s].hand
    pool += table._wall
    pool.sort()  # what the seat knows: the unseen tiles, never where they really are
    must: dict[int, list[Tile]] = {s: [] for s in redealt}
    # The tile of an added kong under a robbing claim is in its declarer's hand.
    if st.phase is Phase.ROB and st.tile is not None and st.turn in must:
        must[st.turn].append(st.tile)
    for s in redealt:
        last = st.players[s].last_draw
        if last is not None and last not in must[s]:
            must[s].append(last)
    events = table.events
    exchange = next((e for e in events if isinstance(e, ev.TilesExchanged)), None)
    voids_at = next((i for i, e in enumerate(events) if isinstance(e, ev.VoidsChosen)), None)
    if exchange is not None:
        receiver = (seat + EXCHANGE_SHIFT[exchange.direction]) % 4
        if receiver in must:
            passed = list(exchange.picks[seat])
            gone = [e.tile for e in events if isinstance(e, ev.Discarded) and e.seat == receiver]
            gone += [t for m in st.players[receiver].melds for t in m.tiles]
            for t in gone:
                if t in passed:
                    passed.remove(t)
            for t in passed:
                if must[receiver].count(t) < passed.count(t):
                    must[receiver].append(t)
    barred: dict[int, str] = {}
    if voids_at is not None:
        for s in redealt:
            void = st.players[s].void
            if not void:
                continue
            last = next((e.tile for e in reversed(events[voids_at:])
                         if isinstance(e, ev.Discarded) and e.seat == s), None)
            if last is not None and (last >= 27 or _SUITS[last // 9] != void):
                barred[s] = void  # it threw another suit: no void-suit tile was left (§2)
    prof = profile_of(st)
    ps = st.players
    return Hidden(seat, redealt, tuple(pool), {s: len(ps[s].hand) for s in redealt},
                  {s: tuple(ts) for s, ts in must.items() if ts}, barred,
                  bool(prof.bonus_tiles), st.phase is Phase.EXCHANGE,
                  {s: min(ps[s].draws, SHAPE_STEPS) for s in redealt},
                  {s: ps[s].void for s in redealt}, {s: ps[s].melds for s in redealt},
                  prof.analysis_family)


def _allowed(h: Hidden, s: int, t: Tile) -> bool:
    if h.no_bonus and t.is_bonus:
        return False
    void = h.barred.get(s)
    return void is None or t >= 27 or _SUITS[t // 9] != void


def _deal_once(h: Hidden, rng: random.Random, barred: bool
               ) -> tuple[dict[int, list[Tile]], list[Tile]] | None:
    pool = list(h.pool)
    rng.shuffle(pool)
    hands: dict[int, list[Tile]] = {s: [] for s in h.redealt}
    for s, ts in h.must.items():
        for t in ts:
            if t in pool and len(hands[s]) < h.sizes[s]:
                pool.remove(t)
                hands[s].append(t)
    order = sorted(h.redealt, key=lambda s: (s not in h.barred, s))
    for s in order:
        need = h.sizes[s] - len(hands[s])
        rest: list[Tile] = []
        for i, t in enumerate(pool):
            if need == 0:
                rest += pool[i:]
                break
            if _allowed(h, s, t) or not barred and not (h.no_bonus and t.is_bonus):
                hands[s].append(t)
                need -= 1
            else:
                rest.append(t)
        pool = rest
        if need:
            return None
    return hands, pool


TRIES = 20
"""Shuffles tried for one future before the void-suit bars are let go (late in a hand two
seats barred from different suits can need more of the third than is left)."""


def deal_again(h: Hidden, rng: random.Random) -> tuple[dict[int, list[Tile]], list[Tile]]:
    """One future's hidden hands and wall: a shuffle of the pool in which each seat first
    takes the tiles it must hold, then (the seats barred from their void suit first) the
    allowed tiles met first in the shuffled pool; the wall is the rest in shuffled order. A
    shuffle that leaves a seat short is tried again, up to ``TRIES`` times; then the bars
    are let go for this future."""
    for _ in range(TRIES):
        got = _deal_once(h, rng, True)
        if got is not None:
            return got
    got = _deal_once(h, rng, False)
    if got is None:  # the pool holds every hidden tile: without the bars it always deals
        raise ValueError("the hidden tiles cannot be dealt again")
    return got


SHAPE_STEPS = 18
"""At most this many draws shape a hand dealt again (``shape``)."""


def _void_tile(t: Tile, void: str | None) -> bool:
    return void is not None and t < 27 and _SUITS[t // 9] == void


def shape(h: Hidden, s: int, hand: list[Tile], wall: list[Tile], rng: random.Random) -> None:
    """Give seat ``s``'s dealt hand the shape its draws would have given it: a player who has
    drawn ``n`` tiles kept the ones that helped, so a hand dealt at random is far less ready
    than theirs. For each draw a tile is swapped in from the wall when it lowers the shanten
    (the least connected tile that keeps the lower shanten goes back where it came from);
    void-suit tiles go back first (§2); tiles the seat must hold stay."""
    melds, void, family = h.melds[s], h.voids[s], h.family
    if len(hand) + 3 * len(melds) != 13:
        return  # a hand between its draw and its discard (an added kong under a robbing claim)
    keep = h.must.get(s, ())
    barred = h.barred.get(s)
    sh = analysis.shanten(hand, melds, void, family=family)
    for _ in range(h.steps[s]):
        if not wall:
            return
        i = rng.randrange(len(wall))
        x = wall[i]
        if (h.no_bonus and x.is_bonus) or _void_tile(x, barred):
            continue
        held_void = [t for t in hand if _void_tile(t, void) and t not in keep]
        if held_void:  # §2: a void-suit tile goes first, the drawn one kept
            thrown = min(held_void, key=lambda t: (brain.connectivity(hand, t), t))
            hand.remove(thrown)
            hand.append(x)
            wall[i] = thrown
            sh = analysis.shanten(hand, melds, void, family=family)
            continue
        hand.append(x)
        s14 = analysis.shanten(hand, melds, void, family=family)
        if s14 >= sh or _void_tile(x, void):
            hand.pop()
            continue
        out: Tile | None = None
        for t in sorted(set(hand), key=lambda t: (brain.connectivity(hand, t), t)):
            if t in keep and hand.count(t) <= keep.count(t):
                continue
            hand.remove(t)
            if analysis.shanten(hand, melds, void, family=family) == s14:
                out = t
                break
            hand.append(t)
        if out is None:
            hand.remove(x)
            continue
        wall[i] = out
        sh = s14


def future_table(base: Table, h: Hidden, rng: random.Random) -> Table:
    """A fork of ``base`` with the hidden tiles dealt again (and, before the exchange, its
    direction drawn again), each hand shaped by its draws (``shape``); hidden passes (过胡,
    过碰) of the seats dealt again are cleared, since they belonged to their true hands."""
    hands, wall = deal_again(h, rng)
    for s in h.redealt:
        shape(h, s, hands[s], wall, rng)
    t = fork(base)
    st: GameState = t.state
    players = list(st.players)
    for s, tiles in hands.items():
        p: PlayerState = players[s]
        players[s] = replace(p, hand=tuple(sorted(tiles)), pass_win=None,
                             pass_pong=frozenset())
    t.state = replace(st, players=tuple(players))
    t._wall = wall
    t._legal = None
    if h.direction_unknown:
        t._direction = DIRECTIONS[rng.randrange(3)]
    return t
