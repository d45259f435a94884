"""Hints in Hong Kong (docs/rules.md §3): the strong level's choice with the same numbers its
brain uses: the distance to a hand that reaches the table minimum (shown as shanten), the
improving tiles, the waits and what each pays."""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_gui.bots.hint_types import DiscardInfo as HintDiscard
from mahjong_gui.bots.hint_types import Hint, WaitInfo
from mahjong_gui.bots.hongkong import (
    HKKnowledge,
    best_plans,
    discard_infos,
    group,
    knowledge,
    plan_distance,
    plan_ukeire,
    safety,
    wait_pays,
)
from mahjong_gui.bots.strong import HintReason, StrongBot
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.tiles import TILES, Tile
from mahjong_gui.engine.views import SeatView


def _wait_infos(k: HKKnowledge, hand: Sequence[Tile]) -> tuple[WaitInfo, ...]:
    """Each winning tile of a ready hand with its unseen copies and what a win on it pays the
    winner (0 when it falls below the minimum: no win)."""
    return tuple(WaitInfo(w, k.unseen[w], on_discard, on_self)
                 for w, on_discard, on_self in wait_pays(k, hand))


def hint(view: SeatView, legal: tuple[Action, ...], seed: int = 0) -> Hint:
    """The strong level's suggestion with its numbers: the distance to a hand that reaches the
    minimum (shown as shanten), the improving tiles, the waits and their value."""
    bot = StrongBot(seed).family_brain(view)  # the brain the strong level plays here
    assert bot is not None
    action = bot.choose(view, legal)
    return _numbers(view, legal, action, None)


def hint_for(view: SeatView, legal: tuple[Action, ...], action: Action,
             reason: HintReason) -> Hint:
    """The numbers for ``action`` (any legal one, such as the review's best), with the
    reason given."""
    return _numbers(view, legal, action, reason)


def _numbers(view: SeatView, legal: tuple[Action, ...], action: Action,
             given: HintReason | None) -> Hint:
    """The hint of ``action``; its reason is ``given``, else read from the brain's numbers."""
    if action.act is Act.WIN:
        return Hint(action, given or HintReason.WIN, -1, 0, (), (), ())
    k = knowledge(view)
    hand = list(k.hand)
    melds = k.melds
    discards: tuple[HintDiscard, ...] = ()
    reason = HintReason.BEST_SHANTEN
    if action.act is Act.DISCARD:
        tiles = [a.tile for a in legal if a.act is Act.DISCARD and a.tile is not None]
        infos = discard_infos(k, tiles)
        hand.remove(action.tile)  # type: ignore[arg-type]
        best = infos[0]
        chosen = next(i for i in infos if i.tile == action.tile)
        if chosen.tile != best.tile:
            reason = HintReason.SAFE_TILE if k.threats else HintReason.HIGHER_VALUE
        elif chosen.ukeire and len([i for i in infos if i.distance == chosen.distance]) > 1:
            reason = HintReason.MOST_UKEIRE
        rows = []
        for i in infos:
            rest = list(k.hand)
            rest.remove(i.tile)
            waits = _wait_infos(k, rest) if i.distance == 0 else ()
            danger = tuple((s, round(min(1.0, 1.0 / (1.0 + safety(k, i.tile))), 4))
                           for s in k.threats)
            rows.append(HintDiscard(i.tile, i.distance, i.ukeire, (), waits, danger,
                                    float(i.faan)))
        discards = tuple(rows)
    elif action.act in (Act.PONG, Act.CHOW, Act.KONG):
        reason = HintReason.KONG if action.act is Act.KONG else (
            HintReason.PONG_VALUE if action.act is Act.PONG and view.tile in k.seat.value_kinds
            else HintReason.PONG_IMPROVES)
        return Hint(action, given or reason, None, 0, (), (), ())
    elif action.act is Act.PASS:
        reason = HintReason.PASS
    reason = given or reason
    if len(hand) + 3 * len(melds) != 13:
        return Hint(action, reason, None, 0, (), (), (), discards)
    plans = best_plans(k.seat, hand, melds)
    if not plans:
        return Hint(action, reason, None, 0, (), (), (), discards)
    d, _, plan = plans[0]
    uk = plan_ukeire(plan, hand, melds, k.unseen, d)
    improving = []
    for kind in range(34):
        if k.unseen[kind] and group(kind) in plan.groups:
            hand.append(TILES[kind])
            if plan_distance(plan, hand, melds) < d:
                improving.append(TILES[kind])
            hand.pop()
    waits = _wait_infos(k, hand) if d == 0 else ()
    return Hint(action, reason, d, uk, tuple(improving), waits, (), discards)
