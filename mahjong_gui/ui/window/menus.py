"""The main window's menus: Game (new, open, save, replay, review, house rules), Scorebook
(the page's own actions), View (areas, speed, teacher, language) and Help, and what their
entries do."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenuBar, QMessageBox, QWidget

from mahjong_gui.ui import i18n, plain
from mahjong_gui.ui.settings import KEY_SPEED, open_settings, read_int
from mahjong_gui.ui.shortcuts_dialog import ShortcutsDialog
from mahjong_gui.ui.window.areas import AREAS
from mahjong_gui.ui.window.base import WindowBase


class MainWindow(WindowBase):
    """The menus and what their entries do.

    One of the parts ``main_window.MainWindow`` is made of, named like it so that its
    ``self.tr`` strings keep the window's translation context."""

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self._build_game_menu(bar)
        self._build_scorebook_menu(bar)
        self._build_view_menu(bar)
        self._build_help_menu(bar)

    def _build_game_menu(self, bar: QMenuBar) -> None:
        """Game: new, open, save, replay, review, house rules, quit."""
        self._file_menu = bar.addMenu("")
        self._game_actions: dict[str, QAction] = {}
        for name, keys, slot in (
                ("new", "Ctrl+N", self._new_game),
                ("open", "Ctrl+O", self._open_game),
                ("save", "Ctrl+S", self._save_game),
                ("replay", "Ctrl+R", self._replay_game),
                ("review", "", self._review_game),
                ("house_rules", "", self.house_rules)):
            action = QAction(self)
            action.setObjectName(f"action_{name}_game")
            action.setShortcut(QKeySequence(keys))
            action.triggered.connect(slot)
            self._file_menu.addAction(action)
            self._game_actions[name] = action
        self._file_menu.setToolTipsVisible(True)  # a disabled Save says why
        self._file_menu.addSeparator()
        self._quit_action = QAction(self)
        self._quit_action.setObjectName("action_quit")
        self._quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self._quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self._quit_action.triggered.connect(self.close)
        self._file_menu.addAction(self._quit_action)

    def _build_scorebook_menu(self, bar: QMenuBar) -> None:
        """Scorebook: the page's own actions, stand-ins until it is built."""
        # The scorebook's own actions (their words are the page's): undo and redo of every
        # change, another scorebook file, the PDF of a session. Using one shows the scorebook.
        # Until the page is built the menu holds stand-ins (undo and redo off: nothing was
        # changed yet; open and PDF build the page and pass the click on); opening the menu
        # builds the page, so what it shows is the page's own state.
        self._scorebook_menu = bar.addMenu("")
        self._scorebook_menu.setObjectName("menu_scorebook")
        self._scorebook_standins: dict[str, QAction] = {}
        for key in ("undo_action", "redo_action", None, "open_action", "pdf_action"):
            if key is None:
                self._scorebook_menu.addSeparator()
                continue
            action = QAction(self)
            action.setObjectName(f"standin_{key}")
            action.setEnabled(key in ("open_action", "pdf_action"))
            action.triggered.connect(lambda _=False, k=key: self._scorebook_standin(k))
            self._scorebook_menu.addAction(action)
            self._scorebook_standins[key] = action
        self._scorebook_menu.aboutToShow.connect(lambda: self._page("scorebook"))

    def _build_view_menu(self, bar: QMenuBar) -> None:
        """View: the areas, the animation speed, the teacher, the language."""
        self._view_menu = bar.addMenu("")
        self._area_actions: list[QAction] = []
        for number, area in enumerate(AREAS, start=1):
            action = QAction(self)
            action.setObjectName(f"action_show_{area.name}")
            action.setShortcut(QKeySequence(f"Ctrl+{number}"))
            action.triggered.connect(lambda _=False, name=area.name: self.show_area(name))
            self._view_menu.addAction(action)
            self._area_actions.append(action)
        self._view_menu.addSeparator()
        self._speed_menu = self._view_menu.addMenu("")
        self._speed_group = QActionGroup(self)
        self._speed_group.setExclusive(True)
        self._speed_actions: list[QAction] = []
        saved_speed = read_int(open_settings(), KEY_SPEED, 2, 0, 3)
        for speed in range(4):
            action = QAction(self)
            action.setObjectName(f"action_speed_{speed}")
            action.setCheckable(True)
            action.setChecked(speed == saved_speed)
            action.triggered.connect(lambda _=False, v=speed: self.set_speed(v))
            self._speed_group.addAction(action)
            self._speed_menu.addAction(action)
            self._speed_actions.append(action)
        # The teacher's switches: the same actions as the Play page's Teacher button, added
        # when the Play page is built (at the latest when this menu opens).
        self._teacher_menu = self._view_menu.addMenu("")
        self._teacher_menu.setObjectName("menu_teacher")
        self._teacher_menu.aboutToShow.connect(lambda: self._page("play"))
        self._language_menu = self._view_menu.addMenu("")
        self._language_group = QActionGroup(self)
        self._language_group.setExclusive(True)
        for code, native in i18n.LANGUAGES:
            action = QAction(native, self)  # a language's own name is never translated
            action.setObjectName(f"action_language_{code}")
            action.setCheckable(True)
            action.setData(code)
            action.setChecked(code == i18n.current_language())
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self._language_group.addAction(action)
            self._language_menu.addAction(action)

    def _build_help_menu(self, bar: QMenuBar) -> None:
        """Help: Learn, Compare rules, the keys, About."""
        self._help_menu = bar.addMenu("")
        self._rules_action = QAction(self)
        self._rules_action.setObjectName("action_rules")
        self._rules_action.setShortcut(QKeySequence("F1"))
        self._rules_action.triggered.connect(lambda: self.show_area("rules"))
        self._help_menu.addAction(self._rules_action)
        self._compare_action = QAction(self)  # two sets of rules, each difference on a hand
        self._compare_action.setObjectName("action_compare_rules")
        self._compare_action.triggered.connect(self.compare_rules)
        self._help_menu.addAction(self._compare_action)
        self._keys_action = QAction(self)
        self._keys_action.setObjectName("action_shortcuts")
        self._keys_action.triggered.connect(self.show_shortcuts)
        self._help_menu.addAction(self._keys_action)
        self._about_action = QAction(self)
        self._about_action.setObjectName("action_about")
        self._about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self._about_action.triggered.connect(self.show_about)
        self._help_menu.addAction(self._about_action)

    def _fill_teacher_menu(self) -> None:
        self._teacher_menu.clear()
        for action in self.play_page.teacher_actions():
            self._teacher_menu.addAction(action)

    def _scorebook_action(self, key: str) -> QAction:
        """The Scorebook page's action ``key`` (``undo_action`` ...); builds the page."""
        action = getattr(self.scorebook_page, key)
        assert isinstance(action, QAction)
        return action

    def _scorebook_standin(self, key: str) -> None:
        self.show_area("scorebook")
        self._scorebook_action(key).trigger()

    def _use_scorebook_actions(self) -> None:
        """The page is built: its own actions take the stand-ins' places in the menu."""
        for key, standin in self._scorebook_standins.items():
            action = self._scorebook_action(key)
            self._scorebook_menu.insertAction(standin, action)
            self._scorebook_menu.removeAction(standin)
            standin.deleteLater()
            action.triggered.connect(lambda *_: self.show_area("scorebook"))
        self._scorebook_standins.clear()

    def _update_game_actions(self) -> None:
        """Save is on while there is a game to save; off, its tooltip says why."""
        save = self._game_actions["save"]
        has_game = "play" in self._pages and self.play_page.controller.match is not None
        save.setEnabled(has_game)
        tip = self.tr("Save the game being played to a file") if has_game else self.tr(
            "No game to save: start a new game or open one first.")
        save.setToolTip(tip)
        save.setStatusTip(tip)

    def _new_game(self) -> None:
        self.show_area("play")
        self.play_page.new_game_dialog()

    def _open_game(self) -> None:
        self.show_area("play")
        self.play_page.open_dialog()

    def _save_game(self) -> None:
        self.play_page.save_dialog()

    def _replay_game(self) -> None:
        self.show_area("play")
        self.play_page.replay_dialog()

    def house_rules(self) -> QWidget:
        """Game → House rules: the club's rule sets (ui/rulesets_dialog.py)."""
        from mahjong_gui.ui.rulesets_dialog import RuleSetsDialog

        dialog = RuleSetsDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def compare_rules(self) -> QWidget:
        """Help → Compare rules: two profiles or rule sets, every difference on a hand
        (ui/rules_compare.py)."""
        from mahjong_gui.ui.rules_compare import open_default

        return open_default(self)

    def _review_game(self) -> None:
        """Game → Review a saved game: a saved game or an auto-save journal, judged in the
        review window."""
        from PySide6.QtWidgets import QFileDialog

        from mahjong_gui.ui.play.page import PlayPage

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Review a saved game"), PlayPage.games_folder(),
            self.tr("Mahjong saved game (*.mjsave *.mjjournal)"))
        if path:
            PlayPage._remember_folder(path)
            self.review_file(path)

    def review_file(self, path: str) -> QWidget | None:
        """The review window on the saved game at ``path`` (the human's seat, else the first);
        a file that does not load is one message with its error's code."""
        from mahjong_gui.store.saves import SaveError, load_game
        from mahjong_gui.ui import texts
        from mahjong_gui.ui.review_window import open_review

        try:
            game = load_game(path)
        except SaveError as err:
            box = plain.message_box(QMessageBox.Icon.Warning, self.tr("Cannot review the game"),
                                    self.tr("This file cannot be loaded ({0}): {1}").format(
                                        err.code, texts.error(err.code)), self)
            box.setObjectName("review_refused")
            box.addButton(self.tr("Close"), QMessageBox.ButtonRole.AcceptRole)
            box.open()
            return None
        seats = game.header.seats
        seat = next((s for s, x in enumerate(seats) if x.get("player") == "human"), 0)
        names = [str(x.get("name") or "") for x in seats] if len(seats) == 4 else [""] * 4
        return open_review(game.events, seat, names, game.header, self)

    def shortcuts_dialog(self) -> ShortcutsDialog:
        return ShortcutsDialog(self.menuBar(), self)

    def show_shortcuts(self) -> None:
        dialog = self.shortcuts_dialog()
        dialog.exec()
        dialog.deleteLater()

