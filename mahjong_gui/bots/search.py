"""A Monte Carlo search over the unseen tiles for close discards late in the hand, bounded by
work (a number of rollouts and of rollout steps), never by a clock.

Each rollout deals one future from the tiles this seat has not seen (its own draws and the
tiles the other players will throw), shared by every candidate (common random numbers), and
plays the candidate's 13 tiles forward with a quick policy: win when possible, keep a drawn tile
only when it lowers shanten (throwing the least connected tile that keeps it), each thrown tile
charged with the danger the opponents' reading gives it now (``throw_danger``). A rollout ends
with a win (self-draw or on a discard), or at the wall's end with the ready payments (查叫).
The search plays its rollout count, fewer only when that many would pass its cap on rollout
steps (one step: one option played one round on); the count follows from the position alone.

The shanten of each hand a rollout meets is remembered for the search (the same hands recur
over the futures), and the throw-away is found by trying the least connected tiles first: the
same choices as trying every tile, with about a tenth of the shanten calls.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_gui.bots import brain, reading
from mahjong_gui.bots.brain import Knowledge
from mahjong_gui.bots.outlook import DISCARD_SHARE
from mahjong_gui.bots.reading import Opponent
from mahjong_gui.engine import analysis
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.tiles import TILES, Tile
from mahjong_gui.engine.views import SeatView

LATE_DRAWS = 5.0  # the search runs when this seat has at most this many draws left
MAX_CANDIDATES = 3
ROLLOUTS = 64  # futures per search (the strong level's)
MAX_STEPS = 2048  # the strong level's cap on one search's rollout steps (64 x 3 x 5 = 960 late)
MIN_ROLLOUTS = 8  # fewer than this (the step cap allows no more): keep the heuristic choice


def closeness(k: Knowledge, top: float) -> float:
    """How far below the best a candidate may score and still be searched."""
    return max(0.15 * abs(top), 0.1 * brain.unit_value(k.profile))


@dataclass(frozen=True, slots=True)
class SearchResult:
    values: dict[int, float]  # mean points per candidate, its immediate danger deducted
    samples: dict[int, list[float]]  # each rollout's points per candidate (same futures)
    rollouts: int
    steps: int  # rollout steps played: one option played one round on
    stopped: bool  # the step cap allowed fewer rollouts than asked

    def stderr(self, a: int) -> float:
        """The standard error of ``values[a]`` (its rollouts' spread; 0.0 below two)."""
        n = self.rollouts
        if n < 2:
            return 0.0
        xs = self.samples[a]
        mean = sum(xs) / n
        return math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1) / n)

    def better(self, a: int, b: int, margin: float = 0.0, z: float = 2.0) -> bool:
        """Is ``a`` better than ``b`` beyond ``margin`` by ``z`` standard errors of the paired
        rollout differences (the same futures for both)?"""
        n = self.rollouts
        if n < 2:
            return False
        diffs = [x - y for x, y in zip(self.samples[a], self.samples[b], strict=True)]
        mean = self.values[a] - self.values[b]
        var = sum((d - sum(diffs) / n) ** 2 for d in diffs) / (n - 1)
        return mean > margin + z * math.sqrt(var / n)


@dataclass(frozen=True, slots=True)
class Option:
    """One choice to play out: the 13 tiles it keeps, its melds, and what the tile it throws
    now is expected to cost (``danger``). ``key`` names it in the result: the discarded tile
    for a discard, any distinct number for a call."""

    key: int
    hand: tuple[Tile, ...]
    melds: tuple[Meld, ...]
    danger: float


def position_seed(view: SeatView) -> int:
    """A seed for the search from the position as ``view`` shows it (what the bots read: not
    the hand number or the scores), the same in every process: the same position searches
    the same futures whatever was searched before."""
    key = (view.profile, view.options, view.seat, view.dealer, view.phase.value, view.turn,
           view.tile, view.hand, view.last_draw, view.melds, view.void, view.seats, view.wall,
           view.winners, view.pass_win, tuple(sorted(view.pass_pong)), view.prevailing,
           view.bonus)
    return int.from_bytes(hashlib.blake2b(repr(key).encode(), digest_size=8).digest(), "big")


def run(k: Knowledge, opps: tuple[Opponent, ...], candidates: Sequence[tuple[Tile, float]],
        rng: random.Random, rollouts: int, throw_danger: bool = False,
        max_steps: int | None = None) -> SearchResult:
    """Search the discards ``candidates`` ((tile, its danger cost) pairs) of the own hand."""
    melds = tuple(k.melds)
    return run_options(k, opps, [Option(t, tuple(brain.remove(k.hand, t)), melds, danger)
                                 for t, danger in candidates], rng, rollouts, throw_danger,
                       max_steps)


def run_options(k: Knowledge, opps: tuple[Opponent, ...], options: Sequence[Option],
                rng: random.Random, rollouts: int, throw_danger: bool = False,
                max_steps: int | None = None) -> SearchResult:
    """Play ``options`` out over the same futures: ``rollouts`` of them, or as many as fit in
    ``max_steps`` rollout steps (each rollout costs its rounds times the options: known before
    the first). With ``throw_danger`` every tile a rollout throws costs what throwing it now
    would (the opponents' reading), not only the first one."""
    pool = [t for t in range(27) for _ in range(k.unseen[t])]
    rounds = max(1, math.ceil(k.draws_left))
    n_opp = len(k.opponents)
    per_rollout = rounds * max(1, len(options))
    planned = rollouts if max_steps is None else min(rollouts, max_steps // per_rollout)
    samples: dict[int, list[float]] = {o.key: [] for o in options}
    wall_end = _wall_end_terms(k, opps)
    memo: dict[int, dict[tuple[int, ...], int]] = {o.key: {} for o in options}
    costs = ([reading.danger_cost(k, opps, t) for t in range(27)] if throw_danger and opps
             else None)
    # With the knowledge's model each opponent throws what it draws by the tile's suit
    # (``Model.each``); without it, any tile with the one share.
    feeds = None if k.model is None else k.model.each
    for _ in range(planned):
        need = min(len(pool), rounds * (1 + n_opp))
        future = rng.sample(pool, need) if need else []
        offers: list[Sequence[int]]
        if feeds is None:
            offers = [range(sum(1 for _ in range(n_opp) if rng.random() < DISCARD_SHARE))
                      for _ in range(rounds)]
        else:
            # Which opponents throw the tile they draw: by its suit against their void.
            offers = []
            for r in range(rounds):
                base = r * (n_opp + 1)
                offers.append([j for j in range(n_opp)
                               if rng.random() < (feeds[j][future[base + j] // 9]
                                                  if base + j < len(future) else 0.0)])
        for o in options:
            samples[o.key].append(_rollout(k, o.hand, o.melds, future, offers, n_opp,
                                           wall_end, memo[o.key], costs))
    done = max(0, planned)
    values = {o.key: (sum(samples[o.key]) / done if done else 0.0) - o.danger for o in options}
    return SearchResult(values, samples, done, done * per_rollout, planned < rollouts)


def _wall_end_terms(k: Knowledge, opps: tuple[Opponent, ...]) -> tuple[float, float]:
    """(share of opponents that will pay us a ready value, what we pay if not ready)."""
    if not opps:
        return 0.0, 0.0
    ready = [min(0.95, o.ready + 0.15) for o in opps]
    pay_if_not = sum(p * o.value / 1.25 for p, o in zip(ready, opps, strict=True))
    not_ready = sum(1 - p for p in ready)
    return not_ready, pay_if_not


def _connectivity_after(counts: list[int], t: int) -> int:
    """``brain.connectivity`` of ``t`` against the hand whose tile counts are ``counts``
    less one ``t`` (the value the rollout's throw-away choice needs)."""
    base = t - t % 9
    score = 2 * (counts[t] - 1)
    for u in (t - 2, t - 1, t + 1, t + 2):
        if base <= u < base + 9:
            score += counts[u]
    return score - 2


def _rollout(k: Knowledge, hand13: Sequence[Tile], melds: tuple[Meld, ...], future: list[int],
             offers: Sequence[Sequence[int]], n_opp: int, wall_end: tuple[float, float],
             memo: dict[tuple[int, ...], int], costs: list[float] | None = None) -> float:
    """One future played out for one option; ``memo`` remembers the shanten of the hands
    this option has met (the same hands recur over the rollouts). ``costs``: what each
    tile kind thrown costs (None: nothing)."""
    paid = 0.0
    prof = k.profile
    void = k.void

    def shanten(tiles: list[Tile]) -> int:
        key = tuple(sorted(tiles))
        sh = memo.get(key)
        if sh is None:
            sh = memo[key] = analysis.shanten(tiles, melds, void)
        return sh

    hand = list(hand13)
    sh = shanten(hand)
    waits: dict[int, tuple[int, int]] | None = None
    pos = 0
    for thrown in offers:  # the opponents (by index) who throw their draw this round
        if sh == 0:
            if waits is None:
                waits = {w.tile: (w.value, w.self_draw)
                         for w in brain.wait_values(prof, hand, melds, void, k.unseen)}
            for j in thrown:
                if pos + j < len(future) and future[pos + j] in waits:
                    return float(waits[future[pos + j]][0]) - paid
        pos += n_opp
        if pos >= len(future):
            break
        x = TILES[future[pos]]
        pos += 1
        if sh == 0 and waits is not None and x in waits:
            return float(waits[x][1] * max(1, n_opp)) - paid
        hand.append(x)
        s14 = shanten(hand)
        if s14 >= sh:
            hand.pop()  # the drawn tile does not help: throw it
            if costs is not None:
                paid += costs[x]
            continue
        # Keep it: throw the least connected tile that keeps the lower shanten (the first
        # such tile in set order among equals), trying the least connected ones first.
        counts = [0] * 27
        for u in hand:
            counts[u] += 1
        order = [(_connectivity_after(counts, t), i, t) for i, t in enumerate(set(hand))]
        order.sort()
        best: Tile | None = None
        for _, _, t in order:
            hand.remove(t)
            keeps = shanten(hand) == s14
            hand.append(t)
            if keeps:
                best = t
                break
        assert best is not None
        hand.remove(best)
        if costs is not None:
            paid += costs[best]
        sh = s14
        waits = None
    not_ready, pay_if_not = wall_end
    if sh == 0:
        if waits is None:
            waits = {w.tile: (w.value, w.self_draw)
                     for w in brain.wait_values(prof, hand, melds, void, k.unseen)}
        if waits:
            return max(v for v, _ in waits.values()) * not_ready - paid
    return -pay_if_not - paid
