"""The hands tree of the scorebook page: its rows read from the open session's hand views
when Qt asks for them (``HandsModel``), the tree that answers as a QTreeWidget did
(``HandsTree``) and the delegate that keeps its rows' sizes (``HandsDelegate``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTreeView, QWidget

from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.store.scorebook.settled import Spans
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.scorebook_state import HandView

if TYPE_CHECKING:
    from mahjong_gui.ui.scorebook.page import ScorebookPage

# A total lost and a total won: the hands tree's numbers and the standings' totals.
NEGATIVE = QColor("#b3261e")
POSITIVE = QColor("#1b6e3a")
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter

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
            got = self._signs[n] = texts.signed(n)
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
            return POSITIVE if v > 0 else NEGATIVE if v < 0 else None
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
