"""The families' winning forms and tile kinds (``Form``, ``Family``, ``forms``, ``kinds``)."""

from __future__ import annotations

from enum import Enum

from mahjong_gui.engine.tiles import TILES, Tile


class Form(str, Enum):
    REGULAR = "regular"  # four sets and a pair (declared melds count as sets)
    SEVEN_PAIRS = "seven_pairs"  # Sichuan: a four-of-a-kind counts as two pairs
    THIRTEEN_ORPHANS = "thirteen_orphans"  # Hong Kong only


class Family(str, Enum):
    """Which winning forms and tile kinds apply: Sichuan (27 kinds) or Hong Kong (34)."""

    SICHUAN = "sichuan"
    HONG_KONG = "hongkong"


_FORMS: dict[Family, tuple[Form, ...]] = {
    Family.SICHUAN: (Form.REGULAR, Form.SEVEN_PAIRS),
    Family.HONG_KONG: (Form.REGULAR, Form.THIRTEEN_ORPHANS),
}


def forms(family: Family) -> tuple[Form, ...]:
    """The winning shapes of a family, the regular one first (docs/rules.md §2, §3)."""
    return _FORMS[family]


_KINDS: dict[Family, tuple[Tile, ...]] = {
    Family.SICHUAN: TILES[:27],
    Family.HONG_KONG: TILES[:34],
}


def kinds(family: Family) -> tuple[Tile, ...]:
    """The tile kinds a family's hands are made of (bonus tiles aside)."""
    return _KINDS[family]


# Enum members read in the analysis's functions, as module names: on Python 3.11 a member read
# off its class goes through EnumType's __getattr__ hook, several times a global's cost.
_FAMILY_HONG_KONG = Family.HONG_KONG
_FAMILY_SICHUAN = Family.SICHUAN
_FORM_REGULAR = Form.REGULAR
_FORM_SEVEN_PAIRS = Form.SEVEN_PAIRS
_FORM_THIRTEEN_ORPHANS = Form.THIRTEEN_ORPHANS
