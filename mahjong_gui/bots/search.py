"""A time-boxed Monte Carlo search over the unseen tiles for close discards late in the hand.

Each rollout deals one future from the tiles this seat has not seen (its own draws and the
tiles the other players will throw), shared by every candidate (common random numbers), and
plays the candidate's 13 tiles forward with a quick policy: win when possible, keep a drawn tile
only when it lowers shanten. A rollout ends with a win (self-draw or on a discard), or at the
wall's end with the ready payments (查叫). The search stops at its rollout count or at its
deadline, whichever comes first.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_gui.bots import brain
from mahjong_gui.bots.brain import Knowledge, connectivity
from mahjong_gui.bots.outlook import DISCARD_SHARE
from mahjong_gui.bots.reading import Opponent
from mahjong_gui.engine import analysis
from mahjong_gui.engine.tiles import TILES, Tile

LATE_DRAWS = 5.0  # the search runs when this seat has at most this many draws left
MAX_CANDIDATES = 3
MIN_ROLLOUTS = 8  # fewer than this (the deadline came first): keep the heuristic choice


def closeness(k: Knowledge, top: float) -> float:
    """How far below the best a candidate may score and still be searched."""
    return max(0.15 * abs(top), 0.1 * brain.unit_value(k.profile))


@dataclass(frozen=True, slots=True)
class SearchResult:
    values: dict[Tile, float]  # mean points per candidate, its immediate danger deducted
    samples: dict[Tile, list[float]]  # each rollout's points per candidate (same futures)
    rollouts: int
    seconds: float
    stopped: bool  # the deadline cut the search short

    def better(self, a: Tile, b: Tile, margin: float = 0.0, z: float = 2.0) -> bool:
        """Is ``a`` better than ``b`` beyond ``margin`` by ``z`` standard errors of the paired
        rollout differences (the same futures for both)?"""
        n = self.rollouts
        if n < 2:
            return False
        diffs = [x - y for x, y in zip(self.samples[a], self.samples[b], strict=True)]
        mean = self.values[a] - self.values[b]
        var = sum((d - sum(diffs) / n) ** 2 for d in diffs) / (n - 1)
        return mean > margin + z * math.sqrt(var / n)


def run(k: Knowledge, opps: tuple[Opponent, ...], candidates: Sequence[tuple[Tile, float]],
        rng: random.Random, rollouts: int, deadline: float) -> SearchResult:
    """Search the discards ``candidates`` ((tile, its danger cost) pairs) of the own hand."""
    t0 = time.perf_counter()
    pool = [t for t in range(27) for _ in range(k.unseen[t])]
    rounds = max(1, math.ceil(k.draws_left))
    n_opp = len(k.opponents)
    samples: dict[Tile, list[float]] = {t: [] for t, _ in candidates}
    hands = {t: brain.remove(k.hand, t) for t, _ in candidates}
    wall_end = _wall_end_terms(k, opps)
    done = 0
    stopped = False
    for _ in range(rollouts):
        if time.perf_counter() > deadline:
            stopped = True
            break
        need = min(len(pool), rounds * (1 + n_opp))
        future = rng.sample(pool, need) if need else []
        offers = [sum(1 for _ in range(n_opp) if rng.random() < DISCARD_SHARE)
                  for _ in range(rounds)]
        for t, _ in candidates:
            samples[t].append(_rollout(k, hands[t], future, offers, n_opp, wall_end))
        done += 1
    values = {t: (sum(samples[t]) / done if done else 0.0) - danger for t, danger in candidates}
    return SearchResult(values, samples, done, time.perf_counter() - t0, stopped)


def _wall_end_terms(k: Knowledge, opps: tuple[Opponent, ...]) -> tuple[float, float]:
    """(share of opponents that will pay us a ready value, what we pay if not ready)."""
    if not opps:
        return 0.0, 0.0
    ready = [min(0.95, o.ready + 0.15) for o in opps]
    pay_if_not = sum(p * o.value / 1.25 for p, o in zip(ready, opps, strict=True))
    not_ready = sum(1 - p for p in ready)
    return not_ready, pay_if_not


def _rollout(k: Knowledge, hand13: list[Tile], future: list[int], offers: list[int],
             n_opp: int, wall_end: tuple[float, float]) -> float:
    prof = k.profile
    void = k.void
    melds = k.melds
    hand = list(hand13)
    sh = analysis.shanten(hand, melds, void)
    waits: dict[int, tuple[int, int]] | None = None
    pos = 0
    for n_offers in offers:
        if sh == 0:
            if waits is None:
                waits = {w.tile: (w.value, w.self_draw)
                         for w in brain.wait_values(prof, hand, melds, void, k.unseen)}
            for j in range(n_offers):
                if pos + j < len(future) and future[pos + j] in waits:
                    return float(waits[future[pos + j]][0])
        pos += n_opp
        if pos >= len(future):
            break
        x = TILES[future[pos]]
        pos += 1
        if sh == 0 and waits is not None and x in waits:
            return float(waits[x][1] * max(1, n_opp))
        hand.append(x)
        s14 = analysis.shanten(hand, melds, void)
        if s14 >= sh:
            hand.pop()  # the drawn tile does not help: throw it
            continue
        # Keep it: throw the least connected tile that keeps the lower shanten.
        best: Tile | None = None
        best_key = 99
        for t in set(hand):
            hand.remove(t)
            if analysis.shanten(hand, melds, void) == s14:
                key = connectivity(hand, t)
                if key < best_key:
                    best, best_key = t, key
            hand.append(t)
        assert best is not None
        hand.remove(best)
        sh = s14
        waits = None
    not_ready, pay_if_not = wall_end
    if sh == 0:
        if waits is None:
            waits = {w.tile: (w.value, w.self_draw)
                     for w in brain.wait_values(prof, hand, melds, void, k.unseen)}
        if waits:
            return max(v for v, _ in waits.values()) * not_ready
    return -pay_if_not
