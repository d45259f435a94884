"""GameController: the one UI object that calls the engine for a game against bots.

It owns the match, asks the bots on a worker thread (the GUI thread never waits on a bot),
paces their moves, keeps the game's journal (the auto-save) as each change happens, and tells
the widgets what changed through signals. The human plays seat 0 through ``act``/``discard``.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal, Slot

from mahjong_gui.engine import events as ev
from mahjong_gui.engine import rules
from mahjong_gui.engine.checks import resume_match
from mahjong_gui.engine.common import Payment
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.state import Phase
from mahjong_gui.engine.table import Match, Player, Table
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView
from mahjong_gui.heap import freeze_long_lived
from mahjong_gui.store.autosave import GameBusy, Journal, Kept, latest_kept
from mahjong_gui.store.saves import SavedGame, SaveError, SaveHeader, load_game, save_game
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from mahjong_gui.engine.rules import AnyProfile

HUMAN = 0


# Pause before each bot move at each animation speed (0 turns animations and pauses off).
# It holds for the whole hand: also after the human has won (Sichuan: play goes on without
# them) and through stretches where only bots decide; only ``skip_to_end`` drops it.
SPEED_DELAYS_MS = {0: 0, 1: 900, 2: 450, 3: 200}


# What the human is expected to do (``expectChanged``'s keys) and the controller's notices
# (``noticed``), as ids; ``status_words`` makes them words in the language of the moment.
STATUS_WORDS: dict[str, str] = {
    "waiting": QT_TRANSLATE_NOOP("GameController", "Waiting for the other players…"),
    "exchange": QT_TRANSLATE_NOOP(
        "GameController", "Choose three tiles of one suit to pass on, then confirm."),
    "exchange_any": QT_TRANSLATE_NOOP(
        "GameController", "Choose any three tiles to pass on, then confirm."),
    "void": QT_TRANSLATE_NOOP("GameController", "Choose your void suit."),
    "turn_win": QT_TRANSLATE_NOOP("GameController",
                                  "You can win: press W, or discard a tile."),
    "turn": QT_TRANSLATE_NOOP(
        "GameController",
        "Your turn: choose a tile to discard (arrow keys and Enter, or click)."),
    "claim_chow": QT_TRANSLATE_NOOP(
        "GameController",
        "Claim the discard (chow C, pong P, kong K, win W) or pass (Space)."),
    "claim": QT_TRANSLATE_NOOP("GameController", "Claim the discard or pass (Space)."),
    "hand_over": QT_TRANSLATE_NOOP("GameController", "The hand is over."),
    "match_over": QT_TRANSLATE_NOOP(
        "GameController", "The match is over. Start a new game from the Game menu."),
    "illegal": QT_TRANSLATE_NOOP("GameController", "That move is not possible now."),
}


def status_words(key: str) -> str:
    """A key of ``STATUS_WORDS`` in the current language."""
    return QCoreApplication.translate("GameController", STATUS_WORDS[key])


@dataclass(frozen=True, slots=True)
class AutoPlay:
    """The table's conveniences, each on or off: declare a win as soon as it is legal; pass
    on every claim but a win; discard the tile just drawn when nothing else (a kong, a win)
    is possible."""

    win: bool = False
    pass_claims: bool = False
    discard_drawn: bool = False


@dataclass(frozen=True, slots=True)
class GameSettings:
    """What the new-game dialog chooses."""

    profile: str = "mil"
    options: tuple[tuple[str, str], ...] = ()
    bots: tuple[str, str, str] = ("normal", "normal", "normal")
    names: tuple[str, str, str, str] = ("", "", "", "")  # empty: the page's default names
    seed: int | None = None
    speed: int = 2
    hands: int | None = None  # None: the profile's match length (its options: hands,
    # games, or Hong Kong's wind rounds)


@dataclass(slots=True)
class _Pending:
    request: int = 0
    seats: set[int] = field(default_factory=set)


class GameController(QObject):
    """Signals carry engine values; widgets draw what they receive."""

    viewChanged = Signal(object)  # SeatView of the human seat
    humanTurn = Signal(object)  # tuple of legal Actions (empty: nothing to decide)
    eventsAdded = Signal(object)  # list of new events
    winAnnounced = Signal(object)  # a Won event
    handEnded = Signal(object)  # HandSummary
    matchEnded = Signal(object)  # MatchEnded event
    statusChanged = Signal(str)  # the expectation or the notice below, in words
    expectChanged = Signal(str)  # what the human is expected to do now: a STATUS_WORDS key
    noticed = Signal(str)  # a passing notice: a STATUS_WORDS key ("illegal")
    hintReady = Signal(object)  # a bots.hints.Hint for the human's current decision
    skipAvailable = Signal(bool)  # the human has nothing left to decide in this hand
    gameStarted = Signal()  # a new, opened or resumed game: its settings are set, no event yet
    keepChanged = Signal(str)  # why the journal cannot be written ("": it is written again)
    _decided = Signal(int, int, object, object)  # request id, seat, action, thread id
    _hinted = Signal(int, object)  # request id, Hint

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = GameSettings()
        self.match: Match | None = None
        self.bots: list[Player | None] = [None, None, None, None]
        self.bot_threads: set[int] = set()
        self._pending = _Pending()
        # One worker thread for the bots; answers come back through a queued signal.
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bots")
        self._decided.connect(self._on_decided, Qt.ConnectionType.QueuedConnection)
        self._hinted.connect(self._on_hinted, Qt.ConnectionType.QueuedConnection)
        self._hint_request = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self._waiting_next_hand = False
        self._skipping = False  # this hand's rest plays at once (``skip_to_end``)
        self._journal: Journal | None = None  # this game's auto-save, held while playing it
        self._journal_match: Match | None = None  # the match whose log the journal holds
        self.keep_error = ""  # why the last write of the journal failed ("": none did)
        self.resumed_note: dict[str, object] = {}  # the note of the game resumed last
        self.closed = False  # shut down: nothing is asked, applied or written any more
        self.auto = AutoPlay()
        self._no_auto_at = -1  # the log length a take-back returned to: no auto move there

    # -- lifecycle ---------------------------------------------------------------------------

    def shutdown(self, note: dict[str, object] | None = None) -> str:
        """Stop for good (the window closes): the timer and the bots stop, an answer still on
        its way is dropped, no move is applied and nothing written after this; the journal is
        flushed and let go for the next start, with ``note`` (the window's state, given back
        as ``resumed_note`` when the game is resumed). Returns why that failed ("": it did
        not)."""
        if self.closed:
            return ""
        self.closed = True
        self._timer.stop()
        self._pending = _Pending(self._pending.request + 1)
        self._hint_request += 1
        self._pool.shutdown(wait=True, cancel_futures=True)
        journal, self._journal = self._journal, None
        if journal is not None:
            try:
                journal.close(note)
            except OSError as err:
                return err.strerror or str(err)
        return ""

    @property
    def table(self) -> Table | None:
        return self.match.table if self.match is not None else None

    @property
    def speed(self) -> int:
        return self.settings.speed

    def set_speed(self, speed: int) -> None:
        from dataclasses import replace

        self.settings = replace(self.settings, speed=max(0, min(3, speed)))

    def new_game(self, settings: GameSettings, tiles: Sequence[Tile] | None = None) -> None:
        """Start a match; ``tiles`` scripts the first hand's wall (lessons and tests). The game
        it replaces is gone, its journal too."""
        import random

        if self.closed:
            return
        seed = settings.seed if settings.seed is not None else random.randrange(2**31)
        profile = rules.get_profile(settings.profile, dict(settings.options))
        self._drop_journal()
        self.settings = GameSettings(settings.profile, settings.options, settings.bots,
                                     settings.names, seed, settings.speed, settings.hands)
        self.match = Match(profile, seed, hands=settings.hands)
        self.gameStarted.emit()
        self._make_bots(seed)
        self._start_hand(tiles)

    def _make_bots(self, seed: int) -> None:
        from mahjong_gui.bots import make_bot  # the bots' modules load with the first game

        self.bots = [None] + [make_bot(name, seed * 4 + s + 1)
                              for s, name in enumerate(self.settings.bots)]
        # The bots' modules and tables live as long as the app: out of later full collections.
        freeze_long_lived("bots")

    def _start_hand(self, tiles: Sequence[Tile] | None = None) -> None:
        assert self.match is not None
        self._waiting_next_hand = False
        self._skipping = False
        self._pending = _Pending(self._pending.request + 1)
        table = self.match.start_hand(tiles)
        self._keep()
        self.eventsAdded.emit(list(table.events))
        self._after_change()

    def next_hand(self) -> None:
        """Deal the next hand (after the end-of-hand dialog)."""
        if (self.match is not None and not self.match.finished and self._waiting_next_hand
                and not self.closed):
            self._start_hand()

    # -- the human seat ----------------------------------------------------------------------

    def human_view(self) -> SeatView | None:
        return self.table.view(HUMAN) if self.table is not None else None

    def human_legal(self) -> tuple[Action, ...]:
        table = self.table
        if table is None or table.over:
            return ()
        return table.pending().get(HUMAN, ())

    @property
    def awaiting_human(self) -> bool:
        return bool(self.human_legal())

    @property
    def hand_over(self) -> bool:
        return self.table is not None and self.table.over

    @property
    def can_skip(self) -> bool:
        """The human has nothing left to decide in this hand (they have won and the others
        play on): the rest of it may be played at once."""
        table = self.table
        return (table is not None and not table.over and not self._skipping
                and HUMAN not in table.state.in_seats)

    @property
    def skipping(self) -> bool:
        return self._skipping

    def step_delay(self) -> int:
        """Milliseconds before the next bot move: the speed's pause, 0 once skipping."""
        return 0 if self._skipping else SPEED_DELAYS_MS.get(self.speed, 0)

    def skip_to_end(self) -> bool:
        """Play the rest of this hand at once (no pauses); False when the human still has
        something to decide in it."""
        if not self.can_skip or self.closed:
            return False
        self._skipping = True
        self.skipAvailable.emit(False)
        if self._timer.isActive():
            self._timer.start(0)  # the pause already running ends now
        return True

    def act(self, action: Action) -> bool:
        """Play the human seat's ``action``; False (and a status message) when not legal."""
        table = self.table
        if self.closed:
            return False
        if table is None or action not in self.human_legal():
            self.noticed.emit("illegal")
            self.statusChanged.emit(status_words("illegal"))
            return False
        self._hint_request += 1  # a hint asked before this move is stale now
        new = table.submit(HUMAN, action)
        self._added(new, durable=True)
        self._after_change()
        return True

    def discard(self, tile: Tile) -> bool:
        return self.act(Action(Act.DISCARD, tile))

    def request_hint(self) -> bool:
        """Ask the hint brain (on the worker thread) about the human's decision; the answer
        comes through ``hintReady``. False when there is nothing to decide."""
        legal = self.human_legal()
        table = self.table
        if not legal or table is None or self.closed:
            return False
        from mahjong_gui.review.futures import fork  # the bots load with the first hint

        self._hint_request += 1
        before: tuple[ev.Event, ...] = ()
        if self.match is not None:  # the hands before this one (a ranked game counts them)
            log = self.match.events
            start = max((i for i, e in enumerate(log) if isinstance(e, ev.HandStarted)),
                        default=0)
            before = tuple(log[:start])
        self._pool.submit(self._hint, self._hint_request, fork(table), before)
        return True

    def _hint(self, request: int, table: Table, before: tuple[ev.Event, ...] = ()) -> None:
        """The review's own judgement of the position (``review.advice``): a review of this
        game names the same move. Given up as soon as the table moves on."""
        from mahjong_gui.review.advice import advise
        from mahjong_gui.review.parallel import default_jobs

        def stale() -> bool:
            return request != self._hint_request or self.closed

        result = advise(table, HUMAN, cancelled=stale, before=before, jobs=default_jobs())
        if result is not None:
            self._hinted.emit(request, result)

    @Slot(int, object)
    def _on_hinted(self, request: int, result: object) -> None:
        if request == self._hint_request and self.awaiting_human and not self.closed:
            self.hintReady.emit(result)

    # -- taking a move back (practice) -------------------------------------------------------

    _DECISIONS = (ev.Discarded, ev.Ponged, ev.Chowed, ev.KongDeclared, ev.Konged,
                  ev.ClaimPassed, ev.Won)

    def _undo_points(self) -> list[int]:
        """Indices in this hand's log of the events the human's decisions made."""
        if self.match is None or self.table is None or self.table.over:
            return []
        events = self.match.events
        start = max(i for i, e in enumerate(events) if isinstance(e, ev.HandStarted))
        return [i for i, e in enumerate(events) if i > start
                and (isinstance(e, (ev.TilesExchanged, ev.VoidsChosen))
                     or (isinstance(e, self._DECISIONS) and e.seat == HUMAN))]

    def can_undo(self) -> bool:
        return bool(self._undo_points())

    def undo(self) -> bool:
        """Take back the human's last decision in this hand: the log is cut just before it and
        the match rebuilt from the cut log (the wall is in the log, so the same tiles come);
        the bots then decide again. False when there is nothing to take back."""
        points = self._undo_points()
        if not points or self.match is None or self.closed:
            return False
        events = list(self.match.events)
        for k in reversed(points):
            match = resume_match(events[:k], self.match.seed, self.match.hands_limit)
            if match.table is not None and HUMAN in match.table.pending():
                break
        else:
            return False
        self._timer.stop()
        self._pending = _Pending(self._pending.request + 1)  # answers in flight are stale
        self._hint_request += 1
        self._skipping = False
        self.match = match
        self._no_auto_at = len(match.events)  # the position taken back to is decided by hand
        self._make_bots(match.seed)
        self._keep(durable=True)  # the same game's journal, written again without the move
        self._after_change()
        return True

    # -- bots --------------------------------------------------------------------------------

    def _after_change(self) -> None:
        table = self.table
        if table is None:
            return
        self.viewChanged.emit(table.view(HUMAN))
        self.skipAvailable.emit(self.can_skip)
        if table.over:
            self._hand_over()
            return
        legal = self.human_legal()
        auto = self.auto_choice(legal)
        if auto is not None:
            self.act(auto)  # the position after it is announced by that act
            return
        self.humanTurn.emit(legal)
        key = self.expected_key(legal)
        self.expectChanged.emit(key)
        self.statusChanged.emit(status_words(key))
        self._schedule()

    def set_auto(self, auto: AutoPlay) -> bool:
        """Switch the conveniences; one that applies to the decision waiting now plays it at
        once (True then)."""
        self.auto = auto
        if self.closed or self.table is None or self.table.over:
            return False
        choice = self.auto_choice(self.human_legal())
        return choice is not None and self.act(choice)

    def auto_choice(self, legal: tuple[Action, ...]) -> Action | None:
        """The move the switched-on conveniences (``auto``) make for the human now, if any:
        a win; a pass on a claim that offers no win; the tile just drawn when the turn offers
        nothing but discards. Never at the position a take-back returned to."""
        table = self.table
        if not legal or table is None or self.match is None \
                or len(self.match.events) == self._no_auto_at:
            return None
        acts = {a.act for a in legal}
        if self.auto.win and Act.WIN in acts:
            return Action(Act.WIN)
        turn = table.state.phase is Phase.TURN
        if self.auto.pass_claims and not turn and Act.PASS in acts and Act.WIN not in acts:
            return Action(Act.PASS)
        if self.auto.discard_drawn and turn and acts == {Act.DISCARD}:
            drawn = table.view(HUMAN).last_draw
            if drawn is not None and Action(Act.DISCARD, drawn) in legal:
                return Action(Act.DISCARD, drawn)
        return None

    def _schedule(self) -> None:
        table = self.table
        if table is None or table.over or self.closed:
            return
        bots = [s for s in table.pending() if s != HUMAN]
        if not bots or self._pending.seats:
            return
        self._timer.start(self.step_delay())

    def _step(self) -> None:
        table = self.table
        if table is None or table.over or self._pending.seats or self.closed:
            return
        pending = {s: legal for s, legal in table.pending().items() if s != HUMAN}
        if not pending:
            return
        self._pending.request += 1
        self._pending.seats = set(pending)
        for seat, legal in pending.items():
            bot = cast(Player, self.bots[seat])  # not the human's seat: a bot sits there
            self._pool.submit(self._decide, self._pending.request, seat, bot,
                              table.view(seat), legal)

    def _decide(self, request: int, seat: int, bot: Player, view: SeatView,
                legal: tuple[Action, ...]) -> None:
        """Runs on the worker thread: the bot sees only its view and its legal actions."""
        action = bot.choose(view, legal)
        self._decided.emit(request, seat, action, threading.get_ident())

    @Slot(int, int, object, object)
    def _on_decided(self, request: int, seat: int, action: object, thread: int) -> None:
        self.bot_threads.add(thread)
        table = self.table
        if (request != self._pending.request or seat not in self._pending.seats
                or table is None or self.closed):
            return  # an answer for a game or a position that is gone, or after Quit
        self._pending.seats.discard(seat)
        assert isinstance(action, Action)
        new = table.submit(seat, action)
        self._added(new)
        if not self._pending.seats:
            self._after_change()

    def _added(self, new: list[ev.Event], durable: bool = False) -> None:
        if self.match is None:
            return
        self.match.sync()
        self._keep(durable)  # written before anyone is told: a kill after loses nothing
        if new:
            self.eventsAdded.emit(new)
        for e in new:
            if isinstance(e, ev.Won):
                self.winAnnounced.emit(e)

    def _hand_over(self) -> None:
        assert self.match is not None and self.table is not None
        self._waiting_next_hand = True
        self.humanTurn.emit(())
        self.handEnded.emit(hand_summary(self.table, self.match))
        if self.match.finished:
            end = self.match.events[-1]
            if isinstance(end, ev.MatchEnded):
                self.matchEnded.emit(end)
            key = "match_over"
        else:
            key = "hand_over"
        self.expectChanged.emit(key)
        self.statusChanged.emit(status_words(key))

    # -- texts -------------------------------------------------------------------------------

    def expected_key(self, legal: tuple[Action, ...]) -> str:
        """What the human is expected to do now, as a ``STATUS_WORDS`` key ("" without a
        game)."""
        table = self.table
        if table is None:
            return ""
        if table.over:
            return "match_over" if self.match is not None and self.match.finished \
                else "hand_over"
        acts = {a.act for a in legal}
        if not legal:
            return "waiting"
        if Act.EXCHANGE in acts:  # a house rule may pass any three tiles (docs/rules.md §5)
            return "exchange_any" if table.profile.exchange_any else "exchange"
        if Act.VOID in acts:
            return "void"
        if table.state.phase is Phase.TURN:
            return "turn_win" if Act.WIN in acts else "turn"
        return "claim_chow" if Act.CHOW in acts else "claim"

    # -- the journal: the auto-save, written as the game goes --------------------------------

    def _keep(self, durable: bool = False) -> None:
        """Bring the journal up to the match's log: the new events appended in one write (a
        new game, a take-back or a failed write before: the whole log written anew); a
        finished match's journal removed. A failure is reported through ``keepChanged``."""
        match = self.match
        if self.closed or match is None or not match.events:
            return
        if match.finished:
            self._drop_journal()  # nothing left to resume
            return
        try:
            if self._journal is None:
                self._journal = Journal.new()
            if self._journal_match is not match or self._journal.broken:
                self._journal.write(self.header(), match.events)
                self._journal_match = match
            else:
                self._journal.append(match.events[self._journal.count:], durable)
        except OSError as err:
            self._set_keep_error(err.strerror or str(err))
            return
        self._set_keep_error("")

    def keep_now(self) -> bool:
        """Try the journal again now (before Quit); True when it holds the game."""
        self._keep(durable=True)
        return not self.keep_error

    def _set_keep_error(self, error: str) -> None:
        if error != self.keep_error:
            self.keep_error = error
            self.keepChanged.emit(error)

    def _drop_journal(self) -> None:
        journal, self._journal, self._journal_match = self._journal, None, None
        if journal is not None:
            try:
                journal.discard()
            except OSError:
                pass  # a read-only folder: the next start may offer the game once more
        self._set_keep_error("")

    @property
    def journal_path(self) -> Path | None:
        """The file of this game's journal, once one is written."""
        return self._journal.path if self._journal is not None else None

    @staticmethod
    def kept_game() -> Kept | None:
        """The latest unfinished game no window holds (the next start's offer)."""
        return latest_kept()

    # -- save and open -----------------------------------------------------------------------

    def header(self) -> SaveHeader:
        """The saved game's header for the match being played."""
        assert self.match is not None
        s = self.settings
        seats = tuple({"name": s.names[i], "player": "human" if i == HUMAN
                       else f"bot:{s.bots[i - 1]}"} for i in range(4))
        return SaveHeader(self.match.profile.id, dict(self.match.profile.options), seats,
                          s.seed or 0, hands=s.hands)

    def save(self, path: str | Path) -> None:
        """Write the game to ``path`` (raises ``OSError``)."""
        assert self.match is not None
        save_game(path, self.header(), self.match.events)

    @property
    def in_progress(self) -> bool:
        """A match that has begun and is not over."""
        return self.match is not None and bool(self.match.events) and not self.match.finished

    def open(self, path: str | Path) -> None:
        """Load a saved game (raises ``SaveError``) and go on playing it, in a journal of its
        own."""
        self.resumed_note = {}
        self.adopt(load_game(path))

    def resume(self, kept: Kept) -> None:
        """Go on with a kept game in its own journal (raises ``SaveError``: ``in_use`` when a
        window plays it). A journal that does not load is set aside as ``.damaged``, so it is
        not offered again; the earlier versions' single auto-save is removed once the game
        has a journal."""
        self.resumed_note = {}
        if kept.legacy:
            self.adopt(load_game(kept.path))
            if self._journal is not None and not self.keep_error:
                kept.path.unlink(missing_ok=True)
            return
        try:
            journal: Journal | None = Journal.claim(kept.path)
        except GameBusy:
            raise SaveError("in_use", "this game is being played in another window") from None
        except OSError:
            journal = None  # a read-only folder: play on; the journal's failure is said
        try:
            game = load_game(kept.path)
        except SaveError:
            if journal is not None:
                try:
                    kept.path.replace(kept.path.with_suffix(".damaged"))
                except OSError:
                    pass
                journal.lock.release(remove=True)
            raise
        self.resumed_note = journal.read_note() if journal is not None else {}
        self.adopt(game, journal)

    def adopt(self, game: SavedGame, journal: Journal | None = None) -> None:
        """Go on playing a loaded game: its names, computer players and match length as it
        had them; ``journal``, the auto-save it came from (held), goes on in the same file."""
        if self.closed:
            if journal is not None:
                journal.lock.release()
            return
        seats = game.header.seats
        bots = tuple(seat.get("player", "bot:normal").removeprefix("bot:")
                     for seat in seats[1:])
        names = tuple(seat.get("name", "") for seat in seats)
        self._drop_journal()
        self._journal = journal
        self.settings = GameSettings(game.header.profile, tuple(game.header.options.items()),
                                     bots, names, game.header.seed,  # type: ignore[arg-type]
                                     self.settings.speed, game.header.hands)
        self._pending = _Pending(self._pending.request + 1)
        self._skipping = False
        self._waiting_next_hand = False
        self.match = resume_match(game.events, game.header.seed, game.header.hands)
        self.gameStarted.emit()
        self._make_bots(game.header.seed)
        self._keep(durable=True)
        self.eventsAdded.emit(list(self.match.events))
        if self.match.finished or (self.table is not None and self.table.over):
            self._waiting_next_hand = True
        self._after_change()


@dataclass(frozen=True, slots=True)
class HandSummary:
    """What the end-of-hand dialog shows: the engine's own rows, never recomputed.

    ``dealer``/``prevailing``: this hand's; ``next_dealer``/``next_prevailing``: the next
    hand's, as the match moved them on (Hong Kong: the dealer stays after a dealer win or a
    drawn hand; the prevailing wind moves when the deal returns to the first dealer)."""

    hand_no: int
    payments: tuple[Payment, ...]
    deltas: tuple[int, int, int, int]
    scores: tuple[int, int, int, int]
    wins: tuple[ev.Won, ...]
    reason: str
    profile: AnyProfile | None = None
    dealer: int = 0
    prevailing: int = 1
    next_dealer: int = 0
    next_prevailing: int = 1
    # Every seat's tiles at the end (concealed, melds) and, at the wall's end, each seat
    # still in: (seat, ready value or None, flower pig) — the engine's WallExhausted.status.
    hands: tuple[tuple[tuple[Tile, ...], tuple[Meld, ...]], ...] = ()
    wall_status: tuple[tuple[int, int | None, bool], ...] = ()
    # The match's running totals: the scores at its start, then after each hand so far
    # (HandEnded.scores), for the match-end chart.
    history: tuple[tuple[int, int, int, int], ...] = ()


def hand_summary(table: Table, match: Match | None = None) -> HandSummary:
    end = next(e for e in reversed(table.events) if isinstance(e, ev.HandEnded))
    rows = tuple(p for e in table.events for p in getattr(e, "payments", ()))
    wins = tuple(e for e in table.events if isinstance(e, ev.Won))
    wall = next((e for e in table.events if isinstance(e, ev.WallExhausted)), None)
    state = table.state
    history: tuple[tuple[int, int, int, int], ...] = ()
    if match is not None:
        start = (match.profile.start_score,) * 4
        history = (start, *(e.scores for e in match.events
                            if isinstance(e, ev.HandEnded)))
    return HandSummary(state.hand_no, rows, end.deltas, end.scores, wins, end.reason,
                       table.profile, state.dealer, state.prevailing, end.next_dealer,
                       match.prevailing if match is not None else state.prevailing,
                       tuple((tuple(p.hand), tuple(p.melds)) for p in state.players),
                       wall.status if wall is not None else (), history)
