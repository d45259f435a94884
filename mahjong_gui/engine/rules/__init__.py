"""Rule profiles by id: each is a frozen record plus its pattern table (RULES.md 2)."""

from __future__ import annotations

from collections.abc import Mapping

from mahjong_gui.engine.rules.base import (
    HandFacts,
    Op,
    OptionError,
    PatternId,
    PatternRow,
    Profile,
)
from mahjong_gui.engine.rules.sichuan import SICHUAN_PROFILES

__all__ = ["PROFILES", "HandFacts", "Op", "OptionError", "PatternId", "PatternRow", "Profile",
           "get_profile"]

PROFILES: dict[str, Profile] = {p.id: p for p in SICHUAN_PROFILES}


def get_profile(profile_id: str, options: Mapping[str, str] | None = None) -> Profile:
    """The profile with that id and options; raises ``OptionError`` (code ``unknown_rules``,
    ``unknown_option`` or ``bad_option_value``)."""
    profile = PROFILES.get(profile_id)
    if profile is None:
        raise OptionError("unknown_rules", f"unknown rules '{profile_id}' "
                          f"(choose from {', '.join(PROFILES)})")
    return profile.with_options(options) if options else profile
