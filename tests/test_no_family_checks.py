"""Outside the rule records (``mahjong_gui/engine/rules/``) nothing tests a profile id or a
profile family's class: the faces, the table, the ledger and the bots read the capability fields
every profile carries (``bloody``, ``honours``, ``bonus_tiles``, ``chow``, ``void_suit``,
``unit``, ``option_choices`` ...; docs/rules.md §2, §3).

And outside a family's own modules nothing names a family's types or stands in for a family
with a field (issue 31): a face reaches a family through its ``RuleFamily``
(``engine.family.registry.family_of``), draws a ``ScoreView`` and builds a situation with
``RuleFamily.situation`` (docs/architecture.md §2, §8)."""

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


# A family's own modules: its records and tables, its scorer and money, its protocol object,
# the ledger's records of both families, the analysis of its winning forms, its brain and its
# part of the score command (flags, situation and answer).
FAMILY_MODULES = ("engine/rules/", "engine/family/", "engine/scoring.py", "engine/settlement.py",
                  "engine/ledger_entries.py", "engine/analysis/", "bots/hongkong/",
                  "bots/brain.py", "bots/strong.py", "bots/family.py", "cli/families/")
FAMILY_NAMES: dict[str, re.Pattern[str]] = {
    "a Hong Kong type": re.compile(
        r"\bHK(Profile|Score|Situation|Event|PatternId|Line|WinEntry|Result)\b"),
    "a family's scorer or look-up": re.compile(
        r"\b(score_hk|score_hand|get_hk_profile|get_sichuan_profile)\b"),
    "a Sichuan type imported": re.compile(r"from mahjong_gui\.engine\.scoring import "
                                          r"(?:\([^)]*?|[^\n(]*?)\b(Score|Situation|Event|Line)\b"),
    "the table's kind": re.compile(r"\btable_kind\b"),
    "the faan unit as a family": re.compile(r"\bunit\s*(==|!=)\s*[\"']faan[\"']"),
    "a family's field probed": re.compile(r"getattr\([^)]*[\"'](limit|faan_table|patterns)[\"']"),
    "an analysis family named": re.compile(r"\bFamily\.(SICHUAN|HONG_KONG)\b"),
    "a family's own bots imported": re.compile(
        r"mahjong_gui\.bots\.hongkong\b|from mahjong_gui\.bots import [^\n]*\bhongkong\b"),
}
# Modules that still name a family, each with why; clean the file, then drop its line.
FAMILY_ALLOWED: dict[str, str] = {}


def _family_sources() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py")
                  if not p.relative_to(PACKAGE).as_posix().startswith(FAMILY_MODULES))


def _family_hits(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    out = []
    for name, rx in FAMILY_NAMES.items():
        for m in rx.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            out.append(f"{path.relative_to(ROOT).as_posix()}:{line}: {name}: {m.group(0)!r}")
    return out


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


def test_the_family_patterns_catch_what_they_should() -> None:
    samples = ["isinstance(score, HKScore)", "HKSituation(win=w)", "e in HKEvent",
               "from mahjong_gui.engine.scoring import Event, Score, WinType",
               "from mahjong_gui.engine.scoring import (\n    Invalid,\n    Situation,\n)",
               "profile.table_kind == 'faan'", 'if profile.unit == "faan":',
               'int(getattr(profile, "limit", 0))', "analysis.Family.HONG_KONG",
               "score_hk(p, hand)", "get_sichuan_profile(pid)"]
    for sample in samples:
        assert any(rx.search(sample) for rx in FAMILY_NAMES.values()), sample
    fine = ["from mahjong_gui.engine.scoring import WinType\nx = Score", 'profile.unit == "base"',
            "from mahjong_gui.engine.scoring import (\n    WinType,\n)\nScore = 1",
            "family_of(profile).situation(profile, win, 0, None)", "view.headline == 'total'",
            'self.tr("Score")', "Family of profiles"]
    for sample in fine:
        assert not any(rx.search(sample) for rx in FAMILY_NAMES.values()), sample


@pytest.mark.parametrize("path", _family_sources(),
                         ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_no_family_type_or_stand_in_outside_its_modules(path: Path) -> None:
    if path.relative_to(ROOT).as_posix() in FAMILY_ALLOWED:
        pytest.skip(FAMILY_ALLOWED[path.relative_to(ROOT).as_posix()])
    hits = _family_hits(path)
    assert not hits, "reach the family through family_of(profile) instead:\n" + "\n".join(hits)


def test_the_family_allow_list_only_holds_files_that_need_it() -> None:
    for name in FAMILY_ALLOWED:
        path = ROOT / name
        assert path.is_file(), f"{name} is gone: drop it from FAMILY_ALLOWED"
        assert _family_hits(path), f"{name} no longer names a family: drop it"
