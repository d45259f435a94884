"""The calculator's worked examples, one catalogue: each loads a hand and its situation
(docs/rules.md §4 and more); titles translated in the "CalculatorPage" context."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_gui.engine.common import WinType
from mahjong_gui.ui.calculator_state import SEATS
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class Example:
    """A worked example that loads into the calculator (docs/rules.md §4 and more)."""

    title: str  # English source, translated in the "CalculatorPage" context
    profile: str
    text: str  # hand (winning tile last) and melds in the notation
    win: WinType = WinType.SELF
    discarder: int | None = None
    seat: int = 0
    in_seats: tuple[int, ...] = SEATS
    events: tuple[str, ...] = ()  # event ids


EXAMPLES: tuple[Example, ...] = (
    Example(QT_TRANSLATE_NOOP("CalculatorPage",
                              "mahjchina: plain self-draw by the dealer (example 1)"),
            "mahjchina", "123456m234p789p55m"),
    Example(QT_TRANSLATE_NOOP("CalculatorPage",
                              "mahjchina: the same hand won on Bình's discard"),
            "mahjchina", "123456m234p789p55m", WinType.DISCARD, 1),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "mahjchina: self-draw with Dũng already out"),
            "mahjchina", "123456m234p789p55m", in_seats=(0, 1, 2)),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "mahjchina: all pongs self-drawn (example 2)"),
            "mahjchina", "111m222m333p444p55m"),
    Example(QT_TRANSLATE_NOOP("CalculatorPage",
                              "MIL: pure one suit after a winner left (example 3)"),
            "mil", "123m456m789m234m55m", seat=1, in_seats=(1, 2, 3)),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "Mahjong Soul: a 1-han tsumo (example 6)"),
            "majsoul", "123456m234p789p55m"),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "Competition: pure all pongs, 3 fan (example 7)"),
            "competition", "111333555777m99m"),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "MIL: dragon seven pairs on a discard"),
            "mil", "11223344m5555p66p", WinType.DISCARD, 2),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "mahjchina: golden hook on a kong bloom"),
            "mahjchina", "55p pong:1m kong:3m ankong:7p pong:9p", events=("kong-bloom",)),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "Mahjong Soul: eighteen arhats"),
            "majsoul", "33m kong:2m ankong:5p addkong:7p kong:9m"),
    Example(QT_TRANSLATE_NOOP("CalculatorPage",
                              "Hong Kong Modern: South wins 5 faan on West's discard"),
            "hk-modern", "12345678911m pong:7z", WinType.DISCARD, 2, seat=1),
    Example(QT_TRANSLATE_NOOP("CalculatorPage",
                              "Hong Kong Classical: South self-draws 5 faan"),
            "hk-classical", "12345678911m pong:7z 1f", seat=1),
)
