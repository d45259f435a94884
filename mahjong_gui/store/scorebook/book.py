"""The scorebook file: ``Scorebook``, its reads and writes of sessions, hands and the roster.

Every write is one ``BEGIN IMMEDIATE`` transaction that reads what it depends on under the
write lock and is refused (``ScorebookError`` with the engine's code and JSON path) unless the
session still settles; it settles the hands it changes (and the ones after them until one
starts as before) and keeps their settled rows and the session's totals in the same
transaction (``settled.py``). A session opens by reading its rows: only a hand whose entries
changed, or whose row another engine made, is settled again, and what a reading settles is
kept after it (best effort, never waiting for the lock). Each session has a ``version``,
bumped by every write: a writer passing the version it read (``expected_version``) is
refused with ``changed_elsewhere`` when another window or program wrote in between.

Opening creates nothing: a missing or zero-byte file reads as an empty scorebook and becomes
one at the first write. Every failure is a ``ScorebookError``, never an ``sqlite3`` traceback.

``Scorebook`` is assembled here from its parts, one module a concern: ``core.py`` the file,
its transactions, the sessions kept and the end of every write; ``reads.py`` the reads and
previews; ``standings.py`` the statistics and the money; ``hands.py`` the hands' writes;
``session_writes.py`` the session's writes and imports; the roster and the export are here.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from mahjong_gui.engine.ledger import PlayerStats
from mahjong_gui.store.scorebook import roster as roster_rows
from mahjong_gui.store.scorebook.errors import ScorebookError
from mahjong_gui.store.scorebook.hands import HandWrites
from mahjong_gui.store.scorebook.session_writes import SessionWrites, between_games
from mahjong_gui.store.scorebook.sessions import MAX_NAME, now
from mahjong_gui.store.scorebook.standings import StandingsReads
from mahjong_gui.store.scorebook.transfer import (
    CSV_BOM,
    export_csv,
    export_json,
    write_atomically,
)

__all__ = ["Scorebook", "between_games", "club_stats"]

_now = now  # the writes' clock (tests set it)


class Scorebook(HandWrites, SessionWrites, StandingsReads):
    """One scorebook file. ``Scorebook(":memory:")`` keeps it in memory (tests).

    Opening checks an existing file (``not_a_scorebook``, ``newer_schema``, ``corrupt``,
    ``busy``, ``cannot_open``) and creates nothing; an older schema is brought up to date.
    ``timeout`` is how long each operation waits for another program's lock before it is
    refused with ``busy``.

    Each session read or written is kept in memory (``StoredSession``) for the session's
    version and its totals' row: nothing is read again while nobody else wrote the file
    (``PRAGMA data_version``), and a write settles only the hands it changes."""

    def __enter__(self) -> Scorebook:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _when(self) -> str:
        return _now()

    # -- the roster --------------------------------------------------------------------------

    def roster(self) -> list[str]:
        """The club's players: every name kept (each session's players join it), the most
        recently played first, then by name."""
        with self._read() as db:
            return [] if db is None else roster_rows.roster(db)

    def add_player(self, name: str) -> str:
        """Keep ``name`` in the roster (stripped); returns it. ``bad_name`` for blank text or
        more than MAX_NAME characters."""
        clean = roster_rows.roster_name(name)
        if clean is None:
            raise ScorebookError("bad_name", f"a player's name is text of 1 to "
                                 f"{MAX_NAME} characters")
        with self._transaction() as db:
            db.execute("INSERT INTO players (name, added, last_played) VALUES (?, ?, '') "
                       "ON CONFLICT(name) DO NOTHING", (clean, self._when()))
        return clean

    def remove_player(self, name: str) -> None:
        """Forget a name in the roster (the sessions that name the player keep it)."""
        with self._transaction() as db:
            db.execute("DELETE FROM players WHERE name = ?", (name,))

    # -- export ------------------------------------------------------------------------------

    def is_own_file(self, path: str | os.PathLike[str]) -> bool:
        """Whether ``path`` is this scorebook's database file (or its journal)."""
        if self._memory:
            return False
        target = os.path.normcase(os.path.realpath(path))
        own = os.path.realpath(self.path)
        for suffix in ("", "-journal", "-wal", "-shm"):
            if target == os.path.normcase(own + suffix):
                return True
            try:
                if os.path.samefile(path, own + suffix):
                    return True
            except OSError:
                pass
        return False

    def export_to(self, path: str | os.PathLike[str], session_id: int,
                  fmt: str | None = None, headings: Mapping[str, str] | None = None) -> None:
        """Write a session to ``path`` as a ledger JSON file (``fmt`` "json") or a CSV table
        ("csv"; by default from the file's suffix; it starts with a UTF-8 byte-order mark,
        ``headings`` as in ``export_csv``), atomically (``write_atomically``). Refused with
        ``export_over_scorebook`` when ``path`` is this scorebook; OSError when the file cannot
        be written."""
        if self.is_own_file(path):
            raise ScorebookError("export_over_scorebook", f"{os.fspath(path)} is the scorebook "
                                 "itself: export to another file", session=session_id)
        fmt = fmt or ("csv" if os.fspath(path).lower().endswith(".csv") else "json")
        if fmt not in ("json", "csv"):
            raise ValueError(f"unknown export format {fmt!r}")
        text = (CSV_BOM + export_csv(self, session_id, headings) if fmt == "csv"
                else export_json(self, session_id))
        write_atomically(path, text)


def club_stats(book: Scorebook, rules: str) -> dict[str, PlayerStats]:
    """Every player's record over all the sessions played under ``rules``, by name."""
    return book.club_stats(rules)
