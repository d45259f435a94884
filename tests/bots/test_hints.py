"""Hints: the suggested discard is the one with the best (shanten, ukeire), worked out here by
hand, with the numbers behind it."""

from __future__ import annotations

import dataclasses

from mahjong_gui.bots import Hint, hint
from mahjong_gui.bots.hints import HintReason
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.tiles import parse

from .helpers import seat, turn_view

QUIET = seat(void="s")


def _discards(hand: str) -> tuple[Action, ...]:
    return tuple(Action(Act.DISCARD, t) for t in sorted(set(parse(hand))))


def test_hint_picks_the_widest_ready_wait() -> None:
    """123m 456m 789m are sets; the dots 5 5 6 7 9 leave three ready choices:
    throw 9p -> 55p + 67p waits on 5p (2 unseen, we hold two) and 8p (4): 6 tiles;
    throw 6p -> 55p + 79p waits on 8p: 4 tiles; throw 5p -> 567p + a single 9p: 3 tiles.
    Any other throw breaks a set or the pair and is not ready. All waits are plain wins."""
    hand = "123456789m55679p"
    h = hint(turn_view(hand, "s", (QUIET, QUIET, QUIET)), _discards(hand))
    assert h.action == Action(Act.DISCARD, parse("9p")[0])
    assert (h.shanten, h.ukeire) == (0, 6)
    assert h.reason in (HintReason.BEST_WAIT, HintReason.MOST_UKEIRE)
    assert [(str(w.tile), w.unseen, w.value, w.self_draw) for w in h.waits] == [
        ("5p", 2, 1, 2), ("8p", 4, 1, 2)]  # mil: a plain win is 1, self-drawn 1 + 1 each
    assert h.danger == ((1, 0.0), (2, 0.0), (3, 0.0))  # nobody has discarded: nobody ready
    assert h.discards[0].tile == parse("9p")[0]
    assert [(d.shanten, d.ukeire) for d in h.discards[:3]] == [(0, 6), (0, 4), (0, 3)]


def test_hint_picks_the_most_ukeire_among_equal_shanten() -> None:
    """Three sets of characters and the dots 1 3 5 7 9: every throw leaves a 1-shanten hand.
    Throwing an end (1p or 9p) keeps 3p 5p 7p 9p: 4p, 6p and 8p make a set (4 each) and 3p,
    5p, 7p and 9p a pair (3 unseen each): 24 tiles. Throwing 5p keeps 1 3 7 9: 2p and 8p make
    sets, and the four pairs: 20 tiles. Throwing 3p keeps 1 5 7 9: 6p and 8p make sets, pairs
    of 1p, 5p or 9p help, but a pair of 7p leaves 5p and 9p loose: 17 (7p likewise). No
    character helps: ten characters are three sets and a loose tile at best."""
    hand = "123456789m13579p"
    h = hint(turn_view(hand, "s", (QUIET, QUIET, QUIET)), _discards(hand))
    assert h.action in (Action(Act.DISCARD, parse("1p")[0]),
                        Action(Act.DISCARD, parse("9p")[0]))
    assert (h.shanten, h.ukeire) == (1, 24)
    assert h.reason is HintReason.MOST_UKEIRE
    assert set(h.improving) == set(parse("3456789p"))
    assert h.waits == ()
    by_tile = {str(d.tile): (d.shanten, d.ukeire) for d in h.discards}
    assert by_tile["5p"] == (1, 20)
    assert by_tile["3p"] == by_tile["7p"] == (1, 17)


def test_a_hint_is_a_frozen_value() -> None:
    hand = "123456789m55679p"
    h = hint(turn_view(hand, "s", (QUIET, QUIET, QUIET)), _discards(hand))
    assert isinstance(h, Hint)
    assert dataclasses.is_dataclass(h)
    try:
        h.reason = HintReason.WIN  # type: ignore[misc]
    except dataclasses.FrozenInstanceError:
        pass
    else:  # pragma: no cover
        raise AssertionError("Hint must be frozen")


def test_hint_offers_the_win_and_void_first() -> None:
    """A complete hand: the hint says win. Holding a void tile: throw it first."""
    done = "123456789m55567p"
    legal = (Action(Act.WIN), *_discards(done))
    h = hint(turn_view(done, "s", (QUIET, QUIET, QUIET)), legal)
    assert h.action == Action(Act.WIN) and h.reason is HintReason.WIN
    stray = "123456789m5567p9s"
    h = hint(turn_view(stray, "s", (QUIET, QUIET, QUIET)), (Action(Act.DISCARD, parse("9s")[0]),))
    assert h.action == Action(Act.DISCARD, parse("9s")[0])
    assert h.reason is HintReason.VOID_FIRST
