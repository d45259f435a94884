"""The bots' one registry of the rule families that bring their own bots, by the profiles'
``family`` id (a profile of any other family is played, hinted and taught by this package's
Sichuan brains). A new family adds its line here (docs/architecture.md §8). The framework
modules read it when a decision first meets the family, so importing it loads no family."""

from __future__ import annotations

from mahjong_gui.bots.family_parts import BotFamily
from mahjong_gui.bots.hongkong.family import BOTS as HONG_KONG

BOT_FAMILIES: dict[str, BotFamily] = {
    "hong-kong": HONG_KONG,
}
