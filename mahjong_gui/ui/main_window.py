"""The main window: a side navigation between the Play, Calculator, Scorebook and Learn areas.

Every visible string is set in a ``retranslate`` method, so switching language applies at once.
"""

from __future__ import annotations

import html
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QByteArray,
    QCoreApplication,
    QEvent,
    QObject,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QColor, QFont, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui import __version__
from mahjong_gui.drills.mistakes import mistakes_from_log
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.store.drills import DrillStoreError
from mahjong_gui.store.scorebook import ScorebookError
from mahjong_gui.ui import i18n
from mahjong_gui.ui.calculator import CalculatorPage, Example
from mahjong_gui.ui.controller import HUMAN
from mahjong_gui.ui.drills_page import DrillsPage
from mahjong_gui.ui.guided_page import GuidedPage
from mahjong_gui.ui.icons import app_icon, glyph_icon
from mahjong_gui.ui.learn_page import LearnPage
from mahjong_gui.ui.play_page import PlayPage
from mahjong_gui.ui.scorebook import ScorebookPage
from mahjong_gui.ui.scorebook_state import CalculatorWin
from mahjong_gui.ui.settings import KEY_AREA, KEY_GEOMETRY, KEY_LANGUAGE, KEY_SPEED, open_settings

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
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="mistakes")

    def look(self, events: list[ev.Event], profile: AnyProfile, wait: bool) -> None:
        if wait:
            self.found.emit(mistakes_from_log(events, HUMAN, profile))
            return

        def work() -> None:
            try:
                self.found.emit(mistakes_from_log(events, HUMAN, profile))
            except Exception:  # noqa: BLE001 - a failed look costs only the drills
                return

        self._pool.submit(work)


class MainWindow(QMainWindow):
    """Side navigation on the left, the current area on the right, menus and a status bar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.setWindowIcon(app_icon())
        self.setMinimumSize(760, 520)

        self._pages: dict[str, QWidget] = {}
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

        row.addWidget(self._build_sidebar())

        rule = QFrame()
        rule.setObjectName("sidebar_rule")
        rule.setFixedWidth(1)
        rule.setStyleSheet("QFrame#sidebar_rule { background: palette(mid); }")
        row.addWidget(rule)

        self._stack = QStackedWidget()
        self._stack.setObjectName("content")
        self._stack.setStyleSheet("QStackedWidget#content { background: palette(base); }")
        for area in AREAS:
            page: QWidget
            if area.name == "play":
                page = PlayPage()
            elif area.name == "calculator":
                page = CalculatorPage()
            elif area.name == "rules":
                page = LearnPage()
            elif area.name == "drills":
                page = DrillsPage()
            else:
                page = ScorebookPage()
            self._pages[area.name] = page
            self._stack.addWidget(page)
        row.addWidget(self._stack, 1)

        calculator = self._pages["calculator"]
        scorebook = self._pages["scorebook"]
        assert isinstance(calculator, CalculatorPage) and isinstance(scorebook, ScorebookPage)
        calculator.send_to_scorebook.connect(self._send_to_scorebook)
        learn = self._pages["rules"]
        assert isinstance(learn, LearnPage)
        learn.open_in_calculator.connect(self._open_in_calculator)
        learn.open_in_scorebook.connect(self._open_in_scorebook)
        # The guided first hand belongs to Learn: a page of the stack with no entry of its own
        # in the navigation (Learn stays selected while it shows).
        self.guided_page = GuidedPage()
        self._stack.addWidget(self.guided_page)
        learn.first_hand.connect(self.play_first_hand)
        drills = self._pages["drills"]
        assert isinstance(drills, DrillsPage)
        learn.practise.connect(self.practise)
        drills.open_learn_page.connect(self._drills_learn_page)
        # From play to drills: at each hand's end, the human's clearly worse discards go to
        # the "your mistakes" deck (found on a worker thread: it asks the hint brain).
        self._mistakes = _MistakeFinder(self)
        self._mistakes.found.connect(self._keep_mistakes)
        self.play_page.controller.handEnded.connect(lambda *_: self.collect_mistakes())
        self.guided_page.open_learn_page.connect(self._guided_learn_page)
        self.guided_page.left.connect(lambda: self._stack.setCurrentWidget(learn))

        self._nav.currentRowChanged.connect(self._stack.setCurrentIndex)
        # Clicking the selected area again brings it back (from the guided hand, say).
        self._nav.itemClicked.connect(
            lambda item: self._stack.setCurrentIndex(self._nav.row(item)))
        self._nav.setCurrentRow(0)
        self.setCentralWidget(central)

    def _build_sidebar(self) -> QWidget:
        sidebar = QWidget()
        sidebar.setObjectName("sidebar")
        sidebar.setFixedWidth(_SIDEBAR_WIDTH)
        column = QVBoxLayout(sidebar)
        column.setContentsMargins(14, 18, 14, 14)
        column.setSpacing(4)

        header = QHBoxLayout()
        header.setSpacing(10)
        logo = QLabel()
        logo.setPixmap(app_icon().pixmap(QSize(36, 36)))
        header.addWidget(logo, 0, Qt.AlignmentFlag.AlignTop)
        names = QVBoxLayout()
        names.setSpacing(0)
        self._app_name_label = QLabel()
        self._app_name_label.setObjectName("app_name")
        self._app_name_label.setFont(_scaled_font(self.font(), 1.35, QFont.Weight.Bold))
        names.addWidget(self._app_name_label)
        self._tagline_label = QLabel()
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
                ("replay", "Ctrl+R", self._replay_game)):
            action = QAction(self)
            action.setObjectName(f"action_{name}_game")
            action.setShortcut(QKeySequence(keys))
            action.triggered.connect(slot)
            self._file_menu.addAction(action)
            self._game_actions[name] = action
        self._file_menu.addSeparator()
        self._quit_action = QAction(self)
        self._quit_action.setObjectName("action_quit")
        self._quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self._quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self._quit_action.triggered.connect(self.close)
        self._file_menu.addAction(self._quit_action)

        # The scorebook's own actions (their words are the page's): undo and redo of every
        # change, another scorebook file, the PDF of a session. Using one shows the scorebook.
        self._scorebook_menu = bar.addMenu("")
        self._scorebook_menu.setObjectName("menu_scorebook")
        book = self._pages["scorebook"]
        assert isinstance(book, ScorebookPage)
        for action in (book.undo_action, book.redo_action, None, book.open_action,
                       book.pdf_action):
            if action is None:
                self._scorebook_menu.addSeparator()
                continue
            self._scorebook_menu.addAction(action)
            action.triggered.connect(lambda *_: self.show_area("scorebook"))

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
        saved_speed = open_settings().value(KEY_SPEED, 2, type=int)
        for speed in range(4):
            action = QAction(self)
            action.setObjectName(f"action_speed_{speed}")
            action.setCheckable(True)
            action.setChecked(speed == saved_speed)
            action.triggered.connect(lambda _=False, v=speed: self.set_speed(v))
            self._speed_group.addAction(action)
            self._speed_menu.addAction(action)
            self._speed_actions.append(action)
        self.play_page.set_speed(saved_speed)
        # The teacher's switches: the same actions as the Play page's Teacher button.
        self._teacher_menu = self._view_menu.addMenu("")
        self._teacher_menu.setObjectName("menu_teacher")
        for action in self.play_page.teacher_actions():
            self._teacher_menu.addAction(action)
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
        self._about_action = QAction(self)
        self._about_action.setObjectName("action_about")
        self._about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self._about_action.triggered.connect(self.show_about)
        self._help_menu.addAction(self._about_action)

    def _build_status_bar(self) -> None:
        self._ready_label = QLabel()
        self._ready_label.setObjectName("ready")
        self._ready_label.setContentsMargins(6, 0, 6, 0)
        self.statusBar().addWidget(self._ready_label, 1)

    # --------------------------------------------------------------- translation
    def retranslate(self) -> None:
        """Set every visible string from the current catalogue."""
        self.setWindowTitle(self.tr("Mahjong"))
        self._app_name_label.setText(self.tr("Mahjong"))
        self._tagline_label.setText(self.tr("Sichuan · Hong Kong"))
        for row, area in enumerate(AREAS):
            item = self._nav.item(row)
            item.setText(_tr_area(area.label))
            item.setToolTip(_tr_area(area.title))
        self._file_menu.setTitle(self.tr("&Game"))
        self._game_actions["new"].setText(self.tr("&New game…"))
        self._game_actions["open"].setText(self.tr("&Open game…"))
        self._game_actions["save"].setText(self.tr("&Save game…"))
        self._game_actions["replay"].setText(self.tr("&Replay a game…"))
        self._quit_action.setText(self.tr("&Quit"))
        self._scorebook_menu.setTitle(self.tr("Score&book"))
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
        self._about_action.setText(self.tr("&About Mahjong"))
        self._ready_label.setText(self.tr("Ready"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_speed(self, speed: int) -> None:
        """Animation speed for the table (0 turns animations off); remembered."""
        settings = open_settings()
        settings.setValue(KEY_SPEED, speed)
        settings.sync()
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
        self.statusBar().showMessage(
            self.tr("Language changed to {0}.").format(i18n.native_name(code)), 6000
        )

    # ------------------------------------------------------------------- areas
    def area_names(self) -> list[str]:
        return [area.name for area in AREAS]

    def page(self, name: str) -> QWidget:
        return self._pages[name]

    @property
    def play_page(self) -> PlayPage:
        page = self._pages["play"]
        assert isinstance(page, PlayPage)
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

    def _send_to_scorebook(self, rules: str, options: dict[str, str],
                           event: dict[str, object]) -> None:
        """The calculator's win goes to the Scorebook, which opens a win entry filled with it."""
        self.show_area("scorebook")
        page = self._pages["scorebook"]
        calculator = self._pages["calculator"]
        assert isinstance(page, ScorebookPage) and isinstance(calculator, CalculatorPage)
        sent = calculator.last_sent
        # The calculator's own situation and numbers, set beside the session's where they
        # differ (the session has its own dealer, players still in and wind).
        shown = None if sent is None else CalculatorWin(
            dealer=sent.dealer, in_seats=tuple(sent.in_seats), prevailing=sent.prevailing,
            deltas=sent.deltas)
        page.receive_win(rules, options, event, shown=shown)

    def _open_in_calculator(self, example: Example) -> None:
        """A worked example of the Learn area, loaded into the calculator."""
        page = self._pages["calculator"]
        assert isinstance(page, CalculatorPage)
        self.show_area("calculator")
        page.load_example(example)

    def _open_in_scorebook(self, name: str, document: dict[str, Any]) -> None:
        """A worked whole hand of the Learn area, kept as a scorebook session (the one already
        kept when it was opened before)."""
        page = self._pages["scorebook"]
        assert isinstance(page, ScorebookPage)
        self.show_area("scorebook")
        if page.book is None:
            return
        try:
            sid = page.book.import_document(document, name)
        except ScorebookError as err:
            if err.code != "duplicate_session":
                return
            sid = err.session
        page.reload_sessions(select=sid)

    def play_first_hand(self, family: str) -> None:
        """Start the guided first hand of ``family`` ("sichuan" or "hong-kong")."""
        self.guided_page.start(family)
        self._nav.setCurrentRow(self.area_names().index("rules"))
        self._stack.setCurrentWidget(self.guided_page)

    def _guided_learn_page(self, ref: str) -> None:
        learn = self._pages["rules"]
        assert isinstance(learn, LearnPage)
        page, _, anchor = ref.partition("#")
        self._stack.setCurrentWidget(learn)
        learn.open_page(page, anchor)

    def practise(self, rules: str, kind: str) -> None:
        """The drills of a Learn page's topic: that profile and kind, a first question."""
        page = self._pages["drills"]
        assert isinstance(page, DrillsPage)
        self.show_area("drills")
        page.choose(rules, kind, 1)
        page.new_question()

    def _drills_learn_page(self, page_id: str) -> None:
        learn = self._pages["rules"]
        assert isinstance(learn, LearnPage)
        self.show_area("rules")
        learn.open_page(page_id)

    def collect_mistakes(self, wait: bool = False) -> None:
        """Look through the hand just ended for the human's clearly worse discards; they reach
        the drills store through ``_keep_mistakes`` (at once when ``wait``, for tests)."""
        match = self.play_page.controller.match
        if match is None:
            return
        events = list(match.events)
        start = max((i for i, e in enumerate(events) if isinstance(e, ev.HandStarted)),
                    default=0)
        self._mistakes.look(events[start:], match.profile, wait)

    def _keep_mistakes(self, found: object) -> None:
        page = self._pages["drills"]
        assert isinstance(page, DrillsPage)
        if not isinstance(found, list) or not found or page.store is None:
            return
        try:
            page.store.add_mistakes(found, datetime.now(timezone.utc))
        except DrillStoreError:
            return  # the drills file cannot be written now; play goes on
        page.refresh()
        self.statusBar().showMessage(self.tr(
            "%n discard(s) of this hand went to Drills, your mistakes", "", len(found)), 8000)

    def current_area(self) -> str:
        index = self._stack.currentIndex()
        return AREAS[index].name if index < len(AREAS) else "rules"  # the guided hand: Learn

    def show_area(self, name: str) -> None:
        """Make area ``name`` (one of :meth:`area_names`) the visible one."""
        names = self.area_names()
        if name not in names:
            raise ValueError(f"unknown area {name!r}; expected one of {names}")
        self._nav.setCurrentRow(names.index(name))

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

    # ---------------------------------------------------------- window state
    def _restore_state(self) -> None:
        settings = open_settings()
        geometry = settings.value(KEY_GEOMETRY, QByteArray(), type=QByteArray)
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            self.resize(_DEFAULT_SIZE)
            screen = QApplication.primaryScreen()
            if screen is not None:
                frame = self.frameGeometry()
                frame.moveCenter(screen.availableGeometry().center())
                self.move(frame.topLeft())
        area = settings.value(KEY_AREA, AREAS[0].name, type=str)
        self.show_area(area if area in self.area_names() else AREAS[0].name)

    def closeEvent(self, event: QCloseEvent) -> None:
        # Quit and closing the window keep a match in progress for the next start.
        self.play_page.autosave()
        self.play_page.controller.shutdown()
        settings = open_settings()
        settings.setValue(KEY_GEOMETRY, self.saveGeometry())
        settings.setValue(KEY_AREA, self.current_area())
        settings.sync()
        super().closeEvent(event)
