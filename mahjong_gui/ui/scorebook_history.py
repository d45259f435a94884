"""The scorebook page's History tab: the changes the store keeps of a session (who, when, what,
before and after; ``store/scorebook/history.py``), the selected hand's or the whole session's,
newest first, every cell plain text (a name or a note is shown as written, never as markup),
times in the user's locale."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.store.scorebook.history import HistoryEntry, hand_side
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.scorebook_dialogs import option_text
from mahjong_gui.ui.texts.scorebook import history_change

SHOWN = 1000  # the newest changes a table shows (a season's session keeps tens of thousands)
_CELL = 300  # characters of a side shown in its cell (the whole in its tooltip)


def local_time(at: str) -> str:
    """A change's UTC time (ISO 8601) in the user's time zone, the locale's short format;
    the text as kept when it does not read as a time."""
    when = QDateTime.fromString(at, Qt.DateFormat.ISODate)
    if not when.isValid():
        return at
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


def local_date(at: str) -> str:
    """The date of a UTC time (ISO 8601) in the user's time zone, the locale's short format."""
    when = QDateTime.fromString(at, Qt.DateFormat.ISODate)
    if not when.isValid():
        return at[:10]
    return QLocale().toString(when.toLocalTime().date(), QLocale.FormatType.ShortFormat)


class HistoryView(QWidget):
    """The History tab. ``describe`` puts one entry of a hand in words (the page's)."""

    def __init__(self, describe: Callable[[Mapping[str, Any]], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.describe = describe
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        self.heading = plain.label()
        self.heading.setObjectName("history_heading")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.hand_only = QCheckBox()
        self.hand_only.setObjectName("history_hand_only")
        self.hand_only.setChecked(True)
        layout.addWidget(self.hand_only)
        self.table = QTableWidget(0, 6)
        self.table.setObjectName("history")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(True)  # a hand's sides are sentences: read whole
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        for c in range(4):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        for c in (4, 5):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        self.rows: list[tuple[str, ...]] = []  # the texts shown, row by row (tests read them)

    def retranslate(self) -> None:
        self.hand_only.setText(self.tr("Only the selected hand"))
        self.table.setHorizontalHeaderLabels([
            self.tr("When"), self.tr("Who"), self.tr("Hand"), self.tr("Change"),
            self.tr("Before"), self.tr("After")])

    # -- words -------------------------------------------------------------------------------

    def what_text(self, e: HistoryEntry) -> str:
        """What the change did, in words (an undo or a redo says so)."""
        text = history_change(e.kind, e.label)
        if e.kind == "import" and isinstance(e.after, Mapping) and \
                e.after.get("copy_of") is not None:
            text = self.tr("Imported as a marked copy")
        if e.step == "undo":
            return self.tr("Undone: {0}").format(text)
        if e.step == "redo":
            return self.tr("Redone: {0}").format(text)
        return text

    def side_text(self, e: HistoryEntry, value: Any) -> str:
        """One side of a change in words ("—": nothing there)."""
        if value is None:
            return "—"
        if e.kind == "seats":  # the seating from hand ``e.hand`` on
            players = value.get("players") if isinstance(value, Mapping) else None
            if not isinstance(players, list):
                return "?"
            return texts.listed([str(p) for p in players])
        if e.hand is not None:
            side = hand_side(value)
            if side is None:
                return "?"
            events, note = side
            parts = []
            for ev in events:
                try:
                    parts.append(self.describe(ev))
                except (KeyError, IndexError, TypeError, ValueError, AttributeError):
                    parts.append("?")
            text = "; ".join(parts) if parts else self.tr("no entries")
            if note:
                text += " · " + texts.labelled(self.tr("Note"), note)
            return text
        if not isinstance(value, Mapping):
            return "?"
        return self.session_text(e.kind, value)

    def session_text(self, kind: str, value: Mapping[str, Any]) -> str:
        parts = []
        name = value.get("name")
        if isinstance(name, str) and kind in ("rename", "create", "import"):
            parts.append(name)
        rules = value.get("rules")
        if isinstance(rules, str) and kind in ("rules", "create", "import"):
            rule = texts.profile(rules)
            options = value.get("options")
            if isinstance(options, Mapping) and options:
                rule += " (" + texts.listed([option_text(str(k), str(v))
                                             for k, v in options.items()]) + ")"
            parts.append(rule)
        players = value.get("players")
        if isinstance(players, list) and kind in ("players", "create", "import"):
            parts.append(texts.listed([str(p) for p in players]))
        dealer = value.get("dealer")
        if kind == "rules" and isinstance(dealer, int) and 0 <= dealer <= 3:
            parts.append(self.tr("first dealer: seat {0}").format(dealer + 1))
        hands = value.get("hands")
        if kind == "import" and isinstance(hands, int):
            parts.append(self.tr("Hands: %n", "", hands))
        stake = value.get("stake")
        if kind == "money" and isinstance(stake, int):
            if not stake:
                parts.append(self.tr("no money kept"))
            else:
                money = self.tr("{0} a point").format(texts.fixed(stake / 100, 2))
                cap = value.get("cap")
                if isinstance(cap, int):
                    money += " · " + self.tr("at most {0} paid a night").format(
                        texts.fixed(cap / 100, 2))
                parts.append(money)
        return " · ".join(parts) if parts else "?"

    # -- drawing -----------------------------------------------------------------------------

    def show_entries(self, entries: Sequence[HistoryEntry], hand: int | None,
                     total: int | None = None) -> None:
        """The changes (oldest first as the store gives them), shown newest first; ``hand``
        the hand they are of (None: the session's)."""
        if hand is None:
            heading = self.tr("Changes to this session: %n", "", len(entries))
        else:
            heading = self.tr("Changes to hand {0}: %n", "", len(entries)).format(hand + 1)
        if total is not None and total > len(entries):
            heading += " " + self.tr("(the newest {0} shown)").format(texts.number(len(entries)))
        if not entries:
            heading += " " + self.tr("Changes are kept from this version of the app on.")
        self.heading.setText(heading)
        rows: list[tuple[str, ...]] = []
        for e in reversed(entries):
            rows.append((local_time(e.at), e.who,
                         "—" if e.hand is None else texts.number(e.hand + 1),
                         self.what_text(e), self.side_text(e, e.before),
                         self.side_text(e, e.after)))
        self.rows = rows
        t = self.table
        t.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text if len(text) <= _CELL else text[:_CELL] + "…")
                if c >= 4 or len(text) > _CELL:
                    item.setToolTip(plain.tip(text))
                t.setItem(r, c, item)
        t.resizeRowsToContents()
