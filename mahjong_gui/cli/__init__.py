"""The command line: the ``mahjong`` console script and ``python -m mahjong_gui``.

No arguments open the app's window (as the ``mahjong-gui`` launcher does); a subcommand runs
the engine headless:

- ``analyze HAND``: shanten, waits and ranked discards (``cli.analyze``)
- ``score --rules R HAND``: patterns, value and payments of one win, as the hand calculator
  scores it (``cli.score``)
- ``ledger FILE|-``: settle whole hands and sessions from events (``cli.ledger``)
- ``replay FILE [--check]``: replay a saved game, checking every move (``cli.replay``)
- ``simulate --rules R``: bots play each other; statistics and checks (``cli.simulate``)
- ``scorebook list|show|export|import``: the app's scorebook sessions (``cli.scorebook``)

Each command's module holds its parser, its JSON report and its text printer; ``cli.common``
the exit codes, errors and printing they share. ``--help`` (or ``-h``) lists the commands;
each command takes ``--help`` too.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from mahjong_gui.cli import analyze, ledger, replay, score, scorebook, simulate
from mahjong_gui.cli.common import EXIT_OK, fail, program

_MODULES = (analyze, score, ledger, replay, simulate, scorebook)

COMMANDS: dict[str, Callable[[Sequence[str]], int]] = {
    "analyze": analyze.cmd_analyze,
    "score": score.cmd_score,
    "ledger": ledger.cmd_ledger,
    "replay": replay.cmd_replay,
    "simulate": simulate.cmd_simulate,
    "scorebook": scorebook.cmd_scorebook,
}


def usage() -> str:
    """The top-level ``--help``: every command with one line."""
    lines = [f"usage: {program()} [COMMAND ...]", "",
             "With no command the app's window opens. Commands:"]
    for m in _MODULES:  # the summaries line up; a longer synopsis is followed by 3 spaces
        synopsis = m.SYNOPSIS if len(m.SYNOPSIS) <= 22 else m.SYNOPSIS + "  "
        lines.append(f"  {synopsis:<22} {m.SUMMARY}")
    lines.append("Each command takes --help.")
    return "\n".join(lines)


def dispatch(args: Sequence[str]) -> int:
    """Run one subcommand (``args[0]``) with the rest of the arguments; its exit code."""
    name, rest = args[0], args[1:]
    if name in ("-h", "--help", "help"):
        print(usage())
        return EXIT_OK
    command = COMMANDS.get(name)
    if command is None:
        return fail("usage", f"unknown command '{name}' (try --help)", "--json" in rest)
    try:
        return command(rest)
    except SystemExit as exc:  # argparse --help
        return int(exc.code or 0)


def gui_main(argv: Sequence[str] | None = None) -> int:
    """Start the desktop app (imports Qt only here, so headless commands stay light)."""
    from mahjong_gui.ui.app import run

    return run(list(sys.argv if argv is None else argv))


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0].startswith(("-qt", "--lang")):
        return gui_main([sys.argv[0], *args])
    return dispatch(args)
