"""The Scorebook page fits (pytest-qt, offscreen): in every language, at the main window's
default size (1120×720), with a session open, no button, combo box or one-line label on the
page or in its dialogs is narrower than its text, and none sticks out of the page."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSize
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)

from mahjong_gui.store.scorebook import Scorebook
from mahjong_gui.ui import i18n
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.scorebook import ScorebookPage
from mahjong_gui.ui.scorebook_dialogs import EntryDialog, SessionDialog

DEFAULT = QSize(1120, 720)  # the main window's default size (ui/main_window.py)
NAMES = ["Nguyễn Thị Hoa", "Lê Chi", "王小明", "Dũng"]


@pytest.fixture(autouse=True)
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.install_translators(qapp, "en")
    QCoreApplication.processEvents()


def cut(widget: QWidget) -> str:
    """Why ``widget``'s text does not fit ("" when it does)."""
    fm = widget.fontMetrics()
    if isinstance(widget, QPushButton | QCheckBox | QRadioButton):
        need = widget.sizeHint().width()
        if widget.width() < need:
            return f"{type(widget).__name__} {widget.text()!r}: {widget.width()} < {need}"
    elif isinstance(widget, QComboBox):
        opt = QStyleOptionComboBox()
        widget.initStyleOption(opt)
        field = widget.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                              QStyle.SubControl.SC_ComboBoxEditField, widget)
        text = widget.currentText()
        if fm.horizontalAdvance(text) > field.width():
            return f"combo {text!r}: {field.width()} < {fm.horizontalAdvance(text)}"
    elif isinstance(widget, QLabel) and not widget.wordWrap() and widget.text():
        need = max(fm.horizontalAdvance(line) for line in widget.text().split("\n"))
        if widget.contentsRect().width() < need:
            return f"label {widget.text()!r}: {widget.contentsRect().width()} < {need}"
    return ""


def problems(root: QWidget) -> list[str]:
    """Every visible control of ``root`` whose text is cut or that lies outside ``root``."""
    out = []
    area = QRect(QPoint(0, 0), root.size())
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or not isinstance(widget, QAbstractButton | QComboBox
                                                           | QLabel):
            continue
        if isinstance(widget, QAbstractButton) and not widget.text():
            continue  # tool buttons of views and headers
        why = cut(widget)
        if why:
            out.append(why)
        place = QRect(widget.mapTo(root, QPoint(0, 0)), widget.size())
        if not area.contains(place):
            out.append(f"{type(widget).__name__} {getattr(widget, 'text', lambda: '')()!r} "
                       f"lies outside at {place}")
    return out


def fill(path: Path) -> None:
    with Scorebook(path) as book:
        sid = book.create_session("Câu lạc bộ thứ Sáu", "mil", NAMES)
        book.add_hand(sid, [{"type": "kong", "seat": 2, "kind": "concealed"},
                            {"type": "win", "seat": 0, "from": 3, "value": 1}])
        book.create_session("周五俱乐部", "hk-modern", NAMES, options={"min_faan": "0"})


@pytest.mark.parametrize("lang", i18n.LANGUAGE_CODES)
def test_nothing_is_cut_at_the_default_size(qtbot, qapp: QApplication, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch,
                                            lang: str) -> None:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("MAHJONG_GUI_DATA_DIR", str(tmp_path / "data"))
    i18n.install_translators(qapp, lang)
    fill(tmp_path / "data" / "scorebook.sqlite3")
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(DEFAULT)
    window.show()
    window.show_area("scorebook")
    qtbot.waitExposed(window)
    page = window.page("scorebook")
    assert isinstance(page, ScorebookPage)
    found: list[str] = []
    fm = page.session_list.fontMetrics()
    for row in range(page.session_list.count()):  # a session's name and its line below
        item = page.session_list.item(row)
        lines = item.text().split("\n")
        rect = page.session_list.visualItemRect(item)
        need = sum(fm.boundingRect(line).height() for line in lines)
        if rect.height() < need:
            found.append(f"session {lines[0]!r}: {rect.height()} < {need} px for its lines")
    for session in page.sessions():  # a Sichuan and a Hong Kong session: all their buttons
        page.reload_sessions(select=session.id)
        QCoreApplication.processEvents()
        assert page.info is not None and page.info.id == session.id
        for tab in range(page.tabs.count()):
            page.tabs.setCurrentIndex(tab)
            QCoreApplication.processEvents()
            found += problems(page)
        kinds = ("win", "draw") if page.one_win else ("win", "kong", "wall_end", "penalty")
        for kind in kinds:
            if kind == "draw":
                continue  # recorded at once: no dialog
            dialog = page.add_entry(kind)
            assert isinstance(dialog, EntryDialog)
            QCoreApplication.processEvents()
            found += [f"{kind} dialog: {p}" for p in problems(dialog)]
            dialog.reject()
    for session in page.sessions():  # the players' screen, in a window of its own
        page.reload_sessions(select=session.id)
        screen = page.open_players_screen()
        screen.resize(900, 600)
        QCoreApplication.processEvents()
        assert screen.windowTitle() == QCoreApplication.translate("PlayersScreen",
                                                                  "Players' screen")
        found += [f"players' screen: {p}" for p in problems(screen)]
        screen.close()
    dialog = page.new_session("hk-modern")
    assert isinstance(dialog, SessionDialog)
    QCoreApplication.processEvents()
    found += [f"session dialog: {p}" for p in problems(dialog)]
    dialog.reject()
    roster = page.roster_dialog()
    assert roster is not None
    QCoreApplication.processEvents()
    found += [f"players dialog: {p}" for p in problems(roster)]
    roster.reject()
    assert found == [], "\n".join(dict.fromkeys(found))


@pytest.mark.parametrize("lang", [c for c in i18n.LANGUAGE_CODES if c != "en"])
def test_cancel_and_the_dialogs_words_are_translated(qtbot, qapp: QApplication,
                                                     tmp_path: Path, lang: str) -> None:
    """Cancel was English in every scorebook dialog (its translation was never looked up)."""
    i18n.install_translators(qapp, lang)
    page = ScorebookPage(tmp_path / "book.sqlite3")
    qtbot.addWidget(page)
    dialog = page.new_session()
    cancel = dialog.findChild(QPushButton, "cancel")
    assert cancel is not None
    assert cancel.text() == QCoreApplication.translate("ScorebookDialogs", "Cancel") != "Cancel"
    dialog.accept()
    for kind in ("win", "kong", "wall_end", "penalty"):
        entry = page.add_entry(kind)
        assert isinstance(entry, EntryDialog)
        button = entry.findChild(QPushButton, "cancel")
        assert button is not None and button.text() == cancel.text()
        entry.reject()
