"""The reviews' store: one row per reviewed game (its summary) and one per (game, category), in
SQLite beside the drills in the user data folder; a player's profile by category and the trend
of the reviewed games read back from it. Built on ``store/sqlite_file.py`` like the drills.

A game is found by its key (``game_key``: a hash of the seat and the log's events), so the same
game reviewed again replaces its rows. The date is the caller's (the store reads no clock).
Failures are ``ReviewStoreError`` with a code; every value read back is checked (``bad_row``).
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from mahjong_gui.engine import events as ev
from mahjong_gui.paths import user_data_dir
from mahjong_gui.review.explain import Category
from mahjong_gui.review.review import JudgedDecision, Summary
from mahjong_gui.store.sqlite_file import (
    StoreError,
    StoreFile,
    is_int,
)

SCHEMA_VERSION = 1
BUSY_TIMEOUT = 5.0
TREND_GAMES = 20  # the games the trend shows by default

# MIGRATIONS[n] takes a database from user_version n to n + 1.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game_key TEXT NOT NULL UNIQUE,
        day TEXT NOT NULL,
        profile TEXT NOT NULL,
        seat INTEGER NOT NULL,
        decisions INTEGER NOT NULL,
        agreement REAL NOT NULL,
        mistakes_per_100 REAL NOT NULL,
        loss_total REAL NOT NULL
    );
    CREATE INDEX games_day ON games (profile, day);
    CREATE TABLE categories (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        category TEXT NOT NULL,
        decisions INTEGER NOT NULL,
        mistakes INTEGER NOT NULL,
        loss REAL NOT NULL,
        PRIMARY KEY (game_id, category)
    );
    """,
)

_MAX_ID = 2**63 - 1
_MAX_COUNT = 1_000_000  # decisions in one game: far beyond any real game
_MAX_LOSS = 1e12  # a loss may be below 0: the paired futures' mean of a near tie
_CATEGORIES = tuple(c.value for c in Category)


class ReviewStoreError(StoreError):
    """A refused read or write. Codes: ``cannot_open``, ``cannot_write``, ``busy``,
    ``corrupt``, ``not_a_review_store``, ``newer_schema``, ``bad_row`` (a stored row that
    cannot be read), ``bad_game`` (a game the store cannot keep)."""


@dataclass(frozen=True, slots=True)
class CategoryTotals:
    """Decisions, mistakes and the loss (the profile's points) of one category."""

    category: str
    decisions: int
    mistakes: int
    loss: float

    @property
    def mistakes_per_100(self) -> float:
        return 100.0 * self.mistakes / self.decisions if self.decisions else 0.0

    @property
    def loss_per_decision(self) -> float:
        return self.loss / self.decisions if self.decisions else 0.0


@dataclass(frozen=True, slots=True)
class GameReview:
    """One reviewed game's row."""

    game_key: str
    day: date
    profile: str
    seat: int
    decisions: int
    agreement: float
    mistakes_per_100: float
    loss_total: float

    @property
    def loss_per_decision(self) -> float:
        return self.loss_total / self.decisions if self.decisions else 0.0


def default_path() -> Path:
    return user_data_dir() / "reviews.sqlite3"


def game_key(events: Sequence[ev.Event], seat: int) -> str:
    """The key of one seat's review of a log: a hash of the seat and the events."""
    h = hashlib.sha256(f"seat {seat}\n".encode())
    for e in events:
        h.update(ev.to_json(e).encode())
        h.update(b"\n")
    return h.hexdigest()


def by_category(decisions: Sequence[JudgedDecision]) -> dict[str, CategoryTotals]:
    """The judged decisions' totals per category (in the categories' order)."""
    out: dict[str, CategoryTotals] = {}
    for c in _CATEGORIES:
        ds = [d for d in decisions if d.category.value == c]
        if ds:
            out[c] = CategoryTotals(c, len(ds), sum(d.mistake for d in ds),
                                    sum(d.loss for d in ds))
    return out


def _is_real(v: Any, low: float, high: float) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) \
        and low <= v <= high


def _is_text(v: Any, limit: int) -> bool:
    return isinstance(v, str) and 0 < len(v) <= limit


class ReviewStore(StoreFile):
    """One reviews file; ``ReviewStore(":memory:")`` keeps it in memory (tests)."""

    SCHEMA_VERSION = SCHEMA_VERSION
    MIGRATIONS = MIGRATIONS
    NOT_OURS = "not_a_review_store"

    ERROR = ReviewStoreError
    WHAT = "the reviews"

    @staticmethod
    def default_path() -> Path:
        return default_path()

    # -- writing -----------------------------------------------------------------------------

    def record(self, key: str, when: date, profile: str, seat: int, summary: Summary,
               categories: Mapping[str, CategoryTotals]) -> None:
        """Keep one reviewed game (its summary and its totals per category), replacing the
        rows of the same ``key``, in one transaction."""
        ok = (_is_text(key, 200) and isinstance(when, date) and _is_text(profile, 40)
              and is_int(seat, 0, 3) and is_int(summary.decisions, 1, _MAX_COUNT)
              and _is_real(summary.agreement, 0.0, 1.0)
              and _is_real(summary.mistakes_per_100, 0.0, 100.0)
              and _is_real(summary.loss_total, -_MAX_LOSS, _MAX_LOSS))
        cats = list(categories.values())
        ok = ok and all(c.category in _CATEGORIES and is_int(c.decisions, 1, _MAX_COUNT)
                        and is_int(c.mistakes, 0, c.decisions)
                        and _is_real(c.loss, -_MAX_LOSS, _MAX_LOSS) for c in cats)
        ok = ok and sum(c.decisions for c in cats) == summary.decisions \
            and len({c.category for c in cats}) == len(cats)
        if not ok:
            raise ReviewStoreError("bad_game", "the review cannot be kept: its numbers do not "
                                   "add up")
        with self._transaction() as db:
            db.execute("DELETE FROM games WHERE game_key = ?", (key,))
            cur = db.execute(
                "INSERT INTO games (game_key, day, profile, seat, decisions, agreement, "
                "mistakes_per_100, loss_total) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (key, when.isoformat(), profile, seat, summary.decisions,
                 float(summary.agreement), float(summary.mistakes_per_100),
                 float(summary.loss_total)))
            gid = int(cur.lastrowid or 0)
            db.executemany("INSERT INTO categories (game_id, category, decisions, mistakes, "
                           "loss) VALUES (?, ?, ?, ?, ?)",
                           [(gid, c.category, c.decisions, c.mistakes, float(c.loss))
                            for c in cats])

    # -- reading -----------------------------------------------------------------------------

    @staticmethod
    def _game_row(row: Sequence[Any]) -> GameReview:
        gid, key, day, profile, seat, decisions, agreement, per_100, loss = row
        ok = (is_int(gid, 1, _MAX_ID) and _is_text(key, 200) and _is_text(day, 10)
              and _is_text(profile, 40) and is_int(seat, 0, 3)
              and is_int(decisions, 1, _MAX_COUNT) and _is_real(agreement, 0.0, 1.0)
              and _is_real(per_100, 0.0, 100.0) and _is_real(loss, -_MAX_LOSS, _MAX_LOSS))
        when = None
        if ok:
            try:
                when = date.fromisoformat(day)
            except ValueError:
                ok = False
        if not ok or when is None:
            raise ReviewStoreError("bad_row", f"the reviewed game {gid!r} cannot be read")
        return GameReview(key, when, profile, seat, decisions, float(agreement),
                          float(per_100), float(loss))

    def games(self, profile_id: str | None = None) -> list[GameReview]:
        """Every reviewed game (of one rules profile, or all) in date order, the oldest
        first (games of one day in the order they were kept)."""
        where, params = ("WHERE profile = ?", (profile_id,)) if profile_id is not None \
            else ("", ())
        with self._read() as db:
            rows = [] if db is None else db.execute(
                "SELECT id, game_key, day, profile, seat, decisions, agreement, "
                f"mistakes_per_100, loss_total FROM games {where} ORDER BY day, id",
                params).fetchall()
        return [self._game_row(r) for r in rows]

    def trend(self, profile_id: str | None = None, last: int = TREND_GAMES) -> list[GameReview]:
        """The last ``last`` reviewed games, in date order (the oldest of them first)."""
        if not is_int(last, 1, _MAX_COUNT):
            raise ReviewStoreError("bad_game", f"the trend shows 1 game or more, not {last!r}")
        return self.games(profile_id)[-last:]

    def profile(self, profile_id: str | None = None) -> dict[str, CategoryTotals]:
        """The totals per category over every reviewed game (of one rules profile, or all),
        in the categories' order."""
        where, params = ("WHERE g.profile = ?", (profile_id,)) if profile_id is not None \
            else ("", ())
        with self._read() as db:
            rows = [] if db is None else db.execute(
                "SELECT c.game_id, c.category, c.decisions, c.mistakes, c.loss FROM categories c "
                f"JOIN games g ON g.id = c.game_id {where} ORDER BY c.game_id, c.category",
                params).fetchall()
        totals: dict[str, tuple[int, int, float]] = {}
        for gid, category, decisions, mistakes, loss in rows:
            if not (is_int(gid, 1, _MAX_ID) and category in _CATEGORIES
                    and is_int(decisions, 1, _MAX_COUNT) and is_int(mistakes, 0, decisions)
                    and _is_real(loss, -_MAX_LOSS, _MAX_LOSS)):
                raise ReviewStoreError("bad_row", f"the reviewed game {gid!r}'s categories "
                                       "cannot be read")
            n, m, x = totals.get(category, (0, 0, 0.0))
            totals[category] = (n + decisions, m + mistakes, x + float(loss))
        return {c: CategoryTotals(c, *totals[c]) for c in _CATEGORIES if c in totals}
