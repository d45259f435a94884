"""Hong Kong self-play and decision speed against the Sichuan (mil) figures (issue 33 item 4).

    python benchmarks/hk_speed_bench.py [--levels normal,strong] [--hands 100] [--rounds 3]
                                        [--seed 1] [--profile hk-modern] [--calibrate TREE]

One process, one core, CPU time (``time.process_time``). Each round plays ``--hands`` hands of
four bots of one level on the Hong Kong profile and on mil, one after the other, so both meet
the same minutes of this shared machine; the figures are ratios of the two. The hands per
CPU-second are those of plain self-play (``Simulation``); every decision's CPU time is taken
in a second pass of each round on other walls (seed + 1000), its timer outside the hands
counted (the timer costs about 4% of a Hong Kong hand). Prints, per level, the median round's
hands per CPU-second on each and their ratio, and the decisions' CPU time (p50, p95, max) on
each with the ratio of the p50s and p95s. Issue 33's goals: Hong Kong decisions within 2x
mil's at the same level; four normal bots at least 100 hands per CPU-second, four strong at
least 20 (absolute figures: they move with the machine's load).

``--calibrate TREE`` (a checkout of the landed main the issue measured: ``git worktree add
/tmp/issue33 db0d676``) instead plays plain self-play of this tree and of TREE in turn, each in
a fresh process, and scales this tree's hands per CPU-second to the machine the issue was
measured on: by the issue's figures for TREE's own Hong Kong and mil self-play.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from statistics import median
from typing import Any

from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.views import SeatView
from mahjong_gui.heap import freeze_long_lived
from mahjong_gui.simulate import Simulation

GOALS = {"normal": 100.0, "strong": 20.0}
# What the issue measured with the code of its day (the landed main, commit db0d676), hands
# per CPU-second of four bots of a level: Hong Kong's, then mil's (low, high).
ISSUE_FIGURES = {"normal": ((30.0, 30.0), (150.0, 170.0)),
                 "strong": ((9.0, 10.0), (21.0, 31.0))}
# One round of plain self-play in a fresh process, for this tree or another checkout: code
# every version of the engine since the issue runs (its collector settings where it has them).
_ROUND = """
import sys, time
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.simulate import Simulation
profile, level, hands, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
sim = Simulation(get_profile(profile), (level,) * 4, seed, False)
sim.run_hands(max(2, hands // 5))
try:
    from mahjong_gui.heap import freeze_long_lived
except ImportError:
    pass
else:
    freeze_long_lived("self-play")
t0 = time.process_time()
sim.run_hands(hands)
print(hands / (time.process_time() - t0))
"""


class _Timed:
    """A bot whose every decision's CPU time is kept in ``into``, and by its kind in
    ``kinds`` (``kind``)."""

    def __init__(self, bot: Any, into: list[float], kinds: dict[str, list[float]]) -> None:
        self.bot = bot
        self.into = into
        self.kinds = kinds

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        t0 = time.process_time()
        a = self.bot.choose(view, legal)
        spent = time.process_time() - t0
        self.into.append(spent)
        self.kinds.setdefault(kind(view, legal), []).append(spent)
        return a


def kind(view: SeatView, legal: tuple[Action, ...]) -> str:
    """What a decision is: a call or pass on a discard ("claim"), a discard of the void suit
    that must go first (Sichuan: "void discard"), a turn with one move ("forced"), any other
    turn ("turn"), or the hand's opening choices (Sichuan's exchange and void: "opening")."""
    acts = {a.act for a in legal}
    if Act.PASS in acts:
        return "claim"
    if acts & {Act.EXCHANGE, Act.VOID}:
        return "opening"
    if view.void is not None and any(t // 9 == "mps".index(view.void) for t in view.hand
                                     if t < 27):
        return "void discard"
    return "forced" if len(legal) == 1 else "turn"


class _TimedSimulation(Simulation):
    decisions: list[float]
    kinds: dict[str, list[float]]

    def _players(self, rotation: int, salt: int) -> tuple[list[Any], list[str]]:
        players, names = super()._players(rotation, salt)
        return [_Timed(p, self.decisions, self.kinds) for p in players], names


def run(profile: str, level: str, hands: int, seed: int
        ) -> tuple[float, list[float], dict[str, list[float]]]:
    """Hands per CPU-second of four ``level`` bots, checks off, every decision's CPU time
    (the hands per CPU-second with the decision timer in them), and the same by ``kind``."""
    sim = _TimedSimulation(get_profile(profile), (level,) * 4, seed, False)  # type: ignore[arg-type]
    sim.decisions = []
    sim.kinds = {}
    freeze_long_lived("self-play")
    t0 = time.process_time()
    sim.run_hands(hands)
    return hands / (time.process_time() - t0), sim.decisions, sim.kinds


def speed(profile: str, level: str, hands: int, seed: int) -> float:
    """Hands per CPU-second of plain self-play of four ``level`` bots, checks off."""
    sim = Simulation(get_profile(profile), (level,) * 4, seed, False)
    freeze_long_lived("self-play")
    t0 = time.process_time()
    sim.run_hands(hands)
    return hands / (time.process_time() - t0)


def pct(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))] * 1000 if s else 0.0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--levels", default="normal,strong")
    ap.add_argument("--hands", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--profile", default="hk-modern")
    ap.add_argument("--calibrate", metavar="TREE",
                    help="a checkout of the code the issue measured (commit db0d676)")
    args = ap.parse_args(argv)
    if args.calibrate:
        return calibrate(args.calibrate, args.levels.split(","), args.profile, args.hands,
                         args.rounds, args.seed)
    for level in args.levels.split(","):
        run(args.profile, level, 3, args.seed + 99)  # warm the remembered tables
        run("mil", level, 3, args.seed + 99)
        speeds: dict[str, list[float]] = {args.profile: [], "mil": []}
        times: dict[str, list[float]] = {args.profile: [], "mil": []}
        kinds: dict[str, dict[str, list[float]]] = {args.profile: {}, "mil": {}}
        hands = args.hands if level != "strong" else max(1, args.hands // 4)
        for r in range(args.rounds):
            for profile in (args.profile, "mil"):
                speeds[profile].append(speed(profile, level, hands, args.seed + r))
            for profile in (args.profile, "mil"):
                _, spent, by_kind = run(profile, level, hands, args.seed + r + 1000)
                times[profile] += spent
                for k, v in by_kind.items():
                    kinds[profile].setdefault(k, []).extend(v)
        hk, mil = median(speeds[args.profile]), median(speeds["mil"])
        print(f"four {level} bots, {args.rounds} rounds of {hands} hands, checks off:")
        print(f"  {args.profile}: {hk:.1f} hands/CPU-s (rounds "
              f"{', '.join(f'{x:.1f}' for x in speeds[args.profile])}; goal "
              f"{GOALS.get(level, 0):.0f})")
        print(f"  mil: {mil:.1f} hands/CPU-s (rounds "
              f"{', '.join(f'{x:.1f}' for x in speeds['mil'])}); ratio {hk / mil:.2f}")
        row = {p: (pct(times[p], 0.5), pct(times[p], 0.95), pct(times[p], 1.0), len(times[p]))
               for p in times}
        for p, (p50, p95, mx, n) in row.items():
            print(f"  {p} decisions: {n}, CPU ms p50 {p50:.3f} p95 {p95:.3f} max {mx:.1f}")
        a, b = row[args.profile], row["mil"]
        print(f"  {args.profile} / mil per decision: p50 {a[0] / b[0]:.2f}x, "
              f"p95 {a[1] / b[1]:.2f}x (goal: within 2x)")
        for p in times:
            total = len(times[p])
            print(f"  {p} by kind: " + "; ".join(
                f"{k} {len(v) / total:.0%} p50 {pct(v, 0.5):.3f} ms"
                for k, v in sorted(kinds[p].items(), key=lambda kv: -len(kv[1]))))
        turns = kinds[args.profile].get("turn", []), kinds["mil"].get("turn", [])
        if turns[0] and turns[1]:
            ratio = pct(turns[0], 0.5) / pct(turns[1], 0.5)
            print(f"  turns with a choice alone: p50 {ratio:.2f}x mil's (not the goal's "
                  f"measure: the goal counts every decision)")
    return 0


def one_round(tree: str, profile: str, level: str, hands: int, seed: int) -> float:
    """Hands per CPU-second of ``hands`` hands of four ``level`` bots, the code of ``tree``,
    in a fresh process."""
    env = dict(os.environ, PYTHONPATH=tree, PYTHONHASHSEED="0")
    out = subprocess.run([sys.executable, "-c", _ROUND, profile, level, str(hands), str(seed)],
                         cwd=tree, env=env, capture_output=True, text=True, check=True)
    return float(out.stdout.split()[-1])


def calibrate(old: str, levels: list[str], profile: str, hands: int, rounds: int,
              seed: int) -> int:
    """This tree's self-play against the issue's code (``old``) in the same minutes, scaled to
    the issue's machine by the issue's own figures for that code."""
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    old = os.path.abspath(old)
    for level in levels:
        n = hands if level != "strong" else max(1, hands // 4)
        got: dict[tuple[str, str], list[float]] = {}
        for r in range(rounds):
            trees = (here, old) if r % 2 == 0 else (old, here)  # who goes first alternates
            for p in (profile, "mil"):
                for tree in trees:
                    got.setdefault((tree, p), []).append(
                        one_round(tree, p, level, n, seed + r))
        m = {k: median(v) for k, v in got.items()}
        (hk_lo, hk_hi), (mil_lo, mil_hi) = ISSUE_FIGURES[level]
        print(f"four {level} bots, {rounds} rounds of {n} hands in fresh processes, "
              f"checks off, hands/CPU-s (median; rounds):")
        for tree, name in ((here, "this tree"), (old, "the issue's code")):
            for p in (profile, "mil"):
                print(f"  {name}, {p}: {m[tree, p]:.1f} ("
                      f"{', '.join(f'{x:.1f}' for x in got[tree, p])})")
        by_hk = m[here, profile] / m[old, profile]
        by_mil = m[here, profile] / m[old, "mil"]
        print(f"  {profile}: {by_hk:.2f}x the issue's code; on the issue's machine "
              f"{by_hk * hk_lo:.1f}-{by_hk * hk_hi:.1f} by its {profile} "
              f"({hk_lo:.0f}-{hk_hi:.0f}), {by_mil * mil_lo:.1f}-{by_mil * mil_hi:.1f} by its "
              f"mil ({mil_lo:.0f}-{mil_hi:.0f}); goal {GOALS.get(level, 0):.0f}")
        print(f"  mil: {m[here, 'mil'] / m[old, 'mil']:.2f}x the issue's code")
    return 0


if __name__ == "__main__":
    sys.exit(main())
