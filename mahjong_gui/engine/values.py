"""``Frozen``: the base of the engine's small frozen values that must not import ``dataclasses``
(``Meld``, ``analysis.Group``, ``analysis.Decomposition``: importing ``dataclasses`` costs more
than the rest of the engine's import together, and the engine is imported at every start).

A subclass names its fields in ``__slots__`` and sets them in its ``__init__`` with
``object.__setattr__``; it then compares, hashes, prints and copies as a frozen dataclass with
those fields does, and refuses assignment."""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy knows the name)
if TYPE_CHECKING:
    from typing import Any


class Frozen:
    __slots__: tuple[str, ...] = ()

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, n) for n in self.__slots__)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__)
        return f"{type(self).__name__}({fields})"

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return type(self), self._values()


class KindTile(Frozen):
    """A ``Frozen`` whose fields are ``kind`` and ``tile`` (``Meld``, ``analysis.Group``; the
    subclass names them in its own ``__slots__``): the same equality and hash as ``Frozen``'s,
    read off the two fields directly instead of through a generator over the slots (melds are
    hashed in every key that holds a hand's melds, and ``decompositions`` keeps its readings
    in a set)."""

    __slots__ = ()
    kind: Any
    tile: Any

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        same: bool = self.kind == other.kind and self.tile == other.tile
        return same

    def __hash__(self) -> int:
        return hash((self.kind, self.tile))
