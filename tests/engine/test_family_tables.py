"""What a rule family tells a face about its table and its events (``RuleFamily.table_rows``,
``unit_values``, ``win_event_ids``): Learn's pattern tables and points tables and the value
drills' events read these instead of a profile's own record."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from mahjong_gui.engine.common import Invalid, WinType
from mahjong_gui.engine.family.base import Spot
from mahjong_gui.engine.family.registry import family_of, score_at_table
from mahjong_gui.engine.melds import parse_hand
from mahjong_gui.engine.rules import PROFILES
from tests.profiles import ALL


def test_the_sichuan_table_rows() -> None:
    rows = family_of(PROFILES["mahjchina"]).table_rows(PROFILES["mahjchina"])
    by_id = {r.id: r for r in rows}
    assert len(rows) == len(PROFILES["mahjchina"].patterns)  # type: ignore[union-attr]
    assert [r.id for r in rows][:3] == ["plain_win", "all_pongs", "pure_one_suit"]
    assert (by_id["root"].kind, by_id["root"].value) == ("double", 2)
    assert (by_id["all_pongs"].kind, by_id["all_pongs"].value) == ("units", 2)
    assert (by_id["pure_all_pongs"].value, by_id["pure_all_pongs"].replaces) == (
        8, ("plain_win",))
    assert by_id["root"].replaces == ()
    assert {r.kind for r in rows} == {"units", "double"}


def test_the_hong_kong_table_rows() -> None:
    profile = PROFILES["hk-modern"]
    rows = family_of(profile).table_rows(profile)
    by_id = {r.id: r for r in rows}
    assert len(rows) == 30
    assert [r.id for r in rows if r.kind == "limit"] == [
        "big_four_winds", "thirteen_orphans", "nine_gates", "all_kongs", "all_terminals",
        "heavenly", "earthly"]
    assert (by_id["mixed_one_suit"].kind, by_id["mixed_one_suit"].value) == ("units", 3)
    assert set(by_id["small_four_winds"].replaces) == {"seat_wind", "prevailing_wind"}


def test_what_each_unit_is_worth() -> None:
    mil, majsoul, mahjchina = PROFILES["mil"], PROFILES["majsoul"], PROFILES["mahjchina"]
    assert family_of(mil).unit_values(mil) == ((0, 1), (1, 2), (2, 4), (3, 8))  # cap 3 fan
    assert family_of(majsoul).unit_values(majsoul) == (
        (1, 1000), (2, 2000), (3, 4000), (4, 8000), (5, 16000), (6, 32000))
    assert family_of(mahjchina).unit_values(mahjchina) == ()  # a base value is the amount
    hk = PROFILES["hk-modern"]
    steps = family_of(hk).unit_values(hk)
    assert len(steps) == hk.limit + 1 == 11  # type: ignore[union-attr]
    assert steps[3] == (3, 8) and steps[5] == (5, 24) and steps[10] == (10, 128)
    classical = PROFILES["hk-classical"]  # the half-limit table: 16 from 4 to 6 faan
    assert family_of(classical).unit_values(classical)[4:8] == ((4, 16), (5, 16), (6, 16),
                                                                (7, 32))


_HANDS = {"sichuan": ("123456m234p789p55m", "123m456p789p55p kong:9m"),
          "hong-kong": ("123m456m789m234p11p", "123m456m789m11p kong:3p")}


def _refused(profile_id: str, win: WinType, event: str) -> bool:
    """The scorer refuses ``event`` on a win of type ``win`` whatever the hand and seats
    (seat 0 deals)."""
    profile = PROFILES[profile_id]
    for text in _HANDS[profile.family]:
        hand, melds, bonus = parse_hand(text)
        for seat in range(4):
            for discarder in ([None] if win is WinType.SELF else
                              [s for s in range(4) if s != seat]):
                spot = Spot(win, seat, discarder, 0, frozenset(range(4)), bonus=bonus,
                            events=frozenset({event}))
                got = score_at_table(profile, hand, melds, spot, check_minimum=False)
                if not (isinstance(got, Invalid) and got.code == "bad_event"):
                    return False
    return True


@pytest.mark.parametrize("profile_id", list(PROFILES))
def test_the_events_a_win_may_carry_are_those_the_scorer_takes(profile_id: str) -> None:
    profile = PROFILES[profile_id]
    family = family_of(profile)
    for win in WinType:
        offered = family.win_event_ids(profile, win)
        assert offered == tuple(e for e in family.event_ids if e in offered)  # face order
        taken = tuple(e for e in family.event_ids if not _refused(profile_id, win, e))
        assert offered == taken, (win, offered, taken)


def test_the_events_by_win() -> None:
    mil, majsoul, hk = PROFILES["mil"], PROFILES["majsoul"], PROFILES["hk-classical"]
    sichuan = family_of(mil)
    assert sichuan.win_event_ids(mil, WinType.SELF) == ("kong-bloom", "last-tile", "heavenly",
                                                        "earthly")
    assert sichuan.win_event_ids(mil, WinType.DISCARD) == ("kong-discard", "last-tile",
                                                           "earthly")
    assert sichuan.win_event_ids(majsoul, WinType.DISCARD) == ("kong-discard", "last-tile")
    assert sichuan.win_event_ids(majsoul, WinType.ROBBED) == ("kong-discard",)
    hong_kong = family_of(hk)
    assert hong_kong.win_event_ids(hk, WinType.SELF) == ("last-tile", "replacement",
                                                         "heavenly", "earthly")
    assert hong_kong.win_event_ids(hk, WinType.DISCARD) == ("earthly",)
    assert hong_kong.win_event_ids(hk, WinType.ROBBED) == ()


def test_a_rows_replaced_rows_come_in_table_order() -> None:
    """A face lists "(instead of A, B)" the same on every run: in the table's order, not in a
    set's (which changes with the interpreter's hash seed)."""
    for pid in ALL:
        profile = PROFILES[pid]
        rows = family_of(profile).table_rows(profile)
        place = {r.id: i for i, r in enumerate(rows)}
        for r in rows:
            known = [x for x in r.replaces if x in place]
            assert known == sorted(known, key=place.__getitem__), (pid, r.id, r.replaces)


def test_the_tables_are_the_same_under_any_hash_seed() -> None:
    code = ("from mahjong_gui.engine.family.registry import family_of\n"
            "from mahjong_gui.engine.rules import PROFILES\n"
            "print(repr([family_of(p).table_rows(p) for p in PROFILES.values()]))")
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           check=True, env={**os.environ, "PYTHONHASHSEED": seed}).stdout
            for seed in ("0", "1", "2")}
    assert len(runs) == 1
