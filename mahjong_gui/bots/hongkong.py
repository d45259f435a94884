"""The Hong Kong brain of the bots and the hints (docs/rules.md §3, §3.1).

A Hong Kong win must reach the table minimum (3 faan by default), so the bot does not simply
complete any shape: it keeps a set of *plans* (one suit with honours, one suit alone, all
pongs, or a free hand when its dragon and wind pongs, bonus tiles and a concealed hand already
give enough faan), and measures every hand by the nearest plan that can still reach the
minimum. Discards, chows, pongs and kongs are judged by what they do to that distance and then
by the plan's improving tiles; a player who looks ready is defended against.

Everything here reads only a ``SeatView``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from mahjong_gui.bots import outlook
from mahjong_gui.engine import analysis
from mahjong_gui.engine.common import Invalid, NotWin, WinType
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.rules import HKProfile, get_hk_profile
from mahjong_gui.engine.rules.hongkong import HKPatternId
from mahjong_gui.engine.rules.table_scoring import Spot, score_at_table, win_pays
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.state import maker
from mahjong_gui.engine.tiles import TILES, Tile
from mahjong_gui.engine.views import OtherSeat, SeatView

Hand = tuple[Tile, ...]
ALL_GROUPS = frozenset({0, 1, 2, 3})
_DRAGONS = (31, 32, 33)
_KONG_MELD = {KongKind.EXPOSED: MeldKind.KONG, KongKind.CONCEALED: MeldKind.ANKONG,
              KongKind.ADDED: MeldKind.ADDKONG}


@lru_cache(maxsize=32)
def _profile(profile_id: str, options: tuple[tuple[str, str], ...]) -> HKProfile:
    return get_hk_profile(profile_id, dict(options))  # this brain plays the Hong Kong family


def group(t: int) -> int:
    return t // 9 if t < 27 else 3


_GROUP = tuple(group(t) for t in range(34))


# ---------------------------------------------------------------------------------------------
# Plans


@dataclass(frozen=True, slots=True)
class Plan:
    """A way to reach the minimum: the tile groups it keeps, whether it wants pongs only, and
    the faan it brings by itself once complete."""

    name: str
    groups: frozenset[int]
    pongs: bool
    faan: int


PLANS: tuple[Plan, ...] = (
    Plan("mixed_m", frozenset({0, 3}), False, 3),
    Plan("mixed_p", frozenset({1, 3}), False, 3),
    Plan("mixed_s", frozenset({2, 3}), False, 3),
    Plan("pure_m", frozenset({0}), False, 7),
    Plan("pure_p", frozenset({1}), False, 7),
    Plan("pure_s", frozenset({2}), False, 7),
    Plan("all_pongs", ALL_GROUPS, True, 3),
    Plan("free", ALL_GROUPS, False, 0),
)

# The strong brain's ``combos`` option also weighs all pongs within one suit (with honours:
# 3 + 3 faan; alone: 7 + 3), the classic big hands the separate plans above each count at
# half their worth.
COMBO_PLANS: tuple[Plan, ...] = (
    *PLANS,
    Plan("mixed_pongs_m", frozenset({0, 3}), True, 6),
    Plan("mixed_pongs_p", frozenset({1, 3}), True, 6),
    Plan("mixed_pongs_s", frozenset({2, 3}), True, 6),
    Plan("pure_pongs_m", frozenset({0}), True, 10),
    Plan("pure_pongs_p", frozenset({1}), True, 10),
    Plan("pure_pongs_s", frozenset({2}), True, 10),
)


def pong_shanten(hand: Sequence[Tile], melds: Sequence[Meld],
                 groups: frozenset[int] = ALL_GROUPS) -> int:
    """Shanten toward four pongs (or kongs) and a pair of the tile ``groups``; 99 when a chow
    or a meld outside them is declared."""
    whole = groups == ALL_GROUPS
    for m in melds:
        if m.kind is MeldKind.CHOW or not (whole or group(m.tile) in groups):
            return 99
    need = 4 - len(melds)
    # The kinds held three or more times and exactly twice, read off the sorted tiles' runs.
    trips = pairs = 0
    run = 0
    last = -1
    for t in sorted(hand if whole else [t for t in hand if group(t) in groups]):
        if t == last:
            run += 1
            continue
        if run >= 3:
            trips += 1
        elif run == 2:
            pairs += 1
        last, run = t, 1
    if run >= 3:
        trips += 1
    elif run == 2:
        pairs += 1
    if trips > need:
        trips = need
    return 2 * (need - trips) - min(pairs, need - trips + 1)


@dataclass(frozen=True, slots=True)
class Seat:
    """The faan a seat has in hand whatever it completes: bonus tiles and value pongs."""

    wind: int  # 1 East .. 4 North
    prevailing: int
    bonus_faan: int  # counted toward the minimum when the table counts bonus faan
    minimum: int
    value_kinds: frozenset[int]  # dragons, seat wind, prevailing wind
    concealed: int = 1  # the faan a hand with nothing exposed counts on
    pair_hope: bool = False  # a value pair held counts as the pong it may become
    reach: int = 0  # faan a hand with nothing exposed counts toward the minimum only
    # chow_reach: faan a hand with no pong or kong declared counts toward the minimum of its
    # shape plans only (all chows; the pong plan cannot have it).
    chow_reach: int = 0


def seat_of(view: SeatView, profile: HKProfile) -> Seat:
    wind = (view.seat - view.dealer) % 4 + 1
    flowers = {t.rank for t in view.bonus if t.rank <= 4}
    seasons = {t.rank - 4 for t in view.bonus if t.rank > 4}
    bonus = 1 if not view.bonus else 0
    bonus += 2 if len(flowers) == 4 else (1 if wind in flowers else 0)
    bonus += 2 if len(seasons) == 4 else (1 if wind in seasons else 0)
    counts = profile.bonus_counts
    kinds = frozenset({*_DRAGONS, 26 + wind, 26 + view.prevailing})
    return Seat(wind, view.prevailing, bonus if counts else 0, profile.minimum, kinds,
                row_faan(profile, HKPatternId.CONCEALED_HAND))


def row_faan(profile: HKProfile, *rows: HKPatternId) -> int:
    """The faan the profile's own table gives the ``rows`` together."""
    key = (id(profile.faan_table), rows)
    got = _ROW_FAAN.get(key)
    if got is None or got[0] is not profile.faan_table:
        got = _ROW_FAAN[key] = (profile.faan_table,
                                sum(r.value for r in profile.faan_table if r.id in rows))
    return got[1]


_ROW_FAAN: dict[tuple[int, tuple[HKPatternId, ...]], tuple[object, int]] = {}


def value_pongs(seat: Seat, hand: Sequence[Tile], melds: Sequence[Meld]) -> int:
    """Faan from dragon and wind pongs held or declared now (a seat wind that is also the
    prevailing wind counts twice)."""
    faan = 0
    kinds = [m.tile for m in melds if m.kind is not MeldKind.CHOW]
    honours = [t for t in hand if t >= 27]  # only dragons and winds bring faan
    if len(honours) >= 3:
        kinds += [t for t in set(honours) if honours.count(t) >= 3]
    for t in kinds:
        if t in _DRAGONS:
            faan += 1
        faan += (t == 26 + seat.wind) + (t == 26 + seat.prevailing)
    return faan


def plan_faan(plan: Plan, seat: Seat, hand: Sequence[Tile], melds: Sequence[Meld]) -> int:
    """What the plan is worth if completed from here (concealed hand and self-draw hopes
    count one faan: the bot cannot count on both)."""
    concealed = all(m.kind is MeldKind.ANKONG for m in melds)
    return plan.faan + seat.bonus_faan + value_pongs(seat, hand, melds) + (
        seat.concealed if concealed else 0) + pair_hope(seat, hand)


def pair_hope(seat: Seat, hand: Sequence[Tile]) -> int:
    """With ``seat.pair_hope``: the faan of the best value pair held (its pong's), else 0."""
    if not seat.pair_hope:
        return 0
    return max((_kind_faan(seat, t) for t in set(hand) if t >= 27 and hand.count(t) == 2),
               default=0)


def plan_distance(plan: Plan, hand: Sequence[Tile], melds: Sequence[Meld]) -> int:
    if plan.pongs:
        return pong_shanten(hand, melds, plan.groups)
    return analysis.shanten_within(hand, melds, plan.groups)


_SHAPE_GROUPS = tuple(p.groups for p in PLANS if not p.pongs)
_PONG_GROUPS = next(p.groups for p in PLANS if p.pongs)  # PLANS hold one pong plan


def best_plans(seat: Seat, hand: Sequence[Tile], melds: Sequence[Meld],
               careless: bool = False, shape: Sequence[int] | None = None,
               plans: Sequence[Plan] = PLANS) -> list[tuple[int, int, Plan]]:
    """(distance, -faan, plan) for every plan of ``plans`` that reaches the minimum, nearest
    first. ``careless``: every plan counts (the easy level does not watch the minimum).
    ``shape``: the shape plans' distances when already known."""
    shapes = iter(shape if shape is not None
                  else analysis.shanten_within_each(hand, melds, _SHAPE_GROUPS))
    concealed = all(m.kind is MeldKind.ANKONG for m in melds)
    base = seat.bonus_faan + value_pongs(seat, hand, melds) + (
        seat.concealed if concealed else 0) + pair_hope(seat, hand)
    minimum = seat.minimum - (seat.reach if concealed else 0)
    shape_min = minimum - (seat.chow_reach if all(m.kind is MeldKind.CHOW for m in melds)
                           else 0)
    out = []
    for plan in plans:
        d = pong_shanten(hand, melds, plan.groups) if plan.pongs else next(shapes)
        faan = plan.faan + base
        if d < 99 and (careless or faan >= (minimum if plan.pongs else shape_min)):
            out.append((d, -faan, plan))
    out.sort(key=lambda x: (x[0], x[1]))
    return out


def distance(seat: Seat, hand: Sequence[Tile], melds: Sequence[Meld],
             careless: bool = False) -> int:
    plans = best_plans(seat, hand, melds, careless)
    return plans[0][0] if plans else 99


def plan_ukeire(plan: Plan, hand: list[Tile], melds: Sequence[Meld], unseen: Sequence[int],
                base: int) -> int:
    """Unseen tiles that bring the plan nearer (a 13-tile hand)."""
    return plan_improving(plan, hand, melds, unseen, base)[0]


def plan_improving(plan: Plan, hand: list[Tile], melds: Sequence[Meld],
                   unseen: Sequence[int], base: int) -> tuple[int, tuple[Tile, ...]]:
    """The improving tiles of a 13-tile hand for the plan: how many unseen, and which kinds."""
    if not plan.pongs:
        _, total, kinds = analysis.ukeire_within(hand, melds, plan.groups, unseen)
        return total, kinds
    total = 0
    out = []
    for k in set(hand):  # a pong plan improves only with a tile it already holds
        if unseen[k]:
            hand.append(TILES[k])
            if pong_shanten(hand, melds, plan.groups) < base:
                total += unseen[k]
                out.append(TILES[k])
            hand.pop()
    return total, tuple(sorted(out))


# ---------------------------------------------------------------------------------------------
# What a seat knows


@dataclass(frozen=True, slots=True)
class Knowledge:
    view: SeatView
    profile: HKProfile
    seat: Seat
    hand: Hand
    melds: tuple[Meld, ...]
    unseen: tuple[int, ...]
    threats: tuple[int, ...]  # opponents who look ready


def knowledge(view: SeatView, counts: bool = True) -> Knowledge:
    """What the seat knows. ``counts`` False: without the unseen tiles and the threats (left
    empty), for a decision that reads neither."""
    last = _LAST_PROFILE
    if last is not None and last[1] is view.options and last[0] == view.profile:
        profile, seats = last[2], last[3]  # a hand's views share one options tuple
    else:
        profile = _profile(view.profile, view.options)
        got = _SEATS.get(id(profile))
        if got is None or got[0] is not profile:
            got = _SEATS[id(profile)] = (profile, {})
        seats = got
        globals()["_LAST_PROFILE"] = (view.profile, view.options, profile, seats)
    me = view.seat
    wind = (me - view.dealer) % 4
    # seat_of(view, profile), remembered by what it reads.
    key = (wind, view.prevailing, view.bonus)
    seat = seats[1].get(key)
    if seat is None:
        if len(seats[1]) >= 64:
            seats[1].clear()
        seat = seats[1][key] = seat_of(view, profile)
    if not counts:
        bare: Knowledge = _KNOWLEDGE(view, profile, seat, view.hand, view.melds, (), ())
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
    k: Knowledge = _KNOWLEDGE(view, profile, seat, view.hand, view.melds, _unseen(view),
                              tuple(threats))
    return k


_KNOWLEDGE = maker(Knowledge)
_LAST_PROFILE: tuple[str, tuple[tuple[str, str], ...], HKProfile,
                     tuple[HKProfile, dict[tuple[int, int, tuple[Tile, ...]], Seat]]
                     ] | None = None
# id(profile) -> (that profile, (seat wind, prevailing wind, bonus tiles) -> its Seat).
_SEATS: dict[int, tuple[HKProfile, dict[tuple[int, int, tuple[Tile, ...]], Seat]]] = {}
_ANKONG = MeldKind.ANKONG
_WIN = Act.WIN
_PASS = Act.PASS
_DISCARD = Act.DISCARD
_KONG = Act.KONG
_PONG_ACT = Act.PONG
_CHOW_ACT = Act.CHOW
_KONG_EXPOSED = MeldKind.KONG
_CHOW = MeldKind.CHOW
_PONG = MeldKind.PONG


def _unseen(view: SeatView) -> tuple[int, ...]:
    """``analysis.unseen_counts(view.hand, view.melds, view.visible_tiles())``, counted
    without gathering the visible tiles first (bonus tiles land past the 34 kinds)."""
    c = [4] * 42
    for t in view.hand:
        c[t] -= 1
    me = view.seat
    for s, o in enumerate(view.seats):
        for t in o.river:
            c[t] -= 1
        if s == me:
            melds = view.melds
        else:
            melds = o.melds
            if o.winning_hand is not None:
                for t in o.winning_hand:
                    c[t] -= 1
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
    del c[34:]
    if min(c) < 0:
        return tuple(x if x > 0 else 0 for x in c)
    return tuple(c)


def _melds_read(melds: tuple[Meld, ...]) -> tuple[int, int | None]:
    """A player's exposed melds counted and ``flush_suit``, remembered by the melds tuple
    (a player's stays the same object until it declares again)."""
    got = _MELDS_READ.get(id(melds))
    if got is None or got[0] is not melds:
        exposed = 0
        for m in melds:
            if m.kind is not _ANKONG:
                exposed += 1
        if len(_MELDS_READ) >= 256:
            _MELDS_READ.clear()
        got = _MELDS_READ[id(melds)] = (melds, exposed, flush_suit(melds))
    return got[1], got[2]


_MELDS_READ: dict[int, tuple[tuple[Meld, ...], int, int | None]] = {}
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


def safety(k: Knowledge, t: int) -> float:
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


# ---------------------------------------------------------------------------------------------
# Decisions


@dataclass(frozen=True, slots=True)
class DiscardInfo:
    tile: Tile
    distance: int
    ukeire: int
    plan: str
    faan: int
    safety: float


_DISCARD_INFO = maker(DiscardInfo)


def discard_infos(k: Knowledge, tiles: Sequence[Tile], careless: bool = False
                  ) -> list[DiscardInfo]:
    """Every candidate discard measured by its nearest plan, best first; the improving tiles
    are counted for the candidates at the nearest distance (the others do not compete)."""
    return [_DISCARD_INFO(TILES[t], d, -neg_uk, name, -neg_faan, safe)
            for d, neg_uk, neg_faan, _, t, name, safe in discard_rows(k, tiles, careless)]


# ``discard_infos``' numbers as one tuple a candidate, in its order: (distance, -ukeire,
# -faan, isolation, tile, plan name, safety).
Row = tuple[int, int, int, int, int, str, float]


def discard_rows(k: Knowledge, tiles: Sequence[Tile], careless: bool = False,
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
                tiles: Sequence[Tile] | None = None) -> Each:
    """For a 14-tile hand: ``best_plans`` of the 13 tiles each discard (of ``tiles``, else of
    every kind held) leaves, with the nearest distance among them, and the hand's split and
    counts. Each discard's plan distances are read off its suits' vectors
    (``analysis.discard_plan_keys``), the pong distance and the value pongs off the counts,
    and the plans' order is remembered by those numbers."""
    idx, keyed = analysis.discard_plan_keys(hand, melds)
    counts = HandCounts(seat, hand, melds)
    cnt = counts.counts
    minimum = counts.minimum
    table = _KEYED.get((careless, minimum, counts.pong_minimum))
    if table is None:
        table = _KEYED[(careless, minimum, counts.pong_minimum)] = {}
    hope = seat.pair_hope  # the value pair's hope moves with the discard: asked each time
    faan = counts.base + counts.value
    # The pong plan's distance after a discard, by the copies of it held (``pong_distance``).
    if counts.pong_ok:
        need, trips, pairs = counts.need, counts.trips, counts.pairs
        pongs_by = (0, _pong_formula(need, trips, pairs), _pong_formula(need, trips, pairs - 1),
                    _pong_formula(need, trips - 1, pairs + 1), _pong_formula(need, trips, pairs))
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
    measured = []
    nearest = 99
    for t, packed, whole in keyed:
        if legal is not None and t not in legal:
            continue
        c = cnt[t]
        b = faan - _kind_faan(seat, t) if c == 3 and t >= 27 else faan
        free = analysis.within_whole(whole) if free_ever and (
            careless or hope or b >= minimum) else 0
        okey = ((packed << 4 | free) << 4 | pongs_by[c]) << 6 | b
        plans = table.get(okey) if keep else None
        if plans is None:
            shape = tuple(99 if packed >> i & 15 == 15 else packed >> i & 15
                          for i in range(0, 24, 4)) + (free,)
            plans = counts.plans_without(t, careless, shape)
            if keep:
                if len(table) >= _KEYED_LIMIT:
                    table.clear()
                table[okey] = plans
        measured.append((t, plans))
        if plans and plans[0][0] < nearest:
            nearest = plans[0][0]
    return idx, counts, measured, nearest


class TurnPlans:
    """A 14-tile hand's discards on one turn: each discard's plans (``_plans_each``), the
    nearest distance, and the improving tiles of a plan after a discard, each counted once
    (the same for every discard outside the plan's suits: they leave it the same tiles)."""

    __slots__ = ("idx", "counts", "measured", "nearest", "unseen", "melds", "asked", "_by")

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

    def plans(self, t: int) -> Sequence[tuple[int, int, Plan]]:
        """``best_plans`` of the hand less one ``t``."""
        by = self._by
        if by is None:
            by = self._by = dict(self.measured)
        return by[t]

    def improving(self, t: int, plan: Plan, d: int) -> int:
        """``plan_ukeire`` of the plan, ``d`` away, for the hand less one ``t``."""
        if plan.pongs:
            key = 1024 + (t << 5) + d
            n = self.asked.get(key, -1)
            if n < 0:
                n = self.asked[key] = self.counts.pong_ukeire(t, self.unseen, d)
            return n
        groups = plan.groups
        key = _PLAN_KEY[plan.name] + (t + 1 if _GROUP[t] in groups else 0)
        n = self.asked.get(key, -1)
        if n < 0:
            n = self.asked[key] = sum(map(self.unseen.__getitem__, analysis.improving_kinds_after(
                self.idx, self.melds, t, groups)))
        return n


def _best_row(turn: TurnPlans) -> Row:
    """``_rows_of_14(...)[0]`` without the safety (0.0): only the nearest candidates are
    measured."""
    nearest = turn.nearest
    cnt = turn.counts.counts
    improving = turn.improving
    best: Row | None = None
    for t, plans in turn.measured:
        if plans:
            d, neg, plan = plans[0]
            if d != nearest:
                continue
            uk = 0
            for p in plans[:3]:
                if p[0] == d:
                    n = improving(t, p[2], d)
                    if n > uk:
                        uk = n
            name = plan.name
        elif nearest == 99:
            d, uk, neg, name = 99, 0, 0, ""
        else:
            continue
        near = cnt[t] - 1
        for u in _NEAR[t]:
            near += cnt[u]
        row = (d, -uk, neg, near, t, name, 0.0)
        if best is None or row < best:
            best = row
    assert best is not None, "a turn has a discard"
    return best


def _rows_of_14(k: Knowledge, tiles: Sequence[Tile], careless: bool,
                turn: TurnPlans | None = None) -> list[Row]:
    """``discard_rows`` of a 14-tile hand (``turn``: its plans, when already read for these
    discards): the improving tiles are counted only for the nearest candidates."""
    if turn is None:
        turn = TurnPlans(k.seat, k.hand, k.melds, careless, k.unseen, tiles)
    cnt = turn.counts.counts
    nearest = turn.nearest
    improving = turn.improving
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
        uk = 0
        if d <= nearest:
            for p in plans[:3]:
                if p[0] == d:
                    n = improving(t, p[2], d)
                    if n > uk:
                        uk = n
        out.append((d, -uk, neg, near, t, plan.name, safe(t) if safe else 0.0))
    out.sort()
    return out


# (careless, minimum, the pong plan's minimum) -> (the discard's packed plan distances, the
# free plan's, the pong distance and the faan in hand) -> plans_without's answer (shared
# tuples, so few objects).
_KEYED: dict[tuple[bool, int, int], dict[int, Sequence[tuple[int, int, Plan]]]] = {}
_KEYED_LIMIT = 1 << 16
# Each shape plan's place in _rows_of_14's improving-tile keys (a plan, then a tile + 1).
_PLAN_KEY = {p.name: 64 * i for i, p in enumerate(COMBO_PLANS)}
# The kinds one or two ranks from each kind in its suit (none for an honour): ``isolation``.
_NEAR: tuple[tuple[int, ...], ...] = tuple(
    () if t >= 27 else tuple(u for u in (t - 2, t - 1, t + 1, t + 2)
                             if t - t % 9 <= u < t - t % 9 + 9)
    for t in range(34))


class HandCounts:
    """A 14-tile hand's counts, from which each discard's pong distance and value pongs (for
    ``PLANS``) are read without counting the 13 tiles left again: the same numbers as
    ``pong_shanten``, ``value_pongs`` and ``best_plans`` give for them."""

    __slots__ = ("seat", "counts", "held", "need", "trips", "pairs", "value", "base",
                 "minimum", "pong_minimum", "pong_ok", "_sums")

    def __init__(self, seat: Seat, hand: Sequence[Tile], melds: Sequence[Meld]) -> None:
        self.seat = seat
        counts = [0] * 34
        for t in hand:
            counts[t] += 1
        self.counts = counts
        self.held = set(hand)
        self.need = 4 - len(melds)
        low = counts.count(0) + counts.count(1)
        self.pairs = pairs = counts.count(2)
        self.trips = 34 - low - pairs  # kinds held three or four times
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
        if max(counts[27:]) >= 3:
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

    def plans_without(self, t: int, careless: bool, shape: Sequence[int]
                      ) -> Sequence[tuple[int, int, Plan]]:
        """``best_plans`` of the hand less one ``t`` (shared, read-only), its shape distances
        given."""
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
        key = (shape, pongs, base, careless, minimum, pong_minimum)
        got = _ORDERS.get(key)
        if got is None:
            shapes = iter(shape)
            out = []
            for plan in PLANS:
                d = pongs if plan.pongs else next(shapes)
                faan = plan.faan + base
                if d < 99 and (careless or faan >= (pong_minimum if plan.pongs else minimum)):
                    out.append((d, -faan, plan))
            out.sort(key=_NEAREST)
            if len(_ORDERS) >= _ORDERS_LIMIT:
                _ORDERS.clear()
            # The entries are shared, so the table holds few objects the collector walks.
            order = tuple(_ENTRIES.setdefault((d, neg, id(plan)), (d, neg, plan))
                          for d, neg, plan in out)
            # One tuple for each order, however often _ORDERS starts again (_KEYED keeps them).
            if len(_ORDER_TUPLES) >= _KEYED_LIMIT:
                _ORDER_TUPLES.clear()
            got = _ORDERS[key] = _ORDER_TUPLES.setdefault(order, order)
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
            for u in self.held:
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


def _pong_formula(need: int, trips: int, pairs: int) -> int:
    """``pong_shanten`` from the kinds held three or more times and exactly twice."""
    if trips > need:
        trips = need
    return 2 * (need - trips) - min(pairs, need - trips + 1)


# (shape distances, pong distance, faan in hand, careless, minimum) -> plans_without's answer.
_ORDERS: dict[tuple[object, ...], tuple[tuple[int, int, Plan], ...]] = {}
_ORDERS_LIMIT = 1024
_ENTRIES: dict[tuple[int, int, int], tuple[int, int, Plan]] = {}  # bounded: PLANS x faan x d
_ORDER_TUPLES: dict[tuple[tuple[int, int, Plan], ...], tuple[tuple[int, int, Plan], ...]] = {}


def _kind_faan(seat: Seat, t: int) -> int:
    """The faan a pong of ``t`` brings (as ``value_pongs`` counts it)."""
    return (1 if t in _DRAGONS else 0) + (t == 26 + seat.wind) + (t == 26 + seat.prevailing)


def _nearest(x: tuple[int, int, Plan]) -> tuple[int, int]:
    return x[0], x[1]


_NEAREST = _nearest


def safeties(k: Knowledge) -> Callable[[int], float]:
    """``safety`` for the knowledge's threats, each threat's river and suit read once."""
    if not k.threats:
        return _no_threat
    reads = []
    for s in k.threats:
        o = k.view.seats[s]
        # Each threat's river as a set, remembered by the seat as shown (the same object
        # until that player acts again).
        got = _RIVERS.get(id(o))
        if got is None or got[0] is not o:
            if len(_RIVERS) >= 256:
                _RIVERS.clear()
            got = _RIVERS[id(o)] = (o, frozenset(o.river))
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


_RIVERS: dict[int, tuple[OtherSeat, frozenset[int]]] = {}


def _no_threat(t: int) -> float:
    return 0.0


def _isolation(hand: Sequence[Tile], t: int) -> int:
    """Lower for a tile with no neighbour or copy (throw those first)."""
    near = hand.count(t) - 1
    if t < 27:  # and the tiles one or two ranks away in its suit
        lo = t - t % 9
        for u in (t - 2, t - 1, t + 1, t + 2):
            if lo <= u < lo + 9:
                near += hand.count(u)
    return near


class HKBrain:
    """One level of Hong Kong play. ``slip``: how often a near-best choice is taken instead of
    the best; ``careless``: ignores the minimum; ``defend``: how much safety weighs."""

    def __init__(self, seed: int, slip: float = 0.0, careless: bool = False,
                 defend: float = 0.0) -> None:
        self.rng = random.Random(seed)
        self.slip = slip
        self.careless = careless
        self.defend = defend
        # The last turn's hand, discard, the distance it left, melds and seat: the calls on
        # the others' discards until the next turn start from that distance.
        self._left: tuple[tuple[Tile, ...], int, int, tuple[Meld, ...], Seat] | None = None
        cls = type(self)
        self._bare_claims = cls.claim is HKBrain.claim and cls.knowledge is HKBrain.knowledge
        # The last calls' hands as measured (_after_call): the turn after a call reads its
        # discards' plans from there.
        self._called: list[tuple[tuple[Tile, ...], tuple[Meld, ...], Seat, Each]] = []

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        claim = False
        for a in legal:
            act = a.act
            if act is _WIN:
                return a  # legal only offers wins that reach the minimum
            if act is _PASS:
                claim = True
        if claim:
            # This level's calls read neither the unseen tiles nor the threats.
            return self.claim(knowledge(view, False) if self._bare_claims
                              else self.knowledge(view), legal)
        return self.turn(self.knowledge(view), legal)

    def knowledge(self, view: SeatView) -> Knowledge:
        return knowledge(view)

    # -- on a discard -----------------------------------------------------------------------

    def claim(self, k: Knowledge, legal: tuple[Action, ...]) -> Action:
        tile = k.view.tile
        assert tile is not None
        self._called = []
        base = self._left_distance(k)
        if base is None:
            base = distance(k.seat, k.hand, k.melds, self.careless)
        best: tuple[int, int, Action] | None = None
        for a in legal:
            called = after_call(k, a, tile)
            if called is None:
                continue
            hand, melds = called
            act = a.act
            after = self._after_call(k, hand, melds, act is _KONG)
            if after is None:
                continue
            value_pong = act is _PONG_ACT and tile in k.seat.value_kinds
            better = after < base or (value_pong and after <= base)
            if act is _KONG:
                better = after <= base
            if not better:
                continue  # its plans' faan would only break a tie among better calls
            plans = best_plans(k.seat, hand, melds, self.careless)
            faan = -plans[0][1] if plans else 0
            key = (after, -faan)
            if best is None or key < best[:2]:
                best = (after, -faan, a)
        if best is not None and not (self.slip and self.rng.random() < self.slip / 2):
            return best[2]
        return next(a for a in legal if a.act is _PASS)

    def _left_distance(self, k: Knowledge) -> int | None:
        """``distance`` of the knowledge's hand when it is the one the last turn left (its
        discard's distance, measured then), else None."""
        left = self._left
        if left is None or left[3] is not k.melds or left[4] is not k.seat or len(
                left[0]) != len(k.hand) + 1:
            return None
        hand: list[int] = list(left[0])
        hand.remove(left[1])
        return left[2] if tuple(hand) == k.hand else None

    def _after_call(self, k: Knowledge, hand: list[Tile], melds: tuple[Meld, ...],
                    kong: bool = False) -> int | None:
        """The distance after calling and making the best discard (a kong: none to make)."""
        if kong:
            return distance(k.seat, hand, melds, self.careless)
        best = None
        if len(hand) + 3 * len(melds) == 14:
            # distance() of each hand left by a discard: the turn's plans, the nearest. Kept
            # for the turn that follows when this call is made (the same 14 tiles).
            each = _plans_each(k.seat, hand, melds, self.careless)
            self._called.append((tuple(hand), melds, k.seat, each))
            return each[3]
        for t in set(hand):
            rest = list(hand)
            rest.remove(t)
            d = distance(k.seat, rest, melds, self.careless)
            best = d if best is None else min(best, d)
        return best

    # -- on one's own turn ------------------------------------------------------------------

    def turn(self, k: Knowledge, legal: tuple[Action, ...]) -> Action:
        discards = []
        tiles = []
        for a in legal:
            if a.act is _DISCARD:
                discards.append(a)
                if a.tile is not None:
                    tiles.append(a.tile)
        # discard_infos as tuples: (distance, -ukeire, -faan, isolation, tile, plan, safety).
        turn = None
        if self._called:  # a call made: its hand's plans were read when it was weighed
            for called, called_melds, seat, each in self._called:
                if seat is k.seat and called == k.hand and called_melds == k.melds and len(
                        set(tiles)) == len(each[2]):
                    turn = TurnPlans(k.seat, k.hand, k.melds, self.careless, k.unseen,
                                     each=each)
            self._called = []
        if len(k.hand) + 3 * len(k.melds) == 14 and not self.slip:
            if turn is None:
                turn = TurnPlans(k.seat, k.hand, k.melds, self.careless, k.unseen, tiles)
            if self.defend and k.threats and turn.nearest >= 1:
                rows = _rows_of_14(k, tiles, self.careless, turn)
            else:  # the best discard is all this turn reads (no safety to weigh)
                rows = [_best_row(turn)]
        else:
            rows = discard_rows(k, tiles, self.careless, turn)
        best = rows[0]
        bd = best[0]
        if len(discards) != len(legal):
            for a in legal:
                if a.act is _KONG and a.tile is not None and a.kong is not None:
                    hand, melds = after_own_kong(k, a.tile, a.kong)
                    if distance(k.seat, hand, melds, self.careless) <= bd:
                        return a
        choice = best
        if self.defend and k.threats and bd >= 1:
            # Give up speed for safety when far from ready: a distance step costs ``defend``
            # (max() of this value over the rows: the first highest).
            defend = self.defend
            buk = -best[1]
            top = None
            for i in rows:
                v = i[6] * defend - (i[0] - bd) * 2.0 - (-i[1] < buk) * 0.1
                if top is None or v > top:
                    top, choice = v, i
        elif self.slip and len(rows) > 1 and self.rng.random() < self.slip:
            near = [i for i in rows[1:4] if i[0] <= bd + 1]
            if near:
                choice = self.rng.choice(near)
        tile = choice[4]
        self._left = (k.hand, tile, choice[0], k.melds, k.seat)
        for a in discards:
            if a.tile == tile:
                return a
        raise AssertionError("the chosen discard is one of the legal ones")


def wait_pays(k: Knowledge, hand: Sequence[Tile]) -> list[tuple[Tile, int, int]]:
    """Each winning tile of a ready hand with what a win on it pays the winner in all, on a
    discard (from the next seat) and on a self-draw, as the table scores and pays it; 0 where
    the win falls below the minimum (no win). Remembered by what it reads: a ready hand is
    weighed again on every turn it waits."""
    v = k.view
    key = (tuple(hand), k.melds, v.seat, v.dealer, v.prevailing, v.bonus, id(k.profile))
    got = _WAIT_PAYS.get(key)
    if got is not None and got[0] is k.profile:
        return list(got[1])
    out = _wait_pays(k, hand)
    if len(_WAIT_PAYS) >= _WAIT_PAYS_LIMIT:
        _WAIT_PAYS.clear()
    _WAIT_PAYS[key] = (k.profile, tuple(out))
    return out


_WAIT_PAYS: dict[tuple[object, ...], tuple[HKProfile, tuple[tuple[Tile, int, int], ...]]] = {}
_WAIT_PAYS_LIMIT = 2048


def _wait_pays(k: Knowledge, hand: Sequence[Tile]) -> list[tuple[Tile, int, int]]:
    v = k.view
    out = []
    for w in analysis.waits(hand, k.melds, family=k.profile.analysis_family):
        pays = []
        for win, discarder in ((WinType.DISCARD, (v.seat + 1) % 4), (WinType.SELF, None)):
            spot = Spot(win=win, seat=v.seat, discarder=discarder, dealer=v.dealer,
                        in_seats=frozenset(range(4)), bonus=tuple(sorted(v.bonus)),
                        prevailing=v.prevailing)
            score = score_at_table(k.profile, (*hand, w), k.melds, spot)
            pays.append(0 if isinstance(score, NotWin | Invalid)
                        else win_pays(k.profile, score, win, 3))
        out.append((w, pays[0], pays[1]))
    return out


def after_call(k: Knowledge, a: Action, tile: Tile
               ) -> tuple[list[Tile], tuple[Meld, ...]] | None:
    """The hand and melds after a pong, exposed kong or chow of the discard ``tile``."""
    act = a.act
    if act is _PONG_ACT:
        return _take(k.hand, [tile, tile]), (*k.melds, Meld(_PONG, tile))
    if act is _KONG:
        return _take(k.hand, [tile] * 3), (*k.melds, Meld(_KONG_EXPOSED, tile))
    if act is _CHOW_ACT and a.tile is not None:
        need = [TILES[a.tile + i] for i in range(3) if a.tile + i != tile]
        return _take(k.hand, need), (*k.melds, Meld(_CHOW, a.tile))
    return None


def after_own_kong(k: Knowledge, tile: Tile, kind: KongKind
                   ) -> tuple[list[Tile], tuple[Meld, ...]]:
    """The hand and melds after a concealed or added kong on one's own turn."""
    hand = _take(k.hand, [tile] * (4 if kind is KongKind.CONCEALED else 1))
    melds = tuple(m for m in k.melds if not (kind is KongKind.ADDED and m.tile == tile))
    return hand, (*melds, Meld(_KONG_MELD[kind], tile))


def _take(hand: Sequence[Tile], tiles: Sequence[Tile]) -> list[Tile]:
    out = list(hand)
    for t in tiles:
        out.remove(t)
    return out


# ---------------------------------------------------------------------------------------------
# The strong level: the same plans, weighed in points


_TARGET = {"all_pongs": "all_pongs", "free": "plain",
           **{p.name: "all_pongs" for p in COMBO_PLANS if p.pongs}}
CALL_MARGIN = 1.05
THREAT = 0.015  # issue 33: 0.1 (THREAT_HK33) folded four strong bots into a drawn hand
THREAT_HK33 = 0.1  # the weight before issue 33's second round, pinned for strong_hk33
CALL_MARGIN_V1, THREAT_V1 = 1.05, 0.1  # the first version's, pinned for strong_v1


# Issue 33, third round (``read_values``): how likely each opponent is ready, by the sets it
# has declared (0, 1, 2, 3 or more) and its discards // 3 (0-2, 3-5, ... 15 or more), read off
# the seats' own views after their discards in 400 hk-modern hands of four strong bots (seed
# 5, 22,637 turns: a seat is ready when a wait of its 13 tiles wins at the table's minimum).
READY_BY: tuple[tuple[float, ...], ...] = (
    (0.00, 0.01, 0.06, 0.17, 0.28, 0.38),
    (0.01, 0.01, 0.03, 0.11, 0.21, 0.32),
    (0.01, 0.01, 0.06, 0.14, 0.25, 0.41),
    (0.12, 0.12, 0.12, 0.30, 0.49, 0.66),
)
# The share of a ready hand's kinds that are its waits (a win on a discard), by what the
# kind is to that player, from the same turns (the value taken in brackets): a tile it has
# discarded 0.002 (0.003), outside the one suit its melds show 0.010, an honour with at most
# one copy unseen 0.013, other honours 0.021-0.064 (0.04), a terminal 0.045, a 2 or 8 0.042
# (0.045), a 3-7 0.060 (0.065; four normal bots, 300 hands: 0.087).
WAIT_RIVER, WAIT_OFFSUIT, WAIT_HONOUR_SEEN, WAIT_HONOUR = 0.003, 0.010, 0.013, 0.04
WAIT_TERMINAL, WAIT_NEAR_END, WAIT_MIDDLE = 0.045, 0.045, 0.065


@dataclass(frozen=True, slots=True)
class Read:
    """One opponent as ``read_opponents`` reads it: how likely it is ready, what a deal-in to
    it would cost this seat (points), the kinds it has discarded, and the one suit its melds
    show (None: none)."""

    seat: int
    ready: float
    cost: float
    river: frozenset[int]
    flush: int | None


def read_opponents(k: Knowledge) -> tuple[Read, ...]:
    """Every opponent still in play read from what the seat sees: its chance to be ready
    (``READY_BY``, by its sets and discards) and the points a deal-in to it costs, from the
    faan its melds and bonus tiles show. A one-suit hand (two or more exposed sets of one
    number suit) counts 6 faan without honour melds (mixed or pure, as measured: such hands
    paid about 100 a deal-in), 3 with them; each dragon, seat-wind and prevailing-wind pong
    shown its faan; the seat's own flower or season, or no bonus tile at all, one each; one
    faan more for what the hand hides; never below the table's minimum plus one. A discard
    win pays 2P from the discarder, doubled when the dealer wins or pays (the modern
    settlement, docs/rules.md §3)."""
    v = k.view
    profile = k.profile
    out = []
    for s, o in enumerate(v.seats):
        if s == v.seat or o.won:
            continue
        melds = o.melds
        sets = min(3, len(melds))
        ready = READY_BY[sets][min(5, len(o.river) // 3)]
        if ready <= 0.0:
            continue
        wind = (s - v.dealer) % 4 + 1
        faan = 1  # what the hand hides
        honours = False
        for m in melds:
            if m.kind is not _CHOW and m.tile >= 27:
                honours = True
                t = m.tile
                faan += (t in _DRAGONS) + (t == 26 + wind) + (t == 26 + v.prevailing)
        flush = _melds_read(melds)[1] if melds else None
        if flush is not None:
            faan += 3 if honours else 6
        if profile.bonus_counts:
            if not o.bonus:
                faan += 1
            else:
                faan += sum(1 for b in o.bonus if b.rank in (wind, wind + 4))
        faan = max(faan, profile.minimum + 1)
        cost = 2.0 * profile.points(faan) * (2 if v.dealer in (s, v.seat) else 1)
        out.append(Read(s, ready, cost, frozenset(o.river), flush))
    return tuple(out)


def deal_in_cost(k: Knowledge, reads: Sequence[Read], t: int) -> float:
    """The points throwing ``t`` is expected to cost: each opponent's chance to be ready times
    the share of its waits a kind like ``t`` is to it (``WAIT_*``) times its deal-in cost."""
    out = 0.0
    for r in reads:
        if t in r.river:
            share = WAIT_RIVER
        elif r.flush is not None and _GROUP[t] not in (r.flush, 3):
            share = WAIT_OFFSUIT
        elif t >= 27:
            share = WAIT_HONOUR_SEEN if k.unseen[t] <= 1 else WAIT_HONOUR
        elif t % 9 in (0, 8):
            share = WAIT_TERMINAL
        elif t % 9 in (1, 7):
            share = WAIT_NEAR_END
        else:
            share = WAIT_MIDDLE
        out += r.ready * share * r.cost
    return out


def _draws_left(k: Knowledge) -> float:
    return max(0.0, k.view.wall / 4)


# _chance's answers by what they depend on: (the first stage's rate to 3 places, the distance,
# the target, the tenths of rounds), a plain dict of floats, cleared when full.
_CHANCES: dict[tuple[float, int, str, int], float] = {}
_CHANCES_LIMIT = 1 << 16


def _chance(uk: int, pool: int, d: int, plan: str, rounds: float) -> float:
    """The chance to complete a plan ``d`` steps away with ``uk`` of ``pool`` unseen tiles
    improving it, in ``rounds`` rounds (``outlook``'s stages, scaled for the plan's kind)."""
    if rounds <= 0:
        return 0.0
    target = _TARGET.get(plan, "pure")
    # outlook.complete_chance reads the stages' rates to 3 places and the tenths of rounds,
    # and only the first stage's rate moves with ``uk`` and ``pool`` (stage_rates' formula).
    share = outlook.DISCARD_SHARE if d == 0 else outlook.CALL_SHARE
    first = 1.0 - (1.0 - min(1.0, uk / pool)) ** (1.0 + share * 3)
    key = (round(first, 3), d, target, int(round(rounds * 10)))
    got = _CHANCES.get(key)
    if got is None:
        rates = outlook.stage_rates(uk / pool, d, 3, target)
        got = outlook.complete_chance(rates, rounds) * outlook.TARGET_SCALE[target]
        if len(_CHANCES) >= _CHANCES_LIMIT:
            _CHANCES.clear()
        _CHANCES[key] = got
    return got


def _win_value(profile: HKProfile, faan: int) -> float:
    """What a win of ``faan`` brings in on average, in points: about 2.5 times the profile's
    base points (a discard pays 2P or 4P, a self-draw 4P or 6P in all)."""
    return 2.5 * float(profile.points(faan))


class StrongHKBrain(HKBrain):
    """Normal's plans, but each candidate discard is weighed by its expected points: the
    chance to complete each plan from its improving tiles and the wall left, times what the
    plan pays; ready hands by their real waits (a wait below the minimum wins nothing, on a
    discard or at all). Against a player who looks ready, the expected loss of a deal-in is
    subtracted.

    Its settings: ``call_margin``, how much more than the hand as it is a call must promise
    (a share of its value); ``threat``, the chance of a deal-in each threatening player puts on
    a tile that looks nothing like safe.

    Both were tried in issue 17 (hk-modern, duplicate play against this brain as it is, per
    hand with its 95% interval). A first screen of 2,000 hands each: ``call_margin`` 0.95
    +0.47 [-2.80, 3.74], 1.2 +0.98 [-3.37, 5.32]; ``threat`` 0 +6.06 [1.26, 10.86], 0.3 -4.81
    [-8.14, -1.47]. On other walls, threat 0 +0.00 [-5.12, 5.12], 0.03 +4.76 [0.16, 9.36], and
    defending only against players whose melds show a threat -1.54 [-3.71, 0.64]; on 4,000
    fresh hands threat 0 +0.78 [-2.87, 4.43] and 0.03 +2.20 [-0.74, 5.14]. The lead, 0.03, then
    measured -0.17 [-1.93, 1.59] over 12,000 fresh hands against ``strong_v1``: the screens'
    gains were noise (the walls' spread is about 49 points, so 2,000 hands cannot tell ±3
    apart). A three times heavier weight is clearly worse, a lighter one not measurably
    better, so the defaults stay (``strong_v1`` pins them as ``CALL_MARGIN_V1``,
    ``THREAT_V1``).

    ``combos`` also weighs all pongs within one suit (``COMBO_PLANS``: 6 faan with honours,
    10 without), which the separate plans each count at half their worth, and the four
    nearest plans instead of three. In issue 17's fifth round it measured +0.59 per hand
    [-3.05, 4.23] over 4,000 duplicate hk-modern hands against ``strong_v1`` (the walls'
    spread 59 points): no measurable gain, so it stays off.

    ``self_draw_reach``: a concealed plan counts the self-draw row's faan toward the minimum
    (it may be declared by self-draw), not toward its worth; the strong level plays it (issue
    33: fewer drawn hands, no measurable loss). ``self_draw`` (the row counted toward the worth
    too) and ``pair_hope`` (a value pair counts as its pong) stay off (docs/bots.md).

    Issue 33's second round: ``chow_reach`` (on), while no pong or kong is declared the
    all-chows row counts toward the shape plans' minimum (not their worth, never the pong
    plan's); ``threat_melds`` (on), a player threatens only by its melds, not by a long river
    late in the wall; and ``THREAT`` 0.015 instead of 0.1 (``THREAT_HK33``). Four strong bots
    had folded into a drawn hand; ``strong_hk33`` in ``benchmarks/strong_variants.py`` plays
    the level before (docs/bots.md, with the figures).

    Issue 33's third round, the opponents' hands read: ``read_values`` weighs each discard by
    ``deal_in_cost`` (every opponent's chance to be ready by its sets and discards, the share
    of its waits a tile like that is, and what a deal-in to it costs by the faan its melds and
    bonus tiles show: a one-suit hand costs four to eight times a plain one) instead of the
    ``threat`` weight on the players read as ready; ``call_safety`` charges a call with the
    cost of the discard it is weighed with; ``dealer_pays`` counts the dealer's doubling in
    the value of a plan not yet ready, as the ready hand's waits (scored at the table) already
    do: twice for the dealer, a third more for another seat. All three are off: together
    (``strong_read`` in ``benchmarks/strong_variants.py``) they measured -0.20 per hand
    [-2.00, +1.60] against the strong level and +0.43 [-1.35, +2.20] against ``strong_hk33``
    over 12,000 duplicate hk-modern hands each (docs/bots.md)."""

    def __init__(self, seed: int, slip: float = 0.0, careless: bool = False,
                 defend: float = 0.0, call_margin: float = CALL_MARGIN,
                 threat: float = THREAT, combos: bool = False,
                 self_draw: bool = False, pair_hope: bool = False,
                 self_draw_reach: bool = False, chow_reach: bool = True,
                 threat_melds: bool = True, read_values: bool = False,
                 danger_scale: float = 1.0, call_safety: bool = False,
                 dealer_pays: bool = False) -> None:
        super().__init__(seed, slip, careless, defend)
        self.dealer_pays = dealer_pays
        self.read_values = read_values
        self.danger_scale = danger_scale
        self.call_safety = call_safety
        self.chow_reach = chow_reach
        self.threat_melds = threat_melds
        self.call_margin = call_margin
        self.threat = threat
        self.self_draw = self_draw
        self.pair_hope = pair_hope
        self.self_draw_reach = self_draw_reach
        self.plans = COMBO_PLANS if combos else PLANS
        self.breadth = 4 if combos else 3  # the nearest plans weighed for a hand

    def knowledge(self, view: SeatView) -> Knowledge:
        k = knowledge(view)
        if self.threat_melds and k.threats:
            # Only melds read as ready (three exposed sets, or two with the wall half gone or
            # of one suit): not every player with ten discards late in the wall.
            k = replace(k, threats=tuple(s for s in k.threats if _melds_threat(
                view.seats[s].melds, view.wall)))
        if not (self.self_draw or self.pair_hope or self.self_draw_reach or self.chow_reach):
            return k
        seat = k.seat
        if self.self_draw_reach:
            # A concealed plan may be declared by self-draw: the row counts toward the minimum
            # (not toward what the plan is worth).
            seat = replace(seat, reach=row_faan(k.profile, HKPatternId.SELF_DRAW))
        if self.chow_reach:
            # A hand with no pong or kong declared may still be all chows: that row counts
            # toward its shape plans' minimum (not toward their worth).
            seat = replace(seat, chow_reach=row_faan(k.profile, HKPatternId.ALL_CHOWS))
        if self.self_draw:
            # A concealed hand also hopes for a self-draw: both rows of the table count.
            seat = replace(seat, concealed=row_faan(k.profile, HKPatternId.CONCEALED_HAND,
                                                    HKPatternId.SELF_DRAW))
        if self.pair_hope:
            seat = replace(seat, pair_hope=True)
        return replace(k, seat=seat)

    def turn(self, k: Knowledge, legal: tuple[Action, ...]) -> Action:
        discards = [a for a in legal if a.act is Act.DISCARD]
        tiles = [a.tile for a in discards if a.tile is not None]
        each = self._each_discard(k)
        # discard_infos as rows (distance, -ukeire, -faan, isolation, tile, plan, safety),
        # read off the turn's plans when every kind held may go.
        rows = discard_rows(k, tiles, turn=each if each is not None and len(set(tiles)) == len(
            each.measured) else None)
        best = rows[0]
        for a in legal:
            if a.act is _KONG and a.tile is not None and a.kong is not None:
                hand, melds = after_own_kong(k, a.tile, a.kong)
                if distance(k.seat, hand, melds) <= best[0]:
                    return a
        pool = max(1, sum(k.unseen))
        rounds = outlook.rounds(_draws_left(k))
        threat = self.threat * len(k.threats)
        loss = _win_value(k.profile, 4)
        choice, top = best, -1e9
        near = [i for i in rows if i[0] <= best[0] + 1][:8]
        reads = read_opponents(k) if self.read_values else ()
        for info in near:
            t = TILES[info[4]]
            hand = _take(k.hand, [t])
            gain = (self._expected(k, hand, pool, rounds) if each is None
                    else self._expected_without(k, each, t, hand, pool, rounds))
            if self.read_values:
                danger = self.danger_scale * deal_in_cost(k, reads, t) if reads else 0.0
            else:
                danger = threat * max(0.0, 1.0 - info[6] / 3.0) * loss
            value = gain - danger
            if value > top + 1e-9:
                choice, top = info, value
        tile = choice[4]
        return next(a for a in discards if a.tile == tile)

    def claim(self, k: Knowledge, legal: tuple[Action, ...]) -> Action:
        """A call is made when the best discard after it is worth more than the hand as it
        is (the concealed-hand faan it gives up and the plans it closes are in the plans)."""
        tile = k.view.tile
        assert tile is not None
        pool = max(1, sum(k.unseen))
        rounds = outlook.rounds(_draws_left(k))
        keep = self._expected(k, list(k.hand), pool, rounds)
        best, top = None, keep * self.call_margin
        reads = read_opponents(k) if self.call_safety else ()
        for a in legal:
            after = after_call(k, a, tile)
            if after is None:
                continue
            hand, melds = after
            then = replace(k, hand=tuple(hand), melds=melds)
            if a.act is Act.KONG:
                value = self._expected(then, hand, pool, rounds)
            else:
                # The three best discards after the call by plan distance are weighed.
                each = self._each_discard(then)
                top3 = [TILES[r[4]] for r in discard_rows(then, hand, turn=each)[:3]]
                value = max(((self._expected(then, _take(hand, [t]), pool, rounds)
                              if each is None else self._expected_without(
                                  then, each, t, _take(hand, [t]), pool, rounds))
                             - (self.danger_scale * deal_in_cost(k, reads, t) if reads else 0.0)
                             for t in top3), default=0.0)
            if value > top:
                best, top = a, value
        return best if best is not None else next(a for a in legal if a.act is Act.PASS)

    def _expected(self, k: Knowledge, hand: list[Tile], pool: int, rounds: float) -> float:
        plans = best_plans(k.seat, hand, k.melds, plans=self.plans)
        if not plans:
            return 0.0
        if plans[0][0] == 0:
            return self._ready_value(k, hand, pool, rounds)
        out = 0.0
        for d, neg, plan in plans[:self.breadth]:
            uk = plan_ukeire(plan, hand, k.melds, k.unseen, d)
            out = max(out, _chance(uk, pool, d, plan.name, rounds)
                      * _win_value(k.profile, -neg))
        return out * self._dealer_factor(k)

    def _dealer_factor(self, k: Knowledge) -> float:
        """With ``dealer_pays``: what the dealer's doubling adds to a win not yet ready (the
        ready hand's waits are scored at the table, doubling included): the dealer's own win
        is paid double; another seat's win is paid double by the dealer, a third of it."""
        if not self.dealer_pays:
            return 1.0
        return 2.0 if k.view.seat == k.view.dealer else 4.0 / 3.0

    def _each_discard(self, k: Knowledge) -> TurnPlans | None:
        """For a 14-tile hand weighed with ``PLANS``: every discard's plans and improving
        tiles (``TurnPlans``), from which ``_expected_without`` reads the hands left; None
        otherwise."""
        if self.plans is not PLANS or len(k.hand) + 3 * len(k.melds) != 14:
            return None
        return TurnPlans(k.seat, k.hand, k.melds, False, k.unseen)

    def _expected_without(self, k: Knowledge, each: TurnPlans, t: Tile, hand: list[Tile],
                          pool: int, rounds: float) -> float:
        """``_expected(k, hand, ...)`` for ``hand``, the 14 tiles of ``k`` less one ``t``."""
        plans = each.plans(t)
        if not plans:
            return 0.0
        if plans[0][0] == 0:
            return self._ready_value(k, hand, pool, rounds)
        out = 0.0
        profile = k.profile
        for d, neg, plan in plans[:self.breadth]:
            uk = each.improving(t, plan, d)
            out = max(out, _chance(uk, pool, d, plan.name, rounds) * _win_value(profile, -neg))
        return out * self._dealer_factor(k)

    def _ready_value(self, k: Knowledge, hand: list[Tile], pool: int, rounds: float) -> float:
        live_d = live_s = 0
        pay_d = pay_s = 0.0
        for w, on_discard, on_self in wait_pays(k, hand):
            n = k.unseen[w]
            if on_discard:
                live_d += n
                pay_d += n * on_discard
            if on_self:
                live_s += n
                pay_s += n * on_self
        p_self = live_s / pool
        p_disc = min(1.0, outlook.DISCARD_SHARE * 3 * live_d / pool)
        per_round = 1.0 - (1.0 - p_self) * (1.0 - p_disc)
        if per_round <= 0:
            return 0.0
        chance = 1.0 - (1.0 - per_round) ** max(rounds, 0.0)
        mean = ((p_self * (pay_s / live_s if live_s else 0.0))
                + (p_disc * (pay_d / live_d if live_d else 0.0))) / (p_self + p_disc)
        return float(chance * mean)
