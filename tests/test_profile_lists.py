"""No test types out a list of rule profiles: a test that runs over every profile, a family or a
capability reads its list from ``tests/profiles.py`` (the engine's registry), so a new profile is
covered without editing it. Flagged: a literal list, tuple or set in ``tests/`` that names every
profile of a family (rows such as ``("mil", 4)`` count by their first item), since a new profile
of that family would be left out of it. A sample (``("mil", "hk-modern")``) is a choice, not a
list of everything, and per-profile data in a dict (expected values, chosen seeds) is fine: the
test runs over ``ALL`` and reads it, so a new profile fails loudly there."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from mahjong_gui.engine.rules import PROFILES
from tests.engine.simulate_digest import CASES
from tests.profiles import ALL, HONG_KONG, SICHUAN, having

TESTS = Path(__file__).resolve().parent
FAMILIES = (SICHUAN, HONG_KONG)

# Files that may type a list out, each with why.
ALLOWED: dict[str, str] = {
    "engine/test_hongkong.py": "the registry's own test names the six profiles it must hold, "
                               "and its worked examples give each Hong Kong profile's payments",
    "engine/simulate_digest.py": "each case has its stored digest; a new profile fails "
                                 "test_every_profile_has_a_self_play_digest until it has one",
}


def _id(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and node.value in PROFILES:
        return str(node.value)
    if isinstance(node, ast.Tuple | ast.List) and node.elts:
        return _id(node.elts[0])  # a parametrize row: (profile, ...)
    return None


def typed_lists(source: str) -> list[str]:
    """The literal collections of ``source`` that enumerate profiles, by line."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            ids = {i for i in map(_id, node.elts) if i is not None}
            if any(len(f) > 1 and set(f) <= ids for f in FAMILIES):
                found.append(f"{node.lineno}: {sorted(ids)}")
    return found


def _files() -> list[Path]:
    return sorted(p for p in TESTS.rglob("*.py") if p.name != "profiles.py")


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.relative_to(TESTS).as_posix())
def test_no_test_types_out_a_list_of_profiles(path: Path) -> None:
    name = path.relative_to(TESTS).as_posix()
    if name in ALLOWED:
        pytest.skip(ALLOWED[name])
    found = typed_lists(path.read_text(encoding="utf-8"))
    assert not found, "read the list from tests/profiles.py instead:\n" + "\n".join(found)


def test_the_allow_list_only_holds_files_that_need_it() -> None:
    for name in ALLOWED:
        assert typed_lists((TESTS / name).read_text(encoding="utf-8")), name


@pytest.mark.parametrize("source", [
    pytest.param('P = ("mil", "mahjchina", "competition", "majsoul")', id="sichuan_tuple"),
    pytest.param('@pytest.mark.parametrize("r", ["hk-modern", "hk-classical"])\ndef t(r): ...',
                 id="hong_kong_family"),
    pytest.param('st.sampled_from(["mil", "mahjchina", "competition", "majsoul", "hk"])',
                 id="with_another_name"),
    pytest.param('CASES = [("mil", 4), ("mahjchina", 7), ("competition", 3), ("majsoul", 1)]',
                 id="rows"),
    pytest.param('for r in {"hk-classical", "hk-modern", "mil"}: pass', id="set"),
])
def test_the_guard_sees_a_typed_list(source: str) -> None:
    assert typed_lists(source)


def test_the_guard_lets_samples_and_data_through() -> None:
    fine = ('for p in ("mil", "hk-modern"): pass\n'
            'st.sampled_from(["mil", "majsoul", "hk-modern"])\n'
            'SEEDS = {"mil": 4, "mahjchina": 7, "competition": 3}\n'
            '@pytest.mark.parametrize("rules", ALL)\ndef t(rules): ...\n')
    assert typed_lists(fine) == []


def test_the_shared_lists_come_from_the_registry() -> None:
    assert ALL == tuple(PROFILES)
    assert set(SICHUAN) | set(HONG_KONG) == set(ALL) and not set(SICHUAN) & set(HONG_KONG)
    assert having(bloody=True) == tuple(p for p in ALL if PROFILES[p].bloody)
    with pytest.raises(AssertionError):
        having(family="no-such-family")


def test_every_profile_has_a_self_play_digest() -> None:
    """``tests/data/simulate_digests.json`` fingerprints seeded self-play per profile: a new
    profile needs its own case (``python -m tests.engine.simulate_digest`` prints them)."""
    assert {case[0] for case in CASES} == set(ALL)
