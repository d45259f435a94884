"""Are the review judge's numbers honest? Over self-play decisions, the judge's expected points
for the action each seat took against the points that seat then made to the hand's end.

    python scripts/review_calibration.py [--rules mil] [--decisions 2000] [--futures 16]
                                         [--seed 1] [--bins 8]

Four normal bots play seeded hands (the level the judge plays its futures with, so a fair
judge predicts their results without bias); every decision with more than one legal action, of
every seat, has the action taken valued over ``--futures`` futures dealt from that seat's
view. Prints the mean residual (what happened minus what was predicted) with its standard error
over hands (the decisions of one hand share its outcome), and the calibration by bins of the
prediction: mean predicted, mean happened, its standard error.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_gui.bots import make_bot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table, hand_seed, play_hand
from mahjong_gui.review.judge import Budget, judge
from mahjong_gui.review.review import decision_points


@dataclass(frozen=True, slots=True)
class Row:
    hand: int
    predicted: float
    se: float
    happened: float


@dataclass(frozen=True, slots=True)
class Bin:
    n: int
    predicted: float
    happened: float
    se: float  # of ``happened``'s mean


def rows_of_hand(profile_id: str, seed: int, hand: int, futures: int) -> list[Row]:
    """One self-play hand: every seat's decisions valued and what came of them."""
    table = Table(get_profile(profile_id), hand_seed(seed, hand), dealer=hand % 4,
                  hand_no=hand)
    play_hand(table, [make_bot("normal", seed * 4 + s) for s in range(4)])
    events = table.events
    end = events[-1]
    assert isinstance(end, ev.HandEnded)
    budget = Budget(most=futures, least=futures, batch=min(8, futures))
    out = []
    for seat in range(4):
        for pt in decision_points(events, seat):
            j = judge(pt.events, seat, budget=budget, table=pt.table, only=[pt.chosen])
            e = j.estimates[0]
            out.append(Row(hand, e.ev, e.se, float(end.scores[seat] - pt.state.scores[seat])))
    return out


def mean_residual(rows: Sequence[Row]) -> tuple[float, float]:
    """Mean of happened - predicted, and its standard error with the hands as clusters."""
    n = len(rows)
    if n == 0:
        return 0.0, 0.0
    m = sum(r.happened - r.predicted for r in rows) / n
    sums: dict[int, float] = {}
    for r in rows:
        sums[r.hand] = sums.get(r.hand, 0.0) + (r.happened - r.predicted - m)
    k = len(sums)
    if k < 2:
        return m, 0.0
    return m, math.sqrt(sum(s * s for s in sums.values()) * k / (k - 1)) / n


def bins(rows: Sequence[Row], count: int) -> list[Bin]:
    """Equal-count bins of the prediction (the last takes the remainder)."""
    ordered = sorted(rows, key=lambda r: (r.predicted, r.hand))
    size = max(1, len(ordered) // count)
    out = []
    for b in range(count):
        part = ordered[b * size:(b + 1) * size if b < count - 1 else len(ordered)]
        if not part:
            continue
        n = len(part)
        hap = sum(r.happened for r in part) / n
        var = sum((r.happened - hap) ** 2 for r in part) / (n - 1) if n > 1 else 0.0
        out.append(Bin(n, sum(r.predicted for r in part) / n, hap, math.sqrt(var / n)))
    return out


def run(profile_id: str, decisions: int, futures: int, seed: int) -> list[Row]:
    rows: list[Row] = []
    hand = 0
    while len(rows) < decisions:
        rows += rows_of_hand(profile_id, seed, hand, futures)
        hand += 1
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rules", default="mil")
    ap.add_argument("--decisions", type=int, default=2000)
    ap.add_argument("--futures", type=int, default=16)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bins", type=int, default=8)
    args = ap.parse_args(argv)
    rows = run(args.rules, args.decisions, args.futures, args.seed)
    m, se = mean_residual(rows)
    hands = len({r.hand for r in rows})
    mean_se = sum(r.se for r in rows) / len(rows)
    print(f"{args.rules}: {len(rows)} decisions in {hands} hands, {args.futures} futures each "
          f"(mean standard error of a prediction {mean_se:.2f})")
    print(f"mean residual (happened - predicted): {m:+.3f} ± {se:.3f} "
          f"[{m - 2 * se:+.3f}, {m + 2 * se:+.3f}]")
    print(f"{'n':>6} {'predicted':>10} {'happened':>10} {'± se':>7}")
    for b in bins(rows, args.bins):
        print(f"{b.n:>6} {b.predicted:>10.2f} {b.happened:>10.2f} {b.se:>7.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
