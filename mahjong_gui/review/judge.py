"""The judge: every legal candidate of one decision valued as the seat's expected points to the
hand's end, over the same sampled futures (common random numbers), with standard errors; the
budget is a number of futures, raced in batches until the best is separated or the cap."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from mahjong_gui.bots import brain
from mahjong_gui.bots.registry import Bot, make_bot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.table import Table
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.review.futures import (
    as_logged,
    fork,
    future_table,
    hidden,
    position_seed,
    table_at,
)
from mahjong_gui.review.stakes import Stakes

POLICY = "normal"
"""The continuation policy for all four seats: the normal level. The strong one played a mil
hand's review 11.4 times slower (benchmarks/review_bench.py --policy strong: 79.6 s of CPU
against 6.97 s), far past the speed goals; any registered bot may be named instead."""


@dataclass(frozen=True, slots=True)
class Budget:
    """Work, never time: futures in batches of ``batch``, at least ``least`` before a
    candidate may be dropped, at most ``most``; a candidate is dropped once the best leads it
    by ``z`` paired standard errors, and the race stops when one is left. The race never
    looks at the action taken, so the best it finds is the same whether a review (which knows
    that action) or a hint (which does not) asks. A review then measures the action taken
    against that best on futures the race did not play (``_check``): at least ``least``, up
    to ``settle`` while its loss is unclear."""

    most: int = 40
    least: int = 16
    batch: int = 8
    z: float = 2.0
    settle: int = 96


DEFAULT_BUDGET = Budget()


@dataclass(frozen=True, slots=True)
class Estimate:
    """One candidate's expected points for the seat over the rest of the hand."""

    action: Action
    ev: float
    se: float
    futures: int


@dataclass(frozen=True, slots=True)
class Valuation:
    """Every candidate valued (best first); ``samples`` keeps each one's points per future
    (future ``i`` is the same deal for every candidate that reached it). ``checked``: the
    action taken, and the best's and its points on futures the race did not play
    (``_check``), when a review asked about an action that is not the best."""

    seat: int
    estimates: tuple[Estimate, ...]
    samples: tuple[tuple[float, ...], ...]  # in the order of ``estimates``
    checked: tuple[Action, tuple[float, ...], tuple[float, ...]] | None = None

    @property
    def best(self) -> Action:
        return self.estimates[0].action

    def loss(self, action: Action) -> tuple[float, float]:
        """What ``action`` gives up against the best: the mean of the paired differences, and
        its standard error, over the futures that checked it (``checked``), else over the
        race's futures both played."""
        checked = self.checked
        if checked is not None and checked[0] == action:
            return paired(checked[1], checked[2])
        i = next(i for i, e in enumerate(self.estimates) if e.action == action)
        if i == 0:
            return 0.0, 0.0
        return paired(self.samples[0], self.samples[i])


def mean_se(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    if n == 0:
        return 0.0, 0.0
    m = sum(xs) / n
    if n < 2:
        return m, 0.0
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, math.sqrt(var / n)


def paired(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error of ``a - b`` over the futures both have."""
    n = min(len(a), len(b))
    return mean_se([a[i] - b[i] for i in range(n)])


def exchange_candidates(hand: Sequence[Tile], legal: Sequence[Action],
                        chosen: Action | None) -> list[Action]:
    """Exchange three has up to a hundred legal picks: judged are, for each suit with three
    tiles or more, its three least connected tiles (the normal level's pick within that
    suit), and the pick made."""
    out: list[Action] = []
    for suit in range(3):
        own = [t for t in hand if t // 9 == suit]
        if len(own) < 3:
            continue
        ranked = sorted(own, key=lambda t: (brain.connectivity(own, t), t))
        pick = tuple(sorted(ranked[:3]))
        a = next((a for a in legal if a.tiles == pick), None)
        if a is not None and a not in out:
            out.append(a)
    if chosen is not None and chosen not in out and chosen in legal:
        out.append(chosen)
    return out


def candidates(table: Table, seat: int, chosen: Action | None = None) -> list[Action]:
    """The candidates judged at the table's decision for ``seat``: every legal action, but
    for exchange three (``exchange_candidates``)."""
    legal = table.pending().get(seat, ())
    if legal and legal[0].act is Act.EXCHANGE:
        return exchange_candidates(table.state.players[seat].hand, legal, chosen)
    return list(legal)


def play_out(t: Table, bots: Sequence[Bot]) -> None:
    """Play the hand to its end, every seat by its bot (a lone legal action is taken)."""
    while not t.over:
        for s, legal in t.pending().items():
            t.submit(s, legal[0] if len(legal) == 1 else bots[s].choose(t.view(s), legal))
            if t.over:
                break


def _best(samples: Sequence[Sequence[float]], cands: Sequence[Action]) -> int:
    """The race's winner: the most futures, then the highest mean (as ``Valuation.best``)."""
    return min(range(len(cands)), key=lambda c: (
        -len(samples[c]), -sum(samples[c]) / max(1, len(samples[c])), c))


class Futures:
    """The futures of one position, played in this process: future ``i`` is the same deal and
    the same bots for every candidate (``one``), worth to the seat its points from the
    decision, or with ``stakes`` the game's expected rank points at the hand's end."""

    def __init__(self, base: Table, seat: int, cands: Sequence[Action], policy: str,
                 stakes: Stakes | None, hand_start: Sequence[int], seed: int) -> None:
        self.base = base
        self.h = hidden(base, seat)
        self.seat = seat
        self.cands = cands
        self.policy = policy
        self.stakes = stakes
        self.hand_start = hand_start
        self.start = base.state.scores[seat]
        self.seed = seed

    def worth(self, t: Table) -> float:
        scores = t.state.scores
        if self.stakes is None:
            return float(scores[self.seat] - self.start)
        return self.stakes.worth(self.seat, [scores[s] - self.hand_start[s] for s in range(4)])

    def one(self, i: int, racing: Sequence[int]) -> list[float]:
        """Future ``i`` for the candidates ``racing`` (indices into ``cands``), in order."""
        rng = random.Random(self.seed * 1_000_003 + i)
        world = future_table(self.base, self.h, rng)
        bot_seeds = [rng.getrandbits(32) for _ in range(4)]
        out = []
        for c in racing:
            t = fork(world)
            t.submit(self.seat, self.cands[c])
            play_out(t, [make_bot(self.policy, s) for s in bot_seeds])
            out.append(self.worth(t))
        return out

    def play(self, indices: Sequence[int], racing: Sequence[int],
             cancelled: Callable[[], bool] | None) -> list[list[float]]:
        """Futures ``indices`` in order, one row each; ``cancelled`` is asked before each
        (a stale hint stops at once): fewer rows when it said so."""
        rows = []
        for i in indices:
            if cancelled is not None and cancelled():
                break
            rows.append(self.one(i, racing))
        return rows


class _Plays(Protocol):
    """What the race asks of its futures (``Futures`` here, or in worker processes)."""

    def play(self, indices: Sequence[int], racing: Sequence[int],
             cancelled: Callable[[], bool] | None) -> list[list[float]]: ...


FRESH = 1 << 24
"""Where the futures that check the action taken begin (``_check``): their seeds
(``seed * 1_000_003 + i``) are none of the race's."""


def _check(chosen: int, top: int, budget: Budget, futures: _Plays,
           cancelled: Callable[[], bool] | None) -> tuple[list[float], list[float]]:
    """After the race, the action taken against its best on futures the race did not play.
    The race's best has the highest of several noisy means, so on the race's own futures it
    leads the others by more than it really does: over 201 decisions of hk-modern (16 hands
    of four normal bots) the 30 losses found mistakes there averaged 23.2 points and 4.6 on
    other futures, where 3 of them were still mistakes. At least ``budget.least`` futures,
    then while the loss is above 0 but within ``z`` standard errors, up to ``budget.settle``.
    The race's best stays the best (what a hint names); only the loss is measured again."""
    fresh: list[list[float]] = [[], []]
    n = 0
    while n < budget.settle:
        end = min(budget.settle, n + budget.batch)
        rows = futures.play(range(FRESH + n, FRESH + end), (top, chosen), cancelled)
        for row in rows:
            fresh[0].append(row[0])
            fresh[1].append(row[1])
        if len(rows) < end - n:
            return fresh[0], fresh[1]  # cancelled
        n = end
        if n >= budget.least:
            loss, se = paired(fresh[0], fresh[1])
            if not 0.0 < loss <= budget.z * se:
                break
    return fresh[0], fresh[1]


def judge(events: Sequence[ev.Event], seat: int, *, chosen: Action | None = None,
          budget: Budget = DEFAULT_BUDGET, policy: str = POLICY,
          cancelled: Callable[[], bool] | None = None, table: Table | None = None,
          only: Sequence[Action] | None = None, stakes: Stakes | None = None,
          jobs: int = 1) -> Valuation:
    """Value every candidate of ``seat``'s decision after ``events`` (one hand's log from its
    ``HandStarted`` to the decision). ``chosen`` is always among the candidates judged. The
    futures are drawn from a seed made of the position, so the same log gives the same
    numbers, and the race does not depend on ``chosen`` (a hint at the same position, which
    passes none, finds the same best); ``cancelled`` is asked before each future.
    ``table``: the table already re-played through ``events`` (else it is re-played here;
    the other seats' answers it holds to a choice made together are not read: ``as_logged``).
    ``only``: value these actions alone (each gets the very numbers it would get among all
    the candidates, the race aside). ``stakes``: a future is worth the game's expected rank
    points at the hand's end (``review.stakes``) instead of the points from the decision.
    ``jobs`` above 1: each batch's futures are played by that many worker processes
    (``review.parallel``), with the same numbers."""
    base = as_logged(table) if table is not None else table_at(events)
    cands = list(only) if only is not None else candidates(base, seat, chosen)
    if not cands:
        raise ValueError(f"seat {seat} has no decision after these events")
    first = events[0]
    assert isinstance(first, ev.HandStarted)
    seed = position_seed(events, seat)
    futures: _Plays
    if jobs > 1:
        from mahjong_gui.review.parallel import FuturesInProcesses

        futures = FuturesInProcesses(events, seat, cands, policy, stakes, seed, jobs, lambda: (
            Futures(base, seat, cands, policy, stakes, first.scores, seed)))
    else:
        futures = Futures(base, seat, cands, policy, stakes, first.scores, seed)
    samples: list[list[float]] = [[] for _ in cands]
    alive = list(range(len(cands)))

    n = 0
    stopped = False
    while n < budget.most:
        rows = futures.play(range(n, n + budget.batch), alive, cancelled)
        for row in rows:
            for c, v in zip(alive, row, strict=True):
                samples[c].append(v)
        if len(rows) < budget.batch:
            stopped = True  # cancelled: a stale hint stops at once
            break
        n += budget.batch
        if only is not None:
            continue  # valued, not raced: every future is played
        if len(cands) == 1:
            break
        if n >= budget.least:
            alive = _racing(alive, samples, n, budget.z)
            if len(alive) == 1:
                break  # the best is separated
    top = _best(samples, cands)
    checked = None
    if chosen in cands and only is None and not stopped and cands.index(chosen) != top:
        fresh = _check(cands.index(chosen), top, budget, futures, cancelled)
        checked = (chosen, tuple(fresh[0]), tuple(fresh[1]))
    return _judgement(seat, cands, samples, top, checked)


def _racing(alive: list[int], samples: list[list[float]], n: int, z: float) -> list[int]:
    """The candidates still racing after ``n`` futures: the best by mean (the first on a tie)
    and every one it is not ``z`` standard errors of the paired difference ahead of."""
    means = {c: sum(samples[c]) / n for c in alive}
    top = max(alive, key=lambda c: (means[c], -c))
    keep = [top]
    for c in alive:
        if c == top:
            continue
        d, se = paired(samples[top], samples[c])
        if not d > z * se:
            keep.append(c)
    return sorted(keep)


def _judgement(seat: int, cands: list[Action], samples: list[list[float]], top: int,
               checked: tuple[Action, tuple[float, ...], tuple[float, ...]] | None = None
               ) -> Valuation:
    """Every candidate's estimate, best first: the race's winner ``top``, then the most
    futures (the ones that raced longest), then the highest value; ``checked``: the action
    taken checked against it (``_check``)."""
    ests = []
    for c, a in enumerate(cands):
        m, se = mean_se(samples[c])
        ests.append((Estimate(a, m, se, len(samples[c])), tuple(samples[c])))
    ests.sort(key=lambda x: (x[0].action != cands[top], -x[0].futures, -x[0].ev,
                             cands.index(x[0].action)))
    return Valuation(seat, tuple(e for e, _ in ests), tuple(s for _, s in ests), checked)
