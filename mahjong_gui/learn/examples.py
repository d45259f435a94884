"""The worked examples shown on the Learn pages, as data the engine settles when a page is built.

A ``WinExample`` is one win (it loads into the calculator); a ``HandExample`` is a whole hand or
session in the ledger format (it loads into the scorebook). No total is written here: every
number on a page comes from ``settle``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from mahjong_gui.engine.calculator import Calculation, calculate
from mahjong_gui.engine.common import SEATS, Payment, WinType
from mahjong_gui.engine.family.base import AnySituation, TableRow
from mahjong_gui.engine.family.registry import family_of
from mahjong_gui.engine.ledger import SessionResult, read_session, settle_session
from mahjong_gui.engine.melds import Meld, parse_hand
from mahjong_gui.engine.rules import PROFILES, AnyProfile
from mahjong_gui.engine.tiles import Tile

# Names the worked examples of docs/rules.md §4 give their players (the MIL introduction's).
MIL_NAMES = ("An", "Bình", "Chi", "Dũng")


@dataclass(frozen=True, slots=True)
class WinExample:
    """One win as the calculator takes it: hand notation (winning tile last, melds as
    ``KIND:TILE``, bonus tiles), how it was won, who is still in, its events by id (those of
    its profile's family). The dealer is seat 0 and no void suit is named (the suit missing
    from the hand), as the calculator loads it."""

    id: str
    profile: str
    text: str
    win: WinType = WinType.SELF
    discarder: int | None = None
    seat: int = 0
    in_seats: tuple[int, ...] = SEATS
    events: tuple[str, ...] = ()
    names: tuple[str, ...] | None = None  # None: the seat winds

    @property
    def kind(self) -> str:
        return "win"


@dataclass(frozen=True, slots=True)
class HandExample:
    """A whole hand (or session) as a ledger document (docs/guide.md "ledger")."""

    id: str
    document: Mapping[str, Any] = field(default_factory=dict)

    @property
    def kind(self) -> str:
        return "hand"

    @property
    def profile(self) -> str:
        return str(self.document["rules"])

    @property
    def names(self) -> tuple[str, ...] | None:
        players = self.document.get("players")
        return tuple(players) if players else None


Example = WinExample | HandExample


def parsed(example: WinExample) -> tuple[tuple[Tile, ...], tuple[Meld, ...], tuple[Tile, ...]]:
    """The example's concealed tiles (winning tile last), melds and bonus tiles."""
    return parse_hand(example.text)


def situation(example: WinExample, profile: AnyProfile) -> AnySituation:
    """The situation exactly as the calculator builds it from the loaded example."""
    discarder = None if example.win is WinType.SELF else example.discarder
    return family_of(profile).situation(profile, example.win, example.seat, discarder, 0,
                                        in_seats=example.in_seats, prevailing=1,
                                        events=example.events)


def settle_win(example: WinExample, profile: AnyProfile | None = None) -> Calculation:
    """The example's win under its own profile, or under ``profile`` (another set of rules of
    its family: learn/differences.py)."""
    profile = PROFILES[example.profile] if profile is None else profile
    hand, melds, bonus = parsed(example)
    return calculate(profile, hand, melds, situation(example, profile), bonus, prevailing=1)


def settle_hand(example: HandExample) -> SessionResult:
    return settle_session(read_session(dict(example.document)))


@dataclass(frozen=True, slots=True)
class Settled:
    """What a page shows for an example: payment rows and each seat's total (or, for a hand
    that is not a win, the engine's reason)."""

    payments: tuple[Payment, ...]
    totals: tuple[int, int, int, int]
    calculation: Calculation | None = None
    session: SessionResult | None = None

    @property
    def error(self) -> str | None:
        if self.calculation is not None and self.calculation.score is None:
            result = self.calculation.result
            return str(getattr(result, "code", None) or getattr(result, "reason", "invalid"))
        return None


def settle(example: Example) -> Settled:
    if isinstance(example, WinExample):
        c = settle_win(example)
        return Settled(c.payments, c.deltas, calculation=c)
    result = settle_hand(example)
    rows = tuple(p for hand in result.hands for p in hand.payments)
    return Settled(rows, result.totals, session=result)


def _session(rules: str, events: list[dict[str, Any]],
             players: tuple[str, ...] = MIL_NAMES) -> Mapping[str, Any]:
    return MappingProxyType({"rules": rules, "players": list(players), "dealer": 0,
                             "hands": [{"events": events}]})


_EXAMPLE_8_EVENTS: list[dict[str, Any]] = [
    {"type": "kong", "seat": 2, "kind": "concealed"},
    {"type": "win", "seat": 0, "from": 3, "hand": "123456m234p789p55m"},
    {"type": "wall_end", "players": {
        "1": {"hand": "123m456m789m2345m"},
        "2": {"hand": "123s456s1p3p5p7p", "melds": ["ankong:9s"]},
        "3": {"hand": "123m456p789s1234m"}}},
]

_EXAMPLES: tuple[Example, ...] = (
    # docs/rules.md §4 example 1 (the mahjchina guide's own examples)
    WinExample("mahjchina-plain-self", "mahjchina", "123456m234p789p55m"),
    WinExample("mahjchina-plain-discard", "mahjchina", "123456m234p789p55m", WinType.DISCARD, 1),
    WinExample("mahjchina-plain-one-out", "mahjchina", "123456m234p789p55m", in_seats=(0, 1, 2)),
    WinExample("mahjchina-short", "mahjchina", "123456m234p789p5m"),
    # example 2
    WinExample("mahjchina-all-pongs", "mahjchina", "111m222m333p444p55m"),
    # example 3 (the MIL introduction's self-draw after a winner left)
    WinExample("mil-pure-after-winner", "mil", "123m456m789m234m55m", seat=1,
               in_seats=(1, 2, 3), names=MIL_NAMES),
    # example 4 (the MIL introduction's whole hand)
    HandExample("mil-whole-hand", _session("mil", [
        {"type": "win", "seat": 0, "from": 1, "hand": "123456m234p789p55m"},
        {"type": "win", "seat": 2, "hand": "111m222m333p444p55m"},
        {"type": "win", "seat": 3, "from": 1, "hand": "123456m234p789p55m"}])),
    # example 5 (the VMC sheet: South wins 5 faan)
    WinExample("hk-modern-south-discard", "hk-modern", "12345678911m pong:7z",
               WinType.DISCARD, 2, seat=1),
    WinExample("hk-modern-south-self", "hk-modern", "12345678911m pong:7z 1f", seat=1),
    WinExample("hk-classical-south-discard", "hk-classical", "12345678911m pong:7z",
               WinType.DISCARD, 2, seat=1),
    WinExample("hk-classical-south-self", "hk-classical", "12345678911m pong:7z 1f", seat=1),
    # example 6
    WinExample("majsoul-one-han-tsumo", "majsoul", "123456m234p789p55m"),
    # example 7
    WinExample("competition-pure-pongs", "competition", "111333555777m99m"),
    # example 8 and its competition twin
    HandExample("mil-wall-end", _session("mil", _EXAMPLE_8_EVENTS)),
    HandExample("competition-wall-end", _session("competition", _EXAMPLE_8_EVENTS)),
    HandExample("mahjchina-wall-end", _session("mahjchina", _EXAMPLE_8_EVENTS)),
    HandExample("majsoul-wall-end", _session("majsoul", _EXAMPLE_8_EVENTS)),
    # more, for the profile pages
    WinExample("mil-dragon-seven-pairs", "mil", "11223344m5555p66p", WinType.DISCARD, 2,
               names=MIL_NAMES),
    WinExample("mahjchina-dragon-seven-pairs", "mahjchina", "11223344m5555p66p",
               WinType.DISCARD, 2),
    WinExample("mahjchina-golden-hook-bloom", "mahjchina",
               "55p pong:1m kong:3m ankong:7p pong:9p", events=("kong-bloom",)),
    WinExample("majsoul-eighteen-arhats", "majsoul", "33m kong:2m ankong:5p addkong:7p kong:9m"),
    # a kong bloom on the replacement of an exposed kong: competition's feeder pays alone
    HandExample("competition-bloom-exposed", _session("competition", [
        {"type": "kong", "seat": 1, "kind": "exposed", "from": 2},
        {"type": "win", "seat": 1, "hand": "123m456p789p55p", "melds": ["kong:9m"],
         "events": ["kong-bloom"]}])),
    HandExample("mil-bloom-exposed", _session("mil", [
        {"type": "kong", "seat": 1, "kind": "exposed", "from": 2},
        {"type": "win", "seat": 1, "hand": "123m456p789p55p", "melds": ["kong:9m"],
         "events": ["kong-bloom"]}])),
    WinExample("mil-robbed", "mil", "123456m234p55m789p", WinType.ROBBED, 3, names=MIL_NAMES),
    WinExample("majsoul-pure-seven-pairs-discard", "majsoul", "11335577992244m",
               WinType.DISCARD, 3),
    WinExample("hk-modern-east-self", "hk-modern", "123m456m789m11m pong:1z", seat=0),
    WinExample("hk-classical-east-self", "hk-classical", "123m456m789m11m pong:1z", seat=0),
    # the Sichuan kong money example (a kong, then a kong discard: mil refunds)
    HandExample("mil-kong-discard", _session("mil", [
        {"type": "kong", "seat": 1, "kind": "concealed"},
        {"type": "win", "seat": 0, "from": 1, "hand": "123456m234p789p55m",
         "events": ["kong-discard"]}])),
    HandExample("majsoul-kong-discard", _session("majsoul", [
        {"type": "kong", "seat": 1, "kind": "concealed"},
        {"type": "win", "seat": 0, "from": 1, "hand": "123456m234p789p55m",
         "events": ["kong-discard"]}], ("Aoi", "Ren", "Saki", "Taro"))),
    # several winners on one discard
    HandExample("mil-two-on-one", _session("mil", [
        {"type": "win", "seat": 0, "from": 2, "hand": "123456m234p789p55m"},
        {"type": "win", "seat": 1, "from": 2, "hand": "111m222m333p444p55m"}])),
    # competition: a false win (scorebook only)
    HandExample("competition-false-win", _session("competition", [
        {"type": "win", "seat": 0, "from": 1, "hand": "123456m234p789p55m"},
        {"type": "penalty", "seat": 2, "kind": "false_win"}])),
)

EXAMPLES: Mapping[str, Example] = MappingProxyType({e.id: e for e in _EXAMPLES})

# One hand shown under every profile (the "How the rulesets differ" page and {{compare:...}}).
COMPARE_HANDS: Mapping[str, WinExample] = MappingProxyType({
    "pure-pongs": WinExample("pure-pongs", "mil", "111333555777m99m"),
    "dragon-pairs": WinExample("dragon-pairs", "mil", "11223344m5555p66p", WinType.DISCARD, 2),
    "plain": WinExample("plain", "mil", "123456m234p789p55m"),
    "pong-discard": WinExample("pong-discard", "mil", "123m456m234p55m pong:7p", WinType.DISCARD,
                               2),
})


@dataclass(frozen=True, slots=True)
class PatternHand:
    """A hand that scores one pattern row (the profile pages draw it beside the row)."""

    text: str
    win: WinType = WinType.DISCARD
    discarder: int | None = 1
    seat: int = 0
    events: tuple[str, ...] = ()

    def example(self, profile: str, pattern: str) -> WinExample:
        return WinExample(f"{profile}/{pattern}", profile, self.text, self.win,
                          None if self.win is WinType.SELF else self.discarder, self.seat,
                          events=self.events)


_SELF = WinType.SELF
_PLAIN = "123456m234p789p55m"
_CHOWS = "123m456m789m234p11p"  # Hong Kong: concealed, all chows, no bonus tiles

# Keyed by pattern id; "profile/pattern" overrides one profile.
PATTERN_HANDS: Mapping[str, PatternHand] = MappingProxyType({
    "plain_win": PatternHand(_PLAIN),
    "all_pongs": PatternHand("111m222m333p444p55m"),
    "pure_one_suit": PatternHand("123m456m789m234m55m"),
    "seven_pairs": PatternHand("1133557799m2244p"),
    "golden_hook": PatternHand("55p pong:1m pong:3m pong:7p pong:9p"),
    "dragon_seven_pairs": PatternHand("11223344m5555p66p"),
    "root": PatternHand("11123m456p789p55p1m"),
    "last_tile_draw": PatternHand(_PLAIN, _SELF, events=("last-tile",)),
    "last_tile_discard": PatternHand(_PLAIN, events=("last-tile",)),
    "last_tile": PatternHand(_PLAIN, _SELF, events=("last-tile",)),
    "kong_discard": PatternHand(_PLAIN, events=("kong-discard",)),
    "robbing_kong": PatternHand("123456m234p55m789p", WinType.ROBBED),
    "kong_bloom": PatternHand("123m456p789p55p kong:9m", _SELF, events=("kong-bloom",)),
    "heavenly": PatternHand(_PLAIN, _SELF, events=("heavenly",)),
    "earthly": PatternHand(_PLAIN, WinType.DISCARD, 0, seat=1, events=("earthly",)),
    "majsoul/earthly": PatternHand(_PLAIN, _SELF, seat=1, events=("earthly",)),
    "terminals": PatternHand("123m789m123p999p11m"),
    "two_five_eight": PatternHand("222555888m222p55p"),
    "eighteen_arhats": PatternHand("33m kong:2m ankong:5p addkong:7p kong:9m", _SELF),
    "pure_all_pongs": PatternHand("111333555777m99m"),
    "pure_seven_pairs": PatternHand("11335577992244m"),
    "pure_dragon_seven_pairs": PatternHand("11335577996666m"),
    "pure_golden_hook": PatternHand("55m pong:1m pong:3m pong:7m pong:9m"),
    "pure_terminals": PatternHand("123m789m123m999m11m"),
    "pure_eighteen_arhats": PatternHand("33m kong:2m ankong:5m addkong:7m kong:9m", _SELF),
    # Hong Kong (seat 0 is East, the dealer; East is the prevailing wind)
    "self_draw": PatternHand(_CHOWS, _SELF),
    "concealed_hand": PatternHand(_CHOWS, _SELF),
    "all_chows": PatternHand(_CHOWS),
    "dragon_pong": PatternHand("123m456m789m11p pong:5z", _SELF, seat=1),
    "seat_wind": PatternHand("123m456m789m11p pong:2z", _SELF, seat=1),
    "prevailing_wind": PatternHand("123m456m789m11p pong:1z", _SELF, seat=1),
    "no_bonus": PatternHand(_CHOWS),
    "seat_flower": PatternHand(_CHOWS + " 1f", _SELF),
    "seat_season": PatternHand(_CHOWS + " 5f", _SELF),
    "hong-kong/last_tile": PatternHand(_CHOWS, _SELF, events=("last-tile",)),
    "replacement": PatternHand("123m456m789m11p kong:3p", _SELF,
                               events=("replacement",)),
    "hong-kong/robbing_kong": PatternHand("123m456m789m11p23p4p", WinType.ROBBED),
    "mixed_terminals": PatternHand("111m999m111p22z pong:1z", _SELF),
    "all_flowers": PatternHand(_CHOWS + " 1f2f3f4f", _SELF),
    "all_seasons": PatternHand(_CHOWS + " 5f6f7f8f", _SELF),
    "hong-kong/all_pongs": PatternHand("333p444p55m pong:1m pong:2m"),
    "mixed_one_suit": PatternHand("12345678911m pong:7z"),
    "small_three_dragons": PatternHand("123m456p55z pong:6z pong:7z"),
    "small_four_winds": PatternHand("123m44z pong:1z pong:2z pong:3z"),
    "hong-kong/pure_one_suit": PatternHand("123m456m789m234m55m"),
    "big_three_dragons": PatternHand("123m55m pong:5z pong:6z pong:7z"),
    "four_concealed_pongs": PatternHand("111m222m333p444p55m", _SELF),
    "all_honours": PatternHand("44z pong:1z pong:2z pong:5z pong:6z"),
    "big_four_winds": PatternHand("55m pong:1z pong:2z pong:3z pong:4z"),
    "thirteen_orphans": PatternHand("19m19p19s1234567z1m"),
    "nine_gates": PatternHand("1112345678999m5m", _SELF),
    "all_kongs": PatternHand("55m kong:1m kong:2p ankong:3p kong:4p", _SELF),
    "all_terminals": PatternHand("111m999m111p999p11s"),
    "hong-kong/heavenly": PatternHand(_CHOWS, _SELF, events=("heavenly",)),
    "hong-kong/earthly": PatternHand(_CHOWS, _SELF, seat=1, events=("earthly",)),
})


def pattern_rows(profile: AnyProfile) -> tuple[TableRow, ...]:
    """The rows of the profile's scoring table, as its family lists them."""
    return family_of(profile).table_rows(profile)


def pattern_example(profile: AnyProfile, pattern: str) -> WinExample | None:
    """The hand drawn beside ``pattern`` on ``profile``'s page: the profile's own, then its
    family's, then the shared one."""
    hand = (PATTERN_HANDS.get(f"{profile.id}/{pattern}")
            or PATTERN_HANDS.get(f"{profile.family}/{pattern}")
            or PATTERN_HANDS.get(pattern))
    return hand.example(profile.id, pattern) if hand is not None else None


def lookup(example_id: str) -> Example | None:
    """A worked example by id: one of ``EXAMPLES``, or a pattern row's hand
    (``"profile/pattern"``, as the profile pages link it)."""
    found = EXAMPLES.get(example_id)
    if found is not None:
        return found
    profile_id, _, pattern = example_id.partition("/")
    profile = PROFILES.get(profile_id)
    if profile is None or pattern not in {r.id for r in pattern_rows(profile)}:
        return None
    return pattern_example(profile, pattern)
