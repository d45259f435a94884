"""The guided first hand (issue 12, item 2): the table of ``ui/table_view.py`` with a panel
beside it that explains each step, offers only the step's action, shows why another one is
refused, links to the Learn page that says more, and can restart or leave at any moment.

The game itself is ``mahjong_gui.guided.GuidedHand`` (no Qt); this page only shows it. The
explanation ids of the lessons are turned into words here (``EXPLANATIONS``, context
``GuidedPage``). At the end it says what the learner's win was worth (the Won event and its
payments) and offers the next step. Signals for the main window: ``open_learn_page(str)`` (a
Learn page id with its anchor, "play-sichuan#void"), ``left()`` (Leave was pressed),
``completed(str)`` (a lesson was finished), ``next_lesson(str)``, ``drill_requested(str)`` and
``game_requested(str)`` (a profile id: drills, or a game at the easiest level, in its rules).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine import analysis
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.common import WinType
from mahjong_gui.engine.legal import Act, Action, score_win
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.settlement import rank_points
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.guided import (
    FAMILIES,
    LEARNER,
    GuidedHand,
    Refusal,
    Step,
    lesson,
    lesson_profile,
)
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.settings import KEY_FIRST_HAND_DONE, open_settings
from mahjong_gui.ui.table_view import TableView, last_discard_seat
from mahjong_gui.ui.texts.guided import (
    CONTEXT,
    END_TEXTS,
    EXPLANATIONS,
    end_text,
    explanation_text,
)
from mahjong_gui.ui.tile_art import TileArt

# The lessons' words are ui/texts/guided.py's; importable here.
__all__ = ["CONTEXT", "END_TEXTS", "EXPLANATIONS", "GuidedPage", "end_text", "explanation_text"]

def _fill(text: str, *args: str) -> str:
    for i in range(len(args), 0, -1):  # %10 before %1 would matter; there are at most six
        text = text.replace(f"%{i}", args[i - 1])
    return text


class GuidedPage(QWidget):
    """The guided hand at the table. ``start(family)`` deals a lesson (a lesson id of
    ``guided.FAMILIES``); ``restart()`` deals it again; ``leave()`` stops it and emits
    ``left``."""

    open_learn_page = Signal(str)  # a Learn page id with its anchor: "play-sichuan#void"
    left = Signal()
    completed = Signal(str)  # the lesson id just finished
    drill_requested = Signal(str)  # a profile id: drills in its rules
    game_requested = Signal(str)  # a profile id: a game at the easiest level in its rules

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page_guided")
        self.hand: GuidedHand | None = None
        self.family = ""
        self.refusal: Refusal | None = None
        self.action_buttons: list[tuple[QPushButton, Action | None]] = []
        self.art = TileArt()

        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(8)
        self.table = TableView(self.art)
        self.table.tileActivated.connect(self._tile_chosen)
        self.table.tileRefused.connect(self._tile_chosen)
        layout.addWidget(self.table, 1)
        layout.addWidget(self._build_panel())
        self.retranslate()

    def _build_panel(self) -> QFrame:
        """Beside the table: the step, its explanation and actions, a refusal, the
        settlement, the end's worth and next steps, Restart and Leave."""
        panel = QFrame()
        panel.setObjectName("guided_panel")
        panel.setFixedWidth(330)
        side = QVBoxLayout(panel)
        side.setContentsMargins(4, 0, 0, 0)
        self.title_label = plain.label()
        self.title_label.setObjectName("guided_title")
        self.title_label.setWordWrap(True)
        font = self.title_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title_label.setFont(font)
        side.addWidget(self.title_label)
        self.step_label = plain.label()
        self.step_label.setObjectName("guided_step")
        side.addWidget(self.step_label)
        self._build_step(side)
        self.settlement = QTableWidget(0, 4)
        self.settlement.setObjectName("guided_settlement")
        self.settlement.verticalHeader().hide()
        self.settlement.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.settlement.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.settlement.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        side.addWidget(self.settlement, 1)
        # The end: what the win was worth, and where to go next.
        self.worth_label = plain.label()
        self.worth_label.setObjectName("guided_worth")
        self.worth_label.setWordWrap(True)
        self.worth_label.setTextFormat(Qt.TextFormat.PlainText)
        side.addWidget(self.worth_label)
        side.addWidget(self._build_next())
        side.addStretch(0)
        bottom = QHBoxLayout()
        self.restart_button = QPushButton()
        self.restart_button.setObjectName("guided_restart")
        self.restart_button.clicked.connect(self.restart)
        bottom.addWidget(self.restart_button)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("guided_leave")
        self.leave_button.clicked.connect(self.leave)
        bottom.addWidget(self.leave_button)
        side.addLayout(bottom)
        return panel

    def _build_step(self, side: QVBoxLayout) -> None:
        """The step's explanation, its "more" link, its actions, Continue and a refusal."""
        self.explanation_label = plain.label()
        self.explanation_label.setObjectName("guided_explanation")
        self.explanation_label.setWordWrap(True)
        self.explanation_label.setTextFormat(Qt.TextFormat.PlainText)
        self.explanation_label.setAlignment(Qt.AlignmentFlag.AlignTop
                                            | Qt.AlignmentFlag.AlignLeft)
        self.explanation_label.setSizePolicy(QSizePolicy.Policy.Preferred,
                                             QSizePolicy.Policy.Minimum)
        side.addWidget(self.explanation_label)
        self.more_link = QLabel()
        self.more_link.setObjectName("guided_more")
        self.more_link.setTextFormat(Qt.TextFormat.RichText)
        self.more_link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                               | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.more_link.linkActivated.connect(self.open_learn_page.emit)
        side.addWidget(self.more_link)
        self.buttons = QVBoxLayout()
        self.buttons.setSpacing(4)
        side.addLayout(self.buttons)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("guided_continue")
        self.continue_button.clicked.connect(self.acknowledge)
        side.addWidget(self.continue_button)
        self.refusal_label = plain.label()
        self.refusal_label.setObjectName("guided_refusal")
        self.refusal_label.setWordWrap(True)
        self.refusal_label.setTextFormat(Qt.TextFormat.PlainText)
        self.refusal_label.setStyleSheet("color: #b3261e; font-weight: bold;")
        side.addWidget(self.refusal_label)

    def _build_next(self) -> QFrame:
        """The end's next steps: another lesson, drills, a game in the lesson's rules."""
        self.next_box = QFrame()
        self.next_box.setObjectName("guided_next_box")
        next_column = QVBoxLayout(self.next_box)
        next_column.setContentsMargins(0, 4, 0, 4)
        next_column.setSpacing(4)
        self.next_title = plain.label()
        self.next_title.setObjectName("guided_next_title")
        bold = self.next_title.font()
        bold.setBold(True)
        self.next_title.setFont(bold)
        next_column.addWidget(self.next_title)
        self.next_lesson_buttons: dict[str, QPushButton] = {}
        for family in FAMILIES:
            button = QPushButton()
            button.setObjectName(f"guided_next_{family}")
            button.clicked.connect(lambda _=False, f=family: self.start(f))
            next_column.addWidget(button)
            self.next_lesson_buttons[family] = button
        self.drill_button = QPushButton()
        self.drill_button.setObjectName("guided_drill")
        self.drill_button.clicked.connect(
            lambda: self.drill_requested.emit(lesson_profile(self.family)))
        next_column.addWidget(self.drill_button)
        self.game_button = QPushButton()
        self.game_button.setObjectName("guided_game")
        self.game_button.clicked.connect(
            lambda: self.game_requested.emit(lesson_profile(self.family)))
        next_column.addWidget(self.game_button)
        return self.next_box

    # -- driving -----------------------------------------------------------------------------

    def start(self, family: str) -> None:
        """Deal the guided hand of ``family`` (a lesson id of ``guided.FAMILIES``)."""
        self.family = family
        self.hand = GuidedHand(lesson(family))
        self._set_tips()
        self.refusal = None
        self.table.exchange_mode = False  # a new deal: the exchange's three picked afresh
        self._refresh()
        self.table.setFocus()

    def restart(self) -> None:
        if self.hand is None:
            return
        self.hand.restart()
        self.refusal = None
        self.table.exchange_mode = False
        self._refresh()

    def leave(self) -> None:
        """Stop the lesson (it can be started again) and tell the window."""
        self.hand = None
        self.refusal = None
        self._refresh()
        self.left.emit()

    def play(self, action: Action) -> Refusal | None:
        """Try ``action`` as the learner's; a refusal is shown under the explanation."""
        if self.hand is None:
            return None
        refusal = self.hand.try_action(action)
        self.refusal = refusal
        if refusal is None:
            self._refresh()
        else:
            self._show_refusal()
        return refusal

    def acknowledge(self) -> None:
        if self.hand is None:
            return
        was_finished = self.hand.finished
        self.refusal = self.hand.acknowledge()
        if self.refusal is None:
            self._refresh()
        else:
            self._show_refusal()
        if self.hand.finished and not was_finished:
            settings = open_settings()
            settings.setValue(KEY_FIRST_HAND_DONE, True)
            settings.sync()
            self.completed.emit(self.family)

    def confirm_exchange(self) -> None:
        self.play(Action(Act.EXCHANGE, tiles=self.table.exchange_tiles()))

    def _tile_chosen(self, tile: object) -> None:
        if self.hand is None or self.table.exchange_mode or not isinstance(tile, Tile):
            return
        self.play(Action(Act.DISCARD, tile))

    # -- showing -----------------------------------------------------------------------------

    def step(self) -> Step | None:
        return None if self.hand is None else self.hand.current_step()

    def explain(self, explanation_id: str) -> str:
        """The explanation, its placeholders filled for the current step."""
        return _fill(explanation_text(explanation_id), *self._args(explanation_id))

    def _args(self, explanation_id: str) -> tuple[str, ...]:
        hand = self.hand
        step = self.step()
        if hand is None:
            return ()
        if explanation_id.endswith("settlement"):
            return self._settlement_args()
        if step is None:
            return ()
        if step.is_pause:
            e = hand.step_event()
            if isinstance(e, ev.Won):  # %2: the self-draw bonus (docs/rules.md §2.2, §2.3)
                bonus = getattr(hand.profile, "self_draw_bonus", 0)
                return (texts.default_name(e.seat), texts.number(bonus))
            if isinstance(e, ev.BonusReplaced):
                return (texts.tile(e.tile),)
            if isinstance(e, ev.Discarded):  # a discard the learner was not offered
                return (texts.tile(e.tile), texts.default_name(e.seat))
            return ()
        action = step.action
        assert action is not None
        view = hand.view()
        if action.act is Act.EXCHANGE:
            return (texts.tiles(sorted(action.tiles)),)
        if action.act is Act.VOID:
            return (texts.suit(action.suit),)
        if action.act is Act.PASS and view.tile is not None:
            return (texts.tile(view.tile), texts.default_name(last_discard_seat(hand.events)
                                                              or 0))
        if action.act is Act.WIN:
            tile = view.tile if view.tile is not None else view.last_draw
            return (texts.tile(tile) if tile is not None else "",
                    texts.number(hand.profile.minimum), *self._win_args())
        if action.act is Act.CHOW and view.tile is not None:
            return (texts.tile(view.tile), texts.number(hand.profile.minimum))
        if action.act is Act.DISCARD and action.tile is not None:
            return (texts.tile(action.tile), texts.tiles(self._waits_after(action.tile)))
        return (texts.tile(action.tile),)

    def _win_args(self) -> tuple[str, str, str, str]:
        """At a win step, what the engine scores the win at (before it is declared): %3 its
        units, %4 its value, %5 its patterns, %6 the rules' cap."""
        assert self.hand is not None
        win = WinType.SELF if self.hand.view().tile is None else WinType.DISCARD
        score = score_win(self.hand.table.state, LEARNER, win)
        cap = texts.number(getattr(self.hand.profile, "cap", 0) or 0)
        if score is None:
            return ("", "", "", cap)
        lines = [(line.id.value, line.count) for line in score.lines]
        units = sum(line.value * line.count for line in score.lines)
        return (texts.number(units), texts.number(score.value), texts.patterns(lines), cap)

    def _waits_after(self, tile: Tile) -> tuple[Tile, ...]:
        """The tiles the learner's hand waits on once ``tile`` is discarded (none when it is
        not ready then)."""
        assert self.hand is not None
        view = self.hand.view()
        held = list(view.hand)
        if tile not in held or len(held) % 3 != 2:
            return ()
        held.remove(tile)
        return analysis.waits(held, view.melds, view.void,
                              family=self.hand.profile.analysis_family)

    def _settlement_args(self) -> tuple[str, ...]:
        """%1 the learner's total; %2 its win's units and %3 its patterns, %4 the minimum
        (Hong Kong). Where the rules rank each game (competition): %2 the hands of a game,
        %3 the rank points this hand's result would give the learner as a whole game."""
        hand = self.hand
        assert hand is not None
        end = hand.hand_end()
        total = texts.signed(end.deltas[0]) if end is not None else ""
        if getattr(hand.profile, "rank_points", False):
            points = rank_points(end.deltas)[LEARNER] if end is not None else 0.0
            return (total, texts.number(getattr(hand.profile, "hands_per_game", 0)),
                    texts.decimal(points))
        won = next((e for e in hand.events if isinstance(e, ev.Won) and e.seat == 0), None)
        if won is None:
            return (total,)
        value = sum(v * n for _, v, n in won.patterns)
        names = texts.join([texts.pattern(p) for p, _, _ in won.patterns])
        return (total, texts.number(value), names, texts.number(hand.profile.minimum))

    def _refresh(self) -> None:
        hand = self.hand
        step = self.step()
        self._clear_buttons()
        self.settlement.setVisible(False)
        self.worth_label.setVisible(False)
        self.next_box.setVisible(False)
        if hand is None:
            self.table.exchange_mode = False
            self.table.exchange_selection = set()
            self.table.set_selectable(set())
            self.step_label.setText("")
            self.explanation_label.setText(self.tr("Start a first hand from the Learn page."))
            self.more_link.setText("")
            self.continue_button.hide()
            self.refusal_label.setText("")
            self._set_title()
            return
        self._set_title()
        action = step.action if step is not None else None
        exchange = action is not None and action.act is Act.EXCHANGE
        if exchange and not self.table.exchange_mode:
            self.table.exchange_mode = True
            self.table.show_view(hand.view(), self.names())
            self.table.exchange_selection = self._positions(action.tiles)  # type: ignore[union-attr]
        elif not exchange:
            self.table.exchange_mode = False
            self.table.exchange_selection = set()
        self.table.last_discard = last_discard_seat(hand.events)
        self.table.show_view(hand.view(), self.names())
        if action is not None and action.act is Act.DISCARD:
            self.table.set_selectable({action.tile})  # type: ignore[arg-type]
        else:
            self.table.set_selectable(set())
        total = len(hand.lesson.steps)
        if step is None:
            self.step_label.setText(self.tr("The lesson is over."))
            self.explanation_label.setText(self.explain(hand.lesson.steps[-1].explanation))
            self.more_link.setText("")
            self.more_link.hide()  # its room goes to the worth and the next step
        else:
            self.step_label.setText(self.tr("Step %1 of %2").replace(
                "%1", texts.number(hand.step_number + 1)).replace("%2", texts.number(total)))
            self.explanation_label.setText(self.explain(step.explanation))
            self.more_link.setText('<a href="{}">{}</a>'.format(
                plain.escape(step.page), plain.escape(self.tr("More about this"))))
            self.more_link.show()
        self.continue_button.setText(self.tr("Finish") if step is not None
                                     and step.kind == "settlement" else self.tr("Continue"))
        self.continue_button.setVisible(step is not None and step.is_pause)
        self.continue_button.setDefault(step is not None and step.is_pause)
        if step is not None and not step.is_pause:
            self._rebuild_buttons(step)
        if step is None or step.kind == "settlement":
            self._show_settlement()
            self._show_worth()
        if step is None:
            self._show_next()
        self._show_refusal()

    def _set_title(self) -> None:
        if self.hand is None:
            self.title_label.setText(self.tr("Your first hand"))
            return
        self.title_label.setText(self.tr("Your first hand: %1").replace(
            "%1", texts.profile(self.hand.lesson.profile_id)))

    def names(self) -> tuple[str, str, str, str]:
        return texts.seat_names(("", "", "", ""))

    def _positions(self, wanted: tuple[object, ...]) -> set[int]:
        """The hand positions of the exchange's tiles, as the table lays the hand out."""
        left = list(wanted)
        out: set[int] = set()
        for i, item in enumerate(self.table.hand_items):
            if item.tile in left:
                left.remove(item.tile)
                out.add(i)
        return out

    def _clear_buttons(self) -> None:
        for button, _ in self.action_buttons:
            self.buttons.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.action_buttons = []

    def _rebuild_buttons(self, step: Step) -> None:
        """One button per action the rules offer besides discarding; only the step's is
        enabled (the others say in their tooltip why not)."""
        assert self.hand is not None and step.action is not None
        legal = self.hand.legal()
        if step.action.act is Act.EXCHANGE:
            self._add_button(self.tr("Pass these three"), None, True)
            return
        for a in legal:
            if a.act is Act.DISCARD:
                continue
            right = a == step.action
            button = self._add_button(self.action_label(a), a, right)
            if not right:
                button.setToolTip(self.explain(step.refusal or "refuse.not_now"))

    def action_label(self, a: Action) -> str:
        if a.act is Act.WIN:
            return self.tr("Win")
        if a.act is Act.PASS:
            return self.tr("Let it go")
        if a.act is Act.PONG:
            return self.tr("Pong %1").replace("%1", texts.tile(a.tile))
        if a.act is Act.KONG:
            return self.tr("Kong %1").replace("%1", texts.tile(a.tile))
        if a.act is Act.CHOW and a.tile is not None:
            return self.tr("Chow %1").replace(
                "%1", texts.tiles(Meld(MeldKind.CHOW, a.tile).tiles))
        if a.act is Act.VOID:
            return self.tr("Void: %1").replace("%1", texts.suit(a.suit))
        return str(a)

    def _add_button(self, label: str, action: Action | None, enabled: bool) -> QPushButton:
        button = QPushButton(label)
        button.setObjectName(f"guided_{action.act.value if action else 'exchange'}"
                             + ("" if action is None or action.act is not Act.VOID
                                else f"_{action.suit}"))
        button.setEnabled(enabled)
        button.setDefault(enabled)
        if action is None:
            button.clicked.connect(self.confirm_exchange)
        else:
            button.clicked.connect(lambda _=False, a=action: self.play(a))
        self.buttons.addWidget(button)
        self.action_buttons.append((button, action))
        return button

    def offered_actions(self) -> list[tuple[Action | None, bool]]:
        """The buttons' actions (None: pass the exchange's three) and whether each is on."""
        return [(a, b.isEnabled()) for b, a in self.action_buttons]

    def _show_refusal(self) -> None:
        r = self.refusal
        self.refusal_label.setText("" if r is None else self.explain(r.explanation))

    def _show_settlement(self) -> None:
        assert self.hand is not None
        rows = self.hand.settlement()
        names = self.names()
        self.settlement.setVisible(True)
        self.settlement.setRowCount(len(rows))
        for r, p in enumerate(rows):
            cells = (names[p.payer], names[p.payee] if p.payee is not None else "",
                     texts.number(p.amount), texts.reason(p.reason.value))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.settlement.setItem(r, c, item)
        end = self.hand.hand_end()
        if end is not None:  # then one row per seat: the hand's total
            self.settlement.setRowCount(len(rows) + 5)
            head = QTableWidgetItem(self.tr("Totals"))
            font = head.font()
            font.setBold(True)
            head.setFont(font)
            self.settlement.setItem(len(rows), 0, head)
            for s in range(4):
                self.settlement.setItem(len(rows) + 1 + s, 0, QTableWidgetItem(names[s]))
                item = QTableWidgetItem(texts.signed(end.deltas[s]))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.settlement.setItem(len(rows) + 1 + s, 2, item)

    def worth(self) -> str:
        """What the learner's win was worth, from its Won event: its units and patterns, its
        value and what its payments paid the learner ("" before the learner has won)."""
        hand = self.hand
        if hand is None:
            return ""
        won = next((e for e in hand.events if isinstance(e, ev.Won) and e.seat == 0), None)
        if won is None:
            return ""
        paid = sum(p.amount for p in won.payments if p.payee == 0)
        names = texts.patterns([(pid, n) for pid, _, n in won.patterns])
        if hand.profile.unit == "base":  # a base value with doublings: no units to add up
            return _fill(end_text("worth_base"), names, texts.number(won.value),
                         texts.number(paid))
        units = sum(v * n for _, v, n in won.patterns)
        return _fill(end_text("worth"), texts.number(units), texts.unit(hand.profile.unit),
                     names, texts.number(won.value), texts.number(paid))

    def _show_worth(self) -> None:
        text = self.worth()
        self.worth_label.setText(text)
        self.worth_label.setVisible(bool(text))

    def next_family(self) -> str:
        """The lesson offered after this one: the next in ``guided.FAMILIES`` (after the last,
        the first)."""
        at = FAMILIES.index(self.family) if self.family in FAMILIES else -1
        return FAMILIES[(at + 1) % len(FAMILIES)]

    def _show_next(self) -> None:
        """The next step: the next lesson, a drill, a real game."""
        self.next_box.setVisible(True)
        following = self.next_family()
        for family, button in self.next_lesson_buttons.items():
            button.setVisible(family == following)

    # -- translation -------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.restart_button.setText(self.tr("Restart"))
        self.leave_button.setText(self.tr("Leave"))
        self.settlement.setHorizontalHeaderLabels(
            [self.tr("Pays"), self.tr("Receives"), self.tr("Amount"), self.tr("For")])
        self.next_title.setText(self.tr("What next?"))
        for family, button in self.next_lesson_buttons.items():  # the full name in the tip
            button.setText(self.tr("Next lesson: %1").replace(
                "%1", texts.profile_short(lesson_profile(family))))
            button.setToolTip(texts.profile(lesson_profile(family)))
        self.drill_button.setText(self.tr("Try a drill"))
        self.game_button.setText(self.tr("Play a real game"))
        self._set_tips()
        self._refresh()

    def _set_tips(self) -> None:
        name = texts.profile(lesson_profile(self.family)) if self.family else ""
        self.drill_button.setToolTip(_fill(end_text("drill_tip"), name))
        self.game_button.setToolTip(_fill(end_text("game_tip"), name))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
