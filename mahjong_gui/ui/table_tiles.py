"""The table's tiles (split from ``ui/table_view.py``, which still exports these names): one
tile face or back on the table, its marks (selected, picked to pass, the last discard, the void
suit, the kind under the pointer, danger), and which river ends in the last discard."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.ui.tile_art import TileArt

if TYPE_CHECKING:
    from mahjong_gui.ui.table_view import TableView

HOVER = QColor("#56B4E9")  # tiles of the kind under the pointer (teacher)


def danger_colour(level: float) -> QColor:
    """Yellow for a small risk through orange to red (``level`` 0..1)."""
    x = max(0.0, min(1.0, level))
    return QColor.fromHsvF((1 - x) * 50 / 360, 0.9, 0.95)


def tile_width(height: float) -> float:
    return height * 0.75


class TileItem(QGraphicsObject):
    """One tile face (or back). Clickable tiles report through the view."""

    def __init__(self, art: TileArt, tile: Tile | None, height: float, *, back: bool = False,
                 marked: bool = False, highlight: bool = False, index: int = -1,
                 last: bool = False) -> None:
        super().__init__()
        self.art = art
        self.tile = tile
        self.h = height
        self.back = back
        self.marked = marked  # a void-suit tile in the player's own hand
        self.highlight = highlight
        self.index = index  # position in the human's hand, -1 elsewhere
        self.last = last  # the last tile discarded at the table
        self.picked = False  # chosen to pass on (exchange three)
        self.selected = False
        self.hovered = False
        self.same_kind = False  # of the kind under the pointer (teacher)
        self.danger: float | None = None  # mark strength 0..1 against ready-looking players
        self.seat = -1  # whose tile it is (-1: not known)
        self.role = ""  # "hand", "meld", "river", "bonus" or "win" (layout_items)
        if index >= 0:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAcceptHoverEvents(index >= 0 or (tile is not None and not back))

    def face_rect(self) -> QRectF:
        """The tile's face in its own coordinates (unlifted)."""
        return QRectF(0, 0, tile_width(self.h), self.h)

    def boundingRect(self) -> QRectF:
        # Room for the lift, the outlines and the last-discard marker.
        return QRectF(-4, -self.h * 0.36, tile_width(self.h) + 8, self.h * 1.36 + 4)

    def shape(self) -> QPainterPath:
        path = QPainterPath()  # clicks land on the tile itself
        path.addRect(QRectF(0, 0, tile_width(self.h), self.h))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        lift = -self.h * 0.18 if self.selected else (-self.h * 0.06 if self.hovered else 0.0)
        if self.picked:  # raised higher than the cursor, and outlined
            lift = -self.h * 0.30
        rect = QRectF(0, lift, tile_width(self.h), self.h)
        self.art.paint(painter, rect, self.tile, back=self.back,
                       highlight=self.highlight or self.selected)
        if self.picked:
            painter.setPen(QPen(QColor("#0072B2"), max(3.0, self.h / 14)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), self.h / 12, self.h / 12)
        if self.last:
            # The last discard: a bright outline and a small marker on its far side.
            painter.setPen(QPen(QColor("#ff8c42"), max(3.0, self.h / 12)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), self.h / 10, self.h / 10)
            w = rect.width()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#ff8c42"))
            tip = QPointF(rect.x() + w / 2, rect.y() - 3)
            painter.drawPolygon([tip, QPointF(tip.x() - w * 0.22, tip.y() - w * 0.3),
                                 QPointF(tip.x() + w * 0.22, tip.y() - w * 0.3)])
        if self.marked:
            pen = QPen(QColor("#D55E00"), max(2.0, self.h / 24))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), self.h / 12, self.h / 12)
        if self.same_kind:
            painter.setPen(QPen(HOVER, max(3.0, self.h / 14)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), self.h / 12, self.h / 12)
        if self.danger is not None:
            # A bar along the tile's foot: its colour (yellow to red) and thickness grow with
            # the danger; its length too, from a third of the tile to all of it.
            w = rect.width()
            level = max(0.0, min(1.0, self.danger))
            thick = self.h * (0.06 + 0.06 * level)
            strip = QRectF(rect.x() + 3, rect.bottom() - thick - 3,
                           (w - 6) * (0.34 + 0.66 * level), thick)
            painter.setPen(QPen(QColor("#3a0d00"), 1))
            painter.setBrush(danger_colour(level))
            painter.drawRect(strip)

    def hoverEnterEvent(self, event: object) -> None:
        self.hovered = self.index >= 0
        self.update()
        view = self._table()
        if view is not None and self.tile is not None and not self.back:
            view.hover_kind(self.tile)

    def hoverLeaveEvent(self, event: object) -> None:
        self.hovered = False
        self.update()
        view = self._table()
        if view is not None:
            view.hover_kind(None)

    def _table(self) -> TableView | None:
        from mahjong_gui.ui.table_view import TableView  # the view that draws the tiles

        scene = self.scene()
        views = scene.views() if scene is not None else []
        return views[0] if views and isinstance(views[0], TableView) else None

    def mousePressEvent(self, event: object) -> None:
        from mahjong_gui.ui.table_view import TableView

        view = self.scene().views()[0] if self.scene() and self.scene().views() else None
        if isinstance(view, TableView) and self.index >= 0:
            view.tile_clicked(self.index)


def last_discard_seat(events: Sequence[ev.Event]) -> int | None:
    """The seat whose river ends in the table's last discard (None once it was claimed or
    won on, and at a hand's start)."""
    for e in reversed(events):
        if isinstance(e, ev.Discarded):
            return e.seat
        if isinstance(e, (ev.Ponged, ev.Chowed, ev.HandStarted)):
            return None
        if isinstance(e, ev.Konged) and e.kind == "exposed":
            return None
        if isinstance(e, ev.Won) and e.win == "discard":
            return None
    return None
