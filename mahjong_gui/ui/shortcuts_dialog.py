"""Help -> Keyboard shortcuts: every key the app answers to, by area, each key written the
platform's way (QKeySequence NativeText) and the menus' own keys read from the menu bar."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMenu,
    QMenuBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

CONTEXT = "Shortcuts"

Key = str | QKeySequence.StandardKey
# (section title, rows of (keys, what they do)); the keys are QKeySequence's portable names.
SECTIONS: tuple[tuple[str, tuple[tuple[tuple[Key, ...], str], ...]], ...] = (
    (QT_TRANSLATE_NOOP("Shortcuts", "Play"), (
        (("Left", "Right", "Up", "Down"), QT_TRANSLATE_NOOP("Shortcuts", "Move along your hand")),
        (("Return", "Enter"), QT_TRANSLATE_NOOP(
            "Shortcuts", "Discard the chosen tile (while exchanging: pick it or put it back)")),
        (("E",), QT_TRANSLATE_NOOP("Shortcuts", "Pass the three chosen tiles")),
        (("M", "P", "S"), QT_TRANSLATE_NOOP(
            "Shortcuts", "Choose characters, dots or bamboo as your void suit")),
        (("W",), QT_TRANSLATE_NOOP("Shortcuts", "Win")),
        (("P",), QT_TRANSLATE_NOOP("Shortcuts", "Pong")),
        (("K",), QT_TRANSLATE_NOOP("Shortcuts", "Kong")),
        (("C",), QT_TRANSLATE_NOOP("Shortcuts", "Chow (several chows: a list to choose from)")),
        (("Space",), QT_TRANSLATE_NOOP("Shortcuts", "Pass (let the discard go)")),
        (("1", "2", "3"), QT_TRANSLATE_NOOP("Shortcuts", "In the list of chows: take that chow")),
        (("Return", "Space", "Esc"), QT_TRANSLATE_NOOP(
            "Shortcuts", "In the list of chows: take the marked chow, or close the list")),
        (("H",), QT_TRANSLATE_NOOP("Shortcuts", "Hint: what the teacher would do")),
        ((QKeySequence.StandardKey.Undo,), QT_TRANSLATE_NOOP(
            "Shortcuts", "Take back your last move (practice games)")),
    )),
    (QT_TRANSLATE_NOOP("Shortcuts", "Scorebook"), (
        (("W",), QT_TRANSLATE_NOOP("Shortcuts", "Record a win")),
        (("K",), QT_TRANSLATE_NOOP("Shortcuts", "Record a kong")),
        (("E",), QT_TRANSLATE_NOOP("Shortcuts", "Record the wall's end")),
        (("P",), QT_TRANSLATE_NOOP("Shortcuts", "Record a penalty")),
        (("D",), QT_TRANSLATE_NOOP("Shortcuts", "Record a drawn hand")),
        (("N",), QT_TRANSLATE_NOOP("Shortcuts", "Start a new hand")),
        ((QKeySequence.StandardKey.Delete,),
         QT_TRANSLATE_NOOP("Shortcuts", "Delete the chosen row")),
        ((QKeySequence.StandardKey.Undo,), QT_TRANSLATE_NOOP("Shortcuts", "Undo")),
        (("Ctrl+Shift+Z", "Ctrl+Y"), QT_TRANSLATE_NOOP("Shortcuts", "Redo")),
    )),
    (QT_TRANSLATE_NOOP("Shortcuts", "Replay"), (
        (("Right", "Left"), QT_TRANSLATE_NOOP("Shortcuts", "Next or previous move")),
        (("PgDown", "PgUp"), QT_TRANSLATE_NOOP("Shortcuts", "Next or previous hand")),
        (("Home", "End"), QT_TRANSLATE_NOOP("Shortcuts", "First or last move")),
        (("Space",), QT_TRANSLATE_NOOP("Shortcuts", "Play or pause")),
    )),
    (QT_TRANSLATE_NOOP("Shortcuts", "Learn"), (
        (("Alt+Left", "Alt+Right"), QT_TRANSLATE_NOOP("Shortcuts", "Back or forward")),
        (("Ctrl+F",), QT_TRANSLATE_NOOP("Shortcuts", "Search the pages")),
    )),
    (QT_TRANSLATE_NOOP("Shortcuts", "Calculator"), (
        ((QKeySequence.StandardKey.Copy,), QT_TRANSLATE_NOOP("Shortcuts", "Copy the result")),
    )),
)


def key_text(key: Key, fmt: QKeySequence.SequenceFormat =
             QKeySequence.SequenceFormat.NativeText) -> str:
    return QKeySequence(key).toString(fmt)


def listed_keys(section: str) -> set[str]:
    """The keys (portable text) the list gives for one section: what the tests compare."""
    for title, rows in SECTIONS:
        if title == section:
            return {key_text(k, QKeySequence.SequenceFormat.PortableText)
                    for keys, _ in rows for k in keys}
    raise KeyError(section)


def menu_rows(bar: QMenuBar) -> list[tuple[str, str]]:
    """(keys, the action's words) of every menu action with a shortcut, in menu order."""
    out: list[tuple[str, str]] = []

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub)
            elif isinstance(action, QAction) and not action.shortcut().isEmpty():
                words = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
                out.append((", ".join(s.toString(QKeySequence.SequenceFormat.NativeText)
                                      for s in action.shortcuts()), words))

    for action in bar.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            walk(sub)
    return out


class ShortcutsDialog(QDialog):
    """The keys in a two-column list, grouped by area; the menus' keys first."""

    def __init__(self, menu_bar: QMenuBar | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcuts_dialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        layout = QVBoxLayout(self)
        self.tree = QTreeWidget()
        self.tree.setObjectName("shortcuts_list")
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        self.tree.setRootIsDecorated(False)
        layout.addWidget(self.tree, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))
        layout.addWidget(buttons)
        groups: list[tuple[str, list[tuple[str, str]]]] = []
        if menu_bar is not None:
            groups.append((self.tr("Menus"), menu_rows(menu_bar)))
        for title, section in SECTIONS:
            groups.append((QCoreApplication.translate(CONTEXT, title), [
                (", ".join(key_text(k) for k in keys), QCoreApplication.translate(CONTEXT, what))
                for keys, what in section]))
        for title, rows in groups:
            head = QTreeWidgetItem([title])
            font = head.font(0)
            font.setBold(True)
            head.setFont(0, font)
            head.setFlags(head.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.tree.addTopLevelItem(head)
            head.setFirstColumnSpanned(True)
            for shown, what in rows:
                self.tree.addTopLevelItem(QTreeWidgetItem([shown, what]))
        self.tree.resizeColumnToContents(0)
        self.resize(620, 560)

    def rows(self) -> list[tuple[str, str]]:
        out = []
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None:
                out.append((item.text(0), item.text(1)))
        return out
