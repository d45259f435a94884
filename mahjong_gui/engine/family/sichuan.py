"""The Sichuan family (docs/rules.md §2): how a win is scored and paid, the settler of a bloody
hand at the table, the events a win carries, and the ledger's reading and settling of a
recorded Sichuan hand, behind the ``RuleFamily`` protocol."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from mahjong_gui.engine.common import SEATS, Invalid, NotWin, Payment, WinType, deltas
from mahjong_gui.engine.family.base import (
    AnySituation,
    ScoreView,
    Spot,
    TableRow,
    TableScore,
    ViewLine,
    in_table_order,
    spot_of,
)
from mahjong_gui.engine.inputs import MAX_VALUE
from mahjong_gui.engine.ledger_entries import (
    HandResult,
    HandStart,
    KongEntry,
    LedgerEvent,
    LedgerInputError,
    PenaltyEntry,
    Session,
    SessionResult,
    WallEndEntry,
    check_keys,
    read_declared,
    read_melds,
    read_seat,
    read_tiles,
    read_void,
    win_fields,
)
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.rules.base import Op, Profile
from mahjong_gui.engine.scoring import Score, Situation, WinEvent, score_hand
from mahjong_gui.engine.settlement import (
    HandLedger,
    KongKind,
    LedgerError,
    WallDeclared,
    WallHand,
    WinEntry,
    busted,
    match_rank_points,
    wall_status,
    win_payments,
)
from mahjong_gui.engine.tiles import Tile

if TYPE_CHECKING:  # names for the checker: importing them would load the registry and state
    from mahjong_gui.engine.rules import AnyProfile
    from mahjong_gui.engine.state import GameState

EVENTS = frozenset(e.value for e in WinEvent)
_SELF_EVENTS = frozenset({"kong-bloom", "last-tile", "heavenly", "earthly"})
_DISCARD_EVENTS = frozenset({"kong-discard", "last-tile", "earthly"})
_ROBBED_EVENTS = frozenset({"kong-discard", "earthly"})
# A Hong Kong event read as the Sichuan one that means the same thing.
_FROM_HONG_KONG = {"replacement": "kong-bloom"}


def read_event(obj: Any, path: str) -> LedgerEvent:
    """One event of a Sichuan hand: a kong, a win (by its hand or its value), the wall's end or
    a penalty."""
    if not isinstance(obj, dict):
        raise LedgerInputError("bad_event", "an event is an object with a 'type'", path)
    kind = obj.get("type")
    if kind == "kong":
        check_keys(obj, {"type", "seat", "kind", "from", "immediate"}, path)
        seat = read_seat(obj.get("seat"), f"{path}.seat")
        try:
            k = KongKind(obj.get("kind"))
        except ValueError:
            raise LedgerInputError("bad_event", "a kong's kind is exposed, concealed or added",
                                   f"{path}.kind") from None
        discarder = None
        if k is KongKind.EXPOSED:
            discarder = read_seat(obj.get("from"), f"{path}.from")
        elif "from" in obj:
            raise LedgerInputError("bad_event", "only an exposed kong has 'from'", path)
        immediate = obj.get("immediate", True)
        if not isinstance(immediate, bool):
            raise LedgerInputError("bad_event", "'immediate' is true or false", path)
        return KongEntry(seat, k, discarder, immediate)
    if kind == "win":
        check_keys(obj, {"type", "seat", "from", "robbed", "hand", "melds", "events", "void",
                    "value"}, path)
        seat, discarder, robbed, names = win_fields(obj, path, [x.value for x in WinEvent])
        evs = {WinEvent(e) for e in names}
        if "value" in obj:
            if "hand" in obj or "melds" in obj:
                raise LedgerInputError("bad_event", "give 'value' or 'hand', not both", path)
            value = obj["value"]
            if isinstance(value, bool) or not isinstance(value, int) or not (
                    0 <= value <= MAX_VALUE):
                raise LedgerInputError("bad_value", "'value' is a whole number from 0 to "
                                       f"{MAX_VALUE:,}", f"{path}.value")
            return WinEntry(seat, discarder, robbed, None, (), frozenset(evs),
                            read_void(obj.get("void"), f"{path}.void"), value)
        if "hand" not in obj:
            raise LedgerInputError("missing_hand", "a win needs 'hand' or 'value'", path)
        return WinEntry(seat, discarder, robbed, read_tiles(obj["hand"], f"{path}.hand"),
                        read_melds(obj.get("melds"), f"{path}.melds"), frozenset(evs),
                        read_void(obj.get("void"), f"{path}.void"))
    if kind == "wall_end":
        check_keys(obj, {"type", "players"}, path)
        players = obj.get("players")
        if not isinstance(players, dict):
            raise LedgerInputError("bad_event", "'players' maps seats to hands", path)
        hands: dict[int, WallHand | WallDeclared] = {}
        for key, p in players.items():
            ppath = f"{path}.players.{key}"
            if not (isinstance(key, str) and key.isascii() and key.isdigit() and len(key) == 1):
                raise LedgerInputError("bad_seat", "players are keyed by seat: '0'-'3'", ppath)
            seat = read_seat(int(key), ppath)
            if not isinstance(p, dict):
                raise LedgerInputError("bad_event", "a player is {hand, melds, void}", ppath)
            check_keys(p, {"hand", "melds", "void", "dead", "status", "value"}, ppath)
            dead = p.get("dead", False)
            if not isinstance(dead, bool):
                raise LedgerInputError("bad_event", "'dead' is true or false", f"{ppath}.dead")
            if "status" in p:
                hands[seat] = read_declared(p, dead, ppath)
                continue
            if "value" in p:
                raise LedgerInputError("bad_event", "'value' goes with \"status\": \"ready\"",
                                       ppath)
            hands[seat] = WallHand(read_tiles(p.get("hand"), f"{ppath}.hand"),
                                   read_melds(p.get("melds"), f"{ppath}.melds"),
                                   read_void(p.get("void"), f"{ppath}.void"),
                                   dead)
        return WallEndEntry(hands)
    if kind == "penalty":
        check_keys(obj, {"type", "seat", "kind"}, path)
        seat = read_seat(obj.get("seat"), f"{path}.seat")
        pkind = obj.get("kind")
        if pkind not in ("false_win", "dead_hand"):
            raise LedgerInputError("bad_event", "a penalty's kind is false_win or dead_hand",
                                   f"{path}.kind")
        return PenaltyEntry(seat, pkind)
    raise LedgerInputError("bad_event", "type is kong, win, wall_end or penalty", f"{path}.type")


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


class _Settler:
    """docs/rules.md §2: the ledger of one bloody hand (kong money, refunds, several winners
    on one discard, the wall-end settlement)."""

    def __init__(self, profile: Profile, dealer: int) -> None:
        self.profile = profile
        self.ledger = HandLedger(profile, dealer)

    def new_turn(self) -> None:
        self.ledger.new_turn()

    def win(self, hand: tuple[Tile, ...], melds: tuple[Meld, ...], spot: Spot,
            event: int, score: TableScore | None = None) -> tuple[list[Payment], TableScore]:
        assert score is None or isinstance(score, Score)
        entry = WinEntry(seat=spot.seat, discarder=spot.discarder,
                         robbed=spot.win is _WINTYPE_ROBBED, hand=hand, melds=melds,
                         events=frozenset(WinEvent(e) for e in spot.events), void=spot.void)
        try:
            rows, settled = self.ledger.win(entry, event, score)
        except LedgerError as err:  # legal_actions vouched for this win: a bug if reached
            raise AssertionError(f"settling a legal win failed: {err}") from None
        assert settled is not None
        return rows, settled

    def kong(self, seat: int, kind: KongKind, discarder: int | None, immediate: bool,
             event: int) -> list[Payment]:
        return self.ledger.kong(seat, kind, discarder, immediate, event)

    def wall_end(self, hands: Mapping[int, WallHand], event: int
                 ) -> tuple[list[Payment], tuple[tuple[int, int | None, bool], ...]]:
        rows = self.ledger.wall_end(hands, event)
        status = []
        ledger = self.ledger
        for s, w in hands.items():
            # The ledger has just worked each hand's status out (for a seat it has not made
            # dead, which the table never does): read, not computed again.
            ws = ledger.wall[s] if s not in ledger.dead else wall_status(self.profile, w)
            status.append((s, ws.ready_value, ws.pig))
        return rows, tuple(status)

    def next_dealer(self) -> int:
        return self.ledger.next_dealer()


def _situation(spot: Spot) -> Situation:
    return Situation(win=spot.win, seat=spot.seat, discarder=spot.discarder, dealer=spot.dealer,
                     in_seats=spot.in_seats, void=spot.void,
                     events=frozenset(WinEvent(e) for e in spot.events),
                     kong_feeder=spot.kong_feeder)


class SichuanFamily:
    """The Sichuan family behind ``RuleFamily`` (docs/rules.md §2)."""

    id = "sichuan"
    events = EVENTS
    event_ids = tuple(e.value for e in WinEvent)
    winds = False

    def situation(self, profile: AnyProfile, win: WinType, seat: int, discarder: int | None,
                  dealer: int = 0, *, in_seats: Iterable[int] = SEATS,
                  void: str | None = None, prevailing: int = 1, events: Iterable[str] = (),
                  kong_feeder: int | None = None) -> Situation:
        return Situation(win=win, seat=seat, discarder=discarder, dealer=dealer,
                         in_seats=frozenset(in_seats), void=void if profile.void_suit else None,
                         events=frozenset(WinEvent(e) for e in events if e in EVENTS),
                         kong_feeder=kong_feeder)

    def spot(self, profile: AnyProfile, situation: AnySituation, bonus: Sequence[Tile] = (),
             prevailing: int | None = None) -> Spot:
        events = frozenset(e.value for e in situation.events)
        if not isinstance(situation, Situation):  # another family's record, read our way
            events = frozenset(n for n in (_FROM_HONG_KONG.get(e, e) for e in events)
                               if n in EVENTS)
        return spot_of(situation, events, (), prevailing)

    def score(self, profile: AnyProfile, hand: Sequence[Tile], melds: Sequence[Meld],
              spot: Spot, check_minimum: bool = True) -> TableScore | NotWin | Invalid:
        return score_hand(cast(Profile, profile), hand, melds, _situation(spot))

    def win_rows(self, profile: AnyProfile, spot: Spot, score: TableScore
                 ) -> tuple[Payment, ...]:
        return tuple(win_payments(cast(Profile, profile), _situation(spot), score.value))

    def win_pays(self, profile: AnyProfile, score: TableScore, win: WinType, payers: int) -> int:
        if win is _WINTYPE_SELF:
            return cast(Score, score).self_draw_value * payers
        return score.value

    def view(self, profile: AnyProfile, score: TableScore) -> ScoreView:
        s = cast(Score, score)
        return ScoreView(
            unit=s.unit,
            lines=tuple(ViewLine(line.id.value, line.count, "double",
                                 line.value ** line.count) if line.op is _OP_DOUBLE else
                        ViewLine(line.id.value, line.count, "units", line.value * line.count)
                        for line in s.lines),
            replaced=tuple((a.value, b.value) for a, b in s.replaced),
            total=s.capped, before=s.units, limited=s.cap_applied, value=s.value,
            roots=s.roots)

    def won_view(self, profile: AnyProfile, patterns: Sequence[tuple[str, int, int]],
                 value: int) -> ScoreView:
        doubles = {r.id.value for r in cast(Profile, profile).patterns if r.op is _OP_DOUBLE}
        return ScoreView(
            unit=profile.unit,
            lines=tuple(ViewLine(pid, c, "double", v ** c) if pid in doubles else
                        ViewLine(pid, c, "units", v * c) for pid, v, c in patterns),
            value=value)

    def table_rows(self, profile: AnyProfile) -> tuple[TableRow, ...]:
        rows = cast(Profile, profile).patterns
        return tuple(TableRow(r.id.value, "double" if r.op is _OP_DOUBLE else "units", r.value,
                              in_table_order(r.replaces, rows)) for r in rows)

    def unit_values(self, profile: AnyProfile) -> tuple[tuple[int, int], ...]:
        p = cast(Profile, profile)
        if p.unit == "base":  # the value is the amount
            return ()
        start = 0 if p.unit == "fan" else 1  # a han table starts at one han
        return tuple((u, p.value_of(u)) for u in range(start, p.cap + 1))

    def win_event_ids(self, profile: AnyProfile, win: WinType) -> tuple[str, ...]:
        # docs/rules.md §2.1 as score_hand checks it: a kong bloom and heavenly are self-drawn,
        # a kong's discard is another's tile, no last tile on a robbed kong, and earthly is
        # self-drawn only where the profile says so.
        ids = _SELF_EVENTS if win is _WINTYPE_SELF else (
            _DISCARD_EVENTS if win is _WINTYPE_DISCARD else _ROBBED_EVENTS)
        if profile.earthly_self_draw_only and win is not _WINTYPE_SELF:
            ids = ids - {"earthly"}
        return tuple(e for e in self.event_ids if e in ids)

    def settler(self, profile: AnyProfile, dealer: int) -> _Settler:
        return _Settler(cast(Profile, profile), dealer)

    def win_events(self, profile: AnyProfile, state: GameState, seat: int, win: WinType
                   ) -> frozenset[str]:
        return frozenset(e.value for e in _win_events(profile, state, seat, win))

    def read_event(self, obj: Any, path: str) -> LedgerEvent:
        return read_event(obj, path)

    def first_start(self, session: Session) -> HandStart:
        start = session.profile.start_score
        return HandStart(session.dealer,
                         running=(start, start, start, start) if start else None)

    def settle_step(self, session: Session, start: HandStart, h: int
                    ) -> tuple[HandResult, HandStart, int | None]:
        profile = cast(Profile, session.profile)
        path = f"hands[{h}]"
        if start.ended:
            raise LedgerInputError("match_over", "the match ended when a score fell below 0",
                                   path)
        if start.running is not None and h >= profile.hands_per_game:
            raise LedgerInputError("match_over", f"a {profile.id} match has "
                                   f"{profile.hands_per_game} hands", path)
        running = list(start.running) if start.running is not None else None
        result, fell = settle_hand(profile, start.dealer, session.hands[h], running, path)
        held = (running[0], running[1], running[2], running[3]) if running is not None \
            else None
        return result, HandStart(result.next_dealer, None, held, fell is not None), fell

    def session_result(self, session: Session, results: Sequence[HandResult], last: HandStart,
                       fell: Sequence[int | None], totals: tuple[int, int, int, int]
                       ) -> SessionResult:
        profile = session.profile
        game_points: tuple[tuple[float, ...], ...] | None = None
        points: tuple[float, ...] | None = None
        if profile.rank_points:
            game_points, points = match_rank_points(profile.hands_per_game,
                                                    [r.deltas for r in results])
        match_over = None if last.running is None else next(  # only points held can fall
            ((h, f) for h, f in enumerate(fell) if f is not None), None)
        return SessionResult(hands=tuple(results), totals=totals, next_dealer=last.dealer,
                             rank_points=points, game_rank_points=game_points,
                             points=last.running, match_over=match_over)


SICHUAN = SichuanFamily()


def _win_events(prof: AnyProfile, state: GameState, seat: int, win: WinType) -> set[WinEvent]:
    """docs/rules.md §2.1: kong bloom, last tile, heavenly and earthly on a self-draw; a kong's
    discard, the last tile and earthly on a discard."""
    p = state.players[seat]
    out: set[WinEvent] = set()
    if win is _WINTYPE_SELF:
        if p.replacement and p.last_draw is not None:
            out.add(_EVENT_KONG_BLOOM)
        if state.wall == 0 and p.last_draw is not None:
            out.add(_EVENT_LAST_TILE)
        if seat == state.dealer and p.draws == 0 and p.discards == 0 and not p.melds:
            out.add(_EVENT_HEAVENLY)
        first_draw = p.draws == 1 and p.discards == 0 and not p.melds and not p.replacement
        if seat != state.dealer and first_draw:
            if prof.earthly_self_draw_only or (
                    state.calls == 0 and seat == (state.dealer + 1) % 4):
                out.add(_EVENT_EARTHLY)
    else:
        discarder = state.turn
        if state.kong_turn:
            out.add(_EVENT_KONG_DISCARD)
        if win is _WINTYPE_DISCARD:
            if state.wall == 0:
                out.add(_EVENT_LAST_TILE)
            dealer = state.players[state.dealer]
            if (not prof.earthly_self_draw_only and state.calls == 0
                    and discarder == state.dealer and dealer.discards == 1):
                out.add(_EVENT_EARTHLY)
    return out


# Enum members read in the functions above, as module names: on Python 3.11 a member read
# off its class goes through EnumType's __getattr__ hook, several times a global's cost.
_EVENT_EARTHLY = WinEvent.EARTHLY
_EVENT_HEAVENLY = WinEvent.HEAVENLY
_EVENT_KONG_BLOOM = WinEvent.KONG_BLOOM
_EVENT_KONG_DISCARD = WinEvent.KONG_DISCARD
_EVENT_LAST_TILE = WinEvent.LAST_TILE
_OP_DOUBLE = Op.DOUBLE
_WINTYPE_DISCARD = WinType.DISCARD
_WINTYPE_ROBBED = WinType.ROBBED
_WINTYPE_SELF = WinType.SELF
