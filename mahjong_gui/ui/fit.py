"""Widgets sized to their texts in every language."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox


def fit_combo(box: QComboBox) -> None:
    """Never elide a combo box's items: its minimum width fits the longest one.

    Qt sizes a combo box by its items' ink (``boundingRect``), but draws them into the field by
    their advance; full-width brackets and commas (Chinese, Japanese) carry their space beside
    the ink, so an item ending in one lost a few pixels and was cut. The advance's excess over
    the ink is added back."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    box.setMinimumWidth(0)
    fm = box.fontMetrics()
    extra = 0
    for i in range(box.count()):
        text = box.itemText(i)
        extra = max(extra, fm.horizontalAdvance(text) - fm.boundingRect(text).width())
    box.setMinimumWidth(box.sizeHint().width() + extra)
