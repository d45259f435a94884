"""Every rule profile, one registry (docs/rules.md §2, §3): the four Sichuan profiles and the two
Hong Kong ones. Each family module (``sichuan``, ``hongkong``) holds its records and tables; the
records share the capability fields the table, the faces and the bots read (``family``,
``exchange_three``, ``void_suit``, ``chow``, ``honours``, ``bonus_tiles``, ``bloody``,
``dead_wall``, ``minimum``, ``kong_money``, ``rank_points``, ``unit``, ``options`` ...).

Importing this package does no work: its names come from ``rules.registry`` (which imports
the family modules: their records, tables and classes) on first use, through the module's
``__getattr__``, so the engine's import stays cheap (issue 17, start-up).
"""

from __future__ import annotations

# typing.TYPE_CHECKING without importing typing (mypy knows the name): ``typing`` would cost
# the engine's import more than the rest of this package.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from mahjong_gui.engine.rules.registry import (
        HK_PROFILE_IDS,
        PROFILES,
        SICHUAN_PROFILE_IDS,
        AnyProfile,
        HandFacts,
        HKProfile,
        Op,
        OptionError,
        PatternId,
        PatternRow,
        Profile,
        get_hk_profile,
        get_profile,
        get_sichuan_profile,
        is_hk_profile,
    )

__all__ = ["PROFILES", "AnyProfile", "HandFacts", "Op", "OptionError", "PatternId",
           "PatternRow", "Profile", "HKProfile", "get_profile", "HK_PROFILE_IDS",
           "SICHUAN_PROFILE_IDS", "get_hk_profile", "get_sichuan_profile", "is_hk_profile"]


def __getattr__(name: str) -> Any:
    """A registry name, loaded on first use and kept (later reads are plain attributes). The
    engine's one import inside a function, on purpose (tests/engine/test_import_cycles.py
    allows it here only)."""
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from mahjong_gui.engine.rules import registry

    value = getattr(registry, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
