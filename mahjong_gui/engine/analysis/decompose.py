"""The readings of a winning hand: its groups (``Group``) as ``Decomposition``s."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from mahjong_gui.engine.analysis.families import (
    _FAMILY_HONG_KONG,
    _FAMILY_SICHUAN,
    _FORM_REGULAR,
    _FORM_SEVEN_PAIRS,
    _FORM_THIRTEEN_ORPHANS,
    Family,
    Form,
)
from mahjong_gui.engine.analysis.hands import _split
from mahjong_gui.engine.analysis.shantens import _ORPHANS, _orphans_win
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.tiles import TILES, Tile
from mahjong_gui.engine.values import Frozen, KindTile

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


_GROUPKIND_ORPHANS = GroupKind.ORPHANS
_GROUPKIND_PAIR = GroupKind.PAIR
_GROUPKIND_SEQUENCE = GroupKind.SEQUENCE
_GROUPKIND_TRIPLET = GroupKind.TRIPLET
