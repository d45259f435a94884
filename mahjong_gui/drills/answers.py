"""Answer keys, every one from the engine: ``analysis`` (shanten, ukeire, waits), the hand
calculator (``engine.calculator``, the ``score`` command's path) and the Sichuan wall-end
settlement (``settlement.HandLedger``). Nothing is counted here that the engine counts."""

from __future__ import annotations

from typing import cast

from mahjong_gui.drills.model import (
    DiscardAnswer,
    DiscardOption,
    HandQuestion,
    KongPaid,
    PatternLine,
    PaymentRow,
    SeatStatus,
    ValueAnswer,
    ValueQuestion,
    WaitsAnswer,
    WaitWorth,
    WallEndAnswer,
    WallEndQuestion,
    YesNoAnswer,
)
from mahjong_gui.engine import analysis
from mahjong_gui.engine.calculator import Calculation, calculate
from mahjong_gui.engine.calculator import wait_values as calc_wait_values
from mahjong_gui.engine.common import Payment, Reason, WinType, deltas
from mahjong_gui.engine.family.base import AnySituation
from mahjong_gui.engine.family.registry import family_of
from mahjong_gui.engine.rules import AnyProfile, Profile
from mahjong_gui.engine.settlement import HandLedger, KongKind, WallHand, wall_status

NEAR_EQUAL = 1
"""A discard with the best shanten and at most this many fewer improving tiles than the best
is graded right (the issue's "near-equal answers count as right")."""


def _four(d: list[int]) -> tuple[int, int, int, int]:
    return (d[0], d[1], d[2], d[3])


def _rows(payments: tuple[Payment, ...] | list[Payment]) -> tuple[PaymentRow, ...]:
    return tuple(PaymentRow(p.payer, p.payee, p.amount, p.reason.value) for p in payments)


def discard_answer(profile: AnyProfile, q: HandQuestion,
                   margin: int = NEAR_EQUAL) -> DiscardAnswer:
    """Every distinct discard by ``analysis.discards`` (best first by shanten, then ukeire)."""
    opts = analysis.discards(q.hand, q.melds, q.void, q.visible,
                             family=profile.analysis_family)
    cands = tuple(DiscardOption(o.tile, o.shanten, o.ukeire, o.kinds) for o in opts)
    top = cands[0]
    best = tuple(c.tile for c in cands if (c.shanten, c.ukeire) == (top.shanten, top.ukeire))
    accepted = tuple(c.tile for c in cands
                     if c.shanten == top.shanten and c.ukeire >= top.ukeire - margin)
    return DiscardAnswer(best, accepted, cands, margin)


def _discard_situation(profile: AnyProfile, void: str | None) -> AnySituation:
    """A win on a discard by the next seat, seat 0 dealing: how a wait's value is shown."""
    return family_of(profile).situation(profile, WinType.DISCARD, 0, 1, void=void)


def _units(c: Calculation) -> int | None:
    """The win's total in the profile's unit after the cap or limit (None: no win)."""
    return None if c.view is None else c.view.total


def waits_answer(profile: AnyProfile, q: HandQuestion) -> WaitsAnswer:
    found = analysis.waits(q.hand, q.melds, q.void, family=profile.analysis_family)
    unseen = analysis.unseen_counts(q.hand, q.melds, q.visible)
    values: list[WaitWorth] = []
    if found:
        s0 = _discard_situation(profile, q.void)
        priced = calc_wait_values(profile, q.hand, q.melds, s0)
        assert isinstance(priced, list)
        for w in priced:
            s = w.calculation.score
            # What the discarder pays as the settlement prices it (Hong Kong: 2P or 4P,
            # docs/rules.md §3), not the base points.
            paid = None if s is None else sum(p.amount for p in w.calculation.payments
                                              if p.payer == s0.discarder)
            values.append(WaitWorth(w.tile, unseen[w.tile], _units(w.calculation),
                                    None if s is None else s.value, paid))
    return WaitsAnswer(found, tuple(values))


def ready_answer(profile: AnyProfile, q: HandQuestion) -> YesNoAnswer:
    found = analysis.waits(q.hand, q.melds, q.void, family=profile.analysis_family)
    return YesNoAnswer(bool(found), found)


def settled_at_wall_end(profile: AnyProfile) -> Profile:
    """The record of a kind only profiles with a void suit and a wall-end settlement offer
    (``kinds_for``: the pig where ``void_suit``, the wall end where ``bloody``), typed as the
    record those capabilities belong to: the one given, options and all."""
    assert profile.void_suit, "a wall-end or pig drill under a profile without a void suit"
    return cast(Profile, profile)


def pig_answer(profile: AnyProfile, q: HandQuestion) -> YesNoAnswer:
    """docs/rules.md §2.5: the flower pig as the wall-end settlement judges it."""
    st = wall_status(settled_at_wall_end(profile), WallHand(q.hand, q.melds, q.void))
    return YesNoAnswer(st.pig)


def situation_of(profile: AnyProfile, q: ValueQuestion) -> AnySituation:
    """The question's situation as the ``score`` command reads the same arguments."""
    return family_of(profile).situation(profile, WinType(q.win), q.seat, q.discarder,
                                        q.dealer, in_seats=q.in_seats, void=q.void,
                                        prevailing=q.prevailing, events=q.events)


def value_calculation(profile: AnyProfile, q: ValueQuestion) -> Calculation:
    return calculate(profile, q.hand, q.melds, situation_of(profile, q), q.bonus)


def value_answer(profile: AnyProfile, q: ValueQuestion) -> ValueAnswer:
    c = value_calculation(profile, q)
    s, view = c.score, c.view
    assert s is not None and view is not None, "a value question holds a win"
    d = s.decomposition
    reading = (*(g.tiles for g in d.groups), *(m.tiles for m in d.melds))
    lines = tuple(PatternLine(x.id.value, x.value, x.count) for x in s.lines)
    return ValueAnswer(view.unit, view.total, view.value, lines, _rows(c.payments), c.deltas,
                       reading)


_WIN_REASONS = frozenset({Reason.WIN_DISCARD.value, Reason.WIN_SELF_DRAW.value,
                          Reason.WIN_ROBBED_KONG.value, Reason.WIN_KONG_BLOOM_FEEDER.value})


def value_paid(q: ValueQuestion, a: ValueAnswer) -> tuple[str, int]:
    """What a value drill's explanation states a win costs, read off the settlement's rows
    (never the base points): ``("discarder", n)`` what the discarder pays for the win,
    ``("each", n)`` what every payer of a self-draw pays when they pay alike, else
    ``("all", n)`` what the winner receives in all."""
    wins = [r for r in a.payments if r.payee == q.seat and r.reason in _WIN_REASONS]
    if q.discarder is not None:
        return "discarder", sum(r.amount for r in wins if r.payer == q.discarder)
    amounts = {r.amount for r in wins}
    if len(amounts) == 1:
        return "each", amounts.pop()
    return "all", sum(r.amount for r in wins)


def _ledger(profile: AnyProfile, q: WallEndQuestion) -> HandLedger:
    """A hand's ledger up to the wall's end: the seats gone out, the kong money paid."""
    ledger = HandLedger(settled_at_wall_end(profile), q.dealer)
    for k in q.kongs:
        ledger.kong(k.seat, KongKind(k.kind), k.discarder)
    ledger.in_seats = {s.seat for s in q.seats if s.hand is not None}
    return ledger


def kong_rows(profile: AnyProfile, q: WallEndQuestion) -> tuple[PaymentRow, ...]:
    return _rows(_ledger(profile, q).payments)


def wall_end_answer(profile: AnyProfile, q: WallEndQuestion) -> WallEndAnswer:
    """docs/rules.md §2.5: ready payments, flower pigs and kong refunds as ``HandLedger``
    settles them for the seats still in."""
    ledger = _ledger(profile, q)
    hands = {s.seat: WallHand(s.hand, s.melds, s.void) for s in q.seats if s.hand is not None}
    rows = ledger.wall_end(hands)
    status = tuple(SeatStatus(seat, st.ready_value, st.pig)
                   for seat, st in sorted(ledger.wall.items()))
    return WallEndAnswer(status, _rows(rows), _four(deltas(rows)))


__all__ = ["NEAR_EQUAL", "KongPaid", "discard_answer", "kong_rows", "pig_answer",
           "ready_answer", "situation_of", "value_answer", "value_calculation", "value_paid",
           "waits_answer", "wall_end_answer"]
