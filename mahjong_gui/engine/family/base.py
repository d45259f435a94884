"""What a rule family is to the rest of the program (docs/architecture.md §2, §8): the
``RuleFamily`` protocol every family implements once, the description of a win at the table
(``Spot``) and the settler of one hand the table drives (``HandSettler``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, Protocol

from mahjong_gui.engine.analysis import Decomposition
from mahjong_gui.engine.common import SEATS, Invalid, NotWin, Payment, WinType
from mahjong_gui.engine.ledger_entries import (
    HandResult,
    HandStart,
    LedgerEvent,
    Session,
    SessionResult,
)
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.settlement import KongKind, WallHand
from mahjong_gui.engine.tiles import Tile

if TYPE_CHECKING:  # names for the checker: importing them would load the registry and state
    from mahjong_gui.engine.rules import AnyProfile
    from mahjong_gui.engine.state import GameState

class ScoreLine(Protocol):
    """One counted row of a family's score: its pattern, its value per count, its count."""

    @property
    def id(self) -> Enum: ...

    @property
    def value(self) -> int: ...

    @property
    def count(self) -> int: ...


class TableScore(Protocol):
    """A family's score of one win (the Sichuan ``Score``, Hong Kong's ``HKScore`` ...): what
    every score says; the rest is the family's, read through its ``view``."""

    @property
    def profile(self) -> str: ...

    @property
    def unit(self) -> str: ...

    @property
    def value(self) -> int:
        """What the win is worth: the value one payer pays, or the base it is paid from."""
        ...

    @property
    def decomposition(self) -> Decomposition: ...

    @property
    def lines(self) -> Sequence[ScoreLine]: ...


class AnySituation(Protocol):
    """A family's own record of a win's situation (``RuleFamily.situation`` makes one; the
    calculator and the command line pass it back to ``spot``)."""

    @property
    def win(self) -> WinType: ...

    @property
    def seat(self) -> int: ...

    @property
    def discarder(self) -> int | None: ...

    @property
    def dealer(self) -> int: ...

    @property
    def events(self) -> frozenset[Any]: ...


@dataclass(frozen=True, slots=True)
class Spot:
    """Where a win happens: the seats, the winner's void and bonus tiles, and the events by
    their ids (``kong-bloom``, ``kong-discard``, ``replacement``, ``last-tile``, ``heavenly``,
    ``earthly``)."""

    win: WinType
    seat: int
    discarder: int | None
    dealer: int
    in_seats: frozenset[int]
    void: str | None = None
    bonus: tuple[Tile, ...] = ()
    prevailing: int = 1
    events: frozenset[str] = frozenset()
    kong_feeder: int | None = None


@dataclass(frozen=True, slots=True)
class ViewLine:
    """One counted row of a score as every face shows it: ``kind`` is ``units`` (``shown`` is
    the row's units: value times count), ``double`` (``shown`` is the factor it multiplies by)
    or ``limit`` (a limit hand: ``shown`` is the limit); ``bonus``: a bonus-tile row."""

    id: str
    count: int
    kind: str
    shown: int
    bonus: bool = False


@dataclass(frozen=True, slots=True)
class ScoreView:
    """A win's score as the faces draw it, built by its family (``RuleFamily.view``): the rows,
    the rows another replaced, the total in the profile's unit before and after the cap or
    limit, the value one payer's payment is based on, the roots counted and the bonus tiles.
    A face draws this and computes nothing."""

    unit: str
    lines: tuple[ViewLine, ...]
    replaced: tuple[tuple[str, str], ...] = ()
    total: int = 0  # counted: after the cap or the limit
    before: int = 0  # before the cap or the limit
    limited: bool = False  # the cap or the limit cut the total
    value: int = 0
    roots: int = 0
    bonus: tuple[Tile, ...] = ()
    headline: str = "value"
    """What a face heads the score with: ``value`` (the value paid) or ``total`` (the total in
    the unit, then the base value it is paid from: Hong Kong's faan and points)."""
    cut: str = "cap"
    """What cuts the total: ``cap`` (a cap on the total) or ``limit`` (a limit in the unit)."""


@dataclass(frozen=True, slots=True)
class TableRow:
    """One row of a profile's scoring table as a face lists it: ``kind`` is ``units`` (it adds
    ``value`` units), ``double`` (it multiplies by ``value``) or ``limit`` (a limit hand);
    ``replaces``: the ids of the rows it stands instead of (in the table's own set order)."""

    id: str
    kind: str
    value: int
    replaces: tuple[str, ...] = ()


class HandSettler(Protocol):
    """Who pays whom as a hand is played: the family's own money rules, called by the table
    (and built on the same functions the ledger uses)."""

    def new_turn(self) -> None: ...

    def win(self, hand: tuple[Tile, ...], melds: tuple[Meld, ...], spot: Spot,
            event: int, score: TableScore | None = None) -> tuple[list[Payment], TableScore]:
        """Settle a win; ``score``: the win's score as the table made it when it offered the
        win (the same hand, melds, void and events), so it is not scored twice."""
        ...

    def kong(self, seat: int, kind: KongKind, discarder: int | None, immediate: bool,
             event: int) -> list[Payment]: ...

    def wall_end(self, hands: Mapping[int, WallHand], event: int
                 ) -> tuple[list[Payment], tuple[tuple[int, int | None, bool], ...]]: ...

    def next_dealer(self) -> int: ...


class RuleFamily(Protocol):
    """One family of rules (Sichuan, Hong Kong): how it scores and pays a win, settles a hand
    at the table, reads and settles a recorded hand, and which events it knows. The engine, the
    bots and the faces reach a family only through this object (``family_of(profile)``)."""

    id: str
    events: frozenset[str]
    """The ids of the events a win may carry."""
    event_ids: tuple[str, ...]
    """The same ids in the order a face lists them."""
    winds: bool
    """A recorded session has a prevailing wind per hand (§3.1)."""

    def situation(self, profile: AnyProfile, win: WinType, seat: int, discarder: int | None,
                  dealer: int = 0, *, in_seats: Iterable[int] = SEATS,
                  void: str | None = None, prevailing: int = 1, events: Iterable[str] = (),
                  kong_feeder: int | None = None) -> AnySituation:
        """The family's own record of a win's situation, from what a face knows of it: what
        the family does not read (the seats still in, a void, the wind, another family's
        events) is left out."""
        ...

    def spot(self, profile: AnyProfile, situation: AnySituation, bonus: Sequence[Tile],
             prevailing: int | None) -> Spot:
        """The table's description of a win given as either family's situation record, read
        this family's way (the calculator compares one hand under every profile)."""
        ...

    def score(self, profile: AnyProfile, hand: Sequence[Tile], melds: Sequence[Meld],
              spot: Spot, check_minimum: bool) -> TableScore | NotWin | Invalid:
        """The family's score of the win (below a minimum: ``NotWin``)."""
        ...

    def win_rows(self, profile: AnyProfile, spot: Spot, score: TableScore
                 ) -> tuple[Payment, ...]:
        """Who pays whom for one win on its own (no kong money or refunds)."""
        ...

    def win_pays(self, profile: AnyProfile, score: TableScore, win: WinType, payers: int) -> int:
        """What a win pays the winner in all, without kong money."""
        ...

    def view(self, profile: AnyProfile, score: TableScore) -> ScoreView:
        """The score as the faces show it."""
        ...

    def won_view(self, profile: AnyProfile, patterns: Sequence[tuple[str, int, int]],
                 value: int) -> ScoreView:
        """The score of a win as a game's log keeps it (``Won``: each row's id, value and
        count, and the value) as the faces show it."""
        ...

    def table_rows(self, profile: AnyProfile) -> tuple[TableRow, ...]:
        """The rows of the profile's scoring table, in its order."""
        ...

    def unit_values(self, profile: AnyProfile) -> tuple[tuple[int, int], ...]:
        """What one payer pays for each count of the profile's unit, from the least a win
        counts to the cap or limit, as (count, amount) pairs; none where the unit is itself
        the amount (a base value)."""
        ...

    def win_event_ids(self, profile: AnyProfile, win: WinType) -> tuple[str, ...]:
        """The ids of the events a win of type ``win`` may carry under ``profile`` at all (the
        scorer refuses the others whatever the hand and the seats), in ``event_ids`` order."""
        ...

    def settler(self, profile: AnyProfile, dealer: int) -> HandSettler:
        """The settler of one hand played at the table."""
        ...

    def win_events(self, profile: AnyProfile, state: GameState, seat: int, win: WinType
                   ) -> frozenset[str]:
        """The scoring events of a win by ``seat`` in ``state`` under ``profile``, by id."""
        ...

    def read_event(self, obj: Any, path: str) -> LedgerEvent:
        """One recorded event of this family's hand format, checked (``LedgerInputError``)."""
        ...

    def first_start(self, session: Session) -> HandStart:
        """The state the session's first hand starts from."""
        ...

    def settle_step(self, session: Session, start: HandStart, h: int
                    ) -> tuple[HandResult, HandStart, int | None]:
        """Hand ``h`` settled from ``start``: its result, the next hand's start, and the event
        after which a score fell below 0 (None: none did)."""
        ...

    def session_result(self, session: Session, results: Sequence[HandResult], last: HandStart,
                       fell: Sequence[int | None], totals: tuple[int, int, int, int]
                       ) -> SessionResult:
        """The session's result from its hands' results."""
        ...


def in_table_order(ids: Iterable[Enum], rows: Sequence[Any]) -> tuple[str, ...]:
    """Row ids (a set) in the order their rows stand in the table, so a face lists them the
    same on every run (a set's order changes with the interpreter's hash seed)."""
    place = {r.id: i for i, r in enumerate(rows)}
    return tuple(x.value for x in sorted(ids, key=lambda x: (place.get(x, len(place)),
                                                             x.value)))


def spot_of(situation: AnySituation, events: frozenset[str], bonus: Sequence[Tile],
            prevailing: int | None) -> Spot:
    """The table's description of a win from any family's situation record, with the events
    as the reading family takes them: what a record does not say (the seats still in, a void,
    a kong's feeder, the wind) is every seat, none, none and East."""
    return Spot(win=situation.win, seat=situation.seat, discarder=situation.discarder,
                dealer=situation.dealer,
                in_seats=getattr(situation, "in_seats", _EVERY_SEAT),
                void=getattr(situation, "void", None), bonus=tuple(bonus),
                prevailing=getattr(situation, "prevailing", 1) if prevailing is None
                else prevailing,
                events=events, kong_feeder=getattr(situation, "kong_feeder", None))


_EVERY_SEAT = frozenset(SEATS)
