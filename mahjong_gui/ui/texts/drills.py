"""The drills' names in words: the kinds and levels offered, the ratings, the drills file's
refusals (translated in the ``DrillsPage`` context, where the page has always looked them
up)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_gui.store.drills import MISTAKES
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

CTX = "DrillsPage"

KIND_NAMES = {
    "discard": QT_TRANSLATE_NOOP("DrillsPage", "Which discard"),
    "waits": QT_TRANSLATE_NOOP("DrillsPage", "What are the waits"),
    "value": QT_TRANSLATE_NOOP("DrillsPage", "What is it worth"),
    "wall_end": QT_TRANSLATE_NOOP("DrillsPage", "Wall end"),
    "ready": QT_TRANSLATE_NOOP("DrillsPage", "Ready or not"),
    "pig": QT_TRANSLATE_NOOP("DrillsPage", "Flower pig or not"),
    MISTAKES: QT_TRANSLATE_NOOP("DrillsPage", "Your mistakes"),
}

LEVEL_NAMES = (
    QT_TRANSLATE_NOOP("DrillsPage", "Level 1: fewer suits, no melds"),
    QT_TRANSLATE_NOOP("DrillsPage", "Level 2: melds"),
    QT_TRANSLATE_NOOP("DrillsPage", "Level 3: seven pairs, roots, events"),
    QT_TRANSLATE_NOOP("DrillsPage", "Level 4: tiles seen elsewhere, players gone out"),
)

RATE_NAMES = (  # the ratings of a right answer: fsrs's Hard, Good and Easy
    QT_TRANSLATE_NOOP("DrillsPage", "Hard (1)"),
    QT_TRANSLATE_NOOP("DrillsPage", "Good (2)"),
    QT_TRANSLATE_NOOP("DrillsPage", "Easy (3)"),
)

STORE_ERRORS = {
    "newer_schema": QT_TRANSLATE_NOOP(
        "DrillsPage", "The drills file was written by a newer version of the app; your answers "
        "are not being kept."),
    "busy": QT_TRANSLATE_NOOP(
        "DrillsPage", "The drills file is busy (another program is writing it); try again."),
}


def translated(source: object) -> str:
    return QCoreApplication.translate(CTX, str(source))


def kind_name(kind: str) -> str:
    source = KIND_NAMES.get(kind)
    return translated(source) if source else kind
