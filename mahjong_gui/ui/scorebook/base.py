"""What every part of the scorebook page shares (``PageBase``): its signals, the widgets and
state ``page.py`` makes, the helpers that say no words, and the methods one part calls in
another; ``clauses``, the language's way of joining clauses."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QWidget,
)

from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.store.scorebook import Scorebook, ScorebookError, SessionInfo, StoredResult
from mahjong_gui.ui import texts
from mahjong_gui.ui.fit import fill_or_scroll
from mahjong_gui.ui.scorebook.hands_model import HandsModel, HandsTree
from mahjong_gui.ui.scorebook.writer import ScorebookWriter
from mahjong_gui.ui.scorebook_dialogs import (
    EntryDialog,
    SeatsDialog,
    SessionDialog,
    file_dialog,
)
from mahjong_gui.ui.scorebook_history import HistoryView
from mahjong_gui.ui.scorebook_state import (
    CalculatorWin,
    Change,
    HandView,
    SessionModel,
    SessionPlan,
)
from mahjong_gui.ui.widgets.chart import RunningTotalChart

_T = TypeVar("_T")


def clauses(items: Sequence[str]) -> str:
    """Clauses one after another, each maybe holding a list of its own ("An ready (8 faan);
    Binh not ready"): the language's own semicolon (；in Chinese and Japanese)."""
    pattern = QCoreApplication.translate("ScorebookPage", "%1; %2")
    out = items[0] if items else ""
    for item in items[1:]:
        # Both placeholders at once: a clause holding "%2" is not read as one. (No nested def
        # here: pyside6-lupdate loses the class contexts of the rest of the file after one.)
        out = re.sub(r"%([12])", functools.partial(_placeholder, (out, item)), pattern)
    return out


def _placeholder(parts: Sequence[str], m: re.Match[str]) -> str:
    """What ``%1`` or ``%2`` of ``clauses``' pattern stands for."""
    return parts[int(m.group(1)) - 1]


class PageBase(QWidget):
    """The scorebook page's shared ground: each part (``sessions``, ``panels``, ``hands``,
    ``recording``, ``transfer``, ``report``) is a ``PageBase``, and ``page.ScorebookPage`` is
    made of them all. A method here says no words (its part would be the translation
    context); a method one part calls in another is declared at the end, its body in the
    part named."""

    shown = Signal()  # the page drew its session again (the players' screen follows)

    import_finished = Signal(object)  # an import's new session id, or None (reason shown)
    _imported = Signal(str, object, bool)  # from the import's worker: file, id or error, again

    # The state and the widgets (made by page.ScorebookPage.__init__).
    writer: ScorebookWriter
    players_screen: Any
    path: Path
    model: SessionModel | None
    _book: Scorebook | None
    _seen: int | None
    _listed: list[tuple[int, str]]
    _import_pool: ThreadPoolExecutor | None
    importing: bool
    _hand_views: tuple[HandView, ...]
    _hands_context: tuple[object, ...]
    open_error: str
    dialog: EntryDialog | SessionDialog | SeatsDialog | None
    _pending_win: dict[str, Any] | None
    _pending_shown: CalculatorWin | None
    sessions_label: QLabel
    search_edit: QLineEdit
    session_list: QListWidget
    new_session_button: QPushButton
    edit_session_button: QPushButton
    delete_session_button: QPushButton
    import_button: QPushButton
    export_button: QPushButton
    open_button: QPushButton
    roster_button: QPushButton
    pdf_button: QPushButton
    screen_button: QPushButton
    title_label: QLabel
    subtitle_label: QLabel
    plan_label: QLabel
    standings: QTableWidget
    session_area: QWidget
    entry_buttons: dict[str, QPushButton]
    new_hand_button: QPushButton
    seats_button: QPushButton
    edit_button: QPushButton
    delete_button: QPushButton
    undo_button: QPushButton
    redo_button: QPushButton
    message_label: QLabel
    hands_model: HandsModel
    hands_tree: HandsTree
    tabs: QTabWidget
    payments_label: QLabel
    payments: QTableWidget
    club_box: QCheckBox
    stats_table: QTableWidget
    chart: RunningTotalChart
    money_label: QLabel
    money_table: QTableWidget
    history_view: HistoryView
    undo_action: QAction
    redo_action: QAction
    open_action: QAction
    pdf_action: QAction
    screen_action: QAction
    edit_menu: QMenu
    poll_timer: QTimer

    @staticmethod
    def _put_items(table: QTableWidget,
                   items: Sequence[tuple[int, int, QTableWidgetItem]]) -> None:
        """Put a table's items in at once: one ``dataChanged`` for them all, so the columns
        are fitted once (``fill_or_scroll`` fits them on every change: once a cell, each
        measuring every cell, was a tenth of a second for a hand's payments)."""
        if not items:
            return
        model = table.model()
        blocker = QSignalBlocker(model)
        try:
            for r, c, item in items:
                table.setItem(r, c, item)
        finally:
            blocker.unblock()
        model.dataChanged.emit(model.index(0, 0),
                               model.index(table.rowCount() - 1, table.columnCount() - 1))

    @staticmethod
    def _plain_table(table: QTableWidget) -> None:
        table.verticalHeader().setVisible(True)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        fill_or_scroll(table)  # never a player's name or a statistic's title cut

    @property
    def book(self) -> Scorebook | None:
        return self._book

    @book.setter
    def book(self, book: Scorebook | None) -> None:
        """The scorebook shown; the open session's model writes to the same one."""
        self._book = book
        if self.model is not None and book is not None:
            self.model.book = book

    def _run_write(self, write: Callable[[Scorebook], _T]) -> _T:
        """One write on the writer thread (what the model's changes run through)."""
        assert self.book is not None
        return self.writer.run(self.book, self.session_id, write)

    def choose_file(self, title: str, start: str, filters: Sequence[str], save: bool,
                    accept: str = "", must_exist: bool = True) -> tuple[str, str] | None:
        """Ask for a file in our own (translated) file dialog: (the path, the filter chosen),
        or None when cancelled."""
        dialog = file_dialog(self, title, start, filters, save, must_exist)
        if accept:
            dialog.setLabelText(QFileDialog.DialogLabel.Accept, accept)
        if not dialog.exec() or not dialog.selectedFiles():
            return None
        return dialog.selectedFiles()[0], dialog.selectedNameFilter()

    @property
    def session_id(self) -> int | None:
        return self.model.session_id if self.model else None

    @property
    def info(self) -> SessionInfo | None:
        return self.model.info if self.model else None

    @property
    def result(self) -> StoredResult | None:
        return self.model.result if self.model else None

    @property
    def hand_events(self) -> list[list[dict[str, Any]]]:
        return self.model.hand_records() if self.model else []

    @property
    def hand_notes(self) -> list[str]:
        return [h.note for h in self.model.hands] if self.model else []

    def _version(self) -> int | None:
        """The version of the session shown (what its next write expects to find)."""
        return self.info.version if self.info is not None else None

    @property
    def profile(self) -> AnyProfile | None:
        return self.model.profile if self.model else None

    @property
    def one_win(self) -> bool:
        """One win ends a hand of this session (not bloody): its entries are a win or a draw."""
        return self.model.one_win if self.model else False

    def _names(self) -> list[str]:
        return self.model.names if self.model else ["0", "1", "2", "3"]

    @staticmethod
    def amount_text(hundredths: int) -> str:
        """An amount of money with two decimals, the interface language's way."""
        return texts.fixed(hundredths / 100, 2)

    @staticmethod
    def standing_text(row: int, value: float | None) -> str:
        """A number of the standings as shown and printed: the totals (row 0) with their
        sign, points held and rank points grouped, with a fraction only when they have one
        (58.000 and 12,5 in Vietnamese); "–" for a number a player who left has not."""
        if value is None:
            return "–"
        if row == 0:
            return texts.signed(int(value))
        if float(value).is_integer():
            return texts.number(int(value))
        return texts.decimal(value)

    def standing_names(self) -> list[str]:
        """The standings' columns: every name that sat in the session, each once."""
        return self.model.all_names if self.model else ["0", "1", "2", "3"]

    def seat_labels(self) -> list[str]:
        """The seats' column headings (the hands tree, the chart, the printed hands): each
        seat's player, or every player who sat there, in order (" / ") after a seat change."""
        model = self.model
        if model is None or model.info is None or not model.info.seatings:
            return self._names()
        info = model.info
        return [" / ".join(dict.fromkeys([n[s] for _, n in info.seatings] + [info.players[s]]))
                for s in range(4)]

    def hand_names(self, h: int) -> list[str]:
        """The names in seats 0-3 for hand ``h``: the seating it was played with."""
        return self.model.names_at(h) if self.model else ["0", "1", "2", "3"]

    def selection(self) -> tuple[int, int | None] | None:
        item = self.hands_tree.currentItem()
        if item is None:
            return None
        data = item.data(0, Qt.ItemDataRole.UserRole)
        return (int(data[0]), None if data[1] is None else int(data[1]))

    def _say(self, text: str, error: bool = False) -> None:
        """The page's one message line: each new message replaces the last, and a change,
        another session or another scorebook clears it."""
        self.message_label.setText(text)
        self.message_label.setStyleSheet("color: #b3261e;" if error else "")

    def _target_hand(self) -> int:
        """New entries go to the selected hand while it is in progress, else to the last hand;
        when that one is over (or there is none) a new hand begins (the engine says when a
        hand is over)."""
        assert self.model is not None
        sel = self.selection()
        return self.model.current_hand(sel[0] if sel is not None else None)

    def _select(self, hand: int, index: int | None) -> None:
        top = self.hands_tree.topLevelItem(hand)
        if top is None:
            return
        item = top.child(index) if index is not None and index < top.childCount() else None
        self.hands_tree.setCurrentItem(top if item is None else item)
        self.hands_tree.scrollToItem(top if item is None else item)  # its block opened

    def _open(self, dialog: EntryDialog | SessionDialog | SeatsDialog) -> None:
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda *_: self._closed(dialog))
        dialog.open()

    def _closed(self, dialog: EntryDialog | SessionDialog | SeatsDialog) -> None:
        if self.dialog is dialog:  # accepting may already have opened the next dialog
            self.dialog = None

    # -- what one part calls in another (each defined in the part named) --------------------

    def reload_sessions(self, select: int | None = None, quiet: bool = False) -> None:
        raise NotImplementedError  # sessions.py

    def roster(self) -> list[str]:
        raise NotImplementedError  # sessions.py

    def new_session(self, rules: str = "mil", note: str = "") -> SessionDialog:
        raise NotImplementedError  # sessions.py

    def _confirm(self, title: str, text: str) -> bool:
        raise NotImplementedError  # sessions.py

    def _ask_import_again(self, name: str) -> bool:
        raise NotImplementedError  # sessions.py

    def error_text(self, err: ScorebookError, path: Path | None = None) -> str:
        raise NotImplementedError  # sessions.py

    def _attempt(self, write: Callable[[], object]) -> bool:
        raise NotImplementedError  # sessions.py

    def _change(self, make: Callable[[], Change]) -> Change | None:
        raise NotImplementedError  # sessions.py

    def show_session(self, session_id: int | None) -> None:
        raise NotImplementedError  # panels.py

    def plan_text(self, plan: SessionPlan) -> str:
        raise NotImplementedError  # panels.py

    def _draw(self) -> None:
        raise NotImplementedError  # panels.py

    def money_lines(self, names: Sequence[str]) -> tuple[str, list[tuple[str, str, str]]]:
        raise NotImplementedError  # panels.py

    def change_text(self, change: Change) -> str:
        raise NotImplementedError  # panels.py

    def standing_rows(self, result: StoredResult) -> list[tuple[str, Sequence[float | None]]]:
        raise NotImplementedError  # panels.py

    def _draw_history(self) -> None:
        raise NotImplementedError  # panels.py

    def hand_title(self, view: HandView, names: Sequence[str]) -> str:
        raise NotImplementedError  # hands.py

    def _clear_hands(self) -> None:
        raise NotImplementedError  # hands.py

    def _draw_hands(self, names: list[str]) -> None:
        raise NotImplementedError  # hands.py

    def describe(self, ev: Mapping[str, Any], names: Sequence[str], profile: AnyProfile) -> str:
        raise NotImplementedError  # hands.py

    def _win_from_calculator(self, event: dict[str, Any], shown: CalculatorWin | None
                             ) -> EntryDialog | None:
        raise NotImplementedError  # recording.py

    def _safe_name(self, suffix: str) -> str:
        raise NotImplementedError  # transfer.py
