"""Game → House rules: the club's own rule sets (issue 32). Each starts from a Sichuan profile;
the form shows every field the engine can honour with its bounds, the pattern rows with their
values, and what the set changes against the profile it came from. Kept in the user's
``rulesets/`` folder, exported and imported as ``.mjrules`` files (store/rulesets.py)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine.rules import PROFILES, AnyProfile, get_profile
from mahjong_gui.engine.rules.base import HouseField
from mahjong_gui.store import rulesets
from mahjong_gui.store.rulesets import RuleSet, RuleSetError
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.fit import FitComboBox
from mahjong_gui.ui.texts.rules import FIELD_WORDS, choice_words, field_words

# A house switch the base already offers as a room option is not shown twice (mahjchina).
_ROOM_TWIN = {"refund_by_all_in": "refund_by", "refund_to_all_payers": "refund_to",
              "pig_pays_all_others": "pig_pays"}


def all_options() -> dict[str, tuple[str, ...]]:
    """Every room option any profile offers, with its choices (empty: a whole number)."""
    out: dict[str, tuple[str, ...]] = {}
    for p in PROFILES.values():
        for key, choices in p.option_choices.items():
            out.setdefault(key, tuple(choices))
    return out


def option_words(key: str, value: str) -> str:
    """A room option's value in words (``texts.option_value``)."""
    return texts.option_value(key, value)


def all_fields() -> dict[str, HouseField]:
    """Every field any profile lets a club change, by name (a widget each; the chosen base's
    are shown)."""
    out: dict[str, HouseField] = {}
    for p in PROFILES.values():
        for f in p.house_fields():
            out.setdefault(f.name, f)
    return out


class RuleSetsDialog(QDialog):
    """The list of kept rule sets on the left, the chosen one's form on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesets_dialog")
        self.resize(900, 600)
        layout = QHBoxLayout(self)
        layout.addLayout(self._build_list(), 0)
        right = QVBoxLayout()
        right.addWidget(self._build_form())
        self._build_tables(right)
        self.summary = plain.label()
        self.summary.setObjectName("changes")
        self.summary.setWordWrap(True)
        right.addWidget(self.summary)
        right.addLayout(self._build_buttons())
        holder = QWidget()
        holder.setLayout(right)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        layout.addWidget(scroll, 1)

        self.path: Path | None = None  # the file of the rule set in the form
        self._filling = False
        self.row_spins: dict[str, QSpinBox] = {}
        self.row_checks: dict[str, QTableWidgetItem] = {}
        self._connect()
        self.retranslate()
        self.reload()

    def _build_list(self) -> QVBoxLayout:
        """The kept rule sets, New, Delete, Import and Export."""
        left = QVBoxLayout()
        self.list = QListWidget()
        self.list.setObjectName("rulesets")
        self.list.setMaximumWidth(230)  # the form beside it takes the room (long words in id)
        left.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.new_button = QPushButton()
        self.delete_button = QPushButton()
        row.addWidget(self.new_button)
        row.addWidget(self.delete_button)
        left.addLayout(row)
        row2 = QHBoxLayout()
        self.import_button = QPushButton()
        self.export_button = QPushButton()
        row2.addWidget(self.import_button)
        row2.addWidget(self.export_button)
        left.addLayout(row2)
        return left

    def _build_form(self) -> QGroupBox:
        """The set's name, its base profile, the base's room options and every field."""
        self.form_box = QGroupBox()
        form = QFormLayout(self.form_box)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # a long word: field below
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(rulesets.MAX_NAME)
        self.name_label = plain.label()
        form.addRow(self.name_label, self.name_edit)
        self.base_box = FitComboBox()
        self.base_box.setObjectName("base")
        for pid in PROFILES:
            self.base_box.addItem(texts.profile(pid), pid)
        self.base_label = plain.label()
        form.addRow(self.base_label, self.base_box)
        self._build_options(form)
        self._build_fields(form)
        return self.form_box

    def _build_options(self, form: QFormLayout) -> None:
        # The base's room options (a Hong Kong minimum and limit, a match's length, mahjchina's
        # options): a choice each, or a whole number.
        self.option_widgets: dict[str, FitComboBox | QSpinBox] = {}
        self.option_labels: dict[str, QLabel] = {}
        for key, choices in all_options().items():
            widget: FitComboBox | QSpinBox
            if choices:
                widget = FitComboBox()
                for value in choices:
                    widget.addItem(option_words(key, value), value)
                widget.currentIndexChanged.connect(self._changed)
            else:
                widget = QSpinBox()
                widget.setRange(1, 16 if key == "rounds" else 99)
                widget.valueChanged.connect(self._changed)
            widget.setObjectName(f"option_{key}")
            label = plain.label()
            self.option_widgets[key] = widget
            self.option_labels[key] = label
            form.addRow(label, widget)

    def _build_fields(self, form: QFormLayout) -> None:
        """A rule set's own fields: a choice, a switch or a number each."""
        self.number_boxes: dict[str, QSpinBox] = {}
        self.switch_boxes: dict[str, QCheckBox] = {}
        self.field_labels: dict[str, QLabel] = {}
        self.choice_boxes: dict[str, FitComboBox] = {}
        self.form = form
        for name, spec in all_fields().items():
            if spec.kind == "choice":
                combo = FitComboBox()
                combo.setObjectName(f"field_{name}")
                for value in spec.choices:
                    combo.addItem(choice_words(value), value)
                label = plain.label()
                self.choice_boxes[name] = combo
                self.field_labels[name] = label
                form.addRow(label, combo)
                combo.currentIndexChanged.connect(
                    self._settlement_changed if name == "settlement" else self._changed)
            elif spec.kind == "switch":
                check = QCheckBox()
                check.setObjectName(f"field_{name}")
                self.switch_boxes[name] = check
                form.addRow(check)
                check.toggled.connect(self._changed)
            else:
                spin = QSpinBox()
                spin.setObjectName(f"field_{name}")
                label = plain.label()
                self.number_boxes[name] = spin
                self.field_labels[name] = label
                form.addRow(label, spin)
                spin.valueChanged.connect(self._changed)

    def _build_tables(self, right: QVBoxLayout) -> None:
        """The scoring table's rows, and Hong Kong's base points by faan."""
        self.rows = QTableWidget(0, 3)
        self.rows.setObjectName("rows")
        self.rows.verticalHeader().hide()
        header = self.rows.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Fixed)
        self.rows.setMinimumHeight(self.fontMetrics().lineSpacing() * 14)
        # Rows as tall as a spin box, set before any is placed in a cell.
        self.rows.verticalHeader().setDefaultSectionSize(max(
            self.rows.verticalHeader().defaultSectionSize(), QSpinBox().sizeHint().height() + 2))
        right.addWidget(self.rows, 1)
        # Hong Kong: the base points by faan of the settlement chosen (P or Q).
        self.points = QTableWidget(0, 2)
        self.points.setObjectName("points")
        self.points.verticalHeader().hide()
        self.points.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.points.verticalHeader().setDefaultSectionSize(
            self.rows.verticalHeader().defaultSectionSize())
        self.points.setMinimumHeight(self.fontMetrics().lineSpacing() * 10)
        self.point_spins: list[QSpinBox] = []
        right.addWidget(self.points, 1)

    def _build_buttons(self) -> QHBoxLayout:
        buttons = QHBoxLayout()
        self.explain_button = QPushButton()  # the differences, each on a hand (Learn)
        self.explain_button.setObjectName("explain")
        buttons.addWidget(self.explain_button)
        buttons.addStretch(1)
        self.save_button = QPushButton()
        self.close_button = QPushButton()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.close_button)
        return buttons

    def _connect(self) -> None:
        self.rows.itemChanged.connect(self._changed)
        self.list.currentRowChanged.connect(self._picked)
        self.base_box.currentIndexChanged.connect(self._base_changed)
        self.new_button.clicked.connect(self.new_set)
        self.delete_button.clicked.connect(self.delete_set)
        self.import_button.clicked.connect(self._import)
        self.export_button.clicked.connect(self._export)
        self.save_button.clicked.connect(self.save_set)
        self.explain_button.clicked.connect(self.explain)
        self.close_button.clicked.connect(self.accept)

    # -- the list ----------------------------------------------------------------------------

    def reload(self, select: Path | None = None) -> None:
        self.list.clear()
        self.kept = rulesets.kept()
        for path, found in self.kept:
            if isinstance(found, RuleSet):
                item = QListWidgetItem(found.name)
            else:  # a damaged file is listed with its error, never dropped
                item = QListWidgetItem(self.tr("{0} (cannot be read: {1})").format(
                    path.name, found.message))
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            self.list.addItem(item)
        rows = [i for i, (p, _) in enumerate(self.kept) if select is not None and p == select]
        valid = [i for i, (_, f) in enumerate(self.kept) if isinstance(f, RuleSet)]
        if rows or valid:
            self.list.setCurrentRow((rows or valid)[0])
        else:
            self.new_set()

    def _picked(self, row: int) -> None:
        if not 0 <= row < len(self.kept):
            return
        path, found = self.kept[row]
        if isinstance(found, RuleSet):
            self.path = path
            self._fill(found)

    def new_set(self) -> None:
        self.path = None
        self.list.clearSelection()
        self._fill(RuleSet(self.tr("Our house rules"), next(iter(PROFILES))))

    # -- the form ----------------------------------------------------------------------------

    def _base_changed(self) -> None:
        """Another base: the form starts again from its values (the name kept)."""
        if not self._filling:
            self._fill(RuleSet(self.name_edit.text().strip() or self.tr("Our house rules"),
                               self.base().id))

    def base(self) -> AnyProfile:
        return PROFILES[self.base_box.currentData() or next(iter(PROFILES))]

    def _fill(self, rules: RuleSet) -> None:
        """Show ``rules``: every field of its base at its value (the base's where it changes
        nothing), the base's rows, and its table of base points if it has one."""
        self._filling = True
        try:
            self.name_edit.setText(rules.name)
            self.base_box.setCurrentIndex(max(0, self.base_box.findData(rules.base)))
            base = self.base()
            fields = {f.name: f for f in base.house_fields()}
            for key, widget in self.option_widgets.items():
                shown = key in base.option_choices
                widget.setVisible(shown)
                self.option_labels[key].setVisible(shown)
                if not shown:
                    continue
                value = str(rules.options.get(key, base.options.get(key, "1")))
                if isinstance(widget, QSpinBox):
                    widget.setValue(int(value) if value.isdigit() else 1)
                else:
                    widget.setCurrentIndex(max(0, widget.findData(value)))
            for name in _ROOM_TWIN:  # shown once, as the room option
                if _ROOM_TWIN[name] in base.option_choices:
                    fields.pop(name, None)
            for name, spin in self.number_boxes.items():
                self._show_field(name, spin, name in fields)
                if name in fields:
                    spin.setRange(fields[name].low, fields[name].high)
                    spin.setValue(int(rules.changes.get(name, fields[name].value)))
            for name, check in self.switch_boxes.items():
                self._show_field(name, check, name in fields)
                if name in fields:
                    check.setChecked(bool(rules.changes.get(name, fields[name].value)))
            for name, combo in self.choice_boxes.items():
                self._show_field(name, combo, name in fields)
                if name in fields:
                    combo.setCurrentIndex(max(0, combo.findData(
                        rules.changes.get(name, fields[name].value))))
            self._fill_rows(base, rules)
            self._fill_points(rules)
        finally:
            self._filling = False
        self._size_columns()
        self._changed()

    def _show_field(self, name: str, widget: QWidget, shown: bool) -> None:
        widget.setVisible(shown)
        label = self.field_labels.get(name)
        if label is not None:
            label.setVisible(shown)

    def _fill_rows(self, base: AnyProfile, rules: RuleSet) -> None:
        for spin in self.row_spins.values():  # the old cells' widgets go at once
            spin.hide()
            spin.deleteLater()
        rows = base.house_rows()
        self.rows.setRowCount(0)
        self.rows.setRowCount(len(rows))
        self.row_spins.clear()
        self.row_checks.clear()
        for r, row in enumerate(rows):
            name_item = QTableWidgetItem(texts.pattern(row.id))
            name_item.setFlags(name_item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.rows.setItem(r, 0, name_item)
            given = rules.rows.get(row.id)
            counts = QTableWidgetItem()
            flags = Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled
            if row.kind == "fixed":
                flags = Qt.ItemFlag.ItemIsUserCheckable  # the plain win always counts
            counts.setFlags(flags)
            counts.setCheckState(Qt.CheckState.Unchecked if given == "off"
                                 else Qt.CheckState.Checked)
            self.row_checks[row.id] = counts
            self.rows.setItem(r, 1, counts)
            if row.kind in ("number", "fixed"):
                spin = QSpinBox()
                spin.setRange(0, row.high)
                spin.setValue(given if isinstance(given, int) else row.value)
                spin.valueChanged.connect(self._changed)
                self.row_spins[row.id] = spin
                self.rows.setCellWidget(r, 2, spin)
            else:
                word = self.tr("doubles") if row.kind == "double" else self.tr("limit")
                item = QTableWidgetItem(word)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.rows.setItem(r, 2, item)

    def _points_base(self) -> tuple[int, ...] | None:
        """The table of base points the chosen settlement starts from (None: the base has
        none)."""
        base = self.base()
        if base.house_points() is None:
            return None
        combo = self.choice_boxes.get("settlement")
        if combo is None or "settlement" not in {f.name for f in base.house_fields()}:
            return base.house_points()
        chosen = get_profile(base.id, {**base.options,
                                       "house.settlement": str(combo.currentData())})
        return chosen.house_points()

    def _fill_points(self, rules: RuleSet) -> None:
        for spin in self.point_spins:
            spin.hide()
            spin.deleteLater()
        self.point_spins = []
        table = self._points_base()
        self.points.setVisible(table is not None)
        self.points.setRowCount(0)
        if table is None:
            return
        self.points.setRowCount(len(table))
        for faan, amount in enumerate(table):
            item = QTableWidgetItem(texts.number(faan))
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.points.setItem(faan, 0, item)
            spin = QSpinBox()
            spin.setRange(1, 1_000_000)
            spin.setValue(int(rules.points.get(faan, amount)))
            spin.valueChanged.connect(self._changed)
            self.point_spins.append(spin)
            self.points.setCellWidget(faan, 1, spin)

    def _settlement_changed(self) -> None:
        """Another settlement: its own table of base points (P or Q) is shown."""
        if not self._filling:
            self._filling = True
            try:
                self._fill_points(RuleSet("", self.base().id))
            finally:
                self._filling = False
            self._changed()

    def _size_columns(self) -> None:
        """The check and value columns as wide as their widgets and titles need."""
        header = self.rows.horizontalHeader()
        fm = header.fontMetrics()
        pad = 2 * header.style().pixelMetric(header.style().PixelMetric.PM_HeaderMargin) + 8
        for column in (1, 2):
            item = self.rows.horizontalHeaderItem(column)
            title = fm.horizontalAdvance(item.text()) if item is not None else 0
            cells = [w.sizeHint().width() for r in range(self.rows.rowCount())
                     if (w := self.rows.cellWidget(r, column)) is not None]
            indicator = header.style().pixelMetric(
                header.style().PixelMetric.PM_IndicatorWidth) + pad
            texts_ = [fm.horizontalAdvance(i.text()) + pad + (indicator if column == 1 else 0)
                      for r in range(self.rows.rowCount())
                      if (i := self.rows.item(r, column)) is not None]
            self.rows.setColumnWidth(column, max([title + pad, *cells, *texts_]) + 6)

    def form_rules(self) -> RuleSet:
        """The rule set the form shows: only what differs from the base is written."""
        base = self.base()
        fields = {f.name: f for f in base.house_fields()}
        changes: dict[str, int | bool | str] = {}
        for name, combo in self.choice_boxes.items():
            if name in fields and combo.currentData() != fields[name].value:
                changes[name] = str(combo.currentData())
        for name, spin in self.number_boxes.items():
            if name in fields and spin.value() != fields[name].value:
                changes[name] = spin.value()
        for name, check in self.switch_boxes.items():
            if name in fields and check.isChecked() != fields[name].value:
                changes[name] = check.isChecked()
        rows: dict[str, int | str] = {}
        for row in base.house_rows():
            counts = self.row_checks.get(row.id)
            if counts is not None and counts.checkState() != Qt.CheckState.Checked:
                rows[row.id] = "off"
            elif row.id in self.row_spins and self.row_spins[row.id].value() != row.value:
                rows[row.id] = self.row_spins[row.id].value()
        points: dict[int, int] = {}
        start = self._points_base()
        if start is not None:
            points = {faan: spin.value() for faan, spin in enumerate(self.point_spins)
                      if faan < len(start) and spin.value() != start[faan]}
        name = self.name_edit.text().strip() or self.tr("Our house rules")
        options = dict(base.options)
        for key in base.option_choices:
            widget = self.option_widgets.get(key)
            if isinstance(widget, QSpinBox):
                options[key] = str(widget.value())
            elif widget is not None and widget.currentData() is not None:
                options[key] = str(widget.currentData())
        return RuleSet(name, base.id, options, changes, rows, points)

    def _word(self, value: int | bool | str) -> str:
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        if isinstance(value, str):
            return choice_words(value)
        return texts.number(value)

    def changes_text(self, rules: RuleSet) -> str:
        """What the set changes against its base, in words."""
        base = self.base()
        fields = {f.name: f for f in base.house_fields()}
        was_rows = {r.id: r.value for r in base.house_rows()}
        parts = []
        for key, room in rules.options.items():
            was = base.options.get(key)
            if was is not None and room != was:
                parts.append(self.tr("{0}: {1} (was {2})").format(
                    texts.option(key), option_words(key, room), option_words(key, str(was))))
        for name, value in rules.changes.items():
            if name in fields:
                parts.append(self.tr("{0}: {1} (was {2})").format(
                    field_words(name), self._word(value), self._word(fields[name].value)))
        for pid, row in rules.rows.items():
            shown = self.tr("does not count") if row == "off" else texts.number(int(row))
            parts.append(self.tr("{0}: {1} (was {2})").format(
                texts.pattern(pid), shown, texts.number(was_rows.get(pid, 0))))
        start = self._points_base() or ()
        for faan, amount in sorted(rules.points.items()):
            parts.append(self.tr("{0} faan: {1} points (was {2})").format(
                texts.number(faan), texts.number(amount),
                texts.number(start[faan] if faan < len(start) else 0)))
        if not parts:
            return self.tr("No change: these are the rules of {0}.").format(
                texts.profile(base.id))
        return self.tr("Against {0}: {1}").format(texts.profile(base.id), texts.join(parts))

    def explain(self) -> QDialog | None:
        """Open the comparison of the rules in the form (saved or not) with their base: every
        difference shown on a hand the engine settles both ways."""
        from mahjong_gui.ui.rules_compare import open_for

        try:
            rules = self.form_rules()
            rules.profile()
        except RuleSetError as err:
            self._refuse(self.tr("These rules cannot be explained"), err)
            return None
        dialog = open_for(self, rules.base, rules.all_options(), rules.name)
        if dialog is not None:
            dialog.show()
        return dialog

    def _changed(self, *_: object) -> None:
        if not self._filling:
            self.summary.setText(self.changes_text(self.form_rules()))

    # -- files -------------------------------------------------------------------------------

    def _refuse(self, title: str, err: RuleSetError | OSError) -> None:
        """One message: a rule set's fault in words, with the field at fault named."""
        if isinstance(err, RuleSetError):
            message = texts.error(err.code)
            field = err.field
            if field in FIELD_WORDS:
                message = self.tr("{0}: {1}").format(field_words(field), message)
            elif field.startswith("rows."):
                message = self.tr("{0}: {1}").format(texts.pattern(field[5:]), message)
        else:
            message = str(err)
        box = plain.message_box(QMessageBox.Icon.Warning, title, message, self)
        box.addButton(self.tr("OK"), QMessageBox.ButtonRole.AcceptRole)
        box.exec()

    def save_set(self) -> Path | None:
        """Write the form's rule set to its file (a new one to a new file); what the engine
        cannot honour is one message and nothing is written."""
        rules = self.form_rules()
        try:
            rules = rulesets.from_json(rules.to_json())  # every check a file gets (the name)
            target = self.path if self.path is not None else rulesets.free_path(rules.name)
            rulesets.save(target, rules)
        except (RuleSetError, OSError) as err:
            self._refuse(self.tr("The rule set was not saved"), err)
            return None
        self.reload(select=target)
        return target

    def delete_set(self) -> None:
        if self.path is None:
            return
        try:
            self.path.unlink()
        except OSError as err:
            self._refuse(self.tr("The rule set was not deleted"), err)
            return
        self.path = None
        self.reload()

    def import_file(self, path: str) -> Path | None:
        """Copy a ``.mjrules`` file into the user's folder; a bad file is one message and
        nothing changes."""
        try:
            rules = rulesets.load(path)
            target = rulesets.free_path(rules.name)
            rulesets.save(target, rules)
        except (RuleSetError, OSError) as err:
            self._refuse(self.tr("The rule set was not imported"), err)
            return None
        self.reload(select=target)
        return target

    def export_file(self, path: str) -> bool:
        try:
            rulesets.save(path, self.form_rules())
        except OSError as err:
            self._refuse(self.tr("The rule set was not exported"), err)
            return False
        return True

    def _import(self) -> None:
        from mahjong_gui.ui.scorebook_dialogs import file_dialog

        dialog = file_dialog(self, self.tr("Import a rule set"), str(Path.home()),
                             [self.tr("Rule set (*.mjrules)")], save=False)
        if dialog.exec() and dialog.selectedFiles():
            self.import_file(dialog.selectedFiles()[0])

    def _export(self) -> None:
        from mahjong_gui.ui.scorebook_dialogs import file_dialog

        start = str(Path.home() / rulesets.file_name(self.form_rules().name))
        dialog = file_dialog(self, self.tr("Export the rule set"), start,
                             [self.tr("Rule set (*.mjrules)")], save=True)
        if dialog.exec() and dialog.selectedFiles():
            path = dialog.selectedFiles()[0]
            if not path.endswith(rulesets.SUFFIX):
                path += rulesets.SUFFIX
            self.export_file(path)

    # -- words -------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("House rules"))
        self.new_button.setText(self.tr("New"))
        self.delete_button.setText(self.tr("Delete"))
        self.import_button.setText(self.tr("Import…"))
        self.export_button.setText(self.tr("Export…"))
        self.save_button.setText(self.tr("Save"))
        self.explain_button.setText(self.tr("Explain with hands…"))
        self.close_button.setText(self.tr("Close"))
        self.form_box.setTitle(self.tr("The rule set"))
        self.name_label.setText(self.tr("Name:"))
        self.base_label.setText(self.tr("Starts from:"))
        for key, label in self.option_labels.items():
            words = self.tr("Events and the cap") if key == "cap" else texts.option(key)
            label.setText(self.tr("{0}:").format(words))  # ("cap" beside the cap field)
            widget = self.option_widgets[key]
            if isinstance(widget, FitComboBox):
                for i in range(widget.count()):
                    widget.setItemText(i, option_words(key, str(widget.itemData(i))))
        for name, label in self.field_labels.items():
            label.setText(self.tr("{0}:").format(field_words(name)))
        for name, check in self.switch_boxes.items():
            check.setText(field_words(name))
        for combo in self.choice_boxes.values():
            for i in range(combo.count()):
                combo.setItemText(i, choice_words(combo.itemData(i)))
        self.rows.setHorizontalHeaderLabels([self.tr("Pattern"), self.tr("Counts"),
                                             self.tr("Value")])
        self.points.setHorizontalHeaderLabels([self.tr("Faan"), self.tr("Base points")])
        self._size_columns()
        for i in range(self.base_box.count()):
            self.base_box.setItemText(i, texts.profile(self.base_box.itemData(i)))
        self._changed()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
