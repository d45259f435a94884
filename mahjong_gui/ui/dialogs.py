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
from mahjong_gui.engine.rules import PROFILES, AnyProfile
from mahjong_gui.engine.rules.hongkong import FAAN_TABLE
from mahjong_gui.ui import texts
from mahjong_gui.ui.controller import HUMAN, GameSettings, HandSummary

LEVEL_ORDER = ("easy", "normal", "strong", "greedy", "random")


def bot_levels() -> list[str]:
    """The bot levels to offer, strongest-named first where they exist."""
    return [name for name in LEVEL_ORDER if name in BOTS]


def default_level() -> str:
    levels = bot_levels()
    return "normal" if "normal" in levels else levels[0]


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


# Free-number options shown as spin boxes: (lowest, highest). Hong Kong's ``rounds`` is a
# choice between one wind round and a full game of four (``ROUND_CHOICES``).
NUMBER_RANGES = {"hands": (1, 64), "games": (1, 16)}
ROUND_CHOICES = ("1", "4")


class NewGameDialog(QDialog):
    """Rules and their options, each bot's level, seat names, an optional seed, the speed.

    The options shown are the chosen profile's own (``option_choices``): a combo box for every
    option with choices, a spin box for a free number (hands, games), and Hong Kong's match
    length in wind rounds. Nothing here tests a profile id."""

    def __init__(self, settings: GameSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)

        rules = QGroupBox(self.tr("Rules"))
        self.rules_form = form = QFormLayout(rules)
        self.profile_box = QComboBox()
        self.profile_box.setObjectName("profile")
        for pid in PROFILES:
            self.profile_box.addItem(texts.profile(pid), pid)
        form.addRow(self.tr("Rule profile:"), self.profile_box)
        self.family_label = QLabel()
        self.family_label.setObjectName("family_note")
        self.family_label.setWordWrap(True)
        form.addRow(self.family_label)
        # One widget per option key of any profile; only the chosen profile's keys show.
        self.option_boxes: dict[str, QComboBox] = {}
        self.number_boxes: dict[str, QSpinBox] = {}
        self.option_rows: dict[str, QLabel] = {}
        self._values: dict[str, str] = dict(settings.options)  # what the user chose
        keys: list[str] = []
        for profile in PROFILES.values():
            keys += [k for k in profile.option_choices if k not in keys]
        keys.sort(key=lambda k: k in NUMBER_RANGES)  # choices first, then the numbers
        for key in keys:
            label = QLabel()
            widget: QWidget
            if key in NUMBER_RANGES:
                spin = QSpinBox()
                spin.setRange(*NUMBER_RANGES[key])
                spin.valueChanged.connect(lambda v, k=key: self._remember(k, str(v)))
                self.number_boxes[key] = spin
                widget = spin
            else:
                box = QComboBox()
                box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
                box.currentIndexChanged.connect(lambda _=0, k=key: self._combo_changed(k))
                self.option_boxes[key] = box
                widget = box
            widget.setObjectName(f"option_{key}")
            label.setText(self._option_label(key))
            form.addRow(label, widget)
            self.option_rows[key] = label
        self.length_note = QLabel()
        self.length_note.setObjectName("length_note")
        self.length_note.setWordWrap(True)
        self.length_label = QLabel(self.tr("Match length:"))
        form.addRow(self.length_label, self.length_note)
        self._filling = False
        layout.addWidget(rules)

        players = QGroupBox(self.tr("Players"))
        grid = QFormLayout(players)
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox] = []
        seat_titles = (self.tr("You (seat 0, first dealer)"), self.tr("Seat 1"),
                       self.tr("Seat 2"), self.tr("Seat 3"))
        for seat in range(4):
            row = QHBoxLayout()
            edit = QLineEdit(texts.custom_names(settings.names)[seat])
            edit.setPlaceholderText(texts.default_name(seat))  # empty: the default name
            edit.setObjectName(f"name_{seat}")
            row.addWidget(edit, 2)
            self.name_edits.append(edit)
            if seat:
                level_box = QComboBox()
                level_box.setObjectName(f"level_{seat}")
                for name in bot_levels():
                    level_box.addItem(texts.level(name), name)
                current = settings.bots[seat - 1]
                level_box.setCurrentIndex(max(0, level_box.findData(
                    current if current in BOTS else default_level())))
                row.addWidget(level_box, 1)
                self.level_boxes.append(level_box)
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

        # A match length chosen as a number of hands (an older setting) fills "hands".
        if settings.hands and "hands" not in self._values:
            self._values["hands"] = str(settings.hands)
        self.profile_box.currentIndexChanged.connect(self._profile_changed)
        self.speed_slider.valueChanged.connect(self._speed_changed)
        self.profile_box.setCurrentIndex(max(0, self.profile_box.findData(settings.profile)))
        self._profile_changed()
        self._speed_changed(settings.speed)

    # -- options -----------------------------------------------------------------------------

    def _option_label(self, key: str) -> str:
        if key == "rounds":
            return self.tr("Match length:")
        if key == "hands":
            return self.tr("Hands per game:")
        if key == "games":
            return self.tr("Games in the match:")
        return self.tr("{0}:").format(texts.option(key))

    def _choice_text(self, key: str, value: str) -> str:
        if key == "rounds":
            if value == "1":
                return self.tr("One wind round (East)")
            if value == "4":
                return self.tr("A full game (four wind rounds)")
            return self.tr("{0} wind rounds").format(value)
        if key in texts.HK_OPTIONS or f"{key}:{value}" in texts.HK_OPTIONS:
            return texts.hk_option(key, value)
        return texts.option(value)

    def _remember(self, key: str, value: str) -> None:
        if not self._filling:
            self._values[key] = value

    def _combo_changed(self, key: str) -> None:
        value = self.option_boxes[key].currentData()
        if value is not None:
            self._remember(key, str(value))

    def current_profile(self) -> AnyProfile:
        return PROFILES[self.profile_box.currentData()]

    def _profile_changed(self) -> None:
        profile = self.current_profile()
        choices = profile.option_choices
        self._filling = True
        try:
            for key, box in self.option_boxes.items():
                shown = key in choices
                box.setVisible(shown)
                self.option_rows[key].setVisible(shown)
                if not shown:
                    continue
                values = list(choices[key]) or list(ROUND_CHOICES)
                wanted = self._values.get(key, profile.options.get(key, values[0]))
                if wanted not in values:
                    if choices[key]:
                        wanted = profile.options.get(key, values[0])
                    else:
                        values.append(wanted)  # a saved length other than 1 or 4
                box.clear()
                for value in values:
                    box.addItem(self._choice_text(key, value), value)
                box.setCurrentIndex(max(0, box.findData(wanted)))
            for key, spin in self.number_boxes.items():
                shown = key in choices
                spin.setVisible(shown)
                self.option_rows[key].setVisible(shown)
                if shown:
                    wanted = self._values.get(key, profile.options.get(key, "1"))
                    spin.setValue(int(wanted) if wanted.isdigit() else spin.minimum())
        finally:
            self._filling = False
        # A profile without a length option plays its fixed match (Mahjong Soul: 4 hands,
        # ended at once by a score below zero).
        fixed = not any(k in choices for k in (*NUMBER_RANGES, "rounds"))
        self.length_label.setVisible(fixed)
        self.length_note.setVisible(fixed)
        if fixed:
            hands = profile.hands_per_game * profile.games
            note = self.tr("{0} hands").format(hands)
            if profile.ends_below_zero:
                note = self.tr("{0}; a score below zero ends the match at once.").format(note)
            self.length_note.setText(note)
        if profile.family == "hong-kong":
            self.family_label.setText(self.tr(
                "Hong Kong: 144 tiles with winds, dragons, flowers and seasons; chow, pong and "
                "kong; one winner ends the hand."))
        else:
            self.family_label.setText(self.tr(
                "Sichuan Bloody: 108 tiles in three suits; pass three, choose a void suit; "
                "winners leave and play goes on."))

    def _speed_changed(self, value: int) -> None:
        names = (self.tr("off"), self.tr("slow"), self.tr("normal"), self.tr("fast"))
        self.speed_label.setText(names[max(0, min(3, value))])

    def options(self) -> tuple[tuple[str, str], ...]:
        """The chosen profile's options as shown (every key of its ``option_choices``)."""
        out = []
        for key in self.current_profile().option_choices:
            if key in self.option_boxes:
                out.append((key, str(self.option_boxes[key].currentData())))
            elif key in self.number_boxes:
                out.append((key, str(self.number_boxes[key].value())))
        return tuple(out)

    def settings(self) -> GameSettings:
        pid = self.profile_box.currentData()
        seed_text = self.seed_edit.text().strip()
        seed = int(seed_text) if seed_text.isdigit() else None
        names = tuple(e.text().strip() or e.placeholderText() for e in self.name_edits)
        # The match length travels in the options (saved games keep them); hands=None lets
        # the match run by the profile's hands or, in Hong Kong, by wind rounds.
        return GameSettings(
            profile=pid, options=self.options(),
            bots=tuple(b.currentData() for b in self.level_boxes),  # type: ignore[arg-type]
            names=names,  # type: ignore[arg-type]
            seed=seed, speed=self.speed_slider.value(), hands=None)


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
        profile = summary.profile
        drawn = summary.reason == "wall" and not summary.wins and bool(
            profile is not None and profile.dead_wall)
        head = QLabel(self.tr("Drawn hand: only the dead wall is left. Nobody pays and the "
                              "dealer stays.") if drawn else texts.hand_end(summary.reason))
        head.setObjectName("hand_end_head")
        head.setWordWrap(True)
        font = QFont(head.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        head.setFont(font)
        layout.addWidget(head)
        self.faan_tables: list[QTableWidget] = []
        for won in summary.wins:
            if profile is not None and profile.unit == "faan":
                self._faan_breakdown(won, names, profile, layout)
                continue
            pats = ", ".join(texts.pattern(pid) + (f" ×{count}" if count > 1 else "")
                             for pid, _value, count in won.patterns)
            line = QLabel(self.tr("You won: {0} (value {1})").format(pats, won.value)
                          if won.seat == HUMAN else
                          self.tr("{0} won: {1} (value {2})").format(
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
        self.rows.resizeRowsToContents()
        fit = header.sizeHint().height() + sum(
            self.rows.rowHeight(r) for r in range(min(len(summary.payments), 9)))
        self.rows.setMaximumHeight(fit + 2 * self.rows.frameWidth() + 2)
        layout.addWidget(self.rows, 1)
        if not summary.payments:  # a drawn hand: no empty table, just the words
            self.rows.hide()
            nothing = QLabel(self.tr("No payments in this hand."))
            nothing.setObjectName("no_payments")
            layout.addWidget(nothing)

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
        self.totals.resizeRowsToContents()
        self.totals.setFixedHeight(self.totals.horizontalHeader().sizeHint().height()
                                   + sum(self.totals.rowHeight(r) for r in range(4))
                                   + 2 * self.totals.frameWidth() + 2)
        layout.addWidget(self.totals)
        self.next_label: QLabel | None = None
        if final is None and profile is not None:
            self.next_label = QLabel(self._next_hand_text(summary, names, profile))
            self.next_label.setObjectName("next_dealer")
            self.next_label.setWordWrap(True)
            layout.addWidget(self.next_label)
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

    def _faan_breakdown(self, won: ev.Won, names: tuple[str, ...], profile: AnyProfile,
                        layout: QVBoxLayout) -> None:
        """Hong Kong: each faan row with its faan, the total, the limit when it applies and
        the base points (the engine's ``Won.value``)."""
        limit_ids = {row.id.value for row in FAAN_TABLE if row.limit}
        total = sum(value * count for _pid, value, count in won.patterns)
        limit = int(getattr(profile, "limit", 0)) or total
        limit_hand = any(pid in limit_ids for pid, _v, _c in won.patterns)
        if won.seat == HUMAN:
            words = self.tr("You won {0} with {1}: {2} faan, base points {3}").format(
                self._how(won, names), texts.tile(won.tile), min(total, limit), won.value)
        else:
            words = self.tr("{0} won {1} with {2}: {3} faan, base points {4}").format(
                names[won.seat], self._how(won, names), texts.tile(won.tile),
                min(total, limit), won.value)
        title = QLabel(words)
        title.setObjectName("win_line")
        title.setWordWrap(True)
        bold = QFont(title.font())
        bold.setBold(True)
        title.setFont(bold)
        layout.addWidget(title)
        rows: list[tuple[str, str]] = []
        for pid, value, count in won.patterns:
            name = texts.pattern(pid) + (f" ×{count}" if count > 1 else "")
            if pid in limit_ids:
                name = self.tr("{0} (limit hand)").format(name)
            rows.append((name, str(value * count)))
        rows.append((self.tr("Total"), str(total)))
        if total > limit and not limit_hand:  # a limit hand's row already says so
            rows.append((self.tr("Limit applied"), str(limit)))
        table = QTableWidget(len(rows), 2)
        table.setObjectName("faan_rows")
        table.setHorizontalHeaderLabels([self.tr("Faan row"), texts.unit(profile.unit)])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        n_patterns = len(won.patterns)
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
        return [(table.item(r, 0).text(), table.item(r, 1).text())
                for r in range(table.rowCount())]

    def payment_rows(self) -> list[tuple[str, str, str, str]]:
        """The rows as shown (for tests and copying)."""
        out = []
        for r in range(self.rows.rowCount()):
            out.append(tuple(self.rows.item(r, c).text() for c in range(4)))
        return out  # type: ignore[return-value]
