"""Seat changes between games (issue 29 item 4, schema 9): a session keeps its earlier
seatings, every reader names each hand's seats as they were when it was played, the standings,
money and club statistics add up by name, and the change is kept in the history and undone."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from mahjong_gui.engine.ledger import read_session, settle_session
from mahjong_gui.store.scorebook import Scorebook, ScorebookError, export_csv
from tests.helpers import three_wins

DATA = Path(__file__).resolve().parents[1] / "data"
NAMES = ["An", "Bình", "Chi", "Dũng"]
AFTER = ["An", "Bình", "Chi", "美玲"]  # Dũng leaves, 美玲 sits down in seat 3


def night(book: Scorebook) -> int:
    """A mil session of two-hand games: hands (1, -3, 1, 1) and (2, 2, 2, -6) by the first
    four, then the seat change and (-12, 4, 4, 4)."""
    sid = book.create_session("Friday", "mil", NAMES, options={"hands": "2"}, stake=50)
    book.add_hand(sid, three_wins(1))
    book.add_hand(sid, three_wins(3, 1))
    book.change_seats(sid, AFTER)
    book.add_hand(sid, three_wins(0, 2))
    return sid


def test_the_hands_keep_their_seating_and_the_names_add_up() -> None:
    with Scorebook(":memory:", who="Lan") as book:
        sid = night(book)
        info = book.session(sid)
        assert info.players == tuple(AFTER)
        assert info.seatings == ((2, tuple(NAMES)),)
        assert [info.names_at(h)[3] for h in range(3)] == ["Dũng", "Dũng", "美玲"]
        assert info.all_names() == ["An", "Bình", "Chi", "美玲", "Dũng"]
        # settling is per seat and does not change: seat 3 is -5 then +4
        assert tuple(s.total for s in book.stats(sid)) == (-9, 3, 7, -1)
        named = {n: (st.total, st.hands, st.wins) for n, st in book.name_stats(sid)}
        assert named == {"An": (-9, 3, 2), "Bình": (3, 3, 2), "Chi": (7, 3, 3),
                         "美玲": (4, 1, 1), "Dũng": (-5, 2, 1)}
        club = book.club_stats("mil")
        assert {n: st.total for n, st in club.items()} == {
            "An": -9, "Bình": 3, "Chi": 7, "美玲": 4, "Dũng": -5}
        assert "美玲" in book.roster()


def test_seats_change_only_between_games() -> None:
    with Scorebook(":memory:") as book:
        sid = book.create_session("x", "mil", NAMES, options={"hands": "2"})
        book.add_hand(sid, [{"type": "win", "seat": 0, "from": 1, "value": 0}])
        with pytest.raises(ScorebookError) as err:
            book.change_seats(sid, AFTER)
        assert err.value.code == "not_between_games"
        assert err.value.message == "seats change between games: hand 1 is not over"
        book.delete_hand(sid, 0)
        book.add_hand(sid, three_wins(1))
        with pytest.raises(ScorebookError) as err:
            book.change_seats(sid, AFTER)
        assert err.value.message == ("seats change between games: 1 of this game's 2 hands "
                                     "are played")
        for names in (["An", "An", "Chi", "Em"], ["An", "Bình", "Chi"], NAMES,
                      ["An", " ", "Chi", "Em"]):
            with pytest.raises(ScorebookError) as err:
                book.change_seats(sid, names)
            assert err.value.code in ("bad_name", "same_seats", "not_between_games")
        assert book.session(sid).seatings == () and book.session(sid).players == tuple(NAMES)


def test_hong_kong_seats_change_after_a_wind_round() -> None:
    with Scorebook(":memory:") as book:
        sid = book.create_session("hk", "hk-modern", NAMES)
        book.add_hand(sid, [{"type": "draw"}])  # the dealer keeps the deal
        with pytest.raises(ScorebookError) as err:
            book.change_seats(sid, AFTER)
        assert err.value.message == ("seats change between games: the round of wind 1 is "
                                     "not over")
        for seat in (1, 2, 3, 0):  # a win by a non-dealer passes the deal: East round over
            book.add_hand(sid, [{"type": "win", "seat": seat, "from": (seat + 1) % 4,
                                 "value": 3}])
        assert book.result(sid).next_prevailing == 2
        book.change_seats(sid, AFTER)
        assert book.session(sid).seatings == ((5, tuple(NAMES)),)


def test_the_change_is_kept_in_the_history_and_undone() -> None:
    with Scorebook(":memory:", who="Lan") as book:
        sid = night(book)
        change = [e for e in book.history(sid) if e.kind == "seats"]
        assert [(e.hand, e.who, e.before, e.after) for e in change] == [
            (2, "Lan", {"players": NAMES}, {"players": AFTER})]
        undo, _ = book.undo_stacks(sid)
        assert [e.kind for e in undo] == ["add_hand", "add_hand", "seats", "add_hand"]
        book.delete_hand(sid, 2)
        book.change_seats(sid, NAMES)  # back, no hand since: the change is gone
        info = book.session(sid)
        assert (info.players, info.seatings) == (tuple(NAMES), ())


def test_deleting_and_putting_back_a_hand_moves_the_seating() -> None:
    with Scorebook(":memory:") as book:
        sid = night(book)
        book.delete_hand(sid, 1)  # the last hand of the first seating
        assert book.session(sid).seatings == ((1, tuple(NAMES)),)
        (gone,) = [e for e in book.history(sid) if e.kind == "delete_hand"]
        from mahjong_gui.store.scorebook.history import Cause
        book.insert_hand(sid, 1, three_wins(3, 1), cause=Cause("delete_hand", undoes=gone.id))
        assert book.session(sid).seatings == ((2, tuple(NAMES)),)
        book.delete_hand(sid, 2)  # the first hand of the new seating
        book.insert_hand(sid, 2, three_wins(0, 2))
        assert book.session(sid).seatings == ((2, tuple(NAMES)),)
        assert {n: st.total for n, st in book.name_stats(sid)}["美玲"] == 4


def test_exports_name_each_hand_and_stay_a_ledger() -> None:
    with Scorebook(":memory:") as book:
        sid = night(book)
        doc = book.document(sid)
        assert doc["players"] == AFTER and doc["seatings"] == [[2, NAMES]]
        # money by name: 0.50 a point; An -4.50, Dũng -2.50 pay Chi 3.50, 美玲 2.00, Bình 1.50
        money = doc["money"]
        assert money["names"] == ["An", "Bình", "Chi", "美玲", "Dũng"]
        assert money["balances_cents"] == [-450, 150, 350, 200, -250]
        body = {k: v for k, v in doc.items() if k not in ("money", "seatings")}
        assert settle_session(read_session(body)).totals == (-9, 3, 7, -1)
        copy = book.import_document(json.loads(json.dumps(doc)), allow_duplicate=True)
        assert book.session(copy).seatings == ((2, tuple(NAMES)),)
        for bad, code, path in (([[3, NAMES], [2, AFTER]], "bad_ledger", "seatings[1]"),
                                ([[2, ["a", "b"]]], "bad_ledger", "seatings[0]"),
                                ([[9, NAMES]], "bad_ledger", "seatings[0]"),
                                ([[2, ["a", "a", "b", "c"]]], "bad_name", "seatings[0]"),
                                ("x", "bad_ledger", "seatings")):
            with pytest.raises(ScorebookError) as err:
                book.import_document({**doc, "seatings": bad}, allow_duplicate=True)
            assert (err.value.code, err.value.path) == (code, path)
        lines = export_csv(book, sid).splitlines()
        assert lines[1].startswith("1,An,An / Chi / Dũng,")
        assert lines[3].startswith("3,An,Bình / Chi / 美玲,")
        assert lines[0].split(",")[4:8] == ["An", "Bình", "Chi", "Dũng / 美玲"]
        assert lines[0].endswith(",seats")
        assert lines[3].endswith(",An / Bình / Chi / 美玲")


def test_a_schema_8_file_is_migrated_without_seat_changes(tmp_path: Path) -> None:
    """tests/data/scorebook_v8.sqlite3 was written by the store at schema 8 (commit 6484bba):
    the schema-7 file opened, its mil session given a 16th hand and renamed "Friday at
    Lan's, v8" (two changes kept)."""
    path = tmp_path / "v8.sqlite3"
    shutil.copyfile(DATA / "scorebook_v8.sqlite3", path)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone() == (8,)
    db.close()
    with Scorebook(path, who="Lan") as book:
        mil = {i.rules: i for i in book.sessions()}["mil"]
        assert (mil.name, mil.hands, mil.seatings) == ("Friday at Lan's, v8", 16, ())
        assert tuple(s.total for s in book.stats(mil.id)) == (-20, -187, -130, 49)
        assert [e.kind for e in book.history(mil.id)] == ["add_hand", "rename"]
        assert book.session(mil.id).names_at(15) == tuple(NAMES)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone() == (9,)
    assert db.execute("SELECT DISTINCT seatings FROM sessions").fetchall() == [("[]",)]
    db.close()


def test_damaged_seatings_are_a_bad_row() -> None:
    with Scorebook(":memory:") as book:
        sid = night(book)
        assert book._db is not None
        book._db.execute("UPDATE sessions SET seatings = '[[2, [\"a\"]]]'")
        book._db.commit()
        with pytest.raises(ScorebookError) as err:
            book.sessions()
        assert (err.value.code, err.value.path) == ("bad_row", "seatings[0]")
        del sid


def test_the_cli_changes_seats_and_ledger_reads_the_export(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]
                                                           ) -> None:
    from mahjong_gui.cli import main
    db = tmp_path / "book.sqlite3"
    with Scorebook(db) as book:
        sid = book.create_session("Friday", "mil", NAMES, options={"hands": "2"})
        book.add_hand(sid, three_wins(1))
        book.add_hand(sid, three_wins(3, 1))
    assert main(["scorebook", "--db", str(db), "seats", str(sid), *AFTER, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["players"] == AFTER and out["seatings"] == [{"until": 2, "players": NAMES}]
    assert main(["scorebook", "--db", str(db), "seats", str(sid), *AFTER, "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "same_seats"
    export = tmp_path / "friday.json"
    assert main(["scorebook", "--db", str(db), "export", str(sid), "--output",
                 str(export)]) == 0
    capsys.readouterr()
    assert main(["ledger", str(export), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["totals"] == [3, -1, 3, -5]


def test_show_json_gives_the_records_by_name_too(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    from mahjong_gui.cli import dispatch

    db = tmp_path / "book.sqlite3"
    with Scorebook(str(db), who="Lan") as book:
        sid = night(book)
    assert dispatch(["scorebook", "--db", str(db), "show", str(sid), "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert [s["total"] for s in r["player_stats"]] == [-9, 3, 7, -1]  # per seat, as before
    assert {s["name"]: (s["total"], s["hands"]) for s in r["name_stats"]} == {
        "An": (-9, 3), "Bình": (3, 3), "Chi": (7, 3), "美玲": (4, 1), "Dũng": (-5, 2)}
