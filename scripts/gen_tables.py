"""Generate the exact per-suit tables behind shanten, win checks and waits.

Run from the repository root (needs numpy, in the ``dev`` extra):

    python scripts/gen_tables.py

It writes ``mahjong_gui/engine/suit_tables.bin`` and, from it, ``suit_steps.bin`` (``--steps``
writes only the second, and needs no numpy). For every count vector of one suit (9 ranks for
a number suit, 7 kinds for honours; each count 0-4, at most 14 tiles) the table gives a record:

* ``n``: tiles in the vector;
* ``exact``: 1 if the tiles are exactly sets, 2 if exactly sets + one pair, else 0;
* ``pairs``, ``odds``: sum of count // 2 and number of kinds with an odd count (seven pairs,
  where a four-of-a-kind is two pairs);
* ``dist[k][p]`` for k = 0..4 sets and p = 0..1 pairs: the fewest tiles to add so that the
  vector contains k sets and p pairs of that suit, with no kind needing more than four copies.

The distance is the one of the well-known table method (sum the per-suit distances with a
min-plus step; shanten = distance - 1). It is computed here as a distance transform: zero on
every vector containing an allowed target, then d(c) = min(d(c), 1 + d(c + e_i)).

``suit_steps.bin`` holds that min-plus step for every two vectors of its closure: the distinct
dist vectors of the records (in the order the records first hold them), then every vector the
step makes of them, each given an id in the order found; a header (``MJSS``, version, the
number of vectors, the number of one-suit ones), the vectors (10 bytes each) and, for ids a
and b, the id of their step at ``a * n + b``. The engine reads a step off it the first time
two vectors meet instead of working it out (``tests/engine/analysis/test_memo_tables.py``
checks every entry against the engine's own ``min_plus``).
"""

from __future__ import annotations

import itertools
import struct
import sys
from pathlib import Path

# numpy only when run to write the tables: --steps makes the steps from the written tables,
# and the tests load this file for its ``step`` alone (neither needs numpy).
if __name__ == "__main__" and "--steps" not in sys.argv:
    import numpy as np

OUT = Path(__file__).resolve().parent.parent / "mahjong_gui" / "engine" / "suit_tables.bin"
STEPS = OUT.with_name("suit_steps.bin")
MAGIC = b"MJST"
VERSION = 2  # 2: the payload uncompressed, so the engine maps it instead of inflating it
INVALID = 0xFFFF
MAX_TILES = 14


def set_shapes(kinds: int, sequences: bool) -> list[tuple[int, ...]]:
    shapes = []
    if sequences:
        for r in range(kinds - 2):
            v = [0] * kinds
            v[r] = v[r + 1] = v[r + 2] = 1
            shapes.append(tuple(v))
    for r in range(kinds):
        v = [0] * kinds
        v[r] = 3
        shapes.append(tuple(v))
    return shapes


def distance_tables(kinds: int, sequences: bool) -> np.ndarray:
    """dist[k, p] over the full grid {0..4}^kinds, as an array of shape (5, 2, 5**kinds)."""
    shape = (5,) * kinds
    sets = set_shapes(kinds, sequences)
    pair_shapes = [tuple(2 if j == r else 0 for j in range(kinds)) for r in range(kinds)]
    out = np.zeros((5, 2, 5**kinds), dtype=np.int8)
    for k in range(5):
        for p in range(2):
            hit = np.zeros(shape, dtype=bool)
            for combo in itertools.combinations_with_replacement(range(len(sets)), k):
                base = np.zeros(kinds, dtype=np.int64)
                for i in combo:
                    base += sets[i]
                for pair in (pair_shapes if p else [(0,) * kinds]):
                    t = base + pair
                    if t.max() <= 4:
                        hit[tuple(t)] = True
            for axis in range(kinds):  # upward closure: contains some target
                hit = np.logical_or.accumulate(hit, axis=axis)
            d = np.where(hit, 0, 99).astype(np.int16)
            while True:
                new = d.copy()
                for axis in range(kinds):
                    lo = [slice(None)] * kinds
                    hi = [slice(None)] * kinds
                    lo[axis] = slice(0, 4)
                    hi[axis] = slice(1, 5)
                    new[tuple(lo)] = np.minimum(new[tuple(lo)], d[tuple(hi)] + 1)
                if np.array_equal(new, d):
                    break
                d = new
            # numpy's C order makes axis 0 the most significant digit; we index with rank 1 as
            # the least significant base-5 digit, so reverse the axes before flattening.
            out[k, p] = d.transpose(tuple(range(kinds - 1, -1, -1))).reshape(-1)
    return out


def exact_flags(kinds: int, sequences: bool, counts: np.ndarray) -> np.ndarray:
    """1 where the vector is exactly sets, 2 where exactly sets + a pair, else 0."""
    flags = np.zeros(len(counts), dtype=np.int8)
    index = {tuple(int(x) for x in row): i for i, row in enumerate(counts) if row.sum() <= 14}
    sets = set_shapes(kinds, sequences)
    pairs = [tuple(2 if j == r else 0 for j in range(kinds)) for r in range(kinds)]
    for k in range(5):
        for combo in itertools.combinations_with_replacement(range(len(sets)), k):
            base = np.zeros(kinds, dtype=np.int64)
            for i in combo:
                base += sets[i]
            if base.max() > 4:
                continue
            key = tuple(int(x) for x in base)
            if key in index:
                flags[index[key]] = max(flags[index[key]], 1)
            for pair in pairs:
                t = base + pair
                if t.max() <= 4:
                    flags[index[tuple(int(x) for x in t)]] = 2
    return flags


def suit_records(kinds: int, sequences: bool) -> np.ndarray:
    """One row per grid vector: n, exact, pairs, odds, dist[0..4][0..1] (14 columns)."""
    grid = np.indices((5,) * kinds).reshape(kinds, -1).T[:, ::-1]  # column j = rank j + 1
    grid = grid[np.argsort(grid @ (5 ** np.arange(kinds)))]  # row i = base-5 index i
    n = grid.sum(axis=1)
    dist = distance_tables(kinds, sequences)
    rows = np.zeros((len(grid), 14), dtype=np.int16)
    rows[:, 0] = n
    rows[:, 1] = exact_flags(kinds, sequences, grid)
    rows[:, 2] = (grid // 2).sum(axis=1)
    rows[:, 3] = (grid % 2).sum(axis=1)
    for k in range(5):
        for p in range(2):
            rows[:, 4 + 2 * k + p] = dist[k, p]
    return rows


def step(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """The min-plus step of two dist vectors (place 2k + p: k sets, p pairs), capped at 99."""
    out = []
    for k in range(5):
        for p in range(2):
            best = min(a[2 * k1 + p1] + b[2 * (k - k1) + p - p1]
                       for k1 in range(k + 1) for p1 in range(p + 1))
            out.append(min(best, 99))
    return tuple(out)


def write_steps() -> None:
    """``suit_steps.bin`` from the records of ``suit_tables.bin`` (module docstring)."""
    raw = OUT.read_bytes()
    n_rec = struct.unpack("<I", raw[6:10])[0]
    ids: dict[tuple[int, ...], int] = {}
    for i in range(18, 18 + 14 * n_rec, 14):
        ids.setdefault(tuple(raw[i + 4:i + 14]), len(ids))
    n_suit = len(ids)
    vectors = list(ids)
    done = 0
    while done < len(vectors):  # the closure under a step with one suit's vector
        for b in vectors[:n_suit]:
            c = step(vectors[done], b)
            if c not in ids:
                ids[c] = len(vectors)
                vectors.append(c)
        done += 1
    n = len(vectors)
    table = bytes(ids[step(a, b)] for a in vectors for b in vectors)  # closed: every id < n
    STEPS.write_bytes(b"MJSS" + struct.pack("<HHH", 1, n, n_suit)
                      + b"".join(bytes(v) for v in vectors) + table)
    print(f"{n} distance vectors ({n_suit} of one suit); wrote {STEPS} "
          f"({STEPS.stat().st_size} bytes)")


def main() -> int:
    if "--steps" in sys.argv:
        write_steps()
        return 0
    number = suit_records(9, True)
    honour = suit_records(7, False)
    valid_number = number[:, 0] <= MAX_TILES
    valid_honour = honour[:, 0] <= MAX_TILES
    both = np.concatenate([number[valid_number], honour[valid_honour]])
    records, inverse = np.unique(both, axis=0, return_inverse=True)
    inverse = inverse.reshape(-1)
    number_ids = np.full(len(number), INVALID, dtype="<u2")
    honour_ids = np.full(len(honour), INVALID, dtype="<u2")
    number_ids[valid_number] = inverse[: int(valid_number.sum())]
    honour_ids[valid_honour] = inverse[int(valid_number.sum()):]
    payload = (records.astype("u1").tobytes() + number_ids.tobytes() + honour_ids.tobytes())
    header = MAGIC + struct.pack("<HIII", VERSION, len(records), len(number_ids), len(honour_ids))
    OUT.write_bytes(header + payload)
    print(f"{len(records)} distinct records; {int(valid_number.sum())} number-suit and "
          f"{int(valid_honour.sum())} honour vectors; wrote {OUT} ({OUT.stat().st_size} bytes)")
    write_steps()
    return 0


if __name__ == "__main__":
    sys.exit(main())
