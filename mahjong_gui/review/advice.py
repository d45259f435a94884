"""The advice at a decision: the review's judge picks the action and the hint brain says why,
so the hint in Play, the replay's "Suggest a move" and a review of the same position agree."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from mahjong_gui.bots.hints import Hint, HintReason, hint, hint_for
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.state import profile_of
from mahjong_gui.engine.table import Table
from mahjong_gui.review.judge import DEFAULT_BUDGET, POLICY, Budget, judge
from mahjong_gui.review.stakes import stakes_for, unit


def advise(table: Table, seat: int, *, budget: Budget = DEFAULT_BUDGET, policy: str = POLICY,
           cancelled: Callable[[], bool] | None = None,
           before: Sequence[ev.Event] = (), jobs: int = 1) -> Hint | None:
    """The hint for ``seat``'s decision at ``table`` (a hand in play, waiting for it): the
    action is the judge's best over the position's futures, the very call a review of this
    position makes (``review.judge_point``), so both name the same action; its reason and
    numbers are the hint brain's (the strong bot's own reason when it chose the same action,
    else "settled by simulating the rest of the hand"), and ``values`` carries each
    candidate's expected points. ``table`` is read, never changed; pass a fork when another
    thread plays on. ``before``: the match's log before this hand (where the rules rank each
    game, the judge counts rank points: ``review.stakes``). ``jobs``: worker processes playing
    the futures (``review.parallel``; the same answer). None when ``cancelled()`` said so, or
    the seat has no decision there."""
    legal = table.pending().get(seat, ())
    if not legal:
        return None
    view = table.view(seat)
    if len(legal) == 1:
        return hint(view, legal)
    stakes = stakes_for(profile_of(table.state), before)
    j = judge(tuple(table.events), seat, table=table, budget=budget, policy=policy,
              cancelled=cancelled, stakes=stakes, jobs=jobs)
    if cancelled is not None and cancelled():
        return None
    strong = hint(view, legal)
    h = strong if strong.action == j.best else hint_for(view, legal, j.best, HintReason.SEARCHED)
    values = tuple((e.action, e.ev, e.se) for e in j.estimates)
    return dataclasses.replace(h, values=values, futures=max(e.futures for e in j.estimates),
                               unit=unit(stakes))
