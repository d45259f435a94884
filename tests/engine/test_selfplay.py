"""Seeded self-play across the four profiles, checking the invariants after every event."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_gui.bots import GreedyBot, RandomBot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.checks import invariant_violations, replay_check
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.state import replay
from mahjong_gui.engine.table import Match, Table, play_hand, play_match
from tests.profiles import SICHUAN


@pytest.mark.parametrize("profile_id", SICHUAN)
def test_seeded_self_play_keeps_every_invariant(profile_id: str) -> None:
    """At least 125 hands per profile (over 500 in all) of greedy bots, which win, pong and
    kong, played as whole matches."""
    profile = get_profile(profile_id)
    kinds: set[str] = set()
    hands = 0
    m = 0
    while hands < 125:
        match = Match(profile, seed=1000 + m)
        play_match(match, [GreedyBot(m * 4 + s) for s in range(4)])
        assert invariant_violations(match.events) == []
        final = replay_check(match.events)
        assert final.scores == match.scores
        assert isinstance(match.events[-1], ev.MatchEnded)
        hands += len(match.hand_deltas)
        m += 1
        for e in match.events:
            kinds.add(e.type if not isinstance(e, ev.Won) else f"won_{e.win}")
            if isinstance(e, ev.Konged):
                kinds.add(f"kong_{e.kind}")
        assert sum(match.scores) - 4 * profile.start_score == sum(
            -p.amount for e in match.events for p in getattr(e, "payments", ())
            if p.payee is None)
    # The games really exercised the rules: every kind of win and kong, and the wall's end.
    assert {"won_self", "won_discard", "kong_concealed", "kong_exposed", "kong_added",
            "wall_exhausted", "claim_passed", "ponged"} <= kinds


def test_each_table_state_is_the_replay_of_its_log() -> None:
    table = Table(get_profile("mahjchina"), seed=5)
    players = [GreedyBot(s) for s in range(4)]
    while not table.over:
        for seat, legal in table.pending().items():
            table.submit(seat, players[seat].choose(table.view(seat), legal))
            assert replay(table.events) == table.state
            break


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31), profile_id=st.sampled_from(SICHUAN),
       dealer=st.integers(0, 3))
def test_random_legal_play_never_raises(seed: int, profile_id: str, dealer: int) -> None:
    table = Table(get_profile(profile_id), seed, dealer=dealer)
    play_hand(table, [RandomBot(seed + s) for s in range(4)])
    assert table.over
    assert invariant_violations(table.events, table.state) == []
    replay_check(table.events)


def test_the_checks_catch_an_event_that_does_not_round_trip() -> None:
    """An event whose JSON line does not read back as the same event is a violation, and so is
    one that reads back as another: a discard's tile given as a bare number is written as a
    number, which no event line may hold."""
    import dataclasses

    table = Table(get_profile("mil"), 5, dealer=0)
    play_hand(table, [GreedyBot(s) for s in range(4)])
    events = list(table.events)
    assert invariant_violations(events) == []
    k = next(i for i, e in enumerate(events) if isinstance(e, ev.Discarded))
    events[k] = dataclasses.replace(events[k], tile=int(events[k].tile))  # type: ignore[arg-type]
    assert f"event {k}: the JSON line does not round-trip" in invariant_violations(events)


def test_the_checks_remember_no_events_and_a_bounded_number_of_verdicts() -> None:
    """The checks' memory between calls stays small for the garbage collector: verdicts on flat
    events only, at most the memo's limit of them, and no event objects (a cache of read-back
    events once held tens of thousands of objects that every full collector pass walked, the
    bots' longest decisions in long benchmark runs)."""
    from mahjong_gui.engine import checks
    from mahjong_gui.engine.memo import Memo

    for n in range(3):
        table = Table(get_profile("hk-modern" if n % 2 else "mil"), 40 + n, dealer=n)
        play_hand(table, [GreedyBot(s) for s in range(4)])
        assert invariant_violations(table.events, table.state) == []
    assert 0 < len(checks._FLAT_VERDICT) <= checks._FLAT_VERDICT.limit
    held = [v.data if isinstance(v, Memo) else v for v in vars(checks).values()
            if isinstance(v, dict | list | set | Memo)]
    for container in held:
        items = container.values() if isinstance(container, dict) else container
        assert not any(isinstance(x, ev.Event) for x in items)
