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

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QCloseEvent, QColor, QFont, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
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
)
from mahjong_gui.ui.status import StatusModel
from mahjong_gui.ui.window import links as _links
from mahjong_gui.ui.window import menus as _menus
from mahjong_gui.ui.window.areas import AREAS, AREAS_CONTEXT, Area, tr_area
from mahjong_gui.ui.window.links import MistakeFinder

__all__ = ["AREAS", "AREAS_CONTEXT", "Area", "MainWindow"]

_DEFAULT_SIZE = QSize(1120, 720)
_SIDEBAR_WIDTH = 236
_COMPACT_BELOW = 1000  # a window narrower than this shows the sidebar's icons only
_COMPACT_WIDTH = 64


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


class MainWindow(_menus.MainWindow, _links.MainWindow):
    """Side navigation on the left, the current area on the right, menus and a status bar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.setWindowIcon(app_icon())
        self.setMinimumSize(760, 520)

        self._pages: dict[str, QWidget] = {}  # the pages built so far (and "guided")
        self._placeholders: dict[str, QWidget] = {}  # in the stack where a page is not yet
        self._mistakes = MistakeFinder(self)
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
            item.setText("" if self._compact else tr_area(area.label))
            item.setToolTip(tr_area(area.label) + " · " + tr_area(area.title)
                            if self._compact else tr_area(area.title))

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
            action.setText(tr_area(area.label))
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
