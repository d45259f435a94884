"""The scorebook page's recording: an entry added, edited or deleted, a hand started, seats
changed, undo and redo, and a win sent from the calculator."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QInputDialog

from mahjong_gui.engine.common import deltas
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.scorebook.base import PageBase, clauses
from mahjong_gui.ui.scorebook_dialogs import EntryDialog, SeatsDialog, SessionDialog
from mahjong_gui.ui.scorebook_state import CalculatorWin, Change, Trial


class ScorebookPage(PageBase):
    """Recording hands: entries, hands, seats, undo and redo, wins from the calculator.

    One of the parts ``page.ScorebookPage`` is made of, named like it so that its
    ``self.tr`` strings keep the page's translation context."""

    def trial_text(self, trial: Trial, event: Mapping[str, Any]) -> str:
        """Why the engine refuses an entry, in the words of that entry."""
        kind = event.get("type")
        if kind == "kong" and trial.code == "discarder_is_winner":
            return self.tr("A kong cannot be made on the player's own discard: choose who "
                           "discarded the fourth tile.")
        if kind == "kong" and trial.code == "discarder_not_in":
            return self.tr("The discarder has already won and is out of the hand.")
        if kind == "wall_end" and trial.code == "tile_count":
            return self.tr("At the wall's end a hand has 13 tiles (a kong counts as 3).")
        return texts.ledger_error(trial.code, trial.detail, self.profile)

    def _trial(self, hand: int, index: int, event: dict[str, Any], replace: bool
               ) -> tuple[Trial, str]:
        """Settle the session with ``event`` at (hand, index): the engine's answer, and why it
        is refused ("" when it is not)."""
        assert self.model is not None
        trial = self.model.trial(hand, index, event, replace)
        return trial, "" if trial.ok else self.trial_text(trial, event)

    def add_entry(self, kind: str, prefill: Mapping[str, Any] | None = None,
                  note: str = "") -> EntryDialog | None:
        """Open the dialog for a new entry of ``kind`` in the current hand (non-blocking). A
        drawn hand is recorded at once (nothing to ask); Undo takes it back."""
        model = self.model
        if self.info is None or self.book is None or model is None or model.result is None:
            return None
        self._say("")
        hand = self._target_hand()
        view = model.hands[hand] if hand < len(model.hands) else None
        index = len(view.entries) if view else 0
        in_seats = view.in_seats() if view else [0, 1, 2, 3]
        if kind == "draw":
            if self._change(lambda: model.add_entry({"type": "draw"}, hand)) is not None:
                self._select(hand, index)
                if not self.message_label.text():
                    self._say(self.tr("Hand {0} recorded as drawn. Undo ({1}) takes it "
                                      "back.").format(hand + 1, QKeySequence(
                                          QKeySequence.StandardKey.Undo).toString(
                                          QKeySequence.SequenceFormat.NativeText)))
            return None
        prefill = dict(prefill or {})
        if kind == "win" and "seat" in prefill and prefill["seat"] not in in_seats:
            prefill.pop("seat")
        dialog = EntryDialog(kind, self.profile, self._names(),  # type: ignore[arg-type]
                             in_seats,
                             lambda ev: self._trial(hand, index, ev, replace=False),
                             prefill, note=note, parent=self)
        dialog.setWindowTitle(self.tr("{0} – hand {1}").format(dialog.windowTitle(), hand + 1))

        def commit() -> None:
            if self._change(lambda: model.add_entry(dialog.entry(), hand)) is not None:
                self._select(hand, index)
        dialog.accepted.connect(commit)
        self._open(dialog)
        return dialog

    def edit_selected(self) -> EntryDialog | None:
        """Edit the selected entry (a hand row: its note)."""
        sel = self.selection()
        model = self.model
        if sel is None or self.info is None or model is None:
            return None
        if sel[1] is None:
            ask = QInputDialog(self)
            ask.setWindowTitle(self.tr("Note"))
            ask.setLabelText(self.tr("A note for hand {0}:").format(sel[0] + 1))
            plain.labels(ask)
            ask.setTextValue(self.hand_notes[sel[0]])
            # Qt has no Vietnamese or Indonesian catalogue: our own button words.
            ask.setOkButtonText(self.tr("Save"))
            ask.setCancelButtonText(self.tr("Cancel"))
            hand = sel[0]
            ask.textValueSelected.connect(lambda text: self.set_note(hand, text))
            ask.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            ask.open()
            return None
        hand, index = sel[0], sel[1]
        view = model.hands[hand]
        record = dict(view.entries[index].record)
        dialog = EntryDialog(record["type"], self.profile, self._names(),  # type: ignore
                             view.in_seats(index),
                             lambda e: self._trial(hand, index, e, replace=True),
                             record, editing=True, parent=self)

        def commit() -> None:
            if self._change(lambda: model.edit_entry(hand, index, dialog.entry())) is not None:
                self._select(hand, index)
        dialog.accepted.connect(commit)
        self._open(dialog)
        return dialog

    def set_note(self, hand: int, text: str) -> None:
        model = self.model
        assert model is not None
        if self._change(lambda: model.set_note(hand, text)) is not None:
            self._select(hand, None)

    def new_hand(self) -> bool:
        """Start the next hand even if the last one has no recorded end. Nothing happens (and
        the message says why) when the current hand is empty or the last hand is over."""
        model = self.model
        if model is None or model.info is None:
            return False
        why = model.can_start_hand()
        if why == "empty":
            self._say(self.tr("Hand {0} has nothing recorded yet: record its first entry "
                              "instead of starting another hand.").format(
                                  model.current_hand() + 1))
            return False
        if why == "hand_over":
            self._say(self.tr("Hand {0} is over: the next entry starts hand {1} by "
                              "itself.").format(len(model.hands), len(model.hands) + 1))
            return False
        if why:
            return False
        if self._change(model.new_hand) is None:
            return False
        self._select(len(model.hands) - 1, None)
        if not self.message_label.text():
            self._say(self.tr("Hand {0} started.").format(len(model.hands)))
        return True

    def delete_selected(self) -> bool:
        """Delete the selected entry, or the selected hand with all its entries (no question:
        ``_delete_clicked`` asks first). Undo puts it back."""
        sel = self.selection()
        model = self.model
        if sel is None or model is None or model.info is None:
            return False
        hand, index = sel
        # Removing an entry can make a later one impossible (e.g. the win before a third
        # winner's): the engine says which, nothing is written.
        if index is None:
            done = self._change(lambda: model.delete_hand(hand))
        else:
            done = self._change(lambda: model.delete_entry(hand, index))
        if done is None:
            return False
        self._select(min(hand, len(model.hands) - 1), None)
        self._say(self.tr("Deleted. Undo ({0}) puts it back.").format(QKeySequence(
            QKeySequence.StandardKey.Undo).toString(QKeySequence.SequenceFormat.NativeText)))
        return True

    def _delete_clicked(self) -> None:
        """The Delete key or button: asks first, for an entry as for a hand."""
        sel = self.selection()
        if sel is None or self.model is None:
            return
        hand, index = sel
        if index is None:
            if self.model.hands[hand].entries:
                question = self.tr("Delete hand {0} and everything recorded in it?").format(
                    hand + 1)
            else:
                question = self.tr("Delete the empty hand {0}?").format(hand + 1)
            title = self.tr("Delete hand")
        else:
            entry = self.model.hands[hand].entries[index]
            question = self.tr("Delete this entry of hand {0}?\n{1}").format(
                hand + 1, self.describe(entry.record, self._names(),
                                        self.profile))  # type: ignore[arg-type]
            title = self.tr("Delete entry")
        if self._confirm(title, question):
            self.delete_selected()

    def seats_refusal_text(self) -> str:
        """Why the seats cannot change now, in words ("" when they can)."""
        model = self.model
        if model is None:
            return self.tr("Open a session first.")
        code, a, b = model.seat_change_refusal()
        if code == "hand_in_progress":
            return self.tr("Seats change between games: hand {0} is not over yet.").format(a)
        if code == "game_in_progress":
            return self.tr("Seats change between games: {0} of this game's {1} hands are "
                           "played.").format(a, b)
        if code == "round_in_progress":
            return self.tr("Seats change between games: the {0} round is not over "
                           "yet.").format(texts.wind(a))
        if code:
            return self.tr("Open a session first.")
        return ""

    def change_seats(self, names: Sequence[str] | None = None) -> SeatsDialog | None:
        """Change seats between games: a dialog of the four seats (``names`` given: those,
        without one; tests). Refused with the reason said when a game is being played."""
        model = self.model
        why = self.seats_refusal_text()
        if why:
            self._say(why, error=True)
            return None
        assert model is not None and model.info is not None

        def seat(chosen: list[str]) -> None:
            if self._change(lambda: model.change_seats(chosen)) is not None:
                self.reload_sessions(select=self.session_id)
                self._say(self.tr("From hand {0} on: {1}.").format(
                    len(model.hands) + 1, texts.listed(chosen)))
        if names is not None:
            seat(list(names))
            return None
        dialog = SeatsDialog(model.info.players, self.roster(), len(model.hands) + 1, self)
        dialog.accepted.connect(lambda: seat(dialog.names()))
        self._open(dialog)
        return dialog

    def undo(self) -> Change | None:
        model = self.model
        if model is None or not model.undo_stack:
            self._say(self.tr("Nothing to undo."))
            return None
        done: list[Change | None] = []
        if not self._attempt(lambda: done.append(model.undo())):
            return None
        change = done[0]
        self.reload_sessions(select=self.session_id)
        if change is not None:
            self._say(self.tr("Undone: {0}.").format(self.change_text(change)))
            self._select(min(change.hand, len(model.hands) - 1), None)
        return change

    def redo(self) -> Change | None:
        model = self.model
        if model is None or not model.redo_stack:
            self._say(self.tr("Nothing to redo."))
            return None
        done: list[Change | None] = []
        if not self._attempt(lambda: done.append(model.redo())):
            return None
        change = done[0]
        self.reload_sessions(select=self.session_id)
        if change is not None:
            self._say(self.tr("Redone: {0}.").format(self.change_text(change)))
            self._select(min(change.hand, len(model.hands) - 1), change.index)
        return change

    def receive_win(self, rules: str, options: Mapping[str, str], event: Mapping[str, Any],
                    shown: CalculatorWin | None = None) -> SessionDialog | EntryDialog | None:
        """A win sent from the calculator: into the open session when its rules match, else
        into a new session of those rules (its dialog opens first). ``shown``, the
        calculator's situation and numbers, lets the entry say where the session's numbers
        differ and why (its dealer, the seats still in, the prevailing wind)."""
        if self.book is None:
            self._say(self.open_error, error=True)
            return None
        matches = (self.info is not None and self.info.rules == rules
                   and all(self.info.options.get(k, v) == v for k, v in options.items()))
        if matches:
            return self._win_from_calculator(dict(event), shown)
        self._pending_win = dict(event)
        self._pending_shown = shown
        note = self.tr("This win is scored under {0}. Start a session with these rules to "
                       "record it.").format(texts.profile(rules))
        dialog = self.new_session(rules, note)
        for key, value in options.items():
            box = dialog.option_boxes.get(key)
            if box is not None:
                box.setCurrentIndex(max(0, box.findData(value)))
        return dialog

    def _win_from_calculator(self, event: dict[str, Any], shown: CalculatorWin | None
                             ) -> EntryDialog | None:
        return self.add_entry("win", event, note=self.difference_text(event, shown))

    def difference_text(self, event: Mapping[str, Any], shown: CalculatorWin | None) -> str:
        """The session's situation for a win from the calculator and, when its numbers differ
        from the calculator's, both and why ("" when they agree)."""
        model = self.model
        if model is None or model.info is None or model.result is None:
            return ""
        names = self._names()
        hand = self._target_hand()
        view = model.hands[hand] if hand < len(model.hands) else None
        index = len(view.entries) if view else 0
        trial = model.trial(hand, index, event, replace=False)
        if not trial.ok or trial.payments is None:
            return ""
        mine = deltas(trial.payments)
        dealer = trial.dealer if trial.dealer is not None else model.result.next_dealer
        in_seats = view.in_seats() if view else [0, 1, 2, 3]
        if shown is None or tuple(mine) == tuple(shown.deltas):
            return ""
        why = []
        if shown.dealer != dealer:
            why.append(self.tr("the dealer here is {0}, not {1}").format(
                names[dealer], names[shown.dealer]))
        if not model.one_win and sorted(shown.in_seats) != sorted(in_seats):
            why.append(self.tr("the players still in here are {0}, not {1}").format(
                texts.listed([names[s] for s in in_seats]),
                texts.listed([names[s] for s in sorted(shown.in_seats)])))
        wind = trial.prevailing
        if shown.prevailing is not None and wind is not None and shown.prevailing != wind:
            why.append(self.tr("the prevailing wind here is {0}, not {1}").format(
                texts.wind(wind), texts.wind(shown.prevailing)))
        text = self.tr("In the calculator: {0}. In this session: {1}.").format(
            # " / " between the seats: no comma or colon, so the same in every language
            " / ".join(f"{names[s]} {texts.signed(shown.deltas[s])}" for s in range(4)),
            " / ".join(f"{names[s]} {texts.signed(mine[s])}" for s in range(4)))
        if why:
            text += " " + self.tr("The difference: {0}.").format(clauses(why))
        return text
