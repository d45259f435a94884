"""Why a decision was worse: its category and reasons as ids (with numbers) that a face
translates, read from the position: shanten, improving tiles, waits with their values, danger
against each opponent who looks ready, the wall and the money still to come."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from mahjong_gui.bots import brain, reading
from mahjong_gui.engine import analysis
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.state import GameState, profile_of
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import seat_view


class Category(str, Enum):
    TILE_EFFICIENCY = "tile_efficiency"
    HAND_VALUE = "hand_value"
    DEFENCE = "defence"
    CALL_OR_PASS = "call_or_pass"
    RULE_VOID = "rule_void"  # the void suit: its choice, the order of its tiles
    RULE_EXCHANGE = "rule_exchange"  # exchange three
    RULE_PASS = "rule_pass"  # 过胡: declining a win restricts later wins until the next draw
    WALL_END = "wall_end"  # the last draws: readiness at the wall's end (查叫)


class ReasonId(str, Enum):
    SHANTEN = "shanten"  # {chosen, best}: shanten after each
    IMPROVING = "improving_tiles"  # {chosen, best}: unseen improving tiles after each
    WAITS = "waits"  # {chosen, best}: [[tile, unseen, value]] when ready
    DANGER = "danger"  # {seat, ready, chosen, best}: chance to deal in to a seat that looks ready
    WALL = "wall_left"  # {tiles}
    KONG_MONEY = "kong_money"  # a kong declared or declined: its money
    WIN_DECLINED = "win_declined"  # a win passed, {value}
    WIN_TAKEN = "win_taken"  # a win taken where passing was better
    VOID_SUIT = "void_suit"  # {chosen, best}
    EXCHANGE = "exchange"  # {chosen, best}


READY_LOOK = 0.5
"""An opponent looks ready (its danger is a reason) from this read chance on (bots.reading)."""
WALL_END_DRAWS = 1
"""A discard is of the wall's end when the seat has at most this many draws left."""


@dataclass(frozen=True, slots=True)
class _After:
    shanten: int
    improving: int
    waits: tuple[tuple[str, int, int], ...]


def _after(state: GameState, seat: int, hand: list[Tile], melds: tuple[Any, ...]) -> _After:
    prof = profile_of(state)
    view = seat_view(state, seat)
    p = state.players[seat]
    void = p.void
    family = prof.analysis_family
    sh = analysis.shanten(hand, melds, void, family=family)
    uk, _ = analysis.ukeire(hand, melds, void, view.visible_tiles(), family=family)
    waits: tuple[tuple[str, int, int], ...] = ()
    if sh == 0 and prof.void_suit:
        unseen = brain.knowledge(view).unseen
        waits = tuple((str(w.tile), w.unseen, w.value) for w in brain.wait_values(
            prof, hand, melds, void, unseen))  # type: ignore[arg-type]
    return _After(sh, uk, waits)


def discard_numbers(state: GameState, seat: int, tile: Tile) -> tuple[int, int]:
    """Shanten and unseen improving tiles after ``seat`` discards ``tile`` at ``state``: the
    numbers of the ``SHANTEN`` and ``IMPROVING`` reasons, for any candidate discard."""
    p = state.players[seat]
    hand = list(p.hand)
    hand.remove(tile)
    a = _after(state, seat, hand, p.melds)
    return a.shanten, a.improving


def _dangers(state: GameState, seat: int, tiles: tuple[Tile, Tile]
             ) -> list[dict[str, Any]]:
    """The chance each tile deals in to each opponent who looks ready (the Sichuan reading;
    none where the profile has no void suit to read by)."""
    if not profile_of(state).void_suit:
        return []
    k = brain.knowledge(seat_view(state, seat))
    out = []
    for o in reading.read_table(k):
        if o.ready >= READY_LOOK:
            out.append({"id": ReasonId.DANGER.value, "seat": o.seat, "ready": round(o.ready, 2),
                        "chosen": round(reading.danger(k, o, tiles[0]), 3),
                        "best": round(reading.danger(k, o, tiles[1]), 3)})
    return out


def explain(state: GameState, seat: int, chosen: Action, best: Action
            ) -> tuple[Category, list[dict[str, Any]]]:
    """The category of choosing ``chosen`` over ``best`` at ``state``, and its reasons (each a
    dict with an ``id`` from ``ReasonId`` and its numbers)."""
    prof = profile_of(state)
    acts = {chosen.act, best.act}
    wall = {"id": ReasonId.WALL.value, "tiles": state.wall}
    if Act.EXCHANGE in acts:
        return Category.RULE_EXCHANGE, [{"id": ReasonId.EXCHANGE.value,
                                         "chosen": [str(t) for t in chosen.tiles],
                                         "best": [str(t) for t in best.tiles]}]
    if Act.VOID in acts:
        return Category.RULE_VOID, [{"id": ReasonId.VOID_SUIT.value, "chosen": chosen.suit,
                                     "best": best.suit}]
    if Act.WIN in acts:
        rule = prof.pass_restrictions and best.act is Act.WIN
        reason = ReasonId.WIN_DECLINED if best.act is Act.WIN else ReasonId.WIN_TAKEN
        return (Category.RULE_PASS if rule else Category.CALL_OR_PASS,
                [{"id": reason.value}, wall])
    if acts & {Act.PONG, Act.CHOW, Act.PASS} or (
            Act.KONG in acts and not (chosen.act is Act.DISCARD or best.act is Act.DISCARD)):
        return Category.CALL_OR_PASS, [wall]
    if Act.KONG in acts:
        return Category.CALL_OR_PASS, [{"id": ReasonId.KONG_MONEY.value}, wall]
    # Two discards.
    assert chosen.tile is not None and best.tile is not None
    p = state.players[seat]
    mine = list(p.hand)
    mine.remove(chosen.tile)
    theirs = list(p.hand)
    theirs.remove(best.tile)
    a, b = _after(state, seat, mine, p.melds), _after(state, seat, theirs, p.melds)
    reasons: list[dict[str, Any]] = [
        {"id": ReasonId.SHANTEN.value, "chosen": a.shanten, "best": b.shanten},
        {"id": ReasonId.IMPROVING.value, "chosen": a.improving, "best": b.improving}]
    if a.waits or b.waits:
        reasons.append({"id": ReasonId.WAITS.value, "chosen": [list(w) for w in a.waits],
                        "best": [list(w) for w in b.waits]})
    dangers = _dangers(state, seat, (chosen.tile, best.tile))
    reasons += dangers
    reasons.append(wall)
    more_danger = any(d["chosen"] > d["best"] + 0.01 for d in dangers)
    in_seats = len(state.in_seats)
    if p.void is not None and chosen.tile < 27 and "mps"[chosen.tile // 9] == p.void:
        return Category.RULE_VOID, reasons  # the order of the void suit's own tiles
    if state.wall <= WALL_END_DRAWS * in_seats:
        return Category.WALL_END, reasons
    if a.shanten > b.shanten:
        return Category.TILE_EFFICIENCY, reasons
    if a.shanten < b.shanten:
        return (Category.DEFENCE if more_danger else Category.HAND_VALUE), reasons
    if more_danger:
        return Category.DEFENCE, reasons
    if a.improving < b.improving:
        return Category.TILE_EFFICIENCY, reasons
    return Category.HAND_VALUE, reasons
