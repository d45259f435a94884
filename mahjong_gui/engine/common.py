"""Types every rule family shares: seats, win types, typed results, payments and their reasons,
option errors. This module imports nothing from the rules, scoring or settlement, so any of
them may import it without a cycle.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.tiles import Tile

SEATS = (0, 1, 2, 3)


class Word(str, Enum):
    """A field that takes one of a few words (a rule field, an event field): compares, formats
    and writes to JSON as its word (``f"{win}"`` is ``self``, as it was when the fields were
    plain text), so logs, rule sets and texts read as before."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)


class WinType(Word):
    SELF = "self"
    DISCARD = "discard"
    ROBBED = "robbed"  # won on the tile of another player's added kong


@dataclass(frozen=True, slots=True)
class NotWin:
    reason: str  # not_winning_shape | void_suit_in_hand | three_suits | below_minimum


@dataclass(frozen=True, slots=True)
class Invalid:
    code: str
    message: str


class OptionError(ValueError):
    """An unknown ``--option`` key or a value the profile does not offer."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Reason(str, Enum):
    WIN_DISCARD = "win_discard"
    WIN_SELF_DRAW = "win_self_draw"
    WIN_ROBBED_KONG = "win_robbed_kong"
    WIN_KONG_BLOOM_FEEDER = "win_kong_bloom_feeder"  # competition: the feeder alone pays
    KONG_EXPOSED = "kong_exposed"
    KONG_ADDED = "kong_added"
    KONG_CONCEALED = "kong_concealed"
    KONG_DISCARD_REFUND = "kong_discard_refund"  # the discarder's kong money goes back
    KONG_TRANSFER = "kong_transfer"  # call transfer: the discarder's kong money to the winner
    KONG_REFUND = "kong_refund"  # wall end: kong money of a player not ready (or a pig)
    READY_PAYMENT = "ready_payment"  # wall end (查叫): not ready pays each ready player
    FLOWER_PIG = "flower_pig"  # wall end: a pig pays another player
    FLOWER_PIG_PENALTY = "flower_pig_penalty"  # mil: a pig's fine, received by nobody
    FALSE_WIN = "false_win"  # competition scorebook penalty, received by nobody


class Doubling(str, Enum):
    """Why a Hong Kong payer pays double the base points (docs/rules.md §3); a row's amount is
    the base times 2 for each of its doublings."""

    DISCARDER = "discarder"  # the discarder of the winning tile (or the robbed kong's player)
    SELF_DRAW = "self_draw"  # Classical: every payer of a self-drawn win
    DEALER_PAYS = "dealer_pays"  # East pays
    DEALER_WINS = "dealer_wins"  # East won


@dataclass(frozen=True, slots=True)
class Payment:
    """``payer`` pays ``amount`` to ``payee`` (None: a penalty nobody receives). ``doublings``:
    why a Hong Kong payer pays double (the settlement applied them; faces only name them)."""

    payer: int
    payee: int | None
    amount: int
    reason: Reason
    event: int | None = None  # index of the event it came from within its hand
    # Out of repr: the self-play digests (tests/engine/simulate_digest.py) hash events' reprs,
    # and the same games keep their digests; the amount already carries the doublings.
    doublings: tuple[Doubling, ...] = field(default=(), repr=False)


def deltas(payments: Iterable[Payment]) -> list[int]:
    out = [0, 0, 0, 0]
    for p in payments:
        out[p.payer] -= p.amount
        if p.payee is not None:
            out[p.payee] += p.amount
    return out


def robbed_tile_check(hand: Sequence[Tile], melds: Sequence[Meld]) -> Invalid | None:
    """docs/rules.md §1: the other three copies of a robbed tile are in the declarer's pong, so
    the winner holds no other copy of it."""
    won = hand[-1]
    held = hand.count(won) + sum(m.tiles.count(won) for m in melds)
    if held != 1:
        return Invalid("robbed_tile_held", f"the other three {won} are in the robbed pong, "
                       "so the winner cannot hold another")
    return None
