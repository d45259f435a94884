"""The game table, drawn with QGraphicsView: four seats around a centre panel, scaled to fit.

Each seat's area (hand, melds, river) is laid out as if it sat at the bottom and then turned
to its side, so the layout code exists once. The view draws what it is given (``SeatView``);
the only thing it sends back is the player's choice of a tile (``tileActivated``). The tiles
themselves are ``ui/table_tiles.py``'s ``TileItem``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from mahjong_gui.engine import rules
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.memo import Memo
from mahjong_gui.engine.state import Phase
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.table_tiles import (
    HOVER,
    TileItem,
    danger_colour,
    last_discard_seat,
    tile_width,
)
from mahjong_gui.ui.tile_art import TileArt
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from mahjong_gui.engine.rules import AnyProfile

# A tile on the table and the last discard's seat are ui/table_tiles.py's; importable here.
__all__ = ["CENTRE_TEXT_PX", "HOVER", "RIVER_COLS", "TableView", "TileItem", "danger_colour",
           "last_discard_seat", "scene_size", "tile_width"]

# The scene follows the viewport's shape (no bands of empty felt): at least MIN_SCENE_W wide
# and MIN_SCENE_H high, the other side stretched to the viewport's aspect, then scaled to fit.
MIN_SCENE_W, MIN_SCENE_H = 1200.0, 1000.0
SCENE_W, SCENE_H = 1600.0, 1000.0  # the shape before the view knows its size
HAND_H = 88.0  # the human's hand
BACK_H = 54.0  # opponents' hands
RIVER_H = 64.0  # discards: at least 0.6 of the hand's tiles (issue 15)
MELD_H = 62.0
BONUS_H = MELD_H  # flowers and seasons set aside, beside the melds, as large as they are
RIVER_COLS = 6
RIVER_COLS_WIDE = 8  # Hong Kong: longer rivers (a 144-tile set)
EDGE = 24.0  # felt between the table's edge and the seats' rows
GAP = 10.0  # between the blocks of the layout
PLATE_W = 240.0  # name plates: one fixed size, so a longer second line never widens them
CENTRE_W, CENTRE_H = 240.0, 150.0  # the centre panel (hand, wind, wall)
CENTRE_TEXT_PX = 9.5  # the least height of a centre line on the screen, in pixels
RIVER_START = CENTRE_H / 2 + 12  # top and bottom rivers begin this far from the centre
SIDE_RIVER_START = 205.0  # side rivers (drawn upright) begin this far from the centre
SIDE_LINE = 6  # upright side discards: six to a line, lines grow away from the centre
FELT = QColor("#1f5f46")
FELT_DARK = QColor("#184c38")


def scene_size(width: float, height: float) -> tuple[float, float]:
    """The scene for a viewport of ``width`` x ``height`` pixels: its aspect, never smaller
    than MIN_SCENE_W x MIN_SCENE_H."""
    if width <= 0 or height <= 0:
        return SCENE_W, SCENE_H
    aspect = width / height
    if aspect >= MIN_SCENE_W / MIN_SCENE_H:
        return MIN_SCENE_H * aspect, MIN_SCENE_H
    return MIN_SCENE_W, MIN_SCENE_W / aspect


class TableView(QGraphicsView):
    """Draws a ``SeatView``; arrow keys and Enter (or a click) choose a tile of the hand."""

    tileActivated = Signal(object)  # the Tile the player chose
    selectionChanged = Signal(object)  # Tile or None
    tileRefused = Signal(object)  # a tile of the hand chosen that may not go now
    exchangeChanged = Signal(int)  # how many tiles are picked to pass on
    exchangeFull = Signal()  # a fourth pick: three are already picked

    # The index in ``hand_items`` of the tile under the keyboard cursor (-1: none).
    hand_cursor: int

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
        self.hand_cursor = -1
        self.speed = 2
        self._animations: list[QVariantAnimation] = []
        self._new_melds = 0  # melds of the seat being drawn that are new since last time
        self.animations_started = 0
        # A replay may show every concealed hand face up (seat -> tiles); None: backs.
        self.open_hands: tuple[tuple[Tile, ...], ...] | None = None
        self.profile: AnyProfile | None = None  # the rules of the view drawn
        self.last_discard: int | None = None  # the seat whose river ends in the last discard
        self.scene_w, self.scene_h = SCENE_W, SCENE_H
        self._relayout = False  # redrawing the same picture for a new size: no fades
        self._tiles: list[TileItem] = []  # every tile drawn
        self.plates: list[tuple[int, QRectF]] = []  # (seat, its name plate)
        self._row_depth: dict[int, float] = {}  # how far each seat's row reaches in
        # The teacher's marks: danger per tile kind of the hand, the kind under the pointer.
        self.dangers: dict[Tile, float] = {}
        self.danger_tips: dict[Tile, str] = {}
        self.hover_enabled = True
        self._hover: Tile | None = None

    # -- input -------------------------------------------------------------------------------

    def set_selectable(self, tiles: set[Tile]) -> None:
        self.selectable = tiles
        if self.hand_items and (self.hand_cursor < 0 or self.hand_cursor >= len(self.hand_items)
                                or self.hand_items[self.hand_cursor].tile not in tiles):
            self.hand_cursor = self._first_selectable()
        self._mark_cursor()

    def _first_selectable(self) -> int:
        for i in range(len(self.hand_items) - 1, -1, -1):
            if self.hand_items[i].tile in self.selectable:
                return i
        return -1

    def selected_tile(self) -> Tile | None:
        if 0 <= self.hand_cursor < len(self.hand_items):
            return self.hand_items[self.hand_cursor].tile
        return None

    def move_cursor(self, step: int) -> None:
        n = len(self.hand_items)
        if not n:
            return
        i = self.hand_cursor if self.hand_cursor >= 0 else (0 if step > 0 else n - 1)
        for _ in range(n):
            i = (i + step) % n
            if self.exchange_mode or self.hand_items[i].tile in self.selectable:
                self.hand_cursor = i
                break
        self._mark_cursor()

    def _mark_cursor(self) -> None:
        for i, item in enumerate(self.hand_items):
            item.selected = (i == self.hand_cursor
                             and (bool(self.selectable) or self.exchange_mode))
            item.picked = self.exchange_mode and i in self.exchange_selection
            item.update()
        self.selectionChanged.emit(self.selected_tile())

    def tile_clicked(self, index: int) -> None:
        if self.exchange_mode:
            self.toggle_exchange(index)
            return
        if 0 <= index < len(self.hand_items) and self.hand_items[index].tile in self.selectable:
            self.hand_cursor = index
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
            self.hand_cursor = index
            self._mark_cursor()
            self.exchangeFull.emit()
            return
        self.hand_cursor = index
        self._mark_cursor()
        self.exchangeChanged.emit(len(self.exchange_selection))

    def exchange_tiles(self) -> tuple[Tile, ...]:
        return tuple(sorted(tile for i in self.exchange_selection
                            if (tile := self.hand_items[i].tile) is not None))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.move_cursor(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.move_cursor(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.exchange_mode:
                if self.hand_cursor >= 0:
                    self.toggle_exchange(self.hand_cursor)
            else:
                tile = self.selected_tile()
                if tile is not None and tile in self.selectable:
                    self.tileActivated.emit(tile)
                elif tile is not None:
                    self.tileRefused.emit(tile)
        else:
            super().keyPressEvent(event)

    # -- drawing -----------------------------------------------------------------------------

    @property
    def centre(self) -> QPointF:
        return QPointF(self.scene_w / 2, self.scene_h / 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        w, h = scene_size(size.width(), size.height())
        if abs(w - self.scene_w) > 1 or abs(h - self.scene_h) > 1:
            self.scene_w, self.scene_h = w, h
            self._scene.setSceneRect(0, 0, w, h)
            if self.view is not None:  # the same picture laid out for the new shape
                self._relayout = True
                try:
                    self.show_view(self.view, self.names)
                finally:
                    self._relayout = False
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
        self._tiles = []
        self.plates = []
        self._draw_felt()
        self._row_depth = {}
        for seat in range(4):
            self._draw_seat_row(view, seat, previous)
        for seat in range(4):
            self._draw_river(view.seats[seat].river, seat, self._relative(seat), previous)
        self._draw_centre(view)
        if cursor_tile is not None:
            same = [i for i, it in enumerate(self.hand_items) if it.tile == cursor_tile]
            self.hand_cursor = same[-1] if same else -1
        if self.exchange_mode:
            self.exchange_selection = {i for i in self.exchange_selection
                                       if i < len(self.hand_items)}
        self._apply_dangers()
        self._apply_hover()
        self._mark_cursor()
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def _stop_animations(self) -> None:
        for a in self._animations:
            a.stop()
        self._animations = []

    def _draw_felt(self) -> None:
        felt = self._scene.addRect(QRectF(12, 12, self.scene_w - 24, self.scene_h - 24),
                                   QPen(QColor("#123a2b"), 3), QBrush(FELT))
        felt.setZValue(-10)

    def _relative(self, seat: int) -> int:
        """0 bottom (the viewer), 1 right, 2 top, 3 left: turn order runs counter-clockwise."""
        assert self.view is not None
        return (seat - self.view.seat) % 4

    def _extent(self, rel: int) -> float:
        """Half the table along a seat's line of sight (from the centre to its edge)."""
        return (self.scene_h if rel in (0, 2) else self.scene_w) / 2

    def _row_room(self, rel: int) -> float:
        """The length a seat's row may take: its side of the table less the corners, where
        the neighbouring rows run (a side row never reaches in further than MELD_H, the
        human's row than its lifted tiles)."""
        if rel in (0, 2):
            return self.scene_w - 2 * (EDGE + MELD_H + GAP)
        return self.scene_h - 2 * (EDGE + HAND_H * 1.30 + GAP)

    def _plate_offset(self) -> float:
        """How far from the centre (up or down) the name plates begin: inside the top and
        bottom rows, clear of them."""
        depth = max(self._row_depth.get(0, HAND_H * 1.30), self._row_depth.get(2, MELD_H))
        return self.scene_h / 2 - EDGE - depth - GAP - self._plate_h()

    def _place(self, item: TileItem, pos: QPointF, rel: int, seat: int, role: str) -> None:
        """Put ``item`` at ``pos`` of a bottom-seat layout, turned to seat position ``rel``;
        the top seat's tiles are turned about their own cell, so they read upright."""
        item.seat = seat
        item.role = role
        if rel == 2:
            item.setRotation(0)
            item.setPos(_rotate(QPointF(pos.x() + tile_width(item.h), pos.y() + item.h),
                                180, self.centre))
        else:
            item.setTransformOriginPoint(0, 0)
            item.setRotation((0, -90, 180, 90)[rel])
            item.setPos(_rotate(pos, (0, -90, 180, 90)[rel], self.centre))
        self._scene.addItem(item)
        self._tiles.append(item)

    def _put(self, item: TileItem, x: float, y: float, seat: int, role: str) -> None:
        """Put an upright ``item`` at scene point (``x``, ``y``)."""
        item.seat = seat
        item.role = role
        item.setPos(x, y)
        self._scene.addItem(item)
        self._tiles.append(item)

    def _draw_seat_row(self, view: SeatView, seat: int, previous: SeatView | None) -> None:
        rel = self._relative(seat)
        other = view.seats[seat]
        # Calls (pongs and kongs) that are new since the last picture fade in.
        self._new_melds = (len(other.melds) - len(previous.seats[seat].melds)
                           if previous is not None and previous.hand_no == view.hand_no
                           and not self._relayout else 0)
        if seat == view.seat:
            self._draw_own_hand(view, rel)
            return
        if other.won and other.winning_hand is not None:
            faces: list[tuple[Tile | None, bool, bool]] = [
                (t, False, False) for t in other.winning_hand]
            if other.win_tile is not None:
                faces.append((other.win_tile, False, True))
        elif self.open_hands is not None:
            faces = [(t, False, False) for t in self.open_hands[seat]]
        else:
            faces = [(None, True, False)] * other.hand_size
        self._draw_row(faces, other.melds, seat, rel, other.bonus, other.aside)

    def _draw_own_hand(self, view: SeatView, rel: int) -> None:
        me = view.seats[view.seat]
        tiles = list(view.hand)
        drawn = view.last_draw if view.phase is Phase.TURN and view.turn == view.seat else None
        if me.won:
            drawn = None
        if drawn is not None and drawn in tiles:
            tiles.remove(drawn)
            tiles.append(drawn)
        bonus = me.bonus
        win = me.won and me.win_tile is not None and me.win_tile not in tiles[-1:]

        def width(s: float) -> float:
            w = tile_width(HAND_H * s)
            return (len(tiles) * w + (w * 0.35 if drawn is not None else 0.0)
                    + (24 * s + self._melds_width(view.melds, MELD_H * s) if view.melds else 0)
                    + (w * 1.3 if win else 0.0) + self._bonus_width(bonus, s)
                    + self._bonus_width(me.aside, s))

        s = min(1.0, self._row_room(rel) / max(1.0, width(1.0)))
        hand_h = HAND_H * s
        w = tile_width(hand_h)
        y = self._extent(rel) - EDGE - hand_h
        self._row_depth[rel] = hand_h * 1.30  # room for a picked tile's lift
        x = -width(s) / 2
        for i, t in enumerate(tiles):
            if drawn is not None and i == len(tiles) - 1:
                x += w * 0.35
            marked = view.void is not None and t.suit.value == view.void
            item = TileItem(self.art, t, hand_h, marked=marked, index=-1 if me.won else i)
            self._place(item, QPointF(x, y), rel, view.seat, "hand")
            if drawn is not None and i == len(tiles) - 1:
                self._fade_in(item)  # the tile just drawn
            if not me.won:
                self.hand_items.append(item)
            x += w
        if win:
            x += w * 0.3
            self._place(TileItem(self.art, me.win_tile, hand_h, highlight=True),
                        QPointF(x, y), rel, view.seat, "win")
            x += w
        if view.melds:
            self._draw_melds(view.melds, x + 24 * s, y + hand_h - MELD_H * s, rel, view.seat,
                             s)
            x += 24 * s + self._melds_width(view.melds, MELD_H * s)
        self._draw_bonus(bonus, x, y + hand_h - BONUS_H * s, rel, view.seat, s, me.aside)

    @staticmethod
    def _bonus_width(bonus: tuple[Tile, ...], s: float = 1.0) -> float:
        return (16 + len(bonus) * tile_width(BONUS_H)) * s if bonus else 0.0

    def _draw_bonus(self, bonus: tuple[Tile, ...], x: float, y: float, rel: int, seat: int,
                    s: float = 1.0, aside: tuple[Tile, ...] = ()) -> None:
        """Flowers and seasons set aside, then (血流成河) the tiles won on, set aside: small
        tiles after the melds, each group after a gap."""
        for group, words in ((bonus, QT_TRANSLATE_NOOP("Table", "Bonus tile (set aside)")),
                             (aside, QT_TRANSLATE_NOOP("Table", "Won on this tile (set aside)"))):
            if not group:
                continue
            x += 16 * s
            for t in group:
                item = TileItem(self.art, t, BONUS_H * s)
                item.setToolTip(QCoreApplication.translate("Table", words))
                self._place(item, QPointF(x, y), rel, seat, "bonus")
                x += tile_width(BONUS_H * s)

    @staticmethod
    def _melds_width(melds: tuple[Meld, ...], h: float) -> float:
        if not melds:
            return 0.0
        return sum(len(m.tiles) for m in melds) * tile_width(h) + h / MELD_H * 10 * (
            len(melds) - 1)

    def _draw_row(self, faces: list[tuple[Tile | None, bool, bool]], melds: tuple[Meld, ...],
                  seat: int, rel: int, bonus: tuple[Tile, ...] = (),
                  aside: tuple[Tile, ...] = ()) -> None:
        """An opponent's row: hand backs (or a revealed winning hand), the melds, then the
        bonus tiles set aside; shrunk when it would reach the plates' corners."""

        def width(s: float) -> float:
            w = tile_width(BACK_H * s)
            return (len(faces) * w + sum(w * 0.3 for f in faces if f[2])
                    + (24 * s + self._melds_width(melds, MELD_H * s) if melds else 0)
                    + self._bonus_width(bonus, s) + self._bonus_width(aside, s))

        s = min(1.0, self._row_room(rel) / max(1.0, width(1.0)))
        h = BACK_H * s
        w = tile_width(h)
        y = self._extent(rel) - EDGE - h
        self._row_depth[rel] = max(h, MELD_H * s if melds else 0.0)
        x = -width(s) / 2
        for tile, back, highlight in faces:
            if highlight:
                x += w * 0.3
            self._place(TileItem(self.art, tile, h, back=back, highlight=highlight),
                        QPointF(x, y), rel, seat, "win" if highlight else "hand")
            x += w
        if melds:
            self._draw_melds(melds, x + 24 * s, y + h - MELD_H * s, rel, seat, s)
            x += 24 * s + self._melds_width(melds, MELD_H * s)
        self._draw_bonus(bonus, x, y + h - BONUS_H * s, rel, seat, s, aside)

    def _draw_melds(self, melds: tuple[Meld, ...], x: float, y: float, rel: int, seat: int,
                    s: float = 1.0) -> None:
        h = MELD_H * s
        w = tile_width(h)
        first_new = len(melds) - max(0, self._new_melds)
        for n, m in enumerate(melds):
            concealed = m.kind.value == "ankong"
            for k, t in enumerate(m.tiles):
                back = concealed and k in (0, 3)
                item = TileItem(self.art, t, h, back=back)
                self._place(item, QPointF(x, y), rel, seat, "meld")
                if n >= first_new:
                    self._fade_in(item)
                x += w
            x += 10 * s

    def river_grid(self, n: int, rel: int) -> tuple[float, int]:
        """The discards' tile height and tiles per line for ``n`` discards at seat position
        ``rel``: RIVER_H and the profile's columns while they fit between the centre and the
        seat's row (and clear of the neighbours' rivers), smaller only when they do not."""
        wide = self.profile is not None and bool(self.profile.dead_wall)
        side = rel in (1, 3)
        base_cols = SIDE_LINE if side else (RIVER_COLS_WIDE if wide else RIVER_COLS)
        if side:  # lines run up and down, clear of the plates; they grow toward the row
            along = 2 * (self._plate_offset() - GAP)
            across = (self._extent(rel) - EDGE - self._row_depth.get(rel, MELD_H) - GAP
                      - SIDE_RIVER_START)
        else:
            along = 2 * (SIDE_RIVER_START - GAP)
            across = (self._extent(rel) - EDGE - self._row_depth.get(rel, HAND_H) - GAP
                      - RIVER_START)
        h = RIVER_H
        for _ in range(40):
            w = tile_width(h)
            unit_along, unit_across = ((h + 2), (w + 2)) if side else (w, (h + 2))
            max_along = int(along // unit_along)
            max_across = int((across + 2) // unit_across)
            if max_along >= 1 and max_across >= 1:
                cols = max(min(base_cols, max_along), -(-n // max_across))
                if cols <= max_along:
                    return h, cols
            h *= 0.92
        return h, max(1, base_cols)

    def _draw_river(self, river: tuple[Tile, ...], seat: int, rel: int,
                    previous: SeatView | None) -> None:
        """A seat's discards, every tile upright: rows from the seat's left for the top and
        bottom seats, lines of six running from the seat's left for the side seats."""
        h, cols = self.river_grid(len(river), rel)
        w = tile_width(h)
        c = self.centre
        new_index = -1
        if (previous is not None and not self._relayout
                and len(river) == len(previous.seats[seat].river) + 1):
            new_index = len(river) - 1
        last_discard = (self.view is not None and self.view.tile is not None
                        and self.view.turn == seat
                        and self.view.phase in (Phase.CLAIM,))
        last_discard = last_discard or seat == self.last_discard
        for i, t in enumerate(river):
            line, k = divmod(i, cols)
            item = TileItem(self.art, t, h, last=last_discard and i == len(river) - 1)
            if rel in (0, 2):
                self._place(item, QPointF(-cols * w / 2 + k * w, RIVER_START + line * (h + 2)),
                            rel, seat, "river")
            elif rel == 1:  # the right seat's left is the bottom of the screen
                self._put(item, c.x() + SIDE_RIVER_START + line * (w + 2),
                          c.y() + cols * (h + 2) / 2 - (k + 1) * (h + 2), seat, "river")
            else:
                self._put(item, c.x() - SIDE_RIVER_START - (line + 1) * (w + 2) + 2,
                          c.y() - cols * (h + 2) / 2 + k * (h + 2), seat, "river")
            if i == new_index:
                self._fade_in(item)

    def _fade_in(self, item: QGraphicsItem) -> None:
        duration = 0 if self._relayout else {1: 420, 2: 260, 3: 140}.get(self.speed, 0)
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
        c = self.centre
        font = QFont(self.font())
        font.setPointSizeF(20)
        font.setBold(True)
        small = QFont(self.font())
        small.setPointSizeF(12)
        # Readable in a small window: each line at least CENTRE_TEXT_PX high on the screen
        # (the scene is scaled down to the view: 0.4 at 900x620), the box widened to hold the
        # lines, up to the side rivers.
        scale = self.transform().m11() or 1.0
        for f in (small, font):
            line = QFontMetricsF(f).height() * scale
            if 0 < line < CENTRE_TEXT_PX:
                f.setPointSizeF(f.pointSizeF() * CENTRE_TEXT_PX / line)
        profile = self.profile
        winds = profile is not None and profile.wind_rounds > 0
        dead = profile.dead_wall if profile is not None else 0
        hand_no = texts.number(view.hand_no + 1)
        lines: list[tuple[str, QFont, QColor]] = [
            (QCoreApplication.translate("Table", "Hand {0}").format(hand_no), small,
             QColor("#cfe3d6"))]
        if winds:
            lines.append((QCoreApplication.translate("Table", "Prevailing wind: {0}").format(
                texts.wind(view.prevailing)), small, QColor("#ffd166")))
        lines.append((QCoreApplication.translate("Table", "Wall: {0}").format(
            texts.number(view.wall)), font, QColor("#f4f1e6")))
        if dead:
            lines.append((QCoreApplication.translate("Table", "(+{0} in the dead wall)").format(
                texts.number(dead)), small, QColor("#cfe3d6")))
        items = []
        widest = max(QFontMetricsF(f).horizontalAdvance(text) for text, f, _c in lines)
        box_w = max(CENTRE_W, min(2 * (SIDE_RIVER_START - GAP), widest + 20))
        box = QRectF(c.x() - box_w / 2, c.y() - CENTRE_H / 2, box_w, CENTRE_H)
        self._scene.addRect(box, QPen(QColor("#0f3325"), 2), QBrush(QColor("#163f30")))
        for text, f, colour in lines:
            item = QGraphicsSimpleTextItem(text)
            item.setFont(f)
            item.setBrush(colour)
            width = item.boundingRect().width()
            if width > box.width() - 16:  # a long translation: shrink it into the box
                item.setScale((box.width() - 16) / width)
            items.append(item)
        gap = 4.0
        heights = [it.boundingRect().height() * it.scale() for it in items]
        total = sum(heights) + gap * (len(items) - 1)
        if total > box.height() - 8:  # four lines in a small font: all of them shrink
            k = (box.height() - 8 - gap * (len(items) - 1)) / max(1.0, sum(heights))
            for it in items:
                it.setScale(it.scale() * k)
            heights = [h * k for h in heights]
            total = sum(heights) + gap * (len(items) - 1)
        y = c.y() - total / 2
        for item, height in zip(items, heights, strict=True):
            item.setPos(c.x() - item.boundingRect().width() * item.scale() / 2, y)
            self._scene.addItem(item)
            y += height + gap
        for seat in range(4):
            self._draw_plate(view, seat)

    def _plate_font(self, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(15)
        font.setBold(bold)
        return font

    def _plate_h(self) -> float:
        return QFontMetricsF(self._plate_font(True)).height() * 2 + 14

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
        line2 = texts.number(view.scores[seat])
        if other.void is not None:
            line2 += "   " + QCoreApplication.translate("Table", "void: {0}").format(
                texts.suit(other.void))
        if other.won:
            line2 += "   " + QCoreApplication.translate("Table", "won")
        elif seat in view.winners:  # 血流成河: still at the table, with its wins counted
            line2 += "   " + QCoreApplication.translate("Table", "won ×{0}").format(
                texts.number(view.winners.count(seat)))
        active = view.turn == seat and view.phase in (Phase.TURN, Phase.DRAW)
        colour = QColor("#ffd166") if active else QColor("#f4f1e6")
        if other.won:
            colour = QColor("#9fc8b4")
        # One size for every plate (a longer line is shrunk into it, never widens it), near
        # the corners counter-clockwise from the viewer's bottom left, inside the rows: the
        # rows never reach there, and the rivers stay nearer the centre.
        width, height = PLATE_W, self._plate_h()
        x = EDGE + MELD_H + GAP if rel in (0, 3) else self.scene_w - EDGE - MELD_H - GAP - width
        offset = self._plate_offset()
        y = self.centre.y() - offset - height if rel in (2, 3) else self.centre.y() + offset
        rect = QRectF(x, y, width, height)
        pen = QPen(QColor("#ffd166") if active else QColor("#0f3325"), 2)
        self._scene.addRect(rect, pen, QBrush(QColor(10, 30, 22, 200)))
        self.plates.append((seat, rect))
        ty = rect.y() + 6
        for text in (line1, line2):
            item = QGraphicsSimpleTextItem(text)
            item.setFont(self._plate_font(active))
            item.setBrush(colour)
            room = width - 20
            if item.boundingRect().width() > room:
                item.setScale(room / item.boundingRect().width())
            item.setPos(rect.x() + 10, ty)
            self._scene.addItem(item)
            ty += (height - 12) / 2

    # -- the teacher's marks -----------------------------------------------------------------

    def set_dangers(self, dangers: dict[Tile, float], tips: dict[Tile, str] | None = None
                    ) -> None:
        """Mark each tile of the hand with the strength of its danger (0..1) against the
        opponents who look ready (empty: no marks); ``tips`` are their tooltips."""
        self.dangers = dict(dangers)
        self.danger_tips = dict(tips or {})
        self._apply_dangers()

    def _apply_dangers(self) -> None:
        for item in self.hand_items:
            d = self.dangers.get(item.tile) if item.tile is not None else None
            item.danger = d
            tip = self.danger_tips.get(item.tile, "") if item.tile is not None and d is not None \
                else ""
            item.setToolTip(plain.tip(tip))
            item.update()

    def hover_kind(self, tile: Tile | None) -> None:
        """Outline every tile of ``tile``'s kind (hand, melds, rivers of every seat); None
        clears it. Nothing while the highlight is turned off."""
        self._hover = tile if self.hover_enabled else None
        self._apply_hover()

    def _apply_hover(self) -> None:
        kind = self._hover
        for item in self._tiles:
            same = (kind is not None and item.tile is not None and not item.back
                    and int(item.tile) == int(kind))
            if same != item.same_kind:
                item.same_kind = same
                item.update()

    def highlighted(self) -> list[TileItem]:
        """The tiles outlined as of the hovered kind."""
        return [it for it in self._tiles if it.same_kind]

    # -- the layout, for tests and the widgets laid over the table ---------------------------

    def layout_items(self) -> list[tuple[str, int, QRectF]]:
        """Every tile face and name plate as (role, seat, rectangle in scene coordinates):
        roles "hand", "meld", "river", "bonus", "win" and "plate"."""
        out = [(it.role, it.seat, it.mapRectToScene(it.face_rect())) for it in self._tiles]
        out += [("plate", seat, QRectF(rect)) for seat, rect in self.plates]
        return out

    def to_widget(self, rect: QRectF) -> QRectF:
        """A scene rectangle in this widget's pixels."""
        poly = self.mapFromScene(rect)
        r = poly.boundingRect()
        return QRectF(self.viewport().mapTo(self, r.topLeft()), r.size())

    # -- where things go, for the widgets laid over the table --------------------------------

    def seat_point(self, seat: int) -> QPoint:
        """Where a call by ``seat`` is announced: between its hand and its river, in this
        widget's coordinates."""
        rel = self._relative(seat) if self.view is not None else seat
        inset = 250.0
        c, w, h = self.centre, self.scene_w, self.scene_h
        scene = {0: QPointF(c.x(), h - inset),
                 1: QPointF(w - inset - 60, c.y()),
                 2: QPointF(c.x(), inset),
                 3: QPointF(inset + 60, c.y())}[rel]
        return self.viewport().mapTo(self, self.mapFromScene(scene))

    def inner_rect(self) -> QRect:
        """The part of the table inside the four hands (rivers and the centre panel), in this
        widget's coordinates: a banner there covers no hand."""
        top_left = self.mapFromScene(QPointF(140, 140))
        bottom_right = self.mapFromScene(QPointF(self.scene_w - 140, self.scene_h - 170))
        return QRect(self.viewport().mapTo(self, top_left),
                     self.viewport().mapTo(self, bottom_right))


_PROFILES: Memo[tuple[str, tuple[tuple[str, str], ...]], AnyProfile | None] = Memo(
    "table_view.profiles", 64)


def _profile(pid: str, options: tuple[tuple[str, str], ...]) -> AnyProfile | None:
    """The rules a view was dealt under (None for an unknown id: drawn as Sichuan)."""
    key = (pid, tuple(options))
    if key not in _PROFILES.data:
        try:
            _PROFILES.put(key, rules.get_profile(pid, dict(options)))
        except ValueError:
            _PROFILES.put(key, None)
    return _PROFILES.data[key]


def _rotate(p: QPointF, angle: float, centre: QPointF) -> QPointF:
    """A bottom-layout point (relative to the centre) turned by ``angle`` about the centre."""
    if angle == 0:
        return QPointF(centre.x() + p.x(), centre.y() + p.y())
    if angle == 180:
        return QPointF(centre.x() - p.x(), centre.y() - p.y())
    if angle == -90:  # the right-hand seat: the bottom row's x runs upward
        return QPointF(centre.x() + p.y(), centre.y() - p.x())
    return QPointF(centre.x() - p.y(), centre.y() + p.x())  # the left-hand seat
