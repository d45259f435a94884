"""The strong level's Monte Carlo search stops at its time budget and the bot still answers.

The clock is injected (``time`` in the search and strong-bot modules replaced by a fake), so
the tests say exactly how many rollouts fit before a deadline and never depend on how fast
the machine is."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from mahjong_gui.bots import StrongBot, brain, reading, search, strong
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.tiles import parse

from .helpers import seat, turn_view

HAND = "123456789m13579p"  # late in the hand with equal-looking discards: a searched decision
OTHERS = (seat(river="1s2s3s4p5p6p", void="s"), seat(river="9m8m7m1p", void="m"),
          seat(river="2s3s5m6m8p", void="s"))


class Clock:
    """A fake ``time.perf_counter``: each reading moves it on by ``step`` seconds."""

    def __init__(self, step: float = 0.0) -> None:
        self.now = 0.0
        self.step = step
        self.readings = 0

    def perf_counter(self) -> float:
        self.readings += 1
        value = self.now
        self.now += self.step
        return value


def use_clock(monkeypatch: pytest.MonkeyPatch, clock: Clock) -> None:
    fake = SimpleNamespace(perf_counter=clock.perf_counter)
    monkeypatch.setattr(search, "time", fake)
    monkeypatch.setattr(strong, "time", fake)


def test_search_stops_at_its_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    view = turn_view(HAND, "s", OTHERS, wall=6)
    k = brain.knowledge(view)
    opps = reading.read_table(k)
    cands = [(t, 0.0) for t in parse("1p5p9p")]
    # The clock reads 0 (the start), then 10 ms more at every reading: before each rollout and
    # before each of its second and third options' playouts, so one playout "takes" 10 ms. A
    # deadline of 75 ms lets two rollouts finish (the last playout starts at 60 ms, due to end
    # at 70); the third would start its first playout at 70 ms and end past the deadline.
    clock = Clock(step=0.01)
    use_clock(monkeypatch, clock)
    short = search.run(k, opps, cands, random.Random(1), 10**6, 0.075)
    assert short.stopped and short.rollouts == 2
    assert all(len(v) == 2 for v in short.samples.values())
    # At 95 ms the third rollout starts (70 ms) but its third playout (90 ms, due at 100) would
    # overrun: the partly played rollout is dropped whole, every option keeps two futures.
    clock.now = 0.0
    cut = search.run(k, opps, cands, random.Random(1), 10**6, 0.095)
    assert cut.stopped and cut.rollouts == 2
    assert all(len(v) == 2 for v in cut.samples.values())
    assert cut.values == short.values
    # A deadline already past: no rollout at all.
    clock.now = 5.0
    expired = search.run(k, opps, cands, random.Random(1), 1000, 1.0)
    assert expired.rollouts == 0 and expired.stopped
    # A clock that stands still: every rollout asked for is played, none cut.
    use_clock(monkeypatch, Clock(step=0.0))
    full = search.run(k, opps, cands, random.Random(1), 16, 0.001)
    assert full.rollouts == 16 and not full.stopped
    assert set(full.values) == set(parse("1p5p9p"))


def test_a_tiny_budget_still_gives_a_legal_discard(monkeypatch: pytest.MonkeyPatch) -> None:
    # Each clock reading takes a second: the 1 ms budget is spent before the first rollout.
    use_clock(monkeypatch, Clock(step=1.0))
    view = turn_view(HAND, "s", OTHERS, wall=6)
    legal = tuple(Action(Act.DISCARD, t) for t in sorted(set(parse(HAND))))
    bot = StrongBot(1, budget_ms=1)
    assert bot.choose(view, legal) in legal
    assert bot.last_search is not None
    assert bot.last_search.stopped and bot.last_search.rollouts == 0


def test_a_close_late_decision_is_searched_in_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """Late in the hand (six tiles left) the ends 1p and 9p score alike: the search plays them
    out with all its rollouts when the budget allows (a clock that stands still), and the
    answer stays legal."""
    use_clock(monkeypatch, Clock(step=0.0))
    view = turn_view(HAND, "s", OTHERS, wall=6)
    legal = tuple(Action(Act.DISCARD, t) for t in sorted(set(parse(HAND))))
    bot = StrongBot(1, budget_ms=60_000)
    assert bot.choose(view, legal) in legal
    assert bot.last_search is not None
    assert bot.last_search.rollouts == bot.rollouts and not bot.last_search.stopped
