"""Properties of settlement over random hands: balance, and winners never pay after leaving."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_gui.engine.family.sichuan import settle_hand
from mahjong_gui.engine.ledger import (
    KongEntry,
    LedgerEvent,
    PenaltyEntry,
    WallEndEntry,
)
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.scoring import WinEvent
from mahjong_gui.engine.settlement import KongKind, WallHand, WinEntry
from mahjong_gui.engine.tiles import TILES
from tests.profiles import SICHUAN

WALL = [t for t in range(27) for _ in range(4)]


def random_hand(rng: random.Random, profile_id: str) -> list[LedgerEvent]:
    """A legal sequence of kongs, wins (by value), penalties and perhaps a wall end."""
    in_seats = [0, 1, 2, 3]
    events: list[LedgerEvent] = []
    while len(in_seats) > 1 and len(events) < 12:
        roll = rng.random()
        seat = rng.choice(in_seats)
        others = [s for s in in_seats if s != seat]
        if roll < 0.3:
            kind = rng.choice(list(KongKind))
            events.append(KongEntry(seat, kind, rng.choice(others) if kind is KongKind.EXPOSED
                                    else None, rng.random() < 0.7))
        elif roll < 0.85:
            units = rng.randint(1, 7)
            if rng.random() < 0.4:
                events.append(WinEntry(seat, units=units,
                                       events=frozenset({WinEvent.KONG_BLOOM}) if rng.random() < .3
                                       else frozenset()))
                in_seats.remove(seat)
            else:
                discarder = rng.choice(others)
                winners = [seat] + [s for s in others if s != discarder and rng.random() < 0.3]
                evs = frozenset({WinEvent.KONG_DISCARD}) if rng.random() < 0.4 else frozenset()
                for w in winners[:3 - (4 - len(in_seats))]:
                    events.append(WinEntry(w, discarder, units=units, events=evs))
                    in_seats.remove(w)
            if len(in_seats) == 1:
                return events
        elif profile_id == "competition":
            events.append(PenaltyEntry(seat, "false_win"))
    if rng.random() < 0.8:
        hands = {}
        for s in in_seats:
            tiles = rng.sample(WALL, 13)
            if rng.random() < 0.6:  # mostly two suits, so some players are ready
                drop = rng.randrange(3)
                pool = [t for t in WALL if t // 9 != drop]
                tiles = rng.sample(pool, 13)
            hands[s] = WallHand(tuple(TILES[t] for t in sorted(tiles)))
        events.append(WallEndEntry(hands))
    return events


@settings(max_examples=250, deadline=None)
@given(seed=st.integers(0, 2**32 - 1),
       profile_id=st.sampled_from(SICHUAN),
       mahjchina_options=st.fixed_dictionaries({
           "refund_by": st.sampled_from(["not-ready", "all-in"]),
           "refund_to": st.sampled_from(["payers-in", "all-payers"]),
           "pig_pays": st.sampled_from(["in-non-pig", "all-others"]),
           "cap": st.sampled_from(["base-then-events", "events-inside"])}))
def test_payments_balance_and_winners_stop_paying(seed: int, profile_id: str,
                                                  mahjchina_options: dict[str, str]) -> None:
    rng = random.Random(seed)
    profile = get_profile(profile_id, mahjchina_options if profile_id == "mahjchina" else None)
    events = random_hand(rng, profile_id)
    result, _ = settle_hand(profile, dealer=rng.randrange(4), events=events)
    penalties = sum(p.amount for p in result.payments if p.payee is None)
    assert sum(result.deltas) == -penalties
    if profile_id != "mil" and profile_id != "competition":
        assert penalties == 0
    left_at = {}
    for i, ev in enumerate(events):
        if isinstance(ev, WinEntry):
            left_at.setdefault(ev.seat, i)
    for p in result.payments:
        assert p.amount > 0
        assert p.payer != p.payee
        if p.payer in left_at:
            assert p.event is not None and p.event < left_at[p.payer], (p, left_at)
    assert result.winners == tuple(left_at)
