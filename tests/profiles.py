"""The rule profiles the tests run over, read from the engine's registry and never typed out, so
that a new profile is in every test that runs over all profiles, a family or a capability
(``tests/test_profile_lists.py`` keeps it so)."""

from __future__ import annotations

from mahjong_gui.engine.rules import PROFILES


def having(**fields: object) -> tuple[str, ...]:
    """The ids of the profiles whose fields have these values, in the registry's order, e.g.
    ``having(bloody=True)``; never empty."""
    out = tuple(pid for pid, p in PROFILES.items()
                if all(getattr(p, name) == value for name, value in fields.items()))
    assert out, f"no profile has {fields}"
    return out


def with_option(key: str) -> tuple[str, ...]:
    """The ids of the profiles that offer the room option ``key``."""
    out = tuple(pid for pid, p in PROFILES.items() if key in p.options)
    assert out, f"no profile offers {key}"
    return out


ALL: tuple[str, ...] = tuple(PROFILES)
"""Every profile, in the registry's order (the order the game offers them)."""
SICHUAN = having(family="sichuan")
HONG_KONG = having(family="hong-kong")
BLOODY = having(bloody=True)
"""Winners leave and play goes on; players still in settle at the wall's end."""
