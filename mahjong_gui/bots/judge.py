"""The strong bot's valuation of a position's candidates: the one function the hint, the
replay's "Suggest a move" and a review ask, so they agree with each other and with a strong
bot playing the same position (no clock, the search seeded from the position)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from mahjong_gui.bots import search
from mahjong_gui.bots.search import SearchResult
from mahjong_gui.bots.strong import Decision, StrongBot
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.views import SeatView


class Ranked(NamedTuple):
    """One candidate: what the strong bot credits it with in points for this seat, and the
    standard error of that figure: above 0 for the discards its search played out (the
    rollouts' mean over the same futures, which decided among them), 0.0 for the models' own
    estimates (outlook less danger, kong money). The two are different estimates of the same
    points: compare values within one kind. ``value`` is None for the decision alone when
    the bot chose without weighing it in points (exchange, void suit, a win, Hong Kong)."""

    action: Action
    value: float | None
    stderr: float


@dataclass(frozen=True, slots=True)
class Judgement:
    """The strong bot's action, its candidates ranked (the action first, then the other
    searched discards by their rollouts' value, then the rest by the models'), its decision
    with the reason (None in Hong Kong, whose brain gives none) and its search, if any."""

    action: Action
    ranked: tuple[Ranked, ...]
    decision: Decision | None
    search: SearchResult | None


def judge(view: SeatView, legal: tuple[Action, ...], *, rollouts: int = search.ROLLOUTS,
          seed: int | None = None, use_search: bool = True) -> Judgement:
    """What the strong bot decides at ``view`` and what it credits each candidate with.
    With the defaults it is the strong level's own decision there; ``rollouts`` sets the
    search's futures and ``seed`` its generator (None: from the position, as in play)."""
    bot = StrongBot(rollouts=rollouts, use_search=use_search, search_seed=seed)
    other = bot.family_brain(view)
    if other is not None:
        action = other.choose(view, legal)
        return Judgement(action, (Ranked(action, None, 0.0),), None, None)
    decision = bot.decide(view, legal)
    weighed = {a: (v, se) for a, v, se in decision.values}
    first = decision.action
    value, se = weighed.pop(first, (None, 0.0))
    result = bot.last_search
    played = (set(result.values) if result is not None
              and result.rollouts >= search.MIN_ROLLOUTS else set())
    others = sorted(weighed.items(), key=lambda item: (
        not (item[0].act is Act.DISCARD and item[0].tile in played), -item[1][0]))
    ranked = (Ranked(first, value, se), *(Ranked(a, v, s) for a, (v, s) in others))
    return Judgement(first, ranked, decision, result)


def rank_candidates(view: SeatView, legal: tuple[Action, ...], *,
                    rollouts: int = search.ROLLOUTS,
                    seed: int | None = None) -> list[Ranked]:
    """``judge``'s ranking alone: (action, value, stderr), the strong bot's choice first."""
    return list(judge(view, legal, rollouts=rollouts, seed=seed).ranked)
