"""The scorebook: club sessions and their hands in SQLite (stdlib ``sqlite3``).

A session is a ledger document (README "ledger": rules, options, players, first dealer) whose
hands are stored one row each as their events in JSON. Every write is one transaction and is
refused (``ScorebookError`` with the engine's code and JSON path) unless the whole session still
settles, so the database never holds a session the engine cannot score. The schema version lives
in ``PRAGMA user_version``; ``MIGRATIONS`` brings older files up to date.
"""

from __future__ import annotations

import csv
import io
import json
import os
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import platformdirs

from mahjong_gui.engine.ledger import (
    LedgerInputError,
    PlayerStats,
    Session,
    SessionResult,
    player_stats,
    read_session,
    settle_session,
)
from mahjong_gui.engine.rules import PROFILES, OptionError, get_profile

DATA_DIR_ENV = "MAHJONG_GUI_DATA_DIR"
SCHEMA_VERSION = 2

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
)


class ScorebookError(Exception):
    """A refused read or write: ``code`` is an id (the engine's ledger codes, ``no_session``,
    ``no_hand``, ``newer_schema``, ``not_a_scorebook``), ``path`` the JSON path at fault."""

    def __init__(self, code: str, message: str, path: str = "",
                 detail: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.path = path
        self.detail = detail  # the engine's reason for not_a_win


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


class Scorebook:
    """One scorebook file. ``Scorebook(":memory:")`` keeps it in memory (tests)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = str(path)
        try:
            if self.path != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, isolation_level=None)
        except (OSError, sqlite3.Error) as err:
            raise ScorebookError("cannot_open", f"cannot open {self.path}: {err}") from None
        try:
            self._db.execute("PRAGMA foreign_keys = ON")
            self._migrate()
        except sqlite3.DatabaseError as err:
            self._db.close()
            raise ScorebookError("not_a_scorebook", f"{self.path}: {err}") from None
        except BaseException:
            self._db.close()
            raise

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Scorebook:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self._db
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def _migrate(self) -> None:
        version = int(self._db.execute("PRAGMA user_version").fetchone()[0])
        if version > SCHEMA_VERSION:
            raise ScorebookError("newer_schema", f"{self.path} was written by a newer version "
                                 f"(schema {version}; this one reads up to {SCHEMA_VERSION})")
        if version == 0 and self._db.execute(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table'").fetchone()[0]:
            raise ScorebookError("not_a_scorebook", f"{self.path} is another program's database")
        for step in range(version, SCHEMA_VERSION):
            with self._transaction() as db:
                for statement in MIGRATIONS[step].split(";"):
                    if statement.strip():
                        db.execute(statement)
                db.execute(f"PRAGMA user_version = {step + 1}")

    # -- reading ----------------------------------------------------------------------------

    def _info(self, row: Sequence[Any]) -> SessionInfo:
        players = json.loads(row[4])
        return SessionInfo(id=row[0], name=row[1], rules=row[2], options=json.loads(row[3]),
                           players=(players[0], players[1], players[2], players[3]),
                           dealer=row[5], created=row[6], updated=row[7], hands=row[8],
                           prevailing=row[9])

    _SELECT = ("SELECT s.id, s.name, s.rules, s.options, s.players, s.dealer, s.created, "
               "s.updated, (SELECT count(*) FROM hands h WHERE h.session_id = s.id), "
               "s.prevailing FROM sessions s")

    def sessions(self) -> list[SessionInfo]:
        """Every session, the most recently changed first."""
        rows = self._db.execute(f"{self._SELECT} ORDER BY s.updated DESC, s.id DESC")
        return [self._info(r) for r in rows]

    def session(self, session_id: int) -> SessionInfo:
        row = self._db.execute(f"{self._SELECT} WHERE s.id = ?", (session_id,)).fetchone()
        if row is None:
            raise ScorebookError("no_session", f"there is no session {session_id}")
        return self._info(row)

    def hands(self, session_id: int) -> list[list[dict[str, Any]]]:
        """Each hand's events, in order."""
        return [h["events"] for h in self._hand_rows(session_id)]

    def notes(self, session_id: int) -> list[str]:
        return [h.get("note", "") for h in self._hand_rows(session_id)]

    def _hand_rows(self, session_id: int, recorded: bool = False) -> list[dict[str, Any]]:
        """Each hand as in the ledger format (``recorded``: with its timestamp too)."""
        self.session(session_id)
        rows = self._db.execute("SELECT events, note, recorded FROM hands WHERE session_id = ? "
                                "ORDER BY position", (session_id,))
        out = []
        for events, note, when in rows:
            hand: dict[str, Any] = {"events": json.loads(events)}
            if note:
                hand["note"] = note
            if recorded:
                hand["recorded"] = when
            out.append(hand)
        return out

    def document(self, session_id: int) -> dict[str, Any]:
        """The session in the ledger format (what ``ledger`` reads and ``import_document``
        takes back), with its name."""
        info = self.session(session_id)
        doc: dict[str, Any] = {"rules": info.rules, "players": list(info.players),
                               "dealer": info.dealer}
        if info.options:
            doc["options"] = dict(info.options)
        if has_prevailing_wind(info.rules):
            doc["prevailing"] = info.prevailing
        doc["hands"] = self._hand_rows(session_id)
        doc["name"] = info.name
        return doc

    def read(self, session_id: int) -> Session:
        """The stored session read by the engine (the ledger it is kept as)."""
        doc = self.document(session_id)
        doc.pop("name")
        try:
            return read_session(doc)
        except LedgerInputError as err:
            raise ScorebookError(err.code, str(err), err.path, err.detail) from None

    def result(self, session_id: int) -> SessionResult:
        return _check_document(self.document(session_id))

    def stats(self, session_id: int) -> tuple[PlayerStats, ...]:
        """Each seat's record over the session (``ledger.player_stats``)."""
        session = self.read(session_id)
        return player_stats(session, settle_session(session))

    # -- writing ----------------------------------------------------------------------------

    def create_session(self, name: str, rules: str, players: Sequence[str], dealer: int = 0,
                       options: Mapping[str, str] | None = None, prevailing: int = 1) -> int:
        """A new session under ``rules`` (any of the six profiles); ``prevailing`` is a Hong
        Kong session's wind at its first hand."""
        with self._transaction() as db:
            return self._insert_session(db, name, rules, players, dealer, options, prevailing)

    @staticmethod
    def _insert_session(db: sqlite3.Connection, name: str, rules: str, players: Sequence[str],
                        dealer: int, options: Mapping[str, str] | None,
                        prevailing: int = 1) -> int:
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
        cur = db.execute("INSERT INTO sessions (name, rules, options, players, dealer, "
                         "created, updated, prevailing) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                         (name.strip() or rules, rules, json.dumps(opts),
                          json.dumps(list(players), ensure_ascii=False), dealer, now, now,
                          prevailing if winds else 1))
        assert cur.lastrowid is not None
        return cur.lastrowid

    def update_session(self, session_id: int, *, name: str | None = None,
                       players: Sequence[str] | None = None) -> None:
        info = self.session(session_id)
        new_players = list(players) if players is not None else list(info.players)
        if len(new_players) != 4 or not all(isinstance(p, str) for p in new_players):
            raise ScorebookError("bad_ledger", "a session has four player names", "players")
        with self._transaction() as db:
            db.execute("UPDATE sessions SET name = ?, players = ?, updated = ? WHERE id = ?",
                       ((name if name is not None else info.name).strip() or info.rules,
                        json.dumps(new_players, ensure_ascii=False), _now(), session_id))

    def delete_session(self, session_id: int) -> None:
        self.session(session_id)
        with self._transaction() as db:
            db.execute("DELETE FROM sessions WHERE id = ?", (session_id,))

    def check_hands(self, session_id: int, hands: Sequence[Sequence[Mapping[str, Any]]]
                    ) -> SessionResult:
        """Settle the session as if its hands were ``hands`` (nothing is written)."""
        doc = self.document(session_id)
        doc.pop("name")
        doc["hands"] = [{"events": [dict(e) for e in h]} for h in hands]
        return _check_document(doc)

    def _write_hands(self, session_id: int, hands: list[dict[str, Any]]) -> None:
        with self._transaction() as db:
            self._insert_hands(db, session_id, hands)

    @staticmethod
    def _insert_hands(db: sqlite3.Connection, session_id: int,
                      hands: list[dict[str, Any]]) -> None:
        """Replace a session's hands; each keeps its ``recorded`` time (new ones: now)."""
        now = _now()
        for i, hand in enumerate(hands):
            if not isinstance(hand.get("note", ""), str):
                raise ScorebookError("bad_ledger", "a hand's note is text", f"hands[{i}].note")
        db.execute("DELETE FROM hands WHERE session_id = ?", (session_id,))
        for pos, hand in enumerate(hands):
            db.execute("INSERT INTO hands (session_id, position, events, note, recorded) "
                       "VALUES (?, ?, ?, ?, ?)",
                       (session_id, pos, json.dumps(hand["events"], ensure_ascii=False),
                        hand.get("note", ""), hand.get("recorded") or now))
        db.execute("UPDATE sessions SET updated = ? WHERE id = ?", (now, session_id))

    def _set_hands(self, session_id: int, hands: list[dict[str, Any]]) -> SessionResult:
        result = self.check_hands(session_id, [h["events"] for h in hands])
        self._write_hands(session_id, hands)
        return result

    def add_hand(self, session_id: int, events: Sequence[Mapping[str, Any]],
                 note: str = "") -> int:
        """Append a hand; returns its index. Refused unless the session still settles."""
        hands = self._hand_rows(session_id, recorded=True)
        hands.append({"events": [dict(e) for e in events], "note": note})
        self._set_hands(session_id, hands)
        return len(hands) - 1

    def replace_hand(self, session_id: int, index: int, events: Sequence[Mapping[str, Any]],
                     note: str | None = None) -> None:
        hands = self._hand_rows(session_id, recorded=True)
        if not 0 <= index < len(hands):
            raise ScorebookError("no_hand", f"session {session_id} has no hand {index + 1}")
        hands[index] = {"events": [dict(e) for e in events],
                        "note": hands[index].get("note", "") if note is None else note,
                        "recorded": hands[index]["recorded"]}
        self._set_hands(session_id, hands)

    def delete_hand(self, session_id: int, index: int) -> None:
        """Remove one hand; the hands after it move up (their dealers follow from the rules)."""
        hands = self._hand_rows(session_id, recorded=True)
        if not 0 <= index < len(hands):
            raise ScorebookError("no_hand", f"session {session_id} has no hand {index + 1}")
        del hands[index]
        self._set_hands(session_id, hands)

    def import_document(self, doc: Mapping[str, Any], name: str | None = None) -> int:
        """Store a ledger document as a new session (checked whole first)."""
        if not isinstance(doc, Mapping):
            raise ScorebookError("bad_ledger", "the ledger is a JSON object")
        body = {k: v for k, v in doc.items() if k != "name"}
        _check_document(body)
        title = name or (doc.get("name") if isinstance(doc.get("name"), str) else None)
        opts = body.get("options") or {}
        with self._transaction() as db:  # the session and its hands, or nothing
            session_id = self._insert_session(db, title or str(body["rules"]), body["rules"],
                                              body.get("players", ["0", "1", "2", "3"]),
                                              body.get("dealer", 0), opts,
                                              body.get("prevailing", 1))
            self._insert_hands(db, session_id, [
                {"events": h["events"], "note": h.get("note", "")} for h in body["hands"]])
        return session_id


def club_stats(book: Scorebook, rules: str) -> dict[str, PlayerStats]:
    """Every player's record over all the sessions played under ``rules``, by name."""
    out: dict[str, PlayerStats] = {}
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


def export_csv(book: Scorebook, session_id: int) -> str:
    """One row per hand (dealer, winners, note, each player's delta and running total), then a
    totals row; majsoul adds the points held, competition the rank points."""
    info = book.session(session_id)
    result = book.result(session_id)
    notes = book.notes(session_id)
    names = list(info.players)
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["hand", "dealer", "winners", "note", *names, *(f"total {n}" for n in names)])
    running = [0, 0, 0, 0]
    for i, hand in enumerate(result.hands):
        running = [running[s] + hand.deltas[s] for s in range(4)]
        w.writerow([i + 1, names[hand.dealer], " ".join(names[s] for s in hand.winners),
                    notes[i], *hand.deltas, *running])
    w.writerow(["total", "", "", "", *result.totals, *result.totals])
    if result.points is not None:
        w.writerow(["points", "", "", "", *result.points, *result.points])
    if result.rank_points is not None:
        w.writerow(["rank points", "", "", "", *result.rank_points, *result.rank_points])
    return out.getvalue()
