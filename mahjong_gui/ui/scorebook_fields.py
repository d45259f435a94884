"""What the Scorebook's dialogs share (split from ``ui/scorebook_dialogs.py``, which still
exports every name): the profiles a session may use and their option choices, the file dialog,
a player's name box, the seat choice that typing picks in any script, the dialogs' buttons, the
hand's notation and the errors of a win typed by its hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QCompleter,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from mahjong_gui.engine.melds import parse_hand
from mahjong_gui.engine.rules import PROFILES, AnyProfile, get_profile
from mahjong_gui.engine.tiles import format as format_tiles
from mahjong_gui.ui import texts
from mahjong_gui.ui.fit import FitComboBox, guard_wheel
from mahjong_gui.ui.scorebook_state import Trial

SCOREBOOK_IDS: tuple[str, ...] = tuple(PROFILES)


def profile_of(rules: str) -> AnyProfile:
    """The Sichuan or Hong Kong profile ``rules`` with its default options."""
    return get_profile(rules)


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


def dialog_buttons(dialog: QDialog, ok_text: str) -> tuple[QHBoxLayout, QPushButton]:
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


def seat_combo(names: Sequence[str], name: str) -> QComboBox:
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
