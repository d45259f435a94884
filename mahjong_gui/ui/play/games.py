"""The Play page's games: the one kept for the next start (its journal, resumed), a new game,
saving, opening and replaying files, and the questions asked before one replaces another."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, QStandardPaths, Qt, QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from mahjong_gui.engine import events as ev
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.controller import HUMAN, GameSettings
from mahjong_gui.ui.dialogs import NewGameDialog, default_level
from mahjong_gui.ui.errors import report_unexpected
from mahjong_gui.ui.play.base import PageBase
from mahjong_gui.ui.replay import ReplayDialog
from mahjong_gui.ui.settings import KEY_FIRST_HAND_DONE, KEY_GAME_FOLDER, open_settings, read_folder

if TYPE_CHECKING:
    from mahjong_gui.store.autosave import Kept
    from mahjong_gui.store.saves import SaveError


class PlayPage(PageBase):
    """Games started, kept, resumed, saved, opened and replayed.

    One of the parts ``page.PlayPage`` is made of, named like it so that its ``self.tr``
    strings keep the page's translation context."""

    def _keep_changed(self, error: str) -> None:
        """The journal cannot be written (or can again): said at once, and to the window."""
        text = "" if not error else self._status_words("unkept", (error,))
        if text:
            self.status.notify("unkept", error, ms=10000)
        self.keepProblem.emit(text)

    def quit_box(self) -> QMessageBox:
        """The question asked at Quit when the game in progress could not be kept."""
        box = plain.message_box(
            QMessageBox.Icon.Warning, self.tr("The game is not kept"),
            self.tr("The game in progress could not be written to the data "
                    "folder ({0}), so the next start cannot offer it as it is "
                    "now. Quit anyway and lose what was not written, or keep "
                    "playing and save it with Game → Save game.").format(
                        self.controller.keep_error), self)
        box.setObjectName("quit_unkept")
        box.addButton(self.tr("Quit anyway"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        return box

    def confirm_quit(self) -> bool:
        """Before the window closes: True to close. A game in progress whose journal cannot be
        written (tried once more now) is lost by closing: the user is asked."""
        if not self.controller.in_progress or self.controller.keep_now():
            return True
        box = self.quit_box()
        box.exec()
        clicked = box.clickedButton()
        return clicked is not None and box.buttonRole(clicked) == \
            QMessageBox.ButtonRole.DestructiveRole

    def close_game(self) -> None:
        """The window closes: the controller stops (nothing is applied or written after this)
        and the journal is flushed; a failed flush is said before the window goes."""
        error = self.controller.shutdown(self._note())
        if error:
            box = plain.message_box(QMessageBox.Icon.Warning, self.tr("The game is not kept"),
                                    self.tr("The game in progress could not be written to "
                                            "the disk ({0}); the next start may offer it "
                                            "without its last moves.").format(error), self)
            box.setObjectName("close_unkept")
            box.addButton(self.tr("Close"), QMessageBox.ButtonRole.AcceptRole)
            box.exec()

    def _note(self) -> dict[str, object] | None:
        """What the journal cannot hold, for the game's resuming: the hint shown for the
        decision at hand, the tile under the keyboard cursor."""
        match = self.controller.match
        if match is None or not self.controller.in_progress:
            return None
        tile = self.table.selected_tile()
        return {"events": len(match.events),
                "hint": self.hint_label.isVisible() and bool(self.legal),
                "cursor": str(tile) if tile is not None else None}

    def _apply_note(self, note: dict[str, object]) -> None:
        """The hint and the cursor as the window left them, when the note is of this very
        position (a note is the user's file: anything else is ignored)."""
        match = self.controller.match
        if match is None or note.get("events") != len(match.events):
            return
        cursor = note.get("cursor")
        if isinstance(cursor, str):
            for i, item in enumerate(self.table.hand_items):
                if str(item.tile) == cursor and item.tile in self.table.selectable:
                    self.table.hand_cursor = i
            self.table.set_selectable(self.table.selectable)
        if note.get("hint") is True:
            self.ask_hint()

    def resume_offer(self) -> Kept | None:
        """The latest unfinished game no window holds, offered on the empty table."""
        if self.controller.match is not None:
            return None
        return self.controller.kept_game()

    def _update_resume(self) -> None:
        self.kept = self.resume_offer() if self.welcome.isVisibleTo(self) else None
        if self.kept is None:
            self.resume_button.hide()
        else:
            when = QDateTime.fromSecsSinceEpoch(int(self.kept.mtime))
            self.resume_button.setText(self.tr("Resume the game of {0}").format(
                QLocale().toString(when, QLocale.FormatType.ShortFormat)))
            self.resume_button.show()
            self.resume_button.raise_()
        self._place_welcome()

    def resume_autosave(self) -> bool:
        """Go on with the game kept when a window last closed, exactly as it was."""
        kept = self.kept or self.resume_offer()
        if kept is None:
            return False
        ok = self._adopt(lambda: self.controller.resume(kept), "resume")
        if not ok:
            self._update_resume()  # a damaged or taken game is offered no more
        else:
            self._apply_note(self.controller.resumed_note)
        return ok

    def _game_started(self) -> None:
        """A game begins (new, opened or resumed): the names of its seats before its first
        events are drawn or logged; what belonged to the game before goes."""
        self.names = texts.seat_names(self.controller.settings.names)
        self._final = None
        self._clear_banners()
        self._close_chooser()
        self.announcements = []
        self.table.hover_kind(None)
        self.table.exchange_mode = False
        self.table.exchange_selection = set()
        settings = open_settings()  # a game played: no more newcomer's offer
        settings.setValue(KEY_FIRST_HAND_DONE, True)
        settings.sync()
        self.newcomer_button.hide()

    def start(self, settings: GameSettings) -> None:
        self.welcome.hide()
        self.resume_button.hide()
        self.teacher_strip.show()
        self.action_bar.show()
        # Default names travel empty (and are saved empty): they are shown in the language of
        # the moment; a name the user typed stays as typed.
        settings = GameSettings(settings.profile, settings.options, settings.bots,
                                texts.custom_names(settings.names), settings.seed,
                                settings.speed, settings.hands)
        self.names = texts.seat_names(settings.names)
        self._final = None
        self._clear_banners()  # a banner of the last game's hand does not belong here
        self.announcements = []
        self._close_chooser()
        self.table.speed = settings.speed
        self.table.hover_kind(None)  # the pointer's kind of the last game means nothing here
        self.table.exchange_mode = False
        self.table.exchange_selection = set()
        self.controller.new_game(settings)
        self._focus_table()

    def _focus_table(self) -> None:
        """The keys go to the table (arrows and Enter at once), now and after the dialog's
        window hands the focus back."""
        self.table.setFocus()
        QTimer.singleShot(0, self.table.setFocus)

    def new_game_dialog(self) -> None:
        if self.controller.in_progress and not self.confirm_replace("new"):
            return
        base = self.controller.settings
        if base.bots == ("normal",) * 3 and default_level() != "normal":
            base = GameSettings(base.profile, base.options, (default_level(),) * 3,
                                base.names, base.seed, base.speed)
        dialog = NewGameDialog(GameSettings(base.profile, base.options, base.bots, base.names,
                                            None, base.speed, base.hands), self)
        if dialog.exec():
            self.start(dialog.settings())

    def default_names(self) -> tuple[str, str, str, str]:
        return texts.seat_names(("", "", "", ""))

    def save_dialog(self) -> None:
        if self.controller.match is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save game"), str(Path(self.games_folder()) / "game.mjsave"),
            self.tr("Mahjong saved game (*.mjsave)"))
        if path:
            self._remember_folder(path)
            self.save_to(path)

    @staticmethod
    def games_folder() -> str:
        """Where Save, Open and Replay start: the folder of the last game saved or opened,
        else the user's documents folder (the home folder where there is none)."""
        remembered = read_folder(open_settings(), KEY_GAME_FOLDER)
        if remembered:
            return remembered
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        return documents if documents and Path(documents).is_dir() else str(Path.home())

    @staticmethod
    def _remember_folder(path: str) -> None:
        settings = open_settings()
        settings.setValue(KEY_GAME_FOLDER, str(Path(path).absolute().parent))
        settings.sync()

    def save_to(self, path: str) -> bool:
        """Save the game to ``path``; a folder or a path that cannot be written is said in one
        message (the game goes on)."""
        try:
            self.controller.save(path)
        except OSError as err:
            box = plain.message_box(QMessageBox.Icon.Warning, self.tr("Cannot save the game"),
                                    self.tr("The game cannot be saved to {0}: {1}").format(
                                        path, err.strerror or str(err)), self)
            box.setObjectName("cannot_save")
            box.setTextFormat(Qt.TextFormat.PlainText)  # the path is the user's text
            box.addButton(self.tr("Close"), QMessageBox.ButtonRole.AcceptRole)
            box.open()
            return False
        self.status.notify("saved")
        return True

    def open_dialog(self) -> None:
        if self.controller.in_progress and not self.confirm_replace():
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), self.games_folder(),
                                              self.tr("Mahjong saved game (*.mjsave)"))
        if path:
            self._remember_folder(path)
            self.open_file(path)

    def replace_box(self, by: str = "open") -> QMessageBox:
        """The question asked before a file (``by`` "open") or a new game ("new") replaces the
        game in progress (not shown)."""
        if by == "new":
            box = plain.message_box(QMessageBox.Icon.Question, self.tr("Start a new game"),
                                    self.tr("A game is in progress. A new game replaces it; "
                                            "save it first if you want to keep it."), self)
            go = self.tr("Start a new game")
        else:
            box = plain.message_box(QMessageBox.Icon.Question, self.tr("Open a saved game"),
                                    self.tr("A game is in progress. Opening a saved game "
                                            "replaces it; save it first if you want to keep "
                                            "it."), self)
            go = self.tr("Open and replace")
        box.setObjectName("replace_game")
        box.addButton(go, QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        return box

    def confirm_replace(self, by: str = "open") -> bool:
        box = self.replace_box(by)
        box.exec()
        clicked = box.clickedButton()
        return clicked is not None and box.buttonRole(clicked) == \
            QMessageBox.ButtonRole.AcceptRole

    def replay_dialog(self) -> None:
        """Replay the game being played, or one chosen from a file."""
        if self.controller.match is not None and self.controller.match.events:
            self.replay(self.controller.match.events)
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Replay a game"),
                                              self.games_folder(),
                                              self.tr("Mahjong saved game (*.mjsave)"))
        if path:
            self._remember_folder(path)
            self.replay_file(path)

    def replay(self, events: Sequence[ev.Event], start: int | None = None,
               parent: QWidget | None = None, you: int | None = HUMAN) -> ReplayDialog:
        """Open the replay window on ``events`` (by default at the start of the last hand)."""
        if start is None:
            starts = [i for i, e in enumerate(events) if isinstance(e, ev.HandStarted)]
            start = starts[-1] + 1 if starts else 0
        names = self.names if any(self.names) else self.default_names()
        self.replay_window = ReplayDialog(events, names, 0, start, parent or self, you)
        self.replay_window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.replay_window.show()
        return self.replay_window

    def review(self, events: Sequence[ev.Event], parent: QWidget | None = None) -> QWidget:
        """Open the review of the human's decisions in ``events`` (ui/review_window.py)."""
        from mahjong_gui.ui.review_window import open_review

        header = self.controller.header() if self.controller.match is not None else None
        names = self.names if any(self.names) else self.default_names()
        return open_review(events, HUMAN, names, header, parent or self)

    def replay_file(self, path: str) -> ReplayDialog | None:
        from mahjong_gui.store.saves import SaveError, load_game  # loaded when first needed

        try:
            game = load_game(path)
        except SaveError as err:
            self._cannot_open(err)
            return None
        except Exception as exc:  # the last resort: logged, one message, the window stays
            report_unexpected(exc, "replay_file", self)
            return None
        seats = game.header.seats
        humans = [s for s, seat in enumerate(seats) if seat.get("player") == "human"]
        window = self.replay(game.events, 0, you=humans[0] if humans else None)
        if len(seats) == 4:  # the file's own names; an empty one keeps the default
            window.set_names([seat.get("name") or window.names[s]
                              for s, seat in enumerate(seats)])
        return window

    def _cannot_open(self, err: SaveError) -> None:
        box = plain.message_box(QMessageBox.Icon.Warning, self.tr("Cannot open the game"),
                                self.tr("This file cannot be loaded ({0}): {1}").format(
                                    err.code, err.message), self)
        box.addButton(self.tr("Close"), QMessageBox.ButtonRole.AcceptRole)
        box.open()

    def open_file(self, path: str) -> bool:
        return self._adopt(lambda: self.controller.open(path), "open_file")

    def _adopt(self, load: Callable[[], None], where: str) -> bool:
        """Open or resume a game (``load`` asks the controller): the table, the log and the
        plates with the game's names, the keys on the table; a file that does not load is
        one message."""
        from mahjong_gui.store.saves import SaveError

        self._loading = True  # the file's old calls are logged, not announced again
        try:
            load()
        except SaveError as err:
            self._cannot_open(err)
            return False
        except Exception as exc:  # the last resort: logged, one message, the window stays
            report_unexpected(exc, where, self)
            return False
        finally:
            self._loading = False
        self._sync_log()
        self.table.speed = self.controller.settings.speed
        self.welcome.hide()
        self.resume_button.hide()
        self.teacher_strip.show()
        self.action_bar.show()
        self.kept = None
        self._focus_table()
        return True

