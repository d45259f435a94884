"""Scripted walls for the guided hands: every tile of the set in dealing order, as
``engine.table.Table(tiles=...)`` takes it.

A wall is written as the four dealt hands, the tiles drawn from the front in drawing order and
(Hong Kong) the replacements taken from the far end in the order they are taken; the tiles no
one is meant to see fill the middle in tile order (a lesson's hand ends before anyone reaches
them; the lesson tests check that it does).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from mahjong_gui.engine import tiles as tl
from mahjong_gui.engine.legal import all_tiles
from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.engine.tiles import Tile


class WallError(ValueError):
    """A scripted wall that cannot be built: a wrong hand size or a fifth copy of a tile."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code


def parse(text: str) -> tuple[Tile, ...]:
    """Tiles of a compact text, in the order written; spaces are ignored."""
    return tl.parse(text.replace(" ", "")) if text.strip() else ()


def _take(pool: Counter[Tile], wanted: Sequence[Tile], what: str) -> None:
    for t in wanted:
        if pool[t] <= 0:
            raise WallError("extra_copy", f"{what}: one copy of {tl.format([t])} too many")
        pool[t] -= 1


def build_wall(profile: AnyProfile, dealt: Mapping[int, str], draws: Sequence[str],
               far: Sequence[str] = ()) -> tuple[Tile, ...]:
    """The whole set in dealing order: ``dealt[seat]`` for each of the four seats (seat 0, the
    dealer, 14 tiles, the others 13, in turn order), then ``draws`` (taken
    from the front in that order), then the unplaced tiles, and last ``far`` reversed, so that
    the first entry of ``far`` is the first tile taken from the far end."""
    pool = Counter(all_tiles(profile))
    out: list[Tile] = []
    for seat in range(4):
        hand = parse(dealt[seat])
        size = 14 if seat == 0 else 13
        if len(hand) != size:
            raise WallError("hand_size", f"seat {seat} is dealt {size} tiles, not {len(hand)}")
        _take(pool, hand, f"seat {seat}")
        out += hand
    front = [t for d in draws for t in parse(d)]
    back = [t for d in far for t in parse(d)]
    _take(pool, front, "draws")
    _take(pool, back, "far end")
    rest = sorted(pool.elements())
    wall = (*out, *front, *rest, *reversed(back))
    assert sorted(wall) == sorted(all_tiles(profile))
    return wall
