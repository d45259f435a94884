"""Pacing of the bots' moves (issue #15): the speed's pause holds for the whole hand, also
after the human has won a Sichuan (bloody) hand and the others play on; "Skip to the end of
the hand" plays the rest at once; speed 0 has no pauses at all.

No wall-clock sleeps: the pacing timer is never left to run out. Each pause is checked (its
interval, and that no bot moves while it runs) and then ended by hand with ``_step``; the
bots' answers come back through the controller's queued signal, which ``waitUntil`` waits
for."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.tiles import parse
from mahjong_gui.ui.controller import SPEED_DELAYS_MS, GameController, GameSettings
from mahjong_gui.ui.play.page import PlayPage
from tests.ui.test_play import NAMES, scripted_wall

PAGE_SIZE = (1200, 800)  # the ``page`` fixture's size (tests/ui/conftest.py)

# After throwing 9m the human waits on 1s/4s and seat 1 throws 1s: the human wins on it at
# once, with the whole wall still to play.
WIN_WALL = scripted_wall({0: "9m1p2p3p4p5p6p7p8p9p1s1s2s3s",
                          1: "1s5s5s5s6s6s6s7s7s7s8s8s8s"}, "9s")


def settle(c: GameController, qtbot) -> None:
    """Wait (on signals, not on time) until no bot answer is in flight."""
    qtbot.waitUntil(lambda: not c._pending.seats, timeout=5000)
    QCoreApplication.processEvents()


def paced_step(c: GameController, qtbot, delay: int) -> None:
    """One bot move at speed > 0: the pause runs with the speed's interval, nothing moves
    while it runs, then it is ended by hand (as its timeout would) and the bots answer."""
    assert c._timer.isActive() and c._timer.interval() == delay
    table = c.table
    assert table is not None
    before = len(table.events)
    QCoreApplication.processEvents()
    assert len(table.events) == before and not c._pending.seats  # still waiting
    c._timer.stop()
    c._step()
    settle(c, qtbot)


def win_at(page: PlayPage, qtbot, speed: int) -> GameController:
    page.start(GameSettings(profile="mil", bots=("first",) * 3, names=NAMES, seed=1,
                            speed=speed, hands=1))
    c = page.controller
    c.new_game(c.settings, WIN_WALL)
    page.play(Action(Act.VOID, suit="m"))  # the bots' voids come with the first step
    delay = SPEED_DELAYS_MS[speed]
    while not c.awaiting_human:
        if speed:
            paced_step(c, qtbot, delay)
        else:
            qtbot.waitUntil(lambda: c.awaiting_human, timeout=5000)
    page.play(Action(Act.DISCARD, parse("9m")[0]))
    while Action(Act.WIN) not in c.human_legal():
        if speed:
            paced_step(c, qtbot, delay)
        else:
            qtbot.waitUntil(lambda: Action(Act.WIN) in c.human_legal(), timeout=5000)
    assert not page.skip_button.isVisible()  # something to decide: no skip
    page.play(Action(Act.WIN))
    table = c.table
    assert table is not None and any(isinstance(e, ev.Won) and e.seat == 0
                                     for e in table.events)
    return c


def test_after_the_humans_win_each_bot_move_waits_for_the_pause(page: PlayPage,
                                                               qtbot) -> None:
    c = win_at(page, qtbot, speed=2)
    table = c.table
    assert table is not None and not table.over and table.state.wall > 30
    assert page.skip_button.isVisible() and c.can_skip
    steps = 0
    while not c.hand_over:
        paced_step(c, qtbot, SPEED_DELAYS_MS[2])
        steps += 1
    # Every move of the rest went through one pause each: at least one per tile drawn.
    assert steps >= 30
    assert not page.skip_button.isVisible()


def test_skip_plays_the_rest_at_once(page: PlayPage, qtbot) -> None:
    c = win_at(page, qtbot, speed=1)
    paced_step(c, qtbot, SPEED_DELAYS_MS[1])  # the others play on, paced
    assert c._timer.isActive() and c._timer.interval() == SPEED_DELAYS_MS[1]
    intervals: list[int] = []
    c.eventsAdded.connect(lambda _e: intervals.append(c._timer.interval()))
    page.skip_button.click()
    assert c.skipping and not page.skip_button.isVisible() and page.table.speed == 0
    # The pause already running ended at once, and no later move has one.
    assert c._timer.interval() == 0
    qtbot.waitUntil(lambda: c.hand_over, timeout=5000)
    assert intervals and set(intervals) == {0}
    table = c.table
    assert table is not None and table.state.wall == 0  # played to the wall's end
    assert any(isinstance(e, ev.HandEnded) for e in table.events)
    assert not page.skip_to_end()  # nothing left to skip


def test_skip_is_refused_while_the_human_is_in(page: PlayPage, qtbot) -> None:
    page.start(GameSettings(profile="mil", bots=("first",) * 3, names=NAMES, seed=1,
                            speed=2, hands=1))
    c = page.controller
    assert not c.can_skip and not page.skip_to_end() and not c.skipping
    assert not page.skip_button.isVisible()


def test_speed_zero_has_no_pauses(page: PlayPage, qtbot) -> None:
    c = win_at(page, qtbot, speed=0)
    intervals: list[int] = []
    c.eventsAdded.connect(lambda _e: intervals.append(c._timer.interval()))
    qtbot.waitUntil(lambda: c.hand_over, timeout=5000)
    assert intervals and set(intervals) == {0}
