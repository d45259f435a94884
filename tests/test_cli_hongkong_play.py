"""Hong Kong through the commands and saves exactly as Sichuan (docs/rules.md §3.1):
``simulate --rules hk-modern|hk-classical``, a saved game that loads, re-plays and resumes,
and ``replay --check``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_gui.bots import make_bot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.checks import invariant_violations, resume_match
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Match, play_hand, play_match
from mahjong_gui.store.saves import SaveHeader, load_game, save_game
from tests.helpers import RecordedPlay, run_cli
from tests.profiles import HONG_KONG

SEATS = tuple({"name": f"P{s}", "player": "bot:normal"} for s in range(4))


@pytest.mark.parametrize("rules", HONG_KONG)
def test_simulate_plays_hong_kong(capsys: pytest.CaptureFixture[str], rules: str) -> None:
    code, out, _ = run_cli(capsys, "simulate", "--rules", rules, "--hands", "6", "--seed", "3",
                           "--json")
    assert code == 0
    data = json.loads(out)
    assert data["rules"] == rules and data["hands"] == 6 and data["invariant_violations"] == 0
    total = sum(s["mean_score_per_hand"] for s in data["seats"])
    assert total == pytest.approx(0.0, abs=1e-3)  # Hong Kong payments balance (4 decimals)


def test_simulate_counts_the_drawn_hands() -> None:
    # Issue 33 measures how many Hong Kong hands end drawn: a hand ends at its first win, so
    # the drawn ones are exactly those the log ends for the wall ("reason": "wall").
    sim = RecordedPlay(get_profile("hk-modern"), ("normal",) * 4, 3, False)
    sim.run_hands(12)
    ends = [json.loads(line)["reason"] for line in sim.lines if '"hand_ended"' in line]
    assert len(ends) == 12 and 0 < ends.count("wall") < 12
    report = sim.report()
    assert report["drawn_hands"] == ends.count("wall")
    assert report["drawn_rate"] == round(ends.count("wall") / 12, 4)


def test_simulate_a_whole_wind_round(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "simulate", "--rules", "hk-modern", "--matches", "1",
                           "--seed", "4", "--json")
    assert code == 0 and json.loads(out)["invariant_violations"] == 0


def test_a_saved_hong_kong_game_loads_checks_and_resumes(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    profile = get_profile("hk-classical", {"min_faan": "1"})
    bots = [make_bot("normal", s) for s in range(4)]
    match = Match(profile, seed=21)
    play_hand(match.start_hand(), bots)
    match.sync()
    table = match.start_hand()
    for _ in range(25):  # stop mid-hand
        seat, legal = next(iter(table.pending().items()))
        table.submit(seat, bots[seat].choose(table.view(seat), legal))
    match.sync()
    assert not table.over
    path = tmp_path / "hk.mjsave"
    save_game(path, SaveHeader(profile.id, dict(profile.options), SEATS, 21), match.events)
    game = load_game(path)
    assert list(game.events) == match.events
    code, out, _ = run_cli(capsys, "replay", str(path), "--check", "--json")
    assert code == 0 and json.loads(out)["ok"] is True
    resumed = resume_match(game.events, 21)
    assert resumed.by_rounds and resumed.table is not None
    assert resumed.table.state == table.state
    play_match_rest(resumed, bots)
    assert resumed.finished and invariant_violations(resumed.events) == []
    starts = [e for e in resumed.events if isinstance(e, ev.HandStarted)]
    assert all(s.profile == "hk-classical" for s in starts)


def play_match_rest(match: Match, bots: list) -> None:  # type: ignore[type-arg]
    assert match.table is not None
    play_hand(match.table, bots)
    match.sync()
    guard = 0
    while not match.finished:
        guard += 1
        assert guard < 200
        play_hand(match.start_hand(), bots)
        match.sync()


def test_a_whole_match_ends_after_one_wind_round() -> None:
    match = Match(get_profile("hk-modern"), seed=8)
    play_match(match, [make_bot(level, s) for s, level in
                       enumerate(("strong", "normal", "easy", "normal"))])
    ends = [e for e in match.events if isinstance(e, ev.HandEnded)]
    assert isinstance(match.events[-1], ev.MatchEnded)
    assert ends[-1].next_dealer == 0 and sum(match.scores) == 0
    assert invariant_violations(match.events) == []
