"""The review in the window (issue 27 item 5): it fills from a seeded game on a worker thread,
Cancel stops it, a decision shows the table at its moment with the judge's candidates, every
review id has words in six languages, and the entry points open it."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.views import seat_view
from mahjong_gui.review.explain import Category, ReasonId
from mahjong_gui.review.judge import Budget
from mahjong_gui.review.review import decision_points, hands_of, review, summarize
from mahjong_gui.store.saves import load_game
from mahjong_gui.ui import i18n, review_window, texts
from mahjong_gui.ui.replay import ReplayDialog
from mahjong_gui.ui.review_window import MISTAKE, ReviewWindow, grade_of
from mahjong_gui.ui.texts.hints import action_text
from tests.profiles import ALL
from tests.review.helpers import played, played_voiding, write_save
from tests.ui.helpers import review_finished

pytestmark = pytest.mark.usefixtures("english")  # tests/ui/conftest.py

SMALL = Budget(most=4, least=4, batch=4, settle=16)
NAMES = ("", "", "", "")


@pytest.fixture(scope="module")
def game() -> list[ev.Event]:
    """One mil hand of four normal bots, seed 7, seat 0 voiding its longest suit (pins): 16
    decisions of seat 0, the void a mistake."""
    return played_voiding("mil", 7, 0, "p")


def _count(events: list[ev.Event], seat: int) -> int:
    return sum(1 for i, j in hands_of(events) for _ in decision_points(events[i:j], seat, i))


def test_the_window_fills_from_a_seeded_game_off_the_gui_thread(qtbot, game) -> None:
    w = ReviewWindow(game, 0, NAMES, budget=SMALL)
    qtbot.addWidget(w)
    review_finished(qtbot, w)
    total = _count(game, 0)
    assert total == 16
    assert (w.total, len(w.decisions), w.timeline.count()) == (total, total, total)
    assert (w.progress.value(), w.progress.maximum()) == (total, total)
    assert w.error is None and not w.cancelled and not w.cancel_button.isEnabled()
    assert w.worker is not None and len(w.worker.worker_thread_ids) == 1
    assert threading.get_ident() not in w.worker.worker_thread_ids
    # The timeline: in the order played, each line coloured and marked by its grade.
    assert [w.timeline.item(r).data(Qt.ItemDataRole.UserRole) for r in range(total)] == \
        list(range(total))
    grades = [w.timeline.item(r).data(Qt.ItemDataRole.UserRole + 1) for r in range(total)]
    assert grades == [grade_of(d) for d in w.decisions]
    assert grades.count(MISTAKE) == sum(d.mistake for d in w.decisions) == 1
    # Worst first: the largest loss at the top.
    w.order_box.setCurrentIndex(1)
    losses = [w.decisions[w.timeline.item(r).data(Qt.ItemDataRole.UserRole)].loss
              for r in range(total)]
    assert losses == sorted(losses, reverse=True)
    # The summary line reads the review's own summary.
    assert w.summary_label.text().endswith(w.summary_text(summarize(w.decisions)))


@pytest.mark.parametrize("profile_id", ALL)
def test_every_profile_s_game_is_judged_in_the_window(qtbot, profile_id: str) -> None:
    events = played(profile_id, 6)
    w = ReviewWindow(events, 0, NAMES, budget=Budget(most=2, least=2, batch=2, settle=2))
    qtbot.addWidget(w)
    review_finished(qtbot, w)
    total = _count(events, 0)
    assert w.error is None and total > 0 and len(w.decisions) == w.timeline.count() == total
    w.timeline.setCurrentRow(0)
    d = w.decisions[0]
    assert w.current is d and w.candidate_actions() == [e.action for e in d.estimates]
    from mahjong_gui.engine.rules import get_profile

    ranked = get_profile(profile_id).rank_points
    assert w.candidates.horizontalHeaderItem(1).text() == (
        "Expected rank points" if ranked else "Expected points")


def test_a_decision_shows_the_table_at_its_moment_and_its_candidates(qtbot, game) -> None:
    w = ReviewWindow(game, 0, NAMES, budget=SMALL)
    qtbot.addWidget(w)
    review_finished(qtbot, w)
    for row in (0, 5, 10):
        item = w.timeline.item(row)
        rect = w.timeline.visualItemRect(item)
        w.show()
        qtbot.mouseClick(w.timeline.viewport(), Qt.MouseButton.LeftButton,
                         pos=rect.center())
        d = w.decisions[row]
        assert w.current is d and w.position == d.index
        assert w.table.view == seat_view(w.states[d.index], 0)
        assert w.candidate_actions() == [e.action for e in d.estimates]
        for r, e in enumerate(d.estimates):
            assert w.candidates.item(r, 1).text() == f"{texts.fixed(e.ev)} ± {texts.fixed(e.se)}"
            assert w.candidates.item(r, 2).text() == str(e.futures)
            words = action_text(e.action)
            assert w.candidates.item(r, 0).text() == (
                f"{words} (your choice)" if e.action == d.chosen else words)
    # The void mistake (the first decision): its reason in words, with the suits by name.
    w.timeline.setCurrentRow(0)
    assert w.caption.text() == ("The void suit · hand 1: you chose void Dots; the "
                                "engine's best is void Bamboo.")
    assert w.reasons_label.text().splitlines() == [
        "A mistake: it gives up 4.50 ± 0.87 points on average.",
        "Void suit: you chose Dots, the best is Bamboo."]


def test_cancel_stops_the_worker_and_keeps_what_was_judged(qtbot, game) -> None:
    w = ReviewWindow(game, 0, NAMES, budget=Budget(most=200, least=200, batch=8))
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: len(w.decisions) >= 1, timeout=120_000)
    w.cancel_button.click()
    qtbot.waitUntil(lambda: not w.running, timeout=120_000)
    kept = len(w.decisions)
    assert w.cancelled and not w.finished_all and 1 <= kept < 16
    assert not w.cancel_button.isEnabled()
    # The first decision, the void of the longest suit, is the mistake kept for Drills.
    assert w.note_label.text() == (f"Cancelled: {kept} decision{'s' if kept > 1 else ''} "
                                   "judged. 1 mistake went to Drills, your mistakes.")
    QApplication.processEvents()
    assert len(w.decisions) == kept and w.timeline.count() == 16
    grades = [w.timeline.item(r).data(Qt.ItemDataRole.UserRole + 1) for r in range(16)]
    assert grades[kept:] == ["pending"] * (16 - kept) and "pending" not in grades[:kept]
    # A decision not judged still shows the table at its moment and can be played on.
    w.timeline.setCurrentRow(10)
    hand, index, chosen = w.points[10]
    assert w.current is None and w.moment == index
    assert w.table.view == seat_view(w.states[index], 0)
    assert w.caption.text() == f"Hand 1: you chose {action_text(chosen)}. Not judged yet."
    assert w.play_on_button.isEnabled() and w.candidates.rowCount() == 0


def test_worker_processes_fill_the_window_with_the_same_judgements(qtbot, game) -> None:
    w = ReviewWindow(game, 0, NAMES, budget=SMALL, jobs=2)
    qtbot.addWidget(w)
    review_finished(qtbot, w)
    assert w.finished_all and w.error is None and w.timeline.count() == 16
    assert w.decisions == list(review(game, 0, budget=SMALL))  # in the order played
    # Unless told, the window takes MAHJONG_REVIEW_JOBS (1 in the tests: tests/conftest.py).
    idle = ReviewWindow(game, 0, NAMES, start=False)
    qtbot.addWidget(idle)
    assert idle.jobs == 1


def test_closing_the_window_stops_its_worker_processes(qtbot, game) -> None:
    w = ReviewWindow(game, 0, NAMES, budget=Budget(most=200, least=200, batch=8), jobs=2)
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: len(w.decisions) >= 1, timeout=120_000)
    w.reject()  # waits for the worker's thread, which waits for its processes to stop
    assert not w.running and w.cancelled and len(w.decisions) < 16


def test_every_decision_is_on_the_timeline_before_it_is_judged(qtbot, game) -> None:
    w = ReviewWindow(game, 0, NAMES, budget=Budget(most=200, least=200, batch=8))
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: w.total is not None, timeout=10_000)
    assert w.total == 16 and w.timeline.count() == 16
    assert [p[1] for p in w.points] == [pt.index for pt in decision_points(game, 0)]
    w.stop()


def test_closing_the_window_waits_for_its_worker(qtbot, game) -> None:
    w = ReviewWindow(game, 0, NAMES, budget=Budget(most=200, least=200, batch=8))
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: w.running, timeout=10_000)
    w.reject()
    assert not w.running and w.cancelled


LANGS = ("vi", "zh_Hans", "zh_Hant", "ja", "id")


@pytest.mark.parametrize("lang", LANGS)
def test_every_review_id_has_its_own_translated_label(lang) -> None:
    app = QCoreApplication.instance()
    assert app is not None
    assert set(texts.REVIEW_CATEGORIES) == {c.value for c in Category}
    assert set(texts.REVIEW_REASONS) == {r.value for r in ReasonId}
    sources = [*texts.REVIEW_CATEGORIES.values(), *texts.REVIEW_REASONS.values()]
    assert len(set(sources)) == len(sources)  # one label per id
    try:
        i18n.install_translators(app, lang)  # type: ignore[arg-type]
        words = [QCoreApplication.translate("Texts", s) for s in sources]
        assert all(w and w != s for w, s in zip(words, sources, strict=True)), lang
        assert len(set(words)) == len(words)
    finally:
        i18n.install_translators(app, "en")  # type: ignore[arg-type]


def test_every_reason_reads_as_words() -> None:
    names = ("You", "Right", "Across", "Left")
    said = [texts.review_reason(r, names) for r in (
        {"id": "shanten", "chosen": 2, "best": 1},
        {"id": "improving_tiles", "chosen": 12, "best": 20},
        {"id": "waits", "chosen": [["5p", 3, 8]], "best": []},
        {"id": "danger", "seat": 2, "ready": 0.75, "chosen": 0.2, "best": 0.05},
        {"id": "wall_left", "tiles": 9},
        {"id": "kong_money"}, {"id": "win_declined"}, {"id": "win_taken"},
        {"id": "void_suit", "chosen": "m", "best": "s"},
        {"id": "exchange", "chosen": ["1m", "2m", "9m"], "best": ["1p", "5p", "9p"]},
        {"id": "nonsense"})]
    assert said == [
        "Tiles from ready: 2 after your choice, 1 after the best.",
        "Unseen tiles that improve the hand: 12 after your choice, 20 after the best.",
        "Waits after your choice: 5 Dots (3 unseen, worth 8). After the best: none.",
        "Across looks ready (75%): your tile would win for them 20% of the time, the best 5%.",
        "Tiles left in the wall: 9.",
        "A kong is paid for at once: declaring or declining it moves that money.",
        "A win was on offer and you let it go.",
        "Taking this win was worth less than playing on.",
        "Void suit: you chose Characters, the best is Bamboo.",
        "Tiles passed: yours 1 2 9 Characters, the best 1 5 9 Dots.",
        ""]


# -- the entry points -------------------------------------------------------------------------


def test_the_replay_opens_the_review_of_the_human_seat(qtbot, game) -> None:
    replay = ReplayDialog(game, NAMES, 0, 0, None, you=2)
    qtbot.addWidget(replay)
    assert replay.review_button.isVisibleTo(replay)
    w = replay.review()
    assert isinstance(w, ReviewWindow) and w.seat == 2 and w.parent() is replay and w.learner
    w.stop()
    bots = ReplayDialog(game, NAMES, 0, 0, None, you=None)
    qtbot.addWidget(bots)
    bots.seat_box.setCurrentIndex(3)
    watched = bots.review()
    assert isinstance(watched, ReviewWindow) and watched.seat == 3 and not watched.learner
    watched.stop()
    # The replay a review opens offers no second review.
    inner = ReplayDialog(game, NAMES, 0, 5, None, 0, reviewable=False)
    qtbot.addWidget(inner)
    assert not inner.review_button.isVisibleTo(inner)


def test_the_end_of_a_match_offers_the_review(qtbot) -> None:
    from mahjong_gui.ui.dialogs import HandEndDialog
    from tests.ui.test_play_hand_end import NAMES as HAND_NAMES
    from tests.ui.test_play_hand_end import played as hand_played

    _match, summary = hand_played("mil", 4)
    last = HandEndDialog(summary, HAND_NAMES, ev.MatchEnded((1, 0, 0, -1), None, "complete"))
    qtbot.addWidget(last)
    assert last.review_button is not None
    assert last.review_button.text() == "Review this game…"
    hand = HandEndDialog(summary, HAND_NAMES)
    qtbot.addWidget(hand)
    assert hand.review_button is None


def test_the_game_menu_reviews_a_saved_game_and_refuses_a_bad_one(window, qtbot, game,
                                                                  tmp_path: Path) -> None:
    path = write_save(tmp_path / "g.mjsave", game, "mil")
    action = window.findChild(type(window._game_actions["review"]), "action_review_game")
    assert action is not None and action.text() == "Re&view a saved game…"
    w = window.review_file(str(path))
    assert isinstance(w, ReviewWindow)
    assert (w.seat, w.names[1], w.header) == (0, "p1", load_game(path).header)
    w.stop()
    bad = tmp_path / "bad.mjsave"
    bad.write_text("not a game", encoding="utf-8")
    assert window.review_file(str(bad)) is None
    box = window.findChild(QMessageBox, "review_refused")
    assert box is not None and box.text().startswith("This file cannot be loaded (")


def test_play_on_from_a_decision_continues_that_position_in_play(
        window, qtbot, game, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_window, "DEFAULT_BUDGET", SMALL)
    path = write_save(tmp_path / "g.mjsave", game, "mil")
    w = window.review_file(str(path))
    assert isinstance(w, ReviewWindow) and w.budget == SMALL
    qtbot.waitUntil(lambda: len(w.decisions) >= 3, timeout=120_000)
    w.stop()
    d = w.decisions[2]
    w.select(d)
    assert w.play_on()
    match = window.play_page.controller.match
    assert match is not None
    assert list(match.events[:d.index]) == list(game[:d.index])
    assert window.current_area() == "play"


# -- mistakes become drills -------------------------------------------------------------------


def _explain_texts(page) -> list[str]:
    from PySide6.QtWidgets import QLabel

    return [w.text() for w in page.explain.findChildren(QLabel) if w.text()]


def test_the_reviews_mistakes_reach_drills_with_its_numbers(window, qtbot, game,
                                                            tmp_path: Path) -> None:
    from mahjong_gui.drills.model import ReviewAnswer
    from mahjong_gui.store.drills import MISTAKES, DrillStore

    path = write_save(tmp_path / "g.mjsave", game, "mil")
    seats = load_game(path).header
    w = review_window.ReviewWindow(game, 0, NAMES, seats, window, budget=SMALL)
    qtbot.addWidget(w)
    review_finished(qtbot, w)
    assert w.learner and w.sent_to_drills == 1
    assert w.note_label.text() == ("Every decision is judged. 1 mistake went to Drills, your "
                                   "mistakes.")
    (card,) = [c for c in DrillStore().cards() if c.deck.kind == MISTAKES]
    d = next(d for d in w.decisions if d.mistake)
    assert (card.origin, card.kind, card.level) == ("review", "decision", d.index)
    page = window.drills_page
    assert page.store is not None
    drill = page.store.drill_of(page.store.card(card.id))
    assert isinstance(drill.answer, ReviewAnswer)
    assert (drill.answer.best, drill.answer.loss) == (d.best, round(d.loss, 3))
    # Drills asks it again: a button per choice (voids), the review's numbers as the why.
    page.show_drill(drill)
    buttons = [b.text() for b in page.choice_buttons]
    assert buttons == [action_text(e.action) for e in d.estimates]
    assert page.prompt.text() == "A moment of a game you played: what do you do?"
    page.choice_buttons[buttons.index(action_text(d.chosen))].click()
    assert page.verdict.text() == "Not right." and not page.choice_box.isVisibleTo(page)
    said = _explain_texts(page)
    assert said[0] == f"The review: The void suit. Best: {action_text(d.best)}."
    for e in d.estimates:
        line = (f"{action_text(e.action)}: {texts.fixed(e.ev)} ± {texts.fixed(e.se)} points "
                f"({e.futures} futures)")
        assert (line + " (your answer)" if e.action == d.chosen else line) in said
    assert f"In the game it cost {texts.fixed(d.loss)} ± {texts.fixed(d.se)} points on " \
        "average." in said
    assert "Void suit: you chose Dots, the best is Bamboo." in said


def test_a_bots_seat_sends_nothing_to_drills(qtbot, game, tmp_path: Path) -> None:
    from mahjong_gui.store.drills import DrillStore

    path = write_save(tmp_path / "g.mjsave", game, "mil")
    w = ReviewWindow(game, 1, NAMES, load_game(path).header, budget=SMALL)
    qtbot.addWidget(w)
    review_finished(qtbot, w)
    assert not w.learner and w.sent_to_drills is None
    assert DrillStore().cards() == []


@pytest.mark.parametrize("size", ["1120x720", "900x620"])
@pytest.mark.parametrize("lang", i18n.LANGUAGE_CODES)
def test_the_review_window_fits_in_every_language(qtbot, qapp, game, lang, size) -> None:
    """The layout checks of tests/ui/test_layout_everywhere.py (no cut text, no control
    outside its parent or over another) on the review window, judged, a mistake shown."""
    from tests.ui.test_calculator_layout import settle
    from tests.ui.test_layout_everywhere import SIZES, problems

    w = ReviewWindow(game, 0, NAMES, budget=SMALL)
    qtbot.addWidget(w)
    review_finished(qtbot, w)
    try:
        i18n.install_translators(qapp, lang)
        w.resize(SIZES[size])
        w.show()
        qtbot.waitExposed(w)
        w.timeline.setCurrentRow(0)
        settle()
        assert problems(w) == []
    finally:
        i18n.install_translators(qapp, "en")


def test_a_language_switch_rewords_the_window(qtbot, qapp, game) -> None:
    w = ReviewWindow(game, 0, NAMES, budget=SMALL)
    qtbot.addWidget(w)
    review_finished(qtbot, w)
    w.timeline.setCurrentRow(0)
    try:
        i18n.install_translators(qapp, "vi")
        QApplication.processEvents()
        assert w.windowTitle() == "Xem lại ván đấu"
        assert w.play_on_button.text() == "Chơi tiếp từ đây"
        assert w.caption.text().startswith("Chất bỏ · ván 1: bạn chọn ")
        assert w.reasons_label.text().splitlines()[1] == \
            f"Chất bỏ: bạn chọn {texts.suit('p')}, tốt nhất là {texts.suit('s')}."
        assert w.timeline.item(0).text().startswith("✗ Ván 1: ")
    finally:
        i18n.install_translators(qapp, "en")
    QApplication.processEvents()
    assert w.windowTitle() == "Review of the game"
