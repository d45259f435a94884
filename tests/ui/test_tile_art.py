"""Tile art: the generated SVGs, their renderer, and the rules they follow (offscreen Qt).

The project's tile-art goals: readable at 32 px, crisp at 2x, an index on every tile so it
reads without
a CJK font, suit colours that survive colour blindness (plus a different shape per suit).
"""

from __future__ import annotations

import importlib.util
import itertools
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QFontDatabase, QImage, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QApplication

from mahjong_gui.engine.tiles import TILES, tile
from mahjong_gui.paths import resources_dir
from mahjong_gui.ui import tile_art
from mahjong_gui.ui.tile_art import TILE_NAMES, TileArt, tile_size, tiles_dir

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "gen_tile_art.py"
SVG_NS = "{http://www.w3.org/2000/svg}"

SUIT_FACES = [f"{rank}{suit}" for suit in "mps" for rank in range(1, 10)]
HONOUR_FACES = [f"{rank}z" for rank in range(1, 8)]
BONUS_FACES = [f"{rank}f" for rank in range(1, 9)]
FACES = SUIT_FACES + HONOUR_FACES + BONUS_FACES
WITH_LATIN = [f for f in FACES if f[-1] in "mzf"]
ALL_FILES = (
    [f"{face}.svg" for face in FACES] + [f"{face}-latin.svg" for face in WITH_LATIN] + ["back.svg"]
)
CJK = re.compile("[\u2e80-\u9fff\uf900-\ufaff]")

# Machado, Oliveira & Fernandes (2009), severity 1.0, applied to linear RGB.
CVD_MATRICES = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
MIN_DELTA_E = 20.0  # CIELAB distance: clearly different at a glance
MIN_LIGHTNESS_STEP = 15.0  # L* between suit inks, so the suits differ even without hue


@pytest.fixture(scope="module")
def gen() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_tile_art", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def latin(qapp: QApplication) -> TileArt:
    return TileArt(use_cjk=False)


@pytest.fixture
def cjk(qapp: QApplication) -> TileArt:
    return TileArt(use_cjk=True)


def svg_root(name: str) -> ET.Element:
    return ET.parse(tiles_dir() / name).getroot()


# --- the files -------------------------------------------------------------------------------


def test_tiles_live_in_resources() -> None:
    assert tiles_dir() == resources_dir() / "tiles"
    assert sorted(p.name for p in tiles_dir().glob("*.svg")) == sorted(ALL_FILES)


def test_tile_names_cover_the_engine_tiles() -> None:
    assert list(TILE_NAMES) == FACES
    assert len(FACES) == len(TILES) == 42


@pytest.mark.parametrize("name", ALL_FILES)
def test_every_file_is_an_svg_with_a_3_by_4_viewbox(name: str) -> None:
    root = svg_root(name)
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == "0 0 60 80"


def test_generator_is_deterministic_and_matches_the_committed_files(tmp_path: Path) -> None:
    runs = []
    for run in ("a", "b"):
        out = tmp_path / run
        subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], check=True,
                       capture_output=True)
        runs.append({p.name: p.read_bytes() for p in out.glob("*.svg")})
    assert runs[0] == runs[1]
    committed = {p.name: p.read_bytes() for p in tiles_dir().glob("*.svg")}
    assert runs[0] == committed, "resources/tiles is stale: run python scripts/gen_tile_art.py"


@pytest.mark.parametrize("face", SUIT_FACES)
def test_every_suit_tile_has_an_arabic_index_in_a_generic_font(face: str) -> None:
    for name in (f"{face}.svg", f"{face}-latin.svg"):
        if not (tiles_dir() / name).exists():
            continue
        texts = svg_root(name).iter(f"{SVG_NS}text")
        index = [t for t in texts if t.text == face[0]]
        assert index, f"{name} has no index numeral"
        assert index[0].get("font-family", "").endswith("sans-serif")


@pytest.mark.parametrize(
    ("face", "index"),
    [*zip(HONOUR_FACES, ["E", "S", "W", "N", "Wh", "G", "R"], strict=True),
     *zip(BONUS_FACES, ["F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4"], strict=True)],
)
def test_honour_and_bonus_tiles_have_a_latin_index(face: str, index: str) -> None:
    for name in (f"{face}.svg", f"{face}-latin.svg"):
        assert index in [t.text for t in svg_root(name).iter(f"{SVG_NS}text")]


@pytest.mark.parametrize("name", [n for n in ALL_FILES if "-latin" in n or n[-5] in "ps"]
                         + ["back.svg"])
def test_latin_variants_need_no_cjk_font(name: str) -> None:
    body = (tiles_dir() / name).read_text(encoding="utf-8")
    assert not CJK.search(body)


@pytest.mark.parametrize(
    ("face", "glyphs"),
    [("1m", "一萬"), ("9m", "九萬"), ("1z", "東"), ("4z", "北"), ("6z", "發"), ("7z", "中"),
     ("1f", "梅"), ("8f", "冬")],
)
def test_cjk_variants_write_the_chinese_characters(face: str, glyphs: str) -> None:
    texts = "".join(t.text or "" for t in svg_root(f"{face}.svg").iter(f"{SVG_NS}text"))
    assert all(g in texts for g in glyphs)
    fonts = [t.get("font-family", "") for t in svg_root(f"{face}.svg").iter(f"{SVG_NS}text")
             if t.text and CJK.search(t.text)]
    assert fonts and all(f.startswith("Noto Sans CJK SC") for f in fonts)


# --- colour blindness and shapes -------------------------------------------------------------


def _linear(hex_colour: str) -> tuple[float, float, float]:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    colour = QColor(hex_colour)
    return channel(colour.red()), channel(colour.green()), channel(colour.blue())


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (min(1.0, max(0.0, c)) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _simulate(hex_colour: str, matrix: tuple[tuple[float, ...], ...]) -> tuple[float, ...]:
    rgb = _linear(hex_colour)
    r, g, b = (sum(m * c for m, c in zip(row, rgb, strict=True)) for row in matrix)
    return _lab((r, g, b))


@pytest.mark.parametrize("vision", sorted(CVD_MATRICES))
def test_suit_colours_stay_apart_under_colour_blindness(gen: ModuleType, vision: str) -> None:
    matrix = CVD_MATRICES[vision]
    seen = {suit: _simulate(colour, matrix) for suit, colour in gen.SUIT_COLOURS.items()}
    for a, b in itertools.combinations(sorted(seen), 2):
        distance = sum((p - q) ** 2 for p, q in zip(seen[a], seen[b], strict=True)) ** 0.5
        assert distance >= MIN_DELTA_E, f"{a} and {b} look alike under {vision} ({distance:.1f})"


def test_suit_inks_differ_in_lightness(gen: ModuleType) -> None:
    lightness = {suit: _lab(_linear(ink))[0] for suit, ink in gen.SUIT_INKS.items()}
    for a, b in itertools.combinations(sorted(lightness), 2):
        assert abs(lightness[a] - lightness[b]) >= MIN_LIGHTNESS_STEP, (a, b, lightness)


def _shapes_in(name: str, colours: set[str]) -> set[str]:
    """The element kinds drawn in the suit's colours (the pips, marks and numerals)."""
    kinds = set()
    for element in svg_root(name).iter():
        tag = element.tag.removeprefix(SVG_NS)
        if tag == "text":
            continue  # the index numeral
        if {element.get("fill", "").upper(), element.get("stroke", "").upper()} & colours:
            kinds.add(tag)
    return kinds


def test_each_suit_is_drawn_with_its_own_shape(gen: ModuleType) -> None:
    colours = {suit: {gen.SUIT_COLOURS[suit].upper(), gen.SUIT_INKS[suit].upper()}
               for suit in "mps"}
    for rank in range(2, 10):  # 1 of bamboo is a bird, on purpose
        dots = _shapes_in(f"{rank}p.svg", colours["p"])
        bamboo = _shapes_in(f"{rank}s.svg", colours["s"])
        characters = _shapes_in(f"{rank}m-latin.svg", colours["m"])
        assert dots == {gen.SUIT_SHAPES["p"]} == {"circle"}
        assert bamboo == {gen.SUIT_SHAPES["s"]} == {"rect"}
        assert characters == {gen.SUIT_SHAPES["m"]} == {"path"}
    assert _shapes_in("1p.svg", colours["p"]) == {"circle"}
    for name in (f"{rank}m.svg" for rank in range(1, 10)):
        texts = [t for t in svg_root(name).iter(f"{SVG_NS}text") if t.text == "萬"]
        assert texts and texts[0].get("fill") == gen.SUIT_COLOURS["m"]


@pytest.mark.parametrize("suit", "mps")
def test_suit_tiles_use_their_suit_colour(gen: ModuleType, suit: str) -> None:
    others = {gen.SUIT_COLOURS[s] for s in "mps" if s != suit}
    for rank in range(1, 10):
        name = f"{rank}{suit}-latin.svg" if suit == "m" else f"{rank}{suit}.svg"
        body = (tiles_dir() / name).read_text(encoding="utf-8")
        assert gen.SUIT_COLOURS[suit] in body
        if rank != 1:  # the bird's beak is vermillion
            assert not any(colour in body for colour in others), name


# --- rendering -------------------------------------------------------------------------------


def _image(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _ink_pixels(image: QImage) -> int:
    """Pixels on the face that are clearly not ivory: pips, strokes, letters."""
    count = 0
    w, h = image.width(), image.height()
    for y in range(h // 8, h * 7 // 8):
        for x in range(w // 8, w * 7 // 8):
            c = image.pixelColor(x, y)
            if c.alpha() == 255 and (c.value() < 150 or c.saturation() > 110):
                count += 1
    return count


def _pixels(image: QImage) -> tuple[int, ...]:
    return tuple(memoryview(image.constBits()).cast("I"))


def test_tile_size_is_3_by_4() -> None:
    assert tile_size(32) == QSize(24, 32)
    assert tile_size(64) == QSize(48, 64)
    assert TileArt(use_cjk=False).tile_size(80) == QSize(60, 80)


@pytest.mark.parametrize("face", FACES)
def test_each_face_renders_at_32px_and_doubles_at_2x(latin: TileArt, cjk: TileArt,
                                                      face: str) -> None:
    # Without a CJK font the CJK variant may draw nothing for its characters: size only.
    for art, drawn in ((latin, True), (cjk, tile_art.cjk_font_available())):
        small = art.pixmap(face, 32)
        assert small.size() == QSize(24, 32)
        sharp = art.pixmap(face, 32, 2.0)
        assert sharp.size() == QSize(48, 64)
        assert sharp.devicePixelRatio() == 2.0
        assert sharp.deviceIndependentSize() == QSizeF(24, 32)
        if drawn:
            assert _ink_pixels(_image(small)) >= 12, f"{art.file_name(face)} is blank at 32 px"
            assert _ink_pixels(_image(sharp)) >= 4 * 12


def test_the_back_renders(latin: TileArt) -> None:
    image = _image(latin.pixmap(None, 32, back=True))
    centre = image.pixelColor(12, 12)
    assert centre.alpha() == 255 and centre.green() > centre.red()
    assert latin.pixmap("5m", 32, back=True) is latin.pixmap(None, 32, back=True)


@pytest.mark.parametrize("variant", ["latin", "cjk"])
def test_all_42_faces_render_pairwise_different(qapp: QApplication, variant: str) -> None:
    if variant == "cjk" and not tile_art.cjk_font_available():
        pytest.skip("no CJK font installed: the app shows the Latin variant")
    art = TileArt(use_cjk=variant == "cjk")
    images = {face: _pixels(_image(art.pixmap(face, 32))) for face in FACES}
    for a, b in itertools.combinations(FACES, 2):
        differing = sum(p != q for p, q in zip(images[a], images[b], strict=True))
        assert differing >= 10, f"{a} and {b} look the same at 32 px"


def test_tile_objects_and_text_share_the_cache(latin: TileArt) -> None:
    assert latin.pixmap(tile(5, "m"), 32) is latin.pixmap("5m", 32)
    assert latin.pixmap("5m", 32) is not latin.pixmap("5m", 33)
    assert latin.pixmap("5m", 32) is not latin.pixmap("5m", 32, 2.0)
    latin.clear_cache()
    assert latin.pixmap(TILES[4], 32).size() == QSize(24, 32)


def test_unknown_tiles_are_refused(latin: TileArt) -> None:
    for bad in ("0m", "8z", "9f", "", "5x"):
        with pytest.raises(ValueError):
            latin.pixmap(bad, 32)


def test_dimmed_is_darker_and_highlight_is_marked(latin: TileArt) -> None:
    def brightness(image: QImage) -> float:
        pixels = [image.pixelColor(x, y) for x in range(image.width())
                  for y in range(image.height())]
        return sum(c.lightness() for c in pixels if c.alpha()) / len(pixels)

    plain = _image(latin.pixmap("3p", 48))
    dimmed = _image(latin.pixmap("3p", 48, dimmed=True))
    lit = _image(latin.pixmap("3p", 48, highlight=True))
    assert brightness(dimmed) < brightness(plain) - 20
    edge = lit.pixelColor(lit.width() // 2, 1)
    assert edge.red() > 200 and edge.blue() < 80  # the orange ring
    assert dimmed.pixelColor(0, 0).alpha() == 0  # only the tile is dimmed, not its corners


def _painted(art: TileArt, tile: str | None, width: int, height: int, dpr: float = 1.0,
             **flags: bool) -> QImage:
    image = QImage(round(width * dpr), round(height * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    art.paint(painter, QRectF(0, 0, width, height), tile, **flags)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def test_paint_draws_the_same_picture_as_pixmap(latin: TileArt) -> None:
    image = _painted(latin, "7z", 60, 80)
    assert _ink_pixels(image) > 50
    assert _pixels(image) == _pixels(_image(latin.pixmap("7z", 80)))
    back = _painted(latin, None, 60, 80, back=True)
    assert _pixels(back) == _pixels(_image(latin.pixmap(None, 80, back=True)))
    with pytest.raises(ValueError):
        _painted(latin, None, 60, 80)


def test_paint_is_crisp_on_a_2x_screen(latin: TileArt) -> None:
    """At device pixel ratio 2 the tile is drawn from a picture of twice the pixels."""
    sharp = _painted(latin, "9s", 30, 40, dpr=2.0)
    assert sharp.size() == QSize(60, 80)
    assert _pixels(sharp) == _pixels(_painted(latin, "9s", 60, 80))


def test_paint_follows_the_painter_transform(latin: TileArt) -> None:
    """An opponent's tile, turned a quarter and zoomed, is still drawn at full resolution."""
    image = QImage(80, 60, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(80, 0)
    painter.rotate(90)
    painter.scale(2, 2)
    latin.paint(painter, QRectF(0, 0, 30, 40), "1s", dimmed=True)
    painter.end()
    painted = image.convertToFormat(QImage.Format.Format_ARGB32)
    turned = _image(latin.pixmap("1s", 80, dimmed=True)).transformed(QTransform().rotate(90))
    blurred = _image(latin.pixmap("1s", 40, dimmed=True)).transformed(
        QTransform().rotate(90).scale(2, 2), Qt.TransformationMode.SmoothTransformation)
    assert _mean_difference(painted, turned) < 2.0
    assert _mean_difference(painted, blurred) > 2 * _mean_difference(painted, turned)


def _mean_difference(a: QImage, b: QImage) -> float:
    assert a.size() == b.size()
    left, right = bytes(a.constBits()), bytes(b.constBits())
    return sum(abs(p - q) for p, q in zip(left, right, strict=True)) / len(left)


# --- choosing the variant --------------------------------------------------------------------


def test_latin_variant_without_a_cjk_font(qapp: QApplication,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tile_art, "cjk_font_available", lambda: False)
    art = TileArt()
    assert not art.uses_cjk
    assert art.file_name("5m") == "5m-latin.svg"
    assert art.file_name("1z") == "1z-latin.svg"
    assert art.file_name("8f") == "8f-latin.svg"
    assert art.file_name("5p") == "5p.svg"
    assert art.file_name("5s") == "5s.svg"
    assert art.file_name("5m", back=True) == "back.svg"
    assert _pixels(_image(art.pixmap("5m", 32))) == _pixels(
        _image(TileArt(use_cjk=False).pixmap("5m", 32)))


def test_cjk_variant_follows_the_font_check(qapp: QApplication,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tile_art, "cjk_font_available", lambda: True)
    art = TileArt()
    assert art.uses_cjk
    assert art.file_name("5m") == "5m.svg"
    assert art.file_name("6z") == "6z.svg"
    assert art.file_name(tile(3, "p")) == "3p.svg"


@pytest.mark.parametrize("families", [[], ["Some CJK Sans"]])
def test_font_check_asks_qt_for_chinese_families(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch, families: list[str]
) -> None:
    asked = []

    def fake(system: QFontDatabase.WritingSystem) -> list[str]:
        asked.append(system)
        return families

    monkeypatch.setattr(QFontDatabase, "families", fake)
    assert tile_art.cjk_font_available() is bool(families)
    assert QFontDatabase.WritingSystem.SimplifiedChinese in asked
