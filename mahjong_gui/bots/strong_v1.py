"""The strong level as it was before its search used more of its time budget (issue 17): kept
as the bot ``strong_v1`` so that the current strong bot can be measured against it directly in
duplicate play (``benchmarks/bots_bench.py --pairings strong-strong_v1``). Not offered in the
game's level choice.

It is the ``StrongBot`` with the first version's search settings: 32 rollouts of the three
closest discards with at most five own draws left, a switch when the rollouts show a gain beyond
two standard errors, only the first tile thrown charged with its danger. In the other rule
families it plays with the strong level's brain, like ``strong``.
"""

from __future__ import annotations

from mahjong_gui.bots import brain
from mahjong_gui.bots.hongkong import HKBrain
from mahjong_gui.bots.levels import FAMILY_BRAINS
from mahjong_gui.bots.strong import StrongBot
from mahjong_gui.engine.views import SeatView


class StrongV1Bot(StrongBot):
    """The strong level with the first version's search (see the module docstring)."""

    name = "strong_v1"

    def __init__(self, seed: int = 0, budget_ms: float = 30.0) -> None:
        # The first version's search settings, whatever StrongBot's defaults become.
        super().__init__(seed, budget_ms, rollouts=32, late_draws=5.0, max_candidates=3,
                         close=1.0, z=2.0, throw_danger=False)

    def family_brain(self, view: SeatView) -> HKBrain | None:
        """The strong level's brain of the view's rule family (its own name is not a level)."""
        family = brain.profile_of(view).family
        make = FAMILY_BRAINS.get(family, {}).get(StrongBot.name)
        if make is None:
            return None
        if family not in self._family_brains:
            self._family_brains[family] = make(self.seed)
        return self._family_brains[family]
