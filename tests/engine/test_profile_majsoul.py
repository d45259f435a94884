"""majsoul (Mahjong Soul 赤血の戦) rules: han, payments, wall end and the match
(docs/rules.md §2.4)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from mahjong_gui.engine import tiles
from mahjong_gui.engine.common import Invalid, NotWin, Reason, WinType, deltas
from mahjong_gui.engine.ledger import read_session, settle_session
from mahjong_gui.engine.melds import parse_meld
from mahjong_gui.engine.rules import Op, PatternId, Profile, get_profile
from mahjong_gui.engine.scoring import Score, Situation, WinEvent, score_hand
from mahjong_gui.engine.settlement import LedgerError, win_payments

DATA = Path(__file__).resolve().parents[1] / "data"
ALL = frozenset({0, 1, 2, 3})
SELF, DISCARD, ROBBED = WinType.SELF, WinType.DISCARD, WinType.ROBBED
BLOOM, KONG_DISCARD, LAST = WinEvent.KONG_BLOOM, WinEvent.KONG_DISCARD, WinEvent.LAST_TILE
HEAVENLY, EARTHLY = WinEvent.HEAVENLY, WinEvent.EARTHLY

PLAIN = "123m456m234p678p55m"  # no main pattern but 無番和: two suits, a sequence without 1/9


@pytest.fixture(scope="module")
def majsoul() -> Profile:
    return get_profile("majsoul")


def _score(profile: Profile, hand: str, melds: tuple[str, ...], s: Situation) -> Score:
    result = score_hand(profile, tiles.parse(hand), tuple(parse_meld(m) for m in melds), s)
    assert isinstance(result, Score), result
    return result


def _sit(win: WinType, seat: int, discarder: int | None = None,
         events: frozenset[WinEvent] = frozenset(), in_seats: frozenset[int] = ALL,
         dealer: int = 0) -> Situation:
    return Situation(win=win, seat=seat, discarder=discarder, dealer=dealer, in_seats=in_seats,
                     events=events)


# ---------------------------------------------------------------------------------------------
# Single wins: (hand, melds, situation, han after the cap, deltas). Value = 1000 x 2^(han-1);
# ron: the discarder pays it; tsumo: every other player still in pays it + 1,000.

WINS = [
    # --- every main pattern -------------------------------------------------------------------
    pytest.param(PLAIN, (), _sit(DISCARD, 0, 1), 1, [1000, -1000, 0, 0],
                 id="no_pattern_1_han_ron"),  # 無番和 1 han -> 1,000 from the discarder
    pytest.param(PLAIN, (), _sit(SELF, 0), 1, [6000, -2000, -2000, -2000],
                 id="example6_1_han_tsumo_all_in"),  # §4 ex. 6: 1,000 + 1,000 = 2,000 x 3
    pytest.param("222m555m333p777p99p", (), _sit(SELF, 1), 2, [-3000, 9000, -3000, -3000],
                 id="all_pongs_tsumo"),  # 対々和 2 -> 2,000; tsumo 3 x (2,000 + 1,000)
    pytest.param("123m456m789m234m55m", (), _sit(DISCARD, 2, 0), 3, [-4000, 0, 4000, 0],
                 id="pure_one_suit_ron"),  # 清一色 3 -> 4,000 (no four of a kind: no root)
    pytest.param("11335588m227799p", (), _sit(DISCARD, 3, 2), 3, [0, 0, -4000, 4000],
                 id="seven_pairs_ron"),  # 七対子 3 -> 4,000
    pytest.param("123m789m123p789p11p", (), _sit(DISCARD, 0, 3), 3, [4000, 0, 0, -4000],
                 id="terminals_in_all_sets_ron"),  # 帯幺九 3 -> 4,000 (every set and pair 1/9)
    pytest.param("55m", ("pong:2m", "pong:8m", "pong:3p", "pong:7p"), _sit(DISCARD, 1, 2), 3,
                 [0, 4000, -4000, 0],
                 id="golden_hook_ron"),  # 金勾釣 3, includes all pongs (not 3 + 2) -> 4,000
    pytest.param("111m333m555m777m99m", (), _sit(DISCARD, 0, 1), 4, [8000, -8000, 0, 0],
                 id="pure_all_pongs_ron"),  # 清対 4, not pure 3 + all pongs 2 -> 8,000
    pytest.param("222m555m888p222p55p", (), _sit(DISCARD, 2, 1), 4, [0, -8000, 8000, 0],
                 id="258_pongs_ron"),  # 将対 4 (all pongs, every tile 2/5/8) -> 8,000
    pytest.param("1111m33m55m77p99p22p", (), _sit(DISCARD, 1, 0), 4, [-8000, 8000, 0, 0],
                 id="dragon_seven_pairs_ron"),  # 龍七対 4, uses the 1m root -> 8,000
    pytest.param("1133557799m2288m", (), _sit(DISCARD, 0, 2), 5, [16000, 0, -16000, 0],
                 id="pure_seven_pairs_ron"),  # 清七対 5, not 3 + 3 -> 16,000
    pytest.param("123m123m123m789m99m", (), _sit(DISCARD, 3, 1), 5, [0, -16000, 0, 16000],
                 id="pure_terminals_ron"),  # 清幺九 5 (1m, 9m three copies each) -> 16,000
    pytest.param("55m", ("pong:2m", "pong:4m", "pong:6m", "pong:8m"), _sit(DISCARD, 1, 3), 5,
                 [0, 16000, 0, -16000],
                 id="pure_golden_hook_ron"),  # 清金勾釣 5, not pure 3 + hook 3 -> 16,000
    pytest.param(PLAIN, (), _sit(SELF, 0, events=frozenset({HEAVENLY})), 6,
                 [99000, -33000, -33000, -33000],
                 id="heavenly_tsumo"),  # 天和 6 -> 32,000; tsumo 3 x 33,000
    pytest.param(PLAIN, (), _sit(SELF, 2, events=frozenset({EARTHLY})), 6,
                 [-33000, -33000, 99000, -33000],
                 id="earthly_non_dealer_first_draw"),  # 地和 6 -> 3 x 33,000
    pytest.param("345m678m234p99p", ("pong:2m",), _sit(SELF, 1, events=frozenset({EARTHLY})),
                 6, [-33000, 99000, -33000, -33000],
                 id="earthly_after_a_pong"),  # calls before the first draw allowed: 6 han
    pytest.param("1111m33557799m88m", (), _sit(DISCARD, 0, 1), 6, [32000, -32000, 0, 0],
                 id="pure_dragon_seven_pairs_ron"),  # 清龍七対 6, uses the 1m root -> 32,000
    pytest.param("33m", ("kong:2m", "ankong:5p", "addkong:7p", "kong:9m"), _sit(DISCARD, 2, 0),
                 6, [-32000, 0, 32000, 0],
                 id="eighteen_arhats_ron"),  # 十八羅漢 6, uses its 4 roots -> 32,000
    pytest.param("55p", ("kong:1p", "ankong:3p", "addkong:7p", "kong:9p"), _sit(SELF, 3), 6,
                 [-33000, -33000, -33000, 99000],
                 id="pure_eighteen_arhats_tsumo"),  # 清十八羅漢 6 -> 3 x 33,000
    # --- bonuses, +1 han each -----------------------------------------------------------------
    pytest.param("111m123m456p678p99p", (), _sit(DISCARD, 1, 2), 2, [0, 2000, -2000, 0],
                 id="plain_plus_root"),  # 無番和 1 + root (1m x4: pong + 1 in a run) 1 -> 2,000
    pytest.param("555m333p777p99p", ("kong:2m",), _sit(SELF, 0, in_seats=frozenset({0, 1, 3})),
                 3, [10000, -5000, 0, -5000],
                 id="all_pongs_kong_root_tsumo_one_out"),  # 2 + root 1 = 3 -> 4,000; 2 x 5,000
    pytest.param("111m123m456m789m99m", (), _sit(DISCARD, 3, 2), 4, [0, 0, -8000, 8000],
                 id="pure_one_suit_plus_root"),  # 清一色 3 + root (1m) 1 = 4 -> 8,000
    pytest.param("1111m2222m55p77p99p", (), _sit(DISCARD, 2, 3), 5, [0, 0, 16000, -16000],
                 id="dragon_seven_pairs_second_root"),  # 4 (uses 1 root) + other root 1 -> 16,000
    pytest.param("99p", ("ankong:2m", "pong:5m", "pong:3p", "pong:7p"), _sit(SELF, 0), 4,
                 [27000, -9000, -9000, -9000],
                 id="golden_hook_concealed_kong_root"),  # 3 + root 1 = 4 -> 8,000; 3 x 9,000
    pytest.param("345m678p234p99p", ("ankong:2m",), _sit(SELF, 1, events=frozenset({BLOOM})), 3,
                 [-5000, 15000, -5000, -5000],
                 id="kong_bloom"),  # 1 + root 1 + kong bloom 1 = 3 -> 4,000; 3 x 5,000
    pytest.param(PLAIN, (), _sit(DISCARD, 0, 2, events=frozenset({KONG_DISCARD})), 2,
                 [2000, 0, -2000, 0],
                 id="kong_discard"),  # 1 + kong discard 1 = 2 -> 2,000
    pytest.param("123m456m234p55p678p", (), _sit(ROBBED, 3, 1), 2, [0, -2000, 0, 2000],
                 id="robbing_the_kong"),  # 1 + robbing 1 = 2 -> 2,000 from the declarer
    pytest.param("123m456m234p55p678p", (), _sit(ROBBED, 3, 1, frozenset({KONG_DISCARD})), 2,
                 [0, -2000, 0, 2000],
                 id="robbed_kong_after_kong_counts_as_kong_discard_only"),  # 1 + 1 (not + 2)
    pytest.param(PLAIN, (), _sit(SELF, 2, events=frozenset({LAST}),
                                 in_seats=frozenset({1, 2, 3})), 2,
                 [0, -3000, 6000, -3000],
                 id="last_tile_drawn_one_out"),  # 1 + last tile 1 = 2 -> 2 x (2,000 + 1,000)
    pytest.param(PLAIN, (), _sit(DISCARD, 1, 0, events=frozenset({LAST})), 2,
                 [-2000, 2000, 0, 0],
                 id="last_tile_discarded"),  # 1 + last tile 1 = 2 -> 2,000
    pytest.param("345m678p234p99p", ("ankong:2m",),
                 _sit(SELF, 1, events=frozenset({BLOOM, LAST})), 4, [-9000, 27000, -9000, -9000],
                 id="kong_bloom_on_the_last_tile"),  # docs/rules.md §2.1: both count: 1 + root 1 +
    # kong bloom 1 + last tile 1 = 4 han -> 8,000; 3 x 9,000

    # --- the 6-han cap, tsumo payers ----------------------------------------------------------
    pytest.param("55m", ("ankong:2m", "pong:4m", "pong:6m", "pong:8m"),
                 _sit(SELF, 0, events=frozenset({BLOOM})), 6, [99000, -33000, -33000, -33000],
                 id="cap_pure_golden_hook_root_bloom"),  # 5 + 1 + 1 = 7 -> cap 6 -> 32,000
    pytest.param("1111m2222m557799m", (), _sit(DISCARD, 0, 3), 6, [32000, 0, 0, -32000],
                 id="cap_pure_dragon_seven_pairs_second_root"),  # 6 + 1 = 7 -> cap 6
    pytest.param(PLAIN, (), _sit(SELF, 3, in_seats=frozenset({1, 3})), 1, [0, -2000, 0, 2000],
                 id="tsumo_two_already_out"),  # only seat 1 is still in: 1,000 + 1,000
]


@pytest.mark.parametrize("hand, melds, situation, han, expected", WINS)
def test_single_win(majsoul: Profile, hand: str, melds: tuple[str, ...], situation: Situation,
                    han: int, expected: list[int]) -> None:
    score = _score(majsoul, hand, melds, situation)
    assert score.capped == han
    assert score.value == 1000 * 2 ** (han - 1)
    assert score.self_draw_value == score.value + 1000
    assert deltas(win_payments(majsoul, situation, score.value)) == expected



# The single best main pattern is the only MAIN line; roots used by it are not listed again.
MAINS = [
    pytest.param(PLAIN, (), PatternId.PLAIN_WIN, 1, 0, id="plain"),
    pytest.param("222m555m333p777p99p", (), PatternId.ALL_PONGS, 2, 0, id="all_pongs"),
    pytest.param("123m456m789m234m55m", (), PatternId.PURE_ONE_SUIT, 3, 0, id="pure"),
    pytest.param("11335588m227799p", (), PatternId.SEVEN_PAIRS, 3, 0, id="seven_pairs"),
    pytest.param("123m789m123p789p11p", (), PatternId.TERMINALS, 3, 0, id="terminals"),
    pytest.param("55m", ("pong:2m", "pong:8m", "pong:3p", "pong:7p"), PatternId.GOLDEN_HOOK, 3,
                 0, id="golden_hook_not_plus_all_pongs"),
    pytest.param("111m333m555m777m99m", (), PatternId.PURE_ALL_PONGS, 4, 0, id="pure_all_pongs"),
    pytest.param("222m555m888p222p55p", (), PatternId.TWO_FIVE_EIGHT, 4, 0, id="258_pongs"),
    pytest.param("88m", ("pong:2m", "pong:5m", "pong:2p", "pong:8p"), PatternId.TWO_FIVE_EIGHT,
                 4, 0, id="258_golden_hook_best_single"),  # 258 4 beats golden hook 3, no sum
    pytest.param("1111m33m55m77p99p22p", (), PatternId.DRAGON_SEVEN_PAIRS, 4, 0,
                 id="dragon_seven_pairs_uses_its_root"),
    pytest.param("1111m2222m55p77p99p", (), PatternId.DRAGON_SEVEN_PAIRS, 4, 1,
                 id="dragon_seven_pairs_other_root_counts"),
    pytest.param("1133557799m2288m", (), PatternId.PURE_SEVEN_PAIRS, 5, 0, id="pure_seven_pairs"),
    pytest.param("123m123m123m789m99m", (), PatternId.PURE_TERMINALS, 5, 0, id="pure_terminals"),
    pytest.param("55m", ("pong:2m", "pong:4m", "pong:6m", "pong:8m"), PatternId.PURE_GOLDEN_HOOK,
                 5, 0, id="pure_golden_hook"),
    pytest.param("1111m33557799m88m", (), PatternId.PURE_DRAGON_SEVEN_PAIRS, 6, 0,
                 id="pure_dragon_seven_pairs_uses_its_root"),
    pytest.param("33m", ("kong:2m", "ankong:5p", "addkong:7p", "kong:9m"),
                 PatternId.EIGHTEEN_ARHATS, 6, 0, id="eighteen_arhats_uses_four_roots"),
    pytest.param("55p", ("kong:1p", "ankong:3p", "addkong:7p", "kong:9p"),
                 PatternId.PURE_EIGHTEEN_ARHATS, 6, 0, id="pure_eighteen_arhats_own_pattern"),
]


@pytest.mark.parametrize("hand, melds, main, han, extra_roots", MAINS)
def test_one_main_pattern(majsoul: Profile, hand: str, melds: tuple[str, ...], main: PatternId,
                          han: int, extra_roots: int) -> None:
    score = _score(majsoul, hand, melds, _sit(DISCARD, 0, 1))
    assert [(ln.id, ln.value) for ln in score.lines if ln.op is Op.MAIN] == [(main, han)]
    assert sum(ln.count for ln in score.lines if ln.id is PatternId.ROOT) == extra_roots
    assert score.units == han + extra_roots  # uncapped han: a used root never adds again


@pytest.mark.parametrize("hand, melds, situation, units", [
    pytest.param("55m", ("ankong:2m", "pong:4m", "pong:6m", "pong:8m"),
                 _sit(SELF, 0, events=frozenset({BLOOM})), 7, id="hook_root_bloom_7"),
    pytest.param("1111m2222m557799m", (), _sit(DISCARD, 0, 3), 7, id="dragon_root_7"),
    pytest.param(PLAIN, (), _sit(SELF, 0, events=frozenset({HEAVENLY})), 6, id="heavenly_6"),
])
def test_cap_six_han(majsoul: Profile, hand: str, melds: tuple[str, ...], situation: Situation,
                     units: int) -> None:
    score = _score(majsoul, hand, melds, situation)
    assert (score.units, score.capped, score.cap_applied) == (units, 6, units > 6)
    assert score.value == 32000  # 6 han: 1,000 x 2^5


@pytest.mark.parametrize("hand, melds, situation, reason", [
    pytest.param("123m456m234p678p59m", (), _sit(DISCARD, 0, 1), "not_winning_shape",
                 id="no_shape"),
    pytest.param("123m456p789s234m55m", (), _sit(DISCARD, 0, 1), "three_suits",
                 id="three_suits"),
    pytest.param(PLAIN, (), Situation(win=DISCARD, seat=0, discarder=1, void="p"),
                 "void_suit_in_hand", id="void_suit_held"),
])
def test_not_a_win(majsoul: Profile, hand: str, melds: tuple[str, ...], situation: Situation,
                   reason: str) -> None:
    result = score_hand(majsoul, tiles.parse(hand), tuple(parse_meld(m) for m in melds),
                        situation)
    assert result == NotWin(reason)


@pytest.mark.parametrize("hand, melds, situation, code", [
    pytest.param("123m456m234p678p5m", (), _sit(DISCARD, 0, 1), "tile_count", id="13_tiles"),
    pytest.param("123m456m234p678p11z", (), _sit(DISCARD, 0, 1), "tile_identity",
                 id="honour_tile"),
    pytest.param("11m234p567p789p", ("pong:1m",), _sit(DISCARD, 0, 1), "fifth_copy",
                 id="fifth_copy_with_meld"),
    pytest.param("123m456m234p678p88p", (), _sit(ROBBED, 0, 1), "robbed_tile_held",
                 id="robber_holds_another_copy"),  # §1: the other three are in the pong
    pytest.param(PLAIN, (), _sit(DISCARD, 2, 0, events=frozenset({EARTHLY})), "bad_event",
                 id="earthly_on_a_discard"),  # majsoul: earthly is a self-draw only
    pytest.param(PLAIN, (), _sit(SELF, 0, events=frozenset({EARTHLY})), "bad_event",
                 id="earthly_by_the_dealer"),
    pytest.param(PLAIN, (), _sit(SELF, 1, events=frozenset({HEAVENLY})), "bad_event",
                 id="heavenly_by_a_non_dealer"),
    pytest.param(PLAIN, (), _sit(DISCARD, 0, 1, events=frozenset({BLOOM})), "bad_event",
                 id="kong_bloom_on_a_discard"),
    pytest.param(PLAIN, (), _sit(SELF, 0, in_seats=frozenset({1, 2, 3})), "winner_not_in",
                 id="winner_already_out"),
    pytest.param(PLAIN, (), _sit(DISCARD, 0, 1, in_seats=frozenset({0, 2, 3})),
                 "discarder_not_in", id="discarder_already_out"),
])
def test_invalid(majsoul: Profile, hand: str, melds: tuple[str, ...], situation: Situation,
                 code: str) -> None:
    result = score_hand(majsoul, tiles.parse(hand), tuple(parse_meld(m) for m in melds),
                        situation)
    assert isinstance(result, Invalid) and result.code == code


# ---------------------------------------------------------------------------------------------
# Whole hands through the ledger


def _session(*hands: list[dict[str, Any]], dealer: int = 0) -> dict[str, Any]:
    return {"rules": "majsoul", "players": ["Aoi", "Ren", "Saki", "Taro"], "dealer": dealer,
            "hands": [{"events": events} for events in hands]}


def _win(seat: int, frm: int | None = None, **more: Any) -> dict[str, Any]:
    event: dict[str, Any] = {"type": "win", "seat": seat, **more}
    if frm is not None:
        event["from"] = frm
    return event


def _kong(seat: int, kind: str, **more: Any) -> dict[str, Any]:
    return {"type": "kong", "seat": seat, "kind": kind, **more}


def _event_deltas(result: Any, hand: int, event: int) -> list[int]:
    return deltas(p for p in result.hands[hand].payments if p.event == event)


def test_kongs_of_all_three_kinds() -> None:
    data = _session([
        _kong(1, "concealed"),  # 0: 2,000 from each of 0, 2, 3
        _kong(2, "exposed", **{"from": 3}),  # 1: 2,000 from the discarder 3
        _kong(3, "added", immediate=True),  # 2: 1,000 from each of 0, 1, 2
        _kong(0, "added", immediate=False),  # 3: added later: nothing
        _win(0, 1, value=1),  # 4: 1 han ron: 1,000
        _kong(3, "concealed"),  # 5: only 1 and 2 still in: 2,000 each
        _win(1, value=2),  # 6: 2 han tsumo: 2,000 + 1,000 from 2 and 3
        _win(2, 3, value=3),  # 7: 3 han ron: 4,000; third winner ends the hand
    ])
    result = settle_session(read_session(data))
    expected_by_event = [
        [-2000, 6000, -2000, -2000],
        [0, 0, 2000, -2000],
        [-1000, -1000, -1000, 3000],
        [0, 0, 0, 0],
        [1000, -1000, 0, 0],
        [0, -2000, -2000, 4000],
        [0, 6000, -3000, -3000],
        [0, 0, 4000, -4000],
    ]
    assert [_event_deltas(result, 0, i) for i in range(8)] == expected_by_event
    assert not [p for p in result.hands[0].payments if p.event == 3]
    # seat 0: -2000 - 1000 + 1000 = -2000; seat 1: 6000 - 1000 - 1000 - 2000 + 6000 = 8000;
    # seat 2: -2000 + 2000 - 1000 - 2000 - 3000 + 4000 = -2000;
    # seat 3: -2000 - 2000 + 3000 + 4000 - 3000 - 4000 = -4000
    assert result.hands[0].deltas == (-2000, 8000, -2000, -4000)
    assert result.hands[0].winners == (0, 1, 2)
    assert result.next_dealer == 0  # the first winner


def test_robbed_kong_then_the_pong_stays_and_kong_discard_keeps_kong_money() -> None:
    data = _session([
        # 0: Saki robs Ren's added kong of 8p: no kong event, no kong money; 1 + robbing 1 = 2
        # han -> 2,000 from Ren
        _win(2, 1, robbed=True, hand="123m456m234p55p678p"),
        # 1: Ren still has the pong of 8p and self-draws pure one suit 3 han -> 4,000;
        # seats 0 and 3 pay 5,000 each
        _win(1, hand="123p567p999p44p", melds=["pong:8p"]),
        # 2: Taro's concealed kong: only seat 0 is still in to pay 2,000
        _kong(3, "concealed"),
        # 3: Aoi wins on Taro's discard after the kong: 1 + kong discard 1 = 2 han -> 2,000;
        # the kong money is kept (only mil refunds it)
        _win(0, 3, hand="123m456m789s234s55m", events=["kong-discard"]),
    ])
    result = settle_session(read_session(data))
    assert [_event_deltas(result, 0, i) for i in range(4)] == [
        [0, -2000, 2000, 0],
        [-5000, 10000, 0, -5000],
        [-2000, 0, 0, 2000],
        [2000, 0, 0, -2000],
    ]
    assert not [p for p in result.hands[0].payments
                if p.reason in (Reason.KONG_ADDED, Reason.KONG_DISCARD_REFUND)]
    # seat 0: -5000 - 2000 + 2000; seat 1: -2000 + 10000; seat 2: +2000;
    # seat 3: -5000 + 2000 - 2000
    assert result.totals == (-5000, 8000, 2000, -5000)
    assert result.next_dealer == 2


def test_multi_winner_discard_and_next_dealer() -> None:
    data = _session([
        # Taro's one discard is won by Ren and Aoi (listed in that order), each paid apart
        _win(1, 3, hand="123p456p789p234p55p"),  # pure one suit 3 han -> 4,000
        _win(0, 3, hand="222m555m333s777s99s"),  # all pongs 2 han -> 2,000
        _win(2, value=1),  # Saki self-draws 1 han: only Taro still in, 1,000 + 1,000
    ], dealer=2)
    result = settle_session(read_session(data))
    assert [_event_deltas(result, 0, i) for i in range(3)] == [
        [0, 4000, 0, -4000], [2000, 0, 0, -2000], [0, 0, 2000, -2000]]
    assert result.hands[0].deltas == (2000, 4000, 2000, -8000)
    # the winner nearest in turn order after the discarder 3 is seat 0, not the first listed
    assert result.hands[0].next_dealer == 0


def test_kong_bloom_after_an_exposed_kong_is_a_normal_tsumo() -> None:
    data = _session([
        _kong(1, "exposed", **{"from": 2}),  # 2,000 from Saki
        # plain 1 + root (6p kong) 1 + kong bloom 1 = 3 han -> 4,000; all three pay 5,000
        _win(1, hand="123p789p234m55m", melds=["kong:6p"], events=["kong-bloom"]),
    ])
    result = settle_session(read_session(data))
    assert _event_deltas(result, 0, 1) == [-5000, 15000, -5000, -5000]
    assert result.hands[0].deltas == (-5000, 17000, -7000, -5000)


def test_wall_end_ready_not_ready_pig_and_refund_to_a_winner() -> None:
    data = _session([
        _kong(3, "concealed"),  # 0: 2,000 from each of 0, 1, 2
        _kong(1, "exposed", **{"from": 2}),  # 1: 2,000 from Saki
        _win(0, 1, hand="234m678m234p789p55m"),  # 2: plain 1 han -> 1,000 from Ren
        {"type": "wall_end", "players": {  # 3
            # Ren ready: waits only on 5m: plain 1 + root (6p kong) 1 = 2 han -> 2,000
            "1": {"hand": "123m456m789m5m", "melds": ["kong:6p"], "void": "s"},
            # Saki a pig: declared bamboo void and still holds 4s and 88s
            "2": {"hand": "1199m123p555p488s", "void": "s"},
            # Taro not ready, not a pig (void characters, holds none)
            "3": {"hand": "13579p123s46s", "melds": ["ankong:9s"], "void": "m"},
        }},
    ])
    result = settle_session(read_session(data))
    wall = [p for p in result.hands[0].payments if p.event == 3]
    rows = sorted((p.payer, p.payee, p.amount, p.reason) for p in wall)
    assert rows == sorted([
        (2, 1, 8000, Reason.FLOWER_PIG),  # max(8,000, Ren's 2,000)
        (2, 3, 8000, Reason.FLOWER_PIG),  # max(8,000, Taro not ready)
        (3, 1, 2000, Reason.READY_PAYMENT),  # Taro pays Ren's ready value
        (3, 0, 2000, Reason.KONG_REFUND),  # to every original payer, the winner Aoi too
        (3, 1, 2000, Reason.KONG_REFUND),
        (3, 2, 2000, Reason.KONG_REFUND),
    ])  # the pig makes no ready payment; Ren is ready and keeps his kong money
    assert deltas(wall) == [2000, 12000, -14000, 0]
    # seat 0: -2000 + 1000 + 2000; seat 1: -2000 + 2000 - 1000 + 12000;
    # seat 2: -2000 - 2000 - 14000; seat 3: +6000 + 0
    assert result.hands[0].deltas == (1000, 11000, -18000, 6000)
    assert result.next_dealer == 0


def test_wall_end_pig_pays_a_big_ready_value_and_pigs_pay_each_other() -> None:
    data = _session([
        _kong(2, "exposed", **{"from": 0}),  # 0: 2,000 from Aoi
        _win(3, value=1),  # 1: 1 han tsumo: 2,000 from each of 0, 1, 2
        {"type": "wall_end", "players": {  # 2
            # Aoi ready on 8m: pure seven pairs 5 han -> 16,000 (beats pure one suit 3)
            "0": {"hand": "1133557799m228m", "void": "p"},
            "1": {"hand": "4m234p567p888p99s1s", "void": "m"},  # pig: holds 4m
            "2": {"hand": "123s789s11m4p6m", "melds": ["kong:5s"], "void": "p"},  # pig: 4p
        }},
    ])
    result = settle_session(read_session(data))
    wall = [p for p in result.hands[0].payments if p.event == 2]
    assert sorted((p.payer, p.payee, p.amount, p.reason) for p in wall) == sorted([
        (1, 0, 16000, Reason.FLOWER_PIG),  # max(8,000, 16,000)
        (1, 2, 8000, Reason.FLOWER_PIG),  # pigs too: max(8,000, not ready)
        (2, 0, 16000, Reason.FLOWER_PIG),
        (2, 1, 8000, Reason.FLOWER_PIG),
        (2, 0, 2000, Reason.KONG_REFUND),  # a pig refunds its kong money
    ])
    assert deltas(wall) == [34000, -16000, -18000, 0]
    # seat 0: -2000 - 2000 + 34000; seat 1: -2000 - 16000; seat 2: 2000 - 2000 - 18000;
    # seat 3: +6000
    assert result.hands[0].deltas == (30000, -18000, -18000, 6000)
    assert result.next_dealer == 3


# ---------------------------------------------------------------------------------------------
# The match (docs/rules.md §2.4): 50,000 each, exactly 4 hands, ends at once below 0

NOT_READY = {  # no set in hand and at most four pairs: nobody ready, nobody a pig
    "0": {"hand": "1379m13579p1379p", "void": "s"},
    "1": {"hand": "1379m13579s9s", "melds": ["ankong:5m"], "void": "p"},
    "2": {"hand": "12468p2468s2468s", "void": "m"},
    "3": {"hand": "2468m2468m13579s", "void": "p"},
}

MATCH = _session(
    [_win(2, 1, value=2), _win(0, value=1), _win(3, 1, value=3)],
    [_kong(1, "concealed"), {"type": "wall_end", "players": NOT_READY}],
    [_win(1, 0, value=4), _win(3, 2, value=2), _win(0, 2, value=1)],
    [_win(0, value=3), _win(1, 3, value=1), _win(2, 3, value=1)],
)


def test_four_hand_match() -> None:
    result = settle_session(read_session(MATCH))
    assert [h.deltas for h in result.hands] == [
        # 2,000 ron from 1; tsumo 2,000 from 1 and 3; 4,000 ron from 1
        (4000, -8000, 2000, 2000),
        # the kong of a player not ready is refunded: net nothing
        (0, 0, 0, 0),
        # 8,000 from 0 to 1; 2,000 from 2 to 3; 1,000 from 2 to 0
        (-7000, 8000, -3000, 2000),
        # tsumo 4,000 + 1,000 from 1, 2, 3; 1,000 and 1,000 from 3 on one discard
        (15000, -4000, -4000, -7000),
    ]
    # dealers: 0; first winner 2; nobody won -> 2 again; first winner 1; next: first winner 0
    assert [h.dealer for h in result.hands] == [0, 2, 2, 1]
    assert result.next_dealer == 0
    assert result.totals == (12000, -4000, -5000, -3000)
    assert result.points == (62000, 46000, 45000, 47000)  # 50,000 + totals
    assert result.match_over is None


def test_fifth_hand_is_refused() -> None:
    data = {**MATCH, "hands": [*MATCH["hands"], {"events": [_win(0, 1, value=1)]}]}
    with pytest.raises(LedgerError) as err:
        settle_session(read_session(data))
    assert err.value.code == "match_over"


BUST = _session(
    # 6 han tsumo by Ren: 33,000 from 0, 2, 3; then 16,000 and 1,000 from Aoi -> Aoi at exactly 0
    [_win(1, value=6), _win(2, 0, value=5), _win(3, 0, value=1)],
    # a concealed kong by Saki: 2,000 from 0, 1, 3 takes Aoi to -2,000: the match ends there
    [_kong(2, "concealed")],
)


def test_zero_plays_on_and_a_kong_payment_ends_the_match() -> None:
    result = settle_session(read_session(BUST))
    assert result.hands[0].deltas == (-50000, 99000, -17000, -32000)
    assert result.hands[1].deltas == (-2000, -2000, 6000, -2000)
    assert result.points == (-2000, 147000, 39000, 16000)
    assert result.match_over == (1, 0)


@pytest.mark.parametrize("extra", [
    pytest.param(lambda d: d["hands"][1]["events"].append(_win(1, 3, value=1)),
                 id="event_after_the_end"),
    pytest.param(lambda d: d["hands"].append({"events": [_win(1, 3, value=1)]}),
                 id="hand_after_the_end"),
])
def test_nothing_after_the_end(extra: Any) -> None:
    data = json.loads(json.dumps(BUST))
    extra(data)
    with pytest.raises(LedgerError) as err:
        settle_session(read_session(data))
    assert err.value.code == "match_over"


def test_multi_winner_discard_is_one_settlement_for_the_end() -> None:
    data = _session([
        _win(1, value=6),  # 0: 33,000 from 0, 2, 3 -> Aoi 17,000
        _win(2, 0, value=6),  # 1: 32,000 from Aoi -> -15,000, but the discard is not settled
        _win(3, 0, value=1),  # 2: the same discard: 1,000 more, still paid -> -16,000
    ])
    result = settle_session(read_session(data))
    assert result.hands[0].deltas == (-66000, 99000, -1000, -32000)
    assert result.points == (-16000, 149000, 49000, 18000)
    assert result.match_over == (0, 2)


def test_han_value_entries() -> None:
    data = _session([_win(0, 1, value=7)])  # 7 han -> cap 6 -> 32,000
    assert settle_session(read_session(data)).hands[0].deltas == (32000, -32000, 0, 0)
    with pytest.raises(LedgerError) as err:
        settle_session(read_session(_session([_win(0, 1, value=0)])))
    assert err.value.code == "bad_value"  # a win is worth at least 1 han


def test_ledger_command_reports_points() -> None:
    path = DATA / "majsoul_bust.json"  # the BUST session above, as a file
    assert json.loads(path.read_text(encoding="utf-8")) == BUST
    out = subprocess.run([sys.executable, "-m", "mahjong_gui", "ledger", str(path), "--json"],
                         capture_output=True, text=True, check=True)
    report = json.loads(out.stdout)
    assert report["points"] == [-2000, 147000, 39000, 16000]
    assert report["match_over"] == {"hand": 1, "event": 0}
