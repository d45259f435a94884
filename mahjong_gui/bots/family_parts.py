"""What a rule family's bots give the framework (``bots/family.py`` registers them by family):
its brain (``FamilyBrain``), the teacher's readers (``Teacher``) and the hint, bundled in a
``BotFamily``. Sichuan's are the framework's own (``levels``, ``hints``, ``table_hints``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from mahjong_gui.engine.legal import Action
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView

if TYPE_CHECKING:  # the levels import this module, and the hints' types import the levels
    from mahjong_gui.bots.hint_types import Hint, WaitInfo
    from mahjong_gui.bots.strong import HintReason


class FamilyBrain(Protocol):
    """A rule family's own brain: the levels hand it every decision under that family's
    rules."""

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action: ...


@dataclass(frozen=True, slots=True)
class Teacher:
    """One family's readers for the teacher at the table."""

    waits: Callable[[SeatView, Sequence[Tile], Sequence[Meld]], tuple[WaitInfo, ...]]
    threats: Callable[[SeatView], tuple[int, ...]]
    dangers: Callable[[SeatView], dict[Tile, tuple[tuple[int, float], ...]]]
    wall_end_pays: bool  # not ready at the wall's end costs money (Sichuan 查叫)
    # What the danger numbers are: a chance of dealing in (Sichuan, measured in self-play)
    # or the brain's own 0..1 measure (Hong Kong: 1 / (1 + safety), 1 = no sign of safety);
    # ``full`` is the number drawn as the strongest mark.
    danger_is_chance: bool = True
    full: float = 0.2


@dataclass(frozen=True, slots=True)
class BotFamily:
    """A rule family's bots: its brains by level (``easy``, ``normal``, ``strong``: each made
    from a seed), its hint (the strong level's choice with its numbers; ``hint_for`` the
    numbers of a given action) and its teacher."""

    brains: Mapping[str, Callable[[int], FamilyBrain]]
    hint: Callable[[SeatView, tuple[Action, ...], int], Hint]
    hint_for: Callable[[SeatView, tuple[Action, ...], Action, HintReason], Hint]
    teacher: Teacher
