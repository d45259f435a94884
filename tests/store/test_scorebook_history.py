"""A history that lasts (issue 29 item 4): every write to a session kept as a change (who,
when, what, before and after) in the write's own transaction; the undo and redo stacks
rebuilt from them after the file is closed; imported copies marked and counted once; a
session's rules changed with every hand settled again, or refused naming the hand."""

from __future__ import annotations

import getpass
import itertools
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from mahjong_gui.engine.ledger import settle_session
from mahjong_gui.store import scorebook as sb
from mahjong_gui.store.scorebook import Scorebook, ScorebookError
from mahjong_gui.store.scorebook.history import MAX_STACK, Cause, HistoryEntry

DATA = Path(__file__).resolve().parents[1] / "data"
NAMES = ["An", "Bình", "Chi", "Dũng"]
WIN_0_FROM_1 = [{"type": "win", "seat": 0, "from": 1, "value": 0}]  # seat 1 pays 1
KONG_2 = [{"type": "kong", "seat": 2, "kind": "concealed"}]  # seats 0, 1, 3 pay 2 each
WIN_3 = [{"type": "win", "seat": 0, "from": 1, "value": 3}]  # 3 fan: seat 1 pays 8
SELF_2 = [{"type": "win", "seat": 2, "value": 2}]  # a self-draw of 2 fan


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """A clock moving one second a reading (the writes' ``_now``)."""
    counter = itertools.count()
    given: list[str] = []

    def now() -> str:
        n = next(counter)
        stamp = f"2026-05-01T20:{n // 60:02d}:{n % 60:02d}+00:00"
        given.append(stamp)
        return stamp

    monkeypatch.setattr(sb.book, "_now", now)
    return given


def sides(e: HistoryEntry) -> tuple[Any, Any]:
    return e.before, e.after


def test_every_write_is_kept_with_who_when_before_and_after(clock: list[str]) -> None:
    with Scorebook(":memory:", who="Lan") as book:
        sid = book.create_session("Friday", "mil", NAMES)
        book.add_hand(sid, WIN_0_FROM_1, note="first")
        book.replace_hand(sid, 0, KONG_2)
        book.add_hand(sid, WIN_0_FROM_1)
        book.insert_hand(sid, 1, WIN_0_FROM_1, "put back")
        book.delete_hand(sid, 2)
        book.update_session(sid, name="Friday night", players=["An", "Bình", "Chi", "Em"],
                            money=(50, None))
        book.set_money(sid, 50, 2000)
        book.set_money(sid, 50, 2000)  # no change: nothing kept
        history = book.history(sid)
    assert [(e.kind, e.hand, e.who) for e in history] == [
        ("create", None, "Lan"), ("add_hand", 0, "Lan"), ("edit_hand", 0, "Lan"),
        ("add_hand", 1, "Lan"), ("insert_hand", 1, "Lan"), ("delete_hand", 2, "Lan"),
        ("rename", None, "Lan"), ("players", None, "Lan"), ("money", None, "Lan"),
        ("money", None, "Lan")]
    assert [e.at for e in history] == [clock[i] for i in (0, 1, 3, 5, 7, 9, 11, 11, 11, 13)]
    assert history[0].after == {"name": "Friday", "rules": "mil", "options": {},
                                "players": NAMES, "dealer": 0, "prevailing": None,
                                "stake": 0, "cap": None}
    assert sides(history[1]) == (None, {"events": WIN_0_FROM_1, "note": "first"})
    assert sides(history[2]) == ({"events": WIN_0_FROM_1, "note": "first"},
                                 {"events": KONG_2, "note": "first"})
    assert sides(history[4]) == (None, {"events": WIN_0_FROM_1, "note": "put back"})
    assert sides(history[5]) == ({"events": WIN_0_FROM_1, "note": ""}, None)
    assert sides(history[6]) == ({"name": "Friday"}, {"name": "Friday night"})
    assert sides(history[7]) == ({"players": NAMES}, {"players": ["An", "Bình", "Chi", "Em"]})
    assert sides(history[8]) == ({"stake": 0, "cap": None}, {"stake": 50, "cap": None})
    assert sides(history[9]) == ({"stake": 50, "cap": None}, {"stake": 50, "cap": 2000})


def test_a_hands_history_and_a_refused_write_keeps_nothing() -> None:
    with Scorebook(":memory:", who="Lan") as book:
        sid = book.create_session("x", "mil", NAMES)
        book.add_hand(sid, WIN_0_FROM_1)
        book.add_hand(sid, KONG_2)
        book.replace_hand(sid, 1, KONG_2, note="a kong")
        with pytest.raises(ScorebookError) as err:
            book.add_hand(sid, [{"type": "win", "seat": 9, "from": 1, "value": 0}])
        assert err.value.code == "bad_seat"
        assert len(book.history(sid)) == 4  # the refused write kept no change
        assert [e.kind for e in book.history(sid, hand=1)] == ["add_hand", "edit_hand"]
        assert book.history(sid, hand=1)[1].after == {"events": KONG_2, "note": "a kong"}
        assert [e.kind for e in book.history(sid, hand=0)] == ["add_hand"]
        assert book.change_counts() == {sid: 4}


def test_the_os_user_is_the_writer_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(getpass, "getuser", lambda: "  scorer  ")
    with Scorebook(":memory:") as book:
        sid = book.create_session("x", "mil", NAMES)
        assert book.history(sid)[0].who == "scorer"
    monkeypatch.setattr(getpass, "getuser", lambda: (_ for _ in ()).throw(
        OSError("no user")))
    with Scorebook(":memory:") as book:
        assert book.who == "?"


def test_undo_and_redo_survive_closing_the_file(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        sid = book.create_session("x", "mil", NAMES)
        book.add_hand(sid, WIN_0_FROM_1)
        first = book.last_change
        book.add_hand(sid, KONG_2)
        second = book.last_change
        book.delete_hand(sid, 1, cause=Cause("delete_hand", undoes=second))  # undo the kong
    with Scorebook(path) as book:
        undo, redo = book.undo_stacks(sid)
        assert [e.id for e in undo] == [first] and [e.id for e in redo] == [second]
        assert redo[0].after == {"events": KONG_2, "note": ""}
        book.add_hand(sid, KONG_2, cause=Cause("add", 0, redoes=second))  # redo it
    with Scorebook(path) as book:
        undo, redo = book.undo_stacks(sid)
        assert [e.id for e in undo] == [first, second] and redo == []
        book.update_session(sid, name="renamed")  # the session's own change ends both
        assert book.undo_stacks(sid) == ([], [])
        book.add_hand(sid, WIN_0_FROM_1, cause=Cause("add", 0))
        (top,), _ = book.undo_stacks(sid)
        assert (top.kind, top.label, top.entry, top.hand) == ("add_hand", "add", 0, 2)


def test_an_undo_of_another_change_than_the_top_ends_the_stacks() -> None:
    with Scorebook(":memory:") as book:
        sid = book.create_session("x", "mil", NAMES)
        book.add_hand(sid, WIN_0_FROM_1)
        first = book.last_change
        book.add_hand(sid, KONG_2)
        book.delete_hand(sid, 0, cause=Cause(undoes=first))  # not the top: the walk stops
        assert book.undo_stacks(sid) == ([], [])


def test_the_stacks_are_at_most_max_stack_deep() -> None:
    with Scorebook(":memory:") as book:
        sid = book.create_session("x", "mil", NAMES)
        for _ in range(MAX_STACK + 3):
            book.add_hand(sid, WIN_0_FROM_1)
        undo, redo = book.undo_stacks(sid)
        assert (len(undo), undo[0].hand, undo[-1].hand, redo) == (MAX_STACK, 3, MAX_STACK + 2,
                                                                  [])


def test_a_damaged_change_is_refused_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        sid = book.create_session("x", "mil", NAMES)
        book.add_hand(sid, WIN_0_FROM_1)
    db = sqlite3.connect(path)
    db.execute("UPDATE changes SET after = '{bad' WHERE kind = 'add_hand'")
    db.execute("UPDATE changes SET who = '' WHERE kind = 'create'")
    db.commit()
    db.close()
    with Scorebook(path) as book:
        with pytest.raises(ScorebookError) as err:
            book.history(sid)
        assert (err.value.code, err.value.path, err.value.session) == ("bad_row", "changes[1]",
                                                                      sid)
        with pytest.raises(ScorebookError) as err:
            book.undo_stacks(sid)
        assert (err.value.code, err.value.path) == ("bad_row", "changes[2]")
        assert book.stats(sid)[0].total == 1  # the session itself still reads


def test_deleting_a_session_forgets_its_history() -> None:
    with Scorebook(":memory:") as book:
        sid = book.create_session("x", "mil", NAMES)
        other = book.create_session("y", "mil", NAMES)
        book.add_hand(sid, WIN_0_FROM_1)
        book.delete_session(sid)
        assert book.change_counts() == {other: 1}


def test_a_schema_7_file_is_migrated_with_an_empty_history(tmp_path: Path) -> None:
    """tests/data/scorebook_v7.sqlite3 was written by the store at schema 7 (commit
    3e54ec2): the schema-6 file's six sessions read and kept, the mil one renamed "Friday at
    Lan's" with a 15th hand (a copy of its first)."""
    path = tmp_path / "v7.sqlite3"
    shutil.copyfile(DATA / "scorebook_v7.sqlite3", path)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone() == (7,)
    db.close()
    with Scorebook(path, who="Lan") as book:
        infos = {i.rules: i for i in book.sessions()}
        mil = infos["mil"]
        assert (mil.name, mil.hands, mil.origin, mil.copy_of) == ("Friday at Lan's", 15, None,
                                                                 None)
        assert tuple(s.total for s in book.stats(mil.id)) == (-21, -186, -130, 49)
        assert settle_session(book.read(mil.id)).totals == (-21, -186, -130, 49)
        assert book.history(mil.id) == [] and book.undo_stacks(mil.id) == ([], [])
        book.add_hand(mil.id, WIN_0_FROM_1)
        assert [(e.kind, e.hand, e.who) for e in book.history(mil.id)] == [
            ("add_hand", 15, "Lan")]
        assert tuple(s.total for s in book.stats(mil.id)) == (-20, -187, -130, 49)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone() == (9,)
    assert db.execute("SELECT count(*) FROM changes").fetchone() == (1,)
    db.close()


def test_a_second_import_is_a_marked_copy_counted_once() -> None:
    doc = {"rules": "mil", "players": NAMES, "name": "Friday",
           "hands": [{"events": WIN_3}, {"events": KONG_2}]}
    with Scorebook(":memory:") as book:
        first = book.import_document(doc)
        info = book.session(first)
        assert info.origin is not None and len(info.origin) == 64 and info.copy_of is None
        alone = book.club_stats("mil")
        assert alone["An"].total == 6 and alone["Bình"].total == -10
        book.add_hand(first, WIN_0_FROM_1)  # changed since: still found by where it came from
        with pytest.raises(ScorebookError) as err:
            book.import_document(doc)
        assert (err.value.code, err.value.session, err.value.detail) == (
            "duplicate_session", first, "Friday")
        copy = book.import_document(doc, allow_duplicate=True)
        assert (book.session(copy).copy_of, book.session(copy).origin) == (first, info.origin)
        stats = book.club_stats("mil")  # the copy is not counted again
        assert (stats["An"].total, stats["Bình"].total, stats["An"].hands) == (7, -11, 3)
        (made,) = book.history(copy)
        assert (made.kind, made.after["hands"], made.after["copy_of"]) == ("import", 2, first)
        book.delete_session(first)  # the original gone: the copy counts
        stats = book.club_stats("mil")
        assert (stats["An"].total, stats["An"].hands) == (6, 2)


RULES_HANDS = [WIN_3, SELF_2]  # mil: (3, -13, 15, -5)


def test_changing_the_rules_settles_every_hand_again() -> None:
    with Scorebook(":memory:", who="Lan") as book:
        sid = book.create_session("x", "mil", NAMES)
        for hand in RULES_HANDS:
            book.add_hand(sid, hand)
        version = book.session(sid).version
        assert book.rules_change(sid, "mahjchina", {}) == (2, (3, -13, 15, -5), (0, -6, 9, -3))
        assert book.rules_change(sid, "competition", {}) == (0, (3, -13, 15, -5),
                                                             (3, -13, 15, -5))
        book.set_rules(sid, "mahjchina", {}, expected_version=version)
        info = book.session(sid)
        assert (info.rules, info.version) == ("mahjchina", version + 1)
        assert tuple(s.total for s in book.stats(sid)) == (0, -6, 9, -3)
        assert book.result(sid).totals == (0, -6, 9, -3)
        change = book.history(sid)[-1]
        assert (change.kind, change.before["rules"], change.after["rules"]) == (
            "rules", "mil", "mahjchina")
    # reopened: the rows kept are the new rules' (nothing settled again differently)


def test_rules_a_hand_cannot_settle_under_are_refused_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        sid = book.create_session("x", "mil", NAMES)
        for hand in RULES_HANDS:
            book.add_hand(sid, hand)
        for action in (lambda: book.rules_change(sid, "hk-modern", {}),
                       lambda: book.set_rules(sid, "hk-modern", {})):
            with pytest.raises(ScorebookError) as err:
                action()
            assert (err.value.code, err.value.path) == ("not_a_win", "hands[1].events[0]")
        with pytest.raises(ScorebookError) as err:
            book.set_rules(sid, "mil", {"cap": "x"})
        assert err.value.code in ("unknown_option", "bad_option")
        assert (book.session(sid).rules, len(book.history(sid))) == ("mil", 3)
    with Scorebook(path) as book:
        book.set_rules(sid, "mahjchina", {})
    with Scorebook(path) as book:
        assert book.stored(sid).figures().totals == (0, -6, 9, -3)


def test_the_stacks_are_rebuilt_from_the_newest_changes_only(
        monkeypatch: pytest.MonkeyPatch) -> None:
    with Scorebook(":memory:") as book:
        sid = book.create_session("x", "mil", NAMES)
        ids = []
        for _ in range(3):
            book.add_hand(sid, WIN_0_FROM_1)
            ids.append(book.last_change)
        book.delete_hand(sid, 2, cause=Cause(undoes=ids[2]))
        undo, redo = book.undo_stacks(sid)
        assert ([e.id for e in undo], [e.id for e in redo]) == (ids[:2], ids[2:])
        monkeypatch.setattr(sb.history, "WALK", 3)  # the newest three: less, never wrong
        undo, redo = book.undo_stacks(sid)
        assert ([e.id for e in undo], [e.id for e in redo]) == (ids[1:2], ids[2:])
        monkeypatch.setattr(sb.history, "WALK", 1)  # an undo of a change older than those
        assert book.undo_stacks(sid) == ([], [])
