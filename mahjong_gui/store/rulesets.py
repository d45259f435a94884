"""A club's own rule set (issue 32): a base profile, its room options and the house changes,
kept as JSON with a schema version (``.mjrules``), checked field by field, and turned into the
profile id and options that every log, save and session already keeps (docs/rules.md §5)."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field as default
from pathlib import Path
from typing import Any

from mahjong_gui.engine.common import OptionError
from mahjong_gui.engine.inputs import InputLimitError, load_json
from mahjong_gui.engine.rules import PROFILES, AnyProfile, get_profile
from mahjong_gui.engine.rules.base import HOUSE, HouseField
from mahjong_gui.paths import user_data_dir
from mahjong_gui.store.files import UserFileError, read_user_file
from mahjong_gui.store.saves import write_atomic

FORMAT = "mahjong_gui.rules"  # the file's "format" (README: a promise to scripts)
OLD_FORMAT = "mahjong_gui rules"  # what the first files said (with "schema_version"); still read
SCHEMA_VERSION = 1
TOP_FIELDS = frozenset({"format", "version", "schema_version", "name", "base", "continuation",
                        "options", "changes", "rows", "points"})
SUFFIX = ".mjrules"
MAX_BYTES = 64 * 1024
MAX_NAME = 80


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
    options: Mapping[str, str] = default(default_factory=dict)
    changes: Mapping[str, int | bool | str] = default(default_factory=dict)
    rows: Mapping[str, int | str] = default(default_factory=dict)
    points: Mapping[int, int] = default(default_factory=dict)  # Hong Kong: faan -> base points

    def all_options(self) -> dict[str, str]:
        """The base's room options and the house changes as ``house.*`` options."""
        out = dict(self.options)
        for key, value in self.changes.items():
            out[HOUSE + key] = ("yes" if value else "no") if isinstance(value, bool) \
                else str(value)
        for pid, row in self.rows.items():
            out[f"{HOUSE}row.{pid}"] = str(row)
        for faan, amount in self.points.items():
            out[f"{HOUSE}points.{faan}"] = str(amount)
        return out

    def house_options(self) -> dict[str, str]:
        """Its ``house.*`` options alone (what a face adds to the base's room options)."""
        return {k: v for k, v in self.all_options().items() if k.startswith(HOUSE)}

    def profile(self) -> AnyProfile:
        """The profile these rules make; ``RuleSetError`` naming the field the engine cannot
        honour."""
        try:
            return get_profile(self.base, self.all_options())
        except OptionError as err:
            message = str(err)
            found = re.search(r"house\.([a-z_.0-9]+)", message)
            name = found.group(1) if found else "options"
            if name.startswith("row."):
                name = "rows." + name[4:]
            raise RuleSetError(err.code, message, name) from None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": FORMAT, "version": SCHEMA_VERSION, "name": self.name,
                               "base": self.base}
        continuation = self.changes.get("continuation")
        if not isinstance(continuation, str):  # a Sichuan set always says it (the contract)
            field_ = field(get_profile(self.base), "continuation") \
                if self.base in PROFILES else None
            continuation = str(field_.value) if field_ is not None else None
        if continuation is not None:
            out["continuation"] = continuation
        out.update({"options": dict(self.options),
                    "changes": {k: v for k, v in self.changes.items() if k != "continuation"},
                    "rows": dict(self.rows),
                    "points": {str(k): v for k, v in self.points.items()}})
        return out

    def complete(self) -> RuleSet:
        """The same rules with every value the engine reads written out: every room option,
        every field a club may change, every row (``off`` for the rows the set drops) and the
        whole points table; loading it back needs nothing else (``mahjong rules export``)."""
        p = self.profile()
        base = get_profile(self.base, dict(self.options))
        options = {k: v for k, v in p.options.items() if not k.startswith(HOUSE)}
        changes = {f.name: f.value for f in p.house_fields()}
        have = {r.id: r for r in p.house_rows()}
        rows: dict[str, int | str] = {}
        for r in base.house_rows():
            row = have.get(r.id)
            rows[r.id] = ("off" if row is None else "on" if row.kind in ("double", "limit")
                        else row.value)
        table = p.house_points()
        points = {} if table is None else dict(enumerate(table))
        return RuleSet(self.name, self.base, options, changes, rows, points)


def of_profile(profile_id: str, options: Mapping[str, str] | None = None) -> RuleSet:
    """A built-in profile (with room options and ``house.*`` options) as a complete rule set
    named after it; ``RuleSetError`` (``unknown_rules``, or the option's code)."""
    try:
        p = get_profile(profile_id, dict(options or {}))
    except OptionError as err:
        raise RuleSetError(err.code, str(err), "base" if err.code == "unknown_rules"
                           else "options") from None
    room = {k: v for k, v in p.options.items() if not k.startswith(HOUSE)}
    house = {k: v for k, v in p.options.items() if k.startswith(HOUSE)}
    if house:
        return from_options(p.name, profile_id, room, house).complete()
    return RuleSet(p.name, profile_id, room).complete()


def from_options(name: str, base: str, room: Mapping[str, str],
                 house: Mapping[str, str]) -> RuleSet:
    """A rule set from a base's room options and its ``house.*`` options (what every log and
    session keeps); the values are kept as the file writes them."""
    fields = {f.name: f for f in get_profile(base).house_fields()}
    changes: dict[str, int | bool | str] = {}
    rows: dict[str, int | str] = {}
    points: dict[int, int] = {}
    for key, value in house.items():
        what = key[len(HOUSE):]
        if what.startswith("row."):
            rows[what[4:]] = int(value) if value.isdigit() else value
        elif what.startswith("points.") and what[7:].isdigit() and value.isdigit():
            points[int(what[7:])] = int(value)
        elif what in fields:
            kind = fields[what].kind
            changes[what] = (value == "yes" if kind == "switch" else
                             int(value) if kind == "number" and value.isdigit() else value)
        else:
            raise RuleSetError("unknown_field", f"no such field {what!r}", what[:60])
    return RuleSet(name, base, dict(room), changes, rows, points)


def _text(value: object, what: str, most: int) -> str:
    """A name or id: 1 to ``most`` characters, no control characters and no markup (``<``,
    ``>``: a shared file's name is shown in lists and titles)."""
    if not isinstance(value, str) or not value.strip() or len(value) > most:
        raise RuleSetError("bad_field", f"{what} must be a text of 1 to {most} characters",
                           what)
    if any(c in "<>" or not c.isprintable() for c in value):
        raise RuleSetError("bad_field", f"{what} may not hold control characters, < or >", what)
    return value


def _checked_format(data: object) -> dict[str, Any]:
    """``data`` as a rule set's object: in the rule set format, no unknown field, a schema
    version this version reads."""
    if not isinstance(data, dict) or data.get("format") not in (FORMAT, OLD_FORMAT):
        raise RuleSetError("not_rules", "this is not a mahjong_gui rule set")
    unknown = sorted(str(k)[:40] for k in data if k not in TOP_FIELDS)
    if unknown:
        raise RuleSetError("unknown_field", f"no such field {unknown[0]!r} (fields: "
                           f"{', '.join(sorted(TOP_FIELDS - {'schema_version'}))})", unknown[0])
    version = data.get("version", data.get("schema_version"))
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RuleSetError("unknown_schema", f"unknown schema version {version!r}")
    if version > SCHEMA_VERSION:
        raise RuleSetError("newer_schema", f"made by a newer version (schema {version}); "
                           f"this version reads schema {SCHEMA_VERSION}")
    return data


def _check_changes(changes: dict[str, object], fields: dict[str, HouseField]) -> None:
    """Each changed field is one of the base's house fields, with a value of its kind."""
    for key, value in changes.items():
        if key not in fields:
            raise RuleSetError("unknown_field", f"no such field {key!r} (fields: "
                               f"{', '.join(fields)})", f"changes.{key}"[:60])
        kind = fields[key].kind
        if kind == "switch" and not isinstance(value, bool):
            raise RuleSetError("bad_field", f"{key} must be true or false", key)
        if kind == "choice" and value not in fields[key].choices:
            raise RuleSetError("bad_field", f"{key} must be one of "
                               f"{', '.join(fields[key].choices)}", key)
        if kind == "number" and (isinstance(value, bool) or not isinstance(value, int)
                                 or not 0 <= value <= 1_000_000):
            raise RuleSetError("bad_field", f"{key} must be a whole number", key)


def from_json(data: object) -> RuleSet:
    """A rule set from its JSON, every field's type, size and range checked (the engine then
    checks what it can honour: ``RuleSet.profile``)."""
    data = _checked_format(data)
    name = _text(data.get("name"), "name", MAX_NAME)
    base = _text(data.get("base"), "base", 40)
    options = data.get("options", {})
    changes = data.get("changes", {})
    rows = data.get("rows", {})
    points = data.get("points", {})
    try:
        base_profile = get_profile(base)
    except OptionError as err:
        raise RuleSetError(err.code, str(err), "base") from None
    fields = {f.name: f for f in base_profile.house_fields()}
    for what, value in (("options", options), ("changes", changes), ("rows", rows),
                        ("points", points)):
        if not isinstance(value, dict) or len(value) > 64:
            raise RuleSetError("bad_field", f"{what} must be an object of at most 64 fields",
                               what)
    for key, value in options.items():
        if not isinstance(value, str) or len(key) > 40 or len(value) > 40 \
                or key.startswith(HOUSE):
            raise RuleSetError("bad_field", f"option {key!r} must be a short text", "options")
    continuation = data.get("continuation")
    if continuation is not None:
        field_ = fields.get("continuation")
        if field_ is None:
            raise RuleSetError("unknown_field", f"{base} has no continuation (a Sichuan "
                               "choice: bloody or flowing)", "continuation")
        if continuation not in field_.choices:
            raise RuleSetError("bad_field", "continuation must be one of "
                               f"{', '.join(field_.choices)}", "continuation")
        if changes.get("continuation", continuation) != continuation:
            raise RuleSetError("bad_field", "continuation is said twice, differently",
                               "continuation")
        if continuation != field_.value or "continuation" in changes:  # else: no change
            changes = {**changes, "continuation": continuation}
    _check_changes(changes, fields)
    for key, value in rows.items():
        if len(key) > 40:
            raise RuleSetError("bad_field", "a row's id is too long", "rows")
        if not (value in ("off", "on") or isinstance(value, int)
                and not isinstance(value, bool) and 0 <= value <= 1_000):
            raise RuleSetError("bad_field", f"row {key} must be a whole number, off or on",
                               f"rows.{key}")
    if points and base_profile.house_points() is None:
        raise RuleSetError("unknown_field", f"{base} has no table of base points", "points")
    table: dict[int, int] = {}
    for key, value in points.items():
        if not (key.isdigit() and len(key) <= 2) or isinstance(value, bool) \
                or not isinstance(value, int) or not 1 <= value <= 1_000_000:
            raise RuleSetError("bad_field", f"points {key!r} must be a faan with a whole "
                               "number of base points", f"points.{key}"[:60])
        table[int(key)] = value
    rs = RuleSet(name, base, dict(options), dict(changes), dict(rows), table)
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


def free_path(name: str) -> Path:
    """A file in the user's folder for a new rule set called ``name`` that no other holds
    ("club.mjrules", then "club-2.mjrules" ...)."""
    target = folder() / file_name(name)
    n = 2
    while target.exists():
        target = folder() / file_name(f"{name} {n}")
        n += 1
    return target


@dataclass(frozen=True, slots=True)
class Choice:
    """A kept rule set as a rules box offers it: its item's key (``rules:<file>``), and the
    rule set."""

    key: str
    rules: RuleSet


def choices() -> list[Choice]:
    """The kept rule sets the engine honours, for the faces' rules boxes (damaged files are
    left to the house-rules window, which says why)."""
    return [Choice("rules:" + str(path), found) for path, found in kept()
            if isinstance(found, RuleSet)]


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


def field(profile: AnyProfile, name: str) -> HouseField | None:
    """The field ``name`` a club may change on ``profile`` (None: it has no such field)."""
    return next((f for f in profile.house_fields() if f.name == name), None)
