"""The ``replay`` and ``simulate`` commands: contracts and exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_gui.engine.rules import get_profile
from mahjong_gui.store.saves import SaveHeader, save_game
from tests.helpers import greedy_match, resigned, run_cli


@pytest.fixture()
def save_file(tmp_path: Path) -> Path:
    match = greedy_match("mil", 9, hands=3)
    path = tmp_path / "game.mjsave"
    seats = tuple({"name": f"P{s}", "player": "bot:greedy"} for s in range(4))
    save_game(path, SaveHeader("mil", dict(get_profile("mil").options), seats, 9), match.events)
    return path


def test_replay_check(capsys: pytest.CaptureFixture[str], save_file: Path) -> None:
    code, out, _ = run_cli(capsys, "replay", str(save_file), "--check", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["ok"] is True and data["hands"] == 3 and data["match_finished"] is True
    code, out, _ = run_cli(capsys, "replay", str(save_file), "--check")
    assert code == 0 and out.startswith("OK: ") and out.count("\n") == 1
    code, out, _ = run_cli(capsys, "replay", str(save_file))
    assert code == 0 and "hand 1: mil" in out and "discarded: seat=" in out


def test_replay_refuses_an_edited_file(capsys: pytest.CaptureFixture[str],
                                       save_file: Path) -> None:
    text = save_file.read_text(encoding="utf-8")
    edited = text.replace('"amount":1,', '"amount":5,', 1)
    save_file.write_text(edited, encoding="utf-8")
    code, out, _ = run_cli(capsys, "replay", str(save_file), "--check", "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == "checksum"
    # The same edit with its checksum forged reaches the re-play, which finds the number wrong.
    save_file.write_text(resigned(edited), encoding="utf-8")
    code, out, _ = run_cli(capsys, "replay", str(save_file), "--check", "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == "mismatch"
    code, out, err = run_cli(capsys, "replay", str(save_file), "--check")
    assert code == 2 and out == "" and err.startswith("error: line ")


def test_simulate_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "simulate", "--rules", "mil", "--hands", "6", "--seed", "2",
                           "--json")
    assert code == 0
    data = json.loads(out)
    assert data["hands"] == 6 and data["invariant_violations"] == 0
    assert data["hands_per_second"] > 0
    assert len(data["seats"]) == 4
    assert set(data["seats"][0]) >= {"bot", "mean_score_per_hand", "win_rate", "deal_in_rate",
                                     "ready_rate", "pig_rate", "decision_ms"}
    assert set(data["seats"][0]["decision_ms"]) == {"p50", "p95", "max"}
    assert 0 <= data["drawn_hands"] <= 6 and data["drawn_rate"] == round(data["drawn_hands"] / 6, 4)
    # Every hand's deltas are zero-sum (mil's only money to nobody is a flower pig's fine).
    assert sum(s["mean_score_per_hand"] for s in data["seats"]) <= 1e-3


def test_simulate_duplicate_reports_per_bot(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "simulate", "--rules", "majsoul", "--hands", "2", "--duplicate",
                           "--bots", "greedy,random,greedy,random", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["hands"] == 8  # two walls, each dealt four times
    assert set(data["bots"]) == {"greedy", "random"}
    assert data["bots"]["greedy"]["hands"] == 16  # two seats x 8 hands
    # Duplicate play rotates the same walls through every seat: per bot, the money sums to 0.
    total = sum(b["mean_score_per_hand"] * b["hands"] for b in data["bots"].values())
    assert abs(total) < 1e-6


def test_simulate_matches(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "simulate", "--rules", "competition", "--matches", "1", "--json")
    assert code == 0 and json.loads(out)["hands"] == 8


@pytest.mark.parametrize("args, error", [
    pytest.param(("--rules", "mil", "--bots", "greedy,nobody,greedy,greedy"), "bad_bots",
                 id="unknown_bot"),
    pytest.param(("--rules", "mil", "--hands", "0"), "usage", id="zero_hands"),
    pytest.param(("--rules", "nope"), "unknown_rules", id="unknown_rules"),
    pytest.param(("--rules", "mil", "--hands", "2", "--matches", "1"), "usage", id="both"),
])
def test_simulate_bad_input(capsys: pytest.CaptureFixture[str], args: tuple[str, ...],
                            error: str) -> None:
    code, out, _ = run_cli(capsys, "simulate", *args, "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == error
