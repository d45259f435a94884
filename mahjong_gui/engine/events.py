"""The closed set of game events: frozen values, each one JSON object on one line.

``to_json(event)`` and ``from_json(line)`` are exact inverses (``to_json(from_json(s)) == s`` for
any line ``to_json`` wrote). Tiles are written in the compact notation, payments as rows.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar

from mahjong_gui.engine.common import Doubling, Payment, Reason, WinType, Word
from mahjong_gui.engine.inputs import InputLimitError, load_json
from mahjong_gui.engine.melds import Meld, parse_meld
from mahjong_gui.engine.memo import Memo
from mahjong_gui.engine.rules.base import ExchangeDirection
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.tiles import TILES, Tile, TileError, parse
from mahjong_gui.engine.tiles import format as format_tiles

Tiles = tuple[Tile, ...]
Four = tuple[int, int, int, int]


# The words an event field takes. Like ``WinType``, ``KongKind`` and ``ExchangeDirection``
# (the others used here), each is a ``Word``: it compares equal to, formats as and is written
# as its word, so the log format is the one it was when the fields were plain text.
class ClaimOn(Word):
    """What a passed claim was on: a discard, or an added kong that could be robbed."""

    DISCARD = "discard"
    KONG = "kong"


class HandEndReason(Word):
    """Why a hand ended: Sichuan after the third winner, at the wall's end or on a bust;
    Hong Kong at its one win or a drawn hand (the wall)."""

    THREE_WINNERS = "three_winners"
    WALL = "wall"
    BUST = "bust"
    WIN = "win"


class MatchEndReason(Word):
    """Why a match ended: all its hands played, or a player bust."""

    COMPLETE = "complete"
    BUST = "bust"


@dataclass(frozen=True, slots=True)
class HandStarted:
    """A hand begins: its seed (the wall), the rules, the dealer, the scores and the deal."""

    type: ClassVar[str] = "hand_started"
    hand: int  # 0-based index of the hand in the match
    seed: int
    profile: str
    options: tuple[tuple[str, str], ...]
    dealer: int
    scores: Four
    deal: tuple[Tiles, Tiles, Tiles, Tiles]
    wall: Tiles  # the tiles left after the deal, in drawing order (the log is the truth)
    prevailing: int = 1  # the prevailing wind, 1 East .. 4 North (written only when not 1)


@dataclass(frozen=True, slots=True)
class TilesExchanged:
    """Exchange three: every seat's three tiles, passed at once in the drawn direction."""

    type: ClassVar[str] = "tiles_exchanged"
    picks: tuple[Tiles, Tiles, Tiles, Tiles]
    direction: ExchangeDirection  # next (to the next seat in turn order), previous or across


@dataclass(frozen=True, slots=True)
class VoidsChosen:
    """The four void suits, revealed together."""

    type: ClassVar[str] = "voids_chosen"
    voids: tuple[str, str, str, str]


@dataclass(frozen=True, slots=True)
class Drew:
    type: ClassVar[str] = "drew"
    seat: int
    tile: Tile
    replacement: bool  # a kong's replacement tile


@dataclass(frozen=True, slots=True)
class BonusReplaced:
    """Hong Kong: a bonus tile (flower or season) is set aside and replaced at once from the
    wall's far end (docs/rules.md §3.1). ``at_deal``: during the deal, before the first turn."""

    type: ClassVar[str] = "bonus_replaced"
    seat: int
    tile: Tile  # the bonus tile set aside
    drawn: Tile  # the tile drawn in its place (it may be a bonus tile again)
    at_deal: bool


@dataclass(frozen=True, slots=True)
class Chowed:
    """Hong Kong: the next player takes the discard into a chow starting at ``low``."""

    type: ClassVar[str] = "chowed"
    seat: int
    tile: Tile  # the discard taken
    low: Tile  # the chow's lowest tile
    discarder: int


@dataclass(frozen=True, slots=True)
class Discarded:
    """``declined_win``: the amount of a self-drawn win the player chose not to take (过胡)."""

    type: ClassVar[str] = "discarded"
    seat: int
    tile: Tile
    declined_win: int | None = None


@dataclass(frozen=True, slots=True)
class ClaimPassed:
    """A seat that could claim a discard (or rob a kong) did not: what it could have had.

    ``lapsed``: the seat claimed a pong or kong that lapsed because somebody won the tile.
    """

    type: ClassVar[str] = "claim_passed"
    seat: int
    tile: Tile
    on: ClaimOn
    win_value: int | None = None
    pong: bool = False
    lapsed: str | None = None  # "pong", "kong", "win" or "chow:<its lowest tile>"


@dataclass(frozen=True, slots=True)
class Ponged:
    type: ClassVar[str] = "ponged"
    seat: int
    tile: Tile
    discarder: int
    declined_win: int | None = None


@dataclass(frozen=True, slots=True)
class KongDeclared:
    """An added kong is announced; the others may rob it before it counts."""

    type: ClassVar[str] = "kong_declared"
    seat: int
    tile: Tile
    declined_win: int | None = None


@dataclass(frozen=True, slots=True)
class Konged:
    type: ClassVar[str] = "konged"
    seat: int
    tile: Tile
    kind: KongKind
    discarder: int | None
    immediate: bool
    payments: tuple[Payment, ...]
    declined_win: int | None = None


@dataclass(frozen=True, slots=True)
class KongRobbed:
    """The added kong is robbed: it does not happen and the pong stays a pong."""

    type: ClassVar[str] = "kong_robbed"
    seat: int
    tile: Tile


@dataclass(frozen=True, slots=True)
class Won:
    type: ClassVar[str] = "won"
    seat: int
    tile: Tile
    win: WinType
    discarder: int | None
    hand: Tiles  # the concealed tiles, winning tile last
    melds: tuple[Meld, ...]
    events: tuple[str, ...]
    patterns: tuple[tuple[str, int, int], ...]  # (pattern id, value, count)
    value: int
    payments: tuple[Payment, ...]
    bonus: Tiles = ()  # Hong Kong: the winner's bonus tiles (written only when there are some)


@dataclass(frozen=True, slots=True)
class WallExhausted:
    """The wall is empty with fewer than three winners: the wall-end settlement (docs/rules.md
    §2.5). Hong Kong: the live wall is out, the hand is drawn (no status, no payments, §3.1).

    ``status`` per seat still in: (seat, ready value or None, flower pig)."""

    type: ClassVar[str] = "wall_exhausted"
    status: tuple[tuple[int, int | None, bool], ...]
    payments: tuple[Payment, ...]


@dataclass(frozen=True, slots=True)
class HandEnded:
    type: ClassVar[str] = "hand_ended"
    deltas: Four
    scores: Four
    next_dealer: int
    reason: HandEndReason


@dataclass(frozen=True, slots=True)
class MatchEnded:
    type: ClassVar[str] = "match_ended"
    scores: Four
    rank_points: tuple[float, ...] | None
    reason: MatchEndReason


Event = (HandStarted | TilesExchanged | VoidsChosen | Drew | BonusReplaced | Discarded
         | ClaimPassed | Ponged | Chowed | KongDeclared | Konged | KongRobbed | Won
         | WallExhausted | HandEnded | MatchEnded)

EVENT_TYPES: dict[str, type[Any]] = {cls.type: cls for cls in (
    HandStarted, TilesExchanged, VoidsChosen, Drew, BonusReplaced, Discarded, ClaimPassed,
    Ponged, Chowed, KongDeclared, Konged, KongRobbed, Won, WallExhausted, HandEnded,
    MatchEnded)}

# Fields added after the first log format: written only when they differ from their default,
# so every older line reads (and writes back) exactly as before.
_OPTIONAL_FIELDS = frozenset({"prevailing", "bonus"})


class EventFormatError(ValueError):
    """A line that is not a well-formed event; ``code`` is an id."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


# ---------------------------------------------------------------------------------------------
# JSON


def _payment_out(p: Payment) -> dict[str, Any]:
    out: dict[str, Any] = {"from": p.payer, "to": p.payee, "amount": p.amount,
                           "reason": p.reason.value, "event": p.event}
    if p.doublings:  # Hong Kong only: written when there are some, so older lines read as before
        out["doublings"] = [d.value for d in p.doublings]
    return out


_TILE_WORD = tuple(str(t) for t in TILES)  # each tile's name, by tile
_ENCODED = frozenset({"wall", "bonus", "deal", "picks", "melds", "payments"})  # by ``_encode``


def _encode(name: str, value: Any) -> Any:
    if isinstance(value, Tile):
        return _TILE_WORD[value]
    if name in ("wall", "bonus"):
        return format_tiles(value)
    if name in ("deal", "picks"):
        return [format_tiles(ts) for ts in value]
    if name == "hand":
        return format_tiles(value) if isinstance(value, tuple) else value
    if name == "melds":
        return [str(m) for m in value]
    if name == "payments":
        return [_payment_out(p) for p in value]
    if isinstance(value, tuple):
        return [_encode("", v) for v in value]
    return value


# Per event class: its field names in order, and those left out of a line at their default
# (with the default). ``dataclasses.fields`` is slow, and every event is written and read.
_LAYOUT: Memo[type, tuple[tuple[str, ...], dict[str, Any]]] = Memo("events.layout", 256)


def _layout(cls: type) -> tuple[tuple[str, ...], dict[str, Any]]:
    got = _LAYOUT.data.get(cls)
    if got is None:
        fs = fields(cls)
        got = _LAYOUT.put(cls, (tuple(f.name for f in fs),
                                {f.name: f.default for f in fs
                                 if f.name in _OPTIONAL_FIELDS and f.default is not MISSING}))
    return got


_COMPACT = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def to_json(event: Event) -> str:
    """One line of compact JSON, keys in field order after ``type``."""
    out: dict[str, Any] = {"type": event.type}
    names, optional = _layout(type(event))
    for name in names:
        value = getattr(event, name)
        if optional and name in optional and value == optional[name]:
            continue
        # The most frequent values first: a seat, a count or a flag is written as it is.
        kind = type(value)
        if (kind is int or kind is bool or value is None) and name not in _ENCODED:
            out[name] = value
        elif kind is Tile:
            out[name] = _TILE_WORD[value]
        else:
            out[name] = _encode(name, value)
    return _COMPACT.encode(out)


# A tile's own name -> the tile: how every tile of a well-formed line reads (anything else goes
# through the notation reader, which also explains what is wrong). A constant table.
_TILE_NAMES: dict[str, Tile] = {word: t for t, word in zip(TILES, _TILE_WORD, strict=True)}


def _tile(v: Any) -> Tile:
    if not isinstance(v, str):
        raise EventFormatError("bad_event", f"expected a tile, got {v!r}")
    t = _TILE_NAMES.get(v)
    if t is not None:
        return t
    ts = parse(v)
    if len(ts) != 1:
        raise EventFormatError("bad_event", f"expected one tile, got {v!r}")
    return ts[0]


def _tiles(v: Any) -> Tiles:
    if not isinstance(v, str):
        raise EventFormatError("bad_event", f"expected tiles, got {v!r}")
    return parse(v) if v else ()


_PAYMENT_KEYS = frozenset({"from", "to", "amount", "reason", "event"})


def _payment_in(d: Any) -> Payment:
    if not isinstance(d, dict) or not _PAYMENT_KEYS <= set(d) <= _PAYMENT_KEYS | {"doublings"}:
        raise EventFormatError("bad_event", f"bad payment row {d!r}")
    why = d.get("doublings", [])
    if (not isinstance(why, list) or len(why) > 4 or ("doublings" in d and not why)
            or not all(isinstance(w, str) for w in why)):
        raise EventFormatError("bad_event", f"bad payment row {d!r}")
    payee = d["to"]
    if not _SEAT(d["from"]) or not (payee is None or _SEAT(payee)) or not _int_in(
            1, 10**12)(d["amount"]) or not (d["event"] is None or _int_in(0, 10**6)(d["event"])):
        raise EventFormatError("bad_event", f"bad payment row {d!r}")
    try:
        reason = Reason(d["reason"])
    except ValueError:
        raise EventFormatError("bad_event", f"unknown payment reason {d['reason']!r}") from None
    try:
        doublings = tuple(Doubling(w) for w in why)
    except ValueError:
        raise EventFormatError("bad_event", f"unknown doubling in {d!r}") from None
    return Payment(d["from"], payee, d["amount"], reason, d["event"], doublings)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


_DECODERS: dict[str, Any] = {
    "deal": lambda v: tuple(_tiles(x) for x in v),
    "picks": lambda v: tuple(_tiles(x) for x in v),
    "tile": _tile,
    "drawn": _tile,
    "low": _tile,
    "wall": _tiles,
    "bonus": _tiles,
    "hand": lambda v: _tiles(v) if isinstance(v, str) else v,
    "melds": lambda v: tuple(parse_meld(m) for m in v),
    "payments": lambda v: tuple(_payment_in(p) for p in v),
    "options": lambda v: tuple((str(k), str(x)) for k, x in v),
    "scores": tuple, "deltas": tuple, "voids": tuple, "events": tuple,
    "patterns": lambda v: tuple((str(a), int(b), int(c)) for a, b, c in v),
    "status": lambda v: tuple((int(a), b, bool(c)) for a, b, c in v),
    "rank_points": lambda v: None if v is None else tuple(float(x) for x in v),
    "direction": ExchangeDirection, "on": ClaimOn, "kind": KongKind, "win": WinType,
}
# A field whose words depend on the event (a payment row's reason is read by ``_payment_in``).
_CLASS_DECODERS: dict[tuple[type, str], Callable[[Any], Any]] = {
    (HandEnded, "reason"): HandEndReason, (MatchEnded, "reason"): MatchEndReason,
}


def _int_in(lo: int, hi: int) -> Callable[[Any], bool]:
    return lambda v: _is_int(v) and lo <= v <= hi


def _text_up_to(n: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, str) and len(v) <= n


def _list_of(n: int, ok: Callable[[Any], bool], exact: bool = False) -> Callable[[Any], bool]:
    return lambda v: (isinstance(v, list) and (len(v) == n if exact else len(v) <= n)
                      and all(ok(x) for x in v))


def _optional(ok: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda v: v is None or ok(v)


_SEAT = _int_in(0, 3)
_AMOUNT = _int_in(-(10**12), 10**12)
_TILE_TEXT = _text_up_to(3)
_NUMBER = lambda v: (_is_int(v) or isinstance(v, float)) and abs(v) <= 10**12  # noqa: E731
# What each field may hold in the JSON line, checked before anything is built from it: a
# hand-made line with a seat of 4, 2.0 or [1], three voids or a null list is refused here.
_FIELD_OK: dict[str, Callable[[Any], bool]] = {
    "seat": _SEAT, "dealer": _SEAT, "next_dealer": _SEAT, "discarder": _optional(_SEAT),
    "hand": lambda v: _int_in(0, 100_000)(v) or _text_up_to(60)(v),
    "seed": _int_in(0, 2**64), "profile": _text_up_to(40),
    "options": _list_of(128, _list_of(2, _text_up_to(40), exact=True)),  # a whole rule set
    "scores": _list_of(4, _AMOUNT, exact=True), "deltas": _list_of(4, _AMOUNT, exact=True),
    "deal": _list_of(4, _text_up_to(60), exact=True),
    "picks": _list_of(4, _text_up_to(20), exact=True),
    "wall": _text_up_to(400), "prevailing": _int_in(1, 4), "bonus": _text_up_to(30),
    "direction": lambda v: v in ("next", "previous", "across"),
    "voids": _list_of(4, lambda v: v in ("m", "p", "s", ""), exact=True),
    "tile": _TILE_TEXT, "drawn": _TILE_TEXT, "low": _TILE_TEXT,
    "replacement": lambda v: isinstance(v, bool), "immediate": lambda v: isinstance(v, bool),
    "pong": lambda v: isinstance(v, bool), "at_deal": lambda v: isinstance(v, bool),
    "declined_win": _optional(_int_in(0, 10**12)), "win_value": _optional(_int_in(0, 10**12)),
    "on": lambda v: v in ("discard", "kong"), "lapsed": _optional(_text_up_to(12)),
    "kind": lambda v: v in ("exposed", "added", "concealed"),
    "payments": _list_of(64, lambda v: isinstance(v, dict)),
    "win": lambda v: v in ("self", "discard", "robbed"),
    "melds": _list_of(4, _text_up_to(12)), "events": _list_of(8, _text_up_to(20)),
    "patterns": _list_of(40, lambda v: isinstance(v, list) and len(v) == 3
                         and _text_up_to(30)(v[0]) and _int_in(0, 10**6)(v[1])
                         and _int_in(0, 64)(v[2])),
    "value": _int_in(0, 10**12),
    "status": _list_of(4, lambda v: isinstance(v, list) and len(v) == 3 and _SEAT(v[0])
                       and _optional(_int_in(0, 10**12))(v[1]) and isinstance(v[2], bool)),
    "reason": _text_up_to(20),  # which words: the event's enum (``_CLASS_DECODERS``)
    "rank_points": _optional(_list_of(4, _NUMBER, exact=True)),
}


def from_json(line: str) -> Event:
    """Read one event line; raises ``EventFormatError`` for anything malformed."""
    try:
        data = load_json(line, max_chars=2_000_000, max_depth=6)
    except InputLimitError as err:
        raise EventFormatError("corrupt" if err.code == "bad_json" else "bad_event",
                               err.message) from None
    if not isinstance(data, dict):
        raise EventFormatError("bad_event", "an event is a JSON object")
    kind = data.get("type")
    cls = EVENT_TYPES.get(kind) if isinstance(kind, str) else None  # a list is no key
    if cls is None:
        raise EventFormatError("bad_event", f"unknown event type {str(kind)[:40]!r}")
    names, optional = _layout(cls)
    if not {"type", *names} - optional.keys() <= set(data) <= {"type", *names}:
        raise EventFormatError("bad_event", f"{cls.type} needs exactly the fields {names}")
    for name in names:
        ok = _FIELD_OK.get(name)
        if name in data and ok is not None and not ok(data[name]):
            raise EventFormatError("bad_event", f"{cls.type}: '{name}' holds a value of the "
                                   "wrong kind or out of range")
    kwargs = {}
    try:
        for name in names:
            if name not in data:
                continue
            value = data[name]
            decode = _CLASS_DECODERS.get((cls, name)) or _DECODERS.get(name)
            kwargs[name] = decode(value) if decode is not None and value is not None else value
        event = cls(**kwargs)
    except EventFormatError:
        raise
    except (TileError, TypeError, ValueError) as err:
        raise EventFormatError("bad_event", f"bad {cls.type} event: {err}") from None
    if to_json(event) != _COMPACT.encode(data):
        raise EventFormatError("bad_event", f"{cls.type} event has values of the wrong kind")
    return event  # type: ignore[no-any-return]
