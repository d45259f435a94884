"""Drills (issue 13): questions made by the engine from a seed, graded against the engine's own
answer keys, scheduled by spaced repetition (``fsrs``). Qt-free: it imports the engine and the
bots, never PySide6; the window (``ui/drills_page.py``), the ``drill`` command and the store
(``store/drills.py``) read it."""

from __future__ import annotations

from mahjong_gui.drills.generate import generate, kinds_for
from mahjong_gui.drills.grading import Grade, ValueResponse, grade
from mahjong_gui.drills.model import LEVELS, Drill, DrillError, Kind

__all__ = ["LEVELS", "Drill", "DrillError", "Grade", "Kind", "ValueResponse", "generate",
           "grade", "kinds_for"]
