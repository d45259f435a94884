"""Every id the window may show has words (issue 31 item 6): each pattern, payment reason,
doubling, hint reason (the bots' ``HintReason``), review category and reason, event kind and typed
error code has a label in ``ui/texts/`` (or, for events, ``ui/texts/events.describe``) that is not
the raw id, and each label is translated in every language of ``i18n.LANGUAGES``, loaded as the
app loads it: the words differ from the English source unless listed below as the same on
purpose. The ids are read from the engine's enums and, for error codes, from every place a
typed error the window shows is raised, so a new id without words fails here."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import replace
from enum import Enum
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

import mahjong_gui
from mahjong_gui.bots.strong import HintReason
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.common import Doubling, Payment, Reason, WinType
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.rules.base import ExchangeDirection, PatternId
from mahjong_gui.engine.rules.hongkong import HKPatternId
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.tiles import ErrorCode, parse
from mahjong_gui.review.explain import Category, ReasonId
from mahjong_gui.store.scorebook import CSV_HEADINGS, history
from mahjong_gui.ui import i18n, texts
from mahjong_gui.ui.scorebook.panels import ScorebookPage as ScorebookPanels
from mahjong_gui.ui.texts.events import describe
from mahjong_gui.ui.texts.scorebook import CSV_WORDS, HISTORY_KINDS, HISTORY_LABELS, STAT_HEADERS

PACKAGE = Path(mahjong_gui.__file__).parent
LANGS = [code for code in i18n.LANGUAGE_CODES if code != i18n.DEFAULT_LANGUAGE]

# Typed errors whose codes the window may show, by the name they are raised with (``_fail``
# and ``ERROR``: a store's own error made by its base class; ``Invalid`` and ``NotWin``: the
# scoring's refusals, shown by the calculator and the scorebook).
SHOWN = frozenset({"SaveError", "LogError", "EventFormatError", "InputLimitError", "OptionError",
                   "UserFileError", "ScorebookError", "StoreError", "DrillStoreError",
                   "ReviewStoreError", "MoneyError", "LedgerError", "LedgerInputError",
                   "DrillError", "ReviewError", "Invalid", "NotWin", "_fail", "ERROR",
                   "RuleSetError"})
# Typed errors the window never shows, each with why.
NOT_SHOWN = {
    "InputError": "the command line's JSON contract (English, like its flags)",
    "UsageError": "the command line's usage message",
    "LearnError": "the shipped Learn pages' own faults, found by their tests",
    "StudyError": "a Learn page's study the engine refuses (shipped data), raised as LearnError",
    "StartError": "said in the terminal before Qt loads (desktop.preflight)",
    "DesktopEntryError": "the menu entry's installer, in the terminal",
    "WallError": "a guided lesson's scripted wall: a fault of the lesson, found by its tests",
    "LessonError": "a guided lesson's script: a fault of the lesson, found by its tests",
    "IllegalAction": "the table refusing a move: the window offers legal moves only",
    "TileError": "its codes are ErrorCode's, checked with the tile errors",
    "MemoError": "a remembered table past its stated bound: a fault of the code, found by "
                 "tests/engine/test_memo.py",
}

# (language, context, English source) whose translation is the same words on purpose.
SAME_ON_PURPOSE = frozenset({
    ("vi", texts.CONTEXT, "Flower pig"),  # the Vietnamese glossary keeps the English term
})


def _values(enum: type[Enum]) -> list[str]:
    return [str(m.value) for m in enum]


def raised_codes() -> dict[str, set[str]]:
    """Each code a typed error the window may show is raised with, with the errors' names:
    the first argument or ``code=`` of every call of a name in ``SHOWN`` in the package."""
    codes: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) \
                else ""
            if name not in SHOWN:
                continue
            args = [*node.args[:1], *(k.value for k in node.keywords if k.arg == "code")]
            for a in args:
                if isinstance(a, ast.Constant) and isinstance(a.value, str):
                    codes.setdefault(a.value, set()).add(name)
    return codes


def error_classes() -> set[str]:
    """Every exception class of the package whose name ends in ``Error``."""
    out = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.name.endswith("Error"):
                out.add(node.name)
    return out


def families() -> dict[str, tuple[dict[str, str], list[str]]]:
    """Each kind of id: the table of its words and the ids the engine may give."""
    errors = {code: next(t for t in (texts.ERRORS, texts.TILE_ERRORS, texts.INVALID,
                                     texts.NOT_WIN, texts.LEDGER_ERRORS) if code in t)[code]
              for code in raised_codes()
              if any(code in t for t in (texts.ERRORS, texts.TILE_ERRORS, texts.INVALID,
                                         texts.NOT_WIN, texts.LEDGER_ERRORS))}
    return {
        "pattern": (texts.PATTERNS, _values(PatternId) + _values(HKPatternId)),
        "payment reason": (texts.REASONS, _values(Reason)),
        "doubling": (texts.DOUBLINGS, _values(Doubling)),
        "hint reason": (texts.HINT_REASONS, _values(HintReason)),
        "review category": (texts.REVIEW_CATEGORIES, _values(Category)),
        "review reason": (texts.REVIEW_REASONS, _values(ReasonId)),
        "tile error": (texts.TILE_ERRORS, _values(ErrorCode)),
        "hand end": (texts.HAND_END, _values(ev.HandEndReason)),
        "error code": (errors, sorted(raised_codes())),
    }


@pytest.mark.parametrize("family", list(families()))
def test_every_id_has_words_that_are_not_the_id(family: str) -> None:
    table, ids = families()[family]
    missing = [i for i in ids if i not in table]
    assert missing == [], f"{family}: no words in ui/texts/ for {missing}"
    raw = [i for i in ids if table[i].strip() == i]
    assert raw == [], f"{family}: the words are the id itself for {raw}"


def test_error_words_every_code_it_is_given() -> None:
    for code in raised_codes():
        assert texts.error(code) != code.replace("_", " "), code  # not error()'s fallback


def test_every_typed_error_is_either_shown_or_said_why_not() -> None:
    assert error_classes() - SHOWN - set(NOT_SHOWN) == set()
    assert set(NOT_SHOWN) <= error_classes() | {"IllegalAction"}


def test_the_codes_are_found_where_they_are_raised() -> None:
    codes = raised_codes()
    assert {"SaveError"} <= codes["checksum"] and "ScorebookError" in codes["busy"]
    assert "DrillError" in codes["kind_not_in_rules"] and "LogError" in codes["illegal_move"]
    assert "usage" not in codes  # the command line's
    assert len(codes) >= 75


# One event of each kind, for its words in the log.
P = parse("5p")[0]
PAY = (Payment(1, 0, 2, Reason.WIN_DISCARD),)
SAMPLES: dict[type, ev.Event] = {
    ev.HandStarted: ev.HandStarted(0, 1, "mil", (), 1, (0, 0, 0, 0), ((),) * 4, ()),
    ev.TilesExchanged: ev.TilesExchanged(((),) * 4, ExchangeDirection.ACROSS),
    ev.VoidsChosen: ev.VoidsChosen(("m", "p", "s", "m")),
    ev.Drew: ev.Drew(1, P, False),
    ev.BonusReplaced: ev.BonusReplaced(1, parse("1f")[0], P, False),
    ev.Chowed: ev.Chowed(2, P, parse("3p")[0], 1),
    ev.Discarded: ev.Discarded(1, P),
    ev.ClaimPassed: ev.ClaimPassed(2, P, ev.ClaimOn.DISCARD),
    ev.Ponged: ev.Ponged(2, P, 1),
    ev.KongDeclared: ev.KongDeclared(1, P),
    ev.Konged: ev.Konged(1, P, KongKind.EXPOSED, 2, True, PAY),
    ev.KongRobbed: ev.KongRobbed(3, P),
    ev.Won: ev.Won(0, P, WinType.DISCARD, 1, (), (Meld(MeldKind.PONG, P),), (),
                   (("plain_win", 1, 1),), 1, PAY),
    ev.WallExhausted: ev.WallExhausted((), ()),
    ev.HandEnded: ev.HandEnded((2, -2, 0, 0), (2, -2, 0, 0), 1, ev.HandEndReason.WALL),
    ev.MatchEnded: ev.MatchEnded((2, -2, 0, 0), None, ev.MatchEndReason.COMPLETE),
}
NAMES = ("An", "Bình", "Chi", "Dũng")


def test_every_kind_of_event_has_a_sample() -> None:
    assert set(SAMPLES) == set(ev.EVENT_TYPES.values())


def test_every_event_is_told_in_words() -> None:
    for e in SAMPLES.values():
        text = describe(e, NAMES)
        assert text and text != e.type and e.type not in text, e.type


def test_every_word_of_an_event_field_is_told_its_own_way() -> None:
    """The event fields' words (enums since issue 31) each read differently in the log, and
    none shows its id."""
    won, konged = SAMPLES[ev.Won], SAMPLES[ev.Konged]
    told = {
        "win": [describe(replace(won, win=w, discarder=None if w is WinType.SELF else 1), NAMES)
                for w in WinType],
        "kong": [describe(replace(konged, kind=k), NAMES) for k in KongKind],
        "direction": [describe(ev.TilesExchanged(((),) * 4, d), NAMES)
                      for d in ExchangeDirection if d is not ExchangeDirection.DRAWN],
    }
    for field, lines in told.items():
        assert len(set(lines)) == len(lines), (field, lines)
        assert not any("_" in line for line in lines), (field, lines)  # no kong_concealed


@pytest.fixture(params=LANGS)
def lang(qapp, request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.install_translators(QCoreApplication.instance(), request.param)
    yield request.param
    i18n.install_translators(QCoreApplication.instance(), i18n.DEFAULT_LANGUAGE)


def test_every_change_the_scorebook_records_has_words() -> None:
    assert set(HISTORY_KINDS) == set(history.KINDS)
    assert set(HISTORY_LABELS) == set(history.LABELS) - {""}


def test_every_statistic_and_csv_heading_has_words() -> None:
    assert tuple(STAT_HEADERS) == ScorebookPanels.STAT_COLUMNS
    assert tuple(CSV_WORDS) == CSV_HEADINGS


def test_the_scorebook_history_words_are_translated(lang: str) -> None:
    sources = {*HISTORY_KINDS.values(), *HISTORY_LABELS.values()}
    assert [s for s in sources if QCoreApplication.translate("HistoryView", s) == s] == []


def test_every_label_is_translated(lang: str) -> None:
    untranslated = []
    labels = {(f, i): table[i] for f, (table, ids) in families().items() for i in ids
              if i in table}
    labels.update({("error", code): source for code, source in texts.ERRORS.items()})
    for (family, i), source in labels.items():
        if (lang, texts.CONTEXT, source) in SAME_ON_PURPOSE:
            continue
        if QCoreApplication.translate(texts.CONTEXT, source) == source:
            untranslated.append(f"{family} {i}: {source!r}")
    assert untranslated == []


def test_every_event_is_told_in_the_language(lang: str) -> None:
    english = {}
    i18n.install_translators(QCoreApplication.instance(), i18n.DEFAULT_LANGUAGE)
    for kind, e in SAMPLES.items():
        english[kind] = describe(e, NAMES)
    i18n.install_translators(QCoreApplication.instance(), lang)
    same = [kind.type for kind, e in SAMPLES.items() if describe(e, NAMES) == english[kind]]
    assert same == []
