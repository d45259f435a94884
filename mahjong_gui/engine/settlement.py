"""Settlement: who pays whom, how much and why, for wins, kongs, the wall's end and penalties.

Every number a user sees is a sum of ``Payment`` rows. ``HandLedger`` walks one hand's events
in order (who is still in, kong money and its refunds, multi-winner discards, the wall-end
settlement); ``ledger.settle_session`` adds hands up into totals, rank points and the next dealer.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from mahjong_gui.engine import analysis
from mahjong_gui.engine.common import SEATS, Invalid, NotWin, Payment, Reason, WinType, Word
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.rules.base import KongDiscardRule, PigRule
from mahjong_gui.engine.scoring import Score, Situation, WinEvent, score_hand
from mahjong_gui.engine.tiles import Tile, TileError

# typing.TYPE_CHECKING without importing typing (mypy knows the name). The profiles are only
# annotations here: importing them would load the rules registry (every profile built) with
# this module, which the window's start imports long before any game is set up.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from mahjong_gui.engine.rules import AnyProfile
    from mahjong_gui.engine.rules.base import Profile


def win_payments(profile: Profile, s: Situation, value: int,
                 event: int | None = None) -> list[Payment]:
    """The rows of one win worth ``value`` (docs/rules.md §2.2-2.4): the discarder pays it, or on a
    self-draw every other player still in pays it plus the self-draw bonus."""
    if s.win is _WINTYPE_DISCARD:
        assert s.discarder is not None
        return [Payment(s.discarder, s.seat, value, _REASON_WIN_DISCARD, event)]
    if s.win is _WINTYPE_ROBBED:
        assert s.discarder is not None
        return [Payment(s.discarder, s.seat, value, _REASON_WIN_ROBBED_KONG, event)]
    if s.kong_feeder is not None and profile.kong_bloom_feeder_pays:
        return [Payment(s.kong_feeder, s.seat, value, _REASON_WIN_KONG_BLOOM_FEEDER, event)]
    amount = value + profile.self_draw_bonus
    return [Payment(p, s.seat, amount, _REASON_WIN_SELF_DRAW, event)
            for p in sorted(s.in_seats) if p != s.seat]


class KongKind(Word):
    EXPOSED = "exposed"
    ADDED = "added"
    CONCEALED = "concealed"


def kong_payments(profile: Profile, seat: int, kind: KongKind, in_seats: Iterable[int],
                  discarder: int | None = None, immediate: bool = True,
                  event: int | None = None) -> list[Payment]:
    """Kong money, paid at once by players still in the hand (docs/rules.md §2.2-2.4)."""
    if kind is _KONGKIND_EXPOSED:
        assert discarder is not None
        return [Payment(discarder, seat, profile.kong_exposed, _REASON_KONG_EXPOSED, event)]
    if kind is _KONGKIND_ADDED:
        if profile.added_kong_immediate_only and not immediate:
            return []
        amount, reason = profile.kong_added, _REASON_KONG_ADDED
    else:
        amount, reason = profile.kong_concealed, _REASON_KONG_CONCEALED
    return [Payment(p, seat, amount, reason, event) for p in sorted(in_seats) if p != seat]


# ---------------------------------------------------------------------------------------------
# The wall's end


@dataclass(frozen=True, slots=True)
class WallHand:
    """A player still in when the wall ran out: 13 tiles less 3 per meld."""

    hand: tuple[Tile, ...]
    melds: tuple[Meld, ...] = ()
    void: str | None = None
    dead: bool = False  # scorebook: a dead hand settles as not ready


@dataclass(frozen=True, slots=True)
class WallDeclared:
    """A player still in at the wall's end whose outcome the table agreed without the tiles
    (scorebook): ``ready`` with its value in the profile's unit, ``not_ready`` or ``pig``."""

    status: str  # "ready" | "not_ready" | "pig"
    units: int | None = None
    dead: bool = False


WALL_STATUSES = ("ready", "not_ready", "pig")


@dataclass(frozen=True, slots=True)
class WallStatus:
    ready_value: int | None  # None: not ready
    pig: bool


def ready_value(profile: Profile, hand: Sequence[Tile], melds: Sequence[Meld] = (),
                void: str | None = None) -> int | None:
    """docs/rules.md §2.5: the best value over the waits as a discard win, with roots,
    without events
    or the self-draw bonus, capped; None when the hand is not ready."""
    best: int | None = None
    for w in analysis.waits(hand, melds, void):
        result = score_hand(profile, (*hand, w), melds,
                            Situation(win=_WINTYPE_DISCARD, seat=0, discarder=1, void=void))
        if isinstance(result, Score) and (best is None or result.value > best):
            best = result.value
    return best


def wall_status(profile: Profile, w: WallHand) -> WallStatus:
    suits = {t.suit.value for t in w.hand} | {m.tile.suit.value for m in w.melds}
    void = w.void
    if void is None and len(suits) < 3:
        void = next(v for v in "mps" if v not in suits)
    if profile.pig_is_void_tile:
        pig = void is None or void in suits
    else:
        pig = len(suits) == 3
    if w.dead or pig or void in suits:
        return WallStatus(None, pig)
    return WallStatus(ready_value(profile, w.hand, w.melds, void), pig)


@dataclass(slots=True)
class _Kong:
    maker: int
    kind: KongKind
    discarder: int | None
    rows: list[Payment]
    refunded: bool = False


def wall_end_payments(profile: Profile, status: dict[int, WallStatus], kongs: Sequence[_Kong],
                      event: int | None = None) -> list[Payment]:
    """docs/rules.md §2.5: flower pigs, ready payments (查叫) and kong refunds."""
    in_seats = sorted(status)
    ready = {s: st.ready_value for s, st in status.items() if st.ready_value is not None}
    not_ready = [s for s in in_seats if s not in ready]
    pigs = [s for s in in_seats if status[s].pig]
    rows: list[Payment] = []
    for pig in pigs:
        if profile.pig_rule is PigRule.PENALTY:
            rows.append(Payment(pig, None, profile.pig_amount, _REASON_FLOWER_PIG_PENALTY, event))
            continue
        if profile.pig_rule is PigRule.PAY_ALL_REFUND_KONGS:
            receivers = [s for s in SEATS if s != pig]
        elif profile.pig_rule is PigRule.PAY_RECEIVERS and profile.pig_pays_all_others:
            receivers = [s for s in SEATS if s != pig]
        elif profile.pig_rule is PigRule.PAY_RECEIVERS:
            receivers = [s for s in in_seats if s != pig and s not in pigs]
        else:  # "pay_in_max": every other player still in, pigs too
            receivers = [s for s in in_seats if s != pig]
        for r in receivers:
            amount = profile.pig_amount
            if profile.pig_rule is PigRule.PAY_IN_MAX:
                amount = max(amount, ready.get(r, 0))
            rows.append(Payment(pig, r, amount, _REASON_FLOWER_PIG, event))
    for payer in not_ready:
        if profile.pig_rule is PigRule.PAY_IN_MAX and payer in pigs:
            continue  # majsoul: a pig's payment above replaces its ready payments
        rows += [Payment(payer, r, v, _REASON_READY_PAYMENT, event) for r, v in ready.items()]
    refunders = set(in_seats) if profile.refund_by_all_in else set(not_ready)
    for k in kongs:
        if k.maker in refunders and not k.refunded:
            k.refunded = True
            rows += [Payment(k.maker, row.payer, row.amount, _REASON_KONG_REFUND, event)
                     for row in k.rows
                     if profile.refund_to_all_payers or row.payer in status]
    return rows


# ---------------------------------------------------------------------------------------------
# One hand, event by event


class LedgerError(ValueError):
    """An event that cannot happen at that point of the hand; ``code`` is an id."""

    def __init__(self, code: str, message: str, detail: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.detail = detail  # not_a_win: why (not_winning_shape, void_suit_in_hand, ...)


@dataclass(frozen=True, slots=True)
class WinEntry:
    """A win as the scorebook or ledger records it: a full hand, or just its units."""

    seat: int
    discarder: int | None = None
    robbed: bool = False
    hand: tuple[Tile, ...] | None = None
    melds: tuple[Meld, ...] = ()
    events: frozenset[WinEvent] = frozenset()
    void: str | None = None
    units: int | None = None  # fan, base value or han, instead of a hand


@dataclass(slots=True)
class HandLedger:
    """Settles one hand's events in order and keeps who is still in the hand."""

    profile: Profile
    dealer: int
    in_seats: set[int] = field(default_factory=lambda: set(SEATS))
    payments: list[Payment] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    scores: dict[int, Score] = field(default_factory=dict)
    kongs: list[_Kong] = field(default_factory=list)
    dead: set[int] = field(default_factory=set)
    ended: bool = False
    wall: dict[int, WallStatus] = field(default_factory=dict)  # decided at the wall's end
    # The discard being settled: consecutive wins on one discarder are one multi-winner
    # discard (its winners, whether the kong-discard refund was already made).
    _group_from: int | None = None
    _group_winners: list[int] = field(default_factory=list)
    _group_refunded: bool = False
    # The hand's first winning discard or self-draw decides the next dealer.
    _first_group: list[int] = field(default_factory=list)
    _first_from: int | None = None

    def new_turn(self) -> None:
        """A tile was drawn or ponged: a later win is not part of an earlier discard's group
        (the ledger format groups consecutive wins on one discarder; a live game says when a
        new discard begins)."""
        self._group_from = None

    def _check_open(self) -> None:
        if self.ended:
            raise LedgerError("hand_over", "the hand has already ended")

    def _check_in(self, seat: int, code: str, what: str) -> None:
        if seat not in SEATS:
            raise LedgerError("bad_seat", f"seat {seat} does not exist (0-3)")
        if seat not in self.in_seats:
            raise LedgerError(code, f"seat {seat} {what} but has already won")

    def _last_kong(self, seat: int) -> _Kong | None:
        return next((k for k in reversed(self.kongs) if k.maker == seat), None)

    def kong(self, seat: int, kind: KongKind, discarder: int | None = None,
             immediate: bool = True, event: int | None = None) -> list[Payment]:
        self._check_open()
        self._group_from = None
        self._check_in(seat, "not_in_hand", "makes a kong")
        if kind is _KONGKIND_EXPOSED:
            if discarder is None:
                raise LedgerError("discarder_missing", "an exposed kong needs its discarder")
            if discarder == seat:
                raise LedgerError("discarder_is_winner", "a kong cannot be fed by its maker")
            self._check_in(discarder, "discarder_not_in", "feeds a kong")
        rows = kong_payments(self.profile, seat, kind, self.in_seats, discarder, immediate,
                             event)
        self.kongs.append(_Kong(seat, kind, discarder, rows))
        self.payments += rows
        return rows

    def win(self, entry: WinEntry, event: int | None = None, score: Score | None = None
            ) -> tuple[list[Payment], Score | None]:
        """Settle one win; consecutive wins on the same discarder form one discard. ``score``:
        the score of ``entry.hand`` as the caller already has it (the table scored the win when
        it offered it), taken instead of scoring the hand again."""
        self._check_open()
        e = entry
        self._check_in(e.seat, "winner_not_in", "wins")
        if e.seat in self.dead:
            raise LedgerError("dead_hand", f"seat {e.seat} has a dead hand and cannot win")
        if e.discarder is not None:
            if e.discarder == e.seat:
                raise LedgerError("discarder_is_winner", "the winner cannot have discarded")
            if e.discarder not in SEATS:
                raise LedgerError("bad_seat", f"seat {e.discarder} does not exist (0-3)")
            if e.discarder not in self.in_seats:
                raise LedgerError("discarder_not_in",
                                  f"seat {e.discarder} has already won and cannot discard")
        elif e.robbed:
            raise LedgerError("discarder_missing", "a robbed kong needs the kong's player")
        same_discard = e.discarder is not None and e.discarder == self._group_from
        in_at_win = set(self.in_seats)
        if same_discard:
            in_at_win |= set(self._group_winners)
        win = (_WINTYPE_ROBBED if e.robbed else
               _WINTYPE_DISCARD if e.discarder is not None else _WINTYPE_SELF)
        feeder = None
        if win is _WINTYPE_SELF and _EVENT_KONG_BLOOM in e.events:
            last = self._last_kong(e.seat)
            if last is not None and last.kind is _KONGKIND_EXPOSED:
                feeder = last.discarder if last.discarder in self.in_seats else None
        s = Situation(win=win, seat=e.seat, discarder=e.discarder, dealer=self.dealer,
                      in_seats=frozenset(in_at_win), void=e.void, events=e.events,
                      kong_feeder=feeder)
        if e.hand is not None:
            result = score if score is not None else score_hand(self.profile, e.hand, e.melds, s)
            if isinstance(result, Invalid):
                raise LedgerError(result.code, result.message)
            if isinstance(result, NotWin):
                raise LedgerError("not_a_win", f"seat {e.seat}'s hand is not a win "
                                  f"({result.reason})", result.reason)
            score = result
            value = result.value
            self.scores[e.seat] = result
        elif e.units is not None:
            value = self._units_value(e.units)
        else:
            raise LedgerError("missing_hand", "a win needs its hand or its value")
        rows = win_payments(self.profile, s, value, event)
        rows += self._kong_discard_refund(e, win, same_discard, event)
        self.payments += rows
        if not self.profile.flowing:  # 血流成河 (§5): a winner stays in and pays on
            self.in_seats.discard(e.seat)
        self.winners.append(e.seat)
        if same_discard:
            self._group_winners.append(e.seat)
        else:
            self._group_from = e.discarder
            self._group_refunded = False
            self._group_winners = [e.seat]
        if len(self.winners) == len(self._group_winners):  # still the hand's first discard
            self._first_group = list(self._group_winners)
            self._first_from = e.discarder
        if len(self.winners) >= 3 and not self.profile.flowing:
            self.ended = True
        return rows, score

    def _units_value(self, units: int) -> int:
        """A value given in the profile's unit (fan, base value or han), capped."""
        if units < 0:
            raise LedgerError("bad_value", "a hand's value cannot be negative")
        if self.profile.unit == "han" and units < 1:
            raise LedgerError("bad_value", "a hand is worth at least 1 han")
        return (units if self.profile.unit == "base"
                else self.profile.value_of(min(units, self.profile.cap)))

    def _kong_discard_refund(self, e: WinEntry, win: WinType, same_discard: bool,
                             event: int | None) -> list[Payment]:
        if _EVENT_KONG_DISCARD not in e.events or e.discarder is None:
            return []
        if same_discard and self._group_refunded:
            return []
        rule = self.profile.kong_discard_rule
        if rule is KongDiscardRule.TRANSFER:  # call transfer (呼叫转移, §5): to the winner
            kong = self._last_kong(e.discarder)
            self._group_refunded = True  # one transfer per discard: its first winner
            if kong is not None and not kong.refunded:
                kong.refunded = True  # the money has gone: no refund of it at the wall's end
                return [Payment(e.discarder, e.seat, sum(row.amount for row in kong.rows),
                                _REASON_KONG_TRANSFER, event)]
            return []
        if rule is KongDiscardRule.REFUND or (rule is KongDiscardRule.KEEP_REFUND_IF_ROBBED
                                and win is _WINTYPE_ROBBED):
            kong = self._last_kong(e.discarder)
            self._group_refunded = True
            if kong is not None and not kong.refunded:
                kong.refunded = True
                return [Payment(e.discarder, row.payer, row.amount,
                                _REASON_KONG_DISCARD_REFUND, event) for row in kong.rows]
        return []

    def penalty(self, seat: int, kind: str, event: int | None = None) -> list[Payment]:
        self._check_open()
        self._group_from = None
        self._check_in(seat, "not_in_hand", "is penalised")
        if kind == "false_win":
            if not self.profile.false_win_penalty:
                raise LedgerError("no_such_penalty",
                                  f"{self.profile.id} has no false-win penalty")
            others = len(self.in_seats) - 1
            rows = [Payment(seat, None, self.profile.false_win_penalty * others,
                            _REASON_FALSE_WIN, event)]
            self.payments += rows
            return rows
        if kind == "dead_hand":
            self.dead.add(seat)
            return []
        raise LedgerError("no_such_penalty", f"unknown penalty '{kind}'")

    def wall_end(self, hands: Mapping[int, WallHand | WallDeclared],
                 event: int | None = None) -> list[Payment]:
        """Settle the wall's end from every remaining player's hand, or from the outcome the
        table agreed for a player (``WallDeclared``)."""
        self._check_open()
        settling = self.in_seats - set(self.winners)  # 血流成河: winners stay in, settled
        if set(hands) != settling:
            raise LedgerError("wall_end_players", "the wall's end needs the hand of every player "
                              f"still in who has not won: seats {sorted(settling)}")
        status: dict[int, WallStatus] = {}
        for seat, w in hands.items():
            if isinstance(w, WallDeclared):
                if w.status not in WALL_STATUSES:
                    raise LedgerError("bad_status", f"seat {seat}: a status is ready, not_ready "
                                      "or pig")
                if (w.status == "ready") != (w.units is not None):
                    raise LedgerError("bad_value", f"seat {seat}: a ready player needs its value "
                                      "and only a ready player has one")
                dead = w.dead or seat in self.dead
                ready = (self._units_value(w.units)
                         if w.units is not None and not dead else None)
                status[seat] = WallStatus(ready, w.status == "pig")
                continue
            if any(not t.is_number for t in w.hand) or any(not m.tile.is_number
                                                          for m in w.melds):
                raise LedgerError("tile_identity", "Sichuan hands hold only m, p and s tiles")
            try:
                analysis.validate(w.hand, w.melds, sizes=(13,))
            except TileError as err:
                raise LedgerError(err.code.value, f"seat {seat}: {err.message}") from None
            st = wall_status(self.profile, w)
            status[seat] = WallStatus(None, st.pig) if seat in self.dead else st
        rows = wall_end_payments(self.profile, status, self.kongs, event)
        self.payments += rows
        self.wall = status
        self.ended = True
        return rows

    def next_dealer(self) -> int:
        """docs/rules.md §2: the first winner (nearest after the discarder when several won on one
        discard); the dealer stays when nobody won."""
        group, discarder = self._first_group, self._first_from
        if not group:
            return self.dealer
        if discarder is None or len(group) == 1:
            return group[0]
        return min(group, key=lambda s: (s - discarder) % 4)


def rank_points(scores: Sequence[int]) -> list[float]:
    """Competition rank points 4/3/2/1 by score; tied seats share the places they span."""
    order = sorted(range(4), key=lambda s: -scores[s])
    points = [0.0] * 4
    place = 0
    while place < 4:
        tied = [s for s in order if scores[s] == scores[order[place]]]
        share = sum(4 - p for p in range(place, place + len(tied))) / len(tied)
        for s in tied:
            points[s] = share
        place += len(tied)
    return points


def match_rank_points(hands_per_game: int, hand_deltas: Sequence[Sequence[int]]
                      ) -> tuple[tuple[tuple[float, ...], ...], tuple[float, ...]]:
    """docs/rules.md §2.6: rank points per game of ``hands_per_game`` hands (a partial last
    game counts as it stands) and their sums per seat. The one place the table, the ledger and
    the scorebook get a match's rank points from."""
    per_game = []
    for g in range(0, len(hand_deltas), hands_per_game):
        game = hand_deltas[g:g + hands_per_game]
        per_game.append(tuple(rank_points([sum(h[s] for h in game) for s in range(4)])))
    totals = tuple(sum(gp[s] for gp in per_game) for s in range(4))
    return tuple(per_game), totals


def busted(profile: AnyProfile, scores: Sequence[int]) -> bool:
    """docs/rules.md §2.4: in a profile that ends below zero, a score below 0 after a whole
    settlement ends the match at once (0 itself plays on)."""
    return profile.ends_below_zero and min(scores) < 0


# Enum members read in the functions above, as module names: on Python 3.11 a member read
# off its class goes through EnumType's __getattr__ hook, several times a global's cost.
_EVENT_KONG_BLOOM = WinEvent.KONG_BLOOM
_EVENT_KONG_DISCARD = WinEvent.KONG_DISCARD
_KONGKIND_ADDED = KongKind.ADDED
_KONGKIND_EXPOSED = KongKind.EXPOSED
_REASON_FALSE_WIN = Reason.FALSE_WIN
_REASON_FLOWER_PIG = Reason.FLOWER_PIG
_REASON_FLOWER_PIG_PENALTY = Reason.FLOWER_PIG_PENALTY
_REASON_KONG_ADDED = Reason.KONG_ADDED
_REASON_KONG_CONCEALED = Reason.KONG_CONCEALED
_REASON_KONG_DISCARD_REFUND = Reason.KONG_DISCARD_REFUND
_REASON_KONG_TRANSFER = Reason.KONG_TRANSFER
_REASON_KONG_EXPOSED = Reason.KONG_EXPOSED
_REASON_KONG_REFUND = Reason.KONG_REFUND
_REASON_READY_PAYMENT = Reason.READY_PAYMENT
_REASON_WIN_DISCARD = Reason.WIN_DISCARD
_REASON_WIN_KONG_BLOOM_FEEDER = Reason.WIN_KONG_BLOOM_FEEDER
_REASON_WIN_ROBBED_KONG = Reason.WIN_ROBBED_KONG
_REASON_WIN_SELF_DRAW = Reason.WIN_SELF_DRAW
_WINTYPE_DISCARD = WinType.DISCARD
_WINTYPE_ROBBED = WinType.ROBBED
_WINTYPE_SELF = WinType.SELF
