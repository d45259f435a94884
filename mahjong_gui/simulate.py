"""Self-play between bots: per-seat and per-bot statistics, speed, and invariant checks.

Used by ``python -m mahjong_gui simulate`` and the benchmarks. Hands run on the engine's
``Table``/``Match``; every hand's log is checked with ``checks.invariant_violations`` unless
checking is turned off.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from mahjong_gui.bots import make_bot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.checks import invariant_violations
from mahjong_gui.engine.legal import Action
from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.engine.table import Match, Player, Table, hand_seed, play_hand
from mahjong_gui.engine.views import SeatView


@dataclass(slots=True)
class Tally:
    """Running totals for one seat position or one bot."""

    bot: str
    hands: int = 0
    score: int = 0
    wins: int = 0
    deal_ins: int = 0
    wall_ends: int = 0  # hands that reached the wall's end with this player still in
    ready: int = 0
    pigs: int = 0
    times: list[float] = field(default_factory=list)

    def report(self) -> dict[str, Any]:
        def rate(n: int, d: int) -> float:
            return round(n / d, 4) if d else 0.0

        ms = sorted(t * 1000 for t in self.times)

        def pct(q: float) -> float:
            return round(ms[min(len(ms) - 1, int(q * len(ms)))], 3) if ms else 0.0

        return {
            "bot": self.bot,
            "hands": self.hands,
            "mean_score_per_hand": round(self.score / self.hands, 4) if self.hands else 0.0,
            "win_rate": rate(self.wins, self.hands),
            "deal_in_rate": rate(self.deal_ins, self.hands),
            "ready_rate": rate(self.ready, self.wall_ends),
            "pig_rate": rate(self.pigs, self.wall_ends),
            "decision_ms": {"p50": pct(0.5), "p95": pct(0.95),
                            "max": round(ms[-1], 3) if ms else 0.0},
            "decisions": len(ms),
        }


class _Timed:
    """A player whose every decision's wall-clock time (``time.perf_counter``) is appended to
    ``times``: the engine reads no clock, so the simulation times its players itself."""

    __slots__ = ("player", "times")

    def __init__(self, player: Player, times: list[float]) -> None:
        self.player = player
        self.times = times

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        t0 = time.perf_counter()
        action = self.player.choose(view, legal)
        self.times.append(time.perf_counter() - t0)
        return action


@dataclass(slots=True)
class Simulation:
    profile: AnyProfile
    bots: tuple[str, str, str, str]
    seed: int = 0
    check: bool = True
    seats: list[Tally] = field(default_factory=list)
    by_bot: dict[str, Tally] = field(default_factory=dict)
    hands: int = 0
    drawn: int = 0  # hands nobody won (the wall ran out first)
    violations: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def __post_init__(self) -> None:
        self.seats = [Tally(b) for b in self.bots]
        self.by_bot = {b: Tally(b) for b in self.bots}

    def seating(self, rotation: int) -> list[str]:
        """The bots' names by seat in a wall's ``rotation``-th deal (``duplicate_seatings``;
        0: the bots as given)."""
        return list(duplicate_seatings(self.bots)[rotation])

    def _players(self, rotation: int, salt: int) -> tuple[list[Player], list[str]]:
        names = self.seating(rotation)
        return [make_bot(n, self.seed * 7919 + salt * 4 + s) for s, n in enumerate(names)], names

    def _record(self, table: Table, names: list[str], times: list[list[float]]) -> None:
        self.hands += 1
        hand = table.events
        end = next(e for e in reversed(hand) if isinstance(e, ev.HandEnded))
        # The wins and the wall's end, read in one pass over the hand's events.
        won: set[int] = set()
        dealt_in: set[int] = set()
        wall = None
        for e in hand:
            if isinstance(e, _WON):
                won.add(e.seat)
                if e.discarder is not None:
                    dealt_in.add(e.discarder)
            elif wall is None and isinstance(e, _WALL_EXHAUSTED):
                wall = e
        status = {s: (v, pig) for s, v, pig in wall.status} if wall is not None else {}
        self.drawn += not won
        for s in range(4):
            for tally in (self.seats[s], self.by_bot[names[s]]):
                tally.hands += 1
                tally.score += end.deltas[s]
                tally.wins += s in won
                tally.deal_ins += s in dealt_in
                if s in status:
                    tally.wall_ends += 1
                    tally.ready += status[s][0] is not None
                    tally.pigs += status[s][1]
                tally.times += times[s]
        if self.check:
            self.violations += [f"hand {self.hands}: {v}"
                                for v in invariant_violations(hand, table.state)]

    def _play(self, table: Table, players: list[Player], names: list[str]) -> None:
        times: list[list[float]] = [[], [], [], []]
        play_hand(table, [_Timed(p, t) for p, t in zip(players, times, strict=True)])
        self._record(table, names, times)

    def run_hands(self, n: int, duplicate: bool = False) -> None:
        """``n`` hands (with ``duplicate``: ``n`` walls, each dealt to the four seatings of
        ``duplicate_seatings``, hands independent of each other); otherwise a running series
        of hands."""
        t0 = time.perf_counter()
        if duplicate:
            for k in range(n):
                for r in range(4):
                    players, names = self._players(r, k)
                    table = Table(self.profile, hand_seed(self.seed, k), dealer=k % 4,
                                  hand_no=k)
                    self._play(table, players, names)
        else:
            match = Match(self.profile, self.seed, hands=n, ends=False)
            players, names = self._players(0, 0)
            while not match.finished:
                table = match.start_hand()
                self._play(table, players, names)
                match.sync()
        self.seconds += time.perf_counter() - t0

    def run_matches(self, n: int, duplicate: bool = False) -> None:
        t0 = time.perf_counter()
        for m in range(n):
            for r in range(4 if duplicate else 1):
                match = Match(self.profile, hand_seed(self.seed, 10_000 + m))
                players, names = self._players(r, m)
                while not match.finished:
                    table = match.start_hand()
                    self._play(table, players, names)
                    match.sync()
        self.seconds += time.perf_counter() - t0

    def report(self, duplicate: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {
            "rules": self.profile.id,
            "hands": self.hands,
            "seed": self.seed,
            "hands_per_second": round(self.hands / self.seconds, 2) if self.seconds else 0.0,
            "invariant_violations": len(self.violations),
            "seats": [{"seat": s, **t.report()} for s, t in enumerate(self.seats)],
            "drawn_hands": self.drawn,
            "drawn_rate": round(self.drawn / self.hands, 4) if self.hands else 0.0,
        }
        if duplicate:
            out["bots"] = {name: t.report() for name, t in self.by_bot.items()}
        if self.violations:
            out["violations"] = self.violations[:20]
        return out


def simulate(profile: AnyProfile, bots: Sequence[str], seed: int = 0, hands: int | None = None,
             matches: int | None = None, duplicate: bool = False,
             check: bool = True) -> dict[str, Any]:
    sim = Simulation(profile, (bots[0], bots[1], bots[2], bots[3]), seed, check)
    if matches is not None:
        sim.run_matches(matches, duplicate)
    else:
        sim.run_hands(hands if hands is not None else 100, duplicate)
    return sim.report(duplicate)


def rotations(bots: Sequence[str]) -> list[tuple[str, ...]]:
    """The bots' four rotations, one seat further each: each bot in every seat."""
    return [tuple(bots[(s + r) % 4] for s in range(4)) for r in range(4)]


def duplicate_seatings(bots: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """The four seatings a duplicate wall is dealt to: the bots' four rotations, each bot in
    every seat. Two bots on alternate seats (a, b, a, b) rotate into only two seatings, so
    their third and fourth deals would replay the first two hand for hand (the bots and their
    seeds alike): those two are (a, a, b, b) and (b, b, a, a) instead, so each wall is dealt
    to four different seatings and each bot still sits twice in every seat."""
    rot = rotations(bots)
    if rot[0] == rot[2] and rot[0] != rot[1]:
        a, b = bots[0], bots[1]
        rot[2], rot[3] = (a, a, b, b), (b, b, a, a)
    return tuple(rot)


# The event classes _record looks for, as module names.
_WON = ev.Won
_WALL_EXHAUSTED = ev.WallExhausted
