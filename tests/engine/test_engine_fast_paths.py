"""Issue 17, item 3: the game engine's short cuts give exactly what the plain definitions give.

The table works every seat's legal actions out once per state and answers some seats without
asking ``legal_actions``; ``apply`` updates draws, discards and passes through positional
replacers; the invariant checks remember the verdict on event lines seen before. Each is
compared here with the plain definition it stands for, on seeded games of every profile.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from mahjong_gui.bots import GreedyBot, RandomBot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine import legal as legal_module
from mahjong_gui.engine.checks import invariant_violations
from mahjong_gui.engine.legal import Act, Action, legal_actions
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.state import (
    INITIAL,
    GameState,
    Phase,
    PlayerState,
    apply,
    maker,
    positional_replacer,
)
from mahjong_gui.engine.table import IllegalAction, Player, Table, shuffle_wall
from mahjong_gui.engine.tiles import TILES
from tests.profiles import ALL


def _players(kind: str, seed: int) -> list[Player]:
    bot = GreedyBot if kind == "greedy" else RandomBot
    return [bot(seed * 4 + s) for s in range(4)]


def _hands(profile_id: str, n: int, kind: str) -> list[Table]:
    """``n`` seeded hands played to the end, each with the table kept."""
    out = []
    for k in range(n):
        table = Table(get_profile(profile_id), 100 + k, dealer=k % 4)
        players = _players(kind, k)
        while not table.over:
            seat, legal = next(iter(table.pending().items()))
            table.submit(seat, players[seat].choose(table.view(seat), legal))
        out.append(table)
    return out


@pytest.mark.parametrize("profile_id", ALL)
@pytest.mark.parametrize("kind", ["greedy", "random"])
def test_the_table_asks_whom_legal_actions_names(profile_id: str, kind: str) -> None:
    """At every decision of seeded hands, each seat's legal actions at the table are
    ``legal_actions`` of the table's state worked out afresh (nothing remembered of earlier
    states or hands), and ``pending`` holds the seats that have some and have not answered yet
    (seats answer one at a time here, so a claim waits on the others)."""
    checked = 0
    phases: set[Phase] = set()
    for k in range(6):
        table = Table(get_profile(profile_id), 200 + k, dealer=k % 4)
        players = _players(kind, k)
        answered: set[int] = set()
        while not table.over:
            st = table.state
            got = {s: table.legal(s) for s in range(4)}
            # The plain answer, without what legal.py remembers of earlier states and hands
            # (kept for the table, as in a real game).
            memos: list[dict[Any, Any]] = [legal_module._READY.data,
                                           legal_module._READY_HANDS.data,
                                           legal_module._SCORED.data]
            kept = [dict(memo) for memo in memos]
            for memo in memos:
                memo.clear()
            want = {s: legal_actions(st, s) for s in range(4)}
            for memo, old in zip(memos, kept, strict=True):
                memo.clear()
                memo.update(old)
            assert got == want
            pending = table.pending()
            assert pending == {s: a for s, a in want.items() if a and s not in answered}
            phases.add(st.phase)
            checked += 1
            seat, legal = next(iter(pending.items()))
            before = len(table.events)
            table.submit(seat, players[seat].choose(table.view(seat), legal))
            answered = set() if len(table.events) > before else answered | {seat}
        assert table.pending() == {}
        assert all(table.legal(s) == () for s in range(4))
    assert checked > 100
    assert Phase.TURN in phases and Phase.CLAIM in phases


def _phase(table: Table) -> Phase:
    return table.state.phase


def test_a_seat_not_asked_or_answering_twice_is_refused() -> None:
    table = Table(get_profile("mil"), 7)
    pending = table.pending()
    assert table.state.phase in (Phase.EXCHANGE, Phase.VOID) and set(pending) == {0, 1, 2, 3}
    table.submit(0, pending[0][0])
    assert set(table.pending()) == {1, 2, 3}
    with pytest.raises(IllegalAction) as err:
        table.submit(0, pending[0][0])
    assert err.value.code == "not_asked"
    while _phase(table) is not Phase.TURN:
        for seat, legal in table.pending().items():
            table.submit(seat, legal[0])
    turn = table.state.turn
    other = (turn + 1) % 4
    assert set(table.pending()) == {turn} and table.legal(other) == ()
    with pytest.raises(IllegalAction) as err:
        table.submit(other, table.legal(turn)[-1])
    assert err.value.code == "not_asked"


def test_an_action_is_taken_by_value_and_one_not_offered_is_refused() -> None:
    table = Table(get_profile("mil"), 8)
    while _phase(table) is not Phase.TURN:
        for seat, legal in table.pending().items():
            table.submit(seat, legal[0])
    seat = table.state.turn
    held = set(table.state.players[seat].hand)
    missing = next(t for t in range(27) if t not in held)
    with pytest.raises(IllegalAction) as err:
        table.submit(seat, Action(Act.DISCARD, TILES[missing]))
    assert err.value.code == "illegal"
    offered = table.legal(seat)[-1]
    copy = Action(offered.act, offered.tile, offered.tiles, offered.suit, offered.kong)
    assert copy == offered and copy is not offered
    done = table.submit(seat, copy)[0]
    assert isinstance(done, ev.Discarded) and done.tile == offered.tile


def _states(profile_id: str) -> list[GameState]:
    out = [INITIAL]
    for table in _hands(profile_id, 3, "greedy"):
        for e in table.events:
            out.append(apply(out[-1] if out[-1].phase is not Phase.OVER else INITIAL, e))
    return out


def test_the_replacers_make_what_dataclasses_make() -> None:
    """``positional_replacer`` and ``maker`` make the very value ``dataclasses.replace`` and the
    constructor make, with every field (hash included), for both state classes."""
    states = _states("mahjchina")[1:]
    changed = ("players", "phase", "turn", "tile", "claim_winners")
    rep = positional_replacer(GameState, *changed)
    for a, b in zip(states, states[1:], strict=False):
        values = [getattr(b, n) for n in changed]
        got = rep(a, *values)
        want = dataclasses.replace(a, **dict(zip(changed, values, strict=True)))
        assert type(got) is GameState and got == want and hash(got) == hash(want)
        for f in dataclasses.fields(GameState):
            assert getattr(got, f.name) is getattr(want, f.name)
    make = maker(PlayerState)
    for st in states[::7]:
        for p in st.players:
            values = [getattr(p, f.name) for f in dataclasses.fields(PlayerState)]
            assert make(*values) == PlayerState(*values)
    with pytest.raises(TypeError):
        positional_replacer(GameState, "no_such_field")
    with pytest.raises(dataclasses.FrozenInstanceError):
        rep(states[0], *[getattr(states[1], n) for n in changed]).turn = 3


def _plain_apply(state: GameState, e: ev.Event) -> GameState:
    """The draw, discard and pass updates written plainly (as ``apply`` had them)."""
    def declined(p: PlayerState, amount: int | None) -> PlayerState:
        if amount is None:
            return p
        return dataclasses.replace(
            p, pass_win=amount if p.pass_win is None else max(p.pass_win, amount))

    def put(seat: int, p: PlayerState) -> tuple[PlayerState, ...]:
        ps = list(state.players)
        ps[seat] = p
        return tuple(ps)

    if isinstance(e, ev.Discarded):
        p = state.players[e.seat]
        hand = list(p.hand)
        hand.remove(e.tile)
        p = declined(dataclasses.replace(p, hand=tuple(hand), river=(*p.river, e.tile),
                                         discards=p.discards + 1, last_draw=None),
                     e.declined_win)
        return dataclasses.replace(state, players=put(e.seat, p), phase=Phase.CLAIM,
                                   turn=e.seat, tile=e.tile, claim_winners=())
    if isinstance(e, ev.Drew):
        p = state.players[e.seat]
        p = dataclasses.replace(p, hand=tuple(sorted([*p.hand, e.tile])), draws=p.draws + 1,
                                last_draw=e.tile, replacement=e.replacement, pass_win=None,
                                pass_pong=frozenset())
        return dataclasses.replace(state, players=put(e.seat, p), wall=state.wall - 1,
                                   phase=Phase.TURN, turn=e.seat, tile=None, after_pong=False,
                                   kong_turn=e.replacement, replacement_due=False,
                                   claim_winners=())
    assert isinstance(e, ev.ClaimPassed)
    p = declined(state.players[e.seat], e.win_value)
    if e.pong:
        p = dataclasses.replace(p, pass_pong=p.pass_pong | {e.tile})
    return dataclasses.replace(state, players=put(e.seat, p))


@pytest.mark.parametrize("profile_id", ALL)
def test_draws_discards_and_passes_update_the_state_as_written_plainly(profile_id: str) -> None:
    seen: set[str] = set()
    for table in _hands(profile_id, 4, "greedy") + _hands(profile_id, 2, "random"):
        state = INITIAL
        for e in table.events:
            if isinstance(e, ev.Drew | ev.Discarded | ev.ClaimPassed):
                assert apply(state, e) == _plain_apply(state, e)
                seen.add(e.type)
            state = apply(state, e)
        assert state == table.state
    assert {"drew", "discarded", "claim_passed"} <= seen


def test_a_remembered_verdict_never_covers_an_event_of_other_types() -> None:
    """The checks remember verdicts by value and by the exact type of each value: a draw's
    flag given as 0 (equal to False, with the same hash) is still caught after the real draw
    was checked, and the real draw still passes after the bad one."""
    table = _hands("mil", 1, "greedy")[0]
    events = list(table.events)
    assert invariant_violations(events) == []
    k = next(i for i, e in enumerate(events) if isinstance(e, ev.Drew))
    good = events[k]
    assert isinstance(good, ev.Drew)
    bad = dataclasses.replace(good, replacement=int(good.replacement))  # type: ignore[arg-type]
    assert bad == good and hash(bad) == hash(good)
    events[k] = bad
    assert f"event {k}: the JSON line does not round-trip" in invariant_violations(events)
    events[k] = good
    assert invariant_violations(events) == []
    # A pass whose tile is a bare number, after the same pass with its tile.
    j = next((i for i, e in enumerate(events) if isinstance(e, ev.ClaimPassed)), None)
    if j is not None:
        passed = events[j]
        assert isinstance(passed, ev.ClaimPassed)
        events[j] = dataclasses.replace(passed, tile=int(passed.tile))  # type: ignore[arg-type]
        assert f"event {j}: the JSON line does not round-trip" in invariant_violations(events)


def test_the_walls_shuffle_swaps_as_the_standard_librarys() -> None:
    for seed in range(200):
        for size in (0, 1, 2, 3, 108, 136, 144):
            mine, theirs = list(range(size)), list(range(size))
            shuffle_wall(random.Random(seed), mine)
            random.Random(seed).shuffle(theirs)
            assert mine == theirs, (seed, size)
