"""A ready hand's waits, the unseen tiles, and a 13-tile hand's ukeire."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from mahjong_gui.engine.analysis.families import _FORM_SEVEN_PAIRS, _FORMS, _KINDS, Family
from mahjong_gui.engine.analysis.hands import _melds_allowed, _records, _split, _void_index
from mahjong_gui.engine.analysis.shantens import (
    _orphans_win,
    _regular_win,
    _seven_pairs_win,
    _shanten_at,
)
from mahjong_gui.engine.analysis.tables import _DIGIT, _HONOUR_IDX, _N, _NUMBER_IDX, _slot
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.tiles import TILES, Suit, Tile

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
