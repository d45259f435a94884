"""Each hand's settled row and each session's totals in the scorebook file (schema 7; issue 29,
item 1): what a session opens from, so that only a hand whose entries changed, or whose row
another engine made, is settled again.

Every expected number is the engine's own, settled apart from the store (``settle_tracked``,
``player_stats`` of the session's ledger document read raw from the file), or written out;
"settled again" is counted on ``Settler.settle`` (one call a hand the store settles)."""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from mahjong_gui.engine import ledger
from mahjong_gui.engine.ledger import (
    HandStart,
    LedgerInputError,
    PlayerStats,
    player_stats,
    read_session,
    settle_session,
    settle_tracked,
)
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.store import scorebook as sb
from mahjong_gui.store.money import Terms
from mahjong_gui.store.money import night as money_night
from mahjong_gui.store.scorebook import Scorebook, ScorebookError, club_stats
from mahjong_gui.store.scorebook.settled import (
    MAX_ENTRIES,
    Head,
    Settler,
    pack_head,
    read_head,
)
from tests.helpers import win_entry as win
from tests.test_scorebook_incremental import random_hand

DATA = Path(__file__).resolve().parent.parent / "data"
NAMES = ["An", "Bình", "Chi", "Dũng"]
WIN_2_FROM_0 = [{"type": "win", "seat": 2, "from": 0, "value": 1}]
KONG_2 = [{"type": "kong", "seat": 2, "kind": "concealed"}]


def raw_document(path: Path, sid: int) -> dict[str, Any]:
    """The session's ledger document read straight from the file's cells (no Scorebook)."""
    db = sqlite3.connect(path)
    try:
        rules, options, players, dealer, prevailing = db.execute(
            "SELECT rules, options, players, dealer, prevailing FROM sessions WHERE id = ?",
            (sid,)).fetchone()
        hands = [{"events": json.loads(e)} for (e,) in db.execute(
            "SELECT events FROM hands WHERE session_id = ? ORDER BY position", (sid,))]
    finally:
        db.close()
    doc = {"rules": rules, "players": json.loads(players), "dealer": dealer,
           "options": json.loads(options), "hands": hands}
    if not PROFILES[rules].bloody:
        doc["prevailing"] = prevailing
    return doc


def reference(path: Path, sid: int) -> tuple[Any, tuple[PlayerStats, ...]]:
    """The engine's settlement of the session as the file holds it: each hand's start and
    result, and the players' statistics."""
    session = read_session(raw_document(path, sid))
    tracked = settle_tracked(session)
    return tracked, player_stats(session, tracked.result)


def over_by_the_engine(doc: dict[str, Any], tracked: Any, h: int) -> bool:
    """Whether the engine takes one more entry in hand ``h``: one more win settled on the hand
    alone, from its dealer and wind (the page's question before the rows kept the answer)."""
    result = tracked.result
    if result.match_over is not None and result.match_over[0] <= h:
        return True
    hand = result.hands[h]
    seat = next((s for s in range(4) if s not in hand.winners), None)
    if seat is None:
        return True
    probe = dict(doc, dealer=hand.dealer,
                 hands=[{"events": [*doc["hands"][h]["events"],
                                    {"type": "win", "seat": seat, "value": 1}]}])
    if hand.prevailing is not None:
        probe["prevailing"] = hand.prevailing
    try:
        settle_session(read_session(probe))
    except LedgerInputError as err:
        return err.code in ("hand_over", "match_over")
    return False


def raw(path: Path, statement: str, args: tuple[Any, ...] = ()) -> None:
    db = sqlite3.connect(path)
    try:
        db.execute(statement, args)
        db.commit()
    finally:
        db.close()


def cells(path: Path, statement: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    db = sqlite3.connect(path)
    try:
        return db.execute(statement, args).fetchall()
    finally:
        db.close()


@pytest.fixture
def settles(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The hands the store settles (their indexes), one entry a hand."""
    calls: list[int] = []
    real = Settler.settle

    def counted(self: Settler, events: Any, text: str, note: str, start: HandStart,
                h: int) -> Any:
        calls.append(h)
        return real(self, events, text, note, start, h)

    monkeypatch.setattr(Settler, "settle", counted)
    yield calls


def seeded_session(book: Scorebook, rules: str, seed: int, count: int = 14) -> int:
    """A session under ``rules`` of the random hands that settle (the refused ones left out)."""
    rng = random.Random(f"settled-{rules}-{seed}")
    prevailing = rng.randint(1, 4) if not PROFILES[rules].bloody else 1
    sid = book.create_session(f"{rules} {seed}", rules, NAMES, dealer=rng.randrange(4),
                              prevailing=prevailing)
    kept = 0
    for _ in range(4 * count):
        try:
            book.add_hand(sid, random_hand(rng, rules)["events"],
                          note="late" if kept == 2 else "")
        except ScorebookError:
            continue
        kept += 1
        if kept == count:
            break
    return sid


def assert_equal_to_the_engine(book: Scorebook, path: Path, sid: int) -> None:
    """The session as the store reads it is the engine's settlement of what the file holds,
    hand by hand: start, next start, where a score fell, over, deltas, winners, payments."""
    tracked, stats = reference(path, sid)
    doc = raw_document(path, sid)
    stored = book.stored(sid)
    assert len(stored.hands) == len(tracked.result.hands)
    for h, hand in enumerate(stored.hands):
        fresh = tracked.result.hands[h]
        assert hand.start == tracked.starts[h] and hand.next == tracked.starts[h + 1], h
        assert hand.fell == tracked.fell[h]
        assert hand.over == over_by_the_engine(doc, tracked, h), h
        assert (hand.deltas, hand.winners, hand.entries) == (
            fresh.deltas, fresh.winners, len(doc["hands"][h]["events"]))
        assert stored.result(h) == replace(fresh, scores=())
    assert stored.stats == stats and book.stats(sid) == stats
    figures = stored.figures()
    result = tracked.result
    assert (figures.totals, figures.next_dealer, figures.next_prevailing, figures.points,
            figures.rank_points, figures.game_rank_points, figures.match_over) == (
        result.totals, result.next_dealer, result.next_prevailing, result.points,
        result.rank_points, result.game_rank_points, result.match_over)


# --- the rows equal the engine's settlement -------------------------------------------------------

@pytest.mark.parametrize("rules", list(PROFILES))
@pytest.mark.parametrize("seed", range(2))
def test_stored_rows_equal_a_fresh_settlement(tmp_path: Path, rules: str, seed: int,
                                             settles: list[int]) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = seeded_session(book, rules, seed)
        n = book.session(sid).hands
        assert_equal_to_the_engine(book, path, sid)  # as the writes kept it
    assert n >= 4 and len(settles) >= n  # each hand settled as it was written
    rows = cells(path, "SELECT position, d0, d1, d2, d3 FROM hand_settled "
                 "WHERE session_id = ? ORDER BY position", (sid,))
    tracked, stats = reference(path, sid)
    assert rows == [(h, *r.deltas) for h, r in enumerate(tracked.result.hands)]
    settles.clear()
    with Scorebook(path) as book:  # a new Scorebook: as after the program starts
        assert_equal_to_the_engine(book, path, sid)
        assert club_stats(book, rules) == dict(zip(NAMES, stats, strict=True))
    assert settles == []  # read from the rows: nothing settled


def test_majsoul_rows_keep_the_points_held(tmp_path: Path, settles: list[int]) -> None:
    """A majsoul hand's start holds the points each player has (50,000 each at first): kept
    with the row, so the next hand starts from them without the hands before it."""
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = book.create_session("m", "majsoul", NAMES)
        book.add_hand(sid, [{"type": "win", "seat": 1, "from": 0, "value": 3}])
        book.add_hand(sid, KONG_2)
    # 3 han on a discard: 4,000 from the discarder; a concealed kong: 2,000 from each other
    assert cells(path, "SELECT points, next_points FROM hand_settled ORDER BY position") == [
        ("50000,50000,50000,50000", "46000,54000,50000,50000"),
        ("46000,54000,50000,50000", "44000,52000,56000,48000")]
    settles.clear()
    with Scorebook(path) as book:
        assert_equal_to_the_engine(book, path, sid)
        assert book.stored(sid).figures().points == (44000, 52000, 56000, 48000)
    assert settles == []


# --- settled again: only what changed -------------------------------------------------------------

# Twelve mil hands that each end with their third winner: the first winner deals next (§2.5).
MIL_HANDS = [[win(s % 4, (s + 1) % 4), win((s + 2) % 4, None), win((s + 3) % 4, (s + 1) % 4)]
             for s in range(12)]


@pytest.mark.parametrize(("hand", "settled"), [
    # the first win from another discarder: the same winner deals next, nothing moves
    ([win(1, 3), win(3, None), win(0, 2)], [5]),
    # another first winner: hand 7 starts from another dealer, and deals to its own first
    # winner as before: hand 8 starts as it did
    ([win(3, 1), win(1, None), win(0, 2)], [5, 6]),
])
def test_a_hand_changed_elsewhere_settles_only_itself(tmp_path: Path, settles: list[int],
                                                      hand: list[dict[str, Any]],
                                                      settled: list[int]) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = book.import_document({"rules": "mil", "players": NAMES,
                                    "hands": [{"events": h} for h in MIL_HANDS]})
    raw(path, "UPDATE hands SET events = ? WHERE session_id = ? AND position = 5",
        (json.dumps(hand), sid))
    assert cells(path, "SELECT count(*) FROM hand_settled") == [(11,)]  # its row went
    assert cells(path, "SELECT count(*) FROM session_settled") == [(0,)]  # and the totals
    settles.clear()
    with Scorebook(path) as book:
        assert_equal_to_the_engine(book, path, sid)
    assert settles == settled
    assert cells(path, "SELECT count(*) FROM hand_settled") == [(12,)]  # kept after reading
    settles.clear()
    with Scorebook(path) as book:
        book.stored(sid)
        book.replace_hand(sid, 5, MIL_HANDS[5])  # and back, by the store's own write
        assert_equal_to_the_engine(book, path, sid)
    assert settles == settled


def test_a_hong_kong_hand_that_moves_the_deal_settles_every_later_hand(
        tmp_path: Path, settles: list[int]) -> None:
    """docs/rules.md §3.1: the deal and the prevailing wind of every later hand follow."""
    path = tmp_path / "b.sqlite3"
    hands = [[{"type": "win", "seat": (h + 1) % 4, "from": h % 4, "value": 3}]
             for h in range(10)]
    with Scorebook(path) as book:
        sid = book.import_document({"rules": "hk-modern", "players": NAMES, "prevailing": 2,
                                    "hands": [{"events": h} for h in hands]})
        settles.clear()
        book.replace_hand(sid, 3, [{"type": "draw"}])  # the dealer keeps the deal
        assert settles == list(range(3, 10))
        assert_equal_to_the_engine(book, path, sid)
        settles.clear()
        book.replace_hand(sid, 9, [{"type": "draw"}])  # the last hand: itself
        assert settles == [9]


def test_a_version_bump_settles_every_hand_again_once(tmp_path: Path, settles: list[int],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = book.import_document({"rules": "mil", "players": NAMES,
                                    "hands": [{"events": h} for h in MIL_HANDS]})
    version = ledger.SETTLEMENT_VERSION
    assert cells(path, "SELECT DISTINCT engine FROM hand_settled") == [(version,)]
    monkeypatch.setattr(sb.settled, "SETTLEMENT_VERSION", version + 1)
    settles.clear()
    with Scorebook(path) as book:
        assert_equal_to_the_engine(book, path, sid)
    assert settles == list(range(12))  # every hand, once
    assert cells(path, "SELECT DISTINCT engine FROM hand_settled") == [(version + 1,)]
    assert cells(path, "SELECT engine FROM session_settled") == [(version + 1,)]
    settles.clear()
    with Scorebook(path) as book:
        book.stored(sid)
        assert club_stats(book, "mil") == dict(zip(NAMES, reference(path, sid)[1], strict=True))
    assert settles == []  # the new engine's rows read


# --- the file's triggers keep the rows honest -----------------------------------------------------

@pytest.mark.parametrize(("statement", "rows", "settled"), [
    # a hand taken out by another program: the next one starts elsewhere (its dealer follows
    # hand 3's first winner, not hand 4's)
    ("DELETE FROM hands WHERE position = 4", 11, [4]),
    # a row changed by another program is dropped whole, whatever changed
    ("UPDATE hand_settled SET d0 = d0 + 1 WHERE position = 7", 11, [7]),
    # the session's first dealer: every hand starts elsewhere
    ("UPDATE sessions SET dealer = 2", 0, list(range(12))),
    # a note: no row goes, the totals are made again from the rows (nothing settled)
    ("UPDATE hands SET note = 'late' WHERE position = 2", 12, []),
])
def test_another_programs_change_drops_the_rows_it_concerns(
        tmp_path: Path, settles: list[int], statement: str, rows: int,
        settled: list[int]) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = book.import_document({"rules": "mil", "players": NAMES,
                                    "hands": [{"events": h} for h in MIL_HANDS]})
    raw(path, statement)
    assert cells(path, "SELECT count(*) FROM hand_settled") == [(rows,)]
    assert cells(path, "SELECT count(*) FROM session_settled") == [(0,)]
    settles.clear()
    with Scorebook(path) as book:
        assert_equal_to_the_engine(book, path, sid)
    assert settles == settled
    settles.clear()
    with Scorebook(path) as book:  # what the reading settled was kept
        assert_equal_to_the_engine(book, path, sid)
    assert settles == []


def row_values(path: Path, position: int) -> dict[str, Any]:
    db = sqlite3.connect(path)
    db.row_factory = sqlite3.Row
    try:
        return dict(db.execute("SELECT * FROM hand_settled WHERE position = ?",
                               (position,)).fetchone())
    finally:
        db.close()


def put_row(path: Path, values: dict[str, Any]) -> None:
    """Write a whole row as another program might (INSERT OR REPLACE: the row stays)."""
    names = list(values)
    raw(path, f"INSERT OR REPLACE INTO hand_settled ({', '.join(names)}) VALUES "
        f"({', '.join('?' * len(names))})", tuple(values.values()))


BAD_ROWS: dict[str, Any] = {
    "head_too_big": {"head": 2 ** 46},
    "head_text": {"head": "12"},
    "wind_seven": {"head": 7 << 2},  # a prevailing wind of 7
    "fell_past_entries": {"head": (1 << 24) | (5 << 13)},
    "winner_twice": {"head": (1 << 24) | ((1 + 5 * 1) << 35)},  # seat 0 twice
    "delta_real": {"d0": -2.5},
    "delta_text": {"d2": "two"},
    "delta_huge": {"d1": 2 ** 60},
    "points_junk": {"points": "a,b,c,d"},
    "payload_blob": {"payload": b"\x00\xff"},
    "payload_long": {"payload": "x" * 100_001},
}


@pytest.mark.parametrize("fault", list(BAD_ROWS))
def test_a_row_that_does_not_read_back_is_settled_again(tmp_path: Path, settles: list[int],
                                                        fault: str) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = book.import_document({"rules": "mil", "players": NAMES,
                                    "hands": [{"events": h} for h in MIL_HANDS]})
    put_row(path, {**row_values(path, 7), **BAD_ROWS[fault]})
    settles.clear()
    with Scorebook(path) as book:
        assert_equal_to_the_engine(book, path, sid)
    assert settles == [7]
    assert row_values(path, 7)["head"] != BAD_ROWS[fault].get("head", -1)


@pytest.mark.parametrize("payload", [
    "{", json.dumps({"p": [[0, 9, 2, "win_discard", 0, []]], "w": []}),  # a payer of seat 9
    json.dumps({"p": [[1, 0, 2, "win_discard", 0, []]], "w": []}),  # rows that do not add up
    json.dumps({"p": [[0, 1, 2, "no_such_reason", 0, []]], "w": []}),
])
def test_payment_rows_that_do_not_read_back_are_the_engines_again(
        tmp_path: Path, payload: str) -> None:
    """A hand's payment rows are read only when the hand is shown: rows that do not read back
    (or do not add up to the row's deltas) are settled again from the hand's start."""
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = book.import_document({"rules": "mil", "players": NAMES,
                                    "hands": [{"events": h} for h in MIL_HANDS]})
    put_row(path, {**row_values(path, 3), "payload": payload})
    with Scorebook(path) as book:
        assert_equal_to_the_engine(book, path, sid)


BAD_TOTALS = {
    "not_json": "{stats: [",
    "not_text": b"\x00\xff",
    "a_number": 7,
    "no_spans": json.dumps({"stats": [[12] + [0] * 9] * 4}),
    "three_seats": json.dumps({"stats": [[12] + [0] * 9] * 3, "spans": [[0] * 4] * 4}),
    "strings": json.dumps({"stats": [["1"] * 10] * 4, "spans": [[0] * 4] * 4}),
    "negative": json.dumps({"stats": [[12] + [-1] * 9] * 4, "spans": [[0] * 4] * 4}),
    "other_hands": json.dumps({"stats": [[13] + [0] * 9] * 4, "spans": [[0] * 4] * 4}),
    "too_long": json.dumps({"stats": [], "pad": "x" * 5000}),
}


@pytest.mark.parametrize("fault", list(BAD_TOTALS))
def test_totals_that_do_not_read_back_are_added_up_again(tmp_path: Path, settles: list[int],
                                                         fault: str) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = book.import_document({"rules": "mil", "players": NAMES,
                                    "hands": [{"events": h} for h in MIL_HANDS]})
    (good,) = cells(path, "SELECT payload FROM session_settled")
    raw(path, "UPDATE session_settled SET payload = ?", (BAD_TOTALS[fault],))
    settles.clear()
    with Scorebook(path) as book:
        expected = reference(path, sid)[1]
        assert book.stats(sid) == expected  # never the bad payload
        assert club_stats(book, "mil") == dict(zip(NAMES, expected, strict=True))
        assert_equal_to_the_engine(book, path, sid)
    assert settles == []  # added up from the rows
    assert cells(path, "SELECT payload FROM session_settled") == [good]  # and repaired


# --- the migration from schema 6 ------------------------------------------------------------------

# tests/data/scorebook_v6.sqlite3 was written by the program before this schema (the store at
# commit 93b92fc, scorebook schema 6): six sessions, one per profile, of seeded hands, with notes,
# a Hong Kong wind, money on the mil session and the schema-5 statistics it kept.
V6_TOTALS = {"mil": (-28, -119, -126, 33), "mahjchina": (-30, 12, -3, 21),
             "competition": (-40, 48, 5, -13), "majsoul": (-2000, 7000, 18000, -23000),
             "hk-modern": (-192, -296, 248, 240), "hk-classical": (176, -272, 16, 80)}


def test_migration_6_to_7_keeps_every_number(tmp_path: Path, settles: list[int]) -> None:
    path = tmp_path / "v6.sqlite3"
    shutil.copyfile(DATA / "scorebook_v6.sqlite3", path)
    assert cells(path, "PRAGMA user_version") == [(6,)]
    before = {sid: reference(path, sid) for (sid,) in cells(path, "SELECT id FROM sessions")}
    with Scorebook(path) as book:
        infos = {i.rules: i for i in book.sessions()}
        assert sorted(infos) == sorted(V6_TOTALS)
        for rules, info in infos.items():
            tracked, stats = before[info.id]
            assert tracked.result.totals == V6_TOTALS[rules]
            assert_equal_to_the_engine(book, path, info.id)
            assert club_stats(book, rules) == dict(zip(NAMES, stats, strict=True))
        mil = infos["mil"]
        assert (mil.stake, mil.cap) == (50, 2000)
        night = book.money(mil.id)  # 50 hundredths a point, at most 20.00 paid
        assert night is not None and night == money_night(V6_TOTALS["mil"], Terms(50, 2000))
        assert (night.owed, night.balances, night.pot) == (
            (-1400, -5950, -6300, 1650), (-1400, -2000, -2000, 653), 4747)
        assert book.notes(mil.id)[2] == "note 2"
        assert infos["hk-modern"].prevailing in (1, 2, 3, 4)
    assert len(settles) == 74  # every hand settled once, by the first reading
    assert cells(path, "PRAGMA user_version") == [(9,)]
    tables = {t for (t,) in cells(path, "SELECT name FROM sqlite_master WHERE type='table'")}
    assert "settled" not in tables and {"hand_settled", "session_settled"} <= tables
    assert cells(path, "SELECT count(*) FROM hand_settled") == [(74,)]
    assert cells(path, "SELECT count(*) FROM session_settled") == [(6,)]
    settles.clear()
    with Scorebook(path) as book:
        for info in book.sessions():
            assert book.stored(info.id).figures().totals == V6_TOTALS[info.rules]
    assert settles == []


def test_a_gap_left_by_another_program_is_closed_by_the_next_write(
        tmp_path: Path, settles: list[int]) -> None:
    """Hands at positions 0, 2, 5 (another program's deletions): read in their order, and
    numbered 0, 1, 2 again by the next write, every row with them."""
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = book.import_document({"rules": "mil", "players": NAMES,
                                    "hands": [{"events": h} for h in MIL_HANDS[:6]]})
    raw(path, "DELETE FROM hands WHERE position IN (1, 3, 4)")
    with Scorebook(path) as book:
        assert_equal_to_the_engine(book, path, sid)
        assert book.stored(sid).positions == (0, 2, 5)
        book.add_hand(sid, MIL_HANDS[6])
        assert book.stored(sid).positions is None
        assert_equal_to_the_engine(book, path, sid)
    assert cells(path, "SELECT position FROM hands ORDER BY position") == [(p,) for p in
                                                                            range(4)]
    assert cells(path, "SELECT position FROM hand_settled ORDER BY position") == [
        (p,) for p in range(4)]


# --- reading: what is kept, and who may wait ------------------------------------------------------

def test_a_session_is_read_again_only_when_another_connection_wrote(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = book.import_document({"rules": "mil", "players": NAMES,
                                    "hands": [{"events": h} for h in MIL_HANDS]})
        other = book.create_session("other", "mil", NAMES)
        seen = book.data_version()
        first = book.stored(sid)
        book.add_hand(other, KONG_2)  # our own write: the version of the file is ours
        assert book.data_version() == seen and book.stored(sid) is first
        with Scorebook(path) as elsewhere:
            elsewhere.add_hand(other, KONG_2)  # another connection, another session
            assert book.data_version() != seen
            assert book.stored(sid) is first  # its version and totals unchanged
            elsewhere.add_hand(sid, KONG_2)
        again = book.stored(sid)
        assert again is not first and len(again.hands) == 13
        assert all(a is b for a, b in zip(again.hands[:12], first.hands, strict=True))


def test_reading_needs_no_write_lock(tmp_path: Path, settles: list[int]) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = book.import_document({"rules": "mil", "players": NAMES,
                                    "hands": [{"events": h} for h in MIL_HANDS]})
    raw(path, "DELETE FROM hand_settled WHERE position = 5")
    settles.clear()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another program is writing
    try:
        with Scorebook(path, timeout=0.05) as book:
            assert_equal_to_the_engine(book, path, sid)  # read, hand 5 settled
            assert cells(path, "SELECT count(*) FROM hand_settled") == [(11,)]  # not kept yet
            holder.execute("COMMIT")
            book.sessions()  # the next read keeps it
            assert cells(path, "SELECT count(*) FROM hand_settled") == [(12,)]
    finally:
        if holder.in_transaction:
            holder.execute("ROLLBACK")
        holder.close()
    assert settles == [5]


def test_a_file_that_cannot_be_written_still_answers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        sid = seeded_session(book, "hk-modern", 0)
    raw(path, "DELETE FROM hand_settled")

    def refused(*args: Any) -> None:  # what SQLite answers for a read-only file
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(sb.book.Scorebook, "_put_rows", staticmethod(refused))
    with Scorebook(path) as book:
        assert_equal_to_the_engine(book, path, sid)
        assert book.state(sid).info.hands == book.session(sid).hands
    assert cells(path, "SELECT count(*) FROM hand_settled") == [(0,)]  # nothing kept or failed


def test_an_older_program_refuses_the_file_cleanly(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "b.sqlite3"
    with Scorebook(path) as book:
        seeded_session(book, "mil", 0)
    monkeypatch.setattr(sb.Scorebook, "SCHEMA_VERSION", 6)  # the program before the rows
    with pytest.raises(ScorebookError) as err:
        Scorebook(path)
    assert err.value.code == "newer_schema"


# --- a hand's head --------------------------------------------------------------------------------

@pytest.mark.parametrize("head", [
    Head(HandStart(3, None), HandStart(0, None), False, None, 0, ()),
    Head(HandStart(2, 4), HandStart(3, 1), True, None, 1, (1,)),
    Head(HandStart(1, None, None, True), HandStart(1, None, None, True), True, 0, 3,
         (3, 0, 2)),
    Head(HandStart(0, None), HandStart(2, None), True, MAX_ENTRIES - 1, MAX_ENTRIES,
         (2, 0, 1, 3)),
])
def test_a_head_reads_back_as_written(head: Head) -> None:
    packed = pack_head(head.start, head.next, head.over, head.fell, head.entries,
                       head.winners)
    assert 0 <= packed < 2 ** 45
    assert read_head(packed, None, None) == head
    held = read_head(packed, "1,2,3,-4", "5,6,7,8")
    assert held is not None and held.start.running == (1, 2, 3, -4)
    assert held.next.running == (5, 6, 7, 8)
    assert read_head(packed, "1,2,3", None) is None
