"""The main window: a side navigation between the Play, Calculator, Scorebook and Learn areas.

Every visible string is set in a ``retranslate`` method, so switching language applies at once.

Start-up (issue 17): only the area shown at start is built (and its module imported) with the
window; every other area's page is built the first time it is shown or a caller needs it
(``page``, ``play_page``, ``guided_page``, a signal from another page, a menu acting on it).
Until then the stack holds an empty placeholder at the area's index, so rows of the
navigation, ``Ctrl+1`` ... ``Ctrl+5`` and the View menu work before any page exists.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QColor,
    QFont,
    QKeySequence,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui import __version__
from mahjong_gui.ui import i18n, plain
from mahjong_gui.ui.icons import app_icon, glyph_icon
from mahjong_gui.ui.settings import (
    KEY_AREA,
    KEY_GEOMETRY,
    KEY_LANGUAGE,
    KEY_SPEED,
    open_settings,
    read_bytes,
    read_choice,
    read_int,
)
from mahjong_gui.ui.shortcuts_dialog import ShortcutsDialog
from mahjong_gui.ui.status import StatusModel
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the pages' modules are imported when a page is built (``_make_page``)
    from concurrent.futures import ThreadPoolExecutor

    from mahjong_gui.engine import events as ev
    from mahjong_gui.engine.rules import AnyProfile
    from mahjong_gui.store.saves import SavedGame
    from mahjong_gui.ui.calculator import CalculatorPage, Example
    from mahjong_gui.ui.drills_page import DrillsPage
    from mahjong_gui.ui.guided_page import GuidedPage
    from mahjong_gui.ui.learn_page import LearnPage
    from mahjong_gui.ui.play_page import PlayPage
    from mahjong_gui.ui.scorebook import ScorebookPage


AREAS_CONTEXT = "Areas"


@dataclass(frozen=True)
class Area:
    """One top-level area. Texts are English source strings in the ``Areas`` context."""

    name: str
    label: str
    title: str
    description: str


AREAS: tuple[Area, ...] = (
    Area(
        "play",
        QT_TRANSLATE_NOOP("Areas", "Play"),
        QT_TRANSLATE_NOOP("Areas", "Play against the computer"),
        QT_TRANSLATE_NOOP(
            "Areas",
            "Sit down at a table with three computer opponents and play a full game under any "
            "of the six rule profiles.",
        ),
    ),
    Area(
        "calculator",
        QT_TRANSLATE_NOOP("Areas", "Calculator"),
        QT_TRANSLATE_NOOP("Areas", "Hand calculator"),
        QT_TRANSLATE_NOOP(
            "Areas",
            "Enter a hand and the situation it was won in, then see every scoring pattern, "
            "the total value and who pays whom.",
        ),
    ),
    Area(
        "scorebook",
        QT_TRANSLATE_NOOP("Areas", "Scorebook"),
        QT_TRANSLATE_NOOP("Areas", "Scorebook"),
        QT_TRANSLATE_NOOP(
            "Areas",
            "Record each hand played at a real table. Payments and standings are kept in a "
            "local database and can be exported.",
        ),
    ),
    Area(
        "rules",
        QT_TRANSLATE_NOOP("Areas", "Learn"),
        QT_TRANSLATE_NOOP("Areas", "Learn to play"),
        QT_TRANSLATE_NOOP(
            "Areas",
            "How to play and score each ruleset, step by step, with worked examples, a "
            "comparison, a glossary and answers to common questions.",
        ),
    ),
    Area(
        "drills",
        QT_TRANSLATE_NOOP("Areas", "Drills"),
        QT_TRANSLATE_NOOP("Areas", "Drills"),
        QT_TRANSLATE_NOOP(
            "Areas",
            "Short exercises made by the engine: which tile to discard, what a hand waits on, "
            "what it is worth, who pays at the wall's end. Wrong answers come back sooner.",
        ),
    ),
)

_DEFAULT_SIZE = QSize(1120, 720)
_SIDEBAR_WIDTH = 236
_COMPACT_BELOW = 1000  # a window narrower than this shows the sidebar's icons only
_COMPACT_WIDTH = 64


def _tr_area(text: str) -> str:
    return QCoreApplication.translate(AREAS_CONTEXT, text)


def _muted(palette: QPalette) -> QColor:
    """A soft text colour that works on light and dark palettes."""
    text = palette.color(QPalette.ColorRole.WindowText)
    window = palette.color(QPalette.ColorRole.Window)
    mix = 0.45
    return QColor(
        round(text.red() * (1 - mix) + window.red() * mix),
        round(text.green() * (1 - mix) + window.green() * mix),
        round(text.blue() * (1 - mix) + window.blue() * mix),
    )


def _scaled_font(base: QFont, factor: float, weight: QFont.Weight) -> QFont:
    font = QFont(base)
    size = base.pointSizeF() if base.pointSizeF() > 0 else 10.0
    font.setPointSizeF(size * factor)
    font.setWeight(weight)
    return font


class _MistakeFinder(QObject):
    """Runs ``drills.mistakes_from_log`` off the GUI thread and reports what it found."""

    found = Signal(object)  # a list of discard Drills

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool: ThreadPoolExecutor | None = None  # made at the first look

    def look(self, events: list[ev.Event], profile: AnyProfile, wait: bool) -> None:
        from mahjong_gui.drills.mistakes import mistakes_from_log
        from mahjong_gui.ui.controller import HUMAN

        if wait:
            self.found.emit(mistakes_from_log(events, HUMAN, profile))
            return

        def work() -> None:
            try:
                self.found.emit(mistakes_from_log(events, HUMAN, profile))
            except Exception:  # noqa: BLE001 - a failed look costs only the drills
                return

        if self._pool is None:
            from concurrent.futures import ThreadPoolExecutor

            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="mistakes")
        self._pool.submit(work)


def _make_page(name: str, parent: QWidget) -> QWidget:
    """A new page of area ``name`` (or ``"guided"``); its module is imported here, when the page
    is first needed, not with the window. It is made inside ``parent`` (the stack), so it is
    laid out from the start under the style it is shown with (the stack's style sheet)."""
    if name == "play":
        from mahjong_gui.ui.play_page import PlayPage

        return PlayPage(parent=parent)
    if name == "calculator":
        from mahjong_gui.ui.calculator import CalculatorPage

        return CalculatorPage(parent=parent)
    if name == "scorebook":
        from mahjong_gui.ui.scorebook import ScorebookPage

        return ScorebookPage(parent=parent)
    if name == "rules":
        from mahjong_gui.ui.learn_page import LearnPage

        return LearnPage(parent=parent)
    if name == "drills":
        from mahjong_gui.ui.drills_page import DrillsPage

        return DrillsPage(parent=parent)
    if name == "guided":
        from mahjong_gui.ui.guided_page import GuidedPage

        return GuidedPage(parent=parent)
    raise ValueError(f"unknown page {name!r}")


class MainWindow(QMainWindow):
    """Side navigation on the left, the current area on the right, menus and a status bar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.setWindowIcon(app_icon())
        self.setMinimumSize(760, 520)

        self._pages: dict[str, QWidget] = {}  # the pages built so far (and "guided")
        self._placeholders: dict[str, QWidget] = {}  # in the stack where a page is not yet
        self._mistakes = _MistakeFinder(self)
        self._mistakes.found.connect(self._keep_mistakes)
        self._build_central()
        self._build_menus()
        self._build_status_bar()
        self.retranslate()
        self._restore_state()

    # ----------------------------------------------------------------- building
    def _build_central(self) -> None:
        central = QWidget()
        central.setObjectName("central")
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)

        self._compact = False  # the sidebar with its icons only (``_fit_sidebar``)
        self._sidebar = self._build_sidebar()
        row.addWidget(self._sidebar)

        rule = QFrame()
        rule.setObjectName("sidebar_rule")
        rule.setFixedWidth(1)
        rule.setStyleSheet("QFrame#sidebar_rule { background: palette(mid); }")
        row.addWidget(rule)
        self._sidebar_rule = rule

        self._stack = QStackedWidget()
        self._stack.setObjectName("content")
        self._stack.setStyleSheet("QStackedWidget#content { background: palette(base); }")
        # One place per area, at the area's row of the navigation; a page takes its place when
        # it is built (``_page``). The guided first hand comes after them when it is built.
        for area in AREAS:
            placeholder = QWidget()
            placeholder.setObjectName(f"placeholder_{area.name}")
            self._placeholders[area.name] = placeholder
            self._stack.addWidget(placeholder)
        row.addWidget(self._stack, 1)

        # No current row yet: ``_restore_state`` chooses the area shown at start, which is then
        # the only page built.
        self._nav.currentRowChanged.connect(self._show_row)
        # Clicking the selected area again brings it back (from the guided hand, say).
        self._nav.itemClicked.connect(lambda item: self._show_row(self._nav.row(item)))
        self._stack.currentChanged.connect(self._sidebar_for_page)
        self.setCentralWidget(central)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_sidebar()

    def _fit_sidebar(self) -> None:
        """Below ``_COMPACT_BELOW`` pixels the sidebar shows its icons only (the areas' names
        are their tooltips): at 900x620 a page gets 172 px more (issue 30: the calculator's
        result tables cut their titles beside a full sidebar)."""
        compact = self.width() < _COMPACT_BELOW
        if compact == self._compact:
            return
        self._compact = compact
        self._sidebar.setFixedWidth(_COMPACT_WIDTH if compact else _SIDEBAR_WIDTH)
        margin = 8 if compact else 14
        layout = self._sidebar.layout()
        if layout is not None:
            layout.setContentsMargins(margin, 18, margin, 14)
        self._app_name_label.setVisible(not compact)
        self._tagline_label.setVisible(not compact)
        self._name_areas()

    def _name_areas(self) -> None:
        for row, area in enumerate(AREAS):
            item = self._nav.item(row)
            item.setText("" if self._compact else _tr_area(area.label))
            item.setToolTip(_tr_area(area.label) + " · " + _tr_area(area.title)
                            if self._compact else _tr_area(area.title))

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
            page = _make_page(name, self._stack)
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

    def _connect_page(self, name: str, page: QWidget) -> None:
        """Wire a page just built to the window and to the pages it talks to (which are built
        only when a signal needs them)."""
        if name == "play":
            play = self.play_page
            play.set_speed(read_int(open_settings(), KEY_SPEED, 2, 0, 3))
            self._fill_teacher_menu()
            # A journal that cannot be written is said in the status bar until it can again.
            play.keepProblem.connect(self._show_keep_problem)
            play.controller.gameStarted.connect(self._update_game_actions)
            # From play to drills: at each hand's end, the human's clearly worse discards go
            # to the "your mistakes" deck (found on a worker thread: it asks the hint brain).
            play.controller.handEnded.connect(lambda *_: self.collect_mistakes())
            play.first_hand_requested.connect(self.play_first_hand)
        elif name == "calculator":
            self.calculator_page.send_to_scorebook.connect(self._send_to_scorebook)
        elif name == "scorebook":
            self._use_scorebook_actions()
        elif name == "rules":
            learn = self.learn_page
            learn.open_in_calculator.connect(self._open_in_calculator)
            learn.open_in_scorebook.connect(self._open_in_scorebook)
            learn.first_hand.connect(self.play_first_hand)
            learn.practise.connect(self.practise)
        elif name == "drills":
            self.drills_page.open_learn_page.connect(self._drills_learn_page)
        elif name == "guided":
            guided = self.guided_page
            guided.open_learn_page.connect(self._guided_learn_page)
            guided.left.connect(lambda: self._stack.setCurrentWidget(self.learn_page))
            guided.completed.connect(self._first_hand_completed)
            guided.drill_requested.connect(self._guided_drill)
            guided.game_requested.connect(self._guided_game)

    def _build_sidebar(self) -> QWidget:
        sidebar = QWidget()
        sidebar.setObjectName("sidebar")
        sidebar.setFixedWidth(_SIDEBAR_WIDTH)
        column = QVBoxLayout(sidebar)
        column.setContentsMargins(14, 18, 14, 14)
        column.setSpacing(4)

        header = QHBoxLayout()
        header.setSpacing(10)
        logo = plain.label()
        logo.setPixmap(app_icon().pixmap(QSize(36, 36)))
        header.addWidget(logo, 0, Qt.AlignmentFlag.AlignTop)
        names = QVBoxLayout()
        names.setSpacing(0)
        self._app_name_label = plain.label()
        self._app_name_label.setObjectName("app_name")
        self._app_name_label.setFont(_scaled_font(self.font(), 1.35, QFont.Weight.Bold))
        names.addWidget(self._app_name_label)
        self._tagline_label = plain.label()
        self._tagline_label.setObjectName("tagline")
        self._tagline_label.setWordWrap(True)
        palette = self._tagline_label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, _muted(self.palette()))
        self._tagline_label.setPalette(palette)
        names.addWidget(self._tagline_label)
        header.addLayout(names, 1)
        column.addLayout(header)
        column.addSpacing(18)

        self._nav = QListWidget()
        self._nav.setObjectName("navigation")
        self._nav.setIconSize(QSize(22, 22))
        self._nav.setFont(_scaled_font(self.font(), 1.1, QFont.Weight.Normal))
        self._nav.setFrameShape(QFrame.Shape.NoFrame)
        self._nav.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._nav.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._nav.setTextElideMode(Qt.TextElideMode.ElideRight)
        highlight = self.palette().color(QPalette.ColorRole.Highlight)
        hover = f"rgba({highlight.red()}, {highlight.green()}, {highlight.blue()}, 30)"
        self._nav.setStyleSheet(
            "QListWidget#navigation { background: transparent; border: none; outline: 0; }"
            "QListWidget#navigation::item { padding: 9px 8px; margin: 2px 0px;"
            " border-radius: 7px; }"
            f"QListWidget#navigation::item:hover {{ background: {hover}; }}"
            "QListWidget#navigation::item:selected { background: palette(highlight);"
            " color: palette(highlighted-text); }"
        )
        text = self.palette().color(QPalette.ColorRole.WindowText)
        selected = self.palette().color(QPalette.ColorRole.HighlightedText)
        for area in AREAS:
            item = QListWidgetItem(glyph_icon(area.name, text, selected), "")
            item.setData(Qt.ItemDataRole.UserRole, area.name)
            self._nav.addItem(item)
        column.addWidget(self._nav, 1)
        return sidebar

    def _build_menus(self) -> None:
        bar = self.menuBar()

        self._file_menu = bar.addMenu("")
        self._game_actions: dict[str, QAction] = {}
        for name, keys, slot in (
                ("new", "Ctrl+N", self._new_game),
                ("open", "Ctrl+O", self._open_game),
                ("save", "Ctrl+S", self._save_game),
                ("replay", "Ctrl+R", self._replay_game),
                ("review", "", self._review_game),
                ("house_rules", "", self.house_rules)):
            action = QAction(self)
            action.setObjectName(f"action_{name}_game")
            action.setShortcut(QKeySequence(keys))
            action.triggered.connect(slot)
            self._file_menu.addAction(action)
            self._game_actions[name] = action
        self._file_menu.setToolTipsVisible(True)  # a disabled Save says why
        self._file_menu.addSeparator()
        self._quit_action = QAction(self)
        self._quit_action.setObjectName("action_quit")
        self._quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self._quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self._quit_action.triggered.connect(self.close)
        self._file_menu.addAction(self._quit_action)

        # The scorebook's own actions (their words are the page's): undo and redo of every
        # change, another scorebook file, the PDF of a session. Using one shows the scorebook.
        # Until the page is built the menu holds stand-ins (undo and redo off: nothing was
        # changed yet; open and PDF build the page and pass the click on); opening the menu
        # builds the page, so what it shows is the page's own state.
        self._scorebook_menu = bar.addMenu("")
        self._scorebook_menu.setObjectName("menu_scorebook")
        self._scorebook_standins: dict[str, QAction] = {}
        for key in ("undo_action", "redo_action", None, "open_action", "pdf_action"):
            if key is None:
                self._scorebook_menu.addSeparator()
                continue
            action = QAction(self)
            action.setObjectName(f"standin_{key}")
            action.setEnabled(key in ("open_action", "pdf_action"))
            action.triggered.connect(lambda _=False, k=key: self._scorebook_standin(k))
            self._scorebook_menu.addAction(action)
            self._scorebook_standins[key] = action
        self._scorebook_menu.aboutToShow.connect(lambda: self._page("scorebook"))

        self._view_menu = bar.addMenu("")
        self._area_actions: list[QAction] = []
        for number, area in enumerate(AREAS, start=1):
            action = QAction(self)
            action.setObjectName(f"action_show_{area.name}")
            action.setShortcut(QKeySequence(f"Ctrl+{number}"))
            action.triggered.connect(lambda _=False, name=area.name: self.show_area(name))
            self._view_menu.addAction(action)
            self._area_actions.append(action)
        self._view_menu.addSeparator()
        self._speed_menu = self._view_menu.addMenu("")
        self._speed_group = QActionGroup(self)
        self._speed_group.setExclusive(True)
        self._speed_actions: list[QAction] = []
        saved_speed = read_int(open_settings(), KEY_SPEED, 2, 0, 3)
        for speed in range(4):
            action = QAction(self)
            action.setObjectName(f"action_speed_{speed}")
            action.setCheckable(True)
            action.setChecked(speed == saved_speed)
            action.triggered.connect(lambda _=False, v=speed: self.set_speed(v))
            self._speed_group.addAction(action)
            self._speed_menu.addAction(action)
            self._speed_actions.append(action)
        # The teacher's switches: the same actions as the Play page's Teacher button, added
        # when the Play page is built (at the latest when this menu opens).
        self._teacher_menu = self._view_menu.addMenu("")
        self._teacher_menu.setObjectName("menu_teacher")
        self._teacher_menu.aboutToShow.connect(lambda: self._page("play"))
        self._language_menu = self._view_menu.addMenu("")
        self._language_group = QActionGroup(self)
        self._language_group.setExclusive(True)
        for code, native in i18n.LANGUAGES:
            action = QAction(native, self)  # a language's own name is never translated
            action.setObjectName(f"action_language_{code}")
            action.setCheckable(True)
            action.setData(code)
            action.setChecked(code == i18n.current_language())
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self._language_group.addAction(action)
            self._language_menu.addAction(action)

        self._help_menu = bar.addMenu("")
        self._rules_action = QAction(self)
        self._rules_action.setObjectName("action_rules")
        self._rules_action.setShortcut(QKeySequence("F1"))
        self._rules_action.triggered.connect(lambda: self.show_area("rules"))
        self._help_menu.addAction(self._rules_action)
        self._compare_action = QAction(self)  # two sets of rules, each difference on a hand
        self._compare_action.setObjectName("action_compare_rules")
        self._compare_action.triggered.connect(self.compare_rules)
        self._help_menu.addAction(self._compare_action)
        self._keys_action = QAction(self)
        self._keys_action.setObjectName("action_shortcuts")
        self._keys_action.triggered.connect(self.show_shortcuts)
        self._help_menu.addAction(self._keys_action)
        self._about_action = QAction(self)
        self._about_action.setObjectName("action_about")
        self._about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self._about_action.triggered.connect(self.show_about)
        self._help_menu.addAction(self._about_action)

    def _fill_teacher_menu(self) -> None:
        self._teacher_menu.clear()
        for action in self.play_page.teacher_actions():
            self._teacher_menu.addAction(action)

    def _scorebook_action(self, key: str) -> QAction:
        """The Scorebook page's action ``key`` (``undo_action`` ...); builds the page."""
        action = getattr(self.scorebook_page, key)
        assert isinstance(action, QAction)
        return action

    def _scorebook_standin(self, key: str) -> None:
        self.show_area("scorebook")
        self._scorebook_action(key).trigger()

    def _use_scorebook_actions(self) -> None:
        """The page is built: its own actions take the stand-ins' places in the menu."""
        for key, standin in self._scorebook_standins.items():
            action = self._scorebook_action(key)
            self._scorebook_menu.insertAction(standin, action)
            self._scorebook_menu.removeAction(standin)
            standin.deleteLater()
            action.triggered.connect(lambda *_: self.show_area("scorebook"))
        self._scorebook_standins.clear()

    def _show_keep_problem(self, text: str) -> None:
        self._keep_label.setText(text)
        self._keep_label.setVisible(bool(text))

    def _build_status_bar(self) -> None:
        # One status model: "Ready", with a notice (a language switch, mistakes sent to Drills)
        # beside it for a while. Both are ids made into words when shown, so a language switch
        # rebuilds them; neither is QStatusBar's temporary message, which a menu's closing
        # (its empty status tip) would wipe.
        self.status = StatusModel(self._status_words, self)
        self.status.expect("ready")
        self._ready_label = plain.label()
        self._ready_label.setObjectName("ready")
        self._ready_label.setContentsMargins(6, 0, 6, 0)
        self.statusBar().addWidget(self._ready_label, 1)
        self._notice_label = plain.label()
        self._notice_label.setObjectName("window_notice")
        self._notice_label.setContentsMargins(6, 0, 6, 0)
        self._notice_label.hide()
        self.statusBar().addPermanentWidget(self._notice_label, 2)
        self.status.changed.connect(self._show_status)
        # Permanent: a timed message (the mistakes sent to Drills) does not hide it.
        self._keep_label = plain.label()
        self._keep_label.setObjectName("keep_problem")
        self._keep_label.setStyleSheet("QLabel#keep_problem { color: #c0392b; }")
        self._keep_label.setWordWrap(True)
        self._keep_label.hide()
        self.statusBar().addPermanentWidget(self._keep_label, 2)

    # --------------------------------------------------------------- translation
    def retranslate(self) -> None:
        """Set every visible string from the current catalogue."""
        self.setWindowTitle(self.tr("Mahjong"))
        self._app_name_label.setText(self.tr("Mahjong"))
        self._tagline_label.setText(self.tr("Sichuan · Hong Kong"))
        self._name_areas()
        self._file_menu.setTitle(self.tr("&Game"))
        self._game_actions["new"].setText(self.tr("&New game…"))
        self._game_actions["open"].setText(self.tr("&Open game…"))
        self._game_actions["save"].setText(self.tr("&Save game…"))
        self._game_actions["replay"].setText(self.tr("&Replay a game…"))
        self._game_actions["review"].setText(self.tr("Re&view a saved game…"))
        self._game_actions["house_rules"].setText(self.tr("&House rules…"))
        self._game_actions["house_rules"].setStatusTip(self.tr(
            "A club's own rule sets: made from any profile, played, scored and shared"))
        self._compare_action.setText(self.tr("&Compare rules…"))
        self._compare_action.setStatusTip(self.tr(
            "What one set of rules changes against another, each difference on a hand"))
        self._game_actions["review"].setStatusTip(self.tr(
            "Every decision of yours in a saved game judged by the engine"))
        self._update_game_actions()
        self._quit_action.setText(self.tr("&Quit"))
        self._scorebook_menu.setTitle(self.tr("Score&book"))
        for key, action in self._scorebook_standins.items():  # the page's words for them
            action.setText({
                "undo_action": QCoreApplication.translate("ScorebookPage", "Undo"),
                "redo_action": QCoreApplication.translate("ScorebookPage", "Redo"),
                "open_action": QCoreApplication.translate("ScorebookPage", "Open scorebook…"),
                "pdf_action": QCoreApplication.translate("ScorebookPage",
                                                         "Save session as PDF…"),
            }[key])
        self._view_menu.setTitle(self.tr("&View"))
        for action, area in zip(self._area_actions, AREAS, strict=True):
            action.setText(_tr_area(area.label))
        self._speed_menu.setTitle(self.tr("Animation &speed"))
        for action, text in zip(self._speed_actions, (
                self.tr("Off"), self.tr("Slow"), self.tr("Normal"), self.tr("Fast")),
                strict=True):
            action.setText(text)
        self._teacher_menu.setTitle(self.tr("&Teacher"))
        self._language_menu.setTitle(self.tr("&Language"))
        self._help_menu.setTitle(self.tr("&Help"))
        self._rules_action.setText(self.tr("&Learn to play"))
        self._keys_action.setText(self.tr("&Keyboard shortcuts"))
        self._about_action.setText(self.tr("&About Mahjong"))
        self.status.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_game_actions(self) -> None:
        """Save is on while there is a game to save; off, its tooltip says why."""
        save = self._game_actions["save"]
        has_game = "play" in self._pages and self.play_page.controller.match is not None
        save.setEnabled(has_game)
        tip = self.tr("Save the game being played to a file") if has_game else self.tr(
            "No game to save: start a new game or open one first.")
        save.setToolTip(tip)
        save.setStatusTip(tip)

    def _status_words(self, key: str, args: tuple[object, ...]) -> str:
        if key == "ready":
            return self.tr("Ready")
        if key == "language":
            return self.tr("Language changed to {0}.").format(i18n.native_name(str(args[0])))
        if key == "mistakes" and isinstance(args[0], int):
            return self.tr("%n discard(s) of this hand went to Drills, your mistakes", "",
                           args[0])
        return ""

    def _show_status(self) -> None:
        self._ready_label.setText(self.status.text())
        notice = self.status.notice()
        self._notice_label.setText(notice)
        self._notice_label.setVisible(bool(notice))

    def status_message(self) -> str:
        """The notice the status bar shows now ("" when none)."""
        return self.status.notice()

    def set_speed(self, speed: int) -> None:
        """Animation speed for the table (0 turns animations off); remembered."""
        settings = open_settings()
        settings.setValue(KEY_SPEED, speed)
        settings.sync()
        if "play" in self._pages:  # else the page reads it when it is built
            self.play_page.set_speed(speed)

    def set_language(self, code: str) -> None:
        """Switch the interface language now and remember it for the next start."""
        settings = open_settings()
        settings.setValue(KEY_LANGUAGE, code)
        settings.sync()
        for action in self._language_group.actions():
            action.setChecked(action.data() == code)
        if code == i18n.current_language():
            return
        app = QCoreApplication.instance()
        if app is not None:
            i18n.install_translators(app, code)
        self.status.notify("language", code, ms=6000)

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
        from mahjong_gui.ui.play_page import PlayPage

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

    def _new_game(self) -> None:
        self.show_area("play")
        self.play_page.new_game_dialog()

    def _open_game(self) -> None:
        self.show_area("play")
        self.play_page.open_dialog()

    def _save_game(self) -> None:
        self.play_page.save_dialog()

    def _replay_game(self) -> None:
        self.show_area("play")
        self.play_page.replay_dialog()

    def house_rules(self) -> QWidget:
        """Game → House rules: the club's rule sets (ui/rulesets_dialog.py)."""
        from mahjong_gui.ui.rulesets_dialog import RuleSetsDialog

        dialog = RuleSetsDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def compare_rules(self) -> QWidget:
        """Help → Compare rules: two profiles or rule sets, every difference on a hand
        (ui/rules_compare.py)."""
        from mahjong_gui.ui.rules_compare import open_default

        return open_default(self)

    def _review_game(self) -> None:
        """Game → Review a saved game: a saved game or an auto-save journal, judged in the
        review window."""
        from PySide6.QtWidgets import QFileDialog

        from mahjong_gui.ui.play_page import PlayPage

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Review a saved game"), PlayPage.games_folder(),
            self.tr("Mahjong saved game (*.mjsave *.mjjournal)"))
        if path:
            PlayPage._remember_folder(path)
            self.review_file(path)

    def review_file(self, path: str) -> QWidget | None:
        """The review window on the saved game at ``path`` (the human's seat, else the first);
        a file that does not load is one message with its error's code."""
        from mahjong_gui.store.saves import SaveError, load_game
        from mahjong_gui.ui import texts
        from mahjong_gui.ui.review_window import open_review

        try:
            game = load_game(path)
        except SaveError as err:
            box = plain.message_box(QMessageBox.Icon.Warning, self.tr("Cannot review the game"),
                                    self.tr("This file cannot be loaded ({0}): {1}").format(
                                        err.code, texts.error(err.code)), self)
            box.setObjectName("review_refused")
            box.addButton(self.tr("Close"), QMessageBox.ButtonRole.AcceptRole)
            box.open()
            return None
        seats = game.header.seats
        seat = next((s for s, x in enumerate(seats) if x.get("player") == "human"), 0)
        names = [str(x.get("name") or "") for x in seats] if len(seats) == 4 else [""] * 4
        return open_review(game.events, seat, names, game.header, self)

    def play_from(self, game: SavedGame) -> bool:
        """Play on from a reviewed moment (a game cut at a decision) against the computer
        players, as practice; a game in progress is replaced only when the user says so."""
        self.show_area("play")
        page = self.play_page
        if page.controller.in_progress and not page.confirm_replace("open"):
            return False
        return page._adopt(lambda: page.controller.adopt(game), "play_from")

    def _send_to_scorebook(self, rules: str, options: dict[str, str],
                           event: dict[str, object]) -> None:
        """The calculator's win goes to the Scorebook, which opens a win entry filled with it."""
        from mahjong_gui.ui.scorebook_state import CalculatorWin

        self.show_area("scorebook")
        page = self.scorebook_page
        sent = self.calculator_page.last_sent
        # The calculator's own situation and numbers, set beside the session's where they
        # differ (the session has its own dealer, players still in and wind).
        shown = None if sent is None else CalculatorWin(
            dealer=sent.dealer, in_seats=tuple(sent.in_seats), prevailing=sent.prevailing,
            deltas=sent.deltas)
        page.receive_win(rules, options, event, shown=shown)

    def _open_in_calculator(self, example: Example) -> None:
        """A worked example of the Learn area, loaded into the calculator."""
        page = self.calculator_page
        self.show_area("calculator")
        page.load_example(example)

    def _open_in_scorebook(self, name: str, document: dict[str, Any]) -> None:
        """A worked whole hand of the Learn area, kept as a scorebook session (the one already
        kept when it was opened before)."""
        from mahjong_gui.store.scorebook import ScorebookError

        page = self.scorebook_page
        self.show_area("scorebook")
        if page.book is None:
            return
        sid: int | None
        try:
            sid = page.book.import_document(document, name)
        except ScorebookError as err:
            if err.code != "duplicate_session":
                return
            sid = err.session
        page.reload_sessions(select=sid)

    def play_first_hand(self, family: str) -> None:
        """Start the guided first hand of ``family`` (a lesson id of ``guided.FAMILIES``)."""
        guided = self.guided_page
        guided.start(family)
        # Learn is the selected area while the guided hand shows; selecting its row does not
        # build the Learn page (leaving the hand or clicking Learn does).
        self._nav.blockSignals(True)
        self._nav.setCurrentRow(self.area_names().index("rules"))
        self._nav.blockSignals(False)
        self._stack.setCurrentWidget(guided)

    def _first_hand_completed(self, _family: str) -> None:
        """A guided hand was finished: the Play page's welcome stops offering one."""
        if "play" in self._pages:
            self.play_page.first_hand_done()

    def _guided_drill(self, profile: str) -> None:
        """The guided hand's "Try a drill": the Drills area, in the lesson's rules."""
        page = self.drills_page
        self.show_area("drills")
        index = page.profile_box.findData(profile)
        if index >= 0:
            page.profile_box.setCurrentIndex(index)

    def _guided_game(self, profile: str) -> None:
        """The guided hand's "Play a real game": a new game in the lesson's rules against
        three bots of the easiest level (a game in progress is replaced only if the user
        agrees)."""
        from mahjong_gui.ui.controller import GameSettings
        from mahjong_gui.ui.dialogs import bot_levels

        play = self.play_page
        if play.controller.in_progress and not play.confirm_replace("new"):
            return
        self.show_area("play")
        easiest = bot_levels()[0]
        play.start(GameSettings(profile, bots=(easiest, easiest, easiest)))

    def _guided_learn_page(self, ref: str) -> None:
        learn = self.learn_page
        page, _, anchor = ref.partition("#")
        self._stack.setCurrentWidget(learn)
        learn.open_page(page, anchor)

    def practise(self, rules: str, kind: str) -> None:
        """The drills of a Learn page's topic: that profile and kind, a first question."""
        page = self.drills_page
        self.show_area("drills")
        page.choose(rules, kind, 1)
        page.new_question()

    def _drills_learn_page(self, page_id: str) -> None:
        learn = self.learn_page
        self.show_area("rules")
        learn.open_page(page_id)

    def collect_mistakes(self, wait: bool = False) -> None:
        """Look through the hand just ended for the human's clearly worse discards; they reach
        the drills store through ``_keep_mistakes`` (at once when ``wait``, for tests)."""
        from mahjong_gui.engine import events as ev

        match = self.play_page.controller.match
        if match is None:
            return
        events = list(match.events)
        start = max((i for i, e in enumerate(events) if isinstance(e, ev.HandStarted)),
                    default=0)
        self._mistakes.look(events[start:], match.profile, wait)

    def _keep_mistakes(self, found: object) -> None:
        """Found mistakes go to the drills store: the Drills page's when it is built (which
        then shows them), else the store file opened for this alone."""
        from mahjong_gui.store.drills import DrillStore, DrillStoreError

        if not isinstance(found, list) or not found:
            return
        now = datetime.now(timezone.utc)
        try:
            if "drills" in self._pages:
                page = self.drills_page
                if page.store is None:
                    return
                page.store.add_mistakes(found, now)
                page.refresh()
            else:
                with DrillStore() as store:
                    store.add_mistakes(found, now)
        except DrillStoreError:
            return  # the drills file cannot be written now; play goes on
        self.status.notify("mistakes", len(found), ms=8000)

    def keep_reviewed(self, found: list[Any], hand_seeds: list[int]) -> None:
        """The review's mistakes go to the drills store (the Drills page's when it is built,
        which then shows them); raises ``DrillStoreError`` when they cannot be kept."""
        from mahjong_gui.store.drills import DrillStore

        now = datetime.now(timezone.utc)
        if "drills" in self._pages:
            page = self.drills_page
            if page.store is not None:
                page.store.add_reviewed(found, hand_seeds, now)
                page.refresh()
                return
        with DrillStore() as store:
            store.add_reviewed(found, hand_seeds, now)

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

    # ------------------------------------------------------------------- about
    def about_box(self) -> QMessageBox:
        """The About dialog, built but not shown (its button is ours, so it is translated)."""
        box = QMessageBox(self)
        box.setObjectName("about_box")
        box.setWindowTitle(self.tr("About Mahjong"))
        box.setIconPixmap(app_icon().pixmap(QSize(64, 64)))
        box.setTextFormat(Qt.TextFormat.RichText)
        name = self.tr("Mahjong")
        version = self.tr("Version {0}").format(__version__)
        description = self.tr(
            "Sichuan Bloody and Hong Kong mahjong: play against the computer, "
            "score hands and keep a scorebook for your table."
        )
        box.setText(
            f"<h2>{html.escape(name)}</h2><p>{html.escape(version)}</p>"
            f"<p>{html.escape(description)}</p>"
        )
        box.addButton(self.tr("Close"), QMessageBox.ButtonRole.AcceptRole)
        return box

    def show_about(self) -> None:
        self.about_box().exec()

    def shortcuts_dialog(self) -> ShortcutsDialog:
        return ShortcutsDialog(self.menuBar(), self)

    def show_shortcuts(self) -> None:
        dialog = self.shortcuts_dialog()
        dialog.exec()
        dialog.deleteLater()

    # ---------------------------------------------------------- window state
    def _restore_state(self) -> None:
        settings = open_settings()
        geometry = read_bytes(settings, KEY_GEOMETRY)
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            self.resize(_DEFAULT_SIZE)
            screen = QApplication.primaryScreen()
            if screen is not None:
                frame = self.frameGeometry()
                frame.moveCenter(screen.availableGeometry().center())
                self.move(frame.topLeft())
        self.show_area(read_choice(settings, KEY_AREA, AREAS[0].name, self.area_names()))
        self._show_row(self._nav.currentRow())  # built even if the row was selected already

    def closeEvent(self, event: QCloseEvent) -> None:
        # A match in progress is in its journal already (written as it went); closing stops
        # the game (nothing applied after) and lets the journal go for the next start. When it
        # could not be written, the user is asked first.
        if "play" in self._pages:
            if not self.play_page.confirm_quit():
                event.ignore()
                return
            self.play_page.close_game()
        settings = open_settings()
        settings.setValue(KEY_GEOMETRY, self.saveGeometry())
        settings.setValue(KEY_AREA, self.current_area())
        settings.sync()
        super().closeEvent(event)
