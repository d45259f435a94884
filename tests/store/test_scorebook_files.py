"""The scorebook's file (issue 14, "nothing lost"): reading creates nothing, a damaged database or
row is refused with its own code and left as it was, an export never lands on the scorebook and
is written whole, and importing a session already kept is refused unless asked for.

"Unchanged" is checked on the file's bytes (a SHA-256 before and after)."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import sys
from pathlib import Path
from typing import Any

import pytest

from mahjong_gui.store import scorebook as sb
from mahjong_gui.store.scorebook import (
    MIGRATIONS,
    SCHEMA_VERSION,
    Scorebook,
    ScorebookError,
    export_csv,
    export_json,
)
from tests.helpers import sha256_of

NAMES = ["An", "Bình", "Chi", "Dũng"]
WIN_0_FROM_1 = [{"type": "win", "seat": 0, "from": 1, "value": 0}]  # seat 1 pays 1
KONG_2 = [{"type": "kong", "seat": 2, "kind": "concealed"}]  # seats 0, 1, 3 pay 2 each


def refused(action: Any, code: str) -> ScorebookError:
    with pytest.raises(ScorebookError) as err:
        action()
    assert err.value.code == code, err.value.message
    return err.value


def filled(path: Path, sessions: int = 1, hands: int = 2) -> list[int]:
    with Scorebook(path) as book:
        ids = []
        for s in range(sessions):
            sid = book.create_session(f"table {s}", "mil", NAMES)
            for h in range(hands):
                book.add_hand(sid, WIN_0_FROM_1 if h % 2 == 0 else KONG_2, note=f"hand {h}")
            ids.append(sid)
    return ids


def raw(path: Path, *statements: str) -> None:
    db = sqlite3.connect(path)
    try:
        for statement in statements:
            db.execute(statement)
        db.commit()
    finally:
        db.close()


# --- reading creates nothing ------------------------------------------------------------------


def test_reading_a_missing_file_creates_nothing(tmp_path: Path) -> None:
    path = tmp_path / "not" / "yet" / "book.sqlite3"
    with Scorebook(path) as book:
        assert book.sessions() == []
        refused(lambda: book.session(1), "no_session")
        refused(lambda: book.state(1), "no_session")
        refused(lambda: book.document(1), "no_session")
        refused(lambda: book.check_hands(1, []), "no_session")
        refused(lambda: book.export_to(tmp_path / "out.json", 1), "no_session")
        refused(lambda: book.delete_session(1), "no_session")  # writes with nothing to do
        refused(lambda: book.add_hand(1, []), "no_session")
        refused(lambda: book.replace_hand(1, 0, []), "no_session")
        refused(lambda: book.delete_hand(1, 0), "no_session")
        refused(lambda: book.update_session(1, name="x"), "no_session")
    assert list(tmp_path.iterdir()) == []
    with Scorebook(path) as book:  # the first real write makes the folders and the file
        sid = book.create_session("x", "mil", NAMES)
    with Scorebook(path) as book:
        assert [s.id for s in book.sessions()] == [sid]


def test_opening_and_listing_touch_no_folder(tmp_path: Path) -> None:
    path = tmp_path / "data" / "book.sqlite3"
    with Scorebook(path) as book:
        assert book.sessions() == []
    assert not (tmp_path / "data").exists()


def test_a_zero_byte_file_reads_as_empty_and_stays_so(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    path.write_bytes(b"")
    with Scorebook(path) as book:
        assert book.sessions() == []
        refused(lambda: book.state(1), "no_session")
        refused(lambda: book.export_to(tmp_path / "out.json", 1), "no_session")
        assert path.read_bytes() == b""
        sid = book.create_session("x", "mil", NAMES)  # a write makes it a scorebook
        assert book.sessions()[0].id == sid


def test_a_book_opened_before_another_program_created_the_file_sees_it(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as early:
        assert early.sessions() == []
        (sid,) = filled(path)
        assert [s.id for s in early.sessions()] == [sid]
        early.add_hand(sid, [])


@pytest.mark.parametrize("where", ["folder", "under_a_file"])
def test_a_path_that_cannot_be_a_file(tmp_path: Path, where: str) -> None:
    (tmp_path / "a_file").write_text("x", encoding="utf-8")
    path = tmp_path if where == "folder" else tmp_path / "a_file" / "book.sqlite3"
    refused(lambda: Scorebook(path), "cannot_open")
    assert (tmp_path / "a_file").read_text(encoding="utf-8") == "x"


# --- a damaged database -----------------------------------------------------------------------


def page_size(path: Path) -> int:
    size = int.from_bytes(path.read_bytes()[16:18], "big")
    return 65536 if size == 1 else size


def damage(path: Path, offset: int, length: int) -> None:
    data = bytearray(path.read_bytes())
    data[offset:offset + length] = bytes((i * 73 + 41) % 256 for i in range(length))
    path.write_bytes(bytes(data))


def test_a_page_corrupted_database_is_refused_and_left_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    ids = filled(path, sessions=3, hands=150)
    size = page_size(path)
    pages = path.stat().st_size // size
    assert pages > 6
    damage(path, size * (pages // 2), size)  # a page in the middle of the hands
    before = sha256_of(path)
    # Opening checks the sessions' pages only (a club's file of 200,000 hands opens in a
    # tenth of a second); the hands' damage is found, and refused, where they are read.
    with Scorebook(path) as book:
        assert sorted(s.id for s in book.sessions()) == ids
        codes = []
        for sid in ids:
            try:
                book.state(sid)
            except ScorebookError as err:
                codes.append(err.code)
                if err.code == "corrupt":
                    assert "damaged" in err.message and "left as it is" in err.message
        assert codes and set(codes) <= {"corrupt", "bad_row"}, codes
    assert sha256_of(path) == before


def test_a_damaged_sessions_page_is_refused_at_opening(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    filled(path, sessions=3, hands=150)
    db = sqlite3.connect(path)
    root = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'sessions'").fetchone()[0]
    db.close()
    size = page_size(path)
    damage(path, size * (root - 1), size)  # the sessions' table
    before = sha256_of(path)
    err = refused(lambda: Scorebook(path), "corrupt")
    assert "damaged" in err.message and "left as it is" in err.message
    assert sha256_of(path) == before


def test_a_corrupted_schema_page_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    filled(path)
    damage(path, 100, page_size(path) - 100)  # the header stays, the schema is gone
    before = sha256_of(path)
    refused(lambda: Scorebook(path), "corrupt")
    assert sha256_of(path) == before


def test_damage_found_after_opening_is_corrupt_for_every_action(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    (sid,) = filled(path, hands=300)
    book = Scorebook(path)
    try:
        size = page_size(path)
        pages = path.stat().st_size // size
        for page in range(1, pages):  # every page but the header page
            damage(path, size * page, size)
        data = bytearray(path.read_bytes())  # as another program's write: the change counter
        data[24:28] = (int.from_bytes(data[24:28], "big") + 1).to_bytes(4, "big")
        path.write_bytes(bytes(data))
        before = sha256_of(path)
        for action in (book.sessions, lambda: book.state(sid), lambda: book.document(sid),
                       lambda: book.add_hand(sid, []), lambda: book.delete_hand(sid, 0),
                       lambda: book.export_to(tmp_path / "out.json", sid),
                       lambda: book.import_document({"rules": "mil", "hands": []})):
            with pytest.raises(ScorebookError) as err:
                action()
            assert err.value.code in ("corrupt", "bad_row"), err.value.message
        assert sha256_of(path) == before
        assert not (tmp_path / "out.json").exists()
    finally:
        book.close()


def test_a_file_that_is_not_sqlite_is_not_a_scorebook(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    path.write_text(json.dumps({"rules": "mil", "hands": []}), encoding="utf-8")
    before = sha256_of(path)
    refused(lambda: Scorebook(path), "not_a_scorebook")
    assert sha256_of(path) == before


# --- damaged rows -----------------------------------------------------------------------------

SESSION_FAULTS = {
    "options_json": ("UPDATE sessions SET options = '{' WHERE id = 1", "options"),
    "options_shape": ("UPDATE sessions SET options = '[1]' WHERE id = 1", "options"),
    "three_players": ("""UPDATE sessions SET players = '["a", "b", "c"]' WHERE id = 1""",
                      "players"),
    "players_json": ("UPDATE sessions SET players = 'An, Bình' WHERE id = 1", "players"),
    "dealer_range": ("UPDATE sessions SET dealer = 7 WHERE id = 1", "dealer"),
    "dealer_text": ("UPDATE sessions SET dealer = 'East' WHERE id = 1", "dealer"),
    "dealer_huge": ("UPDATE sessions SET dealer = 9223372036854775807 WHERE id = 1", "dealer"),
    "wind_range": ("UPDATE sessions SET prevailing = 9 WHERE id = 1", "prevailing"),
    "name_blob": ("UPDATE sessions SET name = x'00ff' WHERE id = 1", "name"),
    "version_text": ("UPDATE sessions SET version = 'v' WHERE id = 1", ""),
    "unknown_rules": ("UPDATE sessions SET rules = 'nope' WHERE id = 1", "rules"),
}
HAND_FAULTS = {
    "events_json": ("UPDATE hands SET events = '[{\"type\": ' WHERE session_id = 1 "
                    "AND position = 1", "hands[1].events"),
    "events_object": ("UPDATE hands SET events = '{\"type\": \"draw\"}' WHERE session_id = 1 "
                      "AND position = 1", "hands[1].events"),
    "events_numbers": ("UPDATE hands SET events = '[1, 2]' WHERE session_id = 1 "
                       "AND position = 1", "hands[1].events"),
    "seat_range": ("UPDATE hands SET events = '[{\"type\": \"kong\", \"seat\": 9, "
                   "\"kind\": \"concealed\"}]' WHERE session_id = 1 AND position = 1",
                   "hands[1].events[0].seat"),
    "value_huge": ("UPDATE hands SET events = '[{\"type\": \"win\", \"seat\": 0, \"value\": "
                   "1e999}]' WHERE session_id = 1 AND position = 1", "hands[1].events[0].value"),
    "note_blob": ("UPDATE hands SET note = x'ff00' WHERE session_id = 1 AND position = 1",
                  "hands[1].note"),
    "nested_deep": ("UPDATE hands SET events = '" + "[" * 100000 + "]" * 100000
                    + "' WHERE session_id = 1 AND position = 1", "hands[1].events"),
}


@pytest.mark.parametrize("fault", list(SESSION_FAULTS) + list(HAND_FAULTS))
def test_a_damaged_row_is_named_never_a_traceback(tmp_path: Path, fault: str) -> None:
    path = tmp_path / "book.sqlite3"
    bad, good = filled(path, sessions=2)
    statement, where = {**SESSION_FAULTS, **HAND_FAULTS}[fault]
    raw(path, statement)
    before = sha256_of(path)
    with Scorebook(path) as book:
        errors: list[ScorebookError] = []
        listed = book.sessions(errors)
        if fault in SESSION_FAULTS and fault != "unknown_rules":
            assert [s.id for s in listed] == [good]  # the good rows still listed...
            assert [(e.code, e.session, e.path) for e in errors] == [("bad_row", bad, where)]
            err = refused(book.sessions, "bad_row")  # ...or the bad one reported
            assert f"session {bad}" in err.message
        else:
            assert sorted(s.id for s in listed) == [bad, good] and errors == []
        for action in (lambda: book.state(bad), lambda: book.result(bad),
                       lambda: book.read(bad), lambda: book.stats(bad),
                       lambda: book.add_hand(bad, []),
                       lambda: book.replace_hand(bad, 0, KONG_2),
                       lambda: book.update_session(bad, name="renamed"),
                       lambda: book.export_to(tmp_path / "out.csv", bad),
                       lambda: export_csv(book, bad)):
            err = refused(action, "bad_row")
            assert err.session == bad and f"session {bad}" in err.message
            assert err.path == where
        assert sha256_of(path) == before  # nothing written
        assert not (tmp_path / "out.csv").exists()
        assert book.state(good).result.totals == (-1, -3, 6, -2)  # the others are fine
        book.delete_session(bad)  # and the damaged one can be removed
        assert [s.id for s in book.sessions()] == [good]


def test_hands_out_of_position_order_still_read_in_order(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    (sid,) = filled(path, hands=3)
    raw(path, f"UPDATE hands SET position = position * 10 WHERE session_id = {sid}")
    with Scorebook(path) as book:
        assert book.notes(sid) == ["hand 0", "hand 1", "hand 2"]
        book.add_hand(sid, [], note="hand 3")
        book.replace_hand(sid, 1, [], note="one")
        book.delete_hand(sid, 0)
        assert book.notes(sid) == ["one", "hand 2", "hand 3"]


# --- export -----------------------------------------------------------------------------------


def test_an_export_never_lands_on_the_scorebook(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "db.sqlite3"
    (sid,) = filled(path)
    before = sha256_of(path)
    monkeypatch.chdir(tmp_path)
    targets = [path, Path("db.sqlite3"), tmp_path / "." / "db.sqlite3",
               Path(f"{path}-journal")]
    if sys.platform != "win32":
        (tmp_path / "link.sqlite3").symlink_to(path)
        os.link(path, tmp_path / "hard.sqlite3")
        targets += [tmp_path / "link.sqlite3", tmp_path / "hard.sqlite3"]
    with Scorebook(path) as book:
        for target in targets:
            for fmt in ("json", "csv", None):
                err = refused(lambda t=target, f=fmt: book.export_to(t, sid, f),
                              "export_over_scorebook")
                assert "the scorebook itself" in err.message
        assert book.hands(sid) == [WIN_0_FROM_1, KONG_2]
    assert sha256_of(path) == before
    assert not Path(f"{path}-journal").exists()


def test_export_to_writes_the_ledger_or_the_table(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    (sid,) = filled(path)
    with Scorebook(path) as book:
        book.export_to(tmp_path / "s.json", sid)
        book.export_to(tmp_path / "s.CSV", sid)
        book.export_to(tmp_path / "table.txt", sid, "csv")
        assert (tmp_path / "s.json").read_text(encoding="utf-8") == export_json(book, sid)
        # a CSV file starts with the UTF-8 byte-order mark (spreadsheets need it)
        assert (tmp_path / "s.CSV").read_bytes() == ("\ufeff" + export_csv(book, sid)
                                                     ).encode("utf-8")
        assert (tmp_path / "table.txt").read_text(encoding="utf-8-sig") == export_csv(book,
                                                                                       sid)
        with pytest.raises(ValueError):
            book.export_to(tmp_path / "s.xml", sid, "xml")
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "book.sqlite3", "s.CSV", "s.json", "table.txt"]  # no temporary file left


def test_an_export_that_fails_leaves_the_old_file(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "book.sqlite3"
    (sid,) = filled(path)
    target = tmp_path / "s.json"
    target.write_text("the previous export", encoding="utf-8")

    def fail(*_: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(sb.transfer.os, "replace", fail)
    with Scorebook(path) as book, pytest.raises(OSError):
        book.export_to(target, sid)
    assert target.read_text(encoding="utf-8") == "the previous export"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["book.sqlite3", "s.json"]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_an_export_keeps_the_file_s_permissions(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    (sid,) = filled(path)
    target = tmp_path / "s.json"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o640)
    with Scorebook(path) as book:
        book.export_to(target, sid)
        new = tmp_path / "new.json"
        book.export_to(new, sid)
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(new.stat().st_mode) == 0o666 & ~umask  # as open() would make it


# --- duplicates -------------------------------------------------------------------------------


def test_importing_a_session_already_kept_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    (sid,) = filled(path)
    with Scorebook(path) as book:
        doc = json.loads(export_json(book, sid))
    with Scorebook(path) as book:
        err = refused(lambda: book.import_document(doc), "duplicate_session")
        assert (err.session, err.detail) == (sid, "table 0")
        assert "already in the scorebook as 'table 0'" in err.message
    # The first import made the content digests the writes had cleared (a cache, kept); a
    # refused import writes nothing else, and the next ones nothing at all.
    before = sha256_of(path)
    with Scorebook(path) as book:
        refused(lambda: book.import_document(doc), "duplicate_session")
        renamed = {**doc, "name": "other", "hands": [{"events": h["events"]}
                                                     for h in doc["hands"]]}
        refused(lambda: book.import_document(renamed), "duplicate_session")  # name, notes
        refused(lambda: book.import_document(doc, "copy"), "duplicate_session")
        assert sha256_of(path) == before
        copy = book.import_document(doc, "copy", allow_duplicate=True)
        assert book.hands(copy) == book.hands(sid)
        for other in ({**doc, "players": ["A", "B", "C", "D"]}, {**doc, "dealer": 1},
                      {**doc, "hands": doc["hands"][:1]},
                      {**doc, "hands": [*doc["hands"], {"events": []}]}):
            book.import_document(other)  # not the same game
        book.delete_session(copy)
        book.add_hand(sid, [])  # the original has changed: its old export is new again
        again = book.import_document(doc)
        refused(lambda: book.import_document(json.loads(export_json(book, sid))),
                "duplicate_session")
        assert book.hands(again) == doc_events(doc)


def test_a_duplicate_is_found_in_options_and_winds(tmp_path: Path) -> None:
    with Scorebook(tmp_path / "book.sqlite3") as book:
        book.import_document({"rules": "hk-modern", "options": {"min_faan": "0"},
                              "prevailing": 2, "hands": [{"events": [{"type": "draw"}]}]})
        refused(lambda: book.import_document(
            {"rules": "hk-modern", "options": {"min_faan": "0"}, "prevailing": 2,
             "players": ["0", "1", "2", "3"], "dealer": 0,
             "hands": [{"events": [{"type": "draw"}]}]}), "duplicate_session")
        book.import_document({"rules": "hk-modern", "options": {"min_faan": "0"},
                              "prevailing": 3, "hands": [{"events": [{"type": "draw"}]}]})
        book.import_document({"rules": "hk-modern", "prevailing": 2,
                              "hands": [{"events": [{"type": "draw"}]}]})
        assert len(book.sessions()) == 3


def doc_events(doc: dict[str, Any]) -> list[Any]:
    return [h["events"] for h in doc["hands"]]


def version_2_file(path: Path, players: str) -> None:
    db = sqlite3.connect(path)
    try:
        db.executescript(MIGRATIONS[0] + MIGRATIONS[1])
        db.execute("INSERT INTO sessions (name, rules, options, players, dealer, created, "
                   "updated) VALUES ('old', 'mil', '{}', ?, 0, 'then', 'then')", (players,))
        db.execute("INSERT INTO hands VALUES (1, 0, ?, '', 'then')",
                   (json.dumps(WIN_0_FROM_1),))
        db.execute("PRAGMA user_version = 2")
        db.commit()
    finally:
        db.close()


def test_sessions_kept_before_version_3_are_found_as_duplicates(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    version_2_file(path, json.dumps(NAMES))
    with Scorebook(path) as book:
        (info,) = book.sessions()
        assert info.version == 0
        doc = {"rules": "mil", "players": NAMES, "hands": [{"events": WIN_0_FROM_1}]}
        err = refused(lambda: book.import_document(doc), "duplicate_session")
        assert (err.session, err.detail) == (info.id, "old")
    check = sqlite3.connect(path)
    try:
        assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 9
    finally:
        check.close()


def test_a_damaged_row_does_not_stop_the_migration(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    version_2_file(path, "not json")
    with Scorebook(path) as book:
        errors: list[ScorebookError] = []
        assert book.sessions(errors) == []
        assert [(e.code, e.path) for e in errors] == [("bad_row", "players")]
        sid = book.import_document({"rules": "mil", "hands": []})
        assert [s.id for s in book.sessions(errors)] == [sid]
