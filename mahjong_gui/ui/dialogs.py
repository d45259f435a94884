"""Dialogs of the Play area: a new game's settings, the end of a hand, the end of a match.

The end-of-hand dialog lists the engine's own payment rows and totals; nothing is recomputed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.bots import BOTS
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.ui import texts
from mahjong_gui.ui.controller import GameSettings, HandSummary

LEVEL_ORDER = ("easy", "normal", "strong", "greedy", "random")


def bot_levels() -> list[str]:
    """The bot levels to offer, strongest-named first where they exist."""
    return [name for name in LEVEL_ORDER if name in BOTS]


def default_level() -> str:
    levels = bot_levels()
    return "normal" if "normal" in levels else levels[0]


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


class NewGameDialog(QDialog):
    """Rules and their options, each bot's level, seat names, an optional seed, the speed."""

    def __init__(self, settings: GameSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)

        rules = QGroupBox(self.tr("Rules"))
        form = QFormLayout(rules)
        self.profile_box = QComboBox()
        self.profile_box.setObjectName("profile")
        for pid in PROFILES:
            self.profile_box.addItem(texts.profile(pid), pid)
        form.addRow(self.tr("Rule profile:"), self.profile_box)
        self.option_boxes: dict[str, QComboBox] = {}
        self.option_rows: dict[str, QWidget] = {}
        for key in ("cap", "refund_by", "refund_to", "pig_pays"):
            box = QComboBox()
            box.setObjectName(f"option_{key}")
            for value in PROFILES["mahjchina"].option_choices[key]:
                box.addItem(texts.option(value), value)
            self.option_boxes[key] = box
            label = QLabel(self.tr("{0}:").format(texts.option(key)))
            form.addRow(label, box)
            self.option_rows[key] = label
        self.hands_box = QSpinBox()
        self.hands_box.setObjectName("hands")
        self.hands_box.setRange(1, 64)
        form.addRow(self.tr("Hands in the match:"), self.hands_box)
        layout.addWidget(rules)

        players = QGroupBox(self.tr("Players"))
        grid = QFormLayout(players)
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox] = []
        seat_titles = (self.tr("You (seat 0, first dealer)"), self.tr("Seat 1"),
                       self.tr("Seat 2"), self.tr("Seat 3"))
        for seat in range(4):
            row = QHBoxLayout()
            edit = QLineEdit(settings.names[seat])
            edit.setObjectName(f"name_{seat}")
            row.addWidget(edit, 2)
            self.name_edits.append(edit)
            if seat:
                box = QComboBox()
                box.setObjectName(f"level_{seat}")
                for name in bot_levels():
                    box.addItem(texts.level(name), name)
                current = settings.bots[seat - 1]
                box.setCurrentIndex(max(0, box.findData(current if current in BOTS
                                                        else default_level())))
                row.addWidget(box, 1)
                self.level_boxes.append(box)
            grid.addRow(seat_titles[seat], row)
        layout.addWidget(players)

        more = QGroupBox(self.tr("Table"))
        form2 = QFormLayout(more)
        self.seed_edit = QLineEdit("" if settings.seed is None else str(settings.seed))
        self.seed_edit.setObjectName("seed")
        self.seed_edit.setPlaceholderText(self.tr("random"))
        form2.addRow(self.tr("Seed (optional):"), self.seed_edit)
        self.speed_slider = QSlider(Qt.Orientation.Horizontal)
        self.speed_slider.setObjectName("speed")
        self.speed_slider.setRange(0, 3)
        self.speed_slider.setValue(settings.speed)
        self.speed_label = QLabel()
        speed_row = QHBoxLayout()
        speed_row.addWidget(self.speed_slider, 1)
        speed_row.addWidget(self.speed_label)
        form2.addRow(self.tr("Animation speed:"), speed_row)
        layout.addWidget(more)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setObjectName("start")
        self.start_button.setDefault(True)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.start_button)
        layout.addLayout(buttons)
        self.cancel_button.clicked.connect(self.reject)
        self.start_button.clicked.connect(self.accept)

        self.profile_box.currentIndexChanged.connect(self._profile_changed)
        self.speed_slider.valueChanged.connect(self._speed_changed)
        self.profile_box.setCurrentIndex(max(0, self.profile_box.findData(settings.profile)))
        for key, value in settings.options:
            if key in self.option_boxes:
                box = self.option_boxes[key]
                box.setCurrentIndex(max(0, box.findData(value)))
        self._profile_changed()
        if settings.hands:
            self.hands_box.setValue(settings.hands)
        self._speed_changed(settings.speed)

    def _profile_changed(self) -> None:
        pid = self.profile_box.currentData()
        profile = PROFILES[pid]
        room = pid == "mahjchina"
        for key, box in self.option_boxes.items():
            box.setVisible(room)
            self.option_rows[key].setVisible(room)
        self.hands_box.setValue(profile.hands_per_game * profile.games)
        self.hands_box.setEnabled(not profile.ends_below_zero)

    def _speed_changed(self, value: int) -> None:
        names = (self.tr("off"), self.tr("slow"), self.tr("normal"), self.tr("fast"))
        self.speed_label.setText(names[max(0, min(3, value))])

    def settings(self) -> GameSettings:
        pid = self.profile_box.currentData()
        options: tuple[tuple[str, str], ...] = ()
        if pid == "mahjchina":
            options = tuple((k, b.currentData()) for k, b in self.option_boxes.items())
        seed_text = self.seed_edit.text().strip()
        seed = int(seed_text) if seed_text.isdigit() else None
        names = tuple(e.text().strip() or e.placeholderText() for e in self.name_edits)
        profile = PROFILES[pid]
        hands = self.hands_box.value()
        return GameSettings(
            profile=pid, options=options,
            bots=tuple(b.currentData() for b in self.level_boxes),  # type: ignore[arg-type]
            names=names,  # type: ignore[arg-type]
            seed=seed, speed=self.speed_slider.value(),
            hands=None if hands == profile.hands_per_game * profile.games else hands)


class HandEndDialog(QDialog):
    """Every payment row of the hand with its reason, then each seat's total and score."""

    def __init__(self, summary: HandSummary, names: tuple[str, ...],
                 final: ev.MatchEnded | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hand_end_dialog")
        self.summary = summary
        self.setWindowTitle(self.tr("Hand {0} is over").format(summary.hand_no + 1))
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        head = QLabel(texts.hand_end(summary.reason))
        font = QFont(head.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        head.setFont(font)
        layout.addWidget(head)
        for won in summary.wins:
            pats = ", ".join(texts.pattern(pid) + (f" ×{count}" if count > 1 else "")
                             for pid, _value, count in won.patterns)
            line = QLabel(self.tr("{0} won: {1} (value {2})").format(
                names[won.seat], pats, won.value))
            line.setWordWrap(True)
            layout.addWidget(line)

        self.rows = QTableWidget(len(summary.payments), 4)
        self.rows.setObjectName("payments")
        self.rows.setHorizontalHeaderLabels([self.tr("From"), self.tr("To"), self.tr("Amount"),
                                             self.tr("Reason")])
        self.rows.verticalHeader().setVisible(False)
        self.rows.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.rows.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.rows.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for r, p in enumerate(summary.payments):
            cells = [names[p.payer], self.tr("nobody") if p.payee is None else names[p.payee],
                     str(p.amount), texts.reason(p.reason.value)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.rows.setItem(r, c, item)
        header = self.rows.horizontalHeader()
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.rows, 1)

        self.totals = QTableWidget(4, 3 if final is None or final.rank_points is None else 4)
        self.totals.setObjectName("totals")
        labels = [self.tr("Player"), self.tr("This hand"), self.tr("Score")]
        if final is not None and final.rank_points is not None:
            labels.append(self.tr("Rank points"))
        self.totals.setHorizontalHeaderLabels(labels)
        self.totals.verticalHeader().setVisible(False)
        self.totals.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.totals.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.totals.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for seat in range(4):
            cells = [names[seat], _signed(summary.deltas[seat]), str(summary.scores[seat])]
            if final is not None and final.rank_points is not None:
                cells.append(f"{final.rank_points[seat]:g}")
            for c, text in enumerate(cells):
                self.totals.setItem(seat, c, QTableWidgetItem(text))
        self.totals.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.totals.setMaximumHeight(40 + 4 * 30)
        layout.addWidget(self.totals)
        if final is not None:
            order = sorted(range(4), key=lambda s: -final.scores[s])
            text = self.tr("The match is over. Winner: {0}.").format(names[order[0]])
            done = QLabel(text)
            done.setObjectName("match_over")
            done.setFont(font)
            layout.addWidget(done)

        buttons = QHBoxLayout()
        self.replay_button = QPushButton(self.tr("Replay this hand…"))
        self.replay_button.setObjectName("replay_hand")
        buttons.addWidget(self.replay_button)
        buttons.addStretch(1)
        self.ok_button = QPushButton(self.tr("Next hand") if final is None
                                     else self.tr("Close"))
        self.ok_button.setObjectName("next_hand")
        self.ok_button.setDefault(True)
        self.ok_button.clicked.connect(self.accept)
        buttons.addWidget(self.ok_button)
        layout.addLayout(buttons)

    def payment_rows(self) -> list[tuple[str, str, str, str]]:
        """The rows as shown (for tests and copying)."""
        out = []
        for r in range(self.rows.rowCount()):
            out.append(tuple(self.rows.item(r, c).text() for c in range(4)))
        return out  # type: ignore[return-value]
