"""How well the strong bot's chance model predicts its wins (Sichuan profiles).

    python scripts/outlook_calibration.py [--profile mil] [--hands 500] [--seed 1]

Four strong bots play ``--hands`` hands. At every turn decision that comes with an outlook (the
chosen discard's chance to win before the wall runs out, ``bots/outlook.py``) the prediction
is kept with the seat, and when the hand is over each prediction is compared with whether that
seat won in it. The table prints, by target and shanten and by the stage of the hand (early:
more than 40 tiles in the wall, late: 20 or fewer), the decisions counted, the mean predicted
chance, the share that won, and their ratio (above 1: the model is pessimistic there).
A seat that wins with another pattern than the one predicted counts as a win.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_gui.bots.strong import StrongBot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Action
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.state import Phase
from mahjong_gui.engine.table import Table, play_hand
from mahjong_gui.engine.views import SeatView
from mahjong_gui.heap import freeze_long_lived

EARLY_WALL, LATE_WALL = 40, 20
MIN_ROWS = 50  # groups with fewer decisions are not printed


def stage(wall: int) -> str:
    return "early" if wall > EARLY_WALL else ("mid" if wall > LATE_WALL else "late")


@dataclass
class Group:
    n: int = 0
    predicted: float = 0.0
    won: int = 0

    def add(self, chance: float, won: bool) -> None:
        self.n += 1
        self.predicted += chance
        self.won += won


class Recorder(StrongBot):
    """A strong bot that keeps each turn prediction it makes in ``rows``: (seat, target,
    shanten, chance, wall)."""

    def __init__(self, seed: int, rows: list[tuple[int, str, int, float, int]]) -> None:
        super().__init__(seed)
        self.rows = rows

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        d = self.decide(view, legal)
        ol = d.outlook
        if ol is not None and view.phase is Phase.TURN:
            self.rows.append((view.seat, ol.target, ol.shanten, ol.chance, view.wall))
        return d.action


def plays_outlook(profile_id: str) -> bool:
    """Whether the strong bot plays ``profile_id`` with the brain this script measures (its
    own, not another family's)."""
    return StrongBot(0).family_brain(Table(get_profile(profile_id), 0).view(0)) is None


def play(profile_id: str, seed: int) -> tuple[list[tuple[int, str, int, float, int]], set[int]]:
    """One hand of four recording strong bots: their predictions and the seats that won."""
    rows: list[tuple[int, str, int, float, int]] = []
    table = Table(get_profile(profile_id), seed, dealer=seed % 4)
    play_hand(table, [Recorder(seed * 4 + s, rows) for s in range(4)])
    return rows, {e.seat for e in table.events if isinstance(e, ev.Won)}


def calibrate(profile_id: str, hands: int, seed: int) -> dict[tuple[str, str], Group]:
    """The groups by (target, shanten or stage), ``("all", stage)`` included."""
    if not plays_outlook(profile_id):
        raise ValueError(f"{profile_id}: the strong bot plays it with another brain")
    groups: dict[tuple[str, str], Group] = {}
    freeze_long_lived("calibration")
    for h in range(hands):
        rows, winners = play(profile_id, seed * 100_000 + h)
        for seat, target, sh, chance, wall in rows:
            for key in ((target, f"shanten {min(sh, 3)}"), (target, stage(wall)),
                        ("all", stage(wall))):
                groups.setdefault(key, Group()).add(chance, seat in winners)
    return groups


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--profile", default="mil")
    ap.add_argument("--hands", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    if not plays_outlook(args.profile):
        print(f"outlook_calibration: the strong bot plays {args.profile} with another brain "
              "than the one measured here (a Sichuan profile is needed)", file=sys.stderr)
        return 2
    groups = calibrate(args.profile, args.hands, args.seed)
    print(f"{'target':<12} {'group':<10} {'decisions':>9} {'predicted':>9} {'won':>6} {'ratio':>6}")
    for (target, part), g in sorted(groups.items()):
        if g.n < MIN_ROWS:
            continue
        mean = g.predicted / g.n
        print(f"{target:<12} {part:<10} {g.n:>9} {mean:>9.3f} {g.won / g.n:>6.3f} "
              f"{g.won / g.predicted if g.predicted else 0.0:>6.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
