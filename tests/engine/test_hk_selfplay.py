"""Seeded Hong Kong self-play (docs/rules.md §3.1): every invariant after every event over
hundreds of hands, the log re-played by the referee, and the dealer and prevailing wind
following the rules from hand to hand."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.checks import LogError, invariant_violations, replay_check
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Match, play_hand, play_match
from mahjong_gui.engine.views import SeatView
from tests.profiles import HONG_KONG


class Eager:
    """Takes every win; otherwise a seeded random legal move (chows and kongs included)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        for a in legal:
            if a.act is Act.WIN:
                return a
        return self.rng.choice(legal)


def _minimums() -> list[tuple[str, str]]:
    """Each Hong Kong profile at its default minimum and at one other, the others in turn
    (hk-modern 3 and 0, hk-classical 3 and 1)."""
    out = []
    for i, rules in enumerate(HONG_KONG):
        profile = get_profile(rules)
        default = profile.options["min_faan"]
        others = [m for m in profile.option_choices["min_faan"] if m != default]
        out += [(rules, default), (rules, others[i % len(others)])]
    return out


@pytest.mark.parametrize("rules,minimum", _minimums())
def test_self_play_keeps_every_invariant(rules: str, minimum: str) -> None:
    profile = get_profile(rules, {"min_faan": minimum})
    hands = wins = chows = bonus = 0
    for seed in range(33):  # 33 matches x 4 hands x 4 settings = 528 hands
        match = Match(profile, seed, hands=4)
        play_match(match, [Eager(seed * 4 + s) for s in range(4)])
        assert invariant_violations(match.events) == [], f"seed {seed}"
        if seed % 4 == 0:
            replay_check(match.events)
        for e in match.events:
            hands += isinstance(e, ev.HandEnded)
            wins += isinstance(e, ev.Won)
            chows += isinstance(e, ev.Chowed)
            bonus += isinstance(e, ev.BonusReplaced)
            if isinstance(e, ev.HandEnded):
                assert e.reason in ("win", "wall")
    assert hands == 132
    assert chows > 0 and bonus > 0
    if minimum != "3":  # random play seldom reaches 3 faan; the bots' ladder covers that
        assert wins > 0


@pytest.mark.parametrize("rounds", ["1", "2"])
def test_the_deal_passes_and_the_prevailing_wind_moves_on(rounds: str) -> None:
    profile = get_profile("hk-modern", {"min_faan": "0", "rounds": rounds})
    match = Match(profile, 5)
    players = [Eager(50 + s) for s in range(4)]
    while not match.finished:
        assert len(match.hand_deltas) < 200, "the match does not end"
        play_hand(match.start_hand(), players)
        match.sync()
    starts = [e for e in match.events if isinstance(e, ev.HandStarted)]
    ends = [e for e in match.events if isinstance(e, ev.HandEnded)]
    wins = {i: e.seat for i, e in enumerate(x for x in match.events if isinstance(x, ev.Won))}
    assert starts[0].dealer == 0 and starts[0].prevailing == 1
    passes = 0
    for i, (start, end) in enumerate(zip(starts, ends, strict=True)):
        stays = end.next_dealer == start.dealer
        if end.reason == "wall":
            assert stays, f"hand {i}: a drawn hand keeps the dealer"
        if not stays:
            assert end.next_dealer == (start.dealer + 1) % 4
            passes += 1
        if i + 1 < len(starts):
            nxt = starts[i + 1]
            assert nxt.dealer == end.next_dealer
            moved = not stays and end.next_dealer == 0
            assert nxt.prevailing == (start.prevailing % 4 + 1 if moved else start.prevailing)
    assert wins  # somebody won: the deal could pass
    assert passes == 4 * int(rounds)  # the match ends as the deal returns to the first dealer
    assert ends[-1].next_dealer == 0 and starts[-1].dealer == 3
    assert starts[-1].prevailing == int(rounds)
    assert isinstance(match.events[-1], ev.MatchEnded)
    replay_check(match.events)
    # A log whose prevailing wind does not follow the deal is refused.
    k = next(i for i, e in enumerate(match.events)
             if isinstance(e, ev.HandStarted) and e.prevailing == 1 and e.hand > 0)
    bad = list(match.events)
    bad[k] = replace(bad[k], prevailing=2)  # type: ignore[arg-type]
    with pytest.raises(LogError) as err:
        replay_check(bad)
    assert err.value.code == "mismatch" and err.value.index == k
