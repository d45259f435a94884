"""The table holds still and stays readable (issue 30 item 8, layout at 1120x720 and 900x620):
claim buttons appearing never move it, a win's banner leaves the centre and the other
rivers in view and goes after 2.5 s, and the centre's lines are at least 9 px high."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.tiles import parse
from mahjong_gui.ui.controller import GameSettings
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.table_view import CENTRE_TEXT_PX
from tests.ui.test_play import DRAWS, POSITION, scripted_wall, start, wait_for_human
from tests.ui.test_play_calls import TWO_WINS


@pytest.fixture()
def window(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1120, 720)
    w.show()
    w.show_area("play")
    yield w
    w.play_page.controller.shutdown()


def _centre_box(page) -> QRect:
    table = page.table
    c = table.centre
    box = next(item for item in table.scene().items() if isinstance(item, QGraphicsRectItem)
               and item.sceneBoundingRect().contains(c) and item.rect().height() < 200)
    return table.to_widget(box.sceneBoundingRect()).toAlignedRect()


@pytest.mark.parametrize("size", [(1120, 720), (900, 620), (1920, 1080)])
def test_claim_buttons_do_not_move_the_table(window: MainWindow, qtbot, size) -> None:
    window.resize(*size)
    page = window.play_page
    start(page, qtbot, scripted_wall(POSITION, DRAWS))
    wait_for_human(page, qtbot)
    page.play(Action(Act.VOID, suit="m"))
    wait_for_human(page, qtbot)
    qtbot.wait(10)
    before = page.table.geometry()
    assert not page.action_buttons  # a discard: no buttons
    page.play(Action(Act.DISCARD, parse("8m")[0]))
    wait_for_human(page, qtbot)  # the pong of 5p is offered: Pong and Pass appear
    assert len(page.action_buttons) == 2
    qtbot.wait(10)
    assert page.table.geometry() == before


@pytest.mark.parametrize("size", [(1120, 720), (900, 620)])
def test_a_win_banner_leaves_the_centre_in_view(window: MainWindow, qtbot, size) -> None:
    window.resize(*size)
    page = window.play_page
    page.start(GameSettings(profile="mil", bots=("first",) * 3, seed=1, speed=0, hands=1))
    page.controller.new_game(page.controller.settings, scripted_wall(TWO_WINS, ""))
    wait_for_human(page, qtbot)
    page.play(Action(Act.VOID, suit="m"))
    wait_for_human(page, qtbot)
    page.play(Action(Act.DISCARD, parse("5s")[0]))
    qtbot.waitUntil(lambda: page.banner.isVisible(), timeout=5000)
    wins = [e for e in page.controller.match.events if isinstance(e, ev.Won)]
    banner = page.banner.geometry()
    assert page.table.inner_rect().contains(banner)  # no hand under it
    assert not banner.intersects(_centre_box(page))  # the wall count stays in view
    # Over the winner's side (seat 1, on the right): the left half of the table is clear.
    assert wins[0].seat == 1 and banner.left() > page.table.inner_rect().center().x()
    assert page._banner_timer.interval() == 2500


def test_the_centre_lines_are_readable_at_900x620(window: MainWindow, qtbot) -> None:
    window.resize(900, 620)
    page = window.play_page
    page.start(GameSettings(profile="hk-modern", options=(("rounds", "1"),),
                            bots=("first",) * 3, seed=1, speed=0))
    wait_for_human(page, qtbot)
    page._view_changed(page.controller.human_view())  # drawn at the window's final size
    table = page.table
    scale = table.transform().m11()
    assert scale < 0.45  # the scene is drawn small here
    box = _centre_box(page)
    lines = [item for item in table.scene().items()
             if isinstance(item, QGraphicsSimpleTextItem)
             and box.contains(table.to_widget(item.sceneBoundingRect()).toAlignedRect())]
    assert len(lines) == 4  # hand, prevailing wind, wall, dead wall
    for item in lines:
        assert item.boundingRect().height() * item.scale() * scale >= CENTRE_TEXT_PX


@pytest.mark.parametrize("size, factor", [((900, 620), 1.0), ((1120, 720), 1.0),
                                          ((1600, 1000), 1.2), ((1920, 1080), 1.25)])
def test_the_words_grow_with_the_table(window: MainWindow, qtbot, size, factor: float) -> None:
    """Issue 30: at 1920x1080 the table grew and the words beside it did not. The log, the
    prompt, the hint and the buttons above and below the table take the interface font up to
    the default size and grow by half the page's growth past it (the table's own words and
    the welcome are the table's); the strips under the table grow to hold them."""
    window.resize(*size)
    page = window.play_page
    start(page, qtbot, scripted_wall(POSITION, DRAWS))
    wait_for_human(page, qtbot)
    page.play(Action(Act.VOID, suit="m"))
    wait_for_human(page, qtbot)
    page.play(Action(Act.DISCARD, parse("8m")[0]))
    wait_for_human(page, qtbot)  # Pong and Pass offered
    qtbot.wait(10)
    base = window.font().pointSizeF()
    grown = [page.log_list, page.prompt_label, page.hint_label, page.info_label,
             page.new_button, page.hint_button, *(b for b, _a in page.action_buttons)]
    for w in grown:
        w.ensurePolished()
        assert w.font().pointSizeF() == pytest.approx(base * factor, abs=0.01), w.objectName()
    lines = page.teacher_label.fontMetrics().lineSpacing()
    assert page.teacher_strip.height() >= 4 * lines
    assert all(b.height() >= b.sizeHint().height() for b, _a in page.action_buttons)
