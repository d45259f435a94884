"""Drills made from a seed (never from a fixed list): ``generate(kind, rules, seed, level)``
builds a legal position with ``random.Random(seed)`` and asks the engine for its answer key.

Levels (issue 13): 1 fewer suits and no melds; 2 melds; 3 seven pairs, roots (four of a kind)
and scoring events; 4 tiles seen elsewhere. A Sichuan hand keeps no tile of its void suit
(docs/rules.md §2.1), except in the flower-pig check, whose question is exactly that.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from urllib.parse import parse_qsl, urlencode

from mahjong_gui.drills import answers
from mahjong_gui.drills.model import (
    LEVELS,
    Drill,
    DrillError,
    HandQuestion,
    Kind,
    KongPaid,
    ValueQuestion,
    WallEndQuestion,
    WallSeat,
)
from mahjong_gui.engine import analysis, tiles
from mahjong_gui.engine.calculator import Calculation
from mahjong_gui.engine.common import OptionError, WinType
from mahjong_gui.engine.family.registry import family_of
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.memo import memoized
from mahjong_gui.engine.rules import PROFILES, AnyProfile, get_profile
from mahjong_gui.engine.rules.base import HOUSE
from mahjong_gui.engine.tiles import TILES, Tile

MAX_SEED = 2**63 - 1
_ATTEMPTS = 400


def kinds_for(profile: AnyProfile) -> tuple[Kind, ...]:
    """The kinds that make sense under ``profile``: the wall-end settlement where players
    still in settle at the wall's end (``bloody``), the flower pig where there is a void suit."""
    out = [Kind.DISCARD, Kind.WAITS, Kind.VALUE]
    if profile.bloody:
        out.append(Kind.WALL_END)
    out.append(Kind.READY)
    if profile.void_suit:
        out.append(Kind.PIG)
    return tuple(out)


# ---------------------------------------------------------------------------------------------
# Tiles to draw from


class _Pool:
    """The copies of each kind still free (four at most across everything placed)."""

    def __init__(self) -> None:
        self.left = [4] * 34

    def can(self, t: int, n: int = 1) -> bool:
        return self.left[t] >= n

    def take(self, t: int, n: int = 1) -> None:
        assert self.left[t] >= n
        self.left[t] -= n

    def give(self, t: int) -> None:
        self.left[t] += 1
        assert self.left[t] <= 4


def _suit_kinds(suit: int) -> list[int]:
    return list(range(9 * suit, 9 * suit + 9))


class _Setup:
    """What one drill draws from: the kinds its hand may hold and the void suit."""

    def __init__(self, rng: random.Random, profile: AnyProfile, level: int) -> None:
        self.rng = rng
        self.profile = profile
        self.level = level
        self.void: str | None = None
        suits = [0, 1, 2]
        if profile.void_suit:
            v = rng.randrange(3)
            self.void = "mps"[v]
            suits.remove(v)
        elif level <= 1:  # Hong Kong's first level: two suits, no honours
            suits.remove(rng.randrange(3))
        self.kinds = [t for s in suits for t in _suit_kinds(s)]
        if profile.honours and level >= 2:
            self.kinds += list(range(27, 34))
        self.suits = suits
        self.all_kinds = list(range(34 if profile.honours else 27))

    def chow_starts(self) -> list[int]:
        return [t for t in self.kinds if t < 27 and t % 9 <= 6]


def _pong(st: _Setup, pool: _Pool, n: int = 3) -> int | None:
    options = [t for t in st.kinds if pool.can(t, n)]
    if not options:
        return None
    t = st.rng.choice(options)
    pool.take(t, n)
    return t


def _run(st: _Setup, pool: _Pool, must: int | None = None) -> int | None:
    options = [t for t in st.chow_starts() if all(pool.can(t + i) for i in range(3))
               and (must is None or t <= must <= t + 2)]
    if not options:
        return None
    t = st.rng.choice(options)
    for i in range(3):
        pool.take(t + i)
    return t


def _melds(st: _Setup, pool: _Pool) -> tuple[Meld, ...] | None:
    kinds = [MeldKind.PONG, MeldKind.PONG, MeldKind.KONG, MeldKind.ANKONG]
    if st.profile.chow:
        kinds += [MeldKind.CHOW, MeldKind.CHOW]
    out = []
    for _ in range(st.rng.randint(1, 2)):
        kind = st.rng.choice(kinds)
        if kind is MeldKind.CHOW:
            t = _run(st, pool)
        else:
            t = _pong(st, pool, 4 if kind.is_kong else 3)
        if t is None:
            return None
        out.append(Meld(kind, TILES[t]))
    return tuple(out)


def _regular(st: _Setup, pool: _Pool, sets: int, root: bool) -> list[int] | None:
    """A complete concealed part: ``sets`` sets and a pair (with ``root``, a kind held four
    times: a pong and a run through it, where the suits allow)."""
    hand: list[int] = []
    pair = _pong(st, pool, 2)
    if pair is None:
        return None
    hand += [pair, pair]
    made = 0
    if root and sets >= 2:
        t = _pong(st, pool)
        if t is None:
            return None
        hand += [t] * 3
        made = 1
        if t < 27 and pool.can(t):
            low = _run(st, pool, must=t)
            if low is not None:
                hand += [low, low + 1, low + 2]
                made = 2
    for _ in range(sets - made):
        t = _run(st, pool) if st.chow_starts() and st.rng.random() < 0.6 else None
        if t is not None:
            hand += [t, t + 1, t + 2]
            continue
        t = _pong(st, pool)
        if t is None:
            return None
        hand += [t] * 3
    return hand


def _seven_pairs(st: _Setup, pool: _Pool) -> list[int] | None:
    hand: list[int] = []
    for i in range(7):
        n = 4 if i == 0 and st.rng.random() < 0.5 else 2  # a four of a kind is two pairs
        if n == 4 and i == 0:
            t = _pong(st, pool, 4)
            if t is None:
                return None
            hand += [t] * 4
            continue
        options = [t for t in st.kinds if pool.can(t, 2) and t not in hand]
        if not options:
            return None
        t = st.rng.choice(options)
        pool.take(t, 2)
        hand += [t, t]
    return hand[:14]


def _complete(st: _Setup, pool: _Pool, melds: tuple[Meld, ...]) -> list[int] | None:
    """A complete hand for the level (14 tiles less 3 per meld)."""
    seven = (st.level == 3 and not melds and st.profile.void_suit
             and st.rng.random() < 0.5)  # seven pairs: a Sichuan form (docs/rules.md §2.1)
    if seven:
        hand = _seven_pairs(st, pool)
        if hand is not None and len(hand) == 14:
            return hand
        return None
    return _regular(st, pool, 4 - len(melds), root=st.level >= 3)


def _spoil(st: _Setup, pool: _Pool, hand: list[int], n: int) -> list[int]:
    """Swap ``n`` tiles of the hand for other free tiles of the hand's kinds."""
    hand = list(hand)
    for _ in range(n):
        out = hand.pop(st.rng.randrange(len(hand)))
        options = [t for t in st.kinds if pool.can(t) and t != out]
        t = st.rng.choice(options)
        pool.take(t)
        pool.give(out)
        hand.append(t)
    return hand


def _visible(st: _Setup, pool: _Pool) -> tuple[Tile, ...]:
    """Level 4: tiles seen elsewhere (others' discards), any kind of the profile's set."""
    if st.level < 4:
        return ()
    free = [t for t in st.all_kinds for _ in range(pool.left[t])]
    seen = st.rng.sample(free, st.rng.randint(8, 24))
    for t in seen:
        pool.take(t)
    return tuple(sorted(TILES[t] for t in seen))


def _tiles(ts: Sequence[int]) -> tuple[Tile, ...]:
    return tuple(sorted(TILES[t] for t in ts))


def _start(st: _Setup) -> tuple[_Pool, tuple[Meld, ...], list[int]] | None:
    pool = _Pool()
    melds: tuple[Meld, ...] = ()
    if st.level >= 2 and st.rng.random() < 0.75:
        got = _melds(st, pool)
        if got is None:
            return None
        melds = got
    hand = _complete(st, pool, melds)
    if hand is None:
        return None
    return pool, melds, hand


# ---------------------------------------------------------------------------------------------
# One position per kind


def _discard(st: _Setup) -> HandQuestion | None:
    start = _start(st)
    if start is None:
        return None
    pool, melds, hand = start
    hand = _spoil(st, pool, hand, st.rng.randint(1, 3))
    q = HandQuestion(_tiles(hand), melds, st.void, _visible(st, pool))
    family = st.profile.analysis_family
    if analysis.shanten(q.hand, melds, st.void, family=family) < 0:
        return None  # already a win
    opts = analysis.discards(q.hand, melds, st.void, q.visible, family=family)
    if not 0 <= opts[0].shanten <= 2:
        return None
    if len({(o.shanten, o.ukeire) for o in opts}) < 2:
        return None  # every discard alike: nothing to learn
    return q


def _ready_hand(st: _Setup) -> tuple[_Pool, HandQuestion] | None:
    start = _start(st)
    if start is None:
        return None
    pool, melds, hand = start
    out = hand.pop(st.rng.randrange(len(hand)))
    pool.give(out)
    return pool, HandQuestion(_tiles(hand), melds, st.void, ())


def _waits(st: _Setup) -> HandQuestion | None:
    got = _ready_hand(st)
    if got is None:
        return None
    pool, q = got
    q = HandQuestion(q.hand, q.melds, q.void, _visible(st, pool))
    if not analysis.waits(q.hand, q.melds, q.void, family=st.profile.analysis_family):
        return None
    return q


def _ready(st: _Setup) -> HandQuestion | None:
    got = _ready_hand(st)
    if got is None:
        return None
    pool, q = got
    if st.rng.random() < 0.5:  # not ready: one more tile changed
        q = HandQuestion(_tiles(_spoil(st, pool, list(q.hand), 1)), q.melds, q.void)
    family = st.profile.analysis_family
    sh = analysis.shanten(q.hand, q.melds, q.void, family=family)
    found = analysis.waits(q.hand, q.melds, q.void, family=family)
    if sh == 0 and not found:
        return None  # ready in shape but every winning tile held: not a beginner's question
    return q


def _pig(st: _Setup) -> HandQuestion | None:
    got = _ready_hand(st)
    if got is None:
        return None
    pool, q = got
    assert st.void is not None
    if st.rng.random() < 0.5:  # the flower pig: void-suit tiles still held
        v = "mps".index(st.void)
        hand: list[int] = list(q.hand)
        for _ in range(st.rng.randint(1, 2)):
            options = [t for t in _suit_kinds(v) if pool.can(t)]
            t = st.rng.choice(options)
            pool.take(t)
            pool.give(hand.pop(st.rng.randrange(len(hand))))
            hand.append(t)
        q = HandQuestion(_tiles(hand), q.melds, q.void)
    return q


# The events a value drill may add, in the order it draws them; each win takes those its
# family lets that kind of win carry (``RuleFamily.win_event_ids``). A kong bloom or a
# replacement tile also needs a kong among the melds.
_DRILL_EVENTS = ("kong-bloom", "replacement", "last-tile", "kong-discard")
_AFTER_KONG = frozenset({"kong-bloom", "replacement"})


def _value(st: _Setup) -> tuple[ValueQuestion, Calculation] | None:
    start = _start(st)
    if start is None:
        return None
    _pool, melds, hand = start
    rng, profile = st.rng, st.profile
    win_tile = hand.pop(rng.randrange(len(hand)))
    concealed = (*_tiles(hand), TILES[win_tile])
    seat, dealer = rng.randrange(4), rng.randrange(4)
    win = rng.choice(("self", "discard"))
    others = [s for s in range(4) if s != seat]
    discarder = rng.choice(others) if win == "discard" else None
    in_seats = list(range(4))
    if st.level >= 4 and profile.bloody:  # players who already won have left the hand
        gone = [s for s in others if s != discarder]
        for s in rng.sample(gone, rng.randint(1, 2)):
            in_seats.remove(s)
    events: list[str] = []
    has_kong = any(m.kind.is_kong for m in melds)
    if st.level >= 3:
        allowed = family_of(profile).win_event_ids(profile, WinType(win))
        for e in _DRILL_EVENTS:
            if e not in allowed or (e in _AFTER_KONG and not has_kong):
                continue
            if rng.random() < 0.4:
                events.append(e)
        if "kong-bloom" in events and "last-tile" in events:
            events.remove("last-tile")
    bonus: tuple[Tile, ...] = ()
    prevailing = 1
    args = ["--rules", profile.id, tiles.format(concealed)]
    own = PROFILES[profile.id].options
    for key, value in sorted(profile.options.items()):  # a club's rules: ``score`` agrees
        if own.get(key) != value:
            args += ["--option", f"{key}={value}"]
    for m in melds:
        args += ["--meld", str(m)]
    args += ["--win", win, "--seat", str(seat), "--dealer", str(dealer)]
    if discarder is not None:
        args += ["--from", str(discarder)]
    void = st.void
    if profile.bonus_tiles:
        if st.level >= 3:
            bonus = tuple(sorted(TILES[34 + b] for b in rng.sample(range(8), rng.randint(0, 2))))
        if st.level >= 4:
            prevailing = rng.randint(1, 4)
        if bonus:
            args += ["--bonus", tiles.format(bonus)]
        args += ["--wind", str(prevailing)]
    else:
        args += ["--void", str(void), "--in", ",".join(str(s) for s in in_seats)]
    for e in events:
        args += ["--event", e]
    q = ValueQuestion(tuple(args), concealed, melds, win, seat, discarder, dealer,
                      void if profile.void_suit else None, tuple(in_seats), tuple(events),
                      bonus, prevailing)
    c = answers.value_calculation(profile, q)
    if c.score is None:
        return None  # below a minimum, or events the scorer refuses together
    return q, c


def _wall_end(st: _Setup) -> WallEndQuestion | None:
    """A Sichuan table at the empty wall: each seat still in holds 13 tiles (less 3 per meld)
    of its two suits; some are ready, some not; level 3 adds a flower pig and kong money paid
    earlier, level 4 a seat that already won and left."""
    rng, profile = st.rng, st.profile
    pool = _Pool()
    dealer = rng.randrange(4)
    gone: set[int] = set()
    if st.level >= 4:
        gone.add(rng.randrange(4))
    seats: list[WallSeat] = []
    kongs: list[KongPaid] = []
    pig_seat = rng.randrange(4) if st.level >= 3 else None
    for seat in range(4):
        seat_setup = _Setup(rng, profile, st.level)
        melds: tuple[Meld, ...] = ()
        if st.level >= 2 and rng.random() < 0.5:
            got = _melds(seat_setup, pool)
            if got is None:
                return None
            melds = got
        hand = _regular(seat_setup, pool, 4 - len(melds), root=False)
        if hand is None:
            return None
        hand.pop(rng.randrange(len(hand)))
        # the popped tile is simply not in play here; the pool keeps it taken
        if rng.random() < 0.45:  # not ready
            hand = _spoil(seat_setup, pool, hand, rng.randint(1, 2))
        if seat == pig_seat and seat not in gone:
            assert seat_setup.void is not None
            v = "mps".index(seat_setup.void)
            options = [t for t in _suit_kinds(v) if pool.can(t)]
            if not options:
                return None
            t = rng.choice(options)
            pool.take(t)
            pool.give(hand.pop(rng.randrange(len(hand))))
            hand.append(t)
        for m in melds:
            if m.kind.is_kong and seat not in gone:
                kind = {MeldKind.KONG: "exposed", MeldKind.ANKONG: "concealed"}[m.kind]
                feeder = rng.choice([s for s in range(4) if s != seat]) \
                    if kind == "exposed" else None
                kongs.append(KongPaid(seat, kind, feeder))
        if seat in gone:
            seats.append(WallSeat(seat, None, melds, seat_setup.void))
        else:
            seats.append(WallSeat(seat, _tiles(hand), melds, seat_setup.void))
    return WallEndQuestion((seats[0], seats[1], seats[2], seats[3]), tuple(kongs), dealer)


# ---------------------------------------------------------------------------------------------
# The entry point


MAX_RULES = 4000  # a rules spec with a whole rule set's options is a few hundred characters


def rules_spec(profile_id: str, options: Mapping[str, str] | None = None) -> str:
    """A drill's ``rules``: the profile id, then ``?`` and the options (room and ``house.*``)
    that change its rules, sorted and URL-encoded, so a drill under a club's rule set is made
    again the same from its card (``mil?house.cap=4&house.row.root=off``); raises
    ``OptionError`` for options the profile refuses."""
    own = PROFILES[profile_id].options
    opts = {k: v for k, v in (options or {}).items() if own.get(k) != v}
    full = _bare(get_profile(profile_id, opts))
    for key in sorted(k for k in opts if k.startswith(HOUSE)):  # drop what changes nothing
        rest = {k: v for k, v in opts.items() if k != key}
        if _bare(get_profile(profile_id, rest)) == full:
            opts = rest
    return profile_id + ("?" + urlencode(sorted(opts.items())) if opts else "")


def _bare(p: AnyProfile) -> AnyProfile:
    return replace(p, options={})


def split_spec(rules: str) -> tuple[str, dict[str, str]]:
    """A drill's ``rules`` as its profile id and options; ``DrillError`` for a bad one."""
    if not isinstance(rules, str) or len(rules) > MAX_RULES:
        raise DrillError("unknown_rules", f"rules are a profile id with options of at most "
                         f"{MAX_RULES} characters")
    pid, sep, query = rules.partition("?")
    try:
        pairs = parse_qsl(query, strict_parsing=True, max_num_fields=200) if sep else []
    except ValueError:
        raise DrillError("unknown_rules", f"unreadable options in rules '{rules[:60]}'") \
            from None
    return pid, dict(pairs)


def profile_for(rules: str) -> AnyProfile:
    """The profile of a drill's ``rules`` (a profile id, or one with options: ``rules_spec``)."""
    pid, opts = split_spec(rules)
    profile = PROFILES.get(pid)
    if profile is None:
        raise DrillError("unknown_rules", f"unknown rules '{pid[:40]}' (choose from "
                         f"{', '.join(PROFILES)})")
    if not opts:
        return profile
    try:
        return _with_options(pid, tuple(sorted(opts.items())))
    except OptionError as err:
        raise DrillError(err.code, str(err)) from None


@memoized("drills.profiles", 64)
def _with_options(pid: str, options: tuple[tuple[str, str], ...]) -> AnyProfile:
    return get_profile(pid, dict(options))


def check_request(kind: str, rules: str, seed: int, level: int) -> tuple[Kind, AnyProfile]:
    """The kind and profile asked for; ``DrillError`` for anything out of range."""
    try:
        k = Kind(kind)
    except ValueError:
        raise DrillError("unknown_kind", f"unknown drill kind '{kind}' (choose from "
                         f"{', '.join(x.value for x in Kind)})") from None
    profile = profile_for(rules)
    if k not in kinds_for(profile):
        raise DrillError("kind_not_in_rules", f"there is no {k.value} drill under {rules} "
                         f"(its kinds: {', '.join(x.value for x in kinds_for(profile))})")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise DrillError("bad_seed", f"the seed is a whole number 0-{MAX_SEED}, not {seed!r}")
    if isinstance(level, bool) or level not in LEVELS:
        raise DrillError("bad_level", f"the level is 1-{len(LEVELS)}, not {level!r}")
    return k, profile


def generate(kind: str, rules: str, seed: int, level: int = 1) -> Drill:
    """The drill of that kind, profile, seed and level; the same arguments give the same
    drill. Raises ``DrillError``."""
    k, profile = check_request(kind, rules, seed, level)
    rng = random.Random(f"{k.value}/{rules}/{level}/{seed}")
    for _ in range(_ATTEMPTS):
        st = _Setup(rng, profile, level)
        if k is Kind.DISCARD:
            q = _discard(st)
            if q is not None:
                return Drill(k, rules, seed, level, q, answers.discard_answer(profile, q))
        elif k is Kind.WAITS:
            q = _waits(st)
            if q is not None:
                return Drill(k, rules, seed, level, q, answers.waits_answer(profile, q))
        elif k is Kind.READY:
            q = _ready(st)
            if q is not None:
                return Drill(k, rules, seed, level, q, answers.ready_answer(profile, q))
        elif k is Kind.PIG:
            q = _pig(st)
            if q is not None:
                return Drill(k, rules, seed, level, q, answers.pig_answer(profile, q))
        elif k is Kind.VALUE:
            got = _value(st)
            if got is not None:
                return Drill(k, rules, seed, level, got[0],
                             answers.value_answer(profile, got[0]))
        else:
            w = _wall_end(st)
            if w is not None:
                return Drill(k, rules, seed, level, w, answers.wall_end_answer(profile, w))
    raise DrillError("no_drill", f"no {k.value} drill found for seed {seed}")
