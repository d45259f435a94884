"""Where the app finds its shipped data (resources, translations), installed or editable, and
where it keeps the user's (the scorebook, drills, saved games, the error log)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

USER_DATA_ENV = "MAHJONG_GUI_DATA_DIR"  # overrides the user data folder (tests, portable use)

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


def user_data_dir() -> Path:
    """The user's data folder: ``$MAHJONG_GUI_DATA_DIR`` or the platform's user data folder.
    Light to import (the window's start needs it before any store module)."""
    override = os.environ.get(USER_DATA_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir("mahjong_gui", appauthor=False))
