"""Tile pictures: the generated SVGs in ``resources/tiles`` rendered to cached pixmaps.

Character, honour and bonus faces use Chinese characters only when a CJK font is installed.
"""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontDatabase, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from mahjong_gui.engine.tiles import TILES, Tile
from mahjong_gui.paths import resources_dir

# The SVGs are 60 x 80 (3:4); the corner radius matches their outline.
ASPECT = 3 / 4
_VIEW_WIDTH = 60.0
_CORNER = 7.0
BACK = "back"
TILE_NAMES: tuple[str, ...] = tuple(str(t) for t in TILES)
_NAMES = frozenset(TILE_NAMES)
_MAX_CACHED = 4000

DIM_COLOUR = QColor(40, 40, 40, 120)
HIGHLIGHT_COLOUR = QColor("#E69F00")  # Okabe-Ito orange: visible to all colour visions

_CJK_SYSTEMS = (
    QFontDatabase.WritingSystem.SimplifiedChinese,
    QFontDatabase.WritingSystem.TraditionalChinese,
)


def tiles_dir() -> Path:
    """The folder holding the tile SVGs (written by ``scripts/gen_tile_art.py``)."""
    return resources_dir() / "tiles"


def cjk_font_available() -> bool:
    """True when some installed font can draw Chinese characters (needs a QGuiApplication)."""
    return any(QFontDatabase.families(system) for system in _CJK_SYSTEMS)


def tile_name(tile: Tile | str) -> str:
    """The notation of one tile ("5m"), from a ``Tile`` or its text; ``ValueError`` if unknown."""
    name = str(tile) if isinstance(tile, Tile) else tile.strip()
    if name not in _NAMES:
        raise ValueError(f"not a tile: {tile!r}")
    return name


def tile_size(height: int) -> QSize:
    """The logical size of a tile picture ``height`` pixels high (3:4)."""
    return QSize(max(1, round(height * ASPECT)), height)


def tile_outline(rect: QRectF) -> QPainterPath:
    """The tile's rounded outline inside ``rect``, as drawn by the SVGs."""
    radius = _CORNER * rect.width() / _VIEW_WIDTH
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


class TileArt:
    """Renders tile faces and backs; pixmaps are cached per tile, size, scale and flags.

    ``use_cjk`` forces a variant; by default the first use asks ``cjk_font_available``.
    """

    def __init__(self, folder: Path | None = None, *, use_cjk: bool | None = None) -> None:
        self._folder = folder if folder is not None else tiles_dir()
        self._use_cjk = use_cjk
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: dict[tuple[str, int, float, bool, bool], QPixmap] = {}

    @property
    def uses_cjk(self) -> bool:
        if self._use_cjk is None:
            self._use_cjk = cjk_font_available()
        return self._use_cjk

    def file_name(self, tile: Tile | str, *, back: bool = False) -> str:
        """The SVG file drawn for ``tile``: the Latin variant when there is no CJK font."""
        if back:
            return f"{BACK}.svg"
        name = tile_name(tile)
        if not self.uses_cjk and (self._folder / f"{name}-latin.svg").is_file():
            return f"{name}-latin.svg"
        return f"{name}.svg"

    def renderer(self, file_name: str) -> QSvgRenderer:
        renderer = self._renderers.get(file_name)
        if renderer is None:
            path = self._folder / file_name
            renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise FileNotFoundError(f"no valid tile picture at {path}")
            self._renderers[file_name] = renderer
        return renderer

    def tile_size(self, height: int) -> QSize:
        return tile_size(height)

    def render(self, painter: QPainter, rect: QRectF, tile: Tile | str | None = None, *,
               back: bool = False, dimmed: bool = False, highlight: bool = False) -> None:
        """Draw the tile as vectors into ``rect`` (no cache; ``paint`` is usually better)."""
        renderer = self.renderer(self._file(tile, back))
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, rect)
        if dimmed:
            painter.fillPath(tile_outline(rect), DIM_COLOUR)
        if highlight:
            width = max(1.5, rect.width() / 16)
            inset = width / 2
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(HIGHLIGHT_COLOUR, width))
            painter.drawPath(tile_outline(rect.adjusted(inset, inset, -inset, -inset)))
        painter.restore()

    def paint(self, painter: QPainter, rect: QRectF, tile: Tile | str | None = None, *,
              back: bool = False, dimmed: bool = False, highlight: bool = False) -> None:
        """Draw one tile into ``rect``, e.g. from ``QGraphicsItem.paint``; ``tile`` may be None
        for a back.

        The picture comes from the pixmap cache, rendered at the painter's device resolution
        (zoom and device pixel ratio included), so repaints stay cheap and crisp.
        """
        transform = painter.deviceTransform()
        device_height = round(rect.height() * math.hypot(transform.m21(), transform.m22()))
        if device_height < 1:
            return
        pixmap = self.pixmap(tile, device_height, back=back, dimmed=dimmed, highlight=highlight)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        painter.restore()

    def pixmap(self, tile: Tile | str | None, height: int, dpr: float = 1.0, *,
               back: bool = False, dimmed: bool = False, highlight: bool = False) -> QPixmap:
        """A ``height``-pixel-high picture of the tile (logical pixels; ``dpr`` sharpens it)."""
        file_name = self._file(tile, back)
        key = (file_name, height, dpr, dimmed, highlight)
        cached = self._pixmaps.get(key)
        if cached is not None:
            return cached
        size = tile_size(height)
        pixmap = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        self.render(painter, QRectF(0, 0, size.width(), size.height()), tile, back=back,
                    dimmed=dimmed, highlight=highlight)
        painter.end()
        if len(self._pixmaps) >= _MAX_CACHED:
            self._pixmaps.clear()  # sizes changed a lot (zooming): start again
        self._pixmaps[key] = pixmap
        return pixmap

    def _file(self, tile: Tile | str | None, back: bool) -> str:
        if back:
            return self.file_name("", back=True)
        if tile is None:
            raise ValueError("a tile face needs a tile")
        return self.file_name(tile)

    def clear_cache(self) -> None:
        """Forget rendered pixmaps (e.g. after the screen's scale changed)."""
        self._pixmaps.clear()
