"""Every area of the window, at its default size (1120×720), in every language: no button,
combo box item, check box or label is cut (issue 16 item 2). The calculator and the scorebook
have their own, state-by-state tests; this one walks every area as it first shows, the guided
first hand of both families, and the window's own side bar."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QWidget

from mahjong_gui.guided import FAMILIES
from mahjong_gui.ui import i18n
from mahjong_gui.ui.main_window import MainWindow
from tests.ui.test_calculator_layout import clipped, settle

DEFAULT = QSize(1120, 720)


@pytest.mark.parametrize("lang", i18n.LANGUAGE_CODES)
def test_every_area_fits_the_default_window(window: MainWindow, lang: str) -> None:
    app = QApplication.instance()
    assert app is not None
    i18n.install_translators(app, lang)  # type: ignore[arg-type]
    window.resize(DEFAULT)
    window.show()
    cut: list[str] = []
    for name in window.area_names():
        window.show_area(name)
        settle()
        cut += [f"{name}: {c}" for c in clipped(window.page(name))]
    for family in FAMILIES:
        window.play_first_hand(family)
        settle()
        cut += [f"guided {family}: {c}" for c in clipped(window.guided_page)]
    sidebar = window.findChild(QWidget, "sidebar")
    if sidebar is not None:
        cut += [f"sidebar: {c}" for c in clipped(sidebar)]
    assert cut == [], lang
