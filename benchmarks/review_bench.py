"""Speed of the review on one core (CPU time of this process), as ratios to issue 27's targets.

    python benchmarks/review_bench.py [--seed 1] [--matches 1] [--mil-hands 2] [--hk-hands 0]
                                      [--policy normal]

Plays seeded games with four normal bots, saves them, and reviews seat 0 of each with the
judge's default budget: a whole 4-hand majsoul match (target: at most 60 s), a mil hand (at
most 15 s), and the time from opening the save to the first judged decision (at most 2 s).
Ratios below 1 meet the targets. ``--hk-hands N`` also reviews N hk-modern hands, against
the mil hand's target (issue 27 set none for Hong Kong; issue 33 notes that a Hong Kong
review's speed is its normal bots' speed); their first decisions count in the slowest.
``--policy strong`` plays the futures with the strong bot instead (the comparison behind the
judge's choice of the normal level).
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from mahjong_gui.bots import make_bot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Match, play_match
from mahjong_gui.review.review import review
from mahjong_gui.store.saves import SaveHeader, load_game, save_game

TARGETS = {"majsoul match": 60.0, "mil hand": 15.0, "first decision": 2.0,
           "hk-modern hand": 15.0}


def _save(folder: Path, profile_id: str, seed: int, hands: int) -> Path:
    match = Match(get_profile(profile_id), seed, hands=hands)
    play_match(match, [make_bot("normal", seed + s) for s in range(4)])
    start = match.events[0]
    assert isinstance(start, ev.HandStarted)
    seats = tuple({"name": f"P{s}", "player": "human" if s == 0 else "bot:normal"}
                  for s in range(4))
    path = folder / f"{profile_id}-{seed}.mjsave"
    save_game(path, SaveHeader(profile_id, dict(start.options), seats, seed), match.events)
    return path


def _review(path: Path, policy: str) -> tuple[float, float, int]:
    """CPU seconds to the first decision (the save opened and checked included), in all, and
    the decisions judged."""
    t0 = time.process_time()
    game = load_game(path)
    first = None
    n = 0
    for _ in review(game.events, 0, policy=policy):
        if first is None:
            first = time.process_time() - t0
        n += 1
    return first or 0.0, time.process_time() - t0, n


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--matches", type=int, default=1, help="4-hand majsoul matches")
    ap.add_argument("--mil-hands", type=int, default=2, help="mil hands (one per save)")
    ap.add_argument("--hk-hands", type=int, default=0,
                    help="hk-modern hands (one per save; the mil hand's target)")
    ap.add_argument("--policy", default="normal", help="the bot that plays the futures")
    args = ap.parse_args(argv)
    rows: list[tuple[str, float, int]] = []
    firsts: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        for k in range(args.matches):
            first, total, n = _review(_save(Path(folder), "majsoul", args.seed + k, 4),
                                      args.policy)
            rows.append(("majsoul match", total, n))
            firsts.append(first)
        for k in range(args.mil_hands):
            first, total, n = _review(_save(Path(folder), "mil", args.seed + 100 + k, 1),
                                      args.policy)
            rows.append(("mil hand", total, n))
            firsts.append(first)
        for k in range(args.hk_hands):
            first, total, n = _review(_save(Path(folder), "hk-modern", args.seed + 200 + k, 1),
                                      args.policy)
            rows.append(("hk-modern hand", total, n))
            firsts.append(first)
    print(f"review speed, futures by the {args.policy} bot, CPU seconds of one core")
    print(f"{'what':<16} {'seconds':>8} {'decisions':>9} {'s/decision':>10} {'target':>7} "
          f"{'ratio':>6}")
    for what, total, n in rows:
        target = TARGETS[what]
        print(f"{what:<16} {total:>8.2f} {n:>9} {total / max(n, 1):>10.3f} {target:>7.0f} "
              f"{total / target:>6.2f}")
    worst_first = max(firsts)
    print(f"{'first decision':<16} {worst_first:>8.2f} {'':>9} {'':>10} "
          f"{TARGETS['first decision']:>7.0f} {worst_first / TARGETS['first decision']:>6.2f}"
          "   (the slowest of the saves)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
