"""The scorebook's change history in words: each kind of change the file records
(``store.scorebook.history.KINDS``) and each entry-level label (``LABELS``). Translated in the
context ``HistoryView`` (the history panel's, where they have always been)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

CONTEXT = "HistoryView"

# What an entry's change did (the label it was recorded with).
HISTORY_LABELS = {
    "add": QT_TRANSLATE_NOOP("HistoryView", "Entry added"),
    "edit": QT_TRANSLATE_NOOP("HistoryView", "Entry changed"),
    "delete": QT_TRANSLATE_NOOP("HistoryView", "Entry deleted"),
    "delete_hand": QT_TRANSLATE_NOOP("HistoryView", "Hand deleted"),
    "note": QT_TRANSLATE_NOOP("HistoryView", "Note changed"),
    "new_hand": QT_TRANSLATE_NOOP("HistoryView", "Hand started"),
    "drawn_hand": QT_TRANSLATE_NOOP("HistoryView", "Drawn hand recorded"),
    "seats": QT_TRANSLATE_NOOP("HistoryView", "Seats changed"),
}
# What a change of a hand or of the session did (its kind), when it has no label.
HISTORY_KINDS = {
    "add_hand": QT_TRANSLATE_NOOP("HistoryView", "Hand added"),
    "insert_hand": QT_TRANSLATE_NOOP("HistoryView", "Hand added"),
    "edit_hand": QT_TRANSLATE_NOOP("HistoryView", "Hand changed"),
    "delete_hand": QT_TRANSLATE_NOOP("HistoryView", "Hand deleted"),
    "create": QT_TRANSLATE_NOOP("HistoryView", "Session created"),
    "import": QT_TRANSLATE_NOOP("HistoryView", "Session imported"),
    "rename": QT_TRANSLATE_NOOP("HistoryView", "Renamed"),
    "players": QT_TRANSLATE_NOOP("HistoryView", "Players changed"),
    "money": QT_TRANSLATE_NOOP("HistoryView", "Money changed"),
    "rules": QT_TRANSLATE_NOOP("HistoryView", "Rules changed"),
    "seats": QT_TRANSLATE_NOOP("HistoryView", "Seats changed"),
}


def history_change(kind: str, label: str) -> str:
    """A recorded change in words: by its label, else by its kind."""
    source = HISTORY_LABELS[label] if label else HISTORY_KINDS[kind]
    return QCoreApplication.translate(CONTEXT, source)
