"""The statistics a scorebook file keeps (the ``settled`` table, schema 5; issue 17, item 5).

A fresh Scorebook on a file answers each session's statistics from the table when the row was
made for the session's version, content digest and stored text and for this engine's
``SETTLEMENT_VERSION``; otherwise, and for any payload that does not read back (wrong types,
too long, not JSON, numbers out of range), it settles the session again, shows that, and
repairs the row. Every expected value here is the engine's own: ``player_stats`` of
``settle_session`` of the session read from the file by another reader."""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mahjong_gui.engine import ledger
from mahjong_gui.engine.ledger import PlayerStats, player_stats, read_session, settle_session
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.store import scorebook as sb
from mahjong_gui.store.scorebook import Scorebook, ScorebookError, club_stats
from tests.test_scorebook_incremental import random_hand

NAMES = ["An", "Bình", "Chi", "Dũng"]
WIN_2_FROM_0 = [{"type": "win", "seat": 2, "from": 0, "value": 1}]
KONG_2 = [{"type": "kong", "seat": 2, "kind": "concealed"}]


def reference(path: Path, sid: int) -> tuple[PlayerStats, ...]:
    """The session read from the file (a raw reader of its ledger document) settled whole."""
    with Scorebook(path) as other:
        doc = other.document(sid)
    doc.pop("name")
    session = read_session(doc)
    return player_stats(session, settle_session(session))


def rows(path: Path) -> list[tuple[Any, ...]]:
    raw = sqlite3.connect(path)
    try:
        return raw.execute("SELECT session_id, engine, version, digest, source, payload "
                           "FROM settled ORDER BY session_id, engine").fetchall()
    finally:
        raw.close()


def raw(path: Path, statement: str, args: tuple[Any, ...] = ()) -> None:
    db = sqlite3.connect(path)
    try:
        db.execute(statement, args)
        db.commit()
    finally:
        db.close()


@pytest.fixture
def settles(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Counts the sessions the store settles whole (``settle_tracked``)."""
    calls: list[int] = []
    real = sb.settle_tracked

    def counted(session: Any) -> Any:
        calls.append(len(session.hands))
        return real(session)

    monkeypatch.setattr(sb, "settle_tracked", counted)
    yield calls


def seeded_session(book: Scorebook, rules: str, seed: int, count: int = 14) -> int:
    """A session under ``rules`` of the random hands that settle (the refused ones left out)."""
    rng = random.Random(f"settled-{rules}-{seed}")
    prevailing = rng.randint(1, 4) if not PROFILES[rules].bloody else 1
    sid = book.create_session(f"{rules} {seed}", rules, NAMES, dealer=rng.randrange(4),
                              prevailing=prevailing)
    for _ in range(count):
        try:
            book.add_hand(sid, random_hand(rng, rules)["events"])
        except ScorebookError:
            continue
    return sid


@pytest.mark.parametrize("rules", list(PROFILES))
@pytest.mark.parametrize("seed", range(2))
def test_kept_statistics_equal_a_fresh_settlement(tmp_path: Path, rules: str, seed: int,
                                                  settles: list[int]) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = seeded_session(book, rules, seed)
        hands = book.session(sid).hands
        written = book.stats(sid)
    assert hands >= 3  # the walk kept hands
    expected = reference(path, sid)
    assert written == expected
    settles.clear()
    with Scorebook(path) as book:  # a new Scorebook: as after the program starts
        assert book.stats(sid) == expected
        assert club_stats(book, rules) == dict(zip(NAMES, expected, strict=True))
    assert settles == []  # read from the file, nothing settled


def test_an_imported_session_keeps_its_statistics(tmp_path: Path, settles: list[int]) -> None:
    path = tmp_path / "b.sqlite3"
    doc = {"rules": "mil", "players": NAMES, "hands": [{"events": WIN_2_FROM_0},
                                                      {"events": KONG_2}]}
    with Scorebook(path) as book:
        sid = book.import_document(doc)
    settles.clear()
    with Scorebook(path) as book:
        stats = book.stats(sid)
    assert settles == [] and stats == reference(path, sid)
    assert [s.total for s in stats] == [-4, -2, 8, -2]  # as test_scorebook_kept works out


def test_a_read_fills_the_table_of_a_migrated_file(tmp_path: Path, settles: list[int]) -> None:
    path = tmp_path / "v4.sqlite3"
    db = sqlite3.connect(path)
    for step in sb.MIGRATIONS[:4]:
        db.executescript(step)
    db.execute("INSERT INTO sessions (name, rules, options, players, dealer, created, updated,"
               " digest) VALUES ('old', 'mil', '{}', ?, 0, 'then', 'then', 'd')",
               (json.dumps(NAMES),))
    db.execute("INSERT INTO hands VALUES (1, 0, ?, '', 'then')", (json.dumps(KONG_2),))
    db.execute("PRAGMA user_version = 4")
    db.commit()
    db.close()
    with Scorebook(path) as book:
        assert rows(path) == []
        first = book.stats(1)
    assert settles == [1]
    ((sid, engine, version, digest, _, _),) = rows(path)
    assert (sid, engine, version, digest) == (1, ledger.SETTLEMENT_VERSION, 0, "d")
    settles.clear()
    with Scorebook(path) as book:
        assert book.stats(1) == first == reference(path, 1)
    assert settles == []


def test_a_write_keeps_the_new_statistics_in_its_transaction(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = book.create_session("t", "mil", NAMES)
        book.add_hand(sid, WIN_2_FROM_0)
        ((_, _, version, _, _, payload),) = rows(path)
        assert version == book.session(sid).version
        before = rows(path)
        with pytest.raises(ScorebookError):  # refused: the table is as it was
            book.add_hand(sid, [{"type": "win", "seat": 9, "value": 1}])
        assert rows(path) == before
        book.add_hand(sid, KONG_2)
        ((_, _, version, _, _, payload),) = rows(path)
        assert version == book.session(sid).version
        assert [seat[-1] for seat in json.loads(payload)["stats"]] == [-4, -2, 8, -2]
        book.delete_session(sid)
        assert rows(path) == []  # the session's row goes with it


def test_another_engine_or_another_version_or_text_is_settled_again(
        tmp_path: Path, settles: list[int], monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = seeded_session(book, "mil", 7)
    expected = reference(path, sid)
    # the statistics of another engine: the session is settled again by this one
    monkeypatch.setattr(sb, "SETTLEMENT_VERSION", ledger.SETTLEMENT_VERSION + 1)
    settles.clear()
    with Scorebook(path) as book:
        assert book.stats(sid) == expected
    assert len(settles) == 1
    assert [r[1] for r in rows(path)] == [ledger.SETTLEMENT_VERSION,
                                          ledger.SETTLEMENT_VERSION + 1]  # one row each
    monkeypatch.undo()
    settles_again: list[int] = []
    real = sb.settle_tracked
    monkeypatch.setattr(sb, "settle_tracked",
                        lambda s: settles_again.append(1) or real(s))
    # a stored digest or version other than the session's
    for statement in ("UPDATE settled SET digest = 'other'",
                      "UPDATE settled SET version = version + 1"):
        raw(path, statement)
        with Scorebook(path) as book:
            assert book.stats(sid) == expected
        assert len(settles_again) == 1
        settles_again.clear()
    # another program changed a hand and left the version and digest as they were
    raw(path, "UPDATE hands SET events = ? WHERE session_id = ? AND position = "
        "(SELECT min(position) FROM hands WHERE session_id = ?)",
        (json.dumps(WIN_2_FROM_0), sid, sid))
    changed = reference(path, sid)
    assert changed != expected
    with Scorebook(path) as book:
        assert book.stats(sid) == changed
    assert len(settles_again) == 1


BAD_PAYLOADS = {
    "not_json": "{stats: [",
    "not_text": b"\x00\xff",
    "a_number": 7,
    "empty_object": "{}",
    "three_seats": json.dumps({"stats": [[0] * 10] * 3}),
    "short_seat": json.dumps({"stats": [[0] * 9] * 4}),
    "strings": json.dumps({"stats": [["1"] * 10] * 4}),
    "booleans": json.dumps({"stats": [[True] * 10] * 4}),
    "floats": json.dumps({"stats": [[1.0] * 10] * 4}),
    "negative": json.dumps({"stats": [[-1] * 10] * 4}),
    "huge": json.dumps({"stats": [[10 ** 30] * 10] * 4}),
    "too_long": json.dumps({"stats": [[0] * 10] * 4, "pad": "x" * (sb.MAX_PAYLOAD + 1)}),
    "nested_deep": "[" * 100000 + "]" * 100000,
    "huge_text": json.dumps({"stats": [[0] * 10] * 4}) + " " * 5_000_000,
    "huge_blob": b"{" * 5_000_000,
    "other_hands": None,  # filled in the test: the right shape for another number of hands
}


@pytest.mark.parametrize("fault", list(BAD_PAYLOADS))
def test_a_bad_payload_is_ignored_and_repaired(tmp_path: Path, fault: str,
                                               settles: list[int]) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = seeded_session(book, "competition", 3)
        hands = book.session(sid).hands
    expected = reference(path, sid)
    ((*_, good),) = rows(path)
    bad = BAD_PAYLOADS[fault]
    if fault == "other_hands":
        data = json.loads(good)
        for seat in data["stats"]:
            seat[0] = hands + 1
        bad = json.dumps(data)
    raw(path, "UPDATE settled SET payload = ?", (bad,))
    settles.clear()
    with Scorebook(path) as book:
        assert book.stats(sid) == expected  # never the bad payload
        assert club_stats(book, "competition") == dict(zip(NAMES, expected, strict=True))
    assert len(settles) == 1
    ((*_, repaired),) = rows(path)
    assert repaired == good


def test_reading_needs_no_write_lock(tmp_path: Path, settles: list[int]) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        kept = seeded_session(book, "mil", 1)
        other = seeded_session(book, "mil", 2)
    raw(path, "DELETE FROM settled WHERE session_id = ?", (other,))
    expected = reference(path, kept), reference(path, other)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another program is writing
    try:
        with Scorebook(path, timeout=0.05) as book:
            assert (book.stats(kept), book.stats(other)) == expected  # both read
            assert [r[0] for r in rows(path)] == [kept]  # the settled one not kept yet
            holder.execute("COMMIT")
            book.sessions()  # the next read writes it
            assert [r[0] for r in rows(path)] == [kept, other]
    finally:
        if holder.in_transaction:
            holder.execute("ROLLBACK")
        holder.close()


def test_a_file_that_cannot_be_written_still_answers(
        tmp_path: Path, settles: list[int], monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = seeded_session(book, "hk-modern", 0)
    raw(path, "DELETE FROM settled")
    expected = reference(path, sid)

    def refused(*args: Any) -> None:  # what SQLite answers for a read-only file
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(sb, "_save_stats", refused)
    with Scorebook(path) as book:
        assert book.stats(sid) == expected
        assert club_stats(book, "hk-modern") == dict(zip(NAMES, expected, strict=True))
        assert book.state(sid).info.hands == book.session(sid).hands
    assert rows(path) == []  # nothing could be kept, nothing failed


def test_an_older_program_refuses_the_file_cleanly(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        seeded_session(book, "mil", 0)
    monkeypatch.setattr(sb.Scorebook, "SCHEMA_VERSION", 4)  # the program before the table
    with pytest.raises(ScorebookError) as err:
        Scorebook(path)
    assert err.value.code == "newer_schema"


def test_the_stat_fields_are_the_engines() -> None:
    assert sb._STAT_FIELDS == ("hands", "wins", "self_draws", "deal_ins", "kongs", "ready",
                               "not_ready", "pigs", "biggest_win", "total")
    st = PlayerStats(*range(1, 11))
    assert sb._read_payload(sb._stats_payload([st] * 4), 1) is None  # more self-draws than wins
    fine = PlayerStats(hands=5, wins=2, self_draws=1, deal_ins=3, kongs=1, ready=1,
                       not_ready=1, pigs=1, biggest_win=16, total=-7)
    assert sb._read_payload(sb._stats_payload([fine] * 4), 5) == (fine,) * 4
