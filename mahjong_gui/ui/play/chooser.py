"""Which chow to take (``ChowChooser``): the small chooser the Play page opens above its
action bar when several chows fit the discard; ``chow_text`` names a chow by its tiles."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from mahjong_gui.engine.legal import Action
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.ui import plain, texts


def chow_text(action: Action) -> str:
    """A chow as its three tiles by name: "3 4 5 Characters"."""
    if action.tile is None:
        return ""
    return texts.tiles(Meld(MeldKind.CHOW, action.tile).tiles)


_CHOOSER_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
                 Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space,
                 Qt.Key.Key_Escape)


class ChowChooser(QFrame):
    """Which chow to take: one button per sequence, drawn as its tiles. Keys: 1-3 choose,
    the arrow keys move, Enter or Space takes the marked one, Esc closes without claiming."""

    chosen = Signal(object)  # the chosen Action
    closed = Signal()

    def __init__(self, actions: Sequence[Action], icons: Sequence[QIcon],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chow_chooser")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "QFrame#chow_chooser { background: #10301f; border: 2px solid #ffd166;"
            " border-radius: 8px; }"
            "QFrame#chow_chooser QLabel { color: #fff6d8; }"
            "QFrame#chow_chooser QPushButton { padding: 4px 8px; }"
            "QFrame#chow_chooser QPushButton:checked { background: #ffd166; color: #10301f;"
            " border: 2px solid #fff6d8; border-radius: 4px; }")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.actions_offered = list(actions)
        self.current = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 10)
        title = plain.label(self.tr("Which chow? (1-{0}, arrows and Enter, Esc: back)").format(
            len(self.actions_offered)))
        layout.addWidget(title)
        row = QHBoxLayout()
        self.buttons: list[QPushButton] = []
        for n, (action, icon) in enumerate(zip(self.actions_offered, icons, strict=True), 1):
            button = QPushButton(str(n))
            button.setObjectName(f"chow_{n}")
            button.setIcon(icon)
            button.setIconSize(QSize(90, 40))
            button.setCheckable(True)
            button.setToolTip(chow_text(action))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, i=n - 1: self.choose(i))
            row.addWidget(button)
            self.buttons.append(button)
        layout.addLayout(row)
        self._mark()

    def _mark(self) -> None:
        for i, button in enumerate(self.buttons):
            button.setChecked(i == self.current)

    def choose(self, index: int) -> None:
        if 0 <= index < len(self.actions_offered):
            action = self.actions_offered[index]
            self.hide()
            self.chosen.emit(action)

    def event(self, e: QEvent) -> bool:
        # Keep digits, arrows, Enter, Space and Esc from the window's shortcuts while open.
        if e.type() == QEvent.Type.ShortcutOverride and isinstance(e, QKeyEvent) and (
                e.text().isdigit() or e.key() in _CHOOSER_KEYS):
            e.accept()
            return True
        return super().event(e)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        text = event.text()
        if text.isdigit() and 1 <= int(text) <= len(self.actions_offered):
            self.choose(int(text) - 1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.current = (self.current - 1) % len(self.buttons)
            self._mark()
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
            self.current = (self.current + 1) % len(self.buttons)
            self._mark()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.choose(self.current)
        elif key == Qt.Key.Key_Escape:
            self.hide()
            self.closed.emit()
        else:
            super().keyPressEvent(event)
