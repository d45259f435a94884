"""What the ``score`` command's family adapters share: a reading's group as text and the words
for a way of winning."""

from __future__ import annotations

from mahjong_gui.engine import analysis, tiles


def group_text(g: analysis.Group) -> str:
    return tiles.format(g.tiles) if g.kind is not analysis.GroupKind.ORPHANS else "orphans"


WHO = {"self": "self-draw", "discard": "discard win", "robbed": "robbed kong"}
