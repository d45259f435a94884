"""What a seat knows (its hand, the unseen tiles, who looks ready) and how safe a discard
looks against those players; read only from a ``SeatView``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mahjong_gui.bots.hongkong.plans import (
    _ANKONG,
    _CHOW,
    _PONG,
    Hand,
    Seat,
    _profile,
    group,
    seat_of,
)
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.memo import FiniteTable, Memo, OwnedMemo
from mahjong_gui.engine.rules import HKProfile
from mahjong_gui.engine.state import maker
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import OtherSeat, SeatView


@dataclass(frozen=True, slots=True)
class HKKnowledge:
    view: SeatView
    profile: HKProfile
    seat: Seat
    hand: Hand
    melds: tuple[Meld, ...]
    unseen: tuple[int, ...]
    threats: tuple[int, ...]  # opponents who look ready


def knowledge(view: SeatView, counts: bool = True,
              hopes: Callable[[Seat, HKProfile], Seat] | None = None) -> HKKnowledge:
    """What the seat knows. ``counts`` False: without the unseen tiles and the threats (left
    empty), for a decision that reads neither. ``hopes``: the seat as a level counts it, from
    the seat and the profile read (``HKBrain.hopes``)."""
    last = _LAST_PROFILE.data.get(view.profile)
    if last is not None and last[0] is view.options:
        profile, seats = last[1]  # a hand's views share one options tuple
    else:
        profile = _profile(view.profile, view.options)
        got = _SEATS.data.get(id(profile))
        if got is None or got[0] is not profile:
            got = _SEATS.put(id(profile), (profile, {}))
        seats = got
        _LAST_PROFILE.put_for(view.profile, view.options, (profile, seats))
    me = view.seat
    wind = (me - view.dealer) % 4
    # seat_of(view, profile), remembered by what it reads.
    key = (wind, view.prevailing, view.bonus)
    seat = seats[1].get(key)
    if seat is None:
        if len(seats[1]) >= 64:
            seats[1].clear()
        seat = seats[1][key] = seat_of(view, profile)
    if hopes is not None:
        seat = hopes(seat, profile)
    if not counts:
        bare: HKKnowledge = _KNOWLEDGE(view, profile, seat, view.hand, view.melds, (), ())
        return bare
    threats = []
    wall = view.wall
    for s, o in enumerate(view.seats):
        if s == me:
            continue
        melds = o.melds
        exposed, flush = _melds_read(melds) if melds else _NO_MELDS_READ
        # Three exposed sets, two of one suit, or two with the wall half gone, read as ready.
        if exposed >= 3 or (exposed >= 2 and (wall < 40 or flush is not None)
                            ) or (wall < 16 and len(o.river) >= 10):
            threats.append(s)
    k: HKKnowledge = _KNOWLEDGE(view, profile, seat, view.hand, view.melds, _unseen(view),
                              tuple(threats))
    return k


_KNOWLEDGE = maker(HKKnowledge)
# The profile last asked for, and its seats, guarded by the very options tuple it was asked
# with (held, so its identity is never met again recycled).
_LAST_PROFILE: OwnedMemo[str, tuple[
    HKProfile, tuple[HKProfile, dict[tuple[int, int, tuple[Tile, ...]], Seat]]]] = OwnedMemo(
    "hk.last_profile", 1)


# id(profile) -> (that profile, (seat wind, prevailing wind, bonus tiles) -> its Seat).
_SEATS: Memo[int, tuple[HKProfile, dict[tuple[int, int, tuple[Tile, ...]], Seat]]] = Memo(
    "hk.seats", 64)


def _unseen(view: SeatView) -> tuple[int, ...]:
    """``analysis.unseen_counts(view.hand, view.melds, view.visible_tiles())``: the tiles
    seen outside the hand (``_outside``) less the hand's."""
    c = _outside(view)[:34]  # a copy: the list remembered stays as it is
    for t in view.hand:
        c[t] -= 1
    # Each count is at most 4: ``bytes`` refuses the list exactly when one is below 0 (what
    # ``min(c) < 0`` asks, at a fraction of its cost: no comparison through the generic path).
    try:
        bytes(c)
    except ValueError:
        return tuple(x if x > 0 else 0 for x in c)
    return tuple(c)


def _outside(view: SeatView) -> list[int]:
    """4 less the copies of each kind the seat sees outside its hand (the rivers, the melds,
    the others' winning hands), in 42 places (bonus tiles land past the 34 kinds). The seats
    are shown alike to every viewer (the same objects), its own with its melds and no winning
    hand while it has not won: the counts are then those of the four seats as shown, one
    reading for every viewer, remembered with the seats last counted (``_SHOWN``)."""
    seats = view.seats
    me = view.seat
    mine = seats[me]
    if mine.melds is not view.melds or mine.winning_hand is not None:
        return _counted(seats, me, view.melds)  # read as this viewer alone sees them
    last = _SHOWN[0]
    if last is not None:
        if last[0] is seats:
            return last[1]
        c = _changed(last, seats)
        if c is not None:
            _SHOWN[0] = (seats, c)
            return c
    c = _counted(seats, -1, ())
    _SHOWN[0] = (seats, c)
    return c


def _changed(last: tuple[tuple[OtherSeat, ...], list[int]], seats: tuple[OtherSeat, ...]
             ) -> list[int] | None:
    """``_outside``'s counts of ``seats`` from those of the seats last counted (``last``):
    only the seats shown anew are read (the one that discarded or drew since, mostly), each
    a river grown, perhaps after its last tile was called (that tile comes back: its meld
    counts it), and melds grown by new ones. Taken and given back as a multiset, so the same
    counts as counted afresh; None where a seat changed otherwise (a winning hand shown, a
    meld changed in place, another hand's seats)."""
    before, c = last
    for s in (0, 1, 2, 3):
        o = seats[s]
        was = before[s]
        if o is was:
            continue
        if o.winning_hand is not was.winning_hand:
            return None
        river = o.river
        old = was.river
        n = len(old)
        if river[:n] != old:
            n -= 1
            if n < 0 or river[:n] != old[:n]:
                return None
        if c is last[1]:
            c = c[:]  # a copy: the list remembered stays as it is
        for t in old[n:]:  # a called tile, back
            c[t] += 1
        for t in river[n:]:
            c[t] -= 1
        if o.melds is not was.melds:
            melds = o.melds
            n = len(was.melds)
            if melds[:n] != was.melds:
                return None
            _take_melds(c, melds[n:])
    return c


def _counted(seats: tuple[OtherSeat, ...], me: int, melds: tuple[Meld, ...]) -> list[int]:
    """``_outside``'s counts read afresh: seat ``me`` (-1: none) with ``melds`` instead of its
    own as shown, and without its winning hand."""
    c = [4] * 42
    for s, o in enumerate(seats):
        for t in o.river:
            c[t] -= 1
        if s == me:
            _take_melds(c, melds)
        else:
            _take_melds(c, o.melds)
            if o.winning_hand is not None:
                for t in o.winning_hand:
                    c[t] -= 1
    return c


def _take_melds(c: list[int], melds: Sequence[Meld]) -> None:
    """Take the tiles of ``melds`` off the counts ``c``."""
    for m in melds:
        kind = m.kind
        t = m.tile
        if kind is _CHOW:
            c[t] -= 1
            c[t + 1] -= 1
            c[t + 2] -= 1
        elif kind is _PONG:
            c[t] -= 3
        else:  # a kong
            c[t] -= 4


# The four seats last counted by ``_outside`` and its counts of them.
_SHOWN_TABLE: FiniteTable[int, tuple[tuple[OtherSeat, ...], list[int]] | None] = FiniteTable(
    "hk.outside", 1, fill=None)
_SHOWN: list[tuple[tuple[OtherSeat, ...], list[int]] | None] = _SHOWN_TABLE.data


def _melds_read(melds: tuple[Meld, ...]) -> tuple[int, int | None]:
    """A player's exposed melds counted and ``flush_suit``, remembered by the melds tuple
    (a player's stays the same object until it declares again)."""
    got = _MELDS_READ.data.get(id(melds))
    if got is None or got[0] is not melds:
        exposed = 0
        for m in melds:
            if m.kind is not _ANKONG:
                exposed += 1
        got = _MELDS_READ.put(id(melds), (melds, exposed, flush_suit(melds)))
    return got[1], got[2]


_MELDS_READ: Memo[int, tuple[tuple[Meld, ...], int, int | None]] = Memo("hk.melds_read", 256)
_NO_MELDS_READ: tuple[int, int | None] = (0, None)


def _melds_threat(melds: tuple[Meld, ...], wall: int) -> bool:
    """``knowledge``'s reading of a player's melds as ready (its late-wall river rule aside)."""
    exposed, flush = _melds_read(melds) if melds else _NO_MELDS_READ
    return exposed >= 3 or (exposed >= 2 and (wall < 40 or flush is not None))


def flush_suit(melds: Sequence[Meld]) -> int | None:
    """The one number suit of a player's exposed melds when they all share it (honours aside):
    the sign of a one-suit hand."""
    exposed = [m for m in melds if m.kind is not MeldKind.ANKONG]
    suits = {group(m.tile) for m in exposed} - {3}
    if len(exposed) >= 2 and len(suits) == 1:
        return next(iter(suits))
    return None


def safety(k: HKKnowledge, t: int) -> float:
    """How safe a discard looks against the threatening players (higher is safer): a tile the
    player let go, an honour with its other copies in sight, a tile outside the suit of a
    player collecting one suit, a terminal."""
    if not k.threats:
        return 0.0
    score = 0.0
    for s in k.threats:
        river = k.view.seats[s].river
        flush = flush_suit(k.view.seats[s].melds)
        if t in river:
            score += 3.0  # the player let it go once
        elif flush is not None and group(t) not in (flush, 3):
            score += 3.0  # outside the one suit that player collects
        elif t >= 27:
            score += 2.0 if k.unseen[t] <= 1 else 0.5
        elif t % 9 in (0, 8):
            score += 0.8
    return score / len(k.threats)


def safeties(k: HKKnowledge) -> Callable[[int], float]:
    """``safety`` for the knowledge's threats, each threat's river and suit read once."""
    if not k.threats:
        return _no_threat
    reads = []
    for s in k.threats:
        o = k.view.seats[s]
        # Each threat's river as a set, remembered by the seat as shown (the same object
        # until that player acts again).
        got = _RIVERS.data.get(id(o))
        if got is None or got[0] is not o:
            got = _RIVERS.put(id(o), (o, frozenset(o.river)))
        reads.append((got[1], _melds_read(o.melds)[1] if o.melds else None))
    n = len(k.threats)
    unseen = k.unseen

    def safe(t: int) -> float:
        score = 0.0
        for river, flush in reads:
            if t in river:
                score += 3.0
            elif flush is not None and group(t) not in (flush, 3):
                score += 3.0
            elif t >= 27:
                score += 2.0 if unseen[t] <= 1 else 0.5
            elif t % 9 in (0, 8):
                score += 0.8
        return score / n
    return safe


_RIVERS: Memo[int, tuple[OtherSeat, frozenset[int]]] = Memo("hk.rivers", 256)


def _no_threat(t: int) -> float:
    return 0.0
