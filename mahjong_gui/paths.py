"""Where the app finds its shipped data (resources, translations), installed or editable."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir() -> Path:
    """The folder holding ``resources/`` and ``translations/``.

    In a wheel they are force-included inside the package; in an editable install or a source
    checkout they sit beside the package, at the repository root.
    """
    if (_PACKAGE / "resources").is_dir():
        return _PACKAGE
    return _PACKAGE.parent


def resources_dir() -> Path:
    return data_dir() / "resources"


def translations_dir() -> Path:
    return data_dir() / "translations"
