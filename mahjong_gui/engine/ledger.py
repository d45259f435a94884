"""Sessions from recorded events: read the ledger format, settle every hand, add up standings.

The format (docs/guide.md "ledger") is what the scorebook stores and the ``ledger`` command
reads. Input errors are ``LedgerError`` with a code and the JSON path at fault
(``hands[1].events[2]``). Each hand's events are read and settled by the session's rule family
(``engine/family/``); this module reads the session around them and adds the hands up.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mahjong_gui.engine.common import SEATS, Reason
from mahjong_gui.engine.family.registry import family_of
from mahjong_gui.engine.ledger_entries import DrawEntry as DrawEntry
from mahjong_gui.engine.ledger_entries import HandResult as HandResult
from mahjong_gui.engine.ledger_entries import HandStart as HandStart
from mahjong_gui.engine.ledger_entries import KongEntry as KongEntry
from mahjong_gui.engine.ledger_entries import LedgerEvent as LedgerEvent
from mahjong_gui.engine.ledger_entries import LedgerInputError as LedgerInputError
from mahjong_gui.engine.ledger_entries import PenaltyEntry as PenaltyEntry
from mahjong_gui.engine.ledger_entries import Session as Session
from mahjong_gui.engine.ledger_entries import SessionResult as SessionResult
from mahjong_gui.engine.ledger_entries import WallEndEntry as WallEndEntry
from mahjong_gui.engine.ledger_entries import check_keys, is_text, is_win, read_seat
from mahjong_gui.engine.rules import OptionError, get_profile

if TYPE_CHECKING:  # a name for the checker: importing it would load the rules registry
    from mahjong_gui.engine.rules import AnyProfile


# The settlement's version: what a stored result (the scorebook's persisted statistics) was
# computed by. Bump it with any change to how a session settles (this module, settlement,
# scoring, analysis, the rules): tests/test_settlement_version.py hashes their source and fails
# until the new hash is recorded under the new version, so results settled by older code are
# never served as the new code's.
SETTLEMENT_VERSION = 25


# ---------------------------------------------------------------------------------------------
# Reading


def read_session(data: Any) -> Session:
    """Check and read a ledger document (already parsed from JSON)."""
    if not isinstance(data, dict):
        raise LedgerInputError("bad_ledger", "the ledger is a JSON object", "")
    check_keys(data, {"rules", "players", "dealer", "options", "hands", "name", "prevailing"}, "")
    rules = data.get("rules")
    if not isinstance(rules, str):
        raise LedgerInputError("unknown_rules", "'rules' names a profile", "rules")
    options = data.get("options") or {}
    if not isinstance(options, dict) or not all(isinstance(v, str | int) for v in options.values()):
        raise LedgerInputError("bad_option_value", "options map names to values", "options")
    try:
        opts = {str(k): str(v) for k, v in options.items()}
        profile = get_profile(rules, opts)
    except OptionError as err:
        raise LedgerInputError(err.code, err.message, "rules" if err.code == "unknown_rules"
                               else "options") from None
    winds = family_of(profile).winds  # a prevailing wind per hand (§3.1)
    players = data.get("players", ["0", "1", "2", "3"])
    if not (isinstance(players, list) and len(players) == 4
            and all(is_text(p, 100) for p in players)):
        raise LedgerInputError("bad_ledger", "'players' is a list of four names (text of at "
                               "most 100 characters)", "players")
    if "name" in data and not is_text(data["name"], 200):
        raise LedgerInputError("bad_ledger", "'name' is text of at most 200 characters", "name")
    dealer = read_seat(data.get("dealer", 0), "dealer")
    prevailing = data.get("prevailing", 1)
    if "prevailing" in data and not winds:
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


def read_hand(profile: AnyProfile, hand: Any, h: int) -> tuple[LedgerEvent, ...]:
    """Check and read one hand of a ledger document (``{"events": [...], "note": ...}``, the
    ``h``-th of its session, for the JSON paths): what ``read_session`` does for each hand, so
    that a caller holding a session read before can read only the hand that changed."""
    read_event = family_of(profile).read_event
    if not isinstance(hand, dict) or not isinstance(hand.get("events"), list):
        raise LedgerInputError("bad_ledger", "a hand is {\"events\": [...]}", f"hands[{h}]")
    check_keys(hand, {"events", "note"}, f"hands[{h}]")
    if not is_text(hand.get("note", ""), 2000):
        raise LedgerInputError("bad_ledger", "a hand's note is text (at most 2,000 "
                               "characters)", f"hands[{h}].note")
    return tuple(read_event(e, f"hands[{h}].events[{i}]") for i, e in enumerate(hand["events"]))


# ---------------------------------------------------------------------------------------------
# Settling


# ---------------------------------------------------------------------------------------------
# Settling


def settle_session(session: Session) -> SessionResult:
    """The whole session settled hand by hand (docs/rules.md §2.6; §3: in Hong Kong the deal
    passes to the right unless the dealer won or the hand was drawn, and the prevailing wind
    moves on each time the deal comes back to the session's first dealer). The same steps as
    ``resettle`` takes from a changed hand: ``settle_tracked`` keeps each hand's start."""
    return settle_tracked(session).result


# ---------------------------------------------------------------------------------------------


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


def first_start(session: Session) -> HandStart:
    """The state the session's first hand starts from (the family's)."""
    return family_of(session.profile).first_start(session)


def settle_step(session: Session, start: HandStart, h: int
                ) -> tuple[HandResult, HandStart, int | None]:
    """Hand ``h`` settled from ``start``: its result, the next hand's start, and where a score
    fell below 0 in it (what ``settle_session`` does for one hand, with the same refusals)."""
    return family_of(session.profile).settle_step(session, start, h)


def _session_result(session: Session, results: Sequence[HandResult], last: HandStart,
                    fell: Sequence[int | None]) -> SessionResult:
    """The session's result from its hands' (what ``settle_session`` adds up at its end)."""
    totals = [sum(column) for column in zip(*[r.deltas for r in results], strict=True)] \
        if results else [0, 0, 0, 0]
    four = (totals[0], totals[1], totals[2], totals[3])
    return family_of(session.profile).session_result(session, results, last, fell, four)


def settle_tracked(session: Session) -> SettledSession:
    """``settle_session`` keeping each hand's starting state (for ``resettle``); the same
    refusals."""
    start = first_start(session)
    results: list[HandResult] = []
    starts = [start]
    fell: list[int | None] = []
    for h in range(len(session.hands)):
        result, start, f = settle_step(session, start, h)
        results.append(result)
        starts.append(start)
        fell.append(f)
    return SettledSession(session, tuple(starts), tuple(fell),
                          _session_result(session, results, start, fell))


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
    profile = session.profile
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
        result, start, f = settle_step(session, start, h)
        results.append(result)
        starts.append(start)
        fell.append(f)
    return SettledSession(session, tuple(starts), tuple(fell),
                          _session_result(session, results, start, fell))


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
            if is_win(e):
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
