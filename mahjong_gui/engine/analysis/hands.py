"""A hand's validation and its split into one base-5 count index per suit (m, p, s, honours)."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_gui.engine.analysis.tables import (
    _B,
    _DIGIT,
    _HONOUR_IDX,
    _HONOUR_SPACE,
    _N,
    _NUMBER_IDX,
    _WEIGHT,
)
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.memo import OwnedMemo
from mahjong_gui.engine.tiles import TILES, ErrorCode, Suit, TileError

_VOIDS: dict[str | None, int] = {None: -1, "m": 0, "p": 1, "s": 2}
# (Hong Kong, void index) -> the suits played in order, and whether each of the four is played.
_ACTIVE = {
    (hk, v): (suits, tuple(su in suits for su in range(4)))
    for hk in (False, True) for v in (-1, 0, 1, 2)
    for suits in [tuple(su for su in ((0, 1, 2, 3) if hk else (0, 1, 2)) if su != v)]
}


def _void_index(void: str | Suit | None) -> int:
    if isinstance(void, Suit):
        void = void.value
    v = _VOIDS.get(void, -2)
    if v == -2:
        raise TileError(ErrorCode.BAD_VOID, f"the void suit must be m, p or s, not {void!r}")
    return v


def validate(hand: Sequence[int], melds: Sequence[Meld] = (), *,
             sizes: tuple[int, ...] = (13, 14)) -> None:
    """Raise ``TileError`` unless the tiles are a legal hand: no bonus tile among them, at most
    four copies of a kind across hand and melds, and hand + 3 per meld in ``sizes``."""
    counts = [0] * 34
    for t in hand:
        if not 0 <= t < 42:
            raise TileError(ErrorCode.BAD_RANK, f"{t!r} is not a tile")
        if t >= 34:
            raise TileError(ErrorCode.BONUS_IN_HAND,
                            f"{TILES[t]} is a bonus tile; bonus tiles are kept apart from the hand")
        counts[t] += 1
    for m in melds:
        if not isinstance(m, Meld):
            raise TileError(ErrorCode.BAD_MELD, f"{m!r} is not a meld")
        for t in m.tiles:
            counts[t] += 1
    for t, c in enumerate(counts):
        if c > 4:
            raise TileError(ErrorCode.FIFTH_COPY, f"{c} copies of {TILES[t]}")
    total = len(hand) + 3 * len(melds)
    if total not in sizes:
        want = " or ".join(str(s - 3 * len(melds)) for s in sizes)
        raise TileError(ErrorCode.TILE_COUNT,
                        f"{len(hand)} tiles in hand with {len(melds)} melds; expected {want}")


def _split(hand: Sequence[int], melds: Sequence[Meld], sizes: tuple[int, ...]) -> list[int]:
    """The four base-5 suit indices of a hand (m, p, s, honours), after validating it."""
    try:
        key = sum(map(_WEIGHT.__getitem__, hand))
    except (IndexError, TypeError):
        validate(hand, melds, sizes=sizes)
        raise
    q, im = divmod(key, _B)
    q, ip = divmod(q, _B)
    iz, is_ = divmod(q, _B)
    # A fifth copy carries into the next digit and so loses 4 from the digit sum; a bonus tile
    # lands beyond the honour digits. Either way the cheap check fails and validate() explains.
    if (iz >= _HONOUR_SPACE or len(hand) + 3 * len(melds) not in sizes
            or _N[_NUMBER_IDX[im]] + _N[_NUMBER_IDX[ip]] + _N[_NUMBER_IDX[is_]]
            + _N[_HONOUR_IDX[iz]] != len(hand)):
        validate(hand, melds, sizes=sizes)
    if melds:
        # Each meld kind's copies in melds plus the copies held: a fifth copy across hand and
        # melds is refused by validate(). A player's melds tuple is asked about again and
        # again, so its copies are remembered by identity (the entry keeps the tuple alive).
        entry = _DECLARED.data.get(id(melds)) if type(melds) is tuple else None
        if entry is not None and entry[0] is melds:
            copies = entry[1]
        else:
            copies = _declared(melds)
            if type(melds) is tuple:
                _DECLARED.put_for(id(melds), melds, copies)
        idx = (im, ip, is_, iz)
        for s, digit, n in copies:
            if idx[s] // digit % 5 + n > 4:
                validate(hand, melds, sizes=sizes)
    return [im, ip, is_, iz]


# id(melds tuple) -> (that tuple, its copies per kind as (suit slot, digit, copies)): a few
# tuples per seat; small, as each holds objects the collector walks.
_DECLARED_LIMIT = 256
_DECLARED: OwnedMemo[int, tuple[tuple[int, int, int], ...]] = OwnedMemo(
    "analysis.declared", _DECLARED_LIMIT)


def _declared(melds: Sequence[Meld]) -> tuple[tuple[int, int, int], ...]:
    """Each kind's copies in ``melds`` as (suit slot, its base-5 digit, copies)."""
    declared: dict[int, int] = {}
    for m in melds:
        kind = m.kind
        if kind is _MELDKIND_CHOW:
            for c in m.tiles:
                declared[c] = declared.get(c, 0) + 1
        else:  # a pong holds three, each kong four
            declared[m.tile] = declared.get(m.tile, 0) + (3 if kind is _MELDKIND_PONG else 4)
    return tuple((k // 9 if k < 27 else 3, _DIGIT[k], n) for k, n in declared.items())


def _records(idx: list[int]) -> list[int]:
    return [_NUMBER_IDX[idx[0]], _NUMBER_IDX[idx[1]], _NUMBER_IDX[idx[2]], _HONOUR_IDX[idx[3]]]


def _melds_allowed(melds: Sequence[Meld], void: int) -> bool:
    """No meld in the void suit (a meld's tile is its lowest, so the one tile tells)."""
    if void < 0:
        return True
    lo = 9 * void
    for m in melds:
        if lo <= m.tile < lo + 9:
            return False
    return True


# Meld kinds read in the functions above, as module names (see families.py).
_MELDKIND_CHOW = MeldKind.CHOW
_MELDKIND_PONG = MeldKind.PONG
