"""The last resort: an error nobody expected is written with its traceback to a log file in the
user's data folder (for a bug report) and reported as one clear line or message, never as a
traceback on the screen."""

from __future__ import annotations

import time
import traceback
from pathlib import Path

from mahjong_gui.paths import USER_DATA_ENV, user_data_dir

DATA_DIR_ENV = USER_DATA_ENV  # the same override the scorebook uses
MAX_LOG_BYTES = 1_000_000


def log_path() -> Path:
    return user_data_dir() / "errors.log"


def log_exception(exc: BaseException, where: str) -> Path | None:
    """Append the traceback of ``exc`` to the error log (kept under 1 MB); the log's path, or
    None when it cannot be written either."""
    path = log_path()
    text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    entry = f"--- {time.strftime('%Y-%m-%d %H:%M:%S')} {where}\n{text}\n"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > MAX_LOG_BYTES:
            path.replace(path.with_suffix(".log.old"))
        with path.open("a", encoding="utf-8", errors="replace") as fh:
            fh.write(entry)
    except OSError:
        return None
    return path


def summary(exc: BaseException) -> str:
    """One line about an unexpected error: its kind and first line, never the traceback."""
    first = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {first[:200]}" if first else type(exc).__name__
