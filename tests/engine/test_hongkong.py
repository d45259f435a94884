"""Hong Kong scoring (docs/rules.md §3): the faan rows, replacements, limits, options and payments.

Every expected number is worked out by hand from docs/rules.md §3 (the arithmetic is in the
comments),
never copied from the engine. Seats: dealer 0 unless said otherwise, so seat 0 East, 1 South,
2 West, 3 North; the prevailing wind is East (1) unless said otherwise.
Point tables: Modern P(0..13) = 1 2 4 8 16 24 32 48 64 96 128 192 256 384;
Classical Q: 0-3 -> 1 2 4 8, 4-6 -> 16, 7-9 -> 32, 10+ -> 64.
"""

from __future__ import annotations

import json

import pytest

from mahjong_gui.engine import tiles
from mahjong_gui.engine.common import Invalid, NotWin, WinType, deltas
from mahjong_gui.engine.melds import parse_meld
from mahjong_gui.engine.rules import PROFILES, OptionError, get_hk_profile
from mahjong_gui.engine.rules import get_hk_profile as rules_get_hk_profile
from mahjong_gui.engine.rules.hongkong import (
    CLASSICAL_POINTS,
    MODERN_POINTS,
    HKEvent,
    HKProfile,
    HKScore,
    HKSituation,
    dealer_for,
    score_hk,
    seat_wind,
)
from tests.helpers import run_cli

MODERN = get_hk_profile("hk-modern")
CLASSICAL = get_hk_profile("hk-classical")
ANY_MIN = get_hk_profile("hk-modern", {"min_faan": "0"})

SELF = WinType.SELF
DISCARD = WinType.DISCARD
ROBBED = WinType.ROBBED


def score(profile: HKProfile, hand: str, melds: tuple[str, ...] = (), bonus: str = "", *,
          win: WinType = SELF, seat: int = 1, frm: int | None = None, dealer: int = 0,
          prevailing: int = 1, events: tuple[HKEvent, ...] = ()) -> HKScore | NotWin | Invalid:
    return score_hk(profile, tiles.parse(hand), tuple(parse_meld(m) for m in melds),
                    tiles.parse(bonus) if bonus else (),
                    HKSituation(win, seat, frm, dealer, prevailing, frozenset(events)))


def win(*args: object, **kwargs: object) -> HKScore:
    result = score(*args, **kwargs)  # type: ignore[arg-type]
    assert isinstance(result, HKScore), result
    return result


def rows(result: HKScore) -> dict[str, int]:
    """Faan per row id (value x count)."""
    return {line.id.value: line.value * line.count for line in result.lines}


def replaced(result: HKScore) -> set[tuple[str, str]]:
    return {(a.value, b.value) for a, b in result.replaced}


# --- the VMC sheet's worked example (docs/rules.md §3 and §4 example 5) ---------------------------

# South (seat 1) holds 123m 456m 789m 11m and an exposed red dragon pong.
EXAMPLE = ("12345678911m", ("pong:7z",))


def test_worked_example_discard_by_west() -> None:
    # Mixed one suit 3 + dragon pong 1 + no bonus tiles 1 = 5 faan (exposed pong: not
    # concealed; a pong: not all chows; South's wind is not held).
    m = win(MODERN, *EXAMPLE, win=DISCARD, frm=2)
    assert rows(m) == {"mixed_one_suit": 3, "dragon_pong": 1, "no_bonus": 1}
    assert m.faan == 5 and m.value == 24  # P(5) = 24
    # Modern: West pays 2P = 48; neither South nor West is East.
    assert [(p.payer, p.payee, p.amount) for p in m.payments] == [(2, 1, 48)]
    assert deltas(m.payments) == [0, 48, -48, 0]
    c = win(CLASSICAL, *EXAMPLE, win=DISCARD, frm=2)
    assert c.faan == 5 and c.value == 16  # Q(5) = 16
    # Classical: East 16 x2 (East pays) = 32, West 16 x2 (discarder) = 32, North 16: +80.
    assert [(p.payer, p.amount) for p in c.payments] == [(0, 32), (2, 32), (3, 16)]
    assert deltas(c.payments) == [-32, 80, -32, -16]


def test_worked_example_self_draw() -> None:
    # The same tiles self-drawn, with East's flower 1f (not South's 2f/6f): self-draw 1 +
    # mixed one suit 3 + dragon pong 1 = 5 faan (no "no bonus tiles" faan any more).
    m = win(MODERN, *EXAMPLE, "1f")
    assert rows(m) == {"self_draw": 1, "mixed_one_suit": 3, "dragon_pong": 1}
    assert m.faan == 5 and m.bonus_faan == 0
    # Modern self-draw by a non-East player: East 2P = 48, West and North P = 24: +96.
    assert [(p.payer, p.amount) for p in m.payments] == [(0, 48), (2, 24), (3, 24)]
    assert deltas(m.payments) == [-48, 96, -24, -24]
    c = win(CLASSICAL, *EXAMPLE, "1f")
    # Classical: East 16 x2 (self-draw) x2 (East) = 64, West and North 16 x2 = 32: +128.
    assert [(p.payer, p.amount) for p in c.payments] == [(0, 64), (2, 32), (3, 32)]
    assert deltas(c.payments) == [-64, 128, -32, -32]


# --- one-faan rows and payments -------------------------------------------------------------

CHOWS = "123m456p789s234m55p"  # four chows and a pair, three suits, no honours


def test_self_draw_concealed_all_chows_no_bonus() -> None:
    # Self-draw 1 + concealed hand 1 + all chows 1 + no bonus tiles 1 = 4 faan; P(4) = 16.
    r = win(MODERN, CHOWS)
    assert rows(r) == {"self_draw": 1, "concealed_hand": 1, "all_chows": 1, "no_bonus": 1}
    assert r.faan == 4 and r.value == 16 and r.bonus_faan == 1
    # South self-draws: East 2P = 32, West 16, North 16.
    assert deltas(r.payments) == [-32, 64, -16, -16]


def test_modern_payments_when_east_wins_or_discards() -> None:
    # Concealed 1 + all chows 1 + no bonus 1 = 3 faan on a discard; P(3) = 8.
    east_wins = win(MODERN, CHOWS, win=DISCARD, seat=0, frm=3)
    assert east_wins.faan == 3
    assert deltas(east_wins.payments) == [32, 0, 0, -32]  # East wins: 4P = 32
    east_discards = win(MODERN, CHOWS, win=DISCARD, seat=2, frm=0)
    assert deltas(east_discards.payments) == [-32, 0, 32, 0]  # East discards: 4P = 32
    plain = win(MODERN, CHOWS, win=DISCARD, seat=2, frm=3)
    assert deltas(plain.payments) == [0, 0, 16, -16]  # 2P = 16
    east_self = win(MODERN, CHOWS, seat=0)  # 4 faan, P(4) = 16: each pays 2P = 32
    assert deltas(east_self.payments) == [96, -32, -32, -32]


def test_classical_payments_when_east_wins() -> None:
    # 3 faan on a discard: Q(3) = 8. East wins on North's discard: North 8 x2 x2 = 32,
    # South and West 8 x2 (East wins) = 16 each: +64.
    r = win(CLASSICAL, CHOWS, win=DISCARD, seat=0, frm=3)
    assert deltas(r.payments) == [64, -16, -16, -32]
    # 4 faan self-drawn by East: Q(4) = 16, each 16 x2 x2 = 64: +192.
    r = win(CLASSICAL, CHOWS, seat=0)
    assert deltas(r.payments) == [192, -64, -64, -64]


def test_dragons_seat_and_prevailing_wind_double_wind() -> None:
    # East (seat 0) in the East round wins on West's discard: concealed 1 + two dragon pongs
    # 2 + seat-wind pong 1 + prevailing-wind pong 1 + no bonus 1 = 6 (two number suits: no
    # mixed one suit; the pair 8p is no dragon: not small three dragons).
    r = win(MODERN, "111z555z666z88p234m", win=DISCARD, seat=0, frm=2)
    assert rows(r) == {"concealed_hand": 1, "dragon_pong": 2, "seat_wind": 1,
                       "prevailing_wind": 1, "no_bonus": 1}
    # P(6) = 32; East wins: the discarder pays 4P = 128.
    assert r.faan == 6 and deltas(r.payments) == [128, 0, -128, 0]
    # Classical Q(6) = 16: West 16 x2 x2 = 64, South and North 16 x2 = 32: +128.
    c = win(CLASSICAL, "111z555z666z88p234m", win=DISCARD, seat=0, frm=2)
    assert deltas(c.payments) == [128, -32, -64, -32]


def test_seat_wind_follows_the_dealer() -> None:
    # Seat 2 with dealer 1 is South (2 - 1 + 1 = 2); in the South round a South pong is both
    # the seat wind and the prevailing wind. Exposed pong: pong 2z: seat wind 1 + prevailing
    # wind 1 + no bonus 1 = 3 (suits m, p, s: no mixed one suit).
    assert seat_wind(2, 1) == 2 and dealer_for(2, 2) == 1
    r = win(MODERN, "123m456p789s55p", ("pong:2z",), win=DISCARD, seat=2, frm=3, dealer=1,
            prevailing=2)
    assert rows(r) == {"seat_wind": 1, "prevailing_wind": 1, "no_bonus": 1}
    assert r.seat_wind == 2 and r.prevailing_wind == 2
    # P(3) = 8; seat 3 is West here, seat 1 is East: the discarder pays 2P = 16.
    assert deltas(r.payments) == [0, 0, 16, -16]


def test_chow_meld_opens_the_hand() -> None:
    # An exposed chow: all chows 1 + no bonus 1 = 2 faan (not concealed).
    r = win(ANY_MIN, "456p789s234m55p", ("chow:1m",), win=DISCARD, frm=2)
    assert rows(r) == {"all_chows": 1, "no_bonus": 1} and r.faan == 2


def test_concealed_kong_keeps_the_hand_concealed() -> None:
    # Concealed kong of 2s: concealed hand 1 + no bonus 1 = 2 faan.
    r = win(ANY_MIN, "123m456p789s55p", ("ankong:2s",), win=DISCARD, frm=2)
    assert rows(r) == {"concealed_hand": 1, "no_bonus": 1} and r.faan == 2
    # The same kong exposed: no bonus 1 only.
    r = win(ANY_MIN, "123m456p789s55p", ("kong:2s",), win=DISCARD, frm=2)
    assert rows(r) == {"no_bonus": 1} and r.faan == 1


def test_events_replacement_last_tile_robbing() -> None:
    # Win on an exposed kong's replacement: self-draw 1 + replacement 1 + no bonus 1 = 3.
    r = win(MODERN, "123m456p789m55p", ("kong:9s",), events=(HKEvent.REPLACEMENT,))
    assert rows(r) == {"self_draw": 1, "replacement": 1, "no_bonus": 1}
    # A flower's replacement counts too: self 1 + replacement 1 + concealed 1 + all chows 1 +
    # seat flower 2f 1 = 5.
    r = win(MODERN, CHOWS, bonus="2f", events=(HKEvent.REPLACEMENT,))
    assert rows(r) == {"self_draw": 1, "replacement": 1, "concealed_hand": 1, "all_chows": 1,
                       "seat_flower": 1}
    # Last tile self-drawn: 4 (as above) + last tile 1 = 5.
    r = win(MODERN, CHOWS, events=(HKEvent.LAST_TILE,))
    assert rows(r)["last_tile"] == 1 and r.faan == 5
    # Robbing North's added kong of 4m: robbing 1 + concealed 1 + all chows 1 + no bonus 1 = 4;
    # P(4) = 16, the kong's declarer pays 2P = 32.
    r = win(MODERN, "123m456p789s23m55p4m", win=ROBBED, frm=3)
    assert rows(r) == {"robbing_kong": 1, "concealed_hand": 1, "all_chows": 1, "no_bonus": 1}
    assert deltas(r.payments) == [0, 32, 0, -32]
    assert {p.reason.value for p in r.payments} == {"win_robbed_kong"}
    # Classical Q(4) = 16: North (declarer) 32, East 32, West 16: +80.
    c = win(CLASSICAL, "123m456p789s23m55p4m", win=ROBBED, frm=3)
    assert deltas(c.payments) == [-32, 80, -16, -32]


@pytest.mark.parametrize("hand, melds, bonus, kw, code", [
    pytest.param(CHOWS, (), "", {"win": DISCARD, "frm": 2, "events": (HKEvent.LAST_TILE,)},
                 "bad_event", id="last_tile_on_discard"),
    pytest.param(CHOWS, (), "", {"events": (HKEvent.REPLACEMENT,)}, "bad_event",
                 id="replacement_without_kong_or_bonus"),
    pytest.param(CHOWS, (), "", {"events": (HKEvent.HEAVENLY,)}, "bad_event",
                 id="heavenly_not_dealer"),
    pytest.param(CHOWS, (), "", {"win": DISCARD, "frm": 2, "events": (HKEvent.EARTHLY,)},
                 "bad_event", id="earthly_not_dealers_discard"),
    pytest.param(CHOWS, (), "", {"win": ROBBED, "frm": 3}, "robbed_tile_held",
                 id="robbed_tile_held"),
    pytest.param(CHOWS, (), "1f1f", {}, "duplicate_bonus", id="duplicate_bonus_parse"),
    pytest.param(CHOWS + "1f", (), "", {}, "bonus_in_hand", id="bonus_in_hand"),
    pytest.param(CHOWS, (), "", {"prevailing": 5}, "bad_wind", id="bad_wind"),
    pytest.param(CHOWS, (), "", {"seat": 4}, "bad_seat", id="bad_seat"),
    pytest.param(CHOWS, (), "", {"win": DISCARD}, "discarder_missing", id="no_discarder"),
    pytest.param(CHOWS, (), "", {"win": DISCARD, "frm": 1}, "discarder_is_winner",
                 id="discarder_is_winner"),
    pytest.param("123m456p789s234m5p", (), "", {}, "tile_count", id="tile_count"),
])
def test_invalid_input(hand: str, melds: tuple[str, ...], bonus: str, kw: dict[str, object],
                       code: str) -> None:
    try:
        result = score(MODERN, hand, melds, bonus, **kw)  # type: ignore[arg-type]
    except tiles.TileError as err:  # the parser refuses 1f1f before the engine sees it
        assert err.code.value == code
        return
    assert isinstance(result, Invalid) and result.code == code


def test_bad_bonus_tiles_given_to_the_engine() -> None:
    t = tiles.parse
    s = HKSituation()
    r = score_hk(MODERN, t(CHOWS), (), (t("1f")[0], t("1f")[0]), s)
    assert isinstance(r, Invalid) and r.code == "duplicate_bonus"
    r = score_hk(MODERN, t(CHOWS), (), t("1z"), s)
    assert isinstance(r, Invalid) and r.code == "bad_bonus"


def test_not_a_winning_shape() -> None:
    assert score(MODERN, "123m456p789s234m56p") == NotWin("not_winning_shape")


# --- bonus tiles ----------------------------------------------------------------------------


def test_flower_set_instead_of_seat_flower_and_seat_season() -> None:
    # South (2f, 6f) on West's discard with 1f2f3f4f6f: concealed 1 + all chows 1 + all four
    # flowers 2 (instead of the seat flower 2f) + seat season 6f 1 = 5.
    r = win(MODERN, CHOWS, bonus="1f2f3f4f6f", win=DISCARD, frm=2)
    assert rows(r) == {"concealed_hand": 1, "all_chows": 1, "all_flowers": 2, "seat_season": 1}
    assert replaced(r) == {("seat_flower", "all_flowers")}
    assert r.faan == 5 and r.bonus_faan == 3


def test_all_eight_bonus_tiles() -> None:
    # Concealed 1 + all chows 1 + all flowers 2 + all seasons 2 = 6 (seat flower and seat
    # season replaced).
    r = win(MODERN, CHOWS, bonus="12345678f", win=DISCARD, frm=2)
    assert rows(r) == {"concealed_hand": 1, "all_chows": 1, "all_flowers": 2, "all_seasons": 2}
    assert replaced(r) == {("seat_flower", "all_flowers"), ("seat_season", "all_seasons")}
    assert r.faan == 6


# --- the minimum and its options ------------------------------------------------------------


def test_minimum_default_three_and_option_one() -> None:
    # Exposed kong hand: no bonus 1 = 1 faan: below the default minimum 3.
    args = ("123m456p789s55p", ("kong:2s",))
    assert score(MODERN, *args, win=DISCARD, frm=2) == NotWin("below_minimum")
    one = get_hk_profile("hk-modern", {"min_faan": "1"})
    r = win(one, *args, win=DISCARD, frm=2)
    assert r.faan == 1 and r.value == 2  # P(1) = 2
    assert deltas(r.payments) == [0, 4, -4, 0]  # 2P = 4
    shown = score_hk(MODERN, tiles.parse(args[0]), (parse_meld(args[1][0]),), (),
                     HKSituation(DISCARD, 1, 2), check_minimum=False)
    assert isinstance(shown, HKScore) and not shown.meets_minimum and shown.counted_faan == 1


def test_minimum_zero_allows_a_no_faan_hand() -> None:
    # Open pong, three suits, West's flower 3f: no row applies: 0 faan.
    args = ("456p789s234m55p", ("pong:2m",), "3f")
    assert score(get_hk_profile("hk-modern", {"min_faan": "1"}), *args, win=DISCARD,
                 frm=2) == NotWin("below_minimum")
    r = win(ANY_MIN, *args, win=DISCARD, frm=2)
    assert r.lines == () and r.faan == 0 and r.value == 1  # P(0) = 1
    assert deltas(r.payments) == [0, 2, -2, 0]  # 2P = 2
    c = win(get_hk_profile("hk-classical", {"min_faan": "0"}), *args, win=DISCARD, frm=2)
    # Q(0) = 1: West 1 x2 = 2, East 1 x2 = 2, North 1: +5.
    assert deltas(c.payments) == [-2, 5, -2, -1]


def test_bonus_faan_excluded_from_the_minimum() -> None:
    # South's flower 2f on a discard: concealed 1 + all chows 1 + seat flower 1 = 3.
    r = win(MODERN, CHOWS, bonus="2f", win=DISCARD, frm=2)
    assert r.faan == 3 and r.counted_faan == 3
    excluded = get_hk_profile("hk-modern", {"bonus_counts": "no"})
    # Without the bonus-tile faan: 3 - 1 = 2 < 3.
    assert score(excluded, CHOWS, bonus="2f", win=DISCARD, frm=2) == NotWin("below_minimum")
    # With minimum 1 the hand wins and still pays its 3 faan: P(3) = 8, 2P = 16.
    both = get_hk_profile("hk-modern", {"bonus_counts": "no", "min_faan": "1"})
    r = win(both, CHOWS, bonus="2f", win=DISCARD, frm=2)
    assert r.faan == 3 and r.counted_faan == 2 and r.bonus_faan == 1
    assert deltas(r.payments) == [0, 16, -16, 0]
    # "No bonus tiles" is a bonus-tile faan too: concealed 1 + all chows 1 + no bonus 1 = 3,
    # counted 2.
    assert score(excluded, CHOWS, win=DISCARD, frm=2) == NotWin("below_minimum")


# --- bigger hands and replacements ----------------------------------------------------------


def test_all_pongs_with_mixed_terminals() -> None:
    # 111m 999m 999s pong 1p, pair 1z completed by the discard: all pongs 3 + mixed terminals
    # and honours 1 + no bonus 1 = 5 (the East pair scores nothing; three suits).
    r = win(MODERN, "111m999m999s11z", ("pong:1p",), win=DISCARD, frm=2)
    assert rows(r) == {"all_pongs": 3, "mixed_terminals": 1, "no_bonus": 1} and r.faan == 5


def test_pure_one_suit_instead_of_mixed() -> None:
    # Concealed 1 + pure one suit 7 + no bonus 1 = 9; P(9) = 96, 2P = 192.
    r = win(MODERN, "123m345m567m777m99m", win=DISCARD, frm=2)
    assert rows(r) == {"concealed_hand": 1, "pure_one_suit": 7, "no_bonus": 1}
    assert replaced(r) == {("mixed_one_suit", "pure_one_suit")}
    assert r.faan == 9 and deltas(r.payments) == [0, 192, -192, 0]


def test_small_three_dragons_includes_its_pongs() -> None:
    # Exposed white pong, green pong, red pair: small three dragons 5 (instead of the two
    # dragon pongs) + mixed one suit 3 + no bonus 1 = 9.
    r = win(MODERN, "666z77z123m789m", ("pong:5z",), win=DISCARD, frm=2)
    assert rows(r) == {"small_three_dragons": 5, "mixed_one_suit": 3, "no_bonus": 1}
    assert replaced(r) == {("dragon_pong", "small_three_dragons")}


def test_big_three_dragons_and_the_limit_option() -> None:
    # South self-draws with its flower 2f: self-draw 1 + concealed 1 + big three dragons 8
    # (instead of three dragon pongs) + seat flower 1 = 11 -> limit 10.
    r = win(MODERN, "555z666z777z234p99s", bonus="2f")
    assert rows(r) == {"self_draw": 1, "concealed_hand": 1, "big_three_dragons": 8,
                       "seat_flower": 1}
    assert replaced(r) == {("dragon_pong", "big_three_dragons")}
    assert r.faan_total == 11 and r.faan == 10 and r.limit_applied and r.value == 128
    # P(10) = 128: East 256, West and North 128.
    assert deltas(r.payments) == [-256, 512, -128, -128]
    r13 = win(get_hk_profile("hk-modern", {"limit": "13"}), "555z666z777z234p99s", bonus="2f")
    assert r13.faan == 11 and not r13.limit_applied and r13.value == 192  # P(11)
    r8 = win(get_hk_profile("hk-classical", {"limit": "8"}), "555z666z777z234p99s", bonus="2f")
    # Limit 8: Q(8) = 32; self-draw: East 32 x2 x2 = 128, the others 64: +256.
    assert r8.faan == 8 and deltas(r8.payments) == [-128, 256, -64, -64]


def test_small_four_winds_includes_its_wind_pongs() -> None:
    # South wins on North's discard: exposed East pong, South and West pongs, North pair:
    # small four winds 6 (instead of the seat-wind and prevailing-wind pongs) + mixed one suit
    # 3 = 9 (West's flower 3f: no bonus faan).
    r = win(MODERN, "222z333z44z567s", ("pong:1z",), "3f", win=DISCARD, frm=3)
    assert rows(r) == {"small_four_winds": 6, "mixed_one_suit": 3}
    assert replaced(r) == {("seat_wind", "small_four_winds"),
                           ("prevailing_wind", "small_four_winds")}
    assert r.faan == 9 and deltas(r.payments) == [0, 192, 0, -192]  # 2P(9) = 192


def test_four_concealed_pongs() -> None:
    # Self-drawn: four concealed pongs 8 (instead of all pongs, concealed hand and self-draw)
    # + no bonus 1 = 9.
    r = win(MODERN, "222m444m666p888s55z")
    assert rows(r) == {"four_concealed_pongs": 8, "no_bonus": 1}
    assert replaced(r) == {("all_pongs", "four_concealed_pongs"),
                           ("concealed_hand", "four_concealed_pongs"),
                           ("self_draw", "four_concealed_pongs")}
    # On a discard that completes the pair: still 8 + 1 = 9.
    r = win(MODERN, "222m444m666p888s55z", win=DISCARD, frm=2)
    assert rows(r) == {"four_concealed_pongs": 8, "no_bonus": 1}
    # On a discard that completes a pong, that pong is exposed: all pongs 3 + concealed 1 +
    # no bonus 1 = 5.
    r = win(MODERN, "222m444m666p55z888s", win=DISCARD, frm=2)
    assert rows(r) == {"all_pongs": 3, "concealed_hand": 1, "no_bonus": 1}


def test_concealed_kongs_count_as_concealed_pongs() -> None:
    # Two concealed kongs + two concealed triplets, self-drawn: four concealed pongs 8 +
    # no bonus 1 = 9 (only two kongs: not all kongs).
    r = win(MODERN, "666p888s55z", ("ankong:2m", "ankong:4m"))
    assert rows(r) == {"four_concealed_pongs": 8, "no_bonus": 1}


def test_all_honours_and_limit_13() -> None:
    # West (seat 2) on North's discard, exposed East pong: all honours 10 (instead of all
    # pongs and mixed one suit) + small three dragons 5 (instead of two dragon pongs) +
    # prevailing wind 1 + no bonus 1 = 17; limit 10 / 13 / 8.
    hand, melds = "222z555z666z77z", ("pong:1z",)
    r = win(MODERN, hand, melds, win=DISCARD, seat=2, frm=3)
    assert rows(r) == {"all_honours": 10, "small_three_dragons": 5, "prevailing_wind": 1,
                       "no_bonus": 1}
    assert replaced(r) == {("all_pongs", "all_honours"), ("mixed_one_suit", "all_honours"),
                           ("dragon_pong", "small_three_dragons")}
    assert r.faan_total == 17 and r.faan == 10 and r.value == 128
    r13 = win(get_hk_profile("hk-modern", {"limit": "13"}), hand, melds, win=DISCARD, seat=2,
              frm=3)
    assert r13.faan == 13 and r13.value == 384 and deltas(r13.payments) == [0, 0, 768, -768]
    r8 = win(get_hk_profile("hk-modern", {"limit": "8"}), hand, melds, win=DISCARD, seat=2,
             frm=3)
    assert r8.faan == 8 and r8.value == 64


def test_best_reading_for_the_player() -> None:
    # 111222333m: three pongs or three chows. With 456p: chows read all chows: self 1 +
    # concealed 1 + all chows 1 + no bonus 1 = 4 (pongs would give 3).
    r = win(MODERN, "111222333m456p99s")
    assert r.faan == 4 and "all_chows" in rows(r)
    # With 999p: pongs read four concealed pongs 8 + no bonus 1 = 9 (chows: 3).
    r = win(MODERN, "111222333m999p55s")
    assert r.faan == 9 and "four_concealed_pongs" in rows(r)


# --- limit hands ------------------------------------------------------------------------------


def test_thirteen_orphans_on_easts_discard() -> None:
    r = win(MODERN, "19m19p19s1234567z1m", win=DISCARD, frm=0)
    assert rows(r) == {"thirteen_orphans": 10} and r.limit_hand is not None
    assert r.decomposition.form.value == "thirteen_orphans"
    # P(10) = 128; East discards: 4P = 512.
    assert deltas(r.payments) == [-512, 512, 0, 0]
    c = win(CLASSICAL, "19m19p19s1234567z1m", win=DISCARD, frm=0)
    # Q(10) = 64: East 64 x2 (discarder) x2 (East) = 256, West 64, North 64: +384.
    assert deltas(c.payments) == [-256, 384, -64, -64]


def test_big_four_winds_is_the_limit_under_each_option() -> None:
    hand = "111z222z333z444z55m"
    assert rows(win(MODERN, hand)) == {"big_four_winds": 10}
    assert win(get_hk_profile("hk-modern", {"limit": "13"}), hand).faan == 13
    assert win(get_hk_profile("hk-modern", {"limit": "8"}), hand).faan == 8


def test_nine_gates() -> None:
    # 1112345678999p waiting, 5p wins: limit.
    assert rows(win(MODERN, "1112345678999p5p", win=DISCARD, frm=2)) == {"nine_gates": 10}
    # The same 14 tiles, but 1p won (the 13 before it are not the gates): 111 234 55 678 999:
    # concealed 1 + pure one suit 7 + no bonus 1 = 9.
    r = win(MODERN, "1123455678999p1p", win=DISCARD, frm=2)
    assert r.limit_hand is None and r.faan == 9


def test_all_kongs_and_all_terminals() -> None:
    r = win(MODERN, "55s", ("kong:1m", "addkong:2p", "ankong:3s", "kong:4m"), win=DISCARD, frm=2)
    assert rows(r) == {"all_kongs": 10}
    # All terminals (also four concealed pongs): one limit, no sum.
    r = win(MODERN, "111m999m111p999p11s", win=DISCARD, frm=2)
    assert rows(r) == {"all_terminals": 10} and r.faan == 10


def test_two_limit_hands_do_not_add() -> None:
    # Four kongs of winds: big four winds and all kongs; the first in table order is shown.
    r = win(get_hk_profile("hk-modern", {"limit": "13"}), "55m",
            ("kong:1z", "kong:2z", "kong:3z", "ankong:4z"))
    assert rows(r) == {"big_four_winds": 13}
    assert replaced(r) == {("all_kongs", "big_four_winds")}


def test_heavenly_and_earthly() -> None:
    r = win(MODERN, CHOWS, seat=0, events=(HKEvent.HEAVENLY,))
    # Limit 10, P = 128, East self-draws: each pays 2P = 256.
    assert rows(r) == {"heavenly": 10} and deltas(r.payments) == [768, -256, -256, -256]
    r = win(MODERN, CHOWS, win=DISCARD, seat=2, frm=0, events=(HKEvent.EARTHLY,))
    # East discards: 4P = 512.
    assert rows(r) == {"earthly": 10} and deltas(r.payments) == [-512, 0, 512, 0]
    assert rows(win(MODERN, CHOWS, seat=3, events=(HKEvent.EARTHLY,))) == {"earthly": 10}


# --- profiles ---------------------------------------------------------------------------------


def test_profiles_and_options() -> None:
    assert MODERN.name == "Hong Kong, VMC sheet, Modern (discarder pays)"
    assert CLASSICAL.name == "Hong Kong, VMC sheet, Classical (all pay)"
    assert (MODERN.min_faan, MODERN.bonus_counts, MODERN.limit) == (3, True, 10)
    assert MODERN_POINTS == (1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384)
    assert CLASSICAL_POINTS == (1, 2, 4, 8, 16, 16, 16, 32, 32, 32, 64, 64, 64, 64)
    assert rules_get_hk_profile("hk-classical", {"limit": "13"}).limit == 13
    assert set(PROFILES) == {"mil", "mahjchina", "competition", "majsoul", "hk-modern",
                             "hk-classical"}
    for pid, options, code in (("hk-modern", {"limit": "9"}, "bad_option_value"),
                               ("hk-modern", {"min_faan": "2"}, "bad_option_value"),
                               ("hk-modern", {"bonus_counts": "maybe"}, "bad_option_value"),
                               ("hk-modern", {"cap": "8"}, "unknown_option"),
                               ("hk-nope", None, "unknown_rules")):
        with pytest.raises(OptionError) as info:
            get_hk_profile(pid, options)
        assert info.value.code == code


# --- the score command ------------------------------------------------------------------------


EXAMPLE_CLI = ("score", "12345678911m", "--meld", "pong:7z", "--seat", "1")


@pytest.mark.parametrize("rules, extra, deltas_", [
    # The VMC sheet's example: 5 faan (see test_worked_example_*).
    ("hk-modern", ("--win", "discard", "--from", "2"), [0, 48, -48, 0]),
    ("hk-modern", ("--bonus", "1f"), [-48, 96, -24, -24]),
    ("hk-classical", ("--win", "discard", "--from", "2"), [-32, 80, -32, -16]),
    ("hk-classical", ("--bonus", "1f"), [-64, 128, -32, -32]),
])
def test_cli_worked_example(capsys: pytest.CaptureFixture[str], rules: str,
                            extra: tuple[str, ...], deltas_: list[int]) -> None:
    code, out, _ = run_cli(capsys, *EXAMPLE_CLI, "--rules", rules, *extra, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["rules"] == rules and data["win"] is True and data["deltas"] == deltas_
    assert data["unit"] == "faan" and data["faan"] == 5 and data["limit"] == 10
    assert data["value"] == (24 if rules == "hk-modern" else 16)
    assert sum(p["value"] for p in data["patterns"]) == 5
    assert {"id", "value"} <= set(data["patterns"][0])
    assert all({"from", "to", "amount", "reason"} <= set(p) for p in data["payments"])
    assert data["seat_wind"] == 2 and data["prevailing_wind"] == 1


def test_cli_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, *EXAMPLE_CLI, "--rules", "hk-modern", "--win", "discard",
                           "--from", "2")
    assert code == 0 and "mixed one suit" in out and "Total:    5 faan" in out
    assert "seat 1: +48" in out


def test_cli_seat_wind_sets_the_dealer(capsys: pytest.CaptureFixture[str]) -> None:
    # Seat 1 as East (dealer 1) self-drawing CHOWS: 4 faan, P(4) = 16, each pays 2P = 32.
    code, out, _ = run_cli(capsys, "score", "--rules", "hk-modern", CHOWS, "--seat", "1",
                           "--seat-wind", "1", "--json")
    data = json.loads(out)
    assert code == 0 and data["dealer"] == 1 and data["deltas"] == [-32, 96, -32, -32]


def test_cli_prevailing_wind_and_events(capsys: pytest.CaptureFixture[str]) -> None:
    # South pong in the South round by South: seat wind 1 + prevailing 1 + no bonus 1 +
    # self-draw 1 + replacement 1 = 5 (exposed kong: not concealed).
    code, out, _ = run_cli(capsys, "score", "--rules", "hk-modern", "123m456p789s55p",
                           "--meld", "kong:2z", "--seat", "1", "--wind", "2",
                           "--event", "replacement", "--json")
    data = json.loads(out)
    assert code == 0 and data["faan"] == 5
    assert {p["id"] for p in data["patterns"]} == {"seat_wind", "prevailing_wind", "no_bonus",
                                                   "self_draw", "replacement"}


def test_cli_below_minimum_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    base = ("score", "--rules", "hk-modern", "123m456p789s55p", "--meld", "kong:2s",
            "--win", "discard", "--from", "2", "--seat", "1", "--json")
    code, out, _ = run_cli(capsys, *base)
    # No bonus 1 = 1 faan < 3.
    assert code == 1 and json.loads(out) == {"rules": "hk-modern", "win": False,
                                             "reason": "below_minimum", "faan": 1,
                                             "counted_faan": 1, "min_faan": 3}
    code, out, _ = run_cli(capsys, *base, "--option", "min_faan=1")
    assert code == 0 and json.loads(out)["deltas"] == [0, 4, -4, 0]  # 2P(1) = 4
    code, out, _ = run_cli(capsys, *base[:-1], "--option", "bonus_counts=no",
                           "--option", "min_faan=1")
    assert code == 1 and "below the minimum (0 faan counted, 1 needed)" in out


def test_cli_not_winning_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "score", "--rules", "hk-classical", "123m456p789s234m56p",
                           "--json")
    assert code == 1 and json.loads(out) == {"rules": "hk-classical", "win": False,
                                             "reason": "not_winning_shape"}


@pytest.mark.parametrize("args, error", [
    pytest.param(("--rules", "hk-modern", CHOWS, "--bonus", "1f1f"), "duplicate_bonus",
                 id="bonus_twice_in_one"),
    pytest.param(("--rules", "hk-modern", CHOWS, "--bonus", "1f", "--bonus", "1f"),
                 "duplicate_bonus", id="bonus_given_twice"),
    pytest.param(("--rules", "hk-modern", CHOWS, "--bonus", "1z"), "bad_bonus",
                 id="honour_as_bonus"),
    pytest.param(("--rules", "hk-modern", CHOWS + "1f"), "bonus_in_hand", id="bonus_in_hand"),
    pytest.param(("--rules", "mil", "123456m234p789p55m", "--bonus", "1f"), "tile_identity",
                 id="bonus_in_sichuan"),
    pytest.param(("--rules", "mil", "123m456m789m11m777z"), "tile_identity",
                 id="honours_in_sichuan"),
    pytest.param(("--rules", "mil", "123456m234p789p55m", "--wind", "2"), "usage",
                 id="wind_in_sichuan"),
    pytest.param(("--rules", "mil", "123456m234p789p55m", "--event", "replacement"),
                 "bad_event", id="replacement_in_sichuan"),
    pytest.param(("--rules", "hk-modern", CHOWS, "--seat-wind", "5"), "bad_wind",
                 id="bad_seat_wind"),
    pytest.param(("--rules", "hk-modern", CHOWS, "--wind", "0"), "bad_wind", id="bad_wind"),
    pytest.param(("--rules", "hk-modern", CHOWS, "--seat", "1", "--seat-wind", "1",
                  "--dealer", "0"), "bad_seat_wind", id="seat_wind_against_dealer"),
    pytest.param(("--rules", "hk-modern", CHOWS, "--void", "m"), "usage", id="void"),
    pytest.param(("--rules", "hk-modern", CHOWS, "--in", "0,1,2"), "usage", id="in_seats"),
    pytest.param(("--rules", "hk-modern", CHOWS, "--event", "kong-bloom"), "bad_event",
                 id="sichuan_event"),
    pytest.param(("--rules", "hk-modern", CHOWS, "--win", "discard", "--from", "2",
                  "--event", "last-tile"), "bad_event", id="last_tile_on_discard"),
    pytest.param(("--rules", "hk-modern", CHOWS, "--option", "limit=9"), "bad_option_value",
                 id="bad_limit"),
    pytest.param(("--rules", "hk-modern", CHOWS, "--option", "cap=8"), "unknown_option",
                 id="unknown_option"),
    pytest.param(("--rules", "hk-modern", "123m456p789s234m5p"), "tile_count", id="count"),
])
def test_cli_bad_input(capsys: pytest.CaptureFixture[str], args: tuple[str, ...],
                       error: str) -> None:
    code, out, _ = run_cli(capsys, "score", *args, "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == error
    code, out, err = run_cli(capsys, "score", *args)
    assert code == 2 and out == "" and err.startswith("error: ") and err.count("\n") == 1
