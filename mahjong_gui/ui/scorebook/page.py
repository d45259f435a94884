"""The Scorebook area: sessions at a real table recorded hand by hand, settled by the engine and
kept in the SQLite scorebook (``store/scorebook.py``).

The page never computes a payment and never decides a rule: the open session lives in a
``SessionModel`` (``ui/scorebook_state.py``, no Qt) that writes through the store and asks the
engine; the page draws what the model holds (hands, entries, payments, standings, the chart)
and turns the user's keys and clicks into the model's changes, each of which can be undone.
Writes run on the page's writer thread (``ScorebookWriter``); the page notices another
window's or program's write within ``POLL_MS`` and shows it in place; the players' screen
(``ui/players_screen.py``) follows it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import date
from pathlib import Path
from typing import Any, TypeVar, cast

from PySide6.QtCore import (
    QAbstractItemModel,
    QCoreApplication,
    QEvent,
    QEventLoop,
    QMarginsF,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSignalBlocker,
    QSize,
    Qt,
    QThread,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QFontMetrics,
    QKeySequence,
    QPageLayout,
    QPageSize,
    QPainter,
    QPaintEvent,
    QPdfWriter,
    QPen,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine.common import deltas
from mahjong_gui.engine.inputs import InputLimitError
from mahjong_gui.engine.ledger import PlayerStats, changed_span
from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.engine.settlement import Payment
from mahjong_gui.store.files import UserFileError
from mahjong_gui.store.money import Night, night
from mahjong_gui.store.scorebook import (
    Scorebook,
    ScorebookError,
    SessionInfo,
    StoredResult,
    club_stats,
    default_path,
    has_prevailing_wind,
    import_file,
)
from mahjong_gui.store.scorebook.settled import Spans
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.fit import fill_or_scroll
from mahjong_gui.ui.flow_layout import FlowLayout
from mahjong_gui.ui.scorebook_dialogs import (
    EntryDialog,
    RosterDialog,
    SeatsDialog,
    SessionDialog,
    file_dialog,
    join_notation,
    option_text,
    signed,
)
from mahjong_gui.ui.scorebook_history import SHOWN, HistoryView, local_date, local_time
from mahjong_gui.ui.scorebook_state import (
    CalculatorWin,
    Change,
    ChangeKind,
    HandView,
    Plan,
    SessionModel,
    Trial,
    session_matches,
)

ENTRY_KEYS = {"win": "W", "kong": "K", "wall_end": "E", "penalty": "P", "draw": "D"}
# Statistics columns that only mean something with a capability of the profile: kong money,
# the wall-end settlement of a bloody hand (ready or not), the flower pig of a void suit.
STAT_NEEDS = {"kongs": "kong_money", "ready": "bloody", "not_ready": "bloody",
              "pigs": "void_suit"}
_NEGATIVE = QColor("#b3261e")
_POSITIVE = QColor("#1b6e3a")
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
# One colour per seat: the chart's lines and its legend.
SEAT_COLOURS = (QColor("#1f77b4"), QColor("#d62728"), QColor("#2ca02c"), QColor("#9467bd"))


_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_USER = int(Qt.ItemDataRole.UserRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_ALIGN = int(Qt.ItemDataRole.TextAlignmentRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_NO_INDEX = QModelIndex()
_ROLES = frozenset({_DISPLAY, _TOOLTIP, _USER, _FONT, _ALIGN, _FOREGROUND})  # what rows answer

# A row's texts (the first column's words, then the four players' numbers as shown) and the
# numbers themselves.
_RowTexts = tuple[list[str], Sequence[int]]
OPEN_HANDS = 500  # a session of at most this many hands shows each hand a top row, opened on
# its entries; a longer one its hands in blocks of GROUP, the last block opened
GROUP = 100
_HAND = 1 << 40  # a grouped hand row's internal id: this plus its block


class HandItem:
    """One row of the hands tree, answering as a QTreeWidgetItem did (``text``, ``data``,
    ``child``, ``childCount``, ``parent``), read from its hand's view when asked. A hand's
    row is the same object as long as the model keeps the hand's view (an edit elsewhere
    keeps it: ``SessionModel.reload``)."""

    __slots__ = ("_model", "view", "entry")

    def __init__(self, model: HandsModel, view: HandView, entry: int | None) -> None:
        self._model = model
        self.view = view
        self.entry = entry  # None: the hand's own row

    def text(self, column: int) -> str:
        texts = self._model.row_texts(self.view)[0 if self.entry is None else self.entry + 1]
        return texts[0][column] if 0 <= column < len(texts[0]) else ""

    def toolTip(self, column: int) -> str:
        return self.text(column) if column == 0 else ""

    def data(self, column: int, role: int) -> Any:
        if role == _USER:
            return (self.view.index, self.entry)
        return self.text(column) if role == _DISPLAY else None

    def childCount(self) -> int:
        return self.view.entry_count if self.entry is None else 0

    def child(self, index: int) -> HandItem | None:
        if self.entry is None and 0 <= index < self.view.entry_count:
            return self._model.item(self.view, index)
        return None

    def parent(self) -> HandItem | None:
        return None if self.entry is None else self._model.item(self.view, None)


class _HeaderItem:
    """The header's labels as QTreeWidget's ``headerItem()`` gave them."""

    def __init__(self, model: HandsModel) -> None:
        self._model = model

    def text(self, column: int) -> str:
        labels = self._model.labels
        return labels[column] if 0 <= column < len(labels) else ""


class HandsModel(QAbstractItemModel):
    """The hands tree's rows (issue 17, item 5): each hand a row with a row per entry, read
    from the open session's hand views (``SessionModel.hands``) when Qt asks for them, so
    opening a long session makes no item at all: a row's texts are written the first time it
    is drawn or asked for, and kept while its view is. ``replace`` takes the hands that
    changed out and puts their new views in (the rows around them stay, with their texts);
    another session, other names or another language resets the model.

    A session of more than OPEN_HANDS hands is ``grouped``: its hands stand in blocks of GROUP
    under a row of their own (their numbers and totals), so that the tree, which lays every
    row it can show out again whenever a row comes or goes, lays out a hundred blocks and the
    last block's hands instead of every hand (a tenth of a second at 10,000 hands).

    Rows: a hand's row has internal id 0 (grouped: _HAND plus its block), an entry's row its
    hand's index plus one, a block's row 0 (grouped only). Roles: the texts (the first
    column's also as its tooltip), ``UserRole`` ((hand, entry or None); None for a block), a
    hand's and a block's row in bold, the numbers right-aligned and green or red by sign."""

    COLUMNS = 5

    def __init__(self, page: ScorebookPage) -> None:
        super().__init__(page)
        self._page = page
        self.views: tuple[HandView, ...] = ()
        self.grouped = False
        self.names: Sequence[str] = ("", "", "", "")
        self.profile: AnyProfile | None = None
        self.labels: list[str] = [""] * self.COLUMNS
        self._texts: dict[int, tuple[HandView, list[_RowTexts]]] = {}
        self._blocks: dict[int, _RowTexts] = {}
        self._items: dict[tuple[int, int | None], HandItem] = {}
        self._signs: dict[int, str] = {}
        self._bold = QFont()
        self._bold.setBold(True)

    # -- what the rows say ----------------------------------------------------------------

    @property
    def bold(self) -> QFont:
        return self._bold

    def signed_text(self, n: int) -> str:
        """``n`` as the rows show it (kept: the numbers repeat)."""
        return self._signed(n)

    def _signed(self, n: int) -> str:
        got = self._signs.get(n)
        if got is None:
            got = self._signs[n] = signed(n)
        return got

    def row_texts(self, view: HandView) -> list[_RowTexts]:
        """The hand's row and its entries' rows, written once while the view is kept."""
        kept = self._texts.get(id(view))
        if kept is not None and kept[0] is view:
            return kept[1]
        page, profile = self._page, self.profile
        names = page.hand_names(view.index)
        assert profile is not None
        deltas = view.deltas
        rows: list[_RowTexts] = [([page.hand_title(view, names),
                                   *(self._signed(d) for d in deltas)], deltas)]
        for entry in view.entries:
            rows.append(([page.describe(entry.record, names, profile),
                          *(self._signed(x) for x in entry.deltas)], entry.deltas))
        self._texts[id(view)] = (view, rows)
        return rows

    def block_texts(self, g: int) -> _RowTexts:
        """Block ``g``'s row: its first and last hand and what its hands added up to."""
        got = self._blocks.get(g)
        if got is None:
            views = self.views[g * GROUP:(g + 1) * GROUP]
            sums = tuple(sum(v.deltas[s] for v in views) for s in range(4))
            got = self._blocks[g] = ([self._page.block_title(g * GROUP, g * GROUP + len(views)),
                                      *(self._signed(d) for d in sums)], sums)
        return got

    def item(self, view: HandView, entry: int | None) -> HandItem:
        key = (id(view), entry)
        got = self._items.get(key)
        if got is None or got.view is not view:
            got = self._items[key] = HandItem(self, view, entry)
        return got

    def _hand_row(self, index: QModelIndex | QPersistentModelIndex) -> int | None:
        """The hand an index's row is (None: a block's row or an entry's)."""
        ident = index.internalId()
        if ident >= _HAND:
            return (ident - _HAND) * GROUP + index.row()
        if ident == 0 and not self.grouped:
            return index.row()
        return None

    def item_at(self, index: QModelIndex | QPersistentModelIndex) -> HandItem | None:
        if not index.isValid():
            return None
        h = self._hand_row(index)
        if h is not None:
            return self.item(self.views[h], None)
        ident = index.internalId()
        if ident == 0:
            return None  # a block
        return self.item(self.views[ident - 1], index.row())

    def hand_index(self, h: int, column: int = 0) -> QModelIndex:
        """Hand ``h``'s row."""
        if self.grouped:
            return self.createIndex(h % GROUP, column, _HAND + h // GROUP)
        return self.createIndex(h, column, 0)

    def block_index(self, h: int) -> QModelIndex:
        """The row of the block that holds hand ``h`` (invalid when not grouped)."""
        return self.createIndex(h // GROUP, 0, 0) if self.grouped else QModelIndex()

    def index_of(self, item: HandItem) -> QModelIndex:
        h = item.view.index
        if not (0 <= h < len(self.views)) or self.views[h] is not item.view:
            return QModelIndex()
        if item.entry is None:
            return self.hand_index(h)
        return self.createIndex(item.entry, 0, h + 1)

    # -- changes ------------------------------------------------------------------------------

    def replace(self, first: int, removed: int, views: Sequence[HandView],
                names: Sequence[str], profile: AnyProfile, whole: bool) -> bool:
        """Hands ``first`` to ``first + removed`` give way to ``views``; ``whole``: every row
        again (the texts written again: another session, names or language). Grouped, a
        change that moves hands between blocks (one put in or taken out before the end)
        makes every row again too. Whether every row was made again."""
        count = len(self.views) - removed + len(views)
        grouped = count > OPEN_HANDS
        at_end = first + removed == len(self.views)
        if (whole or grouped != self.grouped
                or (grouped and removed != len(views) and not at_end)):
            self.beginResetModel()
            self.views = self.views[:first] + tuple(views) + self.views[first + removed:]
            self.grouped = grouped
            if whole:
                self.names, self.profile = tuple(names), profile
                self._texts.clear()
                self._items.clear()
                self._signs.clear()
            self._blocks.clear()
            self.endResetModel()
            return True
        self._blocks.clear()
        for view in self.views[first:first + removed]:
            self._texts.pop(id(view), None)
            for e in (None, *range(view.entry_count)):
                self._items.pop((id(view), e), None)
        if not grouped:
            self._splice(_NO_INDEX, first, removed, views, first)
            return False
        # Grouped: hand by hand in its block (the block's row too when it comes or goes).
        for h in reversed(range(first, first + removed)):
            if h % GROUP == 0 and h == len(self.views) - 1:  # the last block's only hand
                self.beginRemoveRows(_NO_INDEX, h // GROUP, h // GROUP)
                self.views = self.views[:h]
                self.endRemoveRows()
            else:
                self._splice(self.block_index(h), h % GROUP, 1, (), h)
        for k, view in enumerate(views):
            h = first + k
            if h % GROUP == 0 and h == len(self.views):  # a new last block
                self.beginInsertRows(_NO_INDEX, h // GROUP, h // GROUP)
                self.views = self.views + (view,)
                self.endInsertRows()
            else:
                self._splice(self.block_index(h), h % GROUP, 0, (view,), h)
        blocks = -(-len(self.views) // GROUP)
        low = min(first // GROUP, blocks - 1)
        high = min((first + max(removed, len(views), 1) - 1) // GROUP, blocks - 1)
        if 0 <= low <= high:  # their sums
            self.dataChanged.emit(self.createIndex(low, 0, 0),
                                  self.createIndex(high, self.COLUMNS - 1, 0))
        return False

    def _splice(self, parent: QModelIndex, row: int, removed: int, views: Sequence[HandView],
                h: int) -> None:
        """``removed`` hands out at ``row`` of ``parent`` (hand ``h`` on), ``views`` in."""
        if removed:
            self.beginRemoveRows(parent, row, row + removed - 1)
            self.views = self.views[:h] + self.views[h + removed:]
            self.endRemoveRows()
        if views:
            self.beginInsertRows(parent, row, row + len(views) - 1)
            self.views = self.views[:h] + tuple(views) + self.views[h:]
            self.endInsertRows()

    def clear(self) -> None:
        if self.views:
            self.beginResetModel()
            self.views = ()
            self.grouped = False
            self._texts.clear()
            self._items.clear()
            self._blocks.clear()
            self.endResetModel()

    def set_labels(self, labels: Sequence[str]) -> None:
        self.labels = [*labels, *[""] * self.COLUMNS][:self.COLUMNS]
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)

    # -- QAbstractItemModel -------------------------------------------------------------------

    def index(self, row: int, column: int,
              parent: QModelIndex | QPersistentModelIndex = _NO_INDEX) -> QModelIndex:
        if not 0 <= column < self.COLUMNS or row < 0:
            return QModelIndex()
        n = len(self.views)
        if not parent.isValid():
            rows = -(-n // GROUP) if self.grouped else n
            return self.createIndex(row, column, 0) if row < rows else QModelIndex()
        ident = parent.internalId()
        if ident == 0 and self.grouped:  # a block's hands
            g = parent.row()
            if row < GROUP and g * GROUP + row < n:
                return self.createIndex(row, column, _HAND + g)
            return QModelIndex()
        h = self._hand_row(parent)
        if h is not None and h < n and row < self.views[h].entry_count:
            return self.createIndex(row, column, h + 1)
        return QModelIndex()

    def parent(self, index: QModelIndex | QPersistentModelIndex = _NO_INDEX  # type: ignore[override]
               ) -> QModelIndex:
        if not index.isValid():
            return QModelIndex()
        ident = index.internalId()
        if ident == 0:
            return QModelIndex()
        if ident >= _HAND:
            return self.createIndex(ident - _HAND, 0, 0)
        return self.hand_index(ident - 1)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _NO_INDEX) -> int:
        n = len(self.views)
        if not parent.isValid():
            return -(-n // GROUP) if self.grouped else n
        if parent.column() != 0:
            return 0
        if parent.internalId() == 0 and self.grouped:
            return max(0, min(GROUP, n - parent.row() * GROUP))
        h = self._hand_row(parent)
        return self.views[h].entry_count if h is not None and h < n else 0

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _NO_INDEX) -> int:
        return self.COLUMNS

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = _DISPLAY) -> Any:
        if role not in _ROLES or not index.isValid():  # most of what a paint asks: nothing
            return None
        ident, row, column = index.internalId(), index.row(), index.column()
        block = ident == 0 and self.grouped
        h = None if block else self._hand_row(index)
        if role == _USER:
            return None if block else (h, None) if h is not None else (ident - 1, row)
        if role == _FONT:
            return self._bold if block or h is not None else None
        if role == _ALIGN:
            return _RIGHT if column > 0 else None
        if role not in (_DISPLAY, _TOOLTIP, _FOREGROUND):
            return None
        if block:
            texts, values = self.block_texts(row)
        elif h is not None:
            texts, values = self.row_texts(self.views[h])[0]
        else:
            texts, values = self.row_texts(self.views[ident - 1])[row + 1]
        if role == _DISPLAY:
            return texts[column]
        if role == _TOOLTIP and column == 0:
            return plain.tip(texts[0])
        if role == _FOREGROUND and column > 0:
            v = values[column - 1]
            return _POSITIVE if v > 0 else _NEGATIVE if v < 0 else None
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = _DISPLAY) -> Any:
        if (orientation == Qt.Orientation.Horizontal and role == _DISPLAY
                and 0 <= section < self.COLUMNS):
            return self.labels[section]
        return None


class HandsTree(QTreeView):
    """The hands tree: a QTreeView on ``HandsModel`` that also answers the QTreeWidget calls
    the page and its tests make (``topLevelItem``, ``topLevelItemCount``, ``currentItem``,
    ``setCurrentItem``, ``scrollToItem``, ``headerItem``, ``columnCount``)."""

    def __init__(self, model: HandsModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hands = model
        self.setModel(model)
        self.sizes = HandsDelegate(self)
        self.setItemDelegate(self.sizes)

    def topLevelItemCount(self) -> int:
        return len(self.hands.views)

    def topLevelItem(self, index: int) -> HandItem | None:
        views = self.hands.views
        return self.hands.item(views[index], None) if 0 <= index < len(views) else None

    def currentItem(self) -> HandItem | None:
        return self.hands.item_at(self.currentIndex())

    def setCurrentItem(self, item: HandItem | None) -> None:
        self.setCurrentIndex(QModelIndex() if item is None else self.hands.index_of(item))

    def scrollToItem(self, item: HandItem) -> None:
        self.scrollTo(self.hands.index_of(item))

    def headerItem(self) -> _HeaderItem:
        return _HeaderItem(self.hands)

    def columnCount(self) -> int:
        return HandsModel.COLUMNS

    def fit_numbers(self, spans: Spans) -> None:
        """Each player's column as wide as its widest number (a hand's in bold) or its
        header: what ``ResizeToContents`` gives, measured on the extremes of the numbers the
        rows show (``spans``, kept by the store: the widest of a sign is its extreme, digits
        being of one width) instead of asking every row's size (seconds on a long session)."""
        model = self.hands
        bold, plain = QFontMetrics(model.bold), QFontMetrics(self.font())
        margin = 2 * (self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin,
                                               None, self) + 1)
        header = self.header()
        for s in range(4):
            tops = (spans.hand_lo[s], spans.hand_hi[s], 0)
            rows = (spans.entry_lo[s], spans.entry_hi[s], 0)
            text = max([*(bold.horizontalAdvance(model.signed_text(v)) for v in tops),
                        *(plain.horizontalAdvance(model.signed_text(v)) for v in rows)])
            widest = max(header.minimumSectionSize(), header.sectionSizeHint(s + 1),
                         text + margin)
            if header.sectionSize(s + 1) != widest:
                header.resizeSection(s + 1, widest)


class HandsDelegate(QStyledItemDelegate):
    """Draws the hands tree's rows as Qt does, but keeps the size of each number column's
    text: the number columns fit their contents, so Qt asks each row's size when they are
    laid out, and the numbers repeat (``forget_sizes`` when every row is made again: another
    language or font may have come)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sizes: dict[tuple[str, bool], QSize] = {}

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        if index.column() == 0:
            return super().sizeHint(option, index)
        ident = index.internalId()
        key = (str(index.data() or ""), ident == 0 or ident >= _HAND)  # bold rows apart
        size = self._sizes.get(key)
        if size is None:
            size = self._sizes[key] = super().sizeHint(option, index)
        return size

    def forget_sizes(self) -> None:
        self._sizes.clear()


def clauses(items: Sequence[str]) -> str:
    """Clauses one after another, each maybe holding a list of its own ("An ready (8 faan);
    Binh not ready"): the language's own semicolon (；in Chinese and Japanese)."""
    pattern = QCoreApplication.translate("ScorebookPage", "%1; %2")
    out = items[0] if items else ""
    for item in items[1:]:
        # Both placeholders at once: a clause holding "%2" is not read as one. (No nested def
        # here: pyside6-lupdate loses the class contexts of the rest of the file after one.)
        out = re.sub(r"%([12])", functools.partial(_placeholder, (out, item)), pattern)
    return out


def _placeholder(parts: Sequence[str], m: re.Match[str]) -> str:
    """What ``%1`` or ``%2`` of ``clauses``' pattern stands for."""
    return parts[int(m.group(1)) - 1]


def _button(name: str, slot: Callable[..., object], layout: QLayout) -> QPushButton:
    """A push button (its text comes in ``retranslate``) wired to ``slot`` and placed; it never
    shrinks below its text."""
    button = QPushButton()
    button.setObjectName(name)
    button.clicked.connect(slot)
    button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
    layout.addWidget(button)
    return button


class RunningTotalChart(QWidget):
    """Each player's running total after each hand of the session, drawn with QPainter: one
    line per seat, zero marked, the hands along the bottom, a legend of the names."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chart")
        self.setMinimumHeight(160)
        self.names: list[str] = []
        self.running: list[tuple[int, int, int, int]] = []
        self.empty_text = ""

    def set_data(self, names: Sequence[str], running: Sequence[tuple[int, int, int, int]],
                 empty_text: str = "") -> None:
        self.names = list(names)
        self.running = list(running)
        self.empty_text = empty_text
        self.update()

    def points(self, rect: QRectF) -> list[list[QPointF]]:
        """Each seat's line in ``rect`` (hand 0 is the start, at zero)."""
        series = [(0, 0, 0, 0), *self.running]
        low = min(0, *(min(r) for r in series))
        high = max(0, *(max(r) for r in series))
        span = (high - low) or 1
        steps = max(1, len(series) - 1)

        def at(i: int, v: int) -> QPointF:
            return QPointF(rect.left() + rect.width() * i / steps,
                           rect.bottom() - rect.height() * (v - low) / span)
        return [[at(i, r[s]) for i, r in enumerate(series)] for s in range(4)]

    def sizeHint(self) -> QSize:
        return QSize(480, 240)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = painter.fontMetrics()
        pal = self.palette()
        painter.fillRect(self.rect(), pal.base())
        if not self.running:
            painter.setPen(pal.text().color())
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter
                             | Qt.TextFlag.TextWordWrap, self.empty_text)
            painter.end()
            return
        series = [(0, 0, 0, 0), *self.running]
        low = min(0, *(min(r) for r in series))
        high = max(0, *(max(r) for r in series))
        labels = [signed(high), signed(low), "0"]
        left = 12 + max(fm.horizontalAdvance(t) for t in labels)
        legend_h = fm.height() + 10
        rect = QRectF(left, 10, max(10, self.width() - left - 16),
                      max(10, self.height() - 20 - legend_h - fm.height()))
        painter.setPen(QPen(pal.mid().color(), 1))
        painter.drawRect(rect)
        zero = self.points(rect)[0][0].y()
        painter.setPen(QPen(pal.text().color(), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(rect.left(), zero), QPointF(rect.right(), zero))
        painter.setPen(pal.text().color())
        for text, y in ((signed(high), rect.top()), (signed(low), rect.bottom()), ("0", zero)):
            painter.drawText(QRectF(0, y - fm.height() / 2, left - 6, fm.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, text)
        steps = len(series) - 1
        every = max(1, steps // 12)
        for i in range(1, steps + 1):
            if i % every == 0 or i == steps:
                x = rect.left() + rect.width() * i / steps
                painter.drawText(QRectF(x - 20, rect.bottom() + 2, 40, fm.height()),
                                 Qt.AlignmentFlag.AlignCenter, texts.number(i))
        for s, line in enumerate(self.points(rect)):
            painter.setPen(QPen(SEAT_COLOURS[s], 2))
            for a, b in zip(line, line[1:], strict=False):
                painter.drawLine(a, b)
        x = rect.left()
        y = self.height() - legend_h + 4
        for s, name in enumerate(self.names):
            painter.fillRect(QRectF(x, y + fm.height() / 2 - 4, 14, 8), SEAT_COLOURS[s])
            painter.setPen(pal.text().color())
            total = signed(self.running[-1][s])
            text = f"{name} {total}"
            painter.drawText(QPointF(x + 18, y + fm.ascent()), text)
            x += 18 + fm.horizontalAdvance(text) + 16
        painter.end()


_T = TypeVar("_T")
POLL_MS = 500  # how often the page asks whether another window or program wrote the file
SLOW_MS = 300  # a write not landed by then is said to be saving


class ScorebookWriter(QObject):
    """The page's writes, each on a thread of their own with a Scorebook of that thread on the
    page's file, so that the window keeps drawing while the store writes (and waits for
    another program's lock). ``run`` waits for the write with the event loop running, user
    input held back until the write has landed (it then comes, in order), and hands the
    session the write kept to the page's own scorebook (``Scorebook.adopt``): reading it
    afterwards settles and reads nothing again. With no event loop running yet (a script, a
    test driving the page) there is no window to keep drawing: it waits for the thread."""

    _landed = Signal(object)  # from the writer's thread: the job and its outcome

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool: ThreadPoolExecutor | None = None
        self._books: dict[str, Scorebook] = {}  # the writer thread's, by file
        self.writing = False
        self._landed.connect(self._arrived)
        self._answers: dict[int, tuple[object, BaseException | None, object]] = {}
        self._loops: dict[int, QEventLoop] = {}
        self._jobs = 0

    slow = Signal()  # a write has not landed after SLOW_MS (the page says it is saving)

    def run(self, book: Scorebook, session_id: int | None,
            write: Callable[[Scorebook], _T]) -> _T:
        """``write`` done on the writer thread with its Scorebook of ``book``'s file (told
        first what ``book`` keeps of ``session_id``); its answer, or its exception raised
        here. ``book`` then keeps the session as the write left it."""
        path = book.path
        if path == ":memory:":  # an in-memory scorebook has no file another thread can open
            return write(book)
        kept = book.kept(session_id) if session_id is not None else None
        self._jobs += 1
        job = self._jobs

        def work() -> tuple[object, BaseException | None, object]:
            result: object = None
            error: BaseException | None = None
            after: object = None
            try:
                mine = self._books.get(path)
                if mine is None:
                    mine = self._books[path] = Scorebook(path, book.timeout)
                if kept is not None:
                    mine.adopt(kept)
                result = write(mine)
                if session_id is not None:
                    after = mine.kept(session_id)
            except BaseException as exc:  # raised on the GUI thread
                error = exc
            try:
                self._landed.emit((job, result, error, after))
            except RuntimeError:  # the page was closed meanwhile
                pass
            return result, error, after

        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="scorebook-write")
        self.writing = True
        try:
            if QThread.currentThread().loopLevel() == 0:
                result, error, after = self._pool.submit(work).result()
            else:
                result, error, after = self._wait(job, work)
        finally:
            self.writing = False
        if after is not None:
            book.adopt(after)  # type: ignore[arg-type]
        if error is not None:
            raise error
        return result  # type: ignore[return-value]

    def _wait(self, job: int, work: Callable[[], object]
              ) -> tuple[object, BaseException | None, object]:
        """``work`` on the thread, the event loop running until it lands (user input held
        back); past SLOW_MS, ``slow``."""
        assert self._pool is not None
        loop = QEventLoop()
        self._loops[job] = loop
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(self.slow.emit)
        try:
            self._pool.submit(work)
            if job not in self._answers:
                timer.start(SLOW_MS)
                loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        finally:
            timer.stop()
            self._loops.pop(job, None)
        return self._answers.pop(job)

    def _arrived(self, answer: tuple[int, object, BaseException | None, object]) -> None:
        job, result, error, after = answer
        loop = self._loops.get(job)
        if loop is not None:  # (a write waited for without a loop is answered already)
            self._answers[job] = (result, error, after)
            loop.quit()

    def close(self) -> None:
        """Close the writer thread's scorebooks (on that thread) and let it end."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        books = self._books

        def shut() -> None:
            for b in books.values():
                b.close()
            books.clear()
        pool.submit(shut)
        pool.shutdown(wait=False)  # its thread ends once that last job has run


class ScorebookPage(QWidget):
    """Sessions on the left; the chosen session's standings, hands and payments on the right.

    Writes run on the page's writer thread (``ScorebookWriter``); every ``POLL_MS`` the page
    asks SQLite whether another connection wrote the file (``Scorebook.data_version``) and
    then shows the file as it is, the chosen session, hand and tab kept (``refresh``; the
    players' screen follows through ``shown``)."""

    shown = Signal()  # the page drew its session again (the players' screen follows)

    import_finished = Signal(object)  # an import's new session id, or None (reason shown)
    _imported = Signal(str, object, bool)  # from the import's worker: file, id or error, again

    def __init__(self, path: str | Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.writer = writer = ScorebookWriter(self)
        writer.slow.connect(lambda: self._say(self.tr("Saving…")))
        self.destroyed.connect(lambda *_: writer.close())  # its thread's scorebook closed
        self.players_screen: Any = None  # ui/players_screen.PlayersScreen, once opened
        self._seen: int | None = None  # the file's data_version the page last showed
        self._listed: list[tuple[int, str]] = []  # the sessions' list as shown
        self._import_pool: ThreadPoolExecutor | None = None  # made at the first import
        self.importing = False
        self._imported.connect(self._import_done)
        self.setObjectName("page_scorebook")
        self.path = Path(path) if path is not None else default_path()
        self.model: SessionModel | None = None
        self._book: Scorebook | None = None
        # The hands tree's rows show these views (for this session, names and profile).
        self._hand_views: tuple[HandView, ...] = ()
        self._hands_context: tuple[object, ...] = ()
        self.open_error = ""
        self._open_book(self.path)
        self.dialog: EntryDialog | SessionDialog | SeatsDialog | None = None
        self._pending_win: dict[str, Any] | None = None  # from the calculator
        self._pending_shown: CalculatorWin | None = None

        outer = QHBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        outer.addWidget(split)

        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 6, 0)
        self.sessions_label = plain.label()
        self.sessions_label.setObjectName("sessions_label")
        ll.addWidget(self.sessions_label)
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("search")
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.textChanged.connect(lambda *_: self.reload_sessions())
        ll.addWidget(self.search_edit)
        self.session_list = QListWidget()
        self.session_list.setObjectName("sessions")
        self.session_list.setWordWrap(True)
        self.session_list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.session_list.currentItemChanged.connect(self._session_chosen)
        ll.addWidget(self.session_list, 1)
        row = QHBoxLayout()
        self.new_session_button = _button("new_session", lambda: self.new_session(), row)
        self.edit_session_button = _button("edit_session", self.edit_session, row)
        self.delete_session_button = _button("delete_session", self._delete_session_clicked, row)
        ll.addLayout(row)
        row = QHBoxLayout()
        self.import_button = _button("import", self._import_clicked, row)
        self.export_button = _button("export", self._export_clicked, row)
        ll.addLayout(row)
        row = QHBoxLayout()
        self.open_button = _button("open_scorebook", self._open_clicked, row)
        self.roster_button = _button("roster", lambda: self.roster_dialog(), row)
        ll.addLayout(row)
        row = QHBoxLayout()
        self.pdf_button = _button("pdf", self._pdf_clicked, row)
        self.screen_button = _button("players_screen", lambda: self.open_players_screen(), row)
        row.addStretch(1)
        ll.addLayout(row)
        split.addWidget(left)

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(6, 0, 0, 0)
        self.title_label = plain.label()
        self.title_label.setObjectName("session_title")
        tf = QFont(self.title_label.font())
        tf.setPointSizeF(max(tf.pointSizeF(), 9.0) * 1.4)
        tf.setBold(True)
        self.title_label.setFont(tf)
        self.title_label.setWordWrap(True)
        rl.addWidget(self.title_label)
        self.subtitle_label = plain.label()
        self.subtitle_label.setObjectName("session_subtitle")
        self.subtitle_label.setWordWrap(True)
        rl.addWidget(self.subtitle_label)
        self.plan_label = plain.label()
        self.plan_label.setObjectName("plan")
        self.plan_label.setWordWrap(True)
        rl.addWidget(self.plan_label)
        self.standings = QTableWidget(0, 0)
        self.standings.setObjectName("standings")
        self._plain_table(self.standings)
        self.standings.horizontalScrollBar().rangeChanged.connect(
            lambda *_: self._fit_standings_height())
        rl.addWidget(self.standings)

        # Two rows of actions: what a hand records, then what edits the record.
        self.session_area = QWidget()
        sa = QVBoxLayout(self.session_area)
        sa.setContentsMargins(0, 0, 0, 0)
        actions = FlowLayout()
        self.entry_buttons: dict[str, QPushButton] = {}
        for kind in ENTRY_KEYS:
            self.entry_buttons[kind] = _button(
                f"add_{kind}", lambda _=False, k=kind: self.add_entry(k), actions)
        self.new_hand_button = _button("new_hand", self.new_hand, actions)
        self.seats_button = _button("change_seats", lambda: self.change_seats(), actions)
        sa.addLayout(actions)
        edits = FlowLayout()
        self.edit_button = _button("edit_entry", self.edit_selected, edits)
        self.delete_button = _button("delete_entry", self._delete_clicked, edits)
        self.undo_button = _button("undo", self.undo, edits)
        self.redo_button = _button("redo", self.redo, edits)
        sa.addLayout(edits)
        rl.addWidget(self.session_area)

        self.message_label = plain.label()
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        rl.addWidget(self.message_label)

        self.hands_model = HandsModel(self)
        self.hands_tree = HandsTree(self.hands_model)
        self.hands_tree.setObjectName("hands")
        self.hands_tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.hands_tree.setAlternatingRowColors(True)
        self.hands_tree.setUniformRowHeights(True)
        header = self.hands_tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(72)
        for c in range(1, 5):  # fitted to their numbers by HandsTree.fit_numbers
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Fixed)
        self.hands_tree.selectionModel().currentChanged.connect(
            lambda *_: self._selection_changed())
        # Enter or a double-click edits the entry
        self.hands_tree.activated.connect(lambda *_: self.edit_selected())
        self.tabs = QTabWidget()
        self.tabs.setObjectName("scorebook_tabs")
        hands_tab = QWidget()
        hl = QVBoxLayout(hands_tab)
        hl.setContentsMargins(0, 4, 0, 0)
        hl.addWidget(self.hands_tree, 3)
        self.payments_label = plain.label()
        hl.addWidget(self.payments_label)
        self.payments = QTableWidget(0, 0)
        self.payments.setObjectName("payments")
        self._plain_table(self.payments)
        hl.addWidget(self.payments, 2)
        self.tabs.addTab(hands_tab, "")

        stats_tab = QWidget()
        sl = QVBoxLayout(stats_tab)
        sl.setContentsMargins(0, 4, 0, 0)
        self.club_box = QCheckBox()
        self.club_box.setObjectName("club_stats")
        self.club_box.toggled.connect(lambda *_: self._draw_stats())
        sl.addWidget(self.club_box)
        self.stats_table = QTableWidget(0, 0)
        self.stats_table.setObjectName("stats")
        self._plain_table(self.stats_table)
        self.stats_table.setSortingEnabled(True)
        sl.addWidget(self.stats_table, 1)
        self.tabs.addTab(stats_tab, "")
        self.chart = RunningTotalChart()
        self.tabs.addTab(self.chart, "")
        # The night's money (store/money.py): the terms, each player's money, who pays whom.
        money_tab = QWidget()
        ml = QVBoxLayout(money_tab)
        ml.setContentsMargins(0, 4, 0, 0)
        self.money_label = plain.label()
        self.money_label.setObjectName("money_summary")
        self.money_label.setWordWrap(True)
        ml.addWidget(self.money_label)
        self.money_table = QTableWidget(0, 0)
        self.money_table.setObjectName("money")
        self._plain_table(self.money_table)
        ml.addWidget(self.money_table, 1)
        self.tabs.addTab(money_tab, "")
        # Who changed what, when (store/scorebook/history.py): the hand's or the session's.
        self.history_view = HistoryView(
            lambda ev: self.describe(ev, self._names(), self.profile) if self.profile
            else str(ev.get("type")))
        self.history_view.hand_only.toggled.connect(lambda *_: self._draw_history())
        self.tabs.addTab(self.history_view, "")
        self.tabs.currentChanged.connect(lambda *_: self._draw_stats())
        self.tabs.currentChanged.connect(lambda *_: self._draw_history())
        rl.addWidget(self.tabs, 1)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setSizes([250, 770])

        # The page's actions: the keys work wherever the focus is on the page; the lead's
        # Edit and File menus can take ``edit_menu`` and ``open_action``.
        def action(name: str, slot: Callable[[], object],
                   keys: Sequence[QKeySequence | QKeySequence.StandardKey]) -> QAction:
            act = QAction(self)
            act.setObjectName(name)
            act.setShortcuts([QKeySequence(k) for k in keys])
            act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            act.triggered.connect(lambda *_: slot())
            self.addAction(act)
            return act
        self.undo_action = action("undo_action", self.undo, [QKeySequence.StandardKey.Undo])
        self.redo_action = action("redo_action", self.redo,
                                  [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.open_action = action("open_scorebook_action", self._open_clicked, [])
        self.pdf_action = action("pdf_action", self._pdf_clicked, [])
        self.screen_action = action("players_screen_action",
                                    lambda: self.open_players_screen(), [])
        self.edit_menu = QMenu(self)
        self.edit_menu.setObjectName("scorebook_edit_menu")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)

        self.retranslate()
        self.reload_sessions()
        self.poll_timer = QTimer(self)
        self.poll_timer.setObjectName("scorebook_poll")
        self.poll_timer.setInterval(POLL_MS)
        self.poll_timer.timeout.connect(self.poll)
        self.poll_timer.start()

    @staticmethod
    def _put_items(table: QTableWidget,
                   items: Sequence[tuple[int, int, QTableWidgetItem]]) -> None:
        """Put a table's items in at once: one ``dataChanged`` for them all, so the columns
        are fitted once (``fill_or_scroll`` fits them on every change: once a cell, each
        measuring every cell, was a tenth of a second for a hand's payments)."""
        if not items:
            return
        model = table.model()
        blocker = QSignalBlocker(model)
        try:
            for r, c, item in items:
                table.setItem(r, c, item)
        finally:
            blocker.unblock()
        model.dataChanged.emit(model.index(0, 0),
                               model.index(table.rowCount() - 1, table.columnCount() - 1))

    @staticmethod
    def _plain_table(table: QTableWidget) -> None:
        table.verticalHeader().setVisible(True)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        fill_or_scroll(table)  # never a player's name or a statistic's title cut

    # -- the scorebook file ------------------------------------------------------------------

    @property
    def book(self) -> Scorebook | None:
        return self._book

    @book.setter
    def book(self, book: Scorebook | None) -> None:
        """The scorebook shown; the open session's model writes to the same one."""
        self._book = book
        if self.model is not None and book is not None:
            self.model.book = book

    def _open_book(self, path: Path) -> bool:
        try:
            book = Scorebook(path)
        except ScorebookError as err:
            self.open_error = self.error_text(err, path)
            return False
        if self.book is not None:
            self.book.close()
        self.writer.close()
        self.book, self.path, self.open_error = book, path, ""
        self.model = SessionModel(book)
        self.model.runner = self._run_write
        self._seen = None
        return True

    def _run_write(self, write: Callable[[Scorebook], _T]) -> _T:
        """One write on the writer thread (what the model's changes run through)."""
        assert self.book is not None
        return self.writer.run(self.book, self.session_id, write)

    def open_players_screen(self) -> QWidget:
        """The players' screen (``ui/players_screen.py``): a second window following this
        page's session live; opened again if it was closed."""
        if self.players_screen is None:
            from mahjong_gui.ui.players_screen import PlayersScreen

            self.players_screen = PlayersScreen(self)
        screen = self.players_screen
        screen.show()
        screen.raise_()
        screen.activateWindow()
        return cast(QWidget, screen)

    def open_scorebook(self, path: str | Path) -> bool:
        """Show another scorebook file (created at its first write if it does not exist);
        False, with the reason shown, when it cannot be opened (the current one stays)."""
        keep_book = self.book
        if not self._open_book(Path(path)):
            self._say(self.open_error, error=True)
            if keep_book is not None:
                self.open_error = ""
            return False
        self.search_edit.clear()
        self.reload_sessions()
        self._say(self.tr("Opened the scorebook {0}.").format(str(self.path)))
        return True

    def choose_file(self, title: str, start: str, filters: Sequence[str], save: bool,
                    accept: str = "", must_exist: bool = True) -> tuple[str, str] | None:
        """Ask for a file in our own (translated) file dialog: (the path, the filter chosen),
        or None when cancelled."""
        dialog = file_dialog(self, title, start, filters, save, must_exist)
        if accept:
            dialog.setLabelText(QFileDialog.DialogLabel.Accept, accept)
        if not dialog.exec() or not dialog.selectedFiles():
            return None
        return dialog.selectedFiles()[0], dialog.selectedNameFilter()

    def _open_clicked(self) -> None:
        chosen = self.choose_file(self.tr("Open scorebook"), str(self.path.parent),
                                  [self.tr("Scorebooks (*.sqlite3 *.sqlite *.db)"),
                                   self.tr("All files (*)")], save=False,
                                  accept=self.tr("Open"), must_exist=False)
        if chosen is not None:
            self.open_scorebook(chosen[0])

    # -- sessions ----------------------------------------------------------------------------

    @property
    def session_id(self) -> int | None:
        return self.model.session_id if self.model else None

    @property
    def info(self) -> SessionInfo | None:
        return self.model.info if self.model else None

    @property
    def result(self) -> StoredResult | None:
        return self.model.result if self.model else None

    @property
    def hand_events(self) -> list[list[dict[str, Any]]]:
        return self.model.hand_records() if self.model else []

    @property
    def hand_notes(self) -> list[str]:
        return [h.note for h in self.model.hands] if self.model else []

    def _session_item_text(self, info: SessionInfo) -> str:
        text = self.tr("{0}\n{1} · {2}").format(
            info.name, texts.profile_short(info.rules), self.tr("Hands: %n", "", info.hands))
        if info.copy_of is not None:
            text += " · " + self.tr("marked copy")
        return text + "\n" + self.dates_text(info)

    def _session_tip(self, info: SessionInfo) -> str:
        return plain.tip(texts.listed(info.players) + "\n" + self.tr("Created {0}").format(
            local_time(info.created)) + "\n" + self.tr("Last changed {0}").format(
            local_time(info.updated)))

    def dates_text(self, info: SessionInfo) -> str:
        """When the session was created and last changed, in the locale's short dates (one
        date when they are the same day)."""
        created, updated = local_date(info.created), local_date(info.updated)
        if created == updated:
            return self.tr("Created {0}").format(created)
        return self.tr("Created {0} · changed {1}").format(created, updated)

    def reload_sessions(self, select: int | None = None, quiet: bool = False) -> None:
        """The sessions' list again (the one ``select``ed, else the one shown, else the
        first, shown); ``quiet``: the message line keeps its words (a refresh)."""
        keep = select if select is not None else self.session_id
        self.session_list.blockSignals(True)
        self.session_list.clear()
        damaged: list[ScorebookError] = []  # rows that cannot be read: named, not hidden
        infos: list[SessionInfo] = []
        problem = ""
        if self.book is not None:
            try:
                self._seen = self.book.data_version()
                infos = self.book.sessions(damaged)
            except ScorebookError as err:
                problem = self.error_text(err)
        query = self.search_edit.text()
        shown = [i for i in infos if session_matches(i, query)]
        self._listed = [(i.id, self._session_item_text(i)) for i in shown]
        current = None
        fm = QFontMetrics(self.session_list.font())
        for info in shown:
            text = self._session_item_text(info)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            item.setToolTip(self._session_tip(info))
            # Two lines, each as tall as its tallest glyph (a CJK name included).
            lines = text.split("\n")
            height = sum(max(fm.lineSpacing(), fm.boundingRect(line).height())
                         for line in lines)
            item.setSizeHint(QSize(0, height + 10))
            self.session_list.addItem(item)
            if info.id == keep:
                current = item
        if current is None and self.session_list.count():
            current = self.session_list.item(0)
        if current is not None:  # what choosing it does, once (not again by its signal)
            self.session_list.setCurrentItem(current)
            if not quiet:
                self._say("")
        self.session_list.blockSignals(False)
        self.show_session(current.data(Qt.ItemDataRole.UserRole) if current else None)
        if query and not shown and infos:
            self._say(self.tr("No session matches “{0}”.").format(query))
        if damaged and not problem:
            problem = self.damaged_text([e.session for e in damaged])
        if problem:
            self._say(problem, error=True)

    def poll(self) -> bool:
        """Whether another window or program wrote the scorebook since the page last looked
        (SQLite's ``data_version``, one cheap question): then the page shows it as it is
        now (``refresh``). Not while a write or an import of this page's is under way."""
        if self.book is None or self.writer.writing or self.importing:
            return False
        try:
            seen = self.book.data_version()
        except ScorebookError:
            return False
        if seen == self._seen:
            return False
        self._seen = seen
        self.refresh()
        return True

    def refresh(self) -> None:
        """Show the scorebook as the file holds it now, in place: the sessions' list when it
        changed, the session shown when it changed (its hand, entry and tab still chosen,
        the rows of the hands that did not change kept), the message line as it was."""
        if self.book is None or self.model is None:
            return
        try:
            infos = self.book.sessions([])
        except ScorebookError:
            return
        query = self.search_edit.text()
        listed = [(i.id, self._session_item_text(i)) for i in infos
                  if session_matches(i, query)]
        if listed != self._listed:
            self.reload_sessions(select=self.session_id, quiet=True)
        elif self.model.reload():
            if self.model.error is not None:
                self._say(self.error_text(self.model.error), error=True)
            self._draw()

    def _session_chosen(self, item: QListWidgetItem | None, *_: object) -> None:
        self._say("")
        self.show_session(item.data(Qt.ItemDataRole.UserRole) if item else None)

    def sessions(self) -> list[SessionInfo]:
        """The sessions of the scorebook (those that can be read)."""
        if self.book is None:
            return []
        try:
            return self.book.sessions([])
        except ScorebookError:
            return []

    def roster(self) -> list[str]:
        if self.book is None:
            return []
        try:
            return self.book.roster()
        except ScorebookError:
            return []

    def roster_dialog(self) -> RosterDialog | None:
        """The club's players: add a name or forget one (non-blocking)."""
        book = self.book
        if book is None:
            return None

        def add(name: str) -> list[str] | None:
            return self.roster() if self._attempt(lambda: self.writer.run(
                book, None, lambda b: b.add_player(name))) else None

        def forget(name: str) -> list[str] | None:
            return self.roster() if self._attempt(lambda: self.writer.run(
                book, None, lambda b: b.remove_player(name))) else None
        dialog = RosterDialog(self.roster(), add, forget, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def new_session(self, rules: str = "mil", note: str = "") -> SessionDialog:
        """Open the new-session dialog (non-blocking); on accept the session is created."""
        players = self.info.players if self.info else ()
        dialog = SessionDialog(rules, players, note=note, roster=self.roster(), parent=self)
        dialog.accepted.connect(lambda: self._create_session(dialog))
        dialog.rejected.connect(self._drop_pending)
        self._open(dialog)
        return dialog

    def _drop_pending(self) -> None:
        self._pending_win = None
        self._pending_shown = None

    def _create_session(self, dialog: SessionDialog) -> None:
        if self.book is None:
            return
        book = self.book
        name = dialog.name() or self.tr("{0}, {1}").format(
            texts.profile_short(dialog.rules()), date.today().isoformat())
        made: list[int] = []
        rules, players, dealer = dialog.rules(), dialog.players(), dialog.dealer()
        options, wind, money = dialog.options(), dialog.prevailing(), dialog.money()
        if not self._attempt(lambda: made.append(self.writer.run(book, None, lambda b: (
                b.create_session(name, rules, players, dealer, options, wind, *money))))):
            self._drop_pending()
            return
        self.search_edit.clear()
        self.reload_sessions(select=made[0])
        if self._pending_win is not None:
            event, shown = self._pending_win, self._pending_shown
            self._drop_pending()
            self._win_from_calculator(event, shown)

    def edit_session(self) -> SessionDialog | None:
        if self.info is None or self.book is None:
            return None
        info = self.info
        dialog = SessionDialog(info.rules, info.players, info.name, editing=True,
                               roster=self.roster(), stake=info.stake, cap=info.cap,
                               parent=self)
        dialog.dealer_box.setCurrentIndex(info.dealer)
        dialog.wind_box.setCurrentIndex(info.prevailing - 1)
        for key, value in info.options.items():
            box = dialog.option_boxes.get(key)
            if box is not None:
                box.setCurrentIndex(max(0, box.findData(value)))
        if "hands" in info.options:
            dialog.hands_box.setValue(int(info.options["hands"]))

        def save() -> None:
            book = self.book
            assert book is not None
            name, players, money = dialog.name() or info.name, dialog.players(), dialog.money()
            asked = self.rules_asked(info, dialog)
            if asked is False:
                return  # refused or not confirmed: nothing written
            rules = asked if isinstance(asked, tuple) else None

            def write(b: Scorebook) -> None:
                version = info.version
                if rules is not None:
                    b.set_rules(info.id, *rules, expected_version=version)
                    version += 1
                b.update_session(info.id, name=name, players=players,
                                 expected_version=version, money=money)
            if self._attempt(lambda: self.writer.run(book, info.id, write)):
                self.reload_sessions(select=info.id)
        dialog.accepted.connect(save)
        self._open(dialog)
        return dialog

    def rules_asked(self, info: SessionInfo, dialog: SessionDialog
                    ) -> tuple[str, dict[str, str], int, int] | None | bool:
        """The rules, options, first dealer and wind the edit dialog changes (None: none),
        once the user confirmed, having been told how many hands settle otherwise and the
        totals before and after; False when they cannot settle a hand (said) or the user
        keeps the rules. A session's house options stay while its profile does."""
        rules, options = dialog.rules(), dialog.options()
        if rules == info.rules:
            options.update({k: v for k, v in info.options.items() if k.startswith("house.")})
        winds = has_prevailing_wind(rules)
        wind = dialog.prevailing() if winds else info.prevailing
        dealer = dialog.dealer()
        if (rules, options, dealer, wind if winds else None) == (
                info.rules, dict(info.options), info.dealer,
                info.prevailing if has_prevailing_wind(info.rules) else None):
            return None
        assert self.book is not None
        try:
            moved, before, after = self.book.rules_change(info.id, rules, options, dealer,
                                                          wind)
        except ScorebookError as err:
            self._refuse_rules(err)
            return False
        names = list(info.players)
        lines = [self.tr("{0}: {1} → {2}").format(names[s], texts.signed(before[s]),
                                                  texts.signed(after[s])) for s in range(4)]
        text = (self.tr("Every hand is settled again under the new rules: %n hand(s) change.",
                        "", moved) + "\n\n" + self.tr("Totals before and after:") + "\n"
                + "\n".join(lines))
        if not self._ask(self.tr("Change the rules"), text, self.tr("Change the rules"),
                         QMessageBox.ButtonRole.AcceptRole):
            return False
        return rules, options, dealer, wind

    def _refuse_rules(self, err: ScorebookError) -> None:
        """Rules a hand cannot be settled under: which hand, and why, in one message."""
        found = re.match(r"hands\[(\d+)\]", err.path or "")
        why = self.error_text(err)
        text = (self.tr("The rules were not changed. Hand {0} cannot be settled under the "
                        "new rules: {1}").format(int(found.group(1)) + 1, why) if found
                else self.tr("The rules were not changed: {0}").format(why))
        self._say(text, error=True)

    def delete_session(self) -> None:
        book, sid = self.book, self.session_id
        if book is None or sid is None:
            return
        version = self._version()
        if self._attempt(lambda: self.writer.run(book, None, lambda b: b.delete_session(
                sid, expected_version=version))):
            assert self.model is not None
            self.model.open(None)
            self.reload_sessions()

    def _delete_session_clicked(self) -> None:
        if self.info is None:
            return
        if self._confirm(self.tr("Delete session"),
                         self.tr("Delete the session “{0}”? Hands recorded in it: %n. This "
                                 "cannot be undone.", "", self.info.hands).format(
                                     self.info.name)):
            self.delete_session()

    def _confirm(self, title: str, text: str) -> bool:
        """Ask before deleting, with our own (translated) buttons; Cancel is the default."""
        return self._ask(title, text, self.tr("Delete"), QMessageBox.ButtonRole.DestructiveRole)

    def _ask(self, title: str, text: str, yes: str, role: QMessageBox.ButtonRole,
             no: str | None = None) -> bool:
        """A question with our own (translated) buttons: ``yes`` and ``no`` (Cancel), the
        default."""
        box = plain.message_box(QMessageBox.Icon.Question, title, text, self)
        button = box.addButton(yes, role)
        cancel = box.addButton(no or self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(cancel)
        box.exec()
        return box.clickedButton() is button

    def _ask_import_again(self, name: str) -> bool:
        """A second import of the same content: skip it (the default), or keep it as a marked
        copy, counted once in the club's statistics."""
        return self._ask(self.tr("Import session"), self.tr(
            "This session is already in the scorebook as “{0}”. Skip it, or import it as a "
            "marked copy? A marked copy is counted once in the club's statistics.").format(name),
            self.tr("Import as a marked copy"), QMessageBox.ButtonRole.AcceptRole,
            self.tr("Skip"))

    # -- refusals ----------------------------------------------------------------------------

    def error_text(self, err: ScorebookError, path: Path | None = None) -> str:
        """A refused read or write in words: the scorebook's own codes, else the engine's."""
        where = str(path or self.path)
        if err.code == "busy":
            return self.tr("The scorebook is busy: another program is writing it. Try again "
                           "in a moment.")
        if err.code == "corrupt":
            return self.tr("The scorebook file is damaged. It was left as it is: restore it "
                           "from a backup.")
        if err.code in ("changed_elsewhere", "no_session"):
            return self.tr("This session was changed in another window or program. It now "
                           "shows what is saved; your change was not saved.")
        if err.code == "bad_row":
            return self.damaged_text([err.session])
        if err.code == "export_over_scorebook":
            return self.tr("That file is the scorebook itself: choose another file.")
        if err.code == "cannot_open":
            return texts.labelled(self.tr("The scorebook cannot be opened"), where)
        if err.code == "not_a_scorebook":
            return self.tr("{0} is not a scorebook.").format(where)
        if err.code == "newer_schema":
            return self.tr("{0} was written by a newer version of the app; update the app to "
                           "open it.").format(where)
        if err.code == "cannot_write":
            return self.tr("Could not write the file: {0}").format(where)
        if err.code == "bad_name":
            return self.tr("A session's name is text of at most 200 characters.")
        # The open session's family names its own shapes; a file's session may be another's.
        return texts.ledger_error(err.code, err.detail, self.profile if path is None else None)

    def damaged_text(self, sessions: Sequence[int | None]) -> str:
        return self.tr("Session {0} is damaged in the scorebook and cannot be read.").format(
            texts.listed([texts.number(s) if s is not None else "?" for s in sessions]))

    def _version(self) -> int | None:
        """The version of the session shown (what its next write expects to find)."""
        return self.info.version if self.info is not None else None

    def _attempt(self, write: Callable[[], object]) -> bool:
        """Run one write; False, with the reason shown, when it is refused. A session written
        meanwhile in another window or program is shown as it is now, not overwritten."""
        try:
            write()
        except ScorebookError as err:
            if err.code in ("changed_elsewhere", "no_session"):
                self.reload_sessions(select=self.session_id)
            self._say(self.error_text(err), error=True)
            return False
        return True

    def _change(self, make: Callable[[], Change]) -> Change | None:
        """One change of the open session through the model; None (reason shown) if refused.
        A change that reaches the planned length says so."""
        assert self.model is not None
        before = self.model.plan()
        made: list[Change] = []
        if not self._attempt(lambda: made.append(make())):
            return None
        self._say("")
        self._changed_shown()
        after = self.model.plan()
        if after is not None and after.reached and not (before and before.reached):
            self._say(self.plan_text(after))
        return made[0]

    def _changed_shown(self) -> None:
        """The page after a change of the session shown: when the session already heads the
        list (the most recently changed first) and still answers the search, its item's text
        is made again in place and the session drawn; else the list is made again. A club's
        list of hundreds of sessions is not rebuilt at every entry."""
        model, book = self.model, self.book
        info = model.info if model is not None else None
        first = self.session_list.item(0) if self.session_list.count() else None
        if (info is None or book is None or first is None or not self._listed
                or first.data(Qt.ItemDataRole.UserRole) != info.id
                or self._listed[0][0] != info.id
                or not session_matches(info, self.search_edit.text())):
            self.reload_sessions(select=self.session_id)
            return
        try:
            self._seen = book.data_version()
        except ScorebookError:
            self.reload_sessions(select=self.session_id)
            return
        text = self._session_item_text(info)
        if text != self._listed[0][1]:
            self._listed[0] = (info.id, text)
            first.setText(text)
            first.setToolTip(self._session_tip(info))
        self._draw()

    # -- showing one session -----------------------------------------------------------------

    @property
    def profile(self) -> AnyProfile | None:
        return self.model.profile if self.model else None

    @property
    def one_win(self) -> bool:
        """One win ends a hand of this session (not bloody): its entries are a win or a draw."""
        return self.model.one_win if self.model else False

    def show_session(self, session_id: int | None) -> None:
        if self.model is not None:
            self.model.open(session_id)
            if self.model.error is not None:
                self._say(self.error_text(self.model.error), error=True)
        self._draw()

    def _names(self) -> list[str]:
        return self.model.names if self.model else ["0", "1", "2", "3"]

    def plan_text(self, plan: Plan) -> str:
        """The planned length and how far the session is (counts with Qt's plural forms)."""
        if plan.bust:
            return self.tr("The match is over: a score fell below zero.")
        if plan.by_rounds:
            done = self.tr("Wind rounds played: %n of {0}", "", plan.played).format(
                plan.planned)
        else:
            done = self.tr("Hands finished: %n of {0}", "", plan.played).format(plan.planned)
        if plan.reached:
            return self.tr("The planned length is reached ({0}). Record more hands if the "
                           "table plays on.").format(done)
        return done

    def _draw(self) -> None:
        model = self.model
        has = model is not None and model.info is not None
        readable = has and model is not None and model.result is not None
        for w in (self.export_button, self.delete_session_button, self.edit_session_button):
            w.setEnabled(has)
        self.pdf_button.setEnabled(readable)
        self.pdf_action.setEnabled(readable)
        for w in (self.new_session_button, self.import_button, self.roster_button):
            w.setEnabled(self.book is not None)
        # Nothing about a session shows without one: no empty tables headed 1 2 3 4.
        for part in (self.standings, self.session_area, self.tabs, self.plan_label):
            part.setVisible(readable)
        for button in (*self.entry_buttons.values(), self.new_hand_button, self.seats_button,
                       self.edit_button,
                       self.delete_button):
            button.setEnabled(readable)
        self._draw_undo()
        if not has or model is None or model.info is None:
            self.title_label.setText(self.tr("No session yet") if self.book else
                                     self.tr("The scorebook cannot be opened"))
            self.subtitle_label.setText(
                self.open_error or self.tr("Create a session for your table: choose the "
                                           "rules and the four players, then record each hand "
                                           "as it is played."))
            self._clear_hands()
            self.payments.setRowCount(0)
            self.chart.set_data([], [])
            self.shown.emit()
            return
        kinds = model.kinds
        for kind, b in self.entry_buttons.items():
            b.setVisible(kind in kinds)
        info, result = model.info, model.result
        names = self._names()
        self.title_label.setText(info.name)
        sub = texts.profile(info.rules)
        if info.options:
            sub += " · " + texts.listed([
                texts.labelled(texts.option(k), v) if k == "hands"
                else option_text(k, v) for k, v in info.options.items()])
        if result is not None:
            sub += " · " + self.tr("Next dealer: {0}").format(names[result.next_dealer])
            if result.next_prevailing is not None:
                sub += " · " + self.tr("Prevailing wind: {0}").format(
                    texts.wind(result.next_prevailing))
        self.subtitle_label.setText(sub)
        if result is None:
            self._clear_hands()
            self.shown.emit()
            return
        plan = model.plan()
        self.plan_label.setText(self.plan_text(plan) if plan else "")
        f = self.plan_label.font()
        f.setBold(bool(plan and plan.reached))
        self.plan_label.setFont(f)
        self._draw_standings(names, result)
        self._draw_hands(names)
        self._draw_stats()
        self._draw_money(names, info, result)
        self._draw_history()
        self.shown.emit()

    @staticmethod
    def amount_text(hundredths: int) -> str:
        """An amount of money with two decimals, the interface language's way."""
        return texts.fixed(hundredths / 100, 2)

    def night(self) -> Night | None:
        """The session's night's money, None when it keeps none."""
        model = self.model
        info = model.info if model is not None else None
        result = model.result if model is not None else None
        if info is None or result is None or info.terms is None:
            return None
        assert model is not None and model.stored is not None
        return night(model.stored.name_totals(), info.terms)

    def money_lines(self, names: Sequence[str]) -> tuple[str, list[tuple[str, str, str]]]:
        """The night's money in words: a summary (the terms and each player's money) and
        one row per transfer (payer, payee, amount); ("", []) when the session keeps none."""
        model = self.model
        info = model.info if model is not None else None
        result = self.night()
        if info is None or result is None:
            return "", []
        terms = self.tr("{0} a point").format(self.amount_text(info.stake))
        if info.cap is not None:
            terms += " · " + self.tr("at most {0} paid a night").format(
                self.amount_text(info.cap))
        each = texts.listed([texts.labelled(n, self.amount_text(b))
                             for n, b in zip(names, result.balances, strict=True)])
        lines = [terms, each]
        if result.capped:
            lines.append(self.tr("The cap cut what {0} pays; the winners share what is "
                                 "paid.").format(texts.listed([names[s] for s in result.capped])))
        if result.pot:
            lines.append(self.tr("Penalties paid to nobody go to the pot: {0}.").format(
                self.amount_text(result.pot)))
        if not result.transfers:
            lines.append(self.tr("Nobody pays anybody."))
        rows = [(names[t.payer], self.tr("the pot") if t.payee is None else names[t.payee],
                 self.amount_text(t.amount)) for t in result.transfers]
        return "\n".join(lines), rows

    def _draw_money(self, names: Sequence[str], info: SessionInfo,
                    result: StoredResult) -> None:
        summary, rows = self.money_lines(self.standing_names())
        if info.terms is None:
            summary = self.tr("This session keeps no money. Set a stake a point with "
                              "Edit… to see who pays whom at the end of the night.")
        self.money_label.setText(summary)
        table = self.money_table
        table.clear()
        table.setColumnCount(3)
        table.setHorizontalHeaderLabels([self.tr("Pays"), self.tr("To"), self.tr("Amount")])
        table.setRowCount(len(rows))
        items = []
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                items.append((r, c, item))
        self._put_items(table, items)
        table.setVisible(bool(rows))

    def _draw_undo(self) -> None:
        model = self.model
        undo = model.undo_stack[-1] if model and model.undo_stack else None
        redo = model.redo_stack[-1] if model and model.redo_stack else None
        for act, button, change, word in (
                (self.undo_action, self.undo_button, undo, self.tr("Undo")),
                (self.redo_action, self.redo_button, redo, self.tr("Redo"))):
            act.setEnabled(change is not None)
            button.setEnabled(change is not None)
            act.setText(word if change is None else
                        self.tr("{0}: {1}").format(word, self.change_text(change)))
        self.undo_button.setToolTip(plain.tip(self.undo_action.text() + " (" + QKeySequence(
            QKeySequence.StandardKey.Undo).toString(QKeySequence.SequenceFormat.NativeText)
            + ")"))
        self.redo_button.setToolTip(plain.tip(self.redo_action.text() + " (" + QKeySequence(
            "Ctrl+Shift+Z").toString(QKeySequence.SequenceFormat.NativeText) + ")"))

    def change_text(self, change: Change) -> str:
        """A change in words (the undo and redo entries, the status after them)."""
        n = change.hand + 1
        if change.kind is ChangeKind.ADD:
            return self.tr("an entry in hand {0}").format(n)
        if change.kind is ChangeKind.EDIT:
            return self.tr("the edit of an entry in hand {0}").format(n)
        if change.kind is ChangeKind.DELETE:
            return self.tr("the deletion of an entry in hand {0}").format(n)
        if change.kind is ChangeKind.DELETE_HAND:
            return self.tr("the deletion of hand {0}").format(n)
        if change.kind is ChangeKind.NEW_HAND:
            return self.tr("the start of hand {0}").format(n)
        if change.kind is ChangeKind.DRAWN_HAND:
            return self.tr("hand {0} drawn").format(n)
        if change.kind is ChangeKind.SEATS and change.seats is not None:
            return self.tr("the seat change before hand {0} ({1})").format(
                n, texts.listed(change.seats[1]))
        return self.tr("the note of hand {0}").format(n)

    STAT_COLUMNS = ("hands", "wins", "self_draws", "deal_ins", "kongs", "ready", "not_ready",
                    "pigs", "biggest_win", "total", "per_hand")

    def _stat_headers(self) -> dict[str, str]:
        return {"hands": self.tr("Hands"), "wins": self.tr("Wins"),
                "self_draws": self.tr("Self-draws"), "deal_ins": self.tr("Dealt in"),
                "kongs": self.tr("Kongs"), "ready": self.tr("Ready"),
                "not_ready": self.tr("Not ready"), "pigs": self.tr("Flower pigs"),
                "biggest_win": self.tr("Biggest win"), "total": self.tr("Total"),
                "per_hand": self.tr("Per hand")}

    def player_stats(self) -> list[tuple[str, PlayerStats]]:
        """The rows of the Statistics tab: this session's seats, or every player by name over
        all the sessions with the same rules."""
        if self.info is None or self.book is None or self.result is None:
            return []
        try:
            if self.club_box.isChecked():
                return sorted(club_stats(self.book, self.info.rules).items())
            return self.book.name_stats(self.info.id)
        except ScorebookError as err:
            self._say(self.error_text(err), error=True)
            return []

    def _draw_chart(self) -> None:
        model = self.model
        standings = model.standings() if model is not None else None
        self.chart.set_data(self.seat_labels(), list(standings.running) if standings else [],
                            self.tr("The chart shows each player's running total once a "
                                    "hand is recorded."))

    def _draw_stats(self) -> None:
        if self.tabs.currentIndex() == 2:
            self._draw_chart()  # drawn when shown: a long session's running totals
        if self.tabs.currentIndex() != 1:
            return  # drawn when shown: the club view reads every session
        rows = self.player_stats()
        profile = self.profile
        columns = [c for c in self.STAT_COLUMNS
                   if c not in STAT_NEEDS or getattr(profile, STAT_NEEDS[c], True)]
        t = self.stats_table
        t.setSortingEnabled(False)
        t.clear()
        headers = self._stat_headers()
        t.setColumnCount(len(columns))
        t.setHorizontalHeaderLabels([headers[c] for c in columns])
        t.setRowCount(len(rows))
        t.setVerticalHeaderLabels([name for name, _ in rows])
        items = []
        for r, (_, st) in enumerate(rows):
            for c, key in enumerate(columns):
                value = st.per_hand if key == "per_hand" else getattr(st, key)
                item = QTableWidgetItem()
                item.setData(Qt.ItemDataRole.DisplayRole,
                             round(value, 2) if isinstance(value, float) else value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                items.append((r, c, item))
        self._put_items(t, items)
        t.setSortingEnabled(True)

    @staticmethod
    def standing_text(row: int, value: float | None) -> str:
        """A number of the standings as shown and printed: the totals (row 0) with their
        sign, points held and rank points grouped, with a fraction only when they have one
        (58.000 and 12,5 in Vietnamese); "–" for a number a player who left has not."""
        if value is None:
            return "–"
        if row == 0:
            return signed(int(value))
        if float(value).is_integer():
            return texts.number(int(value))
        return texts.decimal(value)

    def standing_names(self) -> list[str]:
        """The standings' columns: every name that sat in the session, each once."""
        return self.model.all_names if self.model else ["0", "1", "2", "3"]

    def standing_rows(self, result: StoredResult) -> list[tuple[str, Sequence[float | None]]]:
        """The standings' rows by name (``standing_names``): a player who sat in two
        seatings has one column, the sum; points held are the current seats' (None for a
        player who left)."""
        named = self.model.name_standings() if self.model else []
        rows: list[tuple[str, Sequence[float | None]]] = [
            (self.tr("Total"), [r[1] for r in named])]
        if result.points is not None:
            rows.append((self.tr("Points held"), [r[2] for r in named]))
        if result.rank_points is not None:
            rows.append((self.tr("Rank points"), [r[3] for r in named]))
        return rows

    def _draw_standings(self, names: list[str], result: StoredResult) -> None:
        rows = self.standing_rows(result)
        names = self.standing_names()
        t = self.standings
        t.setColumnCount(len(names))
        t.setHorizontalHeaderLabels(names)
        t.setRowCount(len(rows))
        t.setVerticalHeaderLabels([r[0] for r in rows])
        items = []
        for r, (_, values) in enumerate(rows):
            for s, v in enumerate(values):
                text = self.standing_text(r, v)
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if r == 0 and v is not None and v:
                    item.setForeground(_POSITIVE if v > 0 else _NEGATIVE)
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                items.append((r, s, item))
        self._put_items(t, items)
        t.resizeRowsToContents()
        self._fit_standings_height()

    def _fit_standings_height(self) -> None:
        """The standings show every row, and the scroll bar below them when the players'
        columns are wider than the page (a narrow window, long names)."""
        t = self.standings
        bar = t.horizontalScrollBar()
        t.setFixedHeight(t.horizontalHeader().height()
                         + sum(t.rowHeight(r) for r in range(t.rowCount())) + 6
                         + (bar.sizeHint().height() if bar.maximum() > 0 else 0))

    def block_title(self, first: int, end: int) -> str:
        """A block of a long session's hands: from hand ``first`` + 1 to hand ``end``."""
        return self.tr("Hands {0}–{1}").format(texts.number(first + 1), texts.number(end))

    def hand_title(self, view: HandView, names: Sequence[str]) -> str:
        title = self.tr("Hand {0} · dealer {1}").format(view.index + 1, names[view.dealer])
        if view.prevailing is not None:
            title += " · " + self.tr("{0} round").format(texts.wind(view.prevailing))
        if view.winners:
            title += " · " + self.tr("won: {0}").format(
                texts.listed([names[s] for s in view.winners]))
        if not view.over:
            title += " · " + self.tr("in progress")
        if view.note:
            title += " · “" + view.note + "”"
        model = self.model
        if model is not None and model.info is not None and model.info.seatings \
                and tuple(names) != model.info.players:
            title += " · " + self.tr("seats: {0}").format(texts.listed(names))
        return title

    def seat_labels(self) -> list[str]:
        """The seats' column headings (the hands tree, the chart, the printed hands): each
        seat's player, or every player who sat there, in order (" / ") after a seat change."""
        model = self.model
        if model is None or model.info is None or not model.info.seatings:
            return self._names()
        info = model.info
        return [" / ".join(dict.fromkeys([n[s] for _, n in info.seatings] + [info.players[s]]))
                for s in range(4)]

    def hand_names(self, h: int) -> list[str]:
        """The names in seats 0-3 for hand ``h``: the seating it was played with."""
        return self.model.names_at(h) if self.model else ["0", "1", "2", "3"]

    def _clear_hands(self) -> None:
        self.hands_model.clear()
        self._hand_views = ()

    def _put_hand_rows(self, first: int, removed: int, views: Sequence[HandView],
                       names: Sequence[str], whole: bool) -> None:
        """Take ``removed`` hand rows out of the tree at ``first`` and put rows for ``views``
        there (``whole``: every row again), each hand's row opened on its entries (a long
        session's: the last block, and its hands; a hand put in where an opened one was)."""
        tree = self.hands_tree
        profile = self.profile
        assert profile is not None
        model = self.hands_model
        opened = {h for h in range(first, first + removed)
                  if not whole and tree.isExpanded(model.hand_index(h))}
        reset = model.replace(first, removed, views, names, profile, whole)
        count = len(model.views)
        if not model.grouped:
            if reset:
                tree.expandAll()  # one pass over the rows
            else:
                for h in range(first, first + len(views)):
                    tree.expand(model.hand_index(h))
            return
        last = (count - 1) // GROUP * GROUP
        tree.expand(model.block_index(last))
        for h in range(last, count) if reset else range(first, first + len(views)):
            if h >= last or h in opened:
                tree.expand(model.hand_index(h))

    def _draw_hands(self, names: list[str]) -> None:
        """The hands tree: only the rows of hands whose view changed are made again (the
        model keeps the view of a hand settled the same way), all of them for another
        session, other names or another language. No row is made before it is shown
        (``HandsModel``)."""
        assert self.model is not None
        tree = self.hands_tree
        selected = self.selection()
        profile = self.profile
        assert profile is not None
        views = self.model.hands
        context = (self.model.session_id, tuple(names), profile.id,
                   self.model.info.seatings if self.model.info else ())
        built = self._hand_views
        whole = not (context == self._hands_context
                     and len(built) == tree.topLevelItemCount())
        if whole:  # every row again
            first, removed, added = 0, tree.topLevelItemCount(), len(views)
            tree.sizes.forget_sizes()  # another language or font may have come
        else:
            first, removed, added = changed_span(built, views)
        signals = tree.selectionModel()
        signals.blockSignals(True)
        self.hands_model.set_labels([self.tr("Hand"), *self.seat_labels()])
        self._put_hand_rows(first, removed, views[first:first + added], names, whole)
        tree.fit_numbers(self.model.spans())
        self._hand_views, self._hands_context = self.hands_model.views, context
        select_item: HandItem | None = None
        top = tree.topLevelItem(selected[0]) if selected is not None else None
        if selected is not None and top is not None:
            select_item = top if selected[1] is None else top.child(selected[1])
        signals.blockSignals(False)
        if select_item is None and tree.topLevelItemCount():
            select_item = tree.topLevelItem(tree.topLevelItemCount() - 1)
        before = tree.currentIndex()
        if select_item is not None:
            tree.setCurrentItem(select_item)
            # Scrolled to unless it stays the row it was and no row above it changed (a long
            # session's tree takes milliseconds to find a row's place).
            if whole or tree.currentIndex() != before or selected is None \
                    or first < selected[0]:
                tree.scrollToItem(select_item)
        if tree.currentIndex() == before:  # else its signal has drawn the payments
            self._selection_changed()

    def describe(self, ev: Mapping[str, Any], names: Sequence[str], profile: AnyProfile) -> str:
        """One entry in words."""
        kind = ev.get("type")
        if kind == "win":
            seat = names[ev["seat"]]
            frm: Any = ev.get("from")
            if ev.get("robbed"):
                text = self.tr("{0} wins robbing {1}'s kong").format(seat, names[frm])
            elif frm is not None:
                text = self.tr("{0} wins on {1}'s discard").format(seat, names[frm])
            else:
                text = self.tr("{0} wins by self-draw").format(seat)
            if "hand" in ev:
                text += " · " + join_notation(ev["hand"], ev.get("melds", []),
                                              ev.get("bonus", ""))
            elif "value" in ev:
                text += " · " + f"{texts.number(ev['value'])} {texts.unit(profile.unit)}"
            extra = [texts.pattern(e.replace("-", "_")) for e in ev.get("events", [])]
            if extra:
                text += " · " + texts.listed(extra)
            return text
        if kind == "kong":
            seat = names[ev["seat"]]
            if ev.get("kind") == "exposed":
                return self.tr("{0}: exposed kong on {1}'s discard").format(
                    seat, names[ev["from"]])
            if ev.get("kind") == "added":
                text = self.tr("{0}: added kong").format(seat)
                if ev.get("immediate") is False:
                    text += " " + self.tr("(not at once)")
                return text
            return self.tr("{0}: concealed kong").format(seat)
        if kind == "wall_end":
            parts = []
            for key, p in sorted(ev.get("players", {}).items()):
                name = names[int(key)]
                status = p.get("status")
                if status == "ready":
                    parts.append(self.tr("{0} ready ({1} {2})").format(
                        name, texts.number(p.get("value", 0)), texts.unit(profile.unit)))
                elif status == "not_ready":
                    parts.append(self.tr("{0} not ready").format(name))
                elif status == "pig":
                    parts.append(self.tr("{0} flower pig").format(name))
                else:
                    parts.append(f"{name} {join_notation(p.get('hand', ''), p.get('melds', []))}")
            return self.tr("Wall end: {0}").format(clauses(parts))
        if kind == "draw":
            return self.tr("Drawn hand: nobody won")
        if kind == "penalty":
            seat = names[ev["seat"]]
            if ev.get("kind") == "false_win":
                return self.tr("{0}: false win penalty").format(seat)
            return self.tr("{0}: dead hand").format(seat)
        return str(kind)

    def selection(self) -> tuple[int, int | None] | None:
        item = self.hands_tree.currentItem()
        if item is None:
            return None
        data = item.data(0, Qt.ItemDataRole.UserRole)
        return (int(data[0]), None if data[1] is None else int(data[1]))

    def _selection_changed(self) -> None:
        sel = self.selection()
        rows: list[Payment] = []
        names = self._names() if sel is None else self.hand_names(sel[0])
        if sel is not None and self.result is not None and sel[0] < len(self.result.hands):
            hand = self.result.hands[sel[0]]
            rows = [p for p in hand.payments if sel[1] is None or p.event == sel[1]]
            self.payments_label.setText(
                self.tr("Payments of hand {0}").format(sel[0] + 1) if sel[1] is None
                else self.tr("Payments of this entry"))
        else:
            self.payments_label.setText(self.tr("Payments"))
        t = self.payments
        t.setColumnCount(4)
        t.setHorizontalHeaderLabels([self.tr("Pays"), self.tr("To"), self.tr("Amount"),
                                     self.tr("Why")])
        t.setRowCount(len(rows))
        t.verticalHeader().setVisible(False)
        self._put_items(t, [
            (r, c, QTableWidgetItem(text)) for r, p in enumerate(rows)
            for c, text in enumerate((names[p.payer],
                                      names[p.payee] if p.payee is not None else self.tr("nobody"),
                                      texts.number(p.amount), texts.payment_reason(p)))])
        self.edit_button.setEnabled(sel is not None)
        self.delete_button.setEnabled(sel is not None)
        self._draw_history()

    def _draw_history(self) -> None:
        """The History tab, when shown: the selected hand's changes (or the session's)."""
        view = self.history_view
        model = self.model
        if self.tabs.currentWidget() is not view or model is None or model.info is None \
                or self.book is None:
            return
        sel = self.selection()
        view.hand_only.setEnabled(sel is not None)
        hand = sel[0] if sel is not None and view.hand_only.isChecked() else None
        try:
            entries = self.book.history(model.info.id, hand, newest=SHOWN)
        except ScorebookError as err:
            view.show_entries([], hand)
            view.heading.setText(self.error_text(err))
            return
        view.show_entries(entries, hand, SHOWN + 1 if len(entries) == SHOWN else None)

    # -- recording ---------------------------------------------------------------------------

    def _say(self, text: str, error: bool = False) -> None:
        """The page's one message line: each new message replaces the last, and a change,
        another session or another scorebook clears it."""
        self.message_label.setText(text)
        self.message_label.setStyleSheet("color: #b3261e;" if error else "")

    def _target_hand(self) -> int:
        """New entries go to the selected hand while it is in progress, else to the last hand;
        when that one is over (or there is none) a new hand begins (the engine says when a
        hand is over)."""
        assert self.model is not None
        sel = self.selection()
        return self.model.current_hand(sel[0] if sel is not None else None)

    def trial_text(self, trial: Trial, event: Mapping[str, Any]) -> str:
        """Why the engine refuses an entry, in the words of that entry."""
        kind = event.get("type")
        if kind == "kong" and trial.code == "discarder_is_winner":
            return self.tr("A kong cannot be made on the player's own discard: choose who "
                           "discarded the fourth tile.")
        if kind == "kong" and trial.code == "discarder_not_in":
            return self.tr("The discarder has already won and is out of the hand.")
        if kind == "wall_end" and trial.code == "tile_count":
            return self.tr("At the wall's end a hand has 13 tiles (a kong counts as 3).")
        return texts.ledger_error(trial.code, trial.detail, self.profile)

    def _trial(self, hand: int, index: int, event: dict[str, Any], replace: bool
               ) -> tuple[Trial, str]:
        """Settle the session with ``event`` at (hand, index): the engine's answer, and why it
        is refused ("" when it is not)."""
        assert self.model is not None
        trial = self.model.trial(hand, index, event, replace)
        return trial, "" if trial.ok else self.trial_text(trial, event)

    def add_entry(self, kind: str, prefill: Mapping[str, Any] | None = None,
                  note: str = "") -> EntryDialog | None:
        """Open the dialog for a new entry of ``kind`` in the current hand (non-blocking). A
        drawn hand is recorded at once (nothing to ask); Undo takes it back."""
        model = self.model
        if self.info is None or self.book is None or model is None or model.result is None:
            return None
        self._say("")
        hand = self._target_hand()
        view = model.hands[hand] if hand < len(model.hands) else None
        index = len(view.entries) if view else 0
        in_seats = view.in_seats() if view else [0, 1, 2, 3]
        if kind == "draw":
            if self._change(lambda: model.add_entry({"type": "draw"}, hand)) is not None:
                self._select(hand, index)
                if not self.message_label.text():
                    self._say(self.tr("Hand {0} recorded as drawn. Undo ({1}) takes it "
                                      "back.").format(hand + 1, QKeySequence(
                                          QKeySequence.StandardKey.Undo).toString(
                                          QKeySequence.SequenceFormat.NativeText)))
            return None
        prefill = dict(prefill or {})
        if kind == "win" and "seat" in prefill and prefill["seat"] not in in_seats:
            prefill.pop("seat")
        dialog = EntryDialog(kind, self.profile, self._names(),  # type: ignore[arg-type]
                             in_seats,
                             lambda ev: self._trial(hand, index, ev, replace=False),
                             prefill, note=note, parent=self)
        dialog.setWindowTitle(self.tr("{0} – hand {1}").format(dialog.windowTitle(), hand + 1))

        def commit() -> None:
            if self._change(lambda: model.add_entry(dialog.entry(), hand)) is not None:
                self._select(hand, index)
        dialog.accepted.connect(commit)
        self._open(dialog)
        return dialog

    def edit_selected(self) -> EntryDialog | None:
        """Edit the selected entry (a hand row: its note)."""
        sel = self.selection()
        model = self.model
        if sel is None or self.info is None or model is None:
            return None
        if sel[1] is None:
            ask = QInputDialog(self)
            ask.setWindowTitle(self.tr("Note"))
            ask.setLabelText(self.tr("A note for hand {0}:").format(sel[0] + 1))
            plain.labels(ask)
            ask.setTextValue(self.hand_notes[sel[0]])
            # Qt has no Vietnamese or Indonesian catalogue: our own button words.
            ask.setOkButtonText(self.tr("Save"))
            ask.setCancelButtonText(self.tr("Cancel"))
            hand = sel[0]
            ask.textValueSelected.connect(lambda text: self.set_note(hand, text))
            ask.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            ask.open()
            return None
        hand, index = sel[0], sel[1]
        view = model.hands[hand]
        record = dict(view.entries[index].record)
        dialog = EntryDialog(record["type"], self.profile, self._names(),  # type: ignore
                             view.in_seats(index),
                             lambda e: self._trial(hand, index, e, replace=True),
                             record, editing=True, parent=self)

        def commit() -> None:
            if self._change(lambda: model.edit_entry(hand, index, dialog.entry())) is not None:
                self._select(hand, index)
        dialog.accepted.connect(commit)
        self._open(dialog)
        return dialog

    def _select(self, hand: int, index: int | None) -> None:
        top = self.hands_tree.topLevelItem(hand)
        if top is None:
            return
        item = top.child(index) if index is not None and index < top.childCount() else None
        self.hands_tree.setCurrentItem(top if item is None else item)
        self.hands_tree.scrollToItem(top if item is None else item)  # its block opened

    def set_note(self, hand: int, text: str) -> None:
        model = self.model
        assert model is not None
        if self._change(lambda: model.set_note(hand, text)) is not None:
            self._select(hand, None)

    def new_hand(self) -> bool:
        """Start the next hand even if the last one has no recorded end. Nothing happens (and
        the message says why) when the current hand is empty or the last hand is over."""
        model = self.model
        if model is None or model.info is None:
            return False
        why = model.can_start_hand()
        if why == "empty":
            self._say(self.tr("Hand {0} has nothing recorded yet: record its first entry "
                              "instead of starting another hand.").format(
                                  model.current_hand() + 1))
            return False
        if why == "hand_over":
            self._say(self.tr("Hand {0} is over: the next entry starts hand {1} by "
                              "itself.").format(len(model.hands), len(model.hands) + 1))
            return False
        if why:
            return False
        if self._change(model.new_hand) is None:
            return False
        self._select(len(model.hands) - 1, None)
        if not self.message_label.text():
            self._say(self.tr("Hand {0} started.").format(len(model.hands)))
        return True

    def delete_selected(self) -> bool:
        """Delete the selected entry, or the selected hand with all its entries (no question:
        ``_delete_clicked`` asks first). Undo puts it back."""
        sel = self.selection()
        model = self.model
        if sel is None or model is None or model.info is None:
            return False
        hand, index = sel
        # Removing an entry can make a later one impossible (e.g. the win before a third
        # winner's): the engine says which, nothing is written.
        if index is None:
            done = self._change(lambda: model.delete_hand(hand))
        else:
            done = self._change(lambda: model.delete_entry(hand, index))
        if done is None:
            return False
        self._select(min(hand, len(model.hands) - 1), None)
        self._say(self.tr("Deleted. Undo ({0}) puts it back.").format(QKeySequence(
            QKeySequence.StandardKey.Undo).toString(QKeySequence.SequenceFormat.NativeText)))
        return True

    def _delete_clicked(self) -> None:
        """The Delete key or button: asks first, for an entry as for a hand."""
        sel = self.selection()
        if sel is None or self.model is None:
            return
        hand, index = sel
        if index is None:
            if self.model.hands[hand].entries:
                question = self.tr("Delete hand {0} and everything recorded in it?").format(
                    hand + 1)
            else:
                question = self.tr("Delete the empty hand {0}?").format(hand + 1)
            title = self.tr("Delete hand")
        else:
            entry = self.model.hands[hand].entries[index]
            question = self.tr("Delete this entry of hand {0}?\n{1}").format(
                hand + 1, self.describe(entry.record, self._names(),
                                        self.profile))  # type: ignore[arg-type]
            title = self.tr("Delete entry")
        if self._confirm(title, question):
            self.delete_selected()

    def seats_refusal_text(self) -> str:
        """Why the seats cannot change now, in words ("" when they can)."""
        model = self.model
        if model is None:
            return self.tr("Open a session first.")
        code, a, b = model.seat_change_refusal()
        if code == "hand_in_progress":
            return self.tr("Seats change between games: hand {0} is not over yet.").format(a)
        if code == "game_in_progress":
            return self.tr("Seats change between games: {0} of this game's {1} hands are "
                           "played.").format(a, b)
        if code == "round_in_progress":
            return self.tr("Seats change between games: the {0} round is not over "
                           "yet.").format(texts.wind(a))
        if code:
            return self.tr("Open a session first.")
        return ""

    def change_seats(self, names: Sequence[str] | None = None) -> SeatsDialog | None:
        """Change seats between games: a dialog of the four seats (``names`` given: those,
        without one; tests). Refused with the reason said when a game is being played."""
        model = self.model
        why = self.seats_refusal_text()
        if why:
            self._say(why, error=True)
            return None
        assert model is not None and model.info is not None

        def seat(chosen: list[str]) -> None:
            if self._change(lambda: model.change_seats(chosen)) is not None:
                self.reload_sessions(select=self.session_id)
                self._say(self.tr("From hand {0} on: {1}.").format(
                    len(model.hands) + 1, texts.listed(chosen)))
        if names is not None:
            seat(list(names))
            return None
        dialog = SeatsDialog(model.info.players, self.roster(), len(model.hands) + 1, self)
        dialog.accepted.connect(lambda: seat(dialog.names()))
        self._open(dialog)
        return dialog

    def undo(self) -> Change | None:
        model = self.model
        if model is None or not model.undo_stack:
            self._say(self.tr("Nothing to undo."))
            return None
        done: list[Change | None] = []
        if not self._attempt(lambda: done.append(model.undo())):
            return None
        change = done[0]
        self.reload_sessions(select=self.session_id)
        if change is not None:
            self._say(self.tr("Undone: {0}.").format(self.change_text(change)))
            self._select(min(change.hand, len(model.hands) - 1), None)
        return change

    def redo(self) -> Change | None:
        model = self.model
        if model is None or not model.redo_stack:
            self._say(self.tr("Nothing to redo."))
            return None
        done: list[Change | None] = []
        if not self._attempt(lambda: done.append(model.redo())):
            return None
        change = done[0]
        self.reload_sessions(select=self.session_id)
        if change is not None:
            self._say(self.tr("Redone: {0}.").format(self.change_text(change)))
            self._select(min(change.hand, len(model.hands) - 1), change.index)
        return change

    # -- from the calculator -----------------------------------------------------------------

    def receive_win(self, rules: str, options: Mapping[str, str], event: Mapping[str, Any],
                    shown: CalculatorWin | None = None) -> SessionDialog | EntryDialog | None:
        """A win sent from the calculator: into the open session when its rules match, else
        into a new session of those rules (its dialog opens first). ``shown``, the
        calculator's situation and numbers, lets the entry say where the session's numbers
        differ and why (its dealer, the seats still in, the prevailing wind)."""
        if self.book is None:
            self._say(self.open_error, error=True)
            return None
        matches = (self.info is not None and self.info.rules == rules
                   and all(self.info.options.get(k, v) == v for k, v in options.items()))
        if matches:
            return self._win_from_calculator(dict(event), shown)
        self._pending_win = dict(event)
        self._pending_shown = shown
        note = self.tr("This win is scored under {0}. Start a session with these rules to "
                       "record it.").format(texts.profile(rules))
        dialog = self.new_session(rules, note)
        for key, value in options.items():
            box = dialog.option_boxes.get(key)
            if box is not None:
                box.setCurrentIndex(max(0, box.findData(value)))
        return dialog

    def _win_from_calculator(self, event: dict[str, Any], shown: CalculatorWin | None
                             ) -> EntryDialog | None:
        return self.add_entry("win", event, note=self.difference_text(event, shown))

    def difference_text(self, event: Mapping[str, Any], shown: CalculatorWin | None) -> str:
        """The session's situation for a win from the calculator and, when its numbers differ
        from the calculator's, both and why ("" when they agree)."""
        model = self.model
        if model is None or model.info is None or model.result is None:
            return ""
        names = self._names()
        hand = self._target_hand()
        view = model.hands[hand] if hand < len(model.hands) else None
        index = len(view.entries) if view else 0
        trial = model.trial(hand, index, event, replace=False)
        if not trial.ok or trial.payments is None:
            return ""
        mine = deltas(trial.payments)
        dealer = trial.dealer if trial.dealer is not None else model.result.next_dealer
        in_seats = view.in_seats() if view else [0, 1, 2, 3]
        if shown is None or tuple(mine) == tuple(shown.deltas):
            return ""
        why = []
        if shown.dealer != dealer:
            why.append(self.tr("the dealer here is {0}, not {1}").format(
                names[dealer], names[shown.dealer]))
        if not model.one_win and sorted(shown.in_seats) != sorted(in_seats):
            why.append(self.tr("the players still in here are {0}, not {1}").format(
                texts.listed([names[s] for s in in_seats]),
                texts.listed([names[s] for s in sorted(shown.in_seats)])))
        wind = trial.prevailing
        if shown.prevailing is not None and wind is not None and shown.prevailing != wind:
            why.append(self.tr("the prevailing wind here is {0}, not {1}").format(
                texts.wind(wind), texts.wind(shown.prevailing)))
        text = self.tr("In the calculator: {0}. In this session: {1}.").format(
            # " / " between the seats: no comma or colon, so the same in every language
            " / ".join(f"{names[s]} {signed(shown.deltas[s])}" for s in range(4)),
            " / ".join(f"{names[s]} {signed(mine[s])}" for s in range(4)))
        if why:
            text += " " + self.tr("The difference: {0}.").format(clauses(why))
        return text

    # -- import, export, print ---------------------------------------------------------------

    def csv_headings(self) -> dict[str, str]:
        """The CSV table's words in the page's language (store.scorebook.CSV_HEADINGS)."""
        return {"hand": self.tr("hand"), "dealer": self.tr("dealer"),
                "winners": self.tr("winners"), "note": self.tr("note"),
                "total {0}": self.tr("total {0}"), "won {0}": self.tr("won {0}"),
                "total": self.tr("total"), "points": self.tr("points"),
                "rank points": self.tr("rank points"), "stake": self.tr("stake"),
                "cap": self.tr("cap"), "money": self.tr("money"), "pays": self.tr("pays"),
                "pot": self.tr("pot")}

    def export_to(self, path: str | Path, fmt: str | None = None,
                  translated: bool = False) -> None:
        """Write the session as a ledger JSON file (``ledger`` reads it) or a CSV table (with
        a byte-order mark; ``translated``: headings in the page's language), whole or not at
        all; raises ScorebookError (never over the scorebook itself) or OSError."""
        assert self.book is not None and self.session_id is not None
        self.book.export_to(path, self.session_id, fmt,
                            self.csv_headings() if translated else None)

    def import_from(self, path: str | Path) -> int | None:
        """``start_import`` and wait for its answer, the event loop running meanwhile (the
        window stays responsive): the new session's id, or None (the reason shown)."""
        answers: list[int | None] = []
        loop = QEventLoop()

        def done(sid: int | None) -> None:
            answers.append(sid)
            loop.quit()

        self.import_finished.connect(done)
        try:
            if self.start_import(path) and not answers:
                loop.exec()
        finally:
            self.import_finished.disconnect(done)
        return answers[0] if answers else None

    def start_import(self, path: str | Path, allow_duplicate: bool = False) -> bool:
        """Import a ledger file as a new session on a worker thread (reading, parsing, checking
        and writing take seconds for a big file; the window stays responsive). False when
        nothing starts (no scorebook, or an import already running); else ``import_finished``
        follows with the new session's id, or None with the reason shown."""
        if self.book is None or self.importing:
            return False
        self.importing = True
        self.import_button.setEnabled(False)
        self._say(self.tr("Importing {0}…").format(Path(path).name))
        book_path, file = self.path, str(path)

        def work() -> None:
            result: object
            try:  # its own connection: sqlite3 objects stay on the thread that made them
                result = import_file(book_path, file, allow_duplicate=allow_duplicate)
            except Exception as exc:  # reported on the GUI thread (_import_done)
                result = exc
            try:
                self._imported.emit(file, result, allow_duplicate)
            except RuntimeError:  # the page was closed meanwhile
                pass

        if self._import_pool is None:
            self._import_pool = ThreadPoolExecutor(max_workers=1,
                                                   thread_name_prefix="scorebook-import")
        self._import_pool.submit(work)
        return True

    def _import_done(self, path: str, result: object, again: bool) -> None:
        """The worker's answer, on the GUI thread: the new session shown, or why not."""
        self.importing = False
        self.import_button.setEnabled(True)
        sid: int | None = None
        try:
            if isinstance(result, UserFileError):  # a device, a pipe, too big, not UTF-8
                self._say(self.tr("This file cannot be read ({0}): {1}").format(
                    result.code, result.message), error=True)
            elif isinstance(result, InputLimitError):
                if result.code == "bad_json":
                    self._say(texts.ledger_error("bad_json"), error=True)
                else:  # too big, too deep, a number too long
                    self._say(self.tr("This file cannot be read ({0}): {1}").format(
                        result.code, result.message), error=True)
            elif isinstance(result, ScorebookError):
                if result.code != "duplicate_session" or again:
                    self._say(self.error_text(result), error=True)
                elif self._ask_import_again(result.detail or ""):
                    if self.start_import(path, allow_duplicate=True):
                        return  # import_finished follows that import
                else:  # show the one already kept
                    self._say("")
                    self.reload_sessions(select=result.session)
            elif isinstance(result, BaseException):
                raise result  # the last resort (ui/errors.py): logged, one message
            else:
                sid = cast(int, result)
                self.search_edit.clear()
                self.reload_sessions(select=sid)
                self._say(self.tr("Imported “{0}”.").format(self.info.name if self.info
                                                            else ""))
        finally:
            if not self.importing:
                self.import_finished.emit(sid)

    def export_filters(self) -> list[str]:
        return [self.tr("Ledger JSON (*.json)"), self.tr("CSV table (*.csv)"),
                self.tr("CSV table, headings in this language (*.csv)")]

    def _safe_name(self, suffix: str) -> str:
        assert self.info is not None
        return str(Path.home() / (re.sub(r'[\\/:*?"<>|]+', "_", self.info.name) + suffix))

    def _export_clicked(self) -> None:
        if self.info is None:
            return
        filters = self.export_filters()
        answer = self.choose_file(self.tr("Export session"), self._safe_name(".json"), filters,
                                  save=True, accept=self.tr("Export"))
        if answer is None:
            return
        path, chosen = answer
        is_csv = chosen != filters[0] or path.lower().endswith(".csv")
        if is_csv and not path.lower().endswith(".csv") and chosen != filters[0]:
            path += ".csv"
        try:
            self.export_to(path, "csv" if is_csv else "json", translated=chosen == filters[2])
        except ScorebookError as err:
            self._say(self.error_text(err), error=True)
            return
        except OSError as err:
            self._say(self.tr("Could not write the file: {0}").format(err.strerror), error=True)
            return
        self._say(self.tr("Exported to {0}.").format(path))

    def _import_clicked(self) -> None:
        answer = self.choose_file(self.tr("Import session"), str(Path.home()),
                                  [self.tr("Ledger JSON (*.json)")], save=False,
                                  accept=self.tr("Import"))
        if answer is not None:
            self.start_import(answer[0])

    def session_html(self) -> str:
        """The session for printing: its name, rules, standings and every hand, as HTML for
        a QTextDocument."""
        model = self.model
        assert model is not None and model.info is not None and model.result is not None
        info, result = model.info, model.result
        e = plain.escape  # every text, the names and notes among them, as written
        names = [e(n) for n in self.seat_labels()]
        # (tr outside the f-strings: lupdate does not read inside them)
        count = self.tr("Hands: %n", "", len(model.hands))
        standings_word, hands_word = self.tr("Standings"), self.tr("Hands")
        hand_word, running_word = self.tr("Hand"), self.tr("Running total")
        out = [f"<h2>{e(info.name)}</h2>",
               f"<p>{e(texts.profile(info.rules))} · {e(info.created[:10])} · {e(count)}</p>"]
        plan = model.plan()
        if plan is not None:
            out.append(f"<p>{e(self.plan_text(plan))}</p>")
        cell = 'style="padding: 2px 8px; text-align: right"'
        head = "".join(f"<th {cell}>{n}</th>" for n in names)
        heads = "".join(f"<th {cell}>{e(n)}</th>" for n in self.standing_names())
        out.append(f"<h3>{e(standings_word)}</h3>")
        out.append(f'<table border="1" cellspacing="0"><tr><th></th>{heads}</tr>')
        for r, (label, values) in enumerate(self.standing_rows(result)):
            cells = "".join(f"<td {cell}>{self.standing_text(r, v)}</td>" for v in values)
            out.append(f"<tr><th {cell}>{e(label)}</th>{cells}</tr>")
        out.append("</table>")
        out.append(f"<h3>{e(hands_word)}</h3>")
        out.append(f'<table border="1" cellspacing="0"><tr><th>{e(hand_word)}</th>'
                   f"{head}</tr>")
        standings = model.standings()
        for view in model.hands:
            cells = "".join(f"<td {cell}><b>{signed(d)}</b></td>" for d in view.result.deltas)
            seated = self.hand_names(view.index)
            out.append(f"<tr><td><b>{e(self.hand_title(view, seated))}</b></td>"
                       f"{cells}</tr>")
            for entry in view.entries:
                cells = "".join(f"<td {cell}>{signed(d)}</td>" for d in entry.deltas)
                text = self.describe(entry.record, seated, model.profile)  # type: ignore
                out.append(f"<tr><td>&nbsp;&nbsp;{e(text)}</td>{cells}</tr>")
            if standings is not None:
                running = standings.running[view.index]
                cells = "".join(f"<td {cell}><i>{signed(d)}</i></td>" for d in running)
                out.append(f"<tr><td><i>{e(running_word)}</i></td>{cells}</tr>")
        out.append("</table>")
        summary, rows = self.money_lines(self.standing_names())
        if summary:
            money_word = self.tr("Night's money")
            out.append(f"<h3>{e(money_word)}</h3>")
            out += [f"<p>{e(line)}</p>" for line in summary.split("\n")]
            if rows:
                titles = "".join(f"<th>{e(t)}</th>" for t in (
                    self.tr("Pays"), self.tr("To"), self.tr("Amount")))
                out.append(f'<table border="1" cellspacing="0"><tr>{titles}</tr>')
                out += [f"<tr><td>{e(a)}</td><td>{e(b)}</td><td {cell}>{e(c)}</td></tr>"
                        for a, b, c in rows]
                out.append("</table>")
        return "\n".join(out)

    def print_to_pdf(self, path: str | Path) -> bool:
        """The session's standings and hand list as a PDF file (A4); False, with the reason
        shown, when it cannot be written."""
        if self.model is None or self.model.result is None:
            return False
        writer = QPdfWriter(str(path))
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
        writer.setTitle(self.info.name if self.info else "")
        writer.setCreator("mahjong_gui")
        doc = QTextDocument()
        doc.setHtml(self.session_html())
        doc.print_(writer)
        if not Path(path).is_file():
            self._say(self.tr("Could not write the file: {0}").format(str(path)), error=True)
            return False
        self._say(self.tr("Saved the session as {0}.").format(str(path)))
        return True

    def _pdf_clicked(self) -> None:
        if self.info is None or self.result is None:
            return
        answer = self.choose_file(self.tr("Save as PDF"), self._safe_name(".pdf"),
                                  [self.tr("PDF document (*.pdf)")], save=True)
        if answer is not None:
            path = answer[0]
            self.print_to_pdf(path if path.lower().endswith(".pdf") else path + ".pdf")

    # -- plumbing ----------------------------------------------------------------------------

    def _open(self, dialog: EntryDialog | SessionDialog | SeatsDialog) -> None:
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda *_: self._closed(dialog))
        dialog.open()

    def _closed(self, dialog: EntryDialog | SessionDialog | SeatsDialog) -> None:
        if self.dialog is dialog:  # accepting may already have opened the next dialog
            self.dialog = None

    def retranslate(self) -> None:
        self.sessions_label.setText(self.tr("Sessions"))
        self.sessions_label.setToolTip(plain.tip(str(self.path)))
        self.search_edit.setPlaceholderText(self.tr("Search by player, name or date"))
        self.new_session_button.setText(self.tr("New…"))
        self.edit_session_button.setText(self.tr("Edit…"))
        self.import_button.setText(self.tr("Import…"))
        self.export_button.setText(self.tr("Export…"))
        self.delete_session_button.setText(self.tr("Delete"))
        self.open_button.setText(self.tr("Open scorebook…"))
        self.open_action.setText(self.tr("Open scorebook…"))
        self.roster_button.setText(self.tr("Players…"))
        self.roster_button.setToolTip(self.tr("The club's players, kept across sessions"))
        self.pdf_button.setText(self.tr("PDF…"))
        self.pdf_button.setToolTip(self.tr("Save the standings and the hands as a PDF to "
                                           "print"))
        self.pdf_action.setText(self.tr("Save session as PDF…"))
        self.screen_button.setText(self.tr("Players' screen"))
        self.screen_button.setToolTip(self.tr(
            "A second window for the table: the standings in large type, the dealer and the "
            "last hand, following the scorebook"))
        self.screen_action.setText(self.tr("Players' screen"))
        self.edit_menu.setTitle(self.tr("Edit"))
        labels = {"win": self.tr("Win… (W)"), "kong": self.tr("Kong… (K)"),
                  "wall_end": self.tr("Wall end… (E)"), "penalty": self.tr("Penalty… (P)"),
                  "draw": self.tr("Drawn hand (D)")}
        # setText() replaces a button's shortcut with the text's mnemonic: keys come after.
        for kind, b in self.entry_buttons.items():
            b.setText(labels[kind])
            b.setShortcut(QKeySequence(ENTRY_KEYS[kind]))
        self.entry_buttons["draw"].setToolTip(self.tr(
            "Records the hand as drawn at once; Undo takes it back"))
        self.new_hand_button.setText(self.tr("New hand (N)"))
        self.seats_button.setText(self.tr("Change seats…"))
        self.seats_button.setToolTip(self.tr(
            "Between games: a player leaves and another sits down, or two swap seats"))
        self.tabs.setTabText(0, self.tr("Hands"))
        self.tabs.setTabText(1, self.tr("Statistics"))
        self.tabs.setTabText(2, self.tr("Chart"))
        self.tabs.setTabText(3, self.tr("Night's money"))
        self.tabs.setTabText(4, self.tr("History"))
        self.history_view.retranslate()
        self.club_box.setText(self.tr("All sessions with these rules (players by name)"))
        self.new_hand_button.setShortcut(QKeySequence("N"))
        self.edit_button.setText(self.tr("Edit…"))
        self.delete_button.setText(self.tr("Delete…"))
        self.delete_button.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.entry_buttons["wall_end"].setToolTip(self.tr(
            "The wall ran out: who is ready, not ready or a flower pig (查叫)"))
        self.new_hand_button.setToolTip(self.tr(
            "A hand that ends with a third winner or the wall's end starts the next one by "
            "itself"))
        self._hand_views = ()  # every row again, in the new language
        if self.book is not None:
            self.reload_sessions()
        else:
            self._draw()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

