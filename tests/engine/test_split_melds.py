"""analysis._split remembers a melds tuple's copies by identity (a player's melds are asked
about again and again): the fifth-copy check must hold on every call, for a remembered tuple
and for a list changed between calls (lists are never remembered)."""

from __future__ import annotations

import pytest

from mahjong_gui.engine import analysis
from mahjong_gui.engine.melds import parse_meld
from mahjong_gui.engine.tiles import ErrorCode, TileError, parse


def fifth_copy(hand: str, melds: object) -> None:
    with pytest.raises(TileError) as info:
        analysis.shanten(parse(hand), melds)  # type: ignore[arg-type]
    assert info.value.code is ErrorCode.FIFTH_COPY


def test_a_remembered_melds_tuple_is_checked_on_every_call() -> None:
    melds = (parse_meld("pong:5m"), parse_meld("kong:9p"))
    good = parse("1234m456s7s")  # 8 tiles beside two melds
    first = analysis.shanten(good, melds)
    assert analysis.shanten(good, melds) == first  # the tuple's copies remembered now
    fifth_copy("1255m456s7s", melds)  # two 5m beside a pong of 5m
    fifth_copy("1239p456s7s", melds)  # a 9p beside a kong of 9p
    assert analysis.shanten(good, melds) == first
    # An equal tuple that is another object answers the same.
    again = (parse_meld("pong:5m"), parse_meld("kong:9p"))
    fifth_copy("1255m456s7s", again)
    assert analysis.shanten(good, again) == first


def test_a_melds_list_changed_between_calls_is_checked_again() -> None:
    melds = [parse_meld("pong:2s"), parse_meld("pong:7p")]
    hand = "2m3m4m5m6s7s8s"  # 7 tiles beside two pongs
    assert analysis.shanten(parse(hand), melds) >= 0
    melds[0] = parse_meld("pong:6s")  # one 6s held beside three: four copies, fine
    assert analysis.shanten(parse(hand), melds) >= 0
    melds[0] = parse_meld("kong:6s")  # one 6s held beside a kong: five copies
    fifth_copy(hand, melds)
