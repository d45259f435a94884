"""The analysis tables and the Hong Kong turn tables on the memo helper (issue 31 item 5): each
registered, each finite table's bound the size of its space, and emptying them all leaves every
decision as it was."""

from __future__ import annotations

from itertools import combinations

from mahjong_gui.bots.hongkong import plans as hk_plans
from mahjong_gui.bots.hongkong import turns
from mahjong_gui.engine import memo
from mahjong_gui.engine.analysis import discard, discard_tables, hands, plans, tables
from tests.helpers import load_script, play_digest


def test_the_tables_are_registered_and_the_old_names_read_them() -> None:
    names = {m.name for m in memo.memos()}
    assert {"analysis.vectors", "analysis.combined", "analysis.within", "analysis.removals",
            "analysis.plan_ukeire", "analysis.group_bits", "analysis.plan_parts",
            "analysis.adds", "analysis.plans_each", "analysis.one_suit",
            "analysis.with_honours", "analysis.mixed_suit_part", "analysis.mixed_honours_part",
            "analysis.suit_discards", "analysis.added", "analysis.improving",
            "analysis.added_profiles", "analysis.unseen_masks", "analysis.suit_bits",
            "analysis.halves", "analysis.rows", "analysis.rank_tables", "analysis.declared",
            "hk.turn_orders", "hk.plan_orders", "hk.plan_entries", "hk.plan_order_tuples",
            "hk.profiles"} <= names
    # The hot paths read the same objects the memos hold (aliases, never rebound).
    assert tables._DVECS is tables._VECTORS.values and tables._DVEC_ID is tables._VECTORS.ids
    assert tables._COMBINED is tables._COMBINED_TABLE.data
    assert tables._WITHIN is tables._WITHIN_MEMO.data
    assert plans._ONE is plans._ONE_TABLE.data and plans._MIXED is plans._MIXED_TABLE.data
    assert plans._PLAN_PARTS is plans._PLAN_PARTS_MEMO.data
    assert discard_tables._ADDED_PROFILES is discard_tables._PROFILES.values
    assert discard_tables._IMPROVING is discard_tables._IMPROVING_MEMO.data
    assert turns._KEYED is turns._KEYED_MEMO.data


def _closure() -> set[tuple[int, ...]]:
    """The one-suit distance vectors and every vector the min-plus step makes of them."""
    suits = set(tables._DVECS[:tables._SUIT_VECTORS])
    seen = set(suits)
    new = set(suits)
    while new:
        made = set()
        for a in new:
            for b in suits:
                made.add(tables._DVECS[tables._combine(tables._intern(a), tables._intern(b))])
        new = made - seen
        seen |= made
    return seen


def test_the_finite_tables_bounds_are_the_sizes_of_their_spaces() -> None:
    assert tables._SUIT_VECTORS == 130
    assert len(_closure()) == tables._VECTORS.bound == 180
    assert tables._COMBINED_TABLE.bound == 180 * 180
    assert discard_tables._ROWS_TABLE.bound == 180 * 16  # (vector id, column)
    assert plans._ONE_TABLE.bound == tables._S * 5 == 131 * 5
    assert plans._MIXED_TABLE.bound == 131 * 131 * 5
    # Every set of tile groups, and every few-rank digits of _half_bits, fill their tables.
    for n in range(5):
        for groups in combinations(range(4), n):
            plans._bits(frozenset(groups))
    assert len(plans._GROUP_BITS_TABLE) == plans._GROUP_BITS_TABLE.bound == 16
    for n in (5, 4, 2):
        for digits in range(5**n):
            discard_tables._half_bits(digits, n)
    assert len(discard_tables._HALVES_TABLE) == discard_tables._HALVES_TABLE.bound == 3775
    assert discard_tables._PROFILES.bound == 5**9 + 5**7  # at most one a count index
    assert discard._RANK_TABLES.bound == 1
    # The kept id table says why; the profiles' ids go with the tables that hold them.
    assert "_DIST" in tables._VECTORS.kept
    assert set(discard_tables._PROFILES.dependents) == {
        discard_tables._ADDED_MEMO, discard_tables._IMPROVING_MEMO}
    assert hands._DECLARED.limit == 256
    assert hk_plans._profile.memo.limit == 32  # type: ignore[attr-defined]


def _digest(profile: str, bots: tuple[str, str, str, str], seed: int, n: int) -> str:
    return play_digest(profile, bots, seed, n, checks=False)


# A sample (the Hong Kong bots read the tables most; mil's discards read the discard tables).
CASES = (("hk-modern", ("normal",) * 4, 21, 4), ("hk-modern", ("strong", "normal", "easy",
         "strong"), 22, 3), ("mil", ("normal",) * 4, 24, 3))


def test_emptying_every_memo_leaves_every_decision_unchanged() -> None:
    first = [_digest(*c) for c in CASES]  # the memos as the tests before left them
    memo.clear_all()
    assert len(plans._PLAN_PARTS) == 0 and len(tables._WITHIN) == 0
    assert len(tables._DVECS) >= 130  # kept: _DIST holds its ids
    after = [_digest(*c) for c in CASES]  # from empty memos
    assert after == first
    assert len(plans._PLAN_PARTS) > 0  # they were read again


def test_the_shipped_steps_are_the_min_plus_steps_of_their_vectors() -> None:
    # suit_steps.bin gives every two vectors of the closure their step: each entry is the
    # step its generator works out (the best split of k sets and a pair between the two), the
    # vectors are the closure, and the one-suit ones are the records' distance vectors.
    step = load_script("scripts/gen_tables.py", "gen_tables").step
    assert step((0, 1, 2, 3, 4, 5, 6, 7, 8, 9), (0, 2, 4, 99, 99, 99, 99, 99, 99, 99)) == (
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9)  # the empty suit (0 sets, no pair) adds nothing
    # one set: from the second (0 + 2) or from the first (3 + 1), the cheaper
    assert step((0, 1, 3, 4, 6, 7, 9, 10, 12, 13), (1, 1, 2, 2, 3, 3, 4, 4, 5, 5))[2] == 2
    n = tables._N_VECTORS
    vectors = tables._STEP_VECTORS
    assert n == len(vectors) == tables._VECTORS.bound == 180
    assert set(vectors) == _closure()
    assert tables._DVECS[:n] == vectors  # the ids are the file's order
    assert {tables._DVECS[d] for d in tables._DIST} == set(vectors[:tables._SUIT_VECTORS])
    for a in range(n):
        for b in range(n):
            assert vectors[tables._STEPS[a * n + b]] == step(vectors[a], vectors[b])
