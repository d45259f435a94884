"""The hands the teaching pages study (issue 30 item 7): how far a hand is from ready, which
tiles improve it, which discard keeps the most of them, what a ready hand waits on, which suit
to give up, when a hand is a flower pig, which discards let a threatening player win and what a
win would be worth. Each study is data; every number a page shows comes from the engine's
functions (``engine.analysis``, ``engine.calculator``, ``engine.settlement``) when the page is
built, through the functions below. No Qt here.

A page shows a study with ``{{study:ID}}`` and quotes one of its numbers or tiles in a sentence
with ``{{fact:ID:FIELD}}`` (``FIELDS`` lists what each kind offers; ``FIELD@TILE`` reads the
row of one tile or suit).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from mahjong_gui.engine import analysis
from mahjong_gui.engine.calculator import calculate
from mahjong_gui.engine.common import OptionError, WinType
from mahjong_gui.engine.family.base import AnySituation
from mahjong_gui.engine.family.registry import family_of
from mahjong_gui.engine.melds import Meld, parse_hand
from mahjong_gui.engine.rules import PROFILES, AnyProfile, get_profile
from mahjong_gui.engine.settlement import WallHand, wall_status
from mahjong_gui.engine.tiles import Tile, parse

SUITS = ("m", "p", "s")
KINDS = ("shanten", "discards", "waits", "turn", "void", "pig", "danger", "faan")


class StudyError(ValueError):
    """A study whose data the engine refuses (a bug in the data, found by the Learn tests)."""


@dataclass(frozen=True, slots=True)
class Study:
    """One hand to study. ``hand``: the player's tiles in hand notation (concealed tiles, melds
    as ``KIND:TILE``, bonus tiles); ``profile``: the rules it is read under (the family's
    forms, the void suit, the scores); ``void``: the player's void suit (Sichuan).

    - ``shanten``: a 13-tile hand: its shanten and improving tiles;
    - ``discards``: a 14-tile hand: every distinct discard with the shanten and improving
      tiles it leaves, best first (``rows``: how many to show, 0 all);
    - ``waits``: a ready 13-tile hand: its winning tiles and how many are left;
    - ``turn``: a 13-tile hand and the tile ``drawn``: the discard that keeps the most;
    - ``void``: a 13-tile hand before the void is chosen: each suit given up;
    - ``pig``: the hand at the wall's end with its ``void``: a flower pig or not, ready or
      not, under every Sichuan ruleset;
    - ``danger``: a 14-tile hand and a threatening player's hand (``threat``, its void
      ``threat_void``, its seat ``threat_seat``): each discard, what it leaves the player and
      whether the threat wins on it, and for how much;
    - ``faan``: a ready 13-tile Hong Kong hand: each winning tile's faan on a discard and
      self-drawn, against the table's minimum.
    """

    id: str
    kind: str
    hand: str
    profile: str = "mil"
    void: str | None = None
    drawn: str = ""
    rows: int = 0
    threat: str = ""
    threat_void: str | None = None
    threat_seat: int = 2
    seat: int = 0

    @property
    def rules(self) -> AnyProfile:
        return PROFILES[self.profile]

    def parsed(self) -> tuple[tuple[Tile, ...], tuple[Meld, ...], tuple[Tile, ...]]:
        return parse_hand(self.hand)


# -- what the engine says about a study ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Improving:
    """A 13-tile hand's shanten, the kinds that lower it and how many of them are unseen."""

    shanten: int
    kinds: tuple[Tile, ...]
    count: int


@dataclass(frozen=True, slots=True)
class DiscardRow:
    tile: Tile
    shanten: int
    kinds: tuple[Tile, ...]
    count: int
    waits: tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class VoidRow:
    suit: str
    held: int  # tiles of that suit in the hand
    shanten: int  # the hand's shanten with that suit given up
    count: int  # improving tiles then
    one_suit: int  # the shanten to one of the two kept suits alone (pure one suit)


@dataclass(frozen=True, slots=True)
class PigRow:
    profile: str
    pig: bool
    ready_value: int | None


@dataclass(frozen=True, slots=True)
class DangerRow:
    tile: Tile
    shanten: int
    count: int
    wins: bool  # the threat wins on this tile
    cost: int  # what the player pays for that win (0 when it is no win)


@dataclass(frozen=True, slots=True)
class FaanExample:
    tile: Tile
    discard: int  # faan counted on a discard
    self_draw: int  # faan counted self-drawn
    minimum: int  # the table's minimum


def _family(study: Study) -> analysis.Family:
    return study.rules.analysis_family


def _void(study: Study) -> str | None:
    return study.void if study.rules.void_suit else None


def improving(study: Study) -> Improving:
    hand, melds, _ = study.parsed()
    shanten = analysis.shanten(hand, melds, _void(study), family=_family(study))
    count, kinds = analysis.ukeire(hand, melds, _void(study), family=_family(study))
    return Improving(shanten, kinds, count)


def discard_rows(study: Study) -> list[DiscardRow]:
    """Every distinct discard, best first (the engine's order: shanten, then improving)."""
    hand, melds, _ = study.parsed()
    return [DiscardRow(o.tile, o.shanten, tuple(o.kinds), o.ukeire, tuple(o.waits))
            for o in analysis.discards(hand, melds, _void(study), family=_family(study))]


def waits(study: Study) -> tuple[tuple[Tile, ...], int]:
    """The winning tiles of a ready 13-tile hand and how many copies of them are unseen."""
    hand, melds, _ = study.parsed()
    found = analysis.waits(hand, melds, _void(study), family=_family(study))
    unseen = analysis.unseen_counts(hand, melds)
    return found, sum(unseen[t] for t in found)


def turn(study: Study) -> tuple[Tile, DiscardRow]:
    """The drawn tile and the discard the engine ranks first after it."""
    (drawn,) = parse(study.drawn)
    hand, melds, bonus = study.parsed()
    after = Study(study.id, "discards", " ".join(
        [analysis_text((*hand, drawn)), *(str(m) for m in melds)]), study.profile, study.void)
    return drawn, discard_rows(after)[0]


def analysis_text(tiles: Sequence[Tile]) -> str:
    return "".join(str(t) for t in tiles)


def void_rows(study: Study) -> list[VoidRow]:
    """Each suit given up, in the order m, p, s."""
    hand, melds, _ = study.parsed()
    shantens = analysis.void_shantens(hand, melds)
    rows = []
    for i, suit in enumerate(SUITS):
        count, _ = analysis.ukeire(hand, melds, suit)
        kept = [j for j in range(3) if j != i]
        one = min(analysis.shanten_within(hand, melds, frozenset({j})) for j in kept)
        held = sum(1 for t in hand if t.suit.value == suit)
        rows.append(VoidRow(suit, held, shantens[i], count, one))
    return rows


def best_void(study: Study) -> VoidRow:
    """The suit the shape says to give up: the lowest shanten, then the most improving tiles,
    then the fewest tiles held."""
    return min(void_rows(study), key=lambda r: (r.shanten, -r.count, r.held))


def pig_rows(study: Study) -> list[PigRow]:
    """The hand at the wall's end under every ruleset with a void suit, in the registry's
    order."""
    hand, melds, _ = study.parsed()
    out = []
    for pid, profile in PROFILES.items():
        if not profile.void_suit:
            continue
        st = wall_status(profile, WallHand(hand, melds, study.void))  # type: ignore[arg-type]
        out.append(PigRow(pid, st.pig, st.ready_value))
    return out


def _threat_situation(study: Study, profile: AnyProfile) -> AnySituation:
    return family_of(profile).situation(profile, WinType.DISCARD, study.threat_seat,
                                        study.seat, 0, void=study.threat_void, prevailing=1)


def threat_cost(study: Study, tile: Tile) -> int:
    """What the player pays when the threat wins on ``tile`` (0: the threat cannot win on it:
    not a winning tile, a void-suit tile, or a win below a Hong Kong table's minimum)."""
    profile = study.rules
    hand, melds, bonus = parse_hand(study.threat)
    if (profile.void_suit and study.threat_void is not None
            and tile.suit.value == study.threat_void):
        return 0
    if tile not in analysis.waits(hand, melds, study.threat_void if profile.void_suit else None,
                                  family=_family(study)):
        return 0
    calc = calculate(profile, (*hand, tile), melds, _threat_situation(study, profile), bonus,
                     prevailing=1)
    if calc.score is None:
        return 0
    return sum(p.amount for p in calc.payments if p.payer == study.seat)


def threat_waits(study: Study) -> tuple[Tile, ...]:
    hand, melds, _ = parse_hand(study.threat)
    return analysis.waits(hand, melds, study.threat_void if study.rules.void_suit else None,
                          family=_family(study))


def danger_rows(study: Study) -> list[DangerRow]:
    """Each distinct discard in the engine's order, with whether the threat wins on it."""
    out = []
    for row in discard_rows(study):
        cost = threat_cost(study, row.tile)
        out.append(DangerRow(row.tile, row.shanten, row.count, cost > 0, cost))
    return out


def safest(study: Study) -> DangerRow:
    """The discard that keeps the hand best among those the threat cannot win on."""
    safe = [r for r in danger_rows(study) if not r.wins]
    if not safe:
        raise StudyError(f"{study.id}: every discard lets the threat win")
    return safe[0]


def _faan(study: Study, profile: AnyProfile, hand: Sequence[Tile], melds: Sequence[Meld],
          bonus: Sequence[Tile], win: WinType) -> int:
    """The win's total in the profile's unit (its faan), as its family's score view counts
    it; a family whose score is not headed by that total (Sichuan's) has no faan study."""
    seat = study.seat
    situation = family_of(profile).situation(
        profile, win, seat, None if win is WinType.SELF else (seat + 1) % 4, 0, prevailing=1)
    calc = calculate(profile, hand, melds, situation, bonus, prevailing=1)
    if calc.view is None:
        raise StudyError(f"not a win: {calc.result}")
    if calc.view.headline != "total":
        raise StudyError(f"{study.id}: faan are Hong Kong's")
    return calc.view.total


def faan_rows(study: Study) -> list[FaanExample]:
    """Each winning tile of a ready Hong Kong hand: its faan on a discard and self-drawn,
    counted at a table without a minimum, beside the study's table minimum."""
    profile = study.rules
    try:
        counted = get_profile(profile.id, {"min_faan": "0"})
    except OptionError:  # rules without a minimum in faan
        raise StudyError(f"{study.id}: faan are Hong Kong's") from None
    hand, melds, bonus = study.parsed()
    out = []
    for t in analysis.waits(hand, melds, family=_family(study)):
        whole = (*hand, t)
        out.append(FaanExample(t, _faan(study, counted, whole, melds, bonus, WinType.DISCARD),
                           _faan(study, counted, whole, melds, bonus, WinType.SELF),
                           profile.minimum))
    return out


# -- the facts a sentence may quote -------------------------------------------------------------

# Per kind, the fields ``{{fact:ID:FIELD}}`` reads: "n" a number, "t" tiles, "s" a suit.
FIELDS: Mapping[str, Mapping[str, str]] = MappingProxyType({
    "shanten": {"shanten": "n", "improving": "n", "kinds": "n"},
    "discards": {"best": "t", "best_shanten": "n", "best_improving": "n", "improving@": "n",
                 "shanten@": "n", "worst": "t", "worst_improving": "n"},
    "waits": {"waits": "t", "left": "n", "kinds": "n"},
    "turn": {"drawn": "t", "discard": "t", "shanten": "n", "improving": "n"},
    "void": {"best": "s", "shanten@": "n", "improving@": "n", "held@": "n", "one_suit@": "n"},
    "pig": {},
    "danger": {"best": "t", "shanten": "n", "safest": "t", "safest_shanten": "n",
               "cost@": "n", "dealing": "n", "safe": "n", "waits": "t"},
    "faan": {"minimum": "n", "discard@": "n", "self@": "n"},
})


def fact(study: Study, field: str) -> tuple[str, int | tuple[Tile, ...] | str]:
    """One fact of a study: its type ("n", "t" or "s") and value. Raises StudyError for a
    field the kind does not offer."""
    name, at, arg = field.partition("@")
    key = name + at
    kind = FIELDS.get(study.kind, {}).get(key)
    if kind is None or bool(at) != bool(arg):
        raise StudyError(f"{study.id}: no field {field!r} for a {study.kind} study")
    value = _fact(study, name, arg)
    return kind, value


def _tile_arg(study: Study, arg: str) -> Tile:
    try:
        (t,) = parse(arg)
    except ValueError as err:
        raise StudyError(f"{study.id}: {arg!r} is not one tile") from err
    return t


def _row(rows: Sequence[DiscardRow] | Sequence[DangerRow], study: Study,
         arg: str) -> DiscardRow | DangerRow:
    t = _tile_arg(study, arg)
    for r in rows:
        if r.tile == t:
            return r
    raise StudyError(f"{study.id}: {arg} is not a discard of this hand")


def _fact(study: Study, name: str, arg: str) -> int | tuple[Tile, ...] | str:
    k = study.kind
    if k == "shanten":
        imp = improving(study)
        return {"shanten": imp.shanten, "improving": imp.count, "kinds": len(imp.kinds)}[name]
    if k == "discards":
        rows = discard_rows(study)
        if name == "best":
            return (rows[0].tile,)
        if name == "best_shanten":
            return rows[0].shanten
        if name == "best_improving":
            return rows[0].count
        if name == "worst":
            return (rows[-1].tile,)
        if name == "worst_improving":
            return rows[-1].count
        row = _row(rows, study, arg)
        return row.count if name == "improving" else row.shanten
    if k == "waits":
        found, left = waits(study)
        facts: dict[str, int | tuple[Tile, ...] | str] = {
            "waits": found, "left": left, "kinds": len(found)}
        return facts[name]
    if k == "turn":
        drawn, row = turn(study)
        facts = {"drawn": (drawn,), "discard": (row.tile,), "shanten": row.shanten,
                 "improving": row.count}
        return facts[name]
    if k == "void":
        if name == "best":
            return best_void(study).suit
        if arg not in SUITS:
            raise StudyError(f"{study.id}: {arg!r} is not a suit")
        vrow = next(r for r in void_rows(study) if r.suit == arg)
        return {"shanten": vrow.shanten, "improving": vrow.count, "held": vrow.held,
                "one_suit": vrow.one_suit}[name]
    if k == "danger":
        if name == "best":
            return (discard_rows(study)[0].tile,)
        if name == "shanten":
            return discard_rows(study)[0].shanten
        if name == "safest":
            return (safest(study).tile,)
        if name == "safest_shanten":
            return safest(study).shanten
        if name == "waits":
            return threat_waits(study)
        drows = danger_rows(study)
        if name == "dealing":
            return sum(1 for r in drows if r.wins)
        if name == "safe":
            return sum(1 for r in drows if not r.wins)
        return threat_cost(study, _tile_arg(study, arg))  # any tile, held or not
    if k == "faan":
        if name == "minimum":
            return study.rules.minimum
        t = _tile_arg(study, arg)
        frow = next((r for r in faan_rows(study) if r.tile == t), None)
        if frow is None:
            raise StudyError(f"{study.id}: {arg} is not a winning tile")
        return frow.discard if name == "discard" else frow.self_draw
    raise StudyError(f"{study.id}: no facts for a {k} study")


# -- the studies --------------------------------------------------------------------------------

_STUDIES: tuple[Study, ...] = (
    # The shanten page (mil; bamboo is the void suit, so the hands hold two suits)
    Study("sh-two", "shanten", "345m 68m 23p 57p 99p 1m 9m", void="s"),
    Study("sh-discards", "discards", "345m 68m 234p 57p 99p 1m 9m", void="s", rows=8),
    Study("sh-ready", "waits", "345m 678m 23p 567p 99p", void="s"),
    Study("sh-ready-single", "waits", "345m 678m 13p 567p 99p", void="s"),
    Study("sh-pairs", "shanten", "11m 44m 77m 22p 99p 3p 5p 8p", void="s"),
    # The Sichuan page's pictures: a turn, a void choice, a ready hand, two flower pigs
    Study("ps-turn", "turn", "123m 45m 9m 22p 5p 678p 9p", drawn="6m", void="s"),
    Study("ps-void", "void", "1235m 4799p 88p 3s 7s 9s"),
    Study("ps-ready", "waits", "234m 67m 55p 456p 789p", void="s"),
    Study("ps-pig-three", "pig", "123m 456m 789p 4p 55p 9s", void="s"),
    Study("ps-pig-void", "pig", "123m 456m 7m 789p 55p 1p", void="p"),
    # Strategy and defence: Sichuan (mil; the player is An, seat 0; the threat Chi, seat 2)
    Study("ss-void-value", "void", "1123457899m 4p 2s 8s"),
    Study("ss-ready-choice", "discards", "234m 56m 8m 44p 567p 789p", void="s", rows=6),
    Study("ss-fold", "danger", "1m 477m 9m 1p 24p 3p 55p 6p 8p 9p", void="s",
          threat="123m 456m 789m 23m 55m", threat_void="s"),
    Study("ss-safe-void", "danger", "2m 4m 56m 9m 23p 3p 456p 78p 9p", void="s",
          threat="234m 567m 78m 555s 66s", threat_void="p"),
    Study("ss-safe-one-suit", "danger", "1234569m 22s 34s 678s", void="p",
          threat="11s 23s pong:5s pong:8s pong:9s", threat_void="p"),
    # Strategy and defence: Hong Kong (hk-modern, minimum 3 faan; the threat is West, seat 2)
    Study("hk-faan", "faan", "123m 456m 55z 99p pong:6z", profile="hk-modern", seat=1),
    Study("hk-efficiency", "discards", "23m 456m 9m 46p 8p 1s 5z 77z 3z", profile="hk-modern",
          rows=7),
    Study("hk-fold", "danger", "6m 9m 23p 456p 78s 1s 55z 3z 4s", profile="hk-modern",
          threat="234m 66m 78m pong:9m pong:7z"),
)

STUDIES: Mapping[str, Study] = MappingProxyType({s.id: s for s in _STUDIES})


def check(study: Study) -> None:
    """Raise StudyError when the engine cannot read the study as its kind says."""
    if study.kind not in KINDS:
        raise StudyError(f"{study.id}: unknown kind {study.kind}")
    if study.profile not in PROFILES:
        raise StudyError(f"{study.id}: unknown rules {study.profile}")
    hand, melds, _ = study.parsed()
    size = len(hand) + 3 * len(melds)
    wanted = 14 if study.kind in ("discards", "danger") else 13
    if size != wanted:
        raise StudyError(f"{study.id}: {size} tiles, a {study.kind} study takes {wanted}")
    if study.kind == "waits" and not waits(study)[0]:
        raise StudyError(f"{study.id}: not ready")
    if study.kind == "danger" and not threat_waits(study):
        raise StudyError(f"{study.id}: the threat is not ready")

