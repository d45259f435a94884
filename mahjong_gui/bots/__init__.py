"""Computer players. A bot sees only its ``SeatView`` and its legal actions.

Three playing levels, ``easy``, ``normal`` and ``strong`` (``make_bot(name, seed)``), share one
brain with the hints shown to a human player (``hint(view, legal)``).
"""

from __future__ import annotations

from mahjong_gui.bots.hints import Hint, hint
from mahjong_gui.bots.levels import EasyBot, NormalBot
from mahjong_gui.bots.registry import BOTS, LEVELS, Bot, make_bot
from mahjong_gui.bots.simple import FirstBot, GreedyBot, RandomBot
from mahjong_gui.bots.strong import StrongBot

__all__ = ["BOTS", "LEVELS", "Bot", "EasyBot", "FirstBot", "GreedyBot", "Hint", "NormalBot",
           "RandomBot", "StrongBot", "hint", "make_bot"]
