"""The Scorebook area's page: sessions at a real table recorded hand by hand, settled by the
engine and kept in the SQLite scorebook (``store/scorebook/``).

The page never computes a payment and never decides a rule: the open session lives in a
``SessionModel`` (``ui/scorebook_state.py``, no Qt) that writes through the store and asks the
engine; the page draws what the model holds (hands, entries, payments, standings, the chart)
and turns the user's keys and clicks into the model's changes, each of which can be undone.
Writes run on the page's writer thread (``ScorebookWriter``); the page notices another
window's or program's write within ``POLL_MS`` and shows it in place; the players' screen
(``ui/players_screen.py``) follows it. This module makes the page's widgets and wires them;
what they do is in the parts it is made of (``sessions``, ``panels``, ``hands``,
``recording``, ``transfer``, ``report``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import cast

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLayout,
    QLineEdit,
    QListWidget,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.store.scorebook import Scorebook, ScorebookError, default_path
from mahjong_gui.ui import plain
from mahjong_gui.ui.flow_layout import FlowLayout
from mahjong_gui.ui.scorebook import hands as _hands
from mahjong_gui.ui.scorebook import panels as _panels
from mahjong_gui.ui.scorebook import recording as _recording
from mahjong_gui.ui.scorebook import report as _report
from mahjong_gui.ui.scorebook import sessions as _sessions
from mahjong_gui.ui.scorebook import transfer as _transfer
from mahjong_gui.ui.scorebook.hands_model import HandsModel, HandsTree
from mahjong_gui.ui.scorebook.writer import ScorebookWriter
from mahjong_gui.ui.scorebook_history import HistoryView
from mahjong_gui.ui.scorebook_state import SessionModel
from mahjong_gui.ui.widgets.chart import RunningTotalChart

ENTRY_KEYS = {"win": "W", "kong": "K", "wall_end": "E", "penalty": "P", "draw": "D"}
POLL_MS = 500  # how often the page asks whether another window or program wrote the file


def _button(name: str, slot: Callable[..., object], layout: QLayout) -> QPushButton:
    """A push button (its text comes in ``retranslate``) wired to ``slot`` and placed; it never
    shrinks below its text."""
    button = QPushButton()
    button.setObjectName(name)
    button.clicked.connect(slot)
    button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
    layout.addWidget(button)
    return button


class ScorebookPage(_sessions.ScorebookPage, _panels.ScorebookPage, _hands.ScorebookPage,
                    _recording.ScorebookPage, _transfer.ScorebookPage, _report.ScorebookPage):
    """Sessions on the left; the chosen session's standings, hands and payments on the right.

    Writes run on the page's writer thread (``ScorebookWriter``); every ``POLL_MS`` the page
    asks SQLite whether another connection wrote the file (``Scorebook.data_version``) and
    then shows the file as it is, the chosen session, hand and tab kept (``refresh``; the
    players' screen follows through ``shown``)."""

    def __init__(self, path: str | Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._build_state(path)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        outer.addWidget(split)
        split.addWidget(self._build_sessions_side())
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(6, 0, 0, 0)
        self._build_heading(rl)
        self._build_buttons(rl)
        self.message_label = plain.label()
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        rl.addWidget(self.message_label)
        self._build_hands_tree()
        self._build_tabs(rl)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setSizes([250, 770])
        self._build_actions()

        self.retranslate()
        self.reload_sessions()
        self.poll_timer = QTimer(self)
        self.poll_timer.setObjectName("scorebook_poll")
        self.poll_timer.setInterval(POLL_MS)
        self.poll_timer.timeout.connect(self.poll)
        self.poll_timer.start()

    def _build_state(self, path: str | Path | None) -> None:
        """The writer thread, the import's state, the scorebook file opened."""
        self.writer = writer = ScorebookWriter(self)
        writer.slow.connect(lambda: self._say(self.tr("Saving…")))
        self.destroyed.connect(lambda *_: writer.close())  # its thread's scorebook closed
        self.players_screen = None  # ui/players_screen.PlayersScreen, once opened
        self._seen = None  # the file's data_version the page last showed
        self._listed = []  # the sessions' list as shown
        self._import_pool = None  # made at the first import
        self.importing = False
        self._imported.connect(self._import_done)
        self.setObjectName("page_scorebook")
        self.path = Path(path) if path is not None else default_path()
        self.model = None
        self._book = None
        # The hands tree's rows show these views (for this session, names and profile).
        self._hand_views = ()
        self._hands_context = ()
        self.open_error = ""
        self._open_book(self.path)
        self.dialog = None
        self._pending_win = None  # from the calculator
        self._pending_shown = None

    def _build_sessions_side(self) -> QWidget:
        """The left side: the sessions' list, its search, and the buttons under it."""
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 6, 0)
        self.sessions_label = plain.label()
        self.sessions_label.setObjectName("sessions_label")
        ll.addWidget(self.sessions_label)
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("search")
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.textChanged.connect(lambda *_: self.reload_sessions())
        ll.addWidget(self.search_edit)
        self.session_list = QListWidget()
        self.session_list.setObjectName("sessions")
        self.session_list.setWordWrap(True)
        self.session_list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.session_list.currentItemChanged.connect(self._session_chosen)
        ll.addWidget(self.session_list, 1)
        row = QHBoxLayout()
        self.new_session_button = _button("new_session", lambda: self.new_session(), row)
        self.edit_session_button = _button("edit_session", self.edit_session, row)
        self.delete_session_button = _button("delete_session", self._delete_session_clicked, row)
        ll.addLayout(row)
        row = QHBoxLayout()
        self.import_button = _button("import", self._import_clicked, row)
        self.export_button = _button("export", self._export_clicked, row)
        ll.addLayout(row)
        row = QHBoxLayout()
        self.open_button = _button("open_scorebook", self._open_clicked, row)
        self.roster_button = _button("roster", lambda: self.roster_dialog(), row)
        ll.addLayout(row)
        row = QHBoxLayout()
        self.pdf_button = _button("pdf", self._pdf_clicked, row)
        self.screen_button = _button("players_screen", lambda: self.open_players_screen(), row)
        row.addStretch(1)
        ll.addLayout(row)
        return left

    def _build_heading(self, rl: QVBoxLayout) -> None:
        """The session's title, its rules, its plan and the standings."""
        self.title_label = plain.label()
        self.title_label.setObjectName("session_title")
        tf = QFont(self.title_label.font())
        tf.setPointSizeF(max(tf.pointSizeF(), 9.0) * 1.4)
        tf.setBold(True)
        self.title_label.setFont(tf)
        self.title_label.setWordWrap(True)
        rl.addWidget(self.title_label)
        self.subtitle_label = plain.label()
        self.subtitle_label.setObjectName("session_subtitle")
        self.subtitle_label.setWordWrap(True)
        rl.addWidget(self.subtitle_label)
        self.plan_label = plain.label()
        self.plan_label.setObjectName("plan")
        self.plan_label.setWordWrap(True)
        rl.addWidget(self.plan_label)
        self.standings = QTableWidget(0, 0)
        self.standings.setObjectName("standings")
        self._plain_table(self.standings)
        self.standings.horizontalScrollBar().rangeChanged.connect(
            lambda *_: self._fit_standings_height())
        rl.addWidget(self.standings)

    def _build_buttons(self, rl: QVBoxLayout) -> None:
        """Two rows of actions: what a hand records, then what edits the record."""
        self.session_area = QWidget()
        sa = QVBoxLayout(self.session_area)
        sa.setContentsMargins(0, 0, 0, 0)
        actions = FlowLayout()
        self.entry_buttons = {}
        for kind in ENTRY_KEYS:
            self.entry_buttons[kind] = _button(
                f"add_{kind}", lambda _=False, k=kind: self.add_entry(k), actions)
        self.new_hand_button = _button("new_hand", self.new_hand, actions)
        self.seats_button = _button("change_seats", lambda: self.change_seats(), actions)
        sa.addLayout(actions)
        edits = FlowLayout()
        self.edit_button = _button("edit_entry", self.edit_selected, edits)
        self.delete_button = _button("delete_entry", self._delete_clicked, edits)
        self.undo_button = _button("undo", self.undo, edits)
        self.redo_button = _button("redo", self.redo, edits)
        sa.addLayout(edits)
        rl.addWidget(self.session_area)

    def _build_hands_tree(self) -> None:
        """The hands tree: a row per hand, opened on its entries (``HandsModel``)."""
        self.hands_model = HandsModel(self)
        self.hands_tree = HandsTree(self.hands_model)
        self.hands_tree.setObjectName("hands")
        self.hands_tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.hands_tree.setAlternatingRowColors(True)
        self.hands_tree.setUniformRowHeights(True)
        header = self.hands_tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(72)
        for c in range(1, 5):  # fitted to their numbers by HandsTree.fit_numbers
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
        self.hands_tree.selectionModel().currentChanged.connect(
            lambda *_: self._selection_changed())
        # Enter or a double-click edits the entry
        self.hands_tree.activated.connect(lambda *_: self.edit_selected())

    def _build_tabs(self, rl: QVBoxLayout) -> None:
        """The tabs: the hands and their payments, statistics, the chart, the night's money,
        the history."""
        self.tabs = QTabWidget()
        self.tabs.setObjectName("scorebook_tabs")
        hands_tab = QWidget()
        hl = QVBoxLayout(hands_tab)
        hl.setContentsMargins(0, 4, 0, 0)
        hl.addWidget(self.hands_tree, 3)
        self.payments_label = plain.label()
        hl.addWidget(self.payments_label)
        self.payments = QTableWidget(0, 0)
        self.payments.setObjectName("payments")
        self._plain_table(self.payments)
        hl.addWidget(self.payments, 2)
        self.tabs.addTab(hands_tab, "")
        self.tabs.addTab(self._build_stats_tab(), "")
        self.chart = RunningTotalChart()
        self.tabs.addTab(self.chart, "")
        self.tabs.addTab(self._build_money_tab(), "")
        # Who changed what, when (store/scorebook/history.py): the hand's or the session's.
        self.history_view = HistoryView(
            lambda ev: self.describe(ev, self._names(), self.profile) if self.profile
            else str(ev.get("type")))
        self.history_view.hand_only.toggled.connect(lambda *_: self._draw_history())
        self.tabs.addTab(self.history_view, "")
        self.tabs.currentChanged.connect(lambda *_: self._draw_stats())
        self.tabs.currentChanged.connect(lambda *_: self._draw_history())
        rl.addWidget(self.tabs, 1)

    def _build_stats_tab(self) -> QWidget:
        stats_tab = QWidget()
        sl = QVBoxLayout(stats_tab)
        sl.setContentsMargins(0, 4, 0, 0)
        self.club_box = QCheckBox()
        self.club_box.setObjectName("club_stats")
        self.club_box.toggled.connect(lambda *_: self._draw_stats())
        sl.addWidget(self.club_box)
        self.stats_table = QTableWidget(0, 0)
        self.stats_table.setObjectName("stats")
        self._plain_table(self.stats_table)
        self.stats_table.setSortingEnabled(True)
        sl.addWidget(self.stats_table, 1)
        return stats_tab

    def _build_money_tab(self) -> QWidget:
        """The night's money (store/money.py): the terms, each player's money, who pays whom."""
        money_tab = QWidget()
        ml = QVBoxLayout(money_tab)
        ml.setContentsMargins(0, 4, 0, 0)
        self.money_label = plain.label()
        self.money_label.setObjectName("money_summary")
        self.money_label.setWordWrap(True)
        ml.addWidget(self.money_label)
        self.money_table = QTableWidget(0, 0)
        self.money_table.setObjectName("money")
        self._plain_table(self.money_table)
        ml.addWidget(self.money_table, 1)
        return money_tab

    def _action(self, name: str, slot: Callable[[], object],
                keys: Sequence[QKeySequence | QKeySequence.StandardKey]) -> QAction:
        act = QAction(self)
        act.setObjectName(name)
        act.setShortcuts([QKeySequence(k) for k in keys])
        act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        act.triggered.connect(lambda *_: slot())
        self.addAction(act)
        return act

    def _build_actions(self) -> None:
        """The page's actions: the keys work wherever the focus is on the page; the lead's
        Edit and File menus can take ``edit_menu`` and ``open_action``."""
        action = self._action
        self.undo_action = action("undo_action", self.undo, [QKeySequence.StandardKey.Undo])
        self.redo_action = action("redo_action", self.redo,
                                  [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.open_action = action("open_scorebook_action", self._open_clicked, [])
        self.pdf_action = action("pdf_action", self._pdf_clicked, [])
        self.screen_action = action("players_screen_action",
                                    lambda: self.open_players_screen(), [])
        self.edit_menu = QMenu(self)
        self.edit_menu.setObjectName("scorebook_edit_menu")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)

    def _open_book(self, path: Path) -> bool:
        try:
            book = Scorebook(path)
        except ScorebookError as err:
            self.open_error = self.error_text(err, path)
            return False
        if self.book is not None:
            self.book.close()
        self.writer.close()
        self.book, self.path, self.open_error = book, path, ""
        self.model = SessionModel(book)
        self.model.runner = self._run_write
        self._seen = None
        return True

    def open_players_screen(self) -> QWidget:
        """The players' screen (``ui/players_screen.py``): a second window following this
        page's session live; opened again if it was closed."""
        if self.players_screen is None:
            from mahjong_gui.ui.players_screen import PlayersScreen

            self.players_screen = PlayersScreen(self)
        screen = self.players_screen
        screen.show()
        screen.raise_()
        screen.activateWindow()
        return cast(QWidget, screen)

    def open_scorebook(self, path: str | Path) -> bool:
        """Show another scorebook file (created at its first write if it does not exist);
        False, with the reason shown, when it cannot be opened (the current one stays)."""
        keep_book = self.book
        if not self._open_book(Path(path)):
            self._say(self.open_error, error=True)
            if keep_book is not None:
                self.open_error = ""
            return False
        self.search_edit.clear()
        self.reload_sessions()
        self._say(self.tr("Opened the scorebook {0}.").format(str(self.path)))
        return True

    def _open_clicked(self) -> None:
        chosen = self.choose_file(self.tr("Open scorebook"), str(self.path.parent),
                                  [self.tr("Scorebooks (*.sqlite3 *.sqlite *.db)"),
                                   self.tr("All files (*)")], save=False,
                                  accept=self.tr("Open"), must_exist=False)
        if chosen is not None:
            self.open_scorebook(chosen[0])

    def retranslate(self) -> None:
        self.sessions_label.setText(self.tr("Sessions"))
        self.sessions_label.setToolTip(plain.tip(str(self.path)))
        self.search_edit.setPlaceholderText(self.tr("Search by player, name or date"))
        self.new_session_button.setText(self.tr("New…"))
        self.edit_session_button.setText(self.tr("Edit…"))
        self.import_button.setText(self.tr("Import…"))
        self.export_button.setText(self.tr("Export…"))
        self.delete_session_button.setText(self.tr("Delete"))
        self.open_button.setText(self.tr("Open scorebook…"))
        self.open_action.setText(self.tr("Open scorebook…"))
        self.roster_button.setText(self.tr("Players…"))
        self.roster_button.setToolTip(self.tr("The club's players, kept across sessions"))
        self.pdf_button.setText(self.tr("PDF…"))
        self.pdf_button.setToolTip(self.tr("Save the standings and the hands as a PDF to "
                                           "print"))
        self.pdf_action.setText(self.tr("Save session as PDF…"))
        self.screen_button.setText(self.tr("Players' screen"))
        self.screen_button.setToolTip(self.tr(
            "A second window for the table: the standings in large type, the dealer and the "
            "last hand, following the scorebook"))
        self.screen_action.setText(self.tr("Players' screen"))
        self.edit_menu.setTitle(self.tr("Edit"))
        labels = {"win": self.tr("Win… (W)"), "kong": self.tr("Kong… (K)"),
                  "wall_end": self.tr("Wall end… (E)"), "penalty": self.tr("Penalty… (P)"),
                  "draw": self.tr("Drawn hand (D)")}
        # setText() replaces a button's shortcut with the text's mnemonic: keys come after.
        for kind, b in self.entry_buttons.items():
            b.setText(labels[kind])
            b.setShortcut(QKeySequence(ENTRY_KEYS[kind]))
        self.entry_buttons["draw"].setToolTip(self.tr(
            "Records the hand as drawn at once; Undo takes it back"))
        self.new_hand_button.setText(self.tr("New hand (N)"))
        self.seats_button.setText(self.tr("Change seats…"))
        self.seats_button.setToolTip(self.tr(
            "Between games: a player leaves and another sits down, or two swap seats"))
        self.tabs.setTabText(0, self.tr("Hands"))
        self.tabs.setTabText(1, self.tr("Statistics"))
        self.tabs.setTabText(2, self.tr("Chart"))
        self.tabs.setTabText(3, self.tr("Night's money"))
        self.tabs.setTabText(4, self.tr("History"))
        self.history_view.retranslate()
        self.club_box.setText(self.tr("All sessions with these rules (players by name)"))
        self.new_hand_button.setShortcut(QKeySequence("N"))
        self.edit_button.setText(self.tr("Edit…"))
        self.delete_button.setText(self.tr("Delete…"))
        self.delete_button.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.entry_buttons["wall_end"].setToolTip(self.tr(
            "The wall ran out: who is ready, not ready or a flower pig (查叫)"))
        self.new_hand_button.setToolTip(self.tr(
            "A hand that ends with a third winner or the wall's end starts the next one by "
            "itself"))
        self._hand_views = ()  # every row again, in the new language
        if self.book is not None:
            self.reload_sessions()
        else:
            self._draw()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
