"""The scorebook: club sessions and their hands in SQLite (stdlib ``sqlite3``).

A session is a ledger document (docs/guide.md "ledger": rules, options, players, first dealer) whose
hands are stored one row each as their events in JSON, beside each hand's settled row and the
session's totals. The parts:

- ``book.py``: ``Scorebook``, the file and its reads and writes (every write one transaction,
  refused unless the session still settles), assembled from one class a concern:
  ``core.py`` (the file, its transactions, the sessions kept, the end of every write),
  ``reads.py`` (reads and previews), ``standings.py`` (statistics and money), ``hands.py``
  (the hands' writes) and ``session_writes.py`` (a session's writes and imports);
- ``schema.py``: the schema version and the migrations (``SCHEMA_VERSION``, ``MIGRATIONS``);
- ``sessions.py``: a session's row (``SessionInfo``), its ledger document, digest and checks;
- ``settled.py``: each hand's settled row and each session's totals, and the engine's steps
  that make them;
- ``roster.py``: the club's players' names;
- ``transfer.py``: export (ledger JSON, CSV) and import files.

The names below are the package's public ones (``from mahjong_gui.store.scorebook import
Scorebook`` as before the split).
"""

from __future__ import annotations

from mahjong_gui.store.scorebook.book import Scorebook, club_stats
from mahjong_gui.store.scorebook.errors import ScorebookError
from mahjong_gui.store.scorebook.schema import (
    BUSY_TIMEOUT,
    MIGRATIONS,
    SCHEMA_VERSION,
    SQLITE_HEADER,
)
from mahjong_gui.store.scorebook.sessions import (
    DATA_DIR_ENV,
    MAX_NAME,
    MAX_SESSION_NAME,
    SessionInfo,
    SessionState,
    check_money,
    check_session_name,
    data_dir,
    default_path,
    digest,
    has_prevailing_wind,
    read_money,
)
from mahjong_gui.store.scorebook.settled import (
    MAX_PAYLOAD,
    StoredHand,
    StoredResult,
    StoredSession,
)
from mahjong_gui.store.scorebook.transfer import (
    CSV_BOM,
    CSV_HEADINGS,
    MAX_IMPORT_BYTES,
    WINNERS_SEPARATOR,
    export_csv,
    export_json,
    file_session_name,
    import_file,
    read_import,
    write_atomically,
)

__all__ = [
    "BUSY_TIMEOUT", "CSV_BOM", "CSV_HEADINGS", "DATA_DIR_ENV", "MAX_IMPORT_BYTES", "MAX_NAME",
    "MAX_PAYLOAD", "MAX_SESSION_NAME", "MIGRATIONS", "SCHEMA_VERSION", "SQLITE_HEADER",
    "WINNERS_SEPARATOR", "Scorebook", "ScorebookError", "SessionInfo", "SessionState",
    "StoredHand", "StoredResult", "StoredSession", "check_money", "check_session_name",
    "club_stats", "data_dir", "default_path", "digest", "export_csv", "export_json",
    "file_session_name", "has_prevailing_wind", "import_file", "read_import", "read_money",
    "write_atomically",
]
