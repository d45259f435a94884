"""Declared melds (pong, the three kongs, chow) as frozen values, and their notation ``pong:5m``."""

from __future__ import annotations

from enum import Enum

from mahjong_gui.engine.tiles import TILES, ErrorCode, Tile, TileError, normalise, parse
from mahjong_gui.engine.values import KindTile


class MeldKind(str, Enum):
    """How a set was declared. ``tile`` is the pong/kong tile, or the lowest tile of a chow."""

    PONG = "pong"
    KONG = "kong"  # exposed kong, made on another player's discard
    ADDKONG = "addkong"  # the fourth tile added to one's own exposed pong
    ANKONG = "ankong"  # concealed kong: four drawn tiles
    CHOW = "chow"  # Hong Kong only

    @property
    def is_kong(self) -> bool:
        return self in (MeldKind.KONG, MeldKind.ADDKONG, MeldKind.ANKONG)


class Meld(KindTile):
    """A declared meld, a frozen value (``values.KindTile``: equality, hash and repr as a frozen
    dataclass's, without importing ``dataclasses``)."""

    __slots__ = ("kind", "tile")
    __match_args__ = ("kind", "tile")
    kind: MeldKind
    tile: Tile

    def __init__(self, kind: MeldKind, tile: Tile) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "tile", tile)

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The physical tiles of the meld (four for a kong)."""
        if self.kind is MeldKind.CHOW:
            return (self.tile, TILES[self.tile + 1], TILES[self.tile + 2])
        return (self.tile,) * (4 if self.kind.is_kong else 3)

    def __str__(self) -> str:
        return f"{self.kind.value}:{self.tile}"



def parse_meld(text: str) -> Meld:
    """Read ``KIND:TILE`` (``pong:5m``, ``ankong:9s``, ``chow:3p``; full-width characters as
    ``tiles.normalise`` reads them); raises ``TileError`` with the word as its ``subject`` and
    a ``detail``: ``meld_kind``, ``meld_colon``, ``meld_tile`` or ``chow_start``."""
    text = normalise(text)
    word = text.strip()
    kind_text, sep, tile_text = text.strip().partition(":")
    try:
        kind = MeldKind(kind_text.strip().lower())
    except ValueError:
        raise TileError(ErrorCode.BAD_MELD, f"'{kind_text}' is not a meld kind "
                        "(pong, kong, addkong, ankong, chow)", 0, subject=word,
                        detail="meld_kind") from None
    if not sep:
        raise TileError(ErrorCode.BAD_MELD, f"'{text}' has no ':TILE' part", len(kind_text),
                        subject=word, detail="meld_colon")
    try:
        tiles = parse(tile_text)
    except TileError as err:
        offset = len(kind_text) + 1
        raise TileError(err.code, err.message,
                        None if err.position is None else err.position + offset,
                        subject=err.subject if err.code is not ErrorCode.EMPTY else word,
                        detail="meld_tile") from None
    t = tiles[0]
    if len(tiles) != 1 or t.is_bonus:
        raise TileError(ErrorCode.BAD_MELD, f"'{text}' must name exactly one suit or honour tile",
                        len(kind_text) + 1, subject=word, detail="meld_tile")
    if kind is MeldKind.CHOW and (not t.is_number or t.rank > 7):
        raise TileError(ErrorCode.BAD_MELD, f"a chow starting at {t} does not exist",
                        len(kind_text) + 1, subject=word, detail="chow_start")
    return Meld(kind, t)


def _words(text: str) -> list[tuple[int, int]]:
    """Where each run of non-space characters starts and ends (what ``\\S+`` finds)."""
    out: list[tuple[int, int]] = []
    start = -1
    for i, ch in enumerate(text):
        if ch.isspace():
            if start >= 0:
                out.append((start, i))
                start = -1
        elif start < 0:
            start = i
    if start >= 0:
        out.append((start, len(text)))
    return out


def parse_hand(text: str) -> tuple[tuple[Tile, ...], tuple[Meld, ...], tuple[Tile, ...]]:
    """The whole-hand notation ``"123m456p pong:5s 1f"``: the concealed tiles (in the order
    written), the melds (``KIND:TILE`` words) and the bonus tiles (sorted); raises TileError
    with the position in ``text`` of the character at fault. Full-width digits, letters,
    colons and spaces are read as their ASCII forms (``tiles.normalise``)."""
    text = normalise(text)
    melds: list[Meld] = []
    tile_text = list(text)  # the text with its meld words blanked: positions stay the same
    for start, end in _words(text):
        word = text[start:end]
        if ":" not in word:
            continue
        try:
            melds.append(parse_meld(word))
        except TileError as err:
            raise TileError(err.code, err.message,
                            None if err.position is None else err.position + start,
                            subject=err.subject, detail=err.detail) from None
        tile_text[start:end] = " " * (end - start)
    plain = "".join(tile_text)
    tiles = parse(plain) if plain.strip() else ()
    return (tuple(t for t in tiles if not t.is_bonus), tuple(melds),
            tuple(sorted(t for t in tiles if t.is_bonus)))
