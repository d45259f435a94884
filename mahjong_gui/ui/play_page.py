"""The Play area: the table, the action bar (only legal moves, each with a shortcut), the win
banner and the end-of-hand dialog, all fed by the ``GameController``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QDateTime,
    QEasingCurve,
    QEvent,
    QLocale,
    QObject,
    QPropertyAnimation,
    QSize,
    QStandardPaths,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QFont,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPixmap,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QFrame,
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine import events as ev
from mahjong_gui.engine import rules
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.state import Phase
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.controller import (
    HUMAN,
    STATUS_WORDS,
    AutoPlay,
    GameController,
    GameSettings,
    HandSummary,
    status_words,
)
from mahjong_gui.ui.dialogs import (
    HandEndDialog,
    NewGameDialog,
    default_level,
    match_over_text,
    won_view,
)
from mahjong_gui.ui.errors import report_unexpected
from mahjong_gui.ui.hint_text import (
    danger_tip,
    hint_lines,
    values_tip,
    waits_line,
    warning_text,
)
from mahjong_gui.ui.replay import ReplayDialog, describe_public
from mahjong_gui.ui.settings import (
    KEY_AUTO_DISCARD,
    KEY_AUTO_PASS,
    KEY_AUTO_WIN,
    KEY_FIRST_HAND_DONE,
    KEY_GAME_FOLDER,
    KEY_TRACKER,
    offer_first_hand,
    open_settings,
    read_bool,
    read_folder,
)
from mahjong_gui.ui.sound import INSTALL_SOUND, KEY_SOUND, Sounds
from mahjong_gui.ui.status import StatusModel
from mahjong_gui.ui.table_view import TableView, last_discard_seat
from mahjong_gui.ui.tile_art import TileArt
from mahjong_gui.ui.tracker import TileTracker

if TYPE_CHECKING:
    from mahjong_gui.bots.hints import Hint
    from mahjong_gui.engine.rules import AnyProfile
    from mahjong_gui.store.autosave import Kept
    from mahjong_gui.store.saves import SaveError


def chow_text(action: Action) -> str:
    """A chow as its three tiles by name: "3 4 5 Characters"."""
    if action.tile is None:
        return ""
    return texts.tiles(Meld(MeldKind.CHOW, action.tile).tiles)


# A call's tone (ui/sound.py), by event type.
_SOUND_OF = {"Ponged": "pong", "Chowed": "chow", "KongDeclared": "kong", "Konged": "kong",
             "Won": "win"}

# The teacher at the table: each part on or off, kept in the settings (all on at first).
TEACHER_KEYS = {"waits": "teacher/waits", "hover": "teacher/hover",
                "danger": "teacher/danger", "warnings": "teacher/warnings"}

# The table's conveniences (controller.AutoPlay's fields), each kept in the settings (off at
# first).
AUTO_KEYS = {"win": KEY_AUTO_WIN, "pass_claims": KEY_AUTO_PASS,
             "discard_drawn": KEY_AUTO_DISCARD}


_CHOOSER_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
                 Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space,
                 Qt.Key.Key_Escape)


class ChowChooser(QFrame):
    """Which chow to take: one button per sequence, drawn as its tiles. Keys: 1-3 choose,
    the arrow keys move, Enter or Space takes the marked one, Esc closes without claiming."""

    chosen = Signal(object)  # the chosen Action
    closed = Signal()

    def __init__(self, actions: Sequence[Action], icons: Sequence[QIcon],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chow_chooser")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "QFrame#chow_chooser { background: #10301f; border: 2px solid #ffd166;"
            " border-radius: 8px; }"
            "QFrame#chow_chooser QLabel { color: #fff6d8; }"
            "QFrame#chow_chooser QPushButton { padding: 4px 8px; }"
            "QFrame#chow_chooser QPushButton:checked { background: #ffd166; color: #10301f;"
            " border: 2px solid #fff6d8; border-radius: 4px; }")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.actions_offered = list(actions)
        self.current = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 10)
        title = plain.label(self.tr("Which chow? (1-{0}, arrows and Enter, Esc: back)").format(
            len(self.actions_offered)))
        layout.addWidget(title)
        row = QHBoxLayout()
        self.buttons: list[QPushButton] = []
        for n, (action, icon) in enumerate(zip(self.actions_offered, icons, strict=True), 1):
            button = QPushButton(str(n))
            button.setObjectName(f"chow_{n}")
            button.setIcon(icon)
            button.setIconSize(QSize(90, 40))
            button.setCheckable(True)
            button.setToolTip(chow_text(action))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, i=n - 1: self.choose(i))
            row.addWidget(button)
            self.buttons.append(button)
        layout.addLayout(row)
        self._mark()

    def _mark(self) -> None:
        for i, button in enumerate(self.buttons):
            button.setChecked(i == self.current)

    def choose(self, index: int) -> None:
        if 0 <= index < len(self.actions_offered):
            action = self.actions_offered[index]
            self.hide()
            self.chosen.emit(action)

    def event(self, e: QEvent) -> bool:
        # Keep digits, arrows, Enter, Space and Esc from the window's shortcuts while open.
        if e.type() == QEvent.Type.ShortcutOverride and isinstance(e, QKeyEvent) and (
                e.text().isdigit() or e.key() in _CHOOSER_KEYS):
            e.accept()
            return True
        return super().event(e)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        text = event.text()
        if text.isdigit() and 1 <= int(text) <= len(self.actions_offered):
            self.choose(int(text) - 1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.current = (self.current - 1) % len(self.buttons)
            self._mark()
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
            self.current = (self.current + 1) % len(self.buttons)
            self._mark()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.choose(self.current)
        elif key == Qt.Key.Key_Escape:
            self.hide()
            self.closed.emit()
        else:
            super().keyPressEvent(event)


INFO_MIN_WIDTH = 320  # the game's line: narrower than this, it goes above the buttons
# The page's words grow with the table past the size the page has in a 1120x720 window (issue
# 30: at 1920x1080 the table grew and the words stayed small): by half the page's growth, at
# most 30 %, in steps of 5 %.
TEXT_BASE = (883, 679)
TEXT_GROWTH_MAX = 1.3


# What grows: the page's own words and buttons, by object name (the table draws its own).
GROWING_WORDS = ("#game_info", "#hint", "#take_back", "#hint_text", "#log_toggle", "#teacher",
                 "#table_options", "#new_game", "#action_log", "#teacher_text", "#prompt",
                 "#notice", "#action_bar QPushButton")


def text_factor(width: int, height: int) -> float:
    """How much larger than the interface font the Play page's words are at this page size."""
    grown = min(width / TEXT_BASE[0], height / TEXT_BASE[1])
    factor = min(TEXT_GROWTH_MAX, max(1.0, 1.0 + 0.5 * (grown - 1.0)))
    return round(factor * 20) / 20

class PlayPage(QWidget):
    """One game against three bots. ``controller`` is public so tests can drive the game."""

    keepProblem = Signal(str)  # why the game cannot be kept for the next start ("": it is)
    first_hand_requested = Signal(str)  # a guided lesson id: the newcomer's way in

    def __init__(self, controller: GameController | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page_play")
        self.controller = controller or GameController(self)
        self.art = TileArt()
        self.names: tuple[str, str, str, str] = ("", "", "", "")
        self.legal: tuple[Action, ...] = ()
        self.hand_dialog: HandEndDialog | None = None
        self.replay_window: ReplayDialog | None = None
        self._final: ev.MatchEnded | None = None
        self.kept: Kept | None = None  # the game offered for resuming (none while playing)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(6)
        top = QHBoxLayout()
        self.info_label = plain.label()
        self.info_label.setObjectName("game_info")
        self.info_label.setWordWrap(True)  # a long sentence takes a second line, never cut
        top.addWidget(self.info_label, 1)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hint")
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.clicked.connect(self.ask_hint)
        self.hint_button.setEnabled(False)  # no game, no decision yet
        top.addWidget(self.hint_button)
        self._hint_shortcut = QShortcut(QKeySequence("H"), self)
        self._hint_shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        self._hint_shortcut.activated.connect(self.ask_hint)
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("take_back")
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.undo_button.setEnabled(False)
        self.undo_button.clicked.connect(self.take_back)
        top.addWidget(self.undo_button)
        self._undo_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        self._undo_shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        self._undo_shortcut.activated.connect(self.take_back)
        self.hint_label = plain.label()
        self.hint_label.setObjectName("hint_text")
        self.hint_label.setWordWrap(True)
        self.hint_label.hide()
        self.log_button = QPushButton()
        self.log_button.setObjectName("log_toggle")
        self.log_button.setCheckable(True)
        self.log_button.setChecked(True)
        self.log_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log_button.toggled.connect(self._show_log)
        top.addWidget(self.log_button)
        # The teacher: its parts switched on and off from one menu (also offered to the
        # window's View menu through teacher_actions()).
        settings = open_settings()
        self.teacher_on = {part: read_bool(settings, key, True)
                           for part, key in TEACHER_KEYS.items()}
        self.sounds = Sounds(self, read_bool(settings, KEY_SOUND, True))
        self.teacher_menu = QMenu(self)
        self.teacher_menu.setToolTipsVisible(True)  # how to get sound, when it is missing
        self._teacher_actions: dict[str, QAction] = {}
        for part in (*TEACHER_KEYS, "sound"):
            action = QAction(self)
            action.setObjectName(f"teacher_{part}")
            action.setCheckable(True)
            action.setChecked(self.sounds.enabled if part == "sound"
                              else self.teacher_on[part])
            action.toggled.connect(lambda on, p=part: self.set_teacher(p, on))
            self.teacher_menu.addAction(action)
            self._teacher_actions[part] = action
        self.teacher_button = QPushButton()
        self.teacher_button.setObjectName("teacher")
        self.teacher_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.teacher_button.setMenu(self.teacher_menu)
        top.addWidget(self.teacher_button)
        # The table's conveniences (auto-win, auto-pass, discard the drawn tile) and the tile
        # tracker, switched from one menu.
        self.auto_menu = QMenu(self)
        self.auto_actions: dict[str, QAction] = {}
        for part, key in AUTO_KEYS.items():
            action = QAction(self)
            action.setObjectName(f"auto_{part}")
            action.setCheckable(True)
            action.setChecked(read_bool(settings, key, False))
            action.toggled.connect(lambda on, p=part: self.set_auto(p, on))
            self.auto_menu.addAction(action)
            self.auto_actions[part] = action
        self.controller.auto = AutoPlay(**{p: a.isChecked()
                                           for p, a in self.auto_actions.items()})
        self.auto_menu.addSeparator()
        self.tracker_action = QAction(self)
        self.tracker_action.setObjectName("show_tracker")
        self.tracker_action.setCheckable(True)
        self.tracker_action.setChecked(read_bool(settings, KEY_TRACKER, False))
        self.tracker_action.toggled.connect(self.show_tracker)
        self.auto_menu.addAction(self.tracker_action)
        self.table_button = QPushButton()
        self.table_button.setObjectName("table_options")
        self.table_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table_button.setMenu(self.auto_menu)
        top.addWidget(self.table_button)
        self.new_button = QPushButton()
        self.new_button.setObjectName("new_game")
        self.new_button.clicked.connect(self.new_game_dialog)
        top.addWidget(self.new_button)
        layout.addLayout(top)
        self._page_layout, self._top, self._info_above = layout, top, False

        self.table = TableView(self.art)
        self.table.tileActivated.connect(self._tile_activated)
        self.table.tileRefused.connect(self._tile_refused)
        self.table.exchangeChanged.connect(self._exchange_count)
        self.table.exchangeFull.connect(self._exchange_full)
        self.table.selectionChanged.connect(lambda _tile: self._update_teacher())
        self.table.hover_enabled = self.teacher_on["hover"]
        self.table.installEventFilter(self)  # the welcome stays centred as the table resizes
        # Beside the table: every action in words (Replay's words), newest at the bottom.
        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.split.setObjectName("play_split")
        self.split.addWidget(self.table)
        self.log_list = QListWidget()
        self.log_list.setObjectName("action_log")
        self.log_list.setWordWrap(True)
        self.log_list.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table
        self.log_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.log_list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.log_list.setMinimumWidth(140)
        # Beside the table, above the log: the tile tracker (shown when switched on).
        self.tracker = TileTracker(self.art)
        self.side = QWidget()
        self.side.setObjectName("play_side")
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(4)
        side.addWidget(self.tracker)
        side.addWidget(self.log_list, 1)
        self.tracker.setVisible(self.tracker_action.isChecked())
        self.split.addWidget(self.side)
        self.split.setStretchFactor(0, 4)
        self.split.setStretchFactor(1, 1)
        self.split.setSizes([900, 240])
        self.split.splitterMoved.connect(lambda *_: self._side_moved())
        layout.addWidget(self.split, 1)
        self._log_match: object = None
        self._logged = 0
        self._loading = False
        self.announcements: list[tuple[int, str]] = []  # every call announced (seat, text)
        self.call_labels: list[QLabel] = []  # the announcements on the table now
        self._banner_queue: list[tuple[str, int | None]] = []  # (text, the winner's seat)
        self.banners_shown: list[str] = []  # every banner, in the order it was shown

        # Before the first game: one big, obvious way to start.
        self.welcome = QPushButton(self.table)
        self.welcome.setObjectName("welcome")
        self.welcome.setStyleSheet(
            "QPushButton#welcome { background: rgba(10, 30, 22, 220); color: #fff6d8;"
            " border: 2px solid #ffd166; border-radius: 14px; padding: 22px 34px; }"
            "QPushButton#welcome:hover { background: rgba(20, 60, 44, 235); }")
        self.welcome.clicked.connect(self.new_game_dialog)
        # ...and, when the last session closed mid-match, the way back to that game.
        self.resume_button = QPushButton(self.table)
        self.resume_button.setObjectName("resume")
        self.resume_button.setStyleSheet(
            "QPushButton#resume { background: rgba(10, 30, 22, 220); color: #ffd166;"
            " border: 2px solid #ffd166; border-radius: 10px; padding: 10px 24px; }"
            "QPushButton#resume:hover { background: rgba(20, 60, 44, 235); }")
        self.resume_button.clicked.connect(self.resume_autosave)
        self.resume_button.hide()
        # ...and, until a guided hand is finished or a game played, the newcomer's way in.
        self.newcomer_button = QPushButton(self.table)
        self.newcomer_button.setObjectName("newcomer")
        self.newcomer_button.setStyleSheet(
            "QPushButton#newcomer { background: rgba(10, 30, 22, 220); color: #fff6d8;"
            " border: 2px solid #8fd694; border-radius: 10px; padding: 10px 24px; }"
            "QPushButton#newcomer:hover { background: rgba(20, 60, 44, 235); }")
        self.newcomer_button.clicked.connect(self._first_hand_clicked)
        self.newcomer_button.hide()

        self.banner = plain.label(parent=self.table)
        self.banner.setObjectName("win_banner")
        self.banner.setWordWrap(True)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setStyleSheet(
            "QLabel#win_banner { background: rgba(20, 20, 20, 215); color: #fff6d8;"
            " border: 2px solid #ffd166; border-radius: 8px; padding: 6px 12px; }")
        self.banner.hide()
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self._next_banner)

        # Under the table, one strip of fixed height: the hint on the left, the teacher's
        # waits and warnings on the right. Its height never changes, so the table never
        # moves when a hint or a warning appears.
        self.teacher_strip = QFrame()
        self.teacher_strip.setObjectName("teacher_strip")
        strip = QHBoxLayout(self.teacher_strip)
        strip.setContentsMargins(0, 0, 0, 0)
        strip.addWidget(self.hint_label, 3)
        self.teacher_label = plain.label()
        self.teacher_label.setObjectName("teacher_text")
        self.teacher_label.setWordWrap(True)
        self.teacher_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.hint_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        strip.addWidget(self.teacher_label, 2)
        layout.addWidget(self.teacher_strip)
        self.teacher_lines: list[str] = []  # what the teacher shows now (tests)
        # The action bar: what you are expected to do, a passing notice beside it, the legal
        # moves. Its height is fixed (a button's), so the table never moves when buttons come.
        self.action_bar = QWidget()
        self.action_bar.setObjectName("action_bar")
        bar = QHBoxLayout(self.action_bar)
        bar.setContentsMargins(0, 0, 0, 0)
        self.prompt_label = plain.label()
        self.prompt_label.setObjectName("prompt")
        self.prompt_label.setWordWrap(True)
        bar.addWidget(self.prompt_label, 3)
        self.notice_label = plain.label()
        self.notice_label.setObjectName("notice")
        self.notice_label.setWordWrap(True)
        self.notice_label.setStyleSheet("QLabel#notice { color: #b9770e; font-style: italic; }")
        self.notice_label.hide()
        bar.addWidget(self.notice_label, 2)
        self.status = StatusModel(self._status_words, self)
        self.status.changed.connect(self._show_status)
        self.button_row = QHBoxLayout()
        bar.addLayout(self.button_row)
        # Once the human has won (Sichuan: the others play on), the rest of the hand plays at
        # the chosen speed; this plays it at once.
        self.skip_button = QPushButton()
        self.skip_button.setObjectName("skip_hand")
        self.skip_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.skip_button.clicked.connect(self.skip_to_end)
        self.skip_button.hide()
        bar.addWidget(self.skip_button)
        self._text_factor = 1.0
        self._fit_strips()
        layout.addWidget(self.action_bar)
        # Before the first game the table takes their room too (no empty band under it).
        self.teacher_strip.hide()
        self.action_bar.hide()
        self.action_buttons: list[tuple[QPushButton, Action]] = []
        self._shortcuts: list[QShortcut] = []
        self.chow_choices: list[Action] = []  # the chows the chow button offers
        self.chow_menu: ChowChooser | None = None

        c = self.controller
        c.viewChanged.connect(self._view_changed)
        c.humanTurn.connect(self._human_turn)
        c.winAnnounced.connect(self._win)
        c.eventsAdded.connect(self._events_added)
        c.handEnded.connect(self._hand_ended)
        c.handEnded.connect(lambda *_: self._sync_log())
        c.matchEnded.connect(self._match_ended)
        c.expectChanged.connect(lambda key: self.status.expect(key))
        c.noticed.connect(lambda key: self.status.notify(key))
        c.gameStarted.connect(self._game_started)
        c.keepChanged.connect(self._keep_changed)
        c.hintReady.connect(self._show_hint)
        c.skipAvailable.connect(self.skip_button.setVisible)
        self.retranslate()

    # -- game --------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_text()
        self._fit_top()
        self._fit_log()
        self._place_welcome()

    def _fit_text(self) -> None:
        """The words of the page (not the table's, not the welcome's) at the interface font,
        grown with the page past its default size. By a style sheet: the content stack's own
        style sheet stops a font set on the page from reaching its children."""
        factor = text_factor(self.width(), self.height())
        if factor == self._text_factor:
            return
        self._text_factor = factor
        if factor == 1.0:
            self.setStyleSheet("")
        else:
            points = self.font().pointSizeF() * factor
            self.setStyleSheet(f"{', '.join(GROWING_WORDS)} {{ font-size: {points:.2f}pt; }}")
        self._fit_strips()

    def _fit_strips(self) -> None:
        """The teacher's strip (four lines) and the action bar (a button, or two lines of the
        prompt) at heights fixed for their font, so the table never moves when words come."""
        for label in (self.teacher_label, self.prompt_label):
            label.ensurePolished()
        self.teacher_strip.setFixedHeight(self.teacher_label.fontMetrics().lineSpacing() * 4 + 6)
        probe = QPushButton("Ag", self.action_bar)  # styled as the bar's buttons are
        probe.ensurePolished()
        self.action_bar.setFixedHeight(max(probe.sizeHint().height(),
                                           self.prompt_label.fontMetrics().lineSpacing() * 2)
                                       + 2)
        probe.deleteLater()

    def _fit_top(self) -> None:
        """The game's line beside the buttons where it has room, above them where it would be
        squeezed into a column of words (a narrow window, a long translation), which also took
        the table's height."""
        top = self._top
        items = [top.itemAt(i) for i in range(top.count())]
        buttons = [item.widget() for item in items if item is not None]
        need = sum(w.sizeHint().width() + top.spacing() for w in buttons
                   if w is not None and w is not self.info_label and not w.isHidden())
        above = self.width() - need - 16 < INFO_MIN_WIDTH
        if above == self._info_above:
            return
        self._info_above = above
        if above:
            top.removeWidget(self.info_label)
            self._page_layout.insertWidget(0, self.info_label)
        else:
            self._page_layout.removeWidget(self.info_label)
            top.insertWidget(0, self.info_label, 1)

    def _fit_log(self) -> None:
        """The log takes at most a quarter of the width, so a small window keeps a usable
        table."""
        sizes = self.split.sizes()
        total = sum(sizes)
        if total <= 0 or sizes[1] == 0:
            return
        cap = max(self.log_list.minimumWidth(), total // 4)
        if sizes[1] > cap:
            self.split.setSizes([total - cap, cap])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize:
            self._place_welcome()
        return super().eventFilter(watched, event)

    def _place_welcome(self) -> None:
        room = self.table.width() - 24
        self._fit_font(self.welcome, 18.0, room)
        self.welcome.adjustSize()
        below = [b for b in (self.resume_button, self.newcomer_button) if b.isVisibleTo(self)]
        for b in below:
            self._fit_font(b, 13.0, room)
            b.adjustSize()
        extra = sum(b.height() + 16 for b in below)
        y = (self.table.height() - self.welcome.height() - extra) // 2
        self.welcome.move((self.table.width() - self.welcome.width()) // 2, y)
        y += self.welcome.height() + 16
        for b in below:
            b.move((self.table.width() - b.width()) // 2, y)
            y += b.height() + 16

    def _fit_font(self, button: QPushButton, points: float, room: int) -> None:
        """``points`` where the table has room; smaller, down to 9, where the text would reach
        past the table's edges (a small window, a long translation)."""
        font = QFont(self.font())
        size = points
        while True:
            font.setPointSizeF(size)
            button.setFont(font)
            if size <= 9.0 or button.sizeHint().width() <= room:
                return
            size = max(9.0, size - 1.0)

    def _update_newcomer(self) -> None:
        """The guided first hand offered beside the welcome, while the settings say the user
        has neither finished one nor played a game (a game kept to resume was played)."""
        show = (self.welcome.isVisibleTo(self) and self.kept is None
                and offer_first_hand(open_settings()))
        self.newcomer_button.setVisible(show)
        if show:
            self.newcomer_button.raise_()
        self._place_welcome()

    def first_hand_lesson(self) -> str:
        """The guided lesson the newcomer's button starts: that of the last chosen profile."""
        from mahjong_gui.guided.lessons import lesson_for_profile  # the rules load on demand

        return lesson_for_profile(self.controller.settings.profile)

    def _first_hand_clicked(self) -> None:
        self.first_hand_requested.emit(self.first_hand_lesson())

    def first_hand_done(self) -> None:
        """A guided hand was finished (or a game begun): the newcomer's offer goes."""
        self._update_newcomer()

    # -- the game kept for the next start (its journal) --------------------------------------

    def _keep_changed(self, error: str) -> None:
        """The journal cannot be written (or can again): said at once, and to the window."""
        text = "" if not error else self._status_words("unkept", (error,))
        if text:
            self.status.notify("unkept", error, ms=10000)
        self.keepProblem.emit(text)

    def quit_box(self) -> QMessageBox:
        """The question asked at Quit when the game in progress could not be kept."""
        box = plain.message_box(
            QMessageBox.Icon.Warning, self.tr("The game is not kept"),
            self.tr("The game in progress could not be written to the data "
                    "folder ({0}), so the next start cannot offer it as it is "
                    "now. Quit anyway and lose what was not written, or keep "
                    "playing and save it with Game → Save game.").format(
                        self.controller.keep_error), self)
        box.setObjectName("quit_unkept")
        box.addButton(self.tr("Quit anyway"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        return box

    def confirm_quit(self) -> bool:
        """Before the window closes: True to close. A game in progress whose journal cannot be
        written (tried once more now) is lost by closing: the user is asked."""
        if not self.controller.in_progress or self.controller.keep_now():
            return True
        box = self.quit_box()
        box.exec()
        clicked = box.clickedButton()
        return clicked is not None and box.buttonRole(clicked) == \
            QMessageBox.ButtonRole.DestructiveRole

    def close_game(self) -> None:
        """The window closes: the controller stops (nothing is applied or written after this)
        and the journal is flushed; a failed flush is said before the window goes."""
        error = self.controller.shutdown(self._note())
        if error:
            box = plain.message_box(QMessageBox.Icon.Warning, self.tr("The game is not kept"),
                                    self.tr("The game in progress could not be written to "
                                            "the disk ({0}); the next start may offer it "
                                            "without its last moves.").format(error), self)
            box.setObjectName("close_unkept")
            box.addButton(self.tr("Close"), QMessageBox.ButtonRole.AcceptRole)
            box.exec()

    def _note(self) -> dict[str, object] | None:
        """What the journal cannot hold, for the game's resuming: the hint shown for the
        decision at hand, the tile under the keyboard cursor."""
        match = self.controller.match
        if match is None or not self.controller.in_progress:
            return None
        tile = self.table.selected_tile()
        return {"events": len(match.events),
                "hint": self.hint_label.isVisible() and bool(self.legal),
                "cursor": str(tile) if tile is not None else None}

    def _apply_note(self, note: dict[str, object]) -> None:
        """The hint and the cursor as the window left them, when the note is of this very
        position (a note is the user's file: anything else is ignored)."""
        match = self.controller.match
        if match is None or note.get("events") != len(match.events):
            return
        cursor = note.get("cursor")
        if isinstance(cursor, str):
            for i, item in enumerate(self.table.hand_items):
                if str(item.tile) == cursor and item.tile in self.table.selectable:
                    self.table.hand_cursor = i
            self.table.set_selectable(self.table.selectable)
        if note.get("hint") is True:
            self.ask_hint()

    def resume_offer(self) -> Kept | None:
        """The latest unfinished game no window holds, offered on the empty table."""
        if self.controller.match is not None:
            return None
        return self.controller.kept_game()

    def _update_resume(self) -> None:
        self.kept = self.resume_offer() if self.welcome.isVisibleTo(self) else None
        if self.kept is None:
            self.resume_button.hide()
        else:
            when = QDateTime.fromSecsSinceEpoch(int(self.kept.mtime))
            self.resume_button.setText(self.tr("Resume the game of {0}").format(
                QLocale().toString(when, QLocale.FormatType.ShortFormat)))
            self.resume_button.show()
            self.resume_button.raise_()
        self._place_welcome()

    def resume_autosave(self) -> bool:
        """Go on with the game kept when a window last closed, exactly as it was."""
        kept = self.kept or self.resume_offer()
        if kept is None:
            return False
        ok = self._adopt(lambda: self.controller.resume(kept), "resume")
        if not ok:
            self._update_resume()  # a damaged or taken game is offered no more
        else:
            self._apply_note(self.controller.resumed_note)
        return ok

    def _game_started(self) -> None:
        """A game begins (new, opened or resumed): the names of its seats before its first
        events are drawn or logged; what belonged to the game before goes."""
        self.names = texts.seat_names(self.controller.settings.names)
        self._final = None
        self._clear_banners()
        self._close_chooser()
        self.announcements = []
        self.table.hover_kind(None)
        self.table.exchange_mode = False
        self.table.exchange_selection = set()
        settings = open_settings()  # a game played: no more newcomer's offer
        settings.setValue(KEY_FIRST_HAND_DONE, True)
        settings.sync()
        self.newcomer_button.hide()

    def start(self, settings: GameSettings) -> None:
        self.welcome.hide()
        self.resume_button.hide()
        self.teacher_strip.show()
        self.action_bar.show()
        # Default names travel empty (and are saved empty): they are shown in the language of
        # the moment; a name the user typed stays as typed.
        settings = GameSettings(settings.profile, settings.options, settings.bots,
                                texts.custom_names(settings.names), settings.seed,
                                settings.speed, settings.hands)
        self.names = texts.seat_names(settings.names)
        self._final = None
        self._clear_banners()  # a banner of the last game's hand does not belong here
        self.announcements = []
        self._close_chooser()
        self.table.speed = settings.speed
        self.table.hover_kind(None)  # the pointer's kind of the last game means nothing here
        self.table.exchange_mode = False
        self.table.exchange_selection = set()
        self.controller.new_game(settings)
        self._focus_table()

    def _focus_table(self) -> None:
        """The keys go to the table (arrows and Enter at once), now and after the dialog's
        window hands the focus back."""
        self.table.setFocus()
        QTimer.singleShot(0, self.table.setFocus)

    def new_game_dialog(self) -> None:
        if self.controller.in_progress and not self.confirm_replace("new"):
            return
        base = self.controller.settings
        if base.bots == ("normal",) * 3 and default_level() != "normal":
            base = GameSettings(base.profile, base.options, (default_level(),) * 3,
                                base.names, base.seed, base.speed)
        dialog = NewGameDialog(GameSettings(base.profile, base.options, base.bots, base.names,
                                            None, base.speed, base.hands), self)
        if dialog.exec():
            self.start(dialog.settings())

    def default_names(self) -> tuple[str, str, str, str]:
        return texts.seat_names(("", "", "", ""))

    def save_dialog(self) -> None:
        if self.controller.match is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save game"), str(Path(self.games_folder()) / "game.mjsave"),
            self.tr("Mahjong saved game (*.mjsave)"))
        if path:
            self._remember_folder(path)
            self.save_to(path)

    @staticmethod
    def games_folder() -> str:
        """Where Save, Open and Replay start: the folder of the last game saved or opened,
        else the user's documents folder (the home folder where there is none)."""
        remembered = read_folder(open_settings(), KEY_GAME_FOLDER)
        if remembered:
            return remembered
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        return documents if documents and Path(documents).is_dir() else str(Path.home())

    @staticmethod
    def _remember_folder(path: str) -> None:
        settings = open_settings()
        settings.setValue(KEY_GAME_FOLDER, str(Path(path).absolute().parent))
        settings.sync()

    def save_to(self, path: str) -> bool:
        """Save the game to ``path``; a folder or a path that cannot be written is said in one
        message (the game goes on)."""
        try:
            self.controller.save(path)
        except OSError as err:
            box = plain.message_box(QMessageBox.Icon.Warning, self.tr("Cannot save the game"),
                                    self.tr("The game cannot be saved to {0}: {1}").format(
                                        path, err.strerror or str(err)), self)
            box.setObjectName("cannot_save")
            box.setTextFormat(Qt.TextFormat.PlainText)  # the path is the user's text
            box.addButton(self.tr("Close"), QMessageBox.ButtonRole.AcceptRole)
            box.open()
            return False
        self.status.notify("saved")
        return True

    def open_dialog(self) -> None:
        if self.controller.in_progress and not self.confirm_replace():
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), self.games_folder(),
                                              self.tr("Mahjong saved game (*.mjsave)"))
        if path:
            self._remember_folder(path)
            self.open_file(path)

    def replace_box(self, by: str = "open") -> QMessageBox:
        """The question asked before a file (``by`` "open") or a new game ("new") replaces the
        game in progress (not shown)."""
        if by == "new":
            box = plain.message_box(QMessageBox.Icon.Question, self.tr("Start a new game"),
                                    self.tr("A game is in progress. A new game replaces it; "
                                            "save it first if you want to keep it."), self)
            go = self.tr("Start a new game")
        else:
            box = plain.message_box(QMessageBox.Icon.Question, self.tr("Open a saved game"),
                                    self.tr("A game is in progress. Opening a saved game "
                                            "replaces it; save it first if you want to keep "
                                            "it."), self)
            go = self.tr("Open and replace")
        box.setObjectName("replace_game")
        box.addButton(go, QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        return box

    def confirm_replace(self, by: str = "open") -> bool:
        box = self.replace_box(by)
        box.exec()
        clicked = box.clickedButton()
        return clicked is not None and box.buttonRole(clicked) == \
            QMessageBox.ButtonRole.AcceptRole

    def replay_dialog(self) -> None:
        """Replay the game being played, or one chosen from a file."""
        if self.controller.match is not None and self.controller.match.events:
            self.replay(self.controller.match.events)
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Replay a game"),
                                              self.games_folder(),
                                              self.tr("Mahjong saved game (*.mjsave)"))
        if path:
            self._remember_folder(path)
            self.replay_file(path)

    def replay(self, events: Sequence[ev.Event], start: int | None = None,
               parent: QWidget | None = None, you: int | None = HUMAN) -> ReplayDialog:
        """Open the replay window on ``events`` (by default at the start of the last hand)."""
        if start is None:
            starts = [i for i, e in enumerate(events) if isinstance(e, ev.HandStarted)]
            start = starts[-1] + 1 if starts else 0
        names = self.names if any(self.names) else self.default_names()
        self.replay_window = ReplayDialog(events, names, 0, start, parent or self, you)
        self.replay_window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.replay_window.show()
        return self.replay_window

    def review(self, events: Sequence[ev.Event], parent: QWidget | None = None) -> QWidget:
        """Open the review of the human's decisions in ``events`` (ui/review_window.py)."""
        from mahjong_gui.ui.review_window import open_review

        header = self.controller.header() if self.controller.match is not None else None
        names = self.names if any(self.names) else self.default_names()
        return open_review(events, HUMAN, names, header, parent or self)

    def replay_file(self, path: str) -> ReplayDialog | None:
        from mahjong_gui.store.saves import SaveError, load_game  # loaded when first needed

        try:
            game = load_game(path)
        except SaveError as err:
            self._cannot_open(err)
            return None
        except Exception as exc:  # the last resort: logged, one message, the window stays
            report_unexpected(exc, "replay_file", self)
            return None
        seats = game.header.seats
        humans = [s for s, seat in enumerate(seats) if seat.get("player") == "human"]
        window = self.replay(game.events, 0, you=humans[0] if humans else None)
        if len(seats) == 4:  # the file's own names; an empty one keeps the default
            window.set_names([seat.get("name") or window.names[s]
                              for s, seat in enumerate(seats)])
        return window

    def _cannot_open(self, err: SaveError) -> None:
        box = plain.message_box(QMessageBox.Icon.Warning, self.tr("Cannot open the game"),
                                self.tr("This file cannot be loaded ({0}): {1}").format(
                                    err.code, err.message), self)
        box.addButton(self.tr("Close"), QMessageBox.ButtonRole.AcceptRole)
        box.open()

    def open_file(self, path: str) -> bool:
        return self._adopt(lambda: self.controller.open(path), "open_file")

    def _adopt(self, load: Callable[[], None], where: str) -> bool:
        """Open or resume a game (``load`` asks the controller): the table, the log and the
        plates with the game's names, the keys on the table; a file that does not load is
        one message."""
        from mahjong_gui.store.saves import SaveError

        self._loading = True  # the file's old calls are logged, not announced again
        try:
            load()
        except SaveError as err:
            self._cannot_open(err)
            return False
        except Exception as exc:  # the last resort: logged, one message, the window stays
            report_unexpected(exc, where, self)
            return False
        finally:
            self._loading = False
        self._sync_log()
        self.table.speed = self.controller.settings.speed
        self.welcome.hide()
        self.resume_button.hide()
        self.teacher_strip.show()
        self.action_bar.show()
        self.kept = None
        self._focus_table()
        return True

    # -- signals from the controller ---------------------------------------------------------

    def _view_changed(self, view: SeatView) -> None:
        match = self.controller.match
        self.table.last_discard = last_discard_seat(match.events) if match else None
        self.table.show_view(view, self.names)
        if self.tracker.isVisibleTo(self.side):
            self.tracker.show_view(view)
        self._update_teacher()
        if self._profile_of(view).wind_rounds:
            self.info_label.setText(self.tr("{0} · {1} round · hand {2} · wall {3}").format(
                texts.profile(view.profile), texts.wind(view.prevailing),
                texts.number(view.hand_no + 1), texts.number(view.wall)))
        else:
            self.info_label.setText(self.tr("{0} · hand {1} · wall {2}").format(
                texts.profile(view.profile), texts.number(view.hand_no + 1),
                texts.number(view.wall)))

    @staticmethod
    def _profile_of(view: SeatView) -> AnyProfile:
        return rules.get_profile(view.profile, dict(view.options))

    def take_back(self) -> bool:
        """Practice: take back your last decision of this hand and decide again."""
        if not self.controller.can_undo():
            return False
        # Reset before the controller redraws: taking back the exchange turns it on again.
        self._clear_banners()
        self.table.exchange_mode = False
        self.table.exchange_selection = set()
        ok = self.controller.undo()
        self.table.speed = self.controller.speed  # a skip taken back paces again
        self._sync_log()
        self.table.setFocus()
        return ok

    def _human_turn(self, legal: tuple[Action, ...]) -> None:
        self.legal = legal
        self.hint_label.hide()
        self.hint_button.setEnabled(bool(legal))
        self.undo_button.setEnabled(bool(legal) and self.controller.can_undo())
        self._update_reasons()
        acts = {a.act for a in legal}
        self.table.set_selectable({a.tile for a in legal
                                   if a.act is Act.DISCARD and a.tile is not None})
        exchange = Act.EXCHANGE in acts
        if exchange and not self.table.exchange_mode:
            self.table.exchange_mode = True
            self.table.exchange_selection = set(self._suggested_exchange())
            self.table.show_view(self.controller.human_view(), self.names)  # type: ignore[arg-type]
        elif not exchange and self.table.exchange_mode:
            self.table.exchange_mode = False
            self.table.exchange_selection = set()
        self._rebuild_buttons()
        self._update_teacher()

    def _update_reasons(self) -> None:
        """The Hint and Take back buttons' tooltips: what they do, or, while they are off,
        why."""
        c = self.controller
        no_game = self.tr("No game yet: start one with New game (Ctrl+N).")
        over = self.tr("The hand is over: there is no decision of yours in it now.")
        if self.hint_button.isEnabled():
            hint = self.tr("Ask which move the teacher would make now, and why (H)")
        elif c.match is None:
            hint = no_game
        elif c.hand_over:
            hint = over
        else:
            hint = self.tr("A hint is for your own decisions: wait until it is your turn "
                           "to decide.")
        self.hint_button.setToolTip(hint)
        if self.undo_button.isEnabled():
            undo = self.tr("Practice: undo your last move in this hand; the computer players "
                           "decide again")
        elif c.match is None:
            undo = no_game
        elif c.hand_over:
            undo = over
        elif not c.can_undo():
            undo = self.tr("Nothing to take back: you have made no move in this hand yet.")
        else:
            undo = self.tr("You can take a move back when it is your turn to decide.")
        self.undo_button.setToolTip(undo)

    def _suggested_exchange(self) -> list[int]:
        """The hand positions of the three tiles the bots' brain would pass."""
        view = self.controller.human_view()
        legal = [a for a in self.legal if a.act is Act.EXCHANGE]
        if view is None or not legal:
            return []
        from mahjong_gui.bots import brain  # the bots load with the first game, not at start

        wanted = list(brain.choose_exchange(view.hand, legal).tiles)
        picked = []
        for i, item in enumerate(self.table.hand_items):
            if item.tile in wanted:
                wanted.remove(item.tile)
                picked.append(i)
        return picked

    def suggested_void(self) -> str:
        """The void suit the bots' brain would choose (lowest shanten without it)."""
        view = self.controller.human_view()
        from mahjong_gui.bots import brain

        return brain.choose_void(view.hand, view.melds) if view is not None else "m"

    def _rebuild_buttons(self) -> None:
        for button, _ in self.action_buttons:
            self.button_row.removeWidget(button)
            button.deleteLater()
        for sc in self._shortcuts:
            sc.setEnabled(False)
            sc.deleteLater()
        self.action_buttons = []
        self._shortcuts = []
        self.chow_choices = []
        self._close_chooser()
        keys_used: set[str] = set()
        acts = [a for a in self.legal if a.act is not Act.DISCARD]
        if any(a.act is Act.EXCHANGE for a in acts):
            self._add_button(self.tr("Pass these three (E)"), "E", None, keys_used)
            return
        suggested = self.suggested_void() if any(a.act is Act.VOID for a in acts) else None
        chows = [a for a in acts if a.act is Act.CHOW]
        for a in acts:
            if a.act is Act.WIN:
                self._add_button(self.tr("Win (W)"), "W", a, keys_used)
            elif a.act is Act.PONG:
                self._add_button(self.tr("Pong {0} (P)").format(texts.tile(a.tile)), "P", a,
                                 keys_used)
            elif a.act is Act.KONG:
                self._add_button(self.tr("Kong {0} (K)").format(texts.tile(a.tile)), "K", a,
                                 keys_used)
            elif a.act is Act.CHOW:
                if a is not chows[0]:
                    continue
                self.chow_choices = chows
                if len(chows) == 1:
                    button = self._add_button(
                        self.tr("Chow {0} (C)").format(chow_text(a)), "C", a, keys_used)
                else:
                    button = self._add_button(self.tr("Chow… (C)"), "C", None, keys_used,
                                              handler=self.choose_chow)
                    button.setObjectName("action_chow")
                button.setIcon(self._chow_icon(a))
                button.setIconSize(QSize(48, 21))
            elif a.act is Act.PASS:
                self._add_button(self.tr("Pass (Space)"), "Space", a, keys_used)
            elif a.act is Act.VOID:
                key = {"m": "M", "p": "P", "s": "S"}[a.suit or "m"]
                label = self.tr("Void: {0} ({1})").format(texts.suit(a.suit), key)
                if a.suit == suggested:
                    label = self.tr("{0} – suggested").format(label)
                button = self._add_button(label, key, a, keys_used)
                if a.suit == suggested:
                    button.setDefault(True)
                    f = QFont(button.font())
                    f.setBold(True)
                    button.setFont(f)

    def _add_button(self, label: str, key: str, action: Action | None,
                    keys_used: set[str],
                    handler: Callable[[], object] | None = None) -> QPushButton:
        button = QPushButton(label)
        button.setObjectName(f"action_{action.act.value if action else 'exchange'}")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the table
        if handler is not None:
            button.clicked.connect(lambda _=False: handler())
        elif action is None:
            button.clicked.connect(self.confirm_exchange)
        else:
            button.clicked.connect(lambda _=False, a=action: self.play(a))
        self.button_row.addWidget(button)
        self.action_buttons.append((button, action))  # type: ignore[arg-type]
        if key not in keys_used:
            keys_used.add(key)
            sc = QShortcut(QKeySequence(key), self)
            # Window-wide, so the keys work wherever the focus went (a shortcut is only live
            # while this page is visible, so other areas keep their typing keys).
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(button.click)
            self._shortcuts.append(sc)
        return button

    def offered_actions(self) -> list[Action]:
        """The actions the buttons offer now (exchange: the confirm button; several chows:
        the chow button's menu)."""
        out = [a for _, a in self.action_buttons if a is not None]
        return out + [a for a in self.chow_choices if a not in out]

    def _chow_icon(self, action: Action, height: int = 30) -> QIcon:
        """The chow's three tiles side by side, for its button or menu entry."""
        tiles = Meld(MeldKind.CHOW, action.tile).tiles if action.tile is not None else ()
        ratio = self.devicePixelRatioF() or 1.0
        w = round(height * 0.75)
        pix = QPixmap(round(w * 3 * ratio), round(height * ratio))
        pix.setDevicePixelRatio(ratio)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        for i, t in enumerate(tiles):
            painter.drawPixmap(i * w, 0, self.art.pixmap(t, height, ratio))
        painter.end()
        icon = QIcon(pix)
        return icon

    def choose_chow(self) -> ChowChooser | None:
        """Several chows fit the discard: a small chooser above the action bar showing each
        as its tiles (1, 2, 3, or the arrow keys and Enter; Esc closes it, nothing claimed)."""
        if not self.chow_choices:
            return None
        if len(self.chow_choices) == 1:
            self.play(self.chow_choices[0])
            return None
        self._close_chooser()
        chooser = ChowChooser(self.chow_choices,
                              [self._chow_icon(a, 40) for a in self.chow_choices], self)
        chooser.chosen.connect(self.play)
        chooser.closed.connect(self.table.setFocus)
        chooser.adjustSize()
        # Over the table's bottom right corner, just above the chow button.
        area = self.table.geometry()
        x = area.right() - chooser.width() - 4
        y = area.bottom() - chooser.height() - 4
        chooser.move(max(4, x), max(4, y))
        chooser.show()
        chooser.raise_()
        chooser.setFocus()
        self.chow_menu = chooser
        return chooser

    def _close_chooser(self) -> None:
        if self.chow_menu is not None:
            self.chow_menu.hide()
            self.chow_menu.deleteLater()
            self.chow_menu = None

    def play(self, action: Action) -> None:
        if self.controller.act(action):
            self.table.setFocus()

    def confirm_exchange(self) -> None:
        tiles = self.table.exchange_tiles()
        action = Action(Act.EXCHANGE, tiles=tiles)
        if action not in self.legal:
            self.status.notify("pick_three")
            return
        self.table.exchange_mode = False
        self.table.exchange_selection = set()
        self.play(action)

    def _tile_activated(self, tile: Tile) -> None:
        view = self.controller.human_view()
        if view is None or view.phase is not Phase.TURN:
            return
        self.controller.discard(tile)

    def _tile_refused(self, tile: Tile) -> None:
        """A tile that may not go now: say why in the status line."""
        view = self.controller.human_view()
        if view is None or not self.legal:
            return
        discards = {a.tile for a in self.legal if a.act is Act.DISCARD}
        if not discards or tile in discards:
            return
        void = view.void
        if void is not None and tile.suit.value != void and all(
                t.suit.value == void for t in discards if t is not None):
            self.status.notify("void_first", void)
        else:
            self.status.notify("no_discard", tile)

    def _exchange_count(self, picked: int) -> None:
        self.status.expect("exchange_count", picked)

    def _exchange_full(self) -> None:
        self.status.notify("exchange_full")

    # -- the status line ---------------------------------------------------------------------

    def _status_words(self, key: str, args: tuple[object, ...]) -> str:
        """A status id and its arguments in the words of the current language."""
        if key in ("claim", "claim_chow"):
            return self.claim_prompt()
        if key in STATUS_WORDS:
            return status_words(key)
        if key == "saved":
            return self.tr("Game saved.")
        if key == "pick_three":
            table = self.controller.table
            if table is not None and table.profile.exchange_any:
                return self.tr("Pick exactly three tiles.")
            return self.tr("Pick exactly three tiles of one suit.")
        if key == "exchange_full":
            return self.tr("Three tiles are already picked: click one of them to put it back "
                           "before you pick another.")
        if key == "exchange_count" and isinstance(args[0], int):
            return self.tr("{0} of 3 tiles picked to pass on (raised and outlined); click a "
                           "picked tile to put it back, then confirm (E).").format(
                               texts.number(args[0]))
        if key == "void_first":
            return self.tr("You still hold {0} (your void suit): those tiles must go "
                           "first.").format(texts.suit(str(args[0])))
        if key == "no_discard" and isinstance(args[0], Tile):
            return self.tr("{0} cannot be discarded now.").format(texts.tile(args[0]))
        if key == "unkept":
            return self.tr("This game cannot be kept for the next start ({0}). Save it with "
                           "Game → Save game, or free the data folder.").format(args[0])
        return ""

    def claim_prompt(self) -> str:
        """What to do with a discard, naming only the claims legal now (a chow alone: "Claim
        the discard (chow C) or pass (Space).")."""
        acts = {a.act for a in self.legal}
        words = {Act.CHOW: self.tr("chow C"), Act.PONG: self.tr("pong P"),
                 Act.KONG: self.tr("kong K"), Act.WIN: self.tr("win W")}
        named = [text for act, text in words.items() if act in acts]
        if not named:
            return status_words("claim")
        return self.tr("Claim the discard ({0}) or pass (Space).").format(texts.listed(named))

    def _show_status(self) -> None:
        self.prompt_label.setText(self.status.text())
        notice = self.status.notice()
        self.notice_label.setText(notice)
        self.notice_label.setVisible(bool(notice))

    def status_text(self) -> str:
        """The status line as shown: the expectation, then the notice while it shows."""
        return " ".join(t for t in (self.status.text(), self.status.notice()) if t)

    # -- the teacher at the table ------------------------------------------------------------

    def teacher_actions(self) -> list[QAction]:
        """The teacher's switches (waits, hover highlight, danger marks, warnings, sound), for
        a menu of the window; the page's own Teacher button offers the same actions."""
        return list(self._teacher_actions.values())

    def set_teacher(self, part: str, on: bool) -> None:
        """Turn one part of the teacher (or the sound) on or off, and remember it."""
        settings = open_settings()
        if part == "sound":
            self.sounds.enabled = on
            settings.setValue(KEY_SOUND, on)
        else:
            self.teacher_on[part] = on
            settings.setValue(TEACHER_KEYS[part], on)
        settings.sync()
        action = self._teacher_actions[part]
        if action.isChecked() != on:
            action.setChecked(on)
        self.table.hover_enabled = self.teacher_on["hover"]
        if not self.teacher_on["hover"]:
            self.table.hover_kind(None)
        self._update_teacher()

    def _update_teacher(self) -> None:
        """Waits, danger marks and warnings for the position now (each when it is on)."""
        from mahjong_gui.bots import table_hints  # the bots load with the first game

        view = self.controller.human_view()
        lines: list[str] = []
        dangers: dict[Tile, float] = {}
        tips: dict[Tile, str] = {}
        if view is not None and not self.controller.hand_over:
            if self.teacher_on["waits"]:
                waits = table_hints.ready_waits(view)
                line = waits_line(waits)
                selected = self.table.selected_tile()
                if not line and selected is not None and self.table.selectable:
                    line = waits_line(table_hints.waits_after(view, selected), selected)
                if line:
                    lines.append(line)
            if self.teacher_on["warnings"]:
                lines += [warning_text(w) for w in table_hints.warnings(view, self.legal)]
            if self.teacher_on["danger"]:
                chance = table_hints.teacher(view).danger_is_chance
                for tile, per_seat in table_hints.hand_dangers(view).items():
                    dangers[tile] = table_hints.danger_level(
                        view, max((d for _s, d in per_seat), default=0.0))
                    tips[tile] = danger_tip(per_seat, self.names, chance)
        self.table.set_dangers(dangers, tips)
        self.teacher_lines = lines
        self.teacher_label.setText("\n".join(lines))

    # -- hints -------------------------------------------------------------------------------

    def ask_hint(self) -> None:
        if self.controller.request_hint():
            self.hint_label.setText(self.tr("Thinking…"))
            self.hint_label.setToolTip("")
            self.hint_label.show()

    def _show_hint(self, h: Hint) -> None:
        """Show the suggestion, the reason and the numbers; put the cursor on the tile."""
        action = h.action
        lines = hint_lines(h, self.names)
        self.hint_label.setText("\n".join(lines))
        self.hint_label.setToolTip(plain.tip(values_tip(h)))
        self.hint_label.show()
        if action.act is Act.DISCARD:
            for i, item in enumerate(self.table.hand_items):
                if item.tile == action.tile:
                    self.table.hand_cursor = i
            self.table.set_selectable(self.table.selectable)

    def _events_added(self, events: list[ev.Event]) -> None:
        self._sync_log()
        for e in events:
            if not self._loading:
                self._announce_event(e)
            if isinstance(e, ev.TilesExchanged):
                # Seat s passes to s+1 ("next"), s-1 or s+2; the human (seat 0) receives
                # from the opposite neighbour.
                shift = {"next": 1, "previous": -1, "across": 2}[e.direction]
                giver = (HUMAN - shift) % 4
                where = {"next": self.tr("to the player on your right"),
                         "previous": self.tr("to the player on your left"),
                         "across": self.tr("across the table")}[e.direction]
                got = " ".join(str(t) for t in e.picks[giver])
                self._show_banner(self.tr("Everyone passed three tiles {0}.\nYou received {1} "
                                          "from {2}.").format(where, got, self.names[giver]))

    # -- the action log ----------------------------------------------------------------------

    def _sync_log(self) -> None:
        """Bring the log up to the match's events (all again after a take-back, a new game
        or an opened file)."""
        match = self.controller.match
        events = match.events if match is not None else []
        if match is not self._log_match or len(events) < self._logged:
            self.log_list.clear()
            self._log_match = match
            self._logged = 0
        if len(events) == self._logged:
            return
        for e in events[self._logged:]:
            text = describe_public(e, self.names, HUMAN)
            if text:
                self.log_list.addItem(text)
        self._logged = len(events)
        self.log_list.scrollToBottom()

    def _rebuild_log(self) -> None:
        self._log_match = None
        self._sync_log()

    def log_lines(self) -> list[str]:
        return [self.log_list.item(i).text() for i in range(self.log_list.count())]

    def _show_log(self, shown: bool) -> None:
        self.log_list.setVisible(shown)
        self._fit_side()

    def _fit_side(self) -> None:
        """The side pane is open while the log or the tracker shows, closed otherwise."""
        wanted = self.log_list.isVisibleTo(self.side) or self.tracker.isVisibleTo(self.side)
        sizes = self.split.sizes()
        total = sum(sizes) or 1120
        if wanted and sizes[1] == 0:
            width = max(240, self.tracker.minimumSizeHint().width()) \
                if self.tracker.isVisibleTo(self.side) else 240
            self.split.setSizes([max(0, total - width), width])
        elif not wanted and sizes[1] > 0:
            self.split.setSizes([total, 0])

    def _side_moved(self) -> None:
        if self.split.sizes()[1] == 0:  # dragged shut: both go
            self.log_button.setChecked(False)
            self.tracker_action.setChecked(False)
        elif not self.log_button.isChecked() and not self.tracker_action.isChecked():
            self.log_button.setChecked(True)

    def show_tracker(self, shown: bool) -> None:
        """Show or hide the tile tracker beside the table; remembered."""
        settings = open_settings()
        settings.setValue(KEY_TRACKER, shown)
        settings.sync()
        if self.tracker_action.isChecked() != shown:
            self.tracker_action.setChecked(shown)
        self.tracker.setVisible(shown)
        self.tracker.show_view(self.controller.human_view() if shown else None)
        self._fit_side()

    def set_auto(self, part: str, on: bool) -> None:
        """Switch one convenience (a field of ``AutoPlay``) and remember it; one that applies
        to the decision waiting now plays it."""
        from dataclasses import replace

        settings = open_settings()
        settings.setValue(AUTO_KEYS[part], on)
        settings.sync()
        action = self.auto_actions[part]
        if action.isChecked() != on:
            action.setChecked(on)
        self.controller.set_auto(replace(self.controller.auto, **{part: on}))

    # -- calls announced at the caller's seat ------------------------------------------------

    def _call_text(self, e: ev.Event) -> str | None:
        if isinstance(e, ev.Ponged):
            return self.tr("Pong!")
        if isinstance(e, ev.Chowed):
            return self.tr("Chow!")
        if isinstance(e, ev.KongDeclared):
            return self.tr("Added kong!")
        if isinstance(e, ev.Konged):
            return {"exposed": self.tr("Kong!"), "concealed": self.tr("Concealed kong!"),
                    "added": None}[e.kind]  # an added kong was announced when declared
        if isinstance(e, ev.Won):
            return {"self": self.tr("Self-drawn win!"), "discard": self.tr("Win!"),
                    "robbed": self.tr("Robbing the kong!")}[e.win]
        return None

    def _announce_event(self, e: ev.Event) -> None:
        text = self._call_text(e)
        seat = getattr(e, "seat", None)
        if text is None or not isinstance(seat, int):
            return
        self.announcements.append((seat, text))
        speed = 0 if self.controller.skipping else self.controller.speed
        if speed:
            self.sounds.play(_SOUND_OF.get(type(e).__name__, "pong"))
        duration = {1: 2200, 2: 1500, 3: 900}.get(speed, 0)
        if not duration:  # no animations: recorded and logged, not shown
            return
        label = plain.label(text, self.table)
        label.setObjectName("call_announcement")
        label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        label.setStyleSheet(
            "QLabel#call_announcement { background: rgba(10, 30, 22, 225); color: #ffd166;"
            " border: 2px solid #ffd166; border-radius: 10px; padding: 4px 14px; }")
        font = QFont(label.font())
        font.setPointSizeF(max(14.0, font.pointSizeF() * 1.6))
        font.setBold(True)
        label.setFont(font)
        label.adjustSize()
        point = self.table.seat_point(seat)
        label.move(point.x() - label.width() // 2, point.y() - label.height() // 2)
        effect = QGraphicsOpacityEffect(label)
        label.setGraphicsEffect(effect)
        fade = QPropertyAnimation(effect, b"opacity", label)
        fade.setDuration(duration)
        fade.setKeyValueAt(0.0, 1.0)
        fade.setKeyValueAt(0.7, 1.0)
        fade.setKeyValueAt(1.0, 0.0)
        fade.setEasingCurve(QEasingCurve.Type.Linear)
        fade.finished.connect(lambda lb=label: self._drop_call(lb))
        label.show()
        label.raise_()
        fade.start()
        self.call_labels.append(label)

    def _drop_call(self, label: QLabel) -> None:
        if label in self.call_labels:
            self.call_labels.remove(label)
        label.deleteLater()

    # -- banners: queued, each shown in turn -------------------------------------------------

    def _show_banner(self, text: str, seat: int | None = None) -> None:
        if self.banner.isVisible() and self._banner_timer.isActive():
            self._banner_queue.append((text, seat))  # never replace a banner still being read
            return
        self._display_banner(text, seat)

    def _display_banner(self, text: str, seat: int | None = None) -> None:
        """Inside the four hands, so it covers no hand; a win's over the winner's own side
        (between its hand and the centre), so the centre and the other rivers stay in view,
        for 2.5 s."""
        self.banners_shown.append(text)
        self.banner.setText(text)
        area = self.table.inner_rect()
        if seat is None:
            self.banner.setMaximumWidth(max(200, area.width() * 2 // 3))
            self.banner.adjustSize()
            x = area.x() + (area.width() - self.banner.width()) // 2
            y = area.y() + (area.height() - self.banner.height()) // 2
        else:
            at = self.table.seat_point(seat)
            side = abs(at.x() - area.center().x()) > abs(at.y() - area.center().y())
            self.banner.setMaximumWidth(max(160, area.width() * (3 if side else 6) // 10))
            self.banner.adjustSize()
            x = min(max(area.left(), at.x() - self.banner.width() // 2),
                    area.right() - self.banner.width())
            y = min(max(area.top(), at.y() - self.banner.height() // 2),
                    area.bottom() - self.banner.height())
        self.banner.move(max(0, x), max(0, y))
        self.banner.show()
        self.banner.raise_()
        self._banner_timer.start(2500)

    def _next_banner(self) -> None:
        if self._banner_queue:
            self._display_banner(*self._banner_queue.pop(0))
        else:
            self.banner.hide()

    def _clear_banners(self) -> None:
        self._banner_queue = []
        self._banner_timer.stop()
        self.banner.hide()

    def _win(self, won: ev.Won) -> None:
        name = self.names[won.seat]
        view = self.controller.human_view()
        profile = self._profile_of(view) if view is not None else None
        shown = won_view(profile, won)
        if shown is not None and shown.headline == "total":
            # Each row with its units, then the total (cut to the limit).
            pats = " + ".join(f"{texts.pattern(line.id)} {texts.number(line.shown)}"
                              for line in shown.lines)
            pats = self.tr("{0} = {1} faan").format(pats, texts.number(shown.total))
            if shown.limited:
                pats = self.tr("{0} (limit)").format(pats)
        else:
            pats = texts.patterns([(pid, count) for pid, _v, count in won.patterns])
        pays = texts.join([
            self.tr("You pay {0}").format(texts.number(p.amount)) if p.payer == HUMAN
            else self.tr("{0} pays {1}").format(self.names[p.payer], texts.number(p.amount))
            for p in won.payments if p.payee == won.seat])
        kind = {"self": self.tr("self-draw"), "discard": self.tr("on a discard"),
                "robbed": self.tr("robbing a kong")}[won.win]
        if won.seat == HUMAN:
            text = self.tr("You win {0} with {1}\n{2}").format(kind, pats, pays)
        else:
            text = self.tr("{0} wins {1} with {2}\n{3}").format(name, kind, pats, pays)
        self._show_banner(text, won.seat)

    def _match_ended(self, end: ev.MatchEnded) -> None:
        self._final = end
        self._show_banner(match_over_text(end, self.names))

    def _hand_ended(self, summary: HandSummary) -> None:
        QTimer.singleShot(0, lambda: self._show_hand_dialog(summary))

    def _show_hand_dialog(self, summary: HandSummary) -> None:
        final = self._final if self.controller.match and self.controller.match.finished \
            else None
        self.hand_dialog = HandEndDialog(summary, self.names, final, self, self.art)
        self.hand_dialog.finished.connect(self._after_hand_dialog)
        match = self.controller.match
        if match is not None:
            events = tuple(match.events)
            dialog = self.hand_dialog
            dialog.replay_button.clicked.connect(
                lambda: self.replay(events, parent=dialog))
            if dialog.review_button is not None:  # the match's end
                dialog.review_button.clicked.connect(
                    lambda: self.review(events, parent=dialog))
        self.hand_dialog.open()

    def skip_to_end(self) -> bool:
        """Play the rest of this hand at once, without pauses or animations (only while
        you have nothing left to decide in it)."""
        if not self.controller.skip_to_end():
            return False
        self.table.speed = 0
        return True

    def _after_hand_dialog(self) -> None:
        self.table.speed = self.controller.speed  # a skipped hand's rest had none
        self.hand_dialog = None
        self._clear_banners()  # the dialog listed every win
        self.controller.next_hand()
        self.table.setFocus()

    # -- translation -------------------------------------------------------------------------

    def retranslate(self) -> None:
        if self.controller.match is not None:
            self.names = texts.seat_names(self.controller.settings.names)
        self.new_button.setText(self.tr("New game…"))
        self.hint_button.setText(self.tr("Hint (H)"))
        self.undo_button.setText(self.tr("Take back (Ctrl+Z)"))
        self.log_button.setText(self.tr("Log"))
        self.table_button.setText(self.tr("Table"))
        self.table_button.setToolTip(self.tr("Automatic moves and the tile tracker"))
        self.auto_actions["win"].setText(self.tr("Win automatically when I can"))
        self.auto_actions["pass_claims"].setText(self.tr(
            "Pass automatically on every claim but a win"))
        self.auto_actions["discard_drawn"].setText(self.tr(
            "Discard the tile I draw when no kong or win is possible"))
        self.tracker_action.setText(self.tr("Show the tile tracker (copies not seen yet)"))
        self.tracker.update()
        self.teacher_button.setText(self.tr("Teacher"))
        self.teacher_button.setToolTip(self.tr("What the teacher shows at the table"))
        words = {"waits": self.tr("Show my waits and their tiles left"),
                 "hover": self.tr("Highlight the tiles of the kind under the pointer"),
                 "danger": self.tr("Mark the danger of my tiles against ready-looking players"),
                 "warnings": self.tr("Warn before a rule costs me (passed wins, void tiles, "
                                     "not ready late)"),
                 "sound": self.tr("Sound for calls") if self.sounds.available
                 else self.tr("Sound for calls (needs QtMultimedia)")}
        for part, action in self._teacher_actions.items():
            action.setText(words[part])
        self._teacher_actions["sound"].setToolTip("" if self.sounds.available else self.tr(
            "Sound needs Qt's multimedia module, the optional extra: {0}").format(
                INSTALL_SOUND))
        self.skip_button.setText(self.tr("Skip to the end of the hand"))
        self.skip_button.setToolTip(self.tr("You have nothing left to decide in this hand: "
                                            "play the rest at once"))
        self.log_button.setToolTip(self.tr("Show or hide the list of every action at the table"))
        self._update_reasons()
        self.welcome.setText(self.tr("Start a game against three computer players\n"
                                     "(Ctrl+N)"))
        self.newcomer_button.setText(self.tr("New to mahjong? Play a guided first hand"))
        self._update_resume()
        self._update_newcomer()
        self.status.refresh()  # the expectation and any notice in the new language
        if self.controller.match is None:
            self.info_label.setText(self.tr("No game yet: press New game (Ctrl+N)."))
        else:
            self._rebuild_buttons()
            view = self.controller.human_view()
            if view is not None:
                self._view_changed(view)
            self._rebuild_log()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange and hasattr(self, "action_bar"):
            self._text_factor = 0.0  # the interface font changed: the grown size follows it
            self._fit_text()
        super().changeEvent(event)

    def set_speed(self, speed: int) -> None:
        self.controller.set_speed(speed)
        self.table.speed = self.controller.speed
