"""What a hint carries (the suggested action, its reason and numbers), for every family."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_gui.bots.strong import HintReason
from mahjong_gui.engine.legal import Action
from mahjong_gui.engine.tiles import Tile


@dataclass(frozen=True, slots=True)
class WaitInfo:
    """A winning tile of a ready hand: copies still unseen, and what a win on it pays (one
    payer on a discard; each payer on a self-draw), roots and the cap included."""

    tile: Tile
    unseen: int
    value: int
    self_draw: int


@dataclass(frozen=True, slots=True)
class DiscardInfo:
    """One legal discard with its numbers: shanten and ukeire of the hand left, the tiles that
    would improve it, its waits when ready, its danger per opponent seat, and what it is worth
    in points by the strong bot's reckoning (``score``)."""

    tile: Tile
    shanten: int
    ukeire: int
    improving: tuple[Tile, ...]
    waits: tuple[WaitInfo, ...]
    danger: tuple[tuple[int, float], ...]
    score: float


@dataclass(frozen=True, slots=True)
class Hint:
    """The suggestion for one decision.

    ``shanten``/``ukeire``/``improving``/``waits`` describe the hand after the suggested
    action (for a claim that is passed, the hand as it is); ``danger`` is the suggested
    tile's danger against each opponent still in, ``(seat, 0..1)``, empty when no tile is
    thrown; ``discards`` lists every legal discard with its numbers, best first by shanten and
    ukeire (empty for other decisions)."""

    action: Action
    reason: HintReason
    shanten: int | None
    ukeire: int
    improving: tuple[Tile, ...]
    waits: tuple[WaitInfo, ...]
    danger: tuple[tuple[int, float], ...]
    discards: tuple[DiscardInfo, ...] = ()
    # The review's judge (review/advice.py): each candidate judged, best first, with its
    # expected points for the seat to the hand's end and their standard error, and the
    # futures played (empty and 0 when the hint comes from the strong bot alone).
    values: tuple[tuple[Action, float, float], ...] = ()
    futures: int = 0
    unit: str = "points"  # what ``values`` count: points, or the game's rank_points
