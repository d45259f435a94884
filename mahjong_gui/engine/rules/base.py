"""The shape of a rule profile: a frozen record of choices plus a table of pattern rows.

Scoring reads these records and tables; nothing else in the engine branches on a profile id.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, ClassVar, NamedTuple, Self

from mahjong_gui.engine.analysis import Family
from mahjong_gui.engine.common import OptionError, Word


class PatternId(str, Enum):
    """Every pattern, event and adjustment a score can list. The UI translates these ids."""

    PLAIN_WIN = "plain_win"
    ALL_PONGS = "all_pongs"
    PURE_ONE_SUIT = "pure_one_suit"
    SEVEN_PAIRS = "seven_pairs"
    DRAGON_SEVEN_PAIRS = "dragon_seven_pairs"
    GOLDEN_HOOK = "golden_hook"
    TERMINALS = "terminals"
    TWO_FIVE_EIGHT = "two_five_eight"
    EIGHTEEN_ARHATS = "eighteen_arhats"
    PURE_ALL_PONGS = "pure_all_pongs"
    PURE_SEVEN_PAIRS = "pure_seven_pairs"
    PURE_DRAGON_SEVEN_PAIRS = "pure_dragon_seven_pairs"
    PURE_GOLDEN_HOOK = "pure_golden_hook"
    PURE_TERMINALS = "pure_terminals"
    PURE_EIGHTEEN_ARHATS = "pure_eighteen_arhats"
    ROOT = "root"
    KONG_BLOOM = "kong_bloom"
    KONG_DISCARD = "kong_discard"
    ROBBING_KONG = "robbing_kong"
    LAST_TILE_DRAW = "last_tile_draw"
    LAST_TILE_DISCARD = "last_tile_discard"
    LAST_TILE = "last_tile"  # majsoul: one bonus for the last tile, drawn or discarded
    HEAVENLY = "heavenly"
    EARTHLY = "earthly"


class Op(str, Enum):
    """How a row's value enters the total."""

    ADD = "add"  # fan or han added to the sum
    MAIN = "main"  # a main pattern: only the single best one counts (majsoul, mahjchina)
    DOUBLE = "double"  # doubles the value once per count (mahjchina roots and events)


class HandFacts(NamedTuple):
    """What the pattern rows look at: one reading of one winning hand in its situation. A
    named tuple: made for every reading and the key its evaluation is remembered by, so it
    is quick to make and to hash."""

    regular: bool
    seven_pairs: bool
    sequences: int
    pure: bool
    melds: int
    kongs: int
    terminals: bool  # every set and the pair hold a 1 or a 9
    two_five_eight: bool  # every tile is a 2, 5 or 8
    fours_in_hand: int  # kinds held four times among the concealed tiles (seven pairs)
    roots: int
    self_draw: bool
    discard: bool
    robbed: bool
    kong_bloom: bool
    kong_discard: bool
    last_tile: bool
    heavenly: bool
    earthly: bool

    @property
    def all_pongs(self) -> bool:
        return self.regular and self.sequences == 0

    @property
    def golden_hook(self) -> bool:
        return self.regular and self.melds == 4


Applies = Callable[[HandFacts], int]


@dataclass(frozen=True, slots=True)
class PatternRow:
    """One row of a profile's table. ``applies`` returns how many times it counts (0: not)."""

    id: PatternId
    value: int
    applies: Applies
    op: Op = Op.ADD
    replaces: frozenset[PatternId] = frozenset()
    uses_roots: int = 0  # roots this pattern already includes (dragon seven pairs, arhats)
    shape: bool = True  # a hand shape (replaces the plain win) rather than an event


class RuleWord(Word):
    """A rule field that takes one of a few words (``f"{rule}"`` is ``refund``)."""


class KongDiscardRule(RuleWord):
    """A win on the discard after a kong (docs/rules.md §2.1, §5): the kong's money refunded
    to its payers, kept, refunded only when the win robs the kong, or passed to the winner
    (call transfer, a house rule)."""

    REFUND = "refund"
    KEEP = "keep"
    KEEP_REFUND_IF_ROBBED = "keep_refund_if_robbed_after_kong"
    TRANSFER = "transfer"


class PigRule(RuleWord):
    """Who a flower pig pays at the wall's end (docs/rules.md §2.5)."""

    PENALTY = "penalty"  # a fixed penalty nobody receives
    PAY_ALL_REFUND_KONGS = "pay_all_refund_kongs"
    PAY_RECEIVERS = "pay_receivers"
    PAY_IN_MAX = "pay_in_max"


class ExchangeDirection(RuleWord):
    """Where the three exchanged tiles go: drawn by the seed each hand, or one fixed way."""

    DRAWN = "drawn"
    NEXT = "next"
    PREVIOUS = "previous"
    ACROSS = "across"


EXCHANGE_SHIFT: Mapping[str, int] = {"next": 1, "previous": -1, "across": 2}
"""An exchange's direction as seats: seat s passes its three tiles to seat s + shift (mod 4),
so it receives those of seat s - shift (read by the state, the review's futures and the
table's banner)."""


@dataclass(frozen=True, slots=True)
class HouseField:
    """One thing a club may change on a profile (docs/rules.md §5), as every face reads it:
    ``kind`` is ``number`` (``low`` to ``high``), ``switch`` (yes or no) or ``choice`` (one
    of ``choices``); ``value`` is the profile's own."""

    name: str
    kind: str
    value: int | bool | str
    low: int = 0
    high: int = 0
    choices: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class HouseRow:
    """One row of a profile's table as a club may change it: ``kind`` ``number`` (a value 0 to
    ``high``, or off), ``double`` (a doubling: on or off), ``limit`` (a limit hand: on or off),
    ``fixed`` (it always counts: the plain win)."""

    id: str
    value: int
    kind: str
    high: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class TableRules:
    """What every profile of every family declares, once (docs/rules.md §2, §3; docs/
    architecture.md §2.1): its id and name, its room options, and the capability fields the
    table, the faces and the bots read instead of testing a family. A family's record adds
    its scoring tables and money rules; ``with_options`` is the one way options are applied."""

    id: str
    name: str
    unit: str  # the unit of its values: "fan", "base", "han" or "faan"
    options: Mapping[str, str] = field(default_factory=dict)
    option_choices: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    family: str = "sichuan"  # the RuleFamily that scores, pays and settles it (engine/family)
    analysis_family: Family = Family.SICHUAN  # its winning forms and tile kinds
    tile_count: int = 108  # three suits, four of each
    hand_size: int = 13  # tiles dealt to each player (the dealer one more)
    honours: bool = False
    bonus_tiles: bool = False
    chow: bool = False
    void_suit: bool = True
    bloody: bool = True  # a winner leaves and play goes on; several may win one discard
    flowing: bool = False  # 血流成河 (docs/rules.md §5): a winner stays, its hand locked, and
    # may win again until the wall's end
    dead_wall: int = 0  # tiles at the wall's end that are never drawn
    kong_money: bool = True
    wind_rounds: int = 0  # 0: the match is a number of hands, not of wind rounds
    exchange_three: bool = False
    exchange_any: bool = False  # exchange three: any three tiles, not three of one suit (§5)
    exchange_direction: ExchangeDirection = ExchangeDirection.DRAWN  # drawn by the seed
    # (majsoul), or one direction every hand (a house rule, docs/rules.md §5)
    pass_restrictions: bool = False
    start_score: int = 0
    hands_per_game: int = 4
    games: int = 1
    rank_points: bool = False  # competition: rank points 4/3/2/1 per game (docs/rules.md §2.6)
    ends_below_zero: bool = False  # majsoul: a score below 0 ends the match at once (§2.4)
    robbed_next_after_declarer: bool = False  # majsoul: after a robbed kong the robbed
    # player's next
    winning_hands_face_down: bool = False  # majsoul: winners' hands stay hidden until the end
    false_win_penalty: int = 0  # per other player still in; 0: the profile has no such penalty
    earthly_self_draw_only: bool = False  # majsoul: a non-dealer's own first draw; else §2.1
    added_kong_immediate_only: bool = False

    # The most a room option given as a whole number may be (the least is 1).
    NUMBER_OPTION_MOST: ClassVar[int] = 999

    def with_options(self, options: Mapping[str, str]) -> Self:
        """A copy with room or session options applied, and a club's ``house.*`` options
        (the family's ``_applied``); raises ``OptionError``."""
        merged = dict(self.options)
        for key, value in options.items():
            if key.startswith(HOUSE):  # a club's change (checked by the family's _applied)
                merged[key] = value
                continue
            choices = self.option_choices.get(key)
            if choices is None:
                known = ", ".join(sorted(self.option_choices)) or "none"
                raise OptionError("unknown_option",
                                  f"{self.id} has no option '{key}' (options: {known})")
            if choices and value not in choices:
                raise OptionError("bad_option_value",
                                  f"option {key} takes {' or '.join(choices)}, not '{value}'")
            if not choices and not self._number_option_ok(value):
                raise OptionError("bad_option_value", self._number_option_words(key))
            merged[key] = value
        return self._applied(merged)

    def _number_option_ok(self, value: str) -> bool:
        return (value.isascii() and value.isdigit() and len(value) <= 3
                and 0 < int(value) <= self.NUMBER_OPTION_MOST)

    def _number_option_words(self, key: str) -> str:
        return f"option {key} takes a whole number from 1 to {self.NUMBER_OPTION_MOST}"

    def _applied(self, merged: dict[str, str]) -> Self:
        """This record with ``merged`` as its options and what they change applied."""
        raise NotImplementedError


@dataclass(frozen=True, slots=True, kw_only=True)
class Profile(TableRules):
    """A Sichuan rule profile. Values are in the profile's own unit (``unit``)."""

    patterns: tuple[PatternRow, ...]
    cap: int  # in ``unit``
    main_best: bool  # only the best MAIN row counts (else every row adds up)
    self_draw_bonus: int
    kong_exposed: int
    kong_added: int
    kong_concealed: int
    kong_discard_rule: KongDiscardRule
    kong_bloom_feeder_pays: bool  # after an exposed kong the feeder alone pays (competition)
    pig_rule: PigRule
    pig_amount: int
    pig_is_void_tile: bool  # majsoul: a pig holds a void-suit tile; others: all three suits
    refund_to_all_payers: bool  # wall-end kong refunds go to winners too
    refund_by_all_in: bool  # every player still in refunds kong money (mahjchina option)
    pig_pays_all_others: bool  # mahjchina option 4
    events_capped: bool  # mahjchina option 1: events doubled inside the same cap
    minimum: int = 0  # the least value a win needs, in ``unit``

    def value_of(self, units: int) -> int:
        """The amount one payer pays for ``units`` already capped (fan -> 2^fan, etc.)."""
        if self.unit == "fan":
            return int(2**units)
        if self.unit == "han":
            return int(1000 * 2 ** (units - 1))
        return units

    def house_fields(self) -> tuple[HouseField, ...]:
        """What a club may change on this record, with its bounds and present values."""
        scale = 1000 if self.unit == "han" else 1
        low, high = _HOUSE_CAPS[self.unit]
        out = [HouseField("cap", "number", self.cap, low, high)]
        out += [HouseField(name, "number", getattr(self, name), lo * scale, hi * scale)
                for name, (lo, hi) in _HOUSE_NUMBERS.items()]
        out += [HouseField(name, "switch", getattr(self, name)) for name in _HOUSE_SWITCHES]
        out += [HouseField(name, "choice", self._house_choice(name), choices=choices)
                for name, choices in _HOUSE_CHOICES.items()]
        return tuple(out)

    def _house_choice(self, name: str) -> str:
        if name == "continuation":
            return "flowing" if self.flowing else "bloody"
        value = getattr(self, name)
        assert isinstance(value, str)
        return value

    def house_rows(self) -> tuple[HouseRow, ...]:
        """The table's rows as a club may change them."""
        most = _HOUSE_ROW_MOST[self.unit]
        return tuple(HouseRow(r.id.value, r.value, "fixed" if r.id is PatternId.PLAIN_WIN
                              else "double" if r.op is Op.DOUBLE else "number", most)
                     for r in self.patterns)

    def house_points(self) -> tuple[int, ...] | None:
        """A table of base points by value a club may change (None: the value is paid by a
        formula of the unit, §2)."""
        return None

    def _applied(self, merged: dict[str, str]) -> Profile:
        return _apply_house(_apply_options(replace(self, options=merged)))


def _apply_options(p: Profile) -> Profile:
    o = p.options
    changes: dict[str, Any] = {}
    if "cap" in o:
        changes["events_capped"] = o["cap"] == "events-inside"
    if "refund_by" in o:
        changes["refund_by_all_in"] = o["refund_by"] == "all-in"
    if "refund_to" in o:
        changes["refund_to_all_payers"] = o["refund_to"] == "all-payers"
    if "pig_pays" in o:
        changes["pig_pays_all_others"] = o["pig_pays"] == "all-others"
    if "hands" in o:
        changes["hands_per_game"] = int(o["hands"])
    if "games" in o:
        changes["games"] = int(o["games"])
    return replace(p, **changes)


# -- house rules (docs/rules.md §5) -----------------------------------------------------------

HOUSE = "house."
"""The prefix of a club's own changes among a profile's options: ``house.cap=4``,
``house.row.seven_pairs=3``. Kept with the room options in every log, save and session, so a
game is replayed under the very rules it was played with."""

# A number field: (the record's field, the least, the most in the profile's unit; "han"
# amounts in thousands). Points are what one payer pays (fan and base) or han.
_HOUSE_NUMBERS: dict[str, tuple[int, int]] = {
    "self_draw_bonus": (0, 8), "kong_exposed": (0, 16), "kong_added": (0, 16),
    "kong_concealed": (0, 16), "pig_amount": (0, 999), "false_win_penalty": (0, 999),
}
_HOUSE_CAPS = {"fan": (1, 8), "base": (1, 64), "han": (1, 13)}
_HOUSE_ROW_MOST = {"fan": 8, "base": 64, "han": 13}
_HOUSE_SWITCHES = ("exchange_three", "exchange_any", "pass_restrictions", "rank_points",
                   # the wall's end (docs/rules.md §2.5; mahjchina's room options, generalised)
                   "refund_by_all_in", "refund_to_all_payers", "pig_pays_all_others")
_HOUSE_CHOICES: dict[str, tuple[str, ...]] = {
    "kong_discard_rule": tuple(k.value for k in KongDiscardRule),
    "continuation": ("bloody", "flowing"),
    "exchange_direction": tuple(d.value for d in ExchangeDirection),
    "pig_rule": tuple(r.value for r in PigRule)}
_HOUSE_WORDS: dict[str, type[RuleWord]] = {"kong_discard_rule": KongDiscardRule,
                                           "exchange_direction": ExchangeDirection,
                                           "pig_rule": PigRule}
HOUSE_FIELDS: tuple[str, ...] = ("cap", *_HOUSE_NUMBERS, *_HOUSE_SWITCHES, *_HOUSE_CHOICES)
"""The record fields a club may change, beside each pattern row (``row.<pattern id>``: its
value, or ``off``; a doubling row ``on`` or ``off``)."""
_PATTERN_IDS = frozenset(pid.value for pid in PatternId)


def _house_number(key: str, value: str, low: int, high: int) -> int:
    if not (value.isascii() and value.isdigit() and len(value) <= 7):
        raise OptionError("bad_option_value", f"{key} takes a whole number from {low} to "
                          f"{high}, not '{value}'")
    n = int(value)
    if not low <= n <= high:
        raise OptionError("bad_option_value", f"{key} takes a whole number from {low} to "
                          f"{high}, not {n}")
    return n


def house_changes(p: Profile) -> dict[str, Any]:
    """The record fields and pattern rows the ``house.*`` options change, checked: every
    value bounded, a row's value only for one of the profile's own rows, the plain win always
    counted. Raises ``OptionError`` whose message names the option. Applied twice, the same."""
    scale = 1000 if p.unit == "han" else 1
    changes: dict[str, Any] = {}
    rows = {r.id.value: r for r in p.patterns}
    values: dict[str, int] = {}
    off: set[str] = set()
    for key, value in p.options.items():
        if not key.startswith(HOUSE):
            continue
        name = key[len(HOUSE):]
        if name == "cap":
            low, high = _HOUSE_CAPS[p.unit]
            changes["cap"] = _house_number(key, value, low, high)
        elif name in _HOUSE_NUMBERS:
            low, high = _HOUSE_NUMBERS[name]
            changes[name] = _house_number(key, value, low * scale, high * scale)
        elif name in _HOUSE_CHOICES:
            if value not in _HOUSE_CHOICES[name]:
                raise OptionError("bad_option_value", f"{key} takes "
                                  f"{' or '.join(_HOUSE_CHOICES[name])}, not '{value}'")
            if name == "continuation":
                changes["flowing"] = value == "flowing"
            else:
                changes[name] = _HOUSE_WORDS[name](value)
        elif name in _HOUSE_SWITCHES:
            if value not in ("yes", "no"):
                raise OptionError("bad_option_value", f"{key} takes yes or no, not '{value}'")
            changes[name] = value == "yes"
        elif name.startswith("row.") and name[4:] in _PATTERN_IDS:
            pid = name[4:]
            if value == "off":  # the row does not count (already gone: the same rules)
                if pid == PatternId.PLAIN_WIN.value:
                    raise OptionError("bad_option_value", f"{key}: the plain win must count")
                off.add(pid)
                continue
            row = rows.get(pid)
            if row is None:
                raise OptionError("unknown_option", f"{key}: {p.id} has no such row")
            if row.op is Op.DOUBLE:  # a doubling: it counts ("on") or not ("off")
                if value != "on":
                    raise OptionError("bad_option_value", f"{key} takes on or off, not "
                                      f"'{value}'")
                continue
            values[pid] = _house_number(key, value, 0, _HOUSE_ROW_MOST[p.unit])
        else:
            raise OptionError("unknown_option", f"{p.id} has no house rule '{name}' (fields: "
                              f"{', '.join(HOUSE_FIELDS)}, row.<pattern>)")
    if values or off:
        changes["patterns"] = tuple(replace(r, value=values.get(r.id.value, r.value))
                                    for r in p.patterns if r.id.value not in off)
    return changes


def _apply_house(p: Profile) -> Profile:
    if not any(key.startswith(HOUSE) for key in p.options):
        return p
    return replace(p, **house_changes(p))
