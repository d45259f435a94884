"""Rule tests for the `competition` profile (docs/rules.md §2.1, §2.2, §2.5, §2.6 and §4),
values by hand."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mahjong_gui.engine import tiles
from mahjong_gui.engine.common import Invalid, NotWin, WinType, deltas
from mahjong_gui.engine.ledger import SessionResult, read_session, settle_session
from mahjong_gui.engine.melds import parse_meld
from mahjong_gui.engine.rules import PatternId, Profile, get_profile
from mahjong_gui.engine.scoring import Score, Situation, WinEvent, score_hand
from mahjong_gui.engine.settlement import LedgerError, win_payments

DATA = Path(__file__).resolve().parent.parent / "data"
ALL = frozenset({0, 1, 2, 3})

SELF, DISCARD, ROBBED = WinType.SELF, WinType.DISCARD, WinType.ROBBED
BLOOM, KONG_DISCARD, LAST = WinEvent.KONG_BLOOM, WinEvent.KONG_DISCARD, WinEvent.LAST_TILE
HEAVENLY, EARTHLY = WinEvent.HEAVENLY, WinEvent.EARTHLY

PLAIN = "123456m234p789p55m"  # two suits, sequences, no root: plain win, 0 fan


@pytest.fixture(scope="module")
def profile() -> Profile:
    return get_profile("competition")


def sit(win: WinType = SELF, seat: int = 0, frm: int | None = None, *, dealer: int = 0,
        out: tuple[int, ...] = (), events: tuple[WinEvent, ...] = (),
        feeder: int | None = None, void: str | None = None) -> Situation:
    """A situation; ``out`` lists the seats that have already won."""
    return Situation(win=win, seat=seat, discarder=frm, dealer=dealer,
                     in_seats=ALL - frozenset(out), void=void, events=frozenset(events),
                     kong_feeder=feeder)


def score(profile: Profile, hand: str, melds: tuple[str, ...], s: Situation) -> Any:
    return score_hand(profile, tiles.parse(hand), tuple(parse_meld(m) for m in melds), s)


# ---------------------------------------------------------------------------------------------
# Single wins: (hand with the winning tile last, melds, situation, fan before the cap, deltas)

WINS = [
    # --- plain win (平和), 0 fan -> base 1
    pytest.param(PLAIN, (), sit(DISCARD, 0, 1), 0, [1, -1, 0, 0],
                 id="plain_discard"),  # 0 fan -> 1 from the discarder
    pytest.param(PLAIN, (), sit(SELF, 2), 0, [-2, -2, 6, -2],
                 id="plain_self_draw"),  # 0 fan -> 1; 3 payers x (1+1)
    # --- all pongs (大对), 1 fan
    pytest.param("111m222m333p444p55m", (), sit(DISCARD, 3, 2), 1, [0, 0, -2, 2],
                 id="all_pongs_discard"),  # all pongs 1 fan -> 2
    pytest.param("333p444p55m", ("pong:1m", "pong:2m"), sit(SELF, 1), 1, [-3, 9, -3, -3],
                 id="all_pongs_with_melds_self_draw"),  # 1 fan -> 2; 3 x (2+1)
    # --- pure one suit (清一色) is 2 fan under docs/rules.md §2.2 (not the competition rules' 1)
    pytest.param("123m456m789m234m55m", (), sit(SELF, 0), 2, [15, -5, -5, -5],
                 id="pure_one_suit_self_draw"),  # 2 fan -> 4; 3 x (4+1)
    pytest.param("123m456m789m234m55m", (), sit(DISCARD, 2, 0), 2, [-4, 0, 4, 0],
                 id="pure_one_suit_discard"),  # 2 fan -> 4
    # --- seven pairs (七对), 2 fan
    pytest.param("11m33m55m77m22p44p66p", (), sit(DISCARD, 1, 3), 2, [0, 4, 0, -4],
                 id="seven_pairs_discard"),  # 2 fan -> 4
    # --- golden hook (金钩钓), 2 fan, replaces all pongs
    pytest.param("5p5p", ("pong:1m", "pong:9m", "pong:2p", "pong:7p"), sit(DISCARD, 0, 2), 2,
                 [4, 0, -4, 0], id="golden_hook_discard"),  # golden hook 2 (no all pongs) -> 4
    pytest.param("5p5p", ("pong:1m", "pong:9m", "pong:2p", "pong:7p"), sit(SELF, 0), 2,
                 [15, -5, -5, -5], id="golden_hook_self_draw"),  # 2 fan -> 4; 3 x (4+1)
    pytest.param("5p5p", ("kong:1m", "pong:9m", "pong:2p", "pong:7p"), sit(DISCARD, 0, 3), 3,
                 [8, 0, 0, -8], id="golden_hook_with_kong_root"),  # hook 2 + root 1 -> 8
    # --- dragon seven pairs (龙七对), 3 fan, includes seven pairs and its root
    pytest.param("1111m33m55m77m22p44p", (), sit(DISCARD, 2, 1), 3, [0, -8, 8, 0],
                 id="dragon_seven_pairs_discard"),  # 3 fan (root inside) -> 8
    pytest.param("1111m33m55m77m22p44p", (), sit(SELF, 3), 3, [-9, -9, -9, 27],
                 id="dragon_seven_pairs_self_draw"),  # 3 fan -> 8; 3 x (8+1)
    # --- roots (根), 1 fan each
    pytest.param("111m123m456p789p99m", (), sit(DISCARD, 1, 0), 1, [-2, 2, 0, 0],
                 id="root_four_in_hand"),  # four 1m in hand: root 1 -> 2
    pytest.param("456p123m789m11m", ("pong:5p",), sit(SELF, 3), 1, [-3, -3, -3, 9],
                 id="root_pong_plus_fourth"),  # pong 5p + 5p in hand: root 1 -> 2; 3 x 3
    pytest.param("111m123m789m44m", ("kong:5p",), sit(DISCARD, 0, 3), 2, [4, 0, 0, -4],
                 id="two_roots_kong_and_four"),  # kong 5p + four 1m: 2 roots -> 4
    # --- last tile by draw (海底捞月) and by discard (妙手回春), 1 fan each
    pytest.param(PLAIN, (), sit(SELF, 2, events=(LAST,)), 1, [-3, -3, 9, -3],
                 id="last_tile_by_draw"),  # 1 fan -> 2; 3 x (2+1)
    pytest.param(PLAIN, (), sit(DISCARD, 1, 2, events=(LAST,)), 1, [0, 2, -2, 0],
                 id="last_tile_by_discard"),  # 1 fan -> 2
    # --- kong discard (杠上炮), 1 fan; the win alone here (kong money is a ledger matter)
    pytest.param(PLAIN, (), sit(DISCARD, 3, 1, events=(KONG_DISCARD,)), 1, [0, -2, 0, 2],
                 id="kong_discard"),  # 1 fan -> 2
    pytest.param(PLAIN, (), sit(DISCARD, 3, 1, events=(KONG_DISCARD, LAST)), 2,
                 [0, -4, 0, 4], id="kong_discard_on_last_discard"),  # 1 + 1 = 2 fan -> 4
    # --- robbing the kong (抢杠), 1 fan; the declarer pays as for a discard
    pytest.param("11m234m567p789p45m6m", (), sit(ROBBED, 0, 2), 1, [2, 0, -2, 0],
                 id="robbing_the_kong"),  # plain 0 + robbing 1 -> 2
    pytest.param("11m234m567p789p45m6m", (), sit(ROBBED, 0, 2, events=(KONG_DISCARD,)), 1,
                 [2, 0, -2, 0], id="robbed_after_kong_is_kong_discard"),  # kong discard 1 only
    # --- kong bloom (杠上开花), 2 fan; a kong is always a root too
    pytest.param("123m456m789m55m", ("ankong:9s",), sit(SELF, 1, events=(BLOOM,)), 3,
                 [-9, 27, -9, -9], id="kong_bloom_concealed_kong"),  # bloom 2 + root 1 -> 8
    pytest.param("123m456m789m55m", ("addkong:9s",), sit(SELF, 1, out=(3,), events=(BLOOM,)),
                 3, [-9, 18, -9, 0], id="kong_bloom_added_kong_one_out"),  # 8; 2 x (8+1)
    # --- kong bloom after an exposed kong: the feeder alone pays the discard value
    pytest.param("123m456m789m55m", ("kong:9s",), sit(SELF, 0, events=(BLOOM,), feeder=2), 3,
                 [8, 0, -8, 0], id="kong_bloom_exposed_feeder_pays"),  # 3 fan -> 8, no +1
    pytest.param("123m456m789m55m", ("kong:9s",),
                 sit(SELF, 3, out=(0,), events=(BLOOM,), feeder=1), 3, [0, -8, 0, 8],
                 id="kong_bloom_exposed_feeder_pays_one_out"),  # 8 from the feeder only
    # --- heavenly (天和) and earthly (地和), 3 fan
    pytest.param(PLAIN, (), sit(SELF, 0, events=(HEAVENLY,)), 3, [27, -9, -9, -9],
                 id="heavenly"),  # 3 fan -> 8; 3 x (8+1)
    pytest.param(PLAIN, (), sit(SELF, 2, dealer=2, events=(HEAVENLY,)), 3, [-9, -9, 27, -9],
                 id="heavenly_dealer_seat_2"),  # 3 fan -> 8; 3 x 9
    pytest.param(PLAIN, (), sit(DISCARD, 3, 0, events=(EARTHLY,)), 3, [-8, 0, 0, 8],
                 id="earthly_on_dealers_first_discard"),  # 3 fan -> 8 from the dealer
    pytest.param(PLAIN, (), sit(SELF, 1, events=(EARTHLY,)), 3, [-9, 27, -9, -9],
                 id="earthly_self_draw_by_dealers_next"),  # 3 fan -> 8; 3 x 9
    pytest.param(PLAIN, (), sit(SELF, 3, dealer=2, events=(EARTHLY,)), 3, [-9, -9, -9, 27],
                 id="earthly_self_draw_dealer_2"),  # dealer 2, next seat 3: 3 x 9
    # --- the 3-fan cap (三番封顶): 8 at most
    pytest.param("11m33m55m77m99m22m44m", (), sit(DISCARD, 0, 1), 4, [8, -8, 0, 0],
                 id="cap_pure_seven_pairs"),  # pure 2 + seven pairs 2 = 4 -> 3 -> 8
    pytest.param("99m", ("pong:1m", "pong:3m", "pong:5m", "pong:7m"), sit(SELF, 0, out=(2,)),
                 4, [18, -9, 0, -9], id="cap_pure_golden_hook_one_out"),  # 2+2=4 -> 8; 2 x 9
    pytest.param("1111m33m55m77m99m22m", (), sit(DISCARD, 2, 3), 5, [0, 0, 8, -8],
                 id="cap_pure_dragon_seven_pairs"),  # pure 2 + dragon 3 = 5 -> 8
    pytest.param("1111m3333m55m22p44p", (), sit(DISCARD, 1, 0), 4, [-8, 8, 0, 0],
                 id="cap_dragon_with_second_root"),  # dragon 3 + other root 1 = 4 -> 8
    # --- docs/rules.md §4 example 7
    pytest.param("111333555777m99m", (), sit(SELF, 0), 3, [27, -9, -9, -9],
                 id="rules_example_7"),  # pure 2 + all pongs 1 = 3 -> 8; +27/-9/-9/-9
    # --- self-draw with players already out: only those still in pay
    pytest.param("123m456m789m234m55m", (), sit(SELF, 1, out=(0,)), 2, [0, 10, -5, -5],
                 id="self_draw_one_out"),  # pure 2 -> 4; 2 payers x 5; seat 0 pays nothing
    pytest.param(PLAIN, (), sit(SELF, 3, out=(0, 1)), 0, [0, 0, -2, 2],
                 id="self_draw_two_out"),  # plain 1; 1 payer x (1+1)
    # --- events stack: kong bloom on the last wall tile scores both (docs/rules.md §2.1)
    pytest.param("123m456m789m55m", ("ankong:9s",), sit(SELF, 0, events=(BLOOM, LAST)), 4,
                 [27, -9, -9, -9], id="kong_bloom_on_last_tile"),
    # bloom 2 + root 1 + last tile by draw 1 = 4 -> cap 3 -> 8; 3 x 9
]


@pytest.mark.parametrize(("hand", "melds", "situation", "fan", "expected"), WINS)
def test_single_win(profile: Profile, hand: str, melds: tuple[str, ...], situation: Situation,
                    fan: int, expected: list[int]) -> None:
    result = score(profile, hand, melds, situation)
    assert isinstance(result, Score), result
    assert result.units == fan
    assert result.capped == min(fan, 3)
    assert result.cap_applied == (fan > 3)
    assert result.value == 2 ** min(fan, 3)
    assert result.self_draw_value == result.value + 1
    assert deltas(win_payments(profile, situation, result.value)) == expected


# Which rows a score lists and which it must not (golden hook over all pongs, etc.).
P = PatternId
LINES = [
    pytest.param("5p5p", ("pong:1m", "pong:9m", "pong:2p", "pong:7p"), sit(DISCARD, 0, 2),
                 {P.GOLDEN_HOOK}, {P.ALL_PONGS}, id="golden_hook_not_all_pongs"),
    pytest.param("1111m33m55m77m22p44p", (), sit(DISCARD, 2, 1),
                 {P.DRAGON_SEVEN_PAIRS}, {P.SEVEN_PAIRS, P.ROOT},
                 id="dragon_includes_seven_pairs_and_root"),
    pytest.param("111333555777m99m", (), sit(SELF, 0),
                 {P.PURE_ONE_SUIT, P.ALL_PONGS}, {P.GOLDEN_HOOK}, id="example_7_lines"),
    pytest.param("11m234m567p789p45m6m", (), sit(ROBBED, 0, 2, events=(KONG_DISCARD,)),
                 {P.KONG_DISCARD}, {P.ROBBING_KONG}, id="robbed_after_kong_is_kong_discard"),
    pytest.param("11m234m567p789p45m6m", (), sit(ROBBED, 0, 2),
                 {P.ROBBING_KONG}, {P.KONG_DISCARD}, id="robbing_lists_robbing"),
    pytest.param(PLAIN, (), sit(SELF, 2, events=(LAST,)),
                 {P.LAST_TILE_DRAW}, {P.LAST_TILE_DISCARD}, id="last_tile_draw"),
    pytest.param(PLAIN, (), sit(DISCARD, 1, 2, events=(LAST,)),
                 {P.LAST_TILE_DISCARD}, {P.LAST_TILE_DRAW}, id="last_tile_discard"),
    pytest.param("123m456m789m55m", ("ankong:9s",), sit(SELF, 1, events=(BLOOM,)),
                 {P.KONG_BLOOM, P.ROOT}, set(), id="kong_bloom_and_root"),
]


@pytest.mark.parametrize(("hand", "melds", "situation", "present", "absent"), LINES)
def test_lines(profile: Profile, hand: str, melds: tuple[str, ...], situation: Situation,
               present: set[PatternId], absent: set[PatternId]) -> None:
    result = score(profile, hand, melds, situation)
    assert isinstance(result, Score), result
    ids = {line.id for line in result.lines}
    assert present <= ids
    assert not absent & ids


NOT_WINS = [
    pytest.param("123m456p789s11m234m", (), sit(DISCARD, 0, 1), "three_suits",
                 id="three_suits"),
    pytest.param(PLAIN, (), sit(DISCARD, 0, 1, void="p"), "void_suit_in_hand",
                 id="void_suit_held"),
    pytest.param("123456m234p789p56m", (), sit(DISCARD, 0, 1), "not_winning_shape",
                 id="not_a_winning_shape"),
    pytest.param("11m33m55m22p44p6p", ("pong:9m",), sit(DISCARD, 0, 1), "not_winning_shape",
                 id="pairs_with_a_pong_are_not_seven_pairs"),
]


@pytest.mark.parametrize(("hand", "melds", "situation", "reason"), NOT_WINS)
def test_not_win(profile: Profile, hand: str, melds: tuple[str, ...], situation: Situation,
                 reason: str) -> None:
    assert score(profile, hand, melds, situation) == NotWin(reason)


INVALID = [
    pytest.param("123456m234p789p5m", (), sit(DISCARD, 0, 1), "tile_count",
                 id="thirteen_tiles"),
    pytest.param("123456m234p789p1z1z", (), sit(DISCARD, 0, 1), "tile_identity",
                 id="honour_tile"),
    pytest.param("11m234m567p789p", ("pong:1m",), sit(DISCARD, 0, 1), "fifth_copy",
                 id="fifth_copy_across_meld"),
    pytest.param("123456m234p55m", ("chow:1s",), sit(DISCARD, 0, 1), "bad_meld",
                 id="no_chow"),
    pytest.param(PLAIN, (), sit(ROBBED, 0, 1), "robbed_tile_held",
                 id="robbed_tile_held_twice"),
    pytest.param(PLAIN, (), sit(SELF, 1, events=(HEAVENLY,)), "bad_event",
                 id="heavenly_not_dealer"),
    pytest.param("123m456m789m55m", ("ankong:9s",), sit(SELF, 0, events=(HEAVENLY,)),
                 "bad_event", id="heavenly_after_kong"),
    pytest.param(PLAIN, (), sit(SELF, 2, events=(EARTHLY,)), "bad_event",
                 id="earthly_self_draw_not_dealers_next"),
    pytest.param(PLAIN, (), sit(DISCARD, 2, 1, events=(EARTHLY,)), "bad_event",
                 id="earthly_discard_not_from_dealer"),
    pytest.param(PLAIN, (), sit(SELF, 0, events=(EARTHLY,)), "bad_event",
                 id="earthly_by_dealer"),
    pytest.param(PLAIN, (), sit(DISCARD, 0, 1, events=(BLOOM,)), "bad_event",
                 id="kong_bloom_on_discard"),
    pytest.param(PLAIN, (), sit(SELF, 0, events=(KONG_DISCARD,)), "bad_event",
                 id="kong_discard_self_draw"),
    pytest.param(PLAIN, (), sit(SELF, 0, out=(0,)), "winner_not_in", id="winner_already_out"),
    pytest.param(PLAIN, (), sit(DISCARD, 0, 2, out=(2,)), "discarder_not_in",
                 id="discarder_already_out"),
    pytest.param(PLAIN, (), sit(DISCARD, 0), "discarder_missing", id="discard_without_discarder"),
    pytest.param("123m456m789m55m", ("kong:9s",),
                 sit(SELF, 0, out=(2,), events=(BLOOM,), feeder=2), "bad_seat",
                 id="kong_feeder_already_out"),
]


@pytest.mark.parametrize(("hand", "melds", "situation", "code"), INVALID)
def test_invalid(profile: Profile, hand: str, melds: tuple[str, ...], situation: Situation,
                 code: str) -> None:
    result = score(profile, hand, melds, situation)
    assert isinstance(result, Invalid), result
    assert result.code == code


# ---------------------------------------------------------------------------------------------
# Whole hands through the ledger


def settle(hands: list[list[dict[str, Any]]], dealer: int = 0,
           options: dict[str, str] | None = None) -> SessionResult:
    data: dict[str, Any] = {"rules": "competition", "players": ["An", "Bình", "Chi", "Dũng"],
                            "dealer": dealer, "hands": [{"events": ev} for ev in hands]}
    if options:
        data["options"] = options
    return settle_session(read_session(data))


def test_rules_example_8_competition() -> None:
    # Chi concealed kong: An, Bình, Dũng -2 each, Chi +6.
    # An plain win on Dũng's discard: An +1, Dũng -1 (An leaves).
    # Wall end: Dũng (pig) pays 8 to An, Bình and Chi (winners too).
    #   Bình ready, value 4 (pure one suit, no root); Chi and Dũng not ready pay Bình 4 each.
    #   Chi not ready refunds its kong: 2 each to Bình and Dũng (An has left).
    # An: -2 +1 +8 = 7; Bình: -2 +8 +4 +4 +2 = 16; Chi: +6 +8 -4 -2 -2 = 6;
    # Dũng: -2 -1 -24 -4 +2 = -29.
    data = json.loads((DATA / "competition_example8.json").read_text(encoding="utf-8"))
    result = settle_session(read_session(data))
    assert result.hands[0].deltas == (7, 16, 6, -29)
    assert result.totals == (7, 16, 6, -29)
    assert result.next_dealer == 0  # An won first


def test_added_kong_later_earns_nothing() -> None:
    result = settle([
        [
            {"type": "kong", "seat": 1, "kind": "added", "immediate": True},  # [-1, +3, -1, -1]
            {"type": "kong", "seat": 2, "kind": "added", "immediate": False},  # earns nothing
        ],
        [
            {"type": "kong", "seat": 3, "kind": "added"},  # immediate by default: [-1,-1,-1,+3]
        ],
    ])
    assert result.hands[0].deltas == (-1, 3, -1, -1)
    assert result.hands[1].deltas == (-1, -1, -1, 3)
    assert result.totals == (-2, 2, -2, 2)


def test_kong_discard_keeps_kong_money_multi_winner() -> None:
    result = settle([[
        {"type": "kong", "seat": 2, "kind": "exposed", "from": 0},  # seat 0 pays 2: [-2,0,+2,0]
        # seats 3 and 0 both win on seat 2's discard after its replacement draw (one discard)
        {"type": "win", "seat": 3, "from": 2, "hand": PLAIN,
         "events": ["kong-discard"]},  # plain 0 + kong discard 1 -> 2: [0, 0, -2, +2]
        {"type": "win", "seat": 0, "from": 2, "hand": "111m222m333p444p55m",
         "events": ["kong-discard"]},  # all pongs 1 + kong discard 1 -> 4: [+4, 0, -4, 0]
    ]])
    # no refund and no transfer of the kong money (无呼叫转移)
    assert result.hands[0].deltas == (2, 0, -4, 2)
    # the winner nearest after the discarder (seat 2) is seat 3, not seat 0
    assert result.hands[0].next_dealer == 3


def test_robbed_added_kong_after_kong_replacement_refunds_kong() -> None:
    result = settle([
        [
            {"type": "kong", "seat": 1, "kind": "concealed"},  # [-2, +6, -2, -2]
            # on the replacement draw seat 1 adds a kong; seat 3 robs it: scores as kong
            # discard (1 fan -> 2, not robbing too), and seat 1's concealed kong money goes back
            {"type": "win", "seat": 3, "from": 1, "robbed": True,
             "hand": "11m234m567p789p45m6m", "events": ["kong-discard"]},
            # win [0, -2, 0, +2]; refund [+2, -6, +2, +2]
        ],
        [
            {"type": "kong", "seat": 1, "kind": "concealed"},  # [-2, +6, -2, -2]
            # a later added kong robbed by seat 3 (not on a replacement): robbing 1 fan -> 2
            {"type": "win", "seat": 3, "from": 1, "robbed": True,
             "hand": "11m234m567p789p45m6m"},  # [0, -2, 0, +2]; the kong money is kept
        ],
    ])
    assert result.hands[0].deltas == (0, -2, 0, 2)
    assert result.hands[1].deltas == (-2, 4, -2, 0)


def test_robbed_after_kong_by_two_refunds_once() -> None:
    result = settle([[
        {"type": "kong", "seat": 1, "kind": "concealed"},  # [-2, +6, -2, -2]
        # seats 2 and 3 both rob the added kong made on seat 1's replacement draw
        {"type": "win", "seat": 2, "from": 1, "robbed": True,
         "hand": "11m234m567p789p45m6m", "events": ["kong-discard"]},  # 1 fan -> 2
        {"type": "win", "seat": 3, "from": 1, "robbed": True,
         "hand": "111s22s345s678s45m6m", "events": ["kong-discard"]},  # 1 fan -> 2
        # wins [0, -4, +2, +2]; the kong money goes back once: [+2, -6, +2, +2]
    ]])
    assert result.hands[0].deltas == (0, -4, 2, 2)
    assert result.hands[0].next_dealer == 2  # nearest after the declarer, seat 1


def test_kong_bloom_on_exposed_kong_in_ledger() -> None:
    result = settle([
        [
            {"type": "kong", "seat": 2, "kind": "exposed", "from": 1},  # [0, -2, +2, 0]
            {"type": "win", "seat": 2, "hand": "123m456m789m55m", "melds": ["kong:9s"],
             "events": ["kong-bloom"]},  # bloom 2 + root 1 = 3 -> 8 from seat 1 alone
        ],
        [
            {"type": "kong", "seat": 2, "kind": "concealed"},  # [-2, -2, +6, -2]
            {"type": "win", "seat": 2, "hand": "123m456m789m55m", "melds": ["ankong:9s"],
             "events": ["kong-bloom"]},  # 3 fan -> 8; all three pay 8+1
        ],
    ])
    assert result.hands[0].deltas == (0, -10, 10, 0)
    assert result.hands[1].deltas == (-11, -11, 33, -11)


def test_multi_winner_discard_next_dealer() -> None:
    result = settle([[
        # seat 0 discards; seats 3, 2 and 1 win on it (listed in that order)
        {"type": "win", "seat": 3, "from": 0, "value": 3},  # 3 fan -> 8
        {"type": "win", "seat": 2, "from": 0, "value": 0},  # 0 fan -> 1
        {"type": "win", "seat": 1, "from": 0, "value": 1},  # 1 fan -> 2
    ]])
    assert result.hands[0].deltas == (-11, 2, 1, 8)
    assert result.hands[0].winners == (3, 2, 1)
    assert result.hands[0].next_dealer == 1  # nearest after the discarder, seat 0


def test_wall_end_ready_not_ready_refund_and_pig() -> None:
    result = settle([[
        {"type": "kong", "seat": 3, "kind": "exposed", "from": 2},  # [0, 0, -2, +2]
        {"type": "kong", "seat": 1, "kind": "concealed"},  # [-2, +6, -2, -2]
        {"type": "win", "seat": 0, "value": 0},  # plain self-draw: 3 x 2 = [+6, -2, -2, -2]
        {"type": "wall_end", "players": {
            # seat 1: flower pig (m, s in hand, p in the kong), not ready
            "1": {"hand": "123m456m678s5s", "melds": ["ankong:1p"]},
            # seat 2: ready on 7p (seven pairs 2 fan -> 4) or 4p (plain -> 1): value 4
            "2": {"hand": "11m22m33m44p55p66p7p"},
            # seat 3: not ready, two suits
            "3": {"hand": "13579m23468s", "melds": ["kong:9s"]},
        }},
        # pig: seat 1 pays 8 to seats 0, 2, 3 (winner too): [+8, -24, +8, +8]
        # not ready seats 1 and 3 pay ready seat 2 its value 4: [0, -4, +8, -4]
        # refunds to payers still in: seat 1 -> 2 and 3 (2 each; seat 0 has won): [0,-4,+2,+2]
        #                              seat 3 -> 2 (2): [0, 0, +2, -2]
    ]])
    # 0: 0 -2 +6 +8 = 12; 1: +6 -2 -24 -4 -4 = -28; 2: -2 -2 -2 +8 +8 +2 +2 = 14;
    # 3: +2 -2 -2 +8 -4 +2 -2 = 2
    assert result.hands[0].deltas == (12, -28, 14, 2)
    assert result.hands[0].next_dealer == 0


def test_wall_end_ready_values_use_roots_and_four_held_is_not_ready() -> None:
    result = settle([[
        {"type": "win", "seat": 1, "from": 2, "value": 0},  # [0, +1, -1, 0]
        {"type": "wall_end", "players": {
            # waits 1m (four 1m: root, 1 fan -> 2), 4m (plain, 1), 5p (four 5p: root -> 2): 2
            "0": {"hand": "111m23m456p789p55p"},
            # waits only on 9s, of which it holds all four: not ready
            "2": {"hand": "9999s234p567p789p"},
            # pure one suit, no root possible: 4
            "3": {"hand": "123m456m789m2345m"},
        }},
        # seat 2 pays seat 0 2 and seat 3 4: [+2, 0, -6, +4]
    ]])
    assert result.hands[0].deltas == (2, 1, -7, 4)


def test_dead_hand_keeps_kong_money_then_settles_as_not_ready() -> None:
    result = settle([[
        {"type": "kong", "seat": 3, "kind": "concealed"},  # [-2, -2, -2, +6]
        {"type": "penalty", "seat": 3, "kind": "dead_hand"},  # no money
        {"type": "wall_end", "players": {
            "0": {"hand": "123m456m789m2345m"},  # ready: pure one suit, 4
            "1": {"hand": "11m22m33m44p55p66p7p"},  # ready: seven pairs on 7p, 4
            "2": {"hand": "2p2p5p5p8p8p3s3s6s6s1s4s9s"},  # not ready
            "3": {"hand": "123s456s78s1p1p", "melds": ["ankong:9s"]},  # ready shape, but dead
        }},
        # seats 2 and 3 pay 4 to each of seats 0 and 1: [+8, +8, -8, -8]
        # seat 3 refunds its kong to seats 0, 1, 2: [+2, +2, +2, -6]
    ]])
    assert result.hands[0].deltas == (8, 8, -8, -8)


def test_dead_hand_cannot_win() -> None:
    with pytest.raises(LedgerError) as err:
        settle([[
            {"type": "penalty", "seat": 3, "kind": "dead_hand"},
            {"type": "win", "seat": 3, "from": 0, "hand": PLAIN},
        ]])
    assert err.value.code == "dead_hand"


def test_false_win_penalty_received_by_nobody() -> None:
    result = settle([
        [
            {"type": "penalty", "seat": 2, "kind": "false_win"},  # 3 others in: 8 x 3 = 24
        ],
        [
            {"type": "win", "seat": 0, "from": 3, "value": 0},  # [+1, 0, 0, -1]
            {"type": "penalty", "seat": 1, "kind": "false_win"},  # 2 others in: 8 x 2 = 16
            {"type": "win", "seat": 1, "value": 1},  # 1 fan -> 2; seats 2, 3 pay 3: [0,+6,-3,-3]
        ],
    ])
    assert result.hands[0].deltas == (0, 0, -24, 0)
    assert result.hands[1].deltas == (1, -10, -3, -4)
    assert sum(result.totals) == -40  # the penalties leave the table


NO_WIN_WALL_END = {"type": "wall_end", "players": {
    "0": {"hand": "123m456m789m2345m"},  # ready: pure one suit, value 4
    "1": {"hand": "1p1p4p4p7p7p1s4s7s9s9s5s2s"},  # not ready
    "2": {"hand": "2p2p5p5p8p8p3s3s6s6s1s4s9s"},  # not ready
    "3": {"hand": "3p3p6p6p9p9p2s2s5s8s4p7p1p"},  # not ready
}}


def test_session_rank_points_and_dealer_rotation() -> None:
    hands: list[list[dict[str, Any]]] = [
        # H1 dealer 0: seat 1 wins 1 fan (2) from 0 -> [-2, +2, 0, 0]; next dealer 1
        [{"type": "win", "seat": 1, "from": 0, "value": 1}],
        # H2 dealer 1: seat 3 self-draws 0 fan (3 x 2) -> [-2, -2, -2, +6]; next dealer 3
        [{"type": "win", "seat": 3, "value": 0}],
        # H3 dealer 3: seat 2 discards, seats 1 (0 fan: 1) and 0 (1 fan: 2) win on it
        [{"type": "win", "seat": 1, "from": 2, "value": 0},
         {"type": "win", "seat": 0, "from": 2, "value": 1}],  # [+2, +1, -3, 0]; next 0
        # H4 dealer 0: nobody wins; seat 0 ready (4), three not ready pay 4 each
        [NO_WIN_WALL_END],  # [+12, -4, -4, -4]; the dealer stays: 0
        # H5 dealer 0: seat 2 wins 4 fan, capped at 3 (8), from seat 3 -> [0, 0, +8, -8]; next 2
        [{"type": "win", "seat": 2, "from": 3, "value": 4}],
        # H6 dealer 2: seat 2 self-draws 1 fan (3 x 3), seat 0 wins 0 fan (1) from seat 1
        [{"type": "win", "seat": 2, "value": 1},
         {"type": "win", "seat": 0, "from": 1, "value": 0}],  # [-2, -4, +9, -3]; next 2
        # H7 dealer 2: seat 1 wins 2 fan (4) from seat 0 -> [-4, +4, 0, 0]; next 1
        [{"type": "win", "seat": 1, "from": 0, "value": 2}],
        # H8 dealer 1: seat 0 wins 1 fan (2) from seat 2 -> [+2, 0, -2, 0]; next 0
        [{"type": "win", "seat": 0, "from": 2, "value": 1}],
        # game 2, H9 dealer 0: seat 3 self-draws 0 fan -> [-2, -2, -2, +6]; next 3
        [{"type": "win", "seat": 3, "value": 0}],
    ]
    result = settle(hands)
    assert [h.deltas for h in result.hands] == [
        (-2, 2, 0, 0), (-2, -2, -2, 6), (2, 1, -3, 0), (12, -4, -4, -4), (0, 0, 8, -8),
        (-2, -4, 9, -3), (-4, 4, 0, 0), (2, 0, -2, 0), (-2, -2, -2, 6),
    ]
    assert [h.dealer for h in result.hands] == [0, 1, 3, 0, 0, 2, 2, 1, 0]
    assert [h.next_dealer for h in result.hands] == [1, 3, 0, 0, 2, 2, 1, 0, 3]
    assert result.next_dealer == 3
    # game 1 (H1-H8): 0: -2-2+2+12+0-2-4+2 = 6; 1: 2-2+1-4+0-4+4+0 = -3;
    #                 2: 0-2-3-4+8+9+0-2 = 6;  3: 0+6+0-4-8-3+0+0 = -9
    # seats 0 and 2 tie for first: (4+3)/2 = 3.5 each; seat 1 2; seat 3 1
    # game 2 (H9): seat 3 +6 first (4); seats 0, 1, 2 tie at -2 over places 2-4: (3+2+1)/3 = 2
    assert result.game_rank_points == ((3.5, 2.0, 3.5, 1.0), (2.0, 2.0, 2.0, 4.0))
    assert result.rank_points == (5.5, 4.0, 5.5, 5.0)
    assert result.totals == (4, -5, 4, -3)


def test_session_hands_option_shortens_games() -> None:
    # hands=2: games of 2 hands. Game 1: seat 1 +2 then seat 0 self-draw (3 x 2):
    #   H1 [-2, +2, 0, 0], H2 [+6, -2, -2, -2] -> [4, 0, -2, -2]: 4, 3, then 1.5 each
    # Game 2: H3 seat 2 wins 0 fan (1) from seat 3 -> [0, 0, 1, -1]: seat 2 4;
    #   seats 0 and 1 tie at 0 for places 2-3: 2.5 each; seat 3 1
    result = settle([
        [{"type": "win", "seat": 1, "from": 0, "value": 1}],
        [{"type": "win", "seat": 0, "value": 0}],
        [{"type": "win", "seat": 2, "from": 3, "value": 0}],
    ], options={"hands": "2"})
    assert result.game_rank_points == ((4.0, 3.0, 1.5, 1.5), (2.5, 2.5, 4.0, 1.0))
    assert result.rank_points == (6.5, 5.5, 5.5, 2.5)
