"""The Scorebook page at club scale (pytest-qt, offscreen): after a change only the rows of the
hands whose settlement changed are made again, and the tree then reads exactly as a page
opened afresh on the same file (every row's text and numbers, after edits, inserts, deletes,
undo, a rename and another language)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from mahjong_gui.store.scorebook import Scorebook
from mahjong_gui.ui import i18n
from mahjong_gui.ui.scorebook import HandsTree, ScorebookPage
from tests.helpers import win_entry as win

NAMES = ["An", "Bình", "Chi", "Dũng"]


# Eight hands that each end with their third winner; the first winner deals next (§2.5).
HANDS = [[win(s, (s + 1) % 4), win((s + 2) % 4, None), win((s + 3) % 4, (s + 1) % 4)]
         for s in (0, 1, 2, 3, 0, 1, 2, 3)]


def rows(tree: HandsTree) -> list[list[str]]:
    out = []
    for h in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(h)
        out.append([top.text(c) for c in range(5)])
        for i in range(top.childCount()):
            out.append([top.child(i).text(c) for c in range(5)])
    return out


@pytest.fixture()
def db(tmp_path: Path) -> Path:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        book.import_document({"rules": "mil", "players": NAMES,
                              "hands": [{"events": h} for h in HANDS]}, name="Friday")
    return path


def page_on(qtbot, db: Path) -> ScorebookPage:  # type: ignore[no-untyped-def]
    page = ScorebookPage(db)
    qtbot.addWidget(page)
    page.resize(1100, 720)
    page.show()
    return page


def test_an_edit_makes_only_its_hands_rows_again(qtbot, db: Path, monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path) -> None:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    page = page_on(qtbot, db)
    model = page.model
    assert model is not None
    tree = page.hands_tree
    before = [tree.topLevelItem(h) for h in range(8)]
    # The last hand's second winner now wins on a discard: its rows only.
    assert page._change(lambda: model.edit_entry(7, 1, win(1, 0, 2))) is not None
    after = [tree.topLevelItem(h) for h in range(8)]
    assert all(a is b for a, b in zip(after[:7], before[:7], strict=True))
    assert after[7] is not before[7]
    # Hand 3's first win goes to the same seat from another discarder: the deal stays, so
    # hands 4 to 8 keep their rows (settled as before, ledger.resettle).
    kept = [tree.topLevelItem(h) for h in range(8)]
    assert page._change(lambda: model.edit_entry(2, 0, win(2, 0, 3))) is not None
    now = [tree.topLevelItem(h) for h in range(8)]
    assert [a is b for a, b in zip(now, kept, strict=True)] == [True, True, False] + [True] * 5
    fresh = page_on(qtbot, db)
    assert rows(tree) == rows(fresh.hands_tree)


def test_the_tree_reads_as_a_fresh_page_after_every_kind_of_change(
        qtbot, db: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    page = page_on(qtbot, db)
    model = page.model
    assert model is not None
    changes = [
        lambda: model.edit_entry(4, 0, win(3, 0, 2)),  # the deal moves: hands after it change
        lambda: model.delete_hand(1),
        lambda: model.delete_entry(6, 2),
        lambda: model.add_entry(win(0, 3, 3), 6),
        lambda: model.set_note(0, "late start"),
        lambda: model.undo(),  # the note
        lambda: model.undo(),  # the added win
        lambda: model.undo(),  # the deleted entry
        lambda: model.undo(),  # the deleted hand, put back
    ]
    for change in changes:
        page._attempt(change)
        page.reload_sessions(select=page.session_id)
        fresh = page_on(qtbot, db)
        assert rows(page.hands_tree) == rows(fresh.hands_tree)
        fresh.close()
    assert page._attempt(lambda: page.book.update_session(  # type: ignore[union-attr]
        page.session_id, players=["W", "X", "Y", "Z"]))
    page.reload_sessions(select=page.session_id)
    assert page.hands_tree.headerItem().text(1) == "W"
    assert rows(page.hands_tree) == rows(page_on(qtbot, db).hands_tree)
    assert all("An" not in text for row in rows(page.hands_tree) for text in row)


def test_another_language_makes_every_row_again(qtbot, db: Path, monkeypatch: pytest.MonkeyPatch,
                                                tmp_path: Path) -> None:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    page = page_on(qtbot, db)
    english = rows(page.hands_tree)
    try:
        i18n.install_translators(QCoreApplication.instance(), "vi")
        qtbot.wait(10)  # the LanguageChange event
        shown = rows(page.hands_tree)
        assert len(shown) == len(english) and shown != english
        assert shown == rows(page_on(qtbot, db).hands_tree)
    finally:
        i18n.install_translators(QCoreApplication.instance(), "en")
