"""``scripts/outlook_calibration.py`` compares the strong bot's predicted chance to win with
the wins of the same seats: every turn decision with an outlook is counted once per grouping,
and a group's wins are the seat's wins in that hand."""

from __future__ import annotations

from types import ModuleType

import pytest

from tests.helpers import load_script


def load() -> ModuleType:
    return load_script("scripts/outlook_calibration.py", "outlook_calibration")


def test_groups_count_each_prediction_and_the_seats_wins() -> None:
    cal = load()
    groups = cal.calibrate("mil", 2, 3)
    # Play the same two hands again to count what the groups must hold.
    rows, won = [], 0
    for h in range(2):
        hand_rows, winners = cal.play("mil", 3 * 100_000 + h)
        rows += hand_rows
        won += sum(seat in winners for seat, *_ in hand_rows)
    assert rows
    stages = [g for (target, _), g in groups.items() if target == "all"]
    assert sum(g.n for g in stages) == len(rows)
    assert sum(g.won for g in stages) == won
    assert sum(g.predicted for g in stages) == pytest.approx(sum(r[3] for r in rows))
    assert all(0.0 <= r[3] <= 1.0 for r in rows)
    # each decision once in its target's shanten groups too
    by_shanten = [g for (t, part), g in groups.items() if t != "all" and part.startswith("shanten")]
    assert sum(g.n for g in by_shanten) == len(rows)


def test_a_hong_kong_profile_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert load().main(["--profile", "hk-modern", "--hands", "1"]) == 2
    assert "Sichuan profile" in capsys.readouterr().err
