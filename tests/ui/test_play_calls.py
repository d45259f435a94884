"""Every action visible at the table (pytest-qt, offscreen, scripted walls): calls announced
at the caller's seat, the action log beside the table, the last discard marked, and wins
queued as banners, never replaced."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QPropertyAnimation

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.ui.controller import GameSettings
from mahjong_gui.ui.play.page import PlayPage
from mahjong_gui.ui.table_view import TileItem
from tests.helpers import t
from tests.ui.test_play import scripted_wall, wait_for_human


def start(page: PlayPage, wall, speed: int = 0) -> None:
    page.start(GameSettings(profile="mil", bots=("first",) * 3, seed=1, speed=speed, hands=1))
    page.controller.new_game(page.controller.settings, wall)


# The human (dealer, void s) throws 8s. Seat 1 ("first": void m, lowest tile) throws 1p;
# seat 2 pongs it and throws 2p; seat 3 draws and declares its concealed kong of 9s.
CALLS = {0: "1m1m1m2m2m2m3m3m3m4m4m4m5m8s",
         1: "1p2p3p4p5p6p7p8p2s3s4s5s6s",
         2: "1p1p2p3p4p5p6p7p8p2s3s4s6s",
         3: "9s9s9s9s3p5p7p9p1s3s5s7s7s"}


def _play_to_the_calls(page: PlayPage, qtbot, speed: int) -> None:
    start(page, scripted_wall(CALLS, "9p1s"), speed)
    wait_for_human(page, qtbot)
    page.play(Action(Act.VOID, suit="s"))
    wait_for_human(page, qtbot)
    page.play(Action(Act.DISCARD, t("8s")))
    c = page.controller
    if not speed:
        qtbot.waitUntil(lambda: len(page.announcements) >= 2, timeout=5000)
    for _ in range(50):
        qtbot.waitUntil(lambda: not c._pending.seats, timeout=5000)
        if len(page.announcements) >= 2:
            break
        # Each bot move waits for the speed's pause: ended here by hand, not waited out.
        assert c._timer.isActive() and c._timer.interval() > 0
        c._timer.stop()
        c._step()
    assert len(page.announcements) >= 2


def test_a_bots_pong_and_kong_are_announced_and_logged(page: PlayPage, qtbot) -> None:
    _play_to_the_calls(page, qtbot, speed=2)
    events = page.controller.match.events
    assert any(isinstance(e, ev.Ponged) and e.seat == 2 for e in events)
    assert any(isinstance(e, ev.Konged) and e.seat == 3 and e.kind == "concealed"
               for e in events)
    assert page.announcements[:2] == [(2, "Pong!"), (3, "Concealed kong!")]
    lines = page.log_lines()
    assert "Across pongs 1 Dots from Right" in lines
    assert "Left: Concealed kong of 9 Bamboo" in lines
    assert "You discard 8 Bamboo" in lines and "Right discards 1 Dots" in lines
    assert not any("draws 9 Dots" in line for line in lines)  # another seat's draw stays hidden
    # Shown at the caller's seat: across is at the top of the table, left at the left.
    labels = [lb for lb in page.call_labels if lb.text() in ("Pong!", "Concealed kong!")]
    assert labels
    table = page.table
    for label in labels:
        centre = label.geometry().center()
        if label.text() == "Pong!":
            assert centre.y() < table.height() / 2
        else:
            assert centre.x() < table.width() / 2
    # They fade away by themselves: each runs its fade (the speed's length), and at the fade's
    # end (moved there by hand, not waited for) it is gone.
    for label in list(page.call_labels):
        fade = label.findChild(QPropertyAnimation)
        assert fade is not None and fade.duration() == 1500
        assert fade.state() is QAbstractAnimation.State.Running
        fade.setCurrentTime(fade.duration())
    assert not page.call_labels


def test_at_speed_zero_calls_are_recorded_not_shown(page: PlayPage, qtbot) -> None:
    _play_to_the_calls(page, qtbot, speed=0)
    assert page.announcements[:2] == [(2, "Pong!"), (3, "Concealed kong!")]
    assert page.call_labels == []
    # The log is newest at the bottom and scrolled there.
    bar = page.log_list.verticalScrollBar()
    assert bar.value() == bar.maximum()
    assert page.log_lines()[0].startswith("Hand 1 begins; you deal")


def test_the_last_discard_is_marked(page: PlayPage, qtbot) -> None:
    _play_to_the_calls(page, qtbot, speed=0)
    wait_for_human(page, qtbot)
    marked = [it for it in page.table.scene().items() if isinstance(it, TileItem) and it.last]
    assert len(marked) == 1
    last = next(e for e in reversed(page.controller.match.events)
                if isinstance(e, ev.Discarded))
    assert marked[0].tile == last.tile


# The human throws 5s; seat 1 (waits 5s) and seat 2 (waits 2s/5s) both win on it.
TWO_WINS = {0: "5s7s7s8s8s9s9s3p3p6p6p9p9p4s",
            1: "1p2p3p4p5p6p7p8p9p1s1s4s6s",
            2: "1p2p3p4p5p6p7p8p9p2s2s3s4s",
            3: "1m1m1m2m2m2m3m3m3m4m4m4m5m"}


def test_two_wins_in_one_hand_are_two_banners_in_order(page: PlayPage, qtbot) -> None:
    start(page, scripted_wall(TWO_WINS, ""))
    wait_for_human(page, qtbot)
    page.play(Action(Act.VOID, suit="m"))
    wait_for_human(page, qtbot)
    page.play(Action(Act.DISCARD, t("5s")))
    qtbot.waitUntil(lambda: sum(1 for e in page.controller.match.events
                                if isinstance(e, ev.Won)) == 2, timeout=5000)
    wins = [e for e in page.controller.match.events if isinstance(e, ev.Won)]
    assert [w.seat for w in wins] == [1, 2]
    assert [s for s, text in page.announcements] == [1, 2]
    # The first banner stays up; the second waits its turn, then follows.
    assert len(page.banners_shown) == 1 and page.banners_shown[0].startswith("Right wins")
    assert page.banner.isVisible()
    banner = page.banner.geometry()
    area = page.table.inner_rect()
    assert area.contains(banner), (area, banner)  # inside the hands: it covers none
    # It is read for its time (2.5 s with animations off); that time's end, driven by hand
    # rather than waited for, brings the next one.
    timer = page._banner_timer
    assert timer.isActive() and timer.interval() == 2500
    timer.stop()
    page._next_banner()  # what its timeout does
    assert len(page.banners_shown) == 2
    assert page.banners_shown[1].startswith("Across wins")


# -------------------------------------------------------------- why a tile may not go


def test_clicking_a_tile_you_may_not_discard_says_why(page: PlayPage, qtbot) -> None:
    # test_play's POSITION: the human holds 8m 9m 9m and takes characters as the void suit.
    from tests.ui.test_play import POSITION

    start(page, scripted_wall(POSITION, "9s9s"))
    wait_for_human(page, qtbot)
    page.play(Action(Act.VOID, suit="m"))
    wait_for_human(page, qtbot)
    items = page.table.hand_items
    bamboo = next(i for i, it in enumerate(items) if it.tile == t("1s"))
    page.table.tile_clicked(bamboo)
    text = page.notice_label.text()
    assert "Characters" in text and "void suit" in text and "first" in text
    assert page.controller.awaiting_human  # nothing was played
    assert len(page.controller.table.state.players[0].hand) == 14


def test_exchange_picks_are_marked_counted_and_a_fourth_explained(page: PlayPage,
                                                                  qtbot) -> None:
    page.start(GameSettings(profile="majsoul", bots=("first",) * 3, seed=4, speed=0, hands=1))
    legal = wait_for_human(page, qtbot)
    assert {a.act for a in legal} == {Act.EXCHANGE} and page.table.exchange_mode
    table = page.table
    picked = sorted(table.exchange_selection)
    assert len(picked) == 3  # the suggestion
    items = table.hand_items
    assert [i for i, it in enumerate(items) if it.picked] == picked
    # Picked tiles are raised and outlined, apart from the cursor.
    cursor = next(i for i in range(len(items)) if i not in picked)
    table.hand_cursor = cursor
    table._mark_cursor()
    assert items[cursor].selected and not items[cursor].picked
    assert all(items[i].picked for i in picked)
    table.tile_clicked(cursor)  # a fourth pick
    assert "already picked" in page.notice_label.text()
    assert sorted(table.exchange_selection) == picked
    table.tile_clicked(picked[0])  # put one back
    assert "2 of 3" in page.prompt_label.text() and not items[picked[0]].picked
    table.tile_clicked(picked[0])
    assert "3 of 3" in page.prompt_label.text()
