"""Every rule family by its id, and a profile's family (``family_of``): the one place that
lists the families. The functions below are the family's own, reached through the profile."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mahjong_gui.engine.common import Invalid, NotWin, Payment, WinType
from mahjong_gui.engine.family.base import (
    AnySituation,
    HandSettler,
    RuleFamily,
    ScoreView,
    Spot,
    TableScore,
)
from mahjong_gui.engine.family.hongkong import HONG_KONG
from mahjong_gui.engine.family.sichuan import SICHUAN
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.tiles import Tile

if TYPE_CHECKING:  # a name for the checker: importing it would load the rules registry
    from mahjong_gui.engine.rules import AnyProfile

FAMILIES: dict[str, RuleFamily] = {f.id: f for f in (SICHUAN, HONG_KONG)}
"""Each family by the id its profiles carry (``profile.family``)."""


def family_of(profile: AnyProfile) -> RuleFamily:
    """The family a profile belongs to."""
    return FAMILIES[profile.family]


def spot_for(profile: AnyProfile, situation: AnySituation, bonus: Sequence[Tile] = (),
             prevailing: int | None = None) -> Spot:
    """The table's description of a win given as either family's situation record, read the
    way ``profile``'s family reads it (``RuleFamily.spot``)."""
    return FAMILIES[profile.family].spot(profile, situation, bonus, prevailing)


def score_at_table(profile: AnyProfile, hand: Sequence[Tile], melds: Sequence[Meld],
                   spot: Spot, *, check_minimum: bool = True) -> TableScore | NotWin | Invalid:
    """The family's score of the win (below a Hong Kong minimum: ``NotWin``); an event the
    family does not know is refused (``bad_event``)."""
    family = FAMILIES[profile.family]
    unknown = sorted(spot.events - family.events)
    if unknown:
        return Invalid("bad_event", f"{profile.id} has no event '{unknown[0]}'")
    return family.score(profile, hand, melds, spot, check_minimum)


def win_rows(profile: AnyProfile, spot: Spot, score: TableScore) -> tuple[Payment, ...]:
    """Who pays whom for one win on its own (no kong money or refunds)."""
    return FAMILIES[profile.family].win_rows(profile, spot, score)


def win_pays(profile: AnyProfile, score: TableScore, win: WinType, payers: int) -> int:
    """What a win pays the winner in all, without kong money (the 过胡 comparison and the bots'
    estimates)."""
    return FAMILIES[profile.family].win_pays(profile, score, win, payers)


def hand_settler(profile: AnyProfile, dealer: int) -> HandSettler:
    """The settler of one hand under ``profile``."""
    return FAMILIES[profile.family].settler(profile, dealer)


def score_view(profile: AnyProfile, score: TableScore) -> ScoreView:
    """The score of a win as the faces show it (``RuleFamily.view``)."""
    return FAMILIES[profile.family].view(profile, score)


def won_view(profile: AnyProfile, patterns: Sequence[tuple[str, int, int]], value: int
             ) -> ScoreView:
    """A logged win's score (``Won.patterns``, ``Won.value``) as the faces show it."""
    return FAMILIES[profile.family].won_view(profile, patterns, value)
