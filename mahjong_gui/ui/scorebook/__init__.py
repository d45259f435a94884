"""The Scorebook area: sessions at a real table recorded hand by hand, settled by the engine and
kept in the SQLite scorebook (``store/scorebook/``). The page (``page.py``) is made of parts,
one module each; ``from mahjong_gui.ui.scorebook import ScorebookPage`` as before the split."""

from __future__ import annotations

from mahjong_gui.ui.scorebook.base import clauses
from mahjong_gui.ui.scorebook.hands_model import (
    GROUP,
    OPEN_HANDS,
    HandItem,
    HandsDelegate,
    HandsModel,
    HandsTree,
)
from mahjong_gui.ui.scorebook.page import ENTRY_KEYS, POLL_MS, ScorebookPage
from mahjong_gui.ui.scorebook.panels import STAT_NEEDS
from mahjong_gui.ui.scorebook.writer import SLOW_MS, ScorebookWriter
from mahjong_gui.ui.widgets.chart import SEAT_COLOURS, RunningTotalChart

__all__ = ["ENTRY_KEYS", "GROUP", "OPEN_HANDS", "POLL_MS", "SEAT_COLOURS", "SLOW_MS",
           "STAT_NEEDS", "HandItem", "HandsDelegate", "HandsModel", "HandsTree",
           "RunningTotalChart", "ScorebookPage", "ScorebookWriter", "clauses"]
