"""The Hong Kong brain of the strong level: the same plans, each discard and call weighed in
expected points (docs/bots.md has how each setting was measured)."""

from __future__ import annotations

from array import array
from collections.abc import Callable
from dataclasses import replace

from mahjong_gui.bots import outlook
from mahjong_gui.bots.hongkong.brain import (
    BOTH_HOPES,
    HKBrain,
    _take,
    after_call,
    after_own_kong,
    wait_pays,
)
from mahjong_gui.bots.hongkong.plans import (
    _KONG,
    PLANS,
    Plan,
    best_plans,
    distance,
    plan_ukeire,
)
from mahjong_gui.bots.hongkong.seen import HKKnowledge, _melds_threat, knowledge
from mahjong_gui.bots.hongkong.turns import Row, TurnPlans, discard_rows
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.memo import MISSING, Memo, OwnedMemo
from mahjong_gui.engine.rules import HKProfile
from mahjong_gui.engine.tiles import TILES, Tile
from mahjong_gui.engine.views import SeatView

# The chance model's target of each plan (``_chance``): one suit (mixed or pure) is "pure".
# benchmarks/hk_variants.py adds its all-pongs-in-one-suit plans here.
_TARGET = {"all_pongs": "all_pongs", "free": "plain"}
CALL_MARGIN = 1.05
THREAT = 0.015  # issue 33: 0.1 (THREAT_HK33) folded four strong bots into a drawn hand


def _draws_left(k: HKKnowledge) -> float:
    return max(0.0, k.view.wall / 4)


# _chance's answers by what they depend on: (the first stage's rate to 3 places, the distance,
# the target, the tenths of rounds), a plain dict of floats, cleared when full.
_CHANCES: Memo[tuple[float, int, str, int], float] = Memo("hk.chances", 1 << 16)
_CHANCES_DATA = _CHANCES.data


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
    got = _CHANCES_DATA.get(key)
    if got is None:
        # outlook.complete_chance(stage_rates(...), rounds), its whole rounds remembered. The
        # stage rates to 3 places: ``first`` is stage_rates' first (the same expression), and
        # the later ones depend only on the distance and the target (``_later_rates``).
        later = _LATER_DATA.get((d, target))
        if later is None:
            later = _later_rates(d, target)
        got = _CHANCES.put(key, _completed((key[0], *later), key[3])
                           * outlook.TARGET_SCALE[target])
    return got


# (distance, target) -> the stage rates after the first, to 3 places (``stage_rates``' own).
_LATER: Memo[tuple[int, str], tuple[float, ...]] = Memo("hk.later_rates", 1024)
_LATER_DATA = _LATER.data


def _later_rates(d: int, target: str) -> tuple[float, ...]:
    rates = outlook.stage_rates(0.0, d, 3, target)
    return _LATER.put((d, target), tuple(round(r, 3) for r in rates[1:]))


def _completed(rates: tuple[float, ...], rounds10: int) -> float:
    """``outlook._complete(rates, rounds10)``, the same arithmetic in the same order, with
    the state after each whole round remembered by the rates (``_ROUNDS``): a miss of
    ``_CHANCES`` then costs the last, partial round instead of all of them."""
    rounds = rounds10 / 10
    n = int(rounds)
    frac = rounds - n
    m = len(rates)
    got = _ROUNDS.data.get(rates)
    if got is None:
        got = _ROUNDS.put(rates, (array("d", [1.0] + [0.0] * m),
                                  array("d", (0.0, 0.0) if m > 1 else (1.0, 0.0))))
    dist, last = got
    r = len(last) // 2 - 1  # whole rounds played so far
    while r < n:
        for j in range(min(r, m - 1), -1, -1):
            p = dist[j]
            if p:
                q = rates[j] * 1.0
                dist[j + 1] += p * q
                dist[j] = p * (1 - q)
        r += 1
        last.append(dist[m - 1])
        last.append(dist[m])
    before, done = last[2 * n], last[2 * n + 1]
    if frac > 0 and n >= m - 1 and before:
        done += before * (rates[m - 1] * frac)
    return done


# The stage rates (to 3 places) -> _complete's state after the whole rounds played so far
# and, for each number of whole rounds, its last two stages' chances (before, done). Arrays of
# doubles (the same floats), which the garbage collector does not walk: the memo may be large
# enough that four strong bots seldom empty it (7,384 rates in 60 hands; 4,096 emptied it).
_ROUNDS: Memo[tuple[float, ...], tuple[array[float], array[float]]] = Memo("hk.rounds", 1 << 14)


def _win_value(profile: HKProfile, faan: int) -> float:
    """What a win of ``faan`` brings in on average, in points: about 2.5 times the profile's
    base points (a discard pays 2P or 4P, a self-draw 4P or 6P in all)."""
    return 2.5 * float(profile.points(faan))


def _win_values(profile: HKProfile) -> tuple[float, ...]:
    """``_win_value`` of 0 to the limit's faan (``points`` reads a faan above it as the
    limit's), made once for each profile: the weighing of every discard reads it."""
    got = _WIN_VALUES.get_for(id(profile), profile)
    if got is MISSING:
        got = _WIN_VALUES.put_for(id(profile), profile, tuple(
            _win_value(profile, f) for f in range(max(0, profile.limit) + 1)))
    return got


_WIN_VALUES: OwnedMemo[int, tuple[float, ...]] = OwnedMemo("hk.win_values", 64)


class StrongHKBrain(HKBrain):
    """Normal's plans, but each candidate discard is weighed by its expected points: the
    chance to complete each plan from its improving tiles and the wall left, times what the
    plan pays; ready hands by their real waits (a wait below the minimum wins nothing, on a
    discard or at all). Against a player who looks ready by its melds, the expected loss of a
    deal-in is subtracted.

    ``call_margin``: how much more than the hand as it is a call must promise (a share of its
    value); ``threat``: the chance of a deal-in each threatening player puts on a tile that
    looks nothing like safe. A concealed plan counts the self-draw row toward the minimum (it
    may be declared by self-draw) and, while no pong or kong is declared, the shape plans count
    the all-chows row toward theirs (never toward their worth).

    The hooks ``read_threats``, ``hopes``, ``dangers``, ``call_value``, ``takes_kong``,
    ``_each_discard``, ``_dealer_factor`` and ``_rounds`` are what
    ``benchmarks/hk_variants.py`` overrides for the options measured and left off and for the
    pinned yardsticks (``strong_hk33``, ``strong_v1``), and ``pick`` what
    ``benchmarks/hk_search.py`` and ``hk_lookahead.py`` override for the searches; every
    figure is in docs/bots.md."""

    plans: tuple[Plan, ...] = PLANS  # the plans weighed
    breadth = 3  # the nearest plans weighed for a hand

    def __init__(self, seed: int, slip: float = 0.0, careless: bool = False,
                 defend: float = 0.0, call_margin: float = CALL_MARGIN,
                 threat: float = THREAT) -> None:
        super().__init__(seed, slip, careless, defend, hope=BOTH_HOPES)
        self.call_margin = call_margin
        self.threat = threat

    def knowledge(self, view: SeatView) -> HKKnowledge:
        return self.read_threats(view, knowledge(view, True, self._hoping))

    def read_threats(self, view: SeatView, k: HKKnowledge) -> HKKnowledge:
        """Only melds read as ready (three exposed sets, or two with the wall half gone or of
        one suit) threaten: not every player with ten discards late in the wall."""
        if not k.threats:
            return k
        return replace(k, threats=tuple(s for s in k.threats if _melds_threat(
            view.seats[s].melds, view.wall)))

    def dangers(self, k: HKKnowledge, nearest: int) -> Callable[[Tile, Row], float]:
        """What throwing a tile is expected to cost, by its row (``discard_rows``): ``threat``
        a threatening player, scaled by how unsafe the tile looks, times a 4-faan win.
        ``nearest``: how far from ready the best discard leaves the hand (read by a variant
        of benchmarks/hk_variants.py, not here)."""
        threat = self.threat * len(k.threats)
        loss = _win_value(k.profile, 4)

        def danger(t: Tile, info: Row) -> float:
            return threat * max(0.0, 1.0 - info[6] / 3.0) * loss
        return danger

    def turn(self, k: HKKnowledge, legal: tuple[Action, ...]) -> Action:
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
                if self.takes_kong(k, a, tiles, best[0]):
                    return a
        pool = max(1, sum(k.unseen))
        rounds = self._rounds(k)
        danger = self.dangers(k, best[0])
        scored = self.weigh(k, rows, each, pool, rounds, danger)
        tile = self.pick(k, scored, danger)[4]
        return next(a for a in discards if a.tile == tile)

    def takes_kong(self, k: HKKnowledge, a: Action, tiles: list[Tile], nearest: int) -> bool:
        """Whether to declare the kong ``a`` on one's own turn: when the hand it leaves is no
        further from ready than the best discard leaves it (``nearest``; ``tiles``: the
        discards offered, read by a variant of benchmarks/hk_variants.py, not here)."""
        assert a.tile is not None and a.kong is not None
        hand, melds = after_own_kong(k, a.tile, a.kong)
        return distance(k.seat, hand, melds) <= nearest

    def weigh(self, k: HKKnowledge, rows: list[Row], each: TurnPlans | None, pool: int,
              rounds: float, danger: Callable[[Tile, Row], float] | None = None
              ) -> list[tuple[float, Row]]:
        """The discards of ``rows`` (sorted, ``discard_rows``) within one tile of the nearest,
        eight at most, each with its expected points less what ``danger`` says throwing it
        costs (None: nothing); ``each``: the 14 tiles' ``TurnPlans``, when read."""
        near = rows[0][0] + 1
        scored = []
        for info in [i for i in rows if i[0] <= near][:8]:
            t = TILES[info[4]]
            hand = _take(k.hand, [t])
            gain = (self._expected(k, hand, pool, rounds) if each is None
                    else self._expected_without(k, each, t, hand, pool, rounds))
            scored.append((gain - danger(t, info) if danger is not None else gain, info))
        return scored

    def pick(self, k: HKKnowledge, scored: list[tuple[float, Row]],
             danger: Callable[[Tile, Row], float]) -> Row:
        """The discard chosen of the weighed ones (``scored``: each value and row, the best
        distance first): the first of the highest values. ``danger``: what each tile thrown
        costs (read by the searches of benchmarks/, not here)."""
        choice, top = scored[0][1], -1e9
        for value, info in scored:
            if value > top + 1e-9:
                choice, top = info, value
        return choice

    def claim(self, k: HKKnowledge, legal: tuple[Action, ...]) -> Action:
        """A call is made when the best discard after it is worth more than the hand as it
        is (the concealed-hand faan it gives up and the plans it closes are in the plans)."""
        tile = k.view.tile
        assert tile is not None
        pool = max(1, sum(k.unseen))
        rounds = self._rounds(k)
        keep = self._expected(k, list(k.hand), pool, rounds)
        best, top = None, keep * self.call_margin
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
                value = max((self.call_value(k, then, each, hand, t, pool, rounds)
                             for t in top3), default=0.0)
            if value > top:
                best, top = a, value
        return best if best is not None else next(a for a in legal if a.act is Act.PASS)

    def call_value(self, k: HKKnowledge, then: HKKnowledge, each: TurnPlans | None,
                   hand: list[Tile], t: Tile, pool: int, rounds: float) -> float:
        """A call's worth with ``t`` thrown after it (``then``: the knowledge after the call,
        ``hand`` its tiles, ``each`` their ``TurnPlans`` when read)."""
        if each is None:
            return self._expected(then, _take(hand, [t]), pool, rounds)
        return self._expected_without(then, each, t, _take(hand, [t]), pool, rounds)

    def _rounds(self, k: HKKnowledge) -> float:
        """The effective rounds left the chances are read over (``outlook.rounds`` of the seat's
        draws left; benchmarks/hk_variants.py's ``hazard`` shortens them)."""
        return outlook.rounds(_draws_left(k))

    def _expected(self, k: HKKnowledge, hand: list[Tile], pool: int, rounds: float) -> float:
        plans = best_plans(k.seat, hand, k.melds, plans=self.plans)
        if not plans:
            return 0.0
        if plans[0][0] == 0:
            return self._ready_value(k, hand, pool, rounds)
        out = 0.0
        values = _win_values(k.profile)
        top = len(values) - 1
        for d, neg, plan in plans[:self.breadth]:
            uk = plan_ukeire(plan, hand, k.melds, k.unseen, d)
            out = max(out, _chance(uk, pool, d, plan.name, rounds)
                      * values[max(0, min(-neg, top))])
        return out * self._dealer_factor(k)

    def _dealer_factor(self, k: HKKnowledge) -> float:
        """What a win not yet ready is scaled by: 1.0 (the ready hand's waits are scored at the
        table, the dealer's doubling included; benchmarks/hk_variants.py counts it here too)."""
        return 1.0

    def _each_discard(self, k: HKKnowledge) -> TurnPlans | None:
        """For a 14-tile hand: every discard's plans and improving tiles (``TurnPlans``), from
        which ``_expected_without`` reads the hands left; None otherwise."""
        if len(k.hand) + 3 * len(k.melds) != 14:
            return None
        return TurnPlans(k.seat, k.hand, k.melds, False, k.unseen)

    def _expected_without(self, k: HKKnowledge, each: TurnPlans, t: Tile, hand: list[Tile],
                          pool: int, rounds: float) -> float:
        """``_expected(k, hand, ...)`` for ``hand``, the 14 tiles of ``k`` less one ``t``."""
        plans = each.plans(t)
        if not plans:
            return 0.0
        if plans[0][0] == 0:
            return self._ready_value(k, hand, pool, rounds)
        out = 0.0
        values = _win_values(k.profile)
        top = len(values) - 1
        for d, neg, plan in plans[:self.breadth]:
            uk = each.improving(t, plan, d)
            out = max(out, _chance(uk, pool, d, plan.name, rounds)
                      * values[max(0, min(-neg, top))])
        return out * self._dealer_factor(k)

    def _ready_value(self, k: HKKnowledge, hand: list[Tile], pool: int, rounds: float) -> float:
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
