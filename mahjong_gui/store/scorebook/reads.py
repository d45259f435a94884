"""Reading a scorebook's sessions: the list, one session's row, hands, notes, history and
ledger document, its settlement, and previews of a change (nothing written)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from mahjong_gui.engine.ledger import (
    HandResult,
    LedgerInputError,
    PlayerStats,
    Session,
    SessionResult,
    read_session,
)
from mahjong_gui.store.money import night, night_json
from mahjong_gui.store.scorebook import history as changes
from mahjong_gui.store.scorebook.core import BookFile, json_copy
from mahjong_gui.store.scorebook.errors import ScorebookError, unreadable
from mahjong_gui.store.scorebook.history import HistoryEntry
from mahjong_gui.store.scorebook.sessions import (
    SESSION_SELECT,
    SessionInfo,
    SessionState,
    check_document,
    entries,
    info_from_row,
    ledger_document,
)
from mahjong_gui.store.scorebook.settled import StoredSession
from mahjong_gui.store.sqlite_file import is_int


class Reads(BookFile):
    """``Scorebook``'s reads (every one a snapshot: ``_read``)."""

    def sessions(self, errors: list[ScorebookError] | None = None) -> list[SessionInfo]:
        """Every session, the most recently changed first. A row that cannot be read raises
        ``bad_row``; given a list ``errors``, it goes there instead and the others are listed."""
        with self._read() as db:
            rows = [] if db is None else db.execute(
                f"{SESSION_SELECT} ORDER BY s.updated DESC, s.id DESC").fetchall()
        out = []
        for row in rows:
            try:
                out.append(info_from_row(row))
            except ScorebookError as err:
                if errors is None:
                    raise
                errors.append(err)
        return out

    def session(self, session_id: int) -> SessionInfo:
        with self._read() as db:
            return self._session_row(db, session_id)

    def stored(self, session_id: int) -> StoredSession:
        """The session as its rows keep it: what the page shows (each hand's result read
        when asked). Read from the file only when another connection wrote since it was
        last read here; a hand whose row is missing, another engine's, or settled from
        another start than the one its place gives is settled again (and kept after the
        read)."""
        with self._read() as db:
            return self._current(db, session_id)

    def history(self, session_id: int, hand: int | None = None,
                newest: int | None = None) -> list[HistoryEntry]:
        """The session's changes, oldest first (``hand``: the changes kept for that hand's
        index; ``newest``: the last so many); each row checked (``bad_row`` names the change
        at fault)."""
        with self._read() as db:
            self._session_row(db, session_id)
            assert db is not None
            return changes.history(db, session_id, hand, newest)

    def undo_stacks(self, session_id: int
                    ) -> tuple[list[HistoryEntry], list[HistoryEntry]]:
        """The session's undo and redo stacks as its history leaves them (``history.stacks``):
        what a window reopening the session can take back or make again."""
        with self._read() as db:
            self._session_row(db, session_id)
            assert db is not None
            return changes.stacks(db, session_id)

    def change_counts(self) -> dict[int, int]:
        """How many changes each session's history keeps, by session id."""
        with self._read() as db:
            if db is None:
                return {}
            return {sid: n for sid, n in db.execute(
                "SELECT session_id, count(*) FROM changes GROUP BY session_id")}

    def hands(self, session_id: int) -> list[list[dict[str, Any]]]:
        """Each hand's events, in order (copies: change them freely)."""
        stored = self.stored(session_id)
        return [json_copy(stored.events(h)) for h in range(len(stored.hands))]

    def notes(self, session_id: int) -> list[str]:
        return [h.note for h in self.stored(session_id).hands]

    @staticmethod
    def ledger_document(info: SessionInfo, hands: Sequence[Mapping[str, Any]]
                        ) -> dict[str, Any]:
        """The ledger document (without its name) of the session ``info`` with ``hands``
        (each ``{"events": [...], "note": ...}``): what the engine reads."""
        return ledger_document(info, hands)

    def document(self, session_id: int) -> dict[str, Any]:
        """The session in the ledger format (what ``ledger`` reads and ``import_document``
        takes back), with its name."""
        stored = self.stored(session_id)
        info = stored.info
        hands = [{"events": json_copy(stored.events(h)), "note": hand.note}
                 for h, hand in enumerate(stored.hands)]
        doc = ledger_document(info, hands)
        doc["name"] = info.name
        if info.seatings:  # the earlier seatings (docs/guide.md "seat changes")
            doc["seatings"] = [[until, list(names)] for until, names in info.seatings]
        if info.terms is not None:  # the terms and the night they make (docs/guide.md "money")
            if info.seatings:  # by name: every name that sat, as ``names`` lists them
                money = night_json(night(stored.name_totals(), info.terms), info.terms)
                money["names"] = info.all_names()
            else:
                money = night_json(night(stored.figures().totals, info.terms), info.terms)
            doc["money"] = money
        return doc

    def read(self, session_id: int) -> Session:
        """The stored session read by the engine (the ledger it is kept as); ``bad_row`` when
        the engine cannot read what is stored."""
        doc = self.document(session_id)
        doc.pop("name")
        doc.pop("money", None)
        doc.pop("seatings", None)
        try:
            return read_session(doc)
        except LedgerInputError as err:
            raise unreadable(session_id, err) from None

    def result(self, session_id: int) -> SessionResult:
        """The session's settlement, every hand's payments read from its row."""
        return self.stored(session_id).session_result()

    def state(self, session_id: int) -> SessionState:
        """The session, its hands and notes read at one moment, and their settlement as
        their rows keep it (every hand read: what an export needs; the page reads
        ``stored``)."""
        stored = self.stored(session_id)
        n = len(stored.hands)
        events = [json_copy(stored.events(h)) for h in range(n)]
        typed = tuple(stored.typed(h) for h in range(n))
        return SessionState(stored.info, events, [h.note for h in stored.hands],
                            stored.session_result(), replace(stored.header, hands=typed))

    # -- previews (nothing written) ----------------------------------------------------------

    def preview(self, session_id: int, index: int, events: Sequence[Mapping[str, Any]]
                ) -> HandResult:
        """Hand ``index`` as it would settle holding ``events`` (``index`` the number of hands:
        as one more hand), nothing written: the entry dialog's preview. The hands before it
        are not settled again, the ones after only until one starts as it did, and any of
        them the change makes impossible is the refusal (ScorebookError)."""
        stored = self.stored(session_id)
        n = self._hand_place(session_id, index, stored)
        cell = self._cells(events, stored.hands[index].note if index < n else "", index)
        return self._spliced(stored, index, 1 if index < n else 0, [cell])[2][0]

    def check_hand(self, session_id: int, index: int, events: Sequence[Mapping[str, Any]]
                   ) -> SessionResult:
        """The whole session's settlement as if hand ``index`` held ``events`` (``preview``
        gives that hand alone, cheaply); nothing written."""
        stored = self.stored(session_id)
        n = self._hand_place(session_id, index, stored)
        cell = self._cells(events, stored.hands[index].note if index < n else "", index)
        hands, _, raw = self._spliced(stored, index, 1 if index < n else 0, [cell])
        totals = [sum(h.deltas[s] for h in hands) for s in range(4)]
        trial = replace(stored, hands=hands,
                        stats=tuple(PlayerStats(hands=len(hands), total=t) for t in totals))
        result = trial.session_result()
        return replace(result, hands=result.hands[:index] + (raw[0],) + result.hands[index + 1:])

    @staticmethod
    def _hand_place(session_id: int, index: Any, stored: StoredSession) -> int:
        n = len(stored.hands)
        if not is_int(index, 0, n):
            raise ScorebookError("no_hand", f"session {session_id} has no hand "
                                 f"{index + 1 if isinstance(index, int) else index}",
                                 session=session_id)
        return n

    def check_hands(self, session_id: int, hands: Sequence[Sequence[Mapping[str, Any]]]
                    ) -> SessionResult:
        """Settle the session as if its hands were ``hands`` (nothing is written)."""
        info = self.session(session_id)
        return check_document(ledger_document(info, [{"events": entries(h)} for h in hands]))
