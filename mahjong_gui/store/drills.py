"""The drills' store: decks, cards (each an ``fsrs`` card as JSON), the review log and every
answer given, in SQLite (stdlib ``sqlite3``) beside the scorebook in the user data folder.

A deck is a (kind, profile, level), or a profile's "your mistakes" (kind ``mistakes``, level
0). A card names one concrete question: a drill made from a seed (``origin`` "seed": kind,
rules, seed, level; it is made again when shown), a decision of a played hand (``origin``
"play": its question kept as JSON, its answer recomputed by the engine) or a mistake the
review found (``origin`` "review": its question and the review's answer kept as JSON).

Like the scorebook (``store/scorebook.py``): the schema version lives in ``PRAGMA
user_version`` and ``MIGRATIONS`` brings older files up; a newer file is refused
(``newer_schema``), another program's database too (``not_a_drill_store``); opening creates
nothing, the first write creates the file; every write is one ``BEGIN IMMEDIATE``
transaction; every row read is type-checked (``bad_row``). Failures are ``DrillStoreError``
with a code, never an ``sqlite3`` traceback. Time comes from the caller (``now``).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from fsrs import Card, Rating

from mahjong_gui.drills import generate, kinds_for
from mahjong_gui.drills.answers import discard_answer
from mahjong_gui.drills.generate import MAX_RULES, profile_for
from mahjong_gui.drills.grading import Grade
from mahjong_gui.drills.model import (
    LEVELS,
    DecisionQuestion,
    Drill,
    DrillError,
    HandQuestion,
    Kind,
    ReviewAnswer,
    hand_question_from_json,
    review_drill_from_json,
)
from mahjong_gui.drills.schedule import NEW_PER_DAY, new_card, review
from mahjong_gui.paths import user_data_dir
from mahjong_gui.store.sqlite_file import (
    StoreError,
    StoreFile,
    is_int,
)

SCHEMA_VERSION = 2
BUSY_TIMEOUT = 5.0
MISTAKES = "mistakes"

# MIGRATIONS[n] takes a database from user_version n to n + 1.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE decks (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        rules TEXT NOT NULL,
        level INTEGER NOT NULL,
        UNIQUE (kind, rules, level)
    );
    CREATE TABLE cards (
        id INTEGER PRIMARY KEY,
        deck_id INTEGER NOT NULL REFERENCES decks(id) ON DELETE CASCADE,
        origin TEXT NOT NULL,
        kind TEXT NOT NULL,
        rules TEXT NOT NULL,
        seed INTEGER NOT NULL,
        level INTEGER NOT NULL,
        question TEXT NOT NULL DEFAULT '',
        fsrs TEXT NOT NULL,
        due TEXT NOT NULL,
        reviews INTEGER NOT NULL DEFAULT 0,
        created TEXT NOT NULL,
        UNIQUE (deck_id, origin, kind, rules, seed, level)
    );
    CREATE INDEX cards_due ON cards (due);
    CREATE TABLE reviews (
        id INTEGER PRIMARY KEY,
        card_id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
        rating INTEGER NOT NULL,
        reviewed TEXT NOT NULL,
        due TEXT NOT NULL
    );
    CREATE TABLE answers (
        id INTEGER PRIMARY KEY,
        card_id INTEGER REFERENCES cards(id) ON DELETE SET NULL,
        kind TEXT NOT NULL,
        rules TEXT NOT NULL,
        level INTEGER NOT NULL,
        right INTEGER NOT NULL,
        answered TEXT NOT NULL
    );
    """,
    # 2: cards of the review (origin "review"); the older rule's cards of a hand are found by
    # the hand's seed when the review's replace them. An older program refuses the file
    # (newer_schema) rather than meeting an origin it cannot read.
    """
    CREATE INDEX cards_origin_seed ON cards (origin, seed);
    """,
)

_MAX_SEED = 2**63 - 1


class DrillStoreError(StoreError):
    """A refused read or write. Codes: ``cannot_open``, ``cannot_write``, ``busy``,
    ``corrupt``, ``not_a_drill_store``, ``newer_schema``, ``bad_row`` (a stored row that
    cannot be read), ``no_card``, ``no_deck``, ``bad_drill`` (a drill the store cannot keep)."""


@dataclass(frozen=True, slots=True)
class DeckInfo:
    id: int
    kind: str  # a drill kind, or "mistakes"
    rules: str
    level: int  # 0 for "mistakes"


@dataclass(frozen=True, slots=True)
class CardInfo:
    """One stored card: the question it names, its fsrs state and how often it was seen."""

    id: int
    deck: DeckInfo
    origin: str
    kind: str
    rules: str
    seed: int
    level: int
    question: str  # JSON of a drill from play; empty for a drill made from its seed
    fsrs: Card
    reviews: int

    @property
    def due(self) -> datetime:
        return self.fsrs.due


@dataclass(frozen=True, slots=True)
class Stats:
    """The learner's record: the current streak of right answers, right/total per kind, and
    right/total per UTC day (oldest first: the progress chart)."""

    streak: int
    by_kind: dict[str, tuple[int, int]]
    days: tuple[tuple[str, int, int], ...]


def default_path() -> Path:
    return user_data_dir() / "drills.sqlite3"


def _iso(t: datetime) -> str:
    if t.tzinfo is None:
        raise DrillStoreError("bad_drill", "times are timezone-aware")
    return t.astimezone(timezone.utc).isoformat()


def _day_start(now: datetime) -> datetime:
    n = now.astimezone(timezone.utc)
    return datetime(n.year, n.month, n.day, tzinfo=timezone.utc)


def _is_text(v: Any, limit: int = 100_000) -> bool:
    return isinstance(v, str) and len(v) <= limit


class DrillStore(StoreFile):
    """One drills file; ``DrillStore(":memory:")`` keeps it in memory (tests). Opening an
    empty SQLite file gives it the drills' schema."""

    SCHEMA_VERSION = SCHEMA_VERSION
    MIGRATIONS = MIGRATIONS
    NOT_OURS = "not_a_drill_store"

    ERROR = DrillStoreError
    WHAT = "the drills"

    @staticmethod
    def default_path() -> Path:
        return default_path()

    # -- reading rows ------------------------------------------------------------------------

    @staticmethod
    def _deck_row(row: Sequence[Any]) -> DeckInfo:
        did, kind, rules, level = row
        if not (is_int(did, 1, _MAX_SEED) and _is_text(kind, 40)
                and _is_text(rules, MAX_RULES)
                and is_int(level, 0, len(LEVELS))):
            raise DrillStoreError("bad_row", f"the drills' deck {did!r} cannot be read")
        return DeckInfo(did, kind, rules, level)

    _CARD_COLUMNS = ("c.id, c.origin, c.kind, c.rules, c.seed, c.level, c.question, c.fsrs, "
                     "c.reviews, d.id, d.kind, d.rules, d.level")

    def _card_row(self, row: Sequence[Any]) -> CardInfo:
        cid, origin, kind, rules, seed, level, question, card_json, reviews = row[:9]
        deck = self._deck_row(row[9:])
        ok = (is_int(cid, 1, _MAX_SEED) and origin in ("seed", "play", "review")
              and _is_text(kind, 40) and _is_text(rules, MAX_RULES)
              and is_int(seed, 0, _MAX_SEED)
              and is_int(level, 0, 10_000) and _is_text(question)
              and _is_text(card_json, 2000) and is_int(reviews, 0, _MAX_SEED))
        if not ok:
            raise DrillStoreError("bad_row", f"the drills' card {cid!r} cannot be read")
        try:
            card = Card.from_json(card_json)
            if card.due.tzinfo is None:
                raise ValueError("naive due date")
        except (ValueError, TypeError, KeyError, AttributeError):
            raise DrillStoreError("bad_row", f"the drills' card {cid} has a damaged schedule") \
                from None
        return CardInfo(cid, deck, origin, kind, rules, seed, level, question, card, reviews)

    # -- decks and cards ---------------------------------------------------------------------

    @staticmethod
    def _deck_id(db: sqlite3.Connection, kind: str, rules: str, level: int) -> int:
        db.execute("INSERT OR IGNORE INTO decks (kind, rules, level) VALUES (?, ?, ?)",
                   (kind, rules, level))
        row = db.execute("SELECT id FROM decks WHERE kind = ? AND rules = ? AND level = ?",
                         (kind, rules, level)).fetchone()
        return int(row[0])

    @staticmethod
    def _insert_card(db: sqlite3.Connection, deck_id: int, drill: Drill, question: str,
                     now: datetime) -> int:
        key = (deck_id, drill.origin, drill.kind.value, drill.rules, drill.seed, drill.level)
        row = db.execute("SELECT id FROM cards WHERE deck_id = ? AND origin = ? AND kind = ? "
                         "AND rules = ? AND seed = ? AND level = ?", key).fetchone()
        if row is not None:
            return int(row[0])
        cur = db.execute("INSERT INTO cards (deck_id, origin, kind, rules, seed, level, "
                         "question, fsrs, due, created) VALUES (?, ?, ?, ?, ?, ?, ?, '', ?, ?)",
                         (*key, question, _iso(now), _iso(now)))
        cid = int(cur.lastrowid or 0)
        db.execute("UPDATE cards SET fsrs = ? WHERE id = ?", (new_card(cid, now).to_json(), cid))
        return cid

    def add_card(self, drill: Drill, now: datetime) -> int:
        """Keep a drill made from its seed in its deck (kind, profile, level); the card's id
        (the same card when it is there already)."""
        if drill.origin != "seed":
            raise DrillStoreError("bad_drill", "a drill from play goes to the mistakes deck")
        with self._transaction() as db:
            deck = self._deck_id(db, drill.kind.value, drill.rules, drill.level)
            return self._insert_card(db, deck, drill, "", now)

    def add_mistakes(self, drills: Sequence[Drill], now: datetime) -> list[int]:
        """Put discards from play into their profile's "your mistakes" deck, in one
        transaction; the cards' ids."""
        for d in drills:
            if d.kind is not Kind.DISCARD or not isinstance(d.question, HandQuestion):
                raise DrillStoreError("bad_drill", "the mistakes deck holds discard questions")
        with self._transaction() as db:
            out = []
            for d in drills:
                deck = self._deck_id(db, MISTAKES, d.rules, 0)
                q = json.dumps(d.question.to_json(), ensure_ascii=False)
                out.append(self._insert_card(db, deck, d, q, now))
            return out

    def add_reviewed(self, drills: Sequence[Drill], hand_seeds: Sequence[int],
                     now: datetime) -> list[int]:
        """Put the review's mistakes into their profile's "your mistakes" deck and, for the
        hands the review judged whole (``hand_seeds``), take out the older rule's cards of
        those hands never answered yet, in one transaction; the new cards' ids."""
        for d in drills:
            if d.kind is not Kind.DECISION or d.origin != "review" or not isinstance(
                    d.question, DecisionQuestion) or not isinstance(d.answer, ReviewAnswer):
                raise DrillStoreError("bad_drill", "the review's mistakes are decision "
                                      "questions with the review's answer")
        with self._transaction() as db:
            for seed in hand_seeds:
                db.execute("DELETE FROM cards WHERE origin = 'play' AND seed = ? AND reviews = 0 "
                           "AND deck_id IN (SELECT id FROM decks WHERE kind = ?)",
                           (seed, MISTAKES))
            out = []
            for d in drills:
                deck = self._deck_id(db, MISTAKES, d.rules, 0)
                body = d.question.to_json()
                body["answer"] = d.answer.to_json()
                q = json.dumps(body, ensure_ascii=False)
                out.append(self._insert_card(db, deck, d, q, now))
            return out

    def card(self, card_id: int) -> CardInfo:
        with self._read() as db:
            row = None if db is None else db.execute(
                f"SELECT {self._CARD_COLUMNS} FROM cards c JOIN decks d ON d.id = c.deck_id "
                "WHERE c.id = ?", (card_id,)).fetchone()
        if row is None:
            raise DrillStoreError("no_card", f"there is no card {card_id}")
        return self._card_row(row)

    def cards(self) -> list[CardInfo]:
        with self._read() as db:
            if db is None:
                return []
            rows = db.execute(f"SELECT {self._CARD_COLUMNS} FROM cards c JOIN decks d "
                              f"ON d.id = c.deck_id ORDER BY c.id").fetchall()
        return [self._card_row(r) for r in rows]

    def decks(self) -> list[DeckInfo]:
        with self._read() as db:
            rows = [] if db is None else db.execute(
                "SELECT id, kind, rules, level FROM decks ORDER BY id").fetchall()
        return [self._deck_row(r) for r in rows]

    def drill_of(self, card: CardInfo) -> Drill:
        """The card's question with its answer key, from the engine."""
        try:
            if card.origin == "seed":
                return generate(card.kind, card.rules, card.seed, card.level)
            profile = profile_for(card.rules)
            if card.origin == "review":
                return review_drill_from_json(json.loads(card.question), card.rules,
                                              card.seed, card.level)
            q = hand_question_from_json(json.loads(card.question), 14)
            return Drill(Kind.DISCARD, card.rules, card.seed, card.level, q,
                         discard_answer(profile, q), origin="play")
        except (DrillError, ValueError, RecursionError) as err:
            raise DrillStoreError("bad_row", f"the drills' card {card.id} cannot be read: "
                                  f"{getattr(err, 'message', err)}") from None

    # -- answers and reviews -----------------------------------------------------------------

    def record(self, drill: Drill, grade: Grade, now: datetime, card_id: int | None = None,
               rating: Rating | None = None) -> CardInfo | None:
        """Keep one answer; with a card, review it with fsrs (``rating``: what the scheduler
        is told, from ``schedule.rating_for``) and return the card as it now stands."""
        with self._transaction() as db:
            db.execute("INSERT INTO answers (card_id, kind, rules, level, right, answered) "
                       "VALUES (?, ?, ?, ?, ?, ?)", (card_id, drill.kind.value, drill.rules,
                                                     drill.level, int(grade.right), _iso(now)))
            if card_id is None:
                return None
            if rating is None:
                raise DrillStoreError("bad_drill", "a card's review needs its rating")
            row = db.execute(
                f"SELECT {self._CARD_COLUMNS} FROM cards c JOIN decks d ON d.id = c.deck_id "
                "WHERE c.id = ?", (card_id,)).fetchone()
            if row is None:
                raise DrillStoreError("no_card", f"there is no card {card_id}")
            info = self._card_row(row)
            card, _log = review(info.fsrs, rating, now)
            db.execute("UPDATE cards SET fsrs = ?, due = ?, reviews = reviews + 1 WHERE id = ?",
                       (card.to_json(), _iso(card.due), card_id))
            db.execute("INSERT INTO reviews (card_id, rating, reviewed, due) VALUES (?, ?, ?, ?)",
                       (card_id, int(rating), _iso(now), _iso(card.due)))
            return CardInfo(info.id, info.deck, info.origin, info.kind, info.rules, info.seed,
                            info.level, info.question, card, info.reviews + 1)

    def reviews(self, card_id: int) -> list[tuple[int, str, str]]:
        """A card's review log: (rating, when, due after), oldest first."""
        with self._read() as db:
            rows = [] if db is None else db.execute(
                "SELECT rating, reviewed, due FROM reviews WHERE card_id = ? ORDER BY id",
                (card_id,)).fetchall()
        out = []
        for r in rows:
            if not (is_int(r[0], 1, 4) and _is_text(r[1], 60) and _is_text(r[2], 60)):
                raise DrillStoreError("bad_row", f"the drills' review of card {card_id} cannot "
                                      "be read")
            out.append((r[0], r[1], r[2]))
        return out

    # -- today's review ----------------------------------------------------------------------

    def due(self, now: datetime, rules: str | None = None) -> list[CardInfo]:
        """Cards seen before and due by ``now`` (of one profile, or all), soonest first."""
        return sorted((c for c in self.cards() if c.reviews and c.due <= now
                       and (rules is None or c.rules == rules)), key=lambda c: (c.due, c.id))

    def new_today(self, now: datetime, rules: str | None = None) -> int:
        """Cards first answered today (UTC): they count against the day's new cards."""
        start = _iso(_day_start(now))
        with self._read() as db:
            if db is None:
                return 0
            sql = ("SELECT count(*) FROM cards c WHERE (SELECT min(reviewed) FROM reviews r "
                   "WHERE r.card_id = c.id) >= ?")
            params: tuple[Any, ...] = (start,)
            if rules is not None:
                sql += " AND c.rules = ?"
                params += (rules,)
            n = db.execute(sql, params).fetchone()[0]
        return int(n) if is_int(n, 0, _MAX_SEED) else 0

    def todays_review(self, now: datetime, rules: str, new_per_day: int = NEW_PER_DAY,
                      level: int = 1) -> list[CardInfo]:
        """Today's review for one profile: the cards due, then new cards up to the day's
        limit: never-seen cards first ("your mistakes" among them), then fresh drills made
        from the next seeds, one kind after another at ``level`` (kept as new cards)."""
        if level not in LEVELS:
            raise DrillStoreError("bad_drill", f"the level is 1-{len(LEVELS)}, not {level!r}")
        due = self.due(now, rules)
        room = max(0, new_per_day - self.new_today(now, rules))
        unseen = [c for c in self.cards() if c.rules == rules and not c.reviews]
        unseen.sort(key=lambda c: (c.deck.kind != MISTAKES, c.id))
        fresh = unseen[:room]
        if len(fresh) < room:
            profile = profile_for(rules)
            kinds = kinds_for(profile)
            seeds = {k: self._next_seed(k.value, rules, level) for k in kinds}
            made = []
            for i in range(room - len(fresh)):
                k = kinds[i % len(kinds)]
                made.append(generate(k.value, rules, seeds[k], level))
                seeds[k] += 1
            ids = []
            with self._transaction() as db:
                for d in made:
                    deck = self._deck_id(db, d.kind.value, d.rules, d.level)
                    ids.append(self._insert_card(db, deck, d, "", now))
            fresh += [self.card(i) for i in ids]
        return due + fresh

    def _next_seed(self, kind: str, rules: str, level: int) -> int:
        with self._read() as db:
            row = None if db is None else db.execute(
                "SELECT max(seed) FROM cards WHERE origin = 'seed' AND kind = ? AND rules = ? "
                "AND level = ?", (kind, rules, level)).fetchone()
        top = None if row is None else row[0]
        if isinstance(top, int) and is_int(top, 0, _MAX_SEED - 1):
            return top + 1
        return 1

    def due_counts(self, now: datetime) -> dict[tuple[str, str, int], tuple[int, int]]:
        """Per deck (kind, rules, level): cards due now, and cards never seen."""
        out: dict[tuple[str, str, int], tuple[int, int]] = {}
        for c in self.cards():
            key = (c.deck.kind, c.deck.rules, c.deck.level)
            due, new = out.get(key, (0, 0))
            if not c.reviews:
                new += 1
            elif c.due <= now:
                due += 1
            out[key] = (due, new)
        return out

    def stats(self, now: datetime, days: int = 14) -> Stats:
        """Streak, accuracy per kind, and the last ``days`` days of answers."""
        with self._read() as db:
            rows = [] if db is None else db.execute(
                "SELECT kind, right, answered FROM answers ORDER BY id").fetchall()
        by_kind: dict[str, tuple[int, int]] = {}
        per_day: dict[str, tuple[int, int]] = {}
        streak = 0
        for kind, right, answered in rows:
            if not (_is_text(kind, 40) and right in (0, 1) and _is_text(answered, 60)):
                raise DrillStoreError("bad_row", "the drills' answers cannot be read")
            r, t = by_kind.get(kind, (0, 0))
            by_kind[kind] = (r + right, t + 1)
            day = answered[:10]
            r, t = per_day.get(day, (0, 0))
            per_day[day] = (r + right, t + 1)
            streak = streak + 1 if right else 0
        start = _day_start(now)
        chart = []
        for i in range(days - 1, -1, -1):
            day = (start - timedelta(days=i)).date().isoformat()
            r, t = per_day.get(day, (0, 0))
            chart.append((day, r, t))
        return Stats(streak, by_kind, tuple(chart))
