"""Sessions from recorded events: read the ledger format, settle every hand, add up standings.

The format (docs/guide.md "ledger") is what the scorebook stores and the ``ledger`` command
reads. Input errors are ``LedgerError`` with a code and the JSON path at fault
(``hands[1].events[2]``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, cast

from mahjong_gui.engine.inputs import MAX_VALUE
from mahjong_gui.engine.melds import Meld, parse_meld
from mahjong_gui.engine.rules import (
    OptionError,
    Profile,
    get_hk_profile,
    get_profile,
    get_sichuan_profile,
)
from mahjong_gui.engine.rules.hongkong import (
    HKEvent,
    HKProfile,
    HKScore,
    HKSituation,
    hk_payments,
    score_hk,
)
from mahjong_gui.engine.scoring import SEATS, Event, Invalid, NotWin, Score, WinType
from mahjong_gui.engine.settlement import (
    WALL_STATUSES,
    HandLedger,
    KongKind,
    LedgerError,
    Payment,
    Reason,
    WallDeclared,
    WallHand,
    WallStatus,
    WinEntry,
    busted,
    deltas,
    match_rank_points,
)
from mahjong_gui.engine.tiles import Tile, TileError, parse

# The settlement's version: what a stored result (the scorebook's persisted statistics) was
# computed by. Bump it with any change to how a session settles (this module, settlement,
# scoring, analysis, the rules): tests/test_settlement_version.py hashes their source and fails
# until the new hash is recorded under the new version, so results settled by older code are
# never served as the new code's.
SETTLEMENT_VERSION = 25


@dataclass(frozen=True, slots=True)
class KongEntry:
    seat: int
    kind: KongKind
    discarder: int | None = None
    immediate: bool = True


@dataclass(frozen=True, slots=True)
class WallEndEntry:
    hands: Mapping[int, WallHand | WallDeclared]


@dataclass(frozen=True, slots=True)
class PenaltyEntry:
    seat: int
    kind: str  # "false_win" | "dead_hand"


@dataclass(frozen=True, slots=True)
class HKWinEntry:
    """A Hong Kong win: its faan as the table agreed (``faan``), or the hand to score."""

    seat: int
    discarder: int | None = None
    robbed: bool = False
    hand: tuple[Tile, ...] | None = None
    melds: tuple[Meld, ...] = ()
    bonus: tuple[Tile, ...] = ()
    events: frozenset[HKEvent] = frozenset()
    faan: int | None = None


@dataclass(frozen=True, slots=True)
class DrawEntry:
    """A Hong Kong hand drawn at the dead wall: no payment, the dealer stays."""


LedgerEvent = KongEntry | WinEntry | WallEndEntry | PenaltyEntry | HKWinEntry | DrawEntry


@dataclass(frozen=True, slots=True)
class Session:
    profile: Profile | HKProfile
    players: tuple[str, str, str, str]
    dealer: int
    hands: tuple[tuple[LedgerEvent, ...], ...]
    prevailing: int = 1  # Hong Kong: the prevailing wind of the first hand (1 East .. 4 North)


@dataclass(frozen=True, slots=True)
class HandResult:
    dealer: int
    payments: tuple[Payment, ...]
    deltas: tuple[int, int, int, int]
    winners: tuple[int, ...]
    next_dealer: int
    prevailing: int | None = None  # Hong Kong: this hand's prevailing wind
    wall: tuple[tuple[int, WallStatus], ...] = ()  # Sichuan: each seat's wall-end outcome
    scores: tuple[tuple[int, Score | HKScore], ...] = ()  # wins given by their hand, by seat


@dataclass(frozen=True, slots=True)
class SessionResult:
    hands: tuple[HandResult, ...]
    totals: tuple[int, int, int, int]
    next_dealer: int
    rank_points: tuple[float, ...] | None  # competition
    game_rank_points: tuple[tuple[float, ...], ...] | None
    points: tuple[int, ...] | None  # majsoul: points held (start + totals)
    match_over: tuple[int, int] | None  # majsoul: (hand, event) where a score fell below 0
    next_prevailing: int | None = None  # Hong Kong: the next hand's prevailing wind


class LedgerInputError(LedgerError):
    def __init__(self, code: str, message: str, path: str, detail: str | None = None) -> None:
        super().__init__(code, f"{path}: {message}" if path else message, detail)
        self.path = path


# ---------------------------------------------------------------------------------------------
# Reading


def _shown(value: Any) -> str:
    """A short picture of a bad value for a message (never the whole of a huge one)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**18:
        return "a very large number"
    text = repr(value) if not isinstance(value, dict | list) else type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def _text(value: Any, limit: int) -> bool:
    """A string of at most ``limit`` characters that can be stored as UTF-8."""
    if not isinstance(value, str) or len(value) > limit:
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _seat(value: Any, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in SEATS:
        raise LedgerInputError("bad_seat", f"a seat is 0, 1, 2 or 3, not {_shown(value)}",
                               path)
    return value


def _tiles(value: Any, path: str) -> tuple[Tile, ...]:
    if not isinstance(value, str) or len(value) > 200:
        raise LedgerInputError("bad_hand", "a hand is a tile string like '123m456p'", path)
    try:
        return parse(value)
    except TileError as err:
        raise LedgerInputError(err.code.value, str(err), path) from None


def _melds(value: Any, path: str) -> tuple[Meld, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise LedgerInputError("bad_meld", "melds are a list like ['pong:5m']", path)
    out = []
    for i, m in enumerate(value):
        if not isinstance(m, str):
            raise LedgerInputError("bad_meld", "a meld is a string like 'pong:5m'", f"{path}[{i}]")
        try:
            out.append(parse_meld(m))
        except TileError as err:
            raise LedgerInputError(err.code.value, err.message, f"{path}[{i}]") from None
    return tuple(out)


def _void(value: Any, path: str) -> str | None:
    if value is None or value in ("m", "p", "s"):
        return value  # type: ignore[no-any-return]
    raise LedgerInputError("bad_void", f"the void suit is m, p or s, not {_shown(value)}", path)


def _keys(obj: Mapping[str, Any], allowed: set[str], path: str) -> None:
    extra = sorted(set(obj) - allowed)
    if extra:
        raise LedgerInputError("bad_event", f"unknown field {_shown(extra[0])}", path)


def _declared(p: Mapping[str, Any], dead: bool, path: str) -> WallDeclared:
    """A wall-end player given by outcome instead of tiles (the scorebook's quick entry)."""
    if "hand" in p or "melds" in p or "void" in p:
        raise LedgerInputError("bad_event", "give 'status' or 'hand', not both", path)
    status = p["status"]
    if status not in WALL_STATUSES:
        raise LedgerInputError("bad_status", "a status is ready, not_ready or pig",
                               f"{path}.status")
    if status != "ready":
        if "value" in p:
            raise LedgerInputError("bad_value", "only a ready player has a 'value'",
                                   f"{path}.value")
        return WallDeclared(status, None, dead)
    value = p.get("value")
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_VALUE:
        raise LedgerInputError("bad_value", "a ready player's 'value' is a whole number from 0 "
                               f"to {MAX_VALUE:,}", f"{path}.value")
    return WallDeclared(status, value, dead)


def _win_fields(obj: Mapping[str, Any], path: str, known: list[str]
                ) -> tuple[int, int | None, bool, list[str]]:
    """A win's seat, discarder, robbed flag and event names (each one of ``known``)."""
    seat = _seat(obj.get("seat"), f"{path}.seat")
    discarder = None if obj.get("from") is None else _seat(obj["from"], f"{path}.from")
    robbed = obj.get("robbed", False)
    if not isinstance(robbed, bool):
        raise LedgerInputError("bad_event", "'robbed' is true or false", path)
    events = obj.get("events", [])
    if not isinstance(events, list):
        raise LedgerInputError("bad_event", "'events' is a list", f"{path}.events")
    for i, e in enumerate(events):
        if e not in known:
            raise LedgerInputError("bad_event", f"unknown event {_shown(e)} ({', '.join(known)})",
                                   f"{path}.events[{i}]")
    return seat, discarder, robbed, events


def _event(obj: Any, path: str) -> LedgerEvent:
    if not isinstance(obj, dict):
        raise LedgerInputError("bad_event", "an event is an object with a 'type'", path)
    kind = obj.get("type")
    if kind == "kong":
        _keys(obj, {"type", "seat", "kind", "from", "immediate"}, path)
        seat = _seat(obj.get("seat"), f"{path}.seat")
        try:
            k = KongKind(obj.get("kind"))
        except ValueError:
            raise LedgerInputError("bad_event", "a kong's kind is exposed, concealed or added",
                                   f"{path}.kind") from None
        discarder = None
        if k is KongKind.EXPOSED:
            discarder = _seat(obj.get("from"), f"{path}.from")
        elif "from" in obj:
            raise LedgerInputError("bad_event", "only an exposed kong has 'from'", path)
        immediate = obj.get("immediate", True)
        if not isinstance(immediate, bool):
            raise LedgerInputError("bad_event", "'immediate' is true or false", path)
        return KongEntry(seat, k, discarder, immediate)
    if kind == "win":
        _keys(obj, {"type", "seat", "from", "robbed", "hand", "melds", "events", "void",
                    "value"}, path)
        seat, discarder, robbed, names = _win_fields(obj, path, [x.value for x in Event])
        evs = {Event(e) for e in names}
        if "value" in obj:
            if "hand" in obj or "melds" in obj:
                raise LedgerInputError("bad_event", "give 'value' or 'hand', not both", path)
            value = obj["value"]
            if isinstance(value, bool) or not isinstance(value, int) or not (
                    0 <= value <= MAX_VALUE):
                raise LedgerInputError("bad_value", "'value' is a whole number from 0 to "
                                       f"{MAX_VALUE:,}", f"{path}.value")
            return WinEntry(seat, discarder, robbed, None, (), frozenset(evs),
                            _void(obj.get("void"), f"{path}.void"), value)
        if "hand" not in obj:
            raise LedgerInputError("missing_hand", "a win needs 'hand' or 'value'", path)
        return WinEntry(seat, discarder, robbed, _tiles(obj["hand"], f"{path}.hand"),
                        _melds(obj.get("melds"), f"{path}.melds"), frozenset(evs),
                        _void(obj.get("void"), f"{path}.void"))
    if kind == "wall_end":
        _keys(obj, {"type", "players"}, path)
        players = obj.get("players")
        if not isinstance(players, dict):
            raise LedgerInputError("bad_event", "'players' maps seats to hands", path)
        hands: dict[int, WallHand | WallDeclared] = {}
        for key, p in players.items():
            ppath = f"{path}.players.{key}"
            if not (isinstance(key, str) and key.isascii() and key.isdigit() and len(key) == 1):
                raise LedgerInputError("bad_seat", "players are keyed by seat: '0'-'3'", ppath)
            seat = _seat(int(key), ppath)
            if not isinstance(p, dict):
                raise LedgerInputError("bad_event", "a player is {hand, melds, void}", ppath)
            _keys(p, {"hand", "melds", "void", "dead", "status", "value"}, ppath)
            dead = p.get("dead", False)
            if not isinstance(dead, bool):
                raise LedgerInputError("bad_event", "'dead' is true or false", f"{ppath}.dead")
            if "status" in p:
                hands[seat] = _declared(p, dead, ppath)
                continue
            if "value" in p:
                raise LedgerInputError("bad_event", "'value' goes with \"status\": \"ready\"",
                                       ppath)
            hands[seat] = WallHand(_tiles(p.get("hand"), f"{ppath}.hand"),
                                   _melds(p.get("melds"), f"{ppath}.melds"),
                                   _void(p.get("void"), f"{ppath}.void"),
                                   dead)
        return WallEndEntry(hands)
    if kind == "penalty":
        _keys(obj, {"type", "seat", "kind"}, path)
        seat = _seat(obj.get("seat"), f"{path}.seat")
        pkind = obj.get("kind")
        if pkind not in ("false_win", "dead_hand"):
            raise LedgerInputError("bad_event", "a penalty's kind is false_win or dead_hand",
                                   f"{path}.kind")
        return PenaltyEntry(seat, pkind)
    raise LedgerInputError("bad_event", "type is kong, win, wall_end or penalty", f"{path}.type")


def _hk_event(obj: Any, path: str) -> LedgerEvent:
    """A Hong Kong session's event: a win (by its faan or its hand) or a drawn hand."""
    if not isinstance(obj, dict):
        raise LedgerInputError("bad_event", "an event is an object with a 'type'", path)
    kind = obj.get("type")
    if kind == "draw":
        _keys(obj, {"type"}, path)
        return DrawEntry()
    if kind != "win":
        raise LedgerInputError("bad_event", "a Hong Kong hand records a win or a draw",
                               f"{path}.type")
    _keys(obj, {"type", "seat", "from", "robbed", "hand", "melds", "bonus", "events",
                "value"}, path)
    seat, discarder, robbed, names = _win_fields(obj, path, [x.value for x in HKEvent])
    evs = {HKEvent(e) for e in names}
    if "value" in obj:
        if any(k in obj for k in ("hand", "melds", "bonus")):
            raise LedgerInputError("bad_event", "give 'value' or 'hand', not both", path)
        value = obj["value"]
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 99:
            raise LedgerInputError("bad_value", "'value' is a whole number of faan from 0 to 99",
                                   f"{path}.value")
        return HKWinEntry(seat, discarder, robbed, None, (), (), frozenset(evs), value)
    if "hand" not in obj:
        raise LedgerInputError("missing_hand", "a win needs 'hand' or 'value'", path)
    bonus = _tiles(obj["bonus"], f"{path}.bonus") if obj.get("bonus") else ()
    return HKWinEntry(seat, discarder, robbed, _tiles(obj["hand"], f"{path}.hand"),
                      _melds(obj.get("melds"), f"{path}.melds"), bonus, frozenset(evs))


def read_session(data: Any) -> Session:
    """Check and read a ledger document (already parsed from JSON)."""
    if not isinstance(data, dict):
        raise LedgerInputError("bad_ledger", "the ledger is a JSON object", "")
    _keys(data, {"rules", "players", "dealer", "options", "hands", "name", "prevailing"}, "")
    rules = data.get("rules")
    if not isinstance(rules, str):
        raise LedgerInputError("unknown_rules", "'rules' names a profile", "rules")
    options = data.get("options") or {}
    if not isinstance(options, dict) or not all(isinstance(v, str | int) for v in options.values()):
        raise LedgerInputError("bad_option_value", "options map names to values", "options")
    try:
        opts = {str(k): str(v) for k, v in options.items()}
        profile: Profile | HKProfile = get_profile(rules, opts)
    except OptionError as err:
        raise LedgerInputError(err.code, err.message, "rules" if err.code == "unknown_rules"
                               else "options") from None
    hk = not profile.bloody  # one win ends a hand: the win-or-draw hand format (§3)
    players = data.get("players", ["0", "1", "2", "3"])
    if not (isinstance(players, list) and len(players) == 4
            and all(_text(p, 100) for p in players)):
        raise LedgerInputError("bad_ledger", "'players' is a list of four names (text of at "
                               "most 100 characters)", "players")
    if "name" in data and not _text(data["name"], 200):
        raise LedgerInputError("bad_ledger", "'name' is text of at most 200 characters", "name")
    dealer = _seat(data.get("dealer", 0), "dealer")
    prevailing = data.get("prevailing", 1)
    if "prevailing" in data and not hk:
        raise LedgerInputError("bad_ledger", "only a Hong Kong session has a prevailing wind",
                               "prevailing")
    if isinstance(prevailing, bool) or prevailing not in (1, 2, 3, 4):
        raise LedgerInputError("bad_wind", "the prevailing wind is 1 (East) to 4 (North)",
                               "prevailing")
    hands = data.get("hands")
    if not isinstance(hands, list):
        raise LedgerInputError("bad_ledger", "'hands' is a list", "hands")
    out = tuple(read_hand(profile, hand, h) for h, hand in enumerate(hands))
    return Session(profile, (players[0], players[1], players[2], players[3]), dealer,
                   out, prevailing)


def read_hand(profile: Profile | HKProfile, hand: Any, h: int) -> tuple[LedgerEvent, ...]:
    """Check and read one hand of a ledger document (``{"events": [...], "note": ...}``, the
    ``h``-th of its session, for the JSON paths): what ``read_session`` does for each hand, so
    that a caller holding a session read before can read only the hand that changed."""
    read_event = _event if profile.bloody else _hk_event
    if not isinstance(hand, dict) or not isinstance(hand.get("events"), list):
        raise LedgerInputError("bad_ledger", "a hand is {\"events\": [...]}", f"hands[{h}]")
    _keys(hand, {"events", "note"}, f"hands[{h}]")
    if not _text(hand.get("note", ""), 2000):
        raise LedgerInputError("bad_ledger", "a hand's note is text (at most 2,000 "
                               "characters)", f"hands[{h}].note")
    return tuple(read_event(e, f"hands[{h}].events[{i}]") for i, e in enumerate(hand["events"]))


# ---------------------------------------------------------------------------------------------
# Settling


def settle_hand(profile: Profile, dealer: int, events: Sequence[LedgerEvent],
                running: list[int] | None = None, path: str = "") -> tuple[HandResult, int | None]:
    """Settle one hand. With ``running`` (majsoul points held) it also reports the index of the
    event after whose settlement a score fell below 0 (the match ends there)."""
    ledger = HandLedger(profile, dealer)
    fell: int | None = None
    for i, ev in enumerate(events):
        where = f"{path}.events[{i}]" if path else f"events[{i}]"
        if fell is not None:
            raise LedgerInputError("match_over", "the match ended when a score fell below 0",
                                   where)
        before = len(ledger.payments)
        try:
            if isinstance(ev, KongEntry):
                ledger.kong(ev.seat, ev.kind, ev.discarder, ev.immediate, i)
            elif isinstance(ev, WinEntry):
                ledger.win(ev, i)
            elif isinstance(ev, WallEndEntry):
                ledger.wall_end(dict(ev.hands), i)
            elif isinstance(ev, PenaltyEntry):
                ledger.penalty(ev.seat, ev.kind, i)
            else:  # read_session gives Sichuan profiles only Sichuan events
                raise LedgerError("bad_event", "a Hong Kong event in a Sichuan hand")
        except LedgerError as err:
            raise LedgerInputError(err.code, err.message, where, err.detail) from None
        if running is not None:
            for p in ledger.payments[before:]:
                running[p.payer] -= p.amount
                if p.payee is not None:
                    running[p.payee] += p.amount
            # docs/rules.md §2.4: a multi-winner discard is one settlement; check after all of it.
            nxt = events[i + 1] if i + 1 < len(events) else None
            same_discard = (isinstance(ev, WinEntry) and isinstance(nxt, WinEntry)
                            and ev.discarder is not None and nxt.discarder == ev.discarder)
            if not same_discard and busted(profile, running):
                fell = i
    result = HandResult(dealer, tuple(ledger.payments),
                        tuple(deltas(ledger.payments)),  # type: ignore[arg-type]
                        tuple(ledger.winners), ledger.next_dealer(),
                        wall=tuple(sorted(ledger.wall.items())),
                        scores=tuple(sorted(ledger.scores.items())))
    return result, fell


def settle_hk_hand(profile: HKProfile, dealer: int, prevailing: int,
                   events: Sequence[LedgerEvent], path: str = "") -> HandResult:
    """One Hong Kong hand: at most one win or draw (docs/rules.md §3: one winner, the hand ends).
    The dealer stays after a dealer win, a draw or a hand with nothing recorded yet."""
    payments: tuple[Payment, ...] = ()
    winners: tuple[int, ...] = ()
    scores: tuple[tuple[int, Score | HKScore], ...] = ()
    for i, ev in enumerate(events):
        where = f"{path}.events[{i}]" if path else f"events[{i}]"
        if i > 0:
            raise LedgerInputError("hand_over", "a Hong Kong hand ends with its win or draw",
                                   where)
        if isinstance(ev, DrawEntry):
            continue
        assert isinstance(ev, HKWinEntry)
        win = (WinType.ROBBED if ev.robbed else
               WinType.DISCARD if ev.discarder is not None else WinType.SELF)
        if ev.robbed and ev.discarder is None:
            raise LedgerInputError("discarder_missing", "a robbed kong needs the kong's player",
                                   where)
        if ev.discarder == ev.seat:
            raise LedgerInputError("discarder_is_winner", "the winner cannot have discarded",
                                   where)
        s = HKSituation(win=win, seat=ev.seat, discarder=ev.discarder, dealer=dealer,
                        prevailing=prevailing, events=ev.events)
        if ev.hand is not None:
            result = score_hk(profile, ev.hand, ev.melds, ev.bonus, s)
            if isinstance(result, Invalid):
                raise LedgerInputError(result.code, result.message, where)
            if isinstance(result, NotWin):
                raise LedgerInputError("not_a_win", f"seat {ev.seat}'s hand is not a win "
                                       f"({result.reason})", where, result.reason)
            rows = result.payments
            scores = ((ev.seat, result),)
        else:
            assert ev.faan is not None
            if ev.faan < profile.min_faan:
                raise LedgerInputError("not_a_win", f"{ev.faan} faan is below the minimum of "
                                       f"{profile.min_faan}", where, "below_minimum")
            rows = hk_payments(profile, s, ev.faan)
        payments = tuple(replace(p, event=i) for p in rows)
        winners = (ev.seat,)
    next_dealer = dealer if not winners or winners[0] == dealer else (dealer + 1) % 4
    return HandResult(dealer, payments, tuple(deltas(payments)),  # type: ignore[arg-type]
                      winners, next_dealer, prevailing, scores=scores)


def settle_session(session: Session) -> SessionResult:
    """The whole session settled hand by hand (docs/rules.md §2.6; §3: in Hong Kong the deal
    passes to the right unless the dealer won or the hand was drawn, and the prevailing wind
    moves on each time the deal comes back to the session's first dealer). The same steps as
    ``resettle`` takes from a changed hand: ``settle_tracked`` keeps each hand's start."""
    return settle_tracked(session).result


# ---------------------------------------------------------------------------------------------
# Settling again after a change: each hand's starting state is kept


@dataclass(frozen=True, slots=True)
class HandStart:
    """All that a hand's settlement takes from the hands before it: the dealer; in Hong Kong the
    prevailing wind (§3.1); in a profile that ends below zero the points each player holds
    and whether the match has already ended (§2.4). Two equal starts settle the same events
    the same way, whatever came before."""

    dealer: int
    prevailing: int | None = None
    running: tuple[int, int, int, int] | None = None
    ended: bool = False


@dataclass(frozen=True, slots=True)
class SettledSession:
    """A session's settlement with what ``resettle`` needs to redo only part of it:
    ``starts[h]`` is hand ``h``'s starting state (one more than there are hands: the last is
    what the next hand would start from), ``fell[h]`` the event of hand ``h`` after which a
    score fell below 0 (None: none did). ``result`` is ``settle_session(session)``."""

    session: Session
    starts: tuple[HandStart, ...]
    fell: tuple[int | None, ...]
    result: SessionResult


def _settling_profile(session: Session) -> Profile | HKProfile:
    if session.profile.bloody:
        return get_sichuan_profile(session.profile.id, dict(session.profile.options))
    return get_hk_profile(session.profile.id, dict(session.profile.options))


def _first_start(session: Session, profile: Profile | HKProfile) -> HandStart:
    if not profile.bloody:
        return HandStart(session.dealer, session.prevailing)
    start = profile.start_score
    return HandStart(session.dealer, running=(start, start, start, start) if start else None)


def _settle_step(session: Session, profile: Profile | HKProfile, start: HandStart, h: int
                 ) -> tuple[HandResult, HandStart, int | None]:
    """Hand ``h`` settled from ``start``: its result, the next hand's start, and where a score
    fell below 0 in it (what ``settle_session`` does for one hand, with the same refusals)."""
    events = session.hands[h]
    path = f"hands[{h}]"
    if not profile.bloody:  # _settling_profile gave get_hk_profile's record
        assert start.prevailing is not None
        result = settle_hk_hand(cast(HKProfile, profile), start.dealer, start.prevailing,
                                events, path)
        prevailing = start.prevailing
        if result.next_dealer != start.dealer and result.next_dealer == session.dealer:
            prevailing = prevailing % 4 + 1
        return result, HandStart(result.next_dealer, prevailing), None
    if start.ended:
        raise LedgerInputError("match_over", "the match ended when a score fell below 0", path)
    if start.running is not None and h >= profile.hands_per_game:
        raise LedgerInputError("match_over", f"a {profile.id} match has "
                               f"{profile.hands_per_game} hands", path)
    running = list(start.running) if start.running is not None else None
    result, fell = settle_hand(cast(Profile, profile), start.dealer, events, running, path)
    held = (running[0], running[1], running[2], running[3]) if running is not None else None
    return result, HandStart(result.next_dealer, None, held, fell is not None), fell


def _session_result(profile: Profile | HKProfile, results: Sequence[HandResult],
                    last: HandStart, fell: Sequence[int | None]) -> SessionResult:
    """The session's result from its hands' (what ``settle_session`` adds up at its end)."""
    totals = [sum(column) for column in zip(*[r.deltas for r in results], strict=True)] \
        if results else [0, 0, 0, 0]
    four = (totals[0], totals[1], totals[2], totals[3])
    if not profile.bloody:
        return SessionResult(hands=tuple(results), totals=four, next_dealer=last.dealer,
                             rank_points=None, game_rank_points=None, points=None,
                             match_over=None, next_prevailing=last.prevailing)
    game_points: tuple[tuple[float, ...], ...] | None = None
    points: tuple[float, ...] | None = None
    if profile.rank_points:
        game_points, points = match_rank_points(profile.hands_per_game,
                                                [r.deltas for r in results])
    match_over = None if last.running is None else next(  # only points held can fall below 0
        ((h, f) for h, f in enumerate(fell) if f is not None), None)
    return SessionResult(hands=tuple(results), totals=four, next_dealer=last.dealer,
                         rank_points=points, game_rank_points=game_points,
                         points=last.running, match_over=match_over)


def settle_tracked(session: Session) -> SettledSession:
    """``settle_session`` keeping each hand's starting state (for ``resettle``); the same
    refusals."""
    profile = _settling_profile(session)
    start = _first_start(session, profile)
    results: list[HandResult] = []
    starts = [start]
    fell: list[int | None] = []
    for h in range(len(session.hands)):
        result, start, f = _settle_step(session, profile, start, h)
        results.append(result)
        starts.append(start)
        fell.append(f)
    return SettledSession(session, tuple(starts), tuple(fell),
                          _session_result(profile, results, start, fell))


def changed_span(old: Sequence[Any], new: Sequence[Any]) -> tuple[int, int, int]:
    """Where ``new`` differs from ``old`` as one splice: (first, removed, added) such that
    ``new == old[:first] + new[first:first + added] + old[first + removed:]``, with the
    longest common start and then the longest common end (compared with ``==``)."""
    n = min(len(old), len(new))
    first = 0
    while first < n and (old[first] is new[first] or old[first] == new[first]):
        first += 1
    end = 0
    while end < n - first and (old[-1 - end] is new[-1 - end] or old[-1 - end] == new[-1 - end]):
        end += 1
    return first, len(old) - first - end, len(new) - first - end


def resettle(previous: SettledSession, session: Session, first: int, removed: int,
             added: int) -> SettledSession:
    """``session`` settled again after one change of ``previous.session``: its hands are the
    previous ones with ``removed`` hands at ``first`` replaced by ``added`` new ones (an edit
    of hand i: ``(i, 1, 1)``; an insert: ``(i, 0, 1)``; a delete: ``(i, 1, 0)``). Hands
    before ``first`` keep their results; from ``first`` on each hand is settled from its
    starting state until a hand that was there before starts from the very state it started
    from then: from there on, the rest is as it was. Equal to ``settle_tracked(session)``,
    with the same refusals (``settle_session`` is the reference). A session with other rules,
    options, first dealer or first wind is settled whole; a span that does not fit the two
    sessions' hands is ``ValueError``."""
    old = previous.session
    if (session.profile != old.profile or session.dealer != old.dealer
            or session.prevailing != old.prevailing):
        return settle_tracked(session)
    n_old, n = len(old.hands), len(session.hands)
    if not (0 <= first <= n_old and 0 <= removed <= n_old - first and added >= 0
            and n == n_old - removed + added):
        raise ValueError(f"the change ({first}, {removed}, {added}) does not take {n_old} "
                         f"hands to {n}")
    profile = _settling_profile(session)
    results = list(previous.result.hands[:first])
    starts = list(previous.starts[:first + 1])
    fell = list(previous.fell[:first])
    start = starts[first]
    shift = added - removed
    for h in range(first, n):
        k = h - shift  # the same hand in the previous session, past the change
        if h >= first + added and previous.starts[k] == start:
            if start.running is not None and n > profile.hands_per_game:
                raise LedgerInputError("match_over", f"a {profile.id} match has "
                                       f"{profile.hands_per_game} hands",
                                       f"hands[{profile.hands_per_game}]")
            results.extend(previous.result.hands[k:])
            starts.extend(previous.starts[k + 1:])
            fell.extend(previous.fell[k:])
            start = starts[-1]
            break
        result, start, f = _settle_step(session, profile, start, h)
        results.append(result)
        starts.append(start)
        fell.append(f)
    return SettledSession(session, tuple(starts), tuple(fell),
                          _session_result(profile, results, start, fell))


# ---------------------------------------------------------------------------------------------
# Statistics

_WIN_REASONS = frozenset({Reason.WIN_DISCARD, Reason.WIN_SELF_DRAW, Reason.WIN_ROBBED_KONG,
                          Reason.WIN_KONG_BLOOM_FEEDER})


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's record over a session (or several, added up with ``+``)."""

    hands: int = 0
    wins: int = 0
    self_draws: int = 0
    deal_ins: int = 0  # wins on this player's discard or robbed kong
    kongs: int = 0
    ready: int = 0  # at the wall's end (Sichuan)
    not_ready: int = 0
    pigs: int = 0
    biggest_win: int = 0  # the most one win brought in
    total: int = 0

    def __add__(self, other: PlayerStats) -> PlayerStats:
        return PlayerStats(
            self.hands + other.hands, self.wins + other.wins,
            self.self_draws + other.self_draws, self.deal_ins + other.deal_ins,
            self.kongs + other.kongs, self.ready + other.ready,
            self.not_ready + other.not_ready, self.pigs + other.pigs,
            max(self.biggest_win, other.biggest_win), self.total + other.total)

    @property
    def per_hand(self) -> float:
        return self.total / self.hands if self.hands else 0.0


def player_stats(session: Session, result: SessionResult) -> tuple[PlayerStats, ...]:
    """Each seat's wins, self-draws, deal-ins, kongs, wall-end outcomes, biggest win and total,
    read from the recorded events and the engine's payment rows."""
    counts = [dict.fromkeys(("wins", "self_draws", "deal_ins", "kongs", "ready", "not_ready",
                             "pigs", "biggest_win"), 0) for _ in SEATS]
    for events, hand in zip(session.hands, result.hands, strict=False):
        for i, e in enumerate(events):
            if isinstance(e, WinEntry | HKWinEntry):
                counts[e.seat]["wins"] += 1
                if e.discarder is None:
                    counts[e.seat]["self_draws"] += 1
                else:
                    counts[e.discarder]["deal_ins"] += 1
                got = sum(p.amount for p in hand.payments
                          if p.event == i and p.payee == e.seat and p.reason in _WIN_REASONS)
                counts[e.seat]["biggest_win"] = max(counts[e.seat]["biggest_win"], got)
            elif isinstance(e, KongEntry):
                counts[e.seat]["kongs"] += 1
        for seat, st in hand.wall:  # as the settlement decided it (dead hands not ready)
            key = "pigs" if st.pig else "not_ready" if st.ready_value is None else "ready"
            counts[seat][key] += 1
    n = len(result.hands)
    return tuple(PlayerStats(hands=n, total=result.totals[s], **counts[s]) for s in SEATS)
