"""Replays: step through a game's event log on the table, as any seat, hands open or not.

The log is the truth (docs/architecture.md): every picture is
``seat_view(replay(log[:k]))``. Nothing is
recomputed; the replay only chooses which prefix of the log to draw and says in words what the
last event was.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from itertools import accumulate
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Action, legal_actions
from mahjong_gui.engine.state import INITIAL, GameState, apply
from mahjong_gui.engine.views import SeatView, seat_view
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.table_view import TableView, last_discard_seat
from mahjong_gui.ui.texts.events import describe
from mahjong_gui.ui.texts.hints import hint_lines, values_tip

if TYPE_CHECKING:  # the bots are imported when a hint is first asked
    from mahjong_gui.bots.hints import Hint


class ReplayDialog(QDialog):
    """The table at any point of a log. ``position`` k shows the state after k events."""

    _hinted = Signal(int, object, object)  # request id, Hint, worker thread id

    def __init__(self, events: Sequence[ev.Event], names: Sequence[str], seat: int = 0,
                 start: int = 0, parent: QWidget | None = None, you: int | None = 0,
                 reviewable: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("replay_dialog")
        self.events = tuple(events)
        self.you = you  # the human's seat, spoken to as "you" (None: bots only)
        self._given_names = tuple(names)
        self.names = texts.seat_names(names)
        # Every state of the log, once: stepping back and forth is then free.
        self.states: list[GameState] = list(accumulate(self.events, apply, initial=INITIAL))
        self.hand_starts = [i for i, e in enumerate(self.events)
                            if isinstance(e, ev.HandStarted)]
        self.resize(1200, 820)
        layout = QVBoxLayout(self)
        layout.addWidget(self._build_split(), 1)
        self._build_lines(layout)
        layout.addLayout(self._build_controls(seat, reviewable))
        self._build_keys()

        # Hints are the strong bot's thinking: on a worker thread, answers queued back.
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="replay-hint")
        self._hint_request = 0
        self.hint: Hint | None = None
        self.hint_threads: set[int] = set()
        self._hinted.connect(self._on_hinted, Qt.ConnectionType.QueuedConnection)
        self.finished.connect(lambda *_: self._pool.shutdown(wait=False, cancel_futures=True))

        self.position: int = -1
        self.retranslate()
        self.go(start)

    def _build_split(self) -> QSplitter:
        """The table beside the list of the log's events."""
        split = QSplitter(Qt.Orientation.Horizontal)
        self.table = TableView()
        self.table.speed = 0
        split.addWidget(self.table)
        self.event_list = QListWidget()
        self.event_list.setObjectName("replay_events")
        self.event_list.setMinimumWidth(280)
        for e in self.events:
            self.event_list.addItem(QListWidgetItem(describe(e, self.names, self.you)))
        self.event_list.currentRowChanged.connect(lambda row: self.go(row + 1))
        split.addWidget(self.event_list)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        return split

    def _build_lines(self, layout: QVBoxLayout) -> None:
        """The caption, the hint's words and the slider through the log."""
        self.caption = plain.label()
        self.caption.setObjectName("replay_caption")
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        self.hint_label = plain.label()
        self.hint_label.setObjectName("replay_hint_text")
        self.hint_label.setWordWrap(True)
        self.hint_label.hide()
        layout.addWidget(self.hint_label)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replay_slider")
        self.slider.setRange(0, len(self.events))
        self.slider.valueChanged.connect(self.go)
        layout.addWidget(self.slider)

    def _build_controls(self, seat: int, reviewable: bool) -> QHBoxLayout:
        """The stepping buttons, the seat watched, open hands, hints, the review, Close."""
        controls = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        sp = QStyle.StandardPixmap
        for name, icon, slot in (
                ("first", sp.SP_MediaSkipBackward, lambda: self.go(0)),
                ("previous_hand", sp.SP_MediaSeekBackward, self.previous_hand),
                ("back", sp.SP_ArrowBack, lambda: self.go(self.position - 1)),
                ("play", sp.SP_MediaPlay, self.toggle_play),
                ("forward", sp.SP_ArrowForward, lambda: self.go(self.position + 1)),
                ("next_hand", sp.SP_MediaSeekForward, self.next_hand),
                ("last", sp.SP_MediaSkipForward, lambda: self.go(len(self.events)))):
            b = QPushButton(self.style().standardIcon(icon), "")
            b.setObjectName(f"replay_{name}")
            b.clicked.connect(slot)
            controls.addWidget(b)
            self.buttons[name] = b
        controls.addSpacing(16)
        self.seat_label = plain.label()
        controls.addWidget(self.seat_label)
        self.seat_box = QComboBox()
        self.seat_box.setObjectName("replay_seat")
        for s in range(4):
            self.seat_box.addItem(self.names[s], s)
        self.seat_box.setCurrentIndex(seat)
        self.seat_box.currentIndexChanged.connect(lambda *_: self._draw())
        controls.addWidget(self.seat_box)
        self.open_box = QCheckBox()
        self.open_box.setObjectName("replay_open_hands")
        self.open_box.toggled.connect(lambda *_: self._draw())
        controls.addWidget(self.open_box)
        self.hint_box = QCheckBox()
        self.hint_box.setObjectName("replay_hint")
        self.hint_box.toggled.connect(lambda *_: self._draw())
        controls.addWidget(self.hint_box)
        controls.addStretch(1)
        # The review of the game (ui/review_window.py): the human's decisions, else the
        # watched seat's; not offered in a replay the review opened itself.
        self.review_button = QPushButton()
        self.review_button.setObjectName("replay_review")
        self.review_button.clicked.connect(self.review)
        self.review_button.setVisible(reviewable and bool(self.hand_starts))
        self.review_window: QDialog | None = None
        controls.addWidget(self.review_button)
        self.close_button = QPushButton()
        self.close_button.setObjectName("replay_close")
        self.close_button.clicked.connect(self.accept)
        controls.addWidget(self.close_button)
        return controls

    def _build_keys(self) -> None:
        # Playing steps one event per tick; arrow keys step, Page Up/Down jump by hand.
        self.timer = QTimer(self)
        self.timer.setInterval(600)
        self.timer.timeout.connect(self._tick)
        self._keys = []
        for key, slot in ((Qt.Key.Key_Right, lambda: self.go(self.position + 1)),
                          (Qt.Key.Key_Left, lambda: self.go(self.position - 1)),
                          (Qt.Key.Key_PageDown, self.next_hand),
                          (Qt.Key.Key_PageUp, self.previous_hand),
                          (Qt.Key.Key_Home, lambda: self.go(0)),
                          (Qt.Key.Key_End, lambda: self.go(len(self.events))),
                          (Qt.Key.Key_Space, self.toggle_play)):
            sc = QShortcut(QKeySequence(key), self)
            sc.activated.connect(slot)
            self._keys.append(sc)

    def set_names(self, names: Sequence[str]) -> None:
        """The seats' names (a saved game's own)."""
        self._given_names = tuple(names)
        self.names = texts.seat_names(names)
        for s in range(4):
            self.seat_box.setItemText(s, self.names[s])
        self.retranslate()

    # -- moving ------------------------------------------------------------------------------

    def go(self, position: int) -> None:
        """Show the table after ``position`` events (clamped to the log)."""
        position = max(0, min(position, len(self.events)))
        if position == self.position:
            return
        self.position = position
        for w in (self.slider, self.event_list):
            w.blockSignals(True)
        self.slider.setValue(position)
        self.event_list.setCurrentRow(position - 1)
        for w in (self.slider, self.event_list):
            w.blockSignals(False)
        if position:
            self.event_list.scrollToItem(self.event_list.item(position - 1))
        if position == len(self.events) and self.timer.isActive():
            self.timer.stop()
            self._play_icon()
        self._draw()

    def review(self) -> QDialog:
        """Open the review of this game for the human's seat (the watched one in a game of
        bots only)."""
        from mahjong_gui.ui.review_window import open_review

        seat = self.you if self.you is not None else self.seat_box.currentIndex()
        self.review_window = open_review(self.events, seat, self._given_names, parent=self,
                                         learner=self.you is not None)
        return self.review_window

    def next_hand(self) -> None:
        later = [i for i in self.hand_starts if i >= self.position]
        self.go(later[0] + 1 if later else len(self.events))

    def previous_hand(self) -> None:
        earlier = [i for i in self.hand_starts if i + 1 < self.position]
        self.go(earlier[-1] + 1 if earlier else 0)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.position >= len(self.events):
                self.go(0)
            self.timer.start()
        self._play_icon()

    def _tick(self) -> None:
        self.go(self.position + 1)
        self._play_icon()

    def _play_icon(self) -> None:
        icon = (QStyle.StandardPixmap.SP_MediaPause if self.timer.isActive()
                else QStyle.StandardPixmap.SP_MediaPlay)
        self.buttons["play"].setIcon(self.style().standardIcon(icon))

    # -- drawing -----------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.states[self.position]

    def _draw(self) -> None:
        state = self.state
        self.caption.setText(describe(self.events[self.position - 1], self.names, self.you)
                             if self.position else self.tr("The start of the game"))
        if state.hand_no < 0:  # before the first hand: an empty table
            self.table.scene().clear()
            self.hint_label.hide()
            return
        self.table.open_hands = (tuple(p.hand for p in state.players)
                                 if self.open_box.isChecked() else None)
        seat = self.seat_box.currentIndex()
        view = seat_view(state, seat)
        self.table.last_discard = last_discard_seat(self.events[:self.position])
        self.table.show_view(view, self.names)
        self.table.set_selectable(set())
        self._ask_hint(view, legal_actions(state, seat), self._hand_events(),
                       tuple(self.events[:self._hand_start()]))

    # -- hints -------------------------------------------------------------------------------

    def _hand_start(self) -> int:
        """Where the hand shown starts in the log (its ``HandStarted``)."""
        shown = self.events[:self.position]
        return max((i for i, e in enumerate(shown) if isinstance(e, ev.HandStarted)),
                   default=0)

    def _hand_events(self) -> tuple[ev.Event, ...]:
        """The log of the hand shown, from its ``HandStarted`` to the position."""
        return tuple(self.events[self._hand_start():self.position])

    def _ask_hint(self, view: SeatView, legal: tuple[Action, ...],
                  hand: Sequence[ev.Event] = (), before: Sequence[ev.Event] = ()) -> None:
        """With "Suggest a move" on and a decision for the viewed seat here, ask what the
        engine advises (the answer arrives through ``_hinted``): the review's own judgement
        of this position (``review.advice``), so a review of the game names the same move."""
        self._hint_request += 1
        self.hint = None
        if not (self.hint_box.isChecked() and legal):
            self.hint_label.hide()
            return
        self.hint_label.setText(self.tr("Thinking…"))
        self.hint_label.setToolTip("")
        self.hint_label.show()
        self._pool.submit(self._think, self._hint_request, view, legal, tuple(hand),
                          tuple(before))

    def _think(self, request: int, view: SeatView, legal: tuple[Action, ...],
               hand: tuple[ev.Event, ...] = (), before: tuple[ev.Event, ...] = ()) -> None:
        # The bots load when a hint is first asked.
        from mahjong_gui.bots.hints import hint
        from mahjong_gui.review.advice import advise
        from mahjong_gui.review.futures import table_at
        from mahjong_gui.review.parallel import default_jobs

        def stale() -> bool:
            return request != self._hint_request

        result = None
        try:
            table = table_at(hand) if hand else None
        except Exception:  # a position the referee's table does not stop at (mid-event)
            table = None
        if table is not None and table.pending().get(view.seat) == legal:
            result = advise(table, view.seat, cancelled=stale, before=before,
                            jobs=default_jobs())
        elif not stale():
            result = hint(view, legal)
        if result is not None:
            self._hinted.emit(request, result, threading.get_ident())

    @Slot(int, object, object)
    def _on_hinted(self, request: int, result: object, thread: object) -> None:
        self.hint_threads.add(int(thread))  # type: ignore[call-overload]
        if request != self._hint_request:
            return  # the table has moved on
        from mahjong_gui.bots.hints import Hint

        assert isinstance(result, Hint)
        self.hint = result
        self.hint_label.setText("\n".join(hint_lines(result, self.names)))
        self.hint_label.setToolTip(plain.tip(values_tip(result)))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Replay"))
        self.names = texts.seat_names(self._given_names)
        for s in range(4):
            self.seat_box.setItemText(s, self.names[s])
        tips = {"first": self.tr("The start (Home)"),
                "previous_hand": self.tr("The previous hand (Page Up)"),
                "back": self.tr("One step back (Left)"),
                "play": self.tr("Play or pause (Space)"),
                "forward": self.tr("One step forward (Right)"),
                "next_hand": self.tr("The next hand (Page Down)"),
                "last": self.tr("The end (End)")}
        for name, b in self.buttons.items():
            b.setToolTip(tips[name])
        self.seat_label.setText(self.tr("Seen by:"))
        self.open_box.setText(self.tr("Show every hand"))
        self.hint_box.setText(self.tr("Suggest a move"))
        self.hint_box.setToolTip(self.tr("When the seat you watch has a decision, show what "
                                         "the strong computer player would do and why"))
        self.review_button.setText(self.tr("Review this game…"))
        self.review_button.setToolTip(self.tr("Every decision of yours judged by the engine, "
                                              "worst first, with its cost and the reason"))
        self.close_button.setText(self.tr("Close"))
        for i, e in enumerate(self.events):
            self.event_list.item(i).setText(describe(e, self.names, self.you))
        if self.position >= 0:
            self._draw()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
