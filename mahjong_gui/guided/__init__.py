"""The guided first hand of each family (issue 12, item 2), without Qt: a fixed wall, the
other seats' scripts, and the learner's steps, each with its one right action, its explanation
id and the Learn page that says more (``lessons``); ``GuidedHand`` plays one at the engine's
table (``hand``); ``walls`` writes the scripted walls."""

from mahjong_gui.guided.hand import REFUSALS, GuidedHand, Refusal
from mahjong_gui.guided.lessons import (
    DEFAULT_LESSON,
    FAMILIES,
    LEARNER,
    Lesson,
    LessonError,
    Step,
    lesson,
    lesson_for_profile,
    lesson_profile,
)

__all__ = ["DEFAULT_LESSON", "FAMILIES", "LEARNER", "REFUSALS", "GuidedHand", "Lesson",
           "LessonError", "Refusal", "Step", "lesson", "lesson_for_profile", "lesson_profile"]
