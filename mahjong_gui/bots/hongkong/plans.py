"""Plans toward the minimum: the ways a Hong Kong hand may reach the table's minimum faan, a
seat's faan in hand, and how far a hand is from each plan (docs/rules.md §3, §3.1)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_gui.engine import analysis
from mahjong_gui.engine.legal import Act
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.memo import Memo, memoized
from mahjong_gui.engine.rules import HKProfile, get_hk_profile
from mahjong_gui.engine.rules.hongkong import HKPatternId
from mahjong_gui.engine.tiles import TILES, Tile
from mahjong_gui.engine.views import SeatView

Hand = tuple[Tile, ...]
ALL_GROUPS = frozenset({0, 1, 2, 3})
_DRAGONS = (31, 32, 33)
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


@memoized("hk.profiles", 32)
def _profile(profile_id: str, options: tuple[tuple[str, str], ...]) -> HKProfile:
    return get_hk_profile(profile_id, dict(options))  # this brain plays the Hong Kong family


def group(t: int) -> int:
    return t // 9 if t < 27 else 3


_GROUP = tuple(group(t) for t in range(34))


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


def _pong_formula(need: int, trips: int, pairs: int) -> int:
    """``pong_shanten`` from the kinds held three or more times and exactly twice."""
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
    got = _ROW_FAAN.data.get(key)
    if got is None or got[0] is not profile.faan_table:
        got = _ROW_FAAN.put(key, (profile.faan_table,
                                  sum(r.value for r in profile.faan_table if r.id in rows)))
    return got[1]


_ROW_FAAN: Memo[tuple[int, tuple[HKPatternId, ...]], tuple[object, int]] = Memo(
    "hk.row_faan", 1024)


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


def _kind_faan(seat: Seat, t: int) -> int:
    """The faan a pong of ``t`` brings (as ``value_pongs`` counts it)."""
    return (1 if t in _DRAGONS else 0) + (t == 26 + seat.wind) + (t == 26 + seat.prevailing)


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


# The kinds one or two ranks from each kind in its suit (none for an honour): ``isolation``.
_NEAR: tuple[tuple[int, ...], ...] = tuple(
    () if t >= 27 else tuple(u for u in (t - 2, t - 1, t + 1, t + 2)
                             if t - t % 9 <= u < t - t % 9 + 9)
    for t in range(34))


def _isolation(hand: Sequence[Tile], t: int) -> int:
    """Lower for a tile with no neighbour or copy (throw those first)."""
    near = hand.count(t) - 1
    if t < 27:  # and the tiles one or two ranks away in its suit
        lo = t - t % 9
        for u in (t - 2, t - 1, t + 1, t + 2):
            if lo <= u < lo + 9:
                near += hand.count(u)
    return near
