"""Spaced repetition with the ``fsrs`` package (the scheduler Anki uses), not a hand-written
one. A deck is a (kind, profile, level) — or a profile's "your mistakes" — and a card one
concrete question. A wrong answer is ``Rating.Again`` (the question comes back within minutes,
then the next day); a right one ``Rating.Good``, or the learner's Hard/Good/Easy where the
answer is not simply right or wrong (a near-equal discard defaults to Hard).

Time is injected: every function takes ``now`` (a timezone-aware UTC datetime), and the store
and the window take a ``Clock``, so tests are exact. Fuzzing is off, so the same answers at
the same times always give the same due dates.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Protocol

from fsrs import Card, Rating, ReviewLog, Scheduler

from mahjong_gui.drills.grading import Grade

NEW_PER_DAY = 20
"""New cards in one day's review (Anki's default)."""


class Clock(Protocol):
    def now(self) -> datetime: ...


class SystemClock:
    def now(self) -> datetime:
        return datetime.now(timezone.utc)


@dataclass
class FixedClock:
    """A clock that says what it is told (tests)."""

    at: datetime

    def now(self) -> datetime:
        return self.at


def scheduler() -> Scheduler:
    """FSRS with its default parameters and no random fuzz."""
    return Scheduler(enable_fuzzing=False)


def new_card(card_id: int, now: datetime) -> Card:
    """A card never reviewed, due at once (``card_id`` given: fsrs would read the clock)."""
    return Card(card_id=card_id, due=now)


def rating_for(grade: Grade, chosen: Rating | None = None) -> Rating:
    """Again for a wrong answer; for a right one the learner's choice, else Good (Hard for a
    near-equal answer). The learner cannot rate a wrong answer up."""
    if not grade.right:
        return Rating.Again
    if chosen is not None and chosen is not Rating.Again:
        return chosen
    return Rating.Good if grade.exact else Rating.Hard


def review(card: Card, rating: Rating, now: datetime) -> tuple[Card, ReviewLog]:
    if now.tzinfo is None or now.utcoffset() != timezone.utc.utcoffset(None):
        raise ValueError("review times are UTC")
    return scheduler().review_card(card, rating, now.astimezone(timezone.utc))
