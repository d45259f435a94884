"""The status line's model: the current expectation and a transient notice, each kept as an id
and its arguments and made into words (``words(key, args)``) whenever shown, so a language
switch rebuilds both and a notice never replaces what is expected."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

StatusWords = Callable[[str, tuple[object, ...]], str]

NOTICE_MS = 5000  # how long a transient notice shows beside the expectation


class StatusModel(QObject):
    """``expect`` sets what the user is expected to do (it stays until the next ``expect``);
    ``notify`` shows a notice beside it for ``ms`` milliseconds. ``changed`` is emitted
    whenever either text may differ (also on ``refresh``, after a language switch)."""

    changed = Signal()

    def __init__(self, words: StatusWords, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._words = words
        self.expectation: tuple[str, tuple[object, ...]] = ("", ())
        self.notice_key: tuple[str, tuple[object, ...]] = ("", ())
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear_notice)

    def expect(self, key: str, *args: object) -> None:
        self.expectation = (key, args)
        self.changed.emit()

    def notify(self, key: str, *args: object, ms: int = NOTICE_MS) -> None:
        self.notice_key = (key, args)
        self._timer.start(ms)
        self.changed.emit()

    def clear_notice(self) -> None:
        self._timer.stop()
        if self.notice_key[0]:
            self.notice_key = ("", ())
            self.changed.emit()

    def refresh(self) -> None:
        """The words again in the language of the moment."""
        self.changed.emit()

    def text(self) -> str:
        """The expectation in words ("" when there is none)."""
        key, args = self.expectation
        return self._words(key, args) if key else ""

    def notice(self) -> str:
        """The notice in words while it shows ("" otherwise)."""
        key, args = self.notice_key
        return self._words(key, args) if key else ""
