"""What every part of the calculator page shares (``PageBase``): its signals, the widgets and
state ``page.py`` makes, and the methods one part calls in another; the events offered, in
the order their boxes show, and an option's choice in words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QWidget,
)

from mahjong_gui.engine.common import WinType
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.ui import texts
from mahjong_gui.ui.calculator.picker import TileButton, TileStrip
from mahjong_gui.ui.calculator_state import CalculatorState, Problem, Result, SendContext
from mahjong_gui.ui.tile_art import TileArt

if TYPE_CHECKING:  # the rule sets load when a rules box is filled
    from mahjong_gui.store.rulesets import RuleSet

ALL_EVENTS: tuple[str, ...] = ("kong-bloom", "kong-discard", "replacement", "last-tile",
                               "heavenly", "earthly")


def option_label(key: str, value: str) -> str:
    """One choice of a table option in words (``min_faan`` 3: "Minimum 3 faan")."""
    return texts.option_value(key, value)


class PageBase(QWidget):
    """The calculator page's shared ground: each part (``situation``, ``answer``) is a
    ``PageBase``, and ``page.CalculatorPage`` is made of them. A method here says no words
    (its part would be the translation context); a method one part calls in another is
    declared at the end, its body in the part named."""

    # (profile id, its options, the win as a ledger event): the main window hands it to the
    # Scorebook, which fills a win entry with it.
    send_to_scorebook = Signal(str, dict, dict)
    # Emitted just before ``send_to_scorebook``: what the calculator assumed that a session may
    # see otherwise (``calculator_state.SendContext.as_dict``: profile, value, deltas, dealer,
    # in_seats, prevailing), for the Scorebook to show beside its own numbers when they differ.
    send_details = Signal(dict)

    # The state and the widgets (made by page.CalculatorPage.__init__).
    art: TileArt
    state: CalculatorState
    answer: Result
    notice: str
    last_sent: SendContext | None
    _rendering: bool
    rules_label: QLabel
    profile_box: QComboBox
    rule_sets: dict[str, RuleSet]
    examples_button: QPushButton
    examples_menu: QMenu
    copy_button: QPushButton
    send_button: QPushButton
    clear_button: QPushButton
    notation_label: QLabel
    text: QLineEdit
    hand_box: QGroupBox
    hand_strip: TileStrip
    hand_hint: QLabel
    splitter: QSplitter
    left_panel: QWidget
    left_scroll: QScrollArea
    result_scroll: QScrollArea
    palette_box: QGroupBox
    tile_buttons: dict[Tile, TileButton]
    honour_buttons: list[TileButton]
    bonus_buttons: list[TileButton]
    mode_group: QButtonGroup
    mode_buttons: dict[str, QRadioButton]
    situation_box: QGroupBox
    option_labels: dict[str, QLabel]
    option_boxes: dict[str, QComboBox]
    win_group: QButtonGroup
    win_buttons: dict[WinType, QRadioButton]
    from_label: QLabel
    from_box: QComboBox
    seat_label: QLabel
    seat_box: QComboBox
    dealer_label: QLabel
    dealer_box: QComboBox
    in_label: QLabel
    in_boxes: list[QCheckBox]
    void_label: QLabel
    void_box: QComboBox
    wind_label: QLabel
    wind_box: QComboBox
    events_label: QLabel
    events_grid: QGridLayout
    event_checks: dict[str, QCheckBox]
    _events_shown: tuple[str, ...]
    result_box: QGroupBox
    notice_label: QLabel
    message_label: QLabel
    reading_strip: TileStrip
    patterns: QTableWidget
    value_label: QLabel
    payments: QTableWidget
    deltas_label: QLabel
    waits_box: QGroupBox
    waits_table: QTableWidget
    compare_box: QGroupBox
    compare_table: QTableWidget

    # -- what one part calls in another (each defined in the part named) --------------------

    def _render(self, text: bool = False) -> None:
        raise NotImplementedError  # situation.py

    def _render_result(self, answer: Result) -> None:
        raise NotImplementedError  # answer.py

    def problem_text(self, problem: Problem) -> str:
        raise NotImplementedError  # answer.py

    def seat_name(self, seat: int) -> str:
        raise NotImplementedError  # answer.py

    def _fit_left(self) -> None:
        raise NotImplementedError  # page.py
