"""A session as the scorebook keeps it: its row (``SessionInfo``, checked when read back), its
ledger document, its content digest, its name and money terms, and where the file lives."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import platformdirs

from mahjong_gui.engine.ledger import (
    LedgerInputError,
    Session,
    SessionResult,
    read_session,
    settle_session,
)
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.store.money import MAX_CAP, MAX_STAKE, MoneyError, Terms, check_terms
from mahjong_gui.store.scorebook.errors import ScorebookError, bad_row, json_cell, refusal
from mahjong_gui.store.sqlite_file import is_int

DATA_DIR_ENV = "MAHJONG_GUI_DATA_DIR"
MAX_NAME = 100  # a player's name, as the ledger bounds it
MAX_SESSION_NAME = 200  # a session's name, as the ledger bounds it


@dataclass(frozen=True, slots=True)
class SessionInfo:
    id: int
    name: str
    rules: str
    options: dict[str, str]
    players: tuple[str, str, str, str]
    dealer: int
    created: str
    updated: str
    hands: int
    prevailing: int = 1  # Hong Kong: the first hand's prevailing wind
    version: int = 0  # bumped by every write to the session
    stake: int = 0  # hundredths of the money unit a point (0: no money kept)
    cap: int | None = None  # the most a player pays in a night, hundredths (None: no cap)
    origin: str | None = None  # imported: the digest of the content imported (schema 8)
    copy_of: int | None = None  # imported as a marked copy of this session (schema 8)

    @property
    def terms(self) -> Terms | None:
        """The session's money terms, None when it keeps no money."""
        return Terms(self.stake, self.cap) if self.stake else None


@dataclass(frozen=True, slots=True)
class SessionState:
    """One session read at one moment: its row, each hand's events and note, and the engine's
    settlement of them (every hand's payments: what an export or a report needs; the page
    reads the stored rows instead, ``Scorebook.stored``)."""
    info: SessionInfo
    hands: list[list[dict[str, Any]]]
    notes: list[str]
    result: SessionResult
    session: Session | None = None  # the hands as the engine read them (``result`` settles)


def data_dir() -> Path:
    """Where the scorebook lives: ``$MAHJONG_GUI_DATA_DIR`` or the platform's user data folder."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir("mahjong_gui", appauthor=False))


def default_path() -> Path:
    return data_dir() / "scorebook.sqlite3"


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def has_prevailing_wind(rules: str) -> bool:
    """Whether a session under ``rules`` records a prevailing wind: where one win ends the hand
    (not ``bloody``), hands are a win or a draw and the wind moves with the deal (the ledger's
    rule, docs/rules.md §3.1). Unknown rules: False (the ledger refuses them)."""
    profile = PROFILES.get(rules)
    return profile is not None and not profile.bloody


def check_document(doc: Mapping[str, Any]) -> SessionResult:
    try:
        return settle_session(read_session(doc))
    except LedgerInputError as err:
        raise refusal(err) from None


# -- the content digest ---------------------------------------------------------------------
# What makes two sessions the same game: rules, options, players, first dealer, wind and every
# hand's events (not the name, the notes or the times). Each hand's part is the SHA-256 of its
# events written canonically (keys sorted, no spaces), kept with the hand's settled row; the
# session's digest is the SHA-256 of its header and those parts, in order.

def hand_digest(events: Any) -> str:
    text = json.dumps(events, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def digest_of(rules: str, options: Mapping[str, Any], players: Sequence[str], dealer: int,
              prevailing: int, hand_digests: Sequence[str]) -> str:
    head = json.dumps({"rules": rules, "options": {str(k): str(v) for k, v in options.items()},
                       "players": list(players), "dealer": dealer,
                       "prevailing": prevailing if has_prevailing_wind(rules) else None},
                      sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    text = head + "".join(hand_digests)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def digest(rules: str, options: Mapping[str, Any], players: Sequence[str], dealer: int,
           prevailing: int, hands: Sequence[Any]) -> str:
    """The digest of a session with these hands' events."""
    return digest_of(rules, options, players, dealer, prevailing,
                     [hand_digest(h) for h in hands])


def info_digest(info: SessionInfo, hand_digests: Sequence[str]) -> str:
    return digest_of(info.rules, info.options, info.players, info.dealer, info.prevailing,
                     hand_digests)


# -- names, notes, entries, money ------------------------------------------------------------

def check_session_name(name: Any) -> str:
    """``name`` when it is text of at most MAX_SESSION_NAME characters that can be stored as
    UTF-8 (the ledger's rule for a document's ``name``), else ``ScorebookError`` ``bad_name``."""
    if not isinstance(name, str) or len(name) > MAX_SESSION_NAME:
        raise ScorebookError("bad_name", f"a session's name is text of at most "
                             f"{MAX_SESSION_NAME} characters", "name")
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        raise ScorebookError("bad_name", "a session's name is not valid text (a lone "
                             "surrogate: check the terminal's or the file's encoding)",
                             "name") from None
    return name


def check_note(note: Any, path: str) -> None:
    if not isinstance(note, str):
        raise ScorebookError("bad_ledger", "a hand's note is text", path)


def entries(events: Sequence[Mapping[str, Any]]) -> list[Any]:
    """A hand's events as plain dicts (anything else is left for the engine to refuse)."""
    if isinstance(events, str | bytes) or not isinstance(events, Sequence):
        raise ScorebookError("bad_ledger", "a hand's events are a list", "events")
    return [dict(e) if isinstance(e, Mapping) else e for e in events]


def dumps(value: Any, path: str) -> str:
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        raise ScorebookError("bad_ledger", "the events are not JSON data", path) from None


# What a document's "money" may hold: the terms, read back, and what the export computed from
# them (ignored on import: settled again from the hands).
_MONEY_KEYS = frozenset({"stake_cents", "cap_cents", "owed_cents", "balances_cents",
                         "pot_cents", "capped", "transfers"})


def check_money(stake: Any, cap: Any = None) -> tuple[int, int | None]:
    """A session's money terms when they can be kept: ``stake`` 0 (no money, and then no
    cap) or 1 to MAX_STAKE hundredths a point, ``cap`` None or 1 to MAX_CAP hundredths; else
    ``ScorebookError`` ``bad_stake`` or ``bad_cap`` with the JSON path."""
    try:
        if is_int(stake, 0, 0):
            if cap is not None:
                raise MoneyError("bad_cap", "a cap needs a stake", "money.cap_cents")
            return 0, None
        terms = check_terms(stake, cap)
    except MoneyError as err:
        raise ScorebookError(err.code, err.message, err.path) from None
    return terms.stake, terms.cap


def read_money(doc: Mapping[str, Any]) -> tuple[int, int | None]:
    """The money terms of a ledger document's ``money`` (absent: none), checked."""
    money = doc.get("money")
    if money is None:
        return 0, None
    if not isinstance(money, Mapping):
        raise ScorebookError("bad_ledger", "'money' is an object with 'stake_cents'", "money")
    extra = sorted(str(k) for k in set(money) - _MONEY_KEYS)
    if extra:
        raise ScorebookError("bad_ledger", f"unknown field {extra[0][:40]!r}",
                             f"money.{extra[0][:40]}")
    if "stake_cents" not in money:
        raise ScorebookError("bad_stake", "'money' needs 'stake_cents'", "money.stake_cents")
    return check_money(money["stake_cents"], money.get("cap_cents"))


# -- the session's row ----------------------------------------------------------------------

# The sessions' columns as ``info_from_row`` reads them; the number of hands is the one the
# session's totals were kept for when they are this version's, else counted.
SESSION_SELECT = (
    "SELECT s.id, s.name, s.rules, s.options, s.players, s.dealer, s.created, s.updated, "
    "coalesce((SELECT t.hands FROM session_settled t WHERE t.session_id = s.id "
    "AND t.version = s.version), (SELECT count(*) FROM hands h WHERE h.session_id = s.id)), "
    "s.prevailing, s.version, s.digest, s.stake, s.cap, s.origin, s.copy_of FROM sessions s")


def info_from_row(row: Sequence[Any]) -> SessionInfo:
    """A session row, checked: a damaged one is ``bad_row`` naming the session."""
    sid = row[0]
    if not isinstance(sid, int):
        raise bad_row(sid, "", "its id is not a number")
    name, rules, created, updated = row[1], row[2], row[6], row[7]
    if not isinstance(name, str):
        raise bad_row(sid, "name", "the name is not text")
    if not isinstance(rules, str):
        raise bad_row(sid, "rules", "the rules are not a profile name")
    options = json_cell(row[3], sid, "options")
    if not (isinstance(options, dict)
            and all(isinstance(v, str) for v in options.values())):
        raise bad_row(sid, "options", "the options are not names with their values")
    players = json_cell(row[4], sid, "players")
    if not (isinstance(players, list) and all(isinstance(p, str) for p in players)):
        raise bad_row(sid, "players", "the players are not a list of names")
    if len(players) != 4:
        raise bad_row(sid, "players", f"{len(players)} players, not four")
    if not is_int(row[5], 0, 3):
        raise bad_row(sid, "dealer", f"the first dealer {row[5]!r} is not a seat 0 to 3")
    if not is_int(row[9], 1, 4):
        raise bad_row(sid, "prevailing", f"the prevailing wind {row[9]!r} is not 1 to 4")
    if not (isinstance(created, str) and isinstance(updated, str)):
        raise bad_row(sid, "", "its times are not text")
    if not is_int(row[10], 0, 2 ** 63 - 1):
        raise bad_row(sid, "", f"its version {row[10]!r} is not a count")
    if not is_int(row[8], 0, 2 ** 31):
        raise bad_row(sid, "", f"its number of hands {row[8]!r} is not a count")
    if not is_int(row[12], 0, MAX_STAKE):
        raise bad_row(sid, "money.stake_cents", f"the stake {row[12]!r} is not 0 to "
                      f"{MAX_STAKE} hundredths")
    if row[13] is not None and not is_int(row[13], 1, MAX_CAP):
        raise bad_row(sid, "money.cap_cents", f"the cap {row[13]!r} is not 1 to "
                      f"{MAX_CAP} hundredths")
    origin = row[14] if len(row) > 14 else None
    copy_of = row[15] if len(row) > 15 else None
    if origin is not None and not (isinstance(origin, str) and len(origin) == 64):
        raise bad_row(sid, "", "where it was imported from is not a digest")
    if copy_of is not None and not is_int(copy_of, 0, 2 ** 63 - 1):
        raise bad_row(sid, "", f"the session it copies {copy_of!r} is not a session's id")
    return SessionInfo(id=sid, name=name, rules=rules, options=options,
                       players=(players[0], players[1], players[2], players[3]),
                       dealer=row[5], created=created, updated=updated, hands=row[8],
                       prevailing=row[9], version=row[10], stake=row[12], cap=row[13],
                       origin=origin, copy_of=copy_of)


def ledger_document(info: SessionInfo, hands: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The ledger document (without its name) of the session ``info`` with ``hands`` (each
    ``{"events": [...], "note": ...}``): what the engine reads."""
    doc: dict[str, Any] = {"rules": info.rules, "players": list(info.players),
                           "dealer": info.dealer}
    if info.options:
        doc["options"] = dict(info.options)
    if has_prevailing_wind(info.rules):
        doc["prevailing"] = info.prevailing
    doc["hands"] = [{k: v for k, v in h.items() if k in ("events", "note") and
                     (k != "note" or v)} for h in hands]
    return doc
