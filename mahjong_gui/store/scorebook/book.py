"""The scorebook file: ``Scorebook``, its reads and writes of sessions, hands and the roster.

Every write is one ``BEGIN IMMEDIATE`` transaction that reads what it depends on under the
write lock and is refused (``ScorebookError`` with the engine's code and JSON path) unless the
session still settles; it settles the hands it changes (and the ones after them until one
starts as before) and keeps their settled rows and the session's totals in the same
transaction (``settled.py``). A session opens by reading its rows: only a hand whose entries
changed, or whose row another engine made, is settled again, and what a reading settles is
kept after it (best effort, never waiting for the lock). Each session has a ``version``,
bumped by every write: a writer passing the version it read (``expected_version``) is
refused with ``changed_elsewhere`` when another window or program wrote in between.

Opening creates nothing: a missing or zero-byte file reads as an empty scorebook and becomes
one at the first write. Every failure is a ``ScorebookError``, never an ``sqlite3`` traceback.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from mahjong_gui.engine.ledger import (
    HandResult,
    LedgerInputError,
    PlayerStats,
    Session,
    SessionResult,
    read_session,
)
from mahjong_gui.engine.rules import OptionError, get_profile
from mahjong_gui.store.money import Night, night, night_json
from mahjong_gui.store.scorebook import history as changes
from mahjong_gui.store.scorebook import roster as roster_rows
from mahjong_gui.store.scorebook import settled
from mahjong_gui.store.scorebook.errors import (
    ScorebookError,
    bad_row,
    is_corrupt,
    refusal,
    unreadable,
)
from mahjong_gui.store.scorebook.history import (
    Cause,
    HistoryEntry,
    hand_json,
    os_user,
    value_json,
    writer_name,
)
from mahjong_gui.store.scorebook.schema import (
    BUSY_TIMEOUT,
    MIGRATIONS,
    SCHEMA_VERSION,
    SQLITE_HEADER,
    migrated,
)
from mahjong_gui.store.scorebook.sessions import (
    MAX_NAME,
    SESSION_SELECT,
    SessionInfo,
    SessionState,
    check_document,
    check_money,
    check_note,
    check_seat_names,
    check_session_name,
    digest,
    dumps,
    entries,
    hand_digest,
    has_prevailing_wind,
    info_digest,
    info_from_row,
    ledger_document,
    now,
    read_money,
    read_seatings,
    seatings_json,
)
from mahjong_gui.store.scorebook.settled import (
    EMPTY_STATS,
    EXTRA_COLUMNS,
    EXTRA_OK,
    HEAD_SELECT,
    INSERT_ROW,
    STAT_COLUMNS,
    STAT_FIELDS,
    Extra,
    Settler,
    Spans,
    StoredHand,
    StoredSession,
    added,
    extra_from_row,
    hand_from_row,
    read_totals_payload,
    row_values,
    seat_stats,
    stored_events,
    totals_payload,
)
from mahjong_gui.store.scorebook.transfer import (
    CSV_BOM,
    export_csv,
    export_json,
    write_atomically,
)
from mahjong_gui.store.sqlite_file import SQLiteFile, is_busy, is_int, rollback

_now = now  # the writes' clock (tests set it)

# A hand a write puts in: its entries as read, as they will be stored, and its note.
_Cells = tuple[list[Any], str, str]
_Totals = tuple[tuple[PlayerStats, ...], Spans]

_HANDS_SELECT = (
    f"SELECT h.position, h.events, h.note, {HEAD_SELECT} FROM hands h "
    "LEFT JOIN hand_settled s ON s.session_id = h.session_id AND s.position = h.position "
    "WHERE h.session_id = ? ORDER BY h.position")
_SUMMARY_SELECT = ("SELECT s.version, t.engine, t.version, t.hands, t.payload FROM sessions s "
                   "LEFT JOIN session_settled t ON t.session_id = s.id WHERE s.id = ?")
_EXTRA_SELECT = (f"SELECT position, CASE WHEN {EXTRA_OK} THEN 1 ELSE 0 END, "
                 + ", ".join(EXTRA_COLUMNS)
                 + " FROM hand_settled WHERE session_id = ? AND position >= ?")
_SUM_SELECT = ("SELECT count(*), min(CASE WHEN " + EXTRA_OK + " THEN 1 ELSE 0 END), "
               + ", ".join((f"max(s.{c})" if c.startswith("biggest") else f"sum(s.{c})")
                           for c in STAT_COLUMNS) + ", "
               + ", ".join(f"{f}(s.{c}{i})" for f, c in (("min", "d"), ("max", "d"),
                                                         ("min", "lo"), ("max", "hi"))
                           for i in range(4))
               + " FROM hands h JOIN hand_settled s ON s.session_id = h.session_id "
               "AND s.position = h.position WHERE h.session_id = ? AND s.engine = ?")


@dataclass(slots=True)
class _Unsaved:
    """What a reading settled that the file does not hold yet: the session as read, the
    hands settled (by index), whether its totals are to be written, and the file's
    ``data_version`` at the reading (written only if nobody wrote since)."""

    stored: StoredSession
    data_version: int
    hands: dict[int, StoredHand] = field(default_factory=dict)
    totals: bool = False


def _summary_key(row: Sequence[Any] | None) -> tuple[Any, ...]:
    """What a session's reading is valid for: its version and its totals' row as stored."""
    if row is None:
        return (None,)
    return tuple(row)


def _sum(totals: Sequence[PlayerStats], hands: Sequence[StoredHand]) -> tuple[PlayerStats, ...]:
    out = tuple(totals)
    for hand in hands:
        out = added(out, hand)
    return out


class Scorebook(SQLiteFile):
    """One scorebook file. ``Scorebook(":memory:")`` keeps it in memory (tests).

    Opening checks an existing file (``not_a_scorebook``, ``newer_schema``, ``corrupt``,
    ``busy``, ``cannot_open``) and creates nothing; an older schema is brought up to date.
    ``timeout`` is how long each operation waits for another program's lock before it is
    refused with ``busy``.

    Each session read or written is kept in memory (``StoredSession``) for the session's
    version and its totals' row: nothing is read again while nobody else wrote the file
    (``PRAGMA data_version``), and a write settles only the hands it changes."""

    SCHEMA_VERSION = SCHEMA_VERSION
    MIGRATIONS = MIGRATIONS
    NOT_OURS = "not_a_scorebook"

    def __init__(self, path: str | os.PathLike[str], timeout: float = BUSY_TIMEOUT,
                 who: str | None = None) -> None:
        super().__init__(os.fspath(path) if not isinstance(path, str) else path, timeout)
        # Who the changes this scorebook writes are kept as (``history.py``): the name given,
        # else the operating system's user name.
        self.who = writer_name(who) or os_user()
        self.last_change: int | None = None  # the id of the change the last write kept
        self._kept: dict[int, StoredSession] = {}
        self._kept_at: dict[int, int] = {}  # data_version each kept session was checked at
        self._read_totals: dict[int, tuple[tuple[Any, ...], _Totals]] = {}
        self._unsaved: dict[int, _Unsaved] = {}
        if self._memory:
            with self._errors(writing=True):
                self._open_memory()
        else:
            with self._errors(writing=False):
                self._open_existing()

    def close(self) -> None:
        self._save_unsaved()
        self._kept.clear()
        self._read_totals.clear()
        super().close()

    def __enter__(self) -> Scorebook:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the file ----------------------------------------------------------------------------

    def _fail(self, code: str, message: str) -> ScorebookError:
        return ScorebookError(code, message)

    def _open_existing(self) -> None:
        """Connect to the file if it holds a scorebook (older ones are migrated); a missing or
        zero-byte file, or an SQLite file with no tables yet, stays unopened (no sessions).
        The sessions' table is checked for damage at once (its pages, not the hands': those
        are found damaged when read, as ``corrupt``, so that a club's file of many thousand
        hands opens at once)."""
        if not self._has_content():
            return
        db = self._connect("rw")
        try:
            db.execute("BEGIN")
            try:
                version = self._schema_version(db)
                if version:
                    check = ("PRAGMA quick_check(sessions)"
                             if sqlite3.sqlite_version_info >= (3, 33) else
                             "PRAGMA quick_check(1)")
                    rows = db.execute(check).fetchall()
                    if rows != [("ok",)]:
                        raise ScorebookError("corrupt", f"{self.path} is damaged ("
                                             f"{rows[0][0] if rows else 'no answer'}); it was "
                                             "left as it is")
            finally:
                if db.in_transaction:
                    db.execute("COMMIT")
            if version and version < self.SCHEMA_VERSION:
                self._ensure_schema(db)
        except BaseException:
            db.close()
            raise
        if version:
            self._db = db
        else:
            db.close()

    def _migrated(self, db: sqlite3.Connection, version: int) -> None:
        migrated(db, version)

    def _has_sqlite_header(self) -> bool:
        try:
            with open(self.path, "rb") as fh:
                return fh.read(len(SQLITE_HEADER)) == SQLITE_HEADER
        except OSError:
            return True

    def _translate(self, err: sqlite3.Error, writing: bool) -> ScorebookError:
        where = "the scorebook" if self._memory else self.path
        if is_busy(err):
            return ScorebookError("busy", f"the scorebook is busy: another program is writing "
                                  f"it ({where}); try again")
        if is_corrupt(err):
            if not self._memory and not self._has_sqlite_header():
                return ScorebookError("not_a_scorebook", f"{where} is not a scorebook: {err}")
            return ScorebookError("corrupt", f"{where} is damaged ({err}); it was left as it is")
        if writing:
            return ScorebookError("cannot_write", f"cannot write {where}: {err}")
        return ScorebookError("cannot_open", f"cannot open {where}: {err}")

    def _after_read(self) -> None:
        self._save_unsaved()

    @contextmanager
    def reading(self) -> Iterator[None]:
        """Several reads as one snapshot: no other program's write lands between them."""
        with self._read():
            yield

    @contextmanager
    def _transaction(self, session_id: int | None = None) -> Iterator[sqlite3.Connection]:
        """One write under the lock. A write to ``session_id`` creates no file: with no
        scorebook there yet, there is no such session."""
        with self._errors(writing=True):
            if session_id is not None and self._reader() is None:
                raise ScorebookError("no_session", f"there is no session {session_id}",
                                     session=session_id)
            with self._write() as db:
                yield db

    def data_version(self) -> int | None:
        """SQLite's ``PRAGMA data_version`` of this scorebook's connection: it changes when
        another connection (another window or program) commits a write to the file, never
        for this one's own (None: no scorebook in the file yet). Cheap: what a window polls
        to notice another's write."""
        with self._errors(writing=False):
            db = self._reader()
            return None if db is None else _data_version(db)

    # -- reading ----------------------------------------------------------------------------

    def sessions(self, errors: list[ScorebookError] | None = None) -> list[SessionInfo]:
        """Every session, the most recently changed first. A row that cannot be read raises
        ``bad_row``; given a list ``errors``, it goes there instead and the others are listed."""
        with self._read() as db:
            rows = [] if db is None else db.execute(
                f"{SESSION_SELECT} ORDER BY s.updated DESC, s.id DESC").fetchall()
        out = []
        for row in rows:
            try:
                out.append(info_from_row(row))
            except ScorebookError as err:
                if errors is None:
                    raise
                errors.append(err)
        return out

    def session(self, session_id: int) -> SessionInfo:
        with self._read() as db:
            return self._session_row(db, session_id)

    @staticmethod
    def _session_row(db: sqlite3.Connection | None, session_id: int) -> SessionInfo:
        row = None if db is None else db.execute(
            f"{SESSION_SELECT} WHERE s.id = ?", (session_id,)).fetchone()
        if row is None:
            raise ScorebookError("no_session", f"there is no session {session_id}",
                                 session=session_id if isinstance(session_id, int) else None)
        return info_from_row(row)

    def stored(self, session_id: int) -> StoredSession:
        """The session as its rows keep it: what the page shows (each hand's result read
        when asked). Read from the file only when another connection wrote since it was
        last read here; a hand whose row is missing, another engine's, or settled from
        another start than the one its place gives is settled again (and kept after the
        read)."""
        with self._read() as db:
            return self._current(db, session_id)

    def _current(self, db: sqlite3.Connection | None, session_id: int) -> StoredSession:
        """The session kept, if it is still what the file holds, else read."""
        if db is None:
            raise ScorebookError("no_session", f"there is no session {session_id}",
                                 session=session_id if isinstance(session_id, int) else None)
        dv = _data_version(db)
        kept = self._kept.get(session_id)
        if kept is not None:
            if self._kept_at.get(session_id) == dv:
                return kept
            key = _summary_key(db.execute(_SUMMARY_SELECT, (session_id,)).fetchone())
            if key == kept.key and key[1] is not None:
                self._kept_at[session_id] = dv
                return kept
        stored, unsaved = self._load(db, session_id, dv)
        self._kept[session_id] = stored
        self._kept_at[session_id] = dv
        if unsaved is None:
            self._unsaved.pop(session_id, None)
        else:  # written after the read, or by the write that read it (``_written``)
            self._unsaved[session_id] = unsaved
        return stored

    def _load(self, db: sqlite3.Connection, session_id: int, dv: int
              ) -> tuple[StoredSession, _Unsaved | None]:
        """Read the session from the file: its hands with their rows, each checked; the ones
        without a usable row settled from where the hand before ended."""
        info = self._session_row(db, session_id)
        summary = db.execute(_SUMMARY_SELECT, (session_id,)).fetchone()
        rows = db.execute(_HANDS_SELECT, (settled.SETTLEMENT_VERSION, session_id)).fetchall()
        try:
            settler = Settler(info)
        except LedgerInputError as err:
            raise unreadable(session_id, err) from None
        hands: list[StoredHand] = []
        positions: list[int] = []
        fresh: dict[int, StoredHand] = {}
        start = settler.first
        kept = self._kept.get(session_id)
        was = kept.hands if kept is not None and kept.info.rules == info.rules else ()
        for i, row in enumerate(rows):
            position, text, note = row[0], row[1], row[2]
            if type(position) is not int or type(text) is not str or type(note) is not str:
                _bad_cells(session_id, i, position, text, note)
            hand = hand_from_row(text, note, row[3:])
            if hand is not None and i < len(was) and was[i].same_as(hand):
                hand = was[i]  # the hand kept, as read before: its views stay
            if hand is None or hand.head.start != start:
                events = stored_events(text, session_id, i)
                try:
                    hand = settler.settle(events, text, note, start, i)[0]
                except LedgerInputError as err:
                    raise unreadable(session_id, err) from None
                fresh[i] = hand
            hands.append(hand)
            positions.append(position)
            start = hand.head.next
        n = len(hands)
        key = _summary_key(summary)
        totals = None
        if (not fresh and summary is not None and summary[1] == settled.SETTLEMENT_VERSION
                and summary[2] == info.version and summary[3] == n):
            totals = read_totals_payload(summary[4], n)
        contiguous = positions == list(range(n))
        stored = StoredSession(info, tuple(hands), EMPTY_STATS, settler, key,
                               None if contiguous else tuple(positions))
        unsaved = None
        if totals is None:
            totals = self._totals(db, stored, fresh)
            unsaved = _Unsaved(stored, dv, fresh, totals=True)
        elif fresh:
            unsaved = _Unsaved(stored, dv, fresh)
        stored = replace(stored, stats=totals[0], spans=totals[1])
        if unsaved is not None:
            unsaved.stored = stored
        return stored, unsaved

    def _totals(self, db: sqlite3.Connection, stored: StoredSession,
                fresh: dict[int, StoredHand]) -> _Totals:
        """The session's statistics and spans from its hands' rows (and the ones just
        settled); a row whose rest does not read back is settled again (``fresh`` gains
        it)."""
        n = len(stored.hands)
        sid = stored.info.id
        if not fresh and stored.positions is None:
            row = db.execute(_SUM_SELECT, (sid, settled.SETTLEMENT_VERSION)).fetchone()
            if row[0] == n and (n == 0 or row[1] == 1):
                k = 2 + len(STAT_COLUMNS)
                totals = tuple(sum(h.deltas[s] for h in stored.hands) for s in range(4))
                stats = tuple(seat_stats([row[2 + f * 4 + s] for f in range(8)], n, totals[s])
                              for s in range(4))
                four = [tuple(row[k + j * 4 + s] or 0 for s in range(4)) for j in range(4)]
                return stats, Spans(*four)  # type: ignore[arg-type]
        extras = {r[0]: r for r in db.execute(_EXTRA_SELECT, (sid, -2 ** 62))}
        out, spans = EMPTY_STATS, Spans()
        for h, hand in enumerate(stored.hands):
            if h in fresh:
                hand = fresh[h]
            else:
                row = extras.get(stored.position(h))
                if row is not None and row[1]:
                    hand = hand.copy(extra=extra_from_row(row[2:], hand.deltas))
                else:
                    hand = stored.settler.settle(stored.events(h), hand.text, hand.note,
                                                 hand.start, h)[0]
                    fresh[h] = hand
            out = added(out, hand)
            spans = spans.widened(hand)
        return out, spans

    def _save_unsaved(self) -> None:
        """Write what readings settled: best effort, in a transaction of its own, only if no
        other connection wrote the file since the reading (``data_version``), never waiting
        for the lock (busy: tried after the next read; a file that cannot be written: given
        up)."""
        db = self._db
        if not self._unsaved or db is None or db.in_transaction:
            return
        pending, self._unsaved = self._unsaved, {}
        try:
            db.execute("PRAGMA busy_timeout = 0")
            try:
                db.execute("BEGIN IMMEDIATE")
                dv = _data_version(db)
                for sid, unsaved in pending.items():
                    if unsaved.data_version != dv or self._kept.get(sid) is not unsaved.stored:
                        continue  # written since: the next reading settles what it must
                    self._put_rows(db, unsaved.stored, unsaved.hands)
                    self._put_totals(db, unsaved.stored)
                    key = _summary_key(db.execute(_SUMMARY_SELECT, (sid,)).fetchone())
                    self._kept[sid] = replace(unsaved.stored, key=key)
                db.execute("COMMIT")
            finally:
                rollback(db)
                db.execute(f"PRAGMA busy_timeout = {int(self.timeout * 1000)}")
        except sqlite3.Error as err:
            if is_busy(err):
                self._unsaved = {**pending, **self._unsaved}

    @staticmethod
    def _put_rows(db: sqlite3.Connection, stored: StoredSession,
                  hands: Mapping[int, StoredHand]) -> None:
        sid = stored.info.id
        db.executemany(INSERT_ROW, [row_values(sid, stored.position(h), hand)
                                    for h, hand in sorted(hands.items())])

    @staticmethod
    def _put_totals(db: sqlite3.Connection, stored: StoredSession) -> None:
        db.execute("INSERT OR REPLACE INTO session_settled (session_id, engine, version, "
                   "hands, payload) VALUES (?, ?, ?, ?, ?)",
                   (stored.info.id, settled.SETTLEMENT_VERSION, stored.info.version,
                    len(stored.hands), totals_payload(stored.stats, stored.spans)))

    def history(self, session_id: int, hand: int | None = None,
                newest: int | None = None) -> list[HistoryEntry]:
        """The session's changes, oldest first (``hand``: the changes kept for that hand's
        index; ``newest``: the last so many); each row checked (``bad_row`` names the change
        at fault)."""
        with self._read() as db:
            self._session_row(db, session_id)
            assert db is not None
            return changes.history(db, session_id, hand, newest)

    def undo_stacks(self, session_id: int
                    ) -> tuple[list[HistoryEntry], list[HistoryEntry]]:
        """The session's undo and redo stacks as its history leaves them (``history.stacks``):
        what a window reopening the session can take back or make again."""
        with self._read() as db:
            self._session_row(db, session_id)
            assert db is not None
            return changes.stacks(db, session_id)

    def change_counts(self) -> dict[int, int]:
        """How many changes each session's history keeps, by session id."""
        with self._read() as db:
            if db is None:
                return {}
            return {sid: n for sid, n in db.execute(
                "SELECT session_id, count(*) FROM changes GROUP BY session_id")}

    def kept(self, session_id: int) -> StoredSession | None:
        """The session as this scorebook last read or wrote it (None: not yet)."""
        return self._kept.get(session_id)

    def adopt(self, stored: StoredSession) -> None:
        """Take a session another Scorebook on the same file read or wrote (a window's writer
        thread hands its write back): kept here when it is as new as the one kept, checked
        against the file at the next reading like any."""
        sid = stored.info.id
        mine = self._kept.get(sid)
        if mine is None or mine.info.version <= stored.info.version:
            self._kept[sid] = stored
            self._kept_at.pop(sid, None)
            self._unsaved.pop(sid, None)

    def hands(self, session_id: int) -> list[list[dict[str, Any]]]:
        """Each hand's events, in order (copies: change them freely)."""
        stored = self.stored(session_id)
        return [_copy(stored.events(h)) for h in range(len(stored.hands))]

    def notes(self, session_id: int) -> list[str]:
        return [h.note for h in self.stored(session_id).hands]

    @staticmethod
    def ledger_document(info: SessionInfo, hands: Sequence[Mapping[str, Any]]
                        ) -> dict[str, Any]:
        """The ledger document (without its name) of the session ``info`` with ``hands``
        (each ``{"events": [...], "note": ...}``): what the engine reads."""
        return ledger_document(info, hands)

    def document(self, session_id: int) -> dict[str, Any]:
        """The session in the ledger format (what ``ledger`` reads and ``import_document``
        takes back), with its name."""
        stored = self.stored(session_id)
        info = stored.info
        hands = [{"events": _copy(stored.events(h)), "note": hand.note}
                 for h, hand in enumerate(stored.hands)]
        doc = ledger_document(info, hands)
        doc["name"] = info.name
        if info.seatings:  # the earlier seatings (docs/guide.md "seat changes")
            doc["seatings"] = [[until, list(names)] for until, names in info.seatings]
        if info.terms is not None:  # the terms and the night they make (docs/guide.md "money")
            if info.seatings:  # by name: every name that sat, as ``names`` lists them
                money = night_json(night(stored.name_totals(), info.terms), info.terms)
                money["names"] = info.all_names()
            else:
                money = night_json(night(stored.figures().totals, info.terms), info.terms)
            doc["money"] = money
        return doc

    def read(self, session_id: int) -> Session:
        """The stored session read by the engine (the ledger it is kept as); ``bad_row`` when
        the engine cannot read what is stored."""
        doc = self.document(session_id)
        doc.pop("name")
        doc.pop("money", None)
        doc.pop("seatings", None)
        try:
            return read_session(doc)
        except LedgerInputError as err:
            raise unreadable(session_id, err) from None

    def result(self, session_id: int) -> SessionResult:
        """The session's settlement, every hand's payments read from its row."""
        return self.stored(session_id).session_result()

    def state(self, session_id: int) -> SessionState:
        """The session, its hands and notes read at one moment, and their settlement as
        their rows keep it (every hand read: what an export needs; the page reads
        ``stored``)."""
        stored = self.stored(session_id)
        n = len(stored.hands)
        events = [_copy(stored.events(h)) for h in range(n)]
        typed = tuple(stored.typed(h) for h in range(n))
        return SessionState(stored.info, events, [h.note for h in stored.hands],
                            stored.session_result(), replace(stored.header, hands=typed))

    def stats(self, session_id: int) -> tuple[PlayerStats, ...]:
        """Each seat's record over the session (``ledger.player_stats``), as the file keeps it
        with the session's version for this engine (``SETTLEMENT_VERSION``); made again from
        the hands' rows when it is not (and kept after the read)."""
        with self._read() as db:
            kept = self._kept.get(session_id)
            if (kept is not None and db is not None
                    and self._kept_at.get(session_id) == _data_version(db)):
                return kept.stats
            self._session_row(db, session_id)  # a damaged row is refused, as by any read
            row = None if db is None else db.execute(_SUMMARY_SELECT, (session_id,)).fetchone()
            found = self._summary_totals(session_id, row)
            if found is not None:
                return found[0]
            return self._current(db, session_id).stats

    def _summary_totals(self, session_id: int, row: Sequence[Any] | None) -> _Totals | None:
        """The totals a ``session_settled`` row holds when they are this engine's for the
        session's version (read back and checked), else None."""
        if row is None or row[1] != settled.SETTLEMENT_VERSION or row[2] != row[0]:
            return None
        key = _summary_key(row)
        memo = self._read_totals.get(session_id)
        if memo is not None and memo[0] == key:
            return memo[1]
        if not is_int(row[3], 0, 2 ** 31):
            return None
        found = read_totals_payload(row[4], row[3])
        if found is not None:
            self._read_totals[session_id] = (key, found)
        return found

    def club_stats(self, rules: str) -> dict[str, PlayerStats]:
        """Every player's record over all the sessions played under ``rules``, by name: each
        session's totals as the file keeps them (a session without them read once). A
        marked copy of a session still kept is not counted again."""
        out: dict[str, PlayerStats] = {}
        with self._read() as db:
            if db is None:
                return out
            infos = [i for i in self.sessions() if i.rules == rules]
            rows = {r[0]: r[1:] for r in db.execute(
                "SELECT s.id, s.version, t.engine, t.version, t.hands, t.payload "
                "FROM sessions s LEFT JOIN session_settled t ON t.session_id = s.id "
                "WHERE s.rules = ?", (rules,))}
            kept = {i.id for i in infos}
            for info in infos:
                if info.copy_of is not None and info.copy_of in kept:
                    continue  # a marked copy of a session counted already: counted once
                if info.seatings:  # the names of each seating, each its hands' record
                    named = self._name_stats(db, self._current(db, info.id))
                else:
                    found = self._summary_totals(info.id, rows.get(info.id))
                    stats = (found[0] if found is not None
                             else self._current(db, info.id).stats)
                    named = list(zip(info.players, stats, strict=True))
                for name, st in named:
                    out[name] = out.get(name, PlayerStats()) + st
        return out

    def name_stats(self, session_id: int) -> list[tuple[str, PlayerStats]]:
        """Each player's record over the session, by name (``SessionInfo.all_names``' order):
        a player who sat in two seatings has one record, the sum of the hands played in
        each (seat by seat, ``stats``, when the seats never changed)."""
        with self._read() as db:
            stored = self._current(db, session_id)
            if not stored.info.seatings:
                return list(zip(stored.info.players, stored.stats, strict=True))
            assert db is not None
            return self._name_stats(db, stored)

    def _name_stats(self, db: sqlite3.Connection, stored: StoredSession
                    ) -> list[tuple[str, PlayerStats]]:
        info = stored.info
        names = info.all_names()
        out = {n: PlayerStats() for n in names}
        n = len(stored.hands)
        for first, end, seated in info.seating_spans():
            last = n if end is None else min(end, n)
            if last <= first:
                continue
            for name, st in zip(seated, self._span_stats(db, stored, first, last),
                                strict=True):
                out[name] = out[name] + st
        return [(name, out[name]) for name in names]

    def _span_stats(self, db: sqlite3.Connection, stored: StoredSession, first: int,
                    end: int) -> tuple[PlayerStats, ...]:
        """Each seat's record over hands ``first`` to ``end`` (their rows added up by SQL; a
        hand whose row is missing or another engine's settled again)."""
        hands = stored.hands[first:end]
        totals = [sum(h.deltas[s] for h in hands) for s in range(4)]
        row = db.execute(_SUM_SELECT + " AND h.position >= ? AND h.position <= ?",
                         (stored.info.id, settled.SETTLEMENT_VERSION, stored.position(first),
                          stored.position(end - 1))).fetchone()
        count = end - first
        if row[0] == count and row[1] == 1:
            return tuple(seat_stats([row[2 + f * 4 + s] for f in range(8)], count, totals[s])
                         for s in range(4))
        out = EMPTY_STATS
        for h in range(first, end):
            hand = stored.hands[h]
            if hand.extra is None:
                hand = stored.settler.settle(stored.events(h), hand.text, hand.note,
                                             hand.start, h)[0]
            out = added(out, hand)
        return out

    # -- previews (nothing written) -----------------------------------------------------------

    def _spliced(self, stored: StoredSession, first: int, removed: int,
                 cells: Sequence[_Cells]
                 ) -> tuple[tuple[StoredHand, ...], dict[int, StoredHand], list[HandResult]]:
        """The session's hands with ``removed`` hands at ``first`` replaced by ``cells``: the
        new ones settled from where the hand before ends, the ones after them settled again
        until one starts as it did (the rest stay as they are: ``ledger.resettle``'s rule).
        Returns the hands, the ones settled (by their new index) and the new hands' results
        as the engine gave them (with the scores of wins given by their tiles). The engine's
        refusal as ScorebookError."""
        settler, old = stored.settler, stored.hands
        start = stored.start_of(first)
        made: dict[int, StoredHand] = {}
        raw: list[HandResult] = []
        h = first
        try:
            for events, text, note in cells:
                hand, result = settler.settle(events, text, note, start, h)
                made[h] = hand
                raw.append(result)
                start = hand.next
                h += 1
            k = first + removed
            while k < len(old) and old[k].start != start:
                was = old[k]
                made[h] = settler.settle(stored.events(k), was.text, was.note, start, h)[0]
                start = made[h].next
                h += 1
                k += 1
            total = len(old) - removed + len(cells)
            limit = settler.profile.hands_per_game
            if k < len(old) and start.running is not None and total > limit:
                raise LedgerInputError("match_over", f"a {settler.profile.id} match has "
                                       f"{limit} hands", f"hands[{limit}]")
        except LedgerInputError as err:
            raise refusal(err) from None
        hands = old[:first] + tuple(made[i] for i in range(first, h)) + old[k:]
        return hands, made, raw

    def preview(self, session_id: int, index: int, events: Sequence[Mapping[str, Any]]
                ) -> HandResult:
        """Hand ``index`` as it would settle holding ``events`` (``index`` the number of hands:
        as one more hand), nothing written: the entry dialog's preview. The hands before it
        are not settled again, the ones after only until one starts as it did, and any of
        them the change makes impossible is the refusal (ScorebookError)."""
        stored = self.stored(session_id)
        n = self._hand_place(session_id, index, stored)
        cell = self._cells(events, stored.hands[index].note if index < n else "", index)
        return self._spliced(stored, index, 1 if index < n else 0, [cell])[2][0]

    def check_hand(self, session_id: int, index: int, events: Sequence[Mapping[str, Any]]
                   ) -> SessionResult:
        """The whole session's settlement as if hand ``index`` held ``events`` (``preview``
        gives that hand alone, cheaply); nothing written."""
        stored = self.stored(session_id)
        n = self._hand_place(session_id, index, stored)
        cell = self._cells(events, stored.hands[index].note if index < n else "", index)
        hands, _, raw = self._spliced(stored, index, 1 if index < n else 0, [cell])
        totals = [sum(h.deltas[s] for h in hands) for s in range(4)]
        trial = replace(stored, hands=hands,
                        stats=tuple(PlayerStats(hands=len(hands), total=t) for t in totals))
        result = trial.session_result()
        return replace(result, hands=result.hands[:index] + (raw[0],) + result.hands[index + 1:])

    @staticmethod
    def _hand_place(session_id: int, index: Any, stored: StoredSession) -> int:
        n = len(stored.hands)
        if not is_int(index, 0, n):
            raise ScorebookError("no_hand", f"session {session_id} has no hand "
                                 f"{index + 1 if isinstance(index, int) else index}",
                                 session=session_id)
        return n

    def check_hands(self, session_id: int, hands: Sequence[Sequence[Mapping[str, Any]]]
                    ) -> SessionResult:
        """Settle the session as if its hands were ``hands`` (nothing is written)."""
        info = self.session(session_id)
        return check_document(ledger_document(info, [{"events": entries(h)} for h in hands]))

    def money(self, session_id: int) -> Night | None:
        """The session's night's money (``money.night`` of its totals), None when it keeps
        none."""
        info = self.session(session_id)
        terms = info.terms
        if terms is None:
            return None
        return night(tuple(st.total for st in self.stats(session_id)), terms)

    # -- writing ----------------------------------------------------------------------------
    # Each write reads what it changes inside its own BEGIN IMMEDIATE transaction; a caller that
    # passes ``expected_version`` (the SessionInfo.version it showed) is refused with
    # ``changed_elsewhere`` if the session has been written since.

    @staticmethod
    def _check_version(session_id: int, version: Any, expected: int | None) -> None:
        if expected is not None and version != expected:
            raise ScorebookError(
                "changed_elsewhere", f"session {session_id} was changed by another window or "
                f"program since it was read (version {version}, not {expected}); read it "
                "again", session=session_id)

    def _stored(self, db: sqlite3.Connection, session_id: int,
                expected_version: int | None) -> StoredSession:
        """Under the write lock: the session as the file holds it now (kept, or read and its
        missing rows settled: the write keeps them), at the version the caller expects."""
        stored = self._current(db, session_id)
        self._check_version(session_id, stored.info.version, expected_version)
        return stored

    def _written(self, db: sqlite3.Connection, stored: StoredSession,
                 hands: tuple[StoredHand, ...], rows: Mapping[int, StoredHand],
                 totals: _Totals | None, info: SessionInfo | None = None,
                 settler: Settler | None = None) -> StoredSession:
        """The end of every write: the hands' rows it settled (and the ones a reading inside
        it settled), a new version, the session's totals for it; kept once committed.
        ``totals`` None: added up again from the rows."""
        sid = stored.info.id
        unsaved = self._unsaved.pop(sid, None)
        put = dict(rows)
        if unsaved is not None and unsaved.stored is stored:
            for h, hand in unsaved.hands.items():
                put.setdefault(h, hand)
        base = info or stored.info
        db.execute("UPDATE sessions SET updated = ?, version = version + 1, digest = NULL "
                   "WHERE id = ?", (_now(), sid))
        after = self._session_row(db, sid)
        new = StoredSession(replace(base, updated=after.updated, version=after.version,
                                    hands=len(hands)), hands, EMPTY_STATS,
                            settler or stored.settler, (None,), stored.positions)
        self._put_rows(db, new, put)
        if totals is None:
            fresh: dict[int, StoredHand] = {}
            totals = self._totals(db, new, fresh)
            self._put_rows(db, new, fresh)
        new = replace(new, stats=totals[0], spans=totals[1])
        self._put_totals(db, new)
        key = _summary_key(db.execute(_SUMMARY_SELECT, (sid,)).fetchone())
        return replace(new, key=key)

    def _record(self, db: sqlite3.Connection, session_id: int, kind: str, when: str,
                before: str | None, after: str | None, hand: int | None = None,
                cause: Cause | None = None) -> None:
        """Keep the change this write makes (``history.py``), in its transaction."""
        self.last_change = changes.record(db, session_id, kind, self.who, when, before, after,
                                          hand, cause)

    def _keep(self, stored: StoredSession) -> None:
        """A committed write's session, kept (this connection's own write: ``data_version``
        stays as it was)."""
        sid = stored.info.id
        self._kept[sid] = stored
        self._read_totals.pop(sid, None)
        if self._db is not None:
            self._kept_at[sid] = _data_version(self._db)

    def _renumbered(self, db: sqlite3.Connection, stored: StoredSession) -> StoredSession:
        """The session's hands at positions 0, 1, 2 ... (another program left gaps): the
        triggers drop the moved hands' rows (the write puts every row back)."""
        if stored.positions is None:
            return stored
        sid = stored.info.id
        for h, position in enumerate(stored.positions):
            db.execute("UPDATE hands SET position = ? WHERE session_id = ? AND position = ?",
                       (-1 - h, sid, position))
        db.execute("UPDATE hands SET position = -1 - position WHERE session_id = ? "
                   "AND position < 0", (sid,))
        return replace(stored, positions=None)

    def _old_extras(self, db: sqlite3.Connection, stored: StoredSession, first: int,
                    end: int) -> list[Extra] | None:
        """The rest of the rows of hands ``first`` to ``end`` (kept, or read before the write
        changes them); None when one does not read back."""
        hands = stored.hands[first:end]
        rows = {}
        if any(hand.extra is None for hand in hands):
            rows = {r[0]: r for r in db.execute(
                _EXTRA_SELECT + " AND position <= ?",
                (stored.info.id, stored.position(first), stored.position(end - 1)))}
        out = []
        for h, hand in enumerate(hands, start=first):
            extra = hand.extra
            if extra is None:
                row = rows.get(stored.position(h))
                if row is None or not row[1]:
                    return None
                extra = extra_from_row(row[2:], hand.deltas)
            out.append(extra)
        return out

    @staticmethod
    def _changed_totals(stored: StoredSession, gone: list[Extra] | None,
                        made: Mapping[int, StoredHand]) -> _Totals | None:
        """The session's totals with the hands whose rows are ``gone`` taken out and the
        ``made`` ones in (the spans only widened: they hold every number, maybe more); None
        when that cannot say a seat's biggest win (a hand taken out held it): the caller adds
        the rows up again."""
        if gone is None:
            return None
        fields = ("hands", *STAT_FIELDS[:-1], "total")
        out = []
        for s in range(4):
            values = {f: getattr(stored.stats[s], f) for f in fields}
            for sign, extras in ((-1, gone), (1, [h.extra for h in made.values()])):
                for extra in extras:
                    assert extra is not None
                    for f in fields:
                        values[f] += sign * getattr(extra.stats[s], f)
            biggest = stored.stats[s].biggest_win
            old = max((e.stats[s].biggest_win for e in gone), default=0)
            new = max((h.extra.stats[s].biggest_win for h in made.values()
                       if h.extra is not None), default=0)
            if old >= biggest > new:
                return None
            out.append(PlayerStats(biggest_win=max(biggest, new), **values))
        spans = stored.spans
        for hand in made.values():
            spans = spans.widened(hand)
        return tuple(out), spans

    @staticmethod
    def _shift(db: sqlite3.Connection, session_id: int, since: int, shift: int) -> None:
        """Move the hands from position ``since`` on by ``shift``, their rows with them (the
        triggers drop a moved hand's row: it is kept aside and put back at the new place),
        out of the way first, so that no two hands share a position on the way."""
        db.execute("CREATE TEMP TABLE IF NOT EXISTS moving AS "
                   "SELECT * FROM main.hand_settled WHERE 0")
        db.execute("DELETE FROM temp.moving")
        db.execute("INSERT INTO temp.moving SELECT * FROM main.hand_settled "
                   "WHERE session_id = ? AND position >= ?", (session_id, since))
        db.execute("UPDATE hands SET position = -1 - (position + ?) WHERE session_id = ? "
                   "AND position >= ?", (shift, session_id, since))
        db.execute("UPDATE hands SET position = -1 - position WHERE session_id = ? "
                   "AND position < 0", (session_id,))
        db.execute("UPDATE temp.moving SET position = position + ?", (shift,))
        db.execute("INSERT OR REPLACE INTO main.hand_settled SELECT * FROM temp.moving")
        db.execute("DELETE FROM temp.moving")

    @staticmethod
    def _cells(events: Sequence[Mapping[str, Any]], note: str, index: int) -> _Cells:
        plain = entries(events)
        check_note(note, f"hands[{index}].note")
        return plain, dumps(plain, f"hands[{index}]"), note

    def create_session(self, name: str, rules: str, players: Sequence[str], dealer: int = 0,
                       options: Mapping[str, str] | None = None, prevailing: int = 1,
                       stake: int = 0, cap: int | None = None) -> int:
        """A new session under ``rules`` (any of the six profiles); ``prevailing`` is a Hong
        Kong session's wind at its first hand; ``stake`` and ``cap`` its money
        (``check_money``)."""
        money = check_money(stake, cap)
        with self._transaction() as db:
            return self._insert_session(db, name, rules, players, dealer, options, prevailing,
                                        money=money)

    def _insert_session(self, db: sqlite3.Connection, name: str, rules: str,
                        players: Sequence[str], dealer: int, options: Mapping[str, str] | None,
                        prevailing: int = 1, hands: Sequence[Mapping[str, Any]] = (),
                        money: tuple[int, int | None] = (0, None), origin: str | None = None,
                        copy_of: int | None = None,
                        seatings: Sequence[tuple[int, Sequence[str]]] = ()) -> int:
        """The session's row, its hands and their settled rows, its totals: all or nothing.
        ``origin`` (an import's content digest) makes its change an ``import``, else a
        ``create``."""
        check_session_name(name)
        opts = {str(k): str(v) for k, v in (options or {}).items()}
        try:
            get_profile(rules, opts)
        except OptionError as err:
            raise ScorebookError(err.code, err.message, "rules" if err.code == "unknown_rules"
                                 else "options") from None
        winds = has_prevailing_wind(rules)
        doc: dict[str, Any] = {"rules": rules, "players": list(players), "dealer": dealer,
                               "options": opts, "hands": []}
        if winds:
            doc["prevailing"] = prevailing
        check_document(doc)
        when = _now()
        made = digest(rules, opts, players, dealer, prevailing, [h["events"] for h in hands],
                      seatings)
        cur = db.execute("INSERT INTO sessions (name, rules, options, players, dealer, "
                         "created, updated, prevailing, version, digest, stake, cap, origin, "
                         "copy_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)",
                         (name.strip() or rules, rules, json.dumps(opts),
                          json.dumps(list(players), ensure_ascii=False), dealer, when, when,
                          prevailing if winds else 1, made, money[0], money[1], origin,
                          copy_of))
        sid = cur.lastrowid
        assert sid is not None
        if seatings:
            for i, (until, names) in enumerate(seatings):
                check_seat_names(names, f"seatings[{i}]")
                if until > len(hands):
                    raise ScorebookError("bad_ledger", "a seating lasts until a hand the "
                                         "session has", f"seatings[{i}]")
            db.execute("UPDATE sessions SET seatings = ? WHERE id = ?",
                       (seatings_json(seatings), sid))
        head = {"name": name.strip() or rules, "rules": rules, "options": opts,
                "players": list(players), "dealer": dealer,
                "prevailing": prevailing if winds else None, "stake": money[0], "cap": money[1]}
        if origin is not None:
            head.update(hands=len(hands), copy_of=copy_of)
        self._record(db, sid, "import" if origin is not None else "create", when, None,
                     value_json(head))
        info = self._session_row(db, sid)
        try:
            settler = Settler(info)
        except LedgerInputError as err:
            raise refusal(err) from None
        cells = [self._cells(h["events"], h.get("note", ""), i) for i, h in enumerate(hands)]
        db.executemany("INSERT INTO hands (session_id, position, events, note, recorded) "
                       "VALUES (?, ?, ?, ?, ?)",
                       [(sid, i, text, note, when) for i, (_, text, note) in enumerate(cells)])
        empty = StoredSession(info, (), EMPTY_STATS, settler, (None,))
        stored_hands, rows, _ = self._spliced(empty, 0, 0, cells)
        spans = Spans()
        for hand in stored_hands:
            spans = spans.widened(hand)
        stored = replace(empty, hands=stored_hands, stats=_sum(EMPTY_STATS, stored_hands),
                         spans=spans)
        self._put_rows(db, stored, rows)
        self._put_totals(db, stored)
        roster_rows.join_roster(db, [n for _, names in seatings for n in names] + list(players),
                                when)
        return sid

    def update_session(self, session_id: int, *, name: str | None = None,
                       players: Sequence[str] | None = None,
                       expected_version: int | None = None,
                       money: tuple[int, int | None] | None = None) -> None:
        """Rename the session or its players (refused unless it still settles); ``money``
        (stake, cap) changes its money too (``check_money``), in the same write."""
        terms = None if money is None else check_money(*money)
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            info = stored.info
            new_players = list(players) if players is not None else list(info.players)
            if len(new_players) != 4 or not all(isinstance(p, str) for p in new_players):
                raise ScorebookError("bad_ledger", "a session has four player names", "players")
            if name is not None:
                check_session_name(name)
            title = (name if name is not None else info.name).strip() or info.rules
            changed = replace(info, name=title, players=(
                new_players[0], new_players[1], new_players[2], new_players[3]))
            if terms is not None:
                changed = replace(changed, stake=terms[0], cap=terms[1])
            try:
                settler = Settler(changed)
            except LedgerInputError as err:
                raise refusal(err) from None
            db.execute("UPDATE sessions SET name = ?, players = ? WHERE id = ?",
                       (title, json.dumps(new_players, ensure_ascii=False), session_id))
            if terms is not None:
                db.execute("UPDATE sessions SET stake = ?, cap = ? WHERE id = ?",
                           (terms[0], terms[1], session_id))
            when = _now()
            if title != info.name:
                self._record(db, session_id, "rename", when, value_json({"name": info.name}),
                             value_json({"name": title}))
            if changed.players != info.players:
                self._record(db, session_id, "players", when,
                             value_json({"players": list(info.players)}),
                             value_json({"players": new_players}))
            if terms is not None and (terms[0], terms[1]) != (info.stake, info.cap):
                self._money_change(db, info, terms, when)
            roster_rows.join_roster(db, new_players, when)
            new = self._written(db, stored, stored.hands, {}, (stored.stats, stored.spans),
                                changed, settler)
        self._keep(new)

    def set_money(self, session_id: int, stake: int, cap: int | None = None, *,
                  expected_version: int | None = None) -> None:
        """Change the session's money (``check_money``: stake 0 keeps none); its hands and
        their settlement stay as they are."""
        money = check_money(stake, cap)
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            db.execute("UPDATE sessions SET stake = ?, cap = ? WHERE id = ?",
                       (money[0], money[1], session_id))
            if money != (stored.info.stake, stored.info.cap):
                self._money_change(db, stored.info, money, _now())
            changed = replace(stored.info, stake=money[0], cap=money[1])
            new = self._written(db, stored, stored.hands, {}, (stored.stats, stored.spans),
                                changed)
        self._keep(new)

    def _with_rules(self, stored: StoredSession, rules: str, options: Mapping[str, str],
                    dealer: int | None, prevailing: int | None
                    ) -> tuple[SessionInfo, Settler, tuple[StoredHand, ...],
                               dict[int, StoredHand]]:
        """The session's hands settled again under other rules: the new row, its settler,
        the hands and their rows by index. Refused (the engine's code, ``hands[i]`` naming
        the first hand that cannot be settled) as any write."""
        info = stored.info
        opts = {str(k): str(v) for k, v in options.items()}
        try:
            get_profile(rules, opts)
        except OptionError as err:
            raise ScorebookError(err.code, err.message, "rules" if err.code == "unknown_rules"
                                 else "options", session=info.id) from None
        wind = prevailing if prevailing is not None else info.prevailing
        changed = replace(info, rules=rules, options=opts,
                          dealer=info.dealer if dealer is None else dealer,
                          prevailing=wind if has_prevailing_wind(rules) else 1)
        if not is_int(changed.dealer, 0, 3) or not is_int(changed.prevailing, 1, 4):
            raise ScorebookError("bad_ledger", "a dealer is a seat 0 to 3 and a wind 1 to 4",
                                 "dealer", session=info.id)
        try:
            settler = Settler(changed)
        except LedgerInputError as err:
            raise refusal(err) from None
        cells = [(stored.events(h), hand.text, hand.note)
                 for h, hand in enumerate(stored.hands)]
        empty = StoredSession(changed, (), EMPTY_STATS, settler, (None,))
        hands, rows, _ = self._spliced(empty, 0, 0, cells)
        return changed, settler, hands, rows

    def rules_change(self, session_id: int, rules: str, options: Mapping[str, str],
                     dealer: int | None = None, prevailing: int | None = None
                     ) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
        """What changing the session's rules (and options, first dealer, first wind) would
        do, nothing written: how many hands settle otherwise, and the totals before and
        after. Refused as ``set_rules`` is when a hand cannot be settled under them."""
        stored = self.stored(session_id)
        _, _, hands, _ = self._with_rules(stored, rules, options, dealer, prevailing)
        moved = sum(1 for a, b in zip(stored.hands, hands, strict=True) if a.deltas != b.deltas)
        before = tuple(sum(h.deltas[s] for h in stored.hands) for s in range(4))
        after = tuple(sum(h.deltas[s] for h in hands) for s in range(4))
        return moved, before, after

    def set_rules(self, session_id: int, rules: str, options: Mapping[str, str],
                  dealer: int | None = None, prevailing: int | None = None, *,
                  expected_version: int | None = None) -> None:
        """Change the session's rules, options, first dealer or first wind, every hand
        settled again under them in the same write; refused (nothing written) when a hand
        cannot be settled under them (the engine's code and ``hands[i]``)."""
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            changed, settler, hands, rows = self._with_rules(stored, rules, options, dealer,
                                                             prevailing)
            stored = self._renumbered(db, stored)
            info = stored.info
            db.execute("UPDATE sessions SET rules = ?, options = ?, dealer = ?, prevailing = ? "
                       "WHERE id = ?", (changed.rules, json.dumps(changed.options),
                                        changed.dealer, changed.prevailing, session_id))
            self._record(db, session_id, "rules", _now(), value_json(_rules_of(info)),
                         value_json(_rules_of(changed)))
            spans = Spans()
            for hand in hands:
                spans = spans.widened(hand)
            new = self._written(db, stored, hands, rows, (_sum(EMPTY_STATS, hands), spans),
                                changed, settler)
        self._keep(new)

    def change_seats(self, session_id: int, names: Sequence[str], *,
                     expected_version: int | None = None, cause: Cause | None = None) -> None:
        """Seat ``names`` (seats 0 to 3) from the next hand on: a player leaves and another
        sits down, or two swap seats. Only between games (``between_games``: the last hand
        is over and ends a game, or nothing was played since the last change), else
        ``not_between_games`` saying why; ``bad_name`` for names that are not four
        different names. The hands played keep the seating they were played with (the
        session's ``seatings``); settling is per seat and does not change. Changing back
        before a hand is played removes the change (what undoing it writes)."""
        seats = check_seat_names(names)
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            info = stored.info
            if seats == info.players:
                raise ScorebookError("same_seats", "these players already sit in these "
                                     "seats", "players", session=session_id)
            n = len(stored.hands)
            earlier = list(info.seatings)
            since = earlier[-1][0] if earlier else 0
            if n > since:
                why = between_games(stored)
                if why[0]:
                    raise ScorebookError("not_between_games", _games_message(why), "players",
                                         session=session_id)
                earlier.append((n, info.players))
            if earlier and earlier[-1][0] >= n and earlier[-1][1] == seats:
                earlier.pop()  # back to the seating before, no hand played since
            changed = replace(info, players=seats, seatings=tuple(earlier))
            db.execute("UPDATE sessions SET players = ?, seatings = ? WHERE id = ?",
                       (json.dumps(list(seats), ensure_ascii=False), seatings_json(earlier),
                        session_id))
            when = _now()
            self._record(db, session_id, "seats", when,
                         value_json({"players": list(info.players)}),
                         value_json({"players": list(seats)}), n, cause)
            roster_rows.join_roster(db, seats, when)
            try:
                settler = Settler(changed)
            except LedgerInputError as err:
                raise refusal(err) from None
            new = self._written(db, stored, stored.hands, {}, (stored.stats, stored.spans),
                                changed, settler)
        self._keep(new)

    def _shifted_seatings(self, db: sqlite3.Connection, info: SessionInfo, index: int,
                          by: int, boundary: bool = False) -> SessionInfo:
        """The session's row with its seatings moved for a hand taken out at ``index``
        (``by`` -1) or put in there (+1; ``boundary``: a hand put in where a seating ends
        joins that seating, not the next), written."""
        if not info.seatings:
            return info
        moved = tuple((until + by if index < until or (boundary and index == until) else until,
                       names) for until, names in info.seatings)
        db.execute("UPDATE sessions SET seatings = ? WHERE id = ?",
                   (seatings_json(moved), info.id))
        return replace(info, seatings=moved)

    def _money_change(self, db: sqlite3.Connection, info: SessionInfo,
                      terms: tuple[int, int | None], when: str) -> None:
        self._record(db, info.id, "money", when,
                     value_json({"stake": info.stake, "cap": info.cap}),
                     value_json({"stake": terms[0], "cap": terms[1]}))

    def delete_session(self, session_id: int, *, expected_version: int | None = None) -> None:
        """Delete the session and its hands (a damaged one too)."""
        with self._transaction(session_id) as db:
            row = db.execute("SELECT version FROM sessions WHERE id = ?",
                             (session_id,)).fetchone()
            if row is None:
                raise ScorebookError("no_session", f"there is no session {session_id}",
                                     session=session_id)
            self._check_version(session_id, row[0], expected_version)
            db.execute("DELETE FROM sessions WHERE id = ?", (session_id,))
            changes.forget(db, session_id)
        self._kept.pop(session_id, None)
        self._unsaved.pop(session_id, None)
        self._read_totals.pop(session_id, None)

    def _no_hand(self, session_id: int, index: Any, count: int) -> None:
        if not is_int(index, 0, count - 1):
            raise ScorebookError("no_hand", f"session {session_id} has no hand "
                                 f"{index + 1 if isinstance(index, int) else index}",
                                 session=session_id)

    def add_hand(self, session_id: int, events: Sequence[Mapping[str, Any]],
                 note: str = "", *, expected_version: int | None = None,
                 cause: Cause | None = None) -> int:
        """Append a hand; returns its index. Refused unless the session still settles."""
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            n = len(stored.hands)
            cell = self._cells(events, note, n)
            hands, rows, _ = self._spliced(stored, n, 0, [cell])
            renumbered = stored.positions is not None
            stored = self._renumbered(db, stored)
            when = _now()
            db.execute("INSERT INTO hands (session_id, position, events, note, recorded) "
                       "VALUES (?, ?, ?, ?, ?)", (session_id, n, cell[1], note, when))
            self._record(db, session_id, "add_hand", when, None, hand_json(cell[1], note), n,
                         cause)
            if renumbered:
                new = self._written(db, stored, hands, self._all_rows(stored, hands, rows),
                                    None)
            else:
                new = self._written(db, stored, hands, rows,
                                    (added(stored.stats, rows[n]), stored.spans.widened(rows[n])))
        self._keep(new)
        return n

    def insert_hand(self, session_id: int, index: int, events: Sequence[Mapping[str, Any]],
                    note: str = "", *, expected_version: int | None = None,
                    cause: Cause | None = None) -> None:
        """Put a hand back at ``index`` (0 to the number of hands; the hands from there move
        down): what undoing a deleted hand writes. Refused unless the session still settles."""
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            n = len(stored.hands)
            if not is_int(index, 0, n):
                raise ScorebookError("no_hand", f"session {session_id} has no place for a hand "
                                     f"{index + 1 if isinstance(index, int) else index}",
                                     session=session_id)
            cell = self._cells(events, note, index)
            hands, rows, _ = self._spliced(stored, index, 0, [cell])
            put: Mapping[int, StoredHand] = rows
            totals = None
            if stored.positions is not None:
                stored = self._renumbered(db, stored)
                put = self._all_rows(stored, hands, rows)
            else:
                gone = self._old_extras(db, stored, index, index + len(rows) - 1)
                totals = self._changed_totals(stored, gone, rows)
            self._shift(db, session_id, index, 1)
            when = _now()
            db.execute("INSERT INTO hands (session_id, position, events, note, recorded) "
                       "VALUES (?, ?, ?, ?, ?)", (session_id, index, cell[1], note, when))
            self._record(db, session_id, "insert_hand", when, None, hand_json(cell[1], note),
                         index, cause)
            seated = self._shifted_seatings(db, stored.info, index, 1,
                                            self._ended_seating(db, session_id, cause))
            new = self._written(db, stored, hands, put, totals, seated)
        self._keep(new)

    def replace_hand(self, session_id: int, index: int, events: Sequence[Mapping[str, Any]],
                     note: str | None = None, *, expected_version: int | None = None,
                     cause: Cause | None = None) -> None:
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            self._no_hand(session_id, index, len(stored.hands))
            old = stored.hands[index]
            text = note if note is not None else old.note
            cell = self._cells(events, text, index)
            self._record(db, session_id, "edit_hand", _now(), hand_json(old.text, old.note),
                         hand_json(cell[1], text), index, cause)
            if cell[1] == old.text:  # the same entries: a note changes no number
                hands = (stored.hands[:index] + (old.copy(note=text),)
                         + stored.hands[index + 1:])
                db.execute("UPDATE hands SET note = ? WHERE session_id = ? AND position = ?",
                           (text, session_id, stored.position(index)))
                new = self._written(db, stored, hands, {}, (stored.stats, stored.spans))
            else:
                hands, rows, _ = self._spliced(stored, index, 1, [cell])
                gone = self._old_extras(db, stored, index, index + len(rows))
                db.execute("UPDATE hands SET events = ?, note = ? WHERE session_id = ? "
                           "AND position = ?", (cell[1], text, session_id,
                                                stored.position(index)))
                put: Mapping[int, StoredHand] = rows
                totals = self._changed_totals(stored, gone, rows)
                if stored.positions is not None:
                    stored = self._renumbered(db, stored)
                    put = self._all_rows(stored, hands, rows)
                new = self._written(db, stored, hands, put, totals)
        self._keep(new)

    def delete_hand(self, session_id: int, index: int, *,
                    expected_version: int | None = None, cause: Cause | None = None) -> None:
        """Remove one hand; the hands after it move up (their dealers follow from the rules)."""
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            self._no_hand(session_id, index, len(stored.hands))
            old = stored.hands[index]
            before = hand_json(old.text, old.note)
            if any(until == index + 1 for until, _ in stored.info.seatings):
                # the last hand of an earlier seating: put back there by an undo (insert_hand)
                before = before[:-1] + ', "seating_end": true}'
            self._record(db, session_id, "delete_hand", _now(), before, None, index, cause)
            seated = self._shifted_seatings(db, stored.info, index, -1)
            hands, rows, _ = self._spliced(stored, index, 1, [])
            gone = self._old_extras(db, stored, index, index + 1 + len(rows))
            totals = self._changed_totals(stored, gone, rows)
            db.execute("DELETE FROM hands WHERE session_id = ? AND position = ?",
                       (session_id, stored.position(index)))
            put: Mapping[int, StoredHand] = rows
            if stored.positions is not None:
                left = stored.positions[:index] + stored.positions[index + 1:]
                stored = self._renumbered(db, replace(stored, positions=left))
                put = self._all_rows(stored, hands, rows)
            else:
                self._shift(db, session_id, index + 1, -1)
            new = self._written(db, stored, hands, put, totals, seated)
        self._keep(new)

    @staticmethod
    def _ended_seating(db: sqlite3.Connection, session_id: int, cause: Cause | None) -> bool:
        """Whether the change ``cause`` undoes deleted the last hand of an earlier seating."""
        if cause is None or cause.undoes is None:
            return False
        row = db.execute("SELECT kind, before FROM changes WHERE id = ? AND session_id = ?",
                         (cause.undoes, session_id)).fetchone()
        if row is None or row[0] != "delete_hand" or not isinstance(row[1], str):
            return False
        try:
            side = json.loads(row[1])
        except (ValueError, RecursionError):
            return False
        return isinstance(side, dict) and side.get("seating_end") is True

    @staticmethod
    def _all_rows(stored: StoredSession, hands: tuple[StoredHand, ...],
                  rows: Mapping[int, StoredHand]) -> dict[int, StoredHand]:
        """Every hand's row (after the hands were numbered again: the triggers dropped them),
        the ones settled by the write as it settled them, the others settled again."""
        out = dict(rows)
        for h, hand in enumerate(hands):
            if h not in out:
                events = stored_events(hand.text, stored.info.id, h)
                out[h] = stored.settler.settle(events, hand.text, hand.note, hand.start, h)[0]
        return out

    def import_document(self, doc: Mapping[str, Any], name: str | None = None, *,
                        allow_duplicate: bool = False) -> int:
        """Store a ledger document as a new session (checked whole first); it remembers the
        digest of what was imported (``origin``). A session with the same rules, options,
        players, dealer, wind and hands as one already kept (or imported from the same
        content, since changed) is refused with ``duplicate_session`` (its id in
        ``session``, its name in ``detail``) unless ``allow_duplicate``: then it is kept as a
        marked copy of that session (``copy_of``), counted once in ``club_stats``."""
        if not isinstance(doc, Mapping):
            raise ScorebookError("bad_ledger", "the ledger is a JSON object")
        if name is not None:
            check_session_name(name)
        body = dict(doc)
        money = read_money(body)
        body.pop("money", None)
        try:
            seatings = read_seatings(body.pop("seatings", []), None, "seatings")
        except ScorebookError as err:  # the file's fault, not a stored row's
            raise ScorebookError("bad_ledger", "'seatings' is a list of [until, [four names]], "
                                 "until growing", err.path) from None
        for i, (_, names) in enumerate(seatings):
            check_seat_names(names, f"seatings[{i}]")
        try:  # the document's name too: the same checks as the ledger command's
            read_session(body)
        except LedgerInputError as err:
            raise refusal(err) from None
        title = name or (doc.get("name") if isinstance(doc.get("name"), str) else None)
        rules = body["rules"]
        opts = {str(k): str(v) for k, v in (body.get("options") or {}).items()}
        players = body.get("players", ["0", "1", "2", "3"])
        dealer, prevailing = body.get("dealer", 0), body.get("prevailing", 1)
        hands = [{"events": h["events"], "note": h.get("note", "")} for h in body["hands"]]
        for i, hand in enumerate(hands):
            check_note(hand["note"], f"hands[{i}].note")
        made = digest(rules, opts, players, dealer, prevailing, [h["events"] for h in hands],
                      seatings)
        with self._transaction() as db:  # the digests writes cleared, kept either way
            self._fill_digests(db)
        with self._transaction() as db:  # the session and its hands, or nothing
            self._fill_digests(db)
            row = db.execute("SELECT id, name FROM sessions WHERE digest = ? OR origin = ? "
                             "ORDER BY copy_of IS NOT NULL, id LIMIT 1",
                             (made, made)).fetchone()
            if row is not None and not allow_duplicate:
                raise ScorebookError(
                    "duplicate_session", f"this session is already in the scorebook as "
                    f"{row[1]!r} (session {row[0]}); import it again only as a marked copy "
                    "(counted once in the club's statistics)", detail=str(row[1]),
                    session=row[0])
            return self._insert_session(db, title or str(rules), rules, players, dealer,
                                        opts, prevailing, hands, money, origin=made,
                                        copy_of=None if row is None else row[0],
                                        seatings=seatings)

    @staticmethod
    def _fill_digests(db: sqlite3.Connection) -> None:
        """Every session's content digest that a write cleared, made again (from its hands'
        rows, or their entries where a row is missing; a damaged session keeps none)."""
        for row in db.execute(f"{SESSION_SELECT} WHERE s.digest IS NULL").fetchall():
            try:
                info = info_from_row(row)
            except ScorebookError:
                continue
            parts = []
            for text, part in db.execute(
                    "SELECT h.events, s.digest FROM hands h LEFT JOIN hand_settled s "
                    "ON s.session_id = h.session_id AND s.position = h.position "
                    "WHERE h.session_id = ? ORDER BY h.position", (info.id,)):
                if isinstance(part, str) and len(part) == 64:
                    parts.append(part)
                    continue
                try:
                    parts.append(_stored_digest(text))
                except ValueError:
                    break
            else:
                db.execute("UPDATE sessions SET digest = ? WHERE id = ?",
                           (info_digest(info, parts), info.id))

    # -- the roster ---------------------------------------------------------------------------

    def roster(self) -> list[str]:
        """The club's players: every name kept (each session's players join it), the most
        recently played first, then by name."""
        with self._read() as db:
            return [] if db is None else roster_rows.roster(db)

    def add_player(self, name: str) -> str:
        """Keep ``name`` in the roster (stripped); returns it. ``bad_name`` for blank text or
        more than MAX_NAME characters."""
        clean = roster_rows.roster_name(name)
        if clean is None:
            raise ScorebookError("bad_name", f"a player's name is text of 1 to "
                                 f"{MAX_NAME} characters")
        with self._transaction() as db:
            db.execute("INSERT INTO players (name, added, last_played) VALUES (?, ?, '') "
                       "ON CONFLICT(name) DO NOTHING", (clean, _now()))
        return clean

    def remove_player(self, name: str) -> None:
        """Forget a name in the roster (the sessions that name the player keep it)."""
        with self._transaction() as db:
            db.execute("DELETE FROM players WHERE name = ?", (name,))

    # -- export -----------------------------------------------------------------------------

    def is_own_file(self, path: str | os.PathLike[str]) -> bool:
        """Whether ``path`` is this scorebook's database file (or its journal)."""
        if self._memory:
            return False
        target = os.path.normcase(os.path.realpath(path))
        own = os.path.realpath(self.path)
        for suffix in ("", "-journal", "-wal", "-shm"):
            if target == os.path.normcase(own + suffix):
                return True
            try:
                if os.path.samefile(path, own + suffix):
                    return True
            except OSError:
                pass
        return False

    def export_to(self, path: str | os.PathLike[str], session_id: int,
                  fmt: str | None = None, headings: Mapping[str, str] | None = None) -> None:
        """Write a session to ``path`` as a ledger JSON file (``fmt`` "json") or a CSV table
        ("csv"; by default from the file's suffix; it starts with a UTF-8 byte-order mark,
        ``headings`` as in ``export_csv``), atomically (``write_atomically``). Refused with
        ``export_over_scorebook`` when ``path`` is this scorebook; OSError when the file cannot
        be written."""
        if self.is_own_file(path):
            raise ScorebookError("export_over_scorebook", f"{os.fspath(path)} is the scorebook "
                                 "itself: export to another file", session=session_id)
        fmt = fmt or ("csv" if os.fspath(path).lower().endswith(".csv") else "json")
        if fmt not in ("json", "csv"):
            raise ValueError(f"unknown export format {fmt!r}")
        text = (CSV_BOM + export_csv(self, session_id, headings) if fmt == "csv"
                else export_json(self, session_id))
        write_atomically(path, text)


def between_games(stored: StoredSession) -> tuple[str, int, int]:
    """Whether the session stands between two games, where seats may change: ("", 0, 0), or
    why not: ("hand_in_progress", hand, 0) (hand's number from 1: not over),
    ("game_in_progress", hands played in the game, hands a game) or ("round_in_progress",
    the prevailing wind 1-4, 0) (Hong Kong: a game is a round of the prevailing wind,
    docs/rules.md §3.1). A session whose match is over stands between games."""
    hands = stored.hands
    if not hands:
        return "", 0, 0
    last = hands[-1]
    if not last.over:
        return "hand_in_progress", len(hands), 0
    if any(h.fell is not None for h in hands):
        return "", 0, 0
    profile = stored.profile
    if profile.wind_rounds:
        if last.start.prevailing is not None and last.next.prevailing == last.start.prevailing:
            return "round_in_progress", last.start.prevailing, 0
        return "", 0, 0
    per_game = max(1, profile.hands_per_game)
    played = sum(1 for h in hands if h.over) % per_game
    return ("game_in_progress", played, per_game) if played else ("", 0, 0)


def _games_message(why: tuple[str, int, int]) -> str:
    code, a, b = why
    if code == "hand_in_progress":
        return f"seats change between games: hand {a} is not over"
    if code == "round_in_progress":
        return f"seats change between games: the round of wind {a} is not over"
    return f"seats change between games: {a} of this game's {b} hands are played"


def _rules_of(info: SessionInfo) -> dict[str, Any]:
    return {"rules": info.rules, "options": dict(info.options), "dealer": info.dealer,
            "prevailing": info.prevailing if has_prevailing_wind(info.rules) else None}


def _data_version(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA data_version").fetchone()[0])


def _bad_cells(session_id: int, h: int, position: Any, text: Any, note: Any) -> None:
    """A hand's cells of the wrong type: ``bad_row`` naming the one at fault."""
    path = f"hands[{h}]"
    if type(position) is not int:
        raise bad_row(session_id, path, "its position is not a number")
    if type(text) is not str:
        raise bad_row(session_id, f"{path}.events", "not JSON text")
    raise bad_row(session_id, f"{path}.note", "the note is not text")


def _stored_digest(text: Any) -> str:
    """A hand's digest part from its stored entries (ValueError when they do not read)."""
    if not isinstance(text, str):
        raise ValueError("not text")
    try:
        return hand_digest(json.loads(text))
    except RecursionError:
        raise ValueError("too deep") from None


def _copy(value: Any) -> Any:
    """A copy of JSON-shaped data (the kept entries are shared: a caller changes its own)."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def club_stats(book: Scorebook, rules: str) -> dict[str, PlayerStats]:
    """Every player's record over all the sessions played under ``rules``, by name."""
    return book.club_stats(rules)
