"""The outlook of a 13-tile hand: its chance to win before the wall runs out and the expected
amount that win pays, over the value targets the profile rewards (plain, pure one suit, all
pongs, seven pairs; roots and the cap from the profile's own table).

The chance model: a hand at shanten s must pass s + 1 stages; each round (one own draw, and
for the last stage also the other players' discards) passes the current stage with a
probability from its ukeire over the unseen tiles (the first stage) or a typical rate (later
stages, measured in self-play). Ready hands use their real waits and values (the profile's
own scorer).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from mahjong_gui.bots import brain
from mahjong_gui.bots.brain import Knowledge, WaitValue, pattern_value, suit_of
from mahjong_gui.engine import analysis
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.memo import Memo
from mahjong_gui.engine.settlement import KongKind, kong_payments
from mahjong_gui.engine.tiles import Tile

# Per-round chance of passing a later stage, by shanten level (0: ready, as a share of the
# unseen tiles per own draw), for each target. "plain" (with ROUNDS_*, DISCARD_SHARE and
# CALL_SHARE) is fitted to normal self-play (mil and majsoul, 36,000 discards, log-loss):
# predicted and measured win rates agree within 0.05 per decile. The other targets follow
# their shapes (one suit: fewer useful tiles; seven pairs and pongs: single-kind waits).
_TYPICAL_RATE = {
    "plain": (0.085, 0.28, 0.32, 0.384, 0.416, 0.448),
    "pure": (0.085, 0.17, 0.20, 0.23, 0.25, 0.27),
    "seven_pairs": (0.037, 0.11, 0.18, 0.26, 0.33, 0.40),
    "all_pongs": (0.06, 0.09, 0.13, 0.17, 0.21, 0.25),
}
# The special targets win less often than their shanten suggests (the hand switches to a quicker
# plain win, or the one-suit tiles run out): measured in strong self-play.
TARGET_SCALE = {"plain": 1.0, "pure": 0.55, "seven_pairs": 0.5, "all_pongs": 0.55}
DISCARD_SHARE = 0.5  # each other player's discard wins for us about half as often as a draw
CALL_SHARE = 0.3  # pongs lift the chance of the first stage by this much per other player
ROUNDS_SCALE, ROUNDS_EXTRA = 0.9, 1.0  # own draws left -> effective rounds (pongs, leavers)


def _complete(rates: tuple[float, ...], rounds10: int) -> float:
    """P(passing every stage in order within ``rounds10 / 10`` rounds), one stage at most per
    round; ``rates[i]``: the per-round chance of passing stage i."""
    rounds = rounds10 / 10
    n = int(rounds)
    frac = rounds - n
    m = len(rates)
    dist = [1.0] + [0.0] * m
    for r in range(n + 1):
        w = 1.0 if r < n else frac
        if w <= 0:
            break
        for j in range(min(r, m - 1), -1, -1):
            p = dist[j]
            if p:
                q = rates[j] * w
                dist[j + 1] += p * q
                dist[j] = p * (1 - q)
    return dist[m]


# ``_complete``'s results by (rates, rounds10): a plain dict of floats, cleared when full. (An
# ``lru_cache`` keeps a linked list of its entries, every link an object the garbage
# collector's full passes walk: 8,192 of them made each pass of a long game slower.)
_COMPLETE: Memo[tuple[tuple[float, ...], int], float] = Memo("outlook.complete", 8192)


def complete_chance(rates: Sequence[float], rounds: float) -> float:
    """P(passing every stage in order within ``rounds`` rounds) (cached, rounded)."""
    if rounds <= 0:
        return 0.0
    key = (tuple(round(r, 3) for r in rates), int(round(rounds * 10)))
    hit = _COMPLETE.data.get(key)
    if hit is None:
        hit = _COMPLETE.put(key, _complete(*key))
    return hit


def win_rate(live: int, pool: int, opponents: int) -> float:
    """Chance per round that a ready hand with ``live`` unseen winning tiles wins: on its own
    draw or on one of the other players' discards."""
    if live <= 0 or pool <= 0:
        return 0.0
    p = min(1.0, live / pool)
    return float(1.0 - (1.0 - p) ** (1.0 + DISCARD_SHARE * opponents))


# How often an opponent's draw of a tile comes straight back out as its discard (four strong
# bots, mil, 200 hands, 8,801 draws): a tile of its void suit 0.88 (it must go, unless another
# void-suit tile goes first), any other 0.28. Their mean over the draws, 0.49, is the one
# share above.
VOID_FEED, KEPT_FEED = 0.88, 0.28


def opponent_feeds(voids: Sequence[str | None]) -> tuple[tuple[float, float, float], ...]:
    """For each opponent (``voids``: their void suits, None for one not known), the share of
    its draws of each suit (m, p, s) that it throws: ``VOID_FEED`` for its void suit,
    ``KEPT_FEED`` for the others, the one ``DISCARD_SHARE`` when its void is not known."""
    out = []
    for v in voids:
        if v is None:
            out.append((DISCARD_SHARE, DISCARD_SHARE, DISCARD_SHARE))
        else:
            f = [VOID_FEED if v == suit else KEPT_FEED for suit in "mps"]
            out.append((f[0], f[1], f[2]))
    return tuple(out)


def suit_feed(each: Sequence[tuple[float, float, float]]) -> tuple[float, float, float]:
    """Per suit (m, p, s): the discards the opponents' draws of it bring, summed over the
    opponents (``opponent_feeds``)."""
    return (sum(f[0] for f in each), sum(f[1] for f in each), sum(f[2] for f in each))


def fed_rate(ws: Sequence[WaitValue], live: int, pool: int,
             each: Sequence[tuple[float, float, float]]) -> tuple[float, float, float]:
    """A ready hand's chance per round to win, the share of its wins that are self-drawn, and
    what a win on a discard pays on average, when each opponent's discards feed each wait by
    its suit (``each``: ``opponent_feeds``)."""
    feed = suit_feed(each)
    fed_copies = sum(w.unseen * feed[w.tile // 9] for w in ws)
    fed = fed_copies / live
    value = (sum(w.value * w.unseen * feed[w.tile // 9] for w in ws) / fed_copies
             if fed_copies else 0.0)
    p = min(1.0, live / pool)
    return float(1.0 - (1.0 - p) ** (1.0 + fed)), 1.0 / (1.0 + fed), value


def self_share(opponents: int) -> float:
    """The share of a ready hand's wins that are self-drawn."""
    return 1.0 / (1.0 + DISCARD_SHARE * opponents)


def stage_rates(first: float, shanten: int, opponents: int, target: str = "plain",
                calls: float = CALL_SHARE) -> list[float]:
    """Per-round rates of the s + 1 stages: ``first`` (a share of the unseen tiles) for the
    current stage, typical ones after it; the last stage (ready to win) counts the other
    players' discards, the others the chance to pong."""
    typical = _TYPICAL_RATE[target]
    share = DISCARD_SHARE if shanten == 0 else calls
    rates = [1.0 - (1.0 - min(1.0, first)) ** (1.0 + share * opponents)]
    for level in range(shanten - 1, -1, -1):
        r = typical[min(level, len(typical) - 1)]
        if level == 0:
            r = 1.0 - (1.0 - r) ** (1.0 + DISCARD_SHARE * opponents)
        elif target == "all_pongs":
            r = 1.0 - (1.0 - r) ** (1.0 + calls * opponents)
        rates.append(r)
    return rates


def rounds(draws: float, extra: float = ROUNDS_EXTRA) -> float:
    """Effective rounds left from own draws left (fitted: winners leave, pongs add tiles)."""
    return ROUNDS_SCALE * draws + extra if draws > 0 else 0.0


def model_rounds(k: Knowledge, draws: float) -> float:
    """``rounds`` with the refinements of ``k.model`` when it has them."""
    return rounds(draws) if k.model is None else rounds(draws, k.model.rounds_extra)


def rounds_in(rate: float, n: float) -> float:
    """The rounds a ready hand winning with ``rate`` a round stays in, of ``n`` left."""
    return (1.0 - (1.0 - rate) ** n) / rate if rate > 0 else n


@dataclass(frozen=True, slots=True)
class Outlook:
    """A 13-tile hand's prospects: ``ev`` = ``chance`` x the expected payment of its target."""

    ev: float
    chance: float
    target: str  # "plain", "pure", "all_pongs", "seven_pairs" or "ready"
    shanten: int
    ukeire: int
    waits: tuple[WaitValue, ...] = ()


def pay(value: float, self_draw: float, payers: int, opponents: int,
        share: float | None = None) -> float:
    """The expected amount of a win: self-drawn (every payer) or on a discard (one payer);
    ``share``: the self-drawn share of the wins when known (default ``self_share``)."""
    if share is None:
        share = self_share(opponents)
    return share * self_draw * payers + (1 - share) * value


def _pure_suit(hand: Sequence[Tile], melds: Sequence[Meld], void: str | None) -> str | None:
    """The kept suit holding most of the hand, when a pure hand in it is still possible."""
    if void is None:
        return None
    kept = [s for s in "mps" if s != void]
    meld_suits = {suit_of(m.tile) for m in melds}
    if len(meld_suits) > 1:
        return None
    if meld_suits:
        return next(iter(meld_suits))
    counts = {s: sum(1 for t in hand if suit_of(t) == s) for s in kept}
    return max(kept, key=lambda s: (counts[s], s))


def _pong_ukeire(hand: Sequence[Tile], void: str | None, unseen: Sequence[int]) -> int:
    c = brain.counts34(hand)
    out = 0
    for t, n in enumerate(c):
        if n and n < 3 and suit_of(t) != void:
            out += unseen[t]
    return out


def _pairs_ukeire(hand: Sequence[Tile], void: str | None, unseen: Sequence[int]) -> int:
    c = brain.counts34(hand)
    return sum(unseen[t] for t, n in enumerate(c) if n % 2 == 1 and suit_of(t) != void)


def end_chance(k: Knowledge) -> float:
    """P(the wall runs out with this seat still in): not every opponent wins first."""
    opp = len(k.opponents)
    if not opp:
        return 0.0
    each = min(0.7, 0.06 * k.draws_left)  # an opponent's chance to win before the wall ends
    return 1.0 - each ** opp


def wall_end_value(k: Knowledge, ready: float, ready_value: float) -> float:
    """What the wall's end (查叫) is worth to this seat if it gets there still in: a ready hand
    collects its ready value from the not-ready players, a hand not ready pays every ready
    player (docs/rules.md §2.5). ``ready``: the chance to be ready by then."""
    opp = len(k.opponents)
    unit = brain.unit_value(k.profile)
    gain = ready_value * NOT_READY_SHARE * opp
    loss = (1.0 - NOT_READY_SHARE) * opp * OPPONENT_READY_VALUE * unit
    return ready * gain - (1.0 - ready) * loss


NOT_READY_SHARE = 0.25  # share of the other players not ready when the wall runs out
OPPONENT_READY_VALUE = 1.3  # an opponent's ready value, in plain wins


KONG_KEPT = 0.8  # the share of kong money not refunded at the wall's end (not ready then)


def kong_money(k: Knowledge, kind: KongKind) -> float:
    """What a concealed or an added kong (made at once) pays this seat now, in all: the
    settlement's own rows (``kong_payments``)."""
    return float(sum(p.amount for p in kong_payments(k.profile, k.seat, kind,
                                                     (k.seat, *k.opponents))))


def kong_hope(k: Knowledge, hand: Sequence[Tile], melds: Sequence[Meld], draws: float) -> float:
    """The kong money the hand may still bring: for each concealed triplet and each declared
    pong whose fourth copy is unseen, the chance to draw it in ``draws`` own draws times the
    kong's money (``KONG_KEPT`` of it: refunds at the wall's end)."""
    if not k.opponents or draws <= 0:
        return 0.0
    triplets = sum(1 for t, c in enumerate(brain.counts34(hand))
                   if c == 3 and k.unseen[t] == 1 and suit_of(t) != k.void)  # no void kong
    pongs = sum(1 for m in melds if m.kind is MeldKind.PONG and k.unseen[m.tile] == 1)
    if not (triplets or pongs):
        return 0.0
    p = 1.0 - (1.0 - 1.0 / max(1, k.pool)) ** draws  # one copy left to draw
    money = (triplets * kong_money(k, KongKind.CONCEALED)
             + pongs * kong_money(k, KongKind.ADDED))
    return float(KONG_KEPT * p * money)


def _ready_outlook(k: Knowledge, hand: Sequence[Tile], melds: Sequence[Meld], d: float,
                   n: float, end: float, leaving: bool) -> Outlook:
    """``outlook`` of a ready hand (no void tile held): its waits' chance and value, ``d``
    draws left over ``n`` rounds, ``end`` the chance the wall runs out first."""
    prof = k.profile
    model = k.model
    pool = max(1, k.pool)
    opp = len(k.opponents)
    ws = brain.wait_values(prof, hand, melds, k.void, k.unseen)
    live = sum(w.unseen for w in ws)
    ready_value = max((w.value for w in ws), default=0)
    if live == 0:
        ev = end * wall_end_value(k, 1.0, ready_value) if ws else 0.0
        return Outlook(ev, 0.0, "ready", 0, 0, ws)
    value = sum(w.value * w.unseen for w in ws) / live
    self_draw = sum(w.self_draw * w.unseen for w in ws) / live
    share: float | None = None
    if model is None or model.each is None:
        rate = win_rate(live, pool, opp)
    else:
        rate, share, value = fed_rate(ws, live, pool, model.each)
    chance = complete_chance([rate], n)
    ev = chance * pay(value, self_draw, max(1, opp), opp, share)
    ev += (1.0 - chance) * end * wall_end_value(k, 1.0, ready_value)
    if model is not None:
        if leaving and model.exposure:
            unit = brain.unit_value(prof)
            ev += model.exposure * unit * (n - rounds_in(rate, n)) * opp / 3
        if model.kong_hopes:
            ev += kong_hope(k, hand, melds, d)
    return Outlook(ev, chance, "ready", 0, live, ws)


def outlook(k: Knowledge, hand: Sequence[Tile], melds: Sequence[Meld],
            draws: float | None = None, sh: int | None = None,
            uk: int | None = None, targets: bool = True, wall_end: bool = True,
            leaving: bool = True) -> Outlook:
    """The outlook of the 13-tile ``hand`` with ``melds`` for the seat of ``k`` (``draws``: its
    own draws left, ``sh``/``uk``: shanten and ukeire when already known). ``ev`` counts the
    win (chance x expected payment, the best value target) and, unless ``wall_end`` is off,
    the ready payments if the wall runs out first. With ``k.model`` a ready hand's waits are
    fed by suit, and unless ``leaving`` is off its ``ev`` also counts what winning sooner
    saves of the cost of staying in (``Model.exposure``)."""
    prof = k.profile
    void = k.void
    unseen = k.unseen
    pool = max(1, k.pool)
    opp = len(k.opponents)
    payers = max(1, opp)
    d = k.draws_left if draws is None else draws
    model = k.model
    n = model_rounds(k, d)
    if sh is None:
        sh = brain.shanten(hand, melds, void)
    roots = brain.roots_held(hand, melds)
    end = end_chance(k) if wall_end else 0.0
    if sh == 0 and not any(suit_of(t) == void for t in hand):
        return _ready_outlook(k, hand, melds, d, n, end, leaving)
    if uk is None:
        uk = analysis.ukeire(hand, melds, void, k.visible)[0]
    bonus = prof.self_draw_bonus
    best = Outlook(-1e9, 0.0, "plain", sh, uk)

    def consider(target: str, s: int, u: int, value: float) -> None:
        nonlocal best
        if s >= 6 or u <= 0:
            return
        calls = {"all_pongs": DISCARD_SHARE, "seven_pairs": 0.0}.get(target, CALL_SHARE)
        rates = stage_rates(u / pool, s, opp, target, calls)
        chance = complete_chance(rates, n) * TARGET_SCALE[target]
        ev = chance * pay(value, value + bonus, payers, opp)
        if end:
            ready = complete_chance(rates[:-1], n) * TARGET_SCALE[target]
            ev += (1.0 - chance) * end * wall_end_value(k, ready, value)
        if ev > best.ev:
            best = Outlook(ev, chance, target, sh, uk)

    m = len(melds)
    suit = _pure_suit(hand, melds, void)
    one_suit = suit is not None and all(suit_of(t) in (suit, void) for t in hand)
    consider("plain", sh, uk, pattern_value(prof, roots=roots, melds=m, pure=one_suit))
    if targets:
        if suit is not None and not one_suit:
            moved = brain.pure_hand(hand, melds, void, suit)
            if moved is not None:
                ps = brain.shanten(moved, melds, void)
                if ps <= sh + 2:
                    pu = analysis.ukeire(moved, melds, void, k.visible)[0]
                    consider("pure", ps, pu,
                             pattern_value(prof, pure=True, roots=roots, melds=m))
        aps = brain.pong_shanten(hand, melds, void)
        if aps <= sh + 1:
            consider("all_pongs", aps, _pong_ukeire(hand, void, unseen),
                     pattern_value(prof, all_pongs=True, roots=roots, melds=m, pure=one_suit))
        if not melds:
            sps = analysis.shanten_by_form(hand, melds, void)[analysis.Form.SEVEN_PAIRS]
            if sps is not None and sps <= sh + 1:
                fours = sum(1 for c in brain.counts34(hand) if c == 4)
                consider("seven_pairs", sps, _pairs_ukeire(hand, void, unseen),
                         pattern_value(prof, seven_pairs=True, roots=fours, pure=one_suit))
    if best.ev == -1e9:  # nothing can improve the hand now
        ev = end * wall_end_value(k, 0.0, 0.0)
        best = Outlook(ev, 0.0, "plain", sh, uk)
    if model is not None and model.kong_hopes:
        best = replace(best, ev=best.ev + kong_hope(k, hand, melds, d))
    return best
