"""The bots' shortcuts (issue 17: faster self-play) decide exactly as the full analysis would.

Each shortcut is checked against the slow path it replaces, on every decision of seeded
self-play in the Sichuan profiles where it applies: a pong claim weighed by one shanten call
(``brain.pong_best_shanten``) against the best of ``pong_options``, and a turn whose legal
discards are all void-suit tiles (``void_discard``) against ``pick_discard`` over
``discard_options``, with the same draws from the seeded generator for the easy level."""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Iterator

import pytest

from mahjong_gui.bots import brain
from mahjong_gui.bots.brain import Knowledge
from mahjong_gui.bots.levels import EasyBot, NormalBot, least_tied, tie_key, void_tiles
from mahjong_gui.engine import analysis
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table, play_hand
from mahjong_gui.engine.tiles import TILES, Tile
from mahjong_gui.engine.views import OtherSeat, SeatView
from tests.profiles import SICHUAN

from .helpers import seat, tl, turn_view


class Recorder:
    """Plays as ``bot`` and keeps every (view, legal actions) it was asked about."""

    def __init__(self, bot: NormalBot, seen: list[tuple[SeatView, tuple[Action, ...]]]) -> None:
        self.bot = bot
        self.seen = seen

    def choose(self, view: SeatView, legal: tuple[Action, ...]) -> Action:
        self.seen.append((view, legal))
        return self.bot.choose(view, legal)


def decisions(profile_id: str, hands: int) -> Iterator[tuple[SeatView, tuple[Action, ...]]]:
    profile = get_profile(profile_id)
    for h in range(hands):
        seen: list[tuple[SeatView, tuple[Action, ...]]] = []
        bots = [NormalBot(10 * h + s) if s % 2 else EasyBot(10 * h + s) for s in range(4)]
        play_hand(Table(profile, 1000 + h, dealer=h % 4), [Recorder(b, seen) for b in bots])
        for view, legal in seen:
            if legal[0].act not in (Act.EXCHANGE, Act.VOID):
                yield view, legal


def slow_pong(k: Knowledge, t: Tile) -> int:
    return brain.pong_options(k, t, within=0, details=False)[0].shanten


@pytest.mark.parametrize("profile_id", SICHUAN)
def test_a_pong_is_weighed_as_its_best_discard(profile_id: str) -> None:
    checked = 0
    for view, _legal in decisions(profile_id, 8):
        k = brain.knowledge(view)
        if len(k.hand) + 3 * len(k.melds) != 13:
            continue  # a turn: nothing to pong
        # Every pair or triplet the hand holds outside the void suit, offered or not.
        for t in sorted(set(k.hand)):
            if 2 <= k.hand.count(t) <= 3 and brain.suit_of(t) != k.void:
                assert brain.pong_best_shanten(k, t) == slow_pong(k, t), (k.hand, k.melds, t)
                checked += 1
    assert checked > 100


def test_a_pong_that_completes_the_hand_counts_as_ready() -> None:
    """Ponging onto a complete shape leaves a ready hand after the discard (shanten 0), the
    number the analysis gives; the 14 tiles' own shanten (-1) would overstate the pong."""
    view, _ = next(decisions("mil", 1))
    # 123m 456m 789m 55p 11p, ready on 5p or 1p; ponging 5p completes 123m 456m 789m 11p.
    hand = tuple(TILES[i] for i in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 13, 13))
    k = dataclasses.replace(brain.knowledge(view), hand=hand, melds=(), void="s")
    t = TILES[13]
    assert brain.shanten((*hand, t), (), "s") == -1
    assert slow_pong(k, t) == brain.pong_best_shanten(k, t) == 0


def seeded_hands(rng: random.Random, n: int) -> Iterator[tuple[tuple[int, ...], tuple[Meld, ...],
                                                            str]]:
    """Seeded hands of 13 tiles (melds included) holding a pair to pong, with a void suit."""
    wall = [t for t in range(27) for _ in range(4)]
    while n:
        void = rng.choice("mps")
        melds: list[Meld] = []
        tiles = wall[:]
        rng.shuffle(tiles)
        for _ in range(rng.randrange(3)):
            t = next(x for x in tiles if x // 9 != "mps".index(void) and tiles.count(x) >= 3)
            for _ in range(3):
                tiles.remove(t)
            melds.append(Meld(MeldKind.PONG, TILES[t]))
        hand = tuple(sorted(tiles[:13 - 3 * len(melds)]))
        if any(hand.count(t) >= 2 and t // 9 != "mps".index(void) for t in hand):
            n -= 1
            yield hand, tuple(melds), void


def test_a_pong_is_weighed_as_its_best_discard_on_seeded_hands() -> None:
    view, _ = next(decisions("mil", 1))
    base = brain.knowledge(view)
    rng = random.Random(17)
    for hand, melds, void in seeded_hands(rng, 3000):
        k = dataclasses.replace(base, hand=tuple(TILES[t] for t in hand), melds=melds,
                                void=void)
        for t in sorted(set(hand)):
            if 2 <= hand.count(t) <= 3 and t // 9 != "mps".index(void):
                assert brain.pong_best_shanten(k, TILES[t]) == \
                    slow_pong(k, TILES[t]), (hand, melds, void, t)


@pytest.mark.parametrize("profile_id", SICHUAN)
def test_a_void_suit_discard_is_the_one_the_analysis_picks(profile_id: str) -> None:
    checked = 0
    for view, legal in decisions(profile_id, 8):
        if brain.is_claim(view, legal):
            continue
        k = brain.knowledge(view)
        discards = [a for a in legal if a.act is Act.DISCARD]
        if void_tiles(k, legal, discards) is None:
            continue
        for bot in (NormalBot(3), EasyBot(4, slip=0.5), EasyBot(5, slip=1.0)):
            for _ in range(3):  # the easy level's draws differ from one call to the next
                slow = copy.deepcopy(bot)
                want = slow.pick_discard(k, discards, slow.discard_options(k, discards))
                assert bot.void_discard(k, legal, discards) == want
                assert bot.rng.getstate() == slow.rng.getstate()
        checked += 1
    assert checked > 20


def test_void_discard_steps_aside_for_other_turns_and_other_pickers() -> None:
    found = None
    for view, legal in decisions("mil", 4):
        if brain.is_claim(view, legal):
            continue
        k = brain.knowledge(view)
        discards = [a for a in legal if a.act is Act.DISCARD]
        if void_tiles(k, legal, discards) is not None:
            found = k, legal, discards
        elif k.void is not None and any(brain.suit_of(a.tile) != k.void for a in discards
                                        if a.tile is not None):
            # A discard outside the void suit is legal: the analysis decides.
            assert NormalBot(1).void_discard(k, legal, discards) is None
    assert found is not None
    k, legal, discards = found
    kong = Action(Act.KONG, tile=discards[0].tile)
    assert void_tiles(k, (*legal, kong), discards) is None  # a kong needs the shanten

    class OwnPicker(NormalBot):
        def pick_discard(self, k: Knowledge, discards: object, options: object) -> Action:
            raise AssertionError("not reached")

    assert OwnPicker(1).void_discard(k, legal, discards) is None
    assert NormalBot(1).void_discard(k, legal, discards) is not None


def test_the_least_tied_tile_is_the_lowest_tie_key() -> None:
    rng = random.Random(23)
    wall = [t for t in range(34) for _ in range(4)]
    for _ in range(3000):
        hand = sorted(rng.sample(wall, 14))
        unseen = [rng.randrange(5) for _ in range(34)]
        tiles = sorted(set(rng.sample(hand, rng.randrange(1, 8))))
        rng.shuffle(tiles)  # the first of equal keys in the order given
        want = min(tiles, key=lambda t: tie_key(hand, unseen, t))
        assert least_tied(hand, unseen, tiles) == want


@pytest.mark.parametrize("profile_id", SICHUAN)
def test_knowledge_counts_what_the_view_shows(profile_id: str) -> None:
    """The remembered per-seat parts give the view's own visible tiles and unseen counts, on
    every decision of seeded hands (rivers, melds and revealed winning hands changing)."""
    for view, _legal in decisions(profile_id, 6):
        k = brain.knowledge(view)
        visible = view.visible_tiles()
        unseen = analysis.unseen_counts(view.hand, view.melds, visible)
        assert k.visible == visible
        assert k.unseen == (*unseen[:27], 0, 0, 0, 0, 0, 0, 0)
        assert k.pool == sum(unseen[:27])
        opponents = tuple(s for s in range(4) if s != view.seat and not view.seats[s].won)
        assert k.opponents == opponents
        assert k == Knowledge(
            view=view, profile=brain.profile_of(view), seat=view.seat, hand=view.hand,
            melds=view.melds, void=view.void, unseen=(*unseen[:27], 0, 0, 0, 0, 0, 0, 0),
            pool=sum(unseen[:27]), wall=view.wall, visible=visible, opponents=opponents,
            draws_left=view.wall / (len(opponents) + 1))


def test_knowledge_counts_every_kind_of_meld_and_a_shown_winning_hand() -> None:
    winner = OtherSeat(hand_size=0, melds=(Meld(MeldKind.CHOW, TILES[2]),), river=tuple(tl("9m")),
                       void="p", won=True, win_tile=TILES[4],
                       winning_hand=tuple(tl("55m678m11s234s999s")))
    # 7p five times (its kong and a copy in the river): the count stops at 0.
    others = (seat(river="1s1s2p7p", melds=("kong:7p", "ankong:8s")), winner,
              seat(river="3m", melds=("addkong:2p",)))
    own = (Meld(MeldKind.PONG, TILES[18 + 5]),)
    view = turn_view("1112223334p4s", "m", others, melds=own, river="6s")
    for _ in range(2):  # the second time from the remembered parts
        k = brain.knowledge(view)
        unseen = analysis.unseen_counts(view.hand, view.melds, view.visible_tiles())
        assert k.visible == view.visible_tiles()
        assert k.unseen == (*unseen[:27], 0, 0, 0, 0, 0, 0, 0)
        assert k.pool == sum(unseen[:27])
        assert k.opponents == (1, 3)
        assert k.unseen[9 + 6] == 0
