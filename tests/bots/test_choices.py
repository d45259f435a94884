"""Exchange three and the void suit pick the obvious suit in constructed hands."""

from __future__ import annotations

import pytest

from mahjong_gui.bots import LEVELS, make_bot
from mahjong_gui.engine.legal import Act
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table
from mahjong_gui.engine.tiles import parse

from .helpers import wall_with_dealer_hand


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("hand, void", [
    pytest.param("1234567m234567p9s", "s", id="one_stray_bamboo"),
    pytest.param("12345m1s22s345789p", "s", id="three_bamboo_weakest"),
    pytest.param("111222333p456s19m", "m", id="two_stray_characters"),
])
def test_void_suit_is_the_obviously_weak_suit(level: str, hand: str, void: str) -> None:
    table = Table(get_profile("mil"), 1, tiles=wall_with_dealer_hand(hand))
    legal = table.pending()[0]
    assert legal[0].act is Act.VOID
    action = make_bot(level, 3).choose(table.view(0), legal)
    assert action.suit == void


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_exchange_passes_the_three_loose_tiles_of_the_weak_suit(level: str) -> None:
    """Characters and dots make sets and pairs; 1s 5s 9s are three loose bamboo: passing them
    leaves the hand void of bamboo at once."""
    hand = "1234m2234567p159s"
    assert len(parse(hand)) == 14
    table = Table(get_profile("majsoul"), 1, tiles=wall_with_dealer_hand(hand))
    legal = table.pending()[0]
    assert legal[0].act is Act.EXCHANGE
    action = make_bot(level, 3).choose(table.view(0), legal)
    assert action.tiles == parse("159s")


def test_easy_exchanges_three_tiles_of_its_shortest_suit() -> None:
    table = Table(get_profile("majsoul"), 1, tiles=wall_with_dealer_hand("1234m2234567p159s"))
    action = make_bot("easy", 3).choose(table.view(0), table.pending()[0])
    assert {t.suit.value for t in action.tiles} == {"s"}
