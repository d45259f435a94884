"""From play to drills: a hand played by a seat that throws its worst tile on purpose gives
discard drills of the very positions it met (hand, melds, void, seen tiles), each clearly
worse than the hint brain's choice, and they come first in the next day's review."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from mahjong_gui.bots.hints import hint
from mahjong_gui.bots.registry import make_bot
from mahjong_gui.drills import grade
from mahjong_gui.drills.mistakes import CLEAR_MARGIN, mistakes_from_log
from mahjong_gui.drills.model import DiscardAnswer, HandQuestion
from mahjong_gui.engine import analysis
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act, legal_actions
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.engine.state import replay
from mahjong_gui.engine.table import Table, play_hand
from mahjong_gui.engine.views import SeatView, seat_view
from mahjong_gui.store.drills import MISTAKES, DrillStore

T0 = datetime(2026, 3, 2, 20, 0, tzinfo=timezone.utc)


class WorstDiscards:
    """Plays like the normal bot, except that it throws the legal discard the analysis ranks
    last (the mistakes to be found)."""

    def __init__(self) -> None:
        self.inner = make_bot("normal", 1)
        self.thrown = 0

    def choose(self, view: SeatView, legal: tuple) -> object:
        discards = [a for a in legal if a.act is Act.DISCARD]
        if not discards or any(a.act is Act.WIN for a in legal):
            return self.inner.choose(view, legal)
        ranked = analysis.discards(view.hand, view.melds, view.void, view.visible_tiles(),
                                   family=PROFILES[view.profile].analysis_family)
        allowed = {a.tile for a in discards}
        worst = [o.tile for o in ranked if o.tile in allowed][-1]
        self.thrown += 1
        return next(a for a in discards if a.tile == worst)


@pytest.mark.parametrize("rules", ["mil", "hk-modern"])
def test_bad_discards_become_drills(rules: str) -> None:
    profile = PROFILES[rules]
    table = Table(profile, seed=2)
    players = [WorstDiscards(), make_bot("normal", 2), make_bot("normal", 3),
               make_bot("normal", 4)]
    play_hand(table, players)
    log = list(table.events)
    found = mistakes_from_log(log, 0, profile)
    assert found, "a hand of worst discards holds mistakes"
    for d in found:
        assert d.origin == "play" and d.rules == rules
        q = d.question
        assert isinstance(q, HandQuestion) and isinstance(d.answer, DiscardAnswer)
        # the position is the one the seat met just before that discard
        before = replay(log[:d.level])
        view = seat_view(before, 0)
        assert (q.hand, q.melds) == (view.hand, view.melds)
        assert set(q.visible) <= set(view.visible_tiles())
        thrown = log[d.level]
        assert isinstance(thrown, ev.Discarded) and thrown.seat == 0
        suggestion = hint(view, legal_actions(before, 0))
        numbers = {c.tile: (c.shanten, c.ukeire) for c in d.answer.candidates}
        mine, theirs = numbers[thrown.tile], numbers[suggestion.action.tile]
        assert mine[0] > theirs[0] or mine[1] <= theirs[1] - CLEAR_MARGIN
        assert not grade(d, thrown.tile).right  # the drill grades the played tile wrong


def test_a_good_player_makes_no_mistakes_against_itself() -> None:
    profile = PROFILES["competition"]
    table = Table(profile, seed=5)
    play_hand(table, [make_bot("strong", s) for s in range(4)])
    assert mistakes_from_log(table.events, 0, profile) == []


def test_mistakes_appear_first_in_the_review() -> None:
    profile = PROFILES["majsoul"]
    table = Table(profile, seed=3)
    play_hand(table, [WorstDiscards(), *(make_bot("normal", s) for s in range(3))])
    found = mistakes_from_log(table.events, 0, profile)
    assert found
    store = DrillStore(":memory:")
    ids = store.add_mistakes(found, T0)
    assert store.add_mistakes(found, T0) == ids  # the same decisions are not added twice
    review = store.todays_review(T0 + timedelta(hours=12), "majsoul", new_per_day=30)
    assert [c.id for c in review[:len(ids)]] == ids
    assert all(c.deck.kind == MISTAKES for c in review[:len(ids)])
    assert store.drill_of(review[0]).question == found[0].question
