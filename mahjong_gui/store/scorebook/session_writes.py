"""A scorebook's session writes: create, import, rename, money, rules, seats and delete a
session, each one transaction (the rules' change settles every hand again in it)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from mahjong_gui.engine.ledger import LedgerInputError, read_session
from mahjong_gui.engine.rules import OptionError, get_profile
from mahjong_gui.store.scorebook import history as changes
from mahjong_gui.store.scorebook import roster as roster_rows
from mahjong_gui.store.scorebook.core import added_all
from mahjong_gui.store.scorebook.errors import ScorebookError, refusal
from mahjong_gui.store.scorebook.history import Cause, value_json
from mahjong_gui.store.scorebook.reads import Reads
from mahjong_gui.store.scorebook.sessions import (
    SESSION_SELECT,
    SessionInfo,
    check_document,
    check_money,
    check_note,
    check_seat_names,
    check_session_name,
    digest,
    hand_digest,
    has_prevailing_wind,
    info_digest,
    info_from_row,
    read_money,
    read_seatings,
    seatings_json,
)
from mahjong_gui.store.scorebook.settled import (
    EMPTY_STATS,
    Settler,
    Spans,
    StoredHand,
    StoredSession,
)
from mahjong_gui.store.sqlite_file import is_int


class SessionWrites(Reads):
    """``Scorebook``'s writes of a session's row."""

    def create_session(self, name: str, rules: str, players: Sequence[str], dealer: int = 0,
                       options: Mapping[str, str] | None = None, prevailing: int = 1,
                       stake: int = 0, cap: int | None = None) -> int:
        """A new session under ``rules`` (any of the six profiles); ``prevailing`` is a Hong
        Kong session's wind at its first hand; ``stake`` and ``cap`` its money
        (``check_money``)."""
        money = check_money(stake, cap)
        with self._transaction() as db:
            return self._insert_session(db, name, rules, players, dealer, options, prevailing,
                                        money=money)

    def _insert_session(self, db: sqlite3.Connection, name: str, rules: str,
                        players: Sequence[str], dealer: int, options: Mapping[str, str] | None,
                        prevailing: int = 1, hands: Sequence[Mapping[str, Any]] = (),
                        money: tuple[int, int | None] = (0, None), origin: str | None = None,
                        copy_of: int | None = None,
                        seatings: Sequence[tuple[int, Sequence[str]]] = ()) -> int:
        """The session's row, its hands and their settled rows, its totals: all or nothing.
        ``origin`` (an import's content digest) makes its change an ``import``, else a
        ``create``."""
        check_session_name(name)
        opts = {str(k): str(v) for k, v in (options or {}).items()}
        try:
            get_profile(rules, opts)
        except OptionError as err:
            raise ScorebookError(err.code, err.message, "rules" if err.code == "unknown_rules"
                                 else "options") from None
        winds = has_prevailing_wind(rules)
        doc: dict[str, Any] = {"rules": rules, "players": list(players), "dealer": dealer,
                               "options": opts, "hands": []}
        if winds:
            doc["prevailing"] = prevailing
        check_document(doc)
        when = self._when()
        made = digest(rules, opts, players, dealer, prevailing, [h["events"] for h in hands],
                      seatings)
        cur = db.execute("INSERT INTO sessions (name, rules, options, players, dealer, "
                         "created, updated, prevailing, version, digest, stake, cap, origin, "
                         "copy_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)",
                         (name.strip() or rules, rules, json.dumps(opts),
                          json.dumps(list(players), ensure_ascii=False), dealer, when, when,
                          prevailing if winds else 1, made, money[0], money[1], origin,
                          copy_of))
        sid = cur.lastrowid
        assert sid is not None
        if seatings:
            for i, (until, names) in enumerate(seatings):
                check_seat_names(names, f"seatings[{i}]")
                if until > len(hands):
                    raise ScorebookError("bad_ledger", "a seating lasts until a hand the "
                                         "session has", f"seatings[{i}]")
            db.execute("UPDATE sessions SET seatings = ? WHERE id = ?",
                       (seatings_json(seatings), sid))
        head = {"name": name.strip() or rules, "rules": rules, "options": opts,
                "players": list(players), "dealer": dealer,
                "prevailing": prevailing if winds else None, "stake": money[0], "cap": money[1]}
        if origin is not None:
            head.update(hands=len(hands), copy_of=copy_of)
        self._record(db, sid, "import" if origin is not None else "create", when, None,
                     value_json(head))
        info = self._session_row(db, sid)
        try:
            settler = Settler(info)
        except LedgerInputError as err:
            raise refusal(err) from None
        cells = [self._cells(h["events"], h.get("note", ""), i) for i, h in enumerate(hands)]
        db.executemany("INSERT INTO hands (session_id, position, events, note, recorded) "
                       "VALUES (?, ?, ?, ?, ?)",
                       [(sid, i, text, note, when) for i, (_, text, note) in enumerate(cells)])
        empty = StoredSession(info, (), EMPTY_STATS, settler, (None,))
        stored_hands, rows, _ = self._spliced(empty, 0, 0, cells)
        spans = Spans()
        for hand in stored_hands:
            spans = spans.widened(hand)
        stored = replace(empty, hands=stored_hands, stats=added_all(EMPTY_STATS, stored_hands),
                         spans=spans)
        self._put_rows(db, stored, rows)
        self._put_totals(db, stored)
        roster_rows.join_roster(db, [n for _, names in seatings for n in names] + list(players),
                                when)
        return sid

    def update_session(self, session_id: int, *, name: str | None = None,
                       players: Sequence[str] | None = None,
                       expected_version: int | None = None,
                       money: tuple[int, int | None] | None = None) -> None:
        """Rename the session or its players (refused unless it still settles); ``money``
        (stake, cap) changes its money too (``check_money``), in the same write."""
        terms = None if money is None else check_money(*money)
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            info = stored.info
            new_players = list(players) if players is not None else list(info.players)
            if len(new_players) != 4 or not all(isinstance(p, str) for p in new_players):
                raise ScorebookError("bad_ledger", "a session has four player names", "players")
            if name is not None:
                check_session_name(name)
            title = (name if name is not None else info.name).strip() or info.rules
            changed = replace(info, name=title, players=(
                new_players[0], new_players[1], new_players[2], new_players[3]))
            if terms is not None:
                changed = replace(changed, stake=terms[0], cap=terms[1])
            try:
                settler = Settler(changed)
            except LedgerInputError as err:
                raise refusal(err) from None
            db.execute("UPDATE sessions SET name = ?, players = ? WHERE id = ?",
                       (title, json.dumps(new_players, ensure_ascii=False), session_id))
            if terms is not None:
                db.execute("UPDATE sessions SET stake = ?, cap = ? WHERE id = ?",
                           (terms[0], terms[1], session_id))
            when = self._when()
            if title != info.name:
                self._record(db, session_id, "rename", when, value_json({"name": info.name}),
                             value_json({"name": title}))
            if changed.players != info.players:
                self._record(db, session_id, "players", when,
                             value_json({"players": list(info.players)}),
                             value_json({"players": new_players}))
            if terms is not None and (terms[0], terms[1]) != (info.stake, info.cap):
                self._money_change(db, info, terms, when)
            roster_rows.join_roster(db, new_players, when)
            new = self._written(db, stored, stored.hands, {}, (stored.stats, stored.spans),
                                changed, settler)
        self._keep(new)

    def set_money(self, session_id: int, stake: int, cap: int | None = None, *,
                  expected_version: int | None = None) -> None:
        """Change the session's money (``check_money``: stake 0 keeps none); its hands and
        their settlement stay as they are."""
        money = check_money(stake, cap)
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            db.execute("UPDATE sessions SET stake = ?, cap = ? WHERE id = ?",
                       (money[0], money[1], session_id))
            if money != (stored.info.stake, stored.info.cap):
                self._money_change(db, stored.info, money, self._when())
            changed = replace(stored.info, stake=money[0], cap=money[1])
            new = self._written(db, stored, stored.hands, {}, (stored.stats, stored.spans),
                                changed)
        self._keep(new)

    def _money_change(self, db: sqlite3.Connection, info: SessionInfo,
                      terms: tuple[int, int | None], when: str) -> None:
        self._record(db, info.id, "money", when,
                     value_json({"stake": info.stake, "cap": info.cap}),
                     value_json({"stake": terms[0], "cap": terms[1]}))

    def _with_rules(self, stored: StoredSession, rules: str, options: Mapping[str, str],
                    dealer: int | None, prevailing: int | None
                    ) -> tuple[SessionInfo, Settler, tuple[StoredHand, ...],
                               dict[int, StoredHand]]:
        """The session's hands settled again under other rules: the new row, its settler,
        the hands and their rows by index. Refused (the engine's code, ``hands[i]`` naming
        the first hand that cannot be settled) as any write."""
        info = stored.info
        opts = {str(k): str(v) for k, v in options.items()}
        try:
            get_profile(rules, opts)
        except OptionError as err:
            raise ScorebookError(err.code, err.message, "rules" if err.code == "unknown_rules"
                                 else "options", session=info.id) from None
        wind = prevailing if prevailing is not None else info.prevailing
        changed = replace(info, rules=rules, options=opts,
                          dealer=info.dealer if dealer is None else dealer,
                          prevailing=wind if has_prevailing_wind(rules) else 1)
        if not is_int(changed.dealer, 0, 3) or not is_int(changed.prevailing, 1, 4):
            raise ScorebookError("bad_ledger", "a dealer is a seat 0 to 3 and a wind 1 to 4",
                                 "dealer", session=info.id)
        try:
            settler = Settler(changed)
        except LedgerInputError as err:
            raise refusal(err) from None
        cells = [(stored.events(h), hand.text, hand.note)
                 for h, hand in enumerate(stored.hands)]
        empty = StoredSession(changed, (), EMPTY_STATS, settler, (None,))
        hands, rows, _ = self._spliced(empty, 0, 0, cells)
        return changed, settler, hands, rows

    def rules_change(self, session_id: int, rules: str, options: Mapping[str, str],
                     dealer: int | None = None, prevailing: int | None = None
                     ) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
        """What changing the session's rules (and options, first dealer, first wind) would
        do, nothing written: how many hands settle otherwise, and the totals before and
        after. Refused as ``set_rules`` is when a hand cannot be settled under them."""
        stored = self.stored(session_id)
        _, _, hands, _ = self._with_rules(stored, rules, options, dealer, prevailing)
        moved = sum(1 for a, b in zip(stored.hands, hands, strict=True) if a.deltas != b.deltas)
        before = tuple(sum(h.deltas[s] for h in stored.hands) for s in range(4))
        after = tuple(sum(h.deltas[s] for h in hands) for s in range(4))
        return moved, before, after

    def set_rules(self, session_id: int, rules: str, options: Mapping[str, str],
                  dealer: int | None = None, prevailing: int | None = None, *,
                  expected_version: int | None = None) -> None:
        """Change the session's rules, options, first dealer or first wind, every hand
        settled again under them in the same write; refused (nothing written) when a hand
        cannot be settled under them (the engine's code and ``hands[i]``)."""
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            changed, settler, hands, rows = self._with_rules(stored, rules, options, dealer,
                                                             prevailing)
            stored = self._renumbered(db, stored)
            info = stored.info
            db.execute("UPDATE sessions SET rules = ?, options = ?, dealer = ?, prevailing = ? "
                       "WHERE id = ?", (changed.rules, json.dumps(changed.options),
                                        changed.dealer, changed.prevailing, session_id))
            self._record(db, session_id, "rules", self._when(), value_json(_rules_of(info)),
                         value_json(_rules_of(changed)))
            spans = Spans()
            for hand in hands:
                spans = spans.widened(hand)
            new = self._written(db, stored, hands, rows, (added_all(EMPTY_STATS, hands), spans),
                                changed, settler)
        self._keep(new)

    def change_seats(self, session_id: int, names: Sequence[str], *,
                     expected_version: int | None = None, cause: Cause | None = None) -> None:
        """Seat ``names`` (seats 0 to 3) from the next hand on: a player leaves and another
        sits down, or two swap seats. Only between games (``between_games``: the last hand
        is over and ends a game, or nothing was played since the last change), else
        ``not_between_games`` saying why; ``bad_name`` for names that are not four
        different names. The hands played keep the seating they were played with (the
        session's ``seatings``); settling is per seat and does not change. Changing back
        before a hand is played removes the change (what undoing it writes)."""
        seats = check_seat_names(names)
        with self._transaction(session_id) as db:
            stored = self._stored(db, session_id, expected_version)
            info = stored.info
            if seats == info.players:
                raise ScorebookError("same_seats", "these players already sit in these "
                                     "seats", "players", session=session_id)
            n = len(stored.hands)
            earlier = list(info.seatings)
            since = earlier[-1][0] if earlier else 0
            if n > since:
                why = between_games(stored)
                if why[0]:
                    raise ScorebookError("not_between_games", _games_message(why), "players",
                                         session=session_id)
                earlier.append((n, info.players))
            if earlier and earlier[-1][0] >= n and earlier[-1][1] == seats:
                earlier.pop()  # back to the seating before, no hand played since
            changed = replace(info, players=seats, seatings=tuple(earlier))
            db.execute("UPDATE sessions SET players = ?, seatings = ? WHERE id = ?",
                       (json.dumps(list(seats), ensure_ascii=False), seatings_json(earlier),
                        session_id))
            when = self._when()
            self._record(db, session_id, "seats", when,
                         value_json({"players": list(info.players)}),
                         value_json({"players": list(seats)}), n, cause)
            roster_rows.join_roster(db, seats, when)
            try:
                settler = Settler(changed)
            except LedgerInputError as err:
                raise refusal(err) from None
            new = self._written(db, stored, stored.hands, {}, (stored.stats, stored.spans),
                                changed, settler)
        self._keep(new)

    def delete_session(self, session_id: int, *, expected_version: int | None = None) -> None:
        """Delete the session and its hands (a damaged one too)."""
        with self._transaction(session_id) as db:
            row = db.execute("SELECT version FROM sessions WHERE id = ?",
                             (session_id,)).fetchone()
            if row is None:
                raise ScorebookError("no_session", f"there is no session {session_id}",
                                     session=session_id)
            self._check_version(session_id, row[0], expected_version)
            db.execute("DELETE FROM sessions WHERE id = ?", (session_id,))
            changes.forget(db, session_id)
        self._kept.pop(session_id, None)
        self._unsaved.pop(session_id, None)
        self._read_totals.pop(session_id, None)

    def import_document(self, doc: Mapping[str, Any], name: str | None = None, *,
                        allow_duplicate: bool = False) -> int:
        """Store a ledger document as a new session (checked whole first); it remembers the
        digest of what was imported (``origin``). A session with the same rules, options,
        players, dealer, wind and hands as one already kept (or imported from the same
        content, since changed) is refused with ``duplicate_session`` (its id in
        ``session``, its name in ``detail``) unless ``allow_duplicate``: then it is kept as a
        marked copy of that session (``copy_of``), counted once in ``club_stats``."""
        if not isinstance(doc, Mapping):
            raise ScorebookError("bad_ledger", "the ledger is a JSON object")
        if name is not None:
            check_session_name(name)
        body = dict(doc)
        money = read_money(body)
        body.pop("money", None)
        try:
            seatings = read_seatings(body.pop("seatings", []), None, "seatings")
        except ScorebookError as err:  # the file's fault, not a stored row's
            raise ScorebookError("bad_ledger", "'seatings' is a list of [until, [four names]], "
                                 "until growing", err.path) from None
        for i, (_, names) in enumerate(seatings):
            check_seat_names(names, f"seatings[{i}]")
        try:  # the document's name too: the same checks as the ledger command's
            read_session(body)
        except LedgerInputError as err:
            raise refusal(err) from None
        title = name or (doc.get("name") if isinstance(doc.get("name"), str) else None)
        rules = body["rules"]
        opts = {str(k): str(v) for k, v in (body.get("options") or {}).items()}
        players = body.get("players", ["0", "1", "2", "3"])
        dealer, prevailing = body.get("dealer", 0), body.get("prevailing", 1)
        hands = [{"events": h["events"], "note": h.get("note", "")} for h in body["hands"]]
        for i, hand in enumerate(hands):
            check_note(hand["note"], f"hands[{i}].note")
        made = digest(rules, opts, players, dealer, prevailing, [h["events"] for h in hands],
                      seatings)
        with self._transaction() as db:  # the digests writes cleared, kept either way
            self._fill_digests(db)
        with self._transaction() as db:  # the session and its hands, or nothing
            self._fill_digests(db)
            row = db.execute("SELECT id, name FROM sessions WHERE digest = ? OR origin = ? "
                             "ORDER BY copy_of IS NOT NULL, id LIMIT 1",
                             (made, made)).fetchone()
            if row is not None and not allow_duplicate:
                raise ScorebookError(
                    "duplicate_session", f"this session is already in the scorebook as "
                    f"{row[1]!r} (session {row[0]}); import it again only as a marked copy "
                    "(counted once in the club's statistics)", detail=str(row[1]),
                    session=row[0])
            return self._insert_session(db, title or str(rules), rules, players, dealer,
                                        opts, prevailing, hands, money, origin=made,
                                        copy_of=None if row is None else row[0],
                                        seatings=seatings)

    @staticmethod
    def _fill_digests(db: sqlite3.Connection) -> None:
        """Every session's content digest that a write cleared, made again (from its hands'
        rows, or their entries where a row is missing; a damaged session keeps none)."""
        for row in db.execute(f"{SESSION_SELECT} WHERE s.digest IS NULL").fetchall():
            try:
                info = info_from_row(row)
            except ScorebookError:
                continue
            parts = []
            for text, part in db.execute(
                    "SELECT h.events, s.digest FROM hands h LEFT JOIN hand_settled s "
                    "ON s.session_id = h.session_id AND s.position = h.position "
                    "WHERE h.session_id = ? ORDER BY h.position", (info.id,)):
                if isinstance(part, str) and len(part) == 64:
                    parts.append(part)
                    continue
                try:
                    parts.append(_stored_digest(text))
                except ValueError:
                    break
            else:
                db.execute("UPDATE sessions SET digest = ? WHERE id = ?",
                           (info_digest(info, parts), info.id))


def between_games(stored: StoredSession) -> tuple[str, int, int]:
    """Whether the session stands between two games, where seats may change: ("", 0, 0), or
    why not: ("hand_in_progress", hand, 0) (hand's number from 1: not over),
    ("game_in_progress", hands played in the game, hands a game) or ("round_in_progress",
    the prevailing wind 1-4, 0) (Hong Kong: a game is a round of the prevailing wind,
    docs/rules.md §3.1). A session whose match is over stands between games."""
    hands = stored.hands
    if not hands:
        return "", 0, 0
    last = hands[-1]
    if not last.over:
        return "hand_in_progress", len(hands), 0
    if any(h.fell is not None for h in hands):
        return "", 0, 0
    profile = stored.profile
    if profile.wind_rounds:
        if last.start.prevailing is not None and last.next.prevailing == last.start.prevailing:
            return "round_in_progress", last.start.prevailing, 0
        return "", 0, 0
    per_game = max(1, profile.hands_per_game)
    played = sum(1 for h in hands if h.over) % per_game
    return ("game_in_progress", played, per_game) if played else ("", 0, 0)


def _games_message(why: tuple[str, int, int]) -> str:
    code, a, b = why
    if code == "hand_in_progress":
        return f"seats change between games: hand {a} is not over"
    if code == "round_in_progress":
        return f"seats change between games: the round of wind {a} is not over"
    return f"seats change between games: {a} of this game's {b} hands are played"


def _rules_of(info: SessionInfo) -> dict[str, Any]:
    return {"rules": info.rules, "options": dict(info.options), "dealer": info.dealer,
            "prevailing": info.prevailing if has_prevailing_wind(info.rules) else None}


def _stored_digest(text: Any) -> str:
    """A hand's digest part from its stored entries (ValueError when they do not read)."""
    if not isinstance(text, str):
        raise ValueError("not text")
    try:
        return hand_digest(json.loads(text))
    except RecursionError:
        raise ValueError("too deep") from None
