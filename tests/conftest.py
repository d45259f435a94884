"""Shared test set-up: Qt runs offscreen so the suite needs no display; every test has a data
folder of its own; a scorebook in memory (``book``) and a scorebook path (``db``) for the tests
that ask. Plain helpers shared across folders: ``tests/helpers.py``."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Reviews judge in this process here: a review window or ``mahjong review`` would otherwise
# start a worker process per core in every test that opens one; tests/review/test_parallel.py
# asks for more processes itself.
os.environ["MAHJONG_REVIEW_JOBS"] = "1"


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory,
                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own scorebook folder: the user's real data is never touched."""
    monkeypatch.setenv("MAHJONG_GUI_DATA_DIR", str(tmp_path_factory.mktemp("data")))


@pytest.fixture()
def book() -> Iterator[Any]:
    """A scorebook in memory, closed afterwards."""
    from mahjong_gui.store.scorebook import Scorebook  # here: most tests never open one

    with Scorebook(":memory:") as b:
        yield b


@pytest.fixture()
def db(tmp_path: Path) -> Path:
    """Where a test's scorebook file goes (not made yet)."""
    return tmp_path / "book.sqlite3"
