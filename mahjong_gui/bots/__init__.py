"""Computer players. A bot sees only its ``SeatView`` and its legal actions."""

from __future__ import annotations

from mahjong_gui.bots.simple import BOTS, FirstBot, GreedyBot, RandomBot, make_bot

__all__ = ["BOTS", "FirstBot", "GreedyBot", "RandomBot", "make_bot"]
