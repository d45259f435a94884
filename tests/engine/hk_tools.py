"""Scripted Hong Kong walls (docs/rules.md §3.1) and a small driver for one hand.

A wall is built from the dealt hands, the tiles drawn from the front (in drawing order) and the
replacements taken from the far end (in the order they are taken). Unplaced tiles fill the rest
in an order that gives no seat a run or a pair; unplaced bonus tiles sit in the dead wall, so
they are never drawn unless a test takes that many replacements.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from mahjong_gui.engine.legal import Act, Action, all_tiles
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table
from mahjong_gui.engine.tiles import TILES, Tile
from tests.helpers import t, tl

PASS = Action(Act.PASS)


def hk(profile: str = "hk-modern", **options: str):  # type: ignore[no-untyped-def]
    return get_profile(profile, options)


# Kinds in steps of three inside each suit, then the honours: no two neighbours make a run.
_ORDER = [s * 9 + r for start in (0, 1, 2) for s in range(3) for r in range(start, 9, 3)]
_ORDER += list(range(27, 34))


def hk_wall(hands: Mapping[int, str], draws: Sequence[str] = (), far: Sequence[str] = (),
            dealer: int = 0) -> list[Tile]:
    """All 144 tiles in dealing order for ``Table(profile, ..., tiles=...)``."""
    profile = hk()
    pool = Counter(all_tiles(profile))

    def take(text: str, what: str) -> list[Tile]:
        out = tl(text)
        for x in out:
            if pool[x] <= 0:
                raise ValueError(f"{what}: one copy too many of {x}")
            pool[x] -= 1
        return out

    placed = {s: take(h, f"seat {s}") for s, h in hands.items()}
    front = [x for d in draws for x in take(d, "draws")]
    back = [x for d in far for x in take(d, "far")]
    filler: list[Tile] = []
    for level in range(4):
        filler += [TILES[k] for k in _ORDER if pool[TILES[k]] > level]
    bonus_left = [TILES[k] for k in range(34, 42) if pool[TILES[k]]]
    if len(back) + len(bonus_left) > 14:
        raise ValueError("the far tiles and the unused bonus tiles do not fit the dead wall")
    out: list[Tile] = []
    for k in range(4):
        seat = (dealer + k) % 4
        size = 14 if seat == dealer else 13
        if seat in placed:
            if len(placed[seat]) != size:
                raise ValueError(f"seat {seat} is dealt {size} tiles, not {len(placed[seat])}")
            out += placed[seat]
        else:
            out += filler[:size]
            filler = filler[size:]
    out += front
    out += filler
    out += bonus_left
    out += list(reversed(back))
    assert sorted(out) == sorted(all_tiles(profile))
    return out


def hk_table(hands: Mapping[int, str], draws: Sequence[str] = (), far: Sequence[str] = (),
             *, dealer: int = 0, prevailing: int = 1, **options: str) -> Table:
    return Table(hk(**options), seed=1, dealer=dealer, hand_no=0,
                 tiles=hk_wall(hands, draws, far, dealer), prevailing=prevailing)


def pass_claims(table: Table, except_seats: Sequence[int] = ()) -> None:
    """Every seat asked about a discard or a kong passes, but ``except_seats``."""
    for seat, legal in list(table.pending().items()):
        if seat not in except_seats and PASS in legal:
            table.submit(seat, PASS)


def discard(table: Table, seat: int, tile: str) -> None:
    """``seat`` discards ``tile`` on its turn, then every claim is passed."""
    table.submit(seat, Action(Act.DISCARD, t(tile)))
    pass_claims(table)


def drawn_discard(table: Table) -> int:
    """The seat whose turn it is discards the tile it just drew; claims are passed."""
    (seat,) = table.pending()
    tile = table.state.players[seat].last_draw
    assert tile is not None
    table.submit(seat, Action(Act.DISCARD, tile))
    pass_claims(table)
    return seat
