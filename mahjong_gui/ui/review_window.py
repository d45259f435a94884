"""The review of a played game in a window (issue 27 item 5): one seat's decisions judged on a
worker thread and shown as they come, a timeline coloured by loss, the table at a decision,
its candidates and reasons in words, "Play on from here" as practice, and the learner's
profile across reviewed games (store/reviews.py) with a trend chart, kept when a review ends."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, datetime, timezone
from itertools import accumulate
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QThread, Slot
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.state import INITIAL, GameState, apply
from mahjong_gui.engine.views import seat_view
from mahjong_gui.review.explain import ReasonId, discard_numbers
from mahjong_gui.review.judge import DEFAULT_BUDGET, Budget
from mahjong_gui.review.parallel import default_jobs
from mahjong_gui.review.review import JudgedDecision, Summary, summaries
from mahjong_gui.store.reviews import TREND_GAMES, CategoryTotals, GameReview
from mahjong_gui.store.saves import SavedGame, SaveHeader
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.review_parts import (
    AGREE,
    COLOURS,
    COLUMNS,
    MARKS,
    MISTAKE,
    PENDING,
    SMALL,
    ReviewWorker,
    TrendChart,
    grade_of,
    header_for,
    system_today,
)
from mahjong_gui.ui.table_view import TableView, last_discard_seat
from mahjong_gui.ui.texts.hints import action_text

# The grades, the trend chart and the worker are ui/review_parts.py's; importable here.
__all__ = ["AGREE", "COLOURS", "COLUMNS", "MARKS", "MISTAKE", "PENDING", "SMALL", "ReviewWindow",
           "ReviewWorker", "TrendChart", "grade_of", "header_for", "open_review", "system_today"]


class ReviewWindow(QDialog):
    """One seat's decisions in a log, judged as the window stays open. ``start``: begin the
    review at once (tests may start it themselves). A review judged to the end of the learner's
    seat is kept in the reviews' file (``reviews_path``, by default the user data folder's) on
    the day ``today`` gives (by default the system's date), and the profile panel shows it."""

    def __init__(self, events: Sequence[ev.Event], seat: int, names: Sequence[str],
                 header: SaveHeader | None = None, parent: QWidget | None = None,
                 budget: Budget | None = None, start: bool = True,
                 learner: bool | None = None, today: Callable[[], date] | None = None,
                 reviews_path: str | None = None, jobs: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review_window")
        self.today: Callable[[], date] = today or system_today
        self.reviews_path = reviews_path
        self.recorded = False  # the review kept in the reviews' file
        self.profile_error: str | None = None  # the reviews' file's error code, if any
        self.events = tuple(events)
        self.seat = seat
        self._given_names = tuple((list(names) + [""] * 4)[:4])
        self.names = texts.seat_names(self._given_names)
        self.header = header
        # The seat's mistakes go to Drills when it is the human's (a saved game's "human" seat;
        # a log without a header: the seat the caller names as the learner's).
        self.learner = learner if learner is not None else header is None or (
            seat < len(header.seats) and header.seats[seat].get("player") == "human")
        self.sent_to_drills: int | None = None  # the review's drills kept (None: not yet)
        self.drills_note = ""
        self.budget = budget or DEFAULT_BUDGET
        # The processes judging (review.parallel): the machine's cores unless told.
        self.jobs = jobs if jobs is not None else default_jobs()
        self.decisions: list[JudgedDecision] = []  # judged, in the order played
        self.points: list[tuple[int, int, Action]] = []  # every decision: hand, index, taken
        self.total: int | None = None
        self.finished_all = False
        self.cancelled = False
        self.error: str | None = None
        self.current: JudgedDecision | None = None
        self.current_point: int | None = None  # the timeline's decision shown (played order)
        self.states: list[GameState] = list(accumulate(self.events, apply, initial=INITIAL))
        self.resize(1120, 720)

        layout = QVBoxLayout(self)
        layout.addLayout(self._build_top())
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self._build_timeline())
        split.addWidget(self._build_decision())
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setSizes([300, 800])
        layout.addWidget(split, 1)
        layout.addLayout(self._build_buttons())

        self.worker_thread: QThread | None = None
        self.worker: ReviewWorker | None = None
        self.replay_window: QDialog | None = None
        self.finished.connect(lambda *_: self.stop())
        self.load_profile()
        self.retranslate()
        if start:
            self.start()

    def _build_top(self) -> QHBoxLayout:
        """The summary, the progress and Cancel."""
        top = QHBoxLayout()
        self.summary_label = plain.label()
        self.summary_label.setObjectName("review_summary")
        self.summary_label.setWordWrap(True)
        top.addWidget(self.summary_label, 1)
        self.progress = QProgressBar()
        self.progress.setObjectName("review_progress")
        self.progress.setRange(0, 0)
        self.progress.setMaximumWidth(260)
        top.addWidget(self.progress)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("review_cancel")
        self.cancel_button.clicked.connect(self.cancel)
        top.addWidget(self.cancel_button)
        return top

    def _build_timeline(self) -> QWidget:
        """The decisions in order (played or worst first), the hands, the learner's profile
        and its trend."""
        left = QWidget()
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 0, 0)
        self.order_box = QComboBox()
        self.order_box.setObjectName("review_order")
        self.order_box.addItem("", "played")
        self.order_box.addItem("", "worst")
        self.order_box.currentIndexChanged.connect(lambda *_: self._fill_timeline())
        left_box.addWidget(self.order_box)
        self.timeline = QListWidget()
        self.timeline.setObjectName("review_timeline")
        self.timeline.setWordWrap(True)
        self.timeline.currentItemChanged.connect(self._item_chosen)
        left_box.addWidget(self.timeline, 1)
        self.hands_label = plain.label()
        self.hands_label.setObjectName("review_hands")
        self.hands_label.setWordWrap(True)
        left_box.addWidget(self.hands_label)
        self.profile_label = plain.label()
        self.profile_label.setObjectName("review_profile")
        self.profile_label.setWordWrap(True)
        left_box.addWidget(self.profile_label)
        self.trend_chart = TrendChart()
        self.trend_chart.setObjectName("review_trend")
        left_box.addWidget(self.trend_chart)
        self.profile_totals: dict[str, CategoryTotals] = {}
        self.trend_games: list[GameReview] = []  # the last TREND_GAMES, oldest first
        self.games_reviewed = 0
        return left

    def _build_decision(self) -> QSplitter:
        """The table at the decision over its caption, candidates and reasons."""
        right = QSplitter(Qt.Orientation.Vertical)
        self.table = TableView()
        self.table.setObjectName("review_table")
        self.table.speed = 0
        right.addWidget(self.table)
        below = QWidget()
        below_box = QVBoxLayout(below)
        below_box.setContentsMargins(0, 0, 0, 0)
        self.caption = plain.label()
        self.caption.setObjectName("review_caption")
        self.caption.setWordWrap(True)
        font = QFont(self.caption.font())
        font.setBold(True)
        self.caption.setFont(font)
        below_box.addWidget(self.caption)
        self.candidates = QTableWidget(0, COLUMNS)
        self.candidates.setObjectName("review_candidates")
        self.candidates.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.candidates.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.candidates.verticalHeader().hide()
        header_view = self.candidates.horizontalHeader()
        header_view.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header_view.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        below_box.addWidget(self.candidates, 1)
        self.reasons_label = plain.label()
        self.reasons_label.setObjectName("review_reasons")
        self.reasons_label.setWordWrap(True)
        below_box.addWidget(self.reasons_label)
        right.addWidget(below)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 2)
        right.setSizes([420, 260])
        self.candidates.setMinimumHeight(4 * self.candidates.fontMetrics().height() + 40)
        return right

    def _build_buttons(self) -> QHBoxLayout:
        """Play on from here, the replay, a note, Close."""
        buttons = QHBoxLayout()
        self.play_on_button = QPushButton()
        self.play_on_button.setObjectName("review_play_on")
        self.play_on_button.clicked.connect(self.play_on)
        buttons.addWidget(self.play_on_button)
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("review_replay")
        self.replay_button.clicked.connect(self.open_replay)
        buttons.addWidget(self.replay_button)
        self.note_label = plain.label()
        self.note_label.setObjectName("review_note")
        self.note_label.setWordWrap(True)
        buttons.addWidget(self.note_label, 1)
        self.close_button = QPushButton()
        self.close_button.setObjectName("review_close")
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.close_button)
        return buttons

    # -- the worker --------------------------------------------------------------------------

    def start(self) -> None:
        """Judge the seat's decisions on a worker thread; each arrives through ``judged``."""
        if self.worker_thread is not None:
            return
        self.worker_thread = QThread(self)
        self.worker_thread.setObjectName("review_thread")
        self.worker = ReviewWorker(self.events, self.seat, self.budget, self.jobs)
        self.worker.moveToThread(self.worker_thread)
        self.worker_thread.started.connect(self.worker.run)
        self.worker.counted.connect(self._counted)
        self.worker.judged.connect(self._judged)
        self.worker.done.connect(self._done)
        self.worker.failed.connect(self._failed)
        for signal in (self.worker.done, self.worker.failed):
            signal.connect(self.worker_thread.quit)
        self.worker_thread.finished.connect(self.worker.deleteLater)
        self.worker_thread.start()
        self._update_progress()

    @property
    def running(self) -> bool:
        return self.worker_thread is not None and self.worker_thread.isRunning()

    def cancel(self) -> None:
        """Stop judging (the decisions judged so far stay)."""
        if self.worker is not None and self.running:
            self.worker.cancel()
            self.cancelled = True
            self._update_progress()

    def stop(self) -> None:
        """Cancel and wait for the worker's thread to end (the window closing)."""
        self.cancel()
        if self.worker_thread is not None:
            self.worker_thread.quit()
            self.worker_thread.wait()

    @Slot(object)
    def _counted(self, points: object) -> None:
        assert isinstance(points, list)
        self.points = points
        self.total = len(points)
        self._fill_timeline()
        self._update_progress()

    @Slot(object)
    def _judged(self, d: object) -> None:
        assert isinstance(d, JudgedDecision)
        self.decisions.append(d)
        n = len(self.decisions) - 1
        if self.order_box.currentData() == "worst":
            self._fill_timeline()
        else:
            row = self._row_of(n)
            if row is not None:
                self._style(self.timeline.item(row), n)
        self._update_progress()
        self._update_summary()
        if self.current_point == n or self.timeline.currentItem() is None:
            self.select_point(n)

    @Slot(bool)
    def _done(self, complete: bool) -> None:
        self.finished_all = complete
        self.cancelled = not complete
        self.send_mistakes()
        if complete:
            self.record_review()
        self._update_progress()
        self._update_summary()
        if self.order_box.currentData() == "worst":
            self._fill_timeline()

    @Slot(str)
    def _failed(self, code: str) -> None:
        self.error = code
        self._update_progress()

    # -- the timeline ------------------------------------------------------------------------

    def ordered(self) -> list[JudgedDecision]:
        """The judged decisions in the timeline's order: as played, or the largest loss
        first."""
        if self.order_box.currentData() == "worst":
            return sorted(self.decisions, key=lambda d: (-d.loss, d.hand, d.index))
        return list(self.decisions)

    def _order(self) -> list[int]:
        """The timeline's rows as decision numbers (played order): judged ones as ``ordered``,
        then those still to judge."""
        number = {id(d): n for n, d in enumerate(self.decisions)}
        judged = [number[id(d)] for d in self.ordered()]
        return judged + list(range(len(self.decisions), len(self.points)))

    def _item_text(self, n: int) -> str:
        if n >= len(self.decisions):
            hand, _index, chosen = self.points[n]
            return "{} {}".format(MARKS[PENDING], self.tr("Hand {0}: {1}. Not judged yet.")
                                  .format(texts.number(hand + 1), action_text(chosen)))
        d = self.decisions[n]
        hand_no = texts.number(d.hand + 1)
        if d.agrees:
            text = self.tr("Hand {0}: {1}. The engine agrees.").format(
                hand_no, action_text(d.chosen))
        else:
            text = self.tr("Hand {0}: {1}; best {2}. Loss {3} ± {4}").format(
                hand_no, action_text(d.chosen), action_text(d.best), texts.fixed(d.loss),
                texts.fixed(d.se))
        return f"{MARKS[grade_of(d)]} {text}"

    def grade(self, n: int) -> str:
        return grade_of(self.decisions[n]) if n < len(self.decisions) else PENDING

    def _style(self, item: QListWidgetItem | None, n: int) -> None:
        if item is None:
            return
        grade = self.grade(n)
        item.setText(self._item_text(n))
        item.setData(Qt.ItemDataRole.UserRole, n)
        item.setData(Qt.ItemDataRole.UserRole + 1, grade)
        item.setBackground(QBrush(COLOURS[grade]))
        item.setForeground(QBrush(QColor("#1a1a1a")))
        item.setToolTip(self.grade_words(grade))

    def grade_words(self, grade: str) -> str:
        return {AGREE: self.tr("Agrees with the engine"),
                SMALL: self.tr("A small loss"),
                MISTAKE: self.tr("A mistake"),
                PENDING: self.tr("Not judged yet")}[grade]

    def _row_of(self, n: int) -> int | None:
        for row in range(self.timeline.count()):
            item = self.timeline.item(row)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == n:
                return row
        return None

    def _fill_timeline(self) -> None:
        self.timeline.blockSignals(True)
        self.timeline.clear()
        for n in self._order():
            item = QListWidgetItem()
            self._style(item, n)
            self.timeline.addItem(item)
        row = None if self.current_point is None else self._row_of(self.current_point)
        if row is not None:
            self.timeline.setCurrentRow(row)
        self.timeline.blockSignals(False)

    def select(self, d: JudgedDecision) -> None:
        """Select judged decision ``d`` in the timeline (and show it)."""
        self.select_point(self.decisions.index(d))

    def select_point(self, n: int) -> None:
        """Select the ``n``-th decision (played order) in the timeline and show it."""
        row = self._row_of(n)
        if row is not None:
            self.timeline.blockSignals(True)
            self.timeline.setCurrentRow(row)
            self.timeline.blockSignals(False)
        self._show_point(n)

    def _item_chosen(self, item: QListWidgetItem | None, _old: object = None) -> None:
        if item is not None:
            self._show_point(int(item.data(Qt.ItemDataRole.UserRole)))

    # -- one decision ------------------------------------------------------------------------

    @property
    def position(self) -> int | None:
        """The event index the table shows (the decision's moment), None before one."""
        return None if self.current is None else self.current.index

    def _show_point(self, n: int | None) -> None:
        """Show the ``n``-th decision: judged, or the table and the move made while it waits."""
        self.current_point = n
        if n is not None and n < len(self.decisions):
            self._show_decision(self.decisions[n])
            return
        self._show_decision(None)
        if n is None or n >= len(self.points):
            return
        hand, index, chosen = self.points[n]
        self._show_table(index)
        self.play_on_button.setEnabled(True)
        self.replay_button.setEnabled(True)
        self.caption.setText(self.tr("Hand {0}: you chose {1}. Not judged yet.").format(
            texts.number(hand + 1), action_text(chosen)))

    def _show_table(self, index: int) -> None:
        self.table.last_discard = last_discard_seat(self.events[:index])
        self.table.show_view(seat_view(self.states[index], self.seat), self.names)
        self.table.set_selectable(set())

    @property
    def moment(self) -> int | None:
        """The event index of the decision shown (judged or not)."""
        if self.current_point is None or self.current_point >= len(self.points):
            return self.position
        return self.points[self.current_point][1]

    def _show_decision(self, d: JudgedDecision | None) -> None:
        self.current = d
        self.play_on_button.setEnabled(d is not None)
        self.replay_button.setEnabled(d is not None)
        if d is None:
            self.caption.setText(self.tr("Every decision of the seat is on the left, judged "
                                         "one after another; choose one to see the table at "
                                         "that moment."))
            self.candidates.setRowCount(0)
            self.reasons_label.setText("")
            return
        state = self.states[d.index]
        self._show_table(d.index)
        self.caption.setText(self.tr("{0} · hand {1}: you chose {2}; the engine's best is "
                                     "{3}.").format(texts.review_category(d.category.value),
                                                    texts.number(d.hand + 1),
                                                    action_text(d.chosen),
                                                    action_text(d.best)))
        self._fill_candidates(d, state)
        lines = [texts.review_reason(r, self.names) for r in d.reasons]
        ranked = d.unit == "rank_points"
        if d.mistake:
            said = (self.tr("A mistake: it gives up {0} ± {1} rank points on average.")
                    if ranked else self.tr("A mistake: it gives up {0} ± {1} points on average."))
            lines.insert(0, said.format(texts.fixed(d.loss), texts.fixed(d.se)))
        elif not d.agrees:
            said = (self.tr("A small loss: {0} ± {1} rank points on average.") if ranked
                    else self.tr("A small loss: {0} ± {1} points on average."))
            lines.insert(0, said.format(texts.fixed(d.loss), texts.fixed(d.se)))
        self.reasons_label.setText("\n".join(line for line in lines if line))

    def _fill_candidates(self, d: JudgedDecision, state: GameState) -> None:
        dangers = [r for r in d.reasons if r.get("id") == ReasonId.DANGER.value]
        self.candidates.setRowCount(len(d.estimates))
        bold = QFont(self.candidates.font())
        bold.setBold(True)
        for row, e in enumerate(d.estimates):
            words = action_text(e.action)
            if e.action == d.chosen:
                words = self.tr("{0} (your choice)").format(words)
            cells = [words, self.tr("{0} ± {1}").format(texts.fixed(e.ev), texts.fixed(e.se)),
                     texts.number(e.futures), "", "", ""]
            if e.action.act is Act.DISCARD and e.action.tile is not None:
                shanten, improving = discard_numbers(state, self.seat, e.action.tile)
                cells[3] = texts.number(shanten)
                cells[4] = texts.number(improving)
            key = "chosen" if e.action == d.chosen else "best" if e.action == d.best else None
            if key is not None and dangers:
                cells[5] = texts.join([self.tr("{0} {1}").format(
                    self.names[int(r["seat"])], texts.percent(float(r[key])))
                    for r in dangers])
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 0:
                    item.setData(Qt.ItemDataRole.UserRole, e.action)
                else:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if e.action == d.chosen:
                    item.setFont(bold)
                self.candidates.setItem(row, column, item)

    def candidate_actions(self) -> list[object]:
        """The actions of the candidates table, top to bottom (tests)."""
        items = (self.candidates.item(r, 0) for r in range(self.candidates.rowCount()))
        return [None if i is None else i.data(Qt.ItemDataRole.UserRole) for i in items]

    # -- summaries and progress --------------------------------------------------------------

    def summary_text(self, s: Summary) -> str:
        if self.ranked:
            said = self.tr("%n decision(s): agreement {0}, {1} mistakes per 100, loss {2} "
                           "rank points", "", s.decisions)
        else:
            said = self.tr("%n decision(s): agreement {0}, {1} mistakes per 100, loss {2} "
                           "points", "", s.decisions)
        return said.format(texts.percent(s.agreement), texts.fixed(s.mistakes_per_100, 1),
                           texts.fixed(s.loss_total))

    @property
    def ranked(self) -> bool:
        """The game's rules rank each game: the judge counts rank points (review.stakes)."""
        start = next((e for e in self.events if isinstance(e, ev.HandStarted)), None)
        return start is not None and get_profile(start.profile,
                                                 dict(start.options)).rank_points

    def _update_summary(self) -> None:
        per_hand, whole = summaries(self.decisions)
        self.summary_label.setText(self.tr("{0}, {1}. The game: {2}").format(
            self.names[self.seat], self.profile_name(), self.summary_text(whole))
            if self.decisions else self.tr("{0}, {1}").format(self.names[self.seat],
                                                              self.profile_name()))
        self.hands_label.setText("\n".join(
            self.tr("Hand {0}: {1}").format(texts.number(h + 1), self.summary_text(s))
            for h, s in per_hand.items()))

    def profile_name(self) -> str:
        start = next((e for e in self.events if isinstance(e, ev.HandStarted)), None)
        return texts.profile(start.profile) if start is not None else ""

    def _update_progress(self) -> None:
        judged = len(self.decisions)
        if self.total is None:
            self.progress.setRange(0, 0)  # still counting: busy
        else:
            self.progress.setRange(0, max(1, self.total))
            self.progress.setValue(min(judged, max(1, self.total)) if self.total else 1)
        self.progress.setFormat(self.tr("%v of %m judged"))
        running = self.running and not (self.cancelled or self.finished_all
                                        or self.error is not None)
        self.cancel_button.setEnabled(running)
        if self.error is not None:
            self.note_label.setText(self.tr("The review stopped: this game cannot be "
                                            "reviewed ({0}).").format(self.error))
        elif self.cancelled:
            self.note_label.setText(self.tr("Cancelled: %n decision(s) judged.", "", judged))
        elif self.finished_all:
            self.note_label.setText(self.tr("Every decision is judged."))
        else:
            self.note_label.setText(self.tr("Judging… each decision's moves are played out "
                                            "many times."))
        if self.drills_note and self.error is None and (self.cancelled or self.finished_all):
            self.note_label.setText(self.note_label.text() + " " + self.drills_note)

    # -- mistakes to drills ------------------------------------------------------------------

    def whole_hands(self) -> list[int]:
        """The hands (``HandStarted.hand``) whose every decision of the seat is judged."""
        judged: dict[int, int] = {}
        for d in self.decisions:
            judged[d.hand] = judged.get(d.hand, 0) + 1
        points: dict[int, int] = {}
        for hand, _index, _chosen in self.points:
            points[hand] = points.get(hand, 0) + 1
        return sorted(h for h, n in points.items() if judged.get(h) == n)

    def send_mistakes(self) -> int:
        """The learner's mistakes a drill can ask go to Drills, "your mistakes", with the
        review's numbers; in the hands judged whole they replace the older rule's cards.
        Returns how many were kept (0 when none or the seat is not the learner's)."""
        from mahjong_gui.drills.mistakes import drills_from_review, hand_seeds
        from mahjong_gui.store.drills import DrillStore, DrillStoreError

        if not self.learner or self.sent_to_drills is not None:
            return self.sent_to_drills or 0
        found = drills_from_review(self.events, self.seat, self.decisions)
        seeds = hand_seeds(self.events, self.whole_hands())
        if not found and not seeds:
            self.sent_to_drills = 0
            return 0
        target = self._target("keep_reviewed")
        try:
            if target is not None:
                target.keep_reviewed(found, seeds)
            else:
                with DrillStore() as store:
                    store.add_reviewed(found, seeds, datetime.now(timezone.utc))
        except DrillStoreError as err:
            self.drills_note = self.tr("The mistakes could not be kept in Drills ({0}).") \
                .format(err.code)
            self.sent_to_drills = 0
            return 0
        self.sent_to_drills = len(found)
        if found:
            self.drills_note = self.tr("%n mistake(s) went to Drills, your mistakes.", "",
                                       len(found))
        return len(found)

    # -- the profile across games ------------------------------------------------------------

    def profile_id(self) -> str:
        start = next((e for e in self.events if isinstance(e, ev.HandStarted)), None)
        return start.profile if start is not None else ""

    def record_review(self) -> bool:
        """Keep the learner's review judged to the end in the reviews' file (the same game
        again replaces its row) and show the profile with it; False when nothing was kept."""
        from mahjong_gui.store.reviews import ReviewStore, ReviewStoreError, by_category, game_key

        if not self.learner or not self.finished_all or not self.decisions or self.recorded:
            return False
        _per_hand, whole = summaries(self.decisions)
        try:
            with ReviewStore(self.reviews_path) as store:
                store.record(game_key(self.events, self.seat), self.today(), self.profile_id(),
                             self.seat, whole, by_category(self.decisions))
        except ReviewStoreError as err:
            self.profile_error = err.code
            self._show_profile()
            return False
        self.recorded = True
        self.load_profile()
        self._show_profile()
        return True

    def load_profile(self) -> None:
        """Read the profile of the game's rules and its trend from the reviews' file."""
        from mahjong_gui.store.reviews import ReviewStore, ReviewStoreError

        try:
            with ReviewStore(self.reviews_path) as store:
                self.profile_totals = dict(store.profile(self.profile_id()))
                games = store.games(self.profile_id())
        except ReviewStoreError as err:
            self.profile_error = err.code
            self.profile_totals, games = {}, []
        self.games_reviewed = len(games)
        self.trend_games = games[-TREND_GAMES:]
        self.trend_chart.set_games(self.trend_games)

    def profile_lines(self) -> list[str]:
        """The profile panel's lines: a heading, then per category its decisions, mistakes per
        100 and the loss per decision, over every game reviewed in these rules."""
        if self.profile_error is not None:
            return [self.tr("Your profile could not be read or kept ({0}).")
                    .format(self.profile_error)]
        if not self.profile_totals:
            return [self.tr("Your profile in {0}: no game reviewed to the end yet.")
                    .format(self.profile_name())]
        lines = [self.tr("Your profile in {0} (%n game(s) reviewed):", "", self.games_reviewed)
                 .format(self.profile_name())]
        for cid, t in self.profile_totals.items():
            said = (self.tr("{0}: %n decision(s), {1} mistakes per 100, {2} rank points "
                            "lost per decision", "", t.decisions) if self.ranked else
                    self.tr("{0}: %n decision(s), {1} mistakes per 100, {2} points lost "
                            "per decision", "", t.decisions))
            lines.append(said.format(texts.review_category(cid), texts.fixed(t.mistakes_per_100, 1),
                                 texts.fixed(t.loss_per_decision)))
        lines.append(self.tr("Agreement with the engine, the last %n game(s):", "",
                             len(self.trend_games)))
        return lines

    def _show_profile(self) -> None:
        self.profile_label.setText("\n".join(self.profile_lines()))

    # -- from a decision ---------------------------------------------------------------------

    def game_at(self, index: int) -> SavedGame:
        """The game up to event ``index`` (a decision's moment), as a saved game Play can go
        on from."""
        header = self.header or header_for(self.events, self._given_names, self.seat)
        return SavedGame(header, self.events[:index], self.states[index])

    def _target(self, method: str) -> Any:
        """The window that offers ``method`` (the main window's ``play_from`` or
        ``keep_reviewed``), found up the parents."""
        w: QObject | None = self.parent()
        while w is not None:
            if hasattr(w, method):
                return w
            w = w.parent()
        return None

    def play_on(self) -> bool:
        """Play on from the selected decision against the computer players, as practice; where
        no Play area is at hand, the replay opens at that moment and says so."""
        index = self.moment
        if index is None:
            return False
        target = self._target("play_from")
        if target is not None and target.play_from(self.game_at(index)):
            hand = self.states[index].hand_no
            self.note_label.setText(self.tr("Playing on from hand {0} in Play.").format(
                texts.number(hand + 1)))
            return True
        if target is None:
            self.open_replay()
            self.note_label.setText(self.tr("Play is not open here: the replay shows the "
                                            "moment instead."))
        return False

    def open_replay(self) -> QDialog | None:
        """The replay at the selected decision's moment."""
        from mahjong_gui.ui.replay import ReplayDialog

        index = self.moment
        if index is None:
            return None
        self.replay_window = ReplayDialog(self.events, self._given_names, self.seat, index,
                                          self, self.seat, reviewable=False)
        self.replay_window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.replay_window.show()
        return self.replay_window

    # -- words -------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.names = texts.seat_names(self._given_names)
        self.setWindowTitle(self.tr("Review of the game"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop judging; the decisions judged so far "
                                              "stay"))
        self.order_box.setItemText(0, self.tr("In the order played"))
        self.order_box.setItemText(1, self.tr("Worst first"))
        self.candidates.setHorizontalHeaderLabels([
            self.tr("Action"),
            self.tr("Expected rank points") if self.ranked else self.tr("Expected points"),
            self.tr("Futures"),
            self.tr("Shanten"), self.tr("Improving tiles"), self.tr("Danger")])
        tips = {1: self.tr("The game's rank points expected at the hand's end (4 to 1, by "
                           "the points the game's other hands may still move), on average "
                           "over the futures played, ± the standard error") if self.ranked
                else self.tr("Points to the hand's end, on average over the futures played, ± "
                             "the standard error"),
                3: self.tr("Tiles from ready after the discard"),
                4: self.tr("Unseen tiles that would bring the hand closer to ready"),
                5: self.tr("The chance the tile wins for a player who looks ready")}
        for column, tip in tips.items():
            header_item = self.candidates.horizontalHeaderItem(column)
            if header_item is not None:
                header_item.setToolTip(tip)
        self.play_on_button.setText(self.tr("Play on from here"))
        self.play_on_button.setToolTip(self.tr("Go on from this moment against the computer "
                                               "players, as practice"))
        self.replay_button.setText(self.tr("Open in the replay"))
        self.close_button.setText(self.tr("Close"))
        self._fill_timeline()
        self._update_summary()
        self._update_progress()
        self._show_profile()
        self._show_point(self.current_point)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def open_review(events: Sequence[ev.Event], seat: int, names: Sequence[str],
                header: SaveHeader | None = None, parent: QWidget | None = None,
                learner: bool | None = None) -> ReviewWindow:
    """Show the review of ``seat`` in ``events`` (it deletes itself when closed); ``learner``:
    whether the seat's mistakes go to Drills (by default, the header's human seat)."""
    window = ReviewWindow(events, seat, names, header, parent, learner=learner)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.show()
    return window

