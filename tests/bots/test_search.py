"""The strong level's search is bounded by work, never by a clock: a step cap that follows
from the position, a generator seeded from the position, and decisions, self-play and the
hint that stay the same under a clock jumping by hours."""

from __future__ import annotations

import itertools
import random
import subprocess
import sys
import time

import pytest

from mahjong_gui.bots import StrongBot, brain, hint, reading, search
from mahjong_gui.bots.judge import judge, rank_candidates
from mahjong_gui.bots.strong import HintReason
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table, play_hand
from mahjong_gui.engine.tiles import parse
from mahjong_gui.engine.views import SeatView
from tests.helpers import play_digest

from .helpers import seat, turn_view

HAND = "123456789m13579p"  # late in the hand with equal-looking discards: a searched decision
OTHERS = (seat(river="1s2s3s4p5p6p", void="s"), seat(river="9m8m7m1p", void="m"),
          seat(river="2s3s5m6m8p", void="s"))
LEGAL = tuple(Action(Act.DISCARD, t) for t in sorted(set(parse(HAND))))


def strong_digest(hands: int = 3, seed: int = 21) -> str:
    return play_digest("mil", ("strong",) * 4, seed, hands)


def jumping_clocks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every clock of the ``time`` module moves on by hours at each reading."""
    readings = [0]
    ticks = itertools.count()

    def reading_() -> float:
        readings[0] += 1
        return 3600.0 * (next(ticks) ** 1.5)

    for name in ("perf_counter", "monotonic", "time", "process_time", "thread_time"):
        monkeypatch.setattr(time, name, reading_)
    return readings


def test_the_step_cap_follows_from_the_position() -> None:
    """Six tiles in the wall: 1.5 own draws left, so a rollout plays two rounds of each of
    three options, six steps. A cap of 100 steps allows 16 rollouts (96 steps), the first 16
    of the uncapped search's futures; without a cap every rollout asked for is played."""
    view = turn_view(HAND, "s", OTHERS, wall=6)
    k = brain.knowledge(view)
    assert k.draws_left == 1.5
    opps = reading.read_table(k)
    cands = [(t, 0.0) for t in parse("1p5p9p")]
    capped = search.run(k, opps, cands, random.Random(1), 64, max_steps=100)
    assert (capped.rollouts, capped.steps, capped.stopped) == (16, 96, True)
    full = search.run(k, opps, cands, random.Random(1), 64)
    assert (full.rollouts, full.steps, full.stopped) == (64, 384, False)
    for t in parse("1p5p9p"):
        assert capped.samples[t] == full.samples[t][:16]
    # The bot searches the two closest here (1p, 9p: four steps a rollout). Below the fewest
    # rollouts worth a verdict it keeps its choice without the search.
    few = StrongBot(1, max_steps=4 * search.MIN_ROLLOUTS - 1)
    assert few.decide(view, LEGAL).reason is HintReason.MOST_UKEIRE
    assert few.last_search is not None
    assert (few.last_search.rollouts, set(few.last_search.values)) == (7, set(parse("1p9p")))


def test_the_same_view_gets_the_same_search_from_any_bot() -> None:
    """Asked twice, by a fresh bot, by a bot with another seed and after other positions were
    searched: the same futures, the same values, the same action."""
    view = turn_view(HAND, "s", OTHERS, wall=10)
    bot = StrongBot(1)
    first = bot.decide(view, LEGAL)
    result = bot.last_search
    assert result is not None and result.rollouts == 64 and len(result.values) == 2
    assert bot.decide(view, LEGAL) == first and bot.last_search == result
    other = StrongBot(99)
    other.decide(turn_view(HAND, "s", OTHERS, wall=16), LEGAL)  # another search first
    assert other.last_search is not None and other.last_search.values != result.values
    assert other.decide(view, LEGAL) == first
    assert other.last_search == result
    assert StrongBot().decide(view, LEGAL) == first
    # Another position (one tile fewer in the wall) searches other futures.
    assert search.position_seed(view) != search.position_seed(
        turn_view(HAND, "s", OTHERS, wall=9))


def test_the_position_seed_is_the_same_in_another_process() -> None:
    """The seed is a hash of the view's content, not Python's per-process string hash: a fresh
    interpreter with another hash seed gives the same number."""
    code = ("from mahjong_gui.bots import search; from mahjong_gui.engine.rules import "
            "get_profile; from mahjong_gui.engine.table import Table; "
            "print(search.position_seed(Table(get_profile('mil'), 3).view(0)))")
    here = search.position_seed(Table(get_profile("mil"), 3).view(0))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env={"PYTHONHASHSEED": "12345", "PATH": ""})
    assert int(out.stdout) == here


def test_a_jumping_clock_changes_no_decision_and_no_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every clock jumps by hours between readings (a deadline would cut every search at
    once): the searched decision, its values, the hint and four strong bots' self-play are
    the same as with the real clocks."""
    view = turn_view(HAND, "s", OTHERS, wall=16)
    bot = StrongBot(3)
    calm = bot.decide(view, LEGAL)
    calm_search = bot.last_search
    calm_hint = hint(view, LEGAL)
    calm_games = strong_digest()
    readings = jumping_clocks(monkeypatch)
    jumpy = StrongBot(3)
    assert jumpy.decide(view, LEGAL) == calm
    assert jumpy.last_search == calm_search and calm_search is not None
    assert calm_search.rollouts == 64 and not calm_search.stopped
    assert hint(view, LEGAL) == calm_hint
    assert strong_digest() == calm_games
    assert readings[0] > 0  # the clocks were read (the table times decisions), to no effect


def test_seeded_self_play_with_four_strong_bots_is_reproducible() -> None:
    assert strong_digest(4, 5) == strong_digest(4, 5)


def test_the_hint_and_the_ranking_are_the_strong_bots_decision() -> None:
    """The hint, ``judge`` and ``rank_candidates`` give the strong bot's action; the searched
    discards come right after it with the search's values and standard errors, the others
    with the models' scores."""
    view = turn_view(HAND, "s", OTHERS, wall=16)
    bot = StrongBot(7)
    decision = bot.decide(view, LEGAL)
    result = bot.last_search
    assert result is not None
    verdict = judge(view, LEGAL)
    assert verdict.action == decision.action == hint(view, LEGAL).action
    assert verdict.decision == decision and verdict.search == result
    ranked = rank_candidates(view, LEGAL)
    assert ranked[0].action == decision.action
    assert {r.action for r in ranked} == set(LEGAL)
    searched = ranked[:len(result.values)]
    assert {r.action.tile for r in searched} == set(result.values)
    for r in searched:
        assert r.action.tile is not None
        assert r.value == result.values[r.action.tile]
        assert r.stderr == result.stderr(r.action.tile) > 0
    rest = ranked[len(result.values):]
    scores = {c.tile: c.score for c in decision.candidates}
    assert [r.value for r in rest] == sorted((scores[r.action.tile] for r in rest
                                              if r.action.tile is not None), reverse=True)
    assert all(r.stderr == 0.0 for r in rest)
    # Another seed for the search: other futures, other values.
    assert rank_candidates(view, LEGAL, seed=5)[:3] != ranked[:3]


class _HintProbe:
    """A strong bot that asks the hint at each decision and counts where they differ."""

    name = "probe"

    def __init__(self, seed: int, tally: list[int]) -> None:
        self.bot = StrongBot(seed)
        self.tally = tally

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        action = self.bot.choose(view, legal)
        self.tally[0] += 1
        self.tally[1] += hint(view, legal).action != action
        ranked = rank_candidates(view, legal)
        self.tally[1] += ranked[0].action != action
        calls = {a for a in legal if a.act in (Act.PONG, Act.KONG)}
        if calls and Act.WIN not in {a.act for a in legal} and view.profile == "mil":
            # A call on a discard: passing and every call, each by the models (no search).
            self.tally[2] += 1
            assert {r.action for r in ranked} == calls | {a for a in legal if a.act is Act.PASS}
            assert all(r.value is not None and r.stderr == 0.0 for r in ranked)
        return action


@pytest.mark.parametrize("profile_id", ["mil", "hk-modern"])
def test_the_hint_suggests_the_strong_bots_move_at_every_decision(profile_id: str) -> None:
    """Whole hands of four strong bots: at every decision the hint names the move the bot
    plays (in Hong Kong too, where it asks the strong level's own brain), and so does the
    ranking's first candidate; a call is ranked against passing."""
    tally = [0, 0, 0]  # decisions, disagreements, calls ranked
    for n in range(2):
        table = Table(get_profile(profile_id), 40 + n, dealer=n)
        play_hand(table, [_HintProbe(4 * n + s, tally) for s in range(4)])
    assert tally[0] > 100 and tally[1] == 0
    assert tally[2] > 0 or profile_id != "mil"
