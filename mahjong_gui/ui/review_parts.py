"""The review window's parts (split from ``ui/review_window.py``, which still exports these
names): a decision's grade and its colour and mark on the timeline, the trend chart of the
agreement with the engine, the worker that judges the decisions off the GUI thread, and the
header of a log that came without one."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from datetime import date

from PySide6.QtCore import QDate, QObject, QRectF, Qt, Signal, Slot
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from mahjong_gui.engine import events as ev
from mahjong_gui.review.judge import DEFAULT_BUDGET, Budget
from mahjong_gui.review.review import JudgedDecision, decision_points, hands_of
from mahjong_gui.store.reviews import GameReview
from mahjong_gui.store.saves import SaveHeader

# The timeline's colours (light, so the text stays dark and readable): agrees with the
# engine, a small loss, a mistake. Each line also starts with a mark, for colour blindness.
# A decision not judged yet is grey.
AGREE, SMALL, MISTAKE, PENDING = "agree", "small", "mistake", "pending"
COLOURS = {AGREE: QColor("#d8f0d8"), SMALL: QColor("#fbecc0"), MISTAKE: QColor("#f6cccc"),
           PENDING: QColor("#ececec")}
MARKS = {AGREE: "✓", SMALL: "≈", MISTAKE: "✗", PENDING: "…"}
COLUMNS = 6  # action, expected points, futures, shanten, improving tiles, danger


def grade_of(d: JudgedDecision) -> str:
    if d.mistake:
        return MISTAKE
    return AGREE if d.agrees else SMALL


def system_today() -> date:
    """The system's date (the window's clock when no other is given)."""
    d = QDate.currentDate()
    return date(d.year(), d.month(), d.day())


class TrendChart(QWidget):
    """The agreement with the engine of the last games reviewed, oldest first, one bar each
    (0 to 100 %; a dashed line at the median of the games shown)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: tuple[float, ...] = ()
        self.setMinimumSize(200, 70)

    def set_games(self, games: Sequence[GameReview]) -> None:
        self.values = tuple(g.agreement for g in games)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = self.rect().adjusted(4, 4, -4, -4)
        painter.setPen(self.palette().mid().color())
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        if self.values:
            w = rect.width() / max(len(self.values), 10)
            for i, value in enumerate(self.values):
                h = rect.height() * min(1.0, max(0.0, value))
                painter.fillRect(QRectF(rect.left() + i * w + 1, rect.bottom() - h,
                                        max(1.0, w - 2), h), COLOURS[AGREE].darker(130))
            middle = sorted(self.values)[len(self.values) // 2]
            pen = painter.pen()
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            y = rect.bottom() - rect.height() * middle
            painter.drawLine(QRectF(rect.left(), y, rect.width(), 0).topLeft(),
                             QRectF(rect.left(), y, rect.width(), 0).topRight())
        painter.end()


class ReviewWorker(QObject):
    """Runs ``review.review`` on its thread; it never touches a widget. ``counted``: the
    decisions to judge, each (hand, event index, action taken), found by re-playing the log
    (milliseconds), so the timeline holds them all at once; ``judged``: each ``JudgedDecision``;
    ``done``: True when every one was judged, False when cancelled; ``failed``: a
    ``ReviewError``'s code."""

    counted = Signal(object)
    judged = Signal(object)
    done = Signal(bool)
    failed = Signal(str)

    def __init__(self, events: Sequence[ev.Event], seat: int,
                 budget: Budget = DEFAULT_BUDGET, jobs: int = 1) -> None:
        super().__init__()
        self.events = tuple(events)
        self.seat = seat
        self.budget = budget
        self.jobs = jobs  # worker processes judging (review.parallel); 1: on this thread
        self._cancel = threading.Event()
        self.worker_thread_ids: set[int] = set()  # the threads it ran on (tests)

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    @Slot()
    def run(self) -> None:
        from mahjong_gui.review.review import ReviewError, review

        self.worker_thread_ids.add(threading.get_ident())
        try:
            if self.seat not in (0, 1, 2, 3):
                raise ReviewError("bad_seat", f"there is no seat {self.seat}")
            self.counted.emit([(pt.hand, pt.index, pt.chosen) for i, j in hands_of(self.events)
                               for pt in decision_points(self.events[i:j], self.seat, i)])
            for d in review(self.events, self.seat, budget=self.budget,
                            cancelled=self._cancel.is_set, jobs=self.jobs):
                if self._cancel.is_set():
                    break  # judged after Cancel: not shown
                self.judged.emit(d)
        except ReviewError as err:
            self.failed.emit(err.code)
            return
        except Exception:  # noqa: BLE001 - one message in the window, never a traceback
            self.failed.emit("unexpected")
            return
        self.done.emit(not self._cancel.is_set())


def header_for(events: Sequence[ev.Event], names: Sequence[str], seat: int) -> SaveHeader:
    """A header for a log that came without one (the replay's): the first hand's rules, the
    seats' names, ``seat`` the human and the others the normal computer player."""
    start = next(e for e in events if isinstance(e, ev.HandStarted))
    seats = tuple({"name": names[s] if s < len(names) else "",
                   "player": "human" if s == seat else "bot:normal"} for s in range(4))
    return SaveHeader(start.profile, dict(start.options), seats, start.seed)
