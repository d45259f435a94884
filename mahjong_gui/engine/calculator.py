"""What the hand calculator asks of the engine: a win's score with its payments, the waits of
a ready hand with their values, and one hand under every profile. Thin joins of ``scoring``
and ``settlement``: nothing about points is computed here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from mahjong_gui.engine import analysis
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.rules import PROFILES, Profile
from mahjong_gui.engine.scoring import Invalid, NotWin, Result, Score, Situation, score_hand
from mahjong_gui.engine.settlement import Payment, deltas, win_payments
from mahjong_gui.engine.tiles import Tile, TileError


@dataclass(frozen=True, slots=True)
class Calculation:
    """A score (or the reason there is none) and, for a score, who pays whom."""

    result: Result
    payments: tuple[Payment, ...] = ()
    deltas: tuple[int, int, int, int] = (0, 0, 0, 0)

    @property
    def score(self) -> Score | None:
        return self.result if isinstance(self.result, Score) else None


def calculate(profile: Profile, hand: Sequence[Tile], melds: Sequence[Meld],
              situation: Situation) -> Calculation:
    result = score_hand(profile, hand, melds, situation)
    if not isinstance(result, Score):
        return Calculation(result)
    rows = tuple(win_payments(profile, situation, result.value))
    d = deltas(rows)
    return Calculation(result, rows, (d[0], d[1], d[2], d[3]))


@dataclass(frozen=True, slots=True)
class WaitValue:
    tile: Tile
    calculation: Calculation


def wait_values(profile: Profile, hand: Sequence[Tile], melds: Sequence[Meld],
                situation: Situation) -> list[WaitValue] | Invalid | NotWin:
    """Each winning tile of a 13-tile hand and what winning on it is worth in ``situation``;
    Invalid for a malformed hand, NotWin("not_ready") when nothing completes it."""
    try:
        analysis.validate(hand, melds, sizes=(13,))
        found = analysis.waits(hand, melds, situation.void)
    except TileError as err:
        return Invalid(err.code.value, err.message)
    if not found:
        return NotWin("not_ready")
    return [WaitValue(w, calculate(profile, (*hand, w), melds, situation)) for w in found]


def compare(hand: Sequence[Tile], melds: Sequence[Meld], situation: Situation,
            profiles: Iterable[Profile] | None = None) -> list[tuple[Profile, Calculation]]:
    """The same hand and situation under each profile (defaults: every Sichuan profile)."""
    chosen = list(profiles) if profiles is not None else list(PROFILES.values())
    return [(p, calculate(p, hand, melds, situation)) for p in chosen]
