"""Plain helpers the tests of several folders share (fixtures live in the ``conftest.py`` files):
tiles and melds from notation, a match of greedy bots, a CLI command run in-process, a script of
the repository loaded as a module, a file's digest, a saved game's checksum made anew,
scorebook win entries, and seeded self-play recorded as its log (``RecordedPlay``,
``play_digest``).

A helper one folder uses stays in that folder (``tests/bots/helpers.py``,
``tests/review/helpers.py``, ``tests/engine/scenario_tools.py``, ``tests/ui/helpers.py``)."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from mahjong_gui.engine.events import to_json
from mahjong_gui.engine.melds import Meld, parse_meld
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Match, Table, play_match
from mahjong_gui.engine.tiles import Tile, parse
from mahjong_gui.simulate import Simulation, rotations

ROOT = Path(__file__).resolve().parents[1]


# --- tiles and melds from notation ------------------------------------------------------------


def tl(text: str) -> list[Tile]:
    """Tiles of a compact text (``"123m55p"``), in order; the empty text gives no tiles."""
    return list(parse(text)) if text else []


def t(text: str) -> Tile:
    """One tile: ``t("5p")``."""
    (one,) = parse(text)
    return one


def melds(*texts: str) -> tuple[Meld, ...]:
    """Melds from their notation: ``melds("pong:7z", "chow:1m")``."""
    return tuple(parse_meld(text) for text in texts)


# --- games ------------------------------------------------------------------------------------


def greedy_match(profile_id: str, seed: int, hands: int = 1) -> Match:
    """A match of ``hands`` hands from ``seed``, played to its end by four greedy bots."""
    from mahjong_gui.bots.simple import GreedyBot

    match = Match(get_profile(profile_id), seed, hands=hands)
    play_match(match, [GreedyBot(s) for s in range(4)])
    return match


class RecordedPlay(Simulation):
    """Seeded self-play (``Simulation``'s arguments) that keeps every event of every hand as
    the log writes it: ``lines`` in order, and ``sha``, their SHA-256 (each line and a newline).
    """

    def __init__(self, *args: Any, rotations: bool = False) -> None:
        super().__init__(*args)
        self.sha = hashlib.sha256()
        self.lines: list[str] = []
        self.rotations = rotations

    def seating(self, rotation: int) -> list[str]:
        """With ``rotations``: a duplicate wall's deals seat the bots' four rotations, as
        ``Simulation`` did before ``duplicate_seatings`` (a,b,a,b's third and fourth deals the
        first two again), the seatings the pinned digests were taken with."""
        if self.rotations:
            return list(rotations(self.bots)[rotation])
        return super().seating(rotation)

    def _record(self, table: Table, names: list[str], times: list[list[float]]) -> None:
        super()._record(table, names, times)
        for e in table.events:
            line = to_json(e)
            self.lines.append(line)
            self.sha.update(line.encode())
            self.sha.update(b"\n")


def play_digest(profile_id: str, bots: tuple[str, str, str, str], seed: int, hands: int,
                checks: bool = True, duplicate: bool = False, rotations: bool = False) -> str:
    """The SHA-256 of seeded self-play's event log (``RecordedPlay``); with ``checks``, the
    invariant checks run after every event and must find nothing. ``rotations``: duplicate
    walls dealt to the bots' four rotations (``RecordedPlay``)."""
    sim = RecordedPlay(get_profile(profile_id), bots, seed, checks, rotations=rotations)
    sim.run_hands(hands, duplicate)
    assert not sim.violations, sim.violations
    return sim.sha.hexdigest()


# --- commands and scripts ---------------------------------------------------------------------


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """A ``mahjong`` command run in this process: its exit code, standard output and error."""
    from mahjong_gui import cli  # here: the engine's tests need no command line

    code = cli.dispatch(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def load_script(relative: str, name: str) -> ModuleType:
    """A script of the repository outside the package (``benchmarks/``, ``scripts/``) loaded
    as the module ``name``."""
    spec = importlib.util.spec_from_file_location(name, ROOT / relative)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(module)
    return module


# --- files ------------------------------------------------------------------------------------


def sha256_of(path: Path) -> str:
    """The SHA-256 of a file's bytes, in hex: a file left untouched keeps it."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def resigned(text: str) -> str:
    """A saved game's text with its closing line's checksum made anew (``store/saves.py``): a
    file edited by someone who also forged the checksum, so the check reaches the events."""
    lines = text[:-1].split("\n")
    body = "\n".join(lines[:-1]) + "\n"
    end = json.loads(lines[-1])["end"]
    return body + json.dumps({"end": end, "sha256": hashlib.sha256(body.encode()).hexdigest()},
                             separators=(",", ":")) + "\n"


# --- scorebook entries ------------------------------------------------------------------------


def win_entry(seat: int, frm: int | None, value: int = 1) -> dict[str, Any]:
    """A scorebook win of ``value``: on ``frm``'s discard, or drawn (``frm`` None)."""
    event: dict[str, Any] = {"type": "win", "seat": seat, "value": value}
    if frm is not None:
        event["from"] = frm
    return event


def three_wins(loser: int, value: int = 0) -> list[dict[str, Any]]:
    """A bloody hand over at its third win, every winner on ``loser``'s discard."""
    return [{"type": "win", "seat": s, "from": loser, "value": value}
            for s in range(4) if s != loser]
