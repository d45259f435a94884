"""Tiles: the 27 suit kinds, the Hong Kong honours and bonus tiles, and the one tile notation.

A tile is a small int (0-41) so hands hash, sort and index tables at C speed; ``parse`` and
``format`` convert between tuples of tiles and the compact notation ``123m456p55s``.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from enum import Enum

from mahjong_gui.engine.memo import Memo


class Suit(str, Enum):
    """The tile families, named by their notation letter (docs/rules.md §1)."""

    CHARACTERS = "m"
    DOTS = "p"
    BAMBOO = "s"
    HONOURS = "z"
    BONUS = "f"


_SUITS: tuple[Suit, ...] = (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO, Suit.HONOURS, Suit.BONUS)
_BASE: dict[Suit, int] = {Suit.CHARACTERS: 0, Suit.DOTS: 9, Suit.BAMBOO: 18,
                          Suit.HONOURS: 27, Suit.BONUS: 34}
_RANKS: dict[Suit, int] = {Suit.CHARACTERS: 9, Suit.DOTS: 9, Suit.BAMBOO: 9,
                           Suit.HONOURS: 7, Suit.BONUS: 8}


class Tile(int):
    """One tile kind: 0-8 characters, 9-17 dots, 18-26 bamboo, 27-33 honours, 34-41 bonus.

    Instances are interned (see ``TILES``); a ``Tile`` is an ``int`` so it can index tables.
    """

    __slots__ = ()

    @property
    def suit(self) -> Suit:
        return _SUIT_OF[self]

    @property
    def rank(self) -> int:
        """1-9 for suits, 1-7 for honours (winds then dragons), 1-8 for bonus tiles."""
        return self - _BASE[_SUIT_OF[self]] + 1

    @property
    def is_number(self) -> bool:
        return self < 27

    @property
    def is_honour(self) -> bool:
        return 27 <= self < 34

    @property
    def is_bonus(self) -> bool:
        return self >= 34

    @property
    def is_terminal(self) -> bool:
        return self < 27 and (self % 9 in (0, 8))

    def __str__(self) -> str:
        return f"{self.rank}{self.suit.value}"

    def __repr__(self) -> str:
        return f"Tile({self})"


_SUIT_OF: tuple[Suit, ...] = tuple(s for s in _SUITS for _ in range(_RANKS[s]))
TILES: tuple[Tile, ...] = tuple(Tile(i) for i in range(42))
SUIT_TILES: tuple[Tile, ...] = TILES[:27]
HONOUR_TILES: tuple[Tile, ...] = TILES[27:34]
BONUS_TILES: tuple[Tile, ...] = TILES[34:]


def tile(rank: int, suit: Suit | str) -> Tile:
    """The tile of that rank (1-based) and suit; raises ``TileError`` when it does not exist."""
    s = Suit(suit)
    if not 1 <= rank <= _RANKS[s]:
        raise TileError(ErrorCode.BAD_RANK, f"{rank}{s.value} is not a tile", None)
    return TILES[_BASE[s] + rank - 1]


class ErrorCode(str, Enum):
    """Why a tile text or a hand was refused. The UI turns these ids into words."""

    EMPTY = "empty"
    UNKNOWN_LETTER = "unknown_letter"
    RANK_ZERO = "rank_zero"
    BAD_RANK = "bad_rank"
    NO_SUIT = "no_suit"
    FIFTH_COPY = "fifth_copy"
    DUPLICATE_BONUS = "duplicate_bonus"
    TILE_COUNT = "tile_count"
    BONUS_IN_HAND = "bonus_in_hand"
    BAD_MELD = "bad_meld"
    BAD_VOID = "bad_void"


class TileError(ValueError):
    """The one error type for bad tile input: a code, a message and, for text, a position.

    ``position`` is the 0-based index in the parsed text of the character at fault, or None
    when the fault is not at one place (an empty text, a wrong tile count). ``subject`` is the
    tile or word at fault in the notation when there is one (``5m`` for a fifth copy, ``8z``
    for a tile that does not exist, ``chow:8m`` for a meld), so that a face can name it;
    ``detail`` a finer reason id within the code (``chow_start`` for a chow that does not
    exist, ``meld_kind``, ``meld_tile``).
    """

    def __init__(self, code: ErrorCode, message: str, position: int | None = None, *,
                 subject: str | None = None, detail: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.position = position
        self.subject = subject
        self.detail = detail

    def __str__(self) -> str:
        where = "" if self.position is None else f" (at character {self.position + 1})"
        return f"{self.message}{where}"


_LETTERS: dict[str, Suit] = {s.value: s for s in _SUITS}


def normalise(text: str) -> str:
    """The notation as typed on any keyboard, one character for one: each character in its
    compatibility form (NFKC), so that full-width digits, letters, colons and the ideographic
    space of a Chinese or Japanese input method (``１２３ｍ``, U+3000) read as ``123m``.
    A character whose compatibility form is not one character is kept as it is, so positions
    in the result are positions in ``text``."""
    if text.isascii():
        return text
    out = []
    for ch in text:
        n = unicodedata.normalize("NFKC", ch)
        out.append(" " if ch.isspace() else n if len(n) == 1 else ch)
    return "".join(out)


def parse(text: str) -> tuple[Tile, ...]:
    """Read tiles written compactly (``123m456p``) or spaced (``1m 2m 3m``), keeping their order.

    Upper-case suit letters and full-width characters (``normalise``) are accepted. At most
    four copies of a suit or honour kind and one of each bonus tile may appear. Raises
    ``TileError`` with a code, the position at fault and the tile at fault where there is one.
    """
    if _COMPACT_CHARS.issuperset(text):  # as ``format`` writes them: read by runs
        got = _parse_compact(text)
        if got is not None:
            return got
    return _parse_chars(text)


def _parse_chars(text: str) -> tuple[Tile, ...]:
    """``parse`` character by character (every form, and every error with its position)."""
    out: list[Tile] = []
    pending: list[tuple[int, int]] = []  # (digit, position) waiting for their suit letter
    counts = [0] * 42
    text = normalise(text)
    for pos, ch in enumerate(text):
        if ch.isspace():
            continue
        if "0" <= ch <= "9":
            pending.append((ord(ch) - 48, pos))
            continue
        suit = _LETTERS.get(ch.lower())
        if suit is None:
            raise TileError(ErrorCode.UNKNOWN_LETTER, f"'{ch}' is not a tile letter", pos,
                            subject=ch)
        if not pending:
            raise TileError(ErrorCode.NO_SUIT, f"'{ch}' has no digit before it", pos, subject=ch)
        for digit, dpos in pending:
            if digit == 0:
                raise TileError(ErrorCode.RANK_ZERO, "there is no tile of rank 0", dpos)
            if digit > _RANKS[suit]:
                raise TileError(ErrorCode.BAD_RANK, f"there is no tile {digit}{suit.value}", dpos,
                                subject=f"{digit}{suit.value}")
            t = TILES[_BASE[suit] + digit - 1]
            counts[t] += 1
            if suit is Suit.BONUS and counts[t] > 1:
                raise TileError(ErrorCode.DUPLICATE_BONUS, f"{t} appears twice", dpos,
                                subject=str(t))
            if counts[t] > 4:
                raise TileError(ErrorCode.FIFTH_COPY, f"a fifth copy of {t}", dpos,
                                subject=str(t))
            out.append(t)
        pending.clear()
    if pending:
        pos = pending[0][1]
        raise TileError(ErrorCode.NO_SUIT, "digits without a suit letter after them", pos)
    if not out:
        raise TileError(ErrorCode.EMPTY, "no tiles given", None)
    return tuple(out)


# The compact notation's characters, each letter marked as the end of a run (``_parse_compact``),
# and each kind's suit letter and rank digit (``format``).
_COMPACT_CHARS = frozenset("123456789mpszf")
_RUN_END = {ord(ch): ch + "," for ch in "mpszf"}
_LETTER_OF = tuple(_SUIT_OF[t].value for t in range(42))
_RANK_OF = tuple(str(TILES[t].rank) for t in range(42))
# A run as written (``"147m"``) -> its tiles, or None where no such run exists (a rank beyond
# the suit's): walls and hands repeat short runs, so each is read once (bounded).
_RUNS: Memo[str, tuple[Tile, ...] | None] = Memo("tiles.runs", 4096)


def _parse_compact(text: str) -> tuple[Tile, ...] | None:
    """``parse`` of text made only of rank digits 1-9 and lower-case suit letters, read run by
    run; None when ``parse`` must read it (no tiles, digits without a letter, a letter without
    digits, a rank beyond its suit, a fifth copy or a repeated bonus tile: its errors say
    where)."""
    runs = text.translate(_RUN_END).split(",")
    if runs[-1] or len(runs) < 2:
        return None  # digits after the last letter, or nothing at all
    out: list[Tile] = []
    for run in runs[:-1]:
        got = _RUNS.data.get(run)
        if got is None:
            if run in _RUNS.data or len(run) < 2:
                return None
            suit = _LETTERS[run[-1]]
            base, top = _BASE[suit], _RANKS[suit]
            ranks = [ord(ch) - 48 for ch in run[:-1]]
            got = (tuple(TILES[base + r - 1] for r in ranks)
                   if max(ranks) <= top and min(ranks) >= 1 else None)
            _RUNS.put(run, got)
            if got is None:
                return None
        out += got
    counts = [0] * 42
    for t in out:
        counts[t] += 1
    if max(counts[:34]) > 4 or max(counts[34:]) > 1:
        return None
    return tuple(out)


def format(tiles: Iterable[int]) -> str:  # noqa: A001 - the public name is part of the API
    """Write tiles compactly in the given order: runs of one suit share their letter."""
    parts: list[str] = []
    letter = ""
    letters, ranks = _LETTER_OF, _RANK_OF
    for t in tiles:
        t = TILES[t]  # a tile (an int beyond 41 is refused here, as by the tile table)
        s = letters[t]
        if letter and s != letter:
            parts.append(letter)
        parts.append(ranks[t])
        letter = s
    if letter:
        parts.append(letter)
    return "".join(parts)


def counts34(tiles: Iterable[int]) -> list[int]:
    """A count per suit and honour kind (34 entries), bonus tiles left out."""
    c = [0] * 34
    for t in tiles:
        if t < 34:
            c[t] += 1
    return c
