"""``scripts/decision_oracle.py`` values a decision by playing the hand on from a copy of the
true table: the copy must play on without touching the original (which then plays the same
hand as a table never copied), and a candidate's value must depend only on the future's seed."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

from mahjong_gui.bots.registry import make_bot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table
from tests.helpers import load_script

NAMES = ("strong", "normal", "strong", "normal")


def load() -> ModuleType:
    return load_script("scripts/decision_oracle.py", "decision_oracle")


def _table_at(decisions: int, seed: int = 11) -> tuple[Table, list[object]]:
    """A mil table after ``decisions`` decisions of its bots, with the bots."""
    table = Table(get_profile("mil"), seed)
    players = [make_bot(n, seed * 4 + s) for s, n in enumerate(NAMES)]
    done = 0
    while done < decisions and not table.over:
        for seat, legal in table.pending().items():
            table.submit(seat, players[seat].choose(table.view(seat), legal))  # type: ignore[attr-defined]
            done += 1
            if table.over or done >= decisions:
                break
    return table, players


def test_a_copy_plays_on_without_touching_the_original() -> None:
    oracle = load()
    table, players = _table_at(30)
    twin, twin_players = _table_at(30)
    assert not table.over
    before = list(table.events)
    copy, copy_players = oracle.clone(table, players)
    oracle.play_on(copy, copy_players)
    assert copy.over and isinstance(copy.events[-1], ev.HandEnded)
    assert table.events == before and not table.over
    oracle.play_on(table, players)
    oracle.play_on(twin, twin_players)
    assert table.events == twin.events
    # The copy, with the same wall and bots, played the very same hand.
    assert copy.events == table.events


def test_a_value_depends_on_the_future_seed_only() -> None:
    oracle = load()
    table, players = _table_at(30)
    seat, legal = next(iter(table.pending().items()))
    first = [oracle.value(table, players, seat, a, 5) for a in legal[:3]]
    again = [oracle.value(table, players, seat, a, 5) for a in legal[:3]]
    assert first == again
    # Every hand's score changes sum to zero (mil pays between players only).
    copy, copy_players = oracle.clone(table, players)
    oracle.play_on(copy, copy_players)
    assert sum(copy.events[-1].deltas) == 0


def test_collect_writes_decisions_with_their_candidates(tmp_path: Path) -> None:
    oracle = load()
    out = tmp_path / "o.jsonl"
    oracle.main(["--out", str(out), "--decisions", "3", "--futures", "2", "--seed", "4"])
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 3
    for r in rows:
        assert r["chosen"] in r["values"] and len(r["values"]) >= 2
        assert all(len(v) == 2 for v in r["values"].values())
    oracle.main(["--analyse", str(out)])
