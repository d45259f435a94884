"""The shared brain of the bots and the hints: what a seat knows (``Knowledge``), hand shape
(shanten, ukeire over unseen tiles, value targets), wait values from the profile's own scoring
table, and the choices every level makes the same way (exchange, void, calls).

Everything here reads only a ``SeatView`` (docs/architecture.md: bots see what a player sees).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_gui.engine import analysis
from mahjong_gui.engine.common import WinType
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.memo import FiniteTable, Memo
from mahjong_gui.engine.rules import HandFacts, Profile
from mahjong_gui.engine.scoring import Score, Situation, evaluate, score_hand
from mahjong_gui.engine.state import Phase, profile_for
from mahjong_gui.engine.tiles import TILES, Tile
from mahjong_gui.engine.views import OtherSeat, SeatView

SUITS = "mps"
Hand = tuple[Tile, ...]


def suit_of(t: int) -> str:
    return SUITS[t // 9]


def profile_of(view: SeatView) -> Profile:
    """The view's rule profile with its room options (``state.profile_for``'s cache)."""
    return profile_for(view.profile, view.options)  # type: ignore[return-value]


@dataclass(frozen=True, slots=True)
class Model:
    """Refinements of the chance model (``bots/outlook.py``) a level may play with.

    ``each``: for each opponent still in (in ``Knowledge.opponents`` order), the share of its
    draws of a tile of each suit (m, p, s) that comes out as its discard
    (``outlook.opponent_feeds``); None: the one share for every tile, as first fitted.
    ``rounds_extra``: the effective rounds a hand has beyond 0.9 per own draw.
    ``exposure``: what staying in the hand costs per round, in plain wins against three
    opponents; a ready hand's outlook counts what winning sooner saves of it.
    ``kong_hopes``: the outlook counts the kong money a concealed triplet or a declared pong
    may still bring (the fourth copy drawn before the wall ends)."""

    each: tuple[tuple[float, float, float], ...] | None
    rounds_extra: float
    exposure: float
    kong_hopes: bool = False


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What one seat knows at one decision, in the shapes the bots use."""

    view: SeatView
    profile: Profile
    seat: int
    hand: Hand
    melds: tuple[Meld, ...]
    void: str | None
    unseen: tuple[int, ...]  # copies of each of the 34 kinds this seat has not seen
    pool: int  # unseen tiles in all: the wall plus the other players' hands
    wall: int
    visible: Hand  # every tile in sight outside own hand and melds
    opponents: tuple[int, ...]  # other seats still in the hand
    draws_left: float  # this seat's expected draws before the wall runs out
    # The strong level's refinements of the chance model (``Model``); None: the
    # model as it was first fitted.
    model: Model | None = None


def knowledge(view: SeatView) -> Knowledge:
    """Build the ``Knowledge`` of one decision from a seat's view."""
    me = view.seat
    seats = view.seats
    v0, n0 = _shown(0, seats[0], me == 0)
    v1, n1 = _shown(1, seats[1], me == 1)
    v2, n2 = _shown(2, seats[2], me == 2)
    v3, n3 = _shown(3, seats[3], me == 3)
    # analysis.unseen_counts(hand, melds, visible) for the 27 Sichuan kinds, one byte a kind.
    seen = sum(map(_ONE.__getitem__, view.hand)) + n0 + n1 + n2 + n3
    for m in view.melds:
        seen += _MELD_SEEN[m.kind] << 8 * m.tile
    left = (_FULL - seen).to_bytes(42, "little")[:27].translate(_UNSEEN)
    opponents = tuple([s for s in (0, 1, 2, 3) if s != me and not seats[s].won])
    # Knowledge(view=view, profile=..., ...) by its slots' own setters: the frozen class's
    # __init__ goes through object.__setattr__ for each of the thirteen.
    k = _new(Knowledge)
    s = _SET
    s[0](k, view)
    s[1](k, profile_of(view))
    s[2](k, me)
    s[3](k, view.hand)
    s[4](k, view.melds)
    s[5](k, view.void)
    s[6](k, (*left, 0, 0, 0, 0, 0, 0, 0))
    s[7](k, sum(left))
    s[8](k, view.wall)
    s[9](k, v0 + v1 + v2 + v3)
    s[10](k, opponents)
    s[11](k, view.wall / (len(opponents) + 1))
    s[12](k, None)
    return k


def unseen(view: SeatView) -> tuple[int, ...]:
    """``knowledge(view).unseen`` alone (the copies of each of the 34 kinds the seat has not
    seen), without the rest of the knowledge: what a void-suit discard's tie break reads."""
    me = view.seat
    seats = view.seats
    seen = (sum(map(_ONE.__getitem__, view.hand)) + _shown(0, seats[0], me == 0)[1]
            + _shown(1, seats[1], me == 1)[1] + _shown(2, seats[2], me == 2)[1]
            + _shown(3, seats[3], me == 3)[1])
    for m in view.melds:
        seen += _MELD_SEEN[m.kind] << 8 * m.tile
    return (*(_FULL - seen).to_bytes(42, "little")[:27].translate(_UNSEEN), 0, 0, 0, 0, 0, 0, 0)


_new = object.__new__
_SET = tuple(Knowledge.__dict__[name].__set__ for name in Knowledge.__slots__)
if Knowledge.__slots__ != ("view", "profile", "seat", "hand", "melds", "void", "unseen", "pool",
                           "wall", "visible", "opponents", "draws_left", "model"):
    raise RuntimeError("knowledge() sets Knowledge's fields in this order: update it too")


# Tile counts as one number, a byte per kind: a copy of kind t weighs _ONE[t]. _FULL holds 68
# of every kind (no count seen can borrow from the next byte), so what is left of it after
# the seen copies is 64 + 4 - seen, which _UNSEEN turns into the unseen copies, never below 0.
_ONE = tuple(1 << 8 * t for t in range(42))
_FULL = sum(68 << 8 * t for t in range(42))
_UNSEEN = bytes(v - 64 if v > 64 else 0 for v in range(256))
# A meld's copies as a count at its tile's byte: a chow one each of three kinds in a row.
_MELD_SEEN = {MeldKind.PONG: 3, MeldKind.KONG: 4, MeldKind.ADDKONG: 4, MeldKind.ANKONG: 4,
              MeldKind.CHOW: 1 + (1 << 8) + (1 << 16)}

# What one seat shows a viewer, at 2 * seat + (1 if the viewer is that seat): the seat's
# river, melds and revealed winning hand as last read (held, so the identity checks can never
# meet a recycled object), the tiles they put in ``SeatView.visible_tiles`` (the river, and
# unless it is the viewer's own seat the melds and the winning hand, in its order) and the
# copies the viewer has seen there as one count. States
# share the tuples of what did not change, so a decision reads again only what moved.
_SHOWN_TABLE: FiniteTable[int, tuple[Hand, tuple[Meld, ...], Hand | None, Hand, int] | None] = (
    FiniteTable("brain.shown", 8, fill=None))
_SHOWN: list[tuple[Hand, tuple[Meld, ...], Hand | None, Hand, int] | None] = _SHOWN_TABLE.data


def _shown(s: int, o: OtherSeat, own: bool) -> tuple[Hand, int]:
    slot = 2 * s + own
    got = _SHOWN[slot]
    river, melds, shown = o.river, o.melds, o.winning_hand
    if got is not None and got[1] is melds and got[2] is shown:
        if got[0] is river:
            return got[3], got[4]
        old = got[0]
        if len(river) == len(old) + 1 and river[:-1] == old:
            # One more discard in the river (the usual change): the part grows by that tile.
            t = river[-1]
            tiles = river if own else (*river, *got[3][len(old):])
            seen = got[4] + _ONE[t]
            _SHOWN[slot] = (river, melds, shown, tiles, seen)
            return tiles, seen
    tiles = river
    if not own:
        if melds:
            tiles = (*tiles, *(t for m in melds for t in m.tiles))
        if shown is not None:
            tiles = (*tiles, *shown)
    seen = sum(map(_ONE.__getitem__, tiles))
    _SHOWN[slot] = (river, melds, shown, tiles, seen)
    return tiles, seen


# ---------------------------------------------------------------------------------------------
# Shape


def shanten(hand: Sequence[Tile], melds: Sequence[Meld], void: str | None) -> int:
    """The engine's shanten (regular or seven pairs), void-suit tiles counted as junk."""
    return analysis.shanten(hand, melds, void)


def remove(hand: Sequence[Tile], t: Tile, n: int = 1) -> list[Tile]:
    out = list(hand)
    for _ in range(n):
        out.remove(t)
    return out


def connectivity(hand: Sequence[int], t: int) -> int:
    """How many other own tiles sit within two ranks of ``t`` in its suit (a copy counts
    twice): a tie-break that keeps connected tiles and throws isolated ones first."""
    score = 0
    for u in hand:
        if u // 9 != t // 9:
            continue
        d = abs(u - t)
        if d == 0:
            score += 2
        elif d <= 2:
            score += 1
    return score - 2  # the tile itself


def void_shanten(hand: Sequence[Tile], melds: Sequence[Meld], suit: str) -> int:
    """Shanten of the hand if ``suit`` were its void suit (no meld may be of that suit)."""
    if any(suit_of(m.tile) == suit for m in melds):
        return 99
    return analysis.shanten(hand, melds, suit)


def choose_void(hand: Sequence[Tile], melds: Sequence[Meld] = ()) -> str:
    """The void suit by hand shape: the lowest shanten without that suit, then the fewest
    tiles of it to throw away."""
    counts = {s: sum(1 for t in hand if suit_of(t) == s) for s in SUITS}
    # void_shanten(hand, melds, s) for each suit, the hand split once.
    by_suit = dict(zip(SUITS, analysis.void_shantens(hand, melds), strict=True))

    def key(s: str) -> tuple[int, int, str]:
        return by_suit[s], counts[s], s

    return min(SUITS, key=key)


def choose_exchange(hand: Sequence[Tile], legal: Sequence[Action]) -> Action:
    """Exchange three: pass three tiles of the suit we would void, keeping the tiles of it
    that connect best (in case the tiles received change our mind)."""
    counts = {s: sum(1 for t in hand if suit_of(t) == s) for s in SUITS}
    suits = [s for s in SUITS if counts[s] >= 3]

    def suit_key(s: str) -> tuple[int, int, str]:
        return void_shanten(hand, (), s), counts[s], s

    suit = min(suits, key=suit_key)
    own = [t for t in hand if suit_of(t) == suit]
    # Pass the least connected tiles of that suit.
    ranked = sorted(own, key=lambda t: (connectivity(own, t), t))
    pick = tuple(sorted(ranked[:3]))
    for a in legal:
        if a.tiles == pick:
            return a
    return next(a for a in legal if all(suit_of(t) == suit for t in a.tiles))


def pong_options(k: Knowledge, t: Tile, within: int | None = None,
                 details: bool = True) -> list[analysis.DiscardOption]:
    """The discards after ponging ``t`` (best first; ``within`` and ``details``: as
    ``analysis.discards``)."""
    rest = remove(k.hand, t, 2)
    melds = (*k.melds, Meld(_MELDKIND_PONG, t))
    return analysis.discards(rest, melds, k.void, k.visible, within=within, details=details)


def pong_best_shanten(k: Knowledge, t: Tile) -> int:
    """The shanten of the best discard after ponging ``t``, ``pong_options(k, t)[0].shanten``,
    from one shanten call instead of one per discard: the 14 tiles' own shanten, or 0 when
    they are complete. (A discard never lowers shanten, and a hand short of its nearest
    target shape holds a tile outside it, which the best discard throws.)"""
    rest = remove(k.hand, t, 2)
    melds = (*k.melds, Meld(_MELDKIND_PONG, t))
    if k.void is not None and t // 9 == SUITS.index(k.void):
        # A pong in the void suit (never offered): the analysis still ranks its discards,
        # while its shanten calls such a hand hopeless (99).
        return analysis.discards(rest, melds, k.void, k.visible, within=0,
                                 details=False)[0].shanten
    sh = analysis.shanten(rest, melds, k.void)
    return sh if sh > 0 else 0


def kong_result(k: Knowledge, t: Tile, kind: MeldKind) -> tuple[list[Tile], tuple[Meld, ...]]:
    """The concealed tiles and melds after a kong of ``t``."""
    if kind is _MELDKIND_KONG:
        return remove(k.hand, t, 3), (*k.melds, Meld(_MELDKIND_KONG, t))
    if kind is _MELDKIND_ANKONG:
        return remove(k.hand, t, 4), (*k.melds, Meld(_MELDKIND_ANKONG, t))
    melds = tuple(Meld(_MELDKIND_ADDKONG, m.tile) if m.kind is _MELDKIND_PONG and m.tile == t
                  else m for m in k.melds)
    return remove(k.hand, t, 1), melds


def kong_shanten(k: Knowledge, t: Tile, kind: MeldKind) -> int:
    """Shanten of the 13-tile hand left after a kong of ``t`` (before the replacement)."""
    rest, melds = kong_result(k, t, kind)
    return shanten(rest, melds, k.void)


# ---------------------------------------------------------------------------------------------
# Value


@dataclass(frozen=True, slots=True)
class WaitValue:
    """One winning tile of a ready hand: unseen copies, and what a win on it pays."""

    tile: Tile
    unseen: int
    value: int  # one payer on a discard win (roots and cap included, no events)
    self_draw: int  # each payer on a self-draw


# The waits of a hand with their values, by (profile, hand, melds, void). Keys and values are
# made of str, bytes and plain ints only: the garbage collector stops tracking such tuples
# after its first look, while a tuple holding a ``Tile`` or a ``Meld`` (instances of classes
# defined in Python) is walked by every full pass for as long as it is kept. With the hands
# themselves as keys, a full cache put about 40,000 objects in each full pass (80-90 ms here,
# the longest pause a bot decision met).
_WAIT_CACHE: Memo[tuple[object, ...], tuple[tuple[int, int, int], ...]] = Memo(
    "brain.wait_table", 8192)
_MELD_CODE = {kind: i for i, kind in enumerate(MeldKind)}


def _melds_key(melds: tuple[Meld, ...]) -> bytes:
    """The melds as bytes: each one's kind and tile."""
    if not melds:
        return b""
    code = _MELD_CODE
    return bytes([x for m in melds for x in (code[m.kind], m.tile)])


def _wait_table(profile: Profile, hand: Hand, melds: tuple[Meld, ...],
                void: str | None) -> tuple[tuple[int, int, int], ...]:
    key = (profile_key(profile), bytes(hand), _melds_key(melds), void)
    hit = _WAIT_CACHE.data.get(key)
    if hit is not None:
        return hit
    out = []
    for w in analysis.waits(hand, melds, void):
        result = score_hand(profile, (*hand, w), melds,
                            Situation(win=_WINTYPE_DISCARD, seat=0, discarder=1, void=void))
        if isinstance(result, Score):
            out.append((int(w), result.value, result.self_draw_value))
    return _WAIT_CACHE.put(key, tuple(out))


def wait_values(profile: Profile, hand: Sequence[Tile], melds: Sequence[Meld],
                void: str | None, unseen: Sequence[int]) -> tuple[WaitValue, ...]:
    """The waits of a 13-tile hand with their unseen copies and values (``score_hand`` under
    the profile's own table and cap); empty when the hand is not ready."""
    table = _wait_table(profile, tuple(sorted(hand)), tuple(melds), void)
    tiles = TILES
    return tuple(WaitValue(tiles[w], unseen[w], v, sd) for w, v, sd in table)


_PATTERN_CACHE: Memo[tuple[object, ...], int] = Memo("brain.pattern_value", 4096)


def profile_key(profile: Profile) -> tuple[str, tuple[tuple[str, str], ...]]:
    return profile.id, tuple(sorted(profile.options.items()))


def pattern_value(profile: Profile, *, pure: bool = False, all_pongs: bool = False,
                  seven_pairs: bool = False, roots: int = 0, melds: int = 0) -> int:
    """What a win with these features pays one payer on a discard, by the profile's table
    (used to weigh targets before the hand is ready)."""
    key = (profile_key(profile), pure, all_pongs, seven_pairs, roots, melds)
    hit = _PATTERN_CACHE.data.get(key)
    if hit is not None:
        return hit
    facts = HandFacts(
        regular=not seven_pairs, seven_pairs=seven_pairs,
        sequences=0 if (all_pongs or seven_pairs) else 1, pure=pure,
        melds=melds, kongs=0, terminals=False, two_five_eight=False,
        fours_in_hand=1 if seven_pairs and roots else 0, roots=roots, self_draw=False,
        discard=True, robbed=False, kong_bloom=False, kong_discard=False, last_tile=False,
        heavenly=False, earthly=False)
    return _PATTERN_CACHE.put(key, evaluate(profile, facts).value)


def unit_value(profile: Profile) -> int:
    """The value of a plain win: the unit the bots measure points in."""
    return pattern_value(profile)


def counts34(hand: Sequence[Tile]) -> list[int]:
    c = [0] * 34
    for t in hand:
        c[t] += 1
    return c


def roots_held(hand: Sequence[Tile], melds: Sequence[Meld]) -> int:
    """Kinds of which all four copies are in hand and melds."""
    c = counts34(hand)
    for m in melds:
        for t in m.tiles:
            c[t] += 1
    return sum(1 for x in c if x == 4)


def pong_shanten(hand: Sequence[Tile], melds: Sequence[Meld], void: str | None) -> int:
    """Shanten towards all pongs (four pongs or kongs and a pair); void tiles are junk."""
    need = 4 - len(melds)
    c = counts34([t for t in hand if suit_of(t) != void])
    triplets = sum(1 for x in c if x >= 3)
    pairs = sum(1 for x in c if x == 2)
    trip = min(triplets, need)
    pairs += triplets - trip
    eyes = 1 if pairs else 0
    pairs -= eyes
    partial = min(pairs, need - trip)
    return 2 * (need - trip) - partial + (1 - eyes) - 1


def pure_hand(hand: Sequence[Tile], melds: Sequence[Meld], void: str | None,
              suit: str) -> list[Tile] | None:
    """The hand as the shanten tables should see it when aiming at a pure one-suit hand in
    ``suit``: the tiles of the other kept suit become junk by moving them into the void suit
    (which the tables ignore). None when no such hand is possible."""
    if void is None or suit == void or any(suit_of(m.tile) != suit for m in melds):
        return None
    c = counts34(hand)
    slot = SUITS.index(void) * 9
    moved: list[Tile] = []
    for t in hand:
        s = suit_of(t)
        if s == suit or s == void:
            moved.append(t)
            continue
        while c[slot] >= 4:  # the void suit's 36 places hold any 14 tiles
            slot += 1
        c[slot] += 1
        moved.append(TILES[slot])
    return moved


def is_claim(view: SeatView, legal: Sequence[Action]) -> bool:
    return view.phase in (_PHASE_CLAIM, _PHASE_ROB) and any(a.act is _ACT_PASS for a in legal)


# Enum members read in the functions above, as module names: on Python 3.11 a member read
# off its class goes through EnumType's __getattr__ hook, several times a global's cost.
_ACT_PASS = Act.PASS
_MELDKIND_ADDKONG = MeldKind.ADDKONG
_MELDKIND_ANKONG = MeldKind.ANKONG
_MELDKIND_KONG = MeldKind.KONG
_MELDKIND_PONG = MeldKind.PONG
_PHASE_CLAIM = Phase.CLAIM
_PHASE_ROB = Phase.ROB
_WINTYPE_DISCARD = WinType.DISCARD
