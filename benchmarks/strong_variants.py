"""The strong level's measured variants, outside the game: ``StrongVariant`` (the options that
were measured and left off, docs/bots.md) and ``StrongV1Bot``, the ``strong_v1`` yardstick.
The benchmarks and the decision oracle make their bots with ``make_bot`` here."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

from mahjong_gui.bots import brain, registry, search
from mahjong_gui.bots.brain import Knowledge, Model
from mahjong_gui.bots.hongkong import HKBrain
from mahjong_gui.bots.hongkong.brain import BOTH_HOPES
from mahjong_gui.bots.levels import NormalBot
from mahjong_gui.bots.outlook import ROUNDS_EXTRA, opponent_feeds
from mahjong_gui.bots.reading import Opponent
from mahjong_gui.bots.strong import (
    PASS_MARGIN,
    VOID_MARGIN,
    Candidate,
    Decision,
    HintReason,
    StrongBot,
    choose_void_by_value,
    pass_for_more,
    weigh_discards,
)
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules.hongkong import HKPatternId
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView

try:  # run as a script, this file's folder is on the path; imported from the tests, the root
    from hk_lookahead import strong_look
    from hk_search import strong_search
    from hk_variants import (
        HKVariantBrain,
        strong_danger,
        strong_danger2,
        strong_fit,
        strong_fit2,
        strong_fold,
        strong_hazard,
        strong_hazard33,
        strong_hk33,
        strong_kong,
        strong_read,
        strong_v1,
    )
except ImportError:
    from benchmarks.hk_lookahead import strong_look
    from benchmarks.hk_search import strong_search
    from benchmarks.hk_variants import (
        HKVariantBrain,
        strong_danger,
        strong_danger2,
        strong_fit,
        strong_fit2,
        strong_fold,
        strong_hazard,
        strong_hazard33,
        strong_hk33,
        strong_kong,
        strong_read,
        strong_v1,
    )

VOID_MARGIN_V1 = 1.0  # the first version's void margin, pinned for strong_v1


class StrongVariant(StrongBot):
    """The strong level with the options measured in duplicate play and left off (each one's
    figures: docs/bots.md). With every option at its default it plays as ``StrongBot``.

    ``throw_danger``: every tile a search rollout throws costs its danger, not only the first.
    ``danger_scale`` multiplies what a deal-in to each opponent costs. ``pass_margin`` is the
    edge (in plain wins) a 过胡 pass needs. ``void_kongs`` weighs a kong while void-suit tiles
    are still to be thrown. ``void_margin`` is the share of the shape suit's outlook another
    void suit must add. ``void_feed`` feeds a ready hand's waits by the opponents' void suits.
    ``rounds_extra`` is the effective rounds beyond 0.9 an own draw. ``leaving`` counts what
    winning sooner saves of the cost of staying in (plain wins a round). ``kong_hopes`` (on in
    the strong level) counts the kong money a triplet or a pong may still bring."""

    name = "strong_variant"

    def __init__(self, seed: int = 0, *, throw_danger: bool = False, danger_scale: float = 1.0,
                 pass_margin: float = PASS_MARGIN, void_kongs: bool = False,
                 void_margin: float = VOID_MARGIN, void_feed: bool = False,
                 rounds_extra: float = ROUNDS_EXTRA, leaving: float = 0.0,
                 kong_hopes: bool = True, rollouts: int = search.ROLLOUTS,
                 late_draws: float = search.LATE_DRAWS,
                 max_candidates: int = search.MAX_CANDIDATES, close: float = 1.0,
                 z: float = 3.0, use_search: bool = True) -> None:
        super().__init__(seed, rollouts=rollouts, use_search=use_search, late_draws=late_draws,
                         max_candidates=max_candidates, close=close, z=z)
        self.throw_danger = throw_danger
        self.danger_scale = danger_scale
        self.pass_margin = pass_margin
        self.void_kongs = void_kongs
        self.void_margin = void_margin
        self.void_feed = void_feed
        self.rounds_extra = rounds_extra
        self.leaving = leaving
        self.kong_hopes = kong_hopes

    def chance_model(self, k: Knowledge) -> Model | None:
        if not (self.void_feed or self.leaving or self.kong_hopes
                or self.rounds_extra != ROUNDS_EXTRA):
            return None
        each = (opponent_feeds([k.view.seats[s].void for s in k.opponents])
                if self.void_feed else None)
        return Model(each, self.rounds_extra, self.leaving, self.kong_hopes)

    def read(self, k: Knowledge) -> tuple[Opponent, ...]:
        opps = super().read(k)
        if self.danger_scale != 1.0:
            opps = tuple(replace(o, value=o.value * self.danger_scale) for o in opps)
        return opps

    def void_choice(self, view: SeatView) -> tuple[str, HintReason]:
        shape = NormalBot.choose_void(self, view)
        suit = choose_void_by_value(view, self.void_margin)
        return suit, HintReason.VOID_SHAPE if suit == shape else HintReason.VOID_VALUE

    def void_turn(self, k: Knowledge, opps: tuple[Opponent, ...], legal: tuple[Action, ...],
                  tiles: Sequence[Tile], shape: Action) -> Decision:
        """With ``void_kongs`` a kong is weighed against the first void tile: waiting until the
        void suit is gone lets opponents win and leave first, and each one that leaves pays no
        kong money."""
        if not (self.void_kongs and any(a.act is Act.KONG for a in legal)):
            return super().void_turn(k, opps, legal, tiles, shape)
        cands = weigh_discards(k, opps, tiles)
        kong = self.kong_over(k, opps, legal, cands[0].score, shape)
        if kong is not None:
            return Decision(kong, HintReason.KONG, tuple(cands))
        if shape.act is Act.KONG:  # the normal level's kong, weighed as not worth it
            shape = next(a for a in legal if a.act is Act.DISCARD and a.tile == cands[0].tile)
        return Decision(shape, HintReason.VOID_FIRST)

    def play_out(self, k: Knowledge, opps: tuple[Opponent, ...], close: Sequence[Candidate],
                 seed: int) -> search.SearchResult:
        if not self.throw_danger:
            return super().play_out(k, opps, close, seed)
        return search.run(k, opps, [(c.tile, c.danger) for c in close], random.Random(seed),
                          self.rollouts, True, self.max_steps)

    def pass_for_more(self, k: Knowledge) -> bool:
        return pass_for_more(k, self.pass_margin)


# The Hong Kong strong brain as it was before issue 17: the first deal-in weight and call margin.
V1_BRAINS: dict[str, Callable[[int], HKBrain]] = {"hong-kong": strong_v1}


class StrongV1Bot(StrongVariant):
    """The strong level as it was before issue 17 changed its search's settings, kept so that
    the current strong level can be measured against it in duplicate play
    (``benchmarks/bots_bench.py --pairings strong-strong_v1``); the game does not offer it.

    The first version's search: 32 rollouts of the three closest discards with at most five own
    draws left, a switch when the rollouts show a gain beyond two standard errors, only the
    first tile thrown charged with its danger; no kong while void-suit tiles are still to be
    thrown, the first void margin (1.0) and its chance model as first fitted (no refinements,
    ``kong_hopes`` off), whatever the strong level's defaults become. In Hong Kong it plays the
    strong brain with that brain's first settings (``V1_BRAINS``)."""

    name = "strong_v1"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, rollouts=32, late_draws=5.0, max_candidates=3, close=1.0, z=2.0,
                         throw_danger=False, void_kongs=False, void_margin=VOID_MARGIN_V1,
                         void_feed=False, rounds_extra=ROUNDS_EXTRA, leaving=0.0,
                         kong_hopes=False)
        self._v1_brains: dict[str, HKBrain] = {}

    def family_brain(self, view: SeatView) -> HKBrain | None:
        family = brain.profile_of(view).family
        make = V1_BRAINS.get(family)
        if make is None:
            return None
        if family not in self._v1_brains:
            self._v1_brains[family] = make(self.seed)
        return self._v1_brains[family]


class StrongHK33Bot(StrongBot):
    """The strong level with its Hong Kong brain as issue 33's first round left it
    (``self_draw_reach`` on, ``chow_reach`` off), kept to measure later Hong Kong changes
    against (``bots_bench.py --pairings strong-strong_hk33``); in Sichuan it is ``StrongBot``."""

    name = "strong_hk33"

    def family_brain(self, view: SeatView) -> HKBrain | None:
        if brain.profile_of(view).family != "hong-kong":
            return super().family_brain(view)
        got = self._hk33
        if got is None:
            got = self._hk33 = strong_hk33(self.seed)
        return got

    _hk33: HKBrain | None = None


class StrongReadBot(StrongBot):
    """The strong level with its Hong Kong brain reading the opponents' hands (issue 33's
    third round: ``read_values``, ``call_safety``, ``dealer_pays``; docs/bots.md), measured
    against ``strong_hk33`` and the strong level (``--pairings strong_read-strong_hk33``)."""

    name = "strong_read"

    def family_brain(self, view: SeatView) -> HKBrain | None:
        if brain.profile_of(view).family != "hong-kong":
            return super().family_brain(view)
        got = self._read
        if got is None:
            got = self._read = strong_read(self.seed)
        return got

    _read: HKBrain | None = None


class StrongT03Bot(StrongBot):
    """The strong level with its Hong Kong brain's deal-in weight at 0.03 a threat (the level
    plays 0.015, ``strong_hk33`` 0.1), measured against ``strong_hk33`` (docs/bots.md)."""

    name = "strong_t03"

    def family_brain(self, view: SeatView) -> HKBrain | None:
        if brain.profile_of(view).family != "hong-kong":
            return super().family_brain(view)
        got = self._t03
        if got is None:
            got = self._t03 = HKVariantBrain(self.seed, defend=2.0, threat=0.03)
        return got

    _t03: HKBrain | None = None


class StrongBroadBot(StrongBot):
    """The strong level with its Hong Kong brain reading a long river late in the wall as a
    threat too (``threat_melds`` off, the weight the level's 0.015), measured against
    ``strong_hk33`` (docs/bots.md)."""

    name = "strong_broad"

    def family_brain(self, view: SeatView) -> HKBrain | None:
        if brain.profile_of(view).family != "hong-kong":
            return super().family_brain(view)
        got = self._broad
        if got is None:
            got = self._broad = HKVariantBrain(self.seed, defend=2.0, threat_melds=False)
        return got

    _broad: HKBrain | None = None


class StrongDangerBot(StrongBot):
    """The strong level with its Hong Kong brain weighing discards by ``TILE_DANGER`` (issue
    33's eleventh round) against the players read as ready."""

    name = "strong_danger"
    make = staticmethod(strong_danger)

    def family_brain(self, view: SeatView) -> HKBrain | None:
        if brain.profile_of(view).family != "hong-kong":
            return super().family_brain(view)
        got = self._danger
        if got is None:
            got = self._danger = self.make(self.seed)
        return got

    _danger: HKBrain | None = None


class StrongDanger2Bot(StrongDangerBot):
    """The same against every opponent."""

    name = "strong_danger2"
    make = staticmethod(strong_danger2)


class StrongFoldBot(StrongDangerBot):
    """The same against the players read as ready, only while two or more tiles from ready
    (``fold_from``, issue 33's thirteenth round)."""

    name = "strong_fold"
    make = staticmethod(strong_fold)


class StrongKongBot(StrongDangerBot):
    """The strong level weighing a concealed kong without the all-chows hope on either side
    (``fair_kongs``, issue 33's fifteenth round)."""

    name = "strong_kong"
    make = staticmethod(strong_kong)


class StrongSearchBot(StrongDangerBot):
    """The strong level with a late search of its Hong Kong brain's closest discards
    (``benchmarks/hk_search.py``, issue 33's fourteenth round)."""

    name = "strong_search"
    make = staticmethod(strong_search)


class StrongLookBot(StrongDangerBot):
    """The strong level with its Hong Kong brain looking one draw further at its closest
    discards (``benchmarks/hk_lookahead.py``, issue 33's fourteenth round)."""

    name = "strong_look"
    make = staticmethod(strong_look)


class StrongHazardBot(StrongBot):
    """The strong level with its Hong Kong brain counting that another seat's win ends the
    hand (``hazard``, issue 33's fifth round), measured against ``strong_hk33``
    (docs/bots.md)."""

    name = "strong_hazard"

    def family_brain(self, view: SeatView) -> HKBrain | None:
        if brain.profile_of(view).family != "hong-kong":
            return super().family_brain(view)
        got = self._hazard
        if got is None:
            got = self._hazard = strong_hazard(self.seed)
        return got

    _hazard: HKBrain | None = None


class StrongHazard33Bot(StrongBot):
    """``strong_hazard`` with ``strong_hk33``'s defence (weight 0.1, long rivers read as
    threats): the strong level's all-chows hope and the hazard on top of ``strong_hk33``."""

    name = "strong_hazard33"

    def family_brain(self, view: SeatView) -> HKBrain | None:
        if brain.profile_of(view).family != "hong-kong":
            return super().family_brain(view)
        got = self._hazard33
        if got is None:
            got = self._hazard33 = strong_hazard33(self.seed)
        return got

    _hazard33: HKBrain | None = None


class StrongFitBot(StrongBot):
    """The strong level with its Hong Kong brain's plans' worth refitted to Hong Kong
    self-play (``fitted``, issue 33's sixth round), measured against ``strong_hk33``
    (docs/bots.md)."""

    name = "strong_fit"

    def family_brain(self, view: SeatView) -> HKBrain | None:
        if brain.profile_of(view).family != "hong-kong":
            return super().family_brain(view)
        got = self._fit
        if got is None:
            got = self._fit = strong_fit(self.seed)
        return got

    _fit: HKBrain | None = None


class StrongFit2Bot(StrongBot):
    """``strong_fit`` with its table refitted once more to its own play (``HK_FIT2``)."""

    name = "strong_fit2"

    def family_brain(self, view: SeatView) -> HKBrain | None:
        if brain.profile_of(view).family != "hong-kong":
            return super().family_brain(view)
        got = self._fit2
        if got is None:
            got = self._fit2 = strong_fit2(self.seed)
        return got

    _fit2: HKBrain | None = None


class NormalHK33Bot(NormalBot):
    """The normal level with its Hong Kong brain as it was before it counted the all-chows row
    toward the minimum (no ``hope``; issue 33's seventh round, docs/bots.md), kept to measure
    the normal level against (``--pairings normal-normal_hk33``); in Sichuan it is
    ``NormalBot``."""

    name = "normal_hk33"
    hope: tuple[HKPatternId, ...] = ()

    def family_brain(self, view: SeatView) -> HKBrain | None:
        if brain.profile_of(view).family != "hong-kong":
            return super().family_brain(view)
        got = self._hk
        if got is None:
            got = self._hk = HKBrain(self.seed, defend=1.0, hope=self.hope)
        return got

    _hk: HKBrain | None = None


class NormalBothBot(NormalHK33Bot):
    """The normal level hoping for the self-draw row too, as the strong level does (issue 33's
    seventh round measured it and kept only the all-chows hope: docs/bots.md)."""

    name = "normal_both"
    hope = BOTH_HOPES


VARIANTS: dict[str, type[NormalBot]] = {"strong_v1": StrongV1Bot, "strong_hk33": StrongHK33Bot,
                                        "strong_read": StrongReadBot, "strong_t03": StrongT03Bot,
                                        "strong_broad": StrongBroadBot,
                                        "strong_hazard": StrongHazardBot,
                                        "strong_danger": StrongDangerBot,
                                        "strong_danger2": StrongDanger2Bot,
                                        "strong_fold": StrongFoldBot,
                                        "strong_kong": StrongKongBot,
                                        "strong_search": StrongSearchBot,
                                        "strong_look": StrongLookBot,
                                        "strong_hazard33": StrongHazard33Bot,
                                        "strong_fit": StrongFitBot,
                                        "strong_fit2": StrongFit2Bot,
                                        "normal_hk33": NormalHK33Bot,
                                        "normal_both": NormalBothBot}
"""The yardsticks the benchmarks may name beside the registry's bots."""


def make_bot(name: str, seed: int = 0) -> registry.Bot:
    """A bot by name: a yardstick of ``VARIANTS`` or any bot of the registry."""
    cls = VARIANTS.get(name)
    return cls(seed) if cls is not None else registry.make_bot(name, seed)
