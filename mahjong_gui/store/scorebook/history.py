"""A session's history (schema 8, table ``changes``): every write to a session kept as one row
in the write's own transaction -- who wrote it, when (UTC, ISO 8601), what kind of change,
the hand concerned, and what was there before and after as JSON -- and the undo and redo
stacks rebuilt from those rows, so that undo survives closing the app.

Who: the operating system's user name (``getpass.getuser``), or the name a ``Scorebook`` is
given (``Scorebook(path, who=...)``): a club's computer is usually one account, and the name
asked of nobody is the one every program on it agrees on. The kinds:

- a hand's (``hand`` its index when written): ``add_hand``, ``insert_hand``, ``edit_hand``,
  ``delete_hand``; before and after ``{"events": [...], "note": "..."}`` or null (no hand);
- the session's (``hand`` null): ``create``, ``import`` (after: the name, the number of
  hands, the session it copies), ``rename`` (``{"name": ...}``), ``players``
  (``{"players": [...]}``), ``money`` (``{"stake": ..., "cap": ...}``), ``rules``
  (``{"rules": ..., "options": {...}, "dealer": ..., "prevailing": ...}``);
- a seat change between games (schema 9): ``seats``, ``hand`` the number of hands played
  before it (the new seating's first hand), before and after ``{"players": [...]}``. It is
  undone like a hand's change (``change_seats`` with the names before), so it joins the
  stacks instead of ending them.

A write may say why it was made (``Cause``): the page's meaning of a hand's change (``label``,
e.g. ``add`` or ``note``, and the entry concerned) and whether it takes back an earlier change
(``undoes``) or makes one again (``redoes``). The stacks are a walk over the rows: a change
pushes itself on the undo stack (the redo stack empties), an undo moves its change to the redo
stack, a redo moves it back, and a change of the session itself (its rules, players, name,
money) ends both: a hand's old entries no longer mean what they did.
"""

from __future__ import annotations

import getpass
import json
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mahjong_gui.store.scorebook.errors import bad_row
from mahjong_gui.store.sqlite_file import is_int

MAX_WHO = 100  # characters of a writer's name
MAX_CHANGE_JSON = 1_000_000  # characters of one side of a change (a hand of 1000 entries fits)
MAX_STACK = 100  # the deepest undo (and redo) a reopened session offers
WALK = 8 * MAX_STACK  # the newest changes the stacks are rebuilt from (a season keeps more)

HAND_KINDS: frozenset[str] = frozenset({"add_hand", "insert_hand", "edit_hand", "delete_hand"})
SEAT_KINDS: frozenset[str] = frozenset({"seats"})  # has a hand; undone like a hand's change
UNDOABLE = HAND_KINDS | SEAT_KINDS
SESSION_KINDS: frozenset[str] = frozenset({"create", "import", "rename", "players", "money",
                                           "rules"})
KINDS = HAND_KINDS | SEAT_KINDS | SESSION_KINDS
LABELS: frozenset[str] = frozenset({"", "add", "edit", "delete", "delete_hand", "note",
                                    "new_hand", "drawn_hand", "seats"})

SCHEMA = """
    CREATE TABLE changes (
        id INTEGER PRIMARY KEY,
        session_id INTEGER NOT NULL,
        hand INTEGER,
        kind TEXT NOT NULL,
        label TEXT NOT NULL DEFAULT '',
        entry INTEGER,
        who TEXT NOT NULL,
        at TEXT NOT NULL,
        before TEXT,
        after TEXT,
        undoes INTEGER,
        redoes INTEGER
    );
    CREATE INDEX changes_session ON changes (session_id, id);
"""

_SELECT = ("SELECT id, session_id, hand, kind, label, entry, who, at, before, after, undoes, "
           "redoes FROM changes")


@dataclass(frozen=True, slots=True)
class Cause:
    """Why a write is made, as its change row keeps it (all optional): the page's meaning of
    a hand's change (``label``: add, edit, delete, delete_hand, note, new_hand, drawn_hand)
    and its entry, and the change it takes back (``undoes``) or makes again (``redoes``)."""

    label: str = ""
    entry: int | None = None
    undoes: int | None = None
    redoes: int | None = None


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One change as read back and checked: ``before`` and ``after`` are the JSON values
    (None: nothing there)."""

    id: int
    session_id: int
    hand: int | None
    kind: str
    label: str
    entry: int | None
    who: str
    at: str
    before: Any
    after: Any
    undoes: int | None = None
    redoes: int | None = None

    @property
    def step(self) -> str:
        """"undo", "redo" or "" (a change of its own)."""
        return "undo" if self.undoes is not None else "redo" if self.redoes is not None else ""


def os_user() -> str:
    """The operating system's user name, or "?" when it has none (a container, a service)."""
    try:
        name = getpass.getuser()
    except (OSError, KeyError, ImportError):
        return "?"
    return writer_name(name) or "?"


def writer_name(name: Any) -> str | None:
    """A writer's name fit to keep (stripped text of 1 to MAX_WHO characters), else None."""
    if not isinstance(name, str):
        return None
    clean: str = name.strip()
    if not 0 < len(clean) <= MAX_WHO:
        return None
    try:
        clean.encode("utf-8")
    except UnicodeEncodeError:
        return None
    return clean


def hand_json(text: str, note: str) -> str:
    """A hand's side of a change from its stored entries' JSON text and its note (no parsing:
    the entries were written as JSON by the same write)."""
    return '{"events": ' + text + ', "note": ' + json.dumps(note, ensure_ascii=False) + "}"


def value_json(value: Any) -> str | None:
    if value is None:
        return None
    text: str = json.dumps(value, ensure_ascii=False)
    return text


def record(db: sqlite3.Connection, session_id: int, kind: str, who: str, at: str,
           before: str | None, after: str | None, hand: int | None = None,
           cause: Cause | None = None) -> int:
    """Keep one change (in the caller's transaction); its id."""
    assert kind in KINDS, kind
    c = cause or Cause()
    cur = db.execute("INSERT INTO changes (session_id, hand, kind, label, entry, who, at, "
                     "before, after, undoes, redoes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                     (session_id, hand, kind, c.label if c.label in LABELS else "", c.entry,
                      who, at, before, after, c.undoes, c.redoes))
    assert cur.lastrowid is not None
    return cur.lastrowid


def _json_side(value: Any, session_id: int, change: Any) -> Any:
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > MAX_CHANGE_JSON:
        raise bad_row(session_id, f"changes[{change}]", "a side of the change is not JSON text "
                      f"of at most {MAX_CHANGE_JSON} characters")
    try:
        return json.loads(value)
    except (ValueError, RecursionError):
        raise bad_row(session_id, f"changes[{change}]", "not valid JSON") from None


def _optional_int(value: Any) -> bool:
    return value is None or is_int(value, 0, 2 ** 63 - 1)


def entry_from_row(row: Sequence[Any]) -> HistoryEntry:
    """A change row, checked (types, sizes, ranges): a damaged one is ``bad_row`` naming the
    session and the change."""
    cid, sid, hand, kind, label, entry, who, at, before, after, undoes, redoes = row
    if not is_int(cid, 1, 2 ** 63 - 1) or not is_int(sid, 0, 2 ** 63 - 1):
        raise bad_row(sid, "changes", "a change's id is not a number")
    where = f"changes[{cid}]"
    if not isinstance(kind, str) or kind not in KINDS:
        raise bad_row(sid, where, f"unknown kind {str(kind)[:40]!r}")
    if not isinstance(label, str) or label not in LABELS:
        raise bad_row(sid, where, f"unknown label {str(label)[:40]!r}")
    if not (_optional_int(hand) and _optional_int(entry) and _optional_int(undoes)
            and _optional_int(redoes)):
        raise bad_row(sid, where, "a hand, entry or change number is out of range")
    if (hand is None) != (kind in SESSION_KINDS):
        raise bad_row(sid, where, "a hand's change without its hand, or the session's with one")
    if writer_name(who) is None:
        raise bad_row(sid, where, f"the writer is not a name of 1 to {MAX_WHO} characters")
    if not isinstance(at, str) or not 0 < len(at) <= 40:
        raise bad_row(sid, where, "its time is not text")
    return HistoryEntry(cid, sid, hand, kind, label, entry, who, at,
                        _json_side(before, sid, cid), _json_side(after, sid, cid),
                        undoes, redoes)


def history(db: sqlite3.Connection, session_id: int, hand: int | None = None,
            newest: int | None = None) -> list[HistoryEntry]:
    """The session's changes, oldest first (``hand``: that hand's only; ``newest``: only the
    last so many)."""
    where, args = " WHERE session_id = ?", [session_id]
    if hand is not None:
        where += " AND hand = ?"
        args.append(hand)
    if newest is None:
        rows = db.execute(_SELECT + where + " ORDER BY id", args).fetchall()
    else:
        rows = db.execute(_SELECT + where + " ORDER BY id DESC LIMIT ?",
                          [*args, max(0, newest)]).fetchall()[::-1]
    return [entry_from_row(r) for r in rows]


def stacks(db: sqlite3.Connection, session_id: int
           ) -> tuple[list[HistoryEntry], list[HistoryEntry]]:
    """The session's undo and redo stacks (last to be undone or redone at the end) as its
    changes leave them (the module's walk), each at most MAX_STACK deep. The walk reads the
    newest WALK changes only (a season of many thousand would take tens of milliseconds at
    every opening): an undo or redo of a change older than those ends both stacks there, so
    that what is offered is less, never wrong. A change whose row cannot be read is
    ``bad_row``."""
    undo: list[int] = []
    redo: list[int] = []
    rows = db.execute("SELECT id, kind, undoes, redoes FROM changes WHERE session_id = ? "
                      "ORDER BY id DESC LIMIT ?", (session_id, WALK)).fetchall()
    for cid, kind, undoes, redoes in reversed(rows):
        if kind not in UNDOABLE:
            undo.clear()
            redo.clear()
        elif undoes is not None:
            if undo and undo[-1] == undoes:
                redo.append(undo.pop())
            else:  # not the change on top: the stacks no longer describe the session
                undo.clear()
                redo.clear()
        elif redoes is not None:
            if redo and redo[-1] == redoes:
                undo.append(redo.pop())
            else:
                undo.clear()
                redo.clear()
        else:
            undo.append(cid)
            redo.clear()
    undo, redo = undo[-MAX_STACK:], redo[-MAX_STACK:]
    wanted = undo + redo
    if not wanted:
        return [], []
    found: dict[int, HistoryEntry] = {}
    for i in range(0, len(wanted), 500):
        part = wanted[i:i + 500]
        for row in db.execute(_SELECT + f" WHERE id IN ({','.join('?' * len(part))})", part):
            e = entry_from_row(row)
            found[e.id] = e
    return [found[i] for i in undo if i in found], [found[i] for i in redo if i in found]


def forget(db: sqlite3.Connection, session_id: int) -> None:
    """A deleted session's changes go with it."""
    db.execute("DELETE FROM changes WHERE session_id = ?", (session_id,))


def hand_side(value: Any) -> tuple[list[Any], str] | None:
    """A hand's side of a change read back: its entries and note, None when there was no hand
    or the side is not a hand's."""
    if not isinstance(value, Mapping):
        return None
    events, note = value.get("events"), value.get("note", "")
    if not isinstance(events, list) or not isinstance(note, str):
        return None
    return events, note
