"""What the hand calculator asks of the engine: a win's score with its payments, the waits of
a ready hand with their values, and one hand under every profile. Thin joins of ``scoring``
and ``settlement``: nothing about points is computed here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from mahjong_gui.engine import analysis
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.rules import PROFILES, AnyProfile
from mahjong_gui.engine.rules.hongkong import HKResult, HKScore, HKSituation
from mahjong_gui.engine.rules.table_scoring import score_at_table, spot_for, win_rows
from mahjong_gui.engine.scoring import Invalid, NotWin, Result, Score, Situation
from mahjong_gui.engine.settlement import Payment, deltas
from mahjong_gui.engine.tiles import Tile, TileError


@dataclass(frozen=True, slots=True)
class Calculation:
    """A score (or the reason there is none) and, for a score, who pays whom."""

    result: Result | HKResult
    payments: tuple[Payment, ...] = ()
    deltas: tuple[int, int, int, int] = (0, 0, 0, 0)

    @property
    def score(self) -> Score | HKScore | None:
        return self.result if isinstance(self.result, Score | HKScore) else None


def calculate(profile: AnyProfile, hand: Sequence[Tile], melds: Sequence[Meld],
              situation: Situation | HKSituation, bonus: Sequence[Tile] = (),
              prevailing: int | None = None) -> Calculation:
    """Score and settle one win under either family: the situation is read the profile's
    way (``spot_for``), with the bonus tiles and the prevailing wind for Hong Kong."""
    spot = spot_for(profile, situation, bonus, prevailing)
    result = score_at_table(profile, hand, melds, spot)
    if isinstance(result, NotWin | Invalid):
        return Calculation(result)
    rows = win_rows(profile, spot, result)
    d = deltas(rows)
    return Calculation(result, tuple(rows), (d[0], d[1], d[2], d[3]))


@dataclass(frozen=True, slots=True)
class WaitValue:
    tile: Tile
    calculation: Calculation


def wait_values(profile: AnyProfile, hand: Sequence[Tile], melds: Sequence[Meld],
                situation: Situation | HKSituation,
                bonus: Sequence[Tile] = ()) -> list[WaitValue] | Invalid | NotWin:
    """Each winning tile of a 13-tile hand and what winning on it is worth in ``situation``;
    Invalid for a malformed hand, NotWin("not_ready") when nothing completes it."""
    void = situation.void if isinstance(situation, Situation) and profile.void_suit else None
    try:
        analysis.validate(hand, melds, sizes=(13,))
        found = analysis.waits(hand, melds, void, family=profile.analysis_family)
    except TileError as err:
        return Invalid(err.code.value, err.message)
    if not found:
        return NotWin("not_ready")
    return [WaitValue(w, calculate(profile, (*hand, w), melds, situation, bonus))
            for w in found]


def all_profiles() -> list[AnyProfile]:
    return list(PROFILES.values())


def compare(hand: Sequence[Tile], melds: Sequence[Meld], situation: Situation,
            profiles: Iterable[AnyProfile] | None = None, bonus: Sequence[Tile] = (),
            prevailing: int = 1) -> list[tuple[AnyProfile, Calculation]]:
    """The same hand and situation under each profile (defaults: all six)."""
    chosen = list(profiles) if profiles is not None else all_profiles()
    return [(p, calculate(p, hand, melds, situation, bonus if p.bonus_tiles else (), prevailing))
            for p in chosen]
