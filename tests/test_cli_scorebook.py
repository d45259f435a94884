"""The ``scorebook`` command: list, show, export and import against a scorebook in tmp_path
(``--db`` always; the data folder is pointed into tmp_path too, so the user's own scorebook is
never touched). Expected numbers are worked out by hand from docs/rules.md (``mil``: a plain win is
1 and a concealed kong 2 from each player still in)."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
import sys
from pathlib import Path
from typing import Any

import pytest

from mahjong_gui import cli
from mahjong_gui.store.scorebook import SCHEMA_VERSION, Scorebook
from tests.helpers import run_cli

NAMES = ["An", "Bình", "Chi", "Dũng"]
SESSION_KEYS = {"id", "name", "rules", "options", "players", "dealer", "hands", "created",
                "updated", "stake_cents", "cap_cents", "imported", "copy_of", "seatings"}

# Hand 1: seat 0 wins plain (1) on seat 1's discard -> (1,-1,0,0).
# Hand 2: seat 2's concealed kong, 2 from each of seats 0, 1, 3 -> (-2,-2,6,-2).
# Totals (-1,-3,6,-2); seat 0 won hand 1 and nobody won hand 2: seat 0 deals throughout.
HAND_1 = [{"type": "win", "seat": 0, "from": 1, "value": 0}]
HAND_2 = [{"type": "kong", "seat": 2, "kind": "concealed"}]


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAHJONG_GUI_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def filled(db: Path) -> int:
    with Scorebook(db) as book:
        sid = book.create_session("Tối thứ năm", "mil", NAMES)
        book.add_hand(sid, HAND_1, note="Bình fed An")
        book.add_hand(sid, HAND_2)
    return sid


def scorebook(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> tuple[int, str, str]:
    return run_cli(capsys, "scorebook", "--db", str(db), *args)


def error_code(out: str) -> str:
    data = json.loads(out)
    assert set(data) == {"error"} and set(data["error"]) == {"code", "message"}
    assert data["error"]["message"]
    return str(data["error"]["code"])


# --- list -----------------------------------------------------------------------------------


def test_list_empty(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    code, out, _ = scorebook(capsys, db, "list", "--json")
    assert code == 0 and json.loads(out) == {"sessions": []}
    code, out, _ = scorebook(capsys, db, "list")
    assert code == 0 and out == ""
    assert not db.exists()  # a read-only command creates nothing (issue 14)


def test_list_sessions(capsys: pytest.CaptureFixture[str], db: Path, filled: int) -> None:
    with Scorebook(db) as book:
        other = book.create_session("Hội quán", "majsoul", ["Ân", "Bảo", "Cường", "Duy"],
                                    dealer=2)
        newest_first = [s.id for s in book.sessions()]
    code, out, _ = scorebook(capsys, db, "list", "--json")
    assert code == 0
    sessions = json.loads(out)["sessions"]
    assert [s["id"] for s in sessions] == newest_first and set(newest_first) == {filled, other}
    assert all(set(s) == SESSION_KEYS | {"changes"} for s in sessions)
    by_id = {s["id"]: s for s in sessions}
    mil = {k: v for k, v in by_id[filled].items() if k not in ("created", "updated")}
    assert mil == {"id": filled, "name": "Tối thứ năm", "rules": "mil", "options": {},
                   "players": NAMES, "dealer": 0, "hands": 2,
                   "stake_cents": None, "cap_cents": None, "imported": False,
                   "copy_of": None, "seatings": [], "changes": 3}
    assert by_id[other]["dealer"] == 2 and by_id[other]["hands"] == 0
    assert by_id[other]["players"] == ["Ân", "Bảo", "Cường", "Duy"]
    code, out, _ = scorebook(capsys, db, "list")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 2
    mil_line = next(line for line in lines if "Tối thứ năm" in line)
    assert "[mil]" in mil_line and "An, Bình, Chi, Dũng" in mil_line and "2 hands" in mil_line
    assert f"created {by_id[filled]['created']}" in mil_line
    assert f"changed {by_id[filled]['updated']}" in mil_line


def test_default_db_is_in_the_data_dir(capsys: pytest.CaptureFixture[str],
                                       tmp_path: Path) -> None:
    # No --db: the file goes to $MAHJONG_GUI_DATA_DIR (tmp_path/data, set by the autouse
    # fixture).
    code, out, _ = run_cli(capsys, "scorebook", "list", "--json")
    assert code == 0 and json.loads(out) == {"sessions": []}
    assert not (tmp_path / "data" / "scorebook.sqlite3").exists()  # reading creates nothing


# --- show -----------------------------------------------------------------------------------


def test_show_json(capsys: pytest.CaptureFixture[str], db: Path, filled: int) -> None:
    code, out, _ = scorebook(capsys, db, "show", str(filled), "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"id", "name", "rules", "players", "hands", "totals", "next_dealer",
                         "player_stats", "name_stats", "money"}
    assert (data["id"], data["name"], data["rules"], data["players"]) == (
        filled, "Tối thứ năm", "mil", NAMES)
    assert data["totals"] == [-1, -3, 6, -2] and data["next_dealer"] == 0
    h1, h2 = data["hands"]
    assert h1 == {"payments": [{"from": 1, "to": 0, "amount": 1, "reason": "win_discard",
                                "event": 0}],
                  "deltas": [1, -1, 0, 0], "dealer": 0, "winners": [0]}
    assert sorted(h2["payments"], key=lambda p: p["from"]) == [
        {"from": s, "to": 2, "amount": 2, "reason": "kong_concealed", "event": 0}
        for s in (0, 1, 3)]
    assert (h2["deltas"], h2["dealer"], h2["winners"]) == ([-2, -2, 6, -2], 0, [])
    # An won once on Bình's discard (1) and paid 2 for Chi's kong: -1 over 2 hands.
    an, binh, chi, _ = data["player_stats"]
    assert an == {"hands": 2, "wins": 1, "self_draws": 0, "deal_ins": 0, "kongs": 0,
                  "ready": 0, "not_ready": 0, "pigs": 0, "biggest_win": 1, "total": -1,
                  "per_hand": -0.5}
    assert (binh["deal_ins"], chi["kongs"], chi["total"]) == (1, 1, 6)


def test_show_majsoul_points(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    with Scorebook(db) as book:
        sid = book.create_session("soul", "majsoul", NAMES)
        # 3 han = 1,000 x 2^2 = 4,000 on seat 3's discard.
        book.add_hand(sid, [{"type": "win", "seat": 1, "from": 3, "value": 3}])
    code, out, _ = scorebook(capsys, db, "show", str(sid), "--json")
    data = json.loads(out)
    assert code == 0 and data["totals"] == [0, 4000, 0, -4000]
    assert data["points"] == [50000, 54000, 50000, 46000] and data["match_over"] is None
    assert data["next_dealer"] == 1


def test_show_text(capsys: pytest.CaptureFixture[str], db: Path, filled: int) -> None:
    code, out, _ = scorebook(capsys, db, "show", str(filled))
    lines = out.splitlines()
    assert code == 0 and lines[0] == "Tối thứ năm"
    assert "Totals: An -1  Bình -3  Chi +6  Dũng -2" in lines
    assert lines[-1] == "Next dealer: An"


# --- export ---------------------------------------------------------------------------------


def test_export_json_to_stdout_is_read_by_ledger(capsys: pytest.CaptureFixture[str], db: Path,
                                                 filled: int,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, _ = scorebook(capsys, db, "export", str(filled))
    assert code == 0
    doc = json.loads(out)
    assert doc == {"rules": "mil", "players": NAMES, "dealer": 0,
                   "hands": [{"events": HAND_1, "note": "Bình fed An"}, {"events": HAND_2}],
                   "name": "Tối thứ năm"}
    monkeypatch.setattr(sys, "stdin", io.StringIO(out))
    code, led, _ = run_cli(capsys, "ledger", "-", "--json")
    assert code == 0
    data = json.loads(led)
    assert data["totals"] == [-1, -3, 6, -2] and data["next_dealer"] == 0


def test_export_json_to_file(capsys: pytest.CaptureFixture[str], db: Path, filled: int,
                             tmp_path: Path) -> None:
    target = tmp_path / "out" / "session.json"
    target.parent.mkdir()
    code, out, _ = scorebook(capsys, db, "export", str(filled), "--format", "json",
                             "--output", str(target))
    assert code == 0 and out == ""
    doc = json.loads(target.read_text(encoding="utf-8"))
    assert doc["name"] == "Tối thứ năm" and len(doc["hands"]) == 2


def test_export_csv_to_stdout_and_file(capsys: pytest.CaptureFixture[str], db: Path,
                                       filled: int, tmp_path: Path) -> None:
    # The first twelve columns are the table as it always was; the "won" columns (one per
    # seat, 1 where that seat won) are an extension after them.
    expected = [
        ["hand", "dealer", "winners", "note", *NAMES, *(f"total {n}" for n in NAMES),
         *(f"won {n}" for n in NAMES)],
        ["1", "An", "An", "Bình fed An", "1", "-1", "0", "0", "1", "-1", "0", "0",
         "1", "", "", ""],
        ["2", "An", "", "", "-2", "-2", "6", "-2", "-1", "-3", "6", "-2", "", "", "", ""],
        ["total", "", "", "", "-1", "-3", "6", "-2", "-1", "-3", "6", "-2", "", "", "", ""],
    ]
    code, out, _ = scorebook(capsys, db, "export", str(filled), "--format", "csv")
    assert code == 0 and not out.startswith("\ufeff")  # standard output: no byte-order mark
    assert list(csv.reader(io.StringIO(out))) == expected
    target = tmp_path / "session.csv"
    code, out, _ = scorebook(capsys, db, "export", str(filled), "--format", "csv",
                             "-o", str(target))
    assert code == 0 and out == ""
    assert target.read_bytes().startswith(b"\xef\xbb\xbf")  # a file: the mark spreadsheets need
    with open(target, encoding="utf-8-sig", newline="") as fh:
        assert list(csv.reader(fh)) == expected


def test_export_to_an_unwritable_place(capsys: pytest.CaptureFixture[str], db: Path,
                                       filled: int, tmp_path: Path) -> None:
    code, out, err = scorebook(capsys, db, "export", str(filled), "--output",
                               str(tmp_path / "missing" / "x.json"))
    assert code == 2 and out == "" and err.startswith("error: ") and err.count("\n") == 1


# --- import ---------------------------------------------------------------------------------


def test_import_from_file(capsys: pytest.CaptureFixture[str], db: Path, filled: int,
                          tmp_path: Path) -> None:
    scorebook(capsys, db, "export", str(filled), "-o", str(tmp_path / "s.json"))
    # The file is the session already kept: a plain import is refused (duplicate_session).
    code, out, _ = scorebook(capsys, db, "import", str(tmp_path / "s.json"), "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == "duplicate_session"
    code, out, _ = scorebook(capsys, db, "import", str(tmp_path / "s.json"), "--json",
                             "--allow-duplicate")
    assert code == 0
    info = json.loads(out)
    assert set(info) == SESSION_KEYS and info["id"] != filled
    assert (info["imported"], info["copy_of"]) == (True, filled)  # a marked copy
    assert (info["name"], info["rules"], info["players"], info["hands"]) == (
        "Tối thứ năm", "mil", NAMES, 2)
    with Scorebook(db) as book:
        assert book.result(info["id"]).totals == (-1, -3, 6, -2)
        assert book.notes(info["id"]) == ["Bình fed An", ""]
    code, out, _ = scorebook(capsys, db, "import", str(tmp_path / "s.json"), "--name", "copy")
    assert code == 2 and out == ""  # the same session again: refused
    code, out, _ = scorebook(capsys, db, "import", str(tmp_path / "s.json"), "--name", "copy",
                             "--allow-duplicate")
    assert code == 0 and out.startswith("imported session ") and "copy (2 hands)" in out


def test_import_from_stdin(capsys: pytest.CaptureFixture[str], db: Path,
                           monkeypatch: pytest.MonkeyPatch) -> None:
    doc = {"rules": "mil", "players": NAMES, "dealer": 1, "hands": [
        {"events": [{"type": "win", "seat": 2, "value": 1}], "note": "tự mò"}]}
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(doc, ensure_ascii=False)))
    code, out, _ = scorebook(capsys, db, "import", "-", "--name", "Từ stdin", "--json")
    assert code == 0
    info = json.loads(out)
    assert (info["name"], info["dealer"], info["hands"]) == ("Từ stdin", 1, 1)
    code, out, _ = scorebook(capsys, db, "show", str(info["id"]), "--json")
    # Seat 2 self-draws 1 fan: 2 + 1 = 3 from each of seats 0, 1, 3; seat 2 deals next.
    data = json.loads(out)
    assert data["totals"] == [-3, -3, 9, -3] and data["next_dealer"] == 2
    assert data["hands"][0]["dealer"] == 1


def test_main_entry_point(capsys: pytest.CaptureFixture[str], db: Path, filled: int) -> None:
    code = cli.main(["scorebook", "--db", str(db), "list", "--json"])
    out, _ = capsys.readouterr()
    assert code == 0 and [s["id"] for s in json.loads(out)["sessions"]] == [filled]


# --- errors ---------------------------------------------------------------------------------


@pytest.mark.parametrize("args, code", [
    pytest.param(("show", "99", "--json"), "no_session", id="show_unknown_id"),
    pytest.param(("frobnicate", "--json"), "usage", id="unknown_action"),
    pytest.param(("show", "one", "--json"), "bad_id", id="id_not_a_number"),
    pytest.param(("list", "--json", "--extra"), "usage", id="unknown_flag"),
])
def test_errors(capsys: pytest.CaptureFixture[str], db: Path, filled: int,
                args: tuple[str, ...], code: str) -> None:
    rc, out, _ = scorebook(capsys, db, *args)
    assert rc == 2 and error_code(out) == code


def test_export_unknown_session(capsys: pytest.CaptureFixture[str], db: Path,
                                filled: int) -> None:
    rc, out, err = scorebook(capsys, db, "export", "99")  # export has no --json
    assert rc == 2 and out == "" and err.startswith("error: ") and err.count("\n") == 1
    assert "99" in err


@pytest.mark.parametrize("text, code", [
    pytest.param("not json", "bad_json", id="bad_json"),
    pytest.param("[1, 2]", "bad_ledger", id="not_an_object"),
    pytest.param(json.dumps({"rules": "mil", "hands": [
        {"events": [{"type": "kong", "seat": 1, "kind": "exposed", "from": 9}]}]}),
        "bad_seat", id="bad_seat"),
    pytest.param(json.dumps({"rules": "nope", "hands": []}), "unknown_rules", id="rules"),
    pytest.param(json.dumps({"rules": "mil", "hands": [{"events": [
        {"type": "win", "seat": 0, "from": 1, "value": 0},
        {"type": "win", "seat": 0, "from": 2, "value": 0}]}]}), "winner_not_in",
        id="winner_twice"),
])
def test_import_refused(capsys: pytest.CaptureFixture[str], db: Path, filled: int,
                        tmp_path: Path, text: str, code: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    rc, out, _ = scorebook(capsys, db, "import", str(path), "--json")
    assert rc == 2 and error_code(out) == code
    rc, out, err = scorebook(capsys, db, "import", str(path))
    assert rc == 2 and out == "" and err.startswith("error: ") and err.count("\n") == 1
    with Scorebook(db) as book:  # nothing half-imported
        assert [s.id for s in book.sessions()] == [filled]


def test_import_message_names_the_json_path(capsys: pytest.CaptureFixture[str], db: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    doc = {"rules": "mil", "hands": [{"events": HAND_1}, {"events": [
        {"type": "win", "seat": 9, "value": 0}]}]}
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(doc)))
    rc, out, _ = scorebook(capsys, db, "import", "-", "--json")
    assert rc == 2
    error = json.loads(out)["error"]
    assert error["code"] == "bad_seat"
    assert error["message"].startswith("standard input: hands[1].events[0].seat: ")


def test_import_missing_file(capsys: pytest.CaptureFixture[str], db: Path,
                             tmp_path: Path) -> None:
    rc, out, _ = scorebook(capsys, db, "import", str(tmp_path / "none.json"), "--json")
    assert rc == 2 and error_code(out) == "bad_file"


def test_refused_database_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(bytes((i * 53 + 7) % 256 for i in range(2048)))
    rc, out, _ = run_cli(capsys, "scorebook", "--db", str(junk), "list", "--json")
    assert rc == 2 and error_code(out) == "not_a_scorebook"
    newer = tmp_path / "newer.sqlite3"
    raw = sqlite3.connect(newer)
    raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw.close()
    rc, out, _ = run_cli(capsys, "scorebook", "--db", str(newer), "list", "--json")
    assert rc == 2 and error_code(out) == "newer_schema"


@pytest.mark.parametrize("where", ["folder", "under_a_file"])
def test_unopenable_db_is_an_error_not_a_traceback(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path, where: str) -> None:
    (tmp_path / "a_file").write_text("x", encoding="utf-8")
    db = tmp_path if where == "folder" else tmp_path / "a_file" / "book.sqlite3"
    rc, out, _ = run_cli(capsys, "scorebook", "--db", str(db), "list", "--json")
    assert rc == 2 and error_code(out) == "cannot_open"


def test_import_null_note_is_refused_whole(capsys: pytest.CaptureFixture[str], db: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    doc: dict[str, Any] = {"rules": "mil", "hands": [{"events": HAND_1, "note": None}]}
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(doc)))
    rc, out, _ = scorebook(capsys, db, "import", "-", "--json")
    assert rc == 2 and error_code(out) == "bad_ledger"
    with Scorebook(db) as book:
        assert book.sessions() == []


def test_export_never_writes_over_the_scorebook(capsys: pytest.CaptureFixture[str], db: Path,
                                                filled: int) -> None:
    before = db.read_bytes()
    code, out, err = scorebook(capsys, db, "export", str(filled), "--output", str(db))
    assert code == 2 and out == "" and "Traceback" not in err
    assert db.read_bytes() == before
    code, out, _ = run_cli(capsys, "scorebook", "--db", str(db), "list", "--json")
    assert code == 0 and len(json.loads(out)["sessions"]) == 1


# --- money ----------------------------------------------------------------------------------


def test_money_sets_the_terms_and_show_settles_the_night(
        capsys: pytest.CaptureFixture[str], db: Path, filled: int) -> None:
    code, out, _ = scorebook(capsys, db, "show", str(filled), "--json")
    assert code == 0 and json.loads(out)["money"] is None
    code, out, _ = scorebook(capsys, db, "money", str(filled), "--stake", "0.50", "--cap",
                             "1,20", "--json")
    assert code == 0
    info = json.loads(out)
    assert (info["stake_cents"], info["cap_cents"]) == (50, 120)
    code, out, _ = scorebook(capsys, db, "show", str(filled), "--json")
    money = json.loads(out)["money"]  # totals (-1,-3,6,-2): Bình's 1.50 capped at 1.20
    assert money["balances_cents"] == [-50, -120, 270, -100] and money["capped"] == [1]
    assert money["transfers"] == [{"from": 1, "to": 2, "cents": 120},
                                  {"from": 3, "to": 2, "cents": 100},
                                  {"from": 0, "to": 2, "cents": 50}]
    code, out, _ = scorebook(capsys, db, "show", str(filled))
    assert code == 0
    assert "Money: 0.50 a point, at most 1.20 paid a night" in out
    assert "Bình pays Chi 1.20" in out and "An pays Chi 0.50" in out
    code, out, _ = scorebook(capsys, db, "export", str(filled), "--format", "csv")
    assert code == 0 and out.splitlines()[-3:] == ["pays,Bình,Chi,1.20", "pays,Dũng,Chi,1.00",
                                                   "pays,An,Chi,0.50"]
    code, out, _ = scorebook(capsys, db, "money", str(filled), "--stake", "0")
    assert code == 0 and "no money kept" in out
    code, out, _ = scorebook(capsys, db, "show", str(filled), "--json")
    assert json.loads(out)["money"] is None


@pytest.mark.parametrize(("args", "expected"), [
    pytest.param(("--stake", "-1"), "bad_stake", id="negative_stake"),
    pytest.param(("--stake", "0.505"), "bad_stake", id="three_decimals"),
    pytest.param(("--stake", "1", "--cap", "x"), "bad_cap", id="cap_not_an_amount"),
    pytest.param(("--stake", "0", "--cap", "5"), "bad_cap", id="cap_without_stake"),
    pytest.param(("--stake", "2000000"), "bad_stake", id="stake_too_big"),
])
def test_money_refuses_bad_amounts(capsys: pytest.CaptureFixture[str], db: Path, filled: int,
                                   args: tuple[str, ...], expected: str) -> None:
    code, out, _ = scorebook(capsys, db, "money", str(filled), *args, "--json")
    assert code != 0 and error_code(out) == expected
    with Scorebook(db) as book:
        assert book.session(filled).stake == 0


def test_the_ledger_command_reads_an_export_with_money(capsys: pytest.CaptureFixture[str],
                                                       db: Path, filled: int,
                                                       tmp_path: Path) -> None:
    with Scorebook(db) as book:
        book.set_money(filled, 50)
    out_file = tmp_path / "night.json"
    code, _, _ = scorebook(capsys, db, "export", str(filled), "-o", str(out_file))
    assert code == 0 and json.loads(out_file.read_text("utf-8"))["money"]["stake_cents"] == 50
    code, out, _ = run_cli(capsys, "ledger", str(out_file), "--json")
    assert code == 0 and json.loads(out)["totals"] == [-1, -3, 6, -2]
