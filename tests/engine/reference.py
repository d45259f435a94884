"""Slow, independent reference algorithms the fast engine is checked against."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from mahjong_gui.engine import analysis
from mahjong_gui.engine.melds import Meld


def suit_distances(counts: Sequence[int], sequences: bool) -> dict[tuple[int, int], int]:
    """Fewest tiles to add so one suit holds k sets and p pairs (k 0-4, p 0-1), by a rank-by-
    rank dynamic programme over the sets that start at each rank (no kind above four)."""
    n = len(counts)
    best: dict[tuple[int, int], int] = {}

    @cache
    def go(i: int, c1: int, c2: int, k: int, p: int) -> tuple[tuple[tuple[int, int], int], ...]:
        # c1: runs started at i-1 (still need i and i+1); c2: runs started at i-2 (need i)
        if i == n:
            return (((k, p), 0),) if c1 == 0 and c2 == 0 else ()
        out: dict[tuple[int, int], int] = {}
        max_runs = 4 if sequences and i + 2 < n else 0
        for pong in (0, 1):
            for pair in (0, 1 - p):
                for runs in range(max_runs + 1):
                    kk = k + pong + runs
                    use = c1 + c2 + runs + 3 * pong + 2 * pair
                    if use > 4 or kk > 4:
                        continue
                    cost = max(0, use - counts[i])
                    for key, rest in go(i + 1, runs, c1, kk, p + pair):
                        if cost + rest < out.get(key, 99):
                            out[key] = cost + rest
        return tuple(out.items())

    for key, cost in go(0, 0, 0, 0, 0):
        best[key] = cost
    return best


def is_win_by_search(hand: Sequence[int], melds: Sequence[Meld] = (),
                     void: str | None = None) -> bool:
    """A Sichuan win found by searching decompositions, with the void rule applied."""
    if void is not None and any(str(analysis.TILES[t])[-1] == void for t in hand):
        return False
    return bool(analysis.decompositions(hand, melds))
