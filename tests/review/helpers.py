"""Saved games and positions for the review tests: bots play seeded hands, written as
``.mjsave`` files; positions of a wanted kind are found in them."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from mahjong_gui.bots.registry import make_bot
from mahjong_gui.engine import analysis
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.state import GameState, Phase
from mahjong_gui.engine.table import Match, play_match
from mahjong_gui.engine.views import seat_view
from mahjong_gui.review.review import Point, decision_points
from mahjong_gui.store.saves import SaveHeader, save_game


def played(profile_id: str, seed: int, hands: int = 1, bot: str = "normal") -> list[ev.Event]:
    """A match of ``hands`` hands played by four bots from ``seed``."""
    match = Match(get_profile(profile_id), seed, hands=hands)
    play_match(match, [make_bot(bot, seed + s) for s in range(4)])
    return list(match.events)


class _Voiding:
    """A bot that voids ``suit`` when it chooses its void, and plays as ``bot`` otherwise."""

    def __init__(self, bot: object, suit: str) -> None:
        self.bot = bot
        self.suit = suit

    def choose(self, view: object, legal: tuple[Action, ...]) -> Action:
        for a in legal:
            if a.act is Act.VOID and a.suit == self.suit:
                return a
        return self.bot.choose(view, legal)  # type: ignore[attr-defined]


def played_voiding(profile_id: str, seed: int, seat: int, suit: str) -> list[ev.Event]:
    """``played``, one hand, but ``seat`` voids ``suit``: a mistake planted in the game itself
    (the normal bot's own choices seldom lose enough for the review to call them one)."""
    match = Match(get_profile(profile_id), seed, hands=1)
    players = [make_bot("normal", seed + s) for s in range(4)]
    players[seat] = _Voiding(players[seat], suit)  # type: ignore[assignment]
    play_match(match, players)
    return list(match.events)


def write_save(path: Path, events: list[ev.Event], profile_id: str, seed: int = 0) -> Path:
    seats = tuple({"name": f"p{s}", "player": "human" if s == 0 else "bot:normal"}
                  for s in range(4))
    start = events[0]
    assert isinstance(start, ev.HandStarted)
    save_game(path, SaveHeader(profile_id, dict(start.options), seats, seed), events)
    return path


def points(profile_id: str, seeds: range) -> Iterator[tuple[int, Point]]:
    """Every decision point of every seat in one seeded hand per seed: (seat, point)."""
    for seed in seeds:
        events = played(profile_id, seed)
        end = next(i for i, e in enumerate(events) if isinstance(e, ev.MatchEnded))
        for seat in range(4):
            for pt in decision_points(events[:end], seat):
                yield seat, pt


def find(profile_id: str, wanted: Callable[[int, Point], Action | None],
         seeds: range = range(60)) -> tuple[int, Point, Action]:
    """The first point where ``wanted`` names an action to plant."""
    for seat, pt in points(profile_id, seeds):
        a = wanted(seat, pt)
        if a is not None:
            return seat, pt, a
    raise AssertionError("no such position in the seeded hands")


def shanten_after(st: GameState, seat: int, t: int) -> int:
    p = st.players[seat]
    hand = list(p.hand)
    hand.remove(t)
    return analysis.shanten(hand, p.melds, p.void)


def ready_breaker(st: GameState, seat: int, pt: Point, wall: Callable[[int], bool],
                  waiting: int = 1) -> Action | None:
    """On a turn of a hand that a discard keeps ready on at least ``waiting`` unseen winning
    tiles, with ``wall(tiles left)``: the discard that leaves it not ready with the fewest
    improving tiles (the lowest of those)."""
    if st.phase is not Phase.TURN or not wall(st.wall) or any(
            a.act is not Act.DISCARD for a in pt.legal):
        return None
    p = st.players[seat]
    view = seat_view(st, seat)
    seen = view.visible_tiles()
    best_wait = 0
    worse: list[tuple[int, int, Action]] = []
    for a in pt.legal:
        assert a.tile is not None
        hand = list(p.hand)
        hand.remove(a.tile)
        if analysis.shanten(hand, p.melds, p.void) == 0:
            unseen = analysis.unseen_counts(hand, p.melds, seen)
            best_wait = max(best_wait, sum(unseen[w] for w in analysis.waits(
                hand, p.melds, p.void)))
        else:
            uk, _ = analysis.ukeire(hand, p.melds, p.void, seen)
            worse.append((uk, a.tile, a))
    if best_wait < waiting or not worse:
        return None
    return min(worse)[2]
