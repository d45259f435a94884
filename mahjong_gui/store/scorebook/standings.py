"""A scorebook's standings: each seat's and each name's record over a session, every
player's over the club's sessions, and a session's night of money."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

from mahjong_gui.engine.ledger import PlayerStats
from mahjong_gui.store.money import Night, night
from mahjong_gui.store.scorebook import settled
from mahjong_gui.store.scorebook.core import (
    SUM_SELECT,
    SUMMARY_SELECT,
    Totals,
    file_data_version,
    summary_key,
)
from mahjong_gui.store.scorebook.reads import Reads
from mahjong_gui.store.scorebook.settled import (
    EMPTY_STATS,
    StoredSession,
    added,
    read_totals_payload,
    seat_stats,
)
from mahjong_gui.store.sqlite_file import is_int


class StandingsReads(Reads):
    """``Scorebook``'s statistics, read from the totals the file keeps where it can."""

    def stats(self, session_id: int) -> tuple[PlayerStats, ...]:
        """Each seat's record over the session (``ledger.player_stats``), as the file keeps it
        with the session's version for this engine (``SETTLEMENT_VERSION``); made again from
        the hands' rows when it is not (and kept after the read)."""
        with self._read() as db:
            kept = self._kept.get(session_id)
            if (kept is not None and db is not None
                    and self._kept_at.get(session_id) == file_data_version(db)):
                return kept.stats
            self._session_row(db, session_id)  # a damaged row is refused, as by any read
            row = None if db is None else db.execute(SUMMARY_SELECT, (session_id,)).fetchone()
            found = self._summary_totals(session_id, row)
            if found is not None:
                return found[0]
            return self._current(db, session_id).stats

    def _summary_totals(self, session_id: int, row: Sequence[Any] | None) -> Totals | None:
        """The totals a ``session_settled`` row holds when they are this engine's for the
        session's version (read back and checked), else None."""
        if row is None or row[1] != settled.SETTLEMENT_VERSION or row[2] != row[0]:
            return None
        key = summary_key(row)
        memo = self._read_totals.get(session_id)
        if memo is not None and memo[0] == key:
            return memo[1]
        if not is_int(row[3], 0, 2 ** 31):
            return None
        found = read_totals_payload(row[4], row[3])
        if found is not None:
            self._read_totals[session_id] = (key, found)
        return found

    def club_stats(self, rules: str) -> dict[str, PlayerStats]:
        """Every player's record over all the sessions played under ``rules``, by name: each
        session's totals as the file keeps them (a session without them read once). A
        marked copy of a session still kept is not counted again."""
        out: dict[str, PlayerStats] = {}
        with self._read() as db:
            if db is None:
                return out
            infos = [i for i in self.sessions() if i.rules == rules]
            rows = {r[0]: r[1:] for r in db.execute(
                "SELECT s.id, s.version, t.engine, t.version, t.hands, t.payload "
                "FROM sessions s LEFT JOIN session_settled t ON t.session_id = s.id "
                "WHERE s.rules = ?", (rules,))}
            kept = {i.id for i in infos}
            for info in infos:
                if info.copy_of is not None and info.copy_of in kept:
                    continue  # a marked copy of a session counted already: counted once
                if info.seatings:  # the names of each seating, each its hands' record
                    named = self._name_stats(db, self._current(db, info.id))
                else:
                    found = self._summary_totals(info.id, rows.get(info.id))
                    stats = (found[0] if found is not None
                             else self._current(db, info.id).stats)
                    named = list(zip(info.players, stats, strict=True))
                for name, st in named:
                    out[name] = out.get(name, PlayerStats()) + st
        return out

    def name_stats(self, session_id: int) -> list[tuple[str, PlayerStats]]:
        """Each player's record over the session, by name (``SessionInfo.all_names``' order):
        a player who sat in two seatings has one record, the sum of the hands played in
        each (seat by seat, ``stats``, when the seats never changed)."""
        with self._read() as db:
            stored = self._current(db, session_id)
            if not stored.info.seatings:
                return list(zip(stored.info.players, stored.stats, strict=True))
            assert db is not None
            return self._name_stats(db, stored)

    def _name_stats(self, db: sqlite3.Connection, stored: StoredSession
                    ) -> list[tuple[str, PlayerStats]]:
        info = stored.info
        names = info.all_names()
        out = {n: PlayerStats() for n in names}
        n = len(stored.hands)
        for first, end, seated in info.seating_spans():
            last = n if end is None else min(end, n)
            if last <= first:
                continue
            for name, st in zip(seated, self._span_stats(db, stored, first, last),
                                strict=True):
                out[name] = out[name] + st
        return [(name, out[name]) for name in names]

    def _span_stats(self, db: sqlite3.Connection, stored: StoredSession, first: int,
                    end: int) -> tuple[PlayerStats, ...]:
        """Each seat's record over hands ``first`` to ``end`` (their rows added up by SQL; a
        hand whose row is missing or another engine's settled again)."""
        hands = stored.hands[first:end]
        totals = [sum(h.deltas[s] for h in hands) for s in range(4)]
        row = db.execute(SUM_SELECT + " AND h.position >= ? AND h.position <= ?",
                         (stored.info.id, settled.SETTLEMENT_VERSION, stored.position(first),
                          stored.position(end - 1))).fetchone()
        count = end - first
        if row[0] == count and row[1] == 1:
            return tuple(seat_stats([row[2 + f * 4 + s] for f in range(8)], count, totals[s])
                         for s in range(4))
        out = EMPTY_STATS
        for h in range(first, end):
            hand = stored.hands[h]
            if hand.extra is None:
                hand = stored.settler.settle(stored.events(h), hand.text, hand.note,
                                             hand.start, h)[0]
            out = added(out, hand)
        return out

    def money(self, session_id: int) -> Night | None:
        """The session's night's money (``money.night`` of its totals), None when it keeps
        none."""
        info = self.session(session_id)
        terms = info.terms
        if terms is None:
            return None
        return night(tuple(st.total for st in self.stats(session_id)), terms)
