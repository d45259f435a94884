"""Hints for the human player, from the strong bot's own brain: the suggested action, why
(a reason id the GUI translates), and the numbers behind it: shanten, ukeire, the waits with
their unseen copies and value, and the danger of the tile against each opponent (0..1).

``hint(view, legal)`` reads only the seat's view, like a bot, and asks ``judge.judge``: the
strong bot's own decision there, its search seeded from the position (deterministic).
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_gui.bots import brain, reading
from mahjong_gui.bots.brain import Knowledge
from mahjong_gui.bots.family_parts import BotFamily
from mahjong_gui.bots.hint_types import DiscardInfo, Hint, WaitInfo
from mahjong_gui.bots.judge import judge
from mahjong_gui.bots.levels import kong_meld
from mahjong_gui.bots.strong import Decision, HintReason, pick
from mahjong_gui.engine import analysis
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView

__all__ = ["DiscardInfo", "Hint", "HintReason", "WaitInfo", "hint", "hint_for"]


def _dangers(k: Knowledge, opps: Sequence[reading.Opponent],
             t: Tile) -> tuple[tuple[int, float], ...]:
    return tuple((o.seat, round(reading.danger(k, o, t), 4)) for o in opps)


def _waits(k: Knowledge, hand: Sequence[Tile], melds: Sequence[Meld]) -> tuple[WaitInfo, ...]:
    ws = brain.wait_values(k.profile, hand, melds, k.void, k.unseen)
    return tuple(WaitInfo(w.tile, w.unseen, w.value, w.self_draw) for w in ws)


def _discard_infos(k: Knowledge, opps: Sequence[reading.Opponent], legal: Sequence[Action],
                   scores: dict[Tile, float]) -> tuple[DiscardInfo, ...]:
    allowed = {a.tile for a in legal if a.act is Act.DISCARD}
    out = []
    for o in analysis.discards(k.hand, k.melds, k.void, k.visible):
        if o.tile not in allowed:
            continue
        rest = brain.remove(k.hand, o.tile)
        waits = _waits(k, rest, k.melds) if o.shanten == 0 else ()
        out.append(DiscardInfo(o.tile, o.shanten, o.ukeire, o.kinds, waits,
                               _dangers(k, opps, o.tile), round(scores.get(o.tile, 0.0), 4)))
    return tuple(out)


def hint(view: SeatView, legal: tuple[Action, ...], *, search: bool = True,
         seed: int = 0) -> Hint:
    """What the strong bot would do here, why, and the numbers behind it (``search=False``:
    its choice without the search; ``seed``: the Hong Kong brain's)."""
    family = _family(view)
    if family is not None:
        return family.hint(view, legal, seed)
    decision = judge(view, legal, use_search=search).decision
    assert decision is not None  # the Sichuan brain gives its reasons
    return _sichuan_numbers(view, legal, decision.action, decision.reason, decision)


def hint_for(view: SeatView, legal: tuple[Action, ...], action: Action,
             reason: HintReason) -> Hint:
    """The hint's numbers for ``action`` (any legal one, such as the review's best), with the
    reason given: the shape, waits and danger after it, and every legal discard's."""
    family = _family(view)
    if family is not None:
        return family.hint_for(view, legal, action, reason)
    return _sichuan_numbers(view, legal, action, reason, None)


def _sichuan_numbers(view: SeatView, legal: tuple[Action, ...], action: Action,
                     reason: HintReason, decision: Decision | None) -> Hint:
    """The numbers behind ``action``; ``decision``: the strong bot's, when ``action`` is its
    (its discard scores and the discard its pong leads to)."""
    if action.act in (Act.EXCHANGE, Act.VOID):
        return Hint(action, reason, None, 0, (), (), ())
    if action.act is Act.WIN:
        return Hint(action, reason, -1, 0, (), (), ())
    k = brain.knowledge(view)
    opps = reading.read_table(k)
    hand: list[Tile] = list(k.hand)
    melds: tuple[Meld, ...] = k.melds
    thrown: Tile | None = None
    discards: tuple[DiscardInfo, ...] = ()
    if action.act is Act.DISCARD:
        assert action.tile is not None
        thrown = action.tile
        hand.remove(thrown)
        scores = ({c.tile: c.score for c in decision.candidates}
                  if decision is not None else {})
        discards = _discard_infos(k, opps, legal, scores)
    elif action.act is Act.PONG:
        assert action.tile is not None
        hand = brain.remove(k.hand, action.tile, 2)
        melds = (*k.melds, Meld(MeldKind.PONG, action.tile))
        if decision is not None and decision.candidates:  # the discard the pong leads to
            thrown = pick(k, list(decision.candidates)).tile
        elif decision is None and len(hand) + 3 * len(melds) == 14:
            held_void = [t for t in hand if t < 27 and "mps"[t // 9] == k.void]
            thrown = analysis.discards(hand, melds, k.void, k.visible, details=False,
                                       only=held_void or None)[0].tile
        if thrown is not None:
            hand.remove(thrown)
    elif action.act is Act.KONG:
        assert action.tile is not None
        hand, melds = brain.kong_result(k, action.tile, kong_meld(action.kong))
    if len(hand) + 3 * len(melds) != 13:
        return Hint(action, reason, None, 0, (), (), (), discards)
    sh = brain.shanten(hand, melds, k.void)
    uk, improving = analysis.ukeire(hand, melds, k.void, k.visible)
    waits = _waits(k, hand, melds) if sh == 0 else ()
    danger = _dangers(k, opps, thrown) if thrown is not None else ()
    return Hint(action, reason, sh, uk, improving, waits, danger, discards)


def _family(view: SeatView) -> BotFamily | None:
    """The view's rule family's own bots, None for the Sichuan ones of this module."""
    from mahjong_gui.bots.family import BOT_FAMILIES  # loaded with the first family's game

    return BOT_FAMILIES.get(brain.profile_of(view).family)
