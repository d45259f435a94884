"""Every discard of a 14-tile hand with its shanten and ukeire (``discards``), best first."""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Iterable, Sequence

from mahjong_gui.engine.analysis.discard_tables import (
    _ADDED,
    _IMPROVING,
    _NO_BITS,
    _SUIT_BITS,
    _UNSEEN_MASKS,
    _added,
    _improving,
    _suit_bits,
    _unseen_masks,
)
from mahjong_gui.engine.analysis.families import _FAMILY_HONG_KONG, _FAMILY_SICHUAN, Family
from mahjong_gui.engine.analysis.hands import (
    _ACTIVE,
    _melds_allowed,
    _records,
    _split,
    _void_index,
)
from mahjong_gui.engine.analysis.shantens import _ORPHAN_SET, _ORPHANS, _seven_from
from mahjong_gui.engine.analysis.tables import (
    _COMBINED,
    _DIGIT,
    _DIST,
    _DVECS,
    _EMPTY_DIST,
    _HONOUR_IDX,
    _N,
    _NUMBER_IDX,
    _ODDS,
    _PAIRS,
    _combine,
)
from mahjong_gui.engine.analysis.waiting import _meld_counts, unseen_counts
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.memo import FiniteTable
from mahjong_gui.engine.tiles import TILES, Suit, Tile

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy knows the name)
if TYPE_CHECKING:
    from typing import NamedTuple

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
    seven = family is _FAMILY_SICHUAN and not melds
    orphans = family is _FAMILY_HONG_KONG and not melds
    active, own = _ACTIVE[family is _FAMILY_HONG_KONG, v]
    tables = _RANK_TABLES_DATA.get(0)
    if tables is None:
        tables = _rank_tables()
    # Distance vectors of the whole hand; the void suit counts as empty.
    d = [_DIST[x] for x in recs]
    if v >= 0:
        d[v] = _EMPTY_DIST
    hon = bool(_N[recs[3]])
    # pw[j]: the number suits other than j; rest[s]: every suit but s (honours when held);
    # third[o]: number suit o alone (with the honours), what two other suits leave.
    comb = _combine
    cget = _COMBINED.get
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
    bits, drawable, weights = _suit_masks(hand, melds, visible, unseen, idx, active, details)
    can_wait = v < 0 or _melds_allowed(melds, v)  # a void-suit meld never wins
    want_ready = can_wait and details
    in_melds = _meld_counts(melds) if melds and want_ready else None
    # First every candidate's shanten, then the tiles that improve each (the costly part).
    firsts, best, counts = _first_shantens(hand, only, idx, recs, v, hon, rest, numbers, col,
                                           active, seven, orphans, tables[2])
    if within is not None and firsts:
        # Only the candidates near the best shanten are weighed further.
        limit = best + within
        firsts = [f for f in firsts if f[5] <= limit]
    if rank_only and len(firsts) == 1:  # nothing to rank it against
        t, sh = firsts[0][0], firsts[0][5]
        return [tuple.__new__(DiscardOption, (TILES[t], sh, 0, (), ()))]
    weigh = (bits, orphans, counts, want_ready, in_melds, weights, drawable, details, tables)
    return _weighed(firsts, idx, active, pw, third, own, rest, col, weigh)


# A candidate after its shanten is known: (tile, suit slot, the suit's new count index, its new
# distance vector, honours still held, shanten, the seven-pairs flags, orphan tiles held and
# their kinds). A candidate's part from the other suits: (ukeire there, improving kinds below
# and above its suit, winning kinds below and above).
_First = tuple[int, int, int, int, bool, int, int, int, int]
_Part = tuple[int, tuple[Tile, ...], tuple[Tile, ...], tuple[Tile, ...], tuple[Tile, ...]]
# What weighing a candidate reads besides it: the suits' bits, whether thirteen orphans count,
# the hand's counts then, whether waits are wanted, the melds' counts, the unseen weights and
# masks, details wanted, and the rank tables (``_rank_tables``).
_RankTables = tuple[tuple[tuple[int, ...], ...], tuple[tuple[tuple[Tile, ...], ...], ...],
                    tuple[tuple[int, int], ...], tuple[int, ...]]
_Weigh = tuple[list[tuple[int, int, int, int]], bool, list[int], bool, list[int] | None,
               list[int], list[int], bool, _RankTables]


def _suit_masks(hand: Sequence[int], melds: Sequence[Meld], visible: Iterable[int],
                unseen: Sequence[int] | None, idx: list[int], active: tuple[int, ...],
                details: bool
                ) -> tuple[list[tuple[int, int, int, int]], list[int], list[int]]:
    """Per suit played, its bits (remembered by its count index: the ranks held an odd number
    of times, those held four times, and the unseen masks below when nothing but the hand has
    been seen); the ranks with a copy unseen; and the unseen copies packed a byte a rank: a
    rank mask's unseen tiles are then one AND and one remainder (``_unseen_masks``). Without
    visible tiles or melds a suit's unseen copies follow from its count index alone."""
    bits = [_NO_BITS, _NO_BITS, _NO_BITS, _NO_BITS]
    suit_bits_get = _SUIT_BITS.get
    for su in active:
        b = suit_bits_get(idx[su] << 1 | (su == 3))
        bits[su] = _suit_bits(idx[su] << 1 | (su == 3)) if b is None else b
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
    return bits, drawable, weights


def _first_shantens(hand: Sequence[int], only: Iterable[int] | None, idx: list[int],
                    recs: list[int], v: int, hon: bool, rest: list[int], numbers: int, col: int,
                    active: tuple[int, ...], seven: bool, orphans: bool,
                    seven_step: tuple[tuple[int, int], ...]
                    ) -> tuple[list[_First], int, list[int]]:
    """Each candidate's shanten after discarding it (``_First``), the best of them, and the
    hand's counts of the 34 kinds when thirteen orphans count (else empty). Seven pairs and
    thirteen orphans are counted from running sums."""
    comb = _combine
    cget = _COMBINED.get
    dvecs = _DVECS
    empty = _EMPTY_DIST
    pairs_all = odds_all = held_all = kinds_all = 0
    if seven:
        for k in active:
            pairs_all += _PAIRS[recs[k]]
            odds_all += _ODDS[recs[k]]
    counts: list[int] = []
    if orphans:
        counts = [0] * 34
        for t in hand:
            counts[t] += 1
        held_all = sum(counts[o] for o in _ORPHANS)
        kinds_all = sum(1 for o in _ORPHANS if counts[o])
    firsts: list[_First] = []
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
    return firsts, best, counts


def _weighed(firsts: list[_First], idx: list[int], active: tuple[int, ...],
             pw: tuple[int, int, int], third: list[int], own: tuple[bool, ...], rest: list[int],
             col: int, weigh: _Weigh) -> list[DiscardOption]:
    """Each candidate's option, best first: by shanten, then most ukeire. Its part from the
    other suits (the tiles there that improve it, split at its suit) depends on the candidate
    only through its suit's new distances and the shanten to beat: about half of them repeat
    within a call, made once. Then its own suit's part (its counts changed, the rest is every
    other suit). One loop: split in two, it cost 4-5 % more (docs/performance.md)."""
    bits, orphans, counts, want_ready, in_melds, weights, drawable, details, tables = weigh
    ranks_of, tiles_of, _, fields = tables
    comb = _combine
    cget = _COMBINED.get
    improving_get = _IMPROVING.get
    added_get = _ADDED.get
    # Each suit's "added" profile as it stands, fetched when a candidate elsewhere needs it
    # (a suit holding all 14 tiles never does, and has no profile: 15 tiles are no record).
    added: list[int | None] = [None, None, None, None]
    new_tuple = tuple.__new__  # DiscardOption's own __new__, without its Python frame
    ranked: list[tuple[int, DiscardOption]] = []
    cross: dict[int, _Part] = {}
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
                    _winning(su, idx[su], ranks_of[mask], in_melds, r_lo if su < s else r_hi)
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
            if mask:
                total += (weights[s] & fields[mask]) % 255
                better = b_lo + tiles_of[s][mask & drawable[s]] + b_hi if details else ()
            else:
                better = b_lo + b_hi
            if sh == 0 and want_ready:
                waits_s: list[Tile] = []
                _winning(s, ni, ranks_of[mask], in_melds, waits_s)
                ready = ready_lo + tuple(waits_s) + ready_hi
            else:
                ready = ready_lo + ready_hi
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


def _winning(su: int, ix: int, ranks: tuple[int, ...], in_melds: list[int] | None,
             out: list[Tile]) -> None:
    """Adds to ``out`` the kinds of suit ``su`` (holding count index ``ix``) at ``ranks`` that
    are not all held already (hand and melds): a ready hand's improving kinds are its waits."""
    lo = 9 * su
    for k in ranks:
        u = lo + k
        if ix // _DIGIT[u] % 5 + (in_melds[u] if in_melds else 0) < 4:
            out.append(TILES[u])


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
# rank mask, in order; the seven-pairs step; and a rank mask -> a 255 byte in each of its
# ranks' places: made on the first ``discards`` call, not at import, and kept under key 0.
_RANK_TABLES: FiniteTable[int, _RankTables] = FiniteTable("analysis.rank_tables", 1)
_RANK_TABLES_DATA: dict[int, _RankTables] = _RANK_TABLES.data


def _seven_step(pairs: int, odds: int, sh: int) -> tuple[int, int]:
    """A 13-tile hand's shanten with seven pairs counted, from its pairs, singles and regular
    shanten ``sh``; and flags: 2 when a copy onto a single, 1 when a new single (a third copy or
    a kind not held) would lower it below that."""
    sh = min(sh, _seven_from(pairs, odds))
    onto_single = _seven_from(pairs + 1, odds - 1) < sh  # the single becomes a pair
    new_single = _seven_from(pairs, odds + 1) < sh  # one single more
    return sh, onto_single << 1 | new_single


def _rank_tables() -> _RankTables:
    got = _RANK_TABLES_DATA.get(0)
    if got is None:
        ranks_of = tuple(tuple(k for k in range(9) if m >> k & 1) for m in range(512))
        tiles_of = tuple(
            tuple(tuple(TILES[9 * su + k] for k in ranks if 9 * su + k < 34)
                  for ranks in ranks_of)
            for su in range(4))
        # Indexed (pairs << 4 | singles) << 4 | (regular shanten + 1): at most 7 pairs and 13
        # singles in 13 tiles, a regular shanten of at most 8.
        seven_step = tuple(_seven_step(i >> 8, i >> 4 & 15, (i & 15) - 1) for i in range(8 << 8))
        fields = tuple(sum(255 << 8 * k for k in ranks) for ranks in ranks_of)
        got = _RANK_TABLES.put(0, (ranks_of, tiles_of, seven_step, fields))
    return got


# A suit's count index (and whether it is the honours) -> the id of its "added" profile: the
