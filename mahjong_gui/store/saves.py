"""Saved games: a header line, one line per event, and a trailer with a checksum.

Loading validates everything before returning (format, schema version, every event, a full
re-play by the referee, the checksum) and raises ``SaveError`` with a code, never touching the
file. Saving writes a temporary file beside the target and renames it over (atomic).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
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
MAX_SAVE_CHARS = 50_000_000  # a whole match is well under 1 MB
SCHEMA_VERSION = 1


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

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "schema_version": self.schema_version,
                "app_version": self.app_version, "profile": self.profile,
                "options": dict(self.options), "seats": [dict(s) for s in self.seats],
                "seed": self.seed}


@dataclass(frozen=True, slots=True)
class SavedGame:
    header: SaveHeader
    events: tuple[ev.Event, ...]
    state: GameState


def _checksum(body: str) -> str:
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


def dumps(header: SaveHeader, events: list[ev.Event] | tuple[ev.Event, ...]) -> str:
    lines = [json.dumps(header.to_dict(), ensure_ascii=False, separators=(",", ":"))]
    lines += [ev.to_json(e) for e in events]
    body = "\n".join(lines) + "\n"
    trailer = json.dumps({"end": len(events), "sha256": _checksum(body)},
                         separators=(",", ":"))
    return body + trailer + "\n"


def save_game(path: str | os.PathLike[str], header: SaveHeader,
              events: list[ev.Event] | tuple[ev.Event, ...]) -> None:
    """Write atomically: a crash leaves the old file or the new one, never half of one."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    text = dumps(header, events)
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


def _header(line: str) -> SaveHeader:
    try:
        data = load_json(line, max_chars=100_000, max_depth=4)
    except InputLimitError:
        raise SaveError("corrupt", "the header is not JSON of the expected size", 1) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not_a_save", "this is not a mahjong_gui saved game", 1)
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("unknown_schema", f"unknown schema version {version!r}", 1)
    if version > SCHEMA_VERSION:
        raise SaveError("newer_schema", f"saved by a newer version (schema {version}); this "
                        f"version reads schema {SCHEMA_VERSION}", 1)
    profile, options, seats, seed = (data.get("profile"), data.get("options"),
                                     data.get("seats"), data.get("seed"))
    if (not isinstance(profile, str) or not isinstance(options, dict)
            or not all(isinstance(k, str) and isinstance(v, str) for k, v in options.items())
            or not isinstance(seats, list) or len(seats) != 4
            or not all(isinstance(s, dict) and all(isinstance(v, str) for v in s.values())
                       for s in seats)
            or not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64
            or not isinstance(data.get("app_version"), str)):
        raise SaveError("corrupt", "the header's fields are missing or of the wrong kind", 1)
    return SaveHeader(profile, dict(options), tuple(dict(s) for s in seats), seed, version,
                      data["app_version"])


def loads(text: str) -> SavedGame:
    """Read and validate a saved game's text: its format first (header, closing line,
    checksum), then every event, then a full re-play by the referee."""
    if not text.strip():
        raise SaveError("empty", "the file is empty")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise SaveError("corrupt", "the text holds characters that are not Unicode") from None
    if len(text) > MAX_SAVE_CHARS:
        raise SaveError("too_big", f"the file is larger than a saved game can be "
                        f"({MAX_SAVE_CHARS:,} characters)")
    if not text.endswith("\n"):
        raise SaveError("truncated", "the file ends in the middle of a line")
    lines = text[:-1].split("\n")
    header = _header(lines[0])
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
    events: list[ev.Event] = []
    for n, line in enumerate(lines[1:-1], start=2):
        try:
            events.append(ev.from_json(line))
        except ev.EventFormatError as err:
            raise SaveError("corrupt" if err.code == "corrupt" else "bad_event", err.message,
                            n) from None
    if trailer["end"] != len(events):
        raise SaveError("truncated", f"{len(events)} events where the file announces "
                        f"{trailer['end']}", len(lines))
    try:
        state = replay_check(events, header.profile, header.options)
    except LogError as err:
        at = None if err.index is None else err.index + 2
        raise SaveError(err.code, err.message, at) from None
    return SavedGame(header, tuple(events), state)


def load_game(path: str | os.PathLike[str]) -> SavedGame:
    try:
        text = read_user_file(path, MAX_SAVE_CHARS)
    except UserFileError as err:
        raise SaveError(err.code, err.message) from None
    return loads(text)
