"""The strong level as it was before issue 17 changed its search's settings: kept
as the bot ``strong_v1`` so that the current strong bot can be measured against it directly in
duplicate play (``benchmarks/bots_bench.py --pairings strong-strong_v1``). Not offered in the
game's level choice.

It is the ``StrongBot`` with the first version's search settings: 32 rollouts of the three
closest discards with at most five own draws left, a switch when the rollouts show a gain beyond
two standard errors, only the first tile thrown charged with its danger, and no kong while
void-suit tiles are still to be thrown (``void_kongs`` off, pinned here whatever the strong
level's default becomes), the first version's void margin (``void_margin`` 1.0, pinned
too) and its chance model as first fitted (``void_feed``, ``rounds_extra``, ``leaving`` and
``kong_hopes`` pinned off: no ``Knowledge.model``). In Hong Kong it plays the strong brain
with that brain's first settings (``levels.FAMILY_BRAINS``: the first deal-in weight and
call margin).
"""

from __future__ import annotations

from mahjong_gui.bots.outlook import ROUNDS_EXTRA
from mahjong_gui.bots.strong import VOID_MARGIN_V1, StrongBot


class StrongV1Bot(StrongBot):
    """The strong level with the first version's search (see the module docstring)."""

    name = "strong_v1"
    brain_level = "strong_v1"  # the first version's brains in the other families

    def __init__(self, seed: int = 0, budget_ms: float | None = None) -> None:
        # The first version's search settings, whatever StrongBot's defaults become.
        super().__init__(seed, budget_ms, rollouts=32, late_draws=5.0, max_candidates=3,
                         close=1.0, z=2.0, throw_danger=False, void_kongs=False,
                         void_margin=VOID_MARGIN_V1, void_feed=False,
                         rounds_extra=ROUNDS_EXTRA, leaving=0.0, kong_hopes=False)
