"""What the hand calculator asks of the engine: a win's score with its payments, the waits of
a ready hand with their values, and one hand under every profile. Thin joins of ``scoring``
and ``settlement``: nothing about points is computed here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from mahjong_gui.engine import analysis
from mahjong_gui.engine.common import Invalid, NotWin, Payment, deltas
from mahjong_gui.engine.family.base import AnySituation, ScoreView, Spot, TableScore
from mahjong_gui.engine.family.registry import (
    family_of,
    score_at_table,
    score_view,
    spot_for,
    win_rows,
)
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.rules import PROFILES, AnyProfile
from mahjong_gui.engine.tiles import Tile, TileError


@dataclass(frozen=True, slots=True)
class Calculation:
    """A score (or the reason there is none) and, for a score, who pays whom."""

    result: TableScore | NotWin | Invalid
    payments: tuple[Payment, ...] = ()
    deltas: tuple[int, int, int, int] = (0, 0, 0, 0)
    view: ScoreView | None = None  # the score as the faces show it (its family's view)

    @property
    def score(self) -> TableScore | None:
        return None if isinstance(self.result, NotWin | Invalid) else self.result


def _needs_own_kong(melds: Sequence[Meld], spot: Spot) -> Invalid | None:
    """docs/rules.md §2.1: a kong bloom wins on the tile drawn after one's own kong, so the
    winner shows a kong among the melds (Hong Kong's replacement tile checks its own, with the
    bonus tiles that also bring one)."""
    if "kong-bloom" in spot.events and not any(m.kind.is_kong for m in melds):
        return Invalid("bad_event", "a kong bloom is the tile drawn after one's own kong")
    return None


def calculate(profile: AnyProfile, hand: Sequence[Tile], melds: Sequence[Meld],
              situation: AnySituation, bonus: Sequence[Tile] = (),
              prevailing: int | None = None) -> Calculation:
    """Score and settle one win under either family: the situation is read the profile's
    way (``spot_for``), with the bonus tiles and the prevailing wind for Hong Kong."""
    spot = spot_for(profile, situation, bonus, prevailing)
    result = score_at_table(profile, hand, melds, spot)
    if isinstance(result, NotWin | Invalid):
        return Calculation(result)
    rows = win_rows(profile, spot, result)
    d = deltas(rows)
    return Calculation(result, tuple(rows), (d[0], d[1], d[2], d[3]),
                       score_view(profile, result))


def refused_event(profile: AnyProfile, hand: Sequence[Tile], melds: Sequence[Meld],
                  situation: AnySituation, bonus: Sequence[Tile] = (),
                  prevailing: int | None = None) -> str | None:
    """The id of the first event of ``situation`` (in the family's order) that cannot happen
    with this win, as the scorer judges it, or None. Each event is tried on its own, so the
    face can say which one is at fault; when only their combination fails, the first. A kong
    bloom also needs a kong among the melds (the scorer takes the player's word for it: the
    ``score`` command keeps doing so)."""
    spot = spot_for(profile, situation, bonus, prevailing)
    events = [e for e in family_of(profile).event_ids if e in spot.events]
    if not events:
        return None

    def refused(ids: frozenset[str]) -> bool:
        trial = replace(spot, events=ids)
        r = score_at_table(profile, hand, melds, trial)
        if not isinstance(r, Invalid):
            r = _needs_own_kong(melds, trial) or r
        return isinstance(r, Invalid) and r.code == "bad_event"

    for e in events:
        if refused(frozenset({e})):
            return e
    return events[0] if refused(spot.events) else None


@dataclass(frozen=True, slots=True)
class WaitCalculation:
    tile: Tile
    calculation: Calculation


def wait_values(profile: AnyProfile, hand: Sequence[Tile], melds: Sequence[Meld],
                situation: AnySituation, bonus: Sequence[Tile] = (),
                prevailing: int | None = None) -> list[WaitCalculation] | Invalid | NotWin:
    """Each winning tile of a 13-tile hand and what winning on it is worth in ``situation``;
    Invalid for a malformed hand, NotWin("not_ready") when nothing completes it."""
    void = spot_for(profile, situation, bonus, prevailing).void if profile.void_suit else None
    try:
        analysis.validate(hand, melds, sizes=(13,))
        found = analysis.waits(hand, melds, void, family=profile.analysis_family)
    except TileError as err:
        return Invalid(err.code.value, err.message)
    if not found:
        return NotWin("not_ready")
    return [WaitCalculation(w, calculate(profile, (*hand, w), melds, situation, bonus, prevailing))
            for w in found]


def unseen_copies(hand: Sequence[Tile], melds: Sequence[Meld] = ()) -> list[int]:
    """Copies of each of the 34 kinds not among the player's own tiles (the calculator knows
    no other player's): 4 minus the hand and the melds."""
    return analysis.unseen_counts(hand, melds)


def first_wait(profile: AnyProfile, hand: Sequence[Tile],
               melds: Sequence[Meld]) -> Tile | None:
    """One tile that completes a 13-tile hand under the profile's forms, or None (also for a
    malformed hand)."""
    try:
        found = analysis.waits(hand, melds, family=profile.analysis_family)
    except TileError:
        return None
    return found[0] if found else None


def all_profiles() -> list[AnyProfile]:
    return list(PROFILES.values())


def compare(hand: Sequence[Tile], melds: Sequence[Meld], situation: AnySituation,
            bonus: Sequence[Tile] = (), prevailing: int = 1
            ) -> list[tuple[AnyProfile, Calculation]]:
    """The same hand and situation under each profile of the registry."""
    return [(p, calculate(p, hand, melds, situation, bonus if p.bonus_tiles else (), prevailing))
            for p in all_profiles()]


def compare_waits(hand: Sequence[Tile], melds: Sequence[Meld],
                  situation: AnySituation, bonus: Sequence[Tile] = (), prevailing: int = 1,
                  ) -> list[tuple[AnyProfile, list[WaitCalculation] | Invalid | NotWin]]:
    """The waits of the same 13 tiles under each profile of the registry, each with what
    winning on it is worth there."""
    return [(p, wait_values(p, hand, melds, situation, bonus if p.bonus_tiles else (),
                            prevailing)) for p in all_profiles()]
