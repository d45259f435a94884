"""The open scorebook session as values, apart from the widgets that show it (no Qt here).

``SessionModel`` holds one session of a ``Scorebook``: its players, its hands as views of the
store's settled rows (``HandView``: dealer, winners, deltas, over, read at once; its entries as
``EntryView``s, each entry's kind, the engine's typed event and payment rows, read when the
hand is first shown), the standings, the hand new entries go to, the planned length, and the
undo and redo stacks of changes. Every change goes through the store (``store/scorebook``), the
only writer, as one transaction, and so does its undo: a change records the hand as it was and
as it became, and undoing writes the old hand back. ``runner`` runs each write: at once by
default; the page runs it on its writer thread.

Nothing here decides a rule. Whether a hand is over is the engine's answer, kept with the hand's
row: a hand is over when the engine refuses any further entry in it with ``hand_over`` (a
bloody hand after the wall's end or its third winner, docs/rules.md §2; a one-win hand after its
win or draw, §3) or with ``match_over`` (a majsoul score fell below zero, §2.4). Payments,
totals, dealers and the prevailing wind are the engine's settlement as the rows keep it.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from itertools import accumulate
from types import MappingProxyType
from typing import Any, TypeVar

from mahjong_gui.engine.common import Payment, deltas
from mahjong_gui.engine.family.base import TableScore
from mahjong_gui.engine.ledger import (
    DrawEntry,
    HandResult,
    KongEntry,
    LedgerEvent,
    PenaltyEntry,
    WallEndEntry,
)
from mahjong_gui.engine.ledger_entries import is_win
from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.engine.settlement import WallStatus
from mahjong_gui.store.scorebook import (
    Scorebook,
    ScorebookError,
    SessionInfo,
    StoredHand,
    StoredResult,
    StoredSession,
)
from mahjong_gui.store.scorebook.book import between_games
from mahjong_gui.store.scorebook.history import Cause, HistoryEntry, hand_side
from mahjong_gui.store.scorebook.settled import Spans

_T = TypeVar("_T")

ENTRY_KINDS: tuple[str, ...] = ("win", "kong", "wall_end", "penalty", "draw")
Deltas = tuple[int, int, int, int]


class EntryKind(str, Enum):
    WIN = "win"
    KONG = "kong"
    WALL_END = "wall_end"
    PENALTY = "penalty"
    DRAW = "draw"


def _kind_of(event: LedgerEvent) -> EntryKind:
    if is_win(event):
        return EntryKind.WIN
    if isinstance(event, KongEntry):
        return EntryKind.KONG
    if isinstance(event, WallEndEntry):
        return EntryKind.WALL_END
    if isinstance(event, PenaltyEntry):
        return EntryKind.PENALTY
    assert isinstance(event, DrawEntry)
    return EntryKind.DRAW


def _copied(value: Any) -> Any:
    """A copy of JSON-shaped data (dicts, lists, and values nothing changes in place): what
    ``copy.deepcopy`` makes of a ledger record, several times faster (a long session's
    opening copies thousands)."""
    if isinstance(value, dict):
        return {k: _copied(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copied(v) for v in value]
    if isinstance(value, str | int | float | bool | None):
        return value
    return copy.deepcopy(value)


def _frozen(record: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(_copied(dict(record)))


def _plain(record: Mapping[str, Any]) -> dict[str, Any]:
    """A ledger record as plain JSON data (what the store writes)."""
    return json.loads(json.dumps(dict(record), ensure_ascii=False))  # type: ignore[no-any-return]


def _d4(values: Sequence[int]) -> Deltas:
    return (values[0], values[1], values[2], values[3])


@dataclass(frozen=True, slots=True)
class EntryView:
    """One recorded entry: where it is, its kind, the engine's reading of it, what it paid."""

    hand: int
    index: int
    kind: EntryKind
    event: LedgerEvent  # the engine's typed event (ledger.read_session)
    record: Mapping[str, Any]  # the ledger form the store keeps (read-only)
    payments: tuple[Payment, ...]
    deltas: Deltas

    @property
    def seat(self) -> int | None:
        return getattr(self.event, "seat", None)


class HandView:
    """One hand: its dealer, winners, deltas, note and whether the engine says it is over (read
    with the session), its entries and settlement (read when first asked). The same view as
    long as its stored hand is the store's same (an edit elsewhere keeps it)."""

    __slots__ = ("index", "stored", "hand", "over_at", "_entries")

    def __init__(self, stored: StoredSession, index: int, over_at: bool = False) -> None:
        self.index = index
        self.stored = stored
        self.hand: StoredHand = stored.hands[index]
        self.over_at = over_at  # the match had ended by this hand (majsoul)
        self._entries: tuple[EntryView, ...] | None = None

    @property
    def note(self) -> str:
        return self.hand.note

    @property
    def over(self) -> bool:
        return self.hand.over

    @property
    def dealer(self) -> int:
        return self.hand.start.dealer

    @property
    def prevailing(self) -> int | None:
        """A one-win hand's prevailing wind (None where the rules have none)."""
        return self.hand.start.prevailing

    @property
    def winners(self) -> tuple[int, ...]:
        return self.hand.winners

    @property
    def deltas(self) -> Deltas:
        return self.hand.deltas

    @property
    def entry_count(self) -> int:
        return self.hand.entries

    @property
    def result(self) -> HandResult:
        return self.stored.result(self.index)

    @property
    def entries(self) -> tuple[EntryView, ...]:
        if self._entries is None:
            h, stored = self.index, self.stored
            payments = self.result.payments
            views = []
            for i, (record, event) in enumerate(zip(stored.events(h), stored.typed(h),
                                                    strict=True)):
                rows = tuple(p for p in payments if p.event == i)
                views.append(EntryView(h, i, _kind_of(event), event, _frozen(record), rows,
                                       _d4(deltas(rows))))
            self._entries = tuple(views)
        return self._entries

    @property
    def records(self) -> list[dict[str, Any]]:
        return [_plain(e.record) for e in self.entries]

    def in_seats(self, before: int | None = None) -> list[int]:
        """The seats that have not won (before entry ``before``, or after every entry)."""
        entries = self.entries if before is None else self.entries[:before]
        won = {e.event.seat for e in entries if is_win(e.event)}
        return [s for s in range(4) if s not in won]

    @property
    def wall(self) -> dict[int, WallStatus]:
        """At a bloody hand's wall end: each seat's outcome as the settlement judged it."""
        return dict(self.result.wall)


@dataclass(frozen=True, slots=True)
class SessionPlan:
    """The session's planned length: ``planned`` hands (or wind rounds when ``by_rounds``),
    ``played`` so far; ``reached`` once played (or the majsoul match ended below zero)."""

    by_rounds: bool
    planned: int
    played: int
    reached: bool
    bust: bool = False


@dataclass(frozen=True, slots=True)
class Standings:
    totals: Deltas
    points: tuple[int, ...] | None  # majsoul: points held
    rank_points: tuple[float, ...] | None  # competition
    running: tuple[Deltas, ...]  # each player's running total after each hand


@dataclass(frozen=True, slots=True)
class Trial:
    """What the session makes of one entry put in place (nothing written): its payment rows,
    the engine's score of a win given by its hand, each seat's wall-end outcome, the hand's
    deltas; or the engine's refusal (``code``, ``detail``, ``message``)."""

    payments: tuple[Payment, ...] | None
    score: TableScore | None = None
    wall: tuple[tuple[int, WallStatus], ...] = ()
    hand_deltas: Deltas | None = None
    dealer: int | None = None
    prevailing: int | None = None
    code: str = ""
    detail: str | None = None
    message: str = ""

    @property
    def ok(self) -> bool:
        return self.payments is not None


@dataclass(frozen=True, slots=True)
class CalculatorWin:
    """A win as the calculator scored it, for ``receive_win`` to set beside the session's
    numbers: the calculator's dealer, seats still in, prevailing wind (one-win profiles) and
    the deltas it showed."""

    dealer: int
    in_seats: tuple[int, ...]
    prevailing: int | None
    deltas: Deltas


class ChangeKind(str, Enum):
    ADD = "add"
    EDIT = "edit"
    DELETE = "delete"  # one entry
    DELETE_HAND = "delete_hand"
    NEW_HAND = "new_hand"
    DRAWN_HAND = "drawn_hand"
    NOTE = "note"
    SEATS = "seats"  # the seating from hand ``hand`` on (between games)


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A hand as the store keeps it: its events (ledger form) and note."""

    events: tuple[Mapping[str, Any], ...]
    note: str = ""

    def plain_events(self) -> list[dict[str, Any]]:
        return [_plain(e) for e in self.events]


@dataclass(frozen=True, slots=True)
class Change:
    """One change of the session: hand ``hand`` went from ``before`` to ``after`` (None: the
    hand did not exist, or is gone). ``index`` is the entry concerned, if one is."""

    kind: ChangeKind
    hand: int
    index: int | None
    before: HandRecord | None
    after: HandRecord | None
    change_id: int | None = None  # the store's change row (history.py) that made it
    seats: tuple[tuple[str, ...], tuple[str, ...]] | None = None  # SEATS: before, after


# The store's kinds of a hand's change as the page's, for a change written without the page's
# meaning (another program's): an added hand, an edited one, a deleted one.
_STORE_KINDS = {"add_hand": ChangeKind.ADD, "insert_hand": ChangeKind.ADD,
                "edit_hand": ChangeKind.EDIT, "delete_hand": ChangeKind.DELETE_HAND}


def _side(value: Any) -> HandRecord | None:
    side = hand_side(value)
    if side is None:
        return None
    return HandRecord(tuple(_frozen(e) if isinstance(e, Mapping) else e for e in side[0]),
                      side[1])


def change_of(entry: HistoryEntry) -> Change | None:
    """A hand's change kept in the store's history as the page's ``Change`` (None: not a
    hand's change)."""
    if entry.kind == "seats" and entry.hand is not None:
        sides = [v.get("players") if isinstance(v, Mapping) else None
                 for v in (entry.before, entry.after)]
        if not all(isinstance(p, list) and len(p) == 4 and all(isinstance(n, str) for n in p)
                   for p in sides):
            return None
        return Change(ChangeKind.SEATS, entry.hand, None, None, None, entry.id,
                      (tuple(sides[0]), tuple(sides[1])))  # type: ignore[arg-type]
    kind = _STORE_KINDS.get(entry.kind)
    if kind is None or entry.hand is None:
        return None
    if entry.label:
        kind = ChangeKind(entry.label)
    return Change(kind, entry.hand, entry.entry, _side(entry.before), _side(entry.after),
                  entry.id)


class SessionModel:
    """One scorebook session, read from the store and changed only through it."""

    def __init__(self, book: Scorebook) -> None:
        self.book = book
        self.session_id: int | None = None
        self.info: SessionInfo | None = None
        self.profile: AnyProfile | None = None
        self.result: StoredResult | None = None
        self.hands: tuple[HandView, ...] = ()
        self.stored: StoredSession | None = None  # the store's session the views show
        self.undo_stack: list[Change] = []
        self.redo_stack: list[Change] = []
        self._version: int | None = None  # the version our last read or write left
        self._played: int | None = None  # the plan's hands or rounds played, once counted
        self.error: ScorebookError | None = None  # why the session could not be read
        # Each write runs through this (the page's: on its writer thread, the scorebook it
        # writes with given): it returns what the write returned.
        self.runner: Callable[[Callable[[Scorebook], Any]], Any] = self._at_once

    def _at_once(self, write: Callable[[Scorebook], _T]) -> _T:
        """The default ``runner``: the write at once, with the model's own scorebook."""
        return write(self.book)

    # -- reading -----------------------------------------------------------------------------

    def open(self, session_id: int | None) -> None:
        """Show ``session_id`` (None: no session); a different session starts fresh stacks."""
        if session_id != self.session_id:
            self.undo_stack.clear()
            self.redo_stack.clear()
            self._version = None
            self.stored, self.hands, self.result, self._played = None, (), None, None
            self.session_id = session_id
            self.reload()
            self._restore_stacks()
            return
        self.reload()

    def _restore_stacks(self) -> None:
        """The undo and redo stacks as the session's history leaves them (the store's walk,
        ``history.stacks``): undo survives closing the app. A history that cannot be read
        offers nothing to undo."""
        if self.session_id is None or self.error is not None or self.info is None:
            return
        try:
            undo, redo = self.book.undo_stacks(self.session_id)
        except ScorebookError:
            return
        self.undo_stack = [c for c in map(change_of, undo) if c is not None]
        self.redo_stack = [c for c in map(change_of, redo) if c is not None]

    def reload(self) -> bool:
        """Read the session again (what the store keeps, unless another window or program
        wrote it since): False when nothing changed. Written meanwhile elsewhere: the undo and
        redo stacks no longer describe it and are dropped. Raises nothing: a session that
        cannot be read keeps its row (``info``) and its error in ``error``."""
        if self.session_id is None:
            changed = self.info is not None or bool(self.hands) or self.error is not None
            self.info, self.profile, self.result, self.hands, self.error = (
                None, None, None, (), None)
            self.stored = None
            return changed
        try:
            stored = self.book.stored(self.session_id)
        except ScorebookError as err:
            self.hands, self.result, self.profile, self.stored = (), None, None, None
            self.error, self._played = err, None
            try:  # a damaged session can still be renamed or deleted
                self.info = self.book.session(self.session_id)
            except ScorebookError:
                self.info = None
            return True
        if stored is self.stored and self.error is None:
            return False
        info = stored.info
        if self._version is not None and info.version != self._version:
            self.undo_stack.clear()
            self.redo_stack.clear()
        self._version = info.version
        previous, before = self.hands, self.result
        self.info, self.error, self.stored = info, None, stored
        self.profile = stored.profile
        self.result = stored.figures()
        over = self.result.match_over
        hands = stored.hands
        # The views of the hands the store kept stay (the same stored hand at the same place:
        # settled the same way); only the span between them is made again.
        first, end, n = 0, 0, min(len(previous), len(hands))
        if before is not None and before.match_over == over and self.profile is not None:
            while first < n and previous[first].hand is hands[first]:
                first += 1
            while (end < n - first and previous[-1 - end].hand is hands[-1 - end]
                   and len(previous) == len(hands)):
                end += 1
        made = tuple(HandView(stored, h, over is not None and over[0] <= h)
                     for h in range(first, len(hands) - end))
        if self._played is not None and not self.profile.wind_rounds:
            gone = previous[first:len(previous) - end]
            self._played += (sum(1 for v in made if v.hand.over)
                             - sum(1 for v in gone if v.hand.over))
        else:
            self._played = None  # counted again when asked
        self.hands = previous[:first] + made + (previous[len(previous) - end:] if end else ())
        return True

    @property
    def names(self) -> list[str]:
        return list(self.info.players) if self.info else ["0", "1", "2", "3"]

    def names_at(self, h: int) -> list[str]:
        """The names in seats 0-3 for hand ``h``: the seating it was played with."""
        return list(self.info.names_at(h)) if self.info else ["0", "1", "2", "3"]

    @property
    def all_names(self) -> list[str]:
        """Every name that sat in the session (the current seats first), each once."""
        return self.info.all_names() if self.info else ["0", "1", "2", "3"]

    def name_standings(self) -> list[tuple[str, int, int | None, float | None]]:
        """The standings per name (``all_names``' order): each name's total over the hands
        it sat in, its points held (the current seats' only: the points stay with the seat)
        and its rank points (each game's, given to who sat in the seat in that game)."""
        if self.info is None or self.result is None or self.stored is None:
            return []
        info, result = self.info, self.result
        names = info.all_names()
        totals = self.stored.name_totals()
        points: list[int | None] = [None] * len(names)
        if result.points is not None:
            for s, n in enumerate(info.players):
                points[names.index(n)] = int(result.points[s])
        rank: list[float | None] = [None] * len(names)
        if result.rank_points is not None:
            games = result.game_rank_points or ()
            if info.seatings and games and self.profile is not None:
                per = max(1, self.profile.hands_per_game)
                rank = [0.0] * len(names)
                for g, row in enumerate(games):
                    for s, n in enumerate(info.names_at(g * per)):
                        rank[names.index(n)] = (rank[names.index(n)] or 0.0) + row[s]
            else:
                for s, n in enumerate(info.players):
                    rank[names.index(n)] = result.rank_points[s]
        return list(zip(names, totals, points, rank, strict=True))

    def seat_change_refusal(self) -> tuple[str, int, int]:
        """Why the seats cannot change now (``book.between_games``), ("", 0, 0) when they
        can: the last hand is over and ends a game, or none was played since the last
        change; ("no_session", 0, 0) without a readable session."""
        if self.stored is None or self.info is None:
            return "no_session", 0, 0
        since = self.info.seatings[-1][0] if self.info.seatings else 0
        if len(self.stored.hands) <= since:
            return "", 0, 0
        return between_games(self.stored)

    def change_seats(self, names: Sequence[str]) -> Change:
        """Seat ``names`` from the next hand on (one store transaction, undoable)."""
        assert self.info is not None
        change = Change(ChangeKind.SEATS, len(self.hands), None, None, None, None,
                        (tuple(self.info.players), tuple(n.strip() for n in names)))
        return self._do(change)

    @property
    def one_win(self) -> bool:
        """One win ends a hand of this session (not bloody): its entries are a win or a draw."""
        return self.profile is not None and not self.profile.bloody

    @property
    def kinds(self) -> tuple[str, ...]:
        """The entry kinds this session's hands record (the ledger's two formats)."""
        if self.profile is None:
            return ()
        return ("win", "draw") if self.one_win else ("win", "kong", "wall_end", "penalty")

    def current_hand(self, selected: int | None = None) -> int:
        """Where a new entry goes: the selected hand while it is not over, else the last hand
        while it is not over, else a new hand after it."""
        if selected is not None and 0 <= selected < len(self.hands) and \
                not self.hands[selected].over:
            return selected
        if self.hands and not self.hands[-1].over:
            return len(self.hands) - 1
        return len(self.hands)

    def hand_records(self) -> list[list[dict[str, Any]]]:
        return [h.records for h in self.hands]

    def standings(self) -> Standings | None:
        if self.result is None:
            return None
        seats = [list(accumulate(view.deltas[s] for view in self.hands)) for s in range(4)]
        running = tuple(zip(*seats, strict=True)) if self.hands else ()
        points = (tuple(int(p) for p in self.result.points)
                  if self.result.points is not None else None)
        return Standings(self.result.totals, points, self.result.rank_points, running)

    def spans(self) -> Spans:
        """The range of every number the hands' rows show (the store's, for the columns)."""
        return self.stored.spans if self.stored is not None else Spans()

    def current_dealer(self) -> int | None:
        """Who deals the hand new entries go to (the next hand's dealer once the last is
        over); None without a session."""
        if self.result is None:
            return None
        h = self.current_hand()
        return self.hands[h].dealer if h < len(self.hands) else self.result.next_dealer

    def plan(self) -> SessionPlan | None:
        """The planned length (docs/rules.md §3.1 for wind rounds) and how far the session is:
        a profile with wind rounds plays that many rounds of the prevailing wind, the others
        ``hands_per_game`` × ``games`` hands; majsoul ends early when a score falls below 0."""
        profile, result = self.profile, self.result
        if profile is None or result is None:
            return None
        bust = result.match_over is not None
        if self._played is None:  # counted once a reading
            if profile.wind_rounds:
                winds = [h.prevailing for h in self.hands] + [result.next_prevailing]
                self._played = sum(1 for a, b in zip(winds, winds[1:], strict=False)
                                   if a is not None and b is not None and a != b)
            else:
                self._played = sum(1 for h in self.hands if h.hand.over)
        played = self._played
        if profile.wind_rounds:
            return SessionPlan(True, profile.wind_rounds, played,
                        played >= profile.wind_rounds or bust, bust)
        planned = profile.hands_per_game * profile.games
        return SessionPlan(False, planned, played, played >= planned or bust, bust)

    # -- trying an entry (nothing written) ----------------------------------------------------

    def with_entry(self, hand: int, index: int, event: Mapping[str, Any], replace: bool
                   ) -> list[list[dict[str, Any]]]:
        """The session's hands with ``event`` put at (hand, index) (a new hand if need be)."""
        hands = self.hand_records()
        while len(hands) <= hand:
            hands.append([])
        if replace:
            hands[hand][index] = _plain(event)
        else:
            hands[hand].insert(index, _plain(event))
        return hands

    def trial(self, hand: int, index: int, event: Mapping[str, Any], replace: bool) -> Trial:
        """Settle the session with ``event`` at (hand, index): what it would pay, or why the
        engine refuses it. Only that hand and the ones after it are settled again (the store
        keeps each hand's starting state): for the last hand, one hand's settlement."""
        assert self.session_id is not None
        events = self.hands[hand].records if hand < len(self.hands) else []
        if replace:
            events[index] = _plain(event)
        else:
            events.insert(index, _plain(event))
        try:
            if hand <= len(self.hands):
                settled = self.book.preview(self.session_id, hand, events)
            else:  # past a hand not started yet: the hands in between are empty
                settled = self.book.check_hands(
                    self.session_id, self.with_entry(hand, index, event, replace)).hands[hand]
        except ScorebookError as err:
            return Trial(None, code=err.code, detail=err.detail, message=err.message)
        score = (dict(settled.scores).get(event["seat"])
                 if event.get("type") == "win" and "hand" in event else None)
        return Trial(tuple(p for p in settled.payments if p.event == index), score,
                     settled.wall if event.get("type") == "wall_end" else (),
                     settled.deltas, settled.dealer, settled.prevailing)

    # -- changes -----------------------------------------------------------------------------

    def _record(self, h: int) -> HandRecord | None:
        if 0 <= h < len(self.hands):
            view = self.hands[h]
            return HandRecord(tuple(_frozen(e.record) for e in view.entries), view.note)
        return None

    def _write(self, change: Change, forward: bool, step: str = "") -> int | None:
        """One store transaction taking hand ``change.hand`` from one side to the other (run
        by ``runner``); ``step`` "undo" or "redo" when it takes the change back or makes it
        again (the history keeps which). Returns the id of the change the store kept."""
        sid, version = self.session_id, self._version
        assert sid is not None
        source, target = ((change.before, change.after) if forward
                          else (change.after, change.before))
        h = change.hand
        if change.seats is not None:
            names = change.seats[1] if forward else change.seats[0]
            seat_cause = Cause("seats", undoes=change.change_id if step == "undo" else None,
                               redoes=change.change_id if step == "redo" else None)

            def seat(book: Scorebook) -> int | None:
                book.change_seats(sid, names, expected_version=version, cause=seat_cause)
                return book.last_change
            made_seats = self.runner(seat)
            self._version = None if version is None else version + 1
            return made_seats if isinstance(made_seats, int) else None
        cause = Cause(change.kind.value, change.index,
                      undoes=change.change_id if step == "undo" else None,
                      redoes=change.change_id if step == "redo" else None)

        def write(book: Scorebook) -> int | None:
            if target is None:
                book.delete_hand(sid, h, expected_version=version, cause=cause)
            elif source is None:
                book.insert_hand(sid, h, target.plain_events(), target.note,
                                 expected_version=version, cause=cause)
            else:
                book.replace_hand(sid, h, target.plain_events(), note=target.note,
                                  expected_version=version, cause=cause)
            return book.last_change
        made = self.runner(write)
        self._version = None if version is None else version + 1
        return made if isinstance(made, int) else None

    def _do(self, change: Change) -> Change:
        try:
            made = self._write(change, forward=True)
        except ScorebookError:
            self.reload()
            raise
        change = replace(change, change_id=made)
        self.undo_stack.append(change)
        self.redo_stack.clear()
        self.reload()
        return change

    def add_entry(self, event: Mapping[str, Any], hand: int | None = None) -> Change:
        """Record ``event`` at the end of ``hand`` (default: the current hand)."""
        h = self.current_hand() if hand is None else hand
        before = self._record(h)
        events = (*before.events, _frozen(event)) if before else (_frozen(event),)
        kind = ChangeKind.DRAWN_HAND if event.get("type") == "draw" else ChangeKind.ADD
        return self._do(Change(kind, h, len(events) - 1, before,
                               HandRecord(events, before.note if before else "")))

    def edit_entry(self, hand: int, index: int, event: Mapping[str, Any]) -> Change:
        before = self._record(hand)
        if before is None or not 0 <= index < len(before.events):
            raise ScorebookError("no_hand", f"there is no entry {index + 1} in hand {hand + 1}")
        events = list(before.events)
        events[index] = _frozen(event)
        return self._do(Change(ChangeKind.EDIT, hand, index, before,
                               HandRecord(tuple(events), before.note)))

    def delete_entry(self, hand: int, index: int) -> Change:
        before = self._record(hand)
        if before is None or not 0 <= index < len(before.events):
            raise ScorebookError("no_hand", f"there is no entry {index + 1} in hand {hand + 1}")
        events = [e for i, e in enumerate(before.events) if i != index]
        return self._do(Change(ChangeKind.DELETE, hand, index, before,
                               HandRecord(tuple(events), before.note)))

    def delete_hand(self, hand: int) -> Change:
        before = self._record(hand)
        if before is None:
            raise ScorebookError("no_hand", f"there is no hand {hand + 1}")
        return self._do(Change(ChangeKind.DELETE_HAND, hand, None, before, None))

    def set_note(self, hand: int, note: str) -> Change:
        before = self._record(hand)
        if before is None:
            raise ScorebookError("no_hand", f"there is no hand {hand + 1}")
        return self._do(Change(ChangeKind.NOTE, hand, None, before,
                               HandRecord(before.events, note.strip())))

    def can_start_hand(self) -> str:
        """Why a new hand cannot be started now ("" when it can): ``no_session``; ``empty``
        (the current hand has nothing recorded yet: an empty hand is not started);
        ``hand_over`` (the last hand is over: the next entry starts the next hand by itself);
        ``plan_reached`` is not a refusal (the table may play on)."""
        if self.info is None or self.result is None:
            return "no_session"
        if not self.hands or self.hands[-1].over:
            return "hand_over" if self.hands else "empty"
        if not self.hands[-1].entries:
            return "empty"
        return ""

    def new_hand(self) -> Change:
        """Start the next hand, leaving the last one without a recorded end. Refused with
        ``ScorebookError`` (code from ``can_start_hand``) when that would make an empty hand."""
        why = self.can_start_hand()
        if why:
            raise ScorebookError(why, "no new hand: " + why)
        h = len(self.hands)
        return self._do(Change(ChangeKind.NEW_HAND, h, None, None, HandRecord(())))

    def undo(self) -> Change | None:
        """Take back the last change (one store transaction); None when there is none."""
        if not self.undo_stack:
            return None
        change = self.undo_stack[-1]
        try:
            self._write(change, forward=False, step="undo")
        except ScorebookError:
            self.reload()
            raise
        self.undo_stack.pop()
        self.redo_stack.append(change)
        self.reload()
        return change

    def redo(self) -> Change | None:
        if not self.redo_stack:
            return None
        change = self.redo_stack[-1]
        try:
            self._write(change, forward=True, step="redo")
        except ScorebookError:
            self.reload()
            raise
        self.redo_stack.pop()
        self.undo_stack.append(change)
        self.reload()
        return change


def session_matches(info: SessionInfo, query: str) -> bool:
    """Whether a session answers a search: every word of ``query`` is in its name, one of its
    players' names (of any seating) or its dates (``2026-05`` finds May 2026), ignoring case."""
    words = query.casefold().split()
    haystack = [info.name.casefold(), *(p.casefold() for p in info.all_names()),
                info.created[:10], info.updated[:10]]
    return all(any(w in h for h in haystack) for w in words)


__all__ = ["ENTRY_KINDS", "CalculatorWin", "Change", "ChangeKind", "EntryKind", "EntryView",
           "HandRecord", "HandView", "SessionPlan", "SessionModel", "Standings", "Trial",
           "change_of", "session_matches"]
