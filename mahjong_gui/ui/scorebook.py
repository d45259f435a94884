"""The Scorebook area: sessions at a real table recorded hand by hand, settled by the engine and
kept in the SQLite scorebook (``store/scorebook.py``).

The page never computes a payment: it stores ledger events, asks the engine to settle the
session, and draws the rows it gets back (hands, their entries, payments, standings).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QFont, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine.inputs import InputLimitError, load_json
from mahjong_gui.engine.ledger import HandResult, PlayerStats, SessionResult
from mahjong_gui.engine.rules.hongkong import HKScore
from mahjong_gui.engine.scoring import Score
from mahjong_gui.engine.settlement import Payment, deltas
from mahjong_gui.store.files import UserFileError, read_user_file
from mahjong_gui.store.scorebook import (
    Scorebook,
    ScorebookError,
    SessionInfo,
    club_stats,
    default_path,
)
from mahjong_gui.ui import texts
from mahjong_gui.ui.scorebook_dialogs import (
    AnyProfile,
    EntryDialog,
    SessionDialog,
    join_notation,
    option_text,
    profile_of,
    signed,
)

ENTRY_KEYS = {"win": "W", "kong": "K", "wall_end": "E", "penalty": "P", "draw": "D"}
ONE_WIN_KINDS = ("win", "draw")  # where one win ends the hand: it, or a drawn hand
# Statistics columns that only mean something with a capability of the profile: kong money,
# the wall-end settlement of a bloody hand (ready or not), the flower pig of a void suit.
STAT_NEEDS = {"kongs": "kong_money", "ready": "bloody", "not_ready": "bloody",
              "pigs": "void_suit"}
_NEGATIVE = QColor("#b3261e")
_POSITIVE = QColor("#1b6e3a")


def hand_over(events: Sequence[Mapping[str, Any]], one_win: bool = False) -> bool:
    """A bloody hand ends with the wall's end or its third winner (docs/rules.md §2); where one win
    ends the hand (``one_win``, Hong Kong) with that win or its draw (docs/rules.md §3)."""
    if one_win:
        return bool(events)
    return (any(e.get("type") == "wall_end" for e in events)
            or sum(e.get("type") == "win" for e in events) >= 3)


def still_in(events: Sequence[Mapping[str, Any]]) -> list[int]:
    won = {e.get("seat") for e in events if e.get("type") == "win"}
    return [s for s in range(4) if s not in won]


def _button(name: str, slot: Callable[..., object], layout: QHBoxLayout) -> QPushButton:
    """A push button (its text comes in ``retranslate``) wired to ``slot`` and placed."""
    button = QPushButton()
    button.setObjectName(name)
    button.clicked.connect(slot)
    layout.addWidget(button)
    return button


class ScorebookPage(QWidget):
    """Sessions on the left; the chosen session's standings, hands and payments on the right."""

    def __init__(self, path: str | Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page_scorebook")
        self.path = Path(path) if path is not None else default_path()
        self.book: Scorebook | None = None
        self.open_error = ""
        try:
            self.book = Scorebook(self.path)
        except ScorebookError as err:
            self.open_error = self.error_text(err)
        self.session_id: int | None = None
        self.info: SessionInfo | None = None
        self.result: SessionResult | None = None
        self.hand_events: list[list[dict[str, Any]]] = []
        self.hand_notes: list[str] = []
        self.dialog: EntryDialog | SessionDialog | None = None
        self._pending_win: dict[str, Any] | None = None  # from the calculator

        outer = QHBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        split = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(split)

        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 6, 0)
        self.sessions_label = QLabel()
        ll.addWidget(self.sessions_label)
        self.session_list = QListWidget()
        self.session_list.setObjectName("sessions")
        self.session_list.currentItemChanged.connect(self._session_chosen)
        ll.addWidget(self.session_list, 1)
        row = QHBoxLayout()
        self.new_session_button = _button("new_session", lambda: self.new_session(), row)
        self.edit_session_button = _button("edit_session", self.edit_session, row)
        ll.addLayout(row)
        row = QHBoxLayout()
        self.import_button = _button("import", self._import_clicked, row)
        self.export_button = _button("export", self._export_clicked, row)
        self.delete_session_button = _button("delete_session", self._delete_session_clicked, row)
        ll.addLayout(row)
        split.addWidget(left)

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(6, 0, 0, 0)
        self.title_label = QLabel()
        self.title_label.setObjectName("session_title")
        tf = QFont(self.title_label.font())
        tf.setPointSizeF(max(tf.pointSizeF(), 9.0) * 1.4)
        tf.setBold(True)
        self.title_label.setFont(tf)
        self.title_label.setWordWrap(True)
        rl.addWidget(self.title_label)
        self.subtitle_label = QLabel()
        self.subtitle_label.setObjectName("session_subtitle")
        self.subtitle_label.setWordWrap(True)
        rl.addWidget(self.subtitle_label)
        self.standings = QTableWidget(0, 4)
        self.standings.setObjectName("standings")
        self._plain_table(self.standings)
        rl.addWidget(self.standings)

        actions = QHBoxLayout()
        self.entry_buttons: dict[str, QPushButton] = {}
        for kind in ENTRY_KEYS:
            self.entry_buttons[kind] = _button(
                f"add_{kind}", lambda _=False, k=kind: self.add_entry(k), actions)
        self.new_hand_button = _button("new_hand", self.new_hand, actions)
        actions.addStretch(1)
        self.edit_button = _button("edit_entry", self.edit_selected, actions)
        self.delete_button = _button("delete_entry", self._delete_clicked, actions)
        rl.addLayout(actions)

        self.message_label = QLabel()
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        rl.addWidget(self.message_label)

        self.hands_tree = QTreeWidget()
        self.hands_tree.setObjectName("hands")
        self.hands_tree.setColumnCount(5)
        self.hands_tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.hands_tree.setAlternatingRowColors(True)
        self.hands_tree.setUniformRowHeights(True)
        header = self.hands_tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(72)
        for c in range(1, 5):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        self.hands_tree.currentItemChanged.connect(lambda *_: self._selection_changed())
        # Enter or a double-click edits the entry
        self.hands_tree.itemActivated.connect(lambda *_: self.edit_selected())
        self.tabs = QTabWidget()
        self.tabs.setObjectName("scorebook_tabs")
        hands_tab = QWidget()
        hl = QVBoxLayout(hands_tab)
        hl.setContentsMargins(0, 4, 0, 0)
        hl.addWidget(self.hands_tree, 3)
        self.payments_label = QLabel()
        hl.addWidget(self.payments_label)
        self.payments = QTableWidget(0, 4)
        self.payments.setObjectName("payments")
        self._plain_table(self.payments)
        hl.addWidget(self.payments, 2)
        self.tabs.addTab(hands_tab, "")

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
        self.tabs.addTab(stats_tab, "")
        self.tabs.currentChanged.connect(lambda *_: self._draw_stats())
        rl.addWidget(self.tabs, 1)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setSizes([240, 760])

        self.retranslate()
        self.reload_sessions()

    @staticmethod
    def _plain_table(table: QTableWidget) -> None:
        table.verticalHeader().setVisible(True)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

    # -- sessions ----------------------------------------------------------------------------

    def reload_sessions(self, select: int | None = None) -> None:
        keep = select if select is not None else self.session_id
        self.session_list.blockSignals(True)
        self.session_list.clear()
        damaged: list[ScorebookError] = []  # rows that cannot be read: named, not hidden
        infos: list[SessionInfo] = []
        problem = ""
        if self.book is not None:
            try:
                infos = self.book.sessions(damaged)
            except ScorebookError as err:
                problem = self.error_text(err)
        current = None
        for info in infos:
            item = QListWidgetItem(self.tr("{0}\n{1} · {2} hands").format(
                info.name, texts.profile_short(info.rules), info.hands))
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            item.setToolTip(", ".join(info.players))
            self.session_list.addItem(item)
            if info.id == keep:
                current = item
        if current is None and self.session_list.count():
            current = self.session_list.item(0)
        self.session_list.blockSignals(False)
        if current is not None:
            self.session_list.setCurrentItem(current)
        self.show_session(current.data(Qt.ItemDataRole.UserRole) if current else None)
        if damaged and not problem:
            problem = self.damaged_text([e.session for e in damaged])
        if problem:
            self._say(problem, error=True)

    def _session_chosen(self, item: QListWidgetItem | None, *_: object) -> None:
        self.show_session(item.data(Qt.ItemDataRole.UserRole) if item else None)

    def sessions(self) -> list[SessionInfo]:
        """The sessions listed (those that can be read)."""
        if self.book is None:
            return []
        try:
            return self.book.sessions([])
        except ScorebookError:
            return []

    def new_session(self, rules: str = "mil", note: str = "") -> SessionDialog:
        """Open the new-session dialog (non-blocking); on accept the session is created."""
        players = self.info.players if self.info else ()
        dialog = SessionDialog(rules, players, note=note, parent=self)
        dialog.accepted.connect(lambda: self._create_session(dialog))
        dialog.rejected.connect(lambda: setattr(self, "_pending_win", None))
        self._open(dialog)
        return dialog

    def _create_session(self, dialog: SessionDialog) -> None:
        if self.book is None:
            return
        book = self.book
        name = dialog.name() or self.tr("{0}, {1}").format(
            texts.profile_short(dialog.rules()), date.today().isoformat())
        made: list[int] = []
        if not self._attempt(lambda: made.append(book.create_session(
                name, dialog.rules(), dialog.players(), dialog.dealer(), dialog.options(),
                dialog.prevailing()))):
            self._pending_win = None
            return
        self.reload_sessions(select=made[0])
        if self._pending_win is not None:
            event, self._pending_win = self._pending_win, None
            self.add_entry("win", event)

    def edit_session(self) -> SessionDialog | None:
        if self.info is None or self.book is None:
            return None
        info = self.info
        dialog = SessionDialog(info.rules, info.players, info.name, editing=True, parent=self)
        dialog.dealer_box.setCurrentIndex(info.dealer)
        dialog.wind_box.setCurrentIndex(info.prevailing - 1)
        for key, value in info.options.items():
            box = dialog.option_boxes.get(key)
            if box is not None:
                box.setCurrentIndex(max(0, box.findData(value)))
        if "hands" in info.options:
            dialog.hands_box.setValue(int(info.options["hands"]))

        def save() -> None:
            book = self.book
            assert book is not None
            if self._attempt(lambda: book.update_session(
                    info.id, name=dialog.name() or info.name, players=dialog.players(),
                    expected_version=info.version)):
                self.reload_sessions(select=info.id)
        dialog.accepted.connect(save)
        self._open(dialog)
        return dialog

    def delete_session(self) -> None:
        book, sid = self.book, self.session_id
        if book is None or sid is None:
            return
        if self._attempt(lambda: book.delete_session(sid, expected_version=self._version())):
            self.session_id = None
            self.reload_sessions()

    def _delete_session_clicked(self) -> None:
        if self.info is None:
            return
        if self._confirm(self.tr("Delete session"),
                         self.tr("Delete the session “{0}” and its {1} hands? This cannot be "
                                 "undone.").format(self.info.name, self.info.hands)):
            self.delete_session()

    def _confirm(self, title: str, text: str) -> bool:
        """Ask before deleting, with our own (translated) buttons; Cancel is the default."""
        return self._ask(title, text, self.tr("Delete"), QMessageBox.ButtonRole.DestructiveRole)

    def _ask(self, title: str, text: str, yes: str, role: QMessageBox.ButtonRole) -> bool:
        """A question with our own (translated) buttons: ``yes`` and Cancel, the default."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self)
        button = box.addButton(yes, role)
        cancel = box.addButton(self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(cancel)
        box.exec()
        return box.clickedButton() is button

    def _ask_import_again(self, name: str) -> bool:
        return self._ask(self.tr("Import session"), self.tr(
            "This session is already in the scorebook as “{0}”. Import it again?").format(name),
            self.tr("Import again"), QMessageBox.ButtonRole.AcceptRole)

    # -- refusals ----------------------------------------------------------------------------

    def error_text(self, err: ScorebookError) -> str:
        """A refused read or write in words: the scorebook's own codes, else the engine's."""
        if err.code == "busy":
            return self.tr("The scorebook is busy: another program is writing it. Try again "
                           "in a moment.")
        if err.code == "corrupt":
            return self.tr("The scorebook file is damaged. It was left as it is: restore it "
                           "from a backup.")
        if err.code in ("changed_elsewhere", "no_session"):
            return self.tr("This session was changed in another window or program. It now "
                           "shows what is saved; your change was not saved.")
        if err.code == "bad_row":
            return self.damaged_text([err.session])
        if err.code == "export_over_scorebook":
            return self.tr("That file is the scorebook itself: choose another file.")
        if err.code == "cannot_open":
            return f"{self.tr('The scorebook cannot be opened')}: {self.path}"
        if err.code == "cannot_write":
            return self.tr("Could not write the file: {0}").format(self.path)
        return texts.ledger_error(err.code, err.detail)

    def damaged_text(self, sessions: Sequence[int | None]) -> str:
        return self.tr("Session {0} is damaged in the scorebook and cannot be read.").format(
            ", ".join(str(s) if s is not None else "?" for s in sessions))

    def _version(self) -> int | None:
        """The version of the session shown (what its next write expects to find)."""
        return self.info.version if self.info is not None else None

    def _attempt(self, write: Callable[[], object]) -> bool:
        """Run one write; False, with the reason shown, when it is refused. A session written
        meanwhile in another window or program is shown as it is now, not overwritten."""
        try:
            write()
        except ScorebookError as err:
            if err.code in ("changed_elsewhere", "no_session"):
                self.reload_sessions(select=self.session_id)
            self._say(self.error_text(err), error=True)
            return False
        return True

    # -- showing one session -----------------------------------------------------------------

    @property
    def profile(self) -> AnyProfile | None:
        return profile_of(self.info.rules, self.info.options) if self.info else None

    @property
    def one_win(self) -> bool:
        """One win ends a hand of this session (not bloody): its entries are a win or a draw."""
        profile = self.profile
        return profile is not None and not profile.bloody

    def show_session(self, session_id: int | None) -> None:
        self.session_id = session_id
        self.info = None
        self.result = None
        self.hand_events = []
        self.hand_notes = []
        if self.book is not None and session_id is not None:
            try:  # one snapshot: the version the next write passes goes with these hands
                state = self.book.state(session_id)
                self.info, self.result = state.info, state.result
                self.hand_events, self.hand_notes = state.hands, state.notes
            except ScorebookError as err:
                self._say(self.error_text(err), error=True)
                try:  # a damaged session can still be renamed or deleted
                    self.info = self.book.session(session_id)
                except ScorebookError:
                    self.info = None
        self._draw()

    def _names(self) -> list[str]:
        return list(self.info.players) if self.info else ["0", "1", "2", "3"]

    def _draw(self) -> None:
        has = self.info is not None
        for w in (*self.entry_buttons.values(), self.new_hand_button, self.edit_button,
                  self.delete_button, self.export_button, self.delete_session_button,
                  self.edit_session_button):
            w.setEnabled(has)
        for w in (self.new_session_button, self.import_button):
            w.setEnabled(self.book is not None)
        for kind, b in self.entry_buttons.items():
            b.setVisible((kind in ONE_WIN_KINDS) if self.one_win else kind != "draw")
        if self.info is None:
            self.title_label.setText(self.tr("No session yet") if self.book else
                                     self.tr("The scorebook cannot be opened"))
            self.subtitle_label.setText(
                self.open_error or self.tr("Create a session for your table: choose the "
                                           "rules and the four players, then record each hand "
                                           "as it is played."))
            self.standings.setRowCount(0)
            self.hands_tree.clear()
            self.payments.setRowCount(0)
            return
        info, result = self.info, self.result
        names = self._names()
        self.title_label.setText(info.name)
        sub = texts.profile(info.rules)
        if info.options:
            sub += " · " + ", ".join(
                self.tr("{0}: {1}").format(texts.option(k), v) if k == "hands"
                else option_text(k, v) for k, v in info.options.items())
        if result is not None:
            sub += " · " + self.tr("Next dealer: {0}").format(names[result.next_dealer])
            if result.next_prevailing is not None:
                sub += " · " + self.tr("Prevailing wind: {0}").format(
                    texts.wind(result.next_prevailing))
        self.subtitle_label.setText(sub)
        self._draw_standings(names, result)
        self._draw_hands(names, result)
        self._draw_stats()

    STAT_COLUMNS = ("hands", "wins", "self_draws", "deal_ins", "kongs", "ready", "not_ready",
                    "pigs", "biggest_win", "total", "per_hand")

    def _stat_headers(self) -> dict[str, str]:
        return {"hands": self.tr("Hands"), "wins": self.tr("Wins"),
                "self_draws": self.tr("Self-draws"), "deal_ins": self.tr("Dealt in"),
                "kongs": self.tr("Kongs"), "ready": self.tr("Ready"),
                "not_ready": self.tr("Not ready"), "pigs": self.tr("Flower pigs"),
                "biggest_win": self.tr("Biggest win"), "total": self.tr("Total"),
                "per_hand": self.tr("Per hand")}

    def player_stats(self) -> list[tuple[str, PlayerStats]]:
        """The rows of the Statistics tab: this session's seats, or every player by name over
        all the sessions with the same rules."""
        if self.info is None or self.book is None or self.result is None:
            return []
        try:
            if self.club_box.isChecked():
                return sorted(club_stats(self.book, self.info.rules).items())
            return list(zip(self.info.players, self.book.stats(self.info.id), strict=True))
        except ScorebookError as err:
            self._say(self.error_text(err), error=True)
            return []

    def _draw_stats(self) -> None:
        if self.tabs.currentIndex() != 1:
            return  # drawn when shown: the club view reads every session
        rows = self.player_stats()
        profile = self.profile
        columns = [c for c in self.STAT_COLUMNS
                   if c not in STAT_NEEDS or getattr(profile, STAT_NEEDS[c], True)]
        t = self.stats_table
        t.setSortingEnabled(False)
        t.clear()
        headers = self._stat_headers()
        t.setColumnCount(len(columns))
        t.setHorizontalHeaderLabels([headers[c] for c in columns])
        t.setRowCount(len(rows))
        t.setVerticalHeaderLabels([name for name, _ in rows])
        for r, (_, st) in enumerate(rows):
            for c, key in enumerate(columns):
                value = st.per_hand if key == "per_hand" else getattr(st, key)
                item = QTableWidgetItem()
                item.setData(Qt.ItemDataRole.DisplayRole,
                             round(value, 2) if isinstance(value, float) else value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                t.setItem(r, c, item)
        t.setSortingEnabled(True)

    def _draw_standings(self, names: list[str], result: SessionResult | None) -> None:
        rows: list[tuple[str, Sequence[float]]] = []
        if result is not None:
            rows.append((self.tr("Total"), result.totals))
            if result.points is not None:
                rows.append((self.tr("Points held"), result.points))
            if result.rank_points is not None:
                rows.append((self.tr("Rank points"), result.rank_points))
        t = self.standings
        t.setColumnCount(4)
        t.setHorizontalHeaderLabels(names)
        t.setRowCount(len(rows))
        t.setVerticalHeaderLabels([r[0] for r in rows])
        for r, (_, values) in enumerate(rows):
            for s, v in enumerate(values):
                text = signed(int(v)) if r == 0 else f"{v:g}"  # row 0: the totals
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if r == 0 and v:
                    item.setForeground(_POSITIVE if v > 0 else _NEGATIVE)
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                t.setItem(r, s, item)
        t.resizeRowsToContents()
        t.setFixedHeight(t.horizontalHeader().height()
                         + sum(t.rowHeight(r) for r in range(len(rows))) + 6)

    def _draw_hands(self, names: list[str], result: SessionResult | None) -> None:
        tree = self.hands_tree
        selected = self.selection()
        tree.blockSignals(True)
        tree.clear()
        tree.setHeaderLabels([self.tr("Hand"), *names])
        profile = self.profile
        assert profile is not None
        hands = result.hands if result is not None else ()
        select_item: QTreeWidgetItem | None = None
        for h, events in enumerate(self.hand_events):
            hr: HandResult | None = hands[h] if h < len(hands) else None
            title = self.tr("Hand {0} · dealer {1}").format(
                h + 1, names[hr.dealer] if hr else "?")
            if hr is not None and hr.prevailing is not None:
                title += " · " + self.tr("{0} round").format(texts.wind(hr.prevailing))
            if hr and hr.winners:
                title += " · " + self.tr("won: {0}").format(", ".join(names[s]
                                                                      for s in hr.winners))
            if not hand_over(events, self.one_win):
                title += " · " + self.tr("in progress")
            if h < len(self.hand_notes) and self.hand_notes[h]:
                title += " · “" + self.hand_notes[h] + "”"
            top = QTreeWidgetItem([title, *(signed(d) for d in (hr.deltas if hr else (0,) * 4))])
            top.setData(0, Qt.ItemDataRole.UserRole, (h, None))
            self._colour(top, hr.deltas if hr else (0, 0, 0, 0), bold=True)
            tree.addTopLevelItem(top)
            for e, ev in enumerate(events):
                rows = [p for p in (hr.payments if hr else ()) if p.event == e]
                d = deltas(rows)
                child = QTreeWidgetItem([self.describe(ev, names, profile),
                                         *(signed(x) for x in d)])
                child.setData(0, Qt.ItemDataRole.UserRole, (h, e))
                self._colour(child, d)
                top.addChild(child)
                if selected == (h, e):
                    select_item = child
            if selected == (h, None):
                select_item = top
            top.setExpanded(True)
        tree.blockSignals(False)
        if select_item is None and tree.topLevelItemCount():
            select_item = tree.topLevelItem(tree.topLevelItemCount() - 1)
        if select_item is not None:
            tree.setCurrentItem(select_item)
            tree.scrollToItem(select_item)
        self._selection_changed()

    @staticmethod
    def _colour(item: QTreeWidgetItem, values: Sequence[int], bold: bool = False) -> None:
        for s, v in enumerate(values):
            item.setTextAlignment(s + 1, Qt.AlignmentFlag.AlignRight
                                  | Qt.AlignmentFlag.AlignVCenter)
            if v:
                item.setForeground(s + 1, _POSITIVE if v > 0 else _NEGATIVE)
        if bold:
            for c in range(5):
                f = item.font(c)
                f.setBold(True)
                item.setFont(c, f)

    def describe(self, ev: Mapping[str, Any], names: Sequence[str], profile: AnyProfile) -> str:
        """One entry in words."""
        kind = ev.get("type")
        if kind == "win":
            seat, frm = names[ev["seat"]], ev.get("from")
            if ev.get("robbed"):
                text = self.tr("{0} wins robbing {1}'s kong").format(seat, names[frm])
            elif frm is not None:
                text = self.tr("{0} wins on {1}'s discard").format(seat, names[frm])
            else:
                text = self.tr("{0} wins by self-draw").format(seat)
            if "hand" in ev:
                text += " · " + join_notation(ev["hand"], ev.get("melds", []),
                                              ev.get("bonus", ""))
            elif "value" in ev:
                text += " · " + f"{ev['value']} {texts.unit(profile.unit)}"
            extra = [texts.pattern(e.replace("-", "_")) for e in ev.get("events", [])]
            if extra:
                text += " · " + ", ".join(extra)
            return text
        if kind == "kong":
            seat = names[ev["seat"]]
            if ev.get("kind") == "exposed":
                return self.tr("{0}: exposed kong on {1}'s discard").format(
                    seat, names[ev["from"]])
            if ev.get("kind") == "added":
                text = self.tr("{0}: added kong").format(seat)
                if ev.get("immediate") is False:
                    text += " " + self.tr("(not at once)")
                return text
            return self.tr("{0}: concealed kong").format(seat)
        if kind == "wall_end":
            parts = []
            for key, p in sorted(ev.get("players", {}).items()):
                name = names[int(key)]
                status = p.get("status")
                if status == "ready":
                    parts.append(self.tr("{0} ready ({1} {2})").format(
                        name, p.get("value"), texts.unit(profile.unit)))
                elif status == "not_ready":
                    parts.append(self.tr("{0} not ready").format(name))
                elif status == "pig":
                    parts.append(self.tr("{0} flower pig").format(name))
                else:
                    parts.append(f"{name} {join_notation(p.get('hand', ''), p.get('melds', []))}")
            return self.tr("Wall end: {0}").format("; ".join(parts))
        if kind == "draw":
            return self.tr("Drawn hand: nobody won")
        if kind == "penalty":
            seat = names[ev["seat"]]
            if ev.get("kind") == "false_win":
                return self.tr("{0}: false win penalty").format(seat)
            return self.tr("{0}: dead hand").format(seat)
        return str(kind)

    def selection(self) -> tuple[int, int | None] | None:
        item = self.hands_tree.currentItem()
        if item is None:
            return None
        data = item.data(0, Qt.ItemDataRole.UserRole)
        return (int(data[0]), None if data[1] is None else int(data[1]))

    def _selection_changed(self) -> None:
        sel = self.selection()
        rows: list[Payment] = []
        names = self._names()
        if sel is not None and self.result is not None and sel[0] < len(self.result.hands):
            hand = self.result.hands[sel[0]]
            rows = [p for p in hand.payments if sel[1] is None or p.event == sel[1]]
            self.payments_label.setText(
                self.tr("Payments of hand {0}").format(sel[0] + 1) if sel[1] is None
                else self.tr("Payments of this entry"))
        else:
            self.payments_label.setText(self.tr("Payments"))
        t = self.payments
        t.setColumnCount(4)
        t.setHorizontalHeaderLabels([self.tr("Pays"), self.tr("To"), self.tr("Amount"),
                                     self.tr("Why")])
        t.setRowCount(len(rows))
        t.verticalHeader().setVisible(False)
        for r, p in enumerate(rows):
            for c, text in enumerate((names[p.payer],
                                      names[p.payee] if p.payee is not None else self.tr("nobody"),
                                      str(p.amount), texts.reason(p.reason.value))):
                t.setItem(r, c, QTableWidgetItem(text))
        self.edit_button.setEnabled(sel is not None)
        self.delete_button.setEnabled(sel is not None)

    # -- recording ---------------------------------------------------------------------------

    def _say(self, text: str, error: bool = False) -> None:
        self.message_label.setText(text)
        self.message_label.setStyleSheet("color: #b3261e;" if error else "")

    def _target_hand(self) -> int:
        """New entries go to the selected hand while it is in progress, else to the last hand;
        when that one is over (or there is none) a new hand begins."""
        sel = self.selection()
        if sel is not None and not hand_over(self.hand_events[sel[0]], self.one_win):
            return sel[0]
        if self.hand_events and not hand_over(self.hand_events[-1], self.one_win):
            return len(self.hand_events) - 1
        return len(self.hand_events)

    def _with_entry(self, hand: int, index: int, event: dict[str, Any], replace: bool
                    ) -> list[list[dict[str, Any]]]:
        """The session's hands with ``event`` put at (hand, index) (a new hand if need be)."""
        hands = [list(h) for h in self.hand_events]
        while len(hands) <= hand:
            hands.append([])
        if replace:
            hands[hand][index] = event
        else:
            hands[hand].insert(index, event)
        return hands

    def _trial(self, hand: int, index: int, event: dict[str, Any], replace: bool
               ) -> tuple[list[Payment] | None, Score | HKScore | None, str]:
        """Settle the session with ``event`` at (hand, index): its payment rows and, for a win
        given by its hand, the engine's score of it; or why it is refused."""
        assert self.book is not None and self.session_id is not None
        hands = self._with_entry(hand, index, event, replace)
        try:
            result = self.book.check_hands(self.session_id, hands)
        except ScorebookError as err:
            return None, None, self.error_text(err)
        settled = result.hands[hand]
        score = (dict(settled.scores).get(event["seat"])
                 if event.get("type") == "win" and "hand" in event else None)
        return [p for p in settled.payments if p.event == index], score, ""

    def add_entry(self, kind: str, prefill: Mapping[str, Any] | None = None) -> EntryDialog | None:
        """Open the dialog for a new entry of ``kind`` in the current hand (non-blocking)."""
        if self.info is None or self.book is None:
            return None
        hand = self._target_hand()
        events = self.hand_events[hand] if hand < len(self.hand_events) else []
        index = len(events)
        if kind == "draw":  # nothing to ask: record it (Delete takes it back)
            self._commit(hand, index, {"type": "draw"}, replace=False)
            return None
        prefill = dict(prefill or {})
        if kind == "win" and "seat" in prefill and prefill["seat"] not in still_in(events):
            prefill.pop("seat")
        dialog = EntryDialog(kind, self.profile, self._names(),  # type: ignore[arg-type]
                             still_in(events),
                             lambda ev: self._trial(hand, index, ev, replace=False),
                             prefill, parent=self)
        dialog.setWindowTitle(self.tr("{0} – hand {1}").format(dialog.windowTitle(), hand + 1))

        def commit() -> None:
            self._commit(hand, index, dialog.entry(), replace=False)
        dialog.accepted.connect(commit)
        self._open(dialog)
        return dialog

    def edit_selected(self) -> EntryDialog | None:
        """Edit the selected entry (a hand row: its note)."""
        sel = self.selection()
        if sel is None or self.info is None:
            return None
        if sel[1] is None:
            ask = QInputDialog(self)
            ask.setWindowTitle(self.tr("Note"))
            ask.setLabelText(self.tr("A note for hand {0}:").format(sel[0] + 1))
            ask.setTextValue(self.hand_notes[sel[0]])
            # Qt has no Vietnamese or Indonesian catalogue: our own button words.
            ask.setOkButtonText(self.tr("Save"))
            ask.setCancelButtonText(self.tr("Cancel"))
            hand = sel[0]
            ask.textValueSelected.connect(lambda text: self.set_note(hand, text))
            ask.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            ask.open()
            return None
        hand, index = sel[0], sel[1]
        events = self.hand_events[hand]
        ev = events[index]
        in_seats = still_in(events[:index])
        dialog = EntryDialog(ev["type"], self.profile, self._names(),  # type: ignore[arg-type]
                             in_seats, lambda e: self._trial(hand, index, e, replace=True),
                             ev, editing=True, parent=self)

        def commit() -> None:
            self._commit(hand, index, dialog.entry(), replace=True)
        dialog.accepted.connect(commit)
        self._open(dialog)
        return dialog

    def _commit(self, hand: int, index: int, event: dict[str, Any], replace: bool) -> bool:
        hands = self._with_entry(hand, index, event, replace)
        if not self._store(hand, hands):
            return False
        self._say("")
        self.reload_sessions(select=self.session_id)
        self._select(hand, index)
        return True

    def _store(self, hand: int, hands: list[list[dict[str, Any]]]) -> bool:
        """Write the changed hand (a new one is appended); False with a message if refused."""
        book, sid, version = self.book, self.session_id, self._version()
        assert book is not None and sid is not None
        if hand < len(self.hand_events):
            return self._attempt(lambda: book.replace_hand(sid, hand, hands[hand],
                                                           expected_version=version))
        return self._attempt(lambda: book.add_hand(sid, hands[hand], expected_version=version))

    def _select(self, hand: int, index: int | None) -> None:
        top = self.hands_tree.topLevelItem(hand)
        if top is None:
            return
        item = top.child(index) if index is not None and index < top.childCount() else top
        self.hands_tree.setCurrentItem(item)

    def set_note(self, hand: int, text: str) -> None:
        book, sid, version = self.book, self.session_id, self._version()
        assert book is not None and sid is not None
        events = self.hand_events[hand]
        if not self._attempt(lambda: book.replace_hand(sid, hand, events, note=text.strip(),
                                                       expected_version=version)):
            return
        self.reload_sessions(select=self.session_id)
        self._select(hand, None)

    def new_hand(self) -> None:
        """Start the next hand (empty) even if the last one has no recorded end."""
        book, sid, version = self.book, self.session_id, self._version()
        if book is None or sid is None:
            return
        if not self._attempt(lambda: book.add_hand(sid, [], expected_version=version)):
            return
        self.reload_sessions(select=self.session_id)
        self._select(len(self.hand_events) - 1, None)
        self._say(self.tr("Hand {0} started.").format(len(self.hand_events)))

    def delete_selected(self) -> bool:
        """Delete the selected entry, or the selected hand with all its entries."""
        sel = self.selection()
        book, sid, version = self.book, self.session_id, self._version()
        if sel is None or book is None or sid is None:
            return False
        hand, index = sel
        # Removing an entry can make a later one impossible (e.g. the win before a third
        # winner's): the engine says which, nothing is written.
        if index is None:
            if not self._attempt(lambda: book.delete_hand(sid, hand, expected_version=version)):
                return False
        else:
            events = list(self.hand_events[hand])
            del events[index]
            if not self._attempt(lambda: book.replace_hand(sid, hand, events,
                                                           expected_version=version)):
                return False
        self._say("")
        self.reload_sessions(select=self.session_id)
        self._select(min(hand, len(self.hand_events) - 1), None)
        return True

    def _delete_clicked(self) -> None:
        sel = self.selection()
        if sel is None:
            return
        if sel[1] is None and self.hand_events[sel[0]]:
            if not self._confirm(self.tr("Delete hand"), self.tr(
                    "Delete hand {0} and everything recorded in it?").format(sel[0] + 1)):
                return
        self.delete_selected()

    # -- from the calculator -----------------------------------------------------------------

    def receive_win(self, rules: str, options: Mapping[str, str],
                    event: Mapping[str, Any]) -> SessionDialog | EntryDialog | None:
        """A win sent from the calculator: into the open session when its rules match, else
        into a new session of those rules (its dialog opens first)."""
        if self.book is None:
            self._say(self.open_error, error=True)
            return None
        matches = (self.info is not None and self.info.rules == rules
                   and all(self.info.options.get(k, v) == v for k, v in options.items()))
        if matches:
            return self.add_entry("win", event)
        self._pending_win = dict(event)
        note = self.tr("This win is scored under {0}. Start a session with these rules to "
                       "record it.").format(texts.profile(rules))
        dialog = self.new_session(rules, note)
        for key, value in options.items():
            box = dialog.option_boxes.get(key)
            if box is not None:
                box.setCurrentIndex(max(0, box.findData(value)))
        return dialog

    # -- import and export -------------------------------------------------------------------

    def export_to(self, path: str | Path, fmt: str | None = None) -> None:
        """Write the session as a ledger JSON file (``ledger`` reads it) or a CSV table, whole
        or not at all; raises ScorebookError (never over the scorebook itself) or OSError."""
        assert self.book is not None and self.session_id is not None
        self.book.export_to(path, self.session_id, fmt)

    def import_from(self, path: str | Path) -> int | None:
        if self.book is None:
            return None
        try:
            doc = load_json(read_user_file(path, 20_000_000))
        except UserFileError as err:  # a device, a pipe, too big, not UTF-8, unreadable
            self._say(self.tr("This file cannot be read ({0}): {1}").format(err.code,
                                                                           err.message),
                      error=True)
            return None
        except InputLimitError:
            self._say(texts.ledger_error("bad_json"), error=True)
            return None
        book = self.book
        name = None if isinstance(doc, dict) and doc.get("name") else Path(path).stem
        made: list[int] = []
        try:
            made.append(book.import_document(doc, name))
        except ScorebookError as err:
            if err.code != "duplicate_session":
                self._say(self.error_text(err), error=True)
                return None
            if not self._ask_import_again(err.detail or ""):  # show the one already kept
                self.reload_sessions(select=err.session)
                return None
            if not self._attempt(lambda: made.append(
                    book.import_document(doc, name, allow_duplicate=True))):
                return None
        sid = made[0]
        self.reload_sessions(select=sid)
        self._say(self.tr("Imported “{0}”.").format(self.info.name if self.info else ""))
        return sid

    def _export_clicked(self) -> None:
        if self.info is None:
            return
        path, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Export session"),
            str(Path.home() / (re.sub(r'[\\/:*?"<>|]+', "_", self.info.name) + ".json")),
            self.tr("Ledger JSON (*.json);;CSV table (*.csv)"))
        if not path:
            return
        try:
            self.export_to(path, "csv" if chosen.endswith("(*.csv)") or
                           path.lower().endswith(".csv") else "json")
        except ScorebookError as err:
            self._say(self.error_text(err), error=True)
            return
        except OSError as err:
            self._say(self.tr("Could not write the file: {0}").format(err.strerror), error=True)
            return
        self._say(self.tr("Exported to {0}.").format(path))

    def _import_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import session"), str(Path.home()),
                                              self.tr("Ledger JSON (*.json)"))
        if path:
            self.import_from(path)

    # -- plumbing ----------------------------------------------------------------------------

    def _open(self, dialog: EntryDialog | SessionDialog) -> None:
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda *_: self._closed(dialog))
        dialog.open()

    def _closed(self, dialog: EntryDialog | SessionDialog) -> None:
        if self.dialog is dialog:  # accepting may already have opened the next dialog
            self.dialog = None

    def retranslate(self) -> None:
        self.sessions_label.setText(self.tr("Sessions"))
        self.new_session_button.setText(self.tr("New…"))
        self.edit_session_button.setText(self.tr("Edit…"))
        self.import_button.setText(self.tr("Import…"))
        self.export_button.setText(self.tr("Export…"))
        self.delete_session_button.setText(self.tr("Delete"))
        labels = {"win": self.tr("Win… (W)"), "kong": self.tr("Kong… (K)"),
                  "wall_end": self.tr("Wall end… (E)"), "penalty": self.tr("Penalty… (P)"),
                  "draw": self.tr("Drawn hand (D)")}
        # setText() replaces a button's shortcut with the text's mnemonic: keys come after.
        for kind, b in self.entry_buttons.items():
            b.setText(labels[kind])
            b.setShortcut(QKeySequence(ENTRY_KEYS[kind]))
        self.new_hand_button.setText(self.tr("New hand (N)"))
        self.tabs.setTabText(0, self.tr("Hands"))
        self.tabs.setTabText(1, self.tr("Statistics"))
        self.club_box.setText(self.tr("All sessions with these rules (players by name)"))
        self.new_hand_button.setShortcut(QKeySequence("N"))
        self.edit_button.setText(self.tr("Edit…"))
        self.delete_button.setText(self.tr("Delete"))
        self.delete_button.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        self.entry_buttons["wall_end"].setToolTip(self.tr(
            "The wall ran out: who is ready, not ready or a flower pig (查叫)"))
        self.new_hand_button.setToolTip(self.tr(
            "A hand that ends with a third winner or the wall's end starts the next one by "
            "itself"))
        if self.book is not None:
            self.reload_sessions()
        else:
            self._draw()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


