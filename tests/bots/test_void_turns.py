"""Issue 17, self-play speed: a turn whose legal actions are all void-suit discards is decided
from the view without the full knowledge (``NormalBot._void_turn``, ``brain.unseen``). Checked
against the knowledge-based path on every turn of seeded self-play in the Sichuan profiles."""

from __future__ import annotations

import copy

import pytest

from mahjong_gui.bots import brain
from mahjong_gui.bots.brain import Knowledge
from mahjong_gui.bots.levels import EasyBot, NormalBot
from mahjong_gui.engine.legal import Act, Action

from .test_fast_paths import SICHUAN, decisions


@pytest.mark.parametrize("profile_id", SICHUAN)
def test_unseen_alone_is_the_knowledge_s(profile_id: str) -> None:
    n = 0
    for view, _legal in decisions(profile_id, 6):
        assert brain.unseen(view) == brain.knowledge(view).unseen
        n += 1
    assert n > 200


@pytest.mark.parametrize("profile_id", SICHUAN)
def test_a_void_turn_from_the_view_is_the_turn_the_knowledge_gives(profile_id: str) -> None:
    quick = slow = 0
    for view, legal in decisions(profile_id, 8):
        if brain.is_claim(view, legal):
            continue
        bot = NormalBot(7)
        got = bot._void_turn(view, legal)
        if got is None:
            slow += 1
            # Not a void-only turn: a win, a kong or a discard outside the void suit is legal.
            assert view.void is None or any(
                a.act is not Act.DISCARD or a.tile is None or brain.suit_of(a.tile) != view.void
                for a in legal)
            continue
        quick += 1
        other = copy.deepcopy(bot)
        assert got == other.turn(brain.knowledge(view), legal)
        assert bot.rng.getstate() == other.rng.getstate()
        assert bot.choose(view, legal) == got
    assert quick > 20 and slow > 20


def test_only_levels_that_decide_void_turns_as_the_normal_one_take_the_short_way() -> None:
    class OwnTurn(NormalBot):
        def turn(self, k: Knowledge, legal: tuple[Action, ...]) -> Action:
            return legal[-1]

    class OwnTie(NormalBot):
        def tie_key(self, k: Knowledge, t: int) -> tuple[int, int, int]:
            return (0, 0, -t)

    assert NormalBot(1)._quick_void
    assert not EasyBot(1)._quick_void  # its void discards draw from its generator
    assert not OwnTurn(1)._quick_void
    assert not OwnTie(1)._quick_void
    for view, legal in decisions("mil", 3):
        if not brain.is_claim(view, legal) and NormalBot(1)._void_turn(view, legal) is not None \
                and len({a.tile for a in legal}) > 1:
            assert OwnTurn(1).choose(view, legal) == legal[-1]
            want = OwnTie(1).pick_discard(brain.knowledge(view), list(legal),
                                          OwnTie(1).discard_options(brain.knowledge(view),
                                                                    list(legal)))
            assert OwnTie(1).choose(view, legal) == want
            return
    raise AssertionError("no void turn with a choice in three seeded hands")


def test_the_void_choice_weighs_each_suit_s_shanten() -> None:
    """``brain.choose_void`` (each suit's shanten from one split of the hand) picks what the
    suit-by-suit key gives: the lowest ``void_shanten``, then the fewest tiles, then the suit."""
    import random

    from mahjong_gui.engine.tiles import TILES

    rng = random.Random(53)
    wall = [t for t in range(27) for _ in range(4)]
    for _ in range(3_000):
        hand = tuple(sorted(TILES[t] for t in rng.sample(wall, rng.choice((13, 14)))))
        counts = {s: sum(1 for t in hand if brain.suit_of(t) == s) for s in "mps"}
        want = min("mps", key=lambda s: (brain.void_shanten(hand, (), s), counts[s], s))
        assert brain.choose_void(hand) == want
