"""The strong level's Monte Carlo search stops at its time budget and the bot still answers."""

from __future__ import annotations

import random
import time

from mahjong_gui.bots import StrongBot, brain, reading, search
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.tiles import parse

from .helpers import seat, turn_view

HAND = "123456789m13579p"  # late in the hand with equal-looking discards: a searched decision
OTHERS = (seat(river="1s2s3s4p5p6p", void="s"), seat(river="9m8m7m1p", void="m"),
          seat(river="2s3s5m6m8p", void="s"))


def test_search_stops_at_its_deadline() -> None:
    view = turn_view(HAND, "s", OTHERS, wall=6)
    k = brain.knowledge(view)
    opps = reading.read_table(k)
    cands = [(t, 0.0) for t in parse("1p5p9p")]
    expired = search.run(k, opps, cands, random.Random(1), 1000, time.perf_counter() - 1)
    assert expired.rollouts == 0 and expired.stopped
    t0 = time.perf_counter()
    short = search.run(k, opps, cands, random.Random(1), 10**6, time.perf_counter() + 0.02)
    assert short.stopped and short.rollouts > 0
    assert time.perf_counter() - t0 < 0.5  # one rollout past the deadline at most
    full = search.run(k, opps, cands, random.Random(1), 16, time.perf_counter() + 60)
    assert full.rollouts == 16 and not full.stopped
    assert set(full.values) == set(parse("1p5p9p"))


def test_a_tiny_budget_still_gives_a_legal_discard() -> None:
    view = turn_view(HAND, "s", OTHERS, wall=6)
    legal = tuple(Action(Act.DISCARD, t) for t in sorted(set(parse(HAND))))
    assert StrongBot(1, budget_ms=0.001).choose(view, legal) in legal


def test_a_close_late_decision_is_searched_in_full() -> None:
    """Late in the hand (six tiles left) the ends 1p and 9p score alike: the search plays them
    out with all its rollouts when the budget allows, and the answer stays legal."""
    view = turn_view(HAND, "s", OTHERS, wall=6)
    legal = tuple(Action(Act.DISCARD, t) for t in sorted(set(parse(HAND))))
    bot = StrongBot(1, budget_ms=60_000)
    assert bot.choose(view, legal) in legal
    assert bot.last_search is not None
    assert bot.last_search.rollouts == bot.rollouts and not bot.last_search.stopped
