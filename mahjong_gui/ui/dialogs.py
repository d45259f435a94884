"""Dialogs of the Play area: the end of a hand, the end of a match (a new game's settings are
``ui/new_game_dialog.py``'s, importable from here).

The end-of-hand dialog lists the engine's own payment rows and totals; nothing is recomputed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import (
    QFont,
    QKeyEvent,
    QPainter,
    QPixmap,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.controller import HUMAN, HandSummary
from mahjong_gui.ui.new_game_dialog import (
    LEVEL_ORDER,
    NUMBER_RANGES,
    ROUND_CHOICES,
    NewGameDialog,
    bot_levels,
    default_level,
)
from mahjong_gui.ui.tile_art import TileArt
from mahjong_gui.ui.widgets.chart import MATCH_LOOK, RunningTotalChart

if TYPE_CHECKING:
    from mahjong_gui.engine.family.base import ScoreView
    from mahjong_gui.engine.rules import AnyProfile

# The new game's dialog moved to ui/new_game_dialog.py; its names are still importable here.
__all__ = ["LEVEL_ORDER", "NUMBER_RANGES", "ROUND_CHOICES", "HandEndDialog", "NewGameDialog",
           "ScoreChart", "bot_levels", "default_level", "match_over_text", "match_winners",
           "won_view"]


def match_winners(final: ev.MatchEnded) -> tuple[int, ...]:
    """The seats sharing first place at the match's end: by rank points where the match
    ranks them (equal rank points share a place, as in the standings), else by points."""
    if final.rank_points is not None:
        ranks = final.rank_points
        return tuple(s for s in range(4) if ranks[s] == max(ranks))
    return tuple(s for s in range(4) if final.scores[s] == max(final.scores))


def match_over_text(final: ev.MatchEnded, names: Sequence[str]) -> str:
    """The match's end in words: its winner, or the players sharing first place named as a
    tie."""
    seats = match_winners(final)
    if len(seats) == 1:
        return QCoreApplication.translate("HandEndDialog",
                                          "The match is over. Winner: {0}.").format(
                                              names[seats[0]])
    return QCoreApplication.translate(
        "HandEndDialog", "The match is over. A tie: {0} share first place.").format(
            texts.join([names[s] for s in seats]))


def won_view(profile: AnyProfile | None, won: ev.Won) -> ScoreView | None:
    """A logged win's score as its family shows it (None: the profile is not known)."""
    if profile is None:
        return None
    from mahjong_gui.engine.family.registry import won_view as family_won_view  # on first win

    return family_won_view(profile, won.patterns, won.value)


def _signed(n: int) -> str:
    return texts.signed(n)


def _cell_text(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None  # every cell of these tables is given an item
    return item.text()



class ScoreChart(RunningTotalChart):
    """The match's running totals: the one running-total chart (``ui/widgets/chart.py``) in
    the match's look. ``series[seat]`` holds the seat's score at the start and after each
    hand."""

    def __init__(self, history: Sequence[Sequence[int]], names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, MATCH_LOOK)
        self.setObjectName("score_chart")
        self.set_history(history, names)
        self.setMinimumSize(320, 170)
        self.setToolTip(self.tr("Running totals after each hand"))


class HandEndDialog(QDialog):
    """The end of a hand: each winner's hand with its patterns, at the wall's end every hand
    still in with its status, every payment row with its reason, each seat's total and score;
    at the match's end the standings. It closes only with its own button: Space (the pass
    key), Esc and Enter away from a focused button do nothing, so a key meant for the table
    never closes it unseen."""

    TILE_H = 34

    def __init__(self, summary: HandSummary, names: tuple[str, ...],
                 final: ev.MatchEnded | None = None, parent: QWidget | None = None,
                 art: TileArt | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hand_end_dialog")
        self.summary = summary
        self.art = art or TileArt()
        self.setWindowTitle(self.tr("Hand {0} is over").format(texts.number(summary.hand_no + 1)))
        self.setMinimumWidth(560)
        self.hand_captions: list[str] = []  # each hand shown, in words (for tests)
        self.hand_tiles: list[tuple[int, tuple[Tile, ...]]] = []  # (seat, tiles drawn)
        layout = QVBoxLayout(self)
        head = self._build_head(summary)
        layout.addWidget(head)

        # Left: the hands. Right: the money. Side by side, so nothing needs scrolling.
        body = QHBoxLayout()
        layout.addLayout(body, 1)
        hands_box = QVBoxLayout()
        money = QVBoxLayout()
        body.addLayout(hands_box, 1)
        body.addLayout(money, 1)
        bold = QFont(self.font())
        bold.setBold(True)
        self._build_hands(summary, names, hands_box, bold)
        self._build_payments(summary, names, money)
        self._build_totals(summary, names, final, bold)
        if final is not None:
            done = plain.label(match_over_text(final, names))
            done.setObjectName("match_over")
            done.setFont(head.font())
            done.setWordWrap(True)
            money.addWidget(done)
        money.addWidget(self.totals)
        self.chart: ScoreChart | None = None
        if final is not None and len(summary.history) >= 2:
            self.chart = ScoreChart(summary.history, names, self)
            money.addWidget(self.chart)
        self.next_label: QLabel | None = None
        if final is None and summary.profile is not None:
            self.next_label = plain.label(self._next_hand_text(summary, names,
                                                               summary.profile))
            self.next_label.setObjectName("next_dealer")
            self.next_label.setWordWrap(True)
            money.addWidget(self.next_label)
        money.addStretch(1)
        layout.addLayout(self._build_buttons(final))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        if self.hand_tiles:  # room for the hands beside the money
            self.setMinimumWidth(min(1080, 520 + max(
                lb.sizeHint().width() for lb in self.findChildren(QLabel, "hand_tiles"))))
        self._fit_rows()

    def _build_head(self, summary: HandSummary) -> QLabel:
        """How the hand ended, in a larger bold line."""
        profile = summary.profile
        drawn = summary.reason == "wall" and not summary.wins and bool(
            profile is not None and profile.dead_wall)
        head = plain.label(self.tr("Drawn hand: only the dead wall is left. Nobody pays and the "
                              "dealer stays.") if drawn else texts.hand_end(summary.reason))
        head.setObjectName("hand_end_head")
        head.setWordWrap(True)
        font = QFont(head.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        head.setFont(font)
        return head

    def _build_hands(self, summary: HandSummary, names: tuple[str, ...],
                     hands_box: QVBoxLayout, bold: QFont) -> None:
        """Each winner's hand with its patterns; at the wall's end, every hand still in."""
        profile = summary.profile
        self.faan_tables: list[QTableWidget] = []
        for won in summary.wins:
            view = won_view(profile, won)
            if profile is not None and view is not None and view.headline == "total":
                self._faan_breakdown(won, view, names, profile, hands_box)
            else:
                pats = texts.patterns([(pid, count) for pid, _value, count in won.patterns])
                value = texts.number(won.value)
                text = (self.tr("You won: {0} (value {1})").format(pats, value)
                        if won.seat == HUMAN else
                        self.tr("{0} won: {1} (value {2})").format(names[won.seat], pats, value))
                line = plain.label(text)
                line.setObjectName("win_line")
                line.setWordWrap(True)
                line.setFont(bold)
                hands_box.addWidget(line)
                self.hand_captions.append(text)
            self._hand_row(won.seat, won.hand[:-1], won.melds, won.hand[-1], hands_box)
        if summary.reason == "wall" and summary.hands:
            self._wall_hands(summary, names, hands_box)
        hands_box.addStretch(1)

    def _build_payments(self, summary: HandSummary, names: tuple[str, ...],
                        money: QVBoxLayout) -> None:
        """Every payment row with its reason (none: a line saying so)."""
        profile = summary.profile
        self.rows = QTableWidget(len(summary.payments), 4)
        self.rows.setObjectName("payments")
        self.rows.setHorizontalHeaderLabels([self.tr("From"), self.tr("To"), self.tr("Amount"),
                                             self.tr("Reason")])
        self.rows.verticalHeader().setVisible(False)
        self.rows.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.rows.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.rows.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.rows.setWordWrap(False)  # one line a row: every row stays in view
        self_draws = {w.seat: w for w in summary.wins if w.win == "self"}
        bonus = int(getattr(profile, "self_draw_bonus", 0) or 0)
        for r, p in enumerate(summary.payments):
            why = texts.payment_reason(p)
            self_drawn = self_draws.get(p.payee) if p.payee is not None else None
            if (self_drawn is not None and bonus and p.reason.value == "win_self_draw"
                    and p.amount == self_drawn.value + bonus):
                why = self.tr("{0}: value {1} + self-draw bonus {2}").format(
                    why, texts.number(self_drawn.value), texts.number(bonus))
            cells = [names[p.payer], self.tr("nobody") if p.payee is None else names[p.payee],
                     texts.number(p.amount), why]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(plain.tip(text))
                if c == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.rows.setItem(r, c, item)
        self.rows.setMinimumWidth(480)
        header = self.rows.horizontalHeader()
        for c in range(3):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.rows.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rows.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        money.addWidget(self.rows)
        if not summary.payments:  # a drawn hand: no empty table, just the words
            self.rows.hide()
            nothing = plain.label(self.tr("No payments in this hand."))
            nothing.setObjectName("no_payments")
            money.addWidget(nothing)

    def _build_totals(self, summary: HandSummary, names: tuple[str, ...],
                      final: ev.MatchEnded | None, bold: QFont) -> None:
        """Each seat's result of the hand and score; at the match's end, the standings."""
        profile = summary.profile
        self.standings: list[tuple[str, str, str]] = []  # (place, name, total) at the end
        ranked = final is not None and final.rank_points is not None
        # The rank points by seat, read only when ranked.
        points: tuple[float, ...] = (final.rank_points or ()) if final is not None else ()
        self.totals = QTableWidget(4, 3 + (final is not None) + ranked)
        self.totals.setObjectName("totals")
        held = profile is not None and bool(getattr(profile, "start_score", 0))
        score_label = self.tr("Points held") if held else self.tr("Score")
        labels = ([self.tr("Place")] if final is not None else []) + [
            self.tr("Player"), self.tr("This hand"), score_label]
        if ranked:
            labels.append(self.tr("Rank points"))
        self.totals.setHorizontalHeaderLabels(labels)
        self.totals.verticalHeader().setVisible(False)
        self.totals.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.totals.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.totals.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        order = list(range(4))
        scores = final.scores if final is not None else summary.scores
        if final is not None:  # the standings: best first, ties share a place
            key = (lambda s: (-points[s], -scores[s])) if ranked \
                else (lambda s: -scores[s])
            order = sorted(range(4), key=key)
        place = 0
        for row, seat in enumerate(order):
            cells = [names[seat], _signed(summary.deltas[seat]), texts.number(scores[seat])]
            if final is not None:
                if row == 0 or (ranked and points[seat] != points[order[row - 1]]) or (
                        not ranked and scores[seat] != scores[order[row - 1]]):
                    place = row + 1
                cells.insert(0, texts.number(place))
                self.standings.append((str(place), names[seat], str(scores[seat])))
            if ranked:
                cells.append(texts.decimal(points[seat]))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if final is not None and place == 1:
                    item.setFont(bold)
                self.totals.setItem(row, c, item)
        totals_header = self.totals.horizontalHeader()
        # Every heading readable ("Rank points"); the names take what is left.
        totals_header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        totals_header.setSectionResizeMode(int(final is not None),
                                           QHeaderView.ResizeMode.Stretch)
        self.totals.resizeRowsToContents()
        self.totals.setFixedHeight(self.totals.horizontalHeader().sizeHint().height()
                                   + sum(self.totals.rowHeight(r) for r in range(4))
                                   + 2 * self.totals.frameWidth() + 2)

    def _build_buttons(self, final: ev.MatchEnded | None) -> QHBoxLayout:
        """Replay, the review at the match's end, and the one button that closes."""
        buttons = QHBoxLayout()
        self.replay_button = QPushButton(self.tr("Replay this hand…"))
        self.replay_button.setObjectName("replay_hand")
        buttons.addWidget(self.replay_button)
        # The match's end: the review of the human's decisions (ui/review_window.py), opened
        # by whoever shows this dialog.
        self.review_button: QPushButton | None = None
        if final is not None:
            self.review_button = QPushButton(self.tr("Review this game…"))
            self.review_button.setObjectName("review_game")
            self.review_button.setToolTip(self.tr("Every decision of yours judged by the "
                                                  "engine, worst first, with its cost and "
                                                  "the reason"))
            buttons.addWidget(self.review_button)
        buttons.addStretch(1)
        self.ok_button = QPushButton(self.tr("Next hand") if final is None
                                     else self.tr("Close"))
        self.ok_button.setObjectName("next_hand")
        self.ok_button.clicked.connect(self.accept)
        buttons.addWidget(self.ok_button)
        for b in (self.replay_button, self.review_button, self.ok_button):
            if b is None:
                continue
            # No default button, and focus only by Tab: a key meant for the table cannot
            # press them; Space is swallowed even on a focused button.
            b.setAutoDefault(False)
            b.setDefault(False)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            b.installEventFilter(self)
        return buttons

    # -- closing only by the button ----------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            if isinstance(focused, QPushButton) and focused in (
                    self.ok_button, self.replay_button, self.review_button):
                focused.click()
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Space):
            event.accept()  # Esc and the pass key: the dialog stays until its button
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) and isinstance(
                event, QKeyEvent) and event.key() == Qt.Key.Key_Space:
            return True
        return super().eventFilter(watched, event)

    # -- the hands ---------------------------------------------------------------------------

    def _tiles_label(self, tiles: Sequence[Tile], melds: Sequence[Meld],
                     win_tile: Tile | None) -> QLabel:
        """The concealed tiles, the winning tile a little apart and lit, then the melds."""
        h = self.TILE_H
        ratio = self.devicePixelRatioF() or 1.0
        w = round(h * 0.75)
        gap = w // 3
        meld_tiles = [list(m.tiles) for m in melds]
        width = (len(tiles) * w + (gap + w if win_tile is not None else 0)
                 + sum(gap + len(m) * w for m in meld_tiles))
        pix = QPixmap(round(max(width, 1) * ratio), round(h * ratio))
        pix.setDevicePixelRatio(ratio)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        x = 0
        for t in sorted(tiles):
            painter.drawPixmap(x, 0, self.art.pixmap(t, h, ratio))
            x += w
        if win_tile is not None:
            x += gap
            painter.drawPixmap(x, 0, self.art.pixmap(win_tile, h, ratio, highlight=True))
            x += w
        for m, ts in zip(melds, meld_tiles, strict=True):
            x += gap
            for k, t in enumerate(ts):
                back = m.kind.value == "ankong" and k in (0, 3)
                painter.drawPixmap(x, 0, self.art.pixmap(t, h, ratio, back=back))
                x += w
        painter.end()
        label = plain.label()
        label.setPixmap(pix)
        label.setToolTip(texts.tiles([*sorted(tiles), *(
            [win_tile] if win_tile is not None else [])]))  # by name, never "5p"
        return label

    def _hand_row(self, seat: int, tiles: Sequence[Tile], melds: Sequence[Meld],
                  win_tile: Tile | None, box: QVBoxLayout) -> None:
        label = self._tiles_label(tiles, melds, win_tile)
        label.setObjectName("hand_tiles")
        box.addWidget(label)
        self.hand_tiles.append((seat, (*tiles, *([win_tile] if win_tile is not None else []))))

    def _wall_hands(self, summary: HandSummary, names: tuple[str, ...],
                    box: QVBoxLayout) -> None:
        """At the wall's end: every hand still in, face up, ready (with its value), not
        ready, or a flower pig."""
        won = {w.seat for w in summary.wins}
        status = {seat: (value, pig) for seat, value, pig in summary.wall_status}
        for seat in range(4):
            if seat in won or seat >= len(summary.hands):
                continue
            tiles, melds = summary.hands[seat]
            value, pig = status.get(seat, (None, False))
            if seat not in status:
                state = ""
            elif pig:
                state = self.tr("flower pig (still holds the void suit)")
            elif value is not None:
                state = self.tr("ready, value {0}").format(texts.number(value))
            else:
                state = self.tr("not ready")
            text = (self.tr("{0}: {1}").format(names[seat], state) if state
                    else names[seat])
            line = plain.label(text)
            line.setObjectName("wall_line")
            line.setWordWrap(True)
            box.addWidget(line)
            self.hand_captions.append(text)
            self._hand_row(seat, tiles, melds, None, box)

    def _fit_rows(self) -> None:
        """Every payment row in view: the table as tall as its rows."""
        self.rows.resizeRowsToContents()
        height = self.rows.horizontalHeader().sizeHint().height() + sum(
            self.rows.rowHeight(r) for r in range(self.rows.rowCount()))
        self.rows.setFixedHeight(height + 2 * self.rows.frameWidth() + 2)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_rows()  # the Reason column's width is known now: wrapped rows
        self.setFocus()  # not a button: keys meant for the table press nothing here

    def _how(self, won: ev.Won, names: tuple[str, ...]) -> str:
        if won.win == "self":
            return self.tr("by self-draw")
        if won.discarder == HUMAN:
            return (self.tr("robbing your kong") if won.win == "robbed"
                    else self.tr("on your discard"))
        who = names[won.discarder] if won.discarder is not None else "?"
        if won.win == "robbed":
            return self.tr("robbing {0}'s kong").format(who)
        return self.tr("on {0}'s discard").format(who)

    def _faan_breakdown(self, won: ev.Won, view: ScoreView, names: tuple[str, ...],
                        profile: AnyProfile, layout: QVBoxLayout) -> None:
        """Each row of the win's score with its units, the total, the limit when it applies
        and the base points (the family's view of ``Won``)."""
        limit_hand = any(line.kind == "limit" for line in view.lines)
        if won.seat == HUMAN:
            words = self.tr("You won {0} with {1}: {2} faan, base points {3}").format(
                self._how(won, names), texts.tile(won.tile), texts.number(view.total),
                texts.number(view.value))
        else:
            words = self.tr("{0} won {1} with {2}: {3} faan, base points {4}").format(
                names[won.seat], self._how(won, names), texts.tile(won.tile),
                texts.number(view.total), texts.number(view.value))
        self.hand_captions.append(words)
        title = plain.label(words)
        title.setObjectName("win_line")
        title.setWordWrap(True)
        bold = QFont(title.font())
        bold.setBold(True)
        title.setFont(bold)
        layout.addWidget(title)
        rows: list[tuple[str, str]] = []
        for line in view.lines:
            name = texts.times(texts.pattern(line.id), line.count)
            if line.kind == "limit":
                name = self.tr("{0} (limit hand)").format(name)
            rows.append((name, texts.number(line.shown)))
        rows.append((self.tr("Total"), texts.number(view.before)))
        if view.limited and not limit_hand:  # a limit hand's row already says so
            rows.append((self.tr("Limit applied"), texts.number(view.total)))
        table = QTableWidget(len(rows), 2)
        table.setObjectName("faan_rows")
        table.setHorizontalHeaderLabels([self.tr("Faan row"), texts.unit(profile.unit)])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        n_patterns = len(view.lines)
        for r, (name, faan) in enumerate(rows):
            a, b = QTableWidgetItem(name), QTableWidgetItem(faan)
            b.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if r >= n_patterns:
                a.setFont(bold)
                b.setFont(bold)
            table.setItem(r, 0, a)
            table.setItem(r, 1, b)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        table.resizeRowsToContents()
        height = header.sizeHint().height() + sum(table.rowHeight(r) for r in range(len(rows)))
        table.setFixedHeight(height + 2 * table.frameWidth() + 2)
        layout.addWidget(table)
        self.faan_tables.append(table)

    def _next_hand_text(self, summary: HandSummary, names: tuple[str, ...],
                        profile: AnyProfile) -> str:
        """Who deals the next hand (and, with wind rounds, the prevailing wind)."""
        dealer = names[summary.next_dealer]
        you = summary.next_dealer == HUMAN
        if not profile.wind_rounds:
            return (self.tr("Next hand: you deal.") if you
                    else self.tr("Next hand: the deal passes to {0}.").format(dealer))
        if summary.next_dealer == summary.dealer:
            text = (self.tr("Next hand: the deal stays with you (East).") if you
                    else self.tr("Next hand: the deal stays with {0} (East).").format(dealer))
        else:
            text = (self.tr("Next hand: the deal passes to you (East).") if you
                    else self.tr("Next hand: the deal passes to {0} (East).").format(dealer))
        wind = texts.wind(summary.next_prevailing)
        if summary.next_prevailing != summary.prevailing:
            return text + " " + self.tr("The prevailing wind moves to {0}.").format(wind)
        return text + " " + self.tr("Prevailing wind: {0}.").format(wind)

    def faan_rows(self, index: int = 0) -> list[tuple[str, str]]:
        """The faan rows of the ``index``-th win as shown (Hong Kong; for tests)."""
        table = self.faan_tables[index]
        return [(_cell_text(table, r, 0), _cell_text(table, r, 1))
                for r in range(table.rowCount())]

    def payment_rows(self) -> list[tuple[str, str, str, str]]:
        """The rows as shown (for tests and copying)."""
        out = []
        for r in range(self.rows.rowCount()):
            out.append((_cell_text(self.rows, r, 0), _cell_text(self.rows, r, 1),
                        _cell_text(self.rows, r, 2), _cell_text(self.rows, r, 3)))
        return out
