"""Speed of the game engine itself: hands per second with trivial bots, on one core.

    python benchmarks/game_bench.py [--hands 400] [--seed 1]

For each profile it plays hands with the "first" bot (always the first legal action, so nearly
all the time is the engine's) and with the "random" bot, and prints hands per second, then the
same with the per-event invariant checks that ``simulate`` runs, and the number of violations
over all of them. Target (issue 4): >= 100 hands per second without the checks.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from mahjong_gui.bots import make_bot
from mahjong_gui.engine.checks import invariant_violations, replay_hand
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.engine.table import Table, hand_seed, play_hand


def run(profile_id: str, bot: str, hands: int, seed: int, check: bool) -> tuple[float, int]:
    profile = PROFILES[profile_id]
    violations = 0
    t0 = time.perf_counter()
    for k in range(hands):
        table = Table(profile, hand_seed(seed, k), dealer=k % 4, hand_no=k)
        play_hand(table, [make_bot(bot, seed * 4 + s) for s in range(4)])
        if check:
            violations += len(invariant_violations(table.events, table.state))
            replay_hand(table.events)
    return hands / (time.perf_counter() - t0), violations


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    total_violations = 0
    print(f"{'profile':<12} {'bot':<7} {'hands/s':>9} {'checked hands/s':>16}  "
          "(target >= 100 hands/s unchecked)")
    for profile_id in PROFILES:
        for bot in ("first", "random"):
            speed, _ = run(profile_id, bot, args.hands, args.seed, check=False)
            checked, violations = run(profile_id, bot, args.hands // 4, args.seed, check=True)
            total_violations += violations
            print(f"{profile_id:<12} {bot:<7} {speed:>9.1f} {checked:>16.1f}   "
                  f"ratio to target {speed / 100:.2f}x")
    print(f"invariant violations: {total_violations}")
    return 0 if total_violations == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
