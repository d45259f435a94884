"""Work-arounds for PySide6 bugs and costs, each applied only where it is detected at run time.

PySide6 6.12.0 on Python 3.11 drops a reference to ``None`` on every call of a C++ method that
returns void; after a few thousand calls the interpreter aborts with "deallocating None".

Once PySide6 is imported, every module imported after it is read back as source text
(``inspect.getsource``) to learn whether it may use PySide's ``__feature__`` options; for this
app's hundred modules that is about a tenth of the window's start. ``skip_source_scan`` answers
for this package's own modules without reading them (they never select a feature).
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QSize

# Plenty: each leaked reference costs one, and a session makes far fewer than 2**40 calls.
_EXTRA_REFERENCES = 1 << 40
_protected = False
_PACKAGE = __name__.split(".")[0]  # mahjong_gui


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


def skip_source_scan() -> bool:
    """Answer PySide's per-import feature check for this package's modules without reading
    their source; other modules keep the original check. Returns whether it was installed.

    The check (``shibokensupport.feature._mod_uses_pyside``) decides whether a module gets the
    default feature selection (0: it names PySide6) or is ignored (-1). Both mean "no
    ``snake_case``, no ``true_property``" for a module that selects none, as none of ours does,
    so answering "uses PySide" is what the scan finds for the Qt modules and changes nothing for
    the others. If PySide's internals differ (another version), nothing is changed.
    """
    try:
        from shibokensupport import feature
    except ImportError:
        return False
    original = getattr(feature, "_mod_uses_pyside", None)
    if not callable(original) or not isinstance(getattr(feature, "pyside_feature_dict", None),
                                                dict):
        return False
    if getattr(original, "skips_package", None) == _PACKAGE:
        return True

    def uses_pyside(module: object) -> bool:
        name = getattr(module, "__name__", "")
        if isinstance(name, str) and (name == _PACKAGE or name.startswith(_PACKAGE + ".")):
            return True
        return bool(original(module))

    uses_pyside.skips_package = _PACKAGE  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside
    return True
