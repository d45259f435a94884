"""Qt's own file dialog speaks Vietnamese and Indonesian, for which Qt ships no catalogue (issue
30 item 8): every label, button, tooltip, column title and menu entry of the non-native dialog
is our catalogue's word (ui/qt_strings.py lists Qt's strings as Qt 6 looks them up)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QFileDialog, QLabel, QTreeView

from mahjong_gui.ui import i18n
from tests.ui.test_qt_strings import _catalogue


def _words(dialog: QFileDialog) -> dict[str, set[str]]:
    header = next(v for v in dialog.findChildren(QTreeView) if v.objectName() == "treeView")
    model = header.model()
    return {
        "labels": {w.text() for w in dialog.findChildren(QLabel) if w.text()},
        "buttons": {b.text() for b in dialog.findChildren(QAbstractButton) if b.text()},
        "tips": {b.toolTip() for b in dialog.findChildren(QAbstractButton) if b.toolTip()},
        "columns": {model.headerData(c, Qt.Orientation.Horizontal)
                    for c in range(model.columnCount())},
        "actions": {a.text() for a in dialog.findChildren(QAction) if a.text()},
    }


@pytest.mark.parametrize("lang", ["vi", "id"])
@pytest.mark.parametrize("mode", [QFileDialog.AcceptMode.AcceptOpen,
                                  QFileDialog.AcceptMode.AcceptSave], ids=["open", "save"])
def test_the_file_dialog_is_all_in_the_language(lang_app: QApplication, qtbot, tmp_path,
                                                lang: str, mode) -> None:
    i18n.install_translators(lang_app, lang)
    words = _catalogue(lang)
    dialog = QFileDialog(None, "x", str(tmp_path))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setAcceptMode(mode)
    qtbot.addWidget(dialog)
    shown = _words(dialog)

    def ours(context: str, *sources: str) -> set[str]:
        return {words[(context, s)] for s in sources}

    assert shown["labels"] == ours("QFileDialog", "&Look in:", "File &name:", "Files of &type:")
    verb = "&Open" if mode is QFileDialog.AcceptMode.AcceptOpen else "&Save"
    assert shown["buttons"] == ours("QFileDialog", verb) | ours("QPlatformTheme", "Cancel")
    assert shown["tips"] == ours("QFileDialog", "Back", "Forward", "Parent Directory",
                                 "Create New Folder", "List View", "Detail View")
    assert shown["columns"] == ours("QFileSystemModel", "Name", "Size", "Type",
                                    "Date Modified")
    english = {"&Rename", "&Delete", "Show &hidden files", "&New Folder"}
    assert shown["actions"] and not shown["actions"] & english
