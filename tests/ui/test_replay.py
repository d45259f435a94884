"""Replays (pytest-qt, offscreen): every picture is the engine's replay of a prefix of the log,
stepping and jumping by hand, any seat's eyes, open hands, words for every event, and the ways
in from the Play area (a saved file, the end-of-hand dialog)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act
from mahjong_gui.engine.state import replay
from mahjong_gui.engine.tiles import parse
from mahjong_gui.engine.views import seat_view
from mahjong_gui.store.saves import SaveHeader, save_game
from mahjong_gui.ui.controller import GameSettings
from mahjong_gui.ui.play.page import PlayPage
from mahjong_gui.ui.replay import ReplayDialog
from mahjong_gui.ui.table_view import TileItem
from mahjong_gui.ui.texts.events import describe
from tests.helpers import greedy_match

PAGE_SIZE = None  # the ``page`` fixture is neither resized nor shown

NAMES = ("An", "Bình", "Chi", "Dũng")


def match_events(profile_id: str, seed: int, hands: int = 2) -> list[ev.Event]:
    return list(greedy_match(profile_id, seed, hands).events)


@pytest.fixture(scope="module")
def events() -> list[ev.Event]:
    return match_events("majsoul", 5)


@pytest.fixture()
def dialog(qtbot, events: list[ev.Event]) -> ReplayDialog:
    d = ReplayDialog(events, NAMES)
    qtbot.addWidget(d)
    d.show()
    return d


def test_every_picture_is_the_replay_of_the_log(dialog: ReplayDialog,
                                                events: list[ev.Event]) -> None:
    assert dialog.position == 0 and dialog.table.view is None  # nothing dealt yet
    for k in (1, 2, 17, len(events) // 2, len(events)):
        dialog.go(k)
        assert dialog.table.view == seat_view(replay(events[:k]), 0)
        assert dialog.slider.value() == k and dialog.event_list.currentRow() == k - 1
        assert dialog.caption.text() == describe(events[k - 1], NAMES)
    dialog.go(len(events) + 5)  # clamped to the end
    assert dialog.position == len(events)
    dialog.seat_box.setCurrentIndex(2)
    assert dialog.table.view == seat_view(replay(events), 2)


def test_stepping_and_jumping_by_hand(qtbot, dialog: ReplayDialog,
                                      events: list[ev.Event]) -> None:
    starts = [i for i, e in enumerate(events) if isinstance(e, ev.HandStarted)]
    assert len(starts) == 2
    dialog.next_hand()
    assert dialog.position == starts[0] + 1
    dialog.next_hand()
    assert dialog.position == starts[1] + 1
    dialog.previous_hand()
    assert dialog.position == starts[0] + 1
    # The keyboard: Right steps forward, Left back, End to the end.
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.position == starts[0] + 2
    qtbot.keyClick(dialog, Qt.Key.Key_Left)
    assert dialog.position == starts[0] + 1
    qtbot.keyClick(dialog, Qt.Key.Key_End)
    assert dialog.position == len(events)
    # Clicking an event in the list shows the table just after it.
    dialog.event_list.setCurrentRow(9)
    assert dialog.position == 10


def test_playing_moves_on_by_itself(dialog: ReplayDialog, events: list[ev.Event]) -> None:
    """Play runs the step timer (one event per tick) and Stop ends it. The ticks are driven
    by hand (``_tick`` is the timer's slot), so no test waits on the clock."""
    assert not dialog.timer.isActive()
    dialog.toggle_play()
    assert dialog.timer.isActive() and dialog.timer.interval() == 600
    assert dialog.position == 0  # nothing moves before the first tick
    for k in range(1, 6):
        dialog._tick()
        assert dialog.position == k
    dialog.toggle_play()
    assert not dialog.timer.isActive()  # stopped: no tick comes any more
    # Playing to the end stops by itself; Play again starts over from the beginning.
    dialog.go(len(events) - 1)
    dialog.toggle_play()
    dialog._tick()
    assert dialog.position == len(events) and not dialog.timer.isActive()
    dialog.toggle_play()
    assert dialog.position == 0 and dialog.timer.isActive()
    dialog.toggle_play()


def test_open_hands_show_every_concealed_tile(dialog: ReplayDialog,
                                              events: list[ev.Event]) -> None:
    k = next(i for i, e in enumerate(events) if isinstance(e, ev.Discarded)) + 1
    dialog.go(k)
    state = replay(events[:k])

    def face_up() -> int:
        return sum(1 for it in dialog.table.scene().items()
                   if isinstance(it, TileItem) and it.tile is not None and not it.back)

    closed = face_up()
    dialog.open_box.setChecked(True)
    assert face_up() - closed == sum(len(state.players[s].hand) for s in (1, 2, 3))


def test_every_event_has_words() -> None:
    seen: set[str] = set()
    for profile_id, seed in (("majsoul", 5), ("competition", 2), ("mil", 9)):
        for e in match_events(profile_id, seed, hands=3):
            text = describe(e, NAMES)
            assert text and text != e.type
            seen.add(e.type)
    assert {"hand_started", "tiles_exchanged", "voids_chosen", "drew", "discarded",
            "ponged", "won", "hand_ended", "match_ended"} <= seen
    assert describe(ev.Drew(1, parse("5p")[0], False), NAMES) == "Bình draws 5 Dots"
    assert describe(ev.Ponged(2, parse("7s")[0], 0), NAMES, None) == "Chi pongs 7 Bamboo from An"
    assert describe(ev.Ponged(2, parse("7s")[0], 0), NAMES) == "Chi pongs 7 Bamboo from you"


# ------------------------------------------------------------------ from the Play area


def test_replay_a_saved_file(page: PlayPage, tmp_path: Path, events: list[ev.Event]) -> None:
    path = tmp_path / "evening.mjsave"
    seats = tuple({"name": n, "player": "bot:greedy"} for n in NAMES)
    save_game(path, SaveHeader("majsoul", {}, seats, 5), events)
    window = page.replay_file(str(path))
    assert window is not None and window.position == 0
    assert window.names == NAMES and window.seat_box.itemText(1) == "Bình"
    window.go(len(events))
    assert window.table.view == seat_view(replay(events), 0)
    bad = tmp_path / "bad.mjsave"
    bad.write_text("not a save\n", encoding="utf-8")
    assert page.replay_file(str(bad)) is None


def test_replay_this_hand_from_the_end_of_hand_dialog(page: PlayPage, qtbot) -> None:
    page.show()
    page.start(GameSettings(profile="mil", bots=("greedy",) * 3, names=NAMES, seed=21,
                            speed=0, hands=1))
    controller = page.controller
    for _ in range(400):
        qtbot.waitUntil(lambda: bool(controller.human_legal()) or controller.hand_over,
                        timeout=5000)
        if controller.hand_over:
            break
        legal = controller.human_legal()
        wins = [a for a in legal if a.act is Act.WIN]
        page.play(wins[0] if wins else legal[0])
    qtbot.waitUntil(lambda: page.hand_dialog is not None, timeout=3000)
    assert page.hand_dialog is not None
    page.hand_dialog.replay_button.click()
    window = page.replay_window
    assert isinstance(window, ReplayDialog)
    match_log = controller.match.events  # type: ignore[union-attr]
    assert window.events == tuple(match_log)
    last_start = max(i for i, e in enumerate(match_log) if isinstance(e, ev.HandStarted))
    assert window.position == last_start + 1  # at the deal of the hand just played


def test_suggest_a_move_for_the_watched_seat(qtbot, dialog: ReplayDialog,
                                             events: list[ev.Event]) -> None:
    import threading

    from mahjong_gui.engine.legal import legal_actions

    k = next(i for i, e in enumerate(events)
             if isinstance(e, ev.Discarded) and e.seat == 1)  # Bình is about to discard
    dialog.seat_box.setCurrentIndex(1)
    dialog.go(k)
    assert not dialog.hint_label.isVisible()  # off until asked for
    dialog.hint_box.setChecked(True)
    qtbot.waitUntil(lambda: dialog.hint is not None, timeout=5000)
    legal = legal_actions(replay(events[:k]), 1)
    assert dialog.hint is not None and dialog.hint.action in legal
    assert dialog.hint_label.text().startswith("Suggestion: ")
    assert dialog.hint_threads and threading.get_ident() not in dialog.hint_threads
    # Just after its discard the watched seat has nothing to decide: no suggestion.
    dialog.go(k + 1)
    assert legal_actions(replay(events[:k + 1]), 1) == ()
    assert dialog.hint is None and not dialog.hint_label.isVisible()
