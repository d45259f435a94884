"""Citations of the rule book: every `docs/rules.md §N` / `§N.N` in the project names a section
that exists, nothing points at the old shared rules file or the source documents any more, and
the book covers every profile of the registry."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.profiles import ALL

ROOT = Path(__file__).resolve().parent.parent
RULE_BOOK = ROOT / "docs" / "rules.md"
THIS_FILE = Path(__file__).resolve()

TREES = ("mahjong_gui", "tests", "benchmarks", "scripts")
EXTRA_FILES = ("README.md", "docs/architecture.md", "docs/guide.md", "docs/performance.md",
               "docs/translating.md")
SUFFIXES = (".py", ".md")


# `docs/rules.md §2.5`, also lists and ranges: `docs/rules.md §2.1, §2.2 and §4`, `§2.2-2.4`.
CITATION = re.compile(
    r"docs/rules\.md\s*§\s*(\d+(?:\.\d+)?)"
    r"((?:(?:\s*,\s*§?|\s+and\s+§|\s*[-–]\s*§?)\s*\d+(?:\.\d+)?)*)"
)
NUMBER = re.compile(r"\d+(?:\.\d+)?")
CHAPTER = re.compile(r"^##\s+(\d+)\.(?:\s|$)")
SECTION = re.compile(r"^###\s+(\d+\.\d+)(?:\s|$)")

# Built from pieces so that this file does not match its own check.
OLD_RULES = "RULES" + ".md"
SEEDS_FOLDER = "shared" + "/seeds"


def _scanned_files() -> list[Path]:
    files: list[Path] = []
    for tree in TREES:
        base = ROOT / tree
        if not base.is_dir():
            continue
        for path in sorted(base.rglob("*")):
            rel = path.relative_to(ROOT).parts
            if any(part == ".venv" or part == "__pycache__" for part in rel):
                continue
            if path.suffix in SUFFIXES and path.is_file():
                files.append(path)
    for name in EXTRA_FILES:
        path = ROOT / name
        if path.is_file():
            files.append(path)
    return files


def _headings() -> set[str]:
    found: set[str] = set()
    for line in RULE_BOOK.read_text(encoding="utf-8").splitlines():
        match = CHAPTER.match(line) or SECTION.match(line)
        if match:
            found.add(match.group(1))
    return found


def _where(path: Path, text: str, offset: int) -> str:
    return f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, offset) + 1}"


def test_rule_book_exists_with_its_chapters() -> None:
    assert RULE_BOOK.is_file(), "docs/rules.md is missing"
    headings = _headings()
    expected = {"1", "2", "2.1", "2.2", "2.3", "2.4", "2.5", "2.6", "3", "3.1", "4"}
    assert expected <= headings, f"rule book lacks sections {sorted(expected - headings)}"


def test_every_citation_names_an_existing_section() -> None:
    headings = _headings()
    missing: list[str] = []
    for path in _scanned_files():
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in CITATION.finditer(text):
            numbers = [match.group(1), *NUMBER.findall(match.group(2))]
            for number in numbers:
                if number not in headings:
                    missing.append(f"{_where(path, text, match.start())}: §{number} "
                                   f"(in {match.group(0)!r})")
    assert not missing, "citations of sections docs/rules.md does not have:\n" + "\n".join(missing)


def test_no_reference_to_the_old_rules_file_or_the_sources_folder() -> None:
    offenders: list[str] = []
    for path in _scanned_files():
        if path.resolve() == THIS_FILE:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for number, line in enumerate(text.splitlines(), 1):
            if OLD_RULES in line or SEEDS_FOLDER in line:
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:100]}")
    assert not offenders, (f"{len(offenders)} lines still cite {OLD_RULES} or {SEEDS_FOLDER}:\n"
                           + "\n".join(offenders))


@pytest.mark.parametrize("profile_id", ALL)
def test_rule_book_names_every_profile(profile_id: str) -> None:
    text = RULE_BOOK.read_text(encoding="utf-8")
    assert f"`{profile_id}`" in text, f"docs/rules.md never names the profile `{profile_id}`"
