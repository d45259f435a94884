"""The Calculator area: enter a hand (tile palette, meld builder or the notation) and its
situation, and read every pattern, the value, who pays whom, the waits, and the same hand
under every profile.

The page holds no hand of its own: ``ui.calculator_state.CalculatorState`` does, and every
edit goes through it; after each one the page renders ``state.result()`` whole, so what is
shown is always the answer for what is entered, or the one message that says why there is
none. The numbers come from ``engine.calculator``; nothing is recomputed here. This module
makes the page's widgets and wires them; what they do is in its parts (``situation``,
``answer``); ``base`` holds what they share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine.common import WinType
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.engine.tiles import BONUS_TILES, HONOUR_TILES, SUIT_TILES, Tile
from mahjong_gui.learn.examples import MIL_NAMES as SEAT_NAMES
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.calculator import answer as _answer
from mahjong_gui.ui.calculator import situation as _situation
from mahjong_gui.ui.calculator.base import ALL_EVENTS, option_label
from mahjong_gui.ui.calculator.examples import EXAMPLES
from mahjong_gui.ui.calculator.picker import HAND_H, SMALL_H, TileButton, TileStrip
from mahjong_gui.ui.calculator_state import (
    MODES,
    PROFILE_IDS,
    SEATS,
    WIN_VALUE_OPTIONS,
    CalculatorState,
    Result,
    SendContext,
)
from mahjong_gui.ui.fit import fit_combo, guard_wheel
from mahjong_gui.ui.flow_layout import FlowLayout, labelled
from mahjong_gui.ui.tile_art import TileArt

if TYPE_CHECKING:  # the rule sets load when a rules box is filled
    from mahjong_gui.store.rulesets import RuleSet


class CalculatorPage(_situation.CalculatorPage, _answer.CalculatorPage):
    """The whole calculator: widgets that edit ``self.state`` and show ``self.answer``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page_calculator")
        self.art = TileArt()
        self.state = CalculatorState()
        self.answer: Result = self.state.result()
        self.notice: str = ""  # why the last click was refused, or what a switch removed
        # What the calculator assumed for the win last sent (dealer, players in, prevailing
        # wind, deltas): the same fields as the Scorebook's ``CalculatorWin``, so the main
        # window can hand it to ``ScorebookPage.receive_win(..., shown=page.last_sent)``.
        self.last_sent: SendContext | None = None
        self._rendering = False
        self._build()
        for box in self.findChildren(QComboBox):  # the wheel turns only a focused box
            guard_wheel(box)
        self.retranslate()

    # -- building ------------------------------------------------------------------------

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(6)
        self._build_top(outer)
        self._build_hand(outer)
        self._build_panes(outer)

    def _build_top(self, outer: QVBoxLayout) -> None:
        """The rules, the examples, Copy, Send and Clear."""
        top = FlowLayout()  # wraps in a narrow window or a long translation
        self.rules_label = plain.label()
        self.profile_box = QComboBox()
        self.profile_box.setObjectName("calc_profile")
        for pid in PROFILE_IDS:
            self.profile_box.addItem(texts.profile(pid), pid)
        self.rule_sets: dict[str, RuleSet] = {}  # "rules:<file>" -> a club's rule set
        self._add_rule_sets()
        self.profile_box.currentIndexChanged.connect(self._profile_chosen)
        top.addWidget(labelled(self.rules_label, self.profile_box))
        self.examples_button = QPushButton()
        self.examples_button.setObjectName("examples")
        self.examples_menu = QMenu(self)
        self.examples_button.setMenu(self.examples_menu)
        top.addWidget(self.examples_button)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copy")
        self.copy_button.clicked.connect(self.copy_text)
        top.addWidget(self.copy_button)
        self.send_button = QPushButton()
        self.send_button.setObjectName("send_to_scorebook")
        self.send_button.clicked.connect(self.send)
        top.addWidget(self.send_button)
        self.clear_button = QPushButton()
        self.clear_button.setObjectName("clear")
        self.clear_button.clicked.connect(self.clear)
        top.addWidget(self.clear_button)
        outer.addLayout(top)

    def _build_hand(self, outer: QVBoxLayout) -> None:
        """The notation box and the hand's tiles."""
        entry = QHBoxLayout()
        self.notation_label = plain.label()
        entry.addWidget(self.notation_label)
        self.text = QLineEdit()
        self.text.setObjectName("notation")
        self.text.setClearButtonEnabled(True)
        self.text.setMaxLength(400)
        self.text.textEdited.connect(self._text_edited)
        entry.addWidget(self.text, 1)
        outer.addLayout(entry)

        self.hand_box = QGroupBox()
        hand_layout = QVBoxLayout(self.hand_box)
        hand_layout.setContentsMargins(6, 4, 6, 4)
        self.hand_strip = TileStrip(self.art, HAND_H)
        self.hand_strip.setObjectName("hand_strip")
        self.hand_strip.clicked.connect(self._hand_clicked)
        hand_layout.addWidget(self.hand_strip)
        self.hand_hint = plain.label()
        self.hand_hint.setObjectName("hand_hint")
        self.hand_hint.setWordWrap(True)
        hand_layout.addWidget(self.hand_hint)
        outer.addWidget(self.hand_box)

    def _build_panes(self, outer: QVBoxLayout) -> None:
        """The palette and the situation on the left, scrolling together; the result on the
        right."""
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("calc_splitter")
        self.splitter.setChildrenCollapsible(False)
        outer.addWidget(self.splitter, 1)

        # Left: the palette (fixed geometry at the top: it never moves as tiles are added)
        # and the situation, scrolling together when the window is short.
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 4, 0)
        self._build_palette()
        left_layout.addWidget(self.palette_box)
        self._build_situation()
        left_layout.addWidget(self.situation_box)
        left_layout.addStretch(1)
        left_scroll = QScrollArea()
        left_scroll.setObjectName("calc_input_scroll")
        left_scroll.setWidgetResizable(True)
        left_scroll.setFrameShape(QFrame.Shape.NoFrame)
        left_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left_scroll.setWidget(left)
        self.left_panel = left
        self.left_scroll = left_scroll
        self.splitter.addWidget(left_scroll)

        # Right: the result, the whole height of the page.
        self._build_result()
        right_scroll = QScrollArea()
        right_scroll.setObjectName("calc_result_scroll")
        right_scroll.setWidgetResizable(True)
        right_scroll.setFrameShape(QFrame.Shape.NoFrame)
        right_scroll.setWidget(self.result_box)
        self.result_scroll = right_scroll
        self.splitter.addWidget(right_scroll)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)

    def _build_palette(self) -> None:
        self.palette_box = QGroupBox()
        self.palette_box.setObjectName("palette")
        grid = QGridLayout(self.palette_box)
        grid.setSpacing(1)
        grid.setContentsMargins(4, 4, 4, 4)
        # The tile buttons by tile.
        self.tile_buttons: dict[Tile, TileButton] = {}
        for t in SUIT_TILES:
            b = TileButton(self.art, t)
            b.clicked.connect(lambda _=False, tt=t: self.add_tile(tt))
            grid.addWidget(b, t // 9, t % 9)
            self.tile_buttons[t] = b
        self.honour_buttons: list[TileButton] = []  # shown for a profile with honours
        for i, t in enumerate(HONOUR_TILES):
            b = TileButton(self.art, t)
            b.clicked.connect(lambda _=False, tt=t: self.add_tile(tt))
            grid.addWidget(b, 3, i)
            self.tile_buttons[t] = b
            self.honour_buttons.append(b)
        self.bonus_buttons: list[TileButton] = []  # shown for a profile with bonus tiles
        for i, t in enumerate(BONUS_TILES):
            b = TileButton(self.art, t)
            b.setCheckable(True)
            b.clicked.connect(lambda _=False, tt=t: self.toggle_bonus(tt))
            grid.addWidget(b, 4, i)
            self.tile_buttons[t] = b
            self.bonus_buttons.append(b)
        self.mode_group = QButtonGroup(self)
        self.mode_buttons: dict[str, QRadioButton] = {}
        modes = QGridLayout()
        modes.setHorizontalSpacing(8)
        for i, mode in enumerate(MODES):
            rb = QRadioButton()
            rb.setObjectName(f"mode_{mode}")
            self.mode_group.addButton(rb, i)
            self.mode_buttons[mode] = rb
            modes.addWidget(rb, i // 3, i % 3)
        self.mode_buttons["hand"].setChecked(True)
        grid.addLayout(modes, 5, 0, 1, 9)
        self.palette_box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def _seat_box(self, name: str) -> QComboBox:
        box = QComboBox()
        box.setObjectName(name)
        for s in SEATS:
            box.addItem("", s)
        return box
    def _build_situation(self) -> None:
        self.situation_box = QGroupBox()
        form = QGridLayout(self.situation_box)
        form.setColumnStretch(1, 1)
        row = 0
        row = self._build_options(form, 0)
        row = self._build_win_kind(form, row)
        row = self._build_seats(form, row)
        row = self._build_void_and_wind(form, row)
        self._build_events(form, row)

    def _build_options(self, form: QGridLayout, row: int) -> int:
        """A box for every option with choices that changes a win's value."""
        # A box for every option with choices that changes a win's value; the chosen
        # profile's boxes show, filled with its own choices.
        self.option_labels: dict[str, QLabel] = {}
        self.option_boxes: dict[str, QComboBox] = {}
        for key in _choice_keys():
            label = plain.label()
            box = QComboBox()
            box.setObjectName(f"calc_option_{key}")
            box.currentIndexChanged.connect(lambda _=0, k=key: self._option_chosen(k))
            self.option_labels[key] = label
            self.option_boxes[key] = box
            form.addWidget(label, row, 0)
            form.addWidget(box, row, 1)
            row += 1
        return row

    def _build_win_kind(self, form: QGridLayout, row: int) -> int:
        """Self-draw, on a discard, robbing a kong."""
        self.win_group = QButtonGroup(self)
        self.win_buttons: dict[WinType, QRadioButton] = {}
        # The kinds of win side by side, wrapping only when the column is narrow: three rows
        # of them pushed the Hong Kong column past 1600x1000 in Chinese and Japanese.
        win_row = FlowLayout()
        for i, w in enumerate(WinType):
            rb = QRadioButton()
            rb.setObjectName(f"win_{w.value}")
            self.win_group.addButton(rb, i)
            self.win_buttons[w] = rb
            win_row.addWidget(rb)
        form.addLayout(win_row, row, 0, 1, 2)
        self.win_buttons[WinType.SELF].setChecked(True)
        self.win_group.idToggled.connect(self._win_chosen)
        row += 1
        return row

    def _build_seats(self, form: QGridLayout, row: int) -> int:
        """Who discarded, who wins, who deals, who is still in."""
        self.from_label = plain.label()
        self.from_box = self._seat_box("calc_from")
        self.from_box.currentIndexChanged.connect(
            lambda i: self._edit(self.state.set_discarder, self.from_box.itemData(i)))
        form.addWidget(self.from_label, row, 0)
        form.addWidget(self.from_box, row, 1)
        row += 1
        self.seat_label, self.seat_box = plain.label(), self._seat_box("calc_seat")
        self.seat_box.currentIndexChanged.connect(
            lambda i: self._edit(self.state.set_seat, self.seat_box.itemData(i)))
        form.addWidget(self.seat_label, row, 0)
        form.addWidget(self.seat_box, row, 1)
        row += 1
        self.dealer_label, self.dealer_box = plain.label(), self._seat_box("calc_dealer")
        self.dealer_box.currentIndexChanged.connect(
            lambda i: self._edit(self.state.set_dealer, self.dealer_box.itemData(i)))
        form.addWidget(self.dealer_label, row, 0)
        form.addWidget(self.dealer_box, row, 1)
        row += 1
        self.in_label = plain.label()
        in_row = QHBoxLayout()
        self.in_boxes: list[QCheckBox] = []
        for s in SEATS:
            cb = QCheckBox(SEAT_NAMES[s])
            cb.setObjectName(f"in_{s}")
            cb.setChecked(True)
            cb.toggled.connect(lambda on, seat=s: self._edit(self.state.set_in, seat, on))
            in_row.addWidget(cb)
            self.in_boxes.append(cb)
        in_row.addStretch(1)
        form.addWidget(self.in_label, row, 0)
        form.addLayout(in_row, row, 1)
        row += 1
        return row

    def _build_void_and_wind(self, form: QGridLayout, row: int) -> int:
        """The void suit (Sichuan) and the prevailing wind (Hong Kong)."""
        self.void_label = plain.label()
        self.void_box = QComboBox()
        self.void_box.setObjectName("calc_void")
        for v in ("", "m", "p", "s"):
            self.void_box.addItem("", v)
        self.void_box.currentIndexChanged.connect(
            lambda i: self._edit(self.state.set_void, self.void_box.itemData(i) or None))
        form.addWidget(self.void_label, row, 0)
        form.addWidget(self.void_box, row, 1)
        row += 1
        self.wind_label = plain.label()
        self.wind_box = QComboBox()
        self.wind_box.setObjectName("calc_prevailing")
        for wind in (1, 2, 3, 4):
            self.wind_box.addItem("", wind)
        self.wind_box.currentIndexChanged.connect(
            lambda i: self._edit(self.state.set_prevailing, self.wind_box.itemData(i)))
        form.addWidget(self.wind_label, row, 0)
        form.addWidget(self.wind_box, row, 1)
        row += 1
        return row

    def _build_events(self, form: QGridLayout, row: int) -> None:
        """The win's events, two a row."""
        self.events_label = plain.label()
        form.addWidget(self.events_label, row, 0, 1, 2)
        row += 1
        self.events_grid = QGridLayout()
        self.event_checks: dict[str, QCheckBox] = {}
        for i, e in enumerate(ALL_EVENTS):
            cb = QCheckBox()
            cb.setObjectName(f"event_{e}")
            cb.toggled.connect(lambda on, ev=e: self._event_toggled(ev, on))
            self.event_checks[e] = cb
            self.events_grid.addWidget(cb, i // 2, i % 2)
        form.addLayout(self.events_grid, row, 0, 1, 2)
        self._events_shown: tuple[str, ...] = ALL_EVENTS

    def _build_result(self) -> None:
        self.result_box = QGroupBox()
        self.result_box.setObjectName("result")
        layout = QVBoxLayout(self.result_box)
        self.notice_label = plain.label()
        self.notice_label.setObjectName("notice")
        self.notice_label.setWordWrap(True)
        self.notice_label.setStyleSheet("QLabel#notice { color: #b04000; }")
        layout.addWidget(self.notice_label)
        self.message_label = plain.label()
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        mf = QFont(self.message_label.font())
        mf.setPointSizeF(mf.pointSizeF() * 1.1)
        mf.setBold(True)
        self.message_label.setFont(mf)
        layout.addWidget(self.message_label)
        self.reading_strip = TileStrip(self.art, SMALL_H)
        self.reading_strip.setObjectName("reading")
        layout.addWidget(self.reading_strip)
        self.patterns = QTableWidget(0, 2)
        self.patterns.setObjectName("patterns")
        self._table_style(self.patterns)
        layout.addWidget(self.patterns)
        self.value_label = plain.label()
        self.value_label.setObjectName("value")
        self.value_label.setWordWrap(True)
        layout.addWidget(self.value_label)
        self.payments = QTableWidget(0, 3)
        self.payments.setObjectName("payments")
        self._table_style(self.payments)
        layout.addWidget(self.payments)
        self.deltas_label = plain.label()
        self.deltas_label.setObjectName("deltas")
        self.deltas_label.setWordWrap(True)
        df = QFont(self.deltas_label.font())
        df.setBold(True)
        self.deltas_label.setFont(df)
        layout.addWidget(self.deltas_label)
        self.waits_box = QGroupBox()
        wl = QVBoxLayout(self.waits_box)
        self.waits_table = QTableWidget(0, 4)
        self.waits_table.setObjectName("waits")
        self._table_style(self.waits_table)
        wl.addWidget(self.waits_table)
        layout.addWidget(self.waits_box)
        self.compare_box = QGroupBox()
        cl = QVBoxLayout(self.compare_box)
        self.compare_table = QTableWidget(0, 3)
        self.compare_table.setObjectName("compare")
        self._table_style(self.compare_table)
        cl.addWidget(self.compare_table)
        layout.addWidget(self.compare_box)
        layout.addStretch(1)

    @staticmethod
    def _table_style(table: QTableWidget) -> None:
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setWordWrap(True)

    # -- translation ---------------------------------------------------------------------

    def retranslate(self) -> None:
        self.rules_label.setText(self.tr("Rules:"))
        self.examples_button.setText(self.tr("Examples"))
        self.examples_menu.clear()
        for ex in EXAMPLES:
            action = self.examples_menu.addAction(self.tr(ex.title))
            action.triggered.connect(lambda _=False, e=ex: self.load_example(e))
        self.copy_button.setText(self.tr("Copy"))
        self.copy_button.setToolTip(self.tr("Copy the hand and its result as text"))
        self.send_button.setText(self.tr("Send to scorebook"))
        self.copy_button.setShortcut(QKeySequence.StandardKey.Copy)
        self.clear_button.setText(self.tr("Clear"))
        self.notation_label.setText(self.tr("Hand:"))
        self.text.setPlaceholderText(self.tr("e.g. 123456m234p789p55m  pong:5s"))
        self.palette_box.setTitle(self.tr("Tiles (click to add)"))
        for mode, text in (("hand", self.tr("Hand")), ("pong", self.tr("Pong")),
                           ("kong", self.tr("Exposed kong")), ("addkong", self.tr("Added kong")),
                           ("ankong", self.tr("Concealed kong")), ("chow", self.tr("Chow"))):
            self.mode_buttons[mode].setText(text)
        self.hand_box.setTitle(self.tr("Your hand (the highlighted tile is the winning tile)"))
        self.hand_hint.setText(self.tr("Click a tile to remove it, shift-click to make it the "
                                       "winning tile. Melds: choose a kind, then a tile."))
        self.result_box.setTitle(self.tr("Result"))
        self.situation_box.setTitle(self.tr("Situation"))
        for key, label in self.option_labels.items():
            label.setText(self.tr("%1:").replace("%1", texts.option(key)))
        for key, box in self.option_boxes.items():
            for i in range(box.count()):
                box.setItemText(i, option_label(key, str(box.itemData(i))))
            fit_combo(box)
        self.win_buttons[WinType.SELF].setText(self.tr("Self-draw"))
        self.win_buttons[WinType.DISCARD].setText(self.tr("On a discard"))
        self.win_buttons[WinType.ROBBED].setText(self.tr("Robbing a kong"))
        self.from_label.setText(self.tr("From:"))
        self.seat_label.setText(self.tr("Winner:"))
        self.dealer_label.setText(self.tr("Dealer:"))
        self.in_label.setText(self.tr("Still in:"))
        self.void_label.setText(self.tr("Void suit:"))
        self.void_box.setItemText(0, self.tr("Automatic"))
        for i, s in enumerate("mps", start=1):
            self.void_box.setItemText(i, texts.suit(s))
        fit_combo(self.void_box)
        self.events_label.setText(self.tr("Events:"))
        for e, cb in self.event_checks.items():
            cb.setText(texts.event_name(e))
        self.wind_label.setText(self.tr("Prevailing wind:"))
        for i in range(self.wind_box.count()):
            self.wind_box.setItemText(i, texts.wind(self.wind_box.itemData(i)))
        fit_combo(self.wind_box)
        self.waits_box.setTitle(self.tr("Waits and what each is worth"))
        self.compare_box.setTitle(self.tr("The same hand under every profile"))
        for i, pid in enumerate(PROFILE_IDS):
            self.profile_box.setItemText(i, texts.profile(pid))
        fit_combo(self.profile_box)
        self._render(text=True)
        self._fit_left()

    def _fit_left(self) -> None:
        """The input column is never narrower than what it holds in this language (its
        scroll area only scrolls up and down)."""
        bar = self.left_scroll.verticalScrollBar().sizeHint().width()
        self.left_scroll.setMinimumWidth(self.left_panel.minimumSizeHint().width() + bar + 2)

    def showEvent(self, event: QShowEvent) -> None:
        """The rule sets are read again each time the page shows (one may have been made or
        deleted meanwhile); a chosen set that is gone leaves its base profile's rules."""
        super().showEvent(event)
        self._add_rule_sets()
        if self.state.house and self.state.house not in [
                r.house_options() for r in self.rule_sets.values()]:
            self.state.house = {}
        self._render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _choice_keys() -> list[str]:
    """Every win-value option with choices in any profile, in the profiles' order."""
    keys: list[str] = []
    for p in PROFILES.values():
        keys += [k for k, v in p.option_choices.items()
                 if v and k in WIN_VALUE_OPTIONS and k not in keys]
    return keys
