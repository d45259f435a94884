"""The Hong Kong family (docs/rules.md §3, §3.1): how a win is scored and paid by faan, the
settler of a one-winner hand at the table, the events a win carries, and the ledger's reading and
settling of a recorded Hong Kong hand (a win or a draw), behind the ``RuleFamily`` protocol."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from mahjong_gui.engine.common import SEATS, Invalid, NotWin, Payment, WinType, deltas
from mahjong_gui.engine.family.base import (
    AnySituation,
    ScoreView,
    Spot,
    TableRow,
    TableScore,
    ViewLine,
    in_table_order,
    spot_of,
)
from mahjong_gui.engine.ledger_entries import (
    DrawEntry,
    HandResult,
    HandStart,
    HKWinEntry,
    LedgerEvent,
    LedgerInputError,
    Session,
    SessionResult,
    check_keys,
    read_melds,
    read_tiles,
    win_fields,
)
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.rules.hongkong import (
    FAAN_TABLE,
    HKEvent,
    HKProfile,
    HKScore,
    HKSituation,
    hk_payments,
    score_hk,
)
from mahjong_gui.engine.scoring import Score
from mahjong_gui.engine.settlement import KongKind, WallHand
from mahjong_gui.engine.tiles import Tile

if TYPE_CHECKING:  # names for the checker: importing them would load the registry and state
    from mahjong_gui.engine.rules import AnyProfile
    from mahjong_gui.engine.state import GameState

EVENTS = frozenset(e.value for e in HKEvent)
_LIMIT_ROWS = frozenset(row.id.value for row in FAAN_TABLE if row.limit)
_SELF_EVENTS = frozenset({"last-tile", "replacement", "heavenly", "earthly"})
_DISCARD_EVENTS = frozenset({"earthly"})
# A Sichuan event read as the Hong Kong one that means the same thing.
_FROM_SICHUAN = {"kong-bloom": "replacement"}


def read_event(obj: Any, path: str) -> LedgerEvent:
    """A Hong Kong session's event: a win (by its faan or its hand) or a drawn hand."""
    if not isinstance(obj, dict):
        raise LedgerInputError("bad_event", "an event is an object with a 'type'", path)
    kind = obj.get("type")
    if kind == "draw":
        check_keys(obj, {"type"}, path)
        return DrawEntry()
    if kind != "win":
        raise LedgerInputError("bad_event", "a Hong Kong hand records a win or a draw",
                               f"{path}.type")
    check_keys(obj, {"type", "seat", "from", "robbed", "hand", "melds", "bonus", "events",
                "value"}, path)
    seat, discarder, robbed, names = win_fields(obj, path, [x.value for x in HKEvent])
    evs = {HKEvent(e) for e in names}
    if "value" in obj:
        if any(k in obj for k in ("hand", "melds", "bonus")):
            raise LedgerInputError("bad_event", "give 'value' or 'hand', not both", path)
        value = obj["value"]
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 99:
            raise LedgerInputError("bad_value", "'value' is a whole number of faan from 0 to 99",
                                   f"{path}.value")
        return HKWinEntry(seat, discarder, robbed, None, (), (), frozenset(evs), value)
    if "hand" not in obj:
        raise LedgerInputError("missing_hand", "a win needs 'hand' or 'value'", path)
    bonus = read_tiles(obj["bonus"], f"{path}.bonus") if obj.get("bonus") else ()
    return HKWinEntry(seat, discarder, robbed, read_tiles(obj["hand"], f"{path}.hand"),
                      read_melds(obj.get("melds"), f"{path}.melds"), bonus, frozenset(evs))

def settle_hk_hand(profile: HKProfile, dealer: int, prevailing: int,
                   events: Sequence[LedgerEvent], path: str = "") -> HandResult:
    """One Hong Kong hand: at most one win or draw (docs/rules.md §3: one winner, the hand ends).
    The dealer stays after a dealer win, a draw or a hand with nothing recorded yet."""
    payments: tuple[Payment, ...] = ()
    winners: tuple[int, ...] = ()
    scores: tuple[tuple[int, Score | HKScore], ...] = ()
    for i, ev in enumerate(events):
        where = f"{path}.events[{i}]" if path else f"events[{i}]"
        if i > 0:
            raise LedgerInputError("hand_over", "a Hong Kong hand ends with its win or draw",
                                   where)
        if isinstance(ev, DrawEntry):
            continue
        assert isinstance(ev, HKWinEntry)
        win = (WinType.ROBBED if ev.robbed else
               WinType.DISCARD if ev.discarder is not None else WinType.SELF)
        if ev.robbed and ev.discarder is None:
            raise LedgerInputError("discarder_missing", "a robbed kong needs the kong's player",
                                   where)
        if ev.discarder == ev.seat:
            raise LedgerInputError("discarder_is_winner", "the winner cannot have discarded",
                                   where)
        s = HKSituation(win=win, seat=ev.seat, discarder=ev.discarder, dealer=dealer,
                        prevailing=prevailing, events=ev.events)
        if ev.hand is not None:
            result = score_hk(profile, ev.hand, ev.melds, ev.bonus, s)
            if isinstance(result, Invalid):
                raise LedgerInputError(result.code, result.message, where)
            if isinstance(result, NotWin):
                raise LedgerInputError("not_a_win", f"seat {ev.seat}'s hand is not a win "
                                       f"({result.reason})", where, result.reason)
            rows = result.payments
            scores = ((ev.seat, result),)
        else:
            assert ev.faan is not None
            if ev.faan < profile.min_faan:
                raise LedgerInputError("not_a_win", f"{ev.faan} faan is below the minimum of "
                                       f"{profile.min_faan}", where, "below_minimum")
            rows = hk_payments(profile, s, ev.faan)
        payments = tuple(replace(p, event=i) for p in rows)
        winners = (ev.seat,)
    next_dealer = dealer if not winners or winners[0] == dealer else (dealer + 1) % 4
    return HandResult(dealer, payments, tuple(deltas(payments)),  # type: ignore[arg-type]
                      winners, next_dealer, prevailing, scores=scores)


class _Settler:
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
        result = score if score is not None else HONG_KONG.score(self.profile, hand, melds, spot)
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


class HKFamily:
    """The Hong Kong family behind ``RuleFamily`` (docs/rules.md §3)."""

    id = "hong-kong"
    events = EVENTS
    event_ids = tuple(e.value for e in HKEvent)
    winds = True

    def situation(self, profile: AnyProfile, win: WinType, seat: int, discarder: int | None,
                  dealer: int = 0, *, in_seats: Iterable[int] = SEATS,
                  void: str | None = None, prevailing: int = 1, events: Iterable[str] = (),
                  kong_feeder: int | None = None) -> HKSituation:
        return HKSituation(win=win, seat=seat, discarder=discarder, dealer=dealer,
                           prevailing=prevailing,
                           events=frozenset(HKEvent(e) for e in events if e in EVENTS))

    def spot(self, profile: AnyProfile, situation: AnySituation, bonus: Sequence[Tile] = (),
             prevailing: int | None = None) -> Spot:
        events = frozenset(e.value for e in situation.events)
        if not isinstance(situation, HKSituation):
            # Another family's record read the Hong Kong way: a kong bloom is a win on a
            # replacement tile, the last tile counts only when self-drawn, an event with no
            # counterpart goes.
            events = frozenset(n for n in (_FROM_SICHUAN.get(e, e) for e in events)
                               if n in EVENTS
                               and (n != "last-tile" or situation.win is _WINTYPE_SELF))
        return spot_of(situation, events, bonus, prevailing)

    def score(self, profile: AnyProfile, hand: Sequence[Tile], melds: Sequence[Meld],
              spot: Spot, check_minimum: bool = True) -> TableScore | NotWin | Invalid:
        hk = HKSituation(win=spot.win, seat=spot.seat, discarder=spot.discarder,
                         dealer=spot.dealer, prevailing=spot.prevailing,
                         events=frozenset(HKEvent(e) for e in spot.events))
        return score_hk(cast(HKProfile, profile), hand, melds, spot.bonus, hk,
                        check_minimum=check_minimum)

    def win_rows(self, profile: AnyProfile, spot: Spot, score: TableScore
                 ) -> tuple[Payment, ...]:
        return cast(HKScore, score).payments

    def win_pays(self, profile: AnyProfile, score: TableScore, win: WinType, payers: int) -> int:
        return sum(p.amount for p in cast(HKScore, score).payments)

    def view(self, profile: AnyProfile, score: TableScore) -> ScoreView:
        s = cast(HKScore, score)
        return ScoreView(
            unit=s.unit,
            lines=tuple(ViewLine(line.id.value, line.count, "limit", line.value * line.count,
                                 line.bonus) if line.limit else
                        ViewLine(line.id.value, line.count, "units", line.value * line.count,
                                 line.bonus) for line in s.lines),
            replaced=tuple((a.value, b.value) for a, b in s.replaced),
            total=s.faan, before=s.faan_total, limited=s.limit_applied, value=s.value,
            bonus=s.bonus, headline="total", cut="limit")

    def won_view(self, profile: AnyProfile, patterns: Sequence[tuple[str, int, int]],
                 value: int) -> ScoreView:
        limit = cast(HKProfile, profile).limit
        total = sum(v * c for _pid, v, c in patterns)
        return ScoreView(
            unit=profile.unit,
            lines=tuple(ViewLine(pid, c, "limit" if pid in _LIMIT_ROWS else "units", v * c)
                        for pid, v, c in patterns),
            total=min(total, limit), before=total, limited=total > limit, value=value,
            headline="total", cut="limit")

    def table_rows(self, profile: AnyProfile) -> tuple[TableRow, ...]:
        rows = cast(HKProfile, profile).faan_table
        return tuple(TableRow(r.id.value, "limit" if r.limit else "units", r.value,
                              in_table_order(r.replaces, rows)) for r in rows)

    def unit_values(self, profile: AnyProfile) -> tuple[tuple[int, int], ...]:
        hk = cast(HKProfile, profile)
        return tuple((f, hk.points_table[f]) for f in range(hk.limit + 1))

    def win_event_ids(self, profile: AnyProfile, win: WinType) -> tuple[str, ...]:
        # docs/rules.md §3 as score_hk checks it: the last tile, a replacement tile and
        # heavenly are self-drawn; earthly is self-drawn or the dealer's first discard.
        ids = _SELF_EVENTS if win is _WINTYPE_SELF else (
            _DISCARD_EVENTS if win is _WINTYPE_DISCARD else frozenset())
        return tuple(e for e in self.event_ids if e in ids)

    def settler(self, profile: AnyProfile, dealer: int) -> _Settler:
        return _Settler(cast(HKProfile, profile), dealer)

    def win_events(self, profile: AnyProfile, state: GameState, seat: int, win: WinType
                   ) -> frozenset[str]:
        return _win_events(state, seat, win)

    def read_event(self, obj: Any, path: str) -> LedgerEvent:
        return read_event(obj, path)

    def first_start(self, session: Session) -> HandStart:
        return HandStart(session.dealer, session.prevailing)

    def settle_step(self, session: Session, start: HandStart, h: int
                    ) -> tuple[HandResult, HandStart, int | None]:
        assert start.prevailing is not None
        result = settle_hk_hand(cast(HKProfile, session.profile), start.dealer,
                                start.prevailing, session.hands[h], f"hands[{h}]")
        prevailing = start.prevailing
        if result.next_dealer != start.dealer and result.next_dealer == session.dealer:
            prevailing = prevailing % 4 + 1
        return result, HandStart(result.next_dealer, prevailing), None

    def session_result(self, session: Session, results: Sequence[HandResult], last: HandStart,
                       fell: Sequence[int | None], totals: tuple[int, int, int, int]
                       ) -> SessionResult:
        return SessionResult(hands=tuple(results), totals=totals, next_dealer=last.dealer,
                             rank_points=None, game_rank_points=None, points=None,
                             match_over=None, next_prevailing=last.prevailing)


HONG_KONG = HKFamily()


def _win_events(state: GameState, seat: int, win: WinType) -> frozenset[str]:
    """docs/rules.md §3: last tile and replacement on a self-draw; heavenly (the dealer's dealt
    hand) and earthly (a non-dealer's first tile, before any call)."""
    p = state.players[seat]
    out = set()
    if win is _WINTYPE_SELF:
        if p.replacement and p.last_draw is not None:
            out.add("replacement")
        if state.wall == 0 and p.last_draw is not None:
            out.add("last-tile")
        if seat == state.dealer and p.draws == 0 and p.discards == 0 and not p.melds:
            out.add("heavenly")
        if (seat != state.dealer and state.calls == 0 and p.draws == 1 and p.discards == 0
                and not p.melds):
            out.add("earthly")
    elif win is _WINTYPE_DISCARD:
        dealer = state.players[state.dealer]
        if (seat != state.dealer and state.calls == 0 and state.turn == state.dealer
                and dealer.discards == 1 and p.draws == 0):
            out.add("earthly")
    return frozenset(out)


# Enum members read in the functions above, as module names (see ``family.sichuan``).
_WINTYPE_DISCARD = WinType.DISCARD
_WINTYPE_ROBBED = WinType.ROBBED
_WINTYPE_SELF = WinType.SELF
