"""The open scorebook session as values, apart from the widgets that show it (no Qt here).

``SessionModel`` holds one session of a ``Scorebook``: its players, its hands as typed views
(``HandView``, ``EntryView``: each entry's kind, the engine's typed event, its payment rows),
the standings the engine settled, the hand new entries go to, the planned length, and the
undo and redo stacks of changes. Every change goes through the store (``store/scorebook.py``),
the only writer, as one transaction, and so does its undo: a change records the hand as it was
and as it became, and undoing writes the old hand back.

Nothing here decides a rule. Whether a hand is over is asked of the engine: a hand is over when
the engine refuses any further entry in it with ``hand_over`` (a bloody hand after the wall's
end or its third winner, docs/rules.md §2; a one-win hand after its win or draw, §3) or with
``match_over`` (a majsoul score fell below zero, §2.4). Payments, totals, dealers and the
prevailing wind come from ``ledger.settle_session``.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import Any

from mahjong_gui.engine.ledger import (
    DrawEntry,
    HandResult,
    HKWinEntry,
    KongEntry,
    LedgerEvent,
    LedgerInputError,
    PenaltyEntry,
    SessionResult,
    WallEndEntry,
    read_session,
    settle_session,
)
from mahjong_gui.engine.rules import AnyProfile, get_profile
from mahjong_gui.engine.rules.hongkong import HKScore
from mahjong_gui.engine.scoring import Score
from mahjong_gui.engine.settlement import Payment, WallStatus, WinEntry, deltas
from mahjong_gui.store.scorebook import Scorebook, ScorebookError, SessionInfo

ENTRY_KINDS: tuple[str, ...] = ("win", "kong", "wall_end", "penalty", "draw")
Deltas = tuple[int, int, int, int]


class EntryKind(str, Enum):
    WIN = "win"
    KONG = "kong"
    WALL_END = "wall_end"
    PENALTY = "penalty"
    DRAW = "draw"


def _kind_of(event: LedgerEvent) -> EntryKind:
    if isinstance(event, WinEntry | HKWinEntry):
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


@dataclass(frozen=True, slots=True)
class HandView:
    """One hand: its entries, note and settlement, and whether the engine says it is over."""

    index: int
    entries: tuple[EntryView, ...]
    note: str
    result: HandResult
    over: bool
    over_at: bool = False  # the match had ended by this hand (what ``over`` took from before)

    @property
    def records(self) -> list[dict[str, Any]]:
        return [_plain(e.record) for e in self.entries]

    @property
    def dealer(self) -> int:
        return self.result.dealer

    @property
    def winners(self) -> tuple[int, ...]:
        return self.result.winners

    def in_seats(self, before: int | None = None) -> list[int]:
        """The seats that have not won (before entry ``before``, or after every entry)."""
        entries = self.entries if before is None else self.entries[:before]
        won = {e.event.seat for e in entries if isinstance(e.event, WinEntry | HKWinEntry)}
        return [s for s in range(4) if s not in won]

    @property
    def wall(self) -> dict[int, WallStatus]:
        """At a bloody hand's wall end: each seat's outcome as the settlement judged it."""
        return dict(self.result.wall)


@dataclass(frozen=True, slots=True)
class Plan:
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
    score: Score | HKScore | None = None
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


class SessionModel:
    """One scorebook session, read from the store and changed only through it."""

    def __init__(self, book: Scorebook) -> None:
        self.book = book
        self.session_id: int | None = None
        self.info: SessionInfo | None = None
        self.profile: AnyProfile | None = None
        self.result: SessionResult | None = None
        self.hands: tuple[HandView, ...] = ()
        self.undo_stack: list[Change] = []
        self.redo_stack: list[Change] = []
        self._version: int | None = None  # the version our last read or write left
        self.error: ScorebookError | None = None  # why the session could not be read
        # The engine's answer on whether a hand is over, kept per hand content: a reload
        # after one change asks again only for the hands that changed.
        self._over_cache: dict[str, bool] = {}
        self._sources: tuple[object, ...] = ()  # the hands' lists the store gave at the last read

    # -- reading -----------------------------------------------------------------------------

    def open(self, session_id: int | None) -> None:
        """Show ``session_id`` (None: no session); a different session starts fresh stacks."""
        if session_id != self.session_id:
            self.undo_stack.clear()
            self.redo_stack.clear()
            self._version = None
        self.session_id = session_id
        self.reload()

    def reload(self) -> None:
        """Read the session again. Written meanwhile by another window or program: the undo
        and redo stacks no longer describe it and are dropped. Raises nothing: a session that
        cannot be read keeps its row (``info``) and its error in ``error``."""
        previous = self.hands
        self.info, self.profile, self.result, self.hands, self.error = None, None, None, (), None
        if self.session_id is None:
            return
        try:
            state = self.book.state(self.session_id)
        except ScorebookError as err:
            self.error = err
            try:  # a damaged session can still be renamed or deleted
                self.info = self.book.session(self.session_id)
            except ScorebookError:
                self.info = None
            return
        info = state.info
        if self._version is not None and info.version != self._version:
            self.undo_stack.clear()
            self.redo_stack.clear()
        self._version = info.version
        self.info, self.result = info, state.result
        self.profile = get_profile(info.rules, info.options)
        session = state.session or read_session(self.book.ledger_document(
            info, [{"events": h} for h in state.hands]))
        before = {id(v.result): v for v in previous}  # the views shown until now
        sources, self._sources = self._sources, tuple(state.hands)
        views = []
        for h, (records, typed) in enumerate(zip(state.hands, session.hands, strict=True)):
            result = state.result.hands[h]
            over_at = self._over_at(h)
            old = before.get(id(result))
            if (old is not None and old.index == h and old.result is result
                    and old.note == state.notes[h] and old.over_at == over_at
                    and len(old.entries) == len(records)
                    and ((h < len(sources) and sources[h] is records)  # the store's own list
                         or all(e.record == r
                                for e, r in zip(old.entries, records, strict=True)))):
                views.append(old)  # the same hand settled the same way (ledger.resettle)
                continue
            entries = []
            for i, (record, event) in enumerate(zip(records, typed, strict=True)):
                rows = tuple(p for p in result.payments if p.event == i)
                entries.append(EntryView(h, i, _kind_of(event), event, _frozen(record), rows,
                                         _d4(deltas(rows))))
            views.append(HandView(h, tuple(entries), state.notes[h], result,
                                  self._over(h, records, result), over_at))
        self.hands = tuple(views)

    def _over_at(self, h: int) -> bool:
        """Whether the match had ended by hand ``h`` (majsoul, a score below zero)."""
        assert self.result is not None
        return self.result.match_over is not None and self.result.match_over[0] <= h

    def _over(self, h: int, records: Sequence[Mapping[str, Any]], result: HandResult) -> bool:
        """The engine's word: would it take one more entry in hand ``h``?"""
        assert self.info is not None and self.result is not None
        if self._over_at(h):
            return True
        seat = next((s for s in range(4) if s not in result.winners), None)
        if seat is None:
            return True
        probe = {"type": "win", "seat": seat, "value": 1}
        doc = self.book.ledger_document(self.info, [{"events": [*records, probe]}])
        doc["dealer"] = result.dealer
        if result.prevailing is not None:
            doc["prevailing"] = result.prevailing
        key = json.dumps(doc, sort_keys=True, ensure_ascii=False)
        if key in self._over_cache:
            return self._over_cache[key]
        try:
            settle_session(read_session(doc))
            over = False
        except LedgerInputError as err:
            over = err.code in ("hand_over", "match_over")
        if len(self._over_cache) > 4096:
            self._over_cache.clear()
        self._over_cache[key] = over
        return over

    @property
    def names(self) -> list[str]:
        return list(self.info.players) if self.info else ["0", "1", "2", "3"]

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
        running: list[Deltas] = []
        total = [0, 0, 0, 0]
        for hand in self.result.hands:
            total = [total[s] + hand.deltas[s] for s in range(4)]
            running.append(_d4(total))
        points = (tuple(int(p) for p in self.result.points)
                  if self.result.points is not None else None)
        return Standings(self.result.totals, points, self.result.rank_points, tuple(running))

    def plan(self) -> Plan | None:
        """The planned length (docs/rules.md §3.1 for wind rounds) and how far the session is:
        a profile with wind rounds plays that many rounds of the prevailing wind, the others
        ``hands_per_game`` × ``games`` hands; majsoul ends early when a score falls below 0."""
        profile, result = self.profile, self.result
        if profile is None or result is None:
            return None
        bust = result.match_over is not None
        if profile.wind_rounds:
            winds = [h.prevailing for h in result.hands] + [result.next_prevailing]
            played = sum(1 for a, b in zip(winds, winds[1:], strict=False)
                         if a is not None and b is not None and a != b)
            return Plan(True, profile.wind_rounds, played,
                        played >= profile.wind_rounds or bust, bust)
        planned = profile.hands_per_game * profile.games
        played = sum(1 for h in self.hands if h.over)
        return Plan(False, planned, played, played >= planned or bust, bust)

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
                result = self.book.check_hand(self.session_id, hand, events)
            else:  # past a hand not started yet: the hands in between are empty
                result = self.book.check_hands(self.session_id,
                                               self.with_entry(hand, index, event, replace))
        except ScorebookError as err:
            return Trial(None, code=err.code, detail=err.detail, message=err.message)
        settled = result.hands[hand]
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

    def _write(self, change: Change, forward: bool) -> None:
        """One store transaction taking hand ``change.hand`` from one side to the other."""
        sid, version = self.session_id, self._version
        assert sid is not None
        source, target = ((change.before, change.after) if forward
                          else (change.after, change.before))
        if target is None:
            self.book.delete_hand(sid, change.hand, expected_version=version)
        elif source is None:
            self.book.insert_hand(sid, change.hand, target.plain_events(), target.note,
                                  expected_version=version)
        else:
            self.book.replace_hand(sid, change.hand, target.plain_events(), note=target.note,
                                   expected_version=version)
        self._version = None if version is None else version + 1

    def _do(self, change: Change) -> Change:
        try:
            self._write(change, forward=True)
        except ScorebookError:
            self.reload()
            raise
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
            self._write(change, forward=False)
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
            self._write(change, forward=True)
        except ScorebookError:
            self.reload()
            raise
        self.redo_stack.pop()
        self.undo_stack.append(change)
        self.reload()
        return change


def session_matches(info: SessionInfo, query: str) -> bool:
    """Whether a session answers a search: every word of ``query`` is in its name, one of its
    players' names or its dates (``2026-05`` finds May 2026), ignoring case."""
    words = query.casefold().split()
    haystack = [info.name.casefold(), *(p.casefold() for p in info.players),
                info.created[:10], info.updated[:10]]
    return all(any(w in h for h in haystack) for w in words)


__all__ = ["ENTRY_KINDS", "CalculatorWin", "Change", "ChangeKind", "EntryKind", "EntryView",
           "HandRecord", "HandView", "Plan", "SessionModel", "Standings", "Trial",
           "session_matches"]
