"""Importing a session in the window (issue 28 item 4): the file is read, parsed, checked and
written on a worker thread while the window keeps running, and a file past the bounds is refused
before it is parsed, within bounded memory."""

from __future__ import annotations

import json
import os
import threading
import tracemalloc
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from mahjong_gui.engine.inputs import MAX_JSON_VALUES, InputLimitError
from mahjong_gui.store import scorebook as store
from mahjong_gui.store.scorebook import MAX_SESSION_NAME, Scorebook, read_import
from mahjong_gui.ui import scorebook as ui_scorebook
from mahjong_gui.ui.scorebook import ScorebookPage
from tests.ui.helpers import scorebook_page

LEDGER = {"rules": "mil", "players": ["An", "Bình", "Chi", "Dũng"],
          "hands": [{"events": [{"type": "win", "seat": 0, "from": 1, "value": 0}]}]}


@pytest.fixture()
def page(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ScorebookPage:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    return scorebook_page(qtbot, tmp_path / "book.sqlite3", size=None)


def _start(qtbot, page: ScorebookPage, path: Path) -> int | None:
    with qtbot.waitSignal(page.import_finished, timeout=60_000) as blocker:
        assert page.start_import(path)
    return blocker.args[0]


def _big_list(tmp_path: Path) -> Path:
    path = tmp_path / "list.json"
    path.write_text("[" + ",".join(["1"] * 9_500_000) + "]", encoding="ascii")
    assert path.stat().st_size == 19_000_001
    return path


def test_a_19_mb_list_is_refused_before_it_is_parsed(qtbot, page: ScorebookPage,
                                                     tmp_path: Path) -> None:
    path = _big_list(tmp_path)
    assert _start(qtbot, page, path) is None
    assert page.message_label.text() == (
        f"This file cannot be read (too_big): more than {MAX_JSON_VALUES:,} values")
    assert page.sessions() == [] and not page.importing
    assert page.import_button.isEnabled()


def test_the_19_mb_list_costs_at_most_its_bytes_and_its_text(tmp_path: Path) -> None:
    path = _big_list(tmp_path)
    size = path.stat().st_size
    tracemalloc.start()
    try:
        with pytest.raises(InputLimitError) as err:
            read_import(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert err.value.code == "too_big"
    # The bytes read and their text; the elements were never built (9.5 million ints and
    # their list took 660 MB).
    assert peak < 2 * size + 1_000_000


def test_the_import_runs_off_the_gui_thread_and_the_window_keeps_running(
        qtbot, page: ScorebookPage, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "friday.json"
    path.write_text(json.dumps(LEDGER), encoding="utf-8")
    release = threading.Event()
    threads: list[int] = []
    real = store.import_file

    def slow_import(*args: object, **kwargs: object) -> int:
        threads.append(threading.get_ident())
        assert release.wait(60)  # held until the window has shown it keeps running
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ui_scorebook.transfer, "import_file", slow_import)
    ticks: list[int] = []
    with qtbot.waitSignal(page.import_finished, timeout=60_000) as blocker:
        assert page.start_import(path)
        assert page.importing and not page.import_button.isEnabled()
        assert page.message_label.text() == "Importing friday.json…"
        assert not page.start_import(path)  # one import at a time
        # The GUI thread runs its timers while the worker holds the import.
        QTimer.singleShot(0, lambda: ticks.append(1))
        qtbot.waitUntil(lambda: ticks == [1] and len(threads) == 1, timeout=10_000)
        assert page.importing and page.sessions() == []
        release.set()
    sid = blocker.args[0]
    assert threads and threads[0] != threading.get_ident()
    assert sid is not None and page.session_id == sid
    assert page.message_label.text() == "Imported “friday”."
    assert [s.name for s in page.sessions()] == ["friday"]
    assert page.import_button.isEnabled() and not page.importing


def test_import_from_waits_for_the_worker(page: ScorebookPage, tmp_path: Path) -> None:
    path = tmp_path / "club.json"
    path.write_text(json.dumps({**LEDGER, "name": "Club night"}), encoding="utf-8")
    sid = page.import_from(path)
    assert sid is not None and page.info is not None and page.info.name == "Club night"


def test_an_unexpected_error_on_the_worker_reaches_the_last_resort(
        qtbot, page: ScorebookPage, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_: object, **__: object) -> int:
        raise RuntimeError("a bug")

    monkeypatch.setattr(ui_scorebook.transfer, "import_file", broken)
    path = tmp_path / "x.json"
    path.write_text(json.dumps(LEDGER), encoding="utf-8")
    with qtbot.captureExceptions() as caught:
        assert _start(qtbot, page, path) is None
    assert [str(e[1]) for e in caught] == ["a bug"]
    assert page.import_button.isEnabled() and not page.importing


@pytest.mark.parametrize("stem, name", [
    pytest.param("x" * 250, "x" * MAX_SESSION_NAME, id="long_file_name"),
    pytest.param(os.fsdecode(b"caf\xe9"), "caf\ufffd", id="file_name_not_utf8"),
])
def test_a_session_without_a_name_takes_its_file_name_as_text(
        tmp_path: Path, stem: str, name: str) -> None:
    path = tmp_path / f"{stem}.json"
    path.write_text(json.dumps(LEDGER), encoding="utf-8")
    book_path = tmp_path / "book.sqlite3"
    sid = store.import_file(book_path, path)
    with Scorebook(book_path) as book:
        assert book.session(sid).name == name


def test_the_import_file_is_read_with_its_bounds(tmp_path: Path) -> None:
    path = tmp_path / "values.json"
    path.write_text("[" + ",".join(["1"] * (MAX_JSON_VALUES - 1)) + "]", encoding="ascii")
    assert len(read_import(path)) == MAX_JSON_VALUES - 1  # at the bound: read
    path.write_text("[" + ",".join(["1"] * MAX_JSON_VALUES) + "]", encoding="ascii")
    with pytest.raises(InputLimitError) as err:
        read_import(path)
    assert err.value.code == "too_big"
