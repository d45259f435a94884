"""Hand analysis: win check, shanten per form, waits, discards with ukeire, decompositions.

Everything runs on exact per-suit tables (``suit_tables.bin``, made by ``scripts/gen_tables.py``):
a hand becomes one base-5 count index per suit, each index names a record (tile count, exact
shape, pairs, distances to k sets and a pair), and suits combine by a memoised min-plus step.
Input tiles come from ``tiles.parse``; anything malformed raises ``tiles.TileError``.

The package's modules, leaf first: ``families`` (forms and kinds), ``tables`` (the suit tables
and the min-plus step), ``hands`` (validation, the per-suit split), ``shantens`` (win check,
shanten, ready), ``plans`` (plan shantens for the Hong Kong bots), ``waiting`` (waits, ukeire),
``discard_tables`` and ``discard`` (the discard advice), ``decompose`` (a win's readings). Every
name is read through this package: ``from mahjong_gui.engine import analysis``; the private
names below it are the ones the tests read (the reference analysis, the tables' checks).
"""

from __future__ import annotations

from mahjong_gui.engine.analysis.decompose import Decomposition, Group, GroupKind, decompositions
from mahjong_gui.engine.analysis.decompose import _sets as _sets
from mahjong_gui.engine.analysis.discard import DiscardOption, discards
from mahjong_gui.engine.analysis.discard_tables import _added as _added
from mahjong_gui.engine.analysis.discard_tables import _improving as _improving
from mahjong_gui.engine.analysis.discard_tables import _suit_bits as _suit_bits
from mahjong_gui.engine.analysis.families import Family, Form, forms, kinds
from mahjong_gui.engine.analysis.hands import _split as _split
from mahjong_gui.engine.analysis.hands import _void_index as _void_index
from mahjong_gui.engine.analysis.hands import validate
from mahjong_gui.engine.analysis.plans import (
    ONE_SUIT_PLANS,
    WholeImproving,
    discard_plan_keys,
    improving_after,
    improving_kinds_after,
    shanten_within,
    shanten_within_each,
    ukeire_within,
    within_whole,
)
from mahjong_gui.engine.analysis.shantens import _shanten_at as _shanten_at
from mahjong_gui.engine.analysis.shantens import (
    is_win,
    ready,
    shanten,
    shanten_by_form,
    void_shantens,
)
from mahjong_gui.engine.analysis.tables import _DIGIT as _DIGIT
from mahjong_gui.engine.analysis.tables import _HONOUR_IDX as _HONOUR_IDX
from mahjong_gui.engine.analysis.tables import _NUMBER_IDX as _NUMBER_IDX
from mahjong_gui.engine.analysis.tables import _RECORDS as _RECORDS
from mahjong_gui.engine.analysis.tables import _slot as _slot
from mahjong_gui.engine.analysis.waiting import _ukeire_at as _ukeire_at
from mahjong_gui.engine.analysis.waiting import ukeire, unseen_counts, waits
from mahjong_gui.engine.melds import Meld as Meld
from mahjong_gui.engine.tiles import TILES as TILES

__all__ = [
    "Decomposition",
    "DiscardOption",
    "Family",
    "Form",
    "Group",
    "GroupKind",
    "ONE_SUIT_PLANS",
    "WholeImproving",
    "decompositions",
    "discard_plan_keys",
    "discards",
    "forms",
    "improving_after",
    "improving_kinds_after",
    "is_win",
    "kinds",
    "ready",
    "shanten",
    "shanten_by_form",
    "shanten_within",
    "shanten_within_each",
    "ukeire_within",
    "ukeire",
    "unseen_counts",
    "validate",
    "void_shantens",
    "waits",
    "within_whole",
]
