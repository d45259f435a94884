"""``benchmarks/bots_bench.py`` times every decision twice: on the wall clock (the latency
target) and in this thread's CPU time (what the bot itself spent, without the machine's other
processes), one reading of each per decision, and the CPU-timed bots play the same game."""

from __future__ import annotations

from types import ModuleType

from mahjong_gui.engine.rules import get_profile
from mahjong_gui.simulate import Simulation
from tests.helpers import load_script


def load_bench() -> ModuleType:
    return load_script("benchmarks/bots_bench.py", "bots_bench")


def test_every_decision_has_a_wall_and_a_cpu_time() -> None:
    bench = load_bench()
    result = bench.play_pair("mil", "normal", "easy", 1, 4, check=False)
    assert result.hands == 4 and len(result.wall_diffs) == 1
    assert set(result.cpu) == set(result.times) == {"normal", "easy"}
    for name, times in result.times.items():
        assert len(result.cpu[name]) == len(times) > 0
        assert all(t >= 0 for t in result.cpu[name])
    summary = bench.percentiles(result.cpu["normal"])
    assert summary["n"] == len(result.cpu["normal"])


def test_cpu_timing_leaves_the_games_unchanged() -> None:
    bench = load_bench()
    timed = bench._PairedSimulation(get_profile("mil"), ("normal", "easy") * 2, 4, False)
    timed.run_hands(1, duplicate=True)
    plain = Simulation(get_profile("mil"), ("normal", "easy") * 2, 4, False)
    plain.run_hands(1, duplicate=True)
    assert [t.score for t in timed.seats] == [t.score for t in plain.seats]


def test_option_plays_the_profile_with_it() -> None:
    """``--option min_faan=0``: the walls are played under the profile with that option (the
    same scores as a plain duplicate simulation of it)."""
    bench = load_bench()
    options = (("min_faan", "0"),)
    result = bench.play_pair("hk-modern", "normal", "easy", 2, 4, check=False, options=options)
    plain = Simulation(get_profile("hk-modern", dict(options)), ("normal", "easy") * 2, 4, False)
    plain.run_hands(2, duplicate=True)
    # A wall's difference is the mean over its four deals of (a's mean - b's mean): two seats
    # each, so eight times the walls' sum is a's total less b's.
    total = plain.by_bot["normal"].score - plain.by_bot["easy"].score
    assert round(8 * sum(result.wall_diffs)) == total


def test_option_needs_a_key_and_a_value() -> None:
    import pytest

    bench = load_bench()
    with pytest.raises(SystemExit) as exc:
        bench.main(["--option", "min_faan", "--hands", "4"])
    assert exc.value.code == 2


def test_a_duplicate_wall_is_dealt_to_four_different_seatings() -> None:
    """Two bots on alternate seats rotate into two seatings only; the third and fourth deals
    are (a, a, b, b) and (b, b, a, a), not replays of the first two, and each bot sits twice
    in every seat. Four different bots keep their four rotations."""
    from mahjong_gui.simulate import duplicate_seatings

    pair = duplicate_seatings(("strong", "normal", "strong", "normal"))
    assert pair == (("strong", "normal", "strong", "normal"),
                    ("normal", "strong", "normal", "strong"),
                    ("strong", "strong", "normal", "normal"),
                    ("normal", "normal", "strong", "strong"))
    for seat in range(4):
        assert [s[seat] for s in pair].count("strong") == 2
    four = duplicate_seatings(("a", "b", "c", "d"))
    assert four[1] == ("b", "c", "d", "a") and len(set(four)) == 4
    # The deals themselves: no deal of a wall replays another (deterministic bots, one wall).
    bench = load_bench()
    result = bench._PairedSimulation(get_profile("hk-modern"), ("strong", "strong_v1") * 2,
                                     5, False)
    result.run_hands(3, duplicate=True)
    names = [n for n, _ in result.per_hand]
    assert names[:4] == [tuple(s) for s in duplicate_seatings(("strong", "strong_v1") * 2)]
    assert len(set(names[:4])) == 4
