"""The win check and the shanten: per form, the smallest, ready or not, each void suit's."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_gui.engine.analysis.families import (
    _FAMILY_SICHUAN,
    _FORM_REGULAR,
    _FORM_SEVEN_PAIRS,
    _FORMS,
    Family,
    Form,
)
from mahjong_gui.engine.analysis.hands import _melds_allowed, _records, _split, _void_index
from mahjong_gui.engine.analysis.tables import (
    _ALL_GROUPS,
    _DIST,
    _DVECS,
    _EMPTY_DIST,
    _EMPTY_REC,
    _EXACT,
    _HONOUR_IDX,
    _N,
    _NUMBER_IDX,
    _ODDS,
    _PAIRS,
    _S,
    _WITHIN,
    _combine,
    _within_vectors,
)
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.tiles import Suit


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
    v = -1 if void is None else _void_index(void)
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
    v = -1 if void is None else _void_index(void)
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


def _seven_from(pairs: int, odds: int) -> int:
    """Seven-pairs shanten from a hand's pair and single counts."""
    if pairs >= 7:
        return -1
    missing = 7 - pairs
    return 2 * missing - min(odds, missing) - 1
