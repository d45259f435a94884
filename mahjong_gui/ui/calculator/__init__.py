"""The Calculator area: a hand and its situation in, every pattern, the value, who pays whom,
the waits and the same hand under every profile out. ``page.CalculatorPage`` is made of the
parts ``situation`` and ``answer`` (each a ``base.PageBase``); ``picker`` holds its tile
buttons and strips, ``examples`` the worked examples. ``from mahjong_gui.ui.calculator import
CalculatorPage`` as before the page was split into this package's modules."""

from __future__ import annotations

from mahjong_gui.ui.calculator.examples import EXAMPLES, Example
from mahjong_gui.ui.calculator.page import CalculatorPage
from mahjong_gui.ui.calculator_state import PROFILE_IDS, SEATS, WIN_VALUE_OPTIONS

__all__ = ["EXAMPLES", "PROFILE_IDS", "SEATS", "WIN_VALUE_OPTIONS", "CalculatorPage",
           "Example"]
