"""The Hong Kong strong level as it was when issue 33 was filed stays playable as ``strong_v1``
(benchmarks/strong_variants.py): it plays the very games that level played. The games below
were recorded by running the filing-time code itself (commit db0d676, the landed main the
issue measured, its ``strong`` bots) on these seeds, not by running ``strong_v1``."""

from __future__ import annotations

from benchmarks.strong_variants import make_bot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table, hand_seed, play_hand

# (events in the hand, each seat's score change) for hands 0-11 of seed 5, four bots seeded
# as Simulation seeds them (seed * 7919 + hand * 4 + seat), hk-modern, the dealer rotating.
FILING_TIME_GAMES = (
    (98, (0, 64, 0, -64)),
    (178, (0, 0, 0, 0)),
    (118, (128, -32, -64, -32)),
    (112, (0, -16, 16, 0)),
    (146, (0, -32, 0, 32)),
    (160, (-64, 192, -64, -64)),
    (175, (0, 0, 0, 0)),
    (172, (0, 0, 0, 0)),
    (135, (384, -128, -128, -128)),
    (170, (0, 0, 0, 0)),
    (174, (0, 0, 0, 0)),
    (167, (0, 0, 0, 0)),
)


def _games(name: str, hands: int) -> list[tuple[int, tuple[int, ...]]]:
    profile = get_profile("hk-modern")
    out = []
    for k in range(hands):
        table = Table(profile, hand_seed(5, k), dealer=k % 4, hand_no=k)
        play_hand(table, [make_bot(name, 5 * 7919 + k * 4 + s) for s in range(4)])
        end = table.events[-1]
        assert isinstance(end, ev.HandEnded)
        out.append((len(table.events), tuple(end.deltas)))
    return out


def test_strong_v1_plays_the_games_the_strong_level_played_when_issue_33_was_filed() -> None:
    assert _games("strong_v1", len(FILING_TIME_GAMES)) == list(FILING_TIME_GAMES)


def test_the_strong_level_today_plays_other_games_than_its_reference() -> None:
    # the reference is a level of its own: today's strong level does not replay it
    assert _games("strong", len(FILING_TIME_GAMES)) != list(FILING_TIME_GAMES)
