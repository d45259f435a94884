"""The club's roster: the players' names kept across sessions (schema 4, table ``players``).
A session's players join it when the session is created or renamed."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import Any

from mahjong_gui.store.scorebook.sessions import MAX_NAME


def roster_name(name: Any) -> str | None:
    """A name fit for the roster (stripped text of 1 to MAX_NAME characters), else None."""
    if not isinstance(name, str):
        return None
    name = name.strip()
    return name if 0 < len(name) <= MAX_NAME else None


def join_roster(db: sqlite3.Connection, names: Sequence[Any], when: str) -> None:
    for raw in names:
        name = roster_name(raw)
        if name is None:
            continue
        db.execute("INSERT INTO players (name, added, last_played) VALUES (?, ?, ?) "
                   "ON CONFLICT(name) DO UPDATE SET last_played = max(last_played, "
                   "excluded.last_played)", (name, when, when))


def fill_roster(db: sqlite3.Connection, now: str) -> None:
    """Migration 4: every name of every session kept before it joins the roster (a damaged
    row adds nothing)."""
    for created, players in db.execute(
            "SELECT created, players FROM sessions ORDER BY id").fetchall():
        try:
            names = json.loads(players)
        except (TypeError, ValueError, RecursionError):
            continue
        if isinstance(names, list):
            join_roster(db, names, created if isinstance(created, str) else now)


def roster(db: sqlite3.Connection) -> list[str]:
    """Every name kept, the most recently played first, then by name."""
    rows = db.execute("SELECT name FROM players ORDER BY last_played DESC, "
                      "name COLLATE NOCASE").fetchall()
    return [r[0] for r in rows if isinstance(r[0], str)]
