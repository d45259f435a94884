"""The drills' store and scheduler: due dates follow ``fsrs`` itself for a scripted series of
answers at fixed times, the file survives reopening, a newer schema or another program's
database is refused with a code, damaged rows are typed errors, and today's review holds the
cards due plus new ones up to the day's limit."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from fsrs import Card, Rating, Scheduler

from mahjong_gui.drills import Grade, generate, grade
from mahjong_gui.drills.model import DiscardAnswer
from mahjong_gui.drills.schedule import FixedClock, rating_for
from mahjong_gui.store.drills import SCHEMA_VERSION, DrillStore, DrillStoreError

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=timezone.utc)
RIGHT = Grade(True, True)
NEAR = Grade(True, False)
WRONG = Grade(False, False)


def test_rating_rules() -> None:
    assert rating_for(WRONG, Rating.Easy) is Rating.Again
    assert rating_for(RIGHT) is Rating.Good
    assert rating_for(NEAR) is Rating.Hard
    assert rating_for(RIGHT, Rating.Easy) is Rating.Easy
    assert rating_for(RIGHT, Rating.Again) is Rating.Good


def test_due_dates_follow_fsrs(tmp_path: Path) -> None:
    store = DrillStore(tmp_path / "d.sqlite3")
    d = generate("discard", "mil", 5, 1)
    cid = store.add_card(d, T0)
    clock = FixedClock(T0)
    reference = Card(card_id=cid, due=T0)
    fsrs = Scheduler(enable_fuzzing=False)
    script = [(WRONG, None, 0), (RIGHT, None, 15), (NEAR, None, 30), (RIGHT, Rating.Easy, 60 * 30),
              (WRONG, None, 60 * 24 * 9), (RIGHT, None, 60 * 24 * 9 + 20)]
    dues = []
    for g, chosen, minutes in script:
        clock.at = T0 + timedelta(minutes=minutes)
        rating = rating_for(g, chosen)
        info = store.record(d, g, clock.now(), cid, rating)
        reference, _ = fsrs.review_card(reference, rating, clock.now())
        assert info is not None
        assert info.due == reference.due
        assert info.fsrs.stability == reference.stability
        dues.append(info.due)
    assert store.card(cid).due == reference.due
    assert [r[0] for r in store.reviews(cid)] == [int(rating_for(g, c)) for g, c, _ in script]
    assert dues[0] - T0 < timedelta(hours=1)  # a wrong answer comes back soon
    store.close()
    again = DrillStore(tmp_path / "d.sqlite3")  # reopened: everything is still there
    assert again.card(cid).due == reference.due
    assert again.card(cid).reviews == len(script)
    assert again.stats(clock.now()).by_kind == {"discard": (4, 6)}


def test_today_review_is_due_plus_new_up_to_the_limit() -> None:
    store = DrillStore(":memory:")
    today = store.todays_review(T0, "competition", new_per_day=5)
    assert len(today) == 5 and all(c.reviews == 0 for c in today)
    assert len({c.kind for c in today}) == 5  # the new cards go round the kinds
    wrong, right = today[0], today[1]
    for c, g in ((wrong, WRONG), (right, RIGHT)):
        store.record(store.drill_of(c), g, T0, c.id, rating_for(g))
    later = T0 + timedelta(minutes=5)  # fsrs's learning steps: Again 1 minute, Good 10
    again = store.todays_review(later, "competition", new_per_day=5)
    ids = [c.id for c in again]
    assert wrong.id in ids and right.id not in ids  # the wrong one is due, the right one not
    assert store.card(wrong.id).due == T0 + timedelta(minutes=1)
    assert store.card(right.id).due == T0 + timedelta(minutes=10)
    assert sum(1 for c in again if not c.reviews) == 3  # 5 new a day, 2 already begun
    tomorrow = T0 + timedelta(days=1, hours=1)
    nxt = store.todays_review(tomorrow, "competition", new_per_day=5)
    assert nxt[0].id == wrong.id
    assert sum(1 for c in nxt if not c.reviews) == 5
    counts = store.due_counts(tomorrow)
    assert sum(d for d, _ in counts.values()) == len(store.due(tomorrow, "competition"))


def test_stats_streak_and_accuracy() -> None:
    store = DrillStore(":memory:")
    for i, ok in enumerate([True, False, True, True, True]):
        d = generate("ready", "mil", i, 1)
        g = grade(d, d.answer.yes if ok else not d.answer.yes)
        store.record(d, g, T0 + timedelta(days=i % 2))
    s = store.stats(T0 + timedelta(days=1), days=3)
    assert s.streak == 3
    assert s.by_kind == {"ready": (4, 5)}
    assert [x[1:] for x in s.days] == [(0, 0), (3, 3), (1, 2)]  # even i on day one


def test_newer_schema_and_foreign_databases_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "d.sqlite3"
    DrillStore(path).add_card(generate("waits", "mil", 1, 1), T0)
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    with pytest.raises(DrillStoreError) as err:
        DrillStore(path)
    assert err.value.code == "newer_schema"
    other = tmp_path / "other.sqlite3"
    db = sqlite3.connect(other)
    db.execute("CREATE TABLE t (x)")
    db.commit()
    db.close()
    with pytest.raises(DrillStoreError) as err:
        DrillStore(other)
    assert err.value.code == "not_a_drill_store"
    missing = DrillStore(tmp_path / "nothing" / "d.sqlite3")  # opening creates nothing
    assert missing.cards() == [] and not (tmp_path / "nothing").exists()


@pytest.mark.parametrize(("column", "value"), [
    ("fsrs", "{not json"), ("fsrs", '{"card_id": 1}'), ("seed", "x"), ("origin", "elsewhere"),
])
def test_damaged_rows_are_typed_errors(tmp_path: Path, column: str, value: str) -> None:
    path = tmp_path / "d.sqlite3"
    cid = DrillStore(path).add_card(generate("waits", "mil", 1, 1), T0)
    db = sqlite3.connect(path)
    db.execute(f"UPDATE cards SET {column} = ? WHERE id = ?", (value, cid))
    db.commit()
    db.close()
    with pytest.raises(DrillStoreError) as err:
        DrillStore(path).card(cid)
    assert err.value.code == "bad_row"


def test_a_damaged_play_question_is_a_typed_error(tmp_path: Path) -> None:
    from dataclasses import replace

    d = generate("discard", "mil", 2, 1)
    play = replace(d, origin="play")
    store = DrillStore(tmp_path / "d.sqlite3")
    (cid,) = store.add_mistakes([play], T0)
    assert isinstance(store.drill_of(store.card(cid)).answer, DiscardAnswer)
    assert store.drill_of(store.card(cid)).question == d.question
    db = sqlite3.connect(tmp_path / "d.sqlite3")
    db.execute("UPDATE cards SET question = ? WHERE id = ?", ('{"hand": "11111m"}', cid))
    db.commit()
    db.close()
    with pytest.raises(DrillStoreError) as err:
        store.drill_of(DrillStore(tmp_path / "d.sqlite3").card(cid))
    assert err.value.code == "bad_row"


def test_new_cards_come_at_the_level_asked() -> None:
    store = DrillStore(":memory:")
    cards = store.todays_review(T0, "hk-modern", new_per_day=4, level=3)
    assert {c.level for c in cards} == {3}
    assert [store.drill_of(c) for c in cards] == [generate(c.kind, "hk-modern", c.seed, 3)
                                                   for c in cards]
    with pytest.raises(DrillStoreError) as err:
        store.todays_review(T0, "hk-modern", level=7)
    assert err.value.code == "bad_drill"
