"""The window's last resort: an unexpected error is logged with its traceback (for a bug
report) and shown as one translated message; the window stays open."""

from __future__ import annotations

import sys
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from mahjong_gui.crashlog import log_exception, summary
from mahjong_gui.ui.plain import message_box


def report_unexpected(exc: BaseException, where: str, parent: QWidget | None = None) -> None:
    """Log ``exc`` and tell the user in one message (code ``internal``)."""
    path = log_exception(exc, where)
    text = QCoreApplication.translate(
        "Errors", "Something unexpected went wrong (internal): {0}").format(summary(exc))
    if path is not None:
        text += "\n" + QCoreApplication.translate(
            "Errors", "The details were saved to {0}.").format(str(path))
    if QApplication.instance() is None:
        print(text, file=sys.stderr)
        return
    box = message_box(QMessageBox.Icon.Warning,
                      QCoreApplication.translate("Errors", "Unexpected error"), text, parent)
    box.addButton(QCoreApplication.translate("Errors", "Close"),
                  QMessageBox.ButtonRole.AcceptRole)
    box.open()


def install_excepthook() -> None:
    """Every exception that would escape a Qt slot is reported instead of printed."""
    def hook(kind: type[BaseException], exc: BaseException,
             tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, exc, tb)
            return
        report_unexpected(exc.with_traceback(tb), "unhandled")

    sys.excepthook = hook
