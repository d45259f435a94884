"""The guided hands, one per Sichuan ruleset and one for Hong Kong: a fixed wall, the other
seats' scripted choices and the steps the learner takes (docs/rules.md §2 for Sichuan, §3 and
§3.1 for Hong Kong).

The learner is seat 0, the dealer. Every decision the table asks of seat 0 is one step, with
its one right action; the steps without an action are pauses on something that happened at the
table (a bonus tile replaced, another player's win, the settlement) that the learner reads and
continues from. Explanation ids name texts the faces translate (``ui/guided_page.py``); page ids
name a Learn page and an anchor in it (``resources/learn/en/<page>.html``).

Sichuan has a lesson per ruleset: the classic rules (``mil``, "sichuan-mil": no exchange, fan
and base points), mahjchina's ("sichuan-mahjchina": passing up a win, 过胡, and base values
that roots double), the competition rules' ("sichuan-competition": passing up a pong, 过碰, the
cap of 3 fan and rank points) and Mahjong Soul's (``majsoul``, "sichuan": the only ruleset here
that plays the exchange of three tiles, and the lesson shows that step). Hong Kong uses
``hk-modern``. Which lesson teaches a profile is decided here only (``lesson_for_profile``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import PROFILES, AnyProfile, get_profile
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView
from mahjong_gui.guided.walls import build_wall, parse

LEARNER = 0

# What a step is about; an action step's kind is the event its action produces, a pause's the
# event it waits for.
ACTION_KINDS = ("exchange", "void", "discard", "chow", "pong", "kong", "win", "pass")
# "other_discard": another seat's discard the learner is not offered (a pass restriction).
PAUSE_KINDS = ("bonus", "other_win", "other_discard", "settlement")


class LessonError(RuntimeError):
    """A lesson whose wall or scripts do not produce its steps (a bug in the lesson data,
    found by the lesson tests)."""


@dataclass(frozen=True, slots=True)
class Step:
    kind: str
    explanation: str  # an explanation id (texts in ui/guided_page.py)
    page: str  # a Learn page id with its anchor: "play-sichuan#void"
    action: Action | None = None  # the learner's one right action; None: a pause
    refusal: str = ""  # the explanation id shown for another legal action

    @property
    def is_pause(self) -> bool:
        return self.action is None


@dataclass(frozen=True, slots=True)
class Script:
    """What another seat does: its exchange and void, and whether it takes a win offered.
    Otherwise it passes every claim and discards the tile it just drew (or a void tile while
    it holds one, the lowest first)."""

    exchange: str = ""
    void: str = ""
    wins: bool = False


class ScriptedPlayer:
    """A ``Player`` for ``engine.table``: picks its script's action from ``legal``."""

    def __init__(self, script: Script) -> None:
        self.script = script

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        acts = {a.act for a in legal}
        if Act.EXCHANGE in acts:
            want = Action(Act.EXCHANGE, tiles=tuple(sorted(parse(self.script.exchange))))
        elif Act.VOID in acts:
            want = Action(Act.VOID, suit=self.script.void)
        elif Act.WIN in acts and self.script.wins:
            want = Action(Act.WIN)
        elif Act.PASS in acts:
            want = Action(Act.PASS)
        else:
            drawn = view.last_draw
            discards = [a for a in legal if a.act is Act.DISCARD]
            want = next((a for a in discards if a.tile == drawn), discards[0])
        if want not in legal:
            raise LessonError(f"seat {view.seat}'s script asks for {want}, not legal now")
        return want


@dataclass(frozen=True, slots=True)
class Lesson:
    family: str  # the lesson id, a key of FAMILIES: "sichuan-mil", "sichuan" or "hong-kong"
    profile_id: str
    wall: tuple[Tile, ...]  # every tile in dealing order
    scripts: Mapping[int, Script]  # seats 1-3
    steps: tuple[Step, ...]
    direction: str | None = None  # the exchange's direction, when the profile exchanges
    dealer: int = 0
    options: Mapping[str, str] = field(default_factory=dict)

    @property
    def profile(self) -> AnyProfile:
        return get_profile(self.profile_id, dict(self.options) or None)

    def players(self) -> dict[int, ScriptedPlayer]:
        return {s: ScriptedPlayer(sc) for s, sc in self.scripts.items()}


def _act(kind: Act, text: str = "", kong: KongKind | None = None) -> Action:
    tiles = parse(text)
    if kind is Act.EXCHANGE:
        return Action(kind, tiles=tuple(sorted(tiles)))
    return Action(kind, tiles[0] if tiles else None, kong=kong)


# -- Sichuan (Mahjong Soul's rules) -----------------------------------------------------------
# Seat 0 passes 1s 5s 9s across and receives seat 2's 678p; it keeps 7s, its only bamboo, and
# makes bamboo its void. After the exchange (direction "across"):
#   seat 0: 111m 234m 1p 55p 678p 9p 7s   seat 2: 123s 55s 789s 234p 88p (ready: 5s or 8p)
#   seat 3: 567m 789m 22s 44s 666s (ready: 2s or 4s)   seat 1: a hand far from ready
_SC_DEALT = {
    0: "111m234m1p55p9p1s5s7s9s",
    1: "2m4m8m9m 1p7p 2p 3m7m 246s 6p",
    2: "23s5s78s 234p 88p 678p",
    3: "567m 789m 2s 4s 66s 139p",
}
# Front draws in order: 1 5p, 2 2m, 3 7p, 4 3s, 0 2p, 1 4m, 2 5s (wins), 3 6m, 0 1m (kong),
# 0 3p (replacement), 1 9p (seat 0 wins on it), 1 8m, 3 2s (wins: the third winner).
_SC_DRAWS = ("5p", "2m", "7p", "3s", "2p", "4m", "5s", "6m", "1m", "3p", "9p", "8m", "2s")

SICHUAN_STEPS: tuple[Step, ...] = (
    Step("exchange", "sichuan.exchange", "play-sichuan#exchange",
         _act(Act.EXCHANGE, "1s5s9s"), "sichuan.exchange.other"),
    Step("void", "sichuan.void", "play-sichuan#void", Action(Act.VOID, suit="s"),
         "sichuan.void.other"),
    Step("discard", "sichuan.void_discard", "play-sichuan#void", _act(Act.DISCARD, "7s")),
    Step("pong", "sichuan.pong", "play-sichuan#calls", _act(Act.PONG, "5p"),
         "sichuan.pong.other"),
    Step("discard", "sichuan.after_pong", "play-sichuan#calls", _act(Act.DISCARD, "1p"),
         "sichuan.after_pong.other"),
    Step("discard", "sichuan.draw_discard", "play-sichuan#turn", _act(Act.DISCARD, "2p"),
         "sichuan.draw_discard.other"),
    Step("other_win", "sichuan.other_win", "play-sichuan#bloody"),
    Step("kong", "sichuan.kong", "play-sichuan#kongs",
         _act(Act.KONG, "1m", KongKind.CONCEALED), "sichuan.kong.other"),
    Step("discard", "sichuan.after_kong", "play-sichuan#turn", _act(Act.DISCARD, "3p"),
         "sichuan.after_kong.other"),
    Step("win", "sichuan.win", "play-sichuan#scoring", Action(Act.WIN), "sichuan.win.other"),
    Step("other_win", "sichuan.third_win", "faq-sichuan#three-winners"),
    Step("settlement", "sichuan.settlement", "profile-majsoul#pays"),
)

# -- Sichuan, the classic rules (mil) --------------------------------------------------------
# No exchange: the hands are dealt as the Mahjong Soul lesson's stand after its exchange, and
# the hand plays the same way (docs/rules.md §2); the money is mil's (§2.2: fan, base 2^fan,
# kong money). Seat 0 makes bamboo (its one 7s) its void, pongs 5p, kongs 1m and wins on 9p:
#   seat 0: 111m 234m 1p 55p 678p 9p 7s   seat 2: 123s 55s 789s 234p 88p (ready: 5s or 8p)
#   seat 3: 567m 789m 22s 44s 666s (ready: 2s or 4s)   seat 1: a hand far from ready
_MIL_DEALT = {
    0: "111m234m1p55p678p9p7s",
    1: "234m789m 11p23p67p9p",
    2: "123s55s789s234p88p",
    3: "567m789m22s44s666s",
}
# The same draws as the Mahjong Soul lesson's: 2 wins on 5s, seat 0 kongs 1m and wins on 9p,
# 3 wins on 2s (the third winner).
_MIL_DRAWS = _SC_DRAWS

MIL_STEPS: tuple[Step, ...] = (
    Step("void", "mil.void", "play-sichuan#void", Action(Act.VOID, suit="s"),
         "sichuan.void.other"),
    Step("discard", "sichuan.void_discard", "play-sichuan#void", _act(Act.DISCARD, "7s")),
    Step("pong", "sichuan.pong", "play-sichuan#calls", _act(Act.PONG, "5p"),
         "sichuan.pong.other"),
    Step("discard", "sichuan.after_pong", "play-sichuan#calls", _act(Act.DISCARD, "1p"),
         "sichuan.after_pong.other"),
    Step("discard", "sichuan.draw_discard", "play-sichuan#turn", _act(Act.DISCARD, "2p"),
         "sichuan.draw_discard.other"),
    Step("other_win", "mil.other_win", "play-sichuan#bloody"),
    Step("kong", "sichuan.kong", "play-sichuan#kongs",
         _act(Act.KONG, "1m", KongKind.CONCEALED), "sichuan.kong.other"),
    Step("discard", "sichuan.after_kong", "play-sichuan#turn", _act(Act.DISCARD, "3p"),
         "sichuan.after_kong.other"),
    Step("win", "mil.win", "play-sichuan#scoring", Action(Act.WIN), "sichuan.win.other"),
    Step("other_win", "sichuan.third_win", "faq-sichuan#three-winners"),
    Step("settlement", "mil.settlement", "profile-mil#pays"),
)

# -- Sichuan, mahjchina's rules: passing up a win (过胡) and base values ----------------------
# docs/rules.md §2 (pass restrictions) and §2.3. The learner discards its one bamboo and is
# ready at once on 1m, 4m or 5p (111m 23m 456p 789p 55p). Seat 1 throws 4m: a plain win, base 1,
# which the lesson lets go; seat 2 throws 4m again before the learner draws: not offered, since
# it pays no more than the win passed up. Seat 3 throws the fourth 1m: the same hand with a
# root, base 1 doubled to 2, strictly more, so it is offered and taken. Then seat 1 and seat 2
# self-draw (6p, 9p): three winners end the hand.
_MJC_DEALT = {
    0: "111m23m456p789p55p7s",
    1: "567m789m234p234p6p",
    2: "123s456s789s123p9p",
    3: "2m5m8m 3s6s 9m 1s4s 7m 2s5s8s 6m",
}
_MJC_DRAWS = ("4m", "4m", "1m", "6p", "9p")

MAHJCHINA_STEPS: tuple[Step, ...] = (
    Step("void", "mahjchina.void", "play-sichuan#void", Action(Act.VOID, suit="s"),
         "sichuan.void.other"),
    Step("discard", "mahjchina.void_discard", "play-sichuan#void", _act(Act.DISCARD, "7s")),
    Step("pass", "mahjchina.pass", "profile-mahjchina#pass", Action(Act.PASS),
         "mahjchina.pass.other"),
    Step("other_discard", "mahjchina.blocked", "profile-mahjchina#pass"),
    Step("win", "mahjchina.win", "profile-mahjchina#patterns", Action(Act.WIN),
         "sichuan.win.other"),
    Step("other_win", "mahjchina.other_win", "play-sichuan#bloody"),
    Step("other_win", "sichuan.third_win", "faq-sichuan#three-winners"),
    Step("settlement", "mahjchina.settlement", "profile-mahjchina#options"),
)

# -- Sichuan, the competition rules: passing up a pong (过碰), the cap, rank points -------------
# docs/rules.md §2 (pass restrictions), §2.2 and §2.6. The learner (111m 333m 55m 77m 99m 2m)
# discards its bamboo; seat 1 throws 7m, which the lesson lets go; seat 2 throws 7m again
# before the learner draws: no pong is offered. Seat 3 throws 5m: pong, discard 2m. The
# learner draws the fourth 1m (a concealed kong, kong money), discards the replacement 6p and
# wins on seat 1's 9m: pure one suit 2 + all pongs 1 + root 1 = 4 fan, capped at 3 (base 8).
# Then seat 2 and seat 3 self-draw (4s, 9p): three winners end the hand.
_CMP_DEALT = {
    0: "111m333m55m77m99m2m8s",
    1: "234p567p 2s3s4s 6s7s8s 9s",
    2: "123p456p 789p 2s3s 1s1s",
    3: "234m456m88m234p99p",
}
# Front draws in order: 1 7m, 2 7m, 3 5m (seat 0 pongs it), 1 1p, 2 5s, 3 6m, 0 1m (kong),
# 0 6p (its replacement), 1 9m (seat 0 wins on it), 1 3p, 2 4s (wins), 3 9p (wins: the third).
_CMP_DRAWS = ("7m", "7m", "5m", "1p", "5s", "6m", "1m", "6p", "9m", "3p", "4s", "9p")

COMPETITION_STEPS: tuple[Step, ...] = (
    Step("void", "competition.void", "play-sichuan#void", Action(Act.VOID, suit="s"),
         "sichuan.void.other"),
    Step("discard", "sichuan.void_discard", "play-sichuan#void", _act(Act.DISCARD, "8s")),
    Step("pass", "competition.pass", "profile-competition#pass", Action(Act.PASS),
         "competition.pass.other"),
    Step("other_discard", "competition.blocked", "profile-competition#pass"),
    Step("pong", "competition.pong", "play-sichuan#calls", _act(Act.PONG, "5m"),
         "sichuan.pong.other"),
    Step("discard", "competition.after_pong", "play-sichuan#calls", _act(Act.DISCARD, "2m"),
         "sichuan.after_pong.other"),
    Step("kong", "competition.kong", "play-sichuan#kongs",
         _act(Act.KONG, "1m", KongKind.CONCEALED), "sichuan.kong.other"),
    Step("discard", "sichuan.after_kong", "play-sichuan#turn", _act(Act.DISCARD, "6p"),
         "sichuan.after_kong.other"),
    Step("win", "competition.win", "profile-competition#value", Action(Act.WIN),
         "sichuan.win.other"),
    Step("other_win", "competition.other_win", "play-sichuan#bloody"),
    Step("other_win", "sichuan.third_win", "faq-sichuan#three-winners"),
    Step("settlement", "competition.settlement", "profile-competition#match"),
)

# -- Hong Kong (hk-modern) --------------------------------------------------------------------
# Seat 0 (East) is dealt its own flower 1f, replaced from the far end by 5s. It chows 1m from
# seat 3, pongs the green dragon 6z from seat 1, declares a concealed kong of 9m and wins on
# 8m: characters and honours only (mixed one suit), a dragon pong and its seat flower.
_HK_DEALT = {
    0: "1f 23m 66z 999m 456m 8m 2p 9s",
    1: "1p4p7p 2s5s 1z2z3z4z 7z 3s 6p 9p",
    2: "2p5p8p 1s4s7s 1z2z3z 5z 7z 6s 8p",
    3: "3p6p9p 3s6s9s 4z 5z 1z 7z 2s 4p 7p",
}
# Front draws in order: 1 2z, 2 4z, 3 1m (seat 0 chows it), 1 6z (seat 0 pongs it), 1 3z,
# 2 5z, 3 4p, 0 3p, 1 2s, 2 1s, 3 8s, 0 9m (kong), 1 8s, 2 8m (seat 0 wins on it).
# Far end: 5s (the flower's replacement), 7p (the kong's replacement).
_HK_DRAWS = ("2z", "4z", "1m", "6z", "3z", "5z", "4p", "3p", "2s", "1s", "8s", "9m", "8s", "8m")
_HK_FAR = ("5s", "7p")

HONG_KONG_STEPS: tuple[Step, ...] = (
    Step("bonus", "hk.bonus", "play-hongkong#deal"),
    Step("discard", "hk.first_discard", "play-hongkong#turn", _act(Act.DISCARD, "9s"),
         "hk.first_discard.other"),
    Step("chow", "hk.chow", "play-hongkong#calls", _act(Act.CHOW, "1m"), "hk.chow.other"),
    Step("discard", "hk.after_chow", "play-hongkong#calls", _act(Act.DISCARD, "2p"),
         "hk.after_chow.other"),
    Step("pong", "hk.pong", "play-hongkong#calls", _act(Act.PONG, "6z"), "hk.pong.other"),
    Step("discard", "hk.after_pong", "play-hongkong#calls", _act(Act.DISCARD, "5s"),
         "hk.after_pong.other"),
    Step("discard", "hk.draw_discard", "play-hongkong#turn", _act(Act.DISCARD, "3p"),
         "hk.draw_discard.other"),
    Step("kong", "hk.kong", "play-hongkong#calls",
         _act(Act.KONG, "9m", KongKind.CONCEALED), "hk.kong.other"),
    Step("discard", "hk.after_kong", "play-hongkong#wall", _act(Act.DISCARD, "7p"),
         "hk.after_kong.other"),
    Step("win", "hk.win", "play-hongkong#minimum", Action(Act.WIN), "hk.win.other"),
    Step("settlement", "hk.settlement", "profile-hk-modern#pays"),
)


def _sichuan() -> Lesson:
    profile = get_profile("majsoul")
    return Lesson("sichuan", "majsoul", build_wall(profile, _SC_DEALT, _SC_DRAWS),
                  MappingProxyType({1: Script("246s", "s"), 2: Script("678p", "m", True),
                                    3: Script("139p", "p", True)}),
                  SICHUAN_STEPS, direction="across")


def _sichuan_mil() -> Lesson:
    profile = get_profile("mil")
    return Lesson("sichuan-mil", "mil", build_wall(profile, _MIL_DEALT, _MIL_DRAWS),
                  MappingProxyType({1: Script(void="s"), 2: Script(void="m", wins=True),
                                    3: Script(void="p", wins=True)}),
                  MIL_STEPS)


def _hong_kong() -> Lesson:
    profile = get_profile("hk-modern")
    return Lesson("hong-kong", "hk-modern",
                  build_wall(profile, _HK_DEALT, _HK_DRAWS, _HK_FAR),
                  MappingProxyType({1: Script(), 2: Script(), 3: Script()}),
                  HONG_KONG_STEPS)


def _sichuan_mahjchina() -> Lesson:
    profile = get_profile("mahjchina")
    return Lesson("sichuan-mahjchina", "mahjchina",
                  build_wall(profile, _MJC_DEALT, _MJC_DRAWS),
                  MappingProxyType({1: Script(void="s", wins=True),
                                    2: Script(void="m", wins=True), 3: Script(void="p")}),
                  MAHJCHINA_STEPS)


def _sichuan_competition() -> Lesson:
    profile = get_profile("competition")
    return Lesson("sichuan-competition", "competition",
                  build_wall(profile, _CMP_DEALT, _CMP_DRAWS),
                  MappingProxyType({1: Script(void="m"), 2: Script(void="m", wins=True),
                                    3: Script(void="s", wins=True)}),
                  COMPETITION_STEPS)


# The lesson ids, in the order they are offered (the first of a family is its default), and
# the order "Next lesson" follows.
FAMILIES: tuple[str, ...] = ("sichuan-mil", "sichuan-mahjchina", "sichuan-competition",
                             "sichuan", "hong-kong")
DEFAULT_LESSON = "sichuan-mil"

_BUILDERS = {"sichuan-mil": _sichuan_mil, "sichuan-mahjchina": _sichuan_mahjchina,
             "sichuan-competition": _sichuan_competition, "sichuan": _sichuan,
             "hong-kong": _hong_kong}
# The profile each lesson plays, and the rule family of each (``Profile.family``).
_PROFILES = {"sichuan-mil": "mil", "sichuan-mahjchina": "mahjchina",
             "sichuan-competition": "competition", "sichuan": "majsoul",
             "hong-kong": "hk-modern"}


def lesson(family: str) -> Lesson:
    """The guided hand of a lesson id (a key of FAMILIES); ``KeyError`` for another."""
    return _BUILDERS[family]()


def lesson_profile(family: str) -> str:
    """The profile id a lesson plays; ``KeyError`` for an unknown lesson id."""
    return _PROFILES[family]


def lesson_for_profile(profile_id: str) -> str:
    """The lesson that teaches ``profile_id`` best: the one playing that profile, else the
    first lesson of its rule family, else DEFAULT_LESSON (an unknown profile)."""
    for family, pid in _PROFILES.items():
        if pid == profile_id:
            return family
    known = PROFILES.get(profile_id)
    if known is None:
        return DEFAULT_LESSON
    rule_family = known.family
    return next((f for f in FAMILIES if get_profile(_PROFILES[f]).family == rule_family),
                DEFAULT_LESSON)
