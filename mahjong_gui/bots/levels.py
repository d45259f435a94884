"""The three playing levels: ``EasyBot`` (quick, human-like slips), ``NormalBot`` (shape:
shanten then ukeire, sensible calls) and ``StrongBot`` (value, defence, kong timing, 过胡 and a
search bounded by work; see ``strong.py``). Every choice is among the legal actions it was given.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from operator import attrgetter

from mahjong_gui.bots import brain
from mahjong_gui.bots.brain import Knowledge, connectivity
from mahjong_gui.bots.family_parts import FamilyBrain
from mahjong_gui.engine import analysis
from mahjong_gui.engine.legal import VOID_LOW, Act, Action
from mahjong_gui.engine.melds import MeldKind
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.state import Phase
from mahjong_gui.engine.views import SeatView

_KONG_MELD = {KongKind.EXPOSED: MeldKind.KONG, KongKind.CONCEALED: MeldKind.ANKONG,
              KongKind.ADDED: MeldKind.ADDKONG}


def kong_meld(kind: KongKind | None) -> MeldKind:
    assert kind is not None
    return _KONG_MELD[kind]


_TILE = attrgetter("tile")
_ACT = attrgetter("act")


def first(legal: Sequence[Action], act: Act) -> Action | None:
    return next((a for a in legal if a.act is act), None)


class NormalBot:
    """Plays for shape: void and exchange by shanten, discards by shanten then ukeire over the
    unseen tiles, kongs when the tile is not needed, pongs when they lower shanten, takes
    every win. Deterministic given its seed (the seed only breaks exact ties)."""

    name = "normal"
    brain_level = "normal"  # the level of a family's own brains it plays that family with
    # Discards weighed in full: only those at the best shanten (the choice is among them);
    # None weighs every one.
    discard_within: int | None = 0

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.seed = seed
        self._family_brains: dict[str, FamilyBrain] = {}
        # family_brain's last answer, by the profile id and the very options tuple it was for.
        self._last_family: tuple[str, tuple[tuple[str, str], ...], FamilyBrain | None] | None = None
        # A turn whose legal actions are all void-suit discards is decided from the view
        # without the knowledge (``_void_turn``) when this level decides such turns as the
        # normal level does: its turn, void discard and tie break are the normal level's.
        cls = type(self)
        self._quick_void = all(getattr(cls, name) is getattr(NormalBot, name) for name in (
            "turn", "void_discard", "pick_discard", "discard_options", "least_tied", "tie_key"))

    def family_brain(self, view: SeatView) -> FamilyBrain | None:
        """The brain of the view's rule family when it is not the Sichuan one (this class's
        own): looked up by the profile's ``family`` in ``bots.family.BOT_FAMILIES``."""
        last = self._last_family
        if last is not None and last[1] is view.options and last[0] == view.profile:
            return last[2]  # the rules of the last decision (a hand's views share one tuple)
        family = brain.profile_of(view).family
        from mahjong_gui.bots.family import BOT_FAMILIES  # loaded with the family's first game

        bots = BOT_FAMILIES.get(family)  # None: a family played by this module's levels
        make = bots.brains.get(self.brain_level) if bots is not None else None
        got = None
        if make is not None:
            if family not in self._family_brains:
                self._family_brains[family] = make(self.seed)
            got = self._family_brains[family]
        self._last_family = (view.profile, view.options, got)
        return got

    # -- the protocol ------------------------------------------------------------------------

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        other = self.family_brain(view)
        if other is not None:
            return other.choose(view, legal)
        a0 = legal[0].act
        if a0 is _ACT_EXCHANGE:
            return brain.choose_exchange(view.hand, legal)
        if a0 is _ACT_VOID:
            suit = self.choose_void(view)
            return next(a for a in legal if a.suit == suit)
        if a0 is _ACT_DISCARD and self._quick_void and view.phase is _PHASE_TURN:
            quick = self._void_turn(view, legal)
            if quick is not None:
                return quick
        k = brain.knowledge(view)
        if brain.is_claim(view, legal):
            return self.claim(k, legal)
        return self.turn(k, legal)

    # -- decisions ---------------------------------------------------------------------------

    def choose_void(self, view: SeatView) -> str:
        return brain.choose_void(view.hand, view.melds)

    def claim(self, k: Knowledge, legal: tuple[Action, ...]) -> Action:
        win = first(legal, _ACT_WIN)
        if win is not None:
            return win
        base = brain.shanten(k.hand, k.melds, k.void)
        for a in legal:
            if a.act is _ACT_KONG:
                assert a.tile is not None
                if brain.kong_shanten(k, a.tile, _MELDKIND_KONG) <= base:
                    return a
        pong = first(legal, _ACT_PONG)
        if pong is not None:
            assert pong.tile is not None
            # pong_options(...)[0].shanten, from one shanten call instead of every discard's.
            if brain.pong_best_shanten(k, pong.tile) < base:
                return pong
        return next(a for a in legal if a.act is _ACT_PASS)

    def turn(self, k: Knowledge, legal: tuple[Action, ...]) -> Action:
        discards = []
        for a in legal:
            act = a.act
            if act is _ACT_DISCARD:
                discards.append(a)
            elif act is _ACT_WIN:
                return a  # the first win offered
        quick = self.void_discard(k, legal, discards)
        if quick is not None:
            return quick
        options = self.discard_options(k, discards)
        if len(legal) != len(discards):  # something besides discards: a kong
            best_sh = options[0].shanten
            for a in legal:
                if a.act is _ACT_KONG:
                    assert a.tile is not None
                    if brain.kong_shanten(k, a.tile, kong_meld(a.kong)) <= best_sh:
                        return a
        return self.pick_discard(k, discards, options)

    def discard_options(self, k: Knowledge,
                        discards: Sequence[Action]) -> list[analysis.DiscardOption]:
        """The legal discards with shanten and ukeire, best first (without the improving kinds
        and waits: the choice reads only the two numbers)."""
        allowed = set(map(_TILE, discards))
        allowed.discard(None)
        # k.unseen is unseen_counts' for the 27 Sichuan kinds, the only ones weighed here.
        # The choice ranks them only: a lone best discard is taken whatever its ukeire.
        return analysis.discards(k.hand, k.melds, k.void, only=allowed,
                                 within=self.discard_within, unseen=k.unseen, details=False,
                                 rank_only=self.discard_within == 0)

    def pick_discard(self, k: Knowledge, discards: Sequence[Action],
                     options: list[analysis.DiscardOption]) -> Action:
        best = options[0]
        tied = [o.tile for o in options if o.shanten == best.shanten and o.ukeire == best.ukeire]
        t = tied[0] if len(tied) == 1 else self.least_tied(k, tied)
        return next(a for a in discards if a.tile == t)

    def void_discard(self, k: Knowledge, legal: Sequence[Action],
                     discards: Sequence[Action]) -> Action | None:
        """``turn``'s discard, chosen without the analysis, when every legal discard is a
        void-suit tile and no kong is offered: the analysis reads void tiles as junk, so those
        discards all leave the same shanten and ukeire and ``pick_discard`` ranks them by
        ``tie_key`` alone (lowest tile first among equals). None otherwise, and for a subclass
        whose ``discard_options`` or ``pick_discard`` is its own (it may choose differently)."""
        tiles = self._void_only(NormalBot, k, legal, discards)
        if tiles is None:
            return None
        t = tiles[0] if len(tiles) == 1 else self.least_tied(k, tiles)
        return next(a for a in discards if a.tile == t)

    def _void_turn(self, view: SeatView, legal: tuple[Action, ...]) -> Action | None:
        """What ``turn(knowledge(view), legal)`` chooses when every legal action is a discard
        of the void suit (``void_discard``'s turns), read from the view: the unseen counts
        only when the tie break gets to them; None for any other turn."""
        for a in legal:
            if a.act is not _ACT_DISCARD:
                return None
        kinds = _void_kinds(view.void, legal, legal)
        if kinds is None:
            return None
        pick = kinds[0] if len(kinds) == 1 else least_tied(view.hand, brain.unseen(view), kinds)
        return next(a for a in legal if a.tile == pick)

    def _void_only(self, level: type[NormalBot], k: Knowledge, legal: Sequence[Action],
                   discards: Sequence[Action]) -> list[int] | None:
        """``void_tiles`` for a bot that ranks as ``level`` does (its ``pick_discard`` and the
        normal ``discard_options``); None for a subclass with its own."""
        cls = type(self)
        if (cls.pick_discard is not level.pick_discard
                or cls.discard_options is not NormalBot.discard_options):
            return None
        return void_tiles(k, legal, discards)

    def tie_key(self, k: Knowledge, t: int) -> tuple[int, int, int]:
        return tie_key(k.hand, k.unseen, t)

    def least_tied(self, k: Knowledge, tiles: Sequence[int]) -> int:
        """The first of ``tiles`` with the lowest ``tie_key``."""
        if type(self).tie_key is NormalBot.tie_key:
            return least_tied(k.hand, k.unseen, tiles)
        tie = self.tie_key
        return min(tiles, key=lambda t: tie(k, t))


def void_tiles(k: Knowledge, legal: Sequence[Action],
               discards: Sequence[Action]) -> list[int] | None:
    """The distinct legal discards, lowest first, when each is a tile of the void suit and
    ``legal`` offers no kong (the turns ``void_discard`` decides alone); otherwise None."""
    return _void_kinds(k.void, legal, discards)


def _void_kinds(void: str | None, legal: Sequence[Action],
                discards: Sequence[Action]) -> list[int] | None:
    """``void_tiles`` for the void suit ``void``."""
    if void is None or not discards:
        return None
    lo = VOID_LOW[void]
    t = discards[0].tile
    if t is None or not lo <= t < lo + 9:  # the usual answer, from the first one
        return None
    tiles = set(map(_TILE, discards))
    if None in tiles or min(tiles) < lo or max(tiles) >= lo + 9:
        return None
    if len(legal) != len(discards) and _ACT_KONG in set(map(_ACT, legal)):
        return None
    return sorted(tiles)


def tie_key(hand: Sequence[int], unseen: Sequence[int], t: int) -> tuple[int, int, int]:
    """Among discards of equal shanten and ukeire: the least connected tile, then the one with
    fewest unseen copies (least likely to be wanted), then terminals before middle tiles."""
    return connectivity(hand, t), unseen[t], -abs(t % 9 - 4)


_PLACE = tuple(t // 9 * 13 + t % 9 + 2 for t in range(42))  # least_tied's place of each kind


def least_tied(hand: Sequence[int], unseen: Sequence[int], tiles: Sequence[int]) -> int:
    """``min(tiles, key=lambda t: tie_key(hand, unseen, t))`` (the first of the lowest key),
    with the connectivity read from the hand's counts: a copy of ``t`` counts 2, a tile one or
    two ranks away in its suit 1 (each suit, and the honours, sits in 13 places, two empty at
    either end, so no neighbour crosses into another suit)."""
    c = [0] * 65  # room for any tile kind
    for p in map(_PLACE.__getitem__, hand):
        c[p] += 1
    best = tiles[0]
    best_key: tuple[int, int, int] | None = None
    for t in tiles:
        p = _PLACE[t]
        key = (2 * c[p] + c[p - 1] + c[p + 1] + c[p - 2] + c[p + 2] - 2, unseen[t],
               -abs(t % 9 - 4))
        if best_key is None or key < best_key:
            best, best_key = t, key
    return best


class EasyBot(NormalBot):
    """Quick and human: the shortest suit as void, discards by shanten then ukeire but now and
    then a near-best one instead, and it misses some pongs and kongs."""

    name = "easy"
    brain_level = "easy"
    discard_within = 1  # a slip may take a discard one step slower

    def __init__(self, seed: int = 0, slip: float = 0.35, miss_pong: float = 0.35) -> None:
        super().__init__(seed)
        self.slip = slip
        self.miss_pong = miss_pong

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        other = self.family_brain(view)
        if other is not None:
            return other.choose(view, legal)
        if legal[0].act is _ACT_EXCHANGE:
            counts = {s: sum(1 for t in view.hand if brain.suit_of(t) == s) for s in "mps"}
            suit = min((s for s in "mps" if counts[s] >= 3), key=lambda s: (counts[s], s))
            picks = [a for a in legal if brain.suit_of(a.tiles[0]) == suit]
            return self.rng.choice(picks)
        return super().choose(view, legal)

    def choose_void(self, view: SeatView) -> str:
        counts = {s: sum(1 for t in view.hand if brain.suit_of(t) == s) for s in "mps"}
        return min("mps", key=lambda s: (counts[s], s))

    def claim(self, k: Knowledge, legal: tuple[Action, ...]) -> Action:
        choice = super().claim(k, legal)
        if choice.act in (_ACT_PONG, _ACT_KONG) and self.rng.random() < self.miss_pong:
            return next(a for a in legal if a.act is _ACT_PASS)
        return choice

    def turn(self, k: Knowledge, legal: tuple[Action, ...]) -> Action:
        choice = super().turn(k, legal)
        if choice.act is _ACT_KONG and self.rng.random() < self.miss_pong:
            discards = [a for a in legal if a.act is _ACT_DISCARD]
            return self.pick_discard(k, discards, self.discard_options(k, discards))
        return choice

    def void_discard(self, k: Knowledge, legal: Sequence[Action],
                     discards: Sequence[Action]) -> Action | None:
        """As ``NormalBot.void_discard``, with this level's ``pick_discard`` over options that
        all tie (the same shanten and ukeire, lowest tile first): the same draws from the
        seeded generator, the same choice."""
        tiles = self._void_only(EasyBot, k, legal, discards)
        if tiles is None:
            return None
        t = tiles[0]
        if len(tiles) > 1 and self.rng.random() < self.slip:
            # pick_discard's near lists: every other option either way (they all tie), after
            # its second draw.
            self.rng.random()
            t = self.rng.choice(tiles[1:])
        return next(a for a in discards if a.tile == t)

    def pick_discard(self, k: Knowledge, discards: Sequence[Action],
                     options: list[analysis.DiscardOption]) -> Action:
        if len(options) > 1 and self.rng.random() < self.slip:
            best = options[0]
            # A slip: a discard that looks nearly as good (same shanten, most of the ukeire),
            # or now and then one that keeps a pretty pair or run but costs a step.
            near = [o for o in options[1:] if o.shanten == best.shanten
                    and o.ukeire >= 0.6 * best.ukeire]
            if not near or self.rng.random() < 0.25:
                near = [o for o in options[1:] if o.shanten <= best.shanten + 1]
            if near:
                choice = self.rng.choice(near)
                return next(a for a in discards if a.tile == choice.tile)
        return next(a for a in discards if a.tile == options[0].tile)




# Enum members read in the functions above, as module names: on Python 3.11 a member read
# off its class goes through EnumType's __getattr__ hook, several times a global's cost.
_ACT_DISCARD = Act.DISCARD
_ACT_EXCHANGE = Act.EXCHANGE
_ACT_KONG = Act.KONG
_ACT_PASS = Act.PASS
_ACT_PONG = Act.PONG
_ACT_VOID = Act.VOID
_ACT_WIN = Act.WIN
_MELDKIND_KONG = MeldKind.KONG
_PHASE_TURN = Phase.TURN
