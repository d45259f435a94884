"""The hands tree on its model (``HandsModel``, ``HandsTree``; issue 17, item 5), pytest-qt
offscreen: a long session opens without writing a row it does not show, and the tree still
reads, selects, moves by the keyboard and draws as the QTreeWidget it replaces did (each hand
a bold row opened on its entries, the players' numbers right-aligned, green or red by their
sign, the first column's text as its tooltip, the columns wide enough for every number).

Every number expected is the engine's (the page's ``result``) or the page's own words for the
same view (``hand_title``, ``describe``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from mahjong_gui.store.scorebook import Scorebook
from mahjong_gui.ui.scorebook import HandsTree, ScorebookPage
from mahjong_gui.ui.scorebook_dialogs import EntryDialog
from mahjong_gui.ui.texts import signed
from tests.ui.helpers import scorebook_page

NAMES = ["An", "Bình", "Chi", "Dũng"]
# A bloody hand with a kong, a discard win, a self-draw and a wall end (three entries' rows
# with numbers of both signs), and one with a large loss so the columns must widen.
HAND = [{"type": "kong", "seat": 2, "kind": "concealed"},
        {"type": "win", "seat": 0, "from": 3, "value": 1},
        {"type": "win", "seat": 1, "value": 2},
        {"type": "wall_end", "players": {"2": {"status": "ready", "value": 1},
                                         "3": {"status": "pig"}}}]
LONG = 300


@pytest.fixture()
def page(qtbot, tmp_path: Path) -> ScorebookPage:  # type: ignore[no-untyped-def]
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        book.import_document({"rules": "mil", "players": NAMES,
                              "hands": [{"events": HAND} for _ in range(LONG)]}, name="long")
    return scorebook_page(qtbot, path, wait=True)


def test_a_long_session_writes_only_the_rows_it_shows(page: ScorebookPage) -> None:
    tree, model = page.hands_tree, page.hands_model
    assert isinstance(tree, HandsTree)
    assert tree.topLevelItemCount() == LONG == model.rowCount()
    written = len(model._texts)
    assert 0 < written < LONG // 4  # the last hands, in view; not the 300
    current = tree.currentItem()
    assert current is not None and current.data(0, Qt.ItemDataRole.UserRole) == (LONG - 1, None)
    # Asking for a row writes it, as the page's own words for its view.
    views = page.model.hands  # type: ignore[union-attr]
    first = tree.topLevelItem(0)
    assert first is not None
    assert first.text(0) == page.hand_title(views[0], NAMES)
    assert [first.text(c) for c in range(1, 5)] == [signed(d) for d in
                                                    page.result.hands[0].deltas]  # type: ignore[union-attr]
    child = first.child(3)
    assert child is not None and child.text(0) == page.describe(
        views[0].entries[3].record, NAMES, page.profile)  # type: ignore[arg-type]
    assert first.childCount() == len(HAND) and child.childCount() == 0
    assert child.parent() is first and first.child(len(HAND)) is None
    assert tree.topLevelItem(LONG) is None


def test_the_rows_draw_as_the_items_did(page: ScorebookPage) -> None:
    model, tree = page.hands_model, page.hands_tree
    top = model.index(0, 0)
    entry = model.index(3, 0, top)  # the wall end
    assert entry.parent() == top and not top.parent().isValid()
    assert model.rowCount(top) == len(HAND) and model.rowCount(entry) == 0
    assert tree.isExpanded(top) and tree.isExpanded(model.index(LONG - 1, 0))
    assert model.data(top, Qt.ItemDataRole.FontRole).bold()
    assert model.data(entry, Qt.ItemDataRole.FontRole) is None
    assert model.data(entry, Qt.ItemDataRole.ToolTipRole) == model.data(entry)
    result = page.result
    assert result is not None
    for s, delta in enumerate(result.hands[0].deltas):
        cell = model.index(0, s + 1)
        assert model.data(cell) == signed(delta)
        assert model.data(cell, Qt.ItemDataRole.TextAlignmentRole) == (
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        colour = model.data(cell, Qt.ItemDataRole.ForegroundRole)
        if delta == 0:
            assert colour is None
        else:
            assert colour is not None and (colour.green() > colour.red()) == (delta > 0)
    assert model.headerData(1, Qt.Orientation.Horizontal) == NAMES[0]
    assert tree.headerItem().text(0) == "Hand"
    # every number fits its column, the hands' rows in bold
    bold, plain = QFontMetrics(model.bold), QFontMetrics(tree.font())
    for s in range(4):
        width = tree.header().sectionSize(s + 1)
        for view in page.model.hands:  # type: ignore[union-attr]
            assert bold.horizontalAdvance(signed(view.result.deltas[s])) < width
            for e in view.entries:
                assert plain.horizontalAdvance(signed(e.deltas[s])) < width


def test_the_keyboard_moves_through_hands_and_entries(qtbot, page: ScorebookPage) -> None:
    tree = page.hands_tree
    last = tree.topLevelItem(LONG - 1)
    assert tree.currentItem() is last
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_Down)  # into the last hand's entries
    assert tree.currentItem() is last.child(0)  # type: ignore[union-attr]
    assert page.selection() == (LONG - 1, 0)
    assert page.payments_label.text() == "Payments of this entry"
    qtbot.keyClick(tree, Qt.Key.Key_Up)
    qtbot.keyClick(tree, Qt.Key.Key_Up)  # the hand before's wall end
    assert page.selection() == (LONG - 2, 3)
    qtbot.keyClick(tree, Qt.Key.Key_Home)
    assert page.selection() == (0, None)
    assert page.payments_label.text() == "Payments of hand 1"
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow)
    tree.setCurrentItem(tree.topLevelItem(0).child(1))  # type: ignore[union-attr]
    qtbot.keyClick(tree, Qt.Key.Key_Return)  # Enter edits the entry
    assert isinstance(page.dialog, EntryDialog) and page.dialog.kind == "win"
    page.dialog.reject()


def test_an_edit_keeps_the_other_rows_and_the_selection(page: ScorebookPage) -> None:
    tree, model = page.hands_tree, page.hands_model
    assert page.model is not None
    kept = [tree.topLevelItem(h) for h in (0, LONG - 2)]
    tree.setCurrentItem(tree.topLevelItem(LONG - 1).child(1))  # type: ignore[union-attr]
    changed = {"type": "win", "seat": 0, "from": 2, "value": 1}  # the same deal
    assert page._change(lambda: page.model.edit_entry(LONG - 1, 1, changed)) is not None
    assert [tree.topLevelItem(h) for h in (0, LONG - 2)] == kept  # the same objects
    assert all(a is b for a, b in zip(kept, [tree.topLevelItem(h) for h in (0, LONG - 2)],
                                      strict=True))
    assert page.selection() == (LONG - 1, 1)
    assert "Chi's discard" in tree.topLevelItem(LONG - 1).child(1).text(0)  # type: ignore[union-attr]
    assert model.rowCount() == LONG
    # undo puts the old row back, the rest untouched
    assert page.undo() is not None
    assert "Dũng's discard" in tree.topLevelItem(LONG - 1).child(1).text(0)  # type: ignore[union-attr]
    assert tree.topLevelItem(0) is kept[0]


@pytest.mark.parametrize("code", ["zh_Hans", "ja"])
def test_the_rows_use_the_languages_punctuation(qtbot, page: ScorebookPage, code: str) -> None:
    """What tests/ui/test_locale_numbers_book.py checks of the QTreeWidgets it finds, for the
    hands tree (a QTreeView now): no ASCII colon, semicolon or comma after a Chinese
    character, in every row the tree holds, each row written in the language shown."""
    from PySide6.QtCore import QCoreApplication

    from mahjong_gui.ui import i18n
    from tests.ui.test_locale_numbers import CJK_THEN_ASCII

    english = tree_rows(page.hands_tree)
    try:
        i18n.install_translators(QCoreApplication.instance(), code)
        qtbot.wait(10)  # the LanguageChange event
        shown = tree_rows(page.hands_tree)
    finally:
        i18n.install_translators(QCoreApplication.instance(), "en")
    assert len(shown) == len(english) and shown != english
    texts = [t for row in shown for t in row] + [page.hands_tree.headerItem().text(0)]
    assert not [t for t in texts if CJK_THEN_ASCII.search(t)]


def tree_rows(tree: HandsTree) -> list[list[str]]:
    out = []
    for h in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(h)
        assert top is not None
        out.append([top.text(c) for c in range(tree.columnCount())])
        for i in range(top.childCount()):
            child = top.child(i)
            assert child is not None
            out.append([child.text(c) for c in range(tree.columnCount())])
    return out
