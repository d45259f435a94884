"""The reviews' store: two games make a profile per category and a trend in date order, the
same game again replaces its rows, a damaged row and another program's file are typed errors."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import pytest

from mahjong_gui.review.review import Summary
from mahjong_gui.store.reviews import (
    SCHEMA_VERSION,
    CategoryTotals,
    ReviewStore,
    ReviewStoreError,
    default_path,
    game_key,
)

D1, D2, D3 = date(2024, 3, 1), date(2024, 3, 2), date(2024, 3, 5)


def _game(tiles: tuple[int, int, float], defence: tuple[int, int, float],
          agreement: float) -> tuple[Summary, dict[str, CategoryTotals]]:
    cats = {"tile_efficiency": CategoryTotals("tile_efficiency", *tiles),
            "defence": CategoryTotals("defence", *defence)}
    n = tiles[0] + defence[0]
    m = tiles[1] + defence[1]
    return Summary(n, agreement, 100.0 * m / n, tiles[2] + defence[2], ()), cats


def _two_games(store: ReviewStore) -> None:
    # Recorded out of date order: the trend reads by date.
    store.record("b", D2, "mil", 0, *_game((6, 0, 0.5), (4, 2, 3.0), 0.7))
    store.record("a", D1, "mil", 0, *_game((10, 1, 2.0), (2, 0, 0.0), 0.75))


def test_two_games_make_the_profile_and_the_trend(tmp_path: Path) -> None:
    store = ReviewStore(tmp_path / "r.sqlite3")
    _two_games(store)
    store.record("c", D3, "hk-modern", 1, *_game((3, 3, 9.0), (1, 0, 0.0), 0.25))
    again = ReviewStore(tmp_path / "r.sqlite3")  # read back from the file
    prof = again.profile("mil")
    assert list(prof) == ["tile_efficiency", "defence"]  # the categories' order
    tiles, defence = prof["tile_efficiency"], prof["defence"]
    assert (tiles.decisions, tiles.mistakes, tiles.loss) == (16, 1, 2.5)
    assert (defence.decisions, defence.mistakes, defence.loss) == (6, 2, 3.0)
    assert tiles.mistakes_per_100 == 6.25 and tiles.loss_per_decision == 2.5 / 16
    assert defence.mistakes_per_100 == pytest.approx(100 / 3) and defence.loss_per_decision == 0.5
    # Every profile together.
    assert again.profile()["tile_efficiency"] == CategoryTotals("tile_efficiency", 19, 4, 11.5)
    trend = again.trend("mil")
    assert [(g.game_key, g.day, g.decisions, g.agreement) for g in trend] == [
        ("a", D1, 12, 0.75), ("b", D2, 10, 0.7)]
    assert trend[0].mistakes_per_100 == pytest.approx(100 / 12) and trend[0].loss_total == 2.0
    assert trend[1].loss_per_decision == 0.35
    assert [g.game_key for g in again.trend()] == ["a", "b", "c"]
    assert [g.game_key for g in again.trend(last=2)] == ["b", "c"]
    assert again.trend("hk-modern")[0].seat == 1


def test_the_same_game_again_replaces_its_rows(tmp_path: Path) -> None:
    store = ReviewStore(tmp_path / "r.sqlite3")
    _two_games(store)
    store.record("a", D3, "mil", 0, *_game((5, 0, 0.0), (5, 5, 20.0), 0.5))
    assert [(g.game_key, g.day, g.decisions) for g in store.trend("mil")] == [
        ("b", D2, 10), ("a", D3, 10)]
    assert store.profile("mil") == {
        "tile_efficiency": CategoryTotals("tile_efficiency", 11, 0, 0.5),
        "defence": CategoryTotals("defence", 9, 7, 23.0)}
    db = sqlite3.connect(tmp_path / "r.sqlite3")
    assert db.execute("SELECT count(*) FROM categories").fetchone()[0] == 4
    db.close()


def test_the_game_key_is_the_seat_and_the_events() -> None:
    from tests.review.helpers import played

    events = played("mil", 3)
    assert game_key(events, 0) == game_key(list(events), 0)
    assert len({game_key(events, 0), game_key(events, 1), game_key(events[:-1], 0)}) == 3


def test_numbers_that_do_not_add_up_are_refused_and_nothing_is_written(tmp_path: Path) -> None:
    store = ReviewStore(tmp_path / "r.sqlite3")
    summary, cats = _game((6, 0, 0.5), (4, 2, 3.0), 0.7)
    bad = dict(cats, defence=CategoryTotals("defence", 5, 2, 3.0))  # 11 decisions, not 10
    with pytest.raises(ReviewStoreError) as err:
        store.record("x", D1, "mil", 0, summary, bad)
    assert err.value.code == "bad_game"
    with pytest.raises(ReviewStoreError) as err:
        store.record("x", D1, "mil", 0, summary,
                     dict(cats, defence=CategoryTotals("nonsense", 4, 2, 3.0)))
    assert err.value.code == "bad_game"
    assert store.trend() == [] and not (tmp_path / "r.sqlite3").exists()


@pytest.mark.parametrize(("sql", "value"), [
    ("UPDATE games SET agreement = ? WHERE game_key = 'a'", 1.5),
    ("UPDATE games SET day = ? WHERE game_key = 'a'", "2024-13-40"),
    ("UPDATE games SET decisions = ? WHERE game_key = 'a'", "twelve"),
    ("UPDATE games SET seat = ? WHERE game_key = 'a'", 4),
])
def test_a_damaged_game_row_is_a_typed_error(tmp_path: Path, sql: str, value: object) -> None:
    path = tmp_path / "r.sqlite3"
    _two_games(ReviewStore(path))
    db = sqlite3.connect(path)
    db.execute(sql, (value,))
    db.commit()
    db.close()
    with pytest.raises(ReviewStoreError) as err:
        ReviewStore(path).trend("mil")
    assert err.value.code == "bad_row"


@pytest.mark.parametrize(("column", "value"), [
    ("category", "luck"), ("mistakes", 99), ("loss", "much"), ("decisions", 0)])
def test_a_damaged_category_row_is_a_typed_error(tmp_path: Path, column: str,
                                                 value: object) -> None:
    path = tmp_path / "r.sqlite3"
    _two_games(ReviewStore(path))
    db = sqlite3.connect(path)
    db.execute(f"UPDATE categories SET {column} = ? WHERE category = 'defence'", (value,))
    db.commit()
    db.close()
    with pytest.raises(ReviewStoreError) as err:
        ReviewStore(path).profile()
    assert err.value.code == "bad_row"


def test_a_newer_schema_and_another_programs_file_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite3"
    _two_games(ReviewStore(path))
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    with pytest.raises(ReviewStoreError) as err:
        ReviewStore(path)
    assert err.value.code == "newer_schema"
    other = tmp_path / "other.sqlite3"
    db = sqlite3.connect(other)
    db.execute("CREATE TABLE t (x)")
    db.commit()
    db.close()
    with pytest.raises(ReviewStoreError) as err:
        ReviewStore(other)
    assert err.value.code == "not_a_review_store"
    missing = ReviewStore(tmp_path / "nothing" / "r.sqlite3")  # opening creates nothing
    assert missing.profile() == {} and missing.trend() == []
    assert not (tmp_path / "nothing").exists()


def test_an_empty_file_gets_the_schema_and_the_file_sits_beside_the_drills() -> None:
    from mahjong_gui.store.drills import default_path as drills_path

    assert default_path().parent == drills_path().parent
    assert default_path().name == "reviews.sqlite3"
    store = ReviewStore()
    _two_games(store)
    db = sqlite3.connect(default_path())
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 1
    db.close()
