"""The simplest legal players: enough to drive the engine, the simulator and the tests."""

from __future__ import annotations

import random

from mahjong_gui.engine.analysis import shanten
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.tiles import TileError
from mahjong_gui.engine.views import SeatView


class RandomBot:
    """Takes any win it is offered, otherwise a uniformly random legal action (seeded)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        for a in legal:
            if a.act is Act.WIN:
                return a
        return self.rng.choice(legal)


class FirstBot:
    """Always the first legal action: wins first, then kongs, then the lowest discard."""

    name = "first"

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        return legal[0]


class GreedyBot:
    """A fast player that wins: the shortest suit as void, then the discard that keeps shanten
    lowest (seeded ties), every win, and pongs and kongs at random. A driver for tests and the
    simulator until the real bots arrive, not a teacher."""

    name = "greedy"

    def __init__(self, seed: int = 0, call_rate: float = 0.5) -> None:
        self.rng = random.Random(seed)
        self.call_rate = call_rate

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        acts = {a.act for a in legal}
        if Act.WIN in acts:
            return next(a for a in legal if a.act is Act.WIN)
        if Act.EXCHANGE in acts or Act.VOID in acts:
            counts = {s: sum(1 for t in view.hand if t.suit.value == s) for s in "mps"}
            if Act.VOID in acts:
                suit = min("mps", key=lambda s: (counts[s], s))
                return next(a for a in legal if a.suit == suit)
            return min(legal, key=lambda a: (counts[a.tiles[0].suit.value], a.tiles))
        calls = [a for a in legal if a.act in (Act.PONG, Act.KONG)]
        if calls and self.rng.random() < self.call_rate:
            return self.rng.choice(calls)
        discards = [a for a in legal if a.act is Act.DISCARD]
        if not discards:
            return next(a for a in legal if a.act is Act.PASS)
        best: list[Action] = []
        best_sh = 99
        hand = list(view.hand)
        for a in discards:
            assert a.tile is not None
            hand.remove(a.tile)
            try:
                sh = shanten(hand, view.melds, view.void)
            except TileError:
                sh = 99
            hand.append(a.tile)
            if sh < best_sh:
                best, best_sh = [a], sh
            elif sh == best_sh:
                best.append(a)
        return self.rng.choice(best)


class BaselineBot:
    """The yardstick of the ladder: takes every legal win, never calls, and discards the tile
    that leaves the lowest shanten in the profile's own family (ties by seed): shape alone,
    with no thought for value, the minimum or defence."""

    name = "baseline"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        acts = {a.act for a in legal}
        if Act.WIN in acts:
            return next(a for a in legal if a.act is Act.WIN)
        if Act.EXCHANGE in acts or Act.VOID in acts:
            return GreedyBot(self.rng.getrandbits(32), 0.0).choose(view, legal)
        discards = [a for a in legal if a.act is Act.DISCARD]
        if not discards:
            return next(a for a in legal if a.act is Act.PASS)
        family = get_profile(view.profile, dict(view.options)).analysis_family
        best: list[Action] = []
        best_sh = 99
        hand = list(view.hand)
        for a in discards:
            assert a.tile is not None
            hand.remove(a.tile)
            sh = shanten(hand, view.melds, view.void, family=family)
            hand.append(a.tile)
            if sh < best_sh:
                best, best_sh = [a], sh
            elif sh == best_sh:
                best.append(a)
        return self.rng.choice(best)
