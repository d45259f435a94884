"""Issue 31: the families move behind one protocol without changing an answer. 1,000 seeded
``score`` calls (every profile, melds, ways of winning, events, bonus tiles, options, and hands
that are no win) and the commands the README and the guide show must give exactly the JSON
they gave before that work; ``tests/data/score_digests.json`` holds the SHA-256 of those
answers (``python -m tests.engine.score_digest`` prints them)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.engine.score_digest import digest_readme, digest_scores, score_calls
from tests.profiles import ALL

WANT = json.loads((Path(__file__).parent.parent / "data" / "score_digests.json").read_text())


def test_the_calls_cover_every_profile_and_both_answers() -> None:
    calls = score_calls()
    assert len(calls) == 1000
    assert {argv[1] for argv in calls} == set(ALL)
    assert sum("--bonus" in argv for argv in calls) > 100
    assert sum("--meld" in argv for argv in calls) > 300


def test_a_thousand_seeded_score_calls_answer_as_before() -> None:
    assert digest_scores() == WANT["score_1000_seed_31"]


def test_the_documented_commands_answer_as_before() -> None:
    assert digest_readme() == WANT["readme_calls"]
