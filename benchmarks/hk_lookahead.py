"""A one-draw lookahead for the Hong Kong strong brain's close discards, measured outside the
game: the brain ``HKLookBrain`` and the yardstick ``strong_look`` (figures: docs/bots.md).

The strong brain weighs a hand not yet ready by its improving tiles and a chance model of the
steps after them. Here the discards it values within a margin of its best (three at most, none
of them ready) are weighed one draw further: for each tile kind that improves the hand left (the
brain's own improving kinds of its nearest plans), the brain's best value of the hand that draw
makes, one round fewer to go; for every other draw, the hand left as it is, one round fewer.
No sampling and no clock: the work is the improving kinds of three hands at most.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mahjong_gui.bots.hongkong import HKKnowledge, Row
from mahjong_gui.bots.hongkong.brain import _take
from mahjong_gui.bots.hongkong.plans import best_plans, plan_improving
from mahjong_gui.bots.hongkong.turns import discard_rows
from mahjong_gui.engine.tiles import TILES, Tile

try:  # run as a script, this file's folder is on the path; imported from the tests, the root
    from hk_search import close
    from hk_variants import HKVariantBrain
except ImportError:
    from benchmarks.hk_search import close
    from benchmarks.hk_variants import HKVariantBrain

WIDTH = 3  # the discards looked at, at most


class HKLookBrain(HKVariantBrain):
    """The strong level's Hong Kong brain looking one draw further at its closest discards
    (the module's docstring). ``looks`` and ``switches`` count the turns looked at and the
    choices changed."""

    def __init__(self, seed: int, *, width: int = WIDTH, **options: object) -> None:
        super().__init__(seed, **options)  # type: ignore[arg-type]
        self.width = width
        self.looks = 0
        self.switches = 0

    def pick(self, k: HKKnowledge, scored: list[tuple[float, Row]],
             danger: Callable[[Tile, Row], float]) -> Row:
        choice = super().pick(k, scored, danger)
        rounds = self._rounds(k)
        if len(scored) < 2 or rounds <= 1.0:
            return choice
        near = [info for _, info in close(k, scored, self.width)]
        if len(near) < 2 or any(info[0] == 0 for info in near):
            return choice
        self.looks += 1
        best, high = near[0], -1e18
        for info in near:
            t = TILES[info[4]]
            value = self.look(k, _take(k.hand, [t]), rounds) - danger(t, info)
            if value > high + 1e-9:
                best, high = info, value
        if best is not near[0]:
            self.switches += 1
        return best

    def look(self, k: HKKnowledge, hand: list[Tile], rounds: float) -> float:
        """The 13 tiles ``hand`` (not ready) weighed one draw further: the expected best value
        after the next draw, ``rounds`` less one left."""
        pool = max(1, sum(k.unseen))
        later = rounds - 1.0
        stay = self._expected(k, list(hand), max(1, pool - 1), later)
        kinds: set[int] = set()
        for d, _, plan in best_plans(k.seat, hand, k.melds, plans=self.plans)[:self.breadth]:
            kinds.update(int(u) for u in plan_improving(plan, list(hand), k.melds, k.unseen,
                                                        d)[1])
        total = 0.0
        share = 0.0
        for u in sorted(kinds):
            n = k.unseen[u]
            if not n:
                continue
            unseen = list(k.unseen)
            unseen[u] -= 1
            drawn = (*hand, TILES[u])
            then = replace(k, hand=drawn, unseen=tuple(unseen))
            total += n / pool * max(stay, self._best_after(then, pool - 1, later))
            share += n / pool
        return total + (1.0 - share) * stay

    def _best_after(self, k: HKKnowledge, pool: int, rounds: float) -> float:
        """The strong brain's best value of a discard from ``k``'s 14 tiles (its threats' danger
        left out), ``rounds`` left."""
        each = self._each_discard(k)
        rows = discard_rows(k, list(k.hand), turn=each)
        return max([0.0, *(v for v, _ in self.weigh(k, rows, each, pool, rounds))])


def strong_look(seed: int) -> HKLookBrain:
    """The strong level's Hong Kong brain with the one-draw lookahead (``HKLookBrain``)."""
    return HKLookBrain(seed, defend=2.0)
