"""The Calculator page at the main window's default size (1120×720) and at 1600×1000, in
every language: no button, combo box item, check box or label has text wider than the room
it gets, the result area gets real height, and the tile palette stays where it is as tiles
are added. Text is measured with whatever font is installed (no CJK font is needed: the
widths are compared with the same metrics Qt lays out with)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QToolButton,
    QWidget,
)

from mahjong_gui.engine.tiles import parse
from mahjong_gui.ui import i18n
from mahjong_gui.ui.calculator import EXAMPLES, CalculatorPage
from mahjong_gui.ui.main_window import MainWindow

# Where a wrapping label may break a line: between words, and between any two CJK characters
# (Chinese and Japanese are written without spaces).
_CJK = "\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef"
UNBREAKABLE = re.compile(f"[{_CJK}]|[^\\s{_CJK}]+")

DEFAULT = QSize(1120, 720)
LARGE = QSize(1600, 1000)


def _width(fm: QFontMetrics, text: str) -> int:
    """The width a text needs: its widest line (a button or label may hold several), the
    markup of a rich text left out."""
    if "<" in text and ">" in text:  # rich text (Qt.mightBeRichText is not in PySide6)
        doc = QTextDocument()
        doc.setHtml(text)
        text = doc.toPlainText()
    return max((fm.horizontalAdvance(line) for line in text.split("\n")), default=0)


def _shown(w: QWidget, page: QWidget) -> bool:
    return w.isVisibleTo(page) and w.width() > 0


def clipped(page: QWidget) -> list[str]:
    """Every widget of ``page`` whose text is wider than the room it has."""
    bad: list[str] = []
    style = page.style()
    for w in page.findChildren(QWidget):
        if not _shown(w, page):
            continue
        fm = QFontMetrics(w.font())
        name = f"{type(w).__name__} {w.objectName()!r}"
        if isinstance(w, QComboBox):
            opt = QStyleOptionComboBox()
            w.initStyleOption(opt)  # type: ignore[arg-type]
            field = style.subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                         QStyle.SubControl.SC_ComboBoxEditField, w)
            for i in range(w.count()):
                text = w.itemText(i)
                if _width(fm, text) > field.width():
                    bad.append(f"{name} item {text!r}: {_width(fm, text)} > "
                               f"{field.width()}")
        elif isinstance(w, QCheckBox | QRadioButton):
            opt = QStyleOptionButton()
            w.initStyleOption(opt)  # type: ignore[arg-type]
            element = (QStyle.SubElement.SE_CheckBoxContents if isinstance(w, QCheckBox)
                       else QStyle.SubElement.SE_RadioButtonContents)
            room = style.subElementRect(element, opt, w).width()
            if _width(fm, w.text()) > room:
                bad.append(f"{name} {w.text()!r}: {_width(fm, w.text())} > {room}")
        elif isinstance(w, QPushButton | QToolButton):
            text = w.text().replace("&", "")
            room = w.contentsRect().width()
            if isinstance(w, QPushButton):
                room -= 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, w) // 2
                if w.menu() is not None:
                    room -= style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator,
                                              None, w)
            if text and w.property("wraps_text"):
                # A button whose words wrap (ui/learn_page.WrappingButton): no word wider
                # than its room, and all its lines within its height.
                words = UNBREAKABLE.findall(text)
                widest = max(words, key=fm.horizontalAdvance) if words else ""
                lines = fm.boundingRect(QRect(0, 0, room, 1 << 16),
                                        int(Qt.TextFlag.TextWordWrap.value), text).height()
                if _width(fm, widest) > room:
                    bad.append(f"{name} word {widest!r}: {_width(fm, widest)} > {room}")
                elif lines > w.contentsRect().height():
                    bad.append(f"{name} {text!r}: {lines} px of lines > "
                               f"{w.contentsRect().height()}")
            elif text and _width(fm, text) > room:
                bad.append(f"{name} {text!r}: {_width(fm, text)} > {room}")
        elif isinstance(w, QLabel) and w.text():
            room = w.contentsRect().width()
            if w.wordWrap():
                # A wrapping label breaks between words; no single word may be wider.
                words = UNBREAKABLE.findall(w.text())
                widest = max(words, key=fm.horizontalAdvance) if words else ""
                if _width(fm, widest) > room:
                    bad.append(f"{name} word {widest!r}: {_width(fm, widest)} > "
                               f"{room}")
            elif _width(fm, w.text()) > room:
                bad.append(f"{name} {w.text()!r}: {_width(fm, w.text())} > {room}")
    return bad


def settle() -> None:
    """Let every posted event (layout requests, a bar just shown) run: under load a layout
    request posted by the last round of events was still waiting after three rounds."""
    for _ in range(6):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


@pytest.mark.parametrize("size", [DEFAULT, LARGE], ids=["default", "large"])
@pytest.mark.parametrize("lang", i18n.LANGUAGE_CODES)
def test_nothing_is_cut_in_any_language(window: MainWindow, lang: str, size: QSize) -> None:
    app = QApplication.instance()
    assert app is not None
    i18n.install_translators(app, lang)  # type: ignore[arg-type]
    window.resize(size)
    window.show()
    window.show_area("calculator")  # the page is built now, in that language
    page = window.page("calculator")
    assert isinstance(page, CalculatorPage)
    # Every state of the page that shows other widgets: a Sichuan win, a Hong Kong win with
    # its options, winds and flowers, a ready hand with its waits, a problem.
    for example in (EXAMPLES[0], EXAMPLES[8], EXAMPLES[-1], EXAMPLES[-2]):
        page.load_example(example)
        settle()
        assert page.minimumSizeHint().width() <= page.width(), lang  # nothing overflows
        assert clipped(page) == [], (lang, example.profile)
        if size == LARGE:  # the input column whole, without scrolling (issue 29 item 5)
            bar = page.left_scroll.verticalScrollBar()
            assert bar.maximum() == 0, (lang, example.profile, bar.maximum())
    page.set_notation("123456m234p789p5m")
    settle()
    assert clipped(page) == [], lang
    page.set_notation("123456m chow:8m")
    settle()
    assert clipped(page) == [], lang
    # The result area gets real height: at least half the page's.
    assert page.result_scroll.height() >= page.height() // 2


def test_the_palette_stays_put_as_tiles_are_added(window: MainWindow, qtbot) -> None:
    window.resize(DEFAULT)
    window.show()
    window.show_area("calculator")
    page = window.page("calculator")
    assert isinstance(page, CalculatorPage)
    for pid in ("mil", "hk-modern"):
        page.profile_box.setCurrentIndex(page.profile_box.findData(pid))
        page.clear()
        settle()
        button = page.tile_buttons[parse("9s")[0]]
        where = button.mapTo(window, button.rect().topLeft())
        box = page.palette_box.geometry()
        for t in parse("111222333m444p5p" if pid == "mil" else "111m22z333p444s5p"):
            page.add_tile(t)
            settle()
            assert button.mapTo(window, button.rect().topLeft()) == where, (pid, t)
            assert page.palette_box.geometry() == box
        page.set_notation("11m pong:2m kong:3m ankong:4m addkong:5m 1f 2f 3f 4f"
                          if pid == "hk-modern" else "11m pong:2m kong:3m ankong:4m addkong:5m")
        settle()
        assert button.mapTo(window, button.rect().topLeft()) == where


def test_the_measure_sees_a_cut_text(qtbot) -> None:
    """The check above can fail: a button, a combo box and a label too narrow for their text
    are each reported."""
    page = QWidget()
    qtbot.addWidget(page)
    button = QPushButton("Send to scorebook", page)
    button.setFixedWidth(40)
    combo = QComboBox(page)
    combo.addItems(["Short", "Bonus tiles do not count toward the minimum"])
    combo.setFixedWidth(90)
    combo.move(0, 40)
    label = QLabel("A rather long label that cannot fit", page)
    label.setFixedWidth(30)
    label.move(0, 80)
    page.resize(300, 200)
    page.show()
    found = clipped(page)
    assert len(found) == 3 and "Bonus tiles do not count toward the minimum" in found[1]
