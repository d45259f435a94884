"""``scripts/review_calibration.py``: the judge's prediction for the action taken against
what happened, its residual with hands as clusters, and equal-count bins."""

from __future__ import annotations

import math
from types import ModuleType

import pytest

from mahjong_gui.bots import make_bot
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table, hand_seed, play_hand
from mahjong_gui.review.review import decision_points
from tests.helpers import load_script


def load() -> ModuleType:
    return load_script("scripts/review_calibration.py", "review_calibration")


def test_residual_and_bins_by_hand() -> None:
    cal = load()
    Row = cal.Row
    rows = [Row(0, 1.0, 0.1, 3.0), Row(0, 2.0, 0.1, 3.0), Row(1, -1.0, 0.1, -2.0),
            Row(1, 4.0, 0.1, 4.0)]
    m, se = cal.mean_residual(rows)
    assert m == pytest.approx(0.5)
    # Per hand, the residuals less the mean: (2 - 0.5) + (1 - 0.5) = 2, (-1 - 0.5) + (0 - 0.5) = -2.
    assert se == pytest.approx(math.sqrt((4 + 4) * 2 / 1) / 4)
    b = cal.bins(rows, 2)
    assert [(x.n, x.predicted, x.happened) for x in b] == [(2, 0.0, 0.5), (2, 3.0, 3.5)]
    assert b[0].se == pytest.approx(math.sqrt(((-2.0 - 0.5) ** 2 + (3.0 - 0.5) ** 2) / 1 / 2))


def test_a_hand_s_rows_are_its_decisions_and_their_outcomes() -> None:
    cal = load()
    rows = cal.rows_of_hand("mil", 5, 0, 8)
    assert rows and {r.hand for r in rows} == {0}
    # What happened is whole points from the decision to the hand's end; a prediction is a
    # mean of 8 futures of whole points.
    assert all(r.happened == int(r.happened) for r in rows)
    assert all(abs(r.predicted * 8 - round(r.predicted * 8)) < 1e-9 for r in rows)
    table = Table(get_profile("mil"), hand_seed(5, 0), dealer=0, hand_no=0)
    play_hand(table, [make_bot("normal", 5 * 4 + s) for s in range(4)])
    assert len(rows) == sum(len(list(decision_points(table.events, s))) for s in range(4))
