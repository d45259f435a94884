"""Issue 33, fifth round: the Hong Kong strong brain's ``hazard`` variant (another seat's win
ends the hand, so a plan's rounds are the rounds the seat expects to stay in), a measured
option of ``benchmarks/hk_variants.py``, not of the game's level (docs/bots.md)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from benchmarks.hk_variants import HAZARD, HKVariantBrain, strong_hazard
from mahjong_gui.bots.hongkong import StrongHKBrain
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table
from mahjong_gui.engine.views import SeatView


def dealt(wall: int) -> SeatView:
    """The dealer's 14 tiles of hk-modern deal 2 (3m4m5m5m7m 1p4p5p6p9p 2s 1z1z 7z), with
    ``wall`` tiles left."""
    return replace(Table(get_profile("hk-modern"), 2, dealer=0, hand_no=0).view(0), wall=wall)


def test_the_rounds_become_the_rounds_the_seat_expects_to_stay_in() -> None:
    game, variant = StrongHKBrain(1, defend=2.0), strong_hazard(1)
    assert variant.hazard == HAZARD == 0.045
    # 80 tiles left: 20 own draws, outlook.rounds 0.9 x 20 + 1 = 19 rounds; staying in each
    # round with 0.955, (1 - 0.955 ** 19) / 0.045 = 12.96 of them. 30 left: 7.75 -> 6.67.
    for wall, rounds, stay in ((80, 19.0, 12.957091603815), (30, 7.75, 6.669242133728)):
        view = dealt(wall)
        assert game._rounds(game.knowledge(view)) == pytest.approx(rounds, abs=1e-12)
        assert variant._rounds(variant.knowledge(view)) == pytest.approx(stay, abs=1e-9)
    # At its default (0) the variant reads the level's rounds.
    plain = HKVariantBrain(1, defend=2.0)
    assert plain._rounds(plain.knowledge(dealt(80))) == 19.0


def test_the_hazard_moves_a_decision_the_level_makes_otherwise() -> None:
    """Early in the wall the level keeps the lone red dragon (a pong's faan) and throws 1p;
    counting that the hand may end first, the variant throws the dragon."""
    view = dealt(80)
    legal = tuple(Action(Act.DISCARD, t) for t in sorted(set(view.hand)))
    game, variant = StrongHKBrain(1, defend=2.0), strong_hazard(1)
    assert str(game.turn(game.knowledge(view), legal).tile) == "1p"
    assert str(variant.turn(variant.knowledge(view), legal).tile) == "7z"


def test_the_hazard_is_a_measured_variant_not_the_strong_level() -> None:
    from benchmarks.strong_variants import make_bot as make_yardstick
    from mahjong_gui.bots import make_bot

    view = dealt(80)
    brain = make_bot("strong", 5).family_brain(view)  # type: ignore[attr-defined]
    assert type(brain) is StrongHKBrain and not hasattr(brain, "hazard")
    yardstick = make_yardstick("strong_hazard", 5).family_brain(view)  # type: ignore[attr-defined]
    assert isinstance(yardstick, HKVariantBrain) and yardstick.hazard == HAZARD
    hk33 = make_yardstick("strong_hk33", 5).family_brain(view)  # type: ignore[attr-defined]
    assert isinstance(hk33, HKVariantBrain) and hk33.hazard == 0.0
