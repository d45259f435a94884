"""Fixtures the window tests share (plain helpers: ``tests/ui/helpers.py``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from mahjong_gui.paths import USER_DATA_ENV
from mahjong_gui.ui import i18n
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.play.page import PlayPage
from mahjong_gui.ui.settings import CONFIG_DIR_ENV


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
def page(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
         request: pytest.FixtureRequest) -> Iterator[PlayPage]:
    """A Play page on its own with its own settings folder, shown at 1120x640 or at the test
    file's ``PAGE_SIZE`` (``None``: neither resized nor shown); its bots shut down and English
    again afterwards. A test file that needs another kind of page defines its own."""
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    size: tuple[int, int] | None = getattr(request.module, "PAGE_SIZE", (1120, 640))
    p = PlayPage()
    qtbot.addWidget(p)
    if size is not None:
        p.resize(*size)
        p.show()
    yield p
    p.controller.shutdown()
    app = QApplication.instance()
    assert app is not None
    i18n.install_translators(app, "en")  # type: ignore[arg-type]


@pytest.fixture()
def lang_app(qapp: QApplication) -> Iterator[QApplication]:
    """The application, for a test that switches its language; English again afterwards."""
    yield qapp
    i18n.install_translators(qapp, "en")


@pytest.fixture()
def lang(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    """The language a test is parametrized with (``tests.ui.helpers.by_language``), installed;
    English again afterwards."""
    code: str = request.param
    i18n.install_translators(qapp, code)
    yield code
    i18n.install_translators(qapp, "en")


@pytest.fixture()
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
               qapp: QApplication) -> Iterator[Path]:
    """A settings folder of the test's own (not made yet), in English before and after; a file
    that wants it for every test says ``pytestmark = pytest.mark.usefixtures("config_dir")``."""
    folder = tmp_path / "config"
    monkeypatch.setenv(CONFIG_DIR_ENV, str(folder))
    i18n.install_translators(qapp, "en")
    yield folder
    i18n.install_translators(qapp, "en")
    QCoreApplication.processEvents()


@pytest.fixture()
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder (rule sets, scorebook) and a settings folder of the test's own: the data
    folder's path."""
    monkeypatch.setenv(USER_DATA_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "config"))
    return tmp_path / "data"


@pytest.fixture()
def english(qapp: QApplication) -> None:
    """The interface in English (its plurals: "1 decision", "2 decisions"); a file that wants it
    for every test says ``pytestmark = pytest.mark.usefixtures("english")``."""
    i18n.install_translators(qapp, "en")
