"""The bot protocol and the registry of bots by name (``BOTS``, ``make_bot``)."""

from __future__ import annotations

from typing import Protocol

from mahjong_gui.bots.levels import EasyBot, NormalBot
from mahjong_gui.bots.simple import BaselineBot, FirstBot, GreedyBot, RandomBot
from mahjong_gui.bots.strong import StrongBot
from mahjong_gui.bots.strong_v1 import StrongV1Bot
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
    "strong_v1": StrongV1Bot,
}
"""Every bot by name; the three playing levels first. ``strong_v1`` (the strong level before
issue 17's search) is a yardstick for the benchmarks, not a level the game offers."""

LEVELS = ("easy", "normal", "strong")


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by name, deterministic given ``seed``; raises ``KeyError`` for an unknown name."""
    cls = BOTS[name]
    if cls is FirstBot:
        return FirstBot()
    return cls(seed)  # type: ignore[call-arg]
