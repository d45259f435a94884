"""docs/rules.md §4: the worked examples, reproduced exactly through the engine."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_gui.engine import tiles
from mahjong_gui.engine.common import Invalid, Reason, WinType, deltas
from mahjong_gui.engine.ledger import read_session, settle_session
from mahjong_gui.engine.rules import PatternId, get_profile
from mahjong_gui.engine.scoring import Score, Situation, score_hand
from mahjong_gui.engine.settlement import win_payments

DATA = Path(__file__).resolve().parent.parent / "data"
P = tiles.parse


def settle(profile_id: str, hand: str, s: Situation) -> tuple[Score, list[int]]:
    profile = get_profile(profile_id)
    result = score_hand(profile, P(hand), (), s)
    assert isinstance(result, Score), result
    return result, deltas(win_payments(profile, s, result.value))


# Example 1 (mahjchina): a plain win, base 1, void bamboo.
@pytest.mark.parametrize("situation, expected", [
    pytest.param(Situation(), [6, -2, -2, -2], id="dealer_self_draw_all_in"),
    pytest.param(Situation(win=WinType.DISCARD, discarder=1), [1, -1, 0, 0],
                 id="discard_from_player_1"),
    pytest.param(Situation(in_seats=frozenset({0, 1, 2})), [4, -2, -2, 0],
                 id="player_3_already_out"),
])
def test_example_1_plain_win(situation: Situation, expected: list[int]) -> None:
    score, d = settle("mahjchina", "123456m234p789p55m", situation)
    assert [(line.id, line.value) for line in score.lines] == [(PatternId.PLAIN_WIN, 1)]
    assert score.void == "s" and score.value == 1
    assert d == expected


def test_example_1_without_its_last_tile() -> None:
    result = score_hand(get_profile("mahjchina"), P("123456m234p789p5m"))
    assert isinstance(result, Invalid) and result.code == "tile_count"


def test_example_2_all_pongs() -> None:
    score, d = settle("mahjchina", "111m222m333p444p55m", Situation())
    assert [line.id for line in score.lines] == [PatternId.ALL_PONGS] and score.value == 2
    assert d == [9, -3, -3, -3]


def test_example_3_self_draw_after_a_winner_left() -> None:
    # Seats: An 0, Bình 1, Chi 2, Dũng 3. An has won; Bình self-draws pure one suit.
    score, d = settle("mil", "123m456m789m234m55m",
                      Situation(seat=1, in_seats=frozenset({1, 2, 3})))
    assert [line.id for line in score.lines] == [PatternId.PURE_ONE_SUIT] and score.roots == 0
    assert score.value == 4 and score.self_draw_value == 5
    assert d == [0, 10, -5, -5]


def test_example_4_mil_whole_hand() -> None:
    session = read_session({"rules": "mil", "players": ["An", "Bình", "Chi", "Dũng"],
                            "dealer": 0, "hands": [{"events": [
                                {"type": "win", "seat": 0, "from": 1,
                                 "hand": "123456m234p789p55m"},
                                {"type": "win", "seat": 2, "hand": "111m222m333p444p55m"},
                                {"type": "win", "seat": 3, "from": 1,
                                 "hand": "123456m234p789p55m"}]}]})
    result = settle_session(session)
    assert [(p.payer, p.payee, p.amount) for p in result.hands[0].payments] == [
        (1, 0, 1), (1, 2, 3), (3, 2, 3), (1, 3, 1)]
    assert result.totals == (1, -5, 6, -2)
    assert result.next_dealer == 0  # An won first


def test_example_6_majsoul_one_han_tsumo() -> None:
    score, d = settle("majsoul", "123456m234p789p55m", Situation())
    assert score.capped == 1 and score.value == 1000 and score.self_draw_value == 2000
    assert d == [6000, -2000, -2000, -2000]


def test_example_7_competition_pure_all_pongs() -> None:
    score, d = settle("competition", "111333555777m99m", Situation())
    assert {line.id: line.value for line in score.lines} == {
        PatternId.PURE_ONE_SUIT: 2, PatternId.ALL_PONGS: 1}
    assert score.capped == 3 and score.value == 8
    assert d == [27, -9, -9, -9]


@pytest.mark.parametrize("rules, totals", [
    pytest.param("mil", (-1, 8, -2, -53), id="mil"),
    pytest.param("competition", (7, 16, 6, -29), id="competition"),
])
def test_example_8_wall_end(rules: str, totals: tuple[int, ...]) -> None:
    data = json.loads((DATA / "example8_mil.json").read_text(encoding="utf-8"))
    data["rules"] = rules
    result = settle_session(read_session(data))
    assert result.totals == totals
    rows = [(p.payer, p.payee, p.amount, p.reason) for p in result.hands[0].payments]
    if rules == "mil":
        assert rows[4:] == [
            (3, None, 48, Reason.FLOWER_PIG_PENALTY),  # Dũng −48, received by nobody
            (2, 1, 4, Reason.READY_PAYMENT),  # Chi → Bình 4
            (3, 1, 4, Reason.READY_PAYMENT),  # Dũng → Bình 4
            (2, 1, 2, Reason.KONG_REFUND),  # Chi refunds Bình
            (2, 3, 2, Reason.KONG_REFUND),  # and Dũng (An has left)
        ]
        assert sum(totals) == -48
    else:
        assert sum(totals) == 0
