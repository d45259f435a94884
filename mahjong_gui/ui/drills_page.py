"""The Drills area (issue 13): questions made by the engine (``mahjong_gui.drills``), answered
with tiles or numbers, graded and explained with tiles, scheduled by ``fsrs`` through the
drills' store (``store/drills.py``): choose profile, kind and level, or today's review.

Keyboard: arrows move along the tiles, Enter answers (a discard; the waits picked with Space;
the numbers typed in their boxes), Y / N answer the quick checks, and after an answer Enter
goes on (1 Hard, 2 Good, 3 Easy rate a right answer). The page is constructible with no
arguments: the store is the user data folder's ``drills.sqlite3`` unless a path is given.
"""

from __future__ import annotations

from fsrs import Rating
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.drills import Drill, DrillError, Grade, Kind, ValueResponse
from mahjong_gui.drills.generate import kinds_for, profile_for, rules_spec, split_spec
from mahjong_gui.drills.model import (
    DecisionQuestion,
    HandQuestion,
    ValueQuestion,
    WallEndQuestion,
)
from mahjong_gui.drills.schedule import Clock, SystemClock
from mahjong_gui.drills.session import DrillSession
from mahjong_gui.engine.common import OptionError
from mahjong_gui.engine.legal import Act
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.engine.tiles import TILES, Tile
from mahjong_gui.learn.pages import page_for_profile
from mahjong_gui.store import rulesets
from mahjong_gui.store.drills import MISTAKES, CardInfo, DrillStore, DrillStoreError
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.drills_explain import (
    RIGHT_COLOUR,
    SMALL_H,
    DrillExplanation,
    ProgressChart,
    line_label,
    seat_name,
)
from mahjong_gui.ui.fit import fit_combo
from mahjong_gui.ui.flow_layout import FlowLayout, labelled
from mahjong_gui.ui.texts.drills import LEVEL_NAMES, RATE_NAMES, STORE_ERRORS, kind_name, translated
from mahjong_gui.ui.texts.hints import action_text
from mahjong_gui.ui.texts.rules import choice_label
from mahjong_gui.ui.tile_art import TileArt
from mahjong_gui.ui.widgets.tile_row import TileRow

QUESTION_H = 52
WRONG_COLOUR = QColor("#D55E00")  # Okabe-Ito vermillion
MAX_AMOUNT = 10_000_000


def _amount_box(name: str) -> QSpinBox:
    box = QSpinBox()
    box.setObjectName(name)
    box.setRange(-MAX_AMOUNT, MAX_AMOUNT)
    box.setAccelerated(True)
    return box


class DrillsPage(QWidget):
    """Choose profile, kind and level or today's review; answer; see why."""

    answered = Signal(bool)
    open_learn_page = Signal(str)  # a Learn page id: the rules of the profile drilled

    def __init__(self, store_path: str | None = None, clock: Clock | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page_drills")
        self.clock: Clock = clock or SystemClock()
        self.art = TileArt()
        store: DrillStore | None = None
        problem = ""
        try:
            store = DrillStore(store_path)
        except DrillStoreError as err:
            problem = err.code
        # The questions, the review's queue and the answers (``drills/session.py``, no Qt).
        self.session = DrillSession(store, self.clock.now, self._store_failed, problem)
        self._build()
        self.retranslate()
        self.new_question()

    # The session's state, as the window and the tests read it.
    @property
    def store(self) -> DrillStore | None:
        return self.session.store

    @property
    def drill(self) -> Drill | None:
        return self.session.drill

    @property
    def card(self) -> CardInfo | None:
        return self.session.card

    @property
    def reviewing(self) -> bool:
        return self.session.reviewing

    @property
    def grade_(self) -> Grade | None:
        return self.session.grade

    @property
    def new_per_day(self) -> int:
        return self.session.new_per_day

    @new_per_day.setter
    def new_per_day(self, n: int) -> None:
        self.session.new_per_day = n

    # -- building ----------------------------------------------------------------------------

    def _build(self) -> None:
        outer = QHBoxLayout(self)
        main = QVBoxLayout()
        outer.addLayout(main, 3)
        self._build_choices(main)
        self._build_question(main)
        self._build_answers(main)
        side = QVBoxLayout()  # the learner's record
        outer.addLayout(side, 1)
        self._build_record(side)
        self._fill_kinds()

    def _build_choices(self, main: QVBoxLayout) -> None:
        bar = FlowLayout()
        self.profile_box = QComboBox()
        self.profile_box.setObjectName("drill_profile")
        for pid in PROFILES:
            self.profile_box.addItem(pid, pid)
        self._sets: dict[str, rulesets.Choice] = {}  # a club's rule set by its drills' rules
        for choice in rulesets.choices():  # a club's rule sets (issue 32), after the profiles
            try:
                spec = rules_spec(choice.rules.base, choice.rules.all_options())
            except OptionError:
                continue
            if "?" in spec and spec not in self._sets:
                self._sets[spec] = choice
                self.profile_box.addItem(choice_label(choice), spec)
        self.kind_box = QComboBox()
        self.kind_box.setObjectName("drill_kind")
        self.level_box = QComboBox()
        self.level_box.setObjectName("drill_level")
        for i in range(len(LEVEL_NAMES)):
            self.level_box.addItem(texts.number(i + 1), i + 1)
        self.new_button = QPushButton()
        self.new_button.setObjectName("drill_new")
        self.review_button = QPushButton()
        self.review_button.setObjectName("drill_review")
        self.profile_label, self.kind_label, self.level_label = (
            plain.label(), plain.label(), plain.label())
        # Each box as wide as its longest item, so no profile or kind is cut, beside its label;
        # the row wraps where the page is too narrow for all of them.
        for label, box in ((self.profile_label, self.profile_box),
                           (self.kind_label, self.kind_box),
                           (self.level_label, self.level_box)):
            label.setBuddy(box)
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            bar.addWidget(labelled(label, box))
        bar.addWidget(self.new_button)
        bar.addWidget(self.review_button)
        main.addLayout(bar)
        self.profile_box.currentIndexChanged.connect(self._profile_chosen)
        self.kind_box.activated.connect(lambda _i: self.new_question())
        self.level_box.activated.connect(lambda _i: self.new_question())
        self.new_button.clicked.connect(self.new_question)
        self.review_button.clicked.connect(self.start_review)

    def _build_question(self, main: QVBoxLayout) -> None:
        self.mode_label = line_label()
        self.mode_label.setObjectName("drill_mode")
        self.prompt = line_label()
        self.prompt.setObjectName("drill_prompt")
        font = self.prompt.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.prompt.setFont(font)
        self.situation = line_label()
        self.situation.setObjectName("drill_situation")
        main.addWidget(self.mode_label)
        main.addWidget(self.prompt)
        main.addWidget(self.situation)
        self.hand_row = TileRow(self.art, QUESTION_H)
        self.hand_row.setObjectName("drill_hand")
        self.hand_row.activated.connect(self._discard_picked)
        main.addWidget(self.hand_row)
        self.seen_label = line_label()
        self.seen_row = TileRow(self.art, SMALL_H)
        main.addWidget(self.seen_label)
        main.addWidget(self.seen_row)
        self.pick_row = TileRow(self.art, 40)
        self.pick_row.setObjectName("drill_picks")
        self.pick_row.submitted.connect(self.submit)
        main.addWidget(self.pick_row)
        # A reviewed decision's choices other than discards (a call, pass, win, void suit).
        self.choice_box = QWidget()
        self.choice_box.setObjectName("drill_choices")
        self.choice_layout = FlowLayout(self.choice_box)
        self.choice_buttons: list[QPushButton] = []
        main.addWidget(self.choice_box)
        # wall end: one row per seat
        self.seat_labels: list[QLabel] = []
        self.seat_rows: list[TileRow] = []
        seats = QGridLayout()
        for s in range(4):
            label = line_label()
            seat_row = TileRow(self.art, SMALL_H + 6)
            seats.addWidget(label, s, 0)
            seats.addWidget(seat_row, s, 1)
            self.seat_labels.append(label)
            self.seat_rows.append(seat_row)
        seats.setColumnStretch(1, 1)
        main.addLayout(seats)

    def _build_answers(self, main: QVBoxLayout) -> None:
        # numbers
        numbers = QHBoxLayout()
        self.units_label = plain.label()
        self.units_box = _amount_box("drill_units")
        self.units_box.setRange(0, MAX_AMOUNT)
        self.units_label.setBuddy(self.units_box)
        numbers.addWidget(self.units_label)
        numbers.addWidget(self.units_box)
        self.delta_labels: list[QLabel] = []
        self.delta_boxes: list[QSpinBox] = []
        for s in range(4):
            label = plain.label()
            amount = _amount_box(f"drill_delta_{s}")
            label.setBuddy(amount)
            numbers.addWidget(label)
            numbers.addWidget(amount)
            self.delta_labels.append(label)
            self.delta_boxes.append(amount)
        numbers.addStretch(1)
        main.addLayout(numbers)
        # answer buttons
        answers = QHBoxLayout()
        self.yes_button, self.no_button = QPushButton(), QPushButton()
        self.yes_button.setObjectName("drill_yes")
        self.no_button.setObjectName("drill_no")
        self.yes_button.clicked.connect(lambda: self.answer(True))
        self.no_button.clicked.connect(lambda: self.answer(False))
        self.check_button = QPushButton()
        self.check_button.setObjectName("drill_check")
        self.check_button.clicked.connect(self.submit)
        self.rate_buttons: list[QPushButton] = []
        for rating in (Rating.Hard, Rating.Good, Rating.Easy):
            b = QPushButton()
            b.setObjectName(f"drill_rate_{rating.name.lower()}")
            b.clicked.connect(lambda _=False, r=rating: self.go_on(r))
            self.rate_buttons.append(b)
        self.next_button = QPushButton()
        self.next_button.setObjectName("drill_next")
        self.next_button.clicked.connect(lambda: self.go_on(None))
        for b in (self.yes_button, self.no_button, self.check_button, *self.rate_buttons,
                  self.next_button):
            answers.addWidget(b)
        answers.addStretch(1)
        main.addLayout(answers)
        # the explanation
        self.verdict = line_label()
        self.verdict.setObjectName("drill_verdict")
        main.addWidget(self.verdict)
        self.explain = DrillExplanation(self.art)
        self.explain.setObjectName("drill_explain")
        self.explain_layout = self.explain.grid
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.explain)
        main.addWidget(scroll, 1)
        self.status = line_label()
        self.status.setObjectName("drill_status")
        main.addWidget(self.status)

    def _build_record(self, side: QVBoxLayout) -> None:
        self.record_title = plain.label()
        bold = self.record_title.font()
        bold.setBold(True)
        self.record_title.setFont(bold)
        self.streak_label = line_label()
        self.streak_label.setObjectName("drill_streak")
        self.accuracy_label = line_label()
        self.accuracy_label.setObjectName("drill_accuracy")
        self.due_label = line_label()
        self.due_label.setObjectName("drill_due")
        self.chart_title = plain.label()
        self.chart = ProgressChart()
        self.chart.setObjectName("drill_chart")
        for w in (self.record_title, self.streak_label, self.accuracy_label, self.due_label,
                  self.chart_title, self.chart):
            side.addWidget(w)
        # Both ways between Drills and Learn: the rules of the profile being drilled.
        self.learn_link = QLabel()
        self.learn_link.setTextFormat(Qt.TextFormat.RichText)  # a link; its words escaped
        self.learn_link.setObjectName("drill_learn")
        self.learn_link.setWordWrap(True)
        self.learn_link.linkActivated.connect(self.open_learn_page.emit)
        side.addWidget(self.learn_link)
        side.addStretch(1)

    # -- choices -----------------------------------------------------------------------------

    @property
    def rules(self) -> str:
        return str(self.profile_box.currentData())

    @property
    def kind(self) -> str:
        return str(self.kind_box.currentData())

    @property
    def level(self) -> int:
        return int(self.level_box.currentData())

    def _fill_kinds(self) -> None:
        current = self.kind_box.currentData()
        self.kind_box.blockSignals(True)
        self.kind_box.clear()
        for k in kinds_for(profile_for(self.rules)):
            self.kind_box.addItem(kind_name(k.value), k.value)
        i = self.kind_box.findData(current)
        self.kind_box.setCurrentIndex(max(0, i))
        self.kind_box.blockSignals(False)

    def _profile_chosen(self, _index: int) -> None:
        self._fill_kinds()
        if hasattr(self, "learn_link"):
            self.learn_link.setText(self._learn_link_text())
        if hasattr(self, "prompt"):
            self.new_question()

    def choose(self, rules: str, kind: str, level: int = 1) -> None:
        """Pick profile, kind and level (tests, and the Learn pages' links)."""
        self.profile_box.setCurrentIndex(self.profile_box.findData(rules))
        self.kind_box.setCurrentIndex(self.kind_box.findData(kind))
        self.level_box.setCurrentIndex(self.level_box.findData(level))

    # -- questions ---------------------------------------------------------------------------

    def _flush(self) -> None:
        """Keep an answer not yet rated (the default rating) before moving on."""
        self._record(None)

    def new_question(self, seed: int | None = None) -> None:
        """A fresh question of the chosen profile, kind and level."""
        self._flush()
        try:
            drill = self.session.new_drill(self.kind, self.rules, self.level, seed)
        except DrillError as err:
            self.status.setText(self.tr("No drill could be made (%1).").replace("%1", err.code))
            return
        self.show_drill(drill)

    def start_review(self) -> None:
        """Today's review for the chosen profile: cards due, then new ones."""
        self._flush()
        if self.session.start_review(self.rules, self.level):
            self._next_card()

    def _next_card(self) -> None:
        drill = self.session.next_card(self.rules)
        if drill is not None:
            self.show_drill(drill)
            return
        self._clear_question()
        later = self.session.later_today
        if later:
            self.prompt.setText(self.tr(
                "Nothing is due right now; %n question(s) come back later today.", "", later))
        else:
            self.prompt.setText(self.tr("Nothing more is due today. Come back tomorrow."))
        self.mode_label.setText(self.tr("Today's review"))
        self._refresh_record()

    def _clear_question(self) -> None:
        for b in self.choice_buttons:
            b.deleteLater()
        self.choice_buttons = []
        self.choice_box.hide()
        for row in (self.hand_row, self.seen_row, self.pick_row, *self.seat_rows):
            row.set_groups([])
            row.hide()
        for w in (self.seen_label, *self.seat_labels, self.units_label, self.units_box,
                  *self.delta_labels, *self.delta_boxes, self.yes_button, self.no_button,
                  self.check_button, *self.rate_buttons, self.next_button):
            w.hide()
        self.situation.setText("")
        self.verdict.setText("")
        self.explain.clear()

    def show_drill(self, drill: Drill) -> None:
        """Show ``drill`` as the question (tests set one directly)."""
        self.session.show(drill)
        self._clear_question()
        self._show_question()
        self._refresh_record()

    def _hand_groups(self, q: HandQuestion | ValueQuestion | DecisionQuestion
                     ) -> list[list[Tile]]:
        return [list(q.hand), *([*m.tiles] for m in q.melds)]

    def _show_question(self) -> None:
        d = self.drill
        if d is None:
            return
        self.mode_label.setText(self._mode_text(d))
        q = d.question
        if isinstance(q, HandQuestion):
            self.hand_row.show()
            self.hand_row.set_groups(self._hand_groups(q), "pick" if d.kind is Kind.DISCARD
                                     else "", pickable=len(q.hand))
            self._show_seen(q)
            if d.kind is Kind.DISCARD:
                self.hand_row.setFocus()
            elif d.kind is Kind.WAITS:
                self.pick_row.show()
                self.pick_row.set_groups([self._wait_choices(q)], "toggle")
                self.check_button.show()
                self.pick_row.setFocus()
            else:
                self.yes_button.show()
                self.no_button.show()
                self.yes_button.setFocus()
        elif isinstance(q, DecisionQuestion):
            self.hand_row.show()
            discards = any(a.act is Act.DISCARD for a in q.choices)
            self.hand_row.set_groups(self._hand_groups(q), "pick" if discards else "",
                                     pickable=len(q.hand))
            self._show_seen(q)
            others = [a for a in q.choices if a.act is not Act.DISCARD]
            for a in others:
                b = QPushButton(action_text(a))
                b.setObjectName("drill_choice")
                b.clicked.connect(lambda _=False, a=a: self.answer(a))
                self.choice_layout.addWidget(b)
                self.choice_buttons.append(b)
            self.choice_box.setVisible(bool(others))
            if discards:
                self.hand_row.setFocus()
            elif self.choice_buttons:
                self.choice_buttons[0].setFocus()
        elif isinstance(q, ValueQuestion):
            self.hand_row.show()
            self.hand_row.set_groups(self._hand_groups(q))
            self.hand_row.marked = {len(q.hand) - 1}
            for w in (self.units_label, self.units_box, *self.delta_labels, *self.delta_boxes,
                      self.check_button):
                w.show()
            for box in (self.units_box, *self.delta_boxes):
                box.setValue(0)
            self.units_box.setFocus()
            self.units_box.selectAll()
        elif isinstance(q, WallEndQuestion):
            for s in q.seats:
                self.seat_labels[s.seat].show()
                row = self.seat_rows[s.seat]
                row.show()
                row.set_groups([list(s.hand or ()), *([*m.tiles] for m in s.melds)])
            for w in (*self.delta_labels, *self.delta_boxes, self.check_button):
                w.show()
            for box in self.delta_boxes:
                box.setValue(0)
            self.delta_boxes[0].setFocus()
            self.delta_boxes[0].selectAll()
        self._question_texts()

    def _show_seen(self, q: HandQuestion | DecisionQuestion) -> None:
        if q.visible:  # the tiles seen elsewhere
            for w in (self.seen_label, self.seen_row):
                w.show()
            self.seen_row.set_groups([list(q.visible)])

    def _wait_choices(self, q: HandQuestion) -> list[Tile]:
        kinds = range(34 if profile_for(self.drill.rules).honours else 27) if self.drill else ()
        return [TILES[t] for t in kinds if q.void is None or TILES[t].suit.value != q.void]

    # -- answering ---------------------------------------------------------------------------

    def _discard_picked(self, index: int) -> None:
        if self.drill is None or self.grade_ is not None:
            return
        tile = self.hand_row.tiles[index]
        if self.drill.kind is Kind.DECISION:
            q = self.drill.question
            if isinstance(q, DecisionQuestion) and index < len(q.hand):
                a = next((a for a in q.choices if a.act is Act.DISCARD and a.tile == tile),
                         None)
                if a is not None:
                    self.answer(a)
            return
        if self.drill.kind is Kind.DISCARD:
            self.answer(tile)

    def submit(self) -> None:
        """Enter on the picks or the numbers: answer with what is entered."""
        d = self.drill
        if d is None or self.grade_ is not None:
            if self.grade_ is not None:
                self.go_on(None)
            return
        if d.kind is Kind.WAITS:
            tiles = self.pick_row.tiles
            self.answer({tiles[i] for i in self.pick_row.selected})
        elif d.kind is Kind.VALUE:
            deltas = tuple(b.value() for b in self.delta_boxes)
            self.answer(ValueResponse(self.units_box.value(),
                                      (deltas[0], deltas[1], deltas[2], deltas[3])))
        elif d.kind is Kind.WALL_END:
            self.answer(tuple(b.value() for b in self.delta_boxes))

    def answer(self, response: object) -> Grade | None:
        """Grade ``response`` (see ``drills.grade``), show why, and wait for Enter or a
        rating before the next question."""
        g = self.session.answer(response)
        if g is None:
            return None
        self.answered.emit(g.right)
        self._show_verdict(g)
        self.explain.show_answer(self.drill, self.session.response, self.grade_right())
        for w in (self.yes_button, self.no_button, self.check_button, self.choice_box):
            w.hide()
        if g.right:
            for b in self.rate_buttons:
                b.show()
            default = self.rate_buttons[1 if g.exact else 0]
            default.setDefault(True)
            default.setFocus()
        else:
            self.next_button.show()
            self.next_button.setFocus()
        return g

    def go_on(self, rating: Rating | None) -> None:
        """Keep the answer (rated ``rating``, or by default) and show the next question."""
        if self.grade_ is None:
            return
        self._record(rating)
        if self.reviewing:
            self._next_card()
        else:
            self.new_question()

    def _record(self, chosen: Rating | None) -> None:
        if self.session.record(chosen):
            self._refresh_record()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        d = self.drill
        if d is not None and self.grade_ is None and d.kind in (Kind.READY, Kind.PIG):
            if key == Qt.Key.Key_Y:
                self.answer(True)
                return
            if key == Qt.Key.Key_N:
                self.answer(False)
                return
        if self.grade_ is not None:
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                focused = self.focusWidget()
                if isinstance(focused, QPushButton) and focused.isVisible():
                    focused.click()
                else:
                    self.go_on(None)
                return
            if self.grade_.right and key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3):
                self.go_on((Rating.Hard, Rating.Good, Rating.Easy)[key - Qt.Key.Key_1])
                return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = self.focusWidget()
            if isinstance(focused, QPushButton) and focused.isVisible():
                focused.click()
                return
            if d is not None and self.grade_ is None and d.kind in (Kind.VALUE, Kind.WALL_END):
                self.submit()  # Enter in a number box (the spin box passes it on)
                return
        super().keyPressEvent(event)

    # -- words -------------------------------------------------------------------------------

    def rules_name(self, rules: str, short: bool = False) -> str:
        """A drill's rules as a player reads them: the profile's name, or the club's rule set's
        (a rule set no longer kept: the profile's name and "house rules")."""
        pid = split_spec(rules)[0]
        base = texts.profile_short(pid) if short else texts.profile(pid)
        if "?" not in rules:
            return base
        kept = self._sets.get(rules)
        return kept.rules.name if kept is not None else \
            self.tr("%1 with house rules").replace("%1", base)

    def _mode_text(self, d: Drill) -> str:
        where = self.tr("%1 · %2 · level %3").replace("%1", self.rules_name(d.rules, True)) \
            .replace("%2", kind_name(MISTAKES if d.origin != "seed" else d.kind.value)) \
            .replace("%3", texts.number(d.level) if d.origin == "seed" else "-")
        if self.reviewing:
            left = len(self.session.queue) + 1
            return self.tr("Today's review (%n left): %1", "", left).replace("%1", where)
        return where

    def _question_texts(self) -> None:
        d = self.drill
        if d is None:
            return
        q = d.question
        unit = texts.unit(profile_for(d.rules).unit)
        prompts = {
            Kind.DISCARD: self.tr("Which tile do you discard? Arrows and Enter, or a click."),
            Kind.WAITS: self.tr("Which tiles does this hand wait on? Pick every one (arrows "
                                "and Space, or clicks), then Enter."),
            Kind.VALUE: self.tr("What is this win worth? Type the %1 and each seat's gain or "
                                "loss, then Enter.").replace("%1", unit),
            Kind.WALL_END: self.tr("The wall is empty. Type each seat's gain or loss at the "
                                   "wall's end, then Enter."),
            Kind.READY: self.tr("Is this hand ready? Y or N."),
            Kind.PIG: self.tr("Is this hand a flower pig at the wall's end? Y or N."),
            Kind.DECISION: self.tr("A moment of a game you played: what do you do? A click on "
                                   "a tile discards it."),
        }
        if isinstance(q, DecisionQuestion) and not any(a.act is Act.DISCARD
                                                       for a in q.choices):
            prompts[Kind.DECISION] = self.tr("A moment of a game you played: what do you do?")
        self.prompt.setText(prompts[d.kind])
        self.seen_label.setText(self.tr("Seen elsewhere:"))
        self.units_label.setText(unit)
        for s, label in enumerate(self.delta_labels):
            label.setText(seat_name(s))
        lines: list[str] = []
        if isinstance(q, HandQuestion | DecisionQuestion) and q.void is not None:
            lines.append(self.tr("Void suit: %1").replace("%1", texts.suit(q.void)))
        if isinstance(q, DecisionQuestion):
            if q.offered is not None:
                lines.append(self.tr("On offer: %1").replace("%1", texts.tile(q.offered)))
            lines.append(self.tr("You played: %1").replace("%1", action_text(q.played)))
        if isinstance(q, ValueQuestion):
            if q.win == "self":
                lines.append(self.tr("%1 wins by self-draw.").replace(
                    "%1", seat_name(q.seat)))
            else:
                lines.append(self.tr("%1 wins on the discard of %2.").replace(
                    "%1", seat_name(q.seat)).replace("%2", seat_name(q.discarder or 0)))
            lines.append(self.tr("Dealer: %1").replace("%1", seat_name(q.dealer)))
            if q.void is not None:
                lines.append(self.tr("Void suit: %1").replace("%1", texts.suit(q.void)))
            gone = [s for s in range(4) if s not in q.in_seats]
            if gone:
                lines.append(self.tr("Already out: %1").replace(
                    "%1", texts.join([seat_name(s) for s in gone])))
            if profile_for(d.rules).bonus_tiles:
                lines.append(self.tr("Prevailing wind: %1").replace(
                    "%1", texts.wind(q.prevailing)))
                if q.bonus:
                    lines.append(self.tr("Flowers and seasons: %1").replace(
                        "%1", texts.tiles(q.bonus)))
            if q.events:
                lines.append(self.tr("Events: %1").replace("%1", texts.join(
                    [texts.pattern(e.replace("-", "_")) for e in q.events])))
            lines.append(self.tr("The winning tile is outlined."))
        if isinstance(q, WallEndQuestion):
            lines.append(self.tr("Dealer: %1").replace("%1", seat_name(q.dealer)))
            for k in q.kongs:
                what = {"exposed": texts.reason("kong_exposed"),
                        "added": texts.reason("kong_added"),
                        "concealed": texts.reason("kong_concealed")}[k.kind]
                lines.append(self.tr("Paid earlier: %1 of %2").replace("%1", what).replace(
                    "%2", seat_name(k.seat)))
            for ws in q.seats:
                label = self.seat_labels[ws.seat]
                if ws.hand is None:
                    label.setText(self.tr("%1: won earlier, out").replace(
                        "%1", seat_name(ws.seat)))
                else:
                    label.setText(self.tr("%1 (void %2)").replace(
                        "%1", seat_name(ws.seat)).replace("%2", texts.suit(ws.void)))
        self.situation.setText("\n".join(lines))
        self.check_button.setText(self.tr("Check"))
        self.yes_button.setText(self.tr("Yes (Y)"))
        self.no_button.setText(self.tr("No (N)"))

    # -- the explanation ---------------------------------------------------------------------

    def _show_verdict(self, g: Grade) -> None:
        if g.right and g.exact:
            text, colour = self.tr("Right."), RIGHT_COLOUR
        elif g.right:
            text, colour = self.tr("Right: nearly as good as the best."), RIGHT_COLOUR
        else:
            text, colour = self.tr("Not right."), WRONG_COLOUR
        self.verdict.setText(text)
        self.verdict.setStyleSheet(f"color: {colour.name()}; font-weight: bold;")

    def grade_right(self) -> bool:
        return self.grade_ is not None and self.grade_.right

    # -- the record --------------------------------------------------------------------------

    def _store_failed(self, code: str) -> None:
        source = STORE_ERRORS.get(code)
        self.status.setText(translated(source) if source else self.tr(
            "The drills file cannot be used (%1); your answers are not being kept.")
            .replace("%1", code))

    def refresh(self) -> None:
        """Read the record and the due counts again (cards added from elsewhere: Play)."""
        self._refresh_record()

    def _learn_link_text(self) -> str:
        page = page_for_profile(split_spec(self.rules)[0])
        words = self.tr("The rules of %1 in Learn").replace("%1", self.rules_name(self.rules))
        return f'<a href="{plain.escape(page)}">{plain.escape(words)}</a>'

    def _refresh_record(self) -> None:
        self.learn_link.setText(self._learn_link_text())
        self.record_title.setText(self.tr("Your record"))
        self.chart_title.setText(self.tr("Answers per day (right in green)"))
        if self.store is None:
            self._store_failed(self.session.problem or "cannot_open")
            self.streak_label.setText("")
            self.accuracy_label.setText("")
            self.due_label.setText("")
            return
        try:
            stats, counts = self.session.standing()
        except DrillStoreError as err:
            self._store_failed(err.code)
            return
        self.streak_label.setText(self.tr("Streak: %n right in a row", "", stats.streak))
        lines = []
        for kind, (right, total) in sorted(stats.by_kind.items()):
            lines.append(self.tr("%1: %2 of %3 right (%4%)").replace("%1", kind_name(kind))
                         .replace("%2", texts.number(right)).replace("%3", texts.number(total))
                         .replace("%4", texts.number(round(100 * right / total)) if total
                                  else texts.number(0)))
        self.accuracy_label.setText("\n".join(lines) or self.tr("No answers yet."))
        due = sum(v[0] for k, v in counts.items() if k[1] == self.rules)
        new = sum(v[1] for k, v in counts.items() if k[1] == self.rules)
        mistakes = sum(v[0] + v[1] for k, v in counts.items()
                       if k[1] == self.rules and k[0] == MISTAKES)
        text = self.tr("Due now: %1 · new: %2").replace("%1", texts.number(due)) \
            .replace("%2", texts.number(new))
        if mistakes:
            text += "\n" + self.tr("Your mistakes to review: %n", "", mistakes)
        self.due_label.setText(text)
        self.chart.set_days(stats.days)

    # -- language ----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.profile_label.setText(self.tr("Rules:"))
        self.kind_label.setText(self.tr("Drill:"))
        self.level_label.setText(self.tr("Level:"))
        for i in range(self.profile_box.count()):
            spec = str(self.profile_box.itemData(i))
            kept = self._sets.get(spec)
            self.profile_box.setItemText(i, texts.profile(spec) if kept is None
                                         else choice_label(kept))
        for i in range(self.kind_box.count()):
            self.kind_box.setItemText(i, kind_name(str(self.kind_box.itemData(i))))
        for i, source in enumerate(LEVEL_NAMES):
            self.level_box.setItemText(i, translated(source))
        for box in (self.profile_box, self.kind_box, self.level_box):
            fit_combo(box)
        self.new_button.setText(self.tr("New question"))
        self.review_button.setText(self.tr("Today's review"))
        for b, source in zip(self.rate_buttons, RATE_NAMES, strict=True):
            b.setText(translated(source))
        self.next_button.setText(self.tr("Next (Enter)"))
        if self.drill is not None:
            self.mode_label.setText(self._mode_text(self.drill))
            self._question_texts()
            if self.grade_ is not None:
                self._show_verdict(self.grade_)
                self.explain.show_answer(self.drill, self.session.response, self.grade_right())
        self._refresh_record()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
