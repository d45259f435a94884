"""The running-total chart: each seat's total at the start and after each hand, one line per
seat drawn with QPainter. One widget for the scorebook's Chart tab and the end of a match
(``ui/dialogs.py``), each in its own look (``ChartLook``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from mahjong_gui.ui import texts

# One colour per seat: the scorebook chart's lines and its legend.
SEAT_COLOURS = (QColor("#1f77b4"), QColor("#d62728"), QColor("#2ca02c"), QColor("#9467bd"))
# The match's: Okabe-Ito colours and one dash per seat, told apart without colour too.
MATCH_COLOURS = (QColor("#E69F00"), QColor("#56B4E9"), QColor("#009E73"), QColor("#CC79A7"))
MATCH_DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine,
                Qt.PenStyle.DashDotLine)


@dataclass(frozen=True)
class ChartLook:
    """How a running-total chart looks. ``signed``: totals from zero, shown with their sign,
    zero labelled on its line and the hands counted from 1 along the foot (the scorebook);
    else scores as held, the foot counting from the start, 0. ``on_base``: drawn on the
    palette's base colour in its text colour, framed in its mid colour (a view's look); else
    on the window, framed faintly. ``legend_above``: each seat's line and name above the plot;
    else a swatch, the name and the last total below it. ``every``: past 12 hands, about
    this many hands labelled along the foot."""

    colours: tuple[QColor, ...]
    dashes: tuple[Qt.PenStyle, ...]
    line_width: float
    dot_radius: float  # a dot on each total (0: none)
    signed: bool
    on_base: bool
    legend_above: bool
    every: int
    size_hint: tuple[int, int] | None  # None: QWidget's


SCOREBOOK_LOOK = ChartLook(SEAT_COLOURS, (Qt.PenStyle.SolidLine,) * 4, 2, 0, signed=True,
                           on_base=True, legend_above=False, every=12, size_hint=(480, 240))
MATCH_LOOK = ChartLook(MATCH_COLOURS, MATCH_DASHES, 2.5, 2.5, signed=False, on_base=False,
                       legend_above=True, every=8, size_hint=None)


class RunningTotalChart(QWidget):
    """``series[seat]``: the seat's total at the start and after each hand; ``names`` in the
    legend; ``empty_text`` shown while no hand is in (``set_data``, ``set_history``)."""

    def __init__(self, parent: QWidget | None = None, look: ChartLook = SCOREBOOK_LOOK) -> None:
        super().__init__(parent)
        self.look = look
        self.setObjectName("chart")
        self.setMinimumHeight(160)
        self.names: list[str] = []
        self.series: list[list[int]] = [[0], [0], [0], [0]]
        self.empty_text = ""

    def set_data(self, names: Sequence[str], running: Sequence[tuple[int, int, int, int]],
                 empty_text: str = "") -> None:
        """The scorebook's: each hand's running totals (from zero)."""
        self.names = list(names)
        self.series = [[0, *(row[s] for row in running)] for s in range(4)]
        self.empty_text = empty_text
        self.update()

    def set_history(self, history: Sequence[Sequence[int]], names: Sequence[str]) -> None:
        """The match's: each seat's score at the start and after each hand."""
        self.series = [[row[s] for row in history] for s in range(4)]
        self.names = list(names)
        self.update()

    @property
    def running(self) -> list[tuple[int, ...]]:
        """Each hand's totals, the start left out."""
        return [tuple(s[i] for s in self.series) for i in range(1, self.hands + 1)]

    @property
    def hands(self) -> int:
        return len(self.series[0]) - 1

    def _range(self) -> tuple[int, int, int]:
        """The lowest and highest total (zero always in) and their distance (at least 1)."""
        values = [v for s in self.series for v in s]
        low, high = min(0, *values), max(0, *values)
        return low, high, (high - low) or 1

    def _value_text(self, v: int) -> str:
        return texts.signed(v) if self.look.signed else texts.number(v)

    def plot_rect(self) -> QRectF:
        """Where the lines are drawn: right of the widest total, with room for the legend
        and the hands' numbers."""
        fm = self.fontMetrics()
        widths = [fm.horizontalAdvance(self._value_text(v))
                  for v in {0, *(v for s in self.series for v in s)}]
        if self.look.legend_above:
            left = max(widths) + 10
            return QRectF(left, fm.height() + 8, self.width() - left - 10,
                          self.height() - 2 * fm.height() - 18)
        left = 12 + max(widths)
        legend_h = fm.height() + 10
        return QRectF(left, 10, max(10, self.width() - left - 16),
                      max(10, self.height() - 20 - legend_h - fm.height()))

    def points(self, seat: int) -> list[QPointF]:
        """Where each of ``seat``'s totals is drawn, in this widget's coordinates."""
        low, _, span = self._range()
        area = self.plot_rect()
        n = max(1, self.hands)
        return [QPointF(area.left() + area.width() * i / n,
                        area.bottom() - area.height() * (v - low) / span)
                for i, v in enumerate(self.series[seat])]

    def sizeHint(self) -> QSize:
        if self.look.size_hint is None:
            return super().sizeHint()
        return QSize(*self.look.size_hint)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        if self.look.on_base:
            painter.fillRect(self.rect(), pal.base())
        text = pal.text().color() if self.look.on_base else pal.windowText().color()
        if not self.hands:
            painter.setPen(text)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter
                             | Qt.TextFlag.TextWordWrap, self.empty_text)
            painter.end()
            return
        area = self.plot_rect()
        low, high, span = self._range()
        frame = QColor(pal.mid().color() if self.look.on_base else text)
        if not self.look.on_base:
            frame.setAlpha(60)
        painter.setPen(QPen(frame, 1))
        painter.drawRect(area)
        zero = area.bottom() - area.height() * (0 - low) / span
        painter.setPen(QPen(text, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
        painter.setPen(text)
        self._draw_scale(painter, area, ((high, area.top()), (low, area.bottom()), (0, zero)))
        self._draw_hands(painter, area)
        self._draw_lines(painter)
        self._draw_legend(painter, area, text)
        painter.end()

    def _draw_scale(self, painter: QPainter, area: QRectF,
                    marks: Sequence[tuple[int, float]]) -> None:
        """The highest and the lowest total beside the plot (and zero, when signed)."""
        fm = painter.fontMetrics()
        if self.look.signed:
            for v, y in marks:
                painter.drawText(QRectF(0, y - fm.height() / 2, area.left() - 6, fm.height()),
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                                 self._value_text(v))
            return
        for v, y in marks[:2]:
            label = self._value_text(v)
            painter.drawText(QPointF(area.left() - 6 - fm.horizontalAdvance(label),
                                     y + fm.ascent() / 2), label)

    def _draw_hands(self, painter: QPainter, area: QRectF) -> None:
        """The hands' numbers along the foot: every one up to 12 hands, else about
        ``look.every`` of them, the last always."""
        fm = painter.fontMetrics()
        hands = self.hands
        every = 1 if hands <= 12 else max(1, hands // self.look.every)
        for i in range(1 if self.look.signed else 0, hands + 1):
            if i % every and i != hands:
                continue
            x = area.left() + area.width() * i / hands
            label = texts.number(i)
            if self.look.signed:
                painter.drawText(QRectF(x - 20, area.bottom() + 2, 40, fm.height()),
                                 Qt.AlignmentFlag.AlignCenter, label)
            else:
                painter.drawText(QPointF(x - fm.horizontalAdvance(label) / 2,
                                         area.bottom() + fm.height() + 2), label)

    def _pen(self, seat: int) -> QPen:
        return QPen(self.look.colours[seat], self.look.line_width, self.look.dashes[seat])

    def _draw_lines(self, painter: QPainter) -> None:
        for seat in range(4):
            painter.setPen(self._pen(seat))
            pts = self.points(seat)
            for a, b in zip(pts, pts[1:], strict=False):
                painter.drawLine(a, b)
            if self.look.dot_radius:
                painter.setBrush(self.look.colours[seat])
                for p in pts:
                    painter.drawEllipse(p, self.look.dot_radius, self.look.dot_radius)

    def _draw_legend(self, painter: QPainter, area: QRectF, text: QColor) -> None:
        """Above the plot each seat's line and name; below it a swatch, the name and the
        last total."""
        fm = painter.fontMetrics()
        x = area.left()
        for seat in range(4):
            name = self.names[seat] if seat < len(self.names) else str(seat)
            if self.look.legend_above:
                y = fm.height() / 2 + 2
                painter.setPen(self._pen(seat))
                painter.drawLine(QPointF(x, y), QPointF(x + 22, y))
                painter.setPen(text)
                painter.drawText(QPointF(x + 26, y + fm.ascent() / 2 - 1), name)
                x += 26 + fm.horizontalAdvance(name) + 16
                continue
            y = self.height() - (fm.height() + 10) + 4
            painter.fillRect(QRectF(x, y + fm.height() / 2 - 4, 14, 8), self.look.colours[seat])
            painter.setPen(text)
            label = f"{name} {self._value_text(self.series[seat][-1])}"
            painter.drawText(QPointF(x + 18, y + fm.ascent()), label)
            x += 18 + fm.horizontalAdvance(label) + 16
