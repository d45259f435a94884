"""The Play area: the table, the action bar (only legal moves, each with a shortcut), the win
banner and the end-of-hand dialog, all fed by the ``GameController``.

This module makes the page's widgets and wires them; what they do is in the parts the page
is made of (``fitting``, ``games``, ``turn``, ``teacher``, ``banners``; ``base`` holds what
they share and ``chooser`` the chow chooser).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMenu,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Action
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.controller import AutoPlay, GameController
from mahjong_gui.ui.dialogs import HandEndDialog
from mahjong_gui.ui.play import banners as _banners
from mahjong_gui.ui.play import fitting as _fitting
from mahjong_gui.ui.play import games as _games
from mahjong_gui.ui.play import teacher as _teacher
from mahjong_gui.ui.play import turn as _turn
from mahjong_gui.ui.play.base import AUTO_KEYS, TEACHER_KEYS
from mahjong_gui.ui.play.chooser import ChowChooser
from mahjong_gui.ui.replay import ReplayDialog
from mahjong_gui.ui.settings import KEY_TRACKER, open_settings, read_bool
from mahjong_gui.ui.sound import INSTALL_SOUND, KEY_SOUND, Sounds
from mahjong_gui.ui.status import StatusModel
from mahjong_gui.ui.table_view import TableView
from mahjong_gui.ui.tile_art import TileArt
from mahjong_gui.ui.tracker import TileTracker

if TYPE_CHECKING:
    from mahjong_gui.store.autosave import Kept


class PlayPage(_games.PlayPage, _turn.PlayPage, _teacher.PlayPage, _banners.PlayPage,
               _fitting.PlayPage):
    """One game against three bots. ``controller`` is public so tests can drive the game."""

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
        self._build_top(top)
        settings = open_settings()
        self._build_teacher_menu(settings, top)
        self._build_table_menu(settings, top)
        self.new_button = QPushButton()
        self.new_button.setObjectName("new_game")
        self.new_button.clicked.connect(self.new_game_dialog)
        top.addWidget(self.new_button)
        layout.addLayout(top)
        self._page_layout, self._top, self._info_above = layout, top, False
        self._build_table()
        layout.addWidget(self.split, 1)
        self._log_match: object = None
        self._logged = 0
        self._loading = False
        self.announcements: list[tuple[int, str]] = []  # every call announced (seat, text)
        self.call_labels: list[QLabel] = []  # the announcements on the table now
        self._banner_queue: list[tuple[str, int | None]] = []  # (text, the winner's seat)
        self.banners_shown: list[str] = []  # every banner, in the order it was shown
        self._build_welcome()
        self._build_banner()
        self._build_teacher_strip(layout)
        self._build_action_bar(layout)
        self.action_buttons: list[tuple[QPushButton, Action]] = []
        self._shortcuts: list[QShortcut] = []
        self.chow_choices: list[Action] = []  # the chows the chow button offers
        self.chow_menu: ChowChooser | None = None
        self._connect_controller()
        self.retranslate()

    def _build_top(self, top: QHBoxLayout) -> None:
        """The game's line, Hint and Take back (with their keys) and the log's switch; the
        hint's own line, placed under the table by ``_build_teacher_strip``."""
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

    def _build_teacher_menu(self, settings: QSettings, top: QHBoxLayout) -> None:
        """The teacher's parts and the sound, each switched from the Teacher button's menu."""
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

    def _build_table_menu(self, settings: QSettings, top: QHBoxLayout) -> None:
        """The Table button's menu: the automatic moves and the tile tracker."""
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

    def _build_table(self) -> None:
        """The table, and beside it the side pane: the tile tracker above the action log."""
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

    def _build_welcome(self) -> None:
        """The buttons on the empty table: start, resume, the newcomer's guided hand."""
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

    def _build_banner(self) -> None:
        """The banner over the table and its timer."""

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

    def _build_teacher_strip(self, layout: QVBoxLayout) -> None:
        """Under the table: the hint and the teacher's words."""
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

    def _build_action_bar(self, layout: QVBoxLayout) -> None:
        """Under the teacher's strip: the prompt, the notice and the legal moves."""
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

    def _connect_controller(self) -> None:
        """The controller's signals to the page's parts."""
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
