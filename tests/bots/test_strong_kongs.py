"""The strong level's ``void_kongs`` option (issue 17, item 4; now ``StrongVariant`` in
``benchmarks/strong_variants.py``): with it a kong is weighed while void-suit tiles are still
to be thrown (waiting until the void suit is gone gives the opponents time to win and leave,
and a player who has left pays no kong money). It did not pay
measurably in duplicate play, so the level plays without it, like ``strong_v1``: the void
tiles first, the kong afterwards."""

from __future__ import annotations

from benchmarks.strong_variants import StrongV1Bot, StrongVariant
from mahjong_gui.bots import StrongBot, brain
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


def test_with_void_kongs_the_kong_comes_before_the_void_suit_is_gone() -> None:
    view = turn_view(HAND, "p", OTHERS, wall=50)
    decision = StrongVariant(3, void_kongs=True).decide(view, LEGAL)
    assert decision.action == KONG
    # The kong is weighed against the void discards (the first of them in the shape order).
    assert decision.candidates and all(brain.suit_of(c.tile) == "p"
                                       for c in decision.candidates)


def test_the_strong_level_and_strong_v1_throw_their_void_suit_first() -> None:
    view = turn_view(HAND, "p", OTHERS, wall=50)
    for bot in (StrongBot(3), StrongV1Bot(3)):
        action = bot.choose(view, LEGAL)
        assert action.act is Act.DISCARD and action.tile is not None
        assert brain.suit_of(action.tile) == "p"
