"""The Hong Kong brain of the bots and the hints (docs/rules.md §3, §3.1).

A Hong Kong win must reach the table minimum (3 faan by default), so the bot does not simply
complete any shape: it keeps a set of *plans* (one suit with honours, one suit alone, all
pongs, or a free hand when its dragon and wind pongs, bonus tiles and a concealed hand already
give enough faan), and measures every hand by the nearest plan that can still reach the
minimum. Discards, chows, pongs and kongs are judged by what they do to that distance and then
by the plan's improving tiles; a player who looks ready is defended against.

Everything here reads only a ``SeatView``. The modules: ``plans`` (the plans and a seat's
faan), ``seen`` (what a seat knows, safety), ``turns`` (a turn's discards measured),
``brain`` (``HKBrain``: the easy and normal levels, calls), ``strong`` (``StrongHKBrain``).
"""

from __future__ import annotations

from mahjong_gui.bots.hongkong.brain import (
    _KONG_MELD,
    _WAIT_PAYS,
    HKBrain,
    _take,
    _wait_pays,
    after_call,
    after_own_kong,
    wait_pays,
)
from mahjong_gui.bots.hongkong.plans import (
    _ANKONG,
    _CHOW,
    _CHOW_ACT,
    _DISCARD,
    _DRAGONS,
    _GROUP,
    _KONG,
    _KONG_EXPOSED,
    _NEAR,
    _PASS,
    _PONG,
    _PONG_ACT,
    _PONG_GROUPS,
    _ROW_FAAN,
    _SHAPE_GROUPS,
    _WIN,
    ALL_GROUPS,
    PLANS,
    Hand,
    Plan,
    Seat,
    _isolation,
    _kind_faan,
    _pong_formula,
    _profile,
    best_plans,
    distance,
    group,
    pair_hope,
    plan_distance,
    plan_faan,
    plan_improving,
    plan_ukeire,
    pong_shanten,
    row_faan,
    seat_of,
    value_pongs,
)
from mahjong_gui.bots.hongkong.seen import (
    _KNOWLEDGE,
    _MELDS_READ,
    _NO_MELDS_READ,
    _RIVERS,
    _SEATS,
    HKKnowledge,
    _melds_read,
    _melds_threat,
    _no_threat,
    _unseen,
    flush_suit,
    knowledge,
    safeties,
    safety,
)
from mahjong_gui.bots.hongkong.strong import (
    _CHANCES,
    _TARGET,
    CALL_MARGIN,
    THREAT,
    StrongHKBrain,
    _chance,
    _draws_left,
    _win_value,
)
from mahjong_gui.bots.hongkong.turns import (
    _DISCARD_INFO,
    _ENTRIES,
    _KEYED,
    _KEYED_LIMIT,
    _NEAREST,
    _ORDER_TUPLES,
    _ORDERS,
    _ORDERS_LIMIT,
    _PLAN_KEY,
    Each,
    HandCounts,
    HKDiscard,
    Row,
    TurnPlans,
    _best_row,
    _nearest,
    _plans_each,
    _rows_of_14,
    discard_infos,
    discard_rows,
)

__all__ = [
    "ALL_GROUPS", "CALL_MARGIN", "Each", "HKBrain", "HKDiscard", "HKKnowledge", "Hand",
    "HandCounts", "PLANS", "Plan", "Row", "Seat", "StrongHKBrain", "THREAT", "TurnPlans", "_ANKONG",
    "_CHANCES", "_CHOW", "_CHOW_ACT", "_DISCARD", "_DISCARD_INFO", "_DRAGONS",
    "_ENTRIES", "_GROUP", "_KEYED", "_KEYED_LIMIT", "_KNOWLEDGE", "_KONG", "_KONG_EXPOSED",
    "_KONG_MELD", "_MELDS_READ", "_NEAR", "_NEAREST", "_NO_MELDS_READ", "_ORDERS",
    "_ORDERS_LIMIT", "_ORDER_TUPLES", "_PASS", "_PLAN_KEY", "_PONG", "_PONG_ACT", "_PONG_GROUPS",
    "_RIVERS", "_ROW_FAAN", "_SEATS", "_SHAPE_GROUPS", "_TARGET", "_WAIT_PAYS",
    "_WIN", "_best_row", "_chance", "_draws_left", "_isolation", "_kind_faan", "_melds_read",
    "_melds_threat", "_nearest", "_no_threat", "_plans_each", "_pong_formula", "_profile",
    "_rows_of_14", "_take", "_unseen", "_wait_pays", "_win_value", "after_call", "after_own_kong",
    "best_plans", "discard_infos", "discard_rows", "distance", "flush_suit", "group", "knowledge",
    "pair_hope", "plan_distance", "plan_faan", "plan_improving", "plan_ukeire", "pong_shanten",
    "row_faan", "safeties", "safety", "seat_of", "value_pongs", "wait_pays",
]
