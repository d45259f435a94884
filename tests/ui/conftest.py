"""Fixtures the window tests share."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from mahjong_gui.ui import i18n
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.play_page import PlayPage


@pytest.fixture()
def window(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[MainWindow]:
    """A main window with its own settings folder, not shown; English again afterwards (a test
    may switch the language). A test file that needs another window defines its own."""
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    w = MainWindow()
    qtbot.addWidget(w)
    yield w
    app = QApplication.instance()
    assert app is not None
    i18n.install_translators(app, "en")  # type: ignore[arg-type]


@pytest.fixture()
def page(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[PlayPage]:
    """A Play page on its own at 1120x640 with its own settings folder, shown; its bots shut
    down and English again afterwards. A test file that needs another page defines its own."""
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    p = PlayPage()
    qtbot.addWidget(p)
    p.resize(1120, 640)
    p.show()
    yield p
    p.controller.shutdown()
    app = QApplication.instance()
    assert app is not None
    i18n.install_translators(app, "en")  # type: ignore[arg-type]
