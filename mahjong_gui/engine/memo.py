"""One way to remember a pure function's answers (issue 31 item 5): a ``Memo`` is bounded (it is
emptied when full: a cache's tuples are walked by every pass of the garbage collector, so they
stay few), may guard each answer by the identity of the object it was made for (held, so an id
is never met again recycled), and is registered so that tests empty them all (``clear_all``).

Reads on the hot paths are plain ``memo.data.get(key)``; writes go through ``put``.

A table over a finite space that is filled lazily and never needs emptying is a
``FiniteTable``: its bound is the size of that space (``put`` past it raises ``MemoError``),
and ``clear_all`` empties it with the tables whose keys or values are read off it
(``dependents``), or keeps it when something made at import reads it (``kept``, the reason).
``Interned`` gives the values of a finite space ids (a list by id and a dict back), with the
same bound and the same choice.
``memoized`` is a function's ``Memo`` (what ``functools.lru_cache`` would be, registered).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")

MISSING: Any = object()
"""What ``get_for`` answers for an answer not remembered (an answer may itself be None)."""

_ALL: list[Memo[Any, Any] | _Finite] = []


class MemoError(ValueError):
    """A table asked to hold more than its stated bound (``code``: ``"table_full"``): the bound
    is wrong, or the keys are not the finite space it names."""

    code = "table_full"


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


class _Finite:
    """What a finite table and an interned space share: a name, a bound (the size of the
    space), the reason it is ``kept`` by ``clear`` (empty: it is emptied) and the
    ``dependents`` emptied with it."""

    __slots__ = ("name", "bound", "kept", "dependents")

    def __init__(self, name: str, bound: int, kept: str,
                 dependents: tuple[Memo[Any, Any] | _Finite, ...]) -> None:
        if bound < 1:
            raise ValueError("a table holds at least one entry")
        self.name = name
        self.bound = bound
        self.kept = kept
        self.dependents = dependents
        _ALL.append(self)

    def clear(self) -> None:
        if self.kept:
            return
        self._empty()
        for d in self.dependents:
            d.clear()

    def _empty(self) -> None:
        raise NotImplementedError


class FiniteTable(_Finite, Generic[K, V]):
    """A lazily filled table over a finite space of ``bound`` keys: never emptied by its own
    growth. ``data`` is a dict, or a list of ``bound`` places holding ``fill`` until made
    (``fill`` given). ``clear`` empties it and its ``dependents``, unless ``kept`` says why it
    must stay (something made at import reads it)."""

    __slots__ = ("data", "fill")

    def __init__(self, name: str, bound: int, *, fill: Any = MISSING, kept: str = "",
                 dependents: tuple[Memo[Any, Any] | _Finite, ...] = ()) -> None:
        self.fill = fill
        self.data: Any = {} if fill is MISSING else [fill] * bound
        super().__init__(name, bound, kept, dependents)

    def put(self, key: K, value: V) -> V:
        """Make ``key``'s entry; ``MemoError`` past the bound."""
        data = self.data
        if self.fill is MISSING:
            if len(data) >= self.bound and key not in data:
                raise MemoError(f"{self.name}: more than its {self.bound} keys")
        elif not 0 <= key < self.bound:  # type: ignore[operator]
            raise MemoError(f"{self.name}: key {key!r} outside its {self.bound} places")
        data[key] = value
        return value

    def _empty(self) -> None:
        if self.fill is MISSING:
            self.data.clear()
        else:
            self.data[:] = [self.fill] * self.bound

    def __len__(self) -> int:
        """The entries made (a list's places not holding ``fill``)."""
        if self.fill is MISSING:
            return len(self.data)
        fill = self.fill
        return sum(1 for v in self.data if v != fill)


class Interned(_Finite, Generic[V]):
    """Ids for the values of a finite space of ``bound`` values, given in the order first
    met: ``values`` by id, ``ids`` back. ``clear`` empties it and its ``dependents`` (the
    tables holding its ids), unless ``kept`` says why it must stay."""

    __slots__ = ("values", "ids")

    def __init__(self, name: str, bound: int, *, kept: str = "",
                 dependents: tuple[Memo[Any, Any] | _Finite, ...] = ()) -> None:
        self.values: list[V] = []
        self.ids: dict[V, int] = {}
        super().__init__(name, bound, kept, dependents)

    def intern(self, value: V) -> int:
        """``value``'s id, given now when new; ``MemoError`` past the bound."""
        i = self.ids.get(value)
        if i is None:
            values = self.values
            i = len(values)
            if i >= self.bound:
                raise MemoError(f"{self.name}: more than its {self.bound} values")
            self.ids[value] = i
            values.append(value)
        return i

    def _empty(self) -> None:
        self.values.clear()
        self.ids.clear()

    def __len__(self) -> int:
        return len(self.values)


F = TypeVar("F", bound=Callable[..., Any])


def memoized(name: str, limit: int) -> Callable[[F], F]:
    """A function's answers remembered by its (hashable, positional) arguments in a ``Memo``
    (``wrapper.memo``): ``functools.lru_cache``, registered and emptied by ``clear_all``."""

    def wrap(fn: F) -> F:
        memo: Memo[tuple[Any, ...], Any] = Memo(name, limit)
        data = memo.data

        def wrapper(*args: Any) -> Any:
            got = data.get(args, MISSING)
            if got is MISSING:
                got = memo.put(args, fn(*args))
            return got

        wrapper.memo = memo  # type: ignore[attr-defined]
        wrapper.__name__ = fn.__name__
        wrapper.__qualname__ = fn.__qualname__
        wrapper.__doc__ = fn.__doc__
        wrapper.__wrapped__ = fn  # type: ignore[attr-defined]
        return wrapper  # type: ignore[return-value]

    return wrap


def memos() -> tuple[Memo[Any, Any] | _Finite, ...]:
    """Every memo and table made so far (the modules imported register theirs)."""
    return tuple(_ALL)


def clear_all() -> None:
    """Empty every memo and table (a test that must start from nothing remembered); a kept
    table stays, with its reason (``kept``)."""
    for memo in _ALL:
        memo.clear()
