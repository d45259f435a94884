"""Seeded self-play: every level in every Sichuan profile makes only legal moves (the table
raises ``IllegalAction`` otherwise), keeps every invariant, and replays identically."""

from __future__ import annotations

import pytest

from mahjong_gui.bots import BOTS, LEVELS, make_bot
from mahjong_gui.engine.checks import invariant_violations, replay_check
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Match, Table, play_hand, play_match
from tests.profiles import SICHUAN

LINEUPS = (
    ("easy", "normal", "strong", "easy"),
    ("strong", "strong", "normal", "normal"),
    ("normal", "easy", "easy", "strong"),
)


def test_the_three_levels_are_registered() -> None:
    assert LEVELS == ("easy", "normal", "strong")
    assert {"easy", "normal", "strong", "random", "first", "greedy"} <= set(BOTS)


@pytest.mark.parametrize("profile_id", SICHUAN)
def test_every_level_plays_legal_hands(profile_id: str) -> None:
    profile = get_profile(profile_id)
    for n, lineup in enumerate(LINEUPS):
        for k in range(6):
            seed = 100 * n + k
            table = Table(profile, seed, dealer=(n + k) % 4)
            play_hand(table, [make_bot(name, seed * 4 + s) for s, name in enumerate(lineup)])
            assert table.over
            assert invariant_violations(table.events, table.state) == []
            replay_check(table.events)


def test_a_whole_majsoul_match_between_levels() -> None:
    """Four hands, the 50,000-point bust rule and the match end, all three levels seated."""
    match = Match(get_profile("majsoul"), seed=7)
    play_match(match, [make_bot(name, 70 + s) for s, name in enumerate(LINEUPS[0])])
    assert match.finished
    assert invariant_violations(match.events) == []
    replay_check(match.events)


@pytest.mark.parametrize("name", LEVELS)
def test_a_bot_is_deterministic_given_its_seed(name: str) -> None:
    def play() -> list[object]:
        table = Table(get_profile("mil"), 11)
        bots = [make_bot(name, 40 + s) for s in range(4)]
        play_hand(table, bots)
        return list(table.events)

    assert play() == play()
