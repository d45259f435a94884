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
from mahjong_gui.engine.rules.hongkong import (
    HKEvent,
    HKProfile,
    HKResult,
    HKScore,
    HKSituation,
    score_hk,
)
from mahjong_gui.engine.scoring import (
    Event,
    Invalid,
    NotWin,
    Result,
    Score,
    Situation,
    WinType,
    score_hand,
)
from mahjong_gui.engine.settlement import Payment, deltas, win_payments
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


AnyProfile = Profile | HKProfile


def hk_situation(situation: Situation, prevailing: int = 1) -> HKSituation:
    """The Hong Kong reading of a Sichuan situation: same win, seats and dealer; a kong bloom
    is a win on a replacement tile; the last tile counts only when self-drawn."""
    events = set()
    if Event.KONG_BLOOM in situation.events:
        events.add(HKEvent.REPLACEMENT)
    if Event.LAST_TILE in situation.events and situation.win is WinType.SELF:
        events.add(HKEvent.LAST_TILE)
    if Event.HEAVENLY in situation.events:
        events.add(HKEvent.HEAVENLY)
    if Event.EARTHLY in situation.events:
        events.add(HKEvent.EARTHLY)
    return HKSituation(win=situation.win, seat=situation.seat, discarder=situation.discarder,
                       dealer=situation.dealer, prevailing=prevailing,
                       events=frozenset(events))


def calculate(profile: AnyProfile, hand: Sequence[Tile], melds: Sequence[Meld],
              situation: Situation | HKSituation, bonus: Sequence[Tile] = ()) -> Calculation:
    """Score and settle one win. A Hong Kong profile takes an ``HKSituation`` (a Sichuan
    ``Situation`` is read through ``hk_situation``) and the bonus tiles."""
    if isinstance(profile, HKProfile):
        hk = situation if isinstance(situation, HKSituation) else hk_situation(situation)
        result: Result | HKResult = score_hk(profile, hand, melds, bonus, hk)
        if not isinstance(result, HKScore):
            return Calculation(result)
        rows = result.payments
    else:
        assert isinstance(situation, Situation)
        result = score_hand(profile, hand, melds, situation)
        if not isinstance(result, Score):
            return Calculation(result)
        rows = tuple(win_payments(profile, situation, result.value))
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
    hong_kong = isinstance(profile, HKProfile)
    family = analysis.Family.HONG_KONG if hong_kong else analysis.Family.SICHUAN
    void = None if isinstance(situation, HKSituation) else situation.void
    try:
        analysis.validate(hand, melds, sizes=(13,))
        found = analysis.waits(hand, melds, void, family=family)
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
    out = []
    for p in chosen:
        s: Situation | HKSituation = (hk_situation(situation, prevailing)
                                      if isinstance(p, HKProfile) else situation)
        out.append((p, calculate(p, hand, melds, s, bonus)))
    return out
