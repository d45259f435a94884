"""Widgets sized to their texts in every language and with every interface font."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHeaderView,
    QStyle,
    QStyleOptionComboBox,
    QTableView,
    QWidget,
)
from shiboken6 import isValid


def fitted_width(box: QComboBox, hint: QSize) -> int:
    """``hint``'s width, widened until the edit field holds the widest item as it is
    drawn: by its advance in the box's font now. Qt sizes a combo box by its items' ink
    (``boundingRect``); full-width brackets and commas (Chinese, Japanese) carry their space
    beside the ink, so an item ending in one lost a few pixels and was cut."""
    opt = QStyleOptionComboBox()
    box.initStyleOption(opt)
    opt.rect.setSize(hint)
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                       QStyle.SubControl.SC_ComboBoxEditField, box)
    fm = box.fontMetrics()
    widest = max((fm.horizontalAdvance(box.itemText(i)) for i in range(box.count())),
                 default=0)
    return max(hint.width(), hint.width() - field.width() + widest + 1)


def fit_combo(box: QComboBox) -> None:
    """Never elide a combo box's items: its minimum width fits the longest one (for a box
    whose items change, ``FitComboBox`` follows them by itself)."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    box.setMinimumWidth(0)
    box.setMinimumWidth(fitted_width(box, box.sizeHint()))


class _WheelGuard(QObject):
    """Hands the mouse wheel over a combo or spin box without the keyboard focus to its
    parent (the page or dialog scrolls); only a focused box turns its value with the wheel."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget)
                and not watched.hasFocus()):
            event.ignore()  # filtered and not accepted: Qt passes it on to the parent
            return True
        return False


def guard_wheel(box: QWidget) -> None:
    """The wheel changes ``box`` (a combo or spin box) only once it has the focus (a click or
    Tab gives it): a wheel meant to scroll the page never changes a choice on its way."""
    box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel itself gives no focus
    box.installEventFilter(_WheelGuard(box))  # owned by the box: gone with it


class FitComboBox(QComboBox):
    """A combo box whose size hints always leave its edit field room for the widest item, as
    drawn (by advance), in the font it has now: items and fonts may change after it is laid
    out (a profile switch refills the options; a CJK interface font is wider)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        guard_wheel(self)

    def _need(self, hint: QSize) -> QSize:
        return QSize(fitted_width(self, hint), hint.height())

    def sizeHint(self) -> QSize:
        return self._need(super().sizeHint())

    def minimumSizeHint(self) -> QSize:
        return self._need(super().minimumSizeHint())


class _FillOrScroll(QObject):
    """Sizes a table's columns to their titles and cells, sharing what room is left between
    them, with a horizontal scroll bar once they do not fit (Qt's Stretch mode gives every column
    the same width, cutting a long title beside short ones)."""

    def __init__(self, table: QTableView) -> None:
        super().__init__(table)
        self.table = table
        table.installEventFilter(self)
        model = table.model()
        for signal in (model.modelReset, model.layoutChanged, model.headerDataChanged,
                       model.dataChanged, model.columnsInserted, model.rowsInserted):
            signal.connect(self.fit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() in (QEvent.Type.Resize,
                                                       QEvent.Type.FontChange,
                                                       QEvent.Type.Show):
            self.fit()
        return False

    def fit(self, *_args: object) -> None:
        table = self.table
        if not isValid(table) or not table.isVisible():
            return  # being destroyed, or not laid out yet (fitted when shown)
        header = table.horizontalHeader()
        columns = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        if not columns:
            return
        widths = [max(header.sectionSizeFromContents(c).width(), table.sizeHintForColumn(c))
                  for c in columns]
        spare = max(0, table.viewport().width() - sum(widths))
        for i, (c, w) in enumerate(zip(columns, widths, strict=True)):
            share = spare // len(columns) + (1 if i < spare % len(columns) else 0)
            if header.sectionSize(c) != w + share:
                header.resizeSection(c, w + share)


def fill_or_scroll(table: QTableView) -> None:
    """Columns that share the table's width while everything fits and scroll once it does not;
    never a title or a cell cut."""
    header = table.horizontalHeader()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    _FillOrScroll(table)
