"""The ledger's records: the entries a recorded hand is made of, a session, a hand's and a
session's result, the state a hand starts from, and the checked readers of the JSON fields every
family's entries share (docs/guide.md "ledger"). Each family reads its own entries with them
(``engine/family/``); ``engine/ledger`` reads and settles whole sessions."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeGuard

from mahjong_gui.engine.common import SEATS, Payment
from mahjong_gui.engine.inputs import MAX_VALUE
from mahjong_gui.engine.melds import Meld, parse_meld
from mahjong_gui.engine.rules.hongkong import HKEvent, HKScore
from mahjong_gui.engine.scoring import Score
from mahjong_gui.engine.settlement import (
    WALL_STATUSES,
    KongKind,
    LedgerError,
    WallDeclared,
    WallHand,
    WallStatus,
    WinEntry,
)
from mahjong_gui.engine.tiles import Tile, TileError, parse

if TYPE_CHECKING:  # a name for the checker: importing it would load the rules registry
    from mahjong_gui.engine.rules import AnyProfile


@dataclass(frozen=True, slots=True)
class KongEntry:
    seat: int
    kind: KongKind
    discarder: int | None = None
    immediate: bool = True


@dataclass(frozen=True, slots=True)
class WallEndEntry:
    hands: Mapping[int, WallHand | WallDeclared]


@dataclass(frozen=True, slots=True)
class PenaltyEntry:
    seat: int
    kind: str  # "false_win" | "dead_hand"


@dataclass(frozen=True, slots=True)
class HKWinEntry:
    """A Hong Kong win: its faan as the table agreed (``faan``), or the hand to score."""

    seat: int
    discarder: int | None = None
    robbed: bool = False
    hand: tuple[Tile, ...] | None = None
    melds: tuple[Meld, ...] = ()
    bonus: tuple[Tile, ...] = ()
    events: frozenset[HKEvent] = frozenset()
    faan: int | None = None


@dataclass(frozen=True, slots=True)
class DrawEntry:
    """A Hong Kong hand drawn at the dead wall: no payment, the dealer stays."""


LedgerEvent = KongEntry | WinEntry | WallEndEntry | PenaltyEntry | HKWinEntry | DrawEntry


WinRecord = WinEntry | HKWinEntry
"""A recorded win of either family (its ``seat``, ``discarder``, ``robbed``, ``hand`` ...)."""


def is_win(entry: object) -> TypeGuard[WinRecord]:
    """A recorded win of any family."""
    return isinstance(entry, WinEntry | HKWinEntry)


@dataclass(frozen=True, slots=True)
class Session:
    profile: AnyProfile
    players: tuple[str, str, str, str]
    dealer: int
    hands: tuple[tuple[LedgerEvent, ...], ...]
    prevailing: int = 1  # Hong Kong: the prevailing wind of the first hand (1 East .. 4 North)


@dataclass(frozen=True, slots=True)
class HandResult:
    dealer: int
    payments: tuple[Payment, ...]
    deltas: tuple[int, int, int, int]
    winners: tuple[int, ...]
    next_dealer: int
    prevailing: int | None = None  # Hong Kong: this hand's prevailing wind
    wall: tuple[tuple[int, WallStatus], ...] = ()  # Sichuan: each seat's wall-end outcome
    scores: tuple[tuple[int, Score | HKScore], ...] = ()  # wins given by their hand, by seat


@dataclass(frozen=True, slots=True)
class SessionResult:
    hands: tuple[HandResult, ...]
    totals: tuple[int, int, int, int]
    next_dealer: int
    rank_points: tuple[float, ...] | None  # competition
    game_rank_points: tuple[tuple[float, ...], ...] | None
    points: tuple[int, ...] | None  # majsoul: points held (start + totals)
    match_over: tuple[int, int] | None  # majsoul: (hand, event) where a score fell below 0
    next_prevailing: int | None = None  # Hong Kong: the next hand's prevailing wind


class LedgerInputError(LedgerError):
    def __init__(self, code: str, message: str, path: str, detail: str | None = None) -> None:
        super().__init__(code, f"{path}: {message}" if path else message, detail)
        self.path = path



@dataclass(frozen=True, slots=True)
class HandStart:
    """All that a hand's settlement takes from the hands before it: the dealer; in Hong Kong the
    prevailing wind (§3.1); in a profile that ends below zero the points each player holds
    and whether the match has already ended (§2.4). Two equal starts settle the same events
    the same way, whatever came before."""

    dealer: int
    prevailing: int | None = None
    running: tuple[int, int, int, int] | None = None
    ended: bool = False



def shown(value: Any) -> str:
    """A short picture of a bad value for a message (never the whole of a huge one)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**18:
        return "a very large number"
    text = repr(value) if not isinstance(value, dict | list) else type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def is_text(value: Any, limit: int) -> bool:
    """A string of at most ``limit`` characters that can be stored as UTF-8."""
    if not isinstance(value, str) or len(value) > limit:
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def read_seat(value: Any, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in SEATS:
        raise LedgerInputError("bad_seat", f"a seat is 0, 1, 2 or 3, not {shown(value)}",
                               path)
    return value


def read_tiles(value: Any, path: str) -> tuple[Tile, ...]:
    if not isinstance(value, str) or len(value) > 200:
        raise LedgerInputError("bad_hand", "a hand is a tile string like '123m456p'", path)
    try:
        return parse(value)
    except TileError as err:
        raise LedgerInputError(err.code.value, str(err), path) from None


def read_melds(value: Any, path: str) -> tuple[Meld, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise LedgerInputError("bad_meld", "melds are a list like ['pong:5m']", path)
    out = []
    for i, m in enumerate(value):
        if not isinstance(m, str):
            raise LedgerInputError("bad_meld", "a meld is a string like 'pong:5m'", f"{path}[{i}]")
        try:
            out.append(parse_meld(m))
        except TileError as err:
            raise LedgerInputError(err.code.value, err.message, f"{path}[{i}]") from None
    return tuple(out)


def read_void(value: Any, path: str) -> str | None:
    if value is None or value in ("m", "p", "s"):
        return value  # type: ignore[no-any-return]
    raise LedgerInputError("bad_void", f"the void suit is m, p or s, not {shown(value)}", path)


def check_keys(obj: Mapping[str, Any], allowed: set[str], path: str) -> None:
    extra = sorted(set(obj) - allowed)
    if extra:
        raise LedgerInputError("bad_event", f"unknown field {shown(extra[0])}", path)


def read_declared(p: Mapping[str, Any], dead: bool, path: str) -> WallDeclared:
    """A wall-end player given by outcome instead of tiles (the scorebook's quick entry)."""
    if "hand" in p or "melds" in p or "void" in p:
        raise LedgerInputError("bad_event", "give 'status' or 'hand', not both", path)
    status = p["status"]
    if status not in WALL_STATUSES:
        raise LedgerInputError("bad_status", "a status is ready, not_ready or pig",
                               f"{path}.status")
    if status != "ready":
        if "value" in p:
            raise LedgerInputError("bad_value", "only a ready player has a 'value'",
                                   f"{path}.value")
        return WallDeclared(status, None, dead)
    value = p.get("value")
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_VALUE:
        raise LedgerInputError("bad_value", "a ready player's 'value' is a whole number from 0 "
                               f"to {MAX_VALUE:,}", f"{path}.value")
    return WallDeclared(status, value, dead)


def win_fields(obj: Mapping[str, Any], path: str, known: list[str]
                ) -> tuple[int, int | None, bool, list[str]]:
    """A win's seat, discarder, robbed flag and event names (each one of ``known``)."""
    seat = read_seat(obj.get("seat"), f"{path}.seat")
    discarder = None if obj.get("from") is None else read_seat(obj["from"], f"{path}.from")
    robbed = obj.get("robbed", False)
    if not isinstance(robbed, bool):
        raise LedgerInputError("bad_event", "'robbed' is true or false", path)
    events = obj.get("events", [])
    if not isinstance(events, list):
        raise LedgerInputError("bad_event", "'events' is a list", f"{path}.events")
    for i, e in enumerate(events):
        if e not in known:
            raise LedgerInputError("bad_event", f"unknown event {shown(e)} ({', '.join(known)})",
                                   f"{path}.events[{i}]")
    return seat, discarder, robbed, events

