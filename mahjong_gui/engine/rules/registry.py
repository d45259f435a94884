"""The registry of rule profiles: all six by id and the look-ups that check an id and options
(docs/rules.md §2, §3). ``mahjong_gui.engine.rules`` re-exports every name here on first use."""

from __future__ import annotations

from collections.abc import Mapping

from mahjong_gui.engine.common import OptionError
from mahjong_gui.engine.rules.base import (
    HandFacts,
    Op,
    PatternId,
    PatternRow,
    Profile,
)
from mahjong_gui.engine.rules.hongkong import HK_PROFILES, HKProfile
from mahjong_gui.engine.rules.sichuan import SICHUAN_PROFILES

__all__ = ["PROFILES", "AnyProfile", "HandFacts", "Op", "OptionError", "PatternId",
           "PatternRow", "Profile", "HKProfile", "get_profile", "HK_PROFILE_IDS",
           "SICHUAN_PROFILE_IDS", "get_hk_profile", "get_sichuan_profile", "is_hk_profile"]

AnyProfile = Profile | HKProfile
"""A profile of either family; both carry the same capability fields."""

PROFILES: dict[str, AnyProfile] = {
    **{p.id: p for p in SICHUAN_PROFILES}, **HK_PROFILES}
"""All six profiles by id, in the order the faces list them."""

SICHUAN_PROFILE_IDS: tuple[str, ...] = tuple(p.id for p in SICHUAN_PROFILES)
HK_PROFILE_IDS: tuple[str, ...] = tuple(HK_PROFILES)


def get_profile(profile_id: str, options: Mapping[str, str] | None = None) -> AnyProfile:
    """The profile with that id and options; raises ``OptionError`` (code ``unknown_rules``,
    ``unknown_option`` or ``bad_option_value``)."""
    profile = PROFILES.get(profile_id)
    if profile is None:
        raise OptionError("unknown_rules", f"unknown rules '{profile_id}' "
                          f"(choose from {', '.join(PROFILES)})")
    return profile.with_options(options) if options else profile


def get_sichuan_profile(profile_id: str, options: Mapping[str, str] | None = None) -> Profile:
    """A Sichuan profile (the scoring tables of ``rules.sichuan``); ``OptionError`` otherwise."""
    p = get_profile(profile_id, options)
    if not isinstance(p, Profile):
        raise OptionError("unknown_rules", f"'{profile_id}' is not a Sichuan profile")
    return p


def get_hk_profile(profile_id: str, options: Mapping[str, str] | None = None) -> HKProfile:
    """A Hong Kong profile (``rules.hongkong``); ``OptionError`` otherwise."""
    p = get_profile(profile_id, options)
    if not isinstance(p, HKProfile):
        raise OptionError("unknown_rules", f"unknown Hong Kong rules '{profile_id}' "
                          f"(choose from {', '.join(HK_PROFILE_IDS)})")
    return p


def is_hk_profile(profile_id: str) -> bool:
    return profile_id in HK_PROFILES
