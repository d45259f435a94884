"""The Play page's turn: the view drawn as the controller sends it, the action bar's legal
moves (each with a shortcut), the chow chooser, the exchange, the tiles refused, and the
status line's words."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QIcon, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import QPushButton

from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.state import Phase
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView
from mahjong_gui.ui import texts
from mahjong_gui.ui.controller import STATUS_WORDS, status_words
from mahjong_gui.ui.play.base import PageBase
from mahjong_gui.ui.play.chooser import ChowChooser, chow_text
from mahjong_gui.ui.table_view import last_discard_seat

if TYPE_CHECKING:
    pass


class PlayPage(PageBase):
    """The human's decisions: the view, the buttons, the tiles, the status line.

    One of the parts ``page.PlayPage`` is made of, named like it so that its ``self.tr``
    strings keep the page's translation context."""

    def _view_changed(self, view: SeatView) -> None:
        match = self.controller.match
        self.table.last_discard = last_discard_seat(match.events) if match else None
        self.table.show_view(view, self.names)
        if self.tracker.isVisibleTo(self.side):
            self.tracker.show_view(view)
        self._update_teacher()
        if self._profile_of(view).wind_rounds:
            self.info_label.setText(self.tr("{0} · {1} round · hand {2} · wall {3}").format(
                texts.profile(view.profile), texts.wind(view.prevailing),
                texts.number(view.hand_no + 1), texts.number(view.wall)))
        else:
            self.info_label.setText(self.tr("{0} · hand {1} · wall {2}").format(
                texts.profile(view.profile), texts.number(view.hand_no + 1),
                texts.number(view.wall)))

    def take_back(self) -> bool:
        """Practice: take back your last decision of this hand and decide again."""
        if not self.controller.can_undo():
            return False
        # Reset before the controller redraws: taking back the exchange turns it on again.
        self._clear_banners()
        self.table.exchange_mode = False
        self.table.exchange_selection = set()
        ok = self.controller.undo()
        self.table.speed = self.controller.speed  # a skip taken back paces again
        self._sync_log()
        self.table.setFocus()
        return ok

    def _human_turn(self, legal: tuple[Action, ...]) -> None:
        self.legal = legal
        self.hint_label.hide()
        self.hint_button.setEnabled(bool(legal))
        self.undo_button.setEnabled(bool(legal) and self.controller.can_undo())
        self._update_reasons()
        acts = {a.act for a in legal}
        self.table.set_selectable({a.tile for a in legal
                                   if a.act is Act.DISCARD and a.tile is not None})
        exchange = Act.EXCHANGE in acts
        if exchange and not self.table.exchange_mode:
            self.table.exchange_mode = True
            self.table.exchange_selection = set(self._suggested_exchange())
            self.table.show_view(self.controller.human_view(), self.names)  # type: ignore[arg-type]
        elif not exchange and self.table.exchange_mode:
            self.table.exchange_mode = False
            self.table.exchange_selection = set()
        self._rebuild_buttons()
        self._update_teacher()

    def _update_reasons(self) -> None:
        """The Hint and Take back buttons' tooltips: what they do, or, while they are off,
        why."""
        c = self.controller
        no_game = self.tr("No game yet: start one with New game (Ctrl+N).")
        over = self.tr("The hand is over: there is no decision of yours in it now.")
        if self.hint_button.isEnabled():
            hint = self.tr("Ask which move the teacher would make now, and why (H)")
        elif c.match is None:
            hint = no_game
        elif c.hand_over:
            hint = over
        else:
            hint = self.tr("A hint is for your own decisions: wait until it is your turn "
                           "to decide.")
        self.hint_button.setToolTip(hint)
        if self.undo_button.isEnabled():
            undo = self.tr("Practice: undo your last move in this hand; the computer players "
                           "decide again")
        elif c.match is None:
            undo = no_game
        elif c.hand_over:
            undo = over
        elif not c.can_undo():
            undo = self.tr("Nothing to take back: you have made no move in this hand yet.")
        else:
            undo = self.tr("You can take a move back when it is your turn to decide.")
        self.undo_button.setToolTip(undo)

    def _suggested_exchange(self) -> list[int]:
        """The hand positions of the three tiles the bots' brain would pass."""
        view = self.controller.human_view()
        legal = [a for a in self.legal if a.act is Act.EXCHANGE]
        if view is None or not legal:
            return []
        from mahjong_gui.bots import brain  # the bots load with the first game, not at start

        wanted = list(brain.choose_exchange(view.hand, legal).tiles)
        picked = []
        for i, item in enumerate(self.table.hand_items):
            if item.tile in wanted:
                wanted.remove(item.tile)
                picked.append(i)
        return picked

    def suggested_void(self) -> str:
        """The void suit the bots' brain would choose (lowest shanten without it)."""
        view = self.controller.human_view()
        from mahjong_gui.bots import brain

        return brain.choose_void(view.hand, view.melds) if view is not None else "m"

    def _rebuild_buttons(self) -> None:
        for button, _ in self.action_buttons:
            self.button_row.removeWidget(button)
            button.deleteLater()
        for sc in self._shortcuts:
            sc.setEnabled(False)
            sc.deleteLater()
        self.action_buttons = []
        self._shortcuts = []
        self.chow_choices = []
        self._close_chooser()
        keys_used: set[str] = set()
        acts = [a for a in self.legal if a.act is not Act.DISCARD]
        if any(a.act is Act.EXCHANGE for a in acts):
            self._add_button(self.tr("Pass these three (E)"), "E", None, keys_used)
            return
        suggested = self.suggested_void() if any(a.act is Act.VOID for a in acts) else None
        chows = [a for a in acts if a.act is Act.CHOW]
        for a in acts:
            if a.act is Act.WIN:
                self._add_button(self.tr("Win (W)"), "W", a, keys_used)
            elif a.act is Act.PONG:
                self._add_button(self.tr("Pong {0} (P)").format(texts.tile(a.tile)), "P", a,
                                 keys_used)
            elif a.act is Act.KONG:
                self._add_button(self.tr("Kong {0} (K)").format(texts.tile(a.tile)), "K", a,
                                 keys_used)
            elif a.act is Act.CHOW:
                if a is not chows[0]:
                    continue
                self.chow_choices = chows
                if len(chows) == 1:
                    button = self._add_button(
                        self.tr("Chow {0} (C)").format(chow_text(a)), "C", a, keys_used)
                else:
                    button = self._add_button(self.tr("Chow… (C)"), "C", None, keys_used,
                                              handler=self.choose_chow)
                    button.setObjectName("action_chow")
                button.setIcon(self._chow_icon(a))
                button.setIconSize(QSize(48, 21))
            elif a.act is Act.PASS:
                self._add_button(self.tr("Pass (Space)"), "Space", a, keys_used)
            elif a.act is Act.VOID:
                key = {"m": "M", "p": "P", "s": "S"}[a.suit or "m"]
                label = self.tr("Void: {0} ({1})").format(texts.suit(a.suit), key)
                if a.suit == suggested:
                    label = self.tr("{0} – suggested").format(label)
                button = self._add_button(label, key, a, keys_used)
                if a.suit == suggested:
                    button.setDefault(True)
                    f = QFont(button.font())
                    f.setBold(True)
                    button.setFont(f)

    def _add_button(self, label: str, key: str, action: Action | None,
                    keys_used: set[str],
                    handler: Callable[[], object] | None = None) -> QPushButton:
        button = QPushButton(label)
        button.setObjectName(f"action_{action.act.value if action else 'exchange'}")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the table
        if handler is not None:
            button.clicked.connect(lambda _=False: handler())
        elif action is None:
            button.clicked.connect(self.confirm_exchange)
        else:
            button.clicked.connect(lambda _=False, a=action: self.play(a))
        self.button_row.addWidget(button)
        self.action_buttons.append((button, action))  # type: ignore[arg-type]
        if key not in keys_used:
            keys_used.add(key)
            sc = QShortcut(QKeySequence(key), self)
            # Window-wide, so the keys work wherever the focus went (a shortcut is only live
            # while this page is visible, so other areas keep their typing keys).
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(button.click)
            self._shortcuts.append(sc)
        return button

    def offered_actions(self) -> list[Action]:
        """The actions the buttons offer now (exchange: the confirm button; several chows:
        the chow button's menu)."""
        out = [a for _, a in self.action_buttons if a is not None]
        return out + [a for a in self.chow_choices if a not in out]

    def _chow_icon(self, action: Action, height: int = 30) -> QIcon:
        """The chow's three tiles side by side, for its button or menu entry."""
        tiles = Meld(MeldKind.CHOW, action.tile).tiles if action.tile is not None else ()
        ratio = self.devicePixelRatioF() or 1.0
        w = round(height * 0.75)
        pix = QPixmap(round(w * 3 * ratio), round(height * ratio))
        pix.setDevicePixelRatio(ratio)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        for i, t in enumerate(tiles):
            painter.drawPixmap(i * w, 0, self.art.pixmap(t, height, ratio))
        painter.end()
        icon = QIcon(pix)
        return icon

    def choose_chow(self) -> ChowChooser | None:
        """Several chows fit the discard: a small chooser above the action bar showing each
        as its tiles (1, 2, 3, or the arrow keys and Enter; Esc closes it, nothing claimed)."""
        if not self.chow_choices:
            return None
        if len(self.chow_choices) == 1:
            self.play(self.chow_choices[0])
            return None
        self._close_chooser()
        chooser = ChowChooser(self.chow_choices,
                              [self._chow_icon(a, 40) for a in self.chow_choices], self)
        chooser.chosen.connect(self.play)
        chooser.closed.connect(self.table.setFocus)
        chooser.adjustSize()
        # Over the table's bottom right corner, just above the chow button.
        area = self.table.geometry()
        x = area.right() - chooser.width() - 4
        y = area.bottom() - chooser.height() - 4
        chooser.move(max(4, x), max(4, y))
        chooser.show()
        chooser.raise_()
        chooser.setFocus()
        self.chow_menu = chooser
        return chooser

    def _close_chooser(self) -> None:
        if self.chow_menu is not None:
            self.chow_menu.hide()
            self.chow_menu.deleteLater()
            self.chow_menu = None

    def play(self, action: Action) -> None:
        if self.controller.act(action):
            self.table.setFocus()

    def confirm_exchange(self) -> None:
        tiles = self.table.exchange_tiles()
        action = Action(Act.EXCHANGE, tiles=tiles)
        if action not in self.legal:
            self.status.notify("pick_three")
            return
        self.table.exchange_mode = False
        self.table.exchange_selection = set()
        self.play(action)

    def _tile_activated(self, tile: Tile) -> None:
        view = self.controller.human_view()
        if view is None or view.phase is not Phase.TURN:
            return
        self.controller.discard(tile)

    def _tile_refused(self, tile: Tile) -> None:
        """A tile that may not go now: say why in the status line."""
        view = self.controller.human_view()
        if view is None or not self.legal:
            return
        discards = {a.tile for a in self.legal if a.act is Act.DISCARD}
        if not discards or tile in discards:
            return
        void = view.void
        if void is not None and tile.suit.value != void and all(
                t.suit.value == void for t in discards if t is not None):
            self.status.notify("void_first", void)
        else:
            self.status.notify("no_discard", tile)

    def _exchange_count(self, picked: int) -> None:
        self.status.expect("exchange_count", picked)

    def _exchange_full(self) -> None:
        self.status.notify("exchange_full")

    # -- the status line ---------------------------------------------------------------------

    def _status_words(self, key: str, args: tuple[object, ...]) -> str:
        """A status id and its arguments in the words of the current language."""
        if key in ("claim", "claim_chow"):
            return self.claim_prompt()
        if key in STATUS_WORDS:
            return status_words(key)
        if key == "saved":
            return self.tr("Game saved.")
        if key == "pick_three":
            table = self.controller.table
            if table is not None and table.profile.exchange_any:
                return self.tr("Pick exactly three tiles.")
            return self.tr("Pick exactly three tiles of one suit.")
        if key == "exchange_full":
            return self.tr("Three tiles are already picked: click one of them to put it back "
                           "before you pick another.")
        if key == "exchange_count" and isinstance(args[0], int):
            return self.tr("{0} of 3 tiles picked to pass on (raised and outlined); click a "
                           "picked tile to put it back, then confirm (E).").format(
                               texts.number(args[0]))
        if key == "void_first":
            return self.tr("You still hold {0} (your void suit): those tiles must go "
                           "first.").format(texts.suit(str(args[0])))
        if key == "no_discard" and isinstance(args[0], Tile):
            return self.tr("{0} cannot be discarded now.").format(texts.tile(args[0]))
        if key == "unkept":
            return self.tr("This game cannot be kept for the next start ({0}). Save it with "
                           "Game → Save game, or free the data folder.").format(args[0])
        return ""

    def claim_prompt(self) -> str:
        """What to do with a discard, naming only the claims legal now (a chow alone: "Claim
        the discard (chow C) or pass (Space).")."""
        acts = {a.act for a in self.legal}
        words = {Act.CHOW: self.tr("chow C"), Act.PONG: self.tr("pong P"),
                 Act.KONG: self.tr("kong K"), Act.WIN: self.tr("win W")}
        named = [text for act, text in words.items() if act in acts]
        if not named:
            return status_words("claim")
        return self.tr("Claim the discard ({0}) or pass (Space).").format(texts.listed(named))

    def _show_status(self) -> None:
        self.prompt_label.setText(self.status.text())
        notice = self.status.notice()
        self.notice_label.setText(notice)
        self.notice_label.setVisible(bool(notice))

    def status_text(self) -> str:
        """The status line as shown: the expectation, then the notice while it shows."""
        return " ".join(t for t in (self.status.text(), self.status.notice()) if t)

