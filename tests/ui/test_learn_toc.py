"""The Learn area's table of contents shows every page title whole (ui/learn_page.py,
``WrappedTitles``): at the default window, in every language, a title wider than its row wraps
onto more lines instead of being cut, and the rows follow when the tree gets narrower. Measured
with the tree's own font metrics, so it holds whatever fonts are installed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QTreeWidget, QTreeWidgetItem

from mahjong_gui.ui import i18n
from mahjong_gui.ui.learn_page import LearnPage
from mahjong_gui.ui.main_window import MainWindow

LANGUAGES = ("en", "vi", "zh_Hans", "zh_Hant", "ja", "id")


@pytest.fixture()
def window(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, request) -> Iterator[LearnPage]:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    i18n.install_translators(QCoreApplication.instance(), request.param)
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1120, 720)
    win.show_area("rules")
    win.show()
    qtbot.waitExposed(win)
    page = win.findChild(LearnPage)
    assert page is not None
    yield page
    i18n.install_translators(QCoreApplication.instance(), "en")


def titles(tree: QTreeWidget) -> list[QTreeWidgetItem]:
    out = []
    for i in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(i)
        out.append(group)
        out += [group.child(j) for j in range(group.childCount())]
    return out


def cut(tree: QTreeWidget) -> list[str]:
    """The titles whose text, wrapped at the width its row paints it in, is taller than the
    row or wider than the tree shows."""
    metrics = QFontMetrics(tree.font())
    margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1
    out = []
    for item in titles(tree):
        rect = tree.visualItemRect(item)
        width = min(rect.right(), tree.viewport().width()) - rect.left() - 2 * margin
        text = item.text(0)
        need = metrics.boundingRect(QRect(0, 0, width, 1 << 16),
                                    int(Qt.TextFlag.TextWordWrap), text)
        if need.height() > rect.height() or need.width() > width:
            out.append(text)
    return out


@pytest.mark.parametrize("window", LANGUAGES, indirect=True)
def test_every_title_shows_whole_at_the_default_window(window: LearnPage, qtbot) -> None:
    tree = window.toc
    assert tree.isVisible() and tree.viewport().width() > 100
    assert not cut(tree), cut(tree)


@pytest.mark.parametrize("window", ["vi"], indirect=True)
def test_rows_follow_a_narrower_tree(window: LearnPage, qtbot) -> None:
    tree = window.toc
    before = sum(tree.visualItemRect(i).height() for i in titles(tree))
    tree.setMaximumWidth(170)
    qtbot.waitUntil(lambda: tree.viewport().width() < 170, timeout=2000)
    qtbot.wait(10)
    after = sum(tree.visualItemRect(i).height() for i in titles(tree))
    assert after > before  # more titles take two lines
    assert not cut(tree), cut(tree)


@pytest.mark.parametrize("window", ["vi", "id"], indirect=True)
def test_search_results_show_whole_titles(window: LearnPage, qtbot) -> None:
    window.run_search("Kong")  # every page names Hong Kong or a kong
    results = window.results
    assert results.isVisible() and results.count() >= 5
    qtbot.wait(10)
    metrics = QFontMetrics(results.font())
    margin = results.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                         results) + 1
    for row in range(results.count()):
        item = results.item(row)
        rect = results.visualItemRect(item)
        width = min(rect.right(), results.viewport().width()) - rect.left() - 2 * margin
        need = metrics.boundingRect(QRect(0, 0, width, 1 << 16),
                                    int(Qt.TextFlag.TextWordWrap), item.text())
        assert need.height() <= rect.height() and need.width() <= width, item.text()
