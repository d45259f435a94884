"""Rule profiles by id: each is a frozen record plus its pattern table (RULES.md 2)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from mahjong_gui.engine.rules.base import (
    HandFacts,
    Op,
    OptionError,
    PatternId,
    PatternRow,
    Profile,
)
from mahjong_gui.engine.rules.sichuan import SICHUAN_PROFILES

if TYPE_CHECKING:
    from mahjong_gui.engine.hongkong import HKProfile

__all__ = ["PROFILES", "HandFacts", "Op", "OptionError", "PatternId", "PatternRow", "Profile",
           "get_profile", "HK_PROFILE_IDS", "get_hk_profile"]

PROFILES: dict[str, Profile] = {p.id: p for p in SICHUAN_PROFILES}


def get_profile(profile_id: str, options: Mapping[str, str] | None = None) -> Profile:
    """The profile with that id and options; raises ``OptionError`` (code ``unknown_rules``,
    ``unknown_option`` or ``bad_option_value``)."""
    profile = PROFILES.get(profile_id)
    if profile is None:
        raise OptionError("unknown_rules", f"unknown rules '{profile_id}' "
                          f"(choose from {', '.join(PROFILES)})")
    return profile.with_options(options) if options else profile


# --- Hong Kong (RULES.md 3) ------------------------------------------------------------------
# The two Hong Kong profiles are scored by ``engine.hongkong`` with their own record type
# (``HKProfile``), so they are kept out of ``PROFILES`` (the Sichuan profiles a table can play).

HK_PROFILE_IDS: tuple[str, ...] = ("hk-modern", "hk-classical")


def get_hk_profile(profile_id: str, options: Mapping[str, str] | None = None) -> HKProfile:
    """The Hong Kong profile with that id and options (see ``engine.hongkong``); raises
    ``OptionError`` like ``get_profile``."""
    from mahjong_gui.engine.hongkong import get_hk_profile as _get  # no import cycle

    return _get(profile_id, options)
