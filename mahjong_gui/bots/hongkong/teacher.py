"""The teacher at a Hong Kong table (``bots/table_hints.py`` asks it through the family's
``BotFamily``): the waits and what each pays, the seats read as threats, and each kind's
danger by the brain's own measure."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from mahjong_gui.bots.family_parts import Teacher
from mahjong_gui.bots.hint_types import WaitInfo
from mahjong_gui.bots.hongkong.brain import wait_pays
from mahjong_gui.bots.hongkong.seen import knowledge, safety
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView


def _waits(view: SeatView, hand: Sequence[Tile], melds: Sequence[Meld]
           ) -> tuple[WaitInfo, ...]:
    k = knowledge(view)
    k = dataclasses.replace(k, melds=tuple(melds))
    return tuple(WaitInfo(w, k.unseen[w], on_discard, on_self)
                 for w, on_discard, on_self in wait_pays(k, hand))


def _threats(view: SeatView) -> tuple[int, ...]:
    return knowledge(view).threats


def _dangers(view: SeatView) -> dict[Tile, tuple[tuple[int, float], ...]]:
    # The Hong Kong brain's own measure (as in its hints): 1 / (1 + safety), per threat.
    k = knowledge(view)
    out: dict[Tile, tuple[tuple[int, float], ...]] = {}
    for t in sorted(set(view.hand)):
        out[t] = tuple(
            (s, round(min(1.0, 1.0 / (1.0 + safety(
                dataclasses.replace(k, threats=(s,)), t))), 4)) for s in k.threats)
    return out if k.threats else {}


# docs/rules.md §3: a drawn Hong Kong hand pays nothing.
TEACHER = Teacher(_waits, _threats, _dangers, wall_end_pays=False, danger_is_chance=False,
                  full=1.0)
