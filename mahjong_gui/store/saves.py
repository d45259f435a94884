"""Saved games and journals: a header line, one line per event, and a checksum: a saved game's
closing line, or a journal's check on every event line (a journal is appended as play goes).

Loading validates everything (format, schema, every event and check, a full re-play) and raises
``SaveError`` with a code, never touching the file; saving writes a temporary file and renames it.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mahjong_gui import __version__
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.checks import LogError, replay_check
from mahjong_gui.engine.inputs import InputLimitError, load_json
from mahjong_gui.engine.state import GameState
from mahjong_gui.store.files import UserFileError, read_user_file

FORMAT = "mahjong_gui-save"
JOURNAL_FORMAT = "mahjong_gui-journal"
MAX_SAVE_CHARS = 50_000_000  # a whole match is well under 1 MB
SCHEMA_VERSION = 1
MAX_HANDS = 10_000  # a header's match length: far beyond any profile's
CHECK_CHARS = 32  # a journal line's check: the first 128 bits of a SHA-256, in hex
# A journal line's check opens with its place in a write: the last line of a write ends a
# batch (the table at rest), a line followed by more of the same write does not.
BATCH_END, BATCH_MORE = "=", "+"


class SaveError(Exception):
    """A file that cannot be loaded: ``code`` is an id, ``line`` the 1-based line at fault."""

    def __init__(self, code: str, message: str, line: int | None = None) -> None:
        super().__init__(message if line is None else f"line {line}: {message}")
        self.code = code
        self.message = message
        self.line = line


@dataclass(frozen=True, slots=True)
class SaveHeader:
    profile: str
    options: dict[str, str] = field(default_factory=dict)
    seats: tuple[dict[str, str], ...] = ()  # [{"name": ..., "player": "human" | "bot:NAME"}]
    seed: int = 0
    schema_version: int = SCHEMA_VERSION
    app_version: str = __version__
    hands: int | None = None  # the match's length in hands; None: the profile's own
    game: str = ""  # a journal's game id (hex); a saved game has none

    def to_dict(self, kind: str = FORMAT) -> dict[str, Any]:
        out: dict[str, Any] = {"format": kind, "schema_version": self.schema_version,
                               "app_version": self.app_version, "profile": self.profile,
                               "options": dict(self.options),
                               "seats": [dict(s) for s in self.seats], "seed": self.seed}
        # Added later, written only when set: older programs read such files unchanged.
        if self.hands is not None:
            out["hands"] = self.hands
        if self.game:
            out["game"] = self.game
        return out


@dataclass(frozen=True, slots=True)
class SavedGame:
    header: SaveHeader
    events: tuple[ev.Event, ...]
    state: GameState
    journal: bool = False  # read from a journal (an auto-save) rather than a saved game
    dropped: int = 0  # a journal's events after its last complete write, left out


MAX_SEAT_TEXT = 100  # a seat's name (as the scorebook bounds a player's) or player kind

def _checksum(body: str) -> str:
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


def dumps(header: SaveHeader, events: list[ev.Event] | tuple[ev.Event, ...]) -> str:
    lines = [json.dumps(header.to_dict(), ensure_ascii=False, separators=(",", ":"))]
    lines += [ev.to_json(e) for e in events]
    body = "\n".join(lines) + "\n"
    trailer = json.dumps({"end": len(events), "sha256": _checksum(body)},
                         separators=(",", ":"))
    return body + trailer + "\n"


# -- journals: appended one write at a time, each event line checked ---------------------------


def _link(previous: str, mark: str, line: str) -> str:
    """The check of an event line: a hash over the line, its mark and the previous check, so
    a line changed, removed, moved or repeated breaks every check after it."""
    return hashlib.sha256(f"{previous}\n{mark}{line}".encode()).hexdigest()[:CHECK_CHARS]


def journal_head(header: SaveHeader) -> tuple[str, str]:
    """A journal's header line (with its newline) and the check the first event line chains
    from."""
    line = json.dumps(header.to_dict(JOURNAL_FORMAT), ensure_ascii=False,
                      separators=(",", ":"))
    return line + "\n", hashlib.sha256(line.encode()).hexdigest()[:CHECK_CHARS]


def journal_lines(events: Sequence[ev.Event], chain: str) -> tuple[str, str]:
    """The lines of one write of ``events`` after the check ``chain``, and the new chain: each
    event's JSON, a tab, its mark (the last ends the batch) and its check."""
    out: list[str] = []
    for n, e in enumerate(events, 1):
        line = ev.to_json(e)
        if not line.isascii():  # ASCII only: a write cut anywhere is still UTF-8 text
            line = json.dumps(json.loads(line), ensure_ascii=True, separators=(",", ":"))
        mark = BATCH_END if n == len(events) else BATCH_MORE
        chain = _link(chain, mark, line)
        out.append(f"{line}\t{mark}{chain}\n")
    return "".join(out), chain


def journal_dumps(header: SaveHeader, events: Sequence[ev.Event]) -> str:
    """A whole journal in one write (a new one, or one written again after a take-back)."""
    head, chain = journal_head(header)
    body, _ = journal_lines(events, chain) if events else ("", chain)
    return head + body


def save_game(path: str | os.PathLike[str], header: SaveHeader,
              events: list[ev.Event] | tuple[ev.Event, ...]) -> None:
    """Write atomically: a crash leaves the old file or the new one, never half of one."""
    write_atomic(path, dumps(header, events))


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, flush it to the disk and rename it
    over ``path``; raises ``OSError`` and leaves no temporary file behind."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".save-", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _header(line: str) -> tuple[SaveHeader, str]:
    """The header and the kind of file it opens (``FORMAT`` or ``JOURNAL_FORMAT``)."""
    try:
        data = load_json(line, max_chars=100_000, max_depth=4)
    except InputLimitError:
        raise SaveError("corrupt", "the header is not JSON of the expected size", 1) from None
    kind = data.get("format") if isinstance(data, dict) else None
    if not isinstance(data, dict) or kind not in (FORMAT, JOURNAL_FORMAT):
        raise SaveError("not_a_save", "this is not a mahjong_gui saved game", 1)
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("unknown_schema", f"unknown schema version {version!r}", 1)
    if version > SCHEMA_VERSION:
        raise SaveError("newer_schema", f"saved by a newer version (schema {version}); this "
                        f"version reads schema {SCHEMA_VERSION}", 1)
    profile, options, seats, seed = (data.get("profile"), data.get("options"),
                                     data.get("seats"), data.get("seed"))
    hands, game = data.get("hands"), data.get("game", "")
    if (not isinstance(profile, str) or not isinstance(options, dict)
            or not all(isinstance(k, str) and isinstance(v, str) for k, v in options.items())
            or not isinstance(seats, list) or len(seats) != 4
            or not all(isinstance(s, dict) and len(s) <= 8
                       and all(isinstance(k, str) and isinstance(v, str)
                               and len(v) <= MAX_SEAT_TEXT for k, v in s.items())
                       for s in seats)
            or not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64
            or not isinstance(data.get("app_version"), str)
            or not (hands is None or (isinstance(hands, int) and not isinstance(hands, bool)
                                      and 1 <= hands <= MAX_HANDS))
            or not (isinstance(game, str) and len(game) <= 64
                    and all(c in "0123456789abcdef" for c in game))):
        raise SaveError("corrupt", "the header's fields are missing or of the wrong kind", 1)
    return SaveHeader(profile, dict(options), tuple(dict(s) for s in seats), seed, version,
                      data["app_version"], hands, game), kind


def _event(line: str, n: int) -> ev.Event:
    try:
        return ev.from_json(line)
    except ev.EventFormatError as err:
        raise SaveError("corrupt" if err.code == "corrupt" else "bad_event", err.message,
                        n) from None


def _replayed(header: SaveHeader, events: list[ev.Event]) -> GameState:
    try:
        return replay_check(events, header.profile, header.options)
    except LogError as err:
        at = None if err.index is None else err.index + 2
        raise SaveError(err.code, err.message, at) from None


def loads(text: str) -> SavedGame:
    """Read and validate a saved game's or a journal's text: its format first (header, checks),
    then every event, then a full re-play by the referee."""
    if not text.strip():
        raise SaveError("empty", "the file is empty")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise SaveError("corrupt", "the text holds characters that are not Unicode") from None
    if len(text) > MAX_SAVE_CHARS:
        raise SaveError("too_big", f"the file is larger than a saved game can be "
                        f"({MAX_SAVE_CHARS:,} characters)")
    first, newline, _ = text.partition("\n")
    if not newline:
        raise SaveError("truncated", "the file ends in the middle of a line")
    header, kind = _header(first)
    if kind == JOURNAL_FORMAT:
        return _journal(header, first, text)
    if not text.endswith("\n"):
        raise SaveError("truncated", "the file ends in the middle of a line")
    lines = text[:-1].split("\n")
    if len(lines) < 2:
        raise SaveError("truncated", "the file ends before its closing line")
    try:
        trailer = load_json(lines[-1], max_chars=200, max_depth=1)
    except InputLimitError:
        trailer = None
    if not (isinstance(trailer, dict) and set(trailer) == {"end", "sha256"}
            and isinstance(trailer["end"], int) and isinstance(trailer["sha256"], str)):
        raise SaveError("truncated", "the file ends before its closing line", len(lines))
    body = "\n".join(lines[:-1]) + "\n"
    if trailer["sha256"] != _checksum(body):  # a changed file is refused before it is read
        raise SaveError("checksum", "the file was changed after it was saved", len(lines))
    events = [_event(line, n) for n, line in enumerate(lines[1:-1], start=2)]
    if trailer["end"] != len(events):
        raise SaveError("truncated", f"{len(events)} events where the file announces "
                        f"{trailer['end']}", len(lines))
    return SavedGame(header, tuple(events), _replayed(header, events))


def _journal(header: SaveHeader, first: str, text: str) -> SavedGame:
    """A journal: every complete line's check is verified (a broken chain is damage, refused);
    a last line without its newline is a write cut by a kill and is dropped, and so are the
    complete lines of that same write after the last batch's end, so the game read is the
    table at rest after its last whole write."""
    lines = text.split("\n")[1:-1]  # the part after the last newline: cut mid-write
    chain = hashlib.sha256(first.encode()).hexdigest()[:CHECK_CHARS]
    events: list[ev.Event] = []
    kept = 0
    for n, line in enumerate(lines, start=2):
        body, tab, check = line.rpartition("\t")
        mark = check[:1]
        if not tab or mark not in (BATCH_END, BATCH_MORE) or len(check) != CHECK_CHARS + 1:
            raise SaveError("corrupt", "an event line without its check", n)
        chain = _link(chain, mark, body)
        if check[1:] != chain:
            raise SaveError("checksum", "the journal was changed after it was written", n)
        events.append(_event(body, n))
        if mark == BATCH_END:
            kept = len(events)
    if not kept:
        raise SaveError("empty", "the journal holds no complete write of the game yet")
    return SavedGame(header, tuple(events[:kept]), _replayed(header, events[:kept]),
                     journal=True, dropped=len(events) - kept)


def load_game(path: str | os.PathLike[str]) -> SavedGame:
    try:
        text = read_user_file(path, MAX_SAVE_CHARS)
    except UserFileError as err:
        raise SaveError(err.code, err.message) from None
    return loads(text)
