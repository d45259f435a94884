"""Dialogs of the Scorebook area: a new session, and one entry of a hand (win, kong, wall end,
penalty) with a live preview of its payments from the engine.

Every dialog builds a ledger event (docs/guide.md "ledger") and never computes a number
itself: the page passes a ``preview`` function that settles the session with the entry in
place.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine.family.base import TableScore
from mahjong_gui.engine.family.registry import family_of, score_view
from mahjong_gui.engine.melds import parse_hand
from mahjong_gui.engine.rules import PROFILES, AnyProfile, get_profile
from mahjong_gui.engine.settlement import Payment
from mahjong_gui.engine.tiles import TileError
from mahjong_gui.engine.tiles import format as format_tiles
from mahjong_gui.store.money import MAX_CAP, MAX_STAKE
from mahjong_gui.store.scorebook import MAX_NAME, has_prevailing_wind
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.fit import FitComboBox, guard_wheel
from mahjong_gui.ui.scorebook_state import Trial

if TYPE_CHECKING:  # the rule sets load when a rules box is filled
    from mahjong_gui.store.rulesets import RuleSet

SCOREBOOK_IDS: tuple[str, ...] = tuple(PROFILES)


def profile_of(rules: str, options: Mapping[str, str] | None = None) -> AnyProfile:
    """The Sichuan or Hong Kong profile ``rules`` with its options."""
    return get_profile(rules, options)


def option_text(key: str, value: str) -> str:
    """One choice of a table option in words (``texts.option_value``)."""
    return texts.option_value(key, value)


def choice_keys(profiles: Sequence[AnyProfile]) -> list[str]:
    """Every option key with a list of choices in any of ``profiles``, in their order."""
    keys: list[str] = []
    for p in profiles:
        keys += [k for k, choices in p.option_choices.items() if choices and k not in keys]
    return keys


def fill_choices(box: QComboBox, profile: AnyProfile, key: str) -> bool:
    """Refill ``box`` with ``profile``'s choices for ``key``, keeping the current choice when
    the profile offers it (else the profile's default); False when the profile has no choices
    for the key. Emits no signal."""
    choices = profile.option_choices.get(key) or ()
    current = box.currentData()
    box.blockSignals(True)
    try:
        box.clear()
        for value in choices:
            box.addItem(option_text(key, value), value)
        wanted = current if current in choices else profile.options.get(key)
        box.setCurrentIndex(max(0, box.findData(wanted)))
    finally:
        box.blockSignals(False)
    return bool(choices)


# What the session makes of an entry (the engine's answer, nothing written) and, when it is
# refused, why in words ("" when fine).
Preview = Callable[[dict[str, Any]], tuple[Trial, str]]


def file_dialog(parent: QWidget, title: str, start: str, filters: Sequence[str], save: bool,
                must_exist: bool = True) -> QFileDialog:
    """A file dialog whose title, filters and Accept word come from the caller. It is Qt's
    own (its words from our catalogues, ``ui/qt_strings.py``) whenever the app speaks another
    language than the desktop, as ``i18n.install_translators`` decides for every dialog.
    Run it with ``exec()``."""
    dialog = QFileDialog(parent, title, start)
    dialog.setNameFilters(list(filters))
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    else:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile if must_exist
                           else QFileDialog.FileMode.AnyFile)
    return dialog



def name_box(roster: Sequence[str], name: str, box_name: str,
             edit_name: str) -> tuple[FitComboBox, QLineEdit]:
    """A player's name: typed (CJK names too) or picked from the club's roster, matched
    anywhere in a name and in any case."""
    box = FitComboBox()
    box.setObjectName(box_name)
    box.setEditable(True)
    box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    box.addItems(list(roster))
    box.setCurrentIndex(-1)
    edit = box.lineEdit()
    assert edit is not None
    edit.setObjectName(edit_name)
    edit.setText(name)
    completer = QCompleter(list(roster), box)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    box.setCompleter(completer)
    box.setToolTip(QCoreApplication.translate(
        "SessionDialog", "Type a name or pick one of the club's players"))
    return box, edit

class NoHand(Exception):
    """A win entered by its hand, with no tiles typed yet."""


class NoBonus(Exception):
    """A win's hand typed with bonus tiles (``tiles``, their codes) under a profile that has
    none (Sichuan: docs/rules.md §1)."""

    def __init__(self, tiles: Sequence[str]) -> None:
        super().__init__(" ".join(tiles))
        self.tiles = tuple(tiles)


def signed(n: int) -> str:
    """A payment or total with its sign, grouped the interface language's way (+8.000 in
    Vietnamese): the one helper of ``texts``, kept here under its old name."""
    return texts.signed(n)


def _buttons(dialog: QDialog, ok_text: str) -> tuple[QHBoxLayout, QPushButton]:
    """Cancel and the dialog's own OK word: our buttons, so that both are translated (Qt's
    standard buttons have no Vietnamese or Indonesian words)."""
    row = QHBoxLayout()
    row.addStretch(1)
    # One context for the word in every dialog (a literal: lupdate reads it).
    cancel = QPushButton(QCoreApplication.translate("ScorebookDialogs", "Cancel"))
    cancel.setObjectName("cancel")
    ok = QPushButton(ok_text)
    ok.setObjectName("ok")
    ok.setDefault(True)
    row.addWidget(cancel)
    row.addWidget(ok)
    cancel.clicked.connect(dialog.reject)
    ok.clicked.connect(dialog.accept)
    return row, ok


def keep_text_whole(dialog: QDialog) -> None:
    """Buttons, check boxes and radio buttons never shrink below their text: the dialog grows
    instead (long words in Vietnamese and Indonesian). The wheel turns a combo or spin box only
    once it has the focus (``fit.guard_wheel``)."""
    for widget in dialog.findChildren(QAbstractButton):
        policy = widget.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Minimum)
        widget.setSizePolicy(policy)
    for box in [*dialog.findChildren(QComboBox), *dialog.findChildren(QAbstractSpinBox)]:
        guard_wheel(box)


class NameComboBox(FitComboBox):
    """A choice of the players' names that typing picks in any script: a letter by Qt's
    keyboard search, and text an input method commits (Chinese, Japanese, Vietnamese with
    an IME), which a plain combo box never receives, by the first name that begins with it,
    else the first that holds it (case and accents as typed; letter case ignored)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Qt answers the input method's ImEnabled query from this attribute.
        self.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled, True)

    def inputMethodEvent(self, event: QInputMethodEvent) -> None:
        if event.commitString():
            self.pick(event.commitString())
        event.accept()

    def pick(self, text: str) -> bool:
        """Choose the first name beginning with ``text``, else holding it; False if none."""
        key = text.strip().casefold()
        if not key:
            return False
        names = [self.itemText(i).casefold() for i in range(self.count())]
        for i in [*(i for i, n in enumerate(names) if n.startswith(key)),
                  *(i for i, n in enumerate(names) if key in n)]:
            if self.model().flags(self.model().index(i, 0)) & Qt.ItemFlag.ItemIsEnabled:
                self.setCurrentIndex(i)
                return True
        return False


def _seat_combo(names: Sequence[str], name: str) -> QComboBox:
    box = NameComboBox()
    box.setObjectName(name)
    for s, n in enumerate(names):
        box.addItem(n, s)
    return box


def split_notation(text: str) -> tuple[str, list[str], str]:
    """``"123m456p pong:5s 1f"`` -> (``"123m456p"``, ``["pong:5s"]``, ``"1f"``): the concealed
    tiles, the melds and the bonus tiles; raises TileError."""
    hand, melds, bonus = parse_hand(text)
    return format_tiles(hand), [str(m) for m in melds], format_tiles(bonus)


def join_notation(hand: str, melds: Sequence[str], bonus: str = "") -> str:
    return " ".join(w for w in (hand, *melds, bonus) if w)


class SessionDialog(QDialog):
    """A new session (rules, options, four names, first dealer) or a rename. Each seat's name
    is typed or picked from the club's ``roster`` (the names the scorebook keeps)."""

    def __init__(self, rules: str = "mil", players: Sequence[str] = (), name: str = "",
                 editing: bool = False, note: str = "", roster: Sequence[str] = (),
                 stake: int = 0, cap: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.roster = list(dict.fromkeys(roster))
        self.setObjectName("session_dialog")
        self.setWindowTitle(self.tr("Session") if editing else self.tr("New session"))
        layout = QVBoxLayout(self)
        if note:
            lead = plain.label(note)
            lead.setObjectName("note")
            lead.setWordWrap(True)
            layout.addWidget(lead)
        form = QFormLayout()
        self.name_edit = QLineEdit(name)
        self.name_edit.setObjectName("name")
        self.name_edit.setPlaceholderText(self.tr("e.g. Friday club"))
        form.addRow(self.tr("Name:"), self.name_edit)
        self.profile_box = FitComboBox()
        self.profile_box.setObjectName("profile")
        for pid in SCOREBOOK_IDS:
            self.profile_box.addItem(texts.profile(pid), pid)
        # A club's kept rule sets (issue 32) after the six: a session keeps the whole set in
        # its options, so editing the set later changes no hand recorded.
        self.rule_sets: dict[str, RuleSet] = {}
        if not editing:
            self._add_rule_sets()
        self.profile_box.setCurrentIndex(max(0, self.profile_box.findData(rules)))
        # Editing, the rules may change too: the page asks first, saying what changes
        # (issue 29 item 4), and every hand is settled again under the new rules.
        form.addRow(self.tr("Rule profile:"), self.profile_box)
        # A row for every option key with choices (mahjchina's room, Hong Kong's minimum and
        # limit); the chosen profile's rows show, filled with its own choices. Free numbers
        # (the match length) keep the profile's default.
        self.option_boxes: dict[str, QComboBox] = {}
        self.option_labels: dict[str, QLabel] = {}
        for key in choice_keys(list(PROFILES.values())):
            box = FitComboBox()
            box.setObjectName(f"option_{key}")
            label = plain.label(self.tr("{0}:").format(texts.option(key)))
            form.addRow(label, box)
            self.option_boxes[key] = box
            self.option_labels[key] = label
        # Rank points are counted per game of this many hands (competition, docs/rules.md §2.6).
        self.hands_label = plain.label(self.tr("{0}:").format(texts.option("hands")))
        self.hands_box = QSpinBox()
        self.hands_box.setObjectName("option_hands")
        self.hands_box.setRange(1, 64)
        form.addRow(self.hands_label, self.hands_box)
        self.wind_label = plain.label(self.tr("Prevailing wind:"))
        self.wind_box = FitComboBox()
        self.wind_box.setObjectName("prevailing")
        for w in (1, 2, 3, 4):
            self.wind_box.addItem(texts.wind(w), w)
        form.addRow(self.wind_label, self.wind_box)
        layout.addLayout(form)
        seats = QGroupBox(self.tr("Players, in seat order"))
        grid = QFormLayout(seats)
        self.name_edits: list[QLineEdit] = []
        self.player_boxes: list[QComboBox] = []
        defaults = list(players) or [self.tr("Player {0}").format(i + 1) for i in range(4)]
        for s in range(4):
            box, edit = name_box(self.roster, defaults[s], f"player_box_{s}", f"player_{s}")
            grid.addRow(self.tr("Seat {0}:").format(s + 1), box)  # seats counted from 1
            self.player_boxes.append(box)
            self.name_edits.append(edit)
        self.dealer_box = FitComboBox()
        self.dealer_box.setObjectName("dealer")
        for s in range(4):
            self.dealer_box.addItem(self.tr("Seat {0}").format(s + 1), s)
        grid.addRow(self.tr("First dealer:"), self.dealer_box)
        layout.addWidget(seats)
        # The night's money (store/money.py), in the money unit with two decimals: 0 keeps
        # none; a cap of 0 is no cap. Changed at any time: it changes no hand.
        money = QGroupBox(self.tr("Money"))
        mf = QFormLayout(money)
        self.stake_box = QDoubleSpinBox()
        self.stake_box.setObjectName("stake")
        self.stake_box.setDecimals(2)
        self.stake_box.setRange(0, MAX_STAKE / 100)
        self.stake_box.setSpecialValueText(self.tr("No money"))
        self.stake_box.setValue(stake / 100)
        mf.addRow(self.tr("Stake a point:"), self.stake_box)
        self.cap_box = QDoubleSpinBox()
        self.cap_box.setObjectName("cap")
        self.cap_box.setDecimals(2)
        self.cap_box.setRange(0, MAX_CAP / 100)
        self.cap_box.setSpecialValueText(self.tr("No cap"))
        self.cap_box.setValue((cap or 0) / 100)
        self.cap_box.setToolTip(self.tr("The most a player pays in the night; the winners "
                                        "share what the losers pay"))
        mf.addRow(self.tr("Cap a night:"), self.cap_box)
        self.stake_box.valueChanged.connect(
            lambda v: self.cap_box.setEnabled(v > 0))
        self.cap_box.setEnabled(stake > 0)
        layout.addWidget(money)
        self.names_label = plain.label()
        self.names_label.setObjectName("names_problem")
        self.names_label.setWordWrap(True)
        self.names_label.setStyleSheet("color: #b3261e;")
        layout.addWidget(self.names_label)
        row, self.ok_button = _buttons(self, self.tr("Save") if editing else self.tr("Create"))
        layout.addLayout(row)
        keep_text_whole(self)
        self.profile_box.currentIndexChanged.connect(self._profile_changed)
        for edit in self.name_edits:
            edit.textChanged.connect(lambda *_: self._check_names())
        self._profile_changed()
        self._check_names()

    def _add_rule_sets(self) -> None:
        from mahjong_gui.store import rulesets
        from mahjong_gui.ui.rulesets_dialog import choice_label

        for choice in rulesets.choices():
            if choice.rules.base in SCOREBOOK_IDS:
                self.rule_sets[choice.key] = choice.rules
                self.profile_box.addItem(choice_label(choice), choice.key)

    def _check_names(self) -> None:
        """Four different names: the club's statistics add up each player by name."""
        seen: dict[str, str] = {}
        twice = ""
        for name in self.players():
            key = name.casefold()
            if key in seen:
                twice = name
                break
            seen[key] = name
        self.names_label.setText(self.tr("Two seats have the same name ({0}): give each "
                                         "player a name of their own.").format(twice)
                                 if twice else "")
        self.names_label.setVisible(bool(twice))
        self.ok_button.setEnabled(not twice)

    def _profile_changed(self) -> None:
        profile = profile_of(self.rules())
        for key, box in self.option_boxes.items():
            shown = fill_choices(box, profile, key)
            box.setVisible(shown)
            self.option_labels[key].setVisible(shown)
        winds = has_prevailing_wind(self.rules())
        self.wind_label.setVisible(winds)
        self.wind_box.setVisible(winds)
        per_game = self._counts_games()
        self.hands_label.setVisible(per_game)
        self.hands_box.setVisible(per_game)
        if per_game:
            self.hands_box.setValue(int(profile.options.get("hands", self.hands_box.value())))

    def _counts_games(self) -> bool:
        """Rank points per game, with the hands per game as an option (competition)."""
        profile = profile_of(self.rules())
        return profile.rank_points and "hands" in profile.option_choices

    def rules(self) -> str:
        """The profile id (a rule set's base)."""
        data = str(self.profile_box.currentData())
        chosen = self.rule_sets.get(data)
        return chosen.base if chosen is not None else data

    def options(self) -> dict[str, str]:
        choices = profile_of(self.rules()).option_choices
        out = {k: str(b.currentData()) for k, b in self.option_boxes.items() if choices.get(k)}
        if self._counts_games():
            out["hands"] = str(self.hands_box.value())
        chosen = self.rule_sets.get(str(self.profile_box.currentData()))
        if chosen is not None:
            out.update(chosen.house_options())
        return out

    def prevailing(self) -> int:
        return int(self.wind_box.currentData())

    def players(self) -> list[str]:
        return [e.text().strip() or self.tr("Player {0}").format(i + 1)
                for i, e in enumerate(self.name_edits)]

    def name(self) -> str:
        return self.name_edit.text().strip()

    def dealer(self) -> int:
        return int(self.dealer_box.currentData())

    def money(self) -> tuple[int, int | None]:
        """The stake a point and the cap a night in hundredths (0 and None: none)."""
        stake = round(self.stake_box.value() * 100)
        cap = round(self.cap_box.value() * 100)
        return stake, (cap or None) if stake else None


class SeatsDialog(QDialog):
    """Change seats between games (issue 29 item 4): the four seats with the names sitting
    now, each typed (CJK names too: an input method's text is a line edit's like any) or
    picked from the club's roster (its completer finds a name by any part of it). OK only
    with four different names that differ from the seating now."""

    def __init__(self, players: Sequence[str], roster: Sequence[str] = (),
                 first_hand: int = 1, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seats_dialog")
        self.setWindowTitle(self.tr("Change seats"))
        self.setMinimumWidth(400)  # the explanation on a few lines, not a column of words
        self.current = [p for p in players]
        self.roster = list(dict.fromkeys([*roster, *players]))
        layout = QVBoxLayout(self)
        intro = plain.label(self.tr("From hand {0} on, these players sit in these seats. The "
                                    "hands played keep the names they were played with; "
                                    "each player's standing adds up every seat they "
                                    "held.").format(first_hand))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.name_edits: list[QLineEdit] = []
        for s in range(4):
            box, edit = name_box(self.roster, self.current[s], f"seat_box_{s}", f"seat_{s}")
            form.addRow(self.tr("Seat {0}:").format(s + 1), box)  # seats counted from 1
            self.name_edits.append(edit)
            edit.textChanged.connect(lambda *_: self._check())
        layout.addLayout(form)
        self.problem_label = plain.label()
        self.problem_label.setObjectName("seats_problem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b3261e;")
        layout.addWidget(self.problem_label)
        row, self.ok_button = _buttons(self, self.tr("Change seats"))
        layout.addLayout(row)
        keep_text_whole(self)
        self._check()

    def names(self) -> list[str]:
        return [e.text().strip() for e in self.name_edits]

    def _check(self) -> None:
        names = self.names()
        problem = ""
        if not all(names):
            problem = self.tr("Every seat needs a name.")
        elif any(len(n) > MAX_NAME for n in names):
            problem = self.tr("A name has at most {0} characters.").format(MAX_NAME)
        elif len(set(names)) != 4:
            problem = self.tr("The four seats need four different names.")
        elif names == self.current:
            problem = self.tr("These players already sit in these seats.")
        self.problem_label.setText(problem)
        self.problem_label.setVisible(bool(problem))
        self.ok_button.setEnabled(not problem)


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
        row, self.ok_button = _buttons(self, self.tr("Save") if editing else self.tr("Add"))
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
        self.seat_box = _seat_combo(self.names, "winner")
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
        self.from_box = _seat_combo(self.names, "from")
        how.addWidget(self.from_box, 1, 1, 2, 1, Qt.AlignmentFlag.AlignVCenter)
        form.addRow(self.tr("How:"), how)

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
        events = QGridLayout()
        self.event_boxes: dict[str, QCheckBox] = {}
        names = {"kong-bloom": self.tr("Kong bloom"),
                 "kong-discard": self.tr("Kong discard"),
                 "last-tile": self.tr("Last tile"),
                 "replacement": self.tr("Replacement tile"),
                 "heavenly": self.tr("Heavenly"),
                 "earthly": self.tr("Earthly")}
        for i, e in enumerate(family_of(self.profile).event_ids):
            cb = QCheckBox(names[e])
            cb.setObjectName(f"event_{e}")
            cb.toggled.connect(self.refresh)
            events.addWidget(cb, i // 3, i % 3)
            self.event_boxes[e] = cb
        form.addRow(self.tr("Events:"), events)
        self.void_box.setVisible(self.profile.void_suit)
        if self.profile.honours or self.profile.bonus_tiles:
            self.hand_edit.setPlaceholderText(self.tr("e.g. 123m456m789m123p11z  pong:7z  1f"))

        # Pre-fill: an edited win, a win from the calculator, or a fresh one.
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
        self.seat_box.currentIndexChanged.connect(self._winner_changed)
        for w in (self.from_box, self.void_box):
            w.currentIndexChanged.connect(self.refresh)
        self.how_group.idToggled.connect(lambda *_: self.refresh())
        self.mode_group.buttonToggled.connect(lambda *_: self.refresh())
        self.hand_edit.textEdited.connect(lambda *_: self._hand_typed())

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
        self.seat_box = _seat_combo(self.names, "seat")
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
        self.from_box = _seat_combo(self.names, "from")
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
        self.seat_box = _seat_combo(self.names, "seat")
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


class RosterDialog(QDialog):
    """The club's players, as the scorebook keeps them across sessions: add a name, or forget
    one (a typo; the sessions that name the player keep the name as it was recorded).
    ``add`` and ``forget`` write through the page and return the roster as it is then."""

    def __init__(self, roster: Sequence[str], add: Callable[[str], list[str] | None],
                 forget: Callable[[str], list[str] | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roster_dialog")
        self.setWindowTitle(self.tr("Club players"))
        self._add, self._forget = add, forget
        layout = QVBoxLayout(self)
        lead = plain.label(self.tr("Names kept for the session dialog's seats. Forgetting a name "
                              "changes no session."))
        lead.setWordWrap(True)
        layout.addWidget(lead)
        self.names = QListWidget()
        self.names.setObjectName("roster")
        layout.addWidget(self.names, 1)
        row = QHBoxLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("new_name")
        self.name_edit.setPlaceholderText(self.tr("A new player's name"))
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.setObjectName("add_player")
        self.forget_button = QPushButton(self.tr("Forget"))
        self.forget_button.setObjectName("forget_player")
        row.addWidget(self.name_edit, 1)
        row.addWidget(self.add_button)
        row.addWidget(self.forget_button)
        layout.addLayout(row)
        close = QPushButton(self.tr("Close"))
        close.setObjectName("close")
        close.clicked.connect(self.accept)
        end = QHBoxLayout()
        end.addStretch(1)
        end.addWidget(close)
        layout.addLayout(end)
        self.add_button.clicked.connect(self.add_name)
        self.name_edit.returnPressed.connect(self.add_name)
        self.forget_button.clicked.connect(self.forget_selected)
        self.names.currentItemChanged.connect(lambda *_: self._sync())
        self.name_edit.textChanged.connect(lambda *_: self._sync())
        keep_text_whole(self)
        self.show_roster(roster)

    def show_roster(self, roster: Sequence[str]) -> None:
        self.names.clear()
        self.names.addItems(list(roster))
        self._sync()

    def _sync(self) -> None:
        self.add_button.setEnabled(bool(self.name_edit.text().strip()))
        self.forget_button.setEnabled(self.names.currentItem() is not None)

    def add_name(self) -> None:
        name = self.name_edit.text().strip()
        if not name:
            return
        roster = self._add(name)
        if roster is not None:
            self.name_edit.clear()
            self.show_roster(roster)

    def forget_selected(self) -> None:
        item = self.names.currentItem()
        if item is None:
            return
        roster = self._forget(item.text())
        if roster is not None:
            self.show_roster(roster)
