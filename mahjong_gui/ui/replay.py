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

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal, Slot
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
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.state import INITIAL, GameState, apply
from mahjong_gui.engine.views import SeatView, seat_view
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.hint_text import hint_lines, values_tip
from mahjong_gui.ui.table_view import TableView, last_discard_seat
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the bots are imported when a hint is first asked
    from mahjong_gui.bots.hints import Hint


# What each event says; translated when used, with tiles by name ("5 Dots", never "5p").
# The human's seat has its own sentences ("You discard 5p", never "You discards 5p").
PHRASES = {
    "hand_started": QT_TRANSLATE_NOOP("Replay", "Hand {0} begins; {1} deals"),
    "hand_started_you": QT_TRANSLATE_NOOP("Replay", "Hand {0} begins; you deal"),
    "next": QT_TRANSLATE_NOOP("Replay", "to the next player"),
    "previous": QT_TRANSLATE_NOOP("Replay", "to the previous player"),
    "across": QT_TRANSLATE_NOOP("Replay", "across the table"),
    "exchange": QT_TRANSLATE_NOOP("Replay", "Everyone passes three tiles {0}"),
    "voids": QT_TRANSLATE_NOOP("Replay", "Void suits: {0}"),
    "replacement": QT_TRANSLATE_NOOP("Replay", "{0} draws a replacement tile: {1}"),
    "replacement_you": QT_TRANSLATE_NOOP("Replay", "You draw a replacement tile: {0}"),
    "drew": QT_TRANSLATE_NOOP("Replay", "{0} draws {1}"),
    "drew_you": QT_TRANSLATE_NOOP("Replay", "You draw {0}"),
    "discarded": QT_TRANSLATE_NOOP("Replay", "{0} discards {1}"),
    "discarded_you": QT_TRANSLATE_NOOP("Replay", "You discard {0}"),
    "declined": QT_TRANSLATE_NOOP("Replay", "(passing a win worth {0})"),
    "passed": QT_TRANSLATE_NOOP("Replay", "{0} lets {1} go"),
    "passed_you": QT_TRANSLATE_NOOP("Replay", "You let {0} go"),
    "ponged": QT_TRANSLATE_NOOP("Replay", "{0} pongs {1} from {2}"),
    "ponged_you": QT_TRANSLATE_NOOP("Replay", "You pong {0} from {1}"),
    "ponged_from_you": QT_TRANSLATE_NOOP("Replay", "{0} pongs {1} from you"),
    "chowed": QT_TRANSLATE_NOOP("Replay", "{0} chows {1} from {2}"),
    "chowed_you": QT_TRANSLATE_NOOP("Replay", "You chow {0} from {1}"),
    "chowed_from_you": QT_TRANSLATE_NOOP("Replay", "{0} chows {1} from you"),
    "bonus": QT_TRANSLATE_NOOP("Replay", "{0} sets aside {1} and draws {2} from the far end"),
    "bonus_you": QT_TRANSLATE_NOOP("Replay", "You set aside {0} and draw {1} from the far end"),
    "kong_declared": QT_TRANSLATE_NOOP("Replay", "{0} adds {1} to a pong"),
    "kong_declared_you": QT_TRANSLATE_NOOP("Replay", "You add {0} to a pong"),
    "konged": QT_TRANSLATE_NOOP("Replay", "{0}: {1} of {2}"),
    "robbed": QT_TRANSLATE_NOOP("Replay", "{0} robs the kong on {1}"),
    "robbed_you": QT_TRANSLATE_NOOP("Replay", "You rob the kong on {0}"),
    "win_self": QT_TRANSLATE_NOOP("Replay", "by self-draw"),
    "win_discard": QT_TRANSLATE_NOOP("Replay", "on {0}'s discard"),
    "win_discard_you": QT_TRANSLATE_NOOP("Replay", "on your discard"),
    "win_robbed": QT_TRANSLATE_NOOP("Replay", "robbing {0}'s kong"),
    "win_robbed_you": QT_TRANSLATE_NOOP("Replay", "robbing your kong"),
    "won": QT_TRANSLATE_NOOP("Replay", "{0} wins {1} with {2}: {3} ({4})"),
    "won_you": QT_TRANSLATE_NOOP("Replay", "You win {0} with {1}: {2} ({3})"),
    "drew_hidden": QT_TRANSLATE_NOOP("Replay", "{0} draws a tile"),
    "bonus_hidden": QT_TRANSLATE_NOOP("Replay", "{0} sets aside {1} and draws a replacement"),
    "hand_ended": QT_TRANSLATE_NOOP("Replay", "Hand over: {0}"),
    "match_ended": QT_TRANSLATE_NOOP("Replay", "Match over: {0}"),
}


def _t(key: str) -> str:
    return QCoreApplication.translate("Replay", PHRASES[key])


def _signed(n: int) -> str:
    return texts.signed(n)


def _say(key: str, seat: int, you: int | None, names: Sequence[str], *rest: object) -> str:
    """Sentence ``key`` about ``seat``: its "_you" form (without the name) for the human."""
    if seat == you:
        return _t(key + "_you").format(*rest)
    return _t(key).format(names[seat], *rest)


def describe(e: ev.Event, names: Sequence[str], you: int | None = 0) -> str:
    """One event of the log in words; seat ``you`` (the human, None: nobody) is spoken to
    in the second person."""
    if isinstance(e, ev.HandStarted):
        if e.dealer == you:
            return _t("hand_started_you").format(texts.number(e.hand + 1))
        return _t("hand_started").format(texts.number(e.hand + 1), names[e.dealer])
    if isinstance(e, ev.TilesExchanged):
        return _t("exchange").format(_t(e.direction) if e.direction in PHRASES
                                     else e.direction)
    if isinstance(e, ev.VoidsChosen):
        return _t("voids").format(texts.join([
            f"{names[s]} {texts.suit(v)}" for s, v in enumerate(e.voids)]))
    if isinstance(e, ev.Drew):
        return _say("replacement" if e.replacement else "drew", e.seat, you, names,
                    texts.tile(e.tile))
    if isinstance(e, ev.Discarded):
        text = _say("discarded", e.seat, you, names, texts.tile(e.tile))
        if e.declined_win is not None:
            text += " " + _t("declined").format(texts.number(e.declined_win))
        return text
    if isinstance(e, ev.ClaimPassed):
        return _say("passed", e.seat, you, names, texts.tile(e.tile))
    if isinstance(e, (ev.Ponged, ev.Chowed)):
        key = "ponged" if isinstance(e, ev.Ponged) else "chowed"
        what = (texts.tile(e.tile) if isinstance(e, ev.Ponged)
                else texts.tiles(Meld(MeldKind.CHOW, e.low).tiles))
        if e.discarder == you and e.seat != you:
            return _t(key + "_from_you").format(names[e.seat], what)
        return _say(key, e.seat, you, names, what, names[e.discarder])
    if isinstance(e, ev.BonusReplaced):
        return _say("bonus", e.seat, you, names, texts.tile(e.tile), texts.tile(e.drawn))
    if isinstance(e, ev.KongDeclared):
        return _say("kong_declared", e.seat, you, names, texts.tile(e.tile))
    if isinstance(e, ev.Konged):
        return _t("konged").format(names[e.seat], texts.reason(f"kong_{e.kind}"),
                                   texts.tile(e.tile))
    if isinstance(e, ev.KongRobbed):
        return _say("robbed", e.seat, you, names, texts.tile(e.tile))
    if isinstance(e, ev.Won):
        return _say("won", e.seat, you, names, win_how(e, names, you), texts.tile(e.tile),
                    win_patterns(e), texts.number(e.value))
    if isinstance(e, ev.WallExhausted):
        return texts.hand_end("wall")
    if isinstance(e, ev.HandEnded):
        return _t("hand_ended").format(texts.join([
            f"{names[s]} {_signed(d)}" for s, d in enumerate(e.deltas)]))
    if isinstance(e, ev.MatchEnded):
        return _t("match_ended").format(texts.join([
            f"{names[s]} {texts.number(score)}" for s, score in enumerate(e.scores)]))
    return e.type


def describe_public(e: ev.Event, names: Sequence[str], you: int = 0) -> str | None:
    """An event in the same words, as seat ``you`` may know it at the table (the Play
    area's action log): others' draws without the tile, nothing about their passed claims
    or declined wins. None: nothing to say (another seat's plain draw)."""
    if e_seat(e) == you or isinstance(e, (ev.HandStarted, ev.TilesExchanged, ev.VoidsChosen,
                                          ev.Ponged, ev.Chowed, ev.KongDeclared, ev.Konged,
                                          ev.KongRobbed, ev.Won, ev.WallExhausted,
                                          ev.HandEnded, ev.MatchEnded)):
        return describe(e, names, you)
    if isinstance(e, ev.Drew):
        return None if not e.replacement else _t("drew_hidden").format(names[e.seat])
    if isinstance(e, ev.BonusReplaced):
        return _t("bonus_hidden").format(names[e.seat], texts.tile(e.tile))
    if isinstance(e, ev.Discarded):
        return _t("discarded").format(names[e.seat], texts.tile(e.tile))
    return None  # ClaimPassed of another seat: not known at the table


def e_seat(e: ev.Event) -> int | None:
    seat = getattr(e, "seat", None)
    return seat if isinstance(seat, int) else None


def win_how(e: ev.Won, names: Sequence[str], you: int | None = 0) -> str:
    """How a win came: "by self-draw", "on Left's discard", "robbing your kong"."""
    if e.discarder is None:
        return _t(f"win_{e.win}")
    if e.discarder == you:
        return _t(f"win_{e.win}_you")
    return _t(f"win_{e.win}").format(names[e.discarder])


def win_patterns(e: ev.Won) -> str:
    return texts.patterns([(pid, count) for pid, _value, count in e.patterns])


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

        def stale() -> bool:
            return request != self._hint_request

        result = None
        try:
            table = table_at(hand) if hand else None
        except Exception:  # a position the referee's table does not stop at (mid-event)
            table = None
        if table is not None and table.pending().get(view.seat) == legal:
            result = advise(table, view.seat, cancelled=stale, before=before)
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
