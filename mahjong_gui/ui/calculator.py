"""The Calculator area: enter a hand (tile palette, meld builder or the notation) and its
situation, and read every pattern, the value, who pays whom, the waits, and the same hand
under every profile. The numbers come from ``engine.calculator``; nothing is recomputed here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication, QIcon, QKeySequence
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
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine import calculator as calc
from mahjong_gui.engine.melds import Meld, MeldKind, parse_hand
from mahjong_gui.engine.rules import PROFILES, AnyProfile, get_profile
from mahjong_gui.engine.rules.hongkong import HKEvent, HKScore, HKSituation
from mahjong_gui.engine.scoring import Event, Invalid, NotWin, Score, Situation, WinType
from mahjong_gui.engine.tiles import BONUS_TILES, HONOUR_TILES, TILES, ErrorCode, Tile, TileError
from mahjong_gui.engine.tiles import format as format_tiles
from mahjong_gui.engine.tiles import parse as parse_tiles
from mahjong_gui.ui import texts
from mahjong_gui.ui.scorebook_dialogs import choice_keys, fill_choices, option_text
from mahjong_gui.ui.tile_art import TileArt

PROFILE_IDS: tuple[str, ...] = tuple(PROFILES)
PALETTE_H = 44
HAND_H = 52
SMALL_H = 34
SEATS = (0, 1, 2, 3)
# The options that change what one win is worth, the only ones the calculator offers: the cap
# (mahjchina), the minimum, whether bonus tiles count toward it and the limit (Hong Kong). Not
# the match length (hands, games, rounds) nor the wall-end refunds and pig payments.
WIN_VALUE_OPTIONS = frozenset({"cap", "min_faan", "bonus_counts", "limit"})


@dataclass(frozen=True, slots=True)
class Example:
    """A worked example that loads into the calculator (docs/rules.md §4 and more)."""

    title: str  # English source, translated in the "CalculatorPage" context
    profile: str
    text: str  # hand (winning tile last) and melds in the notation
    win: WinType = WinType.SELF
    discarder: int | None = None
    seat: int = 0
    in_seats: tuple[int, ...] = SEATS
    events: tuple[Event, ...] = ()


EXAMPLES: tuple[Example, ...] = (
    Example(QT_TRANSLATE_NOOP("CalculatorPage",
                              "mahjchina: plain self-draw by the dealer (example 1)"),
            "mahjchina", "123456m234p789p55m"),
    Example(QT_TRANSLATE_NOOP("CalculatorPage",
                              "mahjchina: the same hand won on player 1's discard"),
            "mahjchina", "123456m234p789p55m", WinType.DISCARD, 1),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "mahjchina: self-draw with player 3 already out"),
            "mahjchina", "123456m234p789p55m", in_seats=(0, 1, 2)),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "mahjchina: all pongs self-drawn (example 2)"),
            "mahjchina", "111m222m333p444p55m"),
    Example(QT_TRANSLATE_NOOP("CalculatorPage",
                              "MIL: pure one suit after a winner left (example 3)"),
            "mil", "123m456m789m234m55m", seat=1, in_seats=(1, 2, 3)),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "Mahjong Soul: a 1-han tsumo (example 6)"),
            "majsoul", "123456m234p789p55m"),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "Competition: pure all pongs, 3 fan (example 7)"),
            "competition", "111333555777m99m"),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "MIL: dragon seven pairs on a discard"),
            "mil", "11223344m5555p66p", WinType.DISCARD, 2),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "mahjchina: golden hook on a kong bloom"),
            "mahjchina", "55p pong:1m kong:3m ankong:7p pong:9p", events=(Event.KONG_BLOOM,)),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "Mahjong Soul: eighteen arhats"),
            "majsoul", "33m kong:2m ankong:5p addkong:7p kong:9m"),
    Example(QT_TRANSLATE_NOOP("CalculatorPage",
                              "Hong Kong Modern: South wins 5 faan on West's discard"),
            "hk-modern", "12345678911m pong:7z", WinType.DISCARD, 2, seat=1),
    Example(QT_TRANSLATE_NOOP("CalculatorPage",
                              "Hong Kong Classical: South self-draws 5 faan"),
            "hk-classical", "12345678911m pong:7z 1f", seat=1),
)


class TileButton(QToolButton):
    """A palette tile: its picture and how many copies are left to add."""

    def __init__(self, art: TileArt, tile: Tile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tile = tile
        self.setObjectName(f"palette_{tile}")
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        pixmap = art.pixmap(tile, PALETTE_H, self.devicePixelRatioF())
        self.setIcon(QIcon(pixmap))
        self.setIconSize(QSize(int(PALETTE_H * 0.75), PALETTE_H))
        self.setAutoRaise(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def set_left(self, n: int) -> None:
        self.setText(f"×{n}")
        self.setEnabled(n > 0)


class TileStrip(QWidget):
    """A row of tiles (the hand, a meld, a reading); tiles can be clickable."""

    clicked = Signal(int)

    def __init__(self, art: TileArt, height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.h = height
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(1)
        self.row.addStretch(1)
        self.buttons: list[QToolButton] = []

    def set_groups(self, groups: list[list[Tile]], clickable: bool = False,
                   highlight: int | None = None, tooltip: str = "") -> None:
        for b in self.buttons:
            self.row.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        while self.row.count():
            self.row.takeAt(0)
        index = 0
        dpr = self.devicePixelRatioF()
        for g, group in enumerate(groups):
            if g:
                self.row.addSpacing(10)
            for t in group:
                b = QToolButton()
                b.setObjectName(f"strip_tile_{index}")
                b.setAutoRaise(True)
                b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                b.setIcon(QIcon(self.art.pixmap(t, self.h, dpr, highlight=index == highlight)))
                b.setIconSize(QSize(int(self.h * 0.75), self.h))
                b.setToolTip(tooltip)
                if clickable:
                    b.clicked.connect(lambda _=False, i=index: self.clicked.emit(i))
                else:
                    b.setEnabled(True)
                    b.setCursor(Qt.CursorShape.ArrowCursor)
                self.row.addWidget(b)
                self.buttons.append(b)
                index += 1
        self.row.addStretch(1)


class CalculatorPage(QWidget):
    """The whole calculator. ``hand`` keeps entry order: the last tile is the winning tile."""

    # (profile id, its options, the win as a ledger event): the main window hands it to the
    # Scorebook, which fills a win entry with it.
    send_to_scorebook = Signal(str, dict, dict)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page_calculator")
        self.art = TileArt()
        self.hand: list[Tile] = []
        self.melds: list[Meld] = []
        self.bonus: list[Tile] = []
        self._syncing = False
        self.message = ""
        self.calculation: calc.Calculation | None = None
        self.waits: list[calc.WaitValue] = []

        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        top = QHBoxLayout()
        self.profile_box = QComboBox()
        self.profile_box.setObjectName("calc_profile")
        for pid in PROFILE_IDS:
            self.profile_box.addItem(texts.profile(pid), pid)
        top.addWidget(self.profile_box)
        # A box for every option with choices that changes a win's value; the chosen
        # profile's boxes show, filled with its own choices (``_profile_changed``).
        self.option_boxes: dict[str, QComboBox] = {}
        for key in choice_keys(list(PROFILES.values())):
            if key not in WIN_VALUE_OPTIONS:
                continue
            box = QComboBox()
            box.setObjectName(f"calc_option_{key}")
            box.currentIndexChanged.connect(self.recalculate)
            self.option_boxes[key] = box
            top.addWidget(box)
        self._fill_options()
        top.addStretch(1)
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

        body = QHBoxLayout()
        outer.addLayout(body, 1)
        left = QVBoxLayout()
        body.addLayout(left, 5)

        entry = QHBoxLayout()
        self.notation_label = QLabel()
        entry.addWidget(self.notation_label)
        self.text = QLineEdit()
        self.text.setObjectName("notation")
        self.text.setClearButtonEnabled(True)
        self.text.textEdited.connect(self._text_edited)
        entry.addWidget(self.text, 1)
        left.addLayout(entry)

        self.palette_box = QGroupBox()
        grid = QGridLayout(self.palette_box)
        grid.setSpacing(2)
        self.palette: dict[Tile, TileButton] = {}
        for row, suit in enumerate("mps"):
            for rank in range(1, 10):
                t = parse_tiles(f"{rank}{suit}")[0]
                b = TileButton(self.art, t)
                b.clicked.connect(lambda _=False, tt=t: self.add_tile(tt))
                grid.addWidget(b, row, rank - 1)
                self.palette[t] = b
        self.honour_buttons: list[TileButton] = []  # shown for a profile with honours
        for i, t in enumerate(HONOUR_TILES):
            b = TileButton(self.art, t)
            b.clicked.connect(lambda _=False, tt=t: self.add_tile(tt))
            grid.addWidget(b, 3, i)
            self.palette[t] = b
            self.honour_buttons.append(b)
        self.bonus_buttons: list[TileButton] = []  # shown for a profile with bonus tiles
        for i, t in enumerate(BONUS_TILES):
            b = TileButton(self.art, t)
            b.setCheckable(True)
            b.clicked.connect(lambda _=False, tt=t: self.toggle_bonus(tt))
            grid.addWidget(b, 4, i)
            self.palette[t] = b
            self.bonus_buttons.append(b)
        modes = QHBoxLayout()
        self.mode_group = QButtonGroup(self)
        self.mode_buttons: dict[str, QRadioButton] = {}
        for i, mode in enumerate(("hand", "pong", "kong", "addkong", "ankong", "chow")):
            rb = QRadioButton()
            rb.setObjectName(f"mode_{mode}")
            self.mode_group.addButton(rb, i)
            self.mode_buttons[mode] = rb
            modes.addWidget(rb)
        self.mode_buttons["hand"].setChecked(True)
        modes.addStretch(1)
        grid.addLayout(modes, 5, 0, 1, 9)
        left.addWidget(self.palette_box)

        self.hand_box = QGroupBox()
        hand_layout = QVBoxLayout(self.hand_box)
        self.hand_strip = TileStrip(self.art, HAND_H)
        self.hand_strip.setObjectName("hand_strip")
        self.hand_strip.clicked.connect(self._hand_clicked)
        hand_layout.addWidget(self.hand_strip)
        self.hand_hint = QLabel()
        self.hand_hint.setObjectName("hand_hint")
        self.hand_hint.setWordWrap(True)
        hand_layout.addWidget(self.hand_hint)
        left.addWidget(self.hand_box)

        self.result_box = QGroupBox()
        result_layout = QVBoxLayout(self.result_box)
        self.message_label = QLabel()
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        mf = QFont(self.message_label.font())
        mf.setPointSizeF(mf.pointSizeF() * 1.1)
        mf.setBold(True)
        self.message_label.setFont(mf)
        result_layout.addWidget(self.message_label)
        self.reading_strip = TileStrip(self.art, SMALL_H)
        self.reading_strip.setObjectName("reading")
        result_layout.addWidget(self.reading_strip)
        self.patterns = QTableWidget(0, 2)
        self.patterns.setObjectName("patterns")
        self._table_style(self.patterns)
        result_layout.addWidget(self.patterns)
        self.value_label = QLabel()
        self.value_label.setObjectName("value")
        self.value_label.setWordWrap(True)
        result_layout.addWidget(self.value_label)
        self.payments = QTableWidget(0, 3)
        self.payments.setObjectName("payments")
        self._table_style(self.payments)
        result_layout.addWidget(self.payments)
        self.deltas_label = QLabel()
        self.deltas_label.setObjectName("deltas")
        df = QFont(self.deltas_label.font())
        df.setBold(True)
        self.deltas_label.setFont(df)
        result_layout.addWidget(self.deltas_label)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.result_box)
        left.addWidget(scroll, 1)

        right = QVBoxLayout()
        body.addLayout(right, 3)
        self.situation_box = QGroupBox()
        form = QGridLayout(self.situation_box)
        self.win_group = QButtonGroup(self)
        self.win_buttons: dict[WinType, QRadioButton] = {}
        for i, w in enumerate(WinType):
            rb = QRadioButton()
            rb.setObjectName(f"win_{w.value}")
            self.win_group.addButton(rb, i)
            self.win_buttons[w] = rb
            form.addWidget(rb, i, 0, 1, 2)
        self.win_buttons[WinType.SELF].setChecked(True)
        self.from_box = self._seat_box("calc_from")
        form.addWidget(self.from_box, 1, 2, 2, 1, Qt.AlignmentFlag.AlignVCenter)
        self.seat_label, self.seat_box = QLabel(), self._seat_box("calc_seat")
        self.dealer_label, self.dealer_box = QLabel(), self._seat_box("calc_dealer")
        form.addWidget(self.seat_label, 3, 0)
        form.addWidget(self.seat_box, 3, 1, 1, 2)
        form.addWidget(self.dealer_label, 4, 0)
        form.addWidget(self.dealer_box, 4, 1, 1, 2)
        self.in_label = QLabel()
        form.addWidget(self.in_label, 5, 0)
        in_row = QHBoxLayout()
        self.in_boxes: list[QCheckBox] = []
        for s in SEATS:
            cb = QCheckBox(str(s))
            cb.setObjectName(f"in_{s}")
            cb.setChecked(True)
            cb.toggled.connect(self.recalculate)
            in_row.addWidget(cb)
            self.in_boxes.append(cb)
        form.addLayout(in_row, 5, 1, 1, 2)
        self.void_label = QLabel()
        self.void_box = QComboBox()
        self.void_box.setObjectName("calc_void")
        for v in ("", "m", "p", "s"):
            self.void_box.addItem("", v)
        self.void_box.currentIndexChanged.connect(self.recalculate)
        form.addWidget(self.void_label, 6, 0)
        form.addWidget(self.void_box, 6, 1, 1, 2)
        self.wind_label = QLabel()
        self.wind_box = QComboBox()
        self.wind_box.setObjectName("calc_prevailing")
        for w in (1, 2, 3, 4):
            self.wind_box.addItem("", w)
        self.wind_box.currentIndexChanged.connect(self.recalculate)
        form.addWidget(self.wind_label, 8, 0)
        form.addWidget(self.wind_box, 8, 1, 1, 2)
        self.replacement_box = QCheckBox()
        self.replacement_box.setObjectName("event_replacement")
        self.replacement_box.toggled.connect(self.recalculate)
        form.addWidget(self.replacement_box, 9, 0, 1, 3)
        self.event_boxes: dict[Event, QCheckBox] = {}
        events = QGridLayout()
        for i, e in enumerate(Event):
            cb = QCheckBox()
            cb.setObjectName(f"event_{e.value}")
            cb.toggled.connect(self.recalculate)
            self.event_boxes[e] = cb
            events.addWidget(cb, i // 2, i % 2)
        form.addLayout(events, 7, 0, 1, 3)
        right.addWidget(self.situation_box)

        self.waits_box = QGroupBox()
        wl = QVBoxLayout(self.waits_box)
        self.waits_table = QTableWidget(0, 3)
        self.waits_table.setObjectName("waits")
        self._table_style(self.waits_table)
        wl.addWidget(self.waits_table)
        right.addWidget(self.waits_box)

        self.compare_box = QGroupBox()
        cl = QVBoxLayout(self.compare_box)
        self.compare_table = QTableWidget(len(PROFILE_IDS), 3)
        self.compare_table.setObjectName("compare")
        self._table_style(self.compare_table)
        header = self.compare_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        cl.addWidget(self.compare_table)
        cl.addStretch(1)
        right.addWidget(self.compare_box, 1)

        self.profile_box.currentIndexChanged.connect(self._profile_changed)
        self.win_group.idToggled.connect(lambda *_: self.recalculate())
        for box in (self.from_box, self.seat_box, self.dealer_box):
            box.currentIndexChanged.connect(self.recalculate)
        self.from_box.setCurrentIndex(1)
        self.retranslate()
        self._profile_changed()

    # -- building helpers --------------------------------------------------------------------

    def _seat_box(self, name: str) -> QComboBox:
        box = QComboBox()
        box.setObjectName(name)
        for s in SEATS:
            box.addItem("", s)
        return box

    @staticmethod
    def _table_style(table: QTableWidget) -> None:
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

    # -- the hand ----------------------------------------------------------------------------

    @property
    def base_profile(self) -> AnyProfile:
        """The chosen profile with its default options."""
        return get_profile(str(self.profile_box.currentData()))

    @property
    def one_win(self) -> bool:
        """One win ends the hand (not bloody): the situation is read the Hong Kong way
        (``HKSituation``: everyone in, the prevailing wind, its events)."""
        return not self.base_profile.bloody

    def options(self) -> dict[str, str]:
        """The chosen profile's options from the boxes shown."""
        choices = self.base_profile.option_choices
        return {k: str(b.currentData()) for k, b in self.option_boxes.items()
                if choices.get(k) and b.currentData() is not None}

    @property
    def profile(self) -> AnyProfile:
        return get_profile(str(self.profile_box.currentData()), self.options())

    def _fill_options(self) -> None:
        """Fill the option boxes with the chosen profile's choices; show only those."""
        base = self.base_profile
        for key, box in self.option_boxes.items():
            box.setVisible(fill_choices(box, base, key))

    def toggle_bonus(self, tile: Tile) -> None:
        if tile in self.bonus:
            self.bonus.remove(tile)
        else:
            self.bonus.append(tile)
            self.bonus.sort()
        self._changed()

    def counts(self) -> Counter[Tile]:
        c: Counter[Tile] = Counter(self.hand)
        for m in self.melds:
            c.update(m.tiles)
        return c

    def mode(self) -> str:
        for name, rb in self.mode_buttons.items():
            if rb.isChecked():
                return name
        return "hand"

    def add_tile(self, tile: Tile) -> bool:
        """Add ``tile`` to the hand, or a meld of it in a meld mode; False when no copy is
        left (a fifth copy cannot be added)."""
        mode = self.mode()
        if mode == "chow":
            if not tile.is_number or tile.rank > 7:
                self.message_label.setText(self.tr("A chow is three tiles in a row of one "
                                                   "suit: choose its lowest tile (1-7)."))
                return False
            run = [TILES[tile + k] for k in range(3)]
            if any(self.counts()[t] + 1 > 4 for t in run):
                self.message_label.setText(self.tr("There are only four {0} in the set.")
                                           .format(tile))
                return False
        need = {"hand": 1, "pong": 3, "chow": 0}.get(mode, 4)
        if self.counts()[tile] + need > 4:
            self.message_label.setText(self.tr("There are only four {0} in the set.")
                                       .format(tile))
            return False
        if mode == "hand":
            self.hand.append(tile)
        else:
            self.melds.append(Meld(MeldKind(mode), tile))
            self.mode_buttons["hand"].setChecked(True)
        self._changed()
        return True

    def remove_tile(self, index: int) -> None:
        """Remove the hand tile at ``index`` (or, past the hand, the meld there)."""
        if 0 <= index < len(self.hand):
            del self.hand[index]
        else:
            k = index - len(self.hand)
            for m in list(self.melds):
                n = len(m.tiles)
                if k < n:
                    self.melds.remove(m)
                    break
                k -= n
        self._changed()

    def _hand_clicked(self, index: int) -> None:
        mods = QGuiApplication.keyboardModifiers()
        if mods & Qt.KeyboardModifier.ShiftModifier and index < len(self.hand):
            self.set_winning_tile(index)  # shift-click: this tile is the winning tile
        else:
            self.remove_tile(index)

    def set_winning_tile(self, index: int) -> None:
        t = self.hand.pop(index)
        self.hand.append(t)
        self._changed()

    def clear(self) -> None:
        self.hand = []
        self.melds = []
        self.bonus = []
        self._changed()

    def notation(self) -> str:
        parts = [format_tiles(self.hand)] if self.hand else []
        parts += [str(m) for m in self.melds]
        if self.bonus:
            parts.append(format_tiles(self.bonus))
        return " ".join(parts)

    def set_notation(self, text: str) -> None:
        self.text.setText(text)
        self._text_edited(text)

    def _text_edited(self, text: str) -> None:
        """Read the notation box: hand tiles, then melds as KIND:TILE."""
        try:
            read_hand, read_melds, read_bonus = parse_hand(text)
            hand, melds, bonus = list(read_hand), list(read_melds), list(read_bonus)
            counts: Counter[Tile] = Counter(hand)
            for m in melds:
                counts.update(m.tiles)
            bad = [t for t, n in counts.items() if n > 4]
            if bad:
                raise TileError(ErrorCode.FIFTH_COPY, "", None)
        except TileError as err:
            self.message = texts.tile_error(err.code.value)
            self.message_label.setText(self.message)
            self._set_result_visible(False)
            return
        profile = self.base_profile
        if ((bonus and not profile.bonus_tiles)
                or (not profile.honours and (any(not t.is_number for t in hand)
                                             or any(not m.tile.is_number for m in melds)))):
            self.message = texts.invalid("tile_identity")
            self.message_label.setText(self.message)
            self._set_result_visible(False)
            return
        self.hand, self.melds, self.bonus = hand, melds, bonus
        self._syncing = True
        try:
            self._changed(from_text=True)
        finally:
            self._syncing = False

    def _changed(self, from_text: bool = False) -> None:
        if not from_text:
            self.text.setText(self.notation())
        counts = self.counts()
        for t, b in self.palette.items():
            if t.is_bonus:
                b.setChecked(t in self.bonus)
                b.setText("✓" if t in self.bonus else "")
            else:
                b.set_left(4 - counts[t])
        groups = [list(self.hand)] + [list(m.tiles) for m in self.melds]
        win_index = len(self.hand) - 1 if self.hand else None
        self.hand_strip.set_groups([g for g in groups if g], clickable=True,
                                   highlight=win_index,
                                   tooltip=self.tr("Click to remove; shift-click to make it "
                                                   "the winning tile"))
        self.recalculate()

    # -- the situation -----------------------------------------------------------------------

    def situation(self) -> Situation:
        win = next(w for w, rb in self.win_buttons.items() if rb.isChecked())
        seat = self.seat_box.currentData()
        in_seats = frozenset(s for s, cb in enumerate(self.in_boxes) if cb.isChecked())
        void = self.void_box.currentData() or None
        return Situation(
            win=win, seat=seat,
            discarder=None if win is WinType.SELF else self.from_box.currentData(),
            dealer=self.dealer_box.currentData(), in_seats=in_seats, void=void,
            events=frozenset(e for e, cb in self.event_boxes.items() if cb.isChecked()))

    def hk_situation(self) -> HKSituation:
        s = self.situation()
        events = {e for e, on in ((HKEvent.LAST_TILE, self.event_boxes[Event.LAST_TILE]),
                                  (HKEvent.HEAVENLY, self.event_boxes[Event.HEAVENLY]),
                                  (HKEvent.EARTHLY, self.event_boxes[Event.EARTHLY]),
                                  (HKEvent.REPLACEMENT, self.replacement_box))
                  if on.isChecked()}
        return HKSituation(win=s.win, seat=s.seat, discarder=s.discarder, dealer=s.dealer,
                           prevailing=self.wind_box.currentData(), events=frozenset(events))

    def _profile_changed(self) -> None:
        p = self.base_profile
        self._fill_options()
        for b in self.honour_buttons:
            b.setVisible(p.honours)
        for b in self.bonus_buttons:
            b.setVisible(p.bonus_tiles)
        self.mode_buttons["chow"].setVisible(p.chow)
        # One win ends the hand: everyone is in, the prevailing wind and a replacement-tile
        # win; bloody: who has left and the kong events. The void suit where there is one.
        for w in (self.wind_label, self.wind_box, self.replacement_box):
            w.setVisible(not p.bloody)
        for w in (self.in_label, *self.in_boxes,
                  self.event_boxes[Event.KONG_BLOOM], self.event_boxes[Event.KONG_DISCARD]):
            w.setVisible(p.bloody)
        for w in (self.void_label, self.void_box):
            w.setVisible(p.void_suit)
        if ((self.bonus and not p.bonus_tiles)
                or (not p.honours and (any(not t.is_number for t in self.hand)
                                       or any(not m.tile.is_number for m in self.melds)))
                or (not p.chow and any(m.kind is MeldKind.CHOW for m in self.melds))):
            self.clear()  # tiles and melds the profile does not have
            return
        self.recalculate()

    # -- results -----------------------------------------------------------------------------

    def _set_result_visible(self, on: bool) -> None:
        for w in (self.reading_strip, self.patterns, self.value_label, self.payments,
                  self.deltas_label):
            w.setVisible(on)

    def recalculate(self) -> None:
        if not hasattr(self, "compare_table"):
            return
        self.from_box.setEnabled(not self.win_buttons[WinType.SELF].isChecked())
        profile = self.profile
        situation: Situation | HKSituation = (self.hk_situation() if self.one_win
                                              else self.situation())
        size = len(self.hand) + 3 * len(self.melds)
        self.calculation = None
        self.waits = []
        self._update_send()
        self._show_waits(None)
        if not self.hand and not self.melds:
            self.message = self.tr("Enter a hand: click the tiles above, or type it "
                                   "(e.g. 123456m234p789p55m). The last tile is the winning "
                                   "tile.")
            self.message_label.setText(self.message)
            self.message_label.setVisible(True)
            self._set_result_visible(False)
            self._show_compare(None)
            return
        if size != 14:
            # A win needs 14 tiles; with 13 the waits are shown with what each is worth.
            self.message = texts.tile_error("tile_count")
            if size == 13:
                found = calc.wait_values(profile, self.hand, self.melds, situation,
                                         self.bonus)
                if isinstance(found, list):
                    self.waits = found
                    self._show_waits(found)
                    self.message += " " + self.tr(
                        "These 13 tiles are ready: the tiles that win are listed with what "
                        "each is worth.")
                elif isinstance(found, NotWin):
                    self.message += " " + texts.not_win("not_ready")
                else:
                    self.message = texts.invalid(found.code)
            self.message_label.setText(self.message)
            self.message_label.setVisible(True)
            self._set_result_visible(False)
            self._show_compare(None)
            return
        result = calc.calculate(profile, self.hand, self.melds, situation, self.bonus)
        self.calculation = result
        self._show_compare(self.situation())
        if isinstance(result.result, Invalid):
            self.message = texts.invalid(result.result.code)
        elif isinstance(result.result, NotWin):
            self.message = texts.not_win(result.result.reason)
        else:
            self.message = ""
        self.message_label.setText(self.message)
        self.message_label.setVisible(bool(self.message))
        self._set_result_visible(result.score is not None)
        if result.score is not None:
            self._show_score(result.score, result, profile)
        self._update_send()

    def _update_send(self) -> None:
        ok = self.win_event() is not None
        self.send_button.setEnabled(ok)
        self.send_button.setToolTip(
            self.tr("Record this win in the Scorebook's current session") if ok else
            self.tr("Enter a winning hand first"))

    def _show_score(self, score: Score | HKScore, result: calc.Calculation,
                    profile: AnyProfile) -> None:
        d = score.decomposition
        groups = [list(g.tiles) for g in d.groups] + [list(m.tiles) for m in d.melds]
        if isinstance(score, HKScore) and score.bonus:
            groups.append(list(score.bonus))
        self.reading_strip.set_groups(groups)
        if isinstance(score, HKScore):
            rows = [(texts.pattern(line.id.value)
                     + (f" ×{line.count}" if line.count > 1 else ""),
                     self.tr("limit") if line.limit else str(line.value * line.count))
                    for line in score.lines]
        else:
            rows = [(texts.pattern(line.id.value)
                     + (f" ×{line.count}" if line.count > 1 else ""),
                     (f"×{line.value ** line.count}" if line.op.value == "double"
                      else str(line.value * line.count)))
                    for line in score.lines]
        rows += [(self.tr("{0} (replaced by {1})").format(texts.pattern(a.value),
                                                          texts.pattern(b.value)), "–")
                 for a, b in score.replaced]
        self._fill(self.patterns, rows, [self.tr("Pattern"), texts.unit(profile.unit)])
        if isinstance(score, HKScore):
            value = self.tr("{0} faan, base {1}").format(score.faan, score.value)
            if score.limit_applied:
                value += "  " + self.tr("(limit: {0} faan counted as {1})").format(
                    score.faan_total, score.faan)
        else:
            value = self.tr("Value: {0}").format(score.value)
            if score.cap_applied:
                value += "  " + self.tr("(capped from {0} to {1} {2})").format(
                    score.units, score.capped, texts.unit(profile.unit))
            if score.roots:
                value += "  " + self.tr("Roots: {0}").format(score.roots)
        self.value_label.setText(value)
        payments = [(self.tr("Seat {0}").format(p.payer),
                     self.tr("Seat {0}").format(p.payee) if p.payee is not None
                     else self.tr("nobody"), str(p.amount)) for p in result.payments]
        self._fill(self.payments, payments, [self.tr("Pays"), self.tr("To"),
                                             self.tr("Amount")])
        self.deltas_label.setText("   ".join(
            self.tr("Seat {0}: {1}").format(s, f"{v:+d}" if v else "0")
            for s, v in enumerate(result.deltas)))

    def deltas_text(self) -> tuple[int, int, int, int] | None:
        return self.calculation.deltas if self.calculation and self.calculation.score else None

    def _show_waits(self, waits: list[calc.WaitValue] | None) -> None:
        self.waits_box.setVisible(waits is not None)
        rows = []
        for w in waits or []:
            sc = w.calculation.score
            rows.append((str(w.tile), str(sc.value) if sc else
                         texts.not_win(w.calculation.result.reason)
                         if isinstance(w.calculation.result, NotWin) else "–",
                         ", ".join(texts.pattern(line.id.value) for line in sc.lines)
                         if sc else ""))
        self._fill(self.waits_table, rows, [self.tr("Wait"), self.tr("Value"),
                                            self.tr("Patterns")])

    def _show_compare(self, situation: Situation | None) -> None:
        table = self.compare_table
        rows = []
        if situation is not None:
            for p, c in calc.compare(self.hand, self.melds, situation, bonus=self.bonus,
                                     prevailing=self.wind_box.currentData()):
                if c.score is not None:
                    rows.append((texts.profile_short(p.id), str(c.score.value),
                                 " ".join(f"{v:+d}" if v else "0" for v in c.deltas)))
                else:
                    reason = (c.result.reason if isinstance(c.result, NotWin)
                              else c.result.code)  # type: ignore[union-attr]
                    rows.append((texts.profile_short(p.id), "–", texts.short_reason(reason)))
        self._fill(table, rows, [self.tr("Rules"), self.tr("Value"), self.tr("Deltas")])

    @staticmethod
    def _fill(table: QTableWidget, rows: list[tuple[str, ...]], headers: list[str]) -> None:
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setRowCount(len(rows))
        table.setWordWrap(True)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                table.setItem(r, c, QTableWidgetItem(text))
        table.resizeRowsToContents()
        height = table.horizontalHeader().height() + sum(
            table.rowHeight(r) for r in range(len(rows))) + 4
        table.setFixedHeight(max(height, 30))

    def compare_rows(self) -> list[tuple[str, str, str]]:
        t = self.compare_table
        return [tuple(t.item(r, c).text() for c in range(3))  # type: ignore[misc]
                for r in range(t.rowCount())]

    # -- examples and sharing ----------------------------------------------------------------

    def load_example(self, example: Example) -> None:
        self.profile_box.setCurrentIndex(self.profile_box.findData(example.profile))
        self.win_buttons[example.win].setChecked(True)
        if example.discarder is not None:
            self.from_box.setCurrentIndex(example.discarder)
        self.seat_box.setCurrentIndex(example.seat)
        self.dealer_box.setCurrentIndex(0)
        for s, cb in enumerate(self.in_boxes):
            cb.setChecked(s in example.in_seats)
        self.void_box.setCurrentIndex(0)
        for e, cb in self.event_boxes.items():
            cb.setChecked(e in example.events)
        self.set_notation(example.text)

    def win_event(self) -> dict[str, Any] | None:
        """The scored win as a ledger event (README "ledger"), or None. The Scorebook takes
        the dealer and (Hong Kong) the prevailing wind from its session, not from here."""
        if self.calculation is None or self.calculation.score is None:
            return None
        s = self.situation()
        out: dict[str, Any] = {"type": "win", "seat": s.seat}
        if s.discarder is not None:
            out["from"] = s.discarder
        if s.win is WinType.ROBBED:
            out["robbed"] = True
        out["hand"] = format_tiles(self.hand)
        if self.melds:
            out["melds"] = [str(m) for m in self.melds]
        profile = self.base_profile
        if self.bonus and profile.bonus_tiles:
            out["bonus"] = format_tiles(self.bonus)
        if self.one_win:
            events = self.hk_situation().events
            if events:
                out["events"] = [e.value for e in HKEvent if e in events]
            return out
        if s.events:
            out["events"] = [e.value for e in Event if e in s.events]
        if s.void is not None and profile.void_suit:
            out["void"] = s.void
        return out

    def send(self) -> bool:
        event = self.win_event()
        if event is None:
            return False
        self.send_to_scorebook.emit(self.profile.id, self.options(), event)
        return True

    def copy_text(self) -> str:
        """Copy the hand and its result as plain text (also returned)."""
        lines = [self.tr("Hand: {0}").format(self.notation()),
                 self.tr("Rules: {0}").format(texts.profile(self.profile.id))]
        if self.calculation and self.calculation.score:
            sc = self.calculation.score
            lines += [f"  {texts.pattern(line.id.value)}: {line.value}"
                      + (f" ×{line.count}" if line.count > 1 else "") for line in sc.lines]
            lines.append(self.tr("Value: {0}").format(sc.value))
            lines.append(self.deltas_label.text())
        elif self.message:
            lines.append(self.message)
        text = "\n".join(lines)
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(text)
        return text

    # -- translation -------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.examples_button.setText(self.tr("Examples"))
        self.examples_menu.clear()
        for ex in EXAMPLES:
            action = self.examples_menu.addAction(self.tr(ex.title))
            action.triggered.connect(lambda _=False, e=ex: self.load_example(e))
        self.copy_button.setText(self.tr("Copy"))
        self.send_button.setText(self.tr("Send to scorebook"))
        self.copy_button.setShortcut(QKeySequence.StandardKey.Copy)
        self.clear_button.setText(self.tr("Clear"))
        self.notation_label.setText(self.tr("Hand:"))
        self.text.setPlaceholderText(self.tr("e.g. 123456m234p789p55m  pong:5s"))
        self.palette_box.setTitle(self.tr("Tiles (click to add)"))
        for mode, text in (("hand", self.tr("Hand")), ("pong", self.tr("Pong")),
                           ("kong", self.tr("Exposed kong")), ("addkong", self.tr("Added kong")),
                           ("ankong", self.tr("Concealed kong"))):
            self.mode_buttons[mode].setText(text)
        self.hand_box.setTitle(self.tr("Your hand (the highlighted tile is the winning tile)"))
        self.hand_hint.setText(self.tr("Click a tile to remove it, shift-click to make it the "
                                       "winning tile. Melds: choose a kind, then a tile."))
        self.result_box.setTitle(self.tr("Result"))
        self.situation_box.setTitle(self.tr("Situation"))
        self.win_buttons[WinType.SELF].setText(self.tr("Self-draw"))
        self.win_buttons[WinType.DISCARD].setText(self.tr("On a discard from"))
        self.win_buttons[WinType.ROBBED].setText(self.tr("Robbing a kong of"))
        for box in (self.from_box, self.seat_box, self.dealer_box):
            for s in SEATS:
                box.setItemText(s, self.tr("Seat {0}").format(s))
        self.seat_label.setText(self.tr("Winner:"))
        self.dealer_label.setText(self.tr("Dealer:"))
        self.in_label.setText(self.tr("Still in:"))
        self.void_label.setText(self.tr("Void suit:"))
        self.void_box.setItemText(0, self.tr("Automatic"))
        for i, s in enumerate("mps", start=1):
            self.void_box.setItemText(i, texts.suit(s))
        names = {Event.KONG_BLOOM: self.tr("Kong bloom"),
                 Event.KONG_DISCARD: self.tr("Kong discard"),
                 Event.LAST_TILE: self.tr("Last tile"),
                 Event.HEAVENLY: self.tr("Heavenly"), Event.EARTHLY: self.tr("Earthly")}
        for e, cb in self.event_boxes.items():
            cb.setText(names[e])
        self.wind_label.setText(self.tr("Prevailing wind:"))
        for i in range(self.wind_box.count()):
            self.wind_box.setItemText(i, texts.wind(self.wind_box.itemData(i)))
        self.replacement_box.setText(self.tr("Won on a replacement tile"))
        self.mode_buttons["chow"].setText(self.tr("Chow"))
        self.waits_box.setTitle(self.tr("Waits and what each is worth"))
        self.compare_box.setTitle(self.tr("The same hand under every profile"))
        for i, pid in enumerate(PROFILE_IDS):
            self.profile_box.setItemText(i, texts.profile(pid))
        for key, box in self.option_boxes.items():
            for i in range(box.count()):
                box.setItemText(i, option_text(key, box.itemData(i)))
        self._changed()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
