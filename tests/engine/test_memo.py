"""The one memo helper (issue 31 item 5): bounded, guarded by its owner's identity where asked,
and emptied by ``clear_all``."""

from __future__ import annotations

import pytest

from mahjong_gui.engine import memo
from mahjong_gui.engine.memo import MISSING, Memo, OwnedMemo


def test_a_memo_is_emptied_when_full_and_keeps_what_was_put() -> None:
    m: Memo[int, str] = Memo("test.bounded", 3)
    for k in range(3):
        assert m.put(k, str(k)) == str(k)
    assert m.data == {0: "0", 1: "1", 2: "2"}
    m.put(3, "3")  # full: emptied first, then the new answer
    assert m.data == {3: "3"}
    assert len(m) == 1


def test_an_owned_answer_counts_only_for_its_very_owner() -> None:
    m: OwnedMemo[int, bool | None] = OwnedMemo("test.owned", 8)
    a, b = [1], [1]  # equal, not the same object
    assert m.get_for(id(a), a) is MISSING
    assert m.put_for(id(a), a, None) is None
    assert m.get_for(id(a), a) is None  # an answer may be None
    assert m.get_for(id(a), b) is MISSING


def test_clear_all_empties_every_memo_the_modules_made() -> None:
    from mahjong_gui.bots import brain  # noqa: F401  (registers its memos)
    from mahjong_gui.engine import checks, legal, tiles  # noqa: F401

    names = {m.name for m in memo.memos()}
    assert {"legal.scored", "legal.ready", "legal.ready_hands", "checks.flat_verdict",
            "tiles.runs", "brain.wait_table", "brain.pattern_value"} <= names
    tiles.parse("123m456p")
    assert len(tiles._RUNS) > 0
    memo.clear_all()
    assert all(len(m) == 0 for m in memo.memos())


def test_a_memo_holds_at_least_one_answer() -> None:
    with pytest.raises(ValueError):
        Memo("test.empty", 0)
