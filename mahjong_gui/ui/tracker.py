"""The tile tracker (记牌器): for every kind of the game's tile set, the copies the player has
not seen yet, from the player's seat view; drawn as small tiles with their counts."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QHelpEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from mahjong_gui.engine import rules
from mahjong_gui.engine.tiles import BONUS_TILES, HONOUR_TILES, SUIT_TILES, Tile
from mahjong_gui.engine.views import SeatView
from mahjong_gui.ui import texts
from mahjong_gui.ui.tile_art import TileArt


def tracked_kinds(view: SeatView) -> tuple[Tile, ...]:
    """The kinds of the view's tile set: the three suits, honours and bonus tiles where the
    profile has them."""
    profile = rules.get_profile(view.profile, dict(view.options))
    kinds = SUIT_TILES
    if profile.honours:
        kinds += HONOUR_TILES
    if profile.bonus_tiles:
        kinds += BONUS_TILES
    return kinds


def seen_tiles(view: SeatView) -> list[Tile]:
    """Every tile the seat sees now: its own hand, melds and bonus tiles, every river, the
    others' melds and bonus tiles, the winning hands shown, and a tile won on a discard or a
    robbed kong (kept apart from its winner's hand)."""
    out = [*view.hand, *view.bonus, *(t for m in view.melds for t in m.tiles)]
    out += view.visible_tiles()
    for s, seat in enumerate(view.seats):
        if s != view.seat:
            out += seat.bonus
        hand = view.hand if s == view.seat else seat.winning_hand
        # A won discard is in no hand (a self-drawn one is): its hand is one tile short.
        if seat.won and seat.win_tile is not None and hand is not None and len(hand) % 3 == 1:
            out.append(seat.win_tile)
    return out


def unseen_counts(view: SeatView) -> dict[Tile, int]:
    """For each kind of the game, the copies the seat has not seen: 4 (1 for a bonus tile)
    minus the seen ones, never below 0."""
    kinds = tracked_kinds(view)
    left = {k: (1 if k.is_bonus else 4) for k in kinds}
    for t in seen_tiles(view):
        if t in left:
            left[t] -= 1
    return {k: max(0, n) for k, n in left.items()}


class TileTracker(QWidget):
    """The unseen copies of every kind, one row per suit (honours, bonus tiles below), each
    tile with its count under it; a kind all seen is dimmed. Hovering a tile names it."""

    TILE_H = 26

    def __init__(self, art: TileArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tile_tracker")
        self.art = art
        self.counts: dict[Tile, int] = {}
        self.rows: list[tuple[Tile, ...]] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def show_view(self, view: SeatView | None) -> None:
        """Count for ``view`` (None: an empty tracker)."""
        if view is None:
            self.counts, self.rows = {}, []
        else:
            self.counts = unseen_counts(view)
            kinds = list(self.counts)
            self.rows = [tuple(kinds[i:i + 9]) for i in range(0, 27, 9)]
            if len(kinds) > 27:
                self.rows.append(tuple(k for k in kinds[27:] if k.is_honour))
                bonus = tuple(k for k in kinds[27:] if k.is_bonus)
                if bonus:
                    self.rows.append(bonus)
        self.updateGeometry()
        self.update()

    def _cell(self) -> QSize:
        width = max(12, min(round(self.TILE_H * 0.75), (max(self.width(), 120) - 4) // 9 - 2))
        return QSize(width, round(width / 0.75) + self.fontMetrics().height())

    def sizeHint(self) -> QSize:
        cell = self._cell()
        return QSize(9 * (cell.width() + 2) + 4, max(1, len(self.rows)) * (cell.height() + 3))

    def minimumSizeHint(self) -> QSize:
        return QSize(9 * 14 + 4, self.sizeHint().height())

    def _rects(self) -> list[tuple[Tile, QRect]]:
        cell = self._cell()
        out = []
        for r, row in enumerate(self.rows):
            for c, kind in enumerate(row):
                out.append((kind, QRect(2 + c * (cell.width() + 2), r * (cell.height() + 3),
                                        cell.width(), cell.height())))
        return out

    def text_of(self, kind: Tile) -> str:
        """The words for one kind's count (its tooltip)."""
        return self.tr("{0}: {1} not seen yet").format(texts.tile(kind),
                                                       texts.number(self.counts.get(kind, 0)))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        font.setPixelSize(max(9, self.fontMetrics().height() - 3))
        font.setBold(True)
        painter.setFont(font)
        ratio = self.devicePixelRatioF() or 1.0
        text_colour = self.palette().color(self.foregroundRole())
        for kind, rect in self._rects():
            n = self.counts.get(kind, 0)
            tile_h = rect.height() - self.fontMetrics().height()
            pix = self.art.pixmap(kind, tile_h, ratio, dimmed=n == 0)
            painter.drawPixmap(rect.x(), rect.y(), pix)
            painter.setPen(QColor("#9a9a9a") if n == 0 else text_colour)
            painter.drawText(QRect(rect.x(), rect.y() + tile_h, rect.width(),
                                   rect.height() - tile_h),
                             Qt.AlignmentFlag.AlignCenter, texts.number(n))
        painter.end()

    def kind_at(self, point: QPoint) -> Tile | None:
        return next((k for k, rect in self._rects() if rect.contains(point)), None)

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            kind = self.kind_at(e.pos())
            if kind is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(e.globalPos(), self.text_of(kind), self)
            return True
        return super().event(e)
