"""Numbers and punctuation in the interface language (issue 12, item 3): every score, payment,
total and value the Play area, the end-of-hand dialog, the replay, the teacher and the
calculator show is grouped the locale's way (8.000 in Vietnamese, 8,000 in Chinese), and
in Chinese and Japanese no ASCII colon or comma is written straight after a Chinese
character, nor a "2^" formula anywhere. The numbers are the engine's own, from played
Mahjong Soul matches (50,000 points to start) and the calculator's examples; the expected
spelling is written here without QLocale, so the tests check the app's formatting. Texts
only: nothing depends on a CJK font being installed."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsSimpleTextItem,
    QGroupBox,
    QLabel,
    QTableWidget,
    QWidget,
)

from mahjong_gui.bots.hint_types import WaitInfo
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.table import Match
from mahjong_gui.ui import texts
from mahjong_gui.ui.calculator import EXAMPLES, CalculatorPage
from mahjong_gui.ui.calculator_state import Answer
from mahjong_gui.ui.controller import GameSettings, HandSummary, hand_summary
from mahjong_gui.ui.dialogs import HandEndDialog
from mahjong_gui.ui.play.page import PlayPage
from mahjong_gui.ui.replay import ReplayDialog
from mahjong_gui.ui.texts.events import describe
from mahjong_gui.ui.texts.hints import waits_line
from tests.helpers import greedy_match
from tests.profiles import ALL
from tests.ui.helpers import by_language, greedy_hand

PAGE_SIZE = (1200, 800)  # the ``page`` fixture's size (tests/ui/conftest.py)

NAMES = ("You", "Right", "Across", "Left")
GROUPING = {"vi": ".", "zh_Hans": ","}  # the thousands separator each language writes
# An ASCII colon, semicolon or comma right after a CJK character (kana, ideographs,
# full-width forms): the language's own full-width mark belongs there.
CJK_THEN_ASCII = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef][:;,]")


def grouped(n: int, lang: str) -> str:
    """``n`` with its thousands grouped as ``lang`` writes them (no QLocale involved)."""
    text = f"{abs(n):,}".replace(",", GROUPING[lang])
    return ("-" if n < 0 else "") + text


def signed(n: int, lang: str) -> str:
    return ("+" if n > 0 else "") + grouped(n, lang)


def majsoul_match(seed: int = 4) -> tuple[Match, HandSummary]:
    """A Mahjong Soul hand played by bots: seed 4 has three winners, payments of 1,000 and
    more, and every seat near its 50,000 points."""
    return greedy_hand("majsoul", seed)


def visible_texts(root: QWidget) -> list[str]:
    """Every text a user can see in ``root``: labels, buttons, group titles, table items and
    their headings."""
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if w is not root and not w.isVisibleTo(root):
            continue
        if isinstance(w, QLabel | QAbstractButton) and w.text():
            out.append(w.text())
        if isinstance(w, QGroupBox) and w.title():
            out.append(w.title())
        if isinstance(w, QTableWidget):
            for c in range(w.columnCount()):
                head = w.horizontalHeaderItem(c)
                if head is not None:
                    out.append(head.text())
            out += [w.item(r, c).text() for r in range(w.rowCount())
                    for c in range(w.columnCount()) if w.item(r, c) is not None]
    if isinstance(root, QWidget) and root.windowTitle():
        out.append(root.windowTitle())
    return out


# -- the end of a hand (ui/dialogs.py) ---------------------------------------------------------


@by_language("vi", "zh_Hans")
def test_hand_end_dialog_groups_points_and_payments(qtbot, lang: str) -> None:
    _match, summary = majsoul_match()
    assert any(p.amount >= 1000 for p in summary.payments)
    d = HandEndDialog(summary, NAMES)
    qtbot.addWidget(d)
    rows = [[d.rows.item(r, c).text() for c in range(4)] for r in range(d.rows.rowCount())]
    assert [row[2] for row in rows] == [grouped(p.amount, lang) for p in summary.payments]
    totals = {d.totals.item(r, 0).text(): (d.totals.item(r, 1).text(),
                                           d.totals.item(r, 2).text()) for r in range(4)}
    for seat in range(4):  # this hand's result and the points held (about 50,000)
        assert summary.scores[seat] >= 1000
        assert totals[NAMES[seat]] == (signed(summary.deltas[seat], lang),
                                       grouped(summary.scores[seat], lang))
    for won in summary.wins:  # each winner's value in its caption
        assert any(grouped(won.value, lang) in c for c in d.hand_captions)


@by_language("vi", "zh_Hans")
def test_the_match_chart_and_standings_group_their_numbers(qtbot, lang: str) -> None:
    match = greedy_match("majsoul", 4, hands=2)
    assert match.table is not None
    final = next(e for e in reversed(match.events) if isinstance(e, ev.MatchEnded))
    summary = hand_summary(match.table, match)
    d = HandEndDialog(summary, NAMES, final)
    qtbot.addWidget(d)
    shown = {d.totals.item(r, 1).text(): d.totals.item(r, 3).text() for r in range(4)}
    assert shown == {NAMES[s]: grouped(final.scores[s], lang) for s in range(4)}


# -- the table (ui/table_view.py) and the win banner (ui/play/banners.py) -----------------------


@by_language("vi", "zh_Hans")
def test_the_seat_plates_show_the_points_grouped(page: PlayPage, qtbot, lang: str) -> None:
    page.start(GameSettings(profile="majsoul", bots=("first",) * 3, names=NAMES, seed=1,
                            speed=0))
    qtbot.waitUntil(lambda: page.controller.awaiting_human, timeout=5000)
    view = page.controller.human_view()
    assert view is not None and min(view.scores) >= 1000
    drawn = {it.text() for it in page.table.scene().items()
             if isinstance(it, QGraphicsSimpleTextItem)}
    for seat in range(4):
        assert any(t.startswith(grouped(view.scores[seat], lang)) for t in drawn), drawn


@by_language("vi", "zh_Hans")
def test_the_win_banner_groups_the_payments(page: PlayPage, qtbot, lang: str) -> None:
    match, _summary = majsoul_match()
    won = next(e for e in match.events if isinstance(e, ev.Won)
               and any(p.amount >= 1000 for p in e.payments if p.payee == e.seat))
    page._win(won)  # the banner the table shows for that event
    text = page.banners_shown[-1]
    for p in won.payments:
        if p.payee == won.seat:
            assert grouped(p.amount, lang) in text
    assert not re.search(r"\d{4}", text)  # no number of 1,000 or more left ungrouped


# -- the replay's and the log's words (ui/texts/events.py), the teacher (ui/texts/hints.py) --


@by_language("vi", "zh_Hans")
def test_replay_lines_group_values_and_totals(qtbot, lang: str) -> None:
    match, _summary = majsoul_match()
    won = next(e for e in match.events if isinstance(e, ev.Won) and e.value >= 1000)
    assert grouped(won.value, lang) in describe(won, NAMES)
    ended = next(e for e in match.events if isinstance(e, ev.HandEnded))
    line = describe(ended, NAMES)
    assert all(signed(d, lang) in line for d in ended.deltas if d)
    final = next(e for e in match.events if isinstance(e, ev.MatchEnded))
    line = describe(final, NAMES)
    assert all(grouped(s, lang) in line for s in final.scores)
    dialog = ReplayDialog(match.events, NAMES)
    qtbot.addWidget(dialog)
    items = [dialog.event_list.item(i).text() for i in range(dialog.event_list.count())]
    assert describe(final, dialog.names) in items


@by_language("vi", "zh_Hans")
def test_the_teachers_waits_group_their_values(lang: str) -> None:
    match, _summary = majsoul_match()
    won = next(e for e in match.events if isinstance(e, ev.Won) and e.value >= 1000)
    line = waits_line([WaitInfo(won.tile, 2, won.value, won.value)])
    assert grouped(won.value, lang) in line


# -- the calculator (ui/calculator.py) ---------------------------------------------------------


@pytest.fixture()
def calculator(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path) -> CalculatorPage:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    p = CalculatorPage()
    qtbot.addWidget(p)
    p.resize(1300, 850)
    p.show()
    return p


@by_language("vi", "zh_Hans")
def test_the_calculator_groups_value_payments_and_deltas(calculator: CalculatorPage,
                                                         lang: str) -> None:
    example = next(e for e in EXAMPLES if e.profile == "majsoul" and "arhats" in e.title)
    calculator.load_example(example)
    answer = calculator.answer
    assert isinstance(answer, Answer) and answer.calculation is not None
    score = answer.calculation.score
    assert score is not None and score.value >= 1000
    assert grouped(score.value, lang) in calculator.value_label.text()
    amounts = [calculator.payments.item(r, 2).text()
               for r in range(calculator.payments.rowCount())]
    assert amounts == [grouped(p.amount, lang) for p in answer.calculation.payments]
    deltas = calculator.deltas_label.text()
    assert all(signed(d, lang) in deltas for d in answer.calculation.deltas)
    copied = calculator.copy_text()
    assert grouped(score.value, lang) in copied


# -- punctuation: no ASCII colon after a CJK character, no "2^" formula -----------------------


def _bad(texts_shown: list[str]) -> list[str]:
    return [t for t in texts_shown if "2^" in t or CJK_THEN_ASCII.search(t)]


# The seed of each profile's first hand shown (any other profile: 3).
HAND_END_SEEDS = {"majsoul": 4, "mil": 4, "mahjchina": 7, "competition": 3, "hk-modern": 3,
                  "hk-classical": 5}


@by_language("zh_Hans", "ja")
@pytest.mark.parametrize("profile", ALL)
def test_hand_end_dialog_punctuation_is_the_languages_own(qtbot, lang: str,
                                                          profile: str) -> None:
    match = greedy_match(profile, HAND_END_SEEDS.get(profile, 3))
    assert match.table is not None
    summary = hand_summary(match.table, match)
    final = next((e for e in match.events if isinstance(e, ev.MatchEnded)), None)
    d = HandEndDialog(summary, texts.seat_names(("", "", "", "")), final)
    qtbot.addWidget(d)
    d.show()
    shown = visible_texts(d)
    assert shown and not _bad(shown)


@by_language("zh_Hans", "ja")
def test_calculator_results_punctuation_is_the_languages_own(calculator: CalculatorPage,
                                                              lang: str) -> None:
    for example in EXAMPLES:
        calculator.load_example(example)
        shown = visible_texts(calculator)
        assert not _bad(shown), (example.title, _bad(shown))
        assert not _bad(calculator.copy_text().splitlines()), example.title


@by_language("zh_Hans", "ja")
def test_several_patterns_are_listed_with_the_ideographic_comma(qtbot, lang: str) -> None:
    # mil seed 4: a win with two patterns (a plain win and a root), once shown "平和, 根".
    match = greedy_match("mil", 4)
    assert match.table is not None
    summary = hand_summary(match.table, match)
    many = [w for w in summary.wins if len(w.patterns) > 1]
    assert many
    d = HandEndDialog(summary, texts.seat_names(("", "", "", "")))
    qtbot.addWidget(d)
    names = [texts.pattern(pid) for pid, _v, _c in many[0].patterns]
    assert any("、".join(names) in c for c in d.hand_captions)


@pytest.mark.parametrize(("lang", "label", "items", "counted"), [
    ("en", "Seat 1: +6", "Pure one suit, Root", "Root ×2"),
    ("vi", "Seat 1: +6", "Pure one suit, Root", "Root ×2"),
    ("zh_Hans", "Seat 1：+6", "Pure one suit、Root", "Root×2"),
    ("ja", "Seat 1：+6", "Pure one suit、Root", "Root×2"),
], indirect=["lang"])
def test_the_punctuation_helpers_write_each_languages_marks(lang: str, label: str, items: str,
                                                            counted: str) -> None:
    assert texts.labelled("Seat 1", "+6") == label
    assert texts.listed(["Pure one suit", "Root"]) == items
    assert texts.times("Root", 2) == counted and texts.times("Root", 1) == "Root"
    assert texts.listed([]) == "" and texts.listed(["Root"]) == "Root"
    # A value holding a placeholder is not read as one.
    assert texts.labelled("%2", "%1") == label.replace("Seat 1", "%2").replace("+6", "%1")
