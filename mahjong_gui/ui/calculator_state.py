"""What the Calculator page holds, apart from its widgets: the profile and its options, the
hand (tiles in entry order, the last one the winning tile; melds; bonus tiles) and the
situation, with one method per edit the page offers, and ``result()``: one immutable answer
for exactly what is entered, or the one problem that stops it.

Qt-free (a test proves it): the page renders what this returns and turns its ids into
translated words. The notation is read by ``engine.melds.parse_hand`` only; every number
comes from ``engine.calculator`` (which goes through the profile's family, ``engine.family``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from mahjong_gui.engine import calculator as calc
from mahjong_gui.engine.common import Invalid, NotWin, WinType
from mahjong_gui.engine.family.base import AnySituation, ScoreView, TableScore, ViewLine
from mahjong_gui.engine.family.registry import family_of
from mahjong_gui.engine.melds import Meld, MeldKind, parse_hand
from mahjong_gui.engine.rules import PROFILES, AnyProfile, OptionError, get_profile
from mahjong_gui.engine.tiles import TILES, ErrorCode, Tile, TileError
from mahjong_gui.engine.tiles import format as format_tiles

SEATS: tuple[int, ...] = (0, 1, 2, 3)
PROFILE_IDS: tuple[str, ...] = tuple(PROFILES)
# The options that change what one win is worth, the only ones the calculator offers: the cap
# (mahjchina), the minimum, whether bonus tiles count toward it and the limit (Hong Kong). Not
# the match length (hands, games, rounds) nor the wall-end refunds and pig payments.
WIN_VALUE_OPTIONS = frozenset({"cap", "min_faan", "bonus_counts", "limit"})
# What a palette click adds: a tile to the hand, or a meld of that kind (a chow by its lowest
# tile).
Mode = Literal["hand", "pong", "kong", "addkong", "ankong", "chow"]
MODES: tuple[Mode, ...] = ("hand", "pong", "kong", "addkong", "ankong", "chow")
MAX_TILES = 14  # a kong counts as three
MAX_TEXT = 400  # characters of notation read; more is refused before parsing


@dataclass(frozen=True, slots=True)
class Problem:
    """Why there is no answer, or why an edit was refused: a message id and what it names
    (``tile``: a tile in the notation, ``meld``: a meld word, ``event``: an event id,
    ``position``: 1-based character, ``count``: a number of tiles, ...)."""

    code: str
    params: tuple[tuple[str, str], ...] = ()

    def get(self, key: str, default: str = "") -> str:
        return dict(self.params).get(key, default)


def _problem(code: str, **params: object) -> Problem:
    return Problem(code, tuple((k, str(v)) for k, v in params.items() if v is not None))


@dataclass(frozen=True, slots=True)
class WaitRow:
    """A tile that completes a 13-tile hand, the copies of it not in the player's own tiles,
    and what winning on it is worth."""

    tile: Tile
    unseen: int
    calculation: calc.Calculation

    @property
    def value(self) -> int | None:
        sc = self.calculation.score
        return sc.value if sc is not None else None


@dataclass(frozen=True, slots=True)
class CompareRow:
    """The same hand under one profile: its score (14 tiles) or its waits (13 tiles), or the
    reason id there is neither (a NotWin reason or an Invalid code)."""

    profile: str
    calculation: calc.Calculation | None = None
    waits: tuple[WaitRow, ...] = ()
    reason: str | None = None

    @property
    def value(self) -> int | None:
        """The value of the win, or the best value among the waits."""
        if self.calculation is not None and self.calculation.score is not None:
            return self.calculation.score.value
        values = [w.value for w in self.waits if w.value is not None]
        return max(values) if values else None


@dataclass(frozen=True, slots=True)
class SendContext:
    """What the calculator assumed that a scorebook session may see otherwise (the session
    has its own dealer, players still in and prevailing wind): shown beside the session's
    numbers when they differ."""

    profile: str
    value: int
    deltas: tuple[int, int, int, int]
    dealer: int
    in_seats: tuple[int, ...]
    prevailing: int | None  # Hong Kong only

    def as_dict(self) -> dict[str, Any]:
        return {"profile": self.profile, "value": self.value, "deltas": list(self.deltas),
                "dealer": self.dealer, "in_seats": list(self.in_seats),
                "prevailing": self.prevailing}


class CopyWords(Protocol):
    """The words of the copied text (the page passes translated ones)."""

    def hand(self, notation: str) -> str: ...
    def rules(self, profile_id: str) -> str: ...
    def line(self, pattern_id: str, value: str, count: int) -> str: ...
    def value(self, view: ScoreView) -> str: ...
    def deltas(self, deltas: Sequence[int]) -> str: ...
    def reason(self, reason_id: str) -> str: ...
    def wait(self, tile: Tile, unseen: int, value: int | None, reason: str | None) -> str: ...


class EnglishWords:
    """The copied text's words in English (tests and the command line)."""

    def hand(self, notation: str) -> str:
        return f"Hand: {notation}"

    def rules(self, profile_id: str) -> str:
        return f"Rules: {profile_id}"

    def line(self, pattern_id: str, value: str, count: int) -> str:
        return f"  {pattern_id}: {value}" + (f" x{count}" if count > 1 else "")

    def value(self, view: ScoreView) -> str:
        return f"Value: {view.value}"

    def deltas(self, deltas: Sequence[int]) -> str:
        return "   ".join(f"Seat {s}: {v:+d}" if v else f"Seat {s}: 0"
                           for s, v in enumerate(deltas))

    def reason(self, reason_id: str) -> str:
        return reason_id

    def wait(self, tile: Tile, unseen: int, value: int | None, reason: str | None) -> str:
        return f"  {tile} ({unseen} left): {value if value is not None else reason}"


def line_value(line: ViewLine) -> str:
    """A breakdown row's value as shown: a doubling as ``×4``, a limit hand as ``limit``,
    otherwise its units (the value times the count)."""
    if line.kind == "limit":
        return "limit"
    if line.kind == "double":
        return f"×{line.shown}"
    return str(line.shown)


@dataclass(frozen=True, slots=True)
class Answer:
    """The full answer for what is entered.

    ``status``: ``empty`` (nothing entered yet), ``win`` (14 tiles that win: ``calculation``
    has the score and payments), ``not_win`` (14 tiles that do not win under this profile:
    ``reason``), ``ready`` (13 tiles: ``waits``), ``not_ready`` (13 tiles that nothing
    completes). ``compare`` holds every profile's row (empty for ``empty``)."""

    status: Literal["empty", "win", "not_win", "ready", "not_ready"]
    profile: str
    options: tuple[tuple[str, str], ...]
    notation: str
    calculation: calc.Calculation | None = None
    reason: str | None = None
    waits: tuple[WaitRow, ...] = ()
    compare: tuple[CompareRow, ...] = ()
    event: tuple[tuple[str, Any], ...] | None = None  # the ledger win event, as pairs
    send: SendContext | None = None
    without_house: calc.Calculation | None = None  # under house rules: the base's answer

    @property
    def score(self) -> TableScore | None:
        return self.calculation.score if self.calculation is not None else None

    @property
    def deltas(self) -> tuple[int, int, int, int] | None:
        return self.calculation.deltas if self.score is not None else None  # type: ignore

    @property
    def can_send(self) -> bool:
        return self.event is not None

    @property
    def can_copy(self) -> bool:
        return self.status != "empty"

    def win_event(self) -> dict[str, Any] | None:
        """The scored win as a ledger event (docs/rules.md, the ledger format), or None."""
        if self.event is None:
            return None
        return {k: list(v) if isinstance(v, tuple) else v for k, v in self.event}

    def copy_text(self, words: CopyWords | None = None) -> str:
        w: CopyWords = words or EnglishWords()
        lines = [w.hand(self.notation), w.rules(self.profile)]
        view = self.calculation.view if self.calculation is not None else None
        if view is not None:
            lines += [w.line(line.id, line_value(line), line.count) for line in view.lines]
            lines.append(w.value(view))
            lines.append(w.deltas(self.calculation.deltas))  # type: ignore[union-attr]
        elif self.status == "ready":
            lines += [w.wait(r.tile, r.unseen, r.value, _reason(r.calculation))
                      for r in self.waits]
        elif self.reason:
            lines.append(w.reason(self.reason))
        return "\n".join(lines)


Result = Answer | Problem


def _reason(c: calc.Calculation) -> str | None:
    r = c.result
    if isinstance(r, NotWin):
        return r.reason
    if isinstance(r, Invalid):
        return r.code
    return None


def offered_events(profile: AnyProfile) -> tuple[str, ...]:
    """The event ids the situation offers under ``profile``: a bloody profile's (kong bloom,
    kong discard, last tile, heavenly, earthly), or one win's (last tile, replacement tile,
    heavenly, earthly)."""
    return family_of(profile).event_ids


# The same event read the other family's way (docs/rules.md §2.1, §3): a kong bloom is a win
# on a replacement tile.
_EVENT_ACROSS = {"kong-bloom": "replacement", "replacement": "kong-bloom"}


@dataclass(frozen=True, slots=True)
class Removal:
    """What a profile switch took out of the hand and the situation because the new profile
    does not have it."""

    tiles: tuple[Tile, ...] = ()
    melds: tuple[Meld, ...] = ()
    bonus: tuple[Tile, ...] = ()
    events: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.tiles or self.melds or self.bonus or self.events)


@dataclass
class CalculatorState:
    """The page's state. Edits return None when accepted, or the ``Problem`` that refused
    them (nothing changed then)."""

    profile_id: str = PROFILE_IDS[0]
    options: dict[str, str] = field(default_factory=dict)
    house: dict[str, str] = field(default_factory=dict)  # a club's house.* options (issue 32)
    hand: list[Tile] = field(default_factory=list)
    melds: list[Meld] = field(default_factory=list)
    bonus: list[Tile] = field(default_factory=list)
    win: WinType = WinType.SELF
    discarder: int = 1  # used on a discard or robbed win
    seat: int = 0
    dealer: int = 0
    in_seats: set[int] = field(default_factory=lambda: set(SEATS))
    void: str | None = None  # None: the suit the hand lacks
    events: set[str] = field(default_factory=set)
    prevailing: int = 1
    # The notation as last typed, and why it does not read (None: it reads, and the hand
    # above is what it says).
    text: str = ""
    text_problem: Problem | None = None

    # -- the profile ---------------------------------------------------------------------

    @property
    def base_profile(self) -> AnyProfile:
        return get_profile(self.profile_id)

    @property
    def profile(self) -> AnyProfile:
        return get_profile(self.profile_id, {**self.chosen_options(), **self.house})

    @property
    def without_house(self) -> AnyProfile:
        """The chosen profile and options without the club's house rules."""
        return get_profile(self.profile_id, self.chosen_options())

    def chosen_options(self) -> dict[str, str]:
        """The options kept that the profile offers with choices (the others are dropped)."""
        choices = self.base_profile.option_choices
        return {k: v for k, v in self.options.items()
                if k in WIN_VALUE_OPTIONS and v in (choices.get(k) or ())}

    def option_choices(self) -> dict[str, tuple[str, ...]]:
        """The profile's options the calculator offers, with their choices."""
        return {k: tuple(v) for k, v in self.base_profile.option_choices.items()
                if v and k in WIN_VALUE_OPTIONS}

    def option(self, key: str) -> str | None:
        """The chosen value of ``key`` (the profile's default when none was chosen)."""
        if key not in self.option_choices():
            return None
        return self.chosen_options().get(key, str(self.base_profile.options.get(key)))

    def set_option(self, key: str, value: str) -> Problem | None:
        choices = self.option_choices().get(key)
        if not choices or value not in choices:
            return _problem("bad_option", option=key, value=value)
        self.options[key] = value
        return None

    def set_profile(self, profile_id: str) -> Removal:
        """Switch to ``profile_id``, keeping the hand and the situation where the new profile
        allows them and returning what was removed. A notation that did not read is read
        again under the new profile (an honour tile refused in Sichuan is a tile in Hong
        Kong). Options the new profile shares (a minimum) are kept."""
        try:
            new = get_profile(profile_id)
        except OptionError:
            return Removal()
        self.profile_id = new.id
        tiles = tuple(t for t in self.hand if not self._tile_allowed(new, t))
        melds = tuple(m for m in self.melds if not self._meld_allowed(new, m))
        bonus = tuple(self.bonus) if not new.bonus_tiles else ()
        self.hand = [t for t in self.hand if self._tile_allowed(new, t)]
        self.melds = [m for m in self.melds if self._meld_allowed(new, m)]
        if bonus:
            self.bonus = []
        offered = offered_events(new)
        moved = {_EVENT_ACROSS.get(e, e) if e not in offered else e for e in self.events}
        dropped = tuple(sorted(e for e in self.events
                               if (_EVENT_ACROSS.get(e, e) if e not in offered else e)
                               not in offered))
        self.events = {e for e in moved if e in offered}
        if not new.void_suit:
            self.void = None
        if self.text_problem is not None:
            self.set_notation(self.text)
        else:
            self.text = self.notation()
        return Removal(tiles, melds, bonus, dropped)

    @staticmethod
    def _tile_allowed(profile: AnyProfile, t: Tile) -> bool:
        return t.is_number or (t.is_honour and profile.honours)

    @classmethod
    def _meld_allowed(cls, profile: AnyProfile, m: Meld) -> bool:
        return cls._tile_allowed(profile, m.tile) and (m.kind is not MeldKind.CHOW
                                                        or profile.chow)

    def _profile_problem(self, hand: Sequence[Tile], melds: Sequence[Meld],
                         bonus: Sequence[Tile]) -> Problem | None:
        """The first tile or meld the profile does not have."""
        p = self.base_profile
        for t in hand:
            if not self._tile_allowed(p, t):
                return _problem("no_honours", tile=t, profile=p.id)
        for m in melds:
            if m.kind is MeldKind.CHOW and not p.chow:
                return _problem("no_chow", meld=m, profile=p.id)
            if not self._tile_allowed(p, m.tile):
                return _problem("no_honours", tile=m.tile, meld=m, profile=p.id)
        if bonus and not p.bonus_tiles:
            return _problem("no_bonus", tile=bonus[0], profile=p.id)
        return None

    # -- the hand ------------------------------------------------------------------------

    def counts(self) -> Counter[Tile]:
        c: Counter[Tile] = Counter(self.hand)
        for m in self.melds:
            c.update(m.tiles)
        return c

    def size(self) -> int:
        return len(self.hand) + 3 * len(self.melds)

    def left(self, tile: Tile) -> int:
        """Copies of ``tile`` still free to add (a bonus tile: 1 or 0)."""
        if tile.is_bonus:
            return 0 if tile in self.bonus else 1
        return max(0, 4 - self.counts()[tile])

    def notation(self) -> str:
        parts = [format_tiles(self.hand)] if self.hand else []
        parts += [str(m) for m in self.melds]
        if self.bonus:
            parts.append(format_tiles(self.bonus))
        return " ".join(parts)

    def _text_follows(self) -> None:
        self.text = self.notation()
        self.text_problem = None

    def add(self, tile: Tile, mode: Mode = "hand") -> Problem | None:
        """A palette click: the tile into the hand, a meld of it, or (a bonus tile) toggled."""
        if self.text_problem is not None:
            return _problem("fix_text_first")
        p = self.base_profile
        if tile.is_bonus:
            if not p.bonus_tiles:
                return _problem("no_bonus", tile=tile, profile=p.id)
            return self.toggle_bonus(tile)
        if not self._tile_allowed(p, tile):
            return _problem("no_honours", tile=tile, profile=p.id)
        run: tuple[Tile, ...] = (tile,)
        if mode == "hand":
            need = 1
        elif mode == "chow":
            if not p.chow:
                return _problem("no_chow", meld=f"chow:{tile}", profile=p.id)
            if not tile.is_number or tile.rank > 7:
                return _problem("chow_start", meld=f"chow:{tile}", tile=tile)
            need, run = 1, (tile, TILES[tile + 1], TILES[tile + 2])
        else:
            need = 3 if mode == "pong" else 4
        counts = self.counts()
        for t in run:
            if counts[t] + need > 4:
                return _problem("no_copies_left", tile=t, mode=mode, left=max(0, 4 - counts[t]))
        if self.size() + (1 if mode == "hand" else 3) > MAX_TILES:
            return _problem("too_many_tiles", count=self.size())
        if mode == "hand":
            self.hand.append(tile)
        else:
            self.melds.append(Meld(MeldKind(mode), tile))
        self._text_follows()
        return None

    def toggle_bonus(self, tile: Tile) -> Problem | None:
        if self.text_problem is not None:
            return _problem("fix_text_first")
        if not tile.is_bonus:
            return _problem("not_bonus", tile=tile)
        if not self.base_profile.bonus_tiles:
            return _problem("no_bonus", tile=tile, profile=self.profile_id)
        if tile in self.bonus:
            self.bonus.remove(tile)
        else:
            self.bonus = sorted([*self.bonus, tile])
        self._text_follows()
        return None

    def remove(self, index: int) -> Problem | None:
        """Remove the hand tile at ``index``, or past the hand's tiles the meld there, or past
        the melds the bonus tile there (the tiles are counted as the hand strip shows them:
        the hand, then each meld's tiles, then the bonus tiles)."""
        if self.text_problem is not None:
            return _problem("fix_text_first")
        if 0 <= index < len(self.hand):
            del self.hand[index]
        else:
            k = index - len(self.hand)
            for i, m in enumerate(self.melds):
                if 0 <= k < len(m.tiles):
                    del self.melds[i]
                    break
                k -= len(m.tiles)
            else:
                if not 0 <= k < len(self.bonus):
                    return _problem("no_such_tile")
                tile = self.bonus[k]
                if not self.base_profile.bonus_tiles:  # named, never "no such tile"
                    return _problem("no_bonus", tile=tile, profile=self.profile_id)
                del self.bonus[k]
        self._text_follows()
        return None

    def set_winning(self, index: int) -> Problem | None:
        """Make the hand tile at ``index`` the winning tile (the last one)."""
        if self.text_problem is not None:
            return _problem("fix_text_first")
        if not 0 <= index < len(self.hand):
            return _problem("no_such_tile")
        self.hand.append(self.hand.pop(index))
        self._text_follows()
        return None

    def clear(self) -> None:
        self.hand, self.melds, self.bonus = [], [], []
        self._text_follows()

    def set_notation(self, text: str) -> Problem | None:
        """Read the notation box (``engine.melds.parse_hand``). A text that reads replaces
        the hand; one that does not is kept with its problem, and the result is that
        problem until the text is corrected, cleared or the hand entered anew."""
        self.text = text
        self.text_problem = None
        if len(text) > MAX_TEXT:
            self.text_problem = _problem("text_too_long", count=MAX_TEXT)
            return self.text_problem
        try:
            hand, melds, bonus = parse_hand(text)
        except TileError as err:
            self.text_problem = _tile_problem(err)
            return self.text_problem
        bad = self._profile_problem(hand, melds, bonus)
        if bad is None:
            bad = _copies_problem(hand, melds)
        if bad is None and len(hand) + 3 * len(melds) > MAX_TILES:
            bad = _problem("too_many_tiles", count=len(hand) + 3 * len(melds))
        if bad is not None:
            self.text_problem = bad
            return bad
        self.hand, self.melds, self.bonus = list(hand), list(melds), list(bonus)
        return None

    # -- the situation -------------------------------------------------------------------

    def set_win(self, win: WinType) -> Problem | None:
        self.win = win
        if win is not WinType.SELF and self.discarder == self.seat:
            self.discarder = next(s for s in SEATS if s != self.seat)
        return None

    def set_discarder(self, seat: int) -> Problem | None:
        if seat not in SEATS:
            return _problem("bad_seat")
        if seat == self.seat:
            return _problem("discarder_is_winner")
        self.discarder = seat
        return None

    def set_seat(self, seat: int) -> Problem | None:
        if seat not in SEATS:
            return _problem("bad_seat")
        self.seat = seat
        if self.discarder == seat:  # nobody wins on their own tile: the next player then
            self.discarder = (seat + 1) % 4
        return None

    def set_dealer(self, seat: int) -> Problem | None:
        if seat not in SEATS:
            return _problem("bad_seat")
        self.dealer = seat
        return None

    def set_in(self, seat: int, on: bool) -> Problem | None:
        if seat not in SEATS:
            return _problem("bad_seat")
        if on:
            self.in_seats.add(seat)
        else:
            self.in_seats.discard(seat)
        return None

    def set_void(self, suit: str | None) -> Problem | None:
        if suit not in (None, "m", "p", "s"):
            return _problem("bad_void")
        self.void = suit
        return None

    def set_prevailing(self, wind: int) -> Problem | None:
        if wind not in (1, 2, 3, 4):
            return _problem("bad_wind")
        self.prevailing = wind
        return None

    def set_event(self, event: str, on: bool) -> Problem | None:
        """Tick or untick an event. Refused (with the event's reason) when the profile does
        not have it, or when the hand entered shows it cannot happen in this situation (a
        kong bloom with no kong, a kong discard on a self-draw, ...)."""
        if not on:
            self.events.discard(event)
            return None
        if event not in offered_events(self.base_profile):
            return _problem("event_not_offered", event=event, profile=self.profile_id)
        trial = set(self.events) | {event}
        if self._refused_event({event}) == event or self._refused_event(trial) == event:
            return _problem("event_refused", event=event)
        self.events = trial
        return None

    def one_win(self) -> bool:
        """One win ends the hand (not bloody): everyone is in the hand when it is won."""
        return not self.base_profile.bloody

    def winds(self) -> bool:
        """The rules have seat and prevailing winds: a seat is named with its wind."""
        return family_of(self.base_profile).winds

    def situation(self, events: set[str] | None = None) -> AnySituation:
        evs = self.events if events is None else events
        discarder = None if self.win is WinType.SELF else self.discarder
        return family_of(self.base_profile).situation(
            self.base_profile, self.win, self.seat, discarder, self.dealer,
            in_seats=self.in_seats, void=self.void, prevailing=self.prevailing, events=evs)

    def _probe_hand(self) -> tuple[Tile, ...] | None:
        """A 14-tile hand to judge the events on: the hand, or a 13-tile hand with its first
        wait; None when there is none."""
        if self.size() == 14:
            return tuple(self.hand)
        if self.size() == 13:
            w = calc.first_wait(self.profile, self.hand, self.melds)
            return (*self.hand, w) if w is not None else None
        return None

    def _refused_event(self, events: set[str]) -> str | None:
        hand = self._probe_hand()
        if hand is None:
            return None
        return calc.refused_event(self.profile, hand, self.melds, self.situation(events),
                                  self.bonus, self.prevailing)

    # -- the answer ----------------------------------------------------------------------

    def result(self) -> Result:
        """The answer for what is entered, or the one problem that stops it."""
        if self.text_problem is not None:
            return self.text_problem
        profile = self.profile
        opts = tuple((k, v) for k in self.option_choices()
                     if (v := self.option(k)) is not None)
        notation = self.notation()
        size = self.size()
        if size == 0 and not self.bonus:
            return Answer("empty", profile.id, opts, notation)
        bad = self._profile_problem(self.hand, self.melds, self.bonus) or _copies_problem(
            self.hand, self.melds)
        if bad is not None:
            return bad
        if size not in (13, 14):
            return _problem("tile_count", count=size)
        situation = self.situation()
        refused = self._refused_event(self.events)
        if refused is not None:
            return _problem("event_refused", event=refused)
        if size == 13:
            return self._waits_answer(profile, opts, notation, situation)
        c = calc.calculate(profile, self.hand, self.melds, situation, self.bonus,
                           self.prevailing)
        if isinstance(c.result, Invalid):
            return _invalid_problem(c.result, self.hand)
        compare = tuple(CompareRow(p.id, k, reason=_reason(k)) for p, k in calc.compare(
            self.hand, self.melds, situation, bonus=self.bonus, prevailing=self.prevailing))
        if isinstance(c.result, NotWin):
            return Answer("not_win", profile.id, opts, notation, c, c.result.reason,
                          compare=compare)
        event = self._ledger_event(profile)
        assert c.score is not None
        send = SendContext(profile.id, c.score.value, c.deltas, self.dealer,
                           tuple(sorted(self.in_seats)) if profile.bloody else SEATS,
                           self.prevailing if family_of(profile).winds else None)
        base = None
        if self.house:  # the same win without the house rules: what they change
            base = calc.calculate(self.without_house, self.hand, self.melds, situation,
                                  self.bonus, self.prevailing)
        return Answer("win", profile.id, opts, notation, c, compare=compare,
                      event=tuple(event.items()), send=send, without_house=base)

    def _waits_answer(self, profile: AnyProfile, opts: tuple[tuple[str, str], ...],
                      notation: str, situation: AnySituation) -> Result:
        unseen = calc.unseen_copies(self.hand, self.melds)

        def rows(found: list[calc.WaitCalculation]) -> tuple[WaitRow, ...]:
            return tuple(WaitRow(w.tile, unseen[w.tile], w.calculation) for w in found)

        found = calc.wait_values(profile, self.hand, self.melds, situation, self.bonus,
                                 self.prevailing)
        if isinstance(found, Invalid):
            return _invalid_problem(found, self.hand)
        if isinstance(found, list) and found and all(
                isinstance(w.calculation.result, Invalid) for w in found):
            # The situation itself is wrong (not one wait): that is the answer.
            first = found[0].calculation.result
            assert isinstance(first, Invalid)
            return _invalid_problem(first, (*self.hand, found[0].tile))
        compare = []
        for p, f in calc.compare_waits(self.hand, self.melds, situation, bonus=self.bonus,
                                       prevailing=self.prevailing):
            if isinstance(f, list):
                compare.append(CompareRow(p.id, waits=rows(f)))
            else:
                compare.append(CompareRow(p.id, reason=f.reason if isinstance(f, NotWin)
                                          else f.code))
        if isinstance(found, NotWin):
            return Answer("not_ready", profile.id, opts, notation, reason=found.reason,
                          compare=tuple(compare))
        return Answer("ready", profile.id, opts, notation, waits=rows(found),
                      compare=tuple(compare))

    def _ledger_event(self, profile: AnyProfile) -> dict[str, Any]:
        """The win as a ledger event. The Scorebook takes the dealer and (Hong Kong) the
        prevailing wind from its session, not from here."""
        out: dict[str, Any] = {"type": "win", "seat": self.seat}
        if self.win is not WinType.SELF:
            out["from"] = self.discarder
        if self.win is WinType.ROBBED:
            out["robbed"] = True
        out["hand"] = format_tiles(self.hand)
        if self.melds:
            out["melds"] = tuple(str(m) for m in self.melds)
        if self.bonus and profile.bonus_tiles:
            out["bonus"] = format_tiles(self.bonus)
        events = tuple(e for e in family_of(profile).event_ids if e in self.events)
        if events:
            out["events"] = events
        if profile.void_suit and self.void is not None:
            out["void"] = self.void
        return out

    # -- loading -------------------------------------------------------------------------

    def load(self, profile_id: str, text: str, *, win: WinType = WinType.SELF,
             discarder: int | None = None, seat: int = 0, dealer: int = 0,
             in_seats: Sequence[int] = SEATS, events: Sequence[str] = (),
             prevailing: int = 1, options: Mapping[str, str] | None = None) -> Problem | None:
        """Replace everything at once (a worked example)."""
        self.profile_id = get_profile(profile_id).id
        self.options = dict(options or {})
        self.win, self.seat, self.dealer = win, seat, dealer
        self.discarder = discarder if discarder is not None else (seat + 1) % 4
        self.in_seats = set(in_seats)
        self.void = None
        self.prevailing = prevailing
        self.events = set()
        problem = self.set_notation(text)
        if problem is None:
            self.text = self.notation() if not text.strip() else text
        offered = offered_events(self.base_profile)
        self.events = {e if e in offered else _EVENT_ACROSS.get(e, e) for e in events}
        self.events &= set(offered)
        return problem


def _tile_problem(err: TileError) -> Problem:
    """A notation error as a problem naming the tile or meld at fault."""
    position = None if err.position is None else err.position + 1
    code = err.code.value
    if err.code is ErrorCode.BAD_MELD and err.detail:
        code = err.detail  # meld_kind, meld_colon, meld_tile, chow_start
    word = err.subject if err.detail else None
    tile = err.subject if not err.detail else None
    if err.detail == "meld_tile" and err.code is ErrorCode.EMPTY:
        code = "meld_tile"  # "pong:" names no tile
    elif err.detail == "meld_tile" and err.code is not ErrorCode.BAD_MELD:
        code, word = err.code.value, None  # a tile error inside a meld word
        tile = err.subject
    return _problem(code, tile=tile, meld=word, position=position)


def _copies_problem(hand: Sequence[Tile], melds: Sequence[Meld]) -> Problem | None:
    """A fifth copy across the hand and the melds, naming the tile."""
    c: Counter[Tile] = Counter(hand)
    for m in melds:
        c.update(m.tiles)
    for t in sorted(c):
        if c[t] > 4:
            return _problem("fifth_copy", tile=t, count=c[t])
    return None


def _invalid_problem(inv: Invalid, hand: Sequence[Tile]) -> Problem:
    if inv.code == "robbed_tile_held" and hand:
        return _problem(inv.code, tile=hand[-1])
    return _problem(inv.code)
