"""What every part of the main window shares (``WindowBase``): the widgets and state
``main_window.py`` makes, the pages built when first needed and the areas shown, and the
methods one part calls in another."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QWidget,
)

from mahjong_gui.ui.status import StatusModel
from mahjong_gui.ui.window.areas import AREAS, make_page

if TYPE_CHECKING:  # the pages' modules are imported when a page is built (``make_page``)
    from mahjong_gui.ui.calculator import CalculatorPage
    from mahjong_gui.ui.drills_page import DrillsPage
    from mahjong_gui.ui.guided_page import GuidedPage
    from mahjong_gui.ui.learn_page import LearnPage
    from mahjong_gui.ui.play.page import PlayPage
    from mahjong_gui.ui.scorebook import ScorebookPage
    from mahjong_gui.ui.window.links import MistakeFinder


class WindowBase(QMainWindow):
    """The main window's shared ground: ``menus.MainWindow`` and ``links.MainWindow`` are
    ``WindowBase``s and ``main_window.MainWindow`` is made of them. A method here says no
    words (its part would be the translation context); a method one part calls in another
    is declared at the end, its body in the part named."""

    # The state and the widgets (made by main_window.MainWindow.__init__).
    _pages: dict[str, QWidget]  # the pages built so far (and "guided")
    _placeholders: dict[str, QWidget]  # in the stack where a page is not yet
    _mistakes: MistakeFinder
    _compact: bool
    _sidebar: QWidget
    _sidebar_rule: QFrame
    _stack: QStackedWidget
    _nav: QListWidget
    _app_name_label: QLabel
    _tagline_label: QLabel
    _file_menu: QMenu
    _game_actions: dict[str, QAction]
    _quit_action: QAction
    _scorebook_menu: QMenu
    _scorebook_standins: dict[str, QAction]
    _view_menu: QMenu
    _area_actions: list[QAction]
    _speed_menu: QMenu
    _speed_group: QActionGroup
    _speed_actions: list[QAction]
    _teacher_menu: QMenu
    _language_menu: QMenu
    _language_group: QActionGroup
    _help_menu: QMenu
    _rules_action: QAction
    _compare_action: QAction
    _keys_action: QAction
    _about_action: QAction
    status: StatusModel
    _ready_label: QLabel
    _notice_label: QLabel
    _keep_label: QLabel

    def _sidebar_for_page(self, _index: int = -1) -> None:
        """The sidebar steps aside while a guided hand is at the table, and comes back with
        any other page (Leave, a Learn link, the View menu): the lesson's table gets its
        width, so its tiles are as large as the Play table's (issue 30: the hand was 24 px
        high at 900x620 beside the sidebar and the lesson's panel, under Play's 30 px)."""
        lesson = self._pages.get("guided")
        shown = lesson is None or self._stack.currentWidget() is not lesson
        self._sidebar.setVisible(shown)
        self._sidebar_rule.setVisible(shown)

    def _page(self, name: str) -> QWidget:
        """The page of ``name`` (an area or ``"guided"``), built now if it is not yet."""
        page = self._pages.get(name)
        if page is not None:
            return page
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            page = make_page(name, self._stack)
            self._pages[name] = page
            placeholder = self._placeholders.pop(name, None)
            if placeholder is None:  # the guided hand: after the areas
                self._stack.addWidget(page)
            else:
                index = self._stack.indexOf(placeholder)
                current = self._stack.currentIndex() == index
                self._stack.insertWidget(index, page)
                self._stack.removeWidget(placeholder)
                placeholder.deleteLater()
                if current:
                    self._stack.setCurrentIndex(index)
            self._connect_page(name, page)
        finally:
            QApplication.restoreOverrideCursor()
        return page

    # ------------------------------------------------------------------- areas
    def area_names(self) -> list[str]:
        return [area.name for area in AREAS]

    def page(self, name: str) -> QWidget:
        """The page of area ``name`` (one of :meth:`area_names`), built now if it is not yet."""
        if name not in self.area_names():
            raise KeyError(name)
        return self._page(name)

    def built_pages(self) -> list[str]:
        """The pages built so far, in the order they were built (areas and ``"guided"``)."""
        return list(self._pages)

    @property
    def play_page(self) -> PlayPage:
        from mahjong_gui.ui.play.page import PlayPage

        page = self._page("play")
        assert isinstance(page, PlayPage)
        return page

    @property
    def calculator_page(self) -> CalculatorPage:
        from mahjong_gui.ui.calculator import CalculatorPage

        page = self._page("calculator")
        assert isinstance(page, CalculatorPage)
        return page

    @property
    def scorebook_page(self) -> ScorebookPage:
        from mahjong_gui.ui.scorebook import ScorebookPage

        page = self._page("scorebook")
        assert isinstance(page, ScorebookPage)
        return page

    @property
    def learn_page(self) -> LearnPage:
        from mahjong_gui.ui.learn_page import LearnPage

        page = self._page("rules")
        assert isinstance(page, LearnPage)
        return page

    @property
    def drills_page(self) -> DrillsPage:
        from mahjong_gui.ui.drills_page import DrillsPage

        page = self._page("drills")
        assert isinstance(page, DrillsPage)
        return page

    @property
    def guided_page(self) -> GuidedPage:
        """The guided first hand: a page of the stack with no entry of its own in the
        navigation (Learn stays selected while it shows)."""
        from mahjong_gui.ui.guided_page import GuidedPage

        page = self._page("guided")
        assert isinstance(page, GuidedPage)
        return page

    def current_area(self) -> str:
        index = self._stack.currentIndex()
        return AREAS[index].name if index < len(AREAS) else "rules"  # the guided hand: Learn

    def show_area(self, name: str) -> None:
        """Make area ``name`` (one of :meth:`area_names`) the visible one (built if need be;
        while the guided hand shows, Learn's row is selected and it stays, as before)."""
        names = self.area_names()
        if name not in names:
            raise ValueError(f"unknown area {name!r}; expected one of {names}")
        self._nav.setCurrentRow(names.index(name))  # -> _show_row when the row changes

    def _show_row(self, row: int) -> None:
        if 0 <= row < len(AREAS):
            self._page(AREAS[row].name)
            self._stack.setCurrentIndex(row)

    # -- what one part calls in another (each defined in the part named) --------------------

    def set_speed(self, speed: int) -> None:
        raise NotImplementedError  # main_window.py

    def set_language(self, code: str) -> None:
        raise NotImplementedError  # main_window.py

    def show_about(self) -> None:
        raise NotImplementedError  # main_window.py

    def _show_keep_problem(self, text: str) -> None:
        raise NotImplementedError  # main_window.py

    def _fill_teacher_menu(self) -> None:
        raise NotImplementedError  # menus.py

    def _update_game_actions(self) -> None:
        raise NotImplementedError  # menus.py

    def _use_scorebook_actions(self) -> None:
        raise NotImplementedError  # menus.py

    def _connect_page(self, name: str, page: QWidget) -> None:
        raise NotImplementedError  # links.py
