"""The table: owns the seeded wall, asks the seats for decisions, refuses illegal ones, and
appends events. ``Table`` runs one hand; ``Match`` strings hands into a match (docs/rules.md
§2.6, §3.1). Both families play here: what differs is read from the profile (bonus tiles and
the dead wall, chow, one winner or bloody play) and paid by the family's ``HandSettler``.

Driving it: ``pending()`` says which seats must decide and their legal actions; ``submit(seat,
action)`` records a decision and, once every asked seat has answered, settles it and moves on to
the next decision (draws and the wall's end happen by themselves). ``play`` runs bots to the end.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.common import SEATS, WinType
from mahjong_gui.engine.family.registry import hand_settler
from mahjong_gui.engine.legal import (
    Act,
    Action,
    all_tiles,
    claim_row,
    legal_actions,
    score_win,
    win_amount,
    win_hand,
    win_spot,
)
from mahjong_gui.engine.rules.base import ExchangeDirection
from mahjong_gui.engine.settlement import KongKind, WallHand, busted, match_rank_points
from mahjong_gui.engine.state import INITIAL, GameState, Phase, apply, maker
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView, seat_view

if TYPE_CHECKING:  # a name for the checker: importing it would load the rules registry
    from mahjong_gui.engine.rules import AnyProfile

DIRECTIONS = (ExchangeDirection.NEXT, ExchangeDirection.PREVIOUS, ExchangeDirection.ACROSS)
# A set: asked on every decision of a phase that is nearly never one of these, it answers by
# the phase's (cached) hash where a tuple compared the phase's text with each.
_ENDED = frozenset({Phase.OVER, Phase.MATCH_OVER})
_NEW_TURN = frozenset({ev.Drew, ev.Ponged, ev.Chowed})  # the events that start a turn
_NOTHING: tuple[tuple[Action, ...], ...] = ((), (), (), ())
_T = TypeVar("_T")
# The three seats after each seat, in turn order.
_AFTER = tuple(tuple((s + k) % 4 for k in (1, 2, 3)) for s in SEATS)
# The seats asked, by which of the four have legal actions (seat s: bit s).
_ASKED = tuple(tuple(s for s in SEATS if bits >> s & 1) for bits in range(16))
# ``ev.Drew(...)``, ``ev.Discarded(...)`` and ``ev.ClaimPassed(...)``, the most frequent events,
# made faster.
_drew: Callable[[int, Tile, bool], ev.Drew] = maker(ev.Drew)
_discarded: Callable[[int, Tile, int | None], ev.Discarded] = maker(ev.Discarded)
_claim_passed: Callable[[int, Tile, ev.ClaimOn, int | None, bool, str | None],
                        ev.ClaimPassed] = maker(ev.ClaimPassed)
_hand_started: Callable[..., ev.HandStarted] = maker(ev.HandStarted)  # once a hand, every field
_bonus_replaced: Callable[[int, Tile, Tile, bool], ev.BonusReplaced] = maker(ev.BonusReplaced)


class IllegalAction(ValueError):
    """A decision that is not among the seat's legal actions (or not asked for)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class Player(Protocol):
    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action: ...


def _offers(legal: tuple[Action, ...], act: Act) -> bool:
    """Whether one of the legal actions is ``act`` (a win or a pong is offered only of the tile
    in play, so the kind says it all)."""
    for a in legal:
        if a.act is act:
            return True
    return False


def _offered_win_value(st: GameState, seat: int, win: WinType,
                       legal: tuple[Action, ...]) -> int | None:
    """What the win ``legal`` offers ``seat`` in ``st`` is worth (what declining it records);
    None when no win is offered."""
    if not legal or legal[0].act is not _ACT_WIN:  # legal_actions offers a win first
        return None
    score = score_win(st, seat, win)
    return None if score is None else win_amount(st, seat, win, score)


def shuffle_wall(rng: random.Random, tiles: list[_T]) -> None:
    """``rng.shuffle(tiles)``: the very swaps, drawn from ``rng.getrandbits`` as the standard
    library draws them (every Python this project runs on: a Fisher-Yates pass from the end,
    each index below ``n`` taken as the first draw of ``n.bit_length()`` bits below ``n``),
    without its two Python calls per tile (about half the cost of dealing a hand).
    tests/engine/test_engine_fast_paths.py holds it to ``random.shuffle``."""
    getrandbits = rng.getrandbits
    for i in range(len(tiles) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        tiles[i], tiles[j] = tiles[j], tiles[i]


def hand_seed(match_seed: int, hand_no: int) -> int:
    """Each hand's wall seed, derived from the match seed."""
    return random.Random(match_seed * 1_000_003 + hand_no).getrandbits(48)


class Table:
    """One hand under one profile, from the deal to ``HandEnded``."""

    def __init__(self, profile: AnyProfile, seed: int, dealer: int = 0,
                 scores: tuple[int, int, int, int] | None = None, hand_no: int = 0,
                 tiles: Sequence[Tile] | None = None, direction: str | None = None,
                 prevailing: int = 1) -> None:
        """``tiles`` (the whole set, in dealing order) and ``direction`` replace what the seed
        would give: scripted walls for tests and teaching. Replacements for kongs and bonus
        tiles come from the far end of the wall (Hong Kong, docs/rules.md §3.1)."""
        self.profile = profile
        if scores is None:
            scores = (profile.start_score,) * 4
        rng = random.Random(seed)
        full = all_tiles(profile)
        if tiles is None:
            tiles = list(full)
            shuffle_wall(rng, tiles)
        elif sorted(tiles) != sorted(full):
            raise ValueError(f"a wall holds the {len(full)} tiles of the set, each once per "
                             "copy")
        drawn = DIRECTIONS[rng.randrange(3)]  # drawn whatever the rules: the same walls
        if profile.exchange_direction is not ExchangeDirection.DRAWN:
            drawn = profile.exchange_direction  # a house rule: one direction every hand
        self._direction = ExchangeDirection(direction) if direction is not None else drawn
        tiles = list(tiles)
        hand = profile.hand_size  # the dealer takes one more and starts by discarding
        sizes = {s: hand + 1 if s == dealer else hand for s in SEATS}
        deal: list[tuple[int, ...]] = [(), (), (), ()]
        pos = 0
        for k in range(4):
            s = (dealer + k) % 4
            deal[s] = tuple(tiles[pos:pos + sizes[s]])
            pos += sizes[s]
        self._wall = tiles[pos:]
        self.events: list[ev.Event] = []
        self.state = INITIAL
        self.settler = hand_settler(profile, dealer)
        self._decisions: dict[int, Action] = {}
        self._draw_for: int | None = None  # set when a claim settles: who draws next
        # The four seats' legal actions in this state and the seats that have some: worked
        # out once per state, when first asked for (``_work_out``), and dropped by ``_emit``.
        self._legal: tuple[tuple[Action, ...], ...] | None = None
        self._asked: tuple[int, ...] = ()
        options = tuple(sorted(profile.options.items()))
        assert scores is not None
        self._emit(_hand_started(hand_no, seed, profile.id, options, dealer, scores,
                                 tuple(tuple(sorted(d)) for d in deal), tuple(self._wall),
                                 prevailing))
        if profile.bonus_tiles:
            # §3.1: bonus tiles in the deal are set aside and replaced in seat order from the
            # dealer; a replacement that is again a bonus tile is replaced again.
            for k in range(4):
                self._replace_bonus((dealer + k) % 4, deal=True)

    # -- driving -----------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.state.phase in _ENDED

    def pending(self) -> dict[int, tuple[Action, ...]]:
        """The seats that must decide now (and have not yet), with their legal actions."""
        legal, seats = self._waiting()
        return {s: legal[s] for s in seats}

    def _waiting(self) -> tuple[tuple[tuple[Action, ...], ...], tuple[int, ...]]:
        """``pending`` as every seat's legal actions and the seats still to answer, in order
        (no dict built: ``play_hand`` asks on every decision)."""
        legal = self._legal if self._legal is not None else self._work_out()
        decided = self._decisions
        asked = self._asked if not decided else tuple(s for s in self._asked
                                                        if s not in decided)
        return legal, asked

    def view(self, seat: int) -> SeatView:
        return seat_view(self.state, seat)

    def submit(self, seat: int, action: Action) -> list[ev.Event]:
        """Record ``seat``'s decision; returns the events it (and what followed) produced."""
        start = len(self.events)
        self._decide(seat, action)
        return self.events[start:]

    def _decide(self, seat: int, action: Action) -> None:
        """``submit`` without the list of new events (``play_hand`` reads the state instead)."""
        if self.state.phase in _ENDED:
            raise IllegalAction("hand_over", "the hand has ended")
        legal = (self._legal if self._legal is not None else self._work_out())[seat]
        decisions = self._decisions
        if seat in decisions or not legal:
            raise IllegalAction("not_asked", f"seat {seat} has nothing to decide now")
        # A player usually answers with one of the very actions it was offered: found by
        # identity before any comparison of values.
        for a in legal:
            if a is action:
                break
        else:
            if action not in legal:
                raise IllegalAction("illegal", f"seat {seat} may not {action} now")
        decisions[seat] = action
        if len(decisions) == len(self._asked):  # every asked seat has answered
            self._resolve()
            self._advance()

    def _emit(self, e: ev.Event) -> None:
        self.state = apply(self.state, e)
        self.events.append(e)
        self._legal = None
        if type(e) in _NEW_TURN:
            self.settler.new_turn()

    def legal(self, seat: int) -> tuple[Action, ...]:
        """``legal_actions`` of the current state, computed once per state."""
        return (self._legal if self._legal is not None else self._work_out())[seat]

    def _work_out(self) -> tuple[tuple[Action, ...], ...]:
        """Every seat's legal actions in this state, and which seats are asked. Only the seat
        on turn acts on its turn, nobody acts while a tile is drawn or after the end, and the
        discarder never claims its own tile: those are answered without asking
        ``legal_actions``, which would say the same."""
        st = self.state
        phase = st.phase
        if phase is _PHASE_TURN:
            turn = st.turn
            acts = legal_actions(st, turn)
            if acts:
                row: list[tuple[Action, ...]] = [(), (), (), ()]
                row[turn] = acts
                self._legal = legal = tuple(row)
                self._asked = (turn,)
                return legal
            legal = _NOTHING
        elif phase is _PHASE_CLAIM or phase is _PHASE_ROB:
            legal = claim_row(st)
        elif phase is _PHASE_EXCHANGE or phase is _PHASE_VOID:
            legal = tuple(legal_actions(st, s) for s in SEATS)
        else:
            legal = _NOTHING
        self._legal = legal
        a, b, c, d = legal
        self._asked = _ASKED[(a != ()) | (b != ()) << 1 | (c != ()) << 2 | (d != ()) << 3]
        return legal

    # -- resolution --------------------------------------------------------------------------

    def _resolve(self) -> None:
        st = self.state
        decisions, self._decisions = self._decisions, {}
        if st.phase is _PHASE_EXCHANGE:
            picks = tuple(decisions[s].tiles for s in SEATS)
            self._emit(ev.TilesExchanged(picks, self._direction))  # type: ignore[arg-type]
        elif st.phase is _PHASE_VOID:
            voids = tuple(decisions[s].suit or "" for s in SEATS)
            self._emit(ev.VoidsChosen(voids))  # type: ignore[arg-type]
        elif st.phase is _PHASE_TURN:
            self._turn(st.turn, decisions[st.turn])
        else:
            self._claims(decisions)

    def _declined_self_draw(self, seat: int, action: Action) -> int | None:
        if action.act is _ACT_WIN:
            return None
        return _offered_win_value(self.state, seat, _WINTYPE_SELF, self.legal(seat))

    def _turn(self, seat: int, action: Action) -> None:
        declined = self._declined_self_draw(seat, action)
        if action.act is _ACT_WIN:
            self._win(seat, _WINTYPE_SELF, self.state)
            if not self.profile.bloody:
                self._end(_END_WIN)
            else:
                self._after_settlement()
        elif action.act is _ACT_KONG and action.kong is _KONGKIND_ADDED:
            assert action.tile is not None
            self._emit(ev.KongDeclared(seat, action.tile, declined))
        elif action.act is _ACT_KONG:
            assert action.tile is not None
            self._kong(seat, action.tile, _KONGKIND_CONCEALED, None, declined)
        else:
            assert action.tile is not None
            self._emit(_discarded(seat, action.tile, declined))

    def _replace_bonus(self, seat: int, deal: bool) -> None:
        """Set aside every bonus tile ``seat`` holds, each replaced from the far end."""
        while True:
            hand = self.state.players[seat].hand
            if not hand or hand[-1] < 34:  # no bonus tile held (the hand is sorted)
                return
            if not self._wall:
                return
            bonus = hand[bisect_left(hand, 34)]  # the first bonus tile (the hand is sorted)
            self._emit(_bonus_replaced(seat, bonus, self._wall.pop(), deal))

    def _kong(self, seat: int, tile: Tile, kind: KongKind, discarder: int | None,
              declined: int | None) -> None:
        p = self.state.players[seat]
        immediate = kind is not _KONGKIND_ADDED or p.last_draw == tile
        rows = self.settler.kong(seat, kind, discarder, immediate, self._index())
        self._emit(ev.Konged(seat, tile, kind, discarder, immediate, tuple(rows), declined))
        self._after_settlement()

    def _index(self) -> int:
        """The index within this hand of the event about to be emitted."""
        return len(self.events)

    def _win(self, seat: int, win: WinType, decided: GameState) -> None:
        """Settle ``seat``'s win; ``decided``: the state in which the win was offered and taken
        (its score, made then, is the score of this win: other winners of the same tile change
        who is still in, never the hand, the melds or the events)."""
        st = self.state
        p = st.players[seat]
        hand = win_hand(st, seat, win)
        spot = win_spot(st, seat, win)
        rows, score = self.settler.win(hand, p.melds, spot, self._index(),
                                       score_win(decided, seat, win))
        patterns = tuple((ln.id.value, ln.value, ln.count) for ln in score.lines)
        self._emit(ev.Won(seat, hand[-1], win, spot.discarder, hand, p.melds,
                          tuple(sorted(spot.events)), patterns, score.value, tuple(rows),
                          spot.bonus))

    def _claims(self, decisions: dict[int, Action]) -> None:
        st = self.state
        tile = st.tile
        assert tile is not None
        robbing = st.phase is _PHASE_ROB
        if not decisions and not robbing:  # nobody could claim the discard: the next draws
            self._draw_for = st.next_in(st.turn)
            return
        win_type = _WINTYPE_ROBBED if robbing else _WINTYPE_DISCARD
        # In turn order after the discarder: the seats asked, those winning, the first to
        # pong or kong and the first to chow.
        asked: list[int] = []
        winners: list[int] = []
        caller = chower = None
        for s in _AFTER[st.turn]:
            a = decisions.get(s)
            if a is None:
                continue
            asked.append(s)
            act = a.act
            if act is _ACT_WIN:
                winners.append(s)
            elif act is _ACT_PONG or act is _ACT_KONG:
                if caller is None:
                    caller = s
            elif act is _ACT_CHOW and chower is None:
                chower = s
        if not self.profile.bloody:
            winners = winners[:1]  # §3.1: one winner, the first in turn order
        for s in asked:
            a = decisions[s]
            if s in winners or (a.act in (_ACT_PONG, _ACT_KONG) and not winners) or (
                    s == chower and not winners and caller is None):
                continue
            legal = self.legal(s)
            win_value = _offered_win_value(st, s, win_type, legal)
            could_pong = a.act is _ACT_PASS and _offers(legal, _ACT_PONG)  # the pong of ``tile``
            lapsed = None if a.act is _ACT_PASS else a.act.value
            if a.act is _ACT_CHOW and a.tile is not None:
                lapsed = f"chow:{a.tile}"
            self._emit(_claim_passed(s, tile, _ON_KONG if robbing else _ON_DISCARD, win_value,
                                     could_pong, lapsed))
        if winners:
            discarder = st.turn
            if robbing:
                self._emit(ev.KongRobbed(discarder, tile))
            for s in winners:
                self._win(s, win_type, st)
            if not self.profile.bloody:
                self._end(_END_WIN)
                return
            if self._after_settlement():
                return
            if robbing and self.profile.robbed_next_after_declarer:
                nxt = self.state.next_in(discarder)
            else:
                nxt = self.state.next_in(winners[-1])
            self._draw_for = nxt
            return
        if robbing:
            self._kong(st.turn, tile, _KONGKIND_ADDED, None, None)
            return
        if caller is not None:
            a = decisions[caller]
            declined = _offered_win_value(st, caller, _WINTYPE_DISCARD, self.legal(caller))
            if a.act is _ACT_PONG:
                self._emit(ev.Ponged(caller, tile, st.turn, declined))
            else:
                self._kong(caller, tile, _KONGKIND_EXPOSED, st.turn, declined)
            return
        if chower is not None:
            low = decisions[chower].tile
            assert low is not None
            self._emit(ev.Chowed(chower, tile, low, st.turn))
            return
        self._draw_for = st.next_in(st.turn)

    def _after_settlement(self) -> bool:
        """End the hand when three have won, or (majsoul) a score fell below 0."""
        st = self.state
        if busted(self.profile, st.scores):
            self._end(_END_BUST)
            return True
        if len(st.winners) >= 3 and not self.profile.flowing:  # 血流成河 plays the wall out
            self._end(_END_THREE)
            return True
        return False

    def _advance(self) -> None:
        """Draw tiles and settle the wall's end until a seat must decide or the hand ends."""
        while self.state.phase not in _ENDED:  # not self.over
            st = self.state
            seat = self._draw_for if self._draw_for is not None else (
                st.turn if st.phase is _PHASE_DRAW else None)
            if seat is not None:
                self._draw_for = None
                replacement = st.replacement_due
                if not self._wall or (not replacement
                                      and len(self._wall) <= self.profile.dead_wall):
                    self._wall_end()  # §3.1: Hong Kong never draws the dead wall's 14
                    return
                # Hong Kong takes replacements from the far end (§3.1); Sichuan has one wall.
                far = replacement and self.profile.dead_wall > 0
                self._emit(_drew(seat, self._wall.pop() if far else self._wall.pop(0),
                                   replacement))
                # _replace_bonus's first question, inline: the usual draw holds no bonus tile.
                if self.profile.bonus_tiles and self.state.players[seat].hand[-1] >= 34:
                    self._replace_bonus(seat, deal=False)
                continue
            if st.phase is _PHASE_CLAIM or st.phase is _PHASE_ROB:
                if self._legal is None:
                    self._work_out()
                if not self._asked:  # nobody may claim the tile: settled at once
                    self._resolve()
                    continue
            return

    def _wall_end(self) -> None:
        st = self.state
        hands = {s: WallHand(st.players[s].hand, st.players[s].melds, st.players[s].void)
                 for s in st.in_seats if not st.players[s].wins}  # §5: a winner settled
        rows, status = self.settler.wall_end(hands, self._index())
        self._emit(ev.WallExhausted(status, tuple(rows)))
        self._end(_END_BUST if busted(self.profile, self.state.scores) else _END_WALL)

    def _end(self, reason: ev.HandEndReason) -> None:
        st = self.state
        self._emit(ev.HandEnded(st.deltas, st.scores, self.settler.next_dealer(), reason))



class Match:
    """Hands strung into a match: dealers, scores, the prevailing wind, the end (docs/rules.md
    §2.4, §2.6, §3.1). A profile with ``wind_rounds`` plays that many wind rounds unless
    ``hands`` fixes the number of hands; the prevailing wind moves on each time the deal
    returns to the first dealer."""

    def __init__(self, profile: AnyProfile, seed: int, dealer: int = 0,
                 hands: int | None = None, ends: bool = True) -> None:
        self.profile = profile
        self.seed = seed
        self.by_rounds = hands is None and profile.wind_rounds > 0
        self.total_hands = hands if hands is not None else profile.hands_per_game * profile.games
        self.hands_limit = None if self.by_rounds else self.total_hands  # for ``resume_match``
        self.first_dealer = dealer
        self.prevailing = 1
        self.ends = ends  # False: play on past the bust rule (simulations of single hands)
        self.events: list[ev.Event] = []
        self.hand_deltas: list[tuple[int, int, int, int]] = []
        self.dealer = dealer
        self.scores = (profile.start_score,) * 4
        self.table: Table | None = None
        self.finished = False

    def start_hand(self, tiles: Sequence[Tile] | None = None) -> Table:
        """Deal the next hand (``tiles``: a scripted wall instead of the seeded one)."""
        assert not self.finished
        n = len(self.hand_deltas)
        self.table = Table(self.profile, hand_seed(self.seed, n), self.dealer,
                           self.scores, n, tiles, prevailing=self.prevailing)
        self._mark = len(self.events)
        self.events += self.table.events
        return self.table

    def adopt(self, table: Table, events: Sequence[ev.Event]) -> None:
        """Take over a table re-played from a saved log (``checks.resume_match``)."""
        self.table = table
        self._mark = len(self.events)
        self.events += [e for e in table.events if not isinstance(e, ev.MatchEnded)]
        self.sync()

    def sync(self) -> list[ev.Event]:
        """Copy the table's new events into the match log; finish the hand when it ended."""
        assert self.table is not None
        new = self.table.events[len(self.events) - self._mark:]
        self.events += new
        if self.table.over and not self.finished:
            end = self.table.events[-1]
            assert isinstance(end, ev.HandEnded)
            self.hand_deltas.append(end.deltas)
            self.scores = end.scores
            nxt = next_prevailing(self.profile, self.prevailing, self.dealer, end.next_dealer,
                                  self.first_dealer)
            round_over = nxt != self.prevailing and self.prevailing >= self.profile.wind_rounds
            self.prevailing = nxt
            self.dealer = end.next_dealer
            done = round_over if self.by_rounds else len(self.hand_deltas) >= self.total_hands
            if done or (self.ends and end.reason is _END_BUST):
                self.finished = True
                self._finish(ev.MatchEndReason.BUST if end.reason is _END_BUST
                             else ev.MatchEndReason.COMPLETE)
                new = [*new, self.events[-1]]
        return list(new)

    def _finish(self, reason: ev.MatchEndReason) -> None:
        end = match_end(self.profile, self.hand_deltas, self.scores, reason)
        assert self.table is not None
        self.table._emit(end)
        self.events.append(end)


def next_prevailing(profile: AnyProfile, prevailing: int, dealer: int, next_dealer: int,
                    first_dealer: int) -> int:
    """docs/rules.md §3.1: the prevailing wind of the next hand: it moves on (East, South,
    West, North, East...) when the deal passes back to the match's first dealer; a profile
    without wind rounds keeps East."""
    if profile.wind_rounds and next_dealer != dealer and next_dealer == first_dealer:
        return prevailing % 4 + 1
    return prevailing


def match_end(profile: AnyProfile, hand_deltas: Sequence[tuple[int, int, int, int]],
              scores: tuple[int, int, int, int], reason: ev.MatchEndReason) -> ev.MatchEnded:
    """The ``MatchEnded`` event: final scores and, in competition, rank points per game."""
    points = None
    if profile.rank_points:
        points = match_rank_points(profile.hands_per_game, hand_deltas)[1]
    return ev.MatchEnded(scores, points, reason)


def play_hand(table: Table, players: Sequence[Player]) -> None:
    """Run a hand to its end with ``players[seat].choose`` (the engine reads no clock: a caller
    that times decisions wraps its players, as ``simulate.Simulation`` does)."""
    decide = table._decide  # submit, without the events it returns
    while table.state.phase not in _ENDED:  # not table.over
        legal, asked = table._waiting()  # pending(), without its dict
        if not asked:
            raise AssertionError("the table is stuck: nobody to ask and the hand not over")
        for seat in asked:
            decide(seat, players[seat].choose(seat_view(table.state, seat), legal[seat]))
            if table.state.phase in _ENDED:
                break


def play_match(match: Match, players: Sequence[Player]) -> None:
    while not match.finished:
        table = match.start_hand()
        play_hand(table, players)
        match.sync()


# Enum members read in the functions above, as module names: on Python 3.11 a member read
# off its class goes through EnumType's __getattr__ hook, several times a global's cost.
_ACT_CHOW = Act.CHOW
_ACT_KONG = Act.KONG
_ACT_PASS = Act.PASS
_ACT_PONG = Act.PONG
_ACT_WIN = Act.WIN
_KONGKIND_ADDED = KongKind.ADDED
_KONGKIND_CONCEALED = KongKind.CONCEALED
_KONGKIND_EXPOSED = KongKind.EXPOSED
_PHASE_CLAIM = Phase.CLAIM
_PHASE_DRAW = Phase.DRAW
_PHASE_EXCHANGE = Phase.EXCHANGE
_PHASE_ROB = Phase.ROB
_PHASE_TURN = Phase.TURN
_PHASE_VOID = Phase.VOID
_WINTYPE_DISCARD = WinType.DISCARD
_WINTYPE_ROBBED = WinType.ROBBED
_WINTYPE_SELF = WinType.SELF
_END_BUST = ev.HandEndReason.BUST
_END_THREE = ev.HandEndReason.THREE_WINNERS
_END_WALL = ev.HandEndReason.WALL
_END_WIN = ev.HandEndReason.WIN
_ON_DISCARD = ev.ClaimOn.DISCARD
_ON_KONG = ev.ClaimOn.KONG
