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


def discards_by_replaying(hand: Sequence[int], melds: Sequence[Meld] = (), void: str | None = None,
                          visible: Sequence[int] = (), *,
                          family: analysis.Family = analysis.Family.SICHUAN
                          ) -> list[analysis.DiscardOption]:
    """The discard analysis as it was first written (issue 17's reference): every candidate
    and every added tile measured with a full shanten call."""
    A = analysis
    idx = A._split(hand, melds, (14,))
    v = A._void_index(void)
    unseen = A.unseen_counts(hand, melds, visible)
    options = []
    rest = list(hand)
    for t in sorted(set(hand)):
        rest.remove(t)
        s = A._slot(t)
        idx[s] -= A._DIGIT[t]
        sh = A._shanten_at(idx, melds, v, family, rest)
        count, kinds = A._ukeire_at(idx, melds, v, family, rest, unseen, sh)
        ws = A.waits(rest, melds, void, family=family) if sh == 0 else ()
        options.append(A.DiscardOption(A.TILES[t], sh, count, kinds, ws))
        idx[s] += A._DIGIT[t]
        rest.append(t)
    options.sort(key=lambda o: (o.shanten, -o.ukeire, o.tile))
    return options
