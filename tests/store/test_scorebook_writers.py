"""Several writers on one scorebook file (issue 14, "nothing lost"): two processes adding hands
to one session keep every hand, a window's stale write is refused with ``changed_elsewhere``, two
programs creating one new file both succeed, a lock held elsewhere is ``busy`` (never a
traceback), and a writer killed mid-transaction leaves the file whole with none of its write.

The child processes use the spawn context (a fresh interpreter, as on Windows and macOS)."""

from __future__ import annotations

import multiprocessing
import os
import signal
import sqlite3
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from mahjong_gui.store.scorebook import Scorebook, ScorebookError
from tests.helpers import sha256_of

NAMES = ["An", "Bình", "Chi", "Dũng"]
WIN_0_FROM_1 = [{"type": "win", "seat": 0, "from": 1, "value": 0}]  # seat 1 pays 1
KONG_2 = [{"type": "kong", "seat": 2, "kind": "concealed"}]  # 2 from each other seat
SPAWN = multiprocessing.get_context("spawn")


# --- children (module level: the spawn context imports them by name) -------------------------


def add_hands(path: str, session_id: int, who: str, count: int, start: Any) -> None:
    start.wait(60)
    with Scorebook(path, timeout=60) as book:
        for i in range(count):
            book.add_hand(session_id, WIN_0_FROM_1, note=f"{who}-{i}")


def import_one(path: str, players: list[str], start: Any) -> None:
    start.wait(60)
    with Scorebook(path, timeout=60) as book:
        book.import_document({"rules": "mil", "players": players,
                              "hands": [{"events": WIN_0_FROM_1}]})


def start_a_big_import(path: str, hands: int, ready: Any) -> None:
    """Import ``hands`` hands and stop dead once a third of them are written: the parent kills
    this process there, inside the transaction."""
    book = Scorebook(path)
    db = book._db
    assert db is not None
    db.execute("PRAGMA cache_size = 2")  # spill the changed pages into the file itself
    baseline = db.total_changes

    def progress() -> int:
        if db.in_transaction and db.total_changes - baseline > hands // 3:
            ready.set()
            time.sleep(600)
        return 0

    db.set_progress_handler(progress, 200)
    book.import_document({"rules": "mil", "players": ["W", "X", "Y", "Z"],
                          "hands": [{"events": KONG_2, "note": f"big {i}"}
                                    for i in range(hands)]})


def run_children(target: Any, args: list[tuple[Any, ...]]) -> None:
    start = SPAWN.Event()
    children = [SPAWN.Process(target=target, args=(*a, start)) for a in args]
    for child in children:
        child.start()
    start.set()
    for child in children:
        child.join(120)
    assert [c.exitcode for c in children] == [0] * len(children)


# --- two processes, one session ---------------------------------------------------------------


def test_two_processes_adding_hands_to_one_session_lose_none(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        sid = book.create_session("club", "mil", NAMES)
    run_children(add_hands, [(str(path), sid, "p", 100), (str(path), sid, "q", 100)])
    with Scorebook(path) as book:
        notes = book.notes(sid)
        assert len(notes) == 200
        assert sorted(notes) == sorted([f"p-{i}" for i in range(100)]
                                       + [f"q-{i}" for i in range(100)])
        # each writer's hands in its own order, whatever the interleaving
        for who in "pq":
            assert [n for n in notes if n.startswith(who)] == [f"{who}-{i}" for i in range(100)]
        assert book.result(sid).totals == (200, -200, 0, 0)
        assert book.session(sid).version == 200  # one version per write


def test_two_programs_creating_one_new_file_both_succeed(tmp_path: Path) -> None:
    """Each round: a fresh path, two imports at once; neither is refused as not a scorebook."""
    for round_ in range(3):
        path = tmp_path / f"new{round_}" / "book.sqlite3"
        run_children(import_one, [(str(path), ["A", "B", "C", "D"]),
                                  (str(path), ["E", "F", "G", "H"])])
        with Scorebook(path) as book:
            assert sorted(s.players[0] for s in book.sessions()) == ["A", "E"]


# --- two windows: versions --------------------------------------------------------------------


def test_every_write_bumps_the_version(tmp_path: Path) -> None:
    with Scorebook(tmp_path / "book.sqlite3") as book:
        sid = book.create_session("x", "mil", NAMES)
        versions = [book.session(sid).version]
        book.add_hand(sid, WIN_0_FROM_1)
        versions.append(book.session(sid).version)
        book.replace_hand(sid, 0, KONG_2)
        versions.append(book.session(sid).version)
        book.update_session(sid, name="renamed")
        versions.append(book.session(sid).version)
        book.add_hand(sid, [])
        book.delete_hand(sid, 1)
        versions.append(book.session(sid).version)
        assert versions == [0, 1, 2, 3, 5]
        assert book.state(sid).info.version == 5


@pytest.mark.parametrize("write", [
    lambda b, sid, v: b.add_hand(sid, KONG_2, expected_version=v),
    lambda b, sid, v: b.replace_hand(sid, 0, KONG_2, expected_version=v),
    lambda b, sid, v: b.replace_hand(sid, 0, WIN_0_FROM_1, note="x", expected_version=v),
    lambda b, sid, v: b.delete_hand(sid, 0, expected_version=v),
    lambda b, sid, v: b.update_session(sid, name="other", expected_version=v),
    lambda b, sid, v: b.delete_session(sid, expected_version=v),
], ids=["add", "replace", "note", "delete_hand", "rename", "delete_session"])
def test_a_stale_window_cannot_overwrite_another_s_entries(tmp_path: Path, write: Any) -> None:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as first, Scorebook(path) as second:
        sid = first.create_session("x", "mil", NAMES)
        first.add_hand(sid, WIN_0_FROM_1)
        seen = second.state(sid)  # the second window shows the session...
        first.replace_hand(sid, 0, [*WIN_0_FROM_1, *KONG_2])  # ...the first adds an entry
        before = sha256_of(path)
        with pytest.raises(ScorebookError) as err:
            write(second, sid, seen.info.version)
        assert err.value.code == "changed_elsewhere" and err.value.session == sid
        assert sha256_of(path) == before  # nothing written
        assert second.hands(sid) == [[*WIN_0_FROM_1, *KONG_2]]  # the entry is kept
        now = second.state(sid)  # read again, the write goes through
        write(second, sid, now.info.version)


def test_writes_without_a_version_still_read_under_the_lock(tmp_path: Path) -> None:
    """The CLI passes no version: each write then works on what is stored when it runs."""
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as first, Scorebook(path) as second:
        sid = first.create_session("x", "mil", NAMES)
        first.add_hand(sid, WIN_0_FROM_1)
        second.add_hand(sid, KONG_2)
        first.add_hand(sid, [])
        assert second.hands(sid) == [WIN_0_FROM_1, KONG_2, []]
        first.delete_hand(sid, 0)
        second.replace_hand(sid, 1, WIN_0_FROM_1)
        assert first.hands(sid) == [KONG_2, WIN_0_FROM_1]


# --- another program's lock -------------------------------------------------------------------


def busy(action: Any) -> ScorebookError:
    with pytest.raises(ScorebookError) as err:
        action()
    assert err.value.code == "busy"
    assert "the scorebook is busy: another program is writing it" in err.value.message
    return err.value


def test_an_exclusive_lock_elsewhere_is_busy_for_every_operation(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        sid = book.create_session("x", "mil", NAMES)
        book.add_hand(sid, WIN_0_FROM_1)
    before = sha256_of(path)
    book = Scorebook(path, timeout=0.1)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        started = time.monotonic()
        busy(book.sessions)  # not "not_a_scorebook"
        assert time.monotonic() - started < 3
        busy(lambda: book.session(sid))
        busy(lambda: book.state(sid))
        busy(lambda: book.add_hand(sid, KONG_2))
        busy(lambda: book.replace_hand(sid, 0, KONG_2))
        busy(lambda: book.delete_hand(sid, 0))
        busy(lambda: book.create_session("y", "mil", NAMES))
        busy(lambda: book.import_document({"rules": "mil", "hands": []}))
        busy(lambda: book.export_to(tmp_path / "out.json", sid))
        busy(lambda: Scorebook(path, timeout=0.1))  # opening, too
        assert not (tmp_path / "out.json").exists()
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert sha256_of(path) == before
    assert book.hands(sid) == [WIN_0_FROM_1]  # the lock gone, all works again
    book.add_hand(sid, KONG_2)
    book.close()


def test_a_write_lock_elsewhere_lets_reads_through(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        sid = book.create_session("x", "mil", NAMES)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        with Scorebook(path, timeout=0.1) as book:
            assert [s.id for s in book.sessions()] == [sid]
            busy(lambda: book.add_hand(sid, KONG_2))
            busy(lambda: book.update_session(sid, name="y"))
            busy(lambda: book.delete_session(sid))
            assert book.hands(sid) == []
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_a_lock_held_briefly_is_waited_for(tmp_path: Path) -> None:
    """Within the timeout a write waits for the other program instead of failing."""
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        sid = book.create_session("x", "mil", NAMES)
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    release = threading.Timer(0.3, lambda: other.execute("ROLLBACK"))
    release.start()
    try:
        with Scorebook(path, timeout=10) as book:
            book.add_hand(sid, KONG_2)
            assert book.hands(sid) == [KONG_2]
    finally:
        release.join()
        other.close()


# --- killed mid-write -------------------------------------------------------------------------


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_writer_killed_mid_transaction_leaves_all_or_none(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        kept = book.create_session("kept", "mil", NAMES)
        book.add_hand(kept, WIN_0_FROM_1, note="before")
    ready = SPAWN.Event()
    child = SPAWN.Process(target=start_a_big_import, args=(str(path), 6000, ready))
    child.start()
    try:
        assert ready.wait(60), "the child never got into its write"
        journal = Path(f"{path}-journal")
        assert journal.exists() and journal.stat().st_size > 0  # a write under way
        os.kill(child.pid, signal.SIGKILL)  # type: ignore[arg-type]
    finally:
        child.join(30)
        if child.is_alive():
            child.kill()
    assert child.exitcode == -signal.SIGKILL
    with Scorebook(path) as book:  # opens (the hot journal is rolled back), not corrupt
        infos = book.sessions()
        assert all(i.hands == 6000 for i in infos if i.id != kept)  # all of the write...
        assert [i.id for i in infos] == [kept]  # ...or, killed before its COMMIT, none
        assert book.notes(kept) == ["before"] and book.result(kept).totals == (1, -1, 0, 0)
        book.add_hand(kept, KONG_2)  # and it takes writes again
    raw = sqlite3.connect(path)
    try:
        assert raw.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    finally:
        raw.close()
