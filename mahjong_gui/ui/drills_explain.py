"""The drills page's explanation of an answer (a line a row: words, a tile before them, tiles
after them) and its chart of answers per day. Both draw what they are given."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from mahjong_gui.drills import Drill, Kind, ValueResponse
from mahjong_gui.drills.answers import kong_rows, settled_at_wall_end, value_paid
from mahjong_gui.drills.generate import profile_for
from mahjong_gui.drills.model import (
    DiscardAnswer,
    HandQuestion,
    ReviewAnswer,
    ValueAnswer,
    ValueQuestion,
    WaitsAnswer,
    WallEndAnswer,
    WallEndQuestion,
    YesNoAnswer,
)
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.learn.examples import MIL_NAMES as PLAYER_NAMES
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.texts.hints import action_text
from mahjong_gui.ui.tile_art import TileArt
from mahjong_gui.ui.widgets.tile_row import TileRow

SMALL_H = 30
RIGHT_COLOUR = QColor("#009E73")  # Okabe-Ito bluish green


def seat_name(seat: int) -> str:
    """The players of a question go by the names the Learn pages' examples use."""
    return PLAYER_NAMES[seat]


def line_label(text: str = "", word_wrap: bool = True) -> QLabel:
    label = plain.label(text)
    label.setWordWrap(word_wrap)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class DrillExplanation(QWidget):
    """Why an answer is right or not, for the drill answered and the learner's response."""

    def __init__(self, art: TileArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.rows = 0
        self.response: object = None
        self.right = False

    def clear(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.deleteLater()
        self.rows = 0

    def add_row(self, text: str, tiles: list[list[Tile]] | None = None,
                     lead: Tile | None = None, marked: bool = False) -> None:
        r = self.rows
        if lead is not None:
            head = TileRow(self.art, SMALL_H + 6)
            head.set_groups([[lead]])
            head.setFixedWidth(int((SMALL_H + 6) * 0.75) + 8)
            if marked:
                head.marked = {0}
            self.grid.addWidget(head, r, 0)
        label = line_label(text, word_wrap=False)
        if tiles or lead is not None:
            self.grid.addWidget(label, r, 1)
        else:  # a line alone spans the tiles' column: a long one never narrows their room
            self.grid.addWidget(label, r, 1, 1, 2)
        if tiles:
            row = TileRow(self.art, SMALL_H)
            row.set_groups(tiles)
            self.grid.addWidget(row, r, 2)
        self.grid.setColumnStretch(2, 1)
        self.grid.setRowStretch(r, 0)
        self.grid.setRowStretch(r + 1, 1)
        self.rows += 1

    def show_answer(self, d: Drill | None, response: object, right: bool) -> None:
        """Explain the answer ``response`` to ``d`` (``right``: graded right); nothing for
        no drill."""
        self.clear()
        self.response = response
        self.right = right
        if d is None:
            return
        a = d.answer
        if isinstance(a, ReviewAnswer):
            self._review(a)
        elif isinstance(a, DiscardAnswer):
            self._discard(a)
        elif isinstance(a, WaitsAnswer):
            self._waits(a, texts.unit(profile_for(d.rules).unit))
        elif isinstance(a, ValueAnswer):
            q = d.question
            assert isinstance(q, ValueQuestion)
            self._value(q, a)
        elif isinstance(a, WallEndAnswer):
            q = d.question
            assert isinstance(q, WallEndQuestion)
            self._wall_end(d, q, a)
        elif isinstance(a, YesNoAnswer):
            self._yes_no(d, a)

    def _discard(self, a: DiscardAnswer) -> None:
        self.add_row(self.tr("Best: %1").replace("%1", " ".join(map(str, a.best))))
        for c in a.candidates:
            text = self.tr("shanten %1, %n improving tile(s):", "", c.ukeire) \
                .replace("%1", texts.number(c.shanten))
            if c.tile == self.response:
                text = self.tr("%1 (your answer)").replace("%1", text)
            self.add_row(text, [list(c.improving)], lead=c.tile,
                         marked=c.tile in a.best)

    def _waits(self, a: WaitsAnswer, unit: str) -> None:
        picked = set(self.response) if isinstance(self.response, set | frozenset) else set()
        wrong = sorted(t for t in picked if t not in a.waits)
        missed = [t for t in a.waits if t not in picked]
        if wrong:
            self.add_row(self.tr("Picked but not a wait:"), [wrong])
        if missed:
            self.add_row(self.tr("Waits you missed:"), [missed])
        if not a.values:
            self.add_row(self.tr("This hand waits on nothing."))
        for v in a.values:
            worth = (self.tr("not enough to win") if v.units is None else
                     self.tr("%1 %2, %3 from the discarder")
                     .replace("%1", texts.number(v.units))
                     .replace("%2", unit).replace("%3", texts.number(v.paid or 0)))
            self.add_row(self.tr("%n unseen; ", "", v.unseen) + worth, lead=v.tile)

    def _value(self, q: ValueQuestion, a: ValueAnswer) -> None:
        self.add_row(self.value_line(q, a))
        # The totals next, before the reading and the rows that make them: in view
        # without scrolling at 900x620 (issue 30).
        self.add_row(self.deltas_text(a.deltas))
        if a.reading:
            self.add_row(self.tr("Reading:"), [list(g) for g in a.reading])
        for p in a.patterns:
            self.add_row(self.tr("%1: %2 × %3").replace("%1", texts.pattern(p.id))
                         .replace("%2", texts.number(p.value))
                         .replace("%3", texts.number(p.count)))
        self._payments(a.payments)
        if isinstance(self.response, ValueResponse) and not self.right:
            self.add_row(self.tr("Your answer: %1 %2; %3").replace(
                "%1", texts.number(self.response.units)).replace("%2", texts.unit(a.unit))
                .replace("%3", self.deltas_text(self.response.deltas)))

    def _wall_end(self, d: Drill, q: WallEndQuestion, a: WallEndAnswer) -> None:
        for st in a.status:
            if st.pig:
                what = self.tr("flower pig")
            elif st.ready_value is None:
                what = self.tr("not ready")
            else:
                what = self.tr("ready, worth %1").replace("%1", texts.number(st.ready_value))
            self.add_row(self.tr("%1: %2").replace("%1", seat_name(st.seat))
                         .replace("%2", what))
        if q.kongs:
            paid = kong_rows(profile_for(d.rules), q)
            self.add_row(self.tr("Kong money paid earlier (not part of the answer):"))
            for row in paid:
                self.add_row(self._row_text(row.payer, row.payee, row.amount,
                                            row.reason))
        self._payments(a.rows, a.deltas)
        if isinstance(self.response, tuple) and not self.right:
            self.add_row(self.tr("Your answer: %1").replace(
                "%1", self.deltas_text(self.response)))

    def _yes_no(self, d: Drill, a: YesNoAnswer) -> None:
        if d.kind is Kind.READY:
            if a.yes:
                self.add_row(self.tr("Ready: it waits on"), [list(a.waits)])
            else:
                self.add_row(self.tr("Not ready: no tile completes it."))
        else:
            q = d.question
            assert isinstance(q, HandQuestion)
            self.add_row(self.tr("A flower pig.") if a.yes
                         else self.tr("Not a flower pig."))
            if settled_at_wall_end(profile_for(d.rules)).pig_is_void_tile:
                self.add_row(self.tr("Under these rules a hand still holding a tile "
                                     "of its void suit is a flower pig."))
            else:
                self.add_row(self.tr("Under these rules a hand still holding all "
                                     "three suits is a flower pig."))

    def _review(self, a: ReviewAnswer) -> None:
        """The review's numbers: each choice's expected points ± its error (best first), the
        loss of the move played, then the reasons in words."""
        self.add_row(self.tr("The review: %1. Best: %2.").replace(
            "%1", texts.review_category(a.category)).replace("%2", action_text(a.best)))
        ranked = a.unit == "rank_points"
        for j in a.judged:
            value = (self.tr("%1: %2 ± %3 rank points (%4 futures)") if ranked
                     else self.tr("%1: %2 ± %3 points (%4 futures)"))
            text = value.replace(
                "%1", action_text(j.action)).replace("%2", texts.fixed(j.ev)).replace(
                "%3", texts.fixed(j.se)).replace("%4", texts.number(j.futures))
            if isinstance(self.response, Action) and j.action == self.response:
                text = self.tr("%1 (your answer)").replace("%1", text)
            tile = j.action.tile if j.action.act is Act.DISCARD else None
            self.add_row(text, lead=tile, marked=j.action == a.best)
        cost = (self.tr("In the game it cost %1 ± %2 rank points on average.") if ranked
                else self.tr("In the game it cost %1 ± %2 points on average."))
        self.add_row(cost.replace("%1", texts.fixed(a.loss)).replace(
            "%2", texts.fixed(a.se)))
        names = tuple(seat_name(s) for s in range(4))
        for r in a.reasons:
            line = texts.review_reason(r, names)
            if line:
                self.add_row(line)

    def value_line(self, q: ValueQuestion, a: ValueAnswer) -> str:
        """The value explanation's first line: the units, and the amount the settlement's
        rows show for the win (the discarder's payment, each payer's, or the winner's total)."""
        who, amount = value_paid(q, a)
        text = (self.tr("%1 %2; the discarder pays %3.") if who == "discarder" else
                self.tr("%1 %2; each payer pays %3.") if who == "each" else
                self.tr("%1 %2; the winner receives %3 in all."))
        return text.replace("%1", texts.number(a.units)).replace("%2", texts.unit(a.unit)) \
            .replace("%3", texts.number(amount))

    def _row_text(self, payer: int, payee: int | None, amount: int, reason: str) -> str:
        to = self.tr("nobody") if payee is None else seat_name(payee)
        return self.tr("%1 pays %2 %3 (%4)").replace("%1", seat_name(payer)) \
            .replace("%2", to).replace("%3", texts.number(amount)) \
            .replace("%4", texts.reason(reason))

    def deltas_text(self, deltas: Any) -> str:
        return "   ".join(self.tr("%1: %2").replace("%1", seat_name(s))
                          .replace("%2", texts.signed(v)) for s, v in enumerate(deltas))

    def _payments(self, rows: Any, deltas: tuple[int, int, int, int] | None = None) -> None:
        """The payment rows, then their totals when ``deltas`` is given."""
        if not rows:
            self.add_row(self.tr("Nobody pays anybody."))
        for p in rows:
            self.add_row(self._row_text(p.payer, p.payee, p.amount, p.reason))
        if deltas is not None:
            self.add_row(self.deltas_text(deltas))


class ProgressChart(QWidget):
    """Answers per day as bars (the right ones in green over all of them), oldest first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.days: tuple[tuple[str, int, int], ...] = ()
        self.setMinimumSize(220, 110)

    def set_days(self, days: tuple[tuple[str, int, int], ...]) -> None:
        self.days = days
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = self.rect().adjusted(4, 4, -4, -20)
        painter.setPen(self.palette().mid().color())
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        if self.days:
            top = max(1, max(t for _, _, t in self.days))
            w = rect.width() / len(self.days)
            for i, (_day, right, total) in enumerate(self.days):
                x = rect.left() + i * w + 2
                for value, colour in ((total, self.palette().mid().color()),
                                      (right, RIGHT_COLOUR)):
                    h = rect.height() * value / top
                    painter.fillRect(QRectF(x, rect.bottom() - h, max(1.0, w - 4), h), colour)
            painter.setPen(self.palette().text().color())
            first, last = self.days[0][0][5:], self.days[-1][0][5:]
            painter.drawText(QRectF(rect.left(), rect.bottom() + 2, rect.width(), 16),
                             int(Qt.AlignmentFlag.AlignLeft), first)
            painter.drawText(QRectF(rect.left(), rect.bottom() + 2, rect.width(), 16),
                             int(Qt.AlignmentFlag.AlignRight), last)
        painter.end()
