"""The calculator's tiles: a palette button (``TileButton``, with the copies left) and a row
of tiles that shrink to fit (``TileStrip``: the hand, a reading)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QIcon
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QToolButton, QWidget

from mahjong_gui.engine.tiles import Tile
from mahjong_gui.ui.tile_art import TileArt

PALETTE_H = 40
HAND_H = 46
SMALL_H = 30


class TileButton(QToolButton):
    """A palette tile: its picture and how many copies are left to add. Its size is fixed, so
    the palette never moves as tiles are added."""

    def __init__(self, art: TileArt, tile: Tile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tile = tile
        self.setObjectName(f"palette_{tile}")
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        pixmap = art.pixmap(tile, PALETTE_H, self.devicePixelRatioF())
        self.setIcon(QIcon(pixmap))
        self.setIconSize(QSize(int(PALETTE_H * 0.75), PALETTE_H))
        self.setAutoRaise(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setText("×4")
        fm = QFontMetrics(self.font())
        w = max(int(PALETTE_H * 0.75), fm.horizontalAdvance("×4"), fm.horizontalAdvance("✓"))
        self.setFixedSize(w + 10, PALETTE_H + fm.height() + 8)

    def set_left(self, n: int | None) -> None:
        """Copies left (None: not known, while the hand text does not read)."""
        self.setText("" if n is None else f"×{n}")


class TileStrip(QWidget):
    """A row of tiles (the hand, a meld, a reading); tiles can be clickable. The tiles shrink
    to fit the strip's width, so a long hand never widens the page."""

    clicked = Signal(int)

    def __init__(self, art: TileArt, height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.h = height
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(1)
        self.row.addStretch(1)
        self.buttons: list[QToolButton] = []
        self._groups: list[list[Tile]] = []
        self._args: tuple[bool, int | None, str] = (False, None, "")
        self._shown_h = height
        self.setFixedHeight(height + 8)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def _fitting_height(self) -> int:
        n = sum(len(g) for g in self._groups)
        if not n:
            return self.h
        room = max(1, self.width() - 10 * (len(self._groups) - 1))
        per_tile = room / n - 5  # the button's frame around the icon
        return max(16, min(self.h, int(per_tile / 0.75)))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self._groups and self._fitting_height() != self._shown_h:
            self._build()

    def set_groups(self, groups: list[list[Tile]], clickable: bool = False,
                   highlight: int | None = None, tooltip: str = "") -> None:
        self._groups = [list(g) for g in groups]
        self._args = (clickable, highlight, tooltip)
        self._build()

    def _build(self) -> None:
        clickable, highlight, tooltip = self._args
        for b in self.buttons:
            self.row.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        while self.row.count():
            self.row.takeAt(0)
        h = self._shown_h = self._fitting_height()
        index = 0
        dpr = self.devicePixelRatioF()
        for g, group in enumerate(self._groups):
            if g:
                self.row.addSpacing(10)
            for t in group:
                b = QToolButton()
                b.setObjectName(f"strip_tile_{index}")
                b.setAutoRaise(True)
                b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                b.setIcon(QIcon(self.art.pixmap(t, h, dpr, highlight=index == highlight)))
                b.setIconSize(QSize(int(h * 0.75), h))
                b.setToolTip(tooltip)
                if clickable:
                    b.clicked.connect(lambda _=False, i=index: self.clicked.emit(i))
                else:
                    b.setCursor(Qt.CursorShape.ArrowCursor)
                self.row.addWidget(b)
                self.buttons.append(b)
                index += 1
        self.row.addStretch(1)
