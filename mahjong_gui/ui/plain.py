"""Text from a user or a file shown as text, never read as markup: plain-text labels and
message boxes, tooltips Qt cannot take for rich text, escaped pieces of HTML."""

from __future__ import annotations

import html

from PySide6.QtGui import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

_PLAIN = Qt.TextFormat.PlainText


def label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows its text as written: QLabel's default (AutoText) takes a text that
    looks like markup for rich text and would load an ``<img>``'s file."""
    widget = QLabel(parent)
    widget.setTextFormat(_PLAIN)  # before the text: a rich text is laid out when it is set
    widget.setText(text)
    return widget


def message_box(icon: QMessageBox.Icon, title: str, text: str,
                parent: QWidget | None = None) -> QMessageBox:
    """A message box whose text is shown as written (buttons are the caller's)."""
    box = QMessageBox(parent)
    box.setIcon(icon)
    box.setWindowTitle(title)
    box.setTextFormat(_PLAIN)
    box.setText(text)
    return box


def labels(widget: QWidget) -> None:
    """Every label in ``widget`` that would guess its format (a Qt dialog's own labels)
    shows its text as written."""
    for child in widget.findChildren(QLabel):
        if child.textFormat() == Qt.TextFormat.AutoText:
            child.setTextFormat(_PLAIN)


def tip(text: str) -> str:
    """``text`` as a tooltip that shows it as written. Qt reads a tooltip that looks like
    markup as rich text; such a text is escaped, its lines and spaces kept."""
    if not Qt.mightBeRichText(text):
        return text
    return '<p style="white-space:pre-wrap">' + escape(text) + "</p>"


def escape(text: str) -> str:
    """``text`` as a piece of HTML that shows it as written (for reports and rich labels)."""
    return html.escape(text, quote=True)
