"""Grading an answer against a drill's key.

- discard: right when the tile is among ``answer.accepted`` (same shanten as the best, at most
  ``answers.NEAR_EQUAL`` fewer improving tiles); ``exact`` when it is among ``answer.best``.
- waits: right only for the exact set of waiting tiles.
- value: right when the units (fan, base, han or faan) and the four deltas all match.
- wall_end: right when the four deltas match the settlement's.
- ready / pig: right when yes/no matches.
- decision (a reviewed mistake of play): right when the action is among the review's
  ``accepted`` (the best, or within the mistake margin of it); ``exact`` when it is the best.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mahjong_gui.drills.model import (
    DiscardAnswer,
    Drill,
    DrillError,
    Kind,
    ReviewAnswer,
    ValueAnswer,
    WaitsAnswer,
    WallEndAnswer,
    YesNoAnswer,
)
from mahjong_gui.engine.legal import Action
from mahjong_gui.engine.tiles import Tile


@dataclass(frozen=True, slots=True)
class ValueResponse:
    units: int
    deltas: tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Grade:
    """``right``; ``exact`` False for a near-equal discard (right, but not the very best):
    such an answer is not simply right or wrong, so the scheduler rates it Hard unless the
    learner says otherwise."""

    right: bool
    exact: bool


def _four(values: Iterable[int]) -> tuple[int, int, int, int]:
    v = tuple(values)
    if len(v) != 4 or not all(isinstance(x, int) and not isinstance(x, bool) for x in v):
        raise DrillError("bad_response", "deltas are four whole numbers, one per seat")
    return (v[0], v[1], v[2], v[3])


def grade(drill: Drill, response: object) -> Grade:
    """Grade ``response``: a tile (discard), tiles (waits), a ``ValueResponse`` (value), four
    deltas (wall_end), a bool (ready, pig) or an ``Action`` (decision).
    ``DrillError("bad_response")`` otherwise."""
    a = drill.answer
    if drill.kind is Kind.DISCARD:
        assert isinstance(a, DiscardAnswer)
        if not isinstance(response, Tile):
            raise DrillError("bad_response", "a discard answer is one tile")
        return Grade(response in a.accepted, response in a.best)
    if drill.kind is Kind.DECISION:
        assert isinstance(a, ReviewAnswer)
        if not isinstance(response, Action):
            raise DrillError("bad_response", "a decision's answer is one action")
        return Grade(response in a.accepted, response == a.best)
    if drill.kind is Kind.WAITS:
        assert isinstance(a, WaitsAnswer)
        if isinstance(response, str | bytes) or not isinstance(response, Iterable):
            raise DrillError("bad_response", "a waits answer is a set of tiles")
        picked = set(response)
        if not all(isinstance(t, Tile) for t in picked):
            raise DrillError("bad_response", "a waits answer is a set of tiles")
        ok = picked == set(a.waits)
        return Grade(ok, ok)
    if drill.kind is Kind.VALUE:
        assert isinstance(a, ValueAnswer)
        if not isinstance(response, ValueResponse):
            raise DrillError("bad_response", "a value answer is units and four deltas")
        ok = response.units == a.units and _four(response.deltas) == a.deltas
        return Grade(ok, ok)
    if drill.kind is Kind.WALL_END:
        assert isinstance(a, WallEndAnswer)
        if isinstance(response, str | bytes) or not isinstance(response, Iterable):
            raise DrillError("bad_response", "a wall-end answer is four deltas")
        ok = _four(response) == a.deltas
        return Grade(ok, ok)
    assert isinstance(a, YesNoAnswer)
    if not isinstance(response, bool):
        raise DrillError("bad_response", "this answer is yes or no")
    ok = response == a.yes
    return Grade(ok, ok)
