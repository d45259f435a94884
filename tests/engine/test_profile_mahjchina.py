"""mahjchina rules (docs/rules.md §2, §2.3, §2.5, §2.6, §4 examples 1-2): single wins and
whole ledgers."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from mahjong_gui.engine import tiles
from mahjong_gui.engine.common import Invalid, NotWin, Payment, Reason, WinType, deltas
from mahjong_gui.engine.ledger import read_session, settle_session
from mahjong_gui.engine.melds import parse_meld
from mahjong_gui.engine.rules import Op, OptionError, PatternId, Profile, get_profile
from mahjong_gui.engine.scoring import Score, Situation, WinEvent, score_hand
from mahjong_gui.engine.settlement import win_payments

P = PatternId
ALL = frozenset({0, 1, 2, 3})
KB, KD, LT = WinEvent.KONG_BLOOM, WinEvent.KONG_DISCARD, WinEvent.LAST_TILE
INSIDE = {"cap": "events-inside"}


def _sit(win: WinType = WinType.SELF, seat: int = 0, discarder: int | None = None,
         in_seats: frozenset[int] = ALL, void: str | None = None,
         events: frozenset[WinEvent] = frozenset(), dealer: int = 0,
         kong_feeder: int | None = None) -> Situation:
    return Situation(win=win, seat=seat, discarder=discarder, dealer=dealer, in_seats=in_seats,
                     void=void, events=events, kong_feeder=kong_feeder)


def _self(seat: int = 0, **kw: Any) -> Situation:
    return _sit(WinType.SELF, seat, None, **kw)


def _discard(discarder: int, seat: int = 0, **kw: Any) -> Situation:
    return _sit(WinType.DISCARD, seat, discarder, **kw)


def _robbed(declarer: int, seat: int = 0, **kw: Any) -> Situation:
    return _sit(WinType.ROBBED, seat, declarer, **kw)


def _score(hand: str, melds: tuple[str, ...], situation: Situation,
           options: dict[str, str] | None = None) -> tuple[Profile, Score | NotWin | Invalid]:
    profile = get_profile("mahjchina", options)
    result = score_hand(profile, tiles.parse(hand), tuple(parse_meld(m) for m in melds),
                        situation)
    return profile, result


# --- single wins: value paid by a discarder, and the four seats' deltas -----------------------
# Player 1/2/3 of the mahjchina guide are the seats after the winner; the winner is seat 0
# unless stated.

SINGLE_WINS = [
    # docs/rules.md §4 example 1 (all four parts; the tile-count part is in test_invalid below)
    pytest.param("123456m234p789p55m", (), _self(void="s"), None, 1, [6, -2, -2, -2],
                 id="ex1_plain_self_draw_dealer"),  # plain 1, no root; 3 payers x (1+1)
    pytest.param("123456m234p789p55m", (), _discard(1, void="s"), None, 1, [1, -1, 0, 0],
                 id="ex1_plain_discard_from_player1"),  # discarder (seat 1) pays 1
    pytest.param("123456m234p789p55m", (), _self(void="s", in_seats=frozenset({0, 1, 2})),
                 None, 1, [4, -2, -2, 0],
                 id="ex1_plain_self_draw_player3_out"),  # 2 payers still in x (1+1)
    # docs/rules.md §4 example 2
    pytest.param("111m222m333p444p55m", (), _self(), None, 2, [9, -3, -3, -3],
                 id="ex2_all_pongs_self_draw"),  # all pongs 2, no root; 3 x (2+1)
    pytest.param("111m222m333p444p55m", (), _discard(3), None, 2, [2, 0, 0, -2],
                 id="all_pongs_discard"),  # all pongs 2, seat 3 pays 2
    # base 4 patterns
    pytest.param("123m456m789m234m55m", (), _discard(2), None, 4, [4, 0, -4, 0],
                 id="pure_one_suit_discard"),  # pure one suit 4, no kind held 4 times
    pytest.param("123m456m789m234m55m", (), _self(), None, 4, [15, -5, -5, -5],
                 id="pure_one_suit_self_draw"),  # 4; 3 x (4+1)
    pytest.param("5m5m", ("pong:1m", "pong:2m", "pong:3p", "pong:4p"), _discard(3), None, 4,
                 [4, 0, 0, -4], id="golden_hook_discard"),  # golden hook 4 (not all pongs 2)
    pytest.param("113355m224466p77m", (), _self(), None, 4, [15, -5, -5, -5],
                 id="seven_pairs_self_draw"),  # seven pairs 4, no root; 3 x (4+1)
    pytest.param("1111m33m55m22p44p66p", (), _discard(1), None, 8, [8, -8, 0, 0],
                 id="dragon_seven_pairs_root_doubles"),  # dragon 4, its 1m root x2 = 8
    pytest.param("1111m55m2222p44p66p", (), _self(), None, 8, [27, -9, -9, -9],
                 id="dragon_seven_pairs_two_roots_capped"),  # 4 x2 x2 = 16 -> cap 8; 3 x 9
    # base 8 patterns
    pytest.param("111m333m555m777m99m", (), _discard(1), None, 8, [8, -8, 0, 0],
                 id="pure_all_pongs_discard"),  # pure all pongs 8
    pytest.param("111m333m555m777m99m", (), _self(), None, 8, [27, -9, -9, -9],
                 id="pure_all_pongs_self_draw"),  # 8; 3 x (8+1)
    pytest.param("9m9m", ("pong:1m", "pong:3m", "pong:5m", "pong:7m"), _discard(2), None, 8,
                 [8, 0, -8, 0], id="pure_golden_hook_discard"),  # pure golden hook 8
    pytest.param("1122445577889m9m", (), _self(), None, 8, [27, -9, -9, -9],
                 id="pure_seven_pairs_self_draw"),  # pure seven pairs 8 (no regular reading)
    # roots double, capped at 8
    pytest.param("111m123m456p789p55m", (), _discard(1), None, 2, [2, -2, 0, 0],
                 id="plain_concealed_root"),  # plain 1, 1m x4 -> x2 = 2
    pytest.param("123m456m234p55m", ("kong:9p",), _self(), None, 2, [9, -3, -3, -3],
                 id="plain_kong_root_self_draw"),  # plain 1 x2 (9p kong) = 2; 3 x (2+1)
    pytest.param("111m123m456m789m55m", (), _discard(2), None, 8, [8, 0, -8, 0],
                 id="pure_one_suit_root"),  # pure one suit 4 x2 (1m) = 8
    pytest.param("5m5m", ("pong:1m", "pong:2m", "pong:3p", "kong:4p"), _discard(1), None, 8,
                 [8, -8, 0, 0], id="golden_hook_with_kong_root"),  # golden hook 4 x2 = 8
    pytest.param("333m444p55m", ("kong:1m", "kong:2p"), _discard(3), None, 8, [8, 0, 0, -8],
                 id="all_pongs_two_roots"),  # all pongs 2 x2 x2 = 8
    pytest.param("333m55m", ("kong:1m", "kong:2p", "ankong:6p"), _discard(1), None, 8,
                 [8, -8, 0, 0], id="all_pongs_three_roots_capped"),  # 2 x8 = 16 -> cap 8
    pytest.param("123s456s55s78s6s", ("ankong:9s",), _self(), None, 8, [27, -9, -9, -9],
                 id="pure_one_suit_kong_root_self_draw"),  # 4 x2 (9s) = 8; 3 x (8+1)
    # events double, each once (default cap: base capped first, then events)
    pytest.param("123m456m234p55m", ("ankong:9p",), _self(events=frozenset({KB})), None, 4,
                 [15, -5, -5, -5], id="kong_bloom"),  # plain 1 x2 root x2 bloom = 4; 3 x 5
    pytest.param("123m456m234p55m", ("kong:9p",),
                 _self(events=frozenset({KB}), kong_feeder=2), None, 4, [15, -5, -5, -5],
                 id="kong_bloom_after_exposed_kong_is_normal_self_draw"),  # all pay 4+1
    pytest.param("123456m234p789p55m", (), _discard(2, events=frozenset({KD})), None, 2,
                 [2, 0, -2, 0], id="kong_discard"),  # plain 1 x2 = 2
    pytest.param("123m456m789m11p45p6p", (), _robbed(3), None, 2, [2, 0, 0, -2],
                 id="robbing_the_kong"),  # plain 1 x2 = 2; the declarer pays as a discard
    pytest.param("123m456m789m11p45p6p", (), _robbed(3, events=frozenset({KD})), None, 2,
                 [2, 0, 0, -2], id="robbed_kong_after_kong_counts_once"),  # kong discard only
    pytest.param("123456m234p789p55m", (), _self(events=frozenset({LT})), None, 2,
                 [9, -3, -3, -3], id="last_tile_by_draw"),  # plain 1 x2 = 2; 3 x (2+1)
    pytest.param("123456m234p789p55m", (), _discard(1, events=frozenset({LT})), None, 2,
                 [2, -2, 0, 0], id="last_tile_by_discard"),  # plain 1 x2 = 2
    pytest.param("123456m234p789p55m", (), _discard(1, events=frozenset({KD, LT})), None, 4,
                 [4, -4, 0, 0], id="kong_discard_and_last_discard_stack"),  # 1 x2 x2 = 4
    pytest.param("123m456m234p55m", ("ankong:9p",), _self(events=frozenset({KB, LT})), None,
                 8, [27, -9, -9, -9],
                 id="kong_bloom_on_last_tile_scores_both"),  # 1 x2 root x2 x2 = 8; 3 x 9
    # heavenly and earthly score nothing
    pytest.param("123456m234p789p55m", (), _self(events=frozenset({WinEvent.HEAVENLY})), None, 1,
                 [6, -2, -2, -2], id="heavenly_scores_nothing"),  # still plain 1
    pytest.param("111m333m555m777m99m", (), _self(events=frozenset({WinEvent.HEAVENLY})), None,
                 8, [27, -9, -9, -9], id="heavenly_pure_all_pongs_still_8"),
    pytest.param("123456m234p789p55m", (), _self(1, events=frozenset({WinEvent.EARTHLY})), None,
                 1, [-2, 6, -2, -2], id="earthly_scores_nothing"),  # seat 1's first draw
    # the cap option both ways
    pytest.param("333m55m", ("kong:1m", "kong:2p", "ankong:6p"),
                 _discard(1, events=frozenset({KD})), None, 16, [16, -16, 0, 0],
                 id="cap_base_then_events_capped_8_event_16"),  # 16 -> cap 8, then x2 = 16
    pytest.param("333m55m", ("kong:1m", "kong:2p", "ankong:6p"),
                 _discard(1, events=frozenset({KD})), INSIDE, 8, [8, -8, 0, 0],
                 id="cap_events_inside_stays_8"),  # 2 x8 x2 = 32 -> cap 8
    pytest.param("111m333m555m99m", ("ankong:7m",), _self(events=frozenset({KB})), None, 16,
                 [51, -17, -17, -17],
                 id="cap_base_then_events_kong_bloom_self_draw"),  # 8 x2 -> 8, x2 = 16; 17 each
    pytest.param("111m333m555m99m", ("ankong:7m",), _self(events=frozenset({KB})), INSIDE, 8,
                 [27, -9, -9, -9], id="cap_events_inside_kong_bloom_self_draw"),  # 8; 9 each
    pytest.param("333m444p666p55m", ("kong:1m",), _discard(2, events=frozenset({KD, LT})),
                 None, 16, [16, 0, -16, 0],
                 id="cap_base_then_events_two_events"),  # all pongs 2 x2 = 4, x2 x2 = 16
    pytest.param("333m444p666p55m", ("kong:1m",), _discard(2, events=frozenset({KD, LT})),
                 INSIDE, 8, [8, 0, -8, 0], id="cap_events_inside_two_events"),  # 16 -> cap 8
    pytest.param("123456m234p789p55m", (), _discard(2, events=frozenset({KD})), INSIDE, 2,
                 [2, 0, -2, 0], id="cap_events_inside_under_cap_unchanged"),  # 1 x2 = 2
    # self-draw with players out: only players still in pay
    pytest.param("123m456m789m234m55m", (), _self(in_seats=frozenset({0, 2})), None, 4,
                 [5, 0, -5, 0], id="pure_one_suit_self_draw_two_out"),  # 1 payer x (4+1)
    pytest.param("111m222m333p444p55m", (), _self(2, in_seats=frozenset({1, 2, 3})), None, 2,
                 [0, -3, 6, -3], id="all_pongs_self_draw_seat2_dealer_out"),  # 2 x (2+1)
]


@pytest.mark.parametrize(("hand", "melds", "situation", "options", "value", "expected"),
                         SINGLE_WINS)
def test_single_win(hand: str, melds: tuple[str, ...], situation: Situation,
                    options: dict[str, str] | None, value: int, expected: list[int]) -> None:
    profile, score = _score(hand, melds, situation, options)
    assert isinstance(score, Score), score
    assert score.value == value
    assert score.self_draw_value == value + 1
    rows = win_payments(profile, situation, score.value)
    assert all(r.payee is not None for r in rows)
    assert deltas(rows) == expected
    assert sum(expected) == 0


# --- which base pattern is named, roots counted, cap flags ------------------------------------

PATTERNS = [
    pytest.param("123456m234p789p55m", (), P.PLAIN_WIN, 0, 1, id="plain"),
    pytest.param("111m222m333p444p55m", (), P.ALL_PONGS, 0, 2, id="all_pongs"),
    pytest.param("123m456m789m234m55m", (), P.PURE_ONE_SUIT, 0, 4, id="pure_one_suit"),
    pytest.param("5m5m", ("pong:1m", "pong:2m", "pong:3p", "pong:4p"), P.GOLDEN_HOOK, 0, 4,
                 id="golden_hook"),
    pytest.param("113355m224466p77m", (), P.SEVEN_PAIRS, 0, 4, id="seven_pairs"),
    pytest.param("1111m33m55m22p44p66p", (), P.DRAGON_SEVEN_PAIRS, 1, 8,
                 id="dragon_seven_pairs"),  # 4 x2
    pytest.param("111m333m555m777m99m", (), P.PURE_ALL_PONGS, 0, 8, id="pure_all_pongs"),
    pytest.param("9m9m", ("pong:1m", "pong:3m", "pong:5m", "pong:7m"), P.PURE_GOLDEN_HOOK, 0,
                 8, id="pure_golden_hook"),
    pytest.param("1122445577889m9m", (), P.PURE_SEVEN_PAIRS, 0, 8, id="pure_seven_pairs"),
    pytest.param("333m55m", ("kong:1m", "kong:2p", "ankong:6p"), P.ALL_PONGS, 3, 8,
                 id="all_pongs_three_roots"),  # 2 x2 x2 x2 = 16 -> 8
]


@pytest.mark.parametrize(("hand", "melds", "main", "roots", "value"), PATTERNS)
def test_base_pattern_named(hand: str, melds: tuple[str, ...], main: PatternId, roots: int,
                            value: int) -> None:
    _, score = _score(hand, melds, _discard(1))
    assert isinstance(score, Score), score
    mains = [line.id for line in score.lines if line.op is Op.MAIN]
    assert mains == [main]  # the base is the single best pattern, never a sum
    root_lines = [line.count for line in score.lines if line.id is P.ROOT]
    assert score.roots == roots
    assert sum(root_lines) == roots  # every root doubles (dragon seven pairs' one too)
    assert score.value == value


@pytest.mark.parametrize(("hand", "melds", "options", "units", "capped", "applied"), [
    # all pongs 2 x2^3 = 16 -> 8
    pytest.param("333m55m", ("kong:1m", "kong:2p", "ankong:6p"), None, 16, 8, True,
                 id="three_roots_capped"),
    # all pongs 2 x2 x2 = 8, exactly the cap
    pytest.param("333m444p55m", ("kong:1m", "kong:2p"), None, 8, 8, False,
                 id="two_roots_at_cap"),
    # dragon 4 x2 x2 = 16 -> 8
    pytest.param("1111m55m2222p44p66p", (), None, 16, 8, True, id="dragon_two_roots_capped"),
])
def test_root_cap_flags(hand: str, melds: tuple[str, ...], options: dict[str, str] | None,
                        units: int, capped: int, applied: bool) -> None:
    _, score = _score(hand, melds, _discard(1), options)
    assert isinstance(score, Score), score
    assert (score.units, score.capped, score.cap_applied) == (units, capped, applied)


# --- not wins and input errors ----------------------------------------------------------------


@pytest.mark.parametrize(("hand", "melds", "situation", "reason"), [
    pytest.param("123456m234p789p55m", (), _self(void="p"), "void_suit_in_hand",
                 id="void_suit_still_held"),
    pytest.param("123m456p789s234m55m", (), _self(), "three_suits", id="three_suits"),
    pytest.param("123456m234p789p59m", (), _self(), "not_winning_shape", id="no_shape"),
    pytest.param("123456m234p55m", ("pong:1s",), _self(void="s"), "void_suit_in_hand",
                 id="void_suit_pong"),
])
def test_not_win(hand: str, melds: tuple[str, ...], situation: Situation, reason: str) -> None:
    _, result = _score(hand, melds, situation)
    assert result == NotWin(reason)


@pytest.mark.parametrize(("hand", "melds", "situation", "code"), [
    # docs/rules.md §4 example 1, last part: the hand without its last tile (13 tiles)
    pytest.param("123456m234p789p5m", (), _self(void="s"), "tile_count",
                 id="ex1_thirteen_tiles_tile_count"),
    pytest.param("123456m234p789p5m", (), _discard(1, void="s"), "tile_count",
                 id="ex1_thirteen_tiles_on_discard"),
    pytest.param("123m456m789m55m", ("kong:5m",), _self(), "fifth_copy",
                 id="fifth_copy_with_kong"),
    pytest.param("123456m234p789p11z", (), _self(), "tile_identity", id="honour_tile"),
    pytest.param("123456m234p789p55m", (), _robbed(3), "robbed_tile_held",
                 id="robbed_tile_also_held"),
    pytest.param("123456m234p789p55m", (), _discard(1, events=frozenset({KB})), "bad_event",
                 id="kong_bloom_on_discard"),
    pytest.param("123456m234p789p55m", (), _self(in_seats=frozenset({1, 2, 3})),
                 "winner_not_in", id="winner_already_out"),
    pytest.param("123456m234p789p55m", (), _discard(3, in_seats=frozenset({0, 1, 2})),
                 "discarder_not_in", id="discarder_already_out"),
])
def test_invalid(hand: str, melds: tuple[str, ...], situation: Situation, code: str) -> None:
    _, result = _score(hand, melds, situation)
    assert isinstance(result, Invalid), result
    assert result.code == code


@pytest.mark.parametrize("options", [
    {"cap": "events-outside"}, {"refund_by": "everyone"}, {"refund_to": "winners"},
    {"pig_pays": "nobody"}, {"no_such": "x"},
])
def test_bad_room_option(options: dict[str, str]) -> None:
    with pytest.raises(OptionError):
        get_profile("mahjchina", options)


# --- whole hands through the ledger -----------------------------------------------------------
#
# Hand A (dealer 0): every kind of kong, a kong discard whose money is kept, and a wall end with
#   a ready player (value with a root), a not-ready player and a flower pig; one winner out.
#   e0 seat 1 concealed kong 4p:  seats 0, 2, 3 pay 2 each            [-2, +6, -2, -2]
#   e1 seat 3 added kong 9s (late; mahjchina pays anyway): 0, 1, 2 pay 1 [-1, -1, -1, +3]
#   e2 seat 2 exposed kong 7m fed by seat 3: 3 pays 2                   [0, 0, +2, -2]
#   e3 seat 0 wins on seat 2's discard after that kong (kong discard): plain 1 x2 = 2,
#      the kong money is kept                                           [+2, 0, -2, 0]
#   before the wall end: [-1, +5, -3, -1]
#   e4 wall end, seats 1, 2, 3 in:
#      seat 1 flower pig (m, p, s) with its concealed kong (not ready);
#      seat 2 not ready, exposed kong 7m;
#      seat 3 ready: 111s 222p 33p 55s + added kong 9s waits 3p/5s: all pongs 2 x root 9s = 4.
#      pig 8: in-non-pig -> seats 2, 3; all-others -> seats 0, 2, 3.
#      ready payments: seats 1 and 2 pay seat 3 4 each.
#      refunds: not-ready -> seats 1, 2; all-in -> seats 1, 2, 3.
#        seat 1's kong (0, 2, 3 paid 2): payers-in -> 2, 3; all-payers -> 0, 2, 3.
#        seat 2's kong (3 paid 2) -> 3.   seat 3's kong (0, 1, 2 paid 1): payers-in -> 1, 2.
#
# Hand B (dealer 0): a robbed added kong and a wall end with two pigs.
#   e0 seat 1 robs seat 2's added kong 6p: plain 1 x2 = 2 from seat 2, no kong money [0,+2,-2,0]
#   e1 wall end, seats 0, 2, 3 in: seat 0 ready 11123m456m789m55p, waits 1m (plain 1 x root 1m
#      = 2) and 4m (1): value 2; seats 2 and 3 flower pigs.
#      pigs: in-non-pig: each pays seat 0 8; all-others: each pays 0, 1 and the other pig 8.
#      ready: each pig pays seat 0 2.
#
# Hand C (dealer 1): a multi-winner discard, then a kong bloom after an exposed kong.
#   e0, e1 seat 1's 7m is won by seat 3 (plain 1) and seat 2 (seven pairs 4)  [0, -5, +4, +1]
#   e2 seat 0 exposed kong 9s fed by seat 1: 2                                [+2, -2, 0, 0]
#   e3 seat 0 kong bloom: pure one suit 4 x root 9s = 8, x2 bloom: base-then-events 16, seat 1
#      (the only one still in) pays 17; events-inside 8, pays 9.
#   Next dealer: seat 2, the winner nearest after the discarder (seat 1).
#
# Hand D (dealer 2): no winner; wall end with two ready and two not ready.
#   seat 0 123m456m789m234p5p waits 2p/5p: plain 1; seat 3 1112345678999p: pure one suit 4,
#   with 1p or 9p a root: 8. Seats 1 and 2 each pay 1 + 8.   [+2, -9, -9, +16]; dealer stays 2.

HAND_A: list[dict[str, Any]] = [
    {"type": "kong", "seat": 1, "kind": "concealed"},
    {"type": "kong", "seat": 3, "kind": "added", "immediate": False},
    {"type": "kong", "seat": 2, "kind": "exposed", "from": 3},
    {"type": "win", "seat": 0, "from": 2, "hand": "123456m234p789p55m",
     "events": ["kong-discard"]},
    {"type": "wall_end", "players": {
        "1": {"hand": "123m1p2p9p5678s", "melds": ["ankong:4p"]},
        "2": {"hand": "1359m135799p", "melds": ["kong:7m"]},
        "3": {"hand": "111s222p33p55s", "melds": ["addkong:9s"]}}},
]

HAND_B: list[dict[str, Any]] = [
    {"type": "win", "seat": 1, "from": 2, "robbed": True, "hand": "123m456m789m11p45p6p"},
    {"type": "wall_end", "players": {
        "0": {"hand": "11123m456m789m55p"},
        "2": {"hand": "258m129p1234s", "melds": ["pong:6p"]},
        "3": {"hand": "1479m258p369s147s"}}},
]

HAND_C: list[dict[str, Any]] = [
    {"type": "win", "seat": 3, "from": 1, "hand": "11m56m123p456p789p7m"},
    {"type": "win", "seat": 2, "from": 1, "hand": "113355m224466p77m"},
    {"type": "kong", "seat": 0, "kind": "exposed", "from": 1},
    {"type": "win", "seat": 0, "hand": "123s456s55s78s6s", "melds": ["kong:9s"],
     "events": ["kong-bloom"]},
]

HAND_D: list[dict[str, Any]] = [
    {"type": "wall_end", "players": {
        "0": {"hand": "123m456m789m234p5p"},
        "1": {"hand": "13579m12345678p"},
        "2": {"hand": "124578m124578s9s"},
        "3": {"hand": "1112345678999p"}}},
]


def _session(options: dict[str, str]) -> dict[str, Any]:
    return {"rules": "mahjchina", "players": ["東", "南", "西", "北"], "dealer": 0,
            "options": options,
            "hands": [{"events": h} for h in (HAND_A, HAND_B, HAND_C, HAND_D)]}


# before the wall [-1,+5,-3,-1] + wall [0,-24,+4,+20]: pig 1->2, 1->3 (8 each); ready 1->3,
# 2->3 (4 each); refunds 1->2, 1->3 (2 each), 2->3 (2)
A_DEFAULT = [-1, -19, 1, 19]
B_DEFAULT = [20, 2, -12, -10]  # robbed [0,+2,-2,0] + wall [+20, 0, -10, -10]
B_ALL_OTHERS = [20, 18, -20, -18]  # wall: pigs pay 24 each, receive 8 from each other
C_DEFAULT = [19, -24, 4, 1]  # [0,-5,+4,+1] + [+2,-2,0,0] + [+17,-17,0,0]
C_INSIDE = [11, -16, 4, 1]  # the bloom pays 9 instead of 17
D = [2, -9, -9, 16]

LEDGER_CASES = [
    pytest.param({}, [A_DEFAULT, B_DEFAULT, C_DEFAULT, D], [40, -50, -16, 26],
                 id="defaults"),
    pytest.param({"cap": "base-then-events", "refund_by": "not-ready",
                  "refund_to": "payers-in", "pig_pays": "in-non-pig"},
                 [A_DEFAULT, B_DEFAULT, C_DEFAULT, D], [40, -50, -16, 26],
                 id="defaults_spelled_out"),
    pytest.param({"cap": "events-inside"}, [A_DEFAULT, B_DEFAULT, C_INSIDE, D],
                 [32, -42, -16, 26], id="cap_events_inside"),
    # A: seat 3 (ready) also refunds its added kong to 1 and 2 (both in): wall [0,-23,+5,+18]
    pytest.param({"refund_by": "all-in"}, [[-1, -18, 2, 17], B_DEFAULT, C_DEFAULT, D],
                 [40, -49, -15, 24], id="refund_by_all_in"),
    # A: seat 1 also refunds 2 to seat 0, who paid before winning: wall [+2,-26,+4,+20]
    pytest.param({"refund_to": "all-payers"}, [[1, -21, 1, 19], B_DEFAULT, C_DEFAULT, D],
                 [42, -52, -16, 26], id="refund_to_all_payers"),
    # A: the pig also pays winner seat 0 8: wall [+8,-32,+4,+20]; B: see B_ALL_OTHERS
    pytest.param({"pig_pays": "all-others"}, [[7, -27, 1, 19], B_ALL_OTHERS, C_DEFAULT, D],
                 [48, -42, -24, 18], id="pig_pays_all_others"),
    # A: refunds seat 1 -> 0,2,3 (2 each), 2 -> 3 (2), 3 -> 0,1,2 (1 each):
    #    wall [+3, -25, +5, +17]
    pytest.param({"refund_by": "all-in", "refund_to": "all-payers"},
                 [[2, -20, 2, 16], B_DEFAULT, C_DEFAULT, D], [43, -51, -15, 23],
                 id="refund_all_in_to_all_payers"),
    # A wall: pig -> 0,2,3; refunds as above: [+11, -33, +5, +17]
    pytest.param({"cap": "events-inside", "refund_by": "all-in", "refund_to": "all-payers",
                  "pig_pays": "all-others"},
                 [[10, -28, 2, 16], B_ALL_OTHERS, C_INSIDE, D], [43, -35, -23, 15],
                 id="every_second_choice"),
]


def _check_zero_sum(payments: tuple[Payment, ...]) -> None:
    """mahjchina has no penalty to nobody: every row has a receiver, every set sums to 0."""
    by_event: dict[int | None, list[Payment]] = defaultdict(list)
    for p in payments:
        assert p.payee is not None and p.payee != p.payer and p.amount > 0, p
        by_event[p.event].append(p)
    for rows in by_event.values():
        assert sum(deltas(rows)) == 0


@pytest.mark.parametrize(("options", "hands", "totals"), LEDGER_CASES)
def test_ledger_room_options(options: dict[str, str], hands: list[list[int]],
                             totals: list[int]) -> None:
    result = settle_session(read_session(_session(options)))
    assert [list(h.deltas) for h in result.hands] == hands
    assert list(result.totals) == totals
    assert [sum(h[s] for h in hands) for s in range(4)] == totals  # totals = sum of hands
    for h in result.hands:
        _check_zero_sum(h.payments)
        assert sum(h.deltas) == 0
    # dealers: A 0 -> first winner 0; B 0 -> 1 (robbed-kong winner); C 1 -> 2 (nearest after
    # discarder 1 of the two winners); D 2 stays (nobody won)
    assert [h.dealer for h in result.hands] == [0, 0, 1, 2]
    assert [h.next_dealer for h in result.hands] == [0, 1, 2, 2]
    assert result.next_dealer == 2
    assert result.rank_points is None and result.points is None


def _rows(payments: tuple[Payment, ...]) -> list[tuple[int, int | None, int, Reason, int | None]]:
    return sorted((p.payer, p.payee, p.amount, p.reason, p.event) for p in payments)


def test_ledger_hand_a_rows_default() -> None:
    r = Reason
    result = settle_session(read_session(_session({})))
    assert _rows(result.hands[0].payments) == sorted([
        (0, 1, 2, r.KONG_CONCEALED, 0), (2, 1, 2, r.KONG_CONCEALED, 0),
        (3, 1, 2, r.KONG_CONCEALED, 0),
        (0, 3, 1, r.KONG_ADDED, 1), (1, 3, 1, r.KONG_ADDED, 1), (2, 3, 1, r.KONG_ADDED, 1),
        (3, 2, 2, r.KONG_EXPOSED, 2),
        (2, 0, 2, r.WIN_DISCARD, 3),  # kong discard: no KONG_DISCARD_REFUND row (money kept)
        (1, 2, 8, r.FLOWER_PIG, 4), (1, 3, 8, r.FLOWER_PIG, 4),
        (1, 3, 4, r.READY_PAYMENT, 4), (2, 3, 4, r.READY_PAYMENT, 4),  # 2 x root = 4
        # the pig is also not ready, but its kong is refunded once; seat 0 has left
        (1, 2, 2, r.KONG_REFUND, 4), (1, 3, 2, r.KONG_REFUND, 4),
        (2, 3, 2, r.KONG_REFUND, 4),
    ])


def test_ledger_hand_b_and_c_rows_default() -> None:
    r = Reason
    result = settle_session(read_session(_session({})))
    assert _rows(result.hands[1].payments) == sorted([
        (2, 1, 2, r.WIN_ROBBED_KONG, 0),  # the robbed kong earns nothing
        (2, 0, 8, r.FLOWER_PIG, 1), (3, 0, 8, r.FLOWER_PIG, 1),  # pigs do not pay each other
        (2, 0, 2, r.READY_PAYMENT, 1), (3, 0, 2, r.READY_PAYMENT, 1),
    ])
    assert _rows(result.hands[2].payments) == sorted([
        (1, 3, 1, r.WIN_DISCARD, 0), (1, 2, 4, r.WIN_DISCARD, 1),
        (1, 0, 2, r.KONG_EXPOSED, 2),
        (1, 0, 17, r.WIN_SELF_DRAW, 3),  # a normal self-draw: value 16 + 1, not feeder-pays 16
    ])
    assert result.hands[2].winners == (3, 2, 0)
