"""The scorebook file's schema: its version (``PRAGMA user_version``) and the migrations that
bring an older file up to date, each in the write transaction that opens it."""

from __future__ import annotations

import json
import sqlite3

from mahjong_gui.store.scorebook.history import SCHEMA as HISTORY_SCHEMA
from mahjong_gui.store.scorebook.roster import fill_roster
from mahjong_gui.store.scorebook.sessions import digest, now
from mahjong_gui.store.scorebook.settled import TRIGGERS

SCHEMA_VERSION = 9
BUSY_TIMEOUT = 5.0  # seconds a read or write waits for another program's lock before ``busy``
SQLITE_HEADER = b"SQLite format 3\x00"

# MIGRATIONS[n] takes a database from user_version n to n + 1 (``migrated`` adds what cannot
# be written as plain statements: filled columns, triggers).
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
    # import of a session already kept; older rows get theirs in fill_digests
    """
    ALTER TABLE sessions ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE sessions ADD COLUMN digest TEXT;
    CREATE INDEX sessions_digest ON sessions (digest);
    """,
    # 4: the club's roster, names kept across sessions (a session's players join it when the
    # session is created or renamed; older files get the names of every session they hold,
    # in fill_roster)
    """
    CREATE TABLE players (
        name TEXT PRIMARY KEY,
        added TEXT NOT NULL,
        last_played TEXT NOT NULL DEFAULT ''
    );
    """,
    # 5: each session's statistics as the engine settled them (a cache, replaced in 7)
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
    # 7: each hand's settled row and each session's totals (store/scorebook/settled.py), for
    # the engine's SETTLEMENT_VERSION: a session opens by reading them, and only a hand whose
    # entries changed (or another engine's) is settled again. Filled by every write in its
    # transaction and by the first reading of a session kept before; the schema-5 cache goes.
    # The digests become those of settled.py's form: the old ones are cleared (an import
    # makes the missing ones), and every session's hands are numbered 0, 1, 2 ...
    """
    DROP TABLE settled;
    CREATE TABLE hand_settled (
        session_id INTEGER NOT NULL,
        position INTEGER NOT NULL,
        engine INTEGER NOT NULL,
        head INTEGER NOT NULL,
        points TEXT,
        next_points TEXT,
        d0 INTEGER NOT NULL, d1 INTEGER NOT NULL, d2 INTEGER NOT NULL, d3 INTEGER NOT NULL,
        lo0 INTEGER NOT NULL, lo1 INTEGER NOT NULL, lo2 INTEGER NOT NULL, lo3 INTEGER NOT NULL,
        hi0 INTEGER NOT NULL, hi1 INTEGER NOT NULL, hi2 INTEGER NOT NULL, hi3 INTEGER NOT NULL,
        digest TEXT NOT NULL,
        payload TEXT NOT NULL,
        wins0 INTEGER NOT NULL, wins1 INTEGER NOT NULL, wins2 INTEGER NOT NULL,
        wins3 INTEGER NOT NULL,
        self_draws0 INTEGER NOT NULL, self_draws1 INTEGER NOT NULL,
        self_draws2 INTEGER NOT NULL, self_draws3 INTEGER NOT NULL,
        deal_ins0 INTEGER NOT NULL, deal_ins1 INTEGER NOT NULL, deal_ins2 INTEGER NOT NULL,
        deal_ins3 INTEGER NOT NULL,
        kongs0 INTEGER NOT NULL, kongs1 INTEGER NOT NULL, kongs2 INTEGER NOT NULL,
        kongs3 INTEGER NOT NULL,
        ready0 INTEGER NOT NULL, ready1 INTEGER NOT NULL, ready2 INTEGER NOT NULL,
        ready3 INTEGER NOT NULL,
        not_ready0 INTEGER NOT NULL, not_ready1 INTEGER NOT NULL, not_ready2 INTEGER NOT NULL,
        not_ready3 INTEGER NOT NULL,
        pigs0 INTEGER NOT NULL, pigs1 INTEGER NOT NULL, pigs2 INTEGER NOT NULL,
        pigs3 INTEGER NOT NULL,
        biggest_win0 INTEGER NOT NULL, biggest_win1 INTEGER NOT NULL,
        biggest_win2 INTEGER NOT NULL, biggest_win3 INTEGER NOT NULL,
        PRIMARY KEY (session_id, position)
    );
    CREATE TABLE session_settled (
        session_id INTEGER PRIMARY KEY,
        engine INTEGER NOT NULL,
        version INTEGER NOT NULL,
        hands INTEGER NOT NULL,
        payload TEXT NOT NULL
    );
    UPDATE sessions SET digest = NULL;
    """,
    # 8: each session's history (store/scorebook/history.py: who changed what, when, before
    # and after; the undo stack is rebuilt from it), and where an imported session came from:
    # ``origin`` the digest of the content imported (kept when the session changes later),
    # ``copy_of`` the session it repeats when it was imported as a marked copy (counted once
    # in the club's statistics). Sessions kept before have no history yet.
    HISTORY_SCHEMA + """
    ALTER TABLE sessions ADD COLUMN origin TEXT;
    ALTER TABLE sessions ADD COLUMN copy_of INTEGER;
    CREATE INDEX sessions_origin ON sessions (origin);
    """,
    # 9: seat changes between games: a session's earlier seatings, oldest first, as JSON
    # ``[[until, [four names]], ...]`` (the names of the hands before index ``until``);
    # ``players`` stays the current seating. Sessions kept before have none.
    """
    ALTER TABLE sessions ADD COLUMN seatings TEXT NOT NULL DEFAULT '[]';
    """,
)


def migrated(db: sqlite3.Connection, version: int) -> None:
    """What a migration to ``version`` adds besides its statements."""
    if version == 3:
        fill_digests(db)
    if version == 4:
        fill_roster(db, now())
    if version == 7:
        number_hands(db)
        for trigger in TRIGGERS:
            db.execute(trigger)


def fill_digests(db: sqlite3.Connection) -> None:
    """Migration 3: the digest of every session kept before it (a damaged one keeps none)."""
    for sid, rules, options, players, dealer, prevailing in db.execute(
            "SELECT id, rules, options, players, dealer, prevailing FROM sessions").fetchall():
        try:
            events = [json.loads(e) for (e,) in db.execute(
                "SELECT events FROM hands WHERE session_id = ? ORDER BY position", (sid,))]
            made = digest(rules, json.loads(options), json.loads(players), dealer,
                          prevailing, events)
        except (TypeError, ValueError, AttributeError, RecursionError):
            continue
        db.execute("UPDATE sessions SET digest = ? WHERE id = ?", (made, sid))


def number_hands(db: sqlite3.Connection) -> None:
    """Migration 7: every session's hands at positions 0, 1, 2 ... in their order (a settled
    row is kept per position; the writes keep them so)."""
    rows = db.execute("SELECT session_id, position FROM hands "
                      "ORDER BY session_id, position").fetchall()
    wanted: dict[tuple[int, int], int] = {}
    counts: dict[int, int] = {}
    for sid, position in rows:
        index = counts.get(sid, 0)
        counts[sid] = index + 1
        if position != index:
            wanted[(sid, position)] = index
    if not wanted:
        return
    for (sid, position), index in wanted.items():  # out of the way first: no two collide
        db.execute("UPDATE hands SET position = ? WHERE session_id = ? AND position = ?",
                   (-1 - index, sid, position))
    db.execute("UPDATE hands SET position = -1 - position WHERE position < 0")
