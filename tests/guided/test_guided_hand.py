"""The guided first hands (issue 12, item 2): each lesson is played through to its settlement
by its public actions, every step's event happens in the lesson's order, wrong actions are
refused with their explanation ids, and the money is the engine's own."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.checks import invariant_violations, replay_check
from mahjong_gui.engine.common import WinType, deltas
from mahjong_gui.engine.family.registry import win_rows
from mahjong_gui.engine.legal import Act, Action, legal_actions, score_win, win_spot
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.engine.settlement import KongKind, kong_payments, rank_points
from mahjong_gui.engine.state import replay
from mahjong_gui.engine.tiles import parse
from mahjong_gui.guided import (
    DEFAULT_LESSON,
    FAMILIES,
    GuidedHand,
    lesson,
    lesson_for_profile,
    lesson_profile,
)
from mahjong_gui.guided import hand as gh
from mahjong_gui.guided.hand import step_event
from mahjong_gui.guided.lessons import ACTION_KINDS, PAUSE_KINDS
from mahjong_gui.paths import resources_dir

LEARN_EN = resources_dir() / "learn" / "en"


def one(text: str) -> object:
    (t,) = parse(text)
    return t


def play_through(g: GuidedHand) -> None:
    """Every step by the public actions: the step's action, or Continue at a pause."""
    while not g.finished:
        step = g.current_step()
        assert step is not None
        refusal = g.acknowledge() if step.is_pause else g.try_action(step.action)
        assert refusal is None, (g.step_number, refusal)


def go_to(g: GuidedHand, number: int) -> None:
    while g.step_number < number:
        step = g.current_step()
        assert step is not None
        assert (g.acknowledge() if step.is_pause else g.try_action(step.action)) is None


def step_index(family: str, explanation: str) -> int:
    steps = lesson(family).steps
    return next(i for i, s in enumerate(steps) if s.explanation == explanation)


@pytest.mark.parametrize("family", FAMILIES)
def test_played_through_to_the_settlement_with_every_step_in_order(family: str) -> None:
    g = GuidedHand(lesson(family))
    play_through(g)
    steps = g.lesson.steps
    assert len(g.step_events) == len(steps)
    assert g.step_events == sorted(g.step_events)
    assert len(set(g.step_events)) == len(steps)
    for step, i in zip(steps, g.step_events, strict=True):
        assert step_event(step, g.events[i]), (step, g.events[i])
    end = g.hand_end()
    assert end is not None and g.events[-1] is end and g.step_events[-1] == len(g.events) - 1
    assert steps[-1].kind == "settlement"
    # The hand is a valid game log: every invariant after every event, and it re-plays.
    assert invariant_violations(list(g.events), g.table.state) == []
    replay_check(list(g.events))


def test_the_lessons_show_every_basic_step() -> None:
    kinds = {f: [s.kind for s in lesson(f).steps] for f in FAMILIES}
    for k in ("exchange", "void", "discard", "pong", "kong", "win", "other_win", "settlement"):
        assert k in kinds["sichuan"], k
    for k in ("bonus", "discard", "chow", "pong", "kong", "win", "settlement"):
        assert k in kinds["hong-kong"], k
    assert lesson("sichuan").profile.exchange_three  # the one Sichuan ruleset that exchanges
    assert lesson("hong-kong").profile_id == "hk-modern"
    for f in FAMILIES:
        for s in lesson(f).steps:
            assert s.kind in (PAUSE_KINDS if s.is_pause else ACTION_KINDS)


@pytest.mark.parametrize("family", ["sichuan", "sichuan-mil"])
def test_sichuan_someone_else_wins_and_play_goes_on(family: str) -> None:
    g = GuidedHand(lesson(family))
    play_through(g)
    wins = [e for e in g.events if isinstance(e, ev.Won)]
    assert len(wins) == 3 and [w.seat for w in wins].count(0) == 1
    first_other = next(i for i, e in enumerate(g.events) if isinstance(e, ev.Won))
    assert g.events[first_other].seat != 0
    # The learner still plays after another player's win: bloody continuation.
    assert any(isinstance(e, ev.Discarded) and e.seat == 0 for e in g.events[first_other:])
    assert g.hand_end().reason == "three_winners"


def test_hong_kong_win_reaches_the_minimum() -> None:
    g = GuidedHand(lesson("hong-kong"))
    play_through(g)
    (won,) = [e for e in g.events if isinstance(e, ev.Won)]
    assert won.seat == 0
    faan = sum(value * count for _, value, count in won.patterns)
    assert faan >= g.profile.minimum
    # Without the seat flower and the dragon the hand would still meet the minimum.
    assert {"mixed_one_suit", "seat_flower", "dragon_pong"} <= {p for p, _, _ in won.patterns}
    assert g.hand_end().reason == "win"


@pytest.mark.parametrize("family", FAMILIES)
def test_payments_are_the_engines(family: str) -> None:
    """Every win's rows are what the engine's scorer and settlement give for that win at that
    point of the hand; every kong's rows its kong money; the hand's deltas their sum."""
    g = GuidedHand(lesson(family))
    play_through(g)
    events = list(g.events)
    profile = g.profile
    checked = 0
    for i, e in enumerate(events):
        if isinstance(e, ev.Won):
            state = replay(events[:i])
            win = WinType(e.win)
            score = score_win(state, e.seat, win)
            assert score is not None
            want = win_rows(profile, win_spot(state, e.seat, win), score)
            assert [(p.payer, p.payee, p.amount, p.reason) for p in e.payments] == [
                (p.payer, p.payee, p.amount, p.reason) for p in want]
            assert e.value == score.value
            checked += 1
        elif isinstance(e, ev.Konged) and profile.kong_money:
            state = replay(events[:i])
            want = kong_payments(profile, e.seat, KongKind(e.kind), state.in_seats,
                                 e.discarder, e.immediate)
            assert [(p.payer, p.payee, p.amount, p.reason) for p in e.payments] == [
                (p.payer, p.payee, p.amount, p.reason) for p in want]
            assert want
    assert checked >= 1
    end = g.hand_end()
    assert end is not None
    assert tuple(deltas(g.settlement())) == end.deltas
    assert any(end.deltas)


@pytest.mark.parametrize("family", FAMILIES)
def test_restart_gives_the_same_first_step(family: str) -> None:
    g = GuidedHand(lesson(family))
    first = g.current_step()
    first_events = g.events
    go_to(g, 5)
    assert g.current_step() is not first
    g.restart()
    assert g.step_number == 0 and g.current_step() is first and g.events == first_events
    play_through(g)  # and it plays through again
    assert g.hand_end() is not None


def test_sichuan_wrong_actions_are_refused_with_their_explanation() -> None:
    g = GuidedHand(lesson("sichuan"))
    before = g.events
    # The exchange: three other tiles of one suit, or tiles of two suits.
    r = g.try_action(Action(Act.EXCHANGE, tiles=tuple(sorted(parse("157s")))))
    assert r is not None and r.explanation == "sichuan.exchange.other"
    r = g.try_action(Action(Act.EXCHANGE, tiles=tuple(sorted(parse("1m5s9s")))))
    assert r is not None and r.explanation == gh.REFUSE_EXCHANGE
    assert g.acknowledge().explanation == gh.REFUSE_NOT_ACTION
    assert g.events == before and g.step_number == 0
    go_to(g, 1)
    r = g.try_action(Action(Act.VOID, suit="m"))
    assert r is not None and r.explanation == "sichuan.void.other"
    go_to(g, 2)
    # A void-suit tile is held: another discard is refused; a tile not held too.
    r = g.try_action(Action(Act.DISCARD, one("1p")))
    assert r is not None and r.explanation == gh.REFUSE_VOID_FIRST
    r = g.try_action(Action(Act.DISCARD, one("5m")))
    assert r is not None and r.explanation == gh.REFUSE_NOT_HELD
    go_to(g, step_index("sichuan", "sichuan.pong"))
    before = g.events
    r = g.try_action(Action(Act.PASS))  # pass instead of pong
    assert r is not None and r.explanation == "sichuan.pong.other"
    r = g.try_action(Action(Act.WIN))  # a win declared early
    assert r is not None and r.explanation == gh.REFUSE_WIN
    r = g.try_action(Action(Act.DISCARD, one("1p")))  # not the learner's turn
    assert r is not None and r.explanation == gh.REFUSE_NOT_NOW
    assert g.events == before
    go_to(g, step_index("sichuan", "sichuan.after_pong"))
    r = g.try_action(Action(Act.DISCARD, one("9p")))  # a different tile
    assert r is not None and r.explanation == "sichuan.after_pong.other"
    go_to(g, step_index("sichuan", "sichuan.other_win"))
    r = g.try_action(Action(Act.DISCARD, one("9p")))
    assert r is not None and r.explanation == gh.REFUSE_CONTINUE
    go_to(g, step_index("sichuan", "sichuan.kong"))
    r = g.try_action(Action(Act.DISCARD, one("1m")))  # discarding instead of the kong
    assert r is not None and r.explanation == "sichuan.kong.other"
    r = g.try_action(Action(Act.KONG, one("5p"), kong=KongKind.ADDED))
    assert r is not None and r.explanation == gh.REFUSE_KONG
    go_to(g, step_index("sichuan", "sichuan.win"))
    r = g.try_action(Action(Act.PASS))
    assert r is not None and r.explanation == "sichuan.win.other"
    play_through(g)
    assert g.try_action(Action(Act.PASS)).explanation == gh.REFUSE_OVER
    assert g.acknowledge().explanation == gh.REFUSE_OVER


def test_hong_kong_wrong_actions_are_refused_with_their_explanation() -> None:
    g = GuidedHand(lesson("hong-kong"))
    assert g.current_step().kind == "bonus"
    r = g.try_action(Action(Act.DISCARD, one("9s")))
    assert r is not None and r.explanation == gh.REFUSE_CONTINUE
    go_to(g, 1)
    r = g.try_action(Action(Act.DISCARD, one("8m")))
    assert r is not None and r.explanation == "hk.first_discard.other"
    r = g.try_action(Action(Act.WIN))  # a win declared early
    assert r is not None and r.explanation == gh.REFUSE_WIN
    go_to(g, step_index("hong-kong", "hk.chow"))
    r = g.try_action(Action(Act.PASS))
    assert r is not None and r.explanation == "hk.chow.other"
    r = g.try_action(Action(Act.PONG, one("1m")))
    assert r is not None and r.explanation == gh.REFUSE_PONG
    r = g.try_action(Action(Act.CHOW, one("2m")))  # a chow that does not fit
    assert r is not None and r.explanation == gh.REFUSE_CHOW
    go_to(g, step_index("hong-kong", "hk.pong"))
    r = g.try_action(Action(Act.PASS))  # pass instead of pong
    assert r is not None and r.explanation == "hk.pong.other"
    go_to(g, step_index("hong-kong", "hk.kong"))
    r = g.try_action(Action(Act.DISCARD, one("9m")))
    assert r is not None and r.explanation == "hk.kong.other"
    go_to(g, step_index("hong-kong", "hk.win"))
    r = g.try_action(Action(Act.PASS))
    assert r is not None and r.explanation == "hk.win.other"


def _anchors(path: Path) -> set[str]:
    return set(re.findall(r"""<a name=["']([^"']+)["']""", path.read_text("utf-8")))


@pytest.mark.parametrize("family", FAMILIES)
def test_every_linked_learn_page_exists(family: str) -> None:
    if not LEARN_EN.is_dir():
        pytest.skip("no Learn pages in this checkout")
    for step in lesson(family).steps:
        page, _, anchor = step.page.partition("#")
        path = LEARN_EN / f"{page}.html"
        assert path.is_file(), step.page
        if anchor:
            assert anchor in _anchors(path), step.page


def test_no_qt_in_the_guided_package() -> None:
    code = ("import sys, mahjong_gui.guided as g; h = g.GuidedHand(g.lesson('sichuan')); "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


@pytest.mark.parametrize("family", FAMILIES)
def test_no_win_is_offered_before_the_win_step(family: str) -> None:
    """A beginner is never left with a win the lesson refuses: the first win on offer is the
    win step's."""
    g = GuidedHand(lesson(family))
    while g.current_step().kind != "win":
        if g.current_step().kind != "pass":  # a pass step lets a win go on purpose
            assert Action(Act.WIN) not in g.legal(), g.step_number
        go_to(g, g.step_number + 1)
    assert Action(Act.WIN) in g.legal()


def test_the_classic_lesson_plays_mil_without_an_exchange() -> None:
    """docs/rules.md §2: mil has no exchange; the learner chooses a void first, discards its
    void tile, pongs, kongs and wins, and the hand goes on after the others' wins."""
    mil = lesson("sichuan-mil")
    assert mil.profile_id == "mil" and not mil.profile.exchange_three and mil.direction is None
    kinds = [s.kind for s in mil.steps]
    assert kinds[0] == "void" and "exchange" not in kinds
    for k in ("void", "discard", "pong", "kong", "win", "other_win", "settlement"):
        assert k in kinds, k
    g = GuidedHand(mil)
    assert {a.act for a in g.legal()} == {Act.VOID}  # the void is asked at once
    r = g.try_action(Action(Act.VOID, suit="m"))
    assert r is not None and r.explanation == "sichuan.void.other" and g.step_number == 0
    play_through(g)
    assert not any(isinstance(e, ev.TilesExchanged) for e in g.events)
    (won,) = [e for e in g.events if isinstance(e, ev.Won) and e.seat == 0]
    assert won.win == "discard" and won.tile == one("9p")


def test_the_classic_lessons_money_is_mils() -> None:
    """docs/rules.md §2.2: the learner's plain win with its kong's root is 1 fan, a base of
    2^1 = 2 paid by the discarder; the concealed kong earns 2 from each player still in (two:
    one has won); a self-drawn win is paid base + 1 by every player still in."""
    g = GuidedHand(lesson("sichuan-mil"))
    play_through(g)
    wins = [e for e in g.events if isinstance(e, ev.Won)]
    mine = next(w for w in wins if w.seat == 0)
    assert {p for p, _, _ in mine.patterns} == {"plain_win", "root"}
    assert sum(v * n for _, v, n in mine.patterns) == 1 and mine.value == 2
    assert [(p.payer, p.payee, p.amount) for p in mine.payments] == [(1, 0, 2)]
    (kong,) = [e for e in g.events if isinstance(e, ev.Konged)]
    assert sorted((p.payer, p.amount) for p in kong.payments) == [(1, 2), (3, 2)]
    first = wins[0]
    assert first.seat == 2 and first.win == "self" and first.value == 1
    assert [(p.payer, p.amount) for p in first.payments] == [(0, 2), (1, 2), (3, 2)]
    assert g.hand_end().deltas == (2 + 4 - 2, -2 - 2 - 2 - 2, 6, -2 - 2 + 2)


@pytest.mark.parametrize("family", FAMILIES)
def test_tiles_are_conserved_at_every_step(family: str) -> None:
    """At every step every tile of the set is somewhere: a hand, a meld, a river, a bonus
    tile, the wall (Hong Kong's dead wall beside it) or a win on a discard."""
    g = GuidedHand(lesson(family))
    total = len(g.lesson.wall)
    while True:
        st = g.table.state
        placed = sum(len(p.hand) + sum(len(m.tiles) for m in p.melds) + len(p.river)
                     + len(p.bonus) for p in st.players)
        assert placed + st.wall + st.claimed + g.profile.dead_wall == total, g.step_number
        if g.finished:
            break
        go_to(g, g.step_number + 1)
    assert total == g.profile.tile_count


def test_each_profile_is_taught_by_a_lesson_of_its_family() -> None:
    assert {f: lesson_profile(f) for f in FAMILIES} == {
        "sichuan-mil": "mil", "sichuan-mahjchina": "mahjchina",
        "sichuan-competition": "competition", "sichuan": "majsoul", "hong-kong": "hk-modern"}
    assert {p: lesson_for_profile(p) for p in PROFILES} == {
        "mil": "sichuan-mil", "mahjchina": "sichuan-mahjchina",
        "competition": "sichuan-competition", "majsoul": "sichuan", "hk-modern": "hong-kong",
        "hk-classical": "hong-kong"}
    assert lesson_for_profile("no-such-rules") == DEFAULT_LESSON == "sichuan-mil"
    for f in FAMILIES:
        assert lesson(f).family == f and lesson(f).profile_id == lesson_profile(f)


def test_the_mahjchina_lesson_shows_the_pass_rule() -> None:
    """docs/rules.md §2 (过胡): after the learner lets a plain win on 4m go, the same win on the
    next 4m is not offered before the learner draws (it pays no more), while the fourth 1m,
    a root and so a base doubled to 2 (§2.3), is offered and taken."""
    mjc = lesson("sichuan-mahjchina")
    assert mjc.profile_id == "mahjchina" and mjc.profile.pass_restrictions
    assert not mjc.profile.exchange_three
    g = GuidedHand(mjc)
    go_to(g, step_index("sichuan-mahjchina", "mahjchina.pass"))
    assert set(g.legal()) == {Action(Act.WIN), Action(Act.PASS)}
    plain = score_win(g.table.state, 0, WinType.DISCARD)
    assert plain is not None and plain.value == 1 and g.table.view(0).tile == one("4m")
    r = g.try_action(Action(Act.WIN))  # the lesson lets this win go
    assert r is not None and r.explanation == "mahjchina.pass.other"
    go_to(g, step_index("sichuan-mahjchina", "mahjchina.blocked"))
    blocked = g.step_event()
    assert isinstance(blocked, ev.Discarded) and blocked.seat == 2 and blocked.tile == one("4m")
    passed = [e for e in g.events if isinstance(e, ev.ClaimPassed) and e.seat == 0]
    assert [(e.tile, e.win_value) for e in passed] == [(one("4m"), 1)]
    # The 4m still completes the hand; only the pass rule keeps the win away.
    at = next(i for i, e in enumerate(g.events) if e is blocked)
    then = replay(list(g.events[:at + 1]))
    assert then.tile == one("4m") and score_win(then, 0, WinType.DISCARD).value == 1
    assert then.players[0].pass_win == 1 and legal_actions(then, 0) == ()
    assert not any(isinstance(e, ev.Drew) and e.seat == 0 for e in g.events)
    go_to(g, step_index("sichuan-mahjchina", "mahjchina.win"))
    assert g.table.view(0).tile == one("1m") and Action(Act.WIN) in g.legal()
    rooted = score_win(g.table.state, 0, WinType.DISCARD)
    assert rooted is not None and rooted.value == 2 > 1
    play_through(g)
    (won,) = [e for e in g.events if isinstance(e, ev.Won) and e.seat == 0]
    assert won.tile == one("1m") and won.value == 2 and won.discarder == 3
    assert {p for p, _, _ in won.patterns} == {"plain_win", "root"}
    assert [(p.payer, p.amount) for p in won.payments] == [(3, 2)]
    assert g.hand_end().reason == "three_winners" and g.hand_end().deltas[0] == 2


def test_the_competition_lesson_shows_the_pong_rule_and_the_cap() -> None:
    """docs/rules.md §2 (过碰): a pong of 7m passed up is not offered again before the learner
    draws; §2.2: pure one suit 2 + all pongs 1 + the kong's root 1 = 4 fan, capped at 3, a
    base of 8 paid by the discarder; §2.6: the hand's result as a game's rank points."""
    cmp_ = lesson("sichuan-competition")
    assert cmp_.profile_id == "competition" and cmp_.profile.rank_points
    g = GuidedHand(cmp_)
    go_to(g, step_index("sichuan-competition", "competition.pass"))
    assert g.table.view(0).tile == one("7m")
    assert set(g.legal()) == {Action(Act.PONG, one("7m")), Action(Act.PASS)}
    r = g.try_action(Action(Act.PONG, one("7m")))
    assert r is not None and r.explanation == "competition.pass.other"
    go_to(g, step_index("sichuan-competition", "competition.blocked"))
    blocked = g.step_event()
    assert isinstance(blocked, ev.Discarded) and blocked.tile == one("7m") and blocked.seat == 2
    at = next(i for i, e in enumerate(g.events) if e is blocked)
    then = replay(list(g.events[:at + 1]))
    assert then.players[0].hand.count(one("7m")) == 2  # the pair is still held
    assert one("7m") in then.players[0].pass_pong and legal_actions(then, 0) == ()
    play_through(g)
    (won,) = [e for e in g.events if isinstance(e, ev.Won) and e.seat == 0]
    assert sorted((p, v) for p, v, _ in won.patterns) == [
        ("all_pongs", 1), ("pure_one_suit", 2), ("root", 1)]
    assert sum(v * n for _, v, n in won.patterns) == 4 > g.profile.cap == 3
    assert won.value == 2 ** g.profile.cap == 8
    assert [(p.payer, p.amount) for p in won.payments] == [(1, 8)]
    (kong,) = [e for e in g.events if isinstance(e, ev.Konged)]
    assert kong.kind == "concealed" and sorted(p.payer for p in kong.payments) == [1, 2, 3]
    end = g.hand_end()
    assert end.reason == "three_winners" and end.deltas == (6 + 8, -2 - 8 - 2 - 2, -2 + 4, -2)
    assert rank_points(end.deltas) == [4.0, 1.0, 3.0, 2.0]
