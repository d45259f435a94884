"""The table's conveniences (issue 30 item 8): auto-win, auto-pass and discard-the-drawn-tile,
each kept in the settings, played by the controller only where the rule allows them; a
take-back returns to a decision made by hand."""

from __future__ import annotations

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.state import Phase
from mahjong_gui.engine.tiles import parse
from mahjong_gui.ui.play.page import PlayPage
from mahjong_gui.ui.settings import KEY_AUTO_PASS, open_settings, read_bool
from tests.ui.test_play import DRAWS, POSITION, scripted_wall, start, wait_for_human


def _human_events(page: PlayPage) -> list[ev.Event]:
    match = page.controller.match
    assert match is not None
    return [e for e in match.events if getattr(e, "seat", None) == 0]


def test_auto_pass_lets_a_pong_go_and_is_remembered(page: PlayPage, qtbot) -> None:
    page.auto_actions["pass_claims"].trigger()
    assert page.controller.auto.pass_claims
    assert read_bool(open_settings(), KEY_AUTO_PASS, False)
    start(page, qtbot, scripted_wall(POSITION, DRAWS))
    wait_for_human(page, qtbot)
    page.play(Action(Act.VOID, suit="m"))
    wait_for_human(page, qtbot)
    page.play(Action(Act.DISCARD, parse("8m")[0]))
    # Seat 2's 5p would offer a pong (tests/ui/test_play.py): passed without asking.
    legal = wait_for_human(page, qtbot)
    assert Act.PONG not in {a.act for a in legal}
    events = page.controller.match.events
    passed = [e for e in events if isinstance(e, ev.ClaimPassed) and e.seat == 0]
    assert len(passed) >= 1
    assert not any(isinstance(e, ev.Ponged) and e.seat == 0 for e in events)
    # A new page reads the switch back from the settings.
    again = PlayPage()
    qtbot.addWidget(again)
    assert again.auto_actions["pass_claims"].isChecked() and again.controller.auto.pass_claims
    again.controller.shutdown()


def test_auto_win_takes_the_win_and_never_passes_it(page: PlayPage, qtbot) -> None:
    page.set_auto("win", True)
    page.set_auto("pass_claims", True)  # a claim with a win is never passed
    wall = scripted_wall({0: "9m1p2p3p4p5p6p7p8p9p1s1s2s3s",
                          1: "1s5s5s5s6s6s6s7s7s7s8s8s8s"}, "9s")
    start(page, qtbot, wall)
    page.play(Action(Act.VOID, suit="m"))
    wait_for_human(page, qtbot)
    page.play(Action(Act.DISCARD, parse("9m")[0]))
    qtbot.waitUntil(lambda: any(isinstance(e, ev.Won) and e.seat == 0
                                for e in page.controller.match.events), timeout=5000)
    won = next(e for e in page.controller.match.events if isinstance(e, ev.Won))
    assert won.seat == 0 and won.discarder == 1 and won.tile == parse("1s")[0]


def test_discard_drawn_plays_only_a_plain_draw(page: PlayPage, qtbot) -> None:
    page.set_auto("pass_claims", True)
    page.set_auto("discard_drawn", True)
    offered: list[tuple[Phase, tuple[Action, ...], object]] = []
    page.controller.humanTurn.connect(lambda legal: offered.append(
        (page.controller.table.state.phase, legal, page.controller.human_view().last_draw)))
    start(page, qtbot, bots="first", seed=11)
    while True:  # decide by hand whatever is left to the player: the first legal move
        legal = wait_for_human(page, qtbot)
        if page.controller.hand_over:
            break
        page.play(legal[0])
    mine = page.controller.match.events
    drawn_and_thrown = sum(
        1 for a, b in zip(mine, mine[1:], strict=False)
        if isinstance(a, ev.Drew) and a.seat == 0 and isinstance(b, ev.Discarded)
        and b.seat == 0 and b.tile == a.tile)
    assert drawn_and_thrown >= 3
    # Never asked about a turn whose drawn tile could simply go.
    for phase, legal, drawn in offered:
        if phase is Phase.TURN and legal and {a.act for a in legal} == {Act.DISCARD}:
            assert drawn is None or Action(Act.DISCARD, drawn) not in legal
    # Never a pong or a kong claimed for the player either (auto-pass).
    assert not any(isinstance(e, (ev.Ponged, ev.Chowed)) for e in _human_events(page))


def test_take_back_returns_to_a_decision_by_hand(page: PlayPage, qtbot) -> None:
    start(page, qtbot, scripted_wall(POSITION, DRAWS))
    wait_for_human(page, qtbot)
    page.play(Action(Act.VOID, suit="m"))
    wait_for_human(page, qtbot)
    page.play(Action(Act.DISCARD, parse("8m")[0]))
    legal = wait_for_human(page, qtbot)
    assert Action(Act.PONG, parse("5p")[0]) in legal
    page.set_auto("pass_claims", True)  # switched on while the claim waits: it passes now
    assert any(isinstance(e, ev.ClaimPassed) and e.seat == 0
               for e in page.controller.match.events)
    wait_for_human(page, qtbot)
    assert page.take_back()
    # Back at a pass: the player decides it (the switch does not pass it again at once).
    legal = wait_for_human(page, qtbot)
    assert Action(Act.PONG, parse("5p")[0]) in legal and not page.controller.closed
    assert not any(isinstance(e, ev.ClaimPassed) and e.seat == 0
                   for e in page.controller.match.events)
