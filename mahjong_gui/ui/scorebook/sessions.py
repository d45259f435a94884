"""The scorebook page's sessions: the list and its search, a session made, edited (its rules
settled again) and deleted, the club's roster, the file watched for other writers, and a
refused write in words."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QListWidgetItem, QMessageBox

from mahjong_gui.store.scorebook import Scorebook, ScorebookError, SessionInfo, has_prevailing_wind
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.scorebook.base import PageBase
from mahjong_gui.ui.scorebook_dialogs import RosterDialog, SessionDialog
from mahjong_gui.ui.scorebook_history import local_date, local_time
from mahjong_gui.ui.scorebook_state import Change, session_matches


class ScorebookPage(PageBase):
    """The sessions' list and what is done to a whole session; refusals in words.

    One of the parts ``page.ScorebookPage`` is made of, named like it so that its
    ``self.tr`` strings keep the page's translation context."""

    def _session_item_text(self, info: SessionInfo) -> str:
        text = self.tr("{0}\n{1} · {2}").format(
            info.name, texts.profile_short(info.rules), self.tr("Hands: %n", "", info.hands))
        if info.copy_of is not None:
            text += " · " + self.tr("marked copy")
        return text + "\n" + self.dates_text(info)

    def _session_tip(self, info: SessionInfo) -> str:
        return plain.tip(texts.listed(info.players) + "\n" + self.tr("Created {0}").format(
            local_time(info.created)) + "\n" + self.tr("Last changed {0}").format(
            local_time(info.updated)))

    def dates_text(self, info: SessionInfo) -> str:
        """When the session was created and last changed, in the locale's short dates (one
        date when they are the same day)."""
        created, updated = local_date(info.created), local_date(info.updated)
        if created == updated:
            return self.tr("Created {0}").format(created)
        return self.tr("Created {0} · changed {1}").format(created, updated)

    def reload_sessions(self, select: int | None = None, quiet: bool = False) -> None:
        """The sessions' list again (the one ``select``ed, else the one shown, else the
        first, shown); ``quiet``: the message line keeps its words (a refresh)."""
        keep = select if select is not None else self.session_id
        self.session_list.blockSignals(True)
        self.session_list.clear()
        damaged: list[ScorebookError] = []  # rows that cannot be read: named, not hidden
        infos: list[SessionInfo] = []
        problem = ""
        if self.book is not None:
            try:
                self._seen = self.book.data_version()
                infos = self.book.sessions(damaged)
            except ScorebookError as err:
                problem = self.error_text(err)
        query = self.search_edit.text()
        shown = [i for i in infos if session_matches(i, query)]
        self._listed = [(i.id, self._session_item_text(i)) for i in shown]
        current = None
        fm = QFontMetrics(self.session_list.font())
        for info in shown:
            text = self._session_item_text(info)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            item.setToolTip(self._session_tip(info))
            # Two lines, each as tall as its tallest glyph (a CJK name included).
            lines = text.split("\n")
            height = sum(max(fm.lineSpacing(), fm.boundingRect(line).height())
                         for line in lines)
            item.setSizeHint(QSize(0, height + 10))
            self.session_list.addItem(item)
            if info.id == keep:
                current = item
        if current is None and self.session_list.count():
            current = self.session_list.item(0)
        if current is not None:  # what choosing it does, once (not again by its signal)
            self.session_list.setCurrentItem(current)
            if not quiet:
                self._say("")
        self.session_list.blockSignals(False)
        self.show_session(current.data(Qt.ItemDataRole.UserRole) if current else None)
        if query and not shown and infos:
            self._say(self.tr("No session matches “{0}”.").format(query))
        if damaged and not problem:
            problem = self.damaged_text([e.session for e in damaged])
        if problem:
            self._say(problem, error=True)

    def poll(self) -> bool:
        """Whether another window or program wrote the scorebook since the page last looked
        (SQLite's ``data_version``, one cheap question): then the page shows it as it is
        now (``refresh``). Not while a write or an import of this page's is under way."""
        if self.book is None or self.writer.writing or self.importing:
            return False
        try:
            seen = self.book.data_version()
        except ScorebookError:
            return False
        if seen == self._seen:
            return False
        self._seen = seen
        self.refresh()
        return True

    def refresh(self) -> None:
        """Show the scorebook as the file holds it now, in place: the sessions' list when it
        changed, the session shown when it changed (its hand, entry and tab still chosen,
        the rows of the hands that did not change kept), the message line as it was."""
        if self.book is None or self.model is None:
            return
        try:
            infos = self.book.sessions([])
        except ScorebookError:
            return
        query = self.search_edit.text()
        listed = [(i.id, self._session_item_text(i)) for i in infos
                  if session_matches(i, query)]
        if listed != self._listed:
            self.reload_sessions(select=self.session_id, quiet=True)
        elif self.model.reload():
            if self.model.error is not None:
                self._say(self.error_text(self.model.error), error=True)
            self._draw()

    def _session_chosen(self, item: QListWidgetItem | None, *_: object) -> None:
        self._say("")
        self.show_session(item.data(Qt.ItemDataRole.UserRole) if item else None)

    def sessions(self) -> list[SessionInfo]:
        """The sessions of the scorebook (those that can be read)."""
        if self.book is None:
            return []
        try:
            return self.book.sessions([])
        except ScorebookError:
            return []

    def roster(self) -> list[str]:
        if self.book is None:
            return []
        try:
            return self.book.roster()
        except ScorebookError:
            return []

    def roster_dialog(self) -> RosterDialog | None:
        """The club's players: add a name or forget one (non-blocking)."""
        book = self.book
        if book is None:
            return None

        def add(name: str) -> list[str] | None:
            return self.roster() if self._attempt(lambda: self.writer.run(
                book, None, lambda b: b.add_player(name))) else None

        def forget(name: str) -> list[str] | None:
            return self.roster() if self._attempt(lambda: self.writer.run(
                book, None, lambda b: b.remove_player(name))) else None
        dialog = RosterDialog(self.roster(), add, forget, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def new_session(self, rules: str = "mil", note: str = "") -> SessionDialog:
        """Open the new-session dialog (non-blocking); on accept the session is created."""
        players = self.info.players if self.info else ()
        dialog = SessionDialog(rules, players, note=note, roster=self.roster(), parent=self)
        dialog.accepted.connect(lambda: self._create_session(dialog))
        dialog.rejected.connect(self._drop_pending)
        self._open(dialog)
        return dialog

    def _drop_pending(self) -> None:
        self._pending_win = None
        self._pending_shown = None

    def _create_session(self, dialog: SessionDialog) -> None:
        if self.book is None:
            return
        book = self.book
        name = dialog.name() or self.tr("{0}, {1}").format(
            texts.profile_short(dialog.rules()), date.today().isoformat())
        made: list[int] = []
        rules, players, dealer = dialog.rules(), dialog.players(), dialog.dealer()
        options, wind, money = dialog.options(), dialog.prevailing(), dialog.money()
        if not self._attempt(lambda: made.append(self.writer.run(book, None, lambda b: (
                b.create_session(name, rules, players, dealer, options, wind, *money))))):
            self._drop_pending()
            return
        self.search_edit.clear()
        self.reload_sessions(select=made[0])
        if self._pending_win is not None:
            event, shown = self._pending_win, self._pending_shown
            self._drop_pending()
            self._win_from_calculator(event, shown)

    def edit_session(self) -> SessionDialog | None:
        if self.info is None or self.book is None:
            return None
        info = self.info
        dialog = SessionDialog(info.rules, info.players, info.name, editing=True,
                               roster=self.roster(), stake=info.stake, cap=info.cap,
                               parent=self)
        dialog.dealer_box.setCurrentIndex(info.dealer)
        dialog.wind_box.setCurrentIndex(info.prevailing - 1)
        for key, value in info.options.items():
            box = dialog.option_boxes.get(key)
            if box is not None:
                box.setCurrentIndex(max(0, box.findData(value)))
        if "hands" in info.options:
            dialog.hands_box.setValue(int(info.options["hands"]))

        def save() -> None:
            book = self.book
            assert book is not None
            name, players, money = dialog.name() or info.name, dialog.players(), dialog.money()
            asked = self.rules_asked(info, dialog)
            if asked is False:
                return  # refused or not confirmed: nothing written
            rules = asked if isinstance(asked, tuple) else None

            def write(b: Scorebook) -> None:
                version = info.version
                if rules is not None:
                    b.set_rules(info.id, *rules, expected_version=version)
                    version += 1
                b.update_session(info.id, name=name, players=players,
                                 expected_version=version, money=money)
            if self._attempt(lambda: self.writer.run(book, info.id, write)):
                self.reload_sessions(select=info.id)
        dialog.accepted.connect(save)
        self._open(dialog)
        return dialog

    def rules_asked(self, info: SessionInfo, dialog: SessionDialog
                    ) -> tuple[str, dict[str, str], int, int] | None | bool:
        """The rules, options, first dealer and wind the edit dialog changes (None: none),
        once the user confirmed, having been told how many hands settle otherwise and the
        totals before and after; False when they cannot settle a hand (said) or the user
        keeps the rules. A session's house options stay while its profile does."""
        rules, options = dialog.rules(), dialog.options()
        if rules == info.rules:
            options.update({k: v for k, v in info.options.items() if k.startswith("house.")})
        winds = has_prevailing_wind(rules)
        wind = dialog.prevailing() if winds else info.prevailing
        dealer = dialog.dealer()
        if (rules, options, dealer, wind if winds else None) == (
                info.rules, dict(info.options), info.dealer,
                info.prevailing if has_prevailing_wind(info.rules) else None):
            return None
        assert self.book is not None
        try:
            moved, before, after = self.book.rules_change(info.id, rules, options, dealer,
                                                          wind)
        except ScorebookError as err:
            self._refuse_rules(err)
            return False
        names = list(info.players)
        lines = [self.tr("{0}: {1} → {2}").format(names[s], texts.signed(before[s]),
                                                  texts.signed(after[s])) for s in range(4)]
        text = (self.tr("Every hand is settled again under the new rules: %n hand(s) change.",
                        "", moved) + "\n\n" + self.tr("Totals before and after:") + "\n"
                + "\n".join(lines))
        if not self._ask(self.tr("Change the rules"), text, self.tr("Change the rules"),
                         QMessageBox.ButtonRole.AcceptRole):
            return False
        return rules, options, dealer, wind

    def _refuse_rules(self, err: ScorebookError) -> None:
        """Rules a hand cannot be settled under: which hand, and why, in one message."""
        found = re.match(r"hands\[(\d+)\]", err.path or "")
        why = self.error_text(err)
        text = (self.tr("The rules were not changed. Hand {0} cannot be settled under the "
                        "new rules: {1}").format(int(found.group(1)) + 1, why) if found
                else self.tr("The rules were not changed: {0}").format(why))
        self._say(text, error=True)

    def delete_session(self) -> None:
        book, sid = self.book, self.session_id
        if book is None or sid is None:
            return
        version = self._version()
        if self._attempt(lambda: self.writer.run(book, None, lambda b: b.delete_session(
                sid, expected_version=version))):
            assert self.model is not None
            self.model.open(None)
            self.reload_sessions()

    def _delete_session_clicked(self) -> None:
        if self.info is None:
            return
        if self._confirm(self.tr("Delete session"),
                         self.tr("Delete the session “{0}”? Hands recorded in it: %n. This "
                                 "cannot be undone.", "", self.info.hands).format(
                                     self.info.name)):
            self.delete_session()

    def _confirm(self, title: str, text: str) -> bool:
        """Ask before deleting, with our own (translated) buttons; Cancel is the default."""
        return self._ask(title, text, self.tr("Delete"), QMessageBox.ButtonRole.DestructiveRole)

    def _ask(self, title: str, text: str, yes: str, role: QMessageBox.ButtonRole,
             no: str | None = None) -> bool:
        """A question with our own (translated) buttons: ``yes`` and ``no`` (Cancel), the
        default."""
        box = plain.message_box(QMessageBox.Icon.Question, title, text, self)
        button = box.addButton(yes, role)
        cancel = box.addButton(no or self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(cancel)
        box.exec()
        return box.clickedButton() is button

    def _ask_import_again(self, name: str) -> bool:
        """A second import of the same content: skip it (the default), or keep it as a marked
        copy, counted once in the club's statistics."""
        return self._ask(self.tr("Import session"), self.tr(
            "This session is already in the scorebook as “{0}”. Skip it, or import it as a "
            "marked copy? A marked copy is counted once in the club's statistics.").format(name),
            self.tr("Import as a marked copy"), QMessageBox.ButtonRole.AcceptRole,
            self.tr("Skip"))

    def error_text(self, err: ScorebookError, path: Path | None = None) -> str:
        """A refused read or write in words: the scorebook's own codes, else the engine's."""
        where = str(path or self.path)
        if err.code == "busy":
            return self.tr("The scorebook is busy: another program is writing it. Try again "
                           "in a moment.")
        if err.code == "corrupt":
            return self.tr("The scorebook file is damaged. It was left as it is: restore it "
                           "from a backup.")
        if err.code in ("changed_elsewhere", "no_session"):
            return self.tr("This session was changed in another window or program. It now "
                           "shows what is saved; your change was not saved.")
        if err.code == "bad_row":
            return self.damaged_text([err.session])
        if err.code == "export_over_scorebook":
            return self.tr("That file is the scorebook itself: choose another file.")
        if err.code == "cannot_open":
            return texts.labelled(self.tr("The scorebook cannot be opened"), where)
        if err.code == "not_a_scorebook":
            return self.tr("{0} is not a scorebook.").format(where)
        if err.code == "newer_schema":
            return self.tr("{0} was written by a newer version of the app; update the app to "
                           "open it.").format(where)
        if err.code == "cannot_write":
            return self.tr("Could not write the file: {0}").format(where)
        if err.code == "bad_name":
            return self.tr("A session's name is text of at most 200 characters.")
        # The open session's family names its own shapes; a file's session may be another's.
        return texts.ledger_error(err.code, err.detail, self.profile if path is None else None)

    def damaged_text(self, sessions: Sequence[int | None]) -> str:
        return self.tr("Session {0} is damaged in the scorebook and cannot be read.").format(
            texts.listed([texts.number(s) if s is not None else "?" for s in sessions]))

    def _attempt(self, write: Callable[[], object]) -> bool:
        """Run one write; False, with the reason shown, when it is refused. A session written
        meanwhile in another window or program is shown as it is now, not overwritten."""
        try:
            write()
        except ScorebookError as err:
            if err.code in ("changed_elsewhere", "no_session"):
                self.reload_sessions(select=self.session_id)
            self._say(self.error_text(err), error=True)
            return False
        return True

    def _change(self, make: Callable[[], Change]) -> Change | None:
        """One change of the open session through the model; None (reason shown) if refused.
        A change that reaches the planned length says so."""
        assert self.model is not None
        before = self.model.plan()
        made: list[Change] = []
        if not self._attempt(lambda: made.append(make())):
            return None
        self._say("")
        self._changed_shown()
        after = self.model.plan()
        if after is not None and after.reached and not (before and before.reached):
            self._say(self.plan_text(after))
        return made[0]

    def _changed_shown(self) -> None:
        """The page after a change of the session shown: when the session already heads the
        list (the most recently changed first) and still answers the search, its item's text
        is made again in place and the session drawn; else the list is made again. A club's
        list of hundreds of sessions is not rebuilt at every entry."""
        model, book = self.model, self.book
        info = model.info if model is not None else None
        first = self.session_list.item(0) if self.session_list.count() else None
        if (info is None or book is None or first is None or not self._listed
                or first.data(Qt.ItemDataRole.UserRole) != info.id
                or self._listed[0][0] != info.id
                or not session_matches(info, self.search_edit.text())):
            self.reload_sessions(select=self.session_id)
            return
        try:
            self._seen = book.data_version()
        except ScorebookError:
            self.reload_sessions(select=self.session_id)
            return
        text = self._session_item_text(info)
        if text != self._listed[0][1]:
            self._listed[0] = (info.id, text)
            first.setText(text)
            first.setToolTip(self._session_tip(info))
        self._draw()
