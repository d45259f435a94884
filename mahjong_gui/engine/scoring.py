"""Scoring: a winning hand and its situation become an itemised score under a profile.

One loop over the profile's pattern rows, then replacements, then the cap (rules are data:
docs/architecture.md). Every decomposition is scored and the best for the player is kept.
Results are typed: ``Score``, ``NotWin`` (a reason id) or ``Invalid`` (an error code); nothing
is raised.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from mahjong_gui.engine import analysis
from mahjong_gui.engine.analysis import Decomposition, Form, GroupKind
from mahjong_gui.engine.common import SEATS, Invalid, NotWin, WinType, robbed_tile_check
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.memo import OwnedMemo
from mahjong_gui.engine.rules.base import HandFacts, Op, PatternId, PatternRow, Profile
from mahjong_gui.engine.tiles import Tile, TileError


class WinEvent(str, Enum):
    KONG_BLOOM = "kong-bloom"
    KONG_DISCARD = "kong-discard"
    LAST_TILE = "last-tile"
    HEAVENLY = "heavenly"
    EARTHLY = "earthly"


@dataclass(frozen=True, slots=True)
class Situation:
    """How and where the hand was won. ``void`` None means: the suit absent from the hand.
    ``kong_feeder``: for a kong bloom on an exposed kong's replacement, who fed that kong."""

    win: WinType = WinType.SELF
    seat: int = 0
    discarder: int | None = None
    dealer: int = 0
    in_seats: frozenset[int] = frozenset(SEATS)
    void: str | None = None
    events: frozenset[WinEvent] = frozenset()
    kong_feeder: int | None = None


@dataclass(frozen=True, slots=True)
class Line:
    """One counted row: ``value`` per count (fan, han, base value, or x2 for a doubling)."""

    id: PatternId
    value: int
    count: int
    op: Op


@dataclass(frozen=True, slots=True)
class Score:
    profile: str
    unit: str
    decomposition: Decomposition
    void: str | None
    lines: tuple[Line, ...]
    replaced: tuple[tuple[PatternId, PatternId], ...]  # (pattern, the pattern that replaced it)
    roots: int
    units: int  # before the cap, in the profile's unit (mahjchina: the doubled value)
    capped: int  # after the cap
    cap_applied: bool
    value: int  # what one payer pays on a discard win
    self_draw_value: int  # what each payer pays on a self-draw


Result = Score | NotWin | Invalid


@dataclass(slots=True)
class _Eval:
    lines: list[Line] = field(default_factory=list)
    replaced: list[tuple[PatternId, PatternId]] = field(default_factory=list)
    units: int = 0
    capped: int = 0
    value: int = 0


def _total(profile: Profile, rows: list[tuple[PatternRow, int]]) -> tuple[int, int, int]:
    """(units before the cap, units after it, value paid) for the kept rows."""
    if profile.unit == "base":  # docs/rules.md §2.3: base x2 per root, capped, then x2 per event
        base = max((r.value for r, _ in rows if r.op is _OP_MAIN), default=1)
        roots = sum(n for r, n in rows if r.id is _PATTERNID_ROOT)
        events = sum(n for r, n in rows if r.op is _OP_DOUBLE and r.id is not _PATTERNID_ROOT)
        units = base * 2 ** (roots + events)
        value = min(base * 2**roots, profile.cap) * 2**events
        if profile.events_capped:
            value = min(value, profile.cap)
        return units, value, value
    units = sum(r.value * n for r, n in rows)
    capped = min(units, profile.cap)
    return units, capped, profile.value_of(capped)


def evaluate(profile: Profile, facts: HandFacts) -> _Eval:
    """Apply the profile's table to one reading: rows, replacements, best main, roots, cap."""
    applied = [(r, r.applies(facts)) for r in profile.patterns]
    applied = [(r, n) for r, n in applied if n > 0]
    out = _Eval()
    kept: list[tuple[PatternRow, int]] = []
    for r, n in applied:
        by = next((o.id for o, _ in applied if r.id in o.replaces), None)
        if by is not None:
            if r.id is not _PATTERNID_PLAIN_WIN:
                out.replaced.append((r.id, by))
        else:
            kept.append((r, n))
    mains = [(r, n) for r, n in kept if r.op is _OP_MAIN]
    if profile.main_best and len(mains) > 1:
        def with_main(main: PatternRow) -> list[tuple[PatternRow, int]]:
            return [(r, n) for r, n in kept if r.op is not _OP_MAIN or r is main]

        # The best total for the player after the cap; on a tie the main pattern worth most
        # (eighteen arhats 6 over golden hook 3 + four roots), then the more specific one:
        # tables list specific patterns after general ones.
        order = {r.id: i for i, r in enumerate(profile.patterns)}

        def rank(m: PatternRow) -> tuple[int, int, int, int, int]:
            units, capped, value = _total(profile, _roots_used(with_main(m)))
            return value, capped, m.value, units, order[m.id]

        best = max((m for m, _ in mains), key=rank)
        out.replaced += [(m.id, best.id) for m, _ in mains if m is not best
                         and m.id is not _PATTERNID_PLAIN_WIN]
        kept = with_main(best)
    kept = _roots_used(kept)
    out.units, out.capped, out.value = _total(profile, kept)
    out.lines = [Line(r.id, r.value, n, r.op) for r, n in kept]
    return out


def _roots_used(rows: list[tuple[PatternRow, int]]) -> list[tuple[PatternRow, int]]:
    """Lower the root count by the roots a kept pattern already includes."""
    used = sum(r.uses_roots for r, _ in rows)
    out = []
    for r, n in rows:
        if r.id is _PATTERNID_ROOT:
            n -= used
            if n <= 0:
                continue
        out.append((r, n))
    return out


def _roots(hand: Sequence[Tile], melds: Sequence[Meld]) -> int:
    counts = [0] * 34
    for t in hand:
        counts[t] += 1
    for m in melds:
        for t in m.tiles:
            counts[t] += 1
    return sum(1 for c in counts if c == 4)


def _check_situation(profile: Profile, hand: Sequence[Tile], melds: Sequence[Meld],
                     s: Situation) -> Invalid | None:
    seats = [s.seat, s.dealer, *s.in_seats]
    if s.discarder is not None:
        seats.append(s.discarder)
    if s.kong_feeder is not None:
        seats.append(s.kong_feeder)
    if any(x not in SEATS for x in seats):
        return Invalid("bad_seat", "seats are numbered 0 to 3")
    if s.seat not in s.in_seats:
        return Invalid("winner_not_in", f"seat {s.seat} wins but is not listed as still in")
    if s.win is _WINTYPE_SELF:
        if s.discarder is not None:
            return Invalid("discarder_on_self_draw", "a self-drawn win has no discarder")
        if len(s.in_seats) < 2:
            return Invalid("nobody_to_pay", "nobody else is still in the hand to pay")
    else:
        if s.discarder is None:
            return Invalid("discarder_missing", "a win on a discard or a kong needs its player")
        if s.discarder == s.seat:
            return Invalid("discarder_is_winner", "the winner cannot have discarded the tile")
        if s.discarder not in s.in_seats:
            return Invalid("discarder_not_in",
                           f"seat {s.discarder} has already won and cannot discard")
    ev = s.events
    if _EVENT_KONG_BLOOM in ev and s.win is not _WINTYPE_SELF:
        return Invalid("bad_event", "kong bloom is a self-drawn win")
    if _EVENT_KONG_DISCARD in ev and s.win is _WINTYPE_SELF:
        return Invalid("bad_event", "kong discard is a win on another player's tile")
    if _EVENT_LAST_TILE in ev and s.win is _WINTYPE_ROBBED:
        # docs/rules.md §2: no kong once the wall is empty. (A kong bloom on the last wall tile is
        # fine: the kong was made while that tile was still there.)
        return Invalid("bad_event", "no kong can be made once the wall is empty")
    if _EVENT_HEAVENLY in ev and (s.win is not _WINTYPE_SELF or s.seat != s.dealer or melds):
        return Invalid("bad_event", "heavenly is the dealer's dealt hand winning at once")
    if _EVENT_EARTHLY in ev:
        if s.seat == s.dealer or melds and profile.earthly_self_draw_only is False:
            return Invalid("bad_event", "earthly is a non-dealer's win at the first turn")
        if profile.earthly_self_draw_only and s.win is not _WINTYPE_SELF:
            return Invalid("bad_event", "earthly is a non-dealer's self-draw on the first draw")
        if not profile.earthly_self_draw_only and (
                (s.win is _WINTYPE_SELF and s.seat != (s.dealer + 1) % 4)
                or (s.win is not _WINTYPE_SELF and s.discarder != s.dealer)):
            return Invalid("bad_event", "earthly is a win on the dealer's first discard or the "
                           "dealer's next player's self-draw on the first draw")
    if s.kong_feeder is not None:
        if _EVENT_KONG_BLOOM not in ev:
            return Invalid("bad_event", "a kong feeder only matters for a kong bloom")
        if s.kong_feeder == s.seat or s.kong_feeder not in s.in_seats:
            return Invalid("bad_seat", "the kong feeder must be another player still in")
    if s.win is _WINTYPE_ROBBED:
        return robbed_tile_check(hand, melds)
    return None


# The kinds whose rank is 2, 5 or 8; the lowest tiles of runs holding a 1 or a 9.
_TWO_FIVE_EIGHT = frozenset(t for t in range(27) if t % 9 in (1, 4, 7))
_TERMINAL_RUN = frozenset(t for t in range(27) if t % 9 in (0, 6))
_TERMINAL = frozenset(t for t in range(27) if t % 9 in (0, 8))
# evaluate()'s result by the profile (its identity, the profile held beside the result so it is
# never met again recycled) and the reading's facts: a pure function of both, and a few hundred
# readings cover nearly every win. Never changed once made.
_EVALUATED: OwnedMemo[tuple[int, HandFacts], _Eval] = OwnedMemo("scoring.evaluated", 2048)
_EVALUATED_DATA = _EVALUATED.data  # read directly: one read per reading of every win


def _refused(profile: Profile, hand: Sequence[Tile], melds: Sequence[Meld],
             s: Situation) -> Invalid | None:
    """Why ``score_hand`` cannot score these tiles at all (not Sichuan tiles, not a legal
    14-tile hand, a chow, a situation they contradict), or None."""
    if max(hand, default=0) >= 27 or melds and any(not m.tile.is_number for m in melds):
        return Invalid("tile_identity", "Sichuan hands hold only m, p and s tiles")
    try:
        analysis.validate(hand, melds, sizes=(14,))
    except TileError as err:
        return Invalid(err.code.value, err.message)
    if melds and any(m.kind is _MELDKIND_CHOW for m in melds):
        return Invalid("bad_meld", "Sichuan has no chow")
    return _check_situation(profile, hand, melds, s)


def score_hand(profile: Profile, hand: Sequence[Tile], melds: Sequence[Meld] = (),
               situation: Situation = Situation()) -> Result:
    """Score a win: ``hand`` is the concealed tiles with the winning tile last."""
    s = situation
    bad = _refused(profile, hand, melds, s)
    if bad is not None:
        return bad
    suits = {"mps"[t // 9] for t in hand}
    for m in melds:
        suits.add("mps"[m.tile // 9])
    void = s.void
    if void is None:
        if len(suits) == 3:
            return NotWin("three_suits")
        void = next(v for v in "mps" if v not in suits) if len(suits) == 2 else None
    elif void not in ("m", "p", "s"):
        return Invalid("bad_void", f"the void suit must be m, p or s, not {void!r}")
    elif void in suits:
        return NotWin("void_suit_in_hand")
    if not analysis.is_win(hand, melds, void):
        return NotWin("not_winning_shape")
    roots = _roots(hand, melds)
    # The facts every reading shares, worked out once; each reading adds its form, its
    # sequences and whether every group holds a terminal. A reading's evaluation is remembered
    # by its facts themselves (and the profile).
    pure = len(suits) == 1
    kongs = sum(1 for m in melds if m.kind.is_kong)
    meld_tiles = [m.tile for m in melds]
    two_five_eight = _TWO_FIVE_EIGHT.issuperset(hand) and _TWO_FIVE_EIGHT.issuperset(meld_tiles)
    kinds = set(hand)  # four of a kind leave at least three tiles over the kinds held
    fours = sum(1 for t in kinds if hand.count(t) == 4) if len(hand) - len(kinds) >= 3 else 0
    melds_terminal = _TERMINAL.issuperset(meld_tiles)
    win, events, n_melds = s.win, s.events, len(melds)
    self_draw, discard, robbed = (win is _WINTYPE_SELF, win is _WINTYPE_DISCARD,
                                  win is _WINTYPE_ROBBED)
    bloom, kong_discard = _EVENT_KONG_BLOOM in events, _EVENT_KONG_DISCARD in events
    last_tile, heavenly = _EVENT_LAST_TILE in events, _EVENT_HEAVENLY in events
    earthly = _EVENT_EARTHLY in events
    owner = id(profile)
    best: tuple[tuple[int, int], Decomposition, _Eval] | None = None
    for d in analysis.decompositions(hand, melds):
        sequences = 0
        terminals = melds_terminal
        for g in d.groups:
            kind = g.kind
            if kind is _GROUPKIND_SEQUENCE:
                sequences += 1
                if terminals and g.tile not in _TERMINAL_RUN:
                    terminals = False
            elif terminals and kind is not _GROUPKIND_ORPHANS and g.tile not in _TERMINAL:
                terminals = False  # a pair or three of a kind without a 1 or a 9
        facts = HandFacts(d.form is _FORM_REGULAR, d.form is _FORM_SEVEN_PAIRS, sequences, pure,
                          n_melds, kongs, terminals, two_five_eight, fours, roots, self_draw,
                          discard, robbed, bloom, kong_discard, last_tile, heavenly, earthly)
        key = (owner, facts)
        got = _EVALUATED_DATA.get(key)
        if got is not None and got[0] is profile:
            ev = got[1]
        else:
            ev = _EVALUATED.put_for(key, profile, evaluate(profile, facts))
        key2 = (ev.value, ev.units)
        if best is None or key2 > best[0]:
            best = (key2, d, ev)
    assert best is not None  # is_win guarantees a decomposition
    _, d, ev = best
    return Score(profile=profile.id, unit=profile.unit, decomposition=d, void=void,
                 lines=tuple(ev.lines), replaced=tuple(ev.replaced), roots=roots,
                 units=ev.units, capped=ev.capped, cap_applied=ev.capped < ev.units,
                 value=ev.value, self_draw_value=ev.value + profile.self_draw_bonus)


# Enum members read in the functions above, as module names: on Python 3.11 a member read
# off its class goes through EnumType's __getattr__ hook, several times a global's cost.
_EVENT_EARTHLY = WinEvent.EARTHLY
_EVENT_HEAVENLY = WinEvent.HEAVENLY
_EVENT_KONG_BLOOM = WinEvent.KONG_BLOOM
_EVENT_KONG_DISCARD = WinEvent.KONG_DISCARD
_EVENT_LAST_TILE = WinEvent.LAST_TILE
_FORM_REGULAR = Form.REGULAR
_FORM_SEVEN_PAIRS = Form.SEVEN_PAIRS
_GROUPKIND_ORPHANS = GroupKind.ORPHANS
_GROUPKIND_SEQUENCE = GroupKind.SEQUENCE
_MELDKIND_CHOW = MeldKind.CHOW
_OP_DOUBLE = Op.DOUBLE
_OP_MAIN = Op.MAIN
_PATTERNID_PLAIN_WIN = PatternId.PLAIN_WIN
_PATTERNID_ROOT = PatternId.ROOT
_WINTYPE_DISCARD = WinType.DISCARD
_WINTYPE_ROBBED = WinType.ROBBED
_WINTYPE_SELF = WinType.SELF
