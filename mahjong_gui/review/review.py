"""The review of a played game: every decision one seat made (more than one legal action),
judged as it is reached, yielded one at a time (a generator a window can show as it goes, with
a cancel hook), and the per-hand and per-game summaries with the worst five."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from mahjong_gui.bots import brain
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.checks import _decisions as decisions_of
from mahjong_gui.engine.checks import _table_for as table_for
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import AnyProfile, get_profile
from mahjong_gui.engine.state import GameState, Phase
from mahjong_gui.engine.table import Table
from mahjong_gui.review.explain import Category, explain
from mahjong_gui.review.futures import fork
from mahjong_gui.review.judge import DEFAULT_BUDGET, POLICY, Budget, Estimate, judge
from mahjong_gui.review.stakes import Stakes, stakes_for, unit

MISTAKE_UNITS = 0.25
"""A loss is a mistake beyond this share of a plain win's value (and two standard errors)."""
MISTAKE_RANK_POINTS = 0.1
"""Where the match ranks each game (``review.stakes``): a loss is a mistake beyond a tenth of a
place's rank point (and two standard errors)."""
WORST = 5


class ReviewError(ValueError):
    """A review that cannot be made (a seat or a hand that does not exist); ``code`` is an
    id."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True, slots=True)
class JudgedDecision:
    """One judged decision. ``index``: the event index in the whole log where it was made;
    ``kind``: exchange, void, discard, kong (a kong of one's own on offer), win (a win on
    offer), claim (pong, kong or chow of a discard, or pass)."""

    hand: int
    index: int
    kind: str
    chosen: Action
    best: Action
    estimates: tuple[Estimate, ...]
    loss: float
    se: float
    mistake: bool
    agrees: bool
    category: Category
    reasons: tuple[dict[str, Any], ...]
    unit: str = "points"  # what ev and loss count: points, or rank_points (review.stakes)
    margin: float = 0.0  # the loss beyond which (and two standard errors) it is a mistake

    def to_json(self) -> dict[str, Any]:
        return {"hand": self.hand, "index": self.index, "kind": self.kind,
                "chosen": str(self.chosen), "best": str(self.best),
                "candidates": [{"action": str(e.action), "ev": round(e.ev, 3),
                                "se": round(e.se, 3), "futures": e.futures}
                               for e in self.estimates],
                "loss": round(self.loss, 3), "se": round(self.se, 3),
                "mistake": self.mistake, "agrees": self.agrees,
                "category": self.category.value, "reasons": list(self.reasons),
                "unit": self.unit}


@dataclass(frozen=True, slots=True)
class Summary:
    decisions: int
    agreement: float  # share of decisions that agree with the engine
    mistakes_per_100: float
    loss_total: float
    worst: tuple[JudgedDecision, ...]  # the largest losses first (at most five)

    def to_json(self) -> dict[str, Any]:
        return {"decisions": self.decisions, "agreement": round(self.agreement, 4),
                "mistakes_per_100": round(self.mistakes_per_100, 2),
                "loss_total": round(self.loss_total, 3),
                "worst": [{"hand": d.hand, "index": d.index} for d in self.worst]}


def summarize(decisions: Sequence[JudgedDecision]) -> Summary:
    n = len(decisions)
    if n == 0:
        return Summary(0, 1.0, 0.0, 0.0, ())
    worst = sorted(decisions, key=lambda d: (-d.loss, d.hand, d.index))[:WORST]
    return Summary(n, sum(d.agrees for d in decisions) / n,
                   100.0 * sum(d.mistake for d in decisions) / n,
                   sum(d.loss for d in decisions), tuple(d for d in worst if d.loss > 0))


def unit_of(profile: AnyProfile) -> float:
    """A plain win's value in the profile's points: the yardstick of a mistake. The Sichuan
    tables price their patterns; a profile without them pays by its minimum's points."""
    points = getattr(profile, "points", None)
    if callable(points):
        return float(points(profile.minimum))
    return float(brain.unit_value(profile))  # type: ignore[arg-type]


def _kind(state: GameState, legal: Sequence[Action]) -> str:
    acts = {a.act for a in legal}
    if Act.EXCHANGE in acts:
        return "exchange"
    if Act.VOID in acts:
        return "void"
    if Act.WIN in acts:
        return "win"
    if state.phase is Phase.TURN:
        return "kong" if Act.KONG in acts else "discard"
    return "claim"


@dataclass(frozen=True, slots=True)
class Point:
    """A decision point of the seat: the whole log's index, the hand's events up to it, the
    legal actions and the action taken."""

    hand: int
    index: int
    events: tuple[ev.Event, ...]
    state: GameState
    legal: tuple[Action, ...]
    chosen: Action
    table: Table  # a fork of the referee's table at the decision


def hands_of(events: Sequence[ev.Event]) -> list[tuple[int, int]]:
    """Each hand's (first, end) event indices in a match's log."""
    starts = [i for i, e in enumerate(events) if isinstance(e, ev.HandStarted)]
    return [(i, starts[n + 1] if n + 1 < len(starts) else len(events))
            for n, i in enumerate(starts)]


def decision_points(events: Sequence[ev.Event], seat: int, offset: int = 0) -> Iterator[Point]:
    """The decisions of ``seat`` in one hand's events (more than one legal action), replayed
    through the referee's table: the same moment the player was asked."""
    start = events[0]
    assert isinstance(start, ev.HandStarted)
    queues = decisions_of(events)
    direction = next((e.direction for e in events if isinstance(e, ev.TilesExchanged)), None)
    table = table_for(start, direction, offset)
    while not table.over:
        pending = table.pending()
        asked = [s for s in pending if queues[s]]
        if not asked:
            return
        if seat in asked and len(pending[seat]) > 1:
            n = len(table.events)
            yield Point(start.hand, offset + n, tuple(table.events), table.state,
                        pending[seat], queues[seat][0], fork(table))
        for s in asked:
            table.submit(s, queues[s].pop(0))
            if table.over:
                break


def margin_of(profile: AnyProfile, stakes: Stakes | None) -> float:
    """The loss beyond which a decision is a mistake, in the judge's unit."""
    if stakes is not None:
        return MISTAKE_RANK_POINTS
    return MISTAKE_UNITS * unit_of(profile)


def judge_point(pt: Point, seat: int, profile: AnyProfile, budget: Budget = DEFAULT_BUDGET,
                policy: str = POLICY, cancelled: Callable[[], bool] | None = None,
                stakes: Stakes | None = None, jobs: int = 1) -> JudgedDecision:
    """One decision judged (``stakes``: the match's, ``review.stakes.stakes_for``; ``jobs``:
    worker processes playing its futures, ``judge``)."""
    j = judge(pt.events, seat, chosen=pt.chosen, budget=budget, policy=policy,
              cancelled=cancelled, table=pt.table, stakes=stakes, jobs=jobs)
    best = j.best
    loss, se = j.loss(pt.chosen)
    agrees = pt.chosen == best or loss <= 0.0
    margin = margin_of(profile, stakes)
    mistake = loss > margin and loss > 2.0 * se
    category, reasons = explain(pt.state, seat, pt.chosen, best)
    return JudgedDecision(pt.hand, pt.index, _kind(pt.state, pt.legal), pt.chosen, best,
                    j.estimates, loss, se, mistake, agrees, category, tuple(reasons),
                    unit(stakes), margin)


def hand_rules(events: Sequence[ev.Event], i: int) -> tuple[AnyProfile, Stakes | None]:
    """The rules of the hand starting at ``events[i]`` and the match's stakes before it."""
    start = events[i]
    assert isinstance(start, ev.HandStarted)
    profile = get_profile(start.profile, dict(start.options))
    return profile, stakes_for(profile, events[:i])


def review(events: Sequence[ev.Event], seat: int, *, hand: int | None = None,
           budget: Budget = DEFAULT_BUDGET, policy: str = POLICY,
           cancelled: Callable[[], bool] | None = None, jobs: int = 1
           ) -> Iterator[JudgedDecision]:
    """Judge every decision of ``seat`` in a match's log (or in hand ``hand`` only, 0-based),
    yielding each as soon as it is judged, in the order played; stops when ``cancelled()``
    says so. ``jobs`` above 1: the decisions are judged by that many worker processes
    (``review.parallel``), with the same numbers."""
    if seat not in (0, 1, 2, 3):
        raise ReviewError("bad_seat", f"there is no seat {seat} (0-3)")
    spans = hands_of(events)
    if hand is not None and not 0 <= hand < len(spans):
        raise ReviewError("bad_hand", f"there is no hand {hand + 1} (the game has "
                          f"{len(spans)})")
    if jobs > 1:
        from mahjong_gui.review.parallel import WORKERS_FAILED, judged_in_processes

        work = [(n, k) for n, (i, j) in enumerate(spans) if hand is None or n == hand
                for k in range(sum(1 for _ in decision_points(events[i:j], seat, i)))]
        if not work:
            return
        # The first decision (a hand's first is its longest to judge) has every worker on
        # its futures, so that it shows soon; then each worker judges whole decisions.
        n = work[0][0]
        i, j = spans[n]
        profile, stakes = hand_rules(events, i)
        pt = next(decision_points(events[i:j], seat, i))
        yield judge_point(pt, seat, profile, budget, policy, cancelled, stakes, jobs)
        done = 1
        try:
            if cancelled is None or not cancelled():
                for d in judged_in_processes(events, seat, work[1:], budget, policy, cancelled,
                                             jobs):
                    done += 1
                    yield d
            return
        except WORKERS_FAILED:
            pass  # the workers could not start or died: the rest is judged here
        hands: dict[int, list[Point]] = {}
        for n, k in work[done:]:
            if cancelled is not None and cancelled():
                return
            i, j = spans[n]
            profile, stakes = hand_rules(events, i)
            points = hands.setdefault(n, list(decision_points(events[i:j], seat, i)))
            yield judge_point(points[k], seat, profile, budget, policy, cancelled, stakes)
        return
    for n, (i, j) in enumerate(spans):
        if hand is not None and n != hand:
            continue
        profile, stakes = hand_rules(events, i)
        for pt in decision_points(events[i:j], seat, i):
            if cancelled is not None and cancelled():
                return
            yield judge_point(pt, seat, profile, budget, policy, cancelled, stakes)


def summaries(decisions: Sequence[JudgedDecision]) -> tuple[dict[int, Summary], Summary]:
    """Per hand and for the whole game."""
    by_hand: dict[int, list[JudgedDecision]] = {}
    for d in decisions:
        by_hand.setdefault(d.hand, []).append(d)
    return {h: summarize(ds) for h, ds in sorted(by_hand.items())}, summarize(decisions)
