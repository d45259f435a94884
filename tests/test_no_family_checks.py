"""Outside the rule records (``mahjong_gui/engine/rules/``) nothing tests a profile id or a
profile family's class: the faces, the table, the ledger and the bots read the capability fields
every profile carries (``bloody``, ``honours``, ``bonus_tiles``, ``chow``, ``void_suit``,
``unit``, ``option_choices`` ...; docs/rules.md §2, §3)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mahjong_gui.engine.rules import PROFILES

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mahjong_gui"
RULES_DIR = PACKAGE / "engine" / "rules"

# Files that may still test ids or classes, each with why; clean the file, then drop its line.
ALLOWED: dict[str, str] = {}

_IDS = "|".join(re.escape(pid) for pid in PROFILES)
_ID = rf"""["']({_IDS})["']"""
CHECKS: dict[str, re.Pattern[str]] = {
    "isinstance of a profile class":
        re.compile(r"isinstance\([^)]*(\bHKProfile\b|,\s*Profile\s*\))"),
    "is_hk_profile()": re.compile(r"\bis_hk_profile\("),
    "a family's list of ids": re.compile(r"\b(HK_PROFILES|HK_PROFILE_IDS|SICHUAN_PROFILE_IDS)\b"),
    "a comparison with a profile id": re.compile(rf"(==|!=)\s*{_ID}"),
    "membership in a literal list of ids": re.compile(rf"\bin\s*[(\[{{]\s*{_ID}"),
    "PROFILES indexed by a literal id": re.compile(rf"PROFILES\[\s*{_ID}\s*\]"),
    "a family compared with a literal":
        re.compile(r"\.family\s*(==|!=)\s*[\"'](sichuan|hong-kong)[\"']"),
    "a family's field probed with hasattr":
        re.compile(r"hasattr\([^)]*[\"'](faan_table|patterns|settlement|cap|limit)[\"']"),
}


def _sources() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if RULES_DIR not in p.parents)


def _hits(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    out = []
    for name, rx in CHECKS.items():
        for m in rx.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            out.append(f"{path.relative_to(ROOT).as_posix()}:{line}: {name}: {m.group(0)!r}")
    return out


def test_the_patterns_catch_what_they_should() -> None:
    samples = ['isinstance(p, HKProfile)', 'isinstance(profile, Profile)',
               'is_hk_profile(rules)', 'pid in HK_PROFILES', 'SICHUAN_PROFILE_IDS',
               'rules == "mil"', "x != 'hk-classical'", 'for pid in ("mahjchina", "hk-modern")',
               'PROFILES["competition"]', 'isinstance(\n    p, HKProfile)',
               'if profile.family == "hong-kong":', 'hasattr(p, "faan_table")']
    for sample in samples:
        assert any(rx.search(sample) for rx in CHECKS.values()), sample
    fine = ['profile: str = "mil"', 'PROFILES[profile_id]', 'profile.family == family',
            'isinstance(score, HKScore)', '"mahjchina": self.tr("mahjchina rules")',
            'isinstance(p, Profiles)', 'if ns.family == "auto":']
    for sample in fine:
        assert not any(rx.search(sample) for rx in CHECKS.values()), sample


@pytest.mark.parametrize("path", _sources(), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_no_profile_id_or_family_class_is_tested(path: Path) -> None:
    if path.relative_to(ROOT).as_posix() in ALLOWED:
        pytest.skip(ALLOWED[path.relative_to(ROOT).as_posix()])
    hits = _hits(path)
    assert not hits, "read the profile's capabilities instead:\n" + "\n".join(hits)


def test_the_allow_list_only_holds_files_that_need_it() -> None:
    for name in ALLOWED:
        path = ROOT / name
        assert path.is_file(), f"{name} is gone: drop it from ALLOWED"
        assert _hits(path), f"{name} no longer tests ids or classes: drop it from ALLOWED"
