"""Work-arounds for PySide6 bugs, each applied only where the bug is detected at run time.

PySide6 6.12.0 on Python 3.11 drops a reference to ``None`` on every call of a C++ method that
returns void; after a few thousand calls the interpreter aborts with "deallocating None".
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QSize

# Plenty: each leaked reference costs one, and a session makes far fewer than 2**40 calls.
_EXTRA_REFERENCES = 1 << 40
_protected = False


def none_refcount_leaks() -> bool:
    """True when void-returning Qt methods drop a reference to ``None`` (PySide6 6.12.0, 3.11)."""
    if sys.version_info >= (3, 12):  # None is immortal there (PEP 683)
        return False
    size = QSize()
    before = sys.getrefcount(None)
    for _ in range(200):
        size.setWidth(1)
    return before - sys.getrefcount(None) >= 100


def protect_none() -> bool:
    """Make ``None`` practically immortal if the leak is present; returns whether it did.

    The leaked references are only ever counted against ``None``, which is never freed, so
    adding a large constant to its count (what Python 3.12 does for immortal objects) is safe.
    """
    global _protected
    if _protected:
        return True
    if sys.implementation.name != "cpython" or hasattr(sys, "gettotalrefcount"):
        return False  # ob_refcnt is the first field only in CPython's release builds
    if not none_refcount_leaks():
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += _EXTRA_REFERENCES
    _protected = True
    return True
