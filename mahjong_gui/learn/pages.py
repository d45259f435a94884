"""Where the Learn pages live and how they are found: the page list (the table of contents),
the per-language template files with their fallback to English, and the glossary data.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from mahjong_gui.engine.memo import memoized
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.paths import resources_dir

# The six page languages, English first (the source every translation follows).
LANGUAGES: tuple[str, ...] = ("en", "vi", "zh_Hans", "zh_Hant", "ja", "id")
SOURCE_LANGUAGE = "en"
# Each language's name in that language (never translated).
NATIVE_NAMES: Mapping[str, str] = MappingProxyType({
    "en": "English", "vi": "Tiếng Việt", "zh_Hans": "简体中文", "zh_Hant": "繁體中文",
    "ja": "日本語", "id": "Bahasa Indonesia"})
MAX_TEMPLATE = 400_000  # bytes: a page or data file bigger than this is refused


class LearnError(Exception):
    """A page that cannot be built: an unknown placeholder, page, example or term, or a
    damaged file. ``code`` is stable; tests and the page's error line use it."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


@dataclass(frozen=True, slots=True)
class PageInfo:
    id: str
    group: str  # "start", "strategy", "profiles", "examples", "reference"
    profile: str | None = None  # the profile a profile page is about


PAGES: tuple[PageInfo, ...] = (
    PageInfo("play-sichuan", "start"),
    PageInfo("play-hongkong", "start"),
    PageInfo("shanten", "strategy"),
    PageInfo("strategy-sichuan", "strategy"),
    PageInfo("strategy-hongkong", "strategy"),
    *(PageInfo(f"profile-{p}", "profiles", p) for p in PROFILES),  # in the faces' order
    PageInfo("examples", "examples"),
    PageInfo("differences", "examples"),
    PageInfo("faq-sichuan", "reference"),
    PageInfo("faq-hongkong", "reference"),
    PageInfo("glossary", "reference"),
)
PAGE_IDS: tuple[str, ...] = tuple(p.id for p in PAGES)
GROUPS: tuple[str, ...] = ("start", "strategy", "profiles", "examples", "reference")
PAGE_INFO: Mapping[str, PageInfo] = MappingProxyType({p.id: p for p in PAGES})


def learn_dir() -> Path:
    return resources_dir() / "learn"


def page_for_profile(profile_id: str) -> str:
    return f"profile-{profile_id}"


def template_path(page_id: str, lang: str) -> Path:
    return learn_dir() / lang / f"{page_id}.html"


def has_own_page(page_id: str, lang: str) -> bool:
    """True when ``lang`` has its own template of the page (else English is shown)."""
    return template_path(page_id, lang).is_file()


def _read(path: Path) -> str:
    try:
        data = path.read_bytes()
    except OSError as err:
        raise LearnError("missing_page", f"{path.name}: {err.strerror}") from err
    if len(data) > MAX_TEMPLATE:
        raise LearnError("page_too_big", path.name)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise LearnError("bad_encoding", path.name) from err


def load_template(page_id: str, lang: str) -> tuple[str, str]:
    """The template text of a page in ``lang`` and the language it is really in: English when
    ``lang`` has no page of its own yet."""
    if page_id not in PAGE_INFO:
        raise LearnError("unknown_page", page_id)
    if lang not in LANGUAGES:
        raise LearnError("unknown_language", lang)
    used = lang if has_own_page(page_id, lang) else SOURCE_LANGUAGE
    return _read(template_path(page_id, used)), used


def _json(path: Path) -> Any:
    try:
        return json.loads(_read(path))
    except json.JSONDecodeError as err:
        raise LearnError("bad_json", f"{path.name}: line {err.lineno}") from err


@memoized("learn.conditions", 16)
def conditions(lang: str) -> Mapping[str, str]:
    """One-line pattern conditions (``patterns.json``: id, or "profile/id" / "family/id" for
    one profile or family), the language's own entries over the English ones."""
    merged: dict[str, str] = {}
    for code in dict.fromkeys((SOURCE_LANGUAGE, lang)):
        path = learn_dir() / code / "patterns.json"
        if not path.is_file():
            continue
        data = _json(path)
        if not isinstance(data, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
            raise LearnError("bad_json", f"{code}/patterns.json: an object of texts")
        merged.update(data)
    return MappingProxyType(merged)


@dataclass(frozen=True, slots=True)
class Term:
    id: str
    words: Mapping[str, str]  # language -> the word its players use


@memoized("learn.glossary", 1)
def glossary() -> tuple[Term, ...]:
    """Every term in all six languages (``resources/learn/glossary.json``: rows of ``term``,
    the term's name, and one word per language code)."""
    data = _json(learn_dir() / "glossary.json")
    rows = data.get("terms") if isinstance(data, dict) else None
    if not isinstance(rows, list):
        raise LearnError("bad_json", "glossary.json: {\"terms\": [...]}")
    out: list[Term] = []
    seen: set[str] = set()
    for i, row in enumerate(rows):
        if not (isinstance(row, dict) and isinstance(row.get("term"), str)
                and all(isinstance(row.get(code), str) and row[code].strip()
                        for code in LANGUAGES)):
            raise LearnError("bad_glossary", f"term {i} needs a name and a word per language")
        if row["term"] in seen:
            raise LearnError("bad_glossary", f"term {row['term']} twice")
        seen.add(row["term"])
        out.append(Term(row["term"], MappingProxyType({c: row[c] for c in LANGUAGES})))
    return tuple(out)


def term(term_id: str) -> Term:
    for t in glossary():
        if t.id == term_id:
            return t
    raise LearnError("unknown_term", term_id)
