"""The strong level's search after issue 17: the quicker rollouts make the same choices as the
first version's, the first version stays playable as ``strong_v1`` (a benchmark yardstick in
``benchmarks/strong_variants.py``, not a bot of the game), the strong level's search (twice the
rollouts, a stricter switch) gives legal, seeded answers, and the rollouts' optional charge for
every tile thrown works."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from benchmarks.strong_variants import StrongV1Bot, StrongVariant
from benchmarks.strong_variants import make_bot as make_yardstick
from mahjong_gui.bots import BOTS, LEVELS, StrongBot, brain, hongkong, make_bot, reading, search
from mahjong_gui.bots.hongkong import HKBrain, StrongHKBrain
from mahjong_gui.engine.checks import invariant_violations, replay_check
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table, play_hand
from mahjong_gui.engine.tiles import parse
from mahjong_gui.engine.views import SeatView
from tests.profiles import ALL

from .helpers import seat, turn_view

HAND = "123456789m13579p"
OTHERS = (seat(river="1s2s3s4p5p6p", void="s"), seat(river="9m8m7m1p", void="m"),
          seat(river="2s3s5m6m8p", void="s"))


def test_strong_v1_is_the_benchmarks_yardstick_not_a_bot_of_the_game() -> None:
    assert "strong_v1" not in BOTS and "strong_v1" not in LEVELS
    with pytest.raises(KeyError):
        make_bot("strong_v1", 5)
    bot = make_yardstick("strong_v1", 5)
    assert isinstance(bot, StrongV1Bot)
    # The first version's search: 32 rollouts of the three closest discards, at most five
    # draws left, only the first tile thrown charged with its danger.
    assert (bot.rollouts, bot.late_draws, bot.max_candidates, bot.close) == (32, 5.0, 3, 1.0)
    assert not bot.throw_danger


def test_the_game_does_not_offer_strong_v1() -> None:
    from mahjong_gui.ui.dialogs import bot_levels

    assert "strong_v1" not in bot_levels()
    assert {"easy", "normal", "strong"} <= set(bot_levels())


@pytest.mark.parametrize("profile_id", ALL)
def test_strong_v1_plays_whole_hands_against_strong(profile_id: str) -> None:
    for n in range(2):
        table = Table(get_profile(profile_id), 30 + n, dealer=n)
        names = ("strong", "strong_v1", "strong", "strong_v1")
        play_hand(table, [make_yardstick(name, 8 * n + s) for s, name in enumerate(names)])
        assert table.over
        assert invariant_violations(table.events, table.state) == []
        replay_check(table.events)


def test_strong_v1_plays_the_strong_brain_in_hong_kong() -> None:
    """Outside the Sichuan family both names play the strong level's own family brain, the
    yardstick with that brain's first settings."""
    table = Table(get_profile("hk-modern"), 3)
    view = table.view(0)
    v1, new = StrongV1Bot(4).family_brain(view), StrongBot(4).family_brain(view)
    from benchmarks.hk_variants import CALL_MARGIN_V1, THREAT_V1, HKVariantBrain

    assert type(v1) is HKVariantBrain and type(new) is StrongHKBrain
    assert isinstance(v1, StrongHKBrain) and isinstance(new, StrongHKBrain)
    assert (v1.threat, v1.call_margin) == (THREAT_V1, CALL_MARGIN_V1)
    assert (new.threat, new.call_margin) == (hongkong.THREAT, hongkong.CALL_MARGIN)
    # and each level its own: normal and easy play the plain brain
    assert type(make_bot("normal", 4).family_brain(view)) is HKBrain  # type: ignore[attr-defined]
    assert type(make_bot("easy", 4).family_brain(view)) is HKBrain  # type: ignore[attr-defined]


def test_the_hong_kong_strong_brains_deal_in_weight_trades_shape_for_safety() -> None:
    """``threat`` (issue 17's measured option) weighs a deal-in: whenever a brain that weighs it
    less discards otherwise than the default in seeded hands, somebody looks ready and the
    default's tile is the safer one; and they do differ."""
    light = hongkong.THREAT / 3
    differ = 0

    class Probe:
        name = "probe"

        def __init__(self, seed: int) -> None:
            self.bot = StrongBot(seed)
            self.light = StrongHKBrain(seed, defend=2.0, threat=light)

        def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
            nonlocal differ
            acts = {a.act for a in legal}
            if Act.DISCARD in acts and Act.WIN not in acts:
                k = hongkong.knowledge(view)
                brain = self.bot.family_brain(view)
                assert isinstance(brain, StrongHKBrain)
                a_default, a_light = brain.turn(k, legal), self.light.turn(k, legal)
                if a_default != a_light:
                    differ += 1
                    assert k.threats
                    assert a_default.tile is not None and a_light.tile is not None
                    assert hongkong.safety(k, a_default.tile) > hongkong.safety(k, a_light.tile)
            return self.bot.choose(view, legal)

    for n in range(8):
        table = Table(get_profile("hk-modern"), 70 + n, dealer=n % 4)
        play_hand(table, [Probe(10 * n + s) for s in range(4)])
        assert table.over
    assert differ > 0


def test_the_quick_throw_away_choice_counts_as_connectivity_does() -> None:
    """The rollouts rank the tiles to throw by a count-based connectivity; it must equal
    ``brain.connectivity`` of the tile against the hand without it, on any hand."""
    rng = random.Random(3)
    pool = [t for t in parse("123456789m123456789p123456789s") for _ in range(4)]
    for _ in range(300):
        hand = rng.sample(pool, 14)
        counts = [0] * 27
        for u in hand:
            counts[u] += 1
        for t in set(hand):
            rest = list(hand)
            rest.remove(t)
            assert search._connectivity_after(counts, t) == brain.connectivity(rest, t)


def test_the_search_is_seeded_and_its_options_agree_with_discards() -> None:
    view = turn_view(HAND, "s", OTHERS, wall=10)
    k = brain.knowledge(view)
    opps = reading.read_table(k)
    cands = [(t, reading.danger_cost(k, opps, t)) for t in parse("1p5p9p")]
    a = search.run(k, opps, cands, random.Random(7), 24)
    b = search.run_options(k, opps, [search.Option(t, tuple(brain.remove(k.hand, t)),
                                                   k.melds, d) for t, d in cands],
                           random.Random(7), 24)
    assert a.samples == b.samples and a.values == b.values and a.rollouts == 24
    # Each value is the mean of its rollouts less the danger of the tile thrown now.
    for t, d in cands:
        assert a.values[t] == pytest.approx(sum(a.samples[t]) / 24 - d)


def test_throw_danger_charges_every_tile_a_rollout_throws() -> None:
    """With the opponents' reading in the rollouts a throw costs its danger: against ready
    looking opponents no rollout comes out better, and some worse, on the same futures."""
    others = (seat(river="1s2s3s4p5p6p9p8p7p", void="s", melds=("pong:1m",)),
              seat(river="9m8m7m1p2p3p4s5s6s", void="m", melds=("pong:2s",)),
              seat(river="2s3s5m6m8p9p1m2m3m", void="s", melds=("pong:7p",)))
    view = turn_view(HAND, "s", others, wall=12)
    k = brain.knowledge(view)
    opps = reading.read_table(k)
    cands = [(t, 0.0) for t in parse("1p5p")]
    plain = search.run(k, opps, cands, random.Random(2), 16)
    charged = search.run(k, opps, cands, random.Random(2), 16, throw_danger=True)
    for t, _ in cands:
        pairs = list(zip(plain.samples[t], charged.samples[t], strict=True))
        assert all(c <= p for p, c in pairs)
        assert any(c < p for p, c in pairs)


def test_strong_is_deterministic_with_its_wider_search() -> None:
    """A hand of four strong bots twice: the same events."""
    def play() -> list[object]:
        table = Table(get_profile("majsoul"), 17)
        play_hand(table, [StrongBot(60 + s) for s in range(4)])
        return list(table.events)

    assert play() == play()


@pytest.mark.parametrize("profile_id", ["mil", "majsoul"])
def test_the_benchmarks_variant_with_its_options_at_their_defaults_is_the_strong_level(
        profile_id: str) -> None:
    """``StrongVariant`` (the options measured and left off, outside the game) overrides the
    strong level's hooks; with every option at its default it plays the very same hands."""
    def play(make: Callable[[int], StrongBot]) -> list[object]:
        table = Table(get_profile(profile_id), 21)
        play_hand(table, [make(40 + s) for s in range(4)])
        return list(table.events)

    assert play(StrongVariant) == play(StrongBot)


def test_the_strong_search_plays_twice_the_futures_and_asks_three_standard_errors() -> None:
    """Four draws left and close discards: the first version plays its three closest out 32
    times, the strong level the same three 64 times, and another bot searches the same futures
    to the same values. It leaves its heuristic choice only for a gain beyond three standard
    errors of the paired differences."""
    hand = "1m2m4m4m6m6m7m8m8m9m3p5p6p8p"
    view = turn_view(hand, "s", OTHERS, wall=16)
    legal = tuple(Action(Act.DISCARD, t) for t in sorted(set(parse(hand))))
    v1 = StrongV1Bot(1)
    assert v1.choose(view, legal) in legal
    assert v1.last_search is not None
    assert (v1.last_search.rollouts, len(v1.last_search.values)) == (32, 3)
    bot = StrongBot(1)
    first = bot.choose(view, legal)
    assert first in legal
    result = bot.last_search
    assert result is not None and not result.stopped
    assert (result.rollouts, set(result.values)) == (64, set(v1.last_search.values))
    again = StrongBot(1)
    assert again.choose(view, legal) == first
    assert again.last_search is not None and again.last_search.values == result.values
    # The choice without the search, and the switch rule applied to this search's numbers.
    plain = StrongBot(1, use_search=False).choose(view, legal)
    k = brain.knowledge(view)
    margin = 0.1 * brain.unit_value(k.profile)
    assert plain.tile is not None
    others = [t for t in result.values if t != plain.tile]
    best = max(others, key=lambda t: (result.values[t], -t))
    switch = result.better(best, plain.tile, margin, 3.0)
    assert first.tile == (best if switch else plain.tile)
