"""The old Rules area's names, kept for callers: the area grew into the Learn area
(``ui/learn_page.py``), whose ``show_profile`` opens a profile's page."""

from __future__ import annotations

from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.ui.learn_page import LearnPage as RulesPage

PROFILE_IDS: tuple[str, ...] = tuple(PROFILES)

__all__ = ["PROFILE_IDS", "RulesPage"]
