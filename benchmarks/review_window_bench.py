"""How soon the review window shows decisions (issue 27 item 5: the first on screen within 2 s),
as ratios to that goal. Wall time on an offscreen Qt, the judge's default budget.

    python benchmarks/review_window_bench.py [--seed 3] [--profiles mil,hk-modern]

For each profile a seeded game of four normal bots (two hands in Sichuan, one in Hong Kong)
is opened in the review window; measured are the time until the timeline holds every decision
of seat 0 (each still to judge) and until the first one is judged. The window is closed there
(the judging of the rest is not timed). Ratios below 1 meet the goal.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Sequence

GOAL = 2.0


def measure(profile_id: str, seed: int, hands: int) -> tuple[float, float, int]:
    from PySide6.QtWidgets import QApplication

    from mahjong_gui.bots import make_bot
    from mahjong_gui.engine.rules import get_profile
    from mahjong_gui.engine.table import Match, play_match
    from mahjong_gui.ui.review_window import ReviewWindow

    app = QApplication.instance() or QApplication([])
    match = Match(get_profile(profile_id), seed, hands=hands)
    play_match(match, [make_bot("normal", seed + s) for s in range(4)])
    start = time.perf_counter()
    w = ReviewWindow(match.events, 0, ["", "", "", ""], learner=False)
    w.resize(1120, 720)
    w.show()
    while w.timeline.count() == 0:
        app.processEvents()
        time.sleep(0.001)
    listed = time.perf_counter() - start
    while not w.decisions:
        app.processEvents()
        time.sleep(0.001)
    app.processEvents()
    first = time.perf_counter() - start
    total = w.total or 0
    w.stop()
    w.close()
    return listed, first, total


def main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--profiles", default="mil,hk-modern")
    ns = p.parse_args(argv)
    print(f"{'game':<16} {'decisions':>9} {'listed s':>9} {'ratio':>6} {'judged s':>9} "
          f"{'ratio':>6}")
    for profile_id in ns.profiles.split(","):
        hands = 2 if profile_id in ("mil", "mahjchina", "competition") else 1
        listed, first, total = measure(profile_id, ns.seed, hands)
        print(f"{profile_id + ' x' + str(hands):<16} {total:>9} {listed:>9.2f} "
              f"{listed / GOAL:>6.2f} {first:>9.2f} {first / GOAL:>6.2f}")
    print(f"(ratios to {GOAL:.0f} s; below 1 meets the goal; wall time: a busy machine adds)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
