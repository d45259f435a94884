"""User preferences: one INI file in the per-user config folder (overridable for tests).

QSettings in INI format returns strings, so every read passes ``type=``.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs
from PySide6.QtCore import QSettings

CONFIG_DIR_ENV = "MAHJONG_GUI_CONFIG_DIR"

KEY_LANGUAGE = "ui/language"
KEY_GEOMETRY = "window/geometry"
KEY_AREA = "window/area"
KEY_SPEED = "play/speed"


def config_dir() -> Path:
    """The folder holding ``settings.ini``: ``$MAHJONG_GUI_CONFIG_DIR`` or the platform default."""
    override = os.environ.get(CONFIG_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir("mahjong_gui", appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.ini"


def open_settings() -> QSettings:
    """A QSettings on our INI file; changes are written when it is synced or destroyed."""
    return QSettings(str(settings_path()), QSettings.Format.IniFormat)
