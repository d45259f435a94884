"""The Scorebook area: sessions at a real table recorded hand by hand, settled by the engine and
kept in the SQLite scorebook (``store/scorebook/``). ``from mahjong_gui.ui.scorebook import
ScorebookPage`` as before the page was split into this package's modules."""

from __future__ import annotations

from mahjong_gui.ui.scorebook.page import (
    ENTRY_KEYS,
    GROUP,
    OPEN_HANDS,
    POLL_MS,
    SEAT_COLOURS,
    SLOW_MS,
    STAT_NEEDS,
    HandItem,
    HandsDelegate,
    HandsModel,
    HandsTree,
    RunningTotalChart,
    ScorebookPage,
    ScorebookWriter,
    clauses,
)

__all__ = ["ENTRY_KEYS", "GROUP", "OPEN_HANDS", "POLL_MS", "SEAT_COLOURS", "SLOW_MS",
           "STAT_NEEDS", "HandItem", "HandsDelegate", "HandsModel", "HandsTree",
           "RunningTotalChart", "ScorebookPage", "ScorebookWriter", "clauses"]
