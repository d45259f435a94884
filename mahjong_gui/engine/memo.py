"""One way to remember a pure function's answers (issue 31 item 5): a ``Memo`` is bounded (it is
emptied when full: a cache's tuples are walked by every pass of the garbage collector, so they
stay few), may guard each answer by the identity of the object it was made for (held, so an id
is never met again recycled), and is registered so that tests empty them all (``clear_all``).

Reads on the hot paths are plain ``memo.data.get(key)``; writes go through ``put``.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")

MISSING: Any = object()
"""What ``get_for`` answers for an answer not remembered (an answer may itself be None)."""

_ALL: list[Memo[Any, Any]] = []


class Memo(Generic[K, V]):
    """A bounded dict of answers, named for the tests that look at it."""

    __slots__ = ("name", "limit", "data")

    def __init__(self, name: str, limit: int) -> None:
        if limit < 1:
            raise ValueError("a memo holds at least one answer")
        self.name = name
        self.limit = limit
        self.data: dict[K, V] = {}
        _ALL.append(self)

    def put(self, key: K, value: V) -> V:
        """Remember ``value`` for ``key`` (emptying the memo first when it is full)."""
        data = self.data
        if len(data) >= self.limit:
            data.clear()
        data[key] = value
        return value

    def clear(self) -> None:
        self.data.clear()

    def __len__(self) -> int:
        return len(self.data)


class OwnedMemo(Memo[K, tuple[Any, V]]):
    """A memo whose answers hold the object they were made for: an answer counts only for
    that very object (``get_for``), so an id used as the key is never met recycled."""

    __slots__ = ()

    def get_for(self, key: K, owner: object) -> V:
        got = self.data.get(key)
        if got is not None and got[0] is owner:
            return got[1]
        return MISSING  # type: ignore[no-any-return]

    def put_for(self, key: K, owner: object, value: V) -> V:
        self.put(key, (owner, value))
        return value


def memos() -> tuple[Memo[Any, Any], ...]:
    """Every memo made so far (the modules imported register theirs)."""
    return tuple(_ALL)


def clear_all() -> None:
    """Empty every memo (a test that must start from nothing remembered)."""
    for memo in _ALL:
        memo.clear()
