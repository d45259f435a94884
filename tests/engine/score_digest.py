"""A fingerprint of 1,000 seeded ``score`` calls and of the commands the README and the guide
show: the SHA-256 of every JSON answer, in order.

Issue 31 moves the families behind one protocol without changing what any command answers;
``tests/data/score_digests.json`` holds the digests taken from the code before that work and
``test_score_digest.py`` checks them. Run this module to print them again:
``python -m tests.engine.score_digest``.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import random
import sys
from collections.abc import Callable, Sequence

from mahjong_gui.cli.analyze import cmd_analyze
from mahjong_gui.cli.score import cmd_score
from tests.profiles import HONG_KONG, SICHUAN

SUITS = "mps"
_SICHUAN_EVENTS = ("kong-bloom", "kong-discard", "last-tile", "heavenly", "earthly")
_HK_EVENTS = ("replacement", "last-tile", "heavenly", "earthly")


def _sets(rng: random.Random, suits: str, honours: bool) -> tuple[list[str], list[str]]:
    """Four sets and a pair as tile codes, and some of the sets as melds (``pong:5m``)."""
    tiles: list[str] = []
    melds: list[str] = []
    for _ in range(4):
        honour = honours and rng.random() < 0.25
        suit = "z" if honour else rng.choice(suits)
        top = 7 if honour else 9
        if not honour and rng.random() < 0.5:
            n = rng.randint(1, 7)
            if honours and rng.random() < 0.2:
                melds.append(f"chow:{n}{suit}")
            else:
                tiles += [f"{n}{suit}", f"{n + 1}{suit}", f"{n + 2}{suit}"]
            continue
        n = rng.randint(1, top)
        r = rng.random()
        if r < 0.2:
            melds.append(f"pong:{n}{suit}")
        elif r < 0.27:
            melds.append(f"{rng.choice(('kong', 'ankong', 'addkong'))}:{n}{suit}")
        else:
            tiles += [f"{n}{suit}"] * 3
    honour = honours and rng.random() < 0.2
    suit = "z" if honour else rng.choice(suits)
    n = rng.randint(1, 7 if honour else 9)
    tiles += [f"{n}{suit}"] * 2
    return tiles, melds


def _seven_pairs(rng: random.Random, suits: str) -> list[str]:
    kinds = rng.sample([f"{n}{s}" for s in suits for n in range(1, 10)], 7)
    return [k for k in kinds for _ in range(2)]


def _at_most_four(tiles: Sequence[str], melds: Sequence[str]) -> bool:
    counts: dict[str, int] = {}
    for t in tiles:
        counts[t] = counts.get(t, 0) + 1
    for m in melds:
        kind, tile = m.split(":")
        n, suit = int(tile[0]), tile[1]
        got = [f"{n + i}{suit}" for i in range(3)] if kind == "chow" else \
            [tile] * (3 if kind == "pong" else 4)
        for t in got:
            counts[t] = counts.get(t, 0) + 1
    return max(counts.values()) <= 4


def _hand_text(tiles: Sequence[str]) -> str:
    return "".join(tiles)


def score_calls(count: int = 1000, seed: int = 31) -> list[list[str]]:
    """``count`` seeded argument lists for ``score``: wins (and some hands that are not) under
    every profile, with melds, every way of winning, events, voids, bonus tiles and winds."""
    rng = random.Random(seed)
    out: list[list[str]] = []
    for i in range(count):
        profile = (SICHUAN + HONG_KONG)[i % 6]
        hk = profile in HONG_KONG
        if hk:
            suits = rng.choice(("mps", "m", "mp", "s"))
        else:
            suits = rng.choice(("mp", "ms", "ps", "m"))
        while True:
            if rng.random() < 0.12:
                tiles, melds = _seven_pairs(rng, suits), []
            else:
                tiles, melds = _sets(rng, suits, hk)
            if _at_most_four(tiles, melds):
                break
        if rng.random() < 0.08:  # a hand that is no win
            tiles[0] = tiles[-1] if tiles[0] != tiles[-1] else "1m"
        rng.shuffle(tiles)
        argv = ["--rules", profile, _hand_text(tiles), "--json"]
        for m in melds:
            argv += ["--meld", m]
        win = rng.choice(("self", "self", "discard", "discard", "discard", "robbed"))
        argv += ["--win", win]
        if win != "self":
            argv += ["--from", str(rng.randint(1, 3))]
        if rng.random() < 0.3:
            argv += ["--dealer", str(rng.randint(0, 3))]
        for e in rng.sample(_HK_EVENTS if hk else _SICHUAN_EVENTS,
                            rng.choice((0, 0, 0, 0, 0, 0, 0, 1, 1, 2))):
            argv += ["--event", e]
        if hk:
            if rng.random() < 0.5:
                argv += ["--bonus", "".join(f"{n}f" for n in rng.sample(range(1, 9),
                                                                      rng.randint(1, 3)))]
            if rng.random() < 0.4:
                argv += ["--wind", str(rng.randint(1, 4))]
            if rng.random() < 0.3:
                argv += ["--option", f"min_faan={rng.choice((0, 1, 3, 5))}"]
            if rng.random() < 0.2:
                argv += ["--option", f"limit={rng.choice((8, 10, 13))}"]
        else:
            if rng.random() < 0.3:
                argv += ["--in", ",".join(str(s) for s in sorted(
                    {0} | set(rng.sample(range(1, 4), rng.randint(1, 3)))))]
            if profile == "mahjchina" and rng.random() < 0.4:
                argv += ["--option", "cap=events-inside"]
            if rng.random() < 0.15:
                argv += ["--option", f"house.cap={rng.randint(2, 6)}"]
        out.append(argv)
    return out


README_CALLS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("score", ("--rules", "mil", "1122334455667m7m", "--json")),
    ("score", ("--rules", "mil", "11223344556677m", "--win", "discard", "--from", "2",
               "--json")),
    ("score", ("--rules", "competition", "111222333m44s", "--event", "kong-bloom",
               "--meld", "kong:9s", "--kong-from", "2", "--json")),
    ("score", ("--rules", "hk-modern", "123m456m789m11z", "--meld", "pong:5z",
               "--bonus", "1f5f", "--json")),
    ("score", ("--rules", "hk-classical", "111m999m111p999p1z1z", "--win", "discard",
               "--from", "3", "--json")),
    ("score", ("--rules", "hk-modern", "123m456p789s234m55p", "--json")),
    ("analyze", ("1112345678999m", "--json")),
    ("analyze", ("123m456p789s11z22z3z", "--family", "hongkong", "--json")),
    ("analyze", ("1m9m1p9p1s9s1z2z3z4z5z6z7z", "--json")),
)


def _run(command: Callable[[Sequence[str]], int], argv: Sequence[str]) -> str:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(io.StringIO()):
        code = command(list(argv))
    return f"{code}\n{buf.getvalue()}"


def digest_scores(count: int = 1000, seed: int = 31) -> str:
    sha = hashlib.sha256()
    for argv in score_calls(count, seed):
        sha.update(_run(cmd_score, argv).encode())
    return sha.hexdigest()


def digest_readme() -> str:
    sha = hashlib.sha256()
    commands = {"score": cmd_score, "analyze": cmd_analyze}
    for name, argv in README_CALLS:
        sha.update(_run(commands[name], argv).encode())
    return sha.hexdigest()


def digests() -> dict[str, str]:
    return {"score_1000_seed_31": digest_scores(), "readme_calls": digest_readme()}


if __name__ == "__main__":
    json.dump(digests(), sys.stdout, indent=2)
    sys.stdout.write("\n")
