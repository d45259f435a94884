"""The auto-save: one journal per game in the user data folder's ``games/``, appended as play
goes and held by a lock while a window plays it; finding the latest game no window holds."""

from __future__ import annotations

import json
import os
import secrets
import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from mahjong_gui.engine import events as ev
from mahjong_gui.paths import user_data_dir
from mahjong_gui.store.saves import (
    SaveHeader,
    journal_dumps,
    journal_head,
    journal_lines,
    write_atomic,
)

SUFFIX = ".mjjournal"
LOCK_SUFFIX = ".lock"
NOTE_SUFFIX = ".note"  # the window's own state at closing (the hint shown, the cursor's tile)
MAX_NOTE = 1_000
LEGACY_NAME = "autosave.mjsave"  # the one auto-save slot of earlier versions, still offered
MAX_KEPT = 20  # unfinished games kept for resuming; older ones no window holds are removed
_DURABLE = (ev.HandStarted, ev.HandEnded, ev.MatchEnded)


def games_dir() -> Path:
    """Where the journals are: ``games/`` in the user data folder (the scorebook's)."""
    return user_data_dir() / "games"


def legacy_path() -> Path:
    return user_data_dir() / LEGACY_NAME


def _valid_id(game: str) -> bool:
    return 0 < len(game) <= 64 and all(c in "0123456789abcdef" for c in game)


if sys.platform == "win32":  # pragma: no cover - the tests run on Linux
    import msvcrt

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fd: int) -> None:
        # flock: held per open file, so two windows of one process exclude each other too.
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


class GameLock:
    """A window's hold on one game: an exclusive lock on the game's lock file, kept until it is
    released (the lock goes with the process, so a killed window holds nothing)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock; False when another window holds it. Raises ``OSError`` when the
        folder cannot be written."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            return False
        try:  # a lock file removed (its game over) between the open and the lock is stale
            same = os.path.samestat(os.fstat(fd), os.stat(self.path))
        except OSError:
            same = False
        if not same:
            _unlock(fd)
            os.close(fd)
            return False
        self._fd = fd
        return True

    def __del__(self) -> None:  # a lock forgotten by its owner goes with it, as a file does
        if self._fd is not None:
            try:
                os.close(self._fd)
            except OSError:
                pass

    def release(self, remove: bool = False) -> None:
        """Let go; ``remove`` deletes the lock file first (its game is gone)."""
        if self._fd is None:
            return
        if remove:
            self.path.unlink(missing_ok=True)
        try:
            _unlock(self._fd)
        finally:
            os.close(self._fd)
            self._fd = None


class GameBusy(Exception):
    """The game is held by another window."""


class Journal:
    """One game's auto-save, held by this window: the whole log written at once when it begins
    (or after a take-back), then each batch of events appended as one ``os.write``.

    Durability: ``os.write`` puts the bytes in the kernel's cache, which a kill or a crash of
    the program never loses; only a power cut or a crash of the system can. ``fsync`` guards
    against those too but costs about 0.8 ms against 1 µs a write (measured on this project's
    machine), so it runs at each hand's start and end, after each of the human's moves (their
    pace, not the bots') and on closing: a power cut loses at most the bots' moves since."""

    def __init__(self, game: str, folder: Path | None = None) -> None:
        if not _valid_id(game):
            raise ValueError(f"bad game id {game!r}")
        self.folder = folder if folder is not None else games_dir()
        self.game = game
        self.path = self.folder / f"{game}{SUFFIX}"
        self.lock = GameLock(self.folder / f"{game}{LOCK_SUFFIX}")
        self.count = 0  # events in the file
        self.broken = True  # the file does not hold the log yet: write it whole
        self._fd: int | None = None
        self._chain = ""

    @classmethod
    def new(cls, folder: Path | None = None) -> Journal:
        """A journal for a new game (a fresh id), held by this window."""
        journal = cls(secrets.token_hex(8), folder)
        if not journal.lock.acquire():  # pragma: no cover - a fresh random id
            raise GameBusy(journal.game)
        return journal

    @classmethod
    def claim(cls, path: Path) -> Journal:
        """Hold the game of the journal at ``path`` (raises ``GameBusy`` when a window holds
        it, ``OSError`` when the folder cannot be written)."""
        journal = cls(path.name.removesuffix(SUFFIX), path.parent)
        if not journal.lock.acquire():
            raise GameBusy(journal.game)
        return journal

    def write(self, header: SaveHeader, events: Sequence[ev.Event]) -> None:
        """Write the whole log anew (atomically) and append from there."""
        self._close_fd()
        header = replace(header, game=self.game)
        self.broken = True
        write_atomic(self.path, journal_dumps(header, events))
        _head, chain = journal_head(header)
        if events:
            _lines, chain = journal_lines(events, chain)
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
        self._chain, self.count, self.broken = chain, len(events), False

    def append(self, events: Sequence[ev.Event], durable: bool = False) -> None:
        """Append one batch (the events one change made) in one write; raises ``OSError``,
        after which the journal is broken until it is written whole again."""
        if not events:
            return
        if self._fd is None or self.broken:
            raise OSError("the journal is not open")
        text, chain = journal_lines(events, self._chain)
        data = text.encode("utf-8")
        try:
            while data:
                done = os.write(self._fd, data)
                data = data[done:]
            if durable or any(isinstance(e, _DURABLE) for e in events):
                os.fsync(self._fd)
        except OSError:
            self.broken = True
            raise
        self._chain, self.count = chain, self.count + len(events)

    @property
    def note_path(self) -> Path:
        return self.path.with_suffix(NOTE_SUFFIX)

    def close(self, note: dict[str, object] | None = None) -> None:
        """Flush to the disk and let the game go (the next start may offer it), with ``note``
        (the window's state at closing, a small JSON object) beside it; raises ``OSError``
        when a write fails, and lets go all the same."""
        try:
            if self._fd is not None and not self.broken:
                os.fsync(self._fd)
            if note is not None:
                write_atomic(self.note_path, json.dumps(note, separators=(",", ":")))
            else:
                self.note_path.unlink(missing_ok=True)
        finally:
            self._close_fd()
            self.lock.release()

    def read_note(self) -> dict[str, object]:
        """The note left at closing ({} when none or not a small JSON object); read once."""
        try:
            with open(self.note_path, "rb") as fh:
                raw = fh.read(MAX_NOTE + 1)
            data = json.loads(raw.decode("utf-8")) if len(raw) <= MAX_NOTE else None
        except (OSError, ValueError):
            data = None
        return data if isinstance(data, dict) else {}

    def discard(self) -> None:
        """The game is over or replaced: remove its journal, note and lock file."""
        self._close_fd()
        self.path.unlink(missing_ok=True)
        self.note_path.unlink(missing_ok=True)
        self.lock.release(remove=True)

    def __del__(self) -> None:
        if self._fd is not None:
            try:
                os.close(self._fd)
            except OSError:
                pass

    def _close_fd(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)


@dataclass(frozen=True, slots=True)
class Kept:
    """A game that may be resumed: its file and when it was last written (seconds)."""

    path: Path
    mtime: float

    @property
    def legacy(self) -> bool:
        return self.path.suffix != SUFFIX


def _held(path: Path) -> bool:
    """Whether a window holds the game of the journal at ``path`` (tried without waiting)."""
    lock = GameLock(path.with_suffix(LOCK_SUFFIX))
    try:
        if not lock.acquire():
            return True
    except OSError:
        return False  # a read-only folder: nobody can be writing there
    lock.release()
    return False


def _mtime(path: Path) -> float | None:
    try:
        return path.stat().st_mtime if path.is_file() else None
    except OSError:
        return None


def kept_games(folder: Path | None = None) -> list[Kept]:
    """The unfinished games no window holds, latest first (the earlier versions' single
    auto-save among them). Beyond ``MAX_KEPT``, the oldest are removed."""
    folder = folder if folder is not None else games_dir()
    found: list[Kept] = []
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        names = []
    for name in names:
        path = folder / name
        if not name.endswith(SUFFIX) or not _valid_id(name.removesuffix(SUFFIX)):
            continue
        when = _mtime(path)
        if when is not None and not _held(path):
            found.append(Kept(path, when))
    legacy = legacy_path() if folder == games_dir() else None
    when = _mtime(legacy) if legacy is not None else None
    if legacy is not None and when is not None:
        found.append(Kept(legacy, when))
    found.sort(key=lambda k: (k.mtime, str(k.path)), reverse=True)
    for old in found[MAX_KEPT:]:
        if not old.legacy:
            try:
                Journal.claim(old.path).discard()
            except (GameBusy, OSError):
                pass  # taken meanwhile, or a read-only folder: it stays
    return found[:MAX_KEPT]


def latest_kept() -> Kept | None:
    games = kept_games()
    return games[0] if games else None
