"""The bots' strength ladder, their decision latency and the self-play speed, on this machine.

    python benchmarks/bots_bench.py [--hands 4000] [--profiles mil,majsoul] [--jobs 2]
                                    [--seed 1] [--speed-hands 400] [--json]

For each profile (Hong Kong included) it plays strong vs normal, normal vs easy, strong vs
``strong_v1`` (the strong level before issue 17: its first search settings, and in Hong Kong the
strong brain's first deal-in weight and call margin; ``strong_variants.py``), and each level vs
``baseline`` (discards by shanten alone, takes every legal win, never calls) in duplicate mode (the
``Simulation`` of ``python -m mahjong_gui simulate --duplicate``: each wall dealt four times, to
a,b,a,b, b,a,b,a, a,a,b,b and b,b,a,a: ``simulate.duplicate_seatings``). The difference of the mean
score per hand comes with a 95% confidence interval computed from the per-wall paired differences
(the four deals of one wall are one sample), not from hands taken as independent. Then the decision
latency p50/p95/max per level over every decision played (wall clock, the target, and this thread's
CPU time, ``time.thread_time``, which leaves out the time the machine's other processes took), how
many of the strong bots' searches their cap on rollout steps shortened (a work budget: no clock
stops a search, so the games are the same on any machine), and hands per second with four normal
bots in one process (with and without the per-event invariant checks).

Targets: every difference's interval above zero; normal p95 < 5 ms; strong (and strong_v1)
p95 < 50 ms and max < 100 ms; four normal bots >= 20 hands per second on one core. ``--hands
400`` gives a quick run. ``--jobs`` splits the walls over processes (this machine has two
cores). ``--pairings strong-strong_v1 --profiles mil --speed-hands 0`` measures one step alone.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from mahjong_gui.bots import search
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table
from mahjong_gui.heap import freeze_long_lived
from mahjong_gui.simulate import Simulation

try:  # run as a script, this file's folder is on the path; imported from the tests, the root
    from strong_variants import make_bot
except ImportError:
    from benchmarks.strong_variants import make_bot

PAIRINGS = (("strong", "normal"), ("normal", "easy"), ("strong", "strong_v1"))
BASELINE_PAIRINGS = (("strong", "baseline"), ("normal", "baseline"), ("easy", "baseline"))
Z95 = 1.959964


class _CpuTimed:
    """A bot whose every decision's CPU time (``time.thread_time``: this thread's own, not
    the machine's other processes') is appended to ``times``."""

    def __init__(self, bot: Any, times: list[float]) -> None:
        self.bot = bot
        self.name = bot.name
        self.times = times

    def choose(self, view: Any, legal: Any) -> Any:
        t0 = time.thread_time()
        action = self.bot.choose(view, legal)
        self.times.append(time.thread_time() - t0)
        return action


class _PairedSimulation(Simulation):
    """A ``Simulation`` that also keeps every hand's seat names and score deltas, and each
    bot's decision CPU times (``cpu``, by bot name) beside the wall-clock ones."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.per_hand: list[tuple[tuple[str, ...], tuple[int, int, int, int]]] = []
        self.cpu: dict[str, list[float]] = {}

    def _players(self, rotation: int, salt: int) -> tuple[list[Any], list[str]]:
        # Simulation._players' seats and seeds, with the yardsticks of strong_variants too.
        names = self.seating(rotation)
        players = [make_bot(n, self.seed * 7919 + salt * 4 + s) for s, n in enumerate(names)]
        return [_CpuTimed(p, self.cpu.setdefault(n, []))
                for p, n in zip(players, names, strict=True)], names

    def _record(self, table: Table, names: list[str], times: list[list[float]]) -> None:
        super()._record(table, names, times)
        end = next(e for e in reversed(table.events) if isinstance(e, ev.HandEnded))
        self.per_hand.append((tuple(names), end.deltas))


@dataclass
class PairResult:
    """One pairing in one profile: per-wall differences (a minus b) and the decision times."""

    profile: str
    a: str
    b: str
    wall_diffs: list[float] = field(default_factory=list)
    hands: int = 0
    seconds: float = 0.0
    violations: int = 0
    searches: int = 0  # the strong bots' Monte Carlo searches
    cut: int = 0  # of them shortened by their cap on rollout steps
    times: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)  # the same decisions' CPU time

    def merge(self, other: PairResult) -> None:
        self.wall_diffs += other.wall_diffs
        self.hands += other.hands
        self.seconds += other.seconds
        self.violations += other.violations
        self.searches += other.searches
        self.cut += other.cut
        for k, v in other.times.items():
            self.times.setdefault(k, []).extend(v)
        for k, v in other.cpu.items():
            self.cpu.setdefault(k, []).extend(v)

    def summary(self) -> dict[str, Any]:
        n = len(self.wall_diffs)
        mean = statistics.fmean(self.wall_diffs) if n else 0.0
        sd = statistics.stdev(self.wall_diffs) if n > 1 else 0.0
        half = Z95 * sd / math.sqrt(n) if n else 0.0
        return {"profile": self.profile, "a": self.a, "b": self.b, "walls": n,
                "hands": self.hands, "diff": mean, "ci": (mean - half, mean + half),
                "sd_wall": sd, "violations": self.violations, "searches": self.searches,
                "searches_cut": self.cut,
                "hands_per_second": self.hands / self.seconds if self.seconds else 0.0}


def play_pair(profile_id: str, a: str, b: str, walls: int, seed: int,
              check: bool = True, options: tuple[tuple[str, str], ...] = ()) -> PairResult:
    """``walls`` duplicate walls of a and b (``duplicate_seatings`` of a,b,a,b) under
    ``profile_id`` with its ``options``."""
    sim = _PairedSimulation(get_profile(profile_id, dict(options)), (a, b, a, b), seed, check)
    freeze_long_lived("bots")  # as the app does once its first game has its bots
    counts = [0, 0]
    plain = search.run_options

    def counted(*args: Any, **kwargs: Any) -> search.SearchResult:
        result = plain(*args, **kwargs)
        counts[0] += 1
        counts[1] += result.stopped
        return result

    search.run_options = counted
    try:
        sim.run_hands(walls, duplicate=True)
    finally:
        search.run_options = plain
    out = PairResult(profile_id, a, b, hands=sim.hands, seconds=sim.seconds,
                     searches=counts[0], cut=counts[1],
                     violations=len(sim.violations),
                     times={name: list(t.times) for name, t in sim.by_bot.items()},
                     cpu=sim.cpu)
    for w in range(0, len(sim.per_hand), 4):
        diffs = []
        for names, deltas in sim.per_hand[w:w + 4]:
            sa = [deltas[s] for s in range(4) if names[s] == a]
            sb = [deltas[s] for s in range(4) if names[s] == b]
            diffs.append(statistics.fmean(sa) - statistics.fmean(sb))
        out.wall_diffs.append(statistics.fmean(diffs))
    return out


def _job(args: tuple[str, str, str, int, int, tuple[tuple[str, str], ...]]) -> PairResult:
    profile_id, a, b, walls, seed, options = args
    return play_pair(profile_id, a, b, walls, seed, options=options)


def run_pair(profile_id: str, a: str, b: str, hands: int, seed: int, jobs: int,
             options: tuple[tuple[str, str], ...] = ()) -> PairResult:
    """At least ``hands`` duplicate hands (four per wall), split over ``jobs`` processes, each
    with its own walls (seeds ``seed * 1000 + job``); ``options``: the profile's options."""
    walls = max(1, math.ceil(hands / 4))
    chunks = [walls // jobs + (1 if j < walls % jobs else 0) for j in range(jobs)]
    tasks = [(profile_id, a, b, n, seed * 1000 + j, options)
             for j, n in enumerate(chunks) if n]
    result = PairResult(profile_id, a, b)
    if jobs == 1:
        parts = [_job(t) for t in tasks]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            parts = list(pool.map(_job, tasks))
    for p in parts:
        result.merge(p)
    return result


def percentiles(times: Sequence[float]) -> dict[str, float]:
    ms = sorted(t * 1000 for t in times)
    if not ms:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0, "n": 0}

    def pct(q: float) -> float:
        return ms[min(len(ms) - 1, int(q * len(ms)))]

    return {"p50": pct(0.5), "p95": pct(0.95), "max": ms[-1], "n": len(ms)}


def speed(profile_id: str, hands: int, seed: int, check: bool) -> float:
    """Hands per second with four normal bots in this process (one core)."""
    sim = Simulation(get_profile(profile_id), ("normal",) * 4, seed, check)
    freeze_long_lived("self-play")  # the collector settings of the app and `simulate`
    t0 = time.perf_counter()
    sim.run_hands(hands)
    return sim.hands / (time.perf_counter() - t0)


LATENCY_TARGETS = {"easy": (5.0, None), "normal": (5.0, None), "strong": (50.0, 100.0),
                   "strong_v1": (50.0, 100.0)}


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=4000,
                    help="duplicate hands per pairing and profile (4 per wall; default 4000)")
    ap.add_argument("--profiles", default="mil,majsoul,hk-modern")
    ap.add_argument("--pairings",
                    default=",".join(f"{a}-{b}" for a, b in (*PAIRINGS, *BASELINE_PAIRINGS)),
                    help="comma-separated a-b pairs (default: strong-normal, normal-easy, "
                    "strong-strong_v1 and each level against baseline, the bot that discards "
                    "by shanten alone and takes every legal win)")
    ap.add_argument("--jobs", type=int, default=2, help="processes (default 2)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--speed-hands", type=int, default=400,
                    help="hands for the four-normal-bots speed run (0: skip)")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="a rule option of the profiles, e.g. min_faan=0 (repeatable)")
    ap.add_argument("--json", action="store_true", help="also print one JSON object")
    args = ap.parse_args(argv)
    if any("=" not in o for o in args.option):
        ap.error("--option takes KEY=VALUE")
    options = tuple((key, value) for key, _, value in (o.partition("=") for o in args.option))
    profiles = [p.strip() for p in args.profiles.split(",") if p.strip()]
    pairings = [tuple(p.split("-")) for p in args.pairings.split(",") if p]

    results: list[PairResult] = []
    ok = True
    print("Ladder: duplicate hands, bots a,b,a,b b,a,b,a a,a,b,b b,b,a,a; 95% CI from per-wall "
          f"paired differences ({args.jobs} processes)")
    print(f"{'profile':<12} {'a':<7} {'b':<9} {'hands':>6} {'a-b per hand':>13} "
          f"{'95% CI':>23} {'sd/wall':>8}  verdict")
    for profile_id in profiles:
        for a, b in pairings:
            t0 = time.perf_counter()
            r = run_pair(profile_id, a, b, args.hands, args.seed, args.jobs, options)
            results.append(r)
            s = r.summary()
            lo, hi = s["ci"]
            # The ladder's targets are its own steps; the baseline rows are measurements.
            target = (a, b) in PAIRINGS
            ok &= r.violations == 0 and (lo > 0 or not target)
            print(f"{profile_id:<12} {a:<7} {b:<9} {s['hands']:>6} {s['diff']:>13.3f} "
                  f"[{lo:>9.3f}, {hi:>9.3f}] {s['sd_wall']:>8.2f}  "
                  f"{'above zero' if lo > 0 else 'NOT above zero'}"
                  f"{'' if target else ' (measured, no target)'}"
                  f"{'' if r.violations == 0 else f', {r.violations} invariant violations'}"
                  f"  ({time.perf_counter() - t0:.0f} s)", flush=True)

    by_level: dict[str, list[float]] = {}
    cpu_by_level: dict[str, list[float]] = {}
    for r in results:
        for name, ts in r.times.items():
            by_level.setdefault(name, []).extend(ts)
        for name, ts in r.cpu.items():
            cpu_by_level.setdefault(name, []).extend(ts)
    print("\nDecision latency per level (ms, every decision of the ladder runs; wall clock, "
          "then this thread's CPU time)")
    print(f"{'level':<9} {'decisions':>10} {'p50':>8} {'p95':>8} {'max':>8} {'cpu p95':>8} "
          f"{'cpu max':>8}  target (wall clock)")
    latency: dict[str, dict[str, float]] = {}
    for name in LATENCY_TARGETS:
        if name not in by_level:
            continue
        p = latency[name] = percentiles(by_level[name])
        c = percentiles(cpu_by_level.get(name, []))
        p["cpu_p50"], p["cpu_p95"], p["cpu_max"] = c["p50"], c["p95"], c["max"]
        p95_target, max_target = LATENCY_TARGETS[name]
        good = p["p95"] < p95_target and (max_target is None or p["max"] < max_target)
        ok &= good
        goal = f"p95 < {p95_target:g}" + (f", max < {max_target:g}" if max_target else "")
        print(f"{name:<9} {p['n']:>10} {p['p50']:>8.3f} {p['p95']:>8.3f} {p['max']:>8.3f} "
              f"{c['p95']:>8.3f} {c['max']:>8.3f}  {goal}: {'met' if good else 'NOT met'}")
    searches = sum(r.searches for r in results)
    if searches:
        cut = sum(r.cut for r in results)
        print(f"strong searches: {searches}, shortened by their step cap: {cut} "
              f"({100 * cut / searches:.2f}%; no clock stops a search)")

    speeds: dict[str, float] = {}
    if args.speed_hands:
        print("\nHands per second, four normal bots, one process")
        for profile_id in profiles:
            unchecked = speed(profile_id, args.speed_hands, args.seed, check=False)
            checked = speed(profile_id, max(1, args.speed_hands // 2), args.seed, check=True)
            speeds[profile_id] = unchecked
            ok &= unchecked >= 20
            print(f"{profile_id:<12} {unchecked:>7.1f} hands/s ({checked:.1f} with invariant "
                  f"checks)  target >= 20: {'met' if unchecked >= 20 else 'NOT met'}")

    if args.json:
        print(json.dumps({"ladder": [r.summary() for r in results], "latency_ms": latency,
                          "normal_hands_per_second": speeds}))
    print("\nall targets met" if ok else "\nsome targets NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
