"""The ``score`` command's part of each rule family: the flags, situation and answer that are a
family's own (docs/guide.md "score"), by the family's id (``profile.family``). A new family
adds its module and its line here."""

from __future__ import annotations

from typing import Any, Protocol

from mahjong_gui.cli.families.hongkong import HONG_KONG_SCORE
from mahjong_gui.cli.families.sichuan import SICHUAN_SCORE
from mahjong_gui.engine.calculator import Calculation
from mahjong_gui.engine.family.base import AnySituation, TableScore
from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.engine.tiles import Tile


class ScoreFamily(Protocol):
    """A family's adapter of the ``score`` command."""

    house_comparison: bool

    def check_flags(self, ns: Any) -> None: ...

    def bonus(self, ns: Any) -> tuple[Tile, ...]: ...

    def situation(self, ns: Any) -> AnySituation: ...

    def report(self, profile: AnyProfile, result: TableScore, situation: AnySituation,
               calculation: Calculation) -> dict[str, Any]: ...

    def below_minimum(self, shown: object) -> dict[str, Any]: ...

    def print_report(self, r: dict[str, Any], hand_text: str) -> None: ...


SCORE_FAMILIES: dict[str, ScoreFamily] = {"sichuan": SICHUAN_SCORE,
                                          "hong-kong": HONG_KONG_SCORE}
