"""The game table, drawn with QGraphicsView: four seats around a centre panel, scaled to fit.

Each seat's area (hand, melds, river) is laid out as if it sat at the bottom and then turned
to its side, so the layout code exists once. The view draws what it is given (``SeatView``);
the only thing it sends back is the player's choice of a tile (``tileActivated``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.rules import AnyProfile, get_profile
from mahjong_gui.engine.state import Phase
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView
from mahjong_gui.ui import texts
from mahjong_gui.ui.tile_art import TileArt

SCENE_W, SCENE_H = 1600.0, 1000.0
CENTRE = QPointF(SCENE_W / 2, SCENE_H / 2)
HAND_H = 92.0  # the human's hand
BACK_H = 54.0  # opponents' hands
RIVER_H = 54.0
MELD_H = 62.0
BONUS_H = 44.0  # flowers and seasons set aside, beside the melds
RIVER_COLS = 6
RIVER_COLS_WIDE = 8  # Hong Kong: longer rivers (a 144-tile set)
FELT = QColor("#1f5f46")
FELT_DARK = QColor("#184c38")


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
        if index >= 0:
            self.setAcceptHoverEvents(True)
            self.setCursor(Qt.CursorShape.PointingHandCursor)

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

    def hoverEnterEvent(self, event: object) -> None:  # type: ignore[override]
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: object) -> None:  # type: ignore[override]
        self.hovered = False
        self.update()

    def mousePressEvent(self, event: object) -> None:  # type: ignore[override]
        view = self.scene().views()[0] if self.scene() and self.scene().views() else None
        if isinstance(view, TableView) and self.index >= 0:
            view.tile_clicked(self.index)


class TableView(QGraphicsView):
    """Draws a ``SeatView``; arrow keys and Enter (or a click) choose a tile of the hand."""

    tileActivated = Signal(object)  # the Tile the player chose
    selectionChanged = Signal(object)  # Tile or None
    tileRefused = Signal(object)  # a tile of the hand chosen that may not go now
    exchangeChanged = Signal(int)  # how many tiles are picked to pass on
    exchangeFull = Signal()  # a fourth pick: three are already picked

    def __init__(self, art: TileArt | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table_view")
        self.art = art or TileArt()
        self._scene = QGraphicsScene(0, 0, SCENE_W, SCENE_H, self)
        self.setScene(self._scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(QBrush(FELT_DARK))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view: SeatView | None = None
        self.names: tuple[str, str, str, str] = ("", "", "", "")
        self.hand_items: list[TileItem] = []
        self.selectable: set[Tile] = set()  # tiles the player may discard now
        self.exchange_mode = False
        self.exchange_selection: set[int] = set()
        self.cursor = -1
        self.speed = 2
        self._animations: list[QVariantAnimation] = []
        self._new_melds = 0  # melds of the seat being drawn that are new since last time
        self.animations_started = 0
        # A replay may show every concealed hand face up (seat -> tiles); None: backs.
        self.open_hands: tuple[tuple[Tile, ...], ...] | None = None
        self.profile: AnyProfile | None = None  # the rules of the view drawn
        self.last_discard: int | None = None  # the seat whose river ends in the last discard

    # -- input -------------------------------------------------------------------------------

    def set_selectable(self, tiles: set[Tile]) -> None:
        self.selectable = tiles
        if self.hand_items and (self.cursor < 0 or self.cursor >= len(self.hand_items)
                                or self.hand_items[self.cursor].tile not in tiles):
            self.cursor = self._first_selectable()
        self._mark_cursor()

    def _first_selectable(self) -> int:
        for i in range(len(self.hand_items) - 1, -1, -1):
            if self.hand_items[i].tile in self.selectable:
                return i
        return -1

    def selected_tile(self) -> Tile | None:
        if 0 <= self.cursor < len(self.hand_items):
            return self.hand_items[self.cursor].tile
        return None

    def move_cursor(self, step: int) -> None:
        n = len(self.hand_items)
        if not n:
            return
        i = self.cursor if self.cursor >= 0 else (0 if step > 0 else n - 1)
        for _ in range(n):
            i = (i + step) % n
            if self.exchange_mode or self.hand_items[i].tile in self.selectable:
                self.cursor = i
                break
        self._mark_cursor()

    def _mark_cursor(self) -> None:
        for i, item in enumerate(self.hand_items):
            item.selected = (i == self.cursor and (bool(self.selectable) or self.exchange_mode))
            item.picked = self.exchange_mode and i in self.exchange_selection
            item.update()
        self.selectionChanged.emit(self.selected_tile())

    def tile_clicked(self, index: int) -> None:
        if self.exchange_mode:
            self.toggle_exchange(index)
            return
        if 0 <= index < len(self.hand_items) and self.hand_items[index].tile in self.selectable:
            self.cursor = index
            self._mark_cursor()
            self.tileActivated.emit(self.hand_items[index].tile)
        elif 0 <= index < len(self.hand_items):
            self.tileRefused.emit(self.hand_items[index].tile)

    def toggle_exchange(self, index: int) -> None:
        if index in self.exchange_selection:
            self.exchange_selection.discard(index)
        elif len(self.exchange_selection) < 3:
            self.exchange_selection.add(index)
        else:
            self.cursor = index
            self._mark_cursor()
            self.exchangeFull.emit()
            return
        self.cursor = index
        self._mark_cursor()
        self.exchangeChanged.emit(len(self.exchange_selection))

    def exchange_tiles(self) -> tuple[Tile, ...]:
        return tuple(sorted(self.hand_items[i].tile for i in self.exchange_selection
                            if self.hand_items[i].tile is not None))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.move_cursor(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.move_cursor(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.exchange_mode:
                if self.cursor >= 0:
                    self.toggle_exchange(self.cursor)
            else:
                tile = self.selected_tile()
                if tile is not None and tile in self.selectable:
                    self.tileActivated.emit(tile)
                elif tile is not None:
                    self.tileRefused.emit(tile)
        else:
            super().keyPressEvent(event)

    # -- drawing -----------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def show_view(self, view: SeatView, names: tuple[str, str, str, str]) -> None:
        """Redraw the whole table for ``view``."""
        self._stop_animations()
        previous = self.view
        self.view = view
        self.names = names
        self.profile = _profile(view.profile, view.options)
        cursor_tile = self.selected_tile()
        self._scene.clear()
        self.hand_items = []
        self._draw_felt()
        for seat in range(4):
            self._draw_seat(view, seat, previous)
        self._draw_centre(view)
        if cursor_tile is not None:
            same = [i for i, it in enumerate(self.hand_items) if it.tile == cursor_tile]
            self.cursor = same[-1] if same else -1
        if self.exchange_mode:
            self.exchange_selection = {i for i in self.exchange_selection
                                       if i < len(self.hand_items)}
        self._mark_cursor()
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def _stop_animations(self) -> None:
        for a in self._animations:
            a.stop()
        self._animations = []

    def _draw_felt(self) -> None:
        felt = self._scene.addRect(QRectF(20, 20, SCENE_W - 40, SCENE_H - 40),
                                   QPen(QColor("#123a2b"), 3), QBrush(FELT))
        felt.setZValue(-10)

    def _relative(self, seat: int) -> int:
        """0 bottom (the viewer), 1 right, 2 top, 3 left: turn order runs counter-clockwise."""
        assert self.view is not None
        return (seat - self.view.seat) % 4

    def _place(self, item: QGraphicsItem, pos: QPointF, rel: int) -> None:
        """Put ``item`` at ``pos`` of a bottom-seat layout, turned to seat position ``rel``."""
        angle = (0, -90, 180, 90)[rel]
        item.setTransformOriginPoint(0, 0)
        item.setRotation(angle)
        item.setPos(_rotate(pos, angle))
        self._scene.addItem(item)

    def _draw_seat(self, view: SeatView, seat: int, previous: SeatView | None) -> None:
        rel = self._relative(seat)
        other = view.seats[seat]
        # Calls (pongs and kongs) that are new since the last picture fade in.
        self._new_melds = (len(other.melds) - len(previous.seats[seat].melds)
                           if previous is not None and previous.hand_no == view.hand_no else 0)
        mine = seat == view.seat
        # Bottom-layout coordinates relative to the centre: the seat's row of tiles sits at
        # the table's edge; its river in front of the centre panel.
        extent = (SCENE_H if rel in (0, 2) else SCENE_W) / 2
        tile_h = HAND_H if mine else BACK_H
        row_y = extent - 40 - tile_h - 8
        if mine:
            self._draw_own_hand(view, row_y)
        else:
            if other.won and other.winning_hand is not None:
                faces: list[tuple[Tile | None, bool, bool]] = [
                    (t, False, False) for t in other.winning_hand]
                if other.win_tile is not None:
                    faces.append((other.win_tile, False, True))
            elif self.open_hands is not None:
                faces = [(t, False, False) for t in self.open_hands[seat]]
            else:
                faces = [(None, True, False)] * other.hand_size
            self._draw_row(faces, other.melds, row_y, BACK_H, rel, other.bonus)
        river_top = 104.0 if rel in (0, 2) else 250.0
        self._draw_river(other.river, seat, rel, river_top, previous)

    def _draw_own_hand(self, view: SeatView, y: float) -> None:
        me = view.seats[view.seat]
        tiles = list(view.hand)
        drawn = view.last_draw if view.phase is Phase.TURN and view.turn == view.seat else None
        if me.won:
            drawn = None
        if drawn is not None and drawn in tiles:
            tiles.remove(drawn)
            tiles.append(drawn)
        w = tile_width(HAND_H)
        gap = w * 0.35 if drawn is not None else 0.0
        melds_w = self._melds_width(view.melds, MELD_H)
        win_w = (w * 1.3) if me.won and me.win_tile is not None else 0.0
        bonus = me.bonus
        total = (len(tiles) * w + gap + (24 + melds_w if view.melds else 0) + win_w
                 + self._bonus_width(bonus))
        x = -total / 2
        for i, t in enumerate(tiles):
            if drawn is not None and i == len(tiles) - 1:
                x += gap
            marked = view.void is not None and t.suit.value == view.void
            item = TileItem(self.art, t, HAND_H, marked=marked, index=-1 if me.won else i)
            self._place(item, QPointF(x, y), 0)
            if drawn is not None and i == len(tiles) - 1 and self.speed > 0:
                self._fade_in(item)  # the tile just drawn
            if not me.won:
                self.hand_items.append(item)
            x += w
        if me.won and me.win_tile is not None and me.win_tile not in tiles[-1:]:
            x += w * 0.3
            self._place(TileItem(self.art, me.win_tile, HAND_H, highlight=True),
                        QPointF(x, y), 0)
            x += w
        if view.melds:
            self._draw_melds(view.melds, x + 24, y + HAND_H - MELD_H, 0)
            x += 24 + melds_w
        self._draw_bonus(bonus, x, y + HAND_H - BONUS_H, 0)

    @staticmethod
    def _bonus_width(bonus: tuple[Tile, ...]) -> float:
        return 16 + len(bonus) * tile_width(BONUS_H) if bonus else 0.0

    def _draw_bonus(self, bonus: tuple[Tile, ...], x: float, y: float, rel: int) -> None:
        """Flowers and seasons set aside: small tiles after the melds."""
        x += 16
        for t in bonus:
            item = TileItem(self.art, t, BONUS_H)
            item.setToolTip(QCoreApplication.translate("Table", "Bonus tile (set aside)"))
            self._place(item, QPointF(x, y), rel)
            x += tile_width(BONUS_H)

    def _melds_width(self, melds: tuple[Meld, ...], h: float) -> float:
        if not melds:
            return 0.0
        return sum(len(m.tiles) for m in melds) * tile_width(h) + 10 * (len(melds) - 1)

    def _draw_row(self, faces: list[tuple[Tile | None, bool, bool]], melds: tuple[Meld, ...],
                  y: float, h: float, rel: int, bonus: tuple[Tile, ...] = ()) -> None:
        """An opponent's row: hand backs (or a revealed winning hand), the melds, then the
        bonus tiles set aside."""
        w = tile_width(h)
        melds_w = self._melds_width(melds, MELD_H)
        total = len(faces) * w + (24 + melds_w if melds else 0) + self._bonus_width(bonus)
        x = -total / 2
        for tile, back, highlight in faces:
            if highlight:
                x += w * 0.3
            self._place(TileItem(self.art, tile, h, back=back, highlight=highlight),
                        QPointF(x, y), rel)
            x += w
        if melds:
            self._draw_melds(melds, x + 24, y + h - MELD_H, rel)
            x += 24 + melds_w
        self._draw_bonus(bonus, x, y + h - BONUS_H, rel)

    def _draw_melds(self, melds: tuple[Meld, ...], x: float, y: float, rel: int) -> None:
        w = tile_width(MELD_H)
        first_new = len(melds) - max(0, self._new_melds)
        for n, m in enumerate(melds):
            concealed = m.kind.value == "ankong"
            for k, t in enumerate(m.tiles):
                back = concealed and k in (0, 3)
                item = TileItem(self.art, t, MELD_H, back=back)
                self._place(item, QPointF(x, y), rel)
                if n >= first_new and self.speed > 0:
                    self._fade_in(item)
                x += w
            x += 10

    def _draw_river(self, river: tuple[Tile, ...], seat: int, rel: int, top: float,
                    previous: SeatView | None) -> None:
        w = tile_width(RIVER_H)
        cols = RIVER_COLS_WIDE if self.profile is not None and self.profile.dead_wall \
            else RIVER_COLS
        x0 = -cols * w / 2
        new_index = -1
        if previous is not None and len(river) == len(previous.seats[seat].river) + 1:
            new_index = len(river) - 1
        last_discard = (self.view is not None and self.view.tile is not None
                        and self.view.turn == seat
                        and self.view.phase in (Phase.CLAIM,))
        last_discard = last_discard or seat == self.last_discard
        for i, t in enumerate(river):
            row, col = divmod(i, cols)
            item = TileItem(self.art, t, RIVER_H, last=last_discard and i == len(river) - 1)
            pos = QPointF(x0 + col * w, top + row * (RIVER_H + 2))
            self._place(item, pos, rel)
            if i == new_index and self.speed > 0:
                self._fade_in(item)

    def _fade_in(self, item: QGraphicsItem) -> None:
        duration = {1: 420, 2: 260, 3: 140}.get(self.speed, 0)
        if not duration:
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        item.setOpacity(0.0)
        anim.valueChanged.connect(lambda v, it=item: it.setOpacity(float(v)))
        anim.start()
        self._animations.append(anim)
        self.animations_started += 1

    def _draw_centre(self, view: SeatView) -> None:
        box = QRectF(CENTRE.x() - 130, CENTRE.y() - 92, 260, 184)
        self._scene.addRect(box, QPen(QColor("#0f3325"), 2), QBrush(QColor("#163f30")))
        font = QFont(self.font())
        font.setPointSizeF(20)
        font.setBold(True)
        small = QFont(self.font())
        small.setPointSizeF(12)
        profile = self.profile
        winds = profile is not None and profile.wind_rounds > 0
        dead = profile.dead_wall if profile is not None else 0
        lines: list[tuple[str, QFont, QColor]] = [
            (QCoreApplication.translate("Table", "Hand {0}").format(view.hand_no + 1), small,
             QColor("#cfe3d6"))]
        if winds:
            lines.append((QCoreApplication.translate("Table", "Prevailing wind: {0}").format(
                texts.wind(view.prevailing)), small, QColor("#ffd166")))
        lines.append((QCoreApplication.translate("Table", "Wall: {0}").format(view.wall), font,
                      QColor("#f4f1e6")))
        if dead:
            lines.append((QCoreApplication.translate("Table", "(+{0} in the dead wall)").format(
                dead), small, QColor("#cfe3d6")))
        items = []
        for text, f, colour in lines:
            item = QGraphicsSimpleTextItem(text)
            item.setFont(f)
            item.setBrush(colour)
            width = item.boundingRect().width()
            if width > box.width() - 16:  # a long translation: shrink it into the box
                item.setScale((box.width() - 16) / width)
            items.append(item)
        gap = 6.0
        heights = [it.boundingRect().height() * it.scale() for it in items]
        y = CENTRE.y() - (sum(heights) + gap * (len(items) - 1)) / 2
        for item, height in zip(items, heights, strict=True):
            item.setPos(CENTRE.x() - item.boundingRect().width() * item.scale() / 2, y)
            self._scene.addItem(item)
            y += height + gap
        for seat in range(4):
            self._draw_plate(view, seat)

    def _draw_plate(self, view: SeatView, seat: int) -> None:
        rel = self._relative(seat)
        other = view.seats[seat]
        name = self.names[seat] or QCoreApplication.translate("Table", "Seat {0}").format(seat)
        parts = [name]
        if self.profile is not None and self.profile.wind_rounds:
            # Hong Kong: the seat wind (the dealer is East).
            parts.append(texts.wind((seat - view.dealer) % 4 + 1))
        if seat == view.dealer:
            parts.append(QCoreApplication.translate("Table", "dealer"))
        line1 = " · ".join(parts)
        line2 = str(view.scores[seat])
        if other.void is not None:
            line2 += "   " + QCoreApplication.translate("Table", "void: {0}").format(
                texts.suit(other.void))
        if other.won:
            line2 += "   " + QCoreApplication.translate("Table", "won")
        active = view.turn == seat and view.phase in (Phase.TURN, Phase.DRAW)
        font = QFont(self.font())
        font.setPointSizeF(13)
        font.setBold(active)
        t1 = QGraphicsSimpleTextItem(line1)
        t1.setFont(font)
        t2 = QGraphicsSimpleTextItem(line2)
        t2.setFont(font)
        colour = QColor("#ffd166") if active else QColor("#f4f1e6")
        if other.won:
            colour = QColor("#9fc8b4")
        t1.setBrush(colour)
        t2.setBrush(colour)
        width = max(t1.boundingRect().width(), t2.boundingRect().width(), 200.0) + 20
        height = t1.boundingRect().height() * 2 + 12
        # Name plates sit in the corners, counter-clockwise from the viewer's bottom left.
        margin = 36.0
        left, right = margin, SCENE_W - margin - width
        top, bottom = margin, SCENE_H - margin - height
        x, y = {0: (left, bottom), 1: (right, bottom), 2: (right, top), 3: (left, top)}[rel]
        rect = QRectF(x, y, width, height)
        pen = QPen(QColor("#ffd166") if active else QColor("#0f3325"), 2)
        self._scene.addRect(rect, pen, QBrush(QColor(10, 30, 22, 200)))
        t1.setPos(rect.x() + 10, rect.y() + 5)
        t2.setPos(rect.x() + 10, rect.y() + 5 + t1.boundingRect().height())
        self._scene.addItem(t1)
        self._scene.addItem(t2)


    # -- where things go, for the widgets laid over the table --------------------------------

    def seat_point(self, seat: int) -> QPoint:
        """Where a call by ``seat`` is announced: between its hand and its river, in this
        widget's coordinates."""
        rel = self._relative(seat) if self.view is not None else seat
        inset = 250.0
        scene = {0: QPointF(CENTRE.x(), SCENE_H - inset),
                 1: QPointF(SCENE_W - inset - 60, CENTRE.y()),
                 2: QPointF(CENTRE.x(), inset),
                 3: QPointF(inset + 60, CENTRE.y())}[rel]
        return self.viewport().mapTo(self, self.mapFromScene(scene))

    def inner_rect(self) -> QRect:
        """The part of the table inside the four hands (rivers and the centre panel), in this
        widget's coordinates: a banner there covers no hand."""
        top_left = self.mapFromScene(QPointF(140, 140))
        bottom_right = self.mapFromScene(QPointF(SCENE_W - 140, SCENE_H - 170))
        return QRect(self.viewport().mapTo(self, top_left),
                     self.viewport().mapTo(self, bottom_right))


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


_PROFILES: dict[tuple[str, tuple[tuple[str, str], ...]], AnyProfile | None] = {}


def _profile(pid: str, options: tuple[tuple[str, str], ...]) -> AnyProfile | None:
    """The rules a view was dealt under (None for an unknown id: drawn as Sichuan)."""
    key = (pid, tuple(options))
    if key not in _PROFILES:
        try:
            _PROFILES[key] = get_profile(pid, dict(options))
        except ValueError:
            _PROFILES[key] = None
    return _PROFILES[key]


def _rotate(p: QPointF, angle: float) -> QPointF:
    """A bottom-layout point (relative to the centre) turned by ``angle`` about the centre."""
    if angle == 0:
        return QPointF(CENTRE.x() + p.x(), CENTRE.y() + p.y())
    if angle == 180:
        return QPointF(CENTRE.x() - p.x(), CENTRE.y() - p.y())
    if angle == -90:  # the right-hand seat: the bottom row's x runs upward
        return QPointF(CENTRE.x() + p.y(), CENTRE.y() - p.x())
    return QPointF(CENTRE.x() - p.y(), CENTRE.y() + p.x())  # the left-hand seat
