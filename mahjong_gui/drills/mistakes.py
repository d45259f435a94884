"""From play to drills (issue 13, item 4; issue 27 item 6). Where the review has judged a hand,
each mistake it can phrase as a question (a discard, a call or pass, a void, a win or pass)
becomes a ``decision`` drill whose answer is the review's (``drills_from_review``). Where no
review has run, the older rule: a finished hand's event log replayed, and each
discard of the user's seat that was clearly worse than what the hint brain suggested
(``bots.hints.hint``, which asks a family with its own bots for its hint) becomes a
``discard`` question with the position as it was: hand, melds, void and visible tiles.

"Clearly worse" is measured with the drills' own yardstick (``analysis.discards``): the user's
discard leaves a higher shanten than the hint's, or the same shanten with at least
``CLEAR_MARGIN`` fewer improving tiles. A discard the hint itself would make is never a
mistake, nor one the hint prefers for defence while the user's is as fast."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import accumulate
from typing import TYPE_CHECKING

from mahjong_gui.bots.hints import hint
from mahjong_gui.drills.answers import discard_answer
from mahjong_gui.drills.model import (
    DecisionQuestion,
    Drill,
    HandQuestion,
    Judged,
    Kind,
    ReviewAnswer,
)
from mahjong_gui.engine import analysis
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act, legal_actions
from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.engine.state import INITIAL, GameState, Phase, apply
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import seat_view

if TYPE_CHECKING:
    from mahjong_gui.review.review import JudgedDecision

REVIEWED_KINDS = ("discard", "claim", "void", "win")
"""The review's decision kinds a drill can ask again (exchange three and a kong of one's own
are left to the review window)."""

CLEAR_MARGIN = 4
"""Improving tiles fewer than the hint's discard, at the same shanten, that make a mistake."""


def mistakes_from_log(events: Iterable[ev.Event], seat: int,
                      profile: AnyProfile) -> list[Drill]:
    """The clearly worse discards of ``seat`` in the log (one hand or a match), as discard
    drills (``origin`` "play"; ``seed`` the hand's seed, ``level`` the discard's place among
    the hand's events), in the order they were made."""
    state = INITIAL
    out: list[Drill] = []
    hand_seed = 0
    since_start = 0
    for e in events:
        if isinstance(e, ev.HandStarted):
            hand_seed, since_start = e.seed, 0
        if (isinstance(e, ev.Discarded) and e.seat == seat and state.phase is Phase.TURN
                and state.turn == seat):
            drill = _judge(state, seat, e.tile, profile, hand_seed, since_start)
            if drill is not None:
                out.append(drill)
        state = apply(state, e)
        since_start += 1
    return out


def _judge(state: GameState, seat: int, thrown: Tile, profile: AnyProfile, hand_seed: int,
           place: int) -> Drill | None:
    view = seat_view(state, seat)
    if len(view.hand) + 3 * len(view.melds) != 14:
        return None
    if view.void is not None and any(t.suit.value == view.void for t in view.hand):
        return None  # void-suit tiles go first: no choice worth a drill
    legal = legal_actions(state, seat)
    suggestion = hint(view, legal)
    if suggestion.action.act is not Act.DISCARD or suggestion.action.tile is None:
        return None
    q = HandQuestion(view.hand, view.melds, view.void if profile.void_suit else None,
                     tuple(sorted(view.visible_tiles())))
    numbers = {o.tile: (o.shanten, o.ukeire)
               for o in analysis.discards(q.hand, q.melds, q.void, q.visible,
                                          family=profile.analysis_family)}
    mine, theirs = numbers.get(thrown), numbers.get(suggestion.action.tile)
    if mine is None or theirs is None:
        return None
    worse = mine[0] > theirs[0] or (mine[0] == theirs[0] and mine[1] <= theirs[1] - CLEAR_MARGIN)
    if not worse:
        return None
    return Drill(Kind.DISCARD, _spec(profile), hand_seed, place, q,
                 discard_answer(profile, q), origin="play")


def _spec(profile: AnyProfile) -> str:
    """The drill's rules: the profile with a club's options kept (``rules_spec``)."""
    from mahjong_gui.drills.generate import rules_spec

    return rules_spec(profile.id, profile.options)


def drills_from_review(events: Sequence[ev.Event], seat: int,
                       decisions: Sequence[JudgedDecision]) -> list[Drill]:
    """The review's mistakes of ``seat`` in ``events`` (the whole log the review read; each
    decision's ``index`` is in it) that a drill can ask, as ``decision`` drills (``origin``
    "review"; ``seed`` the hand's seed, ``level`` the decision's place among the hand's
    events), in the order they were made. The answer is the review's: the best choice, and
    graded right any choice whose value is within the review's mistake margin of the best
    (``JudgedDecision.margin``), never the one played."""
    from mahjong_gui.engine.rules import get_profile

    wanted = [d for d in decisions if d.mistake and d.kind in REVIEWED_KINDS]
    if not wanted:
        return []
    states = list(accumulate(events, apply, initial=INITIAL))
    out: list[Drill] = []
    for d in wanted:
        start = max(i for i in range(d.index) if isinstance(events[i], ev.HandStarted))
        first = events[start]
        assert isinstance(first, ev.HandStarted)
        profile = get_profile(first.profile, dict(first.options))
        view = seat_view(states[d.index], seat)
        offered = view.tile if view.phase is not Phase.TURN else None
        q = DecisionQuestion(view.hand, view.melds, view.void if profile.void_suit else None,
                             tuple(sorted(t for t in view.visible_tiles() if not t.is_bonus)),
                             offered, tuple(e.action for e in d.estimates), d.chosen)
        top = d.estimates[0]
        margin = d.margin
        accepted = tuple(e.action for e in d.estimates if e.action != d.chosen
                         and (e.action == d.best or top.ev - e.ev <= margin))
        answer = ReviewAnswer(d.best, accepted,
                              tuple(Judged(e.action, e.ev, e.se, e.futures)
                                    for e in d.estimates),
                              d.loss, d.se, d.category.value, d.reasons, d.unit)
        out.append(Drill(Kind.DECISION, _spec(profile), first.seed, d.index - start, q, answer,
                         origin="review"))
    return out


def hand_seeds(events: Iterable[ev.Event], hands: Iterable[int]) -> list[int]:
    """The seeds of the hands numbered ``hands`` (``HandStarted.hand``) in a log: the hands a
    review has judged whole, where its drills replace the older rule's."""
    wanted = set(hands)
    return [e.seed for e in events if isinstance(e, ev.HandStarted) and e.hand in wanted]
