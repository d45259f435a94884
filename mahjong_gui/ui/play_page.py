"""The Play area's page. ``from mahjong_gui.ui.play_page import PlayPage`` as before the page was
split into the parts of ``mahjong_gui/ui/play/`` (``page.py`` assembles them)."""

from __future__ import annotations

from mahjong_gui.ui.play.base import AUTO_KEYS, TEACHER_KEYS
from mahjong_gui.ui.play.chooser import ChowChooser, chow_text
from mahjong_gui.ui.play.fitting import (
    GROWING_WORDS,
    INFO_MIN_WIDTH,
    TEXT_BASE,
    TEXT_GROWTH_MAX,
    text_factor,
)
from mahjong_gui.ui.play.page import PlayPage

__all__ = ["AUTO_KEYS", "GROWING_WORDS", "INFO_MIN_WIDTH", "TEACHER_KEYS", "TEXT_BASE",
           "TEXT_GROWTH_MAX", "ChowChooser", "PlayPage", "chow_text", "text_factor"]
