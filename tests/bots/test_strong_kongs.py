"""The strong level weighs a kong while void-suit tiles are still to be thrown (issue 17, item
4): waiting until the void suit is gone only gives the opponents time to win and leave, and a
player who has left pays no kong money. ``strong_v1`` keeps the first version's habit (no kong
before the void suit is gone), so the benchmarks can measure the difference."""

from __future__ import annotations

from mahjong_gui.bots import StrongBot, StrongV1Bot, brain
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.tiles import parse

from .helpers import seat, turn_view

# Four 5m (a concealed kong), three void pin tiles still to throw.
HAND = "55557m456p245888s"
OTHERS = (seat(river="1s2s3s", void="s"), seat(river="9m8m7m", void="m"),
          seat(river="2s3s", void="s"))
KONG = Action(Act.KONG, parse("5m")[0], kong=KongKind.CONCEALED)
LEGAL = (KONG, *(Action(Act.DISCARD, t) for t in parse("4p5p6p")))


def test_the_strong_level_kongs_before_its_void_suit_is_gone() -> None:
    view = turn_view(HAND, "p", OTHERS, wall=50)
    decision = StrongBot(3).decide(view, LEGAL)
    assert decision.action == KONG
    # The kong is weighed against the void discards (the first of them in the shape order).
    assert decision.candidates and all(brain.suit_of(c.tile) == "p"
                                       for c in decision.candidates)


def test_strong_v1_throws_its_void_suit_first() -> None:
    view = turn_view(HAND, "p", OTHERS, wall=50)
    action = StrongV1Bot(3).choose(view, LEGAL)
    assert action.act is Act.DISCARD and action.tile is not None
    assert brain.suit_of(action.tile) == "p"
