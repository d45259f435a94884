"""Qt's own words (standard buttons, the file dialog, undo) speak every interface language, also
Vietnamese and Indonesian, for which Qt ships no catalogue (ui/qt_strings.py)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QLabel, QLineEdit

from mahjong_gui.paths import translations_dir
from mahjong_gui.ui import i18n, qt_strings
from mahjong_gui.ui.qt_strings import QT_STRINGS

LANGS = ("vi", "zh_Hans", "zh_Hant", "ja", "id")

# What "Cancel" must read, from the catalogue itself, so that a lookup that silently falls back
# to English fails.


def _catalogue(lang: str) -> dict[tuple[str, str], str]:
    root = ET.parse(translations_dir() / f"mahjong_gui_{lang}.ts").getroot()
    out = {}
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is not None and tr.text:
                out[(name, msg.findtext("source") or "")] = tr.text
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_standard_buttons_are_translated(lang_app: QApplication, lang: str) -> None:
    i18n.install_translators(lang_app, lang)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel
                           | QDialogButtonBox.StandardButton.Save
                           | QDialogButtonBox.StandardButton.Yes)
    texts = {b.text() for b in box.buttons()}
    assert not texts & {"Cancel", "Save", "&Yes"}, texts
    if lang in ("vi", "id"):  # ours, not Qt's: it must be the catalogue's word
        want = _catalogue(lang)[("QPlatformTheme", "Cancel")]
        assert want in texts


@pytest.mark.parametrize("lang", ("vi", "id"))
def test_file_dialog_speaks_the_language(lang_app: QApplication, lang: str) -> None:
    i18n.install_translators(lang_app, lang)
    dialog = QFileDialog(None, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    labels = {w.text() for w in dialog.findChildren(QLabel)}
    buttons = {b.text() for b in dialog.findChildren(QDialogButtonBox)[0].buttons()}
    assert "File &name:" not in labels and "Files of type:" not in labels
    assert not buttons & {"&Save", "Cancel", "Save"}, buttons
    assert QCoreApplication.translate(
        "QFileDialog", "%1 already exists.\nDo you want to replace it?") != \
        "%1 already exists.\nDo you want to replace it?"
    dialog.deleteLater()


def test_text_field_menu_is_translated(lang_app: QApplication) -> None:
    i18n.install_translators(lang_app, "id")
    field = QLineEdit()
    menu = field.createStandardContextMenu()
    words = {re.sub(r"\t.*", "", a.text()) for a in menu.actions() if a.text()}
    assert "&Copy" not in words and "&Paste" not in words and "Select All" not in words


def test_every_listed_string_is_translated_in_every_language() -> None:
    for lang in LANGS:
        catalogue = _catalogue(lang)
        # QT_STRINGS keeps only the sources; the contexts come from the module's own text.
        src = Path(qt_strings.__file__).read_text(encoding="utf-8")
        contexts = [(ctx, json.loads(source)) for ctx, source in
                    re.findall(r'QT_TRANSLATE_NOOP\("(\w+)", (".*?")\),\n', src)]
        assert len(contexts) == len(QT_STRINGS)
        missing = [k for k in contexts if k not in catalogue]
        assert not missing, (lang, missing[:5])


def test_native_dialogs_only_when_the_system_speaks_our_language(lang_app: QApplication) -> None:
    other = "vi" if i18n.system_language() != "vi" else "id"
    i18n.install_translators(lang_app, other)
    assert lang_app.testAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
    i18n.install_translators(lang_app, i18n.system_language())
    assert not lang_app.testAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
