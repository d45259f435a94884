"""The drills' sitting without Qt (``drills/session.py``), driven by a fake clock: the seed a
new question takes, what an answer keeps (a card made from the seed, rated Good when right and
Again when wrong, due 10 or 1 minutes later), which card a review asks next, and a store that
cannot be used."""

from __future__ import annotations

import zlib
from datetime import datetime, timedelta, timezone

from fsrs import Rating

from mahjong_gui.drills import Drill, generate
from mahjong_gui.drills.model import YesNoAnswer
from mahjong_gui.drills.session import DrillSession
from mahjong_gui.store.drills import DrillStore

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=timezone.utc)


class FakeClock:
    """What the session reads as now: told, and counted."""

    def __init__(self, at: datetime) -> None:
        self.at = at
        self.reads = 0

    def __call__(self) -> datetime:
        self.reads += 1
        return self.at


def _ready(seed: int) -> Drill:
    return generate("ready", "mil", seed, 1)


def _right(d: Drill) -> bool:
    assert isinstance(d.answer, YesNoAnswer)
    return d.answer.yes


def test_a_new_question_takes_a_seed_from_the_clock_and_a_count() -> None:
    clock = FakeClock(T0)
    session = DrillSession(DrillStore(":memory:"), clock)
    d = session.new_drill("discard", "mil", 1)
    seed = zlib.crc32(f"{T0.isoformat()}/1".encode()) + (1 << 32)
    assert d == generate("discard", "mil", seed, 1)
    assert session.drill == d and session.grade is None and not session.reviewing
    assert session.next_seed() == zlib.crc32(f"{T0.isoformat()}/2".encode()) + (2 << 32)
    assert clock.reads == 2


def test_a_right_answer_keeps_a_card_due_ten_minutes_later() -> None:
    clock = FakeClock(T0)
    store = DrillStore(":memory:")
    session = DrillSession(store, clock)
    d = session.new_drill("ready", "mil", 1, seed=7)
    g = session.answer(_right(d))
    assert g is not None and g.right and g.exact
    assert session.pending == (d, g, None)
    assert session.answer(not _right(d)) is None  # answered once only
    clock.at = T0 + timedelta(seconds=30)  # kept when the learner goes on
    assert session.record(None)
    assert session.pending is None
    (card,) = store.cards()
    assert (card.kind, card.rules, card.level, card.reviews) == ("ready", "mil", 1, 1)
    assert card.due == T0 + timedelta(seconds=30, minutes=10)  # fsrs: Good, 10 minutes
    assert [r[0] for r in store.reviews(card.id)] == [int(Rating.Good)]
    assert not session.record(None)  # nothing held any more


def test_a_wrong_answer_is_again_and_due_one_minute_later() -> None:
    clock = FakeClock(T0)
    store = DrillStore(":memory:")
    session = DrillSession(store, clock)
    d = session.new_drill("ready", "mil", 1, seed=7)
    g = session.answer(not _right(d))
    assert g is not None and not g.right
    assert session.record(Rating.Easy)  # a wrong answer cannot be rated up
    (card,) = store.cards()
    assert card.due == T0 + timedelta(minutes=1)
    assert [r[0] for r in store.reviews(card.id)] == [int(Rating.Again)]


def test_a_review_asks_its_cards_in_order_then_the_wrong_one_again() -> None:
    clock = FakeClock(T0)
    store = DrillStore(":memory:")
    first, second = _ready(11), _ready(12)
    ids = [store.add_card(first, T0 - timedelta(days=1)),
           store.add_card(second, T0 - timedelta(days=1))]
    session = DrillSession(store, clock)
    session.new_per_day = 2
    assert session.start_review("mil", 1)
    assert session.reviewing and [c.id for c in session.queue] == ids
    assert session.next_card("mil") == first and session.card is not None
    assert session.card.id == ids[0] and [c.id for c in session.queue] == [ids[1]]
    session.answer(not _right(first))  # wrong: due again in a minute
    session.record(None)
    assert session.next_card("mil") == second and session.card.id == ids[1]
    session.answer(_right(second))  # right: due in ten minutes
    session.record(None)
    assert session.next_card("mil") is None  # nothing due at T0 any more
    assert not session.reviewing and session.card is None and session.drill is None
    assert session.later_today == 2  # both come back before the day ends
    clock.at = T0 + timedelta(minutes=2)
    assert session.start_review("mil", 1)
    assert session.next_card("mil") == first and session.card.id == ids[0]
    assert [c.id for c in store.due(clock.at, "mil")] == [ids[0]]


def test_a_card_answered_in_a_review_is_not_added_again() -> None:
    clock = FakeClock(T0)
    store = DrillStore(":memory:")
    cid = store.add_card(_ready(11), T0)
    session = DrillSession(store, clock)
    session.new_per_day = 1
    assert session.start_review("mil", 1)
    d = session.next_card("mil")
    assert d is not None and session.card is not None and session.card.id == cid
    g = session.answer(_right(d))
    assert session.pending == (d, g, cid)
    session.record(Rating.Easy)
    assert [c.id for c in store.cards()] == [cid]
    assert [r[0] for r in store.reviews(cid)] == [int(Rating.Easy)]


def test_without_a_store_questions_are_asked_and_nothing_is_kept() -> None:
    reported: list[str] = []
    session = DrillSession(None, FakeClock(T0), reported.append, "newer_schema")
    assert not session.start_review("mil", 1)
    assert reported == ["newer_schema"] and not session.reviewing
    d = session.new_drill("ready", "mil", 1, seed=3)
    assert session.answer(_right(d)) is not None
    assert not session.record(None) and session.pending is None
    assert session.due_later_today(T0, "mil") == 0
