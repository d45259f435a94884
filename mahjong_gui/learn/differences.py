"""What one set of rules changes against another of its family (issue 32 item 4): every field,
row, points entry and room option that differs, and for each a hand the engine settles both
ways, the other rules changed one at a time so that the hand shows that difference alone."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mahjong_gui.engine.common import OptionError, Payment, WinType
from mahjong_gui.engine.ledger import read_session, settle_session
from mahjong_gui.engine.rules import AnyProfile, get_profile
from mahjong_gui.engine.rules.base import HOUSE
from mahjong_gui.engine.settlement import LedgerError
from mahjong_gui.learn.examples import MIL_NAMES, Settled, WinExample, pattern_example, settle_win

Value = int | bool | str | None  # None: the row is not in the table


@dataclass(frozen=True, slots=True)
class Side:
    """One hand settled under one set of rules: each seat's total and the payment rows, or
    why it is no win there (``error``: the engine's reason id)."""

    totals: tuple[int, int, int, int] = (0, 0, 0, 0)
    payments: tuple[Payment, ...] = ()
    error: str | None = None
    rank_points: tuple[float, ...] | None = None  # a session under rules that rank each game
    refused: bool = False  # ``error`` is the ledger's refusal (a move these rules forbid)


@dataclass(frozen=True, slots=True)
class Shown:
    """The hand that shows a difference: ``story`` names what happens (``win``, ``self_draw``,
    ``robbed``, ``kongs_and_wall_end``, ``kong_discard``, ``added_kong``, ``false_win``,
    ``win_twice`` or ``value``; the faces put the id in words), ``hand`` the winner's tiles
    (notation, winning tile last; "" when no one wins), ``seat`` the winner, ``discarder`` who
    threw the tile (None: drawn), ``events`` the win's events (pattern ids such as
    ``kong_bloom``)."""

    story: str
    hand: str
    left: Side
    right: Side
    seat: int = 0
    discarder: int | None = None
    events: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Difference:
    """``kind`` ``field`` (a field a club may change), ``row`` (a pattern or faan row),
    ``points`` (a faan's base points) or ``option`` (a room option); ``key`` its name."""

    kind: str
    key: str
    left: Value
    right: Value
    shown: Shown | None = None


def comparable(a: AnyProfile, b: AnyProfile) -> bool:
    """Two sets of rules can be compared point by point: the same family."""
    return a.family == b.family


def compare(a: AnyProfile, b: AnyProfile) -> list[Difference]:
    """Every difference of ``b`` against ``a`` (the same family), each with the hand that shows
    it where one does (rules of play, such as exchange three, change no single hand)."""
    if not comparable(a, b):
        raise ValueError(f"{a.id} and {b.id} are not of one family")
    out = []
    for d in _differences(a, b):
        variant = _variant(a, b, d)
        shown = _shown(a, variant, d) if variant is not None else None
        out.append(Difference(d.kind, d.key, d.left, d.right, shown))
    return out


def overall(a: AnyProfile, b: AnyProfile, most: int = 3) -> list[Shown]:
    """Hands settled differently under ``a`` and under ``b`` with every difference at once
    (up to ``most``): what tables that count in different units are compared by."""
    out: list[Shown] = []
    every = Difference("all", "", None, None)
    for ex in _win_pool(a, every):
        left, right = _settle_win(a, ex), _settle_win(b, ex)
        if left != right and len(out) < most:
            out.append(_win_shown(ex, left, right))
    if a.bloody:  # the ledger's whole hands: kongs, a wall's end (a one-win hand has none)
        for story, hand, events in _ledger_pool():
            left, right = _settle_ledger(a, events), _settle_ledger(b, events)
            if left != right and len(out) < most + 1:
                out.append(Shown(story, hand, left, right, 0, _FROM.get(story)))
    return out


def _differences(a: AnyProfile, b: AnyProfile) -> Iterator[Difference]:
    right_fields = {f.name: f for f in b.house_fields()}
    for f in a.house_fields():
        other = right_fields.get(f.name)
        if other is not None and other.value != f.value:
            yield Difference("field", f.name, f.value, other.value)
    left_rows = {r.id: r for r in a.house_rows()}
    right_rows = {r.id: r for r in b.house_rows()}
    for rid in [*left_rows, *(r for r in right_rows if r not in left_rows)]:
        lr, rr = left_rows.get(rid), right_rows.get(rid)
        lv = None if lr is None else "on" if lr.kind in ("double", "limit") else lr.value
        rv = None if rr is None else "on" if rr.kind in ("double", "limit") else rr.value
        if lv != rv:
            yield Difference("row", rid, lv, rv)
    lp, rp = a.house_points() or (), b.house_points() or ()
    for faan, (x, y) in enumerate(zip(lp, rp, strict=False)):
        if x != y:
            yield Difference("points", str(faan), x, y)
    for key in sorted(set(a.options) & set(b.options)):
        if not key.startswith(HOUSE) and a.options[key] != b.options[key]:
            yield Difference("option", key, a.options[key], b.options[key])


def _word(value: Value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "off" if value is None else str(value)


def _variant(a: AnyProfile, b: AnyProfile, d: Difference) -> AnyProfile | None:
    """``a`` with this one difference made (None: it cannot be made alone, e.g. between
    tables that count in different units)."""
    if a.unit != b.unit and d.kind in ("field", "row") and d.key != "continuation":
        field = next((f for f in a.house_fields() if f.name == d.key), None)
        if d.kind == "row" or (field is not None and field.kind == "number"):
            return None
    if d.kind == "option":
        key = d.key
    elif d.kind == "row":
        key = f"{HOUSE}row.{d.key}"
    elif d.kind == "points":
        key = f"{HOUSE}points.{d.key}"
    else:
        key = HOUSE + d.key
    try:
        return get_profile(a.id, {**a.options, key: _word(d.right)})
    except OptionError:
        return None


# -- the hands that show a difference --------------------------------------------------------

_PLAIN = "123456m234p789p55m"
_FROM = {"kongs_and_wall_end": 3, "kong_discard": 1, "added_kong": 3, "false_win": 1,
         "win_twice": 1}


def _ledger_pool() -> tuple[tuple[str, str, list[dict[str, Any]]], ...]:
    """Whole hands of the Sichuan family in the ledger's form: (story, hand, events)."""
    return (
        ("kongs_and_wall_end", _PLAIN, [
            {"type": "kong", "seat": 1, "kind": "exposed", "from": 2},
            {"type": "kong", "seat": 2, "kind": "concealed"},
            {"type": "win", "seat": 0, "from": 3, "hand": _PLAIN},
            {"type": "wall_end", "players": {
                "1": {"hand": "123m456p789p5p", "melds": ["kong:9m"], "void": "s"},
                "2": {"hand": "23456789s13p", "melds": ["ankong:1s"], "void": "m"},
                "3": {"hand": "123m456p789s1357s"}}}]),
        ("kong_discard", _PLAIN, [
            {"type": "kong", "seat": 1, "kind": "concealed"},
            {"type": "win", "seat": 0, "from": 1, "hand": _PLAIN, "events": ["kong-discard"]}]),
        ("added_kong", _PLAIN, [
            {"type": "kong", "seat": 1, "kind": "added", "immediate": True},
            {"type": "win", "seat": 0, "from": 3, "hand": _PLAIN}]),
        ("false_win", "", [
            {"type": "win", "seat": 0, "from": 1, "hand": _PLAIN},
            {"type": "penalty", "seat": 2, "kind": "false_win"}]),
        ("win_twice", _PLAIN, [  # 血流成河: a winner stays and wins again
            {"type": "win", "seat": 0, "from": 1, "hand": _PLAIN},
            {"type": "win", "seat": 0, "hand": _PLAIN}]),
    )


def _win_pool(a: AnyProfile, d: Difference) -> Iterator[WinExample]:
    if d.kind == "row":
        ex = pattern_example(a, d.key)
        if ex is not None:
            yield ex
    texts: tuple[tuple[str, WinType], ...] = ((_PLAIN, WinType.DISCARD), (_PLAIN, WinType.SELF),
             ("1122334455667m7m", WinType.SELF), ("11223344m5555p66p", WinType.DISCARD))
    if a.honours:
        texts = (("123m456m789m234p11p", WinType.DISCARD), ("123m456m789m234p11p", WinType.SELF),
                 ("123m456m789m11p pong:5z", WinType.DISCARD),
                 ("333p444p55m pong:1m pong:2m", WinType.DISCARD),
                 ("12345678911m pong:7z", WinType.DISCARD),
                 ("123m456m789m234m55m", WinType.DISCARD),
                 ("123m55m pong:5z pong:6z pong:7z", WinType.DISCARD),
                 ("19m19p19s1234567z1m", WinType.DISCARD))
    for text, win in texts:
        yield WinExample("compare", a.id, text, win, 1 if win is WinType.DISCARD else None)
    if d.kind != "row":  # then the hands of the table's rows, the biggest first (a cap)
        for row in sorted(a.house_rows(), key=lambda r: -r.value):
            ex = pattern_example(a, row.id)
            if ex is not None:
                yield ex


def _win_shown(ex: WinExample, left: Side, right: Side) -> Shown:
    story = {WinType.SELF: "self_draw", WinType.ROBBED: "robbed"}.get(ex.win, "win")
    events = tuple(e.replace("-", "_") for e in ex.events)
    return Shown(story, ex.text, left, right, ex.seat,
                 None if ex.win is WinType.SELF else ex.discarder, events)


def _settle_win(profile: AnyProfile, ex: WinExample) -> Side:
    c = settle_win(ex, profile)
    error = Settled(c.payments, c.deltas, calculation=c).error  # the page's reading of it
    return Side(error=error) if error is not None else Side(c.deltas, tuple(c.payments))


def _settle_ledger(profile: AnyProfile, events: Sequence[Mapping[str, Any]]) -> Side:
    doc = {"rules": profile.id, "options": dict(profile.options), "players": list(MIL_NAMES),
           "dealer": 0, "hands": [{"events": [dict(e) for e in events]}]}
    try:
        result = settle_session(read_session(doc))
    except LedgerError as err:
        return Side(error=err.code, refused=err.code != "not_a_win")
    return Side(result.totals, tuple(p for h in result.hands for p in h.payments),
                rank_points=result.rank_points)


def _shown(a: AnyProfile, v: AnyProfile, d: Difference) -> Shown | None:
    """The first hand settled differently under ``a`` and ``v``: a win first, then whole hands
    with kongs, a wall's end and a penalty."""
    for ex in _win_pool(a, d):
        left, right = _settle_win(a, ex), _settle_win(v, ex)
        if left != right and not (left.error and right.error):
            return _win_shown(ex, left, right)
    if not a.bloody:  # one win ends the hand: the ledger takes no kongs-and-wall's-end hand
        return _value_win(a, v, d)
    for story, hand, events in _ledger_pool():
        left, right = _settle_ledger(a, events), _settle_ledger(v, events)
        if left != right and not (left.error and right.error):
            return Shown(story, hand, left, right, 0, _FROM.get(story))
    return None


def _value_win(a: AnyProfile, v: AnyProfile, d: Difference) -> Shown | None:
    """A win given by its value (a faan's points; the minimum; the limit)."""
    values = [int(d.key)] if d.kind == "points" else [1, 3, 5, 8, 13]
    for faan in values:
        events = [{"type": "win", "seat": 0, "from": 1, "value": faan}]
        left, right = _settle_ledger(a, events), _settle_ledger(v, events)
        if left != right:
            return Shown("value", str(faan), left, right, 0, 1)
    return None
