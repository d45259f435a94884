"""A fingerprint of seeded self-play: the SHA-256 of every event of every hand, in order, as
the log writes it (``events.to_json``, one line each: the format saved games and replays keep).

Issue 17 makes the engine and the bots faster without changing what they do; the digests in
``tests/data/simulate_digests.json`` were taken from the engine as it was before that work, and
``test_simulate_digest.py`` checks that the same seeds still give the same games. Run this
module to print them again: ``python -m tests.engine.simulate_digest``.
"""

from __future__ import annotations

import json
import sys

from tests.helpers import play_digest

# (profile, bots, seed, hands, duplicate): every family, the easy and normal levels (the strong
# level is meant to change: it gets stronger), a running series and duplicate deals.
CASES: tuple[tuple[str, tuple[str, str, str, str], int, int, bool], ...] = (
    ("mil", ("normal", "normal", "normal", "normal"), 5, 12, False),
    ("mahjchina", ("normal", "easy", "normal", "easy"), 6, 3, True),
    ("competition", ("easy", "normal", "easy", "normal"), 7, 10, False),
    ("majsoul", ("normal", "normal", "easy", "easy"), 8, 10, False),
    ("hk-modern", ("normal", "normal", "normal", "normal"), 9, 10, False),
    ("hk-classical", ("normal", "easy", "normal", "easy"), 10, 3, True),
)


def digest(profile: str, bots: tuple[str, str, str, str], seed: int, hands: int,
           duplicate: bool) -> str:
    # Duplicate walls dealt to the four rotations the digests were taken with: the games
    # pinned are the engine's and the bots', whatever seatings ``Simulation`` deals them to.
    return play_digest(profile, bots, seed, hands, True, duplicate, rotations=True)


def key(case: tuple[str, tuple[str, str, str, str], int, int, bool]) -> str:
    profile, bots, seed, hands, duplicate = case
    return f"{profile} {','.join(bots)} seed {seed} hands {hands}" + (" duplicate" * duplicate)


if __name__ == "__main__":
    json.dump({key(c): digest(*c) for c in CASES}, sys.stdout, indent=1)
    print()
