"""One entry point that scores a win at the table under either family (docs/rules.md §2, §3):
the game engine describes the moment (``Spot``) and gets back the family's own score.

This is the one place outside each family's module that knows which scorer a profile uses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from mahjong_gui.engine.common import Invalid, NotWin, Payment, WinType
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.rules.base import Profile
from mahjong_gui.engine.rules.hongkong import HKEvent, HKProfile, HKScore, HKSituation, score_hk
from mahjong_gui.engine.scoring import Event, Score, Situation, score_hand
from mahjong_gui.engine.settlement import (
    HandLedger,
    KongKind,
    LedgerError,
    WallHand,
    WinEntry,
    wall_status,
    win_payments,
)
from mahjong_gui.engine.tiles import Tile

if TYPE_CHECKING:  # a name for the checker: importing it would load the rules registry
    from mahjong_gui.engine.rules import AnyProfile

TableScore = Score | HKScore


@dataclass(frozen=True, slots=True)
class Spot:
    """Where a win happens: the seats, the winner's void and bonus tiles, and the events by
    their ids (``kong-bloom``, ``kong-discard``, ``replacement``, ``last-tile``, ``heavenly``,
    ``earthly``)."""

    win: WinType
    seat: int
    discarder: int | None
    dealer: int
    in_seats: frozenset[int]
    void: str | None = None
    bonus: tuple[Tile, ...] = ()
    prevailing: int = 1
    events: frozenset[str] = frozenset()
    kong_feeder: int | None = None


_HK_EVENTS = frozenset(e.value for e in HKEvent)
_SICHUAN_EVENTS = frozenset(e.value for e in Event)
# An event of one family read as the other's where they mean the same thing.
_TO_HK = {"kong-bloom": "replacement"}
_TO_SICHUAN = {"replacement": "kong-bloom"}


def spot_for(profile: AnyProfile, situation: Situation | HKSituation,
             bonus: Sequence[Tile] = (), prevailing: int | None = None) -> Spot:
    """The table's description of a win given as either family's situation record, for
    ``profile``. A record of the other family (the calculator compares one hand under all six
    profiles) is read this family's way: a kong bloom is a win on a replacement tile, the last
    tile counts in Hong Kong only when self-drawn, an event with no counterpart is dropped. A
    record of the profile's own family is taken as it is, to be checked by its scorer."""
    hk = isinstance(profile, HKProfile)
    events = frozenset(e.value for e in situation.events)
    if hk and isinstance(situation, Situation):
        events = frozenset(n for n in (_TO_HK.get(e, e) for e in events) if n in _HK_EVENTS
                           and (n != "last-tile" or situation.win is _WINTYPE_SELF))
    elif not hk and isinstance(situation, HKSituation):
        events = frozenset(n for n in (_TO_SICHUAN.get(e, e) for e in events)
                           if n in _SICHUAN_EVENTS)
    own_bonus = tuple(bonus) if hk else ()
    if isinstance(situation, HKSituation):
        return Spot(win=situation.win, seat=situation.seat, discarder=situation.discarder,
                    dealer=situation.dealer, in_seats=frozenset(range(4)), bonus=own_bonus,
                    prevailing=situation.prevailing if prevailing is None else prevailing,
                    events=events)
    return Spot(win=situation.win, seat=situation.seat, discarder=situation.discarder,
                dealer=situation.dealer, in_seats=situation.in_seats, void=situation.void,
                bonus=own_bonus, prevailing=1 if prevailing is None else prevailing,
                events=events, kong_feeder=situation.kong_feeder)


def score_at_table(profile: AnyProfile, hand: Sequence[Tile], melds: Sequence[Meld],
                   spot: Spot, *, check_minimum: bool = True) -> TableScore | NotWin | Invalid:
    """The family's score of the win (below a Hong Kong minimum: ``NotWin``); an event the
    family does not know is refused (``bad_event``)."""
    known = _HK_EVENTS if isinstance(profile, HKProfile) else _SICHUAN_EVENTS
    unknown = sorted(spot.events - known)
    if unknown:
        return Invalid("bad_event", f"{profile.id} has no event '{unknown[0]}'")
    if isinstance(profile, HKProfile):
        hk = HKSituation(win=spot.win, seat=spot.seat, discarder=spot.discarder,
                         dealer=spot.dealer, prevailing=spot.prevailing,
                         events=frozenset(HKEvent(e) for e in spot.events))
        return score_hk(profile, hand, melds, spot.bonus, hk, check_minimum=check_minimum)
    s = Situation(win=spot.win, seat=spot.seat, discarder=spot.discarder, dealer=spot.dealer,
                  in_seats=spot.in_seats, void=spot.void,
                  events=frozenset(Event(e) for e in spot.events), kong_feeder=spot.kong_feeder)
    return score_hand(profile, hand, melds, s)


def win_rows(profile: AnyProfile, spot: Spot, score: TableScore) -> tuple[Payment, ...]:
    """Who pays whom for one win on its own (no kong money or refunds): the Hong Kong model's
    rows, or the Sichuan discarder / every player still in."""
    if isinstance(score, HKScore):
        return score.payments
    assert isinstance(profile, Profile)
    s = Situation(win=spot.win, seat=spot.seat, discarder=spot.discarder, dealer=spot.dealer,
                  in_seats=spot.in_seats, void=spot.void,
                  events=frozenset(Event(e) for e in spot.events), kong_feeder=spot.kong_feeder)
    return tuple(win_payments(profile, s, score.value))


def win_pays(profile: AnyProfile, score: TableScore, win: WinType, payers: int) -> int:
    """What a win pays the winner in all, without kong money (the 过胡 comparison and the bots'
    estimates): a discard win's value, or a self-draw's value from every payer."""
    if isinstance(score, HKScore):
        return sum(p.amount for p in score.payments)
    if win is _WINTYPE_SELF:
        return score.self_draw_value * payers
    return score.value


# ---------------------------------------------------------------------------------------------
# Settling a hand at the table


class HandSettler(Protocol):
    """Who pays whom as a hand is played: the family's own money rules, called by the table
    (and built on the same functions the ledger uses)."""

    def new_turn(self) -> None: ...

    def win(self, hand: tuple[Tile, ...], melds: tuple[Meld, ...], spot: Spot,
            event: int, score: TableScore | None = None) -> tuple[list[Payment], TableScore]:
        """Settle a win; ``score``: the win's score as the table made it when it offered the
        win (the same hand, melds, void and events), so it is not scored twice."""
        ...

    def kong(self, seat: int, kind: KongKind, discarder: int | None, immediate: bool,
             event: int) -> list[Payment]: ...

    def wall_end(self, hands: Mapping[int, WallHand], event: int
                 ) -> tuple[list[Payment], tuple[tuple[int, int | None, bool], ...]]: ...

    def next_dealer(self) -> int: ...


class _SichuanSettler:
    """docs/rules.md §2: the ledger of one bloody hand (kong money, refunds, several winners
    on one discard, the wall-end settlement)."""

    def __init__(self, profile: Profile, dealer: int) -> None:
        self.profile = profile
        self.ledger = HandLedger(profile, dealer)

    def new_turn(self) -> None:
        self.ledger.new_turn()

    def win(self, hand: tuple[Tile, ...], melds: tuple[Meld, ...], spot: Spot,
            event: int, score: TableScore | None = None) -> tuple[list[Payment], TableScore]:
        assert score is None or isinstance(score, Score)
        entry = WinEntry(seat=spot.seat, discarder=spot.discarder,
                         robbed=spot.win is _WINTYPE_ROBBED, hand=hand, melds=melds,
                         events=frozenset(Event(e) for e in spot.events), void=spot.void)
        try:
            rows, settled = self.ledger.win(entry, event, score)
        except LedgerError as err:  # legal_actions vouched for this win: a bug if reached
            raise AssertionError(f"settling a legal win failed: {err}") from None
        assert settled is not None
        return rows, settled

    def kong(self, seat: int, kind: KongKind, discarder: int | None, immediate: bool,
             event: int) -> list[Payment]:
        return self.ledger.kong(seat, kind, discarder, immediate, event)

    def wall_end(self, hands: Mapping[int, WallHand], event: int
                 ) -> tuple[list[Payment], tuple[tuple[int, int | None, bool], ...]]:
        rows = self.ledger.wall_end(hands, event)
        status = []
        ledger = self.ledger
        for s, w in hands.items():
            # The ledger has just worked each hand's status out (for a seat it has not made
            # dead, which the table never does): read, not computed again.
            ws = ledger.wall[s] if s not in ledger.dead else wall_status(self.profile, w)
            status.append((s, ws.ready_value, ws.pig))
        return rows, tuple(status)

    def next_dealer(self) -> int:
        return self.ledger.next_dealer()


class _HongKongSettler:
    """docs/rules.md §3, §3.1: one winner ends the hand and is paid by the profile's model;
    kongs carry no money; a drawn hand pays nothing; the dealer stays after a dealer win or a
    drawn hand, otherwise the deal passes to the next seat."""

    def __init__(self, profile: HKProfile, dealer: int) -> None:
        self.profile = profile
        self.dealer = dealer
        self.winner: int | None = None

    def new_turn(self) -> None:
        pass

    def win(self, hand: tuple[Tile, ...], melds: tuple[Meld, ...], spot: Spot,
            event: int, score: TableScore | None = None) -> tuple[list[Payment], TableScore]:
        result = score if score is not None else score_at_table(self.profile, hand, melds, spot)
        if not isinstance(result, HKScore):  # legal_actions vouched for it: a bug if reached
            raise AssertionError(f"settling a legal win failed: {result}")
        self.winner = spot.seat
        return [replace(p, event=event) for p in result.payments], result

    def kong(self, seat: int, kind: KongKind, discarder: int | None, immediate: bool,
             event: int) -> list[Payment]:
        return []

    def wall_end(self, hands: Mapping[int, WallHand], event: int
                 ) -> tuple[list[Payment], tuple[tuple[int, int | None, bool], ...]]:
        return [], ()

    def next_dealer(self) -> int:
        if self.winner is None or self.winner == self.dealer:
            return self.dealer
        return (self.dealer + 1) % 4


def hand_settler(profile: AnyProfile, dealer: int) -> HandSettler:
    """The settler of one hand under ``profile``."""
    if isinstance(profile, HKProfile):
        return _HongKongSettler(profile, dealer)
    return _SichuanSettler(profile, dealer)


# Enum members read in the functions above, as module names: on Python 3.11 a member read
# off its class goes through EnumType's __getattr__ hook, several times a global's cost.
_WINTYPE_ROBBED = WinType.ROBBED
_WINTYPE_SELF = WinType.SELF
