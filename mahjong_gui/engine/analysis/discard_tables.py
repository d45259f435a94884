"""The pure tables ``discards`` remembers across calls: a suit's "added" profile, the
improving ranks per shanten to beat, a suit's odd, four and unseen masks."""

from __future__ import annotations

from itertools import accumulate
from operator import or_

from mahjong_gui.engine.analysis.tables import (
    _DIST,
    _DVECS,
    _HONOUR_IDX,
    _NUMBER_IDX,
    _SUIT_VECTORS,
)
from mahjong_gui.engine.memo import FiniteTable, Interned, Memo

_CACHE_LIMIT = 300_000
_MAX_SHANTEN = 14
# A suit's count index << 1 | honours -> the id of its "added" profile: the suit's
# distance vector after one more copy of each rank (-1 where a fifth copy would be needed).
# Many count indices share a profile, which keeps the next table small.
_ADDED_MEMO: Memo[int, int] = Memo("analysis.added", _CACHE_LIMIT)
_ADDED = _ADDED_MEMO.data
# (other suits' distances, added profile, column) -> for each shanten to beat (-1 .. 14, at
# index shanten + 1; a hand all in its void suit counts every tile missing) the ranks whose copy
# lowers the regular shanten below it. Pure functions of their keys, so remembered across
# calls; bounded: cleared when full.
_IMPROVING_MEMO: Memo[int, tuple[int, ...]] = Memo("analysis.improving", _CACHE_LIMIT)
_IMPROVING = _IMPROVING_MEMO.data
# The profiles' ids: at most one profile a count index (5**9 number suits, 5**7 honours);
# emptied with the two tables that hold the ids.
_PROFILES: Interned[tuple[int, ...]] = Interned(
    "analysis.added_profiles", 5**9 + 5**7, dependents=(_ADDED_MEMO, _IMPROVING_MEMO))
_ADDED_PROFILES = _PROFILES.values
_ADDED_ID = _PROFILES.ids


def _added(key: int) -> int:
    """``_ADDED``'s entry for ``key`` (a suit's count index << 1 | honours), made now."""
    suit_idx, honours = key >> 1, key & 1
    table, n = (_HONOUR_IDX, 7) if honours else (_NUMBER_IDX, 9)
    dist = _DIST
    out = []
    rest, digit = suit_idx, 1
    for _ in range(n):  # rank by rank: its count is the next base-5 digit
        rest, held = divmod(rest, 5)
        out.append(-1 if held >= 4 else dist[table[suit_idx + digit]])
        digit *= 5
    return _ADDED_MEMO.put(key, _PROFILES.intern(tuple(out)))


# A suit's unseen counts (a tuple) -> its ranks with a copy unseen, and its unseen counts packed
# a byte a rank (the counts' bytes read as one number). A rank mask's unseen copies are then
# ``(packed & _FIELDS[mask]) % 255``: 256 leaves 1 modulo 255, so the remainder is the sum of
# the bytes kept (at most 36).
_UNSEEN_MASKS_MEMO: Memo[tuple[int, ...], tuple[int, int]] = Memo(
    "analysis.unseen_masks", _CACHE_LIMIT)
_UNSEEN_MASKS = _UNSEEN_MASKS_MEMO.data


def _unseen_masks(counts: tuple[int, ...]) -> tuple[int, int]:
    drawable = 0
    for k, c in enumerate(counts):
        if c:
            drawable |= 1 << k
    return _UNSEEN_MASKS_MEMO.put(counts, (drawable, int.from_bytes(bytes(counts), "little")))


# A suit's count index << 1 | honours -> the ranks it holds an odd number of times, those it
# holds four of, and ``_unseen_masks`` of its unseen copies when nothing else has been seen.
_SUIT_BITS_MEMO: Memo[int, tuple[int, int, int, int]] = Memo("analysis.suit_bits", _CACHE_LIMIT)
_SUIT_BITS = _SUIT_BITS_MEMO.data
_NO_BITS = (0, 0, 0, 0)  # a suit not played


def _suit_bits(key: int) -> tuple[int, int, int, int]:
    rest = key >> 1
    # The low five ranks and the high four (the honours' two) from the remembered halves.
    lo = _half_bits(rest % 3125, 5)
    hi = _half_bits(rest // 3125, 2 if key & 1 else 4)
    return _SUIT_BITS_MEMO.put(key, (lo[0] | hi[0] << 5, lo[1] | hi[1] << 5,
                                     lo[2] | hi[2] << 5, lo[3] | hi[3] << 40))


# (base-5 digits of a few ranks << 3 | how many ranks) -> ``_suit_bits``' four values for those
# ranks alone: at most 3,125 + 625 + 25 entries, so every suit's bits are soon two reads.
_HALVES_TABLE: FiniteTable[int, tuple[int, int, int, int]] = FiniteTable("analysis.halves",
                                                                       3125 + 625 + 25)
_HALVES: dict[int, tuple[int, int, int, int]] = _HALVES_TABLE.data


def _half_bits(digits: int, n: int) -> tuple[int, int, int, int]:
    key = digits << 3 | n
    got = _HALVES.get(key)
    if got is None:
        odd = four = drawable = packed = 0
        for k in range(n):
            digits, held = divmod(digits, 5)
            if held & 1:
                odd |= 1 << k
            if held == 4:
                four |= 1 << k
            else:
                drawable |= 1 << k  # a copy left unseen
            packed |= (4 - held) << 8 * k
        got = _HALVES_TABLE.put(key, (odd, four, drawable, packed))
    return got


def _improving(key: int) -> tuple[int, ...]:
    """``_IMPROVING``'s entry for ``key`` ((against << 24 | added) << 4 | col), made now."""
    against, added, col = key >> 28, key >> 4 & 0xFFFFFF, key & 0xF
    # at[n + 1]: the ranks whose copy leaves shanten n; below[b + 1] collects those under b.
    at = [0] * (_MAX_SHANTEN + 2)
    # The shanten column ``col`` of ``against`` combined with each one-suit vector: a list by
    # vector id (-9 where not yet known), remembered per (against, col).
    row = _ROWS.get(against << 4 | col)
    if row is None:
        row = _ROWS_TABLE.put(against << 4 | col, [-9] * _SUIT_VECTORS)
    for k, dist in enumerate(_ADDED_PROFILES[added]):
        if dist < 0:
            continue  # no fifth copy
        new = row[dist]
        if new == -9:
            new = row[dist] = _column(against, dist, col)
        at[(new if new < _MAX_SHANTEN else _MAX_SHANTEN) + 1] |= 1 << k
    # below[0] is empty, below[i] the union of at[0 .. i-1]: one running OR.
    return _IMPROVING_MEMO.put(key, (0, *accumulate(at[:_MAX_SHANTEN + 1], or_)))


# (against << 4 | col) -> the shanten in column ``col`` of ``against`` combined with each
# one-suit distance vector (by id): far fewer keys than ``_IMPROVING``'s, so a new
# ``_IMPROVING`` entry is mostly read from here. At most 180 vectors x 16 columns.
_ROWS_TABLE: FiniteTable[int, list[int]] = FiniteTable("analysis.rows", 180 * 16)
_ROWS: dict[int, list[int]] = _ROWS_TABLE.data


def _column(a: int, b: int, col: int) -> int:
    """The shanten in column ``col`` of distance vectors ``a`` and ``b`` combined."""
    va, vb = _DVECS[a], _DVECS[b]
    sets = col >> 1
    # ``_combine``'s min-plus entry for (sets, pair), alone.
    best = 99
    for k1 in range(sets + 1):
        i, j = 2 * k1, 2 * (sets - k1)
        x = va[i] + vb[j + 1]
        if x < best:
            best = x
        x = va[i + 1] + vb[j]
        if x < best:
            best = x
    return best - 1
