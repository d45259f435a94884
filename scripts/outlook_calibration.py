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
from dataclasses import dataclass, field

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


@dataclass
class Recorder:
    """Four strong bots whose turn predictions are kept: (seat, target, shanten, chance, wall)."""

    seed: int
    rows: list[tuple[int, str, int, float, int]] = field(default_factory=list)

    def players(self) -> list[StrongBot]:
        rows = self.rows

        class Recorded(StrongBot):
            def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
                if self.family_brain(view) is not None:
                    raise SystemExit("outlook_calibration: a Sichuan profile is needed")
                d = self.decide(view, legal)
                ol = d.outlook
                if ol is not None and view.phase is Phase.TURN:
                    rows.append((view.seat, ol.target, ol.shanten, ol.chance, view.wall))
                return d.action

        return [Recorded(self.seed * 4 + s) for s in range(4)]


def calibrate(profile_id: str, hands: int, seed: int) -> dict[tuple[str, str], Group]:
    """The groups by (target, shanten or stage), ``("all", stage)`` included."""
    profile = get_profile(profile_id)
    groups: dict[tuple[str, str], Group] = {}
    freeze_long_lived("calibration")
    for h in range(hands):
        rec = Recorder(seed * 100_000 + h)
        table = Table(profile, seed * 100_000 + h, dealer=h % 4)
        play_hand(table, rec.players())
        winners = {e.seat for e in table.events if isinstance(e, ev.Won)}
        for seat, target, sh, chance, wall in rec.rows:
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
    if get_profile(args.profile).family != "sichuan":
        print("outlook_calibration: a Sichuan profile is needed", file=sys.stderr)
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
