"""Generate the tile art: one SVG per tile face, plus the back, into ``resources/tiles/``.

Run from the repository root (pure Python, no extra dependencies):

    python scripts/gen_tile_art.py [--out DIR]

The output is deterministic: re-running it gives byte-identical files, so the committed SVGs can
be checked against the script. Every tile is a 60 x 80 viewBox (3:4).

Files: ``1m.svg`` ... ``9s.svg``, ``1z.svg`` ... ``7z.svg``, ``1f.svg`` ... ``8f.svg`` and
``back.svg``. Character and honour tiles (and bonus tiles) come in two variants: ``Nm.svg``
writes the Chinese characters as text in a CJK font, ``Nm-latin.svg`` draws everything with
Arabic numerals, Latin letters and paths, for machines without a CJK font. The app picks one
at run time (``mahjong_gui/ui/tile_art.py``). Dots and bamboo need no CJK and have one file.

Design choices (the project's tile-art goals):

* each suit has its own shape -- dots are circles, bamboo are rounded sticks, characters are a
  numeral over a character mark (萬, or a drawn 万 in the Latin variant) -- so the suits never
  depend on colour alone;
* the suit colours come from the Okabe-Ito colour-blind-safe palette (vermillion with black
  numerals for characters, blue for dots, bluish green for bamboo), the blue and the green
  darkened so the suits' inks also step in lightness (black, dark blue, green);
* every face carries a small index in its top-left corner (a digit for suit tiles, E S W N,
  Wh G R for honours, F1-F4 and S1-S4 for bonus tiles), drawn in a generic sans-serif font;
* pips are bold and simple so the tiles still read at 32 px high.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "resources" / "tiles"

WIDTH, HEIGHT = 60, 80

# Okabe & Ito (2008), "Color Universal Design". BLUE and BLUISH_GREEN are their #0072B2 and
# #009E73 darkened: stronger on ivory at 32 px, and L* 29 / 50 against black's 9.
BLACK = "#1A1A1A"
VERMILLION = "#D55E00"
BLUE = "#00447F"
BLUISH_GREEN = "#00875F"
ORANGE = "#E69F00"
SKY_BLUE = "#56B4E9"
REDDISH_PURPLE = "#CC79A7"

# The colour that marks each suit (index numeral, pips, the 萬 mark), and the suit's main ink
# (the numeral of a character tile), whose lightness differs from suit to suit.
SUIT_COLOURS: dict[str, str] = {"m": VERMILLION, "p": BLUE, "s": BLUISH_GREEN}
SUIT_INKS: dict[str, str] = {"m": BLACK, "p": BLUE, "s": BLUISH_GREEN}
# The shape each suit's pips are built from, as the SVG element that draws them.
SUIT_SHAPES: dict[str, str] = {"m": "path", "p": "circle", "s": "rect"}

IVORY = "#FFFDF4"
IVORY_SHADE = "#EFE6CF"
FACE_EDGE = "#B3A57F"
BACK_GREEN = "#2E7D4F"
BACK_DARK = "#1F5C39"
BACK_LIGHT = "#3F9A66"

LATIN_FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"
CJK_FONT = (
    "Noto Sans CJK SC, Noto Sans CJK JP, Source Han Sans, WenQuanYi Micro Hei, "
    "Microsoft YaHei, PingFang SC, sans-serif"
)

CJK_NUMERALS = "一二三四五六七八九"
BONUS_NAMES = "梅蘭菊竹春夏秋冬"

# Face area (ivory) inside the tile; the strip below it shows the tile's green back.
FACE_X0, FACE_Y0, FACE_X1, FACE_Y1 = 1.5, 1.5, 58.5, 74.5
CX = 30.0
# Pips stay clear of the corner index: x in [5, 55], y in [16, 73].
PIP_TOP, PIP_BOTTOM = 16.0, 73.0


def n(value: float) -> str:
    """A coordinate as short, stable text: at most two decimals, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(**values: str | float) -> str:
    parts = []
    for key, value in values.items():
        name = key.rstrip("_").replace("_", "-")
        parts.append(f'{name}="{n(value) if isinstance(value, (int, float)) else value}"')
    return " ".join(parts)


def el(tag: str, **values: str | float) -> str:
    return f"<{tag} {attrs(**values)}/>"


def text(x: float, y: float, content: str, size: float, fill: str, *, font: str = LATIN_FONT,
         bold: bool = True, anchor: str = "middle") -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (
        f'<text {attrs(x=x, y=y)} font-family="{font}" font-size="{n(size)}"{weight} '
        f'text-anchor="{anchor}" fill="{fill}">{content}</text>'
    )


# --- the tile body ---------------------------------------------------------------------------


def face_body() -> list[str]:
    """Ivory face over a green base: the strip at the bottom reads as the tile's thickness."""
    return [
        "<defs>",
        '<linearGradient id="face" x1="0" y1="0" x2="0.35" y2="1">',
        f'<stop offset="0" stop-color="{IVORY}"/>',
        f'<stop offset="1" stop-color="{IVORY_SHADE}"/>',
        "</linearGradient>",
        "</defs>",
        el("rect", x=0.5, y=0.5, width=59, height=79, rx=7, fill=BACK_GREEN, stroke=BACK_DARK,
           stroke_width=1),
        el("rect", x=FACE_X0, y=FACE_Y0, width=FACE_X1 - FACE_X0, height=FACE_Y1 - FACE_Y0,
           rx=6, fill="url(#face)", stroke=FACE_EDGE, stroke_width=1),
        el("rect", x=3, y=3, width=54, height=70, rx=4.8, fill="none", stroke="#FFFFFF",
           stroke_width=1, stroke_opacity=0.8),
    ]


def back_body() -> list[str]:
    """The back: green face with an inset frame and a small diamond, ivory strip below."""
    diamond = f"M{n(CX)},27 L41,38 L{n(CX)},49 L19,38 Z"
    inner = f"M{n(CX)},32 L36,38 L{n(CX)},44 L24,38 Z"
    return [
        "<defs>",
        '<linearGradient id="back" x1="0" y1="0" x2="0.35" y2="1">',
        f'<stop offset="0" stop-color="{BACK_LIGHT}"/>',
        f'<stop offset="1" stop-color="{BACK_GREEN}"/>',
        "</linearGradient>",
        "</defs>",
        el("rect", x=0.5, y=0.5, width=59, height=79, rx=7, fill=IVORY_SHADE, stroke=FACE_EDGE,
           stroke_width=1),
        el("rect", x=FACE_X0, y=FACE_Y0, width=FACE_X1 - FACE_X0, height=FACE_Y1 - FACE_Y0,
           rx=6, fill="url(#back)", stroke=BACK_DARK, stroke_width=1),
        el("rect", x=6.5, y=6.5, width=47, height=63, rx=3.5, fill="none", stroke=IVORY,
           stroke_width=1.6, stroke_opacity=0.55),
        el("path", d=diamond, fill=IVORY, fill_opacity=0.55),
        el("path", d=inner, fill=BACK_GREEN),
    ]


def index(label: str, colour: str) -> str:
    """The small corner index that names the tile without any CJK font."""
    size = 14.0 if len(label) == 1 else 12.0
    return text(5.2, 15.0, label, size, colour, anchor="start")


# --- dots ------------------------------------------------------------------------------------

# Pip centres and radius per rank, in the traditional arrangements.
DOT_LAYOUTS: dict[int, tuple[float, tuple[tuple[float, float], ...]]] = {
    2: (10.5, ((30, 29), (30, 60))),
    3: (9.5, ((15.5, 26), (30, 44.5), (44.5, 63))),
    4: (10.0, ((18, 29), (42, 29), (18, 60), (42, 60))),
    5: (9.0, ((16, 26.5), (44, 26.5), (30, 44.5), (16, 62.5), (44, 62.5))),
    6: (8.6, ((18.5, 26), (41.5, 26), (18.5, 44.5), (41.5, 44.5), (18.5, 63), (41.5, 63))),
    7: (7.0, ((14, 23), (30, 29), (46, 35),
              (19.5, 50.5), (40.5, 50.5), (19.5, 66), (40.5, 66))),
    8: (6.6, tuple((x, y) for y in (22.6, 37.2, 51.8, 66.4) for x in (19, 41))),
    9: (7.9, tuple((x, y) for y in (25, 44.5, 64) for x in (13.5, 30, 46.5))),
}


def dot(x: float, y: float, r: float, colour: str) -> list[str]:
    """A bold disc with an ivory ring: solid at 32 px, a recognisable coin at 2x."""
    return [
        el("circle", cx=x, cy=y, r=r, fill=colour),
        el("circle", cx=x, cy=y, r=r * 0.58, fill="none", stroke=IVORY, stroke_width=r * 0.13),
        el("circle", cx=x, cy=y, r=r * 0.2, fill=IVORY),
    ]


def big_dot(colour: str) -> list[str]:
    """The one of dots: a large decorated coin with a ring of eight small petals."""
    x, y = CX, 42.0
    parts = [
        el("circle", cx=x, cy=y, r=21, fill=colour),
        el("circle", cx=x, cy=y, r=16.2, fill="none", stroke=IVORY, stroke_width=2.6),
    ]
    for k in range(8):
        angle = math.pi * k / 4
        parts.append(el("circle", cx=x + 10.5 * math.cos(angle), cy=y + 10.5 * math.sin(angle),
                        r=2.3, fill=IVORY))
    parts.append(el("circle", cx=x, cy=y, r=4.2, fill=IVORY))
    return parts


def dots(rank: int) -> list[str]:
    colour = SUIT_COLOURS["p"]
    if rank == 1:
        return big_dot(colour)
    r, centres = DOT_LAYOUTS[rank]
    return [part for x, y in centres for part in dot(x, y, r, colour)]


# --- bamboo ----------------------------------------------------------------------------------


def stick(x: float, y0: float, y1: float, colour: str, width: float = 8.5,
          angle: float = 0.0) -> list[str]:
    """A bamboo stick from y0 to y1 centred on x: a rounded bar with a node at its middle."""
    h = y1 - y0
    mid = (y0 + y1) / 2
    bar = el("rect", x=x - width / 2, y=y0, width=width, height=h, rx=width / 2, fill=colour)
    node = el("line", x1=x - width / 2, y1=mid, x2=x + width / 2, y2=mid, stroke=IVORY,
              stroke_width=1.3)
    if angle:
        return [f'<g transform="rotate({n(angle)} {n(x)} {n(mid)})">', bar, node, "</g>"]
    return [bar, node]


def bird(colour: str) -> list[str]:
    """The one of bamboo: a simple standing bird (the traditional sparrow, kept bold)."""
    body = "M16,44 C16,32 27,25 37,28 C45,30 48,38 46,46 C44,55 35,60 26,59 C20,58 16,52 16,44 Z"
    tail = "M20,52 L8,67 L15,68 L13,73 L21,70 L27,58 Z"
    wing = "M24,42 C28,36 37,36 41,42 C37,50 29,52 24,42 Z"
    head = el("circle", cx=41, cy=24, r=8.5, fill=colour)
    beak = "M48.5,21.5 L56,24.5 L48.5,27.5 Z"
    return [
        el("path", d=tail, fill=colour),
        el("path", d=body, fill=colour),
        head,
        el("path", d=wing, fill=IVORY, fill_opacity=0.75),
        el("path", d=beak, fill=VERMILLION),
        el("circle", cx=43, cy=22.5, r=2.4, fill=IVORY),
        el("circle", cx=43.5, cy=22.5, r=1.2, fill=BLACK),
        el("line", x1=29, y1=59, x2=27, y2=70, stroke=BLACK, stroke_width=2,
           stroke_linecap="round"),
        el("line", x1=35, y1=58, x2=36, y2=70, stroke=BLACK, stroke_width=2,
           stroke_linecap="round"),
    ]


def bamboo(rank: int) -> list[str]:
    c = SUIT_COLOURS["s"]
    top, bottom = PIP_TOP + 1, PIP_BOTTOM
    half = (top + bottom) / 2
    upper, lower = (top, half - 1.5), (half + 1.5, bottom)
    third = (bottom - top) / 3
    rows3 = [(top + i * third + 1, top + (i + 1) * third - 1) for i in range(3)]
    parts: list[str] = []
    if rank == 1:
        return bird(c)
    if rank == 2:
        for y0, y1 in (upper, lower):
            parts += stick(CX, y0, y1, c, width=10)
    elif rank == 3:
        parts += stick(CX, *upper, c, width=10)
        for x in (19.0, 41.0):
            parts += stick(x, *lower, c, width=10)
    elif rank == 4:
        for x in (19, 41):
            for y0, y1 in (upper, lower):
                parts += stick(x, y0, y1, c, width=10)
    elif rank == 5:
        for x in (13.5, 46.5):
            for y0, y1 in (upper, lower):
                parts += stick(x, y0, y1, c, width=9)
        parts += stick(CX, half - 13, half + 13, c, width=9)
    elif rank == 6:
        for x in (15, 30, 45):
            for y0, y1 in (upper, lower):
                parts += stick(x, y0, y1, c)
    elif rank == 7:
        parts += stick(CX, *rows3[0], c)
        for x in (15, 30, 45):
            for y0, y1 in rows3[1:]:
                parts += stick(x, y0, y1, c)
    elif rank == 8:
        # Traditional M over W: outer sticks upright, inner pairs leaning together.
        for y0, y1, lean in ((*upper, 1), (*lower, -1)):
            parts += stick(11, y0, y1, c, width=7.5)
            parts += stick(49, y0, y1, c, width=7.5)
            parts += stick(24, y0, y1, c, width=7.5, angle=16 * lean)
            parts += stick(36, y0, y1, c, width=7.5, angle=-16 * lean)
    elif rank == 9:
        for x in (15, 30, 45):
            for y0, y1 in rows3:
                parts += stick(x, y0, y1, c)
    return parts


# --- characters ------------------------------------------------------------------------------


def wan_mark(x0: float, y0: float, size: float, colour: str) -> list[str]:
    """A drawn 万 (the character suit's mark) in a size x size box, as stroked paths."""

    def p(dx: float, dy: float) -> str:
        return f"{n(x0 + dx * size)},{n(y0 + dy * size)}"

    width = size * 0.17
    style: dict[str, str | float] = dict(fill="none", stroke=colour, stroke_width=width,
                                         stroke_linecap="round", stroke_linejoin="round")
    return [
        el("path", d=f"M{p(0.02, 0.12)} L{p(0.98, 0.12)}", **style),
        el("path", d=f"M{p(0.40, 0.14)} C{p(0.40, 0.55)} {p(0.30, 0.80)} {p(0.04, 0.98)}",
           **style),
        el("path", d=f"M{p(0.40, 0.45)} L{p(0.86, 0.45)} C{p(0.86, 0.75)} {p(0.84, 0.95)} "
                     f"{p(0.66, 0.96)}", **style),
    ]


def characters(rank: int, cjk: bool) -> list[str]:
    if cjk:
        return [
            text(CX, 42, CJK_NUMERALS[rank - 1], 27, BLACK, font=CJK_FONT),
            text(CX, 70, "萬", 27, VERMILLION, font=CJK_FONT),
        ]
    return [text(CX, 45, str(rank), 32, BLACK), *wan_mark(CX - 11.5, 49.5, 23, VERMILLION)]


# --- honours ---------------------------------------------------------------------------------


def white_frame() -> list[str]:
    """The white dragon: an empty blue double frame (as on real tiles)."""
    return [
        el("rect", x=12, y=20, width=36, height=50, rx=3, fill="none", stroke=BLUE,
           stroke_width=4),
        el("rect", x=18.5, y=26.5, width=23, height=37, rx=1.5, fill="none", stroke=BLUE,
           stroke_width=1.8),
    ]


HONOUR_INDEX = ("E", "S", "W", "N", "Wh", "G", "R")
HONOUR_GLYPHS = ("東", "南", "西", "北", "", "發", "中")
HONOUR_LETTERS = ("E", "S", "W", "N", "", "G", "R")
HONOUR_COLOURS = (BLACK, BLACK, BLACK, BLACK, BLUE, BLUISH_GREEN, VERMILLION)


def honours(rank: int, cjk: bool) -> list[str]:
    """Winds 1-4, then the white (5), green (6) and red (7) dragons."""
    colour = HONOUR_COLOURS[rank - 1]
    if rank == 5:
        return white_frame()
    if cjk:
        return [text(CX, 59, HONOUR_GLYPHS[rank - 1], 38, colour, font=CJK_FONT)]
    return [text(CX, 60, HONOUR_LETTERS[rank - 1], 38, colour)]


# --- bonus tiles -----------------------------------------------------------------------------


def petals(x: float, y: float, count: int, radius: float, size: float, colour: str,
           start: float = -90.0) -> list[str]:
    parts = []
    for k in range(count):
        angle = math.radians(start + 360.0 * k / count)
        parts.append(el("circle", cx=x + radius * math.cos(angle), cy=y + radius * math.sin(angle),
                        r=size, fill=colour))
    return parts


def leaf(x: float, y: float, length: float, width: float, angle: float, colour: str) -> str:
    """A pointed leaf from (x, y) along ``angle`` degrees."""
    d = (f"M0,0 C{n(length * 0.3)},{n(-width)} {n(length * 0.75)},{n(-width)} {n(length)},0 "
         f"C{n(length * 0.75)},{n(width)} {n(length * 0.3)},{n(width)} 0,0 Z")
    move = f"translate({n(x)} {n(y)}) rotate({n(angle)})"
    return f'<path transform="{move}" d="{d}" fill="{colour}"/>'


def icon_plum() -> list[str]:
    x, y = CX, 44
    return [
        *petals(x, y, 5, 9.5, 8, REDDISH_PURPLE),
        el("circle", cx=x, cy=y, r=6, fill=VERMILLION),
        *petals(x, y, 5, 3, 1.3, IVORY, start=-54),
    ]


def icon_orchid() -> list[str]:
    return [
        leaf(30, 70, 34, 4.5, -112, BLUISH_GREEN),
        leaf(30, 70, 30, 4.5, -70, BLUISH_GREEN),
        leaf(30, 70, 24, 4, -150, BLUISH_GREEN),
        leaf(33, 33, 12, 4.5, -60, REDDISH_PURPLE),
        leaf(33, 33, 12, 4.5, -140, REDDISH_PURPLE),
        leaf(33, 33, 13, 4.5, 40, REDDISH_PURPLE),
        el("circle", cx=33, cy=33, r=3, fill=VERMILLION),
    ]


def icon_chrysanthemum() -> list[str]:
    x, y = CX, 44
    parts = [leaf(x, y, 19, 3.2, 360.0 * k / 16, ORANGE) for k in range(16)]
    parts.append(el("circle", cx=x, cy=y, r=6.5, fill=VERMILLION))
    return parts


def icon_bamboo() -> list[str]:
    parts = stick(22, 19, 45, BLUISH_GREEN, width=7) + stick(22, 47, 72, BLUISH_GREEN, width=7)
    parts += [
        leaf(25, 40, 22, 4, -35, BLUISH_GREEN),
        leaf(25, 46, 20, 4, 5, BLUISH_GREEN),
        leaf(25, 28, 18, 3.6, -70, BLUISH_GREEN),
    ]
    return parts


def icon_spring() -> list[str]:
    """A sprout: two leaves on a short stem."""
    return [
        el("path", d="M30,70 C30,60 30,52 30,44", fill="none", stroke=BLUISH_GREEN,
           stroke_width=4, stroke_linecap="round"),
        leaf(30, 46, 22, 7, -150, BLUISH_GREEN),
        leaf(30, 40, 24, 7.5, -35, BLUISH_GREEN),
        el("path", d="M14,71 L46,71", stroke=BLACK, stroke_width=2.5, stroke_linecap="round"),
    ]


def icon_summer() -> list[str]:
    """The sun: a disc with eight rays."""
    x, y = CX, 44
    parts = [el("circle", cx=x, cy=y, r=11, fill=ORANGE)]
    for k in range(8):
        a = math.pi * k / 4
        parts.append(el("line", x1=x + 15 * math.cos(a), y1=y + 15 * math.sin(a),
                        x2=x + 22 * math.cos(a), y2=y + 22 * math.sin(a), stroke=ORANGE,
                        stroke_width=3.6, stroke_linecap="round"))
    return parts


def icon_autumn() -> list[str]:
    """A falling leaf with its midrib."""
    return [
        leaf(14, 66, 50, 14, -55, VERMILLION),
        el("path", d="M14,66 L40,29", stroke=IVORY, stroke_width=1.8, stroke_linecap="round"),
    ]


def icon_winter() -> list[str]:
    """A snowflake: three crossed bars, each with two small ticks at both ends."""
    x, y = CX, 44
    parts = []
    for k in range(6):
        a = math.pi * k / 3 - math.pi / 2
        ex, ey = x + 20 * math.cos(a), y + 20 * math.sin(a)
        parts.append(el("line", x1=x, y1=y, x2=ex, y2=ey, stroke=SKY_BLUE, stroke_width=3.6,
                        stroke_linecap="round"))
        bx, by = x + 12 * math.cos(a), y + 12 * math.sin(a)
        for side in (-1, 1):
            b = a + side * math.pi / 4
            parts.append(el("line", x1=bx, y1=by, x2=bx + 7 * math.cos(b),
                            y2=by + 7 * math.sin(b), stroke=SKY_BLUE, stroke_width=3,
                            stroke_linecap="round"))
    parts.append(el("circle", cx=x, cy=y, r=3.5, fill=BLUE))
    return parts


BONUS_ICONS: tuple[Callable[[], list[str]], ...] = (
    icon_plum, icon_orchid, icon_chrysanthemum, icon_bamboo,
    icon_spring, icon_summer, icon_autumn, icon_winter,
)


def bonus_index(rank: int) -> str:
    return f"F{rank}" if rank <= 4 else f"S{rank - 4}"


def bonus(rank: int, cjk: bool) -> list[str]:
    """The flower or season drawn; the CJK variant shrinks it and names it below (梅 ... 冬)."""
    icon = BONUS_ICONS[rank - 1]()
    if not cjk:
        return icon
    small = f'<g transform="translate({n(CX)} 34) scale(0.6) translate({n(-CX)} -46)">'
    return [small, *icon, "</g>", text(CX, 71, BONUS_NAMES[rank - 1], 22, BLACK, font=CJK_FONT)]


# --- files -----------------------------------------------------------------------------------


def svg(title: str, body: Iterable[str]) -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}">',
        f"<title>{title}</title>",
        *body,
        "</svg>",
    ]
    return "\n".join(lines) + "\n"


SUIT_NAMES = {"m": "characters", "p": "dots", "s": "bamboo"}
HONOUR_NAMES = ("East wind", "South wind", "West wind", "North wind",
                "White dragon", "Green dragon", "Red dragon")
BONUS_TITLES = ("Plum (flower 1)", "Orchid (flower 2)", "Chrysanthemum (flower 3)",
                "Bamboo (flower 4)", "Spring (season 1)", "Summer (season 2)",
                "Autumn (season 3)", "Winter (season 4)")


def tile_files() -> dict[str, str]:
    """Every output file name mapped to its SVG text."""
    files: dict[str, str] = {}
    for suit in ("m", "p", "s"):
        for rank in range(1, 10):
            name = f"{rank}{suit}"
            title = f"{rank} of {SUIT_NAMES[suit]}"
            head = face_body()
            idx = index(str(rank), SUIT_COLOURS[suit])
            if suit == "m":
                files[f"{name}.svg"] = svg(title, [*head, idx, *characters(rank, True)])
                files[f"{name}-latin.svg"] = svg(title, [*head, idx, *characters(rank, False)])
            else:
                art = dots(rank) if suit == "p" else bamboo(rank)
                files[f"{name}.svg"] = svg(title, [*head, idx, *art])
    for rank in range(1, 8):
        name = f"{rank}z"
        idx = index(HONOUR_INDEX[rank - 1], HONOUR_COLOURS[rank - 1])
        for suffix, cjk in (("", True), ("-latin", False)):
            files[f"{name}{suffix}.svg"] = svg(
                HONOUR_NAMES[rank - 1], [*face_body(), idx, *honours(rank, cjk)])
    for rank in range(1, 9):
        name = f"{rank}f"
        idx = index(bonus_index(rank), VERMILLION if rank <= 4 else BLUE)
        for suffix, cjk in (("", True), ("-latin", False)):
            files[f"{name}{suffix}.svg"] = svg(
                BONUS_TITLES[rank - 1], [*face_body(), idx, *bonus(rank, cjk)])
    files["back.svg"] = svg("Tile back", back_body())
    return files


def write(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, content in tile_files().items():
        path = out / name
        path.write_bytes(content.encode("utf-8"))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"output folder (default {OUT})")
    args = parser.parse_args(argv)
    written = write(args.out)
    print(f"wrote {len(written)} files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
