"""Hong Kong faan scoring (docs/rules.md §3): profiles ``hk-modern`` and ``hk-classical``.

"Rules are data": a profile is a frozen record (``HKProfile``) holding its options, the faan
table (``FaanRow``: id, value, applies, replaces) and the two point tables. ``score_hk`` reads
them: every reading of the hand is scored by one loop over the rows, the "instead of" rows drop
the rows they replace, a limit hand scores the limit, the total is reduced to the limit, the best
reading for the player is kept, the minimum is checked and the payments are made. Results are
typed (``HKScore``, ``NotWin``, ``Invalid``); nothing is raised to callers.

Seats and winds: seats are 0-3 in turn order and East is the dealer seat, so a seat's wind is
``(seat - dealer) % 4 + 1`` (1 East, 2 South, 3 West, 4 North; ``seat_wind``). With the default
dealer 0, seat 0 is East, 1 South, 2 West, 3 North. The prevailing wind is 1-4 (default East).

Choices made where docs/rules.md §3 and the VMC sheet are silent (also for the rule page):

* A seat wind that is also the prevailing wind scores both rows: its pong is worth 2 faan.
* Concealed hand: no exposed meld (concealed kongs do not open the hand); it also scores on a
  discard win, since the winning discard is not a declared meld.
* All chows: the four sets are chows (concealed or declared); the pair may be any tile.
* Mixed one suit: the tiles use at most one number suit (honours allowed). Pure one suit (one
  number suit, no honours) and all honours (no number suit) score instead of it, which is how
  docs/rules.md's "instead of" rows read literally.
* Mixed terminals and honours: every tile is a terminal or an honour, with at least one of each
  (all terminals is a limit hand; all honours has its own row).
* Bonus-tile faan (the ones the ``bonus_counts=no`` option leaves out of the minimum): no bonus
  tiles, seat flower, seat season, all four flowers, all four seasons (the VMC sheet's flower
  rules).
  All eight bonus tiles score 2 + 2 = 4 faan; there is no eight-flower limit hand.
* Four concealed pongs: triplets held in hand and concealed kongs. On a discard (or a robbed
  kong) the hand qualifies only when the winning tile completes the pair.
* Nine gates: the 13 tiles before the winning tile are 1112345678999 of one suit with nothing
  declared (a concealed kong breaks it); the winning tile is any tile of that suit.
* A limit hand scores the limit alone: no other row is added. When several limit hands apply, the
  first in table order is shown and the others are listed as replaced by it.
* Win on a replacement tile: a self-draw, after a kong or a bonus tile (a flower's replacement
  counts); it needs a kong among the melds or a bonus tile. It adds to self-draw (2 faan).
* Win on the last tile: a self-draw only; the event on another win type is refused as input
  (``bad_event``). It may stack with a replacement tile.
* Heavenly: the dealer's self-draw with nothing declared. Earthly: a non-dealer with nothing
  declared, by self-draw or on the dealer's discard.
* Robbing the kong: the kong's declarer pays as the discarder in both models.
* The minimum is compared with the faan after the limit; with ``bonus_counts=no`` the bonus-tile
  rows are left out of that count (not out of the payment). A limit hand always meets it.
* The best reading for the player: most faan after the limit, then most before it.
* ``HKScore.value`` is the base points from the profile's table (Modern P, Classical Q).

At the table (docs/rules.md §3.1, §3.3; the game engine reads the capability fields below):

* 144 tiles; bonus tiles are set aside and replaced from the wall's far end at once, in the
  deal too (seat order from the dealer, again while a replacement is a bonus tile); kong
  replacements also come from the far end. The live wall ends 14 tiles before the end: a
  normal draw that would take one of them draws the hand (no payments, the dealer stays).
  A bonus tile drawn as the live wall's last tile is still replaced from the dead wall.
* Calls: a win from anyone, pong or exposed kong from anyone, chow only from the previous
  player; win > pong/kong > chow; one winner per discard, the first claimant in turn order
  after the discarder. A chow that fits more than one way is offered each way and the
  player picks one. No call on the last discard but a win, and no kong without a live tile.
* Concealed and added kongs (the fourth tile of one's own exposed pong, on one's own turn);
  an added kong may be robbed, a concealed one not. Kongs carry no money.
* A win is offered only when it reaches the minimum (the bonus faan counted as the option
  says); no pass restriction (a declined win may be taken on a later tile).
* The dealer stays after a dealer win or a drawn hand, else the deal passes to the next
  seat; the prevailing wind moves on when the deal returns to the first dealer; a match is
  ``rounds`` wind rounds (one by default).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, ClassVar

from mahjong_gui.engine import analysis
from mahjong_gui.engine.analysis import Decomposition, Family, Form, GroupKind
from mahjong_gui.engine.common import (
    SEATS,
    Doubling,
    Invalid,
    NotWin,
    OptionError,
    Payment,
    Reason,
    WinType,
    robbed_tile_check,
)
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.rules.base import HOUSE, HouseField, HouseRow, TableRules
from mahjong_gui.engine.tiles import TILES, Tile, TileError

__all__ = [
    "CLASSICAL_POINTS",
    "FAAN_TABLE",
    "HK_CLASSICAL",
    "HK_MODERN",
    "HK_PROFILES",
    "MODERN_POINTS",
    "FaanRow",
    "HKEvent",
    "HKFacts",
    "HKLine",
    "HKPatternId",
    "HKProfile",
    "HKResult",
    "HKScore",
    "HKSituation",
    "PayModel",
    "dealer_for",
    "hk_payments",
    "score_hk",
    "seat_wind",
]


class HKPatternId(str, Enum):
    """Every Hong Kong faan row. The UI translates these ids."""

    SELF_DRAW = "self_draw"
    CONCEALED_HAND = "concealed_hand"
    ALL_CHOWS = "all_chows"
    DRAGON_PONG = "dragon_pong"
    SEAT_WIND = "seat_wind"
    PREVAILING_WIND = "prevailing_wind"
    NO_BONUS = "no_bonus"
    SEAT_FLOWER = "seat_flower"
    SEAT_SEASON = "seat_season"
    LAST_TILE = "last_tile"
    REPLACEMENT = "replacement"
    ROBBING_KONG = "robbing_kong"
    MIXED_TERMINALS = "mixed_terminals"
    ALL_FLOWERS = "all_flowers"
    ALL_SEASONS = "all_seasons"
    ALL_PONGS = "all_pongs"
    MIXED_ONE_SUIT = "mixed_one_suit"
    SMALL_THREE_DRAGONS = "small_three_dragons"
    SMALL_FOUR_WINDS = "small_four_winds"
    PURE_ONE_SUIT = "pure_one_suit"
    BIG_THREE_DRAGONS = "big_three_dragons"
    FOUR_CONCEALED_PONGS = "four_concealed_pongs"
    ALL_HONOURS = "all_honours"
    BIG_FOUR_WINDS = "big_four_winds"
    THIRTEEN_ORPHANS = "thirteen_orphans"
    NINE_GATES = "nine_gates"
    ALL_KONGS = "all_kongs"
    ALL_TERMINALS = "all_terminals"
    HEAVENLY = "heavenly"
    EARTHLY = "earthly"


class HKEvent(str, Enum):
    """Scoring events of a Hong Kong win (the win type itself says self-draw or robbed)."""

    LAST_TILE = "last-tile"  # self-draw of the last tile
    REPLACEMENT = "replacement"  # self-draw of a kong's (or a bonus tile's) replacement
    HEAVENLY = "heavenly"
    EARTHLY = "earthly"


class PayModel(str, Enum):
    MODERN = "modern"  # discarder pays (docs/rules.md §3, table P)
    CLASSICAL = "classical"  # all pay, with doublings (docs/rules.md §3, table Q)


# ---------------------------------------------------------------------------------------------
# Facts and the faan table


@dataclass(frozen=True, slots=True)
class HKFacts:
    """What the faan rows look at: one reading of one winning hand in its situation."""

    orphans: bool  # thirteen orphans
    chows: int  # sets that are chows (concealed runs or declared chows)
    pongs: int  # sets that are pongs or kongs
    kongs: int
    concealed: bool  # no exposed meld (concealed kongs allowed)
    four_concealed_pongs: bool
    dragon_pongs: int
    dragon_pair: bool
    wind_pongs: int
    wind_pair: bool
    seat_wind_pong: bool
    prevailing_wind_pong: bool
    number_suits: int  # how many of m, p, s appear
    honours: bool  # any honour tile
    terminals_or_honours: bool  # every tile is a 1, a 9 or an honour
    terminal: bool  # any 1 or 9
    nine_gates: bool
    self_draw: bool
    robbed: bool
    last_tile: bool
    replacement: bool
    heavenly: bool
    earthly: bool
    bonus_tiles: int
    seat_flower: bool
    seat_season: bool
    all_flowers: bool
    all_seasons: bool

    @property
    def all_pongs(self) -> bool:
        return not self.orphans and self.pongs == 4


Applies = Callable[[HKFacts], int]


@dataclass(frozen=True, slots=True)
class FaanRow:
    """One row of the faan table. ``applies`` returns how many times it counts (0: not).

    ``bonus``: a bonus-tile row (left out of the minimum under ``bonus_counts=no``).
    ``limit``: a limit hand; it scores the profile's limit and nothing else is added.
    """

    id: HKPatternId
    value: int
    applies: Applies
    replaces: frozenset[HKPatternId] = frozenset()
    bonus: bool = False
    limit: bool = False


H = HKPatternId


def _row(pid: HKPatternId, value: int, pred: Callable[[HKFacts], bool],
         replaces: tuple[HKPatternId, ...] = (), *, bonus: bool = False) -> FaanRow:
    return FaanRow(pid, value, lambda f: 1 if pred(f) else 0, frozenset(replaces), bonus)


def _limit(pid: HKPatternId, pred: Callable[[HKFacts], bool]) -> FaanRow:
    return FaanRow(pid, 0, lambda f: 1 if pred(f) else 0, frozenset(), False, True)


FAAN_TABLE: tuple[FaanRow, ...] = (
    # 1 faan
    _row(H.SELF_DRAW, 1, lambda f: f.self_draw),
    _row(H.CONCEALED_HAND, 1, lambda f: f.concealed),
    _row(H.ALL_CHOWS, 1, lambda f: f.chows == 4),
    FaanRow(H.DRAGON_PONG, 1, lambda f: f.dragon_pongs),
    _row(H.SEAT_WIND, 1, lambda f: f.seat_wind_pong),
    _row(H.PREVAILING_WIND, 1, lambda f: f.prevailing_wind_pong),
    _row(H.NO_BONUS, 1, lambda f: f.bonus_tiles == 0, bonus=True),
    _row(H.SEAT_FLOWER, 1, lambda f: f.seat_flower, bonus=True),
    _row(H.SEAT_SEASON, 1, lambda f: f.seat_season, bonus=True),
    _row(H.LAST_TILE, 1, lambda f: f.last_tile and f.self_draw),
    _row(H.REPLACEMENT, 1, lambda f: f.replacement),
    _row(H.ROBBING_KONG, 1, lambda f: f.robbed),
    _row(H.MIXED_TERMINALS, 1,
         lambda f: f.terminals_or_honours and f.terminal and f.honours),
    # 2 faan
    _row(H.ALL_FLOWERS, 2, lambda f: f.all_flowers, (H.SEAT_FLOWER,), bonus=True),
    _row(H.ALL_SEASONS, 2, lambda f: f.all_seasons, (H.SEAT_SEASON,), bonus=True),
    # 3 faan
    _row(H.ALL_PONGS, 3, lambda f: f.all_pongs),
    _row(H.MIXED_ONE_SUIT, 3, lambda f: f.number_suits <= 1),
    # 5-10 faan
    _row(H.SMALL_THREE_DRAGONS, 5, lambda f: f.dragon_pongs == 2 and f.dragon_pair,
         (H.DRAGON_PONG,)),
    _row(H.SMALL_FOUR_WINDS, 6, lambda f: f.wind_pongs == 3 and f.wind_pair,
         (H.SEAT_WIND, H.PREVAILING_WIND)),
    _row(H.PURE_ONE_SUIT, 7, lambda f: f.number_suits == 1 and not f.honours,
         (H.MIXED_ONE_SUIT,)),
    _row(H.BIG_THREE_DRAGONS, 8, lambda f: f.dragon_pongs == 3, (H.DRAGON_PONG,)),
    _row(H.FOUR_CONCEALED_PONGS, 8, lambda f: f.four_concealed_pongs,
         (H.ALL_PONGS, H.CONCEALED_HAND, H.SELF_DRAW)),
    _row(H.ALL_HONOURS, 10, lambda f: f.number_suits == 0, (H.ALL_PONGS, H.MIXED_ONE_SUIT)),
    # limit hands
    _limit(H.BIG_FOUR_WINDS, lambda f: f.wind_pongs == 4),
    _limit(H.THIRTEEN_ORPHANS, lambda f: f.orphans),
    _limit(H.NINE_GATES, lambda f: f.nine_gates),
    _limit(H.ALL_KONGS, lambda f: f.kongs == 4),
    _limit(H.ALL_TERMINALS, lambda f: f.terminals_or_honours and not f.honours),
    _limit(H.HEAVENLY, lambda f: f.heavenly),
    _limit(H.EARTHLY, lambda f: f.earthly),
)
"""docs/rules.md §3's faan table, in the order a score lists its rows."""

MODERN_POINTS: tuple[int, ...] = (1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384)
"""Modern base points P for 0-13 faan (docs/rules.md §3)."""

CLASSICAL_POINTS: tuple[int, ...] = (1, 2, 4, 8, 16, 16, 16, 32, 32, 32, 64, 64, 64, 64)
"""Classical base points Q for 0-13 faan: 0-3 -> 1, 2, 4, 8; 4-6 -> 16; 7-9 -> 32; 10+ -> 64."""


# ---------------------------------------------------------------------------------------------
# Profiles


@dataclass(frozen=True, slots=True, kw_only=True)
class HKProfile(TableRules):
    """A Hong Kong rule profile: options, the faan table and the point tables, as data."""

    settlement: PayModel
    faan_table: tuple[FaanRow, ...]
    modern_points: tuple[int, ...]  # P by faan, 0 to the largest limit offered
    classical_points: tuple[int, ...]  # Q by faan
    min_faan: int
    bonus_counts: bool  # bonus-tile faan count toward the minimum
    limit: int
    # The capability fields where Hong Kong differs (docs/rules.md §3, §3.1):
    unit: str = "faan"
    family: str = "hong-kong"
    analysis_family: Family = Family.HONG_KONG
    tile_count: int = 144  # suits, winds, dragons, four flowers and four seasons
    honours: bool = True
    bonus_tiles: bool = True
    chow: bool = True
    void_suit: bool = False
    bloody: bool = False  # one winner ends the hand
    dead_wall: int = 14  # the hand is drawn when 14 tiles remain
    kong_money: bool = False
    wind_rounds: int = 1  # a match of one wind round (four as a match option)

    NUMBER_OPTION_MOST: ClassVar[int] = 16

    @property
    def minimum(self) -> int:
        return self.min_faan

    @property
    def points_table(self) -> tuple[int, ...]:
        return self.modern_points if self.settlement is PayModel.MODERN \
            else self.classical_points

    def points(self, faan: int) -> int:
        """The base points (P or Q) of a hand of ``faan``, reduced to the limit first."""
        return self.points_table[max(0, min(faan, self.limit))]

    def house_fields(self) -> tuple[HouseField, ...]:
        """What a club may change on this record (docs/rules.md §5): who pays."""
        return (HouseField("settlement", "choice", self.settlement.value,
                           choices=(PayModel.MODERN.value, PayModel.CLASSICAL.value)),)

    def house_rows(self) -> tuple[HouseRow, ...]:
        """The faan rows as a club may change them: 0 to 13 faan or off; a limit hand off."""
        return tuple(HouseRow(r.id.value, r.value, "limit" if r.limit else "number", 13)
                     for r in self.faan_table)

    def house_points(self) -> tuple[int, ...] | None:
        """The base points by faan of the settlement in use (P or Q)."""
        return self.points_table

    def _number_option_ok(self, value: str) -> bool:
        return value.isascii() and value.isdigit() and 0 < int(value) <= 16

    def _number_option_words(self, key: str) -> str:
        return f"option {key} takes a whole number 1-16"

    def _applied(self, merged: dict[str, str]) -> HKProfile:
        p = replace(self, options=merged, min_faan=int(merged["min_faan"]),
                    bonus_counts=merged["bonus_counts"] == "yes",
                    limit=int(merged["limit"]), wind_rounds=int(merged["rounds"]))
        if any(key.startswith(HOUSE) for key in merged):
            p = replace(p, **hk_house_changes(p))
        return p


HK_HOUSE_FIELDS: tuple[str, ...] = ("settlement", "points.<faan>", "row.<pattern>")
"""What a club may change on a Hong Kong profile (docs/rules.md §5), beside the table options
(minimum, limit, bonus tiles counted): who pays (``settlement``: modern, the discarder pays;
classical, all pay), the base points of each faan in the table of that settlement (1 to
1,000,000, never falling as the faan rise), and each faan row's value (0 to 13) or ``off``
(a limit hand's row: ``on`` or ``off``)."""


def _hk_house_error(key: str, message: str, code: str = "bad_option_value") -> OptionError:
    return OptionError(code, f"{key}: {message}")


def hk_house_changes(p: HKProfile) -> dict[str, Any]:
    """The record fields the ``house.*`` options change on a Hong Kong profile, checked;
    raises ``OptionError`` whose message names the option. Applied twice, the same."""
    changes: dict[str, Any] = {}
    settlement = p.settlement
    points: dict[int, int] = {}
    values: dict[str, int] = {}
    off: set[str] = set()
    rows = {r.id.value: r for r in p.faan_table}
    known = {pid.value for pid in HKPatternId}
    for key, value in p.options.items():
        if not key.startswith(HOUSE):
            continue
        name = key[len(HOUSE):]
        if name == "settlement":
            if value not in (PayModel.MODERN.value, PayModel.CLASSICAL.value):
                raise _hk_house_error(key, f"takes modern or classical, not '{value}'")
            settlement = PayModel(value)
        elif name.startswith("points.") and name[7:].isdigit() and len(name) <= 9:
            faan = int(name[7:])
            if not 0 <= faan < len(MODERN_POINTS):
                raise _hk_house_error(key, f"faan 0 to {len(MODERN_POINTS) - 1}")
            if not (value.isascii() and value.isdigit() and len(value) <= 7
                    and 1 <= int(value) <= 1_000_000):
                raise _hk_house_error(key, f"takes a whole number from 1 to 1000000, not "
                                      f"'{value}'")
            points[faan] = int(value)
        elif name.startswith("row.") and name[4:] in known:
            pid = name[4:]
            if value == "off":
                off.add(pid)
                continue
            row = rows.get(pid)
            if row is None:
                raise _hk_house_error(key, f"{p.id} has no such row", "unknown_option")
            if row.limit:  # a limit hand counts ("on", as a complete file writes) or not
                if value != "on":
                    raise _hk_house_error(key, "a limit hand's row takes on or off")
                continue
            if not (value.isascii() and value.isdigit() and len(value) <= 2
                    and 0 <= int(value) <= 13):
                raise _hk_house_error(key, f"takes a whole number from 0 to 13, not "
                                      f"'{value}'")
            values[pid] = int(value)
        else:
            raise _hk_house_error(key, f"{p.id} has no house rule '{name}' (fields: "
                                  f"{', '.join(HK_HOUSE_FIELDS)})", "unknown_option")
    changes["settlement"] = settlement
    if points:
        which = "modern_points" if settlement is PayModel.MODERN else "classical_points"
        table = list(getattr(p, which))
        for faan, amount in points.items():
            table[faan] = amount
        if any(table[i + 1] < table[i] for i in range(len(table) - 1)):
            raise _hk_house_error("house.points", "the base points may not fall as the faan "
                                  "rise")
        changes[which] = tuple(table)
    if values or off:
        changes["faan_table"] = tuple(replace(r, value=values.get(r.id.value, r.value))
                                      for r in p.faan_table if r.id.value not in off)
    return changes


_OPTION_CHOICES: dict[str, tuple[str, ...]] = {
    "min_faan": ("3", "0", "1"),
    "bonus_counts": ("yes", "no"),
    "limit": ("10", "8", "13"),
    "rounds": (),  # the match length in wind rounds (a whole number; docs/rules.md §3.1)
}
_DEFAULTS: dict[str, str] = {key: choices[0] if choices else "1"
                             for key, choices in _OPTION_CHOICES.items()}

HK_MODERN = HKProfile(
    id="hk-modern", name="Hong Kong, VMC sheet, Modern (discarder pays)",
    settlement=PayModel.MODERN, faan_table=FAAN_TABLE, modern_points=MODERN_POINTS,
    classical_points=CLASSICAL_POINTS, min_faan=3, bonus_counts=True, limit=10,
    options=_DEFAULTS, option_choices=_OPTION_CHOICES,
)
"""Modern (the VMC sheet): a discard win is paid by the discarder alone, 2P (4P when East wins
or discards); a self-draw by a non-East player: East 2P, the others P; by East: 2P each."""

HK_CLASSICAL = HKProfile(
    id="hk-classical", name="Hong Kong, VMC sheet, Classical (all pay)",
    settlement=PayModel.CLASSICAL, faan_table=FAAN_TABLE, modern_points=MODERN_POINTS,
    classical_points=CLASSICAL_POINTS, min_faan=3, bonus_counts=True, limit=10,
    options=_DEFAULTS, option_choices=_OPTION_CHOICES,
)
"""Classical (the VMC sheet): every opponent pays Q, doubled for the discarder, doubled for
everyone on a self-draw, doubled when East pays or wins; the doublings multiply."""

HK_PROFILES: dict[str, HKProfile] = {p.id: p for p in (HK_MODERN, HK_CLASSICAL)}


# ---------------------------------------------------------------------------------------------
# Situation and results


def seat_wind(seat: int, dealer: int) -> int:
    """The wind (1 East .. 4 North) of ``seat`` when ``dealer`` is East."""
    return (seat - dealer) % 4 + 1


def dealer_for(seat: int, wind: int) -> int:
    """The dealer seat that gives ``seat`` the seat wind ``wind`` (1-4)."""
    return (seat - (wind - 1)) % 4


@dataclass(frozen=True, slots=True)
class HKSituation:
    """How and where a Hong Kong hand was won. ``discarder``: who discarded the winning tile,
    or whose added kong was robbed. East is the ``dealer`` seat; ``prevailing`` is 1-4."""

    win: WinType = WinType.SELF
    seat: int = 0
    discarder: int | None = None
    dealer: int = 0
    prevailing: int = 1
    events: frozenset[HKEvent] = frozenset()

    @property
    def seat_wind(self) -> int:
        return seat_wind(self.seat, self.dealer)


@dataclass(frozen=True, slots=True)
class HKLine:
    """One counted faan row: ``value`` faan per count (a limit hand: the limit)."""

    id: HKPatternId
    value: int
    count: int
    bonus: bool
    limit: bool


@dataclass(frozen=True, slots=True)
class HKScore:
    """A scored Hong Kong win. ``faan`` is after the limit (the row looked up), ``faan_total``
    before it; ``value`` is the base points (P or Q); ``payments`` settle it."""

    profile: str
    settlement: PayModel
    decomposition: Decomposition
    lines: tuple[HKLine, ...]
    replaced: tuple[tuple[HKPatternId, HKPatternId], ...]  # (row, the row that replaced it)
    limit_hand: HKPatternId | None
    faan_total: int
    faan: int
    limit: int
    limit_applied: bool
    bonus_faan: int
    counted_faan: int  # what the minimum is checked against
    min_faan: int
    meets_minimum: bool
    bonus_counts: bool
    bonus: tuple[Tile, ...]
    seat_wind: int
    prevailing_wind: int
    value: int
    payments: tuple[Payment, ...]
    unit: str = "faan"


HKResult = HKScore | NotWin | Invalid


# ---------------------------------------------------------------------------------------------
# Facts of one reading

_DRAGONS = frozenset(range(31, 34))
_WINDS = frozenset(range(27, 31))
_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def _nine_gates(hand: Sequence[Tile], melds: Sequence[Meld]) -> bool:
    if melds or len(hand) != 14 or len({t.suit for t in hand}) != 1 or not hand[0].is_number:
        return False
    counts = [0] * 9
    for t in hand[:-1]:
        counts[t.rank - 1] += 1
    return tuple(counts) == _GATES


def _facts(d: Decomposition, hand: Sequence[Tile], melds: Sequence[Meld],
           bonus: Sequence[Tile], s: HKSituation) -> HKFacts:
    all_tiles = [*hand, *(t for m in melds for t in m.tiles)]
    pongs: list[tuple[Tile, bool]] = []  # (tile, concealed)
    chows = kongs = 0
    pair: Tile | None = None
    for g in d.groups:
        if g.kind is GroupKind.PAIR:
            pair = g.tile
        elif g.kind is GroupKind.TRIPLET:
            pongs.append((g.tile, True))
        elif g.kind is GroupKind.SEQUENCE:
            chows += 1
    for m in melds:
        if m.kind is MeldKind.CHOW:
            chows += 1
        else:
            pongs.append((m.tile, m.kind is MeldKind.ANKONG))
            kongs += m.kind.is_kong
    orphans = d.form is Form.THIRTEEN_ORPHANS
    concealed = all(m.kind is MeldKind.ANKONG for m in melds)
    win_tile = hand[-1]
    # A discard (or a robbed tile) completing a triplet makes that pong exposed.
    four_concealed = (len(pongs) == 4 and all(c for _, c in pongs)
                      and (s.win is WinType.SELF or pair == win_tile))
    pong_tiles = [t for t, _ in pongs]
    wind = 26 + s.seat_wind
    prevailing = 26 + s.prevailing
    flowers = {t.rank for t in bonus if t.rank <= 4}
    seasons = {t.rank - 4 for t in bonus if t.rank > 4}
    return HKFacts(
        orphans=orphans,
        chows=chows,
        pongs=len(pongs),
        kongs=kongs,
        concealed=concealed,
        four_concealed_pongs=four_concealed,
        dragon_pongs=sum(1 for t in pong_tiles if t in _DRAGONS),
        dragon_pair=pair is not None and pair in _DRAGONS,
        wind_pongs=sum(1 for t in pong_tiles if t in _WINDS),
        wind_pair=pair is not None and pair in _WINDS,
        seat_wind_pong=wind in pong_tiles,
        prevailing_wind_pong=prevailing in pong_tiles,
        number_suits=len({t.suit for t in all_tiles if t.is_number}),
        honours=any(t.is_honour for t in all_tiles),
        terminals_or_honours=all(t.is_terminal or t.is_honour for t in all_tiles),
        terminal=any(t.is_terminal for t in all_tiles),
        nine_gates=_nine_gates(hand, melds),
        self_draw=s.win is WinType.SELF,
        robbed=s.win is WinType.ROBBED,
        last_tile=HKEvent.LAST_TILE in s.events,
        replacement=HKEvent.REPLACEMENT in s.events,
        heavenly=HKEvent.HEAVENLY in s.events,
        earthly=HKEvent.EARTHLY in s.events,
        bonus_tiles=len(bonus),
        seat_flower=s.seat_wind in flowers,
        seat_season=s.seat_wind in seasons,
        all_flowers=len(flowers) == 4,
        all_seasons=len(seasons) == 4,
    )


# ---------------------------------------------------------------------------------------------
# Evaluation


@dataclass(frozen=True, slots=True)
class _Eval:
    lines: tuple[HKLine, ...]
    replaced: tuple[tuple[HKPatternId, HKPatternId], ...]
    limit_hand: HKPatternId | None
    total: int
    faan: int
    bonus_faan: int
    counted: int


def evaluate(profile: HKProfile, facts: HKFacts) -> _Eval:
    """Apply the profile's faan table to one reading: rows, replacements, limit hands, limit."""
    applied = [(r, r.applies(facts)) for r in profile.faan_table]
    applied = [(r, n) for r, n in applied if n > 0]
    limits = [r for r, _ in applied if r.limit]
    if limits:
        first = limits[0]
        line = HKLine(first.id, profile.limit, 1, False, True)
        return _Eval((line,), tuple((r.id, first.id) for r in limits[1:]), first.id,
                     profile.limit, profile.limit, 0, profile.limit)
    kept: list[tuple[FaanRow, int]] = []
    replaced: list[tuple[HKPatternId, HKPatternId]] = []
    for r, n in applied:
        by = next((o.id for o, _ in applied if r.id in o.replaces), None)
        if by is None:
            kept.append((r, n))
        else:
            replaced.append((r.id, by))
    total = sum(r.value * n for r, n in kept)
    bonus_faan = sum(r.value * n for r, n in kept if r.bonus)
    faan = min(total, profile.limit)
    counted = faan if profile.bonus_counts else min(total - bonus_faan, profile.limit)
    lines = tuple(HKLine(r.id, r.value, n, r.bonus, False) for r, n in kept)
    return _Eval(lines, tuple(replaced), None, total, faan, bonus_faan, counted)


# ---------------------------------------------------------------------------------------------
# Payments


def hk_payments(profile: HKProfile, s: HKSituation, faan: int) -> tuple[Payment, ...]:
    """The payment rows of a win of ``faan`` (reduced to the limit here) under the profile's
    settlement model (docs/rules.md §3). East is ``s.dealer``. Rows come in payer seat order;
    each row is the base points doubled once for each of its ``doublings``."""
    base = profile.points(faan)
    east = s.dealer
    if s.win is WinType.SELF:
        reason = Reason.WIN_SELF_DRAW
    elif s.win is WinType.ROBBED:
        reason = Reason.WIN_ROBBED_KONG
    else:
        reason = Reason.WIN_DISCARD
    east_wins = (Doubling.DEALER_WINS,) if s.seat == east else ()
    modern = profile.settlement is PayModel.MODERN
    if modern and s.win is not WinType.SELF:
        assert s.discarder is not None  # the discarder alone pays 2P, 4P with East in
        payers: list[tuple[int, tuple[Doubling, ...]]] = [
            (s.discarder, (Doubling.DISCARDER, *east_wins,
                           *((Doubling.DEALER_PAYS,) if s.discarder == east else ())))]
    else:
        payers = []
        for p in SEATS:
            if p == s.seat:
                continue
            why: tuple[Doubling, ...] = ()
            if not modern and s.win is WinType.SELF:
                why += (Doubling.SELF_DRAW,)
            if p == s.discarder:
                why += (Doubling.DISCARDER,)
            why += east_wins or ((Doubling.DEALER_PAYS,) if p == east else ())
            payers.append((p, why))
    return tuple(Payment(p, s.seat, base << len(why), reason, doublings=why)
                 for p, why in payers)


# ---------------------------------------------------------------------------------------------
# Input checks


def _check(hand: Sequence[Tile], melds: Sequence[Meld], bonus: Sequence[Tile],
           s: HKSituation) -> Invalid | None:
    try:
        analysis.validate(hand, melds, sizes=(14,))
    except TileError as err:
        return Invalid(err.code.value, err.message)
    for t in bonus:
        if not (isinstance(t, int) and 34 <= t < 42):
            return Invalid("bad_bonus", f"{t} is not a bonus tile (1f-8f)")
    if len(set(bonus)) != len(bonus):
        twice = next(t for t in bonus if list(bonus).count(t) > 1)
        return Invalid("duplicate_bonus", f"{TILES[twice]} is given twice")
    seats = [s.seat, s.dealer] + ([] if s.discarder is None else [s.discarder])
    if any(x not in SEATS for x in seats):
        return Invalid("bad_seat", "seats are numbered 0 to 3")
    if s.prevailing not in (1, 2, 3, 4):
        return Invalid("bad_wind", "winds are numbered 1 (East) to 4 (North)")
    if s.win is WinType.SELF:
        if s.discarder is not None:
            return Invalid("discarder_on_self_draw", "a self-drawn win has no discarder")
    elif s.discarder is None:
        return Invalid("discarder_missing", "a win on a discard or a kong needs its player")
    elif s.discarder == s.seat:
        return Invalid("discarder_is_winner", "the winner cannot have discarded the tile")
    ev = s.events
    if HKEvent.LAST_TILE in ev and s.win is not WinType.SELF:
        return Invalid("bad_event", "the last tile scores only when it is self-drawn")
    if HKEvent.REPLACEMENT in ev:
        if s.win is not WinType.SELF:
            return Invalid("bad_event", "a replacement tile is drawn: it is a self-draw")
        if not bonus and not any(m.kind.is_kong for m in melds):
            return Invalid("bad_event", "a replacement tile follows a kong or a bonus tile")
    if HKEvent.HEAVENLY in ev and (s.win is not WinType.SELF or s.seat != s.dealer or melds):
        return Invalid("bad_event", "heavenly is the dealer's dealt hand winning at once")
    if HKEvent.EARTHLY in ev and (
            s.seat == s.dealer or melds or s.win is WinType.ROBBED
            or (s.win is WinType.DISCARD and s.discarder != s.dealer)):
        return Invalid("bad_event", "earthly is a non-dealer's win on the first tile: their "
                       "first draw or the dealer's first discard, before any call")
    if s.win is WinType.ROBBED:
        return robbed_tile_check(hand, melds)
    return None


# ---------------------------------------------------------------------------------------------
# Scoring


def score_hk(profile: HKProfile, hand: Sequence[Tile], melds: Sequence[Meld] = (),
             bonus: Sequence[Tile] = (), situation: HKSituation = HKSituation(), *,
             check_minimum: bool = True) -> HKResult:
    """Score a Hong Kong win: ``hand`` is the concealed tiles with the winning tile last,
    ``melds`` the declared sets (chows included), ``bonus`` the flowers and seasons (1f-8f).

    Returns ``Invalid`` for bad input, ``NotWin("not_winning_shape")``, and
    ``NotWin("below_minimum")`` when the counted faan are under the table minimum (with
    ``check_minimum=False`` the score comes back instead, its ``meets_minimum`` False).
    """
    s = situation
    bad = _check(hand, melds, bonus, s)
    if bad is not None:
        return bad
    if not analysis.is_win(hand, melds, family=Family.HONG_KONG):
        return NotWin("not_winning_shape")
    best: tuple[tuple[int, int], Decomposition, _Eval] | None = None
    for d in analysis.decompositions(hand, melds, family=Family.HONG_KONG):
        ev = evaluate(profile, _facts(d, hand, melds, bonus, s))
        key = (ev.faan, ev.total)
        if best is None or key > best[0]:
            best = (key, d, ev)
    assert best is not None  # is_win guarantees a reading
    _, d, ev = best
    meets = ev.counted >= profile.min_faan
    if check_minimum and not meets:
        return NotWin("below_minimum")
    return HKScore(
        profile=profile.id, settlement=profile.settlement, decomposition=d, lines=ev.lines,
        replaced=ev.replaced, limit_hand=ev.limit_hand, faan_total=ev.total, faan=ev.faan,
        limit=profile.limit, limit_applied=ev.total > profile.limit, bonus_faan=ev.bonus_faan,
        counted_faan=ev.counted, min_faan=profile.min_faan, meets_minimum=meets,
        bonus_counts=profile.bonus_counts, bonus=tuple(sorted(bonus)), seat_wind=s.seat_wind,
        prevailing_wind=s.prevailing, value=profile.points(ev.faan),
        payments=hk_payments(profile, s, ev.faan))
