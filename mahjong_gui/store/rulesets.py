"""A club's own rule set (issue 32): a base profile, its room options and the house changes,
kept as JSON with a schema version (``.mjrules``), checked field by field, and turned into the
profile id and options that every log, save and session already keeps (docs/rules.md §5)."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mahjong_gui.engine.common import OptionError
from mahjong_gui.engine.inputs import InputLimitError, load_json
from mahjong_gui.engine.rules import AnyProfile, get_profile
from mahjong_gui.engine.rules.base import (
    _HOUSE_CAPS,
    _HOUSE_CHOICES,
    _HOUSE_NUMBERS,
    _HOUSE_ROW_MOST,
    _HOUSE_SWITCHES,
    HOUSE,
    HOUSE_FIELDS,
    Op,
    Profile,
)
from mahjong_gui.paths import user_data_dir
from mahjong_gui.store.files import UserFileError, read_user_file
from mahjong_gui.store.saves import write_atomic

FORMAT = "mahjong_gui rules"
SCHEMA_VERSION = 1
SUFFIX = ".mjrules"
MAX_BYTES = 64 * 1024
MAX_NAME = 80
SWITCHES = _HOUSE_SWITCHES
"""The yes/no fields."""
CHOICES = _HOUSE_CHOICES
"""The fields that take one of a few words, with their words (the others are numbers)."""


class RuleSetError(ValueError):
    """A rule set that cannot be read or honoured; ``code`` is an id, ``field`` the field at
    fault (empty when the whole file is)."""

    def __init__(self, code: str, message: str, field_name: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.field = field_name


@dataclass(frozen=True, slots=True)
class RuleSet:
    """``changes``: field -> value as the file writes it (numbers as int, switches as bool,
    choices as their word);
    ``rows``: pattern id -> its value, or "off" (a doubling row: "on" or "off")."""

    name: str
    base: str
    options: Mapping[str, str] = field(default_factory=dict)
    changes: Mapping[str, int | bool | str] = field(default_factory=dict)
    rows: Mapping[str, int | str] = field(default_factory=dict)

    def all_options(self) -> dict[str, str]:
        """The base's room options and the house changes as ``house.*`` options."""
        out = dict(self.options)
        for key, value in self.changes.items():
            out[HOUSE + key] = ("yes" if value else "no") if isinstance(value, bool) \
                else str(value)
        for pid, row in self.rows.items():
            out[f"{HOUSE}row.{pid}"] = str(row)
        return out

    def profile(self) -> AnyProfile:
        """The profile these rules make; ``RuleSetError`` naming the field the engine cannot
        honour."""
        try:
            return get_profile(self.base, self.all_options())
        except OptionError as err:
            message = str(err)
            found = re.search(r"house\.([a-z_.0-9]+)", message)
            name = found.group(1) if found else ""
            if name.startswith("row."):
                name = "rows." + name[4:]
            raise RuleSetError(err.code, message, name) from None

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "schema_version": SCHEMA_VERSION, "name": self.name,
                "base": self.base, "options": dict(self.options),
                "changes": dict(self.changes), "rows": dict(self.rows)}


def _text(value: object, what: str, most: int) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > most:
        raise RuleSetError("bad_field", f"{what} must be a text of 1 to {most} characters",
                           what)
    return value


def from_json(data: object) -> RuleSet:
    """A rule set from its JSON, every field's type, size and range checked (the engine then
    checks what it can honour: ``RuleSet.profile``)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RuleSetError("not_rules", "this is not a mahjong_gui rule set")
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RuleSetError("unknown_schema", f"unknown schema version {version!r}")
    if version > SCHEMA_VERSION:
        raise RuleSetError("newer_schema", f"made by a newer version (schema {version}); "
                           f"this version reads schema {SCHEMA_VERSION}")
    name = _text(data.get("name"), "name", MAX_NAME)
    base = _text(data.get("base"), "base", 40)
    options = data.get("options", {})
    changes = data.get("changes", {})
    rows = data.get("rows", {})
    for what, value in (("options", options), ("changes", changes), ("rows", rows)):
        if not isinstance(value, dict) or len(value) > 64:
            raise RuleSetError("bad_field", f"{what} must be an object of at most 64 fields",
                               what)
    for key, value in options.items():
        if not isinstance(value, str) or len(key) > 40 or len(value) > 40 \
                or key.startswith(HOUSE):
            raise RuleSetError("bad_field", f"option {key!r} must be a short text", "options")
    for key, value in changes.items():
        if key not in HOUSE_FIELDS:
            raise RuleSetError("unknown_field", f"no such field {key!r} (fields: "
                               f"{', '.join(HOUSE_FIELDS)})", f"changes.{key}"[:60])
        if key in SWITCHES:
            if not isinstance(value, bool):
                raise RuleSetError("bad_field", f"{key} must be true or false", key)
        elif key in CHOICES:
            if value not in CHOICES[key]:
                raise RuleSetError("bad_field", f"{key} must be one of "
                                   f"{', '.join(CHOICES[key])}", key)
        elif isinstance(value, bool) or not isinstance(value, int) \
                or not 0 <= value <= 1_000_000:
            raise RuleSetError("bad_field", f"{key} must be a whole number", key)
    for key, value in rows.items():
        if len(key) > 40:
            raise RuleSetError("bad_field", "a row's id is too long", "rows")
        if not (value in ("off", "on") or isinstance(value, int)
                and not isinstance(value, bool) and 0 <= value <= 1_000):
            raise RuleSetError("bad_field", f"row {key} must be a whole number, off or on",
                               f"rows.{key}")
    rs = RuleSet(name, base, dict(options), dict(changes), dict(rows))
    rs.profile()  # what the engine cannot honour is refused here, naming the field
    return rs


def load(path: str | Path) -> RuleSet:
    """A ``.mjrules`` file; ``RuleSetError`` (the file's own codes: ``unreadable``,
    ``not_a_file``, ``too_big``, ``corrupt``; then ``bad_json`` and the checks above)."""
    try:
        text = read_user_file(path, MAX_BYTES)
    except UserFileError as err:
        raise RuleSetError(err.code, str(err)) from None
    try:
        data = load_json(text, max_chars=MAX_BYTES, max_depth=4)
    except (InputLimitError, ValueError):
        raise RuleSetError("bad_json", f"{path} is not JSON of the expected size") from None
    return from_json(data)


def save(path: str | Path, rules: RuleSet) -> None:
    """Write atomically (``OSError`` when the disk refuses: said, never swallowed)."""
    write_atomic(path, json.dumps(rules.to_json(), ensure_ascii=False, indent=2) + "\n")


def folder() -> Path:
    """Where the user's rule sets live: ``rulesets/`` in the user data folder."""
    return user_data_dir() / "rulesets"


def file_name(name: str) -> str:
    """A file name for a rule set's name: its letters and digits, dashes between."""
    slug = re.sub(r"[^\w]+", "-", name.strip().lower(), flags=re.UNICODE).strip("-")
    return (slug[:60] or "rules") + SUFFIX


def kept() -> list[tuple[Path, RuleSet | RuleSetError]]:
    """Every rule set in the user's folder, by file name: the rules, or why they cannot be
    read (a damaged file is listed, never dropped silently)."""
    where = folder()
    if not where.is_dir():
        return []
    out: list[tuple[Path, RuleSet | RuleSetError]] = []
    for path in sorted(where.glob("*" + SUFFIX))[:200]:
        try:
            out.append((path, load(path)))
        except RuleSetError as err:
            out.append((path, err))
    return out


def bounds(profile: Profile, name: str) -> tuple[int, int] | None:
    """The least and the most a number field (``cap``, the amounts, or ``row.<id>``) takes on
    ``profile`` (the engine's own bounds, rules.base); None for a switch or a doubling row."""
    scale = 1000 if profile.unit == "han" else 1
    if name == "cap":
        return _HOUSE_CAPS[profile.unit]
    if name in _HOUSE_NUMBERS:
        low, high = _HOUSE_NUMBERS[name]
        return low * scale, high * scale
    if name.startswith("row."):
        row = next((r for r in profile.patterns if r.id.value == name[4:]), None)
        if row is None or row.op is Op.DOUBLE:
            return None
        return 0, _HOUSE_ROW_MOST[profile.unit]
    return None


def current(profile: Profile, name: str) -> int | bool | str:
    """A field's value on ``profile`` (a row's: its value)."""
    if name.startswith("row."):
        return next(r.value for r in profile.patterns if r.id.value == name[4:])
    value = getattr(profile, name)
    assert isinstance(value, (int, bool, str))
    return value
