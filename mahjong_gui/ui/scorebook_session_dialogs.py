"""The Scorebook's dialogs around a session (split from ``ui/scorebook_dialogs.py``, which
still exports their names): a new session or its settings, a change of seats, the club's
players."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.store.money import MAX_CAP, MAX_STAKE
from mahjong_gui.store.scorebook import MAX_NAME, has_prevailing_wind
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.fit import FitComboBox
from mahjong_gui.ui.scorebook_fields import (
    SCOREBOOK_IDS,
    choice_keys,
    dialog_buttons,
    fill_choices,
    keep_text_whole,
    name_box,
    profile_of,
)

if TYPE_CHECKING:  # the rule sets load when a rules box is filled
    from mahjong_gui.store.rulesets import RuleSet


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
        layout.addLayout(self._build_rules(rules, name, editing))
        layout.addWidget(self._build_seats(players))
        layout.addWidget(self._build_money(stake, cap))
        self.names_label = plain.label()
        self.names_label.setObjectName("names_problem")
        self.names_label.setWordWrap(True)
        self.names_label.setStyleSheet("color: #b3261e;")
        layout.addWidget(self.names_label)
        row, self.ok_button = dialog_buttons(self, self.tr("Save") if editing
                                             else self.tr("Create"))
        layout.addLayout(row)
        keep_text_whole(self)
        self.profile_box.currentIndexChanged.connect(self._profile_changed)
        for edit in self.name_edits:
            edit.textChanged.connect(lambda *_: self._check_names())
        self._profile_changed()
        self._check_names()

    def _build_rules(self, rules: str, name: str, editing: bool) -> QFormLayout:
        """The session's name, its rule profile (or a club's rule set), a row for each option
        with choices, the hands per game and the prevailing wind."""
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
        self._build_options(form)
        self.wind_label = plain.label(self.tr("Prevailing wind:"))
        self.wind_box = FitComboBox()
        self.wind_box.setObjectName("prevailing")
        for w in (1, 2, 3, 4):
            self.wind_box.addItem(texts.wind(w), w)
        form.addRow(self.wind_label, self.wind_box)
        return form

    def _build_options(self, form: QFormLayout) -> None:
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

    def _build_seats(self, players: Sequence[str]) -> QGroupBox:
        """Each seat's player, typed or picked from the roster, and the first dealer."""
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
        return seats

    def _build_money(self, stake: int, cap: int | None) -> QGroupBox:
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
        return money

    def _add_rule_sets(self) -> None:
        from mahjong_gui.store import rulesets
        from mahjong_gui.ui.texts.rules import choice_label

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
        row, self.ok_button = dialog_buttons(self, self.tr("Change seats"))
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
