"""Scripted game scenarios: scripted walls drive a ``Table`` decision by decision to one rule of
docs/rules.md §2 each, and the tests assert the exact events, legal actions, payments and the
next turn. Every expected number is worked out from docs/rules.md in the comments next to it.

Seats 0-3 in turn order, seat 0 the dealer unless a test says otherwise. Walls come from
``scenario_tools.build_wall``: the dealer is dealt 14 tiles, then seats 1, 2, 3 13 each, and the
listed draws are the first wall tiles (kong replacements included).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache
from urllib.parse import parse_qsl

import pytest

from mahjong_gui.bots.simple import GreedyBot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.analysis import is_win
from mahjong_gui.engine.checks import invariant_violations, replay_check
from mahjong_gui.engine.common import Reason as R
from mahjong_gui.engine.legal import VOIDS, Act
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.state import Phase
from mahjong_gui.engine.table import IllegalAction, Match, Table, play_match
from mahjong_gui.engine.tiles import Tile
from tests.engine.scenario_tools import (
    PASS,
    WIN,
    Row,
    act,
    assert_log_ok,
    build_wall,
    choose_voids,
    discard,
    do_exchange,
    exchange,
    kong,
    last_drawn,
    money,
    pong,
    remainder,
    t,
    tl,
    tsumogiri_until,
    undo_exchange,
)

CONCEALED, ADDED, EXPOSED = KongKind.CONCEALED, KongKind.ADDED, KongKind.EXPOSED


def table_for(profile: str, hands: dict[int, str], draws: Sequence[str], *, dealer: int = 0,
              scores: tuple[int, int, int, int] | None = None, direction: str | None = None,
              picks: dict[int, str] | None = None, voids: str | None = None) -> Table:
    """A table dealt ``hands`` (the hands after the exchange, for majsoul) with ``draws`` on top
    of the wall. Majsoul: the deal is the one that, after ``picks`` pass in ``direction``,
    leaves ``hands``; the exchange is made here. With ``voids`` the void suits are chosen too."""
    pid, _, query = profile.partition("?")  # "mil?house.pass_restrictions=yes": a house rule
    prof = get_profile(pid, dict(parse_qsl(query)))
    dealt = hands
    if prof.exchange_three:
        assert picks is not None and direction is not None
        dealt = undo_exchange(hands, picks, direction)
    table = Table(prof, 7, dealer=dealer, scores=scores,
                  tiles=build_wall(dealt, draws, dealer), direction=direction)
    if prof.exchange_three:
        assert picks is not None
        do_exchange(table, picks)
        for s, hand in hands.items():
            assert table.state.players[s].hand == tuple(sorted(tl(hand)))
    if voids is not None:
        choose_voids(table, voids)
    return table


def only(events: Sequence[ev.Event], cls: type) -> list[ev.Event]:
    return [e for e in events if isinstance(e, cls)]


def won(e: ev.Event) -> tuple[object, ...]:
    """The parts of a ``Won`` event the rules fix: who, on what, how, the value, the events
    and the money rows."""
    assert isinstance(e, ev.Won), e
    return (e.seat, str(e.tile), e.win, e.discarder, e.value, e.events, money(e.payments))


def drew(e: ev.Event) -> tuple[int, bool]:
    assert isinstance(e, ev.Drew), e
    return e.seat, e.replacement


# =============================================================================================
# 1. Several winners on one discard (一炮多响), each paid separately; three winners end it.

# Voids: seat 0 m, seat 1 s, seat 2 p, seat 3 s.
# Seat 0 (dealer) holds 9m, its only void tile: it must discard it. Left: 123p 234p 789p 99p 67p,
#   waiting 5p/8p. On 5p: pure one suit (2 fan), no root -> 2^2 = 4.
# Seat 1: 1111m 23m 789m 11p 34p, waiting 2p/5p. On 5p: 111m 123m 789m 11p 345p, plain with one
#   root (the four 1m) -> 1 fan -> 2^1 = 2.
# Seat 3: 234m 345m 678m 44p 67p, waiting 5p/8p. On 5p: plain, no root -> 2^0 = 1.
# Seat 1 draws 1s (its void suit, so it must discard it); seat 2 draws 5p and discards it (void in
#   p and holding p tiles, it must discard a p tile). Seat 2's discard is not the dealer's first,
#   and the wall is not empty: no event adds to the values above.
MULTI_HANDS = {0: "123234789p99p67p9m", 1: "111123789m1134p", 2: "2346789s567m2p8p5s",
               3: "234345678m4467p"}
MULTI_DRAWS = ["1s", "5p"]


def _to_multi_discard() -> Table:
    table = table_for("mil", MULTI_HANDS, MULTI_DRAWS, voids="msps")
    # 9m, 1s: nobody holds a pair of either or waits on them -> no claim, the next seat draws.
    assert [drew(e) for e in act(table, 0, discard("9m"))[1:]] == [(1, False)]
    assert [drew(e) for e in act(table, 1, discard("1s"))[1:]] == [(2, False)]
    events = act(table, 2, discard("5p"))
    assert events == [ev.Discarded(2, t("5p"))]
    # Every other seat may win on 5p; nobody holds two 5p, so no pong.
    assert table.pending() == {3: (WIN, PASS), 0: (WIN, PASS), 1: (WIN, PASS)}
    return table


def test_triple_win_on_one_discard_ends_the_hand() -> None:
    table = _to_multi_discard()
    for seat in (3, 0, 1):
        events = act(table, seat, WIN)
    wins = only(events, ev.Won)
    # Each winner is paid separately by the discarder, seat 2, the value of its own hand.
    assert [won(e) for e in wins] == [
        (3, "5p", "discard", 2, 1, (), [(2, 3, 1, R.WIN_DISCARD)]),
        (0, "5p", "discard", 2, 4, (), [(2, 0, 4, R.WIN_DISCARD)]),
        (1, "5p", "discard", 2, 2, (), [(2, 1, 2, R.WIN_DISCARD)]),
    ]
    # Three winners end the hand at once: no wall-end settlement. Seat 2 paid 1 + 4 + 2 = 7.
    # Next dealer: the winner nearest after the discarder (seat 2) in turn order: seat 3.
    assert events[-1] == ev.HandEnded((4, 2, -7, 1), (4, 2, -7, 1), 3, "three_winners")
    assert not only(table.events, ev.WallExhausted)
    assert table.over and table.pending() == {}
    assert_log_ok(table)


def test_two_winners_on_one_discard_then_the_next_turn_skips_them() -> None:
    """Two of three eligible seats win; each is paid separately; the next turn goes to the
    first player still in after the last winner, counting from the discarder."""
    table = _to_multi_discard()
    act(table, 3, WIN)
    act(table, 0, WIN)
    events = act(table, 1, PASS)
    # Seat 1 declined a win worth 2 (computed above).
    assert events[0] == ev.ClaimPassed(1, t("5p"), "discard", 2, False, None)
    assert [won(e) for e in only(events, ev.Won)] == [
        (3, "5p", "discard", 2, 1, (), [(2, 3, 1, R.WIN_DISCARD)]),
        (0, "5p", "discard", 2, 4, (), [(2, 0, 4, R.WIN_DISCARD)]),
    ]
    # From the discarder 2: seat 3 (won), seat 0 (won, the last winner), then seat 1.
    assert drew(events[-1]) == (1, False)
    assert table.state.deltas == (4, 0, -5, 1)  # seat 2 paid 1 + 4
    assert table.state.winners == (3, 0)
    assert set(table.pending()) == {1}
    assert_log_ok(table)


# =============================================================================================
# 2. Robbing an added kong (抢杠).

# After the exchange (majsoul) or as dealt (mil). Voids: 0 s, 1 p, 2 m, 3 p.
# Seat 0 discards 5s; seat 1 (55s) pongs it and must then discard its only void tile 9p.
# Seat 2 draws 1m (its void suit) and discards it. Seat 3 draws 4s and must discard 8p (void):
#   it then holds 123456789m 11s 34s, waiting 2s/5s. Seat 0 draws 6s (void) and discards it.
# Seat 1 draws the fourth 5s and adds it to its pong: seat 3 may rob it.
ROB_HANDS = {0: "13579m12346789p5s", 1: "2346689m55678s9p", 2: "23456789p12799s",
             3: "123456789m113s8p"}
ROB_DRAWS = ["1m", "4s", "6s", "5s"]
# Majsoul's exchange, across (0 <-> 2, 1 <-> 3): three tiles of one suit each.
ROB_PICKS = {0: "789p", 1: "789m", 2: "123p", 3: "234m"}


def _to_added_kong(profile: str) -> Table:
    table = table_for(profile, ROB_HANDS, ROB_DRAWS, direction="across", picks=ROB_PICKS,
                      voids="spmp")
    act(table, 0, discard("5s"))
    assert table.pending() == {1: (pong("5s"), PASS)}
    assert act(table, 1, pong("5s")) == [ev.Ponged(1, t("5s"), 0)]
    assert table.pending() == {1: (discard("9p"),)}  # after a pong: discard only (void 9p)
    act(table, 1, discard("9p"))
    act(table, 2, discard("1m"))
    act(table, 3, discard("8p"))
    events = act(table, 0, discard("6s"))
    assert drew(events[-1]) == (1, False) and last_drawn(table) == t("5s")
    return table


@pytest.mark.parametrize("profile, value, next_seat", [
    # mil: plain 0 fan + robbing the kong 1 fan = 1 fan -> 2^1 = 2. The robbed kong counts as
    # the declarer's (seat 1's) discard: from seat 1, the winner is seat 3, and the first
    # player still in after the last winner is seat 0.
    pytest.param("mil", 2, 0, id="mil"),
    # majsoul: 無番和 1 han + robbing the kong 1 han = 2 han -> 1000 x 2^(2-1) = 2000. The
    # next turn goes to the player after the robbed player (seat 1): seat 2.
    pytest.param("majsoul", 2000, 2, id="majsoul"),
])
def test_robbed_added_kong(profile: str, value: int, next_seat: int) -> None:
    table = _to_added_kong(profile)
    events = act(table, 1, kong("5s", ADDED))
    assert events == [ev.KongDeclared(1, t("5s"))]
    assert table.state.phase is Phase.ROB
    # Only seat 3 can use the tile: it may win on it (no pong or kong on a kong's tile).
    assert table.pending() == {3: (WIN, PASS)}
    events = act(table, 3, WIN)
    assert events[0] == ev.KongRobbed(1, t("5s"))
    # The declarer pays as if it were a discard; no kong money changes hands.
    assert won(events[1]) == (3, "5s", "robbed", 1, value, (),
                              [(1, 3, value, R.WIN_ROBBED_KONG)])
    assert ("robbing_kong", 1, 1) in events[1].patterns  # type: ignore[union-attr]
    assert drew(events[2]) == (next_seat, False)
    assert len(events) == 3
    assert not only(table.events, ev.Konged)
    assert table.state.deltas[1] == -value and table.state.deltas[3] == value
    assert sum(abs(d) for d in table.state.deltas) == 2 * value
    # The kong did not happen: the pong stays a pong, and the robbed tile left seat 1's hand.
    assert table.state.players[1].melds == (Meld(MeldKind.PONG, t("5s")),)
    assert t("5s") not in table.state.players[1].hand
    assert_log_ok(table)


def test_declined_rob_lets_the_added_kong_stand() -> None:
    """mil: seat 3 passes on robbing; the added kong happens and earns 1 from each other
    player still in (docs/rules.md §2.2), then the declarer draws a replacement."""
    table = _to_added_kong("mil")
    act(table, 1, kong("5s", ADDED))
    events = act(table, 3, PASS)
    # The declined rob was worth 2 (plain + robbing the kong = 1 fan).
    assert events[0] == ev.ClaimPassed(3, t("5s"), "kong", 2, False, None)
    konged = events[1]
    assert isinstance(konged, ev.Konged)
    assert (konged.seat, str(konged.tile), konged.kind, konged.discarder, konged.immediate) == (
        1, "5s", "added", None, True)
    assert money(konged.payments) == [(0, 1, 1, R.KONG_ADDED), (2, 1, 1, R.KONG_ADDED),
                                      (3, 1, 1, R.KONG_ADDED)]
    assert drew(events[2]) == (1, True)
    assert table.state.players[1].melds == (Meld(MeldKind.ADDKONG, t("5s")),)
    assert_log_ok(table)


# =============================================================================================
# 3. A concealed kong cannot be robbed.

# Voids: 0 s, 1 p, 2 m, 3 p. Seat 3 waits on 2s/5s from the start (123456789m 11s 34s) and holds
# no 5s; seat 1 holds 555s and draws the fourth.
CONCEALED_HANDS = {0: "13579m12346789p9s", 1: "555678s2346689m", 2: "23456789p12479s",
                   3: "123456789m1134s"}


def test_concealed_kong_cannot_be_robbed() -> None:
    table = table_for("mil", CONCEALED_HANDS, ["5s", "1p"], voids="spmp")
    act(table, 0, discard("9s"))  # nobody holds two 9s; seat 3 waits on 2s/5s only
    assert last_drawn(table) == t("5s")
    # Seat 3 could win on that 5s: 123m 456m 789m 11s 345s, void p.
    assert is_win((*table.state.players[3].hand, t("5s")), (), "p")
    assert kong("5s", CONCEALED) in table.pending()[1]
    events = act(table, 1, kong("5s", CONCEALED))
    # No announcement and no rob: the kong is made at once, seat 3 is never asked.
    assert not only(table.events, ev.KongDeclared)
    konged = events[0]
    assert isinstance(konged, ev.Konged)
    assert (konged.seat, str(konged.tile), konged.kind, konged.discarder) == (
        1, "5s", "concealed", None)
    # Concealed kong: 2 from each player still in (all three others).
    assert money(konged.payments) == [(0, 1, 2, R.KONG_CONCEALED), (2, 1, 2, R.KONG_CONCEALED),
                                      (3, 1, 2, R.KONG_CONCEALED)]
    assert [drew(e) for e in events[1:]] == [(1, True)]
    assert list(table.pending()) == [1]
    assert table.state.deltas == (-2, 6, -2, -2)
    assert table.state.players[1].melds == (Meld(MeldKind.ANKONG, t("5s")),)
    assert_log_ok(table)


@pytest.mark.parametrize("profile, refund", [("mil", True), ("competition", False)])
def test_kong_discard_after_a_concealed_kong(profile: str, refund: bool) -> None:
    """Seat 1's replacement tile 2s, discarded at once, is won by seat 3 (kong discard)."""
    table = table_for(profile, CONCEALED_HANDS, ["5s", "2s"], voids="spmp")
    act(table, 0, discard("9s"))
    act(table, 1, kong("5s", CONCEALED))  # 2 from each of seats 0, 2, 3
    act(table, 1, discard("2s"))
    assert table.pending() == {3: (WIN, PASS)}
    events = act(table, 3, WIN)
    # Plain 0 fan + kong discard 1 fan = 1 fan -> 2, paid by the discarder.
    rows: list[Row] = [(1, 3, 2, R.WIN_DISCARD)]
    if refund:
        # mil: the kong's money goes back to the players who paid it.
        rows += [(1, p, 2, R.KONG_DISCARD_REFUND) for p in (0, 2, 3)]
    assert won(events[0]) == (3, "2s", "discard", 1, 2, ("kong-discard",), rows)
    # mil: seat 1 +6 -2 -6 = -2; seats 0, 2: -2 +2 = 0; seat 3: -2 +2 +2 = +2.
    # competition keeps the kong money: seat 1 +6 -2 = +4; seats 0, 2: -2; seat 3: -2 +2 = 0.
    assert table.state.deltas == ((0, -2, 0, 2) if refund else (-2, 4, -2, 0))
    assert_log_ok(table)


# =============================================================================================
# Kong money at the moment of the kong.

# Like the robbing scenario, but seat 3 draws 6m instead of 4s, so it never waits on 5s.
# Immediate: seat 1 (55s) pongs 5s, later draws the fourth 5s and adds it at once.
# Later: seat 1 (555s) pongs 5s keeping one, later draws 9m and adds the 5s from its hand.
IMMEDIATE_HANDS = {**ROB_HANDS}
LATER_HANDS = {**ROB_HANDS, 1: "234668m555678s9p"}
IMMEDIATE_DRAWS = ["1m", "6m", "6s", "5s", "1p"]
LATER_DRAWS = ["1m", "6m", "6s", "9m", "1p"]


@pytest.mark.parametrize("profile, immediate, amount", [
    pytest.param("mil", True, 1, id="mil-immediate"),  # added kong: 1 from each
    pytest.param("mil", False, 1, id="mil-later"),  # mil has no "at once" condition
    pytest.param("mahjchina", True, 1, id="mahjchina-immediate"),
    pytest.param("mahjchina", False, 1, id="mahjchina-later"),
    pytest.param("competition", True, 1, id="competition-immediate"),
    pytest.param("competition", False, 0, id="competition-later"),  # earns only at once
    pytest.param("majsoul", True, 1000, id="majsoul-immediate"),  # 1,000 from each
    pytest.param("majsoul", False, 0, id="majsoul-later"),  # later: nothing
])
def test_added_kong_money(profile: str, immediate: bool, amount: int) -> None:
    hands = IMMEDIATE_HANDS if immediate else LATER_HANDS
    table = table_for(profile, hands, IMMEDIATE_DRAWS if immediate else LATER_DRAWS,
                      direction="across", picks=ROB_PICKS, voids="spmp")
    act(table, 0, discard("5s"))
    act(table, 1, pong("5s"))
    act(table, 1, discard("9p"))
    act(table, 2, discard("1m"))
    act(table, 3, discard("8p"))
    act(table, 0, discard("6s"))
    assert last_drawn(table) == t("5s" if immediate else "9m")
    events = act(table, 1, kong("5s", ADDED))
    # Nobody can rob (nobody waits on 5s): the kong stands at once.
    assert events[0] == ev.KongDeclared(1, t("5s"))
    konged = events[1]
    assert isinstance(konged, ev.Konged)
    assert (konged.kind, konged.immediate) == ("added", immediate)
    expected: list[Row] = [(p, 1, amount, R.KONG_ADDED) for p in (0, 2, 3)] if amount else []
    assert money(konged.payments) == expected
    assert drew(events[2]) == (1, True)
    assert table.state.deltas == (-amount, 3 * amount, -amount, -amount)
    assert_log_ok(table)


@pytest.mark.parametrize("profile, amount", [
    pytest.param("mil", 2, id="mil"), pytest.param("mahjchina", 2, id="mahjchina"),
    pytest.param("competition", 2, id="competition"), pytest.param("majsoul", 2000, id="majsoul"),
])
def test_exposed_kong_money_from_the_discarder(profile: str, amount: int) -> None:
    table = table_for(profile, LATER_HANDS, LATER_DRAWS, direction="across", picks=ROB_PICKS,
                      voids="spmp")
    act(table, 0, discard("5s"))
    # Seat 1 holds three 5s: pong or exposed kong.
    assert table.pending() == {1: (pong("5s"), kong("5s", EXPOSED), PASS)}
    events = act(table, 1, kong("5s", EXPOSED))
    konged = events[0]
    assert isinstance(konged, ev.Konged)
    assert (konged.kind, konged.discarder) == ("exposed", 0)
    # Exposed kong: the discarder alone pays.
    assert money(konged.payments) == [(0, 1, amount, R.KONG_EXPOSED)]
    assert [drew(e) for e in events[1:]] == [(1, True)]
    assert table.state.players[1].melds == (Meld(MeldKind.KONG, t("5s")),)
    assert table.state.players[0].river == ()  # the kong took the discard
    assert_log_ok(table)


# =============================================================================================
# A winner leaves; the next turn skips winners; kong money only from players still in.

# Voids: 0 s, 1 p, 2 m, 3 s. Seat 3 (123m 789m 11p 234p 46p) waits on 5p only.
# Seat 1 draws 4m, must discard a void tile: 5p; seat 3 wins it, and seat 0's pong of it (55p)
# lapses. Seat 0 draws 9s (void), discards
# it; seat 1 draws 5m and discards 9p (void); seat 2 (333s) draws the fourth 3s: concealed kong;
# replacement 1p (void for seat 2), discarded.
LEAVE_HANDS = {0: "13579m34556789p9s", 1: "2445668m1269s59p", 2: "133345678s2789p",
               3: "123789m11234p46p"}
LEAVE_DRAWS = ["4m", "9s", "5m", "3s", "1p"]


def test_winner_leaves_and_later_kong_money_skips_them() -> None:
    table = table_for("mil", LEAVE_HANDS, LEAVE_DRAWS, voids="spms")
    act(table, 0, discard("9s"))
    act(table, 1, discard("5p"))
    assert table.pending() == {0: (pong("5p"), PASS), 3: (WIN, PASS)}
    act(table, 0, pong("5p"))
    events = act(table, 3, WIN)
    # A win beats the pong: the pong lapses.
    assert events[0] == ev.ClaimPassed(0, t("5p"), "discard", None, False, "pong")
    assert not only(table.events, ev.Ponged)
    # mil plain win, 0 fan -> 1, paid by the discarder.
    assert won(events[1]) == (3, "5p", "discard", 1, 1, (), [(1, 3, 1, R.WIN_DISCARD)])
    # The discarder is seat 1; the winner seat 3; the first player still in after it: seat 0.
    assert drew(events[2]) == (0, False) and len(events) == 3
    act(table, 0, discard("9s"))
    act(table, 1, discard("9p"))
    assert last_drawn(table) == t("3s")
    events = act(table, 2, kong("3s", CONCEALED))
    konged = events[0]
    assert isinstance(konged, ev.Konged)
    # Concealed kong: 2 from each player still in: seats 0 and 1 (seat 3 has won).
    assert money(konged.payments) == [(0, 2, 2, R.KONG_CONCEALED), (1, 2, 2, R.KONG_CONCEALED)]
    assert drew(events[1]) == (2, True)
    events = act(table, 2, discard("1p"))
    # After seat 2 comes seat 3, who has won: seat 0 draws.
    assert drew(events[-1]) == (0, False)
    assert 3 not in table.pending()
    # Totals: seat 3 +1 (win); seat 1 -1 -2; seat 0 -2; seat 2 +4.
    assert table.state.deltas == (-2, -3, 4, 1)
    assert_log_ok(table)


# =============================================================================================
# 4. 过胡: after declining a win, only a strictly bigger win until the next draw.

# Voids: 0 s, 1 p, 2 p, 3 p. Seats 1-3 hold p tiles (void) and must discard them, so they can
# never win or claim p tiles.
# Seat 0 (dealer) discards 9s and holds 123m 456m 555p 67p 11p, waiting 8p and 5p:
#   on 8p: 123m 456m 555p 678p 11p, plain, no root: competition 0 fan -> 1; mahjchina base 1;
#   on 5p: 555p + 5p is all four 5p, one root: competition 1 fan -> 2; mahjchina 1 x 2 = 2.
# Seat 1 discards 8p (seat 0 declines: 1), seat 2 discards 8p (worth 1, not more than 1: not
# offered), seat 3 discards 5p (worth 2 > 1: offered; declined), seat 0 draws 9s and discards
# it, seat 1 discards 8p again: the window closed with seat 0's draw, so it is offered.
PASS_WIN_HANDS = {0: "123456m55567p11p9s", 1: "778899m1236s7s88p", 2: "123456m234568s8p",
                  3: "123579m145789s5p"}
PASS_WIN_DRAWS = ["4m", "6m", "2s", "9s", "3s"]


@pytest.mark.parametrize("profile, restricted", [
    pytest.param("competition", True, id="competition"),
    pytest.param("mahjchina", True, id="mahjchina"),
    pytest.param("mil", False, id="mil"),  # no pass restrictions at all
    pytest.param("mil?house.pass_restrictions=yes", True, id="mil-house"),  # docs/rules.md §5
])
def test_pass_win(profile: str, restricted: bool) -> None:
    table = table_for(profile, PASS_WIN_HANDS, PASS_WIN_DRAWS, voids="sppp")
    act(table, 0, discard("9s"))
    act(table, 1, discard("8p"))
    assert table.pending() == {0: (WIN, PASS)}
    events = act(table, 0, PASS)
    assert events[0] == ev.ClaimPassed(0, t("8p"), "discard", 1, False, None)
    if restricted:
        assert table.view(0).pass_win == 1
    events = act(table, 2, discard("8p"))
    if restricted:
        # A win worth 1 is not more than the 1 declined: not offered, nobody is asked.
        assert events[0] == ev.Discarded(2, t("8p"))
        assert [drew(e) for e in events[1:]] == [(3, False)]
    else:
        assert table.pending() == {0: (WIN, PASS)}
        events = act(table, 0, PASS)
        assert events[0] == ev.ClaimPassed(0, t("8p"), "discard", 1, False, None)
    act(table, 3, discard("5p"))
    # Worth 2 > 1: offered (with the pong and kong of 5p: seat 0 holds three).
    assert table.pending() == {0: (WIN, pong("5p"), kong("5p", EXPOSED), PASS)}
    events = act(table, 0, PASS)
    assert events[0] == ev.ClaimPassed(0, t("5p"), "discard", 2, True, None)
    assert drew(events[1]) == (0, False)  # seat 0 takes a tile from the wall: window closed
    act(table, 0, discard("9s"))
    act(table, 1, discard("8p"))
    # A win worth 1 again, after the draw: offered in every profile.
    assert table.pending() == {0: (WIN, PASS)}
    events = act(table, 0, WIN)
    assert won(events[0]) == (0, "8p", "discard", 1, 1, (), [(1, 0, 1, R.WIN_DISCARD)])
    # The discarder 1, the winner 0: the first player still in after seat 0 is seat 1 again.
    assert drew(events[1]) == (1, False)
    assert_log_ok(table)


# The same seat 0 hand, but the others hold other void tiles: seat 0's first draw, 8p, wins by
# itself. Plain: competition 0 fan -> 1, mahjchina base 1; a self-draw pays 1 + 1 = 2 from each
# of the three others, so declining it counts as (1 + 1) x 3 = 6. The 5p discarded later would
# pay 2 (one root, see above): 2 <= 6, so no win is offered until seat 0's next draw.
DECLINE_SELF_HANDS = {0: "123456m55567p11p9s", 1: "778899m12367s23p", 2: "12345m234568s49p",
                      3: "12357m145789s59p"}
DECLINE_SELF_DRAWS = ["4m", "6m", "2s", "8p", "3s", "9m", "6s", "9s"]


@pytest.mark.parametrize("profile, restricted", [
    pytest.param("competition", True, id="competition"),
    pytest.param("mahjchina", True, id="mahjchina"),
    pytest.param("mil", False, id="mil"),
])
def test_pass_win_after_a_declined_self_draw(profile: str, restricted: bool) -> None:
    table = table_for(profile, DECLINE_SELF_HANDS, DECLINE_SELF_DRAWS, voids="sppp")
    act(table, 0, discard("9s"))
    act(table, 1, discard("2p"))
    act(table, 2, discard("4p"))
    act(table, 3, discard("9p"))
    assert last_drawn(table) == t("8p") and WIN in table.pending()[0]
    events = act(table, 0, discard("8p"))
    assert events[0] == ev.Discarded(0, t("8p"), 6)
    act(table, 1, discard("3p"))
    act(table, 2, discard("9p"))
    act(table, 3, discard("5p"))
    calls = (pong("5p"), kong("5p", EXPOSED), PASS)
    assert table.pending() == {0: calls if restricted else (WIN, *calls)}
    act(table, 0, PASS)
    assert last_drawn(table) == t("9s") and table.state.turn == 0
    assert table.view(0).pass_win is None  # the draw closed the window
    assert_log_ok(table)


# =============================================================================================
# 5. 过碰: after declining a pong, no pong of that tile kind until the next draw.

# Voids: 0 s, 1 m, 2 m, 3 m. Seats 1-3 hold only the m tiles they discard (void: forced).
# Seat 0 holds 33m and 77m. Seat 1 discards 7m (seat 0 declines the pong), seat 2 discards 7m
# (competition/mahjchina: not offered; mil: offered), seat 3 discards 3m (another kind: offered,
# declined), seat 0 draws 9s and discards it, seat 1 discards 3m: offered again and taken.
PASS_PONG_HANDS = {0: "1335779m124569p9s", 1: "37m2378p1234567s", 2: "7m36789p1235689s",
                   3: "3m12345678p4789s"}
PASS_PONG_DRAWS = ["1p", "4p", "5p", "9s", "6p"]


@pytest.mark.parametrize("profile, restricted", [
    pytest.param("competition", True, id="competition"),
    pytest.param("mahjchina", True, id="mahjchina"),
    pytest.param("mil", False, id="mil"),
])
def test_pass_pong(profile: str, restricted: bool) -> None:
    table = table_for(profile, PASS_PONG_HANDS, PASS_PONG_DRAWS, voids="smmm")
    act(table, 0, discard("9s"))
    act(table, 1, discard("7m"))
    assert table.pending() == {0: (pong("7m"), PASS)}
    events = act(table, 0, PASS)
    assert events[0] == ev.ClaimPassed(0, t("7m"), "discard", None, True, None)
    events = act(table, 2, discard("7m"))
    if restricted:
        assert events[0] == ev.Discarded(2, t("7m"))
        assert [drew(e) for e in events[1:]] == [(3, False)]
    else:
        assert table.pending() == {0: (pong("7m"), PASS)}
        act(table, 0, PASS)
    act(table, 3, discard("3m"))
    assert table.pending() == {0: (pong("3m"), PASS)}  # another kind: not restricted
    act(table, 0, PASS)
    act(table, 0, discard("9s"))  # seat 0 drew 9s: the window closed
    act(table, 1, discard("3m"))
    assert table.pending() == {0: (pong("3m"), PASS)}
    events = act(table, 0, pong("3m"))
    assert events == [ev.Ponged(0, t("3m"), 1)]
    # After a pong: discard only (no win, no kong), any kind (no void tile held).
    assert {a.act for a in table.pending()[0]} == {Act.DISCARD}
    assert_log_ok(table)


# =============================================================================================
# 6. The last discard: no pong or kong, wins allowed; then the wall-end settlement.

# Voids: 0 p, 1 s, 2 m, 3 p. Every draw is discarded straight away, so the hands never change.
# Seat 0: 13579m 12345689s (after discarding 9p): two suits, not ready.
# Seat 1: 123456789m 55m 13p: waits on 2p only (13p needs 2p; 55m is the pair). Ready value:
#   plain, no root -> 1.
# Seat 2: 222p 468p 77p 13579s: three 2p, two suits, not ready.
# Seat 3: 123468m 234678s 9p: all three suits, a flower pig. Every tile it draws is a p tile
#   (its void suit), so the tile it discards is always legal and its hand stays a pig.
# The 55 wall tiles go to seats 1, 2, 3, 0, 1, ...; seat 3 draws the 3rd, 7th, ... and the last
# one, which is the fourth 2p.
LAST_HANDS = {0: "13579m12345689s9p", 1: "12345678955m13p", 2: "222468p77p13579s",
              3: "123468m234678s9p"}
SEAT3_PS = "1p3p4p5p6p8p9p1p3p4p5p6p8p"  # 13 p tiles, none of them 2p or 7p


def _last_wall() -> list[str]:
    seat3 = [*[str(x) for x in tl(SEAT3_PS)], "2p"]
    filler = [str(x) for x in remainder(LAST_HANDS, seat3)]
    assert len(filler) == 41  # 55 wall tiles - 14 for seat 3
    draws = [seat3.pop(0) if i % 4 == 2 else filler.pop(0) for i in range(55)]
    return draws


@pytest.mark.parametrize("take", [False, True], ids=["nobody_wins", "win_on_last_discard"])
def test_last_discard(take: bool) -> None:
    draws = [str(x) for x in _last_wall()]
    table = table_for("mil", LAST_HANDS, draws, voids="psmp")
    act(table, 0, discard("9p"))
    tsumogiri_until(table, 0)
    assert table.state.turn == 3 and last_drawn(table) == t("2p")
    # Every drawn tile went straight back out: the hands are the dealt ones (seat 0 less 9p).
    for s, hand in LAST_HANDS.items():
        kept = sorted(x for x in tl(hand) if (s, str(x)) != (0, "9p"))
        assert sorted(table.state.players[s].hand) == sorted([*kept, *([t("2p")] * (s == 3))])
    act(table, 3, discard("2p"))
    # Seat 2 holds three 2p but the wall is empty: no pong, no kong. Seat 1 may win.
    assert table.pending() == {1: (WIN, PASS)}
    events = act(table, 1, WIN if take else PASS)
    status: list[tuple[int, int | None, bool]] = [(0, None, False), (2, None, False),
                                                  (3, None, True)]
    rows: list[Row]
    if take:
        # Plain 0 fan + last tile by discard 1 fan = 1 fan -> 2, paid by seat 3.
        assert won(events[0]) == (1, "2p", "discard", 3, 2, ("last-tile",),
                                  [(3, 1, 2, R.WIN_DISCARD)])
        events = events[1:]
        # Wall end with seats 0, 2, 3 in: nobody ready, so no ready payments; the pig (seat
        # 3) loses 48, received by nobody.
        rows = [(3, None, 48, R.FLOWER_PIG_PENALTY)]
        deltas = (0, 2, 0, -50)
        dealer = 1  # the first winner
    else:
        assert events[0] == ev.ClaimPassed(1, t("2p"), "discard", 2, False, None)
        events = events[1:]
        status.insert(1, (1, 1, False))
        # Pig: -48 to nobody; every not-ready player (seats 0, 2 and the pig 3) pays the ready
        # seat 1 its ready value 1.
        rows = [(3, None, 48, R.FLOWER_PIG_PENALTY), (0, 1, 1, R.READY_PAYMENT),
                (2, 1, 1, R.READY_PAYMENT), (3, 1, 1, R.READY_PAYMENT)]
        deltas = (-1, 3, -1, -49)
        dealer = 0  # nobody won: the dealer stays
    wall_end = events[0]
    assert isinstance(wall_end, ev.WallExhausted)
    assert list(wall_end.status) == status
    assert sorted(money(wall_end.payments), key=str) == sorted(rows, key=str)
    assert events[1] == ev.HandEnded(deltas, deltas, dealer, "wall")
    assert len(events) == 2
    assert_log_ok(table)


# =============================================================================================
# 7. The void suit.

# Everyone is void in p except seat 3 (void m). Seat 0 holds 5p and 9p; seat 1 holds 333p and
# draws the fourth; seat 2 holds 555p; seat 3 holds 99p (not its void suit).
VOID_HANDS = {0: "1234567m12345s59p", 1: "333p2468m135789s", 2: "555p1357m124689s",
              3: "99p12345567899s"}
VOID_DRAWS = ["3p", "1p", "9m", "8s", "2p", "6p", "7m", "6s"]


def test_void_discipline() -> None:
    table = table_for("mil", VOID_HANDS, VOID_DRAWS, voids="pppm")
    # Holding void tiles, seat 0 may only discard one of them.
    assert table.pending() == {0: (discard("5p"), discard("9p"))}
    with pytest.raises(IllegalAction):
        table.submit(0, discard("1m"))
    events = act(table, 0, discard("5p"))
    # Seat 2 (void p) holds 555p: no pong, no kong of a void tile. Seat 1 draws at once.
    assert events[0] == ev.Discarded(0, t("5p")) and drew(events[1]) == (1, False)
    # Seat 1 holds all four 3p, its void suit: no concealed kong, only a 3p discard.
    assert table.pending() == {1: (discard("3p"),)}
    act(table, 1, discard("3p"))
    act(table, 2, discard("1p"))
    # Seat 3 is void in m and drew 9m: it must discard that.
    assert table.pending() == {3: (discard("9m"),)}
    act(table, 3, discard("9m"))
    # Seat 0 drew 8s but still holds 9p: 9p is the only legal discard.
    assert table.pending() == {0: (discard("9p"),)}
    act(table, 0, discard("9p"))
    # Seat 3 (void m) holds 99p: the pong is offered to it; 9p is not its void suit.
    assert table.pending() == {3: (pong("9p"), PASS)}
    act(table, 3, PASS)
    act(table, 1, discard("3p"))
    act(table, 2, discard("6p"))
    act(table, 3, discard("7m"))
    # Seat 0 holds no void tile any more: every kind in its hand may be discarded.
    hand = table.state.players[0].hand
    assert table.pending() == {0: tuple(discard(str(x)) for x in sorted(set(hand)))}
    assert_log_ok(table)


# Seat 2 holds 11s + 123456789m 12m: with the 3m it is 123m 456m 789m 123m 11s, a winning shape
# in two suits. Void s (it holds 11s): no win, neither on 3m discarded nor on 3m drawn. Void p
# (the control): the same tiles win both ways.
NO_WIN_HANDS = {0: "3m2468p1234567s99p", 1: "456789p2345689s", 2: "11s12345678912m",
                3: "12355p12346789s"}
NO_WIN_DRAWS = ["1p", "3m"]


@pytest.mark.parametrize("void2, offered", [("s", False), ("p", True)])
def test_no_win_while_holding_a_void_tile(void2: str, offered: bool) -> None:
    table = table_for("mil", NO_WIN_HANDS, NO_WIN_DRAWS, voids="mm" + void2 + "m")
    # Seat 0 is void in m and holds only 3m of it: it must discard 3m.
    events = act(table, 0, discard("3m"))
    if offered:
        assert table.pending() == {2: (WIN, PASS)}
        act(table, 2, PASS)
    else:
        # Nobody may claim the 3m: seat 1 draws at once.
        assert events[0] == ev.Discarded(0, t("3m")) and drew(events[1]) == (1, False)
    act(table, 1, discard("1p"))
    assert last_drawn(table) == t("3m") and table.state.turn == 2
    legal = table.pending()[2]
    assert (WIN in legal) is offered
    if not offered:
        assert legal == (discard("1s"),)  # only its void tiles may go
    assert_log_ok(table)


# =============================================================================================
# 8. Exchange three (majsoul): three tiles of one suit, passed at once in the drawn direction.

EXCHANGE_HANDS = {0: "123m1122p3344s556s", 1: "1188m3456p22388s", 2: "5566m7788p9p1789s",
                  3: "2467m999m19p1469s"}
EXCHANGE_PICKS = {0: "123m", 1: "456p", 2: "789s", 3: "999m"}
# "next": each seat passes to the next seat in turn order, so seat s receives from seat s - 1.
# "previous": to the previous seat, so seat s receives from s + 1. "across": from seat s + 2.
RECEIVED = {
    "next": {0: "999m", 1: "123m", 2: "456p", 3: "789s"},
    "previous": {0: "456p", 1: "789s", 2: "999m", 3: "123m"},
    "across": {0: "789s", 1: "999m", 2: "123m", 3: "456p"},
}


@pytest.mark.parametrize("direction", ["next", "previous", "across"])
def test_exchange_direction(direction: str) -> None:
    table = Table(get_profile("majsoul"), 3, tiles=build_wall(EXCHANGE_HANDS, []),
                  direction=direction)
    before = table.state
    assert before.phase is Phase.EXCHANGE
    # Every offered exchange is three tiles of one suit, from the seat's own hand.
    for seat, legal in table.pending().items():
        for a in legal:
            assert a.act is Act.EXCHANGE and len(a.tiles) == 3
            assert len({x.suit for x in a.tiles}) == 1
            assert Counter(a.tiles) <= Counter(tl(EXCHANGE_HANDS[seat]))
    with pytest.raises(IllegalAction):
        table.submit(0, exchange("12m1p"))  # two suits
    events = do_exchange(table, EXCHANGE_PICKS)
    p0, p1, p2, p3 = (tuple(tl(EXCHANGE_PICKS[s])) for s in range(4))
    assert events == [ev.TilesExchanged((p0, p1, p2, p3), direction)]
    for s in range(4):
        hand = tl(EXCHANGE_HANDS[s])
        for x in tl(EXCHANGE_PICKS[s]):
            hand.remove(x)
        expected = sorted([*hand, *tl(RECEIVED[direction][s])])
        assert list(table.state.players[s].hand) == expected, s
    after = table.state
    assert [len(p.hand) for p in after.players] == [14, 13, 13, 13]
    assert after.phase is Phase.VOID
    assert table.pending() == {s: VOIDS for s in range(4)}
    assert_log_ok(table)


# =============================================================================================
# 9. majsoul: a score below 0 ends the match at once, right after the kong's settlement.

BUST_HANDS = {0: "13579m12346789p9s", 1: "555678s2346689m", 2: "23456789p12479s",
              3: "123456789m1134s"}
BUST_PICKS = {0: "789p", 1: "789m", 2: "123p", 3: "234m"}  # across: 0 <-> 2, 1 <-> 3


class _ScriptedMatch(Match):
    """A majsoul match whose hands are dealt from one scripted wall (exchange: across)."""

    def __init__(self, wall: list[Tile], scores: tuple[int, int, int, int]) -> None:
        super().__init__(get_profile("majsoul"), 7)
        self.scores = scores
        self.wall = wall

    def start_hand(self, tiles: Sequence[Tile] | None = None) -> Table:
        n = len(self.hand_deltas)
        self.table = Table(self.profile, 7, self.dealer, self.scores, n,
                           tiles=self.wall if tiles is None else tiles, direction="across")
        self._mark = len(self.events)
        self.events += self.table.events
        return self.table


@pytest.mark.parametrize("start0, bust", [(1000, True), (2000, False)])
def test_majsoul_bust_on_kong_money(start0: int, bust: bool) -> None:
    scores = (start0, 50000, 50000, 50000)
    wall = build_wall(undo_exchange(BUST_HANDS, BUST_PICKS, "across"), ["5s", "1p"])
    match = _ScriptedMatch(wall, scores)
    table = match.start_hand()
    do_exchange(table, BUST_PICKS)
    choose_voids(table, "spmp")
    act(table, 0, discard("9s"))
    events = act(table, 1, kong("5s", CONCEALED))
    konged = events[0]
    assert isinstance(konged, ev.Konged)
    # Concealed kong: 2,000 from each player still in.
    assert money(konged.payments) == [(p, 1, 2000, R.KONG_CONCEALED) for p in (0, 2, 3)]
    deltas = (-2000, 6000, -2000, -2000)
    after = (start0 - 2000, 56000, 48000, 48000)
    new = match.sync()
    if bust:
        # 1,000 - 2,000 = -1,000 < 0: the hand and the match end at once, right after the
        # kong's settlement (nobody won, so the dealer would stay), after 1 of the 4 hands.
        assert events[1:] == [ev.HandEnded(deltas, after, 0, "bust")]
        assert table.pending() == {}
        assert match.finished and new[-1] == ev.MatchEnded(after, None, "bust")
    else:
        # 2,000 - 2,000 = 0: 0 itself plays on; the declarer draws its replacement.
        assert after[0] == 0
        assert [drew(e) for e in events[1:]] == [(1, True)]
        assert table.state.scores == after and list(table.pending()) == [1]
        assert not match.finished and not only(new, ev.MatchEnded)
    assert invariant_violations(match.events) == []
    replay_check(match.events)
    assert_log_ok(table)


# =============================================================================================
# 10. Dealer rotation over a whole mil match, and the next dealer after a scripted hand.

# Voids: 0 s, 1 p, 2 s, 3 m. Seat 1 holds 2p 5p 8p (void, so it must discard them) and feeds
# three separate discards in a row: seat 0 (123456789m 55m 13p, waits 2p only), then seat 3
# (123456789s 44s 46p, waits 5p only), then seat 2 (111m 234m 678m 99m 79p, waits 8p only).
# Each is a plain win without roots: 1.
FEED_HANDS = {0: "12345678955m13p9s", 1: "57m12345678s258p", 2: "111234678m99m79p",
              3: "123456789s44s46p"}
FEED_DRAWS = ["6s", "2s", "3s"]


def test_next_dealer_is_the_first_winner_when_one_seat_feeds_separate_discards() -> None:
    table = table_for("mil", FEED_HANDS, FEED_DRAWS, voids="spsm")
    act(table, 0, discard("9s"))
    act(table, 1, discard("2p"))
    assert table.pending() == {0: (WIN, PASS)}
    events = act(table, 0, WIN)
    assert won(events[0]) == (0, "2p", "discard", 1, 1, (), [(1, 0, 1, R.WIN_DISCARD)])
    assert drew(events[1]) == (1, False)  # the first player still in after winner 0
    act(table, 1, discard("5p"))
    assert table.pending() == {3: (WIN, PASS)}
    events = act(table, 3, WIN)
    assert won(events[0]) == (3, "5p", "discard", 1, 1, (), [(1, 3, 1, R.WIN_DISCARD)])
    assert drew(events[1]) == (1, False)  # after winner 3: seat 0 has won, seat 1
    act(table, 1, discard("8p"))
    assert table.pending() == {2: (WIN, PASS)}
    events = act(table, 2, WIN)
    assert won(events[0]) == (2, "8p", "discard", 1, 1, (), [(1, 2, 1, R.WIN_DISCARD)])
    assert_log_ok(table)
    # Three winners end the hand. The hand's first winner is seat 0, alone on its discard:
    # seat 0 deals next (the rule of the nearest winner after the discarder applies only to
    # several winners on one discard; here they would pick seat 2).
    assert events[1] == ev.HandEnded((1, -3, 1, 1), (1, -3, 1, 1), 0, "three_winners")


def _expected_next_dealer(hand: Sequence[ev.Event]) -> int:
    """docs/rules.md §2: the first winner (nearest after the discarder when several won on that
    discard); the dealer stays when nobody won. Wins on one discard are consecutive events."""
    start = hand[0]
    assert isinstance(start, ev.HandStarted)
    wins = [(i, e) for i, e in enumerate(hand) if isinstance(e, ev.Won)]
    if not wins:
        return start.dealer
    i, first = wins[0]
    if first.discarder is None:
        return first.seat
    feeder: int = first.discarder
    group = [first.seat]
    for e in hand[i + 1:]:
        if not isinstance(e, ev.Won) or e.discarder != feeder:
            break
        group.append(e.seat)
    return min(group, key=lambda s: (s - feeder) % 4)


@cache
def _mil_match(seed: int) -> tuple[tuple[ev.Event, ...], ...]:
    """A whole mil match of GreedyBots, checked, split into hands (the last one carries the
    ``MatchEnded`` event)."""
    match = Match(get_profile("mil"), seed)
    play_match(match, [GreedyBot(seed * 10 + s) for s in range(4)])
    assert invariant_violations(match.events) == []
    replay_check(match.events)
    starts = [i for i, e in enumerate(match.events) if isinstance(e, ev.HandStarted)]
    ends = [*starts[1:], len(match.events)]
    return tuple(tuple(match.events[i:j]) for i, j in zip(starts, ends, strict=True))


def _hand_end(hand: Sequence[ev.Event]) -> ev.HandEnded:
    return next(e for e in hand if isinstance(e, ev.HandEnded))


# Most of these seeds have a hand where the first winner's discarder later feeds another
# winner on a separate discard: the next dealer must still be the first winner.
SEEDS = range(1, 11)


@pytest.mark.parametrize("seed", SEEDS)
def test_each_hand_is_dealt_by_the_previous_next_dealer(seed: int) -> None:
    hands = _mil_match(seed)
    assert len(hands) == 8  # mil: 8 hands
    first = hands[0][0]
    assert isinstance(first, ev.HandStarted) and first.dealer == 0
    totals = [0, 0, 0, 0]
    for n, hand in enumerate(hands):
        end = _hand_end(hand)
        totals = [a + b for a, b in zip(totals, end.deltas, strict=True)]
        if n + 1 < len(hands):
            nxt = hands[n + 1][0]
            assert isinstance(nxt, ev.HandStarted) and nxt.hand == n + 1
            assert nxt.dealer == end.next_dealer and nxt.scores == end.scores
    last = hands[-1][-1]
    assert isinstance(last, ev.MatchEnded) and last.reason == "complete"
    assert list(last.scores) == totals  # mil starts at 0: the sum of the hands' deltas


@pytest.mark.parametrize("seed", SEEDS)
def test_next_dealer_is_the_first_winner(seed: int) -> None:
    for hand in _mil_match(seed):
        assert _hand_end(hand).next_dealer == _expected_next_dealer(hand)
