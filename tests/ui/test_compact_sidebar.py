"""A narrow window shows the sidebar's icons only (issue 30: at 900x620 the calculator's result
tables cut their column titles beside the full sidebar): the names move to the tooltips, and
the page gets the room; a wide window shows the names again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QListWidget, QTableWidget, QWidget

from mahjong_gui.ui import i18n
from mahjong_gui.ui.calculator import EXAMPLES, CalculatorPage
from mahjong_gui.ui.main_window import MainWindow
from tests.ui.test_calculator_layout import settle


def test_the_sidebar_folds_to_icons_in_a_narrow_window(window: MainWindow) -> None:
    nav = window.findChild(QListWidget, "navigation")
    sidebar = window.findChild(QWidget, "sidebar")
    assert nav is not None and sidebar is not None
    window.resize(QSize(900, 620))
    window.show()
    settle()
    assert sidebar.width() == 64
    assert [nav.item(i).text() for i in range(5)] == [""] * 5
    assert nav.item(1).toolTip().startswith("Calculator · ")
    window.resize(QSize(1120, 720))
    settle()
    assert sidebar.width() == 236
    assert nav.item(1).text() == "Calculator"


@pytest.mark.parametrize("lang", ["en", "vi", "id", "zh_Hans"])
def test_the_calculator_s_result_titles_are_whole_at_900x620(window: MainWindow,
                                                            lang: str) -> None:
    app = QApplication.instance()
    assert app is not None
    i18n.install_translators(app, lang)  # type: ignore[arg-type]
    window.resize(QSize(900, 620))
    window.show()
    window.show_area("calculator")
    page = window.page("calculator")
    assert isinstance(page, CalculatorPage)
    cut = []
    for example in (EXAMPLES[0], EXAMPLES[8], EXAMPLES[-1]):
        page.load_example(example)
        settle()
        for table in page.findChildren(QTableWidget):
            if not table.isVisible():
                continue
            header = table.horizontalHeader()
            for c in range(table.columnCount()):
                item = table.horizontalHeaderItem(c)
                if item is not None and header.sectionSize(c) < \
                        header.fontMetrics().horizontalAdvance(item.text()):
                    cut.append((example.profile, table.objectName(), item.text(),
                                header.sectionSize(c)))
    assert cut == [], lang
