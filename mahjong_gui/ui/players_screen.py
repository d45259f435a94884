"""The players' screen (issue 29, item 2): a second window for the table, or the whole of a
second screen, with the open session's standings in large type, who deals the hand being
played, and the last hand. It follows the Scorebook page (its ``shown`` signal): whoever
wrote (this window, another, another program), it shows what the page shows.

It computes nothing: the standings, the dealer and the hand's words are the page's
(``ScorebookPage.standing_rows``, ``hand_title``), from the store's settled rows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.ui import plain, texts

if TYPE_CHECKING:
    from mahjong_gui.ui.scorebook import ScorebookPage

_NEGATIVE = "#b3261e"
_POSITIVE = "#1b6e3a"


class PlayersScreen(QWidget):
    """The open session for the players: a window of its own (F11 or its button: the whole
    screen; Esc leaves it), redrawn each time the page draws its session."""

    def __init__(self, page: ScorebookPage) -> None:
        super().__init__(page, Qt.WindowType.Window)
        self.setObjectName("players_screen")
        self.page = page
        self.resize(900, 600)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        self.title_label = plain.label()
        self.title_label.setObjectName("screen_title")
        self.title_label.setWordWrap(True)
        outer.addWidget(self.title_label)
        self.plan_label = plain.label()
        self.plan_label.setObjectName("screen_plan")
        self.plan_label.setWordWrap(True)
        outer.addWidget(self.plan_label)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(32)
        self.grid.setVerticalSpacing(8)
        outer.addLayout(self.grid)
        outer.addStretch(1)
        self.dealer_label = plain.label()
        self.dealer_label.setObjectName("screen_dealer")
        self.dealer_label.setWordWrap(True)
        outer.addWidget(self.dealer_label)
        self.last_label = plain.label()
        self.last_label.setObjectName("screen_last")
        self.last_label.setWordWrap(True)
        outer.addWidget(self.last_label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.full_button = QPushButton()
        self.full_button.setObjectName("screen_full")
        self.full_button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.full_button.clicked.connect(self.toggle_full_screen)
        row.addWidget(self.full_button)
        outer.addLayout(row)
        # The standings: one row per player, from the highest total down (names, then each
        # of the page's standing rows: total, and points held or rank points where kept).
        self.cells: list[list[QLabel]] = []
        self.retranslate()
        page.shown.connect(self.redraw)
        self.redraw()

    # -- what it shows ------------------------------------------------------------------------

    def rows(self) -> list[tuple[str, list[str]]]:
        """The standings as shown: each player's name and numbers (total first), the highest
        total first (seat order between equals)."""
        model = self.page.model
        if model is None or model.info is None or model.result is None:
            return []
        names = self.page.standing_names()  # by name: a player of two seatings once
        standing = self.page.standing_rows(model.result)
        totals = standing[0][1]
        order = sorted(range(len(names)), key=lambda s: (-(totals[s] or 0), s))
        return [(names[s], [self.page.standing_text(r, values[s])
                            for r, (_, values) in enumerate(standing)]) for s in order]

    def redraw(self) -> None:
        """Show the page's session as it is now."""
        model = self.page.model
        if model is None or model.info is None or model.result is None:
            self.title_label.setText(self.tr("No session is open in the scorebook."))
            for label in (self.plan_label, self.dealer_label, self.last_label):
                label.setText("")
            self._fill([], [])
            return
        info, result = model.info, model.result
        self.title_label.setText(info.name)
        plan = model.plan()
        self.plan_label.setText(self.page.plan_text(plan) if plan else "")
        names = model.names
        heads = [label for label, _ in self.page.standing_rows(result)]
        self._fill(heads, self.rows())
        dealer = model.current_dealer()
        text = self.tr("Dealer: {0}").format(names[dealer]) if dealer is not None else ""
        if result.next_prevailing is not None:
            h = model.current_hand()
            wind = (model.hands[h].prevailing if h < len(model.hands)
                    else result.next_prevailing)
            if wind is not None:
                text += " · " + QCoreApplication.translate(
                    "ScorebookPage", "{0} round").format(texts.wind(wind))
        self.dealer_label.setText(text)
        if model.hands:
            view = model.hands[-1]
            seated = model.names_at(view.index)  # the seating it was played with
            numbers = " · ".join(f"{seated[s]} {texts.signed(view.deltas[s])}" for s in range(4))
            self.last_label.setText(self.tr("Last hand: {0}").format(
                self.page.hand_title(view, seated)) + "\n" + numbers)
        else:
            self.last_label.setText(self.tr("No hand recorded yet."))

    def _fill(self, heads: list[str], rows: list[tuple[str, list[str]]]) -> None:
        """The standings' grid: a header row of the standing rows' names, then each player."""
        want = (len(rows) + 1, len(heads) + 1) if rows else (0, 0)
        if (len(self.cells), len(self.cells[0]) if self.cells else 0) != want:
            for line in self.cells:
                for label in line:
                    self.grid.removeWidget(label)
                    label.deleteLater()
            self.cells = []
            for r in range(want[0]):
                line = []
                for c in range(want[1]):
                    label = plain.label()
                    label.setObjectName(f"screen_cell_{r}_{c}")
                    label.setAlignment((Qt.AlignmentFlag.AlignRight if c else
                                        Qt.AlignmentFlag.AlignLeft)
                                       | Qt.AlignmentFlag.AlignVCenter)
                    self.grid.addWidget(label, r, c)
                    line.append(label)
                self.cells.append(line)
        if not rows:
            return
        for c, head in enumerate(["", *heads]):
            self.cells[0][c].setText(head)
        for r, (name, numbers) in enumerate(rows, start=1):
            self.cells[r][0].setText(texts.number(r) + "  " + name)
            for c, number in enumerate(numbers, start=1):
                self.cells[r][c].setText(number)
                colour = ""
                if c == 1 and number.startswith(("+", "-", "−")) and number.strip("+-−0"):
                    colour = _POSITIVE if number.startswith("+") else _NEGATIVE
                self.cells[r][c].setStyleSheet(f"color: {colour};" if colour else "")
        self._scale()

    # -- large type ------------------------------------------------------------------------------

    def _scale(self) -> None:
        """Type sized to the window: the standings about a tenth of its height a line."""
        size = max(12.0, min(self.height() / 14, self.width() / 22))
        for r, line in enumerate(self.cells):
            for label in line:
                f = QFont(label.font())
                f.setPointSizeF(size * (0.6 if r == 0 else 1.0))
                f.setBold(r > 0)
                label.setFont(f)
        for label, scale in ((self.title_label, 0.8), (self.plan_label, 0.45),
                             (self.dealer_label, 0.6), (self.last_label, 0.5)):
            f = QFont(label.font())
            f.setPointSizeF(size * scale)
            f.setBold(label is self.title_label or label is self.dealer_label)
            label.setFont(f)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scale()

    # -- the whole screen ------------------------------------------------------------------------

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.retranslate()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_F11:
            self.toggle_full_screen()
        elif event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.toggle_full_screen()
        else:
            super().keyPressEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Players' screen"))
        self.full_button.setText(self.tr("Leave full screen (Esc)") if self.isFullScreen()
                                 else self.tr("Full screen (F11)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.redraw()
        super().changeEvent(event)
