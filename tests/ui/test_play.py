"""The Play area (pytest-qt, offscreen, animations off): whole hands, legal buttons, keyboard
play, the end-of-hand dialog, saving, and bots kept off the GUI thread."""

from __future__ import annotations

import threading
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.tiles import TILES, Tile, parse
from mahjong_gui.ui import texts
from mahjong_gui.ui.controller import GameSettings
from mahjong_gui.ui.play.page import PlayPage

PAGE_SIZE = (1200, 800)  # the ``page`` fixture's size (tests/ui/conftest.py)

NAMES = ("You", "Right", "Across", "Left")


def scripted_wall(hands: dict[int, str], draws: str) -> list[Tile]:
    """All 108 tiles in dealing order: seat 0 (the dealer) 14, seats 1-3 13 each, then the
    wall, whose first tiles are ``draws``; everything else fills in, in tile order."""
    left = Counter({TILES[t]: 4 for t in range(27)})
    chosen = {s: list(parse(h)) for s, h in hands.items()}
    for ts in [*chosen.values(), list(parse(draws)) if draws else []]:
        for t in ts:
            left[t] -= 1
            assert left[t] >= 0, f"too many {t}"
    spare = sorted(left.elements())
    for s, size in ((0, 14), (1, 13), (2, 13), (3, 13)):
        while len(chosen.setdefault(s, [])) < size:
            chosen[s].append(spare.pop())
    wall = [*chosen[0], *chosen[1], *chosen[2], *chosen[3]]
    wall += list(parse(draws)) if draws else []
    wall += spare
    assert len(wall) == 108
    return wall


def start(page: PlayPage, qtbot, tiles: list[Tile] | None = None, bots: str = "first",
          seed: int = 1) -> None:
    page.start(GameSettings(profile="mil", bots=(bots,) * 3, names=NAMES, seed=seed,
                            speed=0, hands=1))
    if tiles is not None:
        page.controller.new_game(page.controller.settings, tiles)


def wait_for_human(page: PlayPage, qtbot) -> tuple[Action, ...]:
    qtbot.waitUntil(lambda: page.controller.awaiting_human or page.controller.hand_over,
                    timeout=5000)
    return page.controller.human_legal()


def offered(page: PlayPage) -> set[Action]:
    """What the page lets the player do now: its buttons plus the tiles it lets them pick."""
    acts = set(page.offered_actions())
    acts |= {Action(Act.DISCARD, t) for t in page.table.selectable}
    return acts


# Scenario: the human (seat 0, dealer) keeps 8m 9m 9m (void m), 5p 5p and bamboo. Seat 1
# (the "first" bot always takes the first legal action: void m, then its lowest tile) must
# throw its only m tile, 9m; seat 2 its lowest tile, 5p.
POSITION = {0: "8m9m9m5p5p1s1s1s2s2s2s3s3s4s",
            1: "9m6p6p6p7p7p7p8p8p8p9p9p9p",
            2: "5p5s5s5s6s6s6s7s7s7s8s8s8s"}
DRAWS = "9s9s"  # seat 1's and seat 2's draws: never their lowest tile


def test_buttons_follow_the_legal_actions(page: PlayPage, qtbot) -> None:
    start(page, qtbot, scripted_wall(POSITION, DRAWS))
    legal = wait_for_human(page, qtbot)
    assert {a.act for a in legal} == {Act.VOID} and offered(page) == set(legal)
    page.play(Action(Act.VOID, suit="m"))
    legal = wait_for_human(page, qtbot)
    # Void discipline: only the void-suit tiles may go.
    assert set(legal) == {Action(Act.DISCARD, t) for t in parse("89m")}
    assert offered(page) == set(legal)
    page.play(Action(Act.DISCARD, parse("8m")[0]))
    # Seat 1 throws 9m: the human holds two, but 9m is their void suit: nothing is offered.
    # Seat 2 throws 5p: pong is offered (and pass), exactly what legal_actions says.
    legal = wait_for_human(page, qtbot)
    table = page.controller.table
    assert table is not None and table.state.tile == parse("5p")[0]
    assert any(isinstance(e, ev.Discarded) and e.tile == parse("9m")[0] and e.seat == 1
               for e in table.events)
    assert not any(isinstance(e, ev.ClaimPassed) and e.seat == 0 for e in table.events)
    assert set(legal) == {Action(Act.PONG, parse("5p")[0]), Action(Act.PASS)}
    assert offered(page) == set(legal)
    labels = sorted(b.text() for b, _ in page.action_buttons)
    assert labels == ["Pass (Space)", "Pong 5 Dots (P)"]


def test_win_is_offered(page: PlayPage, qtbot) -> None:
    # After throwing 9m the human waits on 1s/4s; seat 1 (all bamboo) throws 1s.
    wall = scripted_wall({0: "9m1p2p3p4p5p6p7p8p9p1s1s2s3s",
                          1: "1s5s5s5s6s6s6s7s7s7s8s8s8s"}, "9s")
    start(page, qtbot, wall)
    page.play(Action(Act.VOID, suit="m"))
    wait_for_human(page, qtbot)
    page.play(Action(Act.DISCARD, parse("9m")[0]))
    legal = wait_for_human(page, qtbot)
    one_s = parse("1s")[0]
    assert set(legal) == {Action(Act.WIN), Action(Act.PONG, one_s), Action(Act.PASS)}
    assert offered(page) == set(legal)
    page.play(Action(Act.WIN))
    table = page.controller.table
    assert table is not None
    won = [e for e in table.events if isinstance(e, ev.Won)]
    assert won and won[0].seat == 0 and won[0].discarder == 1
    qtbot.waitUntil(lambda: page.banner.isVisible())
    # The whole sentence: the human's own form ("You win", not "You wins"), how, the
    # pattern, and who pays what (seat 1 threw the 1s: one fan for a plain win).
    assert page.banner.text() == "You win on a discard with Plain win\nRight pays 1"
    assert page.banners_shown == [page.banner.text()]


def test_keyboard_only(page: PlayPage, qtbot) -> None:
    start(page, qtbot, scripted_wall(POSITION, DRAWS))
    wait_for_human(page, qtbot)
    page.table.setFocus()
    qtbot.keyClick(page, Qt.Key.Key_M)  # void: characters
    wait_for_human(page, qtbot)
    assert page.controller.table.state.players[0].void == "m"  # type: ignore[union-attr]
    # The cursor starts on the rightmost legal tile (a 9m); two steps left is the 8m.
    assert page.table.selected_tile() == parse("9m")[0]
    qtbot.keyClick(page.table, Qt.Key.Key_Left)
    qtbot.keyClick(page.table, Qt.Key.Key_Left)
    assert page.table.selected_tile() == parse("8m")[0]
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    legal = wait_for_human(page, qtbot)
    table = page.controller.table
    assert table is not None
    assert any(isinstance(e, ev.Discarded) and e.seat == 0 and e.tile == parse("8m")[0]
               for e in table.events)
    assert Action(Act.PASS) in legal
    qtbot.keyClick(page, Qt.Key.Key_Space)  # pass on 5p
    qtbot.waitUntil(lambda: any(isinstance(e, ev.ClaimPassed) and e.seat == 0
                                for e in table.events), timeout=3000)
    # Then, on the human's own turn, arrows and Enter discard (void first: a 9m).
    legal = wait_for_human(page, qtbot)
    assert {a.act for a in legal} == {Act.DISCARD}
    before = sum(1 for e in table.events if isinstance(e, ev.Discarded) and e.seat == 0)
    qtbot.keyClick(page.table, Qt.Key.Key_Left)
    qtbot.keyClick(page.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: sum(1 for e in table.events if isinstance(e, ev.Discarded)
                                and e.seat == 0) == before + 1, timeout=3000)


def test_a_whole_hand_and_its_settlement(page: PlayPage, qtbot) -> None:
    start(page, qtbot, bots="greedy", seed=21)
    controller = page.controller
    for _ in range(400):
        legal = wait_for_human(page, qtbot)
        if controller.hand_over:
            break
        wins = [a for a in legal if a.act is Act.WIN]
        page.play(wins[0] if wins else legal[0])
    assert controller.hand_over
    qtbot.waitUntil(lambda: page.hand_dialog is not None, timeout=3000)
    dialog = page.hand_dialog
    assert dialog is not None
    table = controller.table
    assert table is not None
    rows = [p for e in table.events for p in getattr(e, "payments", ())]
    shown_rows = dialog.payment_rows()
    assert [r[:3] for r in shown_rows] == [
        (NAMES[p.payer], "nobody" if p.payee is None else NAMES[p.payee], str(p.amount))
        for p in rows]
    # Each row's reason, a self-draw's bonus spelled out (value + bonus = the amount paid).
    for (_f, _t, _a, why), p in zip(shown_rows, rows, strict=True):
        assert why.startswith(texts.reason(p.reason.value))
        if why != texts.reason(p.reason.value):
            assert p.reason.value == "win_self_draw" and "self-draw bonus 1" in why
    end = table.events[-1] if isinstance(table.events[-1], ev.HandEnded) else next(
        e for e in reversed(table.events) if isinstance(e, ev.HandEnded))
    # The match's one hand is over: the standings, a place and this hand's result per name.
    cols = [dialog.totals.horizontalHeaderItem(c).text()
            for c in range(dialog.totals.columnCount())]
    name_col, hand_col = cols.index("Player"), cols.index("This hand")
    shown = {dialog.totals.item(r, name_col).text(): dialog.totals.item(r, hand_col).text()
             for r in range(4)}
    assert shown == {NAMES[s]: f"{d:+d}" if d else "0" for s, d in enumerate(end.deltas)}
    # Bots decided on the worker thread, never on the GUI thread.
    assert controller.bot_threads and threading.get_ident() not in controller.bot_threads


def test_save_and_open(page: PlayPage, qtbot, tmp_path: Path) -> None:
    start(page, qtbot, bots="greedy", seed=5)
    for _ in range(6):
        legal = wait_for_human(page, qtbot)
        page.play(legal[0])
    wait_for_human(page, qtbot)
    path = tmp_path / "g.mjsave"
    page.controller.save(path)
    before = page.controller.table.state  # type: ignore[union-attr]
    assert page.open_file(str(path))
    assert page.controller.table.state == before  # type: ignore[union-attr]


def test_refuses_an_illegal_move(page: PlayPage, qtbot) -> None:
    start(page, qtbot, scripted_wall(POSITION, DRAWS))
    wait_for_human(page, qtbot)
    assert not page.controller.act(Action(Act.DISCARD, parse("8m")[0]))  # void choice first
    assert "not possible" in page.notice_label.text()


def test_animated_play_reaches_the_end(page: PlayPage, qtbot) -> None:
    """With animations on (the fastest speed) the same whole hand still plays through, each
    bot move after the speed's pause. The pauses are not waited out: each one is checked and
    then ended by hand (what its timeout does); the bots' answers come back by signal."""
    from mahjong_gui.ui.controller import SPEED_DELAYS_MS

    page.start(GameSettings(profile="majsoul", bots=("greedy",) * 3, names=NAMES, seed=8,
                            speed=3, hands=1))
    controller = page.controller
    paused = 0
    for _ in range(2000):
        qtbot.waitUntil(lambda: not controller._pending.seats, timeout=5000)
        if controller.hand_over:
            break
        if controller.awaiting_human:
            legal = controller.human_legal()
            exchange = [a for a in legal if a.act is Act.EXCHANGE]
            page.play(exchange[0] if exchange else legal[0])
            continue
        timer = controller._timer
        assert timer.isActive() and timer.interval() == SPEED_DELAYS_MS[3]
        timer.stop()
        controller._step()
        paused += 1
    assert controller.hand_over
    assert paused > 10
    assert page.table.animations_started > 10  # draws, discards and calls faded in


def test_welcome_button_until_the_first_game(page: PlayPage, qtbot) -> None:
    assert page.welcome.isVisible() and "Ctrl+N" in page.welcome.text()
    # No empty band under the table before a game: the hint strip and the claim bar wait.
    assert not page.teacher_strip.isVisible() and not page.action_bar.isVisible()
    table_height = page.table.height()
    start(page, qtbot, bots="greedy")
    assert not page.welcome.isVisible()
    assert page.teacher_strip.isVisible() and page.action_bar.isVisible()
    qtbot.waitUntil(lambda: page.table.height() < table_height, timeout=2000)


def test_hint_names_a_legal_move_with_its_reason(page: PlayPage, qtbot) -> None:
    start(page, qtbot, scripted_wall(POSITION, DRAWS))
    wait_for_human(page, qtbot)
    page.play(Action(Act.VOID, suit="m"))
    legal = wait_for_human(page, qtbot)
    page.ask_hint()
    qtbot.waitUntil(lambda: page.hint_label.text().startswith("Suggestion:"), timeout=5000)
    # Holding 8m 9m 9m of the void suit, the hint must throw one of them, and say why.
    assert page.hint_label.text().split(" (")[0] in ("Suggestion: discard 8 Characters",
                                                     "Suggestion: discard 9 Characters")
    assert texts.hint_reason("void_first") in page.hint_label.text()
    assert page.table.selected_tile() in {a.tile for a in legal}


def test_the_hint_is_the_review_s_judgement_of_the_position(page: PlayPage, qtbot) -> None:
    # Issue 27: the hint asks the review's judge (off the GUI thread) and names the move a
    # review of this very position names, with each candidate's expected points.
    from mahjong_gui.review.advice import advise
    from mahjong_gui.review.futures import fork
    from mahjong_gui.review.judge import judge

    start(page, qtbot, bots="greedy", seed=8)
    legal = wait_for_human(page, qtbot)
    while len(legal) < 3:  # a decision with a real choice
        page.play(legal[0])
        legal = wait_for_human(page, qtbot)
    table = page.controller.table
    assert table is not None
    got = []
    page.controller.hintReady.connect(got.append)
    page.ask_hint()
    assert page.hint_label.text() == "Thinking…"
    qtbot.waitUntil(lambda: bool(got), timeout=60_000)
    (hint,) = got
    review_best = judge(tuple(table.events), 0, table=fork(table)).best
    assert hint.action == review_best == advise(fork(table), 0).action
    assert hint.values and hint.values[0][0] == hint.action and hint.futures >= 16
    from mahjong_gui.ui.texts.hints import action_text

    ev_, se = hint.values[0][1], hint.values[0][2]
    sign = "+" if round(ev_, 1) > 0 else "-" if round(ev_, 1) < 0 else ""
    assert page.hint_label.text().splitlines()[0].startswith(
        f"Suggestion: {action_text(hint.action)} ({sign}{abs(ev_):.1f} ± {se:.1f} points). ")
    tip = page.hint_label.toolTip()
    assert tip.startswith("Expected points to the hand's end, over the same")
    assert len(tip.splitlines()) == 1 + len(hint.values)


def test_the_hint_plays_its_futures_in_worker_processes_when_told(
        page: PlayPage, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    # MAHJONG_REVIEW_JOBS (1 in the tests) set to 2: the hint's futures go to two worker
    # processes and it names the same move with the same numbers. The position is the void
    # choice, made together: the computer players have answered before the human, and
    # neither the hint nor its workers read their answers (a review re-playing the log asks
    # the human first): the numbers are the review's.
    from mahjong_gui.review import parallel
    from mahjong_gui.review.advice import advise
    from mahjong_gui.review.futures import fork
    from mahjong_gui.review.judge import judge

    monkeypatch.setenv(parallel.JOBS_VARIABLE, "2")
    start(page, qtbot, bots="greedy", seed=8)
    legal = wait_for_human(page, qtbot)
    table = page.controller.table
    assert table is not None and legal[0].act is Act.VOID
    # The three computer players' voids, handed in but not yet shown.
    qtbot.waitUntil(lambda: len(table._decisions) == 3, timeout=10_000)
    got = []
    page.controller.hintReady.connect(got.append)
    page.ask_hint()
    qtbot.waitUntil(lambda: bool(got), timeout=60_000)
    here = advise(fork(table), 0)
    assert got == [here]
    assert parallel._POOL and parallel._POOL[0][0] == 2  # the pool kept for the next hint
    review = judge(tuple(table.events), 0)  # the log re-played: nobody has answered
    assert here is not None and here.values == tuple((e.action, e.ev, e.se)
                                                      for e in review.estimates)


def test_take_back_a_discard(page: PlayPage, qtbot) -> None:
    from mahjong_gui.engine.checks import invariant_violations, replay_check

    start(page, qtbot, bots="greedy", seed=8)
    controller = page.controller
    assert not page.undo_button.isEnabled()  # nothing decided yet
    legal = wait_for_human(page, qtbot)
    while not any(a.act is Act.DISCARD for a in legal):
        page.play(legal[0])  # the void choice
        legal = wait_for_human(page, qtbot)
    assert controller.match is not None
    before = list(controller.match.events)
    hand = controller.human_view().hand  # type: ignore[union-attr]
    tile = next(a.tile for a in legal if a.act is Act.DISCARD)
    page.play(Action(Act.DISCARD, tile))
    legal = wait_for_human(page, qtbot)  # the bots have played on
    assert len(controller.match.events) > len(before) + 1
    assert page.undo_button.isEnabled()
    assert page.take_back()
    # The log is cut just before the discard: the same position, the same tiles in hand.
    assert list(controller.match.events) == before
    assert controller.human_view().hand == hand  # type: ignore[union-attr]
    assert Action(Act.DISCARD, tile) in controller.human_legal()
    # Play on to the end: the log with the take-back is a valid game by every check.
    for _ in range(400):
        legal = wait_for_human(page, qtbot)
        if controller.hand_over:
            break
        page.play(legal[-1])
    assert controller.hand_over
    events = controller.match.events
    assert invariant_violations(events) == []
    assert replay_check(events).phase.value in ("over", "match_over")


def test_take_back_the_exchange(page: PlayPage, qtbot) -> None:
    page.start(GameSettings(profile="majsoul", bots=("greedy",) * 3, names=NAMES, seed=3,
                            speed=0, hands=1))
    legal = wait_for_human(page, qtbot)
    assert {a.act for a in legal} == {Act.EXCHANGE} and page.table.exchange_mode
    page.confirm_exchange()  # the suggested three tiles
    legal = wait_for_human(page, qtbot)
    assert {a.act for a in legal} == {Act.VOID}
    assert page.take_back()
    # Back before the exchange: the three tiles can be chosen again.
    assert {a.act for a in page.controller.human_legal()} == {Act.EXCHANGE}
    assert page.table.exchange_mode and len(page.table.exchange_selection) == 3
    assert not any(isinstance(e, ev.TilesExchanged)
                   for e in page.controller.match.events)  # type: ignore[union-attr]
