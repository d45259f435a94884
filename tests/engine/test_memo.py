"""The one memo helper (issue 31 item 5): bounded, guarded by its owner's identity where asked,
and emptied by ``clear_all``."""

from __future__ import annotations

import pytest

from mahjong_gui.engine import memo
from mahjong_gui.engine.memo import (
    MISSING,
    FiniteTable,
    Interned,
    Memo,
    MemoError,
    OwnedMemo,
    memoized,
)


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
    # A kept table stays (something made at import reads it) and says why.
    assert all(len(m) == 0 for m in memo.memos() if not getattr(m, "kept", ""))
    assert all(getattr(m, "kept", "") for m in memo.memos() if len(m))


def test_a_memo_holds_at_least_one_answer() -> None:
    with pytest.raises(ValueError):
        Memo("test.empty", 0)


def test_a_table_holds_its_bound_and_refuses_a_key_beyond_it() -> None:
    t: FiniteTable[str, int] = FiniteTable("test.table", 2)
    t.put("a", 1)
    t.put("b", 2)
    t.put("a", 3)  # an existing key is remade, not a new one
    with pytest.raises(MemoError) as err:
        t.put("c", 4)
    assert err.value.code == "table_full"
    assert t.data == {"a": 3, "b": 2}
    places: FiniteTable[int, int] = FiniteTable("test.places", 3, fill=-1)
    assert places.data == [-1, -1, -1] and len(places) == 0
    places.put(2, 7)
    assert places.data == [-1, -1, 7] and len(places) == 1
    for bad in (3, -1):
        with pytest.raises(MemoError):
            places.put(bad, 1)
    places.clear()
    assert places.data == [-1, -1, -1]
    with pytest.raises(ValueError):
        FiniteTable("test.none", 0)


def test_interned_ids_are_given_in_order_and_bounded() -> None:
    answers: Memo[int, int] = Memo("test.by_id", 8)
    ids: Interned[str] = Interned("test.ids", 2, dependents=(answers,))
    assert [ids.intern(v) for v in ("x", "y", "x")] == [0, 1, 0]
    assert ids.values == ["x", "y"] and ids.ids == {"x": 0, "y": 1}
    with pytest.raises(MemoError):
        ids.intern("z")
    answers.put(1, 5)
    ids.clear()  # its ids mean nothing now: the table holding them is emptied too
    assert len(ids) == 0 and len(answers) == 0
    kept: Interned[str] = Interned("test.kept", 4, kept="read by a table made at import")
    kept.intern("a")
    kept.clear()
    assert kept.values == ["a"]


def test_a_memoized_function_answers_from_its_memo() -> None:
    calls: list[int] = []

    @memoized("test.memoized", 2)
    def double(x: int) -> int:
        calls.append(x)
        return 2 * x

    assert [double(1), double(1), double(2)] == [2, 2, 4]
    assert calls == [1, 2]
    assert double.memo.data == {(1,): 2, (2,): 4}  # type: ignore[attr-defined]
    assert double(3) == 6
    assert double.memo.data == {(3,): 6}  # type: ignore[attr-defined]  # full: emptied first
    assert double.__name__ == "double"
