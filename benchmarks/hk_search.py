"""A Monte Carlo search for the Hong Kong strong brain's close discards late in the hand, as the
Sichuan strong level's (``mahjong_gui.bots.search``), measured outside the game: the brain
``HKSearchBrain`` and the yardstick ``strong_search`` (figures: docs/bots.md).

With at most ``late`` own draws left, the discards the brain values within a margin of its best
(three at most) are played out over the same futures of the unseen tiles: each future deals
this seat's draws and the tiles the others throw; a rollout wins on a discard or by self-draw
what the table pays for that wait (nothing below the minimum), keeps a drawn tile only when it
brings the hand nearer (throwing the least connected tile that does), and pays for every later
tile it throws what the brain's danger reckons now. The searched best replaces the brain's
choice only when it is better by ``z`` standard errors of the paired differences. The futures
are seeded from the position (``search.position_seed``): no clock, the same answer anywhere.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from mahjong_gui.bots.hongkong import HKKnowledge, Row
from mahjong_gui.bots.hongkong.brain import wait_pays
from mahjong_gui.bots.hongkong.plans import _NEAR, _isolation, distance
from mahjong_gui.bots.hongkong.seen import safeties
from mahjong_gui.bots.hongkong.strong import _draws_left, _win_value
from mahjong_gui.bots.outlook import DISCARD_SHARE
from mahjong_gui.bots.search import SearchResult, position_seed
from mahjong_gui.engine.tiles import TILES, Tile

try:  # run as a script, this file's folder is on the path; imported from the tests, the root
    from hk_variants import HKVariantBrain
except ImportError:
    from benchmarks.hk_variants import HKVariantBrain

LATE_DRAWS = 5.0  # the search runs with at most this many own draws left
ROLLOUTS = 64  # futures a search plays (the Sichuan strong level's number)
MAX_CANDIDATES = 3
Z = 2.0  # standard errors of the paired differences a switch needs

Waits = dict[int, tuple[int, int]]


class HKSearchBrain(HKVariantBrain):
    """The strong level's Hong Kong brain with a late search of its closest discards (the
    module's docstring). ``searches`` and ``switches`` count the searches run and the
    choices they changed."""

    def __init__(self, seed: int, *, rollouts: int = ROLLOUTS, late: float = LATE_DRAWS,
                 z: float = Z, **options: object) -> None:
        super().__init__(seed, **options)  # type: ignore[arg-type]
        self.rollouts = rollouts
        self.late = late
        self.z = z
        self.searches = 0
        self.switches = 0

    def pick(self, k: HKKnowledge, scored: list[tuple[float, Row]],
             danger: Callable[[Tile, Row], float]) -> Row:
        choice = super().pick(k, scored, danger)
        draws = _draws_left(k)
        if not 0 < draws <= self.late or len(scored) < 2:
            return choice
        near = close(k, scored, MAX_CANDIDATES)
        if len(near) < 2:
            return choice
        self.searches += 1
        samples = search(k, [info[4] for _, info in near], danger, self.rollouts,
                         random.Random(position_seed(k.view)))
        values = {t: sum(xs) / len(xs) - danger(TILES[t], info)
                  for (_, info), (t, xs) in zip(near, samples.items(), strict=True)}
        first = near[0][1][4]
        best = max(values, key=lambda t: values[t])
        # Paired by future, the rollouts' own points (the first tile's danger left out).
        means = {t: sum(xs) / len(xs) for t, xs in samples.items()}
        paired = SearchResult(means, samples, self.rollouts, 0, False)
        if best == first or not paired.better(best, first, z=self.z):
            return choice
        self.switches += 1
        return next(info for _, info in near if info[4] == best)


def close(k: HKKnowledge, scored: list[tuple[float, Row]], width: int
          ) -> list[tuple[float, Row]]:
    """The weighed discards valued within a margin of the best (the larger of 15 % of it and a
    tenth of a win at the minimum), best first (the brain's choice first among equals), at
    most ``width``."""
    top = max(v for v, _ in scored)
    margin = max(0.15 * abs(top), 0.1 * _win_value(k.profile, max(0, k.seat.minimum)))
    ranked = sorted(scored, key=lambda x: -x[0])  # stable
    return [(v, info) for v, info in ranked if v >= top - margin][:width]


def search(k: HKKnowledge, tiles: Sequence[int], danger: Callable[[Tile, Row], float],
           rollouts: int, rng: random.Random) -> dict[int, list[float]]:
    """Each discard of ``tiles`` (kinds) played out over the same ``rollouts`` futures: the
    points of each rollout, by discard."""
    pool = [t for t in range(34) for _ in range(k.unseen[t])]
    rounds = max(1, math.ceil(_draws_left(k)))
    n_opp = 3
    safe = safeties(k)
    costs = [danger(TILES[t], (0, 0, 0, 0, t, "", safe(t))) for t in range(34)]
    dist, waits_of = measures(k)
    out: dict[int, list[float]] = {t: [] for t in tiles}
    hand14 = [int(t) for t in k.hand]
    for _ in range(rollouts):
        future = rng.sample(pool, min(len(pool), rounds * (1 + n_opp)))
        offers = [[j for j in range(n_opp) if rng.random() < DISCARD_SHARE]
                  for _ in range(rounds)]
        for t in tiles:
            hand = list(hand14)
            hand.remove(t)
            out[t].append(_rollout(hand, future, offers, n_opp, rounds, dist, waits_of, costs))
    return out


def measures(k: HKKnowledge) -> tuple[Callable[[list[int]], int],
                                       Callable[[list[int]], Waits]]:
    """The distance from ready of a 13-tile hand of ``k``'s seat and melds (the brain's
    plans), and a ready hand's waits with what each pays on a discard and by self-draw
    (``wait_pays``), both remembered for the search."""
    seat, melds = k.seat, k.melds
    dists: dict[tuple[int, ...], int] = {}
    waits: dict[tuple[int, ...], Waits] = {}

    def dist(hand: list[int]) -> int:
        key = tuple(sorted(hand))
        d = dists.get(key)
        if d is None:
            d = dists[key] = distance(seat, [TILES[t] for t in key], melds)
        return d

    def waits_of(hand: list[int]) -> Waits:
        key = tuple(sorted(hand))
        w = waits.get(key)
        if w is None:
            w = waits[key] = {int(t): (d, s) for t, d, s in wait_pays(
                k, [TILES[u] for u in key])}
        return w

    return dist, waits_of


def _rollout(hand: list[int], future: list[int], offers: Sequence[Sequence[int]], n_opp: int,
             rounds: int, dist: Callable[[list[int]], int],
             waits_of: Callable[[list[int]], Waits], costs: Sequence[float]) -> float:
    """One future played out for the 13 tiles ``hand`` (changed in place): the points won,
    less what the tiles thrown on the way cost."""
    paid = 0.0
    d = dist(hand)
    ready = waits_of(hand) if d == 0 else None
    pos = 0
    for r in range(rounds):
        if ready:
            for j in offers[r]:
                if pos + j < len(future):
                    w = ready.get(future[pos + j])
                    if w is not None and w[0] > 0:
                        return w[0] - paid
        i = pos + n_opp
        pos += n_opp + 1
        if i >= len(future):
            break
        t = future[i]
        if ready:
            w = ready.get(t)
            if w is not None and w[1] > 0:
                return w[1] - paid
        throw = t
        if d > 0 and (t in hand or any(u in hand for u in _NEAR[t])):
            hand.append(t)
            for x in sorted(set(hand) - {t}, key=lambda u: _isolation(hand, u)):
                hand.remove(x)
                nd = dist(hand)
                hand.append(x)
                if nd < d:
                    throw, d = x, nd
                    break
            hand.remove(throw)
            if throw != t:
                ready = waits_of(hand) if d == 0 else None
        paid += costs[throw]
    return -paid


def strong_search(seed: int) -> HKSearchBrain:
    """The strong level's Hong Kong brain with the late search (``HKSearchBrain``)."""
    return HKSearchBrain(seed, defend=2.0)
