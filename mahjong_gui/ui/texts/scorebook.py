"""The scorebook's store ids in words: each kind of change the file records
(``store.scorebook.history.KINDS``) and each entry-level label (``LABELS``), in the history
panel's context ``HistoryView``; the statistics' headers and the CSV table's headings, in the
page's context ``ScorebookPage`` (the contexts where they have always been)."""

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


# The Statistics tab's column headers, by the statistic (``PlayerStats`` fields and the two
# the page adds), and the CSV table's headings in the page's language, by the store's English
# heading (``store.scorebook.CSV_HEADINGS``); both in the scorebook page's context.
STAT_HEADERS = {
    "hands": QT_TRANSLATE_NOOP("ScorebookPage", "Hands"),
    "wins": QT_TRANSLATE_NOOP("ScorebookPage", "Wins"),
    "self_draws": QT_TRANSLATE_NOOP("ScorebookPage", "Self-draws"),
    "deal_ins": QT_TRANSLATE_NOOP("ScorebookPage", "Dealt in"),
    "kongs": QT_TRANSLATE_NOOP("ScorebookPage", "Kongs"),
    "ready": QT_TRANSLATE_NOOP("ScorebookPage", "Ready"),
    "not_ready": QT_TRANSLATE_NOOP("ScorebookPage", "Not ready"),
    "pigs": QT_TRANSLATE_NOOP("ScorebookPage", "Flower pigs"),
    "biggest_win": QT_TRANSLATE_NOOP("ScorebookPage", "Biggest win"),
    "total": QT_TRANSLATE_NOOP("ScorebookPage", "Total"),
    "per_hand": QT_TRANSLATE_NOOP("ScorebookPage", "Per hand"),
}
CSV_WORDS = {
    "hand": QT_TRANSLATE_NOOP("ScorebookPage", "hand"),
    "dealer": QT_TRANSLATE_NOOP("ScorebookPage", "dealer"),
    "winners": QT_TRANSLATE_NOOP("ScorebookPage", "winners"),
    "note": QT_TRANSLATE_NOOP("ScorebookPage", "note"),
    "total {0}": QT_TRANSLATE_NOOP("ScorebookPage", "total {0}"),
    "won {0}": QT_TRANSLATE_NOOP("ScorebookPage", "won {0}"),
    "total": QT_TRANSLATE_NOOP("ScorebookPage", "total"),
    "points": QT_TRANSLATE_NOOP("ScorebookPage", "points"),
    "rank points": QT_TRANSLATE_NOOP("ScorebookPage", "rank points"),
    "stake": QT_TRANSLATE_NOOP("ScorebookPage", "stake"),
    "cap": QT_TRANSLATE_NOOP("ScorebookPage", "cap"),
    "money": QT_TRANSLATE_NOOP("ScorebookPage", "money"),
    "pays": QT_TRANSLATE_NOOP("ScorebookPage", "pays"),
    "pot": QT_TRANSLATE_NOOP("ScorebookPage", "pot"),
    "seats": QT_TRANSLATE_NOOP("ScorebookPage", "seats"),  # who sat where in each hand
}


def stat_headers() -> dict[str, str]:
    return {key: QCoreApplication.translate("ScorebookPage", s) for key, s in STAT_HEADERS.items()}


def csv_headings() -> dict[str, str]:
    """The CSV table's words in the page's language, by the store's English heading."""
    return {key: QCoreApplication.translate("ScorebookPage", s) for key, s in CSV_WORDS.items()}
