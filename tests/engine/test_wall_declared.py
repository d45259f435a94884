"""Wall-end players given by outcome (the scorebook's quick entry) settle like their tiles."""

from __future__ import annotations

from typing import Any

import pytest

from mahjong_gui.engine.ledger import LedgerInputError, read_session, settle_session

NAMES = ["An", "Bình", "Chi", "Dũng"]


def settle(rules: str, events: list[dict[str, Any]]) -> Any:
    doc = {"rules": rules, "players": NAMES, "dealer": 0, "hands": [{"events": events}]}
    return settle_session(read_session(doc)).hands[0]


def rows(hand: Any) -> list[tuple[int, int, int, str]]:
    return sorted((p.payer, -1 if p.payee is None else p.payee, p.amount, p.reason.value)
                  for p in hand.payments)


# docs/rules.md §4 example 8 (mil): Bình ready (pure one suit 2 fan -> 4), Chi not ready with a
# concealed kong, Dũng a flower pig.
EXAMPLE_8_HEAD = [
    {"type": "kong", "seat": 2, "kind": "concealed"},
    {"type": "win", "seat": 0, "from": 3, "hand": "234m567m11p345p67p8p"},
]
EXAMPLE_8_TILES = {"type": "wall_end", "players": {
    "1": {"hand": "123m456m789m2345m"},
    "2": {"hand": "123s456s1p3p5p7p", "melds": ["ankong:9s"]},
    "3": {"hand": "123m456p789s1234m"}}}
EXAMPLE_8_DECLARED = {"type": "wall_end", "players": {
    "1": {"status": "ready", "value": 2},  # 2 fan
    "2": {"status": "not_ready"},
    "3": {"status": "pig"}}}


def test_example_8_declared_equals_tiles() -> None:
    by_tiles = settle("mil", [*EXAMPLE_8_HEAD, EXAMPLE_8_TILES])
    declared = settle("mil", [*EXAMPLE_8_HEAD, EXAMPLE_8_DECLARED])
    assert rows(declared) == rows(by_tiles)
    # An -2+1 = -1; Bình -2+4+4+2 = +8; Chi +6-4-4 = -2; Dũng -2-1-48-4+2 = -53
    assert declared.deltas == (-1, 8, -2, -53)


def test_competition_declared_pig_pays_everyone_and_refunds() -> None:
    hand = settle("competition", [
        {"type": "kong", "seat": 3, "kind": "exposed", "from": 2},  # [0, 0, -2, +2]
        {"type": "kong", "seat": 1, "kind": "concealed"},  # [-2, +6, -2, -2]
        {"type": "win", "seat": 0, "value": 0},  # plain self-draw 1+1 from each: [+6,-2,-2,-2]
        {"type": "wall_end", "players": {
            "1": {"status": "pig"}, "2": {"status": "ready", "value": 2},
            "3": {"status": "not_ready"}}},
        # pig 1 pays 8 to 0, 2, 3: [+8, -24, +8, +8]; seats 1 and 3 pay seat 2 its 4:
        # [0, -4, +8, -4]; refunds to payers still in: 1 -> 2, 3 (2 each), 3 -> 2 (2).
    ])
    # An -2+6+8 = 12; Bình 6-2-24-4-4 = -28; Chi -2-2-2+8+8+2+2 = 14; Dũng 2-2-2+8-4+2-2 = 2
    assert hand.deltas == (12, -28, 14, 2)


def test_mahjchina_ready_value_is_in_base_units() -> None:
    hand = settle("mahjchina", [
        {"type": "win", "seat": 0, "from": 1, "value": 1},  # [+1, -1, 0, 0]
        {"type": "wall_end", "players": {
            "1": {"status": "ready", "value": 8}, "2": {"status": "not_ready"},
            "3": {"status": "not_ready"}}},  # seats 2 and 3 pay seat 1 8 each
    ])
    assert hand.deltas == (1, 15, -8, -8)


def test_majsoul_ready_value_is_in_han() -> None:
    hand = settle("majsoul", [
        {"type": "win", "seat": 0, "from": 1, "value": 1},
        {"type": "wall_end", "players": {
            "1": {"status": "ready", "value": 1}, "2": {"status": "not_ready"},
            "3": {"status": "ready", "value": 2}}},
    ])
    win = 1000  # majsoul 1 han
    ready1, ready2 = 1000, 2000
    assert hand.deltas == (win, -win + ready1, -ready1 - ready2, ready2)


def test_dead_hand_declared_ready_settles_as_not_ready() -> None:
    hand = settle("mil", [
        {"type": "penalty", "seat": 3, "kind": "dead_hand"},
        {"type": "wall_end", "players": {
            "0": {"status": "ready", "value": 1}, "1": {"status": "not_ready"},
            "2": {"status": "not_ready"}, "3": {"status": "ready", "value": 3}}},
    ])
    # seat 0 ready for 2; seats 1, 2 and the dead seat 3 pay it 2 each.
    assert hand.deltas == (6, -2, -2, -2)


def test_mixed_tiles_and_declared() -> None:
    mixed = {"type": "wall_end", "players": {
        "1": {"hand": "123m456m789m2345m"}, "2": {"status": "not_ready"},
        "3": {"hand": "123m456p789s1234m"}}}
    assert settle("mil", [*EXAMPLE_8_HEAD, mixed]).deltas == (-1, 8, -2, -53)


@pytest.mark.parametrize(("player", "code"), [
    pytest.param({"status": "ready"}, "bad_value", id="ready_without_value"),
    pytest.param({"status": "not_ready", "value": 1}, "bad_value", id="value_when_not_ready"),
    pytest.param({"status": "ready", "value": -1}, "bad_value", id="negative_value"),
    pytest.param({"status": "ready", "value": True}, "bad_value", id="boolean_value"),
    pytest.param({"status": "winning"}, "bad_status", id="unknown_status"),
    pytest.param({"status": "pig", "hand": "123m456m789m2345m"}, "bad_event", id="both"),
    pytest.param({"hand": "123m456m789m2345m", "value": 2}, "bad_event", id="value_with_hand"),
    pytest.param({"status": "pig", "dead": "yes"}, "bad_event", id="dead_not_bool"),
])
def test_bad_declared_player(player: dict[str, Any], code: str) -> None:
    wall = {"type": "wall_end", "players": {"1": player, "2": {"status": "not_ready"},
                                            "3": {"status": "pig"}}}
    with pytest.raises(LedgerInputError) as err:
        settle("mil", [*EXAMPLE_8_HEAD, wall])
    assert err.value.code == code
    assert err.value.path.startswith("hands[0].events[2].players.1")
