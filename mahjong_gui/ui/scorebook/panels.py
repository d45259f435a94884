"""The scorebook page's panels of the session shown: its title and plan, the standings, the
statistics, the chart, the night's money, the history and the undo and redo entries."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QTableWidgetItem

from mahjong_gui.engine.ledger import PlayerStats
from mahjong_gui.store.money import Night, night
from mahjong_gui.store.scorebook import ScorebookError, SessionInfo, StoredResult, club_stats
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.scorebook.base import PageBase
from mahjong_gui.ui.scorebook.hands_model import NEGATIVE, POSITIVE
from mahjong_gui.ui.scorebook_dialogs import option_text
from mahjong_gui.ui.scorebook_history import SHOWN
from mahjong_gui.ui.scorebook_state import Change, ChangeKind, SessionPlan
from mahjong_gui.ui.texts.scorebook import stat_headers

# Statistics columns that only mean something with a capability of the profile: kong money,
# the wall-end settlement of a bloody hand (ready or not), the flower pig of a void suit.
STAT_NEEDS = {"kongs": "kong_money", "ready": "bloody", "not_ready": "bloody",
              "pigs": "void_suit"}


class ScorebookPage(PageBase):
    """The session shown: its heading, standings, statistics, chart, money and history.

    One of the parts ``page.ScorebookPage`` is made of, named like it so that its
    ``self.tr`` strings keep the page's translation context."""

    def show_session(self, session_id: int | None) -> None:
        if self.model is not None:
            self.model.open(session_id)
            if self.model.error is not None:
                self._say(self.error_text(self.model.error), error=True)
        self._draw()

    def plan_text(self, plan: SessionPlan) -> str:
        """The planned length and how far the session is (counts with Qt's plural forms)."""
        if plan.bust:
            return self.tr("The match is over: a score fell below zero.")
        if plan.by_rounds:
            done = self.tr("Wind rounds played: %n of {0}", "", plan.played).format(
                plan.planned)
        else:
            done = self.tr("Hands finished: %n of {0}", "", plan.played).format(plan.planned)
        if plan.reached:
            return self.tr("The planned length is reached ({0}). Record more hands if the "
                           "table plays on.").format(done)
        return done

    def _draw(self) -> None:
        model = self.model
        has = model is not None and model.info is not None
        readable = has and model is not None and model.result is not None
        for w in (self.export_button, self.delete_session_button, self.edit_session_button):
            w.setEnabled(has)
        self.pdf_button.setEnabled(readable)
        self.pdf_action.setEnabled(readable)
        for w in (self.new_session_button, self.import_button, self.roster_button):
            w.setEnabled(self.book is not None)
        # Nothing about a session shows without one: no empty tables headed 1 2 3 4.
        for part in (self.standings, self.session_area, self.tabs, self.plan_label):
            part.setVisible(readable)
        for button in (*self.entry_buttons.values(), self.new_hand_button, self.seats_button,
                       self.edit_button,
                       self.delete_button):
            button.setEnabled(readable)
        self._draw_undo()
        if not has or model is None or model.info is None:
            self.title_label.setText(self.tr("No session yet") if self.book else
                                     self.tr("The scorebook cannot be opened"))
            self.subtitle_label.setText(
                self.open_error or self.tr("Create a session for your table: choose the "
                                           "rules and the four players, then record each hand "
                                           "as it is played."))
            self._clear_hands()
            self.payments.setRowCount(0)
            self.chart.set_data([], [])
            self.shown.emit()
            return
        kinds = model.kinds
        for kind, b in self.entry_buttons.items():
            b.setVisible(kind in kinds)
        info, result = model.info, model.result
        names = self._names()
        self.title_label.setText(info.name)
        sub = texts.profile(info.rules)
        if info.options:
            sub += " · " + texts.listed([
                texts.labelled(texts.option(k), v) if k == "hands"
                else option_text(k, v) for k, v in info.options.items()])
        if result is not None:
            sub += " · " + self.tr("Next dealer: {0}").format(names[result.next_dealer])
            if result.next_prevailing is not None:
                sub += " · " + self.tr("Prevailing wind: {0}").format(
                    texts.wind(result.next_prevailing))
        self.subtitle_label.setText(sub)
        if result is None:
            self._clear_hands()
            self.shown.emit()
            return
        plan = model.plan()
        self.plan_label.setText(self.plan_text(plan) if plan else "")
        f = self.plan_label.font()
        f.setBold(bool(plan and plan.reached))
        self.plan_label.setFont(f)
        self._draw_standings(names, result)
        self._draw_hands(names)
        self._draw_stats()
        self._draw_money(names, info, result)
        self._draw_history()
        self.shown.emit()

    def night(self) -> Night | None:
        """The session's night's money, None when it keeps none."""
        model = self.model
        info = model.info if model is not None else None
        result = model.result if model is not None else None
        if info is None or result is None or info.terms is None:
            return None
        assert model is not None and model.stored is not None
        return night(model.stored.name_totals(), info.terms)

    def money_lines(self, names: Sequence[str]) -> tuple[str, list[tuple[str, str, str]]]:
        """The night's money in words: a summary (the terms and each player's money) and
        one row per transfer (payer, payee, amount); ("", []) when the session keeps none."""
        model = self.model
        info = model.info if model is not None else None
        result = self.night()
        if info is None or result is None:
            return "", []
        terms = self.tr("{0} a point").format(self.amount_text(info.stake))
        if info.cap is not None:
            terms += " · " + self.tr("at most {0} paid a night").format(
                self.amount_text(info.cap))
        each = texts.listed([texts.labelled(n, self.amount_text(b))
                             for n, b in zip(names, result.balances, strict=True)])
        lines = [terms, each]
        if result.capped:
            lines.append(self.tr("The cap cut what {0} pays; the winners share what is "
                                 "paid.").format(texts.listed([names[s] for s in result.capped])))
        if result.pot:
            lines.append(self.tr("Penalties paid to nobody go to the pot: {0}.").format(
                self.amount_text(result.pot)))
        if not result.transfers:
            lines.append(self.tr("Nobody pays anybody."))
        rows = [(names[t.payer], self.tr("the pot") if t.payee is None else names[t.payee],
                 self.amount_text(t.amount)) for t in result.transfers]
        return "\n".join(lines), rows

    def _draw_money(self, names: Sequence[str], info: SessionInfo,
                    result: StoredResult) -> None:
        summary, rows = self.money_lines(self.standing_names())
        if info.terms is None:
            summary = self.tr("This session keeps no money. Set a stake a point with "
                              "Edit… to see who pays whom at the end of the night.")
        self.money_label.setText(summary)
        table = self.money_table
        table.clear()
        table.setColumnCount(3)
        table.setHorizontalHeaderLabels([self.tr("Pays"), self.tr("To"), self.tr("Amount")])
        table.setRowCount(len(rows))
        items = []
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                items.append((r, c, item))
        self._put_items(table, items)
        table.setVisible(bool(rows))

    def _draw_undo(self) -> None:
        model = self.model
        undo = model.undo_stack[-1] if model and model.undo_stack else None
        redo = model.redo_stack[-1] if model and model.redo_stack else None
        for act, button, change, word in (
                (self.undo_action, self.undo_button, undo, self.tr("Undo")),
                (self.redo_action, self.redo_button, redo, self.tr("Redo"))):
            act.setEnabled(change is not None)
            button.setEnabled(change is not None)
            act.setText(word if change is None else
                        self.tr("{0}: {1}").format(word, self.change_text(change)))
        self.undo_button.setToolTip(plain.tip(self.undo_action.text() + " (" + QKeySequence(
            QKeySequence.StandardKey.Undo).toString(QKeySequence.SequenceFormat.NativeText)
            + ")"))
        self.redo_button.setToolTip(plain.tip(self.redo_action.text() + " (" + QKeySequence(
            "Ctrl+Shift+Z").toString(QKeySequence.SequenceFormat.NativeText) + ")"))

    def change_text(self, change: Change) -> str:
        """A change in words (the undo and redo entries, the status after them)."""
        n = change.hand + 1
        if change.kind is ChangeKind.ADD:
            return self.tr("an entry in hand {0}").format(n)
        if change.kind is ChangeKind.EDIT:
            return self.tr("the edit of an entry in hand {0}").format(n)
        if change.kind is ChangeKind.DELETE:
            return self.tr("the deletion of an entry in hand {0}").format(n)
        if change.kind is ChangeKind.DELETE_HAND:
            return self.tr("the deletion of hand {0}").format(n)
        if change.kind is ChangeKind.NEW_HAND:
            return self.tr("the start of hand {0}").format(n)
        if change.kind is ChangeKind.DRAWN_HAND:
            return self.tr("hand {0} drawn").format(n)
        if change.kind is ChangeKind.SEATS and change.seats is not None:
            return self.tr("the seat change before hand {0} ({1})").format(
                n, texts.listed(change.seats[1]))
        return self.tr("the note of hand {0}").format(n)

    STAT_COLUMNS = ("hands", "wins", "self_draws", "deal_ins", "kongs", "ready", "not_ready",
                    "pigs", "biggest_win", "total", "per_hand")

    def _stat_headers(self) -> dict[str, str]:
        return stat_headers()

    def player_stats(self) -> list[tuple[str, PlayerStats]]:
        """The rows of the Statistics tab: this session's seats, or every player by name over
        all the sessions with the same rules."""
        if self.info is None or self.book is None or self.result is None:
            return []
        try:
            if self.club_box.isChecked():
                return sorted(club_stats(self.book, self.info.rules).items())
            return self.book.name_stats(self.info.id)
        except ScorebookError as err:
            self._say(self.error_text(err), error=True)
            return []

    def _draw_chart(self) -> None:
        model = self.model
        standings = model.standings() if model is not None else None
        self.chart.set_data(self.seat_labels(), list(standings.running) if standings else [],
                            self.tr("The chart shows each player's running total once a "
                                    "hand is recorded."))

    def _draw_stats(self) -> None:
        if self.tabs.currentIndex() == 2:
            self._draw_chart()  # drawn when shown: a long session's running totals
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
        items = []
        for r, (_, st) in enumerate(rows):
            for c, key in enumerate(columns):
                value = st.per_hand if key == "per_hand" else getattr(st, key)
                item = QTableWidgetItem()
                item.setData(Qt.ItemDataRole.DisplayRole,
                             round(value, 2) if isinstance(value, float) else value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                items.append((r, c, item))
        self._put_items(t, items)
        t.setSortingEnabled(True)

    def standing_rows(self, result: StoredResult) -> list[tuple[str, Sequence[float | None]]]:
        """The standings' rows by name (``standing_names``): a player who sat in two
        seatings has one column, the sum; points held are the current seats' (None for a
        player who left)."""
        named = self.model.name_standings() if self.model else []
        rows: list[tuple[str, Sequence[float | None]]] = [
            (self.tr("Total"), [r[1] for r in named])]
        if result.points is not None:
            rows.append((self.tr("Points held"), [r[2] for r in named]))
        if result.rank_points is not None:
            rows.append((self.tr("Rank points"), [r[3] for r in named]))
        return rows

    def _draw_standings(self, names: list[str], result: StoredResult) -> None:
        rows = self.standing_rows(result)
        names = self.standing_names()
        t = self.standings
        t.setColumnCount(len(names))
        t.setHorizontalHeaderLabels(names)
        t.setRowCount(len(rows))
        t.setVerticalHeaderLabels([r[0] for r in rows])
        items = []
        for r, (_, values) in enumerate(rows):
            for s, v in enumerate(values):
                text = self.standing_text(r, v)
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if r == 0 and v is not None and v:
                    item.setForeground(POSITIVE if v > 0 else NEGATIVE)
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                items.append((r, s, item))
        self._put_items(t, items)
        t.resizeRowsToContents()
        self._fit_standings_height()

    def _fit_standings_height(self) -> None:
        """The standings show every row, and the scroll bar below them when the players'
        columns are wider than the page (a narrow window, long names)."""
        t = self.standings
        bar = t.horizontalScrollBar()
        t.setFixedHeight(t.horizontalHeader().height()
                         + sum(t.rowHeight(r) for r in range(t.rowCount())) + 6
                         + (bar.sizeHint().height() if bar.maximum() > 0 else 0))

    def _draw_history(self) -> None:
        """The History tab, when shown: the selected hand's changes (or the session's)."""
        view = self.history_view
        model = self.model
        if self.tabs.currentWidget() is not view or model is None or model.info is None \
                or self.book is None:
            return
        sel = self.selection()
        view.hand_only.setEnabled(sel is not None)
        hand = sel[0] if sel is not None and view.hand_only.isChecked() else None
        try:
            entries = self.book.history(model.info.id, hand, newest=SHOWN)
        except ScorebookError as err:
            view.show_entries([], hand)
            view.heading.setText(self.error_text(err))
            return
        view.show_entries(entries, hand, SHOWN + 1 if len(entries) == SHOWN else None)
