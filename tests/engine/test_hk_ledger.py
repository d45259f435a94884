"""Hong Kong sessions in the ledger format: wins by faan or by hand, drawn hands, the dealer
staying or passing, the prevailing wind moving on (docs/rules.md §3)."""

from __future__ import annotations

from typing import Any

import pytest

from mahjong_gui.engine.ledger import LedgerInputError, read_session, settle_session

# docs/rules.md §3, the VMC sheet's example: South (seat 1 while seat 0 deals) wins 5 faan.
EXAMPLE_HAND = {"hand": "12345678911m", "melds": ["pong:7z"]}


def doc(rules: str, *hands: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return {"rules": rules, "players": ["E", "S", "W", "N"], "dealer": 0,
            "hands": [{"events": h} for h in hands], **extra}


def win(seat: int, frm: int | None = None, **extra: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "win", "seat": seat, **extra}
    if frm is not None:
        out["from"] = frm
    return out


# Seven hands, seat 0 the first dealer:
#  1 dealer 0: seat 1 wins 5 faan on seat 2's discard    -> the deal passes to seat 1
#  2 dealer 1: drawn                                      -> seat 1 keeps the deal
#  3 dealer 1: seat 1 (dealer) self-draws 3 faan          -> seat 1 keeps the deal
#  4 dealer 1: seat 3 wins 4 faan on seat 1's discard     -> seat 2
#  5 dealer 2: seat 3 wins 3 faan on seat 0's discard     -> seat 3
#  6 dealer 3: seat 0 self-draws 3 faan                   -> seat 0: the wind moves to South
#  7 dealer 0: nothing recorded yet
SESSION = [
    [win(1, 2, value=5)], [{"type": "draw"}], [win(1, value=3)], [win(3, 1, value=4)],
    [win(3, 0, value=3)], [win(0, value=3)], [],
]


def test_modern_session() -> None:
    result = settle_session(read_session(doc("hk-modern", *SESSION)))
    assert [h.deltas for h in result.hands] == [
        (0, 48, -48, 0),  # P(5) = 24; neither is East: the discarder pays 2P
        (0, 0, 0, 0),
        (-16, 48, -16, -16),  # East self-draws: 2P = 16 from each (P(3) = 8)
        (0, -64, 0, 64),  # East discards: 4P = 64 (P(4) = 16)
        (-16, 0, 0, 16),  # 2P = 16
        (32, -8, -8, -16),  # a non-East self-draw: East (seat 3) 2P = 16, the others P = 8
        (0, 0, 0, 0),
    ]
    assert [h.dealer for h in result.hands] == [0, 1, 1, 1, 2, 3, 0]
    assert [h.prevailing for h in result.hands] == [1, 1, 1, 1, 1, 1, 2]
    assert [h.winners for h in result.hands] == [(1,), (), (1,), (3,), (3,), (0,), ()]
    # seat 0: -16-16+32 = 0; seat 1: 48+48-64-8 = 24; seat 2: -48-16-8 = -72;
    # seat 3: -16+64+16-16 = 48
    assert result.totals == (0, 24, -72, 48)
    assert result.next_dealer == 0 and result.next_prevailing == 2
    assert result.rank_points is None and result.points is None


def test_classical_session() -> None:
    result = settle_session(read_session(doc("hk-classical", *SESSION)))
    assert [h.deltas for h in result.hands] == [
        (-32, 80, -32, -16),  # Q(5) = 16: East x2, the discarder x2, North 16
        (0, 0, 0, 0),
        (-32, 96, -32, -32),  # Q(3) = 8, x2 self-draw, x2 East wins: 32 each
        (-16, -64, -16, 96),  # Q(4) = 16: the East discarder x2 x2 = 64, the others 16
        (-16, -8, -16, 40),  # Q(3) = 8: discarder x2, East (seat 2) x2, seat 1 8
        (64, -16, -16, -32),  # self-draw x2 = 16 each, East (seat 3) x2 = 32
        (0, 0, 0, 0),
    ]
    assert result.totals == (-32, 88, -112, 56)


def test_wins_given_by_their_hand() -> None:
    result = settle_session(read_session(doc(
        "hk-modern",
        [win(1, 2, **EXAMPLE_HAND)],  # 5 faan on West's discard: 48
        [win(2, **EXAMPLE_HAND, bonus="1f")],  # seat 1 deals; seat 2 is South now
    )))
    assert result.hands[0].deltas == (0, 48, -48, 0)
    # Self-draw 1 + mixed one suit 3 + dragon pong 1 = 5 faan (1f is not South's flower):
    # a non-East self-draw, East (seat 1) 2P = 48, the others P = 24.
    assert result.hands[1].deltas == (-24, -48, 96, -24)


def test_the_wind_moves_after_a_full_round() -> None:
    passes = [[win((d + 1) % 4, value=3)] for d in range(8)]  # each dealer loses the deal
    result = settle_session(read_session(doc("hk-modern", *passes, prevailing=3)))
    assert [h.dealer for h in result.hands] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert [h.prevailing for h in result.hands] == [3, 3, 3, 3, 4, 4, 4, 4]
    assert result.next_prevailing == 1  # after North comes East again


def test_minimum_and_options() -> None:
    low = doc("hk-modern", [win(1, 2, value=2)])
    with pytest.raises(LedgerInputError) as err:
        settle_session(read_session(low))
    assert (err.value.code, err.value.detail) == ("not_a_win", "below_minimum")
    assert err.value.path == "hands[0].events[0]"
    ok = settle_session(read_session({**low, "options": {"min_faan": "0"}}))
    assert ok.hands[0].deltas == (0, 8, -8, 0)  # P(2) = 4, 2P = 8
    capped = settle_session(read_session(doc("hk-modern", [win(1, 2, value=13)],
                                             options={"limit": "8"})))
    assert capped.hands[0].deltas == (0, 128, -128, 0)  # reduced to 8 faan: P(8) = 64


@pytest.mark.parametrize(("hands", "code", "path"), [
    pytest.param([[win(1, 2, value=5), win(3, 2, value=5)]], "hand_over",
                 "hands[0].events[1]", id="second_win"),
    pytest.param([[{"type": "kong", "seat": 1, "kind": "concealed"}]], "bad_event",
                 "hands[0].events[0].type", id="kong_money_is_sichuan"),
    pytest.param([[{"type": "wall_end", "players": {}}]], "bad_event",
                 "hands[0].events[0].type", id="wall_end_is_sichuan"),
    pytest.param([[win(1, 1, value=5)]], "discarder_is_winner", "hands[0].events[0]",
                 id="own_discard"),
    pytest.param([[win(1, robbed=True, value=5)]], "discarder_missing", "hands[0].events[0]",
                 id="robbed_without_player"),
    pytest.param([[win(1, 2, value=5, hand="123m")]], "bad_event", "hands[0].events[0]",
                 id="value_and_hand"),
    pytest.param([[win(1, 2, value=5, events=["kong-bloom"])]], "bad_event",
                 "hands[0].events[0].events[0]", id="sichuan_event"),
    pytest.param([[win(1, 2, hand="123m456m789m123p1z1z", events=["last-tile"])]], "bad_event",
                 "hands[0].events[0]", id="last_tile_on_a_discard"),
    pytest.param([[win(1, 2, hand="123m456m789m123p1z")]], "tile_count", "hands[0].events[0]",
                 id="thirteen_tiles"),
])
def test_refused(hands: list[list[dict[str, Any]]], code: str, path: str) -> None:
    with pytest.raises(LedgerInputError) as err:
        settle_session(read_session(doc("hk-modern", *hands)))
    assert (err.value.code, err.value.path) == (code, path)


def test_prevailing_only_in_hong_kong() -> None:
    with pytest.raises(LedgerInputError) as err:
        read_session(doc("mil", prevailing=2))
    assert (err.value.code, err.value.path) == ("bad_ledger", "prevailing")
    with pytest.raises(LedgerInputError) as err:
        read_session(doc("hk-modern", prevailing=5))
    assert err.value.code == "bad_wind"
