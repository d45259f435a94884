"""The main window's links between pages: a page's signals wired when it is built, the
calculator's win sent to the Scorebook, Learn's examples and hands opened in the
calculator and the Scorebook, the guided first hand, the drills of a topic, and the
human's mistakes found at each hand's end and kept for Drills."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from mahjong_gui.ui.settings import KEY_SPEED, open_settings, read_int
from mahjong_gui.ui.window.base import WindowBase

if TYPE_CHECKING:  # the pages' modules are imported when a page is built (``make_page``)
    from concurrent.futures import ThreadPoolExecutor

    from mahjong_gui.engine import events as ev
    from mahjong_gui.engine.rules import AnyProfile
    from mahjong_gui.store.saves import SavedGame
    from mahjong_gui.ui.calculator import Example


class MistakeFinder(QObject):
    """Runs ``drills.mistakes_from_log`` off the GUI thread and reports what it found."""

    found = Signal(object)  # a list of discard Drills

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool: ThreadPoolExecutor | None = None  # made at the first look

    def look(self, events: list[ev.Event], profile: AnyProfile, wait: bool) -> None:
        from mahjong_gui.drills.mistakes import mistakes_from_log
        from mahjong_gui.ui.controller import HUMAN

        if wait:
            self.found.emit(mistakes_from_log(events, HUMAN, profile))
            return

        def work() -> None:
            try:
                self.found.emit(mistakes_from_log(events, HUMAN, profile))
            except Exception:  # noqa: BLE001 - a failed look costs only the drills
                return

        if self._pool is None:
            from concurrent.futures import ThreadPoolExecutor

            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="mistakes")
        self._pool.submit(work)


class MainWindow(WindowBase):
    """The pages' signals to one another.

    One of the parts ``main_window.MainWindow`` is made of, named like it so that its
    ``self.tr`` strings keep the window's translation context."""

    def _connect_page(self, name: str, page: QWidget) -> None:
        """Wire a page just built to the window and to the pages it talks to (which are built
        only when a signal needs them)."""
        if name == "play":
            play = self.play_page
            play.set_speed(read_int(open_settings(), KEY_SPEED, 2, 0, 3))
            self._fill_teacher_menu()
            # A journal that cannot be written is said in the status bar until it can again.
            play.keepProblem.connect(self._show_keep_problem)
            play.controller.gameStarted.connect(self._update_game_actions)
            # From play to drills: at each hand's end, the human's clearly worse discards go
            # to the "your mistakes" deck (found on a worker thread: it asks the hint brain).
            play.controller.handEnded.connect(lambda *_: self.collect_mistakes())
            play.first_hand_requested.connect(self.play_first_hand)
        elif name == "calculator":
            self.calculator_page.send_to_scorebook.connect(self._send_to_scorebook)
        elif name == "scorebook":
            self._use_scorebook_actions()
        elif name == "rules":
            learn = self.learn_page
            learn.open_in_calculator.connect(self._open_in_calculator)
            learn.open_in_scorebook.connect(self._open_in_scorebook)
            learn.first_hand.connect(self.play_first_hand)
            learn.practise.connect(self.practise)
        elif name == "drills":
            self.drills_page.open_learn_page.connect(self._drills_learn_page)
        elif name == "guided":
            guided = self.guided_page
            guided.open_learn_page.connect(self._guided_learn_page)
            guided.left.connect(lambda: self._stack.setCurrentWidget(self.learn_page))
            guided.completed.connect(self._first_hand_completed)
            guided.drill_requested.connect(self._guided_drill)
            guided.game_requested.connect(self._guided_game)

    def play_from(self, game: SavedGame) -> bool:
        """Play on from a reviewed moment (a game cut at a decision) against the computer
        players, as practice; a game in progress is replaced only when the user says so."""
        self.show_area("play")
        page = self.play_page
        if page.controller.in_progress and not page.confirm_replace("open"):
            return False
        return page._adopt(lambda: page.controller.adopt(game), "play_from")

    def _send_to_scorebook(self, rules: str, options: dict[str, str],
                           event: dict[str, object]) -> None:
        """The calculator's win goes to the Scorebook, which opens a win entry filled with it."""
        from mahjong_gui.ui.scorebook_state import CalculatorWin

        self.show_area("scorebook")
        page = self.scorebook_page
        sent = self.calculator_page.last_sent
        # The calculator's own situation and numbers, set beside the session's where they
        # differ (the session has its own dealer, players still in and wind).
        shown = None if sent is None else CalculatorWin(
            dealer=sent.dealer, in_seats=tuple(sent.in_seats), prevailing=sent.prevailing,
            deltas=sent.deltas)
        page.receive_win(rules, options, event, shown=shown)

    def _open_in_calculator(self, example: Example) -> None:
        """A worked example of the Learn area, loaded into the calculator."""
        page = self.calculator_page
        self.show_area("calculator")
        page.load_example(example)

    def _open_in_scorebook(self, name: str, document: dict[str, Any]) -> None:
        """A worked whole hand of the Learn area, kept as a scorebook session (the one already
        kept when it was opened before)."""
        from mahjong_gui.store.scorebook import ScorebookError

        page = self.scorebook_page
        self.show_area("scorebook")
        if page.book is None:
            return
        sid: int | None
        try:
            sid = page.book.import_document(document, name)
        except ScorebookError as err:
            if err.code != "duplicate_session":
                return
            sid = err.session
        page.reload_sessions(select=sid)

    def play_first_hand(self, family: str) -> None:
        """Start the guided first hand of ``family`` (a lesson id of ``guided.FAMILIES``)."""
        guided = self.guided_page
        guided.start(family)
        # Learn is the selected area while the guided hand shows; selecting its row does not
        # build the Learn page (leaving the hand or clicking Learn does).
        self._nav.blockSignals(True)
        self._nav.setCurrentRow(self.area_names().index("rules"))
        self._nav.blockSignals(False)
        self._stack.setCurrentWidget(guided)

    def _first_hand_completed(self, _family: str) -> None:
        """A guided hand was finished: the Play page's welcome stops offering one."""
        if "play" in self._pages:
            self.play_page.first_hand_done()

    def _guided_drill(self, profile: str) -> None:
        """The guided hand's "Try a drill": the Drills area, in the lesson's rules."""
        page = self.drills_page
        self.show_area("drills")
        index = page.profile_box.findData(profile)
        if index >= 0:
            page.profile_box.setCurrentIndex(index)

    def _guided_game(self, profile: str) -> None:
        """The guided hand's "Play a real game": a new game in the lesson's rules against
        three bots of the easiest level (a game in progress is replaced only if the user
        agrees)."""
        from mahjong_gui.ui.controller import GameSettings
        from mahjong_gui.ui.dialogs import bot_levels

        play = self.play_page
        if play.controller.in_progress and not play.confirm_replace("new"):
            return
        self.show_area("play")
        easiest = bot_levels()[0]
        play.start(GameSettings(profile, bots=(easiest, easiest, easiest)))

    def _guided_learn_page(self, ref: str) -> None:
        learn = self.learn_page
        page, _, anchor = ref.partition("#")
        self._stack.setCurrentWidget(learn)
        learn.open_page(page, anchor)

    def practise(self, rules: str, kind: str) -> None:
        """The drills of a Learn page's topic: that profile and kind, a first question."""
        page = self.drills_page
        self.show_area("drills")
        page.choose(rules, kind, 1)
        page.new_question()

    def _drills_learn_page(self, page_id: str) -> None:
        learn = self.learn_page
        self.show_area("rules")
        learn.open_page(page_id)

    def collect_mistakes(self, wait: bool = False) -> None:
        """Look through the hand just ended for the human's clearly worse discards; they reach
        the drills store through ``_keep_mistakes`` (at once when ``wait``, for tests)."""
        from mahjong_gui.engine import events as ev

        match = self.play_page.controller.match
        if match is None:
            return
        events = list(match.events)
        start = max((i for i, e in enumerate(events) if isinstance(e, ev.HandStarted)),
                    default=0)
        self._mistakes.look(events[start:], match.profile, wait)

    def _keep_mistakes(self, found: object) -> None:
        """Found mistakes go to the drills store: the Drills page's when it is built (which
        then shows them), else the store file opened for this alone."""
        from mahjong_gui.store.drills import DrillStore, DrillStoreError

        if not isinstance(found, list) or not found:
            return
        now = datetime.now(timezone.utc)
        try:
            if "drills" in self._pages:
                page = self.drills_page
                if page.store is None:
                    return
                page.store.add_mistakes(found, now)
                page.refresh()
            else:
                with DrillStore() as store:
                    store.add_mistakes(found, now)
        except DrillStoreError:
            return  # the drills file cannot be written now; play goes on
        self.status.notify("mistakes", len(found), ms=8000)

    def keep_reviewed(self, found: list[Any], hand_seeds: list[int]) -> None:
        """The review's mistakes go to the drills store (the Drills page's when it is built,
        which then shows them); raises ``DrillStoreError`` when they cannot be kept."""
        from mahjong_gui.store.drills import DrillStore

        now = datetime.now(timezone.utc)
        if "drills" in self._pages:
            page = self.drills_page
            if page.store is not None:
                page.store.add_reviewed(found, hand_seeds, now)
                page.refresh()
                return
        with DrillStore() as store:
            store.add_reviewed(found, hand_seeds, now)

