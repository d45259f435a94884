"""What a hand's end is worth to a seat in its match: its points, or where the profile ranks
each game (competition, docs/rules.md §2.6) the game's expected rank points, so the judge
values a decision in what the match pays."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.engine.settlement import rank_points

PAIR_SPREAD = 6.3
"""The standard deviation of the difference between two seats' points over one competition
hand of four normal bots: 6.25 per hand over 100 games of 8 hands (seeds 0-99), and 17.8 per
game, which is 6.30 x sqrt(8): hands add up independently (docs/bots.md)."""


@dataclass(frozen=True, slots=True)
class Stakes:
    """A game ranked at its end (4/3/2/1, tied seats sharing): the game's points before this
    hand, and the hands still to come in it after this one."""

    game_before: tuple[int, int, int, int]
    hands_left: int
    spread: float = PAIR_SPREAD

    def worth(self, seat: int, deltas: Sequence[int]) -> float:
        """The seat's expected rank points for the game after this hand's ``deltas``: 1 and,
        for each other seat, the chance to end the game above it (a half for a tie). With no
        hand left that is the rank points themselves; otherwise each difference still moves
        by the hands to come, a normal spread of ``spread`` x sqrt(hands left)."""
        totals = [b + d for b, d in zip(self.game_before, deltas, strict=True)]
        if self.hands_left == 0:  # the game ends with this hand: its rank points (§2.6)
            return rank_points(totals)[seat]
        width = self.spread * math.sqrt(self.hands_left) * math.sqrt(2.0)
        return 1.0 + sum(0.5 * (1.0 + math.erf((totals[seat] - totals[other]) / width))
                         for other in range(4) if other != seat)


def stakes_for(profile: AnyProfile, before: Sequence[ev.Event]) -> Stakes | None:
    """The stakes of the hand that starts after ``before`` (the match's log up to that hand's
    ``HandStarted``): None where the match pays points (the judge then counts the hand's
    points; majsoul's end below zero cuts hands whose points are worth 0 on average to bots
    of one strength, so its points stay the measure)."""
    if not profile.rank_points:
        return None
    deltas = [e.deltas for e in before if isinstance(e, ev.HandEnded)]
    per_game = profile.hands_per_game
    played = len(deltas) % per_game
    game = deltas[len(deltas) - played:]
    before_totals = tuple(sum(d[s] for d in game) for s in range(4))
    return Stakes(before_totals, per_game - played - 1)  # type: ignore[arg-type]


def unit(stakes: Stakes | None) -> str:
    """What the judge's numbers count: ``points`` or ``rank_points``."""
    return "points" if stakes is None else "rank_points"
