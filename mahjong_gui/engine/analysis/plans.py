"""Plan shantens (the regular form counting only some tile groups: a suit, a suit and the
honours) for the Hong Kong bots' plans, and each discard's plan distances."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_gui.engine.analysis.hands import _records, _split
from mahjong_gui.engine.analysis.tables import (
    _B,
    _COMBINED,
    _DIGIT,
    _DIST,
    _DVECS,
    _EMPTY_DIST,
    _HONOUR_IDX,
    _HONOUR_SPACE,
    _MEMO_LIMIT,
    _N,
    _NUMBER_IDX,
    _S,
    _SLOT,
    _WITHIN,
    _combine,
    _slot,
    _within_new,
    _within_vectors,
)
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.memo import FiniteTable, Memo
from mahjong_gui.engine.tiles import TILES, Tile


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


def discard_plan_keys(hand: Sequence[int], melds: Sequence[Meld], stood: Standing | None = None
                      ) -> tuple[list[int], list[tuple[int, int, int]]]:
    """For a 14-tile hand: its four suits' indices (for ``improving_after``) and, for each kind
    held in order, (kind, the plan distances of the 13 tiles left by discarding it, the key
    of their whole-hand distance). The distances are those of ``ONE_SUIT_PLANS``, four bits
    each (the first plan lowest; 15 stands for 99, a plan without a declared meld's suit);
    ``within_whole(key)`` is ``shanten_within`` over every group. Read off each suit's
    distance vector, so a discard costs a few table reads. ``stood``: ``standing`` of this
    hand and melds, when already read."""
    if stood is None:
        stood = standing(hand, melds)
    idx, v, h, sets, open_one, open_mix, _, mix, packed, whole = stood
    mixed_t = _MIXED
    i3 = idx[3]
    hs = h * 5 + sets
    out: list[tuple[int, int, int]] = []
    # Each suit's discards as (kind, the packed distances' change, the whole key's change),
    # remembered by the suit's tiles, the honours' vector and sets, and which plans are open
    # (``_suit_discards``): a suit no draw or discard touched is read again the next turn.
    for j in (0, 1, 2):
        x = idx[j]
        if not x:
            continue
        key = (((x * _S5 + hs) * 2 + open_mix[j]) * 2 + open_one[j]) * 3 + j
        got = _SUIT_DISCARDS.data.get(key)
        if got is None:
            got = _suit_discards(key, j, x, v[j], h, sets, open_mix[j], open_one[j])
        for t, dp, dw in got:
            out.append((t, packed + dp, whole + dw))
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
                    p += (x - mix[j]) * _NIBBLE[j]
            out.append((t, p, whole + (g - h) * 5))  # the honours' digit weighs 5
    return idx, out


Standing = tuple[list[int], tuple[int, int, int], int, int, tuple[bool, ...], tuple[bool, ...],
                 list[int], list[int], int, int]


def standing(hand: Sequence[int], melds: Sequence[Meld]) -> Standing:
    """A 14-tile hand's plans as its tiles stand (no discard): its four suits' indices, the
    number suits' distance vectors, the honours' vector + 1 (0 when none is held), the sets
    wanted, ``_plans_standing``'s open plans and distances (one-suit, with-honours, packed),
    and the whole-hand key (``within_whole``). What ``discard_plan_keys`` starts from."""
    idx = _split(hand, melds, (14,))
    sets = 4 - len(melds)
    closed = 0  # the suits of the declared melds, as bits: a plan without one of them is 99
    for m in melds:
        closed |= 1 << _SLOT[m.tile]
    dist, num = _DIST, _NUMBER_IDX
    i0, i1, i2, i3 = idx
    v0, v1, v2 = dist[num[i0]], dist[num[i1]], dist[num[i2]]
    v = (v0, v1, v2)
    r3 = _HONOUR_IDX[i3]
    h = dist[r3] + 1 if _N[r3] else 0
    open_one, open_mix, one, mix, packed = _plans_standing(v, h, sets, closed)
    whole = (((v0 * _S + v1) * _S + v2) * _S + h) * 5 + sets
    return idx, v, h, sets, open_one, open_mix, one, mix, packed, whole


def _suit_discards(key: int, j: int, x: int, vj: int, h: int, sets: int, om: bool, oo: bool
                   ) -> tuple[tuple[int, int, int], ...]:
    """``discard_plan_keys``' discards of number suit ``j`` holding index ``x`` (vector
    ``vj``; ``h``: the honours' vector + 1; ``om``, ``oo``: whether its with-honours and
    one-suit plans are open): each kind held with the change its discard makes to the packed
    distances and to the whole-hand key, remembered under ``key``."""
    hs = h * 5 + sets
    mj = _with_honours(vj, h, sets) if om else 15
    oj = _one_suit(vj, sets) if oo else 15
    mix_place = _NIBBLE[j]
    one_place = _NIBBLE[j + 3]
    scale = _SCALE[j]
    out = []
    for t, u in _removals(j, x):
        dp = 0
        if om:
            y = _MIXED[u * _S5 + hs]
            if y < 0:
                y = _with_honours(u, h, sets)
            dp += (y - mj) * mix_place
        if oo:
            y = _ONE[u * 5 + sets]
            if y < 0:
                y = _one_suit(u, sets)
            dp += (y - oj) * one_place
        out.append((t, dp, (u - vj) * scale))
    return _SUIT_DISCARDS.put(key, tuple(out))


# Each of the six packed plans' place (16 ** i): the distances are summed in, not shifted
# and or-ed (Python 3.11 specializes adding and multiplying ints, not shifts and ors).
_NIBBLE = tuple(16**i for i in range(6))
# Number suit j's vector's weight in the whole-hand key (``_suit_discards``).
_SCALE = tuple(_S ** (3 - j) * 5 for j in range(3))
# (a number suit's index, the honours' vector + 1 and sets, the open plans, the suit) ->
# _suit_discards' answer. Small: an answer holds a dozen objects, and emptying 65,536 of them
# took 43 ms of one decision (8,192: a few ms; the answers that recur are a seat's next turns).
_SUIT_DISCARDS: Memo[int, tuple[tuple[int, int, int], ...]] = Memo(
    "analysis.suit_discards", 1 << 13)


def _plans_standing(v: tuple[int, int, int], h: int, sets: int, closed: int
                    ) -> tuple[tuple[bool, ...], tuple[bool, ...], list[int], list[int], int]:
    """``discard_plan_keys``' plans as the 14 tiles stand (number suits' vectors ``v``, the
    honours' ``h``, the declared melds' suits ``closed`` as bits): whether each suit's
    one-suit and with-honours plans are open, their distances (15 when closed), and the six
    packed. A discard changes only its own suit's. Summed, not or-ed: a whole hand's distance
    may be -1 (the 13 tiles' never are)."""
    open_one, open_mix = _OPEN[closed]
    one = [15, 15, 15]
    mix = [15, 15, 15]
    packed = 0
    hs = h * 5 + sets
    for j in (0, 1, 2):
        vj = v[j]
        if open_mix[j]:
            x = _MIXED[vj * _S5 + hs]
            if x < 0:
                x = _with_honours(vj, h, sets)
            mix[j] = x
        if open_one[j]:
            x = _ONE[vj * 5 + sets]
            if x < 0:
                x = _one_suit(vj, sets)
            one[j] = x
        packed += mix[j] * _NIBBLE[j] + one[j] * _NIBBLE[j + 3]
    return open_one, open_mix, one, mix, packed


# The declared melds' suits as bits -> whether each number suit's one-suit plan and its
# with-honours plan are open (every declared meld within the plan's suits).
_OPEN = tuple((tuple(not closed & ~(1 << j) for j in range(3)),
               tuple(not closed & ~(1 << j | 8) for j in range(3))) for closed in range(16))


def _removals(s: int, x: int) -> tuple[tuple[int, int], ...]:
    """For suit slot ``s`` holding index ``x``: each kind held, in order, with the distance
    vector the suit keeps without one copy of it (for the honours, -1 when none is left).
    Plain ints, so the remembered tuples are none the garbage collector walks."""
    key = x * 4 + s
    got = _REMOVALS.get(key)
    if got is None:
        table = _NUMBER_IDX if s < 3 else _HONOUR_IDX
        out = []
        for r in _held(x):
            rec = table[x - _DIGIT[r]]
            out.append((s * 9 + r, _DIST[rec] if s < 3 or _N[rec] else -1))
        got = _REMOVALS_MEMO.put(key, tuple(out))
    return got


def _held(x: int) -> tuple[int, ...]:
    """The offsets of the kinds a suit of index ``x`` holds, read four digits at a time (a
    suit's first reading is common: every new suit a draw makes)."""
    ranks = _HELD_LOW[x % 625] + _HELD_HIGH[x // 625 % 625]
    return ranks + (8,) if x >= _NINTH else ranks


def _room(x: int, s: int) -> tuple[int, ...]:
    """The offsets of the kinds suit slot ``s`` of index ``x`` holds fewer than four of."""
    if s == 3:
        return _ROOM_LOW[x % 625] + _ROOM_HIGH3[x // 625]
    ranks = _ROOM_LOW[x % 625] + _ROOM_HIGH[x // 625 % 625]
    return ranks + (8,) if x < 4 * _NINTH else ranks


def _by_digits(places: Sequence[Sequence[tuple[int, ...]]]) -> list[tuple[int, ...]]:
    """Each number below the product of the places' sizes -> its digits' parts joined,
    lowest digit first: ``places[i][v]`` is the part of digit ``i`` being ``v`` (each place's
    base its size; built by joining, a digit at a time: cheap at import)."""
    out: list[tuple[int, ...]] = [()]
    for parts in places:
        out = [t + part for part in parts for t in out]
    return out


# Each base-5 number below 5**4 -> its digits (``_DIGITS4``), the offsets of those not 0
# (``_HELD_LOW``) and of those below 4 (``_ROOM_LOW``); ``_HIGH``: the same offsets + 4 (the
# next four digits; the honours' three ``_ROOM_HIGH3``). A number suit's ninth digit is its
# index // _NINTH.
_DIGITS4 = _by_digits([tuple((v,) for v in range(5))] * 4)
_HELD_LOW, _HELD_HIGH = (_by_digits([((),) + ((r,),) * 4 for r in range(k, k + 4)])
                         for k in (0, 4))
_ROOM_LOW, _ROOM_HIGH, _ROOM_HIGH3 = (_by_digits([((r,),) * 4 + ((),) for r in range(k, k + n)])
                                      for k, n in ((0, 4), (4, 4), (4, 3)))
_NINTH = 5**8


_REMOVALS_MEMO: Memo[int, tuple[tuple[int, int], ...]] = Memo("analysis.removals", _MEMO_LIMIT)
_REMOVALS = _REMOVALS_MEMO.data


# The plans ``discard_plan_keys`` packs, in its order: each suit with honours, each alone.
ONE_SUIT_PLANS: tuple[frozenset[int], ...] = (
    frozenset({0, 3}), frozenset({1, 3}), frozenset({2, 3}),
    frozenset({0}), frozenset({1}), frozenset({2}))


def _one_suit(v: int, sets: int) -> int:
    """``shanten_within`` one number suit of distance vector ``v``."""
    i = v * 5 + sets
    got = _ONE[i]
    if got < 0:
        got = _ONE_TABLE.put(i, _within_vectors(v, v, v, 0, sets, _FIRST))
    return got


def _with_honours(v: int, h: int, sets: int) -> int:
    """``shanten_within`` one number suit of vector ``v`` and the honours (``h``: their
    vector + 1, 0 when none is held)."""
    i = (v * _S + h) * 5 + sets
    got = _MIXED[i]
    if got < 0:
        got = _MIXED_TABLE.put(i, _within_vectors(v, v, v, h, sets, _FIRST_HONOURS))
    return got


def within_whole(key: int) -> int:
    """``shanten_within`` every group for a ``discard_plan_keys`` whole-hand key."""
    got = _WITHIN.get(key)
    if got is None:
        rest, sets = divmod(key, 5)
        rest, h = divmod(rest, _S)
        rest, d2 = divmod(rest, _S)
        d0, d1 = divmod(rest, _S)
        got = _within_new(key, d0, d1, d2, h, sets)
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
    """``improving_after``'s kinds in order: each plan suit's part, a mask of its kinds
    (``_plan_parts``), read as kinds. A suit-and-honours plan's two parts are remembered by
    what each depends on: the suit's tiles and the honours' vector, the honours' tiles and the
    suit's vector (they recur from hand to hand where the plan's tiles seldom do), whichever
    the number suit: the three are read off the same tables, and the min-plus step that
    combines vectors is commutative and associative, so the same tiles give the same parts."""
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
    sets = 4 - melds
    if bits == 9 or bits == 10 or bits == 12:
        s = _BIT_SLOT[bits & 7]
        x = i0 if s == 0 else i1 if s == 1 else i2
        r3 = _HONOUR_IDX[i3]
        h = _DIST[r3] + 1 if _N[r3] else 0
        ks = (x * _S + h) * 5 + sets
        kh = (i3 * _S + _DIST[_NUMBER_IDX[x]]) * 5 + sets
        a = _MIXED_SUIT.data.get(ks)
        b = _MIXED_HONOURS.data.get(kh)
        if a is None or b is None:
            masks = _plan_parts(i0, i1, i2, i3, bits, sets)
            if a is None:
                a = _MIXED_SUIT.put(ks, masks[s])
            if b is None:
                b = _MIXED_HONOURS.put(kh, masks[3])
        if a:
            return _MASK_KINDS[s][a] + _MASK_KINDS[3][b] if b else _MASK_KINDS[s][a]
        return _MASK_KINDS[3][b]
    out: tuple[int, ...] = ()
    for slot, mask in enumerate(_plan_parts(i0, i1, i2, i3, bits, sets)):
        if mask:
            out += _MASK_KINDS[slot][mask]
    return out


# A suit-and-honours plan's parts (improving_kinds_after): (the suit's index, the honours'
# vector + 1, sets) -> the suit's mask; (the honours' index, the suit's vector, sets) -> the
# honours' mask.
_MIXED_SUIT: Memo[int, int] = Memo("analysis.mixed_suit_part", _MEMO_LIMIT)
_MIXED_HONOURS: Memo[int, int] = Memo("analysis.mixed_honours_part", _MEMO_LIMIT)


def _plan_parts(i0: int, i1: int, i2: int, i3: int, bits: int, sets: int) -> list[int]:
    """For a 13-tile hand split into ``i0..i3``: each suit's kinds (offsets, as a bit mask)
    whose one more copy lowers the shanten of the plan of suits ``bits``, as
    ``_plan_improving`` reads them (the same combinations)."""
    dist = _DIST
    e = _EMPTY_DIST
    d0 = dist[_NUMBER_IDX[i0]] if bits & 1 else e
    d1 = dist[_NUMBER_IDX[i1]] if bits & 2 else e
    d2 = dist[_NUMBER_IDX[i2]] if bits & 4 else e
    r3 = _HONOUR_IDX[i3]
    if bits & 8 and _N[r3]:
        d3 = dist[r3]
        h = d3 + 1
    else:
        d3 = e
        h = 0
    key = (((d0 * _S + d1) * _S + d2) * _S + h) * 5 + sets
    base = _WITHIN.get(key)
    if base is None:
        base = _within_new(key, d0, d1, d2, h, sets)
    combined = _COMBINED
    low = combined.get(d0 * 65536 + d1)
    if low is None:
        low = _combine(d0, d1)
    high = combined.get(d2 * 65536 + d3)
    if high is None:
        high = _combine(d2, d3)
    col = 2 * sets + 1
    out = [0, 0, 0, 0]
    for slot, x, a, b in ((0, i0, d1, high), (1, i1, d0, high), (2, i2, low, d3),
                          (3, i3, low, d2)):
        if not bits >> slot & 1:
            continue
        rest = combined.get(a * 65536 + b)
        if rest is None:
            rest = _combine(a, b)
        key = (((rest * 4 + _KEY_SLOT[slot]) * _B + x) * 16 + col) * 16 + base + 1
        mask = _PLAN_PARTS.get(key, -1)
        out[slot] = mask if mask >= 0 else _part(key, rest, slot, x, col, base)
    return out


_BIT_SLOT = {1: 0, 2: 1, 4: 2, 8: 3}
# A suit's part as a mask of its kinds' offsets -> those kinds, in order (built at import:
# 512 tuples a number suit, 128 for the honours).
_MASK_KINDS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(s * 9 + r for r in range(9) if m >> r & 1) for m in range(512 if s < 3 else 128))
    for s in range(4))


# A suit slot as the plan parts' and ``_adds``' keys hold it: the number suits share 0.
_KEY_SLOT = (0, 0, 0, 3)


def _bits(groups: frozenset[int]) -> int:
    bits = _GROUP_BITS.get(groups)
    if bits is None:
        bits = _GROUP_BITS_TABLE.put(groups, sum(1 << g for g in groups))
    return bits


# The plan distances depend only on the four suits' distance vectors (130 kinds each) and the
# sets wanted, so they are remembered by those: plans tuple -> packed vectors -> distances (a
# table for each plans tuple, bounded as the memo's answers are).
_EACH_13: Memo[tuple[frozenset[int], ...], dict[int, tuple[int, ...]]] = Memo(
    "analysis.plans_each", 64)
# _one_suit and _with_honours by (vector, sets) and (vector, honours, sets); -1 until asked.
_ONE_TABLE: FiniteTable[int, int] = FiniteTable("analysis.one_suit", _S * 5, fill=-1)
_MIXED_TABLE: FiniteTable[int, int] = FiniteTable("analysis.with_honours", _S * _S * 5, fill=-1)
_ONE: list[int] = _ONE_TABLE.data
_MIXED: list[int] = _MIXED_TABLE.data
_S5 = _S * 5


def _within_each(recs: list[int], melds: Sequence[Meld],
                 plans: Sequence[frozenset[int]]) -> list[int]:
    sets = 4 - len(melds)
    h = _DIST[recs[3]] + 1 if _N[recs[3]] else 0
    key = (((_DIST[recs[0]] * _S + _DIST[recs[1]]) * _S + _DIST[recs[2]]) * _S + h) * 5 + sets
    plans_t = plans if type(plans) is tuple else tuple(plans)
    table = _EACH_13.data.get(plans_t)
    if table is None:
        table = _EACH_13.put(plans_t, {})
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




# (the plan's suits' indices, the sets wanted, the plan's suits) -> its shanten + 1 in the low
# four bits and, above them, the kinds (as a bit mask) whose one more copy lowers it.
_PLAN_UKEIRE_MEMO: Memo[int, int] = Memo("analysis.plan_ukeire", _MEMO_LIMIT)
_PLAN_UKEIRE = _PLAN_UKEIRE_MEMO.data
# A set of tile groups -> its bits (1 m, 2 p, 4 s, 8 honours): 16 sets.
_GROUP_BITS_TABLE: FiniteTable[frozenset[int], int] = FiniteTable("analysis.group_bits", 16)
_GROUP_BITS: dict[frozenset[int], int] = _GROUP_BITS_TABLE.data


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
        got = _PLAN_UKEIRE_MEMO.put(key, _plan_improving(idx, melds, groups))
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
    combined = _COMBINED
    # Adding a tile changes only its own suit: the other three suits' vectors combined (in
    # pairs, the combination being associative and commutative), then each vector the suit
    # can reach with one more copy (``_adds``) with them.
    low = combined.get(d0 * 65536 + d1)
    if low is None:
        low = _combine(d0, d1)
    high = combined.get(d2 * 65536 + d3)
    if high is None:
        high = _combine(d2, d3)
    for s in (0, 1, 2, 3):
        if s not in groups:
            continue
        if s < 2:
            a, b = (d1 if s == 0 else d0), high
        else:
            a, b = low, (d3 if s == 2 else d2)
        rest = combined.get(a * 65536 + b)
        if rest is None:
            rest = _combine(a, b)
        # The suit's part, remembered by its own tiles and the others' vector: it recurs
        # where the plan's other suits changed but kept their shape.
        key = (((rest * 4 + _KEY_SLOT[s]) * _B + idx[s]) * 16 + col) * 16 + base + 1
        mask = _PLAN_PARTS.get(key, -1)
        if mask < 0:
            mask = _part(key, rest, s, idx[s], col, base)
        out |= mask << s * 9
    return (base + 1) | out << 4


def _part(key: int, rest: int, s: int, x: int, col: int, base: int) -> int:
    """The kinds (offsets in suit ``s``, as a bit mask) whose one more copy lowers the plan
    shanten ``base`` of suit ``s`` holding index ``x`` with the other plan suits' combined
    vector ``rest`` (``col``: the vector's column for the sets wanted), remembered under
    ``key`` (the caller's, made of those numbers: see ``_PART_REST``)."""
    combined = _COMBINED
    dvecs = _DVECS
    mask = 0
    high = rest * 65536
    for v, ranks in _adds(s, x):
        got = combined.get(high + v)
        if got is None:
            got = _combine(rest, v)
        if dvecs[got][col] <= base:  # its shanten (the column less 1) below base
            mask |= ranks
    return _PLAN_PARTS_MEMO.put(key, mask)


# (the others' combined vector, suit slot, the suit's index, column, shanten + 1) -> the
# suit's kinds (offsets, as a bit mask) whose one more copy lowers the plan shanten. The
# number suits share their slot (``_KEY_SLOT``): a part is read off the suit's own index and
# the others' vector alone, the same tables for m, p and s, so its offsets are the same.
_PLAN_PARTS_MEMO: Memo[int, int] = Memo("analysis.plan_parts", _MEMO_LIMIT)
_PLAN_PARTS = _PLAN_PARTS_MEMO.data


def _adds(s: int, x: int) -> tuple[tuple[int, int], ...]:
    """The distance vectors suit ``s`` holding index ``x`` reaches with one more copy of a
    kind (not one held four times), each with its kinds' offsets as a bit mask."""
    key = x * 4 + _KEY_SLOT[s]
    got = _ADDS.get(key)
    if got is None:
        table = _NUMBER_IDX if s < 3 else _HONOUR_IDX
        reach: dict[int, int] = {}
        for r in _room(x, s):
            v = _DIST[table[x + _DIGIT[r]]]
            reach[v] = reach.get(v, 0) | 1 << r
        got = _ADDS_MEMO.put(key, tuple(reach.items()))
    return got


# (suit index, slot, the number suits' shared) -> ``_adds``: one suit's contents repeat from
# hand to hand, and a number suit's reach is read off the same table whichever the suit.
_ADDS_MEMO: Memo[int, tuple[tuple[int, int], ...]] = Memo("analysis.adds", _MEMO_LIMIT)
_ADDS = _ADDS_MEMO.data


class WholeImproving:
    """A 14-tile hand's whole-hand plan (every group) after each discard: the unseen tiles
    whose one more copy lowers its shanten, as ``improving_kinds_after`` with every group
    gives the kinds (the same parts, read off the same tables), summed over ``unseen``.

    A discard from suit ``s`` leaves the other three suits as they were: their parts and the
    plan shanten depend on suit ``s`` only through the vector it is left with, so they are
    read once per (suit, vector) (the min-plus step is commutative and associative, so the
    same vectors have the same ids in whatever order they are combined); only suit ``s``'s
    own part is read for each discard. A turn asks a few discards, seldom two of a suit, so
    nothing is prepared per suit. One a turn: ``unseen`` must not change while it is asked."""

    __slots__ = ("idx", "sets", "col", "unseen", "vecs", "_by")

    def __init__(self, idx: Sequence[int], melds: int, unseen: Sequence[int]) -> None:
        self.idx = tuple(idx)
        self.sets = 4 - melds
        self.col = 2 * self.sets + 1
        self.unseen = unseen
        r3 = _HONOUR_IDX[idx[3]]
        self.vecs = (_DIST[_NUMBER_IDX[idx[0]]], _DIST[_NUMBER_IDX[idx[1]]],
                     _DIST[_NUMBER_IDX[idx[2]]], _DIST[r3] if _N[r3] else _EMPTY_DIST)
        # (the suit's vector after the discard (honours: + 1, 0 when none is left), suit) ->
        # ``_other``'s answer.
        self._by: dict[int, tuple[int, int, int, int]] = {}

    def count(self, t: int) -> int:
        """``sum(unseen[k] for k in improving_kinds_after(idx, melds, t, every group))``."""
        s = _SLOT[t]
        x = self.idx[s] - _DIGIT[t]
        if s < 3:
            w = _DIST[_NUMBER_IDX[x]]
        else:
            r = _HONOUR_IDX[x]
            w = _DIST[r] + 1 if _N[r] else 0  # as the plan shanten's key has it
        got = self._by.get(w * 4 + s)
        if got is None:
            got = self._by[w * 4 + s] = self._other(s, w)
        # got: suit s's part's key less 256 * its index, the other suits' count, and for a
        # missing part, the other suits' combined vector and the plan shanten.
        part = got[0] + x * 256
        mask = _PLAN_PARTS.get(part, -1)
        if mask < 0:
            mask = _part(part, got[2], s, x, self.col, got[3])
        n = got[1]
        if mask:
            # A plain loop: ``sum(map(unseen.__getitem__, ...))`` calls the method through a
            # wrapper for each kind (three times the cost).
            unseen = self.unseen
            for k in _MASK_KINDS[s][mask]:
                n += unseen[k]
        return n

    def _other(self, s: int, w: int) -> tuple[int, int, int, int]:
        """For suit ``s`` left with vector ``w`` (honours: + 1, 0 when none): suit ``s``'s
        part's key less 256 times its index, the unseen tiles of the other suits' parts, the
        other three suits' combined vector and the plan shanten (``_plan_parts``' reading,
        with the four vectors as the discard leaves them)."""
        idx = self.idx
        d0, d1, d2, d3 = self.vecs
        h = d3 + 1 if idx[3] else 0
        if s == 0:
            d0 = w
        elif s == 1:
            d1 = w
        elif s == 2:
            d2 = w
        else:
            h = w
            d3 = w - 1 if w else _EMPTY_DIST
        sets = self.sets
        key = (((d0 * _S + d1) * _S + d2) * _S + h) * 5 + sets
        base = _WITHIN.get(key)
        if base is None:
            base = _within_new(key, d0, d1, d2, h, sets)
        combined = _COMBINED
        low = combined.get(d0 * 65536 + d1)
        if low is None:
            low = _combine(d0, d1)
        high = combined.get(d2 * 65536 + d3)
        if high is None:
            high = _combine(d2, d3)
        unseen = self.unseen
        col = self.col
        tail = col * 16 + base + 1
        n = own = 0
        for u, a, b in ((0, d1, high), (1, d0, high), (2, low, d3), (3, low, d2)):
            rest = combined.get(a * 65536 + b)
            if rest is None:
                rest = _combine(a, b)
            if u == s:
                own = rest
                continue
            part = ((rest * 4 + _KEY_SLOT[u]) * _B + idx[u]) * 256 + tail
            mask = _PLAN_PARTS.get(part, -1)
            if mask < 0:
                mask = _part(part, rest, u, idx[u], col, base)
            if mask:
                for k in _MASK_KINDS[u][mask]:
                    n += unseen[k]
        return own * _PART_REST + _KEY_SLOT[s] * _B * 256 + tail, n, own, base


# A part's key (``_part``) is rest * _PART_REST + ((slot * _B + index) * 16 + column) * 16 +
# shanten + 1.
_PART_REST = 4 * _B * 256
