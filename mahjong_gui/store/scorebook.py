"""The scorebook: club sessions and their hands in SQLite (stdlib ``sqlite3``).

A session is a ledger document (README "ledger": rules, options, players, first dealer) whose
hands are stored one row each as their events in JSON. Every write is one ``BEGIN IMMEDIATE``
transaction that reads what it depends on under the write lock and is refused
(``ScorebookError`` with the engine's code and JSON path) unless the whole session still settles,
so two writers never lose each other's hands and the database never holds a session the engine
cannot score. Each session has a ``version``, bumped by every write to it: a writer that passes
the version it read (``expected_version``) is refused with ``changed_elsewhere`` when another
window or program wrote the session in between.

Opening creates nothing: a missing or zero-byte file reads as an empty scorebook and becomes one
at the first write (schema created under the write lock, so two programs creating one file at
once both succeed). The schema version lives in ``PRAGMA user_version``; ``MIGRATIONS`` brings
older files up to date. Every failure is a ``ScorebookError`` (see its codes), never an
``sqlite3`` traceback.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import secrets
import sqlite3
import stat
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, fields, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import platformdirs

from mahjong_gui.engine.inputs import load_json
from mahjong_gui.engine.ledger import (
    SETTLEMENT_VERSION,
    LedgerInputError,
    PlayerStats,
    Session,
    SessionResult,
    SettledSession,
    changed_span,
    player_stats,
    read_hand,
    read_session,
    resettle,
    settle_session,
    settle_tracked,
)
from mahjong_gui.engine.rules import PROFILES, OptionError, get_profile
from mahjong_gui.store.files import read_user_file
from mahjong_gui.store.money import (
    MAX_CAP,
    MAX_STAKE,
    MoneyError,
    Night,
    Terms,
    check_terms,
    format_amount,
    night,
    night_json,
)
from mahjong_gui.store.sqlite_file import (
    CORRUPT_CODES,
    SQLiteFile,
    error_code,
    is_busy,
    is_int,
    rollback,
)

DATA_DIR_ENV = "MAHJONG_GUI_DATA_DIR"
SCHEMA_VERSION = 6
BUSY_TIMEOUT = 5.0  # seconds a read or write waits for another program's lock before ``busy``
SQLITE_HEADER = b"SQLite format 3\x00"

# MIGRATIONS[n] takes a database from user_version n to n + 1.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        rules TEXT NOT NULL,
        options TEXT NOT NULL DEFAULT '{}',
        players TEXT NOT NULL,
        dealer INTEGER NOT NULL DEFAULT 0,
        created TEXT NOT NULL,
        updated TEXT NOT NULL
    );
    CREATE TABLE hands (
        session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        events TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT '',
        recorded TEXT NOT NULL,
        PRIMARY KEY (session_id, position)
    );
    """,
    # 2: a Hong Kong session's prevailing wind at its first hand (1 East .. 4 North)
    """
    ALTER TABLE sessions ADD COLUMN prevailing INTEGER NOT NULL DEFAULT 1;
    """,
    # 3: each session's version (bumped by every write: two windows cannot overwrite each other)
    # and a digest of its content (rules, options, players, dealer, wind, events) that finds an
    # import of a session already kept; older rows get theirs in _fill_digests
    """
    ALTER TABLE sessions ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE sessions ADD COLUMN digest TEXT;
    CREATE INDEX sessions_digest ON sessions (digest);
    """,
    # 4: the club's roster, names kept across sessions (a session's players join it when the
    # session is created or renamed; older files get the names of every session they hold,
    # in _fill_roster)
    """
    CREATE TABLE players (
        name TEXT PRIMARY KEY,
        added TEXT NOT NULL,
        last_played TEXT NOT NULL DEFAULT ''
    );
    """,
    # 5: each session's statistics as the engine settled them (a cache: never user data), for
    # the session's version and content digest, the stored text it was settled from
    # (``source``: _fingerprint) and the engine's SETTLEMENT_VERSION; a row for another
    # version, digest, text or engine is ignored and the session settled again. Filled by the
    # writes (in their transaction) and by the first reading of a session's statistics
    """
    CREATE TABLE settled (
        session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        engine INTEGER NOT NULL,
        version INTEGER NOT NULL,
        digest TEXT NOT NULL,
        source TEXT NOT NULL,
        payload TEXT NOT NULL,
        PRIMARY KEY (session_id, engine)
    );
    """,
    # 6: the night's money (store/money.py): hundredths of the money unit a point (0: the
    # session keeps no money) and the most a player pays in the night (NULL: no cap)
    """
    ALTER TABLE sessions ADD COLUMN stake INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE sessions ADD COLUMN cap INTEGER;
    """,
)

# sqlite3 result codes (the primary code, the low byte of ``sqlite_errorcode``)


class ScorebookError(Exception):
    """A refused read or write. ``code`` is an id, ``path`` the JSON path at fault in the
    session's ledger document, ``session`` the session concerned (when one is).

    Codes: the engine's ledger codes (a write that would not settle); ``no_session``,
    ``no_hand``; ``changed_elsewhere`` (the session's version is not the one the writer read);
    ``duplicate_session`` (an import of a session already kept: ``session`` is its id,
    ``detail`` its name); ``bad_row`` (a stored row that cannot be read: bad JSON, a wrong
    shape, three players, a number out of range; names the session and the hand);
    ``export_over_scorebook``; and for the file: ``cannot_open``, ``cannot_write``, ``busy``
    (another program holds the lock), ``corrupt`` (a damaged database, left as it is),
    ``not_a_scorebook`` (not an SQLite file, or another program's database),
    ``newer_schema``."""

    def __init__(self, code: str, message: str, path: str = "",
                 detail: str | None = None, session: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.path = path
        self.detail = detail  # the engine's reason for not_a_win; a duplicate's name
        self.session = session


@dataclass(frozen=True, slots=True)
class SessionInfo:
    id: int
    name: str
    rules: str
    options: dict[str, str]
    players: tuple[str, str, str, str]
    dealer: int
    created: str
    updated: str
    hands: int
    prevailing: int = 1  # Hong Kong: the first hand's prevailing wind
    version: int = 0  # bumped by every write to the session
    stake: int = 0  # hundredths of the money unit a point (0: no money kept)
    cap: int | None = None  # the most a player pays in a night, hundredths (None: no cap)

    @property
    def terms(self) -> Terms | None:
        """The session's money terms, None when it keeps no money."""
        return Terms(self.stake, self.cap) if self.stake else None


@dataclass(frozen=True, slots=True)
class SessionState:
    """One session read at one moment: its row, each hand's events and note, and the engine's
    settlement of them (what a window shows, and the ``version`` its next write passes). The
    lists are the ones the Scorebook keeps for the session: a reader copies what it changes."""
    info: SessionInfo
    hands: list[list[dict[str, Any]]]
    notes: list[str]
    result: SessionResult
    session: Session | None = None  # the hands as the engine read them (``result`` settles)


def data_dir() -> Path:
    """Where the scorebook lives: ``$MAHJONG_GUI_DATA_DIR`` or the platform's user data folder."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir("mahjong_gui", appauthor=False))


def default_path() -> Path:
    return data_dir() / "scorebook.sqlite3"


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def has_prevailing_wind(rules: str) -> bool:
    """Whether a session under ``rules`` records a prevailing wind: where one win ends the hand
    (not ``bloody``), hands are a win or a draw and the wind moves with the deal (the ledger's
    rule, docs/rules.md §3.1). Unknown rules: False (the ledger refuses them)."""
    profile = PROFILES.get(rules)
    return profile is not None and not profile.bloody


def _check_document(doc: Mapping[str, Any]) -> SessionResult:
    try:
        return settle_session(read_session(doc))
    except LedgerInputError as err:
        raise ScorebookError(err.code, str(err), err.path, err.detail) from None


def _digest(rules: str, options: Mapping[str, Any], players: Sequence[str], dealer: int,
            prevailing: int, hands: Sequence[Any]) -> str:
    """What makes two sessions the same game: rules, options, players, first dealer, wind and
    every hand's events (not the name, the notes or the times)."""
    body = {"rules": rules, "options": {str(k): str(v) for k, v in options.items()},
            "players": list(players), "dealer": dealer,
            "prevailing": prevailing if has_prevailing_wind(rules) else None,
            "hands": list(hands)}
    text = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


_HAND_TEXT = "digest_text"  # a kept hand row's events as _digest writes them (not stored)


def _hand_text(row: dict[str, Any]) -> str:
    """A hand's events as ``_digest`` writes them, kept in the row once written."""
    text = row.get(_HAND_TEXT)
    if not isinstance(text, str):
        text = json.dumps(row["events"], sort_keys=True, ensure_ascii=False,
                          separators=(",", ":"))
        row[_HAND_TEXT] = text
    return text


def _rows_digest(info: SessionInfo, rows: Sequence[dict[str, Any]]) -> str:
    """``_digest`` of the session ``info`` with these hand rows, from each hand's text (only
    the hands without one are written out): the same text, so the same digest."""
    head = json.dumps({"rules": info.rules,
                       "options": {str(k): str(v) for k, v in info.options.items()},
                       "players": list(info.players), "dealer": info.dealer,
                       "prevailing": (info.prevailing if has_prevailing_wind(info.rules)
                                      else None), "hands": []},
                      sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    cut = head.index('"hands":[]') + len('"hands":[')  # the first key after "dealer"
    text = head[:cut] + ",".join(_hand_text(r) for r in rows) + head[cut:]
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _is_corrupt(err: sqlite3.Error) -> bool:
    text = str(err).lower()
    return (error_code(err) in CORRUPT_CODES or "malformed" in text
            or "not a database" in text or "no such table" in text
            or "no such column" in text)


def _bad_row(session_id: Any, path: str, what: str) -> ScorebookError:
    sid = session_id if isinstance(session_id, int) else None
    where = f"session {session_id}" + (f", {path}" if path else "")
    return ScorebookError("bad_row", f"the scorebook's {where} cannot be read: {what}", path,
                          session=sid)


def _json_cell(value: Any, session_id: Any, path: str) -> Any:
    if not isinstance(value, str):
        raise _bad_row(session_id, path, "not JSON text")
    try:
        return json.loads(value)
    except (ValueError, RecursionError):
        raise _bad_row(session_id, path, "not valid JSON") from None


def _unreadable(session_id: int, err: LedgerInputError) -> ScorebookError:
    """A stored session the engine cannot read or settle: its rows are damaged."""
    return ScorebookError("bad_row", f"the scorebook's session {session_id} cannot be read: "
                          f"{err}", err.path, err.detail, session=session_id)


def _entries(events: Sequence[Mapping[str, Any]]) -> list[Any]:
    """A hand's events as plain dicts (anything else is left for the engine to refuse)."""
    if isinstance(events, str | bytes) or not isinstance(events, Sequence):
        raise ScorebookError("bad_ledger", "a hand's events are a list", "events")
    return [dict(e) if isinstance(e, Mapping) else e for e in events]


def _dumps(value: Any, path: str) -> str:
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        raise ScorebookError("bad_ledger", "the events are not JSON data", path) from None


def _new_hand(hands: list[dict[str, Any]], index: int, now: str) -> str:
    """A hand a write has put at ``index``, once it settles: its events as stored (returned,
    JSON text) and, in ``hands``, as they read back, with its ``recorded`` time (``now``
    when it has none): what the settlement kept after the write holds."""
    hand = hands[index]
    text = _dumps(hand["events"], f"hands[{index}]")
    hands[index] = {"events": json.loads(text), "note": hand.get("note", ""),
                    "recorded": hand.get("recorded") or now}
    return text


# What a document's "money" may hold: the terms, read back, and what the export computed from
# them (ignored on import: settled again from the hands).
_MONEY_KEYS = frozenset({"stake_cents", "cap_cents", "owed_cents", "balances_cents",
                         "pot_cents", "capped", "transfers"})


def check_money(stake: Any, cap: Any = None) -> tuple[int, int | None]:
    """A session's money terms when they can be kept: ``stake`` 0 (no money, and then no
    cap) or 1 to MAX_STAKE hundredths a point, ``cap`` None or 1 to MAX_CAP hundredths; else
    ``ScorebookError`` ``bad_stake`` or ``bad_cap`` with the JSON path."""
    try:
        if is_int(stake, 0, 0):
            if cap is not None:
                raise MoneyError("bad_cap", "a cap needs a stake", "money.cap_cents")
            return 0, None
        terms = check_terms(stake, cap)
    except MoneyError as err:
        raise ScorebookError(err.code, err.message, err.path) from None
    return terms.stake, terms.cap


def read_money(doc: Mapping[str, Any]) -> tuple[int, int | None]:
    """The money terms of a ledger document's ``money`` (absent: none), checked."""
    money = doc.get("money")
    if money is None:
        return 0, None
    if not isinstance(money, Mapping):
        raise ScorebookError("bad_ledger", "'money' is an object with 'stake_cents'", "money")
    extra = sorted(str(k) for k in set(money) - _MONEY_KEYS)
    if extra:
        raise ScorebookError("bad_ledger", f"unknown field {extra[0][:40]!r}",
                             f"money.{extra[0][:40]}")
    if "stake_cents" not in money:
        raise ScorebookError("bad_stake", "'money' needs 'stake_cents'", "money.stake_cents")
    return check_money(money["stake_cents"], money.get("cap_cents"))


def _check_note(note: Any, path: str) -> None:
    if not isinstance(note, str):
        raise ScorebookError("bad_ledger", "a hand's note is text", path)


# What a kept settlement is valid for: the session's version, content digest and times as the
# sessions table holds them (every write changes the version and the time).
_Key = tuple[int, Any, str, str]


@dataclass(slots=True)
class _Kept:
    """One session as this Scorebook last read or wrote it: its stored hand rows (events, note,
    ``recorded``; never handed out, so nobody changes them) and their settlement with each
    hand's starting state (``ledger.SettledSession``), its players' statistics once asked."""

    key: _Key
    info: SessionInfo
    rows: list[dict[str, Any]]
    settled: SettledSession
    stats: tuple[PlayerStats, ...] | None = None
    source: str | None = None  # _fingerprint of the stored text settled (None: not taken)


# The persisted statistics (the ``settled`` table): each seat's PlayerStats as a list of its
# fields in this order. A payload is read back as user data: bounded text, checked JSON,
# every number an int in its range, else it is ignored and the session settled again.
_STAT_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(PlayerStats))
MAX_PAYLOAD = 4096  # characters; four seats of ten numbers take about 250
_MAX_AMOUNT = 2 ** 53  # a total or a biggest win beyond this is not one a session makes
# the fields counted at most once per hand and seat (a seat's wall end is one of three)
_ONCE_A_HAND = ("ready", "not_ready", "pigs")
_PER_HAND = 64  # any other count: at most this many per hand (generous: no table reaches it)


def _stats_payload(stats: Sequence[PlayerStats]) -> str:
    return json.dumps({"stats": [[getattr(st, f) for f in _STAT_FIELDS] for st in stats]},
                      separators=(",", ":"))


def _read_payload(text: Any, hands: int) -> tuple[PlayerStats, ...] | None:
    """The statistics a ``settled`` row holds for a session of ``hands`` hands, checked; None
    for anything else (wrong type, too long, not JSON, a wrong shape, a number out of range),
    which is never shown: the session is settled again."""
    if not isinstance(text, str) or len(text) > MAX_PAYLOAD:
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    seats = data.get("stats") if isinstance(data, dict) else None
    if not (isinstance(seats, list) and len(seats) == 4):
        return None
    out = []
    for values in seats:
        if not (isinstance(values, list) and len(values) == len(_STAT_FIELDS)
                and all(isinstance(v, int) and not isinstance(v, bool) for v in values)):
            return None
        st = PlayerStats(**dict(zip(_STAT_FIELDS, values, strict=True)))
        if st.hands != hands or not -_MAX_AMOUNT <= st.total <= _MAX_AMOUNT:
            return None
        if not 0 <= st.biggest_win <= _MAX_AMOUNT or st.self_draws > st.wins:
            return None
        if sum(getattr(st, f) for f in _ONCE_A_HAND) > hands:
            return None
        for name in _STAT_FIELDS:
            if name not in ("hands", "total", "biggest_win") and not (
                    0 <= getattr(st, name) <= _PER_HAND * hands):
                return None
        out.append(st)
    return tuple(out)


def _fingerprint(db: sqlite3.Connection, session_id: int) -> str:
    """A hash of the session's stored text as it is now: its row's rules, options, players,
    dealer and wind, and every hand row's position, events and note, cell by cell as stored
    (a change made by another program, even one that left the version and digest alone,
    changes it)."""
    head = db.execute("SELECT rules, options, players, dealer, prevailing FROM sessions "
                      "WHERE id = ?", (session_id,)).fetchone()
    rows = db.execute("SELECT position, events, note FROM hands WHERE session_id = ? "
                      "ORDER BY position", (session_id,)).fetchall()
    return hashlib.sha256(repr((head, rows)).encode("utf-8", "surrogatepass")).hexdigest()


def _save_stats(db: sqlite3.Connection, session_id: int, key: _Key, source: str,
                stats: Sequence[PlayerStats]) -> None:
    """Keep the session's statistics for its version and digest (``key``), the stored text
    they were settled from (``source``) and this engine."""
    db.execute("INSERT INTO settled (session_id, engine, version, digest, source, payload) "
               "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (session_id, engine) DO UPDATE SET "
               "version = excluded.version, digest = excluded.digest, "
               "source = excluded.source, payload = excluded.payload",
               (session_id, SETTLEMENT_VERSION, key[0], key[1], source,
                _stats_payload(stats)))


def _doc_hand(row: Mapping[str, Any], notes: bool = True) -> dict[str, Any]:
    """A hand row as the ledger document holds it (its note only when there is one)."""
    if notes and row.get("note"):
        return {"events": row["events"], "note": row["note"]}
    return {"events": row["events"]}


class Scorebook(SQLiteFile):
    """One scorebook file. ``Scorebook(":memory:")`` keeps it in memory (tests).

    Opening checks an existing file (``not_a_scorebook``, ``newer_schema``, ``corrupt``,
    ``busy``, ``cannot_open``) and creates nothing; an older schema is brought up to date.
    ``timeout`` is how long each operation waits for another program's lock before it is
    refused with ``busy``.

    Settlements are kept in memory, per session, for the version of the session they settled
    (``_Kept``): reading a session nothing has written since settles nothing, and a write or a
    preview settles again only from the hand that changed (``ledger.resettle``)."""

    SCHEMA_VERSION = SCHEMA_VERSION
    MIGRATIONS = MIGRATIONS
    NOT_OURS = "not_a_scorebook"

    def __init__(self, path: str | os.PathLike[str], timeout: float = BUSY_TIMEOUT) -> None:
        super().__init__(os.fspath(path) if not isinstance(path, str) else path, timeout)
        self._kept: dict[int, _Kept] = {}
        # statistics read from the settled table, and those settled here not yet written there
        self._read_stats: dict[int, tuple[_Key, tuple[PlayerStats, ...]]] = {}
        self._unsaved: dict[int, tuple[_Key, str, tuple[PlayerStats, ...]]] = {}
        if self._memory:
            with self._errors(writing=True):
                self._open_memory()
        else:
            with self._errors(writing=False):
                self._open_existing()

    def close(self) -> None:
        self._save_unsaved()
        self._kept.clear()
        self._read_stats.clear()
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
        zero-byte file, or an SQLite file with no tables yet, stays unopened (no sessions)."""
        if not self._has_content():
            return
        db = self._connect("rw")
        try:
            db.execute("BEGIN")
            try:
                version = self._schema_version(db)
                if version:
                    rows = db.execute("PRAGMA quick_check(1)").fetchall()
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
        if version == 3:
            _fill_digests(db)
        if version == 4:
            _fill_roster(db)

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
        if _is_corrupt(err):
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

    # -- reading ----------------------------------------------------------------------------

    @staticmethod
    def _info(row: Sequence[Any]) -> SessionInfo:
        """A session row, checked: a damaged one is ``bad_row`` naming the session."""
        sid = row[0]
        if not isinstance(sid, int):
            raise _bad_row(sid, "", "its id is not a number")
        name, rules, created, updated = row[1], row[2], row[6], row[7]
        if not isinstance(name, str):
            raise _bad_row(sid, "name", "the name is not text")
        if not isinstance(rules, str):
            raise _bad_row(sid, "rules", "the rules are not a profile name")
        options = _json_cell(row[3], sid, "options")
        if not (isinstance(options, dict)
                and all(isinstance(v, str) for v in options.values())):
            raise _bad_row(sid, "options", "the options are not names with their values")
        players = _json_cell(row[4], sid, "players")
        if not (isinstance(players, list) and all(isinstance(p, str) for p in players)):
            raise _bad_row(sid, "players", "the players are not a list of names")
        if len(players) != 4:
            raise _bad_row(sid, "players", f"{len(players)} players, not four")
        if not is_int(row[5], 0, 3):
            raise _bad_row(sid, "dealer", f"the first dealer {row[5]!r} is not a seat 0 to 3")
        if not is_int(row[9], 1, 4):
            raise _bad_row(sid, "prevailing", f"the prevailing wind {row[9]!r} is not 1 to 4")
        if not (isinstance(created, str) and isinstance(updated, str)):
            raise _bad_row(sid, "", "its times are not text")
        if not is_int(row[10], 0, 2 ** 63 - 1):
            raise _bad_row(sid, "", f"its version {row[10]!r} is not a count")
        if not is_int(row[12], 0, MAX_STAKE):
            raise _bad_row(sid, "money.stake_cents", f"the stake {row[12]!r} is not 0 to "
                           f"{MAX_STAKE} hundredths")
        if row[13] is not None and not is_int(row[13], 1, MAX_CAP):
            raise _bad_row(sid, "money.cap_cents", f"the cap {row[13]!r} is not 1 to "
                           f"{MAX_CAP} hundredths")
        return SessionInfo(id=sid, name=name, rules=rules, options=options,
                           players=(players[0], players[1], players[2], players[3]),
                           dealer=row[5], created=created, updated=updated, hands=row[8],
                           prevailing=row[9], version=row[10], stake=row[12], cap=row[13])

    _SELECT = ("SELECT s.id, s.name, s.rules, s.options, s.players, s.dealer, s.created, "
               "s.updated, (SELECT count(*) FROM hands h WHERE h.session_id = s.id), "
               "s.prevailing, s.version, s.digest, s.stake, s.cap FROM sessions s")

    def sessions(self, errors: list[ScorebookError] | None = None) -> list[SessionInfo]:
        """Every session, the most recently changed first. A row that cannot be read raises
        ``bad_row``; given a list ``errors``, it goes there instead and the others are listed."""
        with self._read() as db:
            rows = [] if db is None else db.execute(
                f"{self._SELECT} ORDER BY s.updated DESC, s.id DESC").fetchall()
        out = []
        for row in rows:
            try:
                out.append(self._info(row))
            except ScorebookError as err:
                if errors is None:
                    raise
                errors.append(err)
        return out

    def session(self, session_id: int) -> SessionInfo:
        return self._session_key(session_id)[0]

    def _session_key(self, session_id: int) -> tuple[SessionInfo, _Key]:
        """The session's row and what a settlement kept of it must have been made for."""
        with self._read() as db:
            row = None if db is None else db.execute(
                f"{self._SELECT} WHERE s.id = ?", (session_id,)).fetchone()
        if row is None:
            raise ScorebookError("no_session", f"there is no session {session_id}",
                                 session=session_id if isinstance(session_id, int) else None)
        info = self._info(row)
        return info, (info.version, row[11], info.created, info.updated)

    # -- settlements kept ---------------------------------------------------------------------

    def _valid_kept(self, info: SessionInfo, key: _Key) -> _Kept | None:
        kept = self._kept.get(info.id)
        return kept if kept is not None and kept.key == key else None

    def _settle_rows(self, info: SessionInfo, rows: Sequence[Mapping[str, Any]],
                     base: _Kept | None, notes: bool = True) -> SettledSession:
        """Settle the session ``info`` with these hand rows: from the hand where they differ
        from ``base``'s on (its rules, options, first dealer and wind the same), else whole.
        Only the hands that differ are read. ``notes``: the rows' notes are part of the
        session (a write); without them, only the events are compared. LedgerInputError as
        ``read_session`` and ``settle_session`` raise it."""
        header = read_session(self._ledger(info, []))  # rules, options, players, dealer, wind
        old = base.settled.session if base is not None else None
        if (base is None or old is None or header.profile != old.profile
                or header.dealer != old.dealer or header.prevailing != old.prevailing):
            hands = tuple(read_hand(header.profile, _doc_hand(r, notes), h)
                          for h, r in enumerate(rows))
            return settle_tracked(replace(header, hands=hands))
        if notes:
            first, removed, added = changed_span(
                [(r["events"], r.get("note") or "") for r in base.rows],
                [(r["events"], r.get("note") or "") for r in rows])
        else:
            first, removed, added = changed_span([r["events"] for r in base.rows],
                                                 [r["events"] for r in rows])
        new = tuple(read_hand(header.profile, _doc_hand(rows[h], notes), h)
                    for h in range(first, first + added))
        hands = old.hands[:first] + new + old.hands[first + removed:]
        return resettle(base.settled, replace(header, hands=hands), first, removed, added)

    def _settled(self, session_id: int) -> _Kept:
        """The session's settlement, kept for its current version (settled, and kept, only
        when it is not yet: from the hands that changed since the one kept, if one is)."""
        with self._read() as db:
            info, key = self._session_key(session_id)
            kept = self._valid_kept(info, key)
            if kept is not None:
                return kept
            assert db is not None  # else there is no session
            rows = self._stored_hands(db, session_id)
            source = _fingerprint(db, session_id)
        try:
            settled = self._settle_rows(info, rows, self._kept.get(session_id))
        except LedgerInputError as err:
            raise _unreadable(session_id, err) from None
        kept = _Kept(key, info, rows, settled, source=source)
        self._kept[session_id] = kept
        return kept

    @staticmethod
    def _stored_hands(db: sqlite3.Connection, session_id: int) -> list[dict[str, Any]]:
        """A session's hand rows, checked, each with its events, note and ``recorded`` time."""
        rows = db.execute("SELECT position, events, note, recorded FROM hands "
                          "WHERE session_id = ? ORDER BY position", (session_id,)).fetchall()
        out = []
        for i, (position, events, note, when) in enumerate(rows):
            path = f"hands[{i}]"
            if not isinstance(position, int):
                raise _bad_row(session_id, path, "its position is not a number")
            entries = _json_cell(events, session_id, f"{path}.events")
            if not (isinstance(entries, list) and all(isinstance(e, dict) for e in entries)):
                raise _bad_row(session_id, f"{path}.events", "the events are not a list of "
                               "entries")
            if not isinstance(note, str):
                raise _bad_row(session_id, f"{path}.note", "the note is not text")
            if not isinstance(when, str):
                raise _bad_row(session_id, f"{path}.recorded", "the time is not text")
            out.append({"events": entries, "note": note, "recorded": when})
        return out

    def hands(self, session_id: int) -> list[list[dict[str, Any]]]:
        """Each hand's events, in order."""
        return [h["events"] for h in self._hand_rows(session_id)]

    def notes(self, session_id: int) -> list[str]:
        return [h.get("note", "") for h in self._hand_rows(session_id)]

    def _hand_rows(self, session_id: int, recorded: bool = False) -> list[dict[str, Any]]:
        """Each hand as in the ledger format (``recorded``: with its timestamp too)."""
        with self._read() as db:
            self.session(session_id)
            assert db is not None  # else there is no session
            rows = self._stored_hands(db, session_id)
        out = []
        for row in rows:
            hand: dict[str, Any] = {"events": row["events"]}
            if row["note"]:
                hand["note"] = row["note"]
            if recorded:
                hand["recorded"] = row["recorded"]
            out.append(hand)
        return out

    @staticmethod
    def _ledger(info: SessionInfo, hands: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
        """The session's ledger document (without its name) with these hands."""
        doc: dict[str, Any] = {"rules": info.rules, "players": list(info.players),
                               "dealer": info.dealer}
        if info.options:
            doc["options"] = dict(info.options)
        if has_prevailing_wind(info.rules):
            doc["prevailing"] = info.prevailing
        doc["hands"] = [{k: v for k, v in h.items() if k in ("events", "note") and
                         (k != "note" or v)} for h in hands]
        return doc

    @staticmethod
    def ledger_document(info: SessionInfo, hands: Sequence[Mapping[str, Any]]
                        ) -> dict[str, Any]:
        """The ledger document (without its name) of the session ``info`` with ``hands``
        (each ``{"events": [...], "note": ...}``): what the engine reads."""
        return Scorebook._ledger(info, hands)

    def document(self, session_id: int) -> dict[str, Any]:
        """The session in the ledger format (what ``ledger`` reads and ``import_document``
        takes back), with its name."""
        with self._read():
            info = self.session(session_id)
            hands = self._hand_rows(session_id)
        doc = self._ledger(info, hands)
        doc["name"] = info.name
        if info.terms is not None:  # the terms and the night they make (README "money")
            try:
                result = self.money(session_id)
            except ScorebookError:  # a damaged session: its terms only
                result = None
            doc["money"] = (night_json(result, info.terms) if result is not None else
                            {"stake_cents": info.stake, "cap_cents": info.cap})
        return doc

    def read(self, session_id: int) -> Session:
        """The stored session read by the engine (the ledger it is kept as); ``bad_row`` when
        the engine cannot read what is stored."""
        doc = self.document(session_id)
        doc.pop("name")
        doc.pop("money", None)
        try:
            return read_session(doc)
        except LedgerInputError as err:
            raise _unreadable(session_id, err) from None

    def result(self, session_id: int) -> SessionResult:
        """The session's settlement (kept: settled again only after a write)."""
        return self._settled(session_id).settled.result

    def state(self, session_id: int) -> SessionState:
        """The session, its hands and notes read at one moment, and their settlement (the ones
        kept when nothing has written the session since: read them, never change them)."""
        kept = self._settled(session_id)
        return SessionState(kept.info, [r["events"] for r in kept.rows],
                            [r["note"] for r in kept.rows], kept.settled.result,
                            kept.settled.session)

    def stats(self, session_id: int) -> tuple[PlayerStats, ...]:
        """Each seat's record over the session (``ledger.player_stats``), kept with the
        session's settlement until the next write, and in the file's ``settled`` table for
        the session's version and digest and this engine (``SETTLEMENT_VERSION``): a fresh
        Scorebook reads them there instead of settling the session. Statistics settled here
        are written there after the read (``_save_unsaved``)."""
        with self._read() as db:
            info, key = self._session_key(session_id)
            kept = self._valid_kept(info, key)
            if kept is not None and kept.stats is not None:
                return kept.stats
            found = self._persisted_stats(db, info, key)
            if found is not None:
                if kept is not None:
                    kept.stats = found
                return found
        kept = self._settled(session_id)
        if kept.stats is None:
            kept.stats = player_stats(kept.settled.session, kept.settled.result)
            if kept.key[1] is not None and kept.source is not None:
                self._unsaved[session_id] = (kept.key, kept.source, kept.stats)
                if self._db is not None and not self._db.in_transaction:
                    self._save_unsaved()
        return kept.stats

    def _persisted_stats(self, db: sqlite3.Connection | None, info: SessionInfo,
                         key: _Key) -> tuple[PlayerStats, ...] | None:
        """The session's statistics as the ``settled`` table holds them for its version and
        digest (``key``) and this engine, checked (``_read_payload``); None when there are
        none, they are another's, or they cannot be read (the caller settles again)."""
        memo = self._read_stats.get(info.id)
        if memo is not None and memo[0] == key:
            return memo[1]
        if db is None or key[1] is None:
            return None
        row = db.execute("SELECT version, digest, source, CASE WHEN typeof(payload) = 'text' "
                         "AND length(payload) <= ? THEN payload END FROM settled "
                         "WHERE session_id = ? AND engine = ?",  # a huge cell is never read
                         (MAX_PAYLOAD, info.id, SETTLEMENT_VERSION)).fetchone()
        if (row is None or row[0] != key[0] or row[1] != key[1]
                or row[2] != _fingerprint(db, info.id)):
            return None
        stats = _read_payload(row[3], info.hands)
        if stats is not None:
            self._read_stats[info.id] = (key, stats)
        return stats

    def _save_unsaved(self) -> None:
        """Write the statistics settled by reads into the ``settled`` table: best effort, in a
        transaction of its own that touches nothing else, only for sessions still at the
        version and digest settled, and never waiting for the lock (another program writing:
        tried again after the next read; a file that cannot be written: given up)."""
        db = self._db
        if not self._unsaved or db is None or db.in_transaction:
            return
        pending, self._unsaved = self._unsaved, {}
        try:
            db.execute("PRAGMA busy_timeout = 0")
            try:
                db.execute("BEGIN IMMEDIATE")
                for sid, (key, source, stats) in pending.items():
                    row = db.execute("SELECT version, digest FROM sessions WHERE id = ?",
                                     (sid,)).fetchone()
                    if row is not None and (row[0], row[1]) == key[:2]:
                        _save_stats(db, sid, key, source, stats)
                db.execute("COMMIT")
            finally:
                rollback(db)
                db.execute(f"PRAGMA busy_timeout = {int(self.timeout * 1000)}")
        except sqlite3.Error as err:
            if is_busy(err):
                self._unsaved = {**pending, **self._unsaved}

    # -- writing ----------------------------------------------------------------------------
    # Each write reads what it changes inside its own BEGIN IMMEDIATE transaction; a caller that
    # passes ``expected_version`` (the SessionInfo.version it showed) is refused with
    # ``changed_elsewhere`` if the session has been written since.

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

    @staticmethod
    def _insert_session(db: sqlite3.Connection, name: str, rules: str, players: Sequence[str],
                        dealer: int, options: Mapping[str, str] | None,
                        prevailing: int = 1, hands: Sequence[Mapping[str, Any]] = (),
                        money: tuple[int, int | None] = (0, None)) -> int:
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
        _check_document(doc)
        now = _now()
        digest = _digest(rules, opts, players, dealer, prevailing, [h["events"] for h in hands])
        cur = db.execute("INSERT INTO sessions (name, rules, options, players, dealer, "
                         "created, updated, prevailing, version, digest, stake, cap) "
                         "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)",
                         (name.strip() or rules, rules, json.dumps(opts),
                          json.dumps(list(players), ensure_ascii=False), dealer, now, now,
                          prevailing if winds else 1, digest, money[0], money[1]))
        assert cur.lastrowid is not None
        Scorebook._insert_hands(db, cur.lastrowid, hands, now)
        _join_roster(db, players, now)
        return cur.lastrowid

    def update_session(self, session_id: int, *, name: str | None = None,
                       players: Sequence[str] | None = None,
                       expected_version: int | None = None,
                       money: tuple[int, int | None] | None = None) -> None:
        """Rename the session or its players (refused unless it still settles); ``money``
        (stake, cap) changes its money too (``check_money``), in the same write."""
        terms = None if money is None else check_money(*money)
        with self._transaction(session_id) as db:
            info, hands, base = self._stored(db, session_id, expected_version)
            new_players = list(players) if players is not None else list(info.players)
            if len(new_players) != 4 or not all(isinstance(p, str) for p in new_players):
                raise ScorebookError("bad_ledger", "a session has four player names", "players")
            if name is not None:
                check_session_name(name)
            title = (name if name is not None else info.name).strip() or info.rules
            changed = replace(info, name=title, players=(
                new_players[0], new_players[1], new_players[2], new_players[3]))
            settled = self._settle(changed, hands, base)
            db.execute("UPDATE sessions SET name = ?, players = ? WHERE id = ?",
                       (title, json.dumps(new_players, ensure_ascii=False), session_id))
            if terms is not None:
                db.execute("UPDATE sessions SET stake = ?, cap = ? WHERE id = ?",
                           (terms[0], terms[1], session_id))
            now = _now()
            self._touch(db, changed, hands, now)
            _join_roster(db, new_players, now)
            kept = self._written(session_id, hands, settled)
        self._kept[session_id] = kept

    def set_money(self, session_id: int, stake: int, cap: int | None = None, *,
                  expected_version: int | None = None) -> None:
        """Change the session's money (``check_money``: stake 0 keeps none); its hands and
        their settlement stay as they are."""
        money = check_money(stake, cap)
        with self._transaction(session_id) as db:
            info, hands, base = self._stored(db, session_id, expected_version)
            settled = self._settle(info, hands, base)
            db.execute("UPDATE sessions SET stake = ?, cap = ? WHERE id = ?",
                       (money[0], money[1], session_id))
            self._touch(db, info, hands, _now())
            kept = self._written(session_id, hands, settled)
        self._kept[session_id] = kept

    def money(self, session_id: int) -> Night | None:
        """The session's night's money (``money.night`` of its totals), None when it keeps
        none."""
        kept = self._settled(session_id)
        terms = kept.info.terms
        return None if terms is None else night(kept.settled.result.totals, terms)

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
        self._kept.pop(session_id, None)

    def check_hands(self, session_id: int, hands: Sequence[Sequence[Mapping[str, Any]]]
                    ) -> SessionResult:
        """Settle the session as if its hands were ``hands`` (nothing is written): from the
        first hand that differs from the stored ones on, the ones before as kept."""
        rows = [{"events": _entries(h)} for h in hands]
        try:
            kept = self._settled(session_id)
        except ScorebookError as err:
            if err.code != "bad_row":
                raise
            return _check_document(self._ledger(self.session(session_id), rows))
        try:
            return self._settle_rows(kept.info, rows, kept, notes=False).result
        except LedgerInputError as err:
            raise ScorebookError(err.code, str(err), err.path, err.detail) from None

    def check_hand(self, session_id: int, index: int, events: Sequence[Mapping[str, Any]]
                   ) -> SessionResult:
        """Settle the session as if hand ``index`` held ``events`` (``index`` the number of
        hands: as if they were one more hand), nothing written: the entry dialog's preview.
        The hands before it are not settled again, the ones after only until one starts as
        it did (``ledger.resettle``): an edit of the last hand settles one hand."""
        kept = self._settled(session_id)
        hands = kept.settled.session.hands
        if not is_int(index, 0, len(hands)):
            raise ScorebookError("no_hand", f"session {session_id} has no hand "
                                 f"{index + 1 if isinstance(index, int) else index}",
                                 session=session_id)
        span = (index, 0, 1) if index == len(hands) else (index, 1, 1)
        try:
            hand = read_hand(kept.settled.session.profile, {"events": _entries(events)}, index)
            session = replace(kept.settled.session,
                              hands=hands[:index] + (hand,) + hands[index + span[1]:])
            return resettle(kept.settled, session, *span).result
        except LedgerInputError as err:
            raise ScorebookError(err.code, str(err), err.path, err.detail) from None

    @staticmethod
    def _check_version(session_id: int, version: Any, expected: int | None) -> None:
        if expected is not None and version != expected:
            raise ScorebookError(
                "changed_elsewhere", f"session {session_id} was changed by another window or "
                f"program since it was read (version {version}, not {expected}); read it "
                "again", session=session_id)

    def _stored(self, db: sqlite3.Connection, session_id: int, expected_version: int | None
                ) -> tuple[SessionInfo, list[dict[str, Any]], _Kept | None]:
        """Under the write lock: the session and its hands as stored now, checked (the engine
        reads them, else ``bad_row``) and at the version the caller expects; and the
        settlement kept of it (of this version: its rows are not read again; of an older
        one: what ``_settle`` settles again from)."""
        info, key = self._session_key(session_id)
        self._check_version(session_id, info.version, expected_version)
        kept = self._valid_kept(info, key)
        if kept is not None:
            return info, list(kept.rows), kept  # a write puts new rows in, changes none
        hands = self._stored_hands(db, session_id)
        try:
            read_session(self._ledger(info, hands))
        except LedgerInputError as err:
            raise _unreadable(session_id, err) from None
        return info, hands, self._kept.get(session_id)

    def _settle(self, info: SessionInfo, hands: Sequence[Mapping[str, Any]],
                base: _Kept | None) -> SettledSession:
        """The write's check: the session with these hands settles (from the first hand that
        differs from ``base``'s), else the engine's refusal as a ScorebookError."""
        for i, hand in enumerate(hands):
            _check_note(hand.get("note", ""), f"hands[{i}].note")
        try:
            return self._settle_rows(info, hands, base)
        except LedgerInputError as err:
            raise ScorebookError(err.code, str(err), err.path, err.detail) from None

    def _written(self, session_id: int, hands: list[dict[str, Any]],
                 settled: SettledSession) -> _Kept:
        """What a write keeps once committed: the session's row as the write's own transaction
        now reads it, its hands and their settlement."""
        info, key = self._session_key(session_id)
        kept = _Kept(key, info, hands, settled)
        if key[1] is not None and self._db is not None:  # its statistics, in the write
            kept.stats = player_stats(settled.session, settled.result)
            kept.source = _fingerprint(self._db, session_id)
            self._db.execute("DELETE FROM settled WHERE session_id = ?", (session_id,))
            _save_stats(self._db, session_id, key, kept.source, kept.stats)
        self._unsaved.pop(session_id, None)
        return kept

    @staticmethod
    def _touch(db: sqlite3.Connection, info: SessionInfo, hands: Sequence[dict[str, Any]],
               now: str) -> None:
        """The session's write: a new version, its time and its content's digest (each hand's
        part written out once and kept in its row)."""
        digest = _rows_digest(info, hands)
        db.execute("UPDATE sessions SET updated = ?, version = version + 1, digest = ? "
                   "WHERE id = ?", (now, digest, info.id))

    @staticmethod
    def _insert_hands(db: sqlite3.Connection, session_id: int,
                      hands: Sequence[Mapping[str, Any]], now: str) -> None:
        """Replace a session's hands; each keeps its ``recorded`` time (new ones: now)."""
        rows = [(session_id, pos, _dumps(hand["events"], f"hands[{pos}].events"),
                 hand.get("note", ""), hand.get("recorded") or now)
                for pos, hand in enumerate(hands)]
        db.execute("DELETE FROM hands WHERE session_id = ?", (session_id,))
        db.executemany("INSERT INTO hands (session_id, position, events, note, recorded) "
                       "VALUES (?, ?, ?, ?, ?)", rows)

    def add_hand(self, session_id: int, events: Sequence[Mapping[str, Any]],
                 note: str = "", *, expected_version: int | None = None) -> int:
        """Append a hand; returns its index. Refused unless the session still settles."""
        entries = _entries(events)
        with self._transaction(session_id) as db:
            info, hands, base = self._stored(db, session_id, expected_version)
            hands.append({"events": entries, "note": note})
            settled = self._settle(info, hands, base)
            now = _now()
            text = _new_hand(hands, len(hands) - 1, now)
            position = db.execute("SELECT coalesce(max(position), -1) + 1 FROM hands "
                                  "WHERE session_id = ?", (session_id,)).fetchone()[0]
            db.execute("INSERT INTO hands (session_id, position, events, note, recorded) "
                       "VALUES (?, ?, ?, ?, ?)", (session_id, position, text, note, now))
            self._touch(db, info, hands, now)
            kept = self._written(session_id, hands, settled)
        self._kept[session_id] = kept
        return len(hands) - 1

    def insert_hand(self, session_id: int, index: int, events: Sequence[Mapping[str, Any]],
                    note: str = "", *, expected_version: int | None = None) -> None:
        """Put a hand back at ``index`` (0 to the number of hands; the hands from there move
        down): what undoing a deleted hand writes. Refused unless the session still settles."""
        entries = _entries(events)
        with self._transaction(session_id) as db:
            info, hands, base = self._stored(db, session_id, expected_version)
            if not is_int(index, 0, len(hands)):
                raise ScorebookError("no_hand", f"session {session_id} has no place for a hand "
                                     f"{index + 1 if isinstance(index, int) else index}",
                                     session=session_id)
            hands.insert(index, {"events": entries, "note": note})
            settled = self._settle(info, hands, base)
            now = _now()
            _new_hand(hands, index, now)
            self._insert_hands(db, session_id, hands, now)
            self._touch(db, info, hands, now)
            kept = self._written(session_id, hands, settled)
        self._kept[session_id] = kept

    # -- the roster ---------------------------------------------------------------------------

    def roster(self) -> list[str]:
        """The club's players: every name kept (each session's players join it), the most
        recently played first, then by name."""
        with self._read() as db:
            if db is None:
                return []
            rows = db.execute("SELECT name FROM players ORDER BY last_played DESC, "
                              "name COLLATE NOCASE").fetchall()
        return [r[0] for r in rows if isinstance(r[0], str)]

    def add_player(self, name: str) -> str:
        """Keep ``name`` in the roster (stripped); returns it. ``bad_name`` for blank text or
        more than MAX_NAME characters."""
        clean = _roster_name(name)
        if clean is None:
            raise ScorebookError("bad_name", f"a player's name is text of 1 to {MAX_NAME} "
                                 "characters")
        with self._transaction() as db:
            db.execute("INSERT INTO players (name, added, last_played) VALUES (?, ?, '') "
                       "ON CONFLICT(name) DO NOTHING", (clean, _now()))
        return clean

    def remove_player(self, name: str) -> None:
        """Forget a name in the roster (the sessions that name the player keep it)."""
        with self._transaction() as db:
            db.execute("DELETE FROM players WHERE name = ?", (name,))

    def _no_hand(self, session_id: int, index: Any, hands: Sequence[Any]) -> None:
        if not (is_int(index, 0, len(hands) - 1)):
            raise ScorebookError("no_hand", f"session {session_id} has no hand "
                                 f"{index + 1 if isinstance(index, int) else index}",
                                 session=session_id)

    def replace_hand(self, session_id: int, index: int, events: Sequence[Mapping[str, Any]],
                     note: str | None = None, *, expected_version: int | None = None) -> None:
        entries = _entries(events)
        with self._transaction(session_id) as db:
            info, hands, base = self._stored(db, session_id, expected_version)
            self._no_hand(session_id, index, hands)
            old = hands[index]
            hands[index] = {"events": entries, "note": old["note"] if note is None else note,
                            "recorded": old["recorded"]}
            settled = self._settle(info, hands, base)
            now = _now()
            text = _new_hand(hands, index, now)
            db.execute("UPDATE hands SET events = ?, note = ? WHERE session_id = ? AND "
                       "position = (SELECT position FROM hands WHERE session_id = ? "
                       "ORDER BY position LIMIT 1 OFFSET ?)",
                       (text, hands[index]["note"], session_id, session_id, index))
            self._touch(db, info, hands, now)
            kept = self._written(session_id, hands, settled)
        self._kept[session_id] = kept

    def delete_hand(self, session_id: int, index: int, *,
                    expected_version: int | None = None) -> None:
        """Remove one hand; the hands after it move up (their dealers follow from the rules)."""
        with self._transaction(session_id) as db:
            info, hands, base = self._stored(db, session_id, expected_version)
            self._no_hand(session_id, index, hands)
            del hands[index]
            settled = self._settle(info, hands, base)
            now = _now()
            self._insert_hands(db, session_id, hands, now)
            self._touch(db, info, hands, now)
            kept = self._written(session_id, hands, settled)
        self._kept[session_id] = kept

    def import_document(self, doc: Mapping[str, Any], name: str | None = None, *,
                        allow_duplicate: bool = False) -> int:
        """Store a ledger document as a new session (checked whole first). A session with the
        same rules, options, players, dealer, wind and hands as one already kept is refused
        with ``duplicate_session`` (its id in ``session``, its name in ``detail``) unless
        ``allow_duplicate``."""
        if not isinstance(doc, Mapping):
            raise ScorebookError("bad_ledger", "the ledger is a JSON object")
        if name is not None:
            check_session_name(name)
        body = dict(doc)
        money = read_money(body)
        body.pop("money", None)
        try:  # the document's name too: the same checks as the ledger command's
            session = read_session(body)
            stats = player_stats(session, settle_session(session))
        except LedgerInputError as err:
            raise ScorebookError(err.code, str(err), err.path, err.detail) from None
        title = name or (doc.get("name") if isinstance(doc.get("name"), str) else None)
        rules = body["rules"]
        opts = {str(k): str(v) for k, v in (body.get("options") or {}).items()}
        players = body.get("players", ["0", "1", "2", "3"])
        dealer, prevailing = body.get("dealer", 0), body.get("prevailing", 1)
        hands = [{"events": h["events"], "note": h.get("note", "")} for h in body["hands"]]
        for i, hand in enumerate(hands):
            _check_note(hand["note"], f"hands[{i}].note")
        digest = _digest(rules, opts, players, dealer, prevailing, [h["events"] for h in hands])
        with self._transaction() as db:  # the session and its hands, or nothing
            if not allow_duplicate:
                row = db.execute("SELECT id, name FROM sessions WHERE digest = ? "
                                 "ORDER BY id LIMIT 1", (digest,)).fetchone()
                if row is not None:
                    raise ScorebookError(
                        "duplicate_session", f"this session is already in the scorebook as "
                        f"{row[1]!r} (session {row[0]}); import it again only if it was "
                        "played twice", detail=str(row[1]), session=row[0])
            sid = self._insert_session(db, title or str(rules), rules, players, dealer,
                                       opts, prevailing, hands, money)
            version, stored = db.execute("SELECT version, digest FROM sessions WHERE id = ?",
                                         (sid,)).fetchone()
            _save_stats(db, sid, (version, stored, "", ""), _fingerprint(db, sid), stats)
            return sid

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


def _fill_digests(db: sqlite3.Connection) -> None:
    """Migration 3: the digest of every session kept before it (a damaged one keeps none)."""
    for sid, rules, options, players, dealer, prevailing in db.execute(
            "SELECT id, rules, options, players, dealer, prevailing FROM sessions").fetchall():
        try:
            events = [json.loads(e) for (e,) in db.execute(
                "SELECT events FROM hands WHERE session_id = ? ORDER BY position", (sid,))]
            digest = _digest(rules, json.loads(options), json.loads(players), dealer,
                             prevailing, events)
        except (TypeError, ValueError, AttributeError, RecursionError):
            continue
        db.execute("UPDATE sessions SET digest = ? WHERE id = ?", (digest, sid))


MAX_NAME = 100  # a player's name, as the ledger bounds it
MAX_SESSION_NAME = 200  # a session's name, as the ledger bounds it
MAX_IMPORT_BYTES = 20_000_000  # an import file; a ledger of many thousand hands is a few MB


def read_import(path: str | os.PathLike[str]) -> Any:
    """A document from a file to import, bounded before it is parsed: a regular file of at
    most MAX_IMPORT_BYTES (never more is read), then JSON of at most ``MAX_JSON_VALUES``
    values, counted before anything is built. Raises ``UserFileError`` or
    ``InputLimitError``."""
    return load_json(read_user_file(path, MAX_IMPORT_BYTES))


def file_session_name(path: str | os.PathLike[str]) -> str:
    """The name an imported session without one takes: its file's name without the suffix,
    as text (bytes that are not UTF-8 become U+FFFD) of at most MAX_SESSION_NAME characters."""
    stem = Path(path).stem.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return stem[:MAX_SESSION_NAME]


def import_file(book_path: str | os.PathLike[str], path: str | os.PathLike[str], *,
                allow_duplicate: bool = False) -> int:
    """Read ``path`` (``read_import``) and store it as a new session of the scorebook at
    ``book_path`` through a connection of its own, so that it can run on a worker thread; a
    document without a name takes its file's. The new session's id; raises ``UserFileError``,
    ``InputLimitError`` or ``ScorebookError`` (``import_document``)."""
    doc = read_import(path)
    name = None if isinstance(doc, dict) and doc.get("name") else file_session_name(path)
    with Scorebook(book_path) as book:
        return book.import_document(doc, name, allow_duplicate=allow_duplicate)


def check_session_name(name: Any) -> str:
    """``name`` when it is text of at most MAX_SESSION_NAME characters that can be stored as
    UTF-8 (the ledger's rule for a document's ``name``), else ``ScorebookError`` ``bad_name``."""
    if not isinstance(name, str) or len(name) > MAX_SESSION_NAME:
        raise ScorebookError("bad_name", f"a session's name is text of at most "
                             f"{MAX_SESSION_NAME} characters", "name")
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        raise ScorebookError("bad_name", "a session's name is not valid text (a lone "
                             "surrogate: check the terminal's or the file's encoding)",
                             "name") from None
    return name


def _fill_roster(db: sqlite3.Connection) -> None:
    """Migration 4: every name of every session kept before it joins the roster (a damaged
    row adds nothing)."""
    for created, players in db.execute(
            "SELECT created, players FROM sessions ORDER BY id").fetchall():
        try:
            names = json.loads(players)
        except (TypeError, ValueError, RecursionError):
            continue
        if isinstance(names, list):
            _join_roster(db, names, created if isinstance(created, str) else _now())


def _roster_name(name: Any) -> str | None:
    """A name fit for the roster (stripped text of 1 to MAX_NAME characters), else None."""
    if not isinstance(name, str):
        return None
    name = name.strip()
    return name if 0 < len(name) <= MAX_NAME else None


def _join_roster(db: sqlite3.Connection, names: Sequence[Any], when: str) -> None:
    for raw in names:
        name = _roster_name(raw)
        if name is None:
            continue
        db.execute("INSERT INTO players (name, added, last_played) VALUES (?, ?, ?) "
                   "ON CONFLICT(name) DO UPDATE SET last_played = max(last_played, "
                   "excluded.last_played)", (name, when, when))


def write_atomically(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` whole or not at all: a temporary file in the same
    folder, flushed to disk, then ``os.replace`` (a symlink's target is the file replaced)."""
    target = os.path.realpath(path)
    folder = os.path.dirname(target) or "."
    temp = os.path.join(folder, f".{os.path.basename(target)}.{secrets.token_hex(6)}.tmp")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                 0o666)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(text.encode("utf-8"))
            fh.flush()
            os.fsync(fh.fileno())
        try:  # an existing file keeps its permissions
            os.chmod(temp, stat.S_IMODE(os.stat(target).st_mode))
        except FileNotFoundError:
            pass
        os.replace(temp, target)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise


def club_stats(book: Scorebook, rules: str) -> dict[str, PlayerStats]:
    """Every player's record over all the sessions played under ``rules``, by name."""
    out: dict[str, PlayerStats] = {}
    with book.reading():
        for info in book.sessions():
            if info.rules != rules:
                continue
            for name, st in zip(info.players, book.stats(info.id), strict=True):
                out[name] = out.get(name, PlayerStats()) + st
    return out


# ---------------------------------------------------------------------------------------------
# Export


def export_json(book: Scorebook, session_id: int) -> str:
    return json.dumps(book.document(session_id), ensure_ascii=False, indent=1) + "\n"


# The CSV table's words, in English; ``export_csv(headings=...)`` takes translations of them
# (the app passes its language's). ``{0}`` is a player's name.
CSV_HEADINGS: tuple[str, ...] = ("hand", "dealer", "winners", "note", "total {0}", "won {0}",
                                 "total", "points", "rank points", "stake", "cap", "money",
                                 "pays", "pot")
CSV_BOM = "\ufeff"  # spreadsheets read a CSV file as UTF-8 only after this mark
WINNERS_SEPARATOR = " / "


def export_csv(book: Scorebook, session_id: int,
               headings: Mapping[str, str] | None = None) -> str:
    """One row per hand (dealer, winners, note, each player's delta and running total), then a
    totals row; majsoul adds the points held, competition the rank points.

    The ``winners`` column joins the names with " / "; after the running totals come one
    ``won <name>`` column per seat (1 where that seat won the hand), which says who won even
    when a name holds the separator. A session that keeps money ends with its stake (and
    cap), each player's money and one ``pays`` row per transfer (payer, payee or ``pot``,
    amount), amounts with two decimals. ``headings`` replaces the English words of
    ``CSV_HEADINGS`` (missing ones stay English). No byte-order mark: ``export_to`` writes
    one at the start of a file."""
    words = {w: w for w in CSV_HEADINGS}
    for key, value in (headings or {}).items():
        if key in words and isinstance(value, str) and value:
            words[key] = value

    def each(word: str, names: Sequence[str]) -> list[str]:
        return [words[word].replace("{0}", n) for n in names]

    state = book.state(session_id)
    info, result, notes = state.info, state.result, state.notes
    names = list(info.players)
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow([words["hand"], words["dealer"], words["winners"], words["note"], *names,
                *each("total {0}", names), *each("won {0}", names)])
    blank = [""] * 4
    running = [0, 0, 0, 0]
    for i, hand in enumerate(result.hands):
        running = [running[s] + hand.deltas[s] for s in range(4)]
        w.writerow([i + 1, names[hand.dealer],
                    WINNERS_SEPARATOR.join(names[s] for s in hand.winners),
                    notes[i], *hand.deltas, *running,
                    *("1" if s in hand.winners else "" for s in range(4))])
    w.writerow([words["total"], "", "", "", *result.totals, *result.totals, *blank])
    if result.points is not None:
        w.writerow([words["points"], "", "", "", *result.points, *result.points, *blank])
    if result.rank_points is not None:
        w.writerow([words["rank points"], "", "", "", *result.rank_points,
                    *result.rank_points, *blank])
    terms = info.terms
    if terms is not None:  # the night's money: the terms, each one's money, who pays whom
        money = night(result.totals, terms)
        w.writerow([words["stake"], format_amount(terms.stake)])
        if terms.cap is not None:
            w.writerow([words["cap"], format_amount(terms.cap)])
        amounts = [format_amount(b) for b in money.balances]
        w.writerow([words["money"], "", "", "", *amounts, *amounts, *blank])
        for t in money.transfers:
            w.writerow([words["pays"], names[t.payer],
                        words["pot"] if t.payee is None else names[t.payee],
                        format_amount(t.amount)])
    return out.getvalue()
