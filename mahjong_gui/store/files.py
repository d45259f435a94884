"""Reading a file a user names (a ledger, a saved game, an import): only a regular file, only
up to a size no real input reaches, only UTF-8 text; every failure a ``UserFileError`` with a
code, never a hang on a FIFO or a memory error on ``/dev/zero``."""

from __future__ import annotations

import os
import stat
from pathlib import Path


class UserFileError(Exception):
    """``code``: ``unreadable``, ``not_a_file``, ``too_big`` or ``corrupt`` (not UTF-8)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def read_user_file(path: str | os.PathLike[str], max_bytes: int) -> str:
    """The text of ``path``; raises ``UserFileError``."""
    p = Path(path)
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer.
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as err:
        raise UserFileError("unreadable", f"cannot read {p}: {err.strerror}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UserFileError("not_a_file", f"{p} is not a regular file")
        if info.st_size > max_bytes:
            raise UserFileError("too_big", f"{p} is larger than {max_bytes:,} bytes")
        with os.fdopen(fd, "rb", closefd=False) as fh:
            raw = fh.read(max_bytes + 1)
    except OSError as err:
        raise UserFileError("unreadable", f"cannot read {p}: {err.strerror}") from None
    finally:
        os.close(fd)
    if len(raw) > max_bytes:
        raise UserFileError("too_big", f"{p} is larger than {max_bytes:,} bytes")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise UserFileError("corrupt", f"{p} is not UTF-8 text") from None
