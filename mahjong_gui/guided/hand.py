"""``GuidedHand``: one guided hand at the engine's ``Table``, step by step.

It is the only owner of the table. The other seats play their scripts at once; the hand stops
whenever the learner (seat 0) must act or a pause step is reached, and goes on only through
``try_action`` (the step's one right action) or ``acknowledge`` (after a pause). Everything the
faces show comes from here: the current step, the learner's view and legal actions, the events
so far and, at the end, the settlement rows of the engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.common import Payment
from mahjong_gui.engine.legal import Act, Action, holds_void
from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.engine.table import Table
from mahjong_gui.engine.views import SeatView
from mahjong_gui.guided.lessons import LEARNER, Lesson, LessonError, Step

# Explanation ids of refusals that do not depend on the step.
REFUSE_CONTINUE = "refuse.continue"  # a pause is shown: read it and continue first
REFUSE_OVER = "refuse.over"  # the lesson has ended
REFUSE_NOT_NOW = "refuse.not_now"  # not the learner's decision now
REFUSE_VOID_FIRST = "refuse.void_first"  # a void-suit tile must be discarded first
REFUSE_WIN = "refuse.win"  # the hand is not a winning hand now
REFUSE_PONG = "refuse.pong"  # no pair of the discard in the hand
REFUSE_KONG = "refuse.kong"  # no four of a kind, or no pong to add to
REFUSE_CHOW = "refuse.chow"  # no chow: not the previous player's discard or no fit
REFUSE_PASS = "refuse.pass"  # nothing to pass on
REFUSE_EXCHANGE = "refuse.exchange"  # three tiles of one suit
REFUSE_NOT_HELD = "refuse.not_held"  # a tile the learner does not hold
REFUSE_NOT_ACTION = "refuse.not_action"  # this step is a pause: nothing to play
REFUSALS: tuple[str, ...] = (REFUSE_CONTINUE, REFUSE_OVER, REFUSE_NOT_NOW, REFUSE_VOID_FIRST,
                             REFUSE_WIN, REFUSE_PONG, REFUSE_KONG, REFUSE_CHOW, REFUSE_PASS,
                             REFUSE_EXCHANGE, REFUSE_NOT_HELD, REFUSE_NOT_ACTION)


@dataclass(frozen=True, slots=True)
class Refusal:
    """An action the lesson does not take now, and the explanation id of why."""

    action: Action | None
    explanation: str


def step_event(step: Step, e: ev.Event) -> bool:
    """True when ``e`` is the event ``step`` is about."""
    kind = step.kind
    if kind == "bonus":
        return isinstance(e, ev.BonusReplaced) and e.seat == LEARNER
    if kind == "other_win":
        return isinstance(e, ev.Won) and e.seat != LEARNER
    if kind == "settlement":
        return isinstance(e, ev.HandEnded)
    if kind == "exchange":
        return isinstance(e, ev.TilesExchanged)
    if kind == "void":
        return isinstance(e, ev.VoidsChosen)
    if kind == "other_discard":
        return isinstance(e, ev.Discarded) and e.seat != LEARNER
    learner = getattr(e, "seat", None) == LEARNER
    if kind == "discard":
        return learner and isinstance(e, ev.Discarded)
    if kind == "chow":
        return learner and isinstance(e, ev.Chowed)
    if kind == "pong":
        return learner and isinstance(e, ev.Ponged)
    if kind == "kong":
        return learner and isinstance(e, ev.Konged | ev.KongDeclared)
    if kind == "win":
        return learner and isinstance(e, ev.Won)
    if kind == "pass":
        return learner and isinstance(e, ev.ClaimPassed)
    raise LessonError(f"unknown step kind {kind}")


class GuidedHand:
    """Plays ``lesson`` at a ``Table``: ``current_step()``, ``try_action``, ``acknowledge``,
    ``restart``; ``events``, ``view()``, ``legal()`` and ``settlement()`` for the faces."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.profile: AnyProfile = lesson.profile
        self.restart()

    # -- state -------------------------------------------------------------------------------

    def restart(self) -> None:
        """Deal the lesson's wall again and run to its first step."""
        lesson = self.lesson
        self.table = Table(self.profile, 0, lesson.dealer, tiles=lesson.wall,
                           direction=lesson.direction)
        self._players = lesson.players()
        self._index = 0  # the current step
        self._mark = 0  # events before this index belong to steps already taken
        self.step_events: list[int] = []  # per step taken, the index of its event
        self._run()

    @property
    def events(self) -> tuple[ev.Event, ...]:
        return tuple(self.table.events)

    @property
    def finished(self) -> bool:
        """True once the last step (the settlement) has been read."""
        return self._index >= len(self.lesson.steps)

    @property
    def step_number(self) -> int:
        """The current step's position, from 0 (``len(steps)`` once finished)."""
        return self._index

    def current_step(self) -> Step | None:
        return None if self.finished else self.lesson.steps[self._index]

    def view(self) -> SeatView:
        return self.table.view(LEARNER)

    def legal(self) -> tuple[Action, ...]:
        """The learner's legal actions now (empty at a pause)."""
        step = self.current_step()
        if step is None or step.is_pause:
            return ()
        return self.table.legal(LEARNER)

    def step_event(self) -> ev.Event | None:
        """At a pause, the event it is about (the win, the replaced bonus tile, the end)."""
        step = self.current_step()
        if step is None or not step.is_pause or not self._paused_at:
            return None
        return self.table.events[self._paused_at]

    def settlement(self) -> tuple[Payment, ...]:
        """Every payment of the hand so far, in the order the engine made them."""
        return tuple(p for e in self.table.events for p in getattr(e, "payments", ()))

    def hand_end(self) -> ev.HandEnded | None:
        last = self.table.events[-1] if self.table.events else None
        return last if isinstance(last, ev.HandEnded) else None

    # -- the learner -------------------------------------------------------------------------

    def try_action(self, action: Action) -> Refusal | None:
        """Play ``action`` if it is the step's; else say why not (nothing changes)."""
        step = self.current_step()
        if step is None:
            return Refusal(action, REFUSE_OVER)
        if step.is_pause:
            return Refusal(action, REFUSE_CONTINUE)
        legal = self.table.legal(LEARNER)
        if action != step.action:
            if action in legal:
                return Refusal(action, step.refusal or REFUSE_NOT_NOW)
            return Refusal(action, self._why_illegal(action, legal))
        start = len(self.table.events)
        self.table.submit(LEARNER, action)
        found = self._find(step, start)
        if found is None:
            raise LessonError(f"step {self._index} ({step.kind}) did not happen")
        self._taken(found)
        self._run()
        return None

    def acknowledge(self) -> Refusal | None:
        """Go on from a pause step."""
        step = self.current_step()
        if step is None:
            return Refusal(None, REFUSE_OVER)
        if not step.is_pause:
            return Refusal(None, REFUSE_NOT_ACTION)
        self._taken(self._paused_at)
        self._run()
        return None

    def _why_illegal(self, action: Action, legal: tuple[Action, ...]) -> str:
        if not legal:
            return REFUSE_NOT_NOW
        acts = {a.act for a in legal}
        me = self.table.state.players[LEARNER]
        if action.act is Act.DISCARD:
            if Act.DISCARD not in acts:
                return REFUSE_NOT_NOW
            if action.tile not in me.hand:
                return REFUSE_NOT_HELD
            if holds_void(me):
                return REFUSE_VOID_FIRST
            return REFUSE_NOT_NOW
        return {Act.WIN: REFUSE_WIN, Act.PONG: REFUSE_PONG, Act.KONG: REFUSE_KONG,
                Act.CHOW: REFUSE_CHOW, Act.PASS: REFUSE_PASS,
                Act.EXCHANGE: REFUSE_EXCHANGE}.get(action.act, REFUSE_NOT_NOW)

    # -- running the others ------------------------------------------------------------------

    def _taken(self, event_index: int) -> None:
        self.step_events.append(event_index)
        self._mark = event_index + 1
        self._index += 1
        self._paused_at = 0

    def _find(self, step: Step, start: int) -> int | None:
        for i in range(start, len(self.table.events)):
            if step_event(step, self.table.events[i]):
                return i
        return None

    def _run(self) -> None:
        """Let the scripted seats play until the learner must act or a pause is reached."""
        self._paused_at = 0
        table = self.table
        while not self.finished:
            step = self.lesson.steps[self._index]
            pending = table.pending()
            if step.is_pause:
                found = self._find(step, self._mark)
                if found is not None:
                    self._paused_at = found
                    return
                if LEARNER in pending:
                    raise LessonError(f"seat 0 is asked before the pause {self._index}")
            elif LEARNER in pending and len(pending) == 1:
                if step.action not in pending[LEARNER]:
                    raise LessonError(f"step {self._index}: {step.action} is not legal; "
                                      f"seat 0 may {[str(a) for a in pending[LEARNER]]}")
                return
            if table.over:
                raise LessonError(f"the hand ended before step {self._index} ({step.kind})")
            others = [s for s in pending if s != LEARNER]
            if not others:
                raise LessonError(f"step {self._index}: nobody to ask")
            for s in others:
                table.submit(s, self._players[s].choose(table.view(s), table.legal(s)))
