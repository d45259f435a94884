"""What every part of the Play page shares (``PageBase``): its signals, the widgets and state
``page.py`` makes, and the methods one part calls in another; the settings keys of the
teacher's parts and of the table's conveniences."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QAction, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMenu,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine import events as ev
from mahjong_gui.engine import rules
from mahjong_gui.engine.legal import Action
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView
from mahjong_gui.ui.controller import HUMAN, GameController, HandSummary
from mahjong_gui.ui.dialogs import HandEndDialog
from mahjong_gui.ui.replay import ReplayDialog
from mahjong_gui.ui.settings import KEY_AUTO_DISCARD, KEY_AUTO_PASS, KEY_AUTO_WIN
from mahjong_gui.ui.sound import Sounds
from mahjong_gui.ui.status import StatusModel
from mahjong_gui.ui.table_view import TableView
from mahjong_gui.ui.tile_art import TileArt
from mahjong_gui.ui.tracker import TileTracker

if TYPE_CHECKING:
    from mahjong_gui.bots.hints import Hint
    from mahjong_gui.engine.rules import AnyProfile
    from mahjong_gui.store.autosave import Kept
    from mahjong_gui.ui.play.chooser import ChowChooser

# The teacher at the table: each part on or off, kept in the settings (all on at first).
TEACHER_KEYS = {"waits": "teacher/waits", "hover": "teacher/hover",
                "danger": "teacher/danger", "warnings": "teacher/warnings"}

# The table's conveniences (controller.AutoPlay's fields), each kept in the settings (off at
# first).
AUTO_KEYS = {"win": KEY_AUTO_WIN, "pass_claims": KEY_AUTO_PASS,
             "discard_drawn": KEY_AUTO_DISCARD}


class PageBase(QWidget):
    """The Play page's shared ground: each part (``fitting``, ``games``, ``turn``, ``teacher``,
    ``banners``) is a ``PageBase``, and ``page.PlayPage`` is made of them all. A method here
    says no words (its part would be the translation context); a method one part calls in
    another is declared at the end, its body in the part named."""

    keepProblem = Signal(str)  # why the game cannot be kept for the next start ("": it is)
    first_hand_requested = Signal(str)  # a guided lesson id: the newcomer's way in

    # The state and the widgets (made by page.PlayPage.__init__).
    controller: GameController
    art: TileArt
    names: tuple[str, str, str, str]
    legal: tuple[Action, ...]
    hand_dialog: HandEndDialog | None
    replay_window: ReplayDialog | None
    _final: ev.MatchEnded | None
    kept: Kept | None
    info_label: QLabel
    hint_button: QPushButton
    _hint_shortcut: QShortcut
    undo_button: QPushButton
    _undo_shortcut: QShortcut
    hint_label: QLabel
    log_button: QPushButton
    teacher_on: dict[str, bool]
    sounds: Sounds
    teacher_menu: QMenu
    _teacher_actions: dict[str, QAction]
    teacher_button: QPushButton
    auto_menu: QMenu
    auto_actions: dict[str, QAction]
    tracker_action: QAction
    table_button: QPushButton
    new_button: QPushButton
    _page_layout: QVBoxLayout
    _top: QHBoxLayout
    _info_above: bool
    table: TableView
    split: QSplitter
    log_list: QListWidget
    tracker: TileTracker
    side: QWidget
    _log_match: object
    _logged: int
    _loading: bool
    announcements: list[tuple[int, str]]
    call_labels: list[QLabel]
    _banner_queue: list[tuple[str, int | None]]
    banners_shown: list[str]
    welcome: QPushButton
    resume_button: QPushButton
    newcomer_button: QPushButton
    banner: QLabel
    _banner_timer: QTimer
    teacher_strip: QFrame
    teacher_label: QLabel
    teacher_lines: list[str]
    action_bar: QWidget
    prompt_label: QLabel
    notice_label: QLabel
    status: StatusModel
    button_row: QHBoxLayout
    skip_button: QPushButton
    _text_factor: float
    action_buttons: list[tuple[QPushButton, Action]]
    _shortcuts: list[QShortcut]
    chow_choices: list[Action]
    chow_menu: ChowChooser | None

    @staticmethod
    def _profile_of(view: SeatView) -> AnyProfile:
        return rules.get_profile(view.profile, dict(view.options))

    # -- what one part calls in another (each defined in the part named) --------------------

    def _fit_text(self) -> None:
        raise NotImplementedError  # fitting.py

    def _fit_strips(self) -> None:
        raise NotImplementedError  # fitting.py

    def _fit_top(self) -> None:
        raise NotImplementedError  # fitting.py

    def _fit_log(self) -> None:
        raise NotImplementedError  # fitting.py

    def _place_welcome(self) -> None:
        raise NotImplementedError  # fitting.py

    def _update_newcomer(self) -> None:
        raise NotImplementedError  # fitting.py

    def _first_hand_clicked(self) -> None:
        raise NotImplementedError  # fitting.py

    def _keep_changed(self, error: str) -> None:
        raise NotImplementedError  # games.py

    def _update_resume(self) -> None:
        raise NotImplementedError  # games.py

    def resume_autosave(self) -> bool:
        raise NotImplementedError  # games.py

    def _game_started(self) -> None:
        raise NotImplementedError  # games.py

    def new_game_dialog(self) -> None:
        raise NotImplementedError  # games.py

    def default_names(self) -> tuple[str, str, str, str]:
        raise NotImplementedError  # games.py

    def replay(self, events: Sequence[ev.Event], start: int | None = None,
               parent: QWidget | None = None, you: int | None = HUMAN) -> ReplayDialog:
        raise NotImplementedError  # games.py

    def review(self, events: Sequence[ev.Event], parent: QWidget | None = None) -> QWidget:
        raise NotImplementedError  # games.py

    def _view_changed(self, view: SeatView) -> None:
        raise NotImplementedError  # turn.py

    def take_back(self) -> bool:
        raise NotImplementedError  # turn.py

    def _human_turn(self, legal: tuple[Action, ...]) -> None:
        raise NotImplementedError  # turn.py

    def _update_reasons(self) -> None:
        raise NotImplementedError  # turn.py

    def _rebuild_buttons(self) -> None:
        raise NotImplementedError  # turn.py

    def _close_chooser(self) -> None:
        raise NotImplementedError  # turn.py

    def play(self, action: Action) -> None:
        raise NotImplementedError  # turn.py

    def _tile_activated(self, tile: Tile) -> None:
        raise NotImplementedError  # turn.py

    def _tile_refused(self, tile: Tile) -> None:
        raise NotImplementedError  # turn.py

    def _exchange_count(self, picked: int) -> None:
        raise NotImplementedError  # turn.py

    def _exchange_full(self) -> None:
        raise NotImplementedError  # turn.py

    def _status_words(self, key: str, args: tuple[object, ...]) -> str:
        raise NotImplementedError  # turn.py

    def _show_status(self) -> None:
        raise NotImplementedError  # turn.py

    def set_teacher(self, part: str, on: bool) -> None:
        raise NotImplementedError  # teacher.py

    def _update_teacher(self) -> None:
        raise NotImplementedError  # teacher.py

    def ask_hint(self) -> None:
        raise NotImplementedError  # teacher.py

    def _show_hint(self, h: Hint) -> None:
        raise NotImplementedError  # teacher.py

    def _sync_log(self) -> None:
        raise NotImplementedError  # teacher.py

    def _rebuild_log(self) -> None:
        raise NotImplementedError  # teacher.py

    def _show_log(self, shown: bool) -> None:
        raise NotImplementedError  # teacher.py

    def _side_moved(self) -> None:
        raise NotImplementedError  # teacher.py

    def show_tracker(self, shown: bool) -> None:
        raise NotImplementedError  # teacher.py

    def set_auto(self, part: str, on: bool) -> None:
        raise NotImplementedError  # teacher.py

    def _events_added(self, events: list[ev.Event]) -> None:
        raise NotImplementedError  # banners.py

    def _show_banner(self, text: str, seat: int | None = None) -> None:
        raise NotImplementedError  # banners.py

    def _next_banner(self) -> None:
        raise NotImplementedError  # banners.py

    def _clear_banners(self) -> None:
        raise NotImplementedError  # banners.py

    def _win(self, won: ev.Won) -> None:
        raise NotImplementedError  # banners.py

    def _match_ended(self, end: ev.MatchEnded) -> None:
        raise NotImplementedError  # banners.py

    def _hand_ended(self, summary: HandSummary) -> None:
        raise NotImplementedError  # banners.py

    def skip_to_end(self) -> bool:
        raise NotImplementedError  # banners.py
