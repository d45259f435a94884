"""Hong Kong's bots as the framework sees them (``bots/family.py`` registers this): the brains
by level, the hint and the teacher."""

from __future__ import annotations

from mahjong_gui.bots.family_parts import BotFamily
from mahjong_gui.bots.hongkong import hints
from mahjong_gui.bots.hongkong.brain import HKBrain
from mahjong_gui.bots.hongkong.strong import StrongHKBrain
from mahjong_gui.bots.hongkong.teacher import TEACHER
from mahjong_gui.engine.rules.hongkong import HKPatternId

BOTS = BotFamily(
    # docs/rules.md §3: easy aims for the minimum but slips now and then and never defends;
    # normal plays for the nearest hand that reaches it, counting that a hand of runs may still
    # be declared all chows (issue 33: nearly half its hands ended drawn without), and defends;
    # strong weighs points.
    brains={
        "easy": lambda seed: HKBrain(seed, slip=0.35),
        "normal": lambda seed: HKBrain(seed, defend=1.0, hope=(HKPatternId.ALL_CHOWS,)),
        "strong": lambda seed: StrongHKBrain(seed, defend=2.0),
    },
    hint=hints.hint,
    hint_for=hints.hint_for,
    teacher=TEACHER,
)
