"""Hand analysis: win check, shanten per form, waits, discards with ukeire, decompositions.

Everything runs on exact per-suit tables (``suit_tables.bin``, made by ``scripts/gen_tables.py``):
a hand becomes one base-5 count index per suit, each index names a record (tile count, exact
shape, pairs, distances to k sets and a pair), and suits combine by a memoised min-plus step.
Input tiles come from ``tiles.parse``; anything malformed raises ``tiles.TileError``.
"""

from __future__ import annotations

import mmap
import os
import struct
import sys
from collections import namedtuple
from collections.abc import Iterable, Sequence
from enum import Enum
from itertools import accumulate
from operator import or_

from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.tiles import (
    TILES,
    ErrorCode,
    Suit,
    Tile,
    TileError,
)
from mahjong_gui.engine.values import Frozen, KindTile

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy knows the name)
if TYPE_CHECKING:
    from typing import NamedTuple

__all__ = [
    "Decomposition",
    "DiscardOption",
    "Family",
    "Form",
    "Group",
    "GroupKind",
    "ONE_SUIT_PLANS",
    "decompositions",
    "discard_plan_keys",
    "discards",
    "improving_after",
    "improving_kinds_after",
    "is_win",
    "ready",
    "shanten",
    "shanten_by_form",
    "shanten_within",
    "shanten_within_each",
    "ukeire_within",
    "ukeire",
    "unseen_counts",
    "validate",
    "waits",
    "within_whole",
]


class Form(str, Enum):
    REGULAR = "regular"  # four sets and a pair (declared melds count as sets)
    SEVEN_PAIRS = "seven_pairs"  # Sichuan: a four-of-a-kind counts as two pairs
    THIRTEEN_ORPHANS = "thirteen_orphans"  # Hong Kong only


class Family(str, Enum):
    """Which winning forms and tile kinds apply: Sichuan (27 kinds) or Hong Kong (34)."""

    SICHUAN = "sichuan"
    HONG_KONG = "hongkong"


_FORMS: dict[Family, tuple[Form, ...]] = {
    Family.SICHUAN: (Form.REGULAR, Form.SEVEN_PAIRS),
    Family.HONG_KONG: (Form.REGULAR, Form.THIRTEEN_ORPHANS),
}


def forms(family: Family) -> tuple[Form, ...]:
    """The winning shapes of a family, the regular one first (docs/rules.md §2, §3)."""
    return _FORMS[family]


_KINDS: dict[Family, tuple[Tile, ...]] = {
    Family.SICHUAN: TILES[:27],
    Family.HONG_KONG: TILES[:34],
}


def kinds(family: Family) -> tuple[Tile, ...]:
    """The tile kinds a family's hands are made of (bonus tiles aside)."""
    return _KINDS[family]

# ---------------------------------------------------------------------------------------------
# The tables

_B = 5**9  # one number suit's base-5 index space
_HONOUR_SPACE = 5**7
_INVALID = 0xFFFF
# Weight of each tile in the packed key: suit s occupies digits [9s, 9s + 9) of base 5.
_WEIGHT: list[int] = [5 ** (t % 9) * _B ** (t // 9) for t in range(27)]
_WEIGHT += [5 ** (t - 27) * _B**3 for t in range(27, 34)]
_WEIGHT += [_B**4] * 8  # bonus tiles are not hand tiles: they land outside every suit
_DIGIT: list[int] = [5 ** (t % 9) for t in range(27)] + [5 ** (t - 27) for t in range(27, 34)]


def _load_tables() -> tuple[list[tuple[int, ...]], Sequence[int], Sequence[int]]:
    # The file sits beside this module in a wheel and in a checkout alike; plain os.path keeps
    # importlib.resources (and pathlib) out of the engine's import time. The two big index
    # arrays (4 MB) are mapped, not read: the pages a hand touches are loaded when touched.
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "suit_tables.bin")
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
_DVECS: list[tuple[int, ...]] = []
_DVEC_ID: dict[tuple[int, ...], int] = {}


def _intern(vec: tuple[int, ...]) -> int:
    i = _DVEC_ID.get(vec)
    if i is None:
        i = _DVEC_ID[vec] = len(_DVECS)
        _DVECS.append(vec)
    return i


_DIST = [_intern(r[4:]) for r in _RECORDS]
_SUIT_VECTORS = len(_DVECS)  # the ids below are one suit's distances; combined ones follow
_EMPTY_REC = _NUMBER_IDX[0]
_EMPTY_DIST = _DIST[_EMPTY_REC]
_COMBINED: dict[int, int] = {}


def _combine(a: int, b: int) -> int:
    """Min-plus merge of two distance vectors (ids): best split of k sets and the pair."""
    key = a << 16 | b
    r = _COMBINED.get(key)
    if r is None:
        va, vb = _DVECS[a], _DVECS[b]
        out = []
        for k in range(5):
            for p in range(2):
                best = 99
                for k1 in range(k + 1):
                    for p1 in range(p + 1):
                        v = va[2 * k1 + p1] + vb[2 * (k - k1) + p - p1]
                        if v < best:
                            best = v
                out.append(best)
        r = _COMBINED[key] = _intern(tuple(out))
    return r


# ---------------------------------------------------------------------------------------------
# Validation and the per-suit split

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
        entry = _DECLARED.get(id(melds)) if type(melds) is tuple else None
        if entry is not None and entry[0] is melds:
            copies = entry[1]
        else:
            copies = _declared(melds)
            if type(melds) is tuple:
                if len(_DECLARED) >= _DECLARED_LIMIT:
                    _DECLARED.clear()
                _DECLARED[id(melds)] = (melds, copies)
        idx = (im, ip, is_, iz)
        for s, digit, n in copies:
            if idx[s] // digit % 5 + n > 4:
                validate(hand, melds, sizes=sizes)
    return [im, ip, is_, iz]


# id(melds tuple) -> (that tuple, its copies per kind as (suit slot, digit, copies)).
_DECLARED: dict[int, tuple[Sequence[Meld], tuple[tuple[int, int, int], ...]]] = {}
_DECLARED_LIMIT = 256  # a few tuples per seat; small, as each holds objects the collector walks


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



# ---------------------------------------------------------------------------------------------
# Win check


def _regular_win(recs: list[int], void: int) -> bool:
    pairs = 0
    for s, r in enumerate(recs):
        e = _EXACT[r]
        if e == 0 or (s == void and _N[r]):
            return False
        if e == 2:
            pairs += 1
    return pairs == 1


def _seven_pairs_win(recs: list[int], void: int, n: int) -> bool:
    if n != 14 or (void >= 0 and _N[recs[void]]):
        return False
    return _ODDS[recs[0]] + _ODDS[recs[1]] + _ODDS[recs[2]] + _ODDS[recs[3]] == 0


_ORPHANS: tuple[int, ...] = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


_ORPHAN_SET = frozenset(_ORPHANS)


def _orphans_win(hand: Sequence[int]) -> bool:
    return len(hand) == 14 and set(hand) == set(_ORPHANS)


def is_win(hand: Sequence[int], melds: Sequence[Meld] = (), void: str | Suit | None = None,
           *, family: Family = Family.SICHUAN) -> bool:
    """True when hand + melds (14 tiles, a kong counting 3) form a winning shape.

    Sichuan: four sets + a pair, or seven pairs with no melds (a four-of-a-kind is two pairs);
    a hand holding a tile of the void suit never wins. Hong Kong: four sets + a pair, or
    thirteen orphans.
    """
    recs = _records(_split(hand, melds, (14,)))
    v = _void_index(void)
    if v >= 0 and not _melds_allowed(melds, v):
        return False
    if _regular_win(recs, v):
        return True
    if melds:
        return False
    if family is _FAMILY_SICHUAN:
        return _seven_pairs_win(recs, v, len(hand))
    return _orphans_win(hand)


# ---------------------------------------------------------------------------------------------
# Shanten


def _regular_shanten(recs: list[int], sets: int, void: int) -> int:
    d = [_DIST[r] for r in recs]
    if void >= 0:
        d[void] = _DIST[_EMPTY_REC]
    c = _combine(_combine(d[0], d[1]), d[2])
    if _N[recs[3]]:
        c = _combine(c, d[3])
    return _DVECS[c][2 * sets + 1] - 1


def _seven_pairs_shanten(recs: list[int], void: int) -> int:
    pairs = odds = 0
    for s, r in enumerate(recs):
        if s != void:
            pairs += _PAIRS[r]
            odds += _ODDS[r]
    return _seven_from(pairs, odds)


def _orphans_shanten(hand: Sequence[int]) -> int:
    held = [t for t in hand if t in _ORPHANS]
    kinds = set(held)
    return 13 - len(kinds) - (1 if len(held) > len(kinds) else 0)


def shanten_by_form(hand: Sequence[int], melds: Sequence[Meld] = (),
                    void: str | Suit | None = None, *,
                    family: Family = Family.SICHUAN) -> dict[Form, int | None]:
    """Shanten of a 13- or 14-tile hand (melds counted) for each form; -1 means complete.

    Void-suit tiles count as tiles to throw away. A form the hand cannot take (seven pairs or
    thirteen orphans once something is declared) is None.
    """
    recs = _records(_split(hand, melds, (13, 14)))
    v = _void_index(void)
    out: dict[Form, int | None] = {}
    for form in _FORMS[family]:
        if form is _FORM_REGULAR:
            out[form] = _regular_shanten(recs, 4 - len(melds), v) if _melds_allowed(melds, v) \
                else None
        elif melds:
            out[form] = None
        elif form is _FORM_SEVEN_PAIRS:
            out[form] = _seven_pairs_shanten(recs, v)
        else:
            out[form] = _orphans_shanten(hand)
    return out


def shanten(hand: Sequence[int], melds: Sequence[Meld] = (), void: str | Suit | None = None,
            *, family: Family = Family.SICHUAN) -> int:
    """The smallest shanten over the family's forms (-1: complete, 0: ready)."""
    idx = _split(hand, melds, (13, 14))
    v = _void_index(void)
    if v >= 0 and not _melds_allowed(melds, v):
        return 99  # a void-suit meld can never win (cannot happen in a legal game)
    return _shanten_at(idx, melds, v, family, hand)


def ready(hand: Sequence[int], melds: Sequence[Meld] = (), void: str | Suit | None = None,
          *, family: Family = Family.SICHUAN) -> bool:
    """``shanten(...) <= 0``, answered as soon as one form is ready (the table's question on
    every discard: whether a player's hand can win on anything)."""
    idx = _split(hand, melds, (13, 14))
    v = _void_index(void)
    if v >= 0 and not _melds_allowed(melds, v):
        return False
    recs = [_NUMBER_IDX[idx[0]], _NUMBER_IDX[idx[1]], _NUMBER_IDX[idx[2]], _HONOUR_IDX[idx[3]]]
    # _regular_shanten, read from the plan shantens remembered by the suits' vectors.
    d = [_DIST[recs[0]], _DIST[recs[1]], _DIST[recs[2]]]
    if v >= 0:
        d[v] = _EMPTY_DIST
    h = _DIST[recs[3]] + 1 if _N[recs[3]] else 0
    sets = 4 - len(melds)
    regular = _WITHIN.get((((d[0] * _S + d[1]) * _S + d[2]) * _S + h) * 5 + sets)
    if regular is None:
        regular = _within_vectors(d[0], d[1], d[2], h, sets, _ALL_GROUPS)
    if regular <= 0:
        return True
    if melds:
        return False
    if family is _FAMILY_SICHUAN:
        return _seven_pairs_shanten(recs, v) <= 0
    # Thirteen orphans: 12 kinds at least among the terminals and honours held.
    i0, i1, i2, _ = idx
    held = (_N[recs[3]] + i0 % 5 + i0 // _NINTH + i1 % 5 + i1 // _NINTH + i2 % 5
            + i2 // _NINTH)
    return held >= 12 and _orphans_shanten(hand) <= 0


_NINTH = 5**8  # a number suit's ninth rank's digit


def void_shantens(hand: Sequence[int], melds: Sequence[Meld] = ()) -> tuple[int, int, int]:
    """``shanten(hand, melds, void)`` (Sichuan) for each void suit m, p and s, the hand split
    once: what a player weighs when choosing the void."""
    idx = _split(hand, melds, (13, 14))
    return (_void_shanten(idx, melds, 0, hand), _void_shanten(idx, melds, 1, hand),
            _void_shanten(idx, melds, 2, hand))


def _void_shanten(idx: list[int], melds: Sequence[Meld], v: int, hand: Sequence[int]) -> int:
    if not _melds_allowed(melds, v):
        return 99  # as shanten(): a void-suit meld can never win
    return _shanten_at(idx, melds, v, _FAMILY_SICHUAN, hand)


def shanten_within(hand: Sequence[int], melds: Sequence[Meld], groups: frozenset[int]) -> int:
    """Regular-form shanten counting only the tiles of ``groups`` (0 m, 1 p, 2 s, 3 honours);
    the other tiles count as tiles to throw away, as a void suit's do. A plan such as "one
    suit and honours" is ``frozenset({0, 3})``. Melds outside the groups make it 99."""
    if any(_slot(m.tile) not in groups for m in melds):
        return 99
    return _within(_records(_split(hand, melds, (13, 14))), 4 - len(melds), groups)


def shanten_within_each(hand: Sequence[int], melds: Sequence[Meld],
                        plans: Sequence[frozenset[int]]) -> list[int]:
    """``shanten_within`` for several group sets at once (the hand is split once)."""
    recs = _records(_split(hand, melds, (13, 14)))
    return _within_each(recs, melds, plans)


def discard_plan_keys(hand: Sequence[int], melds: Sequence[Meld]
                      ) -> tuple[list[int], list[tuple[int, int, int]]]:
    """For a 14-tile hand: its four suits' indices (for ``improving_after``) and, for each kind
    held in order, (kind, the plan distances of the 13 tiles left by discarding it, the key
    of their whole-hand distance). The distances are those of ``ONE_SUIT_PLANS``, four bits
    each (the first plan lowest; 15 stands for 99, a plan without a declared meld's suit);
    ``within_whole(key)`` is ``shanten_within`` over every group. Read off each suit's
    distance vector, so a discard costs a few table reads."""
    idx = _split(hand, melds, (14,))
    sets = 4 - len(melds)
    closed = 0  # the suits of the declared melds, as bits: a plan without one of them is 99
    for m in melds:
        closed |= 1 << _SLOT[m.tile]
    dist, n, num, hon = _DIST, _N, _NUMBER_IDX, _HONOUR_IDX
    one_t, mixed_t = _ONE, _MIXED
    i0, i1, i2, i3 = idx
    v0, v1, v2 = dist[num[i0]], dist[num[i1]], dist[num[i2]]
    v = (v0, v1, v2)
    r3 = hon[i3]
    h = dist[r3] + 1 if n[r3] else 0
    hs = h * 5 + sets
    # Each plan's distance as the 14 tiles stand, packed: a discard changes its own suit's.
    # Summed, not or-ed: a whole hand's distance may be -1 (the 13 tiles' never are).
    # open_one / open_mix: whether the one-suit / with-honours plan of each suit is open.
    if closed:
        open_one = tuple(not closed & ~(1 << j) for j in range(3))
        open_mix = tuple(not closed & ~(1 << j | 8) for j in range(3))
    else:
        open_one = open_mix = (True, True, True)
    one = [15, 15, 15]
    mix = [15, 15, 15]
    packed = 0
    for j in (0, 1, 2):
        vj = v[j]
        if open_mix[j]:
            x = mixed_t[vj * _S5 + hs]
            if x < 0:
                x = _with_honours(vj, h, sets)
            mix[j] = x
        if open_one[j]:
            x = one_t[vj * 5 + sets]
            if x < 0:
                x = _one_suit(vj, sets)
            one[j] = x
        packed += (mix[j] << 4 * j) + (one[j] << 4 * j + 12)
    s3 = 5
    s2 = s3 * _S
    s1 = s2 * _S
    s0 = s1 * _S
    whole = v0 * s0 + v1 * s1 + v2 * s2 + h * s3 + sets
    out: list[tuple[int, int, int]] = []
    # Each suit's kinds held and the vector its tiles keep without one of them (_removals,
    # remembered by the suit's tiles), in kind order.
    for j, scale in ((0, s0), (1, s1), (2, s2)):
        if not idx[j]:
            continue
        om, oo = open_mix[j], open_one[j]
        mj, oj = mix[j], one[j]
        vj = v[j]
        shift = 4 * j
        for t, u in _removals(j, idx[j]):
            p = packed
            if om:
                x = mixed_t[u * _S5 + hs]
                if x < 0:
                    x = _with_honours(u, h, sets)
                p += (x - mj) << shift
            if oo:
                x = one_t[u * 5 + sets]
                if x < 0:
                    x = _one_suit(u, sets)
                p += (x - oj) << shift + 12
            out.append((t, p, whole + (u - vj) * scale))
    if i3:
        for t, g in _removals(3, i3):
            g += 1  # the honours' vector + 1, 0 when none is left (-1)
            gs = g * 5 + sets
            p = packed
            for j in (0, 1, 2):
                if open_mix[j]:
                    x = mixed_t[v[j] * _S5 + gs]
                    if x < 0:
                        x = _with_honours(v[j], g, sets)
                    p += (x - mix[j]) << 4 * j
            out.append((t, p, whole + (g - h) * s3))
    return idx, out


def _removals(s: int, x: int) -> tuple[tuple[int, int], ...]:
    """For suit slot ``s`` holding index ``x``: each kind held, in order, with the distance
    vector the suit keeps without one copy of it (for the honours, -1 when none is left).
    Plain ints, so the remembered tuples are none the garbage collector walks."""
    key = x << 2 | s
    got = _REMOVALS.get(key)
    if got is None:
        table = _NUMBER_IDX if s < 3 else _HONOUR_IDX
        out = []
        for r in range(9 if s < 3 else 7):
            digit = _DIGIT[r]
            if x // digit % 5:
                rec = table[x - digit]
                out.append((s * 9 + r, _DIST[rec] if s < 3 or _N[rec] else -1))
        if len(_REMOVALS) >= _MEMO_LIMIT:
            _REMOVALS.clear()
        got = _REMOVALS[key] = tuple(out)
    return got


_REMOVALS: dict[int, tuple[tuple[int, int], ...]] = {}


# The plans ``discard_plan_keys`` packs, in its order: each suit with honours, each alone.
ONE_SUIT_PLANS: tuple[frozenset[int], ...] = (
    frozenset({0, 3}), frozenset({1, 3}), frozenset({2, 3}),
    frozenset({0}), frozenset({1}), frozenset({2}))
_ALL_GROUPS = frozenset({0, 1, 2, 3})


def _one_suit(v: int, sets: int) -> int:
    """``shanten_within`` one number suit of distance vector ``v``."""
    i = v * 5 + sets
    got = _ONE[i]
    if got < 0:
        got = _ONE[i] = _within_vectors(v, v, v, 0, sets, _FIRST)
    return got


def _with_honours(v: int, h: int, sets: int) -> int:
    """``shanten_within`` one number suit of vector ``v`` and the honours (``h``: their
    vector + 1, 0 when none is held)."""
    i = (v * _S + h) * 5 + sets
    got = _MIXED[i]
    if got < 0:
        got = _MIXED[i] = _within_vectors(v, v, v, h, sets, _FIRST_HONOURS)
    return got


def within_whole(key: int) -> int:
    """``shanten_within`` every group for a ``discard_plan_keys`` whole-hand key."""
    got = _WITHIN.get(key)
    if got is None:
        rest, sets = divmod(key, 5)
        rest, h = divmod(rest, _S)
        rest, d2 = divmod(rest, _S)
        d0, d1 = divmod(rest, _S)
        got = _within_vectors(d0, d1, d2, h, sets, _ALL_GROUPS)
    return got


_FIRST = frozenset({0})
_FIRST_HONOURS = frozenset({0, 3})


def improving_after(idx: list[int], melds: int, t: int, groups: frozenset[int]) -> int:
    """For a 14-tile hand split into ``idx`` with ``melds`` declared (all within ``groups``):
    the kinds (as a bit mask by kind) whose one more copy lowers the plan shanten of the 13
    tiles left by discarding ``t``, as ``ukeire_within`` counts them."""
    s = _SLOT[t]
    idx[s] -= _DIGIT[t]
    mask = _plan_ukeire(idx, melds, groups) >> 4
    idx[s] += _DIGIT[t]
    return mask


def improving_kinds_after(idx: list[int], melds: int, t: int, groups: frozenset[int]
                          ) -> tuple[int, ...]:
    """``improving_after``'s kinds in order, remembered as ``_plan_ukeire``'s masks are."""
    bits = _GROUP_BITS.get(groups)
    if bits is None:
        bits = _bits(groups)
    s = _SLOT[t]
    i0, i1, i2, i3 = idx
    if s == 0:
        i0 -= _DIGIT[t]
    elif s == 1:
        i1 -= _DIGIT[t]
    elif s == 2:
        i2 -= _DIGIT[t]
    else:
        i3 -= _DIGIT[t]
    key = ((((i0 if bits & 1 else 0) * _B + (i1 if bits & 2 else 0)) * _B
            + (i2 if bits & 4 else 0)) * _HONOUR_SPACE + (i3 if bits & 8 else 0)
           ) * 80 + melds * 16 + bits
    got = _PLAN_KINDS.get(key)
    if got is None:
        mask = improving_after(idx, melds, t, groups)
        kinds = []
        while mask:
            low = mask & -mask
            kinds.append(low.bit_length() - 1)
            mask ^= low
        if len(_PLAN_KINDS) >= _MEMO_LIMIT:
            _PLAN_KINDS.clear()
        got = _PLAN_KINDS[key] = tuple(kinds)
    return got


# _plan_ukeire's key -> its improving kinds as a tuple (improving_kinds_after).
_PLAN_KINDS: dict[int, tuple[int, ...]] = {}


def _bits(groups: frozenset[int]) -> int:
    bits = _GROUP_BITS.get(groups)
    if bits is None:
        bits = _GROUP_BITS[groups] = sum(1 << g for g in groups)
    return bits


# The plan distances depend only on the four suits' distance vectors (130 kinds each) and the
# sets wanted, so they are remembered by those: plans tuple -> packed vectors -> distances.
_EACH_13: dict[tuple[frozenset[int], ...], dict[int, tuple[int, ...]]] = {}
_WITHIN: dict[int, int] = {}
_MEMO_LIMIT = 1 << 17  # entries per table before it starts again
_S = _SUIT_VECTORS + 1
# _one_suit and _with_honours by (vector, sets) and (vector, honours, sets); -1 until asked.
_ONE: list[int] = [-1] * (_S * 5)
_MIXED: list[int] = [-1] * (_S * _S * 5)
_S5 = _S * 5


def _within_each(recs: list[int], melds: Sequence[Meld],
                 plans: Sequence[frozenset[int]]) -> list[int]:
    sets = 4 - len(melds)
    h = _DIST[recs[3]] + 1 if _N[recs[3]] else 0
    key = (((_DIST[recs[0]] * _S + _DIST[recs[1]]) * _S + _DIST[recs[2]]) * _S + h) * 5 + sets
    plans_t = plans if type(plans) is tuple else tuple(plans)
    table = _EACH_13.get(plans_t)
    if table is None:
        table = _EACH_13[plans_t] = {}
    got = table.get(key)
    if got is None:
        if len(table) >= _MEMO_LIMIT:
            table.clear()
        got = table[key] = tuple(_within(recs, sets, g) for g in plans_t)
    if not melds:
        return list(got)
    slots = {_slot(m.tile) for m in melds}
    return [99 if not slots <= g else v for g, v in zip(plans_t, got, strict=True)]


def _within(recs: list[int], sets: int, groups: frozenset[int]) -> int:
    return _within_vectors(_DIST[recs[0]], _DIST[recs[1]], _DIST[recs[2]],
                           _DIST[recs[3]] + 1 if _N[recs[3]] else 0, sets, groups)


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
        c = _combine(_combine(d0, d1), d2)
        if h:
            c = _combine(c, h - 1)
        if len(_WITHIN) >= _MEMO_LIMIT:
            _WITHIN.clear()
        got = _WITHIN[key] = _DVECS[c][2 * sets + 1] - 1
    return got


# (the plan's suits' indices, the sets wanted, the plan's suits) -> its shanten + 1 in the low
# four bits and, above them, the kinds (as a bit mask) whose one more copy lowers it.
_PLAN_UKEIRE: dict[int, int] = {}
_GROUP_BITS: dict[frozenset[int], int] = {}


def ukeire_within(hand: Sequence[int], melds: Sequence[Meld], groups: frozenset[int],
                  unseen: Sequence[int]) -> tuple[int, int, tuple[Tile, ...]]:
    """For a 13-tile hand: its ``shanten_within`` the groups, and how many unseen tiles (of
    which kinds) lower it."""
    if melds and any(_slot(m.tile) not in groups for m in melds):
        return 99, 0, ()
    got = _plan_ukeire(_split(hand, melds, (13,)), len(melds), groups)
    total = 0
    kinds: list[Tile] = []
    mask = got >> 4
    while mask:
        low = mask & -mask
        t = low.bit_length() - 1
        if unseen[t]:
            total += unseen[t]
            kinds.append(TILES[t])
        mask ^= low
    return (got & 15) - 1, total, tuple(kinds)


def _plan_ukeire(idx: list[int], melds: int, groups: frozenset[int]) -> int:
    """The plan shanten + 1 of a split 13-tile hand, and above four bits the kinds (as a bit
    mask) whose one more copy lowers it, remembered by the plan's suits."""
    bits = _bits(groups)
    key = ((((idx[0] if bits & 1 else 0) * _B + (idx[1] if bits & 2 else 0)) * _B
            + (idx[2] if bits & 4 else 0)) * _HONOUR_SPACE + (idx[3] if bits & 8 else 0)
           ) * 80 + melds * 16 + bits
    got = _PLAN_UKEIRE.get(key)
    if got is None:
        if len(_PLAN_UKEIRE) >= _MEMO_LIMIT:
            _PLAN_UKEIRE.clear()
        got = _PLAN_UKEIRE[key] = _plan_improving(idx, melds, groups)
    return got


def _plan_improving(idx: list[int], melds: int, groups: frozenset[int]) -> int:
    """``ukeire_within``'s shanten + 1, and above four bits the kinds that lower it."""
    e = _EMPTY_DIST
    dist = _DIST
    d0 = dist[_NUMBER_IDX[idx[0]]] if 0 in groups else e
    d1 = dist[_NUMBER_IDX[idx[1]]] if 1 in groups else e
    d2 = dist[_NUMBER_IDX[idx[2]]] if 2 in groups else e
    r3 = _HONOUR_IDX[idx[3]]
    held = _N[r3] > 0
    d3 = dist[r3] if held and 3 in groups else e
    sets = 4 - melds
    col = 2 * sets + 1
    base = _within_vectors(d0, d1, d2, dist[r3] + 1 if held else 0, sets, groups)
    out = 0
    dvecs = _DVECS
    combined = _COMBINED
    # Adding a tile changes only its own suit: the other three suits' vectors combined (in
    # pairs, the combination being associative and commutative), then each vector the suit
    # can reach with one more copy (``_adds``) with them.
    low = combined.get(d0 << 16 | d1)
    if low is None:
        low = _combine(d0, d1)
    high = combined.get(d2 << 16 | d3)
    if high is None:
        high = _combine(d2, d3)
    for s in (0, 1, 2, 3):
        if s not in groups:
            continue
        if s < 2:
            a, b = (d1 if s == 0 else d0), high
        else:
            a, b = low, (d3 if s == 2 else d2)
        rest = combined.get(a << 16 | b)
        if rest is None:
            rest = _combine(a, b)
        # The suit's part, remembered by its own tiles and the others' vector: it recurs
        # where the plan's other suits changed but kept their shape.
        key = (((rest * 4 + s) * _B + idx[s]) * 16 + col) * 16 + base + 1
        mask = _PLAN_PARTS.get(key, -1)
        if mask < 0:
            mask = 0
            for v, ranks in _adds(s, idx[s]):
                got = combined.get(rest << 16 | v)
                if got is None:
                    got = _combine(rest, v)
                if dvecs[got][col] - 1 < base:
                    mask |= ranks
            if len(_PLAN_PARTS) >= _MEMO_LIMIT:
                _PLAN_PARTS.clear()
            _PLAN_PARTS[key] = mask
        out |= mask << s * 9
    return (base + 1) | out << 4


# (the others' combined vector, suit slot, the suit's index, column, shanten + 1) -> the
# suit's kinds (offsets, as a bit mask) whose one more copy lowers the plan shanten.
_PLAN_PARTS: dict[int, int] = {}


def _adds(s: int, x: int) -> tuple[tuple[int, int], ...]:
    """The distance vectors suit ``s`` holding index ``x`` reaches with one more copy of a
    kind (not one held four times), each with its kinds' offsets as a bit mask."""
    key = x << 2 | s
    got = _ADDS.get(key)
    if got is None:
        table = _NUMBER_IDX if s < 3 else _HONOUR_IDX
        reach: dict[int, int] = {}
        for r in range(9 if s < 3 else 7):
            digit = _DIGIT[r]
            if x // digit % 5 < 4:
                v = _DIST[table[x + digit]]
                reach[v] = reach.get(v, 0) | 1 << r
        if len(_ADDS) >= _MEMO_LIMIT:
            _ADDS.clear()
        got = _ADDS[key] = tuple(reach.items())
    return got


# (suit index, slot) -> ``_adds``: one suit's contents repeat from hand to hand.
_ADDS: dict[int, tuple[tuple[int, int], ...]] = {}


def _shanten_at(idx: list[int], melds: Sequence[Meld], v: int, family: Family,
                hand: Sequence[int]) -> int:
    """Shanten for already-split indices (the incremental path used by waits and discards)."""
    recs = _records(idx)
    best = _regular_shanten(recs, 4 - len(melds), v)
    if not melds and best > -1:
        if family is _FAMILY_SICHUAN:
            best = min(best, _seven_pairs_shanten(recs, v))
        else:
            best = min(best, _orphans_shanten(hand))
    return best


# ---------------------------------------------------------------------------------------------
# Waits, ukeire and discards


def _held(idx: list[int], t: int) -> int:
    return idx[t // 9] // _DIGIT[t] % 5 if t < 27 else idx[3] // _DIGIT[t] % 5


def _meld_counts(melds: Sequence[Meld]) -> list[int]:
    c = [0] * 34
    for m in melds:
        for t in m.tiles:
            c[t] += 1
    return c


def _slot(t: int) -> int:
    return t // 9 if t < 27 else 3


_SLOT = [_slot(t) for t in range(34)]


def waits(hand: Sequence[int], melds: Sequence[Meld] = (), void: str | Suit | None = None,
          *, family: Family = Family.SICHUAN) -> tuple[Tile, ...]:
    """Tile kinds that would complete this 13-tile hand (melds counted), in tile order.

    Kinds the player already holds all four of (hand and melds) are left out; a hand holding a
    void-suit tile waits on nothing.
    """
    idx = _split(hand, melds, (13,))
    v = _void_index(void)
    recs = _records(idx)
    if (v >= 0 and (_N[recs[v]] or not _melds_allowed(melds, v))):
        return ()
    in_melds = _meld_counts(melds)
    out: list[Tile] = []
    forms = _FORMS[family]
    for t in _KINDS[family]:
        s = _slot(t)
        if s == v:
            continue
        held = _held(idx, t)
        if held + in_melds[t] >= 4:
            continue
        new = list(recs)
        ni = idx[s] + _DIGIT[t]
        new[s] = _NUMBER_IDX[ni] if s < 3 else _HONOUR_IDX[ni]
        if _regular_win(new, v):
            out.append(TILES[t])
        elif not melds:
            if _FORM_SEVEN_PAIRS in forms:
                if _seven_pairs_win(new, v, 14):
                    out.append(TILES[t])
            elif _orphans_win((*hand, t)):
                out.append(TILES[t])
    return tuple(out)


def unseen_counts(hand: Sequence[int], melds: Sequence[Meld] = (),
                  visible: Iterable[int] = ()) -> list[int]:
    """Copies of each of the 34 kinds the player has not seen: 4 minus own hand, own melds and
    the other visible tiles (discards, other players' melds), never below 0."""
    c = [4] * 34
    for t in hand:
        if t < 34:
            c[t] -= 1
    for t in visible:
        if t < 34:
            c[t] -= 1
    for m in melds:
        for t in m.tiles:
            c[t] -= 1
    return [x if x > 0 else 0 for x in c]


def _ukeire_at(idx: list[int], melds: Sequence[Meld], v: int, family: Family,
               hand: list[int], unseen: list[int], base: int) -> tuple[int, tuple[Tile, ...]]:
    total = 0
    kinds: list[Tile] = []
    for t in _KINDS[family]:
        s = _slot(t)
        if s == v or not unseen[t] or _held(idx, t) >= 4:
            continue
        idx[s] += _DIGIT[t]
        hand.append(t)
        if _shanten_at(idx, melds, v, family, hand) < base:
            total += unseen[t]
            kinds.append(TILES[t])
        hand.pop()
        idx[s] -= _DIGIT[t]
    return total, tuple(kinds)


def ukeire(hand: Sequence[int], melds: Sequence[Meld] = (), void: str | Suit | None = None,
           visible: Iterable[int] = (), *,
           family: Family = Family.SICHUAN) -> tuple[int, tuple[Tile, ...]]:
    """For a 13-tile hand: how many unseen tiles lower its shanten, and which kinds they are."""
    idx = _split(hand, melds, (13,))
    v = _void_index(void)
    unseen = unseen_counts(hand, melds, visible)
    base = _shanten_at(idx, melds, v, family, hand)
    return _ukeire_at(idx, melds, v, family, list(hand), unseen, base)


if TYPE_CHECKING:
    class DiscardOption(NamedTuple):
        """Discarding ``tile`` leaves a hand of this shanten, improved by ``ukeire`` unseen
        tiles of ``kinds``; when that hand is ready, ``waits`` are its winning tiles."""

        tile: Tile
        shanten: int
        ukeire: int
        kinds: tuple[Tile, ...]
        waits: tuple[Tile, ...]
else:
    # A named tuple rather than a frozen dataclass: ``discards`` makes one per candidate on
    # every bot decision, and a tuple is built several times faster. Made by ``collections``
    # at run time: ``typing`` (and ``dataclasses``) would add to every start's engine import.
    DiscardOption = namedtuple("DiscardOption", "tile shanten ukeire kinds waits")
    DiscardOption.__doc__ = (
        "Discarding ``tile`` leaves a hand of this shanten, improved by ``ukeire`` unseen "
        "tiles of ``kinds``; when that hand is ready, ``waits`` are its winning tiles.")


def discards(hand: Sequence[int], melds: Sequence[Meld] = (), void: str | Suit | None = None,
             visible: Iterable[int] = (), *, family: Family = Family.SICHUAN,
             only: Iterable[int] | None = None, within: int | None = None,
             unseen: Sequence[int] | None = None,
             details: bool = True, rank_only: bool = False) -> list[DiscardOption]:
    """Every distinct discard of a 14-tile hand, best first: by shanten, then most ukeire.
    ``only``: just these kinds (the legal discards, e.g. the void suit's while one is held);
    ``within``: just the discards whose shanten is at most this much above the best one's.
    Either way each option is the same as in the full list, in the same order. ``unseen``: the
    counts ``unseen_counts(hand, melds, visible)`` gives, when the caller has them already
    (``visible`` is then not read). ``details=False``: the shanten and ukeire only, ``kinds``
    and ``waits`` left empty (what a bot that ranks by them needs, made faster).
    ``rank_only=True``: the caller only ranks the options, so when a single candidate is left
    to weigh (after ``only`` and ``within``) its ukeire is not counted: it comes back as 0.

    Unseen copies are counted from the player's view: the 14 tiles (the discard goes to the
    river, so it counts as seen), own melds and ``visible``.

    Incremental: removing a candidate changes one suit's distance vector only, so every suit
    but one (and every pair of suits but two) is combined once per call; a candidate costs
    one combine for its shanten and one per other suit for the tiles that improve it, read
    from remembered per-suit tables. Seven pairs and thirteen orphans are counted from running
    sums, and a ready hand's waits are the improving kinds it does not hold four of.
    """
    idx = _split(hand, melds, (14,))
    v = -1 if void is None else _void_index(void)
    recs = _records(idx)
    col = 2 * (4 - len(melds)) + 1
    empty = _DIST[_EMPTY_REC]
    seven = family is _FAMILY_SICHUAN and not melds
    orphans = family is _FAMILY_HONG_KONG and not melds
    active, own = _ACTIVE[family is _FAMILY_HONG_KONG, v]
    comb = _combine
    cget = _COMBINED.get
    dvecs = _DVECS
    improving_get = _IMPROVING.get
    added_get = _ADDED.get
    ranks_of, tiles_of, seven_step, fields = _RANKS_OF, _TILES_OF, _SEVEN_STEP, _FIELDS
    if not ranks_of:
        ranks_of, tiles_of, seven_step, fields = _rank_tables()
    # Distance vectors of the whole hand; the void suit counts as empty.
    d = [_DIST[x] for x in recs]
    if v >= 0:
        d[v] = empty
    hon = bool(_N[recs[3]])
    # pw[j]: the number suits other than j; rest[s]: every suit but s (honours when held);
    # third[o]: number suit o alone (with the honours), what two other suits leave.
    d0, d1, d2 = d[0], d[1], d[2]
    x = cget(d1 << 16 | d2)
    p0 = comb(d1, d2) if x is None else x
    x = cget(d0 << 16 | d2)
    p1 = comb(d0, d2) if x is None else x
    x = cget(d0 << 16 | d1)
    p2 = comb(d0, d1) if x is None else x
    pw = (p0, p1, p2)
    x = cget(p0 << 16 | d0)
    numbers = comb(p0, d0) if x is None else x
    if hon:
        rest = [comb(pw[0], d[3]), comb(pw[1], d[3]), comb(pw[2], d[3]), numbers]
        third = [comb(d[0], d[3]), comb(d[1], d[3]), comb(d[2], d[3])]
    else:
        rest = [pw[0], pw[1], pw[2], numbers]
        third = [d[0], d[1], d[2]]
    # Each suit's "added" profile as it stands, fetched when a candidate elsewhere needs it
    # (a suit holding all 14 tiles never does, and has no profile: 15 tiles are no record).
    added: list[int | None] = [None, None, None, None]
    # Per suit (remembered by its count index): the ranks held an odd number of times, those
    # held four times, and the unseen masks (below) when nothing but the hand has been seen.
    bits = [_NO_BITS, _NO_BITS, _NO_BITS, _NO_BITS]
    suit_bits_get = _SUIT_BITS.get
    for su in active:
        b = suit_bits_get(idx[su] << 1 | (su == 3))
        bits[su] = _suit_bits(idx[su] << 1 | (su == 3)) if b is None else b
    if seven:
        pairs_all = odds_all = 0
        for k in active:
            pairs_all += _PAIRS[recs[k]]
            odds_all += _ODDS[recs[k]]
    if orphans:
        counts = [0] * 34
        for t in hand:
            counts[t] += 1
        held_all = sum(counts[o] for o in _ORPHANS)
        kinds_all = sum(1 for o in _ORPHANS if counts[o])
    # Per suit, the ranks with a copy unseen and the unseen copies packed a byte a rank: a
    # rank mask's unseen tiles are then one AND and one remainder (``_unseen_masks``). Without
    # visible tiles or melds a suit's unseen copies follow from its count index alone.
    drawable = [0, 0, 0, 0]
    weights = [0, 0, 0, 0]
    if unseen is None and not melds and not visible:
        for su in active:
            b = bits[su]
            drawable[su], weights[su] = b[2], b[3]
    else:
        if unseen is None:
            unseen = unseen_counts(hand, melds, visible)
        for su in active:
            lo = 9 * su
            if details:
                left = tuple(unseen[lo:lo + 9])
                masks = _UNSEEN_MASKS.get(left)
                if masks is None:
                    masks = _unseen_masks(left)
                drawable[su], weights[su] = masks
            else:  # the packed copies alone (``drawable`` serves the improving kinds only)
                weights[su] = int.from_bytes(bytes(unseen[lo:lo + 9]), "little")
    can_wait = v < 0 or _melds_allowed(melds, v)  # a void-suit meld never wins
    want_ready = can_wait and details
    in_melds = _meld_counts(melds) if melds and want_ready else None
    ranked: list[tuple[int, DiscardOption]] = []
    new_tuple = tuple.__new__  # DiscardOption's own __new__, without its Python frame
    # First every candidate's shanten, then the tiles that improve each (the costly part).
    firsts: list[tuple[int, int, int, int, bool, int, int, int, int]] = []
    flags = 0
    held = kinds = 0
    best = 99
    for t in sorted(set(hand) if only is None else set(hand).intersection(only)):
        s = t // 9 if t < 27 else 3
        ni = idx[s] - _DIGIT[t]
        nrec = _NUMBER_IDX[ni] if s < 3 else _HONOUR_IDX[ni]
        ds = empty if s == v else _DIST[nrec]
        hon_after = hon
        if s == 3 and not _N[nrec]:
            whole, hon_after = numbers, False
        else:
            got = cget(rest[s] << 16 | ds)
            whole = comb(rest[s], ds) if got is None else got
        sh = dvecs[whole][col] - 1
        if seven:
            pairs, odds = pairs_all, odds_all
            if s != v:
                pairs += _PAIRS[nrec] - _PAIRS[recs[s]]
                odds += _ODDS[nrec] - _ODDS[recs[s]]
            # The hand's shanten with seven pairs, and (flags) whether a copy onto a single,
            # or a new single (a third copy), would lower it: one table read.
            sh, flags = seven_step[(pairs << 4 | odds) << 4 | (sh + 1)]
        if orphans:
            held, kinds = held_all, kinds_all
            if t in _ORPHAN_SET:
                held -= 1
                if counts[t] == 1:
                    kinds -= 1
            sh = min(sh, 13 - kinds - (1 if held > kinds else 0))
        firsts.append((t, s, ni, ds, hon_after, sh, flags, held, kinds))
        if sh < best:
            best = sh
    if within is not None and firsts:
        # Only the candidates near the best shanten are weighed further.
        limit = best + within
        firsts = [f for f in firsts if f[5] <= limit]
    if rank_only and len(firsts) == 1:  # nothing to rank it against
        t, sh = firsts[0][0], firsts[0][5]
        return [tuple.__new__(DiscardOption, (TILES[t], sh, 0, (), ()))]
    # The other suits' part of a candidate (the tiles there that improve it, split at the
    # candidate's suit) depends on the candidate only through its suit's new distances and the
    # shanten to beat: about half of them repeat within a call.
    cross: dict[int, tuple[int, tuple[Tile, ...], tuple[Tile, ...],
                           tuple[Tile, ...], tuple[Tile, ...]]] = {}
    for t, s, ni, ds, hon_after, sh, flags, held, kinds in firsts:
        if orphans:
            counts[t] -= 1
        mk = -1 if orphans else (((ds << 2 | s) << 4 | (sh + 1)) << 2 | flags)
        part = cross.get(mk)
        if part is None:
            tot_o = 0
            b_lo: tuple[Tile, ...] = ()
            b_hi: tuple[Tile, ...] = ()
            r_lo: list[Tile] = []
            r_hi: list[Tile] = []
            for su in active:
                if su == s:
                    continue
                a = added[su]
                if a is None:
                    a = added_get(idx[su] << 1 | (su == 3))
                    if a is None:
                        a = _added(idx[su] << 1 | (su == 3))
                    added[su] = a
                if s == 3:
                    x = pw[su]
                    if not hon_after:
                        against = x
                        x = -1
                elif su == 3:
                    x = pw[s]
                else:
                    x = third[3 - s - su]
                if x >= 0:
                    got = cget(x << 16 | ds)
                    against = comb(x, ds) if got is None else got
                key = (against << 24 | a) << 4 | col
                below = improving_get(key)
                if below is None:
                    below = _improving(key)
                mask = below[sh + 1]
                if flags:
                    odd, four = bits[su][:2]
                    if flags & 2:
                        mask |= odd
                    if flags & 1:
                        mask |= 0x1FF & ~odd & ~four
                if orphans:
                    mask |= _orphans_improving(su, counts, held, kinds, sh)
                if sh == 0 and want_ready:  # ready: the improving kinds are the winning ones
                    lo = 9 * su
                    ix = idx[su]
                    r = r_lo if su < s else r_hi
                    for k in ranks_of[mask]:
                        u = lo + k
                        if ix // _DIGIT[u] % 5 + (in_melds[u] if in_melds else 0) < 4:
                            r.append(TILES[u])
                if mask:
                    tot_o += (weights[su] & fields[mask]) % 255
                    if details:
                        mask &= drawable[su]
                        if su < s:
                            b_lo += tiles_of[su][mask]
                        else:
                            b_hi += tiles_of[su][mask]
            part = (tot_o, b_lo, b_hi, tuple(r_lo), tuple(r_hi))
            if mk >= 0:
                cross[mk] = part
        total, b_lo, b_hi, ready_lo, ready_hi = part
        if own[s]:
            # The candidate's own suit: its counts changed, the rest is every other suit.
            key = ni << 1 | (s == 3)
            a = added_get(key)
            if a is None:
                a = _added(key)
            key = (rest[s] << 24 | a) << 4 | col
            below = improving_get(key)
            if below is None:
                below = _improving(key)
            mask = below[sh + 1]
            if flags:
                bit = 1 << (t - 9 * s)
                odd, four = bits[s][:2]
                odd ^= bit  # the candidate's copy is gone
                if flags & 2:
                    mask |= odd
                if flags & 1:
                    mask |= 0x1FF & ~odd & ~(four & ~bit)
            if orphans:
                mask |= _orphans_improving(s, counts, held, kinds, sh)
            ready_s: tuple[Tile, ...] = ()
            if sh == 0 and want_ready:
                lo = 9 * s
                ready_s = tuple(TILES[lo + k] for k in ranks_of[mask]
                                if ni // _DIGIT[lo + k] % 5
                                + (in_melds[lo + k] if in_melds else 0) < 4)
            if mask:
                total += (weights[s] & fields[mask]) % 255
                better = b_lo + tiles_of[s][mask & drawable[s]] + b_hi if details else ()
            else:
                better = b_lo + b_hi
            ready = ready_lo + ready_s + ready_hi
        else:
            better = b_lo + b_hi
            ready = ready_lo + ready_hi
        if orphans:
            counts[t] += 1
        # Best first: shanten, then most ukeire (at most 136), then the tile; one int each.
        ranked.append((((sh + 1) << 16) - (total << 6) + t,
                       new_tuple(DiscardOption, (TILES[t], sh, total, better, ready))))
    ranked.sort()
    return [o for _, o in ranked]


def _orphans_improving(su: int, counts: list[int], held: int, kinds: int, sh: int) -> int:
    """The ranks of suit ``su`` whose copy lowers a hand's thirteen-orphans shanten below
    ``sh`` (``held`` orphan tiles of ``kinds`` kinds; ``counts``: the 13 tiles)."""
    lo = 9 * su
    mask = 0
    for u in _ORPHANS:
        if lo <= u < lo + (7 if su == 3 else 9) and counts[u] < 4:
            k2 = kinds + (0 if counts[u] else 1)
            if 13 - k2 - (1 if held + 1 > k2 else 0) < sh:
                mask |= 1 << (u - lo)
    return mask


# The set bits of a 9-bit rank mask, in rank order; per suit (m, p, s, honours) the tiles of a
# rank mask, in order; and the seven-pairs step: made on the first ``discards`` call, not at
# import.
_RANKS_OF: tuple[tuple[int, ...], ...] = ()
_TILES_OF: tuple[tuple[tuple[Tile, ...], ...], ...] = ()
_SEVEN_STEP: tuple[tuple[int, int], ...] = ()
_FIELDS: tuple[int, ...] = ()  # a rank mask -> a 255 byte in each of its ranks' places


def _seven_step(pairs: int, odds: int, sh: int) -> tuple[int, int]:
    """A 13-tile hand's shanten with seven pairs counted, from its pairs, singles and regular
    shanten ``sh``; and flags: 2 when a copy onto a single, 1 when a new single (a third copy or
    a kind not held) would lower it below that."""
    sh = min(sh, _seven_from(pairs, odds))
    onto_single = _seven_from(pairs + 1, odds - 1) < sh  # the single becomes a pair
    new_single = _seven_from(pairs, odds + 1) < sh  # one single more
    return sh, onto_single << 1 | new_single


def _rank_tables() -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[tuple[Tile, ...], ...], ...],
                            tuple[tuple[int, int], ...], tuple[int, ...]]:
    global _RANKS_OF, _TILES_OF, _SEVEN_STEP, _FIELDS
    if not _RANKS_OF:
        ranks_of = tuple(tuple(k for k in range(9) if m >> k & 1) for m in range(512))
        _TILES_OF = tuple(
            tuple(tuple(TILES[9 * su + k] for k in ranks if 9 * su + k < 34)
                  for ranks in ranks_of)
            for su in range(4))
        # Indexed (pairs << 4 | singles) << 4 | (regular shanten + 1): at most 7 pairs and 13
        # singles in 13 tiles, a regular shanten of at most 8.
        _SEVEN_STEP = tuple(_seven_step(i >> 8, i >> 4 & 15, (i & 15) - 1) for i in range(8 << 8))
        _FIELDS = tuple(sum(255 << 8 * k for k in ranks) for ranks in ranks_of)
        _RANKS_OF = ranks_of  # the last: a call that sees it set finds the others made
    return _RANKS_OF, _TILES_OF, _SEVEN_STEP, _FIELDS


# A suit's count index (and whether it is the honours) -> the id of its "added" profile: the
# distance vector after one more copy of each rank (-1 where a fifth copy would be needed).
# Many count indices share a profile, which keeps the next table small.
_ADDED: dict[int, int] = {}
_ADDED_PROFILES: list[tuple[int, ...]] = []
_ADDED_ID: dict[tuple[int, ...], int] = {}
# (other suits' distances, added profile, column) -> for each shanten to beat (-1 .. 14, at
# index shanten + 1; a hand all in its void suit counts every tile missing) the ranks whose copy
# lowers the regular shanten below it. Pure functions of their keys, so remembered across
# calls; bounded: cleared when full.
_IMPROVING: dict[int, tuple[int, ...]] = {}
_CACHE_LIMIT = 300_000
_MAX_SHANTEN = 14


def _added(key: int) -> int:
    """``_ADDED``'s entry for ``key`` (a suit's count index << 1 | honours), made now."""
    suit_idx, honours = key >> 1, key & 1
    if len(_ADDED) >= _CACHE_LIMIT:
        _ADDED.clear()
    table, n = (_HONOUR_IDX, 7) if honours else (_NUMBER_IDX, 9)
    dist = _DIST
    out = []
    rest, digit = suit_idx, 1
    for _ in range(n):  # rank by rank: its count is the next base-5 digit
        rest, held = divmod(rest, 5)
        out.append(-1 if held >= 4 else dist[table[suit_idx + digit]])
        digit *= 5
    profile = tuple(out)
    pid = _ADDED_ID.get(profile)
    if pid is None:
        pid = _ADDED_ID[profile] = len(_ADDED_PROFILES)
        _ADDED_PROFILES.append(profile)
    _ADDED[key] = pid
    return pid


# A suit's unseen counts (a tuple) -> its ranks with a copy unseen, and its unseen counts packed
# a byte a rank (the counts' bytes read as one number). A rank mask's unseen copies are then
# ``(packed & _FIELDS[mask]) % 255``: 256 leaves 1 modulo 255, so the remainder is the sum of
# the bytes kept (at most 36).
_UNSEEN_MASKS: dict[tuple[int, ...], tuple[int, int]] = {}


def _unseen_masks(counts: tuple[int, ...]) -> tuple[int, int]:
    if len(_UNSEEN_MASKS) >= _CACHE_LIMIT:
        _UNSEEN_MASKS.clear()
    drawable = 0
    for k, c in enumerate(counts):
        if c:
            drawable |= 1 << k
    out = _UNSEEN_MASKS[counts] = (drawable, int.from_bytes(bytes(counts), "little"))
    return out


# A suit's count index << 1 | honours -> the ranks it holds an odd number of times, those it
# holds four of, and ``_unseen_masks`` of its unseen copies when nothing else has been seen.
_SUIT_BITS: dict[int, tuple[int, int, int, int]] = {}
_NO_BITS = (0, 0, 0, 0)  # a suit not played


def _suit_bits(key: int) -> tuple[int, int, int, int]:
    if len(_SUIT_BITS) >= _CACHE_LIMIT:
        _SUIT_BITS.clear()
    rest = key >> 1
    # The low five ranks and the high four (the honours' two) from the remembered halves.
    lo = _half_bits(rest % 3125, 5)
    hi = _half_bits(rest // 3125, 2 if key & 1 else 4)
    out = _SUIT_BITS[key] = (lo[0] | hi[0] << 5, lo[1] | hi[1] << 5, lo[2] | hi[2] << 5,
                             lo[3] | hi[3] << 40)
    return out


# (base-5 digits of a few ranks << 3 | how many ranks) -> ``_suit_bits``' four values for those
# ranks alone: at most 3,125 + 625 + 25 entries, so every suit's bits are soon two reads.
_HALVES: dict[int, tuple[int, int, int, int]] = {}


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
        got = _HALVES[key] = (odd, four, drawable, packed)
    return got


def _improving(key: int) -> tuple[int, ...]:
    """``_IMPROVING``'s entry for ``key`` ((against << 24 | added) << 4 | col), made now."""
    against, added, col = key >> 28, key >> 4 & 0xFFFFFF, key & 0xF
    if len(_IMPROVING) >= _CACHE_LIMIT:
        _IMPROVING.clear()
    # at[n + 1]: the ranks whose copy leaves shanten n; below[b + 1] collects those under b.
    at = [0] * (_MAX_SHANTEN + 2)
    # The shanten column ``col`` of ``against`` combined with each one-suit vector: a list by
    # vector id (-9 where not yet known), remembered per (against, col).
    row = _ROWS.get(against << 4 | col)
    if row is None:
        if len(_ROWS) >= _CACHE_LIMIT:
            _ROWS.clear()
        row = _ROWS[against << 4 | col] = [-9] * _SUIT_VECTORS
    for k, dist in enumerate(_ADDED_PROFILES[added]):
        if dist < 0:
            continue  # no fifth copy
        new = row[dist]
        if new == -9:
            new = row[dist] = _column(against, dist, col)
        at[(new if new < _MAX_SHANTEN else _MAX_SHANTEN) + 1] |= 1 << k
    # below[0] is empty, below[i] the union of at[0 .. i-1]: one running OR.
    out = _IMPROVING[key] = (0, *accumulate(at[:_MAX_SHANTEN + 1], or_))
    return out


# (against << 4 | col) -> the shanten in column ``col`` of ``against`` combined with each
# one-suit distance vector (by id): far fewer keys than ``_IMPROVING``'s, so a new
# ``_IMPROVING`` entry is mostly read from here.
_ROWS: dict[int, list[int]] = {}


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


def _seven_from(pairs: int, odds: int) -> int:
    """Seven-pairs shanten from a hand's pair and single counts."""
    if pairs >= 7:
        return -1
    missing = 7 - pairs
    return 2 * missing - min(odds, missing) - 1


# ---------------------------------------------------------------------------------------------
# Decompositions


class GroupKind(str, Enum):
    PAIR = "pair"
    SEQUENCE = "sequence"  # a concealed run of three
    TRIPLET = "triplet"  # a concealed three of a kind
    ORPHANS = "orphans"  # the thirteen orphans as one group (its tile: the doubled one)


class Group(KindTile):
    """A group of concealed tiles; ``tile`` is the lowest tile (or the pair's tile). A frozen
    value (``values.KindTile``), as ``Meld`` is."""

    __slots__ = ("kind", "tile")
    __match_args__ = ("kind", "tile")
    kind: GroupKind
    tile: Tile

    def __init__(self, kind: GroupKind, tile: Tile) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "tile", tile)

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind is _GROUPKIND_SEQUENCE:
            return (self.tile, TILES[self.tile + 1], TILES[self.tile + 2])
        if self.kind is _GROUPKIND_TRIPLET:
            return (self.tile,) * 3
        if self.kind is _GROUPKIND_PAIR:
            return (self.tile,) * 2
        return tuple(TILES[t] for t in _ORPHANS) + (self.tile,)


class Decomposition(Frozen):
    """One reading of a winning hand: the concealed groups (sets and the pair, or seven
    pairs) and the declared melds. A frozen value (``values.Frozen``), as ``Group`` is."""

    __slots__ = ("form", "groups", "melds")
    __match_args__ = ("form", "groups", "melds")
    form: Form
    groups: tuple[Group, ...]
    melds: tuple[Meld, ...]

    def __init__(self, form: Form, groups: tuple[Group, ...], melds: tuple[Meld, ...]) -> None:
        object.__setattr__(self, "form", form)
        object.__setattr__(self, "groups", groups)
        object.__setattr__(self, "melds", melds)

    @property
    def pair(self) -> Tile | None:
        if self.form is not _FORM_REGULAR:
            return None
        return next(g.tile for g in self.groups if g.kind is _GROUPKIND_PAIR)


def _group_order(g: Group) -> tuple[Tile, str]:
    """A reading's order of groups: by tile, then kind (a ``str`` enum: its value's order)."""
    return g.tile, g.kind


def _sets(counts: list[int], start: int, acc: list[Group], out: set[tuple[Group, ...]]) -> None:
    i = start
    while i < 34 and counts[i] == 0:
        i += 1
    if i == 34:
        out.add(tuple(sorted(acc, key=_group_order)))
        return
    if counts[i] >= 3:
        counts[i] -= 3
        acc.append(Group(_GROUPKIND_TRIPLET, TILES[i]))
        _sets(counts, i, acc, out)
        acc.pop()
        counts[i] += 3
    if i < 27 and i % 9 <= 6 and counts[i + 1] and counts[i + 2]:
        for j in (i, i + 1, i + 2):
            counts[j] -= 1
        acc.append(Group(_GROUPKIND_SEQUENCE, TILES[i]))
        _sets(counts, i, acc, out)
        acc.pop()
        for j in (i, i + 1, i + 2):
            counts[j] += 1


def decompositions(hand: Sequence[int], melds: Sequence[Meld] = (),
                   *, family: Family = Family.SICHUAN) -> list[Decomposition]:
    """Every way to read a winning 14-tile hand (melds counted); empty when it is no win.

    The void suit plays no part here: check ``is_win`` with the void first.
    """
    _split(hand, melds, (14,))
    counts = [0] * 34
    for t in hand:
        counts[t] += 1
    found: list[Decomposition] = []
    ms = tuple(melds)
    # Sets take three tiles of one suit (the honours' sets three of a kind): only a pair that
    # leaves each suit a multiple of three can begin a reading.
    suit_counts = [sum(counts[0:9]), sum(counts[9:18]), sum(counts[18:27]), sum(counts[27:34])]
    for p in range(34):
        if counts[p] >= 2:
            su = p // 9 if p < 27 else 3
            suit_counts[su] -= 2
            fits = all(n % 3 == 0 for n in suit_counts)
            suit_counts[su] += 2
            if not fits:
                continue
            counts[p] -= 2
            seen: set[tuple[Group, ...]] = set()
            _sets(counts, 0, [], seen)
            counts[p] += 2
            for sets in sorted(seen, key=lambda gs: [_group_order(g) for g in gs]):
                groups = (Group(_GROUPKIND_PAIR, TILES[p]), *sets)
                found.append(Decomposition(_FORM_REGULAR, groups, ms))
    if not melds and len(hand) == 14:
        if family is _FAMILY_SICHUAN and all(c % 2 == 0 for c in counts):
            pairs = tuple(Group(_GROUPKIND_PAIR, TILES[t]) for t in range(34)
                          for _ in range(counts[t] // 2))
            found.append(Decomposition(_FORM_SEVEN_PAIRS, pairs, ()))
        if family is _FAMILY_HONG_KONG and _orphans_win(hand):
            double = next(t for t in _ORPHANS if counts[t] == 2)
            found.append(Decomposition(_FORM_THIRTEEN_ORPHANS,
                                       (Group(_GROUPKIND_ORPHANS, TILES[double]),), ()))
    return found


# Enum members read in the functions above, as module names: on Python 3.11 a member read
# off its class goes through EnumType's __getattr__ hook, several times a global's cost.
_FAMILY_HONG_KONG = Family.HONG_KONG
_FAMILY_SICHUAN = Family.SICHUAN
_FORM_REGULAR = Form.REGULAR
_FORM_SEVEN_PAIRS = Form.SEVEN_PAIRS
_FORM_THIRTEEN_ORPHANS = Form.THIRTEEN_ORPHANS
_GROUPKIND_ORPHANS = GroupKind.ORPHANS
_GROUPKIND_PAIR = GroupKind.PAIR
_GROUPKIND_SEQUENCE = GroupKind.SEQUENCE
_GROUPKIND_TRIPLET = GroupKind.TRIPLET
_MELDKIND_CHOW = MeldKind.CHOW
_MELDKIND_PONG = MeldKind.PONG
