"""A sitting of drills without Qt: the question asked (and the card it is, in a review), the
review's queue of cards due, the answer graded and kept in the drills' store, rated, at the
time an injected clock gives. ``ui/drills_page.py`` shows it; tests drive it with a fake clock.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from datetime import datetime, timedelta, timezone

from fsrs import Rating

from mahjong_gui.drills.generate import generate
from mahjong_gui.drills.grading import Grade, grade
from mahjong_gui.drills.model import Drill, DrillError
from mahjong_gui.drills.schedule import NEW_PER_DAY, rating_for
from mahjong_gui.store.drills import CardInfo, DrillStore, DrillStoreError, Stats

DueCounts = dict[tuple[str, str, int], tuple[int, int]]


def _ignore(_code: str) -> None:
    pass


class DrillSession:
    """One learner's questions and answers. ``store`` None: the drills file could not be
    opened (``problem`` its error code); questions are still asked and graded, nothing is
    kept. ``report`` hears the code of every refused read or write of the store (the
    sitting goes on without it). ``clock`` is read when a seed is made, a review starts, a
    card is taken and an answer is kept, never otherwise."""

    def __init__(self, store: DrillStore | None, clock: Callable[[], datetime],
                 report: Callable[[str], None] = _ignore, problem: str = "") -> None:
        self.store = store
        self.problem = problem
        self.clock = clock
        self.report = report
        self.drill: Drill | None = None
        self.card: CardInfo | None = None  # the card the question is, in a review
        self.queue: list[CardInfo] = []  # the review's cards still to ask, in order
        self.reviewing = False
        self.grade: Grade | None = None  # the answer's grade (None: not answered yet)
        self.response: object = None
        self.pending: tuple[Drill, Grade, int | None] | None = None  # answered, not kept
        self.later_today = 0  # when a review ran out: cards due again before the day ends
        self.seed_counter = 0
        self.new_per_day = NEW_PER_DAY

    # -- questions ---------------------------------------------------------------------------

    def next_seed(self) -> int:
        """A new seed each time, spread over the seed space (the store keeps it as a card)."""
        self.seed_counter += 1
        now = self.clock()
        return zlib.crc32(f"{now.isoformat()}/{self.seed_counter}".encode()) \
            + (self.seed_counter << 32)

    def new_drill(self, kind: str, rules: str, level: int, seed: int | None = None) -> Drill:
        """A fresh question (out of any review), shown; ``DrillError`` when none can be made
        (the question before stays)."""
        self.reviewing = False
        self.card = None
        drill = generate(kind, rules, self.next_seed() if seed is None else seed, level)
        self.show(drill)
        return drill

    def show(self, drill: Drill) -> None:
        """Ask ``drill`` (not answered yet)."""
        self.drill = drill
        self.grade = None

    def start_review(self, rules: str, level: int) -> bool:
        """Today's review of ``rules``: the cards due, then up to ``new_per_day`` new ones of
        ``level`` (``DrillStore.todays_review``). False (reported) when the store cannot
        give it."""
        if self.store is None:
            self.report(self.problem or "cannot_open")
            return False
        try:
            self.queue = self.store.todays_review(self.clock(), rules, self.new_per_day, level)
        except (DrillStoreError, DrillError) as err:
            self.report(err.code)
            return False
        self.reviewing = True
        return True

    def next_card(self, rules: str) -> Drill | None:
        """The review's next question, shown (``card`` is its card). An empty queue is
        filled again with the cards due now (one answered wrong a moment ago may be due
        again already); a card whose drill cannot be read is reported and skipped. None when
        nothing is due: the review ends and ``later_today`` counts the cards due again
        before the day ends."""
        while True:
            now = self.clock()
            if not self.queue and self.store is not None:
                try:
                    self.queue = self.store.due(now, rules)
                except DrillStoreError as err:
                    self.report(err.code)
            if not self.queue:
                self.reviewing = False
                self.card = None
                self.drill = None
                self.later_today = self.due_later_today(now, rules)
                return None
            card = self.queue.pop(0)
            assert self.store is not None
            try:
                drill = self.store.drill_of(card)
            except DrillStoreError as err:
                self.report(err.code)
                continue
            self.card = card
            self.show(drill)
            return drill

    def due_later_today(self, now: datetime, rules: str) -> int:
        """Cards of ``rules`` answered before and due again after ``now`` but before the day
        ends (UTC): those answered wrong come back after fsrs's minutes-long learning steps."""
        if self.store is None:
            return 0
        n = now.astimezone(timezone.utc)
        end = datetime(n.year, n.month, n.day, tzinfo=timezone.utc) + timedelta(days=1)
        try:
            return sum(1 for c in self.store.cards() if c.rules == rules and c.reviews
                       and now < c.due < end)
        except DrillStoreError:
            return 0

    # -- answers -----------------------------------------------------------------------------

    def answer(self, response: object) -> Grade | None:
        """Grade ``response`` (``drills.grade``) and hold it until ``record``; None when there
        is no question, it is answered already, or the response is not one for it."""
        d = self.drill
        if d is None or self.grade is not None:
            return None
        try:
            g = grade(d, response)
        except DrillError:
            return None
        self.grade = g
        self.response = response
        self.pending = (d, g, self.card.id if self.card is not None else None)
        return g

    def record(self, chosen: Rating | None) -> bool:
        """Keep the answer held, rated ``chosen`` (or by default: ``schedule.rating_for``),
        at the clock's time: a question made from a seed becomes a card first. False when
        there was nothing to keep or no store (the answer is dropped either way)."""
        pending, self.pending = self.pending, None
        if pending is None or self.store is None:
            return False
        drill, g, card_id = pending
        now = self.clock()
        try:
            if card_id is None and drill.origin == "seed":
                card_id = self.store.add_card(drill, now)
            self.store.record(drill, g, now, card_id, rating_for(g, chosen))
        except DrillStoreError as err:
            self.report(err.code)
        return True

    def standing(self) -> tuple[Stats, DueCounts]:
        """The learner's record and the cards due and new per deck, now (the store must be
        open; ``DrillStoreError`` when it cannot be read)."""
        assert self.store is not None
        now = self.clock()
        return self.store.stats(now), self.store.due_counts(now)
