"""The bot protocol and the registry of bots by name (``BOTS``, ``make_bot``)."""

from __future__ import annotations

from typing import Protocol

from mahjong_gui.bots.levels import EasyBot, NormalBot
from mahjong_gui.bots.simple import BaselineBot, FirstBot, GreedyBot, RandomBot
from mahjong_gui.bots.strong import StrongBot
from mahjong_gui.engine.legal import Action
from mahjong_gui.engine.views import SeatView


class Bot(Protocol):
    """A computer player: sees only its seat's view and its legal actions."""

    name: str

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action: ...


BOTS: dict[str, type[Bot]] = {
    "easy": EasyBot,
    "normal": NormalBot,
    "strong": StrongBot,
    "random": RandomBot,
    "first": FirstBot,
    "greedy": GreedyBot,
    "baseline": BaselineBot,
}
"""Every bot by name; the three playing levels first (the strong level's measured variants and
the ``strong_v1`` yardstick are the benchmarks': ``benchmarks/strong_variants.py``)."""

LEVELS = ("easy", "normal", "strong")


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by name, deterministic given ``seed``; raises ``KeyError`` for an unknown name."""
    cls = BOTS[name]
    if cls is FirstBot:
        return FirstBot()
    return cls(seed)  # type: ignore[call-arg]
