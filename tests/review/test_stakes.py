"""The judge counts what the match pays: the game's expected rank points where the rules rank
each game (competition, docs/rules.md §2.6), points elsewhere (issue 27 item 1)."""

from __future__ import annotations

import itertools
import random

import pytest

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.settlement import rank_points
from mahjong_gui.review.judge import Budget
from mahjong_gui.review.review import MISTAKE_RANK_POINTS, review
from mahjong_gui.review.stakes import Stakes, stakes_for, unit
from tests.profiles import ALL
from tests.review.helpers import played


def test_with_no_hand_left_the_worth_is_the_rank_points_ties_shared() -> None:
    rng = random.Random(4)
    cases = [(0, 0, 0, 0), (5, 5, -5, -5), (3, 3, 3, -9), (8, 0, 0, -8)]
    cases += [tuple(rng.randrange(-6, 7) for _ in range(4)) for _ in range(200)]
    for before in cases:
        s = Stakes(before, 0)  # type: ignore[arg-type]
        deltas = (1, -1, 0, 0)
        totals = [b + d for b, d in zip(before, deltas, strict=True)]
        assert [s.worth(seat, deltas) for seat in range(4)] == rank_points(totals)


@pytest.mark.parametrize("left", [1, 3, 7])
def test_with_hands_left_the_four_seats_share_ten_and_a_lead_is_worth_more(left: int) -> None:
    rng = random.Random(left)
    for _ in range(100):
        s = Stakes(tuple(rng.randrange(-20, 21) for _ in range(4)), left)  # type: ignore[arg-type]
        deltas = tuple(rng.randrange(-8, 9) for _ in range(4))
        worths = [s.worth(seat, deltas) for seat in range(4)]
        assert sum(worths) == pytest.approx(10.0)  # 4 + 3 + 2 + 1
        assert all(1.0 < w < 4.0 for w in worths)
        more = (deltas[0] + 4, *deltas[1:])
        assert s.worth(0, more) > worths[0]
    # Far ahead with one hand left: nearly first; level: 2.5 each.
    assert Stakes((60, 0, 0, 0), 1).worth(0, (0, 0, 0, 0)) == pytest.approx(4.0, abs=1e-6)
    assert Stakes((0, 0, 0, 0), 3).worth(2, (0, 0, 0, 0)) == 2.5


def test_the_stakes_of_a_hand_come_from_its_game_s_earlier_hands() -> None:
    comp = get_profile("competition")
    assert comp.hands_per_game == 8
    ended = [ev.HandEnded((h, -h, 2, -2), (0, 0, 0, 0), 0, "wall") for h in range(10)]
    # After 9 hands: the second game has had one hand (the 9th, h = 8); six more follow this.
    s = stakes_for(comp, ended[:9])
    assert s == Stakes((8, -8, 2, -2), 6)
    assert stakes_for(comp, ()) == Stakes((0, 0, 0, 0), 7)
    assert stakes_for(comp, ended[:7]) == Stakes((21, -21, 14, -14), 0)  # the game's last
    assert unit(s) == "rank_points"
    for profile_id in ALL:
        if not get_profile(profile_id).rank_points:
            assert stakes_for(get_profile(profile_id), ended) is None


def test_a_competition_review_counts_rank_points() -> None:
    events = played("competition", 2)
    end = next(i for i, e in enumerate(events) if isinstance(e, ev.MatchEnded))
    ds = list(itertools.islice(review(events[:end], 0, budget=Budget(8, 8, 8, settle=8)), 4))
    assert ds
    for d in ds:
        assert d.unit == "rank_points" and d.margin == MISTAKE_RANK_POINTS
        assert d.to_json()["unit"] == "rank_points"
        assert all(1.0 <= e.ev <= 4.0 for e in d.estimates)
    mil = next(iter(review(played("mil", 2), 0, budget=Budget(8, 8, 8, settle=8))))
    assert mil.unit == "points" and mil.margin == 0.25
