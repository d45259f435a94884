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

from mahjong_gui.engine.family.registry import family_of
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
    # The earlier seatings (schema 9), oldest first: each ``(until, names)``, the names that
    # sat in seats 0-3 for the hands before index ``until`` (and from the one before's
    # ``until``); ``players`` is the seating of the hands after the last one.
    seatings: tuple[tuple[int, tuple[str, str, str, str]], ...] = ()

    @property
    def terms(self) -> Terms | None:
        """The session's money terms, None when it keeps no money."""
        return Terms(self.stake, self.cap) if self.stake else None

    def names_at(self, h: int) -> tuple[str, str, str, str]:
        """The names in seats 0-3 for hand ``h`` (the seating it was played with)."""
        for until, names in self.seatings:
            if h < until:
                return names
        return self.players

    def seating_spans(self) -> list[tuple[int, int | None, tuple[str, str, str, str]]]:
        """Each seating as ``(first hand, end or None for the current one, names)``."""
        out: list[tuple[int, int | None, tuple[str, str, str, str]]] = []
        start = 0
        for until, names in self.seatings:
            out.append((start, until, names))
            start = until
        out.append((start, None, self.players))
        return out

    def all_names(self) -> list[str]:
        """Every name that sat in the session, each once: the current players in their
        seats' order, then the ones who left, in the order they first sat."""
        out = list(dict.fromkeys(self.players))
        for _, names in self.seatings:
            out += [n for n in names if n not in out]
        return out

    def by_name(self, per_hand: Sequence[Sequence[int]]) -> list[int]:
        """Each of ``all_names`` summed over ``per_hand`` (each hand's four seats' numbers,
        in hand order), a seat's number going to the name in that seat for that hand."""
        names = self.all_names()
        where = {n: i for i, n in enumerate(names)}
        out = [0] * len(names)
        for h, row in enumerate(per_hand):
            for s, name in enumerate(self.names_at(h)):
                out[where[name]] += row[s]
        return out


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
    """Whether a session under ``rules`` records a prevailing wind: where the family has winds,
    the wind moves with the deal (the ledger's rule, docs/rules.md §3.1). Unknown rules: False
    (the ledger refuses them)."""
    profile = PROFILES.get(rules)
    return profile is not None and family_of(profile).winds


def check_document(doc: Mapping[str, Any]) -> SessionResult:
    try:
        return settle_session(read_session(doc))
    except LedgerInputError as err:
        raise refusal(err) from None


# -- the content digest ---------------------------------------------------------------------
# What makes two sessions the same game: rules, options, players (and earlier seatings), first
# dealer, wind and every hand's events (not the name, the notes or the times). Each hand's part
# is the SHA-256 of its events written canonically (keys sorted, no spaces), kept with the
# hand's settled row; the session's digest is the SHA-256 of its header and those parts, in order.

def hand_digest(events: Any) -> str:
    text = json.dumps(events, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def digest_of(rules: str, options: Mapping[str, Any], players: Sequence[str], dealer: int,
              prevailing: int, hand_digests: Sequence[str],
              seatings: Sequence[tuple[int, Sequence[str]]] = ()) -> str:
    fields: dict[str, Any] = {
        "rules": rules, "options": {str(k): str(v) for k, v in options.items()},
        "players": list(players), "dealer": dealer,
        "prevailing": prevailing if has_prevailing_wind(rules) else None}
    if seatings:  # the earlier seatings (schema 9): none keeps the digests made before
        fields["seatings"] = [[until, list(names)] for until, names in seatings]
    head = json.dumps(fields, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    text = head + "".join(hand_digests)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def digest(rules: str, options: Mapping[str, Any], players: Sequence[str], dealer: int,
           prevailing: int, hands: Sequence[Any],
           seatings: Sequence[tuple[int, Sequence[str]]] = ()) -> str:
    """The digest of a session with these hands' events."""
    return digest_of(rules, options, players, dealer, prevailing,
                     [hand_digest(h) for h in hands], seatings)


def info_digest(info: SessionInfo, hand_digests: Sequence[str]) -> str:
    return digest_of(info.rules, info.options, info.players, info.dealer, info.prevailing,
                     hand_digests, info.seatings)


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
                         "pot_cents", "capped", "transfers", "names"})


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
    "s.prevailing, s.version, s.digest, s.stake, s.cap, s.origin, s.copy_of, s.seatings "
    "FROM sessions s")


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
    seatings = read_seatings(row[16] if len(row) > 16 else "[]", sid)
    return SessionInfo(id=sid, name=name, rules=rules, options=options,
                       players=(players[0], players[1], players[2], players[3]),
                       dealer=row[5], created=created, updated=updated, hands=row[8],
                       prevailing=row[9], version=row[10], stake=row[12], cap=row[13],
                       origin=origin, copy_of=copy_of, seatings=seatings)


MAX_SEATINGS = 10_000  # earlier seatings a session keeps (a change a game: a season's worth)


def check_seat_names(names: Any, path: str = "players") -> tuple[str, str, str, str]:
    """Four names, each text of 1 to MAX_NAME characters once stripped, all different;
    else ``ScorebookError`` ``bad_name`` with ``path``."""
    if isinstance(names, str | bytes) or not isinstance(names, Sequence) or len(names) != 4:
        raise ScorebookError("bad_name", "a seating is four players' names", path)
    out = []
    for name in names:
        clean = name.strip() if isinstance(name, str) else None
        if not clean or len(clean) > MAX_NAME:
            raise ScorebookError("bad_name", f"a player's name is text of 1 to {MAX_NAME} "
                                 "characters", path)
        try:
            clean.encode("utf-8")
        except UnicodeEncodeError:
            raise ScorebookError("bad_name", "a player's name is not valid text", path) from None
        out.append(clean)
    if len(set(out)) != 4:
        raise ScorebookError("bad_name", "the four seats need four different names", path)
    return out[0], out[1], out[2], out[3]


def read_seatings(value: Any, sid: Any, path: str = "seatings"
                  ) -> tuple[tuple[int, tuple[str, str, str, str]], ...]:
    """A session's earlier seatings from their JSON text (schema 9): a list of
    ``[until, [four names]]``, ``until`` growing from 1; damaged: ``bad_row``."""
    data = json_cell(value, sid, path) if isinstance(value, str) else value
    if not isinstance(data, list) or len(data) > MAX_SEATINGS:
        raise bad_row(sid, path, "the earlier seatings are not a list")
    out: list[tuple[int, tuple[str, str, str, str]]] = []
    last = 0
    for i, item in enumerate(data):
        if not (isinstance(item, list) and len(item) == 2 and is_int(item[0], last, 2 ** 31)):
            raise bad_row(sid, f"{path}[{i}]", "not [until, names] after the one before")
        names = item[1]
        if not (isinstance(names, list) and len(names) == 4
                and all(isinstance(n, str) and 0 < len(n) <= MAX_NAME for n in names)):
            raise bad_row(sid, f"{path}[{i}]", "not four players' names")
        last = item[0]
        out.append((last, (names[0], names[1], names[2], names[3])))
    return tuple(out)


def seatings_json(seatings: Sequence[tuple[int, Sequence[str]]]) -> str:
    return json.dumps([[until, list(names)] for until, names in seatings], ensure_ascii=False)


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
