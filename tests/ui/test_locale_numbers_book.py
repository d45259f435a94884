"""Numbers and punctuation in the interface language in the Scorebook and the Drills (issue 12,
item 3, second half): a Mahjong Soul session with 8,000-point payments shows its standings, hand
list, payments and entry preview grouped the locale's way (8.000 in Vietnamese, 8,000 in
Chinese), a Mahjong Soul value drill's explanation likewise, and in Chinese and Japanese no
ASCII colon, semicolon or comma follows a Chinese character. The numbers are the engine's own
(the entry dialog's trial, the session's settlement, the drill's answer); the expected spelling
is written here without QLocale. Texts only: nothing depends on a CJK font being installed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QTreeView, QWidget

from mahjong_gui.drills import generate
from mahjong_gui.drills.grading import ValueResponse
from mahjong_gui.drills.model import ValueAnswer
from mahjong_gui.guided import FAMILIES, lesson
from mahjong_gui.ui.drills_page import DrillsPage
from mahjong_gui.ui.guided_page import GuidedPage
from mahjong_gui.ui.scorebook import ScorebookPage, clauses
from mahjong_gui.ui.scorebook_dialogs import EntryDialog, SessionDialog
from tests.ui.helpers import by_language, explained
from tests.ui.test_guided_page import go_on
from tests.ui.test_locale_numbers import CJK_THEN_ASCII, grouped, signed, visible_texts

NAMES = ["An", "Binh", "Chi", "Dung"]  # plain letters: the check is on the app's own words
# Pure one suit with a root, won on Binh's discard: 4 han, 8,000 points in Mahjong Soul.
HAND = "123456789m11122m"


def tree_texts(root: QWidget) -> list[str]:
    """Every header and cell text of every tree under ``root``, read through its model: a
    QTreeWidget and the scorebook's model/view hands tree (a QTreeView) alike."""
    out: list[str] = []
    for tree in root.findChildren(QTreeView):
        model = tree.model()
        if model is None:
            continue
        out += [str(model.headerData(c, Qt.Orientation.Horizontal) or "")
                for c in range(model.columnCount())]
        stack = [QModelIndex()]
        while stack:
            parent = stack.pop()
            for r in range(model.rowCount(parent)):
                for c in range(model.columnCount(parent)):
                    out.append(str(model.data(model.index(r, c, parent)) or ""))
                stack.append(model.index(r, 0, parent))
    return out


def bad(shown: list[str]) -> list[str]:
    return [t for t in shown if CJK_THEN_ASCII.search(t)]


# -- the scorebook (ui/scorebook.py, ui/scorebook_dialogs.py) ---------------------------------


@pytest.fixture()
def book(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> ScorebookPage:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    p = ScorebookPage(tmp_path / "book.sqlite3")
    qtbot.addWidget(p)
    p.resize(1100, 720)
    p.show()
    return p


def majsoul_session(book: ScorebookPage) -> None:
    dialog = book.new_session("majsoul")
    assert isinstance(dialog, SessionDialog)
    dialog.name_edit.setText("Friday")
    for edit, n in zip(dialog.name_edits, NAMES, strict=True):
        edit.setText(n)
    dialog.accept()


def win_by_hand(book: ScorebookPage, seat: int, frm: int, hand: str) -> EntryDialog:
    dialog = book.add_entry("win")
    assert isinstance(dialog, EntryDialog)
    dialog.seat_box.setCurrentIndex(dialog.seat_box.findData(seat))
    dialog.how_buttons["discard"].setChecked(True)
    dialog.from_box.setCurrentIndex(dialog.from_box.findData(frm))
    dialog.hand_edit.setText(hand)
    dialog._hand_typed()
    return dialog


@by_language("vi", "zh_Hans")
def test_the_scorebook_groups_payments_standings_and_the_preview(book: ScorebookPage,
                                                                  lang: str) -> None:
    majsoul_session(book)
    dialog = win_by_hand(book, 0, 1, HAND)
    trial, error = dialog._preview(dialog.entry())
    assert trial is not None and not error and trial.score is not None
    assert dialog.payments and all(p.amount >= 1000 for p in dialog.payments)
    preview = dialog.preview_label.text()
    assert all(grouped(p.amount, lang) in preview for p in dialog.payments)
    assert dialog.score_label.text().endswith(grouped(trial.score.value, lang))
    dialog.accept()
    result = book.result
    assert result is not None and result.points is not None
    hand = book.hands_tree.topLevelItem(0)
    assert [hand.text(c) for c in range(1, 5)] == [signed(d, lang)
                                                  for d in result.hands[0].deltas]
    assert [book.standings.item(0, c).text() for c in range(4)] == [
        signed(t, lang) for t in result.totals]
    assert [book.standings.item(1, c).text() for c in range(4)] == [
        grouped(int(p), lang) for p in result.points]  # about 50,000 each
    book.hands_tree.setCurrentItem(hand)
    amounts = [book.payments.item(r, 2).text() for r in range(book.payments.rowCount())]
    assert amounts == [grouped(p.amount, lang) for p in result.hands[0].payments]
    assert any(p.amount >= 1000 for p in result.hands[0].payments)


@by_language("zh_Hans", "ja")
def test_the_scorebook_punctuation_is_the_languages_own(book: ScorebookPage,
                                                        lang: str) -> None:
    majsoul_session(book)
    dialog = win_by_hand(book, 0, 1, HAND)
    dialog.show()
    shown = visible_texts(dialog) + [dialog.score_label.text()]
    assert not bad(shown), bad(shown)
    assert "、" in dialog.score_label.text()  # two patterns, the ideographic list mark
    dialog.accept()
    second = win_by_hand(book, 2, 3, HAND)  # bloody: a second winner in the same hand
    second.accept()
    trees = tree_texts(book)
    title = book.hands_tree.topLevelItem(0).text(0)
    assert title in trees  # the hands tree is read too, not only the QTreeWidgets
    shown = visible_texts(book) + trees + [book.subtitle_label.text()]
    assert not bad(shown), bad(shown)
    assert "An、Chi" in title  # the two winners listed the language's way
    # The wall end's clauses and the calculator's difference use the full-width semicolon.
    assert clauses(["An", "Chi"]) == "An；Chi"


@pytest.mark.parametrize(("lang", "joined"), [("en", "A; B; C"), ("vi", "A; B; C"),
                                              ("zh_Hans", "A；B；C")], indirect=["lang"])
def test_clauses_are_joined_with_the_languages_semicolon(lang: str, joined: str) -> None:
    assert clauses(["A", "B", "C"]) == joined
    assert clauses([]) == "" and clauses(["A"]) == "A"
    assert clauses(["%2", "%1"]) == joined[:joined.index("B")].replace("A", "%2") + "%1"


# -- the drills (ui/drills_page.py) ----------------------------------------------------------


@pytest.fixture()
def drills(qtbot, tmp_path: Path) -> DrillsPage:
    p = DrillsPage(str(tmp_path / "drills.sqlite3"))
    qtbot.addWidget(p)
    p.resize(1300, 850)
    p.show()
    return p


def answered_value_drill(page: DrillsPage) -> tuple[ValueAnswer, ValueResponse]:
    """Mahjong Soul, level 3, seed 3: a pure one suit with a root won for 8,000 points;
    answered with one han less and the deltas backwards, so the explanation shows both."""
    d = generate("value", "majsoul", 3, 3)
    a = d.answer
    assert isinstance(a, ValueAnswer) and a.value >= 1000
    page.choose(d.rules, d.kind.value, d.level)
    page.show_drill(d)
    wrong = ValueResponse(a.units - 1, (-a.deltas[0], -a.deltas[1], -a.deltas[2],
                                        -a.deltas[3]))
    grade = page.answer(wrong)
    assert grade is not None and not grade.right
    return a, wrong


@by_language("vi", "zh_Hans")
def test_a_value_drills_explanation_groups_its_numbers(drills: DrillsPage, lang: str) -> None:
    a, wrong = answered_value_drill(drills)
    lines = explained(drills)
    assert grouped(a.value, lang) in lines[0]
    text = "\n".join(lines)
    assert all(grouped(p.amount, lang) in text for p in a.payments)
    assert all(signed(d, lang) in text for d in a.deltas if d)
    yours = lines[-1]  # "Your answer: 3 han; ..." with the deltas typed
    assert all(signed(d, lang) in yours for d in wrong.deltas if d)


@by_language("zh_Hans", "ja")
def test_the_drills_punctuation_is_the_languages_own(drills: DrillsPage, lang: str) -> None:
    answered_value_drill(drills)
    shown = visible_texts(drills) + explained(drills)
    assert not bad(shown), bad(shown)


# -- the guided hand (ui/guided_page.py) ------------------------------------------------------


@by_language("zh_Hans", "ja")
@pytest.mark.parametrize("family", FAMILIES)
def test_the_guided_hands_punctuation_is_the_languages_own(qtbot, lang: str,
                                                           family: str) -> None:
    page = GuidedPage()
    qtbot.addWidget(page)
    page.resize(1120, 720)
    page.show()
    page.start(family)
    shown: list[str] = []
    for _ in range(len(lesson(family).steps) + 1):
        shown += visible_texts(page)
        if page.hand.finished:
            break
        go_on(page, qtbot)
    assert page.hand.finished and page.settlement.rowCount() > 0
    assert not bad(shown), sorted(set(bad(shown)))
