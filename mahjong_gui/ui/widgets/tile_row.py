"""A row of tile groups drawn with the tile art, shown only or answered with (the drills'
questions and explanations): arrows, Enter, Space and clicks pick or toggle its tiles."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from mahjong_gui.engine.tiles import Tile
from mahjong_gui.ui.tile_art import HIGHLIGHT_COLOUR, TileArt


class TileRow(QWidget):
    """A row of tile groups drawn with the tile art. Interactive rows take the focus: arrows
    move the cursor, Enter answers with the tile under it (``activated``), Space toggles it
    (``toggled``) when tiles may be picked several at once; a click does the same. Only the
    first ``pickable`` tiles (the concealed hand before its melds) can be picked."""

    activated = Signal(int)
    toggled = Signal(int)
    submitted = Signal()

    def __init__(self, art: TileArt, height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.h = height
        self.groups: list[list[Tile]] = []
        self.mode = ""  # "" (shown only), "pick" or "toggle"
        self.current = 0
        self.selected: set[int] = set()
        self.marked: set[int] = set()
        self.pickable = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(height + 16)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    @property
    def tiles(self) -> list[Tile]:
        return [t for g in self.groups for t in g]

    def set_groups(self, groups: list[list[Tile]], mode: str = "",
                   pickable: int | None = None) -> None:
        """Show ``groups``; in a mode, the first ``pickable`` tiles (all when None) answer."""
        self.groups = [list(g) for g in groups if g]
        self.mode = mode
        n = len(self.tiles)
        self.pickable = n if pickable is None else max(0, min(pickable, n))
        self.current = 0
        self.selected = set()
        self.marked = set()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if mode else Qt.FocusPolicy.NoFocus)
        self.updateGeometry()
        self.update()

    def _tile_h(self) -> int:
        n = len(self.tiles)
        if not n:
            return self.h
        # Each tile takes 0.75 h plus 2 px; groups 12 px apart (as _rects lays them out).
        room = self.width() - 12 * max(0, len(self.groups) - 1) - 4
        return max(14, min(self.h, int((room / n - 2) / 0.75)))

    def _rects(self) -> list[QRectF]:
        h = self._tile_h()
        w = h * 0.75
        out = []
        x = 2.0
        for g, group in enumerate(self.groups):
            if g:
                x += 12
            for _ in group:
                out.append(QRectF(x, 10, w, h))
                x += w + 2
        return out

    def sizeHint(self) -> QSize:
        n = len(self.tiles)
        return QSize(int(n * (self.h * 0.75 + 2) + 12 * len(self.groups)) + 8, self.h + 16)

    def minimumSizeHint(self) -> QSize:
        return QSize(40, self.h + 16)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        for i, (t, r) in enumerate(zip(self.tiles, self._rects(), strict=True)):
            lifted = r.translated(0, -8) if i in self.selected else r
            self.art.paint(painter, lifted, t, highlight=i in self.marked or i in self.selected)
            if self.mode and i == self.current and self.hasFocus():
                painter.setPen(QPen(HIGHLIGHT_COLOUR, 3))
                y = r.bottom() + 4
                painter.drawLine(int(r.left()), int(y), int(r.right()), int(y))
        painter.end()

    def _index_at(self, x: float) -> int | None:
        for i, r in enumerate(self._rects()):
            if r.left() <= x <= r.right() + 2:
                return i
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        i = self._index_at(event.position().x())
        if not self.mode or i is None or i >= self.pickable:  # a meld's tile is not in hand
            return super().mousePressEvent(event)
        self.current = i
        self.setFocus()
        if self.mode == "pick":
            self.activated.emit(i)
        else:
            self.toggle(i)
        self.update()

    def toggle(self, i: int) -> None:
        self.selected ^= {i}
        self.toggled.emit(i)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        n = self.pickable
        key = event.key()
        if not self.mode or not n:
            return super().keyPressEvent(event)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.current = (self.current - 1) % n
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.current = (self.current + 1) % n
        elif key == Qt.Key.Key_Home:
            self.current = 0
        elif key == Qt.Key.Key_End:
            self.current = n - 1
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.mode == "pick":
                self.activated.emit(self.current)
            else:
                self.submitted.emit()
        elif key == Qt.Key.Key_Space and self.mode == "toggle":
            self.toggle(self.current)
        else:
            return super().keyPressEvent(event)
        self.update()
