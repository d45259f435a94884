"""The scorebook's refusals: ``ScorebookError`` and its codes, and the words for a stored row
that cannot be read back (``bad_row``, naming the session and the JSON path)."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from mahjong_gui.engine.ledger import LedgerInputError
from mahjong_gui.store.sqlite_file import CORRUPT_CODES, error_code


class ScorebookError(Exception):
    """A refused read or write. ``code`` is an id, ``path`` the JSON path at fault in the
    session's ledger document, ``session`` the session concerned (when one is).

    Codes: the engine's ledger codes (a write that would not settle); ``no_session``,
    ``no_hand``; ``changed_elsewhere`` (the session's version is not the one the writer read);
    ``duplicate_session`` (an import of a session already kept: ``session`` is its id,
    ``detail`` its name); ``bad_row`` (a stored row that cannot be read: bad JSON, a wrong
    shape, three players, a number out of range; names the session and the hand);
    ``export_over_scorebook``; and for the file: ``cannot_open``, ``cannot_write``, ``busy``
    (another program holds the lock), ``corrupt`` (a damaged database, left as it is),
    ``not_a_scorebook`` (not an SQLite file, or another program's database),
    ``newer_schema``."""

    def __init__(self, code: str, message: str, path: str = "",
                 detail: str | None = None, session: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.path = path
        self.detail = detail  # the engine's reason for not_a_win; a duplicate's name
        self.session = session


def refusal(err: LedgerInputError) -> ScorebookError:
    """The engine's refusal of a write or a preview, as the scorebook's."""
    return ScorebookError(err.code, str(err), err.path, err.detail)


def is_corrupt(err: sqlite3.Error) -> bool:
    text = str(err).lower()
    return (error_code(err) in CORRUPT_CODES or "malformed" in text
            or "not a database" in text or "no such table" in text
            or "no such column" in text)


def bad_row(session_id: Any, path: str, what: str) -> ScorebookError:
    sid = session_id if isinstance(session_id, int) else None
    where = f"session {session_id}" + (f", {path}" if path else "")
    return ScorebookError("bad_row", f"the scorebook's {where} cannot be read: {what}", path,
                          session=sid)


def json_cell(value: Any, session_id: Any, path: str) -> Any:
    if not isinstance(value, str):
        raise bad_row(session_id, path, "not JSON text")
    try:
        return json.loads(value)
    except (ValueError, RecursionError):
        raise bad_row(session_id, path, "not valid JSON") from None


def unreadable(session_id: int, err: LedgerInputError) -> ScorebookError:
    """A stored session the engine cannot read or settle: its rows are damaged."""
    return ScorebookError("bad_row", f"the scorebook's session {session_id} cannot be read: "
                          f"{err}", err.path, err.detail, session=session_id)
