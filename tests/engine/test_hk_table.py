"""Hong Kong at the table (docs/rules.md §3, §3.1): scripted hands from fixed walls.

Seat 0 deals unless a test says otherwise; the default table is hk-modern with a minimum of 3
faan. Expected payments are worked out by hand from the faan table and Modern's point table
(P = 1, 2, 4, 8, 16 ... for 0, 1, 2, 3, 4 ... faan; a discard pays 2P, 4P when East is in).
"""

from __future__ import annotations

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.checks import invariant_violations, replay_check
from mahjong_gui.engine.common import Doubling, Payment, Reason
from mahjong_gui.engine.family.hongkong import settle_hk_hand
from mahjong_gui.engine.ledger_entries import HKWinEntry
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import get_hk_profile
from mahjong_gui.engine.rules.hongkong import HKEvent
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.state import Phase, tiles_in_play
from mahjong_gui.engine.table import Table

from .hk_tools import PASS, discard, drawn_discard, hk, hk_table, pass_claims, t, tl

WIN = Action(Act.WIN)


def chow(low: str) -> Action:
    return Action(Act.CHOW, t(low))


def events_of(table: Table, kind: type) -> list:  # type: ignore[type-arg]
    return [e for e in table.events if isinstance(e, kind)]


def check_log(table: Table) -> None:
    assert invariant_violations(table.events, table.state) == []
    replay_check(table.events)


# ---------------------------------------------------------------------------------------------
# Bonus tiles


def test_bonus_tiles_in_the_deal_and_on_a_draw_are_replaced_from_the_far_end():
    table = hk_table({0: "1f1m4m7m2p5p8p3s6s9s1z2z3z6z", 2: "5f2m5m8m3p6p9p1s4s7s4z5z7z"},
                     draws=["6f"], far=["2f", "9m", "1z", "5s"])
    deal = events_of(table, ev.BonusReplaced)
    # In seat order from the dealer; the dealer's replacement 2f is itself replaced.
    assert deal == [ev.BonusReplaced(0, t("1f"), t("2f"), True),
                    ev.BonusReplaced(0, t("2f"), t("9m"), True),
                    ev.BonusReplaced(2, t("5f"), t("1z"), True)]
    st = table.state
    assert st.players[0].bonus == (t("1f"), t("2f")) and t("9m") in st.players[0].hand
    assert st.players[2].bonus == (t("5f"),) and len(st.players[2].hand) == 13
    assert st.players[0].last_draw is None  # a deal replacement is not a draw
    assert st.wall == 144 - 53 - 14 - 3  # the live wall: replacements shorten it
    assert set(table.pending()) == {0}
    discard(table, 0, "9m")
    # Seat 1 draws 6f from the front; it is set aside and replaced from the far end at once.
    assert isinstance(table.events[-2], ev.Drew) and table.events[-2].tile == t("6f")
    assert table.events[-1] == ev.BonusReplaced(1, t("6f"), t("5s"), False)
    p1 = table.state.players[1]
    assert p1.bonus == (t("6f"),) and p1.last_draw == t("5s") and p1.replacement
    assert table.state.wall == 144 - 53 - 14 - 5
    assert set(table.pending()) == {1}
    check_log(table)


# ---------------------------------------------------------------------------------------------
# Claims

EAST_3M = "3m7m1p4p7p1s4s7s1z2z3z5z6z7z"


def test_chow_is_offered_only_to_the_next_player_and_each_way_it_fits():
    table = hk_table({0: EAST_3M, 1: "1m2m4m5m2p5p8p2s5s8s1z2z3z",
                      2: "4m5m3p6p9p3s6s9s4z4z5z6z7z"})
    table.submit(0, Action(Act.DISCARD, t("3m")))
    pending = table.pending()
    assert [a for a in pending[1] if a.act is Act.CHOW] == [chow("1m"), chow("2m"), chow("3m")]
    assert 2 not in pending  # 4m5m would fit, but seat 2 is not the next player
    table.submit(1, chow("2m"))
    assert table.events[-1] == ev.Chowed(1, t("3m"), t("2m"), 0)
    p1 = table.state.players[1]
    assert [str(m) for m in p1.melds] == ["chow:2m"]
    assert t("2m") not in p1.hand and t("4m") not in p1.hand and len(p1.hand) == 11
    assert table.state.players[0].river == ()  # the discard went into the chow
    assert all(a.act is Act.DISCARD for a in table.pending()[1])  # discard only after a call
    check_log(table)


def test_pong_beats_chow():
    table = hk_table({0: EAST_3M, 1: "4m5m2p5p8p2s5s8s1z2z3z4z5z",
                      3: "3m3m3p6p9p3s6s9s4z6z7z1m1m"})
    table.submit(0, Action(Act.DISCARD, t("3m")))
    assert chow("3m") in table.pending()[1]
    assert Action(Act.PONG, t("3m")) in table.pending()[3]
    table.submit(1, chow("3m"))
    table.submit(3, Action(Act.PONG, t("3m")))
    assert ev.ClaimPassed(1, t("3m"), "discard", None, False, "chow:3m") in table.events
    assert table.events[-1] == ev.Ponged(3, t("3m"), 0)
    assert table.state.turn == 3 and table.state.phase is Phase.TURN
    check_log(table)


READY_NORTH = "123m456m789m11p4s6s"  # waits on 5s: concealed, all chows, no bonus = 3 faan
EAST_QUIET = "7z1p4p7p1s7s2s8s1z2z6z6z3z3z"


def south_discards_5s(table: Table) -> None:
    """East lets 7z go; South draws 5s and discards it (not the dealer's first discard, so no
    earthly hand)."""
    discard(table, 0, "7z")
    assert table.state.players[1].last_draw == t("5s")
    table.submit(1, Action(Act.DISCARD, t("5s")))


def test_win_beats_pong_and_ends_the_hand():
    table = hk_table({0: EAST_QUIET, 2: "5s5s2p5p8p3p6p9p1z2z3z4z5z", 3: READY_NORTH},
                     draws=["5s"])
    south_discards_5s(table)
    assert WIN in table.pending()[3] and Action(Act.PONG, t("5s")) in table.pending()[2]
    table.submit(2, Action(Act.PONG, t("5s")))
    table.submit(3, WIN)
    pass_claims(table)
    won = events_of(table, ev.Won)
    assert len(won) == 1 and won[0].seat == 3 and won[0].win == "discard"
    assert ev.ClaimPassed(2, t("5s"), "discard", None, False, "pong") in table.events
    assert {p for p, _, _ in won[0].patterns} == {"concealed_hand", "all_chows", "no_bonus"}
    # 3 faan: P = 8; South discarded to North, East is not in it: 2P.
    assert won[0].payments == (Payment(1, 3, 16, Reason.WIN_DISCARD, won[0].payments[0].event,
                                       (Doubling.DISCARDER,)),)
    end = table.events[-1]
    assert isinstance(end, ev.HandEnded)
    assert end.deltas == (0, -16, 0, 16) and end.reason == "win" and end.next_dealer == 1
    assert table.over
    check_log(table)


def test_a_win_on_the_dealers_first_discard_is_earthly():
    table = hk_table({0: "5s1p4p7p1s7s2s8s1z2z6z7z6z7z", 3: READY_NORTH})
    table.submit(0, Action(Act.DISCARD, t("5s")))
    table.submit(3, WIN)
    pass_claims(table)
    (won,) = events_of(table, ev.Won)
    assert won.events == ("earthly",) and won.patterns == (("earthly", 10, 1),)
    # A limit hand scores the limit (10 faan): P = 128; East discarded: 4P.
    assert [(p.payer, p.payee, p.amount) for p in won.payments] == [(0, 3, 512)]
    check_log(table)


def test_the_ledger_of_a_played_hand_equals_the_table_settlement():
    table = hk_table({0: EAST_QUIET, 3: READY_NORTH}, draws=["5s"])
    south_discards_5s(table)
    table.submit(3, WIN)
    pass_claims(table)
    (won,) = events_of(table, ev.Won)
    profile = get_hk_profile("hk-modern")
    result = settle_hk_hand(profile, 0, 1, [HKWinEntry(
        seat=won.seat, discarder=won.discarder, robbed=won.win == "robbed", hand=won.hand,
        melds=won.melds, bonus=won.bonus, events=frozenset(HKEvent(e) for e in won.events))])
    rows = [(p.payer, p.payee, p.amount, p.reason) for p in won.payments]
    assert rows == [(1, 3, 16, Reason.WIN_DISCARD)]
    assert [(p.payer, p.payee, p.amount, p.reason) for p in result.payments] == rows
    assert result.deltas == table.events[-1].deltas  # type: ignore[attr-defined]
    assert result.next_dealer == table.events[-1].next_dealer  # type: ignore[attr-defined]


def test_two_players_want_one_discard_the_first_after_the_discarder_wins():
    # Seats 1 and 3 both wait on 5s; seat 2 discards it: turn order from seat 2 is 3, 0, 1.
    table = hk_table({0: "2m5m8m2p5p8p2s8s3z3z4z4z7z7z", 1: "123p456p789p11m4s6s",
                      3: READY_NORTH}, draws=["5z", "5s"])
    discard(table, 0, "7z")
    drawn_discard(table)  # seat 1 draws 5z and lets it go
    assert table.pending().keys() == {2} and table.state.players[2].last_draw == t("5s")
    table.submit(2, Action(Act.DISCARD, t("5s")))
    assert WIN in table.pending()[1] and WIN in table.pending()[3]
    table.submit(1, WIN)
    table.submit(3, WIN)
    pass_claims(table)
    (won,) = events_of(table, ev.Won)
    assert won.seat == 3
    # Seat 1's win lapsed; it would have paid 16 (3 faan, P = 8, 2P from West).
    assert ev.ClaimPassed(1, t("5s"), "discard", 16, False, "win") in table.events
    # 3 faan, P = 8; neither West (2) nor North (3) is East: 2P.
    assert [(p.payer, p.payee, p.amount) for p in won.payments] == [(2, 3, 16)]
    check_log(table)


def test_a_robbed_added_kong_is_paid_by_its_declarer():
    # Seat 3 waits on 4p/7p; it lets the first 7p go (no pass restriction in Hong Kong) and
    # robs seat 1's added kong of the fourth.
    table = hk_table({0: "7p1p4p3s6s9s1z2z3z4z5z6z7z2p", 1: "7p7p2m5m8m2s5s8s3z4z5z6z1p",
                      3: "123m456m789m11s5p6p"}, draws=["9m", "9m", "9p", "7p"])
    table.submit(0, Action(Act.DISCARD, t("7p")))
    assert WIN in table.pending()[3]
    table.submit(1, Action(Act.PONG, t("7p")))
    table.submit(3, PASS)
    pass_claims(table)
    assert table.events[-1] == ev.Ponged(1, t("7p"), 0)
    discard(table, 1, "2m")
    for _ in range(3):
        drawn_discard(table)  # seats 2, 3 and 0
    assert table.state.players[1].last_draw == t("7p")
    added = Action(Act.KONG, t("7p"), kong=KongKind.ADDED)
    assert added in table.pending()[1]
    table.submit(1, added)
    assert table.events[-1] == ev.KongDeclared(1, t("7p"))
    assert table.pending()[3] == (WIN, PASS)
    table.submit(3, WIN)
    pass_claims(table)
    robbed = events_of(table, ev.KongRobbed)
    (won,) = events_of(table, ev.Won)
    assert robbed == [ev.KongRobbed(1, t("7p"))]
    assert won.win == "robbed" and won.discarder == 1
    assert {p for p, _, _ in won.patterns} == {"concealed_hand", "all_chows", "no_bonus",
                                                "robbing_kong"}
    # 4 faan: P = 16; South (1) pays as the discarder, 2P.
    assert [(p.payer, p.payee, p.amount, p.reason) for p in won.payments] == [
        (1, 3, 32, Reason.WIN_ROBBED_KONG)]
    assert [str(m) for m in table.state.players[1].melds] == ["pong:7p"]  # the kong never was
    check_log(table)


def test_a_concealed_kong_takes_its_replacement_from_the_far_end():
    table = hk_table({0: "9s9s9s9s1m4m7m1p4p7p1z2z3z5z"}, far=["3z"])
    live = table.state.wall
    kong = Action(Act.KONG, t("9s"), kong=KongKind.CONCEALED)
    assert kong in table.pending()[0]
    table.submit(0, kong)
    assert table.events[-2] == ev.Konged(0, t("9s"), "concealed", None, True, ())
    assert table.events[-1] == ev.Drew(0, t("3z"), True)
    assert table.state.wall == live - 1
    assert [str(m) for m in table.state.players[0].melds] == ["ankong:9s"]
    check_log(table)


# ---------------------------------------------------------------------------------------------
# Drawn hands, dealers and the minimum


def _play_out_passively(table: Table) -> None:
    while not table.over:
        pending = table.pending()
        if set(pending) == {table.state.turn} and table.state.phase is Phase.TURN:
            drawn_discard(table) if table.state.players[table.state.turn].last_draw \
                else discard(table, table.state.turn,
                             str(table.state.players[table.state.turn].hand[-1]))
        else:
            pass_claims(table)


def test_a_hand_is_drawn_with_14_tiles_left_and_the_dealer_stays():
    table = Table(hk(), seed=11, dealer=2)
    _play_out_passively(table)
    taken = len(events_of(table, ev.Drew)) + len(events_of(table, ev.BonusReplaced))
    assert taken == 144 - 53 - 14  # every live tile, never one of the dead wall's 14
    assert table.state.wall == 0 and tiles_in_play(table.state) == 144
    assert table.events[-2] == ev.WallExhausted((), ())
    end = table.events[-1]
    assert end == ev.HandEnded((0, 0, 0, 0), (0, 0, 0, 0), 2, "wall")
    check_log(table)


def test_a_win_below_the_minimum_is_not_offered_and_is_at_minimum_0():
    # North's 1f is East's flower: no "no bonus" faan, no seat flower: 2 faan.
    hands = {0: EAST_QUIET, 3: "123m456m789m11p4s1f"}
    table = hk_table(hands, draws=["5s"], far=["6s"])
    assert table.state.players[3].bonus == (t("1f"),)
    south_discards_5s(table)
    assert WIN not in table.pending().get(3, ())
    table = hk_table(hands, draws=["5s"], far=["6s"], min_faan="0")
    south_discards_5s(table)
    assert WIN in table.pending()[3]
    table.submit(3, WIN)
    pass_claims(table)
    (won,) = events_of(table, ev.Won)
    assert won.bonus == (t("1f"),)
    # 2 faan: P = 4; South discarded to North: 2P.
    assert [(p.payer, p.payee, p.amount) for p in won.payments] == [(1, 3, 8)]
    check_log(table)


def test_hong_kong_events_round_trip_and_old_lines_read_unchanged():
    table = hk_table({0: "1f1m4m7m2p5p8p3s6s9s1z2z3z6z"}, far=["9m"], prevailing=2)
    line = ev.to_json(table.events[0])
    assert '"prevailing":2' in line and ev.to_json(ev.from_json(line)) == line
    east = Table(hk(), seed=3)
    assert '"prevailing"' not in ev.to_json(east.events[0])  # the default is not written
    assert tl("1f")[0] in table.state.players[0].bonus
