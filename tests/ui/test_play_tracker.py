"""The tile tracker (issue 30 item 8): for every kind, the copies the player has not seen, which
are exactly the kind's copies still hidden from seat 0 (the wall, the others' concealed
hands); shown beside the table when switched on, remembered."""

from __future__ import annotations

from collections import Counter

from mahjong_gui.engine.tiles import BONUS_TILES, HONOUR_TILES, SUIT_TILES, Tile
from mahjong_gui.ui import texts
from mahjong_gui.ui.controller import GameSettings
from mahjong_gui.ui.play.page import PlayPage
from mahjong_gui.ui.settings import KEY_TRACKER, open_settings, read_bool
from mahjong_gui.ui.tracker import unseen_counts
from tests.ui.test_play import wait_for_human

PAGE_SIZE = (1120, 720)  # the ``page`` fixture's size (tests/ui/conftest.py)


def hidden_from_seat_0(page: PlayPage) -> Counter[Tile]:
    """What seat 0 cannot see, from the whole table: the wall (the dead wall and bonus tiles
    in it included) and every other seat's concealed tiles, unless its winning hand is
    shown."""
    table = page.controller.table
    assert table is not None
    hidden = Counter(table._wall)
    view = table.view(0)
    for s in (1, 2, 3):
        if view.seats[s].winning_hand is None:
            hidden.update(table.state.players[s].hand)
    return hidden


def _check_along_a_hand(page: PlayPage, qtbot, settings: GameSettings, kinds) -> int:
    page.start(settings)
    checked = 0
    while not page.controller.hand_over:
        legal = wait_for_human(page, qtbot)
        if page.controller.hand_over:
            break
        view = page.controller.human_view()
        counts = unseen_counts(view)
        assert tuple(counts) == kinds
        hidden = hidden_from_seat_0(page)
        assert counts == {k: hidden[k] for k in kinds}, view
        assert page.tracker.counts == counts  # the panel shows the same numbers
        checked += 1
        page.play(legal[-1])  # the last legal move: claims are taken, so melds appear
    return checked


def test_tracker_counts_what_is_hidden_in_mil(page: PlayPage, qtbot) -> None:
    page.show_tracker(True)
    checked = _check_along_a_hand(
        page, qtbot, GameSettings(profile="mil", bots=("greedy",) * 3, seed=7, speed=0,
                                  hands=1), SUIT_TILES)
    assert checked >= 8
    # The counts fell from 4 as the hand went: some kind is all seen by the end.
    assert min(page.tracker.counts.values()) == 0


def test_tracker_counts_what_is_hidden_in_hk_modern(page: PlayPage, qtbot) -> None:
    page.show_tracker(True)
    checked = _check_along_a_hand(
        page, qtbot, GameSettings(profile="hk-modern", options=(("rounds", "1"),),
                                  bots=("greedy",) * 3, seed=3, speed=0),
        SUIT_TILES + HONOUR_TILES + BONUS_TILES)
    assert checked >= 8


def test_the_tracker_is_switched_from_the_page_and_remembered(page: PlayPage, qtbot) -> None:
    assert not page.tracker.isVisibleTo(page)
    page.tracker_action.trigger()
    assert page.tracker.isVisibleTo(page) and page.split.sizes()[1] > 0
    assert read_bool(open_settings(), KEY_TRACKER, False)
    page.start(GameSettings(profile="mil", bots=("first",) * 3, seed=1, speed=0, hands=1))
    wait_for_human(page, qtbot)
    view = page.controller.human_view()
    assert sum(page.tracker.counts.values()) == 108 - len(view.hand) - sum(
        len(s.river) for s in view.seats)
    kind = next(iter(page.tracker.counts))
    assert page.tracker.text_of(kind) == \
        f"{texts.tile(kind)}: {page.tracker.counts[kind]} not seen yet"
    page.log_button.setChecked(False)  # the log hides, the tracker keeps the side open
    assert page.split.sizes()[1] > 0
    page.tracker_action.trigger()
    assert page.split.sizes()[1] == 0 and not read_bool(open_settings(), KEY_TRACKER, True)
