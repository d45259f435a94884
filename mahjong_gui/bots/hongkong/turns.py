"""A turn's discards measured by their plans: each discard's nearest plans and improving
tiles, read off the hand's counts once a turn (the tables the brains' turns read)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_gui.bots.hongkong.plans import (
    _ANKONG,
    _CHOW,
    _GROUP,
    _NEAR,
    PLANS,
    Plan,
    Seat,
    _isolation,
    _kind_faan,
    _pong_formula,
    best_plans,
    plan_ukeire,
)
from mahjong_gui.bots.hongkong.seen import HKKnowledge, safeties
from mahjong_gui.engine import analysis
from mahjong_gui.engine.analysis.plans import _DIGITS4, Standing, _by_digits, standing
from mahjong_gui.engine.analysis.tables import _WITHIN
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.memo import FiniteTable, Memo
from mahjong_gui.engine.state import maker
from mahjong_gui.engine.tiles import TILES, Tile


@dataclass(frozen=True, slots=True)
class HKDiscard:
    tile: Tile
    distance: int
    ukeire: int
    plan: str
    faan: int
    safety: float


_DISCARD_INFO = maker(HKDiscard)


def discard_infos(k: HKKnowledge, tiles: Sequence[Tile], careless: bool = False
                  ) -> list[HKDiscard]:
    """Every candidate discard measured by its nearest plan, best first; the improving tiles
    are counted for the candidates at the nearest distance (the others do not compete)."""
    return [_DISCARD_INFO(TILES[t], d, -neg_uk, name, -neg_faan, safe)
            for d, neg_uk, neg_faan, _, t, name, safe in discard_rows(k, tiles, careless)]


# ``discard_infos``' numbers as one tuple a candidate, in its order: (distance, -ukeire,
# -faan, isolation, tile, plan name, safety).
Row = tuple[int, int, int, int, int, str, float]


def discard_rows(k: HKKnowledge, tiles: Sequence[Tile], careless: bool = False,
                 turn: TurnPlans | None = None) -> list[Row]:
    """``discard_infos`` as sorted tuples (``Row``), what the turns read (``turn``: the
    hand's ``TurnPlans`` for these discards, when already made)."""
    if len(k.hand) + 3 * len(k.melds) == 14:
        return _rows_of_14(k, tiles, careless, turn)
    hand = list(k.hand)
    measured = []
    for t in sorted(set(tiles)):
        hand.remove(t)
        measured.append((t, best_plans(k.seat, hand, k.melds, careless)))
        hand.append(t)
    nearest = min((p[0][0] for _, p in measured if p), default=99)
    safe = safeties(k)
    out: list[Row] = []
    for t, plans in measured:
        if not plans:
            out.append((99, 0, 0, _isolation(k.hand, t), t, "", safe(t)))
            continue
        d, neg, plan = plans[0]
        uk = 0
        if d <= nearest:
            hand.remove(t)
            uk = max(plan_ukeire(p[2], hand, k.melds, k.unseen, d)
                     for p in plans[:3] if p[0] == d)
            hand.append(t)
        out.append((d, -uk, neg, _isolation(k.hand, t), t, plan.name, safe(t)))
    out.sort()
    return out


# _plans_each's answer: the split, the counts, each discard's plans, the nearest distance.
Each = tuple[list[int], "HandCounts", list[tuple[int, Sequence[tuple[int, int, Plan]]]], int]


def _plans_each(seat: Seat, hand: Sequence[Tile], melds: tuple[Meld, ...], careless: bool,
                tiles: Sequence[Tile] | None = None, read: Read | None = None) -> Each:
    """For a 14-tile hand: ``best_plans`` of the 13 tiles each discard (of ``tiles``, else of
    every kind held) leaves, with the nearest distance among them, and the hand's split and
    counts. Each discard's plan distances are read off its suits' vectors
    (``analysis.discard_plan_keys``), the pong distance and the value pongs off the counts,
    and the plans' order is remembered by those numbers. ``read``: ``nearest_floor``'s of
    this hand, when it was asked first."""
    if read is None:
        idx, keyed = analysis.discard_plan_keys(hand, melds)
        counts = HandCounts(seat, hand, melds, idx)
    else:
        idx, keyed = analysis.discard_plan_keys(hand, melds, read[0])
        counts = read[1]
    cnt = counts.counts
    minimum = counts.minimum
    table = _KEYED.get((careless, minimum, counts.pong_minimum))
    if table is None:
        table = _KEYED_MEMO.put((careless, minimum, counts.pong_minimum), {})
    hope = seat.pair_hope  # the value pair's hope moves with the discard: asked each time
    faan = counts.base + counts.value
    # The pong plan's distance after a discard, by the copies of it held (``pong_distance``).
    if counts.pong_ok:
        need, trips, pairs = counts.need, counts.trips, counts.pairs
        pkey = (need * 16 + trips) * 16 + pairs
        pongs_by = _PONGS_BY.get(pkey)
        if pongs_by is None:
            pongs_by = _PONGS_BY_TABLE.put(pkey, (
                0, _pong_formula(need, trips, pairs), _pong_formula(need, trips, pairs - 1),
                _pong_formula(need, trips - 1, pairs + 1), _pong_formula(need, trips, pairs)))
    else:
        pongs_by = (15, 15, 15, 15, 15)  # 99
    legal = None if tiles is None else set(tiles)
    if legal is not None and len(legal) == len(keyed):
        legal = None  # Hong Kong offers every kind held
    # The faan in hand after a discard is ``faan`` less an honour pong broken up (so never
    # more): the free plan (0 faan) matters only where that reaches the minimum, and the
    # plans' order is remembered while it fits its 6 bits (a pair hope is asked each time).
    free_ever = careless or hope or faan >= minimum
    keep = not hope and faan < 64
    if keep and not free_ever and legal is None:
        # The usual turn, every kind offered, with no free plan to read.
        measured, nearest = _each_bare(keyed, counts, table, pongs_by, faan, careless)
        return idx, counts, measured, nearest
    measured = []
    nearest = 99
    every = careless or hope  # the free plan counts whatever the faan
    wget = _WITHIN_GET
    for t, packed, whole in keyed:
        if legal is not None and t not in legal:
            continue
        c = cnt[t]
        b = faan - _kind_faan(seat, t) if c == 3 and t >= 27 else faan
        if free_ever and (every or b >= minimum):
            free = wget(whole)  # ``analysis.within_whole``, inline
            if free is None:
                free = _within_whole(whole)
        else:
            free = 0
        # Bit fields, summed (3.11 specializes + and *, not << and |).
        okey = ((packed * 16 + free) * 16 + pongs_by[c]) * 64 + b
        plans = table.get(okey) if keep else None
        if plans is None:
            plans = _orders_of(counts, table, t, careless, packed, free, okey, keep)
        measured.append((t, plans))
        if plans and plans[0][0] < nearest:
            nearest = plans[0][0]
    return idx, counts, measured, nearest


# What nearest_floor read of a hand (its plans as it stands and its counts), for
# ``_plans_each`` of the same hand and melds.
Read = tuple[Standing, "HandCounts"]


def nearest_floor(seat: Seat, hand: Sequence[Tile], melds: tuple[Meld, ...], careless: bool
                  ) -> tuple[int, Read | None]:
    """For a 14-tile hand: at most ``_plans_each(seat, hand, melds, careless)[3]`` (the
    nearest distance a discard leaves), read off the 14 tiles as they stand: each plan's
    distance of the 14 tiles is at most that of any 13 of them (a tile more never takes a plan
    further), and a discard's faan in hand is at most the 14 tiles' (it may only break an
    honour pong), so only the plans the 14 tiles' faan lets count can count after a discard.
    A seat hoping for a value pair (its faan may grow by a discard) gets no floor (-99).
    With what it read (``Read``), for ``_plans_each`` of the same hand."""
    if seat.pair_hope:
        return -99, None
    stood = _STANDING(hand, melds)
    idx, _, _, _, _, _, one, mix, _, whole = stood
    counts = HandCounts(seat, hand, melds, idx)
    faan = counts.base + counts.value
    minimum = counts.minimum
    floor = 99
    if careless or faan + _FREE.faan >= minimum:
        floor = _within_whole(whole)
    if careless or faan + _MIXED_FAAN >= minimum:  # the suit-and-honours plans (15: closed)
        for d in mix:
            if d < floor:
                floor = d
    if careless or faan + _PURE_FAAN >= minimum:  # the one-suit plans
        for d in one:
            if d < floor:
                floor = d
    if counts.pong_ok and (careless or faan + _PONGS_FAAN >= counts.pong_minimum):
        d = _pong_formula(counts.need, counts.trips, counts.pairs)
        if d < floor:
            floor = d
    return floor, (stood, counts)


Measured = list[tuple[int, Sequence[tuple[int, int, Plan]]]]


def _each_bare(keyed: list[tuple[int, int, int]], counts: HandCounts,
               table: dict[int, Sequence[tuple[int, int, Plan]]], pongs_by: Sequence[int],
               faan: int, careless: bool) -> tuple[Measured, int]:
    """``_plans_each``' common turn: no free plan to read (its distance is 0 in every key),
    every kind offered; the key's low bits by the copies held (an honour pong broken: its
    faan off). The discards' plans and the nearest distance."""
    seat = counts.seat
    cnt = counts.counts
    tails = [p * 64 + faan for p in pongs_by]
    get = table.get
    measured = []
    nearest = 99
    for t, packed, _ in keyed:
        c = cnt[t]
        if c == 3 and t >= 27:
            okey = packed * 16384 + tails[3] - _kind_faan(seat, t)
        else:
            okey = packed * 16384 + tails[c]
        plans = get(okey)
        if plans is None:
            plans = _orders_of(counts, table, t, careless, packed, 0, okey, True)
        measured.append((t, plans))
        if plans and plans[0][0] < nearest:
            nearest = plans[0][0]
    return measured, nearest


# (sets wanted, kinds held three or more times, kinds held twice) -> the pong plan's distance
# after a discard by the copies of it held (``_plans_each``): at most 5 x 5 x 8 keys.
_PONGS_BY_TABLE: FiniteTable[int, tuple[int, int, int, int, int]] = FiniteTable(
    "hk.pongs_by", 5 * 16 * 16)
_PONGS_BY = _PONGS_BY_TABLE.data


def _orders_of(counts: HandCounts, table: dict[int, Sequence[tuple[int, int, Plan]]], t: int,
               careless: bool, packed: int, free: int, okey: int, keep: bool
               ) -> Sequence[tuple[int, int, Plan]]:
    """``_plans_each``' plans of the hand less one ``t`` on a miss of its table (``table``,
    under ``okey`` when ``keep``): read off ``okey`` when kept (it holds every number
    ``plans_without`` reads), else its shape distances unpacked for ``plans_without``."""
    if not keep:
        shape = (*_NIBBLES[packed & 4095], *_NIBBLES[packed >> 12], free)
        return counts.plans_without(t, careless, shape)
    # ``plans_without``'s ints (see there) straight from the key: the faan in hand (b), the
    # pong distance (15: 99), the free plan's distance (read wherever that plan counts) and
    # the six shape distances; each kind of plan counts by its faan against its minimum.
    b = okey & 63
    out: list[int] = []
    # Plain loops: a bound int method in ``map`` is called through an argument tuple.
    if careless or b + 3 >= counts.minimum:  # the suit-and-honours plans
        k = 252 - b << 3
        for x in _SHAPE_INTS[packed & 4095]:
            out.append(k + x)
    if careless or b + 7 >= counts.minimum:  # the one-suit plans, places 3 to 5
        k = (248 - b << 3) + 3
        for x in _SHAPE_INTS[packed >> 12]:
            out.append(k + x)
    pong = okey >> 6 & 15
    if pong != 15 and (careless or b + 3 >= counts.pong_minimum):
        out.append((pong + 1 << 11 | 252 - b << 3) + 6)
    if careless or b >= counts.minimum:
        out.append((free + 1 << 11 | 255 - b << 3) + 7)
    out.sort()
    # Its entries shared (a few hundred in all); the order itself is kept by ``table`` alone:
    # another key seldom has the same order (40 of 6,020 misses), so _ORDER_TUPLES is not asked.
    got = tuple(map(_ENTRY_GET, out))
    plans: Sequence[tuple[int, int, Plan]] = (
        tuple(_entry(k) for k in out) if None in got else got)  # type: ignore[assignment]
    if len(table) >= _KEYED_LIMIT:
        table.clear()
    table[okey] = plans
    return plans


# Three plans' distances packed four bits each (15 for 99) -> the three distances. Both
# tables joined a nibble at a time (``_by_digits``: a few thousand tuples, made at import).
_NIBBLES: tuple[tuple[int, ...], ...] = tuple(_by_digits(
    [tuple((d if d < 15 else 99,) for d in range(16))] * 3))
# The same -> each plan not at 99 as (distance + 1) << 11 | its place among the three: with
# the faan field and the first place added, ``plans_without``'s ints (``_orders_of``).
_SHAPE_INTS: tuple[tuple[int, ...], ...] = tuple(_by_digits(
    [tuple((d + 1 << 11 | i,) if d < 15 else () for d in range(16)) for i in range(3)]))
_within_whole = analysis.within_whole
# ``within_whole``'s table (its dict, the same object however often it starts again).
_WITHIN_GET = _WITHIN.get


class TurnPlans:
    """A 14-tile hand's discards on one turn: each discard's plans (``_plans_each``), the
    nearest distance, and the improving tiles of a plan after a discard, each counted once
    (the same for every discard outside the plan's suits: they leave it the same tiles)."""

    __slots__ = ("idx", "counts", "measured", "nearest", "unseen", "melds", "asked", "_by",
                 "whole")

    def __init__(self, seat: Seat, hand: Sequence[Tile], melds: tuple[Meld, ...],
                 careless: bool, unseen: Sequence[int], tiles: Sequence[Tile] | None = None,
                 each: Each | None = None) -> None:
        """``each``: ``_plans_each`` of this hand for these discards, when already read."""
        self.idx, self.counts, self.measured, self.nearest = (
            each if each is not None else _plans_each(seat, hand, melds, careless, tiles))
        self.unseen = unseen
        self.melds = len(melds)
        # (plan, the discard when in its suits) or (the pong plan, discard, distance) ->
        # the unseen tiles improving it.
        self.asked: dict[int, int] = {}
        self._by: dict[int, Sequence[tuple[int, int, Plan]]] | None = None
        # The whole-hand plan's improving tiles for every discard, when first asked.
        self.whole: analysis.WholeImproving | None = None

    def plans(self, t: int) -> Sequence[tuple[int, int, Plan]]:
        """``best_plans`` of the hand less one ``t``."""
        by = self._by
        if by is None:
            by = self._by = dict(self.measured)
        return by[t]

    def free_improving(self, t: int) -> int:
        """The unseen tiles improving the whole-hand (free) plan after discarding ``t``, read
        for every discard of the turn at once (``analysis.WholeImproving``, made when first
        asked)."""
        whole = self.whole
        if whole is None:
            whole = self.whole = _WHOLE(self.idx, self.melds, self.unseen)
        return whole.count(t)

    def improving(self, t: int, plan: Plan, d: int) -> int:
        """``plan_ukeire`` of the plan, ``d`` away, for the hand less one ``t``."""
        if plan.pongs:
            key = 1024 + t * 32 + d
            n = self.asked.get(key, -1)
            if n < 0:
                n = self.asked[key] = self.counts.pong_ukeire(t, self.unseen, d)
            return n
        groups = plan.groups
        key = _PLAN_KEY[plan.name] + (t + 1 if _GROUP[t] in groups else 0)
        n = self.asked.get(key, -1)
        if n < 0:
            if plan is _FREE:
                n = self.asked[key] = self.free_improving(t)
            else:
                n = 0
                for u in analysis.improving_kinds_after(self.idx, self.melds, t, groups):
                    n += self.unseen[u]
                self.asked[key] = n
        return n


def _best_row(turn: TurnPlans) -> Row:
    """``_rows_of_14(...)[0]`` without the safety (0.0): only the nearest candidates are
    measured (``_improving``), and a candidate's isolation only when its first numbers tie."""
    nearest = turn.nearest
    cnt = turn.counts.counts
    best: Row | None = None
    buk = bneg = 0  # the best row's -ukeire and -faan (its distance is the nearest)
    for t, plans in turn.measured:
        if plans:
            d, neg, plan = plans[0]
            if d != nearest:
                continue
            if plan is _FREE:  # alone at ``d``: every other plan brings more faan
                # Not remembered in ``asked``: each discard is asked once here.
                uk = turn.free_improving(t)
            else:
                uk = _improving(turn, t, plans, d)
            name = plan.name
        elif nearest == 99:
            d, uk, neg, name = 99, 0, 0, ""
        else:
            continue
        if best is not None and (-uk > buk or -uk == buk and neg > bneg):
            continue  # it cannot be the least row whatever its isolation
        near = cnt[t] - 1
        for u in _NEAR[t]:
            near += cnt[u]
        row = (d, -uk, neg, near, t, name, 0.0)
        if best is None or row < best:
            best = row
            buk, bneg = -uk, neg
    assert best is not None, "a turn has a discard"
    return best


def _improving(turn: TurnPlans, t: int, plans: Sequence[tuple[int, int, Plan]], d: int) -> int:
    """The most improving tiles among the first three of ``plans`` at distance ``d``
    (``TurnPlans.improving`` of each, inline: the turns ask it for every nearest discard)."""
    uk = 0
    asked = turn.asked
    for p in plans[:3]:
        if p[0] != d:
            break  # the plans are nearest first: none further on is at ``d``
        plan = p[2]
        if plan.pongs:
            key = 1024 + t * 32 + d
            n = asked.get(key, -1)
            if n < 0:
                n = asked[key] = turn.counts.pong_ukeire(t, turn.unseen, d)
        elif plan is _FREE:  # every discard is in its groups: read for all of them at once
            key = _FREE_KEY + t
            n = asked.get(key, -1)
            if n < 0:
                n = asked[key] = turn.free_improving(t)
        else:
            groups = plan.groups
            key = _PLAN_KEY[plan.name] + (t + 1 if _GROUP[t] in groups else 0)
            n = asked.get(key, -1)
            if n < 0:
                # Summed in a plain loop: ``sum(map(unseen.__getitem__, ...))`` calls the
                # tuple's method through a wrapper for each kind (three times the cost).
                n = 0
                unseen = turn.unseen
                for u in _KINDS_AFTER(turn.idx, turn.melds, t, groups):
                    n += unseen[u]
                asked[key] = n
        if n > uk:
            uk = n
    return uk


_KINDS_AFTER = analysis.improving_kinds_after
_WHOLE = analysis.WholeImproving


def _rows_of_14(k: HKKnowledge, tiles: Sequence[Tile], careless: bool,
                turn: TurnPlans | None = None) -> list[Row]:
    """``discard_rows`` of a 14-tile hand (``turn``: its plans, when already read for these
    discards): the improving tiles are counted only for the nearest candidates."""
    if turn is None:
        turn = TurnPlans(k.seat, k.hand, k.melds, careless, k.unseen, tiles)
    cnt = turn.counts.counts
    nearest = turn.nearest
    safe = safeties(k) if k.threats else None
    out: list[Row] = []
    for t, plans in turn.measured:
        # ``isolation``, inline.
        near = cnt[t] - 1
        for u in _NEAR[t]:
            near += cnt[u]
        if not plans:
            out.append((99, 0, 0, near, t, "", safe(t) if safe else 0.0))
            continue
        d, neg, plan = plans[0]
        uk = _improving(turn, t, plans, d) if d <= nearest else 0
        out.append((d, -uk, neg, near, t, plan.name, safe(t) if safe else 0.0))
    out.sort()
    return out


# (careless, minimum, the pong plan's minimum) -> (the discard's packed plan distances, the
# free plan's, the pong distance and the faan in hand) -> plans_without's answer (shared
# tuples, so few objects). A table for each of the few (careless, minimums), each emptied when
# it holds _KEYED_LIMIT orders.
_KEYED_LIMIT = 1 << 16
_KEYED_MEMO: Memo[tuple[bool, int, int], dict[int, Sequence[tuple[int, int, Plan]]]] = Memo(
    "hk.turn_orders", 64)
_KEYED = _KEYED_MEMO.data


_STANDING = standing
# The faan each kind of plan brings (``nearest_floor``), checked against PLANS' order.
_MIXED_FAAN, _PURE_FAAN, _PONGS_FAAN = PLANS[0].faan, PLANS[3].faan, PLANS[6].faan
assert all(p.faan == _MIXED_FAAN and p.groups == {j, 3} for j, p in enumerate(PLANS[:3]))
assert all(p.faan == _PURE_FAAN and p.groups == {j} for j, p in enumerate(PLANS[3:6]))
assert PLANS[6].pongs and len(PLANS) == 8

# Each shape plan's place in _rows_of_14's improving-tile keys (a plan, then a tile + 1).
_PLAN_KEY = {p.name: 64 * i for i, p in enumerate(PLANS)}
# The whole-hand (free) plan: its groups hold every discard.
_FREE = next(p for p in PLANS if p.name == "free")
_FREE_KEY = _PLAN_KEY[_FREE.name] + 1
# ``_orders_of`` writes the plans' faan (3, 7, 3, 0) into its ints' fields.
assert (_MIXED_FAAN, _PURE_FAAN, _PONGS_FAAN, _FREE.faan) == (3, 7, 3, 0)


class HandCounts:
    """A 14-tile hand's counts, from which each discard's pong distance and value pongs (for
    ``PLANS``) are read without counting the 13 tiles left again: the same numbers as
    ``pong_shanten``, ``value_pongs`` and ``best_plans`` give for them."""

    __slots__ = ("seat", "counts", "held", "need", "trips", "pairs", "value", "base",
                 "minimum", "pong_minimum", "pong_ok", "_sums")

    def __init__(self, seat: Seat, hand: Sequence[Tile], melds: Sequence[Meld],
                 idx: Sequence[int] | None = None) -> None:
        """``idx``: the hand's four suit indices (``analysis.discard_plan_keys``), when read:
        the counts are then read off each suit's (``_suit_counts``)."""
        self.seat = seat
        if idx is None:
            counts = [0] * 34
            for t in hand:
                counts[t] += 1
            low = counts.count(0) + counts.count(1)
            self.pairs = pairs = counts.count(2)
            self.trips = trips = 34 - low - pairs  # kinds held three or four times
        else:
            get = _SUIT_COUNTS.get
            i0, i1, i2, i3 = idx
            a = get(i0) or _suit_counts(i0, 9)
            b = get(i1) or _suit_counts(i1, 9)
            c = get(i2) or _suit_counts(i2, 9)
            h = get(-1 - i3) or _suit_counts(i3, 7)  # the honours' under -1 - index
            counts = [*a[0], *b[0], *c[0], *h[0]]
            self.pairs = a[1] + b[1] + c[1] + h[1]
            self.trips = trips = a[2] + b[2] + c[2] + h[2]
        self.counts = counts
        self.held = hand  # its kinds read as a set only when the pong plan's tiles are counted
        self.need = 4 - len(melds)
        # The value pongs' faan of the declared melds and of the honours held three times.
        value = 0
        concealed = True
        pong_ok = True
        chows = True  # no pong or kong declared
        for m in melds:
            mk = m.kind
            if mk is _CHOW:
                pong_ok = False
            else:
                chows = False
                value += _kind_faan(seat, m.tile)
            if mk is not _ANKONG:
                concealed = False
        if trips and max(counts[27:]) >= 3:
            for kind in range(27, 34):
                if counts[kind] >= 3:
                    value += _kind_faan(seat, kind)
        self.value = value
        self.base = seat.bonus_faan + (seat.concealed if concealed else 0)
        # The shape plans' minimum (``minimum``) is lower by the all-chows hope while no pong
        # or kong is declared; the pong plan's is not.
        self.pong_minimum = seat.minimum - (seat.reach if concealed else 0)
        self.minimum = self.pong_minimum - (seat.chow_reach if chows else 0)
        # PLANS' one pong plan keeps every group: only a chow closes it.
        self.pong_ok = pong_ok
        self._sums: tuple[Sequence[int], int, int] | None = None

    def _without(self, t: int) -> tuple[int, int]:
        """Kinds held three or more times and exactly twice in the hand less one ``t``."""
        c = self.counts[t]
        if c == 3:
            return self.trips - 1, self.pairs + 1
        if c == 2:
            return self.trips, self.pairs - 1
        return self.trips, self.pairs

    def pong_distance(self, t: int) -> int:
        """``pong_shanten`` of the hand less one ``t``."""
        if not self.pong_ok:
            return 99
        trips, pairs = self._without(t)
        return _pong_formula(self.need, trips, pairs)

    def plans_without(self, t: int, careless: bool, shape: Sequence[int], kept: bool = False
                      ) -> Sequence[tuple[int, int, Plan]]:
        """``best_plans`` of the hand less one ``t`` (shared, read-only), its shape distances
        given. ``kept``: the caller remembers the answer itself (``_plans_each``' table), so
        ``_ORDERS`` is neither read nor written."""
        seat = self.seat
        value = self.value
        counts = self.counts
        if t >= 27 and counts[t] == 3:
            value -= _kind_faan(seat, t)
        base = self.base + value
        if seat.pair_hope:
            base += max((_kind_faan(seat, u) for u in range(27, 34)
                         if counts[u] - (u == t) == 2), default=0)
        pongs = self.pong_distance(t)
        minimum = self.minimum
        pong_minimum = self.pong_minimum
        if not kept:
            key = (shape, pongs, base, careless, minimum, pong_minimum)
            got = _ORDERS.data.get(key)
            if got is not None:
                return got
        # Each plan that counts as one int, (distance + 1, 255 - faan, place in PLANS) in
        # fields of 8 and 3 bits (a faan in hand is a few dozen at most), so that sorted they
        # are nearest first, then the most faan, then PLANS' order (what a stable sort by the
        # first two gave).
        out = []
        j = 0
        for i, plan in enumerate(PLANS):
            if plan.pongs:
                d = pongs
                least = pong_minimum
            else:
                d = shape[j]
                j += 1
                least = minimum
            faan = plan.faan + base
            if d < 99 and (careless or faan >= least):
                out.append(((d + 1 << 8 | 255 - faan) << 3) + i)
        out.sort()
        got = _order_tuple(out)
        if not kept:
            _ORDERS.put(key, got)
        return got

    def pong_ukeire(self, t: int, unseen: Sequence[int], base: int) -> int:
        """``plan_ukeire`` of PLANS' pong plan for the hand less one ``t``, at ``base``."""
        counts = self.counts
        need = self.need
        trips, pairs = self._without(t)
        # A kind held once becomes a pair, one held twice a pong; a kind not held cannot help
        # and a fourth copy changes nothing.
        one = _pong_formula(need, trips, pairs + 1) < base
        two = _pong_formula(need, trips + 1, pairs - 1) < base
        if not (one or two):
            return 0
        # The unseen copies of the kinds held once and twice (once per unseen counts), with
        # ``t``'s own kind moved to the count it has after the discard.
        sums = self._sums
        if sums is None or sums[0] is not unseen:
            singles = doubles = 0
            for u in set(self.held):
                c = counts[u]
                if c == 1:
                    singles += unseen[u]
                elif c == 2:
                    doubles += unseen[u]
            sums = self._sums = (unseen, singles, doubles)
        _, singles, doubles = sums
        c = counts[t]
        n = unseen[t]
        if c == 1:
            singles -= n
        elif c == 2:
            singles += n
            doubles -= n
        elif c == 3:
            doubles += n
        return (singles if one else 0) + (doubles if two else 0)

    def isolation(self, t: int) -> int:
        """``_isolation(hand, t)``."""
        counts = self.counts
        near = counts[t] - 1
        if t < 27:
            lo = t - t % 9
            for u in (t - 2, t - 1, t + 1, t + 2):
                if lo <= u < lo + 9:
                    near += counts[u]
        return near


def _suit_counts(x: int, kinds: int) -> tuple[tuple[int, ...], int, int]:
    """A suit's counts by kind (``kinds``: 9 for a number suit, 7 for the honours) from its
    base-5 index, with how many kinds it holds twice and three or more times; remembered
    (the honours under -1 - index)."""
    low = _DIGITS4[x % 625]  # read four digits at a time: a first reading is common
    digits: tuple[int, ...]
    if kinds == 9:
        digits = low + _DIGITS4[x // 625 % 625] + (x // 390625,)
    else:
        digits = low + _DIGITS3[x // 625]
    got = (digits, digits.count(2), digits.count(3) + digits.count(4))
    return _SUIT_COUNTS_MEMO.put(x if kinds == 9 else -1 - x, got)


# Each base-5 number below 5**3 as its digits, lowest first (``_suit_counts``; those below
# 5**4 are the analysis' _DIGITS4).
_DIGITS3 = [t[:3] for t in _DIGITS4[:125]]


# A suit's index (the honours': -1 - index) -> ``_suit_counts``: plain ints, a suit's contents
# recur from hand to hand (the number suits share one table: their digits read alike).
_SUIT_COUNTS_MEMO: Memo[int, tuple[tuple[int, ...], int, int]] = Memo("hk.suit_counts", 1 << 14)
_SUIT_COUNTS = _SUIT_COUNTS_MEMO.data


# (shape distances, pong distance, faan in hand, careless, minimum) -> plans_without's answer.
_ORDERS_LIMIT = 1024
_ORDERS: Memo[tuple[object, ...], tuple[tuple[int, int, Plan], ...]] = Memo(
    "hk.plan_orders", _ORDERS_LIMIT)
# One shared (distance, -faan, plan) per (distance, -faan, place of the plan in PLANS) as
# plans_without packs them in an int, and one shared order per order (its entries' ints): the
# same tuples, whichever table holds them.
_ENTRIES: Memo[int, tuple[int, int, Plan]] = Memo("hk.plan_entries", 4096)
_ORDER_TUPLES: Memo[tuple[int, ...], tuple[tuple[int, int, Plan], ...]] = Memo(
    "hk.plan_order_tuples", _KEYED_LIMIT)
_ENTRY_GET = _ENTRIES.data.get  # the same dict however often it starts again


def _order_tuple(out: list[int]) -> tuple[tuple[int, int, Plan], ...]:
    """The plans' order for ``plans_without``'s sorted ints: one tuple for each order, however
    often _ORDERS starts again (_KEYED keeps them), of shared entries (``_entry``), so the
    tables hold few objects the collector walks: both memos are keyed by those ints (an
    order's plans hashed as dataclasses cost a miss more than its reading)."""
    sig = tuple(out)
    orders = _ORDER_TUPLES.data
    got = orders.get(sig)
    if got is None:
        if len(orders) >= _ORDER_TUPLES.limit:
            orders.clear()
        got = orders[sig] = tuple(_entry(k) for k in out)
    return got


def _entry(k: int) -> tuple[int, int, Plan]:
    """The shared (distance, -faan, plan) of one of ``plans_without``'s ints."""
    entries = _ENTRIES.data
    e = entries.get(k)
    if e is None:
        if len(entries) >= _ENTRIES.limit:
            entries.clear()
        e = entries[k] = ((k >> 11) - 1, (k >> 3 & 255) - 255, PLANS[k & 7])
    return e


def _nearest(x: tuple[int, int, Plan]) -> tuple[int, int]:
    return x[0], x[1]


_NEAREST = _nearest
