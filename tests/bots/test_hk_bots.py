"""Hong Kong bots (docs/rules.md §3): they aim for hands that reach the table minimum, call by
what a call does to that plan, play legally at every level, and the hints speak the same
numbers."""

from __future__ import annotations

import pytest

from benchmarks.strong_variants import make_bot
from mahjong_gui.bots.hints import HintReason, hint
from mahjong_gui.engine import analysis
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.checks import invariant_violations
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Match, play_hand
from tests.engine.hk_tools import hk_table, t, tl

HK = analysis.Family.HONG_KONG

# East holds one suit's worth of characters, two off-suit pairs of neighbours and two lone
# honours. By shape alone an honour and an off-suit tile are as good (shanten 2 either way);
# but no plan of a mixed hand reaches 3 faan on a discard here (no bonus 1 + concealed 1), so
# the characters-and-honours plan throws the dots or bamboo and keeps the honours.
EAST = "1m2m3m4m5m6m7m8m2p3p5s6s5z7z"
OFF_SUIT = {t(x) for x in ("2p", "3p", "5s", "6s")}
HONOURS = {t("5z"), t("7z")}


def test_normal_plays_for_a_hand_that_reaches_the_minimum() -> None:
    hand = list(tl(EAST))
    for a, b in (("5z", "2p"), ("7z", "6s")):
        one, two = list(hand), list(hand)
        one.remove(t(a))
        two.remove(t(b))
        assert analysis.shanten(one, family=HK) == analysis.shanten(two, family=HK) == 2
    table = hk_table({0: EAST})
    view, legal = table.view(0), table.pending()[0]
    # Counting only what is in hand (issue 33's first levels, and easy), no free hand reaches
    # the minimum here: the characters-and-honours plan throws an off-suit tile.
    assert make_bot("strong_v1", 1).choose(view, legal).tile in OFF_SUIT
    # The normal and strong levels count the all-chows row toward the minimum while no pong is
    # declared (issue 33), and the hand is all runs so far: no bonus 1 + concealed 1 + all
    # chows 1 reach 3, so the free hand is declarable and they keep the off-suit pairs.
    for level in ("normal", "strong"):
        assert make_bot(level, 1).choose(view, legal).tile in HONOURS
    # Where bonus faan do not count toward the minimum, concealed 1 + all chows 1 make 2: the
    # normal level plays for one suit, as issue 33's first strong level (``strong_hk33``) did;
    # the strong level also counts the self-draw row of a concealed hand (3) and keeps the pairs.
    table = hk_table({0: EAST}, bonus_counts="no")
    view, legal = table.view(0), table.pending()[0]
    for level in ("normal", "strong_hk33"):
        assert make_bot(level, 1).choose(view, legal).tile in OFF_SUIT
    assert make_bot("strong", 1).choose(view, legal).tile in HONOURS
    assert make_bot("normal_both", 1).choose(view, legal).tile in HONOURS


def test_a_chow_that_closes_every_plan_is_declined() -> None:
    # South holds the same characters; a chow of dots leaves no plan worth 3 faan.
    table = hk_table({0: "3p1s4s7s1z2z3z6z9m9m9p9p2s2s",
                      1: "1m2m3m4m5m6m7m8m4p5p5z5z7z"})
    table.submit(0, Action(Act.DISCARD, t("3p")))
    legal = table.pending()[1]
    assert Action(Act.CHOW, t("3p")) in legal
    for level in ("normal", "strong"):
        assert make_bot(level, 2).choose(table.view(1), legal).act is Act.PASS


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_every_level_plays_legal_hong_kong_hands(level: str) -> None:
    profile = get_profile("hk-classical")
    bots = [make_bot(level, s) for s in range(4)]
    match = Match(profile, seed=31, hands=6)
    wins = 0
    for _ in range(6):
        table = match.start_hand()
        play_hand(table, bots)  # the table refuses anything illegal
        match.sync()
        wins += any(isinstance(e, ev.Won) for e in table.events)
    assert invariant_violations(match.events) == []
    assert wins >= 1


def test_bots_are_deterministic_by_seed() -> None:
    def log(seed: int) -> list[str]:
        match = Match(get_profile("hk-modern"), seed=4, hands=1)
        play_hand(match.start_hand(), [make_bot("strong", seed + s) for s in range(4)])
        return [ev.to_json(e) for e in match.events]

    assert log(9) == log(9)


def test_the_hint_names_a_legal_move_and_the_distance_to_the_minimum() -> None:
    table = hk_table({0: EAST}, bonus_counts="no")
    view, legal = table.view(0), table.pending()[0]
    h = hint(view, legal)
    assert h.action in legal and h.action.act is Act.DISCARD
    # The strong level keeps the runs for a free hand (concealed, self-draw and all chows
    # reach 3: see the test above) and throws an honour; the hint's numbers are the plans
    # without those hopes, where an off-suit tile goes first, so it reads as a higher value.
    assert h.action.tile in HONOURS and h.reason is HintReason.HIGHER_VALUE
    # After throwing 5z: 12345678m 7z are the characters-and-honours plan's nine tiles, the
    # four off-suit tiles still to replace: four from ready.
    assert h.shanten == 4
    assert h.discards and {d.tile for d in h.discards} == {a.tile for a in legal
                                                           if a.act is Act.DISCARD}
