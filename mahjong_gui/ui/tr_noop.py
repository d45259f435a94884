"""``QT_TRANSLATE_NOOP`` with the type it has: it returns the message it is given (a ``str``),
where PySide6's stub says ``object``. The program uses Qt's own function; the modules import
it from here, under the same name, so that ``pyside6-lupdate`` still finds every call."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    def QT_TRANSLATE_NOOP(context: str, message: str, /) -> str: ...  # noqa: N802
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["QT_TRANSLATE_NOOP"]
