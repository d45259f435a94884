"""The `mil` profile (docs/rules.md §2.1, §2.2, §2.5, §2.6; the MIL introduction): single wins
and whole-hand ledgers."""

from __future__ import annotations

from typing import Any

import pytest

from mahjong_gui.engine import tiles
from mahjong_gui.engine.common import Invalid, NotWin, Reason, WinType, deltas
from mahjong_gui.engine.ledger import read_session, settle_session
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.rules import PatternId, get_profile
from mahjong_gui.engine.scoring import Score, Situation, WinEvent, score_hand
from mahjong_gui.engine.settlement import win_payments
from tests.helpers import melds as M

MIL = get_profile("mil")
P = tiles.parse
PID = PatternId
SELF, DISCARD, ROBBED = WinType.SELF, WinType.DISCARD, WinType.ROBBED
BLOOM, KD, LAST = WinEvent.KONG_BLOOM, WinEvent.KONG_DISCARD, WinEvent.LAST_TILE
HEAVENLY, EARTHLY = WinEvent.HEAVENLY, WinEvent.EARTHLY


def S(win: WinType = SELF, seat: int = 0, discarder: int | None = None, *, dealer: int = 0,
      in_seats: tuple[int, ...] = (0, 1, 2, 3), void: str | None = None,
      events: tuple[WinEvent, ...] = (), kong_feeder: int | None = None) -> Situation:
    return Situation(win=win, seat=seat, discarder=discarder, dealer=dealer,
                     in_seats=frozenset(in_seats), void=void, events=frozenset(events),
                     kong_feeder=kong_feeder)


PLAIN = "123456m234p789p55m"  # 123m 456m 234p 789p 55m: two suits, sequences, no root
ROBBABLE = "12345s123p789p11p6s"  # plain; the winning 6s is the only 6s held

# Columns: hand (winning tile last), melds, situation, fan before the cap, value (2^min(fan, 3),
# what a discarder pays), the four deltas, the counted rows {pattern: count} (fan > 0 only).
WIN_CASES = [
    # --- plain win, 0 fan -> 1 ---------------------------------------------------------------
    pytest.param(PLAIN, (), S(DISCARD, 1, 2), 0, 1, [0, 1, -1, 0], {},
                 id="plain_win_discard"),  # discarder pays the base 1
    pytest.param(PLAIN, (), S(SELF, 0), 0, 1, [6, -2, -2, -2], {},
                 id="plain_win_self_draw"),  # 3 payers x (1+1)
    # --- all pongs, 1 fan -> 2 -----------------------------------------------------------------
    pytest.param("111s222s333p444p66s", (), S(SELF, 2), 1, 2, [-3, -3, 9, -3],
                 {PID.ALL_PONGS: 1}, id="all_pongs_self_draw"),  # 3 payers x (2+1)
    pytest.param("222s444p66s", M("pong:1s", "pong:3p"), S(DISCARD, 0, 3), 1, 2,
                 [2, 0, 0, -2], {PID.ALL_PONGS: 1},
                 id="all_pongs_with_two_pong_melds_discard"),  # 2 melds: not a golden hook
    # --- pure one suit, 2 fan -> 4 -------------------------------------------------------------
    pytest.param("123m456m789m234m55m", (), S(DISCARD, 1, 0), 2, 4, [-4, 4, 0, 0],
                 {PID.PURE_ONE_SUIT: 1}, id="pure_one_suit_discard"),
    pytest.param("123m456m789m234m55m", (), S(SELF, 1, in_seats=(1, 2, 3)), 2, 4,
                 [0, 10, -5, -5], {PID.PURE_ONE_SUIT: 1},
                 id="pure_one_suit_self_draw_one_out"),  # docs/rules.md §4 ex.3: An out; 2 x (4+1)
    pytest.param("111m333m555m777m99m", (), S(DISCARD, 3, 1), 3, 8, [0, -8, 0, 8],
                 {PID.PURE_ONE_SUIT: 1, PID.ALL_PONGS: 1},
                 id="pure_all_pongs_discard"),  # pure 2 + all pongs 1 = 3 fan -> 8, at the cap
    # --- seven pairs, 2 fan -> 4 ---------------------------------------------------------------
    pytest.param("113355m224477p99p", (), S(DISCARD, 2, 3), 2, 4, [0, 0, 4, -4],
                 {PID.SEVEN_PAIRS: 1}, id="seven_pairs_discard"),
    # --- golden hook, 2 fan (includes all pongs: never 2 + 1) ----------------------------------
    pytest.param("5p5p", M("pong:1m", "pong:9m", "pong:3p", "pong:7p"), S(DISCARD, 0, 2), 2, 4,
                 [4, 0, -4, 0], {PID.GOLDEN_HOOK: 1}, id="golden_hook_replaces_all_pongs"),
    pytest.param("5p5p", M("ankong:1m", "pong:9m", "pong:3p", "pong:7p"), S(DISCARD, 3, 1), 3,
                 8, [0, -8, 0, 8], {PID.GOLDEN_HOOK: 1, PID.ROOT: 1},
                 id="golden_hook_with_concealed_kong"),  # hook 2 + root 1 = 3 -> 8
    # --- dragon seven pairs, 3 fan (includes seven pairs and its one root) ---------------------
    pytest.param("1111m3355m224466p", (), S(DISCARD, 1, 0), 3, 8, [-8, 8, 0, 0],
                 {PID.DRAGON_SEVEN_PAIRS: 1}, id="dragon_seven_pairs_its_root_included"),
    pytest.param("11113333m55m2244p", (), S(SELF, 0), 4, 8, [27, -9, -9, -9],
                 {PID.DRAGON_SEVEN_PAIRS: 1, PID.ROOT: 1},
                 id="dragon_seven_pairs_second_four_is_a_root"),  # 3 + 1 = 4 -> cap 8; 3 x 9
    # --- roots, 1 fan each ---------------------------------------------------------------------
    pytest.param("456m123p789p11p", M("pong:5m"), S(DISCARD, 2, 1), 1, 2, [0, -2, 2, 0],
                 {PID.ROOT: 1}, id="root_pong_plus_fourth_in_hand"),  # plain 0 + root 1
    pytest.param("123m123p789p11p", M("kong:5m"), S(DISCARD, 0, 3), 1, 2, [2, 0, 0, -2],
                 {PID.ROOT: 1}, id="root_exposed_kong"),
    pytest.param("123m123p789p11p", M("addkong:5m"), S(SELF, 0), 1, 2, [9, -3, -3, -3],
                 {PID.ROOT: 1}, id="root_added_kong_self_draw"),  # 3 x (2+1)
    pytest.param("123m123p789p11p", M("ankong:5m"), S(DISCARD, 1, 2), 1, 2, [0, 2, -2, 0],
                 {PID.ROOT: 1}, id="root_concealed_kong"),
    pytest.param("111123m456p789p55p", (), S(DISCARD, 1, 2), 1, 2, [0, 2, -2, 0],
                 {PID.ROOT: 1}, id="root_four_concealed"),  # 111m + 123m
    pytest.param("123m456p11p", M("kong:5m", "ankong:7p"), S(DISCARD, 3, 0), 2, 4,
                 [-4, 0, 0, 4], {PID.ROOT: 2}, id="two_roots"),  # 2 roots = 2 fan -> 4
    # --- events --------------------------------------------------------------------------------
    pytest.param(PLAIN, (), S(SELF, 0, events=(LAST,)), 1, 2, [9, -3, -3, -3],
                 {PID.LAST_TILE_DRAW: 1}, id="last_tile_by_draw"),  # 1 fan -> 2; 3 x 3
    pytest.param(PLAIN, (), S(DISCARD, 3, 2, events=(LAST,)), 1, 2, [0, 0, -2, 2],
                 {PID.LAST_TILE_DISCARD: 1}, id="last_tile_by_discard"),
    pytest.param(PLAIN, (), S(DISCARD, 1, 0, events=(KD,)), 1, 2, [-2, 2, 0, 0],
                 {PID.KONG_DISCARD: 1}, id="kong_discard"),
    pytest.param(ROBBABLE, (), S(ROBBED, 3, 2), 1, 2, [0, 0, -2, 2],
                 {PID.ROBBING_KONG: 1}, id="robbing_the_kong"),  # declarer pays as a discard
    pytest.param(ROBBABLE, (), S(ROBBED, 3, 2, events=(KD,)), 1, 2, [0, 0, -2, 2],
                 {PID.KONG_DISCARD: 1},
                 id="robbed_kong_after_own_replacement_is_kong_discard_only"),  # not 1 + 1
    pytest.param("123m456m234p55p", M("ankong:9m"), S(SELF, 0, events=(BLOOM,)), 3, 8,
                 [27, -9, -9, -9], {PID.KONG_BLOOM: 1, PID.ROOT: 1},
                 id="kong_bloom_concealed_kong"),  # bloom 2 + root 1 = 3 -> 8; 3 x 9
    pytest.param("123m456m234p55p", M("kong:9m"),
                 S(SELF, 1, in_seats=(1, 2, 3), events=(BLOOM,), kong_feeder=2), 3, 8,
                 [0, 18, -9, -9], {PID.KONG_BLOOM: 1, PID.ROOT: 1},
                 id="kong_bloom_exposed_kong_is_a_normal_self_draw"),  # not feeder-pays
    pytest.param(PLAIN, (), S(SELF, 2, dealer=2, events=(HEAVENLY,)), 3, 8, [-9, -9, 27, -9],
                 {PID.HEAVENLY: 1}, id="heavenly"),  # 3 fan -> 8; 3 x 9
    pytest.param(PLAIN, (), S(DISCARD, 2, 0, events=(EARTHLY,)), 3, 8, [-8, 0, 8, 0],
                 {PID.EARTHLY: 1}, id="earthly_on_dealers_first_discard"),
    pytest.param(PLAIN, (), S(SELF, 1, events=(EARTHLY,)), 3, 8, [-9, 27, -9, -9],
                 {PID.EARTHLY: 1}, id="earthly_dealers_next_player_self_draws"),
    # --- the 3-fan cap: over 3 fan still pays 8 ------------------------------------------------
    pytest.param("11223344557799m", (), S(SELF, 3, in_seats=(2, 3)), 4, 8, [0, 0, -9, 9],
                 {PID.PURE_ONE_SUIT: 1, PID.SEVEN_PAIRS: 1},
                 id="cap_pure_seven_pairs_two_out"),  # 2 + 2 = 4 -> 8; one payer x 9
    pytest.param("123m456m789m234m55m", (), S(SELF, 0, events=(HEAVENLY,)), 5, 8,
                 [27, -9, -9, -9], {PID.HEAVENLY: 1, PID.PURE_ONE_SUIT: 1},
                 id="cap_heavenly_pure_one_suit"),  # 3 + 2 = 5 -> 8
    # --- self-draw with players already out ----------------------------------------------------
    pytest.param(PLAIN, (), S(SELF, 1, in_seats=(0, 1)), 0, 1, [-2, 2, 0, 0], {},
                 id="plain_self_draw_two_out"),  # one payer x (1+1)
    # --- events stacking -----------------------------------------------------------------------
    pytest.param("444m666m888m55s", M("kong:2s"), S(SELF, 2, in_seats=(1, 2, 3), events=(LAST,)),
                 3, 8, [0, -9, 18, -9], {PID.ALL_PONGS: 1, PID.ROOT: 1, PID.LAST_TILE_DRAW: 1},
                 id="stack_all_pongs_root_last_tile_draw"),  # 1 + 1 + 1 = 3 -> 8; 2 x 9
    pytest.param(PLAIN, (), S(DISCARD, 0, 1, events=(KD, LAST)), 2, 4, [4, -4, 0, 0],
                 {PID.KONG_DISCARD: 1, PID.LAST_TILE_DISCARD: 1},
                 id="stack_kong_discard_last_tile_discard"),  # 1 + 1 = 2 -> 4
    pytest.param("5p5p", M("ankong:1m", "pong:9m", "pong:3p", "pong:7p"),
                 S(SELF, 0, events=(BLOOM,)), 5, 8, [27, -9, -9, -9],
                 {PID.GOLDEN_HOOK: 1, PID.ROOT: 1, PID.KONG_BLOOM: 1},
                 id="stack_golden_hook_root_kong_bloom"),  # 2 + 1 + 2 = 5 -> 8
    pytest.param("113355m224477p99p", (), S(DISCARD, 2, 3, events=(KD,)), 3, 8, [0, 0, 8, -8],
                 {PID.SEVEN_PAIRS: 1, PID.KONG_DISCARD: 1},
                 id="stack_seven_pairs_kong_discard"),  # 2 + 1 = 3 -> 8
    pytest.param(
        "123m456m234p55p", M("ankong:9m"), S(SELF, 0, events=(BLOOM, LAST)), 4, 8,
        [27, -9, -9, -9], {PID.KONG_BLOOM: 1, PID.ROOT: 1, PID.LAST_TILE_DRAW: 1},
        id="stack_kong_bloom_on_last_wall_tile"),  # §2.1: scores both; 2 + 1 + 1 = 4 -> 8
]


@pytest.mark.parametrize("hand, melds, situation, fan, value, expected, patterns", WIN_CASES)
def test_single_win(hand: str, melds: tuple[Meld, ...], situation: Situation, fan: int,
                    value: int, expected: list[int], patterns: dict[PatternId, int]) -> None:
    score = score_hand(MIL, P(hand), melds, situation)
    assert isinstance(score, Score), score
    counted = {line.id: line.count for line in score.lines if line.value > 0}
    assert counted == patterns
    assert score.units == fan
    assert score.capped == min(fan, 3)
    assert score.cap_applied == (fan > 3)
    assert score.value == value
    assert score.self_draw_value == value + 1
    assert deltas(win_payments(MIL, situation, score.value)) == expected
    assert sum(expected) == 0


NOT_WIN_CASES = [
    pytest.param(PLAIN, (), S(void="p"), "void_suit_in_hand", id="void_tile_held"),
    pytest.param("123m456p789s234m55m", (), S(), "three_suits", id="three_suits"),
    pytest.param("123456m234p789p58m", (), S(), "not_winning_shape", id="not_a_winning_shape"),
    pytest.param("113355m224477p9p8p", (), S(DISCARD, 1, 0), "not_winning_shape",
                 id="six_pairs_and_two_singles"),
    pytest.param("222s444p6s7s", M("pong:1s", "pong:3p"), S(), "not_winning_shape",
                 id="melds_and_no_pair"),
]


@pytest.mark.parametrize("hand, melds, situation, reason", NOT_WIN_CASES)
def test_not_win(hand: str, melds: tuple[Meld, ...], situation: Situation, reason: str) -> None:
    result = score_hand(MIL, P(hand), melds, situation)
    assert result == NotWin(reason)


INVALID_CASES = [
    pytest.param(PLAIN, (), S(DISCARD, 1, 1), "discarder_is_winner", id="discarder_is_winner"),
    pytest.param(PLAIN, (), S(DISCARD, 1, 0, in_seats=(1, 2, 3)), "discarder_not_in",
                 id="discarder_already_out"),
    pytest.param(PLAIN, (), S(ROBBED, 3, 2), "robbed_tile_held",
                 id="robbed_tile_also_held_by_winner"),  # 5m: in 456m and the 55m pair
    pytest.param("123m456m234p55p", M("ankong:9m"), S(DISCARD, 0, 1, events=(BLOOM,)),
                 "bad_event", id="kong_bloom_on_a_discard_win"),
    pytest.param(PLAIN, (), S(SELF, 1, in_seats=(0, 2, 3)), "winner_not_in",
                 id="winner_already_out"),
    pytest.param(PLAIN, (), S(SELF, 0, events=(KD,)), "bad_event", id="kong_discard_self_draw"),
    pytest.param(PLAIN, (), S(SELF, 1, events=(HEAVENLY,)), "bad_event",
                 id="heavenly_by_a_non_dealer"),
    pytest.param(PLAIN, (), S(SELF, 2, events=(EARTHLY,)), "bad_event",
                 id="earthly_self_draw_not_the_dealers_next_player"),
    pytest.param(PLAIN, (), S(DISCARD, 2, 1, events=(EARTHLY,)), "bad_event",
                 id="earthly_on_a_non_dealer_discard"),
    pytest.param(PLAIN, (), S(SELF, 0, events=(EARTHLY,)), "bad_event", id="earthly_by_dealer"),
    pytest.param("123m456m234p55p", M("ankong:9m"), S(SELF, 0, events=(HEAVENLY,)), "bad_event",
                 id="heavenly_after_a_kong"),  # docs/rules.md §2.1: before any kong
    pytest.param("222s444p66s", M("pong:1s", "pong:3p"), S(DISCARD, 1, 0, events=(EARTHLY,)),
                 "bad_event", id="earthly_after_a_pong"),  # §2.1: nobody has declared a pong
    pytest.param("123456m234p789p5m", (), S(), "tile_count", id="thirteen_tiles"),
    pytest.param("123m456m789m11z55m", (), S(), "tile_identity", id="honour_tile"),
    pytest.param("123m123p789p55m", M("kong:5m"), S(), "fifth_copy", id="fifth_copy"),
]


@pytest.mark.parametrize("hand, melds, situation, code", INVALID_CASES)
def test_invalid(hand: str, melds: tuple[Meld, ...], situation: Situation, code: str) -> None:
    result = score_hand(MIL, P(hand), melds, situation)
    assert isinstance(result, Invalid), result
    assert result.code == code


# --- whole hands through read_session / settle_session -----------------------------------------
# Seats as in the MIL introduction: An 0, Bình 1, Chi 2, Dũng 3.
NAMES = ["An", "Bình", "Chi", "Dũng"]


def win(seat: int, hand: str, frm: int | None = None, **extra: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "win", "seat": seat, "hand": hand, **extra}
    if frm is not None:
        out["from"] = frm
    return out


def kong(seat: int, kind: str, frm: int | None = None, **extra: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "kong", "seat": seat, "kind": kind, **extra}
    if frm is not None:
        out["from"] = frm
    return out


def session(dealer: int, *hands: list[dict[str, Any]]) -> dict[str, Any]:
    return {"rules": "mil", "players": NAMES, "dealer": dealer,
            "hands": [{"events": h} for h in hands]}


def penalties(payments: Any) -> int:
    return sum(p.amount for p in payments if p.payee is None)


# docs/rules.md §4 example 4: An plain on Bình (+1/-1); Chi self-draws all pongs, 1 fan -> 2,
# Bình and Dũng pay 2+1 each; Dũng plain on Bình (+1/-1), the third winner ends the hand.
EXAMPLE_4 = session(0, [
    win(0, PLAIN, 1),
    win(2, "111s222s333p444p66s"),
    win(3, "234m567m11p345p67p8p", 1),
])


def test_ledger_example_4() -> None:
    result = settle_session(read_session(EXAMPLE_4))
    (hand,) = result.hands
    rows = [(p.payer, p.payee, p.amount, p.reason) for p in hand.payments]
    assert rows == [
        (1, 0, 1, Reason.WIN_DISCARD),
        (1, 2, 3, Reason.WIN_SELF_DRAW), (3, 2, 3, Reason.WIN_SELF_DRAW),  # An has left
        (1, 3, 1, Reason.WIN_DISCARD),
    ]
    assert hand.deltas == (1, -5, 6, -2)  # An +1; Bình -1-3-1; Chi +3+3; Dũng -3+1
    assert result.totals == (1, -5, 6, -2)
    assert sum(result.totals) == 0  # no penalty
    assert hand.winners == (0, 2, 3)
    assert hand.next_dealer == 0 and result.next_dealer == 0  # An won first


# docs/rules.md §4 example 8: Chi's concealed kong (An, Bình, Dũng -2 each); An plain on Dũng
# (+1/-1);
# wall end: Bình ready (123m456m789m2345m waits 2m/5m: pure one suit 2 fan, no root -> 4), Chi not
# ready (ankong 9s), Dũng a flower pig (three suits).
EXAMPLE_8 = session(0, [
    kong(2, "concealed"),
    win(0, PLAIN, 3),
    {"type": "wall_end", "players": {
        "1": {"hand": "123m456m789m2345m"},
        "2": {"hand": "123s456s1p3p5p7p", "melds": ["ankong:9s"]},
        "3": {"hand": "123m456p789s1234m"}}},
])


def test_ledger_example_8() -> None:
    result = settle_session(read_session(EXAMPLE_8))
    (hand,) = result.hands
    wall = sorted((p.payer, -1 if p.payee is None else p.payee, p.amount, p.reason.value)
                  for p in hand.payments if p.event == 2)
    assert wall == sorted([
        (3, -1, 48, Reason.FLOWER_PIG_PENALTY.value),  # Dũng -48 to nobody
        (2, 1, 4, Reason.READY_PAYMENT.value),  # Chi -> Bình 4
        (3, 1, 4, Reason.READY_PAYMENT.value),  # Dũng (pig, so not ready) -> Bình 4
        (2, 1, 2, Reason.KONG_REFUND.value),  # Chi refunds Bình 2
        (2, 3, 2, Reason.KONG_REFUND.value),  # Chi refunds Dũng 2; An has left: nothing
    ])
    # An -2+1 = -1; Bình -2+4+4+2 = +8; Chi +6-4-4 = -2; Dũng -2-1-48-4+2 = -53
    assert hand.deltas == (-1, 8, -2, -53)
    assert result.totals == (-1, 8, -2, -53)
    assert sum(result.totals) == -48 == -penalties(hand.payments)
    assert result.next_dealer == 0  # An won first


# A five-hand session with every kind of kong, a kong discard won by two, a robbed kong, two-
# and three-winner discards and wall ends with ready, not-ready and flower-pig players.
KONG_SESSION = session(
    0,
    # Hand A, dealer An.
    [
        kong(1, "exposed", 0),  # An -> Bình 2
        kong(2, "concealed"),  # An, Bình, Dũng -> Chi 2 each
        kong(3, "added", immediate=False),  # An, Bình, Chi -> Dũng 1 each
        # Dũng discards after the replacement draw; An and Bình both win on the 5m.
        win(0, "123m456m234p678p55m", 3, events=["kong-discard"]),  # plain 0 + KD 1 = 1 -> 2
        win(1, "111m234m789m55m", 3, melds=["kong:9p"],
            events=["kong-discard"]),  # plain 0 + root 1 + KD 1 = 2 -> 4
        {"type": "wall_end", "players": {
            "2": {"hand": "1479p124589s", "melds": ["ankong:5p"]},  # not ready, void m
            "3": {"hand": "123s456s99s23m", "melds": ["addkong:7s"]}}},  # waits 1m/4m
    ],
    # Hand B, dealer An.
    [
        kong(1, "concealed"),  # An, Chi, Dũng -> Bình 2 each
        win(3, ROBBABLE, 2, robbed=True),  # Chi's added 6s robbed: plain 0 + rob 1 -> 2
        # An discards a 5p; Bình and Chi both win: the third winner ends the hand.
        win(1, "234m678m55p345p", 0, melds=["ankong:9m"]),  # plain 0 + root 1 -> 2
        win(2, "789s88p123p46p5p", 0, melds=["pong:6s"]),  # plain -> 1 (the 6s stays a pong)
    ],
    # Hand C, dealer Dũng: An discards a 5s and all three others win on it.
    [
        win(1, "11123456789m34s5s", 0),  # 11m 123m 456m 789m 345s: plain -> 1
        win(2, "222m444m888m66s55s5s", 0),  # all pongs 1 -> 2
        win(3, "11p33p77p99p22s88s5s5s", 0),  # seven pairs 2 -> 4
    ],
    # Hand D, dealer Bình.
    [
        kong(2, "exposed", 3),  # Dũng -> Chi 2
        kong(0, "added"),  # Bình, Chi, Dũng -> An 1 each
        win(1, "123m567m234p789p55m"),  # dealer self-draws plain: An, Chi, Dũng pay 1+1 each
        {"type": "wall_end", "players": {
            "0": {"hand": "123m789m55p67m", "melds": ["addkong:4m"]},  # waits 5m/8m
            "2": {"hand": "1479p124578s", "melds": ["kong:9s"]},  # not ready, void m
            "3": {"hand": "369m12345p12356s"}}},  # flower pig
    ],
    # Hand E, dealer Bình.
    [
        kong(2, "concealed"),  # An, Bình, Dũng -> Chi 2 each
        # Chi, after the replacement draw, adds a kong on 6s; Dũng robs it: kong discard.
        win(3, ROBBABLE, 2, robbed=True, events=["kong-discard"]),  # plain 0 + KD 1 -> 2
        win(0, PLAIN),  # An self-draws plain: Bình and Chi pay 1+1 each
        win(1, "123m456m789m55s23s4s", 2),  # Bình plain on Chi's discard: 1
    ],
)

KONG_SESSION_DELTAS = [
    # A: kongs [-2,+2,0,0] + [-2,-2,+6,-2] + [-1,-1,-1,+3];
    #    Dũng -> An 2 and refunds his added kong 1 each to An, Bình, Chi (once only);
    #    Dũng -> Bình 4; wall: Chi (not ready) -> Dũng 2 (ready value: plain + root 7s = 2) and
    #    refunds his concealed kong 2 to Dũng only (An and Bình have left);
    #    Dũng's kong money is already refunded and he is ready: nothing more.
    #    An -2-2-1+2+1 = -2; Bình +2-2-1+1+4 = +4; Chi +6-1+1-2-2 = +2;
    #    Dũng -2+3-2-3-4+2+2 = -4
    (-2, 4, 2, -4),
    # B: [-2,+6,-2,-2]; Chi -> Dũng 2; An -> Bình 2, An -> Chi 1.
    #    An -2-2-1 = -5; Bình +6+2 = +8; Chi -2-2+1 = -3; Dũng -2+2 = 0
    (-5, 8, -3, 0),
    # C: An pays 1 + 2 + 4 = 7.
    (-7, 1, 2, 4),
    # D: [0,0,+2,-2] + [+3,-1,-1,-1] + [-2,+6,-2,-2]; wall: Dũng fined 48;
    #    An ready with value 2 (plain 0 + root 4m 1 = 1 fan), Chi and Dũng (pig) pay him 2 each;
    #    Chi refunds his exposed kong 2 to Dũng; An is ready: keeps his added-kong money.
    #    An 3-2+2+2 = +5; Bình -1+6 = +5; Chi 2-1-2-2-2 = -5; Dũng -2-1-2-48-2+2 = -53
    (5, 5, -5, -53),
    # E: [-2,-2,+6,-2]; Chi -> Dũng 2 and refunds his concealed kong 2 each to An, Bình, Dũng;
    #    Bình, Chi -> An 2 each; Chi -> Bình 1.
    #    An -2+2+4 = +4; Bình -2+2-2+1 = -1; Chi +6-2-6-2-1 = -5; Dũng -2+2+2 = +2
    (4, -1, -5, 2),
]


def test_ledger_kong_session_hands() -> None:
    result = settle_session(read_session(KONG_SESSION))
    assert [h.deltas for h in result.hands] == KONG_SESSION_DELTAS
    assert [h.dealer for h in result.hands] == [0, 0, 3, 1, 1]
    # A: An and Bình on Dũng's discard, An nearest after Dũng; B: Dũng robbed first;
    # C: nearest after An is Bình; D: Bình; E: Dũng robbed first.
    assert [h.next_dealer for h in result.hands] == [0, 3, 1, 1, 3]
    assert result.next_dealer == 3
    for h in result.hands:
        assert sum(h.deltas) == -penalties(h.payments)


def test_ledger_kong_session_totals() -> None:
    result = settle_session(read_session(KONG_SESSION))
    # An -2-5-7+5+4 = -5; Bình 4+8+1+5-1 = +17; Chi 2-3+2-5-5 = -9; Dũng -4+0+4-53+2 = -51
    assert result.totals == (-5, 17, -9, -51)
    assert sum(result.totals) == -48  # the one flower pig's fine, received by nobody


def test_kong_discard_refund_paid_once_for_two_winners() -> None:
    result = settle_session(read_session(KONG_SESSION))
    refunds = [(p.payer, p.payee, p.amount) for p in result.hands[0].payments
               if p.reason is Reason.KONG_DISCARD_REFUND]
    assert sorted(refunds) == [(3, 0, 1), (3, 1, 1), (3, 2, 1)]  # Dũng's added kong, once


def test_robbed_kong_earns_no_kong_money() -> None:
    result = settle_session(read_session(KONG_SESSION))
    hand_b = result.hands[1]
    kong_rows = [p for p in hand_b.payments
                 if p.reason in (Reason.KONG_ADDED, Reason.KONG_CONCEALED, Reason.KONG_EXPOSED)]
    assert [(p.payee, p.reason) for p in kong_rows] == [(1, Reason.KONG_CONCEALED)] * 3
    robbed = [(p.payer, p.payee, p.amount) for p in hand_b.payments
              if p.reason is Reason.WIN_ROBBED_KONG]
    assert robbed == [(2, 3, 2)]  # the declarer pays as a discard


def test_wall_end_rows_ready_not_ready_and_pig() -> None:
    result = settle_session(read_session(KONG_SESSION))
    hand_d = result.hands[3]
    wall = sorted((p.payer, -1 if p.payee is None else p.payee, p.amount, p.reason.value)
                  for p in hand_d.payments if p.event == 3)
    assert wall == sorted([
        (3, -1, 48, Reason.FLOWER_PIG_PENALTY.value),  # 48 to nobody
        (2, 0, 2, Reason.READY_PAYMENT.value),  # not ready -> ready player's value 2
        (3, 0, 2, Reason.READY_PAYMENT.value),  # a pig pays the ready player too
        (2, 3, 2, Reason.KONG_REFUND.value),  # Chi's exposed kong, fed by Dũng, back to Dũng
    ])
