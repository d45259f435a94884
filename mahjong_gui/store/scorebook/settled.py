"""Each hand's settled row and each session's totals, as the scorebook keeps them (schema 7).

A hand's row (table ``hand_settled``) is what the engine made of the hand's entries from the
hand's starting state (``ledger.HandStart``: the dealer, Hong Kong's prevailing wind, majsoul's
points held, whether the match had ended): the next hand's start, whether the engine would
take another entry in the hand (``over``), where a score fell below zero, the number of
entries and the winners, packed in one integer (``head``, ``pack_head``), with majsoul's points
held beside it; the deltas; the range of the entries' deltas (what the page's columns are
fitted to); each seat's statistics for the hand; the digest of its entries; and its payment
rows and wall-end outcomes as JSON (read only when a hand is shown). A session's totals
(``session_settled``) are its players' statistics over all its hands and the range of every
number its rows show, for the session's ``version``. A session of 10,000 hands opens by
reading eleven values a hand.

Both carry the engine's ``SETTLEMENT_VERSION``: rows of another engine are settled again.
Triggers (``TRIGGERS``) drop a hand's row whenever anything changes its entries, its place or
its session's rules, and a session's totals whenever any hand or row of it changes, whoever
writes, so a row that is there was settled from the entries that are there; a reader still
checks every value's type and range (in SQL as it reads: ``HEAD_SELECT``, ``EXTRA_OK``; the
head and the payment rows field by field when read) and that each hand starts where the one
before it ended, and settles again the hands that do not, from the first that fails until one
starts as it did (``ledger``'s own step, the one ``settle_tracked`` and ``resettle`` take).
A value of the right type and range that another program wrote in a row is not settled again
to be checked: the rows are the scorebook's to write (a row changed in place is dropped).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, cast, overload

from mahjong_gui.engine import ledger
from mahjong_gui.engine.common import Doubling, Payment, Reason, deltas
from mahjong_gui.engine.family.registry import family_of
from mahjong_gui.engine.ledger import SETTLEMENT_VERSION as SETTLEMENT_VERSION
from mahjong_gui.engine.ledger import (
    HandResult,
    HandStart,
    LedgerEvent,
    LedgerInputError,
    PlayerStats,
    Session,
    SessionResult,
    player_stats,
    read_hand,
    read_session,
)
from mahjong_gui.engine.memo import Memo
from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.engine.settlement import WallStatus, match_rank_points
from mahjong_gui.store.scorebook.errors import bad_row
from mahjong_gui.store.scorebook.sessions import SessionInfo, hand_digest, ledger_document

Deltas = tuple[int, int, int, int]
MAX_AMOUNT = 2 ** 53  # a delta, total or payment beyond this is not one a session makes
MAX_ENTRIES = 1000  # entries in one hand (a bloody hand has a few dozen at most)
MAX_HAND_PAYLOAD = 100_000  # characters of one hand's payment rows
MAX_PAYLOAD = 4096  # characters of a session's totals; four seats of ten numbers take ~250

# The statistics of a hand, per seat, as columns (``<field><seat>``): what ``club_stats`` and
# the session's totals add up (``biggest_win`` is a maximum, the others sums).
STAT_FIELDS: tuple[str, ...] = ("wins", "self_draws", "deal_ins", "kongs", "ready",
                                "not_ready", "pigs", "biggest_win")
STAT_COLUMNS: tuple[str, ...] = tuple(f"{f}{s}" for f in STAT_FIELDS for s in range(4))
# What a hand's row holds besides its statistics, in ``row_values``'s order.
ROW_COLUMNS: tuple[str, ...] = (
    "session_id", "position", "engine", "head", "points", "next_points", "d0", "d1", "d2",
    "d3", "lo0", "lo1", "lo2", "lo3", "hi0", "hi1", "hi2", "hi3", "digest", "payload",
    *STAT_COLUMNS)
_HEAD_MOST = 2 ** 45  # pack_head's 45 bits


def _int(column: str, low: int, high: int) -> str:
    return f"(typeof({column}) = 'integer' AND {column} BETWEEN {low} AND {high})"


def _points(column: str) -> str:
    return f"({column} IS NULL OR (typeof({column}) = 'text' AND length({column}) <= 100))"


# What a reader of a session reads of each hand's row, in ``hand_from_row``'s order: its head
# when the row is this engine's (the parameter) and every value read is in its type and range
# (checked by SQLite as it reads the row: a row that fails is settled again, never shown).
HEAD_SELECT = ("CASE WHEN s.engine = ? AND " + " AND ".join([
    _int("s.head", 0, _HEAD_MOST - 1), _points("s.points"), _points("s.next_points"),
    *(_int(f"s.d{i}", -MAX_AMOUNT, MAX_AMOUNT) for i in range(4)),
    f"(typeof(s.payload) = 'text' AND length(s.payload) <= {MAX_HAND_PAYLOAD})"])
    + " THEN s.head END, s.points, s.next_points, s.d0, s.d1, s.d2, s.d3, s.payload")
# The rest of a row, read when a write moves the hand or the totals are made again.
EXTRA_OK = " AND ".join([
    *(_int(c, 0, MAX_AMOUNT if c.startswith("biggest") else MAX_ENTRIES)
      for c in STAT_COLUMNS),
    *(_int(f"{b}{i}", -MAX_AMOUNT, MAX_AMOUNT) for b in ("lo", "hi") for i in range(4)),
    "(typeof(digest) = 'text' AND length(digest) = 64)"])
EXTRA_COLUMNS: tuple[str, ...] = (*(f"{b}{i}" for b in ("lo", "hi") for i in range(4)),
                                  "digest", *STAT_COLUMNS)

# MIGRATIONS[6] makes the tables; these triggers come with them (each one statement: the
# migration runner splits its text at semicolons).
TRIGGERS: tuple[str, ...] = (
    # a hand's entries changed: its row goes (and with it, by the triggers below, the totals)
    """CREATE TRIGGER hand_events AFTER UPDATE OF events ON hands
       WHEN OLD.events IS NOT NEW.events BEGIN
       DELETE FROM hand_settled WHERE session_id = OLD.session_id AND position = OLD.position;
       DELETE FROM session_settled WHERE session_id = OLD.session_id; END""",
    # a hand's note: no number changes, but the totals are checked against every cell again
    """CREATE TRIGGER hand_note AFTER UPDATE OF note ON hands
       WHEN OLD.note IS NOT NEW.note BEGIN
       DELETE FROM session_settled WHERE session_id = OLD.session_id; END""",
    # a hand moved: the rows at both places go
    """CREATE TRIGGER hand_moved AFTER UPDATE OF position, session_id ON hands BEGIN
       DELETE FROM hand_settled WHERE (session_id = OLD.session_id AND position = OLD.position)
           OR (session_id = NEW.session_id AND position = NEW.position);
       DELETE FROM session_settled WHERE session_id IN (OLD.session_id, NEW.session_id); END""",
    """CREATE TRIGGER hand_gone AFTER DELETE ON hands BEGIN
       DELETE FROM hand_settled WHERE session_id = OLD.session_id AND position = OLD.position;
       DELETE FROM session_settled WHERE session_id = OLD.session_id; END""",
    """CREATE TRIGGER hand_new AFTER INSERT ON hands BEGIN
       DELETE FROM hand_settled WHERE session_id = NEW.session_id AND position = NEW.position;
       DELETE FROM session_settled WHERE session_id = NEW.session_id; END""",
    # the session's rules, options, first dealer or first wind: every hand settles otherwise
    """CREATE TRIGGER session_rules AFTER UPDATE OF rules, options, dealer, prevailing
       ON sessions BEGIN
       DELETE FROM hand_settled WHERE session_id = OLD.id;
       DELETE FROM session_settled WHERE session_id = OLD.id; END""",
    """CREATE TRIGGER session_gone AFTER DELETE ON sessions BEGIN
       DELETE FROM hand_settled WHERE session_id = OLD.id;
       DELETE FROM session_settled WHERE session_id = OLD.id; END""",
    # a settled row is written whole by the scorebook, never changed: one changed elsewhere
    # goes; any change to the rows drops the session's totals (a writer writes them last)
    """CREATE TRIGGER settled_changed AFTER UPDATE ON hand_settled BEGIN
       DELETE FROM hand_settled WHERE session_id = NEW.session_id AND position = NEW.position;
       DELETE FROM session_settled WHERE session_id IN (OLD.session_id, NEW.session_id); END""",
    """CREATE TRIGGER settled_gone AFTER DELETE ON hand_settled BEGIN
       DELETE FROM session_settled WHERE session_id = OLD.session_id; END""",
    """CREATE TRIGGER settled_new AFTER INSERT ON hand_settled BEGIN
       DELETE FROM session_settled WHERE session_id = NEW.session_id; END""",
)


# -- a hand's head ----------------------------------------------------------------------------
# One integer, low bits first: the dealer (2 bits), the prevailing wind (3: 0 for none), whether
# the match had ended (1); the same three for the next hand (6); over (1); where a score fell
# below 0 (11: 0 for nowhere, else the entry plus one); the number of entries (11); the
# winners in the order they won (10: base 5, a seat plus one a digit, the first lowest).

@dataclass(frozen=True, slots=True)
class Head:
    """A hand's head as read: its start and the next hand's (without points held), over,
    where a score fell below 0, its entries and winners."""

    start: HandStart
    next: HandStart
    over: bool
    fell: int | None
    entries: int
    winners: tuple[int, ...]


def pack_head(start: HandStart, nxt: HandStart, over: bool, fell: int | None, entries: int,
              winners: Sequence[int]) -> int:
    code = 0
    for seat in reversed(winners):
        code = code * 5 + seat + 1
    return (start.dealer | (start.prevailing or 0) << 2 | int(start.ended) << 5
            | nxt.dealer << 6 | (nxt.prevailing or 0) << 8 | int(nxt.ended) << 11
            | int(over) << 12 | (0 if fell is None else fell + 1) << 13 | entries << 24
            | code << 35)


_HEADS: Memo[int, Head | None] = Memo("settled.heads", 65536)


def read_head(head: int, points: str | None, next_points: str | None) -> Head | None:
    """A head SQL has checked to be an integer of 45 bits, read back and checked field by
    field (a wind 1 to 4 or none, at most MAX_ENTRIES entries, a fall among them, distinct
    winners), with the points held (majsoul) read from their columns; None when it does not
    read back. The heads of a session repeat: each is read once."""
    if head in _HEADS.data:
        got = _HEADS.data[head]
    else:
        got = _HEADS.put(head, _read_head(head))
    if got is None or (points is None and next_points is None):
        return got
    start, nxt = _held(got.start, points), _held(got.next, next_points)
    if start is None or nxt is None:
        return None
    return Head(start, nxt, got.over, got.fell, got.entries, got.winners)


def _read_head(head: int) -> Head | None:
    wind, next_wind = head >> 2 & 7, head >> 8 & 7
    fell, entries, code = head >> 13 & 2047, head >> 24 & 2047, head >> 35
    winners = []
    while code:
        code, digit = divmod(code, 5)
        if digit == 0:
            return None
        winners.append(digit - 1)
    if (wind > 4 or next_wind > 4 or entries > MAX_ENTRIES or fell > entries
            or len(set(winners)) != len(winners)):
        return None
    return Head(HandStart(head & 3, wind or None, None, bool(head >> 5 & 1)),
                HandStart(head >> 6 & 3, next_wind or None, None, bool(head >> 11 & 1)),
                bool(head >> 12 & 1), fell - 1 if fell else None, entries, tuple(winners))


def points_text(start: HandStart) -> str | None:
    return None if start.running is None else ",".join(map(str, start.running))


def _held(start: HandStart, points: str | None) -> HandStart | None:
    """``start`` with the points held its column gives (None: none)."""
    if points is None:
        return start
    parts = points.split(",")
    if len(parts) != 4 or not all(p.lstrip("-").isdigit() and len(p) <= 20 for p in parts):
        return None
    held = [int(p) for p in parts]
    if not all(-MAX_AMOUNT <= v <= MAX_AMOUNT for v in held):
        return None
    return HandStart(start.dealer, start.prevailing, (held[0], held[1], held[2], held[3]),
                     start.ended)


# -- a hand's payment rows --------------------------------------------------------------------

_REASONS = {r.value: r for r in Reason}
_DOUBLINGS = {d.value: d for d in Doubling}


def payload_text(result: HandResult) -> str:
    """A hand's payment rows and wall-end outcomes as JSON."""
    rows = [[p.payer, p.payee, p.amount, p.reason.value, p.event,
             [d.value for d in p.doublings]] for p in result.payments]
    wall = [[seat, st.ready_value, st.pig] for seat, st in result.wall]
    return json.dumps({"p": rows, "w": wall}, separators=(",", ":"))


def _seat(value: Any, none: bool = False) -> bool:
    return (none and value is None) or (type(value) is int and 0 <= value <= 3)


def read_payload(text: str, entries: int, expected: Deltas
                 ) -> tuple[tuple[Payment, ...], tuple[tuple[int, WallStatus], ...]] | None:
    """The payment rows and wall-end outcomes of a hand's row, checked (every value in its
    type and range, events among the hand's ``entries``, the rows adding up to the deltas the
    row states); None for anything else (the hand is settled again)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not (isinstance(data, dict) and isinstance(data.get("p"), list)
            and isinstance(data.get("w"), list) and len(data["w"]) <= 4):
        return None
    payments = []
    for row in data["p"]:
        if not (isinstance(row, list) and len(row) == 6 and _seat(row[0])
                and _seat(row[1], none=True) and type(row[2]) is int
                and 0 <= row[2] <= MAX_AMOUNT and row[3] in _REASONS
                and (row[4] is None or (type(row[4]) is int and 0 <= row[4] < entries))
                and isinstance(row[5], list) and len(row[5]) <= 4
                and all(isinstance(d, str) and d in _DOUBLINGS for d in row[5])):
            return None
        payments.append(Payment(row[0], row[1], row[2], _REASONS[row[3]], row[4],
                                tuple(_DOUBLINGS[d] for d in row[5])))
    wall = []
    for row in data["w"]:
        if not (isinstance(row, list) and len(row) == 3 and _seat(row[0])
                and (row[1] is None or (type(row[1]) is int and 0 <= row[1] <= MAX_AMOUNT))
                and type(row[2]) is bool):
            return None
        wall.append((row[0], WallStatus(row[1], row[2])))
    if tuple(deltas(payments)) != expected:
        return None
    return tuple(payments), tuple(wall)


# -- a hand kept --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Extra:
    """What a hand's row holds that a reading of the session does not read: the range of its
    entries' deltas, the digest of its entries, each seat's statistics for the hand."""

    lo: Deltas
    hi: Deltas
    digest: str
    stats: tuple[PlayerStats, ...]


class StoredHand:
    """One hand as the scorebook keeps it: its cells (the entries as stored JSON text, its
    note) and its settled row (``head``, deltas, payment rows as JSON; ``extra`` when this
    program settled it or read the rest of its row). Shared by every reader of the session
    and never changed; what is read from it on first use (the entries, the engine's reading
    of them, the payment rows) is kept in it, the same whoever reads it first."""

    __slots__ = ("text", "note", "head", "deltas", "payload", "extra", "_events", "_typed",
                 "_result")

    def __init__(self, text: str, note: str, head: Head, hand_deltas: Deltas, payload: str,
                 extra: Extra | None = None) -> None:
        self.text = text
        self.note = note
        self.head = head
        self.deltas = hand_deltas
        self.payload = payload
        self.extra = extra
        self._events: list[dict[str, Any]] | None = None
        self._typed: tuple[LedgerEvent, ...] | None = None
        self._result: HandResult | None = None

    @property
    def start(self) -> HandStart:
        return self.head.start

    @property
    def next(self) -> HandStart:
        return self.head.next

    @property
    def over(self) -> bool:
        return self.head.over

    @property
    def fell(self) -> int | None:
        return self.head.fell

    @property
    def entries(self) -> int:
        return self.head.entries

    @property
    def winners(self) -> tuple[int, ...]:
        return self.head.winners

    def same_as(self, other: StoredHand) -> bool:
        """Whether ``other`` is this hand as read again: the same cells and row."""
        return (self.text == other.text and self.note == other.note
                and self.head == other.head and self.deltas == other.deltas
                and self.payload == other.payload)

    def copy(self, note: str | None = None, extra: Extra | None = None) -> StoredHand:
        """The same hand with another note (a note changes no number) or its row's rest."""
        other = StoredHand(self.text, self.note if note is None else note, self.head,
                           self.deltas, self.payload, extra or self.extra)
        other._events, other._typed, other._result = self._events, self._typed, self._result
        return other


def stored_events(text: str, session_id: int, h: int) -> list[dict[str, Any]]:
    """A hand's entries as stored, read and checked for their shape (``bad_row`` else)."""
    path = f"hands[{h}].events"
    try:
        entries = json.loads(text)
    except (ValueError, RecursionError):
        raise bad_row(session_id, path, "not valid JSON") from None
    if not (isinstance(entries, list) and all(isinstance(e, dict) for e in entries)):
        raise bad_row(session_id, path, "the events are not a list of entries")
    return entries


class Settler:
    """The engine's settlement of one session's hands, one hand at a time from its starting
    state (``ledger``'s own step: the very code ``settle_session`` runs for each hand), and
    what the scorebook keeps of each (``StoredHand`` with its ``Extra``)."""

    def __init__(self, info: SessionInfo) -> None:
        self.info = info
        self.header = read_session(ledger_document(info, []))  # LedgerInputError if damaged
        self.profile = self.header.profile
        self.first = ledger.first_start(self.header)
        self._probes: dict[int, LedgerEvent] = {}

    def typed(self, events: Any, note: Any, h: int) -> tuple[LedgerEvent, ...]:
        """Hand ``h``'s entries read by the engine (LedgerInputError as ``read_hand``)."""
        hand = {"events": events, "note": note} if note else {"events": events}
        return read_hand(self.header.profile, hand, h)

    def step(self, start: HandStart, h: int, typed: tuple[LedgerEvent, ...]
             ) -> tuple[HandResult, HandStart, int | None]:
        """Hand ``h`` holding ``typed`` settled from ``start``: its result, the next hand's
        start, where a score fell below 0 in it (the engine's refusals as LedgerInputError).
        The engine's step reads the hand at its place in the session's hands."""
        head = self.header
        session = Session(head.profile, head.players, head.dealer, ((),) * h + (typed,),
                          head.prevailing)
        return ledger.settle_step(session, start, h)

    def over(self, start: HandStart, h: int, typed: tuple[LedgerEvent, ...],
             result: HandResult, fell: int | None) -> bool:
        """The engine's word on hand ``h``: would it take one more entry? A hand is over when
        the match had ended, nobody is left to win, or a win of one more player is refused
        with ``hand_over`` or ``match_over`` (a bloody hand after its wall end or third
        winner, docs/rules.md §2; a one-win hand after its win or draw, §3)."""
        if fell is not None or start.ended:
            return True
        seat = next((s for s in range(4) if s not in result.winners), None)
        if seat is None:
            return True
        probe = self._probes.get(seat)
        if probe is None:
            probe = self._probes[seat] = read_hand(
                self.header.profile, {"events": [{"type": "win", "seat": seat, "value": 1}]},
                0)[0]
        try:
            self.step(start, h, (*typed, probe))
        except LedgerInputError as err:
            return err.code in ("hand_over", "match_over")
        return False

    def stats(self, typed: tuple[LedgerEvent, ...], result: HandResult
              ) -> tuple[PlayerStats, ...]:
        """Each seat's statistics for this one hand (``ledger.player_stats``)."""
        head = self.header
        one = Session(head.profile, head.players, head.dealer, (typed,), head.prevailing)
        return player_stats(one, SessionResult((result,), result.deltas, result.next_dealer,
                                               None, None, None, None))

    def settle(self, events: list[dict[str, Any]], text: str, note: str, start: HandStart,
               h: int) -> tuple[StoredHand, HandResult]:
        """Hand ``h`` (its entries, as read and as stored) settled from ``start``, as kept,
        with the engine's result (with the scores of wins given by their tiles, which no row
        keeps). LedgerInputError when the engine refuses it."""
        typed = self.typed(events, note, h)
        result, nxt, fell = self.step(start, h, typed)
        over = self.over(start, h, typed, result, fell)
        per_entry = [deltas([p for p in result.payments if p.event == i])
                     for i in range(len(typed))] or [[0, 0, 0, 0]]
        lo = cast(Deltas, tuple(min(e[s] for e in per_entry) for s in range(4)))
        hi = cast(Deltas, tuple(max(e[s] for e in per_entry) for s in range(4)))
        head = Head(start, nxt, over, fell, len(typed), result.winners)
        hand = StoredHand(text, note, head, result.deltas, payload_text(result),
                          Extra(lo, hi, hand_digest(events), self.stats(typed, result)))
        hand._events, hand._typed = events, typed
        hand._result = HandResult(result.dealer, result.payments, result.deltas,
                                  result.winners, result.next_dealer, result.prevailing,
                                  result.wall)
        return hand, result


def row_values(session_id: int, position: int, hand: StoredHand) -> tuple[Any, ...]:
    """A hand's row as ``ROW_COLUMNS`` lists its columns (its ``extra`` known)."""
    extra = hand.extra
    assert extra is not None
    head = hand.head
    return (session_id, position, SETTLEMENT_VERSION,
            pack_head(head.start, head.next, head.over, head.fell, head.entries, head.winners),
            points_text(head.start), points_text(head.next), *hand.deltas, *extra.lo,
            *extra.hi, extra.digest, hand.payload,
            *(getattr(extra.stats[s], f) for f in STAT_FIELDS for s in range(4)))


INSERT_ROW = (f"INSERT OR REPLACE INTO hand_settled ({', '.join(ROW_COLUMNS)}) "
              f"VALUES ({', '.join('?' * len(ROW_COLUMNS))})")


def hand_from_row(text: str, note: str, row: Sequence[Any]) -> StoredHand | None:
    """A hand from its cells and what ``HEAD_SELECT`` read of its row: None when the row is
    missing, another engine's, or does not read back."""
    if row[0] is None:
        return None
    head = read_head(row[0], row[1], row[2])
    if head is None:
        return None
    return StoredHand(text, note, head, (row[3], row[4], row[5], row[6]), row[7])


def seat_stats(values: Sequence[int], hands: int, total: int) -> PlayerStats:
    """One seat's statistics from its ``STAT_FIELDS`` values."""
    return PlayerStats(hands=hands, total=total,
                       **{f: v or 0 for f, v in zip(STAT_FIELDS, values, strict=True)})


def extra_from_row(row: Sequence[Any], hand_deltas: Deltas) -> Extra:
    """``EXTRA_COLUMNS`` as read (checked by ``EXTRA_OK``)."""
    stats = tuple(seat_stats([row[9 + f * 4 + s] for f in range(len(STAT_FIELDS))], 1,
                             hand_deltas[s]) for s in range(4))
    return Extra(cast(Deltas, tuple(row[0:4])), cast(Deltas, tuple(row[4:8])), row[8], stats)


# -- a session's totals --------------------------------------------------------------------------

_TOTAL_FIELDS: tuple[str, ...] = ("hands", "wins", "self_draws", "deal_ins", "kongs", "ready",
                                  "not_ready", "pigs", "biggest_win", "total")
_ONCE_A_HAND = ("ready", "not_ready", "pigs")  # a seat's wall end is one of three a hand


@dataclass(frozen=True, slots=True)
class Spans:
    """The range of every number a session's rows show, per seat: each hand's deltas and
    each entry's (what the page fits its columns to)."""

    hand_lo: Deltas = (0, 0, 0, 0)
    hand_hi: Deltas = (0, 0, 0, 0)
    entry_lo: Deltas = (0, 0, 0, 0)
    entry_hi: Deltas = (0, 0, 0, 0)

    def widened(self, hand: StoredHand) -> Spans:
        extra = hand.extra
        assert extra is not None
        d = hand.deltas
        return Spans(_four(min, self.hand_lo, d), _four(max, self.hand_hi, d),
                     _four(min, self.entry_lo, extra.lo), _four(max, self.entry_hi, extra.hi))


def _four(pick: Any, a: Deltas, b: Sequence[int]) -> Deltas:
    return (pick(a[0], b[0]), pick(a[1], b[1]), pick(a[2], b[2]), pick(a[3], b[3]))


def totals_payload(stats: Sequence[PlayerStats], spans: Spans) -> str:
    return json.dumps({"stats": [[getattr(st, f) for f in _TOTAL_FIELDS] for st in stats],
                       "spans": [list(spans.hand_lo), list(spans.hand_hi),
                                 list(spans.entry_lo), list(spans.entry_hi)]},
                      separators=(",", ":"))


def read_totals_payload(text: Any, hands: int
                        ) -> tuple[tuple[PlayerStats, ...], Spans] | None:
    """The totals a ``session_settled`` row holds for a session of ``hands`` hands, checked;
    None for anything else (wrong type, too long, not JSON, a wrong shape, a number out of
    range), which is never shown: the totals are made again from the hands' rows."""
    if not isinstance(text, str) or len(text) > MAX_PAYLOAD:
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    seats, spans = data.get("stats"), data.get("spans")
    if not (isinstance(seats, list) and len(seats) == 4 and isinstance(spans, list)
            and len(spans) == 4 and all(isinstance(r, list) and len(r) == 4
                                        and all(type(v) is int and -MAX_AMOUNT <= v <= MAX_AMOUNT
                                                for v in r) for r in spans)):
        return None
    out = []
    for values in seats:
        if not (isinstance(values, list) and len(values) == len(_TOTAL_FIELDS)
                and all(type(v) is int for v in values)):
            return None
        st = PlayerStats(**dict(zip(_TOTAL_FIELDS, values, strict=True)))
        if st.hands != hands or not -MAX_AMOUNT <= st.total <= MAX_AMOUNT:
            return None
        if not 0 <= st.biggest_win <= MAX_AMOUNT or st.self_draws > st.wins:
            return None
        if sum(getattr(st, f) for f in _ONCE_A_HAND) > hands:
            return None
        for name in _TOTAL_FIELDS:
            if name not in ("hands", "total", "biggest_win") and not (
                    0 <= getattr(st, name) <= MAX_ENTRIES * hands):
                return None
        out.append(st)
    four = [cast(Deltas, tuple(r)) for r in spans]
    return tuple(out), Spans(four[0], four[1], four[2], four[3])


EMPTY_STATS: tuple[PlayerStats, ...] = (PlayerStats(),) * 4


def added(stats: Sequence[PlayerStats], hand: StoredHand) -> tuple[PlayerStats, ...]:
    """The session's statistics with one more hand (its ``extra`` known)."""
    extra = hand.extra
    assert extra is not None
    return tuple(a + b for a, b in zip(stats, extra.stats, strict=True))


# -- a session kept ------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True, eq=False)
class StoredSession:
    """One session as the scorebook last read or wrote it: its row, its hands with their
    settled rows, its players' statistics and the range of its numbers, and what its
    reading was valid for (``key``: the session's version and its totals' row as read). What
    the page shows; what the next write starts from. Never changed: a write makes a new one."""

    info: SessionInfo
    hands: tuple[StoredHand, ...]
    stats: tuple[PlayerStats, ...]
    settler: Settler
    key: tuple[Any, ...]
    positions: tuple[int, ...] | None = None  # the hands' stored places, when not 0..n-1
    spans: Spans = Spans()

    @property
    def profile(self) -> AnyProfile:
        return self.header.profile

    @property
    def header(self) -> Session:
        return self.settler.header

    @property
    def next_start(self) -> HandStart:
        """Where the next hand would start."""
        return self.hands[-1].next if self.hands else self.settler.first

    def start_of(self, h: int) -> HandStart:
        return self.hands[h].start if h < len(self.hands) else self.next_start

    def position(self, h: int) -> int:
        return self.positions[h] if self.positions is not None else h

    def events(self, h: int) -> list[dict[str, Any]]:
        """Hand ``h``'s entries as stored (read on first use; ``bad_row`` when they do not
        read back). Shared: copy before changing."""
        hand = self.hands[h]
        if hand._events is None:
            events = stored_events(hand.text, self.info.id, h)
            if len(events) != hand.entries:
                raise bad_row(self.info.id, f"hands[{h}].events",
                              "the entries are not those settled")
            hand._events = events
        return hand._events

    def typed(self, h: int) -> tuple[LedgerEvent, ...]:
        """Hand ``h``'s entries as the engine reads them (``bad_row`` when it cannot)."""
        hand = self.hands[h]
        if hand._typed is None:
            try:
                hand._typed = self.settler.typed(self.events(h), hand.note, h)
            except LedgerInputError as err:
                raise bad_row(self.info.id, err.path, str(err)) from None
        return hand._typed

    def result(self, h: int) -> HandResult:
        """Hand ``h``'s settlement as its row keeps it (its payments read on first use); a
        row whose payments do not read back is settled again from its start."""
        hand = self.hands[h]
        if hand._result is None:
            read = read_payload(hand.payload, hand.entries, hand.deltas)
            if read is None:
                fresh = self.settler.step(hand.start, h, self.typed(h))[0]
                payments, wall = fresh.payments, fresh.wall
            else:
                payments, wall = read
            hand._result = HandResult(hand.start.dealer, payments, hand.deltas, hand.winners,
                                      hand.next.dealer, hand.start.prevailing, wall)
        return hand._result

    def figures(self) -> StoredResult:
        """The session's standings from its rows (the hands' results read when asked)."""
        profile = self.settler.profile
        nxt = self.next_start
        rank = games = None
        if profile.rank_points:
            games, rank = match_rank_points(profile.hands_per_game,
                                            [h.deltas for h in self.hands])
        match_over = None
        if self.settler.first.running is not None:  # only points held fall below 0
            match_over = next(((i, h.fell) for i, h in enumerate(self.hands)
                               if h.fell is not None), None)
        totals = tuple(st.total for st in self.stats)
        return StoredResult(SettledHands(self), cast(Deltas, totals), nxt.dealer, rank, games,
                            nxt.running, match_over,
                            nxt.prevailing if family_of(profile).winds else None)

    def name_totals(self) -> list[int]:
        """Each name's total (``SessionInfo.all_names``' order): its seats' deltas in the
        hands it sat in (the seats' totals when the seats never changed)."""
        if not self.info.seatings:
            return [st.total for st in self.stats]
        return self.info.by_name([h.deltas for h in self.hands])

    def session_result(self) -> SessionResult:
        """The engine's ``SessionResult`` of the session (every hand's payments read: what an
        export needs; the results carry no ``scores``: those are the preview's)."""
        return self.figures().session_result()


class SettledHands(Sequence[HandResult]):
    """A session's hands' results as its rows keep them, each read when first asked."""

    __slots__ = ("_stored",)

    def __init__(self, stored: StoredSession) -> None:
        self._stored = stored

    def __len__(self) -> int:
        return len(self._stored.hands)

    @overload
    def __getitem__(self, index: int) -> HandResult: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[HandResult, ...]: ...

    def __getitem__(self, index: int | slice) -> HandResult | tuple[HandResult, ...]:
        n = len(self._stored.hands)
        if isinstance(index, slice):
            return tuple(self._stored.result(i) for i in range(*index.indices(n)))
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError(index)
        return self._stored.result(index)

    def __iter__(self) -> Iterator[HandResult]:
        return (self._stored.result(i) for i in range(len(self._stored.hands)))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SettledHands | tuple | list):
            return tuple(self) == tuple(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]


@dataclass(frozen=True, slots=True, eq=False)
class StoredResult:
    """A session's standings read from its stored rows: the fields of the engine's
    ``SessionResult`` (the same names), each hand's result read only when asked."""

    hands: SettledHands
    totals: Deltas
    next_dealer: int
    rank_points: tuple[float, ...] | None
    game_rank_points: tuple[tuple[float, ...], ...] | None
    points: tuple[int, ...] | None
    match_over: tuple[int, int] | None
    next_prevailing: int | None = None

    def session_result(self) -> SessionResult:
        """The engine's ``SessionResult`` of these standings, every hand's result read (they
        carry no ``scores``: the preview's, never kept)."""
        return SessionResult(tuple(self.hands), self.totals, self.next_dealer,
                             self.rank_points, self.game_rank_points, self.points,
                             self.match_over, self.next_prevailing)
