"""The exact per-suit tables (``suit_tables.bin``) and the min-plus steps that combine suits'
distance vectors (``suit_steps.bin``), both read from the engine's folder; the plan shanten
read from them."""

from __future__ import annotations

import mmap
import os
import struct
import sys
from collections.abc import Sequence

from mahjong_gui.engine.memo import FiniteTable, Interned, Memo

_B = 5**9  # one number suit's base-5 index space
_HONOUR_SPACE = 5**7
_INVALID = 0xFFFF
# Weight of each tile in the packed key: suit s occupies digits [9s, 9s + 9) of base 5.
_WEIGHT: list[int] = [5 ** (t % 9) * _B ** (t // 9) for t in range(27)]
_WEIGHT += [5 ** (t - 27) * _B**3 for t in range(27, 34)]
_WEIGHT += [_B**4] * 8  # bonus tiles are not hand tiles: they land outside every suit
_DIGIT: list[int] = [5 ** (t % 9) for t in range(27)] + [5 ** (t - 27) for t in range(27, 34)]


# The files sit in the engine's folder (beside this package) in a wheel and in a checkout
# alike; plain os.path keeps importlib.resources (and pathlib) out of the engine's import time.
_ENGINE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _load_tables() -> tuple[list[tuple[int, ...]], Sequence[int], Sequence[int]]:
    # The two big index arrays (4 MB) are mapped, not read: the pages a hand touches are
    # loaded when touched.
    path = os.path.join(_ENGINE_DIR, "suit_tables.bin")
    with open(path, "rb") as fh:
        try:
            raw: bytes | mmap.mmap = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
        except (OSError, ValueError):  # a file system that cannot map
            raw = fh.read()
    magic, version, n_rec, n_num, n_hon = raw[:4], *struct.unpack("<HIII", raw[4:18])
    if magic != b"MJST" or version != 2:
        raise RuntimeError("suit_tables.bin is not a version 2 table; run scripts/gen_tables.py")
    rec_end = 18 + n_rec * 14
    num_end = rec_end + 2 * n_num
    records = [tuple(raw[i:i + 14]) for i in range(18, rec_end, 14)]
    if sys.byteorder == "little":
        view = memoryview(raw)
        return records, view[rec_end:num_end].cast("H"), view[num_end:num_end + 2 * n_hon].cast("H")
    # The file is little-endian: a big-endian machine reads the indices as numbers (slower to
    # load, the same values; ``array`` would cost every little-endian start its import).
    return (records, struct.unpack(f"<{n_num}H", raw[rec_end:num_end]),
            struct.unpack(f"<{n_hon}H", raw[num_end:num_end + 2 * n_hon]))


_RECORDS, _NUMBER_IDX, _HONOUR_IDX = _load_tables()
# Record fields, split into flat lists for speed.
_N = [r[0] for r in _RECORDS]
_EXACT = [r[1] for r in _RECORDS]
_PAIRS = [r[2] for r in _RECORDS]
_ODDS = [r[3] for r in _RECORDS]
def _load_steps() -> tuple[list[tuple[int, ...]], int, bytes]:
    """``suit_steps.bin`` (``scripts/gen_tables.py``): the distance vectors by id (the one-suit
    vectors first, in the order the records first hold them, then every vector the min-plus
    step makes of them), how many are one suit's, and the step of every two ids (``a * n +
    b``, one byte each)."""
    with open(os.path.join(_ENGINE_DIR, "suit_steps.bin"), "rb") as fh:
        raw = fh.read()
    magic, version, n, n_suit = raw[:4], *struct.unpack("<HHH", raw[4:10])
    if magic != b"MJSS" or version != 1 or len(raw) != 10 + n * 10 + n * n:
        raise RuntimeError("suit_steps.bin is not a version 1 table; run scripts/gen_tables.py")
    vectors = [tuple(raw[i:i + 10]) for i in range(10, 10 + n * 10, 10)]
    return vectors, n_suit, raw[10 + n * 10:]


# The distance vectors by id: the 130 one-suit vectors first, then those the min-plus step
# makes of them. Their closure under that step is 180 vectors (tests/engine/analysis/
# test_memo_tables.py works it out), so the ids are a finite table, given at import in the
# order of ``suit_steps.bin``.
_VECTORS: Interned[tuple[int, ...]] = Interned(
    "analysis.vectors", 180,
    kept="_DIST, made at import, holds its ids, and every table of vectors is keyed by them")
_DVECS = _VECTORS.values
_DVEC_ID = _VECTORS.ids
_intern = _VECTORS.intern
# The ids below _SUIT_VECTORS are one suit's distances; combined ones follow.
_STEP_VECTORS, _SUIT_VECTORS, _STEPS = _load_steps()
for _vector in _STEP_VECTORS:
    _intern(_vector)
del _vector
_DIST = [_DVEC_ID[r[4:]] for r in _RECORDS]
_EMPTY_REC = _NUMBER_IDX[0]
_EMPTY_DIST = _DIST[_EMPTY_REC]
_N_VECTORS = len(_STEP_VECTORS)
# Two vectors' ids (a << 16 | b, written a * 65536 + b: Python 3.11 specializes adding and
# multiplying ints, not shifts and ors) -> their min-plus step's id: at most 180 x 180 pairs,
# read off ``_STEPS`` the first time a pair is met (the hot paths read this dict).
_COMBINED_TABLE: FiniteTable[int, int] = FiniteTable("analysis.combined", 180 * 180)
_COMBINED: dict[int, int] = _COMBINED_TABLE.data


def _combine(a: int, b: int) -> int:
    """Min-plus merge of two distance vectors (ids): best split of k sets and the pair."""
    key = a * 65536 + b
    r = _COMBINED.get(key)
    if r is None:
        r = _COMBINED_TABLE.put(key, _STEPS[a * _N_VECTORS + b])
    return r


def _slot(t: int) -> int:
    return t // 9 if t < 27 else 3


_SLOT = [_slot(t) for t in range(34)]


# The plan distances depend only on the four suits' distance vectors (130 kinds each) and the
# sets wanted, so they are remembered by those (``_within_vectors``).
_MEMO_LIMIT = 1 << 17  # entries per table before it starts again
_WITHIN_MEMO: Memo[int, int] = Memo("analysis.within", _MEMO_LIMIT)
_WITHIN = _WITHIN_MEMO.data
_S = _SUIT_VECTORS + 1
_ALL_GROUPS = frozenset({0, 1, 2, 3})


def _within_vectors(d0: int, d1: int, d2: int, h: int, sets: int, groups: frozenset[int]
                    ) -> int:
    """The plan shanten from the suits' distance vectors (``h``: the honours' vector + 1, 0
    when no honour is held)."""
    e = _EMPTY_DIST
    if 0 not in groups:
        d0 = e
    if 1 not in groups:
        d1 = e
    if 2 not in groups:
        d2 = e
    if 3 not in groups:
        h = 0
    key = (((d0 * _S + d1) * _S + d2) * _S + h) * 5 + sets
    got = _WITHIN.get(key)
    if got is None:
        got = _within_new(key, d0, d1, d2, h, sets)
    return got


def _within_new(key: int, d0: int, d1: int, d2: int, h: int, sets: int) -> int:
    """``_within_vectors``' miss, the vectors already those of the groups (the callers that
    read every group and hold the key call it straight): the four combined, remembered under
    ``key``."""
    # _combine's table read inline (it is finite: a step is seldom new).
    c = _COMBINED.get(d0 * 65536 + d1)
    if c is None:
        c = _combine(d0, d1)
    c2 = _COMBINED.get(c * 65536 + d2)
    c = _combine(c, d2) if c2 is None else c2
    if h:
        c2 = _COMBINED.get(c * 65536 + h - 1)
        c = _combine(c, h - 1) if c2 is None else c2
    return _WITHIN_MEMO.put(key, _DVECS[c][2 * sets + 1] - 1)
