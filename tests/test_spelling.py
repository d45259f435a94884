"""One spelling per concept (issue 31 item 5): Hong Kong is "Hong Kong" in user text and
``hong-kong`` / ``HONG_KONG`` / ``hong_kong`` / ``HK`` in code, never "HongKong", "Hongkong",
"Hong-Kong" or a lower-case "hong kong", in the package, the Learn pages, the catalogues'
sources and the docs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WRONG = re.compile(r"HongKong|Hongkong|Hong-Kong|hong kong|Hong kong|HONGKONG")
# Each allowed use, with why.
ALLOWED = {
    "QLocale.Country.HongKong": "Qt's own name for the territory",
}


def _files() -> list[Path]:
    out = [p for tree in ("mahjong_gui", "scripts", "benchmarks")
           for p in (ROOT / tree).rglob("*.py")]
    out += sorted((ROOT / "resources" / "learn").rglob("*.html"))
    out += sorted((ROOT / "resources" / "learn").rglob("*.json"))
    out += sorted((ROOT / "translations").glob("*.ts"))
    out += sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"]
    return sorted(out)


def wrong_spellings(text: str) -> list[str]:
    found = []
    for m in WRONG.finditer(text):
        end = text.find("\n", m.end())
        line = text[text.rfind("\n", 0, m.start()) + 1:end if end >= 0 else len(text)]
        if not any(allowed in line for allowed in ALLOWED):
            found.append(line.strip()[:100])
    return found


@pytest.mark.parametrize("path", _files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_hong_kong_is_spelled_one_way(path: Path) -> None:
    assert wrong_spellings(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("text", ["class HongKongBrain:", "Hongkong rules", "hong kong;",
                                  "Hong-Kong", "HONGKONG = 1"])
def test_the_guard_sees_another_spelling(text: str) -> None:
    assert wrong_spellings(text)


def test_the_guard_lets_the_spellings_through() -> None:
    assert wrong_spellings('Hong Kong; "hong-kong"; HONG_KONG; _hong_kong(); HKBrain; '
                           "QLocale.Country.HongKong") == []
