"""The main window's areas (``AREAS``: their names, labels, titles and descriptions, English
sources in the ``Areas`` context) and the making of an area's page, whose module is imported
only then (``make_page``)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

AREAS_CONTEXT = "Areas"


@dataclass(frozen=True)
class Area:
    """One top-level area. Texts are English source strings in the ``Areas`` context."""

    name: str
    label: str
    title: str
    description: str


AREAS: tuple[Area, ...] = (
    Area(
        "play",
        QT_TRANSLATE_NOOP("Areas", "Play"),
        QT_TRANSLATE_NOOP("Areas", "Play against the computer"),
        QT_TRANSLATE_NOOP(
            "Areas",
            "Sit down at a table with three computer opponents and play a full game under any "
            "of the six rule profiles.",
        ),
    ),
    Area(
        "calculator",
        QT_TRANSLATE_NOOP("Areas", "Calculator"),
        QT_TRANSLATE_NOOP("Areas", "Hand calculator"),
        QT_TRANSLATE_NOOP(
            "Areas",
            "Enter a hand and the situation it was won in, then see every scoring pattern, "
            "the total value and who pays whom.",
        ),
    ),
    Area(
        "scorebook",
        QT_TRANSLATE_NOOP("Areas", "Scorebook"),
        QT_TRANSLATE_NOOP("Areas", "Scorebook"),
        QT_TRANSLATE_NOOP(
            "Areas",
            "Record each hand played at a real table. Payments and standings are kept in a "
            "local database and can be exported.",
        ),
    ),
    Area(
        "rules",
        QT_TRANSLATE_NOOP("Areas", "Learn"),
        QT_TRANSLATE_NOOP("Areas", "Learn to play"),
        QT_TRANSLATE_NOOP(
            "Areas",
            "How to play and score each ruleset, step by step, with worked examples, a "
            "comparison, a glossary and answers to common questions.",
        ),
    ),
    Area(
        "drills",
        QT_TRANSLATE_NOOP("Areas", "Drills"),
        QT_TRANSLATE_NOOP("Areas", "Drills"),
        QT_TRANSLATE_NOOP(
            "Areas",
            "Short exercises made by the engine: which tile to discard, what a hand waits on, "
            "what it is worth, who pays at the wall's end. Wrong answers come back sooner.",
        ),
    ),
)


def tr_area(text: str) -> str:
    return QCoreApplication.translate(AREAS_CONTEXT, text)


def make_page(name: str, parent: QWidget) -> QWidget:
    """A new page of area ``name`` (or ``"guided"``); its module is imported here, when the page
    is first needed, not with the window. It is made inside ``parent`` (the stack), so it is
    laid out from the start under the style it is shown with (the stack's style sheet)."""
    if name == "play":
        from mahjong_gui.ui.play.page import PlayPage

        return PlayPage(parent=parent)
    if name == "calculator":
        from mahjong_gui.ui.calculator import CalculatorPage

        return CalculatorPage(parent=parent)
    if name == "scorebook":
        from mahjong_gui.ui.scorebook import ScorebookPage

        return ScorebookPage(parent=parent)
    if name == "rules":
        from mahjong_gui.ui.learn_page import LearnPage

        return LearnPage(parent=parent)
    if name == "drills":
        from mahjong_gui.ui.drills_page import DrillsPage

        return DrillsPage(parent=parent)
    if name == "guided":
        from mahjong_gui.ui.guided_page import GuidedPage

        return GuidedPage(parent=parent)
    raise ValueError(f"unknown page {name!r}")
