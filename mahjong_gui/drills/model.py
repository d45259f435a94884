"""What a drill is: a question made by the engine from a seed, with its answer key, as frozen
values whose ``to_json()`` gives exactly the objects of the ``drill --json`` contract (issue 13;
docs/guide.md "drill"). Qt-free: the window, the command and the store all read these."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from typing import Any

from mahjong_gui.engine import analysis, tiles
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.melds import Meld, parse_meld
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.tiles import Tile, TileError

Tiles = tuple[Tile, ...]


class DrillError(ValueError):
    """A drill that cannot be made. Codes: ``unknown_rules``, ``unknown_kind``,
    ``kind_not_in_rules`` (e.g. the flower pig outside Sichuan), ``bad_level``, ``bad_seed``,
    ``no_drill`` (no position found for this seed: never seen, but bounded)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Kind(str, Enum):
    """The drill kinds; ``ready`` and ``pig`` are the beginners' quick checks."""

    DISCARD = "discard"
    WAITS = "waits"
    VALUE = "value"
    WALL_END = "wall_end"
    READY = "ready"
    PIG = "pig"
    DECISION = "decision"  # a reviewed mistake of play: a discard, call or pass, void or win


LEVELS = (1, 2, 3, 4)
"""1: fewer suits, no melds; 2: melds; 3: seven pairs, roots, events; 4: visible tiles."""


def compact(ts: Tiles | list[Tile]) -> str:
    """Tiles in the compact notation (``123m456p``), in tile order; empty text for none."""
    return tiles.format(sorted(ts)) if ts else ""


def tile_texts(ts: Tiles | list[Tile]) -> list[str]:
    return [str(t) for t in ts]


def meld_texts(melds: tuple[Meld, ...]) -> list[str]:
    return [str(m) for m in melds]


# ---------------------------------------------------------------------------------------------
# Questions


@dataclass(frozen=True, slots=True)
class HandQuestion:
    """A hand to judge: ``discard`` (14 tiles less 3 per meld), ``waits``, ``ready`` and ``pig``
    (13 less 3 per meld). ``visible``: tiles seen elsewhere (others' discards and melds)."""

    hand: Tiles
    melds: tuple[Meld, ...]
    void: str | None
    visible: Tiles = ()

    def to_json(self) -> dict[str, Any]:
        return {"hand": compact(self.hand), "melds": meld_texts(self.melds), "void": self.void,
                "visible": compact(self.visible)}


@dataclass(frozen=True, slots=True)
class ValueQuestion:
    """A winning hand in a situation, given as the ``score`` command's arguments (``args``)
    and read back into fields for the window."""

    args: tuple[str, ...]
    hand: Tiles  # the concealed tiles, winning tile last
    melds: tuple[Meld, ...]
    win: str  # "self" or "discard"
    seat: int
    discarder: int | None
    dealer: int
    void: str | None
    in_seats: tuple[int, ...]
    events: tuple[str, ...]
    bonus: Tiles = ()
    prevailing: int = 1

    def to_json(self) -> dict[str, Any]:
        return {"args": list(self.args), "hand": tiles.format(self.hand),
                "melds": meld_texts(self.melds), "win": self.win, "seat": self.seat,
                "discarder": self.discarder, "dealer": self.dealer, "void": self.void,
                "in": list(self.in_seats), "events": list(self.events),
                "bonus": compact(self.bonus), "prevailing": self.prevailing}


@dataclass(frozen=True, slots=True)
class WallSeat:
    """A seat at the wall's end: ``hand`` None when it left the hand earlier (won)."""

    seat: int
    hand: Tiles | None
    melds: tuple[Meld, ...]
    void: str | None

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "in": self.hand is not None,
                "hand": None if self.hand is None else compact(self.hand),
                "melds": meld_texts(self.melds), "void": self.void}


@dataclass(frozen=True, slots=True)
class KongPaid:
    """Kong money paid earlier in the hand: who made which kong, fed by whom."""

    seat: int
    kind: str  # settlement.KongKind value: exposed, added, concealed
    discarder: int | None

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind, "from": self.discarder}


@dataclass(frozen=True, slots=True)
class WallEndQuestion:
    seats: tuple[WallSeat, WallSeat, WallSeat, WallSeat]
    kongs: tuple[KongPaid, ...]
    dealer: int

    def to_json(self) -> dict[str, Any]:
        return {"seats": [s.to_json() for s in self.seats],
                "kongs": [k.to_json() for k in self.kongs], "dealer": self.dealer}


def action_json(a: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"act": a.act.value}
    if a.tile is not None:
        out["tile"] = str(a.tile)
    if a.tiles:
        out["tiles"] = [str(t) for t in a.tiles]
    if a.suit is not None:
        out["suit"] = a.suit
    if a.kong is not None:
        out["kong"] = a.kong.value
    return out


def action_from_json(d: object) -> Action:
    """An action read back, every field checked; ``DrillError("bad_question")`` else."""
    if not isinstance(d, dict) or not set(d) <= {"act", "tile", "tiles", "suit", "kong"}:
        raise DrillError("bad_question", "an action is an object")
    try:
        act = Act(d.get("act"))
        tile = d.get("tile")
        one = tiles.parse(tile) if isinstance(tile, str) and len(tile) <= 4 else ()
        if tile is not None and len(one) != 1:
            raise DrillError("bad_question", "an action's tile is one tile")
        many_raw = d.get("tiles", [])
        if not isinstance(many_raw, list) or len(many_raw) > 3 or not all(
                isinstance(t, str) and len(t) <= 4 for t in many_raw):
            raise DrillError("bad_question", "an action's tiles are up to three tiles")
        many = tuple(t for text in many_raw for t in tiles.parse(text))
        suit = d.get("suit")
        if suit not in (None, "m", "p", "s"):
            raise DrillError("bad_question", "an action's suit is m, p or s")
        kong = d.get("kong")
        return Action(act, one[0] if one else None, many, suit,
                      None if kong is None else KongKind(kong))
    except (ValueError, TileError):
        raise DrillError("bad_question", "an action cannot be read") from None


@dataclass(frozen=True, slots=True)
class DecisionQuestion:
    """A decision of a played hand the review judged a mistake: the seat's concealed tiles,
    melds, void suit and the tiles it had seen, the discard or kong tile on offer (None on its
    own turn), the choices the review judged and the one that was played."""

    hand: Tiles
    melds: tuple[Meld, ...]
    void: str | None
    visible: Tiles
    offered: Tile | None
    choices: tuple[Action, ...]
    played: Action

    def to_json(self) -> dict[str, Any]:
        return {"hand": compact(self.hand), "melds": meld_texts(self.melds), "void": self.void,
                "visible": compact(self.visible),
                "offered": None if self.offered is None else str(self.offered),
                "choices": [action_json(a) for a in self.choices],
                "played": action_json(self.played)}


Question = HandQuestion | ValueQuestion | WallEndQuestion | DecisionQuestion


# ---------------------------------------------------------------------------------------------
# Answers


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """One distinct discard: shanten of the hand left, its ukeire (unseen copies of the
    improving tiles) and those tiles."""

    tile: Tile
    shanten: int
    ukeire: int
    improving: Tiles

    def to_json(self) -> dict[str, Any]:
        return {"tile": str(self.tile), "shanten": self.shanten, "ukeire": self.ukeire,
                "improving": tile_texts(self.improving)}


@dataclass(frozen=True, slots=True)
class DiscardAnswer:
    """``best``: every discard equal to the best by shanten then ukeire; ``accepted``: the
    near-equal ones graded right too (same shanten, ukeire within ``margin`` tiles)."""

    best: Tiles
    accepted: Tiles
    candidates: tuple[DiscardOption, ...]
    margin: int

    def to_json(self) -> dict[str, Any]:
        return {"best": tile_texts(self.best), "accepted": tile_texts(self.accepted),
                "margin": self.margin, "candidates": [c.to_json() for c in self.candidates]}


@dataclass(frozen=True, slots=True)
class WaitWorth:
    """A winning tile: copies unseen by the player, and what a discard win on it is worth
    (in the profile's unit, its value, and ``paid``: what the discarder pays as the
    settlement prices it, Hong Kong's 2P or 4P; None below a minimum)."""

    tile: Tile
    unseen: int
    units: int | None
    value: int | None
    paid: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"tile": str(self.tile), "unseen": self.unseen, "units": self.units,
                "value": self.value, "paid": self.paid}


@dataclass(frozen=True, slots=True)
class WaitsAnswer:
    waits: Tiles
    values: tuple[WaitWorth, ...]

    def to_json(self) -> dict[str, Any]:
        return {"waits": tile_texts(self.waits), "values": [v.to_json() for v in self.values]}


@dataclass(frozen=True, slots=True)
class PatternLine:
    id: str
    value: int
    count: int

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "value": self.value, "count": self.count}


@dataclass(frozen=True, slots=True)
class PaymentRow:
    payer: int
    payee: int | None
    amount: int
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"from": self.payer, "to": self.payee, "amount": self.amount,
                "reason": self.reason}


@dataclass(frozen=True, slots=True)
class ValueAnswer:
    """The calculator's breakdown: ``units`` in the profile's ``unit`` (fan, base, han after
    the cap; faan after the limit), ``value`` what one payer pays on a discard (Hong Kong:
    base points), the pattern lines, the payment rows and ``deltas``."""

    unit: str
    units: int
    value: int
    patterns: tuple[PatternLine, ...]
    payments: tuple[PaymentRow, ...]
    deltas: tuple[int, int, int, int]
    reading: tuple[Tiles, ...] = ()  # the scored reading: concealed groups, then the melds

    def to_json(self) -> dict[str, Any]:
        return {"unit": self.unit, "units": self.units, "value": self.value,
                "patterns": [p.to_json() for p in self.patterns],
                "payments": [p.to_json() for p in self.payments], "deltas": list(self.deltas),
                "reading": [tiles.format(g) for g in self.reading]}


@dataclass(frozen=True, slots=True)
class SeatStatus:
    """How a seat still in stands at the wall's end: ``ready_value`` None when not ready."""

    seat: int
    ready_value: int | None
    pig: bool

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "ready": self.ready_value is not None,
                "ready_value": self.ready_value, "pig": self.pig}


@dataclass(frozen=True, slots=True)
class WallEndAnswer:
    """The settlement's wall-end rows (ready payments, flower pigs, kong refunds) and their
    ``deltas``; the kong money paid earlier is not part of them."""

    status: tuple[SeatStatus, ...]
    rows: tuple[PaymentRow, ...]
    deltas: tuple[int, int, int, int]

    def to_json(self) -> dict[str, Any]:
        return {"status": [s.to_json() for s in self.status],
                "rows": [r.to_json() for r in self.rows], "deltas": list(self.deltas)}


@dataclass(frozen=True, slots=True)
class YesNoAnswer:
    """``ready`` (with the waits) or ``pig``."""

    yes: bool
    waits: Tiles = ()

    def to_json(self) -> dict[str, Any]:
        return {"yes": self.yes, "waits": tile_texts(self.waits)}


@dataclass(frozen=True, slots=True)
class Judged:
    """One choice as the review valued it: expected points to the hand's end ± its standard
    error over ``futures`` sampled futures."""

    action: Action
    ev: float
    se: float
    futures: int

    def to_json(self) -> dict[str, Any]:
        return {"action": action_json(self.action), "ev": round(self.ev, 3),
                "se": round(self.se, 3), "futures": self.futures}


@dataclass(frozen=True, slots=True)
class ReviewAnswer:
    """The review's judgement of a decision: its best choice, the choices graded right (the
    best and any within the mistake margin of it, never the one played), every choice's
    value, the loss of the one played ± its standard error, the category and reasons (ids
    with numbers, as ``review.explain`` gives them)."""

    best: Action
    accepted: tuple[Action, ...]
    judged: tuple[Judged, ...]
    loss: float
    se: float
    category: str
    reasons: tuple[dict[str, Any], ...]
    unit: str = "points"  # what the values count: points, or the game's rank_points

    def to_json(self) -> dict[str, Any]:
        return {"best": action_json(self.best),
                "accepted": [action_json(a) for a in self.accepted],
                "judged": [j.to_json() for j in self.judged], "loss": round(self.loss, 3),
                "se": round(self.se, 3), "category": self.category,
                "reasons": list(self.reasons), "unit": self.unit}


Answer = DiscardAnswer | WaitsAnswer | ValueAnswer | WallEndAnswer | YesNoAnswer | ReviewAnswer


@dataclass(frozen=True, slots=True)
class Drill:
    """One concrete question (kind, rules, seed, level) and its answer key."""

    kind: Kind
    rules: str
    seed: int
    level: int
    question: Question
    answer: Answer
    origin: str = "seed"  # "seed": made from the seed; "play": a decision of a played hand;
    # "review": a mistake the review found in a played hand (its answer is the review's)

    @property
    def key(self) -> tuple[str, str, str, int, int]:
        """What names this question in the store: generating it again gives the same drill
        (a drill from play: the hand's seed and the decision's place in its log)."""
        return (self.origin, self.kind.value, self.rules, self.seed, self.level)

    def to_json(self) -> dict[str, Any]:
        out = {"kind": self.kind.value, "rules": self.rules, "seed": self.seed,
               "level": self.level, "question": self.question.to_json(),
               "answer": self.answer.to_json()}
        if self.origin != "seed":
            out["origin"] = self.origin
        return out


def _text(d: dict[str, Any], key: str, limit: int = 200) -> str:
    v = d.get(key)
    if not isinstance(v, str) or len(v) > limit:
        raise DrillError("bad_question", f"the question's {key} is not text")
    return v


def hand_question_from_json(d: object, size: int) -> HandQuestion:
    """A stored hand question read back (a drill from play), every field checked: tiles in
    the compact notation, ``KIND:TILE`` melds, a void suit or null, ``size`` tiles in all
    (a kong counting 3), four copies at most. Raises ``DrillError("bad_question")``."""
    if not isinstance(d, dict):
        raise DrillError("bad_question", "a question is an object")
    melds_raw = d.get("melds")
    if not isinstance(melds_raw, list) or len(melds_raw) > 4:
        raise DrillError("bad_question", "the question's melds are a list of up to four")
    void = d.get("void")
    if void not in (None, "m", "p", "s"):
        raise DrillError("bad_question", "the question's void is m, p, s or null")
    try:
        hand = tiles.parse(_text(d, "hand"))
        melds = tuple(parse_meld(m) if isinstance(m, str) else parse_meld("?")
                      for m in melds_raw)
        visible_text = _text(d, "visible", 600)
        visible = tiles.parse(visible_text) if visible_text else ()
        analysis.validate(hand, melds, sizes=(size,))
    except TileError as err:
        raise DrillError("bad_question", f"the question's tiles: {err.message}") from None
    if any(t.is_bonus for t in visible) or len(visible) > 136:
        raise DrillError("bad_question", "the question's visible tiles are suit or honour tiles")
    counts = tiles.counts34([*hand, *visible, *(t for m in melds for t in m.tiles)])
    if max(counts) > 4:
        raise DrillError("bad_question", "more than four copies of a tile")
    return HandQuestion(tuple(sorted(hand)), melds, void, tuple(sorted(visible)))


_REVIEW_KEYS = {"hand", "melds", "void", "visible", "offered", "choices", "played", "answer"}
_CATEGORIES = ("tile_efficiency", "hand_value", "defence", "call_or_pass", "rule_void",
               "rule_exchange", "rule_pass", "wall_end")


def _number(v: object, low: float, high: float) -> float:
    if isinstance(v, bool) or not isinstance(v, int | float) or not low <= v <= high:
        raise DrillError("bad_question", "a reviewed number is out of range")
    return float(v)


def _reason(r: object) -> dict[str, Any]:
    """A stored reason kept only as plain JSON values (an id and its numbers); what it says is
    read by the window, which checks each field again."""
    if not isinstance(r, dict) or not isinstance(r.get("id"), str) or len(r) > 8:
        raise DrillError("bad_question", "a reason is an object with an id")
    text = json.dumps(r)
    if len(text) > 2000:
        raise DrillError("bad_question", "a reason is too long")
    return dict(r)


def review_drill_from_json(d: object, rules: str, seed: int, level: int) -> Drill:
    """A reviewed mistake read back from the store (its question and the review's answer),
    every field checked; ``DrillError("bad_question")`` otherwise."""
    if not isinstance(d, dict) or not set(d) <= _REVIEW_KEYS:
        raise DrillError("bad_question", "a reviewed decision is an object")
    base = {k: d.get(k) for k in ("hand", "melds", "void", "visible")}
    hand_text = base["hand"]
    if not isinstance(hand_text, str) or len(hand_text) > 60:
        raise DrillError("bad_question", "the question's hand is not text")
    melds_raw = base["melds"]
    size = len(tiles.parse(hand_text)) + 3 * (len(melds_raw) if isinstance(melds_raw, list)
                                               else 0)
    if size not in (13, 14):
        raise DrillError("bad_question", "the hand holds 13 or 14 tiles")
    hq = hand_question_from_json(base, size)
    offered_text = d.get("offered")
    offered = None
    if offered_text is not None:
        one = tiles.parse(offered_text) if isinstance(offered_text, str) and len(
            offered_text) <= 4 else ()
        if len(one) != 1:
            raise DrillError("bad_question", "the tile on offer is one tile")
        offered = one[0]
    choices_raw = d.get("choices")
    if not isinstance(choices_raw, list) or not 2 <= len(choices_raw) <= 40:
        raise DrillError("bad_question", "a decision has 2 to 40 choices")
    choices = tuple(action_from_json(c) for c in choices_raw)
    played = action_from_json(d.get("played"))
    a = d.get("answer")
    if not isinstance(a, dict):
        raise DrillError("bad_question", "a reviewed decision holds the review's answer")
    best = action_from_json(a.get("best"))
    accepted_raw = a.get("accepted")
    judged_raw = a.get("judged")
    reasons_raw = a.get("reasons")
    if not (isinstance(accepted_raw, list) and isinstance(judged_raw, list)
            and isinstance(reasons_raw, list) and len(reasons_raw) <= 12):
        raise DrillError("bad_question", "the review's answer cannot be read")
    accepted = tuple(action_from_json(x) for x in accepted_raw)
    judged = []
    for j in judged_raw:
        if not isinstance(j, dict):
            raise DrillError("bad_question", "a judged choice is an object")
        futures = j.get("futures")
        if isinstance(futures, bool) or not isinstance(futures, int) or not 0 <= futures \
                <= 100_000:
            raise DrillError("bad_question", "a judged choice's futures are out of range")
        judged.append(Judged(action_from_json(j.get("action")),
                             _number(j.get("ev"), -1e9, 1e9), _number(j.get("se"), 0, 1e9),
                             futures))
    category = a.get("category")
    if category not in _CATEGORIES:
        raise DrillError("bad_question", "the review's category is unknown")
    if played not in choices or best not in choices or not set(accepted) <= set(choices) \
            or best not in accepted or played in accepted \
            or {j.action for j in judged} != set(choices):
        raise DrillError("bad_question", "the review's choices do not agree")
    unit = a.get("unit", "points")  # answers kept before rank points had none
    if unit not in ("points", "rank_points"):
        raise DrillError("bad_question", "the review's unit is unknown")
    answer = ReviewAnswer(best, accepted, tuple(judged), _number(a.get("loss"), -1e9, 1e9),
                          _number(a.get("se"), 0, 1e9), str(category),
                          tuple(_reason(r) for r in reasons_raw), str(unit))
    q = DecisionQuestion(hq.hand, hq.melds, hq.void, hq.visible, offered, choices, played)
    return Drill(Kind.DECISION, rules, seed, level, q, answer, origin="review")
