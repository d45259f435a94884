"""The hint, the replay's "Suggest a move" and the review name the same move at the same
position (issue 27 item 2): ``review.advice.advise`` asks the review's own judge, whose race
never looks at the action taken."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from mahjong_gui.engine.rules import get_profile
from mahjong_gui.review.advice import advise
from mahjong_gui.review.futures import fork
from mahjong_gui.review.judge import Budget
from mahjong_gui.review.review import decision_points, judge_point
from tests.review.helpers import played

SMALL = Budget(most=16, least=8, batch=8, settle=24)


@pytest.mark.parametrize("profile_id", ["mil", "majsoul", "competition", "hk-modern"])
def test_the_hint_names_the_review_s_best_whatever_was_played(profile_id: str) -> None:
    events = played(profile_id, 5)
    end = next(i for i, e in enumerate(events) if type(e).__name__ == "MatchEnded")
    profile = get_profile(profile_id)
    checked = 0
    for pt in itertools.islice(decision_points(events[:end], 1), 0, 12, 3):
        hint = advise(pt.table, 1, budget=SMALL)
        assert hint is not None and hint.values and hint.futures >= 8
        # The review of the move really played, and of every other legal move: the same best.
        for chosen in pt.legal[:3]:
            d = judge_point(dataclasses.replace(pt, chosen=chosen), 1, profile, SMALL)
            assert d.best == hint.action
            if chosen == hint.action:
                assert d.agrees and d.loss == 0.0
        assert hint.values[0][0] == hint.action
        checked += 1
    assert checked >= 3


def test_advice_reads_only_what_the_seat_can_see() -> None:
    # Two tables at the same position whose hidden tiles (the other hands and the wall) are
    # arranged differently give the same advice: the futures start from the unseen tiles
    # sorted, never from where they really lie.
    events = played("mil", 9)
    pt = next(itertools.islice(decision_points(events, 2), 4, None))
    twin = fork(pt.table)
    twin._wall = list(reversed(twin._wall))
    a, b = advise(pt.table, 2, budget=SMALL), advise(twin, 2, budget=SMALL)
    assert a is not None and b is not None
    assert a.action == b.action and a.values == b.values


def test_a_stale_hint_stops_at_once() -> None:
    events = played("mil", 5)
    pt = next(iter(decision_points(events, 0)))
    asked = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 3  # three futures, then the table moved on

    assert advise(pt.table, 0, cancelled=cancelled) is None
    assert len(asked) == 5  # before each of four futures (the fourth is not played), and after
