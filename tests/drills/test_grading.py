"""Grading: every equal-best discard is right, a near-equal one (same shanten, at most
NEAR_EQUAL fewer improving tiles) is right but not exact, anything worse is wrong; waits need
the exact set; value the units and the deltas; wall end the deltas; quick checks yes/no."""

from __future__ import annotations

import pytest

from mahjong_gui.drills import DrillError, ValueResponse, generate, grade
from mahjong_gui.drills.answers import NEAR_EQUAL
from mahjong_gui.drills.model import DiscardAnswer, ValueAnswer, WaitsAnswer, WallEndAnswer
from mahjong_gui.engine.tiles import TILES
from tests.profiles import ALL


@pytest.mark.parametrize("rules", ALL)
def test_discards_equal_best_right_worse_wrong(rules: str) -> None:
    worse_seen = 0
    for seed in range(30):
        d = generate("discard", rules, seed, 1 + seed % 4)
        a = d.answer
        assert isinstance(a, DiscardAnswer)
        top = a.candidates[0]
        for c in a.candidates:
            g = grade(d, c.tile)
            if (c.shanten, c.ukeire) == (top.shanten, top.ukeire):
                assert g.right and g.exact
            elif c.shanten == top.shanten and c.ukeire >= top.ukeire - NEAR_EQUAL:
                assert g.right and not g.exact
            else:
                assert not g.right and not g.exact
                worse_seen += 1
    assert worse_seen > 0


def test_a_near_equal_discard_is_right_but_not_exact() -> None:
    found = None
    for seed in range(400):
        d = generate("discard", "mil", seed, 1)
        a = d.answer
        assert isinstance(a, DiscardAnswer)
        near = [t for t in a.accepted if t not in a.best]
        if near:
            found = (d, near[0])
            break
    assert found is not None
    d, tile = found
    g = grade(d, tile)
    assert g.right and not g.exact


def test_waits_need_the_exact_set() -> None:
    d = generate("waits", "mahjchina", 3, 2)
    a = d.answer
    assert isinstance(a, WaitsAnswer)
    assert grade(d, set(a.waits)).right
    assert not grade(d, set(a.waits[:-1])).right
    other = next(TILES[t] for t in range(27) if TILES[t] not in a.waits)
    assert not grade(d, {*a.waits, other}).right
    with pytest.raises(DrillError):
        grade(d, "1m")


def test_value_needs_units_and_deltas() -> None:
    d = generate("value", "hk-classical", 5, 2)
    a = d.answer
    assert isinstance(a, ValueAnswer)
    assert grade(d, ValueResponse(a.units, a.deltas)).right
    assert not grade(d, ValueResponse(a.units + 1, a.deltas)).right
    wrong = (a.deltas[0] + 1, a.deltas[1] - 1, a.deltas[2], a.deltas[3])
    assert not grade(d, ValueResponse(a.units, wrong)).right


def test_wall_end_and_quick_checks() -> None:
    d = next(x for x in (generate("wall_end", "competition", s, 3) for s in range(20))
             if any(x.answer.deltas))
    a = d.answer
    assert isinstance(a, WallEndAnswer)
    assert grade(d, a.deltas).right and not grade(d, (0, 0, 0, 0)).right
    with pytest.raises(DrillError):
        grade(d, (1, 2, 3))
    r = generate("ready", "mil", 1, 1)
    assert grade(r, r.answer.yes).right and not grade(r, not r.answer.yes).right
