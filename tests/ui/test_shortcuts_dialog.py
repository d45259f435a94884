"""Help -> Keyboard shortcuts (ui/shortcuts_dialog.py): every key the Play page and the
scorebook define is in the list, and the menus' keys are read from the menus themselves."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QWidget

from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.tiles import parse
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.play.page import PlayPage
from mahjong_gui.ui.scorebook import ScorebookPage
from mahjong_gui.ui.shortcuts_dialog import listed_keys

PORTABLE = QKeySequence.SequenceFormat.PortableText


def defined_keys(widget: QWidget) -> set[str]:
    """The keys of every live shortcut, action and button under ``widget`` (portable text)."""
    keys: set[str] = set()
    for sc in widget.findChildren(QShortcut):
        if sc.isEnabled() and not sc.key().isEmpty():
            keys.add(sc.key().toString(PORTABLE))
    for act in widget.findChildren(QAction):
        keys |= {k.toString(PORTABLE) for k in act.shortcuts() if not k.isEmpty()}
    for button in widget.findChildren(QAbstractButton):
        if not button.shortcut().isEmpty():
            keys.add(button.shortcut().toString(PORTABLE))
    return keys


def test_every_play_page_key_is_listed(page: PlayPage) -> None:
    t = parse("3m")[0]
    listed = listed_keys("Play")
    seen = defined_keys(page)
    assert {"H", "Ctrl+Z"} <= seen
    # every button a decision can offer: the calls, the void suits, the exchange
    offers = [[Action(Act.WIN, t), Action(Act.PONG, t), Action(Act.KONG, t),
               Action(Act.CHOW, t), Action(Act.CHOW, parse("4m")[0]), Action(Act.PASS)],
              [Action(Act.VOID, suit=s) for s in "mps"],
              [Action(Act.EXCHANGE)]]
    for legal in offers:
        page.legal = legal
        page._rebuild_buttons()
        now = defined_keys(page)
        assert now - seen, legal  # the offer made keys of its own
        seen |= now
    assert seen == {"H", "Ctrl+Z", "W", "P", "K", "C", "Space", "M", "S", "E"}
    assert seen <= listed


@pytest.fixture()
def book(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> ScorebookPage:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    p = ScorebookPage(tmp_path / "book.sqlite3")
    qtbot.addWidget(p)
    return p


def test_every_scorebook_key_is_listed(book: ScorebookPage) -> None:
    seen = defined_keys(book)
    assert {"W", "K", "E", "P", "D", "N", "Del", "Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y"} <= seen
    assert seen <= listed_keys("Scorebook")


def test_the_help_menu_shows_every_menu_key(window: MainWindow, qtbot) -> None:
    assert window.findChild(QAction, "action_shortcuts").text() == "&Keyboard shortcuts"
    dialog = window.shortcuts_dialog()
    qtbot.addWidget(dialog)
    rows = dialog.rows()
    texts = {keys for keys, _ in rows}
    menu_keys = {k.toString(QKeySequence.SequenceFormat.NativeText)
                 for act in window.menuBar().findChildren(QAction) for k in act.shortcuts()}
    menu_keys |= {k.toString(QKeySequence.SequenceFormat.NativeText)
                  for act in window.findChildren(QAction)
                  if act.objectName().startswith(("action_", "standin_"))
                  for k in act.shortcuts()}
    assert {"Ctrl+N", "Ctrl+O", "Ctrl+S", "Ctrl+R", "Ctrl+Q", "Ctrl+1", "F1"} <= menu_keys
    assert menu_keys <= texts
    assert ("Ctrl+N", "New game…") in rows and ("F1", "Learn to play") in rows
    assert ("H", "Hint: what the teacher would do") in rows
    assert ("Left, Right, Up, Down", "Move along your hand") in rows
