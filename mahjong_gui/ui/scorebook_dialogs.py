"""Dialogs of the Scorebook area: a new session, and one entry of a hand (win, kong, wall end,
penalty) with a live preview of its payments from the engine.

Every dialog builds a ledger event (docs/guide.md "ledger") and never computes a number
itself: the page passes a ``preview`` function that settles the session with the entry in
place.

The entry dialog is here; the session's dialogs are ``ui/scorebook_session_dialogs.py``'s and
what they share ``ui/scorebook_fields.py``'s, every name still importable from here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine.common import Payment
from mahjong_gui.engine.family.base import TableScore
from mahjong_gui.engine.family.registry import family_of, score_view
from mahjong_gui.engine.melds import parse_hand
from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.engine.tiles import TileError
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.fit import FitComboBox
from mahjong_gui.ui.scorebook_fields import (
    SCOREBOOK_IDS,
    NameComboBox,
    NoBonus,
    NoHand,
    Preview,
    choice_keys,
    dialog_buttons,
    file_dialog,
    fill_choices,
    join_notation,
    keep_text_whole,
    name_box,
    option_text,
    profile_of,
    seat_combo,
    split_notation,
)
from mahjong_gui.ui.scorebook_session_dialogs import RosterDialog, SeatsDialog, SessionDialog
from mahjong_gui.ui.scorebook_state import Trial

__all__ = ["SCOREBOOK_IDS", "EntryDialog", "NameComboBox", "NoBonus", "NoHand", "Preview",
           "RosterDialog", "SeatsDialog", "SessionDialog", "choice_keys", "file_dialog",
           "fill_choices", "join_notation", "keep_text_whole", "name_box", "option_text",
           "profile_of", "split_notation"]


class EntryDialog(QDialog):
    """One entry of a hand. ``kind`` is win, kong, wall_end or penalty; ``event`` pre-fills it
    (editing, or a win sent from the calculator); ``in_seats`` are the players still in."""

    def __init__(self, kind: str, profile: AnyProfile, names: Sequence[str],
                 in_seats: Sequence[int], preview: Preview,
                 event: Mapping[str, Any] | None = None, editing: bool = False,
                 note: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        # One win ends the hand: a Hong Kong hand's entries (a win or a draw, its events).
        self.one_win = not profile.bloody
        self.profile = profile
        self.names = list(names)
        self.in_seats = sorted(in_seats)
        self._preview = preview
        self.error = ""
        self.payments: list[Payment] = []
        self.setObjectName(f"entry_{kind}")
        titles = {"win": self.tr("Win"), "kong": self.tr("Kong"), "draw": self.tr("Draw"),
                  "wall_end": self.tr("Wall end"), "penalty": self.tr("Penalty")}
        self.setWindowTitle(titles[kind])
        layout = QVBoxLayout(self)
        # The layout's own minimum holds (a widget minimum would replace it and let the
        # dialog squeeze its check boxes): no narrower than 460 px nor than its words.
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetMinimumSize)
        strut = QWidget()
        strut.setFixedSize(440, 0)
        layout.addWidget(strut)
        # A line above the form: where the session's numbers differ from the calculator's.
        self.note_label = plain.label(note)
        self.note_label.setObjectName("note")
        self.note_label.setWordWrap(True)
        self.note_label.setVisible(bool(note))
        self.note_label.setStyleSheet("background: palette(alternate-base); padding: 6px;")
        layout.addWidget(self.note_label)
        self.body = QWidget()
        layout.addWidget(self.body)
        getattr(self, f"_build_{kind}")(event or {})

        self.preview_box = QGroupBox(self.tr("Payments"))
        pl = QVBoxLayout(self.preview_box)
        self.score_label = plain.label()
        self.score_label.setObjectName("score")
        self.score_label.setWordWrap(True)
        pl.addWidget(self.score_label)
        self.preview_label = plain.label()
        self.preview_label.setObjectName("preview")
        self.preview_label.setWordWrap(True)
        self.preview_label.setTextFormat(Qt.TextFormat.PlainText)
        pl.addWidget(self.preview_label)
        layout.addWidget(self.preview_box)
        row, self.ok_button = dialog_buttons(self, self.tr("Save") if editing else self.tr("Add"))
        layout.addLayout(row)
        keep_text_whole(self)
        self.refresh()

    # -- building ----------------------------------------------------------------------------

    def _unit_spin(self, name: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setObjectName(name)
        p = self.profile
        cap = getattr(p, "cap", None)  # faan have a limit instead, applied when paying
        top = 100000 if p.unit == "base" else cap * 4 if cap else 99
        spin.setRange(1 if p.unit == "han" else 0, top)
        spin.setSuffix(" " + texts.unit(self.profile.unit))
        spin.valueChanged.connect(self.refresh)
        return spin

    def _build_win(self, ev: Mapping[str, Any]) -> None:
        form = QFormLayout(self.body)
        self.seat_box = seat_combo(self.names, "winner")
        form.addRow(self.tr("Winner:"), self.seat_box)
        how = QGridLayout()
        self.how_group = QButtonGroup(self)
        self.how_buttons: dict[str, QRadioButton] = {}
        for i, (key, text) in enumerate((("self", self.tr("Self-draw")),
                                         ("discard", self.tr("On a discard from")),
                                         ("robbed", self.tr("Robbing a kong of")))):
            rb = QRadioButton(text)
            rb.setObjectName(f"how_{key}")
            self.how_group.addButton(rb, i)
            self.how_buttons[key] = rb
            how.addWidget(rb, i, 0)
        self.from_box = seat_combo(self.names, "from")
        how.addWidget(self.from_box, 1, 1, 2, 1, Qt.AlignmentFlag.AlignVCenter)
        form.addRow(self.tr("How:"), how)
        self._build_worth(form)
        self._build_events(form)
        self._fill_win(ev)
        self.seat_box.currentIndexChanged.connect(self._winner_changed)
        for w in (self.from_box, self.void_box):
            w.currentIndexChanged.connect(self.refresh)
        self.how_group.idToggled.connect(lambda *_: self.refresh())
        self.mode_group.buttonToggled.connect(lambda *_: self.refresh())
        self.hand_edit.textEdited.connect(lambda *_: self._hand_typed())

    def _build_worth(self, form: QFormLayout) -> None:
        """A win's worth: its value, or its hand (and the void suit where there is one)."""
        self.value_mode = QRadioButton(self.tr("Value"))
        self.value_mode.setObjectName("mode_value")
        self.hand_mode = QRadioButton(self.tr("Hand"))
        self.hand_mode.setObjectName("mode_hand")
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.value_mode)
        self.mode_group.addButton(self.hand_mode)
        self.value_spin = self._unit_spin("value")
        row = QHBoxLayout()
        row.addWidget(self.value_mode)
        row.addWidget(self.value_spin, 1)
        form.addRow(self.tr("Worth:"), row)
        self.hand_edit = QLineEdit()
        self.hand_edit.setObjectName("hand")
        self.hand_edit.setPlaceholderText(self.tr("e.g. 123456m234p789p55m  pong:5s"))
        self.void_box = FitComboBox()
        self.void_box.setObjectName("void")
        self.void_box.addItem(self.tr("Automatic"), None)
        for s in "mps":
            self.void_box.addItem(texts.suit(s), s)
        row = QHBoxLayout()
        row.addWidget(self.hand_mode)
        row.addWidget(self.hand_edit, 1)
        row.addWidget(self.void_box)
        form.addRow(self.tr("Or the hand:"), row)
        hint = plain.label(self.tr("With the hand, the app finds the patterns and the value; "
                              "with a value, it is taken as the table agreed it."))
        hint.setWordWrap(True)
        form.addRow(hint)

    def _build_events(self, form: QFormLayout) -> None:
        """The events the profile's family offers for a win, three a row."""
        events = QGridLayout()
        self.event_boxes: dict[str, QCheckBox] = {}
        for i, e in enumerate(family_of(self.profile).event_ids):
            cb = QCheckBox(texts.event_name(e))  # the calculator's words for the same events
            cb.setObjectName(f"event_{e}")
            cb.toggled.connect(self.refresh)
            events.addWidget(cb, i // 3, i % 3)
            self.event_boxes[e] = cb
        form.addRow(self.tr("Events:"), events)
        self.void_box.setVisible(self.profile.void_suit)
        if self.profile.honours or self.profile.bonus_tiles:
            self.hand_edit.setPlaceholderText(self.tr("e.g. 123m456m789m123p11z  pong:7z  1f"))

    def _fill_win(self, ev: Mapping[str, Any]) -> None:
        """Pre-fill: an edited win, a win from the calculator, or a fresh one."""
        seat = ev.get("seat", self.in_seats[0] if self.in_seats else 0)
        self.seat_box.setCurrentIndex(seat)
        frm = ev.get("from")
        key = "robbed" if ev.get("robbed") else "discard" if frm is not None else "self"
        self.how_buttons[key].setChecked(True)
        default_from = next((s for s in self.in_seats if s != seat), (seat + 1) % 4)
        self.from_box.setCurrentIndex(frm if frm is not None else default_from)
        if "hand" in ev:
            self.hand_mode.setChecked(True)
            self.hand_edit.setText(join_notation(ev["hand"], ev.get("melds", []),
                                                 ev.get("bonus", "")))
            self.void_box.setCurrentIndex(max(0, self.void_box.findData(ev.get("void"))))
        else:
            self.value_mode.setChecked(True)
            self.value_spin.setValue(int(ev.get("value", self.value_spin.minimum())))
        for e in ev.get("events", []):
            if e in self.event_boxes:
                self.event_boxes[e].setChecked(True)

    def _winner_changed(self) -> None:
        seat = self.seat_box.currentIndex()
        if self.from_box.currentIndex() == seat:  # nobody wins on their own tile
            self.from_box.setCurrentIndex(next((s for s in self.in_seats if s != seat),
                                               (seat + 1) % 4))
        self.refresh()

    def _hand_typed(self) -> None:
        self.hand_mode.setChecked(True)
        self.refresh()

    def _build_kong(self, ev: Mapping[str, Any]) -> None:
        form = QFormLayout(self.body)
        self.seat_box = seat_combo(self.names, "seat")
        form.addRow(self.tr("Player:"), self.seat_box)
        self.kind_group = QButtonGroup(self)
        self.kind_buttons: dict[str, QRadioButton] = {}
        kinds = QVBoxLayout()
        for i, (key, text) in enumerate((("exposed", self.tr("Exposed kong, on a discard from")),
                                         ("added", self.tr("Added kong (to an exposed pong)")),
                                         ("concealed", self.tr("Concealed kong")))):
            rb = QRadioButton(text)
            rb.setObjectName(f"kind_{key}")
            self.kind_group.addButton(rb, i)
            self.kind_buttons[key] = rb
            kinds.addWidget(rb)
        form.addRow(self.tr("Kind:"), kinds)
        self.from_box = seat_combo(self.names, "from")
        form.addRow(self.tr("Discarder:"), self.from_box)
        self.immediate_box = QCheckBox(self.tr("Added as soon as the fourth tile was drawn"))
        self.immediate_box.setObjectName("immediate")
        form.addRow(self.immediate_box)
        seat = ev.get("seat", self.in_seats[0] if self.in_seats else 0)
        self.seat_box.setCurrentIndex(seat)
        self.kind_buttons[ev.get("kind", "concealed")].setChecked(True)
        frm = ev.get("from")
        self.from_box.setCurrentIndex(frm if frm is not None else
                                      next((s for s in self.in_seats if s != seat), 0))
        self.immediate_box.setChecked(bool(ev.get("immediate", True)))
        for w in (self.seat_box, self.from_box):
            w.currentIndexChanged.connect(self.refresh)
        self.kind_group.idToggled.connect(lambda *_: self.refresh())
        self.immediate_box.toggled.connect(self.refresh)

    def _build_wall_end(self, ev: Mapping[str, Any]) -> None:
        grid = QGridLayout(self.body)
        lead = plain.label(self.tr("For each player still in: ready (with what the hand would be "
                              "worth), not ready, or a flower pig. Or type the hand and the "
                              "app decides."))
        lead.setWordWrap(True)
        grid.addWidget(lead, 0, 0, 1, 4)
        players = ev.get("players", {})
        self.status_boxes: dict[int, QComboBox] = {}
        self.ready_spins: dict[int, QSpinBox] = {}
        self.wall_hands: dict[int, QLineEdit] = {}
        for row, s in enumerate(self.in_seats, start=1):
            grid.addWidget(plain.label(self.names[s]), row, 0)
            box = FitComboBox()
            box.setObjectName(f"status_{s}")
            for key, text in (("ready", self.tr("Ready")), ("not_ready", self.tr("Not ready")),
                              ("pig", self.tr("Flower pig")), ("hand", self.tr("By the hand"))):
                box.addItem(text, key)
            spin = self._unit_spin(f"ready_{s}")
            edit = QLineEdit()
            edit.setObjectName(f"wall_hand_{s}")
            edit.setPlaceholderText(self.tr("13 tiles, e.g. 123m456m789m2345m"))
            p = players.get(str(s), {})
            if "hand" in p:
                box.setCurrentIndex(3)
                edit.setText(join_notation(p["hand"], p.get("melds", [])))
            else:
                box.setCurrentIndex(max(0, box.findData(p.get("status", "not_ready"))))
                if "value" in p:
                    spin.setValue(int(p["value"]))
            box.currentIndexChanged.connect(self.refresh)
            edit.textEdited.connect(lambda *_: self.refresh())
            grid.addWidget(box, row, 1)
            grid.addWidget(spin, row, 2)
            grid.addWidget(edit, row, 3)
            self.status_boxes[s] = box
            self.ready_spins[s] = spin
            self.wall_hands[s] = edit
        grid.setColumnStretch(3, 1)

    def _build_penalty(self, ev: Mapping[str, Any]) -> None:
        form = QFormLayout(self.body)
        self.seat_box = seat_combo(self.names, "seat")
        form.addRow(self.tr("Player:"), self.seat_box)
        self.penalty_box = FitComboBox()
        self.penalty_box.setObjectName("penalty")
        if self.profile.false_win_penalty:
            self.penalty_box.addItem(self.tr("False win (pays every other player still in)"),
                                     "false_win")
        self.penalty_box.addItem(self.tr("Dead hand (cannot win; not ready at the wall's end)"),
                                 "dead_hand")
        form.addRow(self.tr("Penalty:"), self.penalty_box)
        self.seat_box.setCurrentIndex(ev.get("seat", self.in_seats[0] if self.in_seats else 0))
        self.penalty_box.setCurrentIndex(max(0, self.penalty_box.findData(ev.get("kind"))))
        self.seat_box.currentIndexChanged.connect(self.refresh)
        self.penalty_box.currentIndexChanged.connect(self.refresh)

    # -- reading -----------------------------------------------------------------------------

    def entry(self) -> dict[str, Any]:
        """The ledger event this dialog describes; raises TileError for unreadable tiles,
        NoHand for a win in hand mode with no tiles and NoBonus for bonus tiles under a
        profile without them."""
        return getattr(self, f"_event_{self.kind}")()  # type: ignore[no-any-return]

    def _event_win(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "win", "seat": self.seat_box.currentData()}
        how = next(k for k, rb in self.how_buttons.items() if rb.isChecked())
        if how != "self":
            out["from"] = self.from_box.currentData()
        if how == "robbed":
            out["robbed"] = True
        if self.hand_mode.isChecked():
            hand, melds, bonus = split_notation(self.hand_edit.text())
            if not hand:
                raise NoHand
            if bonus and not self.profile.bonus_tiles:
                raise NoBonus([str(t) for t in parse_hand(self.hand_edit.text())[2]])
            out["hand"] = hand
            if melds:
                out["melds"] = melds
            if bonus:
                out["bonus"] = bonus
            if self.void_box.currentData() and self.profile.void_suit:
                out["void"] = self.void_box.currentData()
        else:
            out["value"] = self.value_spin.value()
        events = [e for e, cb in self.event_boxes.items() if cb.isChecked()]
        if events:
            out["events"] = events
        return out

    def _build_draw(self, ev: Mapping[str, Any]) -> None:
        layout = QVBoxLayout(self.body)
        lead = plain.label(self.tr("Nobody won: the hand is drawn. The dealer keeps the deal."))
        lead.setWordWrap(True)
        layout.addWidget(lead)

    def _event_draw(self) -> dict[str, Any]:
        return {"type": "draw"}

    def _event_kong(self) -> dict[str, Any]:
        kind = next(k for k, rb in self.kind_buttons.items() if rb.isChecked())
        out: dict[str, Any] = {"type": "kong", "seat": self.seat_box.currentData(), "kind": kind}
        if kind == "exposed":
            out["from"] = self.from_box.currentData()
        if kind == "added" and not self.immediate_box.isChecked():
            out["immediate"] = False
        return out

    def _event_wall_end(self) -> dict[str, Any]:
        players: dict[str, Any] = {}
        for s, box in self.status_boxes.items():
            status = box.currentData()
            if status == "hand":
                hand, melds, _ = split_notation(self.wall_hands[s].text())
                p: dict[str, Any] = {"hand": hand}
                if melds:
                    p["melds"] = melds
            elif status == "ready":
                p = {"status": "ready", "value": self.ready_spins[s].value()}
            else:
                p = {"status": status}
            players[str(s)] = p
        return {"type": "wall_end", "players": players}

    def _event_penalty(self) -> dict[str, Any]:
        return {"type": "penalty", "seat": self.seat_box.currentData(),
                "kind": self.penalty_box.currentData()}

    # -- preview -----------------------------------------------------------------------------

    def _sync_widgets(self) -> None:
        if self.kind == "win":
            self.from_box.setEnabled(not self.how_buttons["self"].isChecked())
            self.value_spin.setEnabled(self.value_mode.isChecked())
            self.void_box.setEnabled(self.hand_mode.isChecked())
        elif self.kind == "kong":
            self.from_box.setEnabled(self.kind_buttons["exposed"].isChecked())
            self.immediate_box.setVisible(self.kind_buttons["added"].isChecked()
                                          and self.profile.added_kong_immediate_only)
        elif self.kind == "wall_end":
            for s, box in self.status_boxes.items():
                self.ready_spins[s].setVisible(box.currentData() == "ready")
                self.wall_hands[s].setVisible(box.currentData() == "hand")

    def refresh(self) -> None:
        """Re-read the entry and show its payments, or why it cannot be recorded."""
        if not hasattr(self, "preview_label"):
            return
        self._sync_widgets()
        trial: Trial | None = None
        try:
            event = self.entry()
        except TileError as err:
            self.error = texts.tile_error(err.code.value)
        except NoHand:
            self.error = self.tr("Type the winning hand, or choose a value.")
        except NoBonus as err:
            self.error = self.tr("{0} has no flowers or seasons: remove {1} from the "
                                 "hand.").format(texts.profile(self.profile.id),
                                                 texts.tiles(err.tiles))
        else:
            trial, self.error = self._preview(event)
        rows = list(trial.payments) if trial is not None and trial.payments is not None else None
        self.payments = rows or []
        if rows is None:
            self.preview_label.setText(self.error)
            self.preview_label.setStyleSheet("color: #b3261e;")
        else:
            self.preview_label.setStyleSheet("")
            lines = [self.tr("{0} pays {1} {2} ({3})").format(
                self.names[p.payer], self.names[p.payee] if p.payee is not None
                else self.tr("nobody"), texts.number(p.amount), texts.reason(p.reason.value))
                for p in rows]
            text = "\n".join(lines) or self.tr("No payment.")
            judged = self._wall_text(trial) if trial is not None else ""
            self.preview_label.setText(judged + "\n\n" + text if judged else text)
        self.ok_button.setEnabled(rows is not None)
        self.score_label.setText(self._score_text(trial.score if trial else None))
        self.score_label.setVisible(bool(self.score_label.text()))

    def _wall_text(self, trial: Trial) -> str:
        """At the wall's end: how the settlement judged each player still in (ready with the
        best wait's value, not ready, flower pig), also for a hand given by its tiles."""
        if self.kind != "wall_end" or not trial.wall:
            return ""
        lines = []
        for seat, status in trial.wall:
            name = self.names[seat]
            if status.pig:
                lines.append(self.tr("{0}: a flower pig").format(name))
            elif status.ready_value is None:
                lines.append(self.tr("{0}: not ready").format(name))
            else:
                lines.append(self.tr("{0}: ready, the best wait is worth {1}").format(
                    name, texts.number(status.ready_value)))
        return "\n".join(lines)

    def _score_text(self, score: TableScore | None) -> str:
        """For a win given by its hand: the patterns the engine found and the value."""
        if score is None:
            return ""
        view = score_view(self.profile, score)
        parts = []
        for line in view.lines:
            name = texts.pattern(line.id)
            if line.kind == "limit":
                parts.append(f"{name} {self.tr('limit')}")
            elif line.kind == "double":  # doubles the value: "Root ×4" for two roots
                parts.append(self.tr("%1 ×%2").replace("%1", name).replace(
                    "%2", texts.number(line.shown)))
            else:
                parts.append(f"{name} {texts.number(line.shown)}")
        if view.headline == "total":
            shown = f"{texts.number(view.total)} {texts.unit(self.profile.unit)}"
        else:
            shown = texts.number(view.value)
        return self.tr("{0} → value {1}").format(texts.listed(parts), shown)
