"""A scorebook's hand writes: add, put back, edit and delete a hand, each one transaction
that settles the hands it changes (and the ones after them until one starts as before) and
moves the hands' rows and the seatings with them."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from mahjong_gui.engine.ledger import PlayerStats
from mahjong_gui.store.scorebook.core import EXTRA_SELECT, BookFile, Totals
from mahjong_gui.store.scorebook.errors import ScorebookError
from mahjong_gui.store.scorebook.history import Cause, hand_json
from mahjong_gui.store.scorebook.sessions import SessionInfo, seatings_json
from mahjong_gui.store.scorebook.settled import (
    STAT_FIELDS,
    Extra,
    StoredHand,
    StoredSession,
    added,
    extra_from_row,
    stored_events,
)
from mahjong_gui.store.sqlite_file import is_int


class HandWrites(BookFile):
    """``Scorebook``'s writes of hands."""

    def _no_hand(self, session_id: int, index: Any, count: int) -> None:
        if not is_int(index, 0, count - 1):
            raise ScorebookError("no_hand", f"session {session_id} has no hand "
                                 f"{index + 1 if isinstance(index, int) else index}",
                                 session=session_id)

    def add_hand(self, session_id: int, events: Sequence[Mapping[str, Any]],
                 note: str = "", *, expected_version: int | None = None,
                 cause: Cause | None = None) -> int:
        """Append a hand; returns its index. Refused unless the session still settles."""
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            n = len(stored.hands)
            cell = self._cells(events, note, n)
            hands, rows, _ = self._spliced(stored, n, 0, [cell])
            renumbered = stored.positions is not None
            stored = self._renumbered(db, stored)
            when = self._when()
            db.execute("INSERT INTO hands (session_id, position, events, note, recorded) "
                       "VALUES (?, ?, ?, ?, ?)", (session_id, n, cell[1], note, when))
            self._record(db, session_id, "add_hand", when, None, hand_json(cell[1], note), n,
                         cause)
            if renumbered:
                new = self._written(db, stored, hands, self._all_rows(stored, hands, rows),
                                    None)
            else:
                new = self._written(db, stored, hands, rows,
                                    (added(stored.stats, rows[n]), stored.spans.widened(rows[n])))
        self._keep(new)
        return n

    def insert_hand(self, session_id: int, index: int, events: Sequence[Mapping[str, Any]],
                    note: str = "", *, expected_version: int | None = None,
                    cause: Cause | None = None) -> None:
        """Put a hand back at ``index`` (0 to the number of hands; the hands from there move
        down): what undoing a deleted hand writes. Refused unless the session still settles."""
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            n = len(stored.hands)
            if not is_int(index, 0, n):
                raise ScorebookError("no_hand", f"session {session_id} has no place for a hand "
                                     f"{index + 1 if isinstance(index, int) else index}",
                                     session=session_id)
            cell = self._cells(events, note, index)
            hands, rows, _ = self._spliced(stored, index, 0, [cell])
            put: Mapping[int, StoredHand] = rows
            totals = None
            if stored.positions is not None:
                stored = self._renumbered(db, stored)
                put = self._all_rows(stored, hands, rows)
            else:
                gone = self._old_extras(db, stored, index, index + len(rows) - 1)
                totals = self._changed_totals(stored, gone, rows)
            self._shift(db, session_id, index, 1)
            when = self._when()
            db.execute("INSERT INTO hands (session_id, position, events, note, recorded) "
                       "VALUES (?, ?, ?, ?, ?)", (session_id, index, cell[1], note, when))
            self._record(db, session_id, "insert_hand", when, None, hand_json(cell[1], note),
                         index, cause)
            seated = self._shifted_seatings(db, stored.info, index, 1,
                                            self._ended_seating(db, session_id, cause))
            new = self._written(db, stored, hands, put, totals, seated)
        self._keep(new)

    def replace_hand(self, session_id: int, index: int, events: Sequence[Mapping[str, Any]],
                     note: str | None = None, *, expected_version: int | None = None,
                     cause: Cause | None = None) -> None:
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            self._no_hand(session_id, index, len(stored.hands))
            old = stored.hands[index]
            text = note if note is not None else old.note
            cell = self._cells(events, text, index)
            self._record(db, session_id, "edit_hand", self._when(), hand_json(old.text, old.note),
                         hand_json(cell[1], text), index, cause)
            if cell[1] == old.text:  # the same entries: a note changes no number
                hands = (stored.hands[:index] + (old.copy(note=text),)
                         + stored.hands[index + 1:])
                db.execute("UPDATE hands SET note = ? WHERE session_id = ? AND position = ?",
                           (text, session_id, stored.position(index)))
                new = self._written(db, stored, hands, {}, (stored.stats, stored.spans))
            else:
                hands, rows, _ = self._spliced(stored, index, 1, [cell])
                gone = self._old_extras(db, stored, index, index + len(rows))
                db.execute("UPDATE hands SET events = ?, note = ? WHERE session_id = ? "
                           "AND position = ?", (cell[1], text, session_id,
                                                stored.position(index)))
                put: Mapping[int, StoredHand] = rows
                totals = self._changed_totals(stored, gone, rows)
                if stored.positions is not None:
                    stored = self._renumbered(db, stored)
                    put = self._all_rows(stored, hands, rows)
                new = self._written(db, stored, hands, put, totals)
        self._keep(new)

    def delete_hand(self, session_id: int, index: int, *,
                    expected_version: int | None = None, cause: Cause | None = None) -> None:
        """Remove one hand; the hands after it move up (their dealers follow from the rules)."""
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            self._no_hand(session_id, index, len(stored.hands))
            old = stored.hands[index]
            before = hand_json(old.text, old.note)
            if any(until == index + 1 for until, _ in stored.info.seatings):
                # the last hand of an earlier seating: put back there by an undo (insert_hand)
                before = before[:-1] + ', "seating_end": true}'
            self._record(db, session_id, "delete_hand", self._when(), before, None, index, cause)
            seated = self._shifted_seatings(db, stored.info, index, -1)
            hands, rows, _ = self._spliced(stored, index, 1, [])
            gone = self._old_extras(db, stored, index, index + 1 + len(rows))
            totals = self._changed_totals(stored, gone, rows)
            db.execute("DELETE FROM hands WHERE session_id = ? AND position = ?",
                       (session_id, stored.position(index)))
            put: Mapping[int, StoredHand] = rows
            if stored.positions is not None:
                left = stored.positions[:index] + stored.positions[index + 1:]
                stored = self._renumbered(db, replace(stored, positions=left))
                put = self._all_rows(stored, hands, rows)
            else:
                self._shift(db, session_id, index + 1, -1)
            new = self._written(db, stored, hands, put, totals, seated)
        self._keep(new)

    @staticmethod
    def _ended_seating(db: sqlite3.Connection, session_id: int, cause: Cause | None) -> bool:
        """Whether the change ``cause`` undoes deleted the last hand of an earlier seating."""
        if cause is None or cause.undoes is None:
            return False
        row = db.execute("SELECT kind, before FROM changes WHERE id = ? AND session_id = ?",
                         (cause.undoes, session_id)).fetchone()
        if row is None or row[0] != "delete_hand" or not isinstance(row[1], str):
            return False
        try:
            side = json.loads(row[1])
        except (ValueError, RecursionError):
            return False
        return isinstance(side, dict) and side.get("seating_end") is True

    @staticmethod
    def _all_rows(stored: StoredSession, hands: tuple[StoredHand, ...],
                  rows: Mapping[int, StoredHand]) -> dict[int, StoredHand]:
        """Every hand's row (after the hands were numbered again: the triggers dropped them),
        the ones settled by the write as it settled them, the others settled again."""
        out = dict(rows)
        for h, hand in enumerate(hands):
            if h not in out:
                events = stored_events(hand.text, stored.info.id, h)
                out[h] = stored.settler.settle(events, hand.text, hand.note, hand.start, h)[0]
        return out

    def _old_extras(self, db: sqlite3.Connection, stored: StoredSession, first: int,
                    end: int) -> list[Extra] | None:
        """The rest of the rows of hands ``first`` to ``end`` (kept, or read before the write
        changes them); None when one does not read back."""
        hands = stored.hands[first:end]
        rows = {}
        if any(hand.extra is None for hand in hands):
            rows = {r[0]: r for r in db.execute(
                EXTRA_SELECT + " AND position <= ?",
                (stored.info.id, stored.position(first), stored.position(end - 1)))}
        out = []
        for h, hand in enumerate(hands, start=first):
            extra = hand.extra
            if extra is None:
                row = rows.get(stored.position(h))
                if row is None or not row[1]:
                    return None
                extra = extra_from_row(row[2:], hand.deltas)
            out.append(extra)
        return out

    @staticmethod
    def _changed_totals(stored: StoredSession, gone: list[Extra] | None,
                        made: Mapping[int, StoredHand]) -> Totals | None:
        """The session's totals with the hands whose rows are ``gone`` taken out and the
        ``made`` ones in (the spans only widened: they hold every number, maybe more); None
        when that cannot say a seat's biggest win (a hand taken out held it): the caller adds
        the rows up again."""
        if gone is None:
            return None
        fields = ("hands", *STAT_FIELDS[:-1], "total")
        out = []
        for s in range(4):
            values = {f: getattr(stored.stats[s], f) for f in fields}
            for sign, extras in ((-1, gone), (1, [h.extra for h in made.values()])):
                for extra in extras:
                    assert extra is not None
                    for f in fields:
                        values[f] += sign * getattr(extra.stats[s], f)
            biggest = stored.stats[s].biggest_win
            old = max((e.stats[s].biggest_win for e in gone), default=0)
            new = max((h.extra.stats[s].biggest_win for h in made.values()
                       if h.extra is not None), default=0)
            if old >= biggest > new:
                return None
            out.append(PlayerStats(biggest_win=max(biggest, new), **values))
        spans = stored.spans
        for hand in made.values():
            spans = spans.widened(hand)
        return tuple(out), spans

    @staticmethod
    def _shift(db: sqlite3.Connection, session_id: int, since: int, shift: int) -> None:
        """Move the hands from position ``since`` on by ``shift``, their rows with them (the
        triggers drop a moved hand's row: it is kept aside and put back at the new place),
        out of the way first, so that no two hands share a position on the way."""
        db.execute("CREATE TEMP TABLE IF NOT EXISTS moving AS "
                   "SELECT * FROM main.hand_settled WHERE 0")
        db.execute("DELETE FROM temp.moving")
        db.execute("INSERT INTO temp.moving SELECT * FROM main.hand_settled "
                   "WHERE session_id = ? AND position >= ?", (session_id, since))
        db.execute("UPDATE hands SET position = -1 - (position + ?) WHERE session_id = ? "
                   "AND position >= ?", (shift, session_id, since))
        db.execute("UPDATE hands SET position = -1 - position WHERE session_id = ? "
                   "AND position < 0", (session_id,))
        db.execute("UPDATE temp.moving SET position = position + ?", (shift,))
        db.execute("INSERT OR REPLACE INTO main.hand_settled SELECT * FROM temp.moving")
        db.execute("DELETE FROM temp.moving")

    def _shifted_seatings(self, db: sqlite3.Connection, info: SessionInfo, index: int,
                          by: int, boundary: bool = False) -> SessionInfo:
        """The session's row with its seatings moved for a hand taken out at ``index``
        (``by`` -1) or put in there (+1; ``boundary``: a hand put in where a seating ends
        joins that seating, not the next), written."""
        if not info.seatings:
            return info
        moved = tuple((until + by if index < until or (boundary and index == until) else until,
                       names) for until, names in info.seatings)
        db.execute("UPDATE sessions SET seatings = ? WHERE id = ?",
                   (seatings_json(moved), info.id))
        return replace(info, seatings=moved)
