"""A session's money in the scorebook (schema 6): the stake and cap kept, checked and migrated,
the night's money from the session's totals, and the JSON and CSV exports that carry it."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from pathlib import Path

import pytest

from mahjong_gui.engine.ledger import read_session, settle_session
from mahjong_gui.store.money import MAX_STAKE, Transfer
from mahjong_gui.store.scorebook import (
    MIGRATIONS,
    SCHEMA_VERSION,
    Scorebook,
    ScorebookError,
    export_csv,
    export_json,
)

NAMES = ["An", "Bình", "Chi", "Dũng"]
# Hand 1: An wins plain (1) on Bình's discard -> (1,-1,0,0).
# Hand 2: Chi's concealed kong, 2 from each other player -> (-2,-2,6,-2).
# Totals (-1,-3,6,-2).
HAND_1 = [{"type": "win", "seat": 0, "from": 1, "value": 0}]
HAND_2 = [{"type": "kong", "seat": 2, "kind": "concealed"}]


def session(book: Scorebook, stake: int = 50, cap: int | None = None) -> int:
    sid = book.create_session("Friday", "mil", NAMES, stake=stake, cap=cap)
    book.add_hand(sid, HAND_1)
    book.add_hand(sid, HAND_2)
    return sid


def test_the_night_from_the_totals() -> None:
    with Scorebook(":memory:") as book:
        sid = session(book)
        assert book.result(sid).totals == (-1, -3, 6, -2)
        money = book.money(sid)
        assert money is not None
        assert money.balances == (-50, -150, 300, -100)
        assert money.transfers == (Transfer(1, 2, 150), Transfer(3, 2, 100),
                                   Transfer(0, 2, 50))


def test_a_session_without_a_stake_keeps_no_money() -> None:
    with Scorebook(":memory:") as book:
        sid = session(book, stake=0)
        assert book.money(sid) is None
        assert "money" not in book.document(sid)


def test_set_money_changes_the_terms_and_the_version_only() -> None:
    with Scorebook(":memory:") as book:
        sid = session(book, stake=0)
        before = book.session(sid)
        book.set_money(sid, 100, 200, expected_version=before.version)
        after = book.session(sid)
        assert (after.stake, after.cap, after.version) == (100, 200, before.version + 1)
        money = book.money(sid)
        assert money is not None and money.balances == (-100, -200, 500, -200)
        assert money.capped == (1,)  # Bình owed 300, pays 200
        assert book.result(sid).totals == (-1, -3, 6, -2)
        with pytest.raises(ScorebookError) as err:
            book.set_money(sid, 50, expected_version=before.version)
        assert err.value.code == "changed_elsewhere"
        book.set_money(sid, 0)
        assert book.money(sid) is None and book.session(sid).cap is None


@pytest.mark.parametrize(("stake", "cap", "code", "path"), [
    pytest.param(-1, None, "bad_stake", "money.stake_cents", id="negative"),
    pytest.param(MAX_STAKE + 1, None, "bad_stake", "money.stake_cents", id="too_big"),
    pytest.param(0.5, None, "bad_stake", "money.stake_cents", id="float"),
    pytest.param(0, 100, "bad_cap", "money.cap_cents", id="cap_without_stake"),
    pytest.param(50, -5, "bad_cap", "money.cap_cents", id="negative_cap"),
])
def test_bad_terms_are_refused_and_nothing_is_written(stake: object, cap: object, code: str,
                                                      path: str) -> None:
    with Scorebook(":memory:") as book:
        sid = session(book)
        version = book.session(sid).version
        with pytest.raises(ScorebookError) as err:
            book.set_money(sid, stake, cap)  # type: ignore[arg-type]
        assert (err.value.code, err.value.path) == (code, path)
        with pytest.raises(ScorebookError):
            book.create_session("x", "mil", NAMES, stake=stake, cap=cap)  # type: ignore
        assert book.session(sid).version == version and len(book.sessions()) == 1


def test_the_json_export_carries_the_night_and_imports_back() -> None:
    with Scorebook(":memory:") as book:
        sid = session(book, stake=25, cap=60)
        doc = json.loads(export_json(book, sid))
        assert doc["money"] == {
            "stake_cents": 25, "cap_cents": 60, "owed_cents": [-25, -75, 150, -50],
            "balances_cents": [-25, -60, 135, -50], "pot_cents": 0, "capped": [1],
            "transfers": [{"from": 1, "to": 2, "cents": 60}, {"from": 3, "to": 2, "cents": 50},
                          {"from": 0, "to": 2, "cents": 25}]}
        # the money is no part of the settlement: the rest is the ledger document it was
        assert settle_session(read_session({k: v for k, v in doc.items() if k != "money"})
                              ).totals == (-1, -3, 6, -2)
        new = book.import_document(doc, "again", allow_duplicate=True)
        info = book.session(new)
        assert (info.stake, info.cap) == (25, 60)
        assert book.money(new) == book.money(sid)


@pytest.mark.parametrize(("money", "code", "path"), [
    pytest.param([], "bad_ledger", "money", id="not_an_object"),
    pytest.param({"cap_cents": 5}, "bad_stake", "money.stake_cents", id="no_stake"),
    pytest.param({"stake_cents": "50"}, "bad_stake", "money.stake_cents", id="stake_text"),
    pytest.param({"stake_cents": 50, "cap_cents": 0}, "bad_cap", "money.cap_cents",
                 id="zero_cap"),
    pytest.param({"stake_cents": 50, "tip": 1}, "bad_ledger", "money.tip", id="unknown"),
])
def test_an_import_with_bad_money_is_refused(money: object, code: str, path: str) -> None:
    with Scorebook(":memory:") as book:
        doc = {"rules": "mil", "players": NAMES, "hands": [{"events": HAND_1}],
               "money": money}
        with pytest.raises(ScorebookError) as err:
            book.import_document(doc)
        assert (err.value.code, err.value.path) == (code, path)
        assert book.sessions() == []


def test_the_csv_export_ends_with_the_night() -> None:
    with Scorebook(":memory:") as book:
        sid = session(book, stake=50, cap=120)
        rows = list(csv.reader(io.StringIO(export_csv(book, sid))))
        assert rows[-6:] == [
            ["stake", "0.50"], ["cap", "1.20"],
            ["money", "", "", "", "-0.50", "-1.20", "2.70", "-1.00",
             "-0.50", "-1.20", "2.70", "-1.00", "", "", "", ""],
            ["pays", "Bình", "Chi", "1.20"], ["pays", "Dũng", "Chi", "1.00"],
            ["pays", "An", "Chi", "0.50"]]
        plain = book.create_session("none", "mil", NAMES)
        assert "stake" not in export_csv(book, plain)


def test_a_version_5_file_migrates_with_no_money(tmp_path: Path) -> None:
    path = tmp_path / "v5.sqlite3"
    raw = sqlite3.connect(path)
    for step in MIGRATIONS[:5]:
        raw.executescript(step)
    raw.execute("INSERT INTO sessions (name, rules, options, players, dealer, created, updated)"
                " VALUES ('old', 'mil', '{}', ?, 0, 'then', 'then')", (json.dumps(NAMES),))
    raw.execute("PRAGMA user_version = 5")
    raw.commit()
    raw.close()
    with Scorebook(path) as book:
        (info,) = book.sessions()
        assert (info.stake, info.cap) == (0, None)
        book.set_money(info.id, 10)
        assert book.session(info.id).stake == 10
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 9
    raw.close()


@pytest.mark.parametrize(("column", "value"), [
    pytest.param("stake", -3, id="negative_stake"), pytest.param("stake", "a", id="text"),
    pytest.param("cap", 0, id="zero_cap"),
])
def test_a_damaged_money_cell_is_a_bad_row(tmp_path: Path, column: str, value: object) -> None:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        sid = session(book)
    raw = sqlite3.connect(path)
    raw.execute(f"UPDATE sessions SET {column} = ?", (value,))
    raw.commit()
    raw.close()
    with Scorebook(path) as book, pytest.raises(ScorebookError) as err:
        book.session(sid)
    assert err.value.code == "bad_row" and err.value.path.startswith("money.")
