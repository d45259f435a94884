"""The Hong Kong strong brain's measured variants, outside the game: ``HKVariantBrain`` (the
options that were measured and left off, and the settings the pinned yardsticks
``strong_hk33`` and ``strong_v1`` play), with the opponents' reading only those variants use.
Every figure: docs/bots.md. ``benchmarks/strong_variants.py`` makes the bots that play them."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from mahjong_gui.bots import outlook
from mahjong_gui.bots.hongkong import (
    _DRAGONS,
    _GROUP,
    _TARGET,
    CALL_MARGIN,
    PLANS,
    THREAT,
    HKKnowledge,
    Plan,
    Row,
    Seat,
    StrongHKBrain,
    TurnPlans,
    _melds_read,
    after_own_kong,
    discard_rows,
    distance,
    row_faan,
)
from mahjong_gui.bots.hongkong.plans import best_plans, plan_ukeire
from mahjong_gui.bots.hongkong.strong import _chance, _win_value
from mahjong_gui.engine.legal import Action, KongKind
from mahjong_gui.engine.melds import MeldKind
from mahjong_gui.engine.rules import HKProfile
from mahjong_gui.engine.rules.hongkong import HKPatternId
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView

_CHOW = MeldKind.CHOW

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


def read_opponents(k: HKKnowledge) -> tuple[Read, ...]:
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


def deal_in_cost(k: HKKnowledge, reads: Sequence[Read], t: int) -> float:
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

_TARGET.update({p.name: "all_pongs" for p in COMBO_PLANS if p.pongs})  # the chance model's


# Issue 33, sixth round (``fitted``): what each plan's expected points (the outlook's chance
# times ``_win_value``, or a ready hand's ``_ready_value``) came to in Hong Kong self-play,
# as a share of what the brain predicted, by the plan's kind, its distance (1, 2, 3 or more;
# a ready hand one row) and the tiles left in the wall (more than 60, 41-60, 21-40, 20 or
# fewer: ``FIT_WALLS``). Fitted on 111,838 turns of four strong bots (hk-modern, the first
# 1,948 hands of 2,000, match seed 900): at each turn the plan that valued the chosen
# discard, its predicted points, and the points that seat won in the hand (its delta when it
# won, else 0); each cell's sum of points won over its sum predicted, shrunk toward its kind
# and distance's ratio by 100 turns (docs/bots.md, "The plans' worth refitted").
FIT_WALLS = (60, 40, 20)
HK_FIT: dict[str, tuple[tuple[float, float, float, float], ...]] = {
    "free": ((2.32, 1.59, 0.94, 0.44), (1.6, 0.99, 0.49, 0.32), (1.3, 0.78, 0.47, 0.35)),
    "mixed": ((2.06, 2.29, 1.65, 1.09), (2.71, 2.3, 1.87, 0.96), (3.02, 2.74, 1.44, 0.99)),
    "pure": ((1.43, 1.58, 1.53, 1.28), (1.48, 1.33, 1.39, 1.41), (2.05, 1.89, 1.8, 2.41)),
    "all_pongs": ((2.66, 2.64, 2.59, 1.83), (2.44, 2.95, 1.83, 1.59), (1.99, 1.85, 1.93, 1.06)),
    "ready": ((0.81, 0.87, 0.76, 0.62),),
}
# The same refitted once more (``strong_fit2``): four ``strong_fit`` bots' own 120,015 turns
# (the first 1,976 hands of 2,000, match seed 901), each cell of ``HK_FIT`` times what that
# play's points came to over what it predicted (shrunk as above, and kept within 0.5-2).
HK_FIT2: dict[str, tuple[tuple[float, float, float, float], ...]] = {
    "free": ((2.62, 1.62, 1.01, 0.5), (1.57, 1.13, 0.65, 0.16), (1.37, 0.81, 0.28, 0.17)),
    "mixed": ((2.2, 2.08, 1.83, 1.36), (3.01, 2.74, 2.19, 1.64), (3.62, 2.9, 2.23, 1.92)),
    "pure": ((1.07, 1.69, 1.06, 0.81), (1.76, 1.29, 1.17, 0.76), (2.09, 1.64, 1.39, 1.78)),
    "all_pongs": ((2.74, 2.67, 2.72, 2.1), (2.59, 2.54, 2.36, 1.35), (2.23, 2.09, 2.01, 2.12)),
    "ready": ((0.87, 0.96, 0.79, 0.58),),
}
FitTable = Mapping[str, tuple[tuple[float, float, float, float], ...]]
_FIT_KIND = {p.name: p.name.split("_")[0] if p.name.startswith(("mixed_", "pure_")) else p.name
             for p in PLANS}


def fit_factor(kind: str, d: int, wall: int, table: FitTable = HK_FIT) -> float:
    """``table``'s share for a plan of ``kind`` (a ``PLANS`` name's kind, or "ready") ``d``
    away with ``wall`` tiles left; 1.0 for a kind it has no row for."""
    rows = table.get(kind)
    if rows is None:
        return 1.0
    w = 0
    for edge in FIT_WALLS:
        if wall > edge:
            break
        w += 1
    return rows[min(max(d, 1), len(rows)) - 1][w]


class HKVariantBrain(StrongHKBrain):
    """The strong level's Hong Kong brain with the options measured in duplicate play and left
    off, or the settings a pinned yardstick plays; at its defaults it plays as the strong
    level's ``StrongHKBrain(seed, defend=2.0)``.

    ``combos`` also weighs all pongs within one suit (``COMBO_PLANS``: 6 faan with honours, 10
    without) and the four nearest plans instead of three. ``self_draw`` counts the self-draw row
    toward a concealed plan's worth too, ``pair_hope`` a value pair as its pong.
    ``self_draw_reach``, ``chow_reach`` and ``threat_melds`` (on in the strong level) count the
    self-draw row toward a concealed plan's minimum, the all-chows row toward the shape plans'
    while no pong or kong is declared, and read a threat from melds only (off: also a long
    river late in the wall). ``read_values`` weighs each discard by ``deal_in_cost`` (times
    ``danger_scale``) instead of the ``threat`` weight; ``call_safety`` charges a call with
    its discard's cost; ``dealer_pays`` counts the dealer's doubling in a plan not yet ready.
    ``hazard`` (issue 33, fifth round): the chance a round that another seat wins and ends the
    hand; the rounds left become the rounds this seat expects to stay in
    (``outlook.rounds_in``), for every plan's chance and the ready hand's alike. ``fitted``
    (issue 33, sixth round): each plan's expected points, and a ready hand's, scaled by
    ``HK_FIT`` (what they came to in Hong Kong self-play, by kind, distance and wall), or by
    ``fit_table`` when given. ``tile_danger`` (issue 33, eleventh round): each discard weighed
    costs ``TILE_DANGER``'s points for each player read as ready (1) or every opponent (2),
    instead of the ``threat`` weight. ``fold_from`` (issue 33, thirteenth round): the same
    against the players read as ready, only while the best discard leaves the hand that many
    tiles or more from ready (nearer, the weight). ``fair_kongs`` (issue 33, fifteenth round):
    a concealed kong is weighed without the all-chows hope on either side (the hand it leaves
    has a kong declared and so loses the hope, the hand as it stands holds the four tiles and
    cannot be all chows either), not against the best discard with the hope."""

    def __init__(self, seed: int, slip: float = 0.0, careless: bool = False,
                 defend: float = 0.0, call_margin: float = CALL_MARGIN,
                 threat: float = THREAT, *, combos: bool = False,
                 self_draw: bool = False, pair_hope: bool = False,
                 self_draw_reach: bool = True, chow_reach: bool = True,
                 threat_melds: bool = True, read_values: bool = False,
                 danger_scale: float = 1.0, call_safety: bool = False,
                 dealer_pays: bool = False, hazard: float = 0.0,
                 fitted: bool = False, fit_table: FitTable = HK_FIT,
                 tile_danger: int = 0, fold_from: int | None = None,
                 fair_kongs: bool = False) -> None:
        super().__init__(seed, slip, careless, defend, call_margin, threat)
        self.combos = combos
        self.self_draw = self_draw
        self.pair_hope = pair_hope
        self.self_draw_reach = self_draw_reach
        self.chow_reach = chow_reach
        self.threat_melds = threat_melds
        self.read_values = read_values
        self.danger_scale = danger_scale
        self.call_safety = call_safety
        self.dealer_pays = dealer_pays
        self.hazard = hazard
        self.fitted = fitted
        self.fit_table = fit_table
        self.tile_danger = tile_danger
        self.fold_from = fold_from
        self.fair_kongs = fair_kongs
        if combos:
            self.plans = COMBO_PLANS
            self.breadth = 4
        self._reads: tuple[HKKnowledge, tuple[Read, ...]] | None = None

    def read_threats(self, view: SeatView, k: HKKnowledge) -> HKKnowledge:
        return super().read_threats(view, k) if self.threat_melds else k

    def hopes(self, seat: Seat, profile: HKProfile) -> Seat:
        if self.self_draw_reach:
            seat = replace(seat, reach=row_faan(profile, HKPatternId.SELF_DRAW))
        if self.chow_reach:
            seat = replace(seat, chow_reach=row_faan(profile, HKPatternId.ALL_CHOWS))
        if self.self_draw:
            # A concealed hand also hopes for a self-draw: both rows of the table count.
            seat = replace(seat, concealed=row_faan(profile, HKPatternId.CONCEALED_HAND,
                                                    HKPatternId.SELF_DRAW))
        if self.pair_hope:
            seat = replace(seat, pair_hope=True)
        return seat

    def takes_kong(self, k: HKKnowledge, a: Action, tiles: list[Tile], nearest: int) -> bool:
        if self.fair_kongs and a.kong is KongKind.CONCEALED and k.seat.chow_reach:
            assert a.tile is not None
            flat = replace(k.seat, chow_reach=0)
            near = discard_rows(replace(k, seat=flat), tiles)[0][0]
            hand, melds = after_own_kong(k, a.tile, a.kong)
            return distance(flat, hand, melds) <= near
        return super().takes_kong(k, a, tiles, nearest)

    def dangers(self, k: HKKnowledge, nearest: int) -> Callable[[Tile, Row], float]:
        if self.tile_danger:
            return tile_dangers(k, self.tile_danger > 1)
        fold_from = self.fold_from
        if fold_from is not None and k.threats and nearest >= fold_from:
            return tile_dangers(k, False)
        if not self.read_values:
            return super().dangers(k, nearest)
        reads = read_opponents(k)
        scale = self.danger_scale

        def danger(t: Tile, info: Row) -> float:
            return scale * deal_in_cost(k, reads, t) if reads else 0.0
        return danger

    def call_value(self, k: HKKnowledge, then: HKKnowledge, each: TurnPlans | None,
                   hand: list[Tile], t: Tile, pool: int, rounds: float) -> float:
        value = super().call_value(k, then, each, hand, t, pool, rounds)
        if not self.call_safety:
            return value
        if self._reads is None or self._reads[0] is not k:
            self._reads = (k, read_opponents(k))
        reads = self._reads[1]
        return value - (self.danger_scale * deal_in_cost(k, reads, t) if reads else 0.0)

    def _rounds(self, k: HKKnowledge) -> float:
        rounds = super()._rounds(k)
        return outlook.rounds_in(self.hazard, rounds) if self.hazard > 0 else rounds

    def _each_discard(self, k: HKKnowledge) -> TurnPlans | None:
        return None if self.combos else super()._each_discard(k)

    def _expected(self, k: HKKnowledge, hand: list[Tile], pool: int, rounds: float) -> float:
        if not self.fitted:
            return super()._expected(k, hand, pool, rounds)
        plans = best_plans(k.seat, hand, k.melds, plans=self.plans)
        if plans and plans[0][0] == 0:
            return self._ready_value(k, hand, pool, rounds)
        return self._fitted_value(k, [(d, neg, plan, plan_ukeire(plan, hand, k.melds, k.unseen,
                                                                d))
                                      for d, neg, plan in plans[:self.breadth]], pool, rounds)

    def _expected_without(self, k: HKKnowledge, each: TurnPlans, t: Tile, hand: list[Tile],
                          pool: int, rounds: float) -> float:
        if not self.fitted:
            return super()._expected_without(k, each, t, hand, pool, rounds)
        plans = each.plans(t)
        if plans and plans[0][0] == 0:
            return self._ready_value(k, hand, pool, rounds)
        return self._fitted_value(k, [(d, neg, plan, each.improving(t, plan, d))
                                      for d, neg, plan in plans[:self.breadth]], pool, rounds)

    def _fitted_value(self, k: HKKnowledge, plans: Sequence[tuple[int, int, Plan, int]],
                      pool: int, rounds: float) -> float:
        """The best of the plans' expected points (distance, -faan, plan, improving tiles),
        each scaled by ``fit_factor``."""
        out = 0.0
        wall = k.view.wall
        table = self.fit_table
        for d, neg, plan, uk in plans:
            out = max(out, _chance(uk, pool, d, plan.name, rounds) * _win_value(k.profile, -neg)
                      * fit_factor(_FIT_KIND.get(plan.name, plan.name), d, wall, table))
        return out * self._dealer_factor(k)

    def _ready_value(self, k: HKKnowledge, hand: list[Tile], pool: int, rounds: float) -> float:
        value = super()._ready_value(k, hand, pool, rounds)
        return (value * fit_factor("ready", 0, k.view.wall, self.fit_table) if self.fitted
                else value)

    def _dealer_factor(self, k: HKKnowledge) -> float:
        """With ``dealer_pays``: what the dealer's doubling adds to a win not yet ready (the
        ready hand's waits are scored at the table, doubling included): the dealer's own win
        is paid double; another seat's win is paid double by the dealer, a third of it."""
        if not self.dealer_pays:
            return 1.0
        return 2.0 if k.view.seat == k.view.dealer else 4.0 / 3.0


# Issue 33, eleventh round (``tile_danger``): the points a discard was seen to cost, by how it
# stands to one opponent: read as ready by its melds or not, the tile's class against it, and
# the wall's stage (60 tiles or more, 30-59, fewer). Fitted on four strong bots' discards
# (2,500 hk-modern hands, seed 6: 429,762 discard-opponent pairs, 1,216 deal-ins): each
# cell's deal-in rate times the mean points its deal-ins cost the thrower, pooled where a
# cell had few deal-ins. Classes: "safe" (in its river, or an honour with at most one copy
# unseen), "off" (a number outside the one suit its melds show), an honour with two or more
# unseen, a number by rank (terminal, 2 or 8, middle), "+" when its melds hold that suit.
TILE_DANGER: dict[tuple[bool, str], tuple[float, float, float]] = {
    (True, "safe"): (0.0, 0.0, 0.08), (True, "off"): (0.0, 0.04, 0.09),
    (True, "honour"): (0.0, 0.70, 2.44), (True, "term"): (1.8, 1.8, 3.1),
    (True, "28"): (1.8, 1.8, 3.1), (True, "mid"): (1.8, 1.8, 3.1),
    (True, "term+"): (1.13, 1.13, 4.9), (True, "28+"): (1.29, 1.29, 7.5),
    (True, "mid+"): (2.25, 2.25, 8.4),
    (False, "safe"): (0.0, 0.0, 0.0), (False, "off"): (0.0, 0.0, 0.0),
    (False, "honour"): (0.0, 0.04, 0.64), (False, "term"): (0.0, 0.03, 0.14),
    (False, "28"): (0.005, 0.04, 0.23), (False, "mid"): (0.003, 0.09, 0.38),
    (False, "term+"): (0.0, 0.34, 0.8), (False, "28+"): (0.0, 0.34, 1.24),
    (False, "mid+"): (0.0, 0.34, 3.3),
}
_RANK_CLASS = ("term", "28", "mid", "mid", "mid", "mid", "mid", "28", "term")


def tile_dangers(k: HKKnowledge, everyone: bool) -> Callable[[Tile, Row], float]:
    """``TILE_DANGER`` summed over the players read as ready (``everyone``: every opponent)."""
    v = k.view
    stage = 0 if v.wall >= 60 else 1 if v.wall >= 30 else 2
    reads = []
    for s, o in enumerate(v.seats):
        if s == v.seat:
            continue
        threat = s in k.threats
        if not threat and not everyone:
            continue
        suits = {_GROUP[m.tile] for m in o.melds if m.kind is not MeldKind.ANKONG}
        reads.append((threat, frozenset(o.river), _melds_read(o.melds)[1] if o.melds else None,
                      suits))
    unseen = k.unseen

    def danger(t: Tile, info: Row) -> float:
        kind = info[4]
        out = 0.0
        for threat, river, flush, suits in reads:
            g = _GROUP[kind]
            if kind in river or (kind >= 27 and unseen[kind] <= 1):
                c = "safe"
            elif flush is not None and g != 3 and g != flush:
                c = "off"
            elif kind >= 27:
                c = "honour"
            else:
                c = _RANK_CLASS[kind % 9] + ("+" if g in suits else "")
            out += TILE_DANGER[threat, c][stage]
        return out
    return danger


def strong_danger(seed: int) -> HKVariantBrain:
    """The strong level's Hong Kong brain weighing each discard by ``TILE_DANGER`` against
    the players read as ready."""
    return HKVariantBrain(seed, defend=2.0, tile_danger=1)


def strong_danger2(seed: int) -> HKVariantBrain:
    """The same against every opponent (those not read as ready by their own rows)."""
    return HKVariantBrain(seed, defend=2.0, tile_danger=2)


def strong_fold(seed: int) -> HKVariantBrain:
    """The strong level's Hong Kong brain weighing ``TILE_DANGER`` against the players read as
    ready while two or more tiles from ready (``fold_from``)."""
    return HKVariantBrain(seed, defend=2.0, fold_from=2)


def strong_kong(seed: int) -> HKVariantBrain:
    """The strong level's Hong Kong brain weighing a concealed kong without the all-chows
    hope on either side (``fair_kongs``)."""
    return HKVariantBrain(seed, defend=2.0, fair_kongs=True)


def strong_hk33(seed: int) -> HKVariantBrain:
    """The strong level's Hong Kong brain as issue 33's first round left it: the deal-in
    weight 0.1, no all-chows hope, a long river late in the wall read as a threat."""
    return HKVariantBrain(seed, defend=2.0, threat=THREAT_HK33, chow_reach=False,
                          threat_melds=False)


def strong_v1(seed: int) -> HKVariantBrain:
    """The Hong Kong strong brain as it was before issue 17 (its first settings)."""
    return HKVariantBrain(seed, defend=2.0, call_margin=CALL_MARGIN_V1, threat=THREAT_V1,
                          self_draw_reach=False, chow_reach=False, threat_melds=False)


def strong_read(seed: int) -> HKVariantBrain:
    """The strong level's Hong Kong brain reading the opponents' hands (issue 33's third
    round: ``read_values``, ``call_safety``, ``dealer_pays``)."""
    return HKVariantBrain(seed, defend=2.0, read_values=True, call_safety=True,
                          dealer_pays=True)


HAZARD = 0.045  # three opponents ending about 60 % of hands over some 20 rounds


def strong_hazard(seed: int, hazard: float = HAZARD) -> HKVariantBrain:
    """The strong level's Hong Kong brain counting that another seat's win ends the hand
    (issue 33's fifth round: ``hazard``)."""
    return HKVariantBrain(seed, defend=2.0, hazard=hazard)


def strong_fit(seed: int) -> HKVariantBrain:
    """The strong level's Hong Kong brain with its plans' worth refitted to Hong Kong
    self-play (issue 33's sixth round: ``fitted``, ``HK_FIT``)."""
    return HKVariantBrain(seed, defend=2.0, fitted=True)


def strong_fit2(seed: int) -> HKVariantBrain:
    """``strong_fit`` with its table refitted once more, to its own play (``HK_FIT2``)."""
    return HKVariantBrain(seed, defend=2.0, fitted=True, fit_table=HK_FIT2)


def strong_hazard33(seed: int, hazard: float = HAZARD) -> HKVariantBrain:
    """``hazard`` with ``strong_hk33``'s defence (the weight 0.1, a long river late in the wall
    a threat too) and the strong level's all-chows hope (``chow_reach``)."""
    return HKVariantBrain(seed, defend=2.0, threat=THREAT_HK33, threat_melds=False,
                          hazard=hazard)
