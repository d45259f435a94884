"""Hong Kong payment rows say why a payer pays double (docs/rules.md §3): each row carries the
doublings the settlement applied, and its amount is the base points doubled once for each.

Seats: dealer 0 unless said otherwise (seat 0 East). Classical Q(3) = 8, Modern P(3) = 8."""

from __future__ import annotations

import json

import pytest

from mahjong_gui.engine import events as ev
from mahjong_gui.engine import tiles
from mahjong_gui.engine.common import Doubling, Payment, Reason, WinType
from mahjong_gui.engine.rules import get_hk_profile
from mahjong_gui.engine.rules.hongkong import HKScore, HKSituation, hk_payments, score_hk

MODERN = get_hk_profile("hk-modern")
CLASSICAL = get_hk_profile("hk-classical")
CHOWS = "123m456p789s234m55p"  # concealed 1 + all chows 1 + no bonus 1 = 3 faan on a discard
D, S, EP, EW = (Doubling.DISCARDER, Doubling.SELF_DRAW, Doubling.DEALER_PAYS,
                Doubling.DEALER_WINS)


def rows(profile: object, win: WinType, seat: int, frm: int | None, dealer: int = 0
         ) -> list[tuple[int, int, tuple[Doubling, ...]]]:
    r = score_hk(profile, tiles.parse(CHOWS), (), (),  # type: ignore[arg-type]
                 HKSituation(win, seat, frm, dealer))
    assert isinstance(r, HKScore), r
    return [(p.payer, p.amount, p.doublings) for p in r.payments]


def test_classical_discarder_who_is_the_dealer_pays_x2_x2() -> None:
    # West (2) wins on East's (0) discard, 3 faan, Q = 8: East 8 x2 (discarder) x2 (East
    # pays) = 32; South and North 8 with no doubling.
    assert rows(CLASSICAL, WinType.DISCARD, 2, 0) == [(0, 32, (D, EP)), (1, 8, ()), (3, 8, ())]


def test_classical_rows_name_every_doubling() -> None:
    # East (0) wins on North's (3) discard: North 8 x2 x2 = 32 (discarder, East wins), South
    # and West 8 x2 = 16 (East wins).
    assert rows(CLASSICAL, WinType.DISCARD, 0, 3) == [(1, 16, (EW,)), (2, 16, (EW,)),
                                                        (3, 32, (D, EW))]
    # South (1) self-draws 4 faan (self-draw 1 more), Q(4) = 16: East 16 x2 x2 = 64, West and
    # North 16 x2 = 32.
    assert rows(CLASSICAL, WinType.SELF, 1, None) == [(0, 64, (S, EP)), (2, 32, (S,)),
                                                       (3, 32, (S,))]
    # West robs North's kong (robbing the kong 1 more: 4 faan, Q = 16): North pays as the
    # discarder 16 x2 = 32, East 16 x2 = 32, South 16.
    r = score_hk(CLASSICAL, tiles.parse("123m456p789s55p234m"), (), (),
                 HKSituation(WinType.ROBBED, 2, 3, 0))
    assert isinstance(r, HKScore)
    assert [(p.payer, p.amount, p.doublings) for p in r.payments] == [
        (0, 32, (EP,)), (1, 16, ()), (3, 32, (D,))]


def test_modern_rows_name_every_doubling() -> None:
    # The discarder alone pays 2P = 16; 4P = 32 when East discards or wins.
    assert rows(MODERN, WinType.DISCARD, 2, 3) == [(3, 16, (D,))]
    assert rows(MODERN, WinType.DISCARD, 2, 0) == [(0, 32, (D, EP))]
    assert rows(MODERN, WinType.DISCARD, 0, 3) == [(3, 32, (D, EW))]
    # South self-draws 4 faan, P(4) = 16: East 2P = 32, the others P.
    assert rows(MODERN, WinType.SELF, 1, None) == [(0, 32, (EP,)), (2, 16, ()), (3, 16, ())]
    # East self-draws: each 2P = 32.
    assert rows(MODERN, WinType.SELF, 0, None) == [(1, 32, (EW,)), (2, 32, (EW,)),
                                                    (3, 32, (EW,))]


@pytest.mark.parametrize("profile", [MODERN, CLASSICAL], ids=["modern", "classical"])
def test_every_row_is_the_base_doubled_once_per_doubling(profile: object) -> None:
    seen: set[tuple[Doubling, ...]] = set()
    for faan in range(0, 11):
        base = profile.points(faan)  # type: ignore[attr-defined]
        for dealer in range(4):
            for seat in range(4):
                situations = [HKSituation(WinType.SELF, seat, None, dealer)]
                situations += [HKSituation(w, seat, frm, dealer)
                               for w in (WinType.DISCARD, WinType.ROBBED)
                               for frm in range(4) if frm != seat]
                for s in situations:
                    for p in hk_payments(profile, s, faan):  # type: ignore[arg-type]
                        assert p.amount == base * 2 ** len(p.doublings), (s, p)
                        assert (D in p.doublings) == (p.payer == s.discarder)
                        assert (EP in p.doublings) == (p.payer == dealer != seat)
                        assert (EW in p.doublings) == (seat == dealer)
                        seen.add(p.doublings)
    assert len(seen) == (9 if profile is CLASSICAL else 6)  # every combination the model has


def test_doublings_go_through_the_log_and_old_lines_read_as_before() -> None:
    pay = Payment(0, 2, 32, Reason.WIN_DISCARD, 5, (D, EP))
    won = ev.Won(2, tiles.parse("5p")[0], "discard", 0, tiles.parse(CHOWS), (), (),
                 (("all_chows", 1, 1),), 8, (pay, Payment(1, 2, 8, Reason.WIN_DISCARD, 5)))
    line = ev.to_json(won)
    rows_out = json.loads(line)["payments"]
    assert rows_out[0]["doublings"] == ["discarder", "dealer_pays"]
    assert "doublings" not in rows_out[1]  # no doubling: the row is written as before
    back = ev.from_json(line)
    assert isinstance(back, ev.Won) and back.payments == won.payments
    assert back.payments[0].doublings == (D, EP)


@pytest.mark.parametrize("bad", [[], ["twice"], [1], "discarder", ["discarder"] * 5],
                         ids=["empty", "unknown", "number", "not_a_list", "too_many"])
def test_a_bad_doubling_is_refused(bad: object) -> None:
    won = ev.Won(2, tiles.parse("5p")[0], "discard", 0, tiles.parse(CHOWS), (), (), (), 8,
                 (Payment(0, 2, 32, Reason.WIN_DISCARD, 5, (D, EP)),))
    doc = json.loads(ev.to_json(won))
    doc["payments"][0]["doublings"] = bad
    with pytest.raises(ev.EventFormatError) as err:
        ev.from_json(json.dumps(doc))
    assert err.value.code == "bad_event"
