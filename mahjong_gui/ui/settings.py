"""User preferences: one INI file in the per-user config folder (overridable for tests), read as
data from a user file: only a regular file of at most MAX_SETTINGS_BYTES, every value checked
for type and range by one reader (``read_int``, ``read_bool``, ``read_choice``, ``read_bytes``).
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Collection
from pathlib import Path

import platformdirs
from PySide6.QtCore import QByteArray, QSettings

CONFIG_DIR_ENV = "MAHJONG_GUI_CONFIG_DIR"

KEY_LANGUAGE = "ui/language"
KEY_GEOMETRY = "window/geometry"
KEY_AREA = "window/area"
KEY_SPEED = "play/speed"
# The table's conveniences (off at first), read with ``read_bool``.
KEY_AUTO_WIN = "play/auto_win"
KEY_AUTO_PASS = "play/auto_pass"
KEY_AUTO_DISCARD = "play/auto_discard"
KEY_TRACKER = "play/tracker"
# The folder a Save or Open dialog showed last (``read_folder``).
KEY_GAME_FOLDER = "play/game_folder"
# True once the user has finished a guided first hand or started a game (``offer_first_hand``).
KEY_FIRST_HAND_DONE = "learn/first_hand_done"

MAX_SETTINGS_BYTES = 1 << 20  # the file the app writes holds under 2 KB
MAX_BYTES_VALUE = 4096  # a window geometry is 66 bytes

_session_dir: tempfile.TemporaryDirectory[str] | None = None


def config_dir() -> Path:
    """The folder holding ``settings.ini``: ``$MAHJONG_GUI_CONFIG_DIR`` or the platform default."""
    override = os.environ.get(CONFIG_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir("mahjong_gui", appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.ini"


def settings_file_usable(path: Path) -> bool:
    """Whether QSettings may open ``path``: absent (it is created at the first write), or a
    regular file of at most MAX_SETTINGS_BYTES. Checked with ``os.stat`` before anything opens
    it, so a FIFO never blocks the start and a device or a huge file is never read."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return True
    except (OSError, ValueError):  # no permission, a name the system refuses
        return False
    return stat.S_ISREG(info.st_mode) and info.st_size <= MAX_SETTINGS_BYTES


def _session_settings_path() -> Path:
    """Where this run keeps its preferences when the user's file cannot be used: a private
    temporary folder removed when the program ends (the user's file is left untouched)."""
    global _session_dir
    if _session_dir is None:
        _session_dir = tempfile.TemporaryDirectory(prefix="mahjong_gui-settings-")
    return Path(_session_dir.name) / "settings.ini"


def open_settings() -> QSettings:
    """A QSettings on our INI file; changes are written when it is synced or destroyed. When
    the file is not usable (``settings_file_usable``) the app starts with the defaults and
    keeps this run's changes in a temporary file: the user's file is neither read nor
    changed."""
    path = settings_path()
    if not settings_file_usable(path):
        path = _session_settings_path()
    return QSettings(str(path), QSettings.Format.IniFormat)


def _raw(settings: QSettings, key: str) -> object:
    """The stored value as Qt parsed it (a str, a list for comma-separated text, a QByteArray,
    or whatever an ``@Variant``/``@Rect`` line makes), None when absent."""
    try:
        return settings.value(key)
    except (RuntimeError, TypeError, ValueError, OverflowError):  # a value PySide cannot map
        return None


def read_int(settings: QSettings, key: str, default: int, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high`` (ASCII digits, as Qt writes it), else
    ``default``."""
    value = _raw(settings, key)
    if isinstance(value, str):
        text = value.strip()
        digits = text[1:] if text.startswith("-") else text
        if not (digits.isascii() and digits.isdigit() and len(digits) <= 9):
            return default
        value = int(text)
    if isinstance(value, bool) or not isinstance(value, int):
        return default
    return value if low <= value <= high else default


def read_bool(settings: QSettings, key: str, default: bool) -> bool:
    """``true`` or ``false`` (as Qt writes a bool), else ``default``."""
    value = _raw(settings, key)
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    return default


def read_choice(settings: QSettings, key: str, default: str, choices: Collection[str]) -> str:
    """One of ``choices``, else ``default``."""
    value = _raw(settings, key)
    return value if isinstance(value, str) and value in choices else default


def read_folder(settings: QSettings, key: str) -> str:
    """A remembered folder: an absolute path of at most 4096 characters naming a folder that
    exists now, else ""."""
    value = _raw(settings, key)
    if not isinstance(value, str) or not value or len(value) > 4096 or "\0" in value:
        return ""
    try:
        path = Path(value)
        return value if path.is_absolute() and path.is_dir() else ""
    except (OSError, ValueError):
        return ""


def read_bytes(settings: QSettings, key: str, limit: int = MAX_BYTES_VALUE) -> QByteArray:
    """A byte array (``@ByteArray(...)`` in the file) of at most ``limit`` bytes, else an empty
    one."""
    value = _raw(settings, key)
    if isinstance(value, QByteArray) and value.size() <= limit:
        return value
    return QByteArray()


def offer_first_hand(settings: QSettings) -> bool:
    """Whether the welcome still offers a newcomer the guided first hand: until
    ``KEY_FIRST_HAND_DONE`` reads ``true`` (any other value, or none, offers it)."""
    return not read_bool(settings, KEY_FIRST_HAND_DONE, False)
