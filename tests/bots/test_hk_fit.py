"""Issue 33, sixth round: the Hong Kong strong brain's plans' worth refitted to Hong Kong
self-play (``fitted``, ``HK_FIT``), a measured option of ``benchmarks/hk_variants.py``, not of
the game's level (docs/bots.md, "The plans' worth refitted")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from benchmarks.hk_variants import (
    HK_FIT,
    HK_FIT2,
    HKVariantBrain,
    fit_factor,
    strong_fit,
    strong_fit2,
)
from mahjong_gui.bots.hongkong import StrongHKBrain
from mahjong_gui.bots.hongkong.brain import _take
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table
from mahjong_gui.engine.tiles import TILES
from mahjong_gui.engine.views import SeatView


def dealt(deal: int, wall: int) -> SeatView:
    """The dealer's 14 tiles of hk-modern deal ``deal``, with ``wall`` tiles left."""
    return replace(Table(get_profile("hk-modern"), deal, dealer=0, hand_no=0).view(0),
                   wall=wall)


def discards(view: SeatView) -> tuple[Action, ...]:
    return tuple(Action(Act.DISCARD, t) for t in sorted(set(view.hand)))


def test_the_table_is_read_by_kind_distance_and_wall() -> None:
    # Walls: more than 60, 41-60, 21-40, 20 or fewer; distances 1, 2, 3 or more.
    assert fit_factor("free", 1, 61) == 2.32
    assert fit_factor("free", 1, 60) == 1.59
    assert fit_factor("free", 1, 40) == 0.94
    assert fit_factor("free", 1, 20) == 0.44
    assert fit_factor("free", 7, 0) == 0.35 == HK_FIT["free"][2][3]
    assert fit_factor("mixed", 2, 50) == 2.3
    assert fit_factor("all_pongs", 3, 70) == 1.99
    assert fit_factor("ready", 0, 10) == 0.62
    assert fit_factor("mixed_pongs", 1, 70) == 1.0  # a kind the table has no row for
    # The second fit (strong_fit2) reads its own table the same way.
    assert fit_factor("free", 2, 30, HK_FIT2) == 0.65
    assert fit_factor("ready", 0, 61, HK_FIT2) == 0.87
    assert strong_fit(1).fit_table is HK_FIT and strong_fit2(1).fit_table is HK_FIT2


def test_off_it_plays_as_the_level() -> None:
    for deal in range(1, 13):
        for wall in (80, 50, 30):
            view = dealt(deal, wall)
            game, plain = StrongHKBrain(1, defend=2.0), HKVariantBrain(1, defend=2.0)
            assert game.turn(game.knowledge(view), discards(view)) == plain.turn(
                plain.knowledge(view), discards(view))


def test_each_value_is_the_levels_times_its_cell() -> None:
    view = dealt(10, 80)
    game, fit = StrongHKBrain(1, defend=2.0), strong_fit(1)
    k = fit.knowledge(view)
    pool = max(1, sum(k.unseen))
    rounds = fit._rounds(k)
    # Deal 10 (2m3m4m6m7m8m9m 3p 2s2s6s7s 3z 6z) less its 3p: the level values it 17.56 (the
    # pure characters plan, six away); the fit 41.77, the mixed characters plan four away
    # (its chance times its worth times 3.02, the cell of three or more away, over 60 left).
    hand = _take(k.hand, [TILES[11]])
    level = game._expected(game.knowledge(view), list(hand), pool, rounds)
    assert level == pytest.approx(17.56, abs=0.005)
    assert fit._expected(k, list(hand), pool, rounds) == pytest.approx(41.77, abs=0.005)
    # A ready hand: the level's value times the ready row's cell.
    ready = replace(view, wall=30)
    kr = fit.knowledge(ready)
    assert fit._ready_value(kr, list(hand), pool, 7.75) == pytest.approx(
        game._ready_value(kr, list(hand), pool, 7.75) * 0.76)


def test_the_fit_moves_a_decision_the_level_makes_otherwise() -> None:
    """Deal 10 with 80 tiles left: the level throws the west wind (six discards tie at 17.56),
    the fitted brain the lone 3p (the mixed characters plan it leaves four away, 41.77; the
    west wind leaves it five away, 36.01)."""
    view = dealt(10, 80)
    game, fit = StrongHKBrain(1, defend=2.0), strong_fit(1)
    assert str(game.turn(game.knowledge(view), discards(view)).tile) == "3z"
    assert str(fit.turn(fit.knowledge(view), discards(view)).tile) == "3p"


def test_the_fit_is_a_measured_variant_not_the_strong_level() -> None:
    from benchmarks.strong_variants import make_bot as make_yardstick
    from mahjong_gui.bots import make_bot

    view = dealt(10, 80)
    brain = make_bot("strong", 5).family_brain(view)  # type: ignore[attr-defined]
    assert type(brain) is StrongHKBrain and not hasattr(brain, "fitted")
    yardstick = make_yardstick("strong_fit", 5).family_brain(view)  # type: ignore[attr-defined]
    assert isinstance(yardstick, HKVariantBrain) and yardstick.fitted
    second = make_yardstick("strong_fit2", 5).family_brain(view)  # type: ignore[attr-defined]
    assert isinstance(second, HKVariantBrain) and second.fit_table is HK_FIT2
    hk33 = make_yardstick("strong_hk33", 5).family_brain(view)  # type: ignore[attr-defined]
    assert isinstance(hk33, HKVariantBrain) and not hk33.fitted
