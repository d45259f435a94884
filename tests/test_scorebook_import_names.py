"""``scorebook import`` checks a session's name as ``ledger`` does (issue 28 item 4): text of at
most 200 characters that can be stored as UTF-8, from the document or from ``--name``, with a
typed error naming the file and the entry; nothing is stored when refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_gui import cli
from mahjong_gui.store.scorebook import MAX_SESSION_NAME, Scorebook, ScorebookError

NAMES = ["An", "Bình", "Chi", "Dũng"]


def _import(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> tuple[int, dict]:
    code = cli.dispatch(["scorebook", "--db", str(db), "import", *args, "--json"])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and err == ""
    return code, json.loads(out)


def _ledger(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "session.json"
    path.write_text(text, encoding="utf-8")
    return path


def _stored(db: Path) -> list[str]:
    with Scorebook(db) as book:
        return [s.name for s in book.sessions()]


@pytest.mark.parametrize("name_json, entry", [
    pytest.param('"a\\ud800b"', "name", id="lone_surrogate"),
    pytest.param('"' + "x" * 2_000_000 + '"', "name", id="two_mb"),
    pytest.param('"' + "x" * (MAX_SESSION_NAME + 1) + '"', "name", id="201_characters"),
    pytest.param("12", "name", id="a_number"),
])
def test_a_bad_name_in_the_document_is_refused_like_the_ledger_refuses_it(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, name_json: str,
        entry: str) -> None:
    path = _ledger(tmp_path, '{"rules": "mil", "name": ' + name_json + ', "hands": []}')
    db = tmp_path / "book.sqlite3"
    code, out = _import(capsys, db, str(path))
    assert code == 2
    assert out["error"]["code"] == "bad_ledger"
    assert out["error"]["message"] == (f"{path}: {entry}: 'name' is text of at most 200 "
                                       "characters")
    ledger_code = cli.dispatch(["ledger", str(path), "--json"])
    ledger_out = json.loads(capsys.readouterr().out)
    assert ledger_code == 2 and ledger_out["error"]["code"] == "bad_ledger"
    assert _stored(db) == []


def test_a_name_of_200_characters_is_stored(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    name = "Mạt" + "x" * (MAX_SESSION_NAME - 3)
    path = _ledger(tmp_path, json.dumps({"rules": "mil", "name": name, "hands": []}))
    db = tmp_path / "book.sqlite3"
    code, out = _import(capsys, db, str(path))
    assert code == 0 and out["name"] == name
    assert _stored(db) == [name]


def test_a_bad_player_name_names_the_file_and_the_entry(capsys: pytest.CaptureFixture[str],
                                                        tmp_path: Path) -> None:
    path = _ledger(tmp_path, '{"rules": "mil", "players": ["An", "B\\udcff", "C", "D"], '
                             '"hands": []}')
    db = tmp_path / "book.sqlite3"
    code, out = _import(capsys, db, str(path))
    assert code == 2 and out["error"]["code"] == "bad_ledger"
    assert out["error"]["message"].startswith(f"{path}: players: ")
    assert _stored(db) == []


def test_a_bad_hand_names_the_file_and_the_hand(capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path) -> None:
    path = _ledger(tmp_path, '{"rules": "mil", "hands": [{"events": []}, {"events": [{"type": '
                             '"win", "seat": 9, "value": 0}]}]}')
    code, out = _import(capsys, tmp_path / "book.sqlite3", str(path))
    assert code == 2
    assert out["error"]["message"].startswith(f"{path}: hands[1].events[0].seat: ")


@pytest.mark.parametrize("name", [pytest.param("\udcff", id="undecodable_byte"),
                                  pytest.param("a\ud800", id="lone_surrogate"),
                                  pytest.param("x" * 201, id="201_characters")])
def test_a_bad_name_option_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                      name: str) -> None:
    path = _ledger(tmp_path, '{"rules": "mil", "hands": []}')
    db = tmp_path / "book.sqlite3"
    code, out = _import(capsys, db, str(path), "--name", name)
    assert code == 2 and out["error"]["code"] == "bad_name"
    assert _stored(db) == []


@pytest.mark.parametrize("name", ["a\ud800", "x" * 201])
def test_the_store_refuses_a_bad_session_name_on_every_write(tmp_path: Path, name: str) -> None:
    with Scorebook(tmp_path / "book.sqlite3") as book:
        for write in (lambda: book.import_document({"rules": "mil", "hands": []}, name),
                      lambda: book.create_session(name, "mil", NAMES)):
            with pytest.raises(ScorebookError) as err:
                write()
            assert err.value.code == "bad_name" and err.value.path == "name"
        assert book.sessions() == []
        sid = book.create_session("club night", "mil", NAMES)
        with pytest.raises(ScorebookError) as err:
            book.update_session(sid, name=name)
        assert err.value.code == "bad_name"
        assert [s.name for s in book.sessions()] == ["club night"]
