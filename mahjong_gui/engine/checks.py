"""Checking logs: invariants after every event, and a full re-play of a log by the referee.

``replay_check`` rebuilds every hand's table from its ``HandStarted`` event (the deal and the
wall are in the log), feeds it the decisions the log records, and requires the exact same
events back: an illegal move, a wrong tile or a wrong number is caught with its event index.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import fields
from operator import attrgetter

from mahjong_gui.engine import events as ev
from mahjong_gui.engine import rules as rule_book
from mahjong_gui.engine.common import Payment, Reason
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.memo import Memo
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.state import INITIAL, GameState, Phase, apply, profile_of, tiles_in_play
from mahjong_gui.engine.table import IllegalAction, Match, Table, match_end, next_prevailing
from mahjong_gui.engine.tiles import Tile, parse

PASS_ACTION = Action(Act.PASS)
PENALTY_REASONS = (Reason.FLOWER_PIG_PENALTY, Reason.FALSE_WIN)


class LogError(ValueError):
    """A log that does not replay: ``code`` is an id, ``index`` the event at fault."""

    def __init__(self, code: str, message: str, index: int | None = None) -> None:
        super().__init__(message if index is None else f"event {index}: {message}")
        self.code = code
        self.message = message
        self.index = index


def event_payments(e: ev.Event) -> tuple[Payment, ...]:
    return getattr(e, "payments", ())


# The verdicts on events of flat values (every field an int, a flag, a string, a tile or
# None: draws, discards, passes), by their values and the exact type of each: two such events
# with the same key write the same line and read back alike, so neither is written again.
_FLAT_TYPES = frozenset({int, bool, str, Tile, type(None)})
# Each entry is three tuples the garbage collector tracks (its values hold tiles, its kinds
# types): a bound that keeps them few (Hong Kong self-play meets about 4,000 keys in 1,500
# hands, mil about 1,000).
_FLAT_VERDICT: Memo[tuple[object, ...], bool] = Memo("checks.flat_verdict", 5_000)
# How to read an event type's field values (one per event type).
_VALUES: Memo[type, Callable[[ev.Event], tuple[object, ...]]] = Memo("checks.values", 256)


def _values(e: ev.Event) -> tuple[object, ...]:
    get = _VALUES.data.get(type(e))
    if get is None:
        names = [f.name for f in fields(e)]
        # attrgetter gives a bare value for one name: always a tuple here.
        get = _VALUES.put(type(e), attrgetter(*names) if len(names) > 1
                          else lambda x: (getattr(x, names[0]),))
    return get(e)


def _round_trips(e: ev.Event) -> bool:
    """Whether ``e``'s JSON line reads back as ``e``: from_json re-encodes what it read and
    refuses a line that does not come back byte for byte, so the line then round-trips."""
    values = _values(e)
    kinds = tuple(map(type, values))
    if _FLAT_TYPES.issuperset(kinds):
        key = (type(e), values, kinds)
        verdict = _FLAT_VERDICT.data.get(key)
        if verdict is None:
            verdict = _FLAT_VERDICT.put(key, _reads_back(e))
        return verdict
    return _reads_back(e)


def _reads_back(e: ev.Event) -> bool:
    # Not remembered by line: the lines that recur (draws, discards, passes) are flat and
    # have their verdicts above; the others hardly recur (8% of them in mil self-play), and
    # a cache of them held tens of thousands of objects every full collector pass walked.
    try:
        return ev.from_json(ev.to_json(e)) == e
    except ev.EventFormatError:
        return False


def invariant_violations(events: Sequence[ev.Event], live: GameState | None = None) -> list[str]:
    """Check after every event: every tile of the set accounted for (108 Sichuan, 144 Hong
    Kong with the dead wall and the bonus tiles set aside); every payment positive, between two
    different seats or a listed penalty, and never paid by a player who has already won; the
    scores move by exactly the payments; the JSON line round-trips byte for byte; and (given
    ``live``, the state a table holds) the state equals the replay of the log."""
    out: list[str] = []
    state = INITIAL
    for i, e in enumerate(events):
        before = state
        state = apply(state, e)
        if state.phase not in (_PHASE_OVER, _PHASE_MATCH_OVER, _PHASE_IDLE):
            n = tiles_in_play(state)
            want = profile_of(state).tile_count
            if n != want:
                out.append(f"event {i}: {n} tiles in play, not {want}")
            if state.wall < 0:
                out.append(f"event {i}: the live wall count is {state.wall}")
        rows = event_payments(e)
        for p in rows:
            if p.amount <= 0 or p.payer == p.payee or (
                    p.payee is None and p.reason not in PENALTY_REASONS):
                out.append(f"event {i}: a malformed payment row {p}")
            if before.players[p.payer].won:
                out.append(f"event {i}: seat {p.payer} pays after having won")
        penalties = sum(p.amount for p in rows if p.payee is None)
        if rows and sum(state.scores) - sum(before.scores) != -penalties:
            out.append(f"event {i}: the scores do not move by the payments")
        if not _round_trips(e):
            out.append(f"event {i}: the JSON line does not round-trip")
    if live is not None and live != state:
        out.append("the table's state differs from the replay of its log")
    return out


# ---------------------------------------------------------------------------------------------
# Re-play


def _decisions(events: Sequence[ev.Event]) -> dict[int, list[Action]]:
    """The decisions each seat made in one hand, in order, read back from its events."""
    out: dict[int, list[Action]] = {0: [], 1: [], 2: [], 3: []}
    for e in events:
        if isinstance(e, ev.TilesExchanged):
            for s in range(4):
                out[s].append(Action(_ACT_EXCHANGE, tiles=e.picks[s]))
        elif isinstance(e, ev.VoidsChosen):
            for s in range(4):
                out[s].append(Action(_ACT_VOID, suit=e.voids[s]))
        elif isinstance(e, ev.Discarded):
            out[e.seat].append(Action(_ACT_DISCARD, e.tile))
        elif isinstance(e, ev.KongDeclared):
            out[e.seat].append(Action(_ACT_KONG, e.tile, kong=_KONGKIND_ADDED))
        elif isinstance(e, ev.Konged) and e.kind != "added":
            out[e.seat].append(Action(_ACT_KONG, e.tile, kong=KongKind(e.kind)))
        elif isinstance(e, ev.Ponged):
            out[e.seat].append(Action(_ACT_PONG, e.tile))
        elif isinstance(e, ev.Chowed):
            out[e.seat].append(Action(_ACT_CHOW, e.low))
        elif isinstance(e, ev.Won):
            out[e.seat].append(Action(_ACT_WIN))
        elif isinstance(e, ev.ClaimPassed):
            if e.lapsed == "pong":
                out[e.seat].append(Action(_ACT_PONG, e.tile))
            elif e.lapsed == "kong":
                out[e.seat].append(Action(_ACT_KONG, e.tile, kong=_KONGKIND_EXPOSED))
            elif e.lapsed == "win":
                out[e.seat].append(Action(_ACT_WIN))
            elif e.lapsed is not None and e.lapsed.startswith("chow:"):
                try:
                    low = parse(e.lapsed[5:])
                except ValueError:
                    low = ()
                out[e.seat].append(Action(_ACT_CHOW, low[0]) if len(low) == 1 else PASS_ACTION)
            else:
                out[e.seat].append(Action(_ACT_PASS))
    return out


def _table_for(start: ev.HandStarted, direction: str | None, index: int) -> Table:
    try:
        profile = rule_book.get_profile(start.profile, dict(start.options))
    except rule_book.OptionError as err:
        raise LogError("bad_rules", err.message, index) from None
    tiles = [t for k in range(4) for t in start.deal[(start.dealer + k) % 4]] + list(start.wall)
    try:
        return Table(profile, start.seed, start.dealer, start.scores, start.hand, tiles,
                     direction, start.prevailing)
    except ValueError as err:
        raise LogError("bad_wall", str(err), index) from None


def replay_hand(events: Sequence[ev.Event], offset: int = 0) -> Table:
    """Re-play one hand's events (``HandStarted`` first) through a fresh table; returns it."""
    start = events[0]
    if not isinstance(start, ev.HandStarted):
        raise LogError("bad_log", "a hand starts with hand_started", offset)
    direction = next((e.direction for e in events if isinstance(e, ev.TilesExchanged)), None)
    table = _table_for(start, direction, offset)
    queues = _decisions(events)
    while not table.over:
        pending = table.pending()
        asked = [s for s in pending if queues[s]]
        if not asked:
            break  # the log stops here: a game saved mid-hand
        for seat in asked:
            action = queues[seat].pop(0)
            try:
                table.submit(seat, action)
            except IllegalAction as err:
                raise LogError("illegal_move", err.message,
                               offset + min(len(table.events), len(events) - 1)) from None
            if table.over:
                break
    produced = table.events
    for i, (a, b) in enumerate(zip(produced, events, strict=False)):
        if a != b:
            if type(a) is not type(b):
                raise LogError("illegal_move", f"the log has {b.type} where the rules give "
                               f"{a.type}", offset + i)
            got, want = json.loads(ev.to_json(b)), json.loads(ev.to_json(a))
            key = next(k for k in want if want[k] != got.get(k))
            raise LogError("mismatch", f"{a.type}: {key} is {json.dumps(got[key])[:120]} in "
                           f"the log but {json.dumps(want[key])[:120]} by the rules",
                           offset + i)
    if len(events) > len(produced):
        extra = events[len(produced)]
        if isinstance(extra, ev.MatchEnded) and table.over:
            return table
        raise LogError("illegal_move", f"{extra.type} cannot happen here",
                       offset + len(produced))
    if len(produced) > len(events):
        raise LogError("truncated", "the log stops where the rules go on",
                       offset + len(events))
    return table


def replay_check(events: Sequence[ev.Event], profile: str | None = None,
                 options: dict[str, str] | None = None) -> GameState:
    """Re-play a whole log (one or more hands of one match); returns the final state or raises
    ``LogError``. With ``profile``/``options`` every hand must use them."""
    starts = [i for i, e in enumerate(events) if isinstance(e, ev.HandStarted)]
    if not events:
        return INITIAL
    if not starts or starts[0] != 0:
        raise LogError("bad_log", "a log starts with hand_started", 0)
    prev_end: ev.HandEnded | None = None
    prev_start: ev.HandStarted | None = None
    first = events[0]
    assert isinstance(first, ev.HandStarted)
    if first.prevailing != 1:
        raise LogError("mismatch", "a match starts in the East round", 0)
    for n, i in enumerate(starts):
        j = starts[n + 1] if n + 1 < len(starts) else len(events)
        start = events[i]
        assert isinstance(start, ev.HandStarted)
        if profile is not None and (start.profile != profile
                                    or dict(start.options) != dict(options or {})):
            raise LogError("header_mismatch", "the hand's rules differ from the file's", i)
        if start.hand != n:
            raise LogError("mismatch", f"hand number {start.hand}, expected {n}", i)
        if prev_end is not None and (start.scores != prev_end.scores
                                     or start.dealer != prev_end.next_dealer):
            raise LogError("mismatch", "scores or dealer differ from the previous hand's end", i)
        if prev_end is not None and prev_start is not None:
            try:
                rules = rule_book.get_profile(start.profile, dict(start.options))
            except rule_book.OptionError as err:
                raise LogError("bad_rules", err.message, i) from None
            wind = next_prevailing(rules, prev_start.prevailing, prev_start.dealer,
                                   prev_end.next_dealer, first.dealer)
            if start.prevailing != wind:
                raise LogError("mismatch", f"prevailing wind {start.prevailing}, expected "
                               f"{wind}", i)
        if n + 1 < len(starts) and not isinstance(events[j - 1], ev.HandEnded):
            raise LogError("illegal_move", "a hand starts before the previous one ended", j)
        replay_hand(events[i:j], i)
        last = events[j - 1]
        prev_end = last if isinstance(last, ev.HandEnded) else None
        prev_start = start
        if isinstance(last, ev.MatchEnded) and j != len(events):
            raise LogError("illegal_move", "events after the end of the match", j)
    last = events[-1]
    if isinstance(last, ev.MatchEnded):
        ends = [e for e in events if isinstance(e, ev.HandEnded)]
        start = events[0]
        assert isinstance(start, ev.HandStarted)
        expected = match_end(rule_book.get_profile(start.profile, dict(start.options)),
                             [e.deltas for e in ends], ends[-1].scores, last.reason)
        if expected != last or last.reason not in ("complete", "bust") or (
                (last.reason == "bust") != (ends[-1].reason == "bust")):
            raise LogError("mismatch", "the match's end does not follow from its hands",
                           len(events) - 1)
    state = INITIAL
    for e in events:
        state = apply(state, e)
    return state


def resume_match(events: Sequence[ev.Event], seed: int, total_hands: int | None = None
                 ) -> Match:
    """A ``Match`` rebuilt from a (validated) log, ready to go on where the log stops."""
    start = events[0]
    assert isinstance(start, ev.HandStarted)
    profile = rule_book.get_profile(start.profile, dict(start.options))
    match = Match(profile, seed, start.dealer, total_hands)
    starts = [i for i, e in enumerate(events) if isinstance(e, ev.HandStarted)]
    for n, i in enumerate(starts):
        j = starts[n + 1] if n + 1 < len(starts) else len(events)
        hand = events[i:j]
        table = replay_hand(hand, i)
        match.adopt(table, [e for e in hand if not isinstance(e, ev.MatchEnded)])
    return match


# Enum members read in the functions above, as module names: on Python 3.11 a member read
# off its class goes through EnumType's __getattr__ hook, several times a global's cost.
_ACT_CHOW = Act.CHOW
_ACT_DISCARD = Act.DISCARD
_ACT_EXCHANGE = Act.EXCHANGE
_ACT_KONG = Act.KONG
_ACT_PASS = Act.PASS
_ACT_PONG = Act.PONG
_ACT_VOID = Act.VOID
_ACT_WIN = Act.WIN
_KONGKIND_ADDED = KongKind.ADDED
_KONGKIND_EXPOSED = KongKind.EXPOSED
_PHASE_IDLE = Phase.IDLE
_PHASE_MATCH_OVER = Phase.MATCH_OVER
_PHASE_OVER = Phase.OVER
