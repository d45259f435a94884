"""Defence: against an opponent who is visibly ready, the strong level (and the hint) throws a
safe tile when the shape does not care which of two tiles goes."""

from __future__ import annotations

from mahjong_gui.bots import StrongBot, hint, make_bot
from mahjong_gui.bots.hints import HintReason
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.tiles import parse

from .helpers import discards, seat, turn_view

# Seat 0 holds four sets and two loose fives: 111m 999m 123s 789s + 5m 5s. Throwing either five
# leaves a ready hand waiting on the other (a single wait, three unseen copies each), so shape
# and value cannot choose. The normal level throws the less connected 5m.
HAND = "111999m5m123789s5s"

# Seat 1 is visibly ready: three pongs of characters declared, eight discards that are all
# dots after its void bamboo (a pure characters hand, one pair and a single left). Its void is
# bamboo, so 5s can never win for it; 5m, a middle character, is the tile it most likely wants.
READY = seat(river="19s" + "12345789p", melds=("pong:2m", "pong:4m", "pong:7m"), void="s",
             hand_size=4)
QUIET = seat(river="", void="p")  # nothing discarded yet: no reason to fear it


def _view():
    return turn_view(HAND, "p", (READY, QUIET, QUIET), wall=24)


def test_the_shape_choice_would_feed_the_ready_player() -> None:
    assert make_bot("normal", 1).choose(_view(), discards(HAND)) == Action(Act.DISCARD,
                                                                           parse("5m")[0])


def test_strong_throws_the_tile_of_the_ready_players_void_suit() -> None:
    assert StrongBot(1).choose(_view(), discards(HAND)) == Action(Act.DISCARD, parse("5s")[0])


def test_the_hint_names_the_safe_tile_and_its_danger() -> None:
    h = hint(_view(), discards(HAND))
    assert h.action == Action(Act.DISCARD, parse("5s")[0])
    assert h.reason is HintReason.SAFE_TILE
    assert dict(h.danger)[1] == 0.0  # docs/rules.md §2: nobody wins on their void suit
    by_tile = {d.tile: d for d in h.discards}
    five_m = dict(by_tile[parse("5m")[0]].danger)
    assert five_m[1] > 0.2  # a likely wait of a ready pure-characters hand
    assert all(0.0 <= x <= 1.0 for d in h.discards for _, x in d.danger)
    assert h.shanten == 0 and [w.tile for w in h.waits] == list(parse("5m"))
