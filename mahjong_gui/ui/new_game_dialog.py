"""The new game's dialog: rules and their options, each bot's level, seat names, an optional
seed, the speed (split from ``ui/dialogs.py``, which still exports its names)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine import rules as rule_book
from mahjong_gui.store.saves import MAX_SEAT_TEXT
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.controller import GameSettings
from mahjong_gui.ui.fit import FitComboBox

if TYPE_CHECKING:
    from mahjong_gui.engine.rules import AnyProfile
    from mahjong_gui.store.rulesets import RuleSet

LEVEL_ORDER = ("easy", "normal", "strong", "greedy", "random")


def bot_levels() -> list[str]:
    """The bot levels to offer, strongest-named first where they exist."""
    from mahjong_gui.bots import BOTS  # the bots' modules load when a game is set up

    return [name for name in LEVEL_ORDER if name in BOTS]


def default_level() -> str:
    levels = bot_levels()
    return "normal" if "normal" in levels else levels[0]


# Free-number options shown as spin boxes: (lowest, highest). Hong Kong's ``rounds`` is a
# choice between one wind round and a full game of four (``ROUND_CHOICES``).
NUMBER_RANGES = {"hands": (1, 64), "games": (1, 16)}
ROUND_CHOICES = ("1", "4")


class NewGameDialog(QDialog):
    """Rules and their options, each bot's level, seat names, an optional seed, the speed.

    The options shown are the chosen profile's own (``option_choices``): a combo box for every
    option with choices, a spin box for a free number (hands, games), and Hong Kong's match
    length in wind rounds. Nothing here tests a profile id."""

    def __init__(self, settings: GameSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)
        self._values: dict[str, str] = dict(settings.options)  # what the user chose
        layout.addWidget(self._build_rules())
        layout.addWidget(self._build_players(settings))
        layout.addWidget(self._build_table(settings))
        layout.addLayout(self._build_buttons())

        # A match length chosen as a number of hands (an older setting) fills "hands".
        if settings.hands and "hands" not in self._values:
            self._values["hands"] = str(settings.hands)
        self.profile_box.currentIndexChanged.connect(self._profile_changed)
        self.speed_slider.valueChanged.connect(self._speed_changed)
        self.profile_box.setCurrentIndex(max(0, self.profile_box.findData(
            self._item_for(settings.profile, dict(settings.options)))))
        self._profile_changed()
        self._speed_changed(settings.speed)

    def _build_rules(self) -> QGroupBox:
        """The rule profile (or a club's rule set), the house-rules button, the table's note
        and the options' widgets."""
        rules = QGroupBox(self.tr("Rules"))
        form = QFormLayout(rules)
        self.profile_box = FitComboBox()
        self.profile_box.setObjectName("profile")
        self.rule_sets: dict[str, RuleSet] = {}  # "rules:<file>" -> a club's rule set
        self._fill_profiles()
        self.house_button = QPushButton(self.tr("House rules…"))
        self.house_button.setObjectName("house_rules")
        self.house_button.setToolTip(self.tr("Make, edit, import or export a club's own rule "
                                             "set, built from one of the Sichuan profiles"))
        self.house_button.clicked.connect(self.edit_house_rules)
        profile_row = QHBoxLayout()
        profile_row.addWidget(self.profile_box, 1)
        profile_row.addWidget(self.house_button)
        form.addRow(self.tr("Rule profile:"), profile_row)
        self.family_label = plain.label()
        self.family_label.setObjectName("family_note")
        self.family_label.setWordWrap(True)
        form.addRow(self.family_label)
        self._build_options(form)
        self.length_note = plain.label()
        self.length_note.setObjectName("length_note")
        self.length_note.setWordWrap(True)
        self.length_label = plain.label(self.tr("Match length:"))
        form.addRow(self.length_label, self.length_note)
        self._filling = False
        return rules

    def _build_options(self, form: QFormLayout) -> None:
        """One widget per option key of any profile; only the chosen profile's keys show."""
        self.option_boxes: dict[str, QComboBox] = {}
        self.number_boxes: dict[str, QSpinBox] = {}
        self.option_rows: dict[str, QLabel] = {}
        keys: list[str] = []
        for profile in rule_book.PROFILES.values():
            keys += [k for k in profile.option_choices if k not in keys]
        keys.sort(key=lambda k: k in NUMBER_RANGES)  # choices first, then the numbers
        for key in keys:
            label = plain.label()
            widget: QWidget
            if key in NUMBER_RANGES:
                spin = QSpinBox()
                spin.setRange(*NUMBER_RANGES[key])
                spin.valueChanged.connect(lambda v, k=key: self._remember(k, str(v)))
                self.number_boxes[key] = spin
                widget = spin
            else:
                box = FitComboBox()
                box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
                box.currentIndexChanged.connect(lambda _=0, k=key: self._combo_changed(k))
                self.option_boxes[key] = box
                widget = box
            widget.setObjectName(f"option_{key}")
            label.setText(self._option_label(key))
            form.addRow(label, widget)
            self.option_rows[key] = label

    def _build_players(self, settings: GameSettings) -> QGroupBox:
        """Each seat's name, and each bot's level."""
        players = QGroupBox(self.tr("Players"))
        grid = QFormLayout(players)
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox] = []
        seat_titles = (self.tr("You (first dealer)"), self.tr("On your right"),
                       self.tr("Across from you"), self.tr("On your left"))
        for seat in range(4):
            row = QHBoxLayout()
            edit = QLineEdit(texts.custom_names(settings.names)[seat])
            edit.setMaxLength(MAX_SEAT_TEXT)  # what a saved game keeps
            edit.setPlaceholderText(texts.default_name(seat))  # empty: the default name
            edit.setObjectName(f"name_{seat}")
            row.addWidget(edit, 2)
            self.name_edits.append(edit)
            if seat:
                level_box = FitComboBox()
                level_box.setObjectName(f"level_{seat}")
                for name in bot_levels():
                    level_box.addItem(texts.level(name), name)
                current = settings.bots[seat - 1]
                level_box.setCurrentIndex(max(0, level_box.findData(
                    current if current in bot_levels() else default_level())))
                row.addWidget(level_box, 1)
                self.level_boxes.append(level_box)
            grid.addRow(seat_titles[seat], row)
        return players

    def _build_table(self, settings: GameSettings) -> QGroupBox:
        """The seed and the animation speed."""
        more = QGroupBox(self.tr("Table"))
        form2 = QFormLayout(more)
        self.seed_edit = QLineEdit("" if settings.seed is None else str(settings.seed))
        self.seed_edit.setObjectName("seed")
        self.seed_edit.setPlaceholderText(self.tr("random"))
        form2.addRow(self.tr("Seed (optional):"), self.seed_edit)
        self.speed_slider = QSlider(Qt.Orientation.Horizontal)
        self.speed_slider.setObjectName("speed")
        self.speed_slider.setRange(0, 3)
        self.speed_slider.setValue(settings.speed)
        self.speed_label = plain.label()
        speed_row = QHBoxLayout()
        speed_row.addWidget(self.speed_slider, 1)
        speed_row.addWidget(self.speed_label)
        form2.addRow(self.tr("Animation speed:"), speed_row)
        return more

    def _build_buttons(self) -> QHBoxLayout:
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setObjectName("start")
        self.start_button.setDefault(True)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.start_button)
        self.cancel_button.clicked.connect(self.reject)
        self.start_button.clicked.connect(self.accept)
        return buttons

    # -- options -----------------------------------------------------------------------------

    def _option_label(self, key: str) -> str:
        if key == "rounds":
            return self.tr("Match length:")
        if key == "hands":
            return self.tr("Hands per game:")
        if key == "games":
            return self.tr("Games in the match:")
        return self.tr("{0}:").format(texts.option(key))

    @staticmethod
    def _choice_text(key: str, value: str) -> str:
        return texts.option_value(key, value)

    def _remember(self, key: str, value: str) -> None:
        if not self._filling:
            self._values[key] = value

    def _combo_changed(self, key: str) -> None:
        value = self.option_boxes[key].currentData()
        if value is not None:
            self._remember(key, str(value))

    def current_profile(self) -> AnyProfile:
        data = self.profile_box.currentData()
        if data in self.rule_sets:
            return self.rule_sets[data].profile()
        return rule_book.PROFILES[data]

    # -- a club's rule sets (issue 32) --------------------------------------------------------

    def _fill_profiles(self) -> None:
        """The six profiles, then every rule set the user keeps that the engine honours."""
        from mahjong_gui.store import rulesets
        from mahjong_gui.ui.texts.rules import choice_label

        self.profile_box.clear()
        for pid in rule_book.PROFILES:
            self.profile_box.addItem(texts.profile(pid), pid)
        self.rule_sets.clear()
        for choice in rulesets.choices():
            self.rule_sets[choice.key] = choice.rules
            self.profile_box.addItem(choice_label(choice), choice.key)

    def _item_for(self, profile_id: str, options: dict[str, str]) -> str:
        """The combo's item for a profile and options: the rule set whose house options are
        these, else the profile."""
        from mahjong_gui.engine.rules.base import HOUSE

        house = {k: v for k, v in options.items() if k.startswith(HOUSE)}
        return next((key for key, rules in self.rule_sets.items() if house
                     and rules.base == profile_id and rules.house_options() == house),
                    profile_id)

    def edit_house_rules(self) -> None:
        """The house-rules window; back here, the list is read again (the choice kept)."""
        from mahjong_gui.ui.rulesets_dialog import RuleSetsDialog

        chosen = self.profile_box.currentData()
        RuleSetsDialog(self).exec()
        self.profile_box.blockSignals(True)
        self._fill_profiles()
        self.profile_box.setCurrentIndex(max(0, self.profile_box.findData(chosen)))
        self.profile_box.blockSignals(False)
        self._profile_changed()

    def _profile_changed(self) -> None:
        profile = self.current_profile()
        choices = profile.option_choices
        self._filling = True
        try:
            for key, box in self.option_boxes.items():
                shown = key in choices
                box.setVisible(shown)
                self.option_rows[key].setVisible(shown)
                if not shown:
                    continue
                values = list(choices[key]) or list(ROUND_CHOICES)
                wanted = self._values.get(key, profile.options.get(key, values[0]))
                if wanted not in values:
                    if choices[key]:
                        wanted = profile.options.get(key, values[0])
                    else:
                        values.append(wanted)  # a saved length other than 1 or 4
                box.clear()
                for value in values:
                    box.addItem(self._choice_text(key, value), value)
                box.setCurrentIndex(max(0, box.findData(wanted)))
            for key, spin in self.number_boxes.items():
                shown = key in choices
                spin.setVisible(shown)
                self.option_rows[key].setVisible(shown)
                if shown:
                    wanted = self._values.get(key, profile.options.get(key, "1"))
                    spin.setValue(int(wanted) if wanted.isdigit() else spin.minimum())
        finally:
            self._filling = False
        # A profile without a length option plays its fixed match (Mahjong Soul: 4 hands,
        # ended at once by a score below zero).
        fixed = not any(k in choices for k in (*NUMBER_RANGES, "rounds"))
        self.length_label.setVisible(fixed)
        self.length_note.setVisible(fixed)
        if fixed:
            hands = profile.hands_per_game * profile.games
            note = self.tr("{0} hands").format(texts.number(hands))
            if profile.ends_below_zero:
                note = self.tr("{0}; a score below zero ends the match at once.").format(note)
            self.length_note.setText(note)
        self.family_label.setText(self._table_note(profile))

    def _table_note(self, profile: AnyProfile) -> str:
        """How the profile's table plays, in a line built from its capability fields."""
        tiles = self.tr("{0} tiles").format(texts.number(profile.tile_count))
        if profile.honours and profile.bonus_tiles:
            tiles = self.tr("{0} with winds, dragons, flowers and seasons").format(tiles)
        elif not profile.honours:
            tiles = self.tr("{0} in three suits").format(tiles)
        parts = [tiles]
        if profile.exchange_three:
            parts.append(self.tr("pass three"))
        if profile.void_suit:
            parts.append(self.tr("choose a void suit"))
        parts.append(self.tr("chow, pong and kong") if profile.chow else
                     self.tr("pong and kong, no chow"))
        parts.append(self.tr("winners leave and play goes on") if profile.bloody else
                     self.tr("one winner ends the hand"))
        #: between the parts of the table's description ("108 tiles in three suits; pass
        #: three; ..."): the language's own semicolon (full-width ； in Chinese and Japanese)
        separator = self.tr("; ")
        return self.tr("{0}.").format(separator.join(parts))

    def _speed_changed(self, value: int) -> None:
        names = (self.tr("off"), self.tr("slow"), self.tr("normal"), self.tr("fast"))
        self.speed_label.setText(names[max(0, min(3, value))])

    def options(self) -> tuple[tuple[str, str], ...]:
        """The chosen profile's options as shown (every key of its ``option_choices``), and a
        club's rule set's house options after them."""
        out = []
        for key in self.current_profile().option_choices:
            if key in self.option_boxes:
                out.append((key, str(self.option_boxes[key].currentData())))
            elif key in self.number_boxes:
                out.append((key, str(self.number_boxes[key].value())))
        rules = self.rule_sets.get(self.profile_box.currentData())
        if rules is not None:
            out += list(rules.house_options().items())
        return tuple(out)

    def settings(self) -> GameSettings:
        pid = self.current_profile().id  # a rule set plays on its base profile's id
        seed_text = self.seed_edit.text().strip()
        seed = int(seed_text) if seed_text.isdigit() else None
        names = tuple(e.text().strip() or e.placeholderText() for e in self.name_edits)
        # The match length travels in the options (saved games keep them); hands=None lets
        # the match run by the profile's hands or, in Hong Kong, by wind rounds.
        return GameSettings(
            profile=pid, options=self.options(),
            bots=tuple(b.currentData() for b in self.level_boxes),
            names=names,  # type: ignore[arg-type]
            seed=seed, speed=self.speed_slider.value(), hands=None)
