"""Icons painted in code (no image files): the app's tile icon and simple line glyphs per area."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPen, QPixmap

_GRID = 24.0  # glyphs are drawn on a 24 x 24 grid and scaled


def _pixmap(size: int, draw: Callable[[QPainter], None]) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(size / _GRID, size / _GRID)
    draw(painter)
    painter.end()
    return pixmap


def _draw_tile(painter: QPainter) -> None:
    """A mahjong tile seen slightly from the side: green back, ivory face, red one-dot."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#2e7d4f"))
    painter.drawRoundedRect(QRectF(5.5, 2.5, 14.5, 20.0), 3.0, 3.0)
    painter.setBrush(QColor("#fbf7ec"))
    painter.setPen(QPen(QColor("#c9bfa5"), 0.6))
    painter.drawRoundedRect(QRectF(4.0, 1.5, 14.5, 19.0), 3.0, 3.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#c62828"))
    painter.drawEllipse(QPointF(11.25, 11.0), 4.6, 4.6)
    painter.setBrush(QColor("#fbf7ec"))
    painter.drawEllipse(QPointF(11.25, 11.0), 2.6, 2.6)
    painter.setBrush(QColor("#1565c0"))
    painter.drawEllipse(QPointF(11.25, 11.0), 1.3, 1.3)


def app_icon() -> QIcon:
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        icon.addPixmap(_pixmap(size, _draw_tile))
    return icon


def _pen_colour(p: QPainter) -> QColor:
    return p.pen().color()


def _glyph_play(p: QPainter) -> None:
    """Two tiles, the front one showing a dot."""
    p.drawLine(QPointF(9.5, 3.0), QPointF(18.0, 3.0))
    p.drawLine(QPointF(20.5, 5.5), QPointF(20.5, 16.5))
    p.drawArc(QRectF(15.5, 3.0, 5.0, 5.0), 0, 90 * 16)
    p.drawRoundedRect(QRectF(3.5, 6.0, 13.0, 16.0), 2.5, 2.5)
    colour = _pen_colour(p)
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(colour))
    p.drawEllipse(QPointF(10.0, 14.0), 2.9, 2.9)
    p.restore()


def _glyph_calculator(p: QPainter) -> None:
    p.drawRoundedRect(QRectF(5.0, 2.5, 14.0, 19.0), 2.5, 2.5)
    p.drawRoundedRect(QRectF(8.0, 5.5, 8.0, 4.0), 1.0, 1.0)
    colour = _pen_colour(p)
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(colour))
    for y in (13.0, 16.5):
        for x in (9.0, 12.0, 15.0):
            p.drawEllipse(QPointF(x, y), 1.05, 1.05)
    p.restore()


def _glyph_scorebook(p: QPainter) -> None:
    p.drawRoundedRect(QRectF(5.0, 2.5, 14.0, 19.0), 2.0, 2.0)
    p.drawLine(QPointF(8.5, 2.5), QPointF(8.5, 21.5))
    for y in (8.0, 11.5, 15.0):
        p.drawLine(QPointF(11.5, y), QPointF(16.0, y))


def _glyph_rules(p: QPainter) -> None:
    p.drawEllipse(QPointF(12.0, 12.0), 9.0, 9.0)
    p.drawLine(QPointF(12.0, 11.0), QPointF(12.0, 16.5))
    colour = _pen_colour(p)
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(colour))
    p.drawEllipse(QPointF(12.0, 7.6), 1.3, 1.3)
    p.restore()


def _glyph_drills(p: QPainter) -> None:
    # A card with a tick: a question answered.
    p.drawRoundedRect(QRectF(4.0, 4.0, 16.0, 16.0), 2.5, 2.5)
    p.drawLine(QPointF(8.0, 12.5), QPointF(11.0, 15.5))
    p.drawLine(QPointF(11.0, 15.5), QPointF(16.5, 8.5))


_GLYPHS: dict[str, Callable[[QPainter], None]] = {
    "play": _glyph_play,
    "calculator": _glyph_calculator,
    "scorebook": _glyph_scorebook,
    "rules": _glyph_rules,
    "drills": _glyph_drills,
}


def glyph_pixmap(name: str, colour: QColor, size: int, width: float = 1.7) -> QPixmap:
    """The line glyph for area ``name`` in ``colour``, ``size`` pixels square."""
    glyph = _GLYPHS[name]

    def draw(p: QPainter) -> None:
        pen = QPen(colour, width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        glyph(p)

    return _pixmap(size, draw)


def glyph_icon(name: str, normal: QColor, selected: QColor) -> QIcon:
    """A navigation icon: ``normal`` colour, ``selected`` colour when its item is selected."""
    icon = QIcon()
    for size in (16, 20, 24, 32, 40, 48):
        icon.addPixmap(glyph_pixmap(name, normal, size), QIcon.Mode.Normal)
        icon.addPixmap(glyph_pixmap(name, selected, size), QIcon.Mode.Selected)
    return icon
