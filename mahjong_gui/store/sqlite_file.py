"""One SQLite file of the app's (the scorebook, the drills): the connection, the schema
version and its migrations, the read snapshot and the write transaction, and SQLite's errors
turned into the store's own typed errors. ``store/scorebook.py`` and ``store/drills.py`` are
built on it; each says what its file is called, which error it raises and how it opens an
existing file.

Every connection runs in autocommit mode (``isolation_level=None``) so that the transactions
are the ones written here: a read is one ``BEGIN`` snapshot, a write one ``BEGIN IMMEDIATE``
that takes the lock before it reads what it depends on.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar, TypeVar

BUSY_CODES = frozenset({5, 6})  # SQLITE_BUSY, SQLITE_LOCKED
CORRUPT_CODES = frozenset({11, 26})  # SQLITE_CORRUPT, SQLITE_NOTADB


def error_code(err: sqlite3.Error) -> int | None:
    """SQLite's primary result code of ``err`` (Python 3.11+), if it has one."""
    code = getattr(err, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def is_busy(err: sqlite3.Error) -> bool:
    text = str(err).lower()
    return error_code(err) in BUSY_CODES or "locked" in text or "busy" in text


def is_int(value: Any, low: int, high: int) -> bool:
    """A stored integer in range (a flag is not a number here)."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def rollback(db: sqlite3.Connection) -> None:
    """Undo the open transaction, if any (after an error: a failing ROLLBACK adds nothing)."""
    if db.in_transaction:
        try:
            db.execute("ROLLBACK")
        except sqlite3.Error:
            pass


class SQLiteFile:
    """The file at ``path`` (``":memory:"``: in memory, for tests), opened lazily: a missing
    or empty file is no store yet and is created by the first write only.

    A subclass sets ``SCHEMA_VERSION``, ``MIGRATIONS`` (the statements that bring version i
    to i + 1) and ``NOT_OURS`` (the code for another program's database), and implements
    ``_fail`` (its error for a code and a message), ``_translate`` (an SQLite error as its
    error) and ``_open_existing``."""

    SCHEMA_VERSION: ClassVar[int]
    MIGRATIONS: ClassVar[Sequence[str]]
    NOT_OURS: ClassVar[str]

    def __init__(self, path: str, timeout: float) -> None:
        self.path = path
        self.timeout = timeout
        self._memory = path == ":memory:"
        self._db: sqlite3.Connection | None = None

    # -- what a subclass says ----------------------------------------------------------------

    def _fail(self, code: str, message: str) -> Exception:
        raise NotImplementedError

    def _translate(self, err: sqlite3.Error, writing: bool) -> Exception:
        raise NotImplementedError

    def _open_existing(self) -> None:
        """Connect to the file when it holds a store (``self._db``); else leave it unopened."""
        raise NotImplementedError

    def _migrated(self, db: sqlite3.Connection, version: int) -> None:
        """Called inside the migration's transaction once the schema is at ``version``."""

    def _after_read(self) -> None:
        """Called after each read snapshot has ended."""

    # -- the connection ----------------------------------------------------------------------

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    def _open_memory(self) -> None:
        db = sqlite3.connect(":memory:", isolation_level=None)
        self._prepare(db)
        self._ensure_schema(db)
        self._db = db

    def _connect(self, mode: str) -> sqlite3.Connection:
        """``mode`` "rw" opens an existing file only, "rwc" creates it."""
        uri = Path(os.path.abspath(self.path)).as_uri() + f"?mode={mode}"
        db = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=self.timeout)
        try:
            self._prepare(db)
        except BaseException:
            db.close()
            raise
        return db

    @staticmethod
    def _prepare(db: sqlite3.Connection) -> None:
        db.execute("PRAGMA foreign_keys = ON")

    def _has_content(self) -> bool:
        """Whether the file exists and holds something (a folder or an unreadable path is
        ``cannot_open``)."""
        try:
            info = os.stat(self.path)
        except FileNotFoundError:
            return False
        except OSError as err:
            raise self._fail("cannot_open", f"cannot open {self.path}: "
                             f"{err.strerror or err}") from None
        if stat.S_ISDIR(info.st_mode):
            raise self._fail("cannot_open", f"cannot open {self.path}: it is a folder")
        return info.st_size > 0

    # -- the schema --------------------------------------------------------------------------

    def _schema_version(self, db: sqlite3.Connection) -> int:
        """The file's schema version; 0 for an SQLite file with no tables at all."""
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        if version > self.SCHEMA_VERSION:
            raise self._fail("newer_schema", f"{self.path} was written by a newer version "
                             f"(schema {version}; this one reads up to "
                             f"{self.SCHEMA_VERSION})")
        if version == 0 and db.execute(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table'").fetchone()[0]:
            raise self._fail(self.NOT_OURS, f"{self.path} is another program's database")
        return version

    def _ensure_schema(self, db: sqlite3.Connection) -> None:
        """Create or migrate the schema under the write lock, deciding from what the file holds
        once the lock is ours (another program may have just created it)."""
        db.execute("BEGIN IMMEDIATE")
        try:
            version = self._schema_version(db)
            for step in range(version, self.SCHEMA_VERSION):
                for statement in self.MIGRATIONS[step].split(";"):
                    if statement.strip():
                        db.execute(statement)
                self._migrated(db, step + 1)
            if version < self.SCHEMA_VERSION:
                db.execute(f"PRAGMA user_version = {self.SCHEMA_VERSION}")
            db.execute("COMMIT")
        except BaseException:
            rollback(db)
            raise

    # -- reading and writing -----------------------------------------------------------------

    @contextmanager
    def _errors(self, writing: bool) -> Iterator[None]:
        try:
            yield
        except sqlite3.Error as err:
            raise self._translate(err, writing) from None

    def _reader(self) -> sqlite3.Connection | None:
        if self._db is None and not self._memory:
            self._open_existing()  # it may have become a store since
        return self._db

    def _writer(self) -> sqlite3.Connection:
        db = self._reader()
        if db is None:
            try:
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            except OSError as err:
                raise self._fail("cannot_open", f"cannot create {self.path}: "
                                 f"{err.strerror or err}") from None
            db = self._connect("rwc")
            try:
                self._ensure_schema(db)
            except BaseException:
                db.close()
                raise
            self._db = db
        return db

    @contextmanager
    def _read(self) -> Iterator[sqlite3.Connection | None]:
        """One read snapshot (None: no store in the file yet, so nothing in it)."""
        with self._errors(writing=False):
            db = self._reader()
            if db is None or db.in_transaction:
                yield db
                return
            db.execute("BEGIN")
            try:
                yield db
            finally:
                if db.in_transaction:
                    db.execute("COMMIT")
        self._after_read()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write under the lock (the file and its schema are created if need be)."""
        db = self._writer()
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
            db.execute("COMMIT")
        except BaseException:
            rollback(db)
            raise


class StoreError(Exception):
    """A store's refused read or write: ``code`` is an id, ``message`` says it in words."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class StoreFile(SQLiteFile):
    """A store whose file opens at once when it holds one (else at the first write), with the
    usual SQLite errors as its own ``ERROR`` (``busy``, ``corrupt``, ``cannot_open``,
    ``cannot_write``). A subclass sets ``ERROR``, ``WHAT`` (the store in words, for an
    in-memory one's messages) and ``default_path``, with the schema's class attributes."""

    ERROR: ClassVar[type[StoreError]]
    WHAT: ClassVar[str]

    def __init__(self, path: str | os.PathLike[str] | None = None,
                 timeout: float = 5.0) -> None:
        super().__init__(os.fspath(path) if path is not None else os.fspath(self.default_path()),
                         timeout)
        with self._errors(writing=False):
            if self._memory:
                self._open_memory()
            else:
                self._open_existing()

    @staticmethod
    def default_path() -> Path:
        raise NotImplementedError

    def __enter__(self: _Store) -> _Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _fail(self, code: str, message: str) -> StoreError:
        return self.ERROR(code, message)

    def _open_existing(self) -> None:
        if not self._has_content():
            return
        db = self._connect("rw")
        try:
            version = self._schema_version(db)
            if version < self.SCHEMA_VERSION:
                self._ensure_schema(db)
        except BaseException:
            db.close()
            raise
        self._db = db

    def _translate(self, err: sqlite3.Error, writing: bool) -> StoreError:
        where = self.WHAT if self._memory else self.path
        text = str(err).lower()
        if is_busy(err):
            return self.ERROR("busy", f"{where} is busy: another program is writing it; try "
                              "again")
        if error_code(err) in CORRUPT_CODES or "malformed" in text \
                or "not a database" in text or "no such" in text:
            return self.ERROR("corrupt", f"{where} is damaged ({err}); it was left as it is")
        code = "cannot_write" if writing else "cannot_open"
        return self.ERROR(code, f"cannot {'write' if writing else 'read'} {where}: {err}")

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._errors(writing=True), self._write() as db:
            yield db


_Store = TypeVar("_Store", bound=StoreFile)
