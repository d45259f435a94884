"""Speed of the scorebook: how long one change takes to re-settle a whole session.

    python benchmarks/scorebook_bench.py [--repeat 10]

The Scorebook re-settles the session on every keystroke of an entry dialog (the preview) and
on every write, so a long club evening must stay interactive. Each hand has a kong, a win on a
discard and a self-draw given by their tiles (scored by the engine), and a wall end with one
hand to analyse: the expensive kind. Prints milliseconds per re-settle and the ratio to a
50 ms budget (below 1.0: the preview keeps up with typing).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from mahjong_gui.store.scorebook import Scorebook

HAND = [
    {"type": "kong", "seat": 2, "kind": "concealed"},
    {"type": "win", "seat": 0, "from": 3, "hand": "234m567m11p345p67p8p"},
    {"type": "win", "seat": 1, "hand": "111s222s333p444p66s"},
    {"type": "wall_end", "players": {
        "2": {"hand": "123s456s1p3p5p7p", "melds": ["ankong:9s"]},
        "3": {"status": "pig"}}},
]
BUDGET_MS = 50.0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=10)
    args = ap.parse_args(argv)
    print(f"{'hands':>6} {'ms per re-settle':>17} {'ratio to 50 ms':>15}")
    for n in (8, 32, 128):
        book = Scorebook(":memory:")
        sid = book.create_session("bench", "mil", ["a", "b", "c", "d"])
        for _ in range(n):
            book.add_hand(sid, HAND)
        hands = book.hands(sid)
        t0 = time.perf_counter()
        for _ in range(args.repeat):
            book.check_hands(sid, hands)
        ms = (time.perf_counter() - t0) / args.repeat * 1000
        print(f"{n:>6} {ms:>17.1f} {ms / BUDGET_MS:>15.2f}")
        book.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
