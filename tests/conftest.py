"""Shared test set-up: Qt runs offscreen so the suite needs no display."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory,
                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own scorebook folder: the user's real data is never touched."""
    monkeypatch.setenv("MAHJONG_GUI_DATA_DIR", str(tmp_path_factory.mktemp("data")))
