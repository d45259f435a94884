"""The Hong Kong brain of the easy and normal levels: calls and discards by the nearest plan
that reaches the minimum, then its improving tiles, with safety against a ready-looking player."""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong_gui.bots.hongkong.plans import (
    _CHOW,
    _CHOW_ACT,
    _DISCARD,
    _KONG,
    _KONG_EXPOSED,
    _PASS,
    _PONG,
    _PONG_ACT,
    _WIN,
    Seat,
    best_plans,
    distance,
    row_faan,
)
from mahjong_gui.bots.hongkong.seen import HKKnowledge, knowledge
from mahjong_gui.bots.hongkong.turns import (
    Each,
    Read,
    TurnPlans,
    _best_row,
    _plans_each,
    _rows_of_14,
    discard_rows,
    nearest_floor,
)
from mahjong_gui.engine import analysis
from mahjong_gui.engine.common import Invalid, NotWin, WinType
from mahjong_gui.engine.family.base import Spot
from mahjong_gui.engine.family.registry import score_at_table, win_pays
from mahjong_gui.engine.legal import Action
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.memo import MISSING, OwnedMemo
from mahjong_gui.engine.rules import HKProfile
from mahjong_gui.engine.rules.hongkong import HKPatternId
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.state import positional_replacer
from mahjong_gui.engine.tiles import TILES, Tile
from mahjong_gui.engine.views import SeatView

_SELF_DRAW = HKPatternId.SELF_DRAW
_ALL_CHOWS = HKPatternId.ALL_CHOWS
# The rows the strong level hopes for (``HKBrain.hope``); the normal level hopes for all chows.
BOTH_HOPES = (_SELF_DRAW, _ALL_CHOWS)

# ``replace(seat, reach=..., chow_reach=...)``, positionally (once a bot and hand).
_HOPED_SEAT = positional_replacer(Seat, "reach", "chow_reach")

_KONG_MELD = {KongKind.EXPOSED: MeldKind.KONG, KongKind.CONCEALED: MeldKind.ANKONG,
              KongKind.ADDED: MeldKind.ADDKONG}


class HKBrain:
    """One level of Hong Kong play. ``slip``: how often a near-best choice is taken instead of
    the best; ``careless``: ignores the minimum; ``defend``: how much safety weighs; ``hope``:
    the rows a hand may still be declared with that the seat counts toward the minimum
    (``hopes``: the self-draw row for a concealed plan, the all-chows row for the shape plans
    while no pong or kong is declared)."""

    def __init__(self, seed: int, slip: float = 0.0, careless: bool = False,
                 defend: float = 0.0, hope: tuple[HKPatternId, ...] = ()) -> None:
        self.rng = random.Random(seed)
        self.slip = slip
        self.careless = careless
        self.defend = defend
        self.hope = hope
        self._hopes: tuple[Seat, HKProfile, Seat] | None = None
        # The last turn's hand, discard, the distance it left, melds and seat: the calls on
        # the others' discards until the next turn start from that distance.
        self._left: tuple[tuple[Tile, ...], int, int, tuple[Meld, ...], Seat] | None = None
        # ``hopes`` as ``seen.knowledge`` asks it (bound here, so a subclass's own is the one
        # asked), or None for a level without hopes.
        self._hoping = self.hopes if hope else None
        cls = type(self)
        self._own_knowledge = cls.knowledge is HKBrain.knowledge
        self._bare_claims = cls.claim is HKBrain.claim and self._own_knowledge
        # The last calls' hands as measured (_after_call): the turn after a call reads its
        # discards' plans from there.
        self._called: list[tuple[tuple[Tile, ...], tuple[Meld, ...], Seat, Each]] = []

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        claim = False
        for a in legal:
            act = a.act
            if act is _WIN:
                return a  # legal only offers wins that reach the minimum
            if act is _PASS:
                claim = True
        if claim:
            if self._bare_claims:  # this level's calls read neither the unseen tiles nor the
                return self.claim(knowledge(view, False, self._hoping), legal)  # threats
            return self.claim(self.knowledge(view), legal)
        if self._own_knowledge:  # HKBrain.knowledge, called directly
            return self.turn(knowledge(view, True, self._hoping), legal)
        return self.turn(self.knowledge(view), legal)

    def knowledge(self, view: SeatView) -> HKKnowledge:
        return knowledge(view, True, self._hoping)

    def hopes(self, seat: Seat, profile: HKProfile) -> Seat:
        """The seat as this level counts it (``hope``): a concealed plan may be declared by
        self-draw (the row counts toward the minimum, not toward the plan's worth), and a hand
        with no pong or kong declared may still be all chows (toward its shape plans'
        minimum). ``knowledge`` makes the seat's knowledge with it (a level without hopes
        never asks)."""
        got = self._hopes
        if got is None or got[0] is not seat or got[1] is not profile:
            # The same seat and profile, the same hopes: remembered from the last decision.
            hope = self.hope
            got = self._hopes = (seat, profile, _HOPED_SEAT(
                seat, row_faan(profile, _SELF_DRAW) if _SELF_DRAW in hope else 0,
                row_faan(profile, _ALL_CHOWS) if _ALL_CHOWS in hope else 0))
        return got[2]

    # -- on a discard -----------------------------------------------------------------------

    def claim(self, k: HKKnowledge, legal: tuple[Action, ...]) -> Action:
        tile = k.view.tile
        assert tile is not None
        self._called = []
        base = self._left_distance(k)
        if base is None:
            base = distance(k.seat, k.hand, k.melds, self.careless)
        # The better calls (distance after, hand, melds, action), in legal's order.
        better_calls: list[tuple[int, list[Tile], tuple[Meld, ...], Action]] = []
        for a in legal:
            called = after_call(k, a, tile)
            if called is None:
                continue
            hand, melds = called
            act = a.act
            value_pong = act is _PONG_ACT and tile in k.seat.value_kinds
            read = None
            if act is not _KONG and len(hand) + 3 * len(melds) == 14:
                floor, read = nearest_floor(k.seat, hand, melds, self.careless)
                if floor >= base + value_pong:
                    continue  # no discard after it comes nearer (or as near, a value pong):
                    # no better call, whatever its plans (most calls weighed are not made)
            after = self._after_call(k, hand, melds, act is _KONG, read)
            if after is None:
                continue
            better = after < base or (value_pong and after <= base)
            if act is _KONG:
                better = after <= base
            if not better:
                continue  # its plans' faan would only break a tie among better calls
            better_calls.append((after, hand, melds, a))
        if better_calls and not (self.slip and self.rng.random() < self.slip / 2):
            return self._best_call(k, better_calls)
        for a in legal:
            if a.act is _PASS:
                return a
        raise AssertionError("a claim offers a pass")

    def _best_call(self, k: HKKnowledge,
                   calls: list[tuple[int, list[Tile], tuple[Meld, ...], Action]]) -> Action:
        """The first of the better ``calls`` with the least distance after it, then the most
        faan of its hand's nearest plan; the faan read only where distances tie (a turn seldom
        has two better calls)."""
        least = min(c[0] for c in calls)
        tied = [c for c in calls if c[0] == least]
        if len(tied) == 1:
            return tied[0][3]
        best: tuple[int, Action] | None = None
        for _, hand, melds, a in tied:
            plans = best_plans(k.seat, hand, melds, self.careless)
            neg = plans[0][1] if plans else 0  # -faan
            if best is None or neg < best[0]:
                best = (neg, a)
        assert best is not None
        return best[1]

    def _left_distance(self, k: HKKnowledge) -> int | None:
        """``distance`` of the knowledge's hand when it is the one the last turn left (its
        discard's distance, measured then), else None."""
        left = self._left
        if left is None or left[3] is not k.melds or left[4] is not k.seat or len(
                left[0]) != len(k.hand) + 1:
            return None
        hand: list[int] = list(left[0])
        hand.remove(left[1])
        return left[2] if tuple(hand) == k.hand else None

    def _after_call(self, k: HKKnowledge, hand: list[Tile], melds: tuple[Meld, ...],
                    kong: bool = False, read: Read | None = None) -> int | None:
        """The distance after calling and making the best discard (a kong: none to make);
        ``read``: ``nearest_floor``'s of this hand, when asked first."""
        if kong:
            return distance(k.seat, hand, melds, self.careless)
        best = None
        if len(hand) + 3 * len(melds) == 14:
            # distance() of each hand left by a discard: the turn's plans, the nearest. Kept
            # for the turn that follows when this call is made (the same 14 tiles).
            each = _plans_each(k.seat, hand, melds, self.careless, read=read)
            self._called.append((tuple(hand), melds, k.seat, each))
            return each[3]
        for t in set(hand):
            rest = list(hand)
            rest.remove(t)
            d = distance(k.seat, rest, melds, self.careless)
            best = d if best is None else min(best, d)
        return best

    # -- on one's own turn ------------------------------------------------------------------

    def turn(self, k: HKKnowledge, legal: tuple[Action, ...]) -> Action:
        # The discards' tiles (a discard always names its tile).
        tiles: list[Tile] = [a.tile for a in legal if a.act is _DISCARD]  # type: ignore[misc]
        # discard_infos as tuples: (distance, -ukeire, -faan, isolation, tile, plan, safety).
        turn = None
        if self._called:  # a call made: its hand's plans were read when it was weighed
            for called, called_melds, seat, each in self._called:
                if seat is k.seat and called == k.hand and called_melds == k.melds and len(
                        set(tiles)) == len(each[2]):
                    turn = TurnPlans(k.seat, k.hand, k.melds, self.careless, k.unseen,
                                     each=each)
            self._called = []
        if len(k.hand) + 3 * len(k.melds) == 14 and not self.slip:
            if turn is None:
                turn = TurnPlans(k.seat, k.hand, k.melds, self.careless, k.unseen, tiles)
            if self.defend and k.threats and turn.nearest >= 1:
                rows = _rows_of_14(k, tiles, self.careless, turn)
            else:  # the best discard is all this turn reads (no safety to weigh)
                rows = [_best_row(turn)]
        else:
            rows = discard_rows(k, tiles, self.careless, turn)
        best = rows[0]
        bd = best[0]
        if len(tiles) != len(legal):
            for a in legal:
                if a.act is _KONG and a.tile is not None and a.kong is not None:
                    hand, melds = after_own_kong(k, a.tile, a.kong)
                    if distance(k.seat, hand, melds, self.careless) <= bd:
                        return a
        choice = best
        if self.defend and k.threats and bd >= 1:
            # Give up speed for safety when far from ready: a distance step costs ``defend``
            # (max() of this value over the rows: the first highest).
            defend = self.defend
            buk = -best[1]
            top = None
            for i in rows:
                v = i[6] * defend - (i[0] - bd) * 2.0 - (-i[1] < buk) * 0.1
                if top is None or v > top:
                    top, choice = v, i
        elif self.slip and len(rows) > 1 and self.rng.random() < self.slip:
            near = [i for i in rows[1:4] if i[0] <= bd + 1]
            if near:
                choice = self.rng.choice(near)
        tile = choice[4]
        self._left = (k.hand, tile, choice[0], k.melds, k.seat)
        for a in legal:
            if a.tile == tile and a.act is _DISCARD:
                return a
        raise AssertionError("the chosen discard is one of the legal ones")


def wait_pays(k: HKKnowledge, hand: Sequence[Tile]) -> list[tuple[Tile, int, int]]:
    """Each winning tile of a ready hand with what a win on it pays the winner in all, on a
    discard (from the next seat) and on a self-draw, as the table scores and pays it; 0 where
    the win falls below the minimum (no win). Remembered by what it reads: a ready hand is
    weighed again on every turn it waits."""
    v = k.view
    key = (tuple(hand), k.melds, v.seat, v.dealer, v.prevailing, v.bonus, id(k.profile))
    got = _WAIT_PAYS.get_for(key, k.profile)
    if got is not MISSING:
        return list(got)
    out = _wait_pays(k, hand)
    _WAIT_PAYS.put_for(key, k.profile, tuple(out))
    return out


_WAIT_PAYS: OwnedMemo[tuple[object, ...], tuple[tuple[Tile, int, int], ...]] = OwnedMemo(
    "hk.wait_pays", 2048)


def _wait_pays(k: HKKnowledge, hand: Sequence[Tile]) -> list[tuple[Tile, int, int]]:
    v = k.view
    out = []
    for w in analysis.waits(hand, k.melds, family=k.profile.analysis_family):
        pays = []
        for win, discarder in ((WinType.DISCARD, (v.seat + 1) % 4), (WinType.SELF, None)):
            spot = Spot(win=win, seat=v.seat, discarder=discarder, dealer=v.dealer,
                        in_seats=frozenset(range(4)), bonus=tuple(sorted(v.bonus)),
                        prevailing=v.prevailing)
            score = score_at_table(k.profile, (*hand, w), k.melds, spot)
            pays.append(0 if isinstance(score, NotWin | Invalid)
                        else win_pays(k.profile, score, win, 3))
        out.append((w, pays[0], pays[1]))
    return out


def after_call(k: HKKnowledge, a: Action, tile: Tile
               ) -> tuple[list[Tile], tuple[Meld, ...]] | None:
    """The hand and melds after a pong, exposed kong or chow of the discard ``tile``."""
    act = a.act
    if act is _PONG_ACT:
        return _take(k.hand, [tile, tile]), (*k.melds, Meld(_PONG, tile))
    if act is _KONG:
        return _take(k.hand, [tile] * 3), (*k.melds, Meld(_KONG_EXPOSED, tile))
    if act is _CHOW_ACT and a.tile is not None:
        need = [TILES[a.tile + i] for i in range(3) if a.tile + i != tile]
        return _take(k.hand, need), (*k.melds, Meld(_CHOW, a.tile))
    return None


def after_own_kong(k: HKKnowledge, tile: Tile, kind: KongKind
                   ) -> tuple[list[Tile], tuple[Meld, ...]]:
    """The hand and melds after a concealed or added kong on one's own turn."""
    hand = _take(k.hand, [tile] * (4 if kind is KongKind.CONCEALED else 1))
    melds = tuple(m for m in k.melds if not (kind is KongKind.ADDED and m.tile == tile))
    return hand, (*melds, Meld(_KONG_MELD[kind], tile))


def _take(hand: Sequence[Tile], tiles: Sequence[Tile]) -> list[Tile]:
    out = list(hand)
    for t in tiles:
        out.remove(t)
    return out
