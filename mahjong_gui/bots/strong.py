"""The strong level: the normal bot plus value, defence, kong timing, 过胡 passes and a
Monte Carlo search bounded by work, seeded from the position (what it does and how each
setting was measured: docs/bots.md)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum

from mahjong_gui.bots import brain, reading, search
from mahjong_gui.bots.brain import Knowledge, Model, suit_of
from mahjong_gui.bots.levels import NormalBot, first, kong_meld, tie_key
from mahjong_gui.bots.outlook import (
    NOT_READY_SHARE,
    ROUNDS_EXTRA,
    Outlook,
    fed_rate,
    model_rounds,
    outlook,
    rounds_in,
    win_rate,
)
from mahjong_gui.bots.reading import Opponent
from mahjong_gui.engine import analysis
from mahjong_gui.engine.common import WinType
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.rules.base import KongDiscardRule
from mahjong_gui.engine.scoring import Score, Situation, WinEvent, score_hand
from mahjong_gui.engine.settlement import KongKind, kong_payments
from mahjong_gui.engine.state import Phase
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView

VALUE_TARGETS = ("pure", "all_pongs", "seven_pairs")
VOID_MARGIN = 1.0  # another void suit must promise this much more (share of the shape's)
PASS_MARGIN = 1.1  # a 过胡 pass needs this edge, in plain wins (see pass_for_more)
SLOW = 0.85  # a value target one step slower keeps this share of its outlook
PONG_MARGIN = 0.02  # an extra pong needs this share more than passing
DEVIATION_ABS, DEVIATION_REL = 0.1, 0.1  # leave the shape choice only for this much more
# The chance model this level plays with once its void suit is declared: the one throw share
# as first fitted, plus the kong money a triplet or a pong may still bring (docs/bots.md).
KONG_HOPES = Model(None, ROUNDS_EXTRA, 0.0, kong_hopes=True)


class HintReason(str, Enum):
    """Why a decision was made: ids the GUI turns into words (hints)."""

    WIN = "win"
    PASS_FOR_MORE = "pass_for_more"  # decline a cheap win on a discard for a bigger one
    EXCHANGE = "exchange_weak_suit"
    VOID_SHAPE = "void_by_shape"
    VOID_VALUE = "void_for_value"
    VOID_FIRST = "void_first"  # void-suit tiles must be discarded first
    BEST_SHANTEN = "best_shanten"
    MOST_UKEIRE = "most_ukeire"
    BEST_WAIT = "best_wait"  # among ready hands: the most winning tiles times their value
    HIGHER_VALUE = "higher_value"
    SAFE_TILE = "safe_tile"
    SEARCHED = "searched"  # the Monte Carlo search settled a close decision
    KONG = "kong"
    PONG_IMPROVES = "pong_improves"
    PONG_VALUE = "pong_for_value"
    PASS = "pass_keeps_shape"


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision with its reason and the discards weighed for it (best first)."""

    action: Action
    reason: HintReason
    candidates: tuple[Candidate, ...] = ()
    outlook: Outlook | None = None  # the hand's outlook after the decision, when known
    # What each action weighed was worth in points, with its standard error (0.0: the
    # models' estimate; above 0: the search's rollouts), in the order weighed.
    values: tuple[tuple[Action, float, float], ...] = ()


@dataclass(frozen=True, slots=True)
class Candidate:
    """One discard weighed in points."""

    tile: Tile
    shanten: int
    ukeire: int
    outlook: Outlook
    danger: float  # expected loss of throwing it now
    score: float  # outlook.ev - danger


def weigh_discards(k: Knowledge, opps: tuple[Opponent, ...], tiles: Sequence[Tile],
                   hand: Sequence[Tile] | None = None,
                   melds: Sequence[Meld] | None = None) -> list[Candidate]:
    """Every discard among ``tiles`` of the 14-tile ``hand`` (default: own hand) with its
    outlook and danger, in the normal level's order (shanten, ukeire, connectivity): the first
    is the shape choice, ``score`` says what the others are worth in points.

    A discard one step further from ready keeps its outlook only for a value target (scaled
    by ``SLOW``) and half of it otherwise: paired playouts from true positions showed giving up
    a step for more ukeire loses about half a plain win per decision."""
    hand = k.hand if hand is None else hand
    melds = k.melds if melds is None else melds
    allowed = set(tiles)
    opts = [o for o in analysis.discards(hand, melds, k.void, k.visible) if o.tile in allowed]
    best = min(o.shanten for o in opts)
    out = []
    for o in opts:
        if o.shanten <= best + 1:
            rest = brain.remove(hand, o.tile)
            ol = outlook(k, rest, melds, sh=o.shanten, uk=o.ukeire)
        else:
            ol = Outlook(0.0, 0.0, "plain", o.shanten, o.ukeire)
        ev = ol.ev
        if o.shanten > best:
            ev *= SLOW if ol.target in VALUE_TARGETS else 0.5
        d = reading.danger_cost(k, opps, o.tile)
        out.append(Candidate(o.tile, o.shanten, o.ukeire, ol, d, ev - d))
    out.sort(key=lambda c: (c.shanten, -c.ukeire, tie_key(hand, k.unseen, c.tile), c.tile))
    return out


def discard_reason(cands: Sequence[Candidate], chosen: Candidate) -> HintReason:
    """Why ``chosen`` among ``cands`` (the shape choice first)."""
    base = cands[0]
    if chosen is not base:
        gain_safety = base.danger - chosen.danger
        gain_value = (chosen.score + chosen.danger) - (base.score + base.danger)
        return HintReason.SAFE_TILE if gain_safety >= gain_value else HintReason.HIGHER_VALUE
    others = [c for c in cands if c is not chosen]
    if chosen.shanten == 0 and any(c.shanten == 0 for c in others):
        return HintReason.BEST_WAIT
    if all(c.shanten > chosen.shanten for c in others):
        return HintReason.BEST_SHANTEN
    return HintReason.MOST_UKEIRE


def clearly(k: Knowledge, a: float, b: float) -> bool:
    """Is ``a`` clearly more points than ``b`` (beyond what the models can tell apart)?"""
    return a > b + max(DEVIATION_ABS * brain.unit_value(k.profile), DEVIATION_REL * abs(b))


def pick(k: Knowledge, cands: Sequence[Candidate]) -> Candidate:
    """The shape choice (``cands[0]``) unless another discard is clearly worth more points."""
    base = cands[0]
    best = max(cands, key=lambda c: c.score)
    return best if clearly(k, best.score, base.score) else base


class StrongBot(NormalBot):
    """Plays for points: value targets weighed by the profile's table, defence against ready
    opponents, kongs timed against their risks, 过胡 passes for more, and a Monte Carlo search
    for close decisions late in the hand: ``rollouts`` futures (fewer only past ``max_steps``
    rollout steps), its generator seeded from the position (``search_seed`` overrides it), at
    most ``late_draws`` own draws left, up to ``max_candidates`` discards within
    ``close`` times ``search.closeness`` of the choice, a switch when better by ``z`` standard
    errors. The options measured and left off, and ``strong_v1``, live in
    ``benchmarks/strong_variants.py`` (a subclass overriding ``chance_model``, ``read``,
    ``void_choice``, ``void_turn``, ``play_out`` and ``pass_for_more``; figures in
    docs/bots.md).

    A decision depends on the view alone: the same position gets the same answer from any
    strong bot, whatever its seed, on any machine."""

    name = "strong"
    brain_level = "strong"

    def __init__(self, seed: int = 0, rollouts: int = search.ROLLOUTS,
                 use_search: bool = True, late_draws: float = search.LATE_DRAWS,
                 max_candidates: int = search.MAX_CANDIDATES, close: float = 1.0,
                 z: float = 3.0, max_steps: int | None = search.MAX_STEPS,
                 search_seed: int | None = None) -> None:
        super().__init__(seed)
        self.max_steps = max_steps
        self.search_seed = search_seed
        self.late_draws = late_draws
        self.max_candidates = max_candidates
        self.close = close
        self.z = z
        self.rollouts = rollouts
        self.use_search = use_search
        self.last_search: search.SearchResult | None = None

    # -- the protocol ------------------------------------------------------------------------

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        other = self.family_brain(view)
        if other is not None:
            return other.choose(view, legal)
        return self.decide(view, legal).action

    def decide(self, view: SeatView, legal: tuple[Action, ...]) -> Decision:
        """The decision with its reason and numbers (what ``hints.hint`` shows)."""
        self.last_search = None
        a0 = legal[0].act
        if a0 is Act.EXCHANGE:
            return Decision(brain.choose_exchange(view.hand, legal), HintReason.EXCHANGE)
        if a0 is Act.VOID:
            suit, reason = self.void_choice(view)
            return Decision(next(a for a in legal if a.suit == suit), reason)
        k = brain.knowledge(view)
        if k.void is not None:
            model = self.chance_model(k)
            if model is not None:
                k = replace(k, model=model)
        if brain.is_claim(view, legal):
            return self.claim_decision(k, legal)
        return self.turn_decision(k, legal)

    def claim(self, k: Knowledge, legal: tuple[Action, ...]) -> Action:
        return self.claim_decision(k, legal).action

    def turn(self, k: Knowledge, legal: tuple[Action, ...]) -> Action:
        return self.turn_decision(k, legal).action

    def chance_model(self, k: Knowledge) -> Model | None:
        """The refinements of the chance model this level plays with once its void suit is
        declared (None: the model as first fitted)."""
        return KONG_HOPES

    def void_choice(self, view: SeatView) -> tuple[str, HintReason]:
        shape = super().choose_void(view)
        suit = choose_void_by_value(view, VOID_MARGIN)
        return suit, HintReason.VOID_SHAPE if suit == shape else HintReason.VOID_VALUE

    def choose_void(self, view: SeatView) -> str:
        return self.void_choice(view)[0]

    def read(self, k: Knowledge) -> tuple[Opponent, ...]:
        """The opponents as this level reads them."""
        return reading.read_table(k)

    # -- claims ------------------------------------------------------------------------------

    def claim_decision(self, k: Knowledge, legal: tuple[Action, ...]) -> Decision:
        pass_ = next(a for a in legal if a.act is Act.PASS)
        win = first(legal, Act.WIN)
        if win is not None:
            if self.pass_for_more(k):
                return Decision(pass_, HintReason.PASS_FOR_MORE)
            return Decision(win, HintReason.WIN)
        opps = self.read(k)
        base = outlook(k, k.hand, k.melds)
        shape = NormalBot.claim(self, k, legal)  # the normal level's call
        scores: dict[Action, float] = {pass_: base.ev}
        after: dict[Action, tuple[Candidate, ...]] = {}
        for a in legal:
            if a.act is Act.PONG:
                assert a.tile is not None
                cands = self.pong_candidates(k, opps, a.tile)
                after[a] = tuple(cands)
                scores[a] = pick(k, cands).score if cands else 0.0
            elif a.act is Act.KONG:
                assert a.tile is not None
                scores[a] = self.kong_ev(k, opps, a.tile, KongKind.EXPOSED)
        values = tuple((a, v, 0.0) for a, v in scores.items())
        if shape.act is Act.PONG:
            # Paired playouts: passing a pong the shape count wants loses (majsoul -0.6 of a
            # plain win per decision); only a kong may replace it.
            scores = {a: v for a, v in scores.items() if a.act is not Act.PASS}
        best = max(scores, key=lambda a: scores[a])
        if best.act is Act.PONG and shape.act is Act.PASS:
            # Paired playouts: the outlook's extra pongs pay (mil +0.5, majsoul +0.9 plain
            # wins per decision), so a pong needs no margin beyond the models' noise.
            if scores[best] <= scores[shape] * (1 + PONG_MARGIN):
                best = shape
        elif not clearly(k, scores[best], scores[shape]):
            best = shape
        if best.act is Act.KONG:
            return Decision(best, HintReason.KONG, values=values)
        if best.act is Act.PONG:
            reason = HintReason.PONG_IMPROVES if shape.act is Act.PONG else HintReason.PONG_VALUE
            return Decision(best, reason, after.get(best, ()), values=values)
        return Decision(best, HintReason.PASS, (), base, values)

    def pong_candidates(self, k: Knowledge, opps: tuple[Opponent, ...],
                        t: Tile) -> list[Candidate]:
        """The discards after ponging ``t``, best first."""
        rest = brain.remove(k.hand, t, 2)
        melds = (*k.melds, Meld(MeldKind.PONG, t))
        return weigh_discards(k, opps, sorted(set(rest)), rest, melds)

    def kong_ev(self, k: Knowledge, opps: tuple[Opponent, ...], t: Tile,
                kind: KongKind) -> float:
        """The outlook after a kong (one more draw: the replacement), plus its money, less
        the risks: being robbed (added kong), feeding a kong-discard win, refunds."""
        prof = k.profile
        rest, melds = brain.kong_result(k, t, kong_meld(kind))
        ol = outlook(k, rest, melds, draws=k.draws_left + 1)
        # The kong money the settlement itself would pay (one rule, written once).
        discarder = k.view.turn if kind is KongKind.EXPOSED else None
        immediate = kind is not KongKind.ADDED or k.view.last_draw == t
        rows = kong_payments(prof, k.seat, kind, (k.seat, *k.opponents), discarder, immediate)
        money = float(sum(p.amount for p in rows))
        # Refunded at the wall's end unless ready or out by then.
        money *= 0.6 + 0.4 * min(1.0, ol.chance + (0.3 if ol.shanten == 0 else 0.0))
        risk = 0.0
        if opps:
            # The discard after the replacement scores kong discard (and in mil returns the
            # kong money): the least dangerous tile we could throw then, with a bigger bill.
            safest = min((sum(reading.danger(k, o, u) for o in opps) for u in set(rest)),
                         default=0.0)
            refunded = prof.kong_discard_rule is KongDiscardRule.REFUND
            extra = brain.unit_value(prof) + (money if refunded else 0.0)
            risk += safest * extra
            if kind is KongKind.ADDED:
                # Robbing the kong: every ready opponent waiting on t wins, at a higher value.
                risk += reading.danger_cost(k, opps, t) * 2.0 + sum(
                    reading.danger(k, o, t) for o in opps) * money
        return ol.ev + money - risk

    # -- own turn ----------------------------------------------------------------------------

    def turn_decision(self, k: Knowledge, legal: tuple[Action, ...]) -> Decision:
        win = first(legal, Act.WIN)
        if win is not None:
            return Decision(win, HintReason.WIN)
        opps = self.read(k)
        discards = [a for a in legal if a.act is Act.DISCARD]
        tiles = [a.tile for a in discards if a.tile is not None]
        shape = NormalBot.turn(self, k, legal)  # the normal level kongs a spare tile
        if k.void is not None and suit_of(tiles[0]) == k.void:
            return self.void_turn(k, opps, legal, tiles, shape)
        has_kong = any(a.act is Act.KONG for a in legal)
        cands = weigh_discards(k, opps, tiles)
        best = pick(k, cands)
        by_tile: dict[int, Action] = {a.tile: a for a in discards if a.tile is not None}
        values = {by_tile[c.tile]: (c.score, 0.0) for c in cands}
        if has_kong:
            kongs: dict[Action, float] = {}
            kong = self.kong_over(k, opps, legal, best.score, shape, kongs)
            values.update((a, (v, 0.0)) for a, v in kongs.items())
            if kong is not None:
                return Decision(kong, HintReason.KONG, tuple(cands), values=_flat(values))
        reason = discard_reason(cands, best)
        if self.use_search:
            choice = self.searched(k, opps, cands, best)
            result = self.last_search
            if result is not None and result.rollouts >= search.MIN_ROLLOUTS:
                values.update((by_tile[t], (v, result.stderr(t)))
                              for t, v in result.values.items())
            if choice is not None:
                best, reason = choice, HintReason.SEARCHED
        action = by_tile[best.tile]
        return Decision(action, reason, tuple(cands), best.outlook, _flat(values))

    def void_turn(self, k: Knowledge, opps: tuple[Opponent, ...], legal: tuple[Action, ...],
                  tiles: Sequence[Tile], shape: Action) -> Decision:
        """A turn that must throw a void-suit tile (``tiles``): the normal level's choice
        ``shape`` (paired playouts: ordering them by danger instead lost a little, and weighing
        a kong before the void suit is gone did not pay measurably)."""
        return Decision(shape, HintReason.VOID_FIRST)

    def kong_over(self, k: Knowledge, opps: tuple[Opponent, ...], legal: tuple[Action, ...],
                  score: float, shape: Action,
                  evs: dict[Action, float] | None = None) -> Action | None:
        """The first legal kong worth clearly more than the discard scoring ``score`` (or the
        normal level's own kong ``shape``, unless the discard is clearly worth more); each
        kong weighed on the way goes into ``evs`` with its worth."""
        for a in legal:
            if a.act is Act.KONG:
                assert a.tile is not None
                ev = self.kong_ev(k, opps, a.tile, a.kong or KongKind.CONCEALED)
                if evs is not None:
                    evs[a] = ev
                if clearly(k, ev, score) or (a == shape and not clearly(k, score, ev)):
                    return a
        return None

    def searched(self, k: Knowledge, opps: tuple[Opponent, ...], cands: list[Candidate],
                 chosen: Candidate) -> Candidate | None:
        """Late in the hand, when other discards score close to ``chosen``, play them out
        (Monte Carlo over the unseen tiles, seeded from the position) and switch only when the
        rollouts show a clear gain (paired, ``z`` standard errors)."""
        if k.draws_left > self.late_draws or len(cands) < 2:
            return None
        width = self.close * search.closeness(k, chosen.score)
        close = [chosen] + [c for c in sorted(cands, key=lambda c: -c.score)
                            if c is not chosen and c.shanten <= chosen.shanten + 1
                            and chosen.score - c.score <= width]
        close = close[:self.max_candidates]
        if len(close) < 2:
            return None
        seed = search.position_seed(k.view) if self.search_seed is None else self.search_seed
        result = self.play_out(k, opps, close, seed)
        self.last_search = result
        if result.rollouts < search.MIN_ROLLOUTS:
            return None
        margin = 0.1 * brain.unit_value(k.profile)
        best = max(close[1:], key=lambda c: (result.values[c.tile], -c.tile))
        return best if result.better(best.tile, chosen.tile, margin, self.z) else None

    def play_out(self, k: Knowledge, opps: tuple[Opponent, ...], close: Sequence[Candidate],
                 seed: int) -> search.SearchResult:
        """The search's rollouts of the ``close`` discards, its generator seeded by ``seed``
        (only the first tile a rollout throws is charged with its danger)."""
        return search.run(k, opps, [(c.tile, c.danger) for c in close], random.Random(seed),
                          self.rollouts, False, self.max_steps)

    # -- 过胡: pass a win on a discard for a bigger one --------------------------------------

    def pass_for_more(self, k: Knowledge) -> bool:
        """Decline a win on another's tile for a bigger one (see ``pass_for_more``)."""
        return pass_for_more(k, PASS_MARGIN)


def _flat(values: dict[Action, tuple[float, float]]) -> tuple[tuple[Action, float, float], ...]:
    return tuple((a, v, se) for a, (v, se) in values.items())


def win_now_value(k: Knowledge) -> int | None:
    """What a win on the tile under claim pays now (the last-tile and robbing events
    included), or None."""
    t = k.view.tile
    if t is None:
        return None
    robbed = k.view.phase is Phase.ROB
    events = frozenset({WinEvent.LAST_TILE}) if k.wall == 0 and not robbed else frozenset()
    result = score_hand(k.profile, (*k.hand, t), k.melds,
                        Situation(win=WinType.ROBBED if robbed else WinType.DISCARD,
                                  seat=k.seat, discarder=k.view.turn, void=k.void,
                                  events=events))
    return result.value if isinstance(result, Score) else None


# Staying in the hand costs about this many plain wins per round against three opponents:
# their self-draws, kongs and wins on our discards (measured in normal self-play).
EXPOSURE_PER_ROUND = 0.2


def keep_value(k: Knowledge, keep: Outlook) -> float:
    """What keeping a ready hand is worth instead of leaving now: its future wins (self-draws
    pay every player still in), less the cost of staying in, plus the ready payments (查叫)
    if the wall runs out first."""
    opp = len(k.opponents)
    pool = max(1, k.pool)
    if k.model is None or k.model.each is None:
        r = win_rate(keep.ukeire, pool, opp)
    else:
        r = fed_rate(keep.waits, keep.ukeire, pool, k.model.each)[0]
    n = model_rounds(k, k.draws_left)
    cost = EXPOSURE_PER_ROUND * brain.unit_value(k.profile) * rounds_in(r, n) * opp / 3
    ready_value = max((w.value for w in keep.waits), default=0)
    wall_gain = (1.0 - keep.chance) * ready_value * NOT_READY_SHARE * opp
    return keep.ev - cost + wall_gain


def pass_for_more(k: Knowledge, margin: float = PASS_MARGIN) -> bool:
    """Decline a win on another player's tile when keeping the ready hand for a self-draw is
    worth clearly more (docs/rules.md §2: under 过胡 in mahjchina and competition a later win on a
    discard must then pay more until the next draw; mil and majsoul have no restriction)."""
    if k.wall == 0 or k.view.pass_win is not None:
        return False
    now = win_now_value(k)
    if now is None:
        return False
    keep = outlook(k, k.hand, k.melds, wall_end=False, leaving=False)
    if keep.shanten != 0 or not keep.waits or keep.ukeire == 0:
        return False
    # Measured by paired playouts from true states: keeping pays once the model's edge is
    # above about one plain win; below that the model is too hopeful.
    return keep_value(k, keep) > now + margin * brain.unit_value(k.profile)


def choose_void_by_value(view: SeatView, margin_share: float = VOID_MARGIN) -> str:
    """The void suit by shape (as the normal level), unless another suit's outlook, value
    targets included (pure one suit above all), is clearly better."""
    k = brain.knowledge(view)
    shape = brain.choose_void(view.hand, view.melds)
    evs: dict[str, float] = {}
    for s in brain.SUITS:
        kv = Knowledge(view=view, profile=k.profile, seat=k.seat, hand=k.hand, melds=k.melds,
                       void=s, unseen=k.unseen, pool=k.pool, wall=k.wall, visible=k.visible,
                       opponents=k.opponents, draws_left=k.draws_left)
        hand = list(view.hand)
        if len(hand) == 14:  # the dealer: judge the hand after its best discard
            hand.remove(analysis.discards(hand, view.melds, s, k.visible)[0].tile)
        evs[s] = outlook(kv, hand, view.melds).ev
    best = max(brain.SUITS, key=lambda s: (evs[s], s == shape))
    # Paired playouts: leaving the shape choice for a little more value loses; only a much
    # better outlook (a pure hand in sight) is worth it.
    margin = max(0.5 * brain.unit_value(k.profile), margin_share * abs(evs[shape]))
    return best if evs[best] > evs[shape] + margin else shape
