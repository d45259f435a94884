"""The Calculator area: enter a hand (tile palette, meld builder or the notation) and its
situation, and read every pattern, the value, who pays whom, the waits, and the same hand
under every profile.

The page holds no hand of its own: ``ui.calculator_state.CalculatorState`` does, and every
edit goes through it; after each one the page renders ``state.result()`` whole, so what is
shown is always the answer for what is entered, or the one message that says why there is
none. The numbers come from ``engine.calculator``; nothing is recomputed here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QIcon, QKeySequence, QShowEvent
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
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine import calculator as calc
from mahjong_gui.engine.family.base import ScoreView, TableScore
from mahjong_gui.engine.family.registry import family_of
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.engine.rules.hongkong import seat_wind
from mahjong_gui.engine.scoring import WinType
from mahjong_gui.engine.tiles import BONUS_TILES, HONOUR_TILES, SUIT_TILES, Tile
from mahjong_gui.learn.examples import MIL_NAMES as SEAT_NAMES
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.calculator_state import (
    MODES,
    PROFILE_IDS,
    SEATS,
    WIN_VALUE_OPTIONS,
    Answer,
    CalculatorState,
    Mode,
    Problem,
    Removal,
    Result,
    SendContext,
    offered_events,
)
from mahjong_gui.ui.fit import fit_combo, guard_wheel
from mahjong_gui.ui.flow_layout import FlowLayout, labelled
from mahjong_gui.ui.tile_art import TileArt
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the rule sets load when a rules box is filled
    from mahjong_gui.store.rulesets import RuleSet

__all__ = ["EXAMPLES", "PROFILE_IDS", "SEATS", "WIN_VALUE_OPTIONS", "CalculatorPage",
           "Example"]


PALETTE_H = 40
HAND_H = 46
SMALL_H = 30
CTX = "CalculatorPage"


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
    events: tuple[str, ...] = ()  # event ids


EXAMPLES: tuple[Example, ...] = (
    Example(QT_TRANSLATE_NOOP("CalculatorPage",
                              "mahjchina: plain self-draw by the dealer (example 1)"),
            "mahjchina", "123456m234p789p55m"),
    Example(QT_TRANSLATE_NOOP("CalculatorPage",
                              "mahjchina: the same hand won on Bình's discard"),
            "mahjchina", "123456m234p789p55m", WinType.DISCARD, 1),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "mahjchina: self-draw with Dũng already out"),
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
            "mahjchina", "55p pong:1m kong:3m ankong:7p pong:9p", events=("kong-bloom",)),
    Example(QT_TRANSLATE_NOOP("CalculatorPage", "Mahjong Soul: eighteen arhats"),
            "majsoul", "33m kong:2m ankong:5p addkong:7p kong:9m"),
    Example(QT_TRANSLATE_NOOP("CalculatorPage",
                              "Hong Kong Modern: South wins 5 faan on West's discard"),
            "hk-modern", "12345678911m pong:7z", WinType.DISCARD, 2, seat=1),
    Example(QT_TRANSLATE_NOOP("CalculatorPage",
                              "Hong Kong Classical: South self-draws 5 faan"),
            "hk-classical", "12345678911m pong:7z 1f", seat=1),
)

# Why there is no answer, or why a click was refused, by the state's problem code. %1 is the
# tile or meld at fault (or the number), %2 the character position or the rules' name.
PROBLEMS: dict[str, str] = {
    "unknown_letter": QT_TRANSLATE_NOOP(
        "CalculatorPage", "“%1” (character %2) is not a tile letter: write digits followed by "
        "m, p or s (z for honours, f for bonus tiles)."),
    "no_suit_letter": QT_TRANSLATE_NOOP(
        "CalculatorPage", "“%1” (character %2) has no digit before it: write 5m, not m5."),
    "no_suit": QT_TRANSLATE_NOOP(
        "CalculatorPage", "The digits at character %2 have no suit letter after them "
        "(m, p or s)."),
    "rank_zero": QT_TRANSLATE_NOOP("CalculatorPage",
                                   "There is no tile of rank 0 (character %2)."),
    "bad_rank": QT_TRANSLATE_NOOP("CalculatorPage", "There is no tile %1 (character %2)."),
    "fifth_copy": QT_TRANSLATE_NOOP(
        "CalculatorPage", "Too many %1: there are only four of each tile."),
    "duplicate_bonus": QT_TRANSLATE_NOOP(
        "CalculatorPage", "%1 appears twice: there is one of each bonus tile."),
    "meld_kind": QT_TRANSLATE_NOOP(
        "CalculatorPage", "“%1” is not a meld: write pong:5m, kong:5m, addkong:5m, ankong:5m "
        "or chow:3m."),
    "meld_colon": QT_TRANSLATE_NOOP(
        "CalculatorPage", "“%1” is not a meld: write pong:5m, kong:5m, addkong:5m, ankong:5m "
        "or chow:3m."),
    "meld_tile": QT_TRANSLATE_NOOP(
        "CalculatorPage", "“%1” must name one suit or honour tile, as in pong:5m."),
    "chow_start": QT_TRANSLATE_NOOP(
        "CalculatorPage", "There is no %1: a chow is three tiles in a row of one suit, written "
        "by its lowest tile, 1 to 7 (chow:7m is 7-8-9)."),
    "text_too_long": QT_TRANSLATE_NOOP(
        "CalculatorPage", "The hand text is too long: at most %1 characters are read."),
    "no_honours": QT_TRANSLATE_NOOP(
        "CalculatorPage", "%1 is an honour tile: %2 is played with characters, dots and bamboo "
        "only."),
    "no_chow": QT_TRANSLATE_NOOP("CalculatorPage", "%2 has no chows: %1 cannot be declared."),
    "no_bonus": QT_TRANSLATE_NOOP("CalculatorPage",
                                  "%2 has no bonus tiles: %1 cannot be added."),
    "too_many_tiles": QT_TRANSLATE_NOOP(
        "CalculatorPage", "A hand has at most 14 tiles (a kong counts as 3); this one would "
        "have more. Remove a tile first."),
    "fix_text_first": QT_TRANSLATE_NOOP(
        "CalculatorPage", "The hand text has an error: correct it or clear it before adding "
        "or removing tiles."),
    "no_copies_hand": QT_TRANSLATE_NOOP(
        "CalculatorPage", "No %1 left: all four are in the hand already."),
    "no_copies_pong": QT_TRANSLATE_NOOP(
        "CalculatorPage", "A pong of %1 needs three free copies, and only %2 are left."),
    "no_copies_kong": QT_TRANSLATE_NOOP(
        "CalculatorPage", "A kong of %1 needs all four copies, and only %2 are left."),
    "no_copies_chow": QT_TRANSLATE_NOOP(
        "CalculatorPage", "No %1 left for this chow: all four are in the hand already."),
    "event_not_offered": QT_TRANSLATE_NOOP(
        "CalculatorPage", "These rules have no such event."),
}

# Why an event cannot happen with this win: each event's conditions (docs/rules.md §2.1, §3).
EVENT_REASONS: dict[str, str] = {
    "kong-bloom": QT_TRANSLATE_NOOP(
        "CalculatorPage", "Kong bloom cannot happen here: it is a self-draw of the tile taken "
        "after your own kong, so it needs a self-draw and a kong among your melds."),
    "replacement": QT_TRANSLATE_NOOP(
        "CalculatorPage", "A replacement tile cannot be won here: it is drawn after a kong or "
        "a bonus tile, so it needs a self-draw and a kong among your melds or a bonus tile."),
    "kong-discard": QT_TRANSLATE_NOOP(
        "CalculatorPage", "Kong discard cannot happen here: it is a win on the tile another "
        "player discards right after their kong, so it needs a win on a discard."),
    "last-tile": QT_TRANSLATE_NOOP(
        "CalculatorPage", "Last tile cannot happen here: no kong can be robbed once the wall "
        "is empty, and Hong Kong counts the last tile only when it is self-drawn."),
    "heavenly": QT_TRANSLATE_NOOP(
        "CalculatorPage", "Heavenly cannot happen here: it is the dealer winning on the dealt "
        "hand, a self-draw by the dealer with no melds."),
    "earthly": QT_TRANSLATE_NOOP(
        "CalculatorPage", "Earthly cannot happen here: it is a player other than the dealer "
        "winning at their first turn, before any meld (on their first draw, or in most rules "
        "on the dealer's first discard)."),
}

EVENT_NAMES: dict[str, str] = {
    "kong-bloom": QT_TRANSLATE_NOOP("CalculatorPage", "Kong bloom"),
    "kong-discard": QT_TRANSLATE_NOOP("CalculatorPage", "Kong discard"),
    "last-tile": QT_TRANSLATE_NOOP("CalculatorPage", "Last tile"),
    "heavenly": QT_TRANSLATE_NOOP("CalculatorPage", "Heavenly"),
    "earthly": QT_TRANSLATE_NOOP("CalculatorPage", "Earthly"),
    "replacement": QT_TRANSLATE_NOOP("CalculatorPage", "Won on a replacement tile"),
}
# A reason in the compare table's narrow cell, where the rule book's sentence would not fit.
SHORT_REASONS: dict[str, str] = {
    "tile_identity": QT_TRANSLATE_NOOP("CalculatorPage", "no honour tiles"),
    "bad_meld": QT_TRANSLATE_NOOP("CalculatorPage", "no chows"),
    "bad_event": QT_TRANSLATE_NOOP("CalculatorPage", "event impossible"),
    "robbed_tile_held": QT_TRANSLATE_NOOP("CalculatorPage", "robbed tile held"),
    "not_ready": QT_TRANSLATE_NOOP("CalculatorPage", "not ready"),
}
ALL_EVENTS: tuple[str, ...] = ("kong-bloom", "kong-discard", "replacement", "last-tile",
                               "heavenly", "earthly")


def _tr(source: str) -> str:
    return QCoreApplication.translate(CTX, source)


def short_reason(reason_id: str) -> str:
    """Why a profile gives no value, in a few words."""
    if reason_id in SHORT_REASONS:
        return _tr(SHORT_REASONS[reason_id])
    return texts.short_reason(reason_id)


def option_label(key: str, value: str) -> str:
    """One choice of a table option in words (``min_faan`` 3: "Minimum 3 faan")."""
    return texts.option_value(key, value)


class TileButton(QToolButton):
    """A palette tile: its picture and how many copies are left to add. Its size is fixed, so
    the palette never moves as tiles are added."""

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
        self.setText("×4")
        fm = QFontMetrics(self.font())
        w = max(int(PALETTE_H * 0.75), fm.horizontalAdvance("×4"), fm.horizontalAdvance("✓"))
        self.setFixedSize(w + 10, PALETTE_H + fm.height() + 8)

    def set_left(self, n: int | None) -> None:
        """Copies left (None: not known, while the hand text does not read)."""
        self.setText("" if n is None else f"×{n}")


class TileStrip(QWidget):
    """A row of tiles (the hand, a meld, a reading); tiles can be clickable. The tiles shrink
    to fit the strip's width, so a long hand never widens the page."""

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
        self._groups: list[list[Tile]] = []
        self._args: tuple[bool, int | None, str] = (False, None, "")
        self._shown_h = height
        self.setFixedHeight(height + 8)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def _fitting_height(self) -> int:
        n = sum(len(g) for g in self._groups)
        if not n:
            return self.h
        room = max(1, self.width() - 10 * (len(self._groups) - 1))
        per_tile = room / n - 5  # the button's frame around the icon
        return max(16, min(self.h, int(per_tile / 0.75)))

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self._groups and self._fitting_height() != self._shown_h:
            self._build()

    def set_groups(self, groups: list[list[Tile]], clickable: bool = False,
                   highlight: int | None = None, tooltip: str = "") -> None:
        self._groups = [list(g) for g in groups]
        self._args = (clickable, highlight, tooltip)
        self._build()

    def _build(self) -> None:
        clickable, highlight, tooltip = self._args
        for b in self.buttons:
            self.row.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        while self.row.count():
            self.row.takeAt(0)
        h = self._shown_h = self._fitting_height()
        index = 0
        dpr = self.devicePixelRatioF()
        for g, group in enumerate(self._groups):
            if g:
                self.row.addSpacing(10)
            for t in group:
                b = QToolButton()
                b.setObjectName(f"strip_tile_{index}")
                b.setAutoRaise(True)
                b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                b.setIcon(QIcon(self.art.pixmap(t, h, dpr, highlight=index == highlight)))
                b.setIconSize(QSize(int(h * 0.75), h))
                b.setToolTip(tooltip)
                if clickable:
                    b.clicked.connect(lambda _=False, i=index: self.clicked.emit(i))
                else:
                    b.setCursor(Qt.CursorShape.ArrowCursor)
                self.row.addWidget(b)
                self.buttons.append(b)
                index += 1
        self.row.addStretch(1)


class CalculatorPage(QWidget):
    """The whole calculator: widgets that edit ``self.state`` and show ``self.answer``."""

    # (profile id, its options, the win as a ledger event): the main window hands it to the
    # Scorebook, which fills a win entry with it.
    send_to_scorebook = Signal(str, dict, dict)
    # Emitted just before ``send_to_scorebook``: what the calculator assumed that a session may
    # see otherwise (``calculator_state.SendContext.as_dict``: profile, value, deltas, dealer,
    # in_seats, prevailing), for the Scorebook to show beside its own numbers when they differ.
    send_details = Signal(dict)

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

    # -- the profile ---------------------------------------------------------------------

    @property
    def base_profile(self) -> Any:
        """The chosen profile with its default options."""
        return self.state.base_profile

    @property
    def profile(self) -> Any:
        return self.state.profile

    @property
    def one_win(self) -> bool:
        """One win ends the hand (not bloody): the situation is read the Hong Kong way."""
        return self.state.one_win()

    def options(self) -> dict[str, str]:
        """The chosen profile's options from the boxes shown."""
        return {k: v for k in self.state.option_choices()
                if (v := self.state.option(k)) is not None}

    def _add_rule_sets(self) -> None:
        """The club's rule sets the user keeps (issue 32), after the six profiles: each
        scores on its base profile with its house options."""
        from mahjong_gui.store import rulesets
        from mahjong_gui.ui.rulesets_dialog import choice_label

        self._rendering, was = True, self._rendering
        while self.profile_box.count() > len(PROFILE_IDS):
            self.profile_box.removeItem(self.profile_box.count() - 1)
        self._rendering = was
        self.rule_sets.clear()
        for choice in rulesets.choices():
            self.rule_sets[choice.key] = choice.rules
            self.profile_box.addItem(choice_label(choice), choice.key)

    def _profile_chosen(self, index: int) -> None:
        if self._rendering:
            return
        data = str(self.profile_box.itemData(index))
        chosen = self.rule_sets.get(data)
        pid = chosen.base if chosen is not None else data
        self.state.house = chosen.house_options() if chosen is not None else {}
        removed = self.state.set_profile(pid)
        if chosen is not None:  # the set's own room options too (a Hong Kong minimum, limit)
            for key, value in chosen.options.items():
                self.state.set_option(key, value)
        self.notice = self._removal_text(removed) if removed else ""
        self.mode_buttons["hand"].setChecked(True)
        self._render(text=True)

    def _removal_text(self, removed: Removal) -> str:
        names = [texts.tile(t) for t in removed.tiles] + [str(m) for m in removed.melds]
        names += [texts.tile(t) for t in removed.bonus]
        names += [_tr(EVENT_NAMES[e]) for e in removed.events if e in EVENT_NAMES]
        return self.tr("%1 does not have everything that was entered; removed: %2.").replace(
            "%1", texts.profile(self.state.profile_id)).replace("%2", texts.join(names))

    def _option_chosen(self, key: str) -> None:
        if self._rendering:
            return
        value = self.option_boxes[key].currentData()
        if value is not None:
            self._edit(self.state.set_option, key, str(value))

    # -- edits ---------------------------------------------------------------------------

    def _edit(self, method: Any, *args: Any, text: bool = False) -> Problem | None:
        """Run one state edit from a widget and render; a refusal is said on the page."""
        if self._rendering:
            return None
        problem: Problem | None = method(*args)
        self.notice = self.problem_text(problem) if problem is not None else ""
        self._render(text=text)
        return problem

    def mode(self) -> Mode:
        for name in MODES:
            if self.mode_buttons[name].isChecked():
                return name
        return "hand"

    def add_tile(self, tile: Tile) -> bool:
        """Add ``tile`` to the hand, or a meld of it in a meld mode; False (and the reason on
        the page) when it cannot be added."""
        mode = self.mode()
        problem = self._edit(self.state.add, tile, mode, text=True)
        if problem is None and mode != "hand":
            self.mode_buttons["hand"].setChecked(True)
        return problem is None

    def toggle_bonus(self, tile: Tile) -> bool:
        return self._edit(self.state.toggle_bonus, tile, text=True) is None

    def remove_tile(self, index: int) -> None:
        """Remove the hand tile at ``index`` (or, past the hand, the meld there)."""
        self._edit(self.state.remove, index, text=True)

    def _hand_clicked(self, index: int) -> None:
        mods = QGuiApplication.keyboardModifiers()
        if mods & Qt.KeyboardModifier.ShiftModifier and index < len(self.state.hand):
            self.set_winning_tile(index)  # shift-click: this tile is the winning tile
        else:
            self.remove_tile(index)

    def set_winning_tile(self, index: int) -> None:
        self._edit(self.state.set_winning, index, text=True)

    def clear(self) -> None:
        self.state.clear()
        self.notice = ""
        self._render(text=True)

    def set_notation(self, text: str) -> None:
        self.text.setText(text)
        self._text_edited(text)

    def _text_edited(self, text: str) -> None:
        """The notation box as typed: its problem, if any, is the result itself."""
        self.state.set_notation(text)
        self.notice = ""
        self._render()

    def _win_chosen(self, _id: int, on: bool) -> None:
        if not on:
            return
        win = next(w for w, rb in self.win_buttons.items() if rb.isChecked())
        self._edit(self.state.set_win, win)

    def _event_toggled(self, event: str, on: bool) -> None:
        if self._rendering:
            return
        self._edit(self.state.set_event, event, on)  # refused: the box unticks, and says why

    # -- hand and notation (kept for callers) --------------------------------------------

    @property
    def hand(self) -> list[Tile]:
        return list(self.state.hand)

    @property
    def melds(self) -> list[Any]:
        return list(self.state.melds)

    @property
    def bonus(self) -> list[Tile]:
        return list(self.state.bonus)

    @property
    def calculation(self) -> calc.Calculation | None:
        return self.answer.calculation if isinstance(self.answer, Answer) else None

    @property
    def waits(self) -> list[Any]:
        return list(self.answer.waits) if isinstance(self.answer, Answer) else []

    @property
    def message(self) -> str:
        return self.message_label.text()

    def notation(self) -> str:
        return self.state.notation()

    def deltas_text(self) -> tuple[int, int, int, int] | None:
        return self.answer.deltas if isinstance(self.answer, Answer) else None

    # -- rendering -----------------------------------------------------------------------

    def _render(self, text: bool = False) -> None:
        """Show the state: every widget from it, then the whole result."""
        self._rendering = True
        try:
            self._render_inputs(text)
            self.answer = self.state.result()
            self._render_result(self.answer)
        finally:
            self._rendering = False

    def _render_inputs(self, text: bool) -> None:
        st = self.state
        p = st.base_profile
        chosen = next((key for key, rules in self.rule_sets.items()
                       if st.house and rules.house_options() == st.house
                       and rules.base == st.profile_id), st.profile_id)
        self.profile_box.setCurrentIndex(max(0, self.profile_box.findData(chosen)))
        if text and self.text.text() != st.text:
            self.text.setText(st.text)
        choices = st.option_choices()
        for key, box in self.option_boxes.items():
            shown = key in choices
            box.setVisible(shown)
            self.option_labels[key].setVisible(shown)
            if shown:
                values = list(choices[key])
                if [box.itemData(i) for i in range(box.count())] != values:
                    box.clear()
                    for v in values:
                        box.addItem(option_label(key, v), v)
                    fit_combo(box)
                box.setCurrentIndex(max(0, box.findData(st.option(key))))
        for b in self.honour_buttons:
            b.setVisible(p.honours)
        for b in self.bonus_buttons:
            b.setVisible(p.bonus_tiles)
        self.mode_buttons["chow"].setVisible(p.chow)
        if hasattr(self, "left_scroll"):
            self._fit_left()
        bad_text = st.text_problem is not None
        counts = st.counts()
        for t, b in self.tile_buttons.items():
            if t.is_bonus:
                b.setChecked(t in st.bonus and not bad_text)
                b.setText("" if bad_text or t not in st.bonus else "✓")
            else:
                b.set_left(None if bad_text else 4 - counts[t])
        if bad_text:
            self.hand_strip.set_groups([])
        else:
            groups = [list(st.hand)] + [list(m.tiles) for m in st.melds] + [list(st.bonus)]
            self.hand_strip.set_groups(
                [g for g in groups if g], clickable=True,
                highlight=len(st.hand) - 1 if st.hand else None,
                tooltip=self.tr("Click to remove; shift-click to make it the winning tile"))
        self.win_buttons[st.win].setChecked(True)
        self.from_box.setEnabled(st.win is not WinType.SELF)
        self.from_label.setEnabled(st.win is not WinType.SELF)
        self.from_box.setCurrentIndex(st.discarder)
        self.seat_box.setCurrentIndex(st.seat)
        self.dealer_box.setCurrentIndex(st.dealer)
        self._seat_texts()
        for s, cb in enumerate(self.in_boxes):
            cb.setChecked(s in st.in_seats)
        self.void_box.setCurrentIndex(max(0, self.void_box.findData(st.void or "")))
        self.wind_box.setCurrentIndex(st.prevailing - 1)
        # One win ends the hand: everyone is in, the prevailing wind and a replacement-tile
        # win; bloody: who has left and the kong events. The void suit where there is one.
        w: QWidget
        for w in (self.wind_label, self.wind_box):
            w.setVisible(family_of(p).winds)
        for w in (self.in_label, *self.in_boxes):
            w.setVisible(p.bloody)
        for w in (self.void_label, self.void_box):
            w.setVisible(p.void_suit)
        offered = offered_events(p)
        if offered != self._events_shown:  # the profile's events, two a row, no gaps
            for cb in self.event_checks.values():
                self.events_grid.removeWidget(cb)
            for i, e in enumerate(offered):
                self.events_grid.addWidget(self.event_checks[e], i // 2, i % 2)
            self._events_shown = offered
        for e, cb in self.event_checks.items():
            cb.setVisible(e in offered)
            cb.setChecked(e in st.events)

    def _seat_texts(self) -> None:
        """The players by the names the Learn pages' examples and the drills give them (An,
        Bình, Chi, Dũng: issue 30, "Seat 0" was read nowhere else); the winner's and the
        discarder's boxes also say who deals (Sichuan) or each seat's wind (Hong Kong)."""
        st = self.state
        for box in (self.from_box, self.seat_box, self.dealer_box):
            for s in SEATS:
                if box is self.dealer_box:
                    name = SEAT_NAMES[s]
                elif st.winds():
                    name = self.seat_name(s)
                elif s == st.dealer:
                    #: a player's name, who deals this hand ("An (dealer)")
                    name = self.tr("%1 (dealer)").replace("%1", SEAT_NAMES[s])
                else:
                    name = SEAT_NAMES[s]
                box.setItemText(s, name)
            fit_combo(box)

    def _render_result(self, answer: Result) -> None:
        self.notice_label.setText(self.notice)
        self.notice_label.setVisible(bool(self.notice))
        problem = isinstance(answer, Problem)
        self.copy_button.setEnabled(isinstance(answer, Answer) and answer.can_copy)
        can_send = isinstance(answer, Answer) and answer.can_send
        self.send_button.setEnabled(can_send)
        self.send_button.setToolTip(
            self.tr("Record this win in the Scorebook's current session. The session uses its "
                    "own dealer, players still in and prevailing wind, so its numbers can "
                    "differ from these.") if can_send else
            self.tr("Enter a winning hand first"))
        score = answer.score if isinstance(answer, Answer) else None
        for w in (self.reading_strip, self.patterns, self.value_label, self.payments,
                  self.deltas_label):
            w.setVisible(score is not None)
        if score is None:
            self.reading_strip.set_groups([])
            self._fill(self.patterns, [], [])
            self._fill(self.payments, [], [])
            self.value_label.clear()
            self.deltas_label.clear()
        if problem:
            assert isinstance(answer, Problem)
            self.message_label.setText(self.problem_text(answer))
            self.message_label.setVisible(True)
            self._show_waits(None)
            self._show_compare(None)
            return
        assert isinstance(answer, Answer)
        self.message_label.setText(self.status_text(answer))
        self.message_label.setVisible(bool(self.message_label.text()))
        if score is not None:
            assert answer.calculation is not None
            self._show_score(score, answer.calculation)
        self._show_waits(answer if answer.status == "ready" else None)
        self._show_compare(answer if answer.compare else None)

    def status_text(self, answer: Answer) -> str:
        if answer.status == "empty":
            return self.tr("Enter a hand: click the tiles above, or type it "
                           "(e.g. 123456m234p789p55m). The last tile is the winning tile.")
        if answer.status == "not_win":
            return texts.not_win(answer.reason or "", self.state.profile)
        if answer.status == "ready":
            return self.tr("These 13 tiles are ready: the tiles that win are listed with the "
                           "copies you cannot see and what each is worth.")
        if answer.status == "not_ready":
            return texts.not_win("not_ready")
        return ""

    def problem_text(self, problem: Problem) -> str:
        """The one translated message for a problem, naming the tile or meld at fault."""
        code = problem.code
        tile = problem.get("tile")
        shown_tile = texts.tile(tile) if tile else ""
        if code == "no_suit" and tile:
            code = "no_suit_letter"
        if code == "no_copies_left":
            code = {"hand": "no_copies_hand", "pong": "no_copies_pong",
                    "chow": "no_copies_chow"}.get(problem.get("mode"), "no_copies_kong")
            return _tr(PROBLEMS[code]).replace("%1", shown_tile).replace(
                "%2", problem.get("left"))
        if code == "tile_count":
            n = int(problem.get("count", "0"))
            return self.tr("Tiles entered: %n. A win needs 14, and 13 show the waits (a kong "
                           "counts as 3).", "", n)
        if code == "event_refused":
            return _tr(EVENT_REASONS.get(problem.get("event"), EVENT_REASONS["kong-bloom"]))
        if code in PROBLEMS:
            first = problem.get("meld") or shown_tile or problem.get("count")
            if code in ("no_honours", "no_bonus"):
                first = shown_tile
            second = problem.get("position")
            if problem.get("profile"):
                second = texts.profile(problem.get("profile"))
            if code == "no_suit":
                second = problem.get("position")
            return _tr(PROBLEMS[code]).replace("%1", first).replace("%2", second)
        if code in texts.NOT_WIN:
            return texts.not_win(code, self.state.profile)
        return texts.invalid(code)

    def _value_text(self, view: ScoreView, unit: str) -> str:
        """The score's headline: the value (with the cap and the roots), or the total in the
        unit and the base it is paid from (with the limit)."""
        if view.headline == "total":
            value = self.tr("%1 faan, base %2").replace("%1", texts.number(view.total)).replace(
                "%2", texts.number(view.value))
        else:
            value = self.tr("Value: %1").replace("%1", texts.number(view.value))
        if view.limited and view.cut == "limit":
            value += "  " + self.tr("(limit: %1 faan counted as %2)").replace(
                "%1", texts.number(view.before)).replace("%2", texts.number(view.total))
        elif view.limited:
            value += "  " + self.tr("(capped from %1 to %2 %3)").replace(
                "%1", texts.number(view.before)).replace(
                "%2", texts.number(view.total)).replace("%3", texts.unit(unit))
        if view.roots:
            value += "  " + self.tr("Roots: %1").replace("%1", texts.number(view.roots))
        return value

    def _show_score(self, score: TableScore, result: calc.Calculation) -> None:
        profile = self.state.profile
        view = result.view
        assert view is not None  # a score's calculation carries its view
        d = score.decomposition
        groups = [list(g.tiles) for g in d.groups] + [list(m.tiles) for m in d.melds]
        if view.bonus:
            groups.append(list(view.bonus))
        self.reading_strip.set_groups(groups)
        rows = []
        for line in view.lines:
            name = texts.times(texts.pattern(line.id), line.count)
            if line.kind == "limit":
                shown = self.tr("limit")
            elif line.kind == "double":
                shown = "×" + texts.number(line.shown)
            else:
                shown = texts.number(line.shown)
            rows.append((name, shown))
        rows += [(self.tr("%1 (replaced by %2)").replace("%1", texts.pattern(a))
                  .replace("%2", texts.pattern(b)), "–") for a, b in view.replaced]
        self._fill(self.patterns, rows, [self.tr("Pattern"), texts.unit(profile.unit)])
        value = self._value_text(view, profile.unit)
        base = self.answer.without_house if isinstance(self.answer, Answer) else None
        if base is not None:  # house rules: what the same win pays without them
            shown = (texts.number(base.score.value) if base.score is not None
                     else short_reason(getattr(base.result, "reason", "")))
            value += "\n" + self.tr("Without the house rules (%1): %2").replace(
                "%1", texts.profile(self.state.profile_id)).replace("%2", shown)
        self.value_label.setText(value)
        payments = [(self.seat_name(p.payer),
                     self.seat_name(p.payee) if p.payee is not None else self.tr("nobody"),
                     texts.number(p.amount), texts.payment_reason(p)) for p in result.payments]
        self._fill(self.payments, payments, [self.tr("Pays"), self.tr("To"),
                                             self.tr("Amount"), self.tr("Why")])
        self.deltas_label.setText(self.deltas_line(result.deltas))

    def seat_name(self, seat: int) -> str:
        """A player by name ("Bình"); with a prevailing wind (Hong Kong) with the seat's wind
        too ("Bình (South)")."""
        if self.state.winds():
            #: a player's name and their seat wind ("Bình (South)"); Chinese and Japanese:
            #: "%1（%2）".
            return self.tr("%1 (%2)").replace("%1", SEAT_NAMES[seat]).replace(
                "%2", texts.wind(seat_wind(seat, self.state.dealer)))
        return SEAT_NAMES[seat]

    def deltas_line(self, deltas: tuple[int, ...] | list[int]) -> str:
        return "   ".join(self.tr("%1: %2").replace("%1", self.seat_name(s)).replace(
            "%2", texts.signed(v)) for s, v in enumerate(deltas))

    def _show_waits(self, answer: Answer | None) -> None:
        self.waits_box.setVisible(answer is not None)
        rows = []
        for w in answer.waits if answer is not None else ():
            sc = w.calculation.score
            view = w.calculation.view
            reason = w.calculation.result
            if view is not None and view.headline == "total":  # the total and its base
                worth = self.tr("%1 faan, base %2").replace(
                    "%1", texts.number(view.total)).replace("%2", texts.number(view.value))
            elif view is not None:
                worth = texts.number(view.value)
            else:
                worth = short_reason(getattr(reason, "reason", "") or getattr(reason, "code",
                                                                              ""))
            rows.append((texts.tile(w.tile), texts.number(w.unseen), worth,
                         texts.listed([texts.pattern(line.id.value) for line in sc.lines])
                         if sc else ""))
        self._fill(self.waits_table, rows, [self.tr("Wait"), self.tr("Left"), self.tr("Value"),
                                            self.tr("Patterns")])

    def _show_compare(self, answer: Answer | None) -> None:
        self.compare_box.setVisible(answer is not None)
        rows: list[tuple[str, ...]] = []
        waits = answer is not None and answer.status in ("ready", "not_ready")
        for row in answer.compare if answer is not None else ():
            name = texts.profile_short(row.profile)
            if waits:
                if row.waits:
                    best = row.value
                    rows.append((name, "–" if best is None else texts.number(best),
                                 texts.tiles([w.tile for w in row.waits])))
                else:
                    rows.append((name, "–", short_reason(row.reason or "not_ready")))
            elif row.calculation is not None and row.calculation.score is not None:
                rows.append((name, texts.number(row.calculation.score.value),
                             " ".join(texts.signed(v) for v in row.calculation.deltas)))
            else:
                rows.append((name, "–", short_reason(row.reason or "")))
        headers = ([self.tr("Rules"), self.tr("Best wait"), self.tr("Waits")] if waits else
                   [self.tr("Rules"), self.tr("Value"), self.tr("Deltas")])
        self._fill(self.compare_table, rows, headers)

    @staticmethod
    def _fill(table: QTableWidget, rows: Sequence[tuple[str, ...]], headers: list[str]) -> None:
        if headers:
            table.setColumnCount(len(headers))
            table.setHorizontalHeaderLabels(headers)
            # Short columns (tiles, counts, values) as wide as their text; the wordy one
            # (patterns, waits, deltas, a pattern's name) takes the rest.
            header = table.horizontalHeader()
            wordy = 0 if table.objectName() == "patterns" else len(headers) - 1
            for c in range(len(headers)):
                header.setSectionResizeMode(
                    c, QHeaderView.ResizeMode.Stretch if c == wordy or
                    table.objectName() == "payments"
                    else QHeaderView.ResizeMode.ResizeToContents)
        table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                table.setItem(r, c, QTableWidgetItem(text))
        table.resizeRowsToContents()
        height = table.horizontalHeader().height() + sum(
            table.rowHeight(r) for r in range(len(rows))) + 4
        table.setFixedHeight(max(height, 30))

    def compare_rows(self) -> list[tuple[str, str, str]]:
        t = self.compare_table
        if not t.isVisibleTo(self):
            return []

        def cell(r: int, c: int) -> str:
            item = t.item(r, c)
            assert item is not None  # _fill gives every cell an item
            return item.text()

        return [(cell(r, 0), cell(r, 1), cell(r, 2)) for r in range(t.rowCount())]

    # -- examples and sharing ------------------------------------------------------------

    def load_example(self, example: Example) -> None:
        self.state.load(example.profile, example.text, win=example.win,
                        discarder=example.discarder, seat=example.seat,
                        in_seats=example.in_seats, events=list(example.events))
        self.notice = ""
        self._render(text=True)

    def win_event(self) -> dict[str, Any] | None:
        """The scored win as a ledger event, or None. The Scorebook takes the dealer and
        (Hong Kong) the prevailing wind from its session, not from here."""
        return self.answer.win_event() if isinstance(self.answer, Answer) else None

    def send(self) -> bool:
        answer = self.answer
        if not isinstance(answer, Answer) or not answer.can_send:
            return False
        event = answer.win_event()
        assert event is not None
        self.last_sent = answer.send
        if answer.send is not None:
            self.send_details.emit(answer.send.as_dict())
        self.send_to_scorebook.emit(answer.profile, dict(answer.options), event)
        return True

    def copy_text(self) -> str:
        """Copy the hand and its result as plain text (also returned); nothing while the
        input does not read."""
        answer = self.answer
        if not isinstance(answer, Answer) or not answer.can_copy:
            return ""
        text = answer.copy_text(_PageWords(self))
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(text)
        return text

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
            cb.setText(_tr(EVENT_NAMES[e]))
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


class _PageWords:
    """The copied text in the page's language."""

    def __init__(self, page: CalculatorPage) -> None:
        self.page = page

    def hand(self, notation: str) -> str:
        return QCoreApplication.translate("CalculatorPage", "Hand: %1").replace("%1", notation)

    def rules(self, profile_id: str) -> str:
        return QCoreApplication.translate("CalculatorPage", "Rules: %1").replace(
            "%1", texts.profile(profile_id))

    def line(self, pattern_id: str, value: str, count: int) -> str:
        if value == "limit":
            shown = QCoreApplication.translate("CalculatorPage", "limit")
        elif value.startswith("×") and value[1:].isdigit():  # a doubling: ×4
            shown = "×" + texts.number(int(value[1:]))
        else:
            shown = texts.number(int(value)) if value.isdigit() else value
        return "  " + texts.labelled(texts.times(texts.pattern(pattern_id), count), shown)

    def value(self, view: ScoreView) -> str:
        if view.headline == "total":
            return QCoreApplication.translate("CalculatorPage", "%1 faan, base %2").replace(
                "%1", texts.number(view.total)).replace("%2", texts.number(view.value))
        return QCoreApplication.translate("CalculatorPage", "Value: %1").replace(
            "%1", texts.number(view.value))

    def deltas(self, deltas: Any) -> str:
        return self.page.deltas_line(tuple(deltas))

    def reason(self, reason_id: str) -> str:
        return texts.not_win(reason_id)

    def wait(self, tile: Tile, unseen: int, value: int | None, reason: str | None) -> str:
        shown = texts.number(value) if value is not None else short_reason(reason or "")
        return "  " + QCoreApplication.translate("CalculatorPage", "%1 (%2 left): %3").replace(
            "%1", texts.tile(tile)).replace("%2", texts.number(unseen)).replace("%3", shown)
