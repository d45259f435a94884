"""The four Sichuan Bloody profiles (docs/rules.md §2): mil, mahjchina, competition, majsoul.

Choices made where docs/rules.md and the sources are silent (also listed on the rule pages):

* majsoul and mahjchina keep the kong money when the next discard is won on (kong discard);
  only mil refunds it, and competition only after a robbed kong made on a kong replacement.
* mahjchina accepts the heavenly and earthly events but scores nothing for them
  (docs/rules.md §2.3).
* A competition false win is the only penalty with money; the other profiles refuse one.
* A dead hand (scorebook only) cannot win and settles at the wall's end as not ready.
* majsoul's "last tile" bonus is one row for the last tile drawn or discarded on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mahjong_gui.engine.rules.base import (
    HandFacts,
    KongDiscardRule,
    Op,
    PatternId,
    PatternRow,
    PigRule,
    Profile,
)

P = PatternId


Pred = Callable[[HandFacts], bool]


def _once(pred: Pred) -> Callable[[HandFacts], int]:
    return lambda f: 1 if pred(f) else 0


def _shape(pid: PatternId, value: int, pred: Pred, op: Op = Op.ADD,
           replaces: tuple[PatternId, ...] = (), uses_roots: int = 0) -> PatternRow:
    """A hand-shape row: it replaces the plain win whenever it applies."""
    return PatternRow(pid, value, _once(pred), op, frozenset((P.PLAIN_WIN, *replaces)),
                      uses_roots, True)


def _event(pid: PatternId, value: int, pred: Pred, op: Op = Op.ADD) -> PatternRow:
    return PatternRow(pid, value, _once(pred), op, frozenset(), 0, False)


def _dragon(f: HandFacts) -> bool:
    return f.seven_pairs and f.fours_in_hand > 0


def _plain(op: Op, value: int) -> PatternRow:
    return PatternRow(P.PLAIN_WIN, value, lambda f: 1, op, frozenset(), 0, True)


def _roots(op: Op) -> PatternRow:
    return PatternRow(P.ROOT, 2 if op is Op.DOUBLE else 1, lambda f: f.roots, op,
                      frozenset(), 0, False)


def _last_draw(f: HandFacts) -> bool:
    return f.last_tile and f.self_draw


def _last_discard(f: HandFacts) -> bool:
    return f.last_tile and not f.self_draw


def _robbing(f: HandFacts) -> bool:
    # docs/rules.md §2.1: a robbed kong made right after a kong replacement scores as kong discard.
    return f.robbed and not f.kong_discard


# docs/rules.md §2.2: fan add up, cap 3 fan.
_FAN_TABLE: tuple[PatternRow, ...] = (
    _plain(Op.ADD, 0),
    _shape(P.ALL_PONGS, 1, lambda f: f.all_pongs),
    _shape(P.PURE_ONE_SUIT, 2, lambda f: f.pure),
    _shape(P.SEVEN_PAIRS, 2, lambda f: f.seven_pairs),
    _shape(P.GOLDEN_HOOK, 2, lambda f: f.golden_hook, replaces=(P.ALL_PONGS,)),
    _shape(P.DRAGON_SEVEN_PAIRS, 3, _dragon, replaces=(P.SEVEN_PAIRS,), uses_roots=1),
    _roots(Op.ADD),
    _event(P.LAST_TILE_DRAW, 1, _last_draw),
    _event(P.LAST_TILE_DISCARD, 1, _last_discard),
    _event(P.KONG_DISCARD, 1, lambda f: f.kong_discard),
    _event(P.ROBBING_KONG, 1, _robbing),
    _event(P.KONG_BLOOM, 2, lambda f: f.kong_bloom),
    _event(P.HEAVENLY, 3, lambda f: f.heavenly),
    _event(P.EARTHLY, 3, lambda f: f.earthly),
)

# docs/rules.md §2.3: the best base, doubled per root (cap 8), then doubled per event.
_BASE_TABLE: tuple[PatternRow, ...] = (
    _plain(Op.MAIN, 1),
    _shape(P.ALL_PONGS, 2, lambda f: f.all_pongs, Op.MAIN),
    _shape(P.PURE_ONE_SUIT, 4, lambda f: f.pure, Op.MAIN),
    _shape(P.GOLDEN_HOOK, 4, lambda f: f.golden_hook, Op.MAIN),
    _shape(P.SEVEN_PAIRS, 4, lambda f: f.seven_pairs, Op.MAIN),
    _shape(P.DRAGON_SEVEN_PAIRS, 4, _dragon, Op.MAIN),
    _shape(P.PURE_ALL_PONGS, 8, lambda f: f.pure and f.all_pongs, Op.MAIN),
    _shape(P.PURE_GOLDEN_HOOK, 8, lambda f: f.pure and f.golden_hook, Op.MAIN),
    _shape(P.PURE_SEVEN_PAIRS, 8, lambda f: f.pure and f.seven_pairs, Op.MAIN),
    _roots(Op.DOUBLE),
    _event(P.KONG_BLOOM, 2, lambda f: f.kong_bloom, Op.DOUBLE),
    _event(P.KONG_DISCARD, 2, lambda f: f.kong_discard, Op.DOUBLE),
    _event(P.ROBBING_KONG, 2, _robbing, Op.DOUBLE),
    _event(P.LAST_TILE_DRAW, 2, _last_draw, Op.DOUBLE),
    _event(P.LAST_TILE_DISCARD, 2, _last_discard, Op.DOUBLE),
)

# docs/rules.md §2.4: the single best main pattern, +1 han per bonus, cap 6 han.
_HAN_TABLE: tuple[PatternRow, ...] = (
    _plain(Op.MAIN, 1),
    _shape(P.ALL_PONGS, 2, lambda f: f.all_pongs, Op.MAIN),
    _shape(P.PURE_ONE_SUIT, 3, lambda f: f.pure, Op.MAIN),
    _shape(P.SEVEN_PAIRS, 3, lambda f: f.seven_pairs, Op.MAIN),
    _shape(P.TERMINALS, 3, lambda f: f.regular and f.terminals, Op.MAIN),
    _shape(P.GOLDEN_HOOK, 3, lambda f: f.golden_hook, Op.MAIN),
    _shape(P.PURE_ALL_PONGS, 4, lambda f: f.pure and f.all_pongs, Op.MAIN),
    _shape(P.TWO_FIVE_EIGHT, 4, lambda f: f.all_pongs and f.two_five_eight, Op.MAIN),
    _shape(P.DRAGON_SEVEN_PAIRS, 4, _dragon, Op.MAIN, uses_roots=1),
    _shape(P.PURE_SEVEN_PAIRS, 5, lambda f: f.pure and f.seven_pairs, Op.MAIN),
    _shape(P.PURE_TERMINALS, 5, lambda f: f.pure and f.regular and f.terminals, Op.MAIN),
    _shape(P.PURE_GOLDEN_HOOK, 5, lambda f: f.pure and f.golden_hook, Op.MAIN),
    _shape(P.HEAVENLY, 6, lambda f: f.heavenly, Op.MAIN),
    _shape(P.EARTHLY, 6, lambda f: f.earthly, Op.MAIN),
    _shape(P.PURE_DRAGON_SEVEN_PAIRS, 6, lambda f: f.pure and _dragon(f), Op.MAIN, uses_roots=1),
    _shape(P.EIGHTEEN_ARHATS, 6, lambda f: f.kongs == 4, Op.MAIN, uses_roots=4),
    _shape(P.PURE_EIGHTEEN_ARHATS, 6, lambda f: f.pure and f.kongs == 4, Op.MAIN, uses_roots=4),
    _roots(Op.ADD),
    _event(P.KONG_BLOOM, 1, lambda f: f.kong_bloom),
    _event(P.KONG_DISCARD, 1, lambda f: f.kong_discard),
    _event(P.ROBBING_KONG, 1, _robbing),
    _event(P.LAST_TILE, 1, lambda f: f.last_tile),
)

_COMMON: dict[str, Any] = dict(
    pass_restrictions=False, exchange_three=False, start_score=0, hands_per_game=8, games=1,
    kong_bloom_feeder_pays=False, pig_is_void_tile=False, refund_to_all_payers=False,
    refund_by_all_in=False, pig_pays_all_others=False, events_capped=False,
    false_win_penalty=0, added_kong_immediate_only=False, earthly_self_draw_only=False,
    rank_points=False, ends_below_zero=False, robbed_next_after_declarer=False,
    winning_hands_face_down=False,
)

MIL = Profile(
    id="mil", name="MIL Bloody Mahjong (Sichuan Bloody Rules)", unit="fan",
    patterns=_FAN_TABLE, cap=3, main_best=False, self_draw_bonus=1,
    kong_exposed=2, kong_added=1, kong_concealed=2, kong_discard_rule=KongDiscardRule.REFUND,
    pig_rule=PigRule.PENALTY, pig_amount=48,
    option_choices={"hands": ()}, options={"hands": "8"},
    **_COMMON,
)
"""MIL (the MIL introduction): fan sum capped at 3, no pass restrictions, a 48-point pig
penalty that
nobody receives, and the kong money refunded when the next discard is won on."""

COMPETITION = Profile(
    id="competition", name="Sichuan Competition (三番封顶, game points)", unit="fan",
    patterns=_FAN_TABLE, cap=3, main_best=False, self_draw_bonus=1,
    kong_exposed=2, kong_added=1, kong_concealed=2,
    kong_discard_rule=KongDiscardRule.KEEP_REFUND_IF_ROBBED, pig_rule=PigRule.PAY_ALL_REFUND_KONGS,
    pig_amount=8, option_choices={"hands": (), "games": ()},
    options={"hands": "8", "games": "1"},
    **{**_COMMON, "pass_restrictions": True, "kong_bloom_feeder_pays": True,
       "added_kong_immediate_only": True, "false_win_penalty": 8, "rank_points": True},
)
"""Competition (the competition rules): fan sum capped at 3 (8 = full), 过胡/过碰, an added kong
pays only when made at once, the feeder of an exposed kong alone pays for its kong bloom, no
transfer of kong money on a kong discard, a pig pays 8 to all three others, games of 8 hands
with rank points 4/3/2/1, and a false win costing 8 per other player still in."""

MAHJCHINA = Profile(
    id="mahjchina", name="mahjchina Sichuan Bloody (room options)", unit="base",
    patterns=_BASE_TABLE, cap=8, main_best=True, self_draw_bonus=1,
    kong_exposed=2, kong_added=1, kong_concealed=2, kong_discard_rule=KongDiscardRule.KEEP,
    pig_rule=PigRule.PAY_RECEIVERS, pig_amount=8,
    option_choices={
        "cap": ("base-then-events", "events-inside"),
        "refund_by": ("not-ready", "all-in"),
        "refund_to": ("payers-in", "all-payers"),
        "pig_pays": ("in-non-pig", "all-others"),
        "hands": (),
    },
    options={"cap": "base-then-events", "refund_by": "not-ready", "refund_to": "payers-in",
             "pig_pays": "in-non-pig", "hands": "8"},
    **{**_COMMON, "pass_restrictions": True},
)
"""mahjchina (the mahjchina guide): the best base value, doubled per root and capped at 8, then
doubled per event; 过胡/过碰; four room options (cap, refund_by, refund_to, pig_pays) whose
first choices are the defaults; rooms of 8 hands by default."""

MAJSOUL = Profile(
    id="majsoul", name="Mahjong Soul Bloodshed Skirmish (赤血の戦)", unit="han",
    patterns=_HAN_TABLE, cap=6, main_best=True, self_draw_bonus=1000,
    kong_exposed=2000, kong_added=1000, kong_concealed=2000, kong_discard_rule=KongDiscardRule.KEEP,
    pig_rule=PigRule.PAY_IN_MAX, pig_amount=8000,
    **{**_COMMON, "exchange_three": True, "start_score": 50000,
       "hands_per_game": 4, "added_kong_immediate_only": True, "pig_is_void_tile": True,
       "refund_to_all_payers": True, "earthly_self_draw_only": True, "ends_below_zero": True,
       "robbed_next_after_declarer": True, "winning_hands_face_down": True},
)
"""Mahjong Soul (the Mahjong Soul mode's wiki page): exchange three, the single best main
pattern plus one han per
bonus (cap 6 han, 1,000 x 2^(han-1)), tsumo +1,000 from each, 50,000 start, 4 hands, the
match ends at once when a score goes below 0."""

SICHUAN_PROFILES: tuple[Profile, ...] = (MIL, MAHJCHINA, COMPETITION, MAJSOUL)
