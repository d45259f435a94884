"""The scorebook's file and the sessions kept from it: ``BookFile`` opens the file, runs
the reads and the write transactions, keeps each session read or written (``StoredSession``)
and reads it again only when another connection wrote the file, and ends every write
(``_written``: the hands' rows, the version, the totals; ``book.py`` assembles ``Scorebook``)."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from mahjong_gui.engine.ledger import HandResult, LedgerInputError, PlayerStats
from mahjong_gui.store.scorebook import history as changes
from mahjong_gui.store.scorebook import settled
from mahjong_gui.store.scorebook.errors import (
    ScorebookError,
    bad_row,
    is_corrupt,
    refusal,
    unreadable,
)
from mahjong_gui.store.scorebook.history import Cause, os_user, writer_name
from mahjong_gui.store.scorebook.schema import (
    BUSY_TIMEOUT,
    MIGRATIONS,
    SCHEMA_VERSION,
    SQLITE_HEADER,
    migrated,
)
from mahjong_gui.store.scorebook.sessions import (
    SESSION_SELECT,
    SessionInfo,
    check_note,
    dumps,
    entries,
    info_from_row,
)
from mahjong_gui.store.scorebook.settled import (
    EMPTY_STATS,
    EXTRA_COLUMNS,
    EXTRA_OK,
    HEAD_SELECT,
    INSERT_ROW,
    STAT_COLUMNS,
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
from mahjong_gui.store.sqlite_file import SQLiteFile, is_busy, rollback

# A hand a write puts in: its entries as read, as they will be stored, and its note.
Cells = tuple[list[Any], str, str]
Totals = tuple[tuple[PlayerStats, ...], Spans]

HANDS_SELECT = (
    f"SELECT h.position, h.events, h.note, {HEAD_SELECT} FROM hands h "
    "LEFT JOIN hand_settled s ON s.session_id = h.session_id AND s.position = h.position "
    "WHERE h.session_id = ? ORDER BY h.position")
SUMMARY_SELECT = ("SELECT s.version, t.engine, t.version, t.hands, t.payload FROM sessions s "
                   "LEFT JOIN session_settled t ON t.session_id = s.id WHERE s.id = ?")
EXTRA_SELECT = (f"SELECT position, CASE WHEN {EXTRA_OK} THEN 1 ELSE 0 END, "
                 + ", ".join(EXTRA_COLUMNS)
                 + " FROM hand_settled WHERE session_id = ? AND position >= ?")
SUM_SELECT = ("SELECT count(*), min(CASE WHEN " + EXTRA_OK + " THEN 1 ELSE 0 END), "
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


def summary_key(row: Sequence[Any] | None) -> tuple[Any, ...]:
    """What a session's reading is valid for: its version and its totals' row as stored."""
    if row is None:
        return (None,)
    return tuple(row)


def added_all(totals: Sequence[PlayerStats], hands: Sequence[StoredHand]
              ) -> tuple[PlayerStats, ...]:
    """``totals`` with every hand of ``hands`` added (``settled.added``)."""
    out = tuple(totals)
    for hand in hands:
        out = added(out, hand)
    return out


class BookFile(SQLiteFile):
    """The file, its transactions and the sessions kept (the base of ``Scorebook``: see
    there). A write's clock is ``_when`` (``Scorebook``'s: ``book._now``, which tests set)."""

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
        self._read_totals: dict[int, tuple[tuple[Any, ...], Totals]] = {}
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
            return None if db is None else file_data_version(db)

    # -- the sessions kept -------------------------------------------------------------------

    @staticmethod
    def _session_row(db: sqlite3.Connection | None, session_id: int) -> SessionInfo:
        row = None if db is None else db.execute(
            f"{SESSION_SELECT} WHERE s.id = ?", (session_id,)).fetchone()
        if row is None:
            raise ScorebookError("no_session", f"there is no session {session_id}",
                                 session=session_id if isinstance(session_id, int) else None)
        return info_from_row(row)

    def _current(self, db: sqlite3.Connection | None, session_id: int) -> StoredSession:
        """The session kept, if it is still what the file holds, else read."""
        if db is None:
            raise ScorebookError("no_session", f"there is no session {session_id}",
                                 session=session_id if isinstance(session_id, int) else None)
        dv = file_data_version(db)
        kept = self._kept.get(session_id)
        if kept is not None:
            if self._kept_at.get(session_id) == dv:
                return kept
            key = summary_key(db.execute(SUMMARY_SELECT, (session_id,)).fetchone())
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
        summary = db.execute(SUMMARY_SELECT, (session_id,)).fetchone()
        rows = db.execute(HANDS_SELECT, (settled.SETTLEMENT_VERSION, session_id)).fetchall()
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
        key = summary_key(summary)
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
                fresh: dict[int, StoredHand]) -> Totals:
        """The session's statistics and spans from its hands' rows (and the ones just
        settled); a row whose rest does not read back is settled again (``fresh`` gains
        it)."""
        n = len(stored.hands)
        sid = stored.info.id
        if not fresh and stored.positions is None:
            row = db.execute(SUM_SELECT, (sid, settled.SETTLEMENT_VERSION)).fetchone()
            if row[0] == n and (n == 0 or row[1] == 1):
                k = 2 + len(STAT_COLUMNS)
                totals = tuple(sum(h.deltas[s] for h in stored.hands) for s in range(4))
                stats = tuple(seat_stats([row[2 + f * 4 + s] for f in range(8)], n, totals[s])
                              for s in range(4))
                four = [tuple(row[k + j * 4 + s] or 0 for s in range(4)) for j in range(4)]
                return stats, Spans(*four)  # type: ignore[arg-type]
        extras = {r[0]: r for r in db.execute(EXTRA_SELECT, (sid, -2 ** 62))}
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
                dv = file_data_version(db)
                for sid, unsaved in pending.items():
                    if unsaved.data_version != dv or self._kept.get(sid) is not unsaved.stored:
                        continue  # written since: the next reading settles what it must
                    self._put_rows(db, unsaved.stored, unsaved.hands)
                    self._put_totals(db, unsaved.stored)
                    key = summary_key(db.execute(SUMMARY_SELECT, (sid,)).fetchone())
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

    def _spliced(self, stored: StoredSession, first: int, removed: int,
                 cells: Sequence[Cells]
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

    # -- the end of a write ------------------------------------------------------------------

    def _when(self) -> str:
        """The time a write keeps (``Scorebook._when``: ``book._now``, which tests set)."""
        raise NotImplementedError

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
                 totals: Totals | None, info: SessionInfo | None = None,
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
                   "WHERE id = ?", (self._when(), sid))
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
        key = summary_key(db.execute(SUMMARY_SELECT, (sid,)).fetchone())
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
            self._kept_at[sid] = file_data_version(self._db)

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

    @staticmethod
    def _cells(events: Sequence[Mapping[str, Any]], note: str, index: int) -> Cells:
        plain = entries(events)
        check_note(note, f"hands[{index}].note")
        return plain, dumps(plain, f"hands[{index}]"), note


def file_data_version(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA data_version").fetchone()[0])


def _bad_cells(session_id: int, h: int, position: Any, text: Any, note: Any) -> None:
    """A hand's cells of the wrong type: ``bad_row`` naming the one at fault."""
    path = f"hands[{h}]"
    if type(position) is not int:
        raise bad_row(session_id, path, "its position is not a number")
    if type(text) is not str:
        raise bad_row(session_id, f"{path}.events", "not JSON text")
    raise bad_row(session_id, f"{path}.note", "the note is not text")


def json_copy(value: Any) -> Any:
    """A copy of JSON-shaped data (the kept entries are shared: a caller changes its own)."""
    if isinstance(value, dict):
        return {k: json_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [json_copy(v) for v in value]
    return value
